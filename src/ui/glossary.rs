//! The glossary window: the games' own words ([`crate::glossary`]), which stay untranslated,
//! grouped by family of games, each with its meaning in the app's language, its language and
//! its source (DESIGN.md §6).
//!
//! Later: make a glossary word a link to its entry wherever it appears (side panel, rules,
//! lessons).

use egui::RichText;

use crate::glossary::{ENTRIES, Entry, of_family};
use crate::i18n::{Arg, Tr};
use crate::rules::Family;

use super::theme;

/// The keys of every word, in glossary order (`word-<key>` is the word, `glossary-<key>` its
/// meaning).
pub const WORDS: [&str; ENTRIES.len()] = {
    let mut keys = [""; ENTRIES.len()];
    let mut i = 0;
    while i < ENTRIES.len() {
        keys[i] = ENTRIES[i].key;
        i += 1;
    }
    keys
};

/// Draws the glossary.
pub fn show(ui: &mut egui::Ui, tr: &Tr) {
    ui.label(RichText::new(tr.s("glossary-intro")).color(theme::INK_SOFT));
    ui.add_space(6.0);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (family, heading) in [
                (Family::Morris, "glossary-family-morris"),
                (Family::Mancala, "glossary-family-mancala"),
            ] {
                ui.label(RichText::new(tr.s(heading)).strong().size(15.0));
                ui.add_space(4.0);
                for entry in of_family(family) {
                    word(ui, tr, entry);
                }
                ui.separator();
            }
            ui.label(RichText::new(tr.s("glossary-keys-title")).strong());
            ui.label(tr.s("glossary-keys"));
        });
}

/// One word: the word, its meaning, then its language and source in small print.
fn word(ui: &mut egui::Ui, tr: &Tr, entry: &Entry) {
    ui.label(
        RichText::new(tr.s(&entry.word_id()))
            .strong()
            .italics()
            .size(17.0)
            .color(theme::TERRACOTTA),
    );
    ui.label(tr.s(&entry.meaning_id()));
    ui.label(
        RichText::new(tr.a(
            "glossary-origin",
            &[
                ("language", Arg::Text(tr.s(entry.language.message_id()))),
                ("source", Arg::Text(entry.source.citation())),
            ],
        ))
        .small()
        .color(theme::INK_SOFT),
    );
    ui.add_space(8.0);
}
