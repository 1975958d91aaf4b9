//! A lean simulation of Igisoro's quiet laps for the endless-move check, in registers.
//!
//! Each side is held as one `u128` in its owner's counter-clockwise circuit order (byte `p` =
//! circuit position `p`: `o1..o8` are 0..7, `i8..i1` are 8..15). A lap of `n < 16` seeds
//! from position `p` then adds one to the contiguous (cyclic) bytes `p+1..=p+n`: a shifted and
//! rotated run of ones, with no table and no memory traffic; its last pit is `(p + n) % 16`.
//! A pit never holds more than 64 seeds, so byte additions never carry.
//!
//! In these coordinates the inner pit at position `p` (8..15) faces the opponent's inner pit
//! at his position `23 - p` and his outer pit at `p - 8`.
//!
//! The full engine ([`super::engine`]) is the reference; this module only answers "does this
//! action reach the end of its turn or a decision within the budget?" for the common cases,
//! and says `None` for the others. A test compares the two on random positions.

use super::board::PITS;
use super::config::Config;
use super::engine::resow_from;
use super::position::{Position, Wait};
use super::{LocalPit, MancalaAction, Pit, local_of};
use crate::rules::Player;

/// One `0x01` in each of the 16 bytes.
const ONES: u128 = u128::MAX / 0xFF;

/// A side of the board in its owner's circuit order.
type Side = u128;

/// The circuit position of a local pit: `o1..o8` → 0..7, `i8..i1` → 8..15.
#[inline(always)]
fn position(local: LocalPit) -> u32 {
    if local < 8 {
        u32::from(local)
    } else {
        23 - u32::from(local)
    }
}

/// Both sides of the board, the mover's first, in circuit order.
#[inline(always)]
fn sides(pits: &[u8; PITS], mover: Player) -> (Side, Side) {
    let word = |w: usize| {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&pits[8 * w..8 * w + 8]);
        u64::from_le_bytes(bytes)
    };
    // South: o1..o8 are flat 0..7, i8..i1 are flat 15..8. North: o1..o8 are flat 31..24,
    // i8..i1 are flat 16..23.
    let south = u128::from(word(0)) | u128::from(word(1).swap_bytes()) << 64;
    let north = u128::from(word(3).swap_bytes()) | u128::from(word(2)) << 64;
    match mover {
        Player::First => (south, north),
        Player::Second => (north, south),
    }
}

#[inline(always)]
fn seeds(side: Side, p: u32) -> u8 {
    (side >> (8 * p)) as u8
}

#[inline(always)]
fn clear(side: Side, p: u32) -> Side {
    side & !(0xFF << (8 * p))
}

/// Sows `n` seeds counter-clockwise after position `p`; returns the side and the last position.
#[inline(always)]
fn sow(side: Side, p: u32, n: u32) -> (Side, u32) {
    let rest = n % 16;
    // `rest` ones moved to start at position p + 1 (cyclically); none if `rest` is 0. Written
    // without branches: the lean simulation is branch-bound.
    let run = (ONES >> ((8 * (16 - rest)) & 127)) & 0u128.wrapping_sub(u128::from(rest != 0));
    let side = side + ONES * u128::from(n / 16) + run.rotate_left(8 * ((p + 1) % 16));
    (side, (p + n) % 16)
}

/// Whether the own inner pit at position `p` faces two occupied opponent pits (branch-free;
/// for an outer pit the indices wrap harmlessly and the result is false).
#[inline(always)]
fn faces_two(theirs: Side, p: u32) -> bool {
    let inner = seeds(theirs, (23 - p) % 16);
    let outer = seeds(theirs, p.wrapping_sub(8) % 16);
    (p >= 8) & (inner > 0) & (outer > 0)
}

/// Whether a clockwise lap of the `count` seeds lifted from position `p` would capture at once.
#[inline(always)]
fn cw_captures(mine: Side, theirs: Side, p: u32, count: u32) -> bool {
    let rest = count % 16;
    let landing = (p + 16 - rest) % 16;
    let hits = count / 16 + u32::from(rest != 0);
    let before = u32::from(seeds(mine, landing)) * u32::from(landing != p);
    (before + hits >= 2) & faces_two(theirs, landing)
}

/// Whether the Igisoro `action` (validated) surely ends its turn or reaches the next decision
/// within the lap budget (`Some(true)`), or `None` when the full engine must tell: a clockwise
/// lap, a compulsory capture, captures barred on a first turn, or the cap in sight.
#[inline]
pub fn settles(pos: &Position, cfg: &Config, action: MancalaAction) -> Option<bool> {
    settles_after(pos, cfg, action).map(|_| true)
}

/// [`settles`], telling the laps the turn has sown when it ends or reaches the decision (what
/// the full engine reports too; the tests compare them).
#[inline]
pub fn settles_after(pos: &Position, cfg: &Config, action: MancalaAction) -> Option<u16> {
    if !cfg.igisoro || cfg.compulsory || (cfg.no_capture_first && pos.first[pos.mover.index()]) {
        return None;
    }
    let (mut mine, mut theirs) = sides(&pos.pits, pos.mover);
    let reverse = cfg.reverse_positions;
    let circuit_pos = |pit: Pit| position(local_of(pit).1);
    let (laps, at) = match pos.turn {
        None => {
            let MancalaAction::Sow {
                pit,
                clockwise: false,
            } = action
            else {
                return None;
            };
            let p = position(pit);
            let n = u32::from(seeds(mine, p));
            let (side, at) = sow(clear(mine, p), p, n);
            mine = side;
            (1, at)
        }
        Some(ts) => {
            if action == MancalaAction::Ndahise {
                return Some(ts.laps);
            }
            if ts.laps >= cfg.lap_cap {
                return None;
            }
            let l = circuit_pos(ts.landing);
            let resow = |mine: Side, theirs: &mut Side| {
                let total = u32::from(seeds(*theirs, 23 - l)) + u32::from(seeds(*theirs, l - 8));
                *theirs = clear(clear(*theirs, 23 - l), l - 8);
                (mine, circuit_pos(resow_from(cfg, &ts)), total)
            };
            let (side, from, n, lifted) = match (action, ts.wait) {
                (MancalaAction::Take, _) => {
                    if cfg.resow_same_direction && ts.clockwise {
                        return None;
                    }
                    let before = theirs;
                    let (side, from, total) = resow(mine, &mut theirs);
                    if !cfg.resow_same_direction && reverse & (1 << from) != 0 {
                        // The re-sow direction is asked at once if clockwise would capture.
                        let landing = (from + 16 - total % 16) % 16;
                        let hits = total / 16 + u32::from(total % 16 != 0);
                        let now = u32::from(seeds(mine, landing)) + hits;
                        if now >= 2 && landing != l && faces_two(before, landing) {
                            return Some(ts.laps);
                        }
                    }
                    (side, from, total, false)
                }
                (MancalaAction::Ccw, Wait::ResowDirection) => {
                    let (side, from, total) = resow(mine, &mut theirs);
                    (side, from, total, false)
                }
                (MancalaAction::Ndakubye, _) => {
                    // The threatened inner pit (his position 23 - l) goes to the outer pit
                    // behind it, his position l - 8.
                    let inner = 23 - l;
                    let n = u128::from(seeds(theirs, inner));
                    theirs = clear(theirs, inner) + (n << (8 * (l - 8)));
                    (mine, l, u32::from(seeds(mine, l)), true)
                }
                (MancalaAction::Keep, _) | (MancalaAction::Ccw, Wait::Direction) => {
                    (mine, l, u32::from(seeds(mine, l)), true)
                }
                _ => return None,
            };
            let start = if lifted { clear(side, from) } else { side };
            let (side, at) = sow(start, from, n);
            mine = side;
            (ts.laps + 1, at)
        }
    };
    follow(mine, theirs, at, laps, reverse, cfg)
}

/// Follows plain counter-clockwise relays from the lap that just ended at position `at`.
#[inline(always)]
fn follow(
    mut mine: Side,
    theirs: Side,
    mut at: u32,
    mut laps: u16,
    reverse: u16,
    cfg: &Config,
) -> Option<u16> {
    loop {
        let count = u32::from(seeds(mine, at));
        // The stop test without short-circuits: one unpredictable branch per lap, not three
        // (computing the clockwise test every lap is cheaper than branching on it).
        let reverse_here = (reverse >> at) & 1 != 0;
        let stop = (count == 1)
            | faces_two(theirs, at)
            | (reverse_here & cfg.reverse_on_arrival & cw_captures(mine, theirs, at, count));
        if stop {
            return Some(laps);
        }
        if laps >= cfg.lap_cap {
            return None;
        }
        laps += 1;
        let (side, next) = sow(clear(mine, at), at, count);
        mine = side;
        at = next;
    }
}

/// The reverse pits of `set` as a mask over circuit positions.
pub fn reverse_positions(set: &[LocalPit]) -> u16 {
    set.iter().fold(0, |m, &l| m | 1 << position(l))
}
