//! The command dispatcher: each command goes to the part that owns it (Learn, the replay,
//! the files, the settings, the help windows) and the rest changes the game and the board
//! view here. A board click is resolved through the click table ([`crate::ui::clicks`]).

use crate::i18n::Tr;
use crate::rules::mancala::Decision;
use crate::rules::mancala::{Layout, Pit};
use crate::rules::morris::Point;
use crate::rules::{Action, Effect, MancalaAction};
use crate::ui::animation::{Speed, Timeline};
use crate::ui::clicks::{self, PitClick, PointClick};
use crate::ui::command::{Command, LearnCommand};
use crate::ui::files::FileOutcome;
use crate::ui::layout_editor;
use crate::ui::new_game_memory;
use crate::ui::scene::Scene;
use crate::ui::session::Session;

use super::{InkomoApp, Screen, ViewState, notable};

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
        if command == Command::SetSpeed(Speed::Off) {
            self.timeline = None;
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
                self.timeline = None;
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
                self.session = Some(Session::new(*setup));
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
                if let Some(session) = &self.session {
                    // From the game's own start: a balanced opening or a set-up stays.
                    let start = session.start().clone();
                    self.session = Some(Session::from_start(session.setup().clone(), start));
                    self.files.new_game();
                    self.after_new_session();
                }
            }
            Command::Act(action) => self.act(action),
            Command::ClickPoint(point) => self.click_point(point),
            Command::DropPoint(point) => {
                let played = self.session.as_ref().map(|s| s.played().len());
                self.click_point(point);
                if played != self.session.as_ref().map(|s| s.played().len())
                    && let Some(timeline) = &mut self.timeline
                {
                    // The token already lies where it was dropped.
                    timeline.skip_landed(point);
                    if timeline.is_done() {
                        self.timeline = None;
                    }
                }
            }
            Command::ClickPit(pit) => self.click_pit(pit),
            Command::SowDirection { pit, clockwise } => {
                self.act(Action::Mancala(MancalaAction::Sow { pit, clockwise }));
            }
            Command::CancelSelection => {
                self.view.selected = None;
                self.view.direction_choice = None;
            }
            Command::ArrangeAdjust { pit, delta } => {
                layout_editor::adjust(&mut self.view.arrange, pit, delta);
            }
            Command::ArrangeSet(layout) => self.view.arrange = Some(layout),
            Command::Undo => {
                if let Some(session) = &mut self.session
                    && session.undo()
                {
                    self.computer.cancel();
                    self.timeline = None;
                    self.view = ViewState::default();
                    self.explained = notable(session.last_effects());
                }
            }
            Command::Redo => {
                if let Some(session) = &mut self.session
                    && let Some((before, effects)) = session.redo()
                {
                    self.view = ViewState::default();
                    self.animate(before, effects);
                }
            }
            Command::FinishAnimation => {
                if let Some(timeline) = &mut self.timeline {
                    timeline.finish();
                }
                self.timeline = None;
            }
            // A lesson link on a rules page: the rules window closes and the lesson opens.
            Command::OpenLesson(id) => {
                self.help.apply(Command::CloseHelp);
                self.apply(Command::Learn(LearnCommand::Open(id)));
            }
            Command::Hint => {
                if let Some(session) = &self.session
                    && !session.game().is_over()
                    && self.person_to_act()
                {
                    self.view.hint = None;
                    self.computer.request_hint(session);
                }
            }
            Command::Explain(index) => {
                if let Some(session) = &self.session {
                    self.turn_log.update(session.history());
                    if let Some(effect) = self.turn_log.pick(index) {
                        self.explained = Some(effect);
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
        match self.files.apply(&tr, command, self.session.as_ref()) {
            FileOutcome::NotMine(command) => return Some(command),
            FileOutcome::Done => {}
            FileOutcome::Opened(session, replay) => {
                self.session = Some(*session);
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
            c if lesson_shown && c.is_board_input() => {
                if let Some(lesson) = &mut self.learn.lesson {
                    lesson.board(&c, &self.settings);
                }
                self.learn.save_events();
                return None;
            }
            Command::Hint if lesson_shown => LearnCommand::Hint,
            Command::CancelSelection
            | Command::Undo
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
                self.session = Some(Session::from_start(*setup, *game));
                self.files.new_game();
                self.after_new_session();
            }
        }
        None
    }

    /// Starts the game of a balanced opening once it is prepared.
    pub(super) fn start_prepared(&mut self, session: Session) {
        self.session = Some(session);
        self.files.new_game();
        self.after_new_session();
    }

    pub(super) fn after_new_session(&mut self) {
        // Any new game replaces an opening still being prepared.
        self.opening.cancel();
        self.computer.cancel();
        self.screen = Screen::Play;
        self.timeline = None;
        self.view = ViewState::default();
        self.explained = None;
    }

    pub(super) fn act(&mut self, action: Action) {
        let Some(session) = &mut self.session else {
            return;
        };
        if let Ok((before, effects)) = session.play(action) {
            self.view.selected = None;
            self.view.direction_choice = None;
            self.view.hint = None;
            self.computer.cancel_hint();
            let arranging = session
                .game()
                .mancala()
                .and_then(|m| m.pending())
                .is_some_and(|d| d == Decision::Arrange);
            self.view.arrange = arranging.then(Layout::default);
            self.animate(before, effects);
        }
    }

    pub(super) fn animate(&mut self, before: Scene, effects: Vec<Effect>) {
        self.explained = notable(&effects).or(self.explained);
        if self.settings.speed == Speed::Off || effects.is_empty() {
            self.timeline = None;
        } else {
            let timeline = Timeline::new(before, effects);
            self.timeline = (!timeline.is_done()).then_some(timeline);
            if let Some(first) = self.timeline.as_ref().and_then(|t| t.last_major()) {
                self.explained = Some(*first);
            }
        }
    }

    /// A click on a morris point: the click table's action there, or a token (de)selected.
    pub(super) fn click_point(&mut self, point: Point) {
        let Some(session) = &self.session else { return };
        if session.game().is_over() {
            return;
        }
        match clicks::point_click(session.legal(), self.view.selected, point) {
            PointClick::Act(action) => self.act(action),
            PointClick::Select(selected) => self.view.selected = selected,
        }
    }

    /// A click on a mancala pit: the click table's action there, a direction offered, or a
    /// seed more in the layout draft.
    pub(super) fn click_pit(&mut self, pit: Pit) {
        let Some(session) = &self.session else { return };
        let game = session.game();
        if game.is_over() {
            return;
        }
        let choice = self.view.direction_choice;
        match clicks::pit_click(game, session.legal(), choice, pit) {
            PitClick::Act(action) => self.act(action),
            PitClick::ChooseDirection(local) => self.view.direction_choice = Some(local),
            PitClick::ClearChoice => self.view.direction_choice = None,
            PitClick::Adjust(local) => self.apply(Command::ArrangeAdjust {
                pit: local,
                delta: 1,
            }),
            PitClick::Nothing => {}
        }
    }
}
