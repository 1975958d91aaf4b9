//! The rule references carried by mancala effects: a stable snake_case id (the key of the
//! app's explanation, `rule-<id>`), the RULES.md section and the source tags.
//!
//! Some ids appear with two references (e.g. `resow_turn_origin` in Isolo and in Igisoro):
//! the rule is the same, its sources differ per game.

use crate::rules::RuleRef;

const fn r(id: &'static str, section: &'static str, source: &'static str) -> RuleRef {
    RuleRef {
        id,
        section,
        source,
    }
}

/// A move: lift every seed of an own pit with enough seeds and sow one per pit onwards.
pub const SOW: RuleRef = r("sow", "§6.2", "WMQ-B, WMQ-W, ES-WP, WINFO");
/// Isolo boys: during his overture a player sows on his 14 left-hand pits only.
pub const OVERTURE: RuleRef = r("overture", "§6.5.3", "WMQ-B, ES-WP, LUDII-IS");
/// Isolo boys: sowing the ng'hana ends the overture; from then on the full 16-pit circuit.
pub const OVERTURE_ENDS: RuleRef = r("overture_ends", "§6.5.3", "WMQ-B, LUDII-IS");
/// The last seed fell in an occupied pit that does not capture: lift it all and sow on.
pub const RELAY: RuleRef = r("relay", "§6.2", "WMQ-B, WMQ-W, ES-WP, WINFO");
/// The last seed fell in an empty pit: the turn ends.
pub const LAP_ENDS_EMPTY: RuleRef = r("lap_ends_empty", "§6.2", "WMQ-B, ES-WP, IT-WP, WINFO");
/// Isolo capture: occupied own inner pit, at least one facing pit holds seeds (I2 default).
pub const CAPTURE_ISOLO: RuleRef = r(
    "capture_isolo",
    "§6.4, I2",
    "WMQ-B, WMQ-W, ES-WP, IT-WP, LUDII-IS code",
);
/// Isolo capture with `capture_condition=both`: both facing pits must hold seeds.
pub const CAPTURE_ISOLO_BOTH: RuleRef = r("capture_isolo_both", "I2", "LUDII-IS evidence 650");
/// Igisoro capture: occupied own inner pit, both facing pits hold seeds.
pub const CAPTURE_IGISORO: RuleRef = r("capture_igisoro", "§6.7.3", "WINFO, EN-WP-G, MERRIAM");
/// Igisoro with `capture_mode=compulsory`: the capture is taken without asking.
pub const CAPTURE_COMPULSORY: RuleRef =
    r("capture_compulsory", "G3", "WINFO (some areas), MERRIAM");
/// Igisoro: a capture is optional; the mover takes it or says *ndahise*.
pub const CAPTURE_OPTIONAL: RuleRef = r("capture_optional", "§6.7.3, G3", "WINFO, EN-WP-G");
/// Isolo: captured seeds are re-sown from the start pit of the capturing lap (I1 default).
pub const RESOW_CAPTURING_LAP_START_ISOLO: RuleRef =
    r("resow_capturing_lap_start", "I1", "WMQ-B, WMQ-W, LUDII-IS");
/// Igisoro with `resow_origin=capturing_lap_start` (G4).
pub const RESOW_CAPTURING_LAP_START_IGISORO: RuleRef = r(
    "resow_capturing_lap_start",
    "G4",
    "MERRIAM, Kubuguza.lud code",
);
/// Isolo with `resow_origin=capture_pit`: re-sown from the pit where the capturing seed fell.
pub const RESOW_CAPTURE_PIT: RuleRef = r("resow_capture_pit", "I1", "ES-WP, LUDII-IS evidence 650");
/// Isolo with `resow_origin=turn_origin`: re-sown from the pit the whole move began from.
pub const RESOW_TURN_ORIGIN_ISOLO: RuleRef =
    r("resow_turn_origin", "I1", "IT-WP (possible reading)");
/// Igisoro: captured seeds are re-sown from the pit the turn began from (G4 default).
pub const RESOW_TURN_ORIGIN_IGISORO: RuleRef =
    r("resow_turn_origin", "§6.7.3, G4", "WINFO, EN-WP-G");
/// Isolo with `include_start_pit=true`: the re-sow's first seed goes into its start pit.
pub const INCLUDE_START_PIT: RuleRef = r("include_start_pit", "I5", "literal reading");
/// Isolo boys: the ng'hana column of a player in overture cannot be captured and counts as
/// empty for the capture test.
pub const NGHANA_PROTECTED: RuleRef = r("nghana_protected", "§6.5.3, I4", "WMQ-B, ES-WP");
/// Igisoro: the mover declines the capture ("I pass") and relays on.
pub const NDAHISE: RuleRef = r("ndahise", "§6.7.3", "WINFO, EN-WP-G");
/// Igisoro: after a *ndahise* the opponent retreats his threatened inner pit ("I retreat").
pub const NDAKUBYE: RuleRef = r("ndakubye", "§6.7.3, G10", "WINFO, EN-WP-G");
/// Igisoro: after a *ndahise* the opponent does not retreat.
pub const KEEP: RuleRef = r("keep", "§6.7.3", "WINFO, EN-WP-G");
/// Igisoro: a lap sown clockwise from a reverse pit, allowed only for a direct capture.
pub const REVERSE_SOWING: RuleRef = r("reverse_sowing", "§6.7.4, G5", "WINFO, EN-WP-G, MERRIAM");
/// Igisoro: a lap arrived at a reverse pit (or captured seeds are to be re-sown from one) and a
/// clockwise lap would capture at once: the mover chooses the direction.
pub const DIRECTION_CHOICE: RuleRef = r(
    "direction_choice",
    "§6.7.4, G6, G8",
    "WINFO, EN-WP-G, MERRIAM",
);
/// Igisoro: a clockwise lap's capture is always taken (G7).
pub const CW_CAPTURE_TAKEN: RuleRef = r("cw_capture_taken", "G7", "dossier reading");
/// Igisoro with `resow_direction=same_as_capturing_lap` (G8).
pub const RESOW_SAME_DIRECTION: RuleRef = r("resow_same_direction", "G8", "EN-WP-G");
/// Igisoro with `no_capture_first_turns=true`: no capture on either player's first turn.
pub const NO_CAPTURE_FIRST_TURNS: RuleRef =
    r("no_capture_first_turns", "G9", "MERRIAM (Kubuguza.lud)");
/// A move that needs more than 10,000 laps is endless (I8, G12).
pub const ENDLESS_CAP: RuleRef = r("endless_cap", "I8, G12", "dossier (sources silent)");
/// A player who cannot move at the start of his turn loses.
pub const CANNOT_MOVE: RuleRef = r("cannot_move", "§6.2", "WMQ-B, ES-WP, WINFO, EN-WP-G");
/// Igisoro with `start_layout=custom`: each player arranges his 32 seeds before move 1.
pub const ARRANGE: RuleRef = r("arrange", "G1", "EN-WP-G text");

/// Isolo boys: the traditional preparation of the start position, seed by seed (lessons).
pub const BOYS_PREPARATION: RuleRef = r("boys_preparation", "§6.5.2", "WMQ-B, LUDII-IS");

/// Every reference above, for the app's explanation table and its tests.
pub const ALL: &[RuleRef] = &[
    SOW,
    OVERTURE,
    OVERTURE_ENDS,
    RELAY,
    LAP_ENDS_EMPTY,
    CAPTURE_ISOLO,
    CAPTURE_ISOLO_BOTH,
    CAPTURE_IGISORO,
    CAPTURE_COMPULSORY,
    CAPTURE_OPTIONAL,
    RESOW_CAPTURING_LAP_START_ISOLO,
    RESOW_CAPTURING_LAP_START_IGISORO,
    RESOW_CAPTURE_PIT,
    RESOW_TURN_ORIGIN_ISOLO,
    RESOW_TURN_ORIGIN_IGISORO,
    INCLUDE_START_PIT,
    NGHANA_PROTECTED,
    NDAHISE,
    NDAKUBYE,
    KEEP,
    REVERSE_SOWING,
    DIRECTION_CHOICE,
    CW_CAPTURE_TAKEN,
    RESOW_SAME_DIRECTION,
    NO_CAPTURE_FIRST_TURNS,
    ENDLESS_CAP,
    CANNOT_MOVE,
    ARRANGE,
    BOYS_PREPARATION,
];
