//! The data folder's hostile cases in the app (issue 22): a lock that cannot be taken shows
//! the saved games read-only and says where; the settings file is read through the guard
//! (a pipe or `/dev/zero` gives the defaults at once, said once, the file kept aside) and
//! written atomically, never through a symlink; a library of 50 long games does not hold
//! up the picker.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::BoardCommand;

use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::sync::mpsc;
use std::time::Duration;

use crate::ui_support::*;
use inkomo::record::{Dates, History, LOCK_FILE, Library, Players, Record, save_atomic};
use inkomo::rules::{Game, GameId};
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::GameSetup;
use inkomo::ui::command::Command;
use inkomo::ui::files::settings_file::SettingsFile;

fn temp_dir(label: &str) -> PathBuf {
    ui_support::temp_dir("ui-guard", label)
}

/// Writes a game of `id` with `actions` into the library of `data` as `name.ron`.
fn put_game(data: &Path, name: &str, id: GameId, actions: &[inkomo::rules::Action]) {
    let (history, illegal) = History::replay(Game::with_defaults(id), actions);
    assert!(illegal.is_none());
    let dates = Dates {
        started: "2026-01-01T10:00:00Z".into(),
        saved: "2026-01-01T10:30:00Z".into(),
    };
    let players = Players {
        first: "Ana".into(),
        second: "Bo".into(),
    };
    let record = Record::from_history(&history, players, dates);
    let dir = data.join(inkomo::record::LIBRARY_DIR);
    std::fs::create_dir_all(&dir).unwrap();
    save_atomic(&dir.join(format!("{name}.ron")), &record).unwrap();
}

/// Runs `f` on a thread; the timeout only guards against a hang.
fn soon<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(f());
    });
    receive
        .recv_timeout(Duration::from_secs(30))
        .unwrap_or_else(|_| panic!("it did not return"))
}

#[test]
fn a_lock_that_cannot_be_taken_shows_the_games_read_only_and_says_where() {
    let dir = temp_dir("locked");
    let game = inkomo::selfplay::peaceful_game(GameId::Isizulu, 1, 4)
        .unwrap()
        .1;
    put_game(&dir, "isizulu-kept", GameId::Isizulu, &game);
    let before = std::fs::read(dir.join("library/isizulu-kept.ron")).unwrap();
    // The lock file is a folder: the lock cannot be taken.
    std::fs::create_dir(dir.join(LOCK_FILE)).unwrap();
    let mut h = harness_with_store(&dir);
    h.run_steps(3);
    let lock = dir.join(LOCK_FILE).display().to_string();
    let message = h
        .state()
        .files()
        .message()
        .expect("it says what is wrong")
        .to_string();
    assert!(message.contains(&lock), "it names the path: {message}");
    assert!(message.contains("read-only"), "{message}");
    assert!(
        h.state()
            .files()
            .library()
            .is_some_and(Library::is_read_only)
    );
    assert!(
        shows_prefix(&h, "Isizulu · Ana – Bo · 4 turns"),
        "the saved game is listed"
    );
    // Playing on writes nothing: the file is as it was, no other appears.
    h.state_mut().start(GameSetup::new(GameId::Isizulu));
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(game[0])));
    h.run_steps(2);
    assert_eq!(
        std::fs::read(dir.join("library/isizulu-kept.ron")).unwrap(),
        before
    );
    assert_eq!(std::fs::read_dir(dir.join("library")).unwrap().count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

fn shows_prefix(h: &egui_kittest::Harness<'static, InkomoApp>, prefix: &str) -> bool {
    use egui_kittest::kittest::Queryable;
    h.query_all_by_label_contains(prefix).next().is_some()
}

#[test]
fn a_pipe_or_an_endless_device_as_the_settings_gives_the_defaults_at_once() {
    let dir = temp_dir("settings-hostile");
    let path = dir.join("settings.ron");
    for which in 0..2 {
        let _ = std::fs::remove_file(&path);
        if which == 0 {
            assert!(
                Process::new("mkfifo")
                    .arg(&path)
                    .status()
                    .unwrap()
                    .success()
            );
        } else {
            std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
        }
        let file = SettingsFile::at(&path);
        let loaded = soon(move || file.load());
        let damaged = loaded.damaged.expect("said to be unreadable");
        assert!(
            damaged.reason.contains("not a regular file"),
            "{}",
            damaged.reason
        );
        let aside = damaged.aside.expect("kept aside");
        assert!(std::fs::symlink_metadata(&aside).is_ok());
        // Said once: the next start finds no file and says nothing.
        assert!(SettingsFile::at(&path).load().damaged.is_none());
        std::fs::remove_file(aside).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn settings_symlinked_outside_leave_their_target_alone() {
    let dir = temp_dir("settings-link");
    let outside = temp_dir("settings-victim");
    let victim = outside.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let path = dir.join("settings.ron");
    std::os::unix::fs::symlink(&victim, &path).unwrap();
    let mut settings = settings(Speed::Off);
    settings.zoom = 2.0;
    SettingsFile::at(&path).save(&settings).unwrap();
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert_eq!(SettingsFile::at(&path).load().settings.zoom, 2.0);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&outside);
}

#[test]
fn a_settings_file_is_old_or_new_never_empty_while_it_is_written() {
    // The moment a kill between "truncate" and "write" would catch: a reader racing the
    // writer sees only whole files, each the old settings or the new.
    let dir = temp_dir("settings-race");
    let path = dir.join("settings.ron");
    let old = settings(Speed::Off);
    let mut new = old.clone();
    new.zoom = 1.5;
    new.flipped = true;
    SettingsFile::at(&path).save(&old).unwrap();
    let writer = {
        let (path, old, new) = (path.clone(), old.clone(), new.clone());
        std::thread::spawn(move || {
            for i in 0..300 {
                let s = if i % 2 == 0 { &new } else { &old };
                SettingsFile::at(&path).save(s).unwrap();
            }
        })
    };
    let mut reads = 0;
    while !writer.is_finished() || reads < 300 {
        let text = std::fs::read_to_string(&path).unwrap();
        let read = inkomo::ui::files::settings_file::parse(&text)
            .unwrap_or_else(|e| panic!("read {} bytes that are not settings: {e}", text.len()));
        assert!(read == old || read == new);
        reads += 1;
    }
    writer.join().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

/// This thread's CPU time so far (Linux: the first field of /proc/thread-self/schedstat, in
/// nanoseconds).
fn thread_cpu() -> Duration {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap();
    let ns: u64 = text.split_whitespace().next().unwrap().parse().unwrap();
    Duration::from_nanos(ns)
}

#[test]
fn a_library_of_fifty_long_games_does_not_hold_up_the_picker() {
    let dir = temp_dir("large-library");
    let (_, actions) = inkomo::selfplay::peaceful_game(GameId::Isizulu, 3, 40_000).unwrap();
    for n in 0..50 {
        put_game(
            &dir,
            &format!("isizulu-long-{n:02}"),
            GameId::Isizulu,
            &actions,
        );
    }
    let cpu = thread_cpu();
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.list_in_background(true);
    app.set_store(Some(inkomo::record::AutosaveStore::at(&dir)));
    let mut h = harness_of(app);
    h.run_steps(2);
    let spent = thread_cpu() - cpu;
    // The UI thread opened the library and drew the picker; the games are read elsewhere.
    assert!(
        spent < Duration::from_secs(1),
        "the picker's thread spent {spent:?} of CPU"
    );
    // The listing arrives by itself, and lists every game.
    let mut frames = 0;
    while h.state().files().listing() && frames < 12_000 {
        std::thread::sleep(Duration::from_millis(10));
        h.run_steps(1);
        frames += 1;
    }
    h.run_steps(2);
    assert!(!h.state().files().listing(), "the listing never arrived");
    assert!(shows_prefix(&h, "Isizulu · Ana – Bo · "));
    let _ = std::fs::remove_dir_all(&dir);
}
