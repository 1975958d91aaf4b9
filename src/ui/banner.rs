//! The game-over banner drawn over the board.

use crate::i18n::Tr;
use crate::rules::Outcome;

use super::command::Command;
use super::session::Session;
use super::{describe, theme};

/// The banner over the board once the game is over: the outcome, Play again, Replay and
/// New game.
pub fn game_over_banner(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    outcome: Outcome,
    out: &mut Vec<Command>,
) {
    let rect = ui.max_rect();
    let size = egui::vec2(rect.width().min(460.0), 130.0);
    let banner = egui::Rect::from_center_size(rect.center(), size);
    let painter = ui.painter();
    painter.rect_filled(
        banner.translate(egui::vec2(3.0, 5.0)),
        egui::CornerRadius::same(14),
        theme::alpha(theme::INK, 0.3),
    );
    painter.rect_filled(
        banner,
        egui::CornerRadius::same(14),
        theme::alpha(theme::SAND, 0.97),
    );
    painter.rect_stroke(
        banner,
        egui::CornerRadius::same(14),
        egui::Stroke::new(2.0, theme::TERRACOTTA),
        egui::StrokeKind::Inside,
    );
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(banner.shrink(14.0))
            .layout(egui::Layout::top_down(egui::Align::Center)),
    );
    child.label(
        egui::RichText::new(tr.s("game-over-title"))
            .small()
            .color(theme::INK_SOFT),
    );
    child.label(
        egui::RichText::new(describe::outcome_line(tr, session.setup(), outcome))
            .heading()
            .color(theme::INK),
    );
    child.add_space(6.0);
    child.horizontal(|ui| {
        let width = ui.available_width();
        ui.add_space((width - 330.0).max(0.0) / 2.0);
        if ui.button(tr.s("button-play-again")).clicked() {
            out.push(Command::Restart);
        }
        if ui
            .button(tr.s("button-replay"))
            .on_hover_text(tr.s("hint-replay"))
            .clicked()
        {
            out.push(Command::ReplayStart);
        }
        if ui.button(tr.s("button-new-game")).clicked() {
            out.push(Command::OpenPicker);
        }
    });
}
