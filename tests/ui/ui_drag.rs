//! Morris tokens moved by drag and drop: from the hand while placing, on the board while
//! moving, the legal targets lit while a token is in the air, a release anywhere else
//! changing nothing, and no drag where a click would not act. The pointer is driven by raw
//! events, as a mouse would: press, several moves, release.

#![cfg(feature = "gui")]

use crate::ui_support::*;
use egui::{Event, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::ai::Level;
use inkomo::i18n::{Language, Tr};
use inkomo::lesson::run::StepState;
use inkomo::rules::morris::{MorrisAction, Phase, Point, parse_point, point_name};
use inkomo::rules::{Action, EffectKind, Game, GameId, MorrisEffect, Player};
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::describe::{game_name, player_name};
use inkomo::ui::board::session::{GameSetup, PlayerKind, Seat, TokenColour};
use inkomo::ui::command::Command;
use inkomo::ui::command::{GameCommand, ReplayCommand};

type H = Harness<'static, InkomoApp>;

/// The centre of the widget labelled `label`.
fn centre(h: &H, label: &str) -> Pos2 {
    h.get_by_label(label).rect().center()
}

/// The centre of the point `p` as the board shows it now.
fn point_centre(h: &H, p: Point) -> Pos2 {
    centre(h, &point_label(&game(h), p, TokenColour::Dark))
}

/// The centre of `player`'s hand ("Dark: 12 tokens in hand").
fn hand_centre(h: &H, player: &str) -> Pos2 {
    h.get_by(|n| {
        n.label()
            .is_some_and(|l| l.starts_with(&format!("{player}: ")) && l.ends_with("in hand"))
    })
    .rect()
    .center()
}

/// Presses the primary button at `at`.
fn press(h: &mut H, at: Pos2) {
    h.event(Event::PointerMoved(at));
    h.step();
    h.event(Event::PointerButton {
        pos: at,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.step();
}

/// Moves the pressed pointer from `from` to `to` in several frames, as a hand does.
fn move_to(h: &mut H, from: Pos2, to: Pos2) {
    for k in 1..=6 {
        h.event(Event::PointerMoved(from.lerp(to, k as f32 / 6.0)));
        h.step();
    }
}

/// Releases the primary button at `at` and lets the app react.
fn release(h: &mut H, at: Pos2) {
    h.event(Event::PointerButton {
        pos: at,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.step();
    h.run_steps(3);
}

/// A whole drag from `from` to `to`.
fn drag(h: &mut H, from: Pos2, to: Pos2) {
    press(h, from);
    move_to(h, from, to);
    release(h, to);
}

/// The points lit now, by name, with what their highlight says.
fn lit(h: &H) -> Vec<(String, String)> {
    let mut lit: Vec<(String, String)> = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("point ")))
        .filter_map(|n| {
            let node = n.accesskit_node();
            let label = node.label()?;
            let name = label.split(',').next()?.trim_start_matches("point ");
            Some((name.to_string(), node.description()?))
        })
        .collect();
    lit.sort();
    lit
}

/// The points a token of `legal` may be put on (`from`: the token's moves; `None`: the
/// placements), by name, lit as legal targets.
fn targets(legal: &[Action], from: Option<Point>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = legal
        .iter()
        .filter_map(|a| match (*a, from) {
            (Action::Morris(MorrisAction::Place(p)), None) => Some(p),
            (Action::Morris(MorrisAction::Move { from: f, to }), Some(s)) if f == s => Some(to),
            _ => None,
        })
        .map(|p| (point_name(p).to_string(), "a legal target".to_string()))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The engine's position hash.
fn position(g: &Game) -> u64 {
    g.morris().expect("a morris game").hash()
}

fn played(h: &H) -> usize {
    h.state().session().map_or(0, |s| s.played().len())
}

/// An app playing `id` at the position `prefix` reaches.
fn at(id: GameId, speed: Speed, prefix: &[Action]) -> H {
    harness_at(GameSetup::new(id), speed, prefix)
}

/// Isizulu in the movement phase, a token able to slide.
fn sliding(speed: Speed) -> H {
    let start = Game::with_defaults(GameId::Isizulu);
    let prefix = find_prefix(&start, 300, |g| {
        g.morris().is_some_and(|m| m.phase() == Phase::Movement)
            && g.legal_actions()
                .iter()
                .any(|a| matches!(a, Action::Morris(MorrisAction::Move { .. })))
    })
    .expect("a sliding position is reachable");
    at(GameId::Isizulu, speed, &prefix)
}

/// The first slide the engine offers.
fn a_slide(g: &Game) -> (Point, Point) {
    g.legal_actions()
        .iter()
        .find_map(|a| match *a {
            Action::Morris(MorrisAction::Move { from, to }) => Some((from, to)),
            _ => None,
        })
        .expect("a slide")
}

fn named(name: &str) -> Point {
    parse_point(name, 24).expect("a point name")
}

#[test]
fn a_token_dragged_from_the_hand_is_placed_where_it_is_dropped() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    let legal = game(&h).legal_actions().to_vec();
    let from = hand_centre(&h, "Dark");
    let d6 = named("d6");
    let to = point_centre(&h, d6);
    press(&mut h, from);
    move_to(&mut h, from, to);
    // In the air: every placement is lit, nothing is played yet.
    assert_eq!(lit(&h), targets(&legal, None));
    assert_eq!(played(&h), 0);
    release(&mut h, to);
    assert_eq!(
        h.state().session().and_then(|s| s.last_action()),
        Some(Action::Morris(MorrisAction::Place(d6)))
    );
    assert_eq!(played(&h), 1);
    assert!(shows(&h, "point d6, dark token"));
    assert!(shows(&h, "Dark: 11 tokens in hand"));
    assert_board_matches(&h);
    // Light's turn: Light's hand is the one that drags now, and Dark's does not.
    let b4 = named("b4");
    let (light, dark) = (hand_centre(&h, "Light"), hand_centre(&h, "Dark"));
    let (from_at, to_at) = (dark, point_centre(&h, b4));
    drag(&mut h, from_at, to_at);
    assert_eq!(played(&h), 1, "Dark's hand does not drag on Light's turn");
    let (from_at, to_at) = (light, point_centre(&h, b4));
    drag(&mut h, from_at, to_at);
    assert!(shows(&h, "point b4, light token"));
    assert_eq!(played(&h), 2);
    assert_board_matches(&h);
}

#[test]
fn a_token_dragged_to_a_neighbour_slides_there() {
    let mut h = sliding(Speed::Off);
    let before = game(&h);
    let (from, to) = a_slide(&before);
    let (a, b) = (point_centre(&h, from), point_centre(&h, to));
    press(&mut h, a);
    move_to(&mut h, a, b);
    // Lifted, the token is selected as by a click and its destinations are lit.
    assert_eq!(h.state().view().selected, Some(from));
    assert_eq!(lit(&h), targets(&before.legal_actions(), Some(from)));
    release(&mut h, b);
    let action = Action::Morris(MorrisAction::Move { from, to });
    assert_eq!(
        h.state().session().and_then(|s| s.last_action()),
        Some(action)
    );
    let mut expected = before;
    expected.apply_quiet(action).expect("a legal slide");
    assert_eq!(position(&game(&h)), position(&expected));
    assert_eq!(h.state().view().selected, None);
    assert_board_matches(&h);
}

#[test]
fn a_token_dropped_where_it_cannot_go_goes_back_still_selected() {
    let mut h = sliding(Speed::Off);
    let before = game(&h);
    let (from, _) = a_slide(&before);
    let legal = before.legal_actions().to_vec();
    let moves_to = |p: Point| legal.contains(&Action::Morris(MorrisAction::Move { from, to: p }));
    let count = before.morris().map_or(0, |m| m.board().point_count());
    // An empty point out of reach and an occupied point, if the position has them, and
    // beyond the board (the side panel).
    let empty_far = Point::all(count)
        .find(|&p| p != from && !moves_to(p) && before.morris().and_then(|m| m.point(p)).is_none());
    let occupied = Point::all(count)
        .find(|&p| p != from && before.morris().and_then(|m| m.point(p)).is_some());
    let mut drops: Vec<Pos2> = [empty_far, occupied]
        .into_iter()
        .flatten()
        .map(|p| point_centre(&h, p))
        .collect();
    drops.push(Pos2::new(SIZE[0] - 40.0, SIZE[1] / 2.0));
    assert!(drops.len() >= 2, "somewhere to drop in vain");
    let n = played(&h);
    for drop in drops {
        let (from_at, to_at) = (point_centre(&h, from), drop);
        drag(&mut h, from_at, to_at);
        assert_eq!(played(&h), n, "nothing played");
        assert_eq!(position(&game(&h)), position(&before), "nothing moved");
        assert_eq!(h.state().view().selected, Some(from), "kept as if clicked");
        assert_board_matches(&h);
    }
    // Esc while a token is in the air puts it back, even when released over a target.
    let (_, to) = a_slide(&before);
    let (a, b) = (point_centre(&h, from), point_centre(&h, to));
    press(&mut h, a);
    move_to(&mut h, a, b);
    h.key_press(egui::Key::Escape);
    h.step();
    release(&mut h, b);
    assert_eq!(played(&h), n, "Esc cancels the drag");
    assert_eq!(position(&game(&h)), position(&before));
    // From the hand onto a token: nothing either.
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    click(&mut h, "point a7, empty");
    let (from_at, to_at) = (hand_centre(&h, "Light"), point_centre(&h, named("a7")));
    drag(&mut h, from_at, to_at);
    assert_eq!(played(&h), 1);
    assert!(shows(&h, "point a7, dark token"));
    // A click on the lifted token still drops the selection, as a second click does.
    let mut h = sliding(Speed::Off);
    let (from_at, to_at) = (point_centre(&h, from), point_centre(&h, from));
    drag(&mut h, from_at, to_at);
    assert_eq!(h.state().view().selected, Some(from));
    let label = point_label(&game(&h), from, TokenColour::Dark);
    click(&mut h, &label);
    assert_eq!(h.state().view().selected, None);
}

#[test]
fn a_dropped_token_is_not_slid_there_again() {
    // A click plays the placement from the hand, animated; a drop shows it at once.
    let mut h = harness_in_game(GameId::Isizulu, Speed::Quarter);
    click(&mut h, "point a7, empty");
    let placing = |h: &H| {
        h.state()
            .timeline()
            .and_then(|t| t.current())
            .is_some_and(|(e, _)| matches!(e.kind, EffectKind::Morris(MorrisEffect::Placed { .. })))
    };
    assert!(placing(&h), "a clicked placement is animated");
    h.state_mut()
        .apply(Command::Game(GameCommand::FinishAnimation));
    h.run_steps(2);
    let (from_at, to_at) = (hand_centre(&h, "Light"), point_centre(&h, named("d6")));
    drag(&mut h, from_at, to_at);
    assert_eq!(played(&h), 2);
    assert!(
        !placing(&h),
        "a dropped placement is not animated from the hand"
    );
    assert!(shows(&h, "point d6, light token"));
    // On the board, the slide is not replayed either.
    let mut h = sliding(Speed::Quarter);
    let (from, to) = a_slide(&game(&h));
    let (from_at, to_at) = (point_centre(&h, from), point_centre(&h, to));
    drag(&mut h, from_at, to_at);
    assert_eq!(
        h.state().session().and_then(|s| s.last_action()),
        Some(Action::Morris(MorrisAction::Move { from, to }))
    );
    let sliding_now = h
        .state()
        .timeline()
        .and_then(|t| t.current())
        .is_some_and(|(e, _)| matches!(e.kind, EffectKind::Morris(MorrisEffect::Slid { .. })));
    assert!(!sliding_now, "a dropped slide is not animated");
}

#[test]
fn nothing_drags_where_a_click_would_not_act() {
    // During an animation: the press only ends it.
    let mut h = harness_in_game(GameId::Isizulu, Speed::Quarter);
    click(&mut h, "point a7, empty");
    assert!(h.state().is_animating());
    let (from_at, to_at) = (hand_centre(&h, "Light"), point_centre(&h, named("d6")));
    drag(&mut h, from_at, to_at);
    assert!(!h.state().is_animating(), "the press ended the animation");
    assert_eq!(played(&h), 1, "and the drag played nothing");
    assert!(shows(&h, "point d6, empty"));

    // In a replay.
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    click(&mut h, "point a7, empty");
    h.state_mut().apply(Command::Replay(ReplayCommand::Start));
    h.run_steps(3);
    // The replay shows the start: Dark's hand is full, as if Dark were to place.
    let shown = played(&h);
    let from = hand_centre(&h, "Dark");
    let to = point_centre(&h, named("d6"));
    press(&mut h, from);
    move_to(&mut h, from, to);
    assert!(lit(&h).is_empty(), "nothing is lit in a replay");
    release(&mut h, to);
    assert!(h.state().replay().is_some());
    assert_eq!(played(&h), shown, "the replay shows what it showed");
    assert!(shows(&h, "point d6, empty"));
    h.state_mut().apply(Command::Replay(ReplayCommand::Close));
    h.run_steps(3);
    assert_eq!(played(&h), 1, "the game is as it was");
    assert!(shows(&h, "point d6, empty"));

    // The computer's turn (it thinks for a while at the top level).
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.start(GameSetup {
        seats: [
            Seat {
                kind: PlayerKind::Computer(Level::Master),
                name: String::new(),
            },
            Seat::default(),
        ],
        ..GameSetup::new(GameId::Isizulu)
    });
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    let name = {
        let session = h.state().session().expect("a game");
        player_name(&Tr::new(Language::En), session.setup(), Player::First)
    };
    let from = hand_centre(&h, &name);
    let to = point_centre(&h, named("d6"));
    press(&mut h, from);
    move_to(&mut h, from, to);
    let thinking = h.state().is_computer_thinking();
    assert!(lit(&h).is_empty(), "nothing is lit for the computer's side");
    release(&mut h, to);
    if thinking && h.state().is_computer_thinking() {
        assert_eq!(played(&h), 0, "the drag played for the computer");
    }
}

/// An app on the lesson `id` of `game` (opened from the picker as a learner would), its
/// progress kept in `dir`.
fn in_lesson(dir: &std::path::Path, game: GameId, id: &str) -> H {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut h = harness_with_lessons(dir);
    let tr = Tr::new(Language::En);
    let name = game_name(&tr, game.as_str());
    let learn = tr.a("picker-learn", &[("game", name.as_str().into())]);
    click(&mut h, &learn);
    let title = tr.s(&format!("lesson-{id}-title"));
    click(
        &mut h,
        &tr.a("learn-open", &[("lesson", title.as_str().into())]),
    );
    h
}

/// The wrong answers given in the lesson's current step.
fn wrong_tries(h: &H) -> u32 {
    let lesson = h.state().learn().lesson.as_deref();
    let run = lesson.expect("a lesson is open").run();
    run.scores()[run.step_index()].wrong
}

/// The lesson's step state and board.
fn lesson_now(h: &H) -> (StepState, Game) {
    let lesson = h
        .state()
        .learn()
        .lesson
        .as_deref()
        .expect("a lesson is open");
    (lesson.run().state(), lesson.run().game().clone())
}

#[test]
fn a_lesson_takes_a_dropped_token_as_a_click() {
    let dir = std::env::temp_dir().join(format!("inkomo-ui-drag-play-{}", std::process::id()));
    let mut h = in_lesson(&dir, GameId::Isizulu, "isizulu-01-placing");
    let next = Tr::new(Language::En).s("learn-next");
    // Steps 1 and 2 are shown; step 3 asks for g7 (a line), then a removal.
    click(&mut h, &next);
    click(&mut h, &next);
    let (state, board) = lesson_now(&h);
    assert_eq!(state, StepState::Awaiting);
    let g7 = named("g7");
    let to = centre(&h, &point_label(&board, g7, TokenColour::Dark));
    let from = hand_centre(&h, "Dark");
    drag(&mut h, from, to);
    let (state, now) = lesson_now(&h);
    assert_eq!(now.morris().and_then(|m| m.point(g7)), Some(Player::First));
    assert_eq!(state, StepState::Awaiting, "the removal is still asked for");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_drag_does_not_answer_a_quiz() {
    // The quiz asks to point at the placement that makes a capture line.
    let dir = std::env::temp_dir().join(format!("inkomo-ui-drag-quiz-{}", std::process::id()));
    let mut h = in_lesson(&dir, GameId::Isisuthu, "isisuthu-02-centre");
    click(&mut h, &Tr::new(Language::En).s("learn-next"));
    let (state, board) = lesson_now(&h);
    assert_eq!(state, StepState::Awaiting, "the quiz asks");
    let count = board.morris().map_or(0, |m| m.board().point_count());
    for name in ["e4", "b4"] {
        let p = parse_point(name, count).expect("a point name");
        let to = centre(&h, &point_label(&board, p, TokenColour::Dark));
        let from = hand_centre(&h, "Dark");
        drag(&mut h, from, to);
        let (state, now) = lesson_now(&h);
        assert_eq!(
            state,
            StepState::Awaiting,
            "a drag to {name} answered the quiz"
        );
        assert_eq!(position(&now), position(&board));
        assert_eq!(
            wrong_tries(&h),
            0,
            "a drag to {name} was taken as an answer"
        );
    }
    // A click there is an answer (b4 is the authored wrong one).
    let b4 = parse_point("b4", count).expect("a point name");
    click(&mut h, &point_label(&board, b4, TokenColour::Dark));
    assert_eq!(wrong_tries(&h), 1, "the click is an answer");
    let _ = std::fs::remove_dir_all(&dir);
}
