//! 2,000 seeded random clicks and key presses per rule set: the app must never panic, and
//! the board it shows must always end up equal to the engine's state.
//!
//! The monkey clicks anything, so it often leaves the game (the toolbar's New game, Ctrl+N,
//! Learn, the rules pages) and wanders the picker, the lessons and the dialogs. Those screens
//! are part of what it tests, but a person who has wandered off comes back to play: after
//! [`AWAY`] events off the board the monkey returns as a person would (Esc, Ctrl+N, "Play …",
//! "Start"), so most of its events still land on a game and the progress check means
//! something.

#![cfg(feature = "gui")]

use crate::ui_support::*;
use egui::{Event, Key, Modifiers, PointerButton, Pos2};
use egui_kittest::kittest::{Queryable, by};
use inkomo::i18n::Tr;
use inkomo::rules::GameId;
use inkomo::selfplay::Rng;
use inkomo::ui::InkomoApp;
use inkomo::ui::app::Screen;
use inkomo::ui::board::describe::game_title;
use inkomo::ui::board::scene::Scene;
use inkomo::ui::command::GameCommand;
use inkomo::ui::panels::settings::Speed;

const EVENTS: usize = 2_000;

/// Events spent off the play screen before the monkey goes back to a game.
const AWAY: usize = 25;

const KEYS: [(Modifiers, Key); 12] = [
    (Modifiers::COMMAND, Key::Z),
    (Modifiers::COMMAND, Key::Y),
    (Modifiers::COMMAND, Key::R),
    (Modifiers::NONE, Key::Escape),
    (Modifiers::NONE, Key::Space),
    (Modifiers::NONE, Key::Enter),
    (Modifiers::NONE, Key::ArrowLeft),
    (Modifiers::NONE, Key::ArrowRight),
    (Modifiers::NONE, Key::Tab),
    (Modifiers::NONE, Key::F1),
    (Modifiers::NONE, Key::A),
    (Modifiers::COMMAND, Key::N),
];

fn monkey(game: GameId, seed: u64) {
    let mut h = harness_in_game(game, Speed::Double);
    let mut rng = Rng::new(seed);
    let mut played = 0;
    let mut progress = 0;
    let mut away = 0;
    for _ in 0..EVENTS {
        let roll = rng.below(100);
        if roll < 55 {
            // A click on a random button (points, pits, panel buttons, toolbar).
            let buttons: Vec<egui::Rect> = h
                .get_all(by().role(egui::accesskit::Role::Button))
                .map(|n| n.rect())
                .collect();
            if buttons.is_empty() {
                continue;
            }
            let rect = buttons[rng.below(buttons.len())];
            click_at(&mut h, rect.center(), PointerButton::Primary);
        } else if roll < 85 {
            let pos = Pos2::new(
                rng.below(SIZE[0] as usize) as f32,
                rng.below(SIZE[1] as usize) as f32,
            );
            let button = if rng.below(8) == 0 {
                PointerButton::Secondary
            } else {
                PointerButton::Primary
            };
            click_at(&mut h, pos, button);
        } else {
            // Keys; Ctrl+N (back to the picker) rarely, so the game goes on.
            let k = rng.below(KEYS.len() * 4).min(KEYS.len() - 1);
            let (m, key) = KEYS[k];
            h.key_press_modifiers(m, key);
            h.step();
        }
        let now = h.state().session().map_or(0, |s| s.played().len());
        if now > played {
            progress += now - played;
        }
        played = now;
        if matches!(h.state().screen(), Screen::Play) {
            away = 0;
        } else {
            away += 1;
            if away >= AWAY {
                come_back(&mut h, game);
                away = 0;
            }
        }
    }
    eprintln!("{game}: {progress} actions played by random clicks");
    assert!(
        progress >= 30,
        "{game}: the clicks played only {progress} actions"
    );
    // Whatever happened, once animations end the screen shows what the engine holds.
    h.state_mut()
        .apply(inkomo::ui::Command::Game(GameCommand::FinishAnimation));
    h.step();
    if let Some(session) = h.state().session() {
        let mut expected = Scene::of(session.start());
        for effects in session.effects() {
            for e in &effects {
                expected.apply(e);
            }
        }
        expected.settle(session.game());
        assert_eq!(
            session.scene(),
            &expected,
            "{game}: the scene follows the engine"
        );
    }
    assert!(
        h.state().missing_messages().is_empty(),
        "{:?}",
        h.state().missing_messages()
    );
}

/// Goes back to a game of `game` the way a person would: Esc closes what is open, Ctrl+N
/// leaves a lesson or the position editor for the picker, then "Play …" on the game's card and "Start", in whatever
/// language the monkey has chosen.
fn come_back(h: &mut egui_kittest::Harness<'static, InkomoApp>, game: GameId) {
    for _ in 0..2 {
        h.key_press(Key::Escape);
        h.run_steps(2);
    }
    if matches!(
        h.state().screen(),
        Screen::Learn | Screen::Lesson | Screen::Editor(_)
    ) {
        h.key_press_modifiers(Modifiers::COMMAND, Key::N);
        h.run_steps(2);
    }
    // In the app's language: the monkey may have changed it in the settings.
    let tr = Tr::new(h.state().settings().language);
    let play = tr.a("picker-play", &[("game", game_title(&tr, game).into())]);
    let start = tr.s("button-start");
    for (label, on_picker) in [(play, true), (start, false)] {
        let target = match h.state().screen() {
            Screen::Picker => on_picker,
            Screen::NewGame(_) => !on_picker,
            _ => false,
        };
        if target && h.query_by_label(&label).is_some() {
            click(h, &label);
        }
    }
}

fn click_at(h: &mut egui_kittest::Harness<'static, InkomoApp>, pos: Pos2, button: PointerButton) {
    h.event(Event::PointerMoved(pos));
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.step();
}

#[test]
fn monkey_isisuthu() {
    monkey(GameId::Isisuthu, 101);
}

#[test]
fn monkey_isizulu() {
    monkey(GameId::Isizulu, 102);
}

#[test]
fn monkey_isipowe() {
    monkey(GameId::Isipowe, 103);
}

#[test]
fn monkey_isolo_women() {
    monkey(GameId::IsoloWomen, 104);
}

#[test]
fn monkey_isolo_boys() {
    monkey(GameId::IsoloBoys, 105);
}

#[test]
fn monkey_igisoro() {
    monkey(GameId::Igisoro, 106);
}
