//! Stepping through records (the `Replay` helper the app's replay mode uses) and the
//! `inkomo check` / `inkomo replay` commands.

use crate::record_support;

use std::process::Command;

use inkomo::record::{Cursor, Replay, load};
use inkomo::rules::{EffectKind, Family, Game};

/// Every stop of the effect-level timeline, from the start to the end.
fn effect_stops(replay: &Replay) -> Vec<Cursor> {
    let mut stops = vec![replay.first()];
    let mut c = replay.first();
    while c != replay.last() {
        let next = replay.next_effect(c);
        assert_ne!(next, c, "stuck at {c:?}");
        stops.push(next);
        c = next;
    }
    stops
}

#[test]
fn stepping_by_effect_visits_every_effect_once_both_ways() {
    for path in record_support::example_records() {
        let replay = load(&path).unwrap().replay();
        let stops = effect_stops(&replay);
        // An action with n effects has n - 1 stops inside it and one after it.
        let expected: usize = (0..replay.len())
            .map(|i| replay.effects(i).len().max(1))
            .sum::<usize>()
            + 1;
        assert_eq!(stops.len(), expected, "{}", path.display());
        // Each stop shows one effect more than the one before, within its action.
        for pair in stops.windows(2) {
            if let Some(j) = pair[1].effect {
                assert_eq!(replay.shown_effects(pair[1]).len(), j + 1);
            }
        }
        let mut back = vec![replay.last()];
        let mut c = replay.last();
        while c != replay.first() {
            c = replay.prev_effect(c);
            back.push(c);
        }
        back.reverse();
        assert_eq!(back, stops, "{}", path.display());
        assert_eq!(replay.prev_effect(replay.first()), replay.first());
        assert_eq!(replay.next_effect(replay.last()), replay.last());
    }
}

#[test]
fn stepping_by_turn_and_by_action_lands_between_actions() {
    for path in record_support::example_records() {
        let replay = load(&path).unwrap().replay();
        let turns: Vec<_> = replay.turns().collect();
        assert_eq!(turns.len(), replay.turn_count());
        // The turns cover the actions in order without gaps.
        assert_eq!(turns.first().map(|t| t.start), Some(0));
        assert_eq!(turns.last().map(|t| t.end), Some(replay.len()));
        for pair in turns.windows(2) {
            assert_eq!(pair[0].end, pair[1].start);
        }
        let mut c = replay.first();
        for turn in &turns {
            c = replay.next_turn(c);
            assert_eq!(c, Cursor::after(turn.end));
            assert_eq!(replay.turn_of(turn.start), replay.turn_of(turn.end - 1));
        }
        for turn in turns.iter().rev() {
            assert_eq!(c, Cursor::after(turn.end));
            c = replay.prev_turn(c);
        }
        assert_eq!(c, replay.first());
        // From inside an action, back goes to its start and forward to its end.
        let inside = effect_stops(&replay)
            .into_iter()
            .find(|c| c.effect.is_some());
        if let Some(inside) = inside {
            assert_eq!(replay.prev_action(inside), Cursor::after(inside.action));
            assert_eq!(replay.next_action(inside), Cursor::after(inside.action + 1));
            let turn = replay.turn_of(inside.action);
            assert_eq!(replay.prev_turn(inside), Cursor::after(turns[turn].start));
            assert_eq!(replay.next_turn(inside), Cursor::after(turns[turn].end));
        }
    }
}

#[test]
fn each_step_matches_playing_the_game_afresh() {
    for path in record_support::example_records() {
        let loaded = load(&path).unwrap();
        let replay = loaded.replay();
        let mut game: Game = loaded.start.clone();
        for i in 0..replay.len() {
            assert_eq!(replay.game_after(i).position(), game.position());
            assert_eq!(replay.player(i), Some(game.to_act()));
            let effects = game.apply(replay.action(i).unwrap()).unwrap();
            assert_eq!(replay.effects(i), effects.as_slice());
        }
        assert_eq!(replay.end().position(), loaded.game.position());
        // The last action of a finished game reports its end.
        if loaded.game.is_over() {
            let last = replay.effects(replay.len() - 1);
            assert!(
                last.iter()
                    .any(|e| matches!(e.kind, EffectKind::GameOver(_))),
                "{}",
                path.display()
            );
        }
        // Morris turns alternate unless a player passed.
        if loaded.id().family() == Family::Morris {
            let turns: Vec<_> = replay.turns().collect();
            for pair in turns.windows(2) {
                let passed = replay
                    .effects(pair[0].end - 1)
                    .iter()
                    .any(|e| matches!(e.kind, EffectKind::Passed(_)));
                let (a, b) = (replay.player(pair[0].start), replay.player(pair[1].start));
                assert!(
                    passed || a != b,
                    "{}: turn at {}",
                    path.display(),
                    pair[1].start
                );
            }
        }
    }
}

fn inkomo(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .args(args)
        .current_dir(record_support::root())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn check_says_ok_in_one_line_or_fails_with_the_reason() {
    let (code, out, err) = inkomo(&["check", "assets/games/isizulu-blac-sample.ron"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(
        out.contains("ok: isizulu, 20 action(s), unfinished; White v Black"),
        "{out}"
    );

    let (code, out, err) = inkomo(&["check", "tests/data/records/illegal_action.ron"]);
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("action 10 'd2'") && err.contains("occupied"),
        "{err}"
    );

    let (code, _, err) = inkomo(&["check", "tests/data/records/newer_format.ron"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("made by a newer Inkomo (format 2 > 1)"),
        "{err}"
    );

    let (code, _, err) = inkomo(&["check", "no/such/file.ron"]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot read"), "{err}");
}

#[test]
fn replay_prints_every_action_with_the_position_after_it() {
    let path = "assets/games/isolo-boys.ron";
    let (code, out, err) = inkomo(&["replay", path]);
    assert_eq!(code, 0, "{err}");
    let loaded = load(&record_support::root().join(path)).unwrap();
    let replay = loaded.replay();
    let turn_lines = out.lines().filter(|l| l.starts_with("turn ")).count();
    assert_eq!(turn_lines, replay.turn_count());
    for i in 0..replay.len() {
        let position = replay.game_after(i + 1).position();
        let side = match replay.player(i).unwrap() {
            inkomo::rules::Player::First => "S",
            inkomo::rules::Player::Second => "N",
        };
        let numbered = format!("{}. {side} {}", i + 1, replay.action(i).unwrap());
        assert!(
            out.lines()
                .any(|l| l.trim_start().starts_with(&numbered) && l.ends_with(&position)),
            "no line for action {}: {numbered} … {position}",
            i + 1
        );
    }
    assert!(out.contains(&format!("start: {}", loaded.start.position())));
    assert_eq!(
        out.lines().last(),
        Some("result: second wins: opponent cannot move")
    );

    // A record with an illegal action prints the legal prefix, then fails with the reason.
    let (code, out, err) = inkomo(&["replay", "tests/data/records/illegal_action.ron"]);
    assert_eq!(code, 1);
    assert!(out.contains("9. O xa1"), "{out}");
    assert_eq!(out.lines().last(), Some("stopped before action 10"));
    assert!(err.contains("is illegal"), "{err}");
}
