//! The endgame trainer on the Learn screen, as a learner meets it: the count solved, a
//! position opened by its button (found by its accessible name), a move that lets the win slip
//! refused with the Master's reply, then the position won by playing the tables' best moves
//! against the perfect Master, with the stars saved and the count grown.

#![cfg(feature = "gui")]

use crate::ui_support;

use crate::ui_support::{click, harness_with_lessons, point_label, shows};
use egui_kittest::Harness;
use inkomo::i18n::{Language, Tr};
use inkomo::lesson::goal::{Attempt, Referee, endgame_keeps, master_reply};
use inkomo::lesson::progress::ProgressStore;
use inkomo::lesson::run::StepState;
use inkomo::lesson::trainer;
use inkomo::rules::morris::MorrisAction;
use inkomo::rules::{Action, GameId};
use inkomo::ui::InkomoApp;
use inkomo::ui::board::session::TokenColour;
use inkomo::ui::screens::trainer_list::button_label;

fn open_view<'h>(
    h: &'h Harness<'static, InkomoApp>,
) -> &'h inkomo::ui::screens::lesson_view::LessonView {
    h.state()
        .learn()
        .lesson
        .as_deref()
        .expect("a trainer position is open")
}

fn state(h: &Harness<'static, InkomoApp>) -> StepState {
    open_view(h).run().state()
}

/// Plays `action` on the board as a person would: a click on the point, or on the token and
/// then where it goes.
fn play(h: &mut Harness<'static, InkomoApp>, action: Action) {
    let game = open_view(h).run().game().clone();
    let label = |p| point_label(&game, p, TokenColour::Dark);
    match action {
        Action::Morris(MorrisAction::Place(p) | MorrisAction::Remove(p)) => click(h, &label(p)),
        Action::Morris(MorrisAction::Move { from, to }) => {
            click(h, &label(from));
            click(h, &label(to));
        }
        Action::Mancala(_) => panic!("a morris action"),
    }
}

#[test]
fn a_trainer_position_is_opened_from_the_learn_screen_and_won_against_the_master() {
    let dir = ui_support::temp_dir("ui-trainer", "win");
    let mut h = harness_with_lessons(&dir);
    let tr = Tr::new(Language::En);
    let name = inkomo::ui::board::describe::game_name(&tr, GameId::Isizulu.as_str());
    click(
        &mut h,
        &tr.a("picker-learn", &[("game", name.as_str().into())]),
    );
    let set = trainer::set(GameId::Isizulu).expect("the Isizulu trainer");
    let total = set.positions.len() as i64;
    let solved = |n: i64| {
        tr.a(
            "learn-trainer-solved",
            &[("solved", n.into()), ("total", total.into())],
        )
    };
    assert!(shows(&h, &tr.s("learn-trainer")));
    assert!(shows(&h, &solved(0)));
    // The first win of several turns, by its button's accessible name.
    let (number, position) = set
        .positions
        .iter()
        .enumerate()
        .find(|(_, p)| p.aim == trainer::Aim::Win && p.par >= 3)
        .map(|(i, p)| (i as u16 + 1, p))
        .expect("a win of three turns or more");
    let info = set.info(number, position).expect("reads");
    click(&mut h, &button_label(&tr, number, &info.title()));
    assert_eq!(open_view(&h).run().lesson().id, position.id);
    assert_eq!(state(&h), StepState::Awaiting);

    // A first move that lets the win slip: refused, the Master's reply shown.
    let start = open_view(&h).run().game().clone();
    let task = info.task();
    let mut referee = Referee::new();
    let attempt = Attempt::new(start.clone());
    let slip = start
        .legal_actions()
        .iter()
        .copied()
        .find(|&a| {
            matches!(a, Action::Morris(MorrisAction::Move { .. }))
                && !endgame_keeps(&attempt, &task, &mut referee, a)
        })
        .expect("a move that slips");
    play(&mut h, slip);
    // A move that forms a line waits for its removal.
    while state(&h) == StepState::Awaiting {
        let removal = open_view(&h).run().legal_actions()[0];
        play(&mut h, removal);
    }
    assert_eq!(state(&h), StepState::Wrong);
    assert!(shows(&h, &tr.s("learn-wrong")));
    click(&mut h, &tr.s("learn-retry"));
    assert_eq!(state(&h), StepState::Awaiting);

    // The tables' best moves win against the perfect Master.
    for _ in 0..80 {
        if state(&h) != StepState::Awaiting {
            break;
        }
        let best = master_reply(open_view(&h).run().game()).expect("the tables cover it");
        play(&mut h, best);
    }
    assert_eq!(state(&h), StepState::Done);
    let two = tr.a("learn-stars", &[("stars", 2i64.into())]);
    assert!(shows(&h, &format!("{}  {two}", tr.s("learn-trainer-done"))));
    let saved = ProgressStore::in_dir(&dir).load().progress;
    let entry = saved.get(&position.id).expect("saved");
    assert_eq!(entry.stars, Some(2), "one wrong try costs a star");
    assert!(entry.tries >= 2, "{entry:?}");
    click(&mut h, &tr.s("learn-back"));
    assert!(shows(&h, &solved(1)));
    let _ = std::fs::remove_dir_all(&dir);
}
