//! The one way Inkomo reads a file it did not just write, and the one way it writes one.
//!
//! Every file of the data folder and every file a user names may be hostile or broken: a
//! named pipe (opening it for reading waits for a writer forever), a symlink to `/dev/zero`
//! (endless), a device, a folder, a file of gigabytes, a symlink that leads a write out of
//! the data folder. So:
//!
//! - [`read_file`] reads regular files only: the path is looked at first, then opened with
//!   `O_NONBLOCK` (a pipe swapped in between does not block either) and looked at again on
//!   the open file (`fstat`); at most [`Kind::limit`] bytes are read (`take(limit + 1)`, so a
//!   file that lies about its size, like those of `/proc`, is caught too).
//! - [`write_atomic`] writes a temp file of its own beside the target (created new, never
//!   through a symlink), flushes it, renames it over the target and flushes the folder: a
//!   crash leaves the old file or the new one, never an empty one, and a symlink in the
//!   target's place is replaced, not written through.
//!
//! Texts read from such files are cleaned before they reach a terminal or the screen: see
//! [`crate::text`].

mod write;

use std::fmt;
use std::fs::FileType;
use std::io::{self, Read};
use std::path::Path;

pub(crate) use write::create_dir;
pub use write::{explain, write_atomic};

/// What a file is for: each kind has its own size limit ([`Kind::limit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A game record (10 MB: a real game is a few kilobytes).
    Record,
    /// A lesson file (1 MB).
    Lesson,
    /// The app's settings (256 KB).
    Settings,
    /// The recent-files list (64 KB: ten paths).
    Recent,
    /// The lesson progress (1 MB).
    Progress,
    /// An endgame table (256 MB).
    Tables,
    /// The folder lock, which holds a process id (64 bytes).
    Lock,
}

impl Kind {
    /// The most bytes read of a file of this kind: a larger file is refused.
    pub const fn limit(self) -> u64 {
        const KB: u64 = 1024;
        const MB: u64 = 1024 * KB;
        match self {
            Kind::Record => 10 * MB,
            Kind::Lesson | Kind::Progress => MB,
            Kind::Settings => 256 * KB,
            Kind::Recent => 64 * KB,
            Kind::Tables => 256 * MB,
            Kind::Lock => 64,
        }
    }
}

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// The system's error (missing, no permission, ...).
    Io(io::Error),
    /// The path is not a regular file: what it is instead (`a folder`, `a named pipe
    /// (FIFO)`, `a socket`, `a device`).
    NotRegular(&'static str),
    /// The file is larger than its kind allows.
    TooLarge {
        /// Its size in bytes (at least).
        bytes: u64,
        /// The limit of its kind.
        limit: u64,
    },
    /// The file is not UTF-8 text (only from [`read_text`]).
    NotText,
}

impl ReadError {
    /// The kind of system error this is, or stands for.
    pub fn kind(&self) -> io::ErrorKind {
        match self {
            ReadError::Io(e) => e.kind(),
            ReadError::NotRegular("a folder") => io::ErrorKind::IsADirectory,
            ReadError::NotRegular(_) => io::ErrorKind::InvalidInput,
            ReadError::TooLarge { .. } => io::ErrorKind::FileTooLarge,
            ReadError::NotText => io::ErrorKind::InvalidData,
        }
    }

    /// Whether the file is simply not there (a first start, not a problem).
    pub fn is_missing(&self) -> bool {
        matches!(self, ReadError::Io(e) if e.kind() == io::ErrorKind::NotFound)
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "{e}"),
            ReadError::NotRegular(what) => write!(f, "it is {what}, not a regular file"),
            ReadError::TooLarge { bytes, limit } => {
                write!(f, "the file is {bytes} bytes; at most {limit} are read")
            }
            ReadError::NotText => f.write_str("it is not UTF-8 text"),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        ReadError::Io(e)
    }
}

/// What a path is, when it is not a regular file: `None` for a regular file.
pub fn not_regular(file_type: FileType) -> Option<&'static str> {
    if file_type.is_file() {
        return None;
    }
    if file_type.is_dir() {
        return Some("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return Some("a named pipe (FIFO)");
        }
        if file_type.is_socket() {
            return Some("a socket");
        }
        if file_type.is_block_device() || file_type.is_char_device() {
            return Some("a device");
        }
    }
    Some("not a regular file")
}

/// Reads the file at `path`: a regular file only (a symlink to one is followed; to a pipe
/// or a device it is refused), never waiting on it, at most `kind`'s [`Kind::limit`] bytes.
///
/// # Errors
///
/// [`ReadError`]: the system's error, not a regular file, or too large.
pub fn read_file(path: &Path, kind: Kind) -> Result<Vec<u8>, ReadError> {
    let limit = kind.limit();
    // Looked at before opening: opening a named pipe blocks until someone writes to it.
    if let Some(what) = not_regular(std::fs::metadata(path)?.file_type()) {
        return Err(ReadError::NotRegular(what));
    }
    let mut open = std::fs::OpenOptions::new();
    open.read(true);
    // Should the path become a pipe between the look and the open, the open must not wait
    // either; on a regular file the flag changes nothing.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut open, libc::O_NONBLOCK);
    let file = open.open(path)?;
    let meta = file.metadata()?;
    if let Some(what) = not_regular(meta.file_type()) {
        return Err(ReadError::NotRegular(what));
    }
    let size = meta.len();
    if size > limit {
        return Err(ReadError::TooLarge { bytes: size, limit });
    }
    // A file may grow or lie about its size (/proc): read at most one byte too many.
    let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            bytes: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

/// Reads the file at `path` as UTF-8 text (see [`read_file`]); a leading byte-order mark is
/// dropped.
///
/// # Errors
///
/// As [`read_file`], and [`ReadError::NotText`].
pub fn read_text(path: &Path, kind: Kind) -> Result<String, ReadError> {
    let bytes = read_file(path, kind)?;
    let text = String::from_utf8(bytes).map_err(|_| ReadError::NotText)?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

#[cfg(all(test, unix))]
mod tests;
