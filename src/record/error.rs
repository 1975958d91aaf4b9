//! Why a record could not be loaded ([`LoadError`]): shared by the reading, the bounds, the
//! syntax messages and the loading itself, which all report through it.

use std::fmt;

use super::{FORMAT, MAX_BYTES};
use crate::rules::notation::NotationError;
use crate::rules::{OptionError, UnknownGame};
use crate::text::echo;

/// Why a text is taken for cut off (a save or a copy broken off) rather than written wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Truncation {
    /// The file is empty.
    Empty,
    /// It stops inside a text in quotes.
    InQuotes,
    /// It stops inside a comment.
    InComment,
    /// It stops where more was expected.
    MoreExpected,
    /// It stops with this many brackets still open.
    OpenBrackets(usize),
}

impl fmt::Display for Truncation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Truncation::Empty => f.write_str("the file is empty"),
            Truncation::InQuotes => f.write_str("it stops inside a text in quotes"),
            Truncation::InComment => f.write_str("it stops inside a comment"),
            Truncation::MoreExpected => f.write_str("more was expected"),
            Truncation::OpenBrackets(1) => f.write_str("a bracket is not closed"),
            Truncation::OpenBrackets(n) => write!(f, "{n} brackets are not closed"),
        }
    }
}

/// Why a record could not be loaded at all. Each message names where it went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file could not be read.
    Io {
        /// The kind of failure.
        kind: std::io::ErrorKind,
        /// The system's message.
        message: String,
    },
    /// The file is larger than [`MAX_BYTES`].
    TooLarge {
        /// Its size in bytes (at least).
        bytes: u64,
    },
    /// The file is not UTF-8 text.
    NotText {
        /// Line of the first bad byte (1-based).
        line: usize,
        /// Column of the first bad byte (1-based, in characters).
        column: usize,
        /// The file ends in the middle of a character: it was cut off, not written wrong.
        truncated: bool,
    },
    /// A text of the record is longer than a record allows (see the limits such as
    /// [`crate::record::MAX_NAME_CHARS`]).
    TooLong {
        /// The field, as messages name it (`players: first`, `options: entry 3`).
        field: String,
        /// Its length in characters.
        chars: usize,
        /// The most it may have.
        limit: usize,
    },
    /// The text is not a record in RON: a syntax error, a wrong type, a missing or unknown
    /// field, nesting deeper than [`crate::record::NESTING_LIMIT`].
    Syntax {
        /// Line (1-based).
        line: usize,
        /// Column (1-based).
        column: usize,
        /// What is wrong there.
        message: String,
        /// Why the text is taken for cut off rather than written wrong, if it is (see
        /// [`LoadError::is_truncated`]); `message` says the same in English.
        truncated: Option<Truncation>,
    },
    /// The record was made by a newer Inkomo.
    NewerFormat(u64),
    /// The `format` is not a version that ever existed (0).
    BadFormat(u64),
    /// The game id is not a playable rule set.
    UnknownGame(UnknownGame),
    /// An option name or value is wrong.
    Option {
        /// The `name=value` entry as written.
        entry: String,
        /// What is wrong with it.
        error: OptionError,
    },
    /// An option is given twice.
    DuplicateOption(String),
    /// The start position cannot be read.
    BadStart(NotationError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io { message, .. } => write!(f, "cannot read the file: {message}"),
            LoadError::TooLarge { bytes } => write!(
                f,
                "the file is {bytes} bytes; records over {MAX_BYTES} bytes (10 MB) are refused"
            ),
            LoadError::NotText {
                line,
                column,
                truncated: true,
            } => write!(
                f,
                "line {line}, column {column}: the file ends too early (truncated?): it stops in the middle of a character"
            ),
            LoadError::NotText { line, column, .. } => write!(
                f,
                "line {line}, column {column}: not UTF-8 text (a record is a RON text file)"
            ),
            LoadError::TooLong {
                field,
                chars,
                limit,
            } => write!(
                f,
                "{field}: the text is {chars} characters long; a record allows at most {limit}"
            ),
            LoadError::Syntax {
                line,
                column,
                message,
                ..
            } => write!(f, "line {line}, column {column}: {message}"),
            LoadError::NewerFormat(n) => write!(
                f,
                "made by a newer Inkomo (format {n} > {FORMAT}): update Inkomo to open it"
            ),
            LoadError::BadFormat(n) => {
                write!(f, "format {n} is not a record format (expected {FORMAT})")
            }
            LoadError::UnknownGame(e) => write!(f, "game: {e}"),
            LoadError::Option { entry, error } => {
                write!(f, "options: '{}': {error}", echo(entry))
            }
            LoadError::DuplicateOption(name) => {
                write!(f, "options: '{}' is given more than once", echo(name))
            }
            LoadError::BadStart(e) => write!(f, "start position: {e}"),
        }
    }
}

impl std::error::Error for LoadError {}

impl LoadError {
    /// Whether the file stops too early (a save or a copy broken off): its beginning may
    /// still hold a readable game (see [`crate::record::Library::readable_part`]).
    pub fn is_truncated(&self) -> bool {
        matches!(
            self,
            LoadError::Syntax {
                truncated: Some(_),
                ..
            } | LoadError::NotText {
                truncated: true,
                ..
            }
        )
    }
}

impl From<std::io::Error> for LoadError {
    fn from(e: std::io::Error) -> Self {
        LoadError::Io {
            kind: e.kind(),
            message: e.to_string(),
        }
    }
}
