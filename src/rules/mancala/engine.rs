//! The turn engine shared by Isolo and Igisoro: laps, lap ends (empty, relay, capture),
//! re-sowing, the Igisoro decisions, and the endless-move check
//! (docs/readings.md, Sowing, I8, G12).
//!
//! A turn runs lap after lap until a lap ends in an empty pit, a decision is due (the turn is
//! then suspended in [`Position::turn`]) or the lap cap is reached.
//!
//! **One engine, two boards, any sink.** Every rule is written once, here, generic over the
//! board it sows on ([`Board`]) and over the effect sink. The app plays on the flat board with
//! effects into a `Vec`; playouts, search and legality checks play on the same code with
//! [`NoEffects`] (every effect and its bookkeeping compiles away), on the board in registers
//! ([`Sides`](super::sides::Sides)) wherever it fits (everything but an Isolo boys' overture).
//! A test plays random games of every option set on both boards, with and without effects, and
//! compares them action by action.
//!
//! **Lap budget across decisions.** The cap of [`LAP_CAP`](super::LAP_CAP) (10,000) laps counts
//! every lap of the whole turn: a move, its relays and re-sows, and every lap after each of its
//! decisions ([`TurnState::laps`] carries the count through a suspension). Counting per turn
//! rather than per stretch between decisions matters: a relay loop that keeps passing a
//! reverse pit asks the same direction question again and again, and would never be caught
//! otherwise.
//!
//! **Endless moves** (`endless_move=illegal`, the default). An action (a move or an answer to
//! a decision) is illegal if its sowing exceeds the turn's budget before the turn ends or
//! reaches its next decision; [`viable`] checks this by playing the action on a copy without
//! effects. A player none of whose moves passes the check cannot move and loses. Should every
//! answer to a decision exceed the budget, all of them stay legal and the turn stops at the
//! cap as with `endless_move=end_turn_at_cap` (`EndlessCapped`): a decision can never leave
//! its player without an answer.

use super::board::{I8, NGHANA, facing_inner, facing_outer, outer_behind};
use super::config::{Config, Resow};
use super::igisoro::{captures_allowed, cw_captures};
use super::isolo::capture_test;
use super::position::{Position, TurnState, Wait};
use super::sowing::{Board, Start};
use super::{LapEnd, LiftCause, LocalPit, MancalaAction, MancalaEffect, refs};
use crate::rules::{EffectKind, EffectSink, NoEffects, RuleRef};

/// How far a run got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Run {
    /// A lap ended in an empty pit: the turn is over.
    Ended,
    /// A decision is due; the turn is stored in [`Position::turn`].
    Suspended,
    /// The next lap would exceed the cap ([`super::LAP_CAP`]).
    Capped,
}

/// What the engine does next.
#[derive(Clone, Copy, Debug)]
enum Next<A> {
    /// Lift a pit and sow it.
    Lift { at: A, cause: LiftCause, cw: bool },
    /// Capture at the landing pit; the re-sow direction if already known.
    Capture { dir: Option<bool> },
}

/// What a lap end leads to.
enum Flow<A> {
    /// A plain relay: the landing pit is lifted and sown counter-clockwise.
    Relay,
    Next(Next<A>),
    End,
    Wait(Wait),
}

#[inline(always)]
fn emit<S: EffectSink>(sink: &mut S, effect: MancalaEffect, rule: RuleRef) {
    if S::ENABLED {
        sink.push(EffectKind::Mancala(effect), rule);
    }
}

/// The pit captured seeds are re-sown from.
#[inline(always)]
pub(super) fn resow_from<P: Copy>(cfg: &Config, ts: &TurnState<P>) -> P {
    match cfg.resow {
        Resow::LapStart => ts.lap_start,
        Resow::CapturePit => ts.landing,
        Resow::TurnOrigin => ts.origin,
    }
}

/// The answers to a decision.
pub(super) fn answers(wait: Wait) -> [MancalaAction; 2] {
    match wait {
        Wait::Take => [MancalaAction::Take, MancalaAction::Ndahise],
        Wait::Retreat => [MancalaAction::Ndakubye, MancalaAction::Keep],
        Wait::Direction | Wait::ResowDirection => [MancalaAction::Ccw, MancalaAction::Cw],
    }
}

/// How far an action got ([`act`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Reached {
    /// Where the turn stopped.
    pub run: Run,
    /// The laps the turn has sown by then.
    pub laps: u16,
    /// The suspended turn on `Suspended`, in flat pits; `None` otherwise.
    pub turn: Option<TurnState>,
}

/// Plays one already validated action (a sowing or an answer to the pending decision; not
/// `Arrange`) on `pos` as far as it goes, sowing on a board of type `B`. Returns how far, and
/// the laps the turn has sown by then. On `Suspended` the turn is stored in `pos.turn`;
/// otherwise `pos.turn` is cleared and the caller ends the turn (bookkeeping, `TurnEnded`).
#[inline(always)]
pub(super) fn play<B: Board, S: EffectSink>(
    pos: &mut Position,
    cfg: &Config,
    action: MancalaAction,
    sink: &mut S,
) -> (Run, u16) {
    let mut board = B::load(pos);
    let reached = act(pos, &mut board, cfg, action, sink);
    commit(pos, &board, cfg, action, &reached);
    (reached.run, reached.laps)
}

/// Writes what [`act`] reached with `action` on `board` into `pos`: the board, the suspended
/// turn, the end of an overture.
#[inline(always)]
pub(super) fn commit<B: Board>(
    pos: &mut Position,
    board: &B,
    cfg: &Config,
    action: MancalaAction,
    reached: &Reached,
) {
    if ends_overture(pos, cfg, action) {
        pos.overture[pos.mover.index()] = false;
    }
    pos.turn = reached.turn;
    board.store(&mut pos.pits);
}

/// Isolo boys: whether `action` sows the mover's ng'hana during his overture, which ends it
/// before its lap (docs/readings.md, Boys).
#[inline(always)]
fn ends_overture(pos: &Position, cfg: &Config, action: MancalaAction) -> bool {
    cfg.boys
        && matches!(action, MancalaAction::Sow { pit: NGHANA, .. })
        && pos.overture[pos.mover.index()]
}

/// [`play`] on `board`, the board of `pos` (whose pits are not read), leaving `pos` as it is:
/// the caller stores the board and the turn reached, or drops them after a check.
#[inline(always)]
pub(super) fn act<B: Board, S: EffectSink>(
    pos: &Position,
    board: &mut B,
    cfg: &Config,
    action: MancalaAction,
    sink: &mut S,
) -> Reached {
    let b = board;
    let mover = pos.mover;
    let stop = |run, laps, turn| Reached { run, laps, turn };
    // Fixed for the whole turn: sowing the ng'hana ends the overture before its lap.
    let mut overture = in_overture::<B>(pos, cfg);
    let (mut ts, next) = match action {
        MancalaAction::Sow {
            pit: local,
            clockwise,
        } => {
            let at = b.own(local);
            if ends_overture(pos, cfg, action) {
                overture = false;
                let effect = MancalaEffect::OvertureEnded { player: mover };
                emit(sink, effect, refs::OVERTURE_ENDS);
            }
            let next = Next::Lift {
                at,
                cause: LiftCause::Move,
                cw: clockwise,
            };
            (TurnState::starting(at, clockwise), next)
        }
        MancalaAction::Arrange(_) => {
            debug_assert!(false, "Arrange is handled by the game");
            return stop(Run::Ended, 0, None);
        }
        _ => {
            let Some(turn) = pos.turn else {
                debug_assert!(false, "an answer without a pending decision");
                return stop(Run::Ended, 0, None);
            };
            let ts = turn.map(|pit| b.at(pit));
            let relay = |cw| Next::Lift {
                at: ts.landing,
                cause: LiftCause::Relay,
                cw,
            };
            let next = match action {
                MancalaAction::Take => Next::Capture { dir: None },
                MancalaAction::Ndahise => {
                    let effect = MancalaEffect::Ndahise { player: mover };
                    emit(sink, effect, refs::NDAHISE);
                    let turn = TurnState {
                        wait: Wait::Retreat,
                        ..turn
                    };
                    return stop(Run::Suspended, ts.laps, Some(turn));
                }
                MancalaAction::Ndakubye | MancalaAction::Keep => {
                    let player = mover.other();
                    if action == MancalaAction::Ndakubye {
                        let count = b.retreat(ts.landing);
                        let from = facing_inner(turn.landing);
                        let to = outer_behind(from);
                        let effect = MancalaEffect::Ndakubye {
                            player,
                            from,
                            to,
                            count,
                        };
                        emit(sink, effect, refs::NDAKUBYE);
                    } else {
                        emit(sink, MancalaEffect::Kept { player }, refs::KEEP);
                    }
                    if relay_direction_due(pos, b, cfg, &ts, sink) {
                        let turn = TurnState {
                            wait: Wait::Direction,
                            ..turn
                        };
                        return stop(Run::Suspended, ts.laps, Some(turn));
                    }
                    relay(false)
                }
                MancalaAction::Cw | MancalaAction::Ccw => {
                    let cw = action == MancalaAction::Cw;
                    if ts.wait == Wait::ResowDirection {
                        Next::Capture { dir: Some(cw) }
                    } else {
                        relay(cw)
                    }
                }
                MancalaAction::Sow { .. } | MancalaAction::Arrange(_) => unreachable!(),
            };
            (ts, next)
        }
    };
    let run = run(pos, b, cfg, &mut ts, next, overture, sink);
    let turn = (run == Run::Suspended).then(|| ts.map(|at| b.pit(at)));
    stop(run, ts.laps, turn)
}

/// docs/readings.md, G14, Reverse (case b): once the opponent has answered a *ndahise* (ndakubye
/// or keep), the relay from the landing pit may go clockwise if it is a reverse pit and a
/// clockwise lap of its seeds would end in a capture, judged on the board after any retreat.
/// Then the mover is asked (the caller suspends the turn at `Wait::Direction`) and this returns
/// true. Like any arrival at a reverse pit it needs `reverse_trigger=start_and_arrival`.
#[inline(always)]
fn relay_direction_due<B: Board, S: EffectSink>(
    pos: &Position,
    b: &B,
    cfg: &Config,
    ts: &TurnState<B::At>,
    sink: &mut S,
) -> bool {
    let at = ts.landing;
    let due = cfg.reverse_on_arrival
        && b.is_reverse(cfg, at)
        && cw_captures(b, pos, cfg, at, b.seeds(at), true, None);
    if due {
        let effect = MancalaEffect::DirectionOffered {
            player: pos.mover,
            at: b.pit(at),
            resow: false,
        };
        emit(sink, effect, refs::DIRECTION_CHOICE);
    }
    due
}

/// Runs laps until the turn ends, a decision is due or the cap is reached; `overture`: the
/// mover sows on the overture's circuit.
#[inline(always)]
fn run<B: Board, S: EffectSink>(
    pos: &Position,
    b: &mut B,
    cfg: &Config,
    ts: &mut TurnState<B::At>,
    mut next: Next<B::At>,
    overture: bool,
    sink: &mut S,
) -> Run {
    loop {
        let stopped = match next {
            Next::Lift { at, cause, cw } => lift(pos, b, cfg, ts, at, cause, cw, overture, sink),
            Next::Capture { dir } => capture(pos, b, cfg, ts, dir, overture, sink),
        };
        if let Some(stop) = stopped {
            return stop;
        }
        // The plain relays of a chain, the bulk of every long turn, loop here.
        next = loop {
            match lap_end(pos, b, cfg, ts, sink) {
                Flow::Relay => {
                    let at = ts.landing;
                    let relayed =
                        lift(pos, b, cfg, ts, at, LiftCause::Relay, false, overture, sink);
                    if let Some(stop) = relayed {
                        return stop;
                    }
                }
                Flow::Next(next) => break next,
                Flow::End => return Run::Ended,
                Flow::Wait(wait) => {
                    ts.wait = wait;
                    return Run::Suspended;
                }
            }
        };
    }
}

/// Lifts the seeds of `at` and sows them (a move or a relay, `cw` or not). Returns `Some` if
/// the cap stops the turn first.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn lift<B: Board, S: EffectSink>(
    pos: &Position,
    b: &mut B,
    cfg: &Config,
    ts: &mut TurnState<B::At>,
    at: B::At,
    cause: LiftCause,
    cw: bool,
    overture: bool,
    sink: &mut S,
) -> Option<Run> {
    if ts.laps >= cfg.lap_cap {
        return Some(Run::Capped);
    }
    ts.laps += 1;
    let count = b.seeds(at);
    if S::ENABLED {
        let mover = pos.mover;
        if cw {
            let effect = MancalaEffect::ReverseSowing {
                player: mover,
                from: b.pit(at),
            };
            emit(sink, effect, refs::REVERSE_SOWING);
        }
        let rule = match cause {
            LiftCause::Move if overture => refs::OVERTURE,
            LiftCause::Move => refs::sow(cfg.igisoro),
            LiftCause::Relay => refs::relay(cfg.igisoro),
            LiftCause::Capture => cfg.resow_ref(),
        };
        let effect = MancalaEffect::Lifted {
            pit: b.pit(at),
            count,
            cause,
            clockwise: cw,
        };
        emit(sink, effect, rule);
    }
    let rule = refs::sow(cfg.igisoro);
    ts.landing = b.sow(at, count, Start::Lifted, cw, overture, [rule; 2], sink);
    ts.lap_start = at;
    ts.clockwise = cw;
    None
}

/// Takes the seeds facing the landing pit and re-sows them. Returns `Some` if the turn stops
/// first: a re-sow direction to choose, or the cap.
#[inline(always)]
fn capture<B: Board, S: EffectSink>(
    pos: &Position,
    b: &mut B,
    cfg: &Config,
    ts: &mut TurnState<B::At>,
    dir: Option<bool>,
    overture: bool,
    sink: &mut S,
) -> Option<Run> {
    let mover = pos.mover;
    let at = ts.landing;
    let from = resow_from(cfg, ts);
    let take = if cfg.igisoro {
        b.facing(at)
    } else {
        capture_test(b, pos, cfg, at).take
    };
    let total = take.0 + take.1;
    let (cw, reverse_rule) = match dir {
        Some(cw) => (cw, refs::REVERSE_SOWING),
        None if cfg.igisoro && cfg.resow_same_direction => {
            (ts.clockwise, refs::RESOW_SAME_DIRECTION)
        }
        None if cfg.igisoro
            && b.is_reverse(cfg, from)
            && cw_captures(b, pos, cfg, from, total, false, Some(at)) =>
        {
            let effect = MancalaEffect::DirectionOffered {
                player: mover,
                at: b.pit(from),
                resow: true,
            };
            emit(sink, effect, refs::DIRECTION_CHOICE);
            ts.wait = Wait::ResowDirection;
            return Some(Run::Suspended);
        }
        None => (false, refs::REVERSE_SOWING),
    };
    if ts.laps >= cfg.lap_cap {
        return Some(Run::Capped);
    }
    ts.laps += 1;
    debug_assert_eq!(take, b.facing(at), "a capture takes both facing pits whole");
    b.take_facing(at);
    if S::ENABLED {
        let pit = b.pit(at);
        let effect = MancalaEffect::Captured {
            player: mover,
            at: pit,
            from: [(facing_inner(pit), take.0), (facing_outer(pit), take.1)],
            resow_from: b.pit(from),
        };
        emit(sink, effect, cfg.capture_ref());
        if cw {
            let effect = MancalaEffect::ReverseSowing {
                player: mover,
                from: b.pit(from),
            };
            emit(sink, effect, reverse_rule);
        }
        let effect = MancalaEffect::Lifted {
            pit: b.pit(from),
            count: total,
            cause: LiftCause::Capture,
            clockwise: cw,
        };
        emit(sink, effect, cfg.resow_ref());
    }
    let rule = refs::sow(cfg.igisoro);
    let (start, first) = if cfg.include_start {
        (Start::Into, refs::INCLUDE_START_PIT)
    } else {
        (Start::After, rule)
    };
    ts.landing = b.sow(from, total, start, cw, overture, [first, rule], sink);
    ts.lap_start = from;
    ts.clockwise = cw;
    None
}

/// Decides what the end of a lap leads to
/// (docs/readings.md, Sowing, Women, Boys, Landing, Ndahise, Reverse).
#[inline(always)]
fn lap_end<B: Board, S: EffectSink>(
    pos: &Position,
    b: &B,
    cfg: &Config,
    ts: &TurnState<B::At>,
    sink: &mut S,
) -> Flow<B::At> {
    let at = ts.landing;
    let mover = pos.mover;
    let count = b.seeds(at);
    let ended = |end, sink: &mut S, rule| {
        emit(
            sink,
            MancalaEffect::LapEnded {
                pit: b.pit(at),
                end,
            },
            rule,
        );
    };
    let relay = Flow::Relay;
    if count == 1 {
        ended(LapEnd::Empty, sink, refs::lap_ends_empty(cfg.igisoro));
        return Flow::End;
    }
    // Every lap ends on the mover's own side, so an inner pit here is his.
    if cfg.igisoro {
        if b.faces_two(at) {
            if !captures_allowed(pos, cfg) {
                ended(LapEnd::Relay, sink, refs::NO_CAPTURE_FIRST_TURNS);
                return relay;
            }
            if ts.clockwise || cfg.compulsory {
                let rule = if ts.clockwise {
                    refs::CW_CAPTURE_TAKEN
                } else {
                    refs::CAPTURE_COMPULSORY
                };
                ended(LapEnd::Capture, sink, rule);
                return Flow::Next(Next::Capture { dir: None });
            }
            ended(LapEnd::Decision, sink, refs::CAPTURE_OPTIONAL);
            let effect = MancalaEffect::CaptureOffered {
                player: mover,
                at: b.pit(at),
            };
            emit(sink, effect, refs::CAPTURE_OPTIONAL);
            return Flow::Wait(Wait::Take);
        }
        if cfg.reverse_on_arrival
            && b.is_reverse(cfg, at)
            && cw_captures(b, pos, cfg, at, count, true, None)
        {
            ended(LapEnd::Decision, sink, refs::DIRECTION_CHOICE);
            let effect = MancalaEffect::DirectionOffered {
                player: mover,
                at: b.pit(at),
                resow: false,
            };
            emit(sink, effect, refs::DIRECTION_CHOICE);
            return Flow::Wait(Wait::Direction);
        }
    } else if b.is_inner(at) {
        let test = capture_test(b, pos, cfg, at);
        if test.captures {
            ended(LapEnd::Capture, sink, cfg.capture_ref());
            return Flow::Next(Next::Capture { dir: Some(false) });
        }
        if test.shielded {
            let pit = b.pit(at);
            let shielded = if test.facing.0 > 0 {
                facing_inner(pit)
            } else {
                facing_outer(pit)
            };
            let effect = MancalaEffect::NghanaProtected { pit: shielded };
            emit(sink, effect, refs::NGHANA_PROTECTED);
        }
    }
    ended(LapEnd::Relay, sink, refs::relay(cfg.igisoro));
    relay
}

/// Whether `action` (validated, not `Arrange`) ends its turn or reaches the next decision
/// within the lap budget, judged on `board` (the board of `pos`, made once for all the
/// candidate actions of a position). Always true with `endless_move=end_turn_at_cap`.
#[inline(always)]
pub(super) fn viable<B: Board>(
    pos: &Position,
    board: &B,
    cfg: &Config,
    action: MancalaAction,
) -> bool {
    if cfg.endless_ends_turn || (!B::FULL_ONLY && settles_at_once(pos, board, cfg, action)) {
        return true;
    }
    let mut board = *board;
    act(pos, &mut board, cfg, action, &mut NoEffects).run != Run::Capped
}

/// Whether `action` (validated, not `Arrange`) is sure to end its turn or reach a decision
/// within its next lap, found without sowing: true only when that is certain (most moves of a
/// random game), false when only a simulation can tell.
#[inline(always)]
pub(super) fn settles_at_once<B: Board>(
    pos: &Position,
    b: &B,
    cfg: &Config,
    action: MancalaAction,
) -> bool {
    let Some(turn) = pos.turn else {
        return match action {
            MancalaAction::Sow { pit, clockwise } => first_lap_settles(pos, b, cfg, pit, clockwise),
            _ => false,
        };
    };
    if action == MancalaAction::Ndahise {
        return true;
    }
    let ts = turn.map(|pit| b.at(pit));
    // Decisions exist only in Igisoro: no overture, nothing sown into the start pit.
    let next_lap_ends = |from, count, cw, lifted| {
        ts.laps < cfg.lap_cap && b.predict(from, count, cw, false, lifted).1 == 1
    };
    let at = ts.landing;
    let captured = || {
        let (fi, fo) = b.facing(at);
        (resow_from(cfg, &ts), fi + fo)
    };
    match (action, ts.wait) {
        (MancalaAction::Take, _) => {
            let (from, total) = captured();
            if cfg.resow_same_direction {
                next_lap_ends(from, total, ts.clockwise, false)
            } else {
                // A direction question stops the turn at once; else the re-sow goes ccw.
                (b.is_reverse(cfg, from) && cw_captures(b, pos, cfg, from, total, false, Some(at)))
                    || next_lap_ends(from, total, false, false)
            }
        }
        (MancalaAction::Ndakubye | MancalaAction::Keep, _) => {
            next_lap_ends(at, b.seeds(at), false, true)
        }
        (MancalaAction::Cw | MancalaAction::Ccw, Wait::ResowDirection) => {
            let (from, total) = captured();
            next_lap_ends(from, total, action == MancalaAction::Cw, false)
        }
        (MancalaAction::Cw | MancalaAction::Ccw, _) => {
            next_lap_ends(at, b.seeds(at), action == MancalaAction::Cw, true)
        }
        _ => false,
    }
}

/// Whether a move's first lap already ends the turn or reaches a decision, found without
/// sowing (most moves of a random game): the lap ends in an empty pit, or (Igisoro) at a
/// capture the mover may decline.
#[inline(always)]
fn first_lap_settles<B: Board>(
    pos: &Position,
    b: &B,
    cfg: &Config,
    local: LocalPit,
    clockwise: bool,
) -> bool {
    // Sowing the ng'hana ends the overture before its lap.
    let overture = in_overture::<B>(pos, cfg) && !(cfg.boys && local == NGHANA);
    lap_settles(pos, b, cfg, b.own(local), clockwise, overture)
}

/// Whether the mover sows on the overture's circuit (Isolo boys), as far as board `B` can tell
/// (a board of full circuits only is never used then).
#[inline(always)]
fn in_overture<B: Board>(pos: &Position, cfg: &Config) -> bool {
    !B::FULL_ONLY && cfg.boys && pos.overture[pos.mover.index()]
}

/// [`first_lap_settles`] for the move from `at` on the circuit given.
#[inline(always)]
fn lap_settles<B: Board>(
    pos: &Position,
    b: &B,
    cfg: &Config,
    at: B::At,
    clockwise: bool,
    overture: bool,
) -> bool {
    let (landing, now) = b.predict(at, b.seeds(at), clockwise, overture, true);
    let may_decline = cfg.igisoro & !cfg.compulsory & captures_allowed(pos, cfg);
    (now == 1) | (!clockwise & may_decline & b.faces_two(landing))
}

/// Whether some counter-clockwise move of the mover (from a pit holding at least
/// `cfg.min_seeds`) passes [`first_lap_settles`], tried over all his pits at once: a quick
/// answer to "can he move?" for most positions (clockwise moves never qualify: they exist
/// only for a capture, which their lap takes). The position has no decision pending.
#[inline(always)]
pub(super) fn some_move_settles_at_once<B: Board>(pos: &Position, b: &B, cfg: &Config) -> bool {
    debug_assert!(pos.turn.is_none());
    if in_overture::<B>(pos, cfg) {
        // i8 is out of play (and off the circuit).
        return LocalPit::all().filter(|&l| l != I8).any(|local| {
            (b.seeds(b.own(local)) >= cfg.min_seeds) & first_lap_settles(pos, b, cfg, local, false)
        });
    }
    // One branch per pit, not one per condition: which pits settle is random.
    (0..16).any(|i| {
        let at = b.nth(i);
        b.seeds(at) >= cfg.min_seeds && lap_settles(pos, b, cfg, at, false, false)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mancala::MancalaGame;
    use crate::rules::mancala::flat::Flat;
    use crate::rules::mancala::sides::Sides;
    use crate::rules::options::SPECS;
    use crate::rules::{Action, ActionList, Effect, GameId, Options};
    use crate::selfplay::Rng;

    /// The defaults of `id`, then each option at each of its other values.
    fn option_sets(id: GameId) -> Vec<(String, Options)> {
        let mut sets = vec![("defaults".to_string(), Options::defaults(id))];
        for spec in SPECS.iter().filter(|s| s.applies_to(id)) {
            for choice in &spec.choices[1..] {
                let mut options = Options::defaults(id);
                options.set(spec.name, choice.value).unwrap();
                sets.push((format!("{}={}", spec.name, choice.value), options));
            }
        }
        sets
    }

    /// `action` played on `pos` with board `B` and sink `S`: the position and how far.
    fn played<B: Board, S: EffectSink>(
        pos: &Position,
        cfg: &Config,
        action: MancalaAction,
        sink: &mut S,
    ) -> (Position, Run, u16) {
        let mut next = *pos;
        let (run, laps) = play::<B, S>(&mut next, cfg, action, sink);
        (next, run, laps)
    }

    /// The one engine on its two boards, with and without effects, over seeded random games of
    /// every option set of every mancala rule set: on every legal action the four runs reach
    /// the same position, the same end and the same lap count, and both boards report the same
    /// effects; the endless check answers alike on both boards and as the run does; and the
    /// quick checks that skip the simulation ([`settles_at_once`], [`some_move_settles_at_once`])
    /// are right where they answer and agree on both boards.
    #[test]
    fn both_boards_and_both_sinks_play_alike() {
        let mut list = ActionList::new();
        let (mut checked, mut on_sides) = (0u32, 0u32);
        for id in [GameId::IsoloWomen, GameId::IsoloBoys, GameId::Igisoro] {
            for (name, options) in option_sets(id) {
                let mut rng = Rng::new(17);
                for g in 0..40 {
                    let mut game = MancalaGame::new(id, &options);
                    let mut actions = 0;
                    while game.outcome().is_none() && actions < 400 {
                        let (pos, cfg) = (*game.core(), *game.config());
                        let fits = game.sides_fit();
                        let (flat, sides) = (Flat::load(&pos), Sides::load(&pos));
                        if pos.turn.is_none() && !pos.arrange.contains(&true) {
                            let quick = some_move_settles_at_once(&pos, &flat, &cfg);
                            if fits {
                                assert_eq!(quick, some_move_settles_at_once(&pos, &sides, &cfg));
                            }
                        }
                        list.clear();
                        game.legal_actions(&mut list);
                        for action in list.iter() {
                            let Action::Mancala(a) = *action else {
                                unreachable!()
                            };
                            if matches!(a, MancalaAction::Arrange(_)) {
                                continue;
                            }
                            let at = || format!("{id} {name} game {g}: {a} at {}", game.position());
                            checked += 1;
                            let quiet = played::<Flat, _>(&pos, &cfg, a, &mut NoEffects);
                            let mut effects: Vec<Effect> = Vec::new();
                            let shown = played::<Flat, _>(&pos, &cfg, a, &mut effects);
                            assert_eq!(quiet, shown, "{}", at());
                            let (_, run, laps) = quiet;
                            let ok = viable(&pos, &flat, &cfg, a);
                            assert_eq!(ok, cfg.endless_ends_turn || run != Run::Capped);
                            if settles_at_once(&pos, &flat, &cfg, a) {
                                let before = pos.turn.map_or(0, |ts| ts.laps);
                                assert!(run != Run::Capped && laps <= before + 1, "{}", at());
                            }
                            if !fits {
                                continue;
                            }
                            on_sides += 1;
                            let fast = played::<Sides, _>(&pos, &cfg, a, &mut NoEffects);
                            assert_eq!(fast, quiet, "{}", at());
                            let mut seen: Vec<Effect> = Vec::new();
                            played::<Sides, _>(&pos, &cfg, a, &mut seen);
                            assert_eq!(seen, effects, "{}", at());
                            assert_eq!(viable(&pos, &sides, &cfg, a), ok, "{}", at());
                            assert_eq!(
                                settles_at_once(&pos, &sides, &cfg, a),
                                settles_at_once(&pos, &flat, &cfg, a),
                                "{}",
                                at()
                            );
                        }
                        let Action::Mancala(a) = list[rng.below(list.len())] else {
                            unreachable!()
                        };
                        game.apply(a, &mut NoEffects).unwrap();
                        actions += 1;
                    }
                }
            }
        }
        assert!(
            checked > 100_000 && on_sides * 10 > checked * 8,
            "{on_sides} of {checked}"
        );
    }
}
