//! Igisoro of Rwanda and Burundi (docs/readings.md, Igisoro): start layouts, the capture condition
//! and the test for a "direct capture" by a clockwise lap from a reverse pit.

use super::Layout;
use super::board::PITS;
use super::config::Config;
use super::position::Position;
use super::sowing::Board;
use crate::rules::Player;
use crate::rules::options::StartLayout;

/// 4 seeds in each inner pit (G1 default), in local order `o1..o8, i1..i8`.
pub const INNER_ROWS: Layout = [0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4];
/// 4 seeds in each outer pit (G1 `start_layout=outer_rows`).
pub const OUTER_ROWS: Layout = [4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0];
/// 2 seeds in every pit.
pub const TWO_EACH: Layout = [2; 16];

/// The layouts `legal_actions` offers for `start_layout=custom`.
///
/// A player may arrange his 32 seeds over his 16 pits in any way (there are more than 10^11
/// ways), so `legal_actions` cannot list them all. It lists these three representative
/// layouts (inner rows, outer rows, two per pit); `apply` accepts any layout of 32 seeds.
pub const REPRESENTATIVE_LAYOUTS: [Layout; 3] = [INNER_ROWS, OUTER_ROWS, TWO_EACH];

/// The start pits of an Igisoro game. With `custom` the inner-row layout stands on the board
/// until each player has sent his own.
pub(super) fn start_pits(layout: StartLayout) -> [u8; PITS] {
    let side = match layout {
        StartLayout::OuterRows => OUTER_ROWS,
        StartLayout::InnerRows | StartLayout::Custom => INNER_ROWS,
    };
    let mut pits = [0u8; PITS];
    for player in Player::BOTH {
        super::isolo::place_side(&mut pits, player, &side);
    }
    pits
}

/// Whether captures are allowed in the mover's current turn (G9).
#[inline]
pub(super) fn captures_allowed(pos: &Position, cfg: &Config) -> bool {
    !(cfg.no_capture_first && pos.first[pos.mover.index()])
}

/// Whether a clockwise lap of `count` seeds from `from` would end in a capture at once (a
/// "direct pick or catch", docs/readings.md, Reverse): in an inner pit facing two occupied
/// pits (docs/readings.md, Landing), with captures allowed. `lifted`: `from` is emptied first
/// (move, relay); otherwise the seeds come from a capture at `captured_at`, whose facing pits
/// are then empty.
#[inline(always)]
pub(super) fn cw_captures<B: Board>(
    b: &B,
    pos: &Position,
    cfg: &Config,
    from: B::At,
    count: u8,
    lifted: bool,
    captured_at: Option<B::At>,
) -> bool {
    if count == 0 || !captures_allowed(pos, cfg) {
        return false;
    }
    let (landing, now) = b.predict(from, count, true, false, lifted);
    now >= 2 && b.faces_two(landing) && captured_at != Some(landing)
}
