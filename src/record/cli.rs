//! `inkomo check` and `inkomo replay` (placeholder).

use std::path::Path;
use std::process::ExitCode;

/// Validates a record.
pub fn check(_file: &Path) -> ExitCode {
    eprintln!("not yet implemented");
    ExitCode::from(2)
}

/// Prints a record turn by turn.
pub fn replay(_file: &Path) -> ExitCode {
    eprintln!("not yet implemented");
    ExitCode::from(2)
}
