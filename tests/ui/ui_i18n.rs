//! Every rule the engine can apply has a title and an explanation in every language; every
//! effect can be described without a missing message; the three locales hold the same ids.

#![cfg(feature = "gui")]

use std::collections::BTreeSet;

use inkomo::i18n::{Language, Tr, has_message, missing_ids};
use inkomo::rules::{Game, GameId, Options, options::SPECS};
use inkomo::selfplay::Rng;
use inkomo::ui::board::describe::{effect_line, rule_source, rule_text, rule_title};
use inkomo::ui::board::session::GameSetup;

/// Option sets worth playing: the defaults and every single non-default choice.
fn option_sets(game: GameId) -> Vec<Options> {
    let mut sets = vec![Options::defaults(game)];
    for spec in Options::specs(game) {
        for choice in &spec.choices[1..] {
            let mut o = Options::defaults(game);
            o.set(spec.name, choice.value).unwrap();
            sets.push(o);
        }
    }
    sets
}

#[test]
fn every_rule_the_engine_applies_is_explained_in_every_language() {
    let mut ids = BTreeSet::new();
    let mut effects_seen = 0usize;
    for game in GameId::ALL {
        for (k, options) in option_sets(game).into_iter().enumerate() {
            for seed in 0..12u64 {
                let mut rng = Rng::new(seed * 1_000 + k as u64);
                let mut g = Game::new(game, options);
                let setup = GameSetup {
                    options,
                    ..GameSetup::new(game)
                };
                for _ in 0..600 {
                    if g.is_over() {
                        break;
                    }
                    let legal = g.legal_actions();
                    let a = legal[rng.below(legal.len())];
                    for e in g.apply(a).unwrap() {
                        ids.insert(e.rule.id);
                        effects_seen += 1;
                        if effects_seen.is_multiple_of(7) {
                            for lang in Language::ALL {
                                let tr = Tr::new(lang);
                                let _ = effect_line(&tr, &setup, &e);
                                let _ = rule_source(&tr, &e.rule);
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(ids.len() >= 30, "only {} rule ids seen: {ids:?}", ids.len());
    let mut lacking = Vec::new();
    for id in &ids {
        for key in [format!("rule-{id}"), format!("rule-{id}-title")] {
            if !has_message(&key) {
                lacking.push(key);
            }
        }
    }
    assert!(
        lacking.is_empty(),
        "rule ids without an explanation: {lacking:?}"
    );
    for lang in Language::ALL {
        let tr = Tr::new(lang);
        for id in &ids {
            let rule = inkomo::rules::RuleRef { id, cites: &[] };
            assert!(!rule_title(&tr, &rule).is_empty() && !rule_text(&tr, &rule).is_empty());
        }
    }
    let missing = missing_ids();
    assert!(
        missing.is_empty(),
        "messages looked up but missing: {missing:?}"
    );
}

/// The message ids of one locale folder.
fn ids_of(locale: &str) -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(locale);
    let mut ids = BTreeSet::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            let first = line.chars().next().unwrap_or(' ');
            if (first.is_ascii_alphabetic() || first == '-')
                && let Some((id, _)) = line.split_once('=')
            {
                ids.insert(id.trim().to_string());
            }
        }
    }
    ids
}

#[test]
fn locales_hold_the_same_messages() {
    let en = ids_of("en");
    assert!(en.len() > 300);
    for locale in ["pt", "es"] {
        let other = ids_of(locale);
        let missing: Vec<_> = en.difference(&other).collect();
        let extra: Vec<_> = other.difference(&en).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{locale}: missing {missing:?}, extra {extra:?}"
        );
    }
}

#[test]
fn every_option_value_and_game_has_words() {
    for spec in SPECS {
        assert!(
            has_message(&format!("option-{}", spec.name)),
            "{}",
            spec.name
        );
        for choice in spec.choices {
            let id = format!("value-{}-{}", spec.name, choice.value);
            assert!(has_message(&id), "{id}");
        }
    }
    for entry in inkomo::rules::catalogue() {
        for prefix in ["game", "people", "summary"] {
            let id = format!("{prefix}-{}", entry.id);
            assert!(has_message(&id), "{id}");
        }
    }
    for key in inkomo::ui::panels::glossary::WORDS {
        assert!(
            has_message(&format!("word-{key}")) && has_message(&format!("glossary-{key}")),
            "{key}"
        );
    }
}

#[test]
fn translations_are_translated_and_plain() {
    // A message that reads the same in all three languages is a sign of a forgotten copy.
    let en = Tr::new(Language::En);
    for lang in [Language::Pt, Language::Es] {
        let tr = Tr::new(lang);
        for id in [
            "button-undo",
            "panel-log",
            "rule-relay",
            "rule-ilobolo",
            "glossary-ndakubye",
        ] {
            assert_ne!(tr.s(id), en.s(id), "{id} in {lang:?}");
        }
        let text = tr.a(
            "pit-label",
            &[("pit", "S-i3".into()), ("count", 1u8.into())],
        );
        assert!(!text.contains('\u{2068}'), "{text}");
    }
}

#[test]
fn settings_survive_a_round_trip() {
    let settings = inkomo::ui::Settings {
        language: Language::Es,
        speed: inkomo::ui::board::animation::Speed::Quadruple,
        show_legal: false,
        flipped: true,
        last_folder: Some("/tmp/games".into()),
        ..inkomo::ui::Settings::default()
    };
    let text = ron::to_string(&settings).unwrap();
    let back: inkomo::ui::Settings = ron::from_str(&text).unwrap();
    assert_eq!(back, settings);
    // Older files without newer fields still load, with defaults for the rest.
    let partial: inkomo::ui::Settings = ron::from_str("(language: Pt)").unwrap();
    assert_eq!(partial.language, Language::Pt);
    assert!(partial.show_last);
}
