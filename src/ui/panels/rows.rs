//! A scrolled list of one-line rows, of which only those in view are laid out.
//!
//! The move list and the turn log of a long game hold hundreds of rows; laying every one out
//! each frame (its words looked up, its text shaped, its widget made) took most of the side
//! panel's time. Rows of one height let the scroll area know where each row is without
//! drawing it, so a frame lays out the twenty or so that show.

use egui::{Align, Id, Layout, Response, RichText, ScrollArea, TextWrapMode, Ui, Vec2};

/// Shows `count` rows in `area`, calling `row` for each one in view with its index.
/// `follow`: a row to scroll into view this frame, drawn or not. `id`: where the rows'
/// height is kept: the tallest row drawn so far (a frame's guess until one is drawn).
pub fn show(
    ui: &mut Ui,
    id: Id,
    mut area: ScrollArea,
    count: usize,
    follow: Option<usize>,
    mut row: impl FnMut(&mut Ui, usize),
) {
    let measured: Option<f32> = ui.data(|d| d.get_temp(id));
    let view: Option<f32> = ui.data(|d| d.get_temp(id.with("view")));
    let height = measured.unwrap_or(ui.spacing().interact_size.y);
    let step = height + ui.spacing().item_spacing.y;
    if let Some(i) = follow.filter(|&i| i < count) {
        // The row in the middle of the view (as tall as last frame's): set as the offset,
        // since a row out of view has no rect to scroll to.
        let middle = i as f32 * step + height / 2.0 - view.unwrap_or(0.0) / 2.0;
        area = area.vertical_scroll_offset(middle.max(0.0));
    }
    let mut tallest = height;
    let output = area.show_rows(ui, height, count, |ui, range| {
        for i in range {
            let size = Vec2::new(ui.available_width(), height);
            let drawn = ui.allocate_ui_with_layout(size, Layout::top_down(Align::Min), |ui| {
                // One row's height at least, so rows out of view are where they are counted.
                ui.set_min_height(height);
                row(ui, i);
            });
            tallest = tallest.max(drawn.response.rect.height());
        }
    });
    if view != Some(output.inner_rect.height()) {
        ui.data_mut(|d| d.insert_temp(id.with("view"), output.inner_rect.height()));
    }
    if measured != Some(tallest) {
        // A taller row than the guess: every row takes its height from the next frame on.
        ui.data_mut(|d| d.insert_temp(id, tallest));
        ui.request_repaint();
    }
}

/// One selectable row of text on one line, cut with "…" when the list is narrow (a wrapped
/// row would be taller than the others), the whole `hover` shown when the pointer rests on it.
pub fn line(ui: &mut Ui, selected: bool, text: RichText, hover: String) -> Response {
    ui.add(egui::Button::selectable(selected, text).wrap_mode(TextWrapMode::Truncate))
        .on_hover_text(hover)
}
