//! Pacing of what a lesson shows: a sequence of actions grouped by turn, with a pause after
//! each turn, so that a learner can follow a demonstration (eight moves of a repetition draw
//! are eight turns, not two seconds of tokens in motion).

use super::goal::Played;
use crate::rules::{Action, EffectKind, MancalaEffect};

/// Seconds, at the normal animation speed, the board rests after each turn of a shown
/// sequence but the last (the UI scales it with its speed setting, like the animation).
pub const TURN_PAUSE: f32 = 1.2;

/// One turn of a shown sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PacedTurn {
    /// The turn's actions with their effects, to animate in order.
    pub played: Vec<Played>,
    /// Seconds to rest after it at normal speed ([`TURN_PAUSE`]; 0 after the last turn).
    pub pause_after: PauseSeconds,
}

/// A pause in seconds at normal speed (a newtype so that the turn stays `Eq`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PauseSeconds(pub u16);

impl PauseSeconds {
    /// The pause as seconds.
    pub fn seconds(self) -> f32 {
        f32::from(self.0) / 1000.0
    }

    fn of(seconds: f32) -> PauseSeconds {
        PauseSeconds((seconds * 1000.0).round() as u16)
    }
}

/// Groups `played` by turn. A turn ends where the engine says so (a mancala turn's end, a
/// pass, the end of the game) or, in the morris games, where the other player acts next; an
/// Igisoro in-turn answer (ndakubye, keep) stays inside the mover's turn.
pub fn by_turn(played: &[Played]) -> Vec<PacedTurn> {
    let mut turns: Vec<Vec<Played>> = Vec::new();
    let mut current: Vec<Played> = Vec::new();
    for (k, p) in played.iter().enumerate() {
        current.push(p.clone());
        let marked = p.effects.iter().any(|e| {
            matches!(
                e.kind,
                EffectKind::Passed(_)
                    | EffectKind::GameOver(_)
                    | EffectKind::Mancala(MancalaEffect::TurnEnded { .. })
            )
        });
        let morris_handover = matches!(p.action, Action::Morris(_))
            && played.get(k + 1).is_some_and(|n| n.player != p.player);
        if marked || morris_handover {
            turns.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        turns.push(current);
    }
    let last = turns.len().saturating_sub(1);
    turns
        .into_iter()
        .enumerate()
        .map(|(k, played)| PacedTurn {
            played,
            pause_after: PauseSeconds::of(if k < last { TURN_PAUSE } else { 0.0 }),
        })
        .collect()
}
