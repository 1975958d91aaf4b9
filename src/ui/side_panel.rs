//! The side panel: whose turn it is and what to do, the decision buttons, the rule being
//! applied in plain words with its source, the move list and the turn log.

use egui::RichText;

use crate::i18n::{Arg, Tr, has_message};
use crate::rules::mancala::{Decision, pit_name, pit_of};
use crate::rules::morris::{Phase, point_name};
use crate::rules::{Action, Effect, Family, MancalaAction, MorrisAction, Player};

use super::animation::Timeline;
use super::board_input::ViewState;
use super::command::Command;
use super::describe::{effect_line, player_arg, player_kind, player_name, rule_source};
use super::glossary::{linked, linked_with};
use super::layout_editor;
use super::move_list::{self, MoveList};
use super::session::Session;
use super::settings::{Settings, speed_buttons};
use super::theme;
use super::turn_log::TurnLog;

/// What the side panel shows.
pub struct SidePanelInput<'a> {
    /// The game.
    pub session: &'a Session,
    /// Settings (speed).
    pub settings: &'a Settings,
    /// The running animation.
    pub timeline: Option<&'a Timeline>,
    /// The effect to explain.
    pub explained: Option<&'a Effect>,
    /// Board view state (offered choices, the hint).
    pub view: &'a ViewState,
    /// Whether the computer is thinking about (or about to play) its move.
    pub thinking: bool,
    /// Whether a hint is being looked for.
    pub hint_pending: bool,
    /// Whether the game is being replayed (no prompts: nobody is to act).
    pub replaying: bool,
    /// The game's turns.
    pub moves: &'a MoveList,
    /// The effects of the game so far, for the turn log.
    pub log: &'a TurnLog,
}

/// Draws the side panel.
pub fn show(ui: &mut egui::Ui, tr: &Tr, input: &SidePanelInput<'_>, out: &mut Vec<Command>) {
    ui.add_space(6.0);
    turn_card(ui, tr, input, out);
    ui.add_space(8.0);
    explanation_card(ui, tr, input, out);
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().button_padding = egui::vec2(5.0, 2.0);
        ui.spacing_mut().item_spacing.x = 3.0;
        ui.label(
            RichText::new(tr.s("panel-speed"))
                .small()
                .color(theme::INK_SOFT),
        );
        speed_buttons(ui, tr, input.settings.speed, out);
    });
    let animating = input.timeline.is_some_and(|t| !t.is_held());
    if animating && ui.button(tr.s("button-skip-animation")).clicked() {
        out.push(Command::FinishAnimation);
    }
    ui.add_space(8.0);
    let height = (ui.available_height() * 0.4).clamp(60.0, 220.0);
    move_list::show(ui, tr, input.session.setup(), input.moves, height, out);
    ui.add_space(8.0);
    let setup = input.session.setup();
    super::turn_log::show(
        ui,
        tr,
        setup,
        input.log,
        input.timeline,
        input.explained,
        out,
    );
}

fn card(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::NONE
        .fill(theme::SAND_DARK)
        .corner_radius(10)
        .inner_margin(12)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            add(ui);
        });
}

fn turn_card(ui: &mut egui::Ui, tr: &Tr, input: &SidePanelInput<'_>, out: &mut Vec<Command>) {
    let session = input.session;
    let game = session.game();
    let setup = session.setup();
    card(ui, |ui| {
        // While the board still shows an action, the box says what it shows: the game's
        // state after it (the next side to act, a computer thinking, the outcome) would run
        // ahead of the board.
        if let Some(effect) = input
            .timeline
            .filter(|t| !t.is_held())
            .and_then(|t| t.last_major().or(t.current().map(|(e, _)| e)))
        {
            ui.label(
                RichText::new(tr.s("panel-animating"))
                    .small()
                    .color(theme::INK_SOFT),
            );
            linked_with(
                ui,
                tr,
                &effect_line(tr, setup, effect),
                RichText::strong,
                out,
            );
            return;
        }
        if let Some(outcome) = game.outcome() {
            ui.label(RichText::new(tr.s("game-over-title")).strong());
            linked(
                ui,
                tr,
                &super::describe::outcome_line(tr, setup, outcome),
                None,
                out,
            );
            if !input.replaying {
                ui.add_space(4.0);
                super::banner::game_over_buttons(ui, tr, out);
            }
            return;
        }
        let player = game.to_act();
        let name = player_name(tr, setup, player);
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            match setup.game.family() {
                Family::Morris => theme::stone(
                    ui.painter(),
                    rect.center(),
                    7.0,
                    setup.colour(player),
                    super::scene::TokenKind::Cow,
                    1.0,
                ),
                Family::Mancala => {
                    ui.painter().circle_filled(rect.center(), 6.0, theme::OCHRE);
                }
            }
            ui.label(
                RichText::new(tr.a(
                    "panel-to-move",
                    &[("player", player_arg(tr, setup, player))],
                ))
                .strong(),
            );
        });
        ui.label(
            RichText::new(tr.a("panel-turn", &[("turn", session.turn_number().into())]))
                .small()
                .color(theme::INK_SOFT),
        );
        ui.add_space(4.0);
        if input.replaying {
            return;
        }
        if setup.computer(player).is_some() {
            ui.horizontal(|ui| {
                if input.thinking {
                    ui.add(egui::Spinner::new().size(14.0));
                    ui.label(tr.a(
                        "panel-thinking",
                        &[("player", player_arg(tr, setup, player))],
                    ));
                } else {
                    ui.label(tr.s("panel-computer-waits"));
                }
            });
            return;
        }
        if let Some(morris) = game.morris() {
            morris_prompt(ui, tr, input, morris, player, &name, out);
        } else if let Some(mancala) = game.mancala() {
            mancala_prompt(ui, tr, input, mancala, player, &name, out);
        }
        if input.hint_pending {
            ui.horizontal(|ui| {
                ui.add(egui::Spinner::new().size(12.0));
                ui.label(
                    RichText::new(tr.s("panel-hint-thinking"))
                        .small()
                        .color(theme::INK_SOFT),
                );
            });
        } else if let Some(hint) = input.view.hint {
            ui.label(
                RichText::new(tr.a("panel-hint", &[("action", hint.to_string().into())]))
                    .strong()
                    .color(theme::SELECT),
            );
            if let Some(verdict) = exact_verdict(tr, game) {
                ui.label(RichText::new(verdict).small().color(theme::INK_SOFT));
            }
        }
    });
}

/// The endgame tables' exact verdict on the position for the player to act, if they are
/// prepared and cover it.
fn exact_verdict(tr: &Tr, game: &crate::rules::Game) -> Option<String> {
    use crate::tables::Value;
    let plies = |d: u16| [("plies", crate::i18n::Arg::Num(i64::from(d)))];
    Some(match crate::ai::endgame::position_value(game)? {
        Value::Win(d) => tr.a("panel-hint-wins", &plies(d)),
        Value::Loss(d) => tr.a("panel-hint-loses", &plies(d)),
        Value::Draw => tr.s("panel-hint-draws"),
    })
}

fn morris_prompt(
    ui: &mut egui::Ui,
    tr: &Tr,
    input: &SidePanelInput<'_>,
    morris: &crate::rules::morris::MorrisGame,
    player: Player,
    name: &str,
    out: &mut Vec<Command>,
) {
    let legal = input.session.legal();
    let removals: Vec<u8> = legal
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
                    out.push(Command::Act(Action::Morris(MorrisAction::Remove(p))));
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
                    out.push(Command::CancelSelection);
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
    input: &SidePanelInput<'_>,
    mancala: &crate::rules::mancala::MancalaGame,
    player: Player,
    name: &str,
    out: &mut Vec<Command>,
) {
    let who = Arg::name(name, player_kind(input.session.setup(), player));
    let act = |out: &mut Vec<Command>, a| out.push(Command::Act(Action::Mancala(a)));
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
                if ui.button(tr.s("button-clockwise")).clicked() {
                    act(out, MancalaAction::Cw);
                }
                if ui.button(tr.s("button-counter-clockwise")).clicked() {
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
                    if ui.button(tr.s("button-counter-clockwise")).clicked() {
                        out.push(Command::SowDirection {
                            pit: local,
                            clockwise: false,
                        });
                    }
                    if ui.button(tr.s("button-clockwise")).clicked() {
                        out.push(Command::SowDirection {
                            pit: local,
                            clockwise: true,
                        });
                    }
                    if ui.button(tr.s("button-cancel")).clicked() {
                        out.push(Command::CancelSelection);
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
                let min = i64::from(mancala.config().min_seeds);
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

fn explanation_card(
    ui: &mut egui::Ui,
    tr: &Tr,
    input: &SidePanelInput<'_>,
    out: &mut Vec<Command>,
) {
    let Some(effect) = input.explained else {
        card(ui, |ui| {
            ui.label(RichText::new(tr.s("panel-rules-title")).strong());
            ui.label(tr.s(&format!("summary-{}", input.session.game_id().as_str())));
        });
        return;
    };
    let game = input.session.game_id();
    card(ui, |ui| {
        // In the game's own words where it has them, as on its rules page.
        let title = crate::rules_page::rule_title_id(game, effect.rule.id, has_message);
        ui.label(
            RichText::new(tr.s(&title))
                .strong()
                .color(theme::TERRACOTTA),
        );
        ui.label(
            RichText::new(effect_line(tr, input.session.setup(), effect))
                .italics()
                .color(theme::INK_SOFT),
        );
        ui.add_space(2.0);
        let text = crate::rules_page::rule_text_id(game, effect.rule.id, has_message);
        super::glossary::linked(ui, tr, &tr.s(&text), None, out);
        if ui
            .link(tr.s("panel-rules-link"))
            .on_hover_text(tr.s("hint-panel-rules-link"))
            .clicked()
        {
            let section = crate::rules_page::anchor_of(game, effect.rule.id);
            out.push(Command::OpenRules(game, section));
        }
        // The lessons that teach this rule, as the rules page lists them.
        for lesson in crate::rules_page::lessons_of(game, effect.rule.id) {
            super::rules_page::lesson_link(ui, tr, lesson, false, out);
        }
        ui.add_space(2.0);
        ui.label(
            RichText::new(rule_source(tr, &effect.rule))
                .small()
                .color(theme::INK_SOFT),
        );
    });
}
