//! Records, files and the command line: loading, saving, the library, the file guard, fuzzing.
//!
//! One test binary of modules, so that the suite links a few executables rather than one per
//! file. Run one module with `cargo test --test records MODULE::`.

mod analyse_cli;
mod cli;
mod fuzz_support;
mod guard_files;
mod lesson_fuzz;
mod record_bad_files;
mod record_examples;
mod record_fuzz;
mod record_library;
mod record_replay;
mod record_review;
mod record_store;
mod record_support;
mod review_cli;
#[cfg(feature = "gui")]
mod settings_fuzz;
