//! The hint ladder's content, derived from the step and the engine: rung 1 the rule the step
//! is about, rung 2 where to look, rung 3 the answer that passes.
//!
//! Authored material (`word`, `section`, `highlight`, `goal_text` of a lesson file) is kept
//! where it exists; everything else comes from the engine: the rule from the effects of the
//! step's solution or the quiz's key, the region from the effects of the legal answers that
//! still pass from the board now, the answer from the lesson's line when the learner is on it
//! and from an exhaustive search otherwise ([`super::goal::find_pass`]).

use super::goal::{Attempt, Referee, Verdict, endgame_keeps, find_pass, master_reply};
use super::quiz::{Quiz, Target, is_capture};
use super::{Exercise, Message, QuizStep};
use crate::rules::mancala::Pit;
use crate::rules::morris::{MorrisEffect, Point};
use crate::rules::{Action, Effect, EffectKind, Game, MancalaEffect, Player};

/// The highest rung of the ladder: the answer.
pub const TOP_RUNG: u8 = 3;

/// One rung of the hint ladder, as [`super::LessonRun::hint`] gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// 1 (the rule), 2 (where to look) or 3 (the answer).
    pub rung: u8,
    /// What the rung shows.
    pub kind: HintKind,
    /// Whether the step was first restored to its start (after a wrong answer, or because
    /// no answer passes any more from the board the learner left): the caller shows the
    /// board anew from [`super::LessonRun::game`].
    pub restarted: bool,
    /// Scored steps: the most stars the step can still earn now that this rung was taken,
    /// computed as the stars are (tell the learner what the hint cost). `None` for a Guided
    /// step, which is not scored.
    pub stars_left: Option<u8>,
}

/// What a rung shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintKind {
    /// Rung 1, a nudge about the rule: the rules-page section of the rule the step is about
    /// (its plain words are `rule-<section>` and its title `rule-<section>-title` in
    /// `rules.ftl`), its glossary word (`word-<key>`) if the lesson names one, and the goal
    /// restated (the lesson's `goal_text` or the built-in `lesson-goal-*`), to show below it.
    Rule {
        /// Rules-page section id (the engine's rule id), never empty.
        section: String,
        /// Glossary word key, if any.
        word: Option<String>,
        /// The goal restated.
        goal: Message,
    },
    /// Rung 2: the points or pits to look at (never empty): the lesson's `highlight` and what
    /// the passing answers act on (a capture line's points, the pits a capture takes from,
    /// the pit a sowing ends in; for a quiz the row of the pit asked for, the pits or lines
    /// of the captures, the tokens to choose among).
    Region(Vec<Target>),
    /// Rung 3 of a Guided or Exercise step: the learner's action that passes from the board
    /// now (the next action of a passing line). Asking again after playing it shows the next
    /// one, at no further cost.
    Move(Action),
    /// Rung 3 of a quiz: a right answer (every right target when all must be given).
    Answer(Vec<Target>),
}

/// The learner's legal actions from `attempt` that still lead to a pass, each with the
/// effects of its turn (the learner's actions and any in-turn answer of the opponent). Uses the referee's search budget (refilled
/// here); an action whose search runs out is left out.
pub fn passing_actions(
    exercise: &Exercise,
    attempt: &Attempt,
    referee: &mut Referee,
) -> Vec<(Action, Vec<Effect>)> {
    referee.refill();
    let mut out = Vec::new();
    // A retried turn is judged by a search at the review's budget for every answer: the
    // passing answer known (the review's better move) stands for them all.
    if let super::goal::Goal::Improve(retry) = &exercise.task.goal {
        let done = attempt.actions();
        if let Some(&action) = retry
            .line_from(done)
            .as_ref()
            .and_then(|l| l.get(done.len()))
        {
            let mut game = attempt.game().clone();
            if let Ok(effects) = game.apply(action) {
                out.push((action, effects));
            }
        }
        return out;
    }
    if exercise.task.goal.is_endgame() {
        // Judged by the tables move by move: the actions that keep the value.
        for &action in attempt.legal_actions().iter() {
            if endgame_keeps(attempt, &exercise.task, referee, action) {
                let mut next = attempt.game().clone();
                if let Ok(effects) = next.apply(action) {
                    out.push((action, effects));
                }
            }
        }
        return out;
    }
    for &action in attempt.legal_actions().iter() {
        let mut next = attempt.clone();
        let Ok(turn) = next.play(&exercise.task, referee, action) else {
            continue;
        };
        let passes = match turn.verdict {
            Verdict::Pass => true,
            Verdict::Fail(_) => false,
            Verdict::Continue => find_pass(&next, &exercise.task, referee).is_some(),
        };
        if passes {
            let effects = turn
                .played
                .iter()
                .flat_map(|p| p.effects.iter().copied())
                .collect();
            out.push((action, effects));
        }
    }
    out
}

/// The learner's next action of a passing line from `attempt`: the lesson's own solution
/// while the learner follows it, else the first line the search finds; for an endgame goal
/// of the trainer, the tables' best move. `None` if no line passes any more from here.
pub fn next_passing_action(
    exercise: &Exercise,
    attempt: &Attempt,
    referee: &mut Referee,
) -> Option<Action> {
    let done = attempt.actions();
    if exercise.task.goal.is_endgame() {
        // The endgame trainer's answer is the tables' best move, not a search; none once the
        // value has slipped (then the step starts again).
        return attempt
            .finished()
            .is_none()
            .then(|| master_reply(attempt.game()))
            .flatten()
            .filter(|&a| endgame_keeps(attempt, &exercise.task, referee, a));
    }
    if exercise.solution.starts_with(done) && done.len() < exercise.solution.len() {
        return Some(exercise.solution[done.len()]);
    }
    referee.refill();
    let line = find_pass(attempt, &exercise.task, referee)?;
    line.get(done.len()).copied()
}

/// The places an action's effects point at: a capture line, the pits a capture takes from,
/// a retreat, else where a sowing ended, else the action's own point or pit.
pub fn telling_targets(before: &Game, action: Action, effects: &[Effect]) -> Vec<Target> {
    let mut out = Vec::new();
    for e in effects {
        match e.kind {
            EffectKind::Morris(MorrisEffect::LineFormed { line, .. }) => {
                out.extend(line.iter().map(|p| Target::Point(*p)))
            }
            EffectKind::Mancala(MancalaEffect::Captured { at, from, .. }) => {
                out.push(Target::Pit(at));
                out.extend(
                    from.iter()
                        .filter(|(_, n)| *n > 0)
                        .map(|(p, _)| Target::Pit(*p)),
                );
            }
            EffectKind::Mancala(MancalaEffect::CaptureOffered { at, .. }) => {
                out.push(Target::Pit(at))
            }
            EffectKind::Mancala(MancalaEffect::Ndakubye { from, to, .. }) => {
                out.extend([Target::Pit(from), Target::Pit(to)])
            }
            _ => {}
        }
    }
    if out.is_empty() {
        let last_lap = effects.iter().rev().find_map(|e| match e.kind {
            EffectKind::Mancala(MancalaEffect::LapEnded { pit, .. }) => Some(Target::Pit(pit)),
            _ => None,
        });
        out.extend(last_lap);
    }
    if out.is_empty() {
        out.extend(Target::of_action(before, action));
        if let Action::Morris(crate::rules::MorrisAction::Move { to, .. }) = action {
            out.push(Target::Point(to));
        }
    }
    out
}

/// What every legal action of the player to act points at: the subject of a decision
/// (take or ndahise, ndakubye or keep) whose passing answer alone points at nothing.
pub fn choices_region(game: &Game) -> Vec<Target> {
    let mut out = Vec::new();
    for &action in game.legal_actions().iter() {
        let mut copy = game.clone();
        if let Ok(effects) = copy.apply(action) {
            out.extend(telling_targets(game, action, &effects));
        }
    }
    out
}

/// Sorts and removes repeats.
pub fn tidy(mut targets: Vec<Target>) -> Vec<Target> {
    targets.sort();
    targets.dedup();
    targets
}

/// Rung 2 of a quiz: where to look, from the engine's answer, without pointing at it alone.
pub fn quiz_region(step: &QuizStep, game: &Game) -> Vec<Target> {
    let key = &step.key;
    let mut out: Vec<Target> = Vec::new();
    match step.quiz {
        Quiz::LastSeed { .. } => {
            // The row of the pit asked for: count along it.
            for t in &key.right {
                if let Target::Pit(p) = *t {
                    let base = p.index() - p.index() % 8;
                    out.extend(Pit::all().skip(base).take(8).map(Target::Pit));
                }
            }
        }
        Quiz::Captures => {
            for &action in game.legal_actions().iter() {
                let mut copy = game.clone();
                let Ok(effects) = copy.apply(action) else {
                    continue;
                };
                if effects.iter().any(is_capture) {
                    out.extend(telling_targets(game, action, &effects));
                }
            }
        }
        Quiz::Removable => {
            // The tokens to choose among: every token of the player who loses one.
            let owner = key.right.iter().find_map(|t| match *t {
                Target::Point(p) => game.morris().and_then(|m| m.point(p)),
                _ => None,
            });
            if let (Some(owner), Some(m)) = (owner, game.morris()) {
                let points = m.board().point_count();
                out.extend(
                    Point::all(points)
                        .filter(|p| m.point(*p) == Some(owner))
                        .map(Target::Point),
                );
            }
        }
        Quiz::FirstGift => out.extend([
            Target::Player(Player::First),
            Target::Player(Player::Second),
        ]),
    }
    // An authored highlight is kept; the loader's default (one right answer) is not, as it
    // would give the answer away at rung 2.
    let default = key.right.first().copied().into_iter().collect::<Vec<_>>();
    if step.help.highlight != default {
        out.extend(step.help.highlight.iter().copied());
    }
    if out.is_empty() {
        out.extend(key.right.iter().copied());
    }
    tidy(out)
}

/// Rung 3 of a quiz: a right answer, or all of them when all must be given.
pub fn quiz_answer(step: &QuizStep) -> Vec<Target> {
    if step.key.all {
        step.key.right.clone()
    } else {
        step.key.right.first().copied().into_iter().collect()
    }
}
