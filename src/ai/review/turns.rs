//! A game cut into the move list's turns, each with the position at its start.

use crate::rules::turn::ends_turn;
use crate::rules::{Action, Game, Player};

/// One turn of a game: the move list's row.
#[derive(Clone, Debug)]
pub struct Turn {
    /// The index of its first action in the game.
    pub first: usize,
    /// Who moved.
    pub mover: Player,
    /// Its actions (the last turn of an unfinished game may still wait for a decision).
    pub actions: Vec<Action>,
    /// The game at its start.
    pub before: Game,
}

impl Turn {
    /// The game once the turn's actions are done.
    pub fn after(&self) -> Game {
        let mut game = self.before.clone();
        for &a in &self.actions {
            if game.apply(a).is_err() {
                break;
            }
        }
        game
    }
}

/// The turns of the game played from `start` with `actions`, up to the first action the
/// rules refuse.
pub fn turns(start: &Game, actions: &[Action]) -> Vec<Turn> {
    let mut out: Vec<Turn> = Vec::new();
    let mut game = start.clone();
    let mut open = false;
    for (k, &action) in actions.iter().enumerate() {
        if !open {
            out.push(Turn {
                first: k,
                mover: game.to_act(),
                actions: Vec::new(),
                before: game.clone(),
            });
        }
        let actor = game.to_act();
        let Ok(effects) = game.apply(action) else {
            break;
        };
        if let Some(turn) = out.last_mut() {
            turn.actions.push(action);
        }
        open = !ends_turn(actor, action, &effects, &game);
    }
    if out.last().is_some_and(|t| t.actions.is_empty()) {
        out.pop();
    }
    out
}
