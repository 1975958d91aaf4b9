//! The app's records: every game kept in the games library (saved after every action), the
//! Continue list's requests, Save / Save as / Open with the system's file dialog, the app's
//! own Save as and Open windows where the system's dialog does not answer, and a record
//! dropped on the window.
//!
//! A system dialog that comes back empty at once was never shown (no file portal, no
//! fallback): nobody can cancel that fast. The app then uses its own windows, for the rest
//! of the run; a dialog the user cancelled does nothing.
//!
//! Nothing here panics or stops the app: every failure becomes a message the app shows.

use crate::ui::command::FilesCommand;
use std::path::{Path, PathBuf};
use std::sync::mpsc;

use crate::i18n::{Arg, Tr};
use crate::record::{
    AutosaveStore, Dates, Entry, GameKey, LOCK_FILE, Library, LibraryError, LoadError, Loaded,
    LockError, Players, Record, iso_utc, list_library, load,
};
use crate::text::escaped;

use crate::ui::board::session::{GameSetup, PlayerKind, Session};
use crate::ui::command::Command;
pub use crate::ui::command::LibraryRequest;
use crate::ui::files::open_window::OpenWindow;
use crate::ui::files::save_as::SaveAsForm;
use crate::ui::panels::notice::Message;

pub mod error_text;
pub mod open_window;
pub mod save_as;
mod save_open;
pub mod settings_file;
pub mod windows;

/// What [`Files::apply`] made of a command.
#[derive(Debug)]
pub enum FileOutcome {
    /// Done; the game shown stays.
    Done,
    /// A game was opened; `true`: show it as a replay (a finished game of the library).
    Opened(Box<Session>, bool),
}

/// The record side of the app: where games are kept and what went wrong last.
#[derive(Debug, Default)]
pub struct Files {
    /// The recent files and the records folder of the data folder.
    store: Option<AutosaveStore>,
    /// The games library (none: the app keeps no games, e.g. in most tests).
    library: Option<Library>,
    /// The current game's key in the library (none until its first action is saved).
    key: Option<GameKey>,
    /// The library as last listed, newest first.
    entries: Vec<Entry>,
    /// Whether [`Files::entries`] must read the library again.
    stale: bool,
    /// Another app holds the data folder: the folder, for the message.
    busy: Option<PathBuf>,
    /// The game the delete question is about.
    confirm_delete: Option<GameKey>,
    /// Damaged games the user chose to leave as they are.
    left: Vec<GameKey>,
    /// The file the current game was opened from or saved to.
    path: Option<PathBuf>,
    /// When the current game began (ISO-8601), for the record's dates.
    started: String,
    /// The last message for the user (an error, or where a game was saved).
    message: Option<Message>,
    /// The app's own Open window, while it is open.
    open_window: Option<OpenWindow>,
    /// The app's own Save as window, while it is open.
    save_as: Option<SaveAsForm>,
    /// The game of a position set up in the editor that the Save as window is saving (none:
    /// it saves the game shown).
    setup_to_save: Option<Box<Session>>,
    /// The folder a record was last saved to or opened from.
    last_folder: Option<PathBuf>,
    /// Whether to ask the system's file dialog (off in tests: a desktop would show it; off
    /// too once a dialog could not be shown).
    dialogs: bool,
    /// The recent files, newest first (read once, then kept up to date here).
    recent: Vec<PathBuf>,
    /// Whether the Continue list lists the library on a worker thread (the window: a large
    /// library must not hold up the picker), not at once (tests).
    background: bool,
    /// The listing under way on a worker thread, if one is.
    listing: Option<mpsc::Receiver<Vec<Entry>>>,
}

/// The current time as ISO-8601 text; empty if the clock is before 1970.
fn now() -> String {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| iso_utc(i64::try_from(d.as_secs()).unwrap_or(0)))
        .unwrap_or_default()
}

/// How many of the newest games the Learn screen reads for their mistakes: enough for
/// months of play, few enough to read in a moment.
pub const MISTAKE_GAMES: usize = 200;

/// A session replaying a loaded record's legal actions.
pub fn session_of(loaded: &Loaded) -> Session {
    let mut setup = GameSetup::new(loaded.id());
    setup.options = loaded.options;
    // A computer named in the record plays on when the game is resumed.
    setup.seats = [
        PlayerKind::seat_from_record(&loaded.record.players.first),
        PlayerKind::seat_from_record(&loaded.record.players.second),
    ];
    let mut session = Session::from_history(setup, loaded.history.clone());
    session.set_review(loaded.review.clone());
    session
}

/// The game Resume goes on with: the newest unfinished game that is whole (a damaged one is
/// offered in the library, to go on from its readable part).
pub fn resumable(entries: &[Entry]) -> Option<&Entry> {
    entries
        .iter()
        .find(|e| e.is_unfinished() && e.damage.is_none() && e.game.is_some())
}

impl Files {
    /// Records kept in `store`'s data folder (none: the app keeps no records, e.g. in most
    /// tests). Opens the folder's games library; if another app holds the folder, this app
    /// keeps nothing and says so ([`Files::busy`]). The system's file dialogs stay off until
    /// the window turns them on ([`Files::use_dialogs`]), so no test ever waits on one.
    pub fn new(store: Option<AutosaveStore>, tr: &Tr) -> Files {
        let mut files = Files {
            dialogs: false,
            stale: true,
            ..Files::default()
        };
        let Some(store) = store else { return files };
        match Library::open(store.dir()) {
            Ok(library) => {
                files.message = library
                    .migration_problem()
                    .map(|m| Message::error(m.to_string()));
                files.library = Some(library);
            }
            Err(LibraryError::Lock(LockError::Busy { dir, .. })) => {
                // Writing anything here (recent files included) could undo the other's work.
                files.busy = Some(dir);
                return files;
            }
            Err(LibraryError::Lock(LockError::Io(e))) => {
                // The lock cannot be taken (its file is a folder, the folder is read-only):
                // the games are still there, so show them, read-only, and say where.
                let lock = store.dir().join(LOCK_FILE).display().to_string();
                files.say(tr.a(
                    "library-read-only",
                    &[
                        ("path", Arg::Text(escaped(&lock).into_owned())),
                        ("reason", Arg::Text(error_text::io_error(tr, &e))),
                    ],
                ));
                files.library = Some(Library::open_read_only(store.dir()));
            }
            Err(e) => {
                files.say(tr.a(
                    "library-unavailable",
                    &[("reason", Arg::Text(error_text::library_error(tr, &e)))],
                ));
            }
        }
        files.recent = store.recent();
        files.store = Some(store);
        files
    }

    /// The data directory's store, if any.
    pub fn store(&self) -> Option<&AutosaveStore> {
        self.store.as_ref()
    }

    /// The games library, if this app holds one.
    pub fn library(&self) -> Option<&Library> {
        self.library.as_ref()
    }

    /// The data folder another app holds, if it does: then this app keeps nothing.
    pub fn busy(&self) -> Option<&Path> {
        self.busy.as_deref()
    }

    /// The people's mistakes in the reviewed games of the library, newest game first (of
    /// the newest [`MISTAKE_GAMES`] games): what the Learn screen offers to play again.
    /// Reads the files; a game that does not load is passed over.
    pub fn mistakes(&mut self) -> Vec<crate::lesson::mistake::Mistake> {
        let keys: Vec<GameKey> = self
            .entries()
            .iter()
            .filter(|e| e.game.is_some())
            .take(MISTAKE_GAMES)
            .map(|e| e.key.clone())
            .collect();
        let Some(library) = &self.library else {
            return Vec::new();
        };
        keys.iter()
            .filter_map(|key| Some((key, library.load(key).ok()?)))
            .flat_map(|(key, loaded)| crate::lesson::mistake::of_loaded(key.as_str(), &loaded))
            .collect()
    }

    /// The current game's key in the library, once its first action is saved.
    pub fn current_key(&self) -> Option<&GameKey> {
        self.key.as_ref()
    }

    /// The games of the library, newest first (read again after a change). Waits for a
    /// listing under way; for what a user acts on (resume, open, delete).
    pub fn entries(&mut self) -> &[Entry] {
        if let Some(listing) = self.listing.take()
            && let Ok(entries) = listing.recv()
        {
            self.entries = entries;
        }
        if self.stale {
            self.entries = self.library.as_ref().map(Library::list).unwrap_or_default();
            self.stale = false;
        }
        &self.entries
    }

    /// The games of the library as far as they are known now, for the Continue list: never
    /// waits. In the background mode ([`Files::list_in_background`]) a changed library is
    /// listed on a worker thread, and until it answers the last listing is shown (none at
    /// start-up: [`Files::listing`] says one is under way).
    pub fn shown_entries(&mut self) -> &[Entry] {
        if !self.background {
            return self.entries();
        }
        if let Some(listing) = &self.listing {
            match listing.try_recv() {
                Ok(entries) => {
                    self.entries = entries;
                    self.listing = None;
                }
                Err(mpsc::TryRecvError::Empty) => {}
                Err(mpsc::TryRecvError::Disconnected) => self.listing = None,
            }
        }
        if self.stale {
            self.stale = false;
            match &self.library {
                Some(library) => {
                    let dir = library.dir().to_path_buf();
                    let (send, receive) = mpsc::channel();
                    // Reading and replaying every game may take seconds in a large library;
                    // the thread only reads, so a later listing may simply replace it.
                    std::thread::spawn(move || {
                        let _ = send.send(list_library(&dir));
                    });
                    self.listing = Some(receive);
                }
                None => self.entries.clear(),
            }
        }
        &self.entries
    }

    /// Whether the library is being listed on a worker thread (the window looks again soon).
    pub fn listing(&self) -> bool {
        self.listing.is_some()
    }

    /// Lists the library on a worker thread for the Continue list (the window), or at once
    /// (tests, the default).
    pub fn list_in_background(&mut self, on: bool) {
        self.background = on;
    }

    /// Whether the Continue list lists the library on a worker thread.
    pub fn lists_in_background(&self) -> bool {
        self.background
    }

    /// The game the delete question is about, if one is asked.
    pub fn confirm_delete(&self) -> Option<&GameKey> {
        self.confirm_delete.as_ref()
    }

    /// Whether the user chose to leave this damaged game as it is.
    pub fn is_left(&self, key: &GameKey) -> bool {
        self.left.contains(key)
    }

    /// The message to show, if any.
    pub fn message(&self) -> Option<&str> {
        self.message.as_ref().map(Message::text)
    }

    /// The message to show, for the banner that shows it and forgets a notice whose time
    /// is over.
    pub fn message_slot(&mut self) -> &mut Option<Message> {
        &mut self.message
    }

    /// Forgets the message.
    pub fn dismiss(&mut self) {
        self.message = None;
    }

    /// Shows an error (it stays until closed).
    fn say(&mut self, text: String) {
        self.message = Some(Message::error(text));
    }

    /// Turns the system's file dialogs on or off; off, Save writes into the records folder,
    /// Save as and Open show the app's own windows.
    pub fn use_dialogs(&mut self, on: bool) {
        self.dialogs = on;
    }

    /// Whether the system's file dialogs are used.
    pub fn uses_dialogs(&self) -> bool {
        self.dialogs
    }

    /// Whether the app's own Open window is open.
    pub fn open_list_shown(&self) -> bool {
        self.open_window.is_some()
    }

    /// The app's own Open window, while it is open (its path entry is typed into).
    pub fn open_window(&mut self) -> Option<&mut OpenWindow> {
        self.open_window.as_mut()
    }

    /// The app's own Save as window, while it is open (its fields are typed into).
    pub fn save_as_form(&mut self) -> Option<&mut SaveAsForm> {
        self.save_as.as_mut()
    }

    /// Opens the app's own Open window on the folder Open starts in ([`Files::open_folder`]),
    /// or closes it.
    pub fn show_open_list(&mut self, tr: &Tr, open: bool) {
        self.open_window = open.then(|| {
            let folder = self.open_folder().unwrap_or_default();
            OpenWindow::at(tr, folder, &self.recent, self.library_dir())
        });
    }

    /// The folder the file windows start in: the last one used, else the records folder of
    /// the data folder (none without a data folder: then nothing is saved unasked).
    fn default_folder(&self) -> Option<PathBuf> {
        self.last_folder
            .clone()
            .or_else(|| self.store.as_ref().map(AutosaveStore::records_dir))
    }

    /// The folder Open starts in: the last one a record was saved to or opened from, if it
    /// is still there; else the games library, where every game is; else the home folder.
    /// Never a folder that does not exist, which would list nothing.
    pub fn open_folder(&self) -> Option<PathBuf> {
        let is_dir = |p: &PathBuf| p.is_dir();
        self.last_folder
            .clone()
            .filter(is_dir)
            .or_else(|| self.library_dir().filter(is_dir))
            .or_else(|| {
                self.store
                    .as_ref()
                    .map(AutosaveStore::records_dir)
                    .filter(is_dir)
            })
            .or_else(|| directories::UserDirs::new().map(|u| u.home_dir().to_path_buf()))
    }

    /// The games library's folder, if this app keeps one.
    pub fn library_dir(&self) -> Option<PathBuf> {
        self.library.as_ref().map(|l| l.dir().to_path_buf())
    }

    /// The folder a record was last saved to or opened from (the settings keep it between
    /// runs).
    pub fn last_folder(&self) -> Option<&Path> {
        self.last_folder.as_deref()
    }

    /// Sets the folder last used, as the settings remember it from an earlier run.
    pub fn set_last_folder(&mut self, folder: Option<PathBuf>) {
        self.last_folder = folder;
    }

    /// Applies a file command (save, open, resume, the Continue list's requests, the open
    /// list). `session` is the game shown.
    pub fn apply(
        &mut self,
        tr: &Tr,
        command: FilesCommand,
        session: Option<&Session>,
    ) -> FileOutcome {
        let opened = |session: Option<Session>| match session {
            Some(session) => FileOutcome::Opened(Box::new(session), false),
            None => FileOutcome::Done,
        };
        match command {
            FilesCommand::Save | FilesCommand::SaveAs => {
                if let Some(session) = session {
                    self.save(tr, session, command == FilesCommand::SaveAs);
                }
                FileOutcome::Done
            }
            FilesCommand::Open => opened(self.open(tr)),
            FilesCommand::OpenFile(path) => opened(self.open_path(tr, &path)),
            FilesCommand::ShowOpenList(open) => {
                self.show_open_list(tr, open);
                FileOutcome::Done
            }
            FilesCommand::FileWindow(request) => opened(self.file_request(tr, request, session)),
            FilesCommand::Resume => opened(self.resume(tr)),
            FilesCommand::Library(request) => match self.request(tr, request) {
                Some((session, replay)) => FileOutcome::Opened(Box::new(session), replay),
                None => FileOutcome::Done,
            },
        }
    }

    /// Closes the app's own Open or Save as window (Escape, as a desktop's dialog); whether
    /// one was open.
    pub fn close_windows(&mut self) -> bool {
        let open = self.open_window.is_some() || self.save_as.is_some();
        self.open_window = None;
        self.save_as = None;
        self.setup_to_save = None;
        open
    }

    /// A new game began (not from the library): its first action gives it a new file, so no
    /// other game's file is touched.
    pub fn new_game(&mut self) {
        self.path = None;
        self.key = None;
        self.started = now();
    }

    /// The players of `session` as a record names them.
    fn players(&self, session: &Session) -> Players {
        let seat = |i: usize| {
            let seat = &session.setup().seats[i];
            seat.kind.record_name(&seat.name)
        };
        Players {
            first: seat(0),
            second: seat(1),
        }
    }

    fn record(&self, session: &Session) -> Option<Record> {
        let players = self.players(session);
        let dates = Dates {
            started: self.started.clone(),
            saved: now(),
        };
        let mut record = Record::from_history(session.history(), players, dates);
        // The review of the turns the record keeps, as far as they were played as reviewed.
        let history = session.history();
        record.review = session
            .review()
            .map(|r| r.prefix_of(&history.actions()[..history.cursor()]))
            .filter(|r| !r.turns.is_empty())
            .map(|r| crate::record::RecordReview::of(&r));
        Some(record)
    }

    /// Writes the current game into its library file after an action, undo or redo (a
    /// finished game too: it stays in the finished games). A game nobody has moved in yet
    /// gets no file.
    pub fn autosave(&mut self, tr: &Tr, session: &Session) {
        let Some(library) = &self.library else { return };
        if library.is_read_only() {
            // Said once when the library was opened; nothing can be kept until it is fixed.
            return;
        }
        let key = match &self.key {
            Some(key) => key.clone(),
            None if session.played().is_empty() => return,
            None => {
                if self.started.is_empty() {
                    self.started = now();
                }
                let key = library.new_key(session.game_id(), &self.started);
                self.key = Some(key.clone());
                key
            }
        };
        let Some(record) = self.record(session) else {
            return;
        };
        self.stale = true;
        if let Err(e) = library.save(&key, &record) {
            self.say(tr.a(
                "files-autosave-failed",
                &[("reason", Arg::Text(error_text::io_error(tr, &e)))],
            ));
        }
    }

    /// The newest unfinished game of the library that loads whole, to go on playing.
    pub fn resume(&mut self, tr: &Tr) -> Option<Session> {
        let key = resumable(self.entries())?.key.clone();
        self.request(tr, LibraryRequest::Open(key)).map(|(s, _)| s)
    }

    /// Carries out a request of the Continue list. Returns the game to show, and whether to
    /// show it as a replay (a finished game).
    pub fn request(&mut self, tr: &Tr, request: LibraryRequest) -> Option<(Session, bool)> {
        match request {
            LibraryRequest::Open(key) => self.open_game(tr, key),
            LibraryRequest::ContinueReadable(key) => self.continue_readable(tr, &key),
            LibraryRequest::Leave(key) => {
                self.left.push(key);
                None
            }
            LibraryRequest::AskDelete(key) => {
                self.confirm_delete = Some(key);
                None
            }
            LibraryRequest::KeepIt => {
                self.confirm_delete = None;
                None
            }
            LibraryRequest::Delete(key) => {
                self.confirm_delete = None;
                let library = self.library.as_ref()?;
                self.stale = true;
                match library.delete(&key) {
                    Ok(()) => {
                        if self.key.as_ref() == Some(&key) {
                            // The game on screen goes on, in a new file at its next action.
                            self.key = None;
                        }
                    }
                    Err(e) => {
                        self.say(tr.a(
                            "library-delete-failed",
                            &[("reason", Arg::Text(error_text::io_error(tr, &e)))],
                        ));
                    }
                }
                None
            }
        }
    }

    fn open_failed(&mut self, tr: &Tr, path: &Path, reason: String) {
        self.say(tr.a(
            "files-open-failed",
            &[
                ("file", Arg::Text(path.display().to_string())),
                ("reason", Arg::Text(reason)),
            ],
        ));
    }

    /// Opens the library game of `key`: an unfinished one is played on in its own file, a
    /// finished one is shown as a replay (a change to it starts a new file).
    fn open_game(&mut self, tr: &Tr, key: GameKey) -> Option<(Session, bool)> {
        let library = self.library.as_ref()?;
        let path = library.path(&key);
        match library.load(&key) {
            Err(e) => {
                self.stale = true;
                self.open_failed(tr, &path, error_text::load_error(tr, &e));
                None
            }
            // Damaged since it was listed: never write over it, go on from what is readable.
            Ok(loaded) if loaded.stopped.is_some() => self.continue_readable(tr, &key),
            Ok(loaded) => {
                let finished = self
                    .entries()
                    .iter()
                    .find(|e| e.key == key)
                    .is_some_and(|e| e.finished)
                    || loaded.game.is_over();
                self.path = None;
                self.started = loaded.record.dates.started.clone();
                self.key = (!finished).then_some(key);
                self.message = None;
                Some((session_of(&loaded), finished))
            }
        }
    }

    /// Goes on from the readable part of the game of `key` as a new game: the damaged file
    /// is set aside first and stays in the library; the new game is saved at once.
    fn continue_readable(&mut self, tr: &Tr, key: &GameKey) -> Option<(Session, bool)> {
        let library = self.library.as_ref()?;
        self.stale = true;
        let path = library.path(key);
        let Some(loaded) = library.readable_part(key) else {
            self.open_failed(tr, &path, tr.s("library-nothing-readable"));
            return None;
        };
        let kept = match library.set_aside(key) {
            Ok(kept) => kept,
            Err(e) => {
                self.open_failed(tr, &path, error_text::io_error(tr, &e));
                return None;
            }
        };
        let started = loaded.record.dates.started.clone();
        let new = library.new_key(loaded.id(), &started);
        let session = session_of(&loaded);
        self.path = None;
        self.started = started;
        self.key = Some(new);
        self.left.retain(|k| k != key);
        self.say(tr.a(
            "library-continued",
            &[
                ("count", Arg::Num(loaded.actions.len() as i64)),
                ("file", Arg::Text(library.path(&kept).display().to_string())),
            ],
        ));
        self.autosave(tr, &session);
        Some((session, false))
    }

    /// Opens a record file. On a fatal error the current game stays and a message says why;
    /// on an illegal action the legal prefix is opened and the message names the action.
    pub fn open_path(&mut self, tr: &Tr, path: &Path) -> Option<Session> {
        self.opened(tr, path, load(path), true)
    }

    /// The library's key of the file at `path`, if it is one of the library's games.
    fn library_key_of(&mut self, path: &Path) -> Option<GameKey> {
        let path = std::fs::canonicalize(path).ok()?;
        let library = std::fs::canonicalize(self.library.as_ref()?.dir()).ok()?;
        if path.parent() != Some(library.as_path()) {
            return None;
        }
        let name = path.file_name()?;
        self.entries()
            .iter()
            .find(|e| e.path.file_name() == Some(name))
            .map(|e| e.key.clone())
    }

    /// The library's own file of the game `loaded` holds, if the library has it: the copy
    /// whose actions the loaded game begins with (the same game, or the loaded one further
    /// on), to go on in. When the library has the game only further on or with other moves,
    /// no key, and the most actions such a copy holds: going on in it would lose them.
    fn same_game(&mut self, loaded: &Loaded) -> (Option<GameKey>, Option<usize>) {
        let Some(library) = &self.library else {
            return (None, None);
        };
        let copies = library.copies_of(loaded);
        let behind = copies
            .iter()
            .filter(|(_, copy)| loaded.actions.starts_with(&copy.actions))
            .max_by_key(|(_, copy)| copy.actions.len());
        match behind {
            Some((key, _)) => (Some(key.clone()), None),
            None => (
                None,
                copies.iter().map(|(_, copy)| copy.actions.len()).max(),
            ),
        }
    }

    /// What loading the record of `path` gave: the game to show, or why not (the game shown
    /// stays). `on_disk`: the file may be saved to again and is a recent file.
    fn opened(
        &mut self,
        tr: &Tr,
        path: &Path,
        loaded: Result<Loaded, LoadError>,
        on_disk: bool,
    ) -> Option<Session> {
        let file = Arg::Text(path.display().to_string());
        match loaded {
            Err(e) => {
                self.say(tr.a(
                    "files-open-failed",
                    &[
                        ("file", file),
                        ("reason", Arg::Text(error_text::load_error(tr, &e))),
                    ],
                ));
                None
            }
            Ok(loaded) => {
                self.open_window = None;
                if on_disk {
                    self.note_recent(tr, path);
                    self.last_folder = path.parent().map(Path::to_path_buf);
                }
                // The opened game goes into a library file of its own at once; a game of the
                // library itself (opened as a file, or saved elsewhere and opened again) goes
                // on in its own file, not in a copy.
                let own = on_disk.then(|| self.library_key_of(path)).flatten();
                let (own, ahead) = match own {
                    Some(key) => (Some(key), None),
                    None => self.same_game(&loaded),
                };
                self.key = own.filter(|_| loaded.stopped.is_none() && !loaded.game.is_over());
                self.started = loaded.record.dates.started.clone();
                self.message = None;
                if let Some(moves) = ahead {
                    // The library's game went further (or elsewhere): going on in its file
                    // would lose those moves, so what is played now is kept as a new game.
                    self.say(tr.a(
                        "files-open-copy",
                        &[("file", file.clone()), ("moves", Arg::Num(moves as i64))],
                    ));
                }
                if let Some(stop) = &loaded.stopped {
                    // Saving must not overwrite the file with the shorter game.
                    self.path = None;
                    self.say(tr.a(
                        "files-open-stopped",
                        &[
                            ("file", file),
                            ("count", Arg::Num(loaded.actions.len() as i64)),
                            ("index", Arg::Num(stop.index as i64 + 1)),
                            ("reason", Arg::Text(error_text::action_error(tr, stop))),
                        ],
                    ));
                } else {
                    self.path = on_disk.then(|| path.to_path_buf());
                }
                Some(session_of(&loaded))
            }
        }
    }

    fn note_recent(&mut self, tr: &Tr, path: &Path) {
        if let Some(store) = &self.store {
            if let Err(e) = store.add_recent(path) {
                self.message = Some(Message::error(tr.a(
                    "files-recent-failed",
                    &[("reason", Arg::Text(error_text::io_error(tr, &e)))],
                )));
            }
            self.recent = store.recent();
        }
    }

    /// The recently opened or saved records, newest first.
    pub fn recent(&self) -> &[PathBuf] {
        &self.recent
    }
}

/// How much of a recent file's name the Recent menu shows.
const RECENT_NAME_CHARS: usize = 60;

/// How much of a recent file's path its tooltip shows.
const RECENT_PATH_CHARS: usize = 300;

/// The "Recent" menu: the records opened or saved lately, newest first.
pub fn recent_menu(ui: &mut egui::Ui, tr: &Tr, recent: &[PathBuf], out: &mut Vec<Command>) {
    ui.menu_button(tr.s("files-recent"), |ui| {
        if recent.is_empty() {
            ui.label(tr.s("files-recent-none"));
        }
        for path in recent {
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into(),
            );
            // The list is read from a file: a long or strange name must not fill the screen.
            let hover = crate::text::label(&path.display().to_string(), RECENT_PATH_CHARS);
            if ui
                .button(crate::text::label(&name, RECENT_NAME_CHARS))
                .on_hover_text(hover)
                .clicked()
            {
                out.push(Command::Files(FilesCommand::OpenFile(path.clone())));
                ui.close();
            }
        }
    });
}
