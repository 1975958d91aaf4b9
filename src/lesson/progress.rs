//! Progress per lesson: tries, hints used, best stars and the date, stored atomically in the
//! data folder (`lessons.ron`). Dates come from the caller; nothing here reads a clock.
//!
//! A progress file that does not read is kept aside (`lessons.ron.corrupt`, numbered if that
//! exists) and the learner starts afresh: progress is never worth a crash.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::guard::{self, Kind, write_atomic};

/// The progress file format this build writes and the newest it reads.
pub const FORMAT: u64 = 1;

/// What happened in a lesson run, as [`super::LessonRun::take_events`] reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgressEvent {
    /// An answer was given to a scored step (right or wrong).
    Try,
    /// A hint rung was taken.
    Hint,
    /// Every scored step is done, with these stars.
    Finished {
        /// The lesson's stars, 0–3.
        stars: u8,
    },
}

/// One lesson's progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonProgress {
    /// Answers given to its scored steps, over every run.
    pub tries: u32,
    /// Hint rungs taken, over every run.
    pub hints: u32,
    /// Best stars of a finished run; `None` until the lesson was finished once.
    pub stars: Option<u8>,
    /// When it was last played (ISO-8601 text from the caller).
    pub date: String,
}

/// Every lesson's progress, by lesson id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    lessons: BTreeMap<String, LessonProgress>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProgressFile {
    format: u64,
    lessons: BTreeMap<String, LessonProgress>,
}

impl Progress {
    /// No progress.
    pub fn new() -> Progress {
        Progress::default()
    }

    /// One lesson's progress, if it was ever played.
    pub fn get(&self, id: &str) -> Option<&LessonProgress> {
        self.lessons.get(id)
    }

    /// Every lesson played, by id.
    pub fn lessons(&self) -> &BTreeMap<String, LessonProgress> {
        &self.lessons
    }

    /// Notes an event of lesson `id` on `date`. Stars keep the best.
    pub fn apply(&mut self, id: &str, event: ProgressEvent, date: &str) {
        let entry = self.lessons.entry(id.to_string()).or_default();
        match event {
            ProgressEvent::Try => entry.tries += 1,
            ProgressEvent::Hint => entry.hints += 1,
            ProgressEvent::Finished { stars } => {
                entry.stars = Some(entry.stars.map_or(stars, |s| s.max(stars)));
            }
        }
        entry.date = date.to_string();
    }

    /// Forgets lesson `id`; `false` if it had no progress.
    pub fn reset(&mut self, id: &str) -> bool {
        self.lessons.remove(id).is_some()
    }

    /// Forgets every lesson.
    pub fn reset_all(&mut self) {
        self.lessons.clear();
    }

    /// The progress as RON text.
    pub fn to_ron(&self) -> String {
        let file = ProgressFile {
            format: FORMAT,
            lessons: self.lessons.clone(),
        };
        ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
            .unwrap_or_else(|_| format!("(format: {FORMAT}, lessons: {{}})"))
    }

    /// Reads progress from RON text.
    pub fn parse(text: &str) -> Result<Progress, String> {
        let file: ProgressFile = ron::Options::default()
            .with_recursion_limit(16)
            .from_str(text)
            .map_err(|e| e.to_string())?;
        if file.format > FORMAT {
            return Err(format!(
                "format {} was made by a newer Inkomo (this one reads {FORMAT})",
                file.format
            ));
        }
        if let Some((id, _)) = file
            .lessons
            .iter()
            .find(|(_, p)| p.stars.is_some_and(|s| s > 3))
        {
            return Err(format!("lesson '{id}' has more than 3 stars"));
        }
        Ok(Progress {
            lessons: file.lessons,
        })
    }
}

/// The progress file in a data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressStore {
    path: PathBuf,
}

/// What loading the progress found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadedProgress {
    /// The progress (empty if there was none or it did not read).
    pub progress: Progress,
    /// Where an unreadable file was kept aside, with why it did not read.
    pub kept_aside: Option<(PathBuf, String)>,
}

impl ProgressStore {
    /// The file name in the data folder.
    pub const FILE: &'static str = "lessons.ron";

    /// The progress file in `dir`.
    pub fn in_dir(dir: impl AsRef<Path>) -> ProgressStore {
        ProgressStore {
            path: dir.as_ref().join(Self::FILE),
        }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Loads the progress. Never fails: a missing file is no progress, an unreadable one is
    /// renamed aside (reported in [`LoadedProgress::kept_aside`]) and the progress starts empty.
    pub fn load(&self) -> LoadedProgress {
        let empty = |kept_aside| LoadedProgress {
            progress: Progress::new(),
            kept_aside,
        };
        // Through the guard: a pipe or /dev/zero here must not stop the app starting.
        let parsed = match guard::read_text(&self.path, Kind::Progress) {
            Err(e) if e.is_missing() => return empty(None),
            Err(e) => Err(format!("cannot read: {e}")),
            Ok(text) => Progress::parse(&text),
        };
        match parsed {
            Ok(progress) => LoadedProgress {
                progress,
                kept_aside: None,
            },
            Err(reason) => empty(self.keep_aside(reason)),
        }
    }

    fn keep_aside(&self, reason: String) -> Option<(PathBuf, String)> {
        let mut aside = self.path.with_extension("ron.corrupt");
        let mut n = 1;
        while aside.exists() {
            aside = self.path.with_extension(format!("ron.corrupt.{n}"));
            n += 1;
        }
        std::fs::rename(&self.path, &aside)
            .ok()
            .map(|_| (aside, reason))
    }

    /// Saves the progress atomically (creating the folder).
    pub fn save(&self, progress: &Progress) -> io::Result<()> {
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        write_atomic(&self.path, progress.to_ron().as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_keep_the_best_and_counts_add() {
        let mut p = Progress::new();
        p.apply("a", ProgressEvent::Try, "2026-01-01");
        p.apply("a", ProgressEvent::Finished { stars: 2 }, "2026-01-01");
        p.apply("a", ProgressEvent::Finished { stars: 1 }, "2026-01-02");
        p.apply("a", ProgressEvent::Hint, "2026-01-02");
        let a = p.get("a").unwrap();
        assert_eq!((a.tries, a.hints, a.stars), (1, 1, Some(2)));
        assert_eq!(a.date, "2026-01-02");
        let back = Progress::parse(&p.to_ron()).unwrap();
        assert_eq!(back, p);
        assert!(p.reset("a"));
        assert!(!p.reset("a"));
    }
}
