//! The text form of a review: one line per turn, as `inkomo review` prints it and a record
//! keeps it (`review:` in the RON file).
//!
//! ```text
//! turn=5 player=first move=g7+xa4 mark=best value=120 played=120 source=search
//! turn=6 player=second move=c4 mark=mistake value=-120 played=-290 better=b6 source=search
//! turn=61 player=first move=a1-a4 mark=mistake value=win:9 played=draw better=g1-g4 source=tables
//! ```
//!
//! * `move` and `better` are a turn's actions in the notation joined by `+` (an action never
//!   holds one); `better` is left out for the best move.
//! * `value` (the best move's) and `played` (the move's) are for the mover: a searched
//!   judgement in evaluation units, or an exact `win:N`, `loss:N` (N moves from the tables,
//!   N decisions from a search) or `draw`.
//!
//! Reading checks every line against the game (the turn's number, mover and actions, a
//! better move legal where it stands): a review that does not belong to the game is refused
//! and the caller reviews again.

use super::{Eval, Mark, Review, Source, TurnReview, turns};
use crate::rules::{Action, Game, Player};
use crate::tables::Value;

/// The word of `player` (`first`, `second`).
fn player_word(player: Player) -> &'static str {
    match player {
        Player::First => "first",
        Player::Second => "second",
    }
}

/// `actions` joined by `+`.
fn joined(actions: &[Action]) -> String {
    actions
        .iter()
        .map(Action::to_string)
        .collect::<Vec<_>>()
        .join("+")
}

/// The text of a value.
pub fn eval_text(eval: Eval) -> String {
    match eval {
        Eval::Score(s) => s.to_string(),
        Eval::Exact(Value::Win(d)) => format!("win:{d}"),
        Eval::Exact(Value::Loss(d)) => format!("loss:{d}"),
        Eval::Exact(Value::Draw) => "draw".to_string(),
    }
}

/// Reads a value of [`eval_text`].
pub fn parse_eval(text: &str) -> Option<Eval> {
    let distance = |d: &str| crate::rules::notation::parse_decimal::<u16>(d);
    if text == "draw" {
        return Some(Eval::Exact(Value::Draw));
    }
    if let Some(d) = text.strip_prefix("win:") {
        return distance(d).map(|d| Eval::Exact(Value::Win(d)));
    }
    if let Some(d) = text.strip_prefix("loss:") {
        return distance(d).map(|d| Eval::Exact(Value::Loss(d)));
    }
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text),
    };
    crate::rules::notation::parse_decimal::<i32>(digits).map(|s| Eval::Score(sign * s))
}

/// The line of turn `number` (1-based).
pub fn line(number: usize, turn: &TurnReview) -> String {
    let mut out = format!(
        "turn={number} player={} move={} mark={} value={} played={}",
        player_word(turn.mover),
        joined(&turn.played),
        turn.mark.as_str(),
        eval_text(turn.best_value),
        eval_text(turn.played_value),
    );
    if let Some(better) = turn.better() {
        out.push_str(&format!(" better={}", joined(better)));
    }
    out.push_str(&format!(" source={}", turn.source.as_str()));
    out
}

/// The lines of `review`, one per turn.
pub fn lines(review: &Review) -> Vec<String> {
    review
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| line(i + 1, t))
        .collect()
}

/// Reads the lines of a review of the game played from `start` with `actions` (at a budget
/// of `nodes`).
///
/// # Errors
///
/// A line that is not in the form, or does not belong to the game, with its number.
pub fn parse(
    start: &Game,
    actions: &[Action],
    nodes: u64,
    lines: &[String],
) -> Result<Review, String> {
    let game_turns = turns(start, actions);
    if lines.len() > game_turns.len() {
        return Err(format!(
            "{} reviewed turns for a game of {}",
            lines.len(),
            game_turns.len()
        ));
    }
    let mut out = Vec::with_capacity(lines.len());
    for (i, (text, turn)) in lines.iter().zip(&game_turns).enumerate() {
        out.push(parse_turn(text, i + 1, turn).map_err(|e| format!("line {}: {e}", i + 1))?);
    }
    Ok(Review { nodes, turns: out })
}

/// One line, checked against `turn`.
fn parse_turn(text: &str, number: usize, turn: &super::Turn) -> Result<TurnReview, String> {
    let field = |key: &str| {
        text.split_whitespace()
            .find_map(|t| t.strip_prefix(key)?.strip_prefix('='))
    };
    let need = |key: &str| field(key).ok_or_else(|| format!("no {key}="));
    if need("turn")? != number.to_string() {
        return Err(format!("expected turn={number}"));
    }
    if need("player")? != player_word(turn.mover) {
        return Err("not the player of that turn".into());
    }
    if need("move")? != joined(&turn.actions) {
        return Err("not the move of that turn".into());
    }
    let mark = Mark::parse(need("mark")?).ok_or("unknown mark")?;
    let best_value = parse_eval(need("value")?).ok_or("bad value")?;
    let played_value = parse_eval(need("played")?).ok_or("bad played value")?;
    let source = match need("source")? {
        "tables" => Source::Tables,
        "search" => Source::Search,
        _ => return Err("unknown source".into()),
    };
    let best = match field("better") {
        None if mark == Mark::Best => turn.actions.clone(),
        None => return Err("a move that is not the best needs better=".into()),
        Some(text) => legal_line(&turn.before, text)?,
    };
    Ok(TurnReview {
        first: turn.first,
        mover: turn.mover,
        played: turn.actions.clone(),
        best_value,
        played_value,
        best,
        mark,
        source,
    })
}

/// The actions of `text` (joined by `+`), each legal where it stands from `start`.
fn legal_line(start: &Game, text: &str) -> Result<Vec<Action>, String> {
    let mut game = start.clone();
    let mut line = Vec::new();
    for token in text.split('+') {
        let action = game
            .parse_action(token)
            .map_err(|e| format!("better: {e}"))?;
        game.apply(action)
            .map_err(|e| format!("better: {token}: {e}"))?;
        line.push(action);
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip() {
        for e in [
            Eval::Score(0),
            Eval::Score(-80),
            Eval::Score(1234),
            Eval::Exact(Value::Win(5)),
            Eval::Exact(Value::Loss(12)),
            Eval::Exact(Value::Draw),
        ] {
            assert_eq!(parse_eval(&eval_text(e)), Some(e), "{e:?}");
        }
        for bad in ["", "-", "win:", "win:x", "loss:-3", "12a", "--3"] {
            assert_eq!(parse_eval(bad), None, "{bad}");
        }
    }
}
