//! Endgame table look-ups: one position's value (index with symmetries + a byte), and a
//! whole verdict (every legal action tried on the engine, each result looked up).
//!
//! The tables are K = 4 of Isizulu, built at the start (a few seconds); the look-up cost
//! does not depend on K beyond the cache.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use inkomo::rules::{Game, GameId, Options};
use inkomo::selfplay::Rng;
use inkomo::tables::{Probe, Tables};

/// Random disjoint token sets of `w` and `b` points on `points` points.
fn random_sets(rng: &mut Rng, points: usize, w: usize, b: usize) -> (u32, u32) {
    let mut taken = 0u32;
    let mut pick = |count: usize| {
        let mut set = 0u32;
        while (set.count_ones() as usize) < count {
            let p = rng.below(points);
            if taken & 1 << p == 0 {
                taken |= 1 << p;
                set |= 1 << p;
            }
        }
        set
    };
    let a = pick(w);
    let b = pick(b);
    (a, b)
}

fn lookups(c: &mut Criterion) {
    let id = GameId::Isizulu;
    let tables = Tables::build(id, 4, &mut |_, _| true).expect("builds");
    let mut rng = Rng::new(7);
    let sets: Vec<(u32, u32)> = (0..1024)
        .map(|i| random_sets(&mut rng, 24, 3 + i % 2, 3 + (i / 2) % 2))
        .collect();
    let mut group = c.benchmark_group("tables");
    group.throughput(Throughput::Elements(sets.len() as u64));
    group.bench_function("value_isizulu_k4", |b| {
        b.iter(|| {
            let mut n = 0u32;
            for &(m, o) in &sets {
                n += u32::from(tables.value(black_box(m), black_box(o)).is_some());
            }
            n
        })
    });
    group.finish();

    let games: Vec<Game> = sets
        .iter()
        .take(64)
        .filter_map(|&(m, o)| {
            let board: String = (0..24)
                .map(|p| match (m >> p & 1, o >> p & 1) {
                    (1, _) => 'X',
                    (_, 1) => 'O',
                    _ => '.',
                })
                .collect();
            let text = format!(
                "{board} X hand:0,0 lost:{},{} move",
                12 - m.count_ones(),
                12 - o.count_ones()
            );
            Game::from_position(id, Options::defaults(id), &text)
                .ok()
                .filter(|g| !g.is_over())
        })
        .collect();
    let probe = Probe::new(&tables);
    let mut group = c.benchmark_group("tables");
    group.throughput(Throughput::Elements(games.len() as u64));
    group.bench_function("verdict_isizulu_k4", |b| {
        b.iter(|| {
            games
                .iter()
                .filter(|g| probe.verdict(black_box(g)).is_some())
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, lookups);
criterion_main!(benches);
