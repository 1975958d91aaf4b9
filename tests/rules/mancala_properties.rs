//! Property tests of the mancala engine through the public `Game` API: seeded random games
//! for every rule set with the default options and again with each option at each of its
//! other values.
//!
//! Every game: no panic, 64 seeds on the board after every action, an outcome at the end (a
//! game that reaches the action limit is counted and must not happen), the position text
//! round-trips (sampled), and replaying the action list from the start, with effects, reaches
//! the same position and outcome. (The engine's two boards are compared with each other, with
//! and without effects, action by action, by the unit test
//! `rules::mancala::engine::tests::both_boards_and_both_sinks_play_alike`.)

use inkomo::rules::options::SPECS;
use inkomo::rules::{Action, ActionList, Game, GameId, Options};
use inkomo::selfplay::Rng;

/// Games per option set.
const GAMES: u32 = 10_000;

/// An action limit far above any finished game seen (random games average 16 to 160 actions).
const LIMIT: usize = 20_000;

/// Igisoro with `min_seeds=1` loses only with an empty side, which random play rarely brings
/// about: most of its random games go on without end (the rules have no draw). They are
/// stopped at this many actions and reported, not failed.
const LIMIT_ENDLESS_GAMES: usize = 1_000;

/// Every option set to test: the defaults, then each option at each non-default value.
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

fn seeds(game: &Game) -> u32 {
    game.mancala()
        .unwrap()
        .pits()
        .iter()
        .map(|&n| u32::from(n))
        .sum()
}

/// Plays the option sets of `id`; returns (games, actions) played.
fn check_rule_set(id: GameId, seed: u64) -> (u64, u64) {
    let mut played = (0, 0);
    for (name, options) in option_sets(id) {
        let mut rng = Rng::new(seed);
        let mut list = ActionList::new();
        let start = Game::new(id, options);
        let mut unfinished = 0;
        let mut lengths = 0u64;
        let open_ended = id == GameId::Igisoro && name == "min_seeds=1";
        let limit = if open_ended {
            LIMIT_ENDLESS_GAMES
        } else {
            LIMIT
        };
        for g in 0..GAMES {
            let mut game = start.clone();
            let mut actions: Vec<Action> = Vec::new();
            let sample = g.is_multiple_of(50);
            while game.outcome().is_none() && actions.len() < limit {
                game.legal_actions_into(&mut list);
                assert!(
                    !list.is_empty(),
                    "{id} {name} game {g}: no legal action but no outcome at {}",
                    game.position()
                );
                let action = list[rng.below(list.len())];
                let before = game.position();
                game.apply_quiet(action)
                    .unwrap_or_else(|e| panic!("{id} {name} game {g}: {e} at {before}"));
                actions.push(action);
                assert_eq!(seeds(&game), 64, "{id} {name} game {g} after {action}");
                if sample || actions.len().is_multiple_of(61) {
                    let text = game.position();
                    let again = Game::from_position(id, options, &text)
                        .unwrap_or_else(|e| panic!("{id} {name}: {text}: {e}"));
                    assert_eq!(again.position(), text, "{id} {name}: round trip");
                    assert_eq!(
                        again.mancala().unwrap().hash(),
                        game.mancala().unwrap().hash(),
                        "{id} {name}: hash of {text}"
                    );
                    assert_eq!(again.outcome(), game.outcome(), "{id} {name}: {text}");
                }
            }
            if game.outcome().is_none() {
                unfinished += 1;
                // Unfinished games still replay to the same position.
                let mut replay = start.clone();
                for action in &actions {
                    replay.apply_quiet(*action).unwrap();
                }
                assert_eq!(replay.position(), game.position(), "{id} {name} game {g}");
                continue;
            }
            lengths += actions.len() as u64;
            // Replay, with effects in sampled games, quietly in the others.
            let mut replay = start.clone();
            for (k, action) in actions.iter().enumerate() {
                let result = if sample {
                    replay.apply(*action).map(|_| ())
                } else {
                    replay.apply_quiet(*action)
                };
                result.unwrap_or_else(|e| panic!("{id} {name} game {g}: replay {k}: {e}"));
            }
            assert_eq!(replay.position(), game.position(), "{id} {name} game {g}");
            assert_eq!(replay.outcome(), game.outcome(), "{id} {name} game {g}");
        }
        let finished = u64::from(GAMES) - unfinished;
        eprintln!(
            "{id} {name}: {finished} of {GAMES} games won, mean {:.1} actions; {unfinished} stopped at {limit} actions",
            lengths as f64 / finished.max(1) as f64
        );
        if !open_ended {
            assert_eq!(unfinished, 0, "{id} {name}: games over {limit} actions");
        }
        played.0 += u64::from(GAMES);
        played.1 += lengths;
    }
    played
}

#[test]
fn isolo_women_random_games() {
    let (games, actions) = check_rule_set(GameId::IsoloWomen, 11);
    assert!(games >= 6 * u64::from(GAMES) && actions > games);
}

#[test]
fn isolo_boys_random_games() {
    let (games, actions) = check_rule_set(GameId::IsoloBoys, 12);
    assert!(games >= 7 * u64::from(GAMES) && actions > games);
}

#[test]
fn igisoro_random_games() {
    let (games, actions) = check_rule_set(GameId::Igisoro, 13);
    assert!(games >= 14 * u64::from(GAMES) && actions > games);
}

#[test]
fn every_option_value_is_covered() {
    assert_eq!(option_sets(GameId::IsoloWomen).len(), 6);
    assert_eq!(option_sets(GameId::IsoloBoys).len(), 7);
    assert_eq!(option_sets(GameId::Igisoro).len(), 14);
}
