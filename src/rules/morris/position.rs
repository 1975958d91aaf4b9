//! The morris position: a small `Copy` value (two bitboards, hands, losses, phase and
//! counters), its Zobrist hash, and its one-line text form (docs/architecture.md, Notation).
//!
//! # Text format
//!
//! ```text
//! <points> <to act> hand:<X>,<O> lost:<X>,<O> <phase>[:remove] [optional fields]
//! ........................ X hand:12,12 lost:0,0 place
//! ```
//!
//! * `<points>`: 24 characters (25 on Isisuthu, the last being the centre d4) in BLAC order
//!   `a7 d7 g7 g4 g1 d1 a1 a4 b6 d6 f6 f4 f2 d2 b2 b4 c5 d5 e5 e4 e3 d3 c3 c4 [d4]`; `X` is a
//!   token of the first player, `O` of the second, `.` an empty point.
//! * `<to act>`: `X` or `O`, the player who decides next.
//! * `hand:` tokens still to place, `lost:` tokens captured by the opponent or given away as
//!   ilobolo. For each player, on board + in hand + lost = 12.
//! * `<phase>`: `place`, `move` or `ilobolo`; `:remove` when the player to act must remove an
//!   opponent token after a capture line.
//!
//! Optional fields, printed only when they carry information, in this order:
//!
//! * `due:N`: removals still due when more than one (`removals_per_move=one_per_line`).
//! * `gifts:X,O`: ilobolo gifts given (`1,0` after the first gift, `1,1` afterwards).
//! * `3v3:N`: moves (plies) made while both players have at most three tokens, since the
//!   last capture (docs/readings.md, M8).
//! * `last:MOVE,MOVE`: each player's previous move if it broke one of his lines and made
//!   another (the move that restricts the token's return, docs/readings.md, M9), `-` for none
//!   (`line_reforming=mssa_no_immediate_return`).
//! * `seq:M/M/M/M/M,M/...`: each player's latest moves, newest first, `pass` for a pass,
//!   `-` when there are none (`repetition=same_move_thrice`).
//! * `shot:P,P`: where the token that made each player's previous capture stands, `-` for
//!   none (`line_reforming=new_token_each_time`).
//!
//! The last three are kept only under the option that uses them; otherwise they are read and
//! ignored.

mod text;

use crate::rules::{Outcome, Player};

use super::board::points_of;
use super::zobrist::KEYS;
use super::{Phase, Point};

/// No point (an unset `shot`).
pub const NO_POINT: Point = Point::marker(0xFF);

/// Tokens each player starts with.
pub const TOKENS: u8 = 12;

/// One own move of a player, as remembered for `line_reforming` and `repetition` options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// Where the token started, or a marker (see [`Step::NONE`], [`Step::PASS`]).
    pub from: Point,
    /// Where it went.
    pub to: Point,
}

impl Step {
    /// No move remembered.
    pub const NONE: Step = Step {
        from: Point::marker(0xFF),
        to: Point::marker(0xFF),
    };
    /// The player passed (blocked).
    pub const PASS: Step = Step {
        from: Point::marker(0xFE),
        to: Point::marker(0xFE),
    };

    /// Whether this is a real move (neither [`Step::NONE`] nor [`Step::PASS`]).
    #[inline]
    pub fn is_move(self) -> bool {
        self.from.is_point()
    }
}

/// Which optional history fields the rule options use (and so keep, hash and print).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tracking {
    /// `line_reforming=mssa_no_immediate_return`: each player's previous move, if it broke a
    /// line and made another.
    pub last: bool,
    /// `repetition=same_move_thrice`: each player's latest five moves.
    pub seq: bool,
    /// `line_reforming=new_token_each_time`: the token of each player's previous capture.
    pub shot: bool,
}

/// The core of a morris position, small and `Copy` for search.
///
/// Everything the rules need except the repetition history (kept by
/// [`super::MorrisGame`]). Fields are read through accessors; the engine changes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MorrisPosition {
    pub(super) tokens: [u32; 2],
    pub(super) hand: [u8; 2],
    pub(super) lost: [u8; 2],
    pub(super) gifts: [u8; 2],
    pub(super) to_act: Player,
    pub(super) phase: Phase,
    pub(super) due: u8,
    pub(super) three_v_three: u8,
    pub(super) last: [Step; 2],
    pub(super) seq: [[Step; 5]; 2],
    pub(super) shot: [Point; 2],
    pub(super) outcome: Option<Outcome>,
    pub(super) board_hash: u64,
}

impl MorrisPosition {
    /// The start: empty board, 12 tokens in each hand, the first player to place.
    pub fn start() -> MorrisPosition {
        MorrisPosition {
            tokens: [0; 2],
            hand: [TOKENS; 2],
            lost: [0; 2],
            gifts: [0; 2],
            to_act: Player::First,
            phase: Phase::Placement,
            due: 0,
            three_v_three: 0,
            last: [Step::NONE; 2],
            seq: [[Step::NONE; 5]; 2],
            shot: [NO_POINT; 2],
            outcome: None,
            board_hash: 0,
        }
    }

    /// The points holding `player`'s tokens, as a bitmask over BLAC indices.
    #[inline]
    pub fn tokens(&self, player: Player) -> u32 {
        self.tokens[player.index()]
    }

    /// The occupied points.
    #[inline]
    pub fn occupied(&self) -> u32 {
        self.tokens[0] | self.tokens[1]
    }

    /// Tokens `player` has on the board.
    #[inline]
    pub fn on_board(&self, player: Player) -> u8 {
        self.tokens[player.index()].count_ones() as u8
    }

    /// Tokens `player` has on the board and in hand.
    #[inline]
    pub fn alive(&self, player: Player) -> u8 {
        self.on_board(player) + self.hand[player.index()]
    }

    /// Tokens `player` still has in hand.
    #[inline]
    pub fn hand(&self, player: Player) -> u8 {
        self.hand[player.index()]
    }

    /// Tokens `player` has lost (captured, or given as ilobolo).
    #[inline]
    pub fn lost(&self, player: Player) -> u8 {
        self.lost[player.index()]
    }

    /// Ilobolo gifts `player` has given (0 or 1).
    #[inline]
    pub fn gifts(&self, player: Player) -> u8 {
        self.gifts[player.index()]
    }

    /// Who decides next.
    #[inline]
    pub fn to_act(&self) -> Player {
        self.to_act
    }

    /// The phase.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Removals the player to act still owes after a capture line.
    #[inline]
    pub fn removals_due(&self) -> u8 {
        self.due
    }

    /// Moves made with both players at three tokens or fewer since the last capture.
    #[inline]
    pub fn three_v_three_moves(&self) -> u8 {
        self.three_v_three
    }

    /// How the game ended, if it did.
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The Zobrist hash of the position: tokens, hands, phase, side to act, removals due,
    /// ilobolo gifts, and the option-dependent history that changes legality (`last`,
    /// `shot`). Not included: the 3-v-3 counter and the `seq` history, which only decide
    /// draws.
    #[inline]
    pub fn hash(&self) -> u64 {
        let k = &KEYS;
        let mut h = self.board_hash
            ^ k.hand[0][self.hand[0] as usize]
            ^ k.hand[1][self.hand[1] as usize]
            ^ k.phase[self.phase as usize]
            ^ k.due[self.due as usize & 7];
        if self.to_act == Player::Second {
            h ^= k.side;
        }
        for p in 0..2 {
            if self.gifts[p] != 0 {
                h ^= k.gifts[p];
            }
            if self.shot[p] != NO_POINT {
                h ^= k.shot[p][self.shot[p].index()];
            }
        }
        h ^ self.last_key(Player::First) ^ self.last_key(Player::Second)
    }

    /// The part of [`MorrisPosition::hash`] that stands for `player`'s remembered previous
    /// move (0 when none is remembered).
    #[inline]
    pub fn last_key(&self, player: Player) -> u64 {
        let p = player.index();
        let last = self.last[p];
        if last.is_move() {
            KEYS.last_from[p][last.from.index()] ^ KEYS.last_to[p][last.to.index()]
        } else {
            0
        }
    }

    /// Puts a token of `player` on the empty point `p`.
    #[inline]
    pub(super) fn put(&mut self, player: Player, p: Point) {
        self.tokens[player.index()] |= p.bit();
        self.board_hash ^= KEYS.point[player.index()][p.index()];
    }

    /// Takes `player`'s token off point `p`.
    #[inline]
    pub(super) fn take(&mut self, player: Player, p: Point) {
        self.tokens[player.index()] &= !p.bit();
        self.board_hash ^= KEYS.point[player.index()][p.index()];
    }

    /// Recomputes the board part of the hash from the tokens.
    fn rehash(&mut self) {
        self.board_hash = 0;
        for player in Player::BOTH {
            for p in points_of(self.tokens[player.index()]) {
                self.board_hash ^= KEYS.point[player.index()][p.index()];
            }
        }
    }
}
