//! The board as every screen shows it: one player of a game's [`crate::record::History`]
//! ([`player::BoardPlayer`]: the game, its animation, the explained effect, clicks, drags,
//! keys, the replay's cursor) and the decision buttons beside it ([`decisions`]).
//!
//! Play, replay and lessons show their board through the same player, so that a click, a
//! key, an animation and an explanation mean the same on every screen; a lesson only adds
//! its judge and its texts (`super::lesson_view`).

pub mod decisions;
pub mod player;

pub use player::{BoardPlayer, BoardRules, FrameInput, Move};
