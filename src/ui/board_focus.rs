//! Keyboard play on the board: the focus ring over points and pits, and the live region that
//! reads each effect to a screen reader.
//!
//! The ring is egui's own keyboard focus, not a state of ours: every point and pit is a
//! focusable button, egui moves the focus with the arrow keys to the nearest widget in that
//! direction on the drawn layout (so a flipped board is walked as it is drawn), Enter or Space
//! press the focused one (the same click, so the same command through the one click table),
//! Tab walks on to the side panel's buttons and Escape drops the focus. Screen readers follow
//! the same focus through AccessKit. What this module adds: a first arrow with nothing focused
//! puts the focus on the board, a pointer click hides the ring (as desktop apps do), the ring
//! itself, and the live region.

use egui::{Color32, Id, Key, Painter, Pos2, Response, Stroke, Vec2};

use super::board_input::BoardInput;
use super::describe::effect_line;
use crate::i18n::Tr;

/// The colour of the keyboard focus ring.
const RING: Color32 = Color32::from_rgb(40, 110, 200);

/// Whether an arrow key without modifiers was pressed this frame.
fn arrow_pressed(ui: &egui::Ui) -> bool {
    ui.input(|i| {
        i.modifiers.is_none()
            && [
                Key::ArrowUp,
                Key::ArrowDown,
                Key::ArrowLeft,
                Key::ArrowRight,
            ]
            .iter()
            .any(|k| i.key_pressed(*k))
    })
}

/// With nothing focused, an arrow key puts the focus on the board: on `preferred` (the first
/// lit target) or else on `first`. Call before the board's widgets are made, so that the ring
/// shows in the same frame; the arrow only brings the ring in and does not move it yet.
pub fn enter_board(ui: &egui::Ui, input: &BoardInput<'_>, preferred: Option<Id>, first: Id) {
    if !input.person_to_act || !input.accept_clicks || !arrow_pressed(ui) {
        return;
    }
    ui.memory_mut(|m| {
        if m.focused().is_none() {
            m.request_focus(preferred.unwrap_or(first));
            m.move_focus(egui::FocusDirection::None);
        }
    });
}

/// Draws the focus ring around `centre` when `response` has the keyboard focus, and drops the
/// focus when the pointer clicked it (the ring is for the keyboard only).
pub fn ring(painter: &Painter, response: &Response, centre: Pos2, radius: Vec2) {
    if response.clicked() && response.ctx.input(|i| i.pointer.any_released()) {
        response.surrender_focus();
        return;
    }
    if response.has_focus() {
        let rect = egui::Rect::from_center_size(centre, radius * 2.0);
        painter.rect_stroke(
            rect,
            radius.min_elem() * 0.5,
            Stroke::new(3.0, RING),
            egui::StrokeKind::Outside,
        );
    }
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
/// the animation shows its effect. It has no size, so it is never in the pointer's way.
pub fn live_region(ui: &egui::Ui, tr: &Tr, input: &BoardInput<'_>, at: Pos2) {
    let text = announcement(tr, input);
    let id = ui.scope_id().with("effect-live-region");
    let response = ui.interact(
        egui::Rect::from_min_size(at, Vec2::ZERO),
        id,
        egui::Sense::hover(),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
    });
}
