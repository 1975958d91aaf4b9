//! The five named strengths of the computer player and what each may spend on a move.
//!
//! A level is a search budget (depth, nodes, time) plus a character: the lower levels add
//! noise to their judgement of positions and now and then overlook a capture, so that they
//! lose the way people lose (a shallow plan, a misjudged trade, a missed line) rather than
//! by playing at random.

use std::fmt;
use std::time::Duration;

use crate::rules::{Family, GameId};

/// A strength of the computer player, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Looks one decision ahead, misjudges positions often and misses many captures.
    Beginner,
    /// Sees the opponent's direct reply; still misjudges and misses captures now and then.
    Novice,
    /// A few plies deep with a little noise; rarely misses a capture.
    Intermediate,
    /// A real search with a moderate budget and exact judgement.
    Strong,
    /// The full search: the largest budget (at most about two seconds per move).
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Novice,
        Level::Intermediate,
        Level::Strong,
        Level::Master,
    ];

    /// The name used in the CLI, records and settings (`beginner` ... `master`).
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Novice => "novice",
            Level::Intermediate => "intermediate",
            Level::Strong => "strong",
            Level::Master => "master",
        }
    }

    /// Parses a name printed by [`Level::as_str`] (ASCII case ignored).
    ///
    /// # Errors
    ///
    /// When the text names no level.
    pub fn parse(text: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }

    /// The settings for play against a person in rule set `id`: the node budget of the arena
    /// ([`Level::arena_settings_for`]) raised for the top levels, and a time limit so that no
    /// move takes longer than about two seconds. The node budget normally ends the search
    /// first, so play is reproducible for a seed on this kind of machine; the time limit only
    /// protects slow machines.
    pub fn play_settings_for(self, id: GameId) -> Settings {
        self.play_from(self.arena_settings_for(id))
    }

    /// Play settings derived from arena settings.
    fn play_from(self, arena: Settings) -> Settings {
        match self {
            Level::Strong => Settings {
                max_nodes: arena.max_nodes * 4,
                max_time: Some(Duration::from_millis(1000)),
                table_bits: 18,
                ..arena
            },
            Level::Master => Settings {
                max_nodes: arena.max_nodes * 5,
                max_time: Some(Duration::from_millis(1900)),
                table_bits: 20,
                ..arena
            },
            _ => Settings {
                max_time: Some(Duration::from_millis(1000)),
                ..arena
            },
        }
    }

    /// The arena settings for one rule set: [`Level::arena_settings`] of its family, except
    /// where the rule set needs its own ladder.
    ///
    /// **Isolo, women's game.** Nearly every sowing captures and relays on, so a turn often
    /// moves a third of the board and the game is decided within a few plies: an exact
    /// three-ply search already plays about as well as the full search. Look-ahead therefore
    /// separates the levels only at the bottom, and the lower levels are set by how far they
    /// look and how badly they misjudge: the beginner weighs only his own sowing, misjudges
    /// by up to fifteen seeds and overlooks most captures; the novice sees the opponent's
    /// reply but still misjudges by up to ten seeds and overlooks half of the captures; the
    /// intermediate player sees the reply and judges (almost) exactly. The strong and master
    /// players are the family's.
    ///
    /// **Isolo, boys' game.** Looking only at one's own sowing is worth little here: even an
    /// exact one-ply search beat random play in only about 73% of the arena games (the
    /// family's beginner about 68%). The beginner therefore sees the reply, but misjudges by up
    /// to ten seeds and overlooks most captures. The other levels are the family's.
    pub fn arena_settings_for(self, id: GameId) -> Settings {
        if id == GameId::IsoloWomen {
            match self {
                Level::Beginner => {
                    return Settings {
                        max_depth: 1,
                        noise: 300,
                        miss_capture: 0.7,
                        ..self.arena_settings(Family::Mancala)
                    };
                }
                Level::Novice => {
                    return Settings {
                        max_depth: 2,
                        noise: 200,
                        miss_capture: 0.5,
                        ..self.arena_settings(Family::Mancala)
                    };
                }
                Level::Intermediate => {
                    return Settings {
                        max_depth: 2,
                        max_nodes: 4_000,
                        noise: 10,
                        miss_capture: 0.0,
                        ..self.arena_settings(Family::Mancala)
                    };
                }
                Level::Strong | Level::Master => {}
            }
        }
        if id == GameId::IsoloBoys && self == Level::Beginner {
            return Settings {
                max_depth: 2,
                noise: 200,
                miss_capture: 0.8,
                ..self.arena_settings(Family::Mancala)
            };
        }
        self.arena_settings(id.family())
    }

    /// The settings for the arena (`inkomo selfplay --players`): depth and node budgets only,
    /// no clock, so that a run is reproducible. Small enough that a 200-game match of any
    /// two levels fits in minutes on two cores.
    ///
    /// The families differ only at the intermediate level: a mancala turn has few choices,
    /// so the intermediate player looks one turn further there (otherwise it is hardly
    /// stronger than the novice).
    pub fn arena_settings(self, family: Family) -> Settings {
        if family == Family::Mancala && self == Level::Intermediate {
            return Settings {
                max_depth: 3,
                max_nodes: 4_000,
                max_time: None,
                noise: 8,
                miss_capture: 0.03,
                table_bits: 16,
                quiescence: true,
                endgame_tables: false,
            };
        }
        match self {
            Level::Beginner => Settings {
                max_depth: 1,
                max_nodes: 20_000,
                max_time: None,
                noise: 100,
                miss_capture: 0.5,
                table_bits: 12,
                quiescence: false,
                endgame_tables: false,
            },
            Level::Novice => Settings {
                max_depth: 2,
                max_nodes: 40_000,
                max_time: None,
                noise: 80,
                miss_capture: 0.3,
                table_bits: 14,
                quiescence: true,
                endgame_tables: false,
            },
            Level::Intermediate => Settings {
                max_depth: 3,
                max_nodes: 3_000,
                max_time: None,
                noise: 35,
                miss_capture: 0.1,
                table_bits: 16,
                quiescence: true,
                endgame_tables: false,
            },
            Level::Strong => Settings {
                max_depth: 64,
                max_nodes: 30_000,
                max_time: None,
                noise: 5,
                miss_capture: 0.0,
                table_bits: 16,
                quiescence: true,
                endgame_tables: false,
            },
            Level::Master => Settings {
                max_depth: 64,
                max_nodes: 300_000,
                max_time: None,
                noise: 2,
                miss_capture: 0.0,
                table_bits: 18,
                quiescence: true,
                endgame_tables: true,
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.as_str()).collect();
        write!(
            f,
            "unknown level '{}': expected one of {}",
            crate::text::echo(&self.0),
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownLevel {}

/// What one search may spend, and how it errs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// Deepest iteration of the iterative deepening, in plies (decisions).
    pub max_depth: u8,
    /// Nodes (actions applied) after which the search stops and plays its best move so far.
    pub max_nodes: u64,
    /// Thinking time after which the search stops; `None` for none (reproducible runs).
    pub max_time: Option<Duration>,
    /// Amplitude of the judgement noise, in evaluation units (a morris token is 100, a
    /// mancala seed 20). The noise is a fixed function of the position and the seed, so the
    /// player misjudges a position consistently within one search.
    pub noise: i32,
    /// Chance (0..1) that the player overlooks each capturing move at the root.
    pub miss_capture: f64,
    /// The transposition table holds `2^table_bits` entries of 16 bytes.
    pub table_bits: u8,
    /// Whether leaves are settled by a capture-only search (morris). Without it the player
    /// does not see the opponent's capture that answers his move: the beginner's blind spot.
    pub quiescence: bool,
    /// Whether the player plays from the morris endgame tables where they are installed and
    /// cover the position (the Master level and the hint; see `ai::endgame`).
    pub endgame_tables: bool,
}

impl Settings {
    /// An exact search limited by nodes and depth only (tests, benchmarks, hints).
    pub fn exact(max_depth: u8, max_nodes: u64) -> Settings {
        Settings {
            max_depth,
            max_nodes,
            max_time: None,
            noise: 0,
            miss_capture: 0.0,
            table_bits: 18,
            quiescence: true,
            endgame_tables: false,
        }
    }

    /// The same settings without the endgame tables (the arena's `master-notables`).
    pub fn without_tables(self) -> Settings {
        Settings {
            endgame_tables: false,
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.as_str()), Ok(level));
            assert_eq!(level.to_string(), level.as_str());
        }
        assert_eq!(Level::parse("Master"), Ok(Level::Master));
        let err = Level::parse("grandmaster").unwrap_err().to_string();
        assert!(
            err.contains("grandmaster") && err.contains("beginner"),
            "{err}"
        );
    }

    #[test]
    fn budgets_grow_with_the_level() {
        for id in GameId::ALL {
            for pair in Level::ALL.windows(2) {
                let (weaker, level) = (pair[0], pair[1]);
                let (a, b) = (weaker.arena_settings_for(id), level.arena_settings_for(id));
                assert!(
                    a.noise >= b.noise && a.miss_capture >= b.miss_capture,
                    "{id}"
                );
                assert!(a.max_depth <= b.max_depth, "{id}");
                let play = level.play_settings_for(id);
                assert!(play.max_time.unwrap() <= Duration::from_secs(2));
                assert!(play.max_nodes >= b.max_nodes);
            }
            // The top two levels are the family's everywhere: no rule set weakens them.
            for top in [Level::Strong, Level::Master] {
                assert_eq!(top.arena_settings_for(id), top.arena_settings(id.family()));
            }
        }
    }

    #[test]
    fn the_family_settings_stay_for_the_other_rule_sets() {
        for id in [GameId::Isisuthu, GameId::Igisoro] {
            for level in Level::ALL {
                assert_eq!(
                    level.arena_settings_for(id),
                    level.arena_settings(id.family())
                );
                assert_eq!(
                    level.play_settings_for(id),
                    level.play_from(level.arena_settings(id.family()))
                );
            }
        }
        let women = Level::Beginner.arena_settings_for(GameId::IsoloWomen);
        assert_ne!(women, Level::Beginner.arena_settings(Family::Mancala));
    }
}
