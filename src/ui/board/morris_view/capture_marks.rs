//! The mark of a capture line (isibhamu) whose removal is still due: its three tokens ringed
//! and joined, so the player sees why a token must now be taken, also in replay. What is
//! marked comes from the scene, which follows the engine's `LineFormed` and removal effects.

use egui::{Painter, Stroke, Vec2};

use crate::ui::board::scene::MorrisScene;
use crate::ui::theme::{self, alpha};

use crate::ui::board::layout::MorrisLayout;

/// The band along every marked line, drawn before the tokens so it runs under them.
pub fn under(painter: &Painter, layout: &MorrisLayout, scene: &MorrisScene) {
    let r = layout.token_r();
    for line in &scene.lines {
        let a = layout.pos(line[0]);
        let b = layout.pos(line[2]);
        painter.line_segment([a, b], Stroke::new(r * 0.6, alpha(theme::OCHRE, 0.55)));
    }
}

/// The rings around the three tokens of every marked line, drawn after the tokens.
pub fn over(painter: &Painter, layout: &MorrisLayout, scene: &MorrisScene) {
    let r = layout.token_r();
    for line in &scene.lines {
        for &p in line {
            theme::ring(
                painter,
                layout.pos(p),
                Vec2::splat(r + 4.0),
                theme::OCHRE,
                3.0,
            );
        }
    }
}
