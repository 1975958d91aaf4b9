//! Reading a game and its rule options from the command line, shared by every subcommand
//! that takes `GAME [--option NAME=VALUE]…`.

use crate::rules::{GameId, Options};
use crate::text::echo;

/// Reads `--game` and `--option` into a game id and options, or a message for the user. An
/// option given twice is refused, as records refuse it: which of the two was meant is not
/// for the program to guess.
///
/// # Errors
///
/// The message to print when the game id or an option is wrong.
pub fn game_and_options(game: &str, pairs: &[String]) -> Result<(GameId, Options), String> {
    let id = GameId::parse(game).map_err(|e| e.to_string())?;
    let mut options = Options::defaults(id);
    let mut seen = std::collections::HashSet::new();
    for pair in pairs {
        options
            .set_pair(pair)
            .map_err(|e| format!("--option: {e}"))?;
        let name = pair
            .split_once('=')
            .map_or(pair.as_str(), |(n, _)| n)
            .trim();
        if !seen.insert(name) {
            return Err(format!(
                "--option: '{}' is given more than once",
                echo(name)
            ));
        }
    }
    Ok((id, options))
}
