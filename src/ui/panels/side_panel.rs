//! The side panel: whose turn it is and what to do, the decision buttons, the rule being
//! applied in plain words with its source, the move list with the review's marks, the
//! review and the turn log.

use crate::ui::command::{GameCommand, WindowCommand};
use egui::RichText;

use crate::i18n::{Tr, has_message};
use crate::rules::{Effect, Family};

use crate::ui::board::animation::Timeline;
use crate::ui::board::decisions::DecisionInput;
use crate::ui::board::describe::{effect_line, player_arg, player_name, rule_source};
use crate::ui::board::input::ViewState;
use crate::ui::board::session::{GameSetup, Session};
use crate::ui::command::Command;
use crate::ui::panels::glossary::{linked, linked_with};
use crate::ui::panels::move_list::{self, MoveList};
use crate::ui::panels::settings::{Settings, speed_buttons};
use crate::ui::panels::turn_log::TurnLog;
use crate::ui::theme;

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
    /// The review's marks of the move list's first rows.
    pub marks: &'a [crate::ai::review::Mark],
    /// The review section.
    pub review: crate::ui::panels::review_panel::ReviewPanelInput<'a>,
}

/// Draws the side panel.
pub fn show(ui: &mut egui::Ui, tr: &Tr, input: &SidePanelInput<'_>, out: &mut Vec<Command>) {
    ui.add_space(6.0);
    turn_card(ui, tr, input, out);
    ui.add_space(8.0);
    explanation_card(ui, tr, input, out);
    ui.add_space(8.0);
    // The speeds on a line of their own under their name: beside it they wrapped onto a
    // second line in a narrow panel, and a row that wraps moves what is below it.
    ui.label(
        RichText::new(tr.s("panel-speed"))
            .small()
            .color(theme::INK_SOFT),
    );
    ui.horizontal(|ui| {
        ui.spacing_mut().button_padding = egui::vec2(5.0, 2.0);
        ui.spacing_mut().item_spacing.x = 3.0;
        speed_buttons(ui, tr, input.settings.speed, out);
    });
    // Always in its place, greyed while nothing is animated: a button that came and went
    // would move everything below it under the pointer.
    let animating = input.timeline.is_some_and(|t| !t.is_held());
    if ui
        .add_enabled(animating, egui::Button::new(tr.s("button-skip-animation")))
        .clicked()
    {
        out.push(Command::Game(GameCommand::FinishAnimation));
    }
    ui.add_space(8.0);
    // The review before the moves it marks: its button and graph stay in sight, and the
    // move list and the turn log share what is left.
    crate::ui::panels::review_panel::show(ui, tr, &input.review, out);
    ui.add_space(6.0);
    let height = (ui.available_height() * 0.4).clamp(60.0, 220.0);
    move_list::show(
        ui,
        tr,
        input.session.setup(),
        input.moves,
        input.marks,
        height,
        out,
    );
    ui.add_space(8.0);
    let setup = input.session.setup();
    crate::ui::panels::turn_log::show(
        ui,
        tr,
        setup,
        input.log,
        input.timeline,
        input.explained,
        out,
    );
}

/// The least height of the turn box: its prompt and buttons change from turn to turn, and a
/// box that shrank and grew would move the panel below it under the pointer.
const TURN_MIN_HEIGHT: f32 = 104.0;

/// The explanation's share of the panel's height, and its bounds: the box keeps one height
/// (its text scrolls inside) so that what is below it stays where it is.
const EXPLANATION_SHARE: f32 = 0.28;
const EXPLANATION_HEIGHT: std::ops::RangeInclusive<f32> = 120.0..=240.0;

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
        ui.set_min_height(TURN_MIN_HEIGHT);
        // While the board still shows an action, the box says what it shows: the game's
        // state after it (the next side to act, a computer thinking, the outcome) would run
        // ahead of the board. A replay stepped effect by effect holds the action shown: the
        // box follows the step, with the number of the turn the action belongs to.
        if let Some(effect) = input
            .timeline
            .filter(|t| input.replaying || !t.is_held())
            .and_then(|t| t.last_major().or(t.current().map(|(e, _)| e)))
        {
            ui.label(
                RichText::new(tr.s("panel-animating"))
                    .small()
                    .color(theme::INK_SOFT),
            );
            if input.replaying {
                let history = session.history();
                let turn = history.turn_number(history.cursor().saturating_sub(1));
                ui.label(
                    RichText::new(tr.a("panel-turn", &[("turn", turn.into())]))
                        .small()
                        .color(theme::INK_SOFT),
                );
            }
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
                &crate::ui::board::describe::outcome_line(tr, setup, outcome),
                None,
                out,
            );
            // What to do next is offered on the board, in the result band above it.
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
                    crate::ui::board::scene::TokenKind::Cow,
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
        let decisions = DecisionInput {
            session,
            legal: session.legal(),
            view: input.view,
        };
        crate::ui::board::decisions::prompt(ui, tr, &decisions, player, &name, out);
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

fn explanation_card(
    ui: &mut egui::Ui,
    tr: &Tr,
    input: &SidePanelInput<'_>,
    out: &mut Vec<Command>,
) {
    let height = (ui.available_height() * EXPLANATION_SHARE)
        .clamp(*EXPLANATION_HEIGHT.start(), *EXPLANATION_HEIGHT.end());
    egui::ScrollArea::vertical()
        .id_salt("explanation")
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            explanation(ui, tr, input.session.setup(), input.explained, out);
        });
}

/// The effect explained: the rule's title, what the effect did, the rule in plain words with
/// its rules-page link, the lessons that teach it and its source; before any effect, the
/// game's summary. The play screen and the lessons explain the same way.
pub fn explanation(
    ui: &mut egui::Ui,
    tr: &Tr,
    setup: &GameSetup,
    explained: Option<&Effect>,
    out: &mut Vec<Command>,
) {
    let Some(effect) = explained else {
        card(ui, |ui| {
            ui.label(RichText::new(tr.s("panel-rules-title")).strong());
            ui.label(tr.s(&format!("summary-{}", setup.game.as_str())));
        });
        return;
    };
    let game = setup.game;
    card(ui, |ui| {
        // In the game's own words where it has them, as on its rules page.
        let title = crate::rules_page::rule_title_id(game, effect.rule.id, has_message);
        ui.label(
            RichText::new(tr.s(&title))
                .strong()
                .color(theme::TERRACOTTA),
        );
        ui.label(
            RichText::new(effect_line(tr, setup, effect))
                .italics()
                .color(theme::INK_SOFT),
        );
        ui.add_space(2.0);
        let text = crate::rules_page::rule_text_id(game, effect.rule.id, has_message);
        crate::ui::panels::glossary::linked(ui, tr, &tr.s(&text), None, out);
        if ui
            .link(tr.s("panel-rules-link"))
            .on_hover_text(tr.s("hint-panel-rules-link"))
            .clicked()
        {
            let section = crate::rules_page::anchor_of(game, effect.rule.id);
            out.push(Command::Window(WindowCommand::OpenRules(game, section)));
        }
        // The lessons that teach this rule, as the rules page lists them.
        for lesson in crate::rules_page::lessons_of(game, effect.rule.id) {
            crate::ui::screens::rules_page::lesson_link(ui, tr, lesson, false, out);
        }
        ui.add_space(2.0);
        ui.label(
            RichText::new(rule_source(tr, &effect.rule))
                .small()
                .color(theme::INK_SOFT),
        );
    });
}
