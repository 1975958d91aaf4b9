//! Names on the boards: every pit's name (S-i1 … N-o8) and every morris point's name (a7 …)
//! or BLAC number (01–25) when coordinates are shown, and the tooltip that names what the
//! pointer is over and what it holds.
//!
//! Morris labels are placed point by point where they touch no token, no carved line and no
//! other label ([`place_labels`]): the lines leave each point in up to eight directions, and
//! which directions are free differs from point to point and board to board.

use egui::cache::{ComputerMut, FrameCache};
use egui::{Color32, CornerRadius, FontId, Painter, Pos2, Rect, Response, Vec2};

use crate::i18n::Tr;
use crate::rules::mancala::{Pit, pit_name};
use crate::rules::morris::{Point, point_name};

use crate::ui::board::layout::MancalaLayout;
use crate::ui::board::layout::MorrisLayout;
use crate::ui::board::session::MorrisGeometry;
use crate::ui::theme::{self, alpha};

/// Draws every pit's name in the pit's upper right corner (the count badge has the lower right,
/// the reverse-pit mark the upper left). The names go with the pits when the board is turned.
pub fn pit_names(painter: &Painter, layout: &MancalaLayout) {
    let r = layout.pit_r();
    let size = (layout.cell.y * 0.14).clamp(10.0, 14.0);
    for pit in Pit::all() {
        let corner = layout.pos(pit) + Vec2::new(r.x * 0.80, -r.y * 0.80);
        name_tag(painter, corner, &pit_name(pit), size);
    }
}

/// A small, quiet name plate: lighter than the seed count, readable on wood and seeds.
fn name_tag(painter: &Painter, centre: Pos2, text: &str, size: f32) {
    let galley = painter.layout_no_wrap(
        text.to_string(),
        FontId::proportional(size),
        alpha(theme::BONE, 0.92),
    );
    let rect = Rect::from_center_size(centre, galley.size() + Vec2::new(size * 0.5, 0.0));
    painter.rect_filled(
        rect,
        CornerRadius::same((rect.height() / 3.0).round() as u8),
        alpha(theme::EBONY, 0.62),
    );
    painter.galley(rect.center() - galley.size() / 2.0, galley, Color32::WHITE);
}

/// The text of a morris point's label: its BLAC number or its name.
pub fn point_text(point: Point, blac: bool) -> String {
    if blac {
        format!("{:02}", point.index() + 1)
    } else {
        point_name(point).to_string()
    }
}

/// Draws every morris point's label (name, or BLAC number with `blac`) where it collides with
/// nothing (see [`place_labels`]).
pub fn point_labels(
    painter: &Painter,
    layout: &MorrisLayout,
    geometry: &MorrisGeometry,
    blac: bool,
) {
    let font = FontId::proportional(point_font(layout));
    let colour = alpha(theme::INK, 0.85);
    let galleys: Vec<_> = Point::all(geometry.point_count)
        .map(|p| painter.layout_no_wrap(point_text(p, blac), font.clone(), colour))
        .collect();
    let query = LabelQuery {
        scene: LabelScene::new(layout, geometry),
        sizes: galleys.iter().map(|g| g.size()).collect(),
    };
    // The placement tries up to 64 spots a label against every point, line and label: a
    // frame's work many times over, so it is kept while the board keeps its size.
    let rects = painter.ctx().memory_mut(|memory| {
        memory
            .caches
            .cache::<FrameCache<Vec<Rect>, Placer>>()
            .get(&query)
            .clone()
    });
    for (galley, rect) in galleys.into_iter().zip(rects) {
        painter.galley(rect.min, galley, colour);
    }
}

/// What [`place_labels`] is given, hashed by every number in it (a board of another size,
/// side or font is another placement).
struct LabelQuery {
    scene: LabelScene,
    sizes: Vec<Vec2>,
}

impl std::hash::Hash for LabelQuery {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let scene = &self.scene;
        let pos = |p: &Pos2| [p.x.to_bits(), p.y.to_bits()];
        scene.points.iter().map(pos).for_each(|p| p.hash(state));
        for (a, b) in &scene.segments {
            (pos(a), pos(b)).hash(state);
        }
        scene
            .empty_places
            .iter()
            .map(pos)
            .for_each(|p| p.hash(state));
        (pos(&scene.bounds.min), pos(&scene.bounds.max)).hash(state);
        for x in [scene.token_r, scene.half_line, scene.label_gap] {
            x.to_bits().hash(state);
        }
        for size in &self.sizes {
            (size.x.to_bits(), size.y.to_bits()).hash(state);
        }
    }
}

/// Computes a placement for egui's frame cache.
#[derive(Default)]
struct Placer;

impl ComputerMut<&LabelQuery, Vec<Rect>> for Placer {
    fn compute(&mut self, query: &LabelQuery) -> Vec<Rect> {
        place_labels(&query.scene, &query.sizes)
    }
}

/// The size of the morris point labels.
pub fn point_font(layout: &MorrisLayout) -> f32 {
    (layout.step * 0.2).clamp(10.0, 15.0)
}

/// What a label must keep clear of: the points (each with a token's radius), the carved
/// lines, and the board's edge.
#[derive(Clone, Debug)]
pub struct LabelScene {
    /// The points' centres, in point order.
    pub points: Vec<Pos2>,
    /// The radius kept clear around each point: a token's, and room for its rings.
    pub token_r: f32,
    /// The carved lines.
    pub segments: Vec<(Pos2, Pos2)>,
    /// Half the width of a carved line.
    pub half_line: f32,
    /// The labels stay inside this.
    pub bounds: Rect,
    /// How far labels keep from one another (so that two labels never read as one).
    pub label_gap: f32,
    /// Where a point would be but none is: the middle of a board without a centre point
    /// (Isizulu, Isipowe). A label there would read as a name of that empty place.
    pub empty_places: Vec<Pos2>,
}

impl LabelScene {
    /// The scene of a laid-out board.
    pub fn new(layout: &MorrisLayout, geometry: &MorrisGeometry) -> LabelScene {
        LabelScene {
            points: Point::all(geometry.point_count)
                .map(|p| layout.pos(p))
                .collect(),
            token_r: layout.token_r() + RING_ROOM,
            segments: geometry
                .edges
                .iter()
                .map(|&(a, b)| (layout.pos(a), layout.pos(b)))
                .collect(),
            half_line: (layout.step * 0.075).clamp(2.0, 7.0) / 2.0,
            bounds: layout.board.shrink(2.0),
            label_gap: (layout.step * 0.25).max(MARGIN),
            empty_places: empty_centre(layout, geometry).into_iter().collect(),
        }
    }

    /// How far `rect` keeps from everything it must avoid (negative: it overlaps), given the
    /// labels already placed.
    fn clearance(&self, rect: Rect, placed: &[Rect]) -> f32 {
        let mut clear = f32::INFINITY;
        for &c in &self.points {
            clear = clear.min(rect.distance_to_pos(c) - self.token_r);
        }
        for &(a, b) in &self.segments {
            clear = clear.min(rect_segment_distance(rect, a, b) - self.half_line);
        }
        for other in placed {
            // Measured so that `label_gap` counts as the margin itself.
            clear = clear.min(rect_rect_distance(rect, *other) - self.label_gap + MARGIN);
        }
        if !self.bounds.contains_rect(rect) {
            clear = clear.min(-1.0);
        }
        clear
    }

    /// How clearly `rect` reads as the label of point `i`: the distance from the label's
    /// centre (where the eye reads it from) to the nearest other point or empty place where
    /// a point would be, over that to its own. Below 1 it sits nearer another.
    fn ownership(&self, rect: Rect, i: usize) -> f32 {
        let Some(&own) = self.points.get(i) else {
            return 0.0;
        };
        let centre = rect.center();
        let own = centre.distance(own).max(1.0);
        let other = self
            .points
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &p)| p)
            .chain(self.empty_places.iter().copied())
            .map(|p| centre.distance(p))
            .fold(f32::INFINITY, f32::min);
        other / own
    }
}

/// The middle of the board when no point lies there (the 24-point boards): the mean of the
/// points, which the board's symmetry puts at its centre.
fn empty_centre(layout: &MorrisLayout, geometry: &MorrisGeometry) -> Option<Pos2> {
    let n = geometry.point_count;
    if n == 0 {
        return None;
    }
    let sum = Point::all(n)
        .map(|p| layout.pos(p).to_vec2())
        .fold(Vec2::ZERO, |a, b| a + b);
    let centre = (sum / n as f32).to_pos2();
    let taken = Point::all(n).any(|p| layout.pos(p).distance(centre) < layout.step * 0.25);
    (!taken).then_some(centre)
}

/// A label this much nearer its own point than any other reads as its point's at a glance.
const CLEAR_OWNERSHIP: f32 = 1.6;

/// The gap a label keeps from tokens, lines and other labels.
const MARGIN: f32 = 1.5;

/// Room left around a token for the rings drawn round it (legal move, hover, selection).
const RING_ROOM: f32 = 4.0;

/// Places one label of the given size beside each point, in point order: the first of the
/// candidate spots, nearest first and diagonals first (upper right first), that keeps
/// `MARGIN` from every token, line, other label and the board's edge and reads clearly as its
/// point's (`CLEAR_OWNERSHIP`). Should no clear spot read clearly, the clear one that reads
/// most as its point's is taken; should none keep clear, the one that comes closest.
pub fn place_labels(scene: &LabelScene, sizes: &[Vec2]) -> Vec<Rect> {
    // Directions in order of preference: the four diagonals (where the lines of a square
    // board rarely run), then the eight between, then the axes.
    let mut directions: Vec<Vec2> = Vec::new();
    for deg in [-45.0f32, -135.0, 45.0, 135.0] {
        directions.push(Vec2::angled(deg.to_radians()));
    }
    for deg in [-67.5f32, -22.5, -112.5, -157.5, 22.5, 67.5, 112.5, 157.5] {
        directions.push(Vec2::angled(deg.to_radians()));
    }
    for deg in [-90.0f32, 0.0, 90.0, 180.0] {
        directions.push(Vec2::angled(deg.to_radians()));
    }
    let mut placed: Vec<Rect> = Vec::with_capacity(sizes.len());
    for (i, &size) in sizes.iter().enumerate() {
        let Some(&centre) = scene.points.get(i) else {
            break;
        };
        // The first clear spot that reads clearly as this point's; failing that, the clear
        // spot that reads most as its; failing that, the one that comes closest to clear.
        let mut chosen: Option<Rect> = None;
        let mut best_clear: Option<(f32, f32, Rect)> = None;
        let mut best_any: Option<(f32, Rect)> = None;
        'search: for extra in [0.0f32, 3.0, 6.0, 10.0] {
            for &dir in &directions {
                let rect = beside(centre, dir, size, scene.token_r + MARGIN + extra);
                let clear = scene.clearance(rect, &placed);
                let ownership = scene.ownership(rect, i);
                if clear >= MARGIN {
                    if ownership >= CLEAR_OWNERSHIP {
                        chosen = Some(rect);
                        break 'search;
                    }
                    if best_clear.is_none_or(|(o, _, _)| ownership > o) {
                        best_clear = Some((ownership, clear, rect));
                    }
                }
                if best_any.is_none_or(|(c, _)| clear > c) {
                    best_any = Some((clear, rect));
                }
            }
        }
        let best = chosen
            .or(best_clear.map(|(_, _, r)| r))
            .or(best_any.map(|(_, r)| r));
        let rect = best.unwrap_or_else(|| Rect::from_center_size(centre, size));
        placed.push(rect);
    }
    placed
}

/// A rect of `size` in direction `dir` from `centre`, its nearest point `gap` away.
fn beside(centre: Pos2, dir: Vec2, size: Vec2, gap: f32) -> Rect {
    // Push the rect's centre out along `dir` until the rect clears a circle of radius `gap`.
    let half = size / 2.0;
    let mut t = gap;
    for _ in 0..64 {
        let rect = Rect::from_center_size(centre + dir * t, size);
        if rect.distance_to_pos(centre) >= gap {
            return rect;
        }
        t += (half.x.max(half.y) / 8.0).max(0.5);
    }
    Rect::from_center_size(centre + dir * t, size)
}

/// The distance between two rects (0 if they touch or overlap, negative never).
fn rect_rect_distance(a: Rect, b: Rect) -> f32 {
    let dx = (b.min.x - a.max.x).max(a.min.x - b.max.x).max(0.0);
    let dy = (b.min.y - a.max.y).max(a.min.y - b.max.y).max(0.0);
    if dx == 0.0 && dy == 0.0 && a.intersects(b) {
        return -1.0;
    }
    (dx * dx + dy * dy).sqrt()
}

/// The distance between a rect and a segment (negative if the segment crosses the rect).
fn rect_segment_distance(rect: Rect, a: Pos2, b: Pos2) -> f32 {
    if segment_hits_rect(rect, a, b) {
        return -1.0;
    }
    let corners = [
        rect.left_top(),
        rect.right_top(),
        rect.right_bottom(),
        rect.left_bottom(),
    ];
    let mut d = rect.distance_to_pos(a).min(rect.distance_to_pos(b));
    for c in corners {
        d = d.min(point_segment_distance(c, a, b));
    }
    d
}

fn point_segment_distance(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let len2 = ab.length_sq();
    let t = if len2 > 0.0 {
        ((p - a).dot(ab) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (a + ab * t).distance(p)
}

/// Whether the segment passes through the rect (Liang–Barsky clipping).
fn segment_hits_rect(rect: Rect, a: Pos2, b: Pos2) -> bool {
    let d = b - a;
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for (p, q) in [
        (-d.x, a.x - rect.min.x),
        (d.x, rect.max.x - a.x),
        (-d.y, a.y - rect.min.y),
        (d.y, rect.max.y - a.y),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else {
            let r = q / p;
            if p < 0.0 {
                t0 = t0.max(r);
            } else {
                t1 = t1.min(r);
            }
            if t0 > t1 {
                return false;
            }
        }
    }
    true
}

/// The tooltip line naming a pit and its seeds.
pub fn pit_hover_text(tr: &Tr, pit: Pit, count: u8) -> String {
    tr.a(
        "hover-pit",
        &[("pit", pit_name(pit).into()), ("count", count.into())],
    )
}

/// The tooltip line naming a point (with its BLAC number) and what stands on it: `owner` is
/// `dark`, `light` or `empty`.
pub fn point_hover_text(tr: &Tr, point: Point, owner: &str) -> String {
    let name = format!("{} ({:02})", point_name(point), point.index() + 1);
    tr.a(
        "hover-point",
        &[("point", name.into()), ("owner", owner.to_string().into())],
    )
}

/// Shows a tooltip of several lines on `response`, each line its own label (so that screen
/// readers and tests find each), the first strong. With `place` the tooltip opens against
/// that rect, aligned so (e.g. beside the board rather than over what the board marks);
/// otherwise below the widget.
pub fn hover_lines(
    response: Response,
    lines: &[String],
    place: Option<(Rect, egui::RectAlign)>,
) -> Response {
    if lines.is_empty() {
        return response;
    }
    // A tooltip the pointer passes through: it must never catch a click meant for the point
    // or pit under it, nor stay open because the pointer crossed it on its way.
    let mut tooltip = egui::Tooltip::for_widget(&response);
    let open = response.enabled() && egui::Tooltip::should_show_tooltip(&response, false);
    tooltip.popup = tooltip.popup.open(open).interactable(false);
    if let Some((rect, align)) = place {
        tooltip.popup = tooltip.popup.anchor(rect).align(align);
    }
    tooltip.show(|ui| {
        for (i, line) in lines.iter().enumerate() {
            if i == 0 {
                ui.label(egui::RichText::new(line).strong());
            } else {
                ui.label(line);
            }
        }
    });
    response
}

/// Writes `text` on a dark pill edged in `colour`, centred above `anchor` (previews on the
/// board).
pub fn pill_above(painter: &Painter, anchor: Pos2, text: &str, size: f32, colour: Color32) {
    let galley = painter.layout_no_wrap(text.to_string(), FontId::proportional(size), theme::BONE);
    let pad = Vec2::new(size * 0.45, size * 0.15);
    let rect = Rect::from_min_size(
        anchor - Vec2::new(galley.size().x / 2.0 + pad.x, galley.size().y + 2.0 * pad.y),
        galley.size() + pad * 2.0,
    );
    painter.rect_filled(
        rect,
        CornerRadius::same((rect.height() / 2.0).round() as u8),
        alpha(theme::EBONY, 0.88),
    );
    painter.rect_stroke(
        rect,
        CornerRadius::same((rect.height() / 2.0).round() as u8),
        egui::Stroke::new(1.5, colour),
        egui::StrokeKind::Inside,
    );
    painter.galley(rect.center() - galley.size() / 2.0, galley, theme::BONE);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No label is placed less clearly than this where a clear spot can do better (checked by
    /// the tests on every board).
    const MIN_OWNERSHIP: f32 = 1.2;
    use crate::rules::GameId;
    use crate::ui::board::session::{GameSetup, Session};

    /// Every label of every morris board, at a small and a large size and turned round,
    /// keeps clear of every token, line and other label, stays on the board, and is clearly
    /// nearer its own point than any other (Isizulu's e5 once sat nearer e4).
    #[test]
    fn morris_labels_collide_with_nothing() {
        for id in [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe] {
            let session = Session::new(GameSetup::new(id));
            let geometry = session.geometry().unwrap();
            for (w, h) in [(700.0, 520.0), (550.0, 550.0), (1500.0, 950.0)] {
                for flipped in [false, true] {
                    for blac in [false, true] {
                        let rect = Rect::from_min_size(Pos2::ZERO, Vec2::new(w, h));
                        let layout = MorrisLayout::new(rect, flipped);
                        let font = point_font(&layout);
                        let sizes: Vec<Vec2> = Point::all(geometry.point_count)
                            .map(|p| {
                                let n = point_text(p, blac).chars().count() as f32;
                                Vec2::new(n * font * 0.62, font * 1.25)
                            })
                            .collect();
                        let scene = LabelScene::new(&layout, geometry);
                        let rects = place_labels(&scene, &sizes);
                        assert_eq!(rects.len(), geometry.point_count);
                        for (i, rect) in rects.iter().enumerate() {
                            let others: Vec<Rect> = rects
                                .iter()
                                .enumerate()
                                .filter(|(j, _)| *j != i)
                                .map(|(_, r)| *r)
                                .collect();
                            // Isizulu's e5 once sat toward e4, between the two; its e4 in the
                            // empty middle (ownership counts the middle as a place).
                            let floor = if id == GameId::Isizulu
                                && point_name(Point::new_unchecked(i as u8)) == "e5"
                            {
                                1.5
                            } else {
                                MIN_OWNERSHIP
                            };
                            assert!(
                                scene.ownership(*rect, i) >= floor,
                                "{id:?} {w}x{h} flipped={flipped} blac={blac}: the label of {} \
                                 reads as its own by only {:.2}",
                                point_name(Point::new_unchecked(i as u8)),
                                scene.ownership(*rect, i)
                            );
                            let clear = scene.clearance(*rect, &others);
                            assert!(
                                clear >= MARGIN - 0.01,
                                "{id:?} {w}x{h} flipped={flipped} blac={blac}: label of {} \
                                 clears by {clear}",
                                point_name(Point::new_unchecked(i as u8))
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_empty_middle_of_a_board_without_a_centre_counts_as_a_place() {
        let rect = Rect::from_min_size(Pos2::ZERO, Vec2::new(700.0, 520.0));
        let layout = MorrisLayout::new(rect, false);
        for (id, empty) in [
            (GameId::Isizulu, true),
            (GameId::Isipowe, true),
            (GameId::Isisuthu, false),
        ] {
            let session = Session::new(GameSetup::new(id));
            let scene = LabelScene::new(&layout, session.geometry().unwrap());
            assert_eq!(scene.empty_places.len(), usize::from(empty), "{id:?}");
        }
    }

    #[test]
    fn geometry_helpers() {
        let r = Rect::from_min_max(Pos2::new(0.0, 0.0), Pos2::new(10.0, 10.0));
        assert!(segment_hits_rect(
            r,
            Pos2::new(-5.0, 5.0),
            Pos2::new(15.0, 5.0)
        ));
        assert!(!segment_hits_rect(
            r,
            Pos2::new(-5.0, 12.0),
            Pos2::new(15.0, 12.0)
        ));
        assert!(
            (rect_segment_distance(r, Pos2::new(-5.0, 12.0), Pos2::new(15.0, 12.0)) - 2.0).abs()
                < 1e-4
        );
        assert!((rect_rect_distance(r, r.translate(Vec2::new(13.0, 0.0))) - 3.0).abs() < 1e-4);
        assert!(rect_rect_distance(r, r.translate(Vec2::new(5.0, 5.0))) < 0.0);
        // A diagonal line through the corner region is seen.
        assert!(segment_hits_rect(
            r,
            Pos2::new(-1.0, -1.0),
            Pos2::new(3.0, 3.0)
        ));
    }
}
