//! Every word of the glossary has its meaning, its spelling and its language's name in every
//! locale, read straight from the Fluent files (no fallback to English can hide a gap).

use std::collections::HashMap;
use std::path::Path;

use inkomo::glossary::ENTRIES;

/// The single-line messages of one locale: id → text.
fn messages(locale: &str) -> HashMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(locale);
    let mut out = HashMap::new();
    let files = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for file in files {
        let path = file
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .path();
        if path.extension().is_none_or(|x| x != "ftl") {
            continue;
        }
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for line in text.lines() {
            if let Some((id, value)) = line.split_once(" = ")
                && !id.starts_with(['#', ' '])
            {
                out.insert(id.to_string(), value.trim().to_string());
            }
        }
    }
    out
}

#[test]
fn every_word_has_a_meaning_in_every_locale() {
    let en = messages("en");
    for locale in ["en", "pt", "es"] {
        let msgs = messages(locale);
        for entry in ENTRIES {
            let meaning = msgs
                .get(&entry.meaning_id())
                .unwrap_or_else(|| panic!("{locale}: no meaning for {}", entry.word));
            assert!(
                meaning.len() > 10,
                "{locale}: {} means {meaning:?}",
                entry.word
            );
            if locale != "en" {
                assert_ne!(
                    Some(meaning),
                    en.get(&entry.meaning_id()),
                    "{locale}: {} is not translated",
                    entry.word
                );
            }
            // The word itself stays as its source spells it, in every language.
            assert_eq!(
                msgs.get(&entry.word_id()).map(String::as_str),
                Some(entry.word),
                "{locale}: {}",
                entry.word_id()
            );
            assert!(
                msgs.contains_key(entry.language.message_id()),
                "{locale}: {}",
                entry.language.message_id()
            );
        }
        for id in [
            "glossary-family-morris",
            "glossary-family-mancala",
            "glossary-origin",
        ] {
            assert!(msgs.contains_key(id), "{locale}: {id}");
        }
    }
}

#[test]
fn every_term_of_the_app_has_its_word_and_meaning_in_every_locale() {
    let en = messages("en");
    for locale in ["en", "pt", "es"] {
        let msgs = messages(locale);
        assert!(msgs.contains_key("glossary-terms"), "{locale}");
        for term in inkomo::glossary::TERMS {
            let word = msgs
                .get(&term.word_id())
                .unwrap_or_else(|| panic!("{locale}: no word for {}", term.key));
            let meaning = msgs
                .get(&term.meaning_id())
                .unwrap_or_else(|| panic!("{locale}: no meaning for {}", term.key));
            assert!(meaning.len() > 20, "{locale}: {word} means {meaning:?}");
            if locale != "en" {
                assert_ne!(
                    Some(meaning),
                    en.get(&term.meaning_id()),
                    "{locale}: {word}"
                );
            }
        }
    }
    // The English terms a learner meets in the lessons and on the rules pages.
    for key in ["overture", "relay", "lap", "reverse-pit", "capture-line"] {
        assert!(
            inkomo::glossary::TERMS.iter().any(|t| t.key == key),
            "{key}"
        );
    }
}
