//! Fuzzing the loader: 100,000 mutated records (byte flips, truncations, insertions, token
//! swaps, line edits) built from the example records with a seeded generator. The loader
//! must answer every one with a record or an error: no panic, no hang (issue 4, item 4).
//!
//! Four tests of 25,000 cases each, so the test harness spreads them over the cores.

mod record_support;

use std::panic::{AssertUnwindSafe, catch_unwind};

use inkomo::record::{LoadError, load_bytes};
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
];

fn mutate(base: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut bytes = base.to_vec();
    let edits = 1 + rng.below(3);
    for _ in 0..edits {
        let len = bytes.len();
        let at = if len == 0 { 0 } else { rng.below(len + 1) };
        match rng.below(7) {
            // Flip bits of one byte.
            0 if len > 0 => {
                let i = rng.below(len);
                bytes[i] ^= 1 << rng.below(8);
            }
            // Replace a byte with any byte.
            1 if len > 0 => {
                let i = rng.below(len);
                bytes[i] = rng.next_u64() as u8;
            }
            // Truncate.
            2 => bytes.truncate(at),
            // Insert a token.
            3 => {
                let token = TOKENS[rng.below(TOKENS.len())].as_bytes();
                bytes.splice(at..at, token.iter().copied());
            }
            // Swap two whitespace-separated tokens.
            4 => swap_tokens(&mut bytes, rng),
            // Delete or duplicate a line.
            5 => edit_line(&mut bytes, rng),
            // Insert random bytes.
            _ => {
                let n = 1 + rng.below(8);
                let junk: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
                bytes.splice(at..at, junk);
            }
        }
    }
    bytes
}

/// Byte ranges of the runs of non-whitespace.
fn token_ranges(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut ranges = Vec::new();
    let mut start = None;
    for (i, b) in bytes.iter().enumerate() {
        match (b.is_ascii_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                ranges.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        ranges.push((s, bytes.len()));
    }
    ranges
}

fn swap_tokens(bytes: &mut Vec<u8>, rng: &mut Rng) {
    let ranges = token_ranges(bytes);
    if ranges.len() < 2 {
        return;
    }
    let a = rng.below(ranges.len());
    let b = rng.below(ranges.len());
    let (first, second) = if a < b {
        (ranges[a], ranges[b])
    } else {
        (ranges[b], ranges[a])
    };
    if first == second {
        return;
    }
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(&bytes[..first.0]);
    out.extend_from_slice(&bytes[second.0..second.1]);
    out.extend_from_slice(&bytes[first.1..second.0]);
    out.extend_from_slice(&bytes[first.0..first.1]);
    out.extend_from_slice(&bytes[second.1..]);
    *bytes = out;
}

fn edit_line(bytes: &mut Vec<u8>, rng: &mut Rng) {
    let lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
    if lines.is_empty() {
        return;
    }
    let i = rng.below(lines.len());
    let duplicate = rng.below(2) == 0;
    let mut out = Vec::with_capacity(bytes.len() + 64);
    for (j, line) in lines.iter().enumerate() {
        if j != i || duplicate {
            out.extend_from_slice(line);
        }
        if j == i && duplicate {
            out.extend_from_slice(line);
        }
    }
    *bytes = out;
}

/// The example records and the good test record: the material the mutations start from.
fn bases() -> Vec<Vec<u8>> {
    let mut files = record_support::example_records();
    files.push(record_support::root().join("tests/data/records/good.ron"));
    files
        .into_iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect()
}

/// Loads `cases` mutated records from seed `seed`; returns (loaded, refused).
fn fuzz(seed: u64, cases: usize) -> (usize, usize) {
    let bases = bases();
    let mut rng = Rng::new(seed);
    let (mut loaded, mut refused) = (0, 0);
    for case in 0..cases {
        let base = &bases[rng.below(bases.len())];
        let input = mutate(base, &mut rng);
        match catch_unwind(AssertUnwindSafe(|| load_bytes(&input))) {
            Ok(Ok(record)) => {
                loaded += 1;
                // What loaded is consistent: the legal actions replay to the same game.
                if case % 64 == 0 {
                    let replay = record.replay();
                    assert_eq!(replay.len(), record.actions.len());
                    assert_eq!(replay.end().position(), record.game.position());
                }
            }
            Ok(Err(error)) => {
                refused += 1;
                // Every message says something.
                assert!(!error.to_string().is_empty());
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
    (loaded, refused)
}

fn run(seed: u64) {
    let (loaded, refused) = fuzz(seed, 25_000);
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
