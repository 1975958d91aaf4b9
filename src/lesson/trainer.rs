//! The endgame trainer: morris endgame positions from the tables, played against the perfect
//! Master until the result (docs/lessons.md, 15).
//!
//! A trainer position is a one-exercise lesson with the goal [`Goal::WinEndgame`] ("win this
//! 3 against 4") or [`Goal::HoldDraw`] ("hold this draw"), judged after every learner turn by
//! the tables' value for the learner, the three-against-three counter applied: a turn that
//! makes it worse (a win drawn or lost, a draw lost) fails at once. The opponent plays the
//! tables' best move ([`super::goal::master_reply`]: the shortest win, the longest loss, a
//! draw held). The par is the tables': for a win, the learner turns of the shortest win,
//! counted on the line both sides play perfectly; for a draw, the turns to hold it.
//!
//! The positions are kept one file per rule set, `assets/trainer/<game>.ron`, made by the
//! deterministic [`mine`] (`inkomo lesson trainer --game G`) and checked at load like puzzles
//! ([`verify`]): the position lies in the tables, their value and par are the file's, the
//! perfect line passes and some first move fails. Pure: no screen; the tables are built
//! (K = 4, seconds) when first needed ([`super::puzzle::ensure_tables`]).

use std::collections::BTreeSet;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::goal::{
    Attempt, Goal, Played, Referee, Task, Verdict, endgame_keeps, endgame_value, master_reply,
};
use super::load::{MessageIds, is_key};
use super::puzzle::ensure_tables;
use super::{Arg, Exercise, Help, Lesson, LessonError, Message, Step, StepKind};
use crate::record::ron_message;
use crate::rules::{Action, Game, GameId, Options, Player};
use crate::selfplay::Rng;
use crate::tables::Value;
use crate::text::echo;

/// The trainer file format this build reads and writes.
pub const FORMAT: u64 = 1;

/// The learner turns a draw is held for, as the miner writes it.
pub const HOLD_TURNS: u8 = 10;

/// The most turns a draw may be asked to be held.
pub const MAX_HOLD: u8 = 30;

/// The most actions the perfect line may take before the check gives up.
const LINE_ACTIONS: usize = 600;

/// The trainer files embedded in the binary: path and text, one per morris rule set.
pub const FILES: [(&str, &str); 3] = [
    (
        "assets/trainer/isisuthu.ron",
        include_str!("../../assets/trainer/isisuthu.ron"),
    ),
    (
        "assets/trainer/isizulu.ron",
        include_str!("../../assets/trainer/isizulu.ron"),
    ),
    (
        "assets/trainer/isipowe.ron",
        include_str!("../../assets/trainer/isipowe.ron"),
    ),
];

/// The message ids every trainer position may use (in `lessons.ftl`).
pub const MESSAGES: [&str; 7] = [
    "trainer-title-win",
    "trainer-title-win-flying",
    "trainer-title-hold",
    "trainer-summary-win",
    "trainer-summary-hold",
    "trainer-win",
    "trainer-hold",
];

/// What a trainer position asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Aim {
    /// Win a position the tables call won ([`Goal::WinEndgame`]).
    Win,
    /// Hold a position the tables call drawn ([`Goal::HoldDraw`]).
    Hold,
}

/// A trainer file as written.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct TrainerFile {
    /// Always [`FORMAT`].
    pub format: u64,
    /// The rule set, under its default options; must equal the file name.
    pub game: String,
    /// The positions, in the order the Learn screen numbers them.
    pub positions: Vec<PositionFile>,
}

/// One trainer position as written.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PositionFile {
    /// `<game>-trainer-<NN>`, unique: the key of its progress.
    pub id: String,
    /// Win or hold the draw.
    pub aim: Aim,
    /// The position (docs/architecture.md, Notation); the learner is the player to act.
    pub position: String,
    /// A win: the tables' distance of the shortest win in plies (moves of both sides); a
    /// draw: 0.
    pub plies: u16,
    /// A win: the learner turns of the shortest win; a draw: the turns to hold it.
    pub par: u8,
}

/// A trainer file read but not verified: enough for the Learn screen's list.
#[derive(Clone, Debug)]
pub struct TrainerSet {
    /// Where it was read from.
    pub file: String,
    /// The rule set.
    pub game: GameId,
    /// The positions in order.
    pub positions: Vec<PositionFile>,
}

impl TrainerSet {
    /// The position with this id and its number (from 1).
    pub fn get(&self, id: &str) -> Option<(u16, &PositionFile)> {
        self.positions
            .iter()
            .enumerate()
            .find(|(_, p)| p.id == id)
            .map(|(i, p)| (u16::try_from(i + 1).unwrap_or(u16::MAX), p))
    }

    /// What the list shows of position `number` (from 1): its aim and tokens; `None` if its
    /// position does not read.
    pub fn info(&self, number: u16, position: &PositionFile) -> Option<TrainerInfo> {
        let start = Game::from_position(
            self.game,
            Options::defaults(self.game),
            position.position.trim(),
        )
        .ok()?;
        info_of(&start, number, position)
    }
}

/// What a loaded lesson knows of the trainer position it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrainerInfo {
    /// Its number in the rule set's list, from 1.
    pub number: u16,
    /// Win or hold.
    pub aim: Aim,
    /// The learner's tokens on the board.
    pub mine: u8,
    /// The opponent's tokens on the board.
    pub theirs: u8,
    /// Whether the learner flies (three tokens, in a rule set that flies).
    pub flying: bool,
    /// The par in learner turns.
    pub par: u8,
    /// A win's distance in plies (0 for a draw).
    pub plies: u16,
}

impl TrainerInfo {
    /// The message id of its title ("Win 3 against 4 with flying", "Hold the draw, 3
    /// against 4"), the words of its button.
    pub fn title_id(&self) -> &'static str {
        match (self.aim, self.flying) {
            (Aim::Win, true) => "trainer-title-win-flying",
            (Aim::Win, false) => "trainer-title-win",
            (Aim::Hold, _) => "trainer-title-hold",
        }
    }

    /// The message id of its summary.
    pub fn summary_id(&self) -> &'static str {
        match self.aim {
            Aim::Win => "trainer-summary-win",
            Aim::Hold => "trainer-summary-hold",
        }
    }

    /// The message id of the task said on the board.
    pub fn text_id(&self) -> &'static str {
        match self.aim {
            Aim::Win => "trainer-win",
            Aim::Hold => "trainer-hold",
        }
    }

    /// `message` with the trainer's arguments: `$number`, `$turns` (the par), `$mine`,
    /// `$theirs`.
    pub fn with_args(&self, message: Message) -> Message {
        message
            .arg("number", Arg::Number(i64::from(self.number)))
            .arg("turns", Arg::Number(i64::from(self.par)))
            .arg("mine", Arg::Number(i64::from(self.mine)))
            .arg("theirs", Arg::Number(i64::from(self.theirs)))
    }

    /// The title with its arguments.
    pub fn title(&self) -> Message {
        self.with_args(Message::new(self.title_id()))
    }

    /// The goal of the exercise.
    pub fn task(&self) -> Task {
        task(self.aim, self.par)
    }
}

/// The task of a trainer position: the goal of its aim with its par.
pub fn task(aim: Aim, par: u8) -> Task {
    Task {
        goal: match aim {
            Aim::Win => Goal::WinEndgame,
            Aim::Hold => Goal::HoldDraw,
        },
        par,
    }
}

fn info_of(start: &Game, number: u16, position: &PositionFile) -> Option<TrainerInfo> {
    let m = start.morris()?;
    let learner = start.to_act();
    let on_board = |p: Player| m.position_core().on_board(p);
    Some(TrainerInfo {
        number,
        aim: position.aim,
        mine: on_board(learner),
        theirs: on_board(learner.other()),
        flying: m.can_fly(learner),
        par: position.par,
        plies: position.plies,
    })
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_recursion_limit(16)
}

/// Reads a trainer file's text (no position verified yet): the format, the rule set (one
/// with tables, named as the file), the ids (well formed, prefixed, unique).
pub fn read(text: &str, file: &str) -> Result<TrainerSet, LessonError> {
    let whole = |reason: String| LessonError::whole(file, reason);
    let raw: TrainerFile = ron_options()
        .from_str(text)
        .map_err(|e| whole(format!("not a trainer file: {}", ron_message(text, e))))?;
    if raw.format > FORMAT {
        return Err(whole(format!(
            "format {} was made by a newer Inkomo (this one reads format {FORMAT})",
            raw.format
        )));
    }
    if raw.format == 0 {
        return Err(whole("format 0 does not exist: write format: 1".into()));
    }
    let game = GameId::parse(&raw.game).map_err(|e| whole(e.to_string()))?;
    if !crate::tables::GAMES.contains(&game) {
        return Err(whole(format!("{game} has no endgame tables")));
    }
    if let Some(stem) = Path::new(file).file_stem().and_then(|s| s.to_str())
        && stem != game.as_str()
    {
        return Err(whole(format!(
            "the trainer of '{game}' must be named '{game}.ron', not '{}'",
            echo(stem)
        )));
    }
    let prefix = format!("{game}-trainer-");
    let mut seen = BTreeSet::new();
    for p in &raw.positions {
        if !is_key(&p.id) || !p.id.starts_with(&prefix) {
            return Err(whole(format!(
                "bad trainer id '{}': '{prefix}' and lower-case letters, digits and '-'",
                echo(&p.id)
            )));
        }
        if !seen.insert(p.id.clone()) {
            return Err(whole(format!("the trainer id '{}' is used twice", p.id)));
        }
    }
    Ok(TrainerSet {
        file: file.to_string(),
        game,
        positions: raw.positions,
    })
}

/// The value in words for error messages.
fn describe(value: Value) -> String {
    match value {
        Value::Win(d) => format!("won in {d} plies"),
        Value::Loss(d) => format!("lost in {d} plies"),
        Value::Draw => "drawn".into(),
    }
}

/// The line both sides play perfectly from `start` under `task` (the learner the tables'
/// best move too, the Master the tables' reply): the learner's actions, the whole line and
/// the learner turns it took. `None` if it does not pass.
pub fn perfect_line(start: &Game, task: &Task) -> Option<(Vec<Action>, Vec<Played>, u8)> {
    let mut referee = Referee::new();
    let mut attempt = Attempt::new(start.clone());
    let mut line = Vec::new();
    for _ in 0..LINE_ACTIONS {
        let action = master_reply(attempt.game())?;
        let turn = attempt.play(task, &mut referee, action).ok()?;
        line.extend(turn.played);
        line.extend(turn.replies);
        match turn.verdict {
            Verdict::Pass => return Some((attempt.actions().to_vec(), line, attempt.turns())),
            Verdict::Fail(_) => return None,
            Verdict::Continue => {}
        }
    }
    None
}

/// Verifies position `number` (from 1) of `set` and makes it a lesson of one exercise: the
/// position lies in the tables and they call it what the file says (a win in `plies`, or a
/// draw), the par is the tables' (the learner turns of the perfect line; a draw's turns
/// 1..=[`MAX_HOLD`]), the perfect line passes, some first move fails, and (with `ids`) the
/// trainer's messages exist in every locale.
pub fn verify(
    set: &TrainerSet,
    number: u16,
    position: &PositionFile,
    ids: Option<&MessageIds>,
) -> Result<Lesson, LessonError> {
    let file = format!("{} ({})", set.file, echo(&position.id));
    let fail = |reason: String| LessonError {
        file: file.clone(),
        step: None,
        reason,
    };
    let game = set.game;
    let start = Game::from_position(game, Options::defaults(game), position.position.trim())
        .map_err(|e| fail(format!("bad position: {e}")))?;
    if start.is_over() {
        return Err(fail("the game is already over".into()));
    }
    if ensure_tables(game).is_none() {
        return Err(fail(format!("{game} has no endgame tables")));
    }
    let learner = start.to_act();
    let value = endgame_value(&start, learner)
        .ok_or_else(|| fail("the position is not in the endgame tables".into()))?;
    match (position.aim, value) {
        (Aim::Win, Value::Win(d)) if d == position.plies => {}
        (Aim::Hold, Value::Draw) if position.plies == 0 => {}
        (aim, v) => {
            let said = match aim {
                Aim::Win => format!("won in {} plies", position.plies),
                Aim::Hold => format!("drawn (plies {})", position.plies),
            };
            return Err(fail(format!(
                "the tables say {}, the file says {said}",
                describe(v)
            )));
        }
    }
    if position.aim == Aim::Hold && !(1..=MAX_HOLD).contains(&position.par) {
        return Err(fail(format!(
            "par {}: a draw is held for 1 to {MAX_HOLD} turns",
            position.par
        )));
    }
    let info =
        info_of(&start, number, position).ok_or_else(|| fail("not a morris position".into()))?;
    let task = info.task();
    let (solution, line, turns) = perfect_line(&start, &task)
        .ok_or_else(|| fail("the tables' own line does not pass".into()))?;
    if position.aim == Aim::Win && turns != position.par {
        return Err(fail(format!(
            "par {}: the shortest win takes {turns} turn(s)",
            position.par
        )));
    }
    let mut referee = Referee::new();
    let attempt = Attempt::new(start.clone());
    let legal = start.legal_actions();
    if legal
        .iter()
        .all(|&a| endgame_keeps(&attempt, &task, &mut referee, a))
    {
        return Err(fail(
            "every first move keeps the value: the position teaches nothing".into(),
        ));
    }
    if let Some(ids) = ids {
        for id in MESSAGES {
            let missing = ids.missing(id);
            if !missing.is_empty() {
                return Err(fail(format!(
                    "missing message '{id}' ({})",
                    missing.join(", ")
                )));
            }
        }
    }
    let section = if info.flying {
        "flying"
    } else if info.mine == 3 && info.theirs == 3 {
        "three_v_three_draw"
    } else {
        "slide"
    };
    let step = Step {
        number: 1,
        text: info.text_id().to_string(),
        start: start.clone(),
        kind: StepKind::Exercise(Exercise {
            task,
            solution,
            line,
            wrong: Vec::new(),
            help: Help {
                goal_text: None,
                word: None,
                section: section.to_string(),
                highlight: Vec::new(),
                pass: None,
            },
        }),
    };
    Ok(Lesson {
        id: position.id.clone(),
        game,
        options: Options::defaults(game),
        file,
        steps: vec![step],
        puzzle: None,
        mistake: None,
        trainer: Some(info),
    })
}

/// Reads a trainer file and verifies every position; the results in order (a file that does
/// not read is one error).
pub fn load_set(
    text: &str,
    file: &str,
    ids: Option<&MessageIds>,
) -> Vec<Result<Lesson, LessonError>> {
    match read(text, file) {
        Err(e) => vec![Err(e)],
        Ok(set) => set
            .positions
            .iter()
            .enumerate()
            .map(|(i, p)| verify(&set, u16::try_from(i + 1).unwrap_or(u16::MAX), p, ids))
            .collect(),
    }
}

/// Every embedded trainer file and every position, verified (the check's list).
pub fn load_all(ids: Option<&MessageIds>) -> Vec<Result<Lesson, LessonError>> {
    FILES
        .iter()
        .flat_map(|(path, text)| load_set(text, path, ids))
        .collect()
}

/// Every embedded trainer file that reads (a broken one is left out; `inkomo lesson check`
/// and the tests report it).
pub fn sets() -> Vec<TrainerSet> {
    FILES
        .iter()
        .filter_map(|(path, text)| read(text, path).ok())
        .collect()
}

/// The embedded trainer of `game`, if any.
pub fn set(game: GameId) -> Option<TrainerSet> {
    sets().into_iter().find(|s| s.game == game)
}

/// The embedded trainer position with this id, verified (its messages too).
pub fn find(id: &str) -> Option<Result<Lesson, LessonError>> {
    let ids = super::catalogue::message_ids();
    sets().into_iter().find_map(|s| {
        let (number, position) = s.get(id)?;
        Some(verify(&s, number, position, Some(&ids)))
    })
}

/// The id of the position after `id` in its rule set's list; `None` after the last one or
/// for an unknown id.
pub fn next_position(id: &str) -> Option<String> {
    sets().into_iter().find_map(|s| {
        let (number, _) = s.get(id)?;
        Some(s.positions.get(usize::from(number))?.id.clone())
    })
}

/// The title of position `id` with its arguments, without verifying it; `None` for an id
/// that is not a trainer position.
pub fn title_of(id: &str) -> Option<Message> {
    sets().into_iter().find_map(|s| {
        let (number, p) = s.get(id)?;
        Some(s.info(number, p)?.title())
    })
}

/// One kind of position the miner looks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Category {
    /// Win or hold.
    pub aim: Aim,
    /// The learner's and the opponent's tokens, tried in order until one gives positions.
    pub counts: Vec<(usize, usize)>,
    /// For a win, the ranges of par to fill, one position each; for a draw, how many (each
    /// range stands for one position).
    pub pars: Vec<(u8, u8)>,
}

/// The categories of `game`'s trainer: win three against three (flying where the rule set
/// flies), win four against three (in Isipowe, whose tables win four against three only at
/// once, the flier escaping otherwise: hold the draw four against three), win three against
/// four with flying (four against four in
/// Isisuthu, where nobody flies), hold a draw three against four (else four against four,
/// else three against three). Three positions each, the wins of growing par.
pub fn categories(game: GameId) -> Vec<Category> {
    let wins = vec![(2, 3), (4, 6), (7, 30)];
    let flies = game != GameId::Isisuthu;
    let third = if flies { (3, 4) } else { (4, 4) };
    vec![
        Category {
            aim: Aim::Win,
            counts: vec![(3, 3)],
            pars: wins.clone(),
        },
        if game == GameId::Isipowe {
            Category {
                aim: Aim::Hold,
                counts: vec![(4, 3)],
                pars: vec![(HOLD_TURNS, HOLD_TURNS); 3],
            }
        } else {
            Category {
                aim: Aim::Win,
                counts: vec![(4, 3)],
                pars: wins.clone(),
            }
        },
        Category {
            aim: Aim::Win,
            counts: vec![third],
            pars: wins,
        },
        Category {
            aim: Aim::Hold,
            counts: vec![(3, 4), (4, 4), (3, 3)],
            pars: vec![(HOLD_TURNS, HOLD_TURNS); 3],
        },
    ]
}

/// How many random positions the miner draws per wanted position before it gives up on it.
pub const DRAWS: usize = 20_000;

/// A random movement-phase position of `game`: `mine` tokens of the player to act against
/// `theirs`, the side to act drawn too.
fn random_position(game: GameId, mine: usize, theirs: usize, rng: &mut Rng) -> Option<Game> {
    let points = if game == GameId::Isisuthu { 25 } else { 24 };
    let first_acts = rng.below(2) == 0;
    let (x, o) = if first_acts {
        (mine, theirs)
    } else {
        (theirs, mine)
    };
    let mut cells = vec!['.'; points];
    for (count, c) in [(x, 'X'), (o, 'O')] {
        let mut placed = 0;
        while placed < count {
            let p = rng.below(points);
            if cells[p] == '.' {
                cells[p] = c;
                placed += 1;
            }
        }
    }
    let board: String = cells.into_iter().collect();
    let tokens = usize::from(Game::with_defaults(game).morris()?.in_hand(Player::First));
    let text = format!(
        "{board} {} hand:0,0 lost:{},{} move",
        if first_acts { 'X' } else { 'O' },
        tokens.saturating_sub(x),
        tokens.saturating_sub(o)
    );
    Game::from_position(game, Options::defaults(game), &text).ok()
}

/// Mines `game`'s trainer from `seed`: for each category ([`categories`]) and each wanted
/// par, random positions are drawn until one is what is wanted (won with a shortest win of
/// that many learner turns, or drawn) and passes [`verify`]; after [`DRAWS`] in vain, a win
/// of any par from two turns on will do. Deterministic: the same seed
/// gives the same file. `None` for a rule set without tables.
pub fn mine(game: GameId, seed: u64) -> Option<TrainerFile> {
    ensure_tables(game)?;
    let mut rng = Rng::new(seed);
    let mut set = TrainerSet {
        file: format!("assets/trainer/{game}.ron"),
        game,
        positions: Vec::new(),
    };
    let mut seen = BTreeSet::new();
    for category in categories(game) {
        for &wanted in &category.pars {
            // The par wanted, else any par of a real ending (two turns or more).
            let ranges = [wanted, (wanted.0.min(2), u8::MAX)];
            'found: for range in ranges {
                for &(mine, theirs) in &category.counts {
                    for _ in 0..DRAWS {
                        let Some(start) = random_position(game, mine, theirs, &mut rng) else {
                            continue;
                        };
                        if let Some(found) = candidate(&set, &start, &category, range)
                            && seen.insert(found.position.clone())
                        {
                            set.positions.push(found);
                            break 'found;
                        }
                    }
                }
            }
        }
    }
    Some(TrainerFile {
        format: FORMAT,
        game: game.as_str().to_string(),
        positions: set.positions,
    })
}

/// `start` as the next position of `set` if it is what `category` wants with a par in
/// `pars` and it verifies.
fn candidate(
    set: &TrainerSet,
    start: &Game,
    category: &Category,
    (low, high): (u8, u8),
) -> Option<PositionFile> {
    if start.is_over() {
        return None;
    }
    let value = endgame_value(start, start.to_act())?;
    let number = set.positions.len() + 1;
    let mut position = PositionFile {
        id: format!("{}-trainer-{number:02}", set.game),
        aim: category.aim,
        position: start.position(),
        plies: 0,
        par: low,
    };
    match (category.aim, value) {
        (Aim::Win, Value::Win(d)) => {
            let (_, _, turns) = perfect_line(start, &task(Aim::Win, high))?;
            if !(low..=high).contains(&turns) {
                return None;
            }
            position.plies = d;
            position.par = turns;
        }
        (Aim::Hold, Value::Draw) => {}
        _ => return None,
    }
    let mut referee = Referee::new();
    let attempt = Attempt::new(start.clone());
    let task = task(position.aim, position.par);
    // A draw worth holding: at least two first moves lose it.
    let slips = start
        .legal_actions()
        .iter()
        .filter(|&&a| !endgame_keeps(&attempt, &task, &mut referee, a))
        .count();
    if slips < if category.aim == Aim::Hold { 2 } else { 1 } {
        return None;
    }
    let number = u16::try_from(number).ok()?;
    verify(set, number, &position, None).ok()?;
    Some(position)
}

/// The trainer file as text, one position a line.
pub fn to_ron(file: &TrainerFile) -> String {
    let mut out = format!(
        "(\n    format: {},\n    game: \"{}\",\n    positions: [\n",
        file.format, file.game
    );
    for p in &file.positions {
        out.push_str(&format!(
            "        (id: \"{}\", aim: {:?}, position: \"{}\", plies: {}, par: {}),\n",
            p.id, p.aim, p.position, p.plies, p.par
        ));
    }
    out.push_str("    ],\n)\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_does_not_belong_is_refused_by_name() {
        let text = "(format: 1, game: \"isizulu\", positions: [])";
        assert!(read(text, "assets/trainer/isipowe.ron").is_err());
        assert!(read(text, "assets/trainer/isizulu.ron").is_ok());
        let mancala = "(format: 1, game: \"igisoro\", positions: [])";
        assert!(read(mancala, "assets/trainer/igisoro.ron").is_err());
        let bad = "(format: 1, game: \"isizulu\", positions: [(id: \"x-1\", aim: Win, position: \"\", plies: 1, par: 1)])";
        assert!(read(bad, "assets/trainer/isizulu.ron").is_err());
    }

    #[test]
    fn every_embedded_position_verifies_and_its_value_is_the_tables() {
        for result in load_all(Some(&super::super::catalogue::message_ids())) {
            let lesson = result.unwrap_or_else(|e| panic!("{e}"));
            let info = lesson.trainer.expect("a trainer position");
            let start = &lesson.steps[0].start;
            let value = endgame_value(start, start.to_act());
            match info.aim {
                Aim::Win => assert_eq!(value, Some(Value::Win(info.plies)), "{}", lesson.id),
                Aim::Hold => assert_eq!(value, Some(Value::Draw), "{}", lesson.id),
            }
        }
    }

    #[test]
    fn a_wrong_value_or_par_is_refused() {
        let Some(set) = set(GameId::Isizulu) else {
            panic!("the Isizulu trainer is embedded");
        };
        let first = set
            .positions
            .iter()
            .find(|p| p.aim == Aim::Win)
            .expect("a win");
        let mut wrong = first.clone();
        wrong.plies += 2;
        assert!(
            verify(&set, 1, &wrong, None).is_err(),
            "a distance not the tables'"
        );
        let mut wrong = first.clone();
        wrong.par += 1;
        assert!(
            verify(&set, 1, &wrong, None).is_err(),
            "a par not the shortest"
        );
        let mut wrong = first.clone();
        wrong.aim = Aim::Hold;
        wrong.plies = 0;
        assert!(verify(&set, 1, &wrong, None).is_err(), "a win is no draw");
        assert!(verify(&set, 1, first, None).is_ok());
    }

    #[test]
    fn the_file_text_reads_back() {
        let set = set(GameId::Isipowe).expect("embedded");
        let file = TrainerFile {
            format: FORMAT,
            game: "isipowe".into(),
            positions: set.positions.clone(),
        };
        let again = read(&to_ron(&file), "assets/trainer/isipowe.ron").unwrap();
        assert_eq!(again.positions, set.positions);
    }
}
