//! The Learn screen and the lesson view, driven as a learner would: from the picker to a
//! lesson, every step to the end, an exercise answered wrong then right, a hint, and the stars
//! and progress found saved in the data folder.

#![cfg(feature = "gui")]

use crate::ui_support;

use crate::ui_support::{
    SIZE, click, harness_with_lessons, pit_label, point_label, settings, shows,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::i18n::{Language, Tr};
use inkomo::lesson::StepKind;
use inkomo::lesson::progress::ProgressStore;
use inkomo::lesson::quiz::Target;
use inkomo::lesson::run::StepState;
use inkomo::rules::GameId;
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::TokenColour;

fn temp_dir(label: &str) -> std::path::PathBuf {
    ui_support::temp_dir("ui-learn", label)
}

fn harness(dir: &std::path::Path) -> Harness<'static, InkomoApp> {
    harness_with_lessons(dir)
}

fn tr() -> Tr {
    Tr::new(Language::En)
}

fn state(h: &Harness<'static, InkomoApp>) -> StepState {
    lesson(h).run().state()
}

fn lesson<'a>(
    h: &'a Harness<'static, InkomoApp>,
) -> &'a inkomo::ui::screens::lesson_view::LessonView {
    h.state()
        .learn()
        .lesson
        .as_deref()
        .expect("a lesson is open")
}

/// Opens the Learn screen from the picker's card of `game` and the lesson `id` from its list.
fn open_lesson(h: &mut Harness<'static, InkomoApp>, game: GameId, id: &str) {
    let tr = tr();
    let name = inkomo::ui::board::describe::game_name(&tr, game.as_str());
    click(h, &tr.a("picker-learn", &[("game", name.as_str().into())]));
    let title = tr.s(&format!("lesson-{id}-title"));
    assert!(shows(h, &title), "the Learn list shows '{title}'");
    click(h, &tr.a("learn-open", &[("lesson", title.as_str().into())]));
    assert_eq!(lesson(h).run().lesson().id, id);
}

/// Clicks the morris point or mancala pit named `at` (answer notation) on the board.
fn click_at(h: &mut Harness<'static, InkomoApp>, at: &str) {
    let run = lesson(h).run();
    let game = run.game().clone();
    let target = Target::parse(run.lesson().game, at).unwrap_or_else(|e| panic!("{at}: {e}"));
    let label = match target {
        Target::Point(p) => point_label(&game, p, TokenColour::Dark),
        Target::Pit(p) => pit_label(&game, p),
        Target::Player(_) => panic!("{at}: not on the board"),
    };
    click(h, &label);
}

fn next(h: &mut Harness<'static, InkomoApp>) {
    assert_eq!(state(h), StepState::Done, "the step is done before Next");
    let before = lesson(h).run().step_index();
    click(h, &tr().s("learn-next"));
    assert_eq!(lesson(h).run().step_index(), before + 1);
}

/// Answers the quiz on screen rightly by clicking its first right pit (a mancala quiz).
fn answer_pit_quiz(h: &mut Harness<'static, InkomoApp>) {
    let right = match &lesson(h).run().step().kind {
        StepKind::Quiz(q) => q.key.right[0],
        other => panic!("a quiz, not {other:?}"),
    };
    let Target::Pit(p) = right else {
        panic!("a pit, not {right:?}")
    };
    let answer = pit_label(lesson(h).run().game(), p);
    click(h, &answer);
}

#[test]
fn a_morris_lesson_is_walked_to_the_end_with_a_wrong_answer_and_a_hint() {
    let dir = temp_dir("morris");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::Isizulu, "isizulu-01-placing");
    let tr = tr();
    assert!(shows(
        &h,
        &tr.a(
            "learn-step-of",
            &[("step", 1i64.into()), ("steps", 6i64.into())]
        )
    ));
    // Steps 1 and 2: shows, played at once.
    next(&mut h);
    next(&mut h);
    // Step 3, guided: g7 makes the line, then the removal.
    assert_eq!(state(&h), StepState::Awaiting);
    click_at(&mut h, "g7");
    click_at(&mut h, "d1");
    assert_eq!(state(&h), StepState::Done);
    assert!(shows(&h, &tr.s("learn-passed")));
    next(&mut h);
    next(&mut h);
    // Step 5, exercise: d6 is the authored wrong answer; its comment is shown.
    click_at(&mut h, "d6");
    assert_eq!(state(&h), StepState::Wrong);
    assert!(shows(&h, &tr.s("learn-wrong")));
    let comment = tr.s("lesson-isizulu-01-placing-not-a-line");
    assert!(shows(&h, &comment), "the comment '{comment}' is shown");
    click(&mut h, &tr.s("learn-retry"));
    assert_eq!(state(&h), StepState::Awaiting);
    // A hint (key H): a nudge about the rule.
    h.key_press(egui::Key::H);
    h.run_steps(3);
    assert!(hint_shown(&h), "the hint was taken");
    let goal = tr.s("lesson-isizulu-01-placing-diagonal-goal");
    assert!(
        shows(&h, &format!("· {goal}")),
        "the hint '{goal}' is shown"
    );
    click_at(&mut h, "b6");
    click_at(&mut h, "d7");
    assert_eq!(state(&h), StepState::Done);
    // One wrong try and one hint: one star.
    assert_eq!(lesson(&h).run().step_stars(4), Some(1));
    assert!(shows(
        &h,
        &format!("{}  {}", tr.s("learn-passed"), stars(1))
    ));
    // Keyboard: N is the next step.
    h.key_press(egui::Key::N);
    h.run_steps(3);
    assert_eq!(lesson(&h).run().step_index(), 5);
    // Step 6: two captures in two turns, the engine replying in between.
    for at in ["g7", "a4", "e3", "g1"] {
        click_at(&mut h, at);
    }
    assert!(lesson(&h).run().is_finished());
    assert!(shows(
        &h,
        &format!("{}  {}", tr.s("learn-lesson-done"), stars(1))
    ));

    // The progress is saved at once, and the list shows it.
    let saved = ProgressStore::in_dir(&dir).load();
    assert!(saved.kept_aside.is_none());
    let entry = saved
        .progress
        .get("isizulu-01-placing")
        .expect("the lesson's progress is saved");
    assert_eq!(entry.stars, Some(1));
    assert!(entry.hints >= 1, "hints saved: {entry:?}");
    assert!(entry.tries >= 1, "tries saved: {entry:?}");
    assert!(!entry.date.is_empty());
    click(&mut h, &tr.s("learn-back"));
    assert!(shows(&h, &stars(1)));
    assert!(shows(&h, &tr.s("learn-done")));
    // Reset it, with the confirmation.
    click(&mut h, &tr.s("learn-reset"));
    click(&mut h, &tr.s("learn-reset-yes"));
    let saved = ProgressStore::in_dir(&dir).load();
    assert!(saved.progress.get("isizulu-01-placing").is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

fn hint_shown(h: &Harness<'static, InkomoApp>) -> bool {
    lesson(h).run().scores()[4].hints == 1
}

#[test]
fn the_next_key_does_not_skip_a_step_the_next_button_keeps_closed() {
    let dir = temp_dir("next-key");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::IsoloWomen, "isolo-women-01-sowing");
    next(&mut h);
    next(&mut h);
    // Step 3, a quiz not yet answered: neither N nor Page Down goes past it.
    assert_eq!(state(&h), StepState::Awaiting);
    for key in [egui::Key::N, egui::Key::PageDown] {
        h.key_press(key);
        h.run_steps(3);
        assert_eq!(lesson(&h).run().step_index(), 2, "{key:?} skipped the quiz");
    }
    // Answered, the key goes on as the button does.
    answer_pit_quiz(&mut h);
    assert_eq!(state(&h), StepState::Done);
    h.key_press(egui::Key::N);
    h.run_steps(3);
    assert_eq!(lesson(&h).run().step_index(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_mancala_lesson_is_walked_to_the_end_with_a_wrong_answer_and_a_hint() {
    let dir = temp_dir("mancala");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::IsoloWomen, "isolo-women-01-sowing");
    let tr = tr();
    next(&mut h);
    next(&mut h);
    // Step 3, a quiz: where does the last seed of o7 land? S-i1 is an authored wrong answer.
    click_at(&mut h, "S-i1");
    // A quiz changes nothing on the board: the learner answers again at once.
    assert_eq!(state(&h), StepState::Awaiting);
    assert!(shows(&h, &tr.s("learn-wrong")));
    let comment = tr.s("lesson-isolo-women-01-sowing-inner-runs-left");
    assert!(shows(&h, &comment), "the comment '{comment}' is shown");
    click(&mut h, &tr.s("learn-hint"));
    assert_eq!(lesson(&h).run().scores()[2].hints, 1);
    answer_pit_quiz(&mut h);
    assert_eq!(state(&h), StepState::Done);
    assert_eq!(lesson(&h).run().step_stars(2), Some(1));
    next(&mut h);
    // Step 4, guided; steps 5 and 6 show the notation and which way each side faces;
    // step 7, the exercise.
    click_at(&mut h, "S-i2");
    assert_eq!(state(&h), StepState::Done);
    next(&mut h);
    next(&mut h);
    next(&mut h);
    click_at(&mut h, "S-o7");
    assert!(lesson(&h).run().is_finished());
    let saved = ProgressStore::in_dir(&dir).load();
    let entry = saved
        .progress
        .get("isolo-women-01-sowing")
        .expect("the lesson's progress is saved");
    assert_eq!(entry.stars, Some(1));
    assert!(entry.hints >= 1 && entry.tries >= 1, "{entry:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_glyph_of_the_learn_screens_is_in_the_fonts() {
    let dir = temp_dir("glyphs");
    let mut h = harness(&dir);
    click(&mut h, &tr().s("picker-learn-all"));
    h.run_steps(2);
    let font = egui::FontId::proportional(14.0);
    // Every character of every text the screen shows (the star count's '·' among them).
    let texts: Vec<String> = h
        .query_all(egui_kittest::kittest::by())
        .flat_map(|n| [n.accesskit_node().label(), n.accesskit_node().value()])
        .flatten()
        .collect();
    assert!(texts.iter().any(|t| t.contains('·')), "{texts:?}");
    for text in &texts {
        for glyph in text.chars().filter(|c| !c.is_whitespace()) {
            assert!(
                h.ctx.fonts_mut(|f| f.has_glyph(&font, glyph)),
                "the fonts have no '{glyph}' (in '{text}')"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn stars(n: i64) -> String {
    tr().a("learn-stars", &[("stars", n.into())])
}

#[test]
fn the_sowing_preview_never_answers_a_quiz_or_an_exercise() {
    let dir = temp_dir("preview");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::IsoloWomen, "isolo-women-01-sowing");
    next(&mut h);
    next(&mut h);
    // Step 3 asks where the last seed of S-o7 lands: hovering S-o7 must not say it.
    assert!(matches!(lesson(&h).run().step().kind, StepKind::Quiz(_)));
    let pit = inkomo::rules::mancala::LocalPit::outer(6).on(inkomo::rules::Player::First);
    let label = pit_label(lesson(&h).run().game(), pit);
    h.get_by_label(&label).hover();
    h.run_steps(40);
    assert!(
        h.query_all_by_label_contains("The first lap ends")
            .next()
            .is_none(),
        "no preview in a quiz"
    );
    // Answer it, then in the guided step the preview is there again.
    answer_pit_quiz(&mut h);
    next(&mut h);
    assert!(matches!(lesson(&h).run().step().kind, StepKind::Guided(_)));
    let label = pit_label(lesson(&h).run().game(), pit);
    h.get_by_label(&label).hover();
    h.run_steps(40);
    assert!(
        h.query_all_by_label_contains("The first lap ends")
            .next()
            .is_some(),
        "the preview helps in a guided step"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Goes on with Next until an exercise is shown; the steps passed are shows.
fn next_to_exercise(h: &mut Harness<'static, InkomoApp>) {
    for _ in 0..10 {
        if matches!(lesson(h).run().step().kind, StepKind::Exercise(_)) {
            return;
        }
        next(h);
    }
    panic!("no exercise after the steps shown");
}

/// Goes on with Next until step `index` (0-based) is shown; the steps passed are shows.
fn next_to(h: &mut Harness<'static, InkomoApp>, index: usize) {
    while lesson(h).run().step_index() < index {
        next(h);
    }
}

/// Answers the step with the decision button labelled by message `id` and returns the step's
/// state after it.
fn decide(h: &mut Harness<'static, InkomoApp>, id: &str) -> StepState {
    let label = tr().s(id);
    assert!(shows(h, &label), "the decision button '{label}' is shown");
    click(h, &label);
    state(h)
}

#[test]
fn every_igisoro_decision_is_answered_by_its_button_in_a_lesson() {
    let dir = temp_dir("decisions");
    let mut h = harness(&dir);
    // Take: lesson 2, step 1 sows S-i8, then takes by the button.
    open_lesson(&mut h, GameId::Igisoro, "igisoro-02-capture");
    next(&mut h);
    click_at(&mut h, "N-i8");
    assert_eq!(state(&h), StepState::Awaiting, "the capture is offered");
    assert!(shows(&h, &tr().s("button-ndahise")), "both answers offered");
    assert_eq!(decide(&mut h, "button-take"), StepState::Done);

    // Ndahise, ndakubye and keep: lesson 3.
    open_next_from_list(&mut h, "igisoro-03-ndahise");
    next_to(&mut h, 3);
    assert_eq!(decide(&mut h, "button-ndahise"), StepState::Done);
    for step in [5, 7] {
        next_to(&mut h, step);
        // Keep can be answered, and is judged wrong with a reason.
        assert!(shows(&h, &tr().s("button-ndakubye")));
        assert_eq!(
            decide(&mut h, "button-keep"),
            StepState::Wrong,
            "step {step}"
        );
        assert!(shows(&h, &tr().s("learn-wrong")));
        let run = lesson(&h).run();
        assert_eq!(run.scores()[step].wrong, 1);
        let shown = texts(&h);
        assert!(
            shown
                .iter()
                .any(|l| l.starts_with("There is a better answer")),
            "step {step}: the wrong answer is explained: {shown:?}"
        );
        click(&mut h, &tr().s("learn-retry"));
        assert_eq!(decide(&mut h, "button-ndakubye"), StepState::Done);
    }

    // Counter-clockwise from a reverse pit, then clockwise on arriving at one: lesson 4.
    open_next_from_list(&mut h, "igisoro-04-reverse");
    next_to(&mut h, 4);
    // N-i2 may be sown either way: clockwise ("i2*"); the lap then arrives at a reverse pit
    // and asks again, answered counter-clockwise.
    click_at(&mut h, "N-i2");
    assert!(
        shows(&h, &tr().s("button-counter-clockwise")),
        "both ways offered"
    );
    assert_eq!(decide(&mut h, "button-clockwise"), StepState::Awaiting);
    assert_eq!(decide(&mut h, "button-counter-clockwise"), StepState::Done);
    next_to_exercise(&mut h);
    click_at(&mut h, "N-i6");
    assert_eq!(state(&h), StepState::Awaiting, "the direction is asked");
    assert_eq!(decide(&mut h, "button-clockwise"), StepState::Done);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every text shown (labels and values).
fn texts(h: &Harness<'static, InkomoApp>) -> Vec<String> {
    h.query_all(egui_kittest::kittest::by())
        .filter_map(|n| n.accesskit_node().label().or(n.accesskit_node().value()))
        .collect()
}

/// The hint lines shown in the lesson panel.
fn hint_lines(h: &Harness<'static, InkomoApp>) -> usize {
    // A wrapped label is read whole and row by row: count the whole ones.
    let lines: std::collections::HashSet<String> = texts(h)
        .into_iter()
        .filter(|l| l.starts_with("· "))
        .collect();
    lines
        .iter()
        .filter(|l| {
            !lines
                .iter()
                .any(|o| o.len() > l.len() && o.starts_with(l.as_str()))
        })
        .count()
}

/// Back to the Learn list, and the lesson `id` of the same rule set from it.
fn open_next_from_list(h: &mut Harness<'static, InkomoApp>, id: &str) {
    click(h, &tr().s("learn-back"));
    let title = tr().s(&format!("lesson-{id}-title"));
    click(
        h,
        &tr().a("learn-open", &[("lesson", title.as_str().into())]),
    );
    assert_eq!(lesson(h).run().lesson().id, id);
}

#[test]
fn a_hint_is_shown_on_every_step_kind_and_after_previous_and_next() {
    let dir = temp_dir("hints");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::IsoloWomen, "isolo-women-01-sowing");
    next_to(&mut h, 2);
    // A question: the key H.
    assert!(matches!(lesson(&h).run().step().kind, StepKind::Quiz(_)));
    h.key_press(egui::Key::H);
    h.run_steps(3);
    // A rung shows its lines: the rule, its plain words, the goal, the stars left.
    let question = hint_lines(&h);
    assert!(question >= 1, "a hint on a question");
    answer_pit_quiz(&mut h);
    next(&mut h);
    // "Your move": the button.
    assert!(matches!(lesson(&h).run().step().kind, StepKind::Guided(_)));
    assert_eq!(hint_lines(&h), 0, "a new step starts without hints");
    click(&mut h, &tr().s("learn-hint"));
    let guided = hint_lines(&h);
    assert!(guided >= 1, "a hint on a guided step");
    // Back and forth: every visit starts the ladder again (a rung paid for is free), and a
    // press on the question and on the guided step says something again.
    click(&mut h, &tr().s("learn-previous"));
    assert_eq!(hint_lines(&h), 0, "a new visit starts without hints");
    click(&mut h, &tr().s("learn-hint"));
    assert_eq!(hint_lines(&h), question, "the question's first rung again");
    click(&mut h, &tr().s("learn-next"));
    assert!(matches!(lesson(&h).run().step().kind, StepKind::Guided(_)));
    click(&mut h, &tr().s("learn-hint"));
    assert_eq!(hint_lines(&h), guided, "the guided step's first rung again");
    click(&mut h, &tr().s("learn-hint"));
    assert!(
        hint_lines(&h) > guided || shows(&h, &tr().s("learn-hint-none")),
        "a second press gives the next rung"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// An app on the picker at `speed`, its lesson progress kept in `dir`.
fn harness_at_speed(dir: &std::path::Path, speed: Speed) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(speed));
    app.set_lesson_store(Some(ProgressStore::in_dir(dir)));
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    h
}

#[test]
fn a_lesson_has_the_replay_controls_of_play() {
    let dir = temp_dir("replay");
    let mut h = harness_at_speed(&dir, Speed::Normal);
    open_lesson(&mut h, GameId::Isizulu, "isizulu-01-placing");
    // A worked example plays as a replay does, turn by turn, and pauses.
    next(&mut h);
    let board = lesson(&h).board();
    let mode = board.replay().expect("the example plays as a replay");
    assert!(mode.is_playing());
    click(&mut h, &tr().s("replay-pause"));
    let mode = lesson(&h).board().replay().expect("still replayed");
    assert!(!mode.is_playing());
    let at = mode.cursor();
    // There is no game to go back to: the replay leaves to the step.
    assert!(shows(&h, &tr().s("replay-close-step")));
    assert!(!shows(&h, &tr().s("replay-close")));
    click(&mut h, &tr().s("replay-next-turn"));
    let later = lesson(&h).board().replay().map(|m| m.cursor());
    assert_ne!(later, Some(at), "a step moves the cursor");
    click(&mut h, &tr().s("replay-first"));
    assert_eq!(
        lesson(&h).board().replay().map(|m| m.done()),
        Some(0),
        "back at the step's start"
    );
    // At the end the replay gives the board back to the learner.
    click(&mut h, &tr().s("replay-last"));
    h.run_steps(5);
    assert!(lesson(&h).board().replay().is_none());
    // After an answer: step back through it, and forth to the end again.
    next(&mut h);
    click_at(&mut h, "g7");
    h.run_steps(200);
    click(&mut h, &tr().s("replay-prev-effect"));
    let mode = lesson(&h)
        .board()
        .replay()
        .expect("a step back opens the replay");
    assert!(mode.done() <= 1);
    click(&mut h, &tr().s("replay-last"));
    h.run_steps(5);
    assert!(lesson(&h).board().replay().is_none());
    // The learner acts on the live board again: the removal.
    click_at(&mut h, "d1");
    assert_eq!(state(&h), StepState::Done);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_key_press_ends_a_lessons_animation_as_in_play() {
    let dir = temp_dir("key-ends");
    let mut h = harness_at_speed(&dir, Speed::Quarter);
    open_lesson(&mut h, GameId::Isizulu, "isizulu-01-placing");
    next_to(&mut h, 2);
    click_at(&mut h, "g7");
    assert!(lesson(&h).is_animating(), "the placement is animated");
    h.key_press(egui::Key::ArrowUp);
    h.run_steps(2);
    assert!(!lesson(&h).is_animating(), "a key shows its end");
    // The effect is explained as the play screen explains it: the rule's title.
    let effect = *lesson(&h).board().explained().expect("an effect explained");
    let title = inkomo::ui::board::describe::rule_title(&tr(), &effect.rule);
    assert!(shows(&h, &title), "the rule '{title}' is explained");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_lesson_offers_the_next_and_shows_the_lists_stars() {
    let dir = temp_dir("next-lesson");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::IsoloWomen, "isolo-women-01-sowing");
    next_to(&mut h, 2);
    // Answer the question wrong once, then right: two stars.
    click_at(&mut h, "S-i1");
    answer_pit_quiz(&mut h);
    next(&mut h);
    click_at(&mut h, "S-i2");
    next_to_exercise(&mut h);
    click_at(&mut h, "S-o7");
    assert!(lesson(&h).run().is_finished());
    let saved = ProgressStore::in_dir(&dir).load().progress;
    let best = saved
        .get("isolo-women-01-sowing")
        .and_then(|p| p.stars)
        .expect("stars saved");
    let done = format!(
        "{}  {}",
        tr().s("learn-lesson-done"),
        stars(i64::from(best))
    );
    assert!(shows(&h, &done), "the end shows the list's stars: '{done}'");
    let next_title = tr().s("lesson-isolo-women-02-relay-title");
    let label = tr().a(
        "learn-next-lesson-button",
        &[("lesson", next_title.as_str().into())],
    );
    click(&mut h, &label);
    assert_eq!(lesson(&h).run().lesson().id, "isolo-women-02-relay");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The points the board lights as removal targets (what a screen reader hears of them).
fn removal_rings(h: &Harness<'static, InkomoApp>) -> usize {
    let lit = tr().s("point-lit-removable");
    h.query_all(egui_kittest::kittest::by())
        .filter(|n| n.accesskit_node().description().as_deref() == Some(lit.as_str()))
        .count()
}

#[test]
fn a_quiz_lights_no_removal_target_before_the_answer() {
    let dir = temp_dir("quiz-rings");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::Isizulu, "isizulu-02-removal");
    // "Which tokens may be removed?": the legal removals are the answer (issue #18, item 6).
    while !matches!(lesson(&h).run().step().kind, StepKind::Quiz(_)) {
        next(&mut h);
    }
    h.run_steps(3);
    assert_eq!(state(&h), StepState::Awaiting);
    // The judge takes targets, not moves; the board's own game has the removals.
    let legal = lesson(&h).board().session().legal().len();
    assert!(legal > 0, "the position has removals to give away");
    assert_eq!(removal_rings(&h), 0, "no removal target is lit");
    // The step's own marks are what the board shows (its line), not the answer.
    assert!(!lesson(&h).run().step().marks().is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn show_the_rest_plays_the_reply_held_back_after_a_wrong_move() {
    let dir = temp_dir("show-rest");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::IsoloWomen, "isolo-women-01-sowing");
    next_to(&mut h, 2);
    answer_pit_quiz(&mut h);
    next(&mut h);
    click_at(&mut h, "S-i2");
    next_to_exercise(&mut h);
    let button = tr().s("learn-show-rest");
    assert!(!shows(&h, &button), "nothing to show before an answer");
    // "Reach the inner row": o1 stays in the outer row; North's reply waits.
    click_at(&mut h, "S-o1");
    assert_eq!(state(&h), StepState::Wrong);
    assert!(lesson(&h).run().has_rest());
    let said = distinct_texts(&h);
    let played = lesson(&h).board().session().played().len();
    assert!(shows(&h, &button), "Show the rest is offered");
    click(&mut h, &button);
    assert!(!lesson(&h).run().has_rest());
    assert!(!shows(&h, &button), "the rest is shown once");
    assert!(
        lesson(&h).board().session().played().len() > played,
        "the reply is played on the board"
    );
    assert_eq!(
        lesson(&h).board().session().game().position(),
        lesson(&h).run().game().position(),
        "the board stands where the judge's game stands"
    );
    assert!(
        distinct_texts(&h) > said,
        "the panel says what the reply did"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// How many distinct texts the screen shows.
fn distinct_texts(h: &Harness<'static, InkomoApp>) -> usize {
    texts(h)
        .into_iter()
        .collect::<std::collections::HashSet<_>>()
        .len()
}

/// In a lesson, Undo (Ctrl+Z) takes back a wrong answer as Retry does, and does nothing
/// while none is shown; Save (Ctrl+S) says that a lesson is not saved as a game and leaves
/// the lesson as it was. Neither is dropped without a word.
#[test]
fn undo_takes_back_a_wrong_answer_and_save_says_a_lesson_is_not_a_game() {
    let dir = temp_dir("undo-save");
    let mut h = harness(&dir);
    open_lesson(&mut h, GameId::Isizulu, "isizulu-01-placing");
    next(&mut h);
    next(&mut h);
    click_at(&mut h, "g7");
    click_at(&mut h, "d1");
    next(&mut h);
    next(&mut h);
    // Step 5: nothing to take back yet.
    assert_eq!(state(&h), StepState::Awaiting);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(2);
    assert_eq!(state(&h), StepState::Awaiting);
    assert_eq!(lesson(&h).run().step_index(), 4);
    // A wrong answer, taken back by Undo.
    click_at(&mut h, "d6");
    assert_eq!(state(&h), StepState::Wrong);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(2);
    assert_eq!(
        state(&h),
        StepState::Awaiting,
        "Undo took the wrong answer back"
    );
    // Save: a notice, and the lesson stays where it was.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    let said = tr().s("learn-not-saved");
    assert!(shows(&h, &said), "Save in a lesson says '{said}'");
    assert_eq!(h.state().files().message(), Some(said.as_str()));
    assert_eq!(lesson(&h).run().step_index(), 4);
    assert_eq!(state(&h), StepState::Awaiting);
}
