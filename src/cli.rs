//! The headless subcommands: `play`, `selfplay`, `games`, and opening the app.

use std::process::ExitCode;

/// Arguments of `inkomo play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The rule set: isisuthu, isizulu, isipowe, isolo-women, isolo-boys, igisoro.
    #[arg(long)]
    pub game: String,
}

/// Arguments of `inkomo selfplay`.
#[derive(clap::Args, Debug)]
pub struct SelfplayArgs {
    /// The rule set.
    #[arg(long)]
    pub game: String,
}

/// `inkomo` with no subcommand.
pub fn open_app() -> ExitCode {
    ExitCode::SUCCESS
}

/// `inkomo play`.
pub fn play(_args: &PlayArgs) -> ExitCode {
    ExitCode::SUCCESS
}

/// `inkomo selfplay`.
pub fn selfplay(_args: &SelfplayArgs) -> ExitCode {
    ExitCode::SUCCESS
}

/// `inkomo games`.
pub fn games() -> ExitCode {
    ExitCode::SUCCESS
}
