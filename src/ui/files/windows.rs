//! The app's own file windows, drawn from the state the files keep: Save as (a name and a
//! folder) and Open (a folder's records described like the Continue list's rows, a path
//! entry to reach any folder or file); and a file dragged onto the window: the hint while
//! it hovers, and the request to open it once it is dropped.

use crate::ui::command::FilesCommand;
use std::path::PathBuf;

use egui::{Color32, RichText};

use crate::i18n::{Arg, Tr};
use crate::record::Entry;

use crate::ui::command::{Command, FileRequest};
use crate::ui::files::open_window::OpenWindow;
use crate::ui::files::save_as::SaveAsForm;
use crate::ui::screens::continue_list::{DAMAGE_COLOUR, damage_text, shown, summary};
use crate::ui::theme;

/// The colour of what stops a save or a listing.
const WARNING: Color32 = Color32::from_rgb(170, 40, 20);

/// The most characters of a file or folder name shown on a button.
const NAME_CHARS: usize = 80;

/// The Save as window (a modal: the game waits until it is saved or cancelled).
pub fn save_as(ctx: &egui::Context, tr: &Tr, form: &mut SaveAsForm, out: &mut Vec<Command>) {
    let modal = egui::Modal::new(egui::Id::unique("save-as-window")).show(ctx, |ui| {
        ui.set_max_width(560.0);
        ui.heading(tr.s("save-as-title"));
        let mut enter = false;
        egui::Grid::new("save-as-fields")
            .num_columns(2)
            .show(ui, |ui| {
                enter |= labelled_field(ui, &tr.s("save-as-name"), &mut form.name, "save-as-name");
                enter |= labelled_field(
                    ui,
                    &tr.s("save-as-folder"),
                    &mut form.folder,
                    "save-as-folder",
                );
            });
        let target = form.target();
        match &target {
            Ok(path) => {
                ui.label(tr.a(
                    "save-as-where",
                    &[("file", Arg::Text(shown(&path.display().to_string(), 300)))],
                ));
            }
            Err(problem) => {
                ui.colored_label(WARNING, problem.text(tr));
            }
        }
        if let Some(problem) = &form.problem {
            ui.colored_label(WARNING, shown(problem, 400));
        }
        let asking = match (&form.replace, &target) {
            (Some(asked), Ok(path)) if asked == path => path.file_name(),
            _ => None,
        };
        if let Some(file) = asking {
            ui.label(tr.a(
                "save-as-replace-question",
                &[(
                    "file",
                    Arg::Text(shown(&file.to_string_lossy(), NAME_CHARS)),
                )],
            ));
            ui.horizontal(|ui| {
                if ui.button(tr.s("save-as-replace")).clicked() {
                    out.push(Command::Files(FilesCommand::FileWindow(
                        FileRequest::SaveAsWrite { overwrite: true },
                    )));
                }
                if ui.button(tr.s("save-as-cancel")).clicked() {
                    out.push(Command::Files(FilesCommand::FileWindow(
                        FileRequest::SaveAsCancel,
                    )));
                }
            });
        } else {
            ui.horizontal(|ui| {
                let save = ui.add_enabled(target.is_ok(), egui::Button::new(tr.s("save-as-save")));
                if save.clicked() || (enter && target.is_ok()) {
                    out.push(Command::Files(FilesCommand::FileWindow(
                        FileRequest::SaveAsWrite { overwrite: false },
                    )));
                }
                if ui.button(tr.s("save-as-cancel")).clicked() {
                    out.push(Command::Files(FilesCommand::FileWindow(
                        FileRequest::SaveAsCancel,
                    )));
                }
            });
        }
    });
    if modal.should_close() {
        out.push(Command::Files(FilesCommand::FileWindow(
            FileRequest::SaveAsCancel,
        )));
    }
}

/// The Open window (a modal, as a desktop's Open dialog: a click beside it or Esc closes
/// it): the path entry, the folder's parent and subfolders, its records (newest first), and
/// the recent files kept elsewhere.
pub fn open_window(ctx: &egui::Context, tr: &Tr, window: &mut OpenWindow, out: &mut Vec<Command>) {
    let screen = ctx.content_rect();
    let modal = egui::Modal::new(egui::Id::unique("files-open-window")).show(ctx, |ui| {
        ui.set_width((screen.width() - 80.0).clamp(320.0, 820.0));
        ui.heading(tr.s("files-open-title"));
        ui.horizontal(|ui| {
            let label = ui.label(tr.s("open-path"));
            let width = (ui.available_width() - 90.0).max(120.0);
            let entry = ui
                .add(
                    egui::TextEdit::singleline(&mut window.typed)
                        .desired_width(width)
                        .id_salt("open-path"),
                )
                .labelled_by(label.id);
            let enter = entry.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(tr.s("open-path-go")).clicked() || enter {
                let typed = PathBuf::from(window.typed.trim());
                out.push(Command::Files(FilesCommand::FileWindow(
                    FileRequest::Browse(typed),
                )));
            }
        });
        ui.horizontal_wrapped(|ui| {
            // Every game the app keeps is in the library: one click from wherever Open is.
            if let Some(library) = &window.library {
                let here = window.folder == *library;
                if ui
                    .selectable_label(here, tr.s("open-library"))
                    .on_hover_text(tr.s("hint-open-library"))
                    .clicked()
                {
                    out.push(Command::Files(FilesCommand::FileWindow(
                        FileRequest::Browse(library.clone()),
                    )));
                }
            }
            if let Some(parent) = window.folder.parent()
                && ui.button(tr.s("open-up")).clicked()
            {
                out.push(Command::Files(FilesCommand::FileWindow(
                    FileRequest::Browse(parent.to_path_buf()),
                )));
            }
            for folder in &window.folders {
                let name = folder
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                if ui
                    .button(format!("{}/", shown(&name, NAME_CHARS)))
                    .clicked()
                {
                    out.push(Command::Files(FilesCommand::FileWindow(
                        FileRequest::Browse(folder.clone()),
                    )));
                }
            }
        });
        if let Some(problem) = &window.problem {
            ui.colored_label(WARNING, shown(problem, 400));
        }
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("open-list")
            .max_height((screen.height() * 0.6).max(160.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if window.games.is_empty() {
                    ui.label(tr.s("open-folder-empty"));
                }
                for entry in &window.games {
                    let name = entry.path.file_name().map_or_else(
                        || entry.path.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    row(ui, tr, entry, &name, out);
                }
                if !window.recent.is_empty() {
                    ui.add_space(6.0);
                    ui.label(RichText::new(tr.s("open-recent-elsewhere")).color(theme::INK));
                    for entry in &window.recent {
                        row(ui, tr, entry, &entry.path.display().to_string(), out);
                    }
                }
            });
        ui.separator();
        if ui.button(tr.s("open-cancel")).clicked() {
            out.push(Command::Files(FilesCommand::ShowOpenList(false)));
        }
    });
    if modal.should_close() {
        out.push(Command::Files(FilesCommand::ShowOpenList(false)));
    }
}

/// One record of the Open window: a button with its name that opens it, what it holds,
/// and what is wrong with it if it is damaged.
fn row(ui: &mut egui::Ui, tr: &Tr, entry: &Entry, name: &str, out: &mut Vec<Command>) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let button = ui
                .button(shown(name, 300))
                .on_hover_text(shown(&entry.path.display().to_string(), 400));
            if button.clicked() {
                out.push(Command::Files(FilesCommand::OpenFile(entry.path.clone())));
            }
            // Wrapped, not cut: the date comes last.
            ui.add(egui::Label::new(summary(tr, entry)).wrap());
        });
        if let Some(damage) = &entry.damage {
            ui.label(RichText::new(damage_text(tr, damage)).color(DAMAGE_COLOUR));
        }
    });
}

/// While files are dragged over the window: a hint in its middle that dropping opens them.
pub fn drop_hint(ctx: &egui::Context, tr: &Tr) {
    if ctx.input(|i| i.raw.hovered_files.is_empty()) {
        return;
    }
    egui::Area::new(egui::Id::unique("drop-hint"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(24.0)
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(tr.s("files-drop-hint"))
                            .size(24.0)
                            .color(theme::INK),
                    );
                });
        });
}

/// The file dropped on the window this frame, as a request to open it: the first record
/// (`.ron`) if any, else the first file (which is then refused with a word). Its bytes are
/// read only when its path cannot be (a browser gives only a name).
pub fn dropped(ctx: &egui::Context, out: &mut Vec<Command>) {
    let files = ctx.input(|i| i.raw.dropped_files.clone());
    let is_record =
        |p: &std::path::Path| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron"));
    let Some(file) = files
        .iter()
        .find(|f| is_record(f.path()))
        .or_else(|| files.first())
    else {
        return;
    };
    let path = file.path().to_path_buf();
    let bytes = if path.symlink_metadata().is_err() && is_record(&path) {
        file.bytes().ok()
    } else {
        None
    };
    out.push(Command::Files(FilesCommand::FileWindow(
        FileRequest::Dropped(path, bytes),
    )));
}

/// One row of a form grid: a label and the one-line field it names (for a screen reader
/// too); whether Enter was pressed in the field.
fn labelled_field(ui: &mut egui::Ui, label: &str, text: &mut String, id: &str) -> bool {
    let label = ui.label(label);
    let field = ui
        .add(
            egui::TextEdit::singleline(text)
                .desired_width(380.0)
                .id_salt(id),
        )
        .labelled_by(label.id);
    ui.end_row();
    field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
}
