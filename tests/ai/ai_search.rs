//! The computer player finds captures, plays only legal actions, handles the turns with
//! several decisions, is reproducible for a seed and stops when cancelled.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use inkomo::ai::{self, Engine, Level, Settings, Worker};
use inkomo::rules::mancala::Decision;
use inkomo::rules::{Action, ActionList, Family, Game, GameId, Options, Player};
use inkomo::selfplay::Rng;

fn never() -> AtomicBool {
    AtomicBool::new(false)
}

fn position(id: GameId, text: &str) -> Game {
    Game::from_position(id, Options::defaults(id), text)
        .unwrap_or_else(|e| panic!("bad test position '{text}': {e}"))
}

fn action(game: &Game, text: &str) -> Action {
    game.parse_action(text).unwrap()
}

/// An exact search with a fixed budget (no clock, no noise).
fn exact(depth: u8) -> Settings {
    Settings::exact(depth, 2_000_000)
}

#[test]
fn morris_takes_the_winning_capture() {
    // O has lost nine tokens; X closes a7-d7-g7 with g4-g7 and the removal wins.
    // Points: a7 d7 g7 g4 g1 d1 a1 a4 | b6 d6 f6 f4 f2 d2 b2 b4 | c5 d5 e5 e4 e3 d3 c3 c4
    let game = position(
        GameId::Isizulu,
        "XX.XOO.....XO..X........ X hand:0,0 lost:7,9 move",
    );
    let a = ai::analyse(&game, &exact(4), 1, &never());
    assert_eq!(a.best, Some(action(&game, "g4-g7")), "{a:?}");
    assert!(a.is_win(), "{a:?}");
    // The removal is the next decision of the same player; any removal wins.
    let mut after = game.clone();
    after.apply(action(&game, "g4-g7")).unwrap();
    assert_eq!(after.to_act(), Player::First);
    let removal = ai::analyse(&after, &exact(2), 1, &never());
    let mut won = after.clone();
    won.apply(removal.best.unwrap()).unwrap();
    assert_eq!(won.outcome().and_then(|o| o.winner()), Some(Player::First));
}

#[test]
fn morris_finds_a_forced_capture_line() {
    // Placement on the Isipowe board: X (a7, g1, b6; O f2, c5, e4) forks with g7 (threatening d7 and g4) or a1
    // (threatening d1 and a4); O can block only one line. The other placements lose the chance.
    let game = position(
        GameId::Isipowe,
        "X...X...X...O...O..O.... X hand:9,9 lost:0,0 place",
    );
    let a = ai::analyse(&game, &exact(5), 3, &never());
    let forks = ["g7", "a1"].map(|t| action(&game, t));
    assert!(
        forks.contains(&a.best.unwrap()),
        "expected a fork, got {:?} ({a:?})",
        a.best.map(|b| b.to_string())
    );
    // The score sees the capture: about a token ahead.
    assert!(a.score >= 60, "{a:?}");
}

#[test]
fn mancala_takes_the_winning_capture() {
    // Isolo (women): South's i3 (2 seeds) ends in i1 (1 seed) facing N-i8 and N-o8 (10 each);
    // after the capture North is left with singletons and cannot move.
    let text = "10 1 1 1 1 1 1 1/10 1 1 1 1 1 1 1/1 0 2 0 0 2 0 2/3 3 3 3 2 3 3 3 S";
    let game = position(GameId::IsoloWomen, text);
    let mut check = game.clone();
    check.apply(action(&game, "i3")).unwrap();
    assert_eq!(
        check.outcome().and_then(|o| o.winner()),
        Some(Player::First),
        "the prepared position must be won by i3: {}",
        check.position()
    );
    let a = ai::analyse(&game, &exact(3), 1, &never());
    assert_eq!(a.best, Some(action(&game, "i3")), "{a:?}");
    assert!(a.is_win(), "{a:?}");
    for level in Level::ALL {
        // Even the weakest level sees a capture that wins on the spot most of the time; the
        // top levels always.
        if level >= Level::Strong {
            let best = ai::choose_action(&game, level, 9, &never());
            assert_eq!(best, Some(action(&game, "i3")), "{level}");
        }
    }
}

#[test]
fn mancala_prefers_the_bigger_capture() {
    // Isolo (women): i3 captures the 20 seeds facing i1; o5 captures nothing.
    let text = "10 5 5 5 5 5 5 5/10 0 0 0 0 0 0 4/1 0 2 0 0 0 0 0/0 0 0 0 2 0 0 0 S";
    let game = position(GameId::IsoloWomen, text);
    let legal: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    assert_eq!(legal, ["o5", "i3"]);
    for depth in 1..=4 {
        let a = ai::analyse(&game, &exact(depth), 1, &never());
        assert_eq!(a.best, Some(action(&game, "i3")), "depth {depth}: {a:?}");
    }
}

/// Random positions of `id`: `count` games cut at random lengths, still running.
fn random_positions(id: GameId, count: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    let mut out = Vec::new();
    while out.len() < count {
        let mut g = Game::with_defaults(id);
        let len = rng.below(120);
        for _ in 0..len {
            g.legal_actions_into(&mut list);
            if list.is_empty() {
                break;
            }
            g.apply_quiet(list[rng.below(list.len())]).unwrap();
        }
        if !g.is_over() {
            out.push(g);
        }
    }
    out
}

#[test]
fn never_plays_an_illegal_action_in_random_positions() {
    let mut checked = 0;
    for id in GameId::ALL {
        let cheap = [
            Settings::exact(2, 3_000),
            Settings {
                max_nodes: 2_000,
                ..Level::Beginner.arena_settings(id.family())
            },
            Settings {
                max_nodes: 3_000,
                ..Level::Intermediate.arena_settings(id.family())
            },
        ];
        for (i, game) in random_positions(id, 50, 7 + id as u64).iter().enumerate() {
            let settings = cheap[i % cheap.len()];
            let a = ai::analyse(game, &settings, i as u64, &never());
            let best = a.best.expect("a running game has a move");
            assert!(
                game.legal_actions().contains(&best),
                "{id}: {best} is not legal in {}",
                game.position()
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 300);
}

/// Finds a random position of `id` where `pred` holds.
fn find_position(id: GameId, seed: u64, pred: impl Fn(&Game) -> bool) -> Game {
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    for _ in 0..20_000 {
        let mut g = Game::with_defaults(id);
        while !g.is_over() {
            if pred(&g) {
                return g;
            }
            g.legal_actions_into(&mut list);
            g.apply_quiet(list[rng.below(list.len())]).unwrap();
        }
    }
    panic!("no position found for {id}");
}

/// The search answers a decision in the middle of a turn with one of its legal answers, for
/// the player the engine names.
fn answers_decision(game: &Game) {
    for settings in [exact(3), Level::Beginner.arena_settings(game.id().family())] {
        let a = ai::analyse(game, &settings, 5, &never());
        let best = a.best.unwrap();
        assert!(
            game.legal_actions().contains(&best),
            "{best} in {}",
            game.position()
        );
    }
}

#[test]
fn handles_the_removal_after_a_capture_line() {
    for id in [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe] {
        let game = find_position(id, 11, |g| g.morris().is_some_and(|m| m.removals_due() > 0));
        answers_decision(&game);
        let best = ai::analyse(&game, &exact(3), 1, &never()).best.unwrap();
        assert!(best.to_string().starts_with('x'), "{best}");
    }
}

#[test]
fn handles_igisoro_decisions_by_either_player() {
    let pending = |want: fn(Decision) -> bool| {
        move |g: &Game| g.mancala().and_then(|m| m.pending()).is_some_and(want)
    };
    let take = find_position(
        GameId::Igisoro,
        3,
        pending(|d| matches!(d, Decision::TakeOrNdahise { .. })),
    );
    answers_decision(&take);

    // Ndakubye is the opponent's answer in the middle of the mover's turn.
    let retreat = find_position(
        GameId::Igisoro,
        4,
        pending(|d| matches!(d, Decision::NdakubyeOrKeep { .. })),
    );
    let m = retreat.mancala().unwrap();
    assert_ne!(retreat.to_act(), m.mover());
    answers_decision(&retreat);

    let direction = find_position(
        GameId::Igisoro,
        5,
        pending(|d| matches!(d, Decision::Direction { .. })),
    );
    answers_decision(&direction);
}

#[test]
fn a_weak_level_is_reproducible_for_a_seed() {
    for id in [GameId::Isizulu, GameId::Igisoro] {
        for game in random_positions(id, 6, 99) {
            let settings = Level::Novice.arena_settings(id.family());
            let a = ai::analyse(&game, &settings, 1234, &never());
            let b = ai::analyse(&game, &settings, 1234, &never());
            assert_eq!(a.best, b.best);
            assert_eq!(a.nodes, b.nodes);
            // A reused engine (whose table holds an earlier search) plays the same.
            let mut engine = Engine::new(settings);
            engine.think(&Game::with_defaults(id), 1, &never());
            let c = engine.think(&game, 1234, &never());
            assert_eq!((a.best, a.score, a.nodes), (c.best, c.score, c.nodes));
        }
    }
}

#[test]
fn noise_and_oversights_depend_on_the_seed() {
    // Over many positions a beginner's choices differ between seeds somewhere.
    let games = random_positions(GameId::Isipowe, 20, 5);
    let settings = Level::Beginner.arena_settings(Family::Morris);
    let differ = games.iter().any(|g| {
        let a = ai::analyse(g, &settings, 1, &never()).best;
        let b = ai::analyse(g, &settings, 2, &never()).best;
        a != b
    });
    assert!(differ);
}

#[test]
fn a_cancelled_search_returns_at_once() {
    let game = Game::with_defaults(GameId::Isizulu);
    let cancel = AtomicBool::new(true);
    assert_eq!(ai::choose_action(&game, Level::Master, 1, &cancel), None);

    // Cancelled from another thread in the middle of an unbounded search.
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let setter = thread::spawn(move || {
        thread::sleep(Duration::from_millis(100));
        flag.store(true, Ordering::Relaxed);
    });
    let settings = Settings::exact(64, u64::MAX);
    let a = ai::analyse(&game, &settings, 1, &cancel);
    setter.join().unwrap();
    assert!(a.cancelled, "{a:?}");
    assert!(a.depth < 64);
}

#[test]
fn the_worker_answers_without_blocking_and_can_be_cancelled() {
    let game = Game::with_defaults(GameId::IsoloWomen);
    let mut worker = Worker::with_seed(3);
    assert!(!worker.is_thinking());
    assert_eq!(worker.poll(), None);

    worker.request(&game, Level::Beginner);
    assert!(worker.is_thinking());
    let mut answer = None;
    for _ in 0..6_000 {
        if let Some(a) = worker.poll() {
            answer = Some(a);
            break;
        }
        thread::sleep(Duration::from_millis(10));
    }
    let answer = answer.expect("an answer within a minute");
    assert!(game.legal_actions().contains(&answer));
    assert!(!worker.is_thinking());

    // A cancelled request never answers.
    worker.request_with(&game, Settings::exact(64, u64::MAX));
    worker.cancel();
    assert!(!worker.is_thinking());
    thread::sleep(Duration::from_millis(50));
    assert_eq!(worker.poll(), None);

    // A new request supersedes the old one.
    worker.request_with(&game, Settings::exact(64, u64::MAX));
    worker.request_hint(&game);
    let mut hint = None;
    for _ in 0..6_000 {
        if let Some(a) = worker.poll() {
            hint = Some(a);
            break;
        }
        thread::sleep(Duration::from_millis(10));
    }
    assert!(game.legal_actions().contains(&hint.expect("a hint")));
}

#[test]
fn hint_is_a_legal_move_and_none_when_over() {
    let game = Game::with_defaults(GameId::Isisuthu);
    let h = ai::hint(&game).unwrap();
    assert!(game.legal_actions().contains(&h));
    let text = "10 1 1 1 1 1 1 1/10 1 1 1 1 1 1 1/1 0 2 0 0 2 0 2/3 3 3 3 2 3 3 3 S";
    let mut over = position(GameId::IsoloWomen, text);
    over.apply(action(&over, "i3")).unwrap();
    assert!(over.is_over());
    assert_eq!(ai::hint(&over), None);
}
