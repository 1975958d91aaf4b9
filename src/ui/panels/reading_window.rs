//! Where a reading window opens: the glossary and a rules page, read beside a game or a
//! lesson, share one place and one size, and open at their top.

/// Frames after opening in which the glossary or a rules page is held at its top (a new
/// window is measured in its first frame and shown in the next).
pub const OPENING_FRAMES: u8 = 3;

/// Places a glossary or rules window: on the left, below the top bar, over the board rather
/// than the side panel (which holds the lesson's or the game's text, read beside it), at a
/// size that reads without resizing: as wide as a page of text where the screen allows, and
/// nearly as tall as the screen.
pub fn place<'a>(ctx: &egui::Context, window: egui::Window<'a>) -> egui::Window<'a> {
    let screen = ctx.content_rect();
    // The side panels are at most 560 points wide and at least 260; leave the narrowest one
    // free on a small screen, a usual one on a large.
    let width = (screen.width() - 420.0).clamp(320.0, 640.0);
    let height = (screen.height() - 96.0).max(240.0);
    window
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(16.0, 48.0))
        .default_size([width, height])
        .min_width(300.0)
}
