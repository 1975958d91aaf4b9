//! Stepping through a game by action, by effect and by turn (the replay mode of the app and
//! `inkomo replay`): a [`Cursor`] on a [`History`]'s timeline.

use std::ops::Deref;

use super::history::History;
use crate::rules::{Action, Effect, Game, IllegalAction};

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

/// A recorded game to step through: a [`History`] of the actions (derefs to it, where the
/// stepping lives), the cursor at the end.
#[derive(Clone, Debug)]
pub struct Replay(History);

impl Replay {
    /// Replays `actions` from `start`. The actions should be legal (as [`super::Loaded`]
    /// holds them); at an illegal one the replay stops there, and the stop (its 0-based index
    /// and why) comes back beside the replay of the legal prefix.
    pub fn new(start: Game, actions: &[Action]) -> (Replay, Option<(usize, IllegalAction)>) {
        let (history, stop) = History::replay(start, actions);
        (Replay(history), stop)
    }

    /// The history being stepped through.
    pub fn history(&self) -> &History {
        &self.0
    }

    /// The history, to play on or keep.
    pub fn into_history(self) -> History {
        self.0
    }
}

impl From<History> for Replay {
    /// Steps through `history` from its start (its cursor is not kept: a replay stands at
    /// its end).
    fn from(mut history: History) -> Replay {
        history.jump(history.len());
        Replay(history)
    }
}

impl Deref for Replay {
    type Target = History;
    fn deref(&self) -> &History {
        &self.0
    }
}

impl History {
    /// The board the UI shows at `cursor`: between actions the game itself; inside action k
    /// the game before it, on which the shown effects are animated.
    pub fn game_at(&self, cursor: Cursor) -> Game {
        self.game_after(cursor.action)
    }

    /// The effects shown at `cursor` for the action in progress (empty between actions).
    pub fn shown_effects(&self, cursor: Cursor) -> Vec<Effect> {
        match cursor.effect {
            None => Vec::new(),
            Some(j) => {
                let mut effects = self.effects(cursor.action);
                effects.truncate(j + 1);
                effects
            }
        }
    }

    /// The first place: the start.
    pub fn first(&self) -> Cursor {
        Cursor::after(0)
    }

    /// The last place: every action done.
    pub fn last(&self) -> Cursor {
        Cursor::after(self.len())
    }

    /// Keeps a cursor inside the timeline.
    pub fn clamp(&self, cursor: Cursor) -> Cursor {
        if cursor.action >= self.len() {
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
        if c.action >= self.len() {
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
        Cursor::after((c.action + 1).min(self.len()))
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
        let n = self.len();
        let b = (c.action..n)
            .find(|&k| self.turn_ends()[k])
            .map_or(n, |k| k + 1);
        Cursor::after(b)
    }

    /// To the start of the current turn (or of the previous one, between turns).
    pub fn prev_turn(&self, cursor: Cursor) -> Cursor {
        let c = self.clamp(cursor);
        // A turn boundary before the action the cursor is in, or before the last one done.
        let before = if c.effect.is_some() {
            c.action + 1
        } else {
            c.action
        };
        Cursor::after(self.turn_start(before))
    }
}
