//! How long the computer thinks per move in the app, per rule set and level: the same worker
//! thread and the same settings as the app, timed on the wall clock from the request to the
//! answer. The top level must answer within two seconds (issue 5).
//!
//! ```sh
//! cargo run --release --no-default-features --example think_time [LEVEL] [MOVES]
//! ```
//!
//! Each rule set is played from its start, the level against a seeded random player, until
//! the level has answered `MOVES` times (default 10); the slowest and mean answers are
//! printed.

use std::time::{Duration, Instant};

use inkomo::ai::{Level, Worker};
use inkomo::rules::{Game, GameId};
use inkomo::selfplay::Rng;

fn main() {
    let mut args = std::env::args().skip(1);
    let level = match args.next().map(|a| Level::parse(&a)) {
        None => Level::Master,
        Some(Ok(level)) => level,
        Some(Err(e)) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let moves: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    println!("level {level}, {moves} answers per rule set, wall clock from request to answer");
    for id in GameId::ALL {
        let mut game = Game::with_defaults(id);
        let mut rng = Rng::new(7);
        let mut worker = Worker::new();
        let mut times = Vec::new();
        let computer = game.to_act();
        while times.len() < moves && !game.is_over() {
            let action = if game.to_act() == computer {
                let started = Instant::now();
                worker.request(&game, level);
                let answer = loop {
                    if let Some(analysis) = worker.poll_analysis() {
                        break analysis.best;
                    }
                    std::thread::sleep(Duration::from_millis(1));
                };
                times.push(started.elapsed());
                answer
            } else {
                let legal = game.legal_actions();
                (!legal.is_empty()).then(|| legal[rng.below(legal.len())])
            };
            let Some(action) = action else { break };
            if game.apply_quiet(action).is_err() {
                break;
            }
        }
        let max = times.iter().max().copied().unwrap_or_default();
        let total: Duration = times.iter().sum();
        let mean = total / u32::try_from(times.len().max(1)).unwrap_or(1);
        println!(
            "{:<12} answers={:<3} max={:>6.0} ms  mean={:>6.0} ms",
            id.as_str(),
            times.len(),
            max.as_secs_f64() * 1000.0,
            mean.as_secs_f64() * 1000.0
        );
    }
}
