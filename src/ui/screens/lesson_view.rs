//! A lesson being taken: the step's board on the board player every screen uses
//! ([`BoardPlayer`]: animation, explanation, clicks, drags, keys, decision buttons, replay
//! controls), with what a lesson adds: its judge ([`crate::lesson::run::LessonRun`], which
//! takes the learner's resolved moves and quiz answers), its texts, hints one rung per
//! press, stars, and the next lesson.
//!
//! The board of a step is one history from the step's start: what the judge plays (the
//! learner's move and the engine's answers) is played on it, so that the learner can step
//! back and forth through it as through a replay, and a try again goes back to its start.

use crate::ui::command::{BoardCommand, ReplayCommand};
use egui::RichText;

use crate::i18n::{Arg, Tr, has_message};
use crate::lesson::pacing::TURN_PAUSE;
use crate::lesson::quiz::{Quiz, Target};
use crate::lesson::run::{HintKind, LessonRun, Response, StepResult, StepState};
use crate::lesson::{Lesson, Message, StepKind};
use crate::rules::{Action, Game, Player};
use crate::rules_page;

use crate::ui::board::animation::Speed;
use crate::ui::board::decisions::{self, DecisionInput};
use crate::ui::board::describe::player_name;
use crate::ui::board::input::{BoardMark, MarkAt, MarkKind};
use crate::ui::board::replay;
use crate::ui::board::scene::Scene;
use crate::ui::board::session::{GameSetup, Session};
use crate::ui::board::{BoardPlayer, BoardRules, Move};
use crate::ui::command::{Command, LearnCommand, ReplayStep};
use crate::ui::panels::settings::{Settings, speed_buttons};
use crate::ui::panels::side_panel;
use crate::ui::theme;

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
    /// The hint lines shown in this visit of the step: the judge's ladder starts again on
    /// every visit (a rung already paid for costs nothing again), and so does the list.
    hints: Vec<String>,
    /// The last press of Hint found no rung to give.
    no_hint: bool,
    highlight: Vec<Target>,
    picked: Vec<Target>,
    /// The lesson after this one in the course, if any.
    next_lesson: Option<String>,
    /// The next lesson's title when it is not a catalogued lesson or puzzle.
    next_title: Option<crate::lesson::Message>,
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

/// A lesson's board from `game`: its replay plays turn by turn at the lesson model's pace
/// ([`TURN_PAUSE`]), the one pace of every worked example.
fn lesson_board(setup: &GameSetup, game: Game) -> BoardPlayer {
    let mut board = BoardPlayer::new(Session::from_start(setup.clone(), game));
    board.set_replay_pause(TURN_PAUSE);
    board
}

impl LessonView {
    /// Opens `lesson` at its first step (a show step starts playing at once).
    pub fn new(lesson: Lesson, settings: &Settings) -> LessonView {
        let setup = GameSetup {
            options: lesson.options,
            ..GameSetup::new(lesson.game)
        };
        let next_lesson = match (lesson.puzzle, lesson.trainer) {
            (_, Some(_)) => crate::lesson::trainer::next_position(&lesson.id),
            (Some(_), None) => crate::lesson::puzzle::next_puzzle(&lesson.id),
            (None, None) => crate::lesson::catalogue::next_lesson(&lesson.id),
        };
        let run = LessonRun::new(lesson);
        let board = lesson_board(&setup, run.game().clone());
        let mut view = LessonView {
            run,
            setup,
            board,
            said: Vec::new(),
            verdict: Verdict::None,
            hints: Vec::new(),
            no_hint: false,
            highlight: Vec::new(),
            picked: Vec::new(),
            next_lesson,
            next_title: None,
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

    /// Tells the judge the lesson's best stars kept from earlier runs, so that its end
    /// agrees with the Learn list.
    pub fn set_previous_best(&mut self, best: Option<u8>) {
        self.run.set_previous_best(best);
    }

    /// Sets the lesson offered after this one and its title (a mistake's next is the Learn
    /// screen's to know, not the catalogue's).
    pub fn set_next(&mut self, next: Option<(String, crate::lesson::Message)>) {
        self.next_title = next.as_ref().map(|(_, title)| title.clone());
        self.next_lesson = next.map(|(id, _)| id);
    }

    /// The lesson offered after this one, if any.
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
            crate::ui::board::session::PlayerKind::Computer(crate::ai::Level::Intermediate);
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
        self.board = lesson_board(&self.setup, step.start.clone());
        self.said.clear();
        self.hints.clear();
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
        // The model groups a worked example by turn; the board plays those turns with the
        // model's pause between them (every lesson board keeps it: `lesson_board`).
        let Ok(turns) = self.run.play_show_paced() else {
            return;
        };
        let actions: Vec<Action> = turns
            .iter()
            .flat_map(|t| t.played.iter().map(|p| p.action))
            .collect();
        if let Some((before, effects, end)) = preparation {
            // The preparation is no action: its seeds are animated onto its end position.
            self.board = lesson_board(&self.setup, end);
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
            self.board = lesson_board(&self.setup, self.run.game().clone());
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
            LearnCommand::ShowRest => self.show_rest(&tr, settings),
            LearnCommand::Confirm => {
                let picked = std::mem::take(&mut self.picked);
                if let Ok(response) = self.run.answer(&picked) {
                    self.judged(&tr, response, None, settings);
                }
            }
            _ => {}
        }
    }

    /// The board's replay controls in a lesson: the step's history is replayed as a game's
    /// is.
    pub fn replay_command(&mut self, command: &ReplayCommand, settings: &Settings) {
        let speed = settings.speed;
        match command {
            ReplayCommand::Start => {
                self.board.start_replay();
            }
            ReplayCommand::Step(step) => {
                if self.board.replay().is_none() && self.board.start_replay() {
                    // The step's replay opens where the board stands: at its end.
                    self.board.replay_step(ReplayStep::Last, Speed::Off);
                }
                self.board.replay_step(*step, speed);
            }
            // Play opens the step's replay at its start and plays it.
            ReplayCommand::TogglePlay => {
                self.board.start_replay();
                self.board.toggle_replay_play();
            }
            ReplayCommand::Close => self.board.close_replay(),
            // A game from the position shown is the Learn screen's (LearnCommand::PlayOn).
            ReplayCommand::PlayOn => {}
        }
    }

    /// Shows the running animation's end at once.
    pub fn finish_animation(&mut self) {
        self.board.finish_animation();
    }

    /// Stops the animation (animations turned off).
    pub fn stop_animation(&mut self) {
        self.board.stop_animation();
    }

    /// Whether the step shows a wrong answer (Retry, or Undo, takes it back).
    pub fn is_wrong(&self) -> bool {
        self.run.state() == StepState::Wrong
    }

    /// A board click, a drop or a decision button of the learner: a quiz's answer, or a
    /// move resolved by the board and handed to the judge. Nothing is taken while a replay
    /// shows an earlier position.
    pub fn board_input(&mut self, command: &BoardCommand, settings: &Settings) {
        if self.board.replay().is_some() || self.run.state() != StepState::Awaiting {
            return;
        }
        let tr = Tr::new(settings.language);
        if let StepKind::Quiz(q) = &self.run.step().kind {
            let removable = q.quiz == Quiz::Removable;
            let target = match command {
                BoardCommand::ClickPoint(p) => Target::Point(*p),
                BoardCommand::ClickPit(p) => Target::Pit(*p),
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

    /// After a wrong answer whose reply was held back: the judge plays it, the board
    /// animates it and the panel adds what it did.
    fn show_rest(&mut self, tr: &Tr, settings: &Settings) {
        let Some(rest) = self.run.show_rest() else {
            return;
        };
        let actions: Vec<Action> = rest.replies.iter().map(|p| p.action).collect();
        self.board.close_replay();
        self.board.play(&actions, settings.speed);
        self.check_board();
        self.said
            .extend(rest.comment.iter().map(|m| message_text(tr, m)));
    }

    /// One rung of the hint ladder, whatever the step's state: the judge says whether there
    /// is one; if not, the panel says so. When the judge went back to the step's start (after
    /// a wrong answer, or because no answer passes from the board left), so does the board.
    fn hint(&mut self, tr: &Tr) {
        let Some(hint) = self.run.hint() else {
            self.no_hint = true;
            return;
        };
        self.no_hint = false;
        if hint.restarted {
            self.board.restart();
            self.check_board();
            self.said.clear();
            self.verdict = Verdict::None;
            self.highlight.clear();
            self.picked.clear();
        }
        let game = self.setup.game;
        let mut lines = Vec::new();
        match hint.kind {
            HintKind::Rule {
                section,
                word,
                goal,
            } => {
                // The rule in the game's own words where it has them, as its rules page
                // and the explanation panel show it.
                let title = rules_page::rule_title_id(game, &section, has_message);
                let rule = tr.try_s(&title).unwrap_or_else(|| section.clone());
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
                lines.extend(tr.try_s(&rules_page::rule_text_id(game, &section, has_message)));
                lines.push(message_text(tr, &goal));
            }
            HintKind::Region(targets) => {
                self.highlight = targets;
                lines.push(tr.s("learn-hint-highlight"));
            }
            HintKind::Move(action) => {
                self.board.set_hint(Some(action));
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

    /// Draws the lesson: its bar, the panel, the replay controls and the board.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        settings: &Settings,
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
                    crate::ui::app::toolbar::home_button(ui, tr, out);
                    if ui.button(tr.s("learn-back")).clicked() {
                        out.push(learn(LearnCommand::List(Some(lesson.game))));
                    }
                    ui.separator();
                    ui.label(RichText::new(message_text(tr, &lesson.title())).strong());
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
            .frame(crate::ui::app::toolbar::bar_frame())
            .show(ui, |ui| self.controls(ui, tr, settings, out));
        egui::Panel::right("lesson-panel")
            .resizable(true)
            .default_size(360.0)
            .size_range(280.0..=560.0)
            .show(ui, |ui| {
                // The board comes first in the Tab order, before the decision buttons.
                crate::ui::board::focus::tab_stop_here(ui);
                egui::ScrollArea::vertical().show(ui, |ui| self.panel(ui, tr, out));
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
            Some(mode) => replay::controls(
                ui,
                tr,
                mode,
                session.history(),
                false,
                "replay-close-step",
                out,
            ),
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
                            out.push(Command::Replay(ReplayCommand::Step(step)));
                        }
                    }
                    let button = egui::Button::new(RichText::new(tr.s("replay-play")).strong())
                        .fill(theme::alpha(theme::OCHRE, 0.5));
                    if ui.add_enabled(played, button).clicked() {
                        out.push(Command::Replay(ReplayCommand::TogglePlay));
                    }
                    for id in ["replay-next-effect", "replay-next-turn", "replay-last"] {
                        ui.add_enabled(false, egui::Button::new(tr.s(id)));
                    }
                });
                // The same rows as the replay's, so the board keeps its size when the
                // replay opens: the timeline at the step's end (a drag opens the replay
                // there), and the way back, closed while there is nothing to go back from.
                let history = session.history();
                let turns = history.turn_total(session.game().is_over());
                let at_end = (history.len(), history.turn_number(history.len()));
                replay::timeline(ui, tr, history, at_end, turns, out);
                ui.horizontal_wrapped(|ui| {
                    ui.add_enabled(false, egui::Button::new(tr.s("replay-close-step")));
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
        let text = self
            .run
            .lesson()
            .with_args(crate::lesson::Message::new(step.text.clone()));
        crate::ui::panels::glossary::linked(ui, tr, &message_text(tr, &text), Some(16.0), out);
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
        let hints = &self.hints;
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
                    .add_enabled(self.run.next_open(), egui::Button::new(tr.s("learn-next")))
                    .clicked()
            {
                out.push(learn(LearnCommand::Next));
            }
            if state == StepState::Wrong && ui.button(tr.s("learn-retry")).clicked() {
                out.push(learn(LearnCommand::Retry));
            }
            // The opponent's reply a wrong answer did not need, on request.
            if self.run.has_rest()
                && ui
                    .button(tr.s("learn-show-rest"))
                    .on_hover_text(tr.s("hint-learn-show-rest"))
                    .clicked()
            {
                out.push(learn(LearnCommand::ShowRest));
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
            self.finished(ui, tr, out);
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

    /// The lesson's end: its stars as the Learn list keeps them (the best of every run,
    /// [`LessonRun::final_stars`]), this run's if they differ, and the next lesson.
    fn finished(&self, ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
        ui.add_space(10.0);
        let lesson = self.run.lesson();
        let puzzle =
            lesson.puzzle.is_some() || lesson.mistake.is_some() || lesson.trainer.is_some();
        let done = if lesson.trainer.is_some() {
            "learn-trainer-done"
        } else if lesson.puzzle.is_some() {
            "learn-puzzle-done"
        } else if lesson.mistake.is_some() {
            "learn-mistake-done"
        } else {
            "learn-lesson-done"
        };
        let stars = self.run.final_stars();
        let shown = stars.map(|s| star_text(tr, s.best)).unwrap_or_default();
        ui.label(
            RichText::new(format!("{}  {shown}", tr.s(done)))
                .size(18.0)
                .strong()
                .color(theme::OCHRE),
        );
        if let Some(this_time) = stars.filter(|s| s.this_run != s.best) {
            ui.label(
                RichText::new(tr.a(
                    "learn-stars-this-run",
                    &[("stars", star_text(tr, this_time.this_run).as_str().into())],
                ))
                .small()
                .color(theme::INK_SOFT),
            );
        }
        if let Some(next) = &self.next_lesson {
            let title = match self
                .next_title
                .clone()
                .or_else(|| crate::lesson::puzzle::title_of(next))
                .or_else(|| crate::lesson::trainer::title_of(next))
            {
                Some(title) => message_text(tr, &title),
                None => tr.s(&format!("lesson-{next}-title")),
            };
            let label = tr.a(
                if puzzle {
                    "learn-next-puzzle-button"
                } else {
                    "learn-next-lesson-button"
                },
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
            // A quiz lights no legal target: its removal rings would give the answer away
            // (issue #18, item 6); the step's own marks are drawn instead.
            person_to_act: self.learner_to_act().is_some() && !quiz,
            drag: !quiz,
            // The preview would answer an exercise or a quiz for the learner.
            preview: matches!(
                self.run.step().kind,
                StepKind::Show { .. } | StepKind::Guided(_)
            ),
            // A lesson says itself how a step ended.
            result_band: false,
        };
        // The step's marks (a show step's, a quiz's), the hint's highlight, the quiz's
        // picked targets: drawn by the board view, under the names and counts.
        let mark = |kind: MarkKind| {
            move |t: &Target| {
                let at = match *t {
                    Target::Point(p) => MarkAt::Point(p),
                    Target::Pit(p) => MarkAt::Pit(p),
                    Target::Player(_) => return None,
                };
                Some(BoardMark { at, kind })
            }
        };
        let marks = (self
            .run
            .step()
            .marks()
            .iter()
            .filter_map(mark(MarkKind::About)))
        .chain(self.highlight.iter().filter_map(mark(MarkKind::Hint)))
        .chain(self.picked.iter().filter_map(mark(MarkKind::Picked)))
        .collect();
        self.board.set_marks(marks);
        self.board.show_board(ui, tr, settings, rules, out);
    }
}
