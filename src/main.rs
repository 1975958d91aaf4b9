//! The `inkomo` binary: with no subcommand the app window, otherwise a headless tool.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Inkomo: play, replay and learn Isisuthu, Isizulu, Isipowe, Isolo and Igisoro.
#[derive(Parser)]
#[command(name = "inkomo", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the app on this lesson (an id of `inkomo lesson list`), puzzle or endgame trainer
    /// position (`isizulu-puzzle-001`, `isizulu-trainer-01`).
    #[arg(long, value_name = "ID")]
    lesson: Option<String>,
    /// Open the app on this game record (.ron), as its Open would: an unfinished game goes
    /// on, a finished one is replayed.
    #[arg(long, value_name = "FILE", conflicts_with = "lesson")]
    open: Option<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Apply actions to a position and print the final position as the last line.
    Play(inkomo::cli::PlayArgs),
    /// Play random games (or computer players) and print a summary line.
    Selfplay(inkomo::cli::SelfplayArgs),
    /// List the rule sets and their options with their defaults and the sources of each reading.
    Games,
    /// Validate a game record (exit 0, or exit 1 with the reason).
    Check {
        /// The record file (.ron).
        file: std::path::PathBuf,
    },
    /// Print a game record turn by turn with positions in text.
    Replay {
        /// The record file (.ron).
        file: std::path::PathBuf,
    },
    /// Print the rules page of a rule set as Markdown (English), as docs/rules/ holds it.
    Rules {
        /// The rule set: isisuthu, isizulu, isipowe, isolo-women, isolo-boys, igisoro.
        game: String,
    },
    /// List or verify the lessons.
    #[command(subcommand)]
    Lesson(inkomo::lesson::cli::LessonCommand),
    /// Build the morris endgame tables.
    #[command(subcommand)]
    Tables(inkomo::tables::cli::TablesCommand),
    /// Print the value of a position and its best action (the last line:
    /// value=win|loss|draw plies=N best=ACTION).
    Analyse(inkomo::tables::cli::AnalyseArgs),
    /// Review a recorded game: a line per turn with its mark (best, good, inaccuracy,
    /// mistake, blunder), the values and the better move.
    Review(inkomo::cli::review::ReviewArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => inkomo::cli::open_app_on(cli.lesson, cli.open),
        Some(Command::Play(args)) => inkomo::cli::play(&args),
        Some(Command::Selfplay(args)) => inkomo::cli::selfplay(&args),
        Some(Command::Games) => inkomo::cli::games(),
        Some(Command::Check { file }) => inkomo::record::cli::check(&file),
        Some(Command::Replay { file }) => inkomo::record::cli::replay(&file),
        Some(Command::Rules { game }) => inkomo::rules_page::cli::rules(&game),
        Some(Command::Lesson(command)) => inkomo::lesson::cli::run(&command),
        Some(Command::Tables(command)) => inkomo::tables::cli::run(&command),
        Some(Command::Analyse(args)) => inkomo::tables::cli::analyse(&args),
        Some(Command::Review(args)) => inkomo::cli::review::review(&args),
    }
}
