//! Loading and verifying a 2,000-action record: read the RON, check the header, replay every
//! action with the rules engine and compare the result (issue 4, item 7). Target: < 20 ms.
//!
//! The record is made at start-up from a seeded "peaceful" game
//! ([`inkomo::selfplay::peaceful_game`]), since random games end long before 2,000 actions.
//! The game is cut at 2,000 actions, so the record is unfinished, every action is replayed
//! and the stored result is compared.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use inkomo::record::{Dates, Players, Record, load_str, to_ron_string};
use inkomo::rules::GameId;
use inkomo::selfplay::peaceful_game;

const ACTIONS: usize = 2_000;

/// The first game of `ids` (seeds 0..50) that lasts [`ACTIONS`] actions, as a record.
fn record_text(ids: &[GameId]) -> Option<(GameId, String)> {
    for seed in 0..50u64 {
        for &id in ids {
            if let Some((start, actions)) = peaceful_game(id, seed, ACTIONS) {
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
