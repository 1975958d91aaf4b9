//! The example records under `assets/games/`: one complete game per rule set, plus BLAC's
//! published sample game (issue 4, item 6). They load clean, reach their stored result and
//! survive a save/load round trip.
//!
//! The generated examples come from `generate_example_games` below (ignored by default):
//! `cargo test --no-default-features --test records record_examples:: -- --ignored` rewrites them.

use crate::record_support;

use inkomo::record::{Dates, Players, Record, load, load_str, to_ron_string};
use inkomo::rules::{Action, Game, GameId, Player};
use inkomo::selfplay::Rng;

fn example_path(id: GameId) -> std::path::PathBuf {
    record_support::root()
        .join("assets/games")
        .join(format!("{}.ron", id.as_str()))
}

#[test]
fn one_complete_game_per_rule_set_loads_clean() {
    for id in GameId::ALL {
        let path = example_path(id);
        let loaded = load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            loaded.is_clean(),
            "{}: {:?} {:?}",
            path.display(),
            loaded.stopped,
            loaded.warnings
        );
        assert_eq!(loaded.id(), id);
        assert!(
            loaded.game.is_over(),
            "{}: not played to its end",
            path.display()
        );
        assert_eq!(loaded.record.options.len(), loaded.options.pairs().len());
    }
}

#[test]
fn every_example_round_trips_through_save_and_load() {
    for path in record_support::example_records() {
        let loaded = load(&path).unwrap();
        let again = Record::from_session(
            &loaded.start,
            &loaded.actions,
            loaded.record.players.clone(),
            loaded.record.dates.clone(),
        )
        .unwrap();
        // The stored grouping by turn is the one Inkomo writes.
        assert_eq!(again.actions, loaded.record.actions, "{}", path.display());
        assert_eq!(again.result, loaded.record.result, "{}", path.display());
        assert_eq!(again.options, loaded.record.options, "{}", path.display());
        let reloaded = load_str(&to_ron_string(&again)).unwrap();
        assert!(reloaded.is_clean());
        assert_eq!(reloaded.actions, loaded.actions);
        assert_eq!(reloaded.game.position(), loaded.game.position());
    }
}

#[test]
fn the_blac_sample_game_replays_as_published() {
    let path = record_support::root().join("assets/games/isizulu-blac-sample.ron");
    let loaded = load(&path).unwrap();
    assert!(
        loaded.is_clean(),
        "{:?} {:?}",
        loaded.stopped,
        loaded.warnings
    );
    assert_eq!(loaded.id(), GameId::Isizulu);
    // 17 placements and Black's three captures (B>14<07, B>21<09, B>13<09).
    assert_eq!(loaded.actions.len(), 20);
    assert_eq!(loaded.replay().turn_count(), 17);
    assert!(!loaded.game.is_over());
    let morris = loaded.game.morris().unwrap();
    assert_eq!(morris.lost(Player::First), 3, "Black is three cows ahead");
    assert_eq!(morris.lost(Player::Second), 0);
    assert_eq!(morris.in_hand(Player::First), 3);
    assert_eq!(morris.in_hand(Player::Second), 4);
    let at = |name: &str| {
        let p = inkomo::rules::morris::parse_point(name, 24).unwrap();
        morris.point(p)
    };
    for white in ["a7", "f6", "b2", "a1", "b6", "g7"] {
        assert_eq!(at(white), Some(Player::First), "{white}");
    }
    for black in ["g1", "d3", "d1", "d2", "c3", "e3", "f2", "a4"] {
        assert_eq!(at(black), Some(Player::Second), "{black}");
    }
    assert_eq!(loaded.game.to_act(), Player::Second);
}

#[test]
fn blac_numbers_give_the_same_game() {
    // The sample in BLAC's own numbers (W>01 B>05 ...), which the notation accepts as well.
    let blac = "01 05 11 22 15 06 07 14 x07 07 23 09 21 x09 09 13 x09 09 08 03";
    let path = record_support::root().join("assets/games/isizulu-blac-sample.ron");
    let loaded = load(&path).unwrap();
    let actions = inkomo::rules::notation::parse_actions(GameId::Isizulu, blac).unwrap();
    assert_eq!(actions, loaded.actions);
}

/// Material of `player` after an action: what a greedy example player maximises.
fn material(game: &Game, player: Player) -> i32 {
    if let Some(outcome) = game.outcome() {
        return match outcome.winner() {
            Some(w) if w == player => 10_000,
            Some(_) => -10_000,
            None => 0,
        };
    }
    if let Some(m) = game.morris() {
        let lost = |p: Player| i32::from(m.lost(p));
        return 10 * (lost(player.other()) - lost(player)) + i32::from(m.removals_due()) * 5;
    }
    let m = game.mancala().unwrap();
    let own: i32 = m.pits()[..16].iter().map(|&n| i32::from(n)).sum();
    if player == Player::First {
        own
    } else {
        64 - own
    }
}

/// A game between two greedy players with some randomness (to keep examples varied).
fn example_game(id: GameId, seed: u64, limit: usize) -> Option<(Game, Vec<Action>)> {
    let start = Game::with_defaults(id);
    let mut game = start.clone();
    let mut rng = Rng::new(seed);
    let mut actions = Vec::new();
    while !game.is_over() {
        if actions.len() >= limit {
            return None;
        }
        let list = game.legal_actions();
        let mover = game.to_act();
        let action = if rng.below(4) == 0 {
            list[rng.below(list.len())]
        } else {
            let mut best = Vec::new();
            let mut best_score = i32::MIN;
            for &a in list.iter() {
                let mut next = game.clone();
                next.apply_quiet(a).unwrap();
                let score = material(&next, mover);
                if score > best_score {
                    best_score = score;
                    best.clear();
                }
                if score == best_score {
                    best.push(a);
                }
            }
            best[rng.below(best.len())]
        };
        game.apply_quiet(action).unwrap();
        actions.push(action);
    }
    Some((start, actions))
}

#[test]
#[ignore = "rewrites assets/games/*.ron; run with --ignored after a rules change"]
fn generate_example_games() {
    for id in GameId::ALL {
        // The longest of fifty games that end within 300 actions: a fuller example.
        let (seed, (start, actions)) = (1..=50)
            .filter_map(|seed| example_game(id, seed, 300).map(|g| (seed, g)))
            .max_by_key(|(seed, (_, actions))| (actions.len(), u64::MAX - seed))
            .expect("a game that ends within 300 actions");
        let players = Players {
            first: "example player (greedy)".into(),
            second: "example player (greedy)".into(),
        };
        let mut record = Record::from_session(&start, &actions, players, Dates::default()).unwrap();
        record.note = format!(
            "Example game: two greedy players with random choices, seed {seed}, generated by \
             tests/records/record_examples.rs (generate_example_games)."
        );
        std::fs::write(example_path(id), to_ron_string(&record)).unwrap();
        println!(
            "{id}: seed {seed}, {} actions, {}",
            actions.len(),
            record.result
        );
    }
}
