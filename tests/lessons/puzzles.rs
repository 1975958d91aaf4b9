//! Puzzles: every embedded collection verifies as `inkomo lesson check` verifies it (a
//! forced win in exactly its par, its number of winning first moves, the tables agreeing),
//! with enough puzzles per rule set; any winning line passes, a move that lets the win slip
//! fails; a changed field is refused with its reason.

use std::path::PathBuf;

use inkomo::lesson::goal::Referee;
use inkomo::lesson::puzzle::file::{Collection, PuzzleFile, read_collection, verify};
use inkomo::lesson::puzzle::{Source, find, load_collection, winning_first_actions};
use inkomo::lesson::run::StepResult;
use inkomo::lesson::{LessonRun, catalogue};
use inkomo::rules::{Family, GameId};

fn embedded() -> Vec<Collection> {
    catalogue::puzzle_files()
        .iter()
        .map(|(path, text)| read_collection(text, path).unwrap())
        .collect()
}

#[test]
fn every_puzzle_verifies_and_each_rule_set_has_enough() {
    let ids = catalogue::message_ids();
    let mut games = Vec::new();
    for (path, text) in catalogue::puzzle_files() {
        let collection = read_collection(text, path).unwrap();
        let results = load_collection(text, path, Some(&ids));
        for r in &results {
            if let Err(e) = r {
                panic!("{e}");
            }
        }
        let least = match collection.game.family() {
            Family::Morris => 100,
            Family::Mancala => 50,
        };
        assert!(
            results.len() >= least,
            "{path}: {} puzzles, at least {least} wanted",
            results.len()
        );
        let start = inkomo::rules::Game::with_defaults(collection.game).position();
        for p in &collection.puzzles {
            match collection.game.family() {
                Family::Morris => assert_eq!(p.source, Source::Tables, "{}", p.id),
                Family::Mancala => assert_eq!(p.source, Source::Search, "{}", p.id),
            }
            // Every mined puzzle has a unique best move; only a rule set's start may have more.
            assert!(p.answers == 1 || p.position == start, "{}", p.id);
        }
        games.push(collection.game);
    }
    for game in GameId::ALL {
        assert!(games.contains(&game), "no puzzles for {game}");
    }
}

#[test]
fn the_isolo_womens_start_is_a_puzzle_of_three_turns() {
    let women = embedded()
        .into_iter()
        .find(|c| c.game == GameId::IsoloWomen)
        .unwrap();
    let first = &women.puzzles[0];
    assert_eq!(
        first.position,
        inkomo::rules::Game::with_defaults(GameId::IsoloWomen).position()
    );
    assert_eq!((first.par, first.answers), (3, 4));
}

/// Plays puzzle `id` taking, at every learner turn, the last winning action the referee
/// finds (not the stored solution's), and returns the result.
fn play_other_line(id: &str) -> (StepResult, bool) {
    let lesson = find(id).unwrap().unwrap();
    let par = lesson.puzzle.unwrap().par;
    let stored = match &lesson.steps[0].kind {
        inkomo::lesson::StepKind::Exercise(e) => e.solution.clone(),
        _ => unreachable!("a puzzle is one exercise"),
    };
    let mut run = LessonRun::new(lesson);
    let mut left = par;
    let mut differed = false;
    for k in 0..40 {
        let game = run.game().clone();
        let winning = winning_first_actions(&game, left, &mut Referee::new())
            .unwrap_or_else(|| panic!("{id}: the search is too large at action {k}"));
        let action = *winning
            .last()
            .expect("a winning action while the win is kept");
        differed |= stored.get(k) != Some(&action);
        let before = game.to_act();
        let mut copy = game.clone();
        let effects = copy.apply(action).unwrap();
        if inkomo::rules::turn::ends_turn(before, action, &effects, &copy) {
            left -= 1;
        }
        let result = run.submit(action).unwrap().result;
        if !matches!(result, StepResult::Continue) {
            return (result, differed);
        }
    }
    panic!("{id}: no verdict")
}

#[test]
fn any_winning_line_passes_not_only_the_stored_one() {
    let mut differed = 0;
    // Igisoro's turns hold decisions (take or ndahise, a direction at every reverse pit) whose
    // every branch this helper would search afresh at each action; its puzzles are judged by
    // the same referee as Isolo's, which the mancala collections here cover.
    for c in embedded().into_iter().filter(|c| c.game != GameId::Igisoro) {
        for p in c.puzzles.iter().filter(|p| p.par >= 2).take(3) {
            let (result, other) = play_other_line(&p.id);
            assert!(
                matches!(result, StepResult::Passed { stars: Some(3), .. }),
                "{}: {result:?}",
                p.id
            );
            differed += usize::from(other);
        }
    }
    assert!(differed > 0, "some line differed from the stored solution");
}

#[test]
fn a_first_move_that_lets_the_win_slip_fails() {
    for c in embedded() {
        let p = c.puzzles.iter().find(|p| p.par >= 2).unwrap();
        let lesson = find(&p.id).unwrap().unwrap();
        let start = lesson.steps[0].start.clone();
        let mut referee = Referee::new();
        let winning = winning_first_actions(&start, p.par, &mut referee).unwrap();
        let wrong = *start
            .legal_actions()
            .iter()
            .find(|a| !winning.contains(a))
            .unwrap();
        let mut run = LessonRun::new(lesson);
        let mut result = run.submit(wrong).unwrap().result;
        // A morris move whose removal is still due: any removal; the win is gone all the same.
        while result == StepResult::Continue && run.game().to_act() == start.to_act() {
            let Some(&next) = run.legal_actions().first() else {
                break;
            };
            result = run.submit(next).unwrap().result;
        }
        assert!(
            matches!(result, StepResult::Wrong { .. }),
            "{}: {wrong} gave {result:?}",
            p.id
        );
    }
}

#[test]
fn a_changed_puzzle_is_refused_with_its_reason() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/puzzles/refused.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut cases = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let game = GameId::parse(f[0]).unwrap();
        let collection = Collection {
            file: format!("{game}.ron"),
            game,
            puzzles: Vec::new(),
        };
        let puzzle = PuzzleFile {
            id: format!("{game}-puzzle-001"),
            position: f[1].to_string(),
            par: f[2].parse().unwrap(),
            solution: f[3].to_string(),
            answers: f[4].parse().unwrap(),
            source: if f[5] == "Tables" {
                Source::Tables
            } else {
                Source::Search
            },
        };
        let error = verify(&collection, 1, &puzzle, None)
            .err()
            .unwrap_or_else(|| panic!("accepted: {line}"));
        assert!(error.to_string().contains(f[6]), "{line}\n  said: {error}");
        cases += 1;
    }
    assert!(cases >= 8);
}

#[test]
fn a_collection_with_a_bad_id_or_a_repeated_one_is_refused() {
    let one = r#"(id: "isizulu-puzzle-001", position: "......X.....XX..OO.O.... O hand:0,0 lost:9,9 move", par: 1, solution: "e4-e5 xa1", answers: 1, source: Tables)"#;
    let text = |puzzles: &str| format!("(format: 1, game: \"isizulu\", puzzles: [{puzzles}])");
    let twice = read_collection(&text(&format!("{one}, {one}")), "isizulu.ron").unwrap_err();
    assert!(twice.to_string().contains("used twice"), "{twice}");
    let bad = one.replace("isizulu-puzzle-001", "isisuthu-puzzle-001");
    let err = read_collection(&text(&bad), "isizulu.ron").unwrap_err();
    assert!(err.to_string().contains("bad puzzle id"), "{err}");
    let err = read_collection(&text(one), "isipowe.ron").unwrap_err();
    assert!(err.to_string().contains("must be named"), "{err}");
    let newer = text(one).replace("format: 1", "format: 9");
    let err = read_collection(&newer, "isizulu.ron").unwrap_err();
    assert!(err.to_string().contains("newer"), "{err}");
    assert!(read_collection(&text(one), "isizulu.ron").is_ok());
}
