//! The endgame tables in play: where the installed tables cover the position, the Master
//! level and the hint play their best action instead of searching (shortest win, longest
//! loss, a draw held), and the hint can say what the position is worth exactly.

use std::time::Instant;

use super::search::{Analysis, WIN};
use crate::rules::Game;
use crate::tables::{Probe, Value, Verdict, shared};

/// The tables' verdict on `game`, if tables of its rule set are installed and cover it.
pub fn verdict(game: &Game) -> Option<Verdict> {
    let tables = shared::get(game.id())?;
    Probe::new(&tables).verdict(game)
}

/// The value of `game`'s position for the player to act from the installed tables (one
/// look-up, cheap enough for every frame), the counter applied; `None` where they do not
/// cover it or at a removal.
pub fn position_value(game: &Game) -> Option<Value> {
    let tables = shared::get(game.id())?;
    Probe::new(&tables).value(game)
}

/// The value of `game` for `player` from the installed tables, whoever is to act: at the
/// start of a turn or at a removal after a capture line (then the best removal's value).
/// `None` where the tables do not cover it. The lesson referee prunes its exact search with
/// it: a position the tables call drawn or lost for the learner is no forced win.
pub fn value_for(game: &Game, player: crate::rules::Player) -> Option<Value> {
    let tables = shared::get(game.id())?;
    let probe = Probe::new(&tables);
    let value = match probe.value(game) {
        Some(v) => v,
        None => probe.verdict(game)?.value,
    };
    Some(if game.to_act() == player {
        value
    } else {
        value.negate()
    })
}

/// A table value as a search score (a win sooner scores higher, a loss later higher).
pub fn score(value: Value) -> i32 {
    match value {
        Value::Win(d) => WIN - i32::from(d),
        Value::Loss(d) => -WIN + i32::from(d),
        Value::Draw => 0,
    }
}

/// The analysis the tables give for `game`, if they cover it.
pub fn analysis(game: &Game) -> Option<Analysis> {
    let start = Instant::now();
    let v = verdict(game)?;
    Some(Analysis {
        best: Some(v.best),
        score: score(v.value),
        depth: 0,
        nodes: 0,
        elapsed: start.elapsed(),
        cancelled: false,
        exact: Some(v.value),
    })
}
