//! The rule references carried by mancala effects: a stable snake_case id (the key of the
//! app's explanation, `rule-<id>`) and the sources that state the rule.
//!
//! Isolo and Igisoro have their own sources (docs/readings.md, Sources), so a rule both games share
//! (a sowing, a relay, a lap ending in an empty pit, a player who cannot move) has one reference
//! per game, with the same id: [`sow`], [`relay`], [`lap_ends_empty`], [`cannot_move`] pick it.
//! Every source cited by an Igisoro effect is an Igisoro source and every one cited by an Isolo
//! effect an Isolo source; a test walks random games to check it. Each constant names, for
//! maintainers, the section of docs/readings.md it implements.

use crate::rules::RuleRef;
use crate::rules::sources::{Cite, Place, Source};

const fn r(id: &'static str, cites: &'static [Cite]) -> RuleRef {
    RuleRef { id, cites }
}

const WMQ_B: Cite = Cite::of(Source::WmqB);
const WMQ_W: Cite = Cite::of(Source::WmqW);
const ES_WP: Cite = Cite::of(Source::EsWp);
const IT_WP: Cite = Cite::of(Source::ItWp);
const WINFO: Cite = Cite::of(Source::Winfo);
const EN_WP_G: Cite = Cite::of(Source::EnWpG);
const MERRIAM: Cite = Cite::of(Source::Merriam);

/// Isolo: a move lifts every seed of an own pit with two or more and sows one per pit
/// onwards (docs/readings.md, Sowing, Women).
pub(super) const SOW_ISOLO: RuleRef = r("sow", &[WMQ_B, WMQ_W, ES_WP]);
/// Igisoro: the same (docs/readings.md, Igisoro).
pub(super) const SOW_IGISORO: RuleRef = r("sow", &[WINFO, MERRIAM]);
/// Isolo boys: during his overture a player sows on his 14 left-hand pits only
/// (docs/readings.md, Boys).
pub(super) const OVERTURE: RuleRef = r(
    "overture",
    &[
        WMQ_B,
        ES_WP,
        Cite::place(Source::LudiiIs, Place::GameDescription),
    ],
);
/// Isolo boys: sowing the ng'hana ends the overture; from then on the full 16-pit circuit.
pub(super) const OVERTURE_ENDS: RuleRef = r(
    "overture_ends",
    &[WMQ_B, Cite::place(Source::LudiiIs, Place::GameDescription)],
);
/// Isolo: the last seed fell in an occupied pit that does not capture: lift it all and sow
/// on (docs/readings.md, Sowing, Women).
pub(super) const RELAY_ISOLO: RuleRef = r("relay", &[WMQ_B, WMQ_W, ES_WP]);
/// Igisoro: the same (docs/readings.md, Landing).
pub(super) const RELAY_IGISORO: RuleRef = r("relay", &[WINFO, EN_WP_G, MERRIAM]);
/// Isolo: the last seed fell in an empty pit: the turn ends (*kucha*, docs/readings.md, Sowing).
pub(super) const LAP_ENDS_EMPTY_ISOLO: RuleRef = r("lap_ends_empty", &[WMQ_B, ES_WP, IT_WP]);
/// Igisoro: the same (docs/readings.md, Landing).
pub(super) const LAP_ENDS_EMPTY_IGISORO: RuleRef = r("lap_ends_empty", &[WINFO, EN_WP_G]);
/// Isolo capture: occupied own inner pit, at least one facing pit holds seeds
/// (docs/readings.md, Women, I2 default).
pub(super) const CAPTURE_ISOLO: RuleRef = r(
    "capture_isolo",
    &[
        WMQ_B,
        WMQ_W,
        ES_WP,
        IT_WP,
        Cite::place(Source::LudiiIs, Place::GameFile),
    ],
);
/// Isolo capture with `capture_condition=both`: both facing pits must hold seeds (I2).
pub(super) const CAPTURE_ISOLO_BOTH: RuleRef = r(
    "capture_isolo_both",
    &[Cite::place(Source::LudiiIs, Place::HistoricalSummary)],
);
/// Igisoro capture: occupied own inner pit, both facing pits hold seeds
/// (docs/readings.md, Landing, Ndahise).
pub(super) const CAPTURE_IGISORO: RuleRef = r("capture_igisoro", &[WINFO, EN_WP_G, MERRIAM]);
/// Igisoro with `capture_mode=compulsory`: the capture is taken without asking (G3).
pub(super) const CAPTURE_COMPULSORY: RuleRef = r(
    "capture_compulsory",
    &[Cite::at(Source::Winfo, "\"in some areas\""), MERRIAM],
);
/// Igisoro: a capture is optional; the mover takes it or says *ndahise*
/// (docs/readings.md, Ndahise, G3).
pub(super) const CAPTURE_OPTIONAL: RuleRef = r("capture_optional", &[WINFO, EN_WP_G]);
/// Isolo: captured seeds are re-sown from the start pit of the capturing lap (I1 default).
pub(super) const RESOW_CAPTURING_LAP_START_ISOLO: RuleRef = r(
    "resow_capturing_lap_start",
    &[WMQ_B, WMQ_W, Cite::place(Source::LudiiIs, Place::GameFile)],
);
/// Igisoro with `resow_origin=capturing_lap_start` (G4).
pub(super) const RESOW_CAPTURING_LAP_START_IGISORO: RuleRef =
    r("resow_capturing_lap_start", &[MERRIAM]);
/// Isolo with `resow_origin=capture_pit`: re-sown from the pit where the capturing seed fell
/// (I1).
pub(super) const RESOW_CAPTURE_PIT: RuleRef = r(
    "resow_capture_pit",
    &[
        ES_WP,
        Cite::place(Source::LudiiIs, Place::HistoricalSummary),
    ],
);
/// Isolo with `resow_origin=turn_origin`: re-sown from the pit the whole move began from (I1).
pub(super) const RESOW_TURN_ORIGIN_ISOLO: RuleRef = r(
    "resow_turn_origin",
    &[Cite::place(
        Source::ItWp,
        Place::OneReadingOf("\"la stessa buca da cui era partita la mossa\""),
    )],
);
/// Igisoro: captured seeds are re-sown from the pit the turn began from
/// (docs/readings.md, Ndahise, G4: the default).
pub(super) const RESOW_TURN_ORIGIN_IGISORO: RuleRef = r("resow_turn_origin", &[WINFO, EN_WP_G]);
/// Isolo with `include_start_pit=true`: the re-sow's first seed goes into its start pit
/// (I5: the literal reading of "starting on the same hole").
pub(super) const INCLUDE_START_PIT: RuleRef = r(
    "include_start_pit",
    &[Cite::place(
        Source::WmqB,
        Place::ReadLiterally("\"starting on the same hole\""),
    )],
);
/// Isolo boys: the ng'hana column of a player in overture cannot be captured and counts as
/// empty for the capture test (docs/readings.md, Boys, I4).
pub(super) const NGHANA_PROTECTED: RuleRef = r("nghana_protected", &[WMQ_B, ES_WP]);
/// Igisoro: the mover declines the capture ("I pass") and relays on (docs/readings.md, Ndahise).
pub(super) const NDAHISE: RuleRef = r("ndahise", &[WINFO, EN_WP_G]);
/// Igisoro: after a *ndahise* the opponent retreats his threatened inner pit ("I retreat";
/// docs/readings.md, Ndahise, G10).
pub(super) const NDAKUBYE: RuleRef = r("ndakubye", &[WINFO, EN_WP_G]);
/// Igisoro: after a *ndahise* the opponent does not retreat (docs/readings.md, Ndahise).
pub(super) const KEEP: RuleRef = r("keep", &[WINFO, EN_WP_G]);
/// Igisoro: a lap sown clockwise from a reverse pit, allowed only for a direct capture
/// (docs/readings.md, Reverse, G5).
pub(super) const REVERSE_SOWING: RuleRef = r("reverse_sowing", &[WINFO, EN_WP_G, MERRIAM]);
/// Igisoro: a lap arrived at a reverse pit (also the relay after a *ndahise* there, G14), or
/// captured seeds are to be re-sown from one, and a clockwise lap would capture at once: the
/// mover chooses the direction (docs/readings.md, Reverse, G6, G8, G14).
pub(super) const DIRECTION_CHOICE: RuleRef = r("direction_choice", &[WINFO, EN_WP_G, MERRIAM]);
/// Igisoro: a clockwise lap's capture is always taken (G7). No source says so; a clockwise
/// lap is allowed only for its capture.
pub(super) const CW_CAPTURE_TAKEN: RuleRef = r("cw_capture_taken", &[]);
/// Igisoro with `resow_direction=same_as_capturing_lap` (G8).
pub(super) const RESOW_SAME_DIRECTION: RuleRef = r(
    "resow_same_direction",
    &[Cite::at(
        Source::EnWpG,
        "\"sowing seeds in the same pits as the original move\"",
    )],
);
/// Igisoro with `no_capture_first_turns=true`: no capture on either player's first turn (G9).
pub(super) const NO_CAPTURE_FIRST_TURNS: RuleRef = r("no_capture_first_turns", &[MERRIAM]);
/// A move that needs more than 10,000 laps is endless (I8, G12). No source speaks of it.
pub(super) const ENDLESS_CAP: RuleRef = r("endless_cap", &[]);
/// Isolo: a player who cannot move at the start of his turn loses (docs/readings.md, Sowing).
pub(super) const CANNOT_MOVE_ISOLO: RuleRef = r("cannot_move", &[WMQ_B, ES_WP]);
/// Igisoro: the same (docs/readings.md, Igisoro).
pub(super) const CANNOT_MOVE_IGISORO: RuleRef = r("cannot_move", &[WINFO, EN_WP_G]);
/// Igisoro with `start_layout=custom`: each player arranges his 32 seeds before move 1 (G1).
pub(super) const ARRANGE: RuleRef = r("arrange", &[Cite::place(Source::EnWpG, Place::ArticleText)]);

/// The sowing rule of the game (Igisoro or Isolo).
#[inline]
pub(super) const fn sow(igisoro: bool) -> RuleRef {
    if igisoro { SOW_IGISORO } else { SOW_ISOLO }
}

/// The relay rule of the game.
#[inline]
pub(super) const fn relay(igisoro: bool) -> RuleRef {
    if igisoro { RELAY_IGISORO } else { RELAY_ISOLO }
}

/// The rule of a lap ending in an empty pit, in the game.
#[inline]
pub(super) const fn lap_ends_empty(igisoro: bool) -> RuleRef {
    if igisoro {
        LAP_ENDS_EMPTY_IGISORO
    } else {
        LAP_ENDS_EMPTY_ISOLO
    }
}

/// The rule of a player who cannot move, in the game.
#[inline]
pub(super) const fn cannot_move(igisoro: bool) -> RuleRef {
    if igisoro {
        CANNOT_MOVE_IGISORO
    } else {
        CANNOT_MOVE_ISOLO
    }
}

/// Isolo boys: the traditional preparation of the start position, seed by seed (lessons).
pub(super) const BOYS_PREPARATION: RuleRef = r(
    "boys_preparation",
    &[WMQ_B, Cite::place(Source::LudiiIs, Place::GameDescription)],
);
