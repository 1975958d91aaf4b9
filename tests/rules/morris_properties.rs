//! Property tests of the morris engine: seeded random games under every option value.
//!
//! For each rule set, 10,000 uniformly random games with the default options and again with
//! each option set to each non-default value. In every game and at every step: no panic;
//! on board + in hand + lost = 12 for each player; a legal action always exists until the
//! game ends, and every game ends with a win or a draw. In the first games of each set,
//! at every step: the position text round-trips (same text, same hash, same legal actions),
//! applying with effects and without gives the same position, the game-over effect comes
//! exactly when the game ends, and random illegal actions are refused without changing
//! anything. Finally each game's action list, replayed from the start, reaches the same
//! position and outcome.

use std::collections::BTreeSet;

use inkomo::rules::morris::Point;
use inkomo::rules::{
    Action, ActionList, DrawReason, EffectKind, Game, GameId, MorrisAction, Options, Outcome,
};
use inkomo::selfplay::Rng;

const GAMES: u64 = 10_000;
/// Games per option set that also get the expensive per-step checks.
const DEEP_GAMES: u64 = 150;
/// No morris game comes near this; reaching it fails the test as an unfinished game.
const MAX_ACTIONS: usize = 20_000;

/// The default options and every single-option change of `id`.
fn option_sets(id: GameId) -> Vec<Options> {
    let mut sets = vec![Options::defaults(id)];
    for spec in Options::specs(id) {
        for choice in &spec.choices[1..] {
            let mut options = Options::defaults(id);
            options.set(spec.name, choice.value).unwrap();
            sets.push(options);
        }
    }
    sets
}

fn check_accounting(game: &Game, context: &str) {
    let m = game.morris().unwrap();
    for player in inkomo::rules::Player::BOTH {
        let on_board = m.position_core().tokens(player).count_ones() as u8;
        assert_eq!(
            on_board + m.in_hand(player) + m.lost(player),
            12,
            "{context}: token count of {player:?} in {}",
            game.position()
        );
    }
}

fn random_action(rng: &mut Rng, points: usize) -> Action {
    // One past the board, to probe NoSuchPoint (d4 on a 24-point board). Past Isisuthu's 25
    // points there is no point at all: the type refuses it (Point::try_from), so the draw,
    // kept for the same random stream, stands for d4 there.
    let point = |i: usize| Point::try_from(i as u8).unwrap_or(Point::CENTRE);
    let p = point(rng.below(points + 1));
    Action::Morris(match rng.below(3) {
        0 => MorrisAction::Place(p),
        1 => MorrisAction::Remove(p),
        _ => MorrisAction::Move {
            from: p,
            to: point(rng.below(points + 1)),
        },
    })
}

fn deep_checks(game: &Game, legal: &ActionList, rng: &mut Rng, context: &str) {
    let id = game.id();
    let options = *game.options();
    let text = game.position();
    let again = Game::from_position(id, options, &text)
        .unwrap_or_else(|e| panic!("{context}: {text} does not parse: {e}"));
    assert_eq!(again.position(), text, "{context}: text round-trip");
    assert_eq!(
        again.morris().unwrap().hash(),
        game.morris().unwrap().hash(),
        "{context}: hash after round-trip of {text}"
    );
    match (game.outcome(), again.outcome()) {
        // Repetition needs the history, which the text does not carry.
        (Some(Outcome::Draw(DrawReason::Repetition | DrawReason::SameMoveThrice)), None) => {
            return;
        }
        (a, b) => assert_eq!(a, b, "{context}: outcome after round-trip of {text}"),
    }
    let a: BTreeSet<String> = legal.iter().map(|x| x.to_string()).collect();
    let b: BTreeSet<String> = again
        .legal_actions()
        .iter()
        .map(|x| x.to_string())
        .collect();
    assert_eq!(a, b, "{context}: legal actions after round-trip of {text}");

    let points = game.morris().unwrap().board().point_count();
    for _ in 0..4 {
        let action = random_action(rng, points);
        if legal.contains(&action) {
            continue;
        }
        let mut probe = game.clone();
        assert!(
            probe.apply_quiet(action).is_err(),
            "{context}: {action} accepted in {text}"
        );
        assert_eq!(
            probe.position(),
            text,
            "{context}: refused {action} changed it"
        );
        assert_eq!(
            probe.morris().unwrap().hash(),
            game.morris().unwrap().hash()
        );
    }
}

fn play_games(id: GameId) {
    let points = if id == GameId::Isisuthu { 25 } else { 24 };
    let mut list = ActionList::new();
    for (set, options) in option_sets(id).into_iter().enumerate() {
        let label = format!("{id} {:?}", options.non_default_pairs());
        let mut rng = Rng::new(0x5EED ^ (set as u64) << 32 ^ points as u64);
        let (mut wins, mut draws, mut actions_total) = (0u64, 0u64, 0usize);
        let mut actions: Vec<Action> = Vec::with_capacity(1024);
        let start = Game::new(id, options);
        for n in 0..GAMES {
            let deep = n < DEEP_GAMES;
            let mut game = start.clone();
            actions.clear();
            loop {
                let context = format!("{label} game {n} action {}", actions.len());
                check_accounting(&game, &context);
                game.legal_actions_into(&mut list);
                if deep {
                    deep_checks(&game, &list, &mut rng, &context);
                }
                if game.is_over() {
                    assert!(list.is_empty(), "{context}: actions after the end");
                    break;
                }
                assert!(
                    !list.is_empty(),
                    "{context}: no action in {}",
                    game.position()
                );
                assert!(actions.len() < MAX_ACTIONS, "{context}: unfinished game");
                let action = list[rng.below(list.len())];
                if deep {
                    // Copy-make: apply, then restore the saved core and history.
                    let m = game.morris().unwrap();
                    let mut probe = m.clone();
                    let Action::Morris(a) = action else {
                        unreachable!()
                    };
                    probe.apply(a, &mut inkomo::rules::NoEffects).unwrap();
                    probe.restore(m.position_core(), m.history());
                    assert_eq!(probe.position(), m.position(), "{context}: restore");
                    assert_eq!(probe.hash(), m.hash(), "{context}: restore");
                    assert_eq!(probe.history(), m.history(), "{context}: restore");

                    let mut loud = game.clone();
                    let effects = loud.apply(action).unwrap();
                    game.apply_quiet(action).unwrap();
                    assert_eq!(loud.position(), game.position(), "{context}: effects path");
                    let over = effects
                        .iter()
                        .filter(|e| matches!(e.kind, EffectKind::GameOver(_)))
                        .count();
                    assert_eq!(over, usize::from(game.is_over()), "{context}: game over");
                    assert!(effects.iter().all(|e| !e.rule.id.is_empty()));
                    assert!(!effects.is_empty(), "{context}: {action} had no effect");
                } else {
                    game.apply_quiet(action)
                        .unwrap_or_else(|e| panic!("{context}: legal {action} refused: {e}"));
                }
                actions.push(action);
            }
            match game.outcome() {
                Some(o) if o.winner().is_some() => wins += 1,
                Some(_) => draws += 1,
                None => unreachable!(),
            }
            actions_total += actions.len();

            let mut replay = start.clone();
            for &action in &actions {
                replay.apply_quiet(action).unwrap();
            }
            assert_eq!(
                replay.position(),
                game.position(),
                "{label} game {n}: replay"
            );
            assert_eq!(replay.outcome(), game.outcome(), "{label} game {n}: replay");
        }
        assert_eq!(wins + draws, GAMES);
        println!(
            "{label}: {wins} wins, {draws} draws, {:.1} actions per game",
            actions_total as f64 / GAMES as f64
        );
    }
}

#[test]
fn isisuthu_random_games() {
    play_games(GameId::Isisuthu);
}

#[test]
fn isizulu_random_games() {
    play_games(GameId::Isizulu);
}

#[test]
fn isipowe_random_games() {
    play_games(GameId::Isipowe);
}

/// Nanoseconds this thread has run on a CPU (Linux), to measure speed on a busy machine.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Random playouts per second per rule set (no assertion on time): per wall-clock second and
/// per second of this thread's CPU time. Run with
/// `cargo test --release --no-default-features --test rules morris_properties:: -- --ignored --nocapture`.
#[test]
#[ignore]
fn playout_speed() {
    for id in [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe] {
        let games = 200_000;
        let started = std::time::Instant::now();
        let cpu_start = thread_cpu_ns();
        let tally = inkomo::selfplay::random_games(id, Options::defaults(id), games, 1);
        let seconds = started.elapsed().as_secs_f64();
        let cpu = thread_cpu_ns()
            .zip(cpu_start)
            .map(|(end, start)| (end - start) as f64 / 1e9);
        assert_eq!(tally.unfinished, 0);
        println!(
            "{id}: {:.0} playouts/s wall, {:.0} playouts/s of CPU time, {:.1} actions per game, \
             first {} second {} draws {}",
            games as f64 / seconds,
            cpu.map_or(0.0, |c| games as f64 / c),
            tally.mean_actions(),
            tally.first,
            tally.second,
            tally.draws
        );
    }
}
