//! One frame of each board view while an animation runs, at 1280×800, headless: egui's
//! `Context::run_ui` plus tessellation (what the renderer is handed), no GPU.
//!
//! `cargo bench --bench ui_frame`. Target: under 2 ms of CPU per frame.

use inkomo::ui::command::{BoardCommand, GameCommand};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Pos2, RawInput, Rect, Vec2};
use inkomo::i18n::Language;
use inkomo::rules::GameId;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::GameSetup;
use inkomo::ui::{Command, InkomoApp, Settings};

/// An app in the middle of a game, with an animation running.
fn app_for(game: GameId, moves: usize) -> InkomoApp {
    let settings = Settings {
        language: Language::En,
        speed: Speed::Quarter,
        ..Settings::default()
    };
    let mut app = InkomoApp::new(settings);
    app.start(GameSetup::new(game));
    // A deterministic game: the (7k mod n)-th legal action each time.
    for k in 0..moves {
        let Some(action) = app.session().and_then(|s| {
            let legal = s.legal();
            (!legal.is_empty()).then(|| legal[(7 * k + 3) % legal.len()])
        }) else {
            break;
        };
        app.apply(Command::Board(BoardCommand::Act(action)));
    }
    app.apply(Command::Game(GameCommand::Undo));
    app.apply(Command::Game(GameCommand::Redo));
    app
}

fn input(time: f64) -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 800.0))),
        time: Some(time),
        predicted_dt: 1.0 / 60.0,
        ..RawInput::default()
    }
}

fn bench_view(c: &mut Criterion, name: &str, game: GameId, moves: usize) {
    let ctx = egui::Context::default();
    let mut app = app_for(game, moves);
    let mut time = 0.0;
    // Warm up fonts and caches.
    for _ in 0..10 {
        time += 1.0 / 60.0;
        let out = ctx.run_ui(input(time), |ui| app.frame(ui));
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    c.bench_function(name, |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                if !app.is_animating() {
                    // Start the last action's animation again (not measured).
                    app.apply(Command::Game(GameCommand::Undo));
                    app.apply(Command::Game(GameCommand::Redo));
                }
                time += 1.0 / 60.0;
                let start = Instant::now();
                let out = ctx.run_ui(input(time), |ui| app.frame(ui));
                let prims = ctx.tessellate(out.shapes, out.pixels_per_point);
                total += start.elapsed();
                std::hint::black_box(prims);
            }
            total
        });
    });
}

fn frames(c: &mut Criterion) {
    bench_view(c, "frame_morris_isizulu", GameId::Isizulu, 14);
    bench_view(c, "frame_mancala_isolo_boys", GameId::IsoloBoys, 6);
    bench_view(c, "frame_mancala_igisoro", GameId::Igisoro, 5);
}

criterion_group!(benches, frames);
criterion_main!(benches);
