//! The app's words in English, Portuguese and Spanish (docs/architecture.md, I18n).
//!
//! Messages live in Fluent files under `i18n/<locale>/*.ftl` and are embedded in the binary.
//! A message missing from a language falls back to English; a message missing everywhere
//! shows its id (never a blank) and is remembered, so tests can fail on it
//! ([`missing_ids`]). Unicode isolation marks are turned off: the app's labels are compared
//! as plain text by the UI tests and read by screen readers.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid, static_loader};
use serde::{Deserialize, Serialize};

static_loader! {
    static LOCALES = {
        locales: "./i18n",
        fallback_language: "en",
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language the app is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Language {
    /// English.
    #[default]
    En,
    /// Portuguese.
    Pt,
    /// Spanish.
    Es,
}

impl Language {
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 3] = [Language::En, Language::Pt, Language::Es];

    /// The locale code (`en`, `pt`, `es`), as the folders under `i18n/` are named.
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Pt => "pt",
            Language::Es => "es",
        }
    }

    /// The language for a system locale such as `pt-BR` or `es_ES.UTF-8` (English otherwise).
    pub fn from_locale(locale: &str) -> Language {
        let lower = locale.to_ascii_lowercase();
        if lower.starts_with("pt") {
            Language::Pt
        } else if lower.starts_with("es") {
            Language::Es
        } else {
            Language::En
        }
    }

    /// The language of the system, for the first start.
    pub fn system() -> Language {
        sys_locale::get_locale()
            .map(|l| Language::from_locale(&l))
            .unwrap_or_default()
    }

    fn langid(self) -> LanguageIdentifier {
        match self {
            Language::En => langid!("en"),
            Language::Pt => langid!("pt"),
            Language::Es => langid!("es"),
        }
    }
}

/// An argument of a message: text or a number (numbers select plural forms).
#[derive(Clone, Debug)]
pub enum Arg {
    /// Text, e.g. a pit name.
    Text(String),
    /// A number, e.g. a seed count.
    Num(i64),
    /// A name with its grammatical kind: `("player", Arg::Name { .. })` gives a message both
    /// `$player` (the text) and `$player_kind` (the kind). Languages whose verbs agree with
    /// the name select on the kind: the colour names of the morris games are plural nouns
    /// in Portuguese and Spanish ("as claras jogam"), a person's name is singular.
    Name {
        /// The name as shown.
        text: String,
        /// What the name is, e.g. `dark`, `light`, `side`, `person`, `computer`.
        kind: &'static str,
    },
}

impl Arg {
    /// A name of the given kind (see [`Arg::Name`]).
    pub fn name(text: impl Into<String>, kind: &'static str) -> Arg {
        Arg::Name {
            text: text.into(),
            kind,
        }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Num(i64::from(n))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(n as i64)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Num(n)
    }
}

/// Message ids looked up but found in no language (a defect; tests check it stays empty).
static MISSING: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());

thread_local! {
    /// Plain messages are looked up many times per frame; formatting them once is enough.
    static PLAIN_CACHE: RefCell<HashMap<(Language, String), String>> = RefCell::new(HashMap::new());
}

/// The ids that were looked up and found in no language, sorted.
pub fn missing_ids() -> Vec<String> {
    MISSING
        .lock()
        .map(|m| m.iter().cloned().collect())
        .unwrap_or_default()
}

/// Whether `id` exists in English (the reference language).
pub fn has_message(id: &str) -> bool {
    LOCALES.try_lookup(&Language::En.langid(), id).is_some()
}

/// A translator for one language: the app holds one and passes it to every view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tr {
    /// The language in use.
    pub lang: Language,
}

impl Tr {
    /// A translator for `lang`.
    pub fn new(lang: Language) -> Tr {
        Tr { lang }
    }

    /// The message `id` without arguments.
    pub fn s(&self, id: &str) -> String {
        let key = (self.lang, id.to_string());
        if let Some(hit) = PLAIN_CACHE.with(|c| c.borrow().get(&key).cloned()) {
            return hit;
        }
        let text = self.lookup(id, None);
        PLAIN_CACHE.with(|c| c.borrow_mut().insert(key, text.clone()));
        text
    }

    /// The message `id` with named arguments.
    pub fn a(&self, id: &str, args: &[(&'static str, Arg)]) -> String {
        let mut map: HashMap<Cow<'static, str>, FluentValue> = HashMap::new();
        for (name, arg) in args {
            match arg {
                Arg::Text(t) => {
                    map.insert(Cow::Borrowed(*name), FluentValue::from(t.clone()));
                }
                Arg::Num(n) => {
                    map.insert(Cow::Borrowed(*name), FluentValue::from(*n));
                }
                Arg::Name { text, kind } => {
                    map.insert(Cow::Borrowed(*name), FluentValue::from(text.clone()));
                    map.insert(Cow::Owned(format!("{name}_kind")), FluentValue::from(*kind));
                }
            }
        }
        self.lookup(id, Some(&map))
    }

    /// The message `id` if it exists in any language.
    pub fn try_s(&self, id: &str) -> Option<String> {
        LOCALES.try_lookup(&self.lang.langid(), id)
    }

    fn lookup(&self, id: &str, args: Option<&HashMap<Cow<'static, str>, FluentValue>>) -> String {
        match LOCALES.try_lookup_complete(&self.lang.langid(), id, args) {
            Some(text) => text,
            None => {
                if let Ok(mut missing) = MISSING.lock() {
                    missing.insert(id.to_string());
                }
                id.to_string()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_map_to_languages() {
        assert_eq!(Language::from_locale("pt-BR"), Language::Pt);
        assert_eq!(Language::from_locale("es_ES.UTF-8"), Language::Es);
        assert_eq!(Language::from_locale("de-DE"), Language::En);
    }

    #[test]
    fn portuguese_reads_zero_as_plural() {
        // The bundle is `pt`, whose plural rule counts 0 as "one" (Brazilian usage); the texts
        // are European Portuguese, where 0 takes the plural: every plural message says so
        // with a `[0]` variant.
        let tr = Tr::new(Language::Pt);
        let picked = |n: u8| tr.a("learn-picked", &[("count", n.into())]);
        assert_eq!(picked(0), "0 escolhidas");
        assert_eq!(picked(1), "1 escolhida");
        assert_eq!(picked(2), "2 escolhidas");
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n/pt");
        let mut checked = 0;
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
            let lines: Vec<&str> = text.lines().collect();
            for (i, line) in lines.iter().enumerate() {
                if line.trim_start().starts_with("[one]") {
                    checked += 1;
                    let before = i.checked_sub(1).map(|j| lines[j].trim_start());
                    assert!(
                        before.is_some_and(|b| b.starts_with("[0]")),
                        "{}:{}: a plural without its [0] variant",
                        entry.path().display(),
                        i + 1
                    );
                }
            }
        }
        assert!(
            checked > 0,
            "no plural message was found in {}",
            dir.display()
        );
    }

    #[test]
    fn messages_have_no_isolation_marks_and_fall_back() {
        let tr = Tr::new(Language::Pt);
        let text = tr.a(
            "pit-label",
            &[("pit", "S-i3".into()), ("count", 4u8.into())],
        );
        assert!(
            !text.contains('\u{2068}') && !text.contains('\u{2069}'),
            "{text}"
        );
        assert!(text.contains("S-i3"), "{text}");
        // A name passes its kind along, for the languages whose verbs agree with it.
        let passed = |lang, name: &str, kind| {
            Tr::new(lang).a("effect-passed", &[("player", Arg::name(name, kind))])
        };
        assert_eq!(
            passed(Language::Pt, "Claras", "light"),
            "As claras não se podem mover e passam."
        );
        assert_eq!(
            passed(Language::Pt, "Ana", "person"),
            "Ana não se pode mover e passa."
        );
        assert_eq!(
            passed(Language::Es, "Oscuras", "dark"),
            "Las oscuras no pueden mover y pasan."
        );
        assert_eq!(
            passed(Language::En, "Dark", "dark"),
            "Dark cannot move and passes."
        );
        let missing = Tr::new(Language::Es).s("no-such-message-anywhere");
        assert_eq!(missing, "no-such-message-anywhere");
        assert!(missing_ids().contains(&"no-such-message-anywhere".to_string()));
    }
}
