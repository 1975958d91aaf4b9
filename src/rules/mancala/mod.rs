//! The four-row mancala family: Isolo of the Sukuma (women's and boys' games) and Igisoro of
//! Rwanda and Burundi (docs/readings.md, Mancala).
//!
//! Pits have a flat index 0..32 (docs/geometry.md, Index): `0..8 = S-o1..S-o8`, `8..16 =
//! S-i1..S-i8`, `16..24 = N-i8..N-i1`, `24..32 = N-o8..N-o1`. In an action the owner is the player
//! to act and a pit is named in the owner's own coordinates ([`LocalPit`]: `o1..o8` = 0..8,
//! `i1..i8` = 8..16).

pub(crate) mod applied;
pub(crate) mod board;
mod config;
mod engine;
mod flat;
mod game;
pub mod igisoro;
pub mod isolo;
mod pit;
mod position;
pub mod preview;
pub(crate) mod refs;
mod sides;
mod sowing;
mod text;
mod zobrist;

use std::fmt;

use super::Player;
use super::notation::{NotationError, parse_decimal};

pub use board::{LAYOUT_SEEDS, facing_inner, facing_outer};
pub use game::MancalaGame;
pub use pit::{LocalPit, Pit};
pub use position::LAP_CAP;

/// The flat index of `owner`'s pit `local` (the same as [`LocalPit::on`]).
#[inline]
pub fn pit_of(owner: Player, local: LocalPit) -> Pit {
    local.on(owner)
}

/// The owner and local index of a flat pit.
#[inline]
pub fn local_of(pit: Pit) -> (Player, LocalPit) {
    (pit.owner(), pit.local())
}

/// The local name of a pit, e.g. `i3` or `o8`.
pub fn local_name(local: LocalPit) -> String {
    local.to_string()
}

/// The full name of a pit, e.g. `S-i3` or `N-o8`.
pub fn pit_name(pit: Pit) -> String {
    pit.to_string()
}

/// Parses a full pit name `S-i3` or `N-o8`.
///
/// # Errors
///
/// When the text is not a pit name.
pub fn parse_pit(text: &str) -> Result<Pit, NotationError> {
    text.parse()
}

/// A fixed arrangement of one player's 16 pits (Igisoro `start_layout=custom`), in local
/// order `o1..o8, i1..i8`.
pub type Layout = [u8; 16];

/// One decision of a mancala player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MancalaAction {
    /// Sow from an own pit: `i3` (counter-clockwise) or `i3*` (clockwise, Igisoro reverse pits).
    Sow {
        /// The pit, in the mover's coordinates.
        pit: LocalPit,
        /// Clockwise (Igisoro reverse sowing only).
        clockwise: bool,
    },
    /// Igisoro: take the capture that is on offer.
    Take,
    /// Igisoro: decline the capture ("I pass") and relay on.
    Ndahise,
    /// Igisoro, the opponent after a ndahise: retreat the threatened inner pit to the outer
    /// pit behind it ("I retreat").
    Ndakubye,
    /// Igisoro, the opponent after a ndahise: no retreat.
    Keep,
    /// Igisoro: a lap arrived at a reverse pit; sow the next lap clockwise.
    Cw,
    /// Igisoro: a lap arrived at a reverse pit; sow the next lap counter-clockwise.
    Ccw,
    /// Igisoro `start_layout=custom`: the player's arrangement of his 32 seeds, written
    /// `set:o1,..,o8/i1,..,i8`.
    Arrange(Layout),
}

impl fmt::Display for MancalaAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MancalaAction::Sow { pit, clockwise } => {
                write!(
                    f,
                    "{}{}",
                    local_name(*pit),
                    if *clockwise { "*" } else { "" }
                )
            }
            MancalaAction::Take => f.write_str("take"),
            MancalaAction::Ndahise => f.write_str("ndahise"),
            MancalaAction::Ndakubye => f.write_str("ndakubye"),
            MancalaAction::Keep => f.write_str("keep"),
            MancalaAction::Cw => f.write_str("cw"),
            MancalaAction::Ccw => f.write_str("ccw"),
            MancalaAction::Arrange(layout) => {
                let row = |r: &[u8]| {
                    r.iter()
                        .map(|n| n.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                };
                write!(f, "set:{}/{}", row(&layout[..8]), row(&layout[8..]))
            }
        }
    }
}

impl MancalaAction {
    /// Parses `i3`, `i3*`, `take`, `ndahise`, `ndakubye`, `keep`, `cw`, `ccw` or
    /// `set:o1,..,o8/i1,..,i8`.
    ///
    /// # Errors
    ///
    /// When the text is not a mancala action.
    pub fn parse(text: &str) -> Result<MancalaAction, NotationError> {
        Ok(match text {
            "take" => MancalaAction::Take,
            "ndahise" => MancalaAction::Ndahise,
            "ndakubye" => MancalaAction::Ndakubye,
            "keep" => MancalaAction::Keep,
            "cw" => MancalaAction::Cw,
            "ccw" => MancalaAction::Ccw,
            _ => {
                if let Some(rows) = text.strip_prefix("set:") {
                    return parse_layout(rows)
                        .map(MancalaAction::Arrange)
                        .map_err(|e| e.within(text));
                }
                let (name, clockwise) = match text.strip_suffix('*') {
                    Some(name) => (name, true),
                    None => (text, false),
                };
                let pit = name.parse::<LocalPit>().map_err(|_| {
                    NotationError::new(
                        text,
                        "a mancala action: a pit (i3, o8, i2* for clockwise), take, ndahise, ndakubye, keep, cw, ccw or set:...",
                    )
                })?;
                MancalaAction::Sow { pit, clockwise }
            }
        })
    }
}

/// Parses `o1,..,o8/i1,..,i8` (16 counts).
fn parse_layout(text: &str) -> Result<Layout, NotationError> {
    let mut layout = [0u8; 16];
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 2 {
        return Err(NotationError::new(text, "two rows o1,..,o8/i1,..,i8"));
    }
    for (r, row) in rows.iter().enumerate() {
        let counts: Vec<&str> = row.split(',').collect();
        if counts.len() != 8 {
            return Err(NotationError::new(row, "eight counts separated by commas").within(text));
        }
        for (c, count) in counts.iter().enumerate() {
            layout[r * 8 + c] = parse_decimal::<u8>(count)
                .filter(|&n| n <= 64)
                .ok_or_else(|| NotationError::new(count, "a seed count 0..64").within(text))?;
        }
    }
    Ok(layout)
}

/// A decision the engine waits for in the middle of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Igisoro: a capture is on offer at `at`: `take` or `ndahise` (by the mover).
    TakeOrNdahise {
        /// The landing pit.
        at: Pit,
    },
    /// Igisoro: the mover said ndahise; the opponent answers `ndakubye` or `keep`.
    NdakubyeOrKeep {
        /// The opponent's threatened inner pit.
        threatened: Pit,
    },
    /// Igisoro: a lap arrived at reverse pit `at` (or the opponent has answered a ndahise
    /// there, G14) and a clockwise relay from it would capture at once; or (`resow`) a capture
    /// is taken, its seeds are to be re-sown from reverse pit `at` and a clockwise re-sow
    /// would capture at once (the captured seeds stay in the opponent's pits until then). The
    /// mover answers `cw` or `ccw`.
    Direction {
        /// The reverse pit the next lap starts from.
        at: Pit,
        /// The next lap re-sows captured seeds (no seed has reached `at`); otherwise it is a
        /// relay of the seeds in `at`.
        resow: bool,
    },
    /// Igisoro `start_layout=custom`: the player to act arranges his seeds (`set:...`).
    Arrange,
}

/// Why a lap was lifted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiftCause {
    /// The move's own pit.
    Move,
    /// A relay: the lap ended in an occupied pit.
    Relay,
    /// Captured seeds, lifted from the opponent's facing pits to be re-sown.
    Capture,
}

/// How a lap ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LapEnd {
    /// In an empty pit: the turn ends.
    Empty,
    /// In an occupied pit that cannot capture: relay.
    Relay,
    /// In an occupied inner pit facing seeds: capture.
    Capture,
    /// A decision is needed before the turn goes on (Igisoro take/ndahise, cw/ccw).
    Decision,
}

/// What happened in a mancala game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MancalaEffect {
    /// Seeds lifted from a pit into the hand.
    Lifted {
        /// The pit.
        pit: Pit,
        /// How many seeds.
        count: u8,
        /// Why.
        cause: LiftCause,
        /// Direction of the lap that follows.
        clockwise: bool,
    },
    /// One seed dropped from the hand.
    Dropped {
        /// The pit.
        pit: Pit,
        /// Its count after the drop.
        now: u8,
    },
    /// A lap ended.
    LapEnded {
        /// The last pit.
        pit: Pit,
        /// How it ended.
        end: LapEnd,
    },
    /// Seeds captured from the opponent's facing pits; they are re-sown from `resow_from`
    /// (the first seed goes into the pit after it, unless `include_start_pit=true`).
    Captured {
        /// Who captured.
        player: Player,
        /// The landing pit that made the capture.
        at: Pit,
        /// The facing pits (inner, outer) and how many seeds each gave.
        from: [(Pit, u8); 2],
        /// The pit the re-sow starts from.
        resow_from: Pit,
    },
    /// Isolo boys: a player sowed his ng'hana and his overture is over.
    OvertureEnded {
        /// Whose overture.
        player: Player,
    },
    /// Isolo boys: the only seeds facing the landing pit are a protected ng'hana column.
    NghanaProtected {
        /// The protected pit.
        pit: Pit,
    },
    /// Igisoro: a capture is on offer; the mover must take it or say ndahise.
    CaptureOffered {
        /// Who may capture.
        player: Player,
        /// The landing pit.
        at: Pit,
    },
    /// Igisoro: the mover declined the capture ("I pass").
    Ndahise {
        /// Who declined.
        player: Player,
    },
    /// Igisoro: the opponent retreated his threatened inner pit to the outer pit behind it.
    Ndakubye {
        /// Who retreated.
        player: Player,
        /// The inner pit emptied.
        from: Pit,
        /// The outer pit that received the seeds.
        to: Pit,
        /// How many seeds moved.
        count: u8,
    },
    /// Igisoro: the opponent did not retreat.
    Kept {
        /// Who kept.
        player: Player,
    },
    /// Igisoro: the next lap may start clockwise from a reverse pit, for a direct capture; the
    /// mover chooses the direction.
    DirectionOffered {
        /// Who chooses.
        player: Player,
        /// The reverse pit.
        at: Pit,
        /// The lap re-sows captured seeds from `at` (no seed reached it); otherwise it
        /// relays the seeds of `at`, where a lap arrived.
        resow: bool,
    },
    /// Igisoro: a lap is sown clockwise from a reverse pit, for a direct capture.
    ReverseSowing {
        /// Who sows.
        player: Player,
        /// The reverse pit.
        from: Pit,
    },
    /// A move reached the lap cap (10,000 laps) and was ended there (`endless_move=end_turn_at_cap`).
    EndlessCapped {
        /// Whose move.
        player: Player,
    },
    /// The turn is over.
    TurnEnded {
        /// Whose turn it was.
        player: Player,
    },
}

/// Which condition of clockwise sowing (docs/readings.md, Reverse) a refused `i2*` fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockwiseBar {
    /// The pit is not one of the reverse pits in force.
    NotReversePit,
    /// A clockwise lap from the pit would not end in a capture at once.
    NoCapture,
    /// Captures are barred on this first turn (`no_capture_first_turns=true`), so no lap captures.
    FirstTurn,
}

/// Why a mancala action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MancalaIllegal {
    /// The pit holds fewer seeds than a move needs.
    TooFewSeeds {
        /// The pit (mover's coordinates).
        pit: LocalPit,
        /// Seeds it holds.
        has: u8,
        /// Seeds a move needs.
        needs: u8,
    },
    /// Isolo boys: during his overture a player's column 8 is out of play except the ng'hana itself.
    OutsideOverture(LocalPit),
    /// Clockwise sowing is refused from this pit, for the reason given.
    NoClockwise {
        /// The pit (mover's coordinates).
        pit: LocalPit,
        /// Which condition failed.
        why: ClockwiseBar,
    },
    /// This move never ends within the lap cap (docs/readings.md, I8).
    Endless(LocalPit),
    /// A decision is due; the action must be one of the offered answers.
    DecisionDue(&'static str),
    /// A new sowing is expected, not a decision.
    NoDecisionDue,
    /// A custom layout must hold 32 seeds (the count it holds).
    BadLayout(u16),
    /// This game does not know the action (e.g. `take` in Isolo).
    NotInThisGame,
    /// A local pit index outside `o1..o8, i1..i8` (only from code, never from notation).
    NoSuchPit(LocalPit),
}

impl fmt::Display for MancalaIllegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MancalaIllegal::TooFewSeeds { pit, has, needs } => write!(
                f,
                "pit {} holds {has} seed(s); a move needs at least {needs}",
                local_name(*pit)
            ),
            MancalaIllegal::OutsideOverture(pit) => write!(
                f,
                "pit {} is out of play during your overture (only the ng'hana o8 may be played from column 8)",
                local_name(*pit)
            ),
            MancalaIllegal::NoClockwise { pit, why } => {
                let name = local_name(*pit);
                write!(f, "clockwise sowing from {name} is not allowed: ")?;
                match why {
                    ClockwiseBar::NotReversePit => write!(f, "{name} is not a reverse pit"),
                    ClockwiseBar::NoCapture => {
                        f.write_str("a clockwise lap from it would not end in a capture")
                    }
                    ClockwiseBar::FirstTurn => {
                        f.write_str("no capture may be made on a player's first turn")
                    }
                }
            }
            MancalaIllegal::Endless(pit) => write!(
                f,
                "sowing {} never ends (more than 10,000 laps), so it is not a legal move",
                local_name(*pit)
            ),
            MancalaIllegal::DecisionDue(what) => write!(f, "a decision is due: {what}"),
            MancalaIllegal::NoDecisionDue => f.write_str("no decision is due: choose a pit to sow"),
            MancalaIllegal::BadLayout(total) => {
                write!(f, "a layout must place exactly 32 seeds, not {total}")
            }
            MancalaIllegal::NotInThisGame => f.write_str("this action does not exist in this game"),
            MancalaIllegal::NoSuchPit(pit) => {
                write!(f, "there is no pit with local index {}", pit.index())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pit_indices_follow_the_dossier() {
        let named = |i| pit_name(Pit::new_unchecked(i));
        assert_eq!(named(0), "S-o1");
        assert_eq!(named(15), "S-i8");
        assert_eq!(named(16), "N-i8");
        assert_eq!(named(23), "N-i1");
        assert_eq!(named(24), "N-o8");
        assert_eq!(named(31), "N-o1");
        for pit in Pit::all() {
            let (owner, local) = local_of(pit);
            assert_eq!(pit_of(owner, local), pit);
            assert_eq!(parse_pit(&pit_name(pit)).unwrap(), pit);
        }
    }

    #[test]
    fn actions_round_trip() {
        for text in [
            "i3", "o8", "i2*", "take", "ndahise", "ndakubye", "keep", "cw", "ccw",
        ] {
            assert_eq!(MancalaAction::parse(text).unwrap().to_string(), text);
        }
        let set = "set:0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4";
        assert_eq!(MancalaAction::parse(set).unwrap().to_string(), set);
        let err = MancalaAction::parse("i9").unwrap_err().to_string();
        assert!(err.contains("i9"), "{err}");
    }
}
