//! Verifying an exercise (a Guided or Exercise step): its goal, that the solution passes
//! exactly at its last action, that every authored wrong answer fails and at least one wrong
//! answer exists, and its help (the rule it teaches by default).

use crate::lesson::format::{GoalFile, TaskFile, WrongFile};
use crate::lesson::goal::{Attempt, Failure, Goal, Referee, Task, Verdict, find_pass};
use crate::lesson::quiz::Target;
use crate::lesson::{Exercise, Help, WrongAnswer};
use crate::rules::morris::MorrisEffect;
use crate::rules::{Effect, EffectKind, Game, GameId, MancalaEffect};

use super::{actions, checked_section, optional_id, optional_word, targets};

fn goal(game: GameId, raw: &GoalFile) -> Result<Goal, String> {
    Ok(match raw {
        GoalFile::Play(entries) => {
            if entries.is_empty() {
                return Err("Play needs at least one accepted move".into());
            }
            let mut out = Vec::new();
            for (k, e) in entries.iter().enumerate() {
                let list = actions(game, e, &format!("accepted move {}", k + 1))?;
                if list.is_empty() {
                    return Err(format!("accepted move {} is empty", k + 1));
                }
                out.push(list);
            }
            Goal::Play(out)
        }
        GoalFile::Line => Goal::Line,
        GoalFile::Capture(0) => return Err("Capture(0) asks for nothing".into()),
        GoalFile::Capture(n) => Goal::Capture(*n),
        GoalFile::EndOverture => Goal::EndOverture,
        GoalFile::NoMove => Goal::NoMove,
        GoalFile::Win => Goal::Win,
        GoalFile::Best(0) => return Err("Best(0) searches nothing: give the plies".into()),
        GoalFile::Best(n) => Goal::Best(*n),
    })
}

fn describe_failure(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Fail(f) => match f {
            Failure::NotAccepted => "not one of the accepted moves".into(),
            Failure::NoLine { turns } => {
                format!("no capture line was made within {turns} turn(s)")
            }
            Failure::CapturedFew { got, need } => {
                format!("{got} captured, {need} asked for")
            }
            Failure::OvertureGoesOn => "the overture goes on".into(),
            Failure::OpponentCanMove { count } => {
                format!("the opponent still has {count} move(s)")
            }
            Failure::NoForcedWin => "the opponent can escape the win".into(),
            Failure::NotBest { best } => format!("'{best}' is better"),
            Failure::Worse { mark } => format!("the review would mark it {}", mark.as_str()),
            Failure::Slipped { from, to } => format!("the value went from {from:?} to {to:?}"),
            Failure::TooLong { turns } => format!("no win within {turns} turn(s)"),
        },
        Verdict::Pass => "it passes".into(),
        Verdict::Continue => "it is not finished".into(),
    }
}

/// Verifies a Guided/Exercise body from `start`; returns it and the board after the solution.
pub(super) fn verify_task(
    lesson: &str,
    game: GameId,
    raw: &TaskFile,
    start: &Game,
    referee: &mut Referee,
) -> Result<(Exercise, Game), String> {
    let goal = goal(game, &raw.goal)?;
    if raw.par == 0 {
        return Err("par 0 allows no turn".into());
    }
    let task = Task {
        goal: goal.clone(),
        par: raw.par,
    };
    let solution = if raw.solution.trim().is_empty() {
        match &goal {
            Goal::Play(entries) => entries[0].clone(),
            _ => return Err("a solution is required".into()),
        }
    } else {
        actions(game, &raw.solution, "solution")?
    };
    if task.goal == Goal::Win && !referee.forced_win(start, start.to_act(), task.par) {
        return Err(if referee.exhausted() {
            "the search for a forced win is too large to verify".to_string()
        } else {
            format!(
                "no answer meets the goal: the position is not a forced win within {} turn(s)",
                task.par
            )
        });
    }

    // The solution passes, exactly at its last action.
    let mut attempt = Attempt::new(start.clone());
    let mut line = Vec::new();
    let mut first_effects: Vec<Effect> = Vec::new();
    for (k, action) in solution.iter().enumerate() {
        if attempt.finished().is_some() {
            return Err(format!(
                "the solution is decided after action {k}; action {} '{action}' is never played",
                k + 1
            ));
        }
        let turn = attempt
            .play(&task, referee, *action)
            .map_err(|e| format!("solution action {} ({action}): {e}", k + 1))?;
        for p in &turn.played {
            first_effects.extend(p.effects.iter().copied());
        }
        line.extend(turn.played);
        line.extend(turn.replies);
    }
    let verdict = attempt.finished().cloned().unwrap_or(Verdict::Continue);
    if verdict != Verdict::Pass {
        let fresh = Attempt::new(start.clone());
        let other = find_pass(&fresh, &task, referee);
        return Err(match other {
            Some(found) => format!(
                "the solution does not pass ({}); '{}' would",
                describe_failure(&verdict),
                crate::rules::notation::format_actions(&found)
            ),
            None => format!(
                "the solution does not pass ({}); no answer meets the goal",
                describe_failure(&verdict)
            ),
        });
    }
    let end = attempt.game().clone();

    // Authored wrong answers fail; at least one wrong answer exists.
    let mut wrong = Vec::new();
    for (k, w) in raw.wrong.iter().enumerate() {
        wrong.push(verify_wrong(lesson, game, &task, start, k + 1, w, referee)?);
    }
    if wrong.is_empty() && !has_wrong_answer(&task, start, referee) {
        return Err(if referee.exhausted() {
            "the search for a wrong answer is too large to verify".to_string()
        } else {
            "no wrong answer: every legal first action meets the goal".to_string()
        });
    }

    let highlight = if raw.highlight.is_empty() {
        solution
            .first()
            .and_then(|a| Target::of_action(start, *a))
            .into_iter()
            .collect()
    } else {
        targets(game, &raw.highlight)?
    };
    let help = Help {
        goal_text: optional_id(lesson, &raw.goal_text, "goal_text")?,
        word: optional_word(&raw.word)?,
        section: if raw.section.is_empty() {
            telling_rule(&first_effects).to_string()
        } else {
            checked_section(&raw.section)?
        },
        highlight,
        pass: optional_id(lesson, &raw.pass, "pass")?,
    };
    Ok((
        Exercise {
            task,
            solution,
            line,
            wrong,
            help,
        },
        end,
    ))
}

fn verify_wrong(
    lesson: &str,
    game: GameId,
    task: &Task,
    start: &Game,
    index: usize,
    raw: &WrongFile,
    referee: &mut Referee,
) -> Result<WrongAnswer, String> {
    let list = actions(game, &raw.answer, &format!("wrong answer {index}"))?;
    if list.is_empty() {
        return Err(format!("wrong answer {index} is empty"));
    }
    let mut attempt = Attempt::new(start.clone());
    for (k, action) in list.iter().enumerate() {
        if attempt.finished().is_some() {
            break;
        }
        attempt
            .play(task, referee, *action)
            .map_err(|e| format!("wrong answer {index}, action {}: {e}", k + 1))?;
    }
    match attempt.finished() {
        Some(Verdict::Pass) => {
            return Err(format!(
                "wrong answer {index} '{}' passes",
                crate::text::echo(&raw.answer)
            ));
        }
        Some(_) => {}
        None => {
            if let Some(found) = find_pass(&attempt, task, referee) {
                return Err(format!(
                    "wrong answer {index} '{}' can still pass: '{}'",
                    crate::text::echo(&raw.answer),
                    crate::rules::notation::format_actions(&found)
                ));
            }
        }
    }
    Ok(WrongAnswer {
        actions: list,
        comment: optional_id(lesson, &raw.comment, "comment")?,
    })
}

/// Whether some legal first action of the learner fails whatever follows.
fn has_wrong_answer(task: &Task, start: &Game, referee: &mut Referee) -> bool {
    let fresh = Attempt::new(start.clone());
    for &action in fresh.legal_actions().iter() {
        let mut attempt = fresh.clone();
        let Ok(turn) = attempt.play(task, referee, action) else {
            continue;
        };
        match turn.verdict {
            Verdict::Fail(_) => return true,
            Verdict::Pass => {}
            Verdict::Continue => {
                if find_pass(&attempt, task, referee).is_none() && !referee.exhausted() {
                    return true;
                }
            }
        }
    }
    false
}

/// The rule of the most telling effect of a solution: a capture line, a removal or capture,
/// the end of the overture, a pass, else the first effect.
pub(crate) fn telling_rule(effects: &[Effect]) -> &'static str {
    let rank = |e: &Effect| match e.kind {
        EffectKind::Morris(MorrisEffect::LineFormed { .. }) => 0,
        EffectKind::Mancala(MancalaEffect::Captured { .. }) => 0,
        EffectKind::Mancala(MancalaEffect::OvertureEnded { .. }) => 1,
        EffectKind::Mancala(MancalaEffect::Ndahise { .. } | MancalaEffect::Ndakubye { .. }) => 1,
        EffectKind::Morris(MorrisEffect::Removed { .. } | MorrisEffect::IloboloGift { .. }) => 2,
        EffectKind::Passed(_) => 2,
        EffectKind::Morris(MorrisEffect::Flew { .. }) => 3,
        _ => 9,
    };
    effects
        .iter()
        .min_by_key(|e| rank(e))
        .map_or("", |e| e.rule.id)
}
