//! The rows of the games library (screens/library.rs): what a game is, Resume or Replay,
//! Delete, damaged games explained with what to do about them; the question before a
//! delete, and the window of an app that finds its data folder held by another.
//!
//! Every text from a file (names, the damage reason) is shown with control characters
//! replaced and cut to a few dozen characters first, so no record can stretch or stall the
//! layout.

use crate::ui::command::FilesCommand;
use egui::{Color32, RichText};

use crate::i18n::{Arg, Tr};
use crate::record::Entry;
use crate::rules::Player;
use crate::text;
use crate::ui::board::describe;
use crate::ui::board::session::{GameSetup, PlayerKind};

use crate::ui::command::{Command, LibraryRequest};
use crate::ui::files::Files;

/// The most characters of a player name shown in a list row.
const NAME_CHARS: usize = 32;

/// The most characters of a damage explanation shown.
const DAMAGE_CHARS: usize = 240;

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

/// The line that describes a game: rule set, players, turns played, last played (the
/// library's rows and the Open window's). Players are named as the game names them (a
/// computer by its level, an unnamed person by the side's colour or South/North) and turns
/// are counted as the move list and the replay count them, so the list and the game agree.
pub fn summary(tr: &Tr, entry: &Entry) -> String {
    let game = entry.game.map_or_else(
        || tr.s("library-unknown-game"),
        |g| crate::ui::board::describe::game_title(tr, g),
    );
    let (first, second) = player_names(tr, entry);
    tr.a(
        "library-entry",
        &[
            ("game", Arg::Text(game)),
            ("first", Arg::Text(first)),
            ("second", Arg::Text(second)),
            ("count", Arg::Num(entry.turns as i64)),
            ("date", Arg::Text(when(&entry.last_played))),
        ],
    )
}

/// The two players' names as the game screen shows them; for a file whose rule set is
/// unknown, the names as written (or "(no name)").
fn player_names(tr: &Tr, entry: &Entry) -> (String, String) {
    let written = [&entry.players.first, &entry.players.second];
    let Some(game) = entry.game else {
        let name = |n: &str| {
            if n.trim().is_empty() {
                tr.s("library-no-name")
            } else {
                shown(n, NAME_CHARS)
            }
        };
        return (name(written[0]), name(written[1]));
    };
    let mut setup = GameSetup::new(game);
    setup.seats = written.map(|n| PlayerKind::seat_from_record(n));
    let name = |p: Player| shown(&describe::player_name(tr, &setup, p), NAME_CHARS);
    (name(Player::First), name(Player::Second))
}

/// The question before a delete, while one is asked (`entries`: the library's list).
pub fn delete_question(
    ui: &mut egui::Ui,
    tr: &Tr,
    files: &Files,
    entries: &[Entry],
    out: &mut Vec<Command>,
) {
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
pub fn row(ui: &mut egui::Ui, tr: &Tr, entry: &Entry, left: bool, out: &mut Vec<Command>) {
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
