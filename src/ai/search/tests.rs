use super::*;
use crate::rules::MorrisAction;
use crate::rules::morris::Point;

/// A hand-made tree: node `i` has children `kids[i]`, the player `who[i]` to act, and (for
/// leaves) a value for the first player.
struct Tree {
    kids: Vec<Vec<usize>>,
    who: Vec<Player>,
    value: Vec<i32>,
    path: Vec<usize>,
}

impl Tree {
    fn at(&self) -> usize {
        *self.path.last().unwrap()
    }
}

impl Node for Tree {
    fn key(&self) -> u64 {
        mix(self.at() as u64)
    }
    fn to_act(&self) -> Player {
        self.who[self.at()]
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn legal(&self, out: &mut ActionList) {
        out.clear();
        for &k in &self.kids[self.at()] {
            out.push(Action::Morris(MorrisAction::Place(Point::new_unchecked(
                k as u8,
            ))));
        }
    }
    fn make(&mut self, _ply: usize, action: Action) -> bool {
        let Action::Morris(MorrisAction::Place(k)) = action else {
            return false;
        };
        self.path.push(k.index());
        true
    }
    fn unmake(&mut self, _ply: usize) {
        self.path.pop();
    }
    fn evaluate(&self) -> i32 {
        let v = self.value[self.at()];
        if self.to_act() == Player::First {
            v
        } else {
            -v
        }
    }
    fn in_decision(&self) -> bool {
        false
    }
    const QUIESCENCE: bool = false;
    fn hint(&self, _action: Action) -> i32 {
        0
    }
    fn code(action: Action) -> u16 {
        match action {
            Action::Morris(MorrisAction::Place(k)) => u16::from(k.to_u8()),
            _ => 0,
        }
    }
}

#[test]
fn a_player_who_acts_twice_is_not_negated() {
    use Player::{First as A, Second as B};
    // 0 (A) -> 1 (A again: B passed) -> leaves 3 (+5), 4 (-3)
    //       -> 2 (B)                 -> leaves 5 (+10), 6 (+4)
    // A picks +5 at node 1 and B picks +4 at node 2, so A plays to node 1 for +5. A search
    // that negated at every ply would think node 1 worth -3 and play to node 2.
    let mut tree = Tree {
        kids: vec![
            vec![1, 2],
            vec![3, 4],
            vec![5, 6],
            vec![],
            vec![],
            vec![],
            vec![],
        ],
        who: vec![A, A, B, A, A, A, A],
        value: vec![0, 0, 0, 5, -3, 10, 4],
        path: vec![0],
    };
    let never = AtomicBool::new(false);
    let settings = Settings::exact(2, 1_000);
    let a = Searcher::new(8).think(&mut tree, &settings, 1, &never);
    assert_eq!(
        a.best,
        Some(Action::Morris(MorrisAction::Place(Point::new_unchecked(1))))
    );
    assert_eq!(a.score, 5);
    assert_eq!(a.depth, 2);
}

#[test]
fn table_scores_keep_win_distances() {
    for ply in [0, 3, 40] {
        for s in [WIN - 7, -(WIN - 9), 123, -45] {
            assert_eq!(from_table(to_table(s, ply), ply), s);
        }
    }
    let o = Outcome::Win {
        winner: Player::Second,
        reason: crate::rules::WinReason::OpponentCannotMove,
    };
    assert_eq!(terminal(o, Player::Second, 4), WIN - 4);
    assert_eq!(terminal(o, Player::First, 4), -(WIN - 4));
}
