//! `inkomo check FILE` and `inkomo replay FILE`.
//!
//! A record's texts (names, dates, note) and the file's path are printed escaped: a control
//! character in them never reaches the terminal raw (see [`crate::text`]).

use std::path::Path;
use std::process::ExitCode;

use super::load::{Loaded, load};
use crate::rules::{Family, Player};
use crate::text::escaped;

/// The file's path as printed.
fn shown(file: &Path) -> String {
    escaped(&file.display().to_string()).into_owned()
}

/// The side letter of `player` in the position texts: morris `X`/`O`, mancala `S`/`N`.
fn side(family: Family, player: Player) -> &'static str {
    match (family, player) {
        (Family::Morris, Player::First) => "X",
        (Family::Morris, Player::Second) => "O",
        (Family::Mancala, Player::First) => "S",
        (Family::Mancala, Player::Second) => "N",
    }
}

/// Prints why a loaded record is not clean (to stderr); returns whether it is clean.
fn report_problems(file: &Path, loaded: &Loaded) -> bool {
    if let Some(stop) = &loaded.stopped {
        eprintln!("{}: {stop}", shown(file));
    }
    for warning in &loaded.warnings {
        eprintln!("{}: {warning}", shown(file));
    }
    loaded.is_clean()
}

/// The one-line summary of a clean record.
pub fn summary(loaded: &Loaded) -> String {
    let players = &loaded.record.players;
    let mut line = format!(
        "{}, {} action(s), {}",
        loaded.id(),
        loaded.actions.len(),
        loaded.result()
    );
    if !players.first.is_empty() || !players.second.is_empty() {
        line.push_str(&format!(
            "; {} v {}",
            escaped(&players.first),
            escaped(&players.second)
        ));
    }
    if loaded.record.start.is_some() {
        line.push_str("; from a set-up position");
    }
    line
}

/// `inkomo check FILE`: exit 0 with a one-line summary, or exit 1 with the reason.
pub fn check(file: &Path) -> ExitCode {
    match load(file) {
        Err(e) => {
            eprintln!("{}: {e}", shown(file));
            ExitCode::FAILURE
        }
        Ok(loaded) => {
            if report_problems(file, &loaded) {
                println!("{}: ok: {}", shown(file), summary(&loaded));
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

/// `inkomo replay FILE`: the game turn by turn, with the position after every action. A
/// record that stops at an illegal action is printed up to it, then exits 1 with the reason.
pub fn replay(file: &Path) -> ExitCode {
    let loaded = match load(file) {
        Ok(loaded) => loaded,
        Err(e) => {
            eprintln!("{}: {e}", shown(file));
            return ExitCode::FAILURE;
        }
    };
    print!("{}", replay_text(&loaded));
    if report_problems(file, &loaded) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The text `inkomo replay` prints.
pub fn replay_text(loaded: &Loaded) -> String {
    let record = &loaded.record;
    let family = loaded.id().family();
    let mut out = String::new();
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    line(format!("game: {}", loaded.id()));
    for player in Player::BOTH {
        let name = record.players.name(player);
        let ordinal = if player == Player::First {
            "first"
        } else {
            "second"
        };
        line(format!(
            "{ordinal} ({}): {}",
            side(family, player),
            escaped(name)
        ));
    }
    if !record.dates.started.is_empty() || !record.dates.saved.is_empty() {
        line(format!(
            "dates: started {}, saved {}",
            escaped(&record.dates.started),
            escaped(&record.dates.saved)
        ));
    }
    let options: Vec<String> = loaded
        .options
        .pairs()
        .iter()
        .map(|(n, v)| format!("{n}={v}"))
        .collect();
    line(format!("options: {}", options.join(" ")));
    if !record.note.is_empty() {
        line(format!("note: {}", escaped(&record.note)));
    }
    line(format!("start: {}", loaded.start.position()));

    let history = &loaded.history;
    // Every action with the side that took it: the opponent's ndakubye/keep answer belongs
    // to the mover's turn but is the opponent's decision.
    let labelled: Vec<String> = history
        .actions()
        .iter()
        .zip(history.actors())
        .map(|(action, &actor)| format!("{} {action}", side(family, actor)))
        .collect();
    let width = labelled.iter().map(String::len).max().unwrap_or(0);
    let mut turns = history.turns().enumerate().peekable();
    // One pass through the game: each position is the one before it plus one action.
    history.for_each(0..history.len(), |i, game, _| {
        if let Some((t, turn)) = turns.next_if(|(_, turn)| turn.start == i) {
            let player = history.player(turn.start).unwrap_or(Player::First);
            let moves: Vec<String> = history.actions()[turn]
                .iter()
                .map(|a| a.to_string())
                .collect();
            line(format!(
                "turn {} ({}): {}",
                t + 1,
                side(family, player),
                moves.join(" ")
            ));
        }
        line(format!(
            "  {:>5}. {:<width$}  {}",
            i + 1,
            labelled[i],
            game.position()
        ));
    });
    match &loaded.stopped {
        Some(stop) => line(format!("stopped before action {}", stop.index + 1)),
        None => line(format!("result: {}", loaded.result())),
    }
    out
}
