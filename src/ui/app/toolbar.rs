//! The app's bars: the top bar of the picker and Learn screens, and the play bar (one line:
//! the title, the Game, View and Help menus, Undo, Redo, Hint, Settings) with its replay
//! form. Widgets only: they push commands.

use crate::i18n::Tr;
use crate::ui::command::{
    FilesCommand, GameCommand, ReplayCommand, SettingsCommand, WindowCommand,
};

use crate::ui::app::keys::shortcut;
use crate::ui::board::describe;
use crate::ui::board::session::Session;
use crate::ui::command::Command;
use crate::ui::files;
use crate::ui::panels::settings::Settings;
use crate::ui::theme;

/// The frame of the app's bars: the top bar, the play bar, the replay controls.
pub fn bar_frame() -> egui::Frame {
    egui::Frame::NONE
        .fill(theme::SAND_DARK)
        .inner_margin(egui::Margin::symmetric(12, 6))
}

/// The top bar of the screens without a game: title, Back to games (`home`: on every screen
/// but the picker), Open, recent files, Glossary, Settings.
pub fn top_bar_simple(
    ui: &mut egui::Ui,
    tr: &Tr,
    out: &mut Vec<Command>,
    (settings_open, glossary_open): (bool, bool),
    recent: &[std::path::PathBuf],
    home: bool,
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
                if home {
                    home_button(ui, tr, out);
                } else {
                    ui.label(egui::RichText::new(tr.s("app-tagline")).color(theme::INK_SOFT));
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    window_buttons(ui, tr, out, (settings_open, glossary_open), true);
                    if ui
                        .button(tr.s("button-open"))
                        .on_hover_text(tr.s("hint-open"))
                        .clicked()
                    {
                        out.push(Command::Files(FilesCommand::Open));
                    }
                    files::recent_menu(ui, tr, recent, out);
                });
            });
        });
}

/// Back to games: the game picker, from any screen.
pub fn home_button(ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
    if ui
        .button(tr.s("button-home"))
        .on_hover_text(tr.s("hint-home"))
        .clicked()
    {
        out.push(Command::Window(WindowCommand::OpenPicker));
    }
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
            .then_some(Command::Window(WindowCommand::ShowSettings(!settings_open)))
    };
    let glossary = |ui: &mut egui::Ui| {
        ui.selectable_label(glossary_open, tr.s("button-glossary"))
            .on_hover_text(tr.s("hint-glossary"))
            .clicked()
            .then_some(Command::Window(WindowCommand::ShowGlossary(!glossary_open)))
    };
    if right_to_left {
        out.extend(settings(ui));
        out.extend(glossary(ui));
    } else {
        out.extend(glossary(ui));
        out.extend(settings(ui));
    }
}

/// What the play bar shows besides the game: the settings, the recent files, which help
/// windows are open and whether a person is to act.
pub struct PlayBar<'a> {
    /// The settings (view toggles, zoom).
    pub settings: &'a Settings,
    /// The recent record files, newest first.
    pub recent: &'a [std::path::PathBuf],
    /// Whether the settings and glossary windows are open.
    pub windows: (bool, bool),
    /// Whether a person plays the side to act (a hint can be asked for).
    pub person_to_act: bool,
}

/// The play bar on one line: the title, the Game, View and Help menus, then Undo, Redo and
/// Hint as buttons and Settings at the right end.
pub fn play_toolbar(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    bar: &PlayBar<'_>,
    out: &mut Vec<Command>,
) {
    egui::MenuBar::new().ui(ui, |ui| {
        title(ui, tr, session);
        ui.separator();
        ui.menu_button(tr.s("menu-game"), |ui| {
            game_menu(ui, tr, session, bar.recent, out)
        });
        view_button(ui, tr, |ui| view_menu(ui, tr, session, bar.settings, out));
        ui.menu_button(tr.s("menu-help"), |ui| {
            help_menu(ui, tr, session, bar.windows, out)
        });
        ui.separator();
        if ui
            .add_enabled(session.can_undo(), egui::Button::new(tr.s("button-undo")))
            .on_hover_text(tr.s("hint-undo"))
            .clicked()
        {
            out.push(Command::Game(GameCommand::Undo));
        }
        if ui
            .add_enabled(session.can_redo(), egui::Button::new(tr.s("button-redo")))
            .on_hover_text(tr.s("hint-redo"))
            .clicked()
        {
            out.push(Command::Game(GameCommand::Redo));
        }
        let hint_possible = bar.person_to_act && !session.game().is_over();
        if ui
            .add_enabled(hint_possible, egui::Button::new(tr.s("button-hint")))
            .on_hover_text(tr.s("hint-hint"))
            .clicked()
        {
            out.push(Command::Game(GameCommand::Hint));
        }
        settings_button(ui, tr, bar.windows.0, out);
    });
}

/// The View menu's button: its toggles stay open for the next one, so a click inside does
/// not close it.
fn view_button(ui: &mut egui::Ui, tr: &Tr, content: impl FnOnce(&mut egui::Ui)) {
    let config = egui::menu::MenuConfig::find(ui)
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
    egui::menu::MenuButton::new(tr.s("menu-view"))
        .config(config)
        .ui(ui, content);
}

/// The game's name, as the bar's heading.
fn title(ui: &mut egui::Ui, tr: &Tr, session: &Session) {
    ui.label(
        egui::RichText::new(describe::game_title(tr, session.game_id()))
            .heading()
            .color(theme::TERRACOTTA),
    );
}

/// The Settings button at the right end of the bar.
fn settings_button(ui: &mut egui::Ui, tr: &Tr, open: bool, out: &mut Vec<Command>) {
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        if ui.selectable_label(open, tr.s("button-settings")).clicked() {
            out.push(Command::Window(WindowCommand::ShowSettings(!open)));
        }
    });
}

/// An entry of a menu that pushes `command` and closes the menu when clicked; its shortcut,
/// if it has one, is shown at its right as desktop menus show theirs.
fn entry(
    ui: &mut egui::Ui,
    enabled: bool,
    (label, key): (String, Option<egui::KeyboardShortcut>),
    hint: Option<String>,
    command: Command,
    out: &mut Vec<Command>,
) {
    let shortcut = key.map(|key| ui.ctx().format_shortcut(&key));
    let mut button = egui::Button::new(label.as_str());
    if let Some(text) = &shortcut {
        button = button.shortcut_text(text.as_str());
    }
    let mut response = ui.add_enabled(enabled, button);
    if let Some(text) = shortcut {
        // A screen reader names the entry by its words and gives the shortcut as what it
        // is (the button alone would read "Save Ctrl+S" as its name).
        ui.ctx().accesskit_node_builder(response.id, |node| {
            node.set_label(label);
            node.set_keyboard_shortcut(text);
        });
    }
    if let Some(hint) = hint {
        response = response.on_hover_text(hint);
    }
    if response.clicked() {
        out.push(command);
        ui.close();
    }
}

/// A menu entry that turns a setting on or off, ticked while it is on, with its shortcut
/// beside it if it has one.
fn toggle(
    ui: &mut egui::Ui,
    on: bool,
    (label, key): (String, Option<egui::KeyboardShortcut>),
    command: Command,
    out: &mut Vec<Command>,
) {
    let mut value = on;
    ui.horizontal(|ui| {
        if ui.checkbox(&mut value, label).changed() {
            out.push(command);
        }
        if let Some(key) = key {
            ui.label(egui::RichText::new(ui.ctx().format_shortcut(&key)).weak());
        }
    });
}

/// Game: Back to games, New game, Open, Save, Save as, Recent, Replay.
fn game_menu(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    recent: &[std::path::PathBuf],
    out: &mut Vec<Command>,
) {
    entry(
        ui,
        true,
        (tr.s("button-home"), None),
        Some(tr.s("hint-home")),
        Command::Window(WindowCommand::OpenPicker),
        out,
    );
    ui.separator();
    entry(
        ui,
        true,
        (tr.s("button-new-game"), Some(shortcut::NEW_GAME)),
        Some(tr.s("hint-new-game")),
        Command::Window(WindowCommand::OpenPicker),
        out,
    );
    entry(
        ui,
        true,
        (tr.s("button-open"), Some(shortcut::OPEN)),
        Some(tr.s("hint-open")),
        Command::Files(FilesCommand::Open),
        out,
    );
    entry(
        ui,
        true,
        (tr.s("button-save"), Some(shortcut::SAVE)),
        Some(tr.s("hint-save")),
        Command::Files(FilesCommand::Save),
        out,
    );
    entry(
        ui,
        true,
        (tr.s("menu-save-as"), Some(shortcut::SAVE_AS)),
        None,
        Command::Files(FilesCommand::SaveAs),
        out,
    );
    files::recent_menu(ui, tr, recent, out);
    let played = !session.played().is_empty();
    entry(
        ui,
        played,
        (tr.s("button-replay"), Some(shortcut::REPLAY)),
        Some(tr.s("hint-replay")),
        Command::Replay(ReplayCommand::Start),
        out,
    );
}

/// View: Flip board, Coordinates, BLAC numbers (morris), the highlights, Zoom.
fn view_menu(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    settings: &Settings,
    out: &mut Vec<Command>,
) {
    toggle(
        ui,
        settings.flipped,
        (tr.s("button-flip"), Some(shortcut::FLIP)),
        Command::Settings(SettingsCommand::Flip),
        out,
    );
    toggle(
        ui,
        settings.coordinates,
        (tr.s("menu-coordinates"), None),
        Command::Settings(SettingsCommand::ToggleCoordinates),
        out,
    );
    if session.game().morris().is_some() {
        toggle(
            ui,
            settings.blac_numbers,
            (tr.s("menu-blac-numbers"), None),
            Command::Settings(SettingsCommand::ToggleBlacNumbers),
            out,
        );
    }
    toggle(
        ui,
        settings.show_legal,
        (tr.s("button-show-legal"), None),
        Command::Settings(SettingsCommand::ToggleLegal),
        out,
    );
    toggle(
        ui,
        settings.show_last,
        (tr.s("button-show-last"), None),
        Command::Settings(SettingsCommand::ToggleLast),
        out,
    );
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(tr.s("menu-zoom"));
        crate::ui::panels::settings::zoom_buttons(ui, tr, settings.zoom, out);
    });
}

/// Help: the rules of the game played, the glossary, the keys.
fn help_menu(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    (_, glossary_open): (bool, bool),
    out: &mut Vec<Command>,
) {
    let game = session.game_id();
    entry(
        ui,
        true,
        (tr.s("menu-rules"), Some(shortcut::RULES)),
        None,
        Command::Window(WindowCommand::OpenRules(game, None)),
        out,
    );
    let glossary = Command::Window(WindowCommand::ShowGlossary(!glossary_open));
    entry(
        ui,
        true,
        (tr.s("button-glossary"), None),
        Some(tr.s("hint-glossary")),
        glossary,
        out,
    );
    let keys = Command::Window(WindowCommand::GlossaryWord(
        crate::ui::panels::glossary::KEYS,
    ));
    entry(
        ui,
        true,
        (tr.s("glossary-keys-title"), None),
        None,
        keys,
        out,
    );
}

/// The play bar during a replay: the title, the word "Replay", Back to games, the View and
/// Help menus and Settings.
pub fn replay_toolbar(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    bar: &PlayBar<'_>,
    out: &mut Vec<Command>,
) {
    egui::MenuBar::new().ui(ui, |ui| {
        title(ui, tr, session);
        ui.separator();
        ui.label(egui::RichText::new(tr.s("replay-title")).strong());
        ui.separator();
        home_button(ui, tr, out);
        view_button(ui, tr, |ui| view_menu(ui, tr, session, bar.settings, out));
        ui.menu_button(tr.s("menu-help"), |ui| {
            help_menu(ui, tr, session, bar.windows, out)
        });
        settings_button(ui, tr, bar.windows.0, out);
    });
}
