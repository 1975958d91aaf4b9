//! `inkomo review`: the marks of example games, compared with the expected output committed
//! in `tests/data/review/` (data-driven), and a review written into a record read back
//! instead of computed again.
//!
//! `cargo test --test records review_cli:: -- --ignored` writes the expected files again
//! after a deliberate change of the review.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::record_support;

/// (record under `assets/games/`, extra arguments, expected output under
/// `tests/data/review/`): a mancala game, a morris game that ends in a table endgame
/// (tables K = 4, built in memory: the data folder is empty), and the same by search alone.
const CASES: &[(&str, &[&str], &str)] = &[
    ("isolo-women.ron", &["--nodes", "20000"], "isolo-women.txt"),
    ("isizulu.ron", &["--nodes", "20000"], "isizulu.txt"),
    (
        "isizulu.ron",
        &["--nodes", "20000", "--no-tables"],
        "isizulu-no-tables.txt",
    ),
];

fn review(record: &Path, args: &[&str], data: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .arg("review")
        .arg(record)
        .args(args)
        .env("INKOMO_DATA_DIR", data)
        .output()
        .expect("the inkomo binary runs")
}

fn expected_path(name: &str) -> PathBuf {
    record_support::root().join("tests/data/review").join(name)
}

fn run(case: &(&str, &[&str], &str)) -> String {
    let (record, args, _) = case;
    let data = record_support::temp_dir("review-data");
    let out = review(
        &record_support::root().join("assets/games").join(record),
        args,
        &data,
    );
    assert!(
        out.status.success(),
        "{record}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_review_of_each_example_is_the_expected_one() {
    for case in CASES {
        let got = run(case);
        let want = std::fs::read_to_string(expected_path(case.2)).unwrap_or_default();
        assert_eq!(
            got, want,
            "{}: differs from tests/data/review/{} (rewrite with -- --ignored after a deliberate change)",
            case.0, case.2
        );
        assert!(got.lines().all(|l| l.starts_with("turn=")), "{got}");
    }
}

#[test]
fn the_tables_judge_the_endgame_exactly() {
    let text = std::fs::read_to_string(expected_path("isizulu.txt")).unwrap_or_default();
    let exact: Vec<&str> = text
        .lines()
        .filter(|l| l.ends_with("source=tables"))
        .collect();
    assert!(!exact.is_empty(), "{text}");
    for line in exact {
        let value = line.split(' ').find(|t| t.starts_with("value=")).unwrap();
        assert!(
            ["value=win:", "value=loss:", "value=draw"]
                .iter()
                .any(|p| value.starts_with(p)),
            "{line}"
        );
    }
}

#[test]
fn a_written_review_is_read_back_not_computed() {
    let dir = record_support::temp_dir("review-write");
    let record = dir.join("game.ron");
    std::fs::copy(
        record_support::root().join("assets/games/isolo-women.ron"),
        &record,
    )
    .unwrap();
    let first = review(&record, &["--nodes", "20000", "--write"], &dir);
    assert!(first.status.success());
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("review: Some(("), "{text}");
    let again = review(&record, &["--nodes", "20000"], &dir);
    assert!(again.status.success());
    assert_eq!(first.stdout, again.stdout);
    assert!(
        String::from_utf8_lossy(&again.stderr).contains("saved in the record"),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    // Another budget is computed, not read.
    let other = review(&record, &["--nodes", "5000"], &dir);
    assert!(!String::from_utf8_lossy(&other.stderr).contains("saved in the record"));
}

#[test]
#[ignore = "writes the expected output of the review examples"]
fn write_expected_reviews() {
    for case in CASES {
        std::fs::write(expected_path(case.2), run(case)).unwrap();
    }
}
