//! [`LessonRun`]: the headless state machine the Learn screen drives.
//!
//! The screen shows [`LessonRun::game`], animates what the calls return ([`Played`] actions
//! with their effects) and says the [`Message`]s they carry; it never judges anything itself.
//!
//! ```text
//! Show step:        play_show() → actions to animate → next_step()
//! Guided/Exercise:  legal_actions() → submit(action) → Continue | Passed | Wrong
//!                   Wrong: the answer and the opponent's reply are on the board → retry()
//! Quiz:             answer(&[Target]) → Passed | Wrong (answer again at once)
//! Any time:         hint() (one rung per call), previous_step()/next_step()/goto(), play_on()
//! ```
//!
//! Progress is reported as [`ProgressEvent`]s ([`LessonRun::take_events`]), which the caller
//! applies to its [`super::progress::Progress`] with the date and saves at once.

use super::goal::{Attempt, Failure, Goal, Played, Referee, Turn, Verdict};
use super::progress::ProgressEvent;
use super::quiz::{self, Quiz, QuizMiss, Target};
use super::{Arg, Exercise, Lesson, Message, Step, StepKind};
use crate::rules::mancala::pit_name;
use crate::rules::morris::{MorrisEffect, point_name};
use crate::rules::{
    Action, ActionList, EffectKind, Game, IllegalAction, MancalaAction, MancalaEffect, Player,
};

/// Where the current step stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepState {
    /// A show step whose actions have not been played yet.
    Ready,
    /// The learner is to act (or to answer).
    Awaiting,
    /// A wrong answer is on the board: [`LessonRun::retry`] restores the step's start.
    Wrong,
    /// Done: the show was played, or the goal met (or the solution shown).
    Done,
}

/// What a learner action or quiz answer led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// The learner's action and any in-turn answers of the opponent, to animate.
    pub played: Vec<Played>,
    /// The opponent's reply after the learner's turn, to animate.
    pub replies: Vec<Played>,
    /// The judgement.
    pub result: StepResult,
}

/// The judgement of a learner action or quiz answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepResult {
    /// The learner acts again (the same turn, or the next one after the reply).
    Continue,
    /// The goal is met.
    Passed {
        /// What to say: the pass message, and `lesson-continue-from-line` when the learner's
        /// right answer differs from the lesson's line that the next step continues from.
        messages: Vec<Message>,
        /// The step's stars (scored steps).
        stars: Option<u8>,
    },
    /// Wrong: the comment says why.
    Wrong {
        /// The authored comment, else the one built from the effects.
        comment: Vec<Message>,
    },
}

/// One rung of the hint ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Rung 1: the goal restated.
    Goal(Message),
    /// Rung 2: the rule: its glossary word (key of `word-<key>`) and rules-page section id.
    Rule {
        /// Glossary word key, if any.
        word: Option<String>,
        /// Rules-page section id (the engine's rule id).
        section: String,
    },
    /// Rung 3: the points or pits to light up.
    Highlight(Vec<Target>),
    /// Rung 4: the move to make now (exercise), marked on the board. `restarted` says the
    /// step was first restored to its start because the learner had left the lesson's line.
    ShowMove {
        /// The action.
        action: Action,
        /// Whether the board was restored to the step's start first.
        restarted: bool,
    },
    /// Rung 4 of a quiz: one right answer marked.
    ShowAnswer(Vec<Target>),
    /// Rung 5: the whole solution, played from the step's start (the step is done, no star).
    Solution(Vec<Played>),
    /// Rung 5 of a quiz: the whole answer (the step is done, no star).
    Answer(Vec<Target>),
}

/// Why a call does not fit the current step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The step does not take this now (a show step, a finished step, a wrong answer not yet
    /// retried, an action for a quiz or an answer for an exercise).
    NotNow,
    /// The engine refuses the action.
    Illegal(IllegalAction),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::NotNow => f.write_str("the step does not take this now"),
            RunError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RunError {}

/// How one step went in this run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepScore {
    /// Wrong answers.
    pub wrong: u32,
    /// Hint rungs taken (1..=5).
    pub hints: u8,
    /// Whether the step was done.
    pub done: bool,
}

impl StepScore {
    /// Stars 0–3: 3 with no hint and no wrong try; one less per hint rung 1–3 and per wrong
    /// try, at least 1; at most 1 once the move was shown (rung 4); 0 once the solution was
    /// played (rung 5).
    pub fn stars(&self) -> u8 {
        if self.hints >= 5 {
            return 0;
        }
        let lost = u32::from(self.hints.min(3)) + self.wrong;
        let stars = 3u32.saturating_sub(lost).max(1) as u8;
        if self.hints >= 4 { stars.min(1) } else { stars }
    }
}

/// A lesson being taken.
#[derive(Debug)]
pub struct LessonRun {
    lesson: Lesson,
    index: usize,
    game: Game,
    attempt: Option<Attempt>,
    state: StepState,
    scores: Vec<StepScore>,
    referee: Referee,
    events: Vec<ProgressEvent>,
    finished_reported: bool,
}

impl LessonRun {
    /// Starts `lesson` at its first step.
    pub fn new(lesson: Lesson) -> LessonRun {
        let steps = lesson.steps.len();
        // A loaded lesson has steps; a hand-made empty one gets the rule set's start.
        let game = lesson.steps.first().map_or_else(
            || Game::new(lesson.game, lesson.options),
            |s| s.start.clone(),
        );
        let mut run = LessonRun {
            lesson,
            index: 0,
            game,
            attempt: None,
            state: StepState::Ready,
            scores: vec![StepScore::default(); steps],
            referee: Referee::new(),
            events: Vec::new(),
            finished_reported: false,
        };
        if steps > 0 {
            run.enter(0);
        }
        run
    }

    /// The lesson.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The current step's index (0-based).
    pub fn step_index(&self) -> usize {
        self.index
    }

    /// The current step (every lesson from the loader has at least one).
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.index]
    }

    /// Where the current step stands.
    pub fn state(&self) -> StepState {
        self.state
    }

    /// The board now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// A copy of the board now, to play on from here against the computer.
    pub fn play_on(&self) -> Game {
        self.game.clone()
    }

    /// The learner in the current interactive step (the player to act at its start).
    pub fn learner(&self) -> Option<Player> {
        self.step()
            .is_interactive()
            .then(|| self.step().start.to_act())
    }

    /// The learner's legal actions now (empty unless an exercise awaits an action).
    pub fn legal_actions(&self) -> ActionList {
        match (&self.attempt, self.state) {
            (Some(a), StepState::Awaiting) => a.legal_actions(),
            _ => ActionList::new(),
        }
    }

    /// How the steps went so far.
    pub fn scores(&self) -> &[StepScore] {
        &self.scores
    }

    /// Stars of a scored step once done.
    pub fn step_stars(&self, index: usize) -> Option<u8> {
        let step = self.lesson.steps.get(index)?;
        let score = self.scores.get(index)?;
        (step.is_scored() && score.done).then(|| score.stars())
    }

    /// The lesson's stars (the lowest of its scored steps) once every scored step is done.
    pub fn stars(&self) -> Option<u8> {
        let mut lowest = 3;
        for (i, step) in self.lesson.steps.iter().enumerate() {
            if step.is_scored() {
                lowest = lowest.min(self.step_stars(i)?);
            }
        }
        Some(lowest)
    }

    /// Whether every scored step is done.
    pub fn is_finished(&self) -> bool {
        self.stars().is_some()
    }

    /// The progress events since the last call (tries, hints, the lesson finished).
    pub fn take_events(&mut self) -> Vec<ProgressEvent> {
        std::mem::take(&mut self.events)
    }

    fn enter(&mut self, index: usize) {
        self.index = index;
        self.referee.refill();
        let step = &self.lesson.steps[index];
        self.game = step.start.clone();
        match &step.kind {
            StepKind::Show { .. } => {
                self.attempt = None;
                self.state = StepState::Ready;
            }
            StepKind::Guided(_) | StepKind::Exercise(_) => {
                self.attempt = Some(Attempt::new(step.start.clone()));
                self.state = StepState::Awaiting;
            }
            StepKind::Quiz(_) => {
                self.attempt = None;
                self.state = StepState::Awaiting;
            }
        }
    }

    /// Goes to the next step (from any state: a teacher may skip). `false` at the last step.
    pub fn next_step(&mut self) -> bool {
        if self.index + 1 >= self.lesson.steps.len() {
            return false;
        }
        self.enter(self.index + 1);
        true
    }

    /// Goes back one step, to its start. `false` at the first step.
    pub fn previous_step(&mut self) -> bool {
        if self.index == 0 {
            return false;
        }
        self.enter(self.index - 1);
        true
    }

    /// Goes to step `index` (0-based), to its start. `false` if there is no such step.
    pub fn goto(&mut self, index: usize) -> bool {
        if index >= self.lesson.steps.len() {
            return false;
        }
        self.enter(index);
        true
    }

    /// Restores the current step's start for another try (a show step can be played again).
    pub fn retry(&mut self) {
        self.enter(self.index);
    }

    /// Plays the current show step's actions from its start and returns them to animate.
    pub fn play_show(&mut self) -> Result<Vec<Played>, RunError> {
        let step = &self.lesson.steps[self.index];
        let StepKind::Show {
            actions,
            preparation,
            ..
        } = &step.kind
        else {
            return Err(RunError::NotNow);
        };
        let mut game = match preparation {
            Some(p) => p.end.clone(),
            None => step.start.clone(),
        };
        let mut played = Vec::new();
        for &action in actions {
            let player = game.to_act();
            let effects = game.apply(action).map_err(RunError::Illegal)?;
            played.push(Played {
                player,
                action,
                effects,
            });
        }
        self.game = game;
        self.state = StepState::Done;
        self.scores[self.index].done = true;
        Ok(played)
    }

    fn exercise(&self) -> Option<&Exercise> {
        match &self.step().kind {
            StepKind::Guided(e) | StepKind::Exercise(e) => Some(e),
            _ => None,
        }
    }

    /// Submits one learner action of a Guided or Exercise step.
    pub fn submit(&mut self, action: Action) -> Result<Response, RunError> {
        if self.state != StepState::Awaiting {
            return Err(RunError::NotNow);
        }
        let Some(exercise) = self.exercise().cloned() else {
            return Err(RunError::NotNow);
        };
        let Some(attempt) = self.attempt.as_mut() else {
            return Err(RunError::NotNow);
        };
        let turn = attempt
            .play(&exercise.task, &mut self.referee, action)
            .map_err(RunError::Illegal)?;
        self.game = attempt.game().clone();
        let actions = attempt.actions().to_vec();
        let learner = attempt.learner();
        let scored = self.step().is_scored();
        let result = match &turn.verdict {
            Verdict::Continue => StepResult::Continue,
            Verdict::Pass => {
                if scored {
                    self.events.push(ProgressEvent::Try);
                }
                self.state = StepState::Done;
                let mut messages = vec![pass_message(exercise.help.pass.as_deref())];
                if actions != exercise.solution && self.next_continues_from_line() {
                    messages.push(Message::new("lesson-continue-from-line"));
                }
                self.mark_done();
                StepResult::Passed {
                    messages,
                    stars: scored.then(|| self.scores[self.index].stars()),
                }
            }
            Verdict::Fail(failure) => {
                if scored {
                    self.events.push(ProgressEvent::Try);
                }
                self.scores[self.index].wrong += 1;
                self.state = StepState::Wrong;
                let authored = exercise
                    .wrong
                    .iter()
                    .find(|w| actions.starts_with(&w.actions))
                    .and_then(|w| w.comment.clone());
                let comment = match authored {
                    Some(id) => vec![Message::new(id)],
                    None => built_comment(failure, &turn, learner),
                };
                StepResult::Wrong { comment }
            }
        };
        Ok(Response {
            played: turn.played,
            replies: turn.replies,
            result,
        })
    }

    /// Whether the next step starts from the lesson's line (differs from the board now).
    fn next_continues_from_line(&self) -> bool {
        self.lesson
            .steps
            .get(self.index + 1)
            .is_some_and(|next| next.start.position() != self.game.position())
    }

    fn mark_done(&mut self) {
        self.scores[self.index].done = true;
        if !self.finished_reported
            && let Some(stars) = self.stars()
        {
            self.finished_reported = true;
            self.events.push(ProgressEvent::Finished { stars });
        }
    }

    /// Answers the current quiz by pointing at `targets`.
    pub fn answer(&mut self, targets: &[Target]) -> Result<Response, RunError> {
        if self.state != StepState::Awaiting {
            return Err(RunError::NotNow);
        }
        let StepKind::Quiz(q) = &self.step().kind else {
            return Err(RunError::NotNow);
        };
        let q = q.clone();
        self.events.push(ProgressEvent::Try);
        let result = match quiz::judge(&q.quiz, &q.key, &self.game, targets) {
            Ok(()) => {
                self.state = StepState::Done;
                self.mark_done();
                StepResult::Passed {
                    messages: vec![pass_message(q.help.pass.as_deref())],
                    stars: Some(self.scores[self.index].stars()),
                }
            }
            Err(miss) => {
                self.scores[self.index].wrong += 1;
                let mut given = targets.to_vec();
                given.sort();
                let authored = q
                    .wrong
                    .iter()
                    .find(|w| {
                        let mut a = w.answer.clone();
                        a.sort();
                        a == given
                    })
                    .and_then(|w| w.comment.clone());
                let comment = match (authored, miss) {
                    (Some(id), _) => vec![Message::new(id)],
                    (None, QuizMiss::Wrong) => vec![Message::new("lesson-why-quiz-wrong")],
                    (None, QuizMiss::Missed(n)) => vec![
                        Message::new("lesson-why-quiz-missed").arg("count", Arg::Number(n as i64)),
                    ],
                    (None, QuizMiss::Extra(t)) => vec![
                        Message::new("lesson-why-quiz-extra")
                            .arg("point", Arg::Text(t.to_string())),
                    ],
                };
                StepResult::Wrong { comment }
            }
        };
        Ok(Response {
            played: Vec::new(),
            replies: Vec::new(),
            result,
        })
    }

    /// The next rung of the hint ladder for the current step (`None` for a show step, a done
    /// step, or once every rung was taken). Rungs with nothing to show are passed over.
    pub fn hint(&mut self) -> Option<Hint> {
        if !self.step().is_interactive() || self.scores[self.index].done {
            return None;
        }
        loop {
            let rung = self.scores[self.index].hints + 1;
            if rung > 5 {
                return None;
            }
            self.scores[self.index].hints = rung;
            if let Some(hint) = self.rung(rung) {
                self.events.push(ProgressEvent::Hint);
                return Some(hint);
            }
        }
    }

    fn rung(&mut self, rung: u8) -> Option<Hint> {
        let step = self.step().clone();
        let help = step.help()?.clone();
        match rung {
            1 => Some(Hint::Goal(goal_message(&step, &help))),
            2 => (help.word.is_some() || !help.section.is_empty()).then(|| Hint::Rule {
                word: help.word.clone(),
                section: help.section.clone(),
            }),
            3 => (!help.highlight.is_empty()).then(|| Hint::Highlight(help.highlight.clone())),
            4 => match &step.kind {
                StepKind::Quiz(q) => Some(Hint::ShowAnswer(
                    q.key.right.first().copied().into_iter().collect(),
                )),
                StepKind::Guided(e) | StepKind::Exercise(e) => {
                    let done = self.attempt.as_ref().map_or(0, |a| a.actions().len());
                    let on_line = self.state == StepState::Awaiting
                        && self
                            .attempt
                            .as_ref()
                            .is_some_and(|a| e.solution.starts_with(a.actions()));
                    if on_line && done < e.solution.len() {
                        Some(Hint::ShowMove {
                            action: e.solution[done],
                            restarted: false,
                        })
                    } else {
                        self.enter(self.index);
                        Some(Hint::ShowMove {
                            action: *e.solution.first()?,
                            restarted: true,
                        })
                    }
                }
                StepKind::Show { .. } => None,
            },
            5 => match &step.kind {
                StepKind::Quiz(q) => {
                    self.state = StepState::Done;
                    self.mark_done();
                    Some(Hint::Answer(q.key.right.clone()))
                }
                StepKind::Guided(e) | StepKind::Exercise(e) => {
                    self.enter(self.index);
                    let mut game = step.start.clone();
                    for p in &e.line {
                        let _ = game.apply(p.action);
                    }
                    self.game = game;
                    self.attempt = None;
                    self.state = StepState::Done;
                    self.mark_done();
                    Some(Hint::Solution(e.line.clone()))
                }
                StepKind::Show { .. } => None,
            },
            _ => None,
        }
    }
}

fn pass_message(id: Option<&str>) -> Message {
    Message::new(id.unwrap_or("lesson-pass"))
}

/// The goal restated: the step's own `goal_text`, else the built-in message of its goal.
pub fn goal_message(step: &Step, help: &super::Help) -> Message {
    if let Some(id) = &help.goal_text {
        return Message::new(id.clone());
    }
    let turns = |par: u8| Arg::Number(i64::from(par));
    match &step.kind {
        StepKind::Guided(e) | StepKind::Exercise(e) => match e.task.goal {
            Goal::Play(_) => Message::new("lesson-goal-play"),
            Goal::Line => Message::new("lesson-goal-line").arg("turns", turns(e.task.par)),
            Goal::Capture(n) => Message::new("lesson-goal-capture")
                .arg("count", Arg::Number(i64::from(n)))
                .arg("turns", turns(e.task.par)),
            Goal::EndOverture => {
                Message::new("lesson-goal-end-overture").arg("turns", turns(e.task.par))
            }
            Goal::NoMove => Message::new("lesson-goal-no-move").arg("turns", turns(e.task.par)),
            Goal::Win => Message::new("lesson-goal-win").arg("turns", turns(e.task.par)),
            Goal::Best(_) => Message::new("lesson-goal-best"),
        },
        StepKind::Quiz(q) => match q.quiz {
            Quiz::LastSeed { action, lap } => {
                let pit = match action {
                    Action::Mancala(MancalaAction::Sow { pit, .. }) => {
                        pit_name(crate::rules::mancala::pit_of(step.start.to_act(), pit))
                    }
                    other => other.to_string(),
                };
                Message::new("lesson-goal-last-seed")
                    .arg("pit", Arg::Text(pit))
                    .arg("lap", Arg::Number(i64::from(lap)))
            }
            Quiz::Captures => Message::new("lesson-goal-captures"),
            Quiz::Removable => Message::new("lesson-goal-removable"),
            Quiz::FirstGift => Message::new("lesson-goal-first-gift"),
        },
        StepKind::Show { .. } => Message::new("lesson-goal-play"),
    }
}

/// The comment on a wrong answer built from the effects: what the opponent's reply took, then
/// why the goal was not met.
pub fn built_comment(failure: &Failure, turn: &Turn, learner: Player) -> Vec<Message> {
    let mut out = Vec::new();
    for p in &turn.replies {
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
                    let count: i64 = from.iter().map(|(_, n)| i64::from(*n)).sum();
                    out.push(
                        Message::new("lesson-why-reply-captured")
                            .arg("count", Arg::Number(count))
                            .arg("pit", Arg::Text(pit_name(from[0].0))),
                    )
                }
                _ => {}
            }
        }
    }
    out.push(match failure {
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
    });
    out
}
