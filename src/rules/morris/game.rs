//! The morris game state and its rules (placeholder until the morris engine lands).

use crate::rules::notation::NotationError;
use crate::rules::options::Options;
use crate::rules::{ActionList, EffectSink, GameId, IllegalReason, Outcome, Player};

use super::{Board, MorrisAction, Phase, Point};

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
    /// The board geometry in use (points, edges, lines).
    pub fn board(&self) -> &Board {
        todo!("morris engine")
    }
    /// Whose token stands on `point`, if any.
    pub fn point(&self, _point: Point) -> Option<Player> {
        todo!("morris engine")
    }
    /// Tokens `player` still has in hand.
    pub fn in_hand(&self, _player: Player) -> u8 {
        todo!("morris engine")
    }
    /// Tokens `player` has lost (captured by the opponent, or given as ilobolo).
    pub fn lost(&self, _player: Player) -> u8 {
        todo!("morris engine")
    }
    /// The current phase.
    pub fn phase(&self) -> Phase {
        todo!("morris engine")
    }
    /// Removals the player to act still owes after a capture line (0 when none is due).
    pub fn removals_due(&self) -> u8 {
        todo!("morris engine")
    }
    /// Whether `player` may fly (three tokens, in a game with flying).
    pub fn can_fly(&self, _player: Player) -> bool {
        todo!("morris engine")
    }
}
