//! Uniformly random playouts: the measure of engine speed (`inkomo selfplay`, `cargo bench`)
//! and the driver of the property tests.
//!
//! The random source is a small seeded generator (SplitMix64), so every run is reproducible.

use std::collections::HashSet;

use crate::rules::{Action, ActionList, Game, GameId, Options, Outcome, Player};

/// A small, fast, seeded pseudo-random generator (SplitMix64).
#[derive(Clone, Copy, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// A safety net for the playout loop: no rule set comes near it, and a game that reached it
/// would be reported as unfinished rather than loop forever.
pub const MAX_ACTIONS: usize = 1_000_000;

/// Plays uniformly random actions until the game ends. Returns the outcome (`None` only if
/// [`MAX_ACTIONS`] was reached) and the number of actions played. Allocates nothing.
pub fn random_playout(
    game: &mut Game,
    rng: &mut Rng,
    list: &mut ActionList,
) -> (Option<Outcome>, usize) {
    let mut actions = 0;
    while actions < MAX_ACTIONS {
        if let Some(outcome) = game.outcome() {
            return (Some(outcome), actions);
        }
        // Engines end the game themselves when a player cannot act; finding no action to play
        // is a bug that the property tests catch through the `None` outcome.
        if game.apply_uniform(list, |n| rng.below(n)).is_none() {
            return (None, actions);
        }
        actions += 1;
    }
    (game.outcome(), actions)
}

/// Totals of a series of playouts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Wins of the first player.
    pub first: u64,
    /// Wins of the second player.
    pub second: u64,
    /// Draws.
    pub draws: u64,
    /// Games that did not end (a bug if ever non-zero).
    pub unfinished: u64,
    /// Actions played in all games.
    pub actions: u64,
}

impl Tally {
    /// Counts one finished game.
    pub fn add(&mut self, outcome: Option<Outcome>, actions: usize) {
        self.games += 1;
        self.actions += actions as u64;
        match outcome {
            Some(Outcome::Win {
                winner: Player::First,
                ..
            }) => self.first += 1,
            Some(Outcome::Win {
                winner: Player::Second,
                ..
            }) => self.second += 1,
            Some(Outcome::Draw(_)) => self.draws += 1,
            None => self.unfinished += 1,
        }
    }

    /// Mean actions per game.
    pub fn mean_actions(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.actions as f64 / self.games as f64
        }
    }
}

/// The start of `id` and further positions after `plies` random actions each (seeded with 42),
/// all still running, `count` in all: the fixed search workload of the node benchmark and the
/// instruction-count example.
pub fn search_positions(id: GameId, plies: usize, count: usize) -> Vec<Game> {
    let mut out = vec![Game::with_defaults(id)];
    let mut rng = Rng::new(42);
    let mut list = ActionList::new();
    while out.len() < count {
        let mut g = Game::with_defaults(id);
        for _ in 0..plies {
            g.legal_actions_into(&mut list);
            if list.is_empty() {
                break;
            }
            let a = list[rng.below(list.len())];
            if g.apply_quiet(a).is_err() {
                break;
            }
        }
        if !g.is_over() {
            out.push(g);
        }
    }
    out
}

/// Plays `games` random games of `id` with `options`, seeded by `seed`.
pub fn random_games(id: GameId, options: Options, games: u64, seed: u64) -> Tally {
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    let start = Game::new(id, options);
    let mut tally = Tally::default();
    for _ in 0..games {
        let mut game = start.clone();
        let (outcome, actions) = random_playout(&mut game, &mut rng, &mut list);
        tally.add(outcome, actions);
    }
    tally
}

/// A long game for measurements: `length` actions of `id` from its start, both players
/// playing "peacefully" (seeded by `seed`). At every step they avoid, in this order of
/// preference, actions that end the game, earn a removal or repeat a position, and pick at
/// random among the best left. Random games end long before thousands of actions; these
/// last as long as asked, or `None` if this seed's game ends or gets stuck earlier.
pub fn peaceful_game(id: GameId, seed: u64, length: usize) -> Option<(Game, Vec<Action>)> {
    let start = Game::with_defaults(id);
    let mut game = start.clone();
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut actions = Vec::with_capacity(length);
    let mut best = Vec::new();
    while actions.len() < length {
        let list = game.legal_actions();
        if list.is_empty() {
            return None;
        }
        // Lower is better: 0 quiet and new, 1 repeats a position, 2 earns a removal, 3 ends.
        let mut best_cost = u8::MAX;
        best.clear();
        // Try each action and take it back: a copy of the game would copy its repetition
        // memory, as long as the game in a game without removals.
        let before = game.mark();
        for &action in list.iter() {
            game.apply_quiet(action).ok()?;
            let cost = if game.is_over() {
                3
            } else if game.morris().is_some_and(|m| m.removals_due() > 0) {
                2
            } else if seen.contains(&game.position()) {
                1
            } else {
                0
            };
            game.rewind(&before);
            if cost < best_cost {
                best_cost = cost;
                best.clear();
            }
            if cost == best_cost {
                best.push(action);
            }
        }
        if best_cost == 3 {
            return None;
        }
        let action = best[rng.below(best.len())];
        game.apply_quiet(action).ok()?;
        seen.insert(game.position());
        actions.push(action);
    }
    Some((start, actions))
}

/// A random movement-phase position of the morris rule set `game` under its default
/// options: three to `max` tokens a side (each count drawn uniformly) on random points,
/// none in hand, either side to move. `None` for a mancala rule set, or when the draw is
/// not a legal position (the caller draws again).
pub fn random_endgame(game: GameId, rng: &mut Rng, max: usize) -> Option<Game> {
    let start = Game::with_defaults(game);
    let tokens = usize::from(start.morris()?.in_hand(Player::First));
    let points = start.morris()?.board().point_count();
    let max = max.clamp(3, tokens);
    let counts = [3 + rng.below(max - 2), 3 + rng.below(max - 2)];
    let mut cells = vec!['.'; points];
    for (count, c) in counts.iter().zip(['X', 'O']) {
        let mut placed = 0;
        while placed < *count {
            let p = rng.below(points);
            if cells[p] == '.' {
                cells[p] = c;
                placed += 1;
            }
        }
    }
    let board: String = cells.into_iter().collect();
    let side = if rng.below(2) == 0 { 'X' } else { 'O' };
    let text = format!(
        "{board} {side} hand:0,0 lost:{},{} move",
        tokens.saturating_sub(counts[0]),
        tokens.saturating_sub(counts[1])
    );
    Game::from_position(game, Options::defaults(game), &text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_deterministic_and_in_range() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..1000 {
            let x = a.below(13);
            assert_eq!(x, b.below(13));
            assert!(x < 13);
        }
    }
}
