//! The panels room: what stands beside the board and over it. The side panel (whose turn,
//! the decision buttons, the rule explained with its source), the move list and the turn log,
//! the review with its value graph, the result of a finished game on the board with its
//! buttons, the message banner, and the glossary, settings and endgame-tables windows.

pub mod banner;
pub mod endgames;
pub mod glossary;
pub mod move_list;
pub mod notice;
pub mod reading_window;
pub mod result_band;
pub mod review_panel;
pub mod rows;
pub mod settings;
pub mod side_panel;
pub mod turn_log;
pub mod value_graph;
