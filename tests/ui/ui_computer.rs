//! The computer in the app: chosen per side in the new-game dialog, thinking on a worker
//! thread while frames go on, never acting for a person nor letting a person act for it,
//! cancelled by undo and new games, resumed from a record, and the hint button.

#![cfg(feature = "gui")]

use inkomo::ui::command::{BoardCommand, FilesCommand, GameCommand, WindowCommand};
use std::path::PathBuf;
use std::time::Duration;

use crate::ui_support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use inkomo::ai::Level;
use inkomo::record::AutosaveStore;
use inkomo::rules::{Action, GameId, Player};
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::{GameSetup, PlayerKind, Seat, TokenColour};
use inkomo::ui::command::Command;

/// Frames with a short pause between them, until `done` holds; the number of frames used.
/// Panics after `max` frames: the computer must answer in well under that.
fn frames_until(
    h: &mut Harness<'static, InkomoApp>,
    max: usize,
    done: impl Fn(&InkomoApp) -> bool,
) -> usize {
    for n in 0..max {
        if done(h.state()) {
            return n;
        }
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
    panic!("the app did not get there in {max} frames");
}

fn computer(level: Level) -> Seat {
    Seat {
        kind: PlayerKind::Computer(level),
        name: String::new(),
    }
}

fn setup(game: GameId, first: Seat, second: Seat) -> GameSetup {
    GameSetup {
        seats: [first, second],
        ..GameSetup::new(game)
    }
}

fn harness_with(setup: GameSetup) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.start(setup);
    Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app)
}

fn played(app: &InkomoApp) -> usize {
    app.session().map_or(0, |s| s.played().len())
}

#[test]
fn the_dialog_seats_the_computer_and_it_answers_a_move() {
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    click(&mut h, "Play Isizulu");
    // Playing the computer is the dialog's first choice: only the level is chosen.
    click(&mut h, "Beginner");
    click(&mut h, "Start the game");
    let session = h.state().session().expect("a game started");
    assert_eq!(
        session.setup().seats[1].kind,
        PlayerKind::Computer(Level::Beginner)
    );
    assert_eq!(session.setup().seats[0].kind, PlayerKind::Human);
    // The person places a token; the computer is asked at once and says so on screen.
    let label = point_label(&game(&h), pt(0), TokenColour::Dark);
    h.get_by_label(&label).click();
    h.step();
    h.step();
    assert_eq!(played(h.state()), 1);
    let thinking = h.state().is_computer_thinking();
    let shown = shows(&h, "Computer (Beginner) is thinking…");
    assert!(
        thinking == shown || played(h.state()) == 2,
        "the thinking mark must follow the worker"
    );
    frames_until(&mut h, 2_000, |app| played(app) == 2);
    let session = h.state().session().unwrap();
    assert_eq!(session.actors(), &[Player::First, Player::Second]);
    assert_eq!(session.game().to_act(), Player::First);
    assert!(!h.state().is_computer_thinking());
    assert!(shows(
        &h,
        "Dark: place a token on an empty point (11 in hand)."
    ));
    assert_board_matches(&h);
}

#[test]
fn a_person_cannot_act_for_the_computer() {
    // The computer moves first at the top level: it thinks for a while.
    let mut h = harness_with(setup(
        GameId::Isizulu,
        computer(Level::Master),
        Seat::default(),
    ));
    h.step();
    assert!(h.state().is_computer_thinking());
    assert!(!h.state().person_to_act());
    let legal = h.state().session().unwrap().legal()[0];
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(legal)));
    h.state_mut()
        .apply(Command::Board(BoardCommand::ClickPoint(pt(3))));
    assert_eq!(played(h.state()), 0, "a click played for the computer");
    h.state_mut().apply(Command::Game(GameCommand::Hint));
    assert!(
        !h.state().is_hint_pending(),
        "no hint for the computer's side"
    );
    frames_until(&mut h, 4_000, |app| played(app) == 1);
    assert!(h.state().person_to_act());
    let session = h.state().session().unwrap();
    assert_eq!(session.actors(), &[Player::First]);
}

#[test]
fn undo_and_new_game_cancel_the_computer() {
    let mut h = harness_with(setup(
        GameId::Igisoro,
        Seat::default(),
        computer(Level::Master),
    ));
    h.run_steps(2);
    let first = h.state().session().unwrap().legal()[0];
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(first)));
    h.step();
    assert!(h.state().is_computer_thinking());
    // Undo before the answer: back to the person's decision, and the answer is dropped.
    h.state_mut().apply(Command::Game(GameCommand::Undo));
    assert!(!h.state().is_computer_thinking());
    for _ in 0..100 {
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
    assert_eq!(played(h.state()), 0);
    assert!(!h.state().is_computer_thinking());
    // A new game while it thinks: the old game's answer never reaches the new one.
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(first)));
    h.step();
    assert!(h.state().is_computer_thinking());
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartGame(Box::new(
            GameSetup::new(GameId::Isizulu),
        ))));
    for _ in 0..100 {
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
    assert_eq!(played(h.state()), 0);
    assert_eq!(h.state().session().unwrap().game_id(), GameId::Isizulu);
}

#[test]
fn the_computer_waits_for_the_animation() {
    let mut app = InkomoApp::new(settings(Speed::Quarter));
    app.start(setup(
        GameId::IsoloWomen,
        Seat::default(),
        computer(Level::Beginner),
    ));
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.step();
    let sow = h.state().session().unwrap().legal()[0];
    h.state_mut().apply(Command::Board(BoardCommand::Act(sow)));
    assert!(h.state().is_animating());
    // While the person's sowing is shown, the computer may think but must not play.
    for _ in 0..20 {
        std::thread::sleep(Duration::from_millis(5));
        h.step();
        if h.state().is_animating() {
            assert_eq!(
                played(h.state()),
                1,
                "the computer played during the animation"
            );
        }
    }
    h.state_mut()
        .apply(Command::Game(GameCommand::FinishAnimation));
    frames_until(&mut h, 2_000, |app| played(app) >= 2);
}

#[test]
fn two_computers_play_a_game_to_its_end() {
    let mut h = harness_with(setup(
        GameId::IsoloWomen,
        computer(Level::Beginner),
        computer(Level::Novice),
    ));
    frames_until(&mut h, 20_000, |app| {
        app.session().is_some_and(|s| s.game().is_over())
    });
    let session = h.state().session().unwrap();
    // The record replays to the same end: every action was legal.
    let again = inkomo::ui::board::session::Session::from_actions(
        session.setup().clone(),
        session.played(),
    )
    .expect("the computers' actions replay");
    assert_eq!(again.game().position(), session.game().position());
    assert!(shows(&h, "Play again"));
}

#[test]
fn the_hint_button_suggests_a_legal_move() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    click(&mut h, "Hint");
    frames_until(&mut h, 4_000, |app| app.view().hint.is_some());
    let hint = h.state().view().hint.unwrap();
    let session = h.state().session().unwrap();
    assert!(session.legal().contains(&hint), "{hint} is not legal");
    assert!(shows(&h, &format!("Hint: {hint}")));
    // Playing a move takes the hint away.
    let other: Action = *session.legal().iter().find(|&&a| a != hint).unwrap();
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(other)));
    h.step();
    assert_eq!(h.state().view().hint, None);
    assert!(!shows(&h, &format!("Hint: {hint}")));
}

#[test]
fn a_resumed_game_keeps_its_computer() {
    let dir: PathBuf =
        std::env::temp_dir().join(format!("inkomo-ui-computer-resume-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.set_store(Some(AutosaveStore::at(&dir)));
    app.use_file_dialogs(false);
    app.start(setup(
        GameId::Isisuthu,
        Seat {
            kind: PlayerKind::Human,
            name: "Ana".into(),
        },
        computer(Level::Strong),
    ));
    let first = app.session().unwrap().legal()[0];
    app.apply(Command::Board(BoardCommand::Act(first)));
    drop(app);
    // A fresh app finds the autosave; resuming seats the computer again.
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.set_store(Some(AutosaveStore::at(&dir)));
    app.apply(Command::Files(FilesCommand::Resume));
    let session = app.session().expect("resumed");
    assert_eq!(session.played(), &[first]);
    assert_eq!(session.setup().seats[0].name, "Ana");
    assert_eq!(
        session.setup().seats[1].kind,
        PlayerKind::Computer(Level::Strong)
    );
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    frames_until(&mut h, 4_000, |app| played(app) == 2);
    let _ = std::fs::remove_dir_all(&dir);
}
