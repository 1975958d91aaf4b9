//! The lesson model's help and feedback (issue 18, items 3, 7 and 8): a three-rung hint
//! ladder on every interactive step of every lesson, in every visit, whose last rung passes
//! the judge and whose cost is the one it announces; wrong answers explained from their
//! effects; a wrong answer played out only as far as its point; show steps paced by turn;
//! the stars at a lesson's end equal to the best the progress store keeps.

use inkomo::lesson::goal::Played;
use inkomo::lesson::pacing::{self, TURN_PAUSE};
use inkomo::lesson::progress::{Progress, ProgressEvent};
use inkomo::lesson::run::{HintKind, StepResult, StepState, potential_stars};
use inkomo::lesson::{Arg, Lesson, LessonRun, Message, StepKind, catalogue};
use inkomo::rules::mancala::{LapEnd, pit_name};
use inkomo::rules::{EffectKind, MancalaEffect};

fn lesson(id: &str) -> Lesson {
    catalogue::find(id).unwrap().unwrap()
}

fn act(run: &mut LessonRun, text: &str) -> inkomo::lesson::run::Response {
    let action = run.game().parse_action(text).unwrap();
    run.submit(action).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn rules_ftl_ids() -> std::collections::BTreeSet<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n/en/rules.ftl");
    inkomo::lesson::load::ftl_ids(&std::fs::read_to_string(path).unwrap())
}

/// Climbs the ladder from the board now and answers with rung 3 until the step passes;
/// returns the stars of the pass.
fn answer_with_hints(
    run: &mut LessonRun,
    rules: &std::collections::BTreeSet<String>,
) -> Option<u8> {
    let where_ = format!("{} step {}", run.lesson().id, run.step().number);
    for rung in 1..=3u8 {
        let hint = run
            .hint()
            .unwrap_or_else(|| panic!("{where_}: no rung {rung}"));
        assert_eq!(hint.rung, rung, "{where_}");
        match (&hint.kind, rung) {
            (HintKind::Rule { section, .. }, 1) => assert!(
                rules.contains(&format!("rule-{section}")),
                "{where_}: rung 1 names the rule '{section}', which has no plain words"
            ),
            (HintKind::Region(targets), 2) => assert!(!targets.is_empty(), "{where_}"),
            (HintKind::Move(_) | HintKind::Answer(_), 3) => {}
            (other, _) => panic!("{where_}: rung {rung} is {other:?}"),
        }
        if run.step().is_scored() {
            let score = run.scores()[run.step_index()];
            let expected = match score.earned {
                Some(kept) => kept,
                None => potential_stars(score.wrong, rung),
            };
            assert_eq!(
                hint.stars_left,
                Some(expected),
                "{where_}: the hint says what it leaves"
            );
        }
    }
    for _ in 0..40 {
        let hint = run
            .hint()
            .unwrap_or_else(|| panic!("{where_}: no answer rung"));
        assert_eq!(hint.rung, 3, "{where_}: the ladder stays at the answer");
        let result = match hint.kind {
            HintKind::Move(action) => {
                run.submit(action)
                    .unwrap_or_else(|e| panic!("{where_}: the hinted {action} is refused: {e}"))
                    .result
            }
            HintKind::Answer(targets) => run.answer(&targets).unwrap().result,
            other => panic!("{where_}: {other:?}"),
        };
        match result {
            StepResult::Continue => {}
            StepResult::Passed { stars, .. } => return stars,
            StepResult::Wrong { comment } => panic!("{where_}: the answer fails: {comment:?}"),
        }
    }
    panic!("{where_}: the hinted answers never pass")
}

#[test]
fn every_interactive_step_has_three_rungs_and_the_last_one_passes_in_every_visit() {
    let rules = rules_ftl_ids();
    let lessons: Vec<Lesson> = catalogue::load_all(None)
        .into_iter()
        .map(|r| r.unwrap_or_else(|e| panic!("{e}")))
        .collect();
    assert!(lessons.len() >= 27, "{} lessons", lessons.len());
    let mut steps = 0;
    for lesson in lessons {
        let mut run = LessonRun::new(lesson.clone());
        for (index, step) in lesson.steps.iter().enumerate() {
            if !step.is_interactive() {
                assert!(run.goto(index));
                assert_eq!(run.hint(), None, "a show step has no hint");
                continue;
            }
            steps += 1;
            // First visit: the ladder from the start; the answer earns no star.
            assert!(run.goto(index));
            let stars = answer_with_hints(&mut run, &rules);
            assert_eq!(
                stars,
                step.is_scored().then_some(0),
                "{} {index}",
                lesson.id
            );
            // Revisit after Next and Previous, fail if a wrong answer exists, then the
            // ladder again from the wrong answer on the board.
            run.next_step();
            assert!(run.goto(index));
            assert_eq!(run.state(), StepState::Awaiting);
            let failed = fail_once(&mut run);
            assert_eq!(run.state() == StepState::Wrong, failed);
            let again = answer_with_hints(&mut run, &rules);
            assert_eq!(
                again,
                step.is_scored().then_some(0),
                "a revisit keeps the stars earned first"
            );
        }
    }
    assert!(steps >= 50, "{steps} interactive steps");
}

/// Gives a wrong answer to the current step if it has an authored one; whether an
/// exercise's wrong answer is now on the board.
fn fail_once(run: &mut LessonRun) -> bool {
    let wrong_actions = match &run.step().kind {
        StepKind::Guided(e) | StepKind::Exercise(e) => e.wrong.first().map(|w| w.actions.clone()),
        StepKind::Quiz(q) => {
            if let Some(w) = q.wrong.first() {
                let answer = w.answer.clone();
                let result = run.answer(&answer).unwrap().result;
                assert!(matches!(result, StepResult::Wrong { .. }));
            }
            None
        }
        StepKind::Show { .. } => None,
    };
    for action in wrong_actions.into_iter().flatten() {
        if run.state() != StepState::Awaiting {
            break;
        }
        run.submit(action).unwrap();
    }
    run.state() == StepState::Wrong
}

#[test]
fn each_rung_costs_one_star_and_says_so() {
    // Isizulu lesson 1, the diagonal line (an exercise: b6 then a removal).
    let base = || {
        let mut run = LessonRun::new(lesson("isizulu-01-placing"));
        run.goto(4);
        run
    };
    let solve = |run: &mut LessonRun| {
        act(run, "b6");
        match act(run, "xd7").result {
            StepResult::Passed { stars, .. } => stars,
            other => panic!("{other:?}"),
        }
    };
    for rungs in 0..=3u8 {
        let mut run = base();
        let mut left = None;
        for _ in 0..rungs {
            left = run.hint().unwrap().stars_left;
        }
        let stars = solve(&mut run);
        if rungs > 0 {
            assert_eq!(left, stars, "the last hint said what the step would earn");
        }
        assert_eq!(stars, Some(3 - rungs), "{rungs} rungs");
        let hints = run
            .take_events()
            .into_iter()
            .filter(|e| *e == ProgressEvent::Hint)
            .count();
        assert_eq!(hints, usize::from(rungs));
    }
    // A wrong try and a rung: one star each, at least one while the answer was not shown.
    let mut run = base();
    assert!(matches!(
        act(&mut run, "d6").result,
        StepResult::Wrong { .. }
    ));
    let hint = run.hint().unwrap();
    assert!(
        hint.restarted,
        "the wrong answer is taken off the board first"
    );
    assert_eq!(hint.stars_left, Some(1));
    assert_eq!(run.hint().unwrap().stars_left, Some(1));
    assert_eq!(solve(&mut run), Some(1));
}

#[test]
fn a_revisit_is_practice_and_the_final_stars_are_the_stored_best() {
    let id = "isizulu-01-placing";
    let mut run = LessonRun::new(lesson(id));
    run.set_previous_best(Some(3));
    run.goto(4);
    act(&mut run, "d6");
    run.retry();
    act(&mut run, "b6");
    act(&mut run, "xd7");
    assert_eq!(run.step_stars(4), Some(2));
    // The last step, a double threat, answered without a hint: each next action is asked
    // of a copy of the run at the same point, so `run` pays nothing.
    run.goto(5);
    let mut mine = Vec::new();
    while run.state() == StepState::Awaiting && mine.len() < 20 {
        let mut copy = LessonRun::new(lesson(id));
        copy.goto(5);
        for a in &mine {
            copy.submit(*a).unwrap();
        }
        let next = loop {
            if let HintKind::Move(a) = copy.hint().unwrap().kind {
                break a;
            }
        };
        mine.push(next);
        run.submit(next).unwrap();
    }
    assert_eq!(run.state(), StepState::Done);
    let final_stars = run.final_stars().expect("finished");
    assert_eq!(final_stars.this_run, 2);
    assert_eq!(final_stars.best, 3);
    let events = run.take_events();
    assert!(events.contains(&ProgressEvent::Finished { stars: 2 }));
    let mut progress = Progress::new();
    progress.apply(id, ProgressEvent::Finished { stars: 3 }, "2026-12-01");
    for e in events {
        progress.apply(id, e, "2026-12-02");
    }
    assert_eq!(progress.get(id).unwrap().stars, Some(final_stars.best));

    // Back to the diagonal: fail, take every hint, pass; nothing changes.
    run.goto(4);
    act(&mut run, "d6");
    for _ in 0..3 {
        assert!(run.hint().is_some());
    }
    assert_eq!(
        run.scores()[4].wrong,
        1,
        "the revisit's wrong try is not counted"
    );
    assert_eq!(run.step_stars(4), Some(2));
    assert_eq!(run.final_stars(), Some(final_stars));
    assert!(
        !run.take_events()
            .iter()
            .any(|e| matches!(e, ProgressEvent::Finished { .. } | ProgressEvent::Hint)),
        "a finished lesson reports no second end, and practice hints cost nothing"
    );
}

fn text_arg<'a>(m: &'a Message, name: &str) -> &'a str {
    match m.args.iter().find(|(n, _)| *n == name) {
        Some((_, Arg::Text(t))) => t,
        other => panic!("{} has no text {name}: {other:?}", m.id),
    }
}

fn number_arg(m: &Message, name: &str) -> i64 {
    match m.args.iter().find(|(n, _)| *n == name) {
        Some((_, Arg::Number(n))) => *n,
        other => panic!("{} has no number {name}: {other:?}", m.id),
    }
}

#[test]
fn a_wrong_sowing_is_explained_from_its_effects() {
    // Isolo women's lesson 3, "take four": o1 (authored without a comment) makes no capture.
    let mut run = LessonRun::new(lesson("isolo-women-03-capture"));
    run.goto(2);
    let response = act(&mut run, "o1");
    let StepResult::Wrong { comment } = &response.result else {
        panic!("{:?}", response.result)
    };
    let effects: Vec<_> = response
        .played
        .iter()
        .flat_map(|p: &Played| p.effects.iter().copied())
        .collect();
    let laps: Vec<_> = effects
        .iter()
        .filter_map(|e| match e.kind {
            EffectKind::Mancala(MancalaEffect::LapEnded { pit, end }) => Some((pit, end)),
            _ => None,
        })
        .collect();
    let (last, how) = *laps.last().unwrap();
    let sowed = comment.iter().find(|m| m.id == "lesson-why-sowed").unwrap();
    assert_eq!(text_arg(sowed, "pit"), "S-o1");
    assert_eq!(number_arg(sowed, "laps"), laps.len() as i64);
    assert_eq!(text_arg(sowed, "end"), pit_name(last));
    assert_eq!(how, LapEnd::Empty);
    let empty = comment
        .iter()
        .find(|m| m.id == "lesson-why-sowed-ended-empty")
        .unwrap();
    assert_eq!(text_arg(empty, "end"), pit_name(last));
    let few = comment.last().unwrap();
    assert_eq!(few.id, "lesson-why-captured-few");
    assert_eq!((number_arg(few, "got"), number_arg(few, "need")), (0, 4));

    // Lesson 3, the big haul: i4 captures, but fewer than asked; the count is the effects'.
    let mut run = LessonRun::new(lesson("isolo-women-03-capture"));
    run.goto(6);
    let response = act(&mut run, "i4");
    let StepResult::Wrong { comment } = &response.result else {
        panic!("{:?}", response.result)
    };
    let taken: i64 = response
        .played
        .iter()
        .flat_map(|p| &p.effects)
        .map(|e| match e.kind {
            EffectKind::Mancala(MancalaEffect::Captured { from, .. }) => {
                from.iter().map(|(_, n)| i64::from(*n)).sum()
            }
            _ => 0,
        })
        .sum();
    assert!(taken > 0);
    let captured = comment
        .iter()
        .find(|m| m.id == "lesson-why-sowed-captured")
        .unwrap();
    assert_eq!(number_arg(captured, "count"), taken);
    let few = comment.last().unwrap();
    assert_eq!(number_arg(few, "got"), taken);
    for m in comment {
        for (name, arg) in &m.args {
            if let Arg::Number(n) = arg {
                assert!(*n >= 0, "{}: {name}", m.id);
            }
        }
    }
}

#[test]
fn a_wrong_slide_and_a_wrong_quiz_answer_say_what_they_did() {
    let mut run = LessonRun::new(lesson("isizulu-03-movement"));
    run.goto(3);
    let response = act(&mut run, "g4-f4");
    let StepResult::Wrong { comment } = response.result else {
        panic!()
    };
    let slide = &comment[0];
    assert_eq!(slide.id, "lesson-why-slid-no-line");
    assert_eq!(
        (text_arg(slide, "from"), text_arg(slide, "to")),
        ("g4", "f4")
    );
    assert_eq!(
        comment.last().map(|m| m.id.as_str()),
        Some("lesson-why-opponent-can-move")
    );
    assert!(
        !comment.iter().any(|m| m.id == "lesson-why-quiz-wrong"),
        "no generic comment"
    );

    // Isolo women's lesson 1, "corner": a pit nobody authored a comment for.
    let mut run = LessonRun::new(lesson("isolo-women-01-sowing"));
    run.goto(2);
    let pit = inkomo::rules::mancala::parse_pit("S-o3").unwrap();
    let StepResult::Wrong { comment } = run
        .answer(&[inkomo::lesson::Target::Pit(pit)])
        .unwrap()
        .result
    else {
        panic!()
    };
    assert_eq!(comment[0].id, "lesson-why-quiz-last-seed");
    assert_eq!(text_arg(&comment[0], "pit"), "S-o7");
    let mut copy = run.game().clone();
    let sown = copy.apply(copy.parse_action("o7").unwrap()).unwrap();
    let seeds = sown
        .iter()
        .find_map(|e| match e.kind {
            EffectKind::Mancala(MancalaEffect::Lifted { count, .. }) => Some(i64::from(count)),
            _ => None,
        })
        .unwrap();
    assert_eq!(number_arg(&comment[0], "seeds"), seeds);
}

#[test]
fn a_wrong_move_in_the_first_sowing_lesson_plays_out_no_reply_until_asked() {
    // Isolo women's lesson 1, "reach the inner row": o1 stays in the outer row. North's
    // reply from a full board would relay and capture for a long time: it is held back.
    let mut run = LessonRun::new(lesson("isolo-women-01-sowing"));
    run.goto(4);
    let start = run.game().position();
    let response = act(&mut run, "o1");
    assert!(matches!(response.result, StepResult::Wrong { .. }));
    assert!(response.replies.is_empty(), "no reply played out");
    assert!(
        response
            .played
            .iter()
            .all(|p| p.player == inkomo::rules::Player::First),
        "only the learner's own turn"
    );
    let dropped = response
        .played
        .iter()
        .flat_map(|p| &p.effects)
        .filter(|e| matches!(e.kind, EffectKind::Mancala(MancalaEffect::Dropped { .. })))
        .count();
    assert!(
        dropped <= 16,
        "{dropped} seeds sown: the learner's move only"
    );
    let after_answer = run.game().position();
    assert_ne!(after_answer, start);
    assert!(run.has_rest());
    let rest = run.show_rest().expect("the reply, on request");
    assert!(!rest.replies.is_empty());
    assert!(!rest.comment.is_empty(), "what the reply did");
    assert_ne!(
        run.game().position(),
        after_answer,
        "the board after the reply"
    );
    assert!(!run.has_rest());
    run.retry();
    assert_eq!(run.game().position(), start);
}

#[test]
fn the_repetition_demonstration_is_paced_turn_by_turn() {
    let mut run = LessonRun::new(lesson("isisuthu-04-endgame"));
    let index = run
        .lesson()
        .steps
        .iter()
        .position(|s| matches!(&s.kind, StepKind::Show { actions, .. } if actions.len() == 8))
        .expect("the eight-move demonstration");
    run.goto(index);
    let turns = run.play_show_paced().unwrap();
    assert_eq!(turns.len(), 8, "one turn per move");
    for (k, t) in turns.iter().enumerate() {
        assert_eq!(t.played.len(), 1);
        let pause = t.pause_after.seconds();
        if k + 1 < turns.len() {
            assert!((pause - TURN_PAUSE).abs() < 1e-3, "{pause}");
        } else {
            assert_eq!(pause, 0.0);
        }
    }
    // A placement with its removal is one turn.
    let mut run = LessonRun::new(lesson("isizulu-01-placing"));
    run.goto(2);
    act(&mut run, "g7");
    let response = act(&mut run, "xd1");
    let mut played = response.played.clone();
    played.extend(response.replies.clone());
    let grouped = pacing::by_turn(&played);
    assert!(grouped.iter().all(|t| !t.played.is_empty()));
}

#[test]
fn the_next_lesson_comes_from_the_catalogue() {
    assert_eq!(
        catalogue::next_lesson("isolo-women-01-sowing").as_deref(),
        Some("isolo-women-02-relay")
    );
    assert_eq!(
        catalogue::next_lesson("isizulu-01-placing").as_deref(),
        Some("isizulu-02-removal")
    );
    assert_eq!(catalogue::next_lesson("igisoro-05-urunyana"), None);
    assert_eq!(catalogue::next_lesson("no-such-lesson"), None);
}

#[test]
fn a_reply_capture_names_each_pit_with_its_own_count() {
    // Igisoro lesson 2, the last exercise: o4 leaves S-i7 and S-o7 to North's capture.
    let mut run = LessonRun::new(lesson("igisoro-02-capture"));
    run.goto(4);
    let response = act(&mut run, "o4");
    let StepResult::Wrong { comment } = &response.result else {
        panic!("{:?}", response.result)
    };
    let from = response
        .replies
        .iter()
        .flat_map(|p| &p.effects)
        .find_map(|e| match e.kind {
            EffectKind::Mancala(MancalaEffect::Captured { from, .. }) => Some(from),
            _ => None,
        })
        .expect("North's reply captures");
    let m = comment
        .iter()
        .find(|m| m.id == "lesson-why-reply-captured-two")
        .expect("one capture from two pits");
    assert_eq!(text_arg(m, "inner"), pit_name(from[0].0));
    assert_eq!(number_arg(m, "inner-count"), i64::from(from[0].1));
    assert_eq!(text_arg(m, "outer"), pit_name(from[1].0));
    assert_eq!(number_arg(m, "outer-count"), i64::from(from[1].1));
    assert_eq!(
        number_arg(m, "count"),
        i64::from(from[0].1) + i64::from(from[1].1)
    );
}
