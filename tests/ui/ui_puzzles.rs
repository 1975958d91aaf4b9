//! The puzzles on the Learn screen, as a learner meets them: the count solved, Next puzzle
//! opens one in the lesson view, a wrong first move is refused and taken back, a winning
//! line passes, and the stars and the repeat are saved in the progress.

#![cfg(feature = "gui")]

use crate::ui_support;

use crate::ui_support::{click, harness_with_lessons, pit_label, shows};
use egui_kittest::Harness;
use inkomo::i18n::{Language, Tr};
use inkomo::lesson::progress::ProgressStore;
use inkomo::lesson::quiz::Target;
use inkomo::lesson::run::StepState;
use inkomo::rules::GameId;
use inkomo::ui::InkomoApp;

fn harness(dir: &std::path::Path) -> Harness<'static, InkomoApp> {
    harness_with_lessons(dir)
}

/// The puzzle being taken.
fn open_view<'h>(
    h: &'h Harness<'static, InkomoApp>,
) -> &'h inkomo::ui::screens::lesson_view::LessonView {
    h.state()
        .learn()
        .lesson
        .as_deref()
        .expect("a puzzle is open")
}

fn state(h: &Harness<'static, InkomoApp>) -> StepState {
    open_view(h).run().state()
}

fn click_pit(h: &mut Harness<'static, InkomoApp>, at: &str) {
    let game = open_view(h).run().game().clone();
    let Ok(Target::Pit(pit)) = Target::parse(GameId::IsoloWomen, at) else {
        panic!("{at}: not a pit");
    };
    click(h, &pit_label(&game, pit));
}

#[test]
fn a_puzzle_is_opened_missed_then_solved_and_comes_back_later() {
    let dir = ui_support::temp_dir("ui-puzzles", "solve");
    let mut h = harness(&dir);
    let tr = Tr::new(Language::En);
    let name = inkomo::ui::board::describe::game_name(&tr, GameId::IsoloWomen.as_str());
    click(
        &mut h,
        &tr.a("picker-learn", &[("game", name.as_str().into())]),
    );
    let total =
        inkomo::lesson::puzzle::collection(GameId::IsoloWomen).map_or(0, |c| c.puzzles.len());
    let solved = |n: i64| {
        tr.a(
            "learn-puzzles-solved",
            &[("solved", n.into()), ("total", (total as i64).into())],
        )
    };
    assert!(shows(&h, &solved(0)));
    click(&mut h, &tr.s("learn-puzzle-next"));
    assert_eq!(open_view(&h).run().lesson().id, "isolo-women-puzzle-001");
    // The start: a forced win in three turns. i1 lets it slip.
    click_pit(&mut h, "S-i1");
    assert_eq!(state(&h), StepState::Wrong);
    click(&mut h, &tr.s("learn-retry"));
    assert_eq!(state(&h), StepState::Awaiting);
    // A winning line: the referee's defence answers each move.
    for pit in ["S-o5", "S-o1", "S-o4"] {
        click_pit(&mut h, pit);
    }
    assert_eq!(state(&h), StepState::Done);
    let two = tr.a("learn-stars", &[("stars", 2i64.into())]);
    assert!(shows(&h, &format!("{}  {two}", tr.s("learn-puzzle-done"))));
    let saved = ProgressStore::in_dir(&dir).load().progress;
    let entry = saved.get("isolo-women-puzzle-001").expect("saved");
    assert_eq!(entry.stars, Some(2), "one wrong try costs a star");
    assert_eq!(
        entry.repeat.map(|r| (r.stage, r.due)),
        Some((0, saved.days_of_use() + 1)),
        "missed once: back after one day of use"
    );
    click(&mut h, &tr.s("learn-back"));
    assert!(shows(&h, &solved(1)));
}
