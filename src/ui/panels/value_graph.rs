//! The value of the position over a reviewed game, drawn with egui's painter: a line from
//! the first player's side (up: the first player stands better), the mistakes and blunders
//! dotted, the position shown marked. A click jumps the replay to the position nearest to it.

use egui::{Color32, Pos2, Rect, Sense, Stroke, pos2, vec2};

use crate::ai::review::{Eval, Mark};
use crate::ai::search::WIN;
use crate::i18n::{Arg, Tr};
use crate::rules::Family;
use crate::ui::command::{Command, ReplayCommand, ReplayStep};
use crate::ui::panels::move_list::mark_colour;
use crate::ui::theme;

/// The graph's height in points.
const HEIGHT: f32 = 72.0;

/// What the graph draws.
pub struct GraphInput<'a> {
    /// The value at each point, from the first player's side: the start of each reviewed
    /// turn, then the position after the last.
    pub values: &'a [Eval],
    /// Actions done at each point (where a click takes the replay).
    pub starts: &'a [usize],
    /// The mark of the turn that starts at each point (one fewer than the points).
    pub marks: &'a [Mark],
    /// The point the board shows, if any.
    pub shown: Option<usize>,
    /// The family (its evaluation's unit).
    pub family: Family,
}

/// A value's height from -1 (the second player wins) to 1 (the first wins): forced results
/// at the edges, judgements squeezed so that a few tokens or seeds already reach far.
pub fn height_of(value: Eval, family: Family) -> f32 {
    let unit = match family {
        Family::Morris => 100.0,
        Family::Mancala => 20.0,
    };
    let s = value.score();
    if s.abs() >= WIN - 1_000 {
        return s.signum() as f32;
    }
    let s = s as f32;
    s / (s.abs() + 3.0 * unit)
}

/// The point nearest to `x` in a graph of `count` points across `rect`.
pub fn point_at(rect: Rect, count: usize, x: f32) -> usize {
    if count < 2 {
        return 0;
    }
    let t = ((x - rect.left()) / rect.width()).clamp(0.0, 1.0);
    (t * (count - 1) as f32).round() as usize
}

/// Draws the graph; a click pushes a replay step to the point clicked.
pub fn show(ui: &mut egui::Ui, tr: &Tr, input: &GraphInput<'_>, out: &mut Vec<Command>) {
    let width = ui.available_width().max(60.0);
    let (rect, response) = ui.allocate_exact_size(vec2(width, HEIGHT), Sense::click());
    let label = tr.s("review-graph");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    let count = input.values.len();
    let at = |i: usize, v: Eval| -> Pos2 {
        let x = if count < 2 {
            rect.center().x
        } else {
            rect.left() + rect.width() * i as f32 / (count - 1) as f32
        };
        pos2(
            x,
            rect.center().y - height_of(v, input.family) * (HEIGHT / 2.0 - 4.0),
        )
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, theme::SAND_DARK);
    painter.hline(
        rect.x_range(),
        rect.center().y,
        Stroke::new(1.0, theme::INK_SOFT.gamma_multiply(0.5)),
    );
    let points: Vec<Pos2> = input
        .values
        .iter()
        .enumerate()
        .map(|(i, &v)| at(i, v))
        .collect();
    painter.add(egui::Shape::line(
        points.clone(),
        Stroke::new(1.5, theme::INK),
    ));
    for (i, &mark) in input.marks.iter().enumerate() {
        // The dot is at the position the move led to: where the value fell.
        if mark >= Mark::Mistake
            && let Some(&p) = points.get(i + 1)
        {
            painter.circle_filled(p, 3.0, mark_colour(mark));
        }
    }
    if let Some(&p) = input.shown.and_then(|i| points.get(i)) {
        painter.vline(p.x, rect.y_range(), Stroke::new(1.0, theme::SELECT));
        painter.circle_stroke(p, 4.0, Stroke::new(1.5, theme::SELECT));
    }
    let hovered = response.hover_pos().map(|p| point_at(rect, count, p.x));
    let response = match hovered.and_then(|i| Some((i, *input.values.get(i)?))) {
        Some((i, v)) => {
            painter.circle_stroke(points[i], 4.0, Stroke::new(1.0, Color32::WHITE));
            response.on_hover_text(tr.a(
                "review-graph-point",
                &[
                    ("number", Arg::Num(i as i64 + 1)),
                    ("value", Arg::Text(value_text(tr, v, input.family))),
                ],
            ))
        }
        None => response,
    };
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
        && let Some(&done) = input.starts.get(point_at(rect, count, pos.x))
    {
        out.push(Command::Replay(ReplayCommand::Step(ReplayStep::To(done))));
    }
}

/// A value in words: "+1.4 tokens", "−3 seeds", "the first player wins", for the first
/// player's side.
pub fn value_text(tr: &Tr, value: Eval, family: Family) -> String {
    match value {
        Eval::Exact(v) => tr.s(match v {
            crate::tables::Value::Win(_) => "review-first-wins",
            crate::tables::Value::Loss(_) => "review-second-wins",
            crate::tables::Value::Draw => "review-drawn",
        }),
        Eval::Score(s) => {
            let (unit, id) = match family {
                Family::Morris => (100.0, "review-value-tokens"),
                Family::Mancala => (20.0, "review-value-seeds"),
            };
            tr.a(
                id,
                &[("value", Arg::Text(format!("{:+.1}", f64::from(s) / unit)))],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::Value;

    #[test]
    fn heights_stay_inside_and_keep_the_order() {
        let values = [
            Eval::Exact(Value::Loss(3)),
            Eval::Score(-900),
            Eval::Score(-100),
            Eval::Score(0),
            Eval::Score(40),
            Eval::Score(900),
            Eval::Exact(Value::Win(3)),
        ];
        let heights: Vec<f32> = values
            .iter()
            .map(|&v| height_of(v, Family::Morris))
            .collect();
        assert!(heights.windows(2).all(|w| w[0] < w[1]), "{heights:?}");
        assert_eq!(heights[0], -1.0);
        assert_eq!(heights[6], 1.0);
        assert_eq!(height_of(Eval::Exact(Value::Draw), Family::Mancala), 0.0);
    }

    #[test]
    fn a_click_finds_the_nearest_point() {
        let rect = Rect::from_min_size(pos2(10.0, 0.0), vec2(100.0, 50.0));
        assert_eq!(point_at(rect, 11, 10.0), 0);
        assert_eq!(point_at(rect, 11, 60.0), 5);
        assert_eq!(point_at(rect, 11, 64.0), 5);
        assert_eq!(point_at(rect, 11, 500.0), 10);
        assert_eq!(point_at(rect, 1, 60.0), 0);
    }
}
