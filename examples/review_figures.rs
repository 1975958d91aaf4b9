//! The review's figures: how long a review takes, and how often the search's mark of a turn
//! is the mark the endgame tables give it.
//!
//! `cargo run --release --no-default-features --example review_figures [GAMES] [NODES] [LEVEL,LEVEL]`
//!
//! For each morris rule set it plays GAMES games (default 6) between two computer levels
//! (default strong against strong; seats alternating, deterministic), keeps those that reach an
//! endgame of at most four tokens a side, and reviews each twice at NODES per position
//! (default: the app's): with the tables (K = 4, built once in memory) and by search alone.
//! For every turn the tables judged, it compares the two marks. Then it reviews the example
//! records of `assets/games/` and prints seconds per 100 turns.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use inkomo::ai::review::{self, Mark, ReviewSettings, Source, worker::reaches_tables};
use inkomo::ai::{self, Level};
use inkomo::rules::{Action, Game, GameId};
use inkomo::tables::{self, Tables};

/// A game between the two levels (the first one moves first when `seed` is even), at most
/// 400 actions.
fn play(id: GameId, seed: u64, pair: [Level; 2]) -> (Game, Vec<Action>) {
    let start = Game::with_defaults(id);
    let mut game = start.clone();
    let mut actions = Vec::new();
    let cancel = AtomicBool::new(false);
    let levels = if seed.is_multiple_of(2) {
        pair
    } else {
        [pair[1], pair[0]]
    };
    while !game.is_over() && actions.len() < 400 {
        let level = levels[game.to_act().index()];
        let settings = level.arena_settings_for(id);
        let step = seed.wrapping_mul(1_000) + actions.len() as u64;
        let Some(action) = ai::analyse(&game, &settings, step, &cancel).best else {
            break;
        };
        if game.apply(action).is_err() {
            break;
        }
        actions.push(action);
    }
    (start, actions)
}

/// A coarse class of a mark: fine (best, good), doubtful (inaccuracy), bad (mistake,
/// blunder).
fn class(mark: Mark) -> u8 {
    match mark {
        Mark::Best | Mark::Good => 0,
        Mark::Inaccuracy => 1,
        Mark::Mistake | Mark::Blunder => 2,
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    let settings = ReviewSettings {
        nodes: args
            .next()
            .and_then(|a| a.parse().ok())
            .unwrap_or(review::DEFAULT_NODES),
    };
    let pair = args
        .next()
        .and_then(|a| {
            let (x, y) = a.split_once(',')?;
            Some([Level::parse(x).ok()?, Level::parse(y).ok()?])
        })
        .unwrap_or([Level::Strong, Level::Strong]);
    let cancel = AtomicBool::new(false);
    let (mut judged, mut same, mut same_class) = (0usize, 0usize, 0usize);
    // matrix[table's mark][search's mark]
    let mut matrix = [[0usize; 5]; 5];
    for id in tables::GAMES {
        let Ok(t) = Tables::build(id, 4, &mut |_, _| true) else {
            eprintln!("{id}: the tables could not be built");
            continue;
        };
        let (mut kept, mut turns, mut seconds) = (0, 0, 0.0);
        for seed in 0..games {
            let (start, actions) = play(id, seed, pair);
            if !reaches_tables(&start, &actions, 4) {
                continue;
            }
            let begun = Instant::now();
            let exact = review::review(
                &start,
                &actions,
                Some(&t),
                settings,
                &cancel,
                &mut |_, _| {},
            );
            seconds += begun.elapsed().as_secs_f64();
            let searched =
                review::review(&start, &actions, None, settings, &cancel, &mut |_, _| {});
            let (Some(exact), Some(searched)) = (exact, searched) else {
                continue;
            };
            kept += 1;
            turns += exact.turns.len();
            for (e, s) in exact.turns.iter().zip(&searched.turns) {
                if e.source == Source::Tables {
                    judged += 1;
                    same += usize::from(e.mark == s.mark);
                    same_class += usize::from(class(e.mark) == class(s.mark));
                    matrix[e.mark as usize][s.mark as usize] += 1;
                }
            }
        }
        println!(
            "{id}: {kept} of {games} games reached the tables; {turns} turns reviewed in {seconds:.1} s with the tables"
        );
    }
    let share = |n: usize| 100.0 * n as f64 / judged.max(1) as f64;
    println!(
        "tables judged {judged} turns: the search gave the same mark to {same} ({:.0}%), the same class (fine, doubtful, bad) to {same_class} ({:.0}%)",
        share(same),
        share(same_class)
    );
    println!(
        "rows: the tables' mark; columns: the search's (best good inaccuracy mistake blunder)"
    );
    for (mark, row) in Mark::ALL.iter().zip(matrix) {
        println!("{:>10} {row:?}", mark.as_str());
    }
    for id in GameId::ALL {
        let path = format!("assets/games/{id}.ron");
        let Ok(loaded) = inkomo::record::load(std::path::Path::new(&path)) else {
            continue;
        };
        let begun = Instant::now();
        let Some(r) = review::review(
            &loaded.start,
            &loaded.actions,
            None,
            settings,
            &cancel,
            &mut |_, _| {},
        ) else {
            continue;
        };
        let seconds = begun.elapsed().as_secs_f64();
        let n = r.turns.len().max(1);
        println!(
            "{path}: {n} turns in {seconds:.1} s by search, {:.1} s per 100 turns",
            seconds * 100.0 / n as f64
        );
    }
}
