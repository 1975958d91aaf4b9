//! What an exercise asks, judged by the engine on a copy of the game.
//!
//! An [`Attempt`] is one try at a Guided or Exercise step: the learner's actions from the
//! step's start, with the engine's replies in between. After each learner turn the goal is
//! judged from the effects and the position ([`Verdict`]); any answer that meets the goal
//! within par passes, not only the authored one.
//!
//! The opponent is deterministic ([`Referee`]): for [`Goal::Win`] the reply that resists
//! longest in a small exact search, otherwise the computer's search at a fixed depth and node
//! budget with seed 0. Nothing here reads a clock, so the verifier sees exactly what the
//! learner will see.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use crate::ai::{self, Settings};
use crate::rules::morris::MorrisEffect;
use crate::rules::turn::ends_turn;
use crate::rules::{
    Action, ActionList, Effect, EffectKind, Game, IllegalAction, MancalaEffect, Player, WinReason,
};
use crate::tables::Value;

/// What a Guided or Exercise step asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The learner's first turn begins with one of these action lists.
    Play(Vec<Vec<Action>>),
    /// Form a capture line (isibhamu).
    Line,
    /// Capture at least this many tokens (morris) or seeds (mancala), added over the step.
    Capture(u32),
    /// End the ng'hana overture (Isolo boys').
    EndOverture,
    /// After a learner turn, the opponent cannot move.
    NoMove,
    /// Win the game against the best defence.
    Win,
    /// One decision: an action as good as the best of an exact search this many plies deep.
    Best(u8),
    /// One turn, retried from a reviewed game: a move the review would mark best or good
    /// (learning from one's own mistakes, [`super::mistake`], judged by [`super::retry`]).
    Improve(Box<super::retry::Retry>),
    /// Endgame trainer: win a position the endgame tables call won, against the perfect
    /// Master (the tables' replies). Every learner turn must keep the win; `par` is the
    /// learner turns of the shortest win (more turns pass, with fewer stars:
    /// [`endgame_stars`]), and [`endgame_turn_limit`] turns without the win fail.
    WinEndgame,
    /// Endgame trainer: hold a position the endgame tables call drawn for `par` learner turns
    /// (or until the game ends drawn) against the perfect Master. A turn that lets the draw
    /// slip to a loss fails at once.
    HoldDraw,
}

impl Goal {
    /// Whether the goal is judged by the endgame tables (the trainer's goals).
    pub fn is_endgame(&self) -> bool {
        matches!(self, Goal::WinEndgame | Goal::HoldDraw)
    }
}

/// A goal with its par: how many learner turns it may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// What is asked.
    pub goal: Goal,
    /// Learner turns allowed (at least 1).
    pub par: u8,
}

/// One action as played on the board, with its effects, for the UI to animate and explain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Who acted.
    pub player: Player,
    /// The action.
    pub action: Action,
    /// Its effects, in order.
    pub effects: Vec<Effect>,
}

/// The judgement after a learner action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The step goes on: the learner acts again (the same turn, or the next one after the
    /// opponent's reply).
    Continue,
    /// The goal is met.
    Pass,
    /// The goal can no longer be met.
    Fail(Failure),
}

/// Why an attempt failed, for the comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// `Play`: not one of the moves asked for.
    NotAccepted,
    /// `Line`: no capture line within `turns` turns.
    NoLine {
        /// The par.
        turns: u8,
    },
    /// `Capture(n)`: too few captured.
    CapturedFew {
        /// Captured.
        got: u32,
        /// Asked for.
        need: u32,
    },
    /// `EndOverture`: the overture goes on.
    OvertureGoesOn,
    /// `NoMove`: the opponent still has moves.
    OpponentCanMove {
        /// How many legal actions he has.
        count: usize,
    },
    /// `Win`: the opponent can escape now.
    NoForcedWin,
    /// `Best`: a better action exists.
    NotBest {
        /// One best action.
        best: Action,
    },
    /// `Improve`: the move is still marked this (an inaccuracy, a mistake or a blunder).
    Worse {
        /// The review's mark of the retried move.
        mark: crate::ai::review::Mark,
    },
    /// `WinEndgame`, `HoldDraw`: the learner's turn made the tables' value worse for him (a
    /// win became a draw or a loss, a draw a loss).
    Slipped {
        /// The value for the learner at the start of his turn.
        from: Value,
        /// The value for the learner after it (a game over counts as won, lost or drawn).
        to: Value,
    },
    /// `WinEndgame`: no win within this many learner turns ([`endgame_turn_limit`]).
    TooLong {
        /// The turns played.
        turns: u8,
    },
}

/// What one learner action led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The learner's action, then any in-turn answers of the opponent (Igisoro ndakubye/keep).
    pub played: Vec<Played>,
    /// The opponent's reply after the learner's turn ended (empty if none was due).
    pub replies: Vec<Played>,
    /// The judgement.
    pub verdict: Verdict,
}

/// The deterministic opponent and judge, with its caches. One per lesson run (or verifier).
#[derive(Debug)]
pub struct Referee {
    replies: HashMap<(u64, bool), Option<Action>>,
    forced: HashMap<(u64, u8, Player), bool>,
    nodes: u64,
    budget: u64,
    exhausted: bool,
    /// Work done over the referee's whole life, refills included (searched nodes, and
    /// [`REPLY_NODES`] for each computer reply searched).
    spent: u64,
    /// The most [`Referee::spent`] may reach (the verifier's total budget of one lesson);
    /// `None`: no total (play, where every try gets a fresh budget).
    allowance: Option<u64>,
    /// Actions deep in the search under way ([`MAX_DEPTH`]).
    depth: u32,
}

impl Default for Referee {
    fn default() -> Self {
        Referee::new()
    }
}

/// The most actions one line of the exact search may hold (all turns together).
pub const MAX_DEPTH: u32 = 120;

/// Depth of the computer's replies (plies) outside `Win` goals.
pub const REPLY_DEPTH: u8 = 3;
/// Node budget of one computer reply.
pub const REPLY_NODES: u64 = 20_000;
/// Node budget of all exact searches of one referee (forced wins, the verifier's search for
/// answers): large enough for par 3, small enough to answer at once.
pub const SEARCH_BUDGET: u64 = 3_000_000;

fn reply_settings(depth: u8) -> Settings {
    Settings {
        table_bits: 14,
        ..Settings::exact(depth.max(1), REPLY_NODES)
    }
}

fn game_hash(game: &Game) -> u64 {
    match (game.morris(), game.mancala()) {
        (Some(m), _) => m.hash(),
        (_, Some(m)) => m.hash(),
        _ => 0,
    }
}

impl Referee {
    /// A referee with empty caches and the full [`SEARCH_BUDGET`].
    pub fn new() -> Referee {
        Referee {
            replies: HashMap::new(),
            forced: HashMap::new(),
            nodes: 0,
            budget: SEARCH_BUDGET,
            exhausted: false,
            spent: 0,
            allowance: None,
            depth: 0,
        }
    }

    /// A referee whose searches and replies together may not go beyond `total` over its
    /// whole life, refills included: the verifier's budget for a whole lesson, so that a
    /// lesson of many costly steps cannot make a check run for minutes. Once over it, every
    /// search answers "no" ([`Referee::exhausted`]) and [`Referee::over_allowance`] says why.
    pub fn with_allowance(total: u64) -> Referee {
        Referee {
            allowance: Some(total),
            ..Referee::new()
        }
    }

    /// Whether the total of [`Referee::with_allowance`] is spent.
    pub fn over_allowance(&self) -> bool {
        self.allowance.is_some_and(|total| self.spent > total)
    }

    /// Whether a search ran out of budget (its answer was then a guess: "no").
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// A fresh budget (the caches stay: they hold exact results only). Called for every new
    /// try, so a long session never runs a later search short.
    pub fn refill(&mut self) {
        self.nodes = 0;
        // A spent total is not refilled.
        self.exhausted = self.over_allowance();
    }

    fn spend(&mut self) -> bool {
        self.nodes += 1;
        self.spent += 1;
        if self.nodes > self.budget || self.over_allowance() {
            self.exhausted = true;
        }
        !self.exhausted
    }

    /// The computer's reply at a fixed depth (cached by position; a fresh table each time, so
    /// the reply never depends on what was searched before).
    pub fn engine_reply(&mut self, game: &Game) -> Option<Action> {
        let key = (game_hash(game), game.is_over());
        if let Some(found) = self.replies.get(&key) {
            return *found;
        }
        // A reply searches up to REPLY_NODES: counted against the total (if any), so that
        // replies alone cannot run a check on for minutes.
        // Past the total, no more searches: the verifier reports the lesson as too costly.
        if self.over_allowance() {
            self.exhausted = true;
            return None;
        }
        self.spent += REPLY_NODES;
        let best = ai::analyse(
            game,
            &reply_settings(REPLY_DEPTH),
            0,
            &AtomicBool::new(false),
        )
        .best
        .filter(|a| game.legal_actions().contains(a));
        self.replies.insert(key, best);
        best
    }

    /// Whether `learner` can force a win within `turns` more of his turns from `game` (who
    /// ever is to act). Exact, memoised; `false` when the budget runs out.
    pub fn forced_win(&mut self, game: &Game, learner: Player, turns: u8) -> bool {
        // A turn of many decisions (an Igisoro sowing asks the direction at every reverse
        // pit, for up to thousands of laps) would recurse beyond the stack: past this depth
        // the answer is unknown, as when the budget runs out.
        if self.depth >= MAX_DEPTH {
            self.exhausted = true;
            return false;
        }
        self.depth += 1;
        let result = self.forced_win_at(game, learner, turns);
        self.depth -= 1;
        result
    }

    fn forced_win_at(&mut self, game: &Game, learner: Player, turns: u8) -> bool {
        if let Some(outcome) = game.outcome() {
            return outcome.winner() == Some(learner);
        }
        if turns == 0 {
            return false;
        }
        let key = (game_hash(game), turns, learner);
        if let Some(known) = self.forced.get(&key) {
            return *known;
        }
        // Where the endgame tables cover the position they are exact: not won for the
        // learner means no forced win at all, and the search below tries the moves in the
        // tables' order, so that a table puzzle of several turns is proved in a few nodes.
        let table = ai::endgame::value_for(game, learner);
        if table.is_some_and(|v| !matches!(v, Value::Win(_))) {
            self.forced.insert(key, false);
            return false;
        }
        let me = game.to_act();
        let mut actions: Vec<Action> = game.legal_actions().iter().copied().collect();
        if table.is_some() {
            order_by_tables(game, learner, &mut actions);
        }
        let mut result = me != learner && !actions.is_empty();
        for &action in &actions {
            if !self.spend() {
                return false;
            }
            let mut next = game.clone();
            let Ok(effects) = next.apply(action) else {
                continue;
            };
            let left = if me == learner && ends_turn(game.to_act(), action, &effects, &next) {
                turns - 1
            } else {
                turns
            };
            let wins = self.forced_win(&next, learner, left);
            if me == learner && wins {
                result = true;
                break;
            }
            if me != learner && !wins {
                result = false;
                break;
            }
        }
        if !self.exhausted {
            self.forced.insert(key, result);
        }
        result
    }

    /// The fewest learner turns (at most `turns`) in which `learner` forces a win, if any.
    pub fn win_distance(&mut self, game: &Game, learner: Player, turns: u8) -> Option<u8> {
        (0..=turns).find(|&k| self.forced_win(game, learner, k))
    }

    /// The defence against a forced win: a reply that escapes if there is one (the computer's
    /// choice when it escapes), else the one that puts the win furthest away.
    pub fn defend(&mut self, game: &Game, learner: Player, turns: u8) -> Option<Action> {
        let actions = game.legal_actions();
        let mut best: Option<(u8, Action)> = None;
        let mut escapes = Vec::new();
        for &action in actions.iter() {
            let mut next = game.clone();
            if next.apply_quiet(action).is_err() {
                continue;
            }
            match self.win_distance(&next, learner, turns) {
                None => escapes.push(action),
                Some(d) => {
                    if best.is_none_or(|(bd, _)| d > bd) {
                        best = Some((d, action));
                    }
                }
            }
        }
        if !escapes.is_empty() {
            let preferred = self.engine_reply(game).filter(|a| escapes.contains(a));
            return preferred.or(escapes.first().copied());
        }
        best.map(|(_, a)| a).or_else(|| actions.first().copied())
    }

    /// Each legal action of the player to act in `game`, scored from his view by an exact
    /// search `plies` deep (the action itself is the first ply).
    pub fn scored_actions(&mut self, game: &Game, plies: u8) -> Vec<(Action, i32)> {
        let me = game.to_act();
        let settings = reply_settings(plies.saturating_sub(1));
        // One search of up to REPLY_NODES per action, counted against the total (if any).
        // Past the total, no more searches: the verifier reports the lesson as too costly.
        if self.over_allowance() {
            self.exhausted = true;
            return Vec::new();
        }
        let actions = game.legal_actions();
        self.spent += REPLY_NODES * actions.len() as u64;
        actions
            .iter()
            .filter_map(|&action| {
                let mut next = game.clone();
                next.apply_quiet(action).ok()?;
                let score = match next.outcome() {
                    Some(o) => match o.winner() {
                        Some(w) if w == me => ai::search::WIN,
                        Some(_) => -ai::search::WIN,
                        None => 0,
                    },
                    None => {
                        let s = ai::analyse(&next, &settings, 0, &AtomicBool::new(false)).score;
                        if next.to_act() == me { s } else { -s }
                    }
                };
                Some((action, score))
            })
            .collect()
    }
}

/// Sorts `actions` of the player to act in `game` by what the tables say they are worth to
/// `learner`: the learner's quickest wins first, the opponent's stoutest defences first (an
/// escape, then the longest loss), so the exact search meets its answer early.
fn order_by_tables(game: &Game, learner: Player, actions: &mut [Action]) {
    let worth = |action: &Action| -> i32 {
        let mut next = game.clone();
        if next.apply_quiet(*action).is_err() {
            return 0;
        }
        let value = match next.outcome() {
            Some(o) if o.winner() == Some(learner) => Some(Value::Win(0)),
            Some(o) if o.winner().is_some() => Some(Value::Loss(0)),
            Some(_) => Some(Value::Draw),
            None => ai::endgame::value_for(&next, learner),
        };
        let score = value.map_or(0, Value::score);
        if game.to_act() == learner {
            -score
        } else {
            score
        }
    };
    actions.sort_by_cached_key(worth);
}

/// One try at a Guided or Exercise step.
#[derive(Clone, Debug)]
pub struct Attempt {
    learner: Player,
    game: Game,
    actions: Vec<Action>,
    first_turn: Vec<Action>,
    /// Every action of the first turn, the opponent's in-turn answers included (what an
    /// `Improve` goal judges, as the review cuts turns).
    turn_line: Vec<Action>,
    turns: u8,
    lines: u32,
    captured: u32,
    overture: bool,
    no_move: bool,
    finished: Option<Verdict>,
    /// Endgame goals: the tables' value for the learner at the start of his turn.
    endgame_from: Option<Value>,
}

impl Attempt {
    /// A fresh try from `start`; the learner is the player to act there.
    pub fn new(start: Game) -> Attempt {
        Attempt {
            learner: start.to_act(),
            game: start,
            actions: Vec::new(),
            first_turn: Vec::new(),
            turn_line: Vec::new(),
            turns: 0,
            lines: 0,
            captured: 0,
            overture: false,
            no_move: false,
            finished: None,
            endgame_from: None,
        }
    }

    /// The learner turns completed so far.
    pub fn turns(&self) -> u8 {
        self.turns
    }

    /// The learner.
    pub fn learner(&self) -> Player {
        self.learner
    }

    /// The board now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The learner's actions so far.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The verdict once the attempt is over (passed or failed).
    pub fn finished(&self) -> Option<&Verdict> {
        self.finished.as_ref()
    }

    /// The learner's legal actions now (none once the attempt is over).
    pub fn legal_actions(&self) -> ActionList {
        if self.finished.is_some() || self.game.to_act() != self.learner {
            return ActionList::new();
        }
        self.game.legal_actions()
    }

    /// Plays one learner action, then whatever the engine must answer, and judges.
    pub fn play(
        &mut self,
        task: &Task,
        referee: &mut Referee,
        action: Action,
    ) -> Result<Turn, IllegalAction> {
        if self.finished.is_some() {
            return Err(IllegalAction {
                action,
                reason: crate::rules::IllegalReason::GameOver,
            });
        }
        let before = self.game.clone();
        if task.goal.is_endgame() && self.actions.is_empty() {
            self.endgame_from = endgame_value(&before, self.learner);
        }
        let effects = self.game.apply(action)?;
        self.actions.push(action);
        if self.turns == 0 {
            self.first_turn.push(action);
            self.turn_line.push(action);
        }
        self.note(&effects);
        let mut turn_over = ends_turn(before.to_act(), action, &effects, &self.game);
        let mut played = vec![Played {
            player: self.learner,
            action,
            effects,
        }];

        if let Goal::Best(plies) = task.goal {
            let scored = referee.scored_actions(&before, plies);
            let top = scored.iter().map(|(_, s)| *s).max().unwrap_or(0);
            let mine = scored
                .iter()
                .find(|(a, _)| *a == action)
                .map_or(i32::MIN, |(_, s)| *s);
            let verdict = if mine >= top {
                Verdict::Pass
            } else {
                let best = scored
                    .iter()
                    .find(|(_, s)| *s == top)
                    .map_or(action, |(a, _)| *a);
                Verdict::Fail(Failure::NotBest { best })
            };
            return Ok(self.decided(task, referee, played, verdict));
        }

        // In-turn answers of the opponent (the ndakubye/keep answer in the mover's turn).
        while !turn_over && !self.game.is_over() && self.game.to_act() != self.learner {
            let Some(reply) = self.choose_reply(task, referee) else {
                break;
            };
            let before = self.game.clone();
            let Ok(effects) = self.game.apply(reply) else {
                break;
            };
            self.note(&effects);
            if self.turns == 0 {
                self.turn_line.push(reply);
            }
            turn_over = ends_turn(before.to_act(), reply, &effects, &self.game);
            played.push(Played {
                player: before.to_act(),
                action: reply,
                effects,
            });
        }
        if !turn_over && !self.game.is_over() {
            return Ok(Turn {
                played,
                replies: Vec::new(),
                verdict: Verdict::Continue,
            });
        }

        if let Goal::Improve(retry) = &task.goal {
            let mark = retry.mark(&self.game, self.learner, &self.turn_line);
            let verdict = if super::retry::Retry::passes(mark) {
                Verdict::Pass
            } else {
                Verdict::Fail(Failure::Worse { mark })
            };
            self.turns += 1;
            return Ok(self.decided(task, referee, played, verdict));
        }

        self.turns += 1;
        if task.goal.is_endgame() {
            return Ok(self.endgame_turn(task, referee, played));
        }
        if self.met(task) {
            self.finished = Some(Verdict::Pass);
            return Ok(Turn {
                played,
                replies: Vec::new(),
                verdict: Verdict::Pass,
            });
        }
        let failure = self.failure(task);
        let left = task.par.saturating_sub(self.turns);
        let hopeless = self.game.is_over()
            || matches!(task.goal, Goal::Play(_))
            || left == 0
            || (task.goal == Goal::Win && !referee.forced_win(&self.game, self.learner, left));
        let replies = self.opponent_turn(task, referee);
        if hopeless || self.game.is_over() {
            let verdict = Verdict::Fail(failure);
            self.finished = Some(verdict.clone());
            return Ok(Turn {
                played,
                replies,
                verdict,
            });
        }
        Ok(Turn {
            played,
            replies,
            verdict: Verdict::Continue,
        })
    }

    /// Ends a try decided at once (a `Best` or `Improve` goal): a failed answer is answered,
    /// the opponent's reply showing what it allowed.
    fn decided(
        &mut self,
        task: &Task,
        referee: &mut Referee,
        played: Vec<Played>,
        verdict: Verdict,
    ) -> Turn {
        let replies = if matches!(verdict, Verdict::Fail(_)) {
            self.opponent_turn(task, referee)
        } else {
            Vec::new()
        };
        self.finished = Some(verdict.clone());
        Turn {
            played,
            replies,
            verdict,
        }
    }

    /// The opponent plays until the learner is to act again or the game ends.
    fn opponent_turn(&mut self, task: &Task, referee: &mut Referee) -> Vec<Played> {
        let mut replies = Vec::new();
        while !self.game.is_over() && self.game.to_act() != self.learner {
            let Some(reply) = self.choose_reply(task, referee) else {
                break;
            };
            let player = self.game.to_act();
            let Ok(effects) = self.game.apply(reply) else {
                break;
            };
            replies.push(Played {
                player,
                action: reply,
                effects,
            });
        }
        replies
    }

    fn choose_reply(&self, task: &Task, referee: &mut Referee) -> Option<Action> {
        if task.goal.is_endgame() {
            return master_reply(&self.game)
                .or_else(|| referee.engine_reply(&self.game))
                .or_else(|| self.game.legal_actions().first().copied());
        }
        if task.goal == Goal::Win {
            let left = task.par.saturating_sub(self.turns).max(1);
            referee.defend(&self.game, self.learner, left)
        } else {
            referee
                .engine_reply(&self.game)
                .or_else(|| self.game.legal_actions().first().copied())
        }
    }

    /// Counts what the learner achieved in these effects.
    fn note(&mut self, effects: &[Effect]) {
        let me = self.learner;
        for e in effects {
            match e.kind {
                EffectKind::Morris(MorrisEffect::LineFormed { player, .. }) if player == me => {
                    self.lines += 1
                }
                EffectKind::Morris(MorrisEffect::Removed { by, .. }) if by == me => {
                    self.captured += 1
                }
                EffectKind::Mancala(MancalaEffect::Captured { player, from, .. })
                    if player == me =>
                {
                    self.captured += from.iter().map(|(_, n)| u32::from(*n)).sum::<u32>()
                }
                EffectKind::Mancala(MancalaEffect::OvertureEnded { player }) if player == me => {
                    self.overture = true
                }
                EffectKind::Passed(p) if p != me => self.no_move = true,
                EffectKind::GameOver(crate::rules::Outcome::Win {
                    winner,
                    reason: WinReason::OpponentBlocked | WinReason::OpponentCannotMove,
                }) if winner == me => self.no_move = true,
                _ => {}
            }
        }
    }

    fn met(&self, task: &Task) -> bool {
        match &task.goal {
            Goal::Play(entries) => entries.iter().any(|e| self.first_turn.starts_with(e)),
            Goal::Line => self.lines > 0,
            Goal::Capture(n) => self.captured >= *n,
            Goal::EndOverture => self.overture,
            Goal::NoMove => self.no_move,
            Goal::Win => self.game.outcome().and_then(|o| o.winner()) == Some(self.learner),
            Goal::Best(_) | Goal::Improve(_) | Goal::WinEndgame | Goal::HoldDraw => false,
        }
    }

    fn failure(&self, task: &Task) -> Failure {
        match &task.goal {
            Goal::Play(_) => Failure::NotAccepted,
            Goal::Line => Failure::NoLine { turns: task.par },
            Goal::Capture(n) => Failure::CapturedFew {
                got: self.captured,
                need: *n,
            },
            Goal::EndOverture => Failure::OvertureGoesOn,
            Goal::NoMove => Failure::OpponentCanMove {
                count: if self.game.to_act() != self.learner {
                    self.game.legal_actions().len()
                } else {
                    0
                },
            },
            Goal::Win => Failure::NoForcedWin,
            Goal::Improve(retry) => Failure::Worse { mark: retry.mark },
            Goal::WinEndgame | Goal::HoldDraw => Failure::Slipped {
                from: self.endgame_from.unwrap_or(Value::Draw),
                to: endgame_value(&self.game, self.learner).unwrap_or(Value::Draw),
            },
            Goal::Best(_) => Failure::NotBest {
                best: self
                    .actions
                    .first()
                    .copied()
                    .unwrap_or(Action::Mancala(crate::rules::MancalaAction::Take)),
            },
        }
    }
}

/// The endgame trainer's judge and opponent ([`Goal::WinEndgame`], [`Goal::HoldDraw`]): kept
/// apart from the other goals, which never reach it.
impl Attempt {
    /// Judges a learner turn of an endgame goal by the tables' value for the learner: worse
    /// than at the turn's start fails at once (the reply is played: it shows the point); a
    /// win passes, and so does a draw held for `par` turns or a game ended drawn under
    /// [`Goal::HoldDraw`]. Otherwise the perfect Master replies ([`master_reply`]).
    fn endgame_turn(&mut self, task: &Task, referee: &mut Referee, played: Vec<Played>) -> Turn {
        let learner = self.learner;
        let hold = task.goal == Goal::HoldDraw;
        let from = self.endgame_from;
        let now = endgame_value(&self.game, learner);
        let slipped = |from: Option<Value>, to: Option<Value>| Failure::Slipped {
            from: from.unwrap_or(Value::Draw),
            to: to.unwrap_or(Value::Draw),
        };
        let mut replies = Vec::new();
        let verdict = if let Some(outcome) = self.game.outcome() {
            let winner = outcome.winner();
            if winner == Some(learner) || (hold && winner.is_none()) {
                Verdict::Pass
            } else {
                Verdict::Fail(slipped(from, now))
            }
        } else if let (Some(f), Some(n)) = (from, now)
            && value_rank(n) < value_rank(f)
        {
            replies = self.opponent_turn(task, referee);
            Verdict::Fail(slipped(from, now))
        } else if hold && self.turns >= task.par {
            Verdict::Pass
        } else {
            replies = self.opponent_turn(task, referee);
            let after = endgame_value(&self.game, learner);
            match self.game.outcome() {
                Some(o) if o.winner() == Some(learner) || (hold && o.winner().is_none()) => {
                    Verdict::Pass
                }
                Some(_) => Verdict::Fail(slipped(from, after)),
                None if !hold && self.turns >= endgame_turn_limit(task.par) => {
                    Verdict::Fail(Failure::TooLong { turns: self.turns })
                }
                None => {
                    self.endgame_from = after.or(from);
                    Verdict::Continue
                }
            }
        };
        if verdict != Verdict::Continue {
            self.finished = Some(verdict.clone());
        }
        Turn {
            played,
            replies,
            verdict,
        }
    }
}

/// Orders values by result only: a win above a draw above a loss, whatever the distance.
fn value_rank(value: Value) -> u8 {
    match value {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}

/// The value of `game` for `player`: a game over as won, lost or drawn (distance 0), else
/// the installed tables' value with the three-against-three counter applied
/// ([`ai::endgame::value_for`]); `None` outside the tables.
pub fn endgame_value(game: &Game, player: Player) -> Option<Value> {
    match game.outcome() {
        Some(o) => Some(match o.winner() {
            Some(w) if w == player => Value::Win(0),
            Some(_) => Value::Loss(0),
            None => Value::Draw,
        }),
        None => ai::endgame::value_for(game, player),
    }
}

/// The perfect Master's move in `game` from the installed tables: the shortest win, the
/// longest loss, a draw held (counter applied). `None` where the tables do not cover it.
pub fn master_reply(game: &Game) -> Option<Action> {
    ai::endgame::verdict(game).map(|v| v.best)
}

/// The most learner turns a [`Goal::WinEndgame`] of `par` may take before it fails: twice
/// the par and ten more.
pub fn endgame_turn_limit(par: u8) -> u8 {
    par.saturating_mul(2).saturating_add(10)
}

/// The most stars a passed endgame goal earns after `turns` learner turns: a win within par
/// 3, within par and half of it again (at least two turns more) 2, later 1; a draw held 3.
/// Other goals: 3 (their stars come from tries and hints alone).
pub fn endgame_stars(task: &Task, turns: u8) -> u8 {
    if task.goal != Goal::WinEndgame || turns <= task.par {
        return 3;
    }
    let slack = (task.par / 2).max(2);
    if turns <= task.par.saturating_add(slack) {
        2
    } else {
        1
    }
}

/// Whether the learner's `action` from `attempt` keeps an endgame goal: it passes, or the
/// turn ends without a slip (within a turn, some following action of the learner keeps it).
pub fn endgame_keeps(
    attempt: &Attempt,
    task: &Task,
    referee: &mut Referee,
    action: Action,
) -> bool {
    let mut next = attempt.clone();
    let Ok(turn) = next.play(task, referee, action) else {
        return false;
    };
    match turn.verdict {
        Verdict::Pass => true,
        Verdict::Fail(_) => false,
        Verdict::Continue => {
            let mid_turn = turn.replies.is_empty() && next.game().to_act() == next.learner();
            !mid_turn
                || next
                    .legal_actions()
                    .iter()
                    .any(|&a| endgame_keeps(&next, task, referee, a))
        }
    }
}

/// A continuation of `attempt` that passes, searched exhaustively over the learner's actions
/// (the opponent answers as in play). `None` if there is none (or the budget ran out: see
/// [`Referee::exhausted`]).
pub fn find_pass(attempt: &Attempt, task: &Task, referee: &mut Referee) -> Option<Vec<Action>> {
    // A retried turn is judged by a search of the review's budget: trying every answer
    // would take seconds. The review's better move is the passing line known.
    if let Goal::Improve(retry) = &task.goal {
        return retry.line_from(attempt.actions());
    }
    // As deep as the exact search may go, for the same reason.
    if referee.depth >= MAX_DEPTH {
        referee.exhausted = true;
        return None;
    }
    referee.depth += 1;
    let found = find_pass_at(attempt, task, referee);
    referee.depth -= 1;
    found
}

fn find_pass_at(attempt: &Attempt, task: &Task, referee: &mut Referee) -> Option<Vec<Action>> {
    if let Some(v) = attempt.finished() {
        return (*v == Verdict::Pass).then(|| attempt.actions().to_vec());
    }
    for &action in attempt.legal_actions().iter() {
        if !referee.spend() {
            return None;
        }
        let mut next = attempt.clone();
        let Ok(turn) = next.play(task, referee, action) else {
            continue;
        };
        match turn.verdict {
            Verdict::Pass => return Some(next.actions().to_vec()),
            Verdict::Fail(_) => {}
            Verdict::Continue => {
                if let Some(found) = find_pass(&next, task, referee) {
                    return Some(found);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameId, Options};

    fn game(id: GameId, position: &str) -> Game {
        Game::from_position(id, Options::defaults(id), position).unwrap()
    }

    fn act(g: &Game, text: &str) -> Action {
        g.parse_action(text).unwrap()
    }

    #[test]
    fn any_line_passes_not_only_the_authored_one() {
        // Z1 of the rules examples: b6 makes a7-b6-c5 on the Isizulu board.
        let start = game(
            GameId::Isizulu,
            "XO.X...........OX...O... X hand:9,9 lost:0,0 place",
        );
        let task = Task {
            goal: Goal::Line,
            par: 1,
        };
        let mut referee = Referee::new();
        let mut a = Attempt::new(start.clone());
        let t = a.play(&task, &mut referee, act(&start, "b6")).unwrap();
        assert_eq!(t.verdict, Verdict::Continue, "the removal is still due");
        let remove = act(a.game(), "xd7");
        let t = a.play(&task, &mut referee, remove).unwrap();
        assert_eq!(t.verdict, Verdict::Pass);
        let mut b = Attempt::new(start.clone());
        let t = b.play(&task, &mut referee, act(&start, "d6")).unwrap();
        assert_eq!(t.verdict, Verdict::Fail(Failure::NoLine { turns: 1 }));
        assert!(!t.replies.is_empty(), "the opponent's answer is played out");
    }

    #[test]
    fn an_endgame_won_late_earns_fewer_stars_and_other_goals_none_fewer() {
        let win = |par| Task {
            goal: Goal::WinEndgame,
            par,
        };
        assert_eq!(endgame_stars(&win(4), 3), 3);
        assert_eq!(endgame_stars(&win(4), 4), 3);
        assert_eq!(endgame_stars(&win(4), 6), 2, "half the par again: two more");
        assert_eq!(endgame_stars(&win(4), 7), 1);
        assert_eq!(endgame_stars(&win(10), 15), 2);
        assert_eq!(endgame_stars(&win(10), 16), 1);
        let hold = Task {
            goal: Goal::HoldDraw,
            par: 10,
        };
        assert_eq!(endgame_stars(&hold, 10), 3);
        let line = Task {
            goal: Goal::Line,
            par: 1,
        };
        assert_eq!(endgame_stars(&line, 9), 3);
        assert_eq!(endgame_turn_limit(4), 18);
        assert!(Goal::WinEndgame.is_endgame() && Goal::HoldDraw.is_endgame());
        assert!(!Goal::Win.is_endgame());
    }

    #[test]
    fn values_rank_by_result_not_distance() {
        assert!(value_rank(Value::Win(90)) > value_rank(Value::Draw));
        assert!(value_rank(Value::Draw) > value_rank(Value::Loss(1)));
        assert_eq!(value_rank(Value::Win(1)), value_rank(Value::Win(50)));
    }
}
