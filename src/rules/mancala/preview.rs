//! Where a sowing's first lap ends and what happens there, for a preview before the player
//! commits to a pit.
//!
//! Nothing here sows: the action is played by the engine itself ([`MancalaGame::apply`]) on a
//! copy of the game, and the answer is read off its effect stream, so the preview can never
//! disagree with the move it announces. When the first lap ends in a decision (a capture on
//! offer, a re-sow direction), the captured seeds are read the same way, by answering on a
//! further copy.

use super::engine;
use super::flat::Flat;
use super::position::Position;
use super::{LapEnd, LocalPit, MancalaAction, MancalaEffect, MancalaGame, Pit};
use crate::rules::{EffectKind, EffectSink, IllegalReason, RuleRef};

/// What happens where the first lap ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LapOutcome {
    /// The last seed fell into an empty pit: the turn ends.
    TurnEnds,
    /// The pit was occupied and cannot capture: its `seeds` (the last one included) are
    /// lifted and sown on. `protected` is the Isolo boys' ng'hana whose protection barred a
    /// capture here, if that is why.
    Relay {
        /// The seeds lifted for the relay.
        seeds: u8,
        /// The protected ng'hana facing the pit, if its protection barred a capture.
        protected: Option<Pit>,
    },
    /// A capture of `seeds` from the facing pits, taken at once. With `choose_direction` the
    /// player is then asked which way to re-sow them (Igisoro, from a reverse pit).
    Capture {
        /// The seeds captured.
        seeds: u8,
        /// A re-sow direction question follows.
        choose_direction: bool,
    },
    /// Igisoro: a capture of `seeds` is on offer; the player takes it or says ndahise.
    CaptureOffered {
        /// The seeds the capture would take.
        seeds: u8,
    },
    /// Igisoro: the lap arrived at a reverse pit from which a clockwise relay would capture;
    /// the player chooses the relay's direction.
    ChooseDirection,
}

/// The end of a sowing's first lap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstLap {
    /// The pit the lap's last seed falls into.
    pub end: Pit,
    /// The seeds in that pit once the last seed is in.
    pub now: u8,
    /// What happens there.
    pub outcome: LapOutcome,
    /// The rule the lap end applies (as its `LapEnded` effect carries it).
    pub rule: RuleRef,
}

/// Where the first lap of the player to act's sowing from `pit` (his own coordinates;
/// `clockwise` for Igisoro reverse sowing) ends, and what happens there.
///
/// # Errors
///
/// The engine's reason when that sowing is not legal now (too few seeds, endless, a decision
/// due, the game over, ...).
pub fn first_lap(
    game: &MancalaGame,
    pit: LocalPit,
    clockwise: bool,
) -> Result<FirstLap, IllegalReason> {
    let mut copy = *game;
    let mut sink = FirstLapSink::default();
    copy.apply(MancalaAction::Sow { pit, clockwise }, &mut sink)?;
    let Some((end, lap_end, rule)) = sink.end else {
        // The engine ends every lap it sows with a `LapEnded` effect, and a legal sowing
        // sows at least one lap: this cannot happen.
        unreachable!("a legal sowing without a lap end");
    };
    let now = sink.last_now;
    let outcome = match (lap_end, sink.after) {
        (LapEnd::Empty, _) => LapOutcome::TurnEnds,
        (LapEnd::Relay, Some(MancalaEffect::Lifted { count, .. })) => LapOutcome::Relay {
            seeds: count,
            protected: sink.protected,
        },
        (LapEnd::Relay, _) => LapOutcome::Relay {
            // The lap cap stopped the turn before the relay was lifted.
            seeds: now,
            protected: sink.protected,
        },
        (LapEnd::Capture, Some(MancalaEffect::DirectionOffered { .. })) => {
            LapOutcome::Capture {
                // The re-sow direction is asked first (the seeds stay where they are until
                // then): answer it on a copy to see the capture.
                seeds: captured_by(&copy, MancalaAction::Ccw),
                choose_direction: true,
            }
        }
        (LapEnd::Capture, after) => LapOutcome::Capture {
            seeds: match after {
                Some(MancalaEffect::Captured { from, .. }) => from[0].1 + from[1].1,
                // Only a lap cap of one lap stops the turn before the capture.
                _ => 0,
            },
            choose_direction: false,
        },
        (_, Some(MancalaEffect::CaptureOffered { .. })) => LapOutcome::CaptureOffered {
            seeds: captured_by(&copy, MancalaAction::Take),
        },
        (_, _) => LapOutcome::ChooseDirection,
    };
    Ok(FirstLap {
        end,
        now,
        outcome,
        rule,
    })
}

/// The seeds captured when `answer` is given to the decision `game` is suspended at (0 if
/// the answer captures nothing at once). Played by the engine on a copy, without the
/// endless-move check: only the capture at the start of the answer is wanted.
fn captured_by(game: &MancalaGame, answer: MancalaAction) -> u8 {
    let mut pos: Position = *game.core();
    let mut sink = CaptureSink(None);
    engine::play::<Flat, _>(&mut pos, game.config(), answer, &mut sink);
    sink.0.unwrap_or(0)
}

/// Keeps the effects of the first lap's end and the one after it; ignores the rest of the
/// turn.
#[derive(Default)]
struct FirstLapSink {
    /// The first lap's end: pit, how, rule.
    end: Option<(Pit, LapEnd, RuleRef)>,
    /// The count of the last dropped seed's pit before the lap end.
    last_now: u8,
    /// The ng'hana protection reported at the first lap's end.
    protected: Option<Pit>,
    /// The first mancala effect after the lap end.
    after: Option<MancalaEffect>,
}

impl EffectSink for FirstLapSink {
    const ENABLED: bool = true;

    fn push(&mut self, kind: EffectKind, rule: RuleRef) {
        let EffectKind::Mancala(effect) = kind else {
            return;
        };
        if self.end.is_none() {
            match effect {
                MancalaEffect::Dropped { now, .. } => self.last_now = now,
                MancalaEffect::NghanaProtected { pit } => self.protected = Some(pit),
                MancalaEffect::LapEnded { pit, end } => self.end = Some((pit, end, rule)),
                _ => {}
            }
        } else if self.after.is_none() && !matches!(effect, MancalaEffect::ReverseSowing { .. }) {
            self.after = Some(effect);
        }
    }
}

/// Keeps the seed count of the first capture.
struct CaptureSink(Option<u8>);

impl EffectSink for CaptureSink {
    const ENABLED: bool = true;

    fn push(&mut self, kind: EffectKind, _rule: RuleRef) {
        if self.0.is_none()
            && let EffectKind::Mancala(MancalaEffect::Captured { from, .. }) = kind
        {
            self.0 = Some(from[0].1 + from[1].1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mancala::parse_pit;
    use crate::rules::{GameId, Options};

    fn game(id: GameId, options: &[(&str, &str)], position: Option<&str>) -> MancalaGame {
        let mut opts = Options::defaults(id);
        for (k, v) in options {
            opts.set(k, v).unwrap();
        }
        match position {
            Some(text) => MancalaGame::from_position(id, &opts, text).unwrap(),
            None => MancalaGame::new(id, &opts),
        }
    }

    fn play(game: &mut MancalaGame, actions: &str) {
        for a in actions.split_whitespace() {
            let a = MancalaAction::parse(a).unwrap();
            game.apply(a, &mut crate::rules::NoEffects).unwrap();
        }
    }

    #[test]
    fn isolo_women_first_move_relays() {
        // Example W1 (tests/data/mancala/examples_isolo_women.txt): lift 2 from S-i1, last in S-o2
        // (now 3), relay.
        let g = game(GameId::IsoloWomen, &[], None);
        let lap = first_lap(&g, LocalPit::new_unchecked(8), false).unwrap();
        assert_eq!(lap.end, parse_pit("S-o2").unwrap());
        assert_eq!(lap.now, 3);
        assert_eq!(
            lap.outcome,
            LapOutcome::Relay {
                seeds: 3,
                protected: None
            }
        );
        assert_eq!(lap.rule.id, "relay");
        // The game itself is untouched.
        assert_eq!(g.position(), game(GameId::IsoloWomen, &[], None).position());
    }

    #[test]
    fn igisoro_offer_and_compulsory_capture() {
        // Examples G2 and G3 (tests/data/mancala/examples_igisoro.txt): N's i8 ends in N-i4 facing
        // S-i5, S-o5 (4 + 1 seeds).
        let mut optional = game(GameId::Igisoro, &[("capture_mode", "optional")], None);
        play(&mut optional, "i2 i3 i1");
        let lap = first_lap(&optional, LocalPit::new_unchecked(15), false).unwrap();
        assert_eq!(lap.end, parse_pit("N-i4").unwrap());
        assert_eq!(lap.outcome, LapOutcome::CaptureOffered { seeds: 5 });
        let mut compulsory = game(GameId::Igisoro, &[("capture_mode", "compulsory")], None);
        play(&mut compulsory, "i2 i3 i1");
        let lap = first_lap(&compulsory, LocalPit::new_unchecked(15), false).unwrap();
        assert_eq!(
            lap.outcome,
            LapOutcome::Capture {
                seeds: 5,
                choose_direction: false
            }
        );
    }

    /// The preview's end pit and count agree with the lap predictor of [`super::super::flat`]
    /// (which computes them arithmetically, without sowing) over random games of every rule
    /// set, and the outcome agrees with what the lap end says.
    #[test]
    fn previews_agree_with_the_lap_predictor_in_random_games() {
        use crate::rules::mancala::board::circuit;
        use crate::rules::mancala::flat::predict;
        use crate::rules::mancala::pit_of;
        use crate::rules::{Action, ActionList};
        use crate::selfplay::Rng;
        let mut checked = 0;
        for id in [GameId::IsoloWomen, GameId::IsoloBoys, GameId::Igisoro] {
            for seed in 0..8u64 {
                let mut rng = Rng::new(seed * 31 + 7);
                let mut g = game(id, &[], None);
                for _ in 0..80 {
                    if g.outcome().is_some() {
                        break;
                    }
                    let mut legal = ActionList::new();
                    g.legal_actions(&mut legal);
                    for action in legal.iter() {
                        let Action::Mancala(MancalaAction::Sow { pit, clockwise }) = *action else {
                            continue;
                        };
                        let lap = first_lap(&g, pit, clockwise).unwrap();
                        let mover = g.mover();
                        let from = pit_of(mover, pit);
                        let overture = g.in_overture(mover)
                            && !(id == GameId::IsoloBoys && pit == super::super::board::NGHANA);
                        let c = circuit(mover, clockwise, overture);
                        let (end, now) = predict(c, from, g.seeds(from), true, |p| g.seeds(p));
                        assert_eq!((lap.end, u32::from(lap.now)), (end, now), "{id:?} {action}");
                        let empty = lap.now == 1;
                        assert_eq!(
                            lap.outcome == LapOutcome::TurnEnds,
                            empty,
                            "{id:?} {action}"
                        );
                        if let LapOutcome::Relay { seeds, .. } = lap.outcome {
                            assert_eq!(seeds, lap.now);
                        }
                        checked += 1;
                    }
                    let pick = legal[rng.below(legal.len())];
                    let Action::Mancala(a) = pick else {
                        unreachable!()
                    };
                    g.apply(a, &mut crate::rules::NoEffects).unwrap();
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn illegal_actions_are_refused_with_the_engine_reason() {
        let g = game(GameId::Igisoro, &[], None);
        // The outer row is empty at the start.
        assert!(first_lap(&g, LocalPit::new_unchecked(0), false).is_err());
        // i3 is not a reverse pit.
        assert!(first_lap(&g, LocalPit::new_unchecked(10), true).is_err());
    }
}
