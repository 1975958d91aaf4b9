//! The lessons embedded in the binary (every `.ron` under `assets/lessons/`, listed at build
//! time by `build.rs`) and the lesson messages of every locale, so that the CLI and the app
//! work from any folder.

use std::path::Path;

use super::load::{MessageIds, check_place, load_str};
use super::{Lesson, LessonError};
use crate::rules::GameId;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/lessons.rs"));
}

/// The lesson messages of each locale, as embedded.
pub const FTL: [(&str, &str); 3] = [
    ("en", include_str!("../../i18n/en/lessons.ftl")),
    ("pt", include_str!("../../i18n/pt/lessons.ftl")),
    ("es", include_str!("../../i18n/es/lessons.ftl")),
];

/// Every embedded lesson file: its path under the crate (`assets/lessons/...`) and its text,
/// in path order.
pub fn files() -> &'static [(&'static str, &'static str)] {
    embedded::EMBEDDED
}

/// Every embedded puzzle collection (`assets/puzzles/<game>.ron`): its path and its text, in
/// path order.
pub fn puzzle_files() -> &'static [(&'static str, &'static str)] {
    embedded::PUZZLES
}

/// The message ids of every locale's `lessons.ftl`, for [`super::load::load_str`].
pub fn message_ids() -> MessageIds {
    let mut ids = MessageIds::new();
    for (locale, text) in FTL {
        ids.add_ftl(locale, text);
    }
    ids
}

/// Loads one embedded file (checking, like a file on disk, that its name is its id).
pub fn load_embedded(
    path: &str,
    text: &str,
    ids: Option<&MessageIds>,
) -> Result<Lesson, LessonError> {
    let lesson = load_str(text, path, ids)?;
    check_place(Path::new(path), &lesson).map_err(|reason| LessonError {
        file: path.to_string(),
        step: None,
        reason,
    })?;
    Ok(lesson)
}

/// Loads and verifies every embedded lesson, in order (rule set, then id).
pub fn load_all(ids: Option<&MessageIds>) -> Vec<Result<Lesson, LessonError>> {
    let mut out: Vec<Result<Lesson, LessonError>> = files()
        .iter()
        .map(|(path, text)| load_embedded(path, text, ids))
        .collect();
    out.sort_by_key(|r| match r {
        Ok(l) => (
            0,
            GameId::ALL.iter().position(|g| *g == l.game).unwrap_or(9),
            l.id.clone(),
        ),
        Err(e) => (1, 9, e.file.clone()),
    });
    out
}

/// The lessons of one rule set that load, in order.
pub fn lessons_of(game: GameId) -> Vec<Lesson> {
    load_all(None)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|l| l.game == game)
        .collect()
}

/// The embedded lesson with this id, loaded and verified.
pub fn find(id: &str) -> Option<Result<Lesson, LessonError>> {
    files()
        .iter()
        .find(|(path, _)| Path::new(path).file_stem().and_then(|s| s.to_str()) == Some(id))
        .map(|(path, text)| load_embedded(path, text, None))
}

/// The id of the lesson after `id` in the same rule set's course (the Learn list's order), for
/// a "Next lesson" button; `None` after the last one or for an unknown id. Read from the
/// embedded file names, without loading any lesson.
pub fn next_lesson(id: &str) -> Option<String> {
    let stem = |path: &str| {
        Path::new(path)
            .file_stem()
            .and_then(|s| s.to_str())
            .map(str::to_string)
    };
    let folder = |path: &str| Path::new(path).parent().map(Path::to_path_buf);
    let (path, _) = files()
        .iter()
        .find(|(p, _)| stem(p).as_deref() == Some(id))?;
    let mut course: Vec<String> = files()
        .iter()
        .filter(|(p, _)| folder(p) == folder(path))
        .filter_map(|(p, _)| stem(p))
        .collect();
    course.sort();
    let at = course.iter().position(|c| c == id)?;
    course.get(at + 1).cloned()
}
