//! The one persisted settings struct, the commands that change it, and the settings window.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::i18n::{Language, Tr};

pub use super::animation::Speed;
use super::command::Command;

/// The key under which eframe stores the settings.
pub const STORAGE_KEY: &str = "inkomo-settings";

/// Everything the app remembers between runs. Games live in records, not here.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language of the app.
    pub language: Language,
    /// Animation speed.
    pub speed: Speed,
    /// Highlight the legal moves.
    pub show_legal: bool,
    /// Highlight the last move.
    pub show_last: bool,
    /// Show the board turned round (the second player nearest).
    pub flipped: bool,
    /// Label morris points with BLAC's numbers 01–25 instead of a7..g1.
    pub blac_numbers: bool,
    /// Show the point and pit names on the board edges.
    pub coordinates: bool,
    /// The folder last used to open or save a record.
    pub last_folder: Option<PathBuf>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: Language::En,
            speed: Speed::Normal,
            show_legal: true,
            show_last: true,
            flipped: false,
            blac_numbers: false,
            coordinates: true,
            last_folder: None,
        }
    }
}

impl Settings {
    /// The settings of a first start: the system's language, everything else default.
    pub fn first_start() -> Settings {
        Settings {
            language: Language::system(),
            ..Settings::default()
        }
    }

    /// Applies a settings command (flip, speed, language, highlights, board labels); any
    /// other command is given back.
    pub fn apply(&mut self, command: Command) -> Option<Command> {
        match command {
            Command::Flip => self.flipped = !self.flipped,
            Command::SetSpeed(speed) => self.speed = speed,
            Command::SetLanguage(lang) => self.language = lang,
            Command::ToggleLegal => self.show_legal = !self.show_legal,
            Command::ToggleLast => self.show_last = !self.show_last,
            Command::ToggleCoordinates => self.coordinates = !self.coordinates,
            Command::ToggleBlacNumbers => self.blac_numbers = !self.blac_numbers,
            other => return Some(other),
        }
        None
    }
}

/// The settings window's contents.
pub fn show(ui: &mut egui::Ui, tr: &Tr, settings: &Settings, out: &mut Vec<Command>) {
    egui::Grid::new("settings-grid")
        .num_columns(2)
        .spacing([16.0, 10.0])
        .show(ui, |ui| {
            ui.label(tr.s("settings-language"));
            ui.horizontal(|ui| {
                for lang in Language::ALL {
                    let name = tr.s(&format!("language-{}", lang.code()));
                    if ui
                        .selectable_label(settings.language == lang, name)
                        .clicked()
                    {
                        out.push(Command::SetLanguage(lang));
                    }
                }
            });
            ui.end_row();

            ui.label(tr.s("settings-speed"));
            ui.horizontal(|ui| speed_buttons(ui, tr, settings.speed, out));
            ui.end_row();

            ui.label(tr.s("settings-highlights"));
            ui.vertical(|ui| {
                let mut legal = settings.show_legal;
                if ui
                    .checkbox(&mut legal, tr.s("settings-show-legal"))
                    .changed()
                {
                    out.push(Command::ToggleLegal);
                }
                let mut last = settings.show_last;
                if ui.checkbox(&mut last, tr.s("settings-show-last")).changed() {
                    out.push(Command::ToggleLast);
                }
            });
            ui.end_row();

            ui.label(tr.s("settings-board"));
            ui.vertical(|ui| {
                let mut flipped = settings.flipped;
                if ui
                    .checkbox(&mut flipped, tr.s("settings-flipped"))
                    .changed()
                {
                    out.push(Command::Flip);
                }
                let mut coords = settings.coordinates;
                if ui
                    .checkbox(&mut coords, tr.s("settings-coordinates"))
                    .changed()
                {
                    out.push(Command::ToggleCoordinates);
                }
                let mut blac = settings.blac_numbers;
                if ui
                    .checkbox(&mut blac, tr.s("settings-blac-numbers"))
                    .changed()
                {
                    out.push(Command::ToggleBlacNumbers);
                }
            });
            ui.end_row();
        });
}

/// The row of speed buttons (settings and side panel).
pub fn speed_buttons(ui: &mut egui::Ui, tr: &Tr, current: Speed, out: &mut Vec<Command>) {
    for speed in Speed::ALL {
        let response = ui
            .selectable_label(current == speed, speed.label(tr))
            .on_hover_text(tr.s("speed-hint"));
        if response.clicked() {
            out.push(Command::SetSpeed(speed));
        }
    }
}
