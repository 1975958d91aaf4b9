//! The app's records: autosave after every action, the offer to resume an unfinished game,
//! Save / Save as / Open with the system's file dialog, and the app's own list of records
//! where the system offers no dialog.
//!
//! Nothing here panics or stops the app: every failure becomes a message the app shows.

use std::path::{Path, PathBuf};

use crate::i18n::{Arg, Tr};
use crate::record::{AutosaveStore, Dates, Loaded, Players, Record, iso_utc, load, save_atomic};
use crate::rules::GameId;

use super::command::Command;
use super::session::{GameSetup, PlayerKind, Session};

/// The environment variable that points the app at another data directory (tests, portable
/// installs).
pub const DATA_DIR_VAR: &str = "INKOMO_DATA_DIR";

/// The unfinished game found in the autosave at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResumeOffer {
    /// The rule set.
    pub game: GameId,
    /// How many actions it holds.
    pub actions: usize,
}

/// The record side of the app: where games are kept and what went wrong last.
#[derive(Debug, Default)]
pub struct Files {
    store: Option<AutosaveStore>,
    /// The file the current game was opened from or saved to.
    path: Option<PathBuf>,
    /// When the current game began (ISO-8601), for the record's dates.
    started: String,
    /// The last message for the user (an error, or where a game was saved).
    message: Option<String>,
    resume: Option<ResumeOffer>,
    open_list: bool,
    /// Whether to ask the system's file dialog (off in tests: a desktop would show it).
    dialogs: bool,
    /// The recent files, newest first (read once, then kept up to date here).
    recent: Vec<PathBuf>,
}

/// The current time as ISO-8601 text; empty if the clock is before 1970.
fn now() -> String {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| iso_utc(i64::try_from(d.as_secs()).unwrap_or(0)))
        .unwrap_or_default()
}

/// The store in `INKOMO_DATA_DIR` if set, else in the user's data directory.
pub fn store_from_env() -> Option<AutosaveStore> {
    match std::env::var_os(DATA_DIR_VAR) {
        Some(dir) if !dir.is_empty() => Some(AutosaveStore::at(PathBuf::from(dir))),
        _ => AutosaveStore::open_default(),
    }
}

/// A session replaying a loaded record's legal actions.
pub fn session_of(loaded: &Loaded) -> Session {
    let mut setup = GameSetup::new(loaded.id());
    setup.options = loaded.options;
    // A computer named in the record plays on when the game is resumed.
    setup.seats = [
        PlayerKind::seat_from_record(&loaded.record.players.first),
        PlayerKind::seat_from_record(&loaded.record.players.second),
    ];
    Session::from_history(setup, loaded.history.clone())
}

impl Files {
    /// Records kept in `store` (none: the app keeps no records, e.g. in most tests). Looks for
    /// an unfinished game to offer.
    pub fn new(store: Option<AutosaveStore>, tr: &Tr) -> Files {
        let resume = store
            .as_ref()
            .and_then(|s| s.unfinished())
            // A game nobody has moved in yet is not worth an offer.
            .filter(|l| !l.actions.is_empty())
            .map(|l| ResumeOffer {
                game: l.id(),
                actions: l.actions.len(),
            });
        // An autosave that no longer loads is said, not silently dropped.
        let message = store.as_ref().and_then(|s| match s.load_autosave() {
            Some(Err(e)) => Some(tr.a(
                "files-open-failed",
                &[
                    ("file", Arg::Text(s.autosave_path().display().to_string())),
                    ("reason", Arg::Text(e.to_string())),
                ],
            )),
            _ => None,
        });
        let recent = store.as_ref().map(|s| s.recent()).unwrap_or_default();
        Files {
            store,
            resume,
            message,
            dialogs: true,
            recent,
            ..Files::default()
        }
    }

    /// The data directory's store, if any.
    pub fn store(&self) -> Option<&AutosaveStore> {
        self.store.as_ref()
    }

    /// The unfinished game to offer on the picker.
    pub fn resume_offer(&self) -> Option<&ResumeOffer> {
        self.resume.as_ref()
    }

    /// The message to show, if any.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Forgets the message.
    pub fn dismiss(&mut self) {
        self.message = None;
    }

    /// Turns the system's file dialogs on or off; off, Save writes into the records folder
    /// and Open shows the app's own list.
    pub fn use_dialogs(&mut self, on: bool) {
        self.dialogs = on;
    }

    /// Whether the in-app list of records is open.
    pub fn open_list_shown(&self) -> bool {
        self.open_list
    }

    /// Opens or closes the in-app list of records.
    pub fn show_open_list(&mut self, open: bool) {
        self.open_list = open;
    }

    /// A new game began (not from a file).
    pub fn new_game(&mut self) {
        self.path = None;
        self.started = now();
    }

    fn record(&self, session: &Session) -> Option<Record> {
        let seat = |i: usize| {
            let seat = &session.setup().seats[i];
            seat.kind.record_name(&seat.name)
        };
        let players = Players {
            first: seat(0),
            second: seat(1),
        };
        let dates = Dates {
            started: self.started.clone(),
            saved: now(),
        };
        Some(Record::from_history(session.history(), players, dates))
    }

    /// Writes the autosave after an action, undo or redo; removes it when the game is over.
    pub fn autosave(&mut self, tr: &Tr, session: &Session) {
        let Some(store) = &self.store else { return };
        // The autosave now holds this game: the old offer is gone.
        self.resume = None;
        let result = if session.game().is_over() {
            store.clear_autosave()
        } else if let Some(record) = self.record(session) {
            store.save_autosave(&record)
        } else {
            return;
        };
        if let Err(e) = result {
            self.message = Some(tr.a(
                "files-autosave-failed",
                &[("reason", Arg::Text(e.to_string()))],
            ));
        }
    }

    /// The unfinished game of the autosave, replayed.
    pub fn resume(&mut self, tr: &Tr) -> Option<Session> {
        self.resume = None;
        let store = self.store.as_ref()?;
        match store.load_autosave()? {
            Ok(loaded) => {
                self.path = None;
                self.started = loaded.record.dates.started.clone();
                Some(session_of(&loaded))
            }
            Err(e) => {
                self.message = Some(tr.a(
                    "files-open-failed",
                    &[
                        (
                            "file",
                            Arg::Text(store.autosave_path().display().to_string()),
                        ),
                        ("reason", Arg::Text(e.to_string())),
                    ],
                ));
                None
            }
        }
    }

    /// Saves the game to its file, or asks where (Save as). Without a file dialog the game
    /// goes to a new file in the data directory's records folder.
    pub fn save(&mut self, tr: &Tr, session: &Session, save_as: bool) {
        let known = if save_as { None } else { self.path.clone() };
        let path = known.or_else(|| self.ask_save_path(session)).or_else(|| {
            self.store
                .as_ref()
                .map(|s| s.new_record_path(session.game_id(), &self.started_or_now()))
        });
        let Some(path) = path else {
            self.message = Some(tr.s("files-no-place"));
            return;
        };
        let Some(record) = self.record(session) else {
            return;
        };
        let result = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| save_atomic(&path, &record));
        match result {
            Ok(()) => {
                self.note_recent(&path);
                self.message = Some(tr.a(
                    "files-saved",
                    &[("file", Arg::Text(path.display().to_string()))],
                ));
                self.path = Some(path);
            }
            Err(e) => {
                self.message = Some(tr.a(
                    "files-save-failed",
                    &[
                        ("file", Arg::Text(path.display().to_string())),
                        ("reason", Arg::Text(e.to_string())),
                    ],
                ));
            }
        }
    }

    fn started_or_now(&self) -> String {
        if self.started.is_empty() {
            now()
        } else {
            self.started.clone()
        }
    }

    fn ask_save_path(&self, session: &Session) -> Option<PathBuf> {
        if !self.dialogs {
            return None;
        }
        let mut dialog = rfd::FileDialog::new()
            .add_filter("Inkomo", &["ron"])
            .set_file_name(format!("{}.ron", session.game_id().as_str()));
        if let Some(store) = &self.store {
            dialog = dialog.set_directory(store.records_dir());
        }
        dialog.save_file()
    }

    /// Asks for a file to open. Returns the opened game, or `None` (then the in-app list is
    /// shown if the system offered no dialog).
    pub fn open(&mut self, tr: &Tr) -> Option<Session> {
        let mut dialog = rfd::FileDialog::new().add_filter("Inkomo", &["ron"]);
        if let Some(store) = &self.store {
            dialog = dialog.set_directory(store.records_dir());
        }
        let picked = if self.dialogs {
            dialog.pick_file()
        } else {
            None
        };
        match picked {
            Some(path) => self.open_path(tr, &path),
            None => {
                // No dialog (or it was cancelled): the app's own list does no harm either way.
                self.open_list = true;
                None
            }
        }
    }

    /// Opens a record file. On a fatal error the current game stays and a message says why;
    /// on an illegal action the legal prefix is opened and the message names the action.
    pub fn open_path(&mut self, tr: &Tr, path: &Path) -> Option<Session> {
        self.open_list = false;
        let file = Arg::Text(path.display().to_string());
        match load(path) {
            Err(e) => {
                self.message = Some(tr.a(
                    "files-open-failed",
                    &[("file", file), ("reason", Arg::Text(e.to_string()))],
                ));
                None
            }
            Ok(loaded) => {
                self.note_recent(path);
                self.started = loaded.record.dates.started.clone();
                if let Some(stop) = &loaded.stopped {
                    // Saving must not overwrite the file with the shorter game.
                    self.path = None;
                    self.message = Some(tr.a(
                        "files-open-stopped",
                        &[
                            ("file", file),
                            ("count", Arg::Num(loaded.actions.len() as i64)),
                            ("index", Arg::Num(stop.index as i64 + 1)),
                            ("reason", Arg::Text(stop.to_string())),
                        ],
                    ));
                } else {
                    self.path = Some(path.to_path_buf());
                    self.message = None;
                }
                Some(session_of(&loaded))
            }
        }
    }

    fn note_recent(&mut self, path: &Path) {
        if let Some(store) = &self.store {
            if let Err(e) = store.add_recent(path) {
                self.message = Some(e.to_string());
            }
            self.recent = store.recent();
        }
    }

    /// The recently opened or saved records, newest first.
    pub fn recent(&self) -> &[PathBuf] {
        &self.recent
    }

    /// The files the in-app list offers: the records folder, then the recent files.
    pub fn listed(&self) -> Vec<PathBuf> {
        let Some(store) = &self.store else {
            return Vec::new();
        };
        let mut files = store.list_records();
        for path in store.recent() {
            if !files.contains(&path) {
                files.push(path);
            }
        }
        files
    }
}

/// The "Resume unfinished game" button of the picker.
pub fn resume_button(ui: &mut egui::Ui, tr: &Tr, offer: &ResumeOffer, out: &mut Vec<Command>) {
    ui.vertical_centered(|ui| {
        ui.add_space(8.0);
        let label = tr.s("files-resume");
        let detail = tr.a(
            "files-resume-detail",
            &[
                (
                    "game",
                    Arg::Text(super::describe::game_title(tr, offer.game)),
                ),
                ("count", Arg::Num(offer.actions as i64)),
            ],
        );
        if ui.button(label).on_hover_text(&detail).clicked() {
            out.push(Command::Resume);
        }
        ui.label(detail);
    });
}

/// The message banner (errors, where a game was saved), with a button to close it.
pub fn message_bar(ui: &mut egui::Ui, tr: &Tr, message: &str, out: &mut Vec<Command>) {
    egui::Panel::bottom("files-message").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(message);
            if ui.button(tr.s("files-dismiss")).clicked() {
                out.push(Command::DismissMessage);
            }
        });
    });
}

/// The app's own list of records (when the system offers no file dialog).
pub fn open_list(ctx: &egui::Context, tr: &Tr, files: &[PathBuf], out: &mut Vec<Command>) {
    let mut open = true;
    egui::Window::new(tr.s("files-open-title"))
        .id(egui::Id::unique("files-open-window"))
        .open(&mut open)
        .collapsible(false)
        .default_size([480.0, 360.0])
        .show(ctx, |ui| {
            if files.is_empty() {
                ui.label(tr.s("files-none"));
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                for path in files {
                    let name = path.display().to_string();
                    if ui.button(name).clicked() {
                        out.push(Command::OpenFile(path.clone()));
                    }
                }
            });
        });
    if !open {
        out.push(Command::ShowOpenList(false));
    }
}

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
            if ui
                .button(name)
                .on_hover_text(path.display().to_string())
                .clicked()
            {
                out.push(Command::OpenFile(path.clone()));
                ui.close();
            }
        }
    });
}
