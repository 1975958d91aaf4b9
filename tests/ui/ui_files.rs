//! Files like a desktop app: a record dropped on the window opens (a damaged one is
//! explained and the game on the board stays, in the library), Save as asks for a name in the
//! app when no file dialog answers, the Open window describes each record and reaches any
//! folder, and the "Saved to …" notice fades by itself while an error stays. Every folder is a
//! temporary one, and no system dialog is ever asked (a desktop would show it).

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::{FilesCommand, GameCommand};

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use crate::ui_support::*;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::i18n::{Language, Tr};
use inkomo::record::{AutosaveStore, Dates, LIBRARY_DIR, Loaded, Players, Record, to_ron_string};
use inkomo::rules::morris::MorrisAction;
use inkomo::rules::{Action, Game, GameId, Options};
use inkomo::selfplay::Rng;
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::describe::game_title;
use inkomo::ui::board::session::{GameSetup, TokenColour};
use inkomo::ui::command::Command;
use inkomo::ui::panels::notice::NOTICE_SECONDS;

/// A fresh, empty directory for one test.
fn temp_dir(label: &str) -> PathBuf {
    ui_support::temp_dir("ui-files", label)
}

/// The same harness, already in an Isizulu game with a token on point 0 (saved in the
/// library).
fn harness_in_isizulu(dir: &Path) -> Harness<'static, InkomoApp> {
    let mut h = harness_with_store(dir);
    h.state_mut().start(GameSetup::new(GameId::Isizulu));
    h.run_steps(2);
    let label = point_label(&game(&h), pt(0), TokenColour::Dark);
    click(&mut h, &label);
    assert_eq!(played(&h), vec![place(0)]);
    h
}

fn place(p: u8) -> Action {
    Action::Morris(MorrisAction::Place(pt(p)))
}

fn played(h: &Harness<'static, InkomoApp>) -> Vec<Action> {
    h.state().session().expect("a game").played().to_vec()
}

/// The games in the library folder of `dir`, read straight from their files.
fn library_games(dir: &Path) -> Vec<Loaded> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir.join(LIBRARY_DIR))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| inkomo::record::load(p).expect("a library file loads"))
        .collect()
}

/// A record of `game` with `moves` random legal actions (seeded), the players named.
fn record_text(
    game: GameId,
    moves: usize,
    seed: u64,
    players: (&str, &str),
) -> (String, Vec<Action>) {
    let start = Game::new(game, Options::defaults(game));
    let mut g = start.clone();
    let mut rng = Rng::new(seed);
    let mut actions = Vec::new();
    while actions.len() < moves && !g.is_over() {
        let legal = g.legal_actions();
        let a = legal[rng.below(legal.len())];
        g.apply_quiet(a).unwrap();
        actions.push(a);
    }
    let players = Players {
        first: players.0.into(),
        second: players.1.into(),
    };
    let dates = Dates {
        started: "2026-03-01T10:15:00Z".into(),
        saved: "2026-03-01T10:41:07Z".into(),
    };
    let record = Record::from_session(&start, &actions, players, dates).unwrap();
    (to_ron_string(&record), actions)
}

/// A file dropped on the window, as the desktop gives it: a path (and bytes if asked).
#[derive(Debug)]
struct DroppedFile {
    path: PathBuf,
    bytes: Option<Vec<u8>>,
}

impl egui::DroppedFile for DroppedFile {
    fn path(&self) -> &Path {
        &self.path
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        match &self.bytes {
            Some(bytes) => Ok(bytes.clone()),
            None => std::fs::read(&self.path).map_err(|e| e.to_string()),
        }
    }
}

/// Drops a file on the window and lets the app react.
fn drop_file(h: &mut Harness<'static, InkomoApp>, path: &Path, bytes: Option<Vec<u8>>) {
    let file = DroppedFile {
        path: path.to_path_buf(),
        bytes,
    };
    h.input_mut().dropped_files.push(Arc::new(file));
    h.step();
    h.run_steps(3);
}

/// The text field with this label, focused, its text replaced by `text`.
fn type_into(h: &mut Harness<'static, InkomoApp>, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.step();
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    h.step();
    h.run_steps(2);
}

/// The text of the text field with this label.
fn field(h: &Harness<'static, InkomoApp>, label: &str) -> String {
    h.get_by_role_and_label(Role::TextInput, label)
        .value()
        .unwrap_or_default()
}

#[test]
fn a_dropped_record_opens_and_the_game_before_stays_in_the_library() {
    let dir = temp_dir("drop");
    let elsewhere = temp_dir("drop-elsewhere");
    let (text, actions) = record_text(GameId::IsoloBoys, 6, 5, ("Ana", "Bo"));
    let path = elsewhere.join("a game.ron");
    std::fs::write(&path, &text).unwrap();
    let mut h = harness_in_isizulu(&dir);

    // While it hovers, the window says what dropping does.
    assert!(!shows(&h, "Drop to open"));
    // The desktop says what hovers at every frame, until it is dropped or leaves.
    h.input_mut().hovered_files.push(egui::HoveredFile {
        path: Some(path.clone()),
        mime: String::new(),
    });
    h.run_steps(2);
    assert!(
        shows(&h, "Drop to open"),
        "the hint shows while a file hovers"
    );
    h.input_mut().hovered_files.clear();
    h.step();
    assert!(!shows(&h, "Drop to open"), "and goes with it");

    drop_file(&mut h, &path, None);
    let session = h.state().session().expect("a game");
    assert_eq!(
        session.game_id(),
        GameId::IsoloBoys,
        "{:?}",
        h.state().files().message()
    );
    assert_eq!(played(&h), actions, "every move of the file");
    assert_eq!(actions.len(), 6);
    assert_board_matches(&h);
    assert_eq!(
        h.state().files().recent().first(),
        Some(&path),
        "a recent file now"
    );

    // The game before is still in the library, and the opened one has a file of its own.
    let games = library_games(&dir);
    assert_eq!(games.len(), 2, "both games are kept");
    assert!(
        games
            .iter()
            .any(|g| g.id() == GameId::Isizulu && g.actions == vec![place(0)])
    );
    assert!(
        games
            .iter()
            .any(|g| g.id() == GameId::IsoloBoys && g.actions == actions)
    );

    // A browser gives only a name and the bytes: the record opens from them.
    let (text, actions) = record_text(GameId::Isipowe, 4, 9, ("", ""));
    drop_file(
        &mut h,
        Path::new("from the web.ron"),
        Some(text.into_bytes()),
    );
    assert_eq!(h.state().session().unwrap().game_id(), GameId::Isipowe);
    assert_eq!(played(&h), actions);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&elsewhere);
}

#[test]
fn a_dropped_damaged_or_foreign_file_is_explained_and_the_game_stays() {
    let dir = temp_dir("drop-bad");
    let mut h = harness_in_isizulu(&dir);

    let cut = dir.join("cut off.ron");
    std::fs::write(&cut, "(format: 1, game: \"isizulu\", actions: [\"a7\", ").unwrap();
    drop_file(&mut h, &cut, None);
    assert_eq!(played(&h), vec![place(0)], "the game on the board stays");
    assert_eq!(h.state().session().unwrap().game_id(), GameId::Isizulu);
    let message = h.state().files().message().expect("a message").to_string();
    // The same explanation as Open gives: the file, and where in it the reading stopped.
    let expected = format!("Could not open {}: line 1, column ", cut.display());
    assert!(message.starts_with(&expected), "{message}");
    assert!(shows(&h, &message), "the message is shown");
    // Still there after a while: an error waits to be read.
    h.run_steps(40);
    assert!(shows(&h, &message), "an error does not fade");
    let games = library_games(&dir);
    assert_eq!(games.len(), 1, "the game is still in the library");
    assert_eq!(games[0].actions, vec![place(0)]);
    click(&mut h, "Close");
    assert!(h.state().files().message().is_none());

    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "a shopping list").unwrap();
    drop_file(&mut h, &notes, None);
    let message = h.state().files().message().expect("a message").to_string();
    assert_eq!(
        message,
        format!(
            "{} is not an Inkomo game (a .ron file), so nothing was opened.",
            notes.display()
        )
    );
    assert_eq!(played(&h), vec![place(0)]);
    assert_eq!(library_games(&dir).len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn save_as_without_a_dialog_asks_for_a_name_and_before_replacing() {
    let dir = temp_dir("save-as");
    let records = AutosaveStore::at(&dir).records_dir();
    let mut h = harness_in_isizulu(&dir);
    h.state_mut().queue(Command::Files(FilesCommand::SaveAs));
    h.run_steps(3);
    assert!(shows(&h, "Save the game as"), "the app asks itself");
    let name = field(&h, "File name:");
    assert!(
        name.starts_with("isizulu-"),
        "a name from the rule set and date: {name}"
    );
    assert_eq!(field(&h, "Folder:"), records.display().to_string());

    // An empty or a bad name is refused, with why.
    type_into(&mut h, "File name:", "   ");
    assert!(shows(&h, "Give the file a name."));
    assert!(
        h.get_by_label("Save").accesskit_node().is_disabled(),
        "nothing to save to"
    );
    type_into(&mut h, "File name:", "a/b");
    assert!(shows(
        &h,
        "A file name cannot contain / or \\ or control characters, nor start with a dot."
    ));

    // A good name: where it goes is said, `.ron` is added, and it is written.
    type_into(&mut h, "File name:", "Sunday game");
    let target = records.join("Sunday game.ron");
    assert!(shows(
        &h,
        &format!("It will be written to {}", target.display())
    ));
    click(&mut h, "Save");
    assert!(!shows(&h, "Save the game as"), "the window closes");
    let loaded = inkomo::record::load(&target).expect("the file loads");
    assert_eq!(loaded.id(), GameId::Isizulu);
    assert_eq!(loaded.actions, vec![place(0)]);
    assert_eq!(
        h.state().files().message(),
        Some(format!("Saved to {}", target.display()).as_str())
    );

    // The same name again: asked before the file is replaced; Cancel keeps it.
    let label = point_label(&game(&h), pt(5), TokenColour::Dark);
    click(&mut h, &label);
    h.state_mut().queue(Command::Files(FilesCommand::SaveAs));
    h.run_steps(3);
    type_into(&mut h, "File name:", "Sunday game.ron");
    click(&mut h, "Save");
    let question = "“Sunday game.ron” already exists in that folder. Replace it?";
    assert!(shows(&h, question));
    assert_eq!(
        inkomo::record::load(&target).unwrap().actions.len(),
        1,
        "not yet"
    );
    click(&mut h, "Replace");
    assert!(!shows(&h, "Save the game as"));
    assert_eq!(
        inkomo::record::load(&target).unwrap().actions,
        vec![place(0), place(5)]
    );

    // Another folder, made if it is missing.
    let other = dir.join("elsewhere").join("deeper");
    h.state_mut().queue(Command::Files(FilesCommand::SaveAs));
    h.run_steps(3);
    assert_eq!(
        field(&h, "Folder:"),
        records.display().to_string(),
        "the last folder"
    );
    type_into(&mut h, "File name:", "copy");
    type_into(&mut h, "Folder:", &other.display().to_string());
    click(&mut h, "Save");
    let copy = inkomo::record::load(&other.join("copy.ron")).expect("written there");
    assert_eq!(copy.actions, vec![place(0), place(5)]);

    // A folder that cannot be made: said in the window, which stays to change it.
    let blocker = dir.join("a file");
    std::fs::write(&blocker, "not a folder").unwrap();
    h.state_mut().queue(Command::Files(FilesCommand::SaveAs));
    h.run_steps(3);
    type_into(
        &mut h,
        "Folder:",
        &blocker.join("sub").display().to_string(),
    );
    click(&mut h, "Save");
    assert!(shows(&h, "Save the game as"), "the window stays");
    assert!(
        h.query_by_label_contains(&format!("Could not save to {}", blocker.display()))
            .is_some(),
        "it says why"
    );
    click(&mut h, "Cancel");
    assert!(!shows(&h, "Save the game as"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_open_window_describes_each_record_newest_first() {
    let dir = temp_dir("open");
    let records = AutosaveStore::at(&dir).records_dir();
    std::fs::create_dir_all(&records).unwrap();
    let (older, _) = record_text(GameId::Igisoro, 3, 1, ("Amahle", "computer level 3"));
    let (newer, _) = record_text(GameId::Isipowe, 5, 2, ("Thabo", "Zola"));
    std::fs::write(records.join("older.ron"), older).unwrap();
    std::fs::write(records.join("newer.ron"), newer).unwrap();
    std::fs::write(records.join("broken.ron"), "(format: 1, game: \"isizulu\"").unwrap();
    let now = SystemTime::now();
    let at = |name: &str, ago: u64| {
        let file = std::fs::File::options()
            .write(true)
            .open(records.join(name))
            .unwrap();
        file.set_modified(now - Duration::from_secs(ago)).unwrap();
    };
    at("older.ron", 3600);
    at("newer.ron", 60);
    at("broken.ron", 7200);
    let mut h = harness_in_isizulu(&dir);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run_steps(3);
    assert!(h.state().files().open_list_shown());
    // Open starts in the games library; the records are a folder away.
    type_into(&mut h, "Folder or file:", &records.display().to_string());
    click(&mut h, "Go");
    // The window grows to the longer list over a few frames.
    h.run_steps(6);

    let tr = Tr::new(Language::En);
    // Turns as the move list counts them; the computer named as the game names it.
    let turns = |name: &str| {
        let loaded = inkomo::record::load(&records.join(name)).unwrap();
        let n = loaded.history.turn_count();
        if n == 1 {
            "1 turn".to_string()
        } else {
            format!("{n} turns")
        }
    };
    let igisoro = format!(
        "{} · Amahle – Computer (Intermediate) · {} · last played 2026-03-01 10:41",
        game_title(&tr, GameId::Igisoro),
        turns("older.ron")
    );
    let isipowe = format!(
        "{} · Thabo – Zola · {} · last played 2026-03-01 10:41",
        game_title(&tr, GameId::Isipowe),
        turns("newer.ron")
    );
    assert!(
        shows(&h, &igisoro),
        "rule set, players, moves and date: {igisoro}"
    );
    assert!(shows(&h, &isipowe), "{isipowe}");
    let y = |label: &str| h.get_by_label(label).rect().min.y;
    assert!(y("newer.ron") < y("older.ron"), "newest first");
    assert!(y("older.ron") < y("broken.ron"));
    // The damaged file is listed, with why.
    assert!(
        h.query_by_label_contains(
            "This file is damaged and is kept as it is: the game could not be read"
        )
        .is_some(),
        "the damage is explained"
    );

    // Opening one from the list.
    click(&mut h, "older.ron");
    assert!(
        !h.state().files().open_list_shown(),
        "{:?}",
        h.state().files().message()
    );
    assert_eq!(h.state().session().unwrap().game_id(), GameId::Igisoro);
    assert_eq!(played(&h).len(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_path_entry_reaches_another_folder_and_names_an_unreadable_path() {
    let dir = temp_dir("path");
    let elsewhere = temp_dir("path-elsewhere");
    let sub = elsewhere.join("club games");
    std::fs::create_dir_all(&sub).unwrap();
    let (text, actions) = record_text(GameId::IsoloWomen, 7, 4, ("Nomsa", "Lindiwe"));
    std::fs::write(sub.join("final.ron"), text).unwrap();
    let mut h = harness_in_isizulu(&dir);
    h.state_mut().queue(Command::Files(FilesCommand::Open));
    h.run_steps(3);
    assert_eq!(
        field(&h, "Folder or file:"),
        dir.join(LIBRARY_DIR).display().to_string(),
        "Open starts in the games library"
    );

    // A folder typed in is listed, with its subfolders to go into.
    type_into(&mut h, "Folder or file:", &elsewhere.display().to_string());
    click(&mut h, "Go");
    assert!(shows(&h, "club games/"), "the subfolder is offered");
    click(&mut h, "club games/");
    assert_eq!(field(&h, "Folder or file:"), sub.display().to_string());
    assert!(
        h.query_by_label_contains("Nomsa – Lindiwe · 7 turns")
            .is_some(),
        "the folder's record is described"
    );
    click(&mut h, "Up one folder");
    assert_eq!(
        field(&h, "Folder or file:"),
        elsewhere.display().to_string()
    );

    // A path that cannot be read: named, with why; the window stays.
    let missing = elsewhere.join("nowhere");
    type_into(&mut h, "Folder or file:", &missing.display().to_string());
    click(&mut h, "Go");
    assert!(h.state().files().open_list_shown());
    let said = format!("Cannot read {}: ", missing.display());
    assert!(h.query_by_label_contains(&said).is_some(), "{said}");

    // A file typed in opens.
    let file = sub.join("final.ron");
    type_into(&mut h, "Folder or file:", &file.display().to_string());
    click(&mut h, "Go");
    assert!(!h.state().files().open_list_shown());
    assert_eq!(h.state().session().unwrap().game_id(), GameId::IsoloWomen);
    assert_eq!(played(&h), actions);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&elsewhere);
}

#[test]
fn the_saved_notice_fades_by_itself() {
    let dir = temp_dir("notice");
    let mut h = harness_in_isizulu(&dir);
    h.state_mut().queue(Command::Files(FilesCommand::Save));
    h.run_steps(2);
    let message = h.state().files().message().expect("a notice").to_string();
    assert!(message.starts_with("Saved to "), "{message}");
    assert!(shows(&h, &message));
    // A frame is a quarter of a second in the harness: shown for a while, then gone,
    // with no input at all.
    h.run_steps(8);
    assert!(shows(&h, &message), "still shown after two seconds");
    let frames = (NOTICE_SECONDS * 4.0) as usize + 2;
    h.run_steps(frames);
    assert!(!shows(&h, &message), "gone by itself");
    assert!(h.state().files().message().is_none());

    // Clicking closes it at once.
    h.state_mut().queue(Command::Files(FilesCommand::Save));
    h.run_steps(2);
    assert!(shows(&h, "Close"));
    click(&mut h, "Close");
    assert!(h.state().files().message().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_dropped_game_of_the_library_goes_on_in_its_own_file() {
    let dir = temp_dir("drop-library");
    let mut h = harness_in_isizulu(&dir);
    let first: Vec<PathBuf> = std::fs::read_dir(dir.join(LIBRARY_DIR))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    assert_eq!(first.len(), 1);
    h.state_mut().apply(Command::Game(GameCommand::Restart));
    let label = point_label(&game(&h), pt(5), TokenColour::Dark);
    click(&mut h, &label);
    assert_eq!(library_games(&dir).len(), 2);

    drop_file(&mut h, &first[0], None);
    assert_eq!(
        played(&h),
        vec![place(0)],
        "{:?}",
        h.state().files().message()
    );
    assert_eq!(library_games(&dir).len(), 2, "no copy of it");
    let label = point_label(&game(&h), pt(9), TokenColour::Dark);
    click(&mut h, &label);
    let games = library_games(&dir);
    assert_eq!(games.len(), 2);
    let loaded = inkomo::record::load(&first[0]).unwrap();
    assert_eq!(
        loaded.actions,
        vec![place(0), place(9)],
        "played on in its file"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn without_a_data_folder_save_as_waits_for_a_folder() {
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.use_file_dialogs(false);
    app.start(GameSetup::new(GameId::Isizulu));
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    h.state_mut().queue(Command::Files(FilesCommand::SaveAs));
    h.run_steps(3);
    assert!(shows(&h, "Save the game as"));
    assert_eq!(field(&h, "Folder:"), "", "no folder is chosen for the user");
    assert!(shows(&h, "Say in which folder to save it."));
    assert!(h.get_by_label("Save").accesskit_node().is_disabled());
    h.state_mut().queue(Command::Files(FilesCommand::FileWindow(
        inkomo::ui::command::FileRequest::SaveAsWrite { overwrite: false },
    )));
    h.run_steps(2);
    assert!(shows(&h, "Save the game as"), "nothing was written");
    assert!(h.state().files().message().is_none());
}

#[test]
fn escape_or_a_click_beside_closes_the_file_windows() {
    let dir = temp_dir("escape");
    let mut h = harness_in_isizulu(&dir);
    h.state_mut().queue(Command::Files(FilesCommand::Open));
    h.run_steps(3);
    assert!(h.state().files().open_list_shown());
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(!h.state().files().open_list_shown(), "Esc closes Open");
    assert_eq!(played(&h), vec![place(0)], "and nothing else");

    h.state_mut().queue(Command::Files(FilesCommand::SaveAs));
    h.run_steps(3);
    assert!(shows(&h, "Save the game as"));
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(!shows(&h, "Save the game as"), "Esc closes Save as");

    h.state_mut().queue(Command::Files(FilesCommand::Open));
    h.run_steps(3);
    assert!(h.state().files().open_list_shown());
    click(&mut h, "Cancel");
    assert!(!h.state().files().open_list_shown(), "so does Cancel");
    h.state_mut().queue(Command::Files(FilesCommand::Open));
    h.run_steps(3);
    // A click beside the window closes it and plays nothing.
    let at = egui::Pos2::new(12.0, SIZE[1] - 12.0);
    h.input_mut().events.extend([
        egui::Event::PointerMoved(at),
        egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed: true,
            modifiers: egui::Modifiers::NONE,
        },
        egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed: false,
            modifiers: egui::Modifiers::NONE,
        },
    ]);
    h.run_steps(3);
    assert!(
        !h.state().files().open_list_shown(),
        "a click beside closes it"
    );
    assert_eq!(played(&h), vec![place(0)], "nothing was played");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The game files of the library folder of `dir`.
fn library_files(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir.join(LIBRARY_DIR))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    paths
}

/// Saves the game through the app's own Save as window as `name` in `folder`.
fn save_as_into(h: &mut Harness<'static, InkomoApp>, folder: &Path, name: &str) {
    h.state_mut().queue(Command::Files(FilesCommand::SaveAs));
    h.run_steps(3);
    type_into(h, "File name:", name);
    type_into(h, "Folder:", &folder.display().to_string());
    click(h, "Save");
    assert!(!shows(h, "Save the game as"), "saved");
}

#[test]
fn a_game_saved_as_then_opened_is_the_same_game_not_a_copy() {
    let dir = temp_dir("same-game");
    let elsewhere = temp_dir("same-game-elsewhere");
    let mut h = harness_in_isizulu(&dir);
    save_as_into(&mut h, &elsewhere, "mine");
    let file = elsewhere.join("mine.ron");
    assert_eq!(library_files(&dir).len(), 1);

    // Opened again (here after another game was started): the library's game goes on.
    h.state_mut().apply(Command::Game(GameCommand::Restart));
    h.state_mut()
        .apply(Command::Files(FilesCommand::OpenFile(file.clone())));
    h.run_steps(2);
    assert_eq!(played(&h), vec![place(0)]);
    let label = point_label(&game(&h), pt(9), TokenColour::Dark);
    click(&mut h, &label);
    let files = library_files(&dir);
    assert_eq!(files.len(), 1, "no second copy: {files:?}");
    assert_eq!(
        inkomo::record::load(&files[0]).unwrap().actions,
        vec![place(0), place(9)],
        "played on in the library's own file"
    );
    // Save writes to the file it was opened from.
    h.state_mut().apply(Command::Files(FilesCommand::Save));
    assert_eq!(
        inkomo::record::load(&file).unwrap().actions,
        vec![place(0), place(9)]
    );

    // A file further on than the library's game (played elsewhere) goes on in the library's
    // file too.
    let mut record = inkomo::record::load(&file).unwrap().record;
    record.actions = vec!["a7".into(), "d6".into(), "g4".into()];
    let text = to_ron_string(&record);
    let ahead = elsewhere.join("ahead.ron");
    std::fs::write(&ahead, text).unwrap();
    h.state_mut()
        .apply(Command::Files(FilesCommand::OpenFile(ahead.clone())));
    h.run_steps(2);
    assert_eq!(played(&h), vec![place(0), place(9), place(3)]);
    let label = point_label(&game(&h), pt(12), TokenColour::Dark);
    click(&mut h, &label);
    let files = library_files(&dir);
    assert_eq!(files.len(), 1, "still one game: {files:?}");
    assert_eq!(inkomo::record::load(&files[0]).unwrap().actions.len(), 4);

    // A file behind the library's game is opened as it is, and the app says that what is
    // played from it is kept as a new game, the library's game left as it was.
    h.state_mut()
        .apply(Command::Files(FilesCommand::OpenFile(file.clone())));
    h.run_steps(2);
    assert_eq!(played(&h), vec![place(0), place(9)]);
    let message = h.state().files().message().unwrap_or_default().to_string();
    assert!(
        message.contains("new game") && message.contains("stays as it is"),
        "{message}"
    );
    let label = point_label(&game(&h), pt(5), TokenColour::Dark);
    click(&mut h, &label);
    let files = library_files(&dir);
    assert_eq!(files.len(), 2, "the copy, as said: {files:?}");
    let mut lengths: Vec<usize> = files
        .iter()
        .map(|f| inkomo::record::load(f).unwrap().actions.len())
        .collect();
    lengths.sort();
    assert_eq!(lengths, vec![3, 4], "the library's game is untouched");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&elsewhere);
}

#[test]
fn open_starts_in_the_last_folder_used_even_after_a_restart() {
    let dir = temp_dir("last-folder");
    let elsewhere = temp_dir("last-folder-elsewhere");
    let mut h = harness_in_isizulu(&dir);

    // The first time, Open shows the games library, a folder that exists.
    h.state_mut().queue(Command::Files(FilesCommand::Open));
    h.run_steps(3);
    let library = dir.join(LIBRARY_DIR);
    assert_eq!(field(&h, "Folder or file:"), library.display().to_string());
    assert!(!shows(&h, "No games in this folder."), "the game is listed");
    click(&mut h, "Cancel");

    save_as_into(&mut h, &elsewhere, "kept");
    h.state_mut().queue(Command::Files(FilesCommand::Open));
    h.run_steps(3);
    assert_eq!(
        field(&h, "Folder or file:"),
        elsewhere.display().to_string(),
        "the folder saved to"
    );
    assert!(shows(&h, "kept.ron"));
    // The library is one click away.
    click(&mut h, "Games library");
    assert_eq!(field(&h, "Folder or file:"), library.display().to_string());
    click(&mut h, "Cancel");

    // The folder is remembered in the settings, for the next start.
    let settings = h.state().settings().clone();
    assert_eq!(settings.last_folder.as_deref(), Some(elsewhere.as_path()));
    drop(h);
    let mut app = InkomoApp::new(settings);
    app.set_store(Some(AutosaveStore::at(&dir)));
    app.use_file_dialogs(false);
    let mut h = ui_support::harness_of(app);
    h.state_mut().queue(Command::Files(FilesCommand::Open));
    h.run_steps(3);
    assert_eq!(
        field(&h, "Folder or file:"),
        elsewhere.display().to_string(),
        "remembered after a restart"
    );

    // A remembered folder that has gone: the library instead, never an empty folder.
    click(&mut h, "Cancel");
    let _ = std::fs::remove_dir_all(&elsewhere);
    h.state_mut().queue(Command::Files(FilesCommand::Open));
    h.run_steps(3);
    assert_eq!(field(&h, "Folder or file:"), library.display().to_string());
    let _ = std::fs::remove_dir_all(&dir);
}
