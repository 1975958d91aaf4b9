//! Bad record files: each gets a clear message naming where it went wrong, and none panics
//! (issue 4, item 4). The cases are listed in `tests/data/records/expected.txt`.

use crate::record_support;

use std::path::Path;

use inkomo::record::{LoadError, MAX_BYTES, load, load_bytes, load_str};

/// One row of `expected.txt`.
struct Case {
    file: String,
    outcome: String,
    fragments: Vec<String>,
}

fn cases() -> Vec<Case> {
    let dir = record_support::root().join("tests/data/records");
    let table = std::fs::read_to_string(dir.join("expected.txt")).unwrap();
    table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let cols: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(cols.len(), 3, "bad row: {l}");
            Case {
                file: cols[0].to_string(),
                outcome: cols[1].to_string(),
                fragments: cols[2]
                    .split(" & ")
                    .map(str::trim)
                    .filter(|f| !f.is_empty())
                    .map(str::to_string)
                    .collect(),
            }
        })
        .collect()
}

/// Every fragment is in the message, except those written `!fragment`, which must not be.
/// No message holds a raw control character.
fn assert_mentions(file: &str, message: &str, fragments: &[String]) {
    for fragment in fragments {
        match fragment.strip_prefix('!') {
            Some(absent) => assert!(
                !message.contains(absent),
                "{file}: message mentions '{absent}':\n{message}"
            ),
            None => assert!(
                message.contains(fragment.as_str()),
                "{file}: message does not mention '{fragment}':\n{message}"
            ),
        }
    }
    assert!(
        message.lines().all(|l| !l.chars().any(char::is_control)),
        "{file}: raw control character in:\n{message}"
    );
}

#[test]
fn every_bad_file_gets_its_message() {
    let dir = record_support::root().join("tests/data/records");
    let cases = cases();
    assert!(cases.len() >= 20);
    for case in &cases {
        let path = dir.join(&case.file);
        let result = load(&path);
        let words: Vec<&str> = case.outcome.split_whitespace().collect();
        match (words.as_slice(), result) {
            (["error"], Err(e)) => assert_mentions(&case.file, &e.to_string(), &case.fragments),
            (["clean"], Ok(loaded)) => assert!(
                loaded.is_clean(),
                "{}: {:?} {:?}",
                case.file,
                loaded.stopped,
                loaded.warnings
            ),
            (["warning"], Ok(loaded)) => {
                assert!(
                    loaded.stopped.is_none(),
                    "{}: {:?}",
                    case.file,
                    loaded.stopped
                );
                let text: Vec<String> = loaded.warnings.iter().map(|w| w.to_string()).collect();
                assert!(!text.is_empty(), "{}: no warning", case.file);
                assert_mentions(&case.file, &text.join("\n"), &case.fragments);
            }
            (["stopped", k], Ok(loaded)) => {
                let k: usize = k.parse().unwrap();
                let stop = loaded
                    .stopped
                    .as_ref()
                    .unwrap_or_else(|| panic!("{}: did not stop", case.file));
                assert_eq!(stop.index + 1, k, "{}", case.file);
                // The legal prefix is loaded.
                assert_eq!(loaded.actions.len(), k - 1, "{}", case.file);
                assert_mentions(&case.file, &stop.to_string(), &case.fragments);
            }
            (_, result) => panic!(
                "{}: expected {}, got {:?}",
                case.file,
                case.outcome,
                result.map(|l| (l.stopped, l.warnings))
            ),
        }
    }
}

#[test]
fn every_file_in_the_folder_is_in_the_table() {
    let dir = record_support::root().join("tests/data/records");
    let listed: Vec<String> = cases().into_iter().map(|c| c.file).collect();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.ends_with(".ron") {
            assert!(listed.contains(&name), "{name} is not in expected.txt");
        }
    }
}

#[test]
fn the_prefix_before_an_illegal_action_replays() {
    let dir = record_support::root().join("tests/data/records");
    let loaded = load(&dir.join("illegal_action.ron")).unwrap();
    // Black's d2 made the line d1-d2-d3 and took a1; White then tried the occupied d2.
    assert_eq!(loaded.actions.len(), 9);
    let morris = loaded.game.morris().unwrap();
    assert_eq!(morris.lost(inkomo::rules::Player::First), 1);
    assert_eq!(loaded.replay().len(), 9);
}

#[test]
fn a_file_over_ten_megabytes_is_refused_before_parsing() {
    let dir = record_support::temp_dir("large");
    let path = dir.join("large.ron");
    // Valid-looking RON would take a while to parse; the refusal must come first.
    let mut text = String::from("(format: 1, game: \"isizulu\", note: \"");
    text.push_str(&"x".repeat(MAX_BYTES as usize));
    text.push_str("\")");
    std::fs::write(&path, &text).unwrap();
    let err = load(&path).unwrap_err();
    assert!(matches!(err, LoadError::TooLarge { .. }), "{err}");
    assert!(err.to_string().contains("10 MB"), "{err}");
    assert!(matches!(
        load_bytes(text.as_bytes()),
        Err(LoadError::TooLarge { .. })
    ));
    assert!(matches!(load_str(&text), Err(LoadError::TooLarge { .. })));
    // Exactly at the limit is not refused for its size.
    let at_limit = &text.as_bytes()[..MAX_BYTES as usize];
    assert!(!matches!(
        load_bytes(at_limit),
        Err(LoadError::TooLarge { .. })
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs `f` on a thread with a small stack, so that unbounded recursion would show as a
/// crash here rather than pass on a big main-thread stack.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    const DEPTH: usize = 100_000;
    let texts = [
        format!("{}{}", "[".repeat(DEPTH), "]".repeat(DEPTH)),
        format!("{}{}", "(".repeat(DEPTH), ")".repeat(DEPTH)),
        "[".repeat(DEPTH),
        format!(
            "(format: 1, game: \"isizulu\", options: [], players: (first: \"\", second: \"\"), dates: (started: \"\", saved: \"\"), actions: {}",
            "[".repeat(DEPTH)
        ),
        format!(
            "(format: 1, game: \"isizulu\", start: {}\"x\"{}",
            "Some(".repeat(DEPTH),
            ")".repeat(DEPTH)
        ),
        format!("(format: 1, junk: {})", "{\"a\":".repeat(DEPTH)),
    ];
    for text in texts {
        let err = on_small_stack(move || load_str(&text).map(|_| ()).unwrap_err());
        let message = err.to_string();
        assert!(message.contains("line 1, column"), "{message}");
    }
}

#[test]
fn unreadable_paths_say_why() {
    let err = load(Path::new("/nonexistent/inkomo/game.ron")).unwrap_err();
    assert!(matches!(err, LoadError::Io { .. }));
    assert!(err.to_string().contains("cannot read"), "{err}");
    let dir = record_support::temp_dir("dir");
    let err = load(&dir).unwrap_err();
    assert!(matches!(err, LoadError::Io { .. }), "{err}");
}

/// Every cut of `base` before its closing `)` (a save broken off at any byte) must be called
/// truncated; returns the cuts that are not, with their messages.
fn cuts_not_called_truncated(base: &[u8]) -> Vec<(usize, String)> {
    let end = base.iter().rposition(|&b| b == b')').unwrap();
    let mut wrong = Vec::new();
    for k in 0..=end {
        match load_bytes(&base[..k]) {
            Ok(_) => wrong.push((k, "loaded".to_string())),
            Err(e) if !e.to_string().contains("ends too early") => wrong.push((k, e.to_string())),
            Err(_) => {}
        }
    }
    wrong
}

#[test]
fn a_record_cut_at_any_byte_is_called_truncated() {
    let dir = record_support::root().join("tests/data/records");
    let good = std::fs::read_to_string(dir.join("good.ron")).unwrap();
    // Multi-byte characters, so that some cuts fall inside one; a note and a start position
    // for the optional fields; an example record for a longer game.
    let awkward = good
        .replace("\"Ana\"", "\"Ánà \\\"Nana\\\" Dlamini ü\"")
        .replace(
            "    result: \"unfinished\",\n",
            "    result: \"unfinished\",\n    note: \"from a game in Durban, izingombe\",\n",
        );
    let example = std::fs::read(record_support::root().join("assets/games/isizulu.ron")).unwrap();
    for (name, base) in [
        ("good.ron", good.into_bytes()),
        ("good.ron with accents and a note", awkward.into_bytes()),
        ("assets/games/isizulu.ron", example),
    ] {
        assert!(load_bytes(&base).is_ok(), "{name} loads whole");
        let wrong = cuts_not_called_truncated(&base);
        assert!(
            wrong.is_empty(),
            "{name}: {} of {} cuts are not called truncated, e.g. {:?}",
            wrong.len(),
            base.len(),
            &wrong[..wrong.len().min(5)]
        );
    }
}

#[test]
fn a_named_pipe_is_refused_at_once() {
    let dir = record_support::temp_dir("fifo");
    let path = dir.join("pipe.ron");
    match std::process::Command::new("mkfifo").arg(&path).status() {
        Ok(status) if status.success() => {}
        _ => {
            eprintln!("mkfifo is not available here: the named-pipe case is not run");
            return;
        }
    }
    let (tx, rx) = std::sync::mpsc::channel();
    let pipe = path.clone();
    std::thread::spawn(move || {
        let _ = tx.send(load(&pipe).map(|_| ()).map_err(|e| e.to_string()));
    });
    // Opening a pipe for reading waits for a writer: a loader that opens it hangs here.
    let result = rx
        .recv_timeout(std::time::Duration::from_secs(5))
        .expect("loading a named pipe returns at once");
    let message = result.unwrap_err();
    assert!(message.contains("named pipe"), "{message}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn devices_and_folders_are_not_record_files() {
    #[cfg(unix)]
    {
        let message = load(Path::new("/dev/null")).unwrap_err().to_string();
        assert!(message.contains("a device"), "{message}");
    }
    let dir = record_support::temp_dir("folder");
    let message = load(&dir).unwrap_err().to_string();
    assert!(message.contains("a folder"), "{message}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_nine_megabyte_name_is_refused_quickly_in_one_short_line() {
    let dir = record_support::root().join("tests/data/records");
    let good = std::fs::read_to_string(dir.join("good.ron")).unwrap();
    let huge = format!("\"{}\"", "\u{1b}[2J".repeat(9_000_000 / 4));
    let text = good.replace("\"Ana\"", &huge);
    let begun = std::time::Instant::now();
    let err = load_str(&text).unwrap_err();
    let seconds = begun.elapsed().as_secs_f64();
    let message = err.to_string();
    assert!(matches!(err, LoadError::TooLong { .. }), "{message}");
    assert!(message.contains("players: first") && message.contains("at most 100"));
    assert!(message.len() < 200, "{} bytes", message.len());
    assert!(seconds < 3.0, "{seconds:.1} s");
}
