//! What the turn engine ([`super::engine`]) needs of a board: seeds, laps, facing pits. The
//! rules are written once, against this trait; two representations implement it:
//!
//! - [`Flat`](super::flat::Flat): the flat board (docs/geometry.md, Index) as four words. It
//!   sows on any circuit (the Isolo boys' overture too) and reports every seed dropped as an
//!   effect when the sink wants them, so it plays every action shown on the screen.
//! - [`Sides`](super::sides::Sides): each side as one `u128` in its owner's circuit order, with
//!   the mover's inner pits that face two occupied pits kept as a bit mask. Full circuits only;
//!   the fast board of quiet play (playouts, search, legality checks).
//!
//! Neither knows a rule: which lap ends how, what is captured and what is asked are the
//! engine's. A test plays random games on both and compares them action by action.

use super::board::PITS;
use super::config::Config;
use super::position::Position;
use super::{LocalPit, Pit};
use crate::rules::{EffectSink, RuleRef};

/// How a lap starts from its start pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Start {
    /// The start pit's seeds are the hand: it is emptied, and sowing begins after it (a move
    /// or a relay).
    Lifted,
    /// The hand comes from elsewhere (captured seeds); sowing begins after the start pit.
    After,
    /// The hand comes from elsewhere and the first seed goes into the start pit itself
    /// (Isolo `include_start_pit=true`).
    Into,
}

/// A board the turn engine sows on, seen from the mover's side: every lap starts and ends on
/// his side, so the engine names only his pits ([`Board::At`]); the opponent's pits are
/// reached through the inner pit they face.
pub(super) trait Board: Copy {
    /// A pit of the mover's side, in this board's coordinates.
    type At: Copy + PartialEq + std::fmt::Debug;

    /// Whether the board sows only on full circuits (never in an Isolo boys' overture).
    const FULL_ONLY: bool;

    /// The board of `pos`, from its mover's side.
    fn load(pos: &Position) -> Self;

    /// Writes the board back to flat pits.
    fn store(&self, pits: &mut [u8; PITS]);

    /// The mover's pit `local` (his own coordinates).
    fn own(&self, local: LocalPit) -> Self::At;

    /// The mover's pit `i` in this board's own order (each of his 16 pits once for `i` in
    /// 0..16).
    fn nth(&self, i: u32) -> Self::At;

    /// The mover's flat pit `pit`.
    fn at(&self, pit: Pit) -> Self::At;

    /// The flat pit of `at`.
    fn pit(&self, at: Self::At) -> Pit;

    /// The local index (`o1..o8` = 0..8, `i1..i8` = 8..16) of `at`.
    fn local(&self, at: Self::At) -> LocalPit;

    /// Whether `at` is in the inner row.
    fn is_inner(&self, at: Self::At) -> bool;

    /// Whether `at` is one of the reverse pits in force (Igisoro).
    fn is_reverse(&self, cfg: &Config, at: Self::At) -> bool;

    /// The seeds in `at`.
    fn seeds(&self, at: Self::At) -> u8;

    /// The seeds in the opponent's (inner, outer) pits facing the inner pit `at`.
    fn facing(&self, at: Self::At) -> (u8, u8);

    /// Whether `at` is an inner pit facing two occupied pits.
    fn faces_two(&self, at: Self::At) -> bool;

    /// Empties the opponent's two pits facing the inner pit `at` (a capture).
    fn take_facing(&mut self, at: Self::At);

    /// Moves the seeds of the opponent's inner pit facing `at` into the outer pit behind it
    /// (Igisoro *ndakubye*); returns how many.
    fn retreat(&mut self, at: Self::At) -> u8;

    /// Sows `count` seeds (at least 1) one per pit from `from` as `start` says, counter-clockwise
    /// or clockwise, on the full circuit or the overture's. Returns the pit of the last seed.
    /// When the sink wants effects, each seed is reported as a `Dropped` effect, the first with
    /// rule `first`, the others with `rule`.
    #[allow(clippy::too_many_arguments)]
    fn sow<S: EffectSink>(
        &mut self,
        from: Self::At,
        count: u8,
        start: Start,
        clockwise: bool,
        overture: bool,
        rules: [RuleRef; 2],
        sink: &mut S,
    ) -> Self::At;

    /// Where a lap of `count` seeds from `from` would end, and how many seeds that pit would
    /// hold afterwards, without sowing. `lifted`: `from` is emptied first (a move or relay);
    /// otherwise it keeps its seeds (a re-sow of captured seeds, started after it).
    fn predict(
        &self,
        from: Self::At,
        count: u8,
        clockwise: bool,
        overture: bool,
        lifted: bool,
    ) -> (Self::At, u32);
}
