//! Fuzzing the lesson loader (`inkomo lesson check`): mutated lesson files (byte flips,
//! truncations, inserted fragments, swapped tokens, line edits, long runs, control
//! characters) built from the shipped lessons with a seeded generator, as
//! `tests/records/record_fuzz.rs` does for records. Every one must load or be refused with a
//! message that is short and holds no raw control character (issue 22, item 4), and no
//! message may carry RON's advice to programmers.
//!
//! The case count is small (verifying a lesson searches): two tests of a few hundred cases
//! that run in seconds.

use crate::fuzz_support;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;

use inkomo::lesson::load::load_str;
use inkomo::selfplay::Rng;

/// Fragments that make RON and the lessons go wrong in interesting ways.
const TOKENS: &[&str] = &[
    "[",
    "]",
    "(",
    ")",
    "\"",
    ",",
    ":",
    "format: 2,",
    "format: 0,",
    "Exercise(",
    "Guided(",
    "Show(",
    "Quiz(",
    "Best(255)",
    "Best(9)",
    "Win",
    "Capture(99)",
    "NoMove",
    "par: 255,",
    "par: 0,",
    "id: \"x\",",
    "text: \"\u{1b}[2J\u{1b}[Hfake: ok\",",
    "word: \"\u{202e}evil\",",
    "section: \"\u{1b}]0;title\u{7}\",",
    "r#x",
    "r#steps",
    "a7",
    "xg4",
    "i3",
    "\u{0}",
    "\u{85}",
    "\u{feff}",
    "é",
    "\n",
    " ",
];

/// The longest message the loader may give (the file name, the step, a reason).
const MAX_MESSAGE_CHARS: usize = 600;

/// The shipped lesson files.
fn bases() -> Vec<Vec<u8>> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/lessons");
    let mut files = Vec::new();
    for game in std::fs::read_dir(root).unwrap().flatten() {
        for lesson in std::fs::read_dir(game.path()).unwrap().flatten() {
            files.push(std::fs::read(lesson.path()).unwrap());
        }
    }
    files.sort();
    assert!(!files.is_empty());
    files
}

fn fuzz(seed: u64, cases: usize) -> (usize, usize) {
    let bases = bases();
    let mut rng = Rng::new(seed);
    let (mut loaded, mut refused) = (0, 0);
    for case in 0..cases {
        let base = &bases[rng.below(bases.len())];
        let input = fuzz_support::mutate(base, TOKENS, &mut rng);
        let Ok(text) = std::str::from_utf8(&input) else {
            // The file reader refuses text that is not UTF-8 before the loader sees it.
            refused += 1;
            continue;
        };
        match catch_unwind(AssertUnwindSafe(|| load_str(text, "fuzz.ron", None))) {
            Ok(Ok(_)) => loaded += 1,
            Ok(Err(e)) => {
                refused += 1;
                let message = e.to_string();
                fuzz_support::assert_bounded("lesson error", &message, &input, MAX_MESSAGE_CHARS);
                assert!(
                    !message.contains("raw identifier"),
                    "RON's advice leaked: {message}"
                );
            }
            Err(_) => {
                let path =
                    std::env::temp_dir().join(format!("inkomo-lesson-fuzz-{seed}-{case}.ron"));
                let _ = std::fs::write(&path, &input);
                panic!(
                    "the lesson loader panicked on case {case} of seed {seed}: input saved to {}",
                    path.display()
                );
            }
        }
    }
    (loaded, refused)
}

fn run(seed: u64) {
    let cases = 300;
    let (loaded, refused) = fuzz(seed, cases);
    println!("seed {seed}: {loaded} loaded, {refused} refused");
    assert_eq!(loaded + refused, cases);
    // Most mutations break a lesson; some keep it loadable.
    assert!(refused > cases / 2, "refused {refused}");
}

#[test]
fn lesson_fuzz_seed_1() {
    run(1);
}

#[test]
fn lesson_fuzz_seed_2() {
    run(2);
}
