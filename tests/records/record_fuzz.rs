//! Fuzzing the loader: 100,000 mutated records (byte flips, truncations, insertions, token
//! swaps, line edits, long runs and control characters) built from the example records with
//! a seeded generator. The loader must answer every one with a record or an error: no panic,
//! no hang (issue 4, item 4). Every message it gives is bounded: short whatever the input,
//! with no raw control character (issue 12), and every record it accepts keeps to the
//! limits of its texts.
//!
//! Four tests of 25,000 cases each, so the test harness spreads them over the cores.

use crate::fuzz_support;
use crate::record_support;

use std::panic::{AssertUnwindSafe, catch_unwind};

use inkomo::record::{
    ActionErrorReason, LoadError, Loaded, MAX_ACTION_CHARS, MAX_DATE_CHARS, MAX_NAME_CHARS,
    MAX_NOTE_CHARS, load_bytes,
};
use inkomo::selfplay::Rng;

/// Fragments that make RON and the notation go wrong in interesting ways.
const TOKENS: &[&str] = &[
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    "\"",
    ",",
    ":",
    "Some(",
    "None",
    "format: 2,",
    "format: 0,",
    "-1",
    "18446744073709551616",
    "1e999",
    "true",
    "'c'",
    "r#\"",
    "/*",
    "// x\n",
    "\\",
    "\\u{0}",
    "\u{0}",
    "\u{feff}",
    "é",
    "game: \"igisoro\",",
    "start: Some(\"\"),",
    "xa4",
    "a1-a4",
    "d4",
    "i3*",
    "take",
    "ndahise",
    "ndakubye",
    "keep",
    "cw",
    "ccw",
    "set:4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0",
    "set:64,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0",
    "o8",
    "i1",
    "01",
    "25",
    "x",
    "-",
    "*",
    "=",
    "endless_move=end_turn_at_cap",
    "start_layout=custom",
    "mill_removal=not_from_line_else_forfeit",
    "removals_per_move=one_per_line",
    "blocked_player=loses",
    "repetition=same_move_thrice",
    "reverse_pits=ludii_code",
    "capture_mode=compulsory",
    "min_seeds=1",
    "\n",
    " ",
    "\t",
    "\u{1b}[2J\u{1b}[Hfake: ok",
    "\\u{1b}",
    "\u{202e}",
    "\u{85}",
    "2025-01-01T00",
    "r#x",
    "+4",
];

/// The longest message the loader may give, in characters: a few quoted texts of a few
/// dozen characters and the words around them, whatever the input.
const MAX_MESSAGE_CHARS: usize = 600;

/// The example records and the good test record: the material the mutations start from.
fn bases() -> Vec<Vec<u8>> {
    let mut files = record_support::example_records();
    files.push(record_support::root().join("tests/data/records/good.ron"));
    files
        .into_iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect()
}

/// A message is short and holds no raw control character.
fn assert_bounded(what: &str, message: &str, input: &[u8]) {
    fuzz_support::assert_bounded(what, message, input, MAX_MESSAGE_CHARS);
}

/// What loaded keeps to the limits of a record's texts, and says why it stopped in few words.
fn assert_within_limits(record: &Loaded, input: &[u8]) {
    let r = &record.record;
    assert!(r.players.first.chars().count() <= MAX_NAME_CHARS);
    assert!(r.players.second.chars().count() <= MAX_NAME_CHARS);
    assert!(r.dates.started.chars().count() <= MAX_DATE_CHARS);
    assert!(r.note.chars().count() <= MAX_NOTE_CHARS);
    assert!(
        record
            .actions
            .iter()
            .all(|a| a.to_string().chars().count() <= MAX_ACTION_CHARS)
    );
    if let Some(stop) = &record.stopped {
        assert_bounded("stop", &stop.to_string(), input);
    }
    for warning in &record.warnings {
        assert_bounded("warning", &warning.to_string(), input);
    }
}

/// Loads `cases` mutated records from seed `seed`; returns (loaded, refused, refused or
/// stopped for a text over its limit).
fn fuzz(seed: u64, cases: usize) -> (usize, usize, usize) {
    let bases = bases();
    let mut rng = Rng::new(seed);
    let (mut loaded, mut refused, mut too_long) = (0, 0, 0);
    for case in 0..cases {
        let base = &bases[rng.below(bases.len())];
        let input = fuzz_support::mutate(base, TOKENS, &mut rng);
        match catch_unwind(AssertUnwindSafe(|| load_bytes(&input))) {
            Ok(Ok(record)) => {
                loaded += 1;
                assert_within_limits(&record, &input);
                if record
                    .stopped
                    .as_ref()
                    .is_some_and(|s| matches!(s.reason, ActionErrorReason::TooLong(_)))
                {
                    too_long += 1;
                }
                // What loaded is consistent: the legal actions replay to the same game.
                if case % 64 == 0 {
                    let replay = record.replay();
                    assert_eq!(replay.len(), record.actions.len());
                    assert_eq!(replay.end().position(), record.game.position());
                }
            }
            Ok(Err(error)) => {
                refused += 1;
                if matches!(error, LoadError::TooLong { .. }) {
                    too_long += 1;
                }
                // Every message says something, in few words.
                let message = error.to_string();
                assert!(!message.is_empty());
                assert_bounded("error", &message, &input);
                if let LoadError::Syntax { line, column, .. } = error {
                    assert!(line >= 1 && column >= 1);
                }
            }
            Err(_) => {
                let path = std::env::temp_dir().join(format!("inkomo-fuzz-{seed}-{case}.ron"));
                let _ = std::fs::write(&path, &input);
                panic!(
                    "the loader panicked on case {case} of seed {seed}: input saved to {}",
                    path.display()
                );
            }
        }
    }
    (loaded, refused, too_long)
}

fn run(seed: u64) {
    let (loaded, refused, too_long) = fuzz(seed, 25_000);
    println!("seed {seed}: {too_long} over a text limit");
    // The limits are exercised: long runs land in names, notes, options and tokens.
    assert!(too_long > 100, "over a limit: {too_long}");
    println!("seed {seed}: {loaded} loaded (some with a stop or a warning), {refused} refused");
    assert_eq!(loaded + refused, 25_000);
    // Both sides are exercised: some mutations keep a loadable record, most break it.
    assert!(loaded > 1_000, "loaded {loaded}");
    assert!(refused > 1_000, "refused {refused}");
}

#[test]
fn fuzz_seed_1() {
    run(1);
}

#[test]
fn fuzz_seed_2() {
    run(2);
}

#[test]
fn fuzz_seed_3() {
    run(3);
}

#[test]
fn fuzz_seed_4() {
    run(4);
}
