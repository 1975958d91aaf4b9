//! The morris family for the search: copy-make on the engine's small core, move hints and the
//! evaluation.
//!
//! # Evaluation (a token is worth 100)
//!
//! * **Material**: tokens on the board and in hand (captures decide the game: ten win).
//! * **A removal due** to the player to act is almost a token already.
//! * **Lines**: complete lines (in the movement phase a line that can be opened and closed
//!   again is a capture engine) and half-lines: two own tokens with the third point empty.
//! * **Threats**: half-lines whose empty point the owner can fill on his next move (from hand,
//!   by a slide of a token outside the line, or by flying). The player to act gets only a
//!   small bonus for his own threats (the quiescence search plays the capture out); threats
//!   against him weigh more, and two of them nearly a token, since he can block only one.
//! * **Mobility** in the movement phase: slides available; a blocked player must pass.
//! * **Phase**: half-lines weigh more while tokens are still placed, mobility only while they
//!   move; a flying player's mobility is not counted (he can go anywhere) but all his
//!   half-lines are threats.

use crate::rules::morris::board::points_of;
use crate::rules::morris::repetition::Mark;
use crate::rules::morris::{Board, MorrisAction, MorrisGame, MorrisPosition, Phase, Point};
use crate::rules::{Action, ActionList, NoEffects, Outcome, Player};

use super::search::{CAPTURE_HINT, MAX_PLY, Node};

/// A morris game prepared for copy-make search.
pub struct MorrisNode {
    game: MorrisGame,
    /// Per ply, where the game stood before the action made there.
    saved: Vec<(MorrisPosition, Mark)>,
}

impl MorrisNode {
    /// A search node at `game`'s position.
    pub fn new(game: &MorrisGame) -> MorrisNode {
        MorrisNode {
            game: game.clone(),
            saved: vec![game.mark(); MAX_PLY + 1],
        }
    }
}

const MILL: i32 = 14;
const HALF_LINE_PLACING: i32 = 16;
const HALF_LINE_MOVING: i32 = 8;
const THREAT_TO_ACT: i32 = 30;
const THREAT_WAITING: i32 = 22;
const DOUBLE_THREAT_WAITING: i32 = 60;
const MOBILITY: i32 = 5;
const BLOCKED: i32 = 60;
const REMOVAL_DUE: i32 = 90;

/// Per-player line statistics.
#[derive(Clone, Copy, Default)]
struct Lines {
    mills: i32,
    halves: i32,
    /// Empty points that complete a line of this player on his next move.
    threats: u32,
}

/// How a player can bring a token to the empty point of one of his half-lines next action.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reach {
    /// Not at all (ilobolo, or nothing left in hand at the end of placement).
    Never,
    /// From hand: any empty point.
    Hand,
    /// Flying: any token that is not part of the line.
    Fly,
    /// Sliding: a token next to the point that is not part of the line.
    Slide,
}

fn reach(g: &MorrisGame, pos: &MorrisPosition, player: Player) -> Reach {
    match pos.phase() {
        Phase::Placement if pos.hand(player) > 0 => Reach::Hand,
        Phase::Placement | Phase::Ilobolo => Reach::Never,
        Phase::Movement if g.can_fly(player) => Reach::Fly,
        Phase::Movement => Reach::Slide,
    }
}

fn line_stats(g: &MorrisGame, pos: &MorrisPosition) -> [Lines; 2] {
    let b: &Board = g.board();
    let tokens = [pos.tokens(Player::First), pos.tokens(Player::Second)];
    let empty = b.all_mask() & !(tokens[0] | tokens[1]);
    let reach = [reach(g, pos, Player::First), reach(g, pos, Player::Second)];
    let mut out = [Lines::default(); 2];
    for i in 0..b.line_count() {
        let m = b.line_mask(i);
        let (x, o) = (tokens[0] & m, tokens[1] & m);
        let (p, own) = if o == 0 {
            (0, x)
        } else if x == 0 {
            (1, o)
        } else {
            continue;
        };
        match own.count_ones() {
            3 => out[p].mills += 1,
            2 => {
                out[p].halves += 1;
                let hole = m & empty;
                let others = tokens[p] & !m;
                let reached = match reach[p] {
                    Reach::Never => false,
                    Reach::Hand => true,
                    Reach::Fly => others != 0,
                    Reach::Slide => {
                        b.neighbour_mask(Point::new_unchecked(hole.trailing_zeros() as u8)) & others
                            != 0
                    }
                };
                if reached {
                    out[p].threats |= hole;
                }
            }
            _ => {}
        }
    }
    out
}

/// Slides available to `player` (movement phase, not flying).
#[inline]
fn mobility(b: &Board, tokens: u32, empty: u32) -> i32 {
    points_of(tokens)
        .map(|p| (b.neighbour_mask(p) & empty).count_ones() as i32)
        .sum()
}

/// The evaluation of the module docs, from the view of the player to act.
pub fn evaluate(g: &MorrisGame) -> i32 {
    let pos = g.position_core();
    let me = pos.to_act();
    let op = me.other();
    let mut s = 100 * (i32::from(pos.alive(me)) - i32::from(pos.alive(op)));
    s += REMOVAL_DUE * i32::from(pos.removals_due());
    let lines = line_stats(g, pos);
    let (l_me, l_op) = (lines[me.index()], lines[op.index()]);
    let phase = pos.phase();
    let half = if phase == Phase::Placement {
        HALF_LINE_PLACING
    } else {
        HALF_LINE_MOVING
    };
    s += MILL * (l_me.mills - l_op.mills) + half * (l_me.halves - l_op.halves);
    if pos.removals_due() == 0 {
        if l_me.threats != 0 {
            s += THREAT_TO_ACT;
        }
        s -= match l_op.threats.count_ones() {
            0 => 0,
            1 => THREAT_WAITING,
            _ => DOUBLE_THREAT_WAITING,
        };
    }
    if phase == Phase::Movement {
        let b = g.board();
        let empty = b.all_mask() & !pos.occupied();
        for (p, sign) in [(me, 1), (op, -1)] {
            if g.can_fly(p) {
                continue;
            }
            let m = mobility(b, pos.tokens(p), empty);
            s += sign
                * if m == 0 {
                    -BLOCKED
                } else {
                    MOBILITY * m.min(12)
                };
        }
    }
    s
}

impl Node for MorrisNode {
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
        self.game.legal_actions(out);
    }

    #[inline]
    fn make(&mut self, ply: usize, action: Action) -> bool {
        let Action::Morris(a) = action else {
            return false;
        };
        self.saved[ply] = self.game.mark();
        self.game.apply(a, &mut NoEffects).is_ok()
    }

    #[inline]
    fn unmake(&mut self, ply: usize) {
        self.game.rewind(&self.saved[ply]);
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        evaluate(&self.game)
    }

    #[inline]
    fn in_decision(&self) -> bool {
        self.game.removals_due() > 0 || self.game.phase() == Phase::Ilobolo
    }

    fn hint(&self, action: Action) -> i32 {
        let Action::Morris(a) = action else {
            return 0;
        };
        let g = &self.game;
        let pos = g.position_core();
        let b = g.board();
        let me = pos.to_act();
        let mine = pos.tokens(me);
        let theirs = pos.tokens(me.other());
        match a {
            MorrisAction::Place(to) | MorrisAction::Move { to, .. } => {
                let from_bit = match a {
                    MorrisAction::Move { from, .. } => from.bit(),
                    _ => 0,
                };
                let to_bit = to.bit();
                let after = (mine & !from_bit) | to_bit;
                let mut h = 0;
                for &i in b.lines_at(to) {
                    let m = b.line_mask(i as usize);
                    if after & m == m {
                        return CAPTURE_HINT + 100;
                    }
                    let th = theirs & m;
                    if th == m & !to_bit {
                        // Blocking a line the opponent could complete here.
                        h += 500;
                    } else if th == 0 && (after & m).count_ones() == 2 {
                        // Making a half-line.
                        h += 60;
                    }
                }
                h
            }
            MorrisAction::Remove(p) => {
                let bit = p.bit();
                if theirs & bit == 0 {
                    // An ilobolo gift of one's own token: give the least useful one.
                    let lines = b
                        .lines_at(p)
                        .iter()
                        .filter(|&&i| {
                            let m = b.line_mask(i as usize);
                            theirs & m == 0 && (mine & m).count_ones() >= 2
                        })
                        .count() as i32;
                    return 100 - 40 * lines;
                }
                // A removal: take tokens from the opponent's half-lines and lines first.
                let mut h = CAPTURE_HINT;
                for &i in b.lines_at(p) {
                    let m = b.line_mask(i as usize);
                    if mine & m == 0 && (theirs & m).count_ones() >= 2 {
                        h += 80;
                    }
                }
                h + 5 * (b.neighbour_mask(p) & !(mine | theirs)).count_ones() as i32
            }
        }
    }

    fn captures(&self, action: Action) -> bool {
        // Overlooking a forced removal is not a human mistake: only line-forming moves count.
        matches!(
            action,
            Action::Morris(MorrisAction::Place(_) | MorrisAction::Move { .. })
        ) && self.hint(action) >= CAPTURE_HINT
    }

    const QUIESCENCE: bool = true;

    #[inline]
    fn code(action: Action) -> u16 {
        match action {
            Action::Morris(MorrisAction::Place(p)) => u16::from(p.to_u8()),
            Action::Morris(MorrisAction::Move { from, to }) => {
                32 + u16::from(from.to_u8()) * 32 + u16::from(to.to_u8())
            }
            Action::Morris(MorrisAction::Remove(p)) => 900 + u16::from(p.to_u8()),
            Action::Mancala(_) => 1023,
        }
    }
}
