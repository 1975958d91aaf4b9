//! The movement phase of one rule set under its default options, as the tables need it:
//! token sets in, token sets out, no game object. Built from the engine's own board (its
//! edges and capture lines) and flying rule; `tests/ai/tables.rs` checks it against the engine
//! move by move.

use crate::rules::morris::board::points_of;
use crate::rules::morris::{Board, Point};
use crate::rules::{GameId, Options};

/// The geometry and movement rules of one rule set.
#[derive(Clone, Debug)]
pub struct Moves {
    /// Points on the board (24 or 25).
    pub points: u32,
    /// Every point.
    pub all: u32,
    neighbours: [u32; 25],
    lines_at: [[u32; 6]; 25],
    /// Whether a player with three tokens flies.
    pub flying: bool,
    /// Moves of both sides allowed while both have three tokens, without a capture, before
    /// the game is drawn (docs/readings.md, M8: twice the per-player limit).
    pub three_v_three_plies: u32,
}

impl Moves {
    /// The rules of `id` under its default options.
    pub fn new(id: GameId) -> Moves {
        let opts = Options::defaults(id).morris();
        let board = Board::shared(id, &opts);
        let mut neighbours = [0u32; 25];
        let mut lines_at = [[u32::MAX; 6]; 25];
        for p in Point::all(board.point_count()) {
            neighbours[p.index()] = board.neighbour_mask(p);
            for (slot, &i) in lines_at[p.index()].iter_mut().zip(board.lines_at(p)) {
                *slot = board.line_mask(i as usize);
            }
        }
        Moves {
            points: board.point_count() as u32,
            all: board.all_mask(),
            neighbours,
            lines_at,
            flying: id != GameId::Isisuthu || opts.isisuthu_flying,
            three_v_three_plies: 2 * u32::from(opts.three_v_three_limit),
        }
    }

    /// Whether `tokens` complete a capture line through `p`.
    #[inline]
    pub fn forms_line(&self, tokens: u32, p: Point) -> bool {
        self.lines_at[p.index()]
            .iter()
            .any(|&m| m != u32::MAX && tokens & m == m)
    }

    /// Whether a player with `count` tokens flies.
    #[inline]
    pub fn flies(&self, count: u32) -> bool {
        self.flying && count <= 3
    }

    /// Where a token on `from` of a player with `count` tokens may go, given the empty points.
    #[inline]
    pub fn targets(&self, from: Point, count: u32, empty: u32) -> u32 {
        if self.flies(count) {
            empty
        } else {
            self.neighbours[from.index()] & empty
        }
    }

    /// Whether the player with `mine` may move when `theirs` stand on the other points.
    #[inline]
    pub fn has_move(&self, mine: u32, theirs: u32) -> bool {
        let empty = self.all & !(mine | theirs);
        if mine == 0 || empty == 0 {
            return false;
        }
        if self.flies(mine.count_ones()) {
            return true;
        }
        points(mine).any(|p| self.neighbours[p.index()] & empty != 0)
    }
}

/// The points of a set, lowest first.
#[inline]
pub fn points(set: u32) -> impl Iterator<Item = Point> {
    points_of(set)
}
