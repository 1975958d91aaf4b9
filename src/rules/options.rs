//! Variant options as data: every reading that docs/readings.md names,
//! with its default, its choices and its sources.
//!
//! Names and values are the snake_case words of docs/readings.md, Options, in the CLI and in
//! records alike (`resow_origin=capture_pit`, `capture_mode=compulsory`, ...). A record stores
//! every value, so a game replays the same way forever.

mod table;

use std::fmt;

use super::GameId;
use crate::text::echo;

pub use table::{Choice, OptionSpec, SPECS};

/// The options of one game: for each option that applies to it, the index of the chosen value.
///
/// Small and `Copy`; engines read typed views of it (see the accessors).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    game: GameId,
    choice: [u8; SPECS.len()],
}

impl Options {
    /// The dossier's defaults for `game`.
    pub fn defaults(game: GameId) -> Options {
        Options {
            game,
            choice: [0; SPECS.len()],
        }
    }

    /// The game these options belong to.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The option specs that apply to `game`, in dossier order.
    pub fn specs(game: GameId) -> impl Iterator<Item = &'static OptionSpec> {
        SPECS.iter().filter(move |s| s.applies_to(game))
    }

    /// Sets `name` to `value`, or says what is wrong.
    ///
    /// # Errors
    ///
    /// When the game has no such option or the option no such value.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        let Some(index) = Self::spec_index(self.game, name) else {
            let exists = SPECS.iter().any(|s| s.name == name);
            let name = name.to_string();
            let game = self.game;
            return Err(if exists {
                OptionError::NotForGame { game, name }
            } else {
                OptionError::UnknownOption { game, name }
            });
        };
        let spec = &SPECS[index];
        let Some(choice) = spec.choices.iter().position(|c| c.value == value) else {
            return Err(OptionError::UnknownValue {
                name: spec.name,
                value: value.to_string(),
                expected: spec
                    .choices
                    .iter()
                    .map(|c| c.value)
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        };
        self.choice[index] = choice as u8;
        Ok(())
    }

    /// Parses one `name=value` pair and sets it.
    ///
    /// # Errors
    ///
    /// When the text is not `name=value`, or as [`Options::set`].
    pub fn set_pair(&mut self, pair: &str) -> Result<(), OptionError> {
        let Some((name, value)) = pair.split_once('=') else {
            return Err(OptionError::NotAPair(pair.to_string()));
        };
        self.set(name.trim(), value.trim())
    }

    /// The current value of `name`, if the option applies to this game.
    pub fn get(&self, name: &str) -> Option<&'static str> {
        let index = Self::spec_index(self.game, name)?;
        Some(SPECS[index].choices[self.choice[index] as usize].value)
    }

    /// The index in [`SPECS`] of the option `name` of `game`. Two games may share a name with
    /// different choices (`resow_origin` of Isolo, I1, and of Igisoro, G4).
    fn spec_index(game: GameId, name: &str) -> Option<usize> {
        SPECS
            .iter()
            .position(|s| s.name == name && s.applies_to(game))
    }

    /// Every option of this game with its current value, in dossier order.
    pub fn pairs(&self) -> Vec<(&'static str, &'static str)> {
        SPECS
            .iter()
            .enumerate()
            .filter(|(_, s)| s.applies_to(self.game))
            .map(|(i, s)| (s.name, s.choices[self.choice[i] as usize].value))
            .collect()
    }

    /// The options that differ from the defaults, as `name=value` words.
    pub fn non_default_pairs(&self) -> Vec<String> {
        SPECS
            .iter()
            .enumerate()
            .filter(|(i, s)| s.applies_to(self.game) && self.choice[*i] != 0)
            .map(|(i, s)| format!("{}={}", s.name, s.choices[self.choice[i] as usize].value))
            .collect()
    }

    /// Index of the chosen value of option `name` (0 = default). Engines use the typed
    /// accessors below; an option that does not apply to the game reads as its default.
    fn index_of(&self, name: &str) -> u8 {
        Self::spec_index(self.game, name).map_or(0, |i| self.choice[i])
    }

    /// The morris options in typed form.
    pub fn morris(&self) -> MorrisOptions {
        MorrisOptions {
            mill_removal: match self.index_of("mill_removal") {
                1 => MillRemoval::NotFromLineUnlessAll,
                2 => MillRemoval::NotFromLineElseForfeit,
                _ => MillRemoval::Any,
            },
            one_removal_per_line: self.index_of("removals_per_move") == 1,
            count_ilobolo_as_capture: self.index_of("count_ilobolo_as_capture") == 0,
            blocked_player_loses: self.index_of("blocked_player") == 1,
            repetition_same_move_thrice: self.index_of("repetition") == 1,
            three_v_three_limit: if self.index_of("three_v_three_limit") == 1 {
                10
            } else {
                30
            },
            line_reforming: match self.index_of("line_reforming") {
                1 => LineReforming::MssaNoImmediateReturn,
                2 => LineReforming::NewTokenEachTime,
                _ => LineReforming::Allowed,
            },
            isisuthu_centre_any_straight: self.index_of("isisuthu_centre_lines") == 1,
            isisuthu_no_corner_diagonals: self.index_of("isisuthu_corner_diagonals") == 1,
            isisuthu_flying: self.index_of("isisuthu_flying") == 1,
        }
    }

    /// The Isolo options in typed form.
    pub fn isolo(&self) -> IsoloOptions {
        IsoloOptions {
            resow_origin: match self.index_of("resow_origin") {
                1 => ResowOrigin::CapturePit,
                2 => ResowOrigin::TurnOrigin,
                _ => ResowOrigin::CapturingLapStart,
            },
            capture_needs_both: self.index_of("capture_condition") == 1,
            protect_nghana: self.index_of("protect_nghana") == 0,
            include_start_pit: self.index_of("include_start_pit") == 1,
            endless_ends_turn: self.index_of("endless_move") == 1,
        }
    }

    /// The Igisoro options in typed form.
    pub fn igisoro(&self) -> IgisoroOptions {
        IgisoroOptions {
            start_layout: match self.index_of("start_layout") {
                1 => StartLayout::OuterRows,
                2 => StartLayout::Custom,
                _ => StartLayout::InnerRows,
            },
            min_seeds: if self.index_of("min_seeds") == 1 {
                1
            } else {
                2
            },
            capture_compulsory: self.index_of("capture_mode") == 1,
            resow_from_capturing_lap_start: self.index_of("resow_origin") == 1,
            reverse_pits: match self.index_of("reverse_pits") {
                1 => ReversePits::LeftOnly,
                2 => ReversePits::LudiiCode,
                3 => ReversePits::OmwesoLeft4,
                4 => ReversePits::None,
                _ => ReversePits::Merriam,
            },
            reverse_on_arrival: self.index_of("reverse_trigger") == 0,
            resow_same_direction: self.index_of("resow_direction") == 1,
            no_capture_first_turns: self.index_of("no_capture_first_turns") == 1,
            endless_ends_turn: self.index_of("endless_move") == 1,
        }
    }
}

/// Which opponent tokens may be removed after a capture line (docs/readings.md, M1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MillRemoval {
    /// Any opponent token (BLAC).
    Any,
    /// Not from a line unless all of them stand in lines (MSSA).
    NotFromLineUnlessAll,
    /// Never from a line; if all stand in lines the shot is forfeited (africangames).
    NotFromLineElseForfeit,
}

/// Restrictions on re-forming a line by shuffling (docs/readings.md, M9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineReforming {
    /// No restriction (BLAC).
    Allowed,
    /// A token that broke a line may not return at once if that re-makes the line (MSSA).
    MssaNoImmediateReturn,
    /// The same token may not capture twice in a row (africangames).
    NewTokenEachTime,
}

/// Morris options in typed form (docs/readings.md, Options).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MorrisOptions {
    /// M1.
    pub mill_removal: MillRemoval,
    /// M2: `removals_per_move=one_per_line`.
    pub one_removal_per_line: bool,
    /// M5: ilobolo gifts count toward the ten captures (default true).
    pub count_ilobolo_as_capture: bool,
    /// M6: `blocked_player=loses`.
    pub blocked_player_loses: bool,
    /// M7: `repetition=same_move_thrice`.
    pub repetition_same_move_thrice: bool,
    /// M8: moves each allowed with three tokens against three and no capture (30 or 10).
    pub three_v_three_limit: u8,
    /// M9.
    pub line_reforming: LineReforming,
    /// M10: `isisuthu_centre_lines=any_straight`.
    pub isisuthu_centre_any_straight: bool,
    /// M11: `isisuthu_corner_diagonals=none`.
    pub isisuthu_no_corner_diagonals: bool,
    /// M13: `isisuthu_flying=true`.
    pub isisuthu_flying: bool,
}

/// Where captured seeds are re-sown from in Isolo (docs/readings.md, I1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResowOrigin {
    /// The start pit of the lap that made the capture (Wikimanqala).
    CapturingLapStart,
    /// The pit where the capturing seed fell (es/en/de Wikipedia).
    CapturePit,
    /// The origin pit of the whole move (it/fr Wikipedia, possible reading).
    TurnOrigin,
}

/// Isolo options in typed form (docs/readings.md, Options).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IsoloOptions {
    /// I1.
    pub resow_origin: ResowOrigin,
    /// I2: `capture_condition=both`.
    pub capture_needs_both: bool,
    /// I4: the ng'hana column is protected while its owner is in overture (default true).
    pub protect_nghana: bool,
    /// I5: `include_start_pit=true`: the re-sow's first seed goes into the start pit itself.
    pub include_start_pit: bool,
    /// I8: `endless_move=end_turn_at_cap`.
    pub endless_ends_turn: bool,
}

/// Igisoro start layouts (docs/readings.md, G1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StartLayout {
    /// 4 seeds in each inner pit.
    InnerRows,
    /// 4 seeds in each outer pit.
    OuterRows,
    /// Each player arranges his 32 seeds over his 16 pits before move 1.
    Custom,
}

/// Igisoro reverse-sowing pit sets (docs/readings.md, G5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReversePits {
    /// o1, o8, i2, i7 (Merriam).
    Merriam,
    /// o1, i2 (Murray).
    LeftOnly,
    /// i1, i8, o2, o7 (Kubuguza.lud code).
    LudiiCode,
    /// o1, o2, i1, i2 (Omweso).
    OmwesoLeft4,
    /// No reverse sowing.
    None,
}

/// Igisoro options in typed form (docs/readings.md, Options).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IgisoroOptions {
    /// G1.
    pub start_layout: StartLayout,
    /// G2: seeds a pit needs to be sown (2 or 1).
    pub min_seeds: u8,
    /// G3: `capture_mode=compulsory` (no ndahise, no ndakubye).
    pub capture_compulsory: bool,
    /// G4: `resow_origin=capturing_lap_start` (Igisoro).
    pub resow_from_capturing_lap_start: bool,
    /// G5.
    pub reverse_pits: ReversePits,
    /// G6: reverse sowing also on arrival at a reverse pit (default true).
    pub reverse_on_arrival: bool,
    /// G8: `resow_direction=same_as_capturing_lap`.
    pub resow_same_direction: bool,
    /// G9: `no_capture_first_turns=true`.
    pub no_capture_first_turns: bool,
    /// G12: `endless_move=end_turn_at_cap`.
    pub endless_ends_turn: bool,
}

/// A bad option name or value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option has this name.
    UnknownOption {
        /// The game.
        game: GameId,
        /// The name given.
        name: String,
    },
    /// The option exists but belongs to other games.
    NotForGame {
        /// The game.
        game: GameId,
        /// The name given.
        name: String,
    },
    /// The value is not one of the option's choices.
    UnknownValue {
        /// The option.
        name: &'static str,
        /// The value given.
        value: String,
        /// The allowed values.
        expected: String,
    },
    /// The text is not of the form `name=value`.
    NotAPair(String),
}

// The names and values come from a user or a file: echoed escaped and cut.
impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownOption { game, name } => {
                let names: Vec<&str> = Options::specs(*game).map(|s| s.name).collect();
                write!(
                    f,
                    "unknown option '{}' for {game}: expected one of {}",
                    echo(name),
                    names.join(", ")
                )
            }
            OptionError::NotForGame { game, name } => {
                write!(f, "option '{}' does not apply to {game}", echo(name))
            }
            OptionError::UnknownValue {
                name,
                value,
                expected,
            } => write!(
                f,
                "unknown value '{}' for option '{name}': expected one of {expected}",
                echo(value)
            ),
            OptionError::NotAPair(text) => {
                write!(f, "'{}' is not an option: expected NAME=VALUE", echo(text))
            }
        }
    }
}

impl std::error::Error for OptionError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_first_choice_and_round_trip() {
        for game in GameId::ALL {
            let options = Options::defaults(game);
            for (name, value) in options.pairs() {
                let spec = Options::specs(game).find(|s| s.name == name).unwrap();
                assert_eq!(value, spec.default_value());
            }
        }
    }

    #[test]
    fn every_value_can_be_set_and_read_back() {
        for game in GameId::ALL {
            for spec in Options::specs(game) {
                for choice in spec.choices {
                    let mut options = Options::defaults(game);
                    options.set(spec.name, choice.value).unwrap();
                    assert_eq!(options.get(spec.name), Some(choice.value));
                }
            }
        }
    }

    #[test]
    fn bad_names_and_values_are_named_in_the_error() {
        let mut options = Options::defaults(GameId::Igisoro);
        let err = options
            .set("capture_mode", "sometimes")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("sometimes") && err.contains("compulsory"),
            "{err}"
        );
        let err = options.set("mill_removal", "any").unwrap_err().to_string();
        assert!(err.contains("does not apply"), "{err}");
        let err = options.set_pair("capture_mode").unwrap_err().to_string();
        assert!(err.contains("NAME=VALUE"), "{err}");
    }

    #[test]
    fn typed_views_follow_the_values() {
        let mut options = Options::defaults(GameId::IsoloWomen);
        assert_eq!(options.isolo().resow_origin, ResowOrigin::CapturingLapStart);
        options.set("resow_origin", "capture_pit").unwrap();
        assert_eq!(options.isolo().resow_origin, ResowOrigin::CapturePit);
        let mut options = Options::defaults(GameId::Isizulu);
        assert_eq!(options.morris().three_v_three_limit, 30);
        options.set("three_v_three_limit", "10").unwrap();
        assert_eq!(options.morris().three_v_three_limit, 10);
    }
}
