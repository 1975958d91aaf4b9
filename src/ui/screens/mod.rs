//! The screens room: what fills the window. The game picker with the newest game to go on
//! with, the games library (search, order, filter; its rows in continue_list.rs), the
//! new-game dialog (with what it remembers and the balanced opening it prepares), the
//! position editor it opens, the Learn screen with its puzzles and a lesson being taken, and
//! a game's rules page.

pub mod continue_list;
pub mod learn_screen;
pub mod lesson_view;
pub mod library;
pub mod mistake_list;
pub mod new_game;
pub mod new_game_memory;
pub mod opening;
pub mod picker;
pub mod position_editor;
pub mod puzzle_list;
pub mod rules_page;
pub mod trainer_list;
