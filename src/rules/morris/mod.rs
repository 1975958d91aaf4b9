//! The morris family (umlabalaba): Isisuthu, Isizulu and Isipowe, under the BLAC Foundation
//! tournament rules (docs/readings.md, Morris).
//!
//! Points are numbered in BLAC order (docs/geometry.md, Numbers): index 0..=23 are BLAC's 01..24,
//! index 24 is the Isisuthu centre `d4` (BLAC number 25 suggested by the dossier).

pub mod board;
pub mod game;
pub mod point;
pub mod position;
pub mod refs;
pub mod repetition;
mod zobrist;

use std::fmt;

use super::Player;
use super::notation::NotationError;

pub use board::Board;
pub use game::MorrisGame;
pub use point::{POINT_NAMES, Point};
pub use position::MorrisPosition;

/// The name of a point, e.g. `a7` (the notation's; same as its `Display`).
pub fn point_name(point: Point) -> &'static str {
    point.name()
}

/// The point with this name (`a7`) or BLAC number (`01`..`25`), on a board of `points` points.
///
/// # Errors
///
/// When the text is not a point of this board.
pub fn parse_point(text: &str, points: usize) -> Result<Point, NotationError> {
    Point::parse(text, points)
}

/// One decision of a morris player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MorrisAction {
    /// Place a token from hand: `d6`.
    Place(Point),
    /// Slide to an adjacent point, or fly with three tokens: `a1-a4`.
    Move {
        /// Where the token stands.
        from: Point,
        /// Where it goes.
        to: Point,
    },
    /// Remove a token: `xa4`. After a capture line, an opponent's token; during ilobolo, one's
    /// own token, which is given to the opponent.
    Remove(Point),
}

impl fmt::Display for MorrisAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MorrisAction::Place(p) => f.write_str(point_name(p)),
            MorrisAction::Move { from, to } => write!(f, "{}-{}", point_name(from), point_name(to)),
            MorrisAction::Remove(p) => write!(f, "x{}", point_name(p)),
        }
    }
}

impl MorrisAction {
    /// Parses `d6`, `a1-a4` or `xa4` on a board of `points` points (24 or 25).
    ///
    /// # Errors
    ///
    /// When the text is not a morris action on this board.
    pub fn parse(text: &str, points: usize) -> Result<MorrisAction, NotationError> {
        if let Some(rest) = text.strip_prefix('x') {
            return parse_point(rest, points)
                .map(MorrisAction::Remove)
                .map_err(|e| e.within(text));
        }
        if let Some((from, to)) = text.split_once('-') {
            let from = parse_point(from, points).map_err(|e| e.within(text))?;
            let to = parse_point(to, points).map_err(|e| e.within(text))?;
            return Ok(MorrisAction::Move { from, to });
        }
        parse_point(text, points)
            .map(MorrisAction::Place)
            .map_err(|_| {
                NotationError::new(
                    text,
                    "a morris action: a point to place on (d6), a move (a1-a4) or a removal (xa4)",
                )
            })
    }
}

/// The phase of a morris game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Tokens are placed from hand.
    Placement,
    /// The board is full after placement: each player gives one own token away (ilobolo).
    Ilobolo,
    /// Tokens slide (or fly at three).
    Movement,
}

/// What happened in a morris game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MorrisEffect {
    /// A token was placed from hand.
    Placed {
        /// Whose token.
        player: Player,
        /// Where.
        at: Point,
    },
    /// A token slid along a line to an adjacent point.
    Slid {
        /// Whose token.
        player: Player,
        /// From where.
        from: Point,
        /// To where.
        to: Point,
    },
    /// A token flew (its owner has three tokens; Isizulu and Isipowe).
    Flew {
        /// Whose token.
        player: Player,
        /// From where.
        from: Point,
        /// To where.
        to: Point,
    },
    /// Three of a player's tokens now stand on a capture line (isibhamu).
    LineFormed {
        /// Whose line.
        player: Player,
        /// The three points, in line order.
        line: [Point; 3],
    },
    /// The player who formed a line must now choose an opponent token to remove.
    RemovalDue {
        /// Who removes.
        player: Player,
        /// How many removals are due (more than one only with `removals_per_move=one_per_line`).
        count: u8,
    },
    /// A line was formed but every opponent token stands in a line: the shot is forfeited
    /// (`mill_removal=not_from_line_else_forfeit`).
    RemovalForfeited {
        /// Who lost the shot.
        player: Player,
    },
    /// A line was formed by the token that made its owner's previous capture: no removal
    /// (`line_reforming=new_token_each_time`).
    RemovalDenied {
        /// Who gets no removal.
        player: Player,
    },
    /// An opponent token was removed after a capture line.
    Removed {
        /// Who removed it.
        by: Player,
        /// Where it stood.
        at: Point,
    },
    /// The board is full after placement: ilobolo begins.
    IloboloBegins,
    /// A player gave one of his own tokens to the opponent (ilobolo).
    IloboloGift {
        /// Who gave it.
        giver: Player,
        /// Where it stood.
        at: Point,
    },
    /// The phase changed.
    PhaseChanged(Phase),
    /// A player is down to three tokens and may now fly.
    FlyingBegins {
        /// Who may fly.
        player: Player,
    },
    /// Both players have three tokens: the no-capture move count starts.
    ThreeVThreeBegins {
        /// Moves each before a draw.
        limit: u8,
    },
}

/// Why a morris action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MorrisIllegal {
    /// A removal is due: the action must be `xPOINT`.
    RemovalDue,
    /// Not a removal phase: `xPOINT` is not expected.
    NoRemovalDue,
    /// An ilobolo gift is due: the action must be `xPOINT` on an own token.
    GiftDue,
    /// Tokens are being placed: the action must be a point.
    PlacementPhase,
    /// Tokens are moving: the action must be `from-to`.
    MovementPhase,
    /// The point is not on this board (d4 outside Isisuthu).
    NoSuchPoint(Point),
    /// The target point is occupied.
    Occupied(Point),
    /// There is no own token on the point.
    NotOwnToken(Point),
    /// There is no opponent token on the point.
    NotOpponentToken(Point),
    /// The token may not be removed: it stands in a line and others do not (`mill_removal`).
    ProtectedByLine(Point),
    /// The points are not joined by a line, and the player may not fly.
    NotAdjacent(Point, Point),
    /// `line_reforming=mssa_no_immediate_return`: this return would re-make the line at once.
    ImmediateReturn(Point, Point),
}

impl fmt::Display for MorrisIllegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = |p: &Point| point_name(*p);
        match self {
            MorrisIllegal::RemovalDue => f.write_str(
                "a capture line was formed: choose an opponent token to remove (xPOINT)",
            ),
            MorrisIllegal::NoRemovalDue => f.write_str("no removal is due now"),
            MorrisIllegal::GiftDue => {
                f.write_str("ilobolo: choose one of your own tokens to give away (xPOINT)")
            }
            MorrisIllegal::PlacementPhase => {
                f.write_str("tokens are still being placed: name an empty point")
            }
            MorrisIllegal::MovementPhase => {
                f.write_str("all tokens are placed: move one (FROM-TO)")
            }
            MorrisIllegal::NoSuchPoint(p) => write!(f, "{} is not a point of this board", n(p)),
            MorrisIllegal::Occupied(p) => write!(f, "{} is occupied", n(p)),
            MorrisIllegal::NotOwnToken(p) => write!(f, "there is no token of yours on {}", n(p)),
            MorrisIllegal::NotOpponentToken(p) => {
                write!(f, "there is no opponent token on {}", n(p))
            }
            MorrisIllegal::ProtectedByLine(p) => write!(
                f,
                "{} stands in a capture line and other tokens do not (mill_removal)",
                n(p)
            ),
            MorrisIllegal::NotAdjacent(a, b) => {
                write!(f, "{} and {} are not joined by a line", n(a), n(b))
            }
            MorrisIllegal::ImmediateReturn(a, b) => write!(
                f,
                "{}-{} returns at once and re-makes a line (line_reforming=mssa_no_immediate_return)",
                n(a),
                n(b)
            ),
        }
    }
}
