//! Plain one-line English descriptions of outcomes and effects, for the CLI (`play --trace`,
//! `replay`) and logs. The app has its own translated texts keyed by [`RuleRef::id`].

use std::fmt;

use super::mancala::{LapEnd, LiftCause, MancalaEffect, Pit, pit_name};
use super::morris::{MorrisEffect, Phase, Point, point_name};
use super::{DrawReason, Effect, EffectKind, Outcome, Player, RuleRef, WinReason};

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::First => "first player",
            Player::Second => "second player",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let why = match reason {
                    WinReason::TenCaptured => "ten captured",
                    WinReason::OpponentBlocked => "the opponent is blocked",
                    WinReason::OpponentCannotMove => "the opponent cannot move",
                };
                write!(f, "{winner} wins: {why}")
            }
            Outcome::Draw(reason) => {
                let why = match reason {
                    DrawReason::Repetition => "the same position for the third time",
                    DrawReason::SameMoveThrice => "both players made the same move three times",
                    DrawReason::ThreeVThreeLimit => "three against three without a capture",
                    DrawReason::NeitherCanMove => "neither player can move",
                };
                write!(f, "draw: {why}")
            }
        }
    }
}

/// `[id: source; source]`, each source as a reader knows it (author: title, place), or
/// the note that no source states the rule.
impl fmt::Display for RuleRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cites = super::sources::cite_list(self.cites, super::sources::NO_SOURCE);
        write!(f, "[{}: {cites}]", self.id)
    }
}

impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind, self.rule)
    }
}

impl fmt::Display for EffectKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EffectKind::Morris(e) => write!(f, "{e}"),
            EffectKind::Mancala(e) => write!(f, "{e}"),
            EffectKind::Passed(p) => write!(f, "{p} cannot act and passes"),
            EffectKind::GameOver(o) => write!(f, "game over: {o}"),
        }
    }
}

impl fmt::Display for MorrisEffect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = |p: &Point| point_name(*p);
        match self {
            MorrisEffect::Placed { player, at } => write!(f, "{player} places on {}", n(at)),
            MorrisEffect::Slid { player, from, to } => {
                write!(f, "{player} slides {}-{}", n(from), n(to))
            }
            MorrisEffect::Flew { player, from, to } => {
                write!(f, "{player} flies {}-{}", n(from), n(to))
            }
            MorrisEffect::LineFormed { player, line } => write!(
                f,
                "{player} forms the capture line {}-{}-{}",
                n(&line[0]),
                n(&line[1]),
                n(&line[2])
            ),
            MorrisEffect::RemovalDue { player, count } => {
                write!(f, "{player} must remove {count} opponent token(s)")
            }
            MorrisEffect::RemovalForfeited { player } => {
                write!(
                    f,
                    "{player} forfeits the removal: every opponent token stands in a line"
                )
            }
            MorrisEffect::RemovalDenied { player } => {
                write!(
                    f,
                    "{player} gets no removal: the same token captured last time"
                )
            }
            MorrisEffect::Removed { by, at } => write!(f, "{by} removes the token on {}", n(at)),
            MorrisEffect::IloboloBegins => f.write_str("the board is full: ilobolo begins"),
            MorrisEffect::IloboloGift { giver, at } => {
                write!(f, "{giver} gives the token on {} (ilobolo)", n(at))
            }
            MorrisEffect::PhaseChanged(phase) => write!(
                f,
                "phase: {}",
                match phase {
                    Phase::Placement => "placement",
                    Phase::Ilobolo => "ilobolo",
                    Phase::Movement => "movement",
                }
            ),
            MorrisEffect::FlyingBegins { player } => {
                write!(f, "{player} has three tokens and may fly")
            }
            MorrisEffect::ThreeVThreeBegins { limit } => write!(
                f,
                "three against three: a draw unless someone captures within {limit} moves each"
            ),
        }
    }
}

impl fmt::Display for MancalaEffect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = |p: &Pit| pit_name(*p);
        let dir = |cw: &bool| if *cw { "cw" } else { "ccw" };
        match self {
            MancalaEffect::Lifted {
                pit,
                count,
                cause,
                clockwise,
            } => {
                let why = match cause {
                    LiftCause::Move => "lift",
                    LiftCause::Relay => "relay: lift",
                    LiftCause::Capture => "capture: lift",
                };
                write!(f, "{why} {count} from {} ({})", n(pit), dir(clockwise))
            }
            MancalaEffect::Dropped { pit, now } => write!(f, "drop in {} (now {now})", n(pit)),
            MancalaEffect::LapEnded { pit, end } => {
                let how = match end {
                    LapEnd::Empty => "in an empty pit: the turn ends",
                    LapEnd::Relay => "in an occupied pit: relay",
                    LapEnd::Capture => "in an occupied inner pit facing seeds: capture",
                    LapEnd::Decision => "where a decision is needed",
                };
                write!(f, "lap ends in {} {how}", n(pit))
            }
            MancalaEffect::Captured {
                player,
                at,
                from,
                resow_from,
            } => {
                let taken: Vec<String> = from
                    .iter()
                    .filter(|(_, c)| *c > 0)
                    .map(|(p, c)| format!("{c} from {}", n(p)))
                    .collect();
                write!(
                    f,
                    "{player} captures at {}: {}; re-sow from {}",
                    n(at),
                    taken.join(", "),
                    n(resow_from)
                )
            }
            MancalaEffect::OvertureEnded { player } => {
                write!(f, "{player} plays the ng'hana: the overture is over")
            }
            MancalaEffect::NghanaProtected { pit } => {
                write!(f, "{} is a protected ng'hana column: no capture", n(pit))
            }
            MancalaEffect::CaptureOffered { player, at } => {
                write!(f, "{player} may capture at {}: take or ndahise", n(at))
            }
            MancalaEffect::Ndahise { player } => write!(f, "{player} says ndahise (I pass)"),
            MancalaEffect::Ndakubye {
                player,
                from,
                to,
                count,
            } => write!(
                f,
                "{player} says ndakubye (I retreat): {count} from {} to {}",
                n(from),
                n(to)
            ),
            MancalaEffect::Kept { player } => write!(f, "{player} does not retreat"),
            MancalaEffect::DirectionOffered { player, at, resow } => {
                if *resow {
                    write!(
                        f,
                        "{player}: re-sow the captured seeds from {} clockwise or counter-clockwise? (cw or ccw)",
                        n(at)
                    )
                } else {
                    write!(
                        f,
                        "{player}: relay from the reverse pit {} clockwise, for its capture, or counter-clockwise? (cw or ccw)",
                        n(at)
                    )
                }
            }
            MancalaEffect::ReverseSowing { player, from } => {
                write!(f, "{player} sows clockwise from reverse pit {}", n(from))
            }
            MancalaEffect::EndlessCapped { player } => {
                write!(f, "{player}'s move reached 10,000 laps and ends there")
            }
            MancalaEffect::TurnEnded { player } => write!(f, "{player}'s turn ends"),
        }
    }
}
