//! The result of a finished game on the board: once the last action's animation is over, the
//! band along the board's top edge says who won and why, with the buttons of a finished game
//! (Play again, Replay, New game), and the board below it stays whole, nothing over a point
//! or a pit; each button does what it says.

#![cfg(feature = "gui")]

use crate::ui_support::{self, SIZE, click, settings, shows};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use inkomo::i18n::{Language, Tr};
use inkomo::rules::{Game, GameId};
use inkomo::selfplay::Rng;
use inkomo::ui::app::Screen;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::GameSetup;
use inkomo::ui::command::{BoardCommand, GameCommand};
use inkomo::ui::panels::banner::end_buttons;
use inkomo::ui::panels::result_band;
use inkomo::ui::{Command, InkomoApp};

/// A harness around a game of `game` played to its end with random legal actions (seeded),
/// at `speed`, the last action's animation still running unless the speed is off.
fn finished(game: GameId, seed: u64, speed: Speed) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(speed));
    app.start(GameSetup::new(game));
    let mut rng = Rng::new(seed);
    for _ in 0..5_000 {
        let Some(session) = app.session() else { break };
        if session.game().is_over() {
            break;
        }
        let legal = session.legal();
        let action = legal[rng.below(legal.len())];
        app.apply(Command::Board(BoardCommand::Act(action)));
    }
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    h
}

/// The rects of every point or pit of the board on screen.
fn board_cells(h: &Harness<'static, InkomoApp>) -> Vec<egui::Rect> {
    h.query_all(by())
        .filter(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with("point ") || l.starts_with("pit "))
        })
        .map(|n| n.rect())
        .collect()
}

#[test]
fn a_finished_game_says_who_won_on_the_board_and_covers_none_of_it() {
    let tr = Tr::new(Language::En);
    for (game, seed) in [
        (GameId::Isizulu, 7),
        (GameId::Isisuthu, 3),
        (GameId::IsoloWomen, 8),
        (GameId::Igisoro, 2),
    ] {
        let mut h = finished(game, seed, Speed::Off);
        h.run_steps(2);
        let session = h.state().session().expect("a game");
        let outcome = session.game().outcome().expect("the game ended");
        let (title, reason) = result_band::texts(&tr, session.setup(), outcome);
        let cells = board_cells(&h);
        assert!(!cells.is_empty(), "{game:?}: the board is shown");
        let mut shown = vec![title.clone(), reason];
        // Not reviewed yet: the band offers the review too.
        let buttons = end_buttons(true);
        assert!(buttons.iter().any(|b| b.label == "button-review-short"));
        shown.extend(buttons.iter().map(|b| tr.s(b.label)));
        for label in &shown {
            // "Review" is also the side panel's heading: the band's is the top-most.
            let rect = h
                .get_all_by_label(label)
                .map(|n| n.rect())
                .min_by(|a, b| a.top().total_cmp(&b.top()))
                .unwrap_or_else(|| panic!("{game:?}: the band shows {label:?}"));
            assert!(
                cells.iter().all(|cell| !cell.intersects(rect)),
                "{game:?}: {label:?} at {rect:?} covers the board"
            );
            assert!(
                cells.iter().all(|cell| cell.top() > rect.bottom()),
                "{game:?}: {label:?} is above the board"
            );
        }
        // Said in the side panel too, as before: the game is over.
        assert!(shows(&h, "Game over"));
    }
}

#[test]
fn the_result_waits_for_the_last_animation_and_never_shows_in_a_replay() {
    let tr = Tr::new(Language::En);
    let mut h = finished(GameId::Isizulu, 7, Speed::Normal);
    let setup = h.state().session().unwrap().setup().clone();
    let outcome = ui_support::game(&h).outcome().unwrap();
    let (title, _) = result_band::texts(&tr, &setup, outcome);
    assert!(h.state().is_animating(), "the last action is being shown");
    assert!(!shows(&h, &title), "not before the board has shown it");
    h.state_mut()
        .apply(Command::Game(GameCommand::FinishAnimation));
    h.run_steps(2);
    assert!(shows(&h, &title));

    click(&mut h, "Replay");
    assert!(h.state().replay().is_some(), "Replay opens the replay");
    assert!(
        !shows(&h, &title),
        "a replay shows the game, not its result"
    );
}

#[test]
fn play_again_and_new_game_do_what_they_say() {
    let mut h = finished(GameId::IsoloWomen, 8, Speed::Off);
    h.run_steps(2);
    click(&mut h, "Play again");
    let session = h.state().session().expect("a game");
    assert!(session.played().is_empty(), "the same game from its start");
    assert_eq!(
        session.game().position(),
        Game::with_defaults(GameId::IsoloWomen).position()
    );
    assert!(!shows(&h, "Play again"), "nothing is over now");

    let mut h = finished(GameId::Isizulu, 7, Speed::Off);
    h.run_steps(2);
    click(&mut h, "New game");
    assert!(matches!(h.state().screen(), Screen::Picker));
}
