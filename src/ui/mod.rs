//! The desktop app (eframe/egui): game picker, animated boards, rule explanations.
//!
//! The app state ([`app::InkomoApp`]) depends on egui alone, so tests and benchmarks drive it
//! without a window; [`run`] wraps it in eframe and keeps the settings in their own file
//! ([`settings_file`]).
//!
//! For screenshots and demonstrations, `INKOMO_START=<game>[:<moves>]` opens straight into a
//! game (e.g. `INKOMO_START=isizulu` or `INKOMO_START="igisoro:i4 i3"`), and `INKOMO_LANG=pt`
//! overrides the language for that run; `INKOMO_RULES=[<section>]` opens the started game's
//! rules page (at `rule-<id>` or `option-<name>` if given); `INKOMO_ANIMATE=<speed>` (`0.25`, `0.5`, `1`, `2`,
//! `4`) plays the last of those moves again as an animation at that speed.
//!
//! `INKOMO_DATA_DIR` moves everything the app writes (the games library, the recent files and
//! the settings) to another folder; see [`crate::record::data_dir`].
//!
//! # Rooms
//!
//! The files are grouped as the eye sees the app (docs/architecture.md, "Rooms"):
//!
//! - [`board`]: the game on screen. The one board player of play, replay and lessons, and
//!   what it is made of: the session and its history, the board as shown, the animation, the
//!   click table, the two board views, labels, hover preview, keyboard focus, the replay's
//!   cursor and bar, the decision buttons, the words for effects, the computer's seat.
//! - [`panels`]: beside and over the board: the side panel, move list, turn log, banners, and
//!   the glossary, settings and endgame-tables windows.
//! - [`screens`]: what fills the window: the picker, the new-game dialog, the Learn screen and
//!   a lesson, a rules page.
//! - [`files`]: every file the app touches: the games library, Save, Save as, Open, a dropped
//!   file, the settings file, record errors in the app's language.
//! - [`app`]: on top: the app state, the screen shown, where each command goes, the per-frame
//!   clock, the bars, menus and help windows.
//! - [`command`] (every request a view can make) and [`theme`] (the look) are the words every
//!   room speaks.
//!
//! No file uses a file that uses it back (tests/rules/module_graph.rs keeps it so); a file
//! and its own child files (`app/clock.rs` under `app/mod.rs`) count as one.
//!
//! Views push [`Command`]s; the app applies them after drawing, each to the part that owns
//! it (see `app/dispatch.rs`).

pub mod app;
pub mod board;
pub mod command;
pub mod files;
pub mod panels;
pub mod screens;
pub mod theme;

pub use app::InkomoApp;
pub use command::Command;
pub use panels::settings::Settings;

use crate::ui::command::{FilesCommand, GameCommand, SettingsCommand};
use board::animation;
use files::{error_text, settings_file};
use screens::learn_screen;

use crate::i18n::Language;

/// The eframe application: the app state plus its settings file.
struct EframeApp {
    app: InkomoApp,
    /// The settings as last written.
    saved: Settings,
    /// Where the settings are kept (none without a data folder).
    file: Option<settings_file::SettingsFile>,
}

impl eframe::App for EframeApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.app.tick(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app.draw(ui);
        // Write changed settings at once, atomically: a kill right after a change keeps it.
        if self.app.settings() != &self.saved {
            self.saved = self.app.settings().clone();
            if let Some(file) = &self.file
                && let Err(e) = file.save(&self.saved)
            {
                let tr = crate::i18n::Tr::new(self.saved.language);
                let reason = error_text::io_error(&tr, &e);
                self.app.warn(tr.a(
                    "settings-save-failed",
                    &[("reason", crate::i18n::Arg::Text(reason))],
                ));
            }
        }
        if self.app.files().listing() {
            // The library is being listed on a worker: look again soon.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
        }
    }
}

/// The message that a settings file could not be read, in the app's language.
fn damaged_settings(tr: &crate::i18n::Tr, damaged: &settings_file::Damaged) -> String {
    use crate::i18n::Arg;
    use crate::text::escaped;
    let path = |p: &std::path::Path| Arg::Text(escaped(&p.display().to_string()).into_owned());
    let aside = damaged
        .aside
        .as_deref()
        .map_or_else(|| path(&damaged.path), path);
    tr.a(
        "settings-damaged",
        &[
            ("path", path(&damaged.path)),
            ("reason", Arg::Text(damaged.reason.clone())),
            ("aside", aside),
        ],
    )
}

/// The app's own icon (assets/icons, drawn for Inkomo), compiled in: the window and the
/// taskbar show it on X11 and Windows; Wayland desktops take it from the installed
/// desktop entry instead.
const ICON_PNG: &[u8] = include_bytes!("../../assets/icons/inkomo-256.png");

/// The window icon, decoded from the PNG under `assets/icons/` built into the binary.
pub fn app_icon() -> Result<egui::IconData, String> {
    eframe::icon_data::from_png_bytes(ICON_PNG).map_err(|e| e.to_string())
}

/// Opens the app window and runs until it is closed.
///
/// # Errors
///
/// The window system's message when the app cannot start.
pub fn run() -> Result<(), String> {
    run_on(None, None)
}

/// Opens the app window, on the lesson with this id or the game record at this path if
/// given, and runs until it is closed.
pub fn run_on(lesson: Option<String>, open: Option<std::path::PathBuf>) -> Result<(), String> {
    let viewport = egui::ViewportBuilder::default()
        .with_title("Inkomo")
        .with_app_id("inkomo")
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([760.0, 520.0]);
    let viewport = match app_icon() {
        Ok(icon) => viewport.with_icon(icon),
        Err(e) => {
            eprintln!("inkomo: the window icon could not be read ({e}); using none");
            viewport
        }
    };
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    // The settings live in the data folder too, so INKOMO_DATA_DIR moves everything; read
    // before the window opens, through the guard, so a broken file never holds it up.
    let file = settings_file::SettingsFile::open_default();
    let loaded = file.as_ref().map(settings_file::SettingsFile::load);
    app::heap::keep_frame_memory();
    eframe::run_native(
        "inkomo",
        options,
        Box::new(move |_cc| {
            let mut settings = loaded
                .as_ref()
                .map_or_else(Settings::first_start, |l| l.settings.clone());
            if let Ok(lang) = std::env::var("INKOMO_LANG") {
                settings.language = Language::from_locale(&lang);
            }
            let mut app = InkomoApp::new(settings);
            app.use_file_dialogs(true);
            app.list_in_background(true);
            app.set_store(crate::record::data_dir().map(crate::record::AutosaveStore::at));
            if let Some(damaged) = loaded.as_ref().and_then(|l| l.damaged.as_ref()) {
                // Said once: the damaged file is kept aside, so the next start is clean.
                let tr = crate::i18n::Tr::new(app.settings().language);
                app.warn(damaged_settings(&tr, damaged));
            }
            // Lessons: progress in the data folder; `inkomo --lesson ID` opens one.
            app.set_lesson_store(
                crate::record::data_dir().map(crate::lesson::progress::ProgressStore::in_dir),
            );
            if let Some(id) = lesson {
                app.apply(Command::Learn(learn_screen::LearnCommand::Open(id)));
            }
            if let Some(path) = open {
                // `inkomo --open FILE`: as the Open window would open it.
                app.apply(Command::Files(FilesCommand::OpenFile(path)));
            }
            if let Ok(start) = std::env::var("INKOMO_START") {
                app::start_from_env(&mut app, &start);
                if let Ok(speed) = std::env::var("INKOMO_ANIMATE") {
                    // Show the last action's animation again (screenshots of an animation).
                    let speed = match speed.as_str() {
                        "0.25" => animation::Speed::Quarter,
                        "0.5" => animation::Speed::Half,
                        "2" => animation::Speed::Double,
                        "4" => animation::Speed::Quadruple,
                        _ => animation::Speed::Normal,
                    };
                    app.apply(Command::Settings(SettingsCommand::SetSpeed(speed)));
                    app.apply(Command::Game(GameCommand::Undo));
                    app.apply(Command::Game(GameCommand::Redo));
                }
            }
            if let Ok(section) = std::env::var("INKOMO_RULES")
                && let Some(game) = app.session().map(|s| s.game_id())
            {
                // The rules page of the started game, at a section if one is named.
                app.open_rules(game, Some(section.as_str()).filter(|s| !s.is_empty()));
            }
            let saved = app.settings().clone();
            Ok(Box::new(EframeApp { app, saved, file }))
        }),
    )
    .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_icon_decodes_at_its_size() {
        let icon = app_icon().unwrap_or_else(|e| panic!("icon: {e}"));
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
        // Not a blank square: the corners are transparent and the centre is not.
        assert_eq!(icon.rgba[3], 0, "top-left corner alpha");
        let centre = (128 * 256 + 128) * 4;
        assert_eq!(icon.rgba[centre + 3], 255, "centre alpha");
    }
}
