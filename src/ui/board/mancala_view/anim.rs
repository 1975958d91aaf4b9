//! The mancala board's animation: the hand carrying seeds from pit to pit, and each effect
//! drawn over the scene while the timeline shows it.

use egui::{Color32, Painter, Pos2, Stroke, Vec2};

use crate::rules::mancala::{LapEnd, LiftCause};
use crate::rules::{EffectKind, MancalaEffect};
use crate::ui::board::scene::MancalaScene;
use crate::ui::theme::{self, alpha, ease};

use crate::ui::board::layout::MancalaLayout;

/// The sowing hand at `at`, carrying `count` seeds (rimmed by why it lifted them).
pub(super) fn hand(
    painter: &Painter,
    layout: &MancalaLayout,
    at: Pos2,
    count: u8,
    cause: LiftCause,
    fade: f32,
) {
    let r = layout.pit_r().y * 0.78;
    // The rim says what the hand carries: the move's seeds, a relay, or a capture.
    let outline = match cause {
        LiftCause::Move => theme::BONE,
        LiftCause::Relay => theme::OCHRE,
        LiftCause::Capture => theme::TERRACOTTA,
    };
    let skin = Color32::from_rgb(0x9C, 0x64, 0x3F);
    let palm = Vec2::new(r * 1.12, r * 0.92);
    // A cupped hand held above the board: a soft shadow below, fingertips along the top.
    painter.add(egui::Shape::ellipse_filled(
        at + Vec2::new(5.0, 10.0),
        palm,
        alpha(theme::INK, 0.25 * fade),
    ));
    for k in 0..4 {
        let x = (k as f32 - 1.5) * r * 0.42;
        let tip = at + Vec2::new(x, -palm.y * 0.92 + (x.abs() / r) * r * 0.18);
        painter.circle_filled(tip, r * 0.22, alpha(skin, fade));
        painter.circle_stroke(tip, r * 0.22, Stroke::new(1.5, alpha(outline, fade)));
    }
    painter.add(egui::Shape::ellipse_filled(
        at,
        palm,
        alpha(skin, 0.96 * fade),
    ));
    painter.add(egui::Shape::ellipse_stroke(
        at,
        palm,
        Stroke::new(3.0, alpha(outline, fade)),
    ));
    let n = count.min(12) as usize;
    for i in 0..n {
        let off = theme::seed_offset(i, n, Vec2::splat(r * 0.9));
        theme::seed(painter, at + off, r * 0.22, i as f32 * 1.3, 0.5, fade);
    }
    theme::count_badge(
        painter,
        at + Vec2::new(r * 0.9, -r * 0.9),
        &count.to_string(),
        13.0,
        true,
    );
}

/// Draws the current effect `kind` at its time `t` (0 to 1) over the scene. What it means
/// is said in the effect band above the board, never over the pits.
pub(super) fn animate(
    painter: &Painter,
    layout: &MancalaLayout,
    scene: &MancalaScene,
    kind: &EffectKind,
    t: f32,
) {
    let e = ease(t);
    let r = layout.pit_r();
    let EffectKind::Mancala(effect) = *kind else {
        return;
    };
    let hand_now = scene.hand_at.map(|p| layout.hand_pos(p));
    match effect {
        MancalaEffect::Lifted {
            pit, count, cause, ..
        } => {
            let at = layout.hand_pos(pit);
            let start = hand_now.unwrap_or(at);
            let total = if cause == LiftCause::Capture {
                scene.hand.max(count)
            } else {
                scene.hand + count
            };
            hand(
                painter,
                layout,
                start.lerp(at, e),
                total,
                cause,
                0.4 + 0.6 * e,
            );
        }
        MancalaEffect::Dropped { pit, .. } => {
            let target = layout.hand_pos(pit);
            let start = hand_now.unwrap_or(target);
            let travel = ease((t / 0.55).min(1.0));
            let pos = start.lerp(target, travel);
            let left = if t < 0.55 {
                scene.hand
            } else {
                scene.hand.saturating_sub(1)
            };
            if left > 0 || t < 0.55 {
                hand(painter, layout, pos, left.max(1), scene.hand_cause, 1.0);
            }
            if t >= 0.55 {
                let fall = ease((t - 0.55) / 0.45);
                let seed_pos = target.lerp(layout.pos(pit), fall);
                theme::seed(painter, seed_pos, r.y * 0.19, 0.6, 0.5, 1.0);
            }
        }
        MancalaEffect::LapEnded { pit, end } => {
            let colour = match end {
                LapEnd::Empty => theme::BONE,
                LapEnd::Relay => theme::OCHRE,
                LapEnd::Capture => theme::TERRACOTTA,
                LapEnd::Decision => theme::SELECT,
            };
            let grow = 1.0 + 0.35 * e;
            theme::ring(
                painter,
                layout.pos(pit),
                r * grow,
                alpha(colour, 1.0 - 0.5 * e),
                3.5,
            );
        }
        MancalaEffect::Captured {
            at,
            from,
            resow_from,
            ..
        } => {
            theme::ring(
                painter,
                layout.pos(at),
                r + Vec2::splat(4.0),
                theme::TERRACOTTA,
                3.0,
            );
            let target = layout.hand_pos(resow_from);
            for (k, (p, n)) in from.iter().enumerate() {
                let start = layout.pos(*p);
                let n = (*n).min(12) as usize;
                for i in 0..n {
                    let delay = (i as f32 * 0.04 + k as f32 * 0.1).min(0.4);
                    let u = ease(((t - delay) / (1.0 - delay)).clamp(0.0, 1.0));
                    // An arc over the board toward the re-sow pit.
                    let mid = start.lerp(target, 0.5) - Vec2::new(0.0, r.y * 2.0);
                    let a = start.lerp(mid, u);
                    let b = mid.lerp(target, u);
                    let off = theme::seed_offset(i, n, r * 0.6);
                    theme::seed(
                        painter,
                        a.lerp(b, u) + off * (1.0 - u),
                        r.y * 0.18,
                        i as f32,
                        0.4,
                        1.0,
                    );
                }
            }
        }
        MancalaEffect::Ndakubye {
            from, to, count, ..
        } => {
            let pos = layout.pos(from).lerp(layout.pos(to), e);
            for i in 0..count.min(12) as usize {
                let off = theme::seed_offset(i, count.min(12) as usize, r * 0.7);
                theme::seed(painter, pos + off, r.y * 0.19, i as f32, 0.5, 1.0);
            }
        }
        MancalaEffect::NghanaProtected { pit } | MancalaEffect::CaptureOffered { at: pit, .. } => {
            theme::ring(
                painter,
                layout.pos(pit),
                r + Vec2::splat(6.0),
                theme::OCHRE,
                3.0,
            );
        }
        MancalaEffect::DirectionOffered { at, .. }
        | MancalaEffect::ReverseSowing { from: at, .. } => {
            theme::ring(
                painter,
                layout.pos(at),
                r + Vec2::splat(6.0),
                theme::SELECT,
                3.0,
            );
        }
        _ => {}
    }
}
