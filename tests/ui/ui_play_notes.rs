//! What the side panel says while a game is played: the status box follows the animation
//! (it never runs ahead of the board), and one line of the turn log is highlighted.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::BoardCommand;

use crate::ui_support::{SIZE, settings};
use egui::accesskit::Toggled;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use inkomo::ai::Level;
use inkomo::i18n::Tr;
use inkomo::rules::GameId;
use inkomo::selfplay::Rng;
use inkomo::ui::board::animation::{Speed, is_minor};
use inkomo::ui::board::describe::effect_line;
use inkomo::ui::board::session::{GameSetup, PlayerKind, Seat};
use inkomo::ui::{Command, InkomoApp};

fn harness_with(setup: GameSetup, speed: Speed) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(speed));
    app.start(setup);
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    h
}

/// Every accessible label on screen with the top of its rect.
fn labels(h: &Harness<'static, InkomoApp>) -> Vec<(String, f32)> {
    h.query_all(by())
        .filter_map(|n| {
            // A button's text is its label, a plain text's its value.
            let node = n.accesskit_node();
            let text = node.label().or(node.value())?;
            Some((text.to_string(), n.rect().top()))
        })
        .collect()
}

#[test]
fn the_status_box_says_what_the_board_shows_while_it_is_animated() {
    for game in [GameId::IsoloWomen, GameId::Isizulu] {
        let setup = GameSetup {
            seats: [
                Seat {
                    kind: PlayerKind::Human,
                    name: String::new(),
                },
                Seat {
                    kind: PlayerKind::Computer(Level::Beginner),
                    name: String::new(),
                },
            ],
            ..GameSetup::new(game)
        };
        let mut h = harness_with(setup, Speed::Normal);
        let tr = Tr::new(h.state().settings().language);
        let action = h.state().session().unwrap().legal()[0];
        h.state_mut()
            .apply(Command::Board(BoardCommand::Act(action)));
        h.step();
        let mut frames = 0;
        while h.state().is_animating() {
            let shown = {
                let app = h.state();
                let timeline = app.timeline().expect("a running animation");
                let effect = timeline
                    .last_major()
                    .or(timeline.current().map(|(e, _)| e))
                    .expect("an effect on the board");
                effect_line(&tr, app.session().unwrap().setup(), effect)
            };
            let on_screen = labels(&h);
            let log_top = on_screen
                .iter()
                .find(|(l, _)| l == "Turn log")
                .map(|(_, top)| *top)
                .unwrap_or_else(|| panic!("no turn log heading in {on_screen:?}"));
            assert!(
                !on_screen.iter().any(|(l, _)| l.ends_with("is thinking…")),
                "{game:?}: the computer is said to think while the person's move is shown"
            );
            assert!(
                on_screen
                    .iter()
                    .any(|(l, top)| *l == shown && *top < log_top),
                "{game:?}: the status box does not say what the board shows ({shown})"
            );
            frames += 1;
            assert!(frames < 5_000, "the animation never ends");
            h.step();
        }
        assert!(frames > 0, "{game:?}: the move was animated");
    }
}

#[test]
fn one_line_of_the_turn_log_is_highlighted() {
    for (game, seed) in [
        (GameId::IsoloWomen, 1),
        (GameId::IsoloBoys, 2),
        (GameId::Igisoro, 3),
        (GameId::Isizulu, 4),
        (GameId::Isisuthu, 5),
    ] {
        let mut h = harness_with(GameSetup::new(game), Speed::Off);
        let tr = Tr::new(h.state().settings().language);
        let mut rng = Rng::new(seed);
        let mut marked = 0;
        for _ in 0..60 {
            let Some(session) = h.state().session() else {
                break;
            };
            if session.game().is_over() {
                break;
            }
            let legal = session.legal();
            let action = legal[rng.below(legal.len())];
            h.state_mut()
                .apply(Command::Board(BoardCommand::Act(action)));
            h.run_steps(2);
            let session = h.state().session().unwrap();
            let lines: Vec<String> = session
                .turn_effects()
                .filter(|e| !is_minor(&e.kind))
                .map(|e| effect_line(&tr, session.setup(), e))
                .collect();
            let selected = h
                .query_all(by())
                .filter(|n| n.accesskit_node().toggled() == Some(Toggled::True))
                .filter(|n| {
                    n.accesskit_node()
                        .label()
                        .is_some_and(|l| lines.contains(&l))
                })
                .count();
            assert!(
                selected <= 1,
                "{game:?}: {selected} lines of the turn log are highlighted"
            );
            marked += selected;
        }
        assert!(marked > 0, "{game:?}: the log marks the line explained");
    }
}

#[test]
fn the_game_over_notice_covers_nothing_of_the_board() {
    for (game, seed) in [(GameId::Isizulu, 7), (GameId::IsoloWomen, 8)] {
        let mut h = harness_with(GameSetup::new(game), Speed::Off);
        let mut rng = Rng::new(seed);
        for _ in 0..3_000 {
            let session = h.state().session().unwrap();
            if session.game().is_over() {
                break;
            }
            let legal = session.legal();
            let action = legal[rng.below(legal.len())];
            h.state_mut()
                .apply(Command::Board(BoardCommand::Act(action)));
        }
        h.run_steps(3);
        assert!(ui_support::game(&h).is_over(), "{game:?}: the game ended");
        let board: Vec<egui::Rect> = h
            .query_all(by())
            .filter(|n| {
                n.accesskit_node()
                    .label()
                    .is_some_and(|l| l.starts_with("point ") || l.starts_with("pit "))
            })
            .map(|n| n.rect())
            .collect();
        assert!(!board.is_empty(), "{game:?}: the board is shown");
        for label in ["Game over", "Play again", "Replay", "New game"] {
            let rect = h.get_by_label(label).rect();
            assert!(
                board.iter().all(|point| !point.intersects(rect)),
                "{game:?}: {label} at {rect:?} covers the board"
            );
        }
    }
}
