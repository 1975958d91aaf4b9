//! The replay mode: a finished or saved game stepped through by turn and by effect (←/→,
//! Shift+←/→, Home/End, a timeline slider, play/pause at the animation speed), with the
//! board, the animation and the explanation panel exactly as in live play.
//!
//! The replay moves the cursor of the game's own [`History`] (the app's session); it keeps
//! no copy of the game, only where to put the cursor back when it closes. "Play on from
//! here" starts a new game from the position shown; the game that was replayed (and its
//! file) stay as they were.

use crate::ui::command::ReplayCommand;
use egui::RichText;

use crate::i18n::{Arg, Tr};
use crate::record::{Cursor, History};
use crate::rules::Action;

use crate::ui::board::animation::Speed;
use crate::ui::board::animation::{Timeline, duration};
use crate::ui::board::session::Session;
use crate::ui::command::Command;
pub use crate::ui::command::ReplayStep;
use crate::ui::panels::move_list::MoveList;
use crate::ui::theme;

/// Seconds between two turns while a game's replay plays (at 1×). A lesson's worked example
/// keeps the lesson model's own pace instead ([`ReplayMode::set_turn_pause`]).
pub const PLAY_PAUSE: f32 = 0.6;

/// The replay's state.
#[derive(Clone, Debug)]
pub struct ReplayMode {
    cursor: Cursor,
    playing: bool,
    /// Seconds until the next turn while playing.
    wait: f32,
    /// Undone actions of the game, taken off while the replay shows the game played and
    /// put back when it closes.
    redo: Vec<Action>,
    /// The whole game's turns.
    moves: MoveList,
    /// The highest turn number of the game ([`History::turn_total`]).
    turns: usize,
    /// Seconds between two turns while playing (at 1×).
    pause: f32,
}

/// What a board shows: the game (in a replay, at the cursor) and its animation (inside an
/// action, a timeline held at the effect reached).
#[derive(Clone, Debug)]
pub struct ReplayView {
    /// The game with every action up to the cursor done (inside an action: that one too,
    /// as in live play while it is animated). Its history holds the whole game.
    pub session: Session,
    /// The animation of the action the cursor is in, if any.
    pub timeline: Option<Timeline>,
}

impl ReplayMode {
    /// A replay of `session`'s game from its start. Undone actions are set aside until the
    /// replay closes ([`ReplayMode::close`]); the caller shows the start with
    /// [`ReplayMode::show`].
    pub fn of(session: &mut Session) -> ReplayMode {
        let redo = session.take_redo();
        ReplayMode {
            cursor: Cursor::after(0),
            playing: false,
            wait: 0.0,
            redo,
            moves: MoveList::of(session.history(), 0),
            turns: session.history().turn_total(session.game().is_over()),
            pause: PLAY_PAUSE,
        }
    }

    /// Sets the seconds between two turns while playing (at 1×).
    pub fn set_turn_pause(&mut self, seconds: f32) {
        self.pause = seconds.max(0.0);
    }

    /// Where the cursor stands.
    pub fn cursor(&self) -> Cursor {
        self.cursor
    }

    /// The last place: the whole game done.
    pub fn last(&self) -> Cursor {
        Cursor::after(self.moves.rows.last().map_or(0, |r| r.end))
    }

    /// Whether the replay is playing by itself.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// The whole game's turns, with the cursor's place.
    pub fn move_list(&self) -> MoveList {
        MoveList {
            shown: self.done(),
            ..self.moves.clone()
        }
    }

    /// Actions done at the cursor (counting the one the cursor is inside).
    pub fn done(&self) -> usize {
        self.cursor.action + usize::from(self.cursor.effect.is_some())
    }

    /// Shows the cursor's place on `shown` (no animation).
    pub fn show(&self, shown: &mut ReplayView) {
        shown.session.jump(self.cursor.action);
        shown.timeline = None;
        if let Some(j) = self.cursor.effect
            && let Some((before, effects)) = shown.session.forward()
        {
            shown.timeline = Some(Timeline::held(before, effects, j + 1));
        }
    }

    /// The game to play on from the position shown (a position inside an action counts
    /// that action as done): the actions after it are dropped from `session`, which becomes
    /// a new game. The replayed game's file is not touched.
    pub fn play_on(self, session: &mut Session) {
        session.jump(self.done());
        session.take_redo();
    }

    /// Closes the replay: `session` goes back to the game as it was.
    pub fn close(self, session: &mut Session) {
        session.jump(session.history().len());
        session.put_back(&self.redo);
    }

    /// Moves the cursor. `shown` is what the app shows now (the view of the old cursor and
    /// any running animation) and is brought to the new cursor: forward steps are animated
    /// at `speed`, others jump. Returns whether the cursor moved.
    pub fn step(&mut self, step: ReplayStep, shown: &mut ReplayView, speed: Speed) -> bool {
        let h = shown.session.history();
        let target = match step {
            ReplayStep::First => h.first(),
            ReplayStep::PrevTurn => h.prev_turn(self.cursor),
            ReplayStep::PrevEffect => skip_instant(h, self.cursor, History::prev_effect),
            ReplayStep::NextEffect => skip_instant(h, self.cursor, History::next_effect),
            ReplayStep::NextTurn => h.next_turn(self.cursor),
            ReplayStep::Last => h.last(),
            ReplayStep::To(done) => Cursor::after(done.min(h.len())),
        };
        if target == self.cursor {
            return false;
        }
        let forward = matches!(step, ReplayStep::NextEffect | ReplayStep::NextTurn);
        let animated = forward && speed != Speed::Off && self.animate_to(target, shown);
        self.cursor = target;
        if !animated {
            self.show(shown);
        }
        true
    }

    /// Animates the way from the cursor to `target` on `shown` (a forward step); false if
    /// it cannot (then the caller jumps).
    fn animate_to(&self, target: Cursor, shown: &mut ReplayView) -> bool {
        let from = self.cursor;
        // Inside an action: let its held timeline run on to the target effect.
        if let Some(timeline) = &mut shown.timeline
            && from.effect.is_some()
        {
            if target.action == from.action {
                timeline.release_to(target.effect.map(|j| j + 1));
                return true;
            }
            if target == Cursor::after(from.action + 1) {
                timeline.release_to(None);
                return true;
            }
            return false;
        }
        if from.effect.is_some() || target.action < from.action {
            return false;
        }
        // Between actions: play the actions up to the target on the shown game.
        let last = target.action + usize::from(target.effect.is_some());
        let mut before = None;
        let mut all = Vec::new();
        let mut last_effects = 0;
        for _ in from.action..last {
            let Some((scene, effects)) = shown.session.forward() else {
                return false;
            };
            before.get_or_insert(scene);
            last_effects = effects.len();
            all.extend(effects);
        }
        let Some(before) = before else { return false };
        shown.timeline = Some(match target.effect {
            // Stop inside the last action, after its effect j.
            Some(j) => {
                let done_before = all.len() - last_effects;
                let mut t = Timeline::held(before, all, done_before);
                t.release_to(Some(done_before + j + 1));
                t
            }
            None => Timeline::new(before, all),
        });
        true
    }

    /// Starts or stops playing. Playing from the end starts again from the beginning.
    pub fn toggle_play(&mut self, shown: &mut ReplayView) {
        self.playing = !self.playing;
        self.wait = 0.0;
        if self.playing && self.cursor == self.last() {
            self.cursor = Cursor::after(0);
            self.show(shown);
        }
    }

    /// While playing: after each turn's animation and a short pause, the next turn. Called
    /// every frame with the frame's seconds; never blocks.
    pub fn tick(&mut self, dt: f32, shown: &mut ReplayView, speed: Speed) {
        if !self.playing {
            return;
        }
        let animating = shown.timeline.as_ref().is_some_and(|t| !t.is_held());
        if animating {
            return;
        }
        // With animations off the turns still come one by one, at the 1× pace.
        let factor = if speed == Speed::Off {
            1.0
        } else {
            speed.factor()
        };
        self.wait += dt * factor;
        if self.wait < self.pause {
            return;
        }
        self.wait = 0.0;
        if !self.step(ReplayStep::NextTurn, shown, speed) {
            self.playing = false;
        }
    }

    /// Stops playing.
    pub fn pause(&mut self) {
        self.playing = false;
    }
}

/// The next place from `from` by `step` that shows something: an effect that takes no time
/// on the board (a removal being due, the turn's end) is passed over, so that every press of
/// a step key changes what the board shows.
pub fn skip_instant(
    replay: &History,
    from: Cursor,
    step: impl Fn(&History, Cursor) -> Cursor,
) -> Cursor {
    let mut cursor = step(replay, from);
    while let Some(j) = cursor.effect {
        let instant = replay
            .effects(cursor.action)
            .get(j)
            .is_some_and(|e| duration(&e.kind) == 0.0);
        let next = step(replay, cursor);
        if !instant || next == cursor {
            break;
        }
        cursor = next;
    }
    cursor
}

/// The replay's controls below the board; `play_on` offers to play a new game on from the
/// position shown (a lesson has its own button for that). `close_id` is the message of the
/// button that leaves the replay: back to the game in play, back to the step in a lesson.
pub fn controls(
    ui: &mut egui::Ui,
    tr: &Tr,
    mode: &ReplayMode,
    replay: &History,
    play_on: bool,
    close_id: &str,
    out: &mut Vec<Command>,
) {
    let cursor = mode.cursor();
    ui.horizontal_wrapped(|ui| {
        let at_start = cursor == replay.first();
        let at_end = cursor == replay.last();
        let button = |ui: &mut egui::Ui, enabled: bool, id: &str, step: ReplayStep| {
            ui.add_enabled(enabled, egui::Button::new(tr.s(id)))
                .clicked()
                .then_some(Command::Replay(ReplayCommand::Step(step)))
        };
        let mut clicked = Vec::new();
        clicked.extend(button(ui, !at_start, "replay-first", ReplayStep::First));
        clicked.extend(button(
            ui,
            !at_start,
            "replay-prev-turn",
            ReplayStep::PrevTurn,
        ));
        clicked.extend(button(
            ui,
            !at_start,
            "replay-prev-effect",
            ReplayStep::PrevEffect,
        ));
        let play = if mode.is_playing() {
            "replay-pause"
        } else {
            "replay-play"
        };
        let play_button = egui::Button::new(RichText::new(tr.s(play)).strong())
            .fill(theme::alpha(theme::OCHRE, 0.5));
        if ui.add(play_button).clicked() {
            clicked.push(Command::Replay(ReplayCommand::TogglePlay));
        }
        clicked.extend(button(
            ui,
            !at_end,
            "replay-next-effect",
            ReplayStep::NextEffect,
        ));
        clicked.extend(button(
            ui,
            !at_end,
            "replay-next-turn",
            ReplayStep::NextTurn,
        ));
        clicked.extend(button(ui, !at_end, "replay-last", ReplayStep::Last));
        out.extend(clicked);
    });
    // Inside an action stepped effect by effect, the turn of that action (as the panel
    // says), not the turn that begins after it.
    let turn = replay.turn_number(mode.cursor().action);
    timeline(ui, tr, replay, (mode.done(), turn), mode.turns, out);
    ui.horizontal_wrapped(|ui| {
        if play_on
            && ui
                .button(RichText::new(tr.s("replay-play-on")).strong())
                .on_hover_text(tr.s("replay-play-on-hint"))
                .clicked()
        {
            out.push(Command::Replay(ReplayCommand::PlayOn));
        }
        if ui.button(tr.s(close_id)).clicked() {
            out.push(Command::Replay(ReplayCommand::Close));
        }
        ui.label(
            RichText::new(tr.s("replay-keys"))
                .small()
                .color(theme::INK_SOFT),
        );
    });
}

/// The replay's timeline: a slider over the actions (a drag moves the replay's cursor there)
/// and where it stands, "action 3 of 7, turn 2 of 4". `done`: actions shown, and the number
/// of the turn shown ([`History::turn_number`]); `turns`: the whole game's turns.
pub fn timeline(
    ui: &mut egui::Ui,
    tr: &Tr,
    replay: &History,
    (done, turn): (usize, usize),
    turns: usize,
    out: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        let mut at = done;
        // Nothing played yet: an empty rail, its handle at the start (a range of one value
        // would put it in the middle).
        let played = !replay.is_empty();
        let slider = egui::Slider::new(&mut at, 0..=replay.len().max(1))
            .show_value(false)
            .trailing_fill(true)
            .clamping(egui::SliderClamping::Always);
        let width = (ui.available_width() - 260.0).max(120.0);
        ui.spacing_mut().slider_width = width;
        // The bar's sand would hide the rail: draw it in wood, the part played in ochre.
        let visuals = ui.visuals_mut();
        visuals.widgets.inactive.bg_fill = theme::WOOD_LIGHT;
        visuals.selection.bg_fill = theme::OCHRE;
        let response = ui.add_enabled(played, slider);
        let label = tr.s("replay-slider");
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Slider, played, &label));
        if response.changed() && at != done && at <= replay.len() {
            out.push(Command::Replay(ReplayCommand::Step(ReplayStep::To(at))));
        }
        // Counted as the panel and the move list count (History::turn_number).
        let turn = turn.min(turns);
        ui.label(tr.a(
            "replay-position",
            &[
                ("action", Arg::Num(done as i64)),
                ("total", Arg::Num(replay.len() as i64)),
                ("turn", Arg::Num(turn as i64)),
                ("turns", Arg::Num(turns as i64)),
            ],
        ));
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Replay;
    use crate::rules::{Game, GameId};
    use crate::selfplay::Rng;

    /// Seeded random games of every rule set.
    fn random_replays() -> Vec<Replay> {
        let mut out = Vec::new();
        for (i, id) in GameId::ALL.into_iter().enumerate() {
            let mut game = Game::with_defaults(id);
            let start = game.clone();
            let mut rng = Rng::new(i as u64 + 1);
            let mut actions = Vec::new();
            while actions.len() < 120 && !game.is_over() {
                let legal = game.legal_actions();
                let a = legal[rng.below(legal.len())];
                game.apply_quiet(a).unwrap();
                actions.push(a);
            }
            out.push(Replay::new(start, &actions).0);
        }
        out
    }

    #[test]
    fn effect_steps_land_only_where_the_board_changes_and_reach_both_ends() {
        let mut skipped = 0;
        for replay in random_replays() {
            let mut c = replay.first();
            let mut steps = 0;
            while c != replay.last() {
                let next = skip_instant(&replay, c, History::next_effect);
                assert_ne!(next, c, "a step must move");
                if let Some(j) = next.effect {
                    assert!(duration(&replay.effects(next.action)[j].kind) > 0.0);
                }
                // Every effect passed over took no time.
                let mut plain = replay.next_effect(c);
                while plain != next {
                    let j = plain
                        .effect
                        .expect("only effects inside an action are skipped");
                    assert_eq!(duration(&replay.effects(plain.action)[j].kind), 0.0);
                    skipped += 1;
                    plain = replay.next_effect(plain);
                }
                c = next;
                steps += 1;
            }
            assert!(steps > 0);
            while c != replay.first() {
                let back = skip_instant(&replay, c, History::prev_effect);
                assert_ne!(back, c, "a step back must move");
                c = back;
            }
        }
        assert!(
            skipped > 0,
            "the games should hold effects that take no time"
        );
    }
}
