//! A lesson being taken: the board (the play views), the step's annotation, the engine's
//! effects animated and explained as in play, the learner's clicks judged by the lesson core
//! ([`crate::lesson::run::LessonRun`]), hints one rung per press, stars.
//!
//! The view keeps its own [`Session`] of the board shown; after every call into the core it
//! is rebuilt from the core's game, and the effects the core reports are animated from the
//! scene shown before.

use egui::{Color32, Pos2, RichText, Stroke};

use crate::i18n::{Arg, Tr};
use crate::lesson::quiz::{Quiz, Target};
use crate::lesson::run::{HintKind, LessonRun, Response, StepResult, StepState};
use crate::lesson::{Lesson, Message, StepKind};
use crate::rules::{Action, Effect, Game, MancalaAction};

use super::animation::{Speed, Timeline, is_minor};
use super::board_input::{BoardInput, ViewState};
use super::clicks::{self, PitClick, PointClick};
use super::command::{Command, LearnCommand};
use super::mancala_view::MancalaLayout;
use super::morris_view::MorrisLayout;
use super::session::{GameSetup, Session};
use super::settings::Settings;
use super::{describe, mancala_view, morris_view, theme};

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
    session: Session,
    timeline: Option<Timeline>,
    view: ViewState,
    explained: Option<Effect>,
    said: Vec<String>,
    verdict: Verdict,
    hints: Vec<String>,
    highlight: Vec<Target>,
    picked: Vec<Target>,
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

impl LessonView {
    /// Opens `lesson` at its first step (a show step starts playing at once).
    pub fn new(lesson: Lesson, settings: &Settings) -> LessonView {
        let setup = GameSetup {
            options: lesson.options,
            ..GameSetup::new(lesson.game)
        };
        let run = LessonRun::new(lesson);
        let session = Session::from_start(setup.clone(), run.game().clone());
        let mut view = LessonView {
            run,
            setup,
            session,
            timeline: None,
            view: ViewState::default(),
            explained: None,
            said: Vec::new(),
            verdict: Verdict::None,
            hints: Vec::new(),
            highlight: Vec::new(),
            picked: Vec::new(),
        };
        view.enter(settings);
        view
    }

    /// The lesson core (tests read its state).
    pub fn run(&self) -> &LessonRun {
        &self.run
    }

    /// Takes the core's progress events (tries, hints, finished) for the store.
    pub fn take_events(&mut self) -> Vec<crate::lesson::progress::ProgressEvent> {
        self.run.take_events()
    }

    /// The game a "play on" starts from, with the set-up: the learner against the computer.
    pub fn play_on(&self) -> (GameSetup, Game) {
        let game = self.run.play_on();
        let learner = self.run.learner().unwrap_or_else(|| game.to_act());
        let mut setup = self.setup.clone();
        setup.seats[learner.other().index()].kind =
            super::session::PlayerKind::Computer(crate::ai::Level::Intermediate);
        (setup, game)
    }

    /// Whether an animation is running.
    pub fn is_animating(&self) -> bool {
        self.timeline.is_some()
    }

    /// Shows the current step from its start: clears what the last step said, and plays a
    /// show step's actions (and preparation) at once.
    fn enter(&mut self, settings: &Settings) {
        self.resync();
        self.timeline = None;
        self.view = ViewState::default();
        self.explained = None;
        self.said.clear();
        self.verdict = Verdict::None;
        self.hints.clear();
        self.highlight.clear();
        self.picked.clear();
        if self.run.state() == StepState::Ready {
            let preparation = match &self.run.step().kind {
                StepKind::Show {
                    preparation: Some(p),
                    ..
                } => p.effects.clone(),
                _ => Vec::new(),
            };
            if let Ok(played) = self.run.play_show() {
                let mut effects = preparation;
                effects.extend(played.into_iter().flat_map(|p| p.effects));
                self.animate(effects, settings);
            }
        }
    }

    /// The board shown becomes the core's game.
    fn resync(&mut self) {
        self.session = Session::from_start(self.setup.clone(), self.run.game().clone());
    }

    /// Animates `effects` from the scene shown now to the core's game.
    fn animate(&mut self, effects: Vec<Effect>, settings: &Settings) {
        let before = match &self.timeline {
            Some(t) => {
                let mut t = t.clone();
                t.finish();
                t.scene().clone()
            }
            None => self.session.scene().clone(),
        };
        self.resync();
        self.explained = effects
            .iter()
            .rev()
            .find(|e| !is_minor(&e.kind))
            .or(effects.last())
            .copied();
        self.timeline = None;
        if settings.speed != Speed::Off && !effects.is_empty() {
            let timeline = Timeline::new(before, effects);
            if !timeline.is_done() {
                self.timeline = Some(timeline);
            }
        }
    }

    /// Advances the animation; a click or a key shows its end.
    pub fn tick(&mut self, ctx: &egui::Context, settings: &Settings) {
        let (pressed, dt) = ctx.input(|i| (i.pointer.any_pressed(), i.stable_dt.min(0.1)));
        if let Some(timeline) = &mut self.timeline {
            if pressed {
                timeline.finish();
            } else {
                timeline.advance(dt * settings.speed.factor());
            }
            if let Some(major) = timeline.last_major() {
                self.explained = Some(*major);
            }
            if timeline.is_done() {
                self.timeline = None;
            } else {
                ctx.request_repaint();
            }
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
            LearnCommand::Hint => self.hint(&tr),
            LearnCommand::Confirm => {
                let picked = std::mem::take(&mut self.picked);
                if let Ok(response) = self.run.answer(&picked) {
                    self.judged(&tr, response, settings);
                }
            }
            _ => {}
        }
    }

    /// A board click or a decision button of the learner.
    pub fn board(&mut self, command: &Command, settings: &Settings) {
        if self.timeline.is_some() {
            self.timeline = None;
            return;
        }
        if self.run.state() != StepState::Awaiting {
            return;
        }
        let tr = Tr::new(settings.language);
        let quiz = match &self.run.step().kind {
            StepKind::Quiz(q) => Some(q.quiz.clone()),
            _ => None,
        };
        if let Some(quiz) = quiz {
            let target = match command {
                Command::ClickPoint(p) => Target::Point(*p),
                Command::ClickPit(p) => Target::Pit(*p),
                _ => return,
            };
            if quiz == Quiz::Removable {
                if let Some(i) = self.picked.iter().position(|t| *t == target) {
                    self.picked.remove(i);
                } else {
                    self.picked.push(target);
                }
            } else if let Ok(response) = self.run.answer(&[target]) {
                self.judged(&tr, response, settings);
            }
            return;
        }
        let action = match command {
            Command::Act(action) => Some(*action),
            Command::SowDirection { pit, clockwise } => Some(Action::Mancala(MancalaAction::Sow {
                pit: *pit,
                clockwise: *clockwise,
            })),
            Command::ClickPoint(point) | Command::DropPoint(point) => self.morris_click(*point),
            Command::ClickPit(pit) => self.mancala_click(*pit),
            _ => None,
        };
        if let Some(action) = action
            && self.run.legal_actions().contains(&action)
        {
            self.view = ViewState::default();
            if let Ok(response) = self.run.submit(action) {
                self.judged(&tr, response, settings);
                if let Command::DropPoint(point) = command
                    && let Some(timeline) = &mut self.timeline
                {
                    // The token already lies where it was dropped.
                    timeline.skip_landed(*point);
                    if timeline.is_done() {
                        self.timeline = None;
                    }
                }
            }
        }
    }

    /// A morris click: an action of the learner, or a token selected to move (the app's
    /// click table).
    fn morris_click(&mut self, point: u8) -> Option<Action> {
        let legal = self.run.legal_actions();
        match clicks::point_click(&legal, self.view.selected, point) {
            PointClick::Act(action) => Some(action),
            PointClick::Select(selected) => {
                self.view.selected = selected;
                None
            }
        }
    }

    /// A mancala click: a sowing or a decision of the learner (the app's click table; a
    /// lesson has no layout to arrange).
    fn mancala_click(&mut self, pit: u8) -> Option<Action> {
        let legal = self.run.legal_actions();
        let choice = self.view.direction_choice;
        match clicks::pit_click(self.run.game(), &legal, choice, pit) {
            PitClick::Act(action) => Some(action),
            PitClick::ChooseDirection(local) => {
                self.view.direction_choice = Some(local);
                None
            }
            PitClick::ClearChoice | PitClick::Adjust(_) | PitClick::Nothing => None,
        }
    }

    /// Shows what the core said about an answer, and animates what was played.
    fn judged(&mut self, tr: &Tr, response: Response, settings: &Settings) {
        let effects: Vec<Effect> = response
            .played
            .iter()
            .chain(&response.replies)
            .flat_map(|p| p.effects.iter().copied())
            .collect();
        self.animate(effects, settings);
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

    /// One rung of the hint ladder.
    fn hint(&mut self, tr: &Tr) {
        if !matches!(self.run.state(), StepState::Awaiting | StepState::Wrong) {
            return;
        }
        let Some(hint) = self.run.hint() else { return };
        if hint.restarted {
            self.resync();
            self.timeline = None;
            self.view = ViewState::default();
            self.said.clear();
            self.verdict = Verdict::None;
            self.highlight.clear();
        }
        let mut lines = Vec::new();
        match hint.kind {
            HintKind::Rule {
                section,
                word,
                goal,
            } => {
                let rule = tr
                    .try_s(&format!("rule-{section}-title"))
                    .unwrap_or_else(|| section.clone());
                lines.push(match word.and_then(|w| tr.try_s(&format!("word-{w}"))) {
                    Some(word) => tr.a(
                        "learn-hint-rule-word",
                        &[
                            ("word", word.as_str().into()),
                            ("rule", rule.as_str().into()),
                        ],
                    ),
                    None => tr.a("learn-hint-rule", &[("rule", rule.as_str().into())]),
                });
                lines.extend(tr.try_s(&format!("rule-{section}")));
                lines.push(message_text(tr, &goal));
            }
            HintKind::Region(targets) => {
                self.highlight = targets;
                lines.push(tr.s("learn-hint-highlight"));
            }
            HintKind::Move(action) => {
                self.view.hint = Some(action);
                lines.push(tr.s("learn-hint-move"));
            }
            HintKind::Answer(targets) => {
                self.highlight = targets;
                lines.push(tr.s("learn-hint-answer"));
            }
        }
        if let Some(stars) = hint.stars_left {
            lines.push(tr.a(
                "learn-hint-stars-left",
                &[("stars", Arg::Num(i64::from(stars)))],
            ));
        }
        self.hints.extend(lines);
    }

    /// Draws the lesson: its bar, the panel and the board.
    pub fn show(&self, ui: &mut egui::Ui, tr: &Tr, settings: &Settings, out: &mut Vec<Command>) {
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
        egui::Panel::right("lesson-panel")
            .resizable(true)
            .default_size(360.0)
            .size_range(280.0..=560.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.panel(ui, tr, out));
            });
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE.fill(theme::SAND).inner_margin(12.0))
            .show(ui, |ui| self.board_ui(ui, tr, settings, out));
    }

    fn panel(&self, ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
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
        if let Some(effect) = &self.explained {
            ui.label(
                RichText::new(describe::effect_line(tr, &self.setup, effect))
                    .italics()
                    .color(theme::INK_SOFT),
            );
            ui.add_space(6.0);
        }
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
        if !self.hints.is_empty() {
            ui.add_space(6.0);
            ui.label(RichText::new(tr.s("learn-hints")).small().strong());
            for line in &self.hints {
                ui.label(format!("· {line}"));
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
            if matches!(state, StepState::Awaiting | StepState::Wrong)
                && ui.button(tr.s("learn-hint")).clicked()
            {
                out.push(learn(LearnCommand::Hint));
            }
        });
        ui.add_space(6.0);
        if ui.button(tr.s("learn-play-on")).clicked() {
            out.push(learn(LearnCommand::PlayOn));
        }
        if self.run.is_finished() {
            ui.add_space(10.0);
            let stars = self
                .run
                .stars()
                .map(|s| star_text(tr, s))
                .unwrap_or_default();
            ui.label(
                RichText::new(format!("{}  {stars}", tr.s("learn-lesson-done")))
                    .size(18.0)
                    .strong()
                    .color(theme::OCHRE),
            );
        }
        ui.add_space(10.0);
        ui.label(
            RichText::new(tr.s("learn-keys"))
                .small()
                .color(theme::INK_SOFT),
        );
    }

    fn board_ui(&self, ui: &mut egui::Ui, tr: &Tr, settings: &Settings, out: &mut Vec<Command>) {
        let awaiting = self.run.state() == StepState::Awaiting
            && self.run.learner() == Some(self.run.game().to_act());
        let board = BoardInput {
            session: &self.session,
            settings,
            timeline: self.timeline.as_ref(),
            view: &self.view,
            accept_clicks: true,
            person_to_act: awaiting,
            drag: !matches!(self.run.step().kind, StepKind::Quiz(_)),
            // The preview would answer an exercise or a quiz for the learner.
            preview: matches!(
                self.run.step().kind,
                StepKind::Show { .. } | StepKind::Guided(_)
            ),
        };
        let rect = ui.available_rect_before_wrap();
        let morris = self.session.game().morris().is_some();
        if morris {
            morris_view::show(ui, tr, &board, out);
        } else {
            mancala_view::show(ui, tr, &board, out);
        }
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
