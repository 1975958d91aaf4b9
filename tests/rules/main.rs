//! The rules engines against their data: worked examples, perft, properties, rules pages and documents.
//!
//! One test binary of modules, so that the suite links a few executables rather than one per
//! file. Run one module with `cargo test --test rules MODULE::`.

mod balanced_opening;
mod doc_citations;
mod glossary_locales;
mod mancala_endless;
mod mancala_examples;
mod mancala_preview;
mod mancala_properties;
mod module_graph;
mod morris_examples;
mod morris_perft;
mod morris_properties;
mod rule_sources;
mod rules_docs;
mod rules_page_engine;
mod rules_page_text;
