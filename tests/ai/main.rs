//! The computer and the endgame tables.
//!
//! One test binary of modules, so that the suite links a few executables rather than one per
//! file. Run one module with `cargo test --test ai MODULE::`.

mod ai_arena;
mod ai_search;
mod tables;
