//! The rule references of morris effects: a stable id (the key of the UI's explanation,
//! `rule-<id>`) and the sources that state the rule, with BLAC's own paragraph numbers
//! ("A.4" is rule 4 of part A, Isisuthu; "B.7" rule 7 of part B, Isizulu and Isipowe).
//!
//! Each constant names, for maintainers, the section of docs/readings.md it implements. Every
//! source cited here is a morris source (see [`Source::of_game`]); a test checks it.

use crate::rules::applied::{Applied, draw, play, win};
use crate::rules::options::{LineReforming, MillRemoval, MorrisOptions};
use crate::rules::sources::{Cite, Place, Source};
use crate::rules::{GameId, RuleRef};

const fn r(id: &'static str, cites: &'static [Cite]) -> RuleRef {
    RuleRef { id, cites }
}

const BLAC: Source = Source::BlacT;

/// A token placed from hand (every player places all 12). docs/readings.md, Placing.
pub const PLACEMENT: RuleRef = r("placement", &[Cite::at(BLAC, "A.1–5, B.2–6")]);
/// A token slid along an edge to an adjacent empty point. docs/readings.md, Sliding.
pub const SLIDE: RuleRef = r("slide", &[Cite::at(BLAC, "A.6, B.7")]);
/// Flying with three tokens (Isizulu, Isipowe; Isisuthu with `isisuthu_flying=true`).
/// docs/readings.md, Flying; with fewer than three under M5.
pub const FLYING: RuleRef = r(
    "flying",
    &[Cite::place(BLAC, Place::AndPtEsText("B.9", "9"))],
);
/// Flying in Isisuthu (option M13).
pub const FLYING_ISISUTHU: RuleRef = r("flying", &[Cite::at(Source::LudiiMb, "Morabaraba")]);
/// Three own tokens on a capture line (isibhamu). docs/readings.md, Capture.
pub const CAPTURE_LINE: RuleRef = r("capture_line", &[Cite::at(BLAC, "A.4, A.7, B.5, B.8")]);
/// An Isizulu diagonal capture line. docs/readings.md, Differences.
pub const DIAGONAL_LINE: RuleRef = r("diagonal_line", &[Cite::at(BLAC, "B.5")]);
/// An Isisuthu line through the centre, inside the inner square (BLAC). docs/geometry.md, Lines;
/// docs/readings.md, M10.
pub const ISISUTHU_CENTRE: RuleRef = r(
    "isisuthu_centre",
    &[Cite::at(BLAC, "A.4"), Cite::of(Source::Porges)],
);
/// An Isisuthu line through the centre reaching the middle square (option M10).
pub const ISISUTHU_CENTRE_ANY: RuleRef = r(
    "isisuthu_centre_any_straight",
    &[Cite::place(
        Source::LudiiMb,
        Place::GameFileOf("Morabaraba"),
    )],
);
/// Removal of any opponent token (BLAC). docs/readings.md, Capture, M1.
pub const REMOVAL: RuleRef = r("removal", &[Cite::at(BLAC, "A.4, A.7, B.5, B.8")]);
/// Removal not from a line unless all stand in lines (option M1).
pub const REMOVAL_NOT_FROM_LINE: RuleRef = r(
    "removal_not_from_line",
    &[Cite::of(Source::Mssa), Cite::of(Source::Porges)],
);
/// Removal never from a line (option M1).
pub const REMOVAL_NEVER_FROM_LINE: RuleRef =
    r("removal_never_from_line", &[Cite::of(Source::AfricanGames)]);
/// One removal per line formed (option M2).
pub const REMOVALS_PER_LINE: RuleRef = r("removals_one_per_line", &[Cite::of(Source::Sanmill)]);
/// A removal that cannot be made (every candidate protected, or no opponent token on the
/// board) is forfeited. docs/readings.md, Capture, M1.
pub const REMOVAL_FORFEITED: RuleRef = r("removal_forfeited", &[Cite::of(Source::AfricanGames)]);
/// The same token may not capture twice in a row (option M9).
pub const NEW_TOKEN_EACH_TIME: RuleRef =
    r("new_token_each_time", &[Cite::of(Source::AfricanGames)]);
/// Ilobolo: the board is full after placement; each player gives one own token away.
/// docs/readings.md, Ilobolo, M14.
pub const ILOBOLO: RuleRef = r(
    "ilobolo",
    &[Cite::place(BLAC, Place::AndPtEsText("B.7", "6"))],
);
/// The movement phase begins. docs/readings.md, Placing, Sliding.
pub const PHASE_MOVEMENT: RuleRef = r("phase_movement", &[Cite::at(BLAC, "A.6, B.7")]);
/// A blocked player passes and the adversary moves again. docs/readings.md, Blocked, M6.
pub const BLOCKED_PASS: RuleRef = r("blocked_pass", &[Cite::at(BLAC, "A.6, B.7")]);
/// A blocked player loses (option M6).
pub const BLOCKED_LOSES: RuleRef = r(
    "blocked_loses",
    &[
        Cite::of(Source::Mssa),
        Cite::of(Source::WpMorabaraba),
        Cite::of(Source::AfricanGames),
    ],
);
/// Neither player can move: draw. docs/readings.md, M6b: no source speaks of it (it cannot happen
/// with an empty point on a non-empty board); kept for safety.
pub const NEITHER_CAN_MOVE: RuleRef = r("neither_can_move", &[]);
/// Ten captures win (with gifts counted: the opponent is down to two tokens).
/// docs/readings.md, Winning, M5.
pub const TEN_CAPTURED: RuleRef = r(
    "ten_captured",
    &[Cite::place(BLAC, Place::AndPtEsText("A.8, B.9", "10"))],
);
/// Ten line captures win (option `count_ilobolo_as_capture=false`, BLAC's words taken
/// literally). docs/readings.md, M5.
pub const TEN_LINE_CAPTURES: RuleRef = r(
    "ten_captured",
    &[Cite::place(BLAC, Place::ReadLiterally("A.8, B.9"))],
);
/// Threefold repetition in the movement phase: draw. docs/readings.md, Draws, M7.
pub const REPETITION_DRAW: RuleRef = r("repetition_draw", &[Cite::at(BLAC, "A.9, B.10")]);
/// Both players made the same move three times: draw (option M7).
pub const SAME_MOVE_THRICE: RuleRef = r(
    "same_move_thrice",
    &[Cite::place(BLAC, Place::PtEsText("10"))],
);
/// Both players are down to three tokens: the no-capture count starts. docs/readings.md, Draws, M8.
pub const THREE_V_THREE: RuleRef = r("three_v_three", &[Cite::at(BLAC, "A.9, B.10")]);
/// Three against three without a capture for the limit: draw. docs/readings.md, Draws, M8.
pub const THREE_V_THREE_DRAW: RuleRef = r("three_v_three_draw", &[Cite::at(BLAC, "A.9, B.10")]);
/// Three against three, the MSSA limit of 10 moves each (option M8).
pub const THREE_V_THREE_DRAW_10: RuleRef = r("three_v_three_draw", &[Cite::of(Source::Mssa)]);

/// The rules a morris game of `game` applies under `o`, in the order a reader meets them
/// (see [`crate::rules::applied`]). A rule is listed only if the engine can emit it under
/// these options: not `removal_forfeited` under `mill_removal=any` with one removal per move
/// (the opponent always has a token on the board when a line is made), not ilobolo on
/// Isisuthu's 25 points (24 tokens never fill them), never `neither_can_move` (an empty point
/// on a connected board always has a neighbour that can move into it, or a player who can
/// fly; docs/readings.md, M6b).
pub fn applied(game: GameId, o: &MorrisOptions) -> Vec<Applied> {
    let suthu = game == GameId::Isisuthu;
    let flying = !suthu || o.isisuthu_flying;
    let mut out = vec![play(PLACEMENT), play(CAPTURE_LINE)];
    if game == GameId::Isizulu {
        out.push(play(DIAGONAL_LINE));
    }
    if suthu {
        out.push(play(ISISUTHU_CENTRE));
        if o.isisuthu_centre_any_straight {
            out.push(play(ISISUTHU_CENTRE_ANY));
        }
    }
    out.push(play(match o.mill_removal {
        MillRemoval::Any => REMOVAL,
        MillRemoval::NotFromLineUnlessAll => REMOVAL_NOT_FROM_LINE,
        MillRemoval::NotFromLineElseForfeit => REMOVAL_NEVER_FROM_LINE,
    }));
    if o.one_removal_per_line {
        out.push(play(REMOVALS_PER_LINE));
    }
    if o.mill_removal == MillRemoval::NotFromLineElseForfeit || o.one_removal_per_line {
        out.push(play(REMOVAL_FORFEITED));
    }
    if o.line_reforming == LineReforming::NewTokenEachTime {
        out.push(play(NEW_TOKEN_EACH_TIME));
    }
    if !suthu {
        out.push(play(ILOBOLO));
    }
    out.extend([play(PHASE_MOVEMENT), play(SLIDE)]);
    if flying {
        out.push(play(if suthu { FLYING_ISISUTHU } else { FLYING }));
    }
    if !o.blocked_player_loses {
        out.push(play(BLOCKED_PASS));
    }
    out.push(play(THREE_V_THREE));
    out.push(win(if o.count_ilobolo_as_capture {
        TEN_CAPTURED
    } else {
        TEN_LINE_CAPTURES
    }));
    if o.blocked_player_loses {
        out.push(win(BLOCKED_LOSES));
    }
    out.push(draw(if o.repetition_same_move_thrice {
        SAME_MOVE_THRICE
    } else {
        REPETITION_DRAW
    }));
    out.push(draw(if o.three_v_three_limit == 10 {
        THREE_V_THREE_DRAW_10
    } else {
        THREE_V_THREE_DRAW
    }));
    out
}
