//! The review of a game: Review on a finished game marks every move of the move list, Cancel
//! stops it, a click on the value graph moves the replay there, and "Show the better move"
//! plays the better move on the board (animated) and "Take back" takes it back.

#![cfg(feature = "gui")]

use std::time::{Duration, Instant};

use crate::ui_support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use inkomo::ai::review::{Review, turns};
use inkomo::record::load;
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::command::{Command, FilesCommand, ReplayCommand, ReplayStep};
use inkomo::ui::panels::value_graph::point_at;

/// The record store of the test `label`.
fn temp_dir_of(label: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("inkomo-ui-review-{label}-{}", std::process::id()))
}

/// An app at `speed`, keeping its records in a folder of the test `label`, with the example
/// record `name` (under `assets/games/`) opened.
fn opened(name: &str, label: &str, speed: Speed) -> Harness<'static, InkomoApp> {
    let dir = temp_dir("ui-review", label);
    assert_eq!(dir, temp_dir_of(label));
    let mut app = InkomoApp::new(settings(speed));
    app.set_store(Some(inkomo::record::AutosaveStore::at(&dir)));
    app.use_file_dialogs(false);
    let path = root().join("assets/games").join(name);
    app.apply(Command::Files(FilesCommand::OpenFile(path)));
    let mut h = harness_of(app);
    h.run_steps(2);
    h
}

fn root() -> &'static std::path::Path {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs frames until the review is no longer computed (at most two minutes).
fn wait_for_review(h: &mut Harness<'static, InkomoApp>) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while h.state().review_run().is_working() {
        assert!(Instant::now() < deadline, "the review took too long");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run_steps(2);
}

fn review_of(h: &Harness<'static, InkomoApp>) -> Review {
    h.state()
        .session()
        .and_then(|s| s.review())
        .cloned()
        .expect("a review")
}

fn reviewed(name: &str, label: &str, speed: Speed) -> Harness<'static, InkomoApp> {
    let mut h = opened(name, label, speed);
    click(&mut h, "Review this game");
    wait_for_review(&mut h);
    h
}

#[test]
fn ui_review_marks_every_move_of_a_finished_game() {
    let mut h = reviewed("isolo-women.ron", "marks", Speed::Off);
    let loaded = load(&root().join("assets/games/isolo-women.ron")).unwrap();
    let turns = turns(&loaded.start, &loaded.actions);
    let count = turns.len();
    let review = review_of(&h);
    assert_eq!(review.turns.len(), count);
    // Every row of the move list says its mark in words, after its symbol. Only the rows in
    // view are laid out: the replay goes to each turn's end in turn (from the last, so the
    // list scrolls back), and the list brings that turn's row into view.
    let words = ["best", "good", "inaccuracy", "mistake", "blunder"];
    let ends: Vec<usize> = turns.iter().map(|t| t.first + t.actions.len()).collect();
    h.state_mut().apply(Command::Replay(ReplayCommand::Start));
    h.run_steps(2);
    for (i, turn) in review.turns.iter().enumerate().rev() {
        h.state_mut()
            .apply(Command::Replay(ReplayCommand::Step(ReplayStep::To(
                ends[i],
            ))));
        h.run_steps(3);
        let word = turn.mark.as_str();
        let prefix = format!("{}. ", i + 1);
        let row = h
            .query_all_by(|node| {
                node.label()
                    .is_some_and(|l| l.starts_with(&prefix) && l.ends_with(word))
            })
            .next();
        assert!(row.is_some(), "row {} has no mark '{word}'", i + 1);
    }
    assert!(
        words
            .iter()
            .any(|w| review.turns.iter().any(|t| t.mark.as_str() == *w))
    );
    // The graph is there, and the review was kept with the game for its record.
    assert!(shows(&h, "Value over the game (click to go to a move)"));
    let library = temp_dir_of("marks").join(inkomo::record::LIBRARY_DIR);
    let kept = std::fs::read_dir(&library)
        .unwrap()
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
        .any(|text| text.contains("review: Some(("));
    assert!(kept, "the review is written with the game's record");
    h.run_steps(1);
    assert!(h.state().missing_messages().is_empty());
}

#[test]
fn ui_review_cancel_stops_it() {
    let mut h = opened("igisoro.ron", "cancel", Speed::Off);
    click(&mut h, "Review this game");
    assert!(h.state().review_run().is_working());
    assert!(shows(&h, "Cancel"));
    click(&mut h, "Cancel");
    assert!(!h.state().review_run().is_working());
    // No review comes after the cancel, and Review can be asked for again.
    std::thread::sleep(Duration::from_millis(200));
    h.run_steps(3);
    assert!(h.state().session().unwrap().review().is_none());
    assert!(shows(&h, "Review this game"));
}

#[test]
fn ui_review_a_click_on_the_graph_moves_the_replay_there() {
    let mut h = reviewed("isolo-women.ron", "graph", Speed::Off);
    h.state_mut().apply(Command::Replay(ReplayCommand::Start));
    h.run_steps(2);
    let review = review_of(&h);
    let graph = h.get_by_label("Value over the game (click to go to a move)");
    let rect = graph.rect();
    let points = review.turns.len() + 1;
    let index = point_at(rect, points, rect.center().x);
    graph.click();
    h.run_steps(3);
    let done = h.state().replay().expect("in the replay").done();
    let want = review
        .turns
        .get(index)
        .map_or_else(|| h.state().session().unwrap().history().len(), |t| t.first);
    assert_eq!(done, want, "point {index} of {points}");
    assert!(done > 0);
}

#[test]
fn ui_review_shows_the_better_move_and_takes_it_back() {
    let mut h = reviewed("isolo-women.ron", "better", Speed::Normal);
    let review = review_of(&h);
    let (index, turn) = review
        .turns
        .iter()
        .enumerate()
        .find(|(_, t)| t.better().is_some())
        .expect("a move with a better one");
    h.state_mut()
        .apply(Command::Replay(ReplayCommand::Step(ReplayStep::To(
            turn.first + turn.played.len(),
        ))));
    h.state_mut().apply(Command::Game(
        inkomo::ui::command::GameCommand::FinishAnimation,
    ));
    h.run_steps(2);
    let before = h.state().session().unwrap().game().position();
    click(&mut h, "Show the better move");
    assert_eq!(h.state().review_run().previewed(), Some(index));
    let preview = h
        .state()
        .review_run()
        .preview()
        .expect("the better move shown");
    assert!(preview.is_animating(), "the better move is animated");
    // The board shows the position the better move leads to, played by the engine.
    let mut want = h
        .state()
        .session()
        .unwrap()
        .history()
        .game_after(turn.first);
    for &a in turn.better().unwrap() {
        want.apply(a).unwrap();
    }
    assert_eq!(preview.session().game().position(), want.position());
    assert_eq!(h.state().session().unwrap().game().position(), before);
    assert!(shows(&h, "The better move is played out on the board."));
    // Skip animation ends the better move's animation, not the game's.
    h.state_mut().apply(Command::Game(
        inkomo::ui::command::GameCommand::FinishAnimation,
    ));
    h.run_steps(2);
    let preview = h.state().review_run().preview().expect("still shown");
    assert!(!preview.is_animating());
    assert_eq!(preview.session().game().position(), want.position());
    click(&mut h, "Take back");
    assert_eq!(h.state().review_run().previewed(), None);
    assert_eq!(h.state().session().unwrap().game().position(), before);
    assert!(shows(&h, "Show the better move"));
}
