//! The puzzle miner (`inkomo lesson mine`): draws positions, keeps those that are a forced
//! win in exactly `par` turns with a unique winning first action, and verifies each with the
//! same check as `inkomo lesson check` before it is written.
//!
//! * Morris: random movement-phase positions of three or four tokens a side (the K = 4
//!   tables), the side to move drawn too; the tables say at once whether it is won and in
//!   how many plies, and the referee's search, pruned by the tables, counts turns exactly.
//! * Mancala: the positions at the start of a turn in the last plies of random games
//!   (seeded), where one side is short of seeds; the referee's exact search decides.
//!
//! The rule set's own start is offered first: the Isolo women's start is a forced win in
//! three turns (with four winning first moves, so its `answers` is 4).
//!
//! Deterministic: the same settings give the same collection.

use std::collections::HashSet;

use super::file::{Collection, PuzzleFile, verify};
use super::{MAX_PAR, Source, TABLE_MAX, ensure_tables, winning_first_actions};
use crate::lesson::goal::{Attempt, Referee, find_pass};
use crate::lesson::load::LESSON_BUDGET;
use crate::rules::notation::format_actions;
use crate::rules::turn::ends_turn;
use crate::rules::{Family, Game, GameId};
use crate::selfplay::Rng;
use crate::tables;

/// What to mine.
#[derive(Clone, Copy, Debug)]
pub struct MineSettings {
    /// The rule set (default options).
    pub game: GameId,
    /// How many puzzles, spread evenly over the pars 1..=`max_par` (while half the draws
    /// last; then of any par).
    pub count: usize,
    /// The most turns a puzzle asks for.
    pub max_par: u8,
    /// The seed of the random positions.
    pub seed: u64,
    /// Give up after drawing this many positions.
    pub draws: usize,
}

/// What the miner found and how hard it looked.
#[derive(Clone, Debug)]
pub struct Mined {
    /// The puzzles, in order (the start first if it is one, then by par).
    pub puzzles: Vec<PuzzleFile>,
    /// Positions drawn.
    pub drawn: usize,
}

/// A candidate: the position and the par of its shortest forced win, if it makes a puzzle
/// (a unique winning first action, or the rule set's start with any number).
fn judge(start: &Game, max_par: u8, unique: bool) -> Option<(u8, u8, String)> {
    if start.is_over() {
        return None;
    }
    let mut referee = Referee::with_allowance(LESSON_BUDGET);
    let learner = start.to_act();
    let par = referee.win_distance(start, learner, max_par)?;
    if par == 0 || referee.exhausted() {
        return None;
    }
    let winning = winning_first_actions(start, par, &mut referee)?;
    if winning.is_empty() || (unique && winning.len() != 1) {
        return None;
    }
    let attempt = Attempt::new(start.clone());
    let line = find_pass(&attempt, &super::task(par), &mut referee)?;
    let answers = u8::try_from(winning.len()).ok()?;
    Some((par, answers, format_actions(&line)))
}

/// A random movement-phase position of `game` with three or four tokens a side.
fn random_morris(game: GameId, rng: &mut Rng) -> Option<Game> {
    crate::selfplay::random_endgame(game, rng, 4)
}

/// The positions at a turn's start among the last `tail` actions of a random game.
fn mancala_tail(game: GameId, rng: &mut Rng, tail: usize) -> Vec<Game> {
    let mut g = Game::with_defaults(game);
    let mut starts = Vec::new();
    let mut turn_start = true;
    let mut guard = 0;
    while !g.is_over() && guard < 20_000 {
        guard += 1;
        if turn_start {
            starts.push(g.clone());
        }
        let actions = g.legal_actions();
        if actions.is_empty() {
            break;
        }
        let action = actions[rng.below(actions.len())];
        let before = g.to_act();
        let Ok(effects) = g.apply(action) else {
            break;
        };
        turn_start = ends_turn(before, action, &effects, &g);
    }
    let from = starts.len().saturating_sub(tail);
    starts.split_off(from)
}

/// Mines `settings.count` puzzles (fewer if the draws run out), each verified as
/// `inkomo lesson check` will; `progress` is told (found, drawn) now and then.
pub fn mine(settings: &MineSettings, progress: &mut dyn FnMut(usize, usize)) -> Mined {
    let game = settings.game;
    let max_par = settings.max_par.clamp(1, MAX_PAR);
    let morris = game.family() == Family::Morris;
    let source = if morris {
        if !tables::GAMES.contains(&game) || ensure_tables(game).is_none() {
            return Mined {
                puzzles: Vec::new(),
                drawn: 0,
            };
        }
        Source::Tables
    } else {
        Source::Search
    };
    // An even share of the count for each par (the remainder to the hardest).
    let share = settings.count / usize::from(max_par);
    let mut quota: Vec<usize> = vec![share; usize::from(max_par)];
    if let Some(last) = quota.last_mut() {
        *last += settings.count - share * usize::from(max_par);
    }
    let mut found: Vec<(u8, String, u8, String)> = Vec::new();
    let mut seen = HashSet::new();
    let mut rng = Rng::new(settings.seed);
    let mut drawn = 0;
    let mut own_start = None;

    // The rule set's start first, if it is a puzzle (the Isolo women's start is).
    let start = Game::with_defaults(game);
    if !morris
        && let Some((par, answers, line)) = judge(&start, max_par, false)
        && checks(game, source, (par, &start.position(), answers, &line))
    {
        seen.insert(start.position());
        own_start = Some((par, start.position(), answers, line));
    }
    let mut pending: Vec<Game> = Vec::new();
    while found.len() < settings.count && drawn < settings.draws {
        let candidate = if morris {
            random_morris(game, &mut rng)
        } else {
            if pending.is_empty() {
                pending = mancala_tail(game, &mut rng, 14);
            }
            pending.pop()
        };
        drawn += 1;
        if drawn % 200 == 0 {
            progress(found.len(), drawn);
        }
        let Some(candidate) = candidate else {
            continue;
        };
        if morris
            && candidate
                .morris()
                .is_none_or(|m| m.position_core().on_board(m.to_act()) as u32 > TABLE_MAX)
        {
            continue;
        }
        let key = candidate.position();
        if !seen.insert(key.clone()) {
            continue;
        }
        let Some((par, answers, line)) = judge(&candidate, max_par, true) else {
            continue;
        };
        // Each par its share while half the draws last; then any par, so a rule set where
        // long puzzles are rare still yields its count.
        let slot = usize::from(par - 1);
        let open = quota[slot] > 0 || drawn > settings.draws / 2;
        if !open || !checks(game, source, (par, &key, answers, &line)) {
            continue;
        }
        quota[slot] = quota[slot].saturating_sub(1);
        found.push((par, key, answers, line));
    }
    found.sort_by_key(|(par, ..)| *par);
    let mut all: Vec<(u8, String, u8, String)> = own_start.into_iter().collect();
    all.extend(found);
    let puzzles = all
        .into_iter()
        .enumerate()
        .map(|(i, (par, position, answers, solution))| PuzzleFile {
            id: format!("{game}-puzzle-{:03}", i + 1),
            position,
            par,
            solution,
            answers,
            source,
        })
        .collect();
    Mined { puzzles, drawn }
}

/// Whether a candidate checks as `inkomo lesson check` will check it (only such are kept).
fn checks(
    game: GameId,
    source: Source,
    (par, position, answers, solution): (u8, &str, u8, &str),
) -> bool {
    let collection = Collection {
        file: format!("{game}.ron"),
        game,
        puzzles: Vec::new(),
    };
    let puzzle = PuzzleFile {
        id: format!("{game}-puzzle-000"),
        position: position.to_string(),
        par,
        solution: solution.to_string(),
        answers,
        source,
    };
    verify(&collection, 1, &puzzle, None).is_ok()
}

/// The collection file's text: a comment on how it was made, then one puzzle a line.
pub fn to_text(game: GameId, settings: &MineSettings, mined: &Mined) -> String {
    let mut out = format!(
        "// Puzzles of {game}, mined by `inkomo lesson mine --game {game} --count {} --max-par {} --seed {} --draws {}`\n\
         // ({} positions drawn). Each is checked by `inkomo lesson check`.\n(\n    format: {},\n    game: \"{game}\",\n    puzzles: [\n",
        settings.count,
        settings.max_par,
        settings.seed,
        settings.draws,
        mined.drawn,
        super::file::FORMAT,
    );
    for p in &mined.puzzles {
        out.push_str(&format!(
            "        (id: \"{}\", position: \"{}\", par: {}, solution: \"{}\", answers: {}, source: {:?}),\n",
            p.id, p.position, p.par, p.solution, p.answers, p.source
        ));
    }
    out.push_str("    ],\n)\n");
    out
}
