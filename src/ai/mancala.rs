//! The mancala family for the search: copy-make on the engine's `Copy` game, move hints and
//! the evaluation.
//!
//! # Evaluation (a seed is worth 20)
//!
//! Seeds never leave the board, so the balance of seeds between the two sides is the
//! material. Around it:
//!
//! * **Capture threats**: for each playable pit, where its first lap ends (the engine's own
//!   prediction); a lap that ends in an occupied own inner pit facing seeds captures them. The
//!   player to act will probably cash his best threat; the other player's best threat is
//!   what the player to act must defend.
//! * **Inner-row exposure**: seeds in a column the opponent can reach are at risk; seeds
//!   behind an empty opponent inner pit are safe for now. Counted through the threats above.
//! * **Mobility**: pits that can be played (two seeds or more). A side of singletons
//!   (*urunyána*) cannot move and loses.
//! * **Overture** (Isolo boys): a protected ng'hana is safe material; leaving the overture
//!   early gives it away, so the protected seeds count a little more.

use crate::rules::mancala::{LocalPit, MancalaAction, MancalaGame};
use crate::rules::{Action, ActionList, NoEffects, Outcome, Player};

use super::search::{CAPTURE_HINT, MAX_PLY, Node};

/// A mancala game prepared for copy-make search.
pub struct MancalaNode {
    game: MancalaGame,
    saved: Vec<MancalaGame>,
}

impl MancalaNode {
    /// A search node at `game`'s position.
    pub fn new(game: &MancalaGame) -> MancalaNode {
        MancalaNode {
            game: *game,
            saved: vec![*game; MAX_PLY + 1],
        }
    }
}

const SEED: i32 = 20;
const MOBILITY: i32 = 6;
const IMMOBILE: i32 = 200;
const PROTECTED_SEED: i32 = 3;

/// Per-side figures of the evaluation.
#[derive(Clone, Copy, Default)]
struct Side {
    seeds: i32,
    playable: i32,
    best_threat: i32,
    protected: i32,
}

fn side(g: &MancalaGame, player: Player) -> Side {
    let mut s = Side {
        protected: i32::from(g.protected_seeds(player)),
        ..Side::default()
    };
    let min = i32::from(g.min_seeds().max(1));
    for local in LocalPit::all() {
        let n = i32::from(g.seeds(local.on(player)));
        s.seeds += n;
        if n >= min {
            s.playable += 1;
            if let Some(v) = g.threat(player, local, false) {
                s.best_threat = s.best_threat.max(i32::from(v));
            }
        }
    }
    s
}

/// The evaluation of the module docs, from the view of the player to act.
pub fn evaluate(g: &MancalaGame) -> i32 {
    let me = g.to_act();
    let op = me.other();
    let (a, b) = (side(g, me), side(g, op));
    let mut s = SEED * (a.seeds - b.seeds);
    s += MOBILITY * (a.playable.min(10) - b.playable.min(10));
    if b.playable == 0 {
        s += IMMOBILE;
    }
    if a.playable == 0 {
        s -= IMMOBILE;
    }
    // The player to act will likely cash his best capture; the other one threatens his.
    s += SEED * (2 * a.best_threat - b.best_threat) / 3;
    s += PROTECTED_SEED * (a.protected - b.protected);
    s
}

impl Node for MancalaNode {
    #[inline]
    fn key(&self) -> u64 {
        self.game.hash()
    }

    #[inline]
    fn to_act(&self) -> Player {
        self.game.to_act()
    }

    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    #[inline]
    fn legal(&self, out: &mut ActionList) {
        out.clear();
        self.game.legal_actions(out);
    }

    #[inline]
    fn make(&mut self, ply: usize, action: Action) -> bool {
        let Action::Mancala(a) = action else {
            return false;
        };
        self.saved[ply] = self.game;
        self.game.apply(a, &mut NoEffects).is_ok()
    }

    #[inline]
    fn unmake(&mut self, ply: usize) {
        self.game = self.saved[ply];
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        evaluate(&self.game)
    }

    #[inline]
    fn in_decision(&self) -> bool {
        self.game.pending().is_some()
    }

    fn hint(&self, action: Action) -> i32 {
        let Action::Mancala(a) = action else {
            return 0;
        };
        let g = &self.game;
        match a {
            MancalaAction::Sow { pit, clockwise } => match g.threat(g.mover(), pit, clockwise) {
                Some(v) => CAPTURE_HINT + i32::from(v),
                None => 0,
            },
            MancalaAction::Take => CAPTURE_HINT + 50,
            MancalaAction::Cw => CAPTURE_HINT + 40,
            // The search judges the other answers; keep the engine's order.
            _ => 0,
        }
    }

    fn captures(&self, action: Action) -> bool {
        matches!(
            action,
            Action::Mancala(MancalaAction::Sow { .. } | MancalaAction::Take)
        ) && self.hint(action) >= CAPTURE_HINT
    }

    const QUIESCENCE: bool = false;

    #[inline]
    fn code(action: Action) -> u16 {
        match action {
            Action::Mancala(a) => match a {
                MancalaAction::Sow { pit, clockwise } => {
                    u16::from(pit.to_u8()) * 2 + u16::from(clockwise)
                }
                MancalaAction::Take => 40,
                MancalaAction::Ndahise => 41,
                MancalaAction::Ndakubye => 42,
                MancalaAction::Keep => 43,
                MancalaAction::Cw => 44,
                MancalaAction::Ccw => 45,
                // Layouts are told apart by their first pits (the representative ones differ).
                MancalaAction::Arrange(l) => 50 + u16::from(l[0] % 8) * 8 + u16::from(l[8] % 8),
            },
            Action::Morris(_) => 1023,
        }
    }
}
