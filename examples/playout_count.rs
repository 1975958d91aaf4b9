//! Runs a fixed number of random playouts of one rule set from one seed: a deterministic
//! workload for instruction counts (`valgrind --tool=callgrind`), which do not depend on the
//! machine's load as criterion's times do.
//!
//! `cargo run --release --no-default-features --example playout_count -- GAME [N] [SEED]`

use inkomo::rules::{ActionList, Game, GameId};
use inkomo::selfplay::{Rng, random_playout};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(id) = args
        .first()
        .and_then(|name| GameId::ALL.into_iter().find(|g| g.as_str() == name))
    else {
        let names: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        eprintln!("usage: playout_count GAME [N] [SEED]; GAME is one of {names:?}");
        std::process::exit(2);
    };
    let n: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2000);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(42);
    let start = Game::with_defaults(id);
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    let mut actions = 0u64;
    for _ in 0..n {
        let mut game = start.clone();
        let (_, played) = random_playout(&mut game, &mut rng, &mut list);
        actions += played as u64;
    }
    println!("{} playouts of {}: {actions} actions", n, id.as_str());
}
