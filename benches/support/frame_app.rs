//! The app the frame measurements draw (`benches/ui_frame.rs`, `examples/frame_split.rs`):
//! a deterministic game, and the input of a 1280×800 window.

use egui::{Pos2, RawInput, Rect, Vec2};
use inkomo::i18n::Language;
use inkomo::rules::GameId;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::GameSetup;
use inkomo::ui::command::{BoardCommand, GameCommand};
use inkomo::ui::{Command, InkomoApp, Settings};

/// An app in the middle of `game` after `moves` actions (the (7k + 3 mod n)-th legal action
/// each time), in English at a quarter of the animation speed, its last action's animation
/// started again.
pub fn app_for(game: GameId, moves: usize) -> InkomoApp {
    let settings = Settings {
        language: Language::En,
        speed: Speed::Quarter,
        ..Settings::default()
    };
    // The app's process keeps freed frame memory (as `inkomo` does before its window opens).
    inkomo::ui::app::heap::keep_frame_memory();
    let mut app = InkomoApp::new(settings);
    app.start(GameSetup::new(game));
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

/// A frame's input at `time`: a 1280×800 window at 60 frames a second.
pub fn input(time: f64) -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 800.0))),
        time: Some(time),
        predicted_dt: 1.0 / 60.0,
        ..RawInput::default()
    }
}
