//! Writes a long game record for measurements: a "peaceful" game (see
//! `inkomo::selfplay::peaceful_game`) of ACTIONS actions, as RON.
//!
//! ```sh
//! cargo run --release --no-default-features --example long_record -- 40000 /tmp/long.ron [GAME]
//! ```
//!
//! The first seed whose game lasts that long is used; GAME defaults to isizulu.

use std::process::ExitCode;

use inkomo::record::{Dates, Players, Record, save_atomic};
use inkomo::rules::GameId;
use inkomo::selfplay::peaceful_game;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(length), Some(path)) = (args.first().and_then(|a| a.parse().ok()), args.get(1))
    else {
        eprintln!("usage: long_record ACTIONS FILE [GAME]");
        return ExitCode::FAILURE;
    };
    let id = match GameId::parse(args.get(2).map_or("isizulu", String::as_str)) {
        Ok(id) => id,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let Some((start, actions)) = (0..50).find_map(|seed| peaceful_game(id, seed, length)) else {
        eprintln!("no {id} game of {length} actions in seeds 0..50");
        return ExitCode::FAILURE;
    };
    let players = Players {
        first: "peaceful".into(),
        second: "peaceful".into(),
    };
    let record = match Record::from_session(&start, &actions, players, Dates::default()) {
        Ok(record) => record,
        Err((index, e)) => {
            eprintln!("action {}: {e}", index + 1);
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = save_atomic(std::path::Path::new(path), &record) {
        eprintln!("{path}: {e}");
        return ExitCode::FAILURE;
    }
    println!("{path}: {id}, {} actions", actions.len());
    ExitCode::SUCCESS
}
