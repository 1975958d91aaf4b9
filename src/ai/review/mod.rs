//! The review of a game: every turn judged against the best move, for the move list's marks,
//! the value graph and `inkomo review`.
//!
//! For each turn the position at its start is judged for the player to move (the best value
//! there and the line that keeps it), and so is the move played (the value of the position
//! once the turn is over, seen from the same player); the value lost between the two gives
//! the mark ([`classify()`]). A turn is judged
//!
//! * **by the endgame tables** where they cover the position at its start (morris, movement
//!   phase, three to K tokens a side): both values are exact and the mark says what changed
//!   ("won → drawn");
//! * **by search** everywhere else, with a fixed node budget per position
//!   ([`ReviewSettings`]): the same search as the computer's, without noise, so a review is
//!   the same on every run. A forced result the search proves (a win or loss within its
//!   horizon) is exact too, and said so.
//!
//! A turn is the move list's: an action and the decisions that finish it (the removal after
//! a capture line, Igisoro's take or ndahise and the opponent's answer), grouped by
//! [`crate::rules::turn::ends_turn`]. The best line of a turn follows the best decision at
//! each step until the turn ends, so "the better move" is a whole move ("g7 xd6").
//!
//! Pure: no egui, no clock, no files. The caller gives the tables it has, a cancel flag and
//! a progress callback; [`worker::ReviewJob`] runs it on a thread for the app.

pub mod classify;
pub mod line;
mod turns;
pub mod worker;

use std::sync::atomic::{AtomicBool, Ordering};

use super::level::{Level, Settings};
use super::search::WIN;
use super::{Analysis, Engine};
use crate::rules::{Action, Family, Game, Outcome, Player};
use crate::tables::{Probe, Tables, Value};

pub use classify::{Mark, classify};
pub use turns::{Turn, turns};

/// The node budget of one position at the default setting: about a tenth of a second of
/// search per position on one core, so a 100-move game is reviewed in seconds.
pub const DEFAULT_NODES: u64 = 200_000;

/// A value for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// A searched judgement, in evaluation units (a morris token 100, a mancala seed 20).
    Score(i32),
    /// An exact result: from the tables (distances in moves), a game over, or a forced
    /// result proved by search (distances in decisions).
    Exact(Value),
}

impl Eval {
    /// The value on the search's scale: forced wins beyond any judgement, sooner ones higher.
    pub fn score(self) -> i32 {
        match self {
            Eval::Score(s) => s,
            Eval::Exact(Value::Win(d)) => WIN - i32::from(d),
            Eval::Exact(Value::Loss(d)) => -WIN + i32::from(d),
            Eval::Exact(Value::Draw) => 0,
        }
    }

    /// The same value for the other player.
    pub fn negate(self) -> Eval {
        match self {
            Eval::Score(s) => Eval::Score(-s),
            Eval::Exact(v) => Eval::Exact(v.negate()),
        }
    }

    /// Whether the value is exact.
    pub fn is_exact(self) -> bool {
        matches!(self, Eval::Exact(_))
    }

    /// A forced result `plies` decisions further from where it is seen.
    fn later(self, plies: u16) -> Eval {
        match self {
            Eval::Exact(Value::Win(d)) => Eval::Exact(Value::Win(d.saturating_add(plies))),
            Eval::Exact(Value::Loss(d)) => Eval::Exact(Value::Loss(d.saturating_add(plies))),
            other => other,
        }
    }

    /// The value of a search: its score, or the forced result it proved.
    fn of_search(a: &Analysis) -> Eval {
        let plies = |d: i32| d.clamp(0, i32::from(u16::MAX)) as u16;
        if a.is_win() {
            Eval::Exact(Value::Win(plies(WIN - a.score)))
        } else if a.is_loss() {
            Eval::Exact(Value::Loss(plies(WIN + a.score)))
        } else {
            Eval::Score(a.score)
        }
    }
}

/// Where a turn's values come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The endgame tables: exact.
    Tables,
    /// The search at the review's budget.
    Search,
}

impl Source {
    /// The word of the text form (`tables`, `search`).
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Tables => "tables",
            Source::Search => "search",
        }
    }
}

/// One turn of a reviewed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReview {
    /// The index of the turn's first action in the game.
    pub first: usize,
    /// Who moved.
    pub mover: Player,
    /// The actions of the turn as played.
    pub played: Vec<Action>,
    /// The value of the position at the turn's start for the mover, with best play.
    pub best_value: Eval,
    /// The value of the move played for the mover.
    pub played_value: Eval,
    /// The best line of the turn: the better move when it is not the one played.
    pub best: Vec<Action>,
    /// The mark.
    pub mark: Mark,
    /// Where the values come from.
    pub source: Source,
}

impl TurnReview {
    /// Whether the mark is exact: both values are (the tables, or a forced result found by
    /// search on both sides).
    pub fn is_exact(&self) -> bool {
        self.best_value.is_exact() && self.played_value.is_exact()
    }

    /// The better move, when the move played was not the best line.
    pub fn better(&self) -> Option<&[Action]> {
        (self.mark != Mark::Best && !self.best.is_empty() && self.best != self.played)
            .then_some(self.best.as_slice())
    }
}

/// A reviewed game: its turns in order (all of them, or the first ones of a game that went
/// on after the review).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The node budget of a position.
    pub nodes: u64,
    /// The turns.
    pub turns: Vec<TurnReview>,
}

impl Review {
    /// The value of every position at a turn's start, and of the position after the last
    /// turn, from the first player's side: what the value graph draws.
    pub fn values(&self) -> Vec<Eval> {
        let first = |mover: Player, e: Eval| {
            if mover == Player::First {
                e
            } else {
                e.negate()
            }
        };
        let mut out: Vec<Eval> = self
            .turns
            .iter()
            .map(|t| first(t.mover, t.best_value))
            .collect();
        if let Some(last) = self.turns.last() {
            out.push(first(last.mover, last.played_value));
        }
        out
    }

    /// How many of the first turns were played as reviewed in a game of `actions` (the same
    /// start): after an undo or a game played on, only those marks still belong to it. A
    /// comparison of actions only, cheap enough for every frame.
    pub fn agreeing(&self, actions: &[Action]) -> usize {
        self.turns
            .iter()
            .take_while(|t| actions.get(t.first..t.first + t.played.len()) == Some(&t.played[..]))
            .count()
    }

    /// The review of the first turns that a game of `actions` played as reviewed.
    pub fn prefix_of(&self, actions: &[Action]) -> Review {
        Review {
            nodes: self.nodes,
            turns: self.turns[..self.agreeing(actions)].to_vec(),
        }
    }
}

/// What a review may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewSettings {
    /// The node budget of one position.
    pub nodes: u64,
}

impl Default for ReviewSettings {
    fn default() -> Self {
        ReviewSettings {
            nodes: DEFAULT_NODES,
        }
    }
}

impl ReviewSettings {
    /// The search of one position: the top level's, without noise or clock, at this budget.
    pub fn search(&self, family: Family) -> Settings {
        Settings {
            max_nodes: self.nodes.max(1),
            max_time: None,
            noise: 0,
            miss_capture: 0.0,
            endgame_tables: false,
            ..Level::Master.arena_settings(family)
        }
    }
}

/// A position judged for the player to move: its value and best action, and how deep the
/// search went (0 from the tables).
#[derive(Clone, Copy, Debug)]
struct Judged {
    value: Eval,
    best: Action,
    depth: u8,
}

/// The reviewer of one game.
struct Reviewer<'a> {
    engine: Engine,
    settings: Settings,
    tables: Option<Probe<'a>>,
    cancel: &'a AtomicBool,
}

impl Reviewer<'_> {
    /// The search's judgement of `game` (not over) at the review's budget, no deeper than
    /// `depth` if given; `None` once cancelled.
    fn search_to(&mut self, game: &Game, depth: Option<u8>) -> Option<Judged> {
        let settings = Settings {
            max_depth: depth.unwrap_or(self.settings.max_depth),
            ..self.settings
        };
        let analysis = self.engine.think_with(game, &settings, 0, self.cancel);
        if analysis.cancelled || self.cancel.load(Ordering::Relaxed) {
            return None;
        }
        Some(Judged {
            value: Eval::of_search(&analysis),
            best: analysis.best?,
            depth: analysis.depth,
        })
    }

    /// The search's judgement of `game` at the review's budget.
    fn search(&mut self, game: &Game) -> Option<Judged> {
        self.search_to(game, None)
    }

    /// The tables' judgement of `game`, where they cover it.
    fn table(&self, game: &Game) -> Option<Judged> {
        let v = self.tables.as_ref()?.verdict(game)?;
        Some(Judged {
            value: Eval::Exact(v.value),
            best: v.best,
            depth: 0,
        })
    }

    /// The best line of the turn from `start` (whose best first action is `first`): each
    /// next decision of the turn by `source`. `None` once cancelled.
    fn best_line(&mut self, start: &Game, first: Action, source: Source) -> Option<Vec<Action>> {
        let mut game = start.clone();
        let mut line = vec![first];
        let mut action = first;
        // A turn has a handful of decisions; the bound only guards against an engine slip.
        for _ in 0..16 {
            let actor = game.to_act();
            let Ok(effects) = game.apply(action) else {
                break;
            };
            if crate::rules::turn::ends_turn(actor, action, &effects, &game) {
                return Some(line);
            }
            let next = match source {
                Source::Tables => match self.table(&game) {
                    Some(j) => j,
                    None => self.search(&game)?,
                },
                Source::Search => self.search(&game)?,
            };
            action = next.best;
            line.push(action);
        }
        Some(line)
    }
}

impl Reviewer<'_> {
    /// The bar of the turn that starts at `before`: its best value and line, from the
    /// tables where they cover it, else from the search. `None` once cancelled.
    fn bar(&mut self, before: &Game) -> Option<Bar> {
        let (judged, source) = match self.table(before) {
            Some(j) => (j, Source::Tables),
            None => (self.search(before)?, Source::Search),
        };
        let best = self.best_line(before, judged.best, source)?;
        Some(Bar {
            value: judged.value,
            best,
            depth: judged.depth,
            source,
        })
    }

    /// The value for `mover` of the turn played with `line` from the start of `bar`,
    /// which led to `after`, and its mark. `None` once cancelled.
    fn judge(
        &mut self,
        bar: &Bar,
        after: &Game,
        mover: Player,
        line: &[Action],
    ) -> Option<(Eval, Mark)> {
        let plies = u16::try_from(line.len()).unwrap_or(u16::MAX);
        let same_line = bar.best == line;
        // The move played is searched to the depth the best one was searched to from the
        // turn's start (its first decision took one): two searches of different horizons
        // disagree by more than most inaccuracies lose.
        let depth = bar.depth.saturating_sub(1).max(1);
        let from_tables = (bar.source == Source::Tables)
            .then(|| self.tables.as_ref()?.value_after(after, mover))
            .flatten();
        let played_value = match (from_tables, after.outcome()) {
            // The tables count a game over in moves, as all their values.
            (Some(v), _) => Eval::Exact(v),
            (None, Some(outcome)) => over_value(outcome, mover, plies),
            _ if same_line => bar.value,
            (None, None) => {
                let next = self.search_to(after, Some(depth))?;
                seen_by(after, mover, next.value, plies)
            }
        };
        let family = after.id().family();
        Some((
            played_value,
            classify(family, bar.value, played_value, same_line),
        ))
    }
}

/// What a turn is judged against: the value of the position at its start for the player
/// to move and the line that keeps it, judged as the review judges (the tables, else the
/// search at the review's budget). A learner's retry of a reviewed turn is marked against
/// it by [`judge_turn`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    /// The best value for the player to move.
    pub value: Eval,
    /// The best line of the turn.
    pub best: Vec<Action>,
    /// How deep the search went (0 from the tables): a move is searched to the same
    /// horizon.
    pub depth: u8,
    /// Where the value comes from.
    pub source: Source,
}

/// The bar of the turn that starts at `before` (not over), with `tables` where they cover
/// it; `None` when no move can be played there.
pub fn bar(before: &Game, tables: Option<&Tables>, settings: ReviewSettings) -> Option<Bar> {
    let cancel = AtomicBool::new(false);
    let search = settings.search(before.id().family());
    let mut reviewer = Reviewer {
        engine: Engine::new(search),
        settings: search,
        tables: tables.map(Probe::new),
        cancel: &cancel,
    };
    reviewer.bar(before)
}

/// The value for `mover` and the mark of a turn played with `line` from the start of
/// `bar`, which led to `after`: the mark the review would give it.
pub fn judge_turn(
    bar: &Bar,
    after: &Game,
    mover: Player,
    line: &[Action],
    tables: Option<&Tables>,
    settings: ReviewSettings,
) -> Option<(Eval, Mark)> {
    let cancel = AtomicBool::new(false);
    let search = settings.search(after.id().family());
    let mut reviewer = Reviewer {
        engine: Engine::new(search),
        settings: search,
        tables: tables.map(Probe::new),
        cancel: &cancel,
    };
    reviewer.judge(bar, after, mover, line)
}

/// The value for `mover` of a game over: a win, loss or draw `plies` decisions away.
fn over_value(outcome: Outcome, mover: Player, plies: u16) -> Eval {
    Eval::Exact(match outcome {
        Outcome::Win { winner, .. } if winner == mover => Value::Win(plies),
        Outcome::Win { .. } => Value::Loss(plies),
        Outcome::Draw(_) => Value::Draw,
    })
}

/// Reviews the game played from `start` with `actions`, turn by turn, with `tables` where
/// they cover a position (the caller's: installed, or built for the review). `progress` is
/// told `(turns done, turns in all)` after each turn. `None` when `cancel` was raised.
pub fn review(
    start: &Game,
    actions: &[Action],
    tables: Option<&Tables>,
    settings: ReviewSettings,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<Review> {
    let family = start.id().family();
    let search = settings.search(family);
    let mut reviewer = Reviewer {
        engine: Engine::new(search),
        settings: search,
        tables: tables.map(Probe::new),
        cancel,
    };
    let game_turns = turns(start, actions);
    let total = game_turns.len();
    let mut out = Vec::with_capacity(total);
    for (i, turn) in game_turns.iter().enumerate() {
        let before = &turn.before;
        let mover = turn.mover;
        let bar = reviewer.bar(before)?;
        let after = game_turns
            .get(i + 1)
            .map_or_else(|| turn.after(), |next| next.before.clone());
        let (played_value, mark) = reviewer.judge(&bar, &after, mover, &turn.actions)?;
        out.push(TurnReview {
            first: turn.first,
            mover,
            played: turn.actions.clone(),
            best_value: bar.value,
            played_value,
            mark,
            // A best move needs no better one: the line kept is the move itself, so a
            // review read back from its text is the same.
            best: if mark == Mark::Best {
                turn.actions.clone()
            } else {
                bar.best
            },
            source: bar.source,
        });
        progress(i + 1, total);
    }
    Some(Review {
        nodes: settings.nodes,
        turns: out,
    })
}

/// `value`, the judgement of `after` for its player to move, seen by `mover` at the start
/// of the turn that led there (`plies` decisions before).
fn seen_by(after: &Game, mover: Player, value: Eval, plies: u16) -> Eval {
    let value = value.later(plies);
    if after.to_act() == mover {
        value
    } else {
        value.negate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;

    fn actions(game: &Game, text: &str) -> Vec<Action> {
        let mut g = game.clone();
        text.split_whitespace()
            .map(|t| {
                let a = g.parse_action(t).unwrap();
                g.apply(a).unwrap();
                a
            })
            .collect()
    }

    fn quick() -> ReviewSettings {
        ReviewSettings { nodes: 3_000 }
    }

    #[test]
    fn every_turn_is_marked_and_the_graph_has_one_more_point() {
        let start = Game::with_defaults(GameId::Isizulu);
        let played = actions(&start, "a7 a4 d7 b4 g7 xa4 c4");
        let r = review(
            &start,
            &played,
            None,
            quick(),
            &AtomicBool::new(false),
            &mut |_, _| {},
        )
        .unwrap();
        assert_eq!(r.turns.len(), 6);
        assert_eq!(r.agreeing(&played), 6);
        assert_eq!(r.agreeing(&played[..5]), 4, "the capture's turn is cut");
        assert_eq!(r.prefix_of(&played[..1]).turns.len(), 1);
        assert_eq!(
            r.turns[4].played.len(),
            2,
            "the capture's turn holds its removal"
        );
        assert_eq!(r.values().len(), 7);
        for t in &r.turns {
            assert!(!t.best.is_empty());
            assert_eq!(t.source, Source::Search);
            assert_eq!(t.better().is_none(), t.mark == Mark::Best);
        }
    }

    #[test]
    fn a_cancelled_review_gives_nothing() {
        let start = Game::with_defaults(GameId::IsoloWomen);
        let played = actions(&start, "");
        let cancel = AtomicBool::new(true);
        let legal = start.legal_actions()[0];
        assert!(review(&start, &[legal], None, quick(), &cancel, &mut |_, _| {}).is_none());
        assert!(played.is_empty());
    }

    #[test]
    fn a_game_over_is_exact() {
        assert_eq!(
            over_value(
                Outcome::Win {
                    winner: Player::Second,
                    reason: crate::rules::WinReason::TenCaptured
                },
                Player::Second,
                2
            ),
            Eval::Exact(Value::Win(2))
        );
        assert_eq!(
            Eval::Exact(Value::Win(3)).negate(),
            Eval::Exact(Value::Loss(3))
        );
        assert!(Eval::Exact(Value::Win(3)).score() > Eval::Score(5_000).score());
    }
}
