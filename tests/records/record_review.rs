//! A review kept in a record: it survives a save and a load, an older record without one
//! loads as before, and a review that does not belong to the game is dropped at load.

use std::sync::atomic::AtomicBool;

use inkomo::ai::review::{self, ReviewSettings};
use inkomo::record::{Dates, Players, Record, RecordReview, load_str, to_ron_string};
use inkomo::rules::{Action, Game, GameId};

fn game(id: GameId, tokens: &str) -> (Game, Vec<Action>) {
    let start = Game::with_defaults(id);
    let mut g = start.clone();
    let actions = tokens
        .split_whitespace()
        .map(|t| {
            let a = g.parse_action(t).unwrap();
            g.apply(a).unwrap();
            a
        })
        .collect();
    (start, actions)
}

fn reviewed(id: GameId, tokens: &str) -> (Record, review::Review) {
    let (start, actions) = game(id, tokens);
    let r = review::review(
        &start,
        &actions,
        None,
        ReviewSettings { nodes: 2_000 },
        &AtomicBool::new(false),
        &mut |_, _| {},
    )
    .unwrap();
    let mut record =
        Record::from_session(&start, &actions, Players::default(), Dates::default()).unwrap();
    record.review = Some(RecordReview::of(&r));
    (record, r)
}

#[test]
fn a_review_round_trips_through_the_record() {
    for (id, tokens) in [
        (GameId::Isizulu, "a7 a4 d7 b4 g7 xa4 c4"),
        (GameId::Igisoro, "i4 i3"),
        (GameId::IsoloWomen, "i5"),
    ] {
        let (record, r) = reviewed(id, tokens);
        let text = to_ron_string(&record);
        let loaded = load_str(&text).unwrap();
        assert!(loaded.is_clean(), "{id}: {:?}", loaded.warnings);
        assert_eq!(loaded.record, record, "{id}");
        assert_eq!(loaded.review.as_ref(), Some(&r), "{id}\n{text}");
    }
}

#[test]
fn an_older_record_without_a_review_loads() {
    let (record, _) = reviewed(GameId::Isizulu, "a7 a4");
    let mut old = record.clone();
    old.review = None;
    let text = to_ron_string(&old);
    assert!(!text.contains("review"), "{text}");
    let loaded = load_str(&text).unwrap();
    assert!(loaded.is_clean());
    assert_eq!(loaded.review, None);
}

#[test]
fn a_review_of_another_game_is_dropped() {
    let (mut record, _) = reviewed(GameId::Isizulu, "a7 a4");
    // The same lines for other moves: the record loads, the review does not.
    record.actions = vec!["d7".into(), "a4".into()];
    let loaded = load_str(&to_ron_string(&record)).unwrap();
    assert!(loaded.stopped.is_none());
    assert_eq!(loaded.review, None);
    // Lines that are not a review at all.
    let (mut record, _) = reviewed(GameId::Isizulu, "a7 a4");
    record.review = Some(RecordReview {
        nodes: 1,
        turns: vec!["turn=1 mark=brilliant".into()],
    });
    assert_eq!(load_str(&to_ron_string(&record)).unwrap().review, None);
    // A better move that is not legal there.
    let (mut record, r) = reviewed(GameId::Isizulu, "a7 a4");
    let mut lines = review::line::lines(&r);
    lines[0] =
        "turn=1 player=first move=a7 mark=mistake value=0 played=-400 better=zz9 source=search"
            .to_string();
    record.review = Some(RecordReview {
        nodes: 1,
        turns: lines,
    });
    assert_eq!(load_str(&to_ron_string(&record)).unwrap().review, None);
}
