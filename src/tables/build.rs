//! Retrograde analysis of the movement phase: each pair of sub-spaces (`w` against `b` and
//! `b` against `w`, which plain moves join) is solved once every smaller total is solved,
//! since a capture always leads to one token fewer.
//!
//! One pass over the pair generates each position's moves: a capture ends in a solved
//! sub-space (or wins at once when the opponent is left with two), a plain move stays in the
//! pair. Then the positions are settled level by level: a position is won in `d + 1` when one
//! move leads to a position lost in `d` for the opponent (or, after the opponent's pass, won
//! in `d` for the mover), and lost in `d + 1` when every move leads to a won one and the
//! longest of them lasts `d`. Positions never settled only cycle: drawn. Positions are
//! counted up to symmetry: a move to each class of positions is one edge, found the same way
//! forwards (moves) and backwards (un-moves), so the counts agree.
//!
//! A blocked player passes (the engine's default): a position where the side to move cannot
//! move takes the value of the same tokens with the other side to move, at the same distance
//! (a pass is no ply); when neither side can move the game is drawn.
//!
//! The three-against-three limit (docs/readings.md, M8) is a move counter, history rather than
//! position: the 3-against-3 table keeps the plain distances, and whatever reads it applies
//! the counter ([`Value::within`]). A capture that leaves three against three starts the
//! counter afresh, so the larger tables read the 3-against-3 values within the whole limit.

use super::index::{Classes, Space};
use super::moves::{Moves, points};
use super::symmetry::{Symmetry, symmetries};
use super::value::{MAX_DISTANCE, Value};
use crate::rules::morris::Board;
use crate::rules::{GameId, Options};

/// The shared layout of one rule set's tables: rules, symmetries and set classes.
pub struct Layout {
    /// The rule set.
    pub game: GameId,
    /// The movement rules.
    pub moves: Moves,
    /// The board's symmetries.
    pub syms: Vec<Symmetry>,
    /// Classes of `w`-point sets for `w` = 3..=max (index `w - 3`).
    classes: Vec<Classes>,
    /// The largest token count of either side.
    pub max: u32,
}

impl Layout {
    /// The layout for tables of `game` up to `max` tokens a side (3..=7).
    pub fn new(game: GameId, max: u32) -> Layout {
        let board = Board::shared(game, &Options::defaults(game).morris());
        let moves = Moves::new(game);
        let syms = symmetries(board);
        let classes = (3..=max)
            .map(|w| Classes::new(moves.points, w, &syms))
            .collect();
        Layout {
            game,
            moves,
            syms,
            classes,
            max,
        }
    }

    /// The classes of `w`-point sets.
    #[inline]
    pub fn classes(&self, w: u32) -> &Classes {
        &self.classes[(w - 3) as usize]
    }

    /// The numbering of `w` against `b`.
    pub fn space(&self, w: u32, b: u32) -> Space {
        Space::new(self.moves.points, w, b)
    }

    /// The positions of `w` against `b`.
    pub fn size(&self, w: u32, b: u32) -> u64 {
        self.space(w, b).size(self.classes(w))
    }

    /// The index of a position of `w` against `b` (`w`, `b` its token counts).
    #[inline]
    pub fn index(&self, space: &Space, mover: u32, other: u32) -> u64 {
        space.index(self.classes(space.w), &self.syms, mover, other)
    }

    /// Every sub-space `(w, b)` of the tables, in build order.
    pub fn order(&self) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        for total in 6..=2 * self.max {
            for w in 3..=self.max {
                if total >= w + 3 && total - w <= self.max {
                    out.push((w, total - w));
                }
            }
        }
        out
    }
}

/// One solved sub-space: a byte per index (see [`Value::encode`]).
pub struct Solved {
    /// Its numbering.
    pub space: Space,
    /// The values.
    pub data: Vec<u8>,
}

/// Why a build stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The caller asked to stop.
    Cancelled,
    /// A distance does not fit in a table byte.
    TooLong,
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Cancelled => f.write_str("cancelled"),
            BuildError::TooLong => write!(f, "a distance exceeds {MAX_DISTANCE} plies"),
        }
    }
}

impl std::error::Error for BuildError {}

const UNRESOLVED: u8 = 0;
const RESOLVED: u8 = 1;
const UNUSED: u8 = 2;
const BLOCKED: u8 = 3;
const WIN_PENDING: u8 = 4;
const LOSS_PENDING: u8 = 5;

/// How to report progress: called with (positions done, positions in all); `false` stops.
pub type Progress<'a> = &'a mut dyn FnMut(u64, u64) -> bool;

/// Solves every sub-space of `layout` in order. `progress` is called now and then.
///
/// # Errors
///
/// [`BuildError::Cancelled`] when `progress` returned false; [`BuildError::TooLong`] if a
/// distance outgrows a byte.
pub fn build_all(layout: &Layout, progress: Progress<'_>) -> Result<Vec<Solved>, BuildError> {
    let order = layout.order();
    let total: u64 = order.iter().map(|&(w, b)| layout.size(w, b)).sum();
    let mut solved: Vec<Solved> = Vec::new();
    let mut done = 0u64;
    for &(w, b) in &order {
        if w > b || solved.iter().any(|s| (s.space.w, s.space.b) == (w, b)) {
            continue;
        }
        let pair = Pair::new(layout, &solved, w, b);
        let base = done;
        let mut step = |d: u64, _t: u64| progress(base + d, total);
        let out = pair.solve(&mut step)?;
        for s in out {
            done += s.data.len() as u64;
            solved.push(s);
        }
        if !progress(done, total) {
            return Err(BuildError::Cancelled);
        }
    }
    solved.sort_by_key(|s| (s.space.w, s.space.b));
    Ok(solved)
}

/// The value of a position in a solved sub-space, as the capture that led there sees it: the
/// 3-against-3 table read under a fresh counter.
fn read(layout: &Layout, solved: &[Solved], mover: u32, other: u32) -> Value {
    let (w, b) = (mover.count_ones(), other.count_ones());
    let Some(s) = solved.iter().find(|s| s.space.w == w && s.space.b == b) else {
        return Value::Draw;
    };
    let v = Value::decode(s.data[layout.index(&s.space, mover, other) as usize]);
    if w == 3 && b == 3 {
        v.within(layout.moves.three_v_three_plies)
    } else {
        v
    }
}

/// The pair `w` against `b` and `b` against `w` being solved.
struct Pair<'a> {
    layout: &'a Layout,
    solved: &'a [Solved],
    spaces: Vec<Space>,
    offsets: Vec<u64>,
    len: u64,
}

impl<'a> Pair<'a> {
    fn new(layout: &'a Layout, solved: &'a [Solved], w: u32, b: u32) -> Pair<'a> {
        let mut spaces = vec![layout.space(w, b)];
        if w != b {
            spaces.push(layout.space(b, w));
        }
        let mut offsets = Vec::new();
        let mut len = 0;
        for s in &spaces {
            offsets.push(len);
            len += s.size(layout.classes(s.w));
        }
        Pair {
            layout,
            solved,
            spaces,
            offsets,
            len,
        }
    }

    /// The slot (0 or 1) of the sub-space with `w` tokens to move.
    #[inline]
    fn slot(&self, w: u32) -> usize {
        usize::from(self.spaces[0].w != w)
    }

    /// The pair-wide index of a position.
    #[inline]
    fn index(&self, mover: u32, other: u32) -> u32 {
        let slot = self.slot(mover.count_ones());
        (self.offsets[slot] + self.layout.index(&self.spaces[slot], mover, other)) as u32
    }

    /// The position at a pair-wide index.
    #[inline]
    fn position(&self, i: u32) -> (usize, u64, (u32, u32)) {
        let i = u64::from(i);
        let slot = usize::from(self.spaces.len() > 1 && i >= self.offsets[1]);
        let local = i - self.offsets[slot];
        let space = &self.spaces[slot];
        (
            slot,
            local,
            space.position(self.layout.classes(space.w), local),
        )
    }

    /// The moves of a position that is not blocked: edges within the pair (index, and whether
    /// the same side moves again after a pass) into `edges`, and the best value reached
    /// outside it (captures, both sides blocked).
    fn moves(&self, mover: u32, other: u32, edges: &mut Vec<(u32, bool)>) -> Option<Value> {
        let m = &self.layout.moves;
        let empty = m.all & !(mover | other);
        let count = mover.count_ones();
        let mut best: Option<Value> = None;
        let mut better = |v: Value| {
            if best.is_none_or(|b| v > b) {
                best = Some(v);
            }
        };
        edges.clear();
        for x in points(mover) {
            for y in points(m.targets(x, count, empty)) {
                let moved = mover & !x.bit() | y.bit();
                if m.forms_line(moved, y) {
                    if other.count_ones() == 3 {
                        better(Value::Win(1));
                        continue;
                    }
                    for z in points(other) {
                        let left = other & !z.bit();
                        let v = read(self.layout, self.solved, left, moved);
                        better(v.before_move());
                    }
                } else if !m.has_move(other, moved) {
                    if m.has_move(moved, other) {
                        edges.push((self.index(moved, other), true));
                    } else {
                        better(Value::Draw);
                    }
                } else {
                    edges.push((self.index(other, moved), false));
                }
            }
        }
        edges.sort_unstable();
        edges.dedup();
        best
    }

    /// The positions with a move to the position (`mover`, `other`) within the pair, and
    /// whether the same side moved (the other then had to pass).
    fn unmoves(&self, mover: u32, other: u32, out: &mut Vec<(u32, bool)>) {
        let m = &self.layout.moves;
        let empty = m.all & !(mover | other);
        out.clear();
        // The other side moved last, without forming a line.
        let count = other.count_ones();
        for y in points(other) {
            if m.forms_line(other, y) {
                continue;
            }
            for x in points(m.targets(y, count, empty)) {
                let before = other & !y.bit() | x.bit();
                out.push((self.index(before, mover), false));
            }
        }
        // The side to move moved last and the other side, blocked, passed.
        if !m.has_move(other, mover) {
            let count = mover.count_ones();
            for y in points(mover) {
                if m.forms_line(mover, y) {
                    continue;
                }
                for x in points(m.targets(y, count, empty)) {
                    let before = mover & !y.bit() | x.bit();
                    out.push((self.index(before, other), true));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
    }

    fn solve(self, progress: Progress<'_>) -> Result<Vec<Solved>, BuildError> {
        let n = self.len as usize;
        let mut out = vec![0u8; n];
        let mut flag = vec![UNRESOLVED; n];
        let mut count = vec![0u8; n];
        // Best value outside the pair, per position: 0 none, else the byte + 1.
        let mut outside = vec![0u16; n];
        let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); usize::from(MAX_DISTANCE) + 2];
        const WIN_BIT: u32 = 1 << 31;
        let mut edges = Vec::with_capacity(128);
        let schedule = |buckets: &mut Vec<Vec<u32>>, level: u16, i: u32, win: bool| {
            if let Some(b) = buckets.get_mut(usize::from(level)) {
                b.push(if win { i | WIN_BIT } else { i });
                Ok(())
            } else {
                Err(BuildError::TooLong)
            }
        };
        for i in 0..n as u32 {
            if i & 0xFFFF == 0 && !progress(u64::from(i) / 2, self.len) {
                return Err(BuildError::Cancelled);
            }
            let (slot, local, (mover, other)) = self.position(i);
            let space = &self.spaces[slot];
            if !space.is_canonical(self.layout.classes(space.w), &self.layout.syms, local) {
                flag[i as usize] = UNUSED;
                continue;
            }
            if !self.layout.moves.has_move(mover, other) {
                flag[i as usize] = BLOCKED;
                continue;
            }
            let best = self.moves(mover, other, &mut edges);
            let k = i as usize;
            count[k] = edges.len() as u8;
            if let Some(v) = best {
                outside[k] = u16::from(v.encode().ok_or(BuildError::TooLong)?) + 1;
                if let Value::Win(d) = v {
                    flag[k] = WIN_PENDING;
                    out[k] = d as u8;
                    schedule(&mut buckets, d, i, true)?;
                }
            }
            if edges.is_empty() && flag[k] == UNRESOLVED {
                match best {
                    Some(Value::Loss(d)) => {
                        flag[k] = LOSS_PENDING;
                        schedule(&mut buckets, d, i, false)?;
                    }
                    _ => flag[k] = RESOLVED, // a draw (no position is without moves here)
                }
            }
        }
        let mut preds = Vec::with_capacity(256);
        let mut level: u16 = 1;
        let mut settled = 0u64;
        while usize::from(level) < buckets.len() {
            let bucket = std::mem::take(&mut buckets[usize::from(level)]);
            for entry in bucket {
                let i = entry & !WIN_BIT;
                let k = i as usize;
                let win = entry & WIN_BIT != 0;
                let value = if win {
                    if flag[k] != WIN_PENDING || u16::from(out[k]) != level {
                        continue;
                    }
                    Value::Win(level)
                } else {
                    if flag[k] != LOSS_PENDING {
                        continue;
                    }
                    Value::Loss(level)
                };
                flag[k] = RESOLVED;
                out[k] = value.encode().ok_or(BuildError::TooLong)?;
                settled += 1;
                if settled & 0xFFFF == 0 && !progress((self.len + settled) / 2, self.len) {
                    return Err(BuildError::Cancelled);
                }
                let (_, _, (mover, other)) = self.position(i);
                self.unmoves(mover, other, &mut preds);
                for &(p, same) in &preds {
                    let q = p as usize;
                    let f = flag[q];
                    if f != UNRESOLVED && f != WIN_PENDING {
                        continue;
                    }
                    let good = if same { win } else { !win };
                    if good {
                        if f == UNRESOLVED || u16::from(out[q]) > level + 1 {
                            flag[q] = WIN_PENDING;
                            out[q] = (level + 1).min(255) as u8;
                            schedule(&mut buckets, level + 1, p, true)?;
                        }
                        continue;
                    }
                    count[q] -= 1;
                    if count[q] > 0 || f == WIN_PENDING {
                        continue;
                    }
                    let best = outside[q].checked_sub(1).map(|b| Value::decode(b as u8));
                    match best {
                        Some(Value::Draw) => flag[q] = RESOLVED,
                        Some(Value::Loss(d)) => {
                            flag[q] = LOSS_PENDING;
                            schedule(&mut buckets, d.max(level + 1), p, false)?;
                        }
                        _ => {
                            flag[q] = LOSS_PENDING;
                            schedule(&mut buckets, level + 1, p, false)?;
                        }
                    }
                }
            }
            level += 1;
        }
        drop(count);
        drop(outside);
        // Unsettled positions are drawn; blocked ones take the other side's value.
        for i in 0..n as u32 {
            let k = i as usize;
            match flag[k] {
                UNRESOLVED => out[k] = 0,
                BLOCKED => {
                    let (_, _, (mover, other)) = self.position(i);
                    out[k] = if self.layout.moves.has_move(other, mover) {
                        let j = self.index(other, mover) as usize;
                        Value::decode(out[j])
                            .negate()
                            .encode()
                            .ok_or(BuildError::TooLong)?
                    } else {
                        0
                    };
                }
                _ => {}
            }
        }
        let mut solved = Vec::new();
        let mut rest = out;
        for (slot, space) in self.spaces.into_iter().enumerate().rev() {
            let tail = rest.split_off(self.offsets[slot] as usize);
            solved.push(Solved { space, data: tail });
        }
        solved.reverse();
        Ok(solved)
    }
}
