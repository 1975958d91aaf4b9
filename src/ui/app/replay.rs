//! The replay's commands: opening and closing it, moving its cursor, playing it on, and
//! what else they change in the app (the computer stops, a game played on is a new game).
//! The cursor and what it shows are the board's ([`crate::ui::board::BoardPlayer`]).

use crate::ui::command::{LearnCommand, ReplayCommand};

use super::InkomoApp;

impl InkomoApp {
    /// The replay's commands. In a lesson they move the step's own replay; Play on from here
    /// is the Learn screen's (a game from the position shown).
    pub(super) fn apply_replay(&mut self, command: ReplayCommand) {
        if matches!(self.screen, super::Screen::Lesson) {
            if command == ReplayCommand::PlayOn {
                self.apply_learn(LearnCommand::PlayOn);
            } else if let Some(lesson) = &mut self.learn.lesson {
                lesson.replay_command(&command, &self.settings);
            }
            return;
        }
        let speed = self.settings.speed;
        match command {
            ReplayCommand::Start => {
                if self.replay().is_none()
                    && let Some(board) = &mut self.board
                    && board.start_replay()
                {
                    self.computer.cancel();
                }
            }
            ReplayCommand::Step(step) => {
                // A click on the move list during play opens the replay there.
                if self.replay().is_none() {
                    self.apply_replay(ReplayCommand::Start);
                }
                if let Some(board) = &mut self.board {
                    board.replay_step(step, speed);
                }
            }
            ReplayCommand::TogglePlay => {
                if let Some(board) = &mut self.board {
                    board.toggle_replay_play();
                }
            }
            ReplayCommand::PlayOn => {
                if self.board.as_mut().is_some_and(|b| b.play_on_from_replay()) {
                    // A new game: saving it never writes over the replayed game's file.
                    self.files.new_game();
                    self.after_new_session();
                    if let Some(board) = &mut self.board {
                        board.explain_shown();
                    }
                }
            }
            ReplayCommand::Close => self.close_replay(),
        }
    }

    /// Leaves the replay: the replayed game comes back as it was.
    pub(super) fn close_replay(&mut self) {
        if let Some(board) = &mut self.board {
            board.close_replay();
        }
    }
}
