//! The message banner at the bottom of the window: an error stays until it is closed, so it
//! is never missed; a notice ("Saved to …") fades out by itself after a few seconds.
//!
//! Time is the frame time of egui's input, so the fading needs no clock of its own and a
//! test moves it on by running frames.

use crate::i18n::Tr;

/// How long a notice is shown, fading included (seconds).
pub const NOTICE_SECONDS: f64 = 5.0;

/// How long a notice takes to fade out, at the end of [`NOTICE_SECONDS`].
const FADE_SECONDS: f64 = 1.0;

/// A message for the user.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    text: String,
    /// A notice fades by itself; an error stays until closed.
    fades: bool,
    /// The frame time it was first shown at (set by the first frame that shows it).
    shown_at: Option<f64>,
}

impl Message {
    /// An error or a warning: shown until the user closes it.
    pub fn error(text: String) -> Message {
        Message {
            text,
            fades: false,
            shown_at: None,
        }
    }

    /// A notice (where a game was saved): it fades by itself.
    pub fn notice(text: String) -> Message {
        Message {
            fades: true,
            ..Message::error(text)
        }
    }

    /// The text shown.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether it fades by itself.
    pub fn fades(&self) -> bool {
        self.fades
    }

    /// How visible it is at frame time `now` (1 shown, 0 gone); the first call starts its
    /// time.
    fn opacity(&mut self, now: f64) -> f32 {
        if !self.fades {
            return 1.0;
        }
        let shown_at = *self.shown_at.get_or_insert(now);
        let left = NOTICE_SECONDS - (now - shown_at).max(0.0);
        (left / FADE_SECONDS).clamp(0.0, 1.0) as f32
    }
}

/// Draws the banner of `slot`'s message with a button to close it; a notice whose time is
/// over is forgotten instead. Asks for the frames that fade it, so it goes without input.
/// Returns whether the close button was clicked.
pub fn bar(ui: &mut egui::Ui, tr: &Tr, slot: &mut Option<Message>) -> bool {
    let Some(message) = slot else { return false };
    let now = ui.input(|i| i.time);
    let opacity = message.opacity(now);
    if opacity <= 0.0 {
        *slot = None;
        return false;
    }
    if message.fades {
        let shown_at = message.shown_at.unwrap_or(now);
        let fade_from = shown_at + NOTICE_SECONDS - FADE_SECONDS;
        if now < fade_from {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(fade_from - now));
        } else {
            ui.ctx().request_repaint();
        }
    }
    egui::Panel::bottom("files-message")
        .show(ui, |ui| {
            ui.multiply_opacity(opacity);
            ui.horizontal_wrapped(|ui| {
                ui.label(message.text());
                ui.button(tr.s("files-dismiss")).clicked()
            })
            .inner
        })
        .inner
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_fades_and_an_error_stays() {
        let mut notice = Message::notice("Saved".into());
        assert_eq!(notice.opacity(10.0), 1.0);
        assert_eq!(notice.opacity(10.0 + NOTICE_SECONDS - FADE_SECONDS), 1.0);
        let half = notice.opacity(10.0 + NOTICE_SECONDS - FADE_SECONDS / 2.0);
        assert!(half > 0.4 && half < 0.6, "{half}");
        assert_eq!(notice.opacity(10.0 + NOTICE_SECONDS), 0.0);
        let mut error = Message::error("Could not save".into());
        assert_eq!(error.opacity(0.0), 1.0);
        assert_eq!(error.opacity(1.0e6), 1.0);
    }
}
