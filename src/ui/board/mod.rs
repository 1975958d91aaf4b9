//! The board room: the game on screen. One player of a game's [`crate::record::History`]
//! ([`player::BoardPlayer`]: the game, its animation, the explained effect, clicks, drags,
//! keys, the replay's cursor) and the decision buttons beside it ([`decisions`]), with what
//! the player is made of: the session and its history ([`session`]), the board as shown
//! ([`scene`]), the animation timeline ([`animation`]), the one click table ([`clicks`]), the
//! two board views ([`morris_view`], [`mancala_view`]) with their labels, hover preview and
//! keyboard focus, the band announcing effects, the words for effects ([`describe`]), the
//! layout editor, the position editor's board ([`setup_view`]), the computer's seat and the
//! game's review with its better moves ([`review_run`]).
//!
//! Play, replay and lessons show their board through the same player, so that a click, a
//! key, an animation and an explanation mean the same on every screen; a lesson only adds
//! its judge and its texts ([`crate::ui::screens::lesson_view`]).

pub mod animation;
pub mod clicks;
pub mod computer;
pub mod decisions;
pub mod describe;
pub mod effect_band;
pub mod focus;
pub mod input;
pub mod labels;
pub mod layout;
pub mod layout_editor;
pub mod mancala_view;
pub mod morris_view;
pub mod player;
pub mod replay;
pub mod review_run;
pub mod scene;
pub mod session;
pub mod setup_view;
pub mod sow_preview;

pub use player::{BoardPlayer, BoardRules, FrameInput, Move};
