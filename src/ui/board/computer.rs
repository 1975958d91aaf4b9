//! The computer's seat in the app: when it is to act, its move is asked of a worker thread
//! (`crate::ai::Worker`), and the app plays the answer once the board has finished showing
//! the previous action. The hint button asks a second worker, so that a hint never cancels
//! the computer's own thinking.
//!
//! Every request remembers the game it was made for (its rule set and its actions so far):
//! an answer that arrives after the game changed (undo, a new game, an opened record) is
//! dropped, never played.

use std::time::Duration;

use crate::ai::Worker;
use crate::rules::{Action, GameId};

use crate::ui::board::session::Session;

/// How often the app looks for the worker's answer while it thinks (the frames in between
/// are drawn at full speed; this only bounds the wait when nothing else asks for a frame).
pub const POLL_INTERVAL: Duration = Duration::from_millis(30);

/// What identifies the game a request was made for.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Mark {
    game: GameId,
    actions: Vec<Action>,
}

impl Mark {
    fn of(session: &Session) -> Mark {
        Mark {
            game: session.game_id(),
            actions: session.played().to_vec(),
        }
    }
}

/// Where the computer's move stands this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerStep {
    /// The computer is not to act.
    Idle,
    /// It is thinking.
    Thinking,
    /// It has chosen this action; play it once the animation is over.
    Ready(Action),
}

/// The computer player of the app and the hint finder.
#[derive(Default)]
pub struct Computer {
    worker: Worker,
    asked: Option<Mark>,
    chosen: Option<(Mark, Action)>,
    hints: Worker,
    hint_asked: Option<Mark>,
}

impl std::fmt::Debug for Computer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Computer")
            .field("thinking", &self.worker.is_thinking())
            .field("chosen", &self.chosen.as_ref().map(|(_, a)| a))
            .field("hint_pending", &self.hints.is_thinking())
            .finish()
    }
}

impl Computer {
    /// Looks after the computer's move in `session`: starts thinking when the computer is
    /// to act, and reports the chosen action. Never blocks.
    pub fn poll_move(&mut self, session: &Session) -> ComputerStep {
        let game = session.game();
        let level = match game.is_over() {
            true => None,
            false => session.setup().computer(game.to_act()),
        };
        let Some(level) = level else {
            self.cancel_move();
            return ComputerStep::Idle;
        };
        let mark = Mark::of(session);
        if let Some((chosen_for, action)) = &self.chosen {
            if *chosen_for == mark {
                return ComputerStep::Ready(*action);
            }
            self.chosen = None;
        }
        if self.asked.as_ref() != Some(&mark) {
            // A new position (or a changed game): ask again.
            self.worker.request(game, level);
            self.asked = Some(mark);
            return ComputerStep::Thinking;
        }
        match self.worker.poll_analysis() {
            Some(analysis) => {
                // The search always finds a move in a game that is not over; should it ever
                // not, the first legal action keeps the game going rather than stalling it.
                match analysis.best.or_else(|| session.legal().first().copied()) {
                    Some(action) => {
                        self.chosen = Some((mark, action));
                        ComputerStep::Ready(action)
                    }
                    None => ComputerStep::Idle,
                }
            }
            None if self.worker.is_thinking() => ComputerStep::Thinking,
            None => {
                // The thread ended without an answer (it could not start): try once more.
                self.asked = None;
                ComputerStep::Thinking
            }
        }
    }

    /// The chosen move was played.
    pub fn played(&mut self) {
        self.chosen = None;
        self.asked = None;
    }

    /// Whether the computer is thinking or waits to play its chosen move.
    pub fn is_busy(&self) -> bool {
        self.worker.is_thinking() || self.chosen.is_some()
    }

    /// Drops the computer's move and any hint (undo, new game, quit). Returns at once.
    pub fn cancel(&mut self) {
        self.cancel_move();
        self.cancel_hint();
    }

    fn cancel_move(&mut self) {
        if self.asked.is_some() || self.chosen.is_some() {
            self.worker.cancel();
            self.asked = None;
            self.chosen = None;
        }
    }

    /// Starts looking for a hint for the player to act in `session`.
    pub fn request_hint(&mut self, session: &Session) {
        self.hints.request_hint(session.game());
        self.hint_asked = Some(Mark::of(session));
    }

    /// Drops a hint being looked for.
    pub fn cancel_hint(&mut self) {
        self.hints.cancel();
        self.hint_asked = None;
    }

    /// Whether a hint is being looked for.
    pub fn hint_pending(&self) -> bool {
        self.hints.is_thinking()
    }

    /// The hint, once found, if the game is still where it was asked.
    pub fn poll_hint(&mut self, session: &Session) -> Option<Action> {
        let asked = self.hint_asked.as_ref()?;
        if *asked != Mark::of(session) {
            self.cancel_hint();
            return None;
        }
        let hint = self.hints.poll()?;
        self.hint_asked = None;
        Some(hint)
    }
}
