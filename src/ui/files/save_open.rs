//! Save, Save as and Open: the system's file dialog first; the app's own Save as and Open
//! windows when it does not answer; and a file dropped on the window.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::i18n::{Arg, Tr};
use crate::record::{load_bytes, save_atomic};
use crate::ui::board::session::Session;
use crate::ui::command::FileRequest;
use crate::ui::files::error_text;
use crate::ui::files::open_window::{OpenWindow, expand_home, unreadable};
use crate::ui::files::save_as::SaveAsForm;
use crate::ui::panels::notice::Message;

use super::{Files, now};

/// A system dialog that comes back empty sooner than this was not shown to anybody.
const NOBODY_ANSWERS: Duration = Duration::from_millis(300);

/// What a system file dialog gave.
enum Asked {
    /// The user chose this file.
    Chosen(PathBuf),
    /// The user closed the dialog.
    Cancelled,
    /// There is no dialog (turned off, or it could not be shown).
    Unavailable,
}

impl Files {
    /// Asks the system's dialog through `ask`; an answer sooner than [`NOBODY_ANSWERS`] with
    /// no file means it could not be shown, and the app's own windows are used from then on.
    fn system_dialog(&mut self, ask: impl FnOnce() -> Option<PathBuf>) -> Asked {
        if !self.dialogs {
            return Asked::Unavailable;
        }
        let asked = Instant::now();
        match ask() {
            Some(path) => Asked::Chosen(path),
            None if asked.elapsed() < NOBODY_ANSWERS => {
                self.dialogs = false;
                Asked::Unavailable
            }
            None => Asked::Cancelled,
        }
    }

    /// Saves the game to its file, or asks where (Save as, or Save of a game with no file
    /// yet). Without a system dialog, Save writes a new file in the records folder and Save
    /// as opens the app's own window.
    pub fn save(&mut self, tr: &Tr, session: &Session, save_as: bool) {
        // A failed write is said in the banner (see `write`).
        if !save_as && let Some(path) = self.path.clone() {
            let _ = self.write(tr, session, &path);
            return;
        }
        match self.ask_save_path(session) {
            Asked::Chosen(path) => {
                let _ = self.write(tr, session, &path);
            }
            Asked::Cancelled => {}
            Asked::Unavailable if save_as => {
                let base = self.suggested_name(session);
                self.save_as = Some(self.new_save_as_form(&base));
            }
            Asked::Unavailable => {
                let Some(path) = self
                    .store
                    .as_ref()
                    .map(|s| s.new_record_path(session.game_id(), &self.started_or_now()))
                else {
                    self.say(tr.s("files-no-place"));
                    return;
                };
                let _ = self.write(tr, session, &path);
            }
        }
    }

    /// The app's own Save as window on the default folder, with a name made of `base` that
    /// no file there has yet, so that the suggestion replaces nothing.
    fn new_save_as_form(&self, base: &str) -> SaveAsForm {
        let folder = self.default_folder();
        let mut name = base.to_string();
        let mut n = 2;
        while let Some(folder) = &folder
            && folder
                .join(format!("{name}.ron"))
                .symlink_metadata()
                .is_ok()
        {
            name = format!("{base}-{n}");
            n += 1;
        }
        SaveAsForm::new(name, folder.as_deref())
    }

    /// Saves a game that starts from a position set up in the position editor and has no
    /// action yet, as a record with that start: always asks where (Save as). The file does
    /// not become the file of the game shown, which Save goes on saving where it did.
    pub fn save_setup(&mut self, tr: &Tr, session: Session) {
        match self.ask_save_path(&session) {
            Asked::Chosen(path) => {
                let _ = self.write_to(tr, &session, &path, false);
            }
            Asked::Cancelled => {}
            Asked::Unavailable => {
                let base = format!("{}-position", session.game_id().as_str());
                self.save_as = Some(self.new_save_as_form(&base));
                self.setup_to_save = Some(Box::new(session));
            }
        }
    }

    /// A file name for the game (without `.ron`): the rule set and when it began.
    fn suggested_name(&self, session: &Session) -> String {
        let stamp: String = self
            .started_or_now()
            .chars()
            .take(16)
            .map(|c| if c.is_ascii_digit() { c } else { '-' })
            .collect();
        format!("{}-{}", session.game_id().as_str(), stamp.trim_matches('-'))
    }

    /// Writes the game to `path` (its folder made if needed) atomically, which becomes the
    /// game's file; says where it went, or why it could not (in the banner, and given back
    /// for the Save as window).
    fn write(&mut self, tr: &Tr, session: &Session, path: &Path) -> Result<(), String> {
        self.write_to(tr, session, path, true)
    }

    /// [`Files::write`]; `adopt`: the file becomes the file of the game shown (not for a
    /// position set up in the editor, which is not that game).
    fn write_to(
        &mut self,
        tr: &Tr,
        session: &Session,
        path: &Path,
        adopt: bool,
    ) -> Result<(), String> {
        let record = if adopt {
            self.record(session)
        } else {
            // A set-up begins when it is saved.
            let dates = crate::record::Dates {
                started: now(),
                saved: now(),
            };
            Some(crate::record::Record::from_history(
                session.history(),
                self.players(session),
                dates,
            ))
        };
        let Some(record) = record else {
            return Ok(());
        };
        let result = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| save_atomic(path, &record));
        match result {
            Ok(()) => {
                self.note_recent(tr, path);
                self.message = Some(Message::notice(tr.a(
                    "files-saved",
                    &[("file", Arg::Text(path.display().to_string()))],
                )));
                self.last_folder = path.parent().map(Path::to_path_buf);
                if adopt {
                    self.path = Some(path.to_path_buf());
                }
                Ok(())
            }
            Err(e) => {
                let text = tr.a(
                    "files-save-failed",
                    &[
                        ("file", Arg::Text(path.display().to_string())),
                        ("reason", Arg::Text(error_text::io_error(tr, &e))),
                    ],
                );
                self.say(text.clone());
                Err(text)
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

    fn ask_save_path(&mut self, session: &Session) -> Asked {
        let mut dialog = rfd::FileDialog::new()
            .add_filter("Inkomo", &["ron"])
            .set_file_name(format!("{}.ron", self.suggested_name(session)));
        if let Some(folder) = self.default_folder() {
            dialog = dialog.set_directory(folder);
        }
        self.system_dialog(|| dialog.save_file())
    }

    /// Asks for a file to open. Returns the opened game, or `None`: cancelled, or the app's
    /// own Open window is shown when the system's dialog does not answer.
    pub fn open(&mut self, tr: &Tr) -> Option<Session> {
        let mut dialog = rfd::FileDialog::new().add_filter("Inkomo", &["ron"]);
        if let Some(folder) = self.open_folder() {
            dialog = dialog.set_directory(folder);
        }
        match self.system_dialog(|| dialog.pick_file()) {
            Asked::Chosen(path) => self.open_path(tr, &path),
            Asked::Cancelled => None,
            Asked::Unavailable => {
                self.show_open_list(tr, true);
                None
            }
        }
    }

    /// Carries out a request of the app's own file windows, or opens a dropped file.
    pub(super) fn file_request(
        &mut self,
        tr: &Tr,
        request: FileRequest,
        session: Option<&Session>,
    ) -> Option<Session> {
        match request {
            FileRequest::SaveAsWrite { overwrite } => {
                self.save_as_write(tr, session, overwrite);
                None
            }
            FileRequest::SaveAsCancel => {
                self.save_as = None;
                self.setup_to_save = None;
                None
            }
            FileRequest::Browse(path) => self.browse(tr, &path),
            FileRequest::Dropped(path, bytes) => self.dropped(tr, &path, bytes),
        }
    }

    /// Writes the game where the Save as window says (the position set up in the editor,
    /// if the window is for it; else `session`, the game shown), unless the name cannot be
    /// used or a file is there and the user has not agreed to replace it.
    fn save_as_write(&mut self, tr: &Tr, session: Option<&Session>, overwrite: bool) {
        let Some(form) = &mut self.save_as else {
            return;
        };
        let path = match form.target() {
            Ok(path) => path,
            Err(problem) => {
                form.problem = Some(problem.text(tr));
                return;
            }
        };
        if path.symlink_metadata().is_ok() && !(overwrite && form.replace.as_ref() == Some(&path)) {
            form.replace = Some(path);
            return;
        }
        let setup = self.setup_to_save.take();
        let (session, adopt) = match (&setup, session) {
            (Some(setup), _) => (setup.as_ref(), false),
            (None, Some(session)) => (session, true),
            (None, None) => return,
        };
        let written = self.write_to(tr, session, &path, adopt);
        if written.is_err() {
            // Kept for the next try, with another folder or name.
            self.setup_to_save = setup;
        }
        match written {
            Ok(()) => self.save_as = None,
            Err(text) => {
                // Said in the window, where the folder or name can be changed.
                self.message = None;
                if let Some(form) = &mut self.save_as {
                    form.problem = Some(text);
                    form.replace = None;
                }
            }
        }
    }

    /// The Open window's path entry: a folder is listed, a file is opened; a path that
    /// cannot be read is said in the window, naming it and why.
    fn browse(&mut self, tr: &Tr, typed: &Path) -> Option<Session> {
        let mut path = expand_home(&typed.to_string_lossy());
        if path.is_relative()
            && let Some(window) = &self.open_window
        {
            path = window.folder.join(path);
        }
        match std::fs::metadata(&path) {
            Err(e) => {
                self.window_problem(unreadable(tr, &path, &e));
                None
            }
            Ok(meta) if meta.is_dir() => {
                self.list_folder(tr, &path);
                None
            }
            Ok(_) => self.open_path(tr, &path),
        }
    }

    /// Lists `folder` in the Open window (opened if it is not).
    fn list_folder(&mut self, tr: &Tr, folder: &Path) {
        let recent = self.recent.clone();
        let library = self.library_dir();
        let window = self
            .open_window
            .get_or_insert_with(|| OpenWindow::at(tr, folder.to_path_buf(), &recent, library));
        if let Err(e) = window.list(folder, &recent) {
            window.problem = Some(unreadable(tr, folder, &e));
        }
    }

    /// Says `text` in the Open window, or in the banner if the window is not open.
    fn window_problem(&mut self, text: String) {
        match &mut self.open_window {
            Some(window) => window.problem = Some(text),
            None => self.say(text),
        }
    }

    /// A file dropped on the window: a record opens as with Open, a folder is listed in the
    /// Open window, anything else is refused with a word. `bytes`: the file's content when
    /// its path cannot be read.
    fn dropped(&mut self, tr: &Tr, path: &Path, bytes: Option<Vec<u8>>) -> Option<Session> {
        if std::fs::metadata(path).is_ok_and(|m| m.is_dir()) {
            self.list_folder(tr, path);
            return None;
        }
        let is_record = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("ron"));
        if !is_record {
            self.say(tr.a(
                "files-drop-not-record",
                &[("file", Arg::Text(path.display().to_string()))],
            ));
            return None;
        }
        match bytes {
            Some(bytes) if path.symlink_metadata().is_err() => {
                self.opened(tr, path, load_bytes(&bytes), false)
            }
            _ => self.open_path(tr, path),
        }
    }
}
