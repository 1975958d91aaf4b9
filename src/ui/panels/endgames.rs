//! "Prepare perfect endgames" in the settings window: builds (or reads) the morris endgame
//! tables of every morris rule set on a worker thread with a progress bar, keeps them in the
//! data folder and makes them available to the Master level and the hint. At start the app
//! reads tables prepared earlier, also on a thread.
//!
//! The preparation is process-wide (one at a time, whichever window shows it), so its state
//! lives here rather than in the app.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::ai::task::{Task, TaskPoll};
use crate::i18n::{Arg, Tr};
use crate::record::data_dir;
use crate::tables::store::{Loaded, load, prepare};
use crate::tables::{DEFAULT_MAX, GAMES, LARGEST_MAX, shared};

/// A preparation under way: its thread, and its progress in thousandths.
struct Job {
    task: Task<Result<(), String>>,
    permille: Arc<AtomicU32>,
}

/// The preparation under way, and the last failure to report.
static JOB: Mutex<Option<Job>> = Mutex::new(None);
static FAILED: Mutex<Option<String>> = Mutex::new(None);
static CACHED_READ: AtomicBool = AtomicBool::new(false);

/// Reads the tables prepared earlier (the largest `K` of each rule set that checks) on a
/// thread of its own, once per process. A file that does not check is left for the next
/// preparation to replace.
pub fn load_prepared_in_background() {
    if CACHED_READ.swap(true, Ordering::Relaxed) {
        return;
    }
    let Some(dir) = data_dir() else { return };
    let _ = std::thread::Builder::new()
        .name("inkomo-tables-load".into())
        .spawn(move || {
            for id in GAMES {
                for k in (3..=LARGEST_MAX).rev() {
                    if let Loaded::Read(t) = load(&dir, id, k) {
                        shared::install(*t);
                        break;
                    }
                }
            }
        });
}

/// Starts preparing `K` = [`DEFAULT_MAX`] tables for every morris rule set.
fn start() {
    let permille = Arc::new(AtomicU32::new(0));
    let shown = Arc::clone(&permille);
    let dir = data_dir();
    let task = Task::spawn("inkomo-tables", move |cancel: &AtomicBool| {
        let parts = GAMES.len() as u64;
        for (n, id) in GAMES.into_iter().enumerate() {
            if shared::max(id).is_some_and(|k| k >= DEFAULT_MAX) {
                continue;
            }
            let mut report = |done: u64, total: u64| {
                let share = (n as u64 * 1000 + done * 1000 / total.max(1)) / parts;
                shown.store(share as u32, Ordering::Relaxed);
                !cancel.load(Ordering::Relaxed)
            };
            let prepared =
                prepare(dir.as_deref(), id, DEFAULT_MAX, &mut report).map_err(|e| e.to_string())?;
            shared::install(prepared.tables);
        }
        shown.store(1000, Ordering::Relaxed);
        Ok(())
    });
    match task {
        Ok(task) => {
            if let Ok(mut job) = JOB.lock() {
                *job = Some(Job { task, permille });
            }
        }
        Err(e) => set_failed(e.to_string()),
    }
}

fn set_failed(reason: String) {
    if let Ok(mut f) = FAILED.lock() {
        *f = Some(reason);
    }
}

/// The progress of the preparation under way (0..=1), after taking in a finished one.
fn running() -> Option<f32> {
    let mut job = JOB.lock().ok()?;
    let state = job.as_ref()?.task.poll();
    match state {
        TaskPoll::Running => {
            let p = job.as_ref()?.permille.load(Ordering::Relaxed);
            Some(p as f32 / 1000.0)
        }
        TaskPoll::Ready(result) => {
            *job = None;
            if let Err(e) = result {
                set_failed(e);
            }
            None
        }
        TaskPoll::Ended => {
            *job = None;
            None
        }
    }
}

fn cancel() {
    if let Ok(mut job) = JOB.lock() {
        *job = None; // dropping the task raises its cancel flag
    }
}

/// The settings window's row: what is prepared, and the action or its progress.
pub fn show(ui: &mut egui::Ui, tr: &Tr) {
    ui.label(tr.s("settings-endgames"));
    ui.vertical(|ui| {
        let ready: Vec<u32> = GAMES.iter().filter_map(|&id| shared::max(id)).collect();
        let all_ready = ready.len() == GAMES.len() && ready.iter().all(|&k| k >= DEFAULT_MAX);
        if let Some(progress) = running() {
            ui.add(
                egui::ProgressBar::new(progress)
                    .show_percentage()
                    .desired_width(220.0),
            );
            if ui.button(tr.s("endgames-cancel")).clicked() {
                cancel();
            }
            ui.ctx().request_repaint_after(Duration::from_millis(200));
        } else if all_ready {
            ui.label(tr.a(
                "endgames-ready",
                &[("tokens", Arg::Num(i64::from(DEFAULT_MAX)))],
            ));
        } else {
            if ui
                .button(tr.s("endgames-prepare"))
                .on_hover_text(tr.a(
                    "endgames-prepare-hint",
                    &[("tokens", Arg::Num(i64::from(DEFAULT_MAX)))],
                ))
                .clicked()
            {
                if let Ok(mut f) = FAILED.lock() {
                    *f = None;
                }
                start();
            }
            if let Some(reason) = FAILED.lock().ok().and_then(|f| f.clone()) {
                ui.label(tr.a("endgames-failed", &[("reason", Arg::Text(reason))]));
            }
        }
    });
}
