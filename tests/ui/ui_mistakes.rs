//! Learning from one's own mistakes, as a learner meets it: a game of his is reviewed, the
//! review finds a won endgame thrown away, "Practise your mistakes" opens the position
//! before it as an exercise, the move of the game is refused and answered, the review's
//! better move passes, and the Learn screen counts the mistake mended.

#![cfg(feature = "gui")]

use std::time::{Duration, Instant};

use crate::ui_support::{self, click, harness_of, point_label, settings, shows};
use egui_kittest::Harness;
use inkomo::i18n::{Language, Tr};
use inkomo::lesson::mistake::PREFIX;
use inkomo::lesson::progress::ProgressStore;
use inkomo::lesson::run::StepState;
use inkomo::record::{Dates, Players, Record, save_atomic};
use inkomo::rules::morris::MorrisAction;
use inkomo::rules::turn::ends_turn;
use inkomo::rules::{Action, Game, GameId, Options};
use inkomo::tables::{Probe, Value};
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::TokenColour;
use inkomo::ui::command::{Command, FilesCommand};

/// A whole turn from `game` that begins with `first` (any removal due: the first legal).
fn turn_from(game: &Game, first: Action) -> (Vec<Action>, Game) {
    let mut g = game.clone();
    let mut line = Vec::new();
    let mut action = first;
    loop {
        let actor = g.to_act();
        let effects = g.apply(action).unwrap();
        line.push(action);
        if ends_turn(actor, action, &effects, &g) {
            return (line, g);
        }
        action = g.legal_actions()[0];
    }
}

/// A won Isizulu endgame (from the puzzles) and a move there that throws the win away.
fn thrown_win() -> (Game, Vec<Action>) {
    let id = GameId::Isizulu;
    let tables = inkomo::lesson::puzzle::ensure_tables(id).unwrap();
    let probe = Probe::new(&tables);
    let collection = inkomo::lesson::puzzle::collection(id).unwrap();
    for p in &collection.puzzles {
        let start = Game::from_position(id, Options::defaults(id), &p.position).unwrap();
        let me = start.to_act();
        for &a in start.legal_actions().iter() {
            let (line, after) = turn_from(&start, a);
            if !matches!(probe.value_after(&after, me), Some(Value::Win(_))) {
                return (start, line);
            }
        }
    }
    panic!("no puzzle where a move throws the win away");
}

/// Clicks the points of one morris action on the lesson board.
fn play(h: &mut Harness<'static, InkomoApp>, action: Action) {
    let Action::Morris(m) = action else {
        panic!("a morris action")
    };
    let points = match m {
        MorrisAction::Place(p) | MorrisAction::Remove(p) => vec![p],
        MorrisAction::Move { from, to } => vec![from, to],
    };
    for p in points {
        let g = h_game(h);
        click(h, &point_label(&g, p, TokenColour::Dark));
    }
}

fn h_game(h: &Harness<'static, InkomoApp>) -> Game {
    h.state()
        .learn()
        .lesson
        .as_deref()
        .expect("an exercise is open")
        .run()
        .game()
        .clone()
}

fn state(h: &Harness<'static, InkomoApp>) -> StepState {
    h.state()
        .learn()
        .lesson
        .as_deref()
        .expect("an exercise is open")
        .run()
        .state()
}

#[test]
fn a_reviewed_mistake_is_played_again_and_mended() {
    let tr = Tr::new(Language::En);
    let dir = ui_support::temp_dir("ui-mistakes", "mend");
    let (start, thrown) = thrown_win();
    // The learner's game: he moves first from the endgame and throws the win away; the
    // other side is the computer.
    let me = start.to_act();
    let mut names = [String::new(), String::new()];
    names[me.index()] = "Ana".into();
    names[me.other().index()] = "computer level 3".into();
    let record = Record::from_session(
        &start,
        &thrown,
        Players {
            first: names[0].clone(),
            second: names[1].clone(),
        },
        Dates {
            started: "2026-12-01T10:00:00Z".into(),
            saved: "2026-12-01T10:05:00Z".into(),
        },
    )
    .unwrap();
    let file = dir.join("endgame.ron");
    save_atomic(&file, &record).unwrap();

    let mut app = InkomoApp::new(settings(Speed::Off));
    app.set_store(Some(inkomo::record::AutosaveStore::at(dir.join("data"))));
    app.set_lesson_store(Some(ProgressStore::in_dir(&dir)));
    app.use_file_dialogs(false);
    app.apply(Command::Files(FilesCommand::OpenFile(file)));
    let mut h = harness_of(app);

    click(&mut h, "Review this game");
    let deadline = Instant::now() + Duration::from_secs(120);
    while h.state().review_run().is_working() {
        assert!(Instant::now() < deadline, "the review took too long");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run_steps(2);
    let practise = tr.a("button-practise-mistakes", &[("count", 1i64.into())]);
    assert!(shows(&h, &practise), "the review offers the one mistake");
    click(&mut h, &practise);

    // The exercise: the position before the mistake.
    let view = h
        .state()
        .learn()
        .lesson
        .as_deref()
        .expect("the exercise opens");
    let lesson = view.run().lesson();
    assert!(lesson.id.starts_with(PREFIX), "{}", lesson.id);
    assert_eq!(view.run().game().position(), start.position());
    let inkomo::lesson::StepKind::Exercise(exercise) = &lesson.steps[0].kind else {
        panic!("one exercise")
    };
    let solution = exercise.solution.clone();
    assert_eq!(state(&h), StepState::Awaiting);

    // The move of the game again: refused, and the opponent's answer shown.
    for &a in &thrown {
        if state(&h) != StepState::Awaiting {
            break;
        }
        play(&mut h, a);
    }
    assert_eq!(state(&h), StepState::Wrong, "the move of the game fails");
    click(&mut h, &tr.s("learn-retry"));
    assert_eq!(state(&h), StepState::Awaiting);

    // The better move passes.
    for a in solution {
        play(&mut h, a);
    }
    assert_eq!(state(&h), StepState::Done);
    assert!(
        shows(
            &h,
            &format!(
                "{}  {}",
                tr.s("learn-mistake-done"),
                tr.a("learn-stars", &[("stars", 2i64.into())])
            )
        ),
        "mended after one wrong try: two stars"
    );
    let saved = ProgressStore::in_dir(&dir).load().progress;
    let id = h
        .state()
        .learn()
        .lesson
        .as_deref()
        .unwrap()
        .run()
        .lesson()
        .id
        .clone();
    assert_eq!(saved.get(&id).and_then(|p| p.stars), Some(2));
    assert!(
        saved.get(&id).and_then(|p| p.repeat).is_some(),
        "it comes back"
    );

    // The Learn screen lists it, mended.
    click(&mut h, &tr.s("learn-back"));
    assert!(shows(
        &h,
        &tr.a(
            "learn-mistakes-solved",
            &[("solved", 1i64.into()), ("total", 1i64.into())]
        )
    ));
    assert!(h.state().missing_messages().is_empty());
}
