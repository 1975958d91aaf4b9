//! Text formats shared by records, the CLI, tests and the move list
//! (docs/architecture.md, Notation).
//!
//! Actions: morris `d6`, `a1-a4`, `xa4`; mancala `i3`, `i3*`, `take`, `ndahise`, `ndakubye`,
//! `keep`, `cw`, `ccw`, `set:o1,..,o8/i1,..,i8`. A move list is actions separated by spaces.
//! Positions: one line per game family, printed and parsed by the family's game module.

use super::{Action, Family, GameId, MancalaAction, MorrisAction};

mod error;
pub use error::{NotationError, RangeError, parse_decimal};

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
