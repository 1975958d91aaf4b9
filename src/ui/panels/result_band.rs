//! The result on the board: when a game is over, the band along the board's top edge grows
//! and says who won and why, with the buttons of a finished game ([`super::banner`]) below.
//! The board is laid out below the band, as below the effect band during play, so the final
//! position is seen whole, nothing over it; the board itself marks what ended the game (the
//! last capture line, the last sowing).

use egui::{Rect, RichText, Stroke, UiBuilder};

use crate::i18n::{Arg, Tr};
use crate::rules::{Family, Outcome};

use crate::ui::board::describe::{draw_reason_id, player_arg, win_reason_id};
use crate::ui::board::scene::TokenKind;
use crate::ui::board::session::GameSetup;
use crate::ui::command::Command;
use crate::ui::panels::banner::{EndButton, buttons};
use crate::ui::theme;

/// The band's height while it shows a result: the winner and the reason on one line, the
/// buttons on the next.
pub const HEIGHT: f32 = 86.0;

/// The band's two texts: who won (or that nobody did), and why.
pub fn texts(tr: &Tr, setup: &GameSetup, outcome: Outcome) -> (String, String) {
    match outcome {
        Outcome::Win { winner, reason } => (
            tr.a("result-win", &[("player", player_arg(tr, setup, winner))]),
            tr.a(
                "result-reason",
                &[("reason", Arg::Text(tr.s(win_reason_id(reason))))],
            ),
        ),
        Outcome::Draw(reason) => (
            tr.s("result-draw"),
            tr.a(
                "result-reason",
                &[("reason", Arg::Text(tr.s(draw_reason_id(reason))))],
            ),
        ),
    }
}

/// Draws the result of a finished game in `band` (the top strip of the board's area, laid
/// out [`HEIGHT`] high), with `actions`, the buttons of a finished game.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    band: Rect,
    setup: &GameSetup,
    outcome: Outcome,
    actions: &[EndButton],
    out: &mut Vec<Command>,
) {
    let painter = ui.painter_at(band.expand(2.0));
    painter.rect_filled(band, 10, theme::alpha(theme::SAND_DARK, 0.97));
    painter.rect_stroke(
        band,
        10,
        Stroke::new(2.0, theme::OCHRE),
        egui::StrokeKind::Inside,
    );
    let (title, reason) = texts(tr, setup, outcome);
    let inner = band.shrink2(egui::vec2(14.0, 8.0));
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(inner)
            .layout(egui::Layout::top_down(egui::Align::Min)),
        |ui| {
            let body = egui::TextStyle::Body.resolve(ui.style());
            let painter = ui.painter().clone();
            let measure = |text: &str, font: egui::FontId| {
                painter
                    .layout_no_wrap(text.to_string(), font, theme::INK)
                    .size()
                    .x
            };
            let spacing = ui.spacing().item_spacing.x;
            // Each line centred in the band: egui lays a row out from its left, so the room
            // before it is measured.
            let line = 22.0
                + measure(&title, egui::FontId::proportional(20.0))
                + measure(&reason, body.clone())
                + 2.0 * spacing;
            ui.horizontal(|ui| {
                ui.add_space(((ui.available_width() - line) / 2.0).max(0.0));
                winner_mark(ui, setup, outcome);
                ui.label(RichText::new(title).size(20.0).strong().color(theme::INK));
                ui.add(egui::Label::new(RichText::new(reason).color(theme::INK_SOFT)).wrap());
            });
            ui.add_space(4.0);
            let padding = 2.0 * ui.spacing().button_padding.x + spacing;
            let row: f32 = actions
                .iter()
                .map(|b| measure(&tr.s(b.label), body.clone()) + padding)
                .sum();
            ui.horizontal(|ui| {
                ui.add_space(((ui.available_width() - row) / 2.0).max(0.0));
                buttons(ui, tr, actions, out);
            });
        },
    );
}

/// A token of the winner's colour (a seed in the mancala games) before the title; an empty
/// ring for a draw.
fn winner_mark(ui: &mut egui::Ui, setup: &GameSetup, outcome: Outcome) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
    let painter = ui.painter();
    match outcome {
        Outcome::Win { winner, .. } => match setup.game.family() {
            Family::Morris => theme::stone(
                painter,
                rect.center(),
                9.0,
                setup.colour(winner),
                TokenKind::Cow,
                1.0,
            ),
            Family::Mancala => theme::seed(painter, rect.center(), 7.0, 0.6, 0.5, 1.0),
        },
        Outcome::Draw(_) => {
            painter.circle_stroke(rect.center(), 8.0, Stroke::new(2.0, theme::INK_SOFT));
        }
    }
}
