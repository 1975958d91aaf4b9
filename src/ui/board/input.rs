//! What a board view is given to draw a frame ([`BoardInput`]) and what it remembers between
//! frames ([`ViewState`]: the selected token, an offered direction, the layout draft, a
//! hint).
//!
//! Both live apart from the app so that the views, the side panel and the lesson view can
//! use them without depending on the app that owns them.

use crate::rules::Action;
use crate::rules::mancala::{Layout, LocalPit, Pit};
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
    /// Marks a screen puts on points or pits (a lesson's), drawn by the view under the
    /// names and seed counts so that they never hide them.
    pub marks: &'a [BoardMark],
}

/// Where a screen's mark goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkAt {
    /// A morris point.
    Point(Point),
    /// A mancala pit.
    Pit(Pit),
}

/// What a screen's mark says, each drawn its own way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// What the text is about (a lesson step's marks).
    About,
    /// Where the hint points.
    Hint,
    /// A target the learner picked (a quiz answered by several targets).
    Picked,
}

/// A mark on a point or a pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardMark {
    /// Where.
    pub at: MarkAt,
    /// What it says.
    pub kind: MarkKind,
}

impl MarkKind {
    /// The mark's colour and stroke width: a solid ring, unlike the ng'hana's carved double
    /// ring and the dotted legal targets, so that a mark never reads as a rule of the board.
    pub fn stroke(self) -> egui::Stroke {
        match self {
            MarkKind::About => egui::Stroke::new(4.0, crate::ui::theme::OCHRE),
            MarkKind::Hint => egui::Stroke::new(4.0, crate::ui::theme::TERRACOTTA),
            MarkKind::Picked => egui::Stroke::new(4.5, egui::Color32::from_rgb(40, 110, 60)),
        }
    }
}
