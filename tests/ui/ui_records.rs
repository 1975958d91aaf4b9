//! Records in the app: every game saved into the games library after every action, the
//! Continue list of a fresh start, and opening records (good and bad) without losing the game
//! on the board. Every store lives in a temporary directory, never the user's data directory.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::{BoardCommand, FilesCommand, GameCommand, ReplayCommand, WindowCommand};

use std::path::{Path, PathBuf};

use crate::ui_support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use inkomo::record::{AutosaveStore, LIBRARY_DIR, Loaded};
use inkomo::rules::morris::{MorrisAction, point_name};
use inkomo::rules::{Action, GameId};
use inkomo::ui::InkomoApp;
use inkomo::ui::app::Screen;
use inkomo::ui::board::session::{GameSetup, TokenColour};
use inkomo::ui::command::Command;

/// A fresh, empty directory for one test.
fn temp_dir(label: &str) -> PathBuf {
    ui_support::temp_dir("ui-records", label)
}

/// The games in the library folder of `dir`, read straight from their files (the app holds
/// the folder's lock, reading needs none).
fn library_games(dir: &Path) -> Vec<(PathBuf, Loaded)> {
    let mut games: Vec<(PathBuf, Loaded)> = std::fs::read_dir(dir.join(LIBRARY_DIR))
        .map(|d| d.flatten().map(|e| e.path()).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .map(|p| {
            let loaded = inkomo::record::load(&p).expect("a library file loads");
            (p, loaded)
        })
        .collect();
    games.sort_by(|a, b| a.0.cmp(&b.0));
    games
}

fn place(p: u8) -> Action {
    Action::Morris(MorrisAction::Place(pt(p)))
}

/// Clicks an empty morris point (a placement).
fn click_point(h: &mut Harness<'static, InkomoApp>, p: u8) {
    let label = point_label(&game(h), pt(p), TokenColour::Dark);
    click(h, &label);
}

#[test]
fn clicks_are_autosaved_and_a_fresh_app_resumes_them() {
    let dir = temp_dir("resume");
    let mut h = harness_with_store(&dir);
    assert!(!shows(&h, "Resume"), "nothing to continue yet");
    h.state_mut().start(GameSetup::new(GameId::Isizulu));
    h.run_steps(2);
    click_point(&mut h, 0);
    assert_eq!(library_games(&dir).len(), 1, "saved after one action");
    click_point(&mut h, 5);
    let games = library_games(&dir);
    assert_eq!(games.len(), 1, "one game, one file");
    let loaded = &games[0].1;
    assert_eq!(loaded.id(), GameId::Isizulu);
    assert_eq!(loaded.actions, vec![place(0), place(5)]);
    assert!(loaded.is_clean());

    // A new start of the app on the same data directory offers the game (the first app
    // lets the folder go when it closes).
    drop(h);
    let mut h2 = harness_with_store(&dir);
    assert!(shows(&h2, "Resume"));
    assert!(
        h2.query_by_label_contains("Isizulu · Dark – Light · 2 turns · last played ")
            .is_some(),
        "the game is listed"
    );
    click(&mut h2, "Resume");
    assert!(matches!(h2.state().screen(), Screen::Play));
    let session = h2.state().session().expect("the game is resumed");
    assert_eq!(session.played(), &[place(0), place(5)]);
    let g = game(&h2);
    let m = g.morris().expect("a morris game");
    assert!(m.point(pt(0)).is_some() && m.point(pt(5)).is_some());
    assert_eq!(m.point(pt(0)), Some(inkomo::rules::Player::First));
    assert_eq!(m.point(pt(5)), Some(inkomo::rules::Player::Second));
    assert_board_matches(&h2);

    // Undo is saved too, into the same file.
    h2.state_mut().apply(Command::Game(GameCommand::Undo));
    let games = library_games(&dir);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].1.actions, vec![place(0)]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_records_keep_the_current_game_and_say_why() {
    let dir = temp_dir("bad");
    let mut h = harness_with_store(&dir);
    h.state_mut().start(GameSetup::new(GameId::Isizulu));
    h.run_steps(2);
    click_point(&mut h, 0);
    let before = h.state().session().unwrap().played().to_vec();

    // Not a record at all: the game on the board stays.
    let junk = dir.join("junk.ron");
    std::fs::write(&junk, "this is not RON").unwrap();
    h.state_mut()
        .apply(Command::Files(FilesCommand::OpenFile(junk)));
    h.run_steps(2);
    assert_eq!(h.state().session().unwrap().played(), &before[..]);
    let message = h.state().files().message().expect("a message").to_string();
    assert!(message.starts_with("Could not open"), "{message}");
    assert!(shows(&h, &message), "the message is shown");

    // An illegal third action: the two legal ones are opened, and the message names it.
    let games = library_games(&dir);
    let text = std::fs::read_to_string(&games[0].0).unwrap();
    let (n0, n5) = (point_name(pt(0)), point_name(pt(5)));
    // Point 0 is taken again by the third action.
    let bad = text.replace(
        "actions: [",
        &format!("actions: [\"{n0}\", \"{n5}\", \"{n0}\", "),
    );
    assert_ne!(bad, text, "the record has an action list");
    let path = dir.join("bad.ron");
    std::fs::write(&path, bad).unwrap();
    h.state_mut()
        .apply(Command::Files(FilesCommand::OpenFile(path)));
    h.run_steps(2);
    let played = h.state().session().unwrap().played().to_vec();
    assert_eq!(played.len(), 2, "the legal prefix is loaded");
    let message = h.state().files().message().unwrap();
    assert!(message.contains("up to action 3"), "{message}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_game_stays_among_the_finished_games() {
    let dir = temp_dir("end");
    let mut h = harness_with_store(&dir);
    h.state_mut().start(GameSetup::new(GameId::Isizulu));
    h.run_steps(2);
    click_point(&mut h, 0);
    assert_eq!(library_games(&dir).len(), 1);
    // Play random legal actions to the end.
    let mut rng = inkomo::selfplay::Rng::new(3);
    for _ in 0..2000 {
        let Some(session) = h.state().session() else {
            break;
        };
        if session.game().is_over() {
            break;
        }
        let legal = session.legal();
        let a = legal[rng.below(legal.len())];
        h.state_mut().apply(Command::Board(BoardCommand::Act(a)));
    }
    let played = h.state().session().unwrap().played().to_vec();
    assert!(h.state().session().unwrap().game().is_over());
    let games = library_games(&dir);
    assert_eq!(games.len(), 1, "the finished game is kept");
    assert_eq!(games[0].1.actions, played, "with every action");
    assert!(games[0].1.game.is_over());
    // Not under Continue, but in the finished games, to replay.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenPicker));
    h.run_steps(3);
    assert!(
        !shows(&h, "Resume"),
        "a finished game is not offered to go on"
    );
    click(&mut h, "Your games (1)");
    assert!(shows(&h, "To continue (0)"));
    click(&mut h, "Finished (1)");
    click(&mut h, "Replay");
    assert!(
        h.state().replay().is_some(),
        "a finished game opens as a replay"
    );
    h.state_mut().apply(Command::Replay(ReplayCommand::Close));
    assert_eq!(h.state().session().unwrap().played(), &played[..]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_autosave_is_kept_and_explained() {
    let dir = temp_dir("broken");
    let old = AutosaveStore::at(&dir).autosave_path();
    std::fs::write(&old, "(format: 1, game:").unwrap();
    let mut h = harness_with_store(&dir);
    assert!(!shows(&h, "Resume"), "nothing whole to resume");
    assert!(shows(
        &h,
        "A saved game is damaged: see Your games for what can be done."
    ));
    click(&mut h, "Your games (1)");
    // Moved into the library, not dropped, and listed with what is wrong.
    let kept = dir.join(LIBRARY_DIR).join("autosave.damaged.ron");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "(format: 1, game:");
    let entries = h.state().files().library().unwrap().list();
    assert_eq!(entries.len(), 1);
    let damage = entries[0].damage.as_ref().expect("damaged").to_string();
    let label = format!("This file is damaged and is kept as it is: {damage}");
    assert!(shows(&h, &label), "the damage is explained: {label}");
    assert!(shows(&h, "Leave it"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn saving_without_a_file_dialog_writes_into_the_records_folder() {
    let dir = temp_dir("save");
    let mut h = harness_with_store(&dir);
    h.state_mut().start(GameSetup::new(GameId::Isizulu));
    h.run_steps(2);
    click_point(&mut h, 0);
    h.state_mut().apply(Command::Files(FilesCommand::Save));
    h.run_steps(2);
    let store = AutosaveStore::at(&dir);
    let saved = store.list_records();
    assert_eq!(saved.len(), 1, "{:?}", h.state().files().message());
    let loaded = inkomo::record::load(&saved[0]).unwrap();
    assert_eq!(loaded.actions, vec![place(0)]);
    assert_eq!(store.recent().len(), 1, "the saved file is a recent file");
    // Saving again writes the same file.
    click_point(&mut h, 5);
    h.state_mut().apply(Command::Files(FilesCommand::Save));
    assert_eq!(store.list_records(), saved);
    let loaded = inkomo::record::load(&saved[0]).unwrap();
    assert_eq!(loaded.actions, vec![place(0), place(5)]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn open_without_a_dialog_lists_the_saved_games() {
    let dir = temp_dir("open");
    let mut h = harness_with_store(&dir);
    h.state_mut().start(GameSetup::new(GameId::Isizulu));
    h.run_steps(2);
    click_point(&mut h, 0);
    h.state_mut().apply(Command::Files(FilesCommand::Save));
    let saved = AutosaveStore::at(&dir).list_records();
    assert_eq!(saved.len(), 1);
    h.state_mut().apply(Command::Game(GameCommand::Restart));
    assert!(h.state().session().unwrap().played().is_empty());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run_steps(3);
    assert!(h.state().files().open_list_shown());
    let name = saved[0].file_name().unwrap().to_string_lossy().into_owned();
    click(&mut h, &name);
    assert!(!h.state().files().open_list_shown());
    assert_eq!(h.state().session().unwrap().played(), &[place(0)]);
    assert_board_matches(&h);
    let _ = std::fs::remove_dir_all(&dir);
}
