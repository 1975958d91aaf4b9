//! Runs fixed searches of one rule set: the positions and node budget of `benches/ai_nodes.rs`
//! (the start and positions after seeded random play, 100,000 nodes each, no clock). A
//! deterministic workload for instruction counts (`valgrind --tool=callgrind`), beside
//! `playout_count` for playouts.
//!
//! `cargo run --release --no-default-features --example search_count -- GAME [NODES] [POSITIONS]`

use std::sync::atomic::AtomicBool;

use inkomo::ai::{Engine, Settings};
use inkomo::rules::{Family, GameId};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(id) = args
        .first()
        .and_then(|name| GameId::ALL.into_iter().find(|g| g.as_str() == name))
    else {
        let names: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        eprintln!("usage: search_count GAME [NODES] [POSITIONS]; GAME is one of {names:?}");
        std::process::exit(2);
    };
    let budget: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let count: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(8);
    let plies = if id.family() == Family::Morris { 30 } else { 6 };
    // The positions of benches/ai_nodes.rs: the start, then seeded random play.
    let games = inkomo::selfplay::search_positions(id, plies, count);
    let never = AtomicBool::new(false);
    let mut engine = Engine::new(Settings::exact(64, budget));
    let nodes: u64 = games.iter().map(|g| engine.think(g, 1, &never).nodes).sum();
    println!("{} searches of {}: {nodes} nodes", games.len(), id.as_str());
}
