//! The headless CLI as a user runs it: exit codes, last lines, error messages.

use std::process::{Command, Output};

fn inkomo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .args(args)
        .output()
        .expect("the inkomo binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn last_line(out: &Output) -> String {
    stdout(out).lines().last().unwrap_or_default().to_string()
}

#[test]
fn play_prints_the_final_position_last() {
    let out = inkomo(&["play", "--game", "isizulu", "--moves", "a7 d7"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        last_line(&out),
        "XO...................... X hand:11,11 lost:0,0 place"
    );
}

#[test]
fn play_from_the_start_with_no_moves_prints_the_start() {
    let out = inkomo(&["play", "--game", "isolo-boys"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        last_line(&out),
        "17 2 0 2 0 2 0 2/0 1 2 0 2 0 2 0/0 2 0 2 0 2 1 0/2 0 2 0 2 0 2 17 S overture:SN"
    );
}

#[test]
fn play_trace_and_legal() {
    let out = inkomo(&[
        "play", "--game", "igisoro", "--moves", "i4", "--trace", "--legal",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("1. i4"), "{text}");
    assert!(text.lines().any(|l| l.contains("S-o1")), "{text}");
    let legal = text
        .lines()
        .find(|l| l.starts_with("legal ("))
        .expect("a legal line");
    // North's eight inner pits hold four seeds each; the clockwise options depend on the
    // reverse pits, so only the counter-clockwise sowings are asserted.
    for pit in ["i1", "i2", "i3", "i4", "i5", "i6", "i7", "i8"] {
        assert!(legal.split_whitespace().any(|t| t == pit), "{legal}");
    }
}

#[test]
fn bad_notation_exits_2_and_names_the_token() {
    let out = inkomo(&["play", "--game", "isizulu", "--moves", "a7 q9"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("'q9'") && err.contains("token 2"), "{err}");
}

#[test]
fn illegal_action_exits_2_and_says_why() {
    let out = inkomo(&["play", "--game", "isizulu", "--moves", "a7 a7"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("token 2") && err.contains("occupied"), "{err}");
}

#[test]
fn bad_game_and_option_exit_2() {
    let out = inkomo(&["play", "--game", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("'chess'"));
    let out = inkomo(&["play", "--game", "isolo-men"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("not playable"));
    let out = inkomo(&[
        "play",
        "--game",
        "igisoro",
        "--option",
        "capture_mode=maybe",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("'maybe'"));
    let out = inkomo(&["play", "--game", "isizulu", "--from", "garbage"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("garbage"), "{}", stderr(&out));
}

#[test]
fn selfplay_prints_the_summary_line() {
    for game in [
        "isisuthu",
        "isizulu",
        "isipowe",
        "isolo-women",
        "isolo-boys",
        "igisoro",
    ] {
        let out = inkomo(&["selfplay", "--game", game, "--games", "50", "--seed", "3"]);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let line = last_line(&out);
        let fields: Vec<(&str, &str)> = line
            .split_whitespace()
            .filter_map(|f| f.split_once('='))
            .collect();
        let names: Vec<&str> = fields.iter().map(|(k, _)| *k).collect();
        assert_eq!(
            names,
            [
                "games",
                "first",
                "second",
                "draws",
                "mean_actions",
                "games_per_s"
            ],
            "{line}"
        );
        let count = |k: &str| -> u64 {
            fields
                .iter()
                .find(|(n, _)| *n == k)
                .and_then(|(_, v)| v.parse().ok())
                .unwrap_or(u64::MAX)
        };
        assert_eq!(count("games"), 50);
        assert_eq!(
            count("first") + count("second") + count("draws"),
            50,
            "{line}"
        );
    }
}

#[test]
fn selfplay_is_deterministic_for_a_seed() {
    let run = || {
        let out = inkomo(&[
            "selfplay",
            "--game",
            "isolo-women",
            "--games",
            "30",
            "--seed",
            "9",
        ]);
        let line = last_line(&out);
        // Everything but the speed must repeat.
        line.split(" games_per_s")
            .next()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(run(), run());
}

#[test]
fn games_lists_every_rule_set_and_the_unplayable_men_game() {
    let out = inkomo(&["games"]);
    assert!(out.status.success());
    let text = stdout(&out);
    for id in [
        "isisuthu",
        "isizulu",
        "isipowe",
        "isolo-women",
        "isolo-boys",
        "igisoro",
    ] {
        assert!(text.contains(id), "{id} missing");
    }
    let men = text
        .lines()
        .find(|l| l.starts_with("isolo-men"))
        .expect("isolo-men listed");
    assert!(men.contains("sources needed"), "{men}");
    // Sources as a reader knows them (author: title, place), never a tag or a dossier row.
    assert!(
        text.contains(
            "mill_removal: any (default) [BLAC Foundation, E. L. Powe: Tournament Rules & Regulations, A.4, B.5]"
        ),
        "{text}"
    );
    assert!(text.contains("reverse_pits: merriam (default)"), "{text}");
}

/// A fresh folder for files a test writes.
fn temp_dir(label: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("inkomo-cli-{label}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The good test record with `from` replaced by `to`, written to `dir/name`.
fn record_with(dir: &std::path::Path, name: &str, from: &str, to: &str) -> std::path::PathBuf {
    let good = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/good.ron"
    ))
    .unwrap();
    assert!(good.contains(from));
    let path = dir.join(name);
    std::fs::write(&path, good.replace(from, to)).unwrap();
    path
}

#[test]
fn check_and_replay_never_print_control_characters_raw() {
    let dir = temp_dir("escape");
    // A name that would clear the terminal and print a fake "ok".
    let path = record_with(
        &dir,
        "fake.ron",
        "\"Ana\"",
        "\"\\u{1b}[2J\\u{1b}[Hfake: ok\\n\"",
    );
    let file = path.to_str().unwrap();
    for command in ["check", "replay"] {
        let out = inkomo(&[command, file]);
        assert!(out.status.success(), "{command}: {}", stderr(&out));
        let (text, err) = (stdout(&out), stderr(&out));
        assert!(
            !text.contains('\u{1b}') && !err.contains('\u{1b}'),
            "{text:?}"
        );
        assert!(
            text.contains("\\u{1b}[2J\\u{1b}[Hfake: ok\\n"),
            "{command}: {text}"
        );
    }
    // In messages too: a result that is not a result is quoted escaped.
    let path = record_with(&dir, "result.ron", "\"unfinished\"", "\"\\u{1b}[31mwon\"");
    let out = inkomo(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!stderr(&out).contains('\u{1b}'), "{}", stderr(&out));
    assert!(stderr(&out).contains("\\u{1b}[31mwon"), "{}", stderr(&out));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn check_refuses_a_named_pipe_at_once() {
    let dir = temp_dir("fifo");
    let path = dir.join("autosave.ron");
    match Command::new("mkfifo").arg(&path).status() {
        Ok(status) if status.success() => {}
        _ => {
            eprintln!("mkfifo is not available here: the named-pipe case is not run");
            return;
        }
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .args(["check", path.to_str().unwrap()])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let begun = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if begun.elapsed().as_secs() >= 10 {
            let _ = child.kill();
            panic!("`inkomo check` on a named pipe did not return within 10 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(status.code(), Some(1), "{err}");
    assert!(
        err.contains(path.to_str().unwrap()) && err.contains("named pipe"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn long_input_is_echoed_in_a_few_dozen_characters() {
    // A 130 KB token on the command line.
    let token = "q".repeat(130_000);
    let out = inkomo(&["play", "--game", "isizulu", "--moves", &token]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).len() < 1_000, "{} bytes", stderr(&out).len());
    assert!(
        stderr(&out).contains("130000 characters"),
        "{}",
        stderr(&out)
    );
    // A 9 MB player name in a record.
    let dir = temp_dir("long");
    let name = format!("\"{}\"", "n".repeat(9_000_000));
    let path = record_with(&dir, "long.ron", "\"Ana\"", &name);
    let out = inkomo(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.len() < 1_000, "{} bytes", err.len());
    assert!(
        err.contains("players: first") && err.contains("at most 100"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_repeated_option_is_refused_as_records_refuse_it() {
    let out = inkomo(&[
        "play",
        "--game",
        "isizulu",
        "--option",
        "mill_removal=any",
        "--option",
        "mill_removal=not_from_line_unless_all",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("'mill_removal' is given more than once"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn out_of_range_numbers_are_refused() {
    for args in [
        ["--opening-plies", "1000000"],
        ["--threads", "0"],
        ["--threads", "1000"],
    ] {
        let mut all = vec!["selfplay", "--game", "isizulu", "--games", "2"];
        all.extend_from_slice(&args);
        let out = inkomo(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(args[0]), "{}", stderr(&out));
    }
    // A seed count is digits: `+4` is not one.
    let out = inkomo(&[
        "play",
        "--game",
        "igisoro",
        "--option",
        "start_layout=custom",
        "--moves",
        "set:+4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("'+4'"), "{}", stderr(&out));
    // A layout of 288 seeds says 288.
    let out = inkomo(&[
        "play",
        "--game",
        "igisoro",
        "--option",
        "start_layout=custom",
        "--moves",
        "set:36,36,36,36,36,36,36,36/0,0,0,0,0,0,0,0",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("not 288"), "{}", stderr(&out));
}

#[test]
fn no_message_shows_an_empty_token() {
    for moves in ["x", "a1-", "a7 x"] {
        let out = inkomo(&["play", "--game", "isizulu", "--moves", moves]);
        assert_eq!(out.status.code(), Some(2));
        let err = stderr(&out);
        assert!(
            !err.contains("''") && err.contains("is incomplete"),
            "{err}"
        );
    }
}
