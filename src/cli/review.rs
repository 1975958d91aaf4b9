//! `inkomo review FILE`: the review of a recorded game, one line per turn (the text form of
//! [`crate::ai::review::line`]), the same marks the app shows in its move list.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::ai::review::worker::reaches_tables;
use crate::ai::review::{self, Review, ReviewSettings, line};
use crate::record::{RecordReview, load};
use crate::tables::{self, shared};
use crate::text::escaped;

/// Arguments of `inkomo review`.
#[derive(clap::Args, Debug)]
pub struct ReviewArgs {
    /// The record file (.ron).
    pub file: PathBuf,
    /// The node budget of one position (the app's default when left out).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    pub nodes: Option<u64>,
    /// Judge by search alone, without the morris endgame tables.
    #[arg(long)]
    pub no_tables: bool,
    /// Review again even if the record holds a review of the whole game.
    #[arg(long)]
    pub again: bool,
    /// Write the review into the record (atomically), so that the app does not compute it.
    #[arg(long)]
    pub write: bool,
}

/// `inkomo review`: exit 0 with a line per turn, 1 when the record does not load or stops
/// at an illegal action.
pub fn review(args: &ReviewArgs) -> ExitCode {
    let shown = escaped(&args.file.display().to_string()).into_owned();
    let loaded = match load(&args.file) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{shown}: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(stop) = &loaded.stopped {
        eprintln!("{shown}: {stop}");
        return ExitCode::FAILURE;
    }
    let turns = review::turns(&loaded.start, &loaded.actions).len();
    let settings = ReviewSettings {
        nodes: args.nodes.unwrap_or(review::DEFAULT_NODES),
    };
    let saved = loaded.review.as_ref().filter(|r| {
        !args.again && r.turns.len() == turns && args.nodes.is_none_or(|n| n == r.nodes)
    });
    let result: Review = match saved {
        Some(r) => {
            eprintln!("inkomo: the review saved in the record");
            r.clone()
        }
        None => {
            let id = loaded.id();
            let tables = (!args.no_tables
                && reaches_tables(
                    &loaded.start,
                    &loaded.actions,
                    shared::max(id).unwrap_or(tables::LARGEST_MAX),
                ))
            .then(|| tables::cli::tables_for(id))
            .flatten();
            let begun = Instant::now();
            let Some(r) = review::review(
                &loaded.start,
                &loaded.actions,
                tables.as_deref(),
                settings,
                &AtomicBool::new(false),
                &mut |_, _| {},
            ) else {
                eprintln!("inkomo: the review stopped");
                return ExitCode::FAILURE;
            };
            eprintln!(
                "inkomo: {turns} turns reviewed in {:.1} s (nodes={}, tables={})",
                begun.elapsed().as_secs_f64(),
                settings.nodes,
                tables.map_or("none".to_string(), |t| format!("K={}", t.max()))
            );
            r
        }
    };
    for text in line::lines(&result) {
        println!("{text}");
    }
    if args.write {
        let mut record = loaded.record.clone();
        record.review = Some(RecordReview::of(&result));
        if let Err(e) = crate::record::save_atomic(&args.file, &record) {
            eprintln!("{shown}: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
