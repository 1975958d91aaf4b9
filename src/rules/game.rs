//! [`Game`]: one interface over every rule set, as the CLI, records, the AI and the app use it.

use super::mancala::MancalaGame;
use super::morris::MorrisGame;
use super::morris::MorrisPosition;
use super::morris::repetition::{Mark, RepetitionKey};
use super::notation::{self, NotationError};
use super::{
    Action, ActionList, Effect, EffectSink, Family, GameId, IllegalAction, IllegalReason,
    NoEffects, Options, Outcome, Player,
};

/// A game in progress: the rule set, its options and the state.
///
/// A short Isizulu game: Dark makes a line with its third token, the effects say so, and
/// the same player then removes one of Light's tokens.
///
/// ```
/// use inkomo::rules::{EffectKind, Game, GameId, MorrisEffect, Player};
/// use inkomo::rules::morris::Point;
///
/// let point = |name: &str| name.parse::<Point>().unwrap();
/// let mut game = Game::with_defaults(GameId::Isizulu);
/// for token in ["a7", "a4", "d7", "b4"] {
///     let action = game.parse_action(token).unwrap();
///     game.apply(action).unwrap();
/// }
/// let effects = game.apply(game.parse_action("g7").unwrap()).unwrap();
/// let kinds: Vec<EffectKind> = effects.iter().map(|e| e.kind).collect();
/// assert_eq!(
///     kinds[..2],
///     [
///         EffectKind::Morris(MorrisEffect::Placed { player: Player::First, at: point("g7") }),
///         EffectKind::Morris(MorrisEffect::LineFormed {
///             player: Player::First,
///             line: [point("a7"), point("d7"), point("g7")],
///         }),
///     ]
/// );
/// // Every effect names the rule it applies.
/// assert!(effects.iter().all(|e| !e.rule.id.is_empty()));
/// // The capture is a second decision of the same turn: Dark removes a4.
/// assert_eq!(game.to_act(), Player::First);
/// let removal = game.apply(game.parse_action("xa4").unwrap()).unwrap();
/// assert!(matches!(
///     removal[0].kind,
///     EffectKind::Morris(MorrisEffect::Removed { by: Player::First, .. })
/// ));
/// assert_eq!(game.to_act(), Player::Second);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    id: GameId,
    options: Options,
    state: State,
}

/// Where a game stood ([`Game::mark`]), to go back there ([`Game::rewind`]).
#[derive(Clone, Debug)]
pub struct GameMark(MarkState);

#[derive(Clone, Debug)]
enum MarkState {
    Morris((MorrisPosition, Mark)),
    Mancala(MancalaGame),
}

/// The family-specific state.
#[derive(Clone, Debug)]
pub enum State {
    /// Isisuthu, Isizulu, Isipowe.
    Morris(MorrisGame),
    /// Isolo, Igisoro.
    Mancala(MancalaGame),
}

impl Game {
    /// A new game from the rule set's start position.
    pub fn new(id: GameId, options: Options) -> Game {
        debug_assert_eq!(options.game(), id);
        let state = match id.family() {
            Family::Morris => State::Morris(MorrisGame::new(id, &options)),
            Family::Mancala => State::Mancala(MancalaGame::new(id, &options)),
        };
        Game { id, options, state }
    }

    /// A new game with the dossier's default options.
    pub fn with_defaults(id: GameId) -> Game {
        Game::new(id, Options::defaults(id))
    }

    /// A game from a position in the text format of docs/architecture.md, Notation.
    ///
    /// # Errors
    ///
    /// Where the text does not describe a position of this rule set.
    pub fn from_position(id: GameId, options: Options, text: &str) -> Result<Game, NotationError> {
        let state = match id.family() {
            Family::Morris => State::Morris(MorrisGame::from_position(id, &options, text)?),
            Family::Mancala => State::Mancala(MancalaGame::from_position(id, &options, text)?),
        };
        Ok(Game { id, options, state })
    }

    /// The rule set.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The option values.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The family-specific state, for drawing boards.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The morris state, if this is a morris game.
    pub fn morris(&self) -> Option<&MorrisGame> {
        match &self.state {
            State::Morris(g) => Some(g),
            State::Mancala(_) => None,
        }
    }

    /// The mancala state, if this is a mancala game.
    pub fn mancala(&self) -> Option<&MancalaGame> {
        match &self.state {
            State::Mancala(g) => Some(g),
            State::Morris(_) => None,
        }
    }

    /// Who decides next (meaningless once the game is over).
    pub fn to_act(&self) -> Player {
        match &self.state {
            State::Morris(g) => g.to_act(),
            State::Mancala(g) => g.to_act(),
        }
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        match &self.state {
            State::Morris(g) => g.outcome(),
            State::Mancala(g) => g.outcome(),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Fills `out` with every legal action of the player to act (empty once the game is over).
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        if self.is_over() {
            return;
        }
        match &self.state {
            State::Morris(g) => g.legal_actions(out),
            State::Mancala(g) => g.legal_actions(out),
        }
    }

    /// Every legal action of the player to act.
    pub fn legal_actions(&self) -> ActionList {
        let mut out = ActionList::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// Plays, without effects, an action drawn uniformly among the legal actions and returns
    /// it (`None` once the game is over): the same choice as `list[draw(list.len())]` after
    /// [`Game::legal_actions_into`]. `draw(n)` gives a number below `n`, so the rules stay
    /// free of randomness. Morris draws from the legal list and plays the drawn action
    /// unchecked; mancala draws among the candidates and tests only the drawn one against the
    /// lap budget (see [`MancalaGame::apply_uniform`]), which spares Igisoro a simulation of
    /// every move. `list` is scratch space.
    #[inline]
    pub fn apply_uniform(
        &mut self,
        list: &mut ActionList,
        mut draw: impl FnMut(usize) -> usize,
    ) -> Option<Action> {
        let g = match &mut self.state {
            State::Mancala(g) => return g.apply_uniform(list, draw).map(Action::Mancala),
            State::Morris(g) => g,
        };
        list.clear();
        if g.outcome().is_some() {
            return None;
        }
        g.legal_actions(list);
        if list.is_empty() {
            return None;
        }
        let action = list[draw(list.len())];
        // Drawn from the list just made: no need to check it again.
        let Action::Morris(a) = action else {
            return None;
        };
        g.apply_listed(a, &mut NoEffects);
        Some(action)
    }

    /// Where the game stands now, to come back with [`Game::rewind`] after trying actions:
    /// cheaper than a copy of a long morris game, whose repetition memory is only marked.
    pub fn mark(&self) -> GameMark {
        match &self.state {
            State::Morris(g) => GameMark(MarkState::Morris(g.mark())),
            State::Mancala(g) => GameMark(MarkState::Mancala(*g)),
        }
    }

    /// Goes back to `mark`, taken from this same game earlier in the line of play now on
    /// the board.
    pub fn rewind(&mut self, mark: &GameMark) {
        match (&mut self.state, &mark.0) {
            (State::Morris(g), MarkState::Morris(m)) => g.rewind(m),
            (State::Mancala(g), MarkState::Mancala(m)) => *g = *m,
            // A mark of another family: not of this game; nothing to go back to.
            _ => {}
        }
    }

    /// Applies one action and returns its effects in order. On error the game is unchanged.
    ///
    /// # Errors
    ///
    /// Why the rules refuse the action here ([`IllegalAction`]).
    pub fn apply(&mut self, action: Action) -> Result<Vec<Effect>, IllegalAction> {
        let mut effects = Vec::new();
        self.apply_with(action, &mut effects)?;
        Ok(effects)
    }

    /// Applies one action without recording effects (playouts, search).
    ///
    /// # Errors
    ///
    /// As [`Game::apply`].
    #[inline]
    pub fn apply_quiet(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.apply_with(action, &mut NoEffects)
    }

    /// Applies one action, sending its effects to `sink`. On error the game is unchanged.
    ///
    /// # Errors
    ///
    /// As [`Game::apply`].
    pub fn apply_with<S: EffectSink>(
        &mut self,
        action: Action,
        sink: &mut S,
    ) -> Result<(), IllegalAction> {
        let refuse = |reason| IllegalAction { action, reason };
        if self.is_over() {
            return Err(refuse(IllegalReason::GameOver));
        }
        match (&mut self.state, action) {
            (State::Morris(g), Action::Morris(a)) => g.apply(a, sink).map_err(refuse),
            (State::Mancala(g), Action::Mancala(a)) => g.apply(a, sink).map_err(refuse),
            _ => Err(refuse(IllegalReason::WrongFamily)),
        }
    }

    /// The position in the one-line text format of docs/architecture.md, Notation.
    pub fn position(&self) -> String {
        match &self.state {
            State::Morris(g) => g.position(),
            State::Mancala(g) => g.position(),
        }
    }

    /// What the game remembers of earlier positions for the repetition rule (the morris
    /// movement-phase positions since the last removal, oldest first; empty in mancala). Kept
    /// apart, it lets a long game store its positions compactly (see
    /// [`Game::without_repetition_memory`] and [`Game::set_repetition_memory`]).
    pub fn repetition_memory(&self) -> &[RepetitionKey] {
        match &self.state {
            State::Morris(g) => g.history(),
            State::Mancala(_) => &[],
        }
    }

    /// Which repetition window the game is in (see [`MorrisGame::history_window`]; 0 in
    /// mancala): where a later game of the same line of play has the same number, its
    /// [`Game::repetition_memory`] continues this one's, so a log of them can share entries.
    pub fn repetition_window(&self) -> u64 {
        match &self.state {
            State::Morris(g) => g.history_window(),
            State::Mancala(_) => 0,
        }
    }

    /// This game without its repetition memory (a copy kept aside, whose memory is stored
    /// elsewhere): no copy of the memory is made.
    pub fn without_repetition_memory(&self) -> Game {
        let state = match &self.state {
            State::Morris(g) => State::Morris(g.without_history()),
            State::Mancala(g) => State::Mancala(*g),
        };
        Game {
            id: self.id,
            options: self.options,
            state,
        }
    }

    /// Replaces the repetition memory with `keys`, as taken from
    /// [`Game::repetition_memory`] of this same game at this same position. With other keys
    /// the repetition rule would count wrongly; the position itself is untouched.
    pub fn set_repetition_memory(&mut self, keys: &[RepetitionKey]) {
        if let State::Morris(g) = &mut self.state {
            let core = *g.position_core();
            g.restore(&core, keys);
        }
    }

    /// Parses one action in this game's notation.
    ///
    /// # Errors
    ///
    /// Where the text is not an action in this game's notation.
    pub fn parse_action(&self, text: &str) -> Result<Action, NotationError> {
        notation::parse_action(self.id, text)
    }
}
