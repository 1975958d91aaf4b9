//! Lessons: data-driven teaching on the rules engine's own effect stream (no screen, no I/O
//! beyond loading a file and the progress store).
//!
//! A lesson is a RON file under `assets/lessons/<game>/<id>.ron` (the format is documented in
//! `docs/lessons.md`): a rule set with its option values, a start, and steps — *show* (the
//! engine plays a worked example), *guided* (the learner moves), *exercise* (a goal the
//! engine judges, scored with stars) and *quiz* (a question answered on the board).
//!
//! * [`load`]: parse, replay and verify a lesson ([`load::load_str`], [`load::load_path`]);
//!   every error names the file, the step and the reason ([`LessonError`]).
//! * [`goal`]: the judge of exercises ([`goal::Attempt`], [`goal::Referee`]).
//! * [`quiz`]: the judge of quizzes.
//! * [`run`]: [`run::LessonRun`], the state machine the Learn screen drives: steps, the
//!   learner's legal actions, submit → pass / wrong (with the opponent's reply and a comment)
//!   / continue, retry, the hint ladder, stars, play on from here.
//! * [`progress`]: tries, hints, best stars and date per lesson, saved atomically.
//! * [`answers`]: every answer of every step with the lesson's verdict (`inkomo lesson answers`).
//! * [`catalogue`]: the lessons embedded in the binary; [`cli`]: `inkomo lesson`.
//! * [`puzzle`] and [`trainer`]: positions played as one-exercise lessons (puzzles to win
//!   within par; the endgame trainer's wins and draws against the perfect Master).
//!
//! Words are message ids into `i18n/<locale>/lessons.ftl` with arguments ([`Message`]), never
//! English text: the lesson core does not depend on the app's i18n.

pub mod answers;
pub mod catalogue;
pub mod cli;
pub mod comment;
pub mod format;
pub mod goal;
pub mod hint;
pub mod load;
pub mod mistake;
pub mod pacing;
pub mod progress;
pub mod puzzle;
pub mod quiz;
pub mod retry;
pub mod run;
pub mod trainer;

use crate::rules::{Action, Effect, Game, GameId, Options};

pub use goal::{Goal, Task};
pub use load::{LessonError, MessageIds};
pub use quiz::{Quiz, QuizKey, Target};
pub use run::LessonRun;

/// A message to show: an id into `lessons.ftl` and its Fluent arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The message id, e.g. `lesson-why-reply-removed`.
    pub id: String,
    /// Named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message without arguments.
    pub fn new(id: impl Into<String>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn arg(mut self, name: &'static str, value: Arg) -> Message {
        self.args.push((name, value));
        self
    }
}

/// A message argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number (selects plural forms).
    Number(i64),
    /// Text that is not translated: a point, a pit or an action in notation.
    Text(String),
}

/// A verified lesson, ready to run.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// `<game>-<NN>-<slug>`.
    pub id: String,
    /// The rule set.
    pub game: GameId,
    /// The option values.
    pub options: Options,
    /// Where it was loaded from (for messages).
    pub file: String,
    /// The steps.
    pub steps: Vec<Step>,
    /// Set for a puzzle of a collection (`assets/puzzles/`): one exercise whose words are
    /// the puzzles' shared messages, not the lesson's own.
    pub puzzle: Option<puzzle::PuzzleInfo>,
    /// Set for a mistake of a reviewed game retried ([`mistake`]): one exercise whose
    /// words are the mistakes' shared messages.
    pub mistake: Option<mistake::MistakeInfo>,
    /// Set for a position of the endgame trainer (`assets/trainer/`): one exercise whose
    /// words are the trainer's shared messages.
    pub trainer: Option<trainer::TrainerInfo>,
}

impl Lesson {
    /// The message id of the title.
    pub fn title_id(&self) -> String {
        if let Some(t) = &self.trainer {
            return t.title_id().to_string();
        }
        match (&self.puzzle, &self.mistake) {
            (Some(_), _) => puzzle::TITLE.to_string(),
            (None, Some(_)) => mistake::TITLE.to_string(),
            (None, None) => format!("lesson-{}-title", self.id),
        }
    }

    /// The message id of the one-sentence summary.
    pub fn summary_id(&self) -> String {
        if let Some(t) = &self.trainer {
            return t.summary_id().to_string();
        }
        match (&self.puzzle, &self.mistake) {
            (Some(_), _) => puzzle::SUMMARY.to_string(),
            (None, Some(_)) => mistake::SUMMARY.to_string(),
            (None, None) => format!("lesson-{}-summary", self.id),
        }
    }

    /// The title with its arguments (a puzzle's number and turns).
    pub fn title(&self) -> Message {
        self.with_args(Message::new(self.title_id()))
    }

    /// A message of this lesson (a step's text) with the arguments its words may use: a
    /// puzzle's number (`$number`) and turns (`$turns`); a trainer position's number, turns
    /// and tokens (`$mine`, `$theirs`); a lesson's own messages take none.
    pub fn with_args(&self, mut message: Message) -> Message {
        if let Some(t) = &self.trainer {
            message = t.with_args(message);
        }
        if let Some(p) = &self.puzzle {
            message = message
                .arg("number", Arg::Number(i64::from(p.number)))
                .arg("turns", Arg::Number(i64::from(p.par)));
        }
        if let Some(m) = &self.mistake {
            message = mistake::with_args(m, message);
        }
        message
    }

    /// How many steps are exercises.
    pub fn exercise_count(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| matches!(s.kind, StepKind::Exercise(_)))
            .count()
    }
}

/// One step of a lesson.
#[derive(Clone, Debug)]
pub struct Step {
    /// 1-based, as in error messages.
    pub number: usize,
    /// The message id of the step's text.
    pub text: String,
    /// The board at the step's start.
    pub start: Game,
    /// What the step does.
    pub kind: StepKind,
}

impl Step {
    /// Whether the step is scored with stars (exercise, quiz).
    pub fn is_scored(&self) -> bool {
        matches!(self.kind, StepKind::Exercise(_) | StepKind::Quiz(_))
    }

    /// Whether the learner acts in this step.
    pub fn is_interactive(&self) -> bool {
        !matches!(self.kind, StepKind::Show { .. })
    }

    /// The points or pits the lesson marks on the board during this step: a show step's
    /// marks, a quiz's (what the question is about). A board showing a question draws these
    /// and not the legal targets of the position, which would give the answer away.
    pub fn marks(&self) -> &[Target] {
        match &self.kind {
            StepKind::Show { marks, .. } => marks,
            StepKind::Quiz(q) => &q.marks,
            StepKind::Guided(_) | StepKind::Exercise(_) => &[],
        }
    }

    /// The help of an interactive step.
    pub fn help(&self) -> Option<&Help> {
        match &self.kind {
            StepKind::Show { .. } => None,
            StepKind::Guided(e) | StepKind::Exercise(e) => Some(&e.help),
            StepKind::Quiz(q) => Some(&q.help),
        }
    }

    /// The message ids this step uses.
    pub fn message_ids(&self) -> Vec<String> {
        let mut ids = vec![self.text.clone()];
        let comments: Vec<&Option<String>> = match &self.kind {
            StepKind::Show { .. } => Vec::new(),
            StepKind::Guided(e) | StepKind::Exercise(e) => {
                e.wrong.iter().map(|w| &w.comment).collect()
            }
            StepKind::Quiz(q) => q.wrong.iter().map(|w| &w.comment).collect(),
        };
        ids.extend(comments.into_iter().flatten().cloned());
        if let Some(help) = self.help() {
            ids.extend(help.goal_text.iter().cloned());
            ids.extend(help.pass.iter().cloned());
        }
        ids
    }
}

/// What a step does.
#[derive(Clone, Debug)]
pub enum StepKind {
    /// The engine plays these actions (both players, in order).
    Show {
        /// The actions.
        actions: Vec<Action>,
        /// Points or pits to draw marked while the step is shown.
        marks: Vec<Target>,
        /// Isolo boys: a step of the traditional preparation, played before (instead of)
        /// actions.
        preparation: Option<Preparation>,
    },
    /// The learner moves; not scored.
    Guided(Exercise),
    /// The learner meets a goal; scored.
    Exercise(Exercise),
    /// A question answered on the board; scored.
    Quiz(QuizStep),
}

/// One step of the Isolo boys' traditional preparation of the start position, as a show
/// step plays it: effects that come from no action (the rules engine's
/// [`crate::rules::mancala::isolo::preparation_effects`]), animated like a sowing.
#[derive(Clone, Debug)]
pub struct Preparation {
    /// The step of the preparation, 1..=5 (1: two seeds in every pit, no effects).
    pub step: u8,
    /// The seed movements, South's side then North's.
    pub effects: Vec<Effect>,
    /// The board after this step (after step 5: the boys' start).
    pub end: Game,
}

/// A Guided or Exercise step's content.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The goal and par.
    pub task: Task,
    /// The learner's actions of the lesson's own answer.
    pub solution: Vec<Action>,
    /// The whole solution line as the verifier played it (learner actions and the engine's
    /// replies), for the last hint rung.
    pub line: Vec<goal::Played>,
    /// Authored wrong answers.
    pub wrong: Vec<WrongAnswer>,
    /// Hints.
    pub help: Help,
}

/// An authored wrong answer of an exercise.
#[derive(Clone, Debug)]
pub struct WrongAnswer {
    /// The learner's first actions.
    pub actions: Vec<Action>,
    /// The comment's message id, or `None` to build it from the effects.
    pub comment: Option<String>,
}

/// A quiz step's content.
#[derive(Clone, Debug)]
pub struct QuizStep {
    /// The question.
    pub quiz: Quiz,
    /// The right answer, computed by the engine.
    pub key: QuizKey,
    /// Authored wrong answers.
    pub wrong: Vec<WrongTargets>,
    /// Hints.
    pub help: Help,
    /// Points or pits drawn marked while the question is asked (what it is about).
    pub marks: Vec<Target>,
}

/// An authored wrong answer of a quiz.
#[derive(Clone, Debug)]
pub struct WrongTargets {
    /// What the learner pointed at.
    pub answer: Vec<Target>,
    /// The comment's message id, or `None` for the built-in one.
    pub comment: Option<String>,
}

/// The hint ladder's material and the pass message of an interactive step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Help {
    /// Message id restating the goal (else the built-in `lesson-goal-*`).
    pub goal_text: Option<String>,
    /// Glossary word key (`isibhamu`).
    pub word: Option<String>,
    /// Rules-page section id (the engine's rule id, `capture_line`).
    pub section: String,
    /// Points or pits to light up.
    pub highlight: Vec<Target>,
    /// Message id said when the step passes (else `lesson-pass`).
    pub pass: Option<String>,
}
