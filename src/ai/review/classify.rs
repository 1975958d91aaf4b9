//! How a move is marked: by the value it lost against the best move.
//!
//! # Exact marks
//!
//! Where both values are exact (the endgame tables, a game over, or a forced result the
//! search proved), the mark says what happened to the result of the game:
//!
//! | the result | mark |
//! |---|---|
//! | kept, at the same distance (or the move is the best line) | best |
//! | kept, a slower win or a quicker loss | good |
//! | one step worse (won → drawn, drawn → lost) | mistake |
//! | two steps worse (won → lost) | blunder |
//!
//! # Marks by search
//!
//! Otherwise the loss is the searched value of the best move less the searched value of the
//! move played, in the evaluation's units (a morris token is worth 100, a mancala seed 20),
//! and the thresholds are counted in those units. A morris judgement moves by tens of points
//! from one ply to the next in the placement phase (mobility, lines about to close), so
//! its "good" is half a token; a mancala seed is small beside a capture of a whole column,
//! so its thresholds are counted in seeds:
//!
//! | loss | mark |
//! |---|---|
//! | none: the search's own line, or a move it values as high (a tie) | best |
//! | at most half a token, one seed | good |
//! | at most 1.2 tokens, three seeds | inaccuracy |
//! | at most three tokens, eight seeds | mistake |
//! | more (a forced result thrown away among them) | blunder |
//!
//! The move played is searched from the position after it, to the horizon the best move was
//! searched to, so a tie is a tie as in the tables: a move the search values as high as its
//! own choice is best too.

use crate::rules::Family;
use crate::tables::Value;

use super::Eval;

/// What a move was worth against the best one, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// The best move (or one exactly as good).
    Best,
    /// Nearly as good as the best.
    Good,
    /// A small loss.
    Inaccuracy,
    /// A clear loss.
    Mistake,
    /// A loss that changes the game.
    Blunder,
}

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 5] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
    ];

    /// The word of the text form (`best`, `good`, `inaccuracy`, `mistake`, `blunder`).
    pub fn as_str(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// Reads a word of [`Mark::as_str`].
    pub fn parse(text: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.as_str() == text)
    }
}

/// The most a good move loses, in evaluation units of `family`.
pub fn good_within(family: Family) -> i32 {
    match family {
        Family::Morris => 50,
        Family::Mancala => 20,
    }
}

/// The most an inaccuracy loses.
pub fn inaccuracy_within(family: Family) -> i32 {
    match family {
        Family::Morris => 120,
        Family::Mancala => 60,
    }
}

/// The most a mistake loses; a blunder loses more.
pub fn mistake_within(family: Family) -> i32 {
    match family {
        Family::Morris => 300,
        Family::Mancala => 160,
    }
}

/// The result of an exact value as a step: 2 won, 1 drawn, 0 lost.
fn step(value: Value) -> i32 {
    match value {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}

/// The mark of a move worth `played` where the best move is worth `best` (both for the
/// mover, at the start of the move); `same_line`: the move played is the best line itself.
pub fn classify(family: Family, best: Eval, played: Eval, same_line: bool) -> Mark {
    if same_line {
        return Mark::Best;
    }
    if let (Eval::Exact(b), Eval::Exact(p)) = (best, played) {
        return match step(b) - step(p) {
            i32::MIN..=0 if p >= b => Mark::Best,
            i32::MIN..=0 => Mark::Good,
            1 => Mark::Mistake,
            _ => Mark::Blunder,
        };
    }
    let lost = best.score().saturating_sub(played.score());
    if lost <= 0 {
        Mark::Best
    } else if lost <= good_within(family) {
        Mark::Good
    } else if lost <= inaccuracy_within(family) {
        Mark::Inaccuracy
    } else if lost <= mistake_within(family) {
        Mark::Mistake
    } else {
        Mark::Blunder
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Eval::{Exact, Score};
    use Family::{Mancala, Morris};
    use Value::{Draw, Loss, Win};

    /// (family, best, played, same line, mark): hand-made values at and across each
    /// threshold.
    const CASES: &[(Family, Eval, Eval, bool, Mark)] = &[
        // The search's own line is best, whatever two searches made of it.
        (Morris, Score(40), Score(-500), true, Mark::Best),
        (Morris, Score(40), Score(40), false, Mark::Best),
        (Morris, Score(40), Score(90), false, Mark::Best),
        (Morris, Score(40), Score(39), false, Mark::Good),
        (Morris, Score(40), Score(-10), false, Mark::Good),
        (Morris, Score(40), Score(-11), false, Mark::Inaccuracy),
        (Morris, Score(40), Score(-80), false, Mark::Inaccuracy),
        (Morris, Score(40), Score(-81), false, Mark::Mistake),
        (Morris, Score(40), Score(-260), false, Mark::Mistake),
        (Morris, Score(40), Score(-261), false, Mark::Blunder),
        (Mancala, Score(0), Score(-20), false, Mark::Good),
        (Mancala, Score(0), Score(-21), false, Mark::Inaccuracy),
        (Mancala, Score(0), Score(-60), false, Mark::Inaccuracy),
        (Mancala, Score(0), Score(-61), false, Mark::Mistake),
        (Mancala, Score(0), Score(-160), false, Mark::Mistake),
        (Mancala, Score(0), Score(-161), false, Mark::Blunder),
        // A forced win found by search and thrown away for a fair position.
        (Mancala, Exact(Win(7)), Score(300), false, Mark::Blunder),
        // A searched value against a forced loss the move walks into.
        (Morris, Score(0), Exact(Loss(4)), false, Mark::Blunder),
        // Exact: the result kept, lost by one step, by two.
        (Morris, Exact(Win(5)), Exact(Win(5)), false, Mark::Best),
        (Morris, Exact(Win(5)), Exact(Win(9)), false, Mark::Good),
        (Morris, Exact(Loss(9)), Exact(Loss(3)), false, Mark::Good),
        (Morris, Exact(Draw), Exact(Draw), false, Mark::Best),
        (Morris, Exact(Win(5)), Exact(Draw), false, Mark::Mistake),
        (Morris, Exact(Draw), Exact(Loss(9)), false, Mark::Mistake),
        (Morris, Exact(Win(5)), Exact(Loss(2)), false, Mark::Blunder),
    ];

    #[test]
    fn marks_of_hand_made_values() {
        for &(family, best, played, same, mark) in CASES {
            assert_eq!(
                classify(family, best, played, same),
                mark,
                "{family:?} best {best:?} played {played:?}"
            );
        }
    }

    #[test]
    fn the_thresholds_grow() {
        for family in [Morris, Mancala] {
            assert!(good_within(family) < inaccuracy_within(family));
            assert!(inaccuracy_within(family) < mistake_within(family));
        }
    }

    #[test]
    fn mark_words_round_trip() {
        for mark in Mark::ALL {
            assert_eq!(Mark::parse(mark.as_str()), Some(mark));
        }
        assert_eq!(Mark::parse("brilliant"), None);
    }
}
