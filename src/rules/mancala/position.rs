//! The core mancala state: small, `Copy`, and everything the rules need between two actions,
//! including a turn suspended at a decision.

use super::board::PITS;
use super::{Decision, Pit};
use crate::rules::Player;

/// The most laps one turn may sow (docs/readings.md, I8, G12). A turn that would need more is
/// endless.
pub const LAP_CAP: u16 = 10_000;

/// What a suspended turn waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Wait {
    /// Igisoro: the mover takes the capture at the landing pit or says *ndahise*.
    Take,
    /// Igisoro: the mover said *ndahise*; the opponent answers *ndakubye* or keeps.
    Retreat,
    /// Igisoro: a lap arrived at the reverse pit it landed in (or the opponent has answered a
    /// *ndahise* there, G14) and a clockwise relay would capture at once; the mover chooses
    /// the direction of the relay.
    Direction,
    /// Igisoro: a capture at the landing pit is taken, its re-sow start is a reverse pit and a
    /// clockwise re-sow would capture at once; the mover chooses the re-sow direction. The
    /// captured seeds are still in the opponent's pits until he has chosen.
    ResowDirection,
}

/// A turn in progress, kept between the actions of one turn (only Igisoro has decisions).
///
/// Its pits are flat pits in a [`Position`]; while the engine sows, they are in the
/// coordinates of the board it sows on (`P`, see [`super::sowing::Board::At`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct TurnState<P = Pit> {
    /// The pit the turn began from.
    pub origin: P,
    /// The start pit of the lap that ended last (for a re-sow lap: its start pit).
    pub lap_start: P,
    /// The pit the last lap ended in.
    pub landing: P,
    /// Whether the last lap was sown clockwise.
    pub clockwise: bool,
    /// Laps sown so far in this turn, across all its decisions.
    pub laps: u16,
    /// What the turn waits for (meaningful only while suspended).
    pub wait: Wait,
}

impl<P: Copy> TurnState<P> {
    /// A turn that begins from `origin`.
    #[inline(always)]
    pub(super) fn starting(origin: P, clockwise: bool) -> TurnState<P> {
        TurnState {
            origin,
            lap_start: origin,
            landing: origin,
            clockwise,
            laps: 0,
            wait: Wait::Take,
        }
    }

    /// The same turn with its pits in other coordinates.
    #[inline(always)]
    pub(super) fn map<Q>(self, f: impl Fn(P) -> Q) -> TurnState<Q> {
        TurnState {
            origin: f(self.origin),
            lap_start: f(self.lap_start),
            landing: f(self.landing),
            clockwise: self.clockwise,
            laps: self.laps,
            wait: self.wait,
        }
    }
}

/// A mancala position: the pits, whose turn it is, and the per-player flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Position {
    /// Seeds per pit, by flat index.
    pub pits: [u8; PITS],
    /// Whose turn it is (the player who sows; the opponent may still have to answer a ndahise).
    pub mover: Player,
    /// Isolo boys: who is still in his overture.
    pub overture: [bool; 2],
    /// Igisoro with `no_capture_first_turns=true`: who has not finished his first turn yet.
    pub first: [bool; 2],
    /// Igisoro with `start_layout=custom`: who still has to arrange his seeds.
    pub arrange: [bool; 2],
    /// The suspended turn, if a decision is due.
    pub turn: Option<TurnState>,
}

impl Position {
    /// Who decides next: an arranging player, the opponent answering a ndahise, or the mover.
    // "To act" is the rules' word (the player to act), as in `MancalaGame::to_act`, not a
    // conversion.
    #[allow(clippy::wrong_self_convention)]
    #[inline]
    pub(super) fn to_act(&self) -> Player {
        if self.arrange[0] {
            Player::First
        } else if self.arrange[1] {
            Player::Second
        } else if matches!(
            self.turn,
            Some(TurnState {
                wait: Wait::Retreat,
                ..
            })
        ) {
            self.mover.other()
        } else {
            self.mover
        }
    }

    /// Seeds on the whole board (64 in every legal position).
    #[cfg(test)]
    pub(super) fn total(&self) -> u32 {
        self.pits.iter().map(|&n| u32::from(n)).sum()
    }

    /// The decision due, if any. `resow_from` gives the re-sow start pit of a capture (needed
    /// for [`Wait::ResowDirection`]).
    pub(super) fn decision(&self, resow_from: impl Fn(&TurnState) -> Pit) -> Option<Decision> {
        if self.arrange[0] || self.arrange[1] {
            return Some(Decision::Arrange);
        }
        let ts = self.turn?;
        Some(match ts.wait {
            Wait::Take => Decision::TakeOrNdahise { at: ts.landing },
            Wait::Retreat => Decision::NdakubyeOrKeep {
                threatened: super::board::facing_inner(ts.landing),
            },
            Wait::Direction => Decision::Direction {
                at: ts.landing,
                resow: false,
            },
            Wait::ResowDirection => Decision::Direction {
                at: resow_from(&ts),
                resow: true,
            },
        })
    }
}
