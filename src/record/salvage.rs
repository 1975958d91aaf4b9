//! The readable beginning of a record that stops too early: a save broken off by a crash or
//! a full disk still holds the game's header and its first actions. Nothing here writes.
//!
//! The text is cut back to the end of one of its last complete strings (or commas), the
//! brackets still open there are closed, and the result is read leniently (missing fields
//! take their defaults) and replayed like any record.

use serde::Deserialize;

use super::format::{Dates, Players, Record};
use super::load::{Loaded, replay_record, ron_options};
use super::syntax::ending;

/// How many cut points are tried, from the end backwards: enough to step back over a cut
/// player's pair or a date; each try parses a few kilobytes.
const TRIES: usize = 64;

/// A record with every field optional, for a text whose end is missing.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Partial {
    format: u64,
    game: String,
    options: Vec<String>,
    players: Players,
    dates: Dates,
    start: Option<String>,
    actions: Vec<String>,
    result: String,
    note: String,
}

/// The byte offsets just after each complete string and each comma outside strings: the
/// places a broken-off text can be cut back to.
fn cut_points(text: &str) -> Vec<usize> {
    let b = text.as_bytes();
    let mut points = Vec::new();
    let mut i = 0;
    let mut in_string = false;
    while i < b.len() {
        match (in_string, b[i]) {
            (true, b'\\') => i += 1,
            (true, b'"') => {
                in_string = false;
                points.push(i + 1);
            }
            (false, b'"') => in_string = true,
            (false, b',') => points.push(i + 1),
            _ => {}
        }
        i += 1;
    }
    points
}

/// The text cut at `at` with its open brackets closed.
fn closed(text: &str, at: usize) -> String {
    let head = &text[..at];
    let mut out = head.to_string();
    for open in ending(head).open.iter().rev() {
        out.push(match open {
            b'(' => ')',
            b'[' => ']',
            _ => '}',
        });
    }
    out
}

/// The readable beginning of `text`, a record cut off before its end; `None` if not even
/// its game can be read. The result is unfinished, whatever the lost end said.
pub(crate) fn readable_beginning(text: &str) -> Option<Loaded> {
    let options = ron_options();
    for at in cut_points(text).into_iter().rev().take(TRIES) {
        let Ok(partial) = options.from_str::<Partial>(&closed(text, at)) else {
            continue;
        };
        if partial.game.is_empty() || partial.format != super::FORMAT {
            continue;
        }
        let record = Record {
            format: partial.format,
            game: partial.game,
            options: partial.options,
            players: partial.players,
            dates: partial.dates,
            start: partial.start,
            actions: partial.actions,
            result: "unfinished".to_string(),
            note: partial.note,
            // A review is at the record's end: whatever was cut off, it is computed again.
            review: None,
        };
        // The options, start and actions are checked by the replay as in any record.
        if let Ok(loaded) = replay_record(record) {
            return Some(loaded);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHOLE: &str = r#"(
    format: 1,
    game: "isizulu",
    players: (first: "Ana", second: "computer level 2"),
    dates: (started: "2025-03-01T10:15:00Z", saved: "2025-03-01T10:20:00Z"),
    actions: ["a7", "g1", "f6", "d3", "b2"],
    result: "unfinished",
)
"#;

    #[test]
    fn a_game_cut_in_its_actions_keeps_the_ones_before() {
        let cut = &WHOLE[..WHOLE.find("\"d3\"").unwrap() + 2];
        let loaded = readable_beginning(cut).unwrap();
        assert_eq!(loaded.actions.len(), 3);
        assert_eq!(loaded.record.players.second, "computer level 2");
        assert_eq!(loaded.record.dates.started, "2025-03-01T10:15:00Z");
    }

    #[test]
    fn every_cut_after_the_game_name_reads_something() {
        let from = WHOLE.find("\"isizulu\",").unwrap() + 10;
        let mut last = 0;
        for at in from..WHOLE.len() {
            let loaded = readable_beginning(&WHOLE[..at]).unwrap_or_else(|| panic!("cut {at}"));
            // Never more than the file held, and the longer the cut, the more is read.
            assert!(loaded.actions.len() <= 5 && loaded.actions.len() >= last);
            last = loaded.actions.len();
        }
        assert_eq!(last, 5);
        assert!(readable_beginning("(\n    format: 1,\n    ga").is_none());
    }
}
