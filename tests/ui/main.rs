//! The app's screens driven as a person would (egui_kittest): one module per screen or behaviour.
//!
//! One test binary of modules, so that the suite links a few executables rather than one per
//! file. Run one module with `cargo test --test ui MODULE::`.

#![cfg(feature = "gui")]

mod ui_board_labels;
mod ui_computer;
mod ui_drag;
mod ui_editor;
mod ui_files;
mod ui_glossary_links;
mod ui_grammar;
mod ui_guard;
mod ui_i18n;
mod ui_keyboard;
mod ui_learn;
mod ui_legends;
mod ui_library;
mod ui_locale_walk;
mod ui_mancala;
mod ui_menus;
mod ui_mistakes;
mod ui_morris;
mod ui_new_game;
mod ui_opening;
mod ui_play_notes;
mod ui_puzzles;
mod ui_random;
mod ui_records;
mod ui_replay;
mod ui_result;
mod ui_review;
mod ui_rules_page;
mod ui_support;
mod ui_trainer;
mod ui_turn_log;
mod ui_zoom;
