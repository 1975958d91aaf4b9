//! Inkomo: play, replay and learn five traditional African board games.
//!
//! - [`rules`]: the pure rules engine of every rule set (no I/O, no screen, no clock).
//! - [`selfplay`]: random playouts for measurements and tests.
//! - [`record`]: game records in RON: save, load (replay and verify), autosave.
//! - [`lesson`]: lessons: load and verify, judge exercises and quizzes, run, progress.
//! - [`cli`]: the headless subcommands.
//! - [`text`]: showing untrusted text safely (escaped, replaced, cut).
//! - [`glossary`]: the games' own words, their languages and sources.
//! - [`rules_page`]: what each rule set's rules page says, as data.
//! - `ui` (feature `gui`): the desktop app.

#![warn(missing_docs)]

pub mod ai;
pub mod cli;
pub mod glossary;
pub mod guard;
#[cfg(feature = "gui")]
pub mod i18n;
pub mod lesson;
pub mod record;
pub mod rules;
pub mod rules_page;
pub mod selfplay;
pub mod tables;
pub mod text;
#[cfg(feature = "gui")]
pub mod ui;
