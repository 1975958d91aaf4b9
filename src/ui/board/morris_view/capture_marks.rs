//! The mark of a capture line (isibhamu) whose removal is still due: its three tokens ringed
//! and joined, so the player sees why a token must now be taken, also in replay. What is
//! marked comes from the scene, which follows the engine's `LineFormed` and removal effects.
//! Once the game is over, the lines of its last turn (the capture that ended it) are marked
//! the same way ([`final_lines`]).

use egui::{Painter, Stroke, Vec2};

use crate::rules::morris::Point;
use crate::rules::{EffectKind, MorrisEffect};
use crate::ui::board::session::Session;
use crate::ui::theme::{self, alpha};

use crate::ui::board::layout::MorrisLayout;

/// The capture lines the last turn of a finished game made (none while it goes on): what
/// ended it, marked on the final position.
pub fn final_lines(session: &Session) -> Vec<[Point; 3]> {
    if !session.game().is_over() {
        return Vec::new();
    }
    session
        .turn_effects()
        .filter_map(|e| match e.kind {
            EffectKind::Morris(MorrisEffect::LineFormed { line, .. }) => Some(line),
            _ => None,
        })
        .collect()
}

/// The band along every marked line, drawn before the tokens so it runs under them.
pub fn under(painter: &Painter, layout: &MorrisLayout, lines: &[[Point; 3]]) {
    let r = layout.token_r();
    for line in lines {
        let a = layout.pos(line[0]);
        let b = layout.pos(line[2]);
        painter.line_segment([a, b], Stroke::new(r * 0.6, alpha(theme::OCHRE, 0.55)));
    }
}

/// The rings around the three tokens of every marked line, drawn after the tokens.
pub fn over(painter: &Painter, layout: &MorrisLayout, lines: &[[Point; 3]]) {
    let r = layout.token_r();
    for line in lines {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;
    use crate::ui::board::session::GameSetup;

    #[test]
    fn the_line_that_ended_a_game_is_its_last_turns_and_none_before() {
        // Random Isizulu games, until one ends by its tenth capture.
        for seed in 0..50 {
            let mut session = Session::new(GameSetup::new(GameId::Isizulu));
            let mut rng = crate::selfplay::Rng::new(seed);
            while !session.game().is_over() && session.played().len() < 3_000 {
                assert!(final_lines(&session).is_empty(), "not before the end");
                let legal = session.legal().to_vec();
                let _ = session.play(legal[rng.below(legal.len())]);
            }
            let captured = matches!(
                session.game().outcome(),
                Some(crate::rules::Outcome::Win {
                    reason: crate::rules::WinReason::TenCaptured,
                    ..
                })
            );
            if !captured {
                continue;
            }
            let lines = final_lines(&session);
            assert!(!lines.is_empty(), "seed {seed}: the last capture line");
            let formed: Vec<[Point; 3]> = session
                .last_effects()
                .iter()
                .chain(session.turn_effects())
                .filter_map(|e| match e.kind {
                    EffectKind::Morris(MorrisEffect::LineFormed { line, .. }) => Some(line),
                    _ => None,
                })
                .collect();
            assert!(lines.iter().all(|l| formed.contains(l)), "seed {seed}");
            return;
        }
        panic!("no random game ended by a tenth capture");
    }
}
