//! Puzzles: positions mined from the endgame tables (morris) and from the exact search
//! (mancala), kept in one collection file per rule set (`assets/puzzles/<game>.ron`, the
//! format in docs/lessons.md, 14) and played as one-exercise lessons.
//!
//! A puzzle is "win within `par` of your turns against any defence" (the lesson goal
//! [`Goal::Win`]): judged by value, so any line that keeps the forced win passes, not one
//! stored move. Loading a puzzle verifies it like a lesson and more: the position is a forced
//! win in exactly `par` turns (not fewer), and exactly `answers` first actions keep it (one
//! for every mined puzzle: a unique best move). Puzzles from the tables are checked against
//! the tables (the referee's search is pruned and ordered by them, so it is exact and fast).
//!
//! * [`file`](mod@file): the collection file and its check; [`mine`]: the miner (`inkomo lesson mine`).

pub mod file;
pub mod mine;

use serde::{Deserialize, Serialize};

use super::goal::{Goal, Referee, Task};
use crate::rules::turn::ends_turn;
use crate::rules::{Action, Game, GameId};
use crate::tables::{self, Tables, shared};

pub use file::{
    Collection, PuzzleFile, collection, collections, find, load_collection, next_puzzle, title_of,
};

/// The message id of every puzzle's title ("Puzzle 17"; `$number`, `$turns`).
pub const TITLE: &str = "puzzle-title";
/// The message id of every puzzle's summary ("Win in 3 turns"; `$turns`).
pub const SUMMARY: &str = "puzzle-summary";
/// The message id of every puzzle's task, said on the board (`$turns`).
pub const TEXT: &str = "puzzle-win";

/// The most turns a puzzle may ask for: the exact search proves up to this many at once.
pub const MAX_PAR: u8 = 5;

/// How a puzzle's answer is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// From the morris endgame tables (K = 4 suffice: three or four tokens a side).
    Tables,
    /// From the exact search of the lesson referee (mancala).
    Search,
}

/// What a loaded lesson knows of the puzzle it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleInfo {
    /// Its number in the collection, from 1 (the order of the file).
    pub number: u16,
    /// The learner turns of the shortest forced win (the difficulty).
    pub par: u8,
    /// How many first actions keep the forced win.
    pub answers: u8,
    /// How its answer is known.
    pub source: Source,
}

/// The most tokens a side the tables for puzzles cover.
pub const TABLE_MAX: u32 = 4;

/// Makes the tables of `game` available for judging its puzzles: the installed ones if they
/// reach [`TABLE_MAX`], else K = 4 built now (seconds) and installed for the process.
/// `None` for a rule set without tables.
pub fn ensure_tables(game: GameId) -> Option<std::sync::Arc<Tables>> {
    if !tables::GAMES.contains(&game) {
        return None;
    }
    if let Some(t) = shared::get(game).filter(|t| t.max() >= TABLE_MAX) {
        return Some(t);
    }
    Tables::build(game, TABLE_MAX, &mut |_, _| true)
        .ok()
        .map(shared::install)
}

/// The win task of a puzzle of `par` turns.
pub fn task(par: u8) -> Task {
    Task {
        goal: Goal::Win,
        par,
    }
}

/// The learner's first actions from `start` after which he can still force the win within
/// `par` of his turns (this turn counted), whatever the opponent does. `None` when the
/// search ran out of budget.
pub fn winning_first_actions(start: &Game, par: u8, referee: &mut Referee) -> Option<Vec<Action>> {
    let learner = start.to_act();
    let mut out = Vec::new();
    for &action in start.legal_actions().iter() {
        let mut next = start.clone();
        let Ok(effects) = next.apply(action) else {
            continue;
        };
        let left = if ends_turn(learner, action, &effects, &next) {
            par - 1
        } else {
            par
        };
        let wins = referee.forced_win(&next, learner, left);
        if referee.exhausted() {
            return None;
        }
        if wins {
            out.push(action);
        }
    }
    Some(out)
}
