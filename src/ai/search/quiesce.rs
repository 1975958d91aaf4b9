//! The quiescence search that settles morris leaves (see "Quiet leaves" in the parent
//! module): captures only, each followed by its removal, with the option to stand pat.

use super::{CAPTURE_HINT, Ctx, INF, MAX_PLY, Node, Searcher, terminal};

impl Searcher {
    /// Searches only captures (and the decisions they lead to) until the position is quiet,
    /// so that a leaf is never judged in the middle of an exchange. The player to act may
    /// always "stand pat" on the static judgement instead of capturing.
    pub(super) fn quiesce<N: Node>(
        &mut self,
        node: &mut N,
        ctx: &Ctx<'_>,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        captures_left: u8,
    ) -> i32 {
        if let Some(outcome) = node.outcome() {
            return terminal(outcome, node.to_act(), ply);
        }
        if ply >= MAX_PLY - 1 || self.must_stop(ctx) {
            return self.leaf(node, ctx);
        }
        let me = node.to_act();
        let decision = node.in_decision();
        let mut best = -INF;
        if !decision {
            best = self.leaf(node, ctx);
            if best >= beta || captures_left == 0 {
                return best;
            }
            alpha = alpha.max(best);
        }
        node.legal(&mut self.frames[ply].list);
        let len = self.frames[ply].list.len();
        // Captures by their hint; a decision (the removal itself) considers every answer.
        let frame = &mut self.frames[ply];
        let mut n = 0;
        for i in 0..len {
            let h = node.hint(frame.list[i]);
            if decision || h >= CAPTURE_HINT {
                frame.index[n] = i as u8;
                frame.order[n] = h;
                n += 1;
            }
        }
        let left = if decision {
            captures_left
        } else {
            captures_left - 1
        };
        for i in 0..n {
            let frame = &mut self.frames[ply];
            let a = frame.select(i, n);
            if !node.make(ply, a) {
                continue;
            }
            self.nodes += 1;
            let v = if node.to_act() == me {
                self.quiesce(node, ctx, ply + 1, alpha, beta, left)
            } else {
                -self.quiesce(node, ctx, ply + 1, -beta, -alpha, left)
            };
            node.unmake(ply);
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        if best == -INF {
            // A decision none of whose answers could be played: judge the position as it is.
            best = self.leaf(node, ctx);
        }
        best
    }
}
