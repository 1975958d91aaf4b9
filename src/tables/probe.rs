//! What the tables say about a game: the value of the position for the player to act and the
//! best action, with the three-against-three counter applied (docs/readings.md, M8 in
//! docs/readings.md).
//!
//! The tables hold positions at the start of a turn. Everything else is asked of the engine:
//! each legal action is applied to a copy of the game, so passes, removals, repetition and
//! the counter are the engine's own, and only the position reached is looked up. A move's
//! value counts its own ply; a removal completes the move before it, so a removal that
//! leaves the opponent two tokens is a win in one.
//!
//! The counter: a 3-against-3 table value is a distance from the position; the game is
//! drawn when the counter reaches its limit, so a win (or loss) that needs more plies than
//! the counter has left is reported as a draw ([`Value::within`]). The best action is then
//! still the one that keeps the best value the counter allows.

use super::{Tables, Value};
use crate::rules::morris::{MorrisGame, Phase};
use crate::rules::{Action, Game, NoEffects, Options, Outcome, Player};

/// The tables' verdict on a game position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The value for the player to act, under the counter.
    pub value: Value,
    /// The action that keeps it: the shortest win, the longest loss, a draw held.
    pub best: Action,
}

/// The tables of one rule set, asked about games.
pub struct Probe<'a> {
    tables: &'a Tables,
}

impl<'a> Probe<'a> {
    /// Asks `tables`.
    pub fn new(tables: &'a Tables) -> Probe<'a> {
        Probe { tables }
    }

    /// The morris game behind `game` if the tables are about it: the same rule set under its
    /// default options, the movement phase, nothing in hand, not over, and both sides with
    /// three to `K` tokens on the board.
    fn covered<'g>(&self, game: &'g Game) -> Option<&'g MorrisGame> {
        let m = game.morris()?;
        let id = game.id();
        if id != self.tables.game()
            || *game.options() != Options::defaults(id)
            || m.phase() != Phase::Movement
            || m.outcome().is_some()
            || Player::BOTH.iter().any(|&p| m.in_hand(p) != 0)
        {
            return None;
        }
        let k = self.tables.max();
        let counts = Player::BOTH.map(|p| m.position_core().on_board(p) as u32);
        counts.iter().all(|c| (3..=k).contains(c)).then_some(m)
    }

    /// The value at the start of a turn, for the player to act, under the counter.
    fn at_turn(&self, m: &MorrisGame) -> Option<Value> {
        let me = m.to_act();
        let core = m.position_core();
        let (mine, theirs) = (core.tokens(me), core.tokens(me.other()));
        let raw = self.tables.value(mine, theirs)?;
        if mine.count_ones() == 3 && theirs.count_ones() == 3 {
            let limit = self.tables.layout().moves.three_v_three_plies;
            let used = u32::from(core.three_v_three_moves());
            Some(raw.within(limit.saturating_sub(used)))
        } else {
            Some(raw)
        }
    }

    /// The value of the game after `me` acted, from `me`'s side, counting the ply of the move
    /// that is under way or complete.
    fn after(&self, game: &Game, me: Player) -> Option<Value> {
        if let Some(outcome) = game.outcome() {
            return Some(match outcome {
                Outcome::Win { winner, .. } if winner == me => Value::Win(1),
                Outcome::Win { .. } => Value::Loss(1),
                Outcome::Draw(_) => Value::Draw,
            });
        }
        let m = game.morris()?;
        if m.removals_due() > 0 {
            return self.best(game).map(|(v, _)| v);
        }
        let v = self.at_turn(m)?;
        Some(if m.to_act() == me {
            // The opponent passed: the same side moves again, one ply later.
            match v {
                Value::Win(d) => Value::Win(d + 1),
                Value::Loss(d) => Value::Loss(d + 1),
                Value::Draw => Value::Draw,
            }
        } else {
            v.before_move()
        })
    }

    /// The best action and its value, by trying each legal action on a copy of the game.
    fn best(&self, game: &Game) -> Option<(Value, Action)> {
        let me = game.to_act();
        let mut best: Option<(Value, Action)> = None;
        for &action in game.legal_actions().as_slice() {
            let mut next = game.clone();
            next.apply_with(action, &mut NoEffects).ok()?;
            let v = self.after(&next, me)?;
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, action));
            }
        }
        best
    }

    /// The verdict on `game`, if the tables cover it: at the start of a turn or at a
    /// removal after a capture line.
    pub fn verdict(&self, game: &Game) -> Option<Verdict> {
        self.covered(game)?;
        let (value, best) = self.best(game)?;
        Some(Verdict { value, best })
    }

    /// The value for `me` of `after`, the game once `me`'s move is complete (a review asks
    /// what a move played was worth): the move's own ply counted, a pass of the opponent
    /// included, a game over as a win, loss or draw in one. `None` outside the tables.
    pub fn value_after(&self, after: &Game, me: Player) -> Option<Value> {
        if after.outcome().is_none() {
            self.covered(after)?;
        }
        self.after(after, me)
    }

    /// The value of the position for the player to act as the tables store it (no move
    /// tried, counter applied); `None` at a removal or outside the tables.
    pub fn value(&self, game: &Game) -> Option<Value> {
        let m = self.covered(game)?;
        if m.removals_due() > 0 {
            return None;
        }
        self.at_turn(m)
    }
}
