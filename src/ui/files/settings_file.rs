//! The app's settings in a file of their own, `settings.ron` in the data folder, written
//! like the records ([`crate::guard::write_atomic`]: temp file, flush, rename, folder flush)
//! and read through the guard ([`crate::guard::read_text`]).
//!
//! eframe's own persistence truncated the file and then wrote it from a thread, so a kill
//! in between left an empty file and the settings silently reset. Here a kill leaves the
//! old file or the new one. A file that cannot be read (damaged, a pipe, a device, too
//! large) is moved aside as `settings.damaged.ron`, the defaults are used, and the app says
//! so once ([`LoadedSettings::damaged`]). A file in eframe's format (earlier versions) is
//! read as it is and written in this format at the next change.
//!
//! ```ron
//! (format: 1, settings: (language: En, speed: Normal, zoom: 1.0, ...))
//! ```

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::guard::{self, Kind};
use crate::text::echo;
use crate::ui::panels::settings::{STORAGE_KEY, Settings};

/// The settings file format this build writes and the newest it reads.
pub const FORMAT: u64 = 1;

/// How many characters of a parser's message a damage report quotes.
const REASON_CHARS: usize = 200;

/// The settings as stored.
#[derive(Serialize, Deserialize)]
struct SettingsData {
    format: u64,
    settings: Settings,
}

/// A settings file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damaged {
    /// The settings file.
    pub path: PathBuf,
    /// Where it was kept (`None` if it could not be moved: then it is replaced at the next
    /// change, as it cannot be read anyway).
    pub aside: Option<PathBuf>,
    /// Why it could not be read, cleaned and cut for the screen.
    pub reason: String,
}

/// What [`SettingsFile::load`] found.
#[derive(Clone, Debug)]
pub struct LoadedSettings {
    /// The settings to use (the first start's when there is no readable file).
    pub settings: Settings,
    /// The file that could not be read, if one could not.
    pub damaged: Option<Damaged>,
}

/// The settings file of a data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsFile {
    path: PathBuf,
}

impl SettingsFile {
    /// The settings file at `path`.
    pub fn at(path: impl Into<PathBuf>) -> SettingsFile {
        SettingsFile { path: path.into() }
    }

    /// The settings file of the data folder ([`crate::record::settings_path`]).
    pub fn open_default() -> Option<SettingsFile> {
        crate::record::settings_path().map(SettingsFile::at)
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the settings. Never fails and never waits: a missing file gives the first
    /// start's settings; an unreadable one is moved aside (see [`Damaged`]).
    pub fn load(&self) -> LoadedSettings {
        let reason = match guard::read_text(&self.path, Kind::Settings) {
            Err(e) if e.is_missing() => None,
            Err(e) => Some(e.to_string()),
            Ok(text) => match parse(&text) {
                Ok(settings) => {
                    return LoadedSettings {
                        settings,
                        damaged: None,
                    };
                }
                Err(reason) => Some(reason),
            },
        };
        LoadedSettings {
            settings: Settings::first_start(),
            damaged: reason.map(|reason| Damaged {
                path: self.path.clone(),
                aside: self.move_aside(),
                reason: echo(&reason).limit(REASON_CHARS).to_string(),
            }),
        }
    }

    /// Renames the unreadable file to `settings.damaged.ron` (or `settings.damaged-2.ron`,
    /// ...): the rename moves a symlink itself, never what it points to.
    fn move_aside(&self) -> Option<PathBuf> {
        let stem = self.path.file_stem()?.to_str()?.to_string();
        let mut n = 1;
        let mut aside = self.path.with_file_name(format!("{stem}.damaged.ron"));
        while aside.symlink_metadata().is_ok() {
            n += 1;
            aside = self.path.with_file_name(format!("{stem}.damaged-{n}.ron"));
        }
        std::fs::rename(&self.path, &aside).ok().map(|()| aside)
    }

    /// Writes `settings` atomically, creating the data folder if needed.
    ///
    /// # Errors
    ///
    /// The system's error, naming the file (see [`crate::guard::explain`]).
    pub fn save(&self, settings: &Settings) -> io::Result<()> {
        if let Some(dir) = self.path.parent() {
            crate::guard::create_dir(dir)?;
        }
        guard::write_atomic(&self.path, to_ron(settings).as_bytes())
    }
}

/// The settings as the file's RON text.
pub fn to_ron(settings: &Settings) -> String {
    let data = SettingsData {
        format: FORMAT,
        settings: settings.clone(),
    };
    ron::ser::to_string_pretty(&data, ron::ser::PrettyConfig::default())
        .unwrap_or_else(|_| format!("(format: {FORMAT}, settings: ())"))
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_recursion_limit(crate::record::NESTING_LIMIT)
}

/// Reads settings from the file's text: this format, else eframe's (a map from keys to
/// RON texts, as earlier versions wrote it).
///
/// # Errors
///
/// Why the text is not settings (the parser's message, or a newer format).
pub fn parse(text: &str) -> Result<Settings, String> {
    let options = ron_options();
    match options.from_str::<SettingsData>(text) {
        Ok(data) if data.format > FORMAT => Err(format!(
            "format {} was made by a newer Inkomo (this one reads {FORMAT})",
            data.format
        )),
        Ok(data) => Ok(data.settings),
        Err(e) => {
            if let Ok(map) = options.from_str::<HashMap<String, String>>(text)
                && let Some(inner) = map.get(STORAGE_KEY)
                && let Ok(settings) = options.from_str::<Settings>(inner)
            {
                return Ok(settings);
            }
            Err(crate::record::ron_message(text, e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_back_and_the_old_format_is_read() {
        let settings = Settings {
            zoom: 1.5,
            flipped: true,
            ..Settings::default()
        };
        assert_eq!(parse(&to_ron(&settings)), Ok(settings.clone()));
        let inner = ron::to_string(&settings).unwrap();
        let old = ron::to_string(&HashMap::from([(STORAGE_KEY.to_string(), inner)])).unwrap();
        assert_eq!(parse(&old), Ok(settings));
    }

    #[test]
    fn a_damaged_text_says_why_without_programmers_advice() {
        let e = parse("(format: 1, settings: (r#zoom: 2.0").unwrap_err();
        assert!(!e.contains("raw identifier"), "{e}");
        assert!(parse("").is_err());
        assert!(
            parse("(format: 9, settings: ())")
                .unwrap_err()
                .contains("newer")
        );
    }
}
