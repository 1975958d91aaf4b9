//! Search speed: nodes (actions applied) per second per rule set on one core.
//!
//! Each benchmark searches a few positions of one rule set (the start, and positions reached
//! by seeded random play) with a fixed node budget and no clock; criterion reports the
//! throughput in nodes per second ("elem/s").

use std::hint::black_box;
use std::sync::atomic::AtomicBool;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use inkomo::ai::{Engine, Settings};
use inkomo::rules::GameId;

/// Nodes per search.
const NODES: u64 = 100_000;

/// Positions per rule set.
const POSITIONS: usize = 8;

/// CPU time this thread has used, in nanoseconds (Linux), so that the figure printed beside
/// criterion's wall-clock throughput is fair on a machine shared with other work.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn bench(c: &mut Criterion) {
    let never = AtomicBool::new(false);
    let mut group = c.benchmark_group("ai_nodes");
    group.sample_size(10);
    for id in GameId::ALL {
        let plies = if id.family() == inkomo::rules::Family::Morris {
            30
        } else {
            6
        };
        let games = inkomo::selfplay::search_positions(id, plies, POSITIONS);
        let settings = Settings::exact(64, NODES);
        let mut engine = Engine::new(settings);
        // The node count of one pass is fixed (no clock), so the throughput is exact.
        let nodes: u64 = games.iter().map(|g| engine.think(g, 1, &never).nodes).sum();
        if let Some(before) = thread_cpu_ns() {
            let rounds = 3;
            for _ in 0..rounds {
                for g in &games {
                    black_box(engine.think(g, 1, &never));
                }
            }
            if let Some(after) = thread_cpu_ns() {
                let seconds = (after - before) as f64 / 1e9;
                println!(
                    "ai_nodes/{}: {:.2} million nodes per CPU-second ({} nodes per pass)",
                    id,
                    (rounds * nodes) as f64 / seconds / 1e6,
                    nodes
                );
            }
        }
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(id.as_str(), |b| {
            b.iter(|| {
                for g in &games {
                    black_box(engine.think(black_box(g), 1, &never));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
