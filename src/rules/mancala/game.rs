//! The morris game state and its rules (placeholder until the mancala engine lands).

use crate::rules::notation::NotationError;
use crate::rules::options::Options;
use crate::rules::{ActionList, EffectSink, GameId, IllegalReason, Outcome, Player};

use super::MancalaAction;

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
}
