//! The balanced opening the Isolo new-game dialog offers instead of the traditional start:
//! the traditional starts are decided by force (what the dialog tells the players), and the
//! opening is legal, open (no forced result within the arena's balance depth), the same for
//! the same seed, and kept by a saved record as its start position.

use std::sync::atomic::AtomicBool;

use inkomo::ai::arena::{BALANCE_DEPTH, balanced_opening, forced_result, is_open};
use inkomo::ai::{Engine, Level};
use inkomo::record::{Dates, Players, Record, load_str, to_ron_string};
use inkomo::rules::mancala::Pit;
use inkomo::rules::{Game, GameId, Options};
use inkomo::selfplay::Rng;

const ISOLO: [GameId; 2] = [GameId::IsoloWomen, GameId::IsoloBoys];

#[test]
fn the_traditional_isolo_starts_are_forced_wins_for_the_first_player() {
    // The women's game: South wins within his first three turns (five plies).
    let mut budget = 10_000_000;
    let women = Game::with_defaults(GameId::IsoloWomen);
    assert_eq!(forced_result(&women, 5, &mut budget), Some(true));
    assert!(!is_open(&women));
    // The boys' game: the win lies deeper (within eight of South's turns), beyond plain
    // minimax; the search proves it (a won score is a line to a finished game for every
    // answer of North).
    let boys = Game::with_defaults(GameId::IsoloBoys);
    let mut engine = Engine::new(Level::Master.arena_settings_for(GameId::IsoloBoys));
    let analysis = engine.think(&boys, 1, &AtomicBool::new(false));
    assert!(analysis.is_win(), "{analysis:?}");
}

#[test]
fn only_isolo_offers_a_balanced_opening() {
    for id in GameId::ALL {
        let opening = balanced_opening(id, Options::defaults(id), 1);
        assert_eq!(opening.is_some(), ISOLO.contains(&id), "{id:?}");
    }
}

#[test]
fn a_balanced_opening_is_legal_open_and_not_the_traditional_start() {
    for id in ISOLO {
        let options = Options::defaults(id);
        let traditional = Game::new(id, options).position();
        for seed in 0..6u64 {
            let game = balanced_opening(id, options, seed).unwrap();
            let text = game.position();
            assert_ne!(text, traditional, "{id:?} seed {seed}");
            assert!(!game.is_over(), "{id:?} seed {seed}");
            assert!(!game.legal_actions().is_empty(), "{id:?} seed {seed}");
            // Balanced as the arena defines it: no forced result within its depth.
            let mut budget = 1_000_000;
            assert_eq!(
                forced_result(&game, BALANCE_DEPTH, &mut budget),
                None,
                "{id:?} seed {seed}: {text}"
            );
            // Its position text reads back as the same game, with every seed still there.
            let back = Game::from_position(id, options, &text).unwrap();
            assert_eq!(back.position(), text);
            let seeds: u32 = Pit::all()
                .map(|pit| u32::from(back.mancala().unwrap().seeds(pit)))
                .sum();
            assert_eq!(seeds, 64, "{id:?} seed {seed}");
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_opening_and_seeds_differ() {
    for id in ISOLO {
        let options = Options::defaults(id);
        let mut seen = std::collections::HashSet::new();
        for seed in 0..6u64 {
            let a = balanced_opening(id, options, seed).unwrap().position();
            let b = balanced_opening(id, options, seed).unwrap().position();
            assert_eq!(a, b, "{id:?} seed {seed}");
            seen.insert(a);
        }
        assert!(seen.len() > 1, "{id:?}: every seed gave the same opening");
    }
}

#[test]
fn a_saved_record_keeps_the_opening_as_its_start() {
    for id in ISOLO {
        let start = balanced_opening(id, Options::defaults(id), 7).unwrap();
        // A few moves from the opening.
        let mut game = start.clone();
        let mut rng = Rng::new(3);
        let mut actions = Vec::new();
        while actions.len() < 6 && !game.is_over() {
            let legal = game.legal_actions();
            let a = legal[rng.below(legal.len())];
            game.apply_quiet(a).unwrap();
            actions.push(a);
        }
        let players = Players {
            first: "Amahle".into(),
            second: "computer level 3".into(),
        };
        let record = Record::from_session(&start, &actions, players, Dates::default()).unwrap();
        assert_eq!(record.start.as_deref(), Some(start.position().as_str()));
        let loaded = load_str(&to_ron_string(&record)).unwrap();
        assert!(loaded.is_clean(), "{id:?}");
        assert_eq!(loaded.start.position(), start.position());
        assert_eq!(loaded.actions, actions);
        assert_eq!(loaded.game.position(), game.position());
    }
}
