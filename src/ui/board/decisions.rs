//! The decision buttons: what the player to act is asked (place, move, remove, sow, take or
//! ndahise, ndakubye or keep, which way to sow) in words, with a button for every answer the
//! engine offers.
//!
//! One widget for every screen that lets a person act: the play screen's side panel and the
//! lesson's panel show the same prompts, labels and buttons, reached by Tab and pressed with
//! Enter or Space as any button, so that a decision is answered in a lesson as in a game.
//! A two-way decision (take or ndahise, ndakubye or keep, which way to sow) is also answered
//! with one key: 1 for its first button, 2 for its second, shown on the buttons.

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
/// either side of the board), and its answer key.
fn direction_button(ui: &mut egui::Ui, tr: &Tr, clockwise: bool, key: usize) -> egui::Response {
    let word = tr.s(if clockwise {
        "button-clockwise"
    } else {
        "button-counter-clockwise"
    });
    keyed_button(ui, word, key, Some(clockwise))
}

/// A button with its answer key drawn at its right end and, for a direction, the turning
/// arrow at its left. Both are painted in the button's padding, so that its accessible name
/// stays its word ("Take", not "Take 1").
fn keyed_button(
    ui: &mut egui::Ui,
    word: String,
    key: usize,
    arrow: Option<bool>,
) -> egui::Response {
    // Room for the key (and the arrow) inside the button; the padding grows on both sides,
    // so the word stays centred.
    let room = 12.0;
    let response = ui
        .scope(|ui| {
            ui.spacing_mut().button_padding.x += room;
            // One line: a wrapped word would leave the arrow beside half of it.
            ui.add(egui::Button::new(word).wrap_mode(egui::TextWrapMode::Extend))
        })
        .inner;
    if let Some(clockwise) = arrow {
        let centre = response.rect.left_center() + Vec2::new(room * 0.5 + 4.0, 0.0);
        theme::curved_arrow(
            ui.painter(),
            centre,
            5.0,
            clockwise,
            Stroke::new(1.8, theme::INK),
        );
    }
    // The key as a small key cap, so it reads as a key to press and not as a count.
    let centre = response.rect.right_center() - Vec2::new(room * 0.5 + 3.0, 0.0);
    let cap = egui::Rect::from_center_size(centre, Vec2::new(13.0, 15.0));
    ui.painter().rect_stroke(
        cap,
        3.0,
        Stroke::new(1.0, theme::INK_SOFT),
        egui::StrokeKind::Inside,
    );
    ui.painter().text(
        centre,
        egui::Align2::CENTER_CENTER,
        key_text(key),
        egui::FontId::proportional(11.0),
        theme::INK_SOFT,
    );
    response
}

/// The keys that answer a two-way decision: 1 for the first button, 2 for the second, in
/// every language (a letter would differ between them, and N and H already have a use).
const ANSWER_KEYS: [egui::Key; 2] = [egui::Key::Num1, egui::Key::Num2];

/// Whether the answer key `index` (0 or 1) was pressed this frame (consumed). Keys typed into
/// a text field are not answers.
fn answer_key(ui: &egui::Ui, index: usize) -> bool {
    if ui.ctx().text_edit_focused() {
        return false;
    }
    ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, ANSWER_KEYS[index]))
}

/// The key's name as a button shows it beside its word.
fn key_text(index: usize) -> String {
    (index + 1).to_string()
}

/// A decision's button that its answer key `index` presses too; whether it was pressed.
fn answer_button(ui: &mut egui::Ui, word: String, index: usize) -> bool {
    let clicked = keyed_button(ui, word, index, None).clicked();
    clicked || answer_key(ui, index)
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
                let take = answer_button(ui, tr.s("button-take"), 0);
                let ndahise = answer_button(ui, tr.s("button-ndahise"), 1);
                if take {
                    act(out, MancalaAction::Take);
                } else if ndahise {
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
                let ndakubye = answer_button(ui, tr.s("button-ndakubye"), 0);
                let keep = answer_button(ui, tr.s("button-keep"), 1);
                if ndakubye {
                    act(out, MancalaAction::Ndakubye);
                } else if keep {
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
                let cw = direction_button(ui, tr, true, 0).clicked() || answer_key(ui, 0);
                let ccw = direction_button(ui, tr, false, 1).clicked() || answer_key(ui, 1);
                if cw {
                    act(out, MancalaAction::Cw);
                } else if ccw {
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
                    let ccw = direction_button(ui, tr, false, 0).clicked() || answer_key(ui, 0);
                    let cw = direction_button(ui, tr, true, 1).clicked() || answer_key(ui, 1);
                    if ccw || cw {
                        out.push(Command::Board(BoardCommand::SowDirection {
                            pit: local,
                            clockwise: !ccw,
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
