//! Inkomo: play, replay and learn five traditional African board games.
//!
//! - [`rules`]: the pure rules engine of every rule set (no I/O, no screen, no clock).
//! - [`selfplay`]: random playouts for measurements and tests.
//! - [`record`]: game records in RON: save, load (replay and verify), autosave.
//! - [`cli`]: the headless subcommands.
//! - [`text`]: showing untrusted text safely (escaped, replaced, cut).
//! - `ui` (feature `gui`): the desktop app.

#![warn(missing_docs)]

pub mod ai;
pub mod cli;
#[cfg(feature = "gui")]
pub mod i18n;
pub mod record;
pub mod rules;
pub mod selfplay;
pub mod text;
#[cfg(feature = "gui")]
pub mod ui;
