//! What every game's notation shares: plain decimal numbers and the error that names the
//! token that could not be read. Apart from the action parsers, so that the game modules,
//! which print and parse their own positions, use it without using the parsers that use them.

use std::fmt;

use crate::text::echo;

/// A number written in plain decimal digits (`0`..`9` only: no sign, no space, not empty),
/// as every count in the notation is: `+4` or ` 4` is not a seed count. `None` if `text` is
/// not such a number or does not fit `T`.
pub fn parse_decimal<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// Text that could not be read: names the offending token and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// The token that is wrong.
    pub token: String,
    /// What was expected instead.
    pub expected: String,
    /// The larger token it belongs to, if any (e.g. the action that holds a bad point).
    pub within: Option<String>,
    /// The index of the token in a list (a move list or a position), if known.
    pub index: Option<usize>,
}

impl NotationError {
    /// An error at `token`, which should have been `expected`.
    pub fn new(token: &str, expected: &str) -> NotationError {
        NotationError {
            token: token.to_string(),
            expected: expected.to_string(),
            within: None,
            index: None,
        }
    }

    /// Adds the larger token that holds the bad one.
    pub fn within(mut self, outer: &str) -> NotationError {
        if outer != self.token {
            self.within = Some(outer.to_string());
        }
        self
    }

    /// Adds the index of the token in its list.
    pub fn at_index(mut self, index: usize) -> NotationError {
        self.index = Some(index);
        self
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The texts come from a user or a file: escaped and cut (a token may be 130 KB).
        match (self.token.is_empty(), &self.within) {
            // An empty part of a larger token: the larger token stops too early (`x`, `a1-`).
            (true, Some(outer)) => write!(f, "'{}' is incomplete", echo(outer))?,
            (true, None) => f.write_str("a token is missing")?,
            (false, within) => {
                write!(f, "bad token '{}'", echo(&self.token))?;
                if let Some(outer) = within {
                    write!(f, " in '{}'", echo(outer))?;
                }
            }
        }
        if let Some(index) = self.index {
            write!(f, " (token {})", index + 1)?;
        }
        write!(f, ": expected {}", self.expected)
    }
}

impl std::error::Error for NotationError {}

/// An index that names no point or pit: a value from outside (a file, a table, a caller) that
/// is past the end of the board. Refused when a typed point or pit is made from a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangeError {
    /// What the index should have named (`morris point`, `mancala pit`, `local pit`).
    pub what: &'static str,
    /// The index given.
    pub index: usize,
    /// How many there are: valid indices are `0..count`.
    pub count: usize,
}

impl RangeError {
    /// `index` names no `what`; there are `count` of them.
    pub const fn new(what: &'static str, index: usize, count: usize) -> RangeError {
        RangeError { what, index, count }
    }
}

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "there is no {} with index {} (0..={})",
            self.what,
            self.index,
            self.count.saturating_sub(1)
        )
    }
}

impl std::error::Error for RangeError {}
