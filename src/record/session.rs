//! Making a record from a game played in the app or the CLI.

use super::FORMAT;
use super::format::{Dates, Players, Record, RecordResult};
use super::replay::ends_turn;
use crate::rules::{Action, Game, IllegalAction};

impl Record {
    /// The record of a game played from `start` with `actions`: every option value, the start
    /// position if it is not the rule set's own, the actions grouped by turn, and the result
    /// the rules give. The actions are replayed to group them and to find the result; an
    /// illegal one is returned with its index (0-based).
    pub fn from_session(
        start: &Game,
        actions: &[Action],
        players: Players,
        dates: Dates,
    ) -> Result<Record, (usize, IllegalAction)> {
        let id = start.id();
        let options = *start.options();
        let standard = Game::new(id, options);
        let start_text = start.position();
        let mut game = start.clone();
        let mut turns = Vec::new();
        let mut turn: Vec<String> = Vec::new();
        for (i, &action) in actions.iter().enumerate() {
            let before = game.clone();
            let effects = game.apply(action).map_err(|e| (i, e))?;
            turn.push(action.to_string());
            if ends_turn(&before, action, &effects, &game) {
                turns.push(turn.join(" "));
                turn.clear();
            }
        }
        if !turn.is_empty() {
            turns.push(turn.join(" "));
        }
        Ok(Record {
            format: FORMAT,
            game: id.as_str().to_string(),
            options: options
                .pairs()
                .into_iter()
                .map(|(name, value)| format!("{name}={value}"))
                .collect(),
            players,
            dates,
            start: (start_text != standard.position()).then_some(start_text),
            actions: turns,
            result: RecordResult::of(game.outcome()).to_string(),
            note: String::new(),
        })
    }
}
