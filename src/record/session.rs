//! Making a record from a game played in the app or the CLI.

use super::FORMAT;
use super::format::{Dates, Players, Record, RecordResult};
use super::history::History;
use crate::rules::{Action, Game, IllegalAction};

impl Record {
    /// The record of a game played from `start` with `actions`: every option value, the start
    /// position if it is not the rule set's own, the actions grouped by turn, and the result
    /// the rules give. The actions are replayed to group them and to find the result.
    ///
    /// # Errors
    ///
    /// An illegal action, with its index (0-based).
    pub fn from_session(
        start: &Game,
        actions: &[Action],
        players: Players,
        dates: Dates,
    ) -> Result<Record, (usize, IllegalAction)> {
        let (history, stop) = History::replay(start.clone(), actions);
        if let Some(stop) = stop {
            return Err(stop);
        }
        Ok(Record::from_history(&history, players, dates))
    }

    /// The record of the actions done in `history` (those up to its cursor), as
    /// [`Record::from_session`] makes it.
    pub fn from_history(history: &History, players: Players, dates: Dates) -> Record {
        let start = history.start();
        let id = start.id();
        let options = *start.options();
        let standard = Game::new(id, options);
        let start_text = start.position();
        let done = history.cursor();
        let mut turns = Vec::new();
        for turn in history.turns() {
            if turn.start >= done {
                break;
            }
            let texts: Vec<String> = history.actions()[turn.start..turn.end.min(done)]
                .iter()
                .map(Action::to_string)
                .collect();
            turns.push(texts.join(" "));
        }
        let game = history.game();
        Record {
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
            review: None,
        }
    }
}
