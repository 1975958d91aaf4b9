//! The flat board as the engine sows on it: the 32 pits (docs/geometry.md, Index) as four
//! little-endian words, on any circuit, seed by seed when effects are wanted.
//!
//! Without effects a lap is one word-wise addition of a prefix difference (see
//! [`Circuit::prefix`]), the lift done on the same words, so the board stays in four registers
//! through a chain of relays.

use super::board::{Circuit, PITS, circuit, facing_inner, facing_outer, is_inner, outer_behind};
use super::config::Config;
use super::position::Position;
use super::sowing::{Board, Start};
use super::{LocalPit, MancalaEffect, Pit, local_of, pit_of};
use crate::rules::{EffectKind, EffectSink, Player, RuleRef};

/// `x % len` for a circuit length, avoiding a division for the usual 16.
#[inline(always)]
fn wrap(x: usize, len: usize) -> usize {
    if len == 16 { x & 15 } else { x % len }
}

/// `x / len` for a circuit length, avoiding a division for the usual 16.
#[inline(always)]
fn rounds(x: usize, len: usize) -> usize {
    if len == 16 { x >> 4 } else { x / len }
}

/// The flat board from one player's side (see the module docs).
#[derive(Clone, Copy, Debug)]
pub(super) struct Flat {
    /// Pit `p` is byte `p % 8` of word `p / 8`.
    words: [u64; 4],
    /// The player whose side the engine sows on.
    mover: Player,
}

impl Flat {
    /// The board `pits`, from `mover`'s side.
    #[inline(always)]
    pub(super) fn new(pits: &[u8; PITS], mover: Player) -> Flat {
        let mut words = [0u64; 4];
        for (w, chunk) in words.iter_mut().zip(pits.chunks_exact(8)) {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(chunk);
            *w = u64::from_le_bytes(bytes);
        }
        Flat { words, mover }
    }

    /// The seeds of any flat pit.
    #[inline(always)]
    fn byte(&self, pit: Pit) -> u8 {
        (self.words[(pit.index() / 8) & 3] >> (8 * (pit.index() % 8))) as u8
    }

    /// Adds `n` seeds to a flat pit.
    #[inline(always)]
    fn add(&mut self, pit: Pit, n: u8) {
        self.words[(pit.index() / 8) & 3] += u64::from(n) << (8 * (pit.index() % 8));
    }

    /// Empties a flat pit.
    #[inline(always)]
    fn clear(&mut self, pit: Pit) {
        self.words[(pit.index() / 8) & 3] &= !(0xFF << (8 * (pit.index() % 8)));
    }

    /// The circuit of the mover.
    #[inline(always)]
    fn circuit(&self, clockwise: bool, overture: bool) -> &'static Circuit {
        circuit(self.mover, clockwise, overture)
    }
}

impl Board for Flat {
    type At = Pit;
    const FULL_ONLY: bool = false;

    #[inline(always)]
    fn load(pos: &Position) -> Flat {
        Flat::new(&pos.pits, pos.mover)
    }

    #[inline(always)]
    fn store(&self, pits: &mut [u8; PITS]) {
        for (w, chunk) in self.words.iter().zip(pits.chunks_exact_mut(8)) {
            chunk.copy_from_slice(&w.to_le_bytes());
        }
    }

    #[inline(always)]
    fn own(&self, local: LocalPit) -> Pit {
        pit_of(self.mover, local)
    }

    #[inline(always)]
    fn nth(&self, i: u32) -> Pit {
        LocalPit::new_unchecked(i as u8).on(self.mover)
    }

    #[inline(always)]
    fn at(&self, pit: Pit) -> Pit {
        pit
    }

    #[inline(always)]
    fn pit(&self, at: Pit) -> Pit {
        at
    }

    #[inline(always)]
    fn local(&self, at: Pit) -> LocalPit {
        local_of(at).1
    }

    #[inline(always)]
    fn is_inner(&self, at: Pit) -> bool {
        is_inner(at)
    }

    #[inline(always)]
    fn is_reverse(&self, cfg: &Config, at: Pit) -> bool {
        cfg.is_reverse(at)
    }

    #[inline(always)]
    fn seeds(&self, at: Pit) -> u8 {
        self.byte(at)
    }

    #[inline(always)]
    fn facing(&self, at: Pit) -> (u8, u8) {
        (self.byte(facing_inner(at)), self.byte(facing_outer(at)))
    }

    #[inline(always)]
    fn faces_two(&self, at: Pit) -> bool {
        is_inner(at) && self.byte(facing_inner(at)) > 0 && self.byte(facing_outer(at)) > 0
    }

    #[inline(always)]
    fn take_facing(&mut self, at: Pit) {
        self.clear(facing_inner(at));
        self.clear(facing_outer(at));
    }

    #[inline(always)]
    fn retreat(&mut self, at: Pit) -> u8 {
        let from = facing_inner(at);
        let n = self.byte(from);
        self.clear(from);
        self.add(outer_behind(from), n);
        n
    }

    #[inline(always)]
    fn sow<S: EffectSink>(
        &mut self,
        from: Pit,
        count: u8,
        start: Start,
        clockwise: bool,
        overture: bool,
        [first, rule]: [RuleRef; 2],
        sink: &mut S,
    ) -> Pit {
        let c = self.circuit(clockwise, overture);
        debug_assert!(c.contains(from) && count >= 1);
        let len = c.len as usize;
        let mut at = c.pos[from.index()] as usize;
        if start == Start::Into {
            // One step back, so that the first step lands on `from`.
            at = (at + len - 1) % len;
        }
        if start == Start::Lifted {
            self.clear(from);
        }
        if S::ENABLED {
            for k in 0..count {
                at += 1;
                if at == len {
                    at = 0;
                }
                let pit = c.order[at];
                self.add(pit, 1);
                let effect = MancalaEffect::Dropped {
                    pit,
                    now: self.byte(pit),
                };
                sink.push(
                    EffectKind::Mancala(effect),
                    if k == 0 { first } else { rule },
                );
            }
            return c.order[at];
        }
        let mut left = count as usize;
        // Whole rounds first, then the rest as one prefix difference.
        if left >= len {
            let full = rounds(left, len) as u64;
            for (word, round) in self.words.iter_mut().zip(&c.prefix[len]) {
                *word += full * round;
            }
            left = wrap(left, len);
        }
        let lap = c.prefix[at + 1].iter().zip(&c.prefix[at + 1 + left]);
        for (word, (from, to)) in self.words.iter_mut().zip(lap) {
            *word += to - from;
        }
        c.order[at + left]
    }

    #[inline(always)]
    fn predict(
        &self,
        from: Pit,
        count: u8,
        clockwise: bool,
        overture: bool,
        lifted: bool,
    ) -> (Pit, u32) {
        predict(
            self.circuit(clockwise, overture),
            from,
            count,
            lifted,
            |pit| self.byte(pit),
        )
    }
}

/// Where a lap of `count` seeds from `from` along `c` would end, and how many seeds that pit
/// would hold afterwards, on a board whose pits hold `seeds(pit)`. `lifted` says whether `from`
/// is emptied first (a move or relay) or keeps its seeds (a re-sow of captured seeds).
#[inline(always)]
pub(super) fn predict(
    c: &Circuit,
    from: Pit,
    count: u8,
    lifted: bool,
    seeds: impl Fn(Pit) -> u8,
) -> (Pit, u32) {
    let len = c.len as usize;
    let start = c.pos[from.index()] as usize;
    let n = count as usize;
    let (full, rest) = (rounds(n, len), wrap(n, len));
    let landing = c.order[start + rest];
    // The landing pit gets one seed per full round, and one more unless the lap is exactly
    // whole rounds (then it is `from` itself and the last seed is the round's last).
    let hits = full + usize::from(rest != 0);
    let before = if landing == from && lifted {
        0
    } else {
        u32::from(seeds(landing))
    };
    (landing, before + hits as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Effect, NoEffects};

    const R: RuleRef = RuleRef {
        id: "t",
        cites: &[],
    };

    /// Sowing in bulk (no effects) and seed by seed (effects) leave the same board and end in
    /// the same pit, which the prediction names with its count, on every circuit, from every
    /// pit, with every start.
    #[test]
    fn bulk_and_seed_by_seed_agree_with_prediction() {
        let mut base = [0u8; PITS];
        for (i, p) in base.iter_mut().enumerate() {
            *p = (i % 3) as u8;
        }
        for mover in Player::BOTH {
            let board = Flat::new(&base, mover);
            for overture in [false, true] {
                for cw in [false, true] {
                    let c = circuit(mover, cw, overture);
                    for &from in &c.order[..c.len as usize] {
                        for count in 1..=40u8 {
                            for start in [Start::Lifted, Start::After, Start::Into] {
                                let (mut a, mut b) = (board, board);
                                let mut effects: Vec<Effect> = Vec::new();
                                let la =
                                    a.sow(from, count, start, cw, overture, [R, R], &mut NoEffects);
                                let lb =
                                    b.sow(from, count, start, cw, overture, [R, R], &mut effects);
                                assert_eq!((la, a.words), (lb, b.words));
                                assert_eq!(effects.len(), count as usize);
                                if start == Start::Into {
                                    continue;
                                }
                                let lifted = start == Start::Lifted;
                                let (lp, now) = board.predict(from, count, cw, overture, lifted);
                                assert_eq!((lp, now), (la, u32::from(a.seeds(la))));
                                if lifted {
                                    assert_eq!(
                                        a.seeds(from) as usize,
                                        count as usize / c.len as usize
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
