//! The board of the position editor: the same wood, points, pits, tokens and seeds as in
//! play, laid out the same way, but every point or pit is a button that changes the set-up
//! (a click puts the chosen token on a point or adds a seed to a pit; a right click, or `-`,
//! `Backspace` or `Delete` on the one in the keyboard's ring, empties the point or takes a
//! seed away). The set-up need not be a legal position, so this view draws it itself rather
//! than through a game and its scene. It only pushes [`EditorCommand`]s.

use egui::{Align2, FontId, Pos2, Rect, Sense, Stroke, Vec2};

use crate::i18n::Tr;
use crate::rules::mancala::{LocalPit, Pit, pit_name};
use crate::rules::morris::{Board, Point, point_name};
use crate::rules::setup::{Setup, SetupBoard};
use crate::rules::{Family, Player};
use crate::ui::board::describe::player_name;
use crate::ui::board::effect_band;
use crate::ui::board::focus;
use crate::ui::board::labels;
use crate::ui::board::layout::{MancalaLayout, MorrisLayout};
use crate::ui::board::mancala_view::{self, draw_seeds};
use crate::ui::board::morris_view;
use crate::ui::board::scene::TokenKind;
use crate::ui::board::session::{GameSetup, MorrisGeometry, TokenColour};
use crate::ui::command::{Command, EditorCommand};
use crate::ui::panels::settings::Settings;
use crate::ui::theme::{self, alpha};

/// Draws the set-up's board in the space left in `ui` and pushes what is done on it.
/// `players` names the sides and gives the morris colours; the settings turn the board round
/// and label its points or pits, as in play.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    setup: &Setup,
    players: &GameSetup,
    settings: &Settings,
    out: &mut Vec<Command>,
) {
    let (rect, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    // The same space as the play screen's board, so a set-up looks as it will in play.
    let (_, area) = effect_band::split(rect);
    match setup.game.family() {
        Family::Morris => morris(ui, tr, setup, players, area, settings, out),
        Family::Mancala => mancala(ui, tr, setup, players, area, settings, out),
    }
}

/// Whether the keyboard asks to empty the point or take a seed from the pit in its ring.
fn take_key(ui: &egui::Ui, response: &egui::Response) -> bool {
    response.has_focus()
        && ui.input(|i| {
            i.key_pressed(egui::Key::Minus)
                || i.key_pressed(egui::Key::Backspace)
                || i.key_pressed(egui::Key::Delete)
        })
}

fn morris(
    ui: &mut egui::Ui,
    tr: &Tr,
    setup: &Setup,
    players: &GameSetup,
    area: Rect,
    settings: &Settings,
    out: &mut Vec<Command>,
) {
    let SetupBoard::Morris { hand, .. } = setup.board else {
        return;
    };
    let layout = MorrisLayout::new(area, settings.flipped);
    let board = Board::for_game(setup.game, &setup.options.morris());
    let geometry = MorrisGeometry {
        point_count: board.point_count(),
        edges: board.edges(),
        lines: board.lines(),
    };
    let painter = ui.painter_at(area.expand(8.0));
    theme::wood_board(&painter, layout.board, 7);
    let groove_w = (layout.step * 0.075).clamp(2.0, 7.0);
    for &(a, b) in &geometry.edges {
        theme::groove(&painter, layout.pos(a), layout.pos(b), groove_w);
    }
    if settings.coordinates || settings.blac_numbers {
        labels::point_labels(&painter, &layout, &geometry, settings.blac_numbers);
    }
    let r = layout.token_r();
    let point_r = (layout.step * 0.1).max(3.0);
    let scope = ui.scope_id();
    let mut focusable = Vec::new();
    for p in Point::all(board.point_count()) {
        let c = layout.pos(p);
        theme::carved_point(&painter, c, point_r);
        let owner = setup.point(p);
        if let Some(owner) = owner {
            let kind = TokenKind::Cow;
            theme::stone(&painter, c, r, players.colour(owner), kind, 1.0);
        }
        let id = scope.with(("setup-point", p));
        let hit = Rect::from_center_size(c, Vec2::splat(layout.step * 0.8));
        let response = ui.interact(hit, id, focus::sense(ui, id, Sense::click()));
        focusable.push((id, c));
        focus::ring(&painter, &response, c, Vec2::splat(r + 8.0));
        // The label a point has in play, so a screen reader hears the same board.
        let what = match owner.map(|o| players.colour(o)) {
            None => "empty",
            Some(TokenColour::Dark) => "dark",
            Some(TokenColour::Light) => "light",
        };
        let label = tr.a(
            "point-label",
            &[("point", point_name(p).into()), ("owner", what.into())],
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.hovered() {
            painter.circle_stroke(c, r + 2.0, Stroke::new(1.5, alpha(theme::BONE, 0.8)));
        }
        if response.clicked() {
            out.push(Command::Editor(EditorCommand::Point(p)));
        } else if response.secondary_clicked() || take_key(ui, &response) {
            out.push(Command::Editor(EditorCommand::ClearPoint(p)));
        }
    }
    for player in crate::rules::Player::BOTH {
        tray(&painter, tr, setup, players, &layout, player, hand);
    }
    focus::steer(ui, &focusable, None);
}

/// A player's tray beside the morris board: his name, the tokens in hand and those he has
/// captured, as in play.
fn tray(
    painter: &egui::Painter,
    tr: &Tr,
    setup: &Setup,
    players: &GameSetup,
    layout: &MorrisLayout,
    player: Player,
    hand: [u8; 2],
) {
    let rect = layout.tray(player);
    let to_move = setup.to_act == player;
    morris_view::tray_heading(painter, tr, rect, players, player, to_move);
    if to_move {
        // The editor marks the player to move with a dot too: it is a choice made here.
        painter.circle_filled(
            Pos2::new(rect.left() + 12.0, rect.top() + 14.0),
            5.0,
            theme::OCHRE,
        );
    }
    let small = FontId::proportional(12.0);
    let n = usize::from(hand[player.index()]);
    painter.text(
        Pos2::new(rect.center().x, rect.top() + 44.0),
        Align2::CENTER_CENTER,
        tr.a("tray-in-hand", &[("count", n.into())]),
        small.clone(),
        theme::INK_SOFT,
    );
    let r = layout.tray_token_r();
    for k in 0..n {
        let at = layout.hand_slot(player, k);
        theme::stone(painter, at, r, players.colour(player), TokenKind::Cow, 1.0);
    }
    // The tokens the other player lost are the ones this one captured.
    let captured = usize::from(setup.lost(player.other()).unwrap_or(0));
    painter.text(
        Pos2::new(rect.center().x, rect.top() + rect.height() * 0.55 + 12.0),
        Align2::CENTER_CENTER,
        tr.a("tray-captured", &[("count", captured.into())]),
        small,
        theme::INK_SOFT,
    );
    for i in 0..captured {
        let at = layout.captured_slot(player, i);
        let colour = players.colour(player.other());
        theme::stone(painter, at, r * 0.8, colour, TokenKind::Cow, 1.0);
    }
}

fn mancala(
    ui: &mut egui::Ui,
    tr: &Tr,
    setup: &Setup,
    players: &GameSetup,
    area: Rect,
    settings: &Settings,
    out: &mut Vec<Command>,
) {
    let SetupBoard::Mancala { pits, .. } = setup.board else {
        return;
    };
    let layout = MancalaLayout::new(area, settings.flipped);
    let painter = ui.painter_at(area.expand(8.0));
    theme::wood_board(&painter, layout.board, 11);
    let mid_y = layout.origin.y + 2.0 * layout.cell.y + layout.gap / 2.0;
    theme::groove(
        &painter,
        Pos2::new(layout.origin.x + layout.cell.x * 0.2, mid_y),
        Pos2::new(layout.origin.x + layout.cell.x * 7.8, mid_y),
        (layout.gap * 0.12).clamp(1.5, 4.0),
    );
    let pit_r = layout.pit_r();
    let badge = (layout.cell.y * 0.17).clamp(11.0, 18.0);
    let scope = ui.scope_id();
    let mut focusable = Vec::new();
    for pit in Pit::all() {
        let c = layout.pos(pit);
        let count = pits[pit.index()];
        theme::pit(&painter, c, pit_r);
        draw_seeds(&painter, c, pit_r, count, pit);
        let corner = c + Vec2::new(pit_r.x * 0.78, pit_r.y * 0.78);
        theme::count_badge(&painter, corner, &count.to_string(), badge, false);
        let id = scope.with(("setup-pit", pit));
        let hit = Rect::from_center_size(c, layout.cell * 0.92);
        let response = ui.interact(hit, id, focus::sense(ui, id, Sense::click()));
        focusable.push((id, c));
        focus::ring(&painter, &response, c, pit_r + Vec2::splat(4.0));
        let label = tr.a(
            "pit-label",
            &[("pit", pit_name(pit).into()), ("count", count.into())],
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.hovered() {
            theme::ring(
                &painter,
                c,
                pit_r + Vec2::splat(1.5),
                alpha(theme::BONE, 0.7),
                1.5,
            );
        }
        if response.clicked() {
            out.push(Command::Editor(EditorCommand::Seeds(pit, 1)));
        } else if response.secondary_clicked() || take_key(ui, &response) {
            out.push(Command::Editor(EditorCommand::Seeds(pit, -1)));
        }
    }
    if settings.coordinates {
        labels::pit_names(&painter, &layout);
    }
    for player in Player::BOTH {
        let side: u32 = LocalPit::all()
            .map(|local| u32::from(setup.pit(player, local)))
            .sum();
        mancala_view::strip_frame(
            &painter,
            layout.strip(player),
            setup.to_act == player,
            &player_name(tr, players, player),
            &tr.a("strip-seeds", &[("count", (side as usize).into())]),
        );
    }
    focus::steer(ui, &focusable, None);
}
