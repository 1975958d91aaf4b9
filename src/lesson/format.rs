//! The lesson file as written (RON), before it is checked: plain text fields, exactly the
//! structure of `docs/lessons.md`. [`super::load`] turns it into a verified [`super::Lesson`].

use serde::Deserialize;

/// The lesson format version this build reads.
pub const FORMAT: u64 = 1;

/// A lesson file (`assets/lessons/<game>/<id>.ron`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonFile {
    /// Always [`FORMAT`].
    pub format: u64,
    /// `<game>-<NN>-<slug>`: the file name without `.ron`, and the prefix of its message ids.
    pub id: String,
    /// The rule set, as in records (`isizulu`).
    pub game: String,
    /// `name=value` pairs; options not listed take their defaults.
    #[serde(default)]
    pub options: Vec<String>,
    /// A position in the notation of docs/architecture.md, Notation, or empty for the rule set's
    /// start.
    #[serde(default)]
    pub start: String,
    /// The steps, in order.
    pub steps: Vec<StepFile>,
}

/// One step as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum StepFile {
    /// A worked example: the engine plays `actions`.
    Show {
        /// Message key of the annotation.
        text: String,
        /// A fresh set-up, or empty to continue.
        #[serde(default)]
        position: String,
        /// The move list to play (both players, in order); may be empty.
        #[serde(default)]
        actions: String,
        /// Option values for this step only (`name=value`, over the lesson's own), to show the
        /// same move under another reading of a rule; the next step is back under the
        /// lesson's options, on the board this step left.
        #[serde(default)]
        options: Vec<String>,
        /// Points or pits drawn marked on the board while this step is shown (e.g. the
        /// fourteen pits of the Isolo overture).
        #[serde(default)]
        marks: Vec<String>,
        /// Isolo boys: show step `preparation` (1..=5) of the traditional preparation of the
        /// start position, seed by seed, with the effects the rules engine produces. `0`: none.
        #[serde(default)]
        preparation: u8,
    },
    /// The learner moves, not scored.
    Guided(
        /// What is asked.
        TaskFile,
    ),
    /// The learner meets a goal the engine judges, scored with stars.
    Exercise(
        /// What is asked.
        TaskFile,
    ),
    /// A question about what the rules will do, answered on the board, scored.
    Quiz {
        /// Message key of the question.
        text: String,
        /// A fresh set-up, or empty to continue.
        #[serde(default)]
        position: String,
        /// What is asked.
        ask: QuizFile,
        /// Authored wrong answers.
        #[serde(default)]
        wrong: Vec<WrongFile>,
        /// Message key restating the question (hint rung 1).
        #[serde(default)]
        goal_text: String,
        /// Glossary word key (hint rung 2).
        #[serde(default)]
        word: String,
        /// Rules-page section id (hint rung 2).
        #[serde(default)]
        section: String,
        /// Points or pits to light up (hint rung 3).
        #[serde(default)]
        highlight: Vec<String>,
        /// Message key said on a right answer.
        #[serde(default)]
        pass: String,
        /// Points or pits drawn marked while the question is asked: what it is about (the
        /// line just made), never its answer.
        #[serde(default)]
        marks: Vec<String>,
    },
}

/// The body of a Guided or Exercise step.
///
/// RON writes it inside the variant's parentheses, `Exercise((text: ..., goal: ...))`, or,
/// with the `unwrap_variant_newtypes` extension the loader turns on, `Exercise(text: ...)`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TaskFile {
    /// Message key of the task.
    pub text: String,
    /// A fresh set-up, or empty to continue.
    #[serde(default)]
    pub position: String,
    /// What the learner must do.
    pub goal: GoalFile,
    /// Learner turns allowed.
    #[serde(default = "one")]
    pub par: u8,
    /// The learner's actions of the lesson's own answer (the engine's replies between them
    /// are not written). Optional for `Play` (its first entry).
    #[serde(default)]
    pub solution: String,
    /// Authored wrong answers.
    #[serde(default)]
    pub wrong: Vec<WrongFile>,
    /// Message key restating the goal (hint rung 1).
    #[serde(default)]
    pub goal_text: String,
    /// Glossary word key (hint rung 2).
    #[serde(default)]
    pub word: String,
    /// Rules-page section id (hint rung 2).
    #[serde(default)]
    pub section: String,
    /// Points or pits to light up (hint rung 3).
    #[serde(default)]
    pub highlight: Vec<String>,
    /// Message key said when the step passes.
    #[serde(default)]
    pub pass: String,
}

fn one() -> u8 {
    1
}

fn one_lap() -> u16 {
    1
}

/// A goal as written.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub enum GoalFile {
    /// The learner's actions begin with one of these move lists.
    Play(Vec<String>),
    /// Form a capture line.
    Line,
    /// Capture at least this many tokens or seeds.
    Capture(u32),
    /// End the ng'hana overture.
    EndOverture,
    /// Leave the opponent no move.
    NoMove,
    /// Win within `par` turns against the best defence.
    Win,
    /// Play a best action of an exact search this many plies deep.
    Best(u8),
}

/// A quiz as written.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub enum QuizFile {
    /// Where does the last seed of lap `lap` of this sowing land?
    LastSeed {
        /// The sowing (`i3`), by the player to act.
        action: String,
        /// Which lap, from 1.
        #[serde(default = "one_lap")]
        lap: u16,
    },
    /// Which of your moves captures?
    Captures,
    /// Which tokens may be removed?
    Removable,
    /// Who gives ilobolo first?
    FirstGift,
}

/// An authored wrong answer.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WrongFile {
    /// The learner's actions (exercise) or the points/pits/player pointed at (quiz).
    pub answer: String,
    /// Message key of the comment, or empty to build it from the effects.
    #[serde(default)]
    pub comment: String,
}
