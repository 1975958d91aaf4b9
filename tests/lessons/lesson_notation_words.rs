//! A lesson in Portuguese or Spanish names the move list's words as the list shows them in
//! that language: the list translates the Igisoro decisions (`take`, `keep`, `cw`, `ccw`),
//! so a lesson that names them in English teaches a word the learner never sees.

use std::path::Path;

/// The notation's words that the move list shows in the app's language.
const TRANSLATED: &[&str] = &["take", "keep", "cw", "ccw"];

/// The lesson messages of `lang` that name one of [`TRANSLATED`] as a whole word.
fn offenders(lang: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(lang)
        .join("lessons.ftl");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(!text.is_empty(), "{} is read", path.display());
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let (id, body) = line.split_once(" = ")?;
            let word = body
                .split(|c: char| !c.is_alphanumeric())
                .find(|w| TRANSLATED.contains(w))?;
            Some(format!("{id}: '{word}'"))
        })
        .collect()
}

#[test]
fn portuguese_and_spanish_lessons_name_the_move_lists_own_words() {
    for lang in ["pt", "es"] {
        let found = offenders(lang);
        assert!(found.is_empty(), "{lang}: {found:?}");
    }
}

#[test]
fn the_check_finds_an_english_word_where_there_is_one() {
    // English keeps these words: the English lessons must be found, or the check finds nothing.
    assert!(!offenders("en").is_empty());
}
