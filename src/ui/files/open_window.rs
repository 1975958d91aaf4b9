//! What the app's own Open window holds, for systems whose file dialog does not answer (it
//! is drawn by `files::windows`): the folder listed, with each record's rule set, players,
//! date and moves read as the library reads its games (a damaged file listed with why), its
//! subfolders, the recent files kept elsewhere, the games library one click away, and a path
//! typed to reach any folder or file.
//!
//! The listing is read when the window opens or changes folder, never at every frame.

use std::io;
use std::path::{Path, PathBuf};

use crate::i18n::{Arg, Tr};
use crate::record::{Entry, describe_file, list_folder};

/// The most record files of one folder read and listed (the newest).
pub const MAX_FILES: usize = 200;

/// The most subfolders listed.
const MAX_FOLDERS: usize = 100;

/// The Open window's state.
#[derive(Clone, Debug)]
pub struct OpenWindow {
    /// The folder listed.
    pub folder: PathBuf,
    /// The path entry as typed (a folder to list or a file to open).
    pub typed: String,
    /// The records of the folder, newest first.
    pub games: Vec<Entry>,
    /// The folder's subfolders, by name.
    pub folders: Vec<PathBuf>,
    /// The recent files that are not in the folder.
    pub recent: Vec<Entry>,
    /// Why the last path could not be listed, in words for the user.
    pub problem: Option<String>,
    /// The games library's folder, one click away (none: the app keeps no library).
    pub library: Option<PathBuf>,
}

/// A typed path with a leading `~` read as the home folder.
pub fn expand_home(text: &str) -> PathBuf {
    let home = || directories::UserDirs::new().map(|u| u.home_dir().to_path_buf());
    if text == "~" {
        if let Some(home) = home() {
            return home;
        }
    } else if let Some(rest) = text.strip_prefix("~/")
        && let Some(home) = home()
    {
        return home.join(rest);
    }
    PathBuf::from(text)
}

/// The message for a path that cannot be read.
pub fn unreadable(tr: &Tr, path: &Path, e: &io::Error) -> String {
    tr.a(
        "open-path-failed",
        &[
            ("path", Arg::Text(path.display().to_string())),
            (
                "reason",
                Arg::Text(crate::ui::files::error_text::io_error(tr, e)),
            ),
        ],
    )
}

/// The subfolders of `dir` that are not hidden, by name.
fn subfolders(dir: &Path) -> Vec<PathBuf> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut folders: Vec<PathBuf> = read
        .flatten()
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| e.path())
        .collect();
    folders.sort();
    folders.truncate(MAX_FOLDERS);
    folders
}

impl OpenWindow {
    /// The window on `folder` (a folder not made yet lists as empty), with the `recent`
    /// files kept elsewhere and the games library's folder (`library`) a click away.
    pub fn at(
        tr: &Tr,
        folder: PathBuf,
        recent: &[PathBuf],
        library: Option<PathBuf>,
    ) -> OpenWindow {
        let mut window = OpenWindow {
            typed: folder.display().to_string(),
            folder: folder.clone(),
            games: Vec::new(),
            folders: Vec::new(),
            recent: Vec::new(),
            problem: None,
            library,
        };
        match window.list(&folder, recent) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => {
                window.problem = Some(unreadable(tr, &folder, &e));
            }
            _ => {}
        }
        window
    }

    /// Lists `folder` instead; if it cannot be read the listing stays as it was.
    ///
    /// # Errors
    ///
    /// The system's error when the folder cannot be read.
    pub fn list(&mut self, folder: &Path, recent: &[PathBuf]) -> io::Result<()> {
        let games = list_folder(folder, MAX_FILES)?;
        self.folders = subfolders(folder);
        self.games = games;
        self.folder = folder.to_path_buf();
        self.typed = folder.display().to_string();
        self.problem = None;
        self.recent = recent
            .iter()
            .filter(|p| p.parent() != Some(folder) && p.symlink_metadata().is_ok())
            .filter_map(|p| describe_file(p))
            .collect();
        Ok(())
    }
}
