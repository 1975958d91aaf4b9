//! Where a turn ends: the one rule that groups actions into turns, for records, the move
//! list, the replay and the side panel alike.

use super::mancala::Decision;
use super::{Action, Effect, EffectKind, Family, Game, MancalaAction, MancalaEffect, Player};

/// Whether the turn of `actor`, who just played `action` with `effects`, is over in `after`
/// (the game after the action).
///
/// A turn ends when the engine says so (a mancala `TurnEnded`, a pass, the end of the game)
/// or, in the morris games, when the other player is to act. A mancala turn goes on through
/// the opponent's ndakubye/keep answer and the mover's further decisions.
pub fn ends_turn(actor: Player, action: Action, effects: &[Effect], after: &Game) -> bool {
    let marked = effects.iter().any(|e| {
        matches!(
            e.kind,
            EffectKind::Passed(_)
                | EffectKind::GameOver(_)
                | EffectKind::Mancala(MancalaEffect::TurnEnded { .. })
        )
    });
    if marked || after.is_over() {
        return true;
    }
    if after.to_act() == actor {
        return false;
    }
    match after.id().family() {
        Family::Morris => true,
        Family::Mancala => {
            // The hand passes to the opponent only for the ndakubye/keep answer, and back.
            let answering = matches!(
                action,
                Action::Mancala(MancalaAction::Ndakubye | MancalaAction::Keep)
            );
            let asked = after
                .mancala()
                .and_then(|m| m.pending())
                .is_some_and(|d| matches!(d, Decision::NdakubyeOrKeep { .. }));
            !answering && !asked
        }
    }
}
