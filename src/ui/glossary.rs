//! The glossary: the games' own words, which stay untranslated, explained in the app's
//! language (DESIGN.md §6).

use egui::RichText;

use crate::i18n::Tr;

use super::theme;

/// The words, as message-id keys (`word-<key>` is the word, `glossary-<key>` its meaning).
pub const WORDS: [&str; 15] = [
    "umlabalaba",
    "izingombe",
    "isibhamu",
    "ilobolo",
    "abelusi",
    "ibhuto",
    "isolo",
    "busolo",
    "nghana",
    "igisoro",
    "icuba",
    "inka",
    "urunyana",
    "ndahise",
    "ndakubye",
];

/// Draws the glossary.
pub fn show(ui: &mut egui::Ui, tr: &Tr) {
    ui.label(RichText::new(tr.s("glossary-intro")).color(theme::INK_SOFT));
    ui.add_space(6.0);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for key in WORDS {
                ui.label(
                    RichText::new(tr.s(&format!("word-{key}")))
                        .strong()
                        .italics()
                        .size(17.0)
                        .color(theme::TERRACOTTA),
                );
                ui.label(tr.s(&format!("glossary-{key}")));
                ui.add_space(8.0);
            }
            ui.separator();
            ui.label(RichText::new(tr.s("glossary-keys-title")).strong());
            ui.label(tr.s("glossary-keys"));
        });
}
