//! The buttons of a finished game: Play again, Replay and New game, as one list
//! ([`end_buttons`]) that the result band on the board draws ([`crate::ui::panels::result_band`]).
//! A new button for a finished game is one more line in that list.

use crate::i18n::Tr;
use crate::ui::command::{GameCommand, ReplayCommand, ReviewCommand, WindowCommand};

use crate::ui::command::Command;
use crate::ui::theme;

/// One button of a finished game: its words, its hover text, what it asks.
#[derive(Clone, Debug, PartialEq)]
pub struct EndButton {
    /// The message id of its words.
    pub label: &'static str,
    /// The message id of its hover text, if it has one.
    pub hint: Option<&'static str>,
    /// What a click asks.
    pub command: Command,
}

impl EndButton {
    /// A button with these words that asks `command`.
    pub fn new(label: &'static str, command: Command) -> EndButton {
        EndButton {
            label,
            hint: None,
            command,
        }
    }

    /// The same button with a hover text.
    pub fn hint(self, hint: &'static str) -> EndButton {
        EndButton {
            hint: Some(hint),
            ..self
        }
    }
}

/// The buttons of a finished game, in the order shown (the first is the one a player most
/// likely wants, drawn stronger); `review`: offer a review of the game (none is computed or
/// being computed yet). Every place that offers what to do after a game takes this list.
pub fn end_buttons(review: bool) -> Vec<EndButton> {
    let mut buttons = vec![
        EndButton::new("button-play-again", Command::Game(GameCommand::Restart))
            .hint("hint-play-again"),
        EndButton::new("button-replay", Command::Replay(ReplayCommand::Start)).hint("hint-replay"),
        EndButton::new(
            "button-new-game",
            Command::Window(WindowCommand::OpenPicker),
        )
        .hint("hint-new-game"),
    ];
    if review {
        buttons.push(
            EndButton::new("button-review-short", Command::Review(ReviewCommand::Start))
                .hint("hint-review"),
        );
    }
    buttons
}

/// Draws `buttons` in a row (wrapped when the row is narrow), the first one stronger.
pub fn buttons(ui: &mut egui::Ui, tr: &Tr, buttons: &[EndButton], out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        for (i, button) in buttons.iter().enumerate() {
            let text = egui::RichText::new(tr.s(button.label));
            let widget = if i == 0 {
                egui::Button::new(text.strong()).fill(theme::alpha(theme::OCHRE, 0.6))
            } else {
                egui::Button::new(text)
            };
            let mut response = ui.add(widget);
            if let Some(hint) = button.hint {
                response = response.on_hover_text(tr.s(hint));
            }
            if response.clicked() {
                out.push(button.command.clone());
            }
        }
    });
}
