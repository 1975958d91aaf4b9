//! Thinking on a background thread, so that the app keeps drawing while the computer
//! searches.
//!
//! Every request runs on a thread of its own ([`super::task::Task`]) with a copy of the game
//! and a cancel flag.
//! A new request or [`Worker::cancel`] raises the flag of the previous one; its thread stops
//! within a few thousand nodes and its answer is thrown away. Nothing here ever waits for a
//! thread: `poll` only looks whether an answer has arrived.

use super::level::{Level, Settings};
use super::search::{Analysis, mix};
use super::task::{Task, TaskPoll};
use super::{Engine, hint_settings};
use crate::rules::{Action, Game};

/// The computer's background thinker (one request at a time).
pub struct Worker {
    job: Option<Task<Analysis>>,
    seed: u64,
}

impl Default for Worker {
    fn default() -> Self {
        Worker::new()
    }
}

impl Worker {
    /// A worker with seed 0 (see [`Worker::with_seed`]).
    pub fn new() -> Worker {
        Worker::with_seed(0)
    }

    /// A worker whose searches use `seed` together with the position: the same position, level
    /// and seed give the same move (unless the time limit ends the search).
    pub fn with_seed(seed: u64) -> Worker {
        Worker { job: None, seed }
    }

    /// Starts thinking about the move `level` would play in `game`, dropping any earlier
    /// request. Returns at once.
    pub fn request(&mut self, game: &Game, level: Level) {
        self.request_with(game, level.play_settings_for(game.id()));
    }

    /// Starts thinking about a hint for the player to act (see [`super::hint`]). Returns at
    /// once.
    pub fn request_hint(&mut self, game: &Game) {
        self.request_with(game, hint_settings(game.id().family()));
    }

    /// Starts a search with explicit settings, dropping any earlier request. Returns at once.
    pub fn request_with(&mut self, game: &Game, settings: Settings) {
        self.cancel();
        let game = game.clone();
        let seed = mix(self.seed ^ position_key(&game));
        // A thread that cannot start leaves the worker idle: the caller asks again.
        self.job = Task::spawn("inkomo-ai", move |flag| {
            Engine::new(settings).think(&game, seed, flag)
        })
        .ok();
    }

    /// The answer of the current request, once it is ready: `Some(analysis)` exactly once per
    /// request. Never blocks.
    pub fn poll_analysis(&mut self) -> Option<Analysis> {
        match self.job.as_ref()?.poll() {
            TaskPoll::Ready(analysis) => {
                self.job = None;
                Some(analysis)
            }
            TaskPoll::Running => None,
            TaskPoll::Ended => {
                // The thread ended without an answer (cancelled, or it could not run).
                self.job = None;
                None
            }
        }
    }

    /// The move of the current request, once it is ready (`None` while thinking, when idle,
    /// and when the game was already over). Never blocks.
    pub fn poll(&mut self) -> Option<Action> {
        self.poll_analysis().and_then(|a| a.best)
    }

    /// Whether a request is in flight (for a "thinking" indicator).
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// Drops the current request; its thread stops soon. Returns at once.
    pub fn cancel(&mut self) {
        // Dropping the task raises its cancel flag.
        self.job = None;
    }
}

/// A key of the position text (FNV-1a), so that the seed follows the position and not the
/// order of requests: after an undo the computer answers the same way again.
fn position_key(game: &Game) -> u64 {
    game.position()
        .bytes()
        .fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
        })
}
