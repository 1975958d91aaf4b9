//! Legal-action counts (perft) from the morris start positions, read from
//! `tests/data/morris/perft.txt`. Every action counts as one ply, removals included.

use inkomo::rules::{ActionList, Game, GameId};

const DATA: &str = include_str!("../data/morris/perft.txt");

/// The number of action sequences of length `depth` from `game` (finished games end a line).
fn perft(game: &Game, depth: u32, lists: &mut [ActionList]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (list, rest) = lists.split_first_mut().expect("a list per ply");
    game.legal_actions_into(list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for &action in list.iter() {
        let mut child = game.clone();
        child.apply_quiet(action).expect("legal actions apply");
        total += perft(&child, depth - 1, rest);
    }
    total
}

#[test]
fn perft_counts_from_the_starts() {
    let mut checked = 0;
    for line in DATA.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [game, depth, count] = fields[..] else {
            panic!("bad perft line: {line}");
        };
        let id = GameId::parse(game).unwrap();
        let depth: u32 = depth.parse().unwrap();
        let count: u64 = count.parse().unwrap();
        let mut lists = vec![ActionList::new(); depth as usize];
        let got = perft(&Game::with_defaults(id), depth, &mut lists);
        assert_eq!(got, count, "{game} depth {depth}");
        checked += 1;
    }
    assert!(checked >= 9);
}
