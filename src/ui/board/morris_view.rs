//! The morris board (Isisuthu, Isizulu, Isipowe): carved lines exactly as the engine's
//! geometry gives them, tokens in hand and captured beside the board, every point an
//! accessible button, and the animation of the current effect.

use crate::ui::command::BoardCommand;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Stroke, Vec2};

use crate::i18n::Tr;
use crate::rules::morris::{Point, point_name};
use crate::rules::{Action, EffectKind, MorrisAction, MorrisEffect, Player};

use crate::ui::board::clicks::{self, PointMark};
use crate::ui::board::describe::{colour_name, player_name};
use crate::ui::board::effect_band;
use crate::ui::board::focus;
use crate::ui::board::input::{BoardInput, MarkAt};
use crate::ui::board::labels;
use crate::ui::board::layout::MorrisLayout;
use crate::ui::board::scene::{MorrisScene, Scene, TokenKind};
use crate::ui::board::session::{GameSetup, TokenColour};
use crate::ui::command::Command;
use crate::ui::theme::{self, alpha, ease};

mod capture_marks;
mod drag;

/// Draws the board and pushes clicks on points.
pub fn show(ui: &mut egui::Ui, tr: &Tr, input: &BoardInput<'_>, out: &mut Vec<Command>) {
    let Some(geometry) = input.session.geometry() else {
        return;
    };
    let (rect, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let (band, area) = effect_band::split_at(rect, input.band);
    let layout = MorrisLayout::new(area, input.settings.flipped);
    let painter = ui.painter_at(rect.expand(8.0));
    let scene = match input.timeline {
        Some(t) => t.scene(),
        None => input.session.scene(),
    };
    let Scene::Morris(scene) = scene else { return };
    let current = input.timeline.and_then(|t| t.current());
    let setup = input.session.setup();
    let colour = |p: Player| setup.colour(p);

    theme::wood_board(&painter, layout.board, 7);
    let groove_w = (layout.step * 0.075).clamp(2.0, 7.0);
    for &(a, b) in &geometry.edges {
        theme::groove(&painter, layout.pos(a), layout.pos(b), groove_w);
    }
    let point_r = (layout.step * 0.1).max(3.0);
    for p in Point::all(geometry.point_count) {
        theme::carved_point(&painter, layout.pos(p), point_r);
    }
    if input.settings.coordinates || input.settings.blac_numbers {
        let blac = input.settings.blac_numbers;
        labels::point_labels(&painter, &layout, geometry, blac);
    }

    // What the current effect moves is drawn by the animation, not in its old place.
    let mut hidden: Option<Point> = None;
    let mut hand_hidden: Option<Player> = None;
    if let Some((effect, _)) = current {
        match effect.kind {
            EffectKind::Morris(
                MorrisEffect::Slid { from, .. }
                | MorrisEffect::Flew { from, .. }
                | MorrisEffect::Removed { at: from, .. }
                | MorrisEffect::IloboloGift { at: from, .. },
            ) => hidden = Some(from),
            EffectKind::Morris(MorrisEffect::Placed { player, .. }) => hand_hidden = Some(player),
            _ => {}
        }
    }

    let animating = input.timeline.is_some();
    let game = input.session.game();
    let drag = drag::Drag::new(ui, tr, &layout, input, scene, out);
    // A finished game shows what ended it: its last move and the capture line of its last
    // turn, whatever the highlights are set to.
    let over = game.is_over() && !animating;
    if (input.settings.show_last || over) && !animating {
        last_move(&painter, &layout, input);
    }
    let mut marked = scene.lines.clone();
    if over {
        marked.extend(capture_marks::final_lines(input.session));
    }
    let legal_targets =
        if input.settings.show_legal && input.person_to_act && !animating && !game.is_over() {
            clicks::point_marks(input.session.legal(), drag.selected(input.view.selected))
        } else {
            Vec::new()
        };
    for &(p, kind) in &legal_targets {
        let c = layout.pos(p);
        match kind {
            PointMark::Empty => {
                painter.circle_filled(c, layout.step * 0.13, alpha(theme::LEGAL, 0.85));
            }
            PointMark::Movable => theme::ring(
                &painter,
                c,
                Vec2::splat(layout.token_r() + 4.0),
                alpha(theme::LEGAL, 0.9),
                3.0,
            ),
            PointMark::Removable => theme::ring(
                &painter,
                c,
                Vec2::splat(layout.token_r() + 4.0),
                theme::TERRACOTTA,
                3.0,
            ),
        }
    }

    capture_marks::under(&painter, &layout, &marked);
    let r = layout.token_r();
    for p in Point::all(geometry.point_count) {
        if hidden == Some(p) {
            continue;
        }
        if let Some(owner) = scene.points[p.index()] {
            theme::stone(
                &painter,
                layout.pos(p),
                r,
                colour(owner),
                scene.kinds[p.index()],
                drag.fade_at(p),
            );
        }
    }
    capture_marks::over(&painter, &layout, &marked);
    // A screen's marks (a lesson's) ring the point, token and all.
    for mark in input.marks {
        if let MarkAt::Point(point) = mark.at {
            painter.circle_stroke(
                layout.pos(point),
                layout.token_r() * 1.35,
                mark.kind.stroke(),
            );
        }
    }
    if let Some(Action::Morris(hint)) = input.view.hint
        && !animating
    {
        hint_marks(&painter, &layout, hint);
    }
    if let Some(sel) = input.view.selected {
        theme::ring(
            &painter,
            layout.pos(sel),
            Vec2::splat(r + 5.0),
            theme::SELECT,
            3.5,
        );
    }

    for player in Player::BOTH {
        let first = match hand_hidden {
            Some(hidden) if hidden == player => 0.0,
            _ => drag.hand_fade(player, game.to_act()),
        };
        tray(&painter, tr, &layout, input, scene, player, first);
    }

    if let Some((effect, t)) = current {
        animate(&painter, &layout, input, scene, &effect.kind, t);
    }
    effect_band::show(&painter, tr, setup, input.timeline, band);

    // Every point is a button for the pointer, the keyboard and screen readers.
    let scope = ui.scope_id();
    let point_id = |p: Point| drag::point_id(scope, p);
    let mut focusable = Vec::new();
    for p in Point::all(geometry.point_count) {
        let c = layout.pos(p);
        let sense = focus::sense(ui, point_id(p), drag.sense(p));
        let response = ui.interact(layout.point_hit(p), point_id(p), sense);
        focusable.push((response.id, c));
        focus::ring(&painter, &response, c, Vec2::splat(r + 8.0));
        let owner = match scene.points[p.index()] {
            None => "empty",
            Some(o) => match colour(o) {
                TokenColour::Dark => "dark",
                TokenColour::Light => "light",
            },
        };
        let label = tr.a(
            "point-label",
            &[("point", point_name(p).into()), ("owner", owner.into())],
        );
        let label = if scene.lines.iter().any(|line| line.contains(&p)) {
            tr.a("point-in-line", &[("label", label.into())])
        } else {
            label
        };
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if let Some(&(_, mark)) = legal_targets.iter().find(|(q, _)| *q == p) {
            // The highlight, said: what a screen reader hears of a lit point.
            let lit = tr.s(match mark {
                PointMark::Empty => "point-lit-target",
                PointMark::Movable => "point-lit-movable",
                PointMark::Removable => "point-lit-removable",
            });
            ui.ctx()
                .accesskit_node_builder(response.id, |n| n.set_description(lit));
        }
        let legend = scene.points[p.index()].and_then(|_| kind_legend(tr, scene.kinds[p.index()]));
        let response = if animating || drag.is_active() {
            response
        } else {
            let mut lines = vec![labels::point_hover_text(tr, p, owner)];
            lines.extend(legend);
            labels::hover_lines(response, &lines, None)
        };
        if response.hovered() && !animating {
            painter.circle_stroke(c, r + 2.0, Stroke::new(1.5, alpha(theme::BONE, 0.7)));
            if response.sense.senses_drag() {
                ui.ctx().set_cursor_icon(egui::CursorIcon::Grab);
            }
        }
        if response.clicked() {
            out.push(Command::Board(BoardCommand::ClickPoint(p)));
        }
    }
    drag.draw(ui.ctx(), &painter, &layout, input, scene);
    let first_lit = legal_targets.first().map(|&(p, _)| point_id(p));
    focus::steer(ui, &focusable, first_lit);
    focus::live_region(ui, tr, input, band);
}

/// What a herd boy's or the warrior group's icon means, shown on hover (a cow needs none).
fn kind_legend(tr: &Tr, kind: TokenKind) -> Option<String> {
    match kind {
        TokenKind::Cow => None,
        TokenKind::HerdBoy => Some(tr.s("legend-herd-boy")),
        TokenKind::Warrior => Some(tr.s("legend-warrior")),
    }
}

/// The computer's suggestion: a double ring where to place, move from and to, or remove.
fn hint_marks(painter: &Painter, layout: &MorrisLayout, hint: MorrisAction) {
    let r = layout.token_r();
    let ring = |p: Point| {
        theme::ring(
            painter,
            layout.pos(p),
            Vec2::splat(r + 7.0),
            theme::SELECT,
            2.0,
        );
        theme::ring(
            painter,
            layout.pos(p),
            Vec2::splat(r + 11.0),
            alpha(theme::SELECT, 0.5),
            1.5,
        );
    };
    match hint {
        MorrisAction::Place(p) | MorrisAction::Remove(p) => ring(p),
        MorrisAction::Move { from, to } => {
            painter.arrow(
                layout.pos(from),
                (layout.pos(to) - layout.pos(from)) * 0.85,
                Stroke::new(3.0, alpha(theme::SELECT, 0.8)),
            );
            ring(from);
            ring(to);
        }
    }
}

fn last_move(painter: &Painter, layout: &MorrisLayout, input: &BoardInput<'_>) {
    let Some(Action::Morris(action)) = input.session.last_action() else {
        return;
    };
    let r = layout.token_r();
    let mark = alpha(theme::OCHRE, 0.95);
    match action {
        MorrisAction::Place(p) => {
            theme::ring(painter, layout.pos(p), Vec2::splat(r + 3.0), mark, 2.5)
        }
        MorrisAction::Move { from, to } => {
            painter.line_segment(
                [layout.pos(from), layout.pos(to)],
                Stroke::new(3.0, alpha(theme::OCHRE, 0.6)),
            );
            painter.circle_stroke(layout.pos(from), r * 0.5, Stroke::new(2.0, mark));
            theme::ring(painter, layout.pos(to), Vec2::splat(r + 3.0), mark, 2.5);
        }
        MorrisAction::Remove(p) => {
            let c = layout.pos(p);
            let d = r * 0.45;
            let s = Stroke::new(2.5, mark);
            painter.line_segment([c + Vec2::new(-d, -d), c + Vec2::new(d, d)], s);
            painter.line_segment([c + Vec2::new(-d, d), c + Vec2::new(d, -d)], s);
        }
    }
}

/// A player's tray, framed (ringed while `to_move`) and headed with the player's name and,
/// when the name is not the colour, the colour: the play view's and the position editor's.
pub(crate) fn tray_heading(
    painter: &Painter,
    tr: &Tr,
    rect: Rect,
    setup: &GameSetup,
    player: Player,
    to_move: bool,
) {
    painter.rect_filled(rect, 12, theme::SAND_DARK);
    if to_move {
        painter.rect_stroke(
            rect,
            12,
            Stroke::new(2.5, theme::OCHRE),
            egui::StrokeKind::Inside,
        );
    }
    let name = player_name(tr, setup, player);
    // Long names (a computer's, a person's full name) shrink to fit beside the turn mark.
    let font = theme::fitted_font(painter, &name, rect.width() - 30.0, 15.0, 8.0);
    painter.text(
        Pos2::new(rect.center().x, rect.top() + 14.0),
        Align2::CENTER_CENTER,
        &name,
        font,
        theme::INK,
    );
    if name != colour_name(tr, setup.colour(player)) {
        painter.text(
            Pos2::new(rect.center().x, rect.top() + 30.0),
            Align2::CENTER_CENTER,
            colour_name(tr, setup.colour(player)),
            FontId::proportional(12.0),
            theme::INK_SOFT,
        );
    }
}

fn tray(
    painter: &Painter,
    tr: &Tr,
    layout: &MorrisLayout,
    input: &BoardInput<'_>,
    scene: &MorrisScene,
    player: Player,
    first: f32,
) {
    let rect = layout.tray(player);
    let setup = input.session.setup();
    let game = input.session.game();
    let to_move = !game.is_over() && game.to_act() == player;
    tray_heading(painter, tr, rect, setup, player, to_move);
    let small = FontId::proportional(12.0);
    let n = scene.in_hand[player.index()] as usize;
    // The next token is hidden (0) while its placement is animated, a ghost while dragged.
    let hide_one = first <= 0.0;
    let shown = n - usize::from(hide_one && n > 0);
    painter.text(
        Pos2::new(rect.center().x, rect.top() + 44.0),
        Align2::CENTER_CENTER,
        tr.a("tray-in-hand", &[("count", shown.into())]),
        small.clone(),
        theme::INK_SOFT,
    );
    let r = layout.tray_token_r();
    // The next token to be placed sits in the last slot, so the others never shift.
    for (k, kind) in scene.hand_kinds(player).enumerate() {
        if hide_one && k == 0 {
            continue;
        }
        theme::stone(
            painter,
            layout.hand_slot(player, n - 1 - k),
            r,
            setup.colour(player),
            kind,
            if k == 0 { first } else { 1.0 },
        );
    }
    let captured = scene.lost[player.other().index()] as usize;
    painter.text(
        Pos2::new(rect.center().x, rect.top() + rect.height() * 0.55 + 12.0),
        Align2::CENTER_CENTER,
        tr.a("tray-captured", &[("count", captured.into())]),
        small,
        theme::INK_SOFT,
    );
    for i in 0..captured {
        theme::stone(
            painter,
            layout.captured_slot(player, i),
            r * 0.8,
            setup.colour(player.other()),
            TokenKind::Cow,
            1.0,
        );
    }
    if to_move {
        painter.circle_filled(
            Pos2::new(rect.left() + 12.0, rect.top() + 14.0),
            5.0,
            theme::OCHRE,
        );
    }
}

fn animate(
    painter: &Painter,
    layout: &MorrisLayout,
    input: &BoardInput<'_>,
    scene: &MorrisScene,
    kind: &EffectKind,
    t: f32,
) {
    let setup = input.session.setup();
    let r = layout.token_r();
    let e = ease(t);
    match *kind {
        EffectKind::Morris(effect) => match effect {
            MorrisEffect::Placed { player, at } => {
                let slot = scene.in_hand[player.index()].saturating_sub(1) as usize;
                let from = layout.hand_slot(player, slot);
                let kind = scene.hand_kinds(player).next().unwrap_or(TokenKind::Cow);
                let pos = from.lerp(layout.pos(at), e);
                let lift = (t * std::f32::consts::PI).sin();
                theme::stone(
                    painter,
                    pos - Vec2::new(0.0, lift * r * 0.6),
                    r * (1.0 + 0.15 * lift),
                    setup.colour(player),
                    kind,
                    1.0,
                );
            }
            MorrisEffect::Slid { player, from, to } => {
                let pos = layout.pos(from).lerp(layout.pos(to), e);
                theme::stone(
                    painter,
                    pos,
                    r,
                    setup.colour(player),
                    scene.kinds[from.index()],
                    1.0,
                );
            }
            MorrisEffect::Flew { player, from, to } => {
                let pos = layout.pos(from).lerp(layout.pos(to), e);
                let lift = (t * std::f32::consts::PI).sin();
                painter.line_segment(
                    [layout.pos(from), layout.pos(to)],
                    Stroke::new(2.0, alpha(theme::BONE, 0.4 * lift)),
                );
                theme::stone(
                    painter,
                    pos - Vec2::new(0.0, lift * r * 1.2),
                    r * (1.0 + 0.3 * lift),
                    setup.colour(player),
                    scene.kinds[from.index()],
                    1.0,
                );
            }
            MorrisEffect::LineFormed { line, .. } => {
                let glow = 0.35 + 0.65 * (t * std::f32::consts::PI * 2.0).sin().abs();
                let a = layout.pos(line[0]);
                let b = layout.pos(line[2]);
                painter.line_segment(
                    [a, b],
                    Stroke::new(r * 1.1, alpha(theme::OCHRE, 0.35 * glow)),
                );
                painter.line_segment(
                    [a, b],
                    Stroke::new(
                        r * 0.35,
                        alpha(Color32::from_rgb(0xFF, 0xE2, 0x9A), 0.8 * glow),
                    ),
                );
                for p in line {
                    theme::ring(
                        painter,
                        layout.pos(p),
                        Vec2::splat(r + 4.0),
                        alpha(theme::OCHRE, glow),
                        3.0,
                    );
                }
            }
            MorrisEffect::Removed { by, at } => {
                let loser = by.other();
                let to = layout.captured_slot(by, scene.lost[loser.index()] as usize);
                let pos = layout.pos(at).lerp(to, e);
                let lift = (t * std::f32::consts::PI).sin();
                let size = r + (r * 0.8 - r) * e;
                theme::stone(
                    painter,
                    pos - Vec2::new(0.0, lift * r),
                    size,
                    setup.colour(loser),
                    scene.kinds[at.index()],
                    1.0,
                );
                if t < 0.3 {
                    theme::ring(
                        painter,
                        layout.pos(at),
                        Vec2::splat(r + 5.0),
                        theme::TERRACOTTA,
                        3.0,
                    );
                }
            }
            MorrisEffect::IloboloGift { giver, at } => {
                let receiver = giver.other();
                let to = layout.captured_slot(receiver, scene.lost[giver.index()] as usize);
                let pos = layout.pos(at).lerp(to, e);
                let lift = (t * std::f32::consts::PI).sin();
                let at_pos = pos - Vec2::new(0.0, lift * r * 1.4);
                painter.line_segment(
                    [layout.pos(at), at_pos],
                    Stroke::new(2.0, alpha(theme::OCHRE, 0.5)),
                );
                theme::stone(
                    painter,
                    at_pos,
                    r * (1.0 + 0.2 * lift),
                    setup.colour(giver),
                    scene.kinds[at.index()],
                    1.0,
                );
            }
            // What the rest means is announced in the band above the board.
            _ => {}
        },
        EffectKind::Mancala(_) | EffectKind::Passed(_) | EffectKind::GameOver(_) => {}
    }
}
