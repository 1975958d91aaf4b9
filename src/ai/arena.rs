//! The arena: computer players (or uniformly random play) against each other, for measuring
//! the levels (`inkomo selfplay --players LEVEL,LEVEL`).
//!
//! The two named players swap seats from game to game: in even games the first named player
//! moves first, in odd games second. Budgets are the levels' arena settings (depth and nodes,
//! no clock), so a run is reproducible for a seed, and the games are independent of each
//! other, so splitting them over threads does not change the result.
//!
//! # Openings (the measuring method)
//!
//! Games start from the rule set's start position, except where that position is decided
//! by force (both Isolo rule sets, see [`default_opening_plies`]) or the match asks for random
//! opening plies. An opening is then a few uniformly random actions, redrawn until the player
//! to act has no forced win or loss within [`BALANCE_DEPTH`] plies ([`is_open`], checked by
//! plain minimax, not by the levels' search). Both games of a pair start from the same
//! opening with the seats swapped.

use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;

use super::Engine;
use super::level::{Level, UnknownLevel};
use super::search::mix;
use crate::rules::{ActionList, Game, GameId, Options, Outcome, Player};
use crate::selfplay::Rng;

/// Actions after which an arena game is abandoned and counted as a draw (mancala has no draw
/// rule, and two careful players may keep a position alive a long time).
pub const MAX_GAME_ACTIONS: usize = 4_000;

/// A player of the arena.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Contestant {
    /// Uniformly random legal actions.
    Random,
    /// The computer at a level, with its arena budget.
    Computer(Level),
    /// The computer at a level, never using the endgame tables (`master-notables`).
    WithoutTables(Level),
}

impl Contestant {
    /// Parses `random`, a level name, or a level name with `-notables` (the level without
    /// the endgame tables).
    ///
    /// # Errors
    ///
    /// When the text names no contestant.
    pub fn parse(text: &str) -> Result<Contestant, UnknownLevel> {
        if text.trim().eq_ignore_ascii_case("random") {
            Ok(Contestant::Random)
        } else if let Some(level) = text.trim().strip_suffix("-notables") {
            Level::parse(level).map(Contestant::WithoutTables)
        } else {
            Level::parse(text).map(Contestant::Computer)
        }
    }

    /// Parses `A,B`: exactly two players.
    ///
    /// # Errors
    ///
    /// The message to print when either side names no contestant.
    pub fn parse_pair(text: &str) -> Result<[Contestant; 2], String> {
        let names: Vec<&str> = text.split(',').collect();
        if names.len() != 2 {
            return Err(format!(
                "--players '{}': expected two players LEVEL,LEVEL (levels: {}, or random)",
                crate::text::echo(text),
                Level::ALL.map(|l| l.as_str()).join(", ")
            ));
        }
        Ok([
            Contestant::parse(names[0]).map_err(|e| format!("--players: {e} (or random)"))?,
            Contestant::parse(names[1]).map_err(|e| format!("--players: {e} (or random)"))?,
        ])
    }
}

impl fmt::Display for Contestant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contestant::Random => f.write_str("random"),
            Contestant::Computer(level) => f.write_str(level.as_str()),
            Contestant::WithoutTables(level) => write!(f, "{level}-notables"),
        }
    }
}

/// Results of a match, counted by named player (not by seat).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchTally {
    /// Games played.
    pub games: u64,
    /// Wins of the first and the second named player.
    pub wins: [u64; 2],
    /// Drawn games (including games abandoned at [`MAX_GAME_ACTIONS`]).
    pub draws: u64,
    /// Games abandoned at [`MAX_GAME_ACTIONS`] (also counted in `draws`).
    pub abandoned: u64,
    /// Actions played in all games.
    pub actions: u64,
    /// Wins of the first named player when he moved first, and when he moved second.
    pub first_wins_by_seat: [u64; 2],
    /// Games that reached a position the installed endgame tables cover: the only games
    /// in which a player with the tables plays otherwise than one without.
    pub reached_tables: u64,
}

impl MatchTally {
    /// Mean actions per game.
    pub fn mean_actions(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.actions as f64 / self.games as f64
        }
    }

    /// Share of decided games won by the first named player (0 when none was decided).
    pub fn first_share(&self) -> f64 {
        let decided = self.wins[0] + self.wins[1];
        if decided == 0 {
            0.0
        } else {
            self.wins[0] as f64 / decided as f64
        }
    }

    fn add(&mut self, other: &MatchTally) {
        self.games += other.games;
        self.wins[0] += other.wins[0];
        self.wins[1] += other.wins[1];
        self.draws += other.draws;
        self.abandoned += other.abandoned;
        self.actions += other.actions;
        self.first_wins_by_seat[0] += other.first_wins_by_seat[0];
        self.first_wins_by_seat[1] += other.first_wins_by_seat[1];
        self.reached_tables += other.reached_tables;
    }
}

/// One seat's player during a game.
enum Seat {
    Random(Rng),
    Computer(Box<Engine>),
}

impl Seat {
    fn new(c: Contestant, id: GameId, seed: u64) -> Seat {
        match c {
            Contestant::Random => Seat::Random(Rng::new(seed)),
            Contestant::Computer(level) => {
                Seat::Computer(Box::new(Engine::new(level.arena_settings_for(id))))
            }
            Contestant::WithoutTables(level) => Seat::Computer(Box::new(Engine::new(
                level.arena_settings_for(id).without_tables(),
            ))),
        }
    }
}

/// Plays one game from `start`; `seats[0]` moves first. Returns the outcome (`None` if it was
/// abandoned) and the number of actions.
pub fn play_game(start: &Game, seats: [Contestant; 2], seed: u64) -> (Option<Outcome>, usize) {
    let id = start.id();
    let mut players = [
        Seat::new(seats[0], id, mix(seed ^ 1)),
        Seat::new(seats[1], id, mix(seed ^ 2)),
    ];
    let played = play_with(start, &mut players, seed);
    (played.outcome, played.actions)
}

/// How a game of the arena went.
struct Played {
    outcome: Option<Outcome>,
    actions: usize,
    /// Whether it reached a position the installed endgame tables cover.
    reached_tables: bool,
}

fn play_with(start: &Game, players: &mut [Seat; 2], seed: u64) -> Played {
    let never = AtomicBool::new(false);
    let mut game = start.clone();
    let mut list = ActionList::new();
    let mut actions = 0;
    let mut reached_tables = false;
    let played = |outcome, actions, reached_tables| Played {
        outcome,
        actions,
        reached_tables,
    };
    while actions < MAX_GAME_ACTIONS {
        if let Some(outcome) = game.outcome() {
            return played(Some(outcome), actions, reached_tables);
        }
        reached_tables = reached_tables
            || (game.morris().is_some() && super::endgame::position_value(&game).is_some());
        let seat = game.to_act().index();
        let action = match &mut players[seat] {
            Seat::Random(rng) => {
                game.legal_actions_into(&mut list);
                if list.is_empty() {
                    return played(None, actions, reached_tables);
                }
                list[rng.below(list.len())]
            }
            Seat::Computer(engine) => {
                let move_seed = mix(seed ^ ((actions as u64) << 8) ^ seat as u64);
                match engine.think(&game, move_seed, &never).best {
                    Some(a) => a,
                    None => return played(None, actions, reached_tables),
                }
            }
        };
        if game.apply_quiet(action).is_err() {
            // The search only plays legal actions; reaching this would be a bug.
            return played(None, actions, reached_tables);
        }
        actions += 1;
    }
    played(game.outcome(), actions, reached_tables)
}

/// A match: who plays, how many games, and how they start.
#[derive(Clone, Copy, Debug)]
pub struct Match {
    /// The rule set.
    pub id: GameId,
    /// Its options.
    pub options: Options,
    /// The two named players.
    pub players: [Contestant; 2],
    /// Games to play.
    pub games: u64,
    /// Seed of everything random in the match.
    pub seed: u64,
    /// Threads to spread the games over (the result does not depend on it).
    pub threads: usize,
    /// Uniformly random actions played before the players take over, the same for the two
    /// games of a pair (games `2k` and `2k + 1`, seats swapped), redrawn until the position
    /// is open (no forced result within [`BALANCE_DEPTH`] plies for the player to act, see
    /// [`is_open`]). 0: the rule set's default, [`default_opening_plies`] (the start
    /// position itself except for Isolo).
    pub opening_plies: usize,
    /// 0, or each pair of games starts instead from a random movement-phase position with
    /// three to this many tokens a side and none in hand (morris only; the same position for
    /// both seats, redrawn until it is a game not over): where the endgame tables decide
    /// what a player with them plays ([`crate::selfplay::random_endgame`]).
    pub endgame_tokens: usize,
}

/// Plies within which an arena opening must hold no forced result (see [`is_open`]).
pub const BALANCE_DEPTH: u32 = 7;

/// Positions the balance test may visit before it gives up (and accepts the opening as
/// open): enough for the mancala rule sets, where it matters; a morris opening is rarely
/// forced so early.
const BALANCE_NODES: u64 = 1_000_000;

/// The random plies that open each pair of arena games when the match asks for none
/// (`opening_plies == 0`): 0 (the rule set's start position) except for Isolo, whose
/// start positions are decided by force.
///
/// * **Women's game**: the first player wins by force within his first three turns (for
///   example S-i5 captures 24 seeds and leaves North four playable pits), and the move that
///   wins is the largest capture, which every level plays. Random positions a few plies on
///   are mostly decided as well. Each pair of games therefore opens with 4 random plies,
///   redrawn until the player to act has no forced result within [`BALANCE_DEPTH`] plies.
/// * **Boys' game**: South (the first player) has a forced win from the start that the two
///   top levels both find, so every game between them would go to the seat. Each pair opens
///   with one random South move, redrawn until North has no forced result within
///   [`BALANCE_DEPTH`] plies.
///
/// Both games of a pair start from the same opening with the seats swapped, so neither named
/// player profits from it.
pub fn default_opening_plies(id: GameId) -> usize {
    match id {
        GameId::IsoloWomen => 4,
        GameId::IsoloBoys => 1,
        _ => 0,
    }
}

/// Whether the player to act in `game` wins (`Some(true)`) or loses (`Some(false)`) by force
/// within `depth` plies, by plain exhaustive minimax (independent of the search, so that a
/// blind spot of the levels cannot hide a forced result). `None`: neither, or the budget ran
/// out.
pub fn forced_result(game: &Game, depth: u32, budget: &mut u64) -> Option<bool> {
    if let Some(outcome) = game.outcome() {
        return Some(outcome.winner() == Some(game.to_act()));
    }
    if depth == 0 || *budget == 0 {
        return None;
    }
    let me = game.to_act();
    let list = game.legal_actions();
    let mut every_move_loses = true;
    for &action in list.iter() {
        let mut child = game.clone();
        if child.apply_quiet(action).is_err() {
            continue;
        }
        *budget = budget.saturating_sub(1);
        let r = forced_result(&child, depth - 1, budget);
        let mine = if child.to_act() == me {
            r
        } else {
            r.map(|w| !w)
        };
        match mine {
            Some(true) => return Some(true),
            Some(false) => {}
            None => every_move_loses = false,
        }
    }
    if every_move_loses { Some(false) } else { None }
}

/// Whether `game` is a fair arena opening: not over, and no forced result within
/// [`BALANCE_DEPTH`] plies for the player to act.
pub fn is_open(game: &Game) -> bool {
    let mut budget = BALANCE_NODES;
    !game.is_over() && forced_result(game, BALANCE_DEPTH, &mut budget).is_none()
}

/// The start of game pair `pair`: `plies` random actions from `start` (seeded), redrawn until
/// the position is open (see [`is_open`]), or `start`.
fn opening(start: &Game, plies: usize, seed: u64, pair: u64) -> Game {
    if plies == 0 {
        return start.clone();
    }
    let mut list = ActionList::new();
    let mut fallback = None;
    for attempt in 0..1000u64 {
        let mut rng = Rng::new(mix(seed ^ pair.wrapping_mul(0x1F3D_5B79) ^ (attempt << 48)));
        let mut game = start.clone();
        for _ in 0..plies {
            game.legal_actions_into(&mut list);
            if list.is_empty() {
                break;
            }
            if game.apply_quiet(list[rng.below(list.len())]).is_err() {
                break;
            }
        }
        if game.is_over() {
            continue;
        }
        if is_open(&game) {
            return game;
        }
        fallback.get_or_insert(game);
    }
    fallback.unwrap_or_else(|| start.clone())
}

/// A balanced opening of `id` for a new game, as the arena opens its games: from the start
/// position, [`default_opening_plies`] uniformly random actions drawn from `seed`, drawn again
/// until the player to act has no forced win or loss within [`BALANCE_DEPTH`] plies
/// ([`is_open`]). The same seed always gives the same opening. `None` for the rule sets
/// whose start position is not decided by force (every rule set but Isolo's two).
pub fn balanced_opening(id: GameId, options: Options, seed: u64) -> Option<Game> {
    let plies = default_opening_plies(id);
    (plies > 0).then(|| opening(&Game::new(id, options), plies, seed, 0))
}

/// Plays a match: the two named players swap seats from game to game (the first named player
/// moves first in even games). `progress` is called after each game with the tally so far.
pub fn play_match(m: &Match, progress: &(dyn Fn(&MatchTally) + Sync)) -> MatchTally {
    let start = Game::new(m.id, m.options);
    let next = AtomicU64::new(0);
    let total = Mutex::new(MatchTally::default());
    let threads = m.threads.clamp(1, 64);
    let (players, games, seed) = (m.players, m.games, m.seed);
    let plies = match m.opening_plies {
        0 => default_opening_plies(m.id),
        n => n,
    };
    thread::scope(|scope| {
        for _ in 0..threads {
            let (start, next, total) = (&start, &next, &total);
            let spawned =
                thread::Builder::new()
                    .stack_size(8 << 20)
                    .spawn_scoped(scope, move || {
                        // Each thread keeps its own engines; a search never depends on an earlier
                        // one, so which thread plays a game does not matter.
                        let mut seats_by_name = [
                            Seat::new(players[0], m.id, 0),
                            Seat::new(players[1], m.id, 0),
                        ];
                        loop {
                            let g = next.fetch_add(1, Ordering::Relaxed);
                            if g >= games {
                                break;
                            }
                            let game_seed = mix(seed.wrapping_add(g.wrapping_mul(0x9E37)));
                            // Random players draw from a generator of this game only.
                            for (i, s) in seats_by_name.iter_mut().enumerate() {
                                if let Seat::Random(rng) = s {
                                    *rng = Rng::new(mix(game_seed ^ (i as u64 + 11)));
                                }
                            }
                            let begin = match m.endgame_tokens {
                                0 => opening(start, plies, seed, g / 2),
                                max => endgame_start(start, max, seed, g / 2),
                            };
                            let first_named_moves_first = g % 2 == 0;
                            let [a, b] = &mut seats_by_name;
                            let Played {
                                outcome,
                                actions,
                                reached_tables,
                            } = if first_named_moves_first {
                                play_pair(&begin, a, b, game_seed)
                            } else {
                                play_pair(&begin, b, a, game_seed)
                            };
                            let mut one = MatchTally {
                                games: 1,
                                actions: (actions + plies) as u64,
                                reached_tables: u64::from(reached_tables),
                                ..MatchTally::default()
                            };
                            match outcome.map(|o| o.winner()) {
                                Some(Some(winner)) => {
                                    let first_named_won =
                                        (winner == Player::First) == first_named_moves_first;
                                    if first_named_won {
                                        one.wins[0] = 1;
                                        let seat = usize::from(!first_named_moves_first);
                                        one.first_wins_by_seat[seat] = 1;
                                    } else {
                                        one.wins[1] = 1;
                                    }
                                }
                                Some(None) => one.draws = 1,
                                None => {
                                    one.draws = 1;
                                    one.abandoned = 1;
                                }
                            }
                            let mut t = total.lock().unwrap_or_else(|e| e.into_inner());
                            t.add(&one);
                            progress(&t);
                        }
                    });
            if spawned.is_err() {
                eprintln!("inkomo: could not start an arena thread");
            }
        }
    });
    total.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// The start of pair `pair` of an endgame match: a random endgame of three to `max` tokens a
/// side from the match's seed, not over and with a move to play; `start` itself for a
/// mancala rule set (or if a thousand draws give none).
fn endgame_start(start: &Game, max: usize, seed: u64, pair: u64) -> Game {
    let mut rng = Rng::new(mix(seed ^ pair.wrapping_mul(0xE6D5) ^ 0x5EED));
    (0..1000)
        .filter_map(|_| crate::selfplay::random_endgame(start.id(), &mut rng, max))
        .find(|g| !g.is_over() && !g.legal_actions().is_empty())
        .unwrap_or_else(|| start.clone())
}

/// Plays one game with `first` moving first and `second` second (borrowed seats).
fn play_pair(start: &Game, first: &mut Seat, second: &mut Seat, seed: u64) -> Played {
    // Move the seats into an array for the duration of the game, then put them back.
    let mut pair = [
        std::mem::replace(first, Seat::Random(Rng::new(0))),
        std::mem::replace(second, Seat::Random(Rng::new(0))),
    ];
    let result = play_with(start, &mut pair, seed);
    let [a, b] = pair;
    *first = a;
    *second = b;
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_through_the_tables_is_counted_and_one_without_is_not() {
        let id = GameId::Isizulu;
        crate::lesson::puzzle::ensure_tables(id).expect("Isizulu has tables");
        let endgame = Game::from_position(
            id,
            Options::defaults(id),
            "......X.....XX..OO.O.... O hand:0,0 lost:9,9 move",
        )
        .expect("a position");
        let mut seats = [
            Seat::new(Contestant::Random, id, 1),
            Seat::new(Contestant::Random, id, 2),
        ];
        let played = play_with(&endgame, &mut seats, 7);
        assert!(played.reached_tables);
        assert!(played.outcome.is_some());
        let mancala = Game::with_defaults(GameId::Igisoro);
        let mut seats = [
            Seat::new(Contestant::Random, GameId::Igisoro, 1),
            Seat::new(Contestant::Random, GameId::Igisoro, 2),
        ];
        assert!(!play_with(&mancala, &mut seats, 7).reached_tables);
    }

    #[test]
    fn an_endgame_match_starts_every_pair_in_the_same_endgame_of_the_tables() {
        let id = GameId::Isizulu;
        crate::lesson::puzzle::ensure_tables(id).expect("Isizulu has tables");
        let m = Match {
            id,
            options: Options::defaults(id),
            players: [Contestant::Random, Contestant::Random],
            games: 6,
            seed: 3,
            threads: 1,
            opening_plies: 0,
            endgame_tokens: 4,
        };
        let tally = play_match(&m, &|_| {});
        assert_eq!((tally.games, tally.reached_tables), (6, 6));
        let start = Game::with_defaults(id);
        let a = endgame_start(&start, 4, 3, 1);
        assert_eq!(a.position(), endgame_start(&start, 4, 3, 1).position());
        assert_ne!(a.position(), endgame_start(&start, 4, 3, 2).position());
        assert!(a.morris().is_some_and(|m| m.in_hand(Player::First) == 0));
    }
}
