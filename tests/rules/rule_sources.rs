//! Every rule an effect applies cites its own game's sources, and no player-facing text names
//! a project file, a dossier section or a source tag.
//!
//! 1. Seeded random games of every rule set, with the defaults and with each option at each
//!    of its other values: every effect's citations must be sources of that game (Isolo and
//!    Igisoro have their own, docs/readings.md, Sources). The rule ids seen are counted, so a
//!    walk that sees too little fails.
//! 2. Every option value cites only sources of every game the option applies to.
//! 3. The language files (messages, not comments) and the CLI's `--trace` and `games` output
//!    name no `RULES.md`, "dossier", section sign or source tag.

use std::collections::BTreeSet;
use std::process::Command;

use inkomo::rules::options::SPECS;
use inkomo::rules::sources::Source;
use inkomo::rules::{Action, Effect, Game, GameId, Options};
use inkomo::selfplay::Rng;

/// Random games per option set.
const GAMES: u32 = 40;
/// Actions per game at most (random mancala games average up to about 160).
const LIMIT: usize = 3_000;

fn option_sets(id: GameId) -> Vec<(String, Options)> {
    let mut sets = vec![("defaults".to_string(), Options::defaults(id))];
    for spec in SPECS.iter().filter(|s| s.applies_to(id)) {
        for choice in &spec.choices[1..] {
            let mut options = Options::defaults(id);
            options.set(spec.name, choice.value).unwrap();
            sets.push((format!("{}={}", spec.name, choice.value), options));
        }
    }
    sets
}

/// Whether every citation of `effect` is a source of `id`.
fn check(id: GameId, set: &str, effect: &Effect) -> Result<(), String> {
    let own = Source::of_game(id);
    for cite in effect.rule.cites {
        if !own.contains(&cite.source) {
            return Err(format!(
                "{id} ({set}): effect {effect} (rule {}) cites {}, not a source of this game",
                effect.rule.id,
                cite.source.tag()
            ));
        }
    }
    Ok(())
}

#[test]
fn every_effect_cites_its_own_games_sources() {
    let mut rng = Rng::new(2026);
    for id in GameId::ALL {
        let mut ids = BTreeSet::new();
        let mut effects = 0usize;
        for (set, options) in option_sets(id) {
            for _ in 0..GAMES {
                let mut game = Game::new(id, options);
                let mut actions = 0;
                while !game.is_over() && actions < LIMIT {
                    let legal = game.legal_actions();
                    let action: Action = legal[rng.below(legal.len())];
                    for effect in game.apply(action).unwrap() {
                        check(id, &set, &effect).unwrap_or_else(|e| panic!("{e}"));
                        ids.insert(effect.rule.id);
                        effects += 1;
                    }
                    actions += 1;
                }
            }
        }
        // Each family shows most of its rules in random play (a walk that saw little would
        // prove little).
        assert!(ids.len() >= 8, "{id}: only {ids:?} in {effects} effects");
    }
}

#[test]
fn every_option_value_cites_the_sources_of_its_games() {
    for spec in SPECS {
        for choice in spec.choices {
            for &game in spec.games {
                for cite in choice.cites {
                    assert!(
                        Source::of_game(game).contains(&cite.source),
                        "{}={} cites {} for {game}",
                        spec.name,
                        choice.value,
                        cite.source.tag()
                    );
                }
            }
        }
    }
}

/// What player-facing text must never contain: the project's rules file, the word dossier,
/// section signs, Ludii evidence numbers and file names, and every source tag.
fn forbidden() -> Vec<String> {
    let mut words: Vec<String> = [
        "RULES.md",
        "dossier",
        "dosier",
        "dossiê",
        "§",
        "evidence 650",
        "evidence 1241",
        ".lud ",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    words.extend(Source::ALL.iter().map(|s| s.tag().to_string()));
    words
}

/// The forbidden words in `text` (tags as whole words, so that "MSSA" is found but not a
/// word that merely contains it).
fn offending(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    forbidden()
        .into_iter()
        .filter(|w| {
            let is_tag = w.chars().all(|c| c.is_ascii_uppercase() || c == '-');
            if is_tag {
                text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                    .any(|token| token == w)
            } else {
                lower.contains(&w.to_lowercase())
            }
        })
        .collect()
}

#[test]
fn no_message_names_the_rules_file_a_tag_or_the_dossier() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    let mut bad = Vec::new();
    for locale in std::fs::read_dir(&root).unwrap() {
        let locale = locale.unwrap().path();
        for file in std::fs::read_dir(&locale).unwrap() {
            let file = file.unwrap().path();
            let text = std::fs::read_to_string(&file).unwrap();
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with('#') {
                    continue;
                }
                let found = offending(line);
                if !found.is_empty() {
                    bad.push(format!("{}:{}: {found:?}: {line}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "player-facing messages:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_checker_finds_what_it_must() {
    assert_eq!(offending("see RULES.md §3.1.4"), ["RULES.md", "§"]);
    assert_eq!(offending("BLAC-T B.7"), ["BLAC-T"]);
    assert_eq!(offending("the dossier's reading"), ["dossier"]);
    assert!(offending("BLAC Foundation, E. L. Powe: Tournament Rules, B.7").is_empty());
}

fn inkomo(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "inkomo {args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_cli_trace_and_game_list_name_sources_as_a_reader_knows_them() {
    let traces = [
        ("igisoro", "i5 i5 i8 i6 ndahise ndakubye cw take"),
        ("igisoro", "i4"),
        ("isolo-women", "i1 i1 i2"),
        ("isolo-boys", "o8 o8"),
        ("isizulu", "a7 a4 d7 b4 g7 xa4"),
        ("isisuthu", "d4 c4 e4 b4"),
    ];
    for (game, moves) in traces {
        let out = inkomo(&["play", "--game", game, "--moves", moves, "--trace"]);
        let found = offending(&out);
        assert!(found.is_empty(), "{game} {moves}: {found:?} in\n{out}");
    }
    let out = inkomo(&["play", "--game", "igisoro", "--moves", "i4", "--trace"]);
    assert!(out.contains("Wikinfo: Igisoro"), "{out}");
    assert!(!out.contains("Wikimanqala"), "{out}");
    let out = inkomo(&["games"]);
    let found = offending(&out);
    assert!(found.is_empty(), "inkomo games: {found:?} in\n{out}");
    assert!(out.contains("BLAC Foundation, E. L. Powe"), "{out}");
}

#[test]
fn the_help_texts_name_no_project_file_and_no_source_tag() {
    let mut helps = vec![inkomo(&["--help"])];
    for sub in ["play", "selfplay", "games", "check", "replay", "lesson"] {
        helps.push(inkomo(&[sub, "--help"]));
    }
    for text in helps {
        let mut found = offending(&text);
        // The project's design file and the words a player cannot read.
        for word in ["DESIGN", "source tag"] {
            if text.contains(word) {
                found.push(word.to_string());
            }
        }
        assert!(found.is_empty(), "{found:?} in\n{text}");
    }
}
