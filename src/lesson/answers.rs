//! The answer table: every answer a learner can give to every Guided, Exercise and Quiz step,
//! with what the lesson model does with it (`inkomo lesson answers`, committed as
//! `docs/lessons/answers.txt`).
//!
//! Every row is judged by [`LessonRun`] itself, a fresh run per answer: the verdict, the
//! stars and the comment are the ones a learner gets on a first try, so that any change to
//! what a lesson accepts or says shows up in review as a change of this table.
//!
//! * Guided and Exercise steps: every legal first action of the learner, and when the turn
//!   goes on with a choice (a removal, a take / ndahise, a direction, an in-turn answer),
//!   every choice, until the learner's first turn is over. A goal of several turns that is
//!   still open after the first turn shows the opponent's reply and a continuation that
//!   passes, if the engine finds one.
//! * Quiz steps: every point or pit the question can be answered with (one at a time), and
//!   for a `Removable` quiz also the right set and the authored wrong sets.

use std::fmt::Write as _;

use super::goal::{Attempt, Goal, Played, Referee, find_pass};
use super::quiz::{Quiz, Target};
use super::run::{Response, StepResult};
use super::{Lesson, LessonRun, Message, Step, StepKind};
use crate::rules::mancala::{LocalPit, Pit};
use crate::rules::morris::Point;
use crate::rules::{Action, Family, GameId, Player};

/// The most learner actions of one first turn that the table expands (a safety bound: no
/// lesson comes near it).
const MAX_TURN_ACTIONS: usize = 8;

/// One answer and what became of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The answer in notation: the learner's actions (`b6 xd7`) or the pointed targets.
    pub answer: String,
    /// What the lesson did with it.
    pub outcome: Outcome,
    /// The comment or pass messages the learner reads.
    pub messages: Vec<Message>,
    /// The opponent's in-turn answers and reply, in notation (empty if none).
    pub reply: String,
}

/// The judgement of one answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Passed, with the step's stars (none for a Guided step).
    Pass(Option<u8>),
    /// Wrong; the stars the step can still give after this try.
    Wrong(u8),
    /// The goal takes more turns and is still open after the first: a continuation that
    /// passes (learner actions), if the engine finds one.
    GoesOn(Option<Vec<Action>>),
}

/// A fresh run of `lesson` at step `index`.
fn fresh(lesson: &Lesson, index: usize) -> LessonRun {
    let mut run = LessonRun::new(lesson.clone());
    run.goto(index);
    run
}

fn notation(actions: &[Action]) -> String {
    actions
        .iter()
        .map(Action::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn reply_text(learner: Player, response: &Response) -> String {
    let theirs = |played: &[Played]| -> Vec<Action> {
        played
            .iter()
            .filter(|p| p.player != learner)
            .map(|p| p.action)
            .collect()
    };
    let in_turn = theirs(&response.played);
    let replies = theirs(&response.replies);
    let mut out = Vec::new();
    if !in_turn.is_empty() {
        out.push(format!("in turn {}", notation(&in_turn)));
    }
    if !replies.is_empty() {
        out.push(notation(&replies));
    }
    out.join("; ")
}

/// Every first turn of the learner in an exercise step, each judged on a fresh run.
pub fn exercise_rows(lesson: &Lesson, index: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    expand(lesson, index, &mut Vec::new(), &mut rows);
    rows
}

fn expand(lesson: &Lesson, index: usize, path: &mut Vec<Action>, rows: &mut Vec<Row>) {
    let mut run = fresh(lesson, index);
    for &a in path.iter() {
        if run.submit(a).is_err() {
            return;
        }
    }
    let legal: Vec<Action> = run.legal_actions().iter().copied().collect();
    for action in legal {
        let mut run = fresh(lesson, index);
        let learner = run.learner().unwrap_or(Player::First);
        let mut ok = true;
        for &a in path.iter() {
            ok &= run.submit(a).is_ok();
        }
        if !ok {
            continue;
        }
        let Ok(response) = run.submit(action) else {
            continue;
        };
        path.push(action);
        let in_turn = matches!(response.result, StepResult::Continue)
            && response.replies.is_empty()
            && !run.legal_actions().is_empty();
        if in_turn && path.len() < MAX_TURN_ACTIONS {
            expand(lesson, index, path, rows);
        } else {
            let mut reply = reply_text(learner, &response);
            let (outcome, messages) = match response.result {
                StepResult::Passed { messages, stars } => (Outcome::Pass(stars), messages),
                StepResult::Wrong { mut comment } => {
                    let stars = run.scores()[index].stars();
                    // A reply held back until the learner asks for the rest ("Show the
                    // rest"): the table shows it and what it did, as the learner can.
                    if let Some(rest) = run.show_rest() {
                        let theirs: Vec<Action> = rest
                            .replies
                            .iter()
                            .filter(|p| p.player != learner)
                            .map(|p| p.action)
                            .collect();
                        if !theirs.is_empty() {
                            let held = format!("on asking {}", notation(&theirs));
                            reply = [reply, held]
                                .into_iter()
                                .filter(|r| !r.is_empty())
                                .collect::<Vec<_>>()
                                .join("; ");
                        }
                        comment.extend(rest.comment);
                    }
                    (Outcome::Wrong(stars), comment)
                }
                StepResult::Continue => (
                    Outcome::GoesOn(continuation(lesson, index, path)),
                    Vec::new(),
                ),
            };
            rows.push(Row {
                answer: notation(path),
                outcome,
                messages,
                reply,
            });
        }
        path.pop();
    }
}

/// A continuation after the learner's `first` actions that passes, searched as the verifier
/// searches (the opponent answers as in the lesson).
fn continuation(lesson: &Lesson, index: usize, first: &[Action]) -> Option<Vec<Action>> {
    let step = lesson.steps.get(index)?;
    let (StepKind::Exercise(e) | StepKind::Guided(e)) = &step.kind else {
        return None;
    };
    let mut referee = Referee::new();
    let mut attempt = Attempt::new(step.start.clone());
    for &a in first {
        attempt.play(&e.task, &mut referee, a).ok()?;
    }
    let found = find_pass(&attempt, &e.task, &mut referee)?;
    Some(found[first.len().min(found.len())..].to_vec())
}

/// The targets a quiz can be answered with, one per row (and for `Removable` the right set
/// and the authored wrong sets as well).
fn quiz_answers(
    step: &Step,
    quiz: &Quiz,
    authored: &[Vec<Target>],
    right: &[Target],
) -> Vec<Vec<Target>> {
    let game = &step.start;
    let mut out: Vec<Vec<Target>> = match quiz {
        Quiz::LastSeed { .. } => all_pits().map(|p| vec![Target::Pit(p)]).collect(),
        Quiz::Captures => match game.id().family() {
            Family::Morris => points(game.id())
                .filter(|&p| game.morris().is_some_and(|m| m.point(p).is_none()))
                .map(|p| vec![Target::Point(p)])
                .collect(),
            Family::Mancala => LocalPit::all()
                .map(|k| vec![Target::Pit(k.on(game.to_act()))])
                .collect(),
        },
        Quiz::Removable => {
            let mut sets: Vec<Vec<Target>> = points(game.id())
                .filter(|&p| game.morris().and_then(|m| m.point(p)).is_some())
                .map(|p| vec![Target::Point(p)])
                .collect();
            sets.push(right.to_vec());
            sets.extend(authored.iter().cloned());
            sets
        }
        Quiz::FirstGift => vec![
            vec![Target::Player(Player::First)],
            vec![Target::Player(Player::Second)],
        ],
    };
    let mut seen = std::collections::HashSet::new();
    out.retain(|set| {
        let mut sorted = set.clone();
        sorted.sort();
        seen.insert(sorted)
    });
    out
}

fn all_pits() -> impl Iterator<Item = Pit> {
    Pit::all()
}

fn points(game: GameId) -> impl Iterator<Item = Point> {
    let n = if game == GameId::Isisuthu { 25 } else { 24 };
    Point::all(n)
}

/// Every answer of a quiz step, each judged on a fresh run.
pub fn quiz_rows(lesson: &Lesson, index: usize) -> Vec<Row> {
    let Some(step) = lesson.steps.get(index) else {
        return Vec::new();
    };
    let StepKind::Quiz(q) = &step.kind else {
        return Vec::new();
    };
    let authored: Vec<Vec<Target>> = q.wrong.iter().map(|w| w.answer.clone()).collect();
    let mut rows = Vec::new();
    for answer in quiz_answers(step, &q.quiz, &authored, &q.key.right) {
        let mut run = fresh(lesson, index);
        let Ok(response) = run.answer(&answer) else {
            continue;
        };
        let (outcome, messages) = match response.result {
            StepResult::Passed { messages, stars } => (Outcome::Pass(stars), messages),
            StepResult::Wrong { comment } => (Outcome::Wrong(run.scores()[index].stars()), comment),
            StepResult::Continue => (Outcome::GoesOn(None), Vec::new()),
        };
        rows.push(Row {
            answer: answer
                .iter()
                .map(Target::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            outcome,
            messages,
            reply: String::new(),
        });
    }
    rows
}

/// A goal as a lesson file writes it, actions in notation.
fn goal_text(goal: &Goal) -> String {
    match goal {
        Goal::Play(entries) => {
            let list: Vec<String> = entries
                .iter()
                .map(|e| format!("\"{}\"", notation(e)))
                .collect();
            format!("Play([{}])", list.join(", "))
        }
        Goal::Capture(n) => format!("Capture({n})"),
        Goal::Best(plies) => format!("Best({plies})"),
        other => format!("{other:?}"),
    }
}

/// A quiz as a lesson file writes it.
fn quiz_text(quiz: &Quiz) -> String {
    match quiz {
        Quiz::LastSeed { action, lap } => format!("LastSeed(action: \"{action}\", lap: {lap})"),
        other => format!("{other:?}"),
    }
}

fn step_heading(lesson: &Lesson, step: &Step) -> Option<String> {
    let what = match &step.kind {
        StepKind::Show { .. } => return None,
        StepKind::Guided(e) => format!("guided, {}, par {}", goal_text(&e.task.goal), e.task.par),
        StepKind::Exercise(e) => {
            format!("exercise, {}, par {}", goal_text(&e.task.goal), e.task.par)
        }
        StepKind::Quiz(q) => format!("quiz, {}", quiz_text(&q.quiz)),
    };
    Some(format!(
        "{} step {} ({what}): {}",
        lesson.id,
        step.number,
        step.text
            .trim_start_matches(&format!("lesson-{}-", lesson.id))
    ))
}

/// The table of one lesson as text; `render` gives a message's words (the CLI renders the
/// English text; without it, the id and arguments).
pub fn lesson_table(lesson: &Lesson, render: &dyn Fn(&Message) -> String) -> String {
    let mut out = String::new();
    for (index, step) in lesson.steps.iter().enumerate() {
        let Some(heading) = step_heading(lesson, step) else {
            continue;
        };
        let _ = writeln!(out, "## {heading}");
        let rows = match step.kind {
            StepKind::Quiz(_) => quiz_rows(lesson, index),
            _ => exercise_rows(lesson, index),
        };
        for row in rows {
            let verdict = match &row.outcome {
                Outcome::Pass(Some(s)) => format!("PASS {s}*"),
                Outcome::Pass(None) => "PASS".to_string(),
                Outcome::Wrong(s) => format!("WRONG (then at most {s}*)"),
                Outcome::GoesOn(Some(rest)) if rest.is_empty() => "GOES ON".to_string(),
                Outcome::GoesOn(Some(rest)) => format!("GOES ON (passes with {})", notation(rest)),
                Outcome::GoesOn(None) => "GOES ON (no continuation passes)".to_string(),
            };
            let _ = write!(out, "{:<16} {verdict}", row.answer);
            if !row.reply.is_empty() {
                let _ = write!(out, " | reply: {}", row.reply);
            }
            let _ = writeln!(out);
            for m in &row.messages {
                let _ = writeln!(out, "    {}", render(m));
            }
        }
        let _ = writeln!(out);
    }
    out
}

/// A message as its id and arguments, for builds without the app's i18n.
pub fn message_id_text(message: &Message) -> String {
    let mut text = message.id.clone();
    for (name, arg) in &message.args {
        let value = match arg {
            super::Arg::Number(n) => n.to_string(),
            super::Arg::Text(t) => t.clone(),
        };
        let _ = write!(text, " {name}={value}");
    }
    text
}

/// The whole table of `lessons`, in their order, with a header.
pub fn table(lessons: &[Lesson], render: &dyn Fn(&Message) -> String) -> String {
    let mut out = String::from(
        "# Every answer of every lesson step, judged by the lesson model (a fresh try each).\n\
         # Generated by `inkomo lesson answers`; regenerate with\n\
         #   cargo run -- lesson answers > docs/lessons/answers.txt\n\
         # PASS n*: passed on a first try with n stars. WRONG (then at most n*): the stars the\n\
         # step can still give. GOES ON: a goal of several turns is still open after the first\n\
         # turn. reply: the opponent's answer (\"in turn\": inside the learner's turn; \"on\n\
         # asking\": held back after a wrong answer until the learner asks for the rest, with\n\
         # what it did below the comment).\n\n",
    );
    for lesson in lessons {
        let _ = writeln!(out, "# {}\n", lesson.id);
        out.push_str(&lesson_table(lesson, render));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quiz_answer_set_is_not_repeated() {
        let lesson = crate::lesson::catalogue::find("isizulu-02-removal")
            .and_then(Result::ok)
            .expect("embedded");
        let rows = quiz_rows(&lesson, 1);
        let mut answers: Vec<&str> = rows.iter().map(|r| r.answer.as_str()).collect();
        let n = answers.len();
        answers.dedup();
        assert_eq!(answers.len(), n);
        assert!(
            rows.iter()
                .any(|r| matches!(r.outcome, Outcome::Pass(Some(3))))
        );
    }
}
