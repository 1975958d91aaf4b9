//! The command dispatcher: one match sends each command to the room that owns it (the
//! board, the game, the replay, the review, the files, Learn, the settings, the windows). Each room's
//! `apply` decides what a command means on the screen shown: in a lesson a board click is
//! the learner's answer and Undo takes back a wrong one; in a replay nothing changes the
//! game. A board click is resolved by the board's player ([`BoardPlayer::resolve`]).

use crate::i18n::Tr;
use crate::ui::board::BoardPlayer;
use crate::ui::board::animation::Speed;
use crate::ui::board::session::Session;
use crate::ui::command::{
    BoardCommand, Command, EditorCommand, FilesCommand, GameCommand, LearnCommand, SettingsCommand,
    WindowCommand,
};
use crate::ui::files::FileOutcome;
use crate::ui::panels::notice::Message;
use crate::ui::screens::learn_screen::LearnOutcome;
use crate::ui::screens::new_game_memory;
use crate::ui::screens::position_editor::{EditorOutcome, PositionEditor};

use super::{InkomoApp, Screen};

impl InkomoApp {
    /// Applies one command in the room that owns it.
    pub(super) fn apply_command(&mut self, command: Command) {
        // A better move shown is taken back by whatever moves or leaves the game; the
        // animation's own buttons finish its animation instead.
        if self.review.preview().is_some() {
            match &command {
                Command::Game(GameCommand::FinishAnimation) => {
                    if let Some(preview) = self.review.preview_mut() {
                        preview.finish_animation();
                    }
                    return;
                }
                Command::Board(_)
                | Command::Game(_)
                | Command::Replay(_)
                | Command::Files(_)
                | Command::Learn(_)
                | Command::Editor(_) => {
                    self.review.take_back();
                }
                Command::Review(_) | Command::Settings(_) | Command::Window(_) => {}
            }
        }
        match command {
            Command::Board(c) => self.apply_board(c),
            Command::Game(c) => self.apply_game(c),
            Command::Replay(c) => self.apply_replay(c),
            Command::Review(c) => self.apply_review(c),
            Command::Files(c) => self.apply_files(c),
            Command::Learn(c) => self.apply_learn(c),
            Command::Settings(c) => self.apply_settings(c),
            Command::Window(c) => self.apply_window(c),
            Command::Editor(c) => self.apply_editor(c),
        }
    }

    /// Whether the position editor is the screen shown (the game behind it takes no move,
    /// and Save saves the position being set up).
    fn editor_shown(&self) -> bool {
        matches!(self.screen, Screen::Editor(_))
    }

    /// The position editor: opened from the new-game dialog shown; a position it accepts
    /// becomes a game, or a record saved; Back shows the dialog again.
    fn apply_editor(&mut self, command: EditorCommand) {
        if command == EditorCommand::Open {
            if let Screen::NewGame(dialog) = &self.screen {
                self.opening.cancel();
                let editor = PositionEditor::new(dialog.as_ref().clone());
                self.screen = Screen::Editor(Box::new(editor));
            }
            return;
        }
        let Screen::Editor(editor) = &mut self.screen else {
            return;
        };
        let tr = Tr::new(self.settings.language);
        match editor.apply(command) {
            EditorOutcome::Stay => {}
            EditorOutcome::Back(dialog) => self.screen = Screen::NewGame(dialog),
            EditorOutcome::Copied => {
                *self.files.message_slot() = Some(Message::notice(tr.s("editor-copied")));
            }
            EditorOutcome::Save(session) => {
                self.files.save_setup(&tr, *session);
                self.remember_folder();
            }
            EditorOutcome::Play(setup, game) => {
                // The dialog's choices are remembered as a Start would remember them.
                new_game_memory::remember(&mut self.settings.new_game, &editor.dialog);
                self.board = Some(BoardPlayer::new(Session::from_start(*setup, *game)));
                self.files.new_game();
                self.after_new_session();
            }
        }
    }

    /// Whether a lesson is the screen shown (its board takes the board's commands).
    fn lesson_shown(&self) -> bool {
        matches!(self.screen, Screen::Lesson)
    }

    /// A move on the board: the learner's answer in a lesson; otherwise the board's player
    /// resolves it and plays it for the person to act.
    fn apply_board(&mut self, command: BoardCommand) {
        if self.lesson_shown() {
            if let Some(lesson) = &mut self.learn.lesson {
                lesson.board_input(&command, &self.settings);
            }
            self.learn.save_events();
            return;
        }
        // Escape closes the app's own Open or Save as window first, as a desktop's dialog.
        if command == BoardCommand::CancelSelection && self.files.close_windows() {
            return;
        }
        if self.editor_shown() {
            // The game behind the editor is not shown: nothing is played in it.
            return;
        }
        if command.plays() && (!self.person_to_act() || self.opening.is_preparing()) {
            // The computer plays this side (a click or a decision button must not act for
            // it), nobody acts in a replay, or a new game's opening is on its way.
            return;
        }
        self.board_command(&command);
    }

    /// What is done to the game beside moves. A lesson has no undo or restart of its own:
    /// Undo takes back a wrong answer (as Retry does), Hint climbs the step's hint ladder.
    /// A replay only shows the game: nothing here changes it but the animation.
    fn apply_game(&mut self, command: GameCommand) {
        if self.lesson_shown() {
            let learn = match command {
                GameCommand::Hint => Some(LearnCommand::Hint),
                GameCommand::Undo => self
                    .learn
                    .lesson
                    .as_ref()
                    .is_some_and(|lesson| lesson.is_wrong())
                    .then_some(LearnCommand::Retry),
                GameCommand::FinishAnimation => {
                    if let Some(lesson) = &mut self.learn.lesson {
                        lesson.finish_animation();
                    }
                    None
                }
                // The lesson's steps are gone through with Next and Previous; its turn
                // log is not shown, so there is nothing to explain from it.
                GameCommand::Redo | GameCommand::Restart | GameCommand::Explain(_) => None,
            };
            if let Some(learn) = learn {
                self.apply_learn(learn);
            }
            return;
        }
        if (self.replay().is_some() || self.editor_shown())
            && command != GameCommand::FinishAnimation
        {
            return;
        }
        match command {
            GameCommand::Undo => {
                if let Some(board) = &mut self.board
                    && board.undo()
                {
                    self.computer.cancel();
                }
            }
            GameCommand::Redo => {
                let speed = self.settings.speed;
                if let Some(board) = &mut self.board {
                    board.redo(speed);
                }
            }
            GameCommand::Restart => {
                if let Some(session) = self.session() {
                    // From the game's own start: a balanced opening or a set-up stays.
                    let start = session.start().clone();
                    let session = Session::from_start(session.setup().clone(), start);
                    self.board = Some(BoardPlayer::new(session));
                    self.files.new_game();
                    self.after_new_session();
                }
            }
            GameCommand::FinishAnimation => {
                if let Some(board) = &mut self.board {
                    board.finish_animation();
                }
            }
            GameCommand::Hint => {
                let person = self.person_to_act();
                if let Some(board) = &mut self.board
                    && !board.session().game().is_over()
                    && person
                {
                    board.set_hint(None);
                    self.computer.request_hint(board.session());
                }
            }
            GameCommand::Explain(index) => {
                if let Some(board) = &mut self.board {
                    self.turn_log.update(board.session().history());
                    if let Some(effect) = self.turn_log.pick(index) {
                        board.explain(effect);
                    }
                }
            }
        }
    }

    /// The files; a game they open becomes the game shown. A lesson is not a game to save:
    /// Save says so. Anything that leaves the game a replay shows closes the replay first.
    fn apply_files(&mut self, command: FilesCommand) {
        let tr = Tr::new(self.settings.language);
        if self.lesson_shown() && matches!(command, FilesCommand::Save | FilesCommand::SaveAs) {
            *self.files.message_slot() = Some(Message::notice(tr.s("learn-not-saved")));
            return;
        }
        if self.editor_shown() && matches!(command, FilesCommand::Save | FilesCommand::SaveAs) {
            // In the editor, Save saves the position being set up.
            self.apply_editor(EditorCommand::SaveAs);
            return;
        }
        if self.replay().is_some() && !matches!(command, FilesCommand::ShowOpenList(_)) {
            self.close_replay();
        }
        let session = self.board.as_ref().map(BoardPlayer::session);
        let outcome = self.files.apply(&tr, command, session);
        self.remember_folder();
        match outcome {
            FileOutcome::Done => {}
            FileOutcome::Opened(session, replay) => {
                self.board = Some(BoardPlayer::new(*session));
                self.after_new_session();
                if replay {
                    self.apply_replay(crate::ui::command::ReplayCommand::Start);
                }
            }
        }
    }

    /// Keeps the folder last saved to or opened from in the settings: the next run's Open
    /// starts there.
    fn remember_folder(&mut self) {
        if let Some(folder) = self.files.last_folder()
            && self.settings.last_folder.as_deref() != Some(folder)
        {
            self.settings.last_folder = Some(folder.to_path_buf());
        }
    }

    /// The Learn screen and the lesson view. Opening a lesson (from the list, or a lesson
    /// link on a rules page) closes the rules window.
    pub(super) fn apply_learn(&mut self, command: LearnCommand) {
        if matches!(command, LearnCommand::Open(_)) {
            self.help.apply(WindowCommand::CloseHelp);
        }
        // Entering the Learn screen reads the reviewed games' mistakes afresh (a review
        // may have been made since); moving within it does not.
        if matches!(command, LearnCommand::List(_))
            && !matches!(self.screen, Screen::Learn | Screen::Lesson)
        {
            let mistakes = self.files.mistakes();
            self.learn.set_mistakes(mistakes);
        }
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
    }

    /// The settings. Animations off stops the animation shown, the game's and a lesson's.
    fn apply_settings(&mut self, command: SettingsCommand) {
        if command == SettingsCommand::SetSpeed(Speed::Off) {
            if let Some(board) = &mut self.board {
                board.stop_animation();
            }
            if self.lesson_shown()
                && let Some(lesson) = &mut self.learn.lesson
            {
                lesson.stop_animation();
            }
        }
        self.settings.apply(command);
    }

    /// The screen shown, the help windows and the message banner. A new game or the picker
    /// leaves a replay first.
    fn apply_window(&mut self, command: WindowCommand) {
        match command {
            WindowCommand::OpenPicker => {
                self.close_replay();
                self.screen = Screen::Picker;
                if let Some(board) = &mut self.board {
                    board.stop_animation();
                }
                self.computer.cancel();
                self.opening.cancel();
                self.review.take_back();
            }
            WindowCommand::OpenLibrary => {
                self.screen = Screen::Library(Default::default());
            }
            WindowCommand::OpenNewGame(game) => {
                self.close_replay();
                self.opening.cancel();
                let dialog = new_game_memory::dialog_for(game, &self.settings.new_game);
                self.screen = Screen::NewGame(Box::new(dialog));
            }
            WindowCommand::StartGame(setup) => {
                self.close_replay();
                if let Screen::NewGame(dialog) = &self.screen {
                    new_game_memory::remember(&mut self.settings.new_game, dialog);
                }
                self.board = Some(BoardPlayer::new(Session::new(*setup)));
                self.files.new_game();
                self.after_new_session();
            }
            WindowCommand::StartBalanced(setup, seed) => {
                self.close_replay();
                if let Screen::NewGame(dialog) = &self.screen {
                    new_game_memory::remember(&mut self.settings.new_game, dialog);
                }
                // Prepared on a thread of its own (`drive_opening` starts the game once it
                // is there); on the spot only if no thread could start.
                if let Some(session) = self.opening.request(*setup, seed) {
                    self.start_prepared(session);
                }
            }
            WindowCommand::DismissMessage => self.files.dismiss(),
            WindowCommand::ShowSettings(_)
            | WindowCommand::ShowGlossary(_)
            | WindowCommand::GlossaryWord(_)
            | WindowCommand::OpenRules(..)
            | WindowCommand::CloseHelp => self.help.apply(command),
        }
    }

    /// Starts the game of a balanced opening once it is prepared.
    pub(super) fn start_prepared(&mut self, session: Session) {
        self.board = Some(BoardPlayer::new(session));
        self.files.new_game();
        self.after_new_session();
    }

    pub(super) fn after_new_session(&mut self) {
        // Any new game replaces an opening still being prepared, and the review of the
        // game before.
        self.opening.cancel();
        self.computer.cancel();
        self.review.cancel();
        self.review.take_back();
        self.screen = Screen::Play;
        if let Some(board) = &mut self.board {
            board.reset();
        }
    }

    /// A click, a drop, a decision or a direction button on the play screen: the board's
    /// player resolves it and plays the move in the game.
    pub(super) fn board_command(&mut self, command: &BoardCommand) {
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
