//! The endgame trainer: every embedded position verifies (in the tables, with their value
//! and par), each morris rule set has its categories, the perfect Master never lets a won
//! position slip nor a drawn one go (checked against the tables on every move of a few
//! hundred seeded games), a slip fails at once saying what changed, the tables' line passes
//! with three stars and a slower win with fewer.

use inkomo::lesson::goal::{
    Attempt, Failure, Referee, Verdict, endgame_keeps, endgame_stars, endgame_value, master_reply,
};
use inkomo::lesson::run::{HintKind, StepResult};
use inkomo::lesson::trainer::{self, Aim, TrainerInfo};
use inkomo::lesson::{Lesson, LessonRun, catalogue};
use inkomo::rules::{Action, Game, GameId, Player};
use inkomo::selfplay::Rng;
use inkomo::tables::Value;

/// Every embedded trainer position, verified with its messages.
fn positions() -> Vec<Lesson> {
    static ALL: std::sync::OnceLock<Vec<Lesson>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let ids = catalogue::message_ids();
        trainer::load_all(Some(&ids))
            .into_iter()
            .map(|r| r.unwrap_or_else(|e| panic!("{e}")))
            .collect()
    })
    .clone()
}

fn info(lesson: &Lesson) -> TrainerInfo {
    lesson.trainer.expect("a trainer position")
}

#[test]
fn every_position_checks_and_each_rule_set_has_its_categories() {
    let all = positions();
    for game in [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe] {
        let mine: Vec<&Lesson> = all.iter().filter(|l| l.game == game).collect();
        assert!(mine.len() >= 10, "{game}: {} positions", mine.len());
        for (i, lesson) in mine.iter().enumerate() {
            assert_eq!(lesson.id, format!("{game}-trainer-{:02}", i + 1));
            assert_eq!(info(lesson).number as usize, i + 1);
            let start = &lesson.steps[0].start;
            let value = endgame_value(start, start.to_act());
            match info(lesson).aim {
                Aim::Win => assert_eq!(value, Some(Value::Win(info(lesson).plies))),
                Aim::Hold => assert_eq!(value, Some(Value::Draw)),
            }
            // Isisuthu never flies.
            assert!(
                !(game == GameId::Isisuthu && info(lesson).flying),
                "{}",
                lesson.id
            );
        }
        let has = |aim: Aim, m: u8, t: u8| {
            mine.iter()
                .any(|l| info(l).aim == aim && info(l).mine == m && info(l).theirs == t)
        };
        assert!(has(Aim::Win, 3, 3), "{game}: win 3 against 3");
        assert!(
            mine.iter().any(|l| info(l).aim == Aim::Hold),
            "{game}: a draw"
        );
        if game != GameId::Isisuthu {
            assert!(has(Aim::Win, 3, 4), "{game}: the flier wins 3 against 4");
            assert!(
                mine.iter()
                    .filter(|l| info(l).mine == 3)
                    .all(|l| info(l).flying),
                "{game} flies at three"
            );
        }
    }
    // LearnCommand::Open finds a position by its id, and the list's next one.
    assert!(matches!(trainer::find("isizulu-trainer-01"), Some(Ok(_))));
    assert_eq!(
        trainer::next_position("isizulu-trainer-01").as_deref(),
        Some("isizulu-trainer-02")
    );
    assert!(trainer::find("isizulu-trainer-99").is_none());
}

#[test]
fn the_committed_isizulu_trainer_is_what_the_miner_makes() {
    let mined = trainer::mine(GameId::Isizulu, 1).expect("tables");
    let committed = trainer::FILES
        .iter()
        .find(|(path, _)| path.ends_with("isizulu.ron"))
        .map(|(_, text)| *text)
        .expect("embedded");
    assert_eq!(
        trainer::to_ron(&mined),
        committed,
        "regenerate with `inkomo lesson trainer --game isizulu > assets/trainer/isizulu.ron`"
    );
}

/// The learner's move in a seeded game: the tables' best half the time, else any legal one.
fn learner_move(game: &Game, rng: &mut Rng) -> Option<Action> {
    let legal = game.legal_actions();
    if legal.is_empty() {
        return None;
    }
    if rng.below(2) == 0
        && let Some(best) = master_reply(game)
    {
        return Some(best);
    }
    Some(legal[rng.below(legal.len())])
}

/// What the opponent's whole turn did to his value: `before` at its start (the tables' stored
/// value, counter applied, no move tried), after it from the position reached.
#[derive(Default)]
struct Checked {
    won: usize,
    drawn: usize,
}

fn check_turn(
    before: Option<Value>,
    after: &Game,
    opponent: Player,
    checked: &mut Checked,
    at: &str,
) {
    let Some(before) = before else { return };
    let after_value = endgame_value(after, opponent);
    match before {
        Value::Win(d) => {
            checked.won += 1;
            match after_value {
                // A win a ply nearer at least (a pass of the learner's may be spent).
                Some(Value::Win(a)) => assert!(a < d, "{at}: won in {d}, then won in {a}"),
                other => panic!("{at}: won in {d}, then {other:?}"),
            }
        }
        Value::Draw => {
            checked.drawn += 1;
            assert!(
                matches!(after_value, Some(Value::Draw | Value::Win(_))),
                "{at}: drawn, then {after_value:?}"
            );
        }
        Value::Loss(_) => {}
    }
}

/// The opponent's value at the start of his turn in `game`, if he is to act there.
fn opponent_value(game: &Game, learner: Player) -> Option<Value> {
    (!game.is_over() && game.to_act() != learner)
        .then(|| inkomo::ai::endgame::position_value(game))
        .flatten()
}

#[test]
fn the_perfect_master_never_lets_a_won_position_slip() {
    let all = positions();
    let mut checked = Checked::default();
    let mut games = 0;
    for lesson in &all {
        let task = info(lesson).task();
        let start = lesson.steps[0].start.clone();
        let learner = start.to_act();
        for seed in 0..8u64 {
            games += 1;
            let at = format!("{} seed {seed}", lesson.id);
            let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9) ^ u64::from(info(lesson).number));
            let mut referee = Referee::new();
            // Through the lesson's own judge while the try lasts ...
            let mut attempt = Attempt::new(start.clone());
            let mut game = start.clone();
            while attempt.finished().is_none() {
                let Some(action) = learner_move(attempt.game(), &mut rng) else {
                    break;
                };
                let turn = attempt.play(&task, &mut referee, action).expect("legal");
                for p in &turn.played {
                    game.apply_quiet(p.action).expect("the learner's action");
                }
                let before = opponent_value(&game, learner);
                for p in &turn.replies {
                    game.apply_quiet(p.action).expect("the Master's reply");
                }
                if !turn.replies.is_empty() {
                    check_turn(before, &game, learner.other(), &mut checked, &at);
                }
                assert_eq!(game.position(), attempt.game().position(), "{at}");
            }
            // ... then on, the Master answering from the tables, to the game's end.
            for _ in 0..150 {
                if game.is_over() {
                    break;
                }
                if game.to_act() == learner {
                    let Some(action) = learner_move(&game, &mut rng) else {
                        break;
                    };
                    game.apply_quiet(action).expect("legal");
                    continue;
                }
                let before = opponent_value(&game, learner);
                while !game.is_over() && game.to_act() != learner {
                    let reply = master_reply(&game).expect("the tables cover the game");
                    game.apply_quiet(reply).expect("the Master's reply");
                }
                check_turn(before, &game, learner.other(), &mut checked, &at);
            }
        }
    }
    assert!(games >= 250, "{games} games");
    assert!(
        checked.won >= 300 && checked.drawn >= 300,
        "too few turns checked: {} won, {} drawn",
        checked.won,
        checked.drawn
    );
}

/// The first Win position of `game`.
fn first_win(game: GameId) -> Lesson {
    positions()
        .into_iter()
        .find(|l| l.game == game && info(l).aim == Aim::Win && info(l).par >= 3)
        .expect("a win of three turns or more")
}

#[test]
fn a_slip_fails_at_once_and_says_what_changed() {
    for game in [GameId::Isizulu, GameId::Isisuthu] {
        let lesson = first_win(game);
        let start = lesson.steps[0].start.clone();
        let task = info(&lesson).task();
        let mut referee = Referee::new();
        let attempt = Attempt::new(start.clone());
        let slip = start
            .legal_actions()
            .iter()
            .copied()
            .find(|&a| !endgame_keeps(&attempt, &task, &mut referee, a))
            .expect("a move that slips");
        let mut run = LessonRun::new(lesson.clone());
        let mut response = run.submit(slip).expect("legal");
        // A move that forms a line waits for its removal: the first removal that slips.
        while response.result == StepResult::Continue && response.replies.is_empty() {
            let next = run
                .legal_actions()
                .iter()
                .copied()
                .next()
                .expect("a removal");
            response = run.submit(next).expect("legal");
        }
        let StepResult::Wrong { comment } = response.result else {
            panic!("{}: {slip} does not fail: {:?}", lesson.id, response.result);
        };
        // The comment says what changed, or that the reply won (which says it already).
        assert!(
            comment
                .iter()
                .any(|m| m.id.starts_with("lesson-why-slipped-") || m.id == "lesson-why-reply-won"),
            "{}: {comment:?}",
            lesson.id
        );
        // The judge's failure names the values before and after.
        let mut attempt = Attempt::new(start.clone());
        let mut turn = attempt.play(&task, &mut referee, slip).expect("legal");
        while turn.verdict == Verdict::Continue {
            let next = attempt.legal_actions()[0];
            turn = attempt.play(&task, &mut referee, next).expect("legal");
        }
        match turn.verdict {
            Verdict::Fail(Failure::Slipped { from, to }) => {
                assert_eq!(from, Value::Win(info(&lesson).plies), "{}", lesson.id);
                assert!(!matches!(to, Value::Win(_)), "{}: {to:?}", lesson.id);
            }
            other => panic!("{}: {other:?}", lesson.id),
        }
        assert!(
            !response.replies.is_empty(),
            "the Master's reply shows the point"
        );
    }
}

#[test]
fn the_tables_line_passes_with_three_stars_and_the_hint_is_the_tables_move() {
    for lesson in positions()
        .into_iter()
        .filter(|l| l.game == GameId::Isizulu)
    {
        let mut run = LessonRun::new(lesson.clone());
        let start = run.game().clone();
        let mut last = None;
        for _ in 0..400 {
            let Some(best) = master_reply(run.game()) else {
                break;
            };
            let response = run.submit(best).expect("legal");
            last = Some(response.result.clone());
            if response.result != StepResult::Continue {
                break;
            }
        }
        match last {
            Some(StepResult::Passed { stars, .. }) => assert_eq!(stars, Some(3), "{}", lesson.id),
            other => panic!("{}: {other:?}", lesson.id),
        }
        assert_eq!(run.final_stars().map(|s| s.this_run), Some(3));
        // The hint ladder on a fresh run: rung 3 is the tables' best move.
        let mut run = LessonRun::new(lesson.clone());
        let mut rung = None;
        for _ in 0..3 {
            rung = run.hint();
        }
        match rung.map(|h| h.kind) {
            Some(HintKind::Move(action)) => {
                assert_eq!(Some(action), master_reply(&start), "{}", lesson.id)
            }
            other => panic!("{}: {other:?}", lesson.id),
        }
    }
}

#[test]
fn a_slower_win_passes_with_fewer_stars() {
    let mut seen = 0;
    for lesson in positions()
        .into_iter()
        .filter(|l| info(l).aim == Aim::Win && info(l).par >= 3)
    {
        let start = lesson.steps[0].start.clone();
        let learner = start.to_act();
        let task = info(&lesson).task();
        // A first move that keeps the win but not the shortest one.
        let best = master_reply(&start).expect("covered");
        let slower = start.legal_actions().iter().copied().find(|&a| {
            let mut next = start.clone();
            next.apply_quiet(a).is_ok()
                && !next.is_over()
                && next.to_act() != learner
                && matches!(endgame_value(&next, learner), Some(Value::Win(d)) if d > info(&lesson).plies)
                && a != best
        });
        let Some(slower) = slower else { continue };
        let mut run = LessonRun::new(lesson.clone());
        let mut result = run.submit(slower).expect("legal").result;
        for _ in 0..400 {
            if result != StepResult::Continue {
                break;
            }
            let action = master_reply(run.game()).expect("covered");
            result = run.submit(action).expect("legal").result;
        }
        let StepResult::Passed { stars, .. } = result else {
            panic!("{}: {result:?}", lesson.id);
        };
        let mut attempt = Attempt::new(start.clone());
        let mut referee = Referee::new();
        attempt.play(&task, &mut referee, slower).expect("legal");
        while attempt.finished().is_none() {
            let action = master_reply(attempt.game()).expect("covered");
            attempt.play(&task, &mut referee, action).expect("legal");
        }
        assert_eq!(attempt.finished(), Some(&Verdict::Pass));
        let turns = attempt.turns();
        assert_eq!(stars, Some(endgame_stars(&task, turns)), "{}", lesson.id);
        if turns > task.par {
            seen += 1;
            assert!(
                stars < Some(3),
                "{}: {turns} turns for par {}",
                lesson.id,
                task.par
            );
        }
    }
    assert!(seen > 0, "no slower win was tried");
}
