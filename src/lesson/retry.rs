//! The judge of a retried turn (learning from one's own mistakes, [`super::mistake`]): what
//! a turn is marked against, and its mark, as the review marks moves. Kept apart from the
//! exercise's goal ([`super::goal::Goal::Improve`] holds a [`Retry`]) so that the goal needs
//! nothing of the mistakes.

use crate::ai::review::{self, Bar, Mark, ReviewSettings};
use crate::rules::{Action, Game, Player};
use crate::tables::shared;

/// The goal of a retried turn: what it is judged against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Retry {
    /// The position's best value and line, judged afresh as the review judges.
    pub bar: Bar,
    /// The turn as played in the game: it never passes.
    pub played: Vec<Action>,
    /// The review's better move: it always passes.
    pub better: Vec<Action>,
    /// The learner's actions of the better move (without the opponent's in-turn answers).
    pub solution: Vec<Action>,
    /// The review's mark of the move played.
    pub mark: Mark,
    /// The review's node budget of a position.
    pub nodes: u64,
}

impl Retry {
    /// The mark of a turn `line` (every action of it, the opponent's in-turn answers
    /// included) of `learner` that led to `after`: best or good passes ([`Retry::passes`]).
    pub fn mark(&self, after: &Game, learner: Player, line: &[Action]) -> Mark {
        if line == self.played.as_slice() {
            return self.mark;
        }
        if line == self.better.as_slice() || line == self.bar.best.as_slice() {
            return Mark::Best;
        }
        let tables = shared::get(after.id());
        let settings = ReviewSettings { nodes: self.nodes };
        match review::judge_turn(&self.bar, after, learner, line, tables.as_deref(), settings) {
            Some((_, mark)) => mark,
            // No judgement (the search found nothing to say): not shown to be better.
            None => self.mark,
        }
    }

    /// Whether a turn of this mark passes: the review would call it best or good.
    pub fn passes(mark: Mark) -> bool {
        mark <= Mark::Good
    }

    /// The learner's passing line known from a try that played `done` so far: the better
    /// move while the try follows it.
    pub fn line_from(&self, done: &[Action]) -> Option<Vec<Action>> {
        (self.solution.starts_with(done) && done.len() < self.solution.len())
            .then(|| self.solution.clone())
    }
}
