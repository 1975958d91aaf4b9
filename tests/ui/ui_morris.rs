//! Morris games played by clicks on the board's accessible points and the side panel's
//! buttons, with the board checked against the engine after every turn.

#![cfg(feature = "gui")]

use crate::ui_support::*;
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::rules::morris::{MorrisAction, Phase, Point, point_name};
use inkomo::rules::{Action, EffectKind, Game, GameId, MorrisEffect, Player};
use inkomo::selfplay::Rng;
use inkomo::ui::app::Screen;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::scene::{ISIPOWE_KINDS, TokenKind};
use inkomo::ui::command::{GameCommand, ReplayCommand};

/// Plays one morris action the way a person would: by clicking points (and, for some
/// removals, the panel's button).
fn play_by_clicks(
    h: &mut egui_kittest::Harness<'static, inkomo::ui::InkomoApp>,
    action: Action,
    use_button: bool,
) {
    let g = game(h);
    let Action::Morris(a) = action else {
        panic!("not a morris action")
    };
    match a {
        MorrisAction::Place(p) => click(
            h,
            &point_label(&g, p, inkomo::ui::board::session::TokenColour::Dark),
        ),
        MorrisAction::Remove(p) => {
            if use_button {
                let gift = g.morris().is_some_and(|m| m.phase() == Phase::Ilobolo);
                let text = if gift { "Give" } else { "Remove" };
                click(h, &format!("{text} {}", point_name(p)));
            } else {
                click(
                    h,
                    &point_label(&g, p, inkomo::ui::board::session::TokenColour::Dark),
                );
            }
        }
        MorrisAction::Move { from, to } => {
            click(
                h,
                &point_label(&g, from, inkomo::ui::board::session::TokenColour::Dark),
            );
            assert_eq!(
                h.state().view().selected,
                Some(from),
                "the token is selected"
            );
            click(
                h,
                &point_label(&g, to, inkomo::ui::board::session::TokenColour::Dark),
            );
        }
    }
}

#[test]
fn isizulu_short_game_with_a_capture_line() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    assert!(shows(
        &h,
        "Dark: place a token on an empty point (12 in hand)."
    ));
    for (k, p) in ["a7", "b2", "d7", "f2"].iter().enumerate() {
        click(&mut h, &format!("point {p}, empty"));
        let colour = if k % 2 == 0 { "dark" } else { "light" };
        assert!(shows(&h, &format!("point {p}, {colour} token")));
        assert_board_matches(&h);
    }
    // g7 completes a7-d7-g7: the panel asks for a removal.
    click(&mut h, "point g7, empty");
    assert!(shows(
        &h,
        "Dark made a capture line: choose an opponent token to remove."
    ));
    assert!(shows(&h, "Remove b2") && shows(&h, "Remove f2"));
    click(&mut h, "Remove b2");
    assert!(shows(&h, "point b2, empty"));
    let g = game(&h);
    assert_eq!(g.morris().unwrap().lost(Player::Second), 1);
    assert_eq!(g.to_act(), Player::Second);
    assert_board_matches(&h);
    // Light makes d2-f2-... no: Light places, Dark makes another line and removes by clicking.
    click(&mut h, "point d1, empty");
    click(&mut h, "point a4, empty"); // Dark: a7-a4-? needs a1
    click(&mut h, "point g1, empty");
    click(&mut h, "point a1, empty"); // Dark: a7-a4-a1 is a line
    assert!(shows(
        &h,
        "Dark made a capture line: choose an opponent token to remove."
    ));
    click(&mut h, "point g1, light token");
    assert!(shows(&h, "point g1, empty"));
    assert_eq!(game(&h).morris().unwrap().lost(Player::Second), 2);
    assert_board_matches(&h);
    assert!(
        h.state().missing_messages().is_empty(),
        "{:?}",
        h.state().missing_messages()
    );
}

#[test]
fn random_morris_games_played_by_clicks() {
    for (game_id, seed) in [
        (GameId::Isizulu, 1u64),
        (GameId::Isisuthu, 2),
        (GameId::Isipowe, 3),
    ] {
        let mut h = harness_in_game(game_id, Speed::Off);
        let mut rng = Rng::new(seed);
        for turn in 0..70 {
            let g = game(&h);
            if g.is_over() {
                break;
            }
            let legal = g.legal_actions();
            let action = legal[rng.below(legal.len())];
            let before = h.state().session().unwrap().played().len();
            play_by_clicks(&mut h, action, turn % 2 == 0);
            let session = h.state().session().unwrap();
            assert_eq!(
                session.played().len(),
                before + 1,
                "{game_id}: {action} was played"
            );
            assert_eq!(session.played().last(), Some(&action));
            assert_board_matches(&h);
        }
        let phase = game(&h).morris().unwrap().phase();
        assert_eq!(
            phase,
            Phase::Movement,
            "{game_id}: the game reached the movement phase"
        );
    }
}

/// A placement order of 24 tokens in Isizulu that never makes a line, so the board fills.
fn full_board_without_lines() -> Vec<Action> {
    for seed in 0..5_000u64 {
        let mut rng = Rng::new(seed);
        let mut g = Game::with_defaults(GameId::Isizulu);
        let mut actions = Vec::new();
        while actions.len() < 24 {
            let legal = g.legal_actions();
            let mut options: Vec<Action> = legal.to_vec();
            let mut chosen = None;
            while !options.is_empty() {
                let a = options.swap_remove(rng.below(options.len()));
                let mut trial = g.clone();
                let effects = trial.apply(a).unwrap();
                let line = effects
                    .iter()
                    .any(|e| matches!(e.kind, EffectKind::Morris(MorrisEffect::LineFormed { .. })));
                if !line {
                    chosen = Some(a);
                    break;
                }
            }
            let Some(a) = chosen else { break };
            g.apply(a).unwrap();
            actions.push(a);
        }
        if actions.len() == 24 {
            return actions;
        }
    }
    panic!("no line-free placement found");
}

#[test]
fn a_capture_line_is_marked_while_its_removal_is_due_and_in_replay() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    for p in ["a7", "b2", "d7", "f2", "g7"] {
        click(&mut h, &format!("point {p}, empty"));
    }
    for p in ["a7", "d7", "g7"] {
        assert!(
            shows(&h, &format!("point {p}, dark token, part of an isibhamu")),
            "{p} is marked while the removal is due"
        );
    }
    assert!(shows(&h, "point b2, light token"), "b2 is not in the line");
    click(&mut h, "Remove b2");
    for p in ["a7", "d7", "g7"] {
        assert!(shows(&h, &format!("point {p}, dark token")), "{p} unmarked");
    }
    // In replay, the moment after g7 shows the line again.
    h.state_mut()
        .apply(inkomo::ui::Command::Replay(ReplayCommand::Start));
    h.run_steps(2);
    h.state_mut()
        .apply(inkomo::ui::Command::Replay(ReplayCommand::Step(
            inkomo::ui::board::replay::ReplayStep::To(5),
        )));
    h.state_mut()
        .apply(inkomo::ui::Command::Game(GameCommand::FinishAnimation));
    h.run_steps(3);
    for p in ["a7", "d7", "g7"] {
        assert!(
            shows(&h, &format!("point {p}, dark token, part of an isibhamu")),
            "{p} is marked in replay"
        );
    }
}

#[test]
fn ilobolo_gifts_asked_and_given_by_clicks() {
    let placements = full_board_without_lines();
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    for a in placements {
        play_by_clicks(&mut h, a, false);
    }
    let g = game(&h);
    assert_eq!(g.morris().unwrap().phase(), Phase::Ilobolo);
    assert!(shows(
        &h,
        "Ilobolo: Dark, choose one of your own tokens to give to the opponent."
    ));
    // Dark gives with the panel's button, Light by clicking one of his own tokens.
    let own = |g: &Game, who: Player| {
        Point::all(24)
            .find(|&p| g.morris().unwrap().point(p) == Some(who))
            .unwrap()
    };
    let p = own(&g, Player::First);
    click(&mut h, &format!("Give {}", point_name(p)));
    assert!(shows(&h, &format!("point {}, empty", point_name(p))));
    let g = game(&h);
    assert!(shows(
        &h,
        "Ilobolo: Light, choose one of your own tokens to give to the opponent."
    ));
    let q = own(&g, Player::Second);
    click(&mut h, &format!("point {}, light token", point_name(q)));
    let g = game(&h);
    let m = g.morris().unwrap();
    assert_eq!((m.lost(Player::First), m.lost(Player::Second)), (1, 1));
    assert_eq!(m.phase(), Phase::Movement);
    assert_board_matches(&h);
}

#[test]
fn isipowe_tokens_have_their_kinds() {
    assert_eq!(
        ISIPOWE_KINDS
            .iter()
            .filter(|k| **k == TokenKind::Cow)
            .count(),
        9
    );
    assert_eq!(
        ISIPOWE_KINDS
            .iter()
            .filter(|k| **k == TokenKind::HerdBoy)
            .count(),
        2
    );
    assert_eq!(
        ISIPOWE_KINDS
            .iter()
            .filter(|k| **k == TokenKind::Warrior)
            .count(),
        1
    );
    let mut h = harness_in_game(GameId::Isipowe, Speed::Off);
    let points = [
        "a7", "g1", "d7", "d1", "b4", "f4", "c5", "e3", "e5", "c3", "b6", "f2",
    ];
    for p in points {
        click(&mut h, &format!("point {p}, empty"));
    }
    let session = h.state().session().unwrap();
    let scene = session.scene().morris().unwrap();
    let index = |name: &str| {
        inkomo::rules::morris::POINT_NAMES
            .iter()
            .position(|n| *n == name)
            .unwrap()
    };
    // Dark's tokens in placement order: a7, d7, b4, c5, e5, b6.
    let dark: Vec<TokenKind> = ["a7", "d7", "b4", "c5", "e5", "b6"]
        .iter()
        .map(|p| scene.kinds[index(p)])
        .collect();
    assert_eq!(dark, ISIPOWE_KINDS[..6].to_vec());
}

#[test]
fn a_click_during_an_animation_plays_on_a_target_and_only_finishes_it_elsewhere() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Quarter);
    let played = |h: &egui_kittest::Harness<'static, inkomo::ui::InkomoApp>| {
        h.state().session().unwrap().played().len()
    };
    click(&mut h, "point a7, empty");
    assert!(h.state().is_animating(), "placing starts an animation");
    assert_eq!(played(&h), 1);
    // The game did not wait: Light is already to act.
    assert_eq!(game(&h).to_act(), Player::Second);
    // Light cannot place on Dark's token: the click only shows the animation's end.
    let a7 = h
        .query_by_label_contains("point a7,")
        .expect("a7 is on the board")
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    click(&mut h, &a7);
    assert!(
        !h.state().is_animating(),
        "the click finished the animation"
    );
    assert_eq!(played(&h), 1, "and played nothing");
    click(&mut h, "point d6, empty");
    assert_eq!(played(&h), 2);
    // A click on a target while the last placing is still shown plays at once.
    assert!(h.state().is_animating());
    click(&mut h, "point d7, empty");
    assert_eq!(
        played(&h),
        3,
        "a placement clicked during the animation is played"
    );
    click(&mut h, "point b2, empty");
    assert_eq!(played(&h), 4);
    // g7 closes a7-d7-g7; the removal is clicked while the line is still being drawn.
    click(&mut h, "point g7, empty");
    assert!(h.state().is_animating(), "the capture line is animated");
    click(&mut h, "point b2, light token");
    assert_eq!(
        played(&h),
        6,
        "the removal clicked during the animation is played"
    );
    assert_eq!(game(&h).morris().unwrap().lost(Player::Second), 1);
    // The removal is animated in turn, and a key finishes an animation too.
    assert!(h.state().is_animating());
    h.key_press(Key::Space);
    h.step();
    assert!(!h.state().is_animating());
    assert_board_matches(&h);
}

#[test]
fn undo_redo_and_flip_by_keys_and_buttons() {
    let mut h = harness_in_game(GameId::Isisuthu, Speed::Off);
    click(&mut h, "point d4, empty");
    click(&mut h, "point a7, empty");
    assert_eq!(h.state().session().unwrap().played().len(), 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.step();
    h.step();
    assert_eq!(h.state().session().unwrap().played().len(), 1);
    assert!(shows(&h, "point a7, empty"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.step();
    h.step();
    assert_eq!(h.state().session().unwrap().played().len(), 2);
    assert!(shows(&h, "point a7, light token"));
    click(&mut h, "Undo");
    click(&mut h, "Undo");
    assert_eq!(h.state().session().unwrap().played().len(), 0);
    click(&mut h, "Redo");
    assert_eq!(h.state().session().unwrap().played().len(), 1);
    // A new action after an undo drops the redo tail.
    click(&mut h, "point g1, empty");
    assert!(!h.state().session().unwrap().can_redo());
    assert!(!h.state().settings().flipped);
    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.step();
    assert!(h.state().settings().flipped);
    // Flipped, a7 is drawn where g1 was; clicks still reach the right point.
    click(&mut h, "point a7, empty");
    assert!(shows(&h, "point a7, dark token"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.step();
    assert!(matches!(h.state().screen(), Screen::Picker));
}

#[test]
fn language_switch_takes_effect_at_once() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    assert!(shows(&h, "point a7, empty"));
    click(&mut h, "Settings");
    click(&mut h, "Português");
    assert!(shows(&h, "ponto a7, vazio"));
    assert!(shows(&h, "Desfazer"));
    click(&mut h, "Español");
    assert!(shows(&h, "punto a7, vacío"));
    click(&mut h, "English");
    assert!(shows(&h, "point a7, empty"));
    assert_eq!(h.state().settings().language, inkomo::i18n::Language::En);
}

#[test]
fn picker_and_new_game_dialog() {
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    assert!(shows(&h, "Choose a game"));
    for name in [
        "Play Isisuthu",
        "Play Isizulu",
        "Play Isipowe",
        "Play Isolo (women's game)",
        "Play Isolo (boys' game)",
        "Play Igisoro",
    ] {
        assert!(shows(&h, name), "{name}");
    }
    assert!(
        shows(&h, "Sources needed"),
        "the men's game is listed, not playable"
    );
    click(&mut h, "Play Isizulu");
    assert!(shows(&h, "New game: Isizulu"));
    assert!(shows(&h, "Which opponent token may be removed"));
    click(&mut h, "Two players at this screen");
    // Player 2 starts, and player 1 plays dark, so the starter has light tokens.
    let starters = h.get_all_by_label("Player 2").count();
    assert!(starters >= 1);
    h.get_all_by_label("Player 2").last().unwrap().click();
    h.step();
    h.step();
    click(&mut h, "Start the game");
    let setup = h.state().session().unwrap().setup().clone();
    assert_eq!(setup.game, GameId::Isizulu);
    assert_eq!(
        setup.first_colour,
        inkomo::ui::board::session::TokenColour::Light
    );
    assert!(shows(
        &h,
        "Light: place a token on an empty point (12 in hand)."
    ));
}
