//! Lessons: every lesson verifies, broken lesson files are refused with their message, the
//! run state machine judges, hints and stars, progress is saved and survives a corrupt file,
//! and no lesson message names a project file, a dossier or a source tag.

use std::path::{Path, PathBuf};

use inkomo::lesson::load::{MessageIds, load_path};
use inkomo::lesson::progress::{Progress, ProgressEvent, ProgressStore};
use inkomo::lesson::run::{HintKind, RunError, StepResult, StepState};
use inkomo::lesson::{Lesson, LessonRun, Message, Target, catalogue};
use inkomo::rules::morris::parse_point;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn message_ids() -> MessageIds {
    let mut ids = MessageIds::new();
    for locale in ["en", "pt", "es"] {
        let path = root().join("i18n").join(locale).join("lessons.ftl");
        let text = std::fs::read_to_string(&path).unwrap();
        ids.add_ftl(locale, &text);
    }
    ids
}

fn lesson_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            lesson_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "ron") {
            out.push(path);
        }
    }
}

#[test]
fn every_lesson_verifies_and_is_embedded() {
    let ids = message_ids();
    let mut files = Vec::new();
    lesson_files(&root().join("assets/lessons"), &mut files);
    files.sort();
    assert!(files.len() >= 12, "only {} lessons", files.len());
    let mut exercises = 0;
    for file in &files {
        let lesson = load_path(file, Some(&ids)).unwrap_or_else(|e| panic!("{e}"));
        assert!(lesson.exercise_count() >= 1, "{}", lesson.id);
        exercises += lesson.exercise_count();
    }
    assert!(exercises >= 20, "{exercises} exercises");
    let embedded: Vec<String> = catalogue::files()
        .iter()
        .map(|(p, _)| p.to_string())
        .collect();
    let on_disk: Vec<String> = files
        .iter()
        .map(|f| {
            f.strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    assert_eq!(
        embedded, on_disk,
        "build.rs embeds exactly the lesson files"
    );
    for result in catalogue::load_all(Some(&catalogue::message_ids())) {
        result.unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn morris_rule_sets_have_four_lessons_each() {
    for game in ["isisuthu", "isizulu", "isipowe"] {
        let id = inkomo::rules::GameId::parse(game).unwrap();
        let lessons = catalogue::lessons_of(id);
        assert!(lessons.len() >= 4, "{game}: {} lessons", lessons.len());
        for lesson in &lessons {
            assert!(matches!(
                lesson.steps.last().map(|s| &s.kind),
                Some(inkomo::lesson::StepKind::Exercise(_))
            ));
        }
    }
}

#[test]
fn broken_lessons_are_refused_with_their_message() {
    let dir = root().join("tests/data/lessons");
    let mut files = Vec::new();
    lesson_files(&dir, &mut files);
    files.sort();
    assert!(files.len() >= 15);
    let ids = message_ids();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let expected = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// expect: "))
            .unwrap_or_else(|| panic!("{}: first line must be '// expect: ...'", file.display()));
        // Message ids are checked only where the file is about them, so that every other
        // file shows its own fault.
        let check_ids = file
            .file_stem()
            .is_some_and(|s| s.to_string_lossy().starts_with("missing-message"));
        let err = load_path(file, check_ids.then_some(&ids))
            .err()
            .unwrap_or_else(|| panic!("{} loads but should not", file.display()));
        let text = err.to_string();
        assert!(
            text.contains(expected),
            "{}: expected '{expected}' in '{text}'",
            file.display()
        );
        assert!(text.starts_with(&file.display().to_string()), "{text}");
    }
}

fn lesson(id: &str) -> Lesson {
    catalogue::find(id).unwrap().unwrap()
}

fn act(run: &mut LessonRun, text: &str) -> StepResult {
    let action = run.game().parse_action(text).unwrap();
    run.submit(action)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .result
}

fn ids(messages: &[Message]) -> Vec<&str> {
    messages.iter().map(|m| m.id.as_str()).collect()
}

const PLACING: &str = "isizulu-01-placing";
const DIAGONAL: usize = 4;

#[test]
fn a_wrong_answer_is_played_out_commented_and_restored_then_the_right_one_passes() {
    let mut run = LessonRun::new(lesson(PLACING));
    assert!(run.goto(DIAGONAL));
    let start = run.game().position();
    let action = run.game().parse_action("d6").unwrap();
    let response = run.submit(action).unwrap();
    match &response.result {
        StepResult::Wrong { comment } => {
            assert_eq!(ids(comment), ["lesson-isizulu-01-placing-not-a-line"])
        }
        other => panic!("{other:?}"),
    }
    assert!(
        response.replies.is_empty(),
        "a reply that takes nothing is not the point: it waits for 'show the rest'"
    );
    assert_eq!(run.state(), StepState::Wrong);
    assert_ne!(run.game().position(), start);
    let rest = run.show_rest().expect("the reply held back");
    assert!(
        !rest.replies.is_empty(),
        "the opponent answers on the board"
    );
    assert_eq!(run.submit(action), Err(RunError::NotNow));
    run.retry();
    assert_eq!(run.game().position(), start);
    assert_eq!(act(&mut run, "b6"), StepResult::Continue);
    match act(&mut run, "xd7") {
        StepResult::Passed { stars, .. } => assert_eq!(stars, Some(2), "one wrong try"),
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state(), StepState::Done);
}

#[test]
fn any_right_answer_passes_and_the_lesson_goes_on_from_its_line() {
    let mut run = LessonRun::new(lesson(PLACING));
    assert!(run.goto(2));
    assert_eq!(act(&mut run, "g7"), StepResult::Continue);
    // The lesson's own line removes d1; g1 also breaks O's line.
    match act(&mut run, "xg1") {
        StepResult::Passed { messages, stars } => {
            assert_eq!(stars, None, "a guided step is not scored");
            assert_eq!(ids(&messages), ["lesson-pass", "lesson-continue-from-line"]);
        }
        other => panic!("{other:?}"),
    }
    assert!(run.next_step());
    let d1 = parse_point("d1", 24).unwrap();
    assert_eq!(
        run.game().morris().unwrap().point(d1),
        None,
        "the lesson's line"
    );
}

#[test]
fn the_hint_ladder_climbs_one_rung_per_call_and_costs_stars() {
    let mut run = LessonRun::new(lesson(PLACING));
    run.goto(DIAGONAL);
    match run.hint().map(|h| (h.rung, h.kind)) {
        Some((
            1,
            HintKind::Rule {
                section,
                word,
                goal,
            },
        )) => {
            assert_eq!(section, "diagonal_line");
            assert_eq!(word.as_deref(), Some("isibhamu"));
            assert_eq!(goal.id, "lesson-isizulu-01-placing-diagonal-goal");
        }
        other => panic!("{other:?}"),
    }
    let b6 = parse_point("b6", 24).unwrap();
    match run.hint().map(|h| h.kind) {
        Some(HintKind::Region(targets)) => {
            assert!(targets.contains(&Target::Point(b6)), "{targets:?}")
        }
        other => panic!("{other:?}"),
    }
    act(&mut run, "b6");
    match act(&mut run, "xd7") {
        StepResult::Passed { stars, .. } => assert_eq!(stars, Some(1)),
        other => panic!("{other:?}"),
    }
    assert_eq!(run.hint(), None, "nothing more once the step is passed");
    let events = run.take_events();
    assert_eq!(
        events.iter().filter(|e| **e == ProgressEvent::Hint).count(),
        2
    );
}

#[test]
fn the_answer_rung_shows_each_move_and_leaves_no_star() {
    let mut run = LessonRun::new(lesson(PLACING));
    run.goto(DIAGONAL);
    for _ in 0..2 {
        run.hint();
    }
    let mut shown = Vec::new();
    for _ in 0..2 {
        match run
            .hint()
            .map(|h| (h.rung, h.kind, h.restarted, h.stars_left))
        {
            Some((3, HintKind::Move(action), false, Some(0))) => {
                shown.push(action.to_string());
                run.submit(action).unwrap();
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(shown, ["b6", "xd7"]);
    assert_eq!(run.state(), StepState::Done);
    assert_eq!(run.step_stars(DIAGONAL), Some(0));
}

#[test]
fn a_comment_without_an_authored_one_is_built_from_the_effects() {
    let mut run = LessonRun::new(lesson("isizulu-03-movement"));
    run.goto(3);
    match act(&mut run, "g4-f4") {
        StepResult::Wrong { comment } => {
            assert_eq!(
                comment.last().map(|m| m.id.as_str()),
                Some("lesson-why-opponent-can-move")
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_quiz_is_answered_on_the_board() {
    let mut run = LessonRun::new(lesson("isizulu-02-removal"));
    run.play_show().unwrap();
    assert!(run.next_step());
    let t = |names: &str| -> Vec<Target> {
        names
            .split_whitespace()
            .map(|n| Target::Point(parse_point(n, 24).unwrap()))
            .collect()
    };
    match run.answer(&t("b4 e4 c5")).unwrap().result {
        StepResult::Wrong { comment } => {
            assert_eq!(ids(&comment), ["lesson-isizulu-02-removal-line-not-safe"])
        }
        other => panic!("{other:?}"),
    }
    match run.answer(&t("a1 d1")).unwrap().result {
        StepResult::Wrong { comment } => assert_eq!(ids(&comment), ["lesson-why-quiz-missed"]),
        other => panic!("{other:?}"),
    }
    match run.answer(&t("a1 d1 g1 b4 e4 c5")).unwrap().result {
        StepResult::Passed { stars, .. } => assert_eq!(stars, Some(1)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_whole_lesson_gives_stars_and_progress_that_is_saved_and_reloaded() {
    let mut run = LessonRun::new(lesson(PLACING));
    let shown = run.play_show().unwrap();
    assert!(shown.is_empty());
    run.next_step();
    let shown = run.play_show().unwrap();
    assert_eq!(shown.len(), 4, "four placements animated");
    run.next_step();
    act(&mut run, "g7");
    act(&mut run, "xd1");
    run.next_step();
    run.play_show().unwrap();
    run.next_step();
    act(&mut run, "b6");
    act(&mut run, "xd7");
    run.next_step();
    // The double threat: the engine blocks one line between the two captures.
    let mut result = StepResult::Continue;
    for _ in 0..6 {
        let Some(&action) = run.legal_actions().iter().find(|a| {
            let mut copy = run.game().clone();
            let before = copy.morris().unwrap().lost(inkomo::rules::Player::Second);
            copy.apply(**a).is_ok()
                && (copy.morris().unwrap().lost(inkomo::rules::Player::Second) > before
                    || copy.morris().unwrap().removals_due() > 0)
        }) else {
            break;
        };
        result = run.submit(action).unwrap().result;
        if !matches!(result, StepResult::Continue) {
            break;
        }
    }
    assert_eq!(
        result,
        StepResult::Passed {
            messages: vec![Message::new("lesson-pass")],
            stars: Some(3)
        }
    );
    assert!(!run.next_step(), "the last step");
    assert_eq!(run.stars(), Some(3));
    let events = run.take_events();
    assert!(events.contains(&ProgressEvent::Finished { stars: 3 }));

    let dir = std::env::temp_dir().join(format!("inkomo-lesson-progress-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = ProgressStore::in_dir(&dir);
    let mut progress = store.load().progress;
    assert_eq!(progress, Progress::new());
    for e in events {
        progress.apply(PLACING, e, "2026-12-01T11:00:00Z");
    }
    store.save(&progress).unwrap();
    let back = store.load();
    assert_eq!(back.kept_aside, None);
    assert_eq!(back.progress, progress);
    let entry = back.progress.get(PLACING).unwrap();
    assert_eq!(entry.stars, Some(3));
    assert_eq!(entry.tries, 2, "one answer to each exercise");
    assert_eq!(entry.date, "2026-12-01T11:00:00Z");

    // Reset one and all.
    let mut p = back.progress;
    p.apply("other", ProgressEvent::Hint, "2026-12-02");
    assert!(p.reset(PLACING));
    assert!(p.get("other").is_some());
    p.reset_all();
    assert!(p.lessons().is_empty());

    // A corrupt file is kept aside and never crashes.
    std::fs::write(
        store.path(),
        "(format: 1, lessons: {\"x\": (tries: \"many\"",
    )
    .unwrap();
    let loaded = store.load();
    assert_eq!(loaded.progress, Progress::new());
    let (aside, reason) = loaded.kept_aside.expect("kept aside");
    assert!(aside.exists(), "{}", aside.display());
    assert!(!store.path().exists());
    assert!(!reason.is_empty());
    std::fs::write(store.path(), [0xff, 0xfe]).unwrap();
    let again = store.load().kept_aside.expect("kept aside");
    assert_ne!(
        again.0, aside,
        "a second corrupt file does not overwrite the first"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_on_gives_the_game_at_any_step() {
    let mut run = LessonRun::new(lesson(PLACING));
    run.goto(1);
    run.play_show().unwrap();
    let game = run.play_on();
    assert_eq!(game.position(), run.game().position());
    assert!(!game.legal_actions().is_empty());
}

/// Words no lesson message may contain: project files, the dossier, source tags.
#[test]
fn no_lesson_message_names_a_file_a_dossier_or_a_source_tag() {
    const TAGS: [&str; 17] = [
        "BLAC-A",
        "BLAC-E",
        "BLAC-T",
        "EN-WP-G",
        "ES-WP",
        "IT-WP",
        "LUDII",
        "MATHSLOUP",
        "MERRIAM",
        "MSSA",
        "MURRAY",
        "PORGES",
        "SHACKELL",
        "ULWAZI",
        "WINFO",
        "WMQ-B",
        "WMQ-W",
    ];
    for locale in ["en", "pt", "es"] {
        let path = root().join("i18n").join(locale).join("lessons.ftl");
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            let lower = line.to_lowercase();
            for word in ["rules.md", "dossier", "design.md", "§", ".ron", "evidence"] {
                assert!(
                    !lower.contains(word),
                    "{locale}:{}: '{word}' in {line}",
                    n + 1
                );
            }
            for tag in TAGS {
                let hit = line.match_indices(tag).any(|(i, _)| {
                    let before = line[..i].chars().next_back();
                    let after = line[i + tag.len()..].chars().next();
                    !before.is_some_and(|c| c.is_ascii_alphanumeric())
                        && !after.is_some_and(|c| c.is_ascii_alphanumeric())
                });
                assert!(!hit, "{locale}:{}: source tag {tag} in {line}", n + 1);
            }
        }
    }
}

fn from_text(text: &str) -> Result<Lesson, inkomo::lesson::LessonError> {
    inkomo::lesson::load::load_str(text, "inline.ron", None)
}

#[test]
fn mancala_goals_and_quizzes_are_judged_by_the_engine() {
    // The Isolo women's start: South forces a win within three turns.
    let win = |solution: &str, wrong: &str| {
        format!(
            r#"(format: 1, id: "w", game: "isolo-women", steps: [
                Exercise(text: "go", goal: Win, par: 3, solution: "{solution}",
                         wrong: [(answer: "{wrong}", comment: "")]),
            ])"#
        )
    };
    let lesson = from_text(&win("o5 o1 o4", "i1")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lesson.exercise_count(), 1);
    let err = from_text(&win("o5 o1 o4", "o5")).unwrap_err();
    assert!(err.reason.contains("can still pass"), "{err}");
    let mut run = LessonRun::new(lesson);
    match act(&mut run, "i1") {
        StepResult::Wrong { comment } => assert_eq!(
            comment.last().map(|m| m.id.as_str()),
            Some("lesson-why-no-forced-win")
        ),
        other => panic!("{other:?}"),
    }

    // Isolo boys': where the last seed lands, which pit captures, ending the overture.
    let boys = r#"(format: 1, id: "b", game: "isolo-boys", steps: [
        Quiz(text: "q", ask: LastSeed(action: "i2")),
        Exercise(text: "go", goal: EndOverture, solution: "o8"),
    ])"#;
    let lesson = from_text(boys).unwrap_or_else(|e| panic!("{e}"));
    let inkomo::lesson::StepKind::Quiz(q) = &lesson.steps[0].kind else {
        panic!("a quiz")
    };
    let mut game = lesson.steps[0].start.clone();
    let effects = game.apply(game.parse_action("i2").unwrap()).unwrap();
    let first_lap_end = effects.iter().find_map(|e| match e.kind {
        inkomo::rules::EffectKind::Mancala(inkomo::rules::MancalaEffect::LapEnded {
            pit, ..
        }) => Some(pit),
        _ => None,
    });
    assert_eq!(q.key.right, vec![Target::Pit(first_lap_end.unwrap())]);

    // Igisoro: a capture within two turns, and the best first move of a short search.
    let igisoro = r#"(format: 1, id: "g", game: "igisoro", steps: [
        Exercise(text: "go", goal: Capture(1), par: 2, solution: "i4 i2*"),
        Exercise(text: "best", position: "0 0 0 0 0 0 0 0/4 4 4 4 4 4 4 4/4 4 4 4 4 4 4 4/0 0 0 0 0 0 0 0 S", goal: Best(2), solution: "i4"),
    ])"#;
    from_text(igisoro).unwrap_or_else(|e| panic!("{e}"));
}
