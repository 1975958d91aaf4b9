//! `inkomo tables build` and `inkomo analyse`.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::store::{Loaded, load, save};
use super::{DEFAULT_MAX, GAMES, LARGEST_MAX, Probe, Tables, Value, shared};
use crate::ai::{self, Level};
use crate::rules::{Family, Game, GameId, Options};

/// `inkomo tables ...`.
#[derive(clap::Subcommand, Debug)]
pub enum TablesCommand {
    /// Build the morris endgame tables and save them in the data folder.
    Build {
        /// The rule set (isisuthu, isizulu, isipowe); all three when left out.
        #[arg(long)]
        game: Option<String>,
        /// The most tokens a side, 3 to 6.
        #[arg(long, default_value_t = DEFAULT_MAX, value_parser = clap::value_parser!(u32).range(3..=i64::from(LARGEST_MAX)))]
        max: u32,
    },
}

/// Arguments of `inkomo analyse`.
#[derive(clap::Args, Debug)]
pub struct AnalyseArgs {
    /// The rule set.
    #[arg(long)]
    pub game: String,
    /// A rule option NAME=VALUE (repeatable).
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// The position, in the notation that `inkomo play` prints.
    #[arg(long, value_name = "POSITION")]
    pub from: String,
}

/// Runs `inkomo tables ...`.
pub fn run(command: &TablesCommand) -> ExitCode {
    match command {
        TablesCommand::Build { game, max } => build(game.as_deref(), *max),
    }
}

fn games_named(game: Option<&str>) -> Result<Vec<GameId>, String> {
    match game {
        None => Ok(GAMES.to_vec()),
        Some(name) => {
            let id = GameId::parse(name).map_err(|e| e.to_string())?;
            if GAMES.contains(&id) {
                Ok(vec![id])
            } else {
                Err(format!(
                    "--game {id}: endgame tables exist for the morris games only (isisuthu, isizulu, isipowe)"
                ))
            }
        }
    }
}

/// Builds with a progress line on stderr every five per cent.
fn build_reporting(id: GameId, max: u32) -> Result<Tables, super::BuildError> {
    let mut last = None;
    Tables::build(id, max, &mut |done, total| {
        let percent = done * 100 / total.max(1);
        let step = percent / 5;
        if last != Some(step) {
            last = Some(step);
            eprintln!("{id} K={max}: {percent}%");
        }
        true
    })
}

fn build(game: Option<&str>, max: u32) -> ExitCode {
    let games = match games_named(game) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("inkomo: {e}");
            return ExitCode::from(2);
        }
    };
    let data = super::store::default_folder();
    for id in games {
        let start = Instant::now();
        let tables = match build_reporting(id, max) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("inkomo: {id}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let seconds = start.elapsed().as_secs_f64();
        for s in tables.spaces() {
            let mut counts = [0u64; 3];
            let mut longest = 0;
            for &byte in &s.data {
                let v = Value::decode(byte);
                counts[match v {
                    Value::Win(_) => 0,
                    Value::Loss(_) => 1,
                    Value::Draw => 2,
                }] += 1;
                longest = longest.max(v.plies().unwrap_or(0));
            }
            eprintln!(
                "{id} {}v{}: positions={} win={} loss={} draw={} longest={}",
                s.space.w,
                s.space.b,
                s.data.len(),
                counts[0],
                counts[1],
                counts[2],
                longest
            );
        }
        let file = match &data {
            Some(d) => match save(d, &tables) {
                Ok(p) => p.display().to_string(),
                Err(e) => {
                    eprintln!("inkomo: {id}: saving the tables failed: {e}");
                    return ExitCode::FAILURE;
                }
            },
            None => "-".to_string(),
        };
        println!(
            "game={id} max={max} positions={} bytes={} seconds={seconds:.1} file={file}",
            tables.bytes(),
            tables.bytes()
        );
    }
    ExitCode::SUCCESS
}

/// The tables of `id` for this process: installed ones, else the largest file in the data
/// folder that reads and checks, else K = 4 built in memory (seconds).
pub fn tables_for(id: GameId) -> Option<std::sync::Arc<Tables>> {
    if let Some(t) = shared::get(id) {
        return Some(t);
    }
    if let Some(dir) = super::store::default_folder() {
        for k in (3..=LARGEST_MAX).rev() {
            match load(&dir, id, k) {
                Loaded::Read(t) => return Some(shared::install(*t)),
                Loaded::Refused(e) => eprintln!("inkomo: {id} K={k} tables refused ({e})"),
                Loaded::Missing | Loaded::Unreadable(_) => {}
            }
        }
    }
    eprintln!("inkomo: {id}: no endgame tables prepared; building K=4 in memory");
    Tables::build(id, 4, &mut |_, _| true)
        .ok()
        .map(shared::install)
}

/// `inkomo analyse`.
pub fn analyse(args: &AnalyseArgs) -> ExitCode {
    let (id, options) = match crate::cli::game_and_options(&args.game, &args.options) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("inkomo: {e}");
            return ExitCode::from(2);
        }
    };
    let game = match Game::from_position(id, options, &args.from) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("inkomo: --from: not a position of {id}: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(outcome) = game.outcome() {
        eprintln!("inkomo: --from: the game is already over ({outcome}); nothing to analyse");
        return ExitCode::FAILURE;
    }
    if GAMES.contains(&id)
        && options == Options::defaults(id)
        && let Some(tables) = in_table_phase(&game).then(|| tables_for(id)).flatten()
        && let Some(v) = Probe::new(&tables).verdict(&game)
    {
        println!("source=tables max={}", tables.max());
        println!("{}", line(v.value, &v.best.to_string(), true, None));
        return ExitCode::SUCCESS;
    }
    let settings = Level::Master.arena_settings(id.family()).without_tables();
    let a = ai::analyse(&game, &settings, 0, &AtomicBool::new(false));
    let Some(best) = a.best else {
        eprintln!("inkomo: the search found no action");
        return ExitCode::FAILURE;
    };
    let token = if id.family() == Family::Morris {
        100
    } else {
        20
    };
    let value = if a.is_win() {
        Value::Win((ai::search::WIN - a.score).clamp(1, 999) as u16)
    } else if a.is_loss() {
        Value::Loss((ai::search::WIN + a.score).clamp(1, 999) as u16)
    } else if a.score >= token {
        Value::Win(0)
    } else if a.score <= -token {
        Value::Loss(0)
    } else {
        Value::Draw
    };
    println!("source=search depth={} nodes={}", a.depth, a.nodes);
    println!("{}", line(value, &best.to_string(), false, Some(a.score)));
    ExitCode::SUCCESS
}

/// Whether the game is where tables could apply (the movement phase, nothing in hand).
fn in_table_phase(game: &Game) -> bool {
    game.morris().is_some_and(|m| {
        m.phase() == crate::rules::morris::Phase::Movement
            && m.in_hand(crate::rules::Player::First) == 0
            && m.in_hand(crate::rules::Player::Second) == 0
    })
}

/// The last line: `value=win|loss|draw plies=N best=ACTION`, plies left out for a draw or an
/// unforced search value, `exact=false score=N` after a search.
pub fn line(value: Value, best: &str, exact: bool, score: Option<i32>) -> String {
    let word = match value {
        Value::Win(_) => "win",
        Value::Loss(_) => "loss",
        Value::Draw => "draw",
    };
    let mut out = format!("value={word}");
    if let Some(d) = value.plies().filter(|&d| d > 0) {
        out.push_str(&format!(" plies={d}"));
    }
    out.push_str(&format!(" best={best}"));
    if !exact {
        out.push_str(" exact=false");
        if let Some(s) = score {
            out.push_str(&format!(" score={s}"));
        }
    }
    out
}
