//! The computer player: an iterative-deepening alpha-beta search (negamax with
//! principal-variation search, a transposition table on the engines' Zobrist keys, and move
//! ordering) over the rules engine, with an evaluation per family.
//!
//! # For the app
//!
//! * [`Level`]: five named strengths, [`Level::parse`] / [`Level::as_str`] for settings and
//!   records.
//! * [`Worker`]: thinks on its own thread and never blocks the caller:
//!   [`Worker::request`] starts (and supersedes any earlier request), [`Worker::poll`] returns
//!   the move once it is ready, [`Worker::cancel`] drops the request (undo, new game, quit),
//!   [`Worker::is_thinking`] drives a "thinking" indicator. [`Worker::request_hint`] asks for
//!   a hint the same way.
//! * [`choose_action`] and [`hint`]: the same, blocking (CLI, tests).
//! * [`review`]: a game's review (every move marked against the best one), and
//!   [`review::worker::ReviewJob`] to compute it on a thread with progress and cancel.
//! * [`task::Task`]: the worker's machinery, for any slow computation the app must not wait
//!   for (a balanced opening): its own thread, a cancel flag, an answer polled each frame.
//!
//! ```no_run
//! use inkomo::ai::{Level, Worker};
//! use inkomo::rules::{Game, GameId};
//!
//! let mut game = Game::with_defaults(GameId::Isizulu);
//! let mut worker = Worker::new();
//! // When the computer is to act (a removal or an Igisoro answer is an action too):
//! worker.request(&game, Level::Intermediate);
//! // Every frame (`App::logic`); show a "thinking" mark while `worker.is_thinking()`:
//! if let Some(action) = worker.poll() {
//!     let effects = game.apply(action).expect("the computer plays legal actions");
//!     // ... animate and explain `effects` ...
//! }
//! // Undo, new game, quit: drop the request (returns at once).
//! worker.cancel();
//! ```
//!
//! A hint is a second worker (`hint_worker.request_hint(&game)`), so that asking for one never
//! cancels the computer's own move.
//!
//! # Reproducibility
//!
//! A search is a function of the position, the settings and the seed: noise and overlooked
//! captures come from the seed, and the budgets are counted in nodes. Only a time limit (the
//! safety net of [`Level::play_settings_for`], never used by the arena) or a cancellation can
//! make two runs differ.

pub mod arena;
pub mod endgame;
pub mod level;
pub mod mancala;
pub mod morris;
pub mod review;
pub mod search;
pub mod task;
pub mod tt;
pub mod worker;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::rules::game::State;
use crate::rules::{Action, Family, Game};

pub use level::{Level, Settings, UnknownLevel};
pub use search::Analysis;
pub use worker::Worker;

use search::Searcher;

/// A computer player with its own search tables, reused from move to move.
pub struct Engine {
    searcher: Searcher,
    settings: Settings,
}

impl Engine {
    /// A player with these settings.
    pub fn new(settings: Settings) -> Engine {
        Engine {
            searcher: Searcher::new(settings.table_bits),
            settings,
        }
    }

    /// Searches `game` and reports the move to play with its score, depth and node count.
    /// `best` is `None` only if the game is over or `cancel` was set before the search began.
    pub fn think(&mut self, game: &Game, seed: u64, cancel: &AtomicBool) -> Analysis {
        let settings = self.settings;
        self.think_with(game, &settings, seed, cancel)
    }

    /// [`Engine::think`] with other settings for this search only, on the same search
    /// tables (their size stays): a review searches the move played no deeper than the
    /// best one was.
    pub fn think_with(
        &mut self,
        game: &Game,
        settings: &Settings,
        seed: u64,
        cancel: &AtomicBool,
    ) -> Analysis {
        let settings = *settings;
        if settings.endgame_tables
            && let Some(analysis) = endgame::analysis(game)
        {
            return analysis;
        }
        match game.state() {
            State::Morris(g) => {
                let mut node = morris::MorrisNode::new(g);
                self.searcher.think(&mut node, &settings, seed, cancel)
            }
            State::Mancala(g) => {
                let mut node = mancala::MancalaNode::new(g);
                self.searcher.think(&mut node, &settings, seed, cancel)
            }
        }
    }
}

/// Searches `game` with `settings` (a fresh table) and returns the full analysis.
pub fn analyse(game: &Game, settings: &Settings, seed: u64, cancel: &AtomicBool) -> Analysis {
    Engine::new(*settings).think(game, seed, cancel)
}

/// The move `level` plays in `game` (blocking; the app uses [`Worker`]). `None` if the game
/// is over or the search was cancelled. Deterministic for a seed (see the module docs).
pub fn choose_action(game: &Game, level: Level, seed: u64, cancel: &AtomicBool) -> Option<Action> {
    let analysis = analyse(game, &level.play_settings_for(game.id()), seed, cancel);
    if analysis.cancelled {
        None
    } else {
        analysis.best
    }
}

/// The settings of a hint: the top level's search with a short time budget.
pub fn hint_settings(family: Family) -> Settings {
    Settings {
        max_time: Some(Duration::from_millis(600)),
        ..Level::Master.arena_settings(family)
    }
}

/// The move the top level would play here, after a short think (blocking). `None` if the
/// game is over.
pub fn hint(game: &Game) -> Option<Action> {
    analyse(
        game,
        &hint_settings(game.id().family()),
        0,
        &AtomicBool::new(false),
    )
    .best
}
