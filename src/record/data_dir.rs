//! The one place that decides where Inkomo keeps what it writes: the games library, the old
//! autosave, the recent files and the app's settings. `INKOMO_DATA_DIR` moves all of it, so a
//! portable install or a test keeps to one folder.

use std::ffi::OsString;
use std::path::PathBuf;

/// The environment variable that points Inkomo at another data folder.
pub(crate) const DATA_DIR_VAR: &str = "INKOMO_DATA_DIR";

/// The name of the settings file in the data folder (for the app's settings storage).
pub(crate) const SETTINGS_FILE: &str = "settings.ron";

/// The system's data folder for Inkomo (e.g. `~/.local/share/inkomo` on Linux), if the
/// system has a home folder. [`data_dir`] is what to use; this ignores `INKOMO_DATA_DIR`.
pub fn system_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "inkomo").map(|d| d.data_dir().to_path_buf())
}

/// The data folder given by `var` (the value of [`DATA_DIR_VAR`]), else the system's. An
/// empty value counts as unset. A relative path is taken from the current folder, so that
/// the app does not change folders when it changes its working directory.
pub(crate) fn data_dir_from(var: Option<OsString>) -> Option<PathBuf> {
    match var {
        Some(dir) if !dir.is_empty() => {
            let dir = PathBuf::from(dir);
            Some(std::path::absolute(&dir).unwrap_or(dir))
        }
        _ => system_data_dir(),
    }
}

/// The data folder: `INKOMO_DATA_DIR` if set and not empty, else the system's data folder
/// for Inkomo; `None` if neither is known (then nothing is kept).
pub fn data_dir() -> Option<PathBuf> {
    data_dir_from(std::env::var_os(DATA_DIR_VAR))
}

/// Where the app's settings are kept: `settings.ron` in [`data_dir`].
pub fn settings_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join(SETTINGS_FILE))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_decides_and_empty_means_unset() {
        let dir = data_dir_from(Some("/tmp/inkomo-portable".into()));
        assert_eq!(dir, Some(PathBuf::from("/tmp/inkomo-portable")));
        assert_eq!(data_dir_from(Some(OsString::new())), system_data_dir());
        assert_eq!(data_dir_from(None), system_data_dir());
        let relative = data_dir_from(Some("portable-data".into())).unwrap();
        assert!(relative.is_absolute() && relative.ends_with("portable-data"));
    }
}
