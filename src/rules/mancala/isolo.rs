//! Isolo of the Sukuma (docs/readings.md, Isolo, Women, Boys): start positions, the boys'
//! traditional preparation, and the capture test with the ng'hana protection.

use super::board::{I1, PITS};
use super::config::Config;
use super::position::Position;
use super::refs;
use super::sowing::Board;
use super::{LapEnd, LiftCause, LocalPit, MancalaEffect};
use crate::rules::{Effect, EffectKind, Player};

/// One player's 16 pits in local order `o1..o8, i1..i8`.
pub(super) type Side = [u8; 16];

/// The counter-clockwise successor of a local pit on the full circuit (docs/geometry.md, Circuits).
fn next_ccw(local: usize) -> usize {
    match local {
        0..=6 => local + 1,
        7 => 15,
        9..=15 => local - 1,
        _ => 0, // i1 -> o1
    }
}

/// The five steps of the boys' traditional preparation (docs/readings.md, Preparation), as each
/// player does it on his own side, in local order. The last step is the boys' start position.
///
/// 1. two seeds in every pit;
/// 2. all outer seeds into o8;
/// 3. one seed from each inner pit into the outer pit of its column;
/// 4. multi-lap counter-clockwise sowing from i8, relaying from every occupied pit, until a
///    lap ends in the ng'hana (o8);
/// 5. one seed from o8 into i7.
pub(super) fn boys_preparation() -> [Side; 5] {
    let mut steps = [[2u8; 16]; 5];
    let mut side = steps[0];
    for stage in 2..=PREPARATION_STEPS {
        prepare_step(&mut side, stage);
        steps[usize::from(stage) - 1] = side;
    }
    steps
}

/// The number of steps of the boys' preparation; step 1 is the board with two seeds a pit.
pub const PREPARATION_STEPS: u8 = 5;

/// One seed movement of the boys' preparation on one side, in local pits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PrepEvent {
    /// Seeds taken into the hand; `relay` when the pit is where the last lap of step 4 ended.
    Lift {
        /// The local pit.
        local: usize,
        /// How many seeds.
        count: u8,
        /// Lifted because the last lap ended there.
        relay: bool,
    },
    /// One seed dropped.
    Drop {
        /// The local pit.
        local: usize,
        /// Its count after the drop.
        now: u8,
    },
    /// A lap of step 4 ended in an occupied pit other than the ng'hana: it is lifted next.
    Relay {
        /// The local pit.
        local: usize,
    },
}

/// Plays step `step` (2..=5) of the preparation on `side` and returns every seed movement in
/// order. Other step numbers change nothing.
pub(super) fn prepare_step(side: &mut Side, step: u8) -> Vec<PrepEvent> {
    let mut events = Vec::new();
    let lift = |side: &mut Side, events: &mut Vec<PrepEvent>, local: usize, relay: bool| {
        let count = side[local];
        side[local] = 0;
        events.push(PrepEvent::Lift {
            local,
            count,
            relay,
        });
        count
    };
    let drop = |side: &mut Side, events: &mut Vec<PrepEvent>, local: usize| {
        side[local] += 1;
        events.push(PrepEvent::Drop {
            local,
            now: side[local],
        });
    };
    match step {
        2 => {
            for from in 0..7 {
                for _ in 0..lift(side, &mut events, from, false) {
                    drop(side, &mut events, 7);
                }
            }
        }
        3 => {
            for col in 0..8 {
                side[8 + col] -= 1;
                events.push(PrepEvent::Lift {
                    local: 8 + col,
                    count: 1,
                    relay: false,
                });
                drop(side, &mut events, col);
            }
        }
        4 => {
            // A lap ends in the ng'hana after 7 relays; the bound only guards against a wrong
            // table.
            let mut from = 15;
            let mut relay = false;
            for _ in 0..64 {
                let mut at = from;
                for _ in 0..lift(side, &mut events, from, relay) {
                    at = next_ccw(at);
                    drop(side, &mut events, at);
                }
                if at == 7 || side[at] == 1 {
                    break;
                }
                events.push(PrepEvent::Relay { local: at });
                from = at;
                relay = true;
            }
        }
        5 => {
            side[7] -= 1;
            events.push(PrepEvent::Lift {
                local: 7,
                count: 1,
                relay: false,
            });
            drop(side, &mut events, 14);
        }
        _ => {}
    }
    events
}

/// The board of the boys' preparation after step `step` (1..=5), the same on both sides.
/// Step 5 is the boys' start.
pub fn preparation_pits(step: u8) -> [u8; PITS] {
    let table = boys_preparation();
    let side = table[usize::from(step.clamp(1, PREPARATION_STEPS)) - 1];
    let mut pits = [0u8; PITS];
    for player in Player::BOTH {
        place_side(&mut pits, player, &side);
    }
    pits
}

/// The effects of step `step` (2..=5) of the boys' preparation, seed by seed: South's side,
/// then North's, from the board of [`preparation_pits`]`(step - 1)` to that of
/// [`preparation_pits`]`(step)`. Played back like a move, so the board view animates them.
pub fn preparation_effects(step: u8) -> Vec<Effect> {
    let before = boys_preparation()[usize::from(step.clamp(2, PREPARATION_STEPS)) - 2];
    let mut out = Vec::new();
    for player in Player::BOTH {
        let mut side = before;
        for event in prepare_step(&mut side, step) {
            let kind = match event {
                PrepEvent::Lift {
                    local,
                    count,
                    relay,
                } => MancalaEffect::Lifted {
                    pit: LocalPit::new_unchecked(local as u8).on(player),
                    count,
                    cause: if relay {
                        LiftCause::Relay
                    } else {
                        LiftCause::Move
                    },
                    clockwise: false,
                },
                PrepEvent::Drop { local, now } => MancalaEffect::Dropped {
                    pit: LocalPit::new_unchecked(local as u8).on(player),
                    now,
                },
                PrepEvent::Relay { local } => MancalaEffect::LapEnded {
                    pit: LocalPit::new_unchecked(local as u8).on(player),
                    end: LapEnd::Relay,
                },
            };
            out.push(Effect {
                kind: EffectKind::Mancala(kind),
                rule: refs::BOYS_PREPARATION,
            });
        }
    }
    out
}

/// The boys' start side `o1..o8 = 2 0 2 0 2 0 2 17`, `i1..i8 = 0 2 0 2 0 2 1 0`, as produced by
/// [`boys_preparation`].
pub(super) fn boys_start_side() -> Side {
    boys_preparation()[4]
}

/// Puts `side` (local order) on `player`'s pits.
pub(super) fn place_side(pits: &mut [u8; PITS], player: Player, side: &Side) {
    for (local, &n) in side.iter().enumerate() {
        pits[LocalPit::new_unchecked(local as u8).on(player).index()] = n;
    }
}

/// The start pits of an Isolo game: 2 per pit (women), or the prepared table (boys).
pub(super) fn start_pits(boys: bool) -> [u8; PITS] {
    let mut pits = [2u8; PITS];
    if boys {
        let side = boys_start_side();
        for player in Player::BOTH {
            place_side(&mut pits, player, &side);
        }
    }
    pits
}

/// The Isolo capture test at the occupied own inner pit `at` (docs/readings.md, I2, with the
/// protection of I4).
#[derive(Clone, Copy, Debug)]
pub(super) struct CaptureTest {
    /// The seeds in the facing (inner, outer) pits.
    pub facing: (u8, u8),
    /// The seeds a capture takes from each (protected seeds count as none).
    pub take: (u8, u8),
    /// Whether the capture condition holds.
    pub captures: bool,
    /// Whether the ng'hana protection is what prevents the capture (the facing pits are a
    /// protected column holding seeds).
    pub shielded: bool,
}

/// Applies the capture condition (docs/readings.md, I2, with the protection of I4) at the
/// mover's inner pit `at`.
#[inline(always)]
pub(super) fn capture_test<B: Board>(
    b: &B,
    pos: &Position,
    cfg: &Config,
    at: B::At,
) -> CaptureTest {
    let shield = cfg.protect && pos.overture[pos.mover.other().index()];
    capture_condition(cfg, b.facing(at), shield && b.local(at) == I1)
}

/// The capture condition on the seeds `facing` an inner pit, the facing pits being a
/// protected ng'hana column if `shield`.
#[inline(always)]
pub(super) fn capture_condition(cfg: &Config, facing: (u8, u8), shield: bool) -> CaptureTest {
    let take = if shield { (0, 0) } else { facing };
    let captures = if cfg.needs_both {
        take.0 > 0 && take.1 > 0
    } else {
        take.0 > 0 || take.1 > 0
    };
    CaptureTest {
        facing,
        take,
        captures,
        shielded: shield && (facing.0 > 0 || facing.1 > 0),
    }
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

    #[test]
    fn the_preparation_effects_lead_from_each_step_to_the_next() {
        for step in 2..=PREPARATION_STEPS {
            let mut pits = preparation_pits(step - 1);
            let mut hand = 0u8;
            for effect in preparation_effects(step) {
                assert_eq!(effect.rule.id, "boys_preparation");
                match effect.kind {
                    EffectKind::Mancala(MancalaEffect::Lifted { pit, count, .. }) => {
                        assert_eq!(hand, 0, "step {step}: a lift with seeds in hand");
                        assert!(pits[pit.index()] >= count, "step {step}: lift too many");
                        pits[pit.index()] -= count;
                        hand = count;
                    }
                    EffectKind::Mancala(MancalaEffect::Dropped { pit, now }) => {
                        hand -= 1;
                        pits[pit.index()] += 1;
                        assert_eq!(pits[pit.index()], now, "step {step}: drop count");
                    }
                    EffectKind::Mancala(MancalaEffect::LapEnded { pit, end }) => {
                        assert_eq!(end, LapEnd::Relay);
                        assert_eq!(hand, 0);
                        assert!(pits[pit.index()] > 1, "a relay from an occupied pit");
                    }
                    other => panic!("unexpected effect {other:?}"),
                }
            }
            assert_eq!(hand, 0, "step {step} ends with an empty hand");
            assert_eq!(pits, preparation_pits(step), "step {step}");
        }
        assert_eq!(preparation_pits(PREPARATION_STEPS), start_pits(true));
    }

    #[test]
    fn step_four_is_eight_laps_joined_by_seven_relays() {
        let effects = preparation_effects(4);
        let relays = effects
            .iter()
            .filter(|e| matches!(e.kind, EffectKind::Mancala(MancalaEffect::LapEnded { .. })))
            .count();
        // Per side: i8 -> i7, then seven relays of two seeds, the last ending in o8.
        assert_eq!(relays, 2 * 7);
        let lifts = effects
            .iter()
            .filter(|e| matches!(e.kind, EffectKind::Mancala(MancalaEffect::Lifted { .. })))
            .count();
        assert_eq!(lifts, 2 * 8);
    }
}
