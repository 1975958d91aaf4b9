//! The turn engine shared by Isolo and Igisoro: laps, lap ends (empty, relay, capture),
//! re-sowing, the Igisoro decisions, and the endless-move check
//! (docs/readings.md, Sowing, I8, G12).
//!
//! A turn runs lap after lap until a lap ends in an empty pit, a decision is due (the turn is
//! then suspended in [`Position::turn`]) or the lap cap is reached. The same code serves the
//! app (effects into a `Vec`) and playouts, search and legality checks ([`NoEffects`], on a
//! copy of the position).
//!
//! **Lap budget across decisions.** The cap of [`LAP_CAP`](super::LAP_CAP) (10,000) laps counts every lap of the
//! whole turn: a move, its relays and re-sows, and every lap after each of its decisions
//! ([`TurnState::laps`] carries the count through a suspension). Counting per turn rather than
//! per stretch between decisions matters: a relay loop that keeps passing a reverse pit asks
//! the same direction question again and again, and would never be caught otherwise.
//!
//! **Endless moves** (`endless_move=illegal`, the default). An action (a move or an answer to
//! a decision) is illegal if its sowing exceeds the turn's budget before the turn ends or
//! reaches its next decision; [`viable`] checks this by playing the action on a copy without
//! effects (for Igisoro mostly through the register-only simulation of [`super::lean`], which
//! also plays most Igisoro actions of quiet play, playouts and search, in place of this engine;
//! a test compares the two). A player none of whose moves passes the check cannot move and
//! loses. Should every answer to a decision exceed the budget, all of them stay legal and the
//! turn stops at the cap as with `endless_move=end_turn_at_cap` (`EndlessCapped`): a decision
//! can never leave its player without an answer.

use super::board::{Circuit, NGHANA, circuit, facing_inner, is_inner, outer_behind};
use super::config::{Config, Resow};
use super::igisoro::{both_facing, captures_allowed, cw_captures};
use super::isolo::capture_test;
use super::lean;
use super::position::{Position, TurnState, Wait};
use super::sowing::{Start, load, predict, seeds_in, sow, sow_words, store};
use super::{LapEnd, LiftCause, MancalaAction, MancalaEffect, Pit, pit_of, refs};
use crate::rules::{EffectKind, EffectSink, NoEffects, RuleRef};

/// How far a run got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Run {
    /// A lap ended in an empty pit: the turn is over.
    Ended,
    /// A decision is due; the turn is stored in [`Position::turn`].
    Suspended,
    /// The next lap would exceed the cap ([`super::LAP_CAP`]).
    Capped,
}

/// What the engine does next.
#[derive(Clone, Copy, Debug)]
enum Next {
    /// Lift a pit and sow it.
    Lift {
        pit: Pit,
        cause: LiftCause,
        cw: bool,
    },
    /// Capture at the landing pit; the re-sow direction if already known.
    Capture { dir: Option<bool> },
}

/// What a lap end leads to.
enum Flow {
    Next(Next),
    End,
    Wait(Wait),
}

#[inline]
fn emit<S: EffectSink>(sink: &mut S, effect: MancalaEffect, rule: RuleRef) {
    if S::ENABLED {
        sink.push(EffectKind::Mancala(effect), rule);
    }
}

/// The pit captured seeds are re-sown from.
#[inline]
pub fn resow_from(cfg: &Config, ts: &TurnState) -> Pit {
    match cfg.resow {
        Resow::LapStart => ts.lap_start,
        Resow::CapturePit => ts.landing,
        Resow::TurnOrigin => ts.origin,
    }
}

/// The answers to a decision.
pub fn answers(wait: Wait) -> [MancalaAction; 2] {
    match wait {
        Wait::Take => [MancalaAction::Take, MancalaAction::Ndahise],
        Wait::Retreat => [MancalaAction::Ndakubye, MancalaAction::Keep],
        Wait::Direction | Wait::ResowDirection => [MancalaAction::Ccw, MancalaAction::Cw],
    }
}

/// Plays one already validated action (a sowing or an answer to the pending decision; not
/// `Arrange`) as far as it goes. Returns how far, and the laps the turn has sown by then. On
/// `Suspended` the turn is stored in `pos.turn`; otherwise `pos.turn` is cleared and the
/// caller ends the turn (bookkeeping, `TurnEnded`).
pub fn act<S: EffectSink>(
    pos: &mut Position,
    cfg: &Config,
    action: MancalaAction,
    sink: &mut S,
) -> (Run, u16) {
    let mover = pos.mover;
    let (mut ts, next) = match action {
        MancalaAction::Sow {
            pit: local,
            clockwise,
        } => {
            let pit = pit_of(mover, local);
            if cfg.boys && local == NGHANA && pos.overture[mover.index()] {
                pos.overture[mover.index()] = false;
                emit(
                    sink,
                    MancalaEffect::OvertureEnded { player: mover },
                    refs::OVERTURE_ENDS,
                );
            }
            let next = Next::Lift {
                pit,
                cause: LiftCause::Move,
                cw: clockwise,
            };
            (TurnState::starting(pit, clockwise), next)
        }
        MancalaAction::Arrange(_) => {
            debug_assert!(false, "Arrange is handled by the game");
            return (Run::Ended, 0);
        }
        _ => {
            let Some(ts) = pos.turn else {
                debug_assert!(false, "an answer without a pending decision");
                return (Run::Ended, 0);
            };
            let relay = |cw| Next::Lift {
                pit: ts.landing,
                cause: LiftCause::Relay,
                cw,
            };
            let next = match action {
                MancalaAction::Take => Next::Capture { dir: None },
                MancalaAction::Ndahise => {
                    emit(
                        sink,
                        MancalaEffect::Ndahise { player: mover },
                        refs::NDAHISE,
                    );
                    pos.turn = Some(TurnState {
                        wait: Wait::Retreat,
                        ..ts
                    });
                    return (Run::Suspended, ts.laps);
                }
                MancalaAction::Ndakubye => {
                    let from = facing_inner(ts.landing);
                    let to = outer_behind(from);
                    let count = pos.pits[from as usize];
                    pos.pits[from as usize] = 0;
                    pos.pits[to as usize] += count;
                    let player = mover.other();
                    let effect = MancalaEffect::Ndakubye {
                        player,
                        from,
                        to,
                        count,
                    };
                    emit(sink, effect, refs::NDAKUBYE);
                    if relay_direction_due(pos, cfg, ts, sink) {
                        return (Run::Suspended, ts.laps);
                    }
                    relay(false)
                }
                MancalaAction::Keep => {
                    let player = mover.other();
                    emit(sink, MancalaEffect::Kept { player }, refs::KEEP);
                    if relay_direction_due(pos, cfg, ts, sink) {
                        return (Run::Suspended, ts.laps);
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
    let run = run(pos, cfg, &mut ts, next, sink);
    pos.turn = if run == Run::Suspended {
        Some(ts)
    } else {
        None
    };
    (run, ts.laps)
}

/// docs/readings.md, G14, Reverse (case b): once the opponent has answered a *ndahise* (ndakubye or
/// keep), the relay from the landing pit may go clockwise if it is a reverse pit and a clockwise
/// lap of its seeds would end in a capture, judged on the board after any retreat. Then the mover
/// is asked (`Wait::Direction`, stored in `pos.turn`) and this returns true. Like any arrival at a
/// reverse pit it needs `reverse_trigger=start_and_arrival`.
fn relay_direction_due<S: EffectSink>(
    pos: &mut Position,
    cfg: &Config,
    ts: TurnState,
    sink: &mut S,
) -> bool {
    let at = ts.landing;
    let due = cfg.reverse_on_arrival
        && cfg.is_reverse(at)
        && cw_captures(pos, cfg, at, pos.pits[at as usize], true, None);
    if due {
        let effect = MancalaEffect::DirectionOffered {
            player: pos.mover,
            at,
            resow: false,
        };
        emit(sink, effect, refs::DIRECTION_CHOICE);
        pos.turn = Some(TurnState {
            wait: Wait::Direction,
            ..ts
        });
    }
    due
}

/// Runs laps until the turn ends, a decision is due or the cap is reached.
fn run<S: EffectSink>(
    pos: &mut Position,
    cfg: &Config,
    ts: &mut TurnState,
    mut next: Next,
    sink: &mut S,
) -> Run {
    let mover = pos.mover;
    // Fixed for the whole turn: sowing the ng'hana ends the overture before its lap.
    let overture = pos.overture[mover.index()];
    loop {
        match next {
            Next::Lift { pit, cause, cw } => {
                if ts.laps >= cfg.lap_cap {
                    return Run::Capped;
                }
                ts.laps += 1;
                let count = pos.pits[pit as usize];
                if S::ENABLED {
                    if cw {
                        let effect = MancalaEffect::ReverseSowing {
                            player: mover,
                            from: pit,
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
                        pit,
                        count,
                        cause,
                        clockwise: cw,
                    };
                    emit(sink, effect, rule);
                }
                let c = circuit(mover, cw, overture);
                let rule = refs::sow(cfg.igisoro);
                ts.landing = sow(&mut pos.pits, c, pit, count, Start::Lifted, [rule; 2], sink);
                ts.lap_start = pit;
                ts.clockwise = cw;
            }
            Next::Capture { dir } => {
                if let Some(stop) = capture(pos, cfg, ts, dir, overture, sink) {
                    return stop;
                }
            }
        }
        if !S::ENABLED && !quiet_relays(pos, cfg, ts, circuit(mover, false, overture)) {
            return Run::Capped;
        }
        next = match lap_end(pos, cfg, ts, sink) {
            Flow::Next(next) => next,
            Flow::End => return Run::Ended,
            Flow::Wait(wait) => {
                ts.wait = wait;
                return Run::Suspended;
            }
        };
    }
}

/// The hot loop of quiet play (playouts, search, legality checks): while the last lap ended in
/// an occupied pit that plainly relays counter-clockwise (no capture possible, no direction to
/// choose), lift it and sow on. Stops, with the lap's end still to be judged by [`lap_end`],
/// at any other kind of lap end; the cases it leaves alone are exactly those where `lap_end`
/// might not relay counter-clockwise. Returns false if the cap stops it.
#[inline(always)]
fn quiet_relays(pos: &mut Position, cfg: &Config, ts: &mut TurnState, ccw: &Circuit) -> bool {
    // The board stays in four words (registers) for the whole chain of relays.
    let mut words = load(&pos.pits);
    let mut at = ts.landing;
    let mut laps = ts.laps;
    let mut lap_start = ts.lap_start;
    let within = loop {
        let count = seeds_in(&words, at);
        if count == 1 {
            break true;
        }
        if is_inner(at) {
            let fi = seeds_in(&words, facing_inner(at));
            let fo = seeds_in(&words, super::board::facing_outer(at));
            let may_capture = if cfg.needs_both {
                fi > 0 && fo > 0
            } else {
                fi > 0 || fo > 0
            };
            if may_capture {
                break true;
            }
        }
        if cfg.reverse_mask & (1 << at) != 0 && cfg.reverse_on_arrival {
            break true;
        }
        if laps >= cfg.lap_cap {
            break false;
        }
        laps += 1;
        lap_start = at;
        at = sow_words(&mut words, ccw, at, count, Start::Lifted);
    };
    if laps != ts.laps {
        store(&mut pos.pits, &words);
        ts.landing = at;
        ts.laps = laps;
        ts.lap_start = lap_start;
        ts.clockwise = false;
    }
    within
}

/// Takes the seeds facing the landing pit and re-sows them. Returns `Some` if the turn stops
/// first: a re-sow direction to choose, or the cap.
fn capture<S: EffectSink>(
    pos: &mut Position,
    cfg: &Config,
    ts: &mut TurnState,
    dir: Option<bool>,
    overture: bool,
    sink: &mut S,
) -> Option<Run> {
    let mover = pos.mover;
    let at = ts.landing;
    let from = resow_from(cfg, ts);
    let take = if cfg.igisoro {
        let (fi, fo) = (facing_inner(at), super::board::facing_outer(at));
        [(fi, pos.pits[fi as usize]), (fo, pos.pits[fo as usize])]
    } else {
        capture_test(pos, cfg, at).take
    };
    let total = take[0].1 + take[1].1;
    let (cw, reverse_rule) = match dir {
        Some(cw) => (cw, refs::REVERSE_SOWING),
        None if cfg.igisoro && cfg.resow_same_direction => {
            (ts.clockwise, refs::RESOW_SAME_DIRECTION)
        }
        None if cfg.igisoro
            && cfg.is_reverse(from)
            && cw_captures(pos, cfg, from, total, false, Some(at)) =>
        {
            let effect = MancalaEffect::DirectionOffered {
                player: mover,
                at: from,
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
    for (pit, n) in take {
        pos.pits[pit as usize] -= n;
    }
    if S::ENABLED {
        let effect = MancalaEffect::Captured {
            player: mover,
            at,
            from: take,
            resow_from: from,
        };
        emit(sink, effect, cfg.capture_ref());
        if cw {
            let effect = MancalaEffect::ReverseSowing {
                player: mover,
                from,
            };
            emit(sink, effect, reverse_rule);
        }
        let effect = MancalaEffect::Lifted {
            pit: from,
            count: total,
            cause: LiftCause::Capture,
            clockwise: cw,
        };
        emit(sink, effect, cfg.resow_ref());
    }
    let rule = refs::sow(cfg.igisoro);
    let first = if cfg.include_start {
        refs::INCLUDE_START_PIT
    } else {
        rule
    };
    let c = circuit(mover, cw, overture);
    let start = if cfg.include_start {
        Start::Into
    } else {
        Start::After
    };
    ts.landing = sow(&mut pos.pits, c, from, total, start, [first, rule], sink);
    ts.lap_start = from;
    ts.clockwise = cw;
    None
}

/// Decides what the end of a lap leads to
/// (docs/readings.md, Sowing, Women, Boys, Landing, Ndahise, Reverse).
fn lap_end<S: EffectSink>(pos: &mut Position, cfg: &Config, ts: &TurnState, sink: &mut S) -> Flow {
    let at = ts.landing;
    let mover = pos.mover;
    let count = pos.pits[at as usize];
    let ended = |end, sink: &mut S, rule| {
        emit(sink, MancalaEffect::LapEnded { pit: at, end }, rule);
    };
    if count == 1 {
        ended(LapEnd::Empty, sink, refs::lap_ends_empty(cfg.igisoro));
        return Flow::End;
    }
    // Every lap ends on the mover's own side, so an inner pit here is his.
    if is_inner(at) {
        if cfg.igisoro {
            if both_facing(&pos.pits, at) {
                if !captures_allowed(pos, cfg) {
                    ended(LapEnd::Relay, sink, refs::NO_CAPTURE_FIRST_TURNS);
                    return Flow::Next(Next::Lift {
                        pit: at,
                        cause: LiftCause::Relay,
                        cw: false,
                    });
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
                let effect = MancalaEffect::CaptureOffered { player: mover, at };
                emit(sink, effect, refs::CAPTURE_OPTIONAL);
                return Flow::Wait(Wait::Take);
            }
        } else {
            let test = capture_test(pos, cfg, at);
            if test.captures {
                ended(LapEnd::Capture, sink, cfg.capture_ref());
                return Flow::Next(Next::Capture { dir: Some(false) });
            }
            if let Some(pit) = test.protected {
                let effect = MancalaEffect::NghanaProtected { pit };
                emit(sink, effect, refs::NGHANA_PROTECTED);
            }
        }
    }
    if cfg.igisoro
        && cfg.reverse_on_arrival
        && cfg.is_reverse(at)
        && cw_captures(pos, cfg, at, count, true, None)
    {
        ended(LapEnd::Decision, sink, refs::DIRECTION_CHOICE);
        let effect = MancalaEffect::DirectionOffered {
            player: mover,
            at,
            resow: false,
        };
        emit(sink, effect, refs::DIRECTION_CHOICE);
        return Flow::Wait(Wait::Direction);
    }
    ended(LapEnd::Relay, sink, refs::relay(cfg.igisoro));
    Flow::Next(Next::Lift {
        pit: at,
        cause: LiftCause::Relay,
        cw: false,
    })
}

/// Whether `action` (validated, not `Arrange`) ends its turn or reaches the next decision
/// within the lap budget. Always true with `endless_move=end_turn_at_cap`.
pub fn viable(pos: &Position, cfg: &Config, action: MancalaAction) -> bool {
    viable_with(pos, cfg, None, action)
}

/// [`viable`], given the lean view of the board when the caller has made it (once for all the
/// candidate actions of a position, in Igisoro).
pub fn viable_with(
    pos: &Position,
    cfg: &Config,
    sides: Option<&lean::Sides>,
    action: MancalaAction,
) -> bool {
    if cfg.endless_ends_turn {
        return true;
    }
    let settled = match sides {
        Some(sides) => lean::settles_with(sides, pos, cfg, action),
        None => lean::settles(pos, cfg, action),
    };
    if let Some(settled) = settled {
        return settled;
    }
    if settles_at_once(pos, cfg, action) {
        return true;
    }
    let mut copy = *pos;
    act(&mut copy, cfg, action, &mut NoEffects).0 != Run::Capped
}

/// Whether `action` (validated, not `Arrange`) is sure to end its turn or reach a decision
/// within its next lap, found without sowing: true only when that is certain (most moves of a
/// random game), false when only a simulation can tell.
#[inline]
pub fn settles_at_once(pos: &Position, cfg: &Config, action: MancalaAction) -> bool {
    let mover = pos.mover;
    let Some(ts) = pos.turn else {
        return match action {
            MancalaAction::Sow { pit, clockwise } => first_lap_settles(pos, cfg, pit, clockwise),
            _ => false,
        };
    };
    if action == MancalaAction::Ndahise {
        return true;
    }
    // Decisions exist only in Igisoro: no overture, nothing sown into the start pit.
    let next_lap_ends = |from: Pit, count: u8, cw: bool, lifted: bool| {
        ts.laps < cfg.lap_cap
            && predict(&pos.pits, circuit(mover, cw, false), from, count, lifted).1 == 1
    };
    let at = ts.landing;
    let captured = || {
        let from = resow_from(cfg, &ts);
        let total =
            pos.pits[facing_inner(at) as usize] + pos.pits[super::board::facing_outer(at) as usize];
        (from, total)
    };
    match (action, ts.wait) {
        (MancalaAction::Take, _) => {
            let (from, total) = captured();
            if cfg.resow_same_direction {
                next_lap_ends(from, total, ts.clockwise, false)
            } else {
                // A direction question stops the turn at once; else the re-sow goes ccw.
                (cfg.is_reverse(from) && cw_captures(pos, cfg, from, total, false, Some(at)))
                    || next_lap_ends(from, total, false, false)
            }
        }
        (MancalaAction::Ndakubye | MancalaAction::Keep, _) => {
            next_lap_ends(at, pos.pits[at as usize], false, true)
        }
        (MancalaAction::Cw | MancalaAction::Ccw, Wait::ResowDirection) => {
            let (from, total) = captured();
            next_lap_ends(from, total, action == MancalaAction::Cw, false)
        }
        (MancalaAction::Cw | MancalaAction::Ccw, _) => {
            next_lap_ends(at, pos.pits[at as usize], action == MancalaAction::Cw, true)
        }
        _ => false,
    }
}

/// Whether a move's first lap already ends the turn or reaches a decision, found without
/// sowing (most moves of a random game): the lap ends in an empty pit, or (Igisoro) at a
/// capture the mover may decline.
#[inline]
fn first_lap_settles(pos: &Position, cfg: &Config, local: u8, clockwise: bool) -> bool {
    let mover = pos.mover;
    let pit = pit_of(mover, local);
    // Sowing the ng'hana ends the overture before its lap.
    let overture = pos.overture[mover.index()] && !(cfg.boys && local == NGHANA);
    let c = circuit(mover, clockwise, overture);
    let (landing, now) = predict(&pos.pits, c, pit, pos.pits[pit as usize], true);
    if now == 1 {
        return true;
    }
    cfg.igisoro
        && !clockwise
        && !cfg.compulsory
        && is_inner(landing)
        && both_facing(&pos.pits, landing)
        && captures_allowed(pos, cfg)
}
