//! One frame of each board view while an animation runs, at 1280×800, headless: egui's
//! `Context::run_ui` plus tessellation (what the renderer is handed), no GPU.
//!
//! `cargo bench --bench ui_frame`. Target: under 2 ms of CPU per frame; under 1 ms while a
//! review is computed on its worker thread and once its marks and graph are shown.

#[path = "support/frame_app.rs"]
mod frame_app;

use frame_app::{app_for, input};
use inkomo::ui::command::GameCommand;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use inkomo::rules::GameId;
use inkomo::ui::{Command, InkomoApp};

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

/// The CPU time this thread has used: a frame's own work, without the time the review's
/// thread (or anything else on a busy machine) takes the core from it.
fn thread_cpu() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec through the valid pointer given.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    Duration::new(
        u64::try_from(t.tv_sec).unwrap_or(0),
        u32::try_from(t.tv_nsec).unwrap_or(0),
    )
}

/// Frames of a long game while its review is computed (started again, unmeasured, whenever
/// it ends), then once the review's marks and graph are shown, in CPU time of the UI's
/// thread ([`thread_cpu`]): on a machine of two cores the review's thread takes one, and wall
/// time would measure the machine's load rather than the frame.
fn bench_review(c: &mut Criterion, name: &str, game: GameId, moves: usize) {
    use inkomo::ui::command::ReviewCommand;
    let ctx = egui::Context::default();
    let mut app = app_for(game, moves);
    app.apply(Command::Game(GameCommand::FinishAnimation));
    let mut time = 0.0;
    let frame = |app: &mut InkomoApp, time: &mut f64| {
        *time += 1.0 / 60.0;
        let start = thread_cpu();
        let out = ctx.run_ui(input(*time), |ui| app.frame(ui));
        let prims = ctx.tessellate(out.shapes, out.pixels_per_point);
        let spent = thread_cpu().saturating_sub(start);
        std::hint::black_box(prims);
        spent
    };
    for _ in 0..10 {
        frame(&mut app, &mut time);
    }
    // The same game without a review, to compare with.
    c.bench_function(&format!("{name}_not_reviewed"), |b| {
        b.iter_custom(|iters| (0..iters).map(|_| frame(&mut app, &mut time)).sum());
    });
    c.bench_function(&format!("{name}_while_reviewing"), |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                if !app.review_run().is_working() {
                    app.apply(Command::Review(ReviewCommand::Start));
                }
                total += frame(&mut app, &mut time);
            }
            total
        });
    });
    // A filter may have skipped the bench above: the review is started here then.
    if !app.review_run().is_working() && app.session().and_then(|s| s.review()).is_none() {
        app.apply(Command::Review(ReviewCommand::Start));
    }
    let deadline = Instant::now() + Duration::from_secs(300);
    while app.review_run().is_working() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        frame(&mut app, &mut time);
    }
    frame(&mut app, &mut time);
    assert!(
        app.session().and_then(|s| s.review()).is_some(),
        "the review ended"
    );
    c.bench_function(&format!("{name}_reviewed"), |b| {
        b.iter_custom(|iters| (0..iters).map(|_| frame(&mut app, &mut time)).sum());
    });
}

fn frames(c: &mut Criterion) {
    bench_review(c, "frame_review_isizulu", GameId::Isizulu, 100);
    bench_review(c, "frame_review_igisoro", GameId::Igisoro, 100);
    bench_view(c, "frame_morris_isizulu", GameId::Isizulu, 14);
    bench_view(c, "frame_mancala_isolo_boys", GameId::IsoloBoys, 6);
    bench_view(c, "frame_mancala_igisoro", GameId::Igisoro, 5);
}

criterion_group!(benches, frames);
criterion_main!(benches);
