//! A lesson being taken: the step's board on the board player every screen uses
//! ([`BoardPlayer`]: animation, explanation, clicks, drags, keys, decision buttons, replay
//! controls), with what a lesson adds: its judge ([`crate::lesson::run::LessonRun`], which
//! takes the learner's resolved moves and quiz answers), its texts, hints one rung per
//! press, stars, and the next lesson.
//!
//! The board of a step is one history from the step's start: what the judge plays (the
//! learner's move and the engine's answers) is played on it, so that the learner can step
//! back and forth through it as through a replay, and a try again goes back to its start.

use egui::{Color32, Pos2, RichText, Stroke};

use crate::i18n::{Arg, Tr};
use crate::lesson::catalogue;
use crate::lesson::quiz::{Quiz, Target};
use crate::lesson::run::{Hint, LessonRun, Response, StepResult, StepState};
use crate::lesson::{Lesson, Message, StepKind};
use crate::rules::{Action, Game, Player};

use super::animation::Speed;
use super::board::decisions::{self, DecisionInput};
use super::board::{BoardPlayer, BoardRules, Move};
use super::command::{Command, LearnCommand, ReplayStep};
use super::describe::player_name;
use super::mancala_view::MancalaLayout;
use super::morris_view::MorrisLayout;
use super::scene::Scene;
use super::session::{GameSetup, Session};
use super::settings::{Settings, speed_buttons};
use super::{replay_mode, side_panel, theme};

/// How the last answer was judged, for the panel.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Verdict {
    /// Nothing judged yet in this step.
    None,
    /// Wrong: the comment is in `said`.
    Wrong,
    /// Passed, with the step's stars (scored steps).
    Passed(Option<u8>),
}

/// A running lesson on screen.
pub struct LessonView {
    run: LessonRun,
    setup: GameSetup,
    board: BoardPlayer,
    said: Vec<String>,
    verdict: Verdict,
    /// The hint lines shown, per step: going back to a step shows them again.
    hints: Vec<Vec<String>>,
    /// The last press of Hint found no rung to give.
    no_hint: bool,
    highlight: Vec<Target>,
    picked: Vec<Target>,
    /// The lesson after this one in the course, if any.
    next_lesson: Option<String>,
}

impl std::fmt::Debug for LessonView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LessonView")
            .field("lesson", &self.run.lesson().id)
            .field("step", &self.run.step_index())
            .finish_non_exhaustive()
    }
}

/// The text of a lesson message in the current language.
pub fn message_text(tr: &Tr, message: &Message) -> String {
    let args: Vec<(&'static str, Arg)> = message
        .args
        .iter()
        .map(|(name, arg)| {
            let arg = match arg {
                crate::lesson::Arg::Number(n) => Arg::Num(*n),
                crate::lesson::Arg::Text(t) => Arg::Text(t.clone()),
            };
            (*name, arg)
        })
        .collect();
    tr.a(&message.id, &args)
}

/// Stars as text ("2 of 3 stars"): the app's fonts have no star glyph.
pub fn star_text(tr: &Tr, stars: u8) -> String {
    tr.a(
        "learn-stars",
        &[("stars", Arg::Num(i64::from(stars.min(3))))],
    )
}

/// The id of the lesson after `id` in its rule set's course (lessons are numbered in their
/// ids, `<game>-<NN>-<slug>`), if any.
pub fn next_lesson_id(id: &str, lesson: &Lesson) -> Option<String> {
    let prefix = format!("{}-", lesson.game.as_str());
    let mut ids: Vec<&str> = catalogue::files()
        .iter()
        .filter_map(|(path, _)| std::path::Path::new(path).file_stem()?.to_str())
        .filter(|stem| {
            stem.strip_prefix(&prefix)
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        })
        .collect();
    ids.sort_unstable();
    ids.into_iter()
        .find(|other| *other > id)
        .map(str::to_string)
}

impl LessonView {
    /// Opens `lesson` at its first step (a show step starts playing at once).
    pub fn new(lesson: Lesson, settings: &Settings) -> LessonView {
        let setup = GameSetup {
            options: lesson.options,
            ..GameSetup::new(lesson.game)
        };
        let next_lesson = next_lesson_id(&lesson.id, &lesson);
        let steps = lesson.steps.len();
        let run = LessonRun::new(lesson);
        let board = BoardPlayer::new(Session::from_start(setup.clone(), run.game().clone()));
        let mut view = LessonView {
            run,
            setup,
            board,
            said: Vec::new(),
            verdict: Verdict::None,
            hints: vec![Vec::new(); steps.max(1)],
            no_hint: false,
            highlight: Vec::new(),
            picked: Vec::new(),
            next_lesson,
        };
        view.enter(settings);
        view
    }

    /// The lesson core (tests read its state).
    pub fn run(&self) -> &LessonRun {
        &self.run
    }

    /// The step's board.
    pub fn board(&self) -> &BoardPlayer {
        &self.board
    }

    /// The step's board, for the app's clock.
    pub fn board_mut(&mut self) -> &mut BoardPlayer {
        &mut self.board
    }

    /// The lesson after this one, if any.
    pub fn next_lesson(&self) -> Option<&str> {
        self.next_lesson.as_deref()
    }

    /// Takes the core's progress events (tries, hints, finished) for the store.
    pub fn take_events(&mut self) -> Vec<crate::lesson::progress::ProgressEvent> {
        self.run.take_events()
    }

    /// The game a "play on" starts from, with the set-up: the learner against the computer.
    /// A replay of the step plays on from the position it shows.
    pub fn play_on(&self) -> (GameSetup, Game) {
        let game = match self.board.replay() {
            Some(_) => self.board.session().game().clone(),
            None => self.run.play_on(),
        };
        let learner = self.run.learner().unwrap_or_else(|| game.to_act());
        let mut setup = self.setup.clone();
        setup.seats[learner.other().index()].kind =
            super::session::PlayerKind::Computer(crate::ai::Level::Intermediate);
        (setup, game)
    }

    /// Whether an animation is running.
    pub fn is_animating(&self) -> bool {
        self.board.is_animating()
    }

    /// After the board's clock: a replay of the step that has come back to its end and
    /// stopped gives the board back to the learner.
    pub fn tick(&mut self) {
        if let Some(mode) = self.board.replay()
            && !mode.is_playing()
            && mode.cursor() == mode.last()
            && !self.board.is_animating()
        {
            self.board.close_replay();
        }
    }

    /// Shows the current step from its start: clears what the last step said, and plays a
    /// show step's actions (and preparation) at once: with animations on, as a replay that
    /// plays turn by turn and can be paused and stepped.
    fn enter(&mut self, settings: &Settings) {
        let step = self.run.step();
        self.board = BoardPlayer::new(Session::from_start(self.setup.clone(), step.start.clone()));
        self.said.clear();
        self.verdict = Verdict::None;
        self.no_hint = false;
        self.highlight.clear();
        self.picked.clear();
        if self.run.state() != StepState::Ready {
            return;
        }
        let preparation = match &step.kind {
            StepKind::Show {
                preparation: Some(p),
                ..
            } => Some((Scene::of(&step.start), p.effects.clone(), p.end.clone())),
            _ => None,
        };
        let Ok(played) = self.run.play_show() else {
            return;
        };
        let actions: Vec<Action> = played.iter().map(|p| p.action).collect();
        if let Some((before, effects, end)) = preparation {
            // The preparation is no action: its seeds are animated onto its end position.
            self.board = BoardPlayer::new(Session::from_start(self.setup.clone(), end));
            self.board.animate(before, effects, settings.speed);
            self.board.play(&actions, settings.speed);
        } else if settings.speed == Speed::Off {
            self.board.play(&actions, Speed::Off);
        } else {
            self.board.play(&actions, Speed::Off);
            if self.board.start_replay() {
                self.board.toggle_replay_play();
            }
        }
        self.check_board();
    }

    /// The board must stand where the judge's game stands; if it ever does not, it is shown
    /// from the judge's game.
    fn check_board(&mut self) {
        if self.board.replay().is_none()
            && self.board.session().game().position() != self.run.game().position()
        {
            self.board = BoardPlayer::new(Session::from_start(
                self.setup.clone(),
                self.run.game().clone(),
            ));
        }
    }

    /// Applies a command of the lesson view.
    pub fn apply(&mut self, command: &LearnCommand, settings: &Settings) {
        let tr = Tr::new(settings.language);
        match command {
            LearnCommand::Next if self.run.next_step() => self.enter(settings),
            LearnCommand::Previous if self.run.previous_step() => self.enter(settings),
            LearnCommand::Retry => {
                self.run.retry();
                self.enter(settings);
            }
            LearnCommand::Hint => self.hint(&tr, settings),
            LearnCommand::Confirm => {
                let picked = std::mem::take(&mut self.picked);
                if let Ok(response) = self.run.answer(&picked) {
                    self.judged(&tr, response, None, settings);
                }
            }
            _ => {}
        }
    }

    /// The board's replay controls and animation commands in a lesson: the step's history
    /// is replayed as a game's is.
    pub fn replay_command(&mut self, command: &Command, settings: &Settings) {
        let speed = settings.speed;
        match command {
            Command::ReplayStart => {
                self.board.start_replay();
            }
            Command::ReplayStep(step) => {
                if self.board.replay().is_none() && self.board.start_replay() {
                    // The step's replay opens where the board stands: at its end.
                    self.board.replay_step(ReplayStep::Last, Speed::Off);
                }
                self.board.replay_step(*step, speed);
            }
            // Play opens the step's replay at its start and plays it.
            Command::ReplayTogglePlay => {
                self.board.start_replay();
                self.board.toggle_replay_play();
            }
            Command::ReplayClose => self.board.close_replay(),
            Command::FinishAnimation => self.board.finish_animation(),
            Command::SetSpeed(Speed::Off) => self.board.stop_animation(),
            _ => {}
        }
    }

    /// A board click, a drop or a decision button of the learner: a quiz's answer, or a
    /// move resolved by the board and handed to the judge. Nothing is taken while a replay
    /// shows an earlier position.
    pub fn board_input(&mut self, command: &Command, settings: &Settings) {
        if self.board.replay().is_some() || self.run.state() != StepState::Awaiting {
            return;
        }
        let tr = Tr::new(settings.language);
        if let StepKind::Quiz(q) = &self.run.step().kind {
            let removable = q.quiz == Quiz::Removable;
            let target = match command {
                Command::ClickPoint(p) => Target::Point(*p),
                Command::ClickPit(p) => Target::Pit(*p),
                _ => return,
            };
            if removable {
                if let Some(i) = self.picked.iter().position(|t| *t == target) {
                    self.picked.remove(i);
                } else {
                    self.picked.push(target);
                }
            } else if let Ok(response) = self.run.answer(&[target]) {
                self.judged(&tr, response, None, settings);
            }
            return;
        }
        let legal = self.run.legal_actions();
        if let Some(mv) = self.board.resolve(command, &legal)
            && legal.contains(&mv.action)
            && let Ok(response) = self.run.submit(mv.action)
        {
            self.judged(&tr, response, Some(mv), settings);
        }
    }

    /// Shows what the judge said about an answer, and plays on the board what it played
    /// (the learner's move, then the engine's answers), animated as one.
    fn judged(&mut self, tr: &Tr, response: Response, mv: Option<Move>, settings: &Settings) {
        let actions: Vec<Action> = response
            .played
            .iter()
            .chain(&response.replies)
            .map(|p| p.action)
            .collect();
        if !actions.is_empty() {
            self.board.play(&actions, settings.speed);
            if let Some(point) = mv.and_then(|m| m.dropped) {
                self.board.landed(point);
            }
            self.check_board();
        }
        match response.result {
            StepResult::Continue => {}
            StepResult::Passed { messages, stars } => {
                self.said = messages.iter().map(|m| message_text(tr, m)).collect();
                self.verdict = Verdict::Passed(stars);
            }
            StepResult::Wrong { comment } => {
                self.said = comment.iter().map(|m| message_text(tr, m)).collect();
                self.verdict = Verdict::Wrong;
            }
        }
    }

    /// One rung of the hint ladder, whatever the step's state: the judge says whether there
    /// is one; if not, the panel says so.
    fn hint(&mut self, tr: &Tr, settings: &Settings) {
        let Some(hint) = self.run.hint() else {
            self.no_hint = true;
            return;
        };
        self.no_hint = false;
        let line = match hint {
            Hint::Goal(message) => message_text(tr, &message),
            Hint::Rule { word, section } => {
                let rule = tr
                    .try_s(&format!("rule-{section}-title"))
                    .unwrap_or_else(|| section.clone());
                match word.and_then(|w| tr.try_s(&format!("word-{w}"))) {
                    Some(word) => tr.a(
                        "learn-hint-rule-word",
                        &[
                            ("word", word.as_str().into()),
                            ("rule", rule.as_str().into()),
                        ],
                    ),
                    None => tr.a("learn-hint-rule", &[("rule", rule.as_str().into())]),
                }
            }
            Hint::Highlight(targets) => {
                self.highlight = targets;
                tr.s("learn-hint-highlight")
            }
            Hint::ShowMove { action, restarted } => {
                if restarted {
                    // The judge went back to the step's start: so does the board.
                    self.board.restart();
                    self.verdict = Verdict::None;
                    self.said.clear();
                }
                self.board.set_hint(Some(action));
                tr.s("learn-hint-move")
            }
            Hint::ShowAnswer(targets) => {
                self.highlight = targets;
                tr.s("learn-hint-answer")
            }
            Hint::Solution(played) => {
                self.board.restart();
                let actions: Vec<Action> = played.iter().map(|p| p.action).collect();
                self.board.play(&actions, settings.speed);
                self.check_board();
                self.verdict = Verdict::Passed(Some(0));
                tr.s("learn-hint-solution")
            }
            Hint::Answer(targets) => {
                self.highlight = targets;
                self.verdict = Verdict::Passed(Some(0));
                tr.s("learn-hint-solution")
            }
        };
        if let Some(lines) = self.hints.get_mut(self.run.step_index()) {
            lines.push(line);
        }
    }

    /// Draws the lesson: its bar, the panel, the replay controls and the board. `best` is
    /// the lesson's best stars as the Learn list shows them.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        settings: &Settings,
        best: Option<u8>,
        out: &mut Vec<Command>,
    ) {
        let lesson = self.run.lesson();
        let learn = |c| Command::Learn(c);
        egui::Panel::top("lesson-bar")
            .frame(
                egui::Frame::NONE
                    .fill(theme::SAND_DARK)
                    .inner_margin(egui::Margin::symmetric(12, 6)),
            )
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    if ui.button(tr.s("learn-back")).clicked() {
                        out.push(learn(LearnCommand::List(Some(lesson.game))));
                    }
                    ui.separator();
                    ui.label(RichText::new(tr.s(&lesson.title_id())).strong());
                    ui.separator();
                    ui.label(tr.a(
                        "learn-step-of",
                        &[
                            ("step", Arg::Num(self.run.step_index() as i64 + 1)),
                            ("steps", Arg::Num(lesson.steps.len() as i64)),
                        ],
                    ));
                });
            });
        egui::Panel::bottom("lesson-replay")
            .frame(super::toolbar::bar_frame())
            .show(ui, |ui| self.controls(ui, tr, settings, out));
        egui::Panel::right("lesson-panel")
            .resizable(true)
            .default_size(360.0)
            .size_range(280.0..=560.0)
            .show(ui, |ui| {
                // The board comes first in the Tab order, before the decision buttons.
                super::board_focus::tab_stop_here(ui);
                egui::ScrollArea::vertical().show(ui, |ui| self.panel(ui, tr, best, out));
            });
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE.fill(theme::SAND).inner_margin(12.0))
            .show(ui, |ui| self.board_ui(ui, tr, settings, out));
    }

    /// The replay controls of the step's board (as the replay of a game has them) and the
    /// animation speed.
    fn controls(&self, ui: &mut egui::Ui, tr: &Tr, settings: &Settings, out: &mut Vec<Command>) {
        let session = self.board.session();
        match self.board.replay() {
            Some(mode) => replay_mode::controls(ui, tr, mode, session.history(), false, out),
            None => {
                // Not replaying: the board stands at the step's end; the buttons open the
                // step's replay there.
                let played = !session.played().is_empty();
                ui.horizontal_wrapped(|ui| {
                    let steps = [
                        ("replay-first", ReplayStep::First),
                        ("replay-prev-turn", ReplayStep::PrevTurn),
                        ("replay-prev-effect", ReplayStep::PrevEffect),
                    ];
                    for (id, step) in steps {
                        if ui
                            .add_enabled(played, egui::Button::new(tr.s(id)))
                            .clicked()
                        {
                            out.push(Command::ReplayStep(step));
                        }
                    }
                    let button = egui::Button::new(RichText::new(tr.s("replay-play")).strong())
                        .fill(theme::alpha(theme::OCHRE, 0.5));
                    if ui.add_enabled(played, button).clicked() {
                        out.push(Command::ReplayTogglePlay);
                    }
                    for id in ["replay-next-effect", "replay-next-turn", "replay-last"] {
                        ui.add_enabled(false, egui::Button::new(tr.s(id)));
                    }
                });
            }
        }
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().button_padding = egui::vec2(5.0, 2.0);
            ui.spacing_mut().item_spacing.x = 3.0;
            ui.label(
                RichText::new(tr.s("panel-speed"))
                    .small()
                    .color(theme::INK_SOFT),
            );
            speed_buttons(ui, tr, settings.speed, out);
        });
    }

    fn panel(&self, ui: &mut egui::Ui, tr: &Tr, best: Option<u8>, out: &mut Vec<Command>) {
        let learn = |c| Command::Learn(c);
        let step = self.run.step();
        let state = self.run.state();
        let kind = match &step.kind {
            StepKind::Show { .. } => "learn-kind-show",
            StepKind::Guided(_) => "learn-kind-guided",
            StepKind::Exercise(_) => "learn-kind-exercise",
            StepKind::Quiz(_) => "learn-kind-quiz",
        };
        ui.add_space(6.0);
        ui.label(RichText::new(tr.s(kind)).small().color(theme::INK_SOFT));
        super::glossary::linked(ui, tr, &tr.s(&step.text), Some(16.0), out);
        ui.add_space(8.0);
        self.decisions(ui, tr, out);
        match &self.verdict {
            Verdict::Wrong => {
                ui.label(
                    RichText::new(tr.s("learn-wrong"))
                        .strong()
                        .color(theme::TERRACOTTA),
                );
            }
            Verdict::Passed(stars) => {
                let mut text = tr.s("learn-passed");
                if let Some(stars) = stars
                    && step.is_scored()
                {
                    text = format!("{text}  {}", star_text(tr, *stars));
                }
                ui.label(RichText::new(text).strong().color(theme::OCHRE));
            }
            Verdict::None => {}
        }
        for line in &self.said {
            ui.label(line);
        }
        let hints = self
            .hints
            .get(self.run.step_index())
            .map_or(&[][..], Vec::as_slice);
        if !hints.is_empty() || self.no_hint {
            ui.add_space(6.0);
            ui.label(RichText::new(tr.s("learn-hints")).small().strong());
            for line in hints {
                ui.label(format!("· {line}"));
            }
            if self.no_hint {
                ui.label(
                    RichText::new(tr.s("learn-hint-none"))
                        .small()
                        .color(theme::INK_SOFT),
                );
            }
        }
        if state == StepState::Awaiting
            && matches!(&step.kind, StepKind::Quiz(q) if q.quiz == Quiz::Removable)
        {
            ui.label(
                RichText::new(tr.a(
                    "learn-picked",
                    &[("count", Arg::Num(self.picked.len() as i64))],
                ))
                .small(),
            );
            if ui.button(tr.s("learn-confirm")).clicked() {
                out.push(learn(LearnCommand::Confirm));
            }
        }
        ui.add_space(10.0);
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    self.run.step_index() > 0,
                    egui::Button::new(tr.s("learn-previous")),
                )
                .clicked()
            {
                out.push(learn(LearnCommand::Previous));
            }
            let last = self.run.step_index() + 1 == self.run.lesson().steps.len();
            if !last
                && ui
                    .add_enabled(
                        state == StepState::Done,
                        egui::Button::new(tr.s("learn-next")),
                    )
                    .clicked()
            {
                out.push(learn(LearnCommand::Next));
            }
            if state == StepState::Wrong && ui.button(tr.s("learn-retry")).clicked() {
                out.push(learn(LearnCommand::Retry));
            }
            // Every step the learner answers has its hints, whatever its state.
            if step.is_interactive() && ui.button(tr.s("learn-hint")).clicked() {
                out.push(learn(LearnCommand::Hint));
            }
        });
        ui.add_space(6.0);
        if ui.button(tr.s("learn-play-on")).clicked() {
            out.push(learn(LearnCommand::PlayOn));
        }
        if self.run.is_finished() {
            self.finished(ui, tr, best, out);
        }
        ui.add_space(8.0);
        // The effect shown, explained as the play screen explains it.
        if self.board.explained().is_some() {
            side_panel::explanation(ui, tr, &self.setup, self.board.explained(), out);
        }
        ui.add_space(10.0);
        ui.label(
            RichText::new(tr.s("learn-keys"))
                .small()
                .color(theme::INK_SOFT),
        );
    }

    /// The decision buttons of the play screen, while the learner is to act in a step that
    /// takes moves.
    fn decisions(&self, ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
        let moves = matches!(
            self.run.step().kind,
            StepKind::Guided(_) | StepKind::Exercise(_)
        );
        let Some(learner) = self.learner_to_act() else {
            return;
        };
        if !moves || self.board.is_animating() {
            return;
        }
        let legal = self.run.legal_actions();
        let input = DecisionInput {
            session: self.board.session(),
            legal: &legal,
            view: self.board.view(),
        };
        let name = player_name(tr, &self.setup, learner);
        decisions::prompt(ui, tr, &input, learner, &name, out);
        ui.add_space(8.0);
    }

    /// The learner, when the step awaits his move on the live board.
    fn learner_to_act(&self) -> Option<Player> {
        let learner = self.run.learner()?;
        (self.run.state() == StepState::Awaiting
            && self.board.replay().is_none()
            && self.run.game().to_act() == learner)
            .then_some(learner)
    }

    /// The lesson's end: its stars as the Learn list keeps them (the best of every run), this
    /// run's if they differ, and the next lesson.
    fn finished(&self, ui: &mut egui::Ui, tr: &Tr, best: Option<u8>, out: &mut Vec<Command>) {
        ui.add_space(10.0);
        let run = self.run.stars();
        let shown = best.or(run);
        let stars = shown.map(|s| star_text(tr, s)).unwrap_or_default();
        ui.label(
            RichText::new(format!("{}  {stars}", tr.s("learn-lesson-done")))
                .size(18.0)
                .strong()
                .color(theme::OCHRE),
        );
        if let Some(this_time) = run.filter(|s| Some(*s) != shown) {
            ui.label(
                RichText::new(tr.a(
                    "learn-stars-this-run",
                    &[("stars", star_text(tr, this_time).as_str().into())],
                ))
                .small()
                .color(theme::INK_SOFT),
            );
        }
        if let Some(next) = &self.next_lesson {
            let title = tr.s(&format!("lesson-{next}-title"));
            let label = tr.a(
                "learn-next-lesson-button",
                &[("lesson", title.as_str().into())],
            );
            let button = egui::Button::new(RichText::new(label).strong())
                .fill(theme::alpha(theme::OCHRE, 0.5));
            if ui.add(button).clicked() {
                out.push(Command::Learn(LearnCommand::Open(next.clone())));
            }
        }
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        settings: &Settings,
        out: &mut Vec<Command>,
    ) {
        let quiz = matches!(self.run.step().kind, StepKind::Quiz(_));
        let rules = BoardRules {
            person_to_act: self.learner_to_act().is_some(),
            drag: !quiz,
            // The preview would answer an exercise or a quiz for the learner.
            preview: matches!(
                self.run.step().kind,
                StepKind::Show { .. } | StepKind::Guided(_)
            ),
        };
        let rect = self.board.show_board(ui, tr, settings, rules, out);
        let morris = self.board.session().game().morris().is_some();
        // Marks of a show step, the hint's highlight, the quiz's picked targets.
        let marks: &[Target] = match &self.run.step().kind {
            StepKind::Show { marks, .. } => marks,
            _ => &[],
        };
        let painter = ui.painter_at(rect.expand(8.0));
        // The boards lie below their effect band, as the views lay them out.
        let (_, area) = super::effect_band::split(rect);
        let morris_layout = MorrisLayout::new(area, settings.flipped);
        let mancala_layout = MancalaLayout::new(area, settings.flipped);
        let pos = |t: &Target| -> Option<(Pos2, f32)> {
            match t {
                Target::Point(p) if morris => {
                    Some((morris_layout.pos(*p), morris_layout.token_r() * 1.35))
                }
                Target::Pit(p) if !morris => Some((
                    mancala_layout.pos(*p),
                    mancala_layout.pit_r().min_elem() * 1.1,
                )),
                _ => None,
            }
        };
        let ring = |targets: &[Target], colour: Color32, width: f32| {
            for t in targets {
                if let Some((at, r)) = pos(t) {
                    painter.circle_stroke(at, r, Stroke::new(width, colour));
                }
            }
        };
        ring(marks, theme::OCHRE, 4.0);
        ring(&self.highlight, theme::TERRACOTTA, 4.0);
        ring(&self.picked, Color32::from_rgb(40, 110, 60), 5.0);
    }
}
