//! The sowing preview: while the pointer rests on a pit the player may sow, the pit where
//! that sowing's first lap ends is marked on the board with what happens there, and the
//! tooltip says it in a sentence. Where and what come from the engine
//! ([`crate::rules::mancala::preview::first_lap`]); this module only shows them.

use egui::{Color32, Painter, Response, Vec2};

use crate::i18n::{Arg, Tr};
use crate::rules::mancala::preview::{FirstLap, LapOutcome, first_lap};
use crate::rules::mancala::{Pit, local_of, pit_name};
use crate::rules::{Action, MancalaAction};

use crate::ui::board::input::BoardInput;
use crate::ui::board::labels::{self, pill_above};
use crate::ui::board::layout::MancalaLayout;
use crate::ui::theme::{self, alpha};

/// The first laps of the sowings the player to act may make from `pit` now: counter-clockwise
/// first, then clockwise (Igisoro reverse pits). Empty when no person is to sow (the computer
/// plays, a decision is due, an animation runs, the game is over) or the pit is not his to sow.
pub fn first_laps(input: &BoardInput<'_>, pit: Pit) -> Vec<(bool, FirstLap)> {
    let session = input.session;
    let game = session.game();
    let Some(mancala) = game.mancala() else {
        return Vec::new();
    };
    if !input.preview
        || !input.person_to_act
        || input.timeline.is_some()
        || game.is_over()
        || mancala.pending().is_some()
    {
        return Vec::new();
    }
    let (owner, local) = local_of(pit);
    if owner != game.to_act() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for action in session.legal().iter() {
        if let Action::Mancala(MancalaAction::Sow {
            pit: sown,
            clockwise,
        }) = *action
            && sown == local
            && let Ok(lap) = first_lap(mancala, local, clockwise)
        {
            out.push((clockwise, lap));
        }
    }
    out
}

/// The colour a lap end is marked in: the same as the animation's lap-end ring.
fn colour(outcome: LapOutcome) -> Color32 {
    match outcome {
        LapOutcome::TurnEnds => theme::BONE,
        LapOutcome::Relay { .. } => theme::OCHRE,
        LapOutcome::Capture { .. } => theme::TERRACOTTA,
        LapOutcome::CaptureOffered { .. } | LapOutcome::ChooseDirection => theme::SELECT,
    }
}

/// The short words written on the board at the lap's end.
pub fn mark_text(tr: &Tr, lap: &FirstLap) -> String {
    match lap.outcome {
        LapOutcome::TurnEnds => tr.s("preview-mark-ends"),
        LapOutcome::Relay { seeds, .. } => tr.a("preview-mark-relay", &[("seeds", seeds.into())]),
        LapOutcome::Capture { seeds, .. } => {
            tr.a("preview-mark-capture", &[("seeds", seeds.into())])
        }
        LapOutcome::CaptureOffered { seeds } => {
            tr.a("preview-mark-offer", &[("seeds", seeds.into())])
        }
        LapOutcome::ChooseDirection => tr.s("preview-mark-direction"),
    }
}

/// The tooltip sentence for one first lap; `both` when the pit may be sown either way (the
/// sentence then says which way).
pub fn sentence(tr: &Tr, clockwise: bool, lap: &FirstLap, both: bool) -> String {
    let pit = pit_name(lap.end);
    let args = |seeds: u8| -> Vec<(&'static str, Arg)> {
        vec![("pit", pit.clone().into()), ("seeds", seeds.into())]
    };
    let text = match lap.outcome {
        LapOutcome::TurnEnds => tr.a("preview-ends", &args(0)),
        LapOutcome::Relay {
            seeds,
            protected: None,
        } => tr.a("preview-relay", &args(seeds)),
        LapOutcome::Relay {
            seeds,
            protected: Some(_),
        } => tr.a("preview-relay-protected", &args(seeds)),
        LapOutcome::Capture {
            seeds,
            choose_direction: false,
        } => tr.a("preview-capture", &args(seeds)),
        LapOutcome::Capture {
            seeds,
            choose_direction: true,
        } => tr.a("preview-capture-direction", &args(seeds)),
        LapOutcome::CaptureOffered { seeds } => tr.a("preview-offer", &args(seeds)),
        LapOutcome::ChooseDirection => tr.a("preview-direction", &args(0)),
    };
    if both {
        let way = tr.s(if clockwise {
            "preview-way-cw"
        } else {
            "preview-way-ccw"
        });
        format!("{way} {text}")
    } else {
        text
    }
}

/// The tooltip lines for the pit (none when it previews nothing).
pub fn preview_lines(tr: &Tr, laps: &[(bool, FirstLap)]) -> Vec<String> {
    let both = laps.len() > 1;
    laps.iter()
        .map(|(cw, lap)| sentence(tr, *cw, lap, both))
        .collect()
}

/// Marks where each first lap ends: a ring in the lap end's colour and its short words above
/// the pit (a clockwise lap's words below, should both ways end in the same pit).
pub fn draw(painter: &Painter, tr: &Tr, layout: &MancalaLayout, laps: &[(bool, FirstLap)]) {
    let r = layout.pit_r();
    let size = (layout.cell.y * 0.15).clamp(11.0, 15.0);
    for (k, (clockwise, lap)) in laps.iter().enumerate() {
        let c = layout.pos(lap.end);
        let colour = colour(lap.outcome);
        theme::ring(painter, c, r + Vec2::splat(8.0), colour, 3.0);
        theme::ring(painter, c, r + Vec2::splat(12.0), alpha(colour, 0.45), 1.5);
        let text = mark_text(tr, lap);
        let same_pit = laps.iter().take(k).any(|(_, other)| other.end == lap.end);
        let anchor = if *clockwise && same_pit {
            c + Vec2::new(0.0, r.y + 14.0 + size * 1.5)
        } else {
            c - Vec2::new(0.0, r.y + 6.0)
        };
        pill_above(painter, anchor, &text, size, colour);
    }
}

/// The hover of a pit: while the pointer is on it, the preview marks on the board and a
/// tooltip naming the pit, its seeds, its `legend` (a reverse pit's) and the preview, opened
/// beside the board.
#[allow(clippy::too_many_arguments)]
pub fn pit_hover(
    painter: &Painter,
    tr: &Tr,
    layout: &MancalaLayout,
    input: &BoardInput<'_>,
    response: Response,
    pit: Pit,
    count: u8,
    legend: Option<String>,
) -> Response {
    if !response.hovered() {
        return response;
    }
    let laps = first_laps(input, pit);
    draw(painter, tr, layout, &laps);
    let mut lines = vec![labels::pit_hover_text(tr, pit, count)];
    lines.extend(legend);
    lines.extend(preview_lines(tr, &laps));
    // The tooltip opens off the board, below it for the lower half's pits and above it for
    // the upper half's, so that it hides neither the pits nor the preview's marks.
    let column = egui::Rect::from_x_y_ranges(response.rect.x_range(), layout.board.y_range());
    let align = if layout.pos(pit).y > layout.board.center().y {
        egui::RectAlign::BOTTOM_START
    } else {
        egui::RectAlign::TOP_START
    };
    labels::hover_lines(response, &lines, Some((column, align)))
}
