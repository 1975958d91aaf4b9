//! A 40,000-action game (issue 10): load and verify its record, replay it end to end and
//! jump to any action. Targets: under 200 MB peak memory, under 50 ms per jump.
//!
//! The game is a seeded "peaceful" Isizulu game (see `inkomo::selfplay::peaceful_game`), so
//! no removal ever clears the repetition memory: the case where positions kept per action
//! would cost memory in the square of the game's length. The peak resident memory of the
//! process (Linux `VmHWM`) is printed before and after the measurements.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use inkomo::record::{Dates, Players, Record, load_str, to_ron_string};
use inkomo::rules::GameId;
use inkomo::selfplay::{Rng, peaceful_game};

const ACTIONS: usize = 40_000;

/// The peak resident memory of this process so far, in MB (Linux; `None` elsewhere).
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn report(stage: &str) {
    match peak_mb() {
        Some(mb) => eprintln!("history: peak memory {stage}: {mb:.1} MB"),
        None => eprintln!("history: peak memory {stage}: not available on this system"),
    }
}

fn history(c: &mut Criterion) {
    let id = GameId::Isizulu;
    let (start, actions) = (0..50)
        .find_map(|seed| peaceful_game(id, seed, ACTIONS))
        .expect("a peaceful game of 40,000 actions");
    let players = Players {
        first: "bench".into(),
        second: "bench".into(),
    };
    let record = Record::from_session(&start, &actions, players, Dates::default())
        .expect("the actions were played legally");
    let text = to_ron_string(&record);
    drop((start, actions, record));
    report("after making the record");

    let loaded = load_str(&text).expect("the record loads");
    assert!(loaded.is_clean() && loaded.actions.len() == ACTIONS);
    eprintln!(
        "history: {id}, {ACTIONS} actions, {} bytes of RON, history {:.1} MB on the heap",
        text.len(),
        loaded.history.heap_bytes() as f64 / 1e6
    );
    report("after loading");

    let mut group = c.benchmark_group("history_40000");
    group.sample_size(10);
    group.bench_function("load_verify", |b| {
        b.iter(|| load_str(black_box(&text)).map(|l| l.actions.len()))
    });
    group.bench_function("replay_end_to_end", |b| {
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
    group.bench_function("jump_to_any_action", |b| {
        let mut history = loaded.history.clone();
        let mut rng = Rng::new(1);
        b.iter(|| {
            history.jump(rng.below(ACTIONS + 1));
            black_box(history.game().to_act())
        })
    });
    group.bench_function("effects_of_any_action", |b| {
        let history = loaded.history.clone();
        let mut rng = Rng::new(2);
        b.iter(|| history.effects(rng.below(ACTIONS)).len())
    });
    group.finish();
    report("after the measurements");
}

criterion_group!(benches, history);
criterion_main!(benches);
