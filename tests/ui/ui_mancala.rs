//! Mancala games played by clicks on the board's accessible pits, every decision prompt of
//! Igisoro reached and answered, the board checked against the engine after every turn.

#![cfg(feature = "gui")]

use crate::ui_support::*;
use egui_kittest::Harness;
use inkomo::rules::mancala::{Decision, LocalPit, MancalaAction, local_of, pit_name, pit_of};
use inkomo::rules::{Action, Game, GameId, Options, Player};
use inkomo::selfplay::Rng;
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::GameSetup;
use inkomo::ui::command::BoardCommand;
use inkomo::ui::command::Command;

fn pending(h: &Harness<'static, InkomoApp>) -> Option<Decision> {
    game(h).mancala().unwrap().pending()
}

/// Plays one mancala action as a person would: a sowing by clicking its pit (and the
/// direction button when both ways are open), a decision with the panel's button.
fn play_by_clicks(h: &mut Harness<'static, InkomoApp>, action: Action) {
    let g = game(h);
    let Action::Mancala(a) = action else {
        panic!("not a mancala action")
    };
    match a {
        MancalaAction::Sow { pit, clockwise } => {
            let flat = pit_of(g.to_act(), pit);
            click(h, &pit_label(&g, flat));
            if h.state().view().direction_choice.is_some() {
                let button = if clockwise {
                    "Clockwise"
                } else {
                    "Counter-clockwise"
                };
                click(h, button);
            }
        }
        MancalaAction::Take => click(h, "Take the seeds"),
        MancalaAction::Ndahise => click(h, "Ndahise (pass)"),
        MancalaAction::Ndakubye => click(h, "Ndakubye (retreat)"),
        MancalaAction::Keep => click(h, "Keep them"),
        MancalaAction::Cw => click(h, "Clockwise"),
        MancalaAction::Ccw => click(h, "Counter-clockwise"),
        MancalaAction::Arrange(layout) => {
            h.state_mut()
                .apply(Command::Board(BoardCommand::ArrangeSet(layout)));
            h.step();
            click(h, "Done");
        }
    }
}

fn play_random_by_clicks(game_id: GameId, options: Options, seed: u64, turns: usize) {
    let mut app = InkomoApp::new(settings(Speed::Off));
    let mut setup = GameSetup::new(game_id);
    setup.options = options;
    app.start(setup);
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    let mut rng = Rng::new(seed);
    for _ in 0..turns {
        let g = game(&h);
        if g.is_over() {
            break;
        }
        let legal = g.legal_actions();
        let action = legal[rng.below(legal.len())];
        let before = h.state().session().unwrap().played().len();
        play_by_clicks(&mut h, action);
        let session = h.state().session().unwrap();
        assert_eq!(
            session.played().len(),
            before + 1,
            "{game_id}: {action} was played"
        );
        assert_eq!(session.played().last(), Some(&action));
        assert_board_matches(&h);
    }
}

#[test]
fn isolo_women_by_clicks() {
    play_random_by_clicks(
        GameId::IsoloWomen,
        Options::defaults(GameId::IsoloWomen),
        11,
        24,
    );
}

#[test]
fn isolo_boys_by_clicks() {
    play_random_by_clicks(
        GameId::IsoloBoys,
        Options::defaults(GameId::IsoloBoys),
        12,
        24,
    );
}

#[test]
fn igisoro_by_clicks() {
    play_random_by_clicks(GameId::Igisoro, Options::defaults(GameId::Igisoro), 13, 30);
}

#[test]
fn igisoro_first_move_as_in_the_dossier() {
    // docs/geometry.md, Circuits, and example G1: S-i4 with 4 seeds gives S-i3, S-i2, S-i1, S-o1.
    let mut h = harness_in_game(GameId::Igisoro, Speed::Off);
    assert!(shows(&h, "pit S-i4, 4 seeds"));
    click(&mut h, "pit S-i4, 4 seeds");
    for label in [
        "pit S-i4, 0 seeds",
        "pit S-i3, 5 seeds",
        "pit S-i2, 5 seeds",
        "pit S-i1, 5 seeds",
        "pit S-o1, 1 seed",
    ] {
        assert!(shows(&h, label), "{label}");
    }
    assert_eq!(game(&h).to_act(), Player::Second);
    assert_board_matches(&h);
}

/// Opens an Igisoro game (with `options`) at a position the engine reaches by `prefix`.
fn igisoro_at(options: Options, prefix: &[Action]) -> Harness<'static, InkomoApp> {
    let mut setup = GameSetup::new(GameId::Igisoro);
    setup.options = options;
    harness_at(setup, Speed::Off, prefix)
}

fn find(options: Options, found: impl Fn(&Game) -> bool) -> Vec<Action> {
    let start = Game::new(GameId::Igisoro, options);
    find_prefix(&start, 400, found).expect("the decision is reachable")
}

fn is_pending(g: &Game, want: fn(&Decision) -> bool) -> bool {
    g.mancala()
        .and_then(|m| m.pending())
        .is_some_and(|d| want(&d))
}

#[test]
fn take_or_ndahise_answered_by_buttons_and_board() {
    let options = Options::defaults(GameId::Igisoro);
    let prefix = find(options, |g| {
        is_pending(g, |d| matches!(d, Decision::TakeOrNdahise { .. }))
    });
    // Take, with the panel's button.
    let mut h = igisoro_at(options, &prefix);
    let who = game(&h).to_act();
    let name = if who == Player::First {
        "South"
    } else {
        "North"
    };
    let Some(Decision::TakeOrNdahise { at }) = pending(&h) else {
        unreachable!()
    };
    assert!(shows(
        &h,
        &format!(
            "{name}: the lap ends in {}, facing seeds. Take them, or say ndahise and relay on?",
            pit_name(at)
        )
    ));
    click(&mut h, "Take the seeds");
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Take))
    );
    assert_board_matches(&h);
    // Take, by clicking a facing pit on the board.
    let mut h = igisoro_at(options, &prefix);
    let facing = inkomo::rules::mancala::facing_inner(at);
    let g = game(&h);
    click(&mut h, &pit_label(&g, facing));
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Take))
    );
    // Ndahise, then the opponent is asked ndakubye or keep.
    let mut h = igisoro_at(options, &prefix);
    click(&mut h, "Ndahise (pass)");
    assert!(matches!(pending(&h), Some(Decision::NdakubyeOrKeep { .. })));
    let opponent = game(&h).to_act();
    assert_eq!(opponent, who.other(), "the opponent answers");
    click(&mut h, "Ndakubye (retreat)");
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Ndakubye))
    );
    assert_board_matches(&h);
    // Ndahise, then keep.
    let mut h = igisoro_at(options, &prefix);
    click(&mut h, "Ndahise (pass)");
    click(&mut h, "Keep them");
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Keep))
    );
    assert_board_matches(&h);
    // Ndahise, then ndakubye by clicking the threatened pit.
    let mut h = igisoro_at(options, &prefix);
    click(&mut h, "Ndahise (pass)");
    let Some(Decision::NdakubyeOrKeep { threatened }) = pending(&h) else {
        unreachable!()
    };
    let g = game(&h);
    click(&mut h, &pit_label(&g, threatened));
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Ndakubye))
    );
}

#[test]
fn take_ndahise_ndakubye_and_keep_answered_with_one_key_each() {
    let options = Options::defaults(GameId::Igisoro);
    let prefix = find(options, |g| {
        is_pending(g, |d| matches!(d, Decision::TakeOrNdahise { .. }))
    });
    let last =
        |h: &Harness<'static, InkomoApp>| h.state().session().unwrap().played().last().copied();
    let press = |h: &mut Harness<'static, InkomoApp>, key: egui::Key| {
        h.key_press(key);
        h.step();
        h.run_steps(3);
    };
    // 1 takes.
    let mut h = igisoro_at(options, &prefix);
    press(&mut h, egui::Key::Num1);
    assert_eq!(last(&h), Some(Action::Mancala(MancalaAction::Take)));
    // 2 says ndahise; the opponent's 1 is ndakubye.
    let mut h = igisoro_at(options, &prefix);
    press(&mut h, egui::Key::Num2);
    assert_eq!(last(&h), Some(Action::Mancala(MancalaAction::Ndahise)));
    assert!(matches!(pending(&h), Some(Decision::NdakubyeOrKeep { .. })));
    press(&mut h, egui::Key::Num1);
    assert_eq!(last(&h), Some(Action::Mancala(MancalaAction::Ndakubye)));
    // ... and 2 keeps.
    let mut h = igisoro_at(options, &prefix);
    press(&mut h, egui::Key::Num2);
    press(&mut h, egui::Key::Num2);
    assert_eq!(last(&h), Some(Action::Mancala(MancalaAction::Keep)));
}

#[test]
fn direction_on_arrival_answered() {
    let options = Options::defaults(GameId::Igisoro);
    let prefix = find(options, |g| {
        is_pending(g, |d| matches!(d, Decision::Direction { .. }))
    });
    let mut h = igisoro_at(options, &prefix);
    let Some(Decision::Direction { at, .. }) = pending(&h) else {
        unreachable!()
    };
    // The board offers the two directions as buttons beside the pit.
    assert!(shows(&h, &format!("Sow clockwise from {}", pit_name(at))));
    click(&mut h, "Clockwise");
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Cw))
    );
    assert_board_matches(&h);
    let mut h = igisoro_at(options, &prefix);
    click(
        &mut h,
        &format!("Sow counter-clockwise from {}", pit_name(at)),
    );
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Ccw))
    );
}

/// The actions of a move list, from the start of a default Igisoro game.
fn igisoro_actions(moves: &str) -> Vec<Action> {
    inkomo::rules::notation::parse_actions(GameId::Igisoro, moves).unwrap()
}

/// Whether some accessible node's label contains `text`.
fn shows_text(h: &Harness<'static, InkomoApp>, text: &str) -> bool {
    use egui_kittest::kittest::Queryable;
    h.query_all_by_label_contains(text).next().is_some()
}

/// docs/readings.md, G14 (example G7): once South has answered N's ndahise at N-i2, the panel asks
/// North the relay's direction, and the clockwise button plays the clockwise relay into its
/// capture.
#[test]
fn relay_direction_after_ndakubye_answered_by_buttons() {
    let options = Options::defaults(GameId::Igisoro);
    let mut h = igisoro_at(options, &igisoro_actions("i5 i5 i8 i6 ndahise ndakubye"));
    let n_i2 = pit_of(Player::Second, LocalPit::inner(1));
    assert_eq!(
        pending(&h),
        Some(Decision::Direction {
            at: n_i2,
            resow: false
        })
    );
    assert!(shows_text(&h, "the lap arrives at the reverse pit N-i2"));
    click(&mut h, "Clockwise");
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Cw))
    );
    assert!(matches!(pending(&h), Some(Decision::TakeOrNdahise { .. })));
    click(&mut h, "Take the seeds");
    assert_eq!(
        game(&h).position(),
        "0 1 1 0 2 0 2 0/5 5 1 4 9 9 1 1/0 6 6 0 1 0 0 0/0 2 0 2 0 0 6 0 S"
    );
    assert_board_matches(&h);
}

/// The re-sow direction prompt names the pit the captured seeds are re-sown from (N-i2, the
/// turn's origin), not a pit some lap reached.
#[test]
fn resow_direction_prompt_names_where_the_seeds_are_resown_from() {
    let options = Options::defaults(GameId::Igisoro);
    let h = igisoro_at(options, &igisoro_actions("i1 i2*"));
    assert_eq!(
        pending(&h),
        Some(Decision::Direction {
            at: pit_of(Player::Second, LocalPit::inner(1)),
            resow: true
        })
    );
    assert!(shows_text(
        &h,
        "re-sow the captured seeds from N-i2 clockwise"
    ));
    assert!(!shows_text(&h, "the lap arrives at the reverse pit"));
}

#[test]
fn clockwise_start_chosen_beside_the_pit() {
    let options = Options::defaults(GameId::Igisoro);
    let prefix = find(options, |g| {
        g.mancala().is_some_and(|m| m.pending().is_none())
            && g.legal_actions().iter().any(|a| {
                matches!(
                    a,
                    Action::Mancala(MancalaAction::Sow {
                        clockwise: true,
                        ..
                    })
                )
            })
    });
    let mut h = igisoro_at(options, &prefix);
    let g = game(&h);
    let pit = g
        .legal_actions()
        .iter()
        .find_map(|a| match a {
            Action::Mancala(MancalaAction::Sow {
                pit,
                clockwise: true,
            }) => Some(*pit),
            _ => None,
        })
        .unwrap();
    let flat = pit_of(g.to_act(), pit);
    click(&mut h, &pit_label(&g, flat));
    assert_eq!(h.state().view().direction_choice, Some(pit));
    click(&mut h, &format!("Sow clockwise from {}", pit_name(flat)));
    assert_eq!(
        h.state().session().unwrap().played().last(),
        Some(&Action::Mancala(MancalaAction::Sow {
            pit,
            clockwise: true
        }))
    );
    assert_eq!(local_of(flat).1, pit);
    assert_board_matches(&h);
}

#[test]
fn custom_layout_arranged_in_the_panel() {
    let mut options = Options::defaults(GameId::Igisoro);
    options.set("start_layout", "custom").unwrap();
    let mut h = igisoro_at(options, &[]);
    assert_eq!(pending(&h), Some(Decision::Arrange));
    assert!(shows(&h, "South: arrange your 32 seeds over your 16 pits."));
    click(&mut h, "4 in each outer pit");
    click(&mut h, "Done");
    assert_eq!(pending(&h), Some(Decision::Arrange));
    // North builds his layout seed by seed: 2 in each of his 16 pits.
    for local in LocalPit::all() {
        for have in 0..2u8 {
            let name = inkomo::rules::mancala::local_name(local);
            click(&mut h, &format!("Pit {name}: {have}"));
        }
    }
    click(&mut h, "Done");
    assert_eq!(pending(&h), None);
    let g = game(&h);
    let m = g.mancala().unwrap();
    for local in LocalPit::all() {
        assert_eq!(m.seeds(pit_of(Player::Second, local)), 2);
        assert_eq!(
            m.seeds(pit_of(Player::First, local)),
            if local.is_inner() { 0 } else { 4 }
        );
    }
    assert_board_matches(&h);
}
