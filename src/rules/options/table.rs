//! The option table: every option of every game with its dossier row, its values (the
//! default first) and the sources that read the rule each way, and the games it applies to.

use crate::rules::GameId;
use crate::rules::sources::{Cite, Place, Source};

/// One option as the CLI, the records and the new-game dialog see it.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The option's name, e.g. `mill_removal`.
    pub name: &'static str,
    /// The section of docs/readings.md that states it, e.g. `M1` (for maintainers; never shown to
    /// players).
    pub dossier: &'static str,
    /// The allowed values; the first is the default.
    pub choices: &'static [Choice],
    /// The games it applies to.
    pub games: &'static [GameId],
}

impl OptionSpec {
    /// The default value (the dossier's recommended reading).
    pub fn default_value(&self) -> &'static str {
        self.choices[0].value
    }

    /// Whether this option applies to `game`.
    pub fn applies_to(&self, game: GameId) -> bool {
        self.games.contains(&game)
    }
}

/// One value of an option and the sources that read the rule that way.
#[derive(Clone, Copy, Debug)]
pub struct Choice {
    /// The value, e.g. `not_from_line_unless_all`.
    pub value: &'static str,
    /// The sources that read the rule this way, as a reader knows them; empty for a reading
    /// no source states (the app's own choice where the sources are silent).
    pub cites: &'static [Cite],
}

const fn c(value: &'static str, cites: &'static [Cite]) -> Choice {
    Choice { value, cites }
}

const fn of(source: Source) -> Cite {
    Cite::of(source)
}

const fn at(source: Source, place: &'static str) -> Cite {
    Cite::at(source, place)
}

const fn place(source: Source, at: Place) -> Cite {
    Cite::place(source, at)
}

use GameId::{Igisoro, Isipowe, Isisuthu, Isizulu, IsoloBoys, IsoloWomen};
const MORRIS: &[GameId] = &[Isisuthu, Isizulu, Isipowe];
const ZULU_POWE: &[GameId] = &[Isizulu, Isipowe];
const SUTHU: &[GameId] = &[Isisuthu];
const ISOLO: &[GameId] = &[IsoloWomen, IsoloBoys];
const BOYS: &[GameId] = &[IsoloBoys];
const MANCALA: &[GameId] = &[IsoloWomen, IsoloBoys, Igisoro];
const IGISORO: &[GameId] = &[Igisoro];

/// Every option of every game, in dossier order.
pub const SPECS: &[OptionSpec] = &[
    OptionSpec {
        name: "mill_removal",
        dossier: "M1",
        choices: &[
            c("any", &[at(Source::BlacT, "A.4, B.5")]),
            c(
                "not_from_line_unless_all",
                &[of(Source::Mssa), of(Source::Porges)],
            ),
            c("not_from_line_else_forfeit", &[of(Source::AfricanGames)]),
        ],
        games: MORRIS,
    },
    OptionSpec {
        name: "removals_per_move",
        dossier: "M2",
        choices: &[
            c("one", &[of(Source::Mssa), of(Source::Porges)]),
            c("one_per_line", &[of(Source::Sanmill)]),
        ],
        games: MORRIS,
    },
    OptionSpec {
        name: "count_ilobolo_as_capture",
        dossier: "M5",
        choices: &[
            c("true", &[]),
            c(
                "false",
                &[place(Source::BlacT, Place::ReadLiterally("A.8, B.9"))],
            ),
        ],
        games: ZULU_POWE,
    },
    OptionSpec {
        name: "blocked_player",
        dossier: "M6",
        choices: &[
            c("pass", &[at(Source::BlacT, "A.6, B.7")]),
            c(
                "loses",
                &[
                    of(Source::Mssa),
                    of(Source::WpMorabaraba),
                    of(Source::AfricanGames),
                ],
            ),
        ],
        games: MORRIS,
    },
    OptionSpec {
        name: "repetition",
        dossier: "M7",
        choices: &[
            c("threefold", &[at(Source::BlacT, "A.9, B.10")]),
            c(
                "same_move_thrice",
                &[place(Source::BlacT, Place::PtEsText("10"))],
            ),
        ],
        games: MORRIS,
    },
    OptionSpec {
        name: "three_v_three_limit",
        dossier: "M8",
        choices: &[
            c("30", &[at(Source::BlacT, "A.9, B.10")]),
            c("10", &[of(Source::Mssa)]),
        ],
        games: MORRIS,
    },
    OptionSpec {
        name: "line_reforming",
        dossier: "M9",
        choices: &[
            c("allowed", &[place(Source::BlacT, Place::Silent)]),
            c("mssa_no_immediate_return", &[of(Source::Mssa)]),
            c("new_token_each_time", &[of(Source::AfricanGames)]),
        ],
        games: MORRIS,
    },
    OptionSpec {
        name: "isisuthu_centre_lines",
        dossier: "M10",
        choices: &[
            c("blac", &[at(Source::BlacT, "A.4"), of(Source::Porges)]),
            c(
                "any_straight",
                &[place(Source::LudiiMb, Place::GameFileOf("Morabaraba"))],
            ),
        ],
        games: SUTHU,
    },
    OptionSpec {
        name: "isisuthu_corner_diagonals",
        dossier: "M11",
        choices: &[
            c("outer_middle", &[of(Source::Porges), of(Source::LudiiMb)]),
            c("none", &[place(Source::BlacT, Place::Silent)]),
        ],
        games: SUTHU,
    },
    OptionSpec {
        name: "isisuthu_flying",
        dossier: "M13",
        choices: &[
            c("false", &[at(Source::BlacT, "B.9")]),
            c("true", &[at(Source::LudiiMb, "Morabaraba")]),
        ],
        games: SUTHU,
    },
    OptionSpec {
        name: "resow_origin",
        dossier: "I1",
        choices: &[
            c(
                "capturing_lap_start",
                &[
                    of(Source::WmqB),
                    of(Source::WmqW),
                    place(Source::LudiiIs, Place::GameFile),
                ],
            ),
            c(
                "capture_pit",
                &[
                    of(Source::EsWp),
                    place(Source::LudiiIs, Place::HistoricalSummary),
                ],
            ),
            c(
                "turn_origin",
                &[place(Source::ItWp, Place::OnePossibleReading)],
            ),
        ],
        games: ISOLO,
    },
    OptionSpec {
        name: "capture_condition",
        dossier: "I2",
        choices: &[
            c(
                "either",
                &[
                    of(Source::WmqB),
                    of(Source::WmqW),
                    of(Source::EsWp),
                    of(Source::ItWp),
                    place(Source::LudiiIs, Place::GameFile),
                ],
            ),
            c("both", &[place(Source::LudiiIs, Place::HistoricalSummary)]),
        ],
        games: ISOLO,
    },
    OptionSpec {
        name: "protect_nghana",
        dossier: "I4",
        choices: &[
            c("true", &[of(Source::WmqB), of(Source::EsWp)]),
            c("false", &[place(Source::LudiiIs, Place::GameFile)]),
        ],
        games: BOYS,
    },
    OptionSpec {
        name: "include_start_pit",
        dossier: "I5",
        choices: &[
            c(
                "false",
                &[place(Source::LudiiIs, Place::GameFileAndSummary)],
            ),
            c(
                "true",
                &[place(
                    Source::WmqB,
                    Place::ReadLiterally("\"starting on the same hole\""),
                )],
            ),
        ],
        games: ISOLO,
    },
    OptionSpec {
        name: "endless_move",
        dossier: "I8, G12",
        choices: &[c("illegal", &[]), c("end_turn_at_cap", &[])],
        games: MANCALA,
    },
    OptionSpec {
        name: "start_layout",
        dossier: "G1",
        choices: &[
            c(
                "inner_rows",
                &[
                    of(Source::Winfo),
                    of(Source::Merriam),
                    of(Source::Mathsloup),
                    place(Source::EnWpG, Place::Diagrams),
                ],
            ),
            c("outer_rows", &[place(Source::EnWpG, Place::ArticleText)]),
            c("custom", &[place(Source::EnWpG, Place::ArticleText)]),
        ],
        games: IGISORO,
    },
    OptionSpec {
        name: "min_seeds",
        dossier: "G2",
        choices: &[
            c("2", &[of(Source::Winfo), of(Source::Merriam)]),
            c("1", &[of(Source::EnWpG)]),
        ],
        games: IGISORO,
    },
    OptionSpec {
        name: "capture_mode",
        dossier: "G3",
        choices: &[
            c("optional", &[of(Source::Winfo), of(Source::EnWpG)]),
            c(
                "compulsory",
                &[at(Source::Winfo, "\"in some areas\""), of(Source::Merriam)],
            ),
        ],
        games: IGISORO,
    },
    OptionSpec {
        name: "resow_origin",
        dossier: "G4",
        choices: &[
            c("turn_origin", &[of(Source::Winfo), of(Source::EnWpG)]),
            c("capturing_lap_start", &[of(Source::Merriam)]),
        ],
        games: IGISORO,
    },
    OptionSpec {
        name: "reverse_pits",
        dossier: "G5",
        choices: &[
            c("merriam", &[of(Source::Merriam)]),
            c("left_only", &[of(Source::Murray)]),
            c(
                "ludii_code",
                &[place(Source::Merriam, Place::GameFileOf("Kubuguza"))],
            ),
            c("omweso_left4", &[at(Source::Shackell, "Omweso")]),
            c("none", &[]),
        ],
        games: IGISORO,
    },
    OptionSpec {
        name: "reverse_trigger",
        dossier: "G6",
        choices: &[
            c(
                "start_and_arrival",
                &[of(Source::Winfo), of(Source::EnWpG), of(Source::Merriam)],
            ),
            c("start_only", &[]),
        ],
        games: IGISORO,
    },
    OptionSpec {
        name: "resow_direction",
        dossier: "G8",
        choices: &[
            c("ccw_unless_direct_capture", &[of(Source::Merriam)]),
            c("same_as_capturing_lap", &[of(Source::EnWpG)]),
        ],
        games: IGISORO,
    },
    OptionSpec {
        name: "no_capture_first_turns",
        dossier: "G9",
        choices: &[
            c(
                "false",
                &[
                    place(Source::Winfo, Place::Silent),
                    place(Source::EnWpG, Place::Silent),
                ],
            ),
            c("true", &[of(Source::Merriam)]),
        ],
        games: IGISORO,
    },
];
