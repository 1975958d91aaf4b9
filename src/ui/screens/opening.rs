//! A balanced opening prepared off the UI thread: drawing one (random openings, each checked
//! for a forced result) takes up to half a second, so Start asks a [`Task`] for it, as the
//! computer's moves are asked of a worker, and the app keeps drawing until it arrives.
//!
//! Every request has an id; a result is taken only while its request is the pending one, so
//! the opening of a game the user left or replaced by another is dropped, never started.

use crate::ai::task::{Task, TaskPoll};

use crate::ui::board::session::{GameSetup, Session};
use crate::ui::screens::new_game::balanced_session;

/// The id of one request for an opening.
pub type RequestId = u64;

/// A request being worked on.
struct Pending {
    id: RequestId,
    task: Task<(RequestId, Session)>,
}

/// Where the balanced opening stands this frame.
#[derive(Debug)]
pub enum OpeningStep {
    /// None is being prepared.
    Idle,
    /// One is being prepared.
    Preparing,
    /// The game of the pending request, from its opening: start it.
    Ready(Box<Session>),
}

/// The balanced opening being prepared, if any (one at a time).
#[derive(Default)]
pub struct OpeningPrep {
    last_id: RequestId,
    pending: Option<Pending>,
}

impl std::fmt::Debug for OpeningPrep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpeningPrep")
            .field("pending", &self.pending_id())
            .finish()
    }
}

impl OpeningPrep {
    /// Starts preparing the game of `setup` from the balanced opening of `seed`, dropping any
    /// earlier request; returns at once. If no thread can be started, the game is prepared
    /// on the spot and returned (`None`: it is on its way, see [`OpeningPrep::poll`]).
    pub fn request(&mut self, setup: GameSetup, seed: u64) -> Option<Session> {
        self.pending = None;
        self.last_id = self.last_id.wrapping_add(1);
        let id = self.last_id;
        let for_thread = setup.clone();
        match Task::spawn("inkomo-opening", move |_| {
            (id, balanced_session(for_thread, seed))
        }) {
            Ok(task) => {
                self.pending = Some(Pending { id, task });
                None
            }
            Err(_) => Some(balanced_session(setup, seed)),
        }
    }

    /// Looks whether the pending opening has arrived. Never blocks.
    pub fn poll(&mut self) -> OpeningStep {
        let Some(pending) = &self.pending else {
            return OpeningStep::Idle;
        };
        match pending.task.poll() {
            TaskPoll::Running => OpeningStep::Preparing,
            TaskPoll::Ready((id, session)) => match self.accept(id, session) {
                Some(session) => OpeningStep::Ready(Box::new(session)),
                None => OpeningStep::Idle,
            },
            TaskPoll::Ended => {
                // The thread ended without a result (it failed): nothing is pending any more,
                // and the dialog's Start asks again.
                self.pending = None;
                OpeningStep::Idle
            }
        }
    }

    /// Takes the result of request `id` if it is the pending one; a stale result (of a request
    /// replaced or cancelled since) is dropped.
    pub fn accept(&mut self, id: RequestId, session: Session) -> Option<Session> {
        if self.pending_id() != Some(id) {
            return None;
        }
        self.pending = None;
        Some(session)
    }

    /// The id of the request being prepared, if any.
    pub fn pending_id(&self) -> Option<RequestId> {
        self.pending.as_ref().map(|p| p.id)
    }

    /// Whether an opening is being prepared (for the status and to refuse board input).
    pub fn is_preparing(&self) -> bool {
        self.pending.is_some()
    }

    /// Drops the request being prepared (the user left or started another game). Returns at
    /// once; its late result is thrown away.
    pub fn cancel(&mut self) {
        self.pending = None;
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use crate::rules::GameId;

    fn isolo() -> GameSetup {
        GameSetup::new(GameId::IsoloBoys)
    }

    /// Polls until the pending request ends.
    fn wait(prep: &mut OpeningPrep) -> OpeningStep {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            match prep.poll() {
                OpeningStep::Preparing if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                step => return step,
            }
        }
    }

    #[test]
    fn the_opening_arrives_and_is_the_one_of_its_seed() {
        let mut prep = OpeningPrep::default();
        assert!(prep.request(isolo(), 7).is_none());
        assert!(prep.is_preparing());
        let OpeningStep::Ready(session) = wait(&mut prep) else {
            panic!("no opening arrived");
        };
        assert!(!prep.is_preparing());
        let expected = balanced_session(isolo(), 7);
        assert_eq!(session.start().position(), expected.start().position());
        assert!(matches!(prep.poll(), OpeningStep::Idle));
    }

    #[test]
    fn a_stale_result_is_dropped() {
        let mut prep = OpeningPrep::default();
        assert!(prep.request(isolo(), 1).is_none());
        let first = prep.pending_id().unwrap();
        assert!(prep.request(isolo(), 2).is_none());
        let second = prep.pending_id().unwrap();
        assert_ne!(first, second);
        // The first request's result, arriving late, is not taken; the second still waits.
        let late = Session::new(isolo());
        assert!(prep.accept(first, late).is_none());
        assert_eq!(prep.pending_id(), Some(second));
        // The second's result arrives, and is the opening of its own seed.
        let OpeningStep::Ready(session) = wait(&mut prep) else {
            panic!("no opening arrived");
        };
        let expected = balanced_session(isolo(), 2);
        assert_eq!(session.start().position(), expected.start().position());
    }

    #[test]
    fn a_cancelled_request_gives_nothing() {
        let mut prep = OpeningPrep::default();
        assert!(prep.request(isolo(), 3).is_none());
        let id = prep.pending_id().unwrap();
        prep.cancel();
        assert!(!prep.is_preparing());
        assert!(prep.accept(id, Session::new(isolo())).is_none());
        assert!(matches!(prep.poll(), OpeningStep::Idle));
    }
}
