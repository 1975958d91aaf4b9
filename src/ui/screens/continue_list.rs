//! The picker's games library: **Continue** with every unfinished game, newest first, the
//! finished games to replay, damaged games explained with what to do about them, the
//! question before a delete, and the window of an app that finds its data folder held by
//! another.
//!
//! Every text from a file (names, the damage reason) is shown with control characters
//! replaced and cut to a few dozen characters first, so no record can stretch or stall the
//! layout.

use crate::ui::command::FilesCommand;
use egui::{Color32, RichText};

use crate::i18n::{Arg, Tr};
use crate::record::Entry;
use crate::text;

use crate::ui::command::{Command, LibraryRequest};
use crate::ui::files::Files;
use crate::ui::theme;

/// The most characters of a player name shown in a list row.
const NAME_CHARS: usize = 32;

/// The most characters of a damage explanation shown.
const DAMAGE_CHARS: usize = 240;

/// How tall the Continue list and the finished list may grow before they scroll.
const LIST_HEIGHT: f32 = 190.0;

/// The most rows drawn in one list (the library may hold thousands of games).
const MAX_ROWS: usize = 200;

/// `text` for a label: cut to `chars` characters (with `…`), control characters replaced
/// (by `?`).
pub fn shown(text: &str, chars: usize) -> String {
    text::label(text, chars)
}

/// An ISO-8601 time as "2026-12-01 12:08" (the text as it is if it is not one).
fn when(iso: &str) -> String {
    let cut: String = iso.chars().take(16).collect();
    shown(&cut.replacen('T', " ", 1), 16)
}

/// The line that describes a game: rule set, players, moves played, last played (the
/// Continue list's rows and the Open window's).
pub fn summary(tr: &Tr, entry: &Entry) -> String {
    let game = entry.game.map_or_else(
        || tr.s("library-unknown-game"),
        |g| crate::ui::board::describe::game_title(tr, g),
    );
    let name = |n: &str| {
        if n.trim().is_empty() {
            tr.s("library-no-name")
        } else {
            shown(n, NAME_CHARS)
        }
    };
    tr.a(
        "library-entry",
        &[
            ("game", Arg::Text(game)),
            ("first", Arg::Text(name(&entry.players.first))),
            ("second", Arg::Text(name(&entry.players.second))),
            ("count", Arg::Num(entry.moves as i64)),
            ("date", Arg::Text(when(&entry.last_played))),
        ],
    )
}

/// The Continue list and the finished games, above the picker's rule sets. Draws nothing
/// while the library is empty.
pub fn show(ui: &mut egui::Ui, tr: &Tr, files: &mut Files, out: &mut Vec<Command>) {
    let entries = files.shown_entries().to_vec();
    if entries.is_empty() {
        if files.listing() {
            ui.vertical_centered(|ui| {
                ui.add_space(8.0);
                ui.label(RichText::new(tr.s("library-listing")).color(theme::INK));
            });
        }
        return;
    }
    let (unfinished, finished): (Vec<&Entry>, Vec<&Entry>) =
        entries.iter().partition(|e| e.is_unfinished());
    let width = ui.available_width().min(860.0);
    ui.vertical_centered(|ui| {
        ui.set_max_width(width);
        ui.add_space(8.0);
        if !unfinished.is_empty() {
            ui.label(
                RichText::new(tr.s("library-continue-title"))
                    .size(20.0)
                    .color(theme::INK),
            );
            egui::ScrollArea::vertical()
                .id_salt("continue-list")
                .max_height(LIST_HEIGHT)
                .show(ui, |ui| {
                    for entry in unfinished.iter().take(MAX_ROWS) {
                        row(ui, tr, entry, files.is_left(&entry.key), out);
                    }
                });
        }
        if !finished.is_empty() {
            let title = tr.a(
                "library-finished-title",
                &[("count", Arg::Num(finished.len() as i64))],
            );
            egui::CollapsingHeader::new(title)
                .id_salt("finished-games")
                .default_open(false)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("finished-list")
                        .max_height(LIST_HEIGHT)
                        .show(ui, |ui| {
                            for entry in finished.iter().take(MAX_ROWS) {
                                row(ui, tr, entry, files.is_left(&entry.key), out);
                            }
                        });
                });
        }
        ui.add_space(4.0);
    });
    if let Some(key) = files.confirm_delete().cloned() {
        let modal = egui::Modal::new(egui::Id::unique("delete-game")).show(ui.ctx(), |ui| {
            ui.set_max_width(380.0);
            if let Some(entry) = entries.iter().find(|e| e.key == key) {
                ui.add(egui::Label::new(summary(tr, entry)).truncate());
            }
            ui.label(tr.s("library-delete-question"));
            ui.horizontal(|ui| {
                if ui.button(tr.s("library-delete-yes")).clicked() {
                    out.push(Command::Files(FilesCommand::Library(
                        LibraryRequest::Delete(key.clone()),
                    )));
                }
                if ui.button(tr.s("library-delete-keep")).clicked() {
                    out.push(Command::Files(FilesCommand::Library(
                        LibraryRequest::KeepIt,
                    )));
                }
            });
        });
        if modal.should_close() {
            out.push(Command::Files(FilesCommand::Library(
                LibraryRequest::KeepIt,
            )));
        }
    }
}

/// The colour of a damage explanation.
pub const DAMAGE_COLOUR: Color32 = Color32::from_rgb(150, 60, 20);

/// What is wrong with a damaged file, in words for the user.
pub fn damage_text(tr: &Tr, damage: &crate::record::Damage) -> String {
    tr.a(
        "library-damaged",
        &[(
            "damage",
            Arg::Text(shown(
                &crate::ui::files::error_text::damage(tr, damage),
                DAMAGE_CHARS,
            )),
        )],
    )
}

/// One game: what it is, and what can be done with it.
fn row(ui: &mut egui::Ui, tr: &Tr, entry: &Entry, left: bool, out: &mut Vec<Command>) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            if entry.damage.is_none() && entry.game.is_some() {
                let label = if entry.finished {
                    tr.s("library-replay")
                } else {
                    tr.s("library-open")
                };
                if ui.button(label).clicked() {
                    out.push(Command::Files(FilesCommand::Library(LibraryRequest::Open(
                        entry.key.clone(),
                    ))));
                }
            }
            if ui.button(tr.s("library-delete")).clicked() {
                out.push(Command::Files(FilesCommand::Library(
                    LibraryRequest::AskDelete(entry.key.clone()),
                )));
            }
            ui.add(egui::Label::new(summary(tr, entry)).truncate());
        });
        let Some(damage) = &entry.damage else { return };
        ui.label(RichText::new(damage_text(tr, damage)).color(DAMAGE_COLOUR));
        if left {
            return;
        }
        ui.horizontal(|ui| {
            if damage.recovered > 0
                && entry.game.is_some()
                && ui.button(tr.s("library-continue-readable")).clicked()
            {
                out.push(Command::Files(FilesCommand::Library(
                    LibraryRequest::ContinueReadable(entry.key.clone()),
                )));
            }
            if ui.button(tr.s("library-leave")).clicked() {
                out.push(Command::Files(FilesCommand::Library(
                    LibraryRequest::Leave(entry.key.clone()),
                )));
            }
        });
    });
}

/// The window of an app whose data folder another Inkomo holds: it names the folder and
/// offers only to close, since this app keeps nothing (writing beside the other could undo
/// its work).
pub fn busy_window(ctx: &egui::Context, tr: &Tr, files: &Files) {
    let Some(dir) = files.busy() else { return };
    egui::Modal::new(egui::Id::unique("data-folder-busy")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(tr.s("library-busy-title"));
        ui.label(tr.a(
            "library-busy",
            &[("dir", Arg::Text(shown(&dir.display().to_string(), 200)))],
        ));
        if ui.button(tr.s("library-busy-close")).clicked() {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    });
}
