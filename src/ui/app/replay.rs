//! The replay's commands: opening and closing it, moving its cursor, playing it on, and
//! what else they change in the app (the computer stops, a game played on is a new game).
//! The cursor and what it shows are the board's ([`crate::ui::board::BoardPlayer`]).

use crate::ui::command::Command;

use super::InkomoApp;

impl InkomoApp {
    /// The replay takes its commands, and keeps the game shown from changing while it runs:
    /// what would change the game is refused, what leaves it closes the replay first.
    pub(super) fn route_replay(&mut self, command: Command) -> Option<Command> {
        if self.replay().is_some() {
            match command {
                // The replay shows the game; it does not change it (board input is already
                // refused: nobody is to act in a replay).
                Command::Undo | Command::Redo | Command::Hint | Command::Restart => return None,
                Command::ReplayStart => return None,
                // Anything that leaves the game shown goes back to the replayed game first.
                Command::OpenPicker
                | Command::OpenNewGame(_)
                | Command::StartGame(_)
                | Command::StartBalanced(..)
                | Command::Open
                | Command::OpenFile(_)
                | Command::Resume
                | Command::Library(_)
                | Command::Save
                | Command::SaveAs
                | Command::File(_) => self.close_replay(),
                _ => {}
            }
        }
        let speed = self.settings.speed;
        match command {
            Command::ReplayStart => {
                if let Some(board) = &mut self.board
                    && board.start_replay()
                {
                    self.computer.cancel();
                }
            }
            Command::ReplayStep(step) => {
                // A click on the move list during play opens the replay there.
                if self.replay().is_none() {
                    self.apply_command(Command::ReplayStart);
                }
                if let Some(board) = &mut self.board {
                    board.replay_step(step, speed);
                }
            }
            Command::ReplayTogglePlay => {
                if let Some(board) = &mut self.board {
                    board.toggle_replay_play();
                }
            }
            Command::ReplayPlayOn => {
                if self.board.as_mut().is_some_and(|b| b.play_on_from_replay()) {
                    // A new game: saving it never writes over the replayed game's file.
                    self.files.new_game();
                    self.after_new_session();
                    if let Some(board) = &mut self.board {
                        board.explain_shown();
                    }
                }
            }
            Command::ReplayClose => self.close_replay(),
            other => return Some(other),
        }
        None
    }

    /// Leaves the replay: the replayed game comes back as it was.
    pub(super) fn close_replay(&mut self) {
        if let Some(board) = &mut self.board {
            board.close_replay();
        }
    }
}
