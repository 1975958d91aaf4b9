//! A lean simulation of Igisoro's quiet laps, in registers: the endless-move check of every
//! candidate action, and the quiet `apply` of the action chosen.
//!
//! Each side is held as one `u128` in its owner's counter-clockwise circuit order (byte `p` =
//! circuit position `p`: `o1..o8` are 0..7, `i8..i1` are 8..15). A lap of `n` seeds from
//! position `p` adds one to each of the (cyclic) bytes `p+1..=p+n`: a table entry per start
//! and remainder (`RUNS`) plus one per pit for each whole round (`ROUNDS`); its last pit is
//! `(p + n) % 16`. A pit never holds more than 64 seeds, so byte additions never carry.
//!
//! In these coordinates the inner pit at position `p` (8..15) faces the opponent's inner pit
//! at his position `23 - p` and his outer pit at `p - 8`. A chain of relays never touches the
//! opponent's side, so which own inner pits face two occupied pits is worked out once per
//! stretch of relays, as a bit mask ([`Sides`]), and the lap loop only tests bits.
//!
//! The full engine ([`super::engine`]) is the reference; this module only handles the common
//! cases (counter-clockwise laps of the optional-capture rules, clockwise laps that capture at
//! once followed by a counter-clockwise re-sow, the cap not in sight) and says `None` for the
//! others. Tests compare the two on random positions: same laps, same position.

use super::board::PITS;
use super::config::Config;
use super::engine::resow_from;
use super::position::{Position, TurnState, Wait};
use super::{LocalPit, MancalaAction, Pit, local_of, pit_of};
use crate::rules::Player;

/// One `0x01` in each of the 16 bytes.
const ONES: u128 = u128::MAX / 0xFF;

/// A side of the board in its owner's circuit order.
type Side = u128;

/// `RUNS[p][r]`: one seed in each of the `r` positions after `p` (cyclically). A table rather
/// than a shift and a rotation of a `u128`: those compile to several dependent instructions.
static RUNS: [[Side; 16]; 16] = runs();

const fn runs() -> [[Side; 16]; 16] {
    let mut table = [[0; 16]; 16];
    let mut p = 0;
    while p < 16 {
        let mut r = 0;
        while r < 16 {
            let mut k = 1;
            while k <= r {
                table[p][r] |= 1 << (8 * ((p + k) % 16));
                k += 1;
            }
            r += 1;
        }
        p += 1;
    }
    table
}

/// `ROUNDS[k]`: `k` seeds in each pit (the whole rounds of a lap; 64 seeds make at most 4).
static ROUNDS: [Side; 8] = [0, ONES, 2 * ONES, 3 * ONES, 4 * ONES, 0, 0, 0];

/// The circuit position of a local pit: `o1..o8` → 0..7, `i8..i1` → 8..15 (and back: the
/// mapping is its own inverse).
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

/// The flat board of two sides (the inverse of [`sides`]).
#[inline(always)]
fn flat(mine: Side, theirs: Side, mover: Player) -> [u8; PITS] {
    let (south, north) = match mover {
        Player::First => (mine, theirs),
        Player::Second => (theirs, mine),
    };
    let words = [
        south as u64,
        ((south >> 64) as u64).swap_bytes(),
        (north >> 64) as u64,
        (north as u64).swap_bytes(),
    ];
    let mut pits = [0u8; PITS];
    for (chunk, w) in pits.chunks_exact_mut(8).zip(words) {
        chunk.copy_from_slice(&w.to_le_bytes());
    }
    pits
}

/// `PIT[p]`: the byte of position `p`. A table: a variable shift of a `u128` costs several
/// dependent instructions.
static PIT: [Side; 16] = {
    let mut table = [0; 16];
    let mut p = 0;
    while p < 16 {
        table[p] = 0xFF << (8 * p);
        p += 1;
    }
    table
};

/// The seeds at position `p` (0..16).
#[inline(always)]
fn seeds(side: Side, p: u32) -> u8 {
    // One 64-bit half and a short shift: fewer instructions than shifting the whole `u128`.
    // (Measured: faster than the shift, and than choosing the half with a mask, although the
    // compiler may choose it with a branch.)
    let half = if p & 8 != 0 {
        (side >> 64) as u64
    } else {
        side as u64
    };
    (half >> (8 * (p & 7))) as u8
}

/// The side with position `p` (0..16) emptied.
#[inline(always)]
fn clear(side: Side, p: u32) -> Side {
    side & !PIT[p as usize & 15]
}

/// Sows `n` (at most 64) seeds counter-clockwise after position `p`; returns the side and the
/// last position.
#[inline(always)]
fn sow(side: Side, p: u32, n: u32) -> (Side, u32) {
    let side = side + ROUNDS[(n >> 4) as usize & 7] + RUNS[p as usize & 15][n as usize & 15];
    (side, (p + n) % 16)
}

/// Sows `n` (at most 64) seeds clockwise after position `p` (the circuit read backwards: the
/// positions `p - 1, p - 2, ...`); returns the side and the last position.
#[inline(always)]
fn sow_cw(side: Side, p: u32, n: u32) -> (Side, u32) {
    let rest = n % 16;
    // The `rest` positions before `p` are the `rest` positions after `p - rest - 1`.
    let run = RUNS[((p + 15 - rest) % 16) as usize][rest as usize];
    let side = side + ROUNDS[(n >> 4) as usize & 7] + run;
    (side, (p + 16 - rest) % 16)
}

/// The own inner positions (bits 8..15) that face two occupied opponent pits: his inner pit
/// at `23 - p` and his outer pit at `p - 8`.
#[inline(always)]
fn capturable(theirs: Side) -> u16 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    // Per byte: the high bit set iff the byte is not zero (no carry crosses bytes).
    let occupied = |x: u64| (((x & LOW7) + LOW7) | x) & !LOW7;
    // His outer pit at position k (byte k of the low half) and his inner pit at position
    // 15 - k (byte 7 - k of the high half, so byte k once the bytes are reversed).
    let outer = theirs as u64;
    let inner = ((theirs >> 64) as u64).swap_bytes();
    let both = (occupied(outer) & occupied(inner)) >> 7;
    // Gathers bit 0 of each byte k into bit k of the top byte.
    let gathered = (both.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16;
    gathered << 8
}

/// Whether the own pit at position `p` faces two occupied opponent pits (`capt` from
/// [`capturable`]).
#[inline(always)]
fn faces_two(capt: u16, p: u32) -> bool {
    (capt >> p) & 1 != 0
}

/// Whether a clockwise lap of the `count` seeds lifted from position `p` would capture at once.
#[inline(always)]
fn cw_captures(mine: Side, capt: u16, p: u32, count: u32) -> bool {
    let rest = count % 16;
    let landing = (p + 16 - rest) % 16;
    let hits = count / 16 + u32::from(rest != 0);
    let before = u32::from(seeds(mine, landing)) * u32::from(landing != p);
    (before + hits >= 2) & faces_two(capt, landing)
}

/// The board as the lean simulation holds it: both sides in circuit order (the mover's first)
/// and the mover's inner positions that face two occupied pits. Made once per position, it
/// serves the check of every candidate action ([`settles_with`]).
#[derive(Clone, Copy, Debug)]
pub struct Sides {
    mine: Side,
    theirs: Side,
    capt: u16,
}

impl Sides {
    /// The lean view of `pos`'s board, from its mover's side.
    #[inline]
    pub fn new(pos: &Position) -> Sides {
        let (mine, theirs) = sides(&pos.pits, pos.mover);
        Sides {
            mine,
            theirs,
            capt: capturable(theirs),
        }
    }
}

/// Where a lean run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    /// A lap ended in an empty pit: the turn is over.
    Ended,
    /// A lap ended where the mover may capture (take or ndahise).
    Take,
    /// A lap ended in a reverse pit from which a clockwise relay would capture.
    Direction,
    /// A capture is taken and a clockwise re-sow would capture: the board is unchanged.
    ResowDirection,
}

/// The state a lean run reached: circuit positions of the last landing and of the last lap's
/// start, that lap's direction, and the laps the turn has sown.
#[derive(Clone, Copy, Debug)]
struct Played {
    mine: Side,
    theirs: Side,
    at: u32,
    lap_start: u32,
    clockwise: bool,
    laps: u16,
    stop: Stop,
}

/// Whether the lean simulation covers the rules and the turn: Igisoro with optional captures
/// that captures are not barred in (a lap that ends at a capture chance then stops for the
/// decision, so a plain relay chain never captures).
#[inline(always)]
fn covered(pos: &Position, cfg: &Config) -> bool {
    cfg.igisoro && !cfg.compulsory && !(cfg.no_capture_first && pos.first[pos.mover.index()])
}

/// Plays the Igisoro `action` (validated) as the full engine would, as far as the turn's end or
/// its next decision. `None` when only the full engine can tell: a ndahise, a clockwise
/// re-sow, compulsory or barred captures, or the cap in sight.
#[inline(always)]
fn run(s: &Sides, pos: &Position, cfg: &Config, action: MancalaAction) -> Option<Played> {
    if !covered(pos, cfg) {
        return None;
    }
    let circuit_pos = |pit: Pit| position(local_of(pit).1);
    let Some(ts) = pos.turn else {
        let MancalaAction::Sow { pit, clockwise } = action else {
            return None;
        };
        let p = position(pit);
        if clockwise {
            return capture_clockwise(s, pos.mover, p, pit_of(pos.mover, pit), 0, cfg);
        }
        let (mine, at) = sow(clear(s.mine, p), p, u32::from(seeds(s.mine, p)));
        return follow(mine, s.theirs, s.capt, at, p, 1, cfg);
    };
    if ts.laps >= cfg.lap_cap {
        return None;
    }
    let l = circuit_pos(ts.landing);
    // Captured seeds leave the two pits facing the landing pit and are re-sown (not lifted)
    // from the re-sow start.
    let resow = || {
        let total = u32::from(seeds(s.theirs, 23 - l)) + u32::from(seeds(s.theirs, l - 8));
        let theirs = clear(clear(s.theirs, 23 - l), l - 8);
        let from = circuit_pos(resow_from(cfg, &ts));
        let (mine, at) = sow(s.mine, from, total);
        (mine, theirs, at, from, total)
    };
    // A relay from the landing pit, counter-clockwise.
    let relay = |theirs: Side, capt: u16| {
        let (mine, at) = sow(clear(s.mine, l), l, u32::from(seeds(s.mine, l)));
        follow(mine, theirs, capt, at, l, ts.laps + 1, cfg)
    };
    match (action, ts.wait) {
        (MancalaAction::Take, _) => {
            if cfg.resow_same_direction && ts.clockwise {
                return None;
            }
            let (mine, theirs, at, from, total) = resow();
            if !cfg.resow_same_direction && cfg.reverse_positions & (1 << from) != 0 {
                // The re-sow direction is asked at once if clockwise would capture (judged
                // before the captured seeds leave, not at the pit just captured).
                let landing = (from + 16 - total % 16) % 16;
                let hits = total / 16 + u32::from(total % 16 != 0);
                let now = u32::from(seeds(s.mine, landing)) + hits;
                if now >= 2 && landing != l && faces_two(s.capt, landing) {
                    return Some(Played {
                        mine: s.mine,
                        theirs: s.theirs,
                        at: l,
                        lap_start: circuit_pos(ts.lap_start),
                        clockwise: ts.clockwise,
                        laps: ts.laps,
                        stop: Stop::ResowDirection,
                    });
                }
            }
            follow(mine, theirs, capturable(theirs), at, from, ts.laps + 1, cfg)
        }
        (MancalaAction::Ccw, Wait::ResowDirection) => {
            let (mine, theirs, at, from, _) = resow();
            follow(mine, theirs, capturable(theirs), at, from, ts.laps + 1, cfg)
        }
        (MancalaAction::Ndakubye | MancalaAction::Keep, _) => {
            let (theirs, capt) = if action == MancalaAction::Ndakubye {
                // The threatened inner pit (his position 23 - l) goes to the outer pit behind
                // it, his position l - 8.
                let inner = 23 - l;
                let n = u128::from(seeds(s.theirs, inner));
                let theirs = clear(s.theirs, inner) + (n << (8 * (l - 8)));
                (theirs, capturable(theirs))
            } else {
                (s.theirs, s.capt)
            };
            // G14: the relay from a reverse pit may go clockwise if that lap captures at
            // once, judged after the retreat; the mover is asked first.
            let reverse = cfg.reverse_on_arrival && cfg.reverse_positions & (1 << l) != 0;
            if reverse && cw_captures(s.mine, capt, l, u32::from(seeds(s.mine, l))) {
                return Some(Played {
                    mine: s.mine,
                    theirs,
                    at: l,
                    lap_start: circuit_pos(ts.lap_start),
                    clockwise: ts.clockwise,
                    laps: ts.laps,
                    stop: Stop::Direction,
                });
            }
            relay(theirs, capt)
        }
        (MancalaAction::Ccw, Wait::Direction) => relay(s.theirs, s.capt),
        (MancalaAction::Cw, Wait::Direction) => {
            capture_clockwise(s, pos.mover, l, ts.origin, ts.laps, cfg)
        }
        _ => None,
    }
}

/// A clockwise lap lifted from position `q` (a move or a relay of a turn that began at
/// `origin` and has sown `laps` laps), which the rules allow only when it ends in a capture:
/// the capture is then taken (G7) and its seeds re-sown, counter-clockwise unless a clockwise
/// re-sow would capture at once (the mover is then asked, G8). `None` if the lap does not end
/// in a capture, the re-sow keeps the clockwise direction (G8 option) or the cap is in sight.
#[inline(always)]
fn capture_clockwise(
    s: &Sides,
    mover: Player,
    q: u32,
    origin: Pit,
    laps: u16,
    cfg: &Config,
) -> Option<Played> {
    if cfg.resow_same_direction || laps + 1 >= cfg.lap_cap {
        return None;
    }
    let (mine, at) = sow_cw(clear(s.mine, q), q, u32::from(seeds(s.mine, q)));
    let laps = laps + 1;
    if !(seeds(mine, at) >= 2 && faces_two(s.capt, at)) {
        return None;
    }
    let pit = |p: u32| pit_of(mover, position(p as LocalPit) as LocalPit);
    let ts = TurnState {
        origin,
        lap_start: pit(q),
        landing: pit(at),
        clockwise: true,
        laps,
        wait: Wait::Take,
    };
    let from = position(local_of(resow_from(cfg, &ts)).1);
    let total = u32::from(seeds(s.theirs, 23 - at)) + u32::from(seeds(s.theirs, at - 8));
    if cfg.reverse_positions & (1 << from) != 0 {
        // A clockwise re-sow (not lifted) that would capture at once, judged before the
        // captured seeds leave and not at the pit just captured: the mover chooses.
        let rest = total % 16;
        let landing = (from + 16 - rest) % 16;
        let now = u32::from(seeds(mine, landing)) + total / 16 + u32::from(rest != 0);
        if now >= 2 && landing != at && faces_two(s.capt, landing) {
            return Some(Played {
                mine,
                theirs: s.theirs,
                at,
                lap_start: q,
                clockwise: true,
                laps,
                stop: Stop::ResowDirection,
            });
        }
    }
    let theirs = clear(clear(s.theirs, 23 - at), at - 8);
    let (mine, next) = sow(mine, from, total);
    follow(mine, theirs, capturable(theirs), next, from, laps + 1, cfg)
}

/// Follows plain counter-clockwise relays from the lap (started at position `lap_start`) that
/// just ended at position `at`, until a lap ends in an empty pit or at a decision.
#[inline(always)]
fn follow(
    mut mine: Side,
    theirs: Side,
    capt: u16,
    mut at: u32,
    mut lap_start: u32,
    mut laps: u16,
    cfg: &Config,
) -> Option<Played> {
    let reverse = if cfg.reverse_on_arrival {
        cfg.reverse_positions
    } else {
        0
    };
    loop {
        let count = u32::from(seeds(mine, at));
        // The stop test without short-circuits: one unpredictable branch per lap, not three
        // (computing the clockwise test every lap is cheaper than branching on it).
        let reverse_here = (reverse >> at) & 1 != 0;
        let take = faces_two(capt, at);
        let stop = (count == 1) | take | (reverse_here & cw_captures(mine, capt, at, count));
        if stop {
            let stop = if count == 1 {
                Stop::Ended
            } else if take {
                Stop::Take
            } else {
                Stop::Direction
            };
            return Some(Played {
                mine,
                theirs,
                at,
                lap_start,
                clockwise: false,
                laps,
                stop,
            });
        }
        if laps >= cfg.lap_cap {
            return None;
        }
        laps += 1;
        lap_start = at;
        let (side, next) = sow(clear(mine, at), at, count);
        mine = side;
        at = next;
    }
}

/// Whether the Igisoro `action` (validated) surely ends its turn or reaches the next decision
/// within the lap budget (`Some(true)`), or `None` when the full engine must tell: a clockwise
/// re-sow, a compulsory capture, captures barred on a first turn, or the cap in sight.
#[inline]
pub fn settles(pos: &Position, cfg: &Config, action: MancalaAction) -> Option<bool> {
    settles_after(pos, cfg, action).map(|_| true)
}

/// [`settles`] with the lean view of the board already made (one for all candidates).
#[inline]
pub fn settles_with(
    sides: &Sides,
    pos: &Position,
    cfg: &Config,
    action: MancalaAction,
) -> Option<bool> {
    laps_with(sides, pos, cfg, action).map(|_| true)
}

/// [`settles`], telling the laps the turn has sown when it ends or reaches the decision (what
/// the full engine reports too; the tests compare them).
#[inline]
pub fn settles_after(pos: &Position, cfg: &Config, action: MancalaAction) -> Option<u16> {
    if !covered(pos, cfg) {
        return None;
    }
    laps_with(&Sides::new(pos), pos, cfg, action)
}

#[inline(always)]
fn laps_with(s: &Sides, pos: &Position, cfg: &Config, action: MancalaAction) -> Option<u16> {
    match pos.turn {
        // A ndahise sows nothing: the opponent answers next.
        Some(ts) if action == MancalaAction::Ndahise && covered(pos, cfg) => Some(ts.laps),
        _ => run(s, pos, cfg, action).map(|p| p.laps),
    }
}

/// Whether some counter-clockwise move of the mover (from a pit holding at least
/// `cfg.min_seeds`) ends the turn or reaches a capture decision with its first lap: what
/// [`super::engine::settles_at_once`] looks for, over all moves at once and in any order
/// (clockwise moves never qualify: they exist only for a capture, which their lap takes).
/// `None` if the lean simulation does not cover the rules and the turn.
#[inline]
pub fn some_move_settles_at_once(s: &Sides, pos: &Position, cfg: &Config) -> Option<bool> {
    if !covered(pos, cfg) || pos.turn.is_some() {
        return None;
    }
    for p in 0..16 {
        let n = u32::from(seeds(s.mine, p));
        let rest = n % 16;
        let landing = (p + rest) % 16;
        // The lifted pit is empty when a lap of whole rounds comes back to it.
        let before = u32::from(seeds(s.mine, landing)) * u32::from(landing != p);
        let now = before + n / 16 + u32::from(rest != 0);
        if (n >= u32::from(cfg.min_seeds)) & ((now == 1) | faces_two(s.capt, landing)) {
            return Some(true);
        }
    }
    Some(false)
}

/// Plays the Igisoro `action` (validated, not `Arrange`) without effects, as
/// [`super::engine::act`] would: the position it leads to and whether the turn ended there
/// (otherwise a decision is due, stored in the position's turn). `None` when only the full
/// engine can tell (see [`settles`]); then nothing has been computed that the caller needs.
#[inline]
pub fn play(pos: &Position, cfg: &Config, action: MancalaAction) -> Option<(Position, bool)> {
    if !covered(pos, cfg) {
        return None;
    }
    if let (Some(ts), MancalaAction::Ndahise) = (pos.turn, action) {
        // Nothing is sown: the opponent answers next.
        let mut next = *pos;
        next.turn = Some(TurnState {
            wait: Wait::Retreat,
            ..ts
        });
        return Some((next, false));
    }
    let played = run(&Sides::new(pos), pos, cfg, action)?;
    let mover = pos.mover;
    let pit = |p: u32| pit_of(mover, position(p as LocalPit) as LocalPit);
    let mut next = *pos;
    next.pits = flat(played.mine, played.theirs, mover);
    let wait = match played.stop {
        Stop::Ended => None,
        Stop::Take => Some(Wait::Take),
        Stop::Direction => Some(Wait::Direction),
        Stop::ResowDirection => Some(Wait::ResowDirection),
    };
    next.turn = match wait {
        None => None,
        Some(wait) => {
            let origin = match (pos.turn, action) {
                (Some(ts), _) => ts.origin,
                (None, MancalaAction::Sow { pit: local, .. }) => pit_of(mover, local),
                (None, _) => return None,
            };
            Some(TurnState {
                origin,
                lap_start: pit(played.lap_start),
                landing: pit(played.at),
                clockwise: played.clockwise,
                laps: played.laps,
                wait,
            })
        }
    };
    Some((next, played.stop == Stop::Ended))
}

/// The reverse pits of `set` as a mask over circuit positions.
pub fn reverse_positions(set: &[LocalPit]) -> u16 {
    set.iter().fold(0, |m, &l| m | 1 << position(l))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mancala::MancalaGame;
    use crate::rules::mancala::engine::{Run, act};
    use crate::rules::{Action, ActionList, GameId, NoEffects, Options};
    use crate::selfplay::Rng;

    /// On every action of seeded random games, wherever the lean simulation plays an action it
    /// reaches the full engine's position, turn end and lap count; and it does play most of
    /// them (a lean path that always said `None` would pass the first check alone).
    #[test]
    fn lean_play_matches_the_full_engine() {
        let option_sets: [&[&str]; 6] = [
            &[],
            &["reverse_pits=omweso_left4"],
            &[
                "reverse_pits=ludii_code",
                "resow_origin=capturing_lap_start",
            ],
            &["reverse_trigger=start_only"],
            &["resow_direction=same_as_capturing_lap"],
            &["start_layout=outer_rows"],
        ];
        let mut list = ActionList::new();
        for pairs in option_sets {
            let mut options = Options::defaults(GameId::Igisoro);
            for pair in pairs {
                options.set_pair(pair).unwrap();
            }
            let mut rng = Rng::new(11);
            let (mut checked, mut played) = (0u32, 0u32);
            for _ in 0..60 {
                let mut game = MancalaGame::new(GameId::Igisoro, &options);
                while game.outcome().is_none() {
                    list.clear();
                    game.legal_actions(&mut list);
                    let (pos, cfg) = (*game.core(), *game.config());
                    for action in list.iter() {
                        let Action::Mancala(a) = *action else {
                            unreachable!()
                        };
                        checked += 1;
                        let mut copy = pos;
                        let (run, laps) = act(&mut copy, &cfg, a, &mut NoEffects);
                        if let Some((next, ended)) = play(&pos, &cfg, a) {
                            played += 1;
                            assert_eq!((next, ended), (copy, run == Run::Ended), "{a} {pos:?}");
                            assert_eq!(settles_after(&pos, &cfg, a).unwrap_or(laps), laps);
                        }
                    }
                    let Action::Mancala(a) = list[rng.below(list.len())] else {
                        unreachable!()
                    };
                    game.apply(a, &mut NoEffects).unwrap();
                }
            }
            assert!(
                played * 10 > checked * 8,
                "{pairs:?}: {played} of {checked}"
            );
        }
    }
}
