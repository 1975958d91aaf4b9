//! What a board view is given to draw a frame ([`BoardInput`]) and what it remembers between
//! frames ([`ViewState`]: the selected token, an offered direction, the layout draft, a
//! hint).
//!
//! Both live apart from the app so that the views, the side panel and the lesson view can
//! use them without depending on the app that owns them.

use crate::rules::Action;
use crate::rules::mancala::{Layout, LocalPit};
use crate::rules::morris::Point;

use crate::ui::board::animation::Timeline;
use crate::ui::board::session::Session;
use crate::ui::panels::settings::Settings;

/// What the board view remembers between frames (selection, offered choices).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ViewState {
    /// Morris: the token chosen to move.
    pub selected: Option<Point>,
    /// Igisoro: a pit that may be sown either way; the player picks the direction.
    pub direction_choice: Option<LocalPit>,
    /// Igisoro custom layout: the arranger's draft.
    pub arrange: Option<Layout>,
    /// The move the computer suggests to the player to act (the hint button).
    pub hint: Option<Action>,
}

/// What the board views need to draw a frame.
pub struct BoardInput<'a> {
    /// The game being played.
    pub session: &'a Session,
    /// The settings (highlights, flip, coordinates).
    pub settings: &'a Settings,
    /// The running animation, if any.
    pub timeline: Option<&'a Timeline>,
    /// Selection and offered choices.
    pub view: &'a ViewState,
    /// Whether a click on the board should act (false while a click only ends an animation).
    pub accept_clicks: bool,
    /// Whether a person plays the side to act (legal moves are shown only then).
    pub person_to_act: bool,
    /// Whether tokens may be dragged as well as clicked (not in a lesson's quiz, where a
    /// click on a point is an answer, not a move).
    pub drag: bool,
    /// Whether hovering a pit may preview its sowing (not in a lesson's exercise or quiz,
    /// where it would give the answer away).
    pub preview: bool,
    /// The height of the band along the board's top edge (the effect band, or the taller
    /// result band of a finished game); the board is laid out below it.
    pub band: f32,
}
