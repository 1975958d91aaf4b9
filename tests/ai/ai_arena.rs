//! The arena: `inkomo selfplay --players A,B` and the match driver behind it.

use std::process::{Command, Output};

use inkomo::ai::Level;
use inkomo::ai::arena::{
    Contestant, Match, MatchTally, default_opening_plies, forced_result, is_open, play_game,
    play_match,
};
use inkomo::rules::{Game, GameId, Options};

fn inkomo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .args(args)
        .output()
        .expect("the inkomo binary runs")
}

/// The fields of the summary line, in order, with their values.
fn summary(out: &Output) -> Vec<(String, String)> {
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text.lines().last().unwrap_or_default().to_string();
    last.split(' ')
        .map(|field| {
            let (k, v) = field.split_once('=').expect("NAME=VALUE fields");
            (k.to_string(), v.to_string())
        })
        .collect()
}

#[test]
fn the_summary_line_counts_the_named_players() {
    let out = inkomo(&[
        "selfplay",
        "--game",
        "isipowe",
        "--games",
        "4",
        "--players",
        "novice,random",
        "--seed",
        "3",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let fields = summary(&out);
    let names: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        names,
        [
            "games",
            "first",
            "second",
            "draws",
            "mean_actions",
            "games_per_s"
        ]
    );
    let n = |i: usize| fields[i].1.parse::<f64>().unwrap();
    assert_eq!(n(0), 4.0);
    assert_eq!(n(1) + n(2) + n(3), 4.0);
    // Novice against random play wins every game, from both seats.
    assert_eq!(n(1), 4.0, "{fields:?}");
    assert!(n(4) > 10.0);

    // The same seed gives the same games.
    let again = inkomo(&[
        "selfplay",
        "--game",
        "isipowe",
        "--games",
        "4",
        "--players",
        "novice,random",
        "--seed",
        "3",
        "--threads",
        "2",
    ]);
    assert_eq!(summary(&again)[..5], fields[..5]);
}

#[test]
fn bad_players_are_refused_with_the_offending_name() {
    for (players, token) in [("novice,grandmaster", "grandmaster"), ("novice", "novice")] {
        let out = inkomo(&[
            "selfplay",
            "--game",
            "igisoro",
            "--games",
            "1",
            "--players",
            players,
        ]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(token), "{err}");
    }
}

#[test]
fn without_players_the_random_mode_is_unchanged() {
    let out = inkomo(&["selfplay", "--game", "igisoro", "--games", "20"]);
    assert!(out.status.success());
    let fields = summary(&out);
    assert_eq!(fields.len(), 6);
    assert_eq!(fields[0], ("games".to_string(), "20".to_string()));
    // Random mode prints whole games per second.
    assert!(!fields[5].1.contains('.'), "{fields:?}");
}

#[test]
fn seats_alternate_and_wins_are_counted_by_name() {
    let m = Match {
        id: GameId::Igisoro,
        options: Options::defaults(GameId::Igisoro),
        players: [
            Contestant::Random,
            Contestant::Computer(Level::Intermediate),
        ],
        games: 6,
        seed: 17,
        threads: 2,
        opening_plies: 0,
        endgame_tokens: 0,
    };
    let tally: MatchTally = play_match(&m, &|_| {});
    assert_eq!(tally.games, 6);
    assert_eq!(tally.wins[0] + tally.wins[1] + tally.draws, 6);
    // The computer wins as first and as second player.
    assert_eq!(tally.wins[1], 6, "{tally:?}");
    assert_eq!(
        tally.first_wins_by_seat[0] + tally.first_wins_by_seat[1],
        tally.wins[0]
    );
}

#[test]
fn a_game_between_levels_ends_with_a_result() {
    for id in GameId::ALL {
        let start = Game::with_defaults(id);
        let (outcome, actions) = play_game(
            &start,
            [
                Contestant::Computer(Level::Beginner),
                Contestant::Computer(Level::Novice),
            ],
            5,
        );
        assert!(outcome.is_some(), "{id}: abandoned after {actions} actions");
        assert!(actions > 0);
    }
}

#[test]
fn contestants_parse() {
    assert_eq!(Contestant::parse("random"), Ok(Contestant::Random));
    assert_eq!(
        Contestant::parse("master"),
        Ok(Contestant::Computer(Level::Master))
    );
    assert!(Contestant::parse_pair("strong,master,novice").is_err());
    assert_eq!(
        Contestant::parse_pair("random,beginner").unwrap()[1].to_string(),
        "beginner"
    );
}

/// The women's Isolo start is decided by force: the first player wins within his first three
/// turns (S-i5, for one, captures 24 seeds). This is why the arena opens Isolo games with a
/// few random plies (see `default_opening_plies`); if the rules engine ever changed here,
/// the measuring method would have to be looked at again.
#[test]
fn the_womens_isolo_start_is_a_forced_first_player_win() {
    let start = Game::with_defaults(GameId::IsoloWomen);
    let mut budget = 1_000_000;
    assert_eq!(forced_result(&start, 5, &mut budget), Some(true));
    let mut after = start.clone();
    after
        .apply_quiet(after.parse_action("i5").unwrap())
        .unwrap();
    let mut budget = 1_000_000;
    // North, to act, loses whatever he plays.
    assert_eq!(forced_result(&after, 4, &mut budget), Some(false));
    assert!(!is_open(&start));
    assert!(default_opening_plies(GameId::IsoloWomen) > 0);
    assert_eq!(default_opening_plies(GameId::Isizulu), 0);
    assert_eq!(default_opening_plies(GameId::Igisoro), 0);
}

/// From the arena's openings the women's Isolo levels are told apart: a player who sees the
/// reply and judges exactly beats one who weighs only his own sowing and overlooks captures,
/// from both seats.
#[test]
fn womens_isolo_levels_are_told_apart_from_open_positions() {
    let m = Match {
        id: GameId::IsoloWomen,
        options: Options::defaults(GameId::IsoloWomen),
        players: [
            Contestant::Computer(Level::Intermediate),
            Contestant::Computer(Level::Beginner),
        ],
        games: 40,
        seed: 5,
        threads: 1,
        opening_plies: 0,
        endgame_tokens: 0,
    };
    let tally = play_match(&m, &|_| {});
    assert_eq!(tally.games, 40);
    // Without the opening every game would end after about five actions, won by the seat.
    assert!(tally.mean_actions() > 8.0, "{tally:?}");
    assert!(tally.first_share() >= 0.7, "{tally:?}");
    assert!(
        tally.first_wins_by_seat[0] > 0 && tally.first_wins_by_seat[1] > 0,
        "{tally:?}"
    );
}
