//! The morris game state and its rules (placeholder until the mancala engine lands).

use crate::rules::notation::NotationError;
use crate::rules::options::Options;
use crate::rules::{ActionList, EffectSink, GameId, IllegalReason, Outcome, Player};

use super::{Decision, LocalPit, MancalaAction, Pit};

/// A mancala game in progress.
#[derive(Clone, Debug)]
pub struct MancalaGame;

impl MancalaGame {
    /// The start position.
    pub fn new(_id: GameId, _options: &Options) -> Self {
        todo!("mancala engine")
    }
    /// A game from a position text.
    pub fn from_position(
        _id: GameId,
        _options: &Options,
        _text: &str,
    ) -> Result<Self, NotationError> {
        todo!("mancala engine")
    }
    /// The position text.
    pub fn position(&self) -> String {
        todo!("mancala engine")
    }
    /// Who decides next.
    pub fn to_act(&self) -> Player {
        todo!("mancala engine")
    }
    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        todo!("mancala engine")
    }
    /// The legal actions.
    pub fn legal_actions(&self, _out: &mut ActionList) {
        todo!("mancala engine")
    }
    /// Applies an action.
    pub fn apply<S: EffectSink>(
        &mut self,
        _a: MancalaAction,
        _sink: &mut S,
    ) -> Result<(), IllegalReason> {
        todo!("mancala engine")
    }
    /// Seeds in every pit, by flat index.
    pub fn pits(&self) -> &[u8; 32] {
        todo!("mancala engine")
    }
    /// Seeds in one pit.
    pub fn seeds(&self, _pit: Pit) -> u8 {
        todo!("mancala engine")
    }
    /// Isolo boys: whether `player` is still in his overture (false in other games).
    pub fn in_overture(&self, _player: Player) -> bool {
        todo!("mancala engine")
    }
    /// The decision the engine waits for, if any (who decides: [`Self::to_act`]).
    pub fn pending(&self) -> Option<Decision> {
        todo!("mancala engine")
    }
    /// Igisoro: the reverse pits in force, in owner's coordinates (empty in Isolo).
    pub fn reverse_pits(&self) -> &'static [LocalPit] {
        todo!("mancala engine")
    }
}
