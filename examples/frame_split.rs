//! Where a frame's time goes: egui's `run_ui` and the tessellation timed apart, averaged over
//! 3,000 frames of a deterministic 100-action game at 1280×800 (wall time, one thread, no
//! review). The figures of docs/measurements/ui-frame-2026-12-02.txt; the benchmark
//! (`cargo bench --bench ui_frame`) measures the two together.
//!
//! `cargo run --release --example frame_split [isizulu|igisoro]`; run it under `perf record`
//! to see which part of the app a frame spends its time in.

#[path = "../benches/support/frame_app.rs"]
mod frame_app;

use frame_app::{app_for, input};
use inkomo::rules::GameId;
use inkomo::ui::Command;
use inkomo::ui::command::GameCommand;
use std::time::{Duration, Instant};

/// Frames measured, after as many to warm the caches up.
const FRAMES: u32 = 3_000;

fn main() {
    let game = match std::env::args().nth(1).as_deref() {
        Some("igisoro") => GameId::Igisoro,
        _ => GameId::Isizulu,
    };
    let mut app = app_for(game, 100);
    app.apply(Command::Game(GameCommand::FinishAnimation));
    let ctx = egui::Context::default();
    let mut time = 0.0;
    let (mut ui_time, mut tessellation) = (Duration::ZERO, Duration::ZERO);
    let mut vertices = 0;
    for frame in 0..2 * FRAMES {
        time += 1.0 / 60.0;
        let start = Instant::now();
        let out = ctx.run_ui(input(time), |ui| app.frame(ui));
        let drawn = Instant::now();
        let primitives = ctx.tessellate(out.shapes, out.pixels_per_point);
        let done = Instant::now();
        if frame >= FRAMES {
            ui_time += drawn - start;
            tessellation += done - drawn;
        }
        vertices = primitives
            .iter()
            .map(|p| match &p.primitive {
                egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
                egui::epaint::Primitive::Callback(_) => 0,
            })
            .sum();
        std::hint::black_box(primitives);
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3 / f64::from(FRAMES);
    println!(
        "{game:?}: run_ui {:.3} ms, tessellate {:.3} ms a frame; {vertices} vertices",
        ms(ui_time),
        ms(tessellation)
    );
}
