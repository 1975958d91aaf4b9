//! The games library: every game, unfinished or finished, in a file of its own in the
//! `library` folder of the data folder (see [`super::data_dir`]).
//!
//! - [`Library::open`] locks the data folder for this app ([`FolderLock`]), removes the temp
//!   files a crash may have left, and moves the single autosave of older versions in.
//! - [`Library::list`]: every game with its rule set, players, turns played, last played and
//!   whether it is finished, newest first. A file that does not load whole is listed too,
//!   with what could be read and why the rest could not ([`Damage`]).
//! - [`Library::new_key`] names a new game; [`Library::save`] writes it atomically after
//!   every action; [`Library::load`] opens one; [`Library::delete`] removes one.
//! - A damaged file is never overwritten or dropped: before anything is written in its place
//!   it is renamed `NAME.damaged.ron` ([`Library::set_aside`]), where it stays, listed, until
//!   the user deletes it. To go on from its readable part, open it, set it aside and save the
//!   readable actions under a [`Library::new_key`].
//!
//! Starting, opening or resuming a game touches no other game's file: each key is its own.

use std::collections::HashSet;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use super::error::LoadError;
use super::format::{Players, Record, RecordResult, iso_utc};
use super::load::{Loaded, load_bytes, read_file};
use super::lock::{FolderLock, LockError};
use super::salvage::readable_beginning;
use super::save::{create_dir, save_atomic};
use crate::rules::GameId;
use crate::text::echo;

/// The library's folder inside the data folder.
pub const LIBRARY_DIR: &str = "library";

/// The autosave file of versions before the library, moved in by [`Library::open`].
pub const OLD_AUTOSAVE: &str = "autosave.ron";

/// What a damaged file is renamed to: `NAME.damaged.ron`.
const DAMAGED: &str = ".damaged";

/// The name of one game in the library: its file name without `.ron`. Only the library makes
/// keys, so a key never leads out of the library's folder.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameKey(String);

impl GameKey {
    /// The key as text (the file name without `.ron`).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether this is a damaged file set aside (`NAME.damaged.ron`).
    pub fn is_set_aside(&self) -> bool {
        self.0.contains(DAMAGED)
    }

    /// A key read from the name of a file in the library's folder: never empty, never a
    /// hidden file or `..`, never with a path separator, so it cannot lead elsewhere.
    pub fn from_file_name(name: &str) -> Option<GameKey> {
        let stem = name.strip_suffix(".ron")?;
        let fine = !stem.is_empty() && !stem.starts_with('.') && !stem.contains(['/', '\\', '\0']);
        fine.then(|| GameKey(stem.to_string()))
    }
}

impl fmt::Display for GameKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What could not be read of a game file, and what could.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// The actions that could be read and replayed (the part one can go on from).
    pub recovered: usize,
    /// The actions the file holds, readable or not (`None` when the file itself cannot be
    /// read whole, e.g. it was cut off, so its actions cannot be counted).
    pub total: Option<usize>,
    /// Why the rest could not be read, in words for the user.
    pub reason: String,
    /// Why the rest could not be read, as the error itself (for a translated text).
    pub cause: DamageCause,
}

/// The error behind a [`Damage`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DamageCause {
    /// The file cannot be loaded at all.
    Load(LoadError),
    /// An action stopped the replay.
    Stop(super::ActionError),
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.total, self.recovered) {
            (Some(total), recovered) => write!(
                f,
                "{recovered} of {total} actions could be read; {}",
                self.reason
            ),
            (None, 0) => write!(f, "the game could not be read: {}", self.reason),
            (None, recovered) => write!(
                f,
                "the first {recovered} actions could be read; {}",
                self.reason
            ),
        }
    }
}

/// One game of the library, as [`Library::list`] shows it.
#[derive(Clone, Debug)]
pub struct Entry {
    /// Its key (for [`Library::load`], [`Library::save`], [`Library::delete`]).
    pub key: GameKey,
    /// Its file.
    pub path: PathBuf,
    /// The rule set, if the file names a playable one.
    pub game: Option<GameId>,
    /// The players as the file names them (empty if it cannot be read).
    pub players: Players,
    /// The turns played (of the readable actions for a damaged file), counted as the move
    /// list and the replay count them: a turn that captures and removes is one.
    pub turns: usize,
    /// When it was last played: the file's save date, else the file's time (ISO-8601; empty
    /// if neither is known).
    pub last_played: String,
    /// Whether the game has ended (by the rules, a resignation or an agreed draw).
    pub finished: bool,
    /// What could not be read, if anything.
    pub damage: Option<Damage>,
    /// The file's modification time, by which the list is sorted (newest first).
    pub modified: Option<SystemTime>,
}

impl Entry {
    /// Whether the game is one to offer under Continue: not finished (a damaged file's
    /// readable part counts, so the user may go on from it).
    pub fn is_unfinished(&self) -> bool {
        !self.finished
    }
}

/// Why the library could not be opened.
#[derive(Debug)]
pub enum LibraryError {
    /// Another app holds the data folder, or its lock file cannot be made.
    Lock(LockError),
    /// The folder cannot be made (the message names it and gives a hint).
    Io(io::Error),
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::Lock(e) => write!(f, "{e}"),
            LibraryError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LibraryError {}

/// The games library of one data folder, held by this app while the value lives.
#[derive(Debug)]
pub struct Library {
    dir: PathBuf,
    /// Keys handed out by [`Library::new_key`] and not yet saved, so two new games never
    /// get the same key.
    reserved: Mutex<HashSet<String>>,
    /// What moving the old autosave in said, if it could not be moved.
    migration: Option<String>,
    /// The folder's lock; `None` for a library opened read-only ([`Library::open_read_only`]).
    lock: Option<FolderLock>,
}

/// A file name part made of `text`: letters and digits kept, anything else `-`.
fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().take(40) {
        let c = if c.is_ascii_alphanumeric() { c } else { '-' };
        if !(c == '-' && out.ends_with('-')) {
            out.push(c);
        }
    }
    out.trim_matches('-').to_string()
}

/// Whether a loaded game has ended: by the rules, or by a resignation or an agreed draw.
fn finished(loaded: &Loaded) -> bool {
    loaded.game.is_over()
        || matches!(
            RecordResult::parse(&loaded.record.result),
            Some(RecordResult::Resigned { .. } | RecordResult::DrawAgreed)
        )
}

/// The actions a record holds, readable or not.
fn action_count(record: &Record) -> usize {
    record
        .actions
        .iter()
        .map(|turn| turn.split_whitespace().count())
        .sum()
}

/// The ISO-8601 text of a file time.
fn iso_time(time: SystemTime) -> String {
    time.duration_since(SystemTime::UNIX_EPOCH)
        .ok()
        .and_then(|d| i64::try_from(d.as_secs()).ok())
        .map(iso_utc)
        .unwrap_or_default()
}

/// A path that does not exist yet: `base.ron`, else `base-2.ron`, `base-3.ron`, ...
fn free_path(dir: &Path, base: &str) -> PathBuf {
    let mut path = dir.join(format!("{base}.ron"));
    let mut n = 2;
    while path.symlink_metadata().is_ok() {
        path = dir.join(format!("{base}-{n}.ron"));
        n += 1;
    }
    path
}

impl Library {
    /// Opens the library of the data folder `data_dir` (made if missing): takes the folder's
    /// lock, removes temp files a crash left, and moves the old single autosave in, kept
    /// whole (a damaged one as `autosave.damaged.ron`).
    pub fn open(data_dir: &Path) -> Result<Library, LibraryError> {
        let dir = data_dir.join(LIBRARY_DIR);
        create_dir(&dir).map_err(LibraryError::Io)?;
        // The whole data folder is this app's: its library, old autosave and settings.
        let lock = FolderLock::acquire(data_dir).map_err(LibraryError::Lock)?;
        let mut library = Library {
            dir,
            reserved: Mutex::new(HashSet::new()),
            migration: None,
            lock: Some(lock),
        };
        library.remove_stale_temp_files();
        library.migration = library.migrate(&data_dir.join(OLD_AUTOSAVE)).err();
        Ok(library)
    }

    /// The library of `data_dir` without its lock, for when the lock cannot be taken (the
    /// lock file is a folder, the data folder is read-only): its games are listed and open,
    /// but nothing is written, moved or deleted ([`Library::is_read_only`]), since another
    /// app might be writing them. Nothing is created.
    pub fn open_read_only(data_dir: &Path) -> Library {
        Library {
            dir: data_dir.join(LIBRARY_DIR),
            reserved: Mutex::new(HashSet::new()),
            migration: None,
            lock: None,
        }
    }

    /// Whether this library was opened without its lock: then saving, setting aside and
    /// deleting are refused.
    pub fn is_read_only(&self) -> bool {
        self.lock.is_none()
    }

    /// The error a write to a read-only library gives.
    fn refuse_write(&self) -> io::Result<()> {
        if self.is_read_only() {
            let dir = self.dir.display().to_string();
            return Err(io::Error::new(
                io::ErrorKind::PermissionDenied,
                format!(
                    "the games library {} is open read-only (its folder could not be locked)",
                    crate::text::escaped(&dir)
                ),
            ));
        }
        Ok(())
    }

    /// The library's folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Why the old autosave could not be moved in, if it could not (it is left where it
    /// was, untouched).
    pub fn migration_problem(&self) -> Option<&str> {
        self.migration.as_deref()
    }

    /// The file of `key`.
    pub fn path(&self, key: &GameKey) -> PathBuf {
        self.dir.join(format!("{}.ron", key.0))
    }

    /// Temp files are unique to a process and a save; one still there was left by a crash.
    /// With the lock held no other app is writing here, so they can all go.
    fn remove_stale_temp_files(&self) {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let is_temp = name.to_str().is_some_and(|n| n.ends_with(".tmp"));
            if is_temp && entry.file_type().is_ok_and(|t| t.is_file()) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }

    /// Moves the old autosave into the library by a rename (one file system: it is in one
    /// place or the other at every moment, never lost, never copied half).
    fn migrate(&self, old: &Path) -> Result<(), String> {
        let Ok(meta) = std::fs::metadata(old) else {
            return Ok(());
        };
        let old_text = old.display().to_string();
        if !meta.is_file() {
            return Err(format!(
                "{} is not a regular file; it was left where it is",
                crate::text::escaped(&old_text)
            ));
        }
        let loaded = read_file(old).and_then(|b| load_bytes(&b));
        let base = match &loaded {
            Ok(l) if l.stopped.is_none() => {
                format!("{}-{}", l.id().as_str(), slug(&l.record.dates.started))
            }
            _ => format!("autosave{DAMAGED}"),
        };
        let target = free_path(&self.dir, base.trim_end_matches('-'));
        std::fs::rename(old, &target).map_err(|e| {
            format!(
                "{} could not be moved into the library ({e}); it was left where it is",
                crate::text::escaped(&old_text)
            )
        })
    }

    /// Every game in the library, newest first (by the time its file was last written).
    /// Reading a file never changes it; a file that is not a regular file is listed as
    /// unreadable without being opened.
    pub fn list(&self) -> Vec<Entry> {
        list_library(&self.dir)
    }

    /// Loads the game of `key` (a damaged one loads its readable part, with
    /// [`Loaded::stopped`] saying why it stops).
    pub fn load(&self, key: &GameKey) -> Result<Loaded, LoadError> {
        load_bytes(&read_file(&self.path(key))?)
    }

    /// What can be read of the game of `key`, to go on from as a new game: the whole game,
    /// the actions before one that cannot be read, or the beginning of a file that stops too
    /// early. `None` if nothing can be read. The file is not changed.
    pub fn readable_part(&self, key: &GameKey) -> Option<Loaded> {
        match read_and_load(&self.path(key)) {
            Ok(loaded) => Some(loaded),
            Err((_, part)) => part.map(|p| *p),
        }
    }

    /// A new key for a game of `game` begun at `started` (ISO-8601, or empty): no file has
    /// it and no other new game of this library got it.
    pub fn new_key(&self, game: GameId, started: &str) -> GameKey {
        let mut base = game.as_str().to_string();
        let stamp = slug(started);
        if !stamp.is_empty() {
            base.push('-');
            base.push_str(&stamp);
        }
        let mut reserved = self.reserved.lock().unwrap_or_else(|p| p.into_inner());
        let mut n = 1;
        loop {
            let name = if n == 1 {
                base.clone()
            } else {
                format!("{base}-{n}")
            };
            let taken = reserved.contains(&name)
                || self
                    .dir
                    .join(format!("{name}.ron"))
                    .symlink_metadata()
                    .is_ok();
            if !taken {
                reserved.insert(name.clone());
                return GameKey(name);
            }
            n += 1;
        }
    }

    /// The library's games that are the game `loaded` holds: the same rule set, options,
    /// start and start date, loaded whole (a damaged file is never one to go on in). A game
    /// saved elsewhere and opened again is such a game, so it can go on in its own library
    /// file rather than in a copy. Only the files named as [`Library::new_key`] names a game
    /// of that rule set and date are read; a record without a start date matches none.
    pub fn copies_of(&self, loaded: &Loaded) -> Vec<(GameKey, Loaded)> {
        let started = &loaded.record.dates.started;
        let stamp = slug(started);
        if stamp.is_empty() || loaded.stopped.is_some() {
            return Vec::new();
        }
        let base = format!("{}-{stamp}", loaded.id().as_str());
        let Ok(read) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let named = |key: &GameKey| {
            let name = key.as_str();
            name == base
                || name
                    .strip_prefix(base.as_str())
                    .and_then(|rest| rest.strip_prefix('-'))
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        };
        let mut copies: Vec<(GameKey, Loaded)> = read
            .flatten()
            .filter_map(|e| GameKey::from_file_name(e.file_name().to_str()?))
            .filter(|key| named(key))
            .filter_map(|key| {
                let copy = self.load(&key).ok()?;
                let same = copy.stopped.is_none()
                    && copy.id() == loaded.id()
                    && &copy.record.dates.started == started
                    && copy.options == loaded.options
                    && copy.start.position() == loaded.start.position();
                same.then_some((key, copy))
            })
            .collect();
        copies.sort_by(|a, b| a.0.cmp(&b.0));
        copies
    }

    /// Writes `record` as the game of `key`, atomically (after every action). Should the
    /// file there not be a whole game (damaged, cut off, not a regular file), it is first set
    /// aside as `NAME.damaged.ron`: a save never destroys what could not be read. Names
    /// and notes longer than a record allows are cut (see [`Record::fit_bounds`]).
    pub fn save(&self, key: &GameKey, record: &Record) -> io::Result<()> {
        self.refuse_write()?;
        let path = self.path(key);
        if path.symlink_metadata().is_ok() && !self.is_whole(&path) {
            self.set_aside(key)?;
        }
        let mut record = record.clone();
        record.fit_bounds();
        save_atomic(&path, &record)
    }

    /// Whether the file at `path` is a whole game: a regular file that loads to its last
    /// action.
    fn is_whole(&self, path: &Path) -> bool {
        read_file(path)
            .and_then(|b| load_bytes(&b))
            .is_ok_and(|l| l.stopped.is_none())
    }

    /// Renames the file of `key` to `NAME.damaged.ron` (or `NAME.damaged-2.ron`, ...) and
    /// returns its new key; a key already set aside stays as it is.
    pub fn set_aside(&self, key: &GameKey) -> io::Result<GameKey> {
        if key.is_set_aside() {
            return Ok(key.clone());
        }
        self.refuse_write()?;
        let from = self.path(key);
        let to = free_path(&self.dir, &format!("{}{DAMAGED}", key.0));
        std::fs::rename(&from, &to).map_err(|e| super::save::explain(e, &to))?;
        let name = to.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        GameKey::from_file_name(name)
            .ok_or_else(|| io::Error::other(format!("bad library name {}", echo(name))))
    }

    /// Deletes the game of `key` (after the user confirmed). A key with no file is not an
    /// error: the game is gone either way.
    pub fn delete(&self, key: &GameKey) -> io::Result<()> {
        self.refuse_write()?;
        self.reserved
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&key.0);
        match std::fs::remove_file(self.path(key)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => {
                Err(super::save::explain(e, &self.path(key)))
            }
            _ => Ok(()),
        }
    }
}

/// Every game in the library folder `dir`, as [`Library::list`] gives them. Needs no lock and
/// changes nothing, so a worker thread may list while the app goes on (a library of large
/// games takes seconds to replay).
pub fn list_library(dir: &Path) -> Vec<Entry> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut entries: Vec<Entry> = read
        .flatten()
        .filter_map(|e| {
            let key = GameKey::from_file_name(e.file_name().to_str()?)?;
            let path = dir.join(format!("{}.ron", key.0));
            Some(entry_at(key, path))
        })
        .collect();
    entries.sort_by(|a, b| b.modified.cmp(&a.modified).then_with(|| a.key.cmp(&b.key)));
    entries
}

/// The listing of the game of `key` in the file at `path`: read and replayed, never changed.
fn entry_at(key: GameKey, path: PathBuf) -> Entry {
    let modified = std::fs::symlink_metadata(&path)
        .and_then(|m| m.modified())
        .ok();
    let file_time = modified.map(iso_time).unwrap_or_default();
    let mut entry = Entry {
        key,
        path,
        game: None,
        players: Players::default(),
        turns: 0,
        last_played: file_time.clone(),
        finished: false,
        damage: None,
        modified,
    };
    match read_and_load(&entry.path) {
        Err((e, part)) => {
            if let Some(part) = &part {
                entry.game = Some(part.id());
                entry.turns = part.history.turn_count();
                entry.players = part.record.players.clone();
            }
            entry.damage = Some(Damage {
                recovered: part.map_or(0, |p| p.actions.len()),
                total: None,
                reason: e.to_string(),
                cause: DamageCause::Load(e),
            });
        }
        Ok(loaded) => {
            entry.game = Some(loaded.id());
            entry.turns = loaded.history.turn_count();
            entry.finished = loaded.stopped.is_none() && finished(&loaded);
            if super::is_iso_date(&loaded.record.dates.saved)
                && !loaded.record.dates.saved.is_empty()
            {
                entry.last_played = loaded.record.dates.saved.clone();
            }
            if let Some(stop) = &loaded.stopped {
                entry.damage = Some(Damage {
                    recovered: loaded.actions.len(),
                    total: Some(action_count(&loaded.record)),
                    reason: stop_reason(stop),
                    cause: DamageCause::Stop(stop.clone()),
                });
            }
            entry.players = loaded.record.players;
        }
    }
    entry
}

/// The record files (`*.ron`) of any folder, described as [`Library::list`] describes the
/// library's games (damaged ones included, with why), newest first; at most `limit` of
/// them, the newest, are read. For the app's own Open window.
///
/// # Errors
///
/// The system's error when the folder cannot be read.
pub fn list_folder(dir: &Path, limit: usize) -> io::Result<Vec<Entry>> {
    let mut files: Vec<(Option<SystemTime>, GameKey, PathBuf)> = std::fs::read_dir(dir)?
        .flatten()
        .filter_map(|e| {
            let key = GameKey::from_file_name(e.file_name().to_str()?)?;
            // Folders named `x.ron` are not records; a pipe is listed and explained.
            let meta = e.metadata().ok();
            if meta.as_ref().is_some_and(std::fs::Metadata::is_dir) {
                return None;
            }
            let modified = meta.and_then(|m| m.modified().ok());
            Some((modified, key, e.path()))
        })
        .collect();
    files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    Ok(files
        .into_iter()
        .take(limit)
        .map(|(_, key, path)| entry_at(key, path))
        .collect())
}

/// The description of one record file anywhere (as in [`list_folder`]); `None` if its
/// name is not that of a record (`NAME.ron`).
pub fn describe_file(path: &Path) -> Option<Entry> {
    let key = GameKey::from_file_name(path.file_name()?.to_str()?)?;
    Some(entry_at(key, path.to_path_buf()))
}

/// Loads the file at `path`; on an error, also the readable beginning if the file was cut
/// off.
fn read_and_load(path: &Path) -> Result<Loaded, (LoadError, Option<Box<Loaded>>)> {
    let bytes = read_file(path).map_err(|e| (e, None))?;
    load_bytes(&bytes).map_err(|e| {
        let part = e.is_truncated().then(|| {
            // A cut inside a character: the text before it.
            let text = match std::str::from_utf8(&bytes) {
                Ok(text) => text,
                Err(bad) => std::str::from_utf8(&bytes[..bad.valid_up_to()]).unwrap_or(""),
            };
            readable_beginning(text.strip_prefix('\u{feff}').unwrap_or(text)).map(Box::new)
        });
        (e, part.flatten())
    })
}

/// Why a replay stopped, for [`Damage::reason`]: the action and what is wrong with it.
fn stop_reason(stop: &super::ActionError) -> String {
    let text = stop.to_string();
    // The count of loaded actions is said by the damage itself.
    match text.rfind("; the ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}
