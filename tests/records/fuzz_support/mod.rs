//! The fuzzers' common part: seeded mutations of a file's bytes, and the check that a
//! message about the result is bounded. Used by the record, lesson and settings fuzzers.

#![allow(dead_code)]

use inkomo::selfplay::Rng;

/// `base` with one to three random edits: bit flips, byte swaps, truncations, one of `tokens`
/// inserted, two tokens swapped, a line deleted or doubled, a long run of one character,
/// random bytes.
pub fn mutate(base: &[u8], tokens: &[&str], rng: &mut Rng) -> Vec<u8> {
    let mut bytes = base.to_vec();
    let edits = 1 + rng.below(3);
    for _ in 0..edits {
        let len = bytes.len();
        let at = if len == 0 { 0 } else { rng.below(len + 1) };
        match rng.below(8) {
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
                let token = tokens[rng.below(tokens.len())].as_bytes();
                bytes.splice(at..at, token.iter().copied());
            }
            // Swap two whitespace-separated tokens.
            4 => swap_tokens(&mut bytes, rng),
            // Delete or duplicate a line.
            5 => edit_line(&mut bytes, rng),
            // A long run of one character: names, tokens and values past their limits.
            6 => {
                let n = [50, 65, 101, 1_000, 20_000][rng.below(5)];
                let c = [b'x', b'a', b'7', b' ', b'"'][rng.below(5)];
                bytes.splice(at..at, std::iter::repeat_n(c, n));
            }
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

/// A message is short and holds no raw control character.
pub fn assert_bounded(what: &str, message: &str, input: &[u8], max_chars: usize) {
    let chars = message.chars().count();
    let shown = message.chars().take(300).collect::<String>();
    assert!(
        chars <= max_chars,
        "{what}: a message of {chars} characters: {shown} (input {} bytes)",
        input.len()
    );
    assert!(
        !message.chars().any(char::is_control),
        "{what}: a raw control character in {message:?}"
    );
}
