//! Keyboard play on the board: the focus ring over points and pits, the board's one place in
//! the Tab order, and the live region that reads each effect to a screen reader.
//!
//! The ring is egui's own keyboard focus, not a state of ours: every point and pit is a
//! button that may hold the focus, the arrow keys move the focus to the nearest one in that
//! direction on the drawn layout (so a turned board is walked as it is drawn), Enter or Space
//! press the focused one (the same click, so the same command through the one click table),
//! and Escape drops the focus. Screen readers follow the same focus through AccessKit.
//!
//! The board is one Tab stop (a "roving tab stop", as in a grid of the WAI-ARIA practices):
//! only one of its points, the last one the ring was on (else the first lit one), is in the
//! Tab order; the others are focusable by the arrows and by a screen reader's own focus
//! request, not by Tab. On the play screen that stop is put in the Tab order where the side
//! panel begins ([`tab_stop_here`]), so that Tab goes from the menus to the board and from the
//! board to the decision buttons, although egui makes the side panel before the board.
//!
//! What this module adds: the arrows walk the board's own points or pits (not every widget of
//! the window), a first arrow with nothing focused puts the focus on the board, a pointer
//! click hides the ring (as desktop apps do), the one Tab stop, the ring itself, and the live
//! region.

use egui::{Color32, Event, Id, Key, Painter, Pos2, Response, Sense, Stroke, Vec2};

use crate::i18n::Tr;
use crate::ui::board::describe::effect_line;
use crate::ui::board::input::BoardInput;

/// The colour of the keyboard focus ring.
const RING: Color32 = Color32::from_rgb(40, 110, 200);

/// What the board remembers of its Tab stop between frames.
#[derive(Clone, Copy, Debug, Default)]
struct TabStop {
    /// The point or pit in the Tab order (decided at the end of the last frame).
    id: Option<Id>,
    /// The pass in which [`tab_stop_here`] put it in the Tab order.
    placed_in_pass: Option<u64>,
}

/// Where [`TabStop`] is kept (one board is shown at a time).
fn stop_key() -> Id {
    Id::unique("inkomo-board-tab-stop")
}

fn load_stop(ctx: &egui::Context) -> TabStop {
    ctx.data(|d| d.get_temp(stop_key())).unwrap_or_default()
}

fn store_stop(ctx: &egui::Context, stop: TabStop) {
    ctx.data_mut(|d| d.insert_temp(stop_key(), stop));
}

/// Puts the board's Tab stop in the Tab order here, ahead of the board itself (call it where
/// the side panel begins, which egui makes before the board): Tab then goes from the menus to
/// the board and from the board to the side panel's buttons, Shift+Tab back.
pub fn tab_stop_here(ui: &egui::Ui) {
    let ctx = ui.ctx();
    let mut stop = load_stop(ctx);
    let Some(id) = stop.id else {
        return;
    };
    ui.memory_mut(|m| {
        m.interested_in_focus(id, ui.layer_id());
        if m.focused() == Some(id) {
            // The Tab that reached the stop is spent: the board's own widget must not pass the
            // focus on when it asks for it again.
            m.move_focus(egui::FocusDirection::None);
        }
    });
    stop.placed_in_pass = Some(ctx.cumulative_pass_nr());
    store_stop(ctx, stop);
}

/// How the board widget `id` senses: as asked (`sense`) if it is the board's Tab stop and no
/// [`tab_stop_here`] has put it in the Tab order already, or if it has the focus; otherwise
/// without keyboard focus, so that Tab passes it by (the arrows still reach it).
pub fn sense(ui: &egui::Ui, id: Id, sense: Sense) -> Sense {
    let stop = load_stop(ui.ctx());
    let focused = ui.memory(|m| m.focused()) == Some(id);
    let placed = stop.placed_in_pass == Some(ui.ctx().cumulative_pass_nr());
    if focused || (stop.id == Some(id) && !placed) {
        sense
    } else {
        sense - Sense::FOCUSABLE
    }
}

/// The screen direction of the first arrow key (without modifiers) pressed among `events`.
fn arrow(events: &[Event]) -> Option<Vec2> {
    events.iter().find_map(|event| match event {
        Event::Key {
            key,
            pressed: true,
            modifiers,
            ..
        } if !modifiers.any() => match key {
            Key::ArrowUp => Some(Vec2::UP),
            Key::ArrowDown => Some(Vec2::DOWN),
            Key::ArrowLeft => Some(Vec2::LEFT),
            Key::ArrowRight => Some(Vec2::RIGHT),
            _ => None,
        },
        _ => None,
    })
}

/// The candidate the focus moves to from `from` in screen direction `dir`: the nearest one
/// within 45° of it, a candidate in line counting as nearer than one aside (so that on a morris
/// board the ring follows the row or column before it cuts across). `None` at the board's edge.
pub fn step_to(from: Pos2, dir: Vec2, candidates: &[Pos2]) -> Option<usize> {
    let mut best: Option<(f32, usize)> = None;
    for (k, &c) in candidates.iter().enumerate() {
        let d = c - from;
        let along = d.dot(dir);
        let aside = (d - dir * along).length();
        if along <= 0.5 || aside > along {
            continue;
        }
        let score = along + 3.0 * aside;
        if best.is_none_or(|(b, _)| score < b) {
            best = Some((score, k));
        }
    }
    best.map(|(_, k)| k)
}

/// Moves the keyboard focus over the board's `targets` (each widget's id and drawn centre),
/// in place of egui's own search over every widget of the window, so that the arrows walk the
/// points or pits as drawn (a turned board too) and stop at the board's edge. With nothing
/// focused, an arrow puts the focus on `preferred` (the first lit target) or the first target.
/// An arrow the replay has taken for itself leaves the ring where it is. A screen reader's
/// request to focus a target is granted here too (egui grants it only to widgets in the Tab
/// order). Then decides the board's Tab stop for the next frame: the target with the focus,
/// else the last one that had it, else `preferred`, else the first. Call once the board's
/// widgets are made.
pub fn steer(ui: &egui::Ui, targets: &[(Id, Pos2)], preferred: Option<Id>) {
    let ctx = ui.ctx();
    for &(id, _) in targets {
        // Every target may take a screen reader's focus, in the Tab order or not.
        ctx.accesskit_node_builder(id, |n| n.add_action(egui::accesskit::Action::Focus));
    }
    let requested = ui.input(|i| {
        i.raw.events.iter().find_map(|event| match event {
            Event::AccessKitActionRequest(request)
                if request.action == egui::accesskit::Action::Focus =>
            {
                targets
                    .iter()
                    .find(|(id, _)| id.accesskit_id() == request.target_node)
                    .map(|&(id, _)| id)
            }
            _ => None,
        })
    });
    if let Some(id) = requested {
        ui.memory_mut(|m| m.request_focus(id));
    } else {
        arrows(ui, targets, preferred);
    }
    let focused = ui.memory(|m| m.focused());
    let is_target = |id: Option<Id>| id.filter(|id| targets.iter().any(|(t, _)| t == id));
    let old = load_stop(ctx);
    let id = is_target(focused)
        .or_else(|| is_target(old.id))
        .or_else(|| is_target(preferred))
        .or_else(|| targets.first().map(|&(id, _)| id));
    store_stop(ctx, TabStop { id, ..old });
}

/// The arrows' part of [`steer`].
fn arrows(ui: &egui::Ui, targets: &[(Id, Pos2)], preferred: Option<Id>) {
    let (free, any) = ui.input(|i| (arrow(&i.events), arrow(&i.raw.events)));
    if any.is_none() || targets.is_empty() {
        return;
    }
    let focused = ui.memory(|m| m.focused());
    let on_board = focused.and_then(|f| targets.iter().position(|(id, _)| *id == f));
    let to = match (free, on_board) {
        (Some(dir), Some(k)) => {
            let centres: Vec<Pos2> = targets.iter().map(|&(_, c)| c).collect();
            step_to(targets[k].1, dir, &centres).map(|j| targets[j].0)
        }
        (Some(_), None) if focused.is_none() => Some(preferred.unwrap_or(targets[0].0)),
        // The focus is elsewhere (the side panel): egui moves it.
        (_, None) => return,
        (None, Some(_)) => None,
    };
    ui.memory_mut(|m| {
        if let Some(id) = to {
            m.request_focus(id);
        }
        m.move_focus(egui::FocusDirection::None);
    });
    ui.ctx().request_repaint();
}

/// Draws the focus ring around `centre` when `response` has the keyboard focus, and drops the
/// focus when the pointer clicked it (the ring is for the keyboard only).
pub fn ring(painter: &Painter, response: &Response, centre: Pos2, radius: Vec2) {
    if response.clicked() && response.ctx.input(|i| i.pointer.any_released()) {
        response.surrender_focus();
        return;
    }
    if response.has_focus() {
        // The board draws its own ring: the window's ring ([`widget_ring`]) is not drawn too.
        let frame = response.ctx.cumulative_frame_nr();
        response
            .ctx
            .data_mut(|d| d.insert_temp(Id::unique(BOARD_RING_FRAME), frame));
        let rect = egui::Rect::from_center_size(centre, radius * 2.0);
        painter.rect_stroke(
            rect,
            radius.min_elem() * 0.5,
            Stroke::new(3.0, RING),
            egui::StrokeKind::Outside,
        );
    }
}

/// Where the frame number of the board's last ring is kept.
const BOARD_RING_FRAME: &str = "board-ring-frame";

/// Where the window remembers whether the focus was last moved by the pointer.
const POINTER_FOCUS: &str = "pointer-moved-focus";

/// Draws the keyboard focus ring around the focused button, link or box of the window (egui
/// only tints it, which is hard to see on the app's sand colours), once a frame after
/// everything else. The ring follows the keyboard only: after a pointer press it is hidden
/// until Tab or an arrow moves the focus again, as desktop apps do. Text fields show their
/// own cursor and the board its own ring, so neither gets this one.
pub fn widget_ring(ctx: &egui::Context) {
    let (pressed, navigated) = ctx.input(|i| {
        let navigated = i.events.iter().any(|e| {
            matches!(
                e,
                Event::Key {
                    key: Key::Tab
                        | Key::ArrowUp
                        | Key::ArrowDown
                        | Key::ArrowLeft
                        | Key::ArrowRight,
                    pressed: true,
                    ..
                }
            )
        });
        (i.pointer.any_pressed(), navigated)
    });
    let id = Id::unique(POINTER_FOCUS);
    let by_pointer = ctx.data_mut(|d| {
        let flag = d.get_temp_mut_or_default::<bool>(id);
        if pressed {
            *flag = true;
        } else if navigated {
            *flag = false;
        }
        *flag
    });
    let frame = ctx.cumulative_frame_nr();
    let board_ring = ctx.data(|d| d.get_temp::<u64>(Id::unique(BOARD_RING_FRAME))) == Some(frame);
    if by_pointer || board_ring || ctx.text_edit_focused() {
        return;
    }
    let Some(focused) = ctx.memory(|m| m.focused()) else {
        return;
    };
    let Some(response) = ctx.read_response(focused) else {
        return;
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        Id::unique("focus-ring"),
    ));
    painter.rect_stroke(
        response.rect.expand(1.0),
        6.0,
        Stroke::new(2.5, RING),
        egui::StrokeKind::Outside,
    );
}

/// The text a screen reader should read now: the effect the animation shows, else the last
/// effect with words of the last action played (empty before the first move).
pub fn announcement(tr: &Tr, input: &BoardInput<'_>) -> String {
    let setup = input.session.setup();
    if let Some((effect, _)) = input.timeline.and_then(|t| t.current()) {
        let line = effect_line(tr, setup, effect);
        if !line.is_empty() {
            return line;
        }
    }
    let shown = input
        .timeline
        .map(|t| &t.effects()[..t.index().min(t.effects().len())]);
    let effects = shown.unwrap_or_else(|| input.session.last_effects());
    effects
        .iter()
        .rev()
        .map(|e| effect_line(tr, setup, e))
        .find(|line| !line.is_empty())
        .unwrap_or_default()
}

/// The live region (polite) that holds [`announcement`]: a screen reader reads each new text as
/// the animation shows its effect. It is the effect band above the board (`band`), where the
/// announcements are drawn, and only senses hover, so it is never in the pointer's way.
pub fn live_region(ui: &egui::Ui, tr: &Tr, input: &BoardInput<'_>, band: egui::Rect) {
    let text = announcement(tr, input);
    let id = ui.scope_id().with("effect-live-region");
    let response = ui.interact(band, id, egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3×3 grid of points one unit apart, row by row from the top left.
    fn grid() -> Vec<Pos2> {
        (0..9)
            .map(|k| Pos2::new((k % 3) as f32, (k / 3) as f32))
            .collect()
    }

    #[test]
    fn the_arrows_step_to_the_neighbour_and_stop_at_the_edge() {
        let g = grid();
        assert_eq!(step_to(g[4], Vec2::RIGHT, &g), Some(5));
        assert_eq!(step_to(g[4], Vec2::LEFT, &g), Some(3));
        assert_eq!(step_to(g[4], Vec2::UP, &g), Some(1));
        assert_eq!(step_to(g[4], Vec2::DOWN, &g), Some(7));
        assert_eq!(step_to(g[5], Vec2::RIGHT, &g), None);
        assert_eq!(step_to(g[0], Vec2::UP, &g), None);
    }

    #[test]
    fn a_point_in_line_wins_over_a_nearer_one_aside() {
        // A morris corner: the next point of its row is three steps away, a point of the
        // inner square one step across and one down.
        let points = [
            Pos2::new(0.0, 0.0),
            Pos2::new(3.0, 0.0),
            Pos2::new(1.0, 1.0),
        ];
        assert_eq!(step_to(points[0], Vec2::RIGHT, &points), Some(1));
        assert_eq!(step_to(points[0], Vec2::DOWN, &points), Some(2));
        // Beyond 45° aside is not in that direction.
        let aside = [Pos2::new(0.0, 0.0), Pos2::new(1.0, 2.0)];
        assert_eq!(step_to(aside[0], Vec2::RIGHT, &aside), None);
    }
}
