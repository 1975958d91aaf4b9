//! A review on a thread of its own for the app ([`super::super::task::Task`]): the board
//! keeps drawing while it runs, the progress is read each frame, and dropping the job (or
//! [`ReviewJob::cancel`]) stops it within a few thousand nodes.
//!
//! A morris game that reaches an endgame the tables cover is reviewed with the installed
//! tables; when none are installed, K = 4 is built on the review's thread first (seconds)
//! and installed for the rest of the session.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::{Review, ReviewSettings, review, turns};
use crate::ai::task::{Task, TaskPoll};
use crate::rules::morris::Phase;
use crate::rules::{Action, Game, Options, Player};
use crate::tables::{self, Tables, shared};

/// The K built for a review when no tables are installed: seconds to build, and the
/// endgames of three and four tokens a side are where most games are decided.
const BUILT_MAX: u32 = 4;

/// What a review job says when asked.
#[derive(Debug, PartialEq, Eq)]
pub enum ReviewPoll {
    /// The review, once (then the job is spent).
    Ready(Review),
    /// Still working: turns done and turns in all.
    Running(usize, usize),
    /// Nothing more will come (cancelled, or the thread could not run).
    Ended,
}

/// A review being computed.
#[derive(Debug)]
pub struct ReviewJob {
    task: Option<Task<Option<Review>>>,
    /// Turns done in the high half, turns in all in the low half.
    progress: Arc<AtomicU64>,
}

impl ReviewJob {
    /// Starts reviewing the game played from `start` with `actions`. Fails only if the
    /// system cannot start a thread.
    pub fn start(
        start: Game,
        actions: Vec<Action>,
        settings: ReviewSettings,
    ) -> std::io::Result<ReviewJob> {
        let progress = Arc::new(AtomicU64::new(0));
        let shared_progress = Arc::clone(&progress);
        let task = Task::spawn("inkomo-review", move |cancel: &AtomicBool| {
            let tables = tables_for(&start, &actions, cancel);
            review(
                &start,
                &actions,
                tables.as_deref(),
                settings,
                cancel,
                &mut |done, total| {
                    shared_progress.store(((done as u64) << 32) | total as u64, Ordering::Relaxed)
                },
            )
        })?;
        Ok(ReviewJob {
            task: Some(task),
            progress,
        })
    }

    /// Where the review stands. Never blocks.
    pub fn poll(&mut self) -> ReviewPoll {
        let Some(task) = &self.task else {
            return ReviewPoll::Ended;
        };
        match task.poll() {
            TaskPoll::Ready(Some(review)) => {
                self.task = None;
                ReviewPoll::Ready(review)
            }
            TaskPoll::Running => {
                let p = self.progress.load(Ordering::Relaxed);
                ReviewPoll::Running((p >> 32) as usize, (p & 0xFFFF_FFFF) as usize)
            }
            TaskPoll::Ready(None) | TaskPoll::Ended => {
                self.task = None;
                ReviewPoll::Ended
            }
        }
    }

    /// Stops the review; its thread ends soon. Returns at once.
    pub fn cancel(&mut self) {
        // Dropping the task raises its flag.
        self.task = None;
    }
}

/// Whether a turn of the game played from `start` with `actions` starts where tables of
/// `max` tokens a side would cover it (movement, nothing in hand, three to `max` a side).
pub fn reaches_tables(start: &Game, actions: &[Action], max: u32) -> bool {
    let id = start.id();
    tables::GAMES.contains(&id)
        && *start.options() == Options::defaults(id)
        && turns(start, actions).iter().any(|t| {
            t.before.morris().is_some_and(|m| {
                m.phase() == Phase::Movement
                    && Player::BOTH.iter().all(|&p| {
                        m.in_hand(p) == 0
                            && (3..=max).contains(&u32::from(m.position_core().on_board(p)))
                    })
            })
        })
}

/// The tables for reviewing this game: none unless a turn starts in an endgame they would
/// cover; then the installed ones, else K = 4 built now and installed.
fn tables_for(start: &Game, actions: &[Action], cancel: &AtomicBool) -> Option<Arc<Tables>> {
    let id = start.id();
    if let Some(installed) = shared::get(id) {
        return reaches_tables(start, actions, installed.max()).then_some(installed);
    }
    if !reaches_tables(start, actions, BUILT_MAX) {
        return None;
    }
    let built = Tables::build(id, BUILT_MAX, &mut |_, _| !cancel.load(Ordering::Relaxed)).ok()?;
    Some(shared::install(built))
}
