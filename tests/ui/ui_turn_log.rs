//! Nothing covers the play: the turn log keeps every turn so far (grouped and numbered as the
//! move list numbers them, one line highlighted, earlier lines still explained on a click,
//! only the turns up to the cursor in a replay), and the effects are announced in a band
//! along the board's top edge that no point or pit lies under, in a small and a large
//! window, zoomed or not.

#![cfg(feature = "gui")]

use crate::ui_support::{SIZE, settings};
use egui::accesskit::{Live, Toggled};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use inkomo::i18n::Tr;
use inkomo::rules::{Action, Effect, EffectKind, GameId, MorrisEffect};
use inkomo::selfplay::Rng;
use inkomo::ui::board::animation::{Speed, is_minor};
use inkomo::ui::board::describe::effect_line;
use inkomo::ui::board::replay::ReplayStep;
use inkomo::ui::board::session::GameSetup;
use inkomo::ui::command::{BoardCommand, GameCommand, ReplayCommand, SettingsCommand};
use inkomo::ui::{Command, InkomoApp, Settings};

type H = Harness<'static, InkomoApp>;

/// A window whose turn log holds some sixty lines.
const TALL: [f32; 2] = [1280.0, 2400.0];

fn harness_sized(game: GameId, settings: Settings, size: [f32; 2]) -> H {
    let mut app = InkomoApp::new(settings);
    app.start(GameSetup::new(game));
    let mut h = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(3);
    h
}

/// Plays the morris points in the notation, one after another, and lets the app settle.
fn play(h: &mut H, tokens: &[&str]) {
    for token in tokens {
        let action = {
            let session = h.state().session().expect("a game is played");
            session.game().parse_action(token).expect("a legal action")
        };
        h.state_mut()
            .apply(Command::Board(BoardCommand::Act(action)));
        h.run_steps(2);
    }
}

/// The lines the log must hold for each action done, in the words the panel uses.
fn lines_per_action(h: &H) -> Vec<Vec<String>> {
    let tr = Tr::new(h.state().settings().language);
    let session = h.state().session().expect("a game is played");
    session
        .effects()
        .iter()
        .map(|effects| {
            effects
                .iter()
                .filter(|e| !is_minor(&e.kind))
                .map(|e| effect_line(&tr, session.setup(), e))
                .collect()
        })
        .collect()
}

/// The log lines on screen (they are selectable, so their text is their label), with
/// whether each is highlighted.
fn log_lines(h: &H, lines: &[String]) -> Vec<(String, bool)> {
    h.query_all(by())
        .filter_map(|n| {
            let node = n.accesskit_node();
            let label = node.label()?;
            let toggled = node.toggled()?;
            lines
                .contains(&label)
                .then(|| (label, toggled == Toggled::True))
        })
        .collect()
}

/// Whether a plain text with exactly this value is shown.
fn shows_text(h: &H, text: &str) -> bool {
    h.query_all(by())
        .any(|n| n.accesskit_node().value().is_some_and(|v| v == text))
}

#[test]
fn the_log_keeps_the_earlier_turns_under_their_numbers() {
    let mut h = harness_sized(GameId::Isizulu, settings(Speed::Off), SIZE);
    play(&mut h, &["a7", "b2"]);
    let lines = lines_per_action(&h);
    let all: Vec<String> = lines.concat();
    let on_screen = log_lines(&h, &all);
    for line in &lines[0] {
        assert!(
            on_screen.iter().any(|(l, _)| l == line),
            "the first turn's '{line}' is gone from the log: {on_screen:?}"
        );
    }
    for line in &lines[1] {
        assert!(on_screen.iter().any(|(l, _)| l == line), "'{line}' missing");
    }
    assert!(shows_text(&h, "Turn 1: Dark"), "the first turn is headed");
    assert!(shows_text(&h, "Turn 2: Light"), "the second turn is headed");
    let highlighted: Vec<&String> = on_screen
        .iter()
        .filter(|(_, on)| *on)
        .map(|(l, _)| l)
        .collect();
    assert_eq!(
        highlighted,
        vec![&lines[1][lines[1].len() - 1]],
        "one line, the last turn's"
    );

    // The same in mancala, whose turns are many lines: in a window tall enough for the log
    // to hold them all (only the lines in view are laid out).
    let mut h = harness_sized(GameId::IsoloWomen, settings(Speed::Off), TALL);
    for _ in 0..2 {
        let action = h.state().session().unwrap().legal()[0];
        h.state_mut()
            .apply(Command::Board(BoardCommand::Act(action)));
        h.run_steps(2);
    }
    let lines = lines_per_action(&h);
    let all = lines.concat();
    let on_screen: Vec<String> = log_lines(&h, &all).into_iter().map(|(l, _)| l).collect();
    assert!(
        on_screen.iter().any(|l| *l == lines[0][0]),
        "the first sowing is still in the log"
    );
    for line in &all {
        assert!(on_screen.contains(line), "'{line}' is in the log");
    }
    assert!(shows_text(&h, "Turn 1: South") && shows_text(&h, "Turn 2: North"));
}

#[test]
fn exactly_one_line_is_highlighted_turn_after_turn() {
    for (game, seed) in [
        (GameId::IsoloBoys, 11),
        (GameId::Igisoro, 12),
        (GameId::Isisuthu, 13),
        (GameId::Isipowe, 14),
    ] {
        let mut h = harness_sized(game, settings(Speed::Off), SIZE);
        let mut rng = Rng::new(seed);
        for _ in 0..12 {
            let session = h.state().session().unwrap();
            if session.game().is_over() {
                break;
            }
            let legal = session.legal();
            let action = legal[rng.below(legal.len())];
            h.state_mut()
                .apply(Command::Board(BoardCommand::Act(action)));
            h.run_steps(2);
            let all = lines_per_action(&h).concat();
            let highlighted = log_lines(&h, &all).iter().filter(|(_, on)| *on).count();
            assert_eq!(highlighted, 1, "{game:?}: {highlighted} lines highlighted");
        }
    }
}

#[test]
fn an_earlier_turns_line_is_explained_and_highlighted_on_a_click() {
    let mut h = harness_sized(GameId::Isizulu, settings(Speed::Off), SIZE);
    play(&mut h, &["a7", "b2", "d7"]);
    let first: Effect = h.state().session().unwrap().effects()[0][0];
    let tr = Tr::new(h.state().settings().language);
    let line = effect_line(&tr, h.state().session().unwrap().setup(), &first);
    h.get_by_label(&line).click();
    h.run_steps(3);
    assert_eq!(
        h.state().explained(),
        Some(&first),
        "the first turn's effect"
    );
    let all = lines_per_action(&h).concat();
    let highlighted: Vec<(String, bool)> = log_lines(&h, &all)
        .into_iter()
        .filter(|(_, on)| *on)
        .collect();
    assert_eq!(highlighted, vec![(line, true)]);
}

#[test]
fn an_undo_takes_its_turn_out_of_the_log_and_keeps_one_line_highlighted() {
    let mut h = harness_sized(GameId::Isizulu, settings(Speed::Off), SIZE);
    play(&mut h, &["a7", "b2", "d7"]);
    let lines = lines_per_action(&h);
    h.state_mut().apply(Command::Game(GameCommand::Undo));
    h.run_steps(3);
    let on_screen = log_lines(&h, &lines.concat());
    assert!(on_screen.iter().any(|(l, _)| *l == lines[0][0]), "turn 1");
    assert!(on_screen.iter().any(|(l, _)| *l == lines[1][0]), "turn 2");
    assert!(
        !on_screen.iter().any(|(l, _)| *l == lines[2][0]),
        "the undone turn is gone: {on_screen:?}"
    );
    let highlighted: Vec<&String> = on_screen
        .iter()
        .filter(|(_, on)| *on)
        .map(|(l, _)| l)
        .collect();
    assert_eq!(highlighted, vec![&lines[1][lines[1].len() - 1]]);
}

#[test]
fn the_replay_logs_the_turns_up_to_its_cursor() {
    let mut h = harness_sized(GameId::Isizulu, settings(Speed::Off), SIZE);
    play(&mut h, &["a7", "b2", "d7"]);
    let lines = lines_per_action(&h);
    h.state_mut().apply(Command::Replay(ReplayCommand::Start));
    h.run_steps(2);
    h.state_mut()
        .apply(Command::Replay(ReplayCommand::Step(ReplayStep::To(2))));
    h.run_steps(3);
    let on_screen = log_lines(&h, &lines.concat());
    assert!(on_screen.iter().any(|(l, _)| *l == lines[0][0]), "turn 1");
    assert!(on_screen.iter().any(|(l, _)| *l == lines[1][0]), "turn 2");
    assert!(
        !on_screen.iter().any(|(l, _)| *l == lines[2][0]),
        "turn 3 is after the cursor: {on_screen:?}"
    );
    assert!(!shows_text(&h, "Turn 3: Dark"));
}

/// The board's points or pits on screen.
fn board_rects(h: &H) -> Vec<egui::Rect> {
    h.query_all(by())
        .filter(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with("point ") || l.starts_with("pit "))
        })
        .map(|n| n.rect())
        .collect()
}

/// The effect band (the live region that says what it announces).
fn band(h: &H) -> (egui::Rect, String) {
    let node = h.get_by(|n| n.live() == Live::Polite);
    let text = node.accesskit_node().value().unwrap_or_default();
    (node.rect(), text)
}

/// Plays `action` at the speed set and checks, frame after frame, that the band covers no
/// point or pit and lies above them; returns what the band said on each frame.
fn animate_and_check(h: &mut H, action: Action, what: &str) -> Vec<String> {
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(action)));
    let mut said = Vec::new();
    h.step();
    while h.state().is_animating() {
        let board = board_rects(h);
        assert!(!board.is_empty(), "{what}: the board is shown");
        let (rect, text) = band(h);
        assert!(
            rect.width() > 100.0 && rect.height() > 20.0,
            "{what}: {rect:?}"
        );
        for point in &board {
            assert!(
                !point.intersects(rect) && rect.bottom() < point.top(),
                "{what}: the band {rect:?} covers or is below {point:?}"
            );
        }
        said.push(text);
        assert!(said.len() < 5_000, "{what}: the animation never ends");
        h.step();
    }
    assert!(!said.is_empty(), "{what}: the move was animated");
    said
}

#[test]
fn the_effect_band_covers_no_point_or_pit_in_small_and_large_windows() {
    for size in [[1024.0, 700.0], [1920.0, 1080.0]] {
        for zoom in [1.0, 1.5] {
            let what = format!("{size:?} at zoom {zoom}");
            let s = Settings {
                zoom,
                ..settings(Speed::Normal)
            };
            // Morris: the fifth placement makes an isibhamu, which the band announces.
            let mut h = harness_sized(GameId::Isizulu, s.clone(), size);
            h.state_mut()
                .apply(Command::Settings(SettingsCommand::SetSpeed(Speed::Off)));
            play(&mut h, &["a7", "b2", "d7", "f2"]);
            h.state_mut()
                .apply(Command::Settings(SettingsCommand::SetSpeed(Speed::Normal)));
            h.run_steps(2);
            let g7 = h.state().session().unwrap().game().parse_action("g7");
            let said = animate_and_check(&mut h, g7.expect("g7 is legal"), &what);
            let tr = Tr::new(h.state().settings().language);
            let session = h.state().session().unwrap();
            let line = session
                .last_effects()
                .iter()
                .find(|e| matches!(e.kind, EffectKind::Morris(MorrisEffect::LineFormed { .. })))
                .map(|e| effect_line(&tr, session.setup(), e))
                .expect("an isibhamu");
            assert!(said.contains(&line), "{what}: the band said {said:?}");

            // Mancala: a sowing and its laps.
            let mut h = harness_sized(GameId::IsoloBoys, s, size);
            let action = h.state().session().unwrap().legal()[0];
            animate_and_check(&mut h, action, &what);
        }
    }
}
