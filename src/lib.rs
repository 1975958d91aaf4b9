//! Inkomo: play, replay and learn five traditional African board games.
//!
//! - [`rules`]: the pure rules engine of every rule set (no I/O, no screen, no clock).
//! - [`selfplay`]: random playouts for measurements and tests.

pub mod rules;
pub mod selfplay;
