//! The rule references of morris effects: a stable id (the key of the UI's explanation,
//! `rule-<id>`), the RULES.md section, and the source tags of RULES.md §9.

use crate::rules::RuleRef;

const fn r(id: &'static str, section: &'static str, source: &'static str) -> RuleRef {
    RuleRef {
        id,
        section,
        source,
    }
}

/// A token placed from hand (every player places all 12).
pub const PLACEMENT: RuleRef = r("placement", "§3.1.3", "BLAC-T §A1–5, §B2–6");
/// A token slid along an edge to an adjacent empty point.
pub const SLIDE: RuleRef = r("slide", "§3.1.5", "BLAC-T §A6, §B7");
/// Flying with three tokens (Isizulu, Isipowe; Isisuthu with `isisuthu_flying=true`).
pub const FLYING: RuleRef = r("flying", "§3.1.7", "BLAC-T §B9, PT/ES §9");
/// Flying in Isisuthu (option M13).
pub const FLYING_ISISUTHU: RuleRef = r("flying", "M13", "LUDII-MB");
/// Three own tokens on a capture line (isibhamu).
pub const CAPTURE_LINE: RuleRef = r("capture_line", "§3.1.4", "BLAC-T §A4, §A7, §B5, §B8");
/// An Isizulu diagonal capture line.
pub const DIAGONAL_LINE: RuleRef = r("diagonal_line", "§3.2", "BLAC-T §B5");
/// An Isisuthu line through the centre, inside the centre square (BLAC).
pub const ISISUTHU_CENTRE: RuleRef = r("isisuthu_centre", "§2.2, M10", "BLAC-T §A4, PORGES");
/// An Isisuthu line through the centre reaching the middle square (option M10).
pub const ISISUTHU_CENTRE_ANY: RuleRef = r("isisuthu_centre_any_straight", "M10", "LUDII-MB code");
/// Removal of any opponent token (BLAC).
pub const REMOVAL: RuleRef = r("removal", "§3.1.4, M1", "BLAC-T §A4, §A7, §B5, §B8");
/// Removal not from a line unless all stand in lines (option M1).
pub const REMOVAL_NOT_FROM_LINE: RuleRef = r("removal_not_from_line", "M1", "MSSA, PORGES");
/// Removal never from a line (option M1).
pub const REMOVAL_NEVER_FROM_LINE: RuleRef =
    r("removal_never_from_line", "M1", "africangames.co.za");
/// One removal per line formed (option M2).
pub const REMOVALS_PER_LINE: RuleRef =
    r("removals_one_per_line", "M2", "Sanmill Morabaraba preset");
/// A removal that cannot be made (every candidate protected, or no opponent token on the
/// board) is forfeited.
pub const REMOVAL_FORFEITED: RuleRef = r("removal_forfeited", "§3.1.4, M1", "africangames.co.za");
/// The same token may not capture twice in a row (option M9).
pub const NEW_TOKEN_EACH_TIME: RuleRef = r("new_token_each_time", "M9", "africangames.co.za");
/// Ilobolo: the board is full after placement; each player gives one own token away.
pub const ILOBOLO: RuleRef = r("ilobolo", "§3.1.8, M14", "BLAC-T §B7, PT §6, ES §6");
/// The movement phase begins.
pub const PHASE_MOVEMENT: RuleRef = r("phase_movement", "§3.1.3, §3.1.5", "BLAC-T §A6, §B7");
/// A blocked player passes and the adversary moves again.
pub const BLOCKED_PASS: RuleRef = r("blocked_pass", "§3.1.6, M6", "BLAC-T §A6, §B7");
/// A blocked player loses (option M6).
pub const BLOCKED_LOSES: RuleRef = r("blocked_loses", "M6", "MSSA, Wikipedia, africangames");
/// Neither player can move: draw.
pub const NEITHER_CAN_MOVE: RuleRef = r("neither_can_move", "M6b", "dossier");
/// Ten captures win (with gifts counted: the opponent is down to two tokens).
pub const TEN_CAPTURED: RuleRef = r("ten_captured", "§3.1.9, M5", "BLAC-T §A8, §B9, PT/ES §10");
/// Ten line captures win (option `count_ilobolo_as_capture=false`).
pub const TEN_LINE_CAPTURES: RuleRef = r("ten_captured", "M5", "BLAC-T (literal reading)");
/// Threefold repetition in the movement phase: draw.
pub const REPETITION_DRAW: RuleRef = r("repetition_draw", "§3.1.10a, M7", "BLAC-T §A9, §B10");
/// Both players made the same move three times: draw (option M7).
pub const SAME_MOVE_THRICE: RuleRef = r("same_move_thrice", "M7", "BLAC-T PT/ES §10");
/// Both players are down to three tokens: the no-capture count starts.
pub const THREE_V_THREE: RuleRef = r("three_v_three", "§3.1.10b, M8", "BLAC-T §A9, §B10");
/// Three against three without a capture for the limit: draw.
pub const THREE_V_THREE_DRAW: RuleRef = r("three_v_three_draw", "§3.1.10b, M8", "BLAC-T §A9, §B10");
/// Three against three, the MSSA limit of 10 moves each (option M8).
pub const THREE_V_THREE_DRAW_10: RuleRef = r("three_v_three_draw", "M8", "MSSA summary");
