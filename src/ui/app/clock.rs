//! The app's clock, run once a frame before drawing: the board shown (the game's or the
//! lesson's) ticks (its animation advances or ends at a click or key, a replay plays on),
//! the keys are read, and the computer is asked for its move or a hint and plays it once
//! the board is still.

use crate::ui::app::keys;
use crate::ui::board::computer::{ComputerStep, POLL_INTERVAL};
use crate::ui::board::session::Session;
use crate::ui::panels::settings;
use crate::ui::screens::opening::OpeningStep;
use crate::ui::theme;

use crate::ui::board::FrameInput;

use super::{InkomoApp, Screen};

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
        let input = FrameInput::read(ctx);
        let speed = self.settings.speed;
        // The board shown takes the frame: the game's, or the lesson's.
        let board = match (&self.screen, &mut self.learn.lesson) {
            (Screen::Lesson, Some(lesson)) => Some(lesson.board_mut()),
            _ => self.board.as_mut(),
        };
        if board.is_some_and(|b| b.tick(&input, speed)) {
            ctx.request_repaint();
        }
        // A better move shown from the review plays on its own board.
        if let Some(preview) = self.review.preview_mut()
            && preview.tick(&input, speed)
        {
            ctx.request_repaint();
        }
        // Learn: the lesson's keys (its own step and answer keys).
        if let (Screen::Lesson, Some(lesson)) = (&self.screen, &mut self.learn.lesson) {
            lesson.tick();
            let next_open = lesson.run().next_open();
            self.pending
                .extend(crate::ui::screens::learn_screen::lesson_keys(
                    ctx, next_open,
                ));
        }
        let replaying = match (&self.screen, &self.learn.lesson) {
            (Screen::Lesson, Some(lesson)) => lesson.board().replay().is_some(),
            _ => self.replay().is_some(),
        };
        let keys = keys::KeyState {
            replaying,
            help_open: self.help.is_open(),
            settings_open: self.help.settings,
            zoom: self.settings.zoom,
            playing: matches!(self.screen, Screen::Play)
                .then(|| self.session().map(Session::game_id))
                .flatten(),
        };
        self.pending.extend(keys::read(ctx, keys));
        self.drive_opening(ctx);
        self.drive_computer(ctx);
        self.drive_review(ctx);
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

    /// Lets the computer play its seat: asks the worker when the computer is to act, and
    /// plays its answer once the board has finished showing the previous action. Also picks
    /// up a hint. Never waits for the worker.
    pub(super) fn drive_computer(&mut self, ctx: &egui::Context) {
        let Some(board) = &mut self.board else {
            self.computer.cancel();
            return;
        };
        if !matches!(self.screen, Screen::Play)
            || board.replay().is_some()
            || self.opening.is_preparing()
        {
            // A new game's opening on its way replaces this game: no move in it.
            self.computer.cancel();
            return;
        }
        if let Some(hint) = self.computer.poll_hint(board.session()) {
            board.set_hint(Some(hint));
        }
        match self.computer.poll_move(board.session()) {
            ComputerStep::Idle => {}
            ComputerStep::Thinking => ctx.request_repaint_after(POLL_INTERVAL),
            ComputerStep::Ready(action) => {
                if board.timeline().is_none() {
                    self.computer.played();
                    self.autosaving(|app| app.act(action));
                }
                ctx.request_repaint_after(POLL_INTERVAL);
            }
        }
    }
}
