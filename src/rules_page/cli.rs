//! `inkomo rules GAME`: the rules page of a rule set as Markdown, in English (what
//! `docs/rules/<game>.md` holds).

use std::process::ExitCode;

use super::markdown::{English, markdown};
use crate::rules::GameId;

/// Prints the rules page of `game` (exit 0), or says why there is none (exit 2: an unknown
/// game, or the Isolo men's game, which is listed but has no sourced rules).
pub fn rules(game: &str) -> ExitCode {
    match GameId::parse(game) {
        Ok(id) => {
            print!("{}", markdown(id, &English));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("inkomo rules: {e}");
            ExitCode::from(2)
        }
    }
}
