//! Loading and verifying a 2,000-action record: read the RON, check the header, replay every
//! action with the rules engine and compare the result (issue 4, item 7). Target: < 20 ms.
//!
//! The record is made at start-up. Random games end long before 2,000 actions (captures,
//! repetition), so both players here play "peacefully": they avoid actions that end the game,
//! earn a removal or repeat a position, choosing at random among the rest (seeded). The game
//! is cut at 2,000 actions, so the record is unfinished, every action is replayed and the
//! stored result is compared.

use std::collections::HashSet;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use inkomo::record::{Dates, Players, Record, load_str, to_ron_string};
use inkomo::rules::{Action, Game, GameId};
use inkomo::selfplay::Rng;

const ACTIONS: usize = 2_000;

/// A seeded peaceful game of `id` cut at [`ACTIONS`] actions, if it lasts that long.
fn long_game(id: GameId, seed: u64) -> Option<(Game, Vec<Action>)> {
    let start = Game::with_defaults(id);
    let mut game = start.clone();
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut actions = Vec::with_capacity(ACTIONS);
    let mut best = Vec::new();
    while actions.len() < ACTIONS {
        let list = game.legal_actions();
        if list.is_empty() {
            return None;
        }
        // Lower is better: 0 quiet and new, 1 repeats a position, 2 earns a removal, 3 ends.
        let mut best_cost = u8::MAX;
        best.clear();
        for &action in list.iter() {
            let mut next = game.clone();
            next.apply_quiet(action).ok()?;
            let cost = if next.is_over() {
                3
            } else if next.morris().is_some_and(|m| m.removals_due() > 0) {
                2
            } else if seen.contains(&next.position()) {
                1
            } else {
                0
            };
            if cost < best_cost {
                best_cost = cost;
                best.clear();
            }
            if cost == best_cost {
                best.push(action);
            }
        }
        let action = best[rng.below(best.len())];
        game.apply_quiet(action).ok()?;
        seen.insert(game.position());
        actions.push(action);
    }
    Some((start, actions))
}

/// The first game of `ids` (seeds 0..50) that lasts [`ACTIONS`] actions, as a record.
fn record_text(ids: &[GameId]) -> Option<(GameId, String)> {
    for seed in 0..50u64 {
        for &id in ids {
            if let Some((start, actions)) = long_game(id, seed) {
                let record = Record::from_session(
                    &start,
                    &actions,
                    Players {
                        first: "bench".into(),
                        second: "bench".into(),
                    },
                    Dates::default(),
                )
                .expect("the actions were played legally");
                return Some((id, to_ron_string(&record)));
            }
        }
    }
    None
}

fn record_load(c: &mut Criterion) {
    let morris = [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe];
    let mancala = [GameId::Igisoro, GameId::IsoloWomen, GameId::IsoloBoys];
    let (id, text) = record_text(&morris).expect("a morris game of 2,000 actions");
    bench_text(c, id, &text);
    // Mancala games capture too often to last 2,000 actions even played peacefully; measure
    // one if a seed makes it.
    match record_text(&mancala) {
        Some((id, text)) => bench_text(c, id, &text),
        None => eprintln!("record_load: no mancala game of {ACTIONS} actions found"),
    }
}

fn bench_text(c: &mut Criterion, id: GameId, text: &str) {
    let loaded = load_str(text).expect("the record loads");
    assert!(loaded.is_clean() && loaded.actions.len() == ACTIONS);
    eprintln!(
        "record_load: {id}, {ACTIONS} actions, {} bytes of RON",
        text.len()
    );
    c.bench_function(&format!("load_verify_{ACTIONS}_actions_{id}"), |b| {
        b.iter(|| load_str(black_box(text)).map(|l| l.actions.len()))
    });
}

criterion_group!(benches, record_load);
criterion_main!(benches);
