//! One app per data folder: an operating-system lock on a file in the folder.
//!
//! The lock is the kernel's (`flock` on Unix, `LockFileEx` on Windows, through
//! [`File::try_lock`]): it belongs to the open file, so it goes when the process ends in any
//! way, a crash or `kill -9` included. A lock file holding a process id would need a liveness
//! check that a reused id can fool; this one cannot be left stuck. The file also holds the
//! process id of the holder, only so that the message to a second app can name it.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};

use crate::guard::{explain, not_regular};

/// The lock file's name inside the folder it guards.
pub const LOCK_FILE: &str = ".lock";

/// A held lock on a folder; dropping it lets the folder go.
#[derive(Debug)]
pub struct FolderLock {
    /// The open lock file; `None` where the file system offers no locks (then nothing is held
    /// and the unique temp names keep saves apart).
    _file: Option<File>,
}

/// Why a folder could not be locked.
#[derive(Debug)]
pub enum LockError {
    /// Another process holds the folder.
    Busy {
        /// The folder.
        dir: PathBuf,
        /// The holder's process id, if its lock file says.
        pid: Option<u32>,
    },
    /// The lock file could not be made (the message names it).
    Io(io::Error),
}

impl std::fmt::Display for LockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LockError::Busy { dir, pid } => {
                let dir = dir.display().to_string();
                write!(
                    f,
                    "another Inkomo is using the data folder {}",
                    crate::text::escaped(&dir)
                )?;
                if let Some(pid) = pid {
                    write!(f, " (process {pid})")?;
                }
                f.write_str(": close it first, or set INKOMO_DATA_DIR to another folder")
            }
            LockError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LockError {}

impl FolderLock {
    /// Takes the lock on `dir` (which must exist), at once or not at all.
    pub fn acquire(dir: &Path) -> Result<FolderLock, LockError> {
        let path = dir.join(LOCK_FILE);
        let mut file = open_lock_file(&path).map_err(|e| LockError::Io(explain(e, &path)))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                // A process id is a few digits: no more is read, whatever the file holds.
                let mut text = String::new();
                let _ = (&mut file)
                    .take(crate::guard::Kind::Lock.limit())
                    .read_to_string(&mut text);
                return Err(LockError::Busy {
                    dir: dir.to_path_buf(),
                    pid: text.trim().parse().ok(),
                });
            }
            // A file system without locks (some network shares): go on without one.
            Err(TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {
                return Ok(FolderLock { _file: None });
            }
            Err(TryLockError::Error(e)) => {
                return Err(LockError::Io(explain(e, &path)));
            }
        }
        // Only for the message a second app shows; the lock does not depend on it.
        let _ = file
            .set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| write!(file, "{}", std::process::id()))
            .and_then(|()| file.flush());
        Ok(FolderLock { _file: Some(file) })
    }
}

/// Opens (or makes) the lock file at `path` for reading and writing, never through a
/// symlink: a symlink there (to a file outside the data folder, whose text the process id
/// would replace) is removed (only the link, never what it points to) and a lock file made
/// in its place. A pipe or a device there is refused, never waited on.
fn open_lock_file(path: &Path) -> io::Result<File> {
    let open = || {
        let mut options = OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::custom_flags(
            &mut options,
            libc::O_NOFOLLOW | libc::O_NONBLOCK,
        );
        options.open(path)
    };
    let file = match open() {
        Err(_) if std::fs::symlink_metadata(path).is_ok_and(|m| m.is_symlink()) => {
            std::fs::remove_file(path)?;
            open()?
        }
        other => other?,
    };
    if let Some(what) = not_regular(file.metadata()?.file_type()) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("it is {what}, not a lock file"),
        ));
    }
    Ok(file)
}
