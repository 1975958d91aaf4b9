//! Long records at 10,000, 40,000 and 100,000 actions (issue 24): load and verify each (what
//! `inkomo check` does), and replay it end to end (every action redone with its effects).
//! Both should grow linearly with the length.
//!
//! The records are seeded "peaceful" Isizulu games (no removal, so the repetition memory
//! holds the whole movement phase). They are read from the directory named by
//! `INKOMO_LONG_RECORDS`, as `isizulu-N.ron` written by
//! `cargo run --release --no-default-features --example long_record -- N DIR/isizulu-N.ron`,
//! so that builds of different versions measure the very same files; a missing file is made
//! here with the same generator. Peak memory per length: run `inkomo check` on the files
//! under `/usr/bin/time -v`.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use inkomo::record::{Dates, Players, Record, load_str, to_ron_string};
use inkomo::rules::GameId;
use inkomo::selfplay::peaceful_game;

const LENGTHS: [usize; 3] = [10_000, 40_000, 100_000];

/// The record text of a peaceful Isizulu game of `length` actions.
fn record_text(length: usize) -> String {
    let dir = std::env::var_os("INKOMO_LONG_RECORDS").map(PathBuf::from);
    if let Some(dir) = &dir
        && let Ok(text) = std::fs::read_to_string(dir.join(format!("isizulu-{length}.ron")))
    {
        return text;
    }
    let id = GameId::Isizulu;
    let (start, actions) = (0..50)
        .find_map(|seed| peaceful_game(id, seed, length))
        .expect("a peaceful game that long");
    let players = Players {
        first: "peaceful".into(),
        second: "peaceful".into(),
    };
    let record = Record::from_session(&start, &actions, players, Dates::default())
        .expect("the actions were played legally");
    to_ron_string(&record)
}

fn long_records(c: &mut Criterion) {
    let mut group = c.benchmark_group("long_record");
    group.sample_size(10);
    for length in LENGTHS {
        let text = record_text(length);
        let loaded = load_str(&text).expect("the record loads");
        assert!(loaded.is_clean() && loaded.actions.len() == length);
        eprintln!(
            "long_record: {length} actions, history {:.2} MB on the heap",
            loaded.history.heap_bytes() as f64 / 1e6
        );
        group.throughput(Throughput::Elements(length as u64));
        group.bench_function(format!("check/{length}"), |b| {
            b.iter(|| load_str(black_box(&text)).map(|l| l.actions.len()))
        });
        group.bench_function(format!("replay/{length}"), |b| {
            let mut history = loaded.history.clone();
            b.iter(|| {
                history.jump(0);
                let mut effects = 0;
                while let Some(e) = history.redo() {
                    effects += e.len();
                }
                effects
            })
        });
    }
    group.finish();
}

criterion_group!(benches, long_records);
criterion_main!(benches);
