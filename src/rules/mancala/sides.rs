//! The board in registers: the fast board of quiet play (playouts, search, legality checks).
//!
//! Each side is held as one `u128` in its owner's counter-clockwise circuit order (byte `p` =
//! circuit place `p`, [`circuit_place`]: `o1..o8` are 0..7, `i8..i1` are 8..15). A lap of `n`
//! seeds from place `p` adds one to each of the (cyclic) bytes `p+1..=p+n`: a table entry per
//! start and remainder (`RUNS`) plus one per pit for each whole round (`ROUNDS`); its last pit
//! is `(p + n) % 16`. A pit never holds more than 64 seeds, so byte additions never carry.
//!
//! In these coordinates the inner pit at place `p` (8..15) faces the opponent's inner pit at
//! his place `23 - p` and his outer pit at `p - 8`. A chain of relays never touches the
//! opponent's side, so which own inner pits face two occupied pits is worked out only when his
//! side changes, as a bit mask, and the lap loop only tests bits.
//!
//! Only full circuits: the Isolo boys' overture (14 pits) is sown on the flat board.

use super::board::{PITS, circuit_place, place_pit};
use super::config::Config;
use super::position::Position;
use super::sowing::{Board, Start};
use super::{LocalPit, MancalaEffect, Pit, local_of, pit_of};
use crate::rules::{EffectKind, EffectSink, Player, RuleRef};

/// One `0x01` in each of the 16 bytes.
const ONES: u128 = u128::MAX / 0xFF;

/// A side of the board in its owner's circuit order.
type Side = u128;

/// `RUNS[p][r]`: one seed in each of the `r` places after `p` (cyclically). A table rather
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

/// `PIT[p]`: the byte of place `p`. A table: a variable shift of a `u128` costs several
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

/// `ONE[p]`: one seed at place `p`.
static ONE: [Side; 16] = {
    let mut table = [0; 16];
    let mut p = 0;
    while p < 16 {
        table[p] = 1 << (8 * p);
        p += 1;
    }
    table
};

/// Both sides of the board, `mover`'s first, in circuit order.
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

/// The seeds at place `p` (0..16).
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

/// The side with place `p` (0..16) emptied.
#[inline(always)]
fn clear(side: Side, p: u32) -> Side {
    side & !PIT[p as usize & 15]
}

/// Adds `n` (at most 64) seeds counter-clockwise after place `p`; returns the side and the last
/// place.
#[inline(always)]
fn run_ccw(side: Side, p: u32, n: u32) -> (Side, u32) {
    let side = side + ROUNDS[(n >> 4) as usize & 7] + RUNS[p as usize & 15][n as usize & 15];
    (side, (p + n) % 16)
}

/// Adds `n` (at most 64) seeds clockwise after place `p` (the circuit read backwards: the
/// places `p - 1, p - 2, ...`); returns the side and the last place.
#[inline(always)]
fn run_cw(side: Side, p: u32, n: u32) -> (Side, u32) {
    let rest = n % 16;
    // The `rest` places before `p` are the `rest` places after `p - rest - 1`.
    let run = RUNS[((p + 15 - rest) % 16) as usize][rest as usize];
    let side = side + ROUNDS[(n >> 4) as usize & 7] + run;
    (side, (p + 16 - rest) % 16)
}

/// The own inner places (bits 8..15) that face two occupied opponent pits: his inner pit at
/// `23 - p` and his outer pit at `p - 8`.
#[inline(always)]
fn capturable(theirs: Side) -> u16 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    // Per byte: the high bit set iff the byte is not zero (no carry crosses bytes).
    let occupied = |x: u64| (((x & LOW7) + LOW7) | x) & !LOW7;
    // His outer pit at place k (byte k of the low half) and his inner pit at place 15 - k
    // (byte 7 - k of the high half, so byte k once the bytes are reversed).
    let outer = theirs as u64;
    let inner = ((theirs >> 64) as u64).swap_bytes();
    let both = (occupied(outer) & occupied(inner)) >> 7;
    // Gathers bit 0 of each byte k into bit k of the top byte.
    let gathered = (both.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16;
    gathered << 8
}

/// The board as two sides (see the module docs).
#[derive(Clone, Copy, Debug)]
pub(super) struct Sides {
    /// The mover's side.
    mine: Side,
    /// The opponent's side.
    theirs: Side,
    /// The mover's inner places that face two occupied pits ([`capturable`] of `theirs`).
    capt: u16,
    /// The mover.
    mover: Player,
}

impl Board for Sides {
    /// A circuit place of the mover's side, 0..16.
    type At = u32;
    const FULL_ONLY: bool = true;

    #[inline(always)]
    fn load(pos: &Position) -> Sides {
        let (mine, theirs) = sides(&pos.pits, pos.mover);
        Sides {
            mine,
            theirs,
            capt: capturable(theirs),
            mover: pos.mover,
        }
    }

    #[inline(always)]
    fn store(&self, pits: &mut [u8; PITS]) {
        let (south, north) = match self.mover {
            Player::First => (self.mine, self.theirs),
            Player::Second => (self.theirs, self.mine),
        };
        let words = [
            south as u64,
            ((south >> 64) as u64).swap_bytes(),
            (north >> 64) as u64,
            (north as u64).swap_bytes(),
        ];
        for (chunk, w) in pits.chunks_exact_mut(8).zip(words) {
            chunk.copy_from_slice(&w.to_le_bytes());
        }
    }

    #[inline(always)]
    fn own(&self, local: LocalPit) -> u32 {
        circuit_place(local)
    }

    #[inline(always)]
    fn nth(&self, i: u32) -> u32 {
        i
    }

    #[inline(always)]
    fn at(&self, pit: Pit) -> u32 {
        circuit_place(local_of(pit).1)
    }

    #[inline(always)]
    fn pit(&self, at: u32) -> Pit {
        pit_of(self.mover, self.local(at))
    }

    #[inline(always)]
    fn local(&self, at: u32) -> LocalPit {
        place_pit(at)
    }

    #[inline(always)]
    fn is_inner(&self, at: u32) -> bool {
        at >= 8
    }

    #[inline(always)]
    fn is_reverse(&self, cfg: &Config, at: u32) -> bool {
        (cfg.reverse_positions >> at) & 1 != 0
    }

    #[inline(always)]
    fn seeds(&self, at: u32) -> u8 {
        seeds(self.mine, at)
    }

    #[inline(always)]
    fn facing(&self, at: u32) -> (u8, u8) {
        debug_assert!(at >= 8);
        (seeds(self.theirs, 23 - at), seeds(self.theirs, at - 8))
    }

    #[inline(always)]
    fn faces_two(&self, at: u32) -> bool {
        (self.capt >> at) & 1 != 0
    }

    #[inline(always)]
    fn take_facing(&mut self, at: u32) {
        self.theirs = clear(clear(self.theirs, 23 - at), at - 8);
        self.capt = capturable(self.theirs);
    }

    #[inline(always)]
    fn retreat(&mut self, at: u32) -> u8 {
        // The threatened inner pit (his place 23 - at) goes to the outer pit behind it, his
        // place at - 8.
        let inner = 23 - at;
        let n = seeds(self.theirs, inner);
        self.theirs = clear(self.theirs, inner) + u128::from(n) * ONE[(at - 8) as usize & 15];
        self.capt = capturable(self.theirs);
        n
    }

    #[inline(always)]
    fn sow<S: EffectSink>(
        &mut self,
        from: u32,
        count: u8,
        start: Start,
        clockwise: bool,
        overture: bool,
        [first, rule]: [RuleRef; 2],
        sink: &mut S,
    ) -> u32 {
        debug_assert!(!overture && count >= 1);
        let n = u32::from(count);
        let mut side = self.mine;
        if start == Start::Lifted {
            side = clear(side, from);
        }
        // The place before the first seed's.
        let before = match (start, clockwise) {
            (Start::Into, false) => (from + 15) % 16,
            (Start::Into, true) => (from + 1) % 16,
            _ => from,
        };
        if S::ENABLED {
            let mut at = before;
            for k in 0..n {
                at = if clockwise {
                    (at + 15) % 16
                } else {
                    (at + 1) % 16
                };
                side += ONE[at as usize];
                let effect = MancalaEffect::Dropped {
                    pit: self.pit(at),
                    now: seeds(side, at),
                };
                sink.push(
                    EffectKind::Mancala(effect),
                    if k == 0 { first } else { rule },
                );
            }
            self.mine = side;
            return at;
        }
        let (side, at) = if clockwise {
            run_cw(side, before, n)
        } else {
            run_ccw(side, before, n)
        };
        self.mine = side;
        at
    }

    #[inline(always)]
    fn predict(
        &self,
        from: u32,
        count: u8,
        clockwise: bool,
        overture: bool,
        lifted: bool,
    ) -> (u32, u32) {
        debug_assert!(!overture);
        let n = u32::from(count);
        let rest = n % 16;
        let landing = if clockwise {
            (from + 16 - rest) % 16
        } else {
            (from + rest) % 16
        };
        // The lifted pit is empty when a lap of whole rounds comes back to it.
        let before = u32::from(seeds(self.mine, landing)) * u32::from(!(lifted && landing == from));
        (landing, before + n / 16 + u32::from(rest != 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mancala::flat::Flat;
    use crate::rules::{Effect, NoEffects};

    const R: RuleRef = RuleRef {
        id: "t",
        cites: &[],
    };

    /// Every primitive of the two boards agrees, from every pit, for every count and start,
    /// in both directions, with and without effects.
    #[test]
    fn sides_agree_with_the_flat_board() {
        let mut pits = [0u8; PITS];
        for (i, p) in pits.iter_mut().enumerate() {
            *p = ((i * 7) % 5) as u8;
        }
        for mover in Player::BOTH {
            let pos = Position {
                pits,
                mover,
                overture: [false; 2],
                first: [false; 2],
                arrange: [false; 2],
                turn: None,
            };
            let (flat, sides) = (Flat::load(&pos), Sides::load(&pos));
            let same = |f: &Flat, s: &Sides| {
                let (mut a, mut b) = ([0; PITS], [0; PITS]);
                f.store(&mut a);
                s.store(&mut b);
                a == b
            };
            assert!(same(&flat, &sides));
            for local in LocalPit::all() {
                let (f, s) = (flat.own(local), sides.own(local));
                assert_eq!(sides.pit(s), f);
                assert_eq!(sides.at(f), s);
                assert_eq!(sides.local(s), local);
                assert_eq!(flat.seeds(f), sides.seeds(s));
                assert_eq!(flat.is_inner(f), sides.is_inner(s));
                if flat.is_inner(f) {
                    assert_eq!(flat.facing(f), sides.facing(s));
                    assert_eq!(flat.faces_two(f), sides.faces_two(s), "{local}");
                    let (mut a, mut b) = (flat, sides);
                    a.take_facing(f);
                    b.take_facing(s);
                    assert!(same(&a, &b));
                    let (mut a, mut b) = (flat, sides);
                    assert_eq!(a.retreat(f), b.retreat(s));
                    assert!(same(&a, &b));
                } else {
                    assert!(!sides.faces_two(s));
                }
                for cw in [false, true] {
                    for count in 1..=40u8 {
                        for lifted in [false, true] {
                            assert_eq!(
                                sides.pit(sides.predict(s, count, cw, false, lifted).0),
                                flat.predict(f, count, cw, false, lifted).0
                            );
                            assert_eq!(
                                sides.predict(s, count, cw, false, lifted).1,
                                flat.predict(f, count, cw, false, lifted).1
                            );
                        }
                        for start in [Start::Lifted, Start::After, Start::Into] {
                            let (mut a, mut b) = (flat, sides);
                            let la = a.sow(f, count, start, cw, false, [R, R], &mut NoEffects);
                            let lb = b.sow(s, count, start, cw, false, [R, R], &mut NoEffects);
                            assert_eq!(la, b.pit(lb));
                            assert!(same(&a, &b), "{local} {cw} {count} {start:?}");
                            let (mut ea, mut eb): (Vec<Effect>, Vec<Effect>) = (vec![], vec![]);
                            let (mut a, mut b) = (flat, sides);
                            a.sow(f, count, start, cw, false, [R, R], &mut ea);
                            b.sow(s, count, start, cw, false, [R, R], &mut eb);
                            assert_eq!(ea, eb);
                        }
                    }
                }
            }
        }
    }
}
