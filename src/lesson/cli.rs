//! `inkomo lesson list`, `inkomo lesson check [FILE...]`, `inkomo lesson answers [ID]` and
//! `inkomo lesson mine`.
//!
//! `check` loads and verifies lessons and puzzle collections (every embedded one by
//! default): exit 0 when every lesson loads, every scripted step is legal, every exercise
//! has a solution the engine accepts and a wrong answer it rejects, every puzzle is a forced
//! win in exactly its par with its number of winning first moves, and every message exists
//! in every locale; exit 1 naming the file, the step and the reason. `mine` writes a puzzle
//! collection ([`super::puzzle::mine`]); `trainer` the endgame trainer's positions
//! ([`super::trainer::mine`]), which `check` verifies with the rest.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use super::catalogue::{self, FTL};
use super::load::{ftl_value, load_path};
use super::puzzle::{self, mine::MineSettings};
use super::trainer;
use super::{Lesson, LessonError, MessageIds};
use crate::guard::{self, Kind};
use crate::rules::GameId;

/// Arguments of `inkomo lesson`.
#[derive(clap::Subcommand, Debug)]
pub enum LessonCommand {
    /// List the lessons: id, rule set, title, steps, exercises.
    List,
    /// Verify lessons (all embedded lessons without FILE): exit 0, or exit 1 with the file,
    /// the step and the reason.
    Check {
        /// Do not check that every message exists in every locale (while writing a lesson).
        #[arg(long)]
        skip_messages: bool,
        /// Lesson files (.ron).
        files: Vec<PathBuf>,
    },
    /// Mine a puzzle collection for a rule set and print it (RON, for
    /// `assets/puzzles/<game>.ron`): forced wins in exactly 1..=MAX_PAR turns with one
    /// winning first move, from the endgame tables (morris) or the exact search (mancala).
    Mine {
        /// The rule set.
        #[arg(long)]
        game: String,
        /// How many puzzles, spread evenly over the pars.
        #[arg(long, default_value_t = 120)]
        count: usize,
        /// The most turns a puzzle asks for.
        #[arg(long, default_value_t = 3)]
        max_par: u8,
        /// Seed of the random positions.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Give up after drawing this many positions.
        #[arg(long, default_value_t = 200_000)]
        draws: usize,
    },
    /// Mine the endgame trainer's positions for a morris rule set and print them (RON, for
    /// `assets/trainer/<game>.ron`): wins and draws from the endgame tables, by category.
    Trainer {
        /// The rule set (isisuthu, isizulu, isipowe).
        #[arg(long)]
        game: String,
        /// Seed of the random positions.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Print every answer of every Guided, Exercise and Quiz step (of the lesson ID, or of
    /// all lessons) with the lesson's verdict, stars and comment (docs/lessons/answers.txt).
    Answers {
        /// A lesson id (`inkomo lesson list`); all lessons without it.
        id: Option<String>,
    },
}

/// Runs `inkomo lesson ...`.
pub fn run(command: &LessonCommand) -> ExitCode {
    match command {
        LessonCommand::List => list(),
        LessonCommand::Check {
            files,
            skip_messages,
        } => check(files, !skip_messages),
        LessonCommand::Answers { id } => answers(id.as_deref()),
        LessonCommand::Mine {
            game,
            count,
            max_par,
            seed,
            draws,
        } => mine(game, *count, *max_par, *seed, *draws),
        LessonCommand::Trainer { game, seed } => mine_trainer(game, *seed),
    }
}

fn english_title(lesson: &Lesson) -> String {
    ftl_value(FTL[0].1, &lesson.title_id()).unwrap_or_else(|| lesson.title_id())
}

/// Prints one line per embedded lesson that loads; problems go to stderr (exit 1).
pub fn list() -> ExitCode {
    let mut failed = false;
    println!(
        "{:<32} {:<12} {:>5} {:>9}  title",
        "id", "rule set", "steps", "exercises"
    );
    for result in catalogue::load_all(None) {
        match result {
            Ok(lesson) => println!(
                "{:<32} {:<12} {:>5} {:>9}  {}",
                lesson.id,
                lesson.game.as_str(),
                lesson.steps.len(),
                lesson.exercise_count(),
                english_title(&lesson)
            ),
            Err(e) => {
                failed = true;
                eprintln!("{e}");
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Verifies `files`, or every embedded lesson if none is given; with `messages`, also that
/// every message exists in every locale.
pub fn check(files: &[PathBuf], messages: bool) -> ExitCode {
    let ids = catalogue::message_ids();
    let ids = messages.then_some(&ids);
    let results: Vec<Result<Lesson, LessonError>> = if files.is_empty() {
        let mut all = catalogue::load_all(ids);
        for (path, text) in catalogue::puzzle_files() {
            all.extend(puzzle::load_collection(text, path, ids));
        }
        all.extend(trainer::load_all(ids));
        all
    } else {
        files.iter().flat_map(|f| check_one(f, ids)).collect()
    };
    let mut failed = false;
    let mut seen = BTreeSet::new();
    let (mut lessons, mut exercises) = (0, 0);
    for result in results {
        match result {
            Ok(lesson) => {
                if !seen.insert(lesson.id.clone()) {
                    failed = true;
                    eprintln!("{}: the id '{}' is used twice", lesson.file, lesson.id);
                    continue;
                }
                lessons += 1;
                exercises += lesson.exercise_count();
                println!(
                    "ok {} ({} steps, {} exercises)",
                    lesson.file,
                    lesson.steps.len(),
                    lesson.exercise_count()
                );
            }
            Err(e) => {
                failed = true;
                eprintln!("{e}");
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        println!("{lessons} lessons and puzzles, {exercises} exercises: all verified");
        ExitCode::SUCCESS
    }
}

/// One file of `inkomo lesson check`: a puzzle collection if it lies in a folder named
/// `puzzles`, the endgame trainer's positions in a folder named `trainer`, else a lesson.
fn check_one(path: &Path, ids: Option<&MessageIds>) -> Vec<Result<Lesson, LessonError>> {
    let folder = path
        .parent()
        .and_then(|p| p.file_name())
        .and_then(|n| n.to_str())
        .unwrap_or("");
    if folder != "puzzles" && folder != "trainer" {
        return vec![load_path(path, ids)];
    }
    let file = path.display().to_string();
    match guard::read_text(path, Kind::Lesson) {
        Ok(text) if folder == "trainer" => trainer::load_set(&text, &file, ids),
        Ok(text) => puzzle::load_collection(&text, &file, ids),
        Err(e) => vec![Err(LessonError {
            file,
            step: None,
            reason: format!("cannot read: {e}"),
        })],
    }
}

/// `inkomo lesson mine`: mines and prints a collection; the count, the draws and the time on
/// stderr.
fn mine(game: &str, count: usize, max_par: u8, seed: u64, draws: usize) -> ExitCode {
    let game = match GameId::parse(game) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("inkomo: {e}");
            return ExitCode::from(2);
        }
    };
    let settings = MineSettings {
        game,
        count,
        max_par,
        seed,
        draws,
    };
    let started = Instant::now();
    let mined = puzzle::mine::mine(&settings, &mut |found, drawn| {
        eprintln!("{game}: {found} found, {drawn} drawn");
    });
    eprintln!(
        "{game}: {} puzzles from {} positions drawn in {:.1} s",
        mined.puzzles.len(),
        mined.drawn,
        started.elapsed().as_secs_f64()
    );
    print!("{}", puzzle::mine::to_text(game, &settings, &mined));
    if mined.puzzles.len() < count {
        eprintln!("inkomo: only {} of {count} found", mined.puzzles.len());
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// `inkomo lesson trainer`: mines and prints the trainer of a morris rule set.
fn mine_trainer(game: &str, seed: u64) -> ExitCode {
    let game = match GameId::parse(game) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("inkomo: {e}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let Some(file) = trainer::mine(game, seed) else {
        eprintln!("inkomo: {game} has no endgame tables");
        return ExitCode::from(2);
    };
    eprintln!(
        "{game}: {} trainer positions in {:.1} s",
        file.positions.len(),
        started.elapsed().as_secs_f64()
    );
    print!("{}", trainer::to_ron(&file));
    ExitCode::SUCCESS
}

/// Prints the answer table ([`super::answers`]) of lesson `id`, or of every embedded lesson.
pub fn answers(id: Option<&str>) -> ExitCode {
    let lessons: Vec<Lesson> = match id {
        Some(id) => match catalogue::find(id) {
            Some(Ok(lesson)) => vec![lesson],
            Some(Err(e)) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
            None => {
                eprintln!("inkomo: no lesson '{id}'; `inkomo lesson list` lists them");
                return ExitCode::FAILURE;
            }
        },
        None => {
            let mut lessons = Vec::new();
            for result in catalogue::load_all(None) {
                match result {
                    Ok(lesson) => lessons.push(lesson),
                    Err(e) => {
                        eprintln!("{e}");
                        return ExitCode::FAILURE;
                    }
                }
            }
            lessons
        }
    };
    print!("{}", super::answers::table(&lessons, &english));
    ExitCode::SUCCESS
}

/// A lesson message in English, as the learner reads it.
#[cfg(feature = "gui")]
pub fn english(message: &super::Message) -> String {
    use crate::i18n::{Arg, Language, Tr};
    let args: Vec<(&'static str, Arg)> = message
        .args
        .iter()
        .map(|(name, arg)| {
            let arg = match arg {
                super::Arg::Number(n) => Arg::Num(*n),
                super::Arg::Text(t) => Arg::Text(t.clone()),
            };
            (*name, arg)
        })
        .collect();
    Tr::new(Language::En).a(&message.id, &args)
}

/// Without the app's i18n: the message id and its arguments.
#[cfg(not(feature = "gui"))]
pub fn english(message: &super::Message) -> String {
    super::answers::message_id_text(message)
}
