//! [`History`]: a game as a start and the actions played from it, with a cursor. Live play,
//! the replay, the move list, saving and loading records all keep a game this way, and
//! nothing else replays actions from a start.
//!
//! What is kept per action is small and fixed: the action, who took it and whether it ended
//! the turn ([`crate::rules::turn::ends_turn`]). Positions are not kept per action: every
//! [`CHECKPOINT_EVERY`] actions a checkpoint holds the game, and any other position is
//! rebuilt from the checkpoint before it by replaying at most that many actions without
//! effects. A morris game's repetition memory grows with the game; the checkpoints hold the
//! game without it and share one log of it, each adding only the keys noted since the
//! previous one, so time and memory stay linear in the game's length.
//!
//! Effects are kept only for the turn at the cursor (what the explanation panel and the
//! animation need); any other action's effects are replayed on demand from its checkpoint
//! ([`History::effects`]), which costs at most [`CHECKPOINT_EVERY`] quiet actions. Kept for
//! every action, a long mancala game's effects (one per seed sown) would cost hundreds of
//! megabytes.
//!
//! ```
//! use inkomo::record::History;
//! use inkomo::rules::{Game, GameId};
//!
//! let start = Game::with_defaults(GameId::Isizulu);
//! let mut history = History::new(start.clone());
//! for token in ["a7", "a4", "d7"] {
//!     let action = history.game().parse_action(token).unwrap();
//!     history.play(action).unwrap();
//! }
//! assert_eq!(history.len(), 3);
//! assert_eq!(history.turn_count(), 3);
//! history.jump(1); // back to after the first action; the others stay to redo
//! assert_eq!(history.game().position(), history.game_after(1).position());
//! assert!(history.redo().is_some());
//! history.truncate(); // drop what is after the cursor
//! assert_eq!(history.len(), 2);
//! ```

use std::ops::Range;

use crate::rules::morris::repetition::RepetitionKey;
use crate::rules::turn::ends_turn;
use crate::rules::{Action, Effect, EffectKind, Game, IllegalAction, MorrisEffect, Player};

/// Whether these effects of one action include an ilobolo gift.
fn is_gift(effects: &[Effect]) -> bool {
    effects
        .iter()
        .any(|e| matches!(e.kind, EffectKind::Morris(MorrisEffect::IloboloGift { .. })))
}

/// Actions between two checkpoints: a jump replays at most this many actions.
pub const CHECKPOINT_EVERY: usize = 64;

/// A saved game: the game itself without its repetition memory, which lives in the
/// history's shared log at `keys`.
#[derive(Clone, Debug)]
struct Checkpoint {
    game: Game,
    keys: Range<usize>,
    /// The game's [`Game::repetition_window`].
    window: u64,
}

/// A game's start, the actions played (with who took each and where turns end), and a
/// cursor: the number of actions done. Actions after the cursor are kept until a new action
/// is played there ([`History::play`]) or they are dropped ([`History::truncate`]), so undo
/// and redo are cursor moves.
#[derive(Clone, Debug)]
pub struct History {
    start: Game,
    actions: Vec<Action>,
    actors: Vec<Player>,
    /// Whether the turn of the player who took action `k` was over after it.
    turn_ends: Vec<bool>,
    /// Whether action `k` was an ilobolo gift (a token given, not taken), as its effects
    /// said: the notation writes gifts and removals alike (`xa7`).
    gifts: Vec<bool>,
    cursor: usize,
    /// The game after `cursor` actions.
    game: Game,
    /// `checkpoints[i]`: the game after `i * CHECKPOINT_EVERY` actions, for every such
    /// point up to `actions.len()`.
    checkpoints: Vec<Checkpoint>,
    /// The repetition memories of the checkpoints, each a range of this log; consecutive
    /// checkpoints whose memories continue one another share its entries.
    keys: Vec<RepetitionKey>,
    /// The effects of the actions `recent_from..cursor`: the turn the cursor is in (or has
    /// just finished).
    recent_from: usize,
    recent: Vec<Vec<Effect>>,
}

impl History {
    /// A game at `start` with no action yet (`start` carries the rule set and the options).
    pub fn new(start: Game) -> History {
        let mut history = History {
            game: start.clone(),
            start,
            actions: Vec::new(),
            actors: Vec::new(),
            turn_ends: Vec::new(),
            gifts: Vec::new(),
            cursor: 0,
            checkpoints: Vec::new(),
            keys: Vec::new(),
            recent_from: 0,
            recent: Vec::new(),
        };
        history.push_checkpoint();
        history
    }

    /// Plays `actions` from `start`, the cursor at the end. At an illegal action the history
    /// holds the legal actions before it, and the action's index (0-based) and why it was
    /// refused come back beside it.
    pub fn replay(start: Game, actions: &[Action]) -> (History, Option<(usize, IllegalAction)>) {
        let mut history = History::new(start);
        history.reserve(actions.len());
        let mut scratch = Vec::new();
        for (k, &action) in actions.iter().enumerate() {
            if let Err(e) = history.push(action, &mut scratch) {
                history.jump(history.len());
                return (history, Some((k, e)));
            }
        }
        // The effects of the last turn, for whoever shows the game now.
        history.jump(history.len());
        (history, None)
    }

    fn reserve(&mut self, additional: usize) {
        self.actions.reserve(additional);
        self.actors.reserve(additional);
        self.turn_ends.reserve(additional);
        self.gifts.reserve(additional);
    }

    /// Applies `action` at the cursor (which must be at the end) without keeping its
    /// effects; `scratch` takes them for the turn rule.
    fn push(&mut self, action: Action, scratch: &mut Vec<Effect>) -> Result<(), IllegalAction> {
        debug_assert_eq!(self.cursor, self.actions.len());
        let actor = self.game.to_act();
        scratch.clear();
        self.game.apply_with(action, scratch)?;
        self.turn_ends
            .push(ends_turn(actor, action, scratch, &self.game));
        self.gifts.push(is_gift(scratch));
        self.actions.push(action);
        self.actors.push(actor);
        self.cursor += 1;
        if self.cursor.is_multiple_of(CHECKPOINT_EVERY) {
            self.push_checkpoint();
        }
        Ok(())
    }

    /// Saves the game at the cursor (which stands on the next checkpoint's place): its
    /// position, and only the repetition keys the log does not hold yet.
    fn push_checkpoint(&mut self) {
        let memory = self.game.repetition_memory();
        let window = self.game.repetition_window();
        let start = match self.checkpoints.last() {
            // The same window in the same line of play: the previous memory goes on in this
            // one, so share its entries and log only the keys added since.
            Some(prev)
                if prev.window == window
                    && prev.keys.end == self.keys.len()
                    && memory.len() >= prev.keys.len() =>
            {
                self.keys.extend_from_slice(&memory[prev.keys.len()..]);
                prev.keys.start
            }
            _ => {
                let start = self.keys.len();
                self.keys.extend_from_slice(memory);
                start
            }
        };
        self.checkpoints.push(Checkpoint {
            game: self.game.without_repetition_memory(),
            keys: start..self.keys.len(),
            window,
        });
    }

    /// The game at its start.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The game at the cursor.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Actions done: where the cursor stands (0 = the start).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// How many actions are kept, done or not.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether no action is kept.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// Every action kept, in order (those after the cursor too).
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The actions done: the first [`History::cursor`] actions.
    pub fn played(&self) -> &[Action] {
        &self.actions[..self.cursor]
    }

    /// Action `index` (0-based).
    pub fn action(&self, index: usize) -> Option<Action> {
        self.actions.get(index).copied()
    }

    /// Who took each action kept.
    pub fn actors(&self) -> &[Player] {
        &self.actors
    }

    /// Who took action `index`.
    pub fn player(&self, index: usize) -> Option<Player> {
        self.actors.get(index).copied()
    }

    /// Whether the turn of whoever took action `k` was over after it, for every action kept.
    pub fn turn_ends(&self) -> &[bool] {
        &self.turn_ends
    }

    /// Whether action `index` (0-based) was an ilobolo gift: the player gave one of his own
    /// tokens to the opponent rather than removing one of the opponent's.
    pub fn is_gift(&self, index: usize) -> bool {
        self.gifts.get(index).copied().unwrap_or(false)
    }

    /// Plays `action` at the cursor and returns its effects. Actions after the cursor are
    /// dropped first (a new line of play). On error nothing changes.
    ///
    /// # Errors
    ///
    /// The rules' reason when `action` is not legal at the cursor.
    pub fn play(&mut self, action: Action) -> Result<Vec<Effect>, IllegalAction> {
        let actor = self.game.to_act();
        let begins = self.begins_turn(self.cursor);
        // The engine leaves the game unchanged on error, so nothing changes before this.
        let effects = self.game.apply(action)?;
        self.truncate();
        self.turn_ends
            .push(ends_turn(actor, action, &effects, &self.game));
        self.gifts.push(is_gift(&effects));
        self.actions.push(action);
        self.actors.push(actor);
        self.cursor += 1;
        if self.cursor.is_multiple_of(CHECKPOINT_EVERY) {
            self.push_checkpoint();
        }
        self.note_recent(begins, effects.clone());
        Ok(effects)
    }

    /// Keeps the effects of the action just done (the one before the cursor).
    fn note_recent(&mut self, begins_turn: bool, effects: Vec<Effect>) {
        if begins_turn || self.recent_from + self.recent.len() + 1 != self.cursor {
            self.recent.clear();
            self.recent_from = self.cursor - 1;
        }
        self.recent.push(effects);
    }

    /// Does the next kept action again and returns its effects; `None` at the end.
    pub fn redo(&mut self) -> Option<Vec<Effect>> {
        let action = self.action(self.cursor)?;
        let begins = self.begins_turn(self.cursor);
        // The kept actions were legal where they were played.
        let effects = self.game.apply(action).ok()?;
        self.cursor += 1;
        self.note_recent(begins, effects.clone());
        Some(effects)
    }

    /// Takes back the action before the cursor (it stays, to redo). Returns whether there
    /// was one.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.jump(self.cursor - 1);
        true
    }

    /// Moves the cursor to after `done` actions (clamped to the actions kept).
    pub fn jump(&mut self, done: usize) {
        let done = done.min(self.actions.len());
        let from = self.turn_start(done);
        let mut game = self.game_after(from);
        let mut recent = Vec::with_capacity(done - from);
        for &action in &self.actions[from..done] {
            match game.apply(action) {
                Ok(effects) => recent.push(effects),
                // Cannot happen: the kept actions were legal where they were played.
                Err(_) => break,
            }
        }
        self.game = game;
        self.cursor = from + recent.len();
        self.recent_from = from;
        self.recent = recent;
    }

    /// Drops every action after the cursor.
    pub fn truncate(&mut self) {
        let done = self.cursor;
        if done == self.actions.len() {
            return;
        }
        self.actions.truncate(done);
        self.actors.truncate(done);
        self.turn_ends.truncate(done);
        self.gifts.truncate(done);
        self.checkpoints.truncate(done / CHECKPOINT_EVERY + 1);
        let keys_end = self.checkpoints.last().map_or(0, |c| c.keys.end);
        self.keys.truncate(keys_end);
    }

    /// Drops the actions after the cursor and returns them (to play them again later).
    pub fn split_off(&mut self) -> Vec<Action> {
        let tail = self.actions[self.cursor..].to_vec();
        self.truncate();
        tail
    }

    /// The game after `done` actions (clamped), rebuilt from the checkpoint before it.
    pub fn game_after(&self, done: usize) -> Game {
        let done = done.min(self.actions.len());
        if done == self.cursor {
            return self.game.clone();
        }
        let index = (done / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        let checkpoint = &self.checkpoints[index];
        let mut game = checkpoint.game.clone();
        game.set_repetition_memory(&self.keys[checkpoint.keys.clone()]);
        for &action in &self.actions[index * CHECKPOINT_EVERY..done] {
            // Cannot fail: the kept actions were legal where they were played.
            if game.apply_quiet(action).is_err() {
                break;
            }
        }
        game
    }

    /// The game after every action kept.
    pub fn end(&self) -> Game {
        self.game_after(self.actions.len())
    }

    /// The effects of action `index` (0-based), in order; empty past the end. Kept for the
    /// turn at the cursor, replayed from a checkpoint for any other action.
    pub fn effects(&self, index: usize) -> Vec<Effect> {
        if let Some(effects) = index
            .checked_sub(self.recent_from)
            .and_then(|i| self.recent.get(i))
        {
            return effects.clone();
        }
        let Some(action) = self.action(index) else {
            return Vec::new();
        };
        self.game_after(index).apply(action).unwrap_or_default()
    }

    /// The effects of the turn the cursor is in (or has just finished), action by action.
    pub fn turn_effects(&self) -> impl Iterator<Item = &[Effect]> {
        self.recent.iter().map(Vec::as_slice)
    }

    /// The effects of the action before the cursor.
    pub fn last_effects(&self) -> &[Effect] {
        self.recent.last().map_or(&[], Vec::as_slice)
    }

    /// Whether action `k` begins a turn (the first action, or one after a turn's end).
    pub fn begins_turn(&self, k: usize) -> bool {
        k == 0 || self.turn_ends.get(k - 1).is_none_or(|&ended| ended)
    }

    /// The first action of the turn that holds the action before `done` (0 at the start):
    /// where the turn shown after `done` actions began.
    pub fn turn_start(&self, done: usize) -> usize {
        (0..done).rev().find(|&k| self.begins_turn(k)).unwrap_or(0)
    }

    /// The turns as ranges of action indices, in order; an unfinished last turn ends with
    /// the last action kept.
    pub fn turns(&self) -> impl Iterator<Item = Range<usize>> + '_ {
        let n = self.actions.len();
        (0..n).filter(|&k| self.begins_turn(k)).map(move |start| {
            let end = (start..n).find(|&k| self.turn_ends[k]).map_or(n, |k| k + 1);
            start..end
        })
    }

    /// How many turns the kept actions make.
    pub fn turn_count(&self) -> usize {
        (0..self.actions.len())
            .filter(|&k| self.begins_turn(k))
            .count()
    }

    /// How many turns the actions done have begun.
    pub fn turns_begun(&self) -> usize {
        (0..self.cursor).filter(|&k| self.begins_turn(k)).count()
    }

    /// The number (1-based) of the turn under way, or about to begin, after `done` actions
    /// ([`crate::rules::turn::turn_number`]): the count the side panel, the move list and the
    /// replay show.
    pub fn turn_number(&self, done: usize) -> usize {
        crate::rules::turn::turn_number(&self.turn_ends, done)
    }

    /// The highest [`History::turn_number`] of the kept actions: the last turn played when
    /// the game is over after them (`over_at_end`), else the turn to be played then.
    pub fn turn_total(&self, over_at_end: bool) -> usize {
        let next = self.turn_number(self.len());
        if over_at_end {
            next.saturating_sub(1).max(1)
        } else {
            next
        }
    }

    /// The turn (0-based) that holds action `index`.
    pub fn turn_of(&self, index: usize) -> usize {
        let last = index.min(self.actions.len().saturating_sub(1));
        (0..=last)
            .filter(|&k| self.begins_turn(k))
            .count()
            .saturating_sub(1)
    }

    /// Visits the actions `range` (clamped) in order with the game after each and its
    /// effects: one pass, for printing or drawing a stretch of the game.
    pub fn for_each(&self, range: Range<usize>, mut visit: impl FnMut(usize, &Game, &[Effect])) {
        let end = range.end.min(self.actions.len());
        let begin = range.start.min(end);
        let mut game = self.game_after(begin);
        let mut effects = Vec::new();
        for k in begin..end {
            effects.clear();
            if game.apply_with(self.actions[k], &mut effects).is_err() {
                break;
            }
            visit(k, &game, &effects);
        }
    }

    /// The bytes this history holds on the heap, roughly (for measurements).
    pub fn heap_bytes(&self) -> usize {
        use std::mem::size_of;
        let per_action = size_of::<Action>() + size_of::<Player>() + 2 * size_of::<bool>();
        let recent: usize = self
            .recent
            .iter()
            .map(|e| e.capacity() * size_of::<Effect>())
            .sum();
        self.actions.capacity() * per_action
            + self.checkpoints.capacity() * size_of::<Checkpoint>()
            + self.keys.capacity() * size_of::<RepetitionKey>()
            + self.game.morris().map_or(0, |g| g.history_heap_bytes())
            + recent
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;
    use crate::selfplay::Rng;

    fn random_history(id: GameId, seed: u64, length: usize) -> (History, Vec<Game>) {
        let mut history = History::new(Game::with_defaults(id));
        let mut games = vec![history.game().clone()];
        let mut rng = Rng::new(seed);
        while history.len() < length && !history.game().is_over() {
            let legal = history.game().legal_actions();
            let a = legal[rng.below(legal.len())];
            history.play(a).unwrap();
            games.push(history.game().clone());
        }
        (history, games)
    }

    #[test]
    fn gifts_are_marked_where_the_effects_give_a_token() {
        // From the full board of the ilobolo examples: two gifts, then removals that are not.
        let full = Game::from_position(
            GameId::Isizulu,
            crate::rules::Options::defaults(GameId::Isizulu),
            "XOXXOXXOOXOOXOXOOXOXXOOX X hand:0,0 lost:0,0 ilobolo",
        )
        .unwrap();
        let (mut gifts, mut removals) = (0, 0);
        for seed in 0..20 {
            let mut history = History::new(full.clone());
            let mut rng = Rng::new(seed);
            while history.len() < 60 && !history.game().is_over() {
                let legal = history.game().legal_actions();
                history.play(legal[rng.below(legal.len())]).unwrap();
            }
            let (replayed, error) = History::replay(full.clone(), history.actions());
            assert!(error.is_none());
            for k in 0..history.len() {
                let gives = is_gift(&history.effects(k));
                assert_eq!(history.is_gift(k), gives, "seed {seed} action {k}");
                assert_eq!(
                    replayed.is_gift(k),
                    gives,
                    "replayed, seed {seed} action {k}"
                );
                assert_eq!(
                    gives,
                    k < 2,
                    "seed {seed}: only the first two actions are gifts"
                );
                let removal = matches!(
                    history.action(k),
                    Some(Action::Morris(crate::rules::morris::MorrisAction::Remove(
                        _
                    )))
                );
                removals += usize::from(removal && !gives);
                gifts += usize::from(gives);
            }
        }
        assert_eq!(gifts, 40);
        assert!(removals > 0, "some removals after a line, not gifts");
    }

    #[test]
    fn every_position_rebuilds_as_played() {
        for id in GameId::ALL {
            let (history, games) = random_history(id, 3, 300);
            for (done, game) in games.iter().enumerate() {
                let rebuilt = history.game_after(done);
                assert_eq!(rebuilt.position(), game.position(), "{id} after {done}");
                assert_eq!(rebuilt.repetition_memory(), game.repetition_memory());
            }
        }
    }

    #[test]
    fn jumps_undo_and_redo_reach_the_same_games_and_effects() {
        for id in GameId::ALL {
            let (mut history, games) = random_history(id, 5, 200);
            let n = history.len();
            let effects: Vec<Vec<Effect>> = (0..n).map(|k| history.effects(k)).collect();
            for done in [0, n / 3, n, 1, n.saturating_sub(1), n / 2] {
                history.jump(done);
                assert_eq!(history.cursor(), done);
                assert_eq!(history.game().position(), games[done].position());
                let from = history.turn_start(done);
                let turn: Vec<&[Effect]> = history.turn_effects().collect();
                assert_eq!(turn.len(), done - from, "{id} at {done}");
                for (i, e) in turn.iter().enumerate() {
                    assert_eq!(*e, effects[from + i].as_slice());
                }
            }
            history.jump(0);
            let mut k = 0;
            while let Some(e) = history.redo() {
                assert_eq!(e, effects[k]);
                k += 1;
            }
            assert_eq!(k, n);
            assert!(history.undo());
            assert_eq!(history.game().position(), games[n - 1].position());
        }
    }

    #[test]
    fn playing_after_undo_drops_the_rest_and_the_checkpoints_after_it() {
        let (mut history, games) = random_history(GameId::Isisuthu, 9, 400);
        let cut = 2 * CHECKPOINT_EVERY + 5;
        history.jump(cut);
        let legal = history.game().legal_actions();
        let other = legal
            .iter()
            .copied()
            .find(|&a| Some(a) != history.action(cut))
            .unwrap_or(legal[0]);
        history.play(other).unwrap();
        assert_eq!(history.len(), cut + 1);
        let mut expected = games[cut].clone();
        expected.apply_quiet(other).unwrap();
        assert_eq!(history.game_after(cut + 1).position(), expected.position());
        // Play on past the next checkpoints and check a rebuilt position.
        let mut rng = Rng::new(1);
        while history.len() < 4 * CHECKPOINT_EVERY && !history.game().is_over() {
            let legal = history.game().legal_actions();
            history.play(legal[rng.below(legal.len())]).unwrap();
        }
        let mut walked = history.start().clone();
        for (k, &a) in history.actions().iter().enumerate() {
            walked.apply_quiet(a).unwrap();
            let rebuilt = history.game_after(k + 1);
            assert_eq!(rebuilt.position(), walked.position());
            assert_eq!(rebuilt.repetition_memory(), walked.repetition_memory());
        }
    }

    #[test]
    fn an_illegal_action_changes_nothing_and_stops_a_replay() {
        let (mut history, _) = random_history(GameId::Igisoro, 2, 10);
        history.jump(4);
        let wrong = Action::Morris(crate::rules::MorrisAction::Place(
            crate::rules::morris::Point::new_unchecked(0),
        ));
        assert!(history.play(wrong).is_err());
        assert_eq!((history.cursor(), history.len()), (4, 10));
        let mut actions = history.actions().to_vec();
        actions.insert(6, wrong);
        let (replayed, stop) = History::replay(history.start().clone(), &actions);
        assert_eq!(stop.map(|(k, _)| k), Some(6));
        assert_eq!(replayed.played(), &actions[..6]);
    }

    #[test]
    fn turns_group_the_actions_by_the_turn_rule() {
        let mut history = History::new(Game::with_defaults(GameId::Isizulu));
        for token in ["a7", "a4", "d7", "b4", "g7", "xa4", "c4"] {
            let a = history.game().parse_action(token).unwrap();
            history.play(a).unwrap();
        }
        let turns: Vec<Range<usize>> = history.turns().collect();
        assert_eq!(turns, [0..1, 1..2, 2..3, 3..4, 4..6, 6..7]);
        assert_eq!(history.turn_count(), 6);
        assert_eq!(history.turn_of(5), 4);
        assert_eq!(history.turn_start(6), 4);
        history.jump(6);
        assert_eq!(history.turn_effects().count(), 2);
        assert_eq!(history.turns_begun(), 5);
    }
}
