//! Writing records: RON text, and atomic saves through [`crate::guard::write_atomic`] (a temp
//! file beside the target, flushed to disk, then renamed over it), so a crash leaves either
//! the old file or the new one.

use std::io;
use std::path::Path;

use super::format::Record;
pub use crate::guard::write_atomic;
pub(crate) use crate::guard::{create_dir, explain};

/// The record as RON text: one field per line, one option and one turn per line, players
/// and dates on one line each (the layout of the example in [`crate::record`]).
pub fn to_ron_string(record: &Record) -> String {
    // Written by hand for a stable, readable layout; ron quotes and escapes the strings, so
    // the text always parses back to the same record.
    let quote = |text: &str| ron::to_string(text).unwrap_or_else(|_| "\"\"".to_string());
    let list = |items: &[String]| {
        if items.is_empty() {
            return "[]".to_string();
        }
        let mut out = String::from("[\n");
        for item in items {
            out.push_str(&format!("        {},\n", quote(item)));
        }
        out.push_str("    ]");
        out
    };
    let mut out = String::from("(\n");
    out.push_str(&format!("    format: {},\n", record.format));
    out.push_str(&format!("    game: {},\n", quote(&record.game)));
    out.push_str(&format!("    options: {},\n", list(&record.options)));
    out.push_str(&format!(
        "    players: (first: {}, second: {}),\n",
        quote(&record.players.first),
        quote(&record.players.second)
    ));
    out.push_str(&format!(
        "    dates: (started: {}, saved: {}),\n",
        quote(&record.dates.started),
        quote(&record.dates.saved)
    ));
    if let Some(start) = &record.start {
        out.push_str(&format!("    start: Some({}),\n", quote(start)));
    }
    out.push_str(&format!("    actions: {},\n", list(&record.actions)));
    out.push_str(&format!("    result: {},\n", quote(&record.result)));
    if !record.note.is_empty() {
        out.push_str(&format!("    note: {},\n", quote(&record.note)));
    }
    if let Some(review) = &record.review {
        out.push_str(&format!(
            "    review: Some((\n        nodes: {},\n        turns: [\n",
            review.nodes
        ));
        for line in &review.turns {
            out.push_str(&format!("            {},\n", quote(line)));
        }
        out.push_str("        ],\n    )),\n");
    }
    out.push_str(")\n");
    out
}

/// Saves `record` to `path` atomically (see [`crate::guard::write_atomic`]). The error names
/// `path` and says what to do.
///
/// # Errors
///
/// The system's error when the file cannot be written.
pub fn save_atomic(path: &Path, record: &Record) -> io::Result<()> {
    write_atomic(path, to_ron_string(record).as_bytes())
}
