//! The search shared by both families: iterative deepening, negamax alpha-beta with
//! principal-variation search, a transposition table, and move ordering (table move,
//! tactical moves, killers, history).
//!
//! # Who is to act
//!
//! A ply is one decision, not one turn: the removal after a capture line, an Igisoro
//! take/ndahise or cw/ccw choice, and the opponent's ndakubye answer in the middle of the
//! mover's turn are plies of their own, and a blocked morris player's pass (made by the engine)
//! lets the same player act twice in a row. So the score of a node is always from the view of
//! the player to act *there* ([`Node::to_act`]), and a parent negates a child's score only
//! when the child's player to act is the other player.
//!
//! # Depth
//!
//! A decision in the middle of a turn (see [`Node::in_decision`]) costs no depth while the
//! path's extension allowance lasts: the search never stops to judge a position in which a
//! line has been formed but its removal is not yet chosen, or a capture is on offer.
//!
//! # Quiet leaves
//!
//! Where captures are rare and decisive (morris, [`Node::QUIESCENCE`]), a leaf is settled by
//! a search of captures only, each followed by its removal, with the option to stand pat on
//! the static judgement. Without it, a search of even depth and one of odd depth disagree
//! about who profits from a line that is about to close, and deeper search was not reliably
//! stronger.

mod quiesce;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::level::Settings;
use super::tt::{Bound, NO_MOVE, Table};
use crate::rules::{Action, ActionList, Outcome, Player};
use crate::selfplay::Rng;

/// The deepest path the search follows (plies from the root).
pub const MAX_PLY: usize = 96;

/// Score of a won position at the root; a win `n` plies away scores `WIN - n`.
pub const WIN: i32 = 1_000_000;

/// Scores beyond this are wins or losses found by the search (not evaluations).
const WIN_BOUND: i32 = WIN - 1_000;

/// Larger than every score.
const INF: i32 = WIN + 1;

/// Free (depth-less) decision plies allowed on one path.
const EXTENSIONS: u8 = 6;

/// Captures the quiescence search follows on one path (their decisions are free).
const QUIESCENCE_CAPTURES: u8 = 4;

/// Size of the history table (per player); action codes are folded into it.
const CODES: usize = 1024;

/// A position the search can walk: the family adapters implement it on the engines' states.
pub trait Node {
    /// The Zobrist key of the position (side to act and pending decisions included).
    fn key(&self) -> u64;
    /// Who decides next.
    fn to_act(&self) -> Player;
    /// How the game ended, if it did.
    fn outcome(&self) -> Option<Outcome>;
    /// Fills `out` with the legal actions (replacing its contents).
    fn legal(&self, out: &mut ActionList);
    /// Applies a legal action, remembering how to undo it at `ply`. Returns false (and
    /// changes nothing) if the engine refuses it.
    fn make(&mut self, ply: usize, action: Action) -> bool;
    /// Undoes the action made at `ply`.
    fn unmake(&mut self, ply: usize);
    /// The static judgement of the position, from the view of the player to act.
    fn evaluate(&self) -> i32;
    /// Whether the player to act is in the middle of a turn (removal, Igisoro decision).
    fn in_decision(&self) -> bool;
    /// A static ordering score for `action` here: positive for captures and other forcing
    /// moves (tried first), 0 for quiet moves.
    fn hint(&self, action: Action) -> i32;
    /// Whether `action` captures at once (what a weak player may overlook).
    fn captures(&self, action: Action) -> bool {
        self.hint(action) >= CAPTURE_HINT
    }
    /// Whether leaves are settled by a capture-only search (morris: a capture is rare and
    /// decisive; mancala: nearly every sowing captures, so the full search judges them).
    const QUIESCENCE: bool;
    /// A compact code of `action`, unique among the actions of one position (< 1024 for
    /// the history table; larger codes are folded).
    fn code(action: Action) -> u16;
}

/// Hints at or above this mark a capturing action.
pub const CAPTURE_HINT: i32 = 10_000;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Analysis {
    /// The move to play (`None` only when there is none: the game is over, or the search was
    /// cancelled before it began).
    pub best: Option<Action>,
    /// Its score from the view of the player to act (a morris token is worth 100).
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u8,
    /// Nodes visited (actions applied).
    pub nodes: u64,
    /// Thinking time.
    pub elapsed: Duration,
    /// Whether the cancel flag stopped the search.
    pub cancelled: bool,
    /// The exact value from the endgame tables, when they gave the move (then no search ran).
    pub exact: Option<crate::tables::Value>,
}

impl Analysis {
    /// Whether the score says the player to act wins by force.
    pub fn is_win(&self) -> bool {
        self.score > WIN_BOUND
    }

    /// Whether the score says the player to act loses by force.
    pub fn is_loss(&self) -> bool {
        self.score < -WIN_BOUND
    }
}

/// The limits and character of one search.
struct Ctx<'a> {
    cancel: &'a AtomicBool,
    quiescence: bool,
    deadline: Option<Instant>,
    max_nodes: u64,
    noise: i32,
    seed: u64,
}

/// The moves of one node and their ordering scores, kept per ply so that no node has to
/// build (and fill) a fresh list on the stack.
struct Frame {
    list: ActionList,
    order: [i32; ActionList::CAPACITY],
    index: [u8; ActionList::CAPACITY],
}

impl Frame {
    /// Brings the best-ordered of the candidates `i..n` to place `i` and returns its action:
    /// selection sort one step at a time, since a cut-off often comes after a few moves.
    #[inline]
    fn select(&mut self, i: usize, n: usize) -> Action {
        let mut pick = i;
        for j in i + 1..n {
            if self.order[j] > self.order[pick] {
                pick = j;
            }
        }
        self.order.swap(i, pick);
        self.index.swap(i, pick);
        self.list[self.index[i] as usize]
    }
}

/// The reusable part of a searcher: the tables that make later searches fast.
pub struct Searcher {
    tt: Table,
    frames: Vec<Frame>,
    killers: [[u16; 2]; MAX_PLY],
    history: Vec<[i32; CODES]>,
    nodes: u64,
    stopped: bool,
    cancelled: bool,
}

/// A root move and its score in the last iteration.
#[derive(Clone, Copy)]
struct RootMove {
    action: Action,
    code: u16,
}

impl Searcher {
    /// A searcher with a table of `2^table_bits` entries.
    pub fn new(table_bits: u8) -> Searcher {
        Searcher {
            tt: Table::new(table_bits),
            frames: (0..MAX_PLY)
                .map(|_| Frame {
                    list: ActionList::new(),
                    order: [0; ActionList::CAPACITY],
                    index: [0; ActionList::CAPACITY],
                })
                .collect(),
            killers: [[NO_MOVE; 2]; MAX_PLY],
            history: vec![[0; CODES]; 2],
            nodes: 0,
            stopped: false,
            cancelled: false,
        }
    }

    /// Searches `node` within `settings` and returns the best move found. `seed` drives the
    /// noise and the overlooked captures of weak settings; with the same seed, settings and
    /// position the result is the same unless the time limit or `cancel` stops the search.
    pub fn think<N: Node>(
        &mut self,
        node: &mut N,
        settings: &Settings,
        seed: u64,
        cancel: &AtomicBool,
    ) -> Analysis {
        let start = Instant::now();
        self.tt.new_search();
        self.killers = [[NO_MOVE; 2]; MAX_PLY];
        for h in self.history.iter_mut() {
            h.fill(0);
        }
        self.nodes = 0;
        self.stopped = false;
        self.cancelled = false;
        let ctx = Ctx {
            cancel,
            deadline: settings.max_time.and_then(|t| start.checked_add(t)),
            max_nodes: settings.max_nodes.max(1),
            noise: settings.noise,
            quiescence: settings.quiescence,
            seed: mix(seed ^ 0x005E_ED0F_1A4C),
        };
        let mut result = Analysis {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            cancelled: false,
            exact: None,
        };
        if node.outcome().is_some() || cancel.load(Ordering::Relaxed) {
            result.cancelled = cancel.load(Ordering::Relaxed);
            return result;
        }
        let mut list = ActionList::new();
        node.legal(&mut list);
        let mut rng = Rng::new(mix(seed ^ 0x0B5E_55ED));
        let mut roots = self.root_moves(node, &list, settings.miss_capture, &mut rng);
        if roots.is_empty() {
            return result;
        }
        result.best = Some(roots[0].action);
        if roots.len() > 1 {
            for depth in 1..=settings.max_depth.max(1) {
                let (score, best) = self.root(node, &ctx, &mut roots, i32::from(depth));
                if let Some(i) = best {
                    // Keep the best move in front: it is searched first next time.
                    roots[..=i].rotate_right(1);
                    result.best = Some(roots[0].action);
                    result.score = score;
                }
                if self.stopped {
                    break;
                }
                result.depth = depth;
                if score.abs() > WIN_BOUND {
                    break; // a forced result: deeper search cannot change it
                }
            }
        }
        result.nodes = self.nodes;
        result.elapsed = start.elapsed();
        result.cancelled = self.cancelled;
        result
    }

    /// The root moves in static order, without the captures this player overlooks.
    fn root_moves<N: Node>(
        &self,
        node: &N,
        list: &ActionList,
        miss: f64,
        rng: &mut Rng,
    ) -> Vec<RootMove> {
        let mut scored: Vec<(i32, RootMove)> = list
            .iter()
            .map(|&a| {
                let m = RootMove {
                    action: a,
                    code: N::code(a),
                };
                (node.hint(a), m)
            })
            .collect();
        if miss > 0.0 {
            // Each capture is overlooked on its own chance; never all moves.
            let threshold = (miss.clamp(0.0, 1.0) * f64::from(u32::MAX)) as u64;
            let kept: Vec<(i32, RootMove)> = scored
                .iter()
                .copied()
                .filter(|(_, m)| !node.captures(m.action) || (rng.next_u64() >> 32) >= threshold)
                .collect();
            if !kept.is_empty() {
                scored = kept;
            }
        }
        // Stable: equal hints keep the engine's order, so the result is reproducible.
        scored.sort_by_key(|(h, _)| std::cmp::Reverse(*h));
        scored.into_iter().map(|(_, m)| m).collect()
    }

    /// One iteration at the root. Returns the best score and the index of the best move, if
    /// one was found before the search stopped.
    fn root<N: Node>(
        &mut self,
        node: &mut N,
        ctx: &Ctx<'_>,
        roots: &mut [RootMove],
        depth: i32,
    ) -> (i32, Option<usize>) {
        let me = node.to_act();
        let decision = node.in_decision();
        let (child_depth, ext) = if decision {
            (depth, EXTENSIONS - 1)
        } else {
            (depth - 1, EXTENSIONS)
        };
        let mut alpha = -INF;
        let beta = INF;
        let mut best = None;
        for (i, m) in roots.iter().enumerate() {
            if !node.make(0, m.action) {
                continue;
            }
            self.nodes += 1;
            let same = node.to_act() == me;
            let v = if best.is_none() {
                self.child(node, ctx, same, child_depth, 1, alpha, beta, ext)
            } else {
                let v = self.child(node, ctx, same, child_depth, 1, alpha, alpha + 1, ext);
                if v > alpha && !self.stopped {
                    self.child(node, ctx, same, child_depth, 1, alpha, beta, ext)
                } else {
                    v
                }
            };
            node.unmake(0);
            if self.stopped {
                break;
            }
            if v > alpha || best.is_none() {
                alpha = v.max(alpha);
                best = Some(i);
            }
        }
        if let Some(i) = best {
            let code = roots[i].code;
            self.tt
                .store(node.key(), depth as i8, alpha, Bound::Exact, code);
        }
        (alpha, best)
    }

    /// Searches a child and returns its score from the parent's view.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child<N: Node>(
        &mut self,
        node: &mut N,
        ctx: &Ctx<'_>,
        same: bool,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        ext: u8,
    ) -> i32 {
        if same {
            self.search(node, ctx, depth, ply, alpha, beta, ext)
        } else {
            -self.search(node, ctx, depth, ply, -beta, -alpha, ext)
        }
    }

    /// Whether the search must stop (nodes every time; clock and cancel flag now and then).
    #[inline]
    fn must_stop(&mut self, ctx: &Ctx<'_>) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= ctx.max_nodes {
            self.stopped = true;
        } else if self.nodes & 1023 == 0 {
            if ctx.cancel.load(Ordering::Relaxed) {
                self.stopped = true;
                self.cancelled = true;
            } else if ctx.deadline.is_some_and(|d| Instant::now() >= d) {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// The judgement of a leaf, with this player's noise.
    #[inline]
    fn leaf<N: Node>(&self, node: &N, ctx: &Ctx<'_>) -> i32 {
        let e = node.evaluate();
        if ctx.noise == 0 {
            return e;
        }
        let span = 2 * ctx.noise as u64 + 1;
        let r = (mix(node.key() ^ ctx.seed) % span) as i32 - ctx.noise;
        e + r
    }

    /// Negamax alpha-beta with principal-variation search.
    #[allow(clippy::too_many_arguments)]
    fn search<N: Node>(
        &mut self,
        node: &mut N,
        ctx: &Ctx<'_>,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        ext: u8,
    ) -> i32 {
        if let Some(outcome) = node.outcome() {
            return terminal(outcome, node.to_act(), ply);
        }
        let decision = node.in_decision() && ext > 0;
        if ply >= MAX_PLY - 1 {
            return self.leaf(node, ctx);
        }
        if depth <= 0 && !decision {
            return if N::QUIESCENCE && ctx.quiescence {
                self.quiesce(node, ctx, ply, alpha, beta, QUIESCENCE_CAPTURES)
            } else {
                self.leaf(node, ctx)
            };
        }
        if self.must_stop(ctx) {
            return 0;
        }
        let key = node.key();
        // Fetch the table slot while the moves are generated: the probe then hits the cache.
        self.tt.prefetch(key);
        let me = node.to_act();
        node.legal(&mut self.frames[ply].list);
        if self.frames[ply].list.is_empty() {
            return self.leaf(node, ctx);
        }
        let mut table_move = NO_MOVE;
        if let Some(e) = self.tt.probe(key) {
            table_move = e.code;
            if i32::from(e.depth) >= depth {
                let s = from_table(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                    Bound::None => false,
                };
                if cut {
                    return s;
                }
            }
        }
        let (child_depth, child_ext) = if decision {
            (depth, ext - 1)
        } else {
            (depth - 1, ext)
        };
        let killers = self.killers[ply];
        let history = &self.history[me.index()];
        let frame = &mut self.frames[ply];
        for (i, &a) in frame.list.iter().enumerate() {
            let code = N::code(a);
            frame.index[i] = i as u8;
            frame.order[i] = if code == table_move {
                i32::MAX
            } else {
                let h = node.hint(a);
                if h > 0 {
                    h + 1_000_000
                } else if code == killers[0] {
                    900_000
                } else if code == killers[1] {
                    800_000
                } else {
                    history[code as usize % CODES].min(700_000)
                }
            };
        }
        let len = frame.list.len();
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_code = NO_MOVE;
        let mut searched = 0;
        for i in 0..len {
            let frame = &mut self.frames[ply];
            let a = frame.select(i, len);
            // Quiet: neither the table move nor a tactical move (killers are quiet moves).
            let quiet = frame.order[i] <= 900_000;
            let late = frame.order[i] < 800_000;
            if !node.make(ply, a) {
                continue;
            }
            self.nodes += 1;
            let same = node.to_act() == me;
            let v = if searched == 0 {
                self.child(
                    node,
                    ctx,
                    same,
                    child_depth,
                    ply + 1,
                    alpha,
                    beta,
                    child_ext,
                )
            } else {
                // Late quiet moves of a deep node are first searched one ply shallower.
                let reduce = i32::from(late && searched >= 4 && child_depth >= 3 && !decision);
                let mut v = self.child(
                    node,
                    ctx,
                    same,
                    child_depth - reduce,
                    ply + 1,
                    alpha,
                    alpha + 1,
                    child_ext,
                );
                if v > alpha && reduce > 0 && !self.stopped {
                    v = self.child(
                        node,
                        ctx,
                        same,
                        child_depth,
                        ply + 1,
                        alpha,
                        alpha + 1,
                        child_ext,
                    );
                }
                if v > alpha && v < beta && !self.stopped {
                    v = self.child(
                        node,
                        ctx,
                        same,
                        child_depth,
                        ply + 1,
                        alpha,
                        beta,
                        child_ext,
                    );
                }
                v
            };
            node.unmake(ply);
            if self.stopped {
                return 0;
            }
            searched += 1;
            if v > best {
                best = v;
                best_code = N::code(a);
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        if quiet {
                            self.reward(me, ply, best_code, depth);
                        }
                        break;
                    }
                }
            }
        }
        if searched == 0 {
            return self.leaf(node, ctx);
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_code = if bound == Bound::Upper {
            NO_MOVE
        } else {
            best_code
        };
        self.tt.store(
            key,
            depth.clamp(0, 127) as i8,
            to_table(best, ply),
            bound,
            stored_code,
        );
        best
    }

    /// A quiet move caused a cut-off: remember it as a killer and in the history table.
    fn reward(&mut self, player: Player, ply: usize, code: u16, depth: i32) {
        let k = &mut self.killers[ply];
        if k[0] != code {
            k[1] = k[0];
            k[0] = code;
        }
        let h = &mut self.history[player.index()][code as usize % CODES];
        *h = (*h + depth * depth).min(600_000);
    }
}

/// The score of a finished game from the view of `to_act`, nearer wins scoring higher.
#[inline]
fn terminal(outcome: Outcome, to_act: Player, ply: usize) -> i32 {
    match outcome.winner() {
        None => 0,
        Some(w) if w == to_act => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
    }
}

/// A score as stored in the table: wins relative to the node, not the root.
#[inline]
fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A score read from the table, made relative to the root again.
#[inline]
fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A 64-bit mixing function (the SplitMix64 finaliser).
#[inline]
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests;
