//! Stepping through a game: every action with the game before and after it and its effects,
//! by action, by effect and by turn (the replay mode of the app and `inkomo replay`).

use std::ops::Range;

use crate::rules::mancala::Decision;
use crate::rules::{
    Action, Effect, EffectKind, Family, Game, IllegalAction, MancalaAction, MancalaEffect, Player,
};

/// Whether the turn of the player who played `action` is over after it.
///
/// A turn ends when the engine says so (a mancala `TurnEnded`, a pass, the end of the game)
/// or, in the morris games, when the other player is to act. A mancala turn goes on through
/// the opponent's ndakubye/keep answer and the mover's further decisions.
pub fn ends_turn(before: &Game, action: Action, effects: &[Effect], after: &Game) -> bool {
    let marked = effects.iter().any(|e| {
        matches!(
            e.kind,
            EffectKind::Passed(_)
                | EffectKind::GameOver(_)
                | EffectKind::Mancala(MancalaEffect::TurnEnded { .. })
        )
    });
    if marked || after.is_over() {
        return true;
    }
    if after.to_act() == before.to_act() {
        return false;
    }
    match before.id().family() {
        Family::Morris => true,
        Family::Mancala => {
            // The hand passes to the opponent only for the ndakubye/keep answer, and back.
            let answering = matches!(
                action,
                Action::Mancala(MancalaAction::Ndakubye | MancalaAction::Keep)
            );
            let asked = after
                .mancala()
                .and_then(|m| m.pending())
                .is_some_and(|d| matches!(d, Decision::NdakubyeOrKeep { .. }));
            !answering && !asked
        }
    }
}

/// A place on a replay's timeline.
///
/// `effect: None` stands between actions: the first `action` actions are done. `effect:
/// Some(j)` stands inside action `action` (0-based): its effects `0..=j` have happened and at
/// least one more follows (the last effect shown is the same place as the next `None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cursor {
    /// Actions done (with `effect: None`), or the action being shown (with `Some`).
    pub action: usize,
    /// The last effect shown of the current action, if inside one.
    pub effect: Option<usize>,
}

impl Cursor {
    /// After `done` actions.
    pub fn after(done: usize) -> Cursor {
        Cursor {
            action: done,
            effect: None,
        }
    }
}

/// A game replayed action by action, with every intermediate game kept for free stepping.
#[derive(Clone, Debug)]
pub struct Replay {
    /// `games[k]` is the game after `k` actions; `games[0]` is the start.
    games: Vec<Game>,
    actions: Vec<Action>,
    effects: Vec<Vec<Effect>>,
    /// Turn boundaries: 0, the index after each turn, ..., `actions.len()`.
    boundaries: Vec<usize>,
}

impl Replay {
    /// Replays `actions` from `start`. The actions should be legal (as [`super::Loaded`]
    /// holds them); at an illegal one the replay stops there, and the stop (its 0-based index
    /// and why) comes back beside the replay of the legal prefix.
    pub fn new(start: Game, actions: &[Action]) -> (Replay, Option<(usize, IllegalAction)>) {
        let mut replay = Replay {
            games: vec![start],
            actions: Vec::with_capacity(actions.len()),
            effects: Vec::with_capacity(actions.len()),
            boundaries: vec![0],
        };
        let mut stop = None;
        for (i, &action) in actions.iter().enumerate() {
            let before = &replay.games[i];
            let mut after = before.clone();
            match after.apply(action) {
                Ok(effects) => {
                    if ends_turn(before, action, &effects, &after) {
                        replay.boundaries.push(i + 1);
                    }
                    replay.actions.push(action);
                    replay.effects.push(effects);
                    replay.games.push(after);
                }
                Err(err) => {
                    stop = Some((i, err));
                    break;
                }
            }
        }
        replay.close_last_turn();
        (replay, stop)
    }

    fn close_last_turn(&mut self) {
        if self.boundaries.last() != Some(&self.actions.len()) {
            self.boundaries.push(self.actions.len());
        }
    }

    /// How many actions.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether there are no actions.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The start of the game.
    pub fn start(&self) -> &Game {
        &self.games[0]
    }

    /// The game after all actions.
    pub fn end(&self) -> &Game {
        &self.games[self.games.len() - 1]
    }

    /// The game after `done` actions (clamped to the end).
    pub fn game_after(&self, done: usize) -> &Game {
        &self.games[done.min(self.actions.len())]
    }

    /// Action `index` (0-based).
    pub fn action(&self, index: usize) -> Option<Action> {
        self.actions.get(index).copied()
    }

    /// Every action, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The effects of action `index`, in order (empty past the end).
    pub fn effects(&self, index: usize) -> &[Effect] {
        self.effects.get(index).map_or(&[], |e| e.as_slice())
    }

    /// Who played action `index`.
    pub fn player(&self, index: usize) -> Option<Player> {
        (index < self.actions.len()).then(|| self.games[index].to_act())
    }

    /// The turns as index ranges of actions, in order.
    pub fn turns(&self) -> impl Iterator<Item = Range<usize>> + '_ {
        self.boundaries.windows(2).map(|w| w[0]..w[1])
    }

    /// How many turns.
    pub fn turn_count(&self) -> usize {
        self.boundaries.len() - 1
    }

    /// The turn (0-based) that holds action `index`.
    pub fn turn_of(&self, index: usize) -> usize {
        self.boundaries
            .partition_point(|&b| b <= index)
            .saturating_sub(1)
            .min(self.turn_count().saturating_sub(1))
    }

    /// The board the UI shows at `cursor`: between actions the game itself; inside action k
    /// the game before it, on which the shown effects are animated.
    pub fn game_at(&self, cursor: Cursor) -> &Game {
        self.game_after(cursor.action)
    }

    /// The effects shown at `cursor` for the action in progress (empty between actions).
    pub fn shown_effects(&self, cursor: Cursor) -> &[Effect] {
        match cursor.effect {
            None => &[],
            Some(j) => {
                let effects = self.effects(cursor.action);
                &effects[..(j + 1).min(effects.len())]
            }
        }
    }

    /// The first place: the start.
    pub fn first(&self) -> Cursor {
        Cursor::after(0)
    }

    /// The last place: every action done.
    pub fn last(&self) -> Cursor {
        Cursor::after(self.actions.len())
    }

    /// Keeps a cursor inside the timeline.
    pub fn clamp(&self, cursor: Cursor) -> Cursor {
        if cursor.action >= self.actions.len() {
            return self.last();
        }
        match cursor.effect {
            Some(j) if j + 1 >= self.effects(cursor.action).len() => {
                Cursor::after(cursor.action + 1)
            }
            _ => cursor,
        }
    }

    /// One effect forward (or to the next action when an action has one effect or none).
    pub fn next_effect(&self, cursor: Cursor) -> Cursor {
        let c = self.clamp(cursor);
        if c.action >= self.actions.len() {
            return c;
        }
        let n = self.effects(c.action).len();
        let next = c.effect.map_or(0, |j| j + 1);
        if next + 1 < n {
            Cursor {
                action: c.action,
                effect: Some(next),
            }
        } else {
            Cursor::after(c.action + 1)
        }
    }

    /// One effect back.
    pub fn prev_effect(&self, cursor: Cursor) -> Cursor {
        let c = self.clamp(cursor);
        match c.effect {
            Some(0) => Cursor::after(c.action),
            Some(j) => Cursor {
                action: c.action,
                effect: Some(j - 1),
            },
            None if c.action == 0 => c,
            None => {
                let k = c.action - 1;
                let n = self.effects(k).len();
                if n > 1 {
                    Cursor {
                        action: k,
                        effect: Some(n - 2),
                    }
                } else {
                    Cursor::after(k)
                }
            }
        }
    }

    /// To the end of the current action (or of the next one, between actions).
    pub fn next_action(&self, cursor: Cursor) -> Cursor {
        let c = self.clamp(cursor);
        Cursor::after((c.action + 1).min(self.actions.len()))
    }

    /// To the start of the current action (or of the previous one, between actions).
    pub fn prev_action(&self, cursor: Cursor) -> Cursor {
        let c = self.clamp(cursor);
        match c.effect {
            Some(_) => Cursor::after(c.action),
            None => Cursor::after(c.action.saturating_sub(1)),
        }
    }

    /// To the end of the current turn (or of the next one, between turns).
    pub fn next_turn(&self, cursor: Cursor) -> Cursor {
        let c = self.clamp(cursor);
        let b = self
            .boundaries
            .iter()
            .copied()
            .find(|&b| b > c.action)
            .unwrap_or(self.actions.len());
        Cursor::after(b)
    }

    /// To the start of the current turn (or of the previous one, between turns).
    pub fn prev_turn(&self, cursor: Cursor) -> Cursor {
        let c = self.clamp(cursor);
        let b = self
            .boundaries
            .iter()
            .rev()
            .copied()
            .find(|&b| {
                if c.effect.is_some() {
                    b <= c.action
                } else {
                    b < c.action
                }
            })
            .unwrap_or(0);
        Cursor::after(b)
    }
}
