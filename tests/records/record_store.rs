//! Atomic saves, the autosave of the unfinished game and the recent-files list, all in
//! temporary directories (never the user's real data directory).

use crate::record_support;

use inkomo::record::{
    AutosaveStore, Dates, Players, RECENT_LIMIT, Record, computer_player, load, load_str,
    save_atomic, to_ron_string,
};
use inkomo::rules::{Game, GameId, Options};

fn dates() -> Dates {
    Dates {
        started: "2025-03-01T10:15:00Z".into(),
        saved: "2025-03-01T10:20:00Z".into(),
    }
}

fn players() -> Players {
    Players {
        first: "Ana \"Nana\" Dlamini".into(),
        second: computer_player(3),
    }
}

/// A few actions of a legal game.
fn short_record(id: GameId, moves: usize) -> Record {
    let start = Game::with_defaults(id);
    let mut game = start.clone();
    let mut actions = Vec::new();
    for i in 0..moves {
        if game.is_over() {
            break;
        }
        let list = game.legal_actions();
        let action = list[(i * 7) % list.len()];
        game.apply(action).unwrap();
        actions.push(action);
    }
    Record::from_session(&start, &actions, players(), dates()).unwrap()
}

#[test]
fn a_record_survives_save_and_load_with_awkward_text() {
    let dir = record_support::temp_dir("save");
    let mut record = short_record(GameId::Igisoro, 30);
    record.note = "quotes \" backslash \\ newline\nand ümlaut, isiZulu: izingombe".into();
    let path = dir.join("game.ron");
    save_atomic(&path, &record).unwrap();
    let loaded = load(&path).unwrap();
    assert!(
        loaded.is_clean(),
        "{:?} {:?}",
        loaded.stopped,
        loaded.warnings
    );
    assert_eq!(loaded.record, record);
    assert_eq!(loaded.record.players.second, "computer level 3");
    // No temp file is left behind.
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("game.ron")]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saving_over_a_file_replaces_it_whole() {
    let dir = record_support::temp_dir("replace");
    let path = dir.join("game.ron");
    save_atomic(&path, &short_record(GameId::Isizulu, 40)).unwrap();
    let shorter = short_record(GameId::Isizulu, 3);
    save_atomic(&path, &shorter).unwrap();
    assert_eq!(load(&path).unwrap().record, shorter);
    // A save into a directory that does not exist fails and leaves nothing behind.
    let missing = dir.join("no/such/dir/game.ron");
    assert!(save_atomic(&missing, &shorter).is_err());
    assert!(!missing.with_file_name("game.ron.tmp").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_stale_temp_file_does_not_matter() {
    // A crash between writing the temp file and the rename leaves `<name>.tmp`; the next
    // save overwrites it and the record file is whole throughout.
    let dir = record_support::temp_dir("stale");
    let path = dir.join("game.ron");
    let record = short_record(GameId::IsoloBoys, 5);
    save_atomic(&path, &record).unwrap();
    std::fs::write(dir.join("game.ron.tmp"), "(format: 1, game: \"isiz").unwrap();
    assert_eq!(load(&path).unwrap().record, record);
    save_atomic(&path, &record).unwrap();
    assert!(!dir.join("game.ron.tmp").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn records_store_every_option_and_a_set_up_start() {
    let mut options = Options::defaults(GameId::Isisuthu);
    options.set("isisuthu_flying", "true").unwrap();
    let standard = Game::new(GameId::Isisuthu, options);
    let record = Record::from_session(&standard, &[], players(), dates()).unwrap();
    assert_eq!(record.options.len(), options.pairs().len());
    assert!(record.options.contains(&"isisuthu_flying=true".to_string()));
    assert_eq!(record.start, None);
    assert_eq!(record.result, "unfinished");

    let text = "X...........O............ X hand:11,11 lost:0,0 place";
    let setup = Game::from_position(GameId::Isisuthu, options, text).unwrap();
    let record = Record::from_session(&setup, &[], players(), dates()).unwrap();
    assert_eq!(record.start.as_deref(), Some(setup.position().as_str()));
    let text = to_ron_string(&record);
    let loaded = load_str(&text).unwrap();
    assert!(loaded.is_clean());
    assert_eq!(loaded.start.position(), setup.position());
    // Written by hand: `start: "..."` without `Some`, and a byte-order mark, load the same.
    let by_hand = format!(
        "\u{feff}{}",
        text.replace(
            &format!("Some({:?}),", setup.position()),
            &format!("{:?},", setup.position())
        )
    );
    assert!(!by_hand.contains("Some("), "{by_hand}");
    let loaded = load_str(&by_hand).unwrap();
    assert_eq!(loaded.start.position(), setup.position());
}

#[test]
fn autosave_keeps_the_unfinished_game_only() {
    let dir = record_support::temp_dir("autosave");
    let store = AutosaveStore::at(dir.join("data"));
    assert!(store.load_autosave().is_none());
    assert!(store.unfinished().is_none());
    assert!(store.clear_autosave().is_ok(), "clearing nothing is fine");

    let record = short_record(GameId::Isipowe, 10);
    store.save_autosave(&record).unwrap();
    let resumed = store.unfinished().expect("an unfinished game to resume");
    assert_eq!(resumed.record, record);
    assert_eq!(resumed.actions.len(), 10);

    // A resigned game is not offered again.
    let mut resigned = record.clone();
    resigned.result = "second wins: resignation".into();
    store.save_autosave(&resigned).unwrap();
    assert!(store.unfinished().is_none());
    assert!(store.load_autosave().unwrap().unwrap().is_clean());

    // A finished game is not offered either.
    let finished = load(&record_support::root().join("assets/games/isolo-women.ron")).unwrap();
    store.save_autosave(&finished.record).unwrap();
    assert!(store.unfinished().is_none());

    // A damaged autosave is reported, not offered, and nothing panics.
    std::fs::write(store.autosave_path(), "(format: 1, game:").unwrap();
    assert!(store.load_autosave().unwrap().is_err());
    assert!(store.unfinished().is_none());

    store.clear_autosave().unwrap();
    assert!(!store.autosave_path().exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_recent_list_is_ordered_deduplicated_and_capped() {
    let dir = record_support::temp_dir("recent");
    let store = AutosaveStore::at(&dir);
    assert!(store.recent().is_empty());
    for i in 0..RECENT_LIMIT + 3 {
        store.add_recent(&dir.join(format!("g{i}.ron"))).unwrap();
    }
    let recent = store.recent();
    assert_eq!(recent.len(), RECENT_LIMIT);
    assert_eq!(recent[0], dir.join(format!("g{}.ron", RECENT_LIMIT + 2)));
    // Re-opening moves a file to the front without duplicating it.
    let again = dir.join("g5.ron");
    let list = store.add_recent(&again).unwrap();
    assert_eq!(list[0], again);
    assert_eq!(list.iter().filter(|p| **p == again).count(), 1);
    assert_eq!(store.recent(), list);
    let list = store.remove_recent(&again).unwrap();
    assert!(!list.contains(&again));
    // The list is RON on disk, and a damaged list reads as empty rather than failing.
    let text = std::fs::read_to_string(store.recent_path()).unwrap();
    assert!(text.contains("files"), "{text}");
    std::fs::write(store.recent_path(), "[[[[").unwrap();
    assert!(store.recent().is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_records_folder_lists_saved_games() {
    let dir = record_support::temp_dir("folder");
    let store = AutosaveStore::at(&dir);
    assert!(store.list_records().is_empty());
    std::fs::create_dir_all(store.records_dir()).unwrap();
    let record = short_record(GameId::Isizulu, 4);
    let first = store.new_record_path(GameId::Isizulu, "2025-03-01T10:15:00Z");
    assert_eq!(
        first.file_name().unwrap().to_str().unwrap(),
        "isizulu-2025-03-01T10-15-00Z.ron"
    );
    save_atomic(&first, &record).unwrap();
    let second = store.new_record_path(GameId::Isizulu, "2025-03-01T10:15:00Z");
    assert_ne!(first, second);
    save_atomic(&second, &record).unwrap();
    std::fs::write(store.records_dir().join("notes.txt"), "not a record").unwrap();
    let mut expected = vec![first, second];
    expected.sort();
    assert_eq!(store.list_records(), expected);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_default_store_is_in_the_data_directory() {
    // Only the path is computed; nothing is written to the real directory.
    if let Some(dir) = AutosaveStore::default_dir() {
        assert!(dir.ends_with("inkomo"), "{}", dir.display());
    }
}
