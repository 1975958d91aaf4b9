//! The headless subcommands: `play`, `selfplay`, `games`, `review`, and opening the app.
//!
//! Exit codes: 0 success, 1 a failure of the work itself (e.g. a record that does not verify),
//! 2 bad input (unknown game, option, notation or illegal action), with a message that names
//! the offending token.

use std::process::ExitCode;
use std::time::Instant;

use crate::ai;
use crate::ai::arena::{Contestant, Match, MatchTally};
use crate::rules::notation::parse_actions;
use crate::rules::options::SPECS;
use crate::rules::sources::{NO_SOURCE, cite_list};
use crate::rules::{Game, GameId, Options, catalogue};
use crate::selfplay;

mod args;
pub mod review;
pub use args::game_and_options;

/// The most `--opening-plies` may ask for: an opening of random actions longer than this
/// ends most games before the players move.
pub const MAX_OPENING_PLIES: u64 = 200;

/// The most `--threads` may ask for.
pub const MAX_THREADS: u64 = 64;

/// Arguments of `inkomo play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The rule set: isisuthu, isizulu, isipowe, isolo-women, isolo-boys, igisoro.
    #[arg(long)]
    pub game: String,
    /// A rule option NAME=VALUE (repeatable); see `inkomo games`.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// Start from this position (in the position notation that `play` prints) instead of the rule set's start.
    #[arg(long, value_name = "POSITION")]
    pub from: Option<String>,
    /// The actions to apply, separated by spaces.
    #[arg(long, default_value = "")]
    pub moves: String,
    /// Print each action's effects, one per line.
    #[arg(long)]
    pub trace: bool,
    /// List the legal actions of the final position.
    #[arg(long)]
    pub legal: bool,
}

/// Arguments of `inkomo selfplay`.
#[derive(clap::Args, Debug)]
pub struct SelfplayArgs {
    /// The rule set.
    #[arg(long)]
    pub game: String,
    /// How many games.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// Seed of the random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A rule option NAME=VALUE (repeatable).
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// Computer players LEVEL,LEVEL (beginner, novice, intermediate, strong, master, or
    /// random); seats alternate from game to game. Without it, both play uniformly at random.
    #[arg(long, value_name = "LEVEL,LEVEL")]
    pub players: Option<String>,
    /// Threads for `--players` matches, 1 to 64 (games are independent; results do not
    /// depend on it).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=MAX_THREADS))]
    pub threads: u64,
    /// With `--players`: random actions that open each pair of games (the same opening for
    /// both seats), redrawn until the side to act has no forced result within a few plies.
    /// 0: the rule set's default (the start position; 4 plies for isolo-women and one South
    /// move for isolo-boys, whose start positions are forced wins). At most 200.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=MAX_OPENING_PLIES))]
    pub opening_plies: u64,
    /// With `--players`, for a morris rule set: each pair of games starts instead from a
    /// random endgame, three to N tokens a side and none in hand (the same for both seats),
    /// where the endgame tables decide what a player with them (`--tables`) plays. 0: off.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=12))]
    pub endgames: u64,
    /// With `--players`: print the running tally to stderr every N games (0: never).
    #[arg(long, default_value_t = 0)]
    pub progress: u64,
    /// With `--players`: give the master level the morris endgame tables (the largest
    /// prepared in the data folder, else K=4 built in memory); `master-notables` names the
    /// master level without them.
    #[arg(long)]
    pub tables: bool,
}

/// Opens the app window, on the lesson `lesson` (its id: a lesson, a puzzle or a position
/// of the endgame trainer) or the record `open` if given. An unknown id or a lesson that does not load is refused before the window opens (exit 1); a
/// record is opened by the app, which says what is wrong with a bad one.
pub fn open_app_on(lesson: Option<String>, open: Option<std::path::PathBuf>) -> ExitCode {
    if let Some(id) = &lesson {
        let found = crate::lesson::catalogue::find(id)
            .or_else(|| crate::lesson::puzzle::find(id))
            .or_else(|| crate::lesson::trainer::find(id));
        match found {
            Some(Ok(_)) => {}
            Some(Err(e)) => {
                // The id comes from the command line: cleaned and cut like any quoted text.
                let id = crate::text::echo(id);
                eprintln!("inkomo: lesson '{id}' does not load: {e}");
                return ExitCode::from(1);
            }
            None => {
                let id = crate::text::echo(id);
                eprintln!("inkomo: no lesson '{id}'; `inkomo lesson list` lists them");
                return ExitCode::from(1);
            }
        }
    }
    #[cfg(feature = "gui")]
    {
        crate::ui::panels::endgames::load_prepared_in_background();
        match crate::ui::run_on(lesson, open) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("inkomo: the window could not be opened: {e}");
                ExitCode::from(1)
            }
        }
    }
    #[cfg(not(feature = "gui"))]
    {
        let _ = open;
        eprintln!("inkomo: built without the `gui` feature; try `inkomo --help`");
        ExitCode::from(2)
    }
}

fn bad_input(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("inkomo: {message}");
    ExitCode::from(2)
}

/// `inkomo play`.
pub fn play(args: &PlayArgs) -> ExitCode {
    let (id, options) = match game_and_options(&args.game, &args.options) {
        Ok(x) => x,
        Err(e) => return bad_input(e),
    };
    let mut game = match &args.from {
        Some(text) => match Game::from_position(id, options, text) {
            Ok(g) => g,
            Err(e) => return bad_input(format!("--from: {e}")),
        },
        None => Game::new(id, options),
    };
    let actions = match parse_actions(id, &args.moves) {
        Ok(a) => a,
        Err(e) => return bad_input(format!("--moves: {e}")),
    };
    for (index, action) in actions.iter().enumerate() {
        match game.apply(*action) {
            Ok(effects) => {
                if args.trace {
                    println!("{}. {action}", index + 1);
                    for effect in effects {
                        println!("  {effect}");
                    }
                }
            }
            Err(e) => {
                return bad_input(format!(
                    "--moves: token {} '{action}': {e}\nposition before it: {}",
                    index + 1,
                    game.position()
                ));
            }
        }
    }
    if args.legal {
        let legal: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
        println!("legal ({}): {}", legal.len(), legal.join(" "));
    }
    if let Some(outcome) = game.outcome() {
        println!("result: {outcome}");
    }
    println!("{}", game.position());
    ExitCode::SUCCESS
}

/// `inkomo selfplay`: uniformly random games.
pub fn selfplay(args: &SelfplayArgs) -> ExitCode {
    let (id, options) = match game_and_options(&args.game, &args.options) {
        Ok(x) => x,
        Err(e) => return bad_input(e),
    };
    if let Some(players) = &args.players {
        if args.tables && crate::tables::GAMES.contains(&id) {
            crate::tables::cli::tables_for(id);
        }
        return arena(id, options, players, args);
    }
    let start = Instant::now();
    let tally = selfplay::random_games(id, options, args.games, args.seed);
    let seconds = start.elapsed().as_secs_f64().max(1e-9);
    if tally.unfinished > 0 {
        eprintln!("inkomo: {} game(s) did not finish", tally.unfinished);
    }
    println!(
        "games={} first={} second={} draws={} mean_actions={:.1} games_per_s={:.0}",
        tally.games,
        tally.first,
        tally.second,
        tally.draws,
        tally.mean_actions(),
        tally.games as f64 / seconds
    );
    ExitCode::SUCCESS
}

/// `inkomo selfplay --players A,B`: a match between computer levels (or random play). The
/// last line counts the wins of the first and second player *named*, whatever their seats.
fn arena(id: GameId, options: Options, players: &str, args: &SelfplayArgs) -> ExitCode {
    let players = match Contestant::parse_pair(players) {
        Ok(p) => p,
        Err(e) => return bad_input(e),
    };
    let start = Instant::now();
    let every = args.progress;
    let report = |t: &MatchTally| {
        if every > 0 && t.games.is_multiple_of(every) {
            eprintln!(
                "[{:.0}s] games={} {}={} {}={} draws={}",
                start.elapsed().as_secs_f64(),
                t.games,
                players[0],
                t.wins[0],
                players[1],
                t.wins[1],
                t.draws
            );
        }
    };
    let game_match = Match {
        id,
        options,
        players,
        games: args.games,
        seed: args.seed,
        // Both are within their ranges (the argument parser checked), so they fit.
        threads: usize::try_from(args.threads).unwrap_or(1),
        opening_plies: usize::try_from(args.opening_plies).unwrap_or(0),
        endgame_tokens: usize::try_from(args.endgames).unwrap_or(0),
    };
    let tally = ai::arena::play_match(&game_match, &report);
    let seconds = start.elapsed().as_secs_f64().max(1e-9);
    eprintln!(
        "{} won {} moving first and {} moving second; {} won {} in all; draws {}",
        players[0],
        tally.first_wins_by_seat[0],
        tally.first_wins_by_seat[1],
        players[1],
        tally.wins[1],
        tally.draws
    );
    if tally.abandoned > 0 {
        eprintln!(
            "inkomo: {} game(s) reached {} actions and were counted as draws",
            tally.abandoned,
            ai::arena::MAX_GAME_ACTIONS
        );
    }
    if tally.reached_tables > 0 {
        eprintln!(
            "{} game(s) reached a position the endgame tables cover",
            tally.reached_tables
        );
    }
    println!(
        "games={} first={} second={} draws={} mean_actions={:.1} games_per_s={:.2}",
        tally.games,
        tally.wins[0],
        tally.wins[1],
        tally.draws,
        tally.mean_actions(),
        tally.games as f64 / seconds
    );
    ExitCode::SUCCESS
}

/// `inkomo games`: the rule sets and their options with defaults and sources (as a reader
/// knows them: author, title, place).
pub fn games() -> ExitCode {
    for entry in catalogue() {
        println!("{:<12} {} — {}", entry.id, entry.people, entry.status);
        let Some(id) = entry.game else { continue };
        for spec in SPECS.iter().filter(|s| s.applies_to(id)) {
            let choices: Vec<String> = spec
                .choices
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let default = if i == 0 { " (default)" } else { "" };
                    let cites = cite_list(c.cites, NO_SOURCE);
                    format!("{}{default} [{cites}]", c.value)
                })
                .collect();
            println!("    {}: {}", spec.name, choices.join(" | "));
        }
    }
    ExitCode::SUCCESS
}
