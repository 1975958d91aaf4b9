//! The guard on hostile paths: pipes, endless devices, folders, oversized files, symlinks.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use super::*;

fn temp_dir() -> PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!(
        "inkomo-guard-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn mkfifo(path: &Path) {
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path; mkfifo has no other preconditions.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo");
}

/// Reads `path` on a thread; the timeout only keeps a broken guard from hanging the test.
fn read_soon(path: PathBuf, kind: Kind) -> Result<Vec<u8>, ReadError> {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(read_file(&path, kind));
    });
    receive
        .recv_timeout(Duration::from_secs(20))
        .unwrap_or_else(|_| panic!("the read did not return"))
}

#[test]
fn a_named_pipe_is_refused_without_waiting() {
    let dir = temp_dir();
    let fifo = dir.join("settings.ron");
    mkfifo(&fifo);
    let e = read_soon(fifo, Kind::Settings).unwrap_err();
    assert!(
        matches!(e, ReadError::NotRegular("a named pipe (FIFO)")),
        "{e}"
    );
}

#[test]
fn a_symlink_to_an_endless_device_is_refused() {
    let dir = temp_dir();
    for device in ["/dev/zero", "/dev/urandom"] {
        let link = dir.join("recent.ron");
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(device, &link).unwrap();
        let e = read_soon(link, Kind::Recent).unwrap_err();
        assert!(matches!(e, ReadError::NotRegular("a device")), "{e}");
    }
}

#[test]
fn a_folder_and_a_too_large_file_are_refused() {
    let dir = temp_dir();
    let e = read_file(&dir, Kind::Lesson).unwrap_err();
    assert_eq!(e.kind(), io::ErrorKind::IsADirectory);
    let big = dir.join("big");
    std::fs::write(&big, vec![b' '; Kind::Recent.limit() as usize + 1]).unwrap();
    let e = read_file(&big, Kind::Recent).unwrap_err();
    assert!(matches!(e, ReadError::TooLarge { .. }), "{e}");
    // The same file is within a lesson's limit.
    assert!(read_file(&big, Kind::Lesson).is_ok());
    assert!(
        read_file(&dir.join("none"), Kind::Lesson)
            .unwrap_err()
            .is_missing()
    );
}

#[test]
fn a_file_that_lies_about_its_size_is_cut_at_the_limit() {
    // /proc files say they are empty and are not; one larger than the lock's limit.
    let e = read_file(Path::new("/proc/self/status"), Kind::Lock).unwrap_err();
    assert!(matches!(e, ReadError::TooLarge { bytes: 65, .. }), "{e}");
}

#[test]
fn a_write_replaces_a_symlink_and_leaves_its_victim_alone() {
    let dir = temp_dir();
    let outside = temp_dir();
    let victim = outside.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let link = dir.join("settings.ron");
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    write_atomic(&link, b"(zoom: 2.0)").unwrap();
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert!(std::fs::symlink_metadata(&link).unwrap().is_file());
    assert_eq!(std::fs::read_to_string(&link).unwrap(), "(zoom: 2.0)");
}

#[test]
fn a_reader_sees_the_old_file_or_the_new_one_never_an_empty_one() {
    // What a kill between "truncate" and "write" would show: with write_atomic there is no
    // such moment, so a reader racing the writer always finds a whole file.
    let dir = temp_dir();
    let path = dir.join("settings.ron");
    let old = "(language: \"en\")".repeat(200);
    let new = "(language: \"pt\")".repeat(300);
    write_atomic(&path, old.as_bytes()).unwrap();
    let writer = {
        let (path, old, new) = (path.clone(), old.clone(), new.clone());
        std::thread::spawn(move || {
            for i in 0..200 {
                let text = if i % 2 == 0 { &new } else { &old };
                write_atomic(&path, text.as_bytes()).unwrap();
            }
        })
    };
    let mut reads = 0;
    while !writer.is_finished() || reads < 200 {
        let text = read_text(&path, Kind::Settings).unwrap();
        assert!(
            text == old || text == new,
            "a read saw {} bytes",
            text.len()
        );
        reads += 1;
    }
    writer.join().unwrap();
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name() != "settings.ron")
        .collect();
    assert!(leftovers.is_empty(), "temp files left: {leftovers:?}");
}
