//! Game records in RON (placeholder until the records work lands).

pub mod cli;
