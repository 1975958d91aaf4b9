//! The keyboard: the app's shortcuts (undo, redo, save, open, replay, flip, new game, zoom,
//! hint, F1, Escape) and the replay's keys, read into commands.

use crate::rules::GameId;
use crate::ui::command::{
    BoardCommand, FilesCommand, GameCommand, ReplayCommand, SettingsCommand, WindowCommand,
};

use crate::ui::command::{Command, ReplayStep};
use crate::ui::panels::settings;
use crate::ui::screens::rules_page;

/// What decides what a key means this frame.
#[derive(Clone, Copy, Debug)]
pub struct KeyState {
    /// A replay is shown (its keys apply; Ctrl+P closes it).
    pub replaying: bool,
    /// The rules page or the glossary is open (Escape closes it, F1 too).
    pub help_open: bool,
    /// The settings window is open (Escape closes it when no help window is open).
    pub settings_open: bool,
    /// The zoom setting (Ctrl+plus/minus step from it).
    pub zoom: f32,
    /// The rule set of the game on the play screen, if one is shown.
    pub playing: Option<GameId>,
}

/// Reads this frame's shortcuts into commands (the keys are consumed).
pub fn read(ctx: &egui::Context, state: KeyState) -> Vec<Command> {
    use egui::{Key, KeyboardShortcut, Modifiers};
    let shortcut = |m, k| KeyboardShortcut::new(m, k);
    let ctrl = Modifiers::COMMAND;
    let ctrl_shift = Modifiers::COMMAND | Modifiers::SHIFT;
    let mut commands = Vec::new();
    if ctx.text_edit_focused() {
        // The keys are for the text being typed (a file name, a path, a player's name).
        return commands;
    }
    let KeyState {
        replaying,
        help_open,
        settings_open,
        zoom,
        playing,
    } = state;
    ctx.input_mut(|i| {
        if replaying {
            replay_keys(i, &mut commands);
        }
        if i.consume_shortcut(&shortcut(ctrl_shift, Key::Z)) {
            commands.push(Command::Game(GameCommand::Redo));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::Z)) {
            commands.push(Command::Game(GameCommand::Undo));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::Y)) {
            commands.push(Command::Game(GameCommand::Redo));
        }
        if i.consume_shortcut(&shortcut(ctrl_shift, Key::S)) {
            commands.push(Command::Files(FilesCommand::SaveAs));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::S)) {
            commands.push(Command::Files(FilesCommand::Save));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::O)) {
            commands.push(Command::Files(FilesCommand::Open));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::P)) {
            commands.push(if replaying {
                Command::Replay(ReplayCommand::Close)
            } else {
                Command::Replay(ReplayCommand::Start)
            });
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::R)) {
            commands.push(Command::Settings(SettingsCommand::Flip));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::N)) {
            commands.push(Command::Window(WindowCommand::OpenPicker));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::Plus))
            || i.consume_shortcut(&shortcut(ctrl, Key::Equals))
        {
            commands.push(Command::Settings(SettingsCommand::SetZoom(
                settings::zoom_step(zoom, true),
            )));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::Minus)) {
            commands.push(Command::Settings(SettingsCommand::SetZoom(
                settings::zoom_step(zoom, false),
            )));
        }
        if i.consume_shortcut(&shortcut(ctrl, Key::Num0)) {
            commands.push(Command::Settings(SettingsCommand::SetZoom(1.0)));
        }
        if i.consume_shortcut(&shortcut(Modifiers::NONE, Key::H)) {
            commands.push(Command::Game(GameCommand::Hint));
        }
        if i.consume_shortcut(&shortcut(Modifiers::NONE, Key::F1)) {
            commands.push(rules_page::f1_command(help_open, playing));
        }
        if i.consume_shortcut(&shortcut(Modifiers::NONE, Key::Escape)) {
            commands.push(if help_open {
                Command::Window(WindowCommand::CloseHelp)
            } else if settings_open {
                Command::Window(WindowCommand::ShowSettings(false))
            } else {
                Command::Board(BoardCommand::CancelSelection)
            });
        }
    });
    commands
}

/// The replay's keys: ←/→ by turn, Shift+←/→ by effect, Home/End, Space to play or pause.
fn replay_keys(input: &mut egui::InputState, commands: &mut Vec<Command>) {
    use egui::{Key, Modifiers};
    let keys = [
        (
            Modifiers::SHIFT,
            Key::ArrowLeft,
            Command::Replay(ReplayCommand::Step(ReplayStep::PrevEffect)),
        ),
        (
            Modifiers::SHIFT,
            Key::ArrowRight,
            Command::Replay(ReplayCommand::Step(ReplayStep::NextEffect)),
        ),
        (
            Modifiers::NONE,
            Key::ArrowLeft,
            Command::Replay(ReplayCommand::Step(ReplayStep::PrevTurn)),
        ),
        (
            Modifiers::NONE,
            Key::ArrowRight,
            Command::Replay(ReplayCommand::Step(ReplayStep::NextTurn)),
        ),
        (
            Modifiers::NONE,
            Key::Home,
            Command::Replay(ReplayCommand::Step(ReplayStep::First)),
        ),
        (
            Modifiers::NONE,
            Key::End,
            Command::Replay(ReplayCommand::Step(ReplayStep::Last)),
        ),
        (
            Modifiers::NONE,
            Key::Space,
            Command::Replay(ReplayCommand::TogglePlay),
        ),
    ];
    for (modifiers, key, command) in keys {
        if input.consume_key(modifiers, key) {
            commands.push(command);
        }
    }
}
