//! The game's review as the app runs it: the job computing it on a worker thread with its
//! progress ([`crate::ai::review::worker::ReviewJob`]), and the better move of a turn played
//! out on a board of its own, so that the game shown stays as it was and the better move is
//! taken back by dropping that board.
//!
//! The better move is played by the one board player ([`BoardPlayer`]): its effects are the
//! engine's, animated and explained like any move.

use crate::ai::review::worker::{ReviewJob, ReviewPoll};
use crate::ai::review::{Review, ReviewSettings};
use crate::rules::Action;

use crate::ui::board::BoardPlayer;
use crate::ui::board::animation::Speed;
use crate::ui::board::session::Session;

/// What the review's job brought this frame.
#[derive(Debug, PartialEq, Eq)]
pub enum ReviewStep {
    /// Nothing is being computed.
    Idle,
    /// Still working.
    Working,
    /// The review is ready.
    Ready(Review),
}

/// The review being computed and the better move being shown.
#[derive(Debug, Default)]
pub struct ReviewRun {
    job: Option<ReviewJob>,
    /// Turns done and turns in all, as last read.
    progress: (usize, usize),
    /// The turn (0-based) whose better move is shown, and the board that shows it.
    preview: Option<(usize, Box<BoardPlayer>)>,
}

/// The actions of the game a board shows: the whole game in a replay, the actions up to the
/// cursor in play (undone ones are not part of the game).
pub fn game_actions(board: &BoardPlayer) -> &[Action] {
    let history = board.session().history();
    if board.replay().is_some() {
        history.actions()
    } else {
        history.played()
    }
}

impl ReviewRun {
    /// Starts reviewing the game `board` shows, dropping any review being computed. Returns
    /// whether a job started (not for a game without a move, nor without a thread).
    pub fn start(&mut self, board: &BoardPlayer, settings: ReviewSettings) -> bool {
        self.cancel();
        let actions = game_actions(board).to_vec();
        if actions.is_empty() {
            return false;
        }
        let start = board.session().history().start().clone();
        let total = crate::ai::review::turns(&start, &actions).len();
        self.job = ReviewJob::start(start, actions, settings).ok();
        self.progress = (0, total);
        self.job.is_some()
    }

    /// Stops the review being computed. Returns at once.
    pub fn cancel(&mut self) {
        if let Some(job) = &mut self.job {
            job.cancel();
        }
        self.job = None;
    }

    /// Whether a review is being computed.
    pub fn is_working(&self) -> bool {
        self.job.is_some()
    }

    /// Turns reviewed and turns in all, while working.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.job.as_ref().map(|_| self.progress)
    }

    /// Looks at the job once a frame. Never blocks.
    pub fn poll(&mut self) -> ReviewStep {
        let Some(job) = &mut self.job else {
            return ReviewStep::Idle;
        };
        match job.poll() {
            ReviewPoll::Ready(review) => {
                self.job = None;
                ReviewStep::Ready(review)
            }
            ReviewPoll::Running(done, total) => {
                if total > 0 {
                    self.progress = (done, total);
                }
                ReviewStep::Working
            }
            ReviewPoll::Ended => {
                self.job = None;
                ReviewStep::Idle
            }
        }
    }

    /// Plays the better move of turn `index` of `review` on a board of its own, from the
    /// position before that turn in `session`'s game, animated at `speed`. Returns whether
    /// it is shown (a best move has no better one).
    pub fn show_better(
        &mut self,
        session: &Session,
        review: &Review,
        index: usize,
        speed: Speed,
    ) -> bool {
        let Some(turn) = review.turns.get(index) else {
            return false;
        };
        let Some(better) = turn.better() else {
            return false;
        };
        let before = session.history().game_after(turn.first);
        let mut board = BoardPlayer::new(Session::from_start(session.setup().clone(), before));
        if board.play(better, speed) != better.len() {
            return false;
        }
        self.preview = Some((index, Box::new(board)));
        true
    }

    /// Takes the better move back. Returns whether one was shown.
    pub fn take_back(&mut self) -> bool {
        self.preview.take().is_some()
    }

    /// The turn whose better move is shown, if any.
    pub fn previewed(&self) -> Option<usize> {
        self.preview.as_ref().map(|(i, _)| *i)
    }

    /// The board showing a better move, if any.
    pub fn preview(&self) -> Option<&BoardPlayer> {
        self.preview.as_ref().map(|(_, b)| b.as_ref())
    }

    /// The board showing a better move, to tick or draw.
    pub fn preview_mut(&mut self) -> Option<&mut BoardPlayer> {
        self.preview.as_mut().map(|(_, b)| b.as_mut())
    }
}
