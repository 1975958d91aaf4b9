//! The one-line mancala position text (docs/architecture.md, Notation).
//!
//! ```text
//! ROW/ROW/ROW/ROW SIDE [FLAG]...
//! ```
//!
//! - Four rows as seen from South, top to bottom: `N-o8..N-o1`, `N-i8..N-i1`, `S-i1..S-i8`,
//!   `S-o1..S-o8`, eight seed counts each separated by spaces, rows joined by `/`. The counts
//!   must total 64.
//! - `SIDE`: the player to act, `S` or `N`. While a *ndakubye* answer is due this is the
//!   opponent of the player whose turn it is.
//! - Flags, in this order when printed, each at most once:
//!   - `overture:S`, `overture:N`, `overture:SN` — Isolo boys: who is still in his overture.
//!     Absent: nobody. Only for `isolo-boys`.
//!   - `arrange:S`, `arrange:N`, `arrange:SN` — Igisoro `start_layout=custom`: who still has
//!     to send his layout (`set:...`). Only with that option.
//!   - `first:S`, `first:N`, `first:SN` — Igisoro `no_capture_first_turns=true`: who has not
//!     finished his first turn yet. Only with that option.
//!   - A turn suspended at a decision (Igisoro): `pending:KIND@PIT origin:PIT lap:PIT laps:N`
//!     and, if the last lap was clockwise, `lapdir:cw`. `PIT` is a full pit name (`S-i4`).
//!     `KIND@PIT` is `take@L` (the mover takes the capture at landing pit L or says ndahise),
//!     `retreat@L` (the mover said ndahise at L; the player to act answers ndakubye or keep),
//!     `dir@L` (a lap arrived at reverse pit L; the mover chooses cw or ccw for the relay) or
//!     `resow@L` (the capture at L is taken; the mover chooses the re-sow direction).
//!     `origin` is the pit the turn began from, `lap` the start pit of the lap that ended at L,
//!     `laps` the laps sown so far in the turn (1..=10000).
//!
//! Examples: the Isolo boys' start
//! `17 2 0 2 0 2 0 2/0 1 2 0 2 0 2 0/0 2 0 2 0 2 1 0/2 0 2 0 2 0 2 17 S overture:SN`; an
//! Igisoro capture on offer
//! `0 0 0 0 0 0 1 1/0 5 5 5 5 0 5 5/0 0 4 4 4 4 4 4/2 2 2 1 1 0 0 0 N pending:take@N-i4 origin:N-i8 lap:N-i8 laps:1`.

use super::board::{SEEDS, facing_inner, facing_outer, from_rows, is_inner, owner, rows};
use super::config::Config;
use super::engine::resow_from;
use super::flat::Flat;
use super::igisoro::{captures_allowed, cw_captures};
use super::position::{LAP_CAP, Position, TurnState, Wait};
use super::sowing::Board;
use super::{Pit, parse_pit, pit_name};
use crate::rules::Player;
use crate::rules::notation::{NotationError, parse_decimal};
use crate::rules::options::StartLayout;

/// Prints `pos` in the position text.
pub(super) fn print(pos: &Position) -> String {
    let mut out = String::with_capacity(96);
    for (r, row) in rows(&pos.pits).iter().enumerate() {
        if r > 0 {
            out.push('/');
        }
        for (c, n) in row.iter().enumerate() {
            if c > 0 {
                out.push(' ');
            }
            out.push_str(&n.to_string());
        }
    }
    out.push(' ');
    out.push(side_letter(pos.to_act()));
    let mut players = |name: &str, flags: [bool; 2]| {
        if flags[0] || flags[1] {
            out.push(' ');
            out.push_str(name);
            out.push(':');
            if flags[0] {
                out.push('S');
            }
            if flags[1] {
                out.push('N');
            }
        }
    };
    players("overture", pos.overture);
    players("arrange", pos.arrange);
    players("first", pos.first);
    if let Some(ts) = pos.turn {
        let kind = match ts.wait {
            Wait::Take => "take",
            Wait::Retreat => "retreat",
            Wait::Direction => "dir",
            Wait::ResowDirection => "resow",
        };
        out.push_str(&format!(
            " pending:{kind}@{} origin:{} lap:{} laps:{}",
            pit_name(ts.landing),
            pit_name(ts.origin),
            pit_name(ts.lap_start),
            ts.laps
        ));
        if ts.clockwise {
            out.push_str(" lapdir:cw");
        }
    }
    out
}

fn side_letter(player: Player) -> char {
    match player {
        Player::First => 'S',
        Player::Second => 'N',
    }
}

const FORMAT: &str =
    "four rows of eight seed counts joined by '/', then the player to act (S or N) and flags";
const FLAGS: &str = "a flag: overture:S|N|SN, arrange:S|N|SN, first:S|N|SN, pending:KIND@PIT, origin:PIT, lap:PIT, laps:N or lapdir:cw";

/// Parses a position text for the game of `cfg` (see the module documentation).
///
/// # Errors
///
/// Where the text is not a position of this rule set.
pub(super) fn parse(cfg: &Config, text: &str) -> Result<Position, NotationError> {
    let parts: Vec<&str> = text.trim().split('/').collect();
    if parts.len() != 4 {
        return Err(NotationError::new(text, FORMAT));
    }
    let mut table = [[0u8; 8]; 4];
    let mut board_text = String::new();
    let mut rest: &[&str] = &[];
    let tokens: Vec<Vec<&str>> = parts
        .iter()
        .map(|p| p.split_whitespace().collect())
        .collect();
    for (r, row) in tokens.iter().enumerate() {
        // The last part goes on with the player to act and the flags after its eight counts.
        let counts = if r < 3 {
            &row[..]
        } else {
            let n = row
                .iter()
                .take(8)
                .take_while(|t| parse_decimal::<u8>(t).is_some())
                .count();
            rest = &row[n..];
            &row[..n]
        };
        if let Some(bad) = counts.iter().find(|t| parse_decimal::<u8>(t).is_none()) {
            return Err(NotationError::new(bad, "a seed count 0..64"));
        }
        if counts.len() != 8 {
            return Err(NotationError::new(
                parts[r].trim(),
                "a row of eight seed counts",
            ));
        }
        for (c, t) in counts.iter().enumerate() {
            table[r][c] = parse_decimal(t).unwrap_or(0);
        }
        if r > 0 {
            board_text.push('/');
        }
        board_text.push_str(&counts.join(" "));
    }
    let pits = from_rows(&table);
    let total: u32 = pits.iter().map(|&n| u32::from(n)).sum();
    if total != SEEDS {
        return Err(NotationError::new(
            &board_text,
            &format!("64 seeds in all (these rows hold {total})"),
        ));
    }
    let Some((&side, flags)) = rest.split_first() else {
        return Err(NotationError::new(
            text.trim(),
            "the player to act (S or N) after the rows",
        ));
    };
    let to_act = match side {
        "S" => Player::First,
        "N" => Player::Second,
        _ => return Err(NotationError::new(side, "the player to act: S or N")),
    };
    let mut pos = Position {
        pits,
        mover: to_act,
        overture: [false; 2],
        first: [false; 2],
        arrange: [false; 2],
        turn: None,
    };
    let mut pending: Option<(&str, Wait, Pit)> = None;
    let mut origin = None;
    let mut lap = None;
    let mut laps = None;
    let mut clockwise = false;
    let mut seen: Vec<&str> = Vec::new();
    for &flag in flags {
        let (key, value) = flag
            .split_once(':')
            .ok_or_else(|| NotationError::new(flag, FLAGS))?;
        if seen.contains(&key) {
            return Err(NotationError::new(flag, "each flag at most once"));
        }
        seen.push(key);
        match key {
            "overture" => {
                if !cfg.boys {
                    return Err(NotationError::new(
                        flag,
                        "no overture flag: only isolo-boys has overtures",
                    ));
                }
                pos.overture = players(flag, value)?;
            }
            "arrange" => {
                if !(cfg.igisoro && cfg.layout == StartLayout::Custom) {
                    return Err(NotationError::new(
                        flag,
                        "no arrange flag: only igisoro with start_layout=custom",
                    ));
                }
                pos.arrange = players(flag, value)?;
            }
            "first" => {
                if !(cfg.igisoro && cfg.no_capture_first) {
                    return Err(NotationError::new(
                        flag,
                        "no first flag: only igisoro with no_capture_first_turns=true",
                    ));
                }
                pos.first = players(flag, value)?;
            }
            "pending" => {
                if !cfg.igisoro {
                    return Err(NotationError::new(
                        flag,
                        "no pending decision: only igisoro has decisions",
                    ));
                }
                let expected = "pending:KIND@PIT with KIND take, retreat, dir or resow";
                let (kind, pit) = value
                    .split_once('@')
                    .ok_or_else(|| NotationError::new(flag, expected))?;
                let wait = match kind {
                    "take" => Wait::Take,
                    "retreat" => Wait::Retreat,
                    "dir" => Wait::Direction,
                    "resow" => Wait::ResowDirection,
                    _ => return Err(NotationError::new(kind, expected).within(flag)),
                };
                let pit = parse_pit(pit).map_err(|e| e.within(flag))?;
                pending = Some((flag, wait, pit));
            }
            "origin" => origin = Some((flag, parse_pit(value).map_err(|e| e.within(flag))?)),
            "lap" => lap = Some((flag, parse_pit(value).map_err(|e| e.within(flag))?)),
            "laps" => {
                let n: u16 = parse_decimal(value)
                    .filter(|n| (1..=LAP_CAP).contains(n))
                    .ok_or_else(|| {
                        NotationError::new(value, "a lap count 1..10000").within(flag)
                    })?;
                laps = Some(n);
            }
            "lapdir" => {
                if value != "cw" {
                    return Err(NotationError::new(
                        flag,
                        "lapdir:cw (absent for counter-clockwise)",
                    ));
                }
                clockwise = true;
            }
            _ => return Err(NotationError::new(flag, FLAGS)),
        }
    }
    if pos.arrange[0] || pos.arrange[1] {
        if let Some((flag, ..)) = pending {
            return Err(NotationError::new(
                flag,
                "no pending decision while seeds are being arranged",
            ));
        }
        // The first player arranges first, so he is to act while he still has to.
        let expected = if pos.arrange[0] {
            Player::First
        } else {
            Player::Second
        };
        if to_act != expected {
            return Err(NotationError::new(
                side,
                "the player who still has to arrange his seeds (S first)",
            ));
        }
        pos.mover = Player::First;
    }
    match pending {
        None => {
            if let Some((flag, _)) = origin.or(lap) {
                return Err(NotationError::new(
                    flag,
                    "origin: and lap: only with a pending: flag",
                ));
            }
            if laps.is_some() || clockwise {
                let flag = seen
                    .iter()
                    .find(|k| **k == "laps" || **k == "lapdir")
                    .copied()
                    .unwrap_or(side);
                return Err(NotationError::new(
                    flag,
                    "laps: and lapdir: only with a pending: flag",
                ));
            }
        }
        Some((flag, wait, landing)) => {
            let mover = if wait == Wait::Retreat {
                to_act.other()
            } else {
                to_act
            };
            pos.mover = mover;
            let need = |what: &str| NotationError::new(flag, &format!("{what} with {flag}"));
            let (Some((oflag, origin)), Some((lflag, lap_start)), Some(laps)) = (origin, lap, laps)
            else {
                return Err(need("origin:PIT, lap:PIT and laps:N"));
            };
            for (f, p) in [(flag, landing), (oflag, origin), (lflag, lap_start)] {
                if owner(p) != mover {
                    return Err(NotationError::new(
                        f,
                        &format!(
                            "a pit of the player whose turn it is ({})",
                            side_letter(mover)
                        ),
                    ));
                }
            }
            let ts = TurnState {
                origin,
                lap_start,
                landing,
                clockwise,
                laps,
                wait,
            };
            check_pending(cfg, &pos, &ts).map_err(|why| NotationError::new(flag, why))?;
            pos.turn = Some(ts);
        }
    }
    Ok(pos)
}

/// Reads `S`, `N` or `SN`.
fn players(flag: &str, value: &str) -> Result<[bool; 2], NotationError> {
    match value {
        "S" => Ok([true, false]),
        "N" => Ok([false, true]),
        "SN" => Ok([true, true]),
        _ => Err(NotationError::new(value, "S, N or SN").within(flag)),
    }
}

/// Refuses a suspended turn that the rules could never have produced, so that answering it
/// cannot break them (e.g. capture from empty pits).
fn check_pending(cfg: &Config, pos: &Position, ts: &TurnState) -> Result<(), &'static str> {
    let at = ts.landing;
    let count = pos.pits[at.index()];
    let board = Flat::load(pos);
    if count < 2 {
        return Err("a landing pit that holds at least 2 seeds");
    }
    match ts.wait {
        Wait::Take | Wait::ResowDirection | Wait::Retreat => {
            if !is_inner(at) {
                return Err("an inner landing pit");
            }
            if ts.wait != Wait::Retreat && !(board.faces_two(at) && captures_allowed(pos, cfg)) {
                return Err("a landing pit facing two occupied pits, with captures allowed");
            }
            if ts.wait == Wait::Take && (cfg.compulsory || ts.clockwise) {
                return Err("no take decision: this capture is compulsory");
            }
            if ts.wait == Wait::Retreat && cfg.compulsory {
                return Err("no retreat decision: capture_mode=compulsory has no ndahise");
            }
            if ts.wait == Wait::ResowDirection {
                let from = resow_from(cfg, ts);
                let total = pos.pits[facing_inner(at).index()] + pos.pits[facing_outer(at).index()];
                if cfg.resow_same_direction
                    || !cfg.is_reverse(from)
                    || !cw_captures(&board, pos, cfg, from, total, false, Some(at))
                {
                    return Err("a capture whose re-sow may go clockwise for a direct capture");
                }
            }
        }
        Wait::Direction => {
            if !cfg.reverse_on_arrival
                || !cfg.is_reverse(at)
                || !cw_captures(&board, pos, cfg, at, count, true, None)
            {
                return Err("a reverse pit from which a clockwise relay would capture at once");
            }
        }
    }
    Ok(())
}
