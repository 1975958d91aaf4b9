//! The games library: one file per game, listed newest first with what the picker shows;
//! damaged, cut-off and non-regular files kept and explained, never overwritten; the old
//! autosave moved in whole; one app per data folder. All in temporary folders.

use crate::record_support;

use std::path::Path;
use std::time::{Duration, SystemTime};

use inkomo::record::{
    GameKey, LIBRARY_DIR, LOCK_FILE, Library, LibraryError, LockError, MAX_NAME_CHARS,
    OLD_AUTOSAVE, Record, describe_file, list_folder, parse, to_ron_string,
};
use inkomo::rules::GameId;

/// The good test record's text.
fn good_text() -> String {
    std::fs::read_to_string(record_support::root().join("tests/data/records/good.ron")).unwrap()
}

/// A record of isizulu with these actions, players and save date.
fn record(actions: &[&str], first: &str, saved: &str) -> Record {
    let mut record = parse(&good_text()).unwrap();
    record.actions = actions.iter().map(|a| a.to_string()).collect();
    record.players.first = first.to_string();
    record.dates.saved = saved.to_string();
    record
}

/// Eight legal placements, then an unreadable ninth action, then seven more: 16 in all.
const DAMAGED_ACTIONS: [&str; 16] = [
    "a7", "g1", "f6", "d3", "b2", "d1", "a1", "g7", "zz9", "a4", "b6", "d6", "f4", "f2", "b4", "c5",
];

/// Sets the file time of `path` to `seconds` after the epoch, so the order of the list does
/// not depend on how fast the test writes.
fn set_time(path: &Path, seconds: u64) {
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(SystemTime::UNIX_EPOCH + Duration::from_secs(seconds))
        .unwrap();
}

#[test]
fn every_game_has_its_own_file_listed_newest_first() {
    let data = record_support::temp_dir("library-list");
    let library = Library::open(&data).unwrap();
    let first = library.new_key(GameId::Isizulu, "2025-03-01T10:15:00Z");
    let second = library.new_key(GameId::Isizulu, "2025-03-01T10:15:00Z");
    assert_ne!(first, second, "two new games of one minute get two keys");
    library
        .save(
            &first,
            &record(&["a7", "g1"], "Ana", "2025-03-01T10:20:00Z"),
        )
        .unwrap();
    library
        .save(&second, &record(&["a7"], "Bheki", "2025-03-02T09:00:00Z"))
        .unwrap();
    set_time(&library.path(&first), 1_000);
    set_time(&library.path(&second), 2_000);
    // Saving one game again touches no other game's file.
    let before = std::fs::read(library.path(&first)).unwrap();
    library
        .save(
            &second,
            &record(&["a7", "g1", "f6"], "Bheki", "2025-03-02T09:01:00Z"),
        )
        .unwrap();
    set_time(&library.path(&second), 3_000);
    assert_eq!(std::fs::read(library.path(&first)).unwrap(), before);

    let list = library.list();
    let keys: Vec<&GameKey> = list.iter().map(|e| &e.key).collect();
    assert_eq!(keys, [&second, &first], "newest first");
    let newest = &list[0];
    assert_eq!(newest.game, Some(GameId::Isizulu));
    assert_eq!(newest.players.first, "Bheki");
    assert_eq!(newest.players.second, "computer level 2");
    assert_eq!(newest.turns, 3);
    assert_eq!(newest.last_played, "2025-03-02T09:01:00Z");
    assert!(newest.is_unfinished() && newest.damage.is_none());
    assert_eq!(library.load(&first).unwrap().actions.len(), 2);

    library.delete(&first).unwrap();
    assert_eq!(library.list().len(), 1);
    assert!(!library.path(&first).exists());
    // Deleting what is gone already is no error.
    library.delete(&first).unwrap();
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_finished_game_stays_listed_as_finished() {
    let data = record_support::temp_dir("library-finished");
    let library = Library::open(&data).unwrap();
    let key = library.new_key(GameId::Isizulu, "");
    let mut resigned = record(&["a7", "g1"], "Ana", "2025-03-01T10:20:00Z");
    resigned.result = "second wins: resignation".into();
    library.save(&key, &resigned).unwrap();
    let list = library.list();
    assert_eq!(list.len(), 1);
    assert!(list[0].finished && !list[0].is_unfinished());
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_damaged_game_is_explained_and_kept_when_its_key_is_saved_again() {
    let data = record_support::temp_dir("library-damaged");
    let library = Library::open(&data).unwrap();
    let key = library.new_key(GameId::Isizulu, "2025-03-01");
    let damaged = to_ron_string(&record(&DAMAGED_ACTIONS, "Ana", "2025-03-01T10:20:00Z"));
    std::fs::write(library.path(&key), &damaged).unwrap();

    let entry = library.list().remove(0);
    let damage = entry.damage.clone().expect("the damage is listed");
    assert_eq!((damage.recovered, damage.total), (8, Some(16)));
    let said = damage.to_string();
    assert!(
        said.starts_with("8 of 16 actions could be read; action 9 'zz9'"),
        "{said}"
    );
    assert!(said.contains("cannot be read"), "{said}");
    assert_eq!(entry.turns, 8);
    assert!(entry.is_unfinished(), "its readable part can be continued");
    // The readable part loads, to go on from as a new game.
    let readable = library.load(&key).unwrap();
    assert_eq!(readable.actions.len(), 8);
    assert_eq!(readable.stopped.as_ref().map(|s| s.index), Some(8));

    // Saving under the damaged game's key keeps the damaged file, byte for byte, beside.
    library
        .save(&key, &record(&["a7"], "Ana", "2025-03-01T10:30:00Z"))
        .unwrap();
    let kept = library.dir().join(format!("{key}.damaged.ron"));
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), damaged);
    assert_eq!(library.load(&key).unwrap().actions.len(), 1);
    let list = library.list();
    assert_eq!(list.len(), 2);
    let aside = list.iter().find(|e| e.key.is_set_aside()).unwrap();
    assert_eq!(aside.damage.as_ref().map(|d| d.recovered), Some(8));
    // Set aside once, it stays: setting it aside again is no rename.
    assert_eq!(library.set_aside(&aside.key).unwrap(), aside.key);
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_cut_off_game_is_listed_with_the_reason_and_never_overwritten() {
    let data = record_support::temp_dir("library-cut");
    let library = Library::open(&data).unwrap();
    let key = library.new_key(GameId::Isizulu, "2025-03-01");
    let whole = to_ron_string(&record(
        &DAMAGED_ACTIONS[..8],
        "Ana",
        "2025-03-01T10:20:00Z",
    ));
    // Cut off in the middle of the sixth action, "d1".
    let cut = &whole[..whole.find("\"d1\"").unwrap() + 2];
    std::fs::write(library.path(&key), cut).unwrap();
    let entry = library.list().remove(0);
    let damage = entry
        .damage
        .clone()
        .expect("a cut-off file is listed as damaged");
    assert_eq!(damage.total, None);
    let said = damage.to_string();
    assert!(said.contains("ends too early"), "{said}");
    // Its beginning is read: the rule set, the players and the actions before the cut.
    let part = library.readable_part(&key).expect("a readable beginning");
    assert_eq!(
        (part.actions.len(), damage.recovered, entry.turns),
        (5, 5, 5)
    );
    assert_eq!(entry.game, Some(GameId::Isizulu));
    assert_eq!(entry.players.first, "Ana");
    assert!(
        said.starts_with("the first 5 actions could be read; line "),
        "{said}"
    );
    assert!(entry.is_unfinished());
    library
        .save(&key, &record(&["a7"], "Ana", "2025-03-01T10:30:00Z"))
        .unwrap();
    let kept = library.dir().join(format!("{key}.damaged.ron"));
    assert_eq!(std::fs::read_to_string(kept).unwrap(), cut);
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_named_pipe_in_the_library_is_listed_not_opened_and_set_aside() {
    let data = record_support::temp_dir("library-fifo");
    let library = Library::open(&data).unwrap();
    let key = library.new_key(GameId::Isizulu, "");
    let path = library.path(&key);
    match std::process::Command::new("mkfifo").arg(&path).status() {
        Ok(status) if status.success() => {}
        _ => {
            eprintln!("mkfifo is not available here: the named-pipe case is not run");
            return;
        }
    }
    // The lock goes with this library: the thread opens its own.
    drop(library);
    let (tx, rx) = std::sync::mpsc::channel();
    let dir = data.clone();
    std::thread::spawn(move || {
        let library = Library::open(&dir);
        let result = library.map(|l| {
            let list = l.list();
            let saved = l.save(&list[0].key, &record(&["a7"], "Ana", ""));
            (list, saved.map_err(|e| e.to_string()))
        });
        let _ = tx.send(result.map_err(|e| e.to_string()));
    });
    let (list, saved) = rx
        .recv_timeout(Duration::from_secs(10))
        .expect("listing and saving over a named pipe return at once")
        .unwrap();
    assert_eq!(list.len(), 1);
    let reason = list[0].damage.as_ref().unwrap().reason.clone();
    assert!(reason.contains("named pipe"), "{reason}");
    saved.unwrap();
    assert!(path.is_file(), "the game is saved as a regular file");
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn the_old_autosave_is_moved_in_whole() {
    let data = record_support::temp_dir("library-migrate");
    let text = to_ron_string(&record(&["a7", "g1"], "Ana", "2025-03-01T10:20:00Z"));
    std::fs::write(data.join(OLD_AUTOSAVE), &text).unwrap();
    let library = Library::open(&data).unwrap();
    assert!(library.migration_problem().is_none());
    assert!(!data.join(OLD_AUTOSAVE).exists());
    let list = library.list();
    assert_eq!(list.len(), 1);
    assert_eq!(std::fs::read_to_string(&list[0].path).unwrap(), text);
    assert_eq!(list[0].key.as_str(), "isizulu-2025-03-01T10-15-00Z");
    assert_eq!(list[0].turns, 2);
    drop(library);

    // A damaged autosave is moved in as damaged, byte for byte; the games already there stay.
    let damaged = to_ron_string(&record(&DAMAGED_ACTIONS, "Ana", ""));
    std::fs::write(data.join(OLD_AUTOSAVE), &damaged).unwrap();
    let library = Library::open(&data).unwrap();
    let list = library.list();
    assert_eq!(list.len(), 2);
    let kept = list.iter().find(|e| e.key.is_set_aside()).unwrap();
    assert_eq!(kept.key.as_str(), "autosave.damaged");
    assert_eq!(std::fs::read_to_string(&kept.path).unwrap(), damaged);
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn one_app_per_data_folder_and_a_crash_leaves_no_stuck_lock() {
    let data = record_support::temp_dir("library-lock");
    let library = Library::open(&data).unwrap();
    match Library::open(&data) {
        Err(LibraryError::Lock(LockError::Busy { dir, pid })) => {
            assert_eq!(dir, data);
            assert_eq!(pid, Some(std::process::id()));
        }
        other => panic!("a second open must be refused: {other:?}"),
    }
    let message = Library::open(&data).unwrap_err().to_string();
    assert!(
        message.contains("another Inkomo") && message.contains(data.to_str().unwrap()),
        "{message}"
    );
    drop(library);
    // The lock went with the holder; a lock file naming a process that is gone (a crash
    // leaves one) does not hold the folder either.
    std::fs::write(data.join(LOCK_FILE), "4000000000").unwrap();
    let library = Library::open(&data).unwrap();
    drop(library);
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_crashed_app_holding_the_folder_lets_it_go() {
    // A child process takes the lock and is killed (SIGKILL on Unix): the folder is free.
    let data = record_support::temp_dir("library-kill");
    // One process holds the lock: the shell locks descriptor 9 with flock(1), then becomes
    // `sleep` (exec keeps the pid and the descriptor). With `flock -o FILE CMD` the lock
    // would sit in flock and, for a moment after the fork, in its child as well, so killing
    // flock alone could leave the child holding it for a while.
    let script = "exec 9>>\"$1\" && flock 9 && exec sleep 20";
    let holder = std::process::Command::new("sh")
        .args(["-c", script, "holder"])
        .arg(data.join(LOCK_FILE))
        .spawn();
    let Ok(mut holder) = holder else {
        eprintln!("flock(1) is not available here: the killed-holder case is not run");
        return;
    };
    // Wait until the child holds it.
    let begun = std::time::Instant::now();
    while Library::open(&data).is_ok() {
        assert!(
            begun.elapsed().as_secs() < 10,
            "the child never took the lock"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    holder.kill().unwrap();
    holder.wait().unwrap();
    // The lock was the kernel's: it went with the process, no stale file to clean up.
    let library = Library::open(&data).unwrap();
    drop(library);
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn saves_are_whole_with_unique_temp_names_and_crash_leftovers_go() {
    let data = record_support::temp_dir("library-temp");
    let library = Library::open(&data).unwrap();
    let key = library.new_key(GameId::Isizulu, "");
    // Saves from several threads into one game: each temp file is its own, every state of
    // the file on disk is a whole game, and nothing is left behind.
    std::thread::scope(|s| {
        for t in 0..4 {
            let (library, key) = (&library, &key);
            s.spawn(move || {
                for i in 0..25 {
                    let moves = &DAMAGED_ACTIONS[..1 + (t + i) % 8];
                    library.save(key, &record(moves, "Ana", "")).unwrap();
                    let loaded = library.load(key).unwrap();
                    assert!(loaded.stopped.is_none());
                }
            });
        }
    });
    let names: Vec<String> = std::fs::read_dir(library.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(names, [format!("{key}.ron")]);
    drop(library);
    // A temp file left by a crash is removed when the library is next opened.
    let leftover = data.join(LIBRARY_DIR).join(format!("{key}.ron.999-3.tmp"));
    std::fs::write(&leftover, "(format: 1, game: \"isiz").unwrap();
    let library = Library::open(&data).unwrap();
    assert!(!leftover.exists());
    assert_eq!(library.list().len(), 1);
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_long_name_is_cut_so_the_game_loads_back() {
    let data = record_support::temp_dir("library-long");
    let library = Library::open(&data).unwrap();
    let key = library.new_key(GameId::Isizulu, "");
    library
        .save(&key, &record(&["a7"], &"ü".repeat(5_000), ""))
        .unwrap();
    let loaded = library.load(&key).unwrap();
    assert_eq!(loaded.record.players.first.chars().count(), MAX_NAME_CHARS);
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_file_where_the_folder_should_be_is_named_with_a_hint() {
    let data = record_support::temp_dir("library-blocked");
    let blocked = data.join("data");
    std::fs::write(&blocked, "not a folder").unwrap();
    let message = Library::open(&blocked).unwrap_err().to_string();
    assert!(message.contains(blocked.to_str().unwrap()), "{message}");
    assert!(message.contains("INKOMO_DATA_DIR"), "{message}");
    // The same for the old store's autosave: the path and a hint, not the system's words.
    let store = inkomo::record::AutosaveStore::at(&blocked);
    let err = store
        .save_autosave(&record(&["a7"], "Ana", ""))
        .unwrap_err()
        .to_string();
    assert!(err.contains(blocked.to_str().unwrap()), "{err}");
    assert!(
        err.contains("a file stands where a folder is needed"),
        "{err}"
    );
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn any_folder_is_listed_as_the_library_is() {
    let dir = record_support::temp_dir("library-any-folder");
    let older = dir.join("older.ron");
    let newer = dir.join("newer.ron");
    let damaged = dir.join("damaged.ron");
    std::fs::write(
        &older,
        to_ron_string(&record(&["a7"], "Ana", "2025-03-01T10:20:00Z")),
    )
    .unwrap();
    std::fs::write(&newer, to_ron_string(&record(&["a7", "g1"], "Bheki", ""))).unwrap();
    std::fs::write(
        &damaged,
        to_ron_string(&record(&DAMAGED_ACTIONS, "Cebo", "")),
    )
    .unwrap();
    // Not records: another file, and a folder whose name looks like one.
    std::fs::write(dir.join("notes.txt"), "not a game").unwrap();
    std::fs::create_dir_all(dir.join("folder.ron")).unwrap();
    set_time(&older, 1_000);
    set_time(&newer, 3_000);
    set_time(&damaged, 2_000);

    let entries = list_folder(&dir, 10).unwrap();
    let names: Vec<&str> = entries.iter().map(|e| e.key.as_str()).collect();
    assert_eq!(
        names,
        ["newer", "damaged", "older"],
        "records only, newest first"
    );
    assert_eq!(entries[0].game, Some(GameId::Isizulu));
    assert_eq!(entries[0].players.first, "Bheki");
    assert_eq!(entries[0].turns, 2);
    assert!(entries[0].damage.is_none());
    let damage = entries[1]
        .damage
        .as_ref()
        .expect("the damaged file is listed, with why");
    assert_eq!((damage.recovered, damage.total), (8, Some(16)));
    assert_eq!(
        entries[2].last_played, "2025-03-01T10:20:00Z",
        "the save date"
    );

    // At most `limit`, the newest.
    let names: Vec<String> = list_folder(&dir, 1)
        .unwrap()
        .iter()
        .map(|e| e.key.to_string())
        .collect();
    assert_eq!(names, ["newer"]);
    assert!(list_folder(&dir.join("missing"), 10).is_err());
    assert_eq!(describe_file(&older).map(|e| e.turns), Some(1));
    assert!(describe_file(&dir.join("notes.txt")).is_none());
    let _ = std::fs::remove_dir_all(&dir);
}
