//! Sowing one lap, and predicting where a lap would end without sowing it.
//!
//! These are the innermost loops of every playout, so they only index precomputed circuits.
//! When effects are not wanted, whole rounds of the circuit are added in bulk.

use super::board::{Circuit, PITS};
use super::{MancalaEffect, Pit};
use crate::rules::{EffectKind, EffectSink, RuleRef};

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

/// How a lap starts from its start pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// The start pit's seeds are the hand: it is emptied, and sowing begins after it (a move
    /// or a relay).
    Lifted,
    /// The hand comes from elsewhere (captured seeds); sowing begins after the start pit.
    After,
    /// The hand comes from elsewhere and the first seed goes into the start pit itself
    /// (Isolo `include_start_pit=true`).
    Into,
}

/// Sows `count` seeds (at least 1) along `circuit`, one per pit, from `from` (on the circuit)
/// as `start` says. Returns the pit of the last seed. Every seed is reported as a `Dropped`
/// effect with rule `rule` (the game's sowing rule), the first one with `first_rule`
/// (`[first_rule, rule]`).
///
/// Without effects the lap is one word-wise addition (see [`Circuit::prefix`]); the lift is
/// done on the same words, so that no byte store stands between two word loads of the board.
#[inline(always)]
pub fn sow<S: EffectSink>(
    pits: &mut [u8; PITS],
    circuit: &Circuit,
    from: Pit,
    count: u8,
    start: Start,
    [first_rule, rule]: [RuleRef; 2],
    sink: &mut S,
) -> Pit {
    debug_assert!(circuit.contains(from) && count >= 1);
    let len = circuit.len as usize;
    let mut at = circuit.pos[from as usize] as usize;
    if start == Start::Into {
        // One step back, so that the first step lands on `from`.
        at = (at + len - 1) % len;
    }
    let left = count as usize;
    if S::ENABLED {
        if start == Start::Lifted {
            pits[from as usize] = 0;
        }
        for k in 0..left {
            at += 1;
            if at == len {
                at = 0;
            }
            let pit = circuit.order[at];
            pits[(pit & 31) as usize] += 1;
            let rule = if k == 0 { first_rule } else { rule };
            let effect = MancalaEffect::Dropped {
                pit,
                now: pits[(pit & 31) as usize],
            };
            sink.push(EffectKind::Mancala(effect), rule);
        }
        circuit.order[at]
    } else {
        let mut words = load(pits);
        let landing = sow_words(&mut words, circuit, from, count, start);
        store(pits, &words);
        landing
    }
}

/// [`sow`] without effects on the board held as four little-endian words ([`load`]): one
/// word-wise addition of a prefix difference (see [`Circuit::prefix`]) per lap, the lift done
/// on the same words.
#[inline(always)]
pub fn sow_words(
    words: &mut [u64; 4],
    circuit: &Circuit,
    from: Pit,
    count: u8,
    start: Start,
) -> Pit {
    let len = circuit.len as usize;
    let mut at = circuit.pos[from as usize] as usize;
    if start == Start::Into {
        at = (at + len - 1) % len;
    }
    if start == Start::Lifted {
        let byte = from as usize;
        words[byte / 8] &= !(0xFF << (8 * (byte % 8)));
    }
    let mut left = count as usize;
    // Whole rounds first, then the rest as one prefix difference.
    if left >= len {
        let full = rounds(left, len) as u64;
        for (word, round) in words.iter_mut().zip(&circuit.prefix[len]) {
            *word += full * round;
        }
        left = wrap(left, len);
    }
    let lap = circuit.prefix[at + 1]
        .iter()
        .zip(&circuit.prefix[at + 1 + left]);
    for (word, (from, to)) in words.iter_mut().zip(lap) {
        *word += to - from;
    }
    circuit.order[at + left]
}

/// The seeds of `pit` on a board held as words.
#[inline(always)]
pub fn seeds_in(words: &[u64; 4], pit: Pit) -> u8 {
    (words[(pit as usize / 8) & 3] >> (8 * (pit % 8))) as u8
}

/// The board as four little-endian words.
#[inline(always)]
pub fn load(pits: &[u8; PITS]) -> [u64; 4] {
    let mut words = [0u64; 4];
    for (w, chunk) in words.iter_mut().zip(pits.chunks_exact(8)) {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(chunk);
        *w = u64::from_le_bytes(bytes);
    }
    words
}

/// Writes four little-endian words back to the board.
#[inline(always)]
pub fn store(pits: &mut [u8; PITS], words: &[u64; 4]) {
    for (w, chunk) in words.iter().zip(pits.chunks_exact_mut(8)) {
        chunk.copy_from_slice(&w.to_le_bytes());
    }
}

/// Where a lap of `count` seeds from `from` along `circuit` would end, and how many seeds that
/// pit would hold afterwards. `lifted` says whether `from` is emptied first (a move or relay)
/// or keeps its seeds (a re-sow of captured seeds). No pit changes.
#[inline]
pub fn predict(
    pits: &[u8; PITS],
    circuit: &Circuit,
    from: Pit,
    count: u8,
    lifted: bool,
) -> (Pit, u32) {
    let len = circuit.len as usize;
    let start = circuit.pos[from as usize] as usize;
    let n = count as usize;
    let (full, rest) = (rounds(n, len), wrap(n, len));
    let landing = circuit.order[start + rest];
    // The landing pit gets one seed per full round, and one more unless the lap is exactly
    // whole rounds (then it is `from` itself and the last seed is the round's last).
    let hits = full + usize::from(rest != 0);
    let before = if landing == from && lifted {
        0
    } else {
        u32::from(pits[landing as usize])
    };
    (landing, before + hits as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mancala::board::circuit;
    use crate::rules::{Effect, NoEffects, Player};

    const R: RuleRef = RuleRef {
        id: "t",
        cites: &[],
    };

    #[test]
    fn bulk_and_seed_by_seed_agree_with_prediction() {
        for overture in [false, true] {
            for cw in [false, true] {
                let c = circuit(Player::Second, cw, overture);
                for &from in &c.order[..c.len as usize] {
                    for count in 1..=40u8 {
                        for include in [false, true] {
                            let mut base = [0u8; PITS];
                            for (i, p) in base.iter_mut().enumerate() {
                                *p = (i % 3) as u8;
                            }
                            let mut a = base;
                            let mut b = base;
                            let mut effects: Vec<Effect> = Vec::new();
                            let start = if include { Start::Into } else { Start::After };
                            let la = sow(&mut a, c, from, count, start, [R, R], &mut NoEffects);
                            let lb = sow(&mut b, c, from, count, start, [R, R], &mut effects);
                            assert_eq!((la, a), (lb, b));
                            assert_eq!(effects.len(), count as usize);
                            if !include {
                                let (lp, now) = predict(&base, c, from, count, false);
                                assert_eq!((lp, now), (la, u32::from(a[la as usize])));
                                let mut d = base;
                                let ld = sow(
                                    &mut d,
                                    c,
                                    from,
                                    count,
                                    Start::Lifted,
                                    [R, R],
                                    &mut NoEffects,
                                );
                                let mut e = base;
                                let mut seen: Vec<Effect> = Vec::new();
                                let le =
                                    sow(&mut e, c, from, count, Start::Lifted, [R, R], &mut seen);
                                assert_eq!((ld, d), (le, e));
                                assert_eq!(
                                    d[from as usize] as usize,
                                    count as usize / c.len as usize
                                );
                                let (lp, now) = predict(&base, c, from, count, true);
                                assert_eq!((lp, now), (ld, u32::from(d[ld as usize])));
                            }
                        }
                    }
                }
            }
        }
    }
}
