//! Atomic writes: a temp file of its own beside the target, flushed to disk, renamed over
//! the target, then the folder flushed, so a crash leaves either the old file or the new
//! one. The rename replaces whatever stands at the target (a symlink included) instead of
//! writing through it, so a symlink planted in the data folder never leads a write out.
//!
//! Every temp file has a name of its own (process id and a counter), so two saves of one
//! file, from two threads or two running apps, never write into each other's temp file. A
//! failed save's error names the file and says what to do, not only the system's words.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Saves made by this process so far: part of every temp file's name.
static SAVES: AtomicU64 = AtomicU64::new(0);

/// The temp file used while saving `path`: `<name>.<pid>-<n>.tmp` in the same directory (the
/// same file system, so the rename is atomic), unique to this process and this save.
fn temp_path(path: &Path) -> PathBuf {
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    let n = SAVES.fetch_add(1, Ordering::Relaxed);
    name.push(format!(".{}-{n}.tmp", std::process::id()));
    path.with_file_name(name)
}

/// What the user can do about a failed write, by its kind.
fn hint(kind: io::ErrorKind) -> Option<&'static str> {
    use io::ErrorKind as K;
    Some(match kind {
        K::AlreadyExists | K::NotADirectory => {
            "a file stands where a folder is needed: move it away, or set INKOMO_DATA_DIR to another folder"
        }
        K::IsADirectory => "a folder stands where the file should be: move it away",
        K::PermissionDenied | K::ReadOnlyFilesystem => {
            "the folder may not be written to: check its permissions, or set INKOMO_DATA_DIR to another folder"
        }
        K::StorageFull | K::QuotaExceeded => "the disk is full: free some space and play on",
        K::NotFound => "the folder does not exist (was it removed or unmounted?)",
        _ => return None,
    })
}

/// `e`, from writing `path`, as an error that names the path and gives a hint; the kind is
/// kept for callers that look at it.
pub fn explain(e: io::Error, path: &Path) -> io::Error {
    let path = path.display().to_string();
    let mut message = format!("cannot write {}: {e}", crate::text::escaped(&path));
    if let Some(hint) = hint(e.kind()) {
        message.push_str("; ");
        message.push_str(hint);
    }
    io::Error::new(e.kind(), message)
}

/// Creates `dir` and its parents if needed; the error names the folder (see [`explain`]).
pub(crate) fn create_dir(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir).map_err(|e| explain(e, dir))
}

/// A new temp file at `temp`: never one that exists, never through a symlink.
fn create_new(temp: &Path) -> io::Result<File> {
    let mut open = OpenOptions::new();
    open.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut open, libc::O_NOFOLLOW);
    open.open(temp)
}

/// Writes `bytes` to `path` atomically: write a temp file of its own beside it, flush it to
/// disk, rename it over `path`, then flush the directory so the rename itself survives a
/// power cut. The error names `path` and says what to do.
///
/// # Errors
///
/// The system's error when the file cannot be written (see [`explain`]).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temp = temp_path(path);
    let written = (|| {
        let mut file = create_new(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)
    })();
    if written.is_err() {
        // Leave no half-written temp file behind; the target is untouched.
        let _ = fs::remove_file(&temp);
        return written.map_err(|e| explain(e, path));
    }
    sync_dir(path);
    // Versions before unique temp names used `<name>.tmp`; one left by a crash goes now.
    let mut legacy = path.as_os_str().to_os_string();
    legacy.push(".tmp");
    let _ = fs::remove_file(legacy);
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
