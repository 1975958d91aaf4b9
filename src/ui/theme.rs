//! The look: warm sand panels around a carved wooden board, ebony and bone tokens, grey
//! *Caesalpinia* seeds. Colours and the painter helpers every board view shares.

use egui::epaint::{Mesh, PathShape, PathStroke};
use egui::{Color32, CornerRadius, FontFamily, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

use crate::ui::board::scene::TokenKind;
use crate::ui::board::session::TokenColour;

/// Panel background: pale sand.
pub const SAND: Color32 = Color32::from_rgb(0xEF, 0xE6, 0xD6);
/// A darker sand for cards and frames.
pub const SAND_DARK: Color32 = Color32::from_rgb(0xE2, 0xD3, 0xBA);
/// Text on sand.
pub const INK: Color32 = Color32::from_rgb(0x3B, 0x2A, 0x1E);
/// Secondary text.
pub const INK_SOFT: Color32 = Color32::from_rgb(0x74, 0x5C, 0x48);
/// Accent: terracotta.
pub const TERRACOTTA: Color32 = Color32::from_rgb(0xB5, 0x53, 0x2E);
/// Accent: ochre.
pub const OCHRE: Color32 = Color32::from_rgb(0xD8, 0x9A, 0x2B);
/// Legal moves: a calm teal that reads on wood.
pub const LEGAL: Color32 = Color32::from_rgb(0x2F, 0x8F, 0x7C);
/// The selected token.
pub const SELECT: Color32 = Color32::from_rgb(0x2E, 0x6E, 0xA6);
/// Wood, middle tone.
pub const WOOD: Color32 = Color32::from_rgb(0xB7, 0x82, 0x4E);
/// Wood, dark tone (grain, edges).
pub const WOOD_DARK: Color32 = Color32::from_rgb(0x86, 0x55, 0x2C);
/// Wood, light tone (highlights).
pub const WOOD_LIGHT: Color32 = Color32::from_rgb(0xD4, 0xA5, 0x70);
/// The dark of a carved groove.
pub const GROOVE: Color32 = Color32::from_rgb(0x55, 0x36, 0x1C);
/// The lit lower edge of a carved groove.
pub const GROOVE_LIGHT: Color32 = Color32::from_rgb(0xE3, 0xBD, 0x8B);
/// Ebony tokens.
pub const EBONY: Color32 = Color32::from_rgb(0x2B, 0x22, 0x1D);
/// Bone tokens.
pub const BONE: Color32 = Color32::from_rgb(0xF0, 0xE6, 0xCF);

/// The egui style of the app: light, warm, slightly larger text.
pub fn apply_style(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        let v = &mut style.visuals;
        *v = egui::Visuals::light();
        v.panel_fill = SAND;
        v.window_fill = Color32::from_rgb(0xF6, 0xEF, 0xE2);
        v.extreme_bg_color = Color32::from_rgb(0xFB, 0xF7, 0xEF);
        v.faint_bg_color = SAND_DARK;
        v.override_text_color = Some(INK);
        v.hyperlink_color = TERRACOTTA;
        v.selection.bg_fill = Color32::from_rgb(0xE8, 0xC3, 0x8A);
        v.selection.stroke = Stroke::new(1.0, INK);
        v.window_stroke = Stroke::new(1.0, WOOD_DARK);
        let w = &mut v.widgets;
        w.noninteractive.bg_fill = SAND;
        w.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_rgb(0xCF, 0xBB, 0x9C));
        w.inactive.bg_fill = Color32::from_rgb(0xE6, 0xD5, 0xB8);
        w.inactive.weak_bg_fill = Color32::from_rgb(0xE6, 0xD5, 0xB8);
        w.hovered.bg_fill = Color32::from_rgb(0xEE, 0xD9, 0xB3);
        w.hovered.weak_bg_fill = Color32::from_rgb(0xEE, 0xD9, 0xB3);
        w.active.bg_fill = Color32::from_rgb(0xDD, 0xB8, 0x80);
        w.active.weak_bg_fill = Color32::from_rgb(0xDD, 0xB8, 0x80);
        for state in [&mut w.inactive, &mut w.hovered, &mut w.active, &mut w.open] {
            state.corner_radius = CornerRadius::same(6);
        }
        style.spacing.item_spacing = Vec2::new(8.0, 6.0);
        style.spacing.button_padding = Vec2::new(10.0, 4.0);
        use egui::TextStyle;
        style.text_styles.insert(
            TextStyle::Heading,
            FontId::new(22.0, FontFamily::Proportional),
        );
        style
            .text_styles
            .insert(TextStyle::Body, FontId::new(15.0, FontFamily::Proportional));
        style.text_styles.insert(
            TextStyle::Button,
            FontId::new(15.0, FontFamily::Proportional),
        );
        style.text_styles.insert(
            TextStyle::Small,
            FontId::new(12.0, FontFamily::Proportional),
        );
    });
}

/// A deterministic pseudo-random number in 0..1 for drawing (grain, seed placement).
pub fn noise(i: u32) -> f32 {
    let mut x = i.wrapping_mul(0x9E37_79B9) ^ 0x85EB_CA6B;
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    (x & 0xFFFF) as f32 / 65535.0
}

/// Smooth start and end for a progress `t` in 0..1.
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Mixes two colours: `t = 0` gives `a`, `t = 1` gives `b`.
pub fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let t = t.clamp(0.0, 1.0);
    let m = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Color32::from_rgba_unmultiplied(
        m(a.r(), b.r()),
        m(a.g(), b.g()),
        m(a.b(), b.b()),
        m(a.a(), b.a()),
    )
}

/// A colour with alpha `a` (0..1).
pub fn alpha(c: Color32, a: f32) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r(), c.g(), c.b(), (a.clamp(0.0, 1.0) * 255.0) as u8)
}

/// A wooden board: rounded slab with grain, a bevel and a soft shadow.
pub fn wood_board(painter: &Painter, rect: Rect, seed: u32) {
    let radius = (rect.width().min(rect.height()) * 0.04).clamp(6.0, 24.0);
    let cr = CornerRadius::same(radius.round() as u8);
    painter.rect_filled(rect.translate(Vec2::new(3.0, 5.0)), cr, alpha(INK, 0.25));
    painter.rect_filled(rect, cr, WOOD);
    // A gentle light-to-dark gradient across the slab.
    let inner = rect.shrink(radius * 0.4);
    let mut mesh = Mesh::default();
    let top = alpha(WOOD_LIGHT, 0.35);
    let bottom = alpha(WOOD_DARK, 0.25);
    mesh.colored_vertex(inner.left_top(), top);
    mesh.colored_vertex(inner.right_top(), top);
    mesh.colored_vertex(inner.right_bottom(), bottom);
    mesh.colored_vertex(inner.left_bottom(), bottom);
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    painter.add(Shape::mesh(mesh));
    // Grain: long, slightly wavy lines along the board.
    let lines = 22;
    for k in 0..lines {
        let n = seed.wrapping_mul(101).wrapping_add(k);
        let y0 = inner.top() + inner.height() * (k as f32 + noise(n)) / lines as f32;
        let amp = inner.height() * 0.012 * (0.5 + noise(n + 7));
        let freq = 1.5 + 2.0 * noise(n + 13);
        let phase = noise(n + 29) * std::f32::consts::TAU;
        let steps = 28;
        let points: Vec<Pos2> = (0..=steps)
            .map(|s| {
                let u = s as f32 / steps as f32;
                let x = inner.left() + inner.width() * u;
                let y = y0 + amp * (u * freq * std::f32::consts::TAU + phase).sin();
                Pos2::new(x, y.clamp(inner.top(), inner.bottom()))
            })
            .collect();
        let shade = if noise(n + 41) > 0.5 {
            alpha(WOOD_DARK, 0.22)
        } else {
            alpha(WOOD_LIGHT, 0.25)
        };
        painter.add(Shape::Path(PathShape::line(
            points,
            PathStroke::new(0.8 + 1.4 * noise(n + 53), shade),
        )));
    }
    // Bevel: dark outer edge, light inner edge.
    painter.rect_stroke(
        rect,
        cr,
        Stroke::new(2.0, WOOD_DARK),
        egui::StrokeKind::Inside,
    );
    painter.rect_stroke(
        rect.shrink(3.0),
        cr,
        Stroke::new(1.0, alpha(WOOD_LIGHT, 0.7)),
        egui::StrokeKind::Inside,
    );
}

/// A line carved into the wood: a dark groove with a lit lower edge.
pub fn groove(painter: &Painter, a: Pos2, b: Pos2, width: f32) {
    let offset = Vec2::new(0.0, width * 0.35);
    painter.line_segment([a + offset, b + offset], Stroke::new(width, GROOVE_LIGHT));
    painter.line_segment([a, b], Stroke::new(width, GROOVE));
}

/// A point carved into the wood (a shallow hole where a token may stand).
pub fn carved_point(painter: &Painter, centre: Pos2, r: f32) {
    painter.circle_filled(centre + Vec2::new(0.0, r * 0.2), r, GROOVE_LIGHT);
    painter.circle_filled(centre, r, GROOVE);
    painter.circle_filled(
        centre + Vec2::new(0.0, r * 0.25),
        r * 0.6,
        mix(GROOVE, WOOD, 0.35),
    );
}

/// The body colour of a token colour.
pub fn token_fill(colour: TokenColour) -> Color32 {
    match colour {
        TokenColour::Dark => EBONY,
        TokenColour::Light => BONE,
    }
}

/// A polished token with a shadow, a highlight, and the mark of its kind.
pub fn stone(
    painter: &Painter,
    centre: Pos2,
    r: f32,
    colour: TokenColour,
    kind: TokenKind,
    fade: f32,
) {
    let body = token_fill(colour);
    let (rim, lit, mark) = match colour {
        TokenColour::Dark => (
            Color32::from_rgb(0x14, 0x0F, 0x0C),
            Color32::from_rgb(0x6E, 0x5E, 0x52),
            Color32::from_rgb(0xE4, 0xCF, 0xA6),
        ),
        TokenColour::Light => (
            Color32::from_rgb(0xA8, 0x94, 0x74),
            Color32::from_rgb(0xFF, 0xFD, 0xF6),
            Color32::from_rgb(0x6B, 0x3E, 0x22),
        ),
    };
    let f = |c: Color32| alpha(c, fade * f32::from(c.a()) / 255.0);
    painter.circle_filled(
        centre + Vec2::new(r * 0.12, r * 0.22),
        r * 1.02,
        f(alpha(INK, 0.35)),
    );
    painter.circle_filled(centre, r, f(body));
    painter.circle_stroke(centre, r, Stroke::new((r * 0.08).max(1.0), f(rim)));
    // A soft sheen and a small bright spot: polished, not glossy.
    painter.circle_filled(
        centre + Vec2::new(-r * 0.05, -r * 0.08),
        r * 0.72,
        f(alpha(lit, 0.10)),
    );
    painter.circle_filled(
        centre + Vec2::new(-r * 0.34, -r * 0.36),
        r * 0.2,
        f(alpha(
            lit,
            if colour == TokenColour::Dark {
                0.6
            } else {
                0.4
            },
        )),
    );
    match kind {
        TokenKind::Cow => {}
        TokenKind::HerdBoy => {
            // A herd boy: his shepherd's crook, a staff with a hooked top.
            let w = Stroke::new((r * 0.13).max(1.2), f(mark));
            let foot = centre + Vec2::new(r * 0.05, r * 0.6);
            let top = centre + Vec2::new(r * 0.05, -r * 0.3);
            painter.line_segment([foot, top], w);
            let hook: Vec<Pos2> = (0..=10)
                .map(|k| {
                    let a = std::f32::consts::PI * (1.0 + k as f32 / 10.0);
                    top + Vec2::new(-r * 0.22 + r * 0.22 * a.cos(), r * 0.22 * a.sin())
                })
                .collect();
            painter.add(Shape::line(hook, w));
        }
        TokenKind::Warrior => {
            // The warrior group: a filled oval shield with a spear behind it.
            painter.line_segment(
                [
                    centre + Vec2::new(-r * 0.62, r * 0.6),
                    centre + Vec2::new(r * 0.62, -r * 0.6),
                ],
                Stroke::new((r * 0.1).max(1.0), f(mark)),
            );
            painter.add(Shape::ellipse_filled(
                centre,
                Vec2::new(r * 0.3, r * 0.55),
                f(mark),
            ));
            painter.line_segment(
                [
                    centre + Vec2::new(0.0, -r * 0.42),
                    centre + Vec2::new(0.0, r * 0.42),
                ],
                Stroke::new((r * 0.07).max(1.0), f(token_fill(colour))),
            );
        }
    }
}

/// A carved mancala pit.
pub fn pit(painter: &Painter, centre: Pos2, r: Vec2) {
    painter.add(Shape::ellipse_filled(
        centre + Vec2::new(0.0, r.y * 0.08),
        r,
        GROOVE_LIGHT,
    ));
    painter.add(Shape::ellipse_filled(
        centre,
        r,
        mix(GROOVE, WOOD_DARK, 0.55),
    ));
    painter.add(Shape::ellipse_filled(
        centre + Vec2::new(0.0, r.y * 0.12),
        r * 0.88,
        mix(WOOD_DARK, WOOD, 0.35),
    ));
}

/// One seed, a smooth grey bean, rotated by `angle`.
pub fn seed(painter: &Painter, centre: Pos2, size: f32, angle: f32, shade: f32, fade: f32) {
    let base = mix(
        Color32::from_rgb(0x7E, 0x82, 0x78),
        Color32::from_rgb(0xA9, 0xAC, 0x9F),
        shade,
    );
    let (s, c) = angle.sin_cos();
    let rx = size;
    let ry = size * 0.78;
    let points: Vec<Pos2> = (0..10)
        .map(|k| {
            let t = k as f32 / 10.0 * std::f32::consts::TAU;
            let (x, y) = (rx * t.cos(), ry * t.sin());
            centre + Vec2::new(x * c - y * s, x * s + y * c)
        })
        .collect();
    painter.add(Shape::convex_polygon(
        points,
        alpha(base, fade),
        Stroke::new(0.6, alpha(Color32::from_rgb(0x4A, 0x4C, 0x45), fade * 0.8)),
    ));
    painter.circle_filled(
        centre + Vec2::new(-size * 0.3, -size * 0.28),
        size * 0.28,
        alpha(Color32::from_rgb(0xE4, 0xE6, 0xDC), fade * 0.7),
    );
}

/// Where the `i`-th of `n` seeds lies in a pit of radius `r` (a calm sunflower spiral).
pub fn seed_offset(i: usize, n: usize, r: Vec2) -> Vec2 {
    let golden = 2.399_963_3_f32;
    let spread = ((i as f32 + 0.6) / (n.max(6) as f32)).sqrt();
    let a = i as f32 * golden + 0.7;
    Vec2::new(a.cos() * r.x * 0.72 * spread, a.sin() * r.y * 0.72 * spread)
}

/// A small pill with a number, readable on wood (seed counts).
pub fn count_badge(painter: &Painter, centre: Pos2, text: &str, size: f32, accent: bool) {
    let galley = painter.layout_no_wrap(
        text.to_string(),
        FontId::new(size, FontFamily::Proportional),
        if accent { Color32::WHITE } else { BONE },
    );
    let pad = Vec2::new(size * 0.35, size * 0.08);
    let rect = Rect::from_center_size(centre, galley.size() + pad * 2.0);
    let rect = rect.expand2(Vec2::new(
        (rect.height() - rect.width()).max(0.0) / 2.0,
        0.0,
    ));
    painter.rect_filled(
        rect,
        CornerRadius::same((rect.height() / 2.0).round() as u8),
        if accent {
            TERRACOTTA
        } else {
            alpha(EBONY, 0.78)
        },
    );
    painter.galley(rect.center() - galley.size() / 2.0, galley, BONE);
}

/// A ring drawn around a point or pit (legal moves, last move, selection).
pub fn ring(painter: &Painter, centre: Pos2, r: Vec2, colour: Color32, width: f32) {
    painter.add(Shape::ellipse_stroke(centre, r, Stroke::new(width, colour)));
}

/// A small curved arrow (reverse-sowing marks and direction buttons).
pub fn curved_arrow(painter: &Painter, centre: Pos2, r: f32, clockwise: bool, stroke: Stroke) {
    let n = 14;
    let (a0, a1) = (-2.4_f32, 1.4_f32);
    let points: Vec<Pos2> = (0..=n)
        .map(|k| {
            let a = a0 + (a1 - a0) * k as f32 / n as f32;
            let a = if clockwise {
                a
            } else {
                std::f32::consts::PI - a
            };
            centre + Vec2::new(a.cos() * r, a.sin() * r)
        })
        .collect();
    let tip = points[n];
    let prev = points[n - 2];
    painter.add(Shape::line(points, stroke));
    let dir = (tip - prev).normalized();
    let side = Vec2::new(-dir.y, dir.x);
    let head = r * 0.55;
    painter.add(Shape::convex_polygon(
        vec![
            tip + dir * head * 0.6,
            tip - dir * head * 0.5 + side * head * 0.6,
            tip - dir * head * 0.5 - side * head * 0.6,
        ],
        stroke.color,
        Stroke::NONE,
    ));
}

/// The largest proportional font from `size` down to `min` in which `text` fits in `width`
/// on one line (at `min` it may still overflow).
pub fn fitted_font(painter: &Painter, text: &str, width: f32, size: f32, min: f32) -> FontId {
    let mut size = size;
    while size > min {
        let font = FontId::proportional(size);
        let galley = painter.layout_no_wrap(text.to_string(), font.clone(), INK);
        if galley.size().x <= width {
            return font;
        }
        size -= 1.0;
    }
    FontId::proportional(min)
}
