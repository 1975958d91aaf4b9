//! A uniformly random legal action without listing the legal actions (random playouts).
//!
//! Listing Igisoro's legal actions simulates every candidate move against the lap budget;
//! most of a random playout's time went there. A playout needs one action, drawn uniformly:
//! draw among the candidates, play the drawn one, and if the rules refuse it (endless), set
//! it aside and draw again among those left. Every legal action stays equally likely.

use super::super::engine::answers;
use super::super::flat::Flat;
use super::super::igisoro::REPRESENTATIVE_LAYOUTS;
use super::super::position::Wait;
use super::super::sowing::Board;
use super::MancalaGame;
use crate::rules::mancala::MancalaAction;
use crate::rules::{Action, ActionList, NoEffects};

impl MancalaGame {
    /// Plays, without effects, an action drawn uniformly among the legal actions, and returns
    /// it (`None` once the game is over). `draw(n)` gives a number below `n`.
    ///
    /// [`MancalaGame::legal_actions`] tests every candidate against the lap budget, which
    /// in Igisoro means a simulation of each; here only the drawn one is played (by
    /// [`MancalaGame::apply`], which refuses exactly the candidates that list leaves out). A
    /// refused one is set aside and another is drawn among those left, so each legal action
    /// is as likely as with a draw from the full list. While every candidate is legal (nearly
    /// always) the draws are the very same as that one draw.
    // Kept out of line: inlined into a caller's playout loop, its bulk slows the morris path
    // beside it.
    #[inline(never)]
    pub fn apply_uniform(
        &mut self,
        list: &mut ActionList,
        mut draw: impl FnMut(usize) -> usize,
    ) -> Option<MancalaAction> {
        list.clear();
        if self.outcome.is_some() {
            return None;
        }
        self.candidates(list);
        while !list.is_empty() {
            let i = draw(list.len());
            let Action::Mancala(a) = list[i] else {
                return None;
            };
            if self.apply(a, &mut NoEffects).is_ok() {
                return Some(a);
            }
            list.swap_remove(i);
        }
        None
    }

    /// The actions [`MancalaGame::legal_actions`] considers, in its order, before any is
    /// tested against the lap budget (a pending decision lists every answer).
    fn candidates(&self, out: &mut ActionList) {
        let pos = &self.pos;
        if pos.arrange[0] || pos.arrange[1] {
            for layout in REPRESENTATIVE_LAYOUTS {
                out.push(Action::Mancala(MancalaAction::Arrange(layout)));
            }
            return;
        }
        if let Some(ts) = pos.turn {
            let answers = answers(ts.wait);
            let ordered = if matches!(ts.wait, Wait::Direction | Wait::ResowDirection) {
                [answers[1], answers[0]]
            } else {
                answers
            };
            for a in ordered {
                out.push(Action::Mancala(a));
            }
            return;
        }
        // The board only tells the clockwise moves: the flat one is made at once.
        self.moves(&Flat::load(pos), |a| {
            out.push(Action::Mancala(a));
            true
        });
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::config::Config;
    use super::super::super::text;
    use super::*;
    use crate::rules::{GameId, Options};
    use crate::selfplay::Rng;

    /// A game at `text` whose turns may sow at most `cap` laps: a small cap makes some
    /// candidates endless in ordinary positions.
    fn capped(id: GameId, text: &str, cap: u16) -> Option<MancalaGame> {
        let options = Options::defaults(id);
        let cfg = Config::new(id, &options).with_lap_cap(cap);
        // A turn already past the cap does not parse: no such position.
        let pos = text::parse(&cfg, text).ok()?;
        Some(MancalaGame::with_position(cfg, pos))
    }

    fn legal(g: &MancalaGame) -> Vec<Action> {
        let mut list = ActionList::new();
        g.legal_actions(&mut list);
        list.to_vec()
    }

    fn candidates(g: &MancalaGame) -> Vec<Action> {
        let mut list = ActionList::new();
        g.candidates(&mut list);
        list.to_vec()
    }

    /// Positions of seeded random Igisoro games, each under lap caps from 1 up, and the
    /// synthetic Isolo position of the dossier (one endless move among fifteen): every kind
    /// of position a playout meets, and enough where some candidates are endless.
    fn positions() -> Vec<MancalaGame> {
        let mut out = Vec::new();
        let id = GameId::Igisoro;
        let start = MancalaGame::new(id, &Options::defaults(id));
        let mut rng = Rng::new(11);
        let mut list = ActionList::new();
        for game in 0..15 {
            let mut g = start;
            for ply in 0..60 {
                if g.outcome().is_some() {
                    break;
                }
                if ply % 7 == game % 7 {
                    for cap in [1, 2, 3, 10_000] {
                        out.extend(
                            capped(id, &g.position(), cap).filter(|h| h.outcome().is_none()),
                        );
                    }
                }
                list.clear();
                g.legal_actions(&mut list);
                let Action::Mancala(a) = list[rng.below(list.len())] else {
                    unreachable!()
                };
                g.apply(a, &mut NoEffects).unwrap();
            }
        }
        let synthetic = "0 0 0 0 0 0 1 1/0 0 0 0 1 0 1 0/3 7 3 2 7 3 3 6/4 3 2 5 2 1 6 3 S";
        out.extend(capped(GameId::IsoloWomen, synthetic, 10_000));
        out
    }

    /// The chi-square statistic above which a fair die of `sides` faces is rejected at
    /// p = 0.0001 (Wilson-Hilferty approximation).
    fn chi_square_bound(sides: usize) -> f64 {
        let k = (sides - 1) as f64;
        let z = 3.72;
        k * (1.0 - 2.0 / (9.0 * k) + z * (2.0 / (9.0 * k)).sqrt()).powi(3)
    }

    #[test]
    fn the_draw_is_uniform_over_the_legal_actions() {
        let games = positions();
        let mut rng = Rng::new(2024);
        let (mut tested, mut with_endless) = (0, 0);
        for g in &games {
            let legal = legal(g);
            let candidates = candidates(g);
            assert!(legal.iter().all(|a| candidates.contains(a)));
            if legal.len() < 2 {
                continue;
            }
            tested += 1;
            with_endless += usize::from(legal.len() < candidates.len());
            let draws = 400 * legal.len();
            let mut counts = vec![0usize; legal.len()];
            let mut list = ActionList::new();
            for _ in 0..draws {
                let mut played = *g;
                let a = played
                    .apply_uniform(&mut list, |n| rng.below(n))
                    .expect("a legal action");
                let i = legal
                    .iter()
                    .position(|&l| l == Action::Mancala(a))
                    .unwrap_or_else(|| panic!("{a} is not legal in {}", g.position()));
                counts[i] += 1;
                if counts[i] == 1 {
                    // The game goes on as after that action played the ordinary way.
                    let mut expected = *g;
                    expected.apply(a, &mut NoEffects).unwrap();
                    assert_eq!(played.position(), expected.position());
                    assert_eq!(played.outcome(), expected.outcome());
                }
            }
            let expected = draws as f64 / legal.len() as f64;
            let chi: f64 = counts
                .iter()
                .map(|&c| (c as f64 - expected).powi(2) / expected)
                .sum();
            assert!(
                chi < chi_square_bound(legal.len()),
                "chi-square {chi:.1} over {} legal actions of {} (counts {counts:?})",
                legal.len(),
                g.position()
            );
        }
        assert!(tested > 100, "{tested} positions tested");
        assert!(
            with_endless > 10,
            "{with_endless} positions with endless moves"
        );
    }

    /// While every candidate is legal, the draw is the one a draw from the legal list makes:
    /// a playout's course does not change.
    #[test]
    fn with_no_endless_candidate_the_same_draw_picks_the_same_action() {
        let mut list = ActionList::new();
        for g in positions() {
            let legal = legal(&g);
            if legal.len() != candidates(&g).len() {
                continue;
            }
            for (k, &expected) in legal.iter().enumerate() {
                let mut played = g;
                let a = played.apply_uniform(&mut list, |n| k.min(n - 1));
                assert_eq!(a.map(Action::Mancala), Some(expected));
            }
        }
    }

    #[test]
    fn a_finished_game_draws_nothing() {
        // South's only move is endless under a one-lap cap: South cannot move and has lost.
        let text = "8 8 8 8 8 8 8 5/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/2 0 1 0 0 0 0 0 S";
        let mut g = capped(GameId::IsoloWomen, text, 1).unwrap();
        assert!(g.outcome().is_some());
        let mut list = ActionList::new();
        assert_eq!(g.apply_uniform(&mut list, |_| 0), None);
    }
}
