//! Quizzes: questions about what the rules will do, answered by pointing at the board, with
//! the right answer computed by the engine on a copy of the game (never written in a file).

use std::fmt;

use crate::rules::mancala::{self, Pit, pit_name};
use crate::rules::morris::{self, MorrisEffect, Phase, Point, point_name};
use crate::rules::{Action, EffectKind, Family, Game, MancalaAction, MancalaEffect, MorrisAction};
use crate::rules::{GameId, Player};

/// What a quiz asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Quiz {
    /// Mancala: where does the last seed of lap `lap` (from 1) of `action` land?
    LastSeed {
        /// The sowing, by the player to act.
        action: Action,
        /// Which lap.
        lap: u16,
    },
    /// Which of your moves captures? (any one right answer passes)
    Captures,
    /// Which tokens may be removed? (all of them, and only them)
    Removable,
    /// Who gives ilobolo first?
    FirstGift,
}

/// Something on the board the learner points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// A morris point.
    Point(Point),
    /// A mancala pit (flat index).
    Pit(Pit),
    /// A player (his tray, or any of his tokens for [`Quiz::FirstGift`]).
    Player(Player),
}

impl Target {
    /// Parses `d6` (morris), `S-i3` (mancala) or `first` / `second`.
    pub fn parse(game: GameId, text: &str) -> Result<Target, String> {
        match text {
            "first" => return Ok(Target::Player(Player::First)),
            "second" => return Ok(Target::Player(Player::Second)),
            _ => {}
        }
        match game.family() {
            Family::Morris => {
                let points = if game == GameId::Isisuthu { 25 } else { 24 };
                morris::parse_point(text, points)
                    .map(Target::Point)
                    .map_err(|e| e.to_string())
            }
            Family::Mancala => mancala::parse_pit(text)
                .map(Target::Pit)
                .map_err(|e| e.to_string()),
        }
    }

    /// Parses targets separated by spaces.
    pub fn parse_list(game: GameId, text: &str) -> Result<Vec<Target>, String> {
        text.split_whitespace()
            .map(|t| Target::parse(game, t))
            .collect()
    }

    /// The target an action points at: where a token is placed or moved from, the token
    /// removed, the pit sown from. `None` for mancala decisions.
    pub fn of_action(game: &Game, action: Action) -> Option<Target> {
        match action {
            Action::Morris(MorrisAction::Place(p) | MorrisAction::Remove(p)) => {
                Some(Target::Point(p))
            }
            Action::Morris(MorrisAction::Move { from, .. }) => Some(Target::Point(from)),
            Action::Mancala(MancalaAction::Sow { pit, .. }) => {
                Some(Target::Pit(mancala::pit_of(game.to_act(), pit)))
            }
            Action::Mancala(_) => None,
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Target::Point(p) => f.write_str(point_name(p)),
            Target::Pit(p) => f.write_str(&pit_name(p)),
            Target::Player(Player::First) => f.write_str("first"),
            Target::Player(Player::Second) => f.write_str("second"),
        }
    }
}

/// The right answer of a quiz in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizKey {
    /// The right targets.
    pub right: Vec<Target>,
    /// Whether every right target must be given (`Removable`) or any one suffices.
    pub all: bool,
    /// The rule it is about (rules-page section id).
    pub rule: &'static str,
}

/// What is wrong with a quiz answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuizMiss {
    /// Not right.
    Wrong,
    /// `Removable`: this many removable tokens were left out.
    Missed(usize),
    /// `Removable`: this token may not be removed.
    Extra(Target),
}

/// The right answer of `quiz` in `game`, or why the quiz cannot be asked there.
pub fn key(quiz: &Quiz, game: &Game) -> Result<QuizKey, String> {
    match quiz {
        Quiz::LastSeed { action, lap } => {
            let mut copy = game.clone();
            let effects = copy.apply(*action).map_err(|e| e.to_string())?;
            let mut laps = 0;
            for e in &effects {
                if let EffectKind::Mancala(MancalaEffect::LapEnded { pit, .. }) = e.kind {
                    laps += 1;
                    if laps == *lap {
                        return Ok(QuizKey {
                            right: vec![Target::Pit(pit)],
                            all: false,
                            rule: e.rule.id,
                        });
                    }
                }
            }
            Err(format!("'{action}' has {laps} lap(s), not {lap}"))
        }
        Quiz::Captures => {
            let mut right = Vec::new();
            let mut wrong = 0;
            let mut rule = "";
            for &action in game.legal_actions().iter() {
                let mut copy = game.clone();
                let Ok(effects) = copy.apply(action) else {
                    continue;
                };
                let capture = effects.iter().find(|e| is_capture(e));
                let target = match action {
                    Action::Morris(MorrisAction::Place(p))
                    | Action::Morris(MorrisAction::Move { to: p, .. }) => Target::Point(p),
                    Action::Mancala(MancalaAction::Sow { pit, .. }) => {
                        Target::Pit(mancala::pit_of(game.to_act(), pit))
                    }
                    _ => return Err("a capture quiz needs a placement, move or sowing".into()),
                };
                match capture {
                    Some(e) => {
                        rule = e.rule.id;
                        if !right.contains(&target) {
                            right.push(target);
                        }
                    }
                    None => wrong += 1,
                }
            }
            if right.is_empty() {
                return Err("no move captures here".into());
            }
            if wrong == 0 {
                return Err("every move captures here: nothing to choose".into());
            }
            right.sort();
            Ok(QuizKey {
                right,
                all: false,
                rule,
            })
        }
        Quiz::Removable => {
            let mut right = Vec::new();
            let mut rule = "removal";
            for &action in game.legal_actions().iter() {
                match action {
                    Action::Morris(MorrisAction::Remove(p)) => {
                        right.push(Target::Point(p));
                        let mut copy = game.clone();
                        if let Ok(effects) = copy.apply(action)
                            && let Some(e) = effects.first()
                        {
                            rule = e.rule.id;
                        }
                    }
                    _ => return Err("no removal or ilobolo gift is due here".into()),
                }
            }
            if right.is_empty() {
                return Err("no removal or ilobolo gift is due here".into());
            }
            right.sort();
            Ok(QuizKey {
                right,
                all: true,
                rule,
            })
        }
        Quiz::FirstGift => {
            let due = game.morris().is_some_and(|m| {
                m.phase() == Phase::Ilobolo
                    && m.position_core().gifts(Player::First) == 0
                    && m.position_core().gifts(Player::Second) == 0
            });
            if !due {
                return Err(
                    "ilobolo is not due here (the board must be full, no gift given)".into(),
                );
            }
            Ok(QuizKey {
                right: vec![Target::Player(game.to_act())],
                all: false,
                rule: "ilobolo",
            })
        }
    }
}

/// Judges an answer. A token pointed at in a `FirstGift` quiz stands for its owner.
pub fn judge(quiz: &Quiz, key: &QuizKey, game: &Game, answer: &[Target]) -> Result<(), QuizMiss> {
    if *quiz == Quiz::FirstGift {
        let owner = |t: &Target| match *t {
            Target::Player(p) => Some(p),
            Target::Point(p) => game.morris().and_then(|m| m.point(p)),
            Target::Pit(_) => None,
        };
        let given: Vec<Option<Player>> = answer.iter().map(owner).collect();
        return match given.as_slice() {
            [Some(p)] if key.right == [Target::Player(*p)] => Ok(()),
            _ => Err(QuizMiss::Wrong),
        };
    }
    if key.all {
        if let Some(extra) = answer.iter().find(|t| !key.right.contains(t)) {
            return Err(QuizMiss::Extra(*extra));
        }
        let missed = key.right.iter().filter(|t| !answer.contains(t)).count();
        return if missed == 0 {
            Ok(())
        } else {
            Err(QuizMiss::Missed(missed))
        };
    }
    match answer {
        [one] if key.right.contains(one) => Ok(()),
        _ => Err(QuizMiss::Wrong),
    }
}

/// Whether an effect is what a capture quiz asks about: a morris capture line, a mancala
/// capture or a capture offered (Igisoro's take / ndahise). The quiz's key and its hint ask
/// this one question.
pub fn is_capture(effect: &crate::rules::Effect) -> bool {
    matches!(
        effect.kind,
        EffectKind::Morris(MorrisEffect::LineFormed { .. })
            | EffectKind::Mancala(
                MancalaEffect::Captured { .. } | MancalaEffect::CaptureOffered { .. }
            )
    )
}
