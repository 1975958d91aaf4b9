//! The rules a mancala game applies under its options, in the order a reader meets them:
//! each game's rules page is built from this list ([`crate::rules::applied`]). Apart from the
//! rule references (`refs.rs`), which the engine's configuration uses, so that the list can
//! read the configuration without an import circle.

use super::config::Config;
use super::refs::*;
use crate::rules::applied::{Applied, play, win};
use crate::rules::options::{ReversePits, StartLayout};
use crate::rules::{GameId, Options};

/// The rules a mancala game applies under `cfg`, in the order a reader meets them (see
/// [`crate::rules::applied`]). A rule is listed only if the engine can emit it under these
/// rules: the boys' preparation builds their start position (the engine plays it seed by seed
/// in [`super::isolo::preparation_effects`]); the reverse-pit rules need reverse pits; a
/// capturing lap re-sown in its own direction only ever differs from the default when it went
/// clockwise; the endless-move cap shows only when a capped move ends the turn (by default
/// such a move is not legal, so nothing of it is ever played). No rule draws a game.
pub(crate) fn applied(game: GameId, options: &Options) -> Vec<Applied> {
    let cfg = Config::new(game, options);
    let ig = cfg.igisoro;
    let reverse = ig && cfg.reverse != ReversePits::None;
    let mut out = Vec::new();
    if ig && cfg.layout == StartLayout::Custom {
        out.push(play(ARRANGE));
    }
    if cfg.boys {
        out.extend([play(BOYS_PREPARATION), play(OVERTURE)]);
    }
    out.extend([play(sow(ig)), play(relay(ig)), play(lap_ends_empty(ig))]);
    if cfg.boys {
        if cfg.protect {
            out.push(play(NGHANA_PROTECTED));
        }
        out.push(play(OVERTURE_ENDS));
    }
    out.push(play(cfg.capture_ref()));
    if ig && cfg.no_capture_first {
        out.push(play(NO_CAPTURE_FIRST_TURNS));
    }
    if ig {
        if cfg.compulsory {
            out.push(play(CAPTURE_COMPULSORY));
        } else {
            out.extend([
                play(CAPTURE_OPTIONAL),
                play(NDAHISE),
                play(NDAKUBYE),
                play(KEEP),
            ]);
        }
    }
    out.push(play(cfg.resow_ref()));
    if cfg.include_start {
        out.push(play(INCLUDE_START_PIT));
    }
    if reverse {
        out.extend([play(REVERSE_SOWING), play(CW_CAPTURE_TAKEN)]);
        // Offered on arrival at a reverse pit, or for a re-sow from one unless the re-sow
        // keeps the capturing lap's direction.
        if cfg.reverse_on_arrival || !cfg.resow_same_direction {
            out.push(play(DIRECTION_CHOICE));
        }
        if cfg.resow_same_direction {
            out.push(play(RESOW_SAME_DIRECTION));
        }
    }
    if cfg.endless_ends_turn {
        out.push(play(ENDLESS_CAP));
    }
    out.push(win(cannot_move(ig)));
    out
}
