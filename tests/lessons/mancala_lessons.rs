//! The mancala lessons (Isolo women's and boys', Igisoro): every lesson under
//! `assets/lessons/` of these rule sets loads and verifies with every message present, the
//! content covers what a learner needs (at least four lessons per rule set, twenty exercises in
//! all), and the show-step extensions they use (per-step options, board marks, the boys'
//! traditional preparation) behave as `docs/lessons.md` says.

use inkomo::lesson::catalogue;
use inkomo::lesson::load::load_str;
use inkomo::lesson::{Lesson, StepKind, Target};
use inkomo::rules::{EffectKind, Game, GameId, MancalaEffect};

const MANCALA: [GameId; 3] = [GameId::IsoloWomen, GameId::IsoloBoys, GameId::Igisoro];

fn lesson(id: &str) -> Lesson {
    match catalogue::find(id) {
        Some(Ok(lesson)) => lesson,
        Some(Err(e)) => panic!("{e}"),
        None => panic!("no lesson {id}"),
    }
}

#[test]
fn every_mancala_lesson_verifies_with_all_its_messages() {
    let ids = catalogue::message_ids();
    let mut exercises = 0;
    for game in MANCALA {
        let mut count = 0;
        for (path, text) in catalogue::files() {
            if !path.contains(&format!("/{}/", game.as_str())) {
                continue;
            }
            let lesson = load_str(text, path, Some(&ids)).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(lesson.game, game, "{path}");
            assert!(
                matches!(
                    lesson.steps.last().map(|s| &s.kind),
                    Some(StepKind::Exercise(_))
                ),
                "{path}: the last step is an exercise"
            );
            exercises += lesson.exercise_count();
            count += 1;
        }
        assert!(
            count >= 4,
            "{}: {count} lessons, at least 4 wanted",
            game.as_str()
        );
    }
    assert!(
        exercises >= 20,
        "{exercises} mancala exercises, at least 20 wanted"
    );
}

#[test]
fn the_preparation_steps_lead_seed_by_seed_to_the_boys_start() {
    let lesson = lesson("isolo-boys-01-preparation");
    let mut seen = Vec::new();
    for step in &lesson.steps {
        let StepKind::Show {
            preparation: Some(prep),
            actions,
            ..
        } = &step.kind
        else {
            continue;
        };
        assert!(actions.is_empty());
        seen.push(prep.step);
        let mut pits = *step.start.mancala().expect("a mancala board").pits();
        for effect in &prep.effects {
            assert_eq!(effect.rule.id, "boys_preparation");
            match effect.kind {
                EffectKind::Mancala(MancalaEffect::Lifted { pit, count, .. }) => {
                    pits[pit.index()] -= count;
                }
                EffectKind::Mancala(MancalaEffect::Dropped { pit, now }) => {
                    pits[pit.index()] += 1;
                    assert_eq!(pits[pit.index()], now);
                }
                EffectKind::Mancala(MancalaEffect::LapEnded { .. }) => {}
                ref other => panic!("unexpected effect {other:?}"),
            }
        }
        assert_eq!(&pits, prep.end.mancala().expect("a mancala board").pits());
        assert_eq!(prep.effects.is_empty(), prep.step == 1);
    }
    assert_eq!(seen, [1, 2, 3, 4, 5]);
    // After step 5 the lesson goes on from the boys' start, with the engine's own start.
    let after = lesson
        .steps
        .iter()
        .find(|s| s.text.ends_with("-the-start"))
        .expect("the start is shown");
    assert_eq!(
        after.start.position(),
        Game::with_defaults(GameId::IsoloBoys).position()
    );
}

#[test]
fn the_three_resow_readings_play_the_same_move_differently() {
    let lesson = lesson("isolo-women-03-capture");
    let mut ends = Vec::new();
    let mut after_last = None;
    for (i, step) in lesson.steps.iter().enumerate() {
        if !step.text.contains("-w1-") {
            continue;
        }
        let StepKind::Show { actions, .. } = &step.kind else {
            panic!("the W1 steps are shows");
        };
        let mut game = step.start.clone();
        let mut froms = Vec::new();
        for &action in actions {
            for effect in game.apply(action).expect("legal") {
                if let EffectKind::Mancala(MancalaEffect::Captured { resow_from, .. }) = effect.kind
                {
                    froms.push(inkomo::rules::mancala::pit_name(resow_from));
                }
            }
        }
        ends.push((froms, game.position()));
        after_last = lesson.steps.get(i + 1);
    }
    // Wikimanqala: from the capturing lap's start; Wikipedia (es/en): from the capture pit;
    // it/fr reading: from the move's origin.
    assert_eq!(ends[0].0, ["S-o8", "S-o8"]);
    assert_eq!(ends[1].0, ["S-i6", "S-i2"]);
    assert_eq!(ends[2].0, ["S-i1"]);
    assert_ne!(ends[0].1, ends[1].1);
    assert_ne!(ends[1].1, ends[2].1);
    // The step after the last reading is back under the lesson's own options.
    let next = after_last.expect("a step follows the readings");
    assert_eq!(next.start.options(), &lesson.options);
}

#[test]
fn the_overture_circuit_and_the_reverse_pits_are_marked() {
    let overture = lesson("isolo-boys-02-overture");
    let StepKind::Show { marks, .. } = &overture.steps[0].kind else {
        panic!("the lesson opens with a show");
    };
    assert_eq!(marks.len(), 14);
    assert!(
        marks.iter().all(
            |m| matches!(m, Target::Pit(p) if p.index() < 16 && p.index() != 7 && p.index() != 15)
        ),
        "South's fourteen left-hand pits, without column 8"
    );
    let reverse = lesson("igisoro-04-reverse");
    let StepKind::Show { marks, .. } = &reverse.steps[0].kind else {
        panic!("the lesson opens with a show");
    };
    assert_eq!(marks.len(), 8);
}

fn error_of(text: &str) -> String {
    match load_str(text, "bad.ron", None) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e.to_string(),
    }
}

const END: &str = r#"Exercise(text: "e", goal: Capture(3), solution: "i4")"#;

#[test]
fn bad_show_extensions_are_refused_with_the_step_and_the_reason() {
    let file = |game: &str, step: &str| {
        format!("(format: 1, id: \"x-01-y\", game: \"{game}\", steps: [{step}, {END}])")
    };
    let cases = [
        (
            file("isolo-women", r#"Show(text: "a", preparation: 2)"#),
            "belongs to the Isolo boys' game",
        ),
        (
            file("isolo-boys", r#"Show(text: "a", preparation: 6)"#),
            "steps 1 to 5",
        ),
        (
            file(
                "isolo-boys",
                r#"Show(text: "a", preparation: 2, actions: "i4")"#,
            ),
            "no position, actions or options",
        ),
        (
            file("isolo-boys", r#"Show(text: "a", marks: ["S-x9"])"#),
            "marks",
        ),
        (
            file(
                "isolo-boys",
                r#"Show(text: "a", options: ["protect_nghana=maybe"])"#,
            ),
            "options of the show",
        ),
    ];
    for (text, reason) in cases {
        let error = error_of(&text);
        assert!(error.starts_with("bad.ron: step 1: "), "{error}");
        assert!(error.contains(reason), "{error} (wanted: {reason})");
    }
}
