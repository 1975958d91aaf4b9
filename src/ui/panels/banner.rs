//! The game-over notice's buttons: Play again, Replay and New game. They sit in the side
//! panel's status box, under the outcome, so that nothing covers the final position.

use crate::i18n::Tr;
use crate::ui::command::{GameCommand, ReplayCommand, WindowCommand};

use crate::ui::command::Command;

/// Play again, Replay and New game, for a game that is over.
pub fn game_over_buttons(ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr.s("button-play-again")).clicked() {
            out.push(Command::Game(GameCommand::Restart));
        }
        if ui
            .button(tr.s("button-replay"))
            .on_hover_text(tr.s("hint-replay"))
            .clicked()
        {
            out.push(Command::Replay(ReplayCommand::Start));
        }
        if ui.button(tr.s("button-new-game")).clicked() {
            out.push(Command::Window(WindowCommand::OpenPicker));
        }
    });
}
