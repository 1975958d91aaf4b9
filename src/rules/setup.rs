//! A position put together by hand (the app's position editor): who holds each point or how
//! many seeds lie in each pit, who is to act and, in the morris games, the tokens still in
//! hand.
//!
//! A set-up is written as the engine's own position text (docs/architecture.md, Notation)
//! and read back by [`Game::from_position`], so the engine stays the only judge of what can
//! be played, exactly as for a record's `start` or `inkomo analyse --from`. Before that,
//! [`Setup::check`] names the mistakes a person most often makes (too many tokens, hands
//! that do not fit the player to act, not 64 seeds) in terms a message can name, and refuses
//! a position whose game is already over: there would be nothing left to play.

use crate::rules::mancala::board::{SEEDS, from_rows, rows};
use crate::rules::mancala::{LocalPit, Pit};
use crate::rules::morris::position::TOKENS;
use crate::rules::morris::{Board, Point};
use crate::rules::notation::NotationError;
use crate::rules::{Family, Game, GameId, Options, Outcome, Player};

/// The most points of a morris board (Isisuthu's 25; the others use the first 24).
pub const MAX_POINTS: usize = 25;

/// The pits of a mancala board.
pub const PITS: usize = 32;

/// What stands on the board of a set-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupBoard {
    /// A morris board.
    Morris {
        /// Who holds each point, in BLAC order (points past the board's own are empty).
        points: [Option<Player>; MAX_POINTS],
        /// The tokens each player still has to place (by player index).
        hand: [u8; 2],
    },
    /// A mancala board.
    Mancala {
        /// The seeds in each pit, by the engine's pit number ([`Pit`]).
        pits: [u8; PITS],
        /// Isolo boys: who is still in his overture (by player index).
        overture: [bool; 2],
        /// Igisoro with `no_capture_first_turns=true`: who has not finished his first turn.
        first_turn: [bool; 2],
    },
}

/// A position put together by hand, for one rule set under its options.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The rule set.
    pub game: GameId,
    /// Its option values (they decide, e.g., how many points the board has).
    pub options: Options,
    /// The player to act.
    pub to_act: Player,
    /// The board.
    pub board: SetupBoard,
}

/// Why a set-up cannot be played.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupProblem {
    /// Morris: a player has more tokens on the board and in hand than the game gives him.
    TooManyTokens {
        /// The player.
        player: Player,
        /// His tokens on the board.
        on_board: u8,
        /// His tokens in hand.
        in_hand: u8,
    },
    /// Morris, while tokens are in hand: the hands do not fit the player to act. The first
    /// player places first, so with him to act both hands hold the same number (not none);
    /// with the second player to act, the second holds one more.
    HandsDoNotFit {
        /// The player to act.
        to_act: Player,
        /// The hands, by player index.
        hand: [u8; 2],
    },
    /// Morris: both players have lost ten tokens or more; a game ends when the first of
    /// them has, so no game ever reaches such a position.
    BothBeaten,
    /// Mancala: the board does not hold the game's 64 seeds.
    SeedCount {
        /// The seeds on the board.
        total: u32,
    },
    /// The game is already decided in this position: nothing would be left to play.
    Over(Outcome),
    /// Anything else the engine refuses, with its reason in the notation's words.
    Engine(NotationError),
}

impl Setup {
    /// The set-up of `game`'s position as it stands (a decision under way, such as a removal
    /// due or a sowing direction to choose, is not kept: a set-up starts a turn).
    pub fn of(game: &Game) -> Setup {
        let board = match (game.morris(), game.mancala()) {
            (Some(m), _) => {
                let mut points = [None; MAX_POINTS];
                for (p, point) in Point::all(m.board().point_count()).zip(points.iter_mut()) {
                    *point = m.point(p);
                }
                SetupBoard::Morris {
                    points,
                    hand: Player::BOTH.map(|p| m.in_hand(p)),
                }
            }
            (None, Some(m)) => SetupBoard::Mancala {
                pits: *m.pits(),
                overture: Player::BOTH.map(|p| m.in_overture(p)),
                first_turn: Player::BOTH.map(|p| m.in_first_turn(p)),
            },
            (None, None) => SetupBoard::Mancala {
                pits: [0; PITS],
                overture: [false; 2],
                first_turn: [false; 2],
            },
        };
        Setup {
            game: game.id(),
            options: *game.options(),
            to_act: game.to_act(),
            board,
        }
    }

    /// The rule set's start under `options`.
    pub fn start(game: GameId, options: Options) -> Setup {
        Setup::of(&Game::new(game, options))
    }

    /// The set-up a position text describes, read by the engine.
    ///
    /// # Errors
    ///
    /// The engine's reason when the text is not a position of this rule set.
    pub fn from_text(game: GameId, options: Options, text: &str) -> Result<Setup, NotationError> {
        Game::from_position(game, options, text.trim()).map(|g| Setup::of(&g))
    }

    /// The points of the board (morris: 24 or 25; mancala: none).
    pub fn point_count(&self) -> usize {
        match self.game.family() {
            Family::Morris => Board::for_game(self.game, &self.options.morris()).point_count(),
            Family::Mancala => 0,
        }
    }

    /// Morris: `player`'s tokens on the board.
    pub fn on_board(&self, player: Player) -> u8 {
        match &self.board {
            SetupBoard::Morris { points, .. } => {
                points.iter().filter(|&&p| p == Some(player)).count() as u8
            }
            SetupBoard::Mancala { .. } => 0,
        }
    }

    /// Morris: the tokens `player` has lost (captured by the other, or given), as the game
    /// counts them: those neither on the board nor in hand. `None` when he has more than
    /// the game gives him.
    pub fn lost(&self, player: Player) -> Option<u8> {
        match &self.board {
            SetupBoard::Morris { hand, .. } => TOKENS
                .checked_sub(self.on_board(player))?
                .checked_sub(hand[player.index()]),
            SetupBoard::Mancala { .. } => Some(0),
        }
    }

    /// Mancala: the seeds on the board.
    pub fn seeds(&self) -> u32 {
        match &self.board {
            SetupBoard::Mancala { pits, .. } => pits.iter().map(|&n| u32::from(n)).sum(),
            SetupBoard::Morris { .. } => 0,
        }
    }

    /// Morris: sets `point` to `owner` (none: empty). Points off the board are left alone.
    pub fn set_point(&mut self, point: Point, owner: Option<Player>) {
        let count = self.point_count();
        if let SetupBoard::Morris { points, .. } = &mut self.board
            && point.index() < count
        {
            points[point.index()] = owner;
        }
    }

    /// Morris: who holds `point`.
    pub fn point(&self, point: Point) -> Option<Player> {
        match &self.board {
            SetupBoard::Morris { points, .. } => points.get(point.index()).copied().flatten(),
            SetupBoard::Mancala { .. } => None,
        }
    }

    /// Morris: changes `player`'s tokens in hand by `delta`, kept within 0..=12.
    pub fn change_hand(&mut self, player: Player, delta: i8) {
        if let SetupBoard::Morris { hand, .. } = &mut self.board {
            let n = &mut hand[player.index()];
            *n = n.saturating_add_signed(delta).min(TOKENS);
        }
    }

    /// Mancala: changes the seeds of `pit` (engine number) by `delta`, kept within 0..=64.
    pub fn change_seeds(&mut self, pit: Pit, delta: i8) {
        if let SetupBoard::Mancala { pits, .. } = &mut self.board
            && let Some(n) = pits.get_mut(pit.index())
        {
            *n = n.saturating_add_signed(delta).min(SEEDS as u8);
        }
    }

    /// Mancala: the seeds of `owner`'s pit `local`.
    pub fn pit(&self, owner: Player, local: LocalPit) -> u8 {
        match &self.board {
            SetupBoard::Mancala { pits, .. } => pits[local.on(owner).index()],
            SetupBoard::Morris { .. } => 0,
        }
    }

    /// An empty board: no token on it and every token in hand (morris), no seed (mancala).
    pub fn cleared(&self) -> Setup {
        let board = match self.board {
            SetupBoard::Morris { .. } => SetupBoard::Morris {
                points: [None; MAX_POINTS],
                hand: [TOKENS; 2],
            },
            SetupBoard::Mancala { .. } => SetupBoard::Mancala {
                pits: [0; PITS],
                overture: [false; 2],
                first_turn: [false; 2],
            },
        };
        Setup {
            to_act: Player::First,
            board,
            ..self.clone()
        }
    }

    /// The position text of the set-up, or `None` when it cannot be written: a morris
    /// player with more tokens than the game gives him.
    pub fn text(&self) -> Option<String> {
        match &self.board {
            SetupBoard::Morris { points, hand } => {
                let mut text: String = points
                    .iter()
                    .take(self.point_count())
                    .map(|p| match p {
                        Some(Player::First) => 'X',
                        Some(Player::Second) => 'O',
                        None => '.',
                    })
                    .collect();
                let lost = [self.lost(Player::First)?, self.lost(Player::Second)?];
                let phase = if *hand == [0, 0] { "move" } else { "place" };
                text.push_str(&format!(
                    " {} hand:{},{} lost:{},{} {phase}",
                    side(self.game, self.to_act),
                    hand[0],
                    hand[1],
                    lost[0],
                    lost[1]
                ));
                Some(text)
            }
            SetupBoard::Mancala {
                pits,
                overture,
                first_turn,
            } => {
                let rows: Vec<String> = rows(pits)
                    .iter()
                    .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
                    .collect();
                let mut text = format!("{} {}", rows.join("/"), side(self.game, self.to_act));
                for (flag, players) in [("overture", overture), ("first", first_turn)] {
                    if players.contains(&true) {
                        text.push_str(&format!(" {flag}:"));
                        if players[0] {
                            text.push('S');
                        }
                        if players[1] {
                            text.push('N');
                        }
                    }
                }
                Some(text)
            }
        }
    }

    /// The game that starts from this set-up, as the engine reads it.
    ///
    /// # Errors
    ///
    /// What is wrong with the position: the mistakes named by [`SetupProblem`], the
    /// engine's own reason for anything else, or the outcome of a game already over.
    pub fn check(&self) -> Result<Game, SetupProblem> {
        match &self.board {
            SetupBoard::Morris { hand, .. } => {
                for player in Player::BOTH {
                    let (on_board, in_hand) = (self.on_board(player), hand[player.index()]);
                    if u16::from(on_board) + u16::from(in_hand) > u16::from(TOKENS) {
                        return Err(SetupProblem::TooManyTokens {
                            player,
                            on_board,
                            in_hand,
                        });
                    }
                }
                // The engine's own rule for the placement phase (the first player places
                // first), said here with the hands a person chose.
                let [first, second] = *hand;
                let fits = match self.to_act {
                    _ if *hand == [0, 0] => true,
                    Player::First => first == second,
                    Player::Second => u16::from(first) + 1 == u16::from(second),
                };
                if !fits {
                    return Err(SetupProblem::HandsDoNotFit {
                        to_act: self.to_act,
                        hand: *hand,
                    });
                }
                // A set-up has given no ilobolo gift: every lost token was captured.
                let beaten = |p: Player| self.lost(p).is_some_and(|n| n >= 10);
                if Player::BOTH.into_iter().all(beaten) {
                    return Err(SetupProblem::BothBeaten);
                }
            }
            SetupBoard::Mancala { .. } => {
                let total = self.seeds();
                if total != SEEDS {
                    return Err(SetupProblem::SeedCount { total });
                }
            }
        }
        let Some(text) = self.text() else {
            // The counts above make every set-up writable; this is only a safeguard.
            return Err(SetupProblem::Engine(NotationError::new(
                "",
                "a position the notation can write",
            )));
        };
        let game =
            Game::from_position(self.game, self.options, &text).map_err(SetupProblem::Engine)?;
        match game.outcome() {
            Some(outcome) => Err(SetupProblem::Over(outcome)),
            None => Ok(game),
        }
    }
}

/// The letter of the player to act in a position text: `X`/`O` (morris), `S`/`N` (mancala).
fn side(game: GameId, player: Player) -> char {
    match (game.family(), player) {
        (Family::Morris, Player::First) => 'X',
        (Family::Morris, Player::Second) => 'O',
        (Family::Mancala, Player::First) => 'S',
        (Family::Mancala, Player::Second) => 'N',
    }
}

/// The mancala board of a set-up from the four rows as seen from South, as a position text
/// lists them (docs/geometry.md, Rows).
pub fn pits_from_rows(table: &[[u8; 8]; 4]) -> [u8; PITS] {
    from_rows(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::WinReason;

    #[test]
    fn every_start_position_is_its_own_set_up() {
        for game in GameId::ALL {
            let start = Game::with_defaults(game);
            let setup = Setup::of(&start);
            assert_eq!(
                setup.text().as_deref(),
                Some(start.position().as_str()),
                "{game}: the set-up writes the engine's own text"
            );
            let again = setup.check().unwrap_or_else(|e| panic!("{game}: {e:?}"));
            assert_eq!(again.position(), start.position());
            assert_eq!(
                Setup::from_text(game, *start.options(), &start.position()),
                Ok(setup)
            );
        }
    }

    #[test]
    fn too_many_tokens_and_hands_that_do_not_fit_are_named() {
        let mut setup = Setup::start(GameId::Isizulu, Options::defaults(GameId::Isizulu));
        for p in 0..13 {
            setup.set_point(Point::new_unchecked(p), Some(Player::First));
        }
        assert_eq!(
            setup.check().map(|_| ()),
            Err(SetupProblem::TooManyTokens {
                player: Player::First,
                on_board: 13,
                in_hand: 12
            })
        );
        assert_eq!(setup.text(), None);

        let mut setup = Setup::start(GameId::Isizulu, Options::defaults(GameId::Isizulu));
        setup.set_point(Point::new_unchecked(0), Some(Player::First));
        setup.change_hand(Player::First, -1);
        // The first player has placed: the second is to act, holding one more.
        assert!(matches!(
            setup.check(),
            Err(SetupProblem::HandsDoNotFit {
                to_act: Player::First,
                hand: [11, 12]
            })
        ));
        setup.to_act = Player::Second;
        let game = setup.check().expect("legal");
        assert_eq!(
            game.position(),
            "X....................... O hand:11,12 lost:0,0 place"
        );
    }

    #[test]
    fn a_position_already_over_is_refused_with_its_outcome() {
        let mut setup = Setup::start(GameId::Isizulu, Options::defaults(GameId::Isizulu));
        setup.change_hand(Player::First, -12);
        setup.change_hand(Player::Second, -12);
        for p in 0..3 {
            setup.set_point(Point::new_unchecked(p), Some(Player::First));
        }
        for p in 8..10 {
            setup.set_point(Point::new_unchecked(p), Some(Player::Second));
        }
        assert_eq!(
            setup.check().map(|_| ()),
            Err(SetupProblem::Over(Outcome::Win {
                winner: Player::First,
                reason: WinReason::TenCaptured
            }))
        );
    }

    #[test]
    fn two_beaten_players_are_named_not_left_to_the_engine() {
        let mut setup = Setup::start(GameId::Isizulu, Options::defaults(GameId::Isizulu));
        setup.change_hand(Player::First, -12);
        setup.change_hand(Player::Second, -12);
        setup.set_point(Point::new_unchecked(0), Some(Player::First));
        setup.set_point(Point::new_unchecked(8), Some(Player::Second));
        assert_eq!(setup.check().map(|_| ()), Err(SetupProblem::BothBeaten));
    }

    #[test]
    fn a_mancala_board_needs_its_64_seeds_and_a_player_who_can_move() {
        let options = Options::defaults(GameId::IsoloWomen);
        let mut setup = Setup::start(GameId::IsoloWomen, options);
        setup.change_seeds(LocalPit::outer(0).on(Player::First), -1);
        assert_eq!(
            setup.check().map(|_| ()),
            Err(SetupProblem::SeedCount { total: 63 })
        );
        // Every seed on North's side: South, to act, cannot sow.
        let mut table = [[0u8; 8]; 4];
        table[0] = [8; 8];
        let setup = Setup {
            board: SetupBoard::Mancala {
                pits: pits_from_rows(&table),
                overture: [false; 2],
                first_turn: [false; 2],
            },
            ..setup
        };
        assert!(matches!(
            setup.check(),
            Err(SetupProblem::Over(Outcome::Win {
                winner: Player::Second,
                ..
            }))
        ));
        assert_eq!(setup.seeds(), 64);
    }

    #[test]
    fn the_engine_names_what_else_is_wrong() {
        // Isisuthu's 25 points never fill, so the engine refuses no gifts here; a bad text
        // is refused with the token that is wrong.
        let options = Options::defaults(GameId::Isisuthu);
        let err = Setup::from_text(GameId::Isisuthu, options, "XXX O hand:0,0").unwrap_err();
        assert_eq!(err.token, "XXX");
    }
}
