//! Text formats shared by records, the CLI, tests and the move list
//! (docs/architecture.md, Notation).
//!
//! Actions: morris `d6`, `a1-a4`, `xa4`; mancala `i3`, `i3*`, `take`, `ndahise`, `ndakubye`,
//! `keep`, `cw`, `ccw`, `set:o1,..,o8/i1,..,i8`. A move list is actions separated by spaces.
//! Positions: one line per game family, printed and parsed by the family's game module.

use std::fmt;

use super::{Action, Family, GameId, MancalaAction, MorrisAction};
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

/// Parses one action of `game`.
///
/// # Errors
///
/// Where the text is not an action of the game's notation.
pub fn parse_action(game: GameId, text: &str) -> Result<Action, NotationError> {
    match game.family() {
        Family::Morris => {
            let points = if game == GameId::Isisuthu { 25 } else { 24 };
            MorrisAction::parse(text, points).map(Action::Morris)
        }
        Family::Mancala => MancalaAction::parse(text).map(Action::Mancala),
    }
}

/// Parses a move list: actions separated by white space. The error names the token and its
/// index (1-based in the message).
///
/// # Errors
///
/// The first word that is not an action of the game's notation.
pub fn parse_actions(game: GameId, text: &str) -> Result<Vec<Action>, NotationError> {
    text.split_whitespace()
        .enumerate()
        .map(|(i, token)| parse_action(game, token).map_err(|e| e.at_index(i)))
        .collect()
}

/// Prints a move list.
pub fn format_actions(actions: &[Action]) -> String {
    actions
        .iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn morris_actions_round_trip() {
        for text in ["d6", "a1-a4", "xa4", "d4", "c4-d4"] {
            let action = parse_action(GameId::Isisuthu, text).unwrap();
            assert_eq!(action.to_string(), text);
        }
        // BLAC numbers are accepted and printed as names.
        assert_eq!(
            parse_action(GameId::Isizulu, "01").unwrap().to_string(),
            "a7"
        );
    }

    #[test]
    fn errors_name_the_token() {
        let err = parse_action(GameId::Isizulu, "d4").unwrap_err();
        assert_eq!(err.token, "d4");
        let err = parse_actions(GameId::Isizulu, "a7 d7 a1-h9").unwrap_err();
        assert_eq!(err.token, "h9");
        assert_eq!(err.index, Some(2));
        let text = err.to_string();
        assert!(
            text.contains("'h9'") && text.contains("a1-h9") && text.contains("token 3"),
            "{text}"
        );
    }

    #[test]
    fn an_empty_part_says_what_is_incomplete() {
        for (game, text) in [(GameId::Isizulu, "x"), (GameId::Isizulu, "a1-")] {
            let err = parse_action(game, text).unwrap_err();
            let message = err.to_string();
            assert!(!message.contains("''"), "{message}");
            assert!(
                message.contains(&format!("'{text}' is incomplete")),
                "{message}"
            );
        }
    }

    #[test]
    fn long_and_control_tokens_are_cut_and_escaped() {
        let long = format!("{}\u{1b}[2J", "q".repeat(130_000));
        let message = parse_actions(GameId::Igisoro, &long)
            .unwrap_err()
            .to_string();
        assert!(message.len() < 400, "{} bytes", message.len());
        assert!(message.contains("characters)"), "{message}");
        let message = parse_action(GameId::Igisoro, "\u{1b}[2J")
            .unwrap_err()
            .to_string();
        assert!(!message.contains('\u{1b}'), "{message}");
        assert!(message.contains("\\u{1b}[2J"), "{message}");
    }

    #[test]
    fn decimals_are_digits_only() {
        assert_eq!(parse_decimal::<u8>("4"), Some(4));
        assert_eq!(parse_decimal::<u8>("04"), Some(4));
        for bad in ["+4", "-4", " 4", "4 ", "", "4.0", "256", "٣"] {
            assert_eq!(parse_decimal::<u8>(bad), None, "{bad}");
        }
    }
}
