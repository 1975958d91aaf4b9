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
