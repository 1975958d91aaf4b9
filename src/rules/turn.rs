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

/// The number (1-based) of the turn that the next action belongs to after `done` actions
/// whose turn ends are `turn_ends` (as [`ends_turn`] marks them, one flag per action): the
/// turn under way, or the one about to begin. It is the number of the move list's row that
/// holds (or will hold) that action, so a turn whose capture still waits for its removal
/// keeps its number until the removal ends it. The panel, the move list and the replay all
/// count with it.
pub fn turn_number(turn_ends: &[bool], done: usize) -> usize {
    let done = done.min(turn_ends.len());
    1 + turn_ends[..done].iter().filter(|&&ended| ended).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;

    /// The turn ends of `tokens` played from the start of `id`.
    fn ends_of(id: GameId, tokens: &[&str]) -> Vec<bool> {
        let mut game = Game::with_defaults(id);
        let mut ends = Vec::new();
        for token in tokens {
            let actor = game.to_act();
            let action = game.parse_action(token).unwrap();
            let effects = game.apply(action).unwrap();
            ends.push(ends_turn(actor, action, &effects, &game));
        }
        ends
    }

    #[test]
    fn a_pending_removal_stays_in_the_turn_of_its_capture() {
        // Dark's fifth placement makes a line; the removal finishes Dark's fifth turn.
        let ends = ends_of(
            GameId::Isizulu,
            &["a7", "a4", "d7", "b4", "g7", "xa4", "c4"],
        );
        let numbers: Vec<usize> = (0..=ends.len()).map(|d| turn_number(&ends, d)).collect();
        assert_eq!(numbers, [1, 2, 3, 4, 5, 5, 6, 7]);
        // Past the actions kept, the count stays at the turn after the last.
        assert_eq!(turn_number(&ends, 99), 7);
        assert_eq!(turn_number(&[], 0), 1);
    }
}
