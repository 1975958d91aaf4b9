//! The games library in the app: a second game beside an unfinished one, both under
//! Continue; a damaged game kept, explained and continued from its readable part; a delete
//! only after the question; a 100,000-character name that cannot break the layout; a second
//! app on a held data folder. Every folder is a temporary one.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::{BoardCommand, WindowCommand};

use std::path::{Path, PathBuf};

use crate::ui_support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use inkomo::record::{LIBRARY_DIR, Library, Loaded};
use inkomo::rules::morris::{MorrisAction, point_name};
use inkomo::rules::{Action, GameId};
use inkomo::ui::InkomoApp;
use inkomo::ui::app::Screen;
use inkomo::ui::board::session::{GameSetup, TokenColour};
use inkomo::ui::command::Command;

/// A fresh, empty directory for one test.
fn temp_dir(label: &str) -> PathBuf {
    ui_support::temp_dir("ui-library", label)
}

/// The library files of `dir` (damaged ones too), sorted by name.
fn library_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(folder) = std::fs::read_dir(dir.join(LIBRARY_DIR)) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = folder
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
}

fn loaded(path: &Path) -> Loaded {
    inkomo::record::load(path).expect("the file loads")
}

fn place(p: u8) -> Action {
    Action::Morris(MorrisAction::Place(pt(p)))
}

fn click_point(h: &mut Harness<'static, InkomoApp>, p: u8) {
    let label = point_label(&game(h), pt(p), TokenColour::Dark);
    click(h, &label);
}

/// Starts `game` from the picker and places on `points`.
fn play(h: &mut Harness<'static, InkomoApp>, game: GameId, points: &[u8]) {
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartGame(Box::new(
            GameSetup::new(game),
        ))));
    h.run_steps(2);
    for &p in points {
        click_point(h, p);
    }
}

/// How many widgets have exactly this label.
fn count(h: &Harness<'static, InkomoApp>, label: &str) -> usize {
    h.query_all_by_label(label).count()
}

#[test]
fn a_second_game_leaves_the_first_and_both_are_in_the_library() {
    let dir = temp_dir("two");
    let mut h = harness_with_store(&dir);
    play(&mut h, GameId::Isizulu, &[0, 5]);
    let first = library_files(&dir);
    assert_eq!(first.len(), 1);
    let first_bytes = std::fs::read(&first[0]).unwrap();
    // A new game while the first is unfinished: no question, and the first is untouched.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenPicker));
    h.run_steps(3);
    assert_eq!(
        count(&h, "Resume"),
        1,
        "the picker offers the game to go on with"
    );
    play(&mut h, GameId::Isisuthu, &[3]);
    let files = library_files(&dir);
    assert_eq!(files.len(), 2, "each game its own file: {files:?}");
    assert_eq!(
        std::fs::read(&first[0]).unwrap(),
        first_bytes,
        "the first game is untouched"
    );
    let second = files.iter().find(|p| **p != first[0]).unwrap();
    assert_eq!(loaded(second).actions, vec![place(3)]);
    assert_eq!(loaded(second).id(), GameId::Isisuthu);

    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenPicker));
    h.run_steps(3);
    // The picker keeps its game cards first: one line for the newest game, one button to
    // the whole library.
    assert_eq!(count(&h, "Resume"), 1, "only the newest on the picker");
    assert!(
        h.query_by_label_contains("Isisuthu · Dark – Light · 1 turn · last played ")
            .is_some()
    );
    click(&mut h, "Your games (2)");
    assert!(matches!(h.state().screen(), Screen::Library(_)));
    assert_eq!(count(&h, "Resume"), 2, "both games in the library");
    let newest = h
        .query_by_label_contains("Isisuthu · Dark – Light · 1 turn · last played ")
        .expect("the second game is listed")
        .rect();
    let older = h
        .query_by_label_contains("Isizulu · Dark – Light · 2 turns · last played ")
        .expect("the first game is listed")
        .rect();
    assert!(newest.top() < older.top(), "newest first");
    // Resuming the first goes on in its own file.
    h.get_all_by_label("Resume").nth(1).unwrap().click();
    h.run_steps(4);
    assert!(matches!(h.state().screen(), Screen::Play));
    assert_eq!(h.state().session().unwrap().game_id(), GameId::Isizulu);
    click_point(&mut h, 9);
    assert_eq!(
        loaded(&first[0]).actions,
        vec![place(0), place(5), place(9)]
    );
    assert_eq!(
        loaded(second).actions,
        vec![place(3)],
        "the other game is untouched"
    );
    assert_eq!(library_files(&dir).len(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_game_is_kept_explained_and_continued_from_its_readable_part() {
    let dir = temp_dir("damaged");
    let mut h = harness_with_store(&dir);
    play(&mut h, GameId::Isizulu, &[0, 5, 9]);
    drop(h);
    let file = library_files(&dir).remove(0);
    let text = std::fs::read_to_string(&file).unwrap();
    let second = format!("\"{}\"", point_name(pt(5)));
    assert!(text.contains(&second), "{text}");
    let damaged = text.replace(&second, "\"zz9\"");
    std::fs::write(&file, &damaged).unwrap();

    let mut h = harness_with_store(&dir);
    let label =
        "This file is damaged and is kept as it is: 1 of 3 actions could be read; action 2 'zz9'";
    // The picker says that a game is damaged, and the library says what is wrong.
    assert!(shows(
        &h,
        "A saved game is damaged: see Your games for what can be done."
    ));
    assert_eq!(count(&h, "Resume"), 0, "the damaged game is not offered");
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenLibrary));
    h.run_steps(3);
    assert!(
        h.query_by_label_contains(label).is_some(),
        "the damage is explained"
    );
    assert_eq!(
        count(&h, "Resume"),
        0,
        "a damaged game is not resumed as if whole"
    );
    click(&mut h, "Continue from the readable part");
    assert!(matches!(h.state().screen(), Screen::Play));
    assert_eq!(h.state().session().unwrap().played(), &[place(0)]);
    let message = h.state().files().message().expect("a message").to_string();
    assert!(
        message.starts_with("Continued from the readable part (1 action)"),
        "{message}"
    );
    assert!(shows(&h, &message), "the message is shown");
    // The damaged file is set aside unchanged; the new game is a file of its own.
    let files = library_files(&dir);
    assert_eq!(files.len(), 2, "{files:?}");
    let aside = files
        .iter()
        .find(|p| p.to_string_lossy().contains(".damaged"))
        .expect("the damaged file is kept");
    assert_eq!(std::fs::read_to_string(aside).unwrap(), damaged);
    assert!(message.contains(&aside.display().to_string()), "{message}");
    click_point(&mut h, 7);
    let new = files.iter().find(|p| *p != aside).unwrap();
    assert_eq!(loaded(new).actions, vec![place(0), place(7)]);
    assert_eq!(
        std::fs::read_to_string(aside).unwrap(),
        damaged,
        "never overwritten"
    );

    // Back in the library the damaged file is still listed; "Leave it" keeps it as it is.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenLibrary));
    h.run_steps(3);
    assert!(h.query_by_label_contains(label).is_some());
    click(&mut h, "Leave it");
    assert!(!shows(&h, "Leave it"));
    assert!(h.query_by_label_contains(label).is_some(), "still listed");
    assert_eq!(std::fs::read_to_string(aside).unwrap(), damaged);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_is_deleted_only_after_the_question() {
    let dir = temp_dir("delete");
    let mut h = harness_with_store(&dir);
    play(&mut h, GameId::Isizulu, &[0]);
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenLibrary));
    h.run_steps(3);
    let file = library_files(&dir).remove(0);
    click(&mut h, "Delete…");
    assert!(shows(&h, "Delete this game? It cannot be undone."));
    click(&mut h, "Keep");
    assert!(!shows(&h, "Delete this game? It cannot be undone."));
    assert!(file.exists(), "kept");
    click(&mut h, "Delete…");
    click(&mut h, "Delete");
    assert!(!file.exists(), "deleted");
    assert!(!shows(&h, "Resume"), "nothing left to continue");
    assert!(shows(
        &h,
        "No saved games yet: a game is kept here from its first move."
    ));
    assert!(!shows(&h, "Delete this game? It cannot be undone."));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_huge_name_and_control_characters_do_not_break_the_list() {
    let dir = temp_dir("names");
    let mut h = harness_with_store(&dir);
    play(&mut h, GameId::Isizulu, &[0]);
    drop(h);
    let file = library_files(&dir).remove(0);
    let text = std::fs::read_to_string(&file).unwrap();
    let long = "\u{1b}[2J".to_string() + &"A".repeat(100_000);
    let fine = "Ana\u{7}\u{1b}[31mBo".to_string() + &"b".repeat(80);
    let named = text.replacen("first: \"\"", &format!("first: \"{fine}\""), 1);
    assert_ne!(named, text, "{text}");
    let text = named;
    std::fs::write(&file, &text).unwrap();
    assert!(
        inkomo::record::load(&file).is_ok(),
        "{:?}",
        inkomo::record::load(&file).err()
    );
    let other = file.with_file_name("long.ron");
    std::fs::write(&other, text.replacen(&fine, &long, 1)).unwrap();

    let started = std::time::Instant::now();
    let mut h = harness_with_store(&dir);
    assert!(
        started.elapsed().as_secs() < 10,
        "listing takes {:?}",
        started.elapsed()
    );
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenLibrary));
    h.run_steps(3);
    // The fine name is shown cut, its control characters replaced.
    let row = h
        .query_by_label_contains("Isizulu · Ana")
        .expect("the game is listed")
        .value()
        .unwrap_or_default();
    assert!(!row.chars().any(|c| c.is_control()), "{row:?}");
    assert!(row.contains('…'), "the name is cut: {row:?}");
    assert!(row.chars().count() < 200, "{row:?}");
    // The huge name is refused at load: the file is listed as damaged, in a few words.
    let damage = h
        .query_by_label_contains("This file is damaged")
        .expect("the long name is explained")
        .value()
        .unwrap_or_default();
    assert!(damage.chars().count() < 400, "{damage:?}");
    assert!(!damage.chars().any(|c| c.is_control()), "{damage:?}");
    for node in h.query_all_by_label_contains("Isizulu") {
        assert!(
            node.rect().width() <= SIZE[0],
            "a row wider than the window"
        );
    }
    assert!(
        std::fs::read_to_string(&other).unwrap().contains(&long),
        "kept as it is"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_second_app_on_a_held_folder_says_so_and_keeps_nothing() {
    let dir = temp_dir("busy");
    let holder = Library::open(&dir).expect("the first app holds the folder");
    let mut h = harness_with_store(&dir);
    h.run_steps(2);
    assert_eq!(h.state().files().busy(), Some(dir.as_path()));
    assert!(shows(&h, "Inkomo is already open"));
    let message = format!(
        "Another Inkomo is using the data folder {}. To keep its games safe, this window keeps \
         nothing and can only be closed. Close the other Inkomo first, or start this one with \
         INKOMO_DATA_DIR set to another folder.",
        dir.display()
    );
    assert!(shows(&h, &message), "the message names the folder");
    assert!(shows(&h, "Close"));
    // It writes nothing: a game played here anyway leaves the folder as it was.
    h.state_mut().start(GameSetup::new(GameId::Isizulu));
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(place(0))));
    assert!(library_files(&dir).is_empty());
    drop(h);
    drop(holder);
    // Once the first app is gone, the folder is free.
    let h = harness_with_store(&dir);
    assert_eq!(h.state().files().busy(), None);
    let _ = std::fs::remove_dir_all(&dir);
}
