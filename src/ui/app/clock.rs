//! The app's clock, run once a frame before drawing: the animation advances (or ends at a
//! click or key), the lesson and the replay tick, the keys are read, and the computer is
//! asked for its move or a hint and plays it once the board is still.

use crate::ui::computer::{ComputerStep, POLL_INTERVAL};
use crate::ui::opening::OpeningStep;
use crate::ui::session::Session;
use crate::ui::{keys, settings, theme};

use super::{InkomoApp, Screen, notable};

impl InkomoApp {
    /// Advances the animation clock and reads the keyboard. Never blocks.
    pub fn tick(&mut self, ctx: &egui::Context) {
        if !self.style_applied {
            theme::apply_style(ctx);
            // The zoom keys are the app's own (Ctrl+plus/minus/0), so that the size is a
            // setting, remembered, rather than egui's.
            ctx.options_mut(|o| o.zoom_with_keyboard = false);
            self.style_applied = true;
        }
        let zoom = settings::valid_zoom(self.settings.zoom);
        if (ctx.zoom_factor() - zoom).abs() > 1e-4 {
            ctx.set_zoom_factor(zoom);
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
            self.pending
                .extend(crate::ui::learn_screen::lesson_keys(ctx));
        }
        self.tick_replay(ctx, dt);
        let keys = keys::KeyState {
            replaying: self.replay.is_some(),
            help_open: self.help.is_open(),
            settings_open: self.help.settings,
            zoom: self.settings.zoom,
            playing: matches!(self.screen, Screen::Play)
                .then(|| self.session.as_ref().map(Session::game_id))
                .flatten(),
        };
        self.pending.extend(keys::read(ctx, keys));
        self.drive_opening(ctx);
        self.drive_computer(ctx);
    }

    /// Starts the new game once its balanced opening has arrived, and keeps the frames
    /// coming while it is prepared. Leaving for the picker or Learn drops it. Never waits.
    pub(super) fn drive_opening(&mut self, ctx: &egui::Context) {
        if !matches!(self.screen, Screen::NewGame(_) | Screen::Play) {
            self.opening.cancel();
        }
        match self.opening.poll() {
            OpeningStep::Idle => {}
            OpeningStep::Preparing => ctx.request_repaint_after(POLL_INTERVAL),
            OpeningStep::Ready(session) => {
                self.autosaving(|app| app.start_prepared(*session));
                ctx.request_repaint();
            }
        }
    }

    /// Sets the explanation to what the board shows: the animation's effect, or the last
    /// action's most telling effect.
    pub(super) fn explain_shown(&mut self) {
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
    pub(super) fn drive_computer(&mut self, ctx: &egui::Context) {
        let Some(session) = &self.session else {
            self.computer.cancel();
            return;
        };
        if !matches!(self.screen, Screen::Play)
            || self.replay.is_some()
            || self.opening.is_preparing()
        {
            // A new game's opening on its way replaces this game: no move in it.
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
}
