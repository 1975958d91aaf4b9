//! The screen layout: the bars, the side panel, the board and the windows of each screen,
//! drawn from the app's state; the commands the views push are applied after drawing.

use crate::ai::review::Mark;
use crate::i18n::Tr;
use crate::ui::app::toolbar::{PlayBar, bar_frame, play_toolbar, replay_toolbar, top_bar_simple};
use crate::ui::board::effect_band;
use crate::ui::board::focus;
use crate::ui::board::replay;
use crate::ui::board::review_run;
use crate::ui::board::{BoardPlayer, BoardRules};
use crate::ui::command::Command;
use crate::ui::command::WindowCommand;
use crate::ui::files::windows;
use crate::ui::panels::banner::end_buttons;
use crate::ui::panels::move_list::MoveList;
use crate::ui::panels::review_panel::ReviewPanelInput;
use crate::ui::panels::{notice, result_band, side_panel};
use crate::ui::screens::{library, new_game, picker, position_editor};
use crate::ui::theme;

use super::{InkomoApp, Screen};

impl InkomoApp {
    /// Draws the screen and applies what the views asked for.
    pub fn draw(&mut self, ui: &mut egui::Ui) {
        let tr = Tr::new(self.settings.language);
        let mut out = std::mem::take(&mut self.pending);
        if notice::bar(ui, &tr, self.files.message_slot()) {
            out.push(Command::Window(WindowCommand::DismissMessage));
        }
        // A record dropped on the window opens as with Open.
        windows::dropped(ui.ctx(), &mut out);
        match self.screen {
            Screen::Picker => {
                self.top_bar(ui, &tr, &mut out);
                let files = &mut self.files;
                egui::CentralPanel::default().show(ui, |ui| {
                    library::strip(ui, &tr, files, &mut out);
                    picker::show(ui, &tr, &mut out);
                });
            }
            Screen::Library(_) => {
                self.top_bar(ui, &tr, &mut out);
                if let Screen::Library(view) = &mut self.screen {
                    let files = &mut self.files;
                    egui::CentralPanel::default()
                        .show(ui, |ui| library::show(ui, &tr, view, files, &mut out));
                }
            }
            Screen::NewGame(_) => {
                self.top_bar(ui, &tr, &mut out);
                let preparing = self.opening.is_preparing();
                if let Screen::NewGame(dialog) = &mut self.screen {
                    egui::CentralPanel::default().show(ui, |ui| {
                        new_game::show(ui, &tr, dialog, preparing, &mut out)
                    });
                }
            }
            Screen::Play => self.play_screen(ui, &tr, &mut out),
            // Learn (screens/learn_screen.rs, screens/lesson_view.rs).
            Screen::Learn => {
                self.top_bar(ui, &tr, &mut out);
                egui::CentralPanel::default().show(ui, |ui| self.learn.show(ui, &tr, &mut out));
            }
            Screen::Lesson => {
                if !self.learn.show_lesson(ui, &tr, &self.settings, &mut out) {
                    self.screen = Screen::Learn;
                }
            }
            Screen::Editor(_) => {
                self.top_bar(ui, &tr, &mut out);
                if let Screen::Editor(editor) = &mut self.screen {
                    position_editor::show(ui, &tr, editor, &self.settings, &mut out);
                }
            }
        }
        self.windows(ui.ctx(), &tr, &mut out);
        crate::ui::screens::continue_list::busy_window(ui.ctx(), &tr, &self.files);
        windows::drop_hint(ui.ctx(), &tr);
        focus::widget_ring(ui.ctx());
        if !out.is_empty() {
            // The commands change what the screen shows: draw it again.
            ui.ctx().request_repaint();
        }
        for command in out {
            self.apply(command);
        }
    }

    pub(super) fn top_bar(&self, ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
        let windows = self.help.buttons();
        let home = !matches!(self.screen, Screen::Picker);
        top_bar_simple(ui, tr, out, windows, self.files.recent(), home);
    }

    pub(super) fn play_screen(&mut self, ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
        let person_to_act = self.person_to_act();
        let Some(board) = &mut self.board else {
            self.screen = Screen::Picker;
            return;
        };
        let progress = self.review.progress();
        let previewing = self.review.previewed();
        let bar = PlayBar {
            settings: &self.settings,
            recent: self.files.recent(),
            windows: self.help.buttons(),
            person_to_act,
        };
        let session = board.session();
        egui::Panel::top("play-bar")
            .frame(bar_frame())
            .show(ui, |ui| {
                // One line: the rarer commands are in the menus.
                if board.replay().is_some() {
                    replay_toolbar(ui, tr, session, &bar, out);
                } else {
                    play_toolbar(ui, tr, session, &bar, out);
                }
            });
        if let Some(mode) = board.replay() {
            egui::Panel::bottom("replay-controls")
                .frame(bar_frame())
                .show(ui, |ui| {
                    replay::controls(ui, tr, mode, session.history(), true, "replay-close", out)
                });
        }
        let moves = match board.replay() {
            Some(mode) => mode.move_list(),
            None => MoveList::of(session.history(), session.played().len()),
        };
        let actions = review_run::game_actions(board);
        let review = session.review();
        let agreeing = review.map_or(0, |r| r.agreeing(actions));
        let marks: Vec<Mark> = review.map_or(Vec::new(), |r| {
            r.turns[..agreeing].iter().map(|t| t.mark).collect()
        });
        let setup = session.setup();
        let mistakes = review.map_or(0, |r| {
            r.turns[..agreeing]
                .iter()
                .filter(|t| {
                    t.mark >= Mark::Mistake
                        && t.better().is_some()
                        && setup.computer(t.mover).is_none()
                })
                .count()
        });
        // The result band offers a review while there is none (nor one being computed).
        let offer_review = progress.is_none() && agreeing < moves.rows.len();
        let review_input = ReviewPanelInput {
            review,
            agreeing,
            progress,
            current: moves.current(),
            previewing,
            done: moves.shown,
            can_review: !actions.is_empty(),
            family: session.game_id().family(),
            mistakes,
        };
        // A better move from the review is shown on its own board, over the game's.
        let shown: &BoardPlayer = self.review.preview().unwrap_or(board);
        self.turn_log.update(session.history());
        // A narrow window leaves the board most of its width.
        let panel_width = (ui.available_width() * 0.27).clamp(260.0, 340.0);
        egui::Panel::right("side-panel")
            .resizable(true)
            .default_size(panel_width)
            .size_range(260.0..=520.0)
            .show(ui, |ui| {
                // The board comes first in the Tab order, before the decision buttons.
                focus::tab_stop_here(ui);
                side_panel::show(
                    ui,
                    tr,
                    &side_panel::SidePanelInput {
                        session: shown.session(),
                        settings: &self.settings,
                        timeline: shown.timeline(),
                        explained: shown.explained(),
                        view: shown.view(),
                        thinking: self.computer.is_busy(),
                        replaying: board.replay().is_some() || previewing.is_some(),
                        moves: &moves,
                        log: &self.turn_log,
                        hint_pending: self.computer.hint_pending(),
                        marks: &marks,
                        review: review_input,
                    },
                    out,
                );
            });
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE.fill(theme::SAND).inner_margin(12.0))
            .show(ui, |ui| {
                let rules = BoardRules {
                    person_to_act: person_to_act && previewing.is_none(),
                    drag: previewing.is_none(),
                    preview: previewing.is_none(),
                    result_band: previewing.is_none(),
                };
                match self.review.preview_mut() {
                    Some(preview) => {
                        preview.show_board(ui, tr, &self.settings, rules, out);
                    }
                    None => {
                        let rect = board.show_board(ui, tr, &self.settings, rules, out);
                        // Once the last action's animation is over: who won and why, along
                        // the board's top edge, with what to do next.
                        if board.result_band_shown(rules)
                            && !board.is_animating()
                            && let Some(outcome) = board.session().game().outcome()
                        {
                            let (band, _) = effect_band::split_at(rect, result_band::HEIGHT);
                            let setup = board.session().setup();
                            result_band::show(
                                ui,
                                tr,
                                band,
                                setup,
                                outcome,
                                &end_buttons(offer_review),
                                out,
                            );
                        }
                    }
                }
            });
    }

    /// The windows over the screen: the rules page, the Open and Save as windows, settings
    /// and glossary.
    pub(super) fn windows(&mut self, ctx: &egui::Context, tr: &Tr, out: &mut Vec<Command>) {
        self.help.show_rules(ctx, tr, out);
        if let Some(window) = self.files.open_window() {
            windows::open_window(ctx, tr, window, out);
        }
        if let Some(form) = self.files.save_as_form() {
            windows::save_as(ctx, tr, form, out);
        }
        let blac = self.board_family() != Some(crate::rules::Family::Mancala);
        self.help.show(ctx, tr, &self.settings, blac, out);
    }

    /// The family of the game whose board or dialog the screen shows, if any.
    fn board_family(&self) -> Option<crate::rules::Family> {
        let game = match &self.screen {
            Screen::Play => self.session().map(|s| s.game_id()),
            Screen::NewGame(dialog) => Some(dialog.game),
            Screen::Editor(editor) => Some(editor.game()),
            Screen::Lesson => self.learn.lesson.as_ref().map(|l| l.run().lesson().game),
            Screen::Picker | Screen::Library(_) | Screen::Learn => None,
        };
        game.map(|g| g.family())
    }
}
