//! The four-row mancala board (Isolo, Igisoro): 32 carved pits with their seeds and counts,
//! the ng'hana and the reverse pits marked, the sowing hand travelling pit by pit.

use crate::ui::command::BoardCommand;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Stroke, Vec2};

use crate::i18n::Tr;
use crate::rules::mancala::{Decision, LiftCause, LocalPit, Pit, local_of, pit_name, pit_of};
use crate::rules::{Action, EffectKind, Game, GameId, MancalaAction, MancalaEffect, Player};

use crate::ui::board::clicks::{self, PitMark};
use crate::ui::board::describe::player_name;
use crate::ui::board::effect_band;
use crate::ui::board::focus;
use crate::ui::board::input::{BoardInput, MarkAt};
use crate::ui::board::labels;
use crate::ui::board::layout::MancalaLayout;
use crate::ui::board::scene::{MancalaScene, Scene};
use crate::ui::board::sow_preview;
use crate::ui::command::Command;
use crate::ui::theme::{self, alpha};

mod anim;
use anim::{animate, hand};

/// Draws the board and pushes clicks on pits.
pub fn show(ui: &mut egui::Ui, tr: &Tr, input: &BoardInput<'_>, out: &mut Vec<Command>) {
    let (rect, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let (band, area) = effect_band::split_at(rect, input.band);
    let layout = MancalaLayout::new(area, input.settings.flipped);
    let painter = ui.painter_at(rect.expand(8.0));
    let scene = match input.timeline {
        Some(t) => t.scene(),
        None => input.session.scene(),
    };
    let Scene::Mancala(scene) = scene else { return };
    let session = input.session;
    let game = session.game();
    let Some(mancala) = game.mancala() else {
        return;
    };
    let current = input.timeline.and_then(|t| t.current());
    let animating = input.timeline.is_some();
    let id = session.game_id();

    theme::wood_board(&painter, layout.board, 11);
    // The carved line between the two players' halves.
    let mid_y = layout.origin.y + 2.0 * layout.cell.y + layout.gap / 2.0;
    theme::groove(
        &painter,
        Pos2::new(layout.origin.x + layout.cell.x * 0.2, mid_y),
        Pos2::new(layout.origin.x + layout.cell.x * 7.8, mid_y),
        (layout.gap * 0.12).clamp(1.5, 4.0),
    );

    // Seeds shown in each pit: the scene, minus what the current effect is carrying away.
    let mut shown = scene.pits;
    if let Some((effect, _)) = current {
        match effect.kind {
            EffectKind::Mancala(MancalaEffect::Lifted {
                pit,
                count,
                cause: LiftCause::Move | LiftCause::Relay,
                ..
            }) => shown[pit.index()] = shown[pit.index()].saturating_sub(count),
            EffectKind::Mancala(MancalaEffect::Captured { from, .. }) => {
                for (p, n) in from {
                    shown[p.index()] = shown[p.index()].saturating_sub(n);
                }
            }
            EffectKind::Mancala(MancalaEffect::Ndakubye { from, count, .. }) => {
                shown[from.index()] = shown[from.index()].saturating_sub(count);
            }
            _ => {}
        }
    }
    // The Igisoro custom layout draft replaces the arranger's side.
    let arranging = mancala.pending() == Some(Decision::Arrange);
    if arranging
        && !animating
        && let Some(draft) = input.view.arrange
    {
        for (local, &seeds) in LocalPit::all().zip(draft.iter()) {
            shown[local.on(game.to_act()).index()] = seeds;
        }
    }

    let pit_r = layout.pit_r();
    let badge = (layout.cell.y * 0.17).clamp(11.0, 18.0);
    for pit in Pit::all() {
        let c = layout.pos(pit);
        theme::pit(&painter, c, pit_r);
        draw_seeds(&painter, c, pit_r, shown[pit.index()], pit);
    }
    marks(&painter, tr, &layout, input, id);

    if let Some(Action::Mancala(MancalaAction::Sow { pit, .. })) = input.view.hint
        && !animating
    {
        let c = layout.pos(pit_of(game.to_act(), pit));
        theme::ring(&painter, c, pit_r + Vec2::splat(7.0), theme::SELECT, 2.5);
        theme::ring(
            &painter,
            c,
            pit_r + Vec2::splat(11.0),
            alpha(theme::SELECT, 0.5),
            1.5,
        );
    }
    let legal_pits =
        if input.settings.show_legal && input.person_to_act && !animating && !game.is_over() {
            legal_marks(input)
        } else {
            Vec::new()
        };
    for &(pit, colour) in &legal_pits {
        theme::ring(
            &painter,
            layout.pos(pit),
            pit_r + Vec2::splat(3.0),
            colour,
            3.0,
        );
    }
    // A finished game shows what ended it, its last sowing, whatever the highlights are set
    // to: ringed twice.
    let over = game.is_over() && !animating;
    if (input.settings.show_last || over)
        && !animating
        && let Some((pit, actor)) = session.last_sow()
    {
        let p = pit_of(actor, pit);
        theme::ring(
            &painter,
            layout.pos(p),
            pit_r + Vec2::splat(6.0),
            // Bone, so it never reads as the ng'hana's groove or a lesson's ochre mark.
            alpha(theme::BONE, 0.95),
            2.5,
        );
        if over {
            theme::ring(
                &painter,
                layout.pos(p),
                pit_r + Vec2::splat(10.0),
                alpha(theme::BONE, 0.8),
                2.0,
            );
        }
    }
    // A screen's marks (a lesson's) hug the pit, under the counts and names drawn next.
    for mark in input.marks {
        if let MarkAt::Pit(pit) = mark.at {
            let stroke = mark.kind.stroke();
            theme::ring(
                &painter,
                layout.pos(pit),
                pit_r + Vec2::splat(3.0),
                stroke.color,
                stroke.width,
            );
        }
    }
    for pit in Pit::all() {
        let c = layout.pos(pit);
        let corner = c + Vec2::new(pit_r.x * 0.78, pit_r.y * 0.78);
        theme::count_badge(
            &painter,
            corner,
            &shown[pit.index()].to_string(),
            badge,
            false,
        );
    }
    if input.settings.coordinates {
        labels::pit_names(&painter, &layout);
    }

    for player in Player::BOTH {
        strip(&painter, tr, &layout, input, scene, player);
    }

    if let Some((effect, t)) = current {
        animate(&painter, &layout, scene, &effect.kind, t);
    } else if let Some(at) = scene.hand_at.filter(|_| scene.hand > 0) {
        hand(
            &painter,
            &layout,
            layout.hand_pos(at),
            scene.hand,
            scene.hand_cause,
            1.0,
        );
    }

    // Every pit is a button for the pointer, the keyboard and screen readers.
    let scope = ui.scope_id();
    let pit_id = |pit: Pit| scope.with(("mancala-pit", pit));
    let mut focusable = Vec::new();
    for pit in Pit::all() {
        let c = layout.pos(pit);
        let hit = Rect::from_center_size(c, layout.cell * 0.92);
        let sense = focus::sense(ui, pit_id(pit), Sense::click());
        let response = ui.interact(hit, pit_id(pit), sense);
        focusable.push((response.id, c));
        focus::ring(&painter, &response, c, pit_r + Vec2::splat(4.0));
        let label = tr.a(
            "pit-label",
            &[
                ("pit", pit_name(pit).into()),
                ("count", shown[pit.index()].into()),
            ],
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        let response = if animating {
            response
        } else {
            let legend = is_reverse_pit(input, pit).then(|| tr.s("legend-reverse-pit"));
            let count = shown[pit.index()];
            sow_preview::pit_hover(&painter, tr, &layout, input, response, pit, count, legend)
        };
        if response.hovered() && !animating {
            theme::ring(
                &painter,
                c,
                pit_r + Vec2::splat(1.5),
                alpha(theme::BONE, 0.7),
                1.5,
            );
        }
        if response.clicked() {
            out.push(Command::Board(BoardCommand::ClickPit(pit)));
        }
        if response.secondary_clicked()
            && let Some(local) = clicks::arrange_pit(game, pit)
        {
            out.push(Command::Board(BoardCommand::ArrangeAdjust {
                pit: local,
                delta: -1,
            }));
        }
    }

    effect_band::show(&painter, tr, session.setup(), input.timeline, band);

    direction_buttons(ui, tr, &layout, input, &mut focusable, out);
    let first_lit = legal_marks(input).first().map(|&(pit, _)| pit_id(pit));
    focus::steer(ui, &focusable, first_lit);
    focus::live_region(ui, tr, input, band);
}

/// Draws `count` seeds in the pit `pit` centred at `c` with radii `r`, each seed where it
/// always lies for that pit and count (the position editor draws its pits the same way).
pub fn draw_seeds(painter: &Painter, c: Pos2, r: Vec2, count: u8, pit: Pit) {
    let n = count.min(40) as usize;
    let size = r.y
        * if n > 24 {
            0.16
        } else if n > 12 {
            0.19
        } else {
            0.23
        };
    for i in 0..n {
        let key = u32::from(pit.to_u8()) * 131 + i as u32;
        let off = theme::seed_offset(i, n, r);
        theme::seed(
            painter,
            c + off,
            size,
            theme::noise(key) * std::f32::consts::TAU,
            theme::noise(key + 17),
            1.0,
        );
    }
}

/// Whether `pit` is one of the reverse pits marked with a curved arrow (see [`marks`]).
fn is_reverse_pit(input: &BoardInput<'_>, pit: Pit) -> bool {
    let Some(mancala) = input.session.game().mancala() else {
        return false;
    };
    // The marks are the same local pits on both sides.
    mancala.reverse_pits().contains(&local_of(pit).1)
}

/// The ng'hana (Isolo boys' o8) and the Igisoro reverse pits.
fn marks(painter: &Painter, tr: &Tr, layout: &MancalaLayout, input: &BoardInput<'_>, id: GameId) {
    let Some(mancala) = input.session.game().mancala() else {
        return;
    };
    let r = layout.pit_r();
    let small = FontId::proportional((layout.cell.y * 0.15).clamp(10.0, 14.0));
    for player in Player::BOTH {
        if id == GameId::IsoloBoys {
            let p = LocalPit::outer(7).on(player);
            let c = layout.pos(p);
            let protected = mancala.nghana_protected(player);
            // A carved double groove while protected, a faint single one after: a mark of
            // the board itself, unlike the solid coloured rings of lessons, hints and the
            // last move.
            if protected {
                for grow in [4.0, 8.0] {
                    theme::ring(painter, c, r + Vec2::splat(grow), theme::GROOVE, 2.0);
                }
            } else {
                theme::ring(
                    painter,
                    c,
                    r + Vec2::splat(5.0),
                    alpha(theme::GROOVE_LIGHT, 0.7),
                    1.5,
                );
            }
            let (row, _) = layout.cell_of(p);
            let y = if row == 0 || row == 3 {
                // Outer rows: label toward the board's edge.
                if row == 0 {
                    c.y - r.y - 4.0
                } else {
                    c.y + r.y + 4.0
                }
            } else {
                c.y + r.y + 4.0
            };
            let align = if row == 0 {
                Align2::CENTER_BOTTOM
            } else {
                Align2::CENTER_TOP
            };
            let text = if protected {
                tr.s("mark-nghana-protected")
            } else {
                tr.s("word-nghana")
            };
            painter.text(Pos2::new(c.x, y), align, text, small.clone(), theme::BONE);
        }
        for &local in mancala.reverse_pits() {
            let p = pit_of(player, local);
            let c = layout.pos(p);
            let at = c + Vec2::new(-r.x * 0.78, -r.y * 0.74);
            painter.circle_filled(at, r.y * 0.24, alpha(theme::EBONY, 0.55));
            theme::curved_arrow(painter, at, r.y * 0.15, true, Stroke::new(1.6, theme::BONE));
        }
    }
}

/// The legal-move rings: the targets of the click table, coloured by what they offer.
fn legal_marks(input: &BoardInput<'_>) -> Vec<(Pit, Color32)> {
    let session = input.session;
    let targets = clicks::pit_targets(session.game(), session.legal(), input.view.direction_choice);
    targets
        .iter()
        .map(|t| {
            let colour = match t.mark {
                PitMark::Origin => theme::OCHRE,
                PitMark::Capture => theme::TERRACOTTA,
                PitMark::Sow => alpha(theme::LEGAL, 0.95),
                PitMark::Chosen => theme::SELECT,
            };
            (t.pit, colour)
        })
        .collect()
}

/// The message id of the side strip's overture note for `player`, if he is in the overture:
/// the ng'hana said protected only under the option that protects it, as the engine applies
/// it and as the pit's own label says.
fn overture_note(game: &Game, player: Player) -> Option<&'static str> {
    let m = game.mancala().filter(|m| m.in_overture(player))?;
    Some(if m.nghana_protected(player) {
        "strip-overture"
    } else {
        "strip-overture-unprotected"
    })
}

/// The two arrow buttons beside a pit when a direction must be chosen.
fn direction_buttons(
    ui: &mut egui::Ui,
    tr: &Tr,
    layout: &MancalaLayout,
    input: &BoardInput<'_>,
    focusable: &mut Vec<(egui::Id, Pos2)>,
    out: &mut Vec<Command>,
) {
    if input.timeline.is_some() {
        return;
    }
    let game = input.session.game();
    let Some(mancala) = game.mancala() else {
        return;
    };
    let to_act = game.to_act();
    let (pit, start_choice) = match (mancala.pending(), input.view.direction_choice) {
        (Some(Decision::Direction { at, .. }), _) => (at, None),
        (None, Some(local)) => (pit_of(to_act, local), Some(local)),
        _ => return,
    };
    let c = layout.pos(pit);
    let r = layout.pit_r();
    let size = (r.y * 0.7).clamp(14.0, 30.0);
    let painter = ui.painter();
    for clockwise in [false, true] {
        let dx = if clockwise {
            r.x + size * 0.6
        } else {
            -(r.x + size * 0.6)
        };
        let centre = c + Vec2::new(dx, 0.0);
        let rect = Rect::from_center_size(centre, Vec2::splat(size * 1.4));
        let id = ui.scope_id().with(("direction", clockwise));
        let response = ui.interact(rect, id, focus::sense(ui, id, Sense::click()));
        focusable.push((id, centre));
        let label = tr.a(
            if clockwise {
                "direction-cw-label"
            } else {
                "direction-ccw-label"
            },
            &[("pit", pit_name(pit).into())],
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        let fill = if response.hovered() {
            theme::OCHRE
        } else {
            theme::SAND
        };
        painter.circle_filled(centre, size * 0.62, fill);
        painter.circle_stroke(centre, size * 0.62, Stroke::new(1.5, theme::INK));
        // Both players' circuits turn the same way as seen from above, and turning the board
        // round keeps that sense: the owner's clockwise is clockwise on screen.
        theme::curved_arrow(
            painter,
            centre,
            size * 0.32,
            clockwise,
            Stroke::new(2.2, theme::INK),
        );
        focus::ring(painter, &response, centre, Vec2::splat(size * 0.62 + 3.0));
        if response.clicked() {
            match start_choice {
                Some(local) => out.push(Command::Board(BoardCommand::SowDirection {
                    pit: local,
                    clockwise,
                })),
                None => out.push(Command::Board(BoardCommand::Act(Action::Mancala(
                    if clockwise {
                        MancalaAction::Cw
                    } else {
                        MancalaAction::Ccw
                    },
                )))),
            }
        }
    }
}

fn strip(
    painter: &Painter,
    tr: &Tr,
    layout: &MancalaLayout,
    input: &BoardInput<'_>,
    scene: &MancalaScene,
    player: Player,
) {
    let rect = layout.strip(player);
    let session = input.session;
    let game = session.game();
    let to_move = !game.is_over() && game.to_act() == player;
    let name = player_name(tr, session.setup(), player);
    let mut right = tr.a(
        "strip-seeds",
        &[("count", (scene.side_total(player) as usize).into())],
    );
    if let Some(id) = overture_note(game, player) {
        right = format!("{right}  ·  {}", tr.s(id));
    }
    strip_frame(painter, rect, to_move, &name, &right);
}

/// A player's name strip, framed and dotted while `to_move`: the name on the left, `right`
/// (the seeds on the side, the overture) on the right. The play view's and the position
/// editor's.
pub(crate) fn strip_frame(painter: &Painter, rect: Rect, to_move: bool, name: &str, right: &str) {
    painter.rect_filled(rect, 10, theme::SAND_DARK);
    if to_move {
        painter.rect_stroke(
            rect,
            10,
            Stroke::new(2.5, theme::OCHRE),
            egui::StrokeKind::Inside,
        );
        painter.circle_filled(
            Pos2::new(rect.left() + 16.0, rect.center().y),
            5.0,
            theme::OCHRE,
        );
    }
    painter.text(
        Pos2::new(rect.left() + 30.0, rect.center().y),
        Align2::LEFT_CENTER,
        name,
        FontId::proportional(16.0),
        theme::INK,
    );
    painter.text(
        Pos2::new(rect.right() - 14.0, rect.center().y),
        Align2::RIGHT_CENTER,
        right,
        FontId::proportional(13.0),
        theme::INK_SOFT,
    );
}

#[cfg(test)]
mod tests {
    use super::overture_note;
    use crate::rules::{Game, GameId, Options, Player};

    #[test]
    fn the_strip_calls_the_nghana_protected_only_under_the_option_that_protects_it() {
        let boys = Game::with_defaults(GameId::IsoloBoys);
        assert_eq!(overture_note(&boys, Player::First), Some("strip-overture"));
        let mut options = Options::defaults(GameId::IsoloBoys);
        assert!(options.set("protect_nghana", "false").is_ok());
        let open = Game::new(GameId::IsoloBoys, options);
        assert_eq!(
            overture_note(&open, Player::Second),
            Some("strip-overture-unprotected")
        );
        let women = Game::with_defaults(GameId::IsoloWomen);
        assert_eq!(overture_note(&women, Player::First), None);
    }
}
