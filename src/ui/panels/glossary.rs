//! The glossary window: the games' own words ([`crate::glossary`]), which stay untranslated,
//! grouped by family of games, each with its meaning in the app's language, its language and
//! its source (docs/architecture.md, I18n).
//!
//! [`linked`] draws a text with each glossary word as a link to its entry (the side panel's
//! rule texts, the rules pages, the lessons' annotations).

use crate::ui::command::WindowCommand;
use egui::RichText;

use crate::glossary::{ENTRIES, Entry, of_family, pieces, terms_of};
use crate::i18n::{Arg, Tr};
use crate::rules::Family;

use crate::ui::command::Command;
use crate::ui::theme;

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

/// Draws `text` (at `size` points, the body size if none) with every glossary word in it as
/// a link: hovering shows the word's meaning, a click opens the glossary at the word.
pub fn linked(ui: &mut egui::Ui, tr: &Tr, text: &str, size: Option<f32>, out: &mut Vec<Command>) {
    let _sentence = linked_with(
        ui,
        tr,
        text,
        |rich| match size {
            Some(size) => rich.size(size),
            None => rich,
        },
        out,
    );
}

/// [`linked`] with the text styled by `style` (size, colour, strong); the words keep the
/// link colour.
///
/// The sentence stays one text for screen readers and tests: the wrapped row that holds
/// its pieces carries the whole sentence as its accessible text, the plain pieces are only
/// painted, and each word is a link of its own inside it (a node labelled by the word).
///
/// Returns the id of the node that carries the sentence, for a widget it names
/// ([`egui::Response::labelled_by`]).
pub fn linked_with(
    ui: &mut egui::Ui,
    tr: &Tr,
    text: &str,
    style: impl Fn(RichText) -> RichText,
    out: &mut Vec<Command>,
) -> egui::Id {
    let parts = pieces(text);
    if parts.iter().all(|p| p.entry.is_none()) {
        return ui.label(style(RichText::new(text))).id;
    }
    ui.horizontal_wrapped(|ui| {
        // Before the links, so that they become its children in the accessibility tree.
        let enabled = ui.is_enabled();
        let row = ui.response();
        row.widget_info(|| egui::WidgetInfo::labeled(egui::accesskit::Role::Label, enabled, text));
        ui.spacing_mut().item_spacing.x = 0.0;
        let link_colour = ui.visuals().hyperlink_color;
        for unit in glued(&parts) {
            let Some(entry) = unit.entry else {
                painted(ui, style(RichText::new(unit.word)));
                continue;
            };
            // The word and the marks that touch it ("(", "),", quotes) are one unit that
            // moves to the next line whole: a line never ends in "(" before its word.
            ui.horizontal(|ui| {
                if !unit.before.is_empty() {
                    painted(ui, style(RichText::new(unit.before)));
                }
                let link = ui
                    .link(style(RichText::new(unit.word)).color(link_colour))
                    .on_hover_text(tr.s(&entry.meaning_id()));
                if link.clicked() {
                    out.push(Command::Window(WindowCommand::GlossaryWord(entry.key)));
                }
                if !unit.after.is_empty() {
                    painted(ui, style(RichText::new(unit.after)));
                }
            });
        }
        row.id
    })
    .inner
}

/// A piece of a sentence as it is laid out: plain text (no entry), or a glossary word with
/// the marks glued to it on either side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Unit<'a> {
    /// Marks right before the word, with no space between ("(", an opening quote).
    before: &'a str,
    /// The word, or the plain text.
    word: &'a str,
    /// Marks right after the word, with no space between (")", ",", ".", a closing quote).
    after: &'a str,
    /// The word's entry; `None` for plain text.
    entry: Option<&'static crate::glossary::Entry>,
}

/// `parts` as units: every word takes the characters that touch it (up to the nearest space)
/// from the plain pieces beside it, so that a line break can only fall at a space.
fn glued<'a>(parts: &[crate::glossary::Piece<'a>]) -> Vec<Unit<'a>> {
    let mut plain: Vec<&'a str> = parts.iter().map(|p| p.text).collect();
    let mut units = Vec::with_capacity(parts.len());
    for (k, part) in parts.iter().enumerate() {
        let Some(entry) = part.entry else {
            continue;
        };
        let mut before = "";
        if k > 0 && parts[k - 1].entry.is_none() {
            let prev = plain[k - 1];
            let cut = prev.rfind(char::is_whitespace).map_or(0, |i| {
                i + prev[i..].chars().next().map_or(1, char::len_utf8)
            });
            before = &prev[cut..];
            plain[k - 1] = &prev[..cut];
        }
        let mut after = "";
        if k + 1 < parts.len() && parts[k + 1].entry.is_none() {
            let next = plain[k + 1];
            let cut = next.find(char::is_whitespace).unwrap_or(next.len());
            after = &next[..cut];
            plain[k + 1] = &next[cut..];
        }
        units.push((k, before, after, entry));
    }
    let mut words = units.into_iter().peekable();
    let mut out = Vec::with_capacity(parts.len());
    for (k, part) in parts.iter().enumerate() {
        match words.peek() {
            Some(&(at, before, after, entry)) if at == k => {
                out.push(Unit {
                    before,
                    word: part.text,
                    after,
                    entry: Some(entry),
                });
                words.next();
            }
            _ if !plain[k].is_empty() => out.push(Unit {
                before: "",
                word: plain[k],
                after: "",
                entry: None,
            }),
            _ => {}
        }
    }
    out
}

/// Lays out and paints a piece of text as a label does, without an accessible node of its
/// own (the sentence it belongs to has one).
fn painted(ui: &mut egui::Ui, text: RichText) {
    let (pos, galley, response) = egui::Label::new(text).selectable(false).layout_in_ui(ui);
    if ui.is_rect_visible(response.rect) {
        let colour = ui.style().visuals.text_color();
        ui.painter()
            .add(egui::epaint::TextShape::new(pos, galley, colour));
    }
}

/// The focus that scrolls the glossary to its keys section (Help → Keys).
pub const KEYS: &str = "keys";

/// Draws the glossary; `focus` is the word just asked for, scrolled to and marked; `at_top`
/// puts it at its top (just opened without a word asked for).
pub fn show(ui: &mut egui::Ui, tr: &Tr, focus: Option<&str>, at_top: bool) {
    ui.label(RichText::new(tr.s("glossary-intro")).color(theme::INK_SOFT));
    ui.add_space(6.0);
    let mut area = egui::ScrollArea::vertical().auto_shrink([false, false]);
    if at_top {
        area = area.vertical_scroll_offset(0.0);
    }
    area.show(ui, |ui| {
        for (family, heading) in [
            (Family::Morris, "glossary-family-morris"),
            (Family::Mancala, "glossary-family-mancala"),
        ] {
            ui.label(RichText::new(tr.s(heading)).strong().size(15.0));
            ui.add_space(4.0);
            for entry in of_family(family) {
                word(ui, tr, entry, focus == Some(entry.key));
            }
            ui.label(RichText::new(tr.s("glossary-terms")).strong());
            ui.add_space(4.0);
            for term in terms_of(family) {
                ui.label(
                    RichText::new(tr.s(&term.word_id()))
                        .strong()
                        .size(16.0)
                        .color(theme::TERRACOTTA),
                );
                ui.label(tr.s(&term.meaning_id()));
                ui.add_space(8.0);
            }
            ui.separator();
        }
        let mut title = RichText::new(tr.s("glossary-keys-title")).strong();
        if focus == Some(KEYS) {
            title = title.background_color(theme::alpha(theme::OCHRE, 0.35));
        }
        let title = ui.label(title);
        if focus == Some(KEYS) {
            scroll_once(ui, &title, KEYS);
        }
        ui.label(tr.s("glossary-keys"));
        ui.label(tr.s("glossary-keys-pointer"));
    });
}

/// One word: the word, its meaning, then its language and source in small print. The word
/// asked for is marked and scrolled to in the frames after it was asked for (a new window
/// is measured in its first frame and shown in the next).
fn word(ui: &mut egui::Ui, tr: &Tr, entry: &Entry, focused: bool) {
    let mut text = RichText::new(tr.s(&entry.word_id()))
        .strong()
        .italics()
        .size(17.0)
        .color(theme::TERRACOTTA);
    if focused {
        text = text.background_color(theme::alpha(theme::OCHRE, 0.35));
    }
    let title = ui.label(text);
    if focused {
        scroll_once(ui, &title, entry.key);
    }
    ui.label(tr.s(&entry.meaning_id()));
    ui.label(
        RichText::new(tr.a(
            "glossary-origin",
            &[
                ("language", Arg::Text(tr.s(entry.language.message_id()))),
                (
                    "source",
                    Arg::Text(crate::ui::board::describe::source_reader(tr, entry.source)),
                ),
            ],
        ))
        .small()
        .color(theme::INK_SOFT),
    );
    ui.add_space(8.0);
}

/// Scrolls `title` into view in the first frames after `key` was asked for, then lets the
/// reader scroll away.
fn scroll_once(ui: &egui::Ui, title: &egui::Response, key: &str) {
    let id = egui::Id::unique("glossary-scrolled-to");
    let pass = ui.ctx().cumulative_pass_nr();
    let since: Option<(String, u64)> = ui.data(|d| d.get_temp(id));
    let first = match since {
        Some((asked, first)) if asked == key => first,
        _ => {
            ui.data_mut(|d| d.insert_temp(id, (key.to_string(), pass)));
            pass
        }
    };
    if pass <= first + 3 {
        title.scroll_to_me(Some(egui::Align::TOP));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The units of `text` as (before, word, after, is a link).
    fn units(text: &str) -> Vec<(&str, &str, &str, bool)> {
        let parts = crate::glossary::pieces(text);
        glued(&parts)
            .into_iter()
            .map(|u| (u.before, u.word, u.after, u.entry.is_some()))
            .collect()
    }

    #[test]
    fn marks_that_touch_a_word_go_with_it_and_nothing_is_lost() {
        let text = "Say ndahise (or \u{201c}ndakubye\u{201d}), then sow.";
        let got = units(text);
        let links: Vec<_> = got.iter().filter(|u| u.3).collect();
        assert_eq!(links.len(), 2, "{got:?}");
        assert_eq!(*links[1], ("\u{201c}", "ndakubye", "\u{201d}),", true));
        let plain_ends: Vec<_> = got.iter().filter(|u| !u.3).map(|u| u.1).collect();
        for plain in plain_ends {
            assert!(
                !plain.ends_with('(') && !plain.ends_with('\u{201c}'),
                "a line could end in an opening mark: {plain:?}"
            );
        }
        // Every character is laid out once, in order.
        let joined: String = got
            .iter()
            .map(|u| format!("{}{}{}", u.0, u.1, u.2))
            .collect();
        assert_eq!(joined, text);
    }
}
