//! Zobrist keys for morris positions: fixed pseudo-random 64-bit numbers, one per
//! (player, point) and per value of each small state field, XOR-ed together into
//! [`super::MorrisPosition::hash`].
//!
//! The keys are computed at compile time from a fixed seed, so hashes are the same in every
//! run and on every machine (records, tests and a future opening book may rely on that).

/// All keys.
pub(super) struct Keys {
    /// A token of player `[p]` on point `[i]`.
    pub point: [[u64; 25]; 2],
    /// Player `[p]` holds `[n]` tokens in hand.
    pub hand: [[u64; 13]; 2],
    /// The phase (placement, ilobolo, movement).
    pub phase: [u64; 3],
    /// Removals due by the player to act.
    pub due: [u64; 8],
    /// The second player is to act.
    pub side: u64,
    /// Ilobolo has taken place: gifts given by player `[p]`.
    pub gifts: [u64; 2],
    /// `line_reforming=mssa_no_immediate_return`: player `[p]`'s previous move started on `[i]`.
    pub last_from: [[u64; 25]; 2],
    /// ... and ended on `[i]`.
    pub last_to: [[u64; 25]; 2],
    /// `line_reforming=new_token_each_time`: player `[p]`'s last capturing token stands on `[i]`.
    pub shot: [[u64; 25]; 2],
}

/// SplitMix64: the same generator as `selfplay::Rng`, usable in a `const fn`.
const fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn fill_points(state: &mut u64) -> [[u64; 25]; 2] {
    let mut out = [[0; 25]; 2];
    let mut p = 0;
    while p < 2 {
        let mut i = 0;
        while i < 25 {
            out[p][i] = next(state);
            i += 1;
        }
        p += 1;
    }
    out
}

const fn build() -> Keys {
    let mut s: u64 = 0x1A0B_0A1A_B0A1_2024;
    let point = fill_points(&mut s);
    let mut hand = [[0; 13]; 2];
    let mut p = 0;
    while p < 2 {
        // Zero tokens in hand XORs nothing, so the movement phase needs no hand keys.
        let mut n = 1;
        while n < 13 {
            hand[p][n] = next(&mut s);
            n += 1;
        }
        p += 1;
    }
    let phase = [next(&mut s), next(&mut s), next(&mut s)];
    let mut due = [0; 8];
    let mut d = 1;
    while d < 8 {
        due[d] = next(&mut s);
        d += 1;
    }
    let side = next(&mut s);
    let gifts = [next(&mut s), next(&mut s)];
    let last_from = fill_points(&mut s);
    let last_to = fill_points(&mut s);
    let shot = fill_points(&mut s);
    Keys {
        point,
        hand,
        phase,
        due,
        side,
        gifts,
        last_from,
        last_to,
        shot,
    }
}

/// The keys, built at compile time.
pub(super) static KEYS: Keys = build();
