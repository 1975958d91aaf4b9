//! The comment on a wrong answer, built from the effects: what the learner's answer did,
//! what the opponent's reply did, and what the goal needed (docs/lessons.md, 7).
//!
//! Every number and every point or pit in these messages is read from an effect or from the
//! judge's count of effects, never written by hand; the words are Fluent messages of
//! `lessons.ftl` with arguments ([`Message`]).

use super::goal::{Failure, Goal, Played};
use super::quiz::{Quiz, QuizMiss, Target};
use super::{Arg, Message};
use crate::rules::mancala::{Pit, pit_name};
use crate::rules::morris::{MorrisEffect, point_name};
use crate::rules::{Action, Effect, EffectKind, Game, MancalaAction, MancalaEffect, Player};
use crate::tables::Value;

/// The comment on a failed exercise answer: what the learner's last turn did (`played`,
/// the learner's actions and any in-turn answers of the opponent), what the opponent's reply
/// did (`replies`: only those shown), then what the goal needed.
pub fn exercise(
    goal: &Goal,
    failure: &Failure,
    played: &[Played],
    replies: &[Played],
    learner: Player,
) -> Vec<Message> {
    let mine: Vec<&Played> = played.iter().filter(|p| p.player == learner).collect();
    let mut out = did(&mine);
    let answers: Vec<&Played> = played
        .iter()
        .filter(|p| p.player != learner)
        .chain(replies)
        .collect();
    out.extend(reply(&answers, learner));
    let reply_won = answers.iter().any(|p| won_by(&p.effects, learner.other()));
    // "The win is no longer forced" beside "your opponent's answer wins" says the same thing
    // twice, the second time weaker.
    if !(reply_won && (*goal == Goal::Win || goal.is_endgame())) {
        out.push(needed(failure));
    }
    out
}

/// What the opponent's moves did to the learner, one message each; a plain "your opponent
/// answered …" when they did nothing telling.
pub fn reply(answers: &[&Played], learner: Player) -> Vec<Message> {
    let mut out = Vec::new();
    let mut captures: Vec<[(Pit, u8); 2]> = Vec::new();
    for p in answers {
        for e in &p.effects {
            match e.kind {
                EffectKind::GameOver(o) if o.winner() == Some(learner.other()) => {
                    out.push(Message::new("lesson-why-reply-won"))
                }
                EffectKind::Morris(MorrisEffect::Removed { by, at }) if by != learner => out.push(
                    Message::new("lesson-why-reply-removed")
                        .arg("point", Arg::Text(point_name(at).to_string())),
                ),
                EffectKind::Mancala(MancalaEffect::Captured { player, from, .. })
                    if player != learner =>
                {
                    captures.push(from)
                }
                EffectKind::Mancala(MancalaEffect::Ndakubye {
                    player,
                    from,
                    to,
                    count,
                }) if player != learner => out.push(
                    Message::new("lesson-why-reply-retreated")
                        .arg("count", Arg::Number(i64::from(count)))
                        .arg("from", Arg::Text(pit_name(from)))
                        .arg("to", Arg::Text(pit_name(to))),
                ),
                _ => {}
            }
        }
    }
    // One capture is told pit by pit; a chain of them as its sum, so that a long relay
    // does not become a list.
    let seeds = |from: &[(Pit, u8); 2]| from.iter().map(|(_, n)| i64::from(*n)).sum::<i64>();
    match captures.as_slice() {
        [] => {}
        [one] => {
            let pits: Vec<&(Pit, u8)> = one.iter().filter(|(_, n)| *n > 0).collect();
            out.insert(
                0,
                match pits.as_slice() {
                    [(pit, n)] => Message::new("lesson-why-reply-captured")
                        .arg("count", Arg::Number(i64::from(*n)))
                        .arg("pit", Arg::Text(pit_name(*pit))),
                    _ => Message::new("lesson-why-reply-captured-two")
                        .arg("count", Arg::Number(seeds(one)))
                        .arg("inner", Arg::Text(pit_name(one[0].0)))
                        .arg("inner-count", Arg::Number(i64::from(one[0].1)))
                        .arg("outer", Arg::Text(pit_name(one[1].0)))
                        .arg("outer-count", Arg::Number(i64::from(one[1].1))),
                },
            );
        }
        many => out.insert(
            0,
            Message::new("lesson-why-reply-captured-many")
                .arg("count", Arg::Number(many.iter().map(seeds).sum()))
                .arg("captures", Arg::Number(many.len() as i64)),
        ),
    }
    if out.is_empty()
        && let Some(first) = answers.iter().find(|p| !is_answer_only(p.action))
    {
        out.push(
            Message::new("lesson-why-reply-played").arg("action", Arg::Text(action_text(first))),
        );
    }
    out
}

/// What the goal needed, from the judge's failure (its numbers are counts of effects).
pub fn needed(failure: &Failure) -> Message {
    match failure {
        Failure::NotAccepted => Message::new("lesson-why-not-accepted"),
        Failure::NoLine { turns } => {
            Message::new("lesson-why-no-line").arg("turns", Arg::Number(i64::from(*turns)))
        }
        Failure::CapturedFew { got, need } => Message::new("lesson-why-captured-few")
            .arg("got", Arg::Number(i64::from(*got)))
            .arg("need", Arg::Number(i64::from(*need))),
        Failure::OvertureGoesOn => Message::new("lesson-why-overture-goes-on"),
        Failure::OpponentCanMove { count } => {
            Message::new("lesson-why-opponent-can-move").arg("count", Arg::Number(*count as i64))
        }
        Failure::NoForcedWin => Message::new("lesson-why-no-forced-win"),
        Failure::NotBest { best } => {
            Message::new("lesson-why-not-best").arg("best", Arg::Text(best.to_string()))
        }
        Failure::Worse { mark } => {
            Message::new("lesson-why-worse").arg("mark", Arg::Text(mark.as_str().to_string()))
        }
        Failure::Slipped { from, to } => slipped(*from, *to),
        Failure::TooLong { turns } => {
            Message::new("lesson-why-too-long").arg("turns", Arg::Number(i64::from(*turns)))
        }
    }
}

/// What an endgame turn lost, by the tables: a win now drawn, a win or a draw now lost
/// within so many of the opponent's moves (the tables' distance in plies, his to play first).
fn slipped(from: Value, to: Value) -> Message {
    let theirs = |plies: u16| Arg::Number(i64::from(plies.div_ceil(2).max(1)));
    match (from, to) {
        (Value::Win(_), Value::Loss(d)) => {
            Message::new("lesson-why-slipped-win-to-loss").arg("turns", theirs(d))
        }
        (_, Value::Loss(d)) => {
            Message::new("lesson-why-slipped-draw-to-loss").arg("turns", theirs(d))
        }
        _ => Message::new("lesson-why-slipped-win-to-draw"),
    }
}

/// What the learner's actions of one turn did.
fn did(mine: &[&Played]) -> Vec<Message> {
    let effects: Vec<Effect> = mine
        .iter()
        .flat_map(|p| p.effects.iter().copied())
        .collect();
    let mut out = Vec::new();
    let learner = mine.first().map(|p| p.player);
    let sown = mine
        .iter()
        .any(|p| matches!(p.action, Action::Mancala(MancalaAction::Sow { .. })));
    if sown {
        // The sowing and what it led to, decisions on the way included.
        out.extend(
            sowing(&effects, learner).map_or_else(Vec::new, |s| s.messages("lesson-why-sowed")),
        );
    } else {
        out.extend(morris_did(&effects));
    }
    for p in mine {
        if let Action::Mancala(a) = p.action
            && !matches!(a, MancalaAction::Sow { .. } | MancalaAction::Arrange(_))
        {
            out.push(
                Message::new("lesson-why-decided").arg("action", Arg::Text(p.action.to_string())),
            );
        }
    }
    out
}

/// A morris turn: the line made (and the token removed), else the move that made none.
fn morris_did(effects: &[Effect]) -> Vec<Message> {
    let mut out = Vec::new();
    let mut line = false;
    for e in effects {
        match e.kind {
            EffectKind::Morris(MorrisEffect::LineFormed { line: points, .. }) => {
                line = true;
                let text = points.map(point_name).join("-");
                out.push(Message::new("lesson-why-made-line").arg("line", Arg::Text(text)));
            }
            EffectKind::Morris(MorrisEffect::Removed { at, .. }) => out.push(
                Message::new("lesson-why-removed")
                    .arg("point", Arg::Text(point_name(at).to_string())),
            ),
            _ => {}
        }
    }
    if line {
        return out;
    }
    for e in effects {
        let message = match e.kind {
            EffectKind::Morris(MorrisEffect::Placed { at, .. }) => {
                Message::new("lesson-why-placed-no-line")
                    .arg("point", Arg::Text(point_name(at).to_string()))
            }
            EffectKind::Morris(MorrisEffect::Slid { from, to, .. }) => {
                Message::new("lesson-why-slid-no-line")
                    .arg("from", Arg::Text(point_name(from).to_string()))
                    .arg("to", Arg::Text(point_name(to).to_string()))
            }
            EffectKind::Morris(MorrisEffect::Flew { from, to, .. }) => {
                Message::new("lesson-why-flew-no-line")
                    .arg("from", Arg::Text(point_name(from).to_string()))
                    .arg("to", Arg::Text(point_name(to).to_string()))
            }
            _ => continue,
        };
        out.push(message);
        break;
    }
    out
}

/// A sowing read from its effects: where it started, how many laps, where the last one
/// ended and how, and what it captured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sowing {
    /// The pit the first lap was lifted from.
    pub from: Pit,
    /// Laps sown.
    pub laps: u32,
    /// The pit the last lap ended in, and how.
    pub end: Option<(Pit, crate::rules::mancala::LapEnd)>,
    /// Seeds captured by the sower.
    pub seeds: u32,
    /// Captures made by the sower.
    pub captures: u32,
}

/// The sowing in `effects` by `sower` (the first lift's player when `None`), if any.
pub fn sowing(effects: &[Effect], sower: Option<Player>) -> Option<Sowing> {
    let from = effects.iter().find_map(|e| match e.kind {
        EffectKind::Mancala(MancalaEffect::Lifted { pit, .. }) => Some(pit),
        _ => None,
    })?;
    let mut s = Sowing {
        from,
        laps: 0,
        end: None,
        seeds: 0,
        captures: 0,
    };
    for e in effects {
        match e.kind {
            EffectKind::Mancala(MancalaEffect::LapEnded { pit, end }) => {
                s.laps += 1;
                s.end = Some((pit, end));
            }
            EffectKind::Mancala(MancalaEffect::Captured { player, from, .. })
                if sower.is_none_or(|p| p == player) =>
            {
                s.captures += 1;
                s.seeds += from.iter().map(|(_, n)| u32::from(*n)).sum::<u32>();
            }
            _ => {}
        }
    }
    Some(s)
}

impl Sowing {
    /// The messages saying it: `<prefix>` ($pit, $laps, $end), then what it captured, or that
    /// its last lap ended in an empty pit and so the turn ended without a capture.
    pub fn messages(&self, prefix: &str) -> Vec<Message> {
        use crate::rules::mancala::LapEnd;
        let mut out = Vec::new();
        let Some((end, how)) = self.end else {
            return out;
        };
        out.push(
            Message::new(prefix)
                .arg("pit", Arg::Text(pit_name(self.from)))
                .arg("laps", Arg::Number(i64::from(self.laps)))
                .arg("end", Arg::Text(pit_name(end))),
        );
        if self.captures > 0 {
            out.push(
                Message::new("lesson-why-sowed-captured")
                    .arg("count", Arg::Number(i64::from(self.seeds)))
                    .arg("captures", Arg::Number(i64::from(self.captures))),
            );
        } else if how == LapEnd::Empty {
            out.push(
                Message::new("lesson-why-sowed-ended-empty").arg("end", Arg::Text(pit_name(end))),
            );
        }
        out
    }
}

fn won_by(effects: &[Effect], player: Player) -> bool {
    effects
        .iter()
        .any(|e| matches!(e.kind, EffectKind::GameOver(o) if o.winner() == Some(player)))
}

/// The Igisoro in-turn answers (keep): not worth "your opponent answered keep" on its own.
fn is_answer_only(action: Action) -> bool {
    matches!(action, Action::Mancala(MancalaAction::Keep))
}

/// An action as the learner reads it: a sowing by the pit's full name (`N-i3`), anything
/// else in notation.
fn action_text(p: &Played) -> String {
    match p.action {
        Action::Mancala(MancalaAction::Sow { pit, .. }) => {
            let name = pit_name(crate::rules::mancala::pit_of(p.player, pit));
            let clockwise = matches!(
                p.action,
                Action::Mancala(MancalaAction::Sow {
                    clockwise: true,
                    ..
                })
            );
            if clockwise { format!("{name}*") } else { name }
        }
        other => other.to_string(),
    }
}

/// The comment on a wrong quiz answer that has no authored one, built from what the engine
/// does with what the learner pointed at; it never names the right answer.
pub fn quiz(quiz: &Quiz, game: &Game, given: &[Target], miss: &QuizMiss) -> Message {
    match (quiz, miss) {
        (_, QuizMiss::Missed(n)) => {
            Message::new("lesson-why-quiz-missed").arg("count", Arg::Number(*n as i64))
        }
        (_, QuizMiss::Extra(t)) => {
            Message::new("lesson-why-quiz-extra").arg("point", Arg::Text(t.to_string()))
        }
        (Quiz::LastSeed { action, lap }, QuizMiss::Wrong) => {
            last_seed(game, *action, *lap).unwrap_or_else(|| Message::new("lesson-why-quiz-wrong"))
        }
        (Quiz::Captures, QuizMiss::Wrong) => given
            .first()
            .and_then(|t| no_capture(game, *t))
            .unwrap_or_else(|| Message::new("lesson-why-quiz-wrong")),
        (Quiz::FirstGift, QuizMiss::Wrong) => Message::new("lesson-why-quiz-first-gift"),
        (Quiz::Removable, QuizMiss::Wrong) => Message::new("lesson-why-quiz-wrong"),
    }
}

/// `LastSeed`: the lap asked about starts from this pit with this many seeds (from the
/// effects of the sowing); counting them on is the learner's part.
fn last_seed(game: &Game, action: Action, lap: u16) -> Option<Message> {
    let mut copy = game.clone();
    let effects = copy.apply(action).ok()?;
    let (pit, seeds) = effects
        .iter()
        .filter_map(|e| match e.kind {
            EffectKind::Mancala(MancalaEffect::Lifted { pit, count, .. }) => Some((pit, count)),
            _ => None,
        })
        .nth(usize::from(lap.max(1)) - 1)?;
    Some(
        Message::new("lesson-why-quiz-last-seed")
            .arg("pit", Arg::Text(pit_name(pit)))
            .arg("seeds", Arg::Number(i64::from(seeds))),
    )
}

/// `Captures`: what the move pointed at does instead of capturing.
fn no_capture(game: &Game, target: Target) -> Option<Message> {
    let me = game.to_act();
    let action = game
        .legal_actions()
        .iter()
        .copied()
        .find(|a| match (*a, target) {
            (Action::Mancala(MancalaAction::Sow { pit, .. }), Target::Pit(t)) => {
                crate::rules::mancala::pit_of(me, pit) == t
            }
            (Action::Morris(crate::rules::MorrisAction::Place(p)), Target::Point(t)) => p == t,
            (Action::Morris(crate::rules::MorrisAction::Move { to, .. }), Target::Point(t)) => {
                to == t
            }
            _ => false,
        });
    let Some(action) = action else {
        return Some(
            Message::new("lesson-why-quiz-not-a-move").arg("target", Arg::Text(target.to_string())),
        );
    };
    let mut copy = game.clone();
    let effects = copy.apply(action).ok()?;
    match sowing(&effects, Some(me)) {
        Some(s) => s.messages("lesson-why-quiz-sowed").into_iter().next(),
        None => Some(
            Message::new("lesson-why-quiz-no-line").arg("point", Arg::Text(target.to_string())),
        ),
    }
}
