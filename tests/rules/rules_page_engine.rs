//! The rules pages say what the engine does: random games of every rule set under its default
//! options emit no rule reference that is missing from the game's page, and every rule on a
//! page is reached, by random play or, for the rare ones random play does not reach, by the
//! constructed positions of `tests/data/rules_reached.txt`. Under each other option value,
//! fewer random games check that the engine's declaration of the rules it applies
//! ([`inkomo::rules::applied`]) holds there too: that is what the pages' option blocks show.

use std::collections::BTreeSet;

use inkomo::rules::applied::applied;
use inkomo::rules::mancala::isolo;
use inkomo::rules::options::SPECS;
use inkomo::rules::{ActionList, Game, GameId, Options};
use inkomo::rules_page::page;
use inkomo::selfplay::Rng;

/// Random games per rule set under its defaults.
const GAMES: u32 = 400;

/// Random games per rule set and other option value.
const GAMES_PER_VALUE: u32 = 60;

/// Actions after which a random game is left (mancala games can run long; the rules have no
/// draw).
const LIMIT: usize = 3_000;

const CASES: &str = include_str!("../data/rules_reached.txt");

/// The rule ids the effects of `games` random games of `game` under `options` carry.
fn emitted(game: GameId, options: Options, games: u32, seed: u64) -> BTreeSet<&'static str> {
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    let mut ids = BTreeSet::new();
    for _ in 0..games {
        let mut g = Game::new(game, options);
        let mut actions = 0;
        while !g.is_over() && actions < LIMIT {
            g.legal_actions_into(&mut list);
            if list.is_empty() {
                break;
            }
            let action = list[rng.below(list.len())];
            let effects = g.apply(action).expect("a legal action applies");
            ids.extend(effects.iter().map(|e| e.rule.id));
            actions += 1;
        }
    }
    ids
}

/// The rule ids the constructed cases of `game` reach, each case played from its position
/// under the defaults and required to reach the rule it names.
fn constructed(game: GameId) -> BTreeSet<&'static str> {
    let mut ids = BTreeSet::new();
    for (n, line) in CASES.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let [id, position, moves, expect] = fields[..] else {
            panic!("line {}: not GAME ; POSITION ; MOVES ; RULE", n + 1);
        };
        if id != game.as_str() {
            continue;
        }
        let options = Options::defaults(game);
        let mut g = if position == "start" {
            Game::new(game, options)
        } else {
            Game::from_position(game, options, position)
                .unwrap_or_else(|e| panic!("line {}: {e}", n + 1))
        };
        let mut here = BTreeSet::new();
        for token in moves.split_whitespace() {
            let action = g
                .parse_action(token)
                .unwrap_or_else(|e| panic!("line {}: {token}: {e}", n + 1));
            let effects = g
                .apply(action)
                .unwrap_or_else(|e| panic!("line {}: {token}: {e:?}", n + 1));
            here.extend(effects.iter().map(|e| e.rule.id));
        }
        assert!(
            here.contains(expect),
            "line {}: {expect} not reached ({here:?})",
            n + 1
        );
        ids.extend(here);
    }
    if game == GameId::IsoloBoys {
        // The boys' start position is the end of their traditional preparation, which the
        // engine plays seed by seed for the lessons.
        for step in 2..=5 {
            ids.extend(isolo::preparation_effects(step).iter().map(|e| e.rule.id));
        }
        let start = Game::with_defaults(GameId::IsoloBoys);
        assert_eq!(
            start.mancala().map(|m| *m.pits()),
            Some(isolo::preparation_pits(isolo::PREPARATION_STEPS))
        );
    }
    ids
}

#[test]
fn every_rule_the_engine_applies_by_default_is_on_the_page_and_no_other() {
    for (i, game) in GameId::ALL.into_iter().enumerate() {
        let on_page: BTreeSet<&str> = page(game).sections().map(|s| s.rule).collect();
        let random = emitted(game, Options::defaults(game), GAMES, 18 + i as u64);
        for id in &random {
            assert!(
                on_page.contains(id),
                "{}: the engine applied {id}, which its rules page does not show",
                game.as_str()
            );
        }
        let mut reached = random.clone();
        reached.extend(constructed(game));
        for id in &on_page {
            assert!(
                reached.contains(id),
                "{}: the page shows {id}, which neither random play nor a constructed case reaches",
                game.as_str()
            );
        }
        let rare: Vec<&&str> = on_page.difference(&random).collect();
        println!(
            "{}: reached only by constructed cases: {rare:?}",
            game.as_str()
        );
    }
}

#[test]
fn under_every_other_option_value_the_engine_applies_only_what_it_declares() {
    for (i, game) in GameId::ALL.into_iter().enumerate() {
        for spec in SPECS.iter().filter(|s| s.applies_to(game)) {
            for choice in &spec.choices[1..] {
                let mut options = Options::defaults(game);
                options.set(spec.name, choice.value).unwrap();
                let declared: BTreeSet<&str> =
                    applied(game, &options).iter().map(|a| a.rule.id).collect();
                for id in emitted(game, options, GAMES_PER_VALUE, 7 + i as u64) {
                    assert!(
                        declared.contains(id),
                        "{} {}={}: the engine applied {id}, which it does not declare",
                        game.as_str(),
                        spec.name,
                        choice.value
                    );
                }
            }
        }
    }
}
