//! The decision buttons: what the player to act is asked (place, move, remove, sow, take or
//! ndahise, ndakubye or keep, which way to sow) in words, with a button for every answer the
//! engine offers.
//!
//! One widget for every screen that lets a person act: the play screen's side panel and the
//! lesson's panel show the same prompts, labels and buttons, reached by Tab and pressed with
//! Enter or Space as any button, so that a decision is answered in a lesson as in a game.

use crate::ui::command::BoardCommand;
use egui::{Stroke, Vec2};

use crate::i18n::{Arg, Tr};
use crate::rules::mancala::{Decision, pit_name, pit_of};
use crate::rules::morris::{Phase, Point, point_name};
use crate::rules::{Action, MancalaAction, MorrisAction, Player};

use crate::ui::board::describe::{player_arg, player_kind};
use crate::ui::board::input::ViewState;
use crate::ui::board::layout_editor;
use crate::ui::board::session::Session;
use crate::ui::command::Command;
use crate::ui::panels::glossary::linked;
use crate::ui::theme;

/// What the prompt is about.
pub struct DecisionInput<'a> {
    /// The game.
    pub session: &'a Session,
    /// The actions the person to act may take now.
    pub legal: &'a [Action],
    /// Selection and offered choices of the board.
    pub view: &'a ViewState,
}

/// Says what `player` (named `name`) is to do now and offers a button for each decision.
pub fn prompt(
    ui: &mut egui::Ui,
    tr: &Tr,
    input: &DecisionInput<'_>,
    player: Player,
    name: &str,
    out: &mut Vec<Command>,
) {
    let game = input.session.game();
    if let Some(morris) = game.morris() {
        morris_prompt(ui, tr, input, morris, player, name, out);
    } else if let Some(mancala) = game.mancala() {
        mancala_prompt(ui, tr, input, mancala, player, name, out);
    }
}

/// A direction button: the word, with the arrow the board draws beside a pit (both
/// players' circuits turn the same way as seen from above, so the arrow is the same on
/// either side of the board).
fn direction_button(ui: &mut egui::Ui, tr: &Tr, clockwise: bool) -> egui::Response {
    let word = tr.s(if clockwise {
        "button-clockwise"
    } else {
        "button-counter-clockwise"
    });
    // Room for the arrow inside the button, on its left (the button keeps its padding on
    // the right too: its word stays centred).
    let room = 12.0;
    let response = ui
        .scope(|ui| {
            ui.spacing_mut().button_padding.x += room;
            // One line: a wrapped word would leave the arrow beside half of it.
            ui.add(egui::Button::new(word).wrap_mode(egui::TextWrapMode::Extend))
        })
        .inner;
    let centre = response.rect.left_center() + Vec2::new(room * 0.5 + 4.0, 0.0);
    theme::curved_arrow(
        ui.painter(),
        centre,
        5.0,
        clockwise,
        Stroke::new(1.8, theme::INK),
    );
    response
}

fn morris_prompt(
    ui: &mut egui::Ui,
    tr: &Tr,
    input: &DecisionInput<'_>,
    morris: &crate::rules::morris::MorrisGame,
    player: Player,
    name: &str,
    out: &mut Vec<Command>,
) {
    let legal = input.legal;
    let removals: Vec<Point> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Morris(MorrisAction::Remove(p)) => Some(*p),
            _ => None,
        })
        .collect();
    let who = Arg::name(name, player_kind(input.session.setup(), player));
    if !removals.is_empty() {
        let gift = morris.phase() == Phase::Ilobolo;
        let prompt = if gift { "prompt-gift" } else { "prompt-remove" };
        linked(ui, tr, &tr.a(prompt, &[("player", who)]), None, out);
        ui.horizontal_wrapped(|ui| {
            for p in removals {
                let id = if gift { "button-gift" } else { "button-remove" };
                let label = tr.a(id, &[("point", point_name(p).into())]);
                if ui.button(label).clicked() {
                    out.push(Command::Board(BoardCommand::Act(Action::Morris(
                        MorrisAction::Remove(p),
                    ))));
                }
            }
        });
        return;
    }
    match morris.phase() {
        Phase::Placement => {
            linked(
                ui,
                tr,
                &tr.a(
                    "prompt-place",
                    &[("player", who), ("left", morris.in_hand(player).into())],
                ),
                None,
                out,
            );
        }
        Phase::Ilobolo | Phase::Movement => {
            if let Some(sel) = input.view.selected {
                linked(
                    ui,
                    tr,
                    &tr.a(
                        "prompt-move-selected",
                        &[("player", who), ("point", point_name(sel).into())],
                    ),
                    None,
                    out,
                );
                if ui.button(tr.s("button-cancel")).clicked() {
                    out.push(Command::Board(BoardCommand::CancelSelection));
                }
            } else if morris.can_fly(player) {
                linked(ui, tr, &tr.a("prompt-fly", &[("player", who)]), None, out);
            } else {
                linked(ui, tr, &tr.a("prompt-move", &[("player", who)]), None, out);
            }
        }
    }
}

fn mancala_prompt(
    ui: &mut egui::Ui,
    tr: &Tr,
    input: &DecisionInput<'_>,
    mancala: &crate::rules::mancala::MancalaGame,
    player: Player,
    name: &str,
    out: &mut Vec<Command>,
) {
    let who = Arg::name(name, player_kind(input.session.setup(), player));
    let act =
        |out: &mut Vec<Command>, a| out.push(Command::Board(BoardCommand::Act(Action::Mancala(a))));
    match mancala.pending() {
        Some(Decision::TakeOrNdahise { at }) => {
            linked(
                ui,
                tr,
                &tr.a(
                    "prompt-take-or-ndahise",
                    &[("player", who), ("pit", pit_name(at).into())],
                ),
                None,
                out,
            );
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr.s("button-take")).clicked() {
                    act(out, MancalaAction::Take);
                }
                if ui.button(tr.s("button-ndahise")).clicked() {
                    act(out, MancalaAction::Ndahise);
                }
            });
        }
        Some(Decision::NdakubyeOrKeep { threatened }) => {
            let mover = player_arg(tr, input.session.setup(), player.other());
            linked(
                ui,
                tr,
                &tr.a(
                    "prompt-ndakubye",
                    &[
                        ("player", who),
                        ("opponent", mover),
                        ("pit", pit_name(threatened).into()),
                    ],
                ),
                None,
                out,
            );
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr.s("button-ndakubye")).clicked() {
                    act(out, MancalaAction::Ndakubye);
                }
                if ui.button(tr.s("button-keep")).clicked() {
                    act(out, MancalaAction::Keep);
                }
            });
        }
        Some(Decision::Direction { at, resow }) => {
            let prompt = if resow {
                "prompt-resow-direction"
            } else {
                "prompt-direction"
            };
            linked(
                ui,
                tr,
                &tr.a(prompt, &[("player", who), ("pit", pit_name(at).into())]),
                None,
                out,
            );
            ui.horizontal_wrapped(|ui| {
                if direction_button(ui, tr, true).clicked() {
                    act(out, MancalaAction::Cw);
                }
                if direction_button(ui, tr, false).clicked() {
                    act(out, MancalaAction::Ccw);
                }
            });
        }
        Some(Decision::Arrange) => layout_editor::show(ui, tr, input.view.arrange, who, out),
        None => {
            if let Some(local) = input.view.direction_choice {
                let pit = pit_name(pit_of(player, local));
                linked(
                    ui,
                    tr,
                    &tr.a(
                        "prompt-start-direction",
                        &[("player", who), ("pit", pit.into())],
                    ),
                    None,
                    out,
                );
                ui.horizontal_wrapped(|ui| {
                    if direction_button(ui, tr, false).clicked() {
                        out.push(Command::Board(BoardCommand::SowDirection {
                            pit: local,
                            clockwise: false,
                        }));
                    }
                    if direction_button(ui, tr, true).clicked() {
                        out.push(Command::Board(BoardCommand::SowDirection {
                            pit: local,
                            clockwise: true,
                        }));
                    }
                    if ui.button(tr.s("button-cancel")).clicked() {
                        out.push(Command::Board(BoardCommand::CancelSelection));
                    }
                });
            } else if mancala.in_overture(player) {
                linked(
                    ui,
                    tr,
                    &tr.a("prompt-sow-overture", &[("player", who)]),
                    None,
                    out,
                );
            } else {
                // The engine's own threshold (docs/readings.md, I6, G2), not a reading of the
                // options.
                let min = i64::from(mancala.min_seeds());
                linked(
                    ui,
                    tr,
                    &tr.a("prompt-sow", &[("player", who), ("min", Arg::Num(min))]),
                    None,
                    out,
                );
            }
        }
    }
}
