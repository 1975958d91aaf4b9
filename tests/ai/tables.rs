//! The endgame tables against the engine: an independent depth-limited search over the
//! engine's own moves (no tables, no retrograde analysis) must find exactly the wins and
//! losses the tables give within its depth, and nothing decided where they say draw or
//! longer; every sampled position's stored value must equal what its moves lead to; the
//! table file refuses damaged or foreign bytes.

use std::collections::HashMap;
use std::sync::OnceLock;

use inkomo::rules::{Game, GameId, NoEffects, Options, Outcome, Player};
use inkomo::selfplay::Rng;
use inkomo::tables::file::{FileError, from_bytes, to_bytes};
use inkomo::tables::{GAMES, Probe, Tables, Value};

/// The K = 4 tables of each rule set, built once for the whole test binary.
fn tables(id: GameId) -> &'static Tables {
    static TABLES: OnceLock<Vec<Tables>> = OnceLock::new();
    let all = TABLES.get_or_init(|| {
        GAMES
            .iter()
            .map(|&g| Tables::build(g, 4, &mut |_, _| true).expect("K=4 builds"))
            .collect()
    });
    &all[GAMES.iter().position(|&g| g == id).unwrap()]
}

/// A random movement-phase position with `w` first-player tokens against `b`, first player
/// to act (the engine passes at once if he is blocked).
fn random_position(id: GameId, rng: &mut Rng, w: usize, b: usize) -> Game {
    let points = if id == GameId::Isisuthu { 25 } else { 24 };
    let mut cells = vec!['.'; points];
    for (count, c) in [(w, 'X'), (b, 'O')] {
        let mut placed = 0;
        while placed < count {
            let p = rng.below(points);
            if cells[p] == '.' {
                cells[p] = c;
                placed += 1;
            }
        }
    }
    let board: String = cells.into_iter().collect();
    let text = format!("{board} X hand:0,0 lost:{},{} move", 12 - w, 12 - b);
    Game::from_position(id, Options::defaults(id), &text).expect("a valid position")
}

/// What the plain search finds within its depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    Win(u16),
    Loss(u16),
    Undecided,
}

/// The engine's game after `action`, with the repetition memory forgotten (the tables'
/// values are those of positions; the search must not draw by repeating its own line).
fn play(game: &Game, action: inkomo::rules::Action) -> Game {
    let mut next = game.clone();
    next.apply_with(action, &mut NoEffects).expect("legal");
    next.set_repetition_memory(&[]);
    next
}

/// Depth-limited negamax over whole turns: a move, then its removal if one is due.
struct Search {
    memo: HashMap<(u64, u16), Found>,
}

impl Search {
    /// The result for the player to act at the start of a turn within `depth` plies.
    fn turn(&mut self, game: &Game, depth: u16) -> Found {
        let key = (game.morris().map_or(0, |m| m.hash()), depth);
        if let Some(&f) = self.memo.get(&key) {
            return f;
        }
        let me = game.to_act();
        let mut best_win: Option<u16> = None;
        let mut worst_loss: Option<u16> = Some(0);
        for &action in game.legal_actions().as_slice() {
            let next = play(game, action);
            let r = self.after(&next, me, depth);
            match r {
                Found::Win(k) => best_win = Some(best_win.map_or(k, |b| b.min(k))),
                Found::Loss(k) => worst_loss = worst_loss.map(|w| w.max(k)),
                Found::Undecided => worst_loss = None,
            }
            if best_win == Some(1) {
                break;
            }
        }
        let f = match (best_win, worst_loss) {
            (Some(k), _) => Found::Win(k),
            (None, Some(k)) if k > 0 => Found::Loss(k),
            _ => Found::Undecided,
        };
        self.memo.insert(key, f);
        f
    }

    /// The result for `me` after his action (the ply under way counts).
    fn after(&mut self, game: &Game, me: Player, depth: u16) -> Found {
        match game.outcome() {
            Some(Outcome::Win { winner, .. }) => {
                return if winner == me {
                    Found::Win(1)
                } else {
                    Found::Loss(1)
                };
            }
            Some(Outcome::Draw(_)) => return Found::Undecided,
            None => {}
        }
        if game.morris().is_some_and(|m| m.removals_due() > 0) {
            // My removal completes this ply: the best of them.
            let mut best = None::<Found>;
            for &action in game.legal_actions().as_slice() {
                let r = self.after(&play(game, action), me, depth);
                best = Some(match (best, r) {
                    (None, r) => r,
                    (Some(b), r) => better(b, r),
                });
            }
            return best.unwrap_or(Found::Undecided);
        }
        if depth <= 1 {
            return Found::Undecided;
        }
        let r = self.turn(game, depth - 1);
        if game.to_act() == me {
            // The opponent passed.
            match r {
                Found::Win(k) => Found::Win(k + 1),
                Found::Loss(k) => Found::Loss(k + 1),
                Found::Undecided => Found::Undecided,
            }
        } else {
            match r {
                Found::Win(k) => Found::Loss(k + 1),
                Found::Loss(k) => Found::Win(k + 1),
                Found::Undecided => Found::Undecided,
            }
        }
    }
}

fn better(a: Found, b: Found) -> Found {
    let rank = |f: Found| match f {
        Found::Win(k) => 1000 - i32::from(k),
        Found::Undecided => 0,
        Found::Loss(k) => -1000 + i32::from(k),
    };
    if rank(b) > rank(a) { b } else { a }
}

/// What the search must find for a table value within `depth`.
fn expected(v: Value, depth: u16) -> Found {
    match v {
        Value::Win(k) if k <= depth => Found::Win(k),
        Value::Loss(k) if k <= depth => Found::Loss(k),
        _ => Found::Undecided,
    }
}

/// Compares the tables with the search on `count` random positions of `w` against `b`,
/// and returns how many of them the search decided.
fn compare(id: GameId, w: usize, b: usize, count: usize, depth: u16, seed: u64) -> usize {
    let probe = Probe::new(tables(id));
    let mut rng = Rng::new(seed);
    let mut decided = 0;
    for _ in 0..count {
        let game = random_position(id, &mut rng, w, b);
        if game.is_over() {
            continue;
        }
        let v = probe.value(&game).expect("in the tables");
        let mut search = Search {
            memo: HashMap::new(),
        };
        let found = search.turn(&game, depth);
        assert_eq!(
            found,
            expected(v, depth),
            "{id} {} table {v:?}",
            game.position()
        );
        decided += usize::from(found != Found::Undecided);
    }
    decided
}

#[test]
fn isisuthu_tables_agree_with_a_plain_search() {
    let id = GameId::Isisuthu;
    let d = compare(id, 3, 3, 1500, 4, 1) + compare(id, 3, 4, 1000, 4, 2);
    let d = d + compare(id, 4, 3, 1000, 4, 3) + compare(id, 3, 3, 200, 6, 12);
    assert!(d > 50, "the search decided only {d} positions");
}

#[test]
fn isizulu_tables_agree_with_a_plain_search() {
    let id = GameId::Isizulu;
    let d = compare(id, 3, 3, 2000, 2, 4) + compare(id, 3, 4, 1500, 2, 5);
    let d = d + compare(id, 4, 3, 1500, 2, 6) + compare(id, 3, 3, 150, 3, 7);
    assert!(d > 50, "the search decided only {d} positions");
}

#[test]
fn isipowe_tables_agree_with_a_plain_search() {
    let id = GameId::Isipowe;
    let d = compare(id, 3, 3, 2000, 2, 8) + compare(id, 3, 4, 1500, 2, 9);
    let d = d + compare(id, 4, 3, 1500, 2, 10) + compare(id, 4, 3, 150, 3, 11);
    assert!(d > 50, "the search decided only {d} positions");
}

/// Every sampled position's stored value is what its best move leads to (the moves and the
/// positions they reach come from the engine).
#[test]
fn stored_values_follow_from_the_moves() {
    for id in GAMES {
        let probe = Probe::new(tables(id));
        let mut rng = Rng::new(20);
        for (w, b) in [(3, 3), (3, 4), (4, 3), (4, 4)] {
            for _ in 0..3000 {
                let game = random_position(id, &mut rng, w, b);
                if game.is_over() {
                    continue;
                }
                let stored = probe.value(&game).expect("covered");
                let verdict = probe.verdict(&game).expect("covered");
                assert_eq!(stored, verdict.value, "{id} {}", game.position());
            }
        }
    }
}

#[test]
fn tables_have_wins_losses_and_draws() {
    for id in GAMES {
        let t = tables(id);
        let mut seen = [0u64; 3];
        for s in t.spaces() {
            for &byte in &s.data {
                seen[match Value::decode(byte) {
                    Value::Win(_) => 0,
                    Value::Loss(_) => 1,
                    Value::Draw => 2,
                }] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n > 0), "{id}: {seen:?}");
    }
}

#[test]
fn a_damaged_or_foreign_file_is_refused() {
    let t = tables(GameId::Isizulu);
    let bytes = to_bytes(t);
    let back = from_bytes(&bytes, GameId::Isizulu, 4).expect("reads back");
    assert_eq!(back.bytes(), t.bytes());
    assert!(
        back.spaces()
            .iter()
            .zip(t.spaces())
            .all(|(a, b)| a.data == b.data)
    );
    let mut damaged = bytes.clone();
    let mid = damaged.len() / 2;
    damaged[mid] ^= 0x10;
    assert_eq!(
        from_bytes(&damaged, GameId::Isizulu, 4).err(),
        Some(FileError::Checksum)
    );
    assert_eq!(
        from_bytes(&bytes, GameId::Isipowe, 4).err(),
        Some(FileError::Foreign)
    );
    assert_eq!(
        from_bytes(&bytes, GameId::Isizulu, 5).err(),
        Some(FileError::Foreign)
    );
    assert_eq!(
        from_bytes(&bytes[..bytes.len() - 100], GameId::Isizulu, 4).err(),
        Some(FileError::Checksum)
    );
    assert_eq!(
        from_bytes(b"hello", GameId::Isizulu, 4).err(),
        Some(FileError::NotTables)
    );
    let mut version = bytes.clone();
    version[10] = 9;
    assert!(matches!(
        from_bytes(&version, GameId::Isizulu, 4),
        Err(FileError::Version(_))
    ));
}

#[test]
fn a_refused_file_in_the_data_folder_is_rebuilt() {
    use inkomo::tables::store::{Loaded, load, path, prepare};
    let dir = std::env::temp_dir().join(format!("inkomo-tables-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let first = prepare(Some(&dir), GameId::Isipowe, 3, &mut |_, _| true).expect("builds");
    assert!(first.built);
    assert!(matches!(load(&dir, GameId::Isipowe, 3), Loaded::Read(_)));
    let second = prepare(Some(&dir), GameId::Isipowe, 3, &mut |_, _| true).expect("reads");
    assert!(!second.built);
    let file = path(&dir, GameId::Isipowe, 3);
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 20;
    bytes[last] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    let third = prepare(Some(&dir), GameId::Isipowe, 3, &mut |_, _| true).expect("rebuilds");
    assert!(third.built);
    assert_eq!(third.refused, Some(FileError::Checksum));
    assert!(matches!(load(&dir, GameId::Isipowe, 3), Loaded::Read(_)));
    let _ = std::fs::remove_dir_all(&dir);
}
