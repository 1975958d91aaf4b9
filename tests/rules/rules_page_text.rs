//! What a reader sees on the rules pages names no project file, no section of one, no source
//! tag and no "dossier": neither the messages of `i18n/*/rulespage.ftl` and `rules.ftl`, nor
//! the citations built from the source table.

use std::path::Path;

use inkomo::rules::GameId;
use inkomo::rules::sources::{Source, cite_list};
use inkomo::rules_page::page;

/// Words no player-facing text may contain (lower case).
const WORDS: [&str; 5] = ["rules.md", "design.md", "dossier", "§", ".ron"];

fn clean(text: &str, place: &str) {
    let lower = text.to_lowercase();
    for word in WORDS {
        assert!(!lower.contains(word), "{place}: '{word}' in {text}");
    }
    // "Evidence 650" is a number in a database, not a place a reader can find; a source's
    // own heading ("summary of the historical evidence") is.
    for (i, _) in lower.match_indices("evidence") {
        let next = lower[i + "evidence".len()..].trim_start().chars().next();
        assert!(
            !next.is_some_and(|c| c.is_ascii_digit()),
            "{place}: an evidence number in {text}"
        );
    }
    for source in Source::ALL {
        assert!(
            !text.contains(source.tag()),
            "{place}: the tag {} in {text}",
            source.tag()
        );
    }
}

#[test]
fn no_rules_page_message_names_a_file_a_dossier_or_a_source_tag() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for locale in ["en", "pt", "es"] {
        for file in ["rulespage.ftl", "rules.ftl"] {
            let path = root.join("i18n").join(locale).join(file);
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                if !line.trim_start().starts_with('#') {
                    clean(line, &format!("{locale}/{file}:{}", n + 1));
                }
            }
        }
    }
}

#[test]
fn the_sources_a_page_cites_read_as_author_title_and_address() {
    for game in GameId::ALL {
        let page = page(game);
        for spec in page.options() {
            for choice in spec.choices {
                clean(&cite_list(choice.cites, ""), spec.name);
            }
        }
        for source in Source::of_game(game) {
            let info = source.info();
            clean(&source.reader(), game.as_str());
            assert!(source.reader().contains(info.title), "{source:?}");
            assert!(info.address.starts_with("https://") || info.address.starts_with("http://"));
        }
    }
}
