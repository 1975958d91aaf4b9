//! Keyboard-only play: the arrow keys walk the focus ring over the points and pits, Enter
//! presses the focused one, Tab reaches the side panel's decision buttons, and the live region
//! says the last effect. The board is checked against the engine after every action.

#![cfg(feature = "gui")]

use crate::ui_support::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::i18n::{Language, Tr};
use inkomo::lesson::progress::ProgressStore;
use inkomo::lesson::quiz::Target;
use inkomo::lesson::run::StepState;
use inkomo::rules::mancala::{Decision, MancalaAction, pit_of};
use inkomo::rules::morris::{MorrisAction, Phase, Point};
use inkomo::rules::{Action, Game, GameId, Options};
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::describe::effect_line;
use inkomo::ui::board::focus::step_to;
use inkomo::ui::board::session::{GameSetup, TokenColour};

type H = Harness<'static, InkomoApp>;

/// Presses a key and lets the app react.
fn press(h: &mut H, key: Key) {
    h.key_press(key);
    h.step();
    h.run_steps(3);
}

/// The label and place of the widget with the keyboard focus.
fn focused(h: &H) -> Option<(String, egui::Rect)> {
    h.query_by(|n| n.is_focused_in_tree())
        .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
}

/// The board's points or pits as shown: label and centre.
fn board_widgets(h: &H) -> Vec<(String, egui::Pos2)> {
    h.query_all_by(|n| {
        n.label()
            .is_some_and(|l| l.starts_with("point ") || l.starts_with("pit "))
    })
    .map(|n| {
        let label = n.accesskit_node().label().unwrap_or_default();
        (label, n.rect().center())
    })
    .collect()
}

/// Walks the focus to the widget labelled `label` with the arrow keys alone: the shortest
/// sequence of arrows on the board as drawn, each press checked to land where the board's
/// geometry says.
fn arrow_to(h: &mut H, label: &str) {
    if focused(h).is_none() {
        press(h, Key::ArrowRight);
    }
    let widgets = board_widgets(h);
    let centres: Vec<egui::Pos2> = widgets.iter().map(|w| w.1).collect();
    let index = |l: &str| widgets.iter().position(|w| w.0 == l);
    let (now, _) = focused(h).expect("an arrow puts the focus on the board");
    let from = index(&now).unwrap_or_else(|| panic!("the focus '{now}' is on the board"));
    let to = index(label).unwrap_or_else(|| panic!("'{label}' is on the board"));
    let arrows = [
        (Key::ArrowUp, egui::Vec2::UP),
        (Key::ArrowDown, egui::Vec2::DOWN),
        (Key::ArrowLeft, egui::Vec2::LEFT),
        (Key::ArrowRight, egui::Vec2::RIGHT),
    ];
    // Breadth first over the arrows' moves.
    let mut came: Vec<Option<(usize, usize)>> = vec![None; widgets.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    let mut seen = vec![false; widgets.len()];
    seen[from] = true;
    while let Some(k) = queue.pop_front() {
        for (a, &(_, dir)) in arrows.iter().enumerate() {
            if let Some(j) = step_to(centres[k], dir, &centres)
                && !seen[j]
            {
                seen[j] = true;
                came[j] = Some((k, a));
                queue.push_back(j);
            }
        }
    }
    assert!(
        seen[to],
        "'{label}' cannot be reached from '{now}' by the arrows"
    );
    let mut path = Vec::new();
    let mut at = to;
    while let Some((k, a)) = came[at] {
        path.push((a, at));
        at = k;
    }
    for (a, j) in path.into_iter().rev() {
        press(h, arrows[a].0);
        let now = focused(h).map(|f| f.0);
        assert_eq!(
            now.as_deref(),
            Some(widgets[j].0.as_str()),
            "{:?}",
            arrows[a].0
        );
    }
}

/// Walks to `label` and presses Enter.
fn choose(h: &mut H, label: &str) {
    arrow_to(h, label);
    press(h, Key::Enter);
}

fn point(h: &H, p: Point) -> String {
    point_label(&game(h), p, TokenColour::Dark)
}

/// The text of the board's live region.
fn live_text(h: &H) -> String {
    let node = h.get_by(|n| n.live() == egui::accesskit::Live::Polite);
    node.accesskit_node().value().unwrap_or_default()
}

/// The line of the last effect with words of the last action played.
fn last_effect_line(h: &H) -> String {
    let session = h.state().session().expect("a game is played");
    let tr = Tr::new(Language::En);
    session
        .last_effects()
        .iter()
        .rev()
        .map(|e| effect_line(&tr, session.setup(), e))
        .find(|l| !l.is_empty())
        .expect("the action has an effect with words")
}

/// The engine's position hash of `g`.
fn position(g: &Game) -> u64 {
    g.morris()
        .map(|m| m.hash())
        .or_else(|| g.mancala().map(|m| m.hash()))
        .expect("a board game")
}

/// A morris point by name.
fn named(h: &H, name: &str) -> Point {
    let points = game(h).morris().map_or(0, |m| m.board().point_count());
    inkomo::rules::morris::parse_point(name, points).expect("a point name")
}

/// Plays one morris action with the keyboard alone.
fn play_morris(h: &mut H, action: Action) {
    let before = game(h).clone();
    let Action::Morris(a) = action else {
        panic!("not a morris action")
    };
    match a {
        MorrisAction::Place(p) | MorrisAction::Remove(p) => {
            let label = point(h, p);
            choose(h, &label);
        }
        MorrisAction::Move { from, to } => {
            let label = point(h, from);
            choose(h, &label);
            assert_eq!(h.state().view().selected, Some(from), "Enter selects");
            let label = point(h, to);
            choose(h, &label);
        }
    }
    let mut expected = before;
    expected.apply_quiet(action).expect("a legal action");
    assert_eq!(
        h.state().session().and_then(|s| s.last_action()),
        Some(action)
    );
    assert_eq!(
        position(&game(h)),
        position(&expected),
        "{action:?} was played"
    );
    assert_board_matches(h);
    assert_eq!(live_text(h), last_effect_line(h));
}

#[test]
fn morris_placing_removing_and_sliding_by_keyboard() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    assert_eq!(focused(&h), None, "no ring before the keyboard is used");
    for p in ["a7", "b2", "d7", "f2", "g7"] {
        let p = named(&h, p);
        play_morris(&mut h, Action::Morris(MorrisAction::Place(p)));
    }
    // a7-d7-g7 is a line: remove b2.
    let b2 = named(&h, "b2");
    play_morris(&mut h, Action::Morris(MorrisAction::Remove(b2)));
    // Escape hides the ring.
    press(&mut h, Key::Escape);
    assert_eq!(focused(&h), None, "Escape hides the ring");

    // Sliding, on a flipped board: select, then the target.
    let start = Game::with_defaults(GameId::Isizulu);
    let prefix = find_prefix(&start, 300, |g| {
        g.morris().is_some_and(|m| m.phase() == Phase::Movement)
            && g.legal_actions()
                .iter()
                .any(|a| matches!(a, Action::Morris(MorrisAction::Move { .. })))
    })
    .expect("a sliding position is reachable");
    let mut h = at(GameId::Isizulu, Options::defaults(GameId::Isizulu), &prefix);
    press(&mut h, Key::ArrowDown);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::R);
    h.run_steps(3);
    let slide = game(&h)
        .legal_actions()
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Morris(MorrisAction::Move { .. })))
        .expect("a slide");
    play_morris(&mut h, slide);
}

/// An app playing `game` at the position `prefix` reaches.
fn at(id: GameId, options: Options, prefix: &[Action]) -> H {
    let mut setup = GameSetup::new(id);
    setup.options = options;
    harness_at(setup, Speed::Off, prefix)
}

#[test]
fn mancala_sowing_by_keyboard() {
    for id in [GameId::IsoloWomen, GameId::IsoloBoys] {
        let mut h = harness_in_game(id, Speed::Off);
        for _ in 0..3 {
            let g = game(&h);
            let sow = g
                .legal_actions()
                .iter()
                .copied()
                .find_map(|a| match a {
                    Action::Mancala(MancalaAction::Sow { pit, .. }) => Some(pit),
                    _ => None,
                })
                .expect("a sowing");
            let flat = pit_of(g.to_act(), sow);
            arrow_to(&mut h, &pit_label(&g, flat));
            press(&mut h, Key::Enter);
            let played = h.state().session().and_then(|s| s.last_action());
            assert!(
                matches!(played, Some(Action::Mancala(MancalaAction::Sow { pit, .. })) if pit == sow),
                "{id:?}: {played:?}"
            );
            let mut expected = g.clone();
            expected
                .apply_quiet(played.expect("played"))
                .expect("a legal action");
            assert_eq!(position(&game(&h)), position(&expected));
            assert_board_matches(&h);
            assert_eq!(live_text(&h), last_effect_line(&h));
        }
    }
}

#[test]
fn tab_reaches_the_ndahise_button() {
    let options = Options::defaults(GameId::Igisoro);
    let start = Game::new(GameId::Igisoro, options);
    let prefix = find_prefix(&start, 400, |g| {
        g.mancala()
            .and_then(|m| m.pending())
            .is_some_and(|d| matches!(d, Decision::TakeOrNdahise { .. }))
    })
    .expect("the question is reachable");
    let mut h = at(GameId::Igisoro, options, &prefix);
    let label = "Ndahise (pass)";
    let mut presses = 0;
    while focused(&h).map(|(l, _)| l).as_deref() != Some(label) {
        assert!(presses < 200, "Tab never reached '{label}'");
        press(&mut h, Key::Tab);
        presses += 1;
    }
    let before = game(&h);
    press(&mut h, Key::Enter);
    assert_eq!(
        h.state().session().and_then(|s| s.last_action()),
        Some(Action::Mancala(MancalaAction::Ndahise))
    );
    let mut expected = before;
    expected
        .apply_quiet(Action::Mancala(MancalaAction::Ndahise))
        .expect("a legal action");
    assert_eq!(position(&game(&h)), position(&expected));
    assert_board_matches(&h);
}

#[test]
fn a_lesson_exercise_answered_by_keyboard_alone() {
    let dir = std::env::temp_dir().join(format!("inkomo-ui-keyboard-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.set_lesson_store(Some(ProgressStore::in_dir(&dir)));
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    let tr = Tr::new(Language::En);
    let name = inkomo::ui::board::describe::game_name(&tr, GameId::Isizulu.as_str());
    click(
        &mut h,
        &tr.a("picker-learn", &[("game", name.as_str().into())]),
    );
    let title = tr.s("lesson-isizulu-01-placing-title");
    click(
        &mut h,
        &tr.a("learn-open", &[("lesson", title.as_str().into())]),
    );
    fn run(h: &H) -> &inkomo::lesson::run::LessonRun {
        h.state()
            .learn()
            .lesson
            .as_deref()
            .expect("a lesson is open")
            .run()
    }
    // Steps 1 and 2 are shown; N goes on.
    press(&mut h, Key::N);
    press(&mut h, Key::N);
    assert_eq!(run(&h).step_index(), 2);
    assert_eq!(run(&h).state(), StepState::Awaiting);
    // Step 3: g7 makes the line, then d1 is removed, by arrows and Enter.
    for at in ["g7", "d1"] {
        let r = run(&h);
        let Ok(Target::Point(p)) = Target::parse(r.lesson().game, at) else {
            panic!("{at}: not a point")
        };
        let label = point_label(r.game(), p, TokenColour::Dark);
        choose(&mut h, &label);
    }
    assert_eq!(run(&h).state(), StepState::Done);
    assert!(shows(&h, &tr.s("learn-passed")));
    // With the board focused, N still goes on to the next step.
    assert!(focused(&h).is_some());
    press(&mut h, Key::N);
    assert_eq!(run(&h).step_index(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Lets a running animation play to its end, checking on every frame that the live region
/// says the effect being shown; returns the lines it said, in order.
fn watch_animation(h: &mut H) -> Vec<String> {
    let tr = Tr::new(Language::En);
    let mut said: Vec<String> = Vec::new();
    for _ in 0..2_000 {
        h.step();
        let Some(timeline) = h.state().timeline() else {
            return said;
        };
        let setup = h.state().session().expect("a game is played").setup();
        if let Some((effect, _)) = timeline.current() {
            let line = effect_line(&tr, setup, effect);
            if !line.is_empty() {
                assert_eq!(live_text(h), line, "the live region says the effect shown");
                if said.last() != Some(&line) {
                    said.push(line);
                }
            }
        }
    }
    panic!("the animation did not end");
}

#[test]
fn the_live_region_says_each_effect_as_the_animation_shows_it() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Quarter);
    let mut said = Vec::new();
    for name in ["a7", "b2", "d7", "f2", "g7"] {
        let p = named(&h, name);
        let label = point(&h, p);
        choose(&mut h, &label);
        said = watch_animation(&mut h);
        assert!(!said.is_empty(), "{name}: the placing was announced");
        // Once the animation is over, the region keeps the last effect's line.
        assert_eq!(live_text(&h), last_effect_line(&h));
    }
    // g7 made a line: the placing and then the line were said.
    assert!(said.len() >= 2, "{said:?}");
    assert!(said[1].contains("a7-d7-g7"), "{said:?}");
}

#[test]
fn a_pointer_click_hides_the_ring() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    press(&mut h, Key::ArrowRight);
    // The pointer clicks the very point in the ring (a click elsewhere drops the focus in
    // any case).
    let (label, rect) = focused(&h).expect("an arrow shows the ring");
    let p = board_widgets(&h)
        .iter()
        .position(|w| w.0 == label)
        .and_then(|k| u8::try_from(k).ok())
        .and_then(Point::new)
        .expect("the ring is on a point");
    assert_eq!(label, point(&h, p));
    let pos = rect.center();
    h.hover_at(pos);
    h.step();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        h.step();
    }
    h.run_steps(3);
    assert_eq!(
        h.state().session().and_then(|s| s.last_action()),
        Some(Action::Morris(MorrisAction::Place(p)))
    );
    assert_eq!(focused(&h), None, "the pointer hid the ring");
}

/// Whether the widget labelled `label` is one of the board's points or pits.
fn on_board(label: &str) -> bool {
    label.starts_with("point ") || label.starts_with("pit ")
}

/// Presses Tab (or Shift+Tab) and returns the label now focused.
fn tab(h: &mut H, back: bool) -> Option<String> {
    if back {
        h.key_press_modifiers(egui::Modifiers::SHIFT, Key::Tab);
        h.step();
        h.run_steps(3);
    } else {
        press(h, Key::Tab);
    }
    focused(h).map(|f| f.0)
}

#[test]
fn the_board_is_one_tab_stop_between_the_menus_and_the_decision_buttons() {
    let options = Options::defaults(GameId::Igisoro);
    let start = Game::new(GameId::Igisoro, options);
    let prefix = find_prefix(&start, 400, |g| {
        g.mancala()
            .and_then(|m| m.pending())
            .is_some_and(|d| matches!(d, Decision::TakeOrNdahise { .. }))
    })
    .expect("the question is reachable");
    let mut h = at(GameId::Igisoro, options, &prefix);
    // From the menus, Tab reaches the board before any decision button, and at once from
    // the last widget of the menu bar.
    let mut presses = 0;
    let (first, before_board) = loop {
        assert!(presses < 60, "Tab never reached the board");
        let prev = focused(&h).map(|f| f.0);
        let now = tab(&mut h, false);
        presses += 1;
        assert_ne!(
            now.as_deref(),
            Some("Ndahise (pass)"),
            "the board comes first"
        );
        if let Some(label) = now.filter(|l| on_board(l)) {
            break (label, prev);
        }
    };
    let before_board = before_board.expect("a menu button comes before the board");
    // One Tab stop: the next Tab leaves the board, and ndahise is near.
    let mut after = Vec::new();
    for _ in 0..3 {
        let now = tab(&mut h, false).expect("Tab keeps a focus");
        assert!(!on_board(&now), "Tab left the board, not '{now}'");
        after.push(now);
        if after.last().map(String::as_str) == Some("Ndahise (pass)") {
            break;
        }
    }
    assert!(
        after.iter().any(|l| l == "Ndahise (pass)"),
        "ndahise within three presses: {after:?}"
    );
    // Shift+Tab walks back to the board, then to the menu bar.
    for _ in 0..after.len() - 1 {
        tab(&mut h, true);
    }
    assert_eq!(tab(&mut h, true).as_deref(), Some(first.as_str()));
    assert_eq!(tab(&mut h, true), Some(before_board));
    // Back on the board, the arrows move the ring, and Enter on a lit pit plays.
    assert_eq!(tab(&mut h, false).as_deref(), Some(first.as_str()));
    let g = game(&h);
    let take = Action::Mancala(MancalaAction::Take);
    assert!(g.legal_actions().contains(&take), "the seeds may be taken");
    let Some(Decision::TakeOrNdahise { at }) = g.mancala().and_then(|m| m.pending()) else {
        panic!("the question is asked")
    };
    // A click on the pit facing the capture takes.
    let pit = inkomo::rules::mancala::facing_inner(at);
    arrow_to(&mut h, &pit_label(&g, pit));
    press(&mut h, Key::Enter);
    assert_eq!(
        h.state().session().and_then(|s| s.last_action()),
        Some(take)
    );
    let mut expected = g;
    expected.apply_quiet(take).expect("a legal action");
    assert_eq!(position(&game(&h)), position(&expected));
    assert_board_matches(&h);
}

#[test]
fn tab_leaves_the_morris_board_and_shift_tab_comes_back_to_the_ring() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    let a7 = named(&h, "a7");
    let label = point(&h, a7);
    arrow_to(&mut h, &label);
    // The first Tab after the board lands outside the points.
    let out = tab(&mut h, false).expect("Tab keeps a focus");
    assert!(!on_board(&out), "Tab left the board, not '{out}'");
    // Shift+Tab comes back to the point the ring left.
    assert_eq!(tab(&mut h, true).as_deref(), Some(label.as_str()));
    // The arrows and Enter still play.
    let d7 = named(&h, "d7");
    play_morris(&mut h, Action::Morris(MorrisAction::Place(d7)));
    // After the move, Tab still leaves the board at once.
    let out = tab(&mut h, false).expect("Tab keeps a focus");
    assert!(!on_board(&out), "Tab left the board, not '{out}'");
}
