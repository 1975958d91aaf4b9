//! The help windows beside the screen: the settings, the glossary and a rules page. Which is
//! open, the commands that open and close them, and drawing them.

use crate::i18n::Tr;

use super::command::Command;
use super::glossary;
use super::rules_page::{self, RulesWindow};
use super::settings::{self, Settings};

/// Frames after opening in which the glossary or a rules page is held at its top (a new
/// window is measured in its first frame and shown in the next).
pub const OPENING_FRAMES: u8 = 3;

/// Places a glossary or rules window: on the left, below the top bar, over the board rather
/// than the side panel (which holds the lesson's or the game's text, read beside it), at a
/// size that reads without resizing: as wide as a page of text where the screen allows, and
/// nearly as tall as the screen.
pub fn place<'a>(ctx: &egui::Context, window: egui::Window<'a>) -> egui::Window<'a> {
    let screen = ctx.content_rect();
    // The side panels are at most 560 points wide and at least 260; leave the narrowest one
    // free on a small screen, a usual one on a large.
    let width = (screen.width() - 420.0).clamp(320.0, 640.0);
    let height = (screen.height() - 96.0).max(240.0);
    window
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(16.0, 48.0))
        .default_size([width, height])
        .min_width(300.0)
}

/// Which help windows are open. They share a corner: one at a time.
#[derive(Debug, Default)]
pub struct HelpWindows {
    /// The settings window is open.
    pub settings: bool,
    /// The glossary window is open.
    pub glossary: bool,
    /// The glossary word last asked for by a link, marked in the glossary.
    pub glossary_focus: Option<&'static str>,
    /// The rules page shown, if any.
    pub rules: Option<RulesWindow>,
    /// Frames the glossary has been drawn since it opened (see [`OPENING_FRAMES`]).
    glossary_frames: u8,
}

impl HelpWindows {
    /// Whether the rules page or the glossary is open (what Escape and F1 close).
    pub fn is_open(&self) -> bool {
        self.rules.is_some() || self.glossary
    }

    /// The open state of the settings and glossary windows, for their buttons.
    pub fn buttons(&self) -> (bool, bool) {
        (self.settings, self.glossary)
    }

    /// Applies a command that opens or closes a help window; any other command is given
    /// back.
    pub fn apply(&mut self, command: Command) -> Option<Command> {
        match command {
            Command::ShowSettings(open) => {
                self.settings = open;
                if open {
                    self.glossary = false;
                    self.rules = None;
                }
            }
            Command::GlossaryWord(key) => {
                self.glossary = true;
                self.glossary_frames = 0;
                self.glossary_focus = Some(key);
                self.rules = None;
                self.settings = false;
            }
            Command::ShowGlossary(open) => {
                self.glossary = open;
                self.glossary_frames = 0;
                self.glossary_focus = None;
                if open {
                    self.rules = None;
                    self.settings = false;
                }
            }
            Command::OpenRules(game, section) => {
                self.glossary = false;
                self.settings = false;
                self.rules = Some(RulesWindow::new(game, section));
            }
            Command::CloseHelp => {
                self.glossary = false;
                self.rules = None;
            }
            other => return Some(other),
        }
        None
    }

    /// Draws the rules page if one is open.
    pub fn show_rules(&mut self, ctx: &egui::Context, tr: &Tr, out: &mut Vec<Command>) {
        if let Some(rules) = &mut self.rules {
            rules_page::window(ctx, tr, rules, out);
        }
    }

    /// Draws the settings and glossary windows if open; closing one pushes the command that
    /// closes it. `blac`: whether the BLAC numbering of morris points applies to what the
    /// screen shows (not during a mancala game).
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        tr: &Tr,
        current: &Settings,
        blac: bool,
        out: &mut Vec<Command>,
    ) {
        if self.settings {
            let mut open = true;
            egui::Window::new(tr.s("settings-title"))
                .id(egui::Id::unique("settings-window"))
                .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-16.0, 48.0))
                .open(&mut open)
                .resizable(false)
                .collapsible(false)
                .show(ctx, |ui| settings::show(ui, tr, current, blac, out));
            if !open {
                out.push(Command::ShowSettings(false));
            }
        }
        if self.glossary {
            let mut open = true;
            // Opened without a word asked for, it starts at its top.
            let at_top = self.glossary_frames < OPENING_FRAMES && self.glossary_focus.is_none();
            let window = egui::Window::new(tr.s("glossary-title"))
                .id(egui::Id::unique("glossary-window"))
                .open(&mut open)
                .collapsible(false);
            let focus = self.glossary_focus;
            place(ctx, window).show(ctx, |ui| glossary::show(ui, tr, focus, at_top));
            self.glossary_frames = self.glossary_frames.saturating_add(1);
            if !open {
                out.push(Command::ShowGlossary(false));
            }
        }
    }
}
