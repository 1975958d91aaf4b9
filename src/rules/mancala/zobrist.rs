//! Zobrist hashing of mancala positions, for transposition tables and repetition checks.
//!
//! One fixed random key per (pit, seed count), per flag and per side; a suspended turn is
//! folded in through a mixer. The keys are generated at compile time from a fixed seed, so a
//! hash is the same in every run and on every machine.

use super::board::PITS;
use super::position::{Position, Wait};
use crate::rules::Player;

/// Counts 0..=64 per pit.
const COUNTS: usize = 65;

const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn pit_keys() -> [[u64; COUNTS]; PITS] {
    let mut keys = [[0u64; COUNTS]; PITS];
    let mut state = 0x1A50_1061_5030_0001u64;
    let mut p = 0;
    while p < PITS {
        // A count of zero gets key 0, so an empty board hashes to the flags alone.
        let mut n = 1;
        while n < COUNTS {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            keys[p][n] = splitmix(state);
            n += 1;
        }
        p += 1;
    }
    keys
}

static PIT_KEYS: [[u64; COUNTS]; PITS] = pit_keys();

/// Keys of the side to move and of the per-player flags.
const SECOND_TO_MOVE: u64 = splitmix(0x5EC0_9D00);
const OVERTURE: [u64; 2] = [splitmix(0x0FE5_0001), splitmix(0x0FE5_0002)];
const FIRST: [u64; 2] = [splitmix(0xF125_0001), splitmix(0xF125_0002)];
const ARRANGE: [u64; 2] = [splitmix(0xA225_0001), splitmix(0xA225_0002)];

/// The hash of a position: pits, side, overture, first-turn and arrange flags, and the
/// suspended turn (its pits, direction, lap count and decision).
pub(super) fn hash(pos: &Position) -> u64 {
    let mut h = 0;
    for (p, &n) in pos.pits.iter().enumerate() {
        h ^= PIT_KEYS[p][(n as usize).min(COUNTS - 1)];
    }
    if pos.mover == Player::Second {
        h ^= SECOND_TO_MOVE;
    }
    for i in 0..2 {
        if pos.overture[i] {
            h ^= OVERTURE[i];
        }
        if pos.first[i] {
            h ^= FIRST[i];
        }
        if pos.arrange[i] {
            h ^= ARRANGE[i];
        }
    }
    if let Some(ts) = pos.turn {
        let wait = match ts.wait {
            Wait::Take => 1u64,
            Wait::Retreat => 2,
            Wait::Direction => 3,
            Wait::ResowDirection => 4,
        };
        let packed = u64::from(ts.origin.to_u8())
            | u64::from(ts.lap_start.to_u8()) << 8
            | u64::from(ts.landing.to_u8()) << 16
            | u64::from(ts.clockwise) << 24
            | u64::from(ts.laps) << 32
            | wait << 48;
        h ^= splitmix(packed ^ 0x7E44_D1CE_0000_0000);
    }
    h
}
