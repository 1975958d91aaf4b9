//! Board geometry of the four-row games (docs/geometry.md, Pits, Facing, Circuits, Index): rows,
//! facing pits, the ng'hana column and the sowing circuits, precomputed as tables so the lap engine
//! only indexes.
//!
//! Flat index: `0..8 = S-o1..S-o8`, `8..16 = S-i1..S-i8`, `16..24 = N-i8..N-i1`,
//! `24..32 = N-o8..N-o1`. The facing inner pit of a South inner pit `k` is `k + 8`, the facing
//! outer pit `k + 16` (North: `k - 8`, `k - 16`).

use super::{LocalPit, Pit};
use crate::rules::Player;

/// Number of pits on the board.
pub(super) const PITS: usize = 32;

/// Seeds on the board in every position of both games.
pub(crate) const SEEDS: u32 = 64;

/// Seeds each player places in an Igisoro custom layout: his half of the board's 64.
pub const LAYOUT_SEEDS: u32 = SEEDS / 2;

/// Local index of the ng'hana (o8), the Isolo boys' privileged pit.
pub(super) const NGHANA: LocalPit = LocalPit::outer(7);

/// Local index of i1, the inner pit facing the opponent's ng'hana column
/// (docs/geometry.md, Facing).
pub(super) const I1: LocalPit = LocalPit::inner(0);

/// Local index of i8, the inner pit of the ng'hana column.
pub(super) const I8: LocalPit = LocalPit::inner(7);

/// The place of a local pit on its owner's counter-clockwise circuit: `o1..o8` are 0..7,
/// `i8..i1` are 8..15 (docs/geometry.md, Circuits). The mapping is its own inverse.
#[inline(always)]
pub(super) fn circuit_place(local: LocalPit) -> u32 {
    let local = u32::from(local.to_u8());
    if local < 8 { local } else { 23 - local }
}

/// The local pit at place `place` (0..16) of its owner's counter-clockwise circuit: the
/// inverse of [`circuit_place`].
#[inline(always)]
pub(super) fn place_pit(place: u32) -> LocalPit {
    debug_assert!(place < 16);
    LocalPit::new_unchecked(if place < 8 { place } else { 23 - place } as u8)
}

/// The owner of a flat pit.
#[inline]
pub(super) fn owner(pit: Pit) -> Player {
    pit.owner()
}

/// Whether `pit` is an inner-row pit (of either player).
#[inline]
pub(super) fn is_inner(pit: Pit) -> bool {
    pit.to_u8().wrapping_sub(8) < 16
}

/// The opponent's inner pit facing the inner pit `pit`.
#[inline]
pub fn facing_inner(pit: Pit) -> Pit {
    debug_assert!(is_inner(pit));
    // 8..16 <-> 16..24: the flat layout makes this one xor.
    Pit::new_unchecked(pit.to_u8() ^ 24)
}

/// The opponent's outer pit behind the inner pit facing `pit`.
#[inline]
pub fn facing_outer(pit: Pit) -> Pit {
    debug_assert!(is_inner(pit));
    // 8..16 -> 24..32 and 16..24 -> 0..8.
    Pit::new_unchecked(pit.to_u8() ^ 16)
}

/// The outer pit behind an inner pit of the same owner (Igisoro *ndakubye* moves seeds there).
#[inline]
pub(super) fn outer_behind(inner: Pit) -> Pit {
    debug_assert!(is_inner(inner));
    // 8..16 -> 0..8 and 16..24 -> 24..32.
    Pit::new_unchecked(inner.to_u8() ^ 8)
}

/// The board as written in position texts (docs/geometry.md, Rows), seen from South, top to bottom:
/// `N-o8..N-o1`, `N-i8..N-i1`, `S-i1..S-i8`, `S-o1..S-o8`.
pub(crate) fn rows(pits: &[u8; PITS]) -> [[u8; 8]; 4] {
    let mut out = [[0; 8]; 4];
    for (r, row) in out.iter_mut().enumerate() {
        // Row r holds flat pits (3 - r) * 8 .. (3 - r) * 8 + 8, in flat order.
        let base = (3 - r) * 8;
        row.copy_from_slice(&pits[base..base + 8]);
    }
    out
}

/// The flat pits of the display rows of [`rows`], for turning a printed table back into a board.
pub(crate) fn from_rows(rows: &[[u8; 8]; 4]) -> [u8; PITS] {
    let mut pits = [0; PITS];
    for (r, row) in rows.iter().enumerate() {
        let base = (3 - r) * 8;
        pits[base..base + 8].copy_from_slice(row);
    }
    pits
}

/// A sowing circuit of one player: the pits in sowing order, doubled so a lap shorter than the
/// circuit never wraps (`order[i + len] == order[i]`), and each pit's place in it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Circuit {
    /// The pits in sowing order, twice over.
    pub order: [Pit; 32],
    /// Pits in the circuit: 16, or 14 during an Isolo boys' overture.
    pub len: u8,
    /// Index in `order` of each flat pit, or [`Circuit::OFF`] if the pit is not on it.
    pub pos: [u8; PITS],
    /// `prefix[j]`: how many of the positions `0..j` of `order` fall on each pit, as the board's
    /// 32 bytes in four little-endian words. A lap over positions `a..b` adds
    /// `prefix[b] - prefix[a]` to the board, word by word: bytes never carry, since no pit
    /// ever holds more than 64 seeds.
    pub prefix: [[u64; 4]; 33],
}

impl Circuit {
    /// Marks a pit that is not on the circuit.
    pub(super) const OFF: u8 = u8::MAX;

    /// Whether `pit` is on this circuit.
    #[inline]
    pub(super) fn contains(&self, pit: Pit) -> bool {
        self.pos[pit.index()] != Self::OFF
    }
}

/// Builds one circuit in local coordinates, then maps it onto flat pits.
const fn build(player: Player, clockwise: bool, overture: bool) -> Circuit {
    // Counter-clockwise in the owner's coordinates: o1..o8, i8..i1 (docs/geometry.md, Circuits); in
    // the overture column 8 (o8, i8) is left out: o1..o7, i7..i1 (docs/readings.md, Boys).
    let mut local = [LocalPit::outer(0); 16];
    let mut len = 0;
    let cols = if overture { 7 } else { 8 };
    let mut c = 0;
    while c < cols {
        local[len] = LocalPit::outer(c as u8);
        len += 1;
        c += 1;
    }
    let mut c = cols;
    while c > 0 {
        local[len] = LocalPit::inner((c - 1) as u8);
        len += 1;
        c -= 1;
    }
    let mut circuit = Circuit {
        order: [Pit::new_unchecked(0); 32],
        len: len as u8,
        pos: [Circuit::OFF; PITS],
        prefix: [[0; 4]; 33],
    };
    let mut i = 0;
    while i < len {
        // Clockwise is the same cycle read backwards, still starting at o1.
        let l = if clockwise {
            local[(len - i) % len]
        } else {
            local[i]
        };
        let pit = l.on(player);
        circuit.order[i] = pit;
        circuit.order[i + len] = pit;
        circuit.pos[pit.index()] = i as u8;
        i += 1;
    }
    let mut j = 0;
    while j < 32 {
        let mut next = circuit.prefix[j];
        if j < 2 * len {
            let pit = circuit.order[j].index();
            next[pit / 8] += 1 << (8 * (pit % 8));
        }
        circuit.prefix[j + 1] = next;
        j += 1;
    }
    circuit
}

/// Every circuit, indexed `[player][clockwise][overture]`.
static CIRCUITS: [[[Circuit; 2]; 2]; 2] = [
    [
        [
            build(Player::First, false, false),
            build(Player::First, false, true),
        ],
        [
            build(Player::First, true, false),
            build(Player::First, true, true),
        ],
    ],
    [
        [
            build(Player::Second, false, false),
            build(Player::Second, false, true),
        ],
        [
            build(Player::Second, true, false),
            build(Player::Second, true, true),
        ],
    ],
];

/// The circuit `player` sows on: counter-clockwise or clockwise, full or overture (14 pits).
#[inline]
pub(super) fn circuit(player: Player, clockwise: bool, overture: bool) -> &'static Circuit {
    &CIRCUITS[player.index()][clockwise as usize][overture as usize]
}

/// The ng'hana column of `player`: (o8, i8) as flat pits.
pub(super) fn nghana_column(player: Player) -> (Pit, Pit) {
    (NGHANA.on(player), I8.on(player))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mancala::{parse_pit, pit_name};

    fn names(c: &Circuit) -> Vec<String> {
        c.order[..c.len as usize]
            .iter()
            .map(|&p| pit_name(p))
            .collect()
    }

    #[test]
    fn circuits_follow_the_dossier() {
        let ccw = names(circuit(Player::First, false, false));
        assert_eq!(
            ccw.join(" "),
            "S-o1 S-o2 S-o3 S-o4 S-o5 S-o6 S-o7 S-o8 S-i8 S-i7 S-i6 S-i5 S-i4 S-i3 S-i2 S-i1"
        );
        let cw = names(circuit(Player::Second, true, false));
        assert_eq!(
            cw.join(" "),
            "N-o1 N-i1 N-i2 N-i3 N-i4 N-i5 N-i6 N-i7 N-i8 N-o8 N-o7 N-o6 N-o5 N-o4 N-o3 N-o2"
        );
        let overture = names(circuit(Player::First, false, true));
        assert_eq!(
            overture.join(" "),
            "S-o1 S-o2 S-o3 S-o4 S-o5 S-o6 S-o7 S-i7 S-i6 S-i5 S-i4 S-i3 S-i2 S-i1"
        );
        let c = circuit(Player::First, false, true);
        let pit = Pit::new_unchecked;
        assert!(!c.contains(pit(7)) && !c.contains(pit(15)) && !c.contains(pit(16)));
        assert_eq!(c.order[c.pos[0] as usize + 14], pit(0));
        assert_eq!(pit_name(c.order[c.pos[6] as usize + 1]), "S-i7");
    }

    #[test]
    fn facing_pits_follow_the_table_of_6_1() {
        let pairs = [
            ("S-i1", "N-i8", "N-o8"),
            ("S-i2", "N-i7", "N-o7"),
            ("S-i8", "N-i1", "N-o1"),
            ("N-i4", "S-i5", "S-o5"),
        ];
        for (pit, inner, outer) in pairs {
            let p = parse_pit(pit).unwrap();
            assert_eq!(pit_name(facing_inner(p)), inner);
            assert_eq!(pit_name(facing_outer(p)), outer);
        }
        assert_eq!(pit_name(outer_behind(parse_pit("S-i5").unwrap())), "S-o5");
        assert_eq!(pit_name(outer_behind(parse_pit("N-i5").unwrap())), "N-o5");
        let (o8, i8) = nghana_column(Player::Second);
        assert_eq!((pit_name(o8), pit_name(i8)), ("N-o8".into(), "N-i8".into()));
    }

    #[test]
    fn rows_round_trip() {
        let mut pits = [0u8; PITS];
        for (i, p) in pits.iter_mut().enumerate() {
            *p = i as u8;
        }
        let r = rows(&pits);
        assert_eq!(r[0][0], 24); // N-o8
        assert_eq!(r[2][0], 8); // S-i1
        assert_eq!(from_rows(&r), pits);
    }
}
