//! The command dispatcher: each command goes to the part that owns it (Learn, the replay,
//! the files, the settings, the help windows) and the rest changes the game and the board
//! view here. A board click is resolved by the board's player ([`BoardPlayer::resolve`]).

use crate::i18n::Tr;
use crate::ui::animation::Speed;
use crate::ui::board::BoardPlayer;
use crate::ui::command::{Command, LearnCommand};
use crate::ui::files::FileOutcome;
use crate::ui::new_game_memory;
use crate::ui::session::Session;

use super::{InkomoApp, Screen};

impl InkomoApp {
    /// Applies one command: each part takes the commands it owns, in this order; board
    /// input for a side the computer plays is refused.
    pub(super) fn apply_command(&mut self, command: Command) {
        // Learn: the lesson screens take their own commands (learn_screen.rs).
        let Some(command) = self.route_learn(command) else {
            return;
        };
        if command.is_board_input() && (!self.person_to_act() || self.opening.is_preparing()) {
            // The computer plays this side (a click or a decision button must not act for
            // it), or a new game's opening is on its way.
            return;
        }
        let Some(command) = self.route_replay(command) else {
            return;
        };
        let Some(command) = self.route_files(command) else {
            return;
        };
        if command == Command::SetSpeed(Speed::Off)
            && let Some(board) = &mut self.board
        {
            board.stop_animation();
        }
        let Some(command) = self.settings.apply(command) else {
            return;
        };
        let Some(command) = self.help.apply(command) else {
            return;
        };
        match command {
            Command::OpenPicker => {
                self.screen = Screen::Picker;
                if let Some(board) = &mut self.board {
                    board.stop_animation();
                }
                self.computer.cancel();
                self.opening.cancel();
            }
            Command::OpenNewGame(game) => {
                self.opening.cancel();
                let dialog = new_game_memory::dialog_for(game, &self.settings.new_game);
                self.screen = Screen::NewGame(Box::new(dialog));
            }
            Command::StartGame(setup) => {
                if let Screen::NewGame(dialog) = &self.screen {
                    new_game_memory::remember(&mut self.settings.new_game, dialog);
                }
                self.board = Some(BoardPlayer::new(Session::new(*setup)));
                self.files.new_game();
                self.after_new_session();
            }
            Command::StartBalanced(setup, seed) => {
                if let Screen::NewGame(dialog) = &self.screen {
                    new_game_memory::remember(&mut self.settings.new_game, dialog);
                }
                // Prepared on a thread of its own (`drive_opening` starts the game once it
                // is there); on the spot only if no thread could start.
                if let Some(session) = self.opening.request(*setup, seed) {
                    self.start_prepared(session);
                }
            }
            Command::Restart => {
                if let Some(session) = self.session() {
                    // From the game's own start: a balanced opening or a set-up stays.
                    let start = session.start().clone();
                    let session = Session::from_start(session.setup().clone(), start);
                    self.board = Some(BoardPlayer::new(session));
                    self.files.new_game();
                    self.after_new_session();
                }
            }
            Command::Act(_)
            | Command::ClickPoint(_)
            | Command::DropPoint(_)
            | Command::ClickPit(_)
            | Command::SowDirection { .. }
            | Command::CancelSelection
            | Command::ArrangeAdjust { .. }
            | Command::ArrangeSet(_) => self.board_command(&command),
            Command::Undo => {
                if let Some(board) = &mut self.board
                    && board.undo()
                {
                    self.computer.cancel();
                }
            }
            Command::Redo => {
                let speed = self.settings.speed;
                if let Some(board) = &mut self.board {
                    board.redo(speed);
                }
            }
            Command::FinishAnimation => {
                if let Some(board) = &mut self.board {
                    board.finish_animation();
                }
            }
            // A lesson link on a rules page: the rules window closes and the lesson opens.
            Command::OpenLesson(id) => {
                self.help.apply(Command::CloseHelp);
                self.apply(Command::Learn(LearnCommand::Open(id)));
            }
            Command::Hint => {
                let person = self.person_to_act();
                if let Some(board) = &mut self.board
                    && !board.session().game().is_over()
                    && person
                {
                    board.set_hint(None);
                    self.computer.request_hint(board.session());
                }
            }
            Command::Explain(index) => {
                if let Some(board) = &mut self.board {
                    self.turn_log.update(board.session().history());
                    if let Some(effect) = self.turn_log.pick(index) {
                        board.explain(effect);
                    }
                }
            }
            // Handled by their parts above (Learn, the replay, the files, the settings, the
            // help windows).
            Command::Learn(_)
            | Command::ReplayStart
            | Command::ReplayStep(_)
            | Command::ReplayTogglePlay
            | Command::ReplayPlayOn
            | Command::ReplayClose
            | Command::Save
            | Command::SaveAs
            | Command::Open
            | Command::OpenFile(_)
            | Command::ShowOpenList(_)
            | Command::Resume
            | Command::Library(_)
            | Command::DismissMessage
            | Command::File(_)
            | Command::Flip
            | Command::SetSpeed(_)
            | Command::SetLanguage(_)
            | Command::ToggleLegal
            | Command::ToggleLast
            | Command::ToggleCoordinates
            | Command::ToggleBlacNumbers
            | Command::SetZoom(_)
            | Command::GlossaryWord(_)
            | Command::ShowSettings(_)
            | Command::ShowGlossary(_)
            | Command::OpenRules(..)
            | Command::CloseHelp => {}
        }
    }

    /// The files take their commands; a game they open becomes the game shown.
    pub(super) fn route_files(&mut self, command: Command) -> Option<Command> {
        let tr = Tr::new(self.settings.language);
        let session = self.board.as_ref().map(BoardPlayer::session);
        match self.files.apply(&tr, command, session) {
            FileOutcome::NotMine(command) => return Some(command),
            FileOutcome::Done => {}
            FileOutcome::Opened(session, replay) => {
                self.board = Some(BoardPlayer::new(*session));
                self.after_new_session();
                if replay {
                    self.apply_command(Command::ReplayStart);
                }
            }
        }
        None
    }

    /// Learn: applies the commands of the Learn screens; gives back the others.
    pub(super) fn route_learn(&mut self, command: Command) -> Option<Command> {
        use crate::ui::learn_screen::{LearnCommand, LearnOutcome};
        let lesson_shown = matches!(self.screen, Screen::Lesson);
        let command = match command {
            Command::Learn(c) => c,
            c if lesson_shown && (c.is_board_input() || c == Command::CancelSelection) => {
                if let Some(lesson) = &mut self.learn.lesson {
                    lesson.board_input(&c, &self.settings);
                }
                self.learn.save_events();
                return None;
            }
            Command::Hint if lesson_shown => LearnCommand::Hint,
            // The step's board is replayed as a game's is.
            Command::ReplayStep(_)
            | Command::ReplayTogglePlay
            | Command::ReplayClose
            | Command::FinishAnimation
                if lesson_shown =>
            {
                if let Some(lesson) = &mut self.learn.lesson {
                    lesson.replay_command(&command, &self.settings);
                }
                return None;
            }
            // Animations off: the lesson's stops too; the setting itself is the app's.
            Command::SetSpeed(Speed::Off) if lesson_shown => {
                if let Some(lesson) = &mut self.learn.lesson {
                    lesson.replay_command(&command, &self.settings);
                }
                return Some(command);
            }
            Command::ReplayPlayOn if lesson_shown => LearnCommand::PlayOn,
            Command::Undo
            | Command::Redo
            | Command::Save
            | Command::SaveAs
            | Command::Restart
            | Command::ReplayStart
                if lesson_shown =>
            {
                return None;
            }
            c => return Some(c),
        };
        match self.learn.apply(command, &self.settings) {
            LearnOutcome::List => self.screen = Screen::Learn,
            LearnOutcome::Lesson => self.screen = Screen::Lesson,
            LearnOutcome::Stay => {}
            LearnOutcome::PlayOn(setup, game) => {
                self.board = Some(BoardPlayer::new(Session::from_start(*setup, *game)));
                self.files.new_game();
                self.after_new_session();
            }
        }
        None
    }

    /// Starts the game of a balanced opening once it is prepared.
    pub(super) fn start_prepared(&mut self, session: Session) {
        self.board = Some(BoardPlayer::new(session));
        self.files.new_game();
        self.after_new_session();
    }

    pub(super) fn after_new_session(&mut self) {
        // Any new game replaces an opening still being prepared.
        self.opening.cancel();
        self.computer.cancel();
        self.screen = Screen::Play;
        if let Some(board) = &mut self.board {
            board.reset();
        }
    }

    /// A click, a drop, a decision or a direction button on the play screen: the board's
    /// player resolves it and plays the move in the game.
    pub(super) fn board_command(&mut self, command: &Command) {
        let speed = self.settings.speed;
        let Some(board) = &mut self.board else { return };
        let legal = *board.session().legal();
        if let Some(mv) = board.resolve(command, &legal)
            && board.play_move(mv, speed)
        {
            self.computer.cancel_hint();
        }
    }

    /// Plays `action` for the side to act (the computer's move).
    pub(super) fn act(&mut self, action: crate::rules::Action) {
        let speed = self.settings.speed;
        if let Some(board) = &mut self.board
            && board.play(&[action], speed) > 0
        {
            self.computer.cancel_hint();
        }
    }
}
