//! The effect band: a strip along the board's top edge where the rule effects being animated
//! are announced ("The board is full: ilobolo.", an isibhamu, a relay, a capture). The board
//! layouts get the space below it ([`split`]), so no token, pit, label or line ever lies
//! under an announcement.

use egui::{FontId, Painter, Pos2, Rect, Stroke, Vec2};

use crate::i18n::Tr;
use crate::rules::{Effect, EffectKind, MancalaEffect, MorrisEffect};

use crate::ui::board::animation::{Timeline, duration, is_minor};
use crate::ui::board::describe::effect_line;
use crate::ui::board::session::GameSetup;
use crate::ui::theme::{self, alpha};

/// The band's height in points: one line of the announcement's text and its frame.
pub const HEIGHT: f32 = 40.0;

/// Gap between the band and the board below it.
const GAP: f32 = 6.0;

/// Splits the space a board is drawn in into the band (along its top edge) and what is left
/// for the board, its trays or name strips and its labels.
pub fn split(rect: Rect) -> (Rect, Rect) {
    split_at(rect, HEIGHT)
}

/// [`split`] with a band `height` high: taller than [`HEIGHT`] while it shows a finished
/// game's result ([`crate::ui::panels::result_band::HEIGHT`]).
pub fn split_at(rect: Rect, height: f32) -> (Rect, Rect) {
    let band_bottom = (rect.top() + height).min(rect.bottom());
    let band = Rect::from_min_max(rect.left_top(), Pos2::new(rect.right(), band_bottom));
    let board_top = (band_bottom + GAP).min(rect.bottom());
    let board = Rect::from_min_max(Pos2::new(rect.left(), board_top), rect.right_bottom());
    (band, board)
}

/// Whether the band announces an effect of this kind: the rule effects worth reading, not
/// the moves the board shows by itself (a token placed, a seed dropped).
pub fn announces(kind: &EffectKind) -> bool {
    // A seed dropped or a removal due is part of the effect around it.
    if is_minor(kind) {
        return false;
    }
    match kind {
        EffectKind::Morris(effect) => !matches!(
            effect,
            MorrisEffect::Placed { .. }
                | MorrisEffect::Slid { .. }
                | MorrisEffect::Flew { .. }
                | MorrisEffect::Removed { .. }
        ),
        EffectKind::Mancala(MancalaEffect::Lifted { cause, .. }) => {
            *cause != crate::rules::mancala::LiftCause::Move
        }
        EffectKind::Mancala(_) | EffectKind::Passed(_) => true,
        // The outcome is told in the status box beside the board.
        EffectKind::GameOver(_) => false,
    }
}

/// What the band shows for `timeline`: the effect the side panel explains
/// ([`Timeline::last_major`]) when it is one the band announces, and its opacity. It fades in
/// as its effect begins and stays while the seeds of a lap fall (they are minor), so a quick
/// run of laps does not flicker; it goes as soon as a later move is shown (several actions
/// animated as one, as a lesson shows them), so the band never tells of an earlier effect
/// than the panel.
pub fn announcement(timeline: &Timeline) -> Option<(&Effect, f32)> {
    let (index, effect) = timeline.last_major_at()?;
    if !announces(&effect.kind) {
        return None;
    }
    let fade = match timeline.current() {
        Some((current, t)) if index == timeline.index() => {
            // A fifth of a second to appear, however long the effect lasts.
            let seconds = t * duration(&current.kind);
            (seconds / 0.2).clamp(0.0, 1.0)
        }
        _ => 1.0,
    };
    Some((effect, fade))
}

/// Draws the announcement of `timeline` (if any) in `band`, in the words of the turn log.
pub fn show(
    painter: &Painter,
    tr: &Tr,
    setup: &GameSetup,
    timeline: Option<&Timeline>,
    band: Rect,
) {
    if let Some((effect, fade)) = timeline.and_then(announcement) {
        draw(painter, band, &effect_line(tr, setup, effect), fade);
    }
}

/// Draws `text` in the band, centred, at opacity `fade`. The text shrinks to stay on one
/// line, and wraps onto two only when even its smallest size is too wide.
pub fn draw(painter: &Painter, band: Rect, text: &str, fade: f32) {
    if text.is_empty() || fade <= 0.0 {
        return;
    }
    let width = (band.width() - 32.0).max(40.0);
    let font = theme::fitted_font(painter, text, width, 17.0, 11.0);
    let galley = painter.layout(
        text.to_string(),
        FontId::proportional(font.size),
        alpha(theme::INK, fade),
        width,
    );
    let size = (galley.size() + Vec2::new(32.0, 12.0)).min(band.size());
    let rect = Rect::from_center_size(band.center(), size);
    painter.rect_filled(rect, 10, alpha(theme::SAND_DARK, 0.95 * fade));
    painter.rect_stroke(
        rect,
        10,
        Stroke::new(1.5, alpha(theme::OCHRE, fade)),
        egui::StrokeKind::Inside,
    );
    painter.galley(rect.center() - galley.size() / 2.0, galley, theme::INK);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mancala::{Pit, pit_name};
    use crate::rules::morris::{Point, point_name};
    use crate::rules::{Game, GameId, Player};
    use crate::ui::board::layout::MancalaLayout;
    use crate::ui::board::layout::MorrisLayout;
    use crate::ui::board::session::{GameSetup, Session};

    /// The central areas a board gets: at 1024×700 and 1920×1080 beside the side panel and
    /// below the play bar, at zoom 1, 1.5 and 0.8 (egui's points shrink or grow with it).
    fn areas() -> Vec<Rect> {
        let mut out = Vec::new();
        for (w, h) in [(1024.0, 700.0), (1920.0, 1080.0)] {
            for zoom in [1.0, 1.5, 0.8] {
                let (w, h) = (w / zoom, h / zoom);
                let panel = (w * 0.27_f32).clamp(260.0, 340.0);
                out.push(Rect::from_min_max(
                    Pos2::new(12.0, 42.0),
                    Pos2::new(w - panel - 12.0, h - 12.0),
                ));
            }
        }
        out
    }

    #[test]
    fn the_band_lies_above_the_board_and_costs_only_its_height() {
        for area in areas() {
            let (band, board) = split(area);
            assert!(area.contains_rect(band) && area.contains_rect(board));
            assert!(
                band.bottom() < board.top(),
                "{area:?}: {band:?} over {board:?}"
            );
            assert!((board.height() - (area.height() - HEIGHT - GAP)).abs() < 1e-3);
            assert_eq!(band.width(), area.width());
        }
    }

    #[test]
    fn no_point_or_tray_of_a_morris_board_lies_in_the_band() {
        for id in [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe] {
            let session = Session::new(GameSetup::new(id));
            let geometry = session.geometry().unwrap();
            for area in areas() {
                for flipped in [false, true] {
                    let (band, rest) = split(area);
                    let layout = MorrisLayout::new(rest, flipped);
                    assert!(!band.intersects(layout.board), "{id:?} {area:?}: the board");
                    for tray in layout.trays {
                        assert!(!band.intersects(tray), "{id:?} {area:?}: a tray");
                    }
                    for p in Point::all(geometry.point_count) {
                        let at = layout.pos(p);
                        let token = Rect::from_center_size(at, Vec2::splat(layout.step * 0.8));
                        assert!(
                            !band.intersects(token),
                            "{id:?} {area:?}: {} under the band",
                            point_name(p)
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn no_pit_or_name_strip_of_a_mancala_board_lies_in_the_band() {
        for area in areas() {
            for flipped in [false, true] {
                let (band, rest) = split(area);
                let layout = MancalaLayout::new(rest, flipped);
                assert!(!band.intersects(layout.board), "{area:?}: the board");
                for player in Player::BOTH {
                    assert!(!band.intersects(layout.strip(player)), "{area:?}: a strip");
                }
                for pit in Pit::all() {
                    let cell = Rect::from_center_size(layout.pos(pit), layout.cell);
                    assert!(
                        !band.intersects(cell),
                        "{area:?}: {} under the band",
                        pit_name(pit)
                    );
                }
            }
        }
    }

    #[test]
    fn the_moves_are_not_announced_the_rule_effects_are() {
        let mut game = Game::with_defaults(GameId::Isizulu);
        let mut announced = Vec::new();
        for name in ["a7", "b2", "d7", "f2", "g7"] {
            let action = game.parse_action(name).unwrap();
            for effect in game.apply(action).unwrap() {
                if announces(&effect.kind) {
                    announced.push(effect.kind);
                }
            }
        }
        assert_eq!(announced.len(), 1, "only the isibhamu: {announced:?}");
        assert!(matches!(
            announced[0],
            EffectKind::Morris(MorrisEffect::LineFormed { .. })
        ));
    }

    #[test]
    fn the_band_tells_of_the_effect_the_panel_explains_and_no_earlier_one() {
        use crate::ui::board::animation::Timeline;
        // Three actions animated as one (as a lesson shows them): the line g7 closes, the
        // removal, then Light's next placing.
        let mut session = Session::new(GameSetup::new(GameId::Isizulu));
        for token in ["a7", "b2", "d7", "f2"] {
            let a = session.game().parse_action(token).unwrap();
            session.play(a).unwrap();
        }
        let mut before = None;
        let mut all = Vec::new();
        for token in ["g7", "xb2", "c5"] {
            let a = session.game().parse_action(token).unwrap();
            let (scene, effects) = session.play(a).unwrap();
            before.get_or_insert(scene);
            all.extend(effects);
        }
        let mut timeline = Timeline::new(before.unwrap(), all);
        let mut said = Vec::new();
        while !timeline.is_done() {
            let band = announcement(&timeline).map(|(e, _)| e.kind);
            let panel = timeline.last_major().map(|e| e.kind);
            if let Some(kind) = band {
                assert_eq!(Some(kind), panel, "the band tells what the panel explains");
            }
            said.push(band);
            timeline.advance(0.05);
        }
        assert!(
            said.iter()
                .flatten()
                .any(|k| matches!(k, EffectKind::Morris(MorrisEffect::LineFormed { .. }))),
            "the capture line is announced"
        );
        assert_eq!(
            said.last(),
            Some(&None),
            "gone once the next placing is shown"
        );
    }
}
