//! The balanced opening is prepared off the UI thread: Start returns at once, the dialog says
//! that the opening is being prepared, the board takes no input until the new game is there,
//! the game that starts is the one of the seed, and an opening whose request was left or
//! replaced by another game never starts.

#![cfg(feature = "gui")]

use inkomo::ui::command::{BoardCommand, WindowCommand};
use std::time::{Duration, Instant};

use crate::ui_support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::i18n::{Language, Tr};
use inkomo::rules::{Game, GameId};
use inkomo::ui::InkomoApp;
use inkomo::ui::app::Screen;
use inkomo::ui::board::session::GameSetup;
use inkomo::ui::command::Command;
use inkomo::ui::panels::settings::Speed;
use inkomo::ui::screens::new_game::{self, NewGameDialog, Opponent};

const PREPARING: &str = "Preparing a balanced opening…";

/// Whether a plain label with exactly this text is on screen.
fn shows_text<S>(h: &Harness<'static, S>, text: &str) -> bool {
    h.query_all(egui_kittest::kittest::by())
        .any(|n| n.accesskit_node().value().as_deref() == Some(text))
}

/// The start position of the game `seed` gives, prepared on this thread.
fn opening_of(setup: &GameSetup, seed: u64) -> String {
    new_game::balanced_session(setup.clone(), seed)
        .start()
        .position()
}

/// Frames for a while (longer than preparing an opening takes), so that a late result would
/// have arrived.
fn frames_for(h: &mut Harness<'static, InkomoApp>, time: Duration) {
    let until = Instant::now() + time;
    while Instant::now() < until {
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
}

#[test]
fn the_dialog_says_that_the_opening_is_being_prepared() {
    let tr = Tr::new(Language::En);
    for preparing in [true, false] {
        let mut dialog = NewGameDialog::new(GameId::IsoloBoys);
        dialog.balanced_start = true;
        let mut h = Harness::builder().with_size(SIZE).build_ui_state(
            move |ui, state: &mut (NewGameDialog, Vec<Command>)| {
                new_game::show(ui, &tr, &mut state.0, preparing, &mut state.1)
            },
            (dialog, Vec::new()),
        );
        h.run_steps(2);
        assert_eq!(shows_text(&h, PREPARING), preparing);
        // Start stays there: pressing it again asks for another opening.
        assert!(h.query_by_label("Start the game").is_some());
    }
}

#[test]
fn start_returns_at_once_and_the_game_of_the_seed_follows() {
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    click(&mut h, "Play Isolo (boys' game)");
    let mut dialog = match h.state().screen() {
        Screen::NewGame(dialog) => (**dialog).clone(),
        other => panic!("the new-game dialog is not shown: {other:?}"),
    };
    dialog.balanced_start = true;
    // Two people: the computer, the dialog's first choice, might open at once.
    dialog.opponent = Opponent::People;
    let setup = dialog.setup();
    let expected = opening_of(&setup, 9);
    h.state_mut().apply(dialog.start_command(9));
    // Nothing has started yet: the dialog stays while the opening is prepared.
    assert!(h.state().is_preparing_opening());
    assert!(h.state().session().is_none());
    assert!(matches!(h.state().screen(), Screen::NewGame(_)));
    wait_for_opening(&mut h);
    assert!(matches!(h.state().screen(), Screen::Play));
    let session = h.state().session().expect("the game started");
    assert_eq!(session.start().position(), expected);
    assert!(session.played().is_empty());
    assert!(!shows_text(&h, PREPARING));
    assert_board_matches(&h);
}

#[test]
fn the_board_takes_no_input_while_an_opening_is_prepared() {
    let mut h = harness_in_game(GameId::IsoloBoys, Speed::Off);
    let setup = GameSetup::new(GameId::IsoloBoys);
    let expected = opening_of(&setup, 5);
    let first = h.state().session().unwrap().legal()[0];
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartBalanced(
            Box::new(setup),
            5,
        )));
    assert!(h.state().is_preparing_opening());
    // A move in the game being replaced is refused (results arrive only between frames).
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(first)));
    assert!(h.state().session().unwrap().played().is_empty());
    wait_for_opening(&mut h);
    let session = h.state().session().unwrap();
    assert_eq!(session.start().position(), expected);
    // The new game takes input again.
    let first = session.legal()[0];
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(first)));
    assert_eq!(h.state().session().unwrap().played(), &[first]);
}

#[test]
fn an_opening_left_or_replaced_never_starts() {
    let setup = GameSetup::new(GameId::IsoloBoys);
    // Preparing one here tells how long the app's thread takes (about as long).
    let began = Instant::now();
    let balanced = opening_of(&setup, 11);
    let late = began.elapsed() * 3 + Duration::from_millis(300);
    let traditional = Game::with_defaults(GameId::IsoloBoys).position();
    assert_ne!(balanced, traditional);

    // Back to the picker while it is prepared: no game starts.
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(
            GameId::IsoloBoys,
        )));
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartBalanced(
            Box::new(setup.clone()),
            11,
        )));
    assert!(h.state().is_preparing_opening());
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenPicker));
    assert!(!h.state().is_preparing_opening());
    frames_for(&mut h, late);
    assert!(h.state().session().is_none());
    assert!(matches!(h.state().screen(), Screen::Picker));

    // Another game started meanwhile stays the game.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(
            GameId::IsoloBoys,
        )));
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartBalanced(
            Box::new(setup.clone()),
            11,
        )));
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartGame(Box::new(setup))));
    assert!(!h.state().is_preparing_opening());
    frames_for(&mut h, late);
    let session = h.state().session().unwrap();
    assert_eq!(session.start().position(), traditional);
    assert!(matches!(h.state().screen(), Screen::Play));
}
