//! Shared helpers of the UI tests: a headless harness around the app, clicks by accessible
//! label, and checks that what the board shows is what the engine says.

#![allow(dead_code)]

use inkomo::ui::command::{BoardCommand, GameCommand};
use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use inkomo::i18n::Language;
use inkomo::record::AutosaveStore;
use inkomo::rules::mancala::{Pit, pit_name};
use inkomo::rules::morris::{Point, point_name};
use inkomo::rules::{Action, EffectKind, Game, GameId, MorrisEffect, Player};
use inkomo::selfplay::Rng;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::{GameSetup, TokenColour};
use inkomo::ui::command::Command;
use inkomo::ui::{InkomoApp, Settings};

/// The window size of every UI test.
pub const SIZE: [f32; 2] = [1280.0, 800.0];

/// Settings for tests: English, the given animation speed.
pub fn settings(speed: Speed) -> Settings {
    Settings {
        language: Language::En,
        speed,
        ..Settings::default()
    }
}

/// A harness around an app that is on the picker.
pub fn harness(settings: Settings) -> Harness<'static, InkomoApp> {
    Harness::builder().with_size(SIZE).build_ui_state(
        |ui, app: &mut InkomoApp| app.frame(ui),
        InkomoApp::new(settings),
    )
}

/// A harness around `app` at the tests' window size, after two frames (a window is measured
/// in its first frame and shown in the next).
pub fn harness_of(app: InkomoApp) -> Harness<'static, InkomoApp> {
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    h
}

/// A harness around an app already playing `game` with default options.
pub fn harness_in_game(game: GameId, speed: Speed) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(speed));
    app.start(GameSetup::new(game));
    harness_of(app)
}

/// A harness around an app playing `setup` at the position the engine reaches by `prefix`,
/// the prefix's animations finished.
pub fn harness_at(
    setup: GameSetup,
    speed: Speed,
    prefix: &[Action],
) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(speed));
    app.start(setup);
    for a in prefix {
        app.apply(Command::Board(BoardCommand::Act(*a)));
    }
    app.apply(Command::Game(GameCommand::FinishAnimation));
    harness_of(app)
}

/// Runs frames, with a short pause between them, until the balanced opening asked for has
/// arrived and its game started (it is prepared on a thread of its own). Panics if it takes
/// more than a minute: it takes well under a second.
pub fn wait_for_opening(h: &mut Harness<'static, InkomoApp>) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while h.state().is_preparing_opening() {
        assert!(
            std::time::Instant::now() < deadline,
            "the balanced opening did not arrive"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    h.run_steps(2);
}

/// Clicks the one widget with this exact accessible label and lets the app react.
pub fn click(h: &mut Harness<'static, InkomoApp>, label: &str) {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::Vec2::from(SIZE));
    if !screen.contains_rect(h.get_by_label(label).rect()) {
        // Below the fold (a long dialog): scroll it into view first, as a person would.
        h.get_by_label(label).scroll_to_me();
        h.run_steps(3);
    }
    h.get_by_label(label).click();
    // One frame per queued event, then frames for the app to show the result (a new window
    // is measured in its first frame and shown in the next).
    h.step();
    h.run_steps(3);
}

/// Whether a widget with this exact label is shown.
pub fn shows(h: &Harness<'static, InkomoApp>, label: &str) -> bool {
    h.query_by_label(label).is_some()
}

/// The game as the engine has it.
pub fn game(h: &Harness<'static, InkomoApp>) -> Game {
    h.state()
        .session()
        .expect("a game is being played")
        .game()
        .clone()
}

/// The morris point with BLAC index `index` (0 is a7), for fixtures that name points by number.
pub fn pt(index: u8) -> Point {
    Point::try_from(index).expect("a BLAC index 0..=24")
}

/// The accessible label of a morris point, as the board must show it.
pub fn point_label(game: &Game, p: Point, first: TokenColour) -> String {
    let owner = game.morris().and_then(|m| m.point(p));
    let what = match owner {
        None => "empty".to_string(),
        Some(player) => {
            let colour = if player == Player::First {
                first
            } else {
                first.other()
            };
            match colour {
                TokenColour::Dark => "dark token".to_string(),
                TokenColour::Light => "light token".to_string(),
            }
        }
    };
    format!("point {}, {what}", point_name(p))
}

/// The accessible label of a mancala pit, as the board must show it.
pub fn pit_label(game: &Game, pit: Pit) -> String {
    let n = game.mancala().map_or(0, |m| m.seeds(pit));
    let seeds = if n == 1 {
        "1 seed".to_string()
    } else {
        format!("{n} seeds")
    };
    format!("pit {}, {seeds}", pit_name(pit))
}

/// Asserts that every point or pit on screen says what the engine's state says.
pub fn assert_board_matches(h: &Harness<'static, InkomoApp>) {
    let g = game(h);
    if let Some(m) = g.morris() {
        let count = m.board().point_count();
        // While a removal is due, the tokens of the lines this turn formed are marked.
        let marked: Vec<Point> = if m.removals_due() > 0 {
            h.state()
                .session()
                .map(|s| {
                    s.turn_effects()
                        .filter_map(|e| match e.kind {
                            EffectKind::Morris(MorrisEffect::LineFormed { line, .. }) => Some(line),
                            _ => None,
                        })
                        .flatten()
                        .collect()
                })
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        for p in Point::all(count) {
            let mut label = point_label(&g, p, TokenColour::Dark);
            if marked.contains(&p) {
                label.push_str(", part of an isibhamu");
            }
            assert!(shows(h, &label), "the board should show '{label}'");
        }
    } else {
        for pit in Pit::all() {
            let label = pit_label(&g, pit);
            assert!(shows(h, &label), "the board should show '{label}'");
        }
    }
}

/// Plays random legal actions in a copy of `start` until `found` holds; returns the actions.
/// Tries seeds in turn, so the search is deterministic.
pub fn find_prefix(
    start: &Game,
    max_actions: usize,
    found: impl Fn(&Game) -> bool,
) -> Option<Vec<Action>> {
    for seed in 0..2_000u64 {
        let mut rng = Rng::new(seed);
        let mut g = start.clone();
        let mut actions = Vec::new();
        for _ in 0..max_actions {
            if found(&g) {
                return Some(actions);
            }
            let legal = g.legal_actions();
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.below(legal.len())];
            g.apply_quiet(a).ok()?;
            actions.push(a);
        }
        if found(&g) {
            return Some(actions);
        }
    }
    None
}

/// A fresh, empty directory for one test: `inkomo-<suite>-<label>-<process id>` in the system's
/// temporary folder, emptied first.
pub fn temp_dir(suite: &str, label: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("inkomo-{suite}-{label}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// A harness around an app on the picker that keeps its lesson and puzzle progress in `dir`.
pub fn harness_with_lessons(dir: &Path) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.set_lesson_store(Some(inkomo::lesson::progress::ProgressStore::in_dir(dir)));
    harness_of(app)
}

/// A harness around an app on the picker that keeps its records in `dir`, with the system's
/// file dialogs off (a desktop would show a real one and wait for a person).
pub fn harness_with_store(dir: &Path) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.set_store(Some(AutosaveStore::at(dir)));
    app.use_file_dialogs(false);
    harness_of(app)
}
