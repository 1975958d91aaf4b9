//! The game picker: every rule set with a small drawing of its board, its people and region,
//! and a one-line summary. The Isolo men's game is listed as "sources needed".

use crate::ui::command::WindowCommand;
use egui::{Align2, FontId, Painter, Pos2, Rect, RichText, Sense, Vec2};

use crate::i18n::Tr;
use crate::rules::mancala::LocalPit;
use crate::rules::morris::{Board, Point};
use crate::rules::{CatalogueEntry, Family, Game, GameId, Options, Player, catalogue};

use crate::ui::board::describe::game_name;
use crate::ui::command::{Command, LearnCommand};
use crate::ui::theme;

const CARD_W: f32 = 272.0;

/// Draws the picker.
pub fn show(ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.add_space(10.0);
            ui.vertical_centered(|ui| {
                ui.label(
                    RichText::new(tr.s("picker-title"))
                        .size(28.0)
                        .color(theme::INK),
                );
                ui.label(RichText::new(tr.s("picker-subtitle")).color(theme::INK_SOFT));
                if ui
                    .button(RichText::new(tr.s("picker-learn-all")).strong())
                    .clicked()
                {
                    out.push(Command::Learn(LearnCommand::List(None)));
                }
            });
            ui.add_space(14.0);
            let entries = catalogue();
            let morris: Vec<&CatalogueEntry> = entries
                .iter()
                .filter(|e| e.game.is_some_and(|g| g.family() == Family::Morris))
                .collect();
            let mancala: Vec<&CatalogueEntry> = entries
                .iter()
                .filter(|e| e.game.is_none_or(|g| g.family() == Family::Mancala))
                .collect();
            section(
                ui,
                tr,
                "picker-morris-title",
                "picker-morris-text",
                &morris,
                out,
            );
            ui.add_space(16.0);
            section(
                ui,
                tr,
                "picker-mancala-title",
                "picker-mancala-text",
                &mancala,
                out,
            );
            ui.add_space(16.0);
        });
}

fn section(
    ui: &mut egui::Ui,
    tr: &Tr,
    title: &str,
    text: &str,
    entries: &[&CatalogueEntry],
    out: &mut Vec<Command>,
) {
    let width = ui.available_width();
    let per_row = ((width + 14.0) / (CARD_W + 14.0)).floor().max(1.0) as usize;
    // Both sections share one grid (of the widest section), so their cards line up.
    let row_w = per_row.min(4) as f32 * (CARD_W + 14.0) - 14.0;
    let indent = ((width - row_w) / 2.0).max(0.0);
    ui.horizontal(|ui| {
        ui.add_space(indent);
        ui.vertical(|ui| {
            let heading = |rich: RichText| rich.heading().color(theme::TERRACOTTA);
            crate::ui::panels::glossary::linked_with(ui, tr, &tr.s(title), heading, out);
            let soft = |rich: RichText| rich.color(theme::INK_SOFT);
            crate::ui::panels::glossary::linked_with(ui, tr, &tr.s(text), soft, out);
        });
    });
    ui.add_space(6.0);
    for row in entries.chunks(per_row) {
        ui.horizontal(|ui| {
            ui.add_space(indent);
            for entry in row {
                card(ui, tr, entry, out);
                ui.add_space(6.0);
            }
        });
        ui.add_space(10.0);
    }
}

fn card(ui: &mut egui::Ui, tr: &Tr, entry: &CatalogueEntry, out: &mut Vec<Command>) {
    egui::Frame::NONE
        .fill(theme::SAND_DARK)
        .corner_radius(12)
        .inner_margin(12)
        .show(ui, |ui| {
            // A frame inherits the row's horizontal layout: the card itself stacks.
            ui.vertical(|ui| card_contents(ui, tr, entry, out));
        });
}

fn card_contents(ui: &mut egui::Ui, tr: &Tr, entry: &CatalogueEntry, out: &mut Vec<Command>) {
    ui.set_width(CARD_W - 24.0);
    ui.set_min_height(268.0);
    let (rect, response) = ui.allocate_exact_size(Vec2::new(CARD_W - 24.0, 112.0), Sense::click());
    drawing(ui.painter(), rect, entry.game);
    if let Some(game) = entry.game {
        let label = tr.a(
            "picker-drawing",
            &[("game", game_name(tr, entry.id).into())],
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        if response.clicked() {
            out.push(Command::Window(WindowCommand::OpenNewGame(game)));
        }
    }
    ui.add_space(6.0);
    ui.label(RichText::new(game_name(tr, entry.id)).size(20.0).strong());
    ui.label(
        RichText::new(tr.s(&format!("people-{}", entry.id)))
            .small()
            .color(theme::INK_SOFT),
    );
    ui.add_space(2.0);
    crate::ui::panels::glossary::linked(ui, tr, &tr.s(&format!("summary-{}", entry.id)), None, out);
    ui.add_space(6.0);
    match entry.game {
        Some(game) => {
            let label = tr.a("picker-play", &[("game", game_name(tr, entry.id).into())]);
            let button = egui::Button::new(RichText::new(label).strong())
                .fill(theme::alpha(theme::OCHRE, 0.55));
            if ui.add(button).clicked() {
                out.push(Command::Window(WindowCommand::OpenNewGame(game)));
            }
            let rules = tr.a("picker-rules", &[("game", game_name(tr, entry.id).into())]);
            if ui
                .button(rules)
                .on_hover_text(tr.s("hint-picker-rules"))
                .clicked()
            {
                out.push(Command::Window(WindowCommand::OpenRules(game, None)));
            }
            let learn = tr.a("picker-learn", &[("game", game_name(tr, entry.id).into())]);
            if ui.button(learn).clicked() {
                out.push(Command::Learn(LearnCommand::List(Some(game))));
            }
        }
        None => {
            ui.add_enabled(false, egui::Button::new(tr.s("picker-sources-needed")))
                .on_disabled_hover_text(tr.s("status-isolo-men"));
            ui.label(
                RichText::new(tr.s("status-isolo-men"))
                    .small()
                    .color(theme::INK_SOFT),
            );
        }
    }
}

/// A small drawing of the game's board in its start position.
pub(super) fn drawing(painter: &Painter, rect: Rect, game: Option<GameId>) {
    theme::wood_board(painter, rect, game.map_or(3, |g| g as u32 + 1));
    match game {
        Some(id) if id.family() == Family::Morris => {
            let board = Board::for_game(id, &Options::defaults(id).morris());
            let side = rect.height() - 24.0;
            let step = side / 6.0;
            let origin = Pos2::new(rect.center().x - side / 2.0, rect.top() + 12.0);
            let pos = |p| {
                let (f, r) = Point::coords(p);
                origin + Vec2::new(f as f32 * step, (6 - r) as f32 * step)
            };
            for (a, b) in board.edges() {
                theme::groove(painter, pos(a), pos(b), 2.0);
            }
            for p in Point::all(board.point_count()) {
                theme::carved_point(painter, pos(p), 2.6);
            }
        }
        _ => {
            let cell = Vec2::new((rect.width() - 24.0) / 8.0, (rect.height() - 24.0) / 4.0);
            let origin = rect.left_top() + Vec2::splat(12.0);
            let pits = game.and_then(|id| {
                let g = Game::with_defaults(id);
                g.mancala().map(|m| *m.pits())
            });
            for row in 0..4usize {
                for col in 0..8usize {
                    let c = origin
                        + Vec2::new((col as f32 + 0.5) * cell.x, (row as f32 + 0.5) * cell.y);
                    let r = Vec2::new(cell.x * 0.4, cell.y * 0.38);
                    theme::pit(painter, c, r);
                    let Some(pits) = pits else { continue };
                    // Display rows as in docs/geometry.md, Rows: N outer, N inner, S inner,
                    // S outer.
                    let (player, local) = match row {
                        0 => (Player::Second, LocalPit::outer(7 - col as u8)),
                        1 => (Player::Second, LocalPit::inner(7 - col as u8)),
                        2 => (Player::First, LocalPit::inner(col as u8)),
                        _ => (Player::First, LocalPit::outer(col as u8)),
                    };
                    let n = pits[local.on(player).index()];
                    let shown = n.min(8) as usize;
                    for i in 0..shown {
                        let off = theme::seed_offset(i, shown, r);
                        theme::seed(painter, c + off, r.y * 0.22, i as f32 * 1.7, 0.5, 1.0);
                    }
                    if n > 8 {
                        painter.text(
                            c,
                            Align2::CENTER_CENTER,
                            n.to_string(),
                            FontId::proportional(11.0),
                            theme::BONE,
                        );
                    }
                }
            }
            if game.is_none() {
                // The men's game: a veiled board, its rules not yet found.
                painter.rect_filled(rect, 12, theme::alpha(theme::SAND, 0.55));
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    "?",
                    FontId::proportional(46.0),
                    theme::INK_SOFT,
                );
            }
        }
    }
}
