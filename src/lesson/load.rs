//! Loading a lesson = parse, replay and verify, like a record: the file is never trusted.
//!
//! Every step is replayed from the lesson's start with the rules engine: scripted actions
//! must be legal where they are played, every exercise's solution must pass and at least one
//! wrong answer must fail, every quiz must be answerable, and (when the caller gives the
//! known ids) every message must exist in every locale. The first problem is reported with
//! the file, the step and the reason ([`LessonError`]).

mod exercise;
pub(crate) use exercise::telling_rule;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::Path;

use super::format::{FORMAT, LessonFile, QuizFile, StepFile};
use super::goal::Referee;
use super::quiz::{self, Quiz, Target};
use super::{Help, Lesson, Preparation, QuizStep, Step, StepKind, WrongTargets};
use crate::guard::{self, Kind, ReadError};
use crate::record::ron_message;
use crate::rules::notation::parse_actions;
use crate::rules::{Action, Game, GameId, Options};
use crate::text::echo;
use exercise::verify_task;

/// Lesson files larger than this are refused before parsing (a lesson is a few kilobytes).
pub const MAX_BYTES: u64 = crate::guard::Kind::Lesson.limit();

/// The search work one lesson may cost to verify, all steps together (searched nodes, and
/// [`crate::lesson::goal::REPLY_NODES`] for each computer reply): a check of any file ends in
/// seconds. The costliest shipped lesson uses about a tenth of it (about 1,000,000).
pub const LESSON_BUDGET: u64 = 10_000_000;

/// How many characters of a reason an error shows: enough for any message of the loader,
/// short enough that a megabyte id costs one line.
const REASON_CHARS: usize = 300;

/// How many characters of the file's name an error shows.
const FILE_CHARS: usize = 200;

/// Why a lesson does not load: the file, the step (1-based; `None` for the whole file) and
/// the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The file as the caller named it.
    pub file: String,
    /// The step, from 1.
    pub step: Option<usize>,
    /// What is wrong.
    pub reason: String,
}

impl LessonError {
    /// An error about the whole file (no step).
    pub fn whole(file: &str, reason: String) -> LessonError {
        LessonError {
            file: file.to_string(),
            step: None,
            reason,
        }
    }
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Both come from files and command lines: cleaned of control characters and cut
        // before they reach a terminal or the screen.
        let file = echo(&self.file).limit(FILE_CHARS);
        let reason = echo(&self.reason).limit(REASON_CHARS);
        match self.step {
            Some(step) => write!(f, "{file}: step {step}: {reason}"),
            None => write!(f, "{file}: {reason}"),
        }
    }
}

impl std::error::Error for LessonError {}

/// The message ids each locale has, for the missing-id check (the caller reads the Fluent
/// files; the lesson core does not depend on the app's i18n).
#[derive(Clone, Debug, Default)]
pub struct MessageIds {
    locales: BTreeMap<String, BTreeSet<String>>,
}

impl MessageIds {
    /// No locales: nothing is checked.
    pub fn new() -> MessageIds {
        MessageIds::default()
    }

    /// Adds a locale with the ids of its Fluent text (see [`ftl_ids`]).
    pub fn add_ftl(&mut self, locale: &str, ftl: &str) {
        self.locales
            .entry(locale.to_string())
            .or_default()
            .extend(ftl_ids(ftl));
    }

    /// The locales that lack `id`.
    pub fn missing(&self, id: &str) -> Vec<&str> {
        self.locales
            .iter()
            .filter(|(_, ids)| !ids.contains(id))
            .map(|(l, _)| l.as_str())
            .collect()
    }
}

/// The message ids defined in Fluent text: every line that starts a message (`id = ...`).
pub fn ftl_ids(ftl: &str) -> BTreeSet<String> {
    ftl.lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let ok = id.starts_with(|c: char| c.is_ascii_alphabetic())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            ok.then(|| id.to_string())
        })
        .collect()
}

/// Loads and verifies a lesson file. The file's stem must equal the lesson id, and a parent
/// folder named after a rule set must be the lesson's rule set.
pub fn load_path(path: &Path, ids: Option<&MessageIds>) -> Result<Lesson, LessonError> {
    let file = path.display().to_string();
    let fail = |reason: String| LessonError {
        file: file.clone(),
        step: None,
        reason,
    };
    // Through the guard: a pipe, /proc/kmsg or /dev/zero is refused at once, not read.
    let text = guard::read_text(path, Kind::Lesson).map_err(|e| match e {
        ReadError::TooLarge { bytes, .. } => fail(format!(
            "{bytes} bytes is too large for a lesson (at most {MAX_BYTES})"
        )),
        e => fail(format!("cannot read: {e}")),
    })?;
    let lesson = load_str(&text, &file, ids)?;
    check_place(path, &lesson).map_err(fail)?;
    Ok(lesson)
}

/// The file's stem must equal the lesson id, and a parent folder named after a rule set must
/// be the lesson's rule set.
pub fn check_place(path: &Path, lesson: &Lesson) -> Result<(), String> {
    if let Some(stem) = path.file_stem().and_then(|s| s.to_str())
        && stem != lesson.id
    {
        return Err(format!(
            "the id '{}' must equal the file name '{}'",
            echo(&lesson.id),
            echo(stem)
        ));
    }
    if let Some(folder) = path
        .parent()
        .and_then(|p| p.file_name())
        .and_then(|s| s.to_str())
        && let Ok(game) = GameId::parse(folder)
        && game != lesson.game
    {
        return Err(format!(
            "a lesson of '{}' in the folder of '{game}'",
            lesson.game
        ));
    }
    Ok(())
}

/// The text of a one-line message `id` in Fluent text (for the CLI's English titles).
pub fn ftl_value(ftl: &str, id: &str) -> Option<String> {
    ftl.lines().find_map(|line| {
        let (key, value) = line.split_once('=')?;
        (key.trim_end() == id).then(|| value.trim().to_string())
    })
}

fn ron_options() -> ron::Options {
    ron::Options::default()
        .with_recursion_limit(32)
        .with_default_extension(ron::extensions::Extensions::UNWRAP_VARIANT_NEWTYPES)
}

/// Parses, replays and verifies a lesson from its text. `file` names it in errors.
pub fn load_str(text: &str, file: &str, ids: Option<&MessageIds>) -> Result<Lesson, LessonError> {
    let whole = |reason: String| LessonError::whole(file, reason);
    let raw: LessonFile = ron_options()
        .from_str(text)
        .map_err(|e| whole(format!("not a lesson file: {}", ron_message(text, e))))?;
    load_file(&raw, file, ids)
}

/// Replays and verifies a lesson already parsed (a lesson file, or a puzzle of a collection
/// turned into one). `file` names it in errors.
pub fn load_file(
    raw: &LessonFile,
    file: &str,
    ids: Option<&MessageIds>,
) -> Result<Lesson, LessonError> {
    let whole = |reason: String| LessonError::whole(file, reason);
    if raw.format > FORMAT {
        return Err(whole(format!(
            "format {} was made by a newer Inkomo (this one reads format {FORMAT})",
            raw.format
        )));
    }
    if raw.format == 0 {
        return Err(whole("format 0 does not exist: write format: 1".into()));
    }
    if !is_key(&raw.id) {
        return Err(whole(format!(
            "bad id '{}': lower-case letters, digits and '-' only",
            echo(&raw.id)
        )));
    }
    let game = GameId::parse(&raw.game).map_err(|e| whole(e.to_string()))?;
    let mut options = Options::defaults(game);
    for pair in &raw.options {
        options.set_pair(pair).map_err(|e| whole(e.to_string()))?;
    }
    let start = position(game, options, &raw.start).map_err(|e| whole(format!("start: {e}")))?;
    if raw.steps.is_empty() {
        return Err(whole("a lesson needs steps".into()));
    }
    if !matches!(raw.steps.last(), Some(StepFile::Exercise(_))) {
        return Err(whole("the last step must be an Exercise".into()));
    }

    let mut board = start;
    let mut steps = Vec::new();
    // One referee for the whole lesson: each step gets a fresh search budget (a large search
    // in one step never cuts another short), and all of them together the lesson's total.
    let mut referee = Referee::with_allowance(LESSON_BUDGET);
    for (i, raw_step) in raw.steps.iter().enumerate() {
        let number = i + 1;
        let at = |reason: String| LessonError {
            file: file.to_string(),
            step: Some(number),
            reason,
        };
        referee.refill();
        let verified = verify_step(
            &raw.id,
            game,
            options,
            number,
            raw_step,
            &board,
            &mut referee,
        );
        if referee.over_allowance() {
            return Err(at(format!(
                "the lesson needs more search than a lesson may use ({LESSON_BUDGET} nodes in all): split it or make its exercises smaller"
            )));
        }
        let (step, end) = verified.map_err(at)?;
        if let Some(ids) = ids {
            for id in step.message_ids() {
                let missing = ids.missing(&id);
                if !missing.is_empty() {
                    return Err(at(format!(
                        "missing message '{id}' ({})",
                        missing.join(", ")
                    )));
                }
            }
        }
        board = end;
        steps.push(step);
    }
    let lesson = Lesson {
        id: raw.id.clone(),
        game,
        options,
        file: file.to_string(),
        steps,
        puzzle: None,
        mistake: None,
        trainer: None,
    };
    if let Some(ids) = ids {
        for id in [lesson.title_id(), lesson.summary_id()] {
            let missing = ids.missing(&id);
            if !missing.is_empty() {
                return Err(whole(format!(
                    "missing message '{id}' ({})",
                    missing.join(", ")
                )));
            }
        }
    }
    Ok(lesson)
}

/// Lower-case letters, digits and '-', not empty, starting with a letter or digit.
pub(crate) fn is_key(text: &str) -> bool {
    !text.is_empty()
        && !text.starts_with('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

fn position(game: GameId, options: Options, text: &str) -> Result<Game, String> {
    if text.trim().is_empty() {
        Ok(Game::new(game, options))
    } else {
        Game::from_position(game, options, text.trim()).map_err(|e| format!("bad position: {e}"))
    }
}

fn message_id(lesson: &str, key: &str, field: &str) -> Result<String, String> {
    if !is_key(key) {
        return Err(format!(
            "bad {field} key '{}': lower-case letters, digits and '-' only",
            echo(key)
        ));
    }
    Ok(format!("lesson-{lesson}-{key}"))
}

fn optional_id(lesson: &str, key: &str, field: &str) -> Result<Option<String>, String> {
    if key.is_empty() {
        Ok(None)
    } else {
        message_id(lesson, key, field).map(Some)
    }
}

fn actions(game: GameId, text: &str, what: &str) -> Result<Vec<Action>, String> {
    parse_actions(game, text).map_err(|e| format!("{what}: {e}"))
}

/// Verifies one step from `board`; returns it and the board where the next step continues.
fn verify_step(
    lesson: &str,
    game: GameId,
    options: Options,
    number: usize,
    raw: &StepFile,
    board: &Game,
    referee: &mut Referee,
) -> Result<(Step, Game), String> {
    let fresh = |text: &str| -> Result<Game, String> {
        if text.trim().is_empty() {
            Ok(board.clone())
        } else {
            position(game, options, text)
        }
    };
    match raw {
        StepFile::Show {
            text,
            position,
            actions: list,
            options: own,
            marks,
            preparation,
        } => {
            let preparation = if *preparation == 0 {
                None
            } else {
                if !position.trim().is_empty() || !list.trim().is_empty() || !own.is_empty() {
                    return Err(
                        "a preparation step has its own board: no position, actions or options"
                            .into(),
                    );
                }
                Some(preparation_step(game, options, *preparation)?)
            };
            let start = match &preparation {
                Some((start, _)) => start.clone(),
                None if own.is_empty() => fresh(position)?,
                None => {
                    let mut step_options = options;
                    for pair in own {
                        step_options
                            .set_pair(pair)
                            .map_err(|e| format!("options of the show: {e}"))?;
                    }
                    let board = fresh(position)?;
                    Game::from_position(game, step_options, &board.position())
                        .map_err(|e| format!("options of the show: {e}"))?
                }
            };
            let list = actions(game, list, "actions")?;
            let mut end = match &preparation {
                Some((_, p)) => p.end.clone(),
                None => start.clone(),
            };
            for (k, action) in list.iter().enumerate() {
                end.apply(*action)
                    .map_err(|e| format!("action {} of the show: {e}", k + 1))?;
            }
            if !own.is_empty() {
                // The next step is back under the lesson's own options.
                end = Game::from_position(game, options, &end.position())
                    .map_err(|e| format!("the board after the show: {e}"))?;
            }
            let marks = marks
                .iter()
                .map(|t| Target::parse(game, t).map_err(|e| format!("marks: {e}")))
                .collect::<Result<Vec<_>, _>>()?;
            let step = Step {
                number,
                text: message_id(lesson, text, "text")?,
                start,
                kind: StepKind::Show {
                    actions: list,
                    marks,
                    preparation: preparation.map(|(_, p)| p),
                },
            };
            Ok((step, end))
        }
        StepFile::Guided(task) | StepFile::Exercise(task) => {
            let start = fresh(&task.position)?;
            if start.is_over() {
                return Err("the game is already over at the step's start".into());
            }
            let (exercise, end) = verify_task(lesson, game, task, &start, referee)?;
            let text = message_id(lesson, &task.text, "text")?;
            let kind = if matches!(raw, StepFile::Guided(_)) {
                StepKind::Guided(exercise)
            } else {
                StepKind::Exercise(exercise)
            };
            Ok((
                Step {
                    number,
                    text,
                    start,
                    kind,
                },
                end,
            ))
        }
        StepFile::Quiz {
            text,
            position,
            ask,
            wrong,
            goal_text,
            word,
            section,
            highlight,
            pass,
            marks,
        } => {
            let start = fresh(position)?;
            let quiz = match ask {
                QuizFile::LastSeed { action, lap } => {
                    if game.family() != crate::rules::Family::Mancala {
                        return Err("LastSeed is a mancala question".into());
                    }
                    let action = start
                        .parse_action(action)
                        .map_err(|e| format!("LastSeed action: {e}"))?;
                    Quiz::LastSeed { action, lap: *lap }
                }
                QuizFile::Captures => Quiz::Captures,
                QuizFile::Removable => Quiz::Removable,
                QuizFile::FirstGift => Quiz::FirstGift,
            };
            let key = quiz::key(&quiz, &start)
                .map_err(|e| format!("the quiz cannot be asked here: {e}"))?;
            let mut wrongs = Vec::new();
            for (k, w) in wrong.iter().enumerate() {
                let answer = Target::parse_list(game, &w.answer)
                    .map_err(|e| format!("wrong answer {}: {e}", k + 1))?;
                if quiz::judge(&quiz, &key, &start, &answer).is_ok() {
                    return Err(format!(
                        "wrong answer {} '{}' is right",
                        k + 1,
                        echo(&w.answer)
                    ));
                }
                wrongs.push(WrongTargets {
                    answer,
                    comment: optional_id(lesson, &w.comment, "comment")?,
                });
            }
            let highlight = if highlight.is_empty() {
                key.right.first().copied().into_iter().collect()
            } else {
                targets(game, highlight)?
            };
            let help = Help {
                goal_text: optional_id(lesson, goal_text, "goal_text")?,
                word: optional_word(word)?,
                section: if section.is_empty() {
                    key.rule.to_string()
                } else {
                    checked_section(section)?
                },
                highlight,
                pass: optional_id(lesson, pass, "pass")?,
            };
            let step = Step {
                number,
                text: message_id(lesson, text, "text")?,
                start: start.clone(),
                kind: StepKind::Quiz(QuizStep {
                    quiz,
                    key,
                    wrong: wrongs,
                    help,
                    marks: targets(game, marks)?,
                }),
            };
            Ok((step, start))
        }
    }
}

/// The board before step `step` of the Isolo boys' preparation and the step itself, from the
/// rules engine (step 1 is the board of two seeds a pit, shown without effects).
fn preparation_step(
    game: GameId,
    options: Options,
    step: u8,
) -> Result<(Game, Preparation), String> {
    use crate::rules::mancala::isolo::{PREPARATION_STEPS, preparation_effects, preparation_pits};
    if game != GameId::IsoloBoys {
        return Err("the traditional preparation belongs to the Isolo boys' game".into());
    }
    if !(1..=PREPARATION_STEPS).contains(&step) {
        return Err(format!(
            "preparation {step}: the preparation has steps 1 to {PREPARATION_STEPS}"
        ));
    }
    let board = |pits: [u8; 32]| -> Result<Game, String> {
        let rows: Vec<String> = [24..32, 16..24, 8..16, 0..8]
            .into_iter()
            // The flat order of each row is already the display order of the notation.
            .map(|range| {
                pits[range]
                    .iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let text = format!("{} S overture:SN", rows.join("/"));
        Game::from_position(game, options, &text).map_err(|e| format!("preparation: {e}"))
    };
    let start = board(preparation_pits(step.saturating_sub(1).max(1)))?;
    let end = board(preparation_pits(step))?;
    let effects = if step == 1 {
        Vec::new()
    } else {
        preparation_effects(step)
    };
    Ok((start, Preparation { step, effects, end }))
}

fn targets(game: GameId, list: &[String]) -> Result<Vec<Target>, String> {
    list.iter()
        .map(|t| Target::parse(game, t).map_err(|e| format!("highlight: {e}")))
        .collect()
}

fn optional_word(word: &str) -> Result<Option<String>, String> {
    if word.is_empty() {
        return Ok(None);
    }
    if !word.chars().all(|c| c.is_ascii_lowercase()) {
        return Err(format!(
            "bad word '{word}': a glossary key in lower-case letters (isibhamu, nghana, ...)"
        ));
    }
    Ok(Some(word.to_string()))
}

fn checked_section(section: &str) -> Result<String, String> {
    let ok = !section.is_empty()
        && section
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !ok {
        return Err(format!(
            "bad section '{section}': a rule id in snake_case (capture_line, ilobolo, ...)"
        ));
    }
    Ok(section.to_string())
}
