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

/// The app's shortcuts, named once: the keyboard reads them and the menus show them.
pub mod shortcut {
    use egui::{Key, KeyboardShortcut, Modifiers};

    const CTRL: Modifiers = Modifiers::COMMAND;
    const CTRL_SHIFT: Modifiers = Modifiers {
        shift: true,
        ..Modifiers::COMMAND
    };

    /// Undo (Ctrl+Z).
    pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::Z);
    /// Redo (Ctrl+Shift+Z).
    pub const REDO: KeyboardShortcut = KeyboardShortcut::new(CTRL_SHIFT, Key::Z);
    /// Redo, as other apps also have it (Ctrl+Y).
    pub const REDO_Y: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::Y);
    /// Save (Ctrl+S).
    pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::S);
    /// Save as (Ctrl+Shift+S).
    pub const SAVE_AS: KeyboardShortcut = KeyboardShortcut::new(CTRL_SHIFT, Key::S);
    /// Open (Ctrl+O).
    pub const OPEN: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::O);
    /// Replay, or close the replay (Ctrl+P).
    pub const REPLAY: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::P);
    /// Flip the board (Ctrl+R).
    pub const FLIP: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::R);
    /// New game: the game picker (Ctrl+N).
    pub const NEW_GAME: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::N);
    /// Zoom in (Ctrl+plus, or Ctrl+= on keyboards without a plus key).
    pub const ZOOM_IN: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::Plus);
    /// Zoom in by the key that holds plus on most keyboards.
    pub const ZOOM_IN_EQUALS: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::Equals);
    /// Zoom out (Ctrl+minus).
    pub const ZOOM_OUT: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::Minus);
    /// Normal size (Ctrl+0).
    pub const ZOOM_RESET: KeyboardShortcut = KeyboardShortcut::new(CTRL, Key::Num0);
    /// A hint (H).
    pub const HINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::H);
    /// The rules page (F1).
    pub const RULES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);
    /// Close a window, drop a selection (Escape).
    pub const ESCAPE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Escape);
}

/// Reads this frame's shortcuts into commands (the keys are consumed).
pub fn read(ctx: &egui::Context, state: KeyState) -> Vec<Command> {
    use shortcut as s;
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
        // Ctrl+Shift+Z before Ctrl+Z: a shortcut is consumed by its first match.
        if i.consume_shortcut(&s::REDO) {
            commands.push(Command::Game(GameCommand::Redo));
        }
        if i.consume_shortcut(&s::UNDO) {
            commands.push(Command::Game(GameCommand::Undo));
        }
        if i.consume_shortcut(&s::REDO_Y) {
            commands.push(Command::Game(GameCommand::Redo));
        }
        if i.consume_shortcut(&s::SAVE_AS) {
            commands.push(Command::Files(FilesCommand::SaveAs));
        }
        if i.consume_shortcut(&s::SAVE) {
            commands.push(Command::Files(FilesCommand::Save));
        }
        if i.consume_shortcut(&s::OPEN) {
            commands.push(Command::Files(FilesCommand::Open));
        }
        if i.consume_shortcut(&s::REPLAY) {
            commands.push(if replaying {
                Command::Replay(ReplayCommand::Close)
            } else {
                Command::Replay(ReplayCommand::Start)
            });
        }
        if i.consume_shortcut(&s::FLIP) {
            commands.push(Command::Settings(SettingsCommand::Flip));
        }
        if i.consume_shortcut(&s::NEW_GAME) {
            commands.push(Command::Window(WindowCommand::OpenPicker));
        }
        if i.consume_shortcut(&s::ZOOM_IN) || i.consume_shortcut(&s::ZOOM_IN_EQUALS) {
            commands.push(Command::Settings(SettingsCommand::SetZoom(
                settings::zoom_step(zoom, true),
            )));
        }
        if i.consume_shortcut(&s::ZOOM_OUT) {
            commands.push(Command::Settings(SettingsCommand::SetZoom(
                settings::zoom_step(zoom, false),
            )));
        }
        if i.consume_shortcut(&s::ZOOM_RESET) {
            commands.push(Command::Settings(SettingsCommand::SetZoom(1.0)));
        }
        if i.consume_shortcut(&s::HINT) {
            commands.push(Command::Game(GameCommand::Hint));
        }
        if i.consume_shortcut(&s::RULES) {
            commands.push(rules_page::f1_command(help_open, playing));
        }
        if i.consume_shortcut(&s::ESCAPE) {
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
