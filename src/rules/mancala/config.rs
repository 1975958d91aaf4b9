//! The rules in force for one mancala game, read once from the options into a small `Copy`
//! struct so the lap engine tests plain fields.

use super::board::circuit_place;
use super::position::LAP_CAP;
use super::refs;
use super::{LocalPit, Pit};
use crate::rules::options::{Options, ResowOrigin, ReversePits, StartLayout};
use crate::rules::{GameId, Player, RuleRef};

/// Where captured seeds are re-sown from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Resow {
    /// The start pit of the capturing lap (Isolo I1 default; Igisoro G4 option).
    LapStart,
    /// The pit where the capturing seed fell (Isolo I1 option).
    CapturePit,
    /// The pit the turn began from (Igisoro G4 default; Isolo I1 option).
    TurnOrigin,
}

/// The rules of one mancala game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Config {
    /// The rule set.
    pub id: GameId,
    /// Igisoro (otherwise Isolo).
    pub igisoro: bool,
    /// Isolo boys (overture and ng'hana).
    pub boys: bool,
    /// A capture needs seeds in both facing pits (Igisoro always; Isolo I2 option).
    pub needs_both: bool,
    /// Where captured seeds are re-sown from.
    pub resow: Resow,
    /// Isolo I5: the re-sow's first seed goes into its start pit.
    pub include_start: bool,
    /// Isolo I4: the ng'hana column is protected during its owner's overture.
    pub protect: bool,
    /// I8/G12 `endless_move=end_turn_at_cap`.
    pub endless_ends_turn: bool,
    /// Seeds a pit needs to start a move (2; Igisoro G2 option 1).
    pub min_seeds: u8,
    /// Igisoro G3 `capture_mode=compulsory`.
    pub compulsory: bool,
    /// Igisoro G5: the reverse pit set.
    pub reverse: ReversePits,
    /// Igisoro G5: the reverse pits of both players as a bit mask over flat pits.
    pub reverse_mask: u32,
    /// Igisoro G5: the reverse pits as a bit mask over their places on the owner's circuit
    /// ([`circuit_place`]).
    pub reverse_positions: u16,
    /// Igisoro G6: reverse sowing also on arrival at a reverse pit.
    pub reverse_on_arrival: bool,
    /// Igisoro G8 `resow_direction=same_as_capturing_lap`.
    pub resow_same_direction: bool,
    /// Igisoro G9 `no_capture_first_turns=true`.
    pub no_capture_first: bool,
    /// Igisoro G1.
    pub layout: StartLayout,
    /// The most laps a turn may sow: always [`LAP_CAP`] in play (a field so unit tests can
    /// reach the cap with small positions; see [`Config::with_lap_cap`]).
    pub lap_cap: u16,
    /// Every field above packed into one number: equal keys mean equal rules (for memos).
    pub key: u64,
}

/// Igisoro reverse pits per set (docs/readings.md, G5), in the owner's coordinates.
pub(super) fn reverse_set(set: ReversePits) -> &'static [LocalPit] {
    match set {
        // o1, o8, i2, i7
        ReversePits::Merriam => {
            const {
                &[
                    LocalPit::outer(0),
                    LocalPit::outer(7),
                    LocalPit::inner(1),
                    LocalPit::inner(6),
                ]
            }
        }
        // o1, i2
        ReversePits::LeftOnly => const { &[LocalPit::outer(0), LocalPit::inner(1)] },
        // i1, i8, o2, o7
        ReversePits::LudiiCode => {
            const {
                &[
                    LocalPit::inner(0),
                    LocalPit::inner(7),
                    LocalPit::outer(1),
                    LocalPit::outer(6),
                ]
            }
        }
        // o1, o2, i1, i2
        ReversePits::OmwesoLeft4 => {
            const {
                &[
                    LocalPit::outer(0),
                    LocalPit::outer(1),
                    LocalPit::inner(0),
                    LocalPit::inner(1),
                ]
            }
        }
        ReversePits::None => &[],
    }
}

impl Config {
    /// Reads the options of `id` once.
    pub(super) fn new(id: GameId, options: &Options) -> Config {
        if id == GameId::Igisoro {
            let o = options.igisoro();
            let mask = reverse_set(o.reverse_pits).iter().fold(0u32, |m, &l| {
                m | l.on(Player::First).bit() | l.on(Player::Second).bit()
            });
            Config {
                id,
                igisoro: true,
                boys: false,
                needs_both: true,
                resow: if o.resow_from_capturing_lap_start {
                    Resow::LapStart
                } else {
                    Resow::TurnOrigin
                },
                include_start: false,
                protect: false,
                endless_ends_turn: o.endless_ends_turn,
                min_seeds: o.min_seeds,
                compulsory: o.capture_compulsory,
                reverse: o.reverse_pits,
                reverse_mask: mask,
                reverse_positions: reverse_set(o.reverse_pits)
                    .iter()
                    .fold(0, |m, &l| m | 1 << circuit_place(l)),
                reverse_on_arrival: o.reverse_on_arrival,
                resow_same_direction: o.resow_same_direction,
                no_capture_first: o.no_capture_first_turns,
                layout: o.start_layout,
                lap_cap: LAP_CAP,
                key: 0,
            }
            .keyed()
        } else {
            let o = options.isolo();
            Config {
                id,
                igisoro: false,
                boys: id == GameId::IsoloBoys,
                needs_both: o.capture_needs_both,
                resow: match o.resow_origin {
                    ResowOrigin::CapturingLapStart => Resow::LapStart,
                    ResowOrigin::CapturePit => Resow::CapturePit,
                    ResowOrigin::TurnOrigin => Resow::TurnOrigin,
                },
                include_start: o.include_start_pit,
                protect: id == GameId::IsoloBoys && o.protect_nghana,
                endless_ends_turn: o.endless_ends_turn,
                min_seeds: 2,
                compulsory: true,
                reverse: ReversePits::None,
                reverse_mask: 0,
                reverse_positions: 0,
                reverse_on_arrival: false,
                resow_same_direction: false,
                no_capture_first: false,
                layout: StartLayout::InnerRows,
                lap_cap: LAP_CAP,
                key: 0,
            }
            .keyed()
        }
    }

    /// The same rules with another lap cap (for tests that reach the cap with small positions).
    #[cfg(test)]
    pub(super) fn with_lap_cap(self, lap_cap: u16) -> Config {
        Config { lap_cap, ..self }.keyed()
    }

    /// Sets [`Config::key`] from the other fields.
    fn keyed(mut self) -> Config {
        let game = match self.id {
            GameId::IsoloWomen => 1,
            GameId::IsoloBoys => 2,
            GameId::Igisoro => 3,
            _ => 0,
        };
        let resow = self.resow as u64;
        let reverse = self.reverse as u64;
        let layout = self.layout as u64;
        let flags = [
            self.igisoro,
            self.boys,
            self.needs_both,
            self.include_start,
            self.protect,
            self.endless_ends_turn,
            self.compulsory,
            self.reverse_on_arrival,
            self.resow_same_direction,
            self.no_capture_first,
        ]
        .iter()
        .enumerate()
        .fold(0u64, |k, (i, &f)| k | u64::from(f) << i);
        self.key = game
            | resow << 2
            | reverse << 4
            | layout << 7
            | u64::from(self.min_seeds) << 9
            | flags << 17
            | u64::from(self.lap_cap) << 27;
        self
    }

    /// Whether flat pit `pit` is a reverse pit of its owner.
    #[inline]
    pub(super) fn is_reverse(&self, pit: Pit) -> bool {
        self.reverse_mask & pit.bit() != 0
    }

    /// The reverse pits in the owner's coordinates (empty in Isolo).
    pub(super) fn reverse_pits(&self) -> &'static [LocalPit] {
        if self.igisoro {
            reverse_set(self.reverse)
        } else {
            &[]
        }
    }

    /// The rule that says where captured seeds are re-sown from.
    pub(super) fn resow_ref(&self) -> RuleRef {
        match (self.igisoro, self.resow) {
            (false, Resow::LapStart) => refs::RESOW_CAPTURING_LAP_START_ISOLO,
            (false, Resow::CapturePit) => refs::RESOW_CAPTURE_PIT,
            (false, Resow::TurnOrigin) => refs::RESOW_TURN_ORIGIN_ISOLO,
            (true, Resow::LapStart) => refs::RESOW_CAPTURING_LAP_START_IGISORO,
            (true, _) => refs::RESOW_TURN_ORIGIN_IGISORO,
        }
    }

    /// The rule of a capture.
    pub(super) fn capture_ref(&self) -> RuleRef {
        if self.igisoro {
            refs::CAPTURE_IGISORO
        } else if self.needs_both {
            refs::CAPTURE_ISOLO_BOTH
        } else {
            refs::CAPTURE_ISOLO
        }
    }
}
