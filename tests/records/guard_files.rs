//! Every file the app reads that it did not just write goes through the guard (issue 22):
//! a named pipe or a symlink to `/dev/zero` in place of the recent list, the lesson
//! progress or a lesson given to `inkomo lesson check` is refused at once; a symlink in the
//! data folder never leads a write out of it; lesson check says what is wrong in one short,
//! clean line, and stops a lesson that costs more search than a lesson may.
//!
//! The threads and timeouts here only keep a broken guard from hanging the test run: they
//! assert nothing about speed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc;
use std::time::Duration;

use inkomo::lesson::load::{LESSON_BUDGET, load_path, load_str};
use inkomo::lesson::progress::ProgressStore;
use inkomo::record::{AutosaveStore, FolderLock, LOCK_FILE};

/// A fresh, empty folder for one test.
fn temp_dir(label: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("inkomo-guard-{label}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo {}", path.display());
}

fn symlink(target: &str, link: &Path) {
    std::os::unix::fs::symlink(target, link).unwrap();
}

/// Runs `f` on a thread and gives its answer; the timeout only guards against a hang.
fn soon<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(f());
    });
    receive
        .recv_timeout(Duration::from_secs(30))
        .unwrap_or_else(|_| panic!("it did not return: it waits on the file or reads it forever"))
}

/// The hostile things put in place of a file: a named pipe, and symlinks to endless devices.
fn hostile(path: &Path, which: usize) {
    let _ = std::fs::remove_file(path);
    match which {
        0 => mkfifo(path),
        1 => symlink("/dev/zero", path),
        _ => symlink("/dev/urandom", path),
    }
}

#[test]
fn a_pipe_or_an_endless_device_as_the_recent_list_is_an_empty_list() {
    let dir = temp_dir("recent");
    for which in 0..3 {
        hostile(&dir.join("recent.ron"), which);
        let store = AutosaveStore::at(&dir);
        assert!(soon(move || store.recent()).is_empty());
    }
}

#[test]
fn a_pipe_or_an_endless_device_as_the_progress_is_kept_aside() {
    let dir = temp_dir("progress");
    for which in 0..3 {
        let path = dir.join(ProgressStore::FILE);
        hostile(&path, which);
        let store = ProgressStore::in_dir(&dir);
        let loaded = soon(move || store.load());
        assert!(loaded.progress.lessons().is_empty());
        let (aside, reason) = loaded.kept_aside.expect("kept aside, with why");
        assert!(reason.contains("not a regular file"), "{reason}");
        // The pipe or the link was moved, not read; nothing is left in the way.
        assert!(std::fs::symlink_metadata(&aside).is_ok());
        assert!(std::fs::symlink_metadata(&path).is_err());
        std::fs::remove_file(aside).unwrap();
    }
}

#[test]
fn lesson_check_refuses_a_pipe_and_an_endless_device_at_once() {
    let dir = temp_dir("lesson-input");
    for which in 0..3 {
        let path = dir.join("isizulu-99-x.ron");
        hostile(&path, which);
        let e = soon(move || load_path(&path, None)).unwrap_err();
        assert!(e.reason.contains("not a regular file"), "{e}");
    }
    // The command itself, on a pipe: it answers (exit 1) instead of waiting for a writer.
    let fifo = dir.join("fifo.ron");
    hostile(&fifo, 0);
    let out = soon(move || {
        Command::new(env!("CARGO_BIN_EXE_inkomo"))
            .args(["lesson", "check", "--skip-messages"])
            .arg(&fifo)
            .output()
            .unwrap()
    });
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("named pipe"));
}

#[test]
fn a_lock_file_symlinked_outside_leaves_its_target_alone() {
    let dir = temp_dir("lock-link");
    let outside = temp_dir("lock-victim");
    let victim = outside.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    std::os::unix::fs::symlink(&victim, dir.join(LOCK_FILE)).unwrap();
    let lock = FolderLock::acquire(&dir).expect("the lock is taken on a file of its own");
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    let meta = std::fs::symlink_metadata(dir.join(LOCK_FILE)).unwrap();
    assert!(meta.is_file(), "the link was replaced by a lock file");
    drop(lock);
}

#[test]
fn a_recent_list_symlinked_outside_leaves_its_target_alone() {
    let dir = temp_dir("recent-link");
    let outside = temp_dir("recent-victim");
    let victim = outside.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    std::os::unix::fs::symlink(&victim, dir.join("recent.ron")).unwrap();
    AutosaveStore::at(&dir)
        .add_recent(Path::new("/tmp/game.ron"))
        .unwrap();
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
}

/// A lesson whose id is a terminal escape and a megabyte long, in a file of that name.
fn hostile_lesson(id: &str) -> String {
    format!(
        "(format: 1, id: \"{id}\", game: \"isizulu\", steps: [Exercise(text: \"t\", goal: Line, par: 1, solution: \"a7\")])"
    )
}

/// An error line as a terminal would get it: short, without an escape or a control character.
fn assert_clean(line: &str) {
    assert!(
        !line.chars().any(char::is_control),
        "raw control character: {line:?}"
    );
    assert!(
        line.chars().count() < 800,
        "{} characters",
        line.chars().count()
    );
}

#[test]
fn lesson_errors_are_cleaned_and_cut() {
    let long = format!("\\u{{1b}}[2J\\u{{1b}}[Hfake: ok{}", "x".repeat(1_000_000));
    let e = load_str(&hostile_lesson(&long), "lesson.ron", None).unwrap_err();
    let line = e.to_string();
    assert_clean(&line);
    assert!(line.contains("bad id"), "{line}");
    assert!(line.contains("\\u{1b}[2J"), "shown escaped: {line}");
    // A file name with escapes, a text key with one.
    let e = load_str("(format: 1", "\u{1b}]0;pwned\u{7}.ron", None).unwrap_err();
    assert_clean(&e.to_string());
    // RON's advice to programmers stays out of lesson errors.
    let e = load_str("(format: 1, r#id: x)", "lesson.ron", None).unwrap_err();
    assert!(!e.to_string().contains("raw identifier"), "{e}");
    let e = load_str("(format: 1, id: bad-id)", "lesson.ron", None).unwrap_err();
    assert!(!e.to_string().contains("raw identifier"), "{e}");
}

#[test]
fn lesson_check_prints_clean_short_lines() {
    let dir = temp_dir("lesson-escapes");
    let path = dir.join("evil\u{1b}[2J.ron");
    let id = format!("\\u{{1b}}[31m{}", "y".repeat(200_000));
    std::fs::write(&path, hostile_lesson(&id)).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .args(["lesson", "check", "--skip-messages"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    for line in stderr.lines() {
        assert_clean(line);
    }
    assert!(!stderr.contains('\u{1b}'));
    // `inkomo --lesson ID` quotes the id the same way.
    let out = Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .arg("--lesson")
        .arg(format!("\u{1b}[2J{}", "z".repeat(100_000)))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains('\u{1b}'));
    assert!(stderr.len() < 400, "{} bytes", stderr.len());
}

#[test]
fn a_lesson_over_the_total_budget_is_stopped_and_says_so() {
    // The shape that took 18 CPU-minutes: many steps, each with a deep exact search.
    let step = "Exercise(text: \"t\", position: \"........................ X hand:12,12 lost:0,0 place\", goal: Best(255), par: 1, solution: \"g7\")";
    let steps = vec![step; 2_000].join(",\n");
    let text =
        format!("(format: 1, id: \"isizulu-99-costly\", game: \"isizulu\", steps: [{steps}])");
    let e = soon(move || load_str(&text, "isizulu-99-costly.ron", None)).unwrap_err();
    let line = e.to_string();
    assert!(
        line.contains("more search than a lesson may use")
            && line.contains(&LESSON_BUDGET.to_string()),
        "{line}"
    );
    assert!(
        e.step.is_some(),
        "it names the step where the budget ran out"
    );
}
