//! The morris game state and its rules (placeholder until the morris engine lands).

use crate::rules::notation::NotationError;
use crate::rules::options::Options;
use crate::rules::{ActionList, EffectSink, GameId, IllegalReason, Outcome, Player};

use super::MorrisAction;

/// A morris game in progress.
#[derive(Clone, Debug)]
pub struct MorrisGame;

impl MorrisGame {
    /// The start position.
    pub fn new(_id: GameId, _options: &Options) -> Self {
        todo!("morris engine")
    }
    /// A game from a position text.
    pub fn from_position(
        _id: GameId,
        _options: &Options,
        _text: &str,
    ) -> Result<Self, NotationError> {
        todo!("morris engine")
    }
    /// The position text.
    pub fn position(&self) -> String {
        todo!("morris engine")
    }
    /// Who decides next.
    pub fn to_act(&self) -> Player {
        todo!("morris engine")
    }
    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        todo!("morris engine")
    }
    /// The legal actions.
    pub fn legal_actions(&self, _out: &mut ActionList) {
        todo!("morris engine")
    }
    /// Applies an action.
    pub fn apply<S: EffectSink>(
        &mut self,
        _a: MorrisAction,
        _sink: &mut S,
    ) -> Result<(), IllegalReason> {
        todo!("morris engine")
    }
}
