//! The rules of the five games: pure, deterministic, free of I/O and of any screen.
//!
//! Every game is a state plus the actions its players may take (see [`Game`]). An action is
//! one decision by one player; a turn may hold several (the removal after a capture line,
//! ilobolo gifts, Igisoro's take/ndahise and the opponent's ndakubye/keep answer, the direction
//! of a lap that arrives at a reverse pit). [`Game::to_act`] names who decides next.
//!
//! Applying an action reports what happened as an ordered stream of [`Effect`]s, each with the
//! rule it applies ([`RuleRef`]). The app animates and explains these effects; it never
//! re-derives a rule. Hot paths (playouts, search) pass [`NoEffects`] and allocate nothing.

pub mod applied;
pub mod describe;
pub mod game;
pub mod mancala;
pub mod morris;
pub mod notation;
pub mod options;
pub mod setup;
pub mod sources;
pub mod turn;

use std::fmt;

pub use game::{Game, GameMark};
pub use mancala::{MancalaAction, MancalaEffect, MancalaIllegal};
pub use morris::{MorrisAction, MorrisEffect, MorrisIllegal};
pub use options::{OptionError, Options};

/// One of the two players. `First` moves first: X in the morris games, South in mancala.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player who moves first (morris `X`, mancala `S`).
    First,
    /// The player who moves second (morris `O`, mancala `N`).
    Second,
}

impl Player {
    /// Both players, first player first.
    pub const BOTH: [Player; 2] = [Player::First, Player::Second];

    /// The other player.
    #[inline]
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 0 for the first player, 1 for the second: an index into per-player arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The two families of games, which share nothing but this interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Isisuthu, Isizulu, Isipowe: alignment games on a board of points and lines.
    Morris,
    /// Isolo and Igisoro: four-row sowing games.
    Mancala,
}

/// A playable rule set. The Isolo men's game has no reachable source and is therefore not a
/// `GameId`: it appears only in [`catalogue`] as "sources needed".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// Isisuthu: 25 points, orthogonal lines, the centre only inside the inner square, no flying.
    Isisuthu,
    /// Isizulu: 24 points with diagonal lines, ilobolo, flying at three.
    Isizulu,
    /// Isipowe: Isizulu's rules on the 24-point board without diagonals.
    Isipowe,
    /// Isolo of the Sukuma, the women's game.
    IsoloWomen,
    /// Isolo of the Sukuma, the boys' game with the ng'hana overture.
    IsoloBoys,
    /// Igisoro of Rwanda and Burundi.
    Igisoro,
}

impl GameId {
    /// Every playable rule set, in the order the picker shows them.
    pub const ALL: [GameId; 6] = [
        GameId::Isisuthu,
        GameId::Isizulu,
        GameId::Isipowe,
        GameId::IsoloWomen,
        GameId::IsoloBoys,
        GameId::Igisoro,
    ];

    /// The id used in records, the CLI and file names (`isizulu`, `isolo-boys`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Isisuthu => "isisuthu",
            GameId::Isizulu => "isizulu",
            GameId::Isipowe => "isipowe",
            GameId::IsoloWomen => "isolo-women",
            GameId::IsoloBoys => "isolo-boys",
            GameId::Igisoro => "igisoro",
        }
    }

    /// Parses an id as printed by [`GameId::as_str`].
    ///
    /// # Errors
    ///
    /// When the text names no playable rule set.
    pub fn parse(text: &str) -> Result<GameId, UnknownGame> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == text)
            .ok_or_else(|| UnknownGame(text.to_string()))
    }

    /// Which family the game belongs to.
    pub fn family(self) -> Family {
        match self {
            GameId::Isisuthu | GameId::Isizulu | GameId::Isipowe => Family::Morris,
            GameId::IsoloWomen | GameId::IsoloBoys | GameId::Igisoro => Family::Mancala,
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game id that names no playable rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl UnknownGame {
    /// Whether the id names a game of the [`catalogue`] that is listed but not playable (no
    /// reachable source gives its rules), rather than no game at all.
    pub fn is_listed(&self) -> bool {
        catalogue()
            .iter()
            .any(|entry| entry.game.is_none() && entry.id == self.0)
    }
}

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        if self.is_listed() {
            write!(
                f,
                "'{}' is listed but not playable: no reachable source gives its rules",
                self.0
            )
        } else {
            write!(
                f,
                "unknown game '{}': expected one of {}",
                crate::text::echo(&self.0),
                known.join(", ")
            )
        }
    }
}

impl std::error::Error for UnknownGame {}

/// An entry of the game list: every playable rule set plus the listed-only Isolo men's game.
#[derive(Clone, Copy, Debug)]
pub struct CatalogueEntry {
    /// The id as in records and the CLI.
    pub id: &'static str,
    /// The playable rule set, or `None` for a game that is listed but has no sourced rules.
    pub game: Option<GameId>,
    /// The people and region the game belongs to (English; the UI translates by `id`).
    pub people: &'static str,
    /// Why an unplayable game is not playable.
    pub status: &'static str,
}

/// The game list: six playable rule sets and the Isolo men's game, marked "sources needed".
pub fn catalogue() -> [CatalogueEntry; 7] {
    let entry = |game: GameId, people| CatalogueEntry {
        id: game.as_str(),
        game: Some(game),
        people,
        status: "playable",
    };
    [
        entry(GameId::Isisuthu, "Zulu, South Africa"),
        entry(GameId::Isizulu, "Zulu, South Africa"),
        entry(GameId::Isipowe, "BLAC Foundation variation"),
        entry(GameId::IsoloWomen, "Sukuma, Tanzania"),
        entry(GameId::IsoloBoys, "Sukuma, Tanzania"),
        CatalogueEntry {
            id: "isolo-men",
            game: None,
            people: "Sukuma, Tanzania",
            status: "sources needed: no reachable source gives the men's rules (Popova 1979)",
        },
        entry(GameId::Igisoro, "Rwanda and Burundi"),
    ]
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One player won.
    Win {
        /// The winner.
        winner: Player,
        /// Why the game was won.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if there is one.
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// Morris: the winner has captured ten tokens (or, with gifts counted, the loser is down to
    /// two tokens).
    TenCaptured,
    /// Morris with `blocked_player=loses`: the loser could not move.
    OpponentBlocked,
    /// Mancala: the loser had no legal move at the start of his turn.
    OpponentCannotMove,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// Morris: the same position, same side to move, occurred a third time in the movement phase.
    Repetition,
    /// Morris with `repetition=same_move_thrice`: both players made the same move three times.
    SameMoveThrice,
    /// Morris: both players have three tokens and no capture came within the move limit.
    ThreeVThreeLimit,
    /// Morris: neither player can move (kept for safety; docs/readings.md, M6b).
    NeitherCanMove,
}

/// A reference to the rule an effect applies: a stable id (also the key of its explanation
/// in the language files, `rule-<id>`) and the sources that state it, as a reader knows them.
/// An empty `cites` marks a reading no source states (e.g. the lap cap of endless moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleRef {
    /// Stable snake_case id, e.g. `capture_line`, `ilobolo`, `relay`, `ndakubye`.
    pub id: &'static str,
    /// The sources, each with the place inside it where the source numbers its paragraphs.
    pub cites: &'static [sources::Cite],
}

/// One decision by one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A morris action: place, slide or fly, remove.
    Morris(MorrisAction),
    /// A mancala action: sow from a pit, or one of the in-turn decisions.
    Mancala(MancalaAction),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Morris(a) => write!(f, "{a}"),
            Action::Mancala(a) => write!(f, "{a}"),
        }
    }
}

/// Something that happened, in order, with the rule that made it happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    /// What happened.
    pub kind: EffectKind,
    /// The rule applied.
    pub rule: RuleRef,
}

/// What happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// A morris effect (place, slide, fly, line formed, removal, ilobolo gift, ...).
    Morris(MorrisEffect),
    /// A mancala effect (lift, drop, lap end, capture, ndahise, ...).
    Mancala(MancalaEffect),
    /// A player could not act and passes; the other player acts again.
    Passed(Player),
    /// The game is over.
    GameOver(Outcome),
}

/// Receives the effects of an action as they happen.
///
/// `Vec<Effect>` collects them; [`NoEffects`] drops them at no cost, for playouts and search.
pub trait EffectSink {
    /// Whether effects are wanted at all; engines may skip building them when `false`.
    const ENABLED: bool;
    /// Records one effect.
    fn push(&mut self, kind: EffectKind, rule: RuleRef);
}

impl EffectSink for Vec<Effect> {
    const ENABLED: bool = true;
    #[inline]
    fn push(&mut self, kind: EffectKind, rule: RuleRef) {
        Vec::push(self, Effect { kind, rule });
    }
}

/// An effect sink that keeps nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEffects;

impl EffectSink for NoEffects {
    const ENABLED: bool = false;
    #[inline]
    fn push(&mut self, _kind: EffectKind, _rule: RuleRef) {}
}

/// Why an action was refused. The game is unchanged after a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    /// The refused action.
    pub action: Action,
    /// Why it was refused.
    pub reason: IllegalReason,
}

/// Why an action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The game is already over.
    GameOver,
    /// A morris action for a mancala game or the other way round.
    WrongFamily,
    /// A morris rule refuses it.
    Morris(MorrisIllegal),
    /// A mancala rule refuses it.
    Mancala(MancalaIllegal),
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal action '{}': ", self.action)?;
        match self.reason {
            IllegalReason::GameOver => f.write_str("the game is over"),
            IllegalReason::WrongFamily => {
                f.write_str("this action belongs to the other family of games")
            }
            IllegalReason::Morris(r) => write!(f, "{r}"),
            IllegalReason::Mancala(r) => write!(f, "{r}"),
        }
    }
}

impl std::error::Error for IllegalAction {}

/// A fixed-capacity list of actions, so that generating moves never allocates.
#[derive(Clone, Copy)]
pub struct ActionList {
    len: usize,
    items: [Action; ActionList::CAPACITY],
}

impl ActionList {
    /// More than any position of any game can offer (morris flying: 3 × 22; mancala: 2 × 16).
    pub const CAPACITY: usize = 128;

    /// An empty list.
    pub fn new() -> Self {
        ActionList {
            len: 0,
            items: [Action::Mancala(MancalaAction::Take); ActionList::CAPACITY],
        }
    }

    /// Appends an action. Engines never offer more than [`ActionList::CAPACITY`]; a further
    /// push is ignored (and caught by the debug assertion).
    #[inline]
    pub fn push(&mut self, action: Action) {
        debug_assert!(self.len < Self::CAPACITY, "action list overflow");
        if self.len < Self::CAPACITY {
            self.items[self.len] = action;
            self.len += 1;
        }
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends what `fill` writes into the free slots: it gets the unused tail of the list and
    /// returns how many slots it filled from the front. Hot move generators count in a local
    /// variable this way instead of updating the stored length after every action.
    #[inline]
    pub fn fill_with(&mut self, fill: impl FnOnce(&mut [Action]) -> usize) {
        let free = &mut self.items[self.len..];
        let filled = fill(free).min(free.len());
        self.len += filled;
    }

    /// The actions as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len]
    }

    /// How many actions.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the list holds `action`.
    pub fn contains(&self, action: &Action) -> bool {
        self.as_slice().contains(action)
    }

    /// Removes the action at `index` (which must be below [`ActionList::len`]) and puts the
    /// last one in its place.
    #[inline]
    pub fn swap_remove(&mut self, index: usize) -> Action {
        let action = self.items[index];
        self.len -= 1;
        self.items[index] = self.items[self.len];
        action
    }
}

impl Default for ActionList {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for ActionList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl std::ops::Deref for ActionList {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}
