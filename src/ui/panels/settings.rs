//! The one persisted settings struct, the commands that change it, and the settings window.

use crate::ui::command::SettingsCommand;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::i18n::{Language, Tr};

pub use crate::ui::board::animation::Speed;
use crate::ui::command::Command;
use crate::ui::screens::new_game_memory::RememberedSetups;

/// The key under which eframe stored the settings (versions before
/// [`crate::ui::files::settings_file`]), for reading such a file.
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
    /// Show every point's and pit's name (or BLAC number) on the board.
    pub coordinates: bool,
    /// The folder last used to open or save a record.
    pub last_folder: Option<PathBuf>,
    /// How large the whole app is drawn (1 = normal): larger for a projector or a class,
    /// smaller on a small screen. Ctrl+plus, Ctrl+minus and Ctrl+0 change it.
    pub zoom: f32,
    /// The new-game dialog of each rule set as last started (read leniently: see
    /// [`crate::ui::screens::new_game_memory`]).
    #[serde(deserialize_with = "crate::ui::screens::new_game_memory::lenient")]
    pub new_game: RememberedSetups,
}

/// The sizes the zoom steps through, smallest first.
pub const ZOOM_STEPS: [f32; 10] = [0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0];

/// The zoom after one step larger (`larger`) or smaller from `zoom`; a value between steps
/// goes to the next step in that direction.
pub fn zoom_step(zoom: f32, larger: bool) -> f32 {
    let zoom = valid_zoom(zoom);
    if larger {
        ZOOM_STEPS
            .iter()
            .copied()
            .find(|&z| z > zoom + 1e-3)
            .unwrap_or(ZOOM_STEPS[ZOOM_STEPS.len() - 1])
    } else {
        ZOOM_STEPS
            .iter()
            .rev()
            .copied()
            .find(|&z| z < zoom - 1e-3)
            .unwrap_or(ZOOM_STEPS[0])
    }
}

/// `zoom` kept within the steps' range; a value that is not a number (a hand-edited
/// settings file) is the normal size.
pub fn valid_zoom(zoom: f32) -> f32 {
    if zoom.is_finite() {
        zoom.clamp(ZOOM_STEPS[0], ZOOM_STEPS[ZOOM_STEPS.len() - 1])
    } else {
        1.0
    }
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
            zoom: 1.0,
            new_game: RememberedSetups::new(),
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

    /// Applies a settings command (flip, speed, language, highlights, board labels, zoom).
    pub fn apply(&mut self, command: SettingsCommand) {
        match command {
            SettingsCommand::Flip => self.flipped = !self.flipped,
            SettingsCommand::SetSpeed(speed) => self.speed = speed,
            SettingsCommand::SetLanguage(lang) => self.language = lang,
            SettingsCommand::ToggleLegal => self.show_legal = !self.show_legal,
            SettingsCommand::ToggleLast => self.show_last = !self.show_last,
            SettingsCommand::ToggleCoordinates => self.coordinates = !self.coordinates,
            SettingsCommand::ToggleBlacNumbers => self.blac_numbers = !self.blac_numbers,
            SettingsCommand::SetZoom(zoom) => self.zoom = valid_zoom(zoom),
        }
    }
}

/// The settings window's contents; `blac`: whether to offer the BLAC numbering of morris
/// points (not while a mancala board is shown, where it means nothing).
pub fn show(ui: &mut egui::Ui, tr: &Tr, settings: &Settings, blac: bool, out: &mut Vec<Command>) {
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
                        out.push(Command::Settings(SettingsCommand::SetLanguage(lang)));
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
                    out.push(Command::Settings(SettingsCommand::ToggleLegal));
                }
                let mut last = settings.show_last;
                if ui.checkbox(&mut last, tr.s("settings-show-last")).changed() {
                    out.push(Command::Settings(SettingsCommand::ToggleLast));
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
                    out.push(Command::Settings(SettingsCommand::Flip));
                }
                let mut coords = settings.coordinates;
                if ui
                    .checkbox(&mut coords, tr.s("settings-coordinates"))
                    .changed()
                {
                    out.push(Command::Settings(SettingsCommand::ToggleCoordinates));
                }
                let mut numbers = settings.blac_numbers;
                if blac
                    && ui
                        .checkbox(&mut numbers, tr.s("settings-blac-numbers"))
                        .changed()
                {
                    out.push(Command::Settings(SettingsCommand::ToggleBlacNumbers));
                }
            });
            ui.end_row();

            ui.label(tr.s("settings-zoom"));
            ui.horizontal(|ui| zoom_buttons(ui, tr, settings.zoom, out));
            ui.end_row();

            crate::ui::panels::endgames::show(ui, tr);
            ui.end_row();
        });
}

/// Smaller, the size in per cent (a click: normal size), larger.
pub fn zoom_buttons(ui: &mut egui::Ui, tr: &Tr, zoom: f32, out: &mut Vec<Command>) {
    let zoom = valid_zoom(zoom);
    let smaller = ui
        .add_enabled(zoom > ZOOM_STEPS[0], egui::Button::new("−"))
        .on_hover_text(tr.s("zoom-smaller"));
    if smaller.clicked() {
        out.push(Command::Settings(SettingsCommand::SetZoom(zoom_step(
            zoom, false,
        ))));
    }
    let percent = format!("{:.0} %", zoom * 100.0);
    if ui
        .button(percent)
        .on_hover_text(tr.s("zoom-normal"))
        .clicked()
    {
        out.push(Command::Settings(SettingsCommand::SetZoom(1.0)));
    }
    let larger = ui
        .add_enabled(
            zoom < ZOOM_STEPS[ZOOM_STEPS.len() - 1],
            egui::Button::new("+"),
        )
        .on_hover_text(tr.s("zoom-larger"));
    if larger.clicked() {
        out.push(Command::Settings(SettingsCommand::SetZoom(zoom_step(
            zoom, true,
        ))));
    }
}

/// The row of speed buttons (settings and side panel).
pub fn speed_buttons(ui: &mut egui::Ui, tr: &Tr, current: Speed, out: &mut Vec<Command>) {
    for speed in Speed::ALL {
        let response = ui
            .selectable_label(current == speed, speed.label(tr))
            .on_hover_text(tr.s("speed-hint"));
        if response.clicked() {
            out.push(Command::Settings(SettingsCommand::SetSpeed(speed)));
        }
    }
}

#[cfg(test)]
mod zoom_tests {
    use super::*;

    #[test]
    fn zoom_steps_up_and_down_and_stays_in_range() {
        assert_eq!(zoom_step(1.0, true), 1.1);
        assert_eq!(zoom_step(1.0, false), 0.9);
        assert_eq!(zoom_step(1.3, true), 1.5);
        assert_eq!(zoom_step(1.3, false), 1.25);
        assert_eq!(zoom_step(3.0, true), 3.0);
        assert_eq!(zoom_step(0.75, false), 0.75);
        assert_eq!(valid_zoom(f32::NAN), 1.0);
        assert_eq!(valid_zoom(40.0), 3.0);
        assert_eq!(valid_zoom(0.0), 0.75);
    }

    #[test]
    fn old_settings_without_a_zoom_load_at_normal_size() {
        let old = "(language: Pt, speed: Half)";
        let settings: Settings = ron::from_str(old).unwrap();
        assert_eq!(settings.zoom, 1.0);
        assert_eq!(settings.speed, Speed::Half);
    }
}
