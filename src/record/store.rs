//! The user's data directory: the autosave of the unfinished game, the list of recently used
//! record files, and a folder of records for systems without a file dialog.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::error::LoadError;
use super::format::{Record, RecordResult};
use super::load::{Loaded, load};
use super::save::{create_dir, save_atomic, write_atomic};
use crate::guard::{self, Kind};
use crate::rules::GameId;

/// How many recent files are remembered.
pub const RECENT_LIMIT: usize = 10;

/// The longest path the recent list keeps (the usual system limit).
const MAX_PATH_BYTES: usize = 4096;

/// The records kept in one data directory. Nothing is created until something is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutosaveStore {
    dir: PathBuf,
}

/// The recent-files list as stored (`recent.ron`).
#[derive(Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RecentFile {
    format: u64,
    files: Vec<String>,
}

impl AutosaveStore {
    /// The user's data directory for Inkomo (e.g. `~/.local/share/inkomo` on Linux), if the
    /// system has a home directory.
    pub fn default_dir() -> Option<PathBuf> {
        super::system_data_dir()
    }

    /// The store in the data folder: `INKOMO_DATA_DIR` if set, else the user's data
    /// directory (see [`super::data_dir`]).
    pub fn open_default() -> Option<AutosaveStore> {
        super::data_dir().map(AutosaveStore::at)
    }

    /// A store in `dir` (tests use a temporary directory).
    pub fn at(dir: impl Into<PathBuf>) -> AutosaveStore {
        AutosaveStore { dir: dir.into() }
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The autosave file of the unfinished game.
    pub fn autosave_path(&self) -> PathBuf {
        self.dir.join("autosave.ron")
    }

    /// The recent-files list.
    pub fn recent_path(&self) -> PathBuf {
        self.dir.join("recent.ron")
    }

    /// The folder of records the app lists itself when the system offers no file dialog.
    pub fn records_dir(&self) -> PathBuf {
        self.dir.join("games")
    }

    /// Writes the autosave (atomically). Called after every action.
    ///
    /// # Errors
    ///
    /// The system's error when the file cannot be read or written.
    pub fn save_autosave(&self, record: &Record) -> io::Result<()> {
        create_dir(&self.dir)?;
        save_atomic(&self.autosave_path(), record)
    }

    /// Loads the autosave: `None` if there is none.
    pub fn load_autosave(&self) -> Option<Result<Loaded, LoadError>> {
        let path = self.autosave_path();
        path.exists().then(|| load(&path))
    }

    /// The autosaved game if it is unfinished and loads: the game to offer to resume.
    pub fn unfinished(&self) -> Option<Loaded> {
        let loaded = self.load_autosave()?.ok()?;
        let declared = matches!(
            RecordResult::parse(&loaded.record.result),
            Some(RecordResult::Resigned { .. } | RecordResult::DrawAgreed)
        );
        (!loaded.game.is_over() && !declared).then_some(loaded)
    }

    /// Removes the autosave (the game ended or was saved elsewhere and closed).
    ///
    /// # Errors
    ///
    /// The system's error when the file cannot be read or written.
    pub fn clear_autosave(&self) -> io::Result<()> {
        match std::fs::remove_file(self.autosave_path()) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// The recent files, most recent first. A missing or unreadable list is empty.
    pub fn recent(&self) -> Vec<PathBuf> {
        // Through the guard: a pipe or /dev/zero put here must not stop the app starting.
        let Ok(text) = guard::read_text(&self.recent_path(), Kind::Recent) else {
            return Vec::new();
        };
        let options = ron::Options::default().with_recursion_limit(super::NESTING_LIMIT);
        options
            .from_str::<RecentFile>(&text)
            .map(|r| {
                r.files
                    .into_iter()
                    // No real path is longer; a longer one came from a damaged list.
                    .filter(|f| f.len() <= MAX_PATH_BYTES)
                    .take(RECENT_LIMIT)
                    .map(PathBuf::from)
                    .collect()
            })
            .unwrap_or_default()
    }

    fn write_recent(&self, files: &[PathBuf]) -> io::Result<()> {
        create_dir(&self.dir)?;
        let list = RecentFile {
            format: super::FORMAT,
            files: files
                .iter()
                .filter_map(|p| p.to_str().map(str::to_string))
                .collect(),
        };
        let text = ron::ser::to_string_pretty(&list, ron::ser::PrettyConfig::new())
            .map_err(io::Error::other)?;
        write_atomic(&self.recent_path(), text.as_bytes())
    }

    /// Puts `path` first in the recent list (made absolute, without duplicates) and returns
    /// the new list.
    ///
    /// # Errors
    ///
    /// The system's error when the file cannot be read or written.
    pub fn add_recent(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        let mut files = self.recent();
        files.retain(|p| *p != path);
        files.insert(0, path);
        files.truncate(RECENT_LIMIT);
        self.write_recent(&files)?;
        Ok(files)
    }

    /// Drops `path` from the recent list (e.g. it no longer opens) and returns the new list.
    ///
    /// # Errors
    ///
    /// The system's error when the file cannot be read or written.
    pub fn remove_recent(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        let mut files = self.recent();
        files.retain(|p| *p != absolute && p != path);
        self.write_recent(&files)?;
        Ok(files)
    }

    /// The `.ron` files in [`AutosaveStore::records_dir`], sorted by name.
    pub fn list_records(&self) -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(self.records_dir()) else {
            return Vec::new();
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "ron"))
            .collect();
        files.sort();
        files
    }

    /// A file name in [`AutosaveStore::records_dir`] for a new record: `<game>-<stamp>.ron`,
    /// with `stamp` (e.g. the start date) reduced to letters, digits and `-`.
    pub fn new_record_path(&self, game: GameId, stamp: &str) -> PathBuf {
        let stamp: String = stamp
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        let base = format!("{}-{}", game.as_str(), stamp.trim_matches('-'));
        let dir = self.records_dir();
        let mut path = dir.join(format!("{base}.ron"));
        let mut n = 2;
        while path.exists() {
            path = dir.join(format!("{base}-{n}.ron"));
            n += 1;
        }
        path
    }
}
