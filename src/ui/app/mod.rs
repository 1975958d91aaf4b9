//! The app: its state, which screen is shown, and the one entry through which commands
//! change it ([`InkomoApp::apply`]).
//!
//! `InkomoApp` depends on egui alone, so tests and benchmarks drive it headless
//! ([`InkomoApp::frame`]); `super::EframeApp` wraps it for the real window. Its work is split
//! over child modules that share its state: the clock (`clock`: animation, keys, the
//! computer), the screen layout (`screen`), the commands (`dispatch`) and the replay
//! (`replay`). What has no need of that state lives beside the app in `super`: the bars
//! (`toolbar`), the banner, the keys, the click table (`clicks`) and the help windows.

use crate::i18n::{Tr, missing_ids};
use crate::rules::{Effect, GameId};
use crate::ui::command::WindowCommand;

use crate::ui::app::help::HelpWindows;
use crate::ui::board::BoardPlayer;
use crate::ui::board::animation::Timeline;
use crate::ui::board::computer::Computer;
pub use crate::ui::board::input::{BoardInput, ViewState};
use crate::ui::board::replay::ReplayMode;
use crate::ui::board::session::{GameSetup, Session};
use crate::ui::command::Command;
use crate::ui::files::Files;
use crate::ui::panels::settings::Settings;
use crate::ui::screens::new_game::NewGameDialog;
use crate::ui::screens::opening::OpeningPrep;
use crate::ui::screens::position_editor::PositionEditor;
use crate::ui::screens::rules_page;

mod clock;
mod dispatch;
pub mod heap;
pub mod help;
pub mod keys;
mod replay;
mod review;
mod screen;
pub mod toolbar;

/// Which screen fills the window.
#[derive(Clone, Debug)]
pub enum Screen {
    /// The game picker.
    Picker,
    /// The games library: every saved game, searched, sorted and filtered.
    Library(crate::ui::screens::library::LibraryView),
    /// The new-game dialog.
    NewGame(Box<NewGameDialog>),
    /// A game is being played.
    Play,
    /// Learn: the lessons of a rule set (learn_screen.rs).
    Learn,
    /// Learn: a lesson being taken (screens/lesson_view.rs).
    Lesson,
    /// The position editor (screens/position_editor.rs), opened from the new-game dialog.
    Editor(Box<PositionEditor>),
}

/// The app state.
pub struct InkomoApp {
    settings: Settings,
    screen: Screen,
    /// The game played or replayed, on its board.
    board: Option<BoardPlayer>,
    /// The turn log's lines, kept between frames.
    turn_log: crate::ui::panels::turn_log::TurnLog,
    /// The settings, glossary and rules windows.
    help: HelpWindows,
    style_applied: bool,
    pending: Vec<Command>,
    files: Files,
    computer: Computer,
    /// The balanced opening being prepared for a new game.
    opening: OpeningPrep,
    /// Learn: the lesson list, the lesson taken and the progress.
    learn: crate::ui::screens::learn_screen::Learn,
    /// The game's review being computed, and a better move shown.
    review: crate::ui::board::review_run::ReviewRun,
}

impl InkomoApp {
    /// A new app on the game picker.
    pub fn new(settings: Settings) -> InkomoApp {
        InkomoApp {
            settings,
            screen: Screen::Picker,
            board: None,
            turn_log: Default::default(),
            help: HelpWindows::default(),
            style_applied: false,
            pending: Vec::new(),
            files: Files::default(),
            computer: Computer::default(),
            opening: OpeningPrep::default(),
            learn: crate::ui::screens::learn_screen::Learn::default(),
            review: Default::default(),
        }
    }

    /// Learn: keeps lesson progress in `store` (`None`: not saved).
    pub fn set_lesson_store(&mut self, store: Option<crate::lesson::progress::ProgressStore>) {
        self.learn.set_store(store);
    }

    /// Learn: the lesson list's state and the lesson being taken.
    pub fn learn(&self) -> &crate::ui::screens::learn_screen::Learn {
        &self.learn
    }

    /// Keeps records (autosave, saves, the open list) in `store`; `None` keeps none. The
    /// window uses the user's data directory; tests use a temporary one.
    pub fn set_store(&mut self, store: Option<crate::record::AutosaveStore>) {
        // The old library lets its folder go first: the new one may lock the same folder.
        let dialogs = self.files.uses_dialogs();
        let background = self.files.lists_in_background();
        self.files = Files::default();
        self.files = Files::new(store, &Tr::new(self.settings.language));
        self.files.use_dialogs(dialogs);
        self.files.list_in_background(background);
        // Open starts where the last run left off.
        self.files
            .set_last_folder(self.settings.last_folder.clone());
    }

    /// Lists the games library for the picker on a worker thread (the window: a large
    /// library must not hold up the first frame), or at once (a new app, tests).
    pub fn list_in_background(&mut self, on: bool) {
        self.files.list_in_background(on);
    }

    /// Shows `text` as an error in the banner (it stays until closed); one already shown is
    /// kept above it.
    pub fn warn(&mut self, text: String) {
        let slot = self.files.message_slot();
        let text = match slot.take() {
            Some(old) => format!("{}\n{text}", old.text()),
            None => text,
        };
        *slot = Some(crate::ui::panels::notice::Message::error(text));
    }

    /// Turns the system's file dialogs on or off (off in a new app: the window turns them on,
    /// tests leave them off).
    pub fn use_file_dialogs(&mut self, on: bool) {
        self.files.use_dialogs(on);
    }

    /// The record side of the app (autosave, resume offer, messages).
    pub fn files(&self) -> &Files {
        &self.files
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game being played, if any.
    pub fn session(&self) -> Option<&Session> {
        self.board.as_ref().map(BoardPlayer::session)
    }

    /// The review being computed and the better move shown.
    pub fn review_run(&self) -> &crate::ui::board::review_run::ReviewRun {
        &self.review
    }

    /// The board of the game being played, if any.
    pub fn board(&self) -> Option<&BoardPlayer> {
        self.board.as_ref()
    }

    /// The screen shown.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// Opens the rules page of `game`, scrolled to `section` (`rule-<id>` or `option-<name>`,
    /// see [`crate::rules_page::anchor_of`]) or at its top. It replaces the glossary window.
    pub fn open_rules(&mut self, game: GameId, section: Option<&str>) {
        self.apply(Command::Window(WindowCommand::OpenRules(
            game,
            section.map(str::to_string),
        )));
    }

    /// The rules page shown, if any.
    pub fn rules_shown(&self) -> Option<&rules_page::RulesWindow> {
        self.help.rules.as_ref()
    }

    /// Whether the glossary window is shown.
    pub fn glossary_shown(&self) -> bool {
        self.help.glossary
    }

    /// The glossary word last asked for by a link (marked in the glossary), if any.
    pub fn glossary_focus(&self) -> Option<&'static str> {
        self.help.glossary_focus.filter(|_| self.help.glossary)
    }

    /// Whether the settings window is shown.
    pub fn settings_shown(&self) -> bool {
        self.help.settings
    }

    /// Whether the computer is thinking about its move (or has chosen it and waits for the
    /// running animation to end).
    pub fn is_computer_thinking(&self) -> bool {
        self.computer.is_busy()
    }

    /// Whether a balanced opening is being prepared for a new game (the board takes no
    /// input meanwhile).
    pub fn is_preparing_opening(&self) -> bool {
        self.opening.is_preparing()
    }

    /// Whether a hint is being looked for.
    pub fn is_hint_pending(&self) -> bool {
        self.computer.hint_pending()
    }

    /// Whether an animation is running (a replay held inside an action is not).
    pub fn is_animating(&self) -> bool {
        self.board.as_ref().is_some_and(BoardPlayer::is_animating)
    }

    /// The replay being shown, if the app is in replay mode.
    pub fn replay(&self) -> Option<&ReplayMode> {
        self.board.as_ref().and_then(BoardPlayer::replay)
    }

    /// The effect the explanation panel explains.
    pub fn explained(&self) -> Option<&Effect> {
        self.board.as_ref().and_then(BoardPlayer::explained)
    }

    /// The turn log's lines as last drawn (or explained).
    pub fn turn_log(&self) -> &crate::ui::panels::turn_log::TurnLog {
        &self.turn_log
    }

    /// The running or held animation.
    pub fn timeline(&self) -> Option<&Timeline> {
        self.board.as_ref().and_then(BoardPlayer::timeline)
    }

    /// The board view's state.
    pub fn view(&self) -> &ViewState {
        static NONE: std::sync::LazyLock<ViewState> = std::sync::LazyLock::new(ViewState::default);
        self.board.as_ref().map_or(&NONE, BoardPlayer::view)
    }

    /// Message ids the app looked up and found in no language (should be empty).
    pub fn missing_messages(&self) -> Vec<String> {
        missing_ids()
    }

    /// Starts a game at once (tests, `INKOMO_START`).
    pub fn start(&mut self, setup: GameSetup) {
        self.apply(Command::Window(WindowCommand::StartGame(Box::new(setup))));
    }

    /// Queues a command as if a view had pushed it; it is applied after the next frame's
    /// drawing (or at once with [`InkomoApp::apply`]).
    pub fn queue(&mut self, command: Command) {
        self.pending.push(command);
    }

    /// Ticks and draws one frame (what eframe's `logic` and `ui` do together).
    pub fn frame(&mut self, ui: &mut egui::Ui) {
        self.tick(ui.ctx());
        self.draw(ui);
    }

    /// Applies one command: the only place where the app's state changes. When the game's
    /// actions changed (an action, undo, redo, a new game) the autosave is written.
    pub fn apply(&mut self, command: Command) {
        self.autosaving(|app| app.apply_command(command));
    }

    /// Runs `change` and writes the autosave if the game's actions changed.
    fn autosaving(&mut self, change: impl FnOnce(&mut InkomoApp)) {
        let mark = |app: &InkomoApp| {
            app.session()
                .map(|s| (s.game_id(), s.played().len(), s.last_action()))
        };
        let before = mark(self);
        change(self);
        // A replay shows earlier positions of a game: they are not the game to resume.
        if before != mark(self)
            && self.replay().is_none()
            && let Some(session) = self.board.as_ref().map(BoardPlayer::session)
        {
            let tr = Tr::new(self.settings.language);
            self.files.autosave(&tr, session);
        }
    }

    /// Whether a person plays the side to act (false when the computer does, in a replay, or
    /// without a game).
    pub fn person_to_act(&self) -> bool {
        // Nobody acts in a replay: it only shows the game.
        self.replay().is_none()
            && self.session().is_some_and(|s| {
                let game = s.game();
                game.is_over() || s.setup().computer(game.to_act()).is_none()
            })
    }
}

/// Starts directly into a game described by `INKOMO_START`: `isizulu`, or a game id with a
/// move list after a colon (`isolo-boys:i3 i5`). For screenshots and demonstrations.
pub fn start_from_env(app: &mut InkomoApp, text: &str) {
    let (id, moves) = match text.split_once(':') {
        Some((id, moves)) => (id.trim(), moves.trim()),
        None => (text.trim(), ""),
    };
    let Ok(game) = GameId::parse(id) else { return };
    app.start(GameSetup::new(game));
    let Some(board) = &mut app.board else { return };
    for token in moves.split_whitespace() {
        let Ok(action) = board.session().game().parse_action(token) else {
            break;
        };
        if board.play(&[action], crate::ui::board::animation::Speed::Off) == 0 {
            break;
        }
    }
    board.settle();
    let tr = Tr::new(app.settings.language);
    app.files.autosave(&tr, board.session());
}
