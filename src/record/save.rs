//! Writing records: RON text, and atomic saves (a temp file beside the target, flushed to
//! disk, then renamed over it), so a crash leaves either the old file or the new one.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::format::Record;

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
    out.push_str(")\n");
    out
}

/// The temp file used while saving `path`: `<name>.tmp` in the same directory (the same file
/// system, so the rename is atomic).
pub(crate) fn temp_path(path: &Path) -> PathBuf {
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".tmp");
    path.with_file_name(name)
}

/// Saves `record` to `path` atomically: write `<name>.tmp`, flush it to disk, rename it over
/// `path`, then flush the directory so the rename itself survives a power cut.
///
/// # Errors
///
/// The system's error when the file cannot be written.
pub fn save_atomic(path: &Path, record: &Record) -> io::Result<()> {
    write_atomic(path, to_ron_string(record).as_bytes())
}

/// Writes `bytes` to `path` atomically (see [`save_atomic`]).
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temp = temp_path(path);
    let written = (|| {
        let mut file = File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)
    })();
    if written.is_err() {
        // Leave no half-written temp file behind; the target is untouched.
        let _ = fs::remove_file(&temp);
        return written;
    }
    sync_dir(path);
    Ok(())
}

/// Flushes the directory entry of `path` (Unix); a failure here is not worth failing the save.
fn sync_dir(path: &Path) {
    #[cfg(unix)]
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}
