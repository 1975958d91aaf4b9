//! The replay's commands and clock: opening and closing it, moving its cursor, playing it
//! on, and what it changes in the game and the animation shown.

use crate::ui::command::{Command, ReplayStep};
use crate::ui::replay_mode::{ReplayMode, ReplayView};

use super::{InkomoApp, ViewState};

impl InkomoApp {
    /// The replay takes its commands, and keeps the game shown from changing while it runs:
    /// what would change the game is refused, what leaves it closes the replay first.
    pub(super) fn route_replay(&mut self, command: Command) -> Option<Command> {
        if self.replay.is_some() {
            match command {
                // The replay shows the game; it does not change it (board input is already
                // refused: nobody is to act in a replay).
                Command::Undo | Command::Redo | Command::Hint | Command::Restart => return None,
                Command::ReplayStart => return None,
                // Anything that leaves the game shown goes back to the replayed game first.
                Command::OpenPicker
                | Command::OpenNewGame(_)
                | Command::StartGame(_)
                | Command::StartBalanced(..)
                | Command::Open
                | Command::OpenFile(_)
                | Command::Resume
                | Command::Library(_)
                | Command::Save
                | Command::SaveAs
                | Command::File(_) => self.close_replay(),
                _ => {}
            }
        }
        match command {
            Command::ReplayStart => {
                if let Some(session) = self.session.take() {
                    if session.played().is_empty() {
                        self.session = Some(session);
                        return None;
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
            other => return Some(other),
        }
        None
    }

    /// Plays the replay on while it is playing.
    pub(super) fn tick_replay(&mut self, ctx: &egui::Context, dt: f32) {
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
    pub(super) fn on_shown(&mut self, change: impl FnOnce(&mut ReplayMode, &mut ReplayView)) {
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

    pub(super) fn replay_step(&mut self, step: ReplayStep) {
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
    pub(super) fn close_replay(&mut self) {
        if let Some(mode) = self.replay.take() {
            if let Some(session) = &mut self.session {
                mode.close(session);
            }
            self.timeline = None;
            self.view = ViewState::default();
            self.explain_shown();
        }
    }
}
