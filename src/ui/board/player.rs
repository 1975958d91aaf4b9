//! [`BoardPlayer`]: one game shown on a board, over one [`crate::record::History`] (the
//! session): the animation of what was just played, the effect the panel explains, the
//! selection and offered choices, a click, a drop or a key resolved through the click table,
//! and the replay's cursor (step back and forth by effect and by turn, play and pause).
//!
//! Play, the replay and every lesson use it; nothing else builds a timeline or resolves a
//! click. Who may act and what an action leads to stay with the screen that owns the player:
//! the app plays a resolved move in the game, a lesson hands it to its judge first and plays
//! what the judge played ([`BoardPlayer::play`]).

use crate::i18n::Tr;
use crate::rules::mancala::{Decision, Layout};
use crate::rules::{Action, Effect, EffectKind, MancalaAction};
use crate::ui::command::BoardCommand;

use crate::ui::board::animation::{Speed, Timeline, is_minor};
use crate::ui::board::clicks::{self, PitClick, PointClick};
use crate::ui::board::input::{BoardInput, BoardMark, ViewState};
use crate::ui::board::layout_editor;
use crate::ui::board::replay::{ReplayMode, ReplayView};
use crate::ui::board::scene::Scene;
use crate::ui::board::session::Session;
use crate::ui::board::{mancala_view, morris_view};
use crate::ui::command::{Command, ReplayStep};
use crate::ui::panels::settings::Settings;

/// What one frame brings the board's clock: a pointer press or a key (either shows the
/// running animation's end at once), a pointer release, and the seconds since the last frame.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FrameInput {
    /// A pointer button went down.
    pub pressed: bool,
    /// A key went down.
    pub key: bool,
    /// Seconds since the last frame (at most 0.1: a stalled frame does not skip effects).
    pub dt: f32,
}

impl FrameInput {
    /// This frame's input.
    pub fn read(ctx: &egui::Context) -> FrameInput {
        ctx.input(|i| FrameInput {
            pressed: i.pointer.any_pressed(),
            key: i
                .events
                .iter()
                .any(|e| matches!(e, egui::Event::Key { pressed: true, .. })),
            dt: i.stable_dt.min(0.1),
        })
    }
}

/// What the screen allows on the board this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardRules {
    /// Whether a person plays the side to act (legal moves are lit and clicks act only then).
    pub person_to_act: bool,
    /// Whether tokens may be dragged as well as clicked.
    pub drag: bool,
    /// Whether hovering a pit may preview its sowing.
    pub preview: bool,
    /// Whether a finished game's result is shown along the board's top edge (the play
    /// screen): the band there is then [`crate::ui::panels::result_band::HEIGHT`] high.
    pub result_band: bool,
}

/// A move the click table resolved: the action, and the point a dragged token was dropped
/// on (its move is not slid there again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The action.
    pub action: Action,
    /// Where a drag put the token already.
    pub dropped: Option<crate::rules::morris::Point>,
}

/// A game shown on a board: see the module's documentation.
#[derive(Clone, Debug)]
pub struct BoardPlayer {
    /// The game (its history holds every action) and the animation running on it.
    shown: ReplayView,
    view: ViewState,
    explained: Option<Effect>,
    replay: Option<Box<ReplayMode>>,
    /// A press showed the end of an animation: the click it makes on the board is no move.
    suppress_click: bool,
    /// Seconds between two turns while the replay plays (at 1×).
    replay_pause: f32,
    /// The screen's marks on points or pits (a lesson's), drawn by the board view.
    marks: Vec<BoardMark>,
}

impl BoardPlayer {
    /// The board of `session`, still, explaining nothing yet.
    pub fn new(session: Session) -> BoardPlayer {
        BoardPlayer {
            shown: ReplayView {
                session,
                timeline: None,
            },
            view: ViewState::default(),
            explained: None,
            replay: None,
            suppress_click: false,
            replay_pause: crate::ui::board::replay::PLAY_PAUSE,
            marks: Vec::new(),
        }
    }

    /// Puts a screen's marks on the board (a lesson's step, hint and picked targets), drawn
    /// from the next frame on under the names and counts.
    pub fn set_marks(&mut self, marks: Vec<BoardMark>) {
        self.marks = marks;
    }

    /// Sets the seconds between two turns while the replay plays (at 1×): a lesson's worked
    /// example keeps the lesson model's pace.
    pub fn set_replay_pause(&mut self, seconds: f32) {
        self.replay_pause = seconds;
        if let Some(mode) = &mut self.replay {
            mode.set_turn_pause(seconds);
        }
    }

    /// The game shown (at the replay's cursor while a replay runs).
    pub fn session(&self) -> &Session {
        &self.shown.session
    }

    /// The running or held animation.
    pub fn timeline(&self) -> Option<&Timeline> {
        self.shown.timeline.as_ref()
    }

    /// Selection and offered choices.
    pub fn view(&self) -> &ViewState {
        &self.view
    }

    /// The effect the panel explains.
    pub fn explained(&self) -> Option<&Effect> {
        self.explained.as_ref()
    }

    /// The replay's cursor, while the game is replayed.
    pub fn replay(&self) -> Option<&ReplayMode> {
        self.replay.as_deref()
    }

    /// Whether an animation is running (a replay held inside an action is not).
    pub fn is_animating(&self) -> bool {
        self.shown.timeline.as_ref().is_some_and(|t| !t.is_held())
    }

    /// Keeps `review` as the game's review (a review finished on its worker thread).
    pub fn set_review(&mut self, review: crate::ai::review::Review) {
        self.shown.session.set_review(Some(review));
    }

    /// Explains `effect` (a line of the turn log was picked).
    pub fn explain(&mut self, effect: Effect) {
        self.explained = Some(effect);
    }

    /// Shows the game as it stands, without animation, explaining its last action (a game
    /// set up by a list of moves).
    pub fn settle(&mut self) {
        self.shown.timeline = None;
        self.explained = notable(self.session().last_effects());
    }

    /// Forgets the animation, the selection and the explanation (a new game).
    pub fn reset(&mut self) {
        self.shown.timeline = None;
        self.view = ViewState::default();
        self.explained = None;
    }

    /// Shows the running animation's end at once.
    pub fn finish_animation(&mut self) {
        if let Some(timeline) = &mut self.shown.timeline {
            timeline.finish();
        }
        self.shown.timeline = None;
    }

    /// Drops the running animation (animations were turned off).
    pub fn stop_animation(&mut self) {
        self.shown.timeline = None;
    }

    /// Marks the move suggested to the player to act (`None`: no hint).
    pub fn set_hint(&mut self, hint: Option<Action>) {
        self.view.hint = hint;
    }

    /// The board's clock, once a frame: the animation advances at `speed`, or shows its end
    /// at a press or a key (not in a replay, whose keys step it); a playing replay goes on.
    /// Returns whether the board wants another frame soon.
    pub fn tick(&mut self, input: &FrameInput, speed: Speed) -> bool {
        let mut repaint = false;
        let replaying = self.replay.is_some();
        if let Some(timeline) = &mut self.shown.timeline {
            if (input.pressed || input.key) && !replaying {
                timeline.finish();
                if input.pressed {
                    self.suppress_click = true;
                }
            } else {
                timeline.advance(input.dt * speed.factor());
            }
            if let Some(major) = timeline.last_major() {
                self.explained = Some(*major);
            }
            if timeline.is_done() {
                self.shown.timeline = None;
            } else if !timeline.is_held() {
                repaint = true;
            }
        }
        if let Some(mode) = &mut self.replay
            && mode.is_playing()
        {
            let before = mode.cursor();
            mode.tick(input.dt, &mut self.shown, speed);
            if mode.cursor() != before {
                self.explain_shown();
            }
            repaint = true;
        }
        repaint
    }

    /// What a board command means here: the click table's action for a click or a drop
    /// (against `legal`, the actions the screen lets the person take), a decision or a
    /// direction button's action; a click that only selects a token, offers a direction or
    /// changes a layout draft changes the view and gives no move.
    pub fn resolve(&mut self, command: &BoardCommand, legal: &[Action]) -> Option<Move> {
        let game = self.shown.session.game();
        let plain = |action| {
            Some(Move {
                action,
                dropped: None,
            })
        };
        match *command {
            BoardCommand::Act(action) => plain(action),
            BoardCommand::SowDirection { pit, clockwise } => {
                plain(Action::Mancala(MancalaAction::Sow { pit, clockwise }))
            }
            BoardCommand::ClickPoint(point) | BoardCommand::DropPoint(point) => {
                if game.is_over() {
                    return None;
                }
                match clicks::point_click(legal, self.view.selected, point) {
                    PointClick::Act(action) => Some(Move {
                        action,
                        dropped: matches!(command, BoardCommand::DropPoint(_)).then_some(point),
                    }),
                    PointClick::Select(selected) => {
                        self.view.selected = selected;
                        None
                    }
                }
            }
            BoardCommand::ClickPit(pit) => {
                if game.is_over() {
                    return None;
                }
                match clicks::pit_click(game, legal, self.view.direction_choice, pit) {
                    PitClick::Act(action) => plain(action),
                    PitClick::ChooseDirection(local) => {
                        self.view.direction_choice = Some(local);
                        None
                    }
                    PitClick::ClearChoice => {
                        self.view.direction_choice = None;
                        None
                    }
                    PitClick::Adjust(local) => {
                        layout_editor::adjust(&mut self.view.arrange, local, 1);
                        None
                    }
                    PitClick::Nothing => None,
                }
            }
            BoardCommand::CancelSelection => {
                self.view.selected = None;
                self.view.direction_choice = None;
                None
            }
            BoardCommand::ArrangeAdjust { pit, delta } => {
                layout_editor::adjust(&mut self.view.arrange, pit, delta);
                None
            }
            BoardCommand::ArrangeSet(layout) => {
                self.view.arrange = Some(layout);
                None
            }
        }
    }

    /// Plays a resolved move in the game and animates it at `speed`. Returns whether the
    /// engine took it.
    pub fn play_move(&mut self, mv: Move, speed: Speed) -> bool {
        if self.play(&[mv.action], speed) == 0 {
            return false;
        }
        if let Some(point) = mv.dropped {
            self.landed(point);
        }
        true
    }

    /// Plays `actions` in order and animates them as one, at `speed` (a move and the answers
    /// a lesson's judge played after it). Stops at the first action the engine refuses;
    /// returns how many were played.
    pub fn play(&mut self, actions: &[Action], speed: Speed) -> usize {
        let mut before = None;
        let mut all = Vec::new();
        let mut played = 0;
        for &action in actions {
            let Ok((scene, effects)) = self.shown.session.play(action) else {
                break;
            };
            before.get_or_insert(scene);
            all.extend(effects);
            played += 1;
        }
        let Some(before) = before else { return 0 };
        self.view.selected = None;
        self.view.direction_choice = None;
        self.view.hint = None;
        let arranging = self
            .session()
            .game()
            .mancala()
            .and_then(|m| m.pending())
            .is_some_and(|d| d == Decision::Arrange);
        self.view.arrange = arranging.then(Layout::default);
        self.animate(before, all, speed);
        played
    }

    /// Animates `effects` from `before` (the board as shown before them) at `speed`; the
    /// game already stands after them. A lesson's preparation, which no action makes, is
    /// shown this way.
    pub fn animate(&mut self, before: Scene, effects: Vec<Effect>, speed: Speed) {
        self.explained = notable(&effects).or(self.explained);
        if speed == Speed::Off || effects.is_empty() {
            self.shown.timeline = None;
        } else {
            let timeline = Timeline::new(before, effects);
            self.shown.timeline = (!timeline.is_done()).then_some(timeline);
            if let Some(first) = self.shown.timeline.as_ref().and_then(|t| t.last_major()) {
                self.explained = Some(*first);
            }
        }
    }

    /// A dragged token already lies on `point`: its move is not slid there again.
    pub fn landed(&mut self, point: crate::rules::morris::Point) {
        if let Some(timeline) = &mut self.shown.timeline {
            timeline.skip_landed(point);
            if timeline.is_done() {
                self.shown.timeline = None;
            }
        }
    }

    /// Goes back to before the previous decision of a person. Returns whether it did.
    pub fn undo(&mut self) -> bool {
        if !self.shown.session.undo() {
            return false;
        }
        self.shown.timeline = None;
        self.view = ViewState::default();
        self.explained = notable(self.session().last_effects());
        true
    }

    /// Plays the next undone action again (and the computer's after it), animated.
    pub fn redo(&mut self, speed: Speed) -> bool {
        let Some((before, effects)) = self.shown.session.redo() else {
            return false;
        };
        self.view = ViewState::default();
        self.animate(before, effects, speed);
        true
    }

    /// Back to the game's start, the actions after it dropped (a lesson's step tried again).
    pub fn restart(&mut self) {
        self.close_replay();
        self.shown.session.jump(0);
        self.shown.session.take_redo();
        self.reset();
    }

    /// Sets the explanation to what the board shows: the animation's effect, or the last
    /// action's most telling effect.
    pub fn explain_shown(&mut self) {
        self.explained = match &self.shown.timeline {
            Some(t) => t.last_major().copied(),
            None => notable(self.session().last_effects()),
        };
    }

    /// Opens the replay at the game's start. `false` (nothing changes) when nothing was
    /// played or a replay is open already.
    pub fn start_replay(&mut self) -> bool {
        if self.replay.is_some() || self.session().played().is_empty() {
            return false;
        }
        let mut mode = ReplayMode::of(&mut self.shown.session);
        mode.set_turn_pause(self.replay_pause);
        mode.show(&mut self.shown);
        self.view = ViewState::default();
        self.replay = Some(Box::new(mode));
        self.explain_shown();
        true
    }

    /// Moves the replay's cursor (it stops playing). A forward step while the last one is
    /// still animated shows that one's end first.
    pub fn replay_step(&mut self, step: ReplayStep, speed: Speed) {
        let Some(mode) = &mut self.replay else { return };
        mode.pause();
        let forward = matches!(step, ReplayStep::NextEffect | ReplayStep::NextTurn);
        if forward
            && let Some(timeline) = &mut self.shown.timeline
            && !timeline.is_held()
        {
            timeline.finish();
            if timeline.is_done() {
                self.shown.timeline = None;
            }
            self.explain_shown();
            return;
        }
        mode.step(step, &mut self.shown, speed);
        self.explain_shown();
    }

    /// Starts or stops the replay playing by itself.
    pub fn toggle_replay_play(&mut self) {
        if let Some(mode) = &mut self.replay {
            mode.toggle_play(&mut self.shown);
        }
        self.explain_shown();
    }

    /// Leaves the replay: the game comes back as it was.
    pub fn close_replay(&mut self) {
        if let Some(mode) = self.replay.take() {
            mode.close(&mut self.shown.session);
            self.shown.timeline = None;
            self.view = ViewState::default();
            self.explain_shown();
        }
    }

    /// Makes the position the replay shows the game's end: the actions after it are
    /// dropped and the replay closes. `false` without a replay.
    pub fn play_on_from_replay(&mut self) -> bool {
        let Some(mode) = self.replay.take() else {
            return false;
        };
        mode.play_on(&mut self.shown.session);
        true
    }

    /// Whether the band along the board's top edge holds the result of the game: the game
    /// is over, the screen shows results (`rules`) and no replay runs. The band is taller
    /// from the action that ended the game on, so the board does not move again once its
    /// animation is over.
    pub fn result_band_shown(&self, rules: BoardRules) -> bool {
        rules.result_band && self.replay.is_none() && self.session().game().is_over()
    }

    /// Draws the board and pushes what is done on it; a click that only showed an
    /// animation's end is not passed on. Returns the board's rectangle.
    pub fn show_board(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        settings: &Settings,
        rules: BoardRules,
        out: &mut Vec<Command>,
    ) -> egui::Rect {
        let rect = ui.available_rect_before_wrap();
        let band = if self.result_band_shown(rules) {
            crate::ui::panels::result_band::HEIGHT
        } else {
            crate::ui::board::effect_band::HEIGHT
        };
        let board = BoardInput {
            session: &self.shown.session,
            settings,
            timeline: self.shown.timeline.as_ref(),
            view: &self.view,
            person_to_act: rules.person_to_act,
            drag: rules.drag,
            preview: rules.preview,
            marks: &self.marks,
            band,
        };
        let mut board_out = Vec::new();
        if self.shown.session.game().morris().is_some() {
            morris_view::show(ui, tr, &board, &mut board_out);
        } else {
            mancala_view::show(ui, tr, &board, &mut board_out);
        }
        if self.suppress_click
            && board_out
                .iter()
                .any(|c| matches!(c, Command::Board(b) if b.is_click()))
        {
            // The press finished the animation. A click on a target of the position now
            // shown (a removal after a capture, the next pit to sow) plays as any click, so
            // it is not lost; a click elsewhere only showed the animation's end and must not
            // drop a selection or a choice.
            let person = rules.person_to_act;
            board_out.retain(|c| match c {
                Command::Board(b) if b.is_click() => person && self.is_target(b),
                _ => true,
            });
            self.suppress_click = false;
        }
        if ui.ctx().input(|i| i.pointer.any_released()) {
            self.suppress_click = false;
        }
        out.extend(board_out);
        rect
    }
}

impl BoardPlayer {
    /// Whether a board click lands on one of the targets the position offers (what the
    /// legal-move highlights light): a point or a pit the click table acts on or selects.
    fn is_target(&self, click: &BoardCommand) -> bool {
        let session = &self.shown.session;
        let game = session.game();
        if game.is_over() {
            return false;
        }
        let legal = session.legal();
        match *click {
            BoardCommand::ClickPoint(point) | BoardCommand::DropPoint(point) => {
                clicks::point_targets(legal, self.view.selected)
                    .iter()
                    .any(|t| t.point == point)
            }
            BoardCommand::ClickPit(pit) => {
                clicks::pit_targets(game, legal, self.view.direction_choice)
                    .iter()
                    .any(|t| t.pit == pit && t.click.is_some())
            }
            _ => false,
        }
    }
}

/// The effect of an action that best says what it did (for the explanation panel): the last
/// one that is neither a small step nor the game's end, which the turn box announces.
pub fn notable(effects: &[Effect]) -> Option<Effect> {
    effects
        .iter()
        .rev()
        .find(|e| !is_minor(&e.kind) && !matches!(e.kind, EffectKind::GameOver(_)))
        .or_else(|| effects.last())
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameId};
    use crate::ui::board::session::GameSetup;

    fn player(game: GameId) -> BoardPlayer {
        BoardPlayer::new(Session::from_start(
            GameSetup::new(game),
            Game::with_defaults(game),
        ))
    }

    #[test]
    fn a_press_or_a_key_shows_the_animations_end_and_a_press_is_no_move() {
        for input in [
            FrameInput {
                pressed: true,
                ..FrameInput::default()
            },
            FrameInput {
                key: true,
                ..FrameInput::default()
            },
        ] {
            let mut p = player(GameId::Isizulu);
            let first = p.session().legal()[0];
            assert_eq!(p.play(&[first], Speed::Normal), 1);
            assert!(p.is_animating());
            p.tick(&input, Speed::Normal);
            assert!(!p.is_animating(), "{input:?} ends the animation");
            assert_eq!(p.suppress_click, input.pressed);
        }
    }

    #[test]
    fn the_explanation_of_a_games_last_action_is_not_its_end() {
        // The turn box announces the end; the explanation keeps the rule that led to it.
        let mut p = player(GameId::Isizulu);
        let mut rng = crate::selfplay::Rng::new(5);
        for _ in 0..5_000 {
            if p.session().game().is_over() {
                break;
            }
            let legal = p.session().legal().to_vec();
            p.play(&[legal[rng.below(legal.len())]], Speed::Off);
        }
        let last = p.session().last_effects();
        assert!(
            last.iter()
                .any(|e| matches!(e.kind, EffectKind::GameOver(_)))
        );
        let explained = p.explained().map(|e| e.kind);
        assert!(
            !matches!(explained, Some(EffectKind::GameOver(_))),
            "{explained:?}"
        );
        assert_eq!(p.explained().copied(), notable(last));
    }

    #[test]
    fn a_restart_goes_back_to_the_start_in_the_same_history() {
        let mut p = player(GameId::IsoloWomen);
        let start = p.session().game().position();
        let legal = p.session().legal().to_vec();
        assert_eq!(p.play(&legal[..1], Speed::Off), 1);
        assert!(p.start_replay());
        p.restart();
        assert!(p.replay().is_none());
        assert_eq!(p.session().game().position(), start);
        assert!(!p.session().can_redo());
    }
}
