//! Isolo of the Sukuma (RULES.md §6.3–§6.5): start positions, the boys' traditional
//! preparation, and the capture test with the ng'hana protection.

use super::board::{PITS, facing_inner, facing_outer, in_nghana_column, owner};
use super::config::Config;
use super::position::Position;
use super::{Pit, pit_of};
use crate::rules::Player;

/// One player's 16 pits in local order `o1..o8, i1..i8`.
pub type Side = [u8; 16];

/// The counter-clockwise successor of a local pit on the full circuit (§6.1).
fn next_ccw(local: usize) -> usize {
    match local {
        0..=6 => local + 1,
        7 => 15,
        9..=15 => local - 1,
        _ => 0, // i1 -> o1
    }
}

/// The five steps of the boys' traditional preparation (RULES.md §6.5.2), as each player does
/// it on his own side, in local order. The last step is the start position of §6.5.1.
///
/// 1. two seeds in every pit;
/// 2. all outer seeds into o8;
/// 3. one seed from each inner pit into the outer pit of its column;
/// 4. multi-lap counter-clockwise sowing from i8, relaying from every occupied pit, until a
///    lap ends in the ng'hana (o8);
/// 5. one seed from o8 into i7.
pub fn boys_preparation() -> [Side; 5] {
    let mut steps = [[0u8; 16]; 5];
    let mut side = [2u8; 16];
    steps[0] = side;

    let outer: u8 = side[..8].iter().sum();
    side[..8].fill(0);
    side[7] = outer;
    steps[1] = side;

    for col in 0..8 {
        side[8 + col] -= 1;
        side[col] += 1;
    }
    steps[2] = side;

    // A lap ends in the ng'hana after 8 relays; the bound only guards against a wrong table.
    let mut from = 15;
    for _ in 0..64 {
        let mut hand = side[from];
        side[from] = 0;
        let mut at = from;
        while hand > 0 {
            at = next_ccw(at);
            side[at] += 1;
            hand -= 1;
        }
        if at == 7 || side[at] == 1 {
            break;
        }
        from = at;
    }
    steps[3] = side;

    side[7] -= 1;
    side[14] += 1;
    steps[4] = side;
    steps
}

/// The boys' start side `o1..o8 = 2 0 2 0 2 0 2 17`, `i1..i8 = 0 2 0 2 0 2 1 0`, as produced by
/// [`boys_preparation`].
pub fn boys_start_side() -> Side {
    boys_preparation()[4]
}

/// Puts `side` (local order) on `player`'s pits.
pub fn place_side(pits: &mut [u8; PITS], player: Player, side: &Side) {
    for (local, &n) in side.iter().enumerate() {
        pits[pit_of(player, local as u8) as usize] = n;
    }
}

/// The start pits of an Isolo game: 2 per pit (women), or the prepared table (boys).
pub fn start_pits(boys: bool) -> [u8; PITS] {
    let mut pits = [2u8; PITS];
    if boys {
        let side = boys_start_side();
        for player in Player::BOTH {
            place_side(&mut pits, player, &side);
        }
    }
    pits
}

/// Whether `pit` is protected: Isolo boys with protection, in the ng'hana column of a player
/// who is still in his overture.
#[inline]
pub fn protected(pos: &Position, cfg: &Config, pit: Pit) -> bool {
    cfg.protect && in_nghana_column(pit) && pos.overture[owner(pit).index()]
}

/// The Isolo capture test at the occupied own inner pit `at`.
#[derive(Clone, Copy, Debug)]
pub struct CaptureTest {
    /// The facing (inner, outer) pits and the seeds that would be taken from each
    /// (protected seeds count as none).
    pub take: [(Pit, u8); 2],
    /// Whether the capture condition holds.
    pub captures: bool,
    /// A protected pit holding seeds, if the protection is what prevents the capture.
    pub protected: Option<Pit>,
}

/// Applies the capture condition (I2, with the protection of §6.5.3) at inner pit `at`.
#[inline]
pub fn capture_test(pos: &Position, cfg: &Config, at: Pit) -> CaptureTest {
    let fi = facing_inner(at);
    let fo = facing_outer(at);
    let count = |pit: Pit| {
        if protected(pos, cfg, pit) {
            0
        } else {
            pos.pits[pit as usize]
        }
    };
    let (ci, co) = (count(fi), count(fo));
    let captures = if cfg.needs_both {
        ci > 0 && co > 0
    } else {
        ci > 0 || co > 0
    };
    let protected = if captures {
        None
    } else {
        [fi, fo]
            .into_iter()
            .find(|&p| pos.pits[p as usize] > 0 && protected(pos, cfg, p))
    };
    CaptureTest {
        take: [(fi, ci), (fo, co)],
        captures,
        protected,
    }
}

/// Seeds on a side in local order, for tests and lessons.
pub fn side_of(pits: &[u8; PITS], player: Player) -> Side {
    let mut side = [0u8; 16];
    for (local, n) in side.iter_mut().enumerate() {
        *n = pits[pit_of(player, local as u8) as usize];
    }
    side
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preparation_reproduces_every_step_of_6_5_2() {
        let steps = boys_preparation();
        let table: [(&str, &str); 5] = [
            ("2 2 2 2 2 2 2 2", "2 2 2 2 2 2 2 2"),
            ("0 0 0 0 0 0 0 16", "2 2 2 2 2 2 2 2"),
            ("1 1 1 1 1 1 1 17", "1 1 1 1 1 1 1 1"),
            ("2 0 2 0 2 0 2 18", "0 2 0 2 0 2 0 0"),
            ("2 0 2 0 2 0 2 17", "0 2 0 2 0 2 1 0"),
        ];
        let row = |r: &[u8]| {
            r.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        for (step, (outer, inner)) in steps.iter().zip(table) {
            assert_eq!(row(&step[..8]), outer);
            assert_eq!(row(&step[8..]), inner);
            assert_eq!(step.iter().map(|&n| u32::from(n)).sum::<u32>(), 32);
        }
    }
}
