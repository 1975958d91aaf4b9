//! The display copy of a board: what the player sees, driven only by the engine's effects.
//!
//! The game itself is updated at once when an action is played; the screen follows later,
//! effect by effect (see [`crate::ui::board::animation`]). A scene knows nothing of the rules: it only
//! replays what the effects report, and is re-synchronised with the game once an animation
//! ends ([`Scene::settle`]), so a display slip can never outlive one move.

use crate::rules::mancala::{LiftCause, LocalPit, Pit};
use crate::rules::morris::Point;
use crate::rules::{Effect, EffectKind, Game, GameId, MancalaEffect, MorrisEffect, Player};

/// How an Isipowe token is drawn. The kinds are cosmetic: they move and are taken alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// A cow (*inkomo*, plural *izingombe*).
    Cow,
    /// A herd boy (*umelusi*, plural *abelusi*).
    HerdBoy,
    /// The warrior group (*ibhuto*).
    Warrior,
}

/// Isipowe's 9 cows, 2 herd boys and 1 warrior group, in the order a player places them.
/// Spread out so that every kind appears early in a game.
pub const ISIPOWE_KINDS: [TokenKind; 12] = [
    TokenKind::Cow,
    TokenKind::Cow,
    TokenKind::HerdBoy,
    TokenKind::Cow,
    TokenKind::Cow,
    TokenKind::Warrior,
    TokenKind::Cow,
    TokenKind::Cow,
    TokenKind::HerdBoy,
    TokenKind::Cow,
    TokenKind::Cow,
    TokenKind::Cow,
];

/// The kind of the `index`-th token a player places in `game` (cows outside Isipowe).
pub fn kind_of_placement(game: GameId, index: usize) -> TokenKind {
    if game == GameId::Isipowe {
        ISIPOWE_KINDS.get(index).copied().unwrap_or(TokenKind::Cow)
    } else {
        TokenKind::Cow
    }
}

/// What a morris board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MorrisScene {
    /// The rule set (for token kinds).
    pub game: GameId,
    /// Whose token stands on each point.
    pub points: [Option<Player>; 25],
    /// How each token is drawn.
    pub kinds: [TokenKind; 25],
    /// Tokens each player still holds in hand.
    pub in_hand: [u8; 2],
    /// Tokens each player has lost (captured by, or given to, the opponent).
    pub lost: [u8; 2],
    /// Tokens each player has placed so far (drives the kinds).
    pub placed: [u8; 2],
    /// The capture lines (isibhamu) whose removal is still due, as the effects formed them:
    /// the board marks their three tokens until the removal is made, forfeited or denied.
    pub lines: Vec<[Point; 3]>,
    /// Removals still due for those lines.
    pub removals_due: u8,
}

/// What a mancala board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MancalaScene {
    /// Seeds in each pit (flat index).
    pub pits: [u8; 32],
    /// Seeds in the sowing hand.
    pub hand: u8,
    /// The pit the hand is over, if it holds seeds.
    pub hand_at: Option<Pit>,
    /// Why the seeds in hand were lifted.
    pub hand_cause: LiftCause,
    /// Whether the current lap runs clockwise.
    pub clockwise: bool,
}

/// The display copy of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scene {
    /// A morris board.
    Morris(MorrisScene),
    /// A mancala board.
    Mancala(MancalaScene),
}

impl Scene {
    /// The scene of a game as it stands, no history known: an Isipowe token is drawn with one
    /// of the kinds its owner has placed so far (`MorrisScene::set_up_kinds`), every other
    /// token as a cow.
    pub fn of(game: &Game) -> Scene {
        let mut scene = match game.id().family() {
            crate::rules::Family::Morris => Scene::Morris(MorrisScene {
                game: game.id(),
                points: [None; 25],
                kinds: [TokenKind::Cow; 25],
                in_hand: [0; 2],
                lost: [0; 2],
                placed: [0; 2],
                lines: Vec::new(),
                removals_due: 0,
            }),
            crate::rules::Family::Mancala => Scene::Mancala(MancalaScene {
                pits: [0; 32],
                hand: 0,
                hand_at: None,
                hand_cause: LiftCause::Move,
                clockwise: false,
            }),
        };
        scene.settle(game);
        if let (Scene::Morris(m), Some(g)) = (&mut scene, game.morris()) {
            // Tokens already on the board count as placed, so later placements continue
            // the Isipowe kind sequence where a set-up position left it.
            for p in Player::BOTH {
                m.placed[p.index()] = 12u8.saturating_sub(g.in_hand(p));
            }
            m.set_up_kinds();
        }
        scene
    }

    /// Makes the scene agree with the game exactly (keeping token kinds where tokens stand).
    pub fn settle(&mut self, game: &Game) {
        match self {
            Scene::Morris(m) => {
                let Some(g) = game.morris() else { return };
                let count = g.board().point_count();
                for p in 0..25 {
                    let owner = if p < count {
                        g.point(Point::new_unchecked(p as u8))
                    } else {
                        None
                    };
                    if owner.is_none() {
                        m.kinds[p] = TokenKind::Cow;
                    }
                    m.points[p] = owner;
                }
                for p in Player::BOTH {
                    m.in_hand[p.index()] = g.in_hand(p);
                    m.lost[p.index()] = g.lost(p);
                }
            }
            Scene::Mancala(m) => {
                let Some(g) = game.mancala() else { return };
                m.pits = *g.pits();
                m.hand = 0;
                m.hand_at = None;
            }
        }
    }

    /// Shows one effect as done.
    pub fn apply(&mut self, effect: &Effect) {
        match (self, &effect.kind) {
            (Scene::Morris(m), EffectKind::Morris(e)) => m.apply(e),
            (Scene::Mancala(m), EffectKind::Mancala(e)) => m.apply(e),
            _ => {}
        }
    }

    /// The morris scene, if it is one.
    pub fn morris(&self) -> Option<&MorrisScene> {
        match self {
            Scene::Morris(m) => Some(m),
            Scene::Mancala(_) => None,
        }
    }

    /// The mancala scene, if it is one.
    pub fn mancala(&self) -> Option<&MancalaScene> {
        match self {
            Scene::Mancala(m) => Some(m),
            Scene::Morris(_) => None,
        }
    }
}

impl MorrisScene {
    fn apply(&mut self, effect: &MorrisEffect) {
        match *effect {
            MorrisEffect::Placed { player, at } => {
                self.end_lines();
                let i = player.index();
                self.points[at.index()] = Some(player);
                self.kinds[at.index()] = kind_of_placement(self.game, self.placed[i] as usize);
                self.placed[i] = self.placed[i].saturating_add(1);
                self.in_hand[i] = self.in_hand[i].saturating_sub(1);
            }
            MorrisEffect::Slid { from, to, .. } | MorrisEffect::Flew { from, to, .. } => {
                self.end_lines();
                self.points[to.index()] = self.points[from.index()];
                self.kinds[to.index()] = self.kinds[from.index()];
                self.points[from.index()] = None;
                self.kinds[from.index()] = TokenKind::Cow;
            }
            MorrisEffect::Removed { by, at } => {
                self.removals_due = self.removals_due.saturating_sub(1);
                if self.removals_due == 0 {
                    self.end_lines();
                }
                self.points[at.index()] = None;
                self.kinds[at.index()] = TokenKind::Cow;
                let loser = by.other().index();
                self.lost[loser] = self.lost[loser].saturating_add(1);
            }
            MorrisEffect::IloboloGift { giver, at } => {
                self.points[at.index()] = None;
                self.kinds[at.index()] = TokenKind::Cow;
                let i = giver.index();
                self.lost[i] = self.lost[i].saturating_add(1);
            }
            MorrisEffect::LineFormed { line, .. } => self.lines.push(line),
            MorrisEffect::RemovalDue { count, .. } => self.removals_due = count,
            MorrisEffect::RemovalForfeited { .. } | MorrisEffect::RemovalDenied { .. } => {
                self.end_lines();
            }
            _ => {}
        }
    }

    /// The kinds of the tokens of a position set up without its history (a lesson's step, a
    /// record's start), so that board and hand together show what the player has placed and
    /// holds: the tokens on the board take the kinds of the tokens placed so far, less the
    /// lost ones (counted as cows first, which leaves the herd boys and the warrior group in
    /// view), in board order, for which token was placed when is not known. Outside Isipowe
    /// every token is a cow.
    fn set_up_kinds(&mut self) {
        for player in Player::BOTH {
            let i = player.index();
            let mut kinds: Vec<TokenKind> = (0..usize::from(self.placed[i]))
                .map(|k| kind_of_placement(self.game, k))
                .collect();
            for _ in 0..self.lost[i] {
                match kinds.iter().position(|k| *k == TokenKind::Cow) {
                    Some(cow) => {
                        kinds.remove(cow);
                    }
                    None => {
                        kinds.pop();
                    }
                }
            }
            let mut kinds = kinds.into_iter();
            for point in 0..self.points.len() {
                if self.points[point] == Some(player) {
                    self.kinds[point] = kinds.next().unwrap_or(TokenKind::Cow);
                }
            }
        }
    }

    /// No capture line is waiting for its removal any more.
    fn end_lines(&mut self) {
        self.lines.clear();
        self.removals_due = 0;
    }

    /// The kinds of the tokens `player` still holds, in the order they will be placed.
    pub fn hand_kinds(&self, player: Player) -> impl Iterator<Item = TokenKind> + '_ {
        let start = self.placed[player.index()] as usize;
        (0..self.in_hand[player.index()] as usize)
            .map(move |k| kind_of_placement(self.game, start + k))
    }
}

impl MancalaScene {
    fn apply(&mut self, effect: &MancalaEffect) {
        match *effect {
            MancalaEffect::Lifted {
                pit,
                count,
                cause,
                clockwise,
            } => {
                match cause {
                    LiftCause::Move | LiftCause::Relay => {
                        self.pits[pit.index()] = self.pits[pit.index()].saturating_sub(count);
                        self.hand = self.hand.saturating_add(count);
                    }
                    // Captured seeds were already taken into the hand by `Captured`; the
                    // lift only says where their lap starts.
                    LiftCause::Capture => {
                        if self.hand < count {
                            self.hand = count;
                        }
                    }
                }
                self.hand_at = Some(pit);
                self.hand_cause = cause;
                self.clockwise = clockwise;
            }
            MancalaEffect::Dropped { pit, now } => {
                self.pits[pit.index()] = now;
                self.hand = self.hand.saturating_sub(1);
                self.hand_at = if self.hand > 0 { Some(pit) } else { None };
            }
            MancalaEffect::Captured {
                from, resow_from, ..
            } => {
                for (pit, n) in from {
                    self.pits[pit.index()] = self.pits[pit.index()].saturating_sub(n);
                    self.hand = self.hand.saturating_add(n);
                }
                self.hand_at = Some(resow_from);
                self.hand_cause = LiftCause::Capture;
            }
            MancalaEffect::Ndakubye {
                from, to, count, ..
            } => {
                self.pits[from.index()] = self.pits[from.index()].saturating_sub(count);
                self.pits[to.index()] = self.pits[to.index()].saturating_add(count);
            }
            MancalaEffect::TurnEnded { .. } => {
                self.hand = 0;
                self.hand_at = None;
            }
            _ => {}
        }
    }

    /// Seeds on `player`'s side of the board.
    pub fn side_total(&self, player: Player) -> u32 {
        LocalPit::all()
            .map(|l| u32::from(self.pits[l.on(player).index()]))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::History;
    use crate::rules::morris::point_name;

    /// The scene after `tokens` from the start of `id`, built from the effects alone.
    fn scene_after(id: GameId, tokens: &[&str]) -> MorrisScene {
        let mut history = History::new(Game::with_defaults(id));
        let mut scene = Scene::of(history.start());
        for token in tokens {
            let action = history.game().parse_action(token).unwrap();
            for effect in history.play(action).unwrap() {
                scene.apply(&effect);
            }
        }
        scene.morris().unwrap().clone()
    }

    /// A set-up Isipowe position draws its tokens with the kinds their owner has placed, so
    /// that board and hand hold nine cows, two herd boys and one warrior group between them.
    #[test]
    fn a_set_up_isipowe_position_draws_the_kinds_placed_so_far() {
        let count = |m: &MorrisScene, player: Player, kind: TokenKind| {
            let board = (0..25)
                .filter(|&p| m.points[p] == Some(player) && m.kinds[p] == kind)
                .count();
            board + m.hand_kinds(player).filter(|k| *k == kind).count()
        };
        // Three placed each: one herd boy on the board, the other and the warrior in hand.
        let game = Game::from_position(
            GameId::Isipowe,
            crate::rules::Options::defaults(GameId::Isipowe),
            "XO....X........OX...O... X hand:9,9 lost:0,0 place",
        )
        .unwrap();
        let scene = Scene::of(&game);
        let m = scene.morris().unwrap();
        for player in Player::BOTH {
            assert_eq!(count(m, player, TokenKind::Cow), 9);
            assert_eq!(count(m, player, TokenKind::HerdBoy), 2);
            assert_eq!(count(m, player, TokenKind::Warrior), 1);
        }
        // All placed, six lost each: the lost count as cows, the rest stay in view.
        let game = Game::from_position(
            GameId::Isipowe,
            crate::rules::Options::defaults(GameId::Isipowe),
            "XO.X.OO.X.O.X.O.X..O.X.. X hand:0,0 lost:6,6 move",
        )
        .unwrap();
        let scene = Scene::of(&game);
        let m = scene.morris().unwrap();
        for player in Player::BOTH {
            assert_eq!(count(m, player, TokenKind::HerdBoy), 2);
            assert_eq!(count(m, player, TokenKind::Warrior), 1);
            assert_eq!(count(m, player, TokenKind::Cow), 3);
        }
        // Other games draw cows only.
        let game = Game::from_position(
            GameId::Isizulu,
            crate::rules::Options::defaults(GameId::Isizulu),
            "XO....X........OX...O... X hand:9,9 lost:0,0 place",
        )
        .unwrap();
        let scene = Scene::of(&game);
        assert!(
            scene
                .morris()
                .unwrap()
                .kinds
                .iter()
                .all(|k| *k == TokenKind::Cow)
        );
    }

    fn named(lines: &[[Point; 3]]) -> Vec<[&'static str; 3]> {
        lines.iter().map(|l| l.map(point_name)).collect()
    }

    #[test]
    fn a_line_is_marked_until_its_removal_is_made() {
        let moves = ["a7", "a4", "d7", "b4", "g7"];
        let scene = scene_after(GameId::Isizulu, &moves);
        assert_eq!(named(&scene.lines), [["a7", "d7", "g7"]]);
        assert_eq!(scene.removals_due, 1);
        let scene = scene_after(GameId::Isizulu, &["a7", "a4", "d7", "b4", "g7", "xa4"]);
        assert!(scene.lines.is_empty());
        assert_eq!(scene.removals_due, 0);
    }

    #[test]
    fn no_line_is_marked_without_one() {
        let scene = scene_after(GameId::Isisuthu, &["a7", "a4", "d7", "b4"]);
        assert!(scene.lines.is_empty());
    }
}
