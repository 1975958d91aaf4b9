//! The help windows beside the screen: the settings, the glossary and a rules page. Which is
//! open, the commands that open and close them, and drawing them.

use crate::i18n::Tr;
use crate::ui::command::WindowCommand;

use crate::ui::command::Command;
use crate::ui::panels::glossary;
use crate::ui::panels::reading_window::{OPENING_FRAMES, place};
use crate::ui::panels::settings::{self, Settings};
use crate::ui::screens::rules_page::{self, RulesWindow};

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

    /// Opens or closes a help window; the other window commands are the app's.
    pub fn apply(&mut self, command: WindowCommand) {
        match command {
            WindowCommand::ShowSettings(open) => {
                self.settings = open;
                if open {
                    self.glossary = false;
                    self.rules = None;
                }
            }
            WindowCommand::GlossaryWord(key) => {
                self.glossary = true;
                self.glossary_frames = 0;
                self.glossary_focus = Some(key);
                self.rules = None;
                self.settings = false;
            }
            WindowCommand::ShowGlossary(open) => {
                self.glossary = open;
                self.glossary_frames = 0;
                self.glossary_focus = None;
                if open {
                    self.rules = None;
                    self.settings = false;
                }
            }
            WindowCommand::OpenRules(game, section) => {
                self.glossary = false;
                self.settings = false;
                self.rules = Some(RulesWindow::new(game, section));
            }
            WindowCommand::CloseHelp => {
                self.glossary = false;
                self.rules = None;
            }
            // The screen and the message banner are the app's.
            WindowCommand::OpenPicker
            | WindowCommand::OpenLibrary
            | WindowCommand::OpenNewGame(_)
            | WindowCommand::StartGame(_)
            | WindowCommand::StartBalanced(..)
            | WindowCommand::DismissMessage => {}
        }
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
                out.push(Command::Window(WindowCommand::ShowSettings(false)));
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
                out.push(Command::Window(WindowCommand::ShowGlossary(false)));
            }
        }
    }
}
