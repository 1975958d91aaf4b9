//! The app's bars: the top bar of the picker and Learn screens, the play bar and its replay
//! form, and the Glossary and Settings buttons they share. Widgets only: they push commands.

use crate::i18n::Tr;

use super::command::Command;
use super::session::Session;
use super::settings::Settings;
use super::{describe, files, theme};

/// The frame of the app's bars: the top bar, the play bar, the replay controls.
pub fn bar_frame() -> egui::Frame {
    egui::Frame::NONE
        .fill(theme::SAND_DARK)
        .inner_margin(egui::Margin::symmetric(12, 6))
}

/// The top bar of the screens without a game: title, Open, recent files, Glossary, Settings.
pub fn top_bar_simple(
    ui: &mut egui::Ui,
    tr: &Tr,
    out: &mut Vec<Command>,
    (settings_open, glossary_open): (bool, bool),
    recent: &[std::path::PathBuf],
) {
    egui::Panel::top("top-bar")
        .frame(bar_frame())
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    egui::RichText::new(tr.s("app-title"))
                        .heading()
                        .color(theme::TERRACOTTA),
                );
                ui.label(egui::RichText::new(tr.s("app-tagline")).color(theme::INK_SOFT));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    window_buttons(ui, tr, out, (settings_open, glossary_open), true);
                    if ui
                        .button(tr.s("button-open"))
                        .on_hover_text(tr.s("hint-open"))
                        .clicked()
                    {
                        out.push(Command::Open);
                    }
                    files::recent_menu(ui, tr, recent, out);
                });
            });
        });
}

/// The Glossary and Settings buttons, in reading order (`right_to_left` lays them out for
/// a right-to-left layout, so that they still read Glossary, Settings).
pub fn window_buttons(
    ui: &mut egui::Ui,
    tr: &Tr,
    out: &mut Vec<Command>,
    (settings_open, glossary_open): (bool, bool),
    right_to_left: bool,
) {
    let settings = |ui: &mut egui::Ui| {
        ui.selectable_label(settings_open, tr.s("button-settings"))
            .clicked()
            .then_some(Command::ShowSettings(!settings_open))
    };
    let glossary = |ui: &mut egui::Ui| {
        ui.selectable_label(glossary_open, tr.s("button-glossary"))
            .on_hover_text(tr.s("hint-glossary"))
            .clicked()
            .then_some(Command::ShowGlossary(!glossary_open))
    };
    if right_to_left {
        out.extend(settings(ui));
        out.extend(glossary(ui));
    } else {
        out.extend(glossary(ui));
        out.extend(settings(ui));
    }
}

/// The play bar's buttons: title, new game, undo, redo, hint, save, open, replay, flip and
/// the highlight toggles.
pub fn play_toolbar(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    settings: &Settings,
    person_to_act: bool,
    out: &mut Vec<Command>,
) {
    ui.label(
        egui::RichText::new(describe::game_title(tr, session.game_id()))
            .heading()
            .color(theme::TERRACOTTA),
    );
    ui.separator();
    if ui
        .button(tr.s("button-new-game"))
        .on_hover_text(tr.s("hint-new-game"))
        .clicked()
    {
        out.push(Command::OpenPicker);
    }
    if ui
        .add_enabled(session.can_undo(), egui::Button::new(tr.s("button-undo")))
        .on_hover_text(tr.s("hint-undo"))
        .clicked()
    {
        out.push(Command::Undo);
    }
    if ui
        .add_enabled(session.can_redo(), egui::Button::new(tr.s("button-redo")))
        .on_hover_text(tr.s("hint-redo"))
        .clicked()
    {
        out.push(Command::Redo);
    }
    let hint_possible = person_to_act && !session.game().is_over();
    if ui
        .add_enabled(hint_possible, egui::Button::new(tr.s("button-hint")))
        .on_hover_text(tr.s("hint-hint"))
        .clicked()
    {
        out.push(Command::Hint);
    }
    if ui
        .button(tr.s("button-save"))
        .on_hover_text(tr.s("hint-save"))
        .clicked()
    {
        out.push(Command::Save);
    }
    if ui
        .button(tr.s("button-open"))
        .on_hover_text(tr.s("hint-open"))
        .clicked()
    {
        out.push(Command::Open);
    }
    if ui
        .add_enabled(
            !session.played().is_empty(),
            egui::Button::new(tr.s("button-replay")),
        )
        .on_hover_text(tr.s("hint-replay"))
        .clicked()
    {
        out.push(Command::ReplayStart);
    }
    if ui
        .selectable_label(settings.flipped, tr.s("button-flip"))
        .on_hover_text(tr.s("hint-flip"))
        .clicked()
    {
        out.push(Command::Flip);
    }
    ui.separator();
    if ui
        .selectable_label(settings.show_legal, tr.s("button-show-legal"))
        .clicked()
    {
        out.push(Command::ToggleLegal);
    }
    if ui
        .selectable_label(settings.show_last, tr.s("button-show-last"))
        .clicked()
    {
        out.push(Command::ToggleLast);
    }
}

/// The play bar during a replay: the title and the word "Replay".
pub fn replay_toolbar(ui: &mut egui::Ui, tr: &Tr, session: &Session) {
    ui.label(
        egui::RichText::new(describe::game_title(tr, session.game_id()))
            .heading()
            .color(theme::TERRACOTTA),
    );
    ui.separator();
    ui.label(egui::RichText::new(tr.s("replay-title")).strong());
}
