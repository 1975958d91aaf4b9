//! A puzzle collection file (`assets/puzzles/<game>.ron`, docs/lessons.md, 14): read,
//! and each puzzle verified like a lesson of one exercise, plus what makes it a puzzle (the
//! shortest win is `par` turns, exactly `answers` first actions keep it, a table puzzle lies
//! in the tables).

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{
    MAX_PAR, PuzzleInfo, SUMMARY, Source, TEXT, TITLE, ensure_tables, winning_first_actions,
};
use crate::ai;
use crate::lesson::catalogue::{message_ids, puzzle_files};
use crate::lesson::format::{GoalFile, LessonFile, StepFile, TaskFile};
use crate::lesson::goal::Referee;
use crate::lesson::load::{LESSON_BUDGET, MessageIds, is_key, load_file};
use crate::lesson::{Lesson, LessonError};
use crate::record::ron_message;
use crate::rules::{Game, GameId, Options};
use crate::tables::Value;
use crate::text::echo;

/// The collection format version this build reads and writes.
pub const FORMAT: u64 = 1;

/// A puzzle collection as written.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CollectionFile {
    /// Always [`FORMAT`].
    pub format: u64,
    /// The rule set, under its default options; must equal the file name.
    pub game: String,
    /// The puzzles, in the order the Learn screen numbers them.
    pub puzzles: Vec<PuzzleFile>,
}

/// One puzzle as written.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PuzzleFile {
    /// `<game>-puzzle-<NNN>`, unique; the key of its progress.
    pub id: String,
    /// The position, the learner to act (docs/architecture.md, Notation).
    pub position: String,
    /// The learner turns of the shortest forced win.
    pub par: u8,
    /// One winning line of the learner's actions (the opponent's replies are the referee's).
    pub solution: String,
    /// How many first actions keep the forced win (1: a unique best move).
    pub answers: u8,
    /// How the answer is known.
    pub source: Source,
}

/// A collection read but not yet verified: enough for the Learn screen's list.
#[derive(Clone, Debug)]
pub struct Collection {
    /// Where it was read from.
    pub file: String,
    /// The rule set.
    pub game: GameId,
    /// The puzzles in order.
    pub puzzles: Vec<PuzzleFile>,
}

impl Collection {
    /// The puzzle with this id and its number (from 1).
    pub fn get(&self, id: &str) -> Option<(u16, &PuzzleFile)> {
        self.puzzles
            .iter()
            .enumerate()
            .find(|(_, p)| p.id == id)
            .map(|(i, p)| (u16::try_from(i + 1).unwrap_or(u16::MAX), p))
    }
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_recursion_limit(16)
}

/// Reads a collection's text (no puzzle verified yet): the format, the rule set, the ids
/// (well formed, prefixed by the rule set, unique). `file` names it in errors.
pub fn read_collection(text: &str, file: &str) -> Result<Collection, LessonError> {
    let whole = |reason: String| LessonError::whole(file, reason);
    let raw: CollectionFile = ron_options()
        .from_str(text)
        .map_err(|e| whole(format!("not a puzzle collection: {}", ron_message(text, e))))?;
    if raw.format > FORMAT {
        return Err(whole(format!(
            "format {} was made by a newer Inkomo (this one reads format {FORMAT})",
            raw.format
        )));
    }
    if raw.format == 0 {
        return Err(whole("format 0 does not exist: write format: 1".into()));
    }
    let game = GameId::parse(&raw.game).map_err(|e| whole(e.to_string()))?;
    if let Some(stem) = Path::new(file).file_stem().and_then(|s| s.to_str())
        && stem != game.as_str()
    {
        return Err(whole(format!(
            "a collection of '{game}' must be named '{game}.ron', not '{}'",
            echo(stem)
        )));
    }
    let prefix = format!("{game}-puzzle-");
    let mut seen = std::collections::BTreeSet::new();
    for p in &raw.puzzles {
        if !is_key(&p.id) || !p.id.starts_with(&prefix) {
            return Err(whole(format!(
                "bad puzzle id '{}': '{prefix}' and lower-case letters, digits and '-'",
                echo(&p.id)
            )));
        }
        if !seen.insert(p.id.clone()) {
            return Err(whole(format!("the puzzle id '{}' is used twice", p.id)));
        }
    }
    Ok(Collection {
        file: file.to_string(),
        game,
        puzzles: raw.puzzles,
    })
}

/// Verifies puzzle `number` (from 1) of `collection`: it loads as a lesson of one `Win`
/// exercise with its solution, its shortest win takes exactly `par` turns, exactly
/// `answers` first actions keep it, a table puzzle lies in the tables and is won there, and
/// (with `ids`) the puzzles' messages exist in every locale.
pub fn verify(
    collection: &Collection,
    number: u16,
    puzzle: &PuzzleFile,
    ids: Option<&MessageIds>,
) -> Result<Lesson, LessonError> {
    let file = format!("{} ({})", collection.file, echo(&puzzle.id));
    let fail = |reason: String| LessonError {
        file: file.clone(),
        step: None,
        reason,
    };
    let game = collection.game;
    if !(1..=MAX_PAR).contains(&puzzle.par) {
        return Err(fail(format!(
            "par {}: a puzzle asks for 1 to {MAX_PAR} turns",
            puzzle.par
        )));
    }
    if puzzle.answers == 0 {
        return Err(fail("answers 0: a puzzle has at least one answer".into()));
    }
    let start = Game::from_position(game, Options::defaults(game), puzzle.position.trim())
        .map_err(|e| fail(format!("bad position: {e}")))?;
    if puzzle.source == Source::Tables {
        if ensure_tables(game).is_none() {
            return Err(fail(format!("{game} has no endgame tables")));
        }
        match ai::endgame::value_for(&start, start.to_act()) {
            Some(Value::Win(_)) => {}
            Some(v) => return Err(fail(format!("the tables say {v:?}, not a win"))),
            None => return Err(fail("the position is not in the endgame tables".into())),
        }
    }
    let raw = LessonFile {
        format: 1,
        id: puzzle.id.clone(),
        game: game.as_str().to_string(),
        options: Vec::new(),
        start: puzzle.position.clone(),
        steps: vec![StepFile::Exercise(TaskFile {
            text: "win".into(),
            position: String::new(),
            goal: GoalFile::Win,
            par: puzzle.par,
            solution: puzzle.solution.clone(),
            wrong: Vec::new(),
            goal_text: String::new(),
            word: String::new(),
            section: String::new(),
            highlight: Vec::new(),
            pass: String::new(),
        })],
    };
    let mut lesson = load_file(&raw, &file, None)?;

    let mut referee = Referee::with_allowance(LESSON_BUDGET);
    let learner = start.to_act();
    if referee.forced_win(&start, learner, puzzle.par - 1) {
        return Err(fail(format!(
            "par {} is not the shortest: the win takes {} turn(s)",
            puzzle.par,
            puzzle.par - 1
        )));
    }
    let winning = winning_first_actions(&start, puzzle.par, &mut referee)
        .ok_or_else(|| fail("the search for the answers is too large to verify".into()))?;
    if winning.len() != usize::from(puzzle.answers) {
        return Err(fail(format!(
            "{} first action(s) keep the win ({}), the file says {}",
            winning.len(),
            crate::rules::notation::format_actions(&winning),
            puzzle.answers
        )));
    }
    if let Some(ids) = ids {
        for id in [TITLE, SUMMARY, TEXT] {
            let missing = ids.missing(id);
            if !missing.is_empty() {
                return Err(fail(format!(
                    "missing message '{id}' ({})",
                    missing.join(", ")
                )));
            }
        }
    }
    if let Some(step) = lesson.steps.first_mut() {
        step.text = TEXT.to_string();
    }
    lesson.puzzle = Some(PuzzleInfo {
        number,
        par: puzzle.par,
        answers: puzzle.answers,
        source: puzzle.source,
    });
    Ok(lesson)
}

/// Reads a collection and verifies every puzzle; the results in order (a collection that
/// does not read is one error).
pub fn load_collection(
    text: &str,
    file: &str,
    ids: Option<&MessageIds>,
) -> Vec<Result<Lesson, LessonError>> {
    match read_collection(text, file) {
        Err(e) => vec![Err(e)],
        Ok(c) => c
            .puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| verify(&c, u16::try_from(i + 1).unwrap_or(u16::MAX), p, ids))
            .collect(),
    }
}

/// Every embedded collection that reads (a broken one is left out; `inkomo lesson check`
/// and the tests report it).
pub fn collections() -> Vec<Collection> {
    puzzle_files()
        .iter()
        .filter_map(|(path, text)| read_collection(text, path).ok())
        .collect()
}

/// The embedded collection of `game`, if any.
pub fn collection(game: GameId) -> Option<Collection> {
    collections().into_iter().find(|c| c.game == game)
}

/// The embedded puzzle with this id, verified (its messages too).
pub fn find(id: &str) -> Option<Result<Lesson, LessonError>> {
    let ids = message_ids();
    collections().into_iter().find_map(|c| {
        let (number, puzzle) = c.get(id)?;
        Some(verify(&c, number, puzzle, Some(&ids)))
    })
}

/// The id of the puzzle after `id` in its collection, for the "next" button; `None` after
/// the last one or for an unknown id.
pub fn next_puzzle(id: &str) -> Option<String> {
    collections().into_iter().find_map(|c| {
        let (number, _) = c.get(id)?;
        Some(c.puzzles.get(usize::from(number))?.id.clone())
    })
}

/// The title of puzzle `id` (its number and turns), without verifying it; `None` for an id
/// that is not a puzzle.
pub fn title_of(id: &str) -> Option<crate::lesson::Message> {
    use crate::lesson::{Arg, Message};
    collections().into_iter().find_map(|c| {
        let (number, p) = c.get(id)?;
        Some(
            Message::new(TITLE)
                .arg("number", Arg::Number(i64::from(number)))
                .arg("turns", Arg::Number(i64::from(p.par))),
        )
    })
}
