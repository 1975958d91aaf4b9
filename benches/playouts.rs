//! Uniformly random playouts per second for each rule set, on one core.
//!
//! Targets (issue 2): ≥ 100,000/s for each morris rule set, ≥ 25,000/s for each mancala rule
//! set. Criterion reports "thrpt" in playouts per second (one element = one playout).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use inkomo::rules::{ActionList, Game, GameId};
use inkomo::selfplay::{Rng, random_playout};

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_playout");
    group.throughput(Throughput::Elements(1));
    for id in GameId::ALL {
        let start = Game::with_defaults(id);
        let mut rng = Rng::new(42);
        let mut list = ActionList::new();
        group.bench_function(id.as_str(), |b| {
            b.iter(|| {
                let mut game = start.clone();
                let (outcome, actions) = random_playout(&mut game, &mut rng, &mut list);
                std::hint::black_box((outcome, actions))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
