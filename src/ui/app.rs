//! The app: which screen is shown, the game being played, its animation, and the one place
//! where commands are applied.
//!
//! `InkomoApp` depends on egui alone, so tests and benchmarks drive it headless
//! ([`InkomoApp::frame`]); `super::EframeApp` wraps it for the real window.

use crate::i18n::{Tr, missing_ids};
use crate::rules::mancala::board::{facing_inner, facing_outer};
use crate::rules::mancala::{Decision, Pit, local_of};
use crate::rules::morris::Point;
use crate::rules::{Action, Effect, GameId, MancalaAction, MorrisAction};

use super::animation::Speed;
use super::animation::{Timeline, is_minor};
use super::banner::game_over_banner;
pub use super::board_input::{BoardInput, ViewState};
use super::command::Command;
use super::computer::{Computer, ComputerStep, POLL_INTERVAL};
use super::files::{self, Files};
use super::move_list::MoveList;
use super::new_game::NewGameDialog;
use super::replay_mode::{ReplayMode, ReplayStep, ReplayView};
use super::session::{GameSetup, Session};
use super::settings::Settings;
use super::toolbar::{bar_frame, play_toolbar, replay_toolbar, top_bar_simple, window_buttons};
use super::{
    glossary, keys, mancala_view, morris_view, new_game, picker, replay_mode, rules_page, settings,
    side_panel, theme,
};

/// Which screen fills the window.
#[derive(Clone, Debug)]
pub enum Screen {
    /// The game picker.
    Picker,
    /// The new-game dialog.
    NewGame(Box<NewGameDialog>),
    /// A game is being played.
    Play,
    /// Learn: the lessons of a rule set (learn_screen.rs).
    Learn,
    /// Learn: a lesson being taken (lesson_view.rs).
    Lesson,
}

/// The app state.
pub struct InkomoApp {
    settings: Settings,
    screen: Screen,
    session: Option<Session>,
    timeline: Option<Timeline>,
    view: ViewState,
    explained: Option<Effect>,
    show_settings: bool,
    show_glossary: bool,
    rules: Option<rules_page::RulesWindow>,
    suppress_board_click: bool,
    style_applied: bool,
    pending: Vec<Command>,
    files: Files,
    computer: Computer,
    replay: Option<Box<ReplayMode>>,
    /// Learn: the lesson list, the lesson taken and the progress.
    learn: super::learn_screen::Learn,
}

impl InkomoApp {
    /// A new app on the game picker.
    pub fn new(settings: Settings) -> InkomoApp {
        InkomoApp {
            settings,
            screen: Screen::Picker,
            session: None,
            timeline: None,
            view: ViewState::default(),
            explained: None,
            show_settings: false,
            show_glossary: false,
            rules: None,
            suppress_board_click: false,
            style_applied: false,
            pending: Vec::new(),
            files: Files::default(),
            computer: Computer::default(),
            replay: None,
            learn: super::learn_screen::Learn::default(),
        }
    }

    /// Learn: keeps lesson progress in `store` (`None`: not saved).
    pub fn set_lesson_store(&mut self, store: Option<crate::lesson::progress::ProgressStore>) {
        self.learn.set_store(store);
    }

    /// Learn: the lesson list's state and the lesson being taken.
    pub fn learn(&self) -> &super::learn_screen::Learn {
        &self.learn
    }

    /// Keeps records (autosave, saves, the open list) in `store`; `None` keeps none. The
    /// window uses the user's data directory; tests use a temporary one.
    pub fn set_store(&mut self, store: Option<crate::record::AutosaveStore>) {
        // The old library lets its folder go first: the new one may lock the same folder.
        self.files = Files::default();
        self.files = Files::new(store, &Tr::new(self.settings.language));
    }

    /// Turns the system's file dialogs on or off (tests turn them off).
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
        self.session.as_ref()
    }

    /// The screen shown.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// Opens the rules page of `game`, scrolled to `section` (`rule-<id>` or `option-<name>`,
    /// see [`crate::rules_page::anchor_of`]) or at its top. It replaces the glossary window.
    pub fn open_rules(&mut self, game: GameId, section: Option<&str>) {
        self.apply(Command::OpenRules(game, section.map(str::to_string)));
    }

    /// The rules page shown, if any.
    pub fn rules_shown(&self) -> Option<&rules_page::RulesWindow> {
        self.rules.as_ref()
    }

    /// Whether the glossary window is shown.
    pub fn glossary_shown(&self) -> bool {
        self.show_glossary
    }

    /// Whether the computer is thinking about its move (or has chosen it and waits for the
    /// running animation to end).
    pub fn is_computer_thinking(&self) -> bool {
        self.computer.is_busy()
    }

    /// Whether a hint is being looked for.
    pub fn is_hint_pending(&self) -> bool {
        self.computer.hint_pending()
    }

    /// Whether an animation is running (a replay held inside an action is not).
    pub fn is_animating(&self) -> bool {
        self.timeline.as_ref().is_some_and(|t| !t.is_held())
    }

    /// The replay being shown, if the app is in replay mode.
    pub fn replay(&self) -> Option<&ReplayMode> {
        self.replay.as_deref()
    }

    /// The effect the explanation panel explains.
    pub fn explained(&self) -> Option<&Effect> {
        self.explained.as_ref()
    }

    /// The running or held animation.
    pub fn timeline(&self) -> Option<&Timeline> {
        self.timeline.as_ref()
    }

    /// The board view's state.
    pub fn view(&self) -> &ViewState {
        &self.view
    }

    /// Message ids the app looked up and found in no language (should be empty).
    pub fn missing_messages(&self) -> Vec<String> {
        missing_ids()
    }

    /// Starts a game at once (tests, `INKOMO_START`).
    pub fn start(&mut self, setup: GameSetup) {
        self.apply(Command::StartGame(Box::new(setup)));
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

    /// Advances the animation clock and reads the keyboard. Never blocks.
    pub fn tick(&mut self, ctx: &egui::Context) {
        if !self.style_applied {
            theme::apply_style(ctx);
            self.style_applied = true;
        }
        let (pressed, key, dt) = ctx.input(|i| {
            (
                i.pointer.any_pressed(),
                i.events
                    .iter()
                    .any(|e| matches!(e, egui::Event::Key { pressed: true, .. })),
                i.stable_dt.min(0.1),
            )
        });
        let replaying = self.replay.is_some();
        if let Some(timeline) = &mut self.timeline {
            if (pressed || key) && !replaying {
                timeline.finish();
                if pressed {
                    self.suppress_board_click = true;
                }
            } else {
                timeline.advance(dt * self.settings.speed.factor());
            }
            if let Some(major) = timeline.last_major() {
                self.explained = Some(*major);
            }
            if timeline.is_done() {
                self.timeline = None;
            } else if !timeline.is_held() {
                ctx.request_repaint();
            }
        }
        // Learn: the lesson's own animation.
        if let (Screen::Lesson, Some(lesson)) = (&self.screen, &mut self.learn.lesson) {
            lesson.tick(ctx, &self.settings);
            self.pending.extend(super::learn_screen::lesson_keys(ctx));
        }
        self.tick_replay(ctx, dt);
        let keys = keys::KeyState {
            replaying: self.replay.is_some(),
            help_open: self.rules.is_some() || self.show_glossary,
            playing: matches!(self.screen, Screen::Play)
                .then(|| self.session.as_ref().map(Session::game_id))
                .flatten(),
        };
        self.pending.extend(keys::read(ctx, keys));
        self.drive_computer(ctx);
    }

    /// Plays the replay on while it is playing.
    fn tick_replay(&mut self, ctx: &egui::Context, dt: f32) {
        let Some(mode) = &mut self.replay else { return };
        if !mode.is_playing() {
            return;
        }
        let speed = self.settings.speed;
        let before = mode.cursor();
        self.on_shown(|mode, shown| mode.tick(dt, shown, speed));
        if self.replay.as_ref().is_some_and(|m| m.cursor() != before) {
            self.explain_shown();
        }
        ctx.request_repaint();
    }

    /// Lets the replay change what the board shows (the game shown and its animation).
    fn on_shown(&mut self, change: impl FnOnce(&mut ReplayMode, &mut ReplayView)) {
        let (Some(mode), Some(session)) = (&mut self.replay, self.session.take()) else {
            return;
        };
        let mut shown = ReplayView {
            session,
            timeline: self.timeline.take(),
        };
        change(mode, &mut shown);
        self.session = Some(shown.session);
        self.timeline = shown.timeline;
    }

    /// Sets the explanation to what the board shows: the animation's effect, or the last
    /// action's most telling effect.
    fn explain_shown(&mut self) {
        self.explained = match &self.timeline {
            Some(t) => t.last_major().copied(),
            None => self
                .session
                .as_ref()
                .and_then(|s| notable(s.last_effects())),
        };
    }

    /// Lets the computer play its seat: asks the worker when the computer is to act, and
    /// plays its answer once the board has finished showing the previous action. Also picks
    /// up a hint. Never waits for the worker.
    fn drive_computer(&mut self, ctx: &egui::Context) {
        let Some(session) = &self.session else {
            self.computer.cancel();
            return;
        };
        if !matches!(self.screen, Screen::Play) || self.replay.is_some() {
            self.computer.cancel();
            return;
        }
        if let Some(hint) = self.computer.poll_hint(session) {
            self.view.hint = Some(hint);
        }
        match self.computer.poll_move(session) {
            ComputerStep::Idle => {}
            ComputerStep::Thinking => ctx.request_repaint_after(POLL_INTERVAL),
            ComputerStep::Ready(action) => {
                if self.timeline.is_none() {
                    self.computer.played();
                    self.autosaving(|app| app.act(action));
                }
                ctx.request_repaint_after(POLL_INTERVAL);
            }
        }
    }

    /// Draws the screen and applies what the views asked for.
    pub fn draw(&mut self, ui: &mut egui::Ui) {
        let tr = Tr::new(self.settings.language);
        let mut out = std::mem::take(&mut self.pending);
        if let Some(message) = self.files.message() {
            files::message_bar(ui, &tr, message, &mut out);
        }
        match self.screen {
            Screen::Picker => {
                self.top_bar(ui, &tr, &mut out);
                let files = &mut self.files;
                egui::CentralPanel::default().show(ui, |ui| {
                    super::continue_list::show(ui, &tr, files, &mut out);
                    picker::show(ui, &tr, &mut out);
                });
            }
            Screen::NewGame(_) => {
                self.top_bar(ui, &tr, &mut out);
                if let Screen::NewGame(dialog) = &mut self.screen {
                    egui::CentralPanel::default()
                        .show(ui, |ui| new_game::show(ui, &tr, dialog, &mut out));
                }
            }
            Screen::Play => self.play_screen(ui, &tr, &mut out),
            // Learn (learn_screen.rs, lesson_view.rs).
            Screen::Learn => {
                self.top_bar(ui, &tr, &mut out);
                egui::CentralPanel::default().show(ui, |ui| self.learn.show(ui, &tr, &mut out));
            }
            Screen::Lesson => match &self.learn.lesson {
                Some(lesson) => lesson.show(ui, &tr, &self.settings, &mut out),
                None => self.screen = Screen::Learn,
            },
        }
        self.windows(ui.ctx(), &tr, &mut out);
        super::continue_list::busy_window(ui.ctx(), &tr, &self.files);
        if !out.is_empty() {
            // The commands change what the screen shows: draw it again.
            ui.ctx().request_repaint();
        }
        for command in out {
            self.apply(command);
        }
        if ui.ctx().input(|i| i.pointer.any_released()) {
            self.suppress_board_click = false;
        }
    }

    fn top_bar(&self, ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
        let windows = (self.show_settings, self.show_glossary);
        top_bar_simple(ui, tr, out, windows, self.files.recent());
    }

    fn play_screen(&mut self, ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
        let person_to_act = self.person_to_act();
        let Some(session) = &self.session else {
            self.screen = Screen::Picker;
            return;
        };
        egui::Panel::top("play-bar")
            .frame(bar_frame())
            .show(ui, |ui| {
                // One flow that wraps onto a second line in a narrow window, rather than
                // buttons running under each other.
                ui.horizontal_wrapped(|ui| {
                    if self.replay.is_some() {
                        replay_toolbar(ui, tr, session);
                    } else {
                        play_toolbar(ui, tr, session, &self.settings, person_to_act, out);
                        files::recent_menu(ui, tr, self.files.recent(), out);
                    }
                    ui.separator();
                    window_buttons(ui, tr, out, (self.show_settings, self.show_glossary), false);
                });
            });
        if let Some(mode) = &self.replay {
            egui::Panel::bottom("replay-controls")
                .frame(bar_frame())
                .show(ui, |ui| {
                    replay_mode::controls(ui, tr, mode, session.history(), out)
                });
        }
        let moves = match &self.replay {
            Some(mode) => mode.move_list(),
            None => MoveList::of(session.history(), session.played().len()),
        };
        egui::Panel::right("side-panel")
            .resizable(true)
            .default_size(340.0)
            .size_range(260.0..=520.0)
            .show(ui, |ui| {
                side_panel::show(
                    ui,
                    tr,
                    &side_panel::SidePanelInput {
                        session,
                        settings: &self.settings,
                        timeline: self.timeline.as_ref(),
                        explained: self.explained.as_ref(),
                        view: &self.view,
                        thinking: self.computer.is_busy(),
                        replaying: self.replay.is_some(),
                        moves: &moves,
                        hint_pending: self.computer.hint_pending(),
                    },
                    out,
                );
            });
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE.fill(theme::SAND).inner_margin(12.0))
            .show(ui, |ui| {
                let board = BoardInput {
                    session,
                    settings: &self.settings,
                    timeline: self.timeline.as_ref(),
                    view: &self.view,
                    accept_clicks: !self.suppress_board_click,
                    person_to_act,
                };
                let mut board_out = Vec::new();
                if session.game().morris().is_some() {
                    morris_view::show(ui, tr, &board, &mut board_out);
                } else {
                    mancala_view::show(ui, tr, &board, &mut board_out);
                }
                if self.suppress_board_click
                    && board_out
                        .iter()
                        .any(|c| matches!(c, Command::ClickPoint(_) | Command::ClickPit(_)))
                {
                    // This click only finished the animation.
                    board_out
                        .retain(|c| !matches!(c, Command::ClickPoint(_) | Command::ClickPit(_)));
                    self.suppress_board_click = false;
                }
                out.extend(board_out);
                if self.timeline.is_none()
                    && self.replay.is_none()
                    && let Some(outcome) = session.game().outcome()
                {
                    game_over_banner(ui, tr, session, outcome, out);
                }
            });
    }

    fn windows(&mut self, ctx: &egui::Context, tr: &Tr, out: &mut Vec<Command>) {
        if let Some(rules) = &mut self.rules {
            rules_page::window(ctx, tr, rules, out);
        }
        if self.files.open_list_shown() {
            files::open_list(ctx, tr, &self.files.listed(), out);
        }
        if self.show_settings {
            let mut open = true;
            egui::Window::new(tr.s("settings-title"))
                .id(egui::Id::unique("settings-window"))
                .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-16.0, 48.0))
                .open(&mut open)
                .resizable(false)
                .collapsible(false)
                .show(ctx, |ui| settings::show(ui, tr, &self.settings, out));
            if !open {
                out.push(Command::ShowSettings(false));
            }
        }
        if self.show_glossary {
            let mut open = true;
            egui::Window::new(tr.s("glossary-title"))
                .id(egui::Id::unique("glossary-window"))
                .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-16.0, 48.0))
                .open(&mut open)
                .default_size([460.0, 520.0])
                .collapsible(false)
                .show(ctx, |ui| glossary::show(ui, tr));
            if !open {
                out.push(Command::ShowGlossary(false));
            }
        }
    }

    /// Applies one command: the only place where the app's state changes. When the game's
    /// actions changed (an action, undo, redo, a new game) the autosave is written.
    pub fn apply(&mut self, command: Command) {
        self.autosaving(|app| app.apply_command(command));
    }

    /// Runs `change` and writes the autosave if the game's actions changed.
    fn autosaving(&mut self, change: impl FnOnce(&mut InkomoApp)) {
        let mark = |app: &InkomoApp| {
            app.session
                .as_ref()
                .map(|s| (s.game_id(), s.played().len(), s.last_action()))
        };
        let before = mark(self);
        change(self);
        // A replay shows earlier positions of a game: they are not the game to resume.
        if before != mark(self)
            && self.replay.is_none()
            && let Some(session) = &self.session
        {
            let tr = Tr::new(self.settings.language);
            self.files.autosave(&tr, session);
        }
    }

    fn apply_command(&mut self, command: Command) {
        // Learn: the lesson screens take their own commands (learn_screen.rs).
        let Some(command) = self.route_learn(command) else {
            return;
        };
        if command.is_board_input() && !self.person_to_act() {
            // The computer plays this side: a click or a decision button must not act for it.
            return;
        }
        if self.replay.is_some() {
            match command {
                // The replay shows the game; it does not change it (board input is already
                // refused above: nobody is to act in a replay).
                Command::Undo | Command::Redo | Command::Hint | Command::Restart => return,
                Command::ReplayStart => return,
                // Anything that leaves the game shown goes back to the replayed game first.
                Command::OpenPicker
                | Command::OpenNewGame(_)
                | Command::StartGame(_)
                | Command::Open
                | Command::OpenFile(_)
                | Command::Resume
                | Command::Library(_)
                | Command::Save
                | Command::SaveAs => self.close_replay(),
                _ => {}
            }
        }
        match command {
            Command::OpenPicker => {
                self.screen = Screen::Picker;
                self.timeline = None;
                self.computer.cancel();
            }
            Command::OpenNewGame(game) => {
                self.screen = Screen::NewGame(Box::new(NewGameDialog::new(game)));
            }
            Command::StartGame(setup) => {
                self.session = Some(Session::new(*setup));
                self.files.new_game();
                self.after_new_session();
            }
            Command::Save | Command::SaveAs => {
                let tr = Tr::new(self.settings.language);
                if let Some(session) = &self.session {
                    self.files.save(&tr, session, command == Command::SaveAs);
                }
            }
            Command::Open => {
                let tr = Tr::new(self.settings.language);
                if let Some(session) = self.files.open(&tr) {
                    self.session = Some(session);
                    self.after_new_session();
                }
            }
            Command::OpenFile(path) => {
                let tr = Tr::new(self.settings.language);
                if let Some(session) = self.files.open_path(&tr, &path) {
                    self.session = Some(session);
                    self.after_new_session();
                }
            }
            Command::ShowOpenList(open) => self.files.show_open_list(open),
            Command::Resume => {
                let tr = Tr::new(self.settings.language);
                if let Some(session) = self.files.resume(&tr) {
                    self.session = Some(session);
                    self.after_new_session();
                }
            }
            Command::Library(request) => {
                let tr = Tr::new(self.settings.language);
                if let Some((session, replay)) = self.files.request(&tr, request) {
                    self.session = Some(session);
                    self.after_new_session();
                    if replay {
                        self.apply_command(Command::ReplayStart);
                    }
                }
            }
            Command::DismissMessage => self.files.dismiss(),
            Command::Restart => {
                if let Some(session) = &self.session {
                    self.session = Some(Session::new(session.setup().clone()));
                    self.files.new_game();
                    self.after_new_session();
                }
            }
            Command::Act(action) => self.act(action),
            Command::ClickPoint(point) => self.click_point(point),
            Command::ClickPit(pit) => self.click_pit(pit),
            Command::SowDirection { pit, clockwise } => {
                self.act(Action::Mancala(MancalaAction::Sow { pit, clockwise }));
            }
            Command::CancelSelection => {
                self.view.selected = None;
                self.view.direction_choice = None;
            }
            Command::ArrangeAdjust { pit, delta } => {
                let draft = self.view.arrange.get_or_insert([0; 16]);
                let total: i32 = draft.iter().map(|&n| i32::from(n)).sum();
                let slot = &mut draft[pit as usize % 16];
                if delta > 0 && total < 32 {
                    *slot = slot.saturating_add(delta as u8);
                } else if delta < 0 {
                    *slot = slot.saturating_sub(delta.unsigned_abs());
                }
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
            Command::Flip => self.settings.flipped = !self.settings.flipped,
            Command::FinishAnimation => {
                if let Some(timeline) = &mut self.timeline {
                    timeline.finish();
                }
                self.timeline = None;
            }
            Command::SetSpeed(speed) => {
                self.settings.speed = speed;
                if speed == Speed::Off {
                    self.timeline = None;
                }
            }
            Command::SetLanguage(lang) => self.settings.language = lang,
            Command::ToggleLegal => self.settings.show_legal = !self.settings.show_legal,
            Command::ToggleLast => self.settings.show_last = !self.settings.show_last,
            Command::ToggleCoordinates => {
                self.settings.coordinates = !self.settings.coordinates;
            }
            Command::ToggleBlacNumbers => {
                self.settings.blac_numbers = !self.settings.blac_numbers;
            }
            Command::ShowSettings(open) => self.show_settings = open,
            Command::ShowGlossary(open) => {
                self.show_glossary = open;
                if open {
                    self.rules = None;
                }
            }
            Command::OpenRules(game, section) => {
                self.show_glossary = false;
                self.rules = Some(rules_page::RulesWindow::new(game, section));
            }
            Command::CloseHelp => {
                self.show_glossary = false;
                self.rules = None;
            }
            // A lesson link on a rules page: the rules window closes and the lesson opens.
            Command::OpenLesson(id) => {
                self.show_glossary = false;
                self.rules = None;
                self.apply(Command::Learn(super::learn_screen::LearnCommand::Open(id)));
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
            Command::ReplayStart => {
                if let Some(session) = self.session.take() {
                    if session.played().is_empty() {
                        self.session = Some(session);
                        return;
                    }
                    let mut shown = ReplayView {
                        session,
                        timeline: None,
                    };
                    let mode = ReplayMode::of(&mut shown.session);
                    mode.show(&mut shown);
                    self.computer.cancel();
                    self.session = Some(shown.session);
                    self.timeline = shown.timeline;
                    self.view = ViewState::default();
                    self.replay = Some(Box::new(mode));
                    self.explain_shown();
                }
            }
            Command::ReplayStep(step) => {
                // A click on the move list during play opens the replay there.
                if self.replay.is_none() {
                    self.apply_command(Command::ReplayStart);
                }
                self.replay_step(step);
            }
            Command::ReplayTogglePlay => {
                self.on_shown(|mode, shown| mode.toggle_play(shown));
                self.explain_shown();
            }
            Command::ReplayPlayOn => {
                if let (Some(mode), Some(session)) = (self.replay.take(), &mut self.session) {
                    mode.play_on(session);
                    // A new game: saving it never writes over the replayed game's file.
                    self.files.new_game();
                    self.after_new_session();
                    self.explain_shown();
                }
            }
            Command::ReplayClose => self.close_replay(),
            // Learn: handled by route_learn before this match.
            Command::Learn(_) => {}
            Command::Explain(index) => {
                if let Some(session) = &self.session
                    && let Some(effect) = session.turn_effects().nth(index)
                {
                    self.explained = Some(*effect);
                }
            }
        }
    }

    /// Learn: applies the commands of the Learn screens; gives back the others.
    fn route_learn(&mut self, command: Command) -> Option<Command> {
        use super::learn_screen::{LearnCommand, LearnOutcome};
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

    fn after_new_session(&mut self) {
        self.computer.cancel();
        self.screen = Screen::Play;
        self.timeline = None;
        self.view = ViewState::default();
        self.explained = None;
    }

    fn act(&mut self, action: Action) {
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
            if !arranging {
                self.view.arrange = None;
            } else {
                self.view.arrange = Some([0; 16]);
            }
            self.animate(before, effects);
        }
    }

    fn animate(&mut self, before: super::scene::Scene, effects: Vec<Effect>) {
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

    fn replay_step(&mut self, step: ReplayStep) {
        let Some(mode) = &mut self.replay else { return };
        mode.pause();
        let forward = matches!(step, ReplayStep::NextEffect | ReplayStep::NextTurn);
        if forward
            && let Some(timeline) = &mut self.timeline
            && !timeline.is_held()
        {
            // A step while the last one is still animated: show its end first.
            timeline.finish();
            if timeline.is_done() {
                self.timeline = None;
            }
            self.explain_shown();
            return;
        }
        let speed = self.settings.speed;
        self.on_shown(|mode, shown| {
            mode.step(step, shown, speed);
        });
        self.explain_shown();
    }

    /// Leaves the replay: the replayed game comes back as it was.
    fn close_replay(&mut self) {
        if let Some(mode) = self.replay.take() {
            if let Some(session) = &mut self.session {
                mode.close(session);
            }
            self.timeline = None;
            self.view = ViewState::default();
            self.explain_shown();
        }
    }

    /// Whether a person plays the side to act (false when the computer does, in a replay, or
    /// without a game).
    pub fn person_to_act(&self) -> bool {
        // Nobody acts in a replay: it only shows the game.
        self.replay.is_none()
            && self.session.as_ref().is_some_and(|s| {
                let game = s.game();
                game.is_over() || s.setup().computer(game.to_act()).is_none()
            })
    }

    fn click_point(&mut self, point: Point) {
        let Some(session) = &self.session else { return };
        if session.game().is_over() {
            return;
        }
        let legal = session.legal();
        for candidate in [MorrisAction::Place(point), MorrisAction::Remove(point)] {
            if legal.contains(&Action::Morris(candidate)) {
                self.act(Action::Morris(candidate));
                return;
            }
        }
        if let Some(from) = self.view.selected {
            let step = Action::Morris(MorrisAction::Move { from, to: point });
            if legal.contains(&step) {
                self.act(step);
                return;
            }
        }
        let movable = legal.iter().any(
            |a| matches!(a, Action::Morris(MorrisAction::Move { from, .. }) if *from == point),
        );
        self.view.selected = if movable && self.view.selected != Some(point) {
            Some(point)
        } else {
            None
        };
    }

    fn click_pit(&mut self, pit: Pit) {
        let Some(session) = &self.session else { return };
        let game = session.game();
        let Some(mancala) = game.mancala() else {
            return;
        };
        if game.is_over() {
            return;
        }
        let to_act = game.to_act();
        let (owner, local) = local_of(pit);
        match mancala.pending() {
            Some(Decision::TakeOrNdahise { at }) => {
                if pit == facing_inner(at) || pit == facing_outer(at) {
                    self.act(Action::Mancala(MancalaAction::Take));
                } else if pit == at {
                    self.act(Action::Mancala(MancalaAction::Ndahise));
                }
            }
            Some(Decision::NdakubyeOrKeep { threatened }) => {
                if pit == threatened {
                    self.act(Action::Mancala(MancalaAction::Ndakubye));
                }
            }
            Some(Decision::Direction { .. }) => {}
            Some(Decision::Arrange) => {
                if owner == to_act {
                    self.apply(Command::ArrangeAdjust {
                        pit: local,
                        delta: 1,
                    });
                }
            }
            None => {
                if owner != to_act {
                    return;
                }
                let sow = |clockwise| {
                    Action::Mancala(MancalaAction::Sow {
                        pit: local,
                        clockwise,
                    })
                };
                let (ccw, cw) = (
                    session.legal().contains(&sow(false)),
                    session.legal().contains(&sow(true)),
                );
                match (ccw, cw) {
                    (true, true) => self.view.direction_choice = Some(local),
                    (true, false) => self.act(sow(false)),
                    (false, true) => self.act(sow(true)),
                    (false, false) => self.view.direction_choice = None,
                }
            }
        }
    }
}

/// The effect of an action that best says what it did (for the explanation panel).
fn notable(effects: &[Effect]) -> Option<Effect> {
    effects
        .iter()
        .rev()
        .find(|e| !is_minor(&e.kind) && !matches!(e.kind, crate::rules::EffectKind::GameOver(_)))
        .or_else(|| effects.last())
        .copied()
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
    for token in moves.split_whitespace() {
        let Some(session) = &app.session else { return };
        let Ok(action) = session.game().parse_action(token) else {
            return;
        };
        if app.session.as_mut().is_none_or(|s| s.play(action).is_err()) {
            return;
        }
    }
    app.timeline = None;
    app.explained = app.session.as_ref().and_then(|s| notable(s.last_effects()));
    if let Some(session) = &app.session {
        let tr = Tr::new(app.settings.language);
        app.files.autosave(&tr, session);
    }
}
