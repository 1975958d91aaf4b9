//! Lessons: every lesson checked, answered, hinted and judged by the engine.
//!
//! One test binary of modules, so that the suite links a few executables rather than one per
//! file. Run one module with `cargo test --test lessons MODULE::`.

mod lesson_answers;
mod lesson_hints;
mod lesson_notation_words;
mod lessons;
mod mancala_lessons;
mod puzzles;
mod trainer;
