//! The board explains its own marks on hover: the Igisoro reverse pits, the Isipowe herd boys
//! and warrior group.

#![cfg(feature = "gui")]

use crate::ui_support::{game, harness_in_game, pit_label, point_label, shows};
use egui_kittest::kittest::Queryable;
use inkomo::i18n::{Language, Tr};
use inkomo::rules::mancala::{LocalPit, pit_of};
use inkomo::rules::morris::Point;
use inkomo::rules::{Action, GameId, MorrisAction, Player};
use inkomo::ui::Command;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::TokenColour;
use inkomo::ui::command::BoardCommand;

/// Hovers the widget with this label long enough for its tooltip to show.
fn hover(h: &mut egui_kittest::Harness<'static, inkomo::ui::InkomoApp>, label: &str) {
    h.get_by_label(label).hover();
    h.run_steps(40);
}

#[test]
fn a_reverse_pit_explains_itself_on_hover() {
    let mut h = harness_in_game(GameId::Igisoro, Speed::Off);
    let legend = Tr::new(Language::En).s("legend-reverse-pit");
    let g = game(&h);
    let reverse = g
        .mancala()
        .map(|m| m.reverse_pits().to_vec())
        .unwrap_or_default();
    assert!(!reverse.is_empty(), "Igisoro has reverse pits by default");
    assert!(!shows(&h, &legend));
    for player in Player::BOTH {
        hover(&mut h, &pit_label(&g, pit_of(player, reverse[0])));
        assert!(
            shows(&h, &legend),
            "{player:?}'s reverse pit explains itself"
        );
    }
    // An ordinary pit has no legend.
    let ordinary = LocalPit::all()
        .find(|l| !reverse.contains(l))
        .unwrap_or_else(|| panic!("every pit is a reverse pit"));
    hover(&mut h, &pit_label(&g, pit_of(Player::First, ordinary)));
    assert!(!shows(&h, &legend));
}

#[test]
fn herd_boys_and_the_warrior_explain_themselves_on_hover() {
    let mut h = harness_in_game(GameId::Isipowe, Speed::Off);
    let tr = Tr::new(Language::En);
    // Isipowe's placing order gives each player a herd boy third and the warrior sixth.
    // Both players place where no line forms, so that nothing is removed.
    let mut placed = Vec::new();
    for _ in 0..6 {
        for player in Player::BOTH {
            let g = game(&h);
            let p = quiet_placement(&g);
            if player == Player::First {
                placed.push(p);
            }
            h.state_mut()
                .apply(Command::Board(BoardCommand::Act(Action::Morris(
                    MorrisAction::Place(p),
                ))));
        }
    }
    h.run_steps(3);
    let g = game(&h);
    for (index, legend) in [
        (0, None),
        (2, Some("legend-herd-boy")),
        (5, Some("legend-warrior")),
    ] {
        let p = placed[index];
        hover(&mut h, &point_label(&g, p, TokenColour::Dark));
        for id in ["legend-herd-boy", "legend-warrior"] {
            assert_eq!(
                shows(&h, &tr.s(id)),
                legend == Some(id),
                "token {index} of the first player, on point {p}: {id}"
            );
        }
    }
}

/// The first empty point where placing makes no capture line.
fn quiet_placement(g: &inkomo::rules::Game) -> Point {
    g.legal_actions()
        .iter()
        .copied()
        .find_map(|a| {
            let Action::Morris(MorrisAction::Place(p)) = a else {
                return None;
            };
            let mut trial = g.clone();
            let effects = trial.apply(a).ok()?;
            let quiet = !effects.iter().any(|e| {
                matches!(
                    e.kind,
                    inkomo::rules::EffectKind::Morris(
                        inkomo::rules::MorrisEffect::LineFormed { .. }
                    )
                )
            });
            quiet.then_some(p)
        })
        .unwrap_or_else(|| panic!("no quiet placement"))
}
