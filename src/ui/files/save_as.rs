//! What the app's own Save as window holds, for systems whose file dialog does not answer
//! (it is drawn by `files::windows`): a file name (prefilled with the rule set and the date)
//! and a folder (prefilled with the last one used), checked so that a name that cannot be
//! used is refused with why, and the file is named before it is written.

use std::path::{Path, PathBuf};

use crate::i18n::Tr;

/// The longest file name accepted (most file systems allow 255 bytes).
const MAX_NAME_CHARS: usize = 200;

/// What the Save as window holds while it is open.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveAsForm {
    /// The file name as typed (`.ron` is added if it is missing).
    pub name: String,
    /// The folder as typed.
    pub folder: String,
    /// What went wrong with the last try, in words for the user.
    pub problem: Option<String>,
    /// The file the user was asked about replacing (the question is shown while the name
    /// still leads there).
    pub replace: Option<PathBuf>,
}

/// Why a typed name cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// Nothing but spaces.
    Empty,
    /// A path separator, a control character, or a name such as `..`.
    Invalid,
    /// Longer than 200 characters (`MAX_NAME_CHARS`).
    TooLong,
    /// No folder given.
    NoFolder,
}

impl NameProblem {
    /// The problem in words.
    pub fn text(self, tr: &Tr) -> String {
        tr.s(match self {
            NameProblem::Empty => "save-as-name-empty",
            NameProblem::Invalid => "save-as-name-invalid",
            NameProblem::TooLong => "save-as-name-long",
            NameProblem::NoFolder => "save-as-folder-empty",
        })
    }
}

impl SaveAsForm {
    /// A form prefilled with `name` (without `.ron`) and `folder` (none: left empty, for
    /// the user to say).
    pub fn new(name: String, folder: Option<&Path>) -> SaveAsForm {
        SaveAsForm {
            name,
            folder: folder.map(|f| f.display().to_string()).unwrap_or_default(),
            problem: None,
            replace: None,
        }
    }

    /// The file the form names: the folder joined with the name, `.ron` added if missing.
    ///
    /// # Errors
    ///
    /// [`NameProblem`] when the name or the folder cannot be used.
    pub fn target(&self) -> Result<PathBuf, NameProblem> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(NameProblem::Empty);
        }
        let bad = name.contains(['/', '\\'])
            || name.chars().any(char::is_control)
            || name.trim_end_matches('.').is_empty()
            || name.starts_with('.');
        if bad {
            return Err(NameProblem::Invalid);
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(NameProblem::TooLong);
        }
        let folder = self.folder.trim();
        if folder.is_empty() {
            return Err(NameProblem::NoFolder);
        }
        let has_ron = Path::new(name)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("ron"));
        let file = if has_ron {
            name.to_string()
        } else {
            format!("{name}.ron")
        };
        Ok(crate::ui::files::open_window::expand_home(folder).join(file))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(name: &str) -> SaveAsForm {
        SaveAsForm::new(name.to_string(), Some(Path::new("/tmp/games")))
    }

    #[test]
    fn a_name_gets_ron_once() {
        assert_eq!(
            form("isizulu").target(),
            Ok(PathBuf::from("/tmp/games/isizulu.ron"))
        );
        assert_eq!(
            form(" a b.RON ").target(),
            Ok(PathBuf::from("/tmp/games/a b.RON"))
        );
        assert_eq!(
            form("x.txt").target(),
            Ok(PathBuf::from("/tmp/games/x.txt.ron"))
        );
    }

    #[test]
    fn bad_names_are_refused_with_why() {
        assert_eq!(form("  ").target(), Err(NameProblem::Empty));
        for bad in ["a/b", "a\\b", "..", ".", ".hidden", "a\u{7}b"] {
            assert_eq!(form(bad).target(), Err(NameProblem::Invalid), "{bad:?}");
        }
        assert_eq!(form(&"n".repeat(201)).target(), Err(NameProblem::TooLong));
        let mut no_folder = form("game");
        no_folder.folder = " ".into();
        assert_eq!(no_folder.target(), Err(NameProblem::NoFolder));
    }
}
