//! Progress per lesson and puzzle: tries, hints used, best stars and the date, stored
//! atomically in the data folder (`lessons.ron`). Dates come from the caller; nothing here
//! reads a clock.
//!
//! Puzzles come back (a simple spaced repeat, [`Progress::schedule`]): one not solved cleanly
//! (a wrong try or a hint: fewer than three stars) is due again after one day of use, and
//! each clean solution of a due puzzle sends it further, after three and then seven days of
//! use, then it is done. A day of use is a day on which the learner played in the Learn
//! screen ([`Progress::note_day`]), so a holiday does not pile puzzles up.
//!
//! A progress file that does not read is kept aside (`lessons.ron.corrupt`, numbered if that
//! exists) and the learner starts afresh: progress is never worth a crash.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::guard::{self, Kind, write_atomic};

/// The progress file format this build writes and the newest it reads (2 added the days of
/// use and the puzzles' repeats; format 1 reads as it was).
pub const FORMAT: u64 = 2;

/// The days of use after which a puzzle not solved cleanly comes back, stage by stage.
pub const REPEAT_DAYS: [u32; 3] = [1, 3, 7];

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
    /// A puzzle waiting to come back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeat: Option<Repeat>,
}

/// When a puzzle comes back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Repeat {
    /// The stage of [`REPEAT_DAYS`] it waits in (0: after one day of use).
    pub stage: u8,
    /// The day of use (the count of [`Progress::days_of_use`]) from which it is due.
    pub due: u32,
}

/// Every lesson's progress, by lesson id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    lessons: BTreeMap<String, LessonProgress>,
    days: u32,
    last_day: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProgressFile {
    format: u64,
    lessons: BTreeMap<String, LessonProgress>,
    /// Days of use so far.
    #[serde(default)]
    days: u32,
    /// The last day of use (`YYYY-MM-DD`).
    #[serde(default)]
    last_day: String,
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

    /// Counts the day of `date` (ISO-8601, its first ten characters are the day) as a day of
    /// use if it is not the last one counted.
    pub fn note_day(&mut self, date: &str) {
        let day = date.get(..10).unwrap_or(date);
        if day != self.last_day {
            self.last_day = day.to_string();
            self.days += 1;
        }
    }

    /// Days of use counted so far.
    pub fn days_of_use(&self) -> u32 {
        self.days
    }

    /// After puzzle `id` was finished with `stars`: not cleanly (fewer than 3) it comes back
    /// after one day of use, from the start; cleanly, a due puzzle goes on to its next stage
    /// (after 3, then 7 days of use) and, after the last, is done; a puzzle not due keeps its
    /// day (solving it early again does not skip a stage).
    pub fn schedule(&mut self, id: &str, stars: u8) {
        let today = self.days;
        let entry = self.lessons.entry(id.to_string()).or_default();
        entry.repeat = match entry.repeat {
            _ if stars < 3 => Some(Repeat {
                stage: 0,
                due: today + REPEAT_DAYS[0],
            }),
            Some(r) if r.due <= today => {
                let stage = usize::from(r.stage) + 1;
                REPEAT_DAYS.get(stage).map(|days| Repeat {
                    stage: r.stage + 1,
                    due: today + days,
                })
            }
            other => other,
        };
    }

    /// Whether puzzle `id` is due to come back today.
    pub fn is_due(&self, id: &str) -> bool {
        self.lessons
            .get(id)
            .and_then(|p| p.repeat)
            .is_some_and(|r| r.due <= self.days)
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
            days: self.days,
            last_day: self.last_day.clone(),
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
        if let Some((id, _)) = file.lessons.iter().find(|(_, p)| {
            p.repeat
                .is_some_and(|r| usize::from(r.stage) >= REPEAT_DAYS.len())
        }) {
            return Err(format!("puzzle '{id}' repeats past its last stage"));
        }
        Ok(Progress {
            lessons: file.lessons,
            days: file.days,
            last_day: file.last_day,
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

    /// Days 1, 2, ... of use: one puzzle missed on day 1 is due on day 2; solved cleanly
    /// then, on day 5; then on day 12; then done. Missed again at any stage, it starts over.
    #[test]
    fn a_missed_puzzle_comes_back_after_1_3_and_7_days_of_use() {
        let mut p = Progress::new();
        let day = |p: &mut Progress, n: u32| p.note_day(&format!("2026-03-{n:02}T10:00:00Z"));
        day(&mut p, 1);
        day(&mut p, 1);
        assert_eq!(p.days_of_use(), 1, "one day counts once");
        p.schedule("z", 1);
        assert!(!p.is_due("z"));
        // A day without use does not count: the next day of use is the 9th.
        day(&mut p, 9);
        assert!(p.is_due("z"));
        p.schedule("z", 3);
        let due_days: Vec<u32> = (10..40)
            .filter(|&n| {
                day(&mut p, n);
                let due = p.is_due("z");
                if due {
                    p.schedule("z", 3);
                }
                due
            })
            .collect();
        // Day of use 2 was the 9th; 3 days of use later is the 12th, then 7 more the 19th.
        assert_eq!(due_days, vec![12, 19]);
        assert_eq!(
            p.get("z").and_then(|e| e.repeat),
            None,
            "done after the last stage"
        );
        // Solved cleanly without being missed: never scheduled.
        p.schedule("y", 3);
        assert_eq!(p.get("y").and_then(|e| e.repeat), None);
        // Missed at a later stage: back to one day.
        p.schedule("x", 0);
        day(&mut p, 41);
        p.schedule("x", 3);
        p.schedule("x", 2);
        assert_eq!(p.get("x").and_then(|e| e.repeat).map(|r| r.stage), Some(0));
        let back = Progress::parse(&p.to_ron()).unwrap();
        assert_eq!(back, p);
    }

    #[test]
    fn a_format_1_file_still_reads() {
        let text = r#"(format: 1, lessons: {"a": (tries: 2, hints: 0, stars: Some(3), date: "2026-01-01")})"#;
        let p = Progress::parse(text).unwrap();
        assert_eq!(p.get("a").and_then(|e| e.stars), Some(3));
        assert_eq!(p.days_of_use(), 0);
    }
}
