//! The zoom: a setting that scales the whole app (a class, a projector), changed by
//! Ctrl+plus / Ctrl+minus / Ctrl+0 and by the settings window's buttons, and remembered with
//! the settings.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::WindowCommand;

use crate::ui_support::{click, harness_in_game};
use egui::{Key, Modifiers};
use inkomo::rules::GameId;
use inkomo::ui::Command;
use inkomo::ui::panels::settings::{Settings, Speed, ZOOM_STEPS};

fn zoom(h: &egui_kittest::Harness<'static, inkomo::ui::InkomoApp>) -> (f32, f32) {
    (h.state().settings().zoom, h.ctx.zoom_factor())
}

#[test]
fn the_zoom_keys_scale_the_whole_app_and_the_setting_follows() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    assert_eq!(zoom(&h), (1.0, 1.0));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run_steps(3);
    assert_eq!(zoom(&h), (1.1, 1.1));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Equals);
    h.run_steps(3);
    assert_eq!(zoom(&h), (1.25, 1.25));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    h.run_steps(3);
    assert_eq!(zoom(&h), (1.0, 1.0));
    for _ in 0..12 {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
        h.run_steps(2);
    }
    assert_eq!(
        zoom(&h),
        (ZOOM_STEPS[0], ZOOM_STEPS[0]),
        "never below the smallest"
    );
}

#[test]
fn the_settings_window_buttons_change_the_zoom() {
    let mut h = harness_in_game(GameId::Igisoro, Speed::Off);
    h.state_mut()
        .apply(Command::Window(WindowCommand::ShowSettings(true)));
    h.run_steps(3);
    click(&mut h, "+");
    click(&mut h, "+");
    assert_eq!(zoom(&h), (1.25, 1.25));
    click(&mut h, "125 %");
    assert_eq!(zoom(&h), (1.0, 1.0), "the size shown resets to normal");
    click(&mut h, "−");
    assert_eq!(zoom(&h), (0.9, 0.9));
}

#[test]
fn the_zoom_is_remembered_with_the_settings() {
    let settings = Settings {
        zoom: 1.5,
        ..Settings::default()
    };
    let text = ron::to_string(&settings).unwrap();
    let back: Settings = ron::from_str(&text).unwrap();
    assert_eq!(back.zoom, 1.5);
    // An app started with those settings is drawn at that size from its first frame.
    let mut h = egui_kittest::Harness::builder()
        .with_size(ui_support::SIZE)
        .build_ui_state(
            |ui, app: &mut inkomo::ui::InkomoApp| app.frame(ui),
            inkomo::ui::InkomoApp::new(back),
        );
    h.run_steps(2);
    assert_eq!(h.ctx.zoom_factor(), 1.5);
}
