//! The rules page of a rule set ([`crate::rules_page`]): the board drawn, how to play, how to
//! win, how a draw comes, every option with its default and who reads the rule each way, the
//! lessons of each rule and the sources, as a reader knows them.
//!
//! It opens with F1 in a game or a picker card's Rules button, optionally at one section
//! (`rule-<id>` or `option-<name>`, see [`crate::rules_page::anchor_of`]), which it scrolls to
//! once; else at its top. Each rule set's page keeps its own scroll position and size, and the
//! window opens on the left, over the board, at a readable size: the side panel with the
//! lesson's or the game's text stays in view ([`crate::ui::panels::reading_window::place`]). The rules and glossary
//! windows replace each other; F1 and Esc close either.

use crate::ui::command::{LearnCommand, WindowCommand};
use egui::{Align, RichText, Sense, Vec2};

use crate::i18n::{Arg, Tr, has_message};
use crate::rules::GameId;
use crate::rules::sources::Source;
use crate::rules_page::{Section, option_anchor, page, rule_anchor, rule_text_id, rule_title_id};

use crate::ui::board::describe::{cite_list, game_name, source_reader};
use crate::ui::command::Command;
use crate::ui::screens::picker;
use crate::ui::theme;

/// The open rules window: which rule set, and the section to scroll to once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesWindow {
    /// The rule set shown.
    pub game: GameId,
    /// The section asked for (`rule-<id>` or `option-<name>`), if any.
    pub section: Option<String>,
    /// Whether the page still has to scroll to `section`.
    scroll_pending: bool,
    /// Frames drawn since it opened: the first ones put the page at its top (or at
    /// `section`), whatever it showed when it was last closed.
    frames: u8,
}

impl RulesWindow {
    /// The page of `game`, opened at `section` (or at its top).
    pub fn new(game: GameId, section: Option<String>) -> RulesWindow {
        RulesWindow {
            game,
            scroll_pending: section.is_some(),
            section,
            frames: 0,
        }
    }
}

/// What F1 does: close the rules or glossary window when one is open, else open the rules
/// page of the game being played, else (no game) the glossary.
pub fn f1_command(window_open: bool, playing: Option<GameId>) -> Command {
    match (window_open, playing) {
        (true, _) => Command::Window(WindowCommand::CloseHelp),
        (false, Some(game)) => Command::Window(WindowCommand::OpenRules(game, None)),
        (false, None) => Command::Window(WindowCommand::ShowGlossary(true)),
    }
}

/// Draws the rules window; returns `false` once the person closed it.
pub fn window(ctx: &egui::Context, tr: &Tr, state: &mut RulesWindow, out: &mut Vec<Command>) {
    let mut open = true;
    let name = game_name(tr, state.game.as_str());
    let window = egui::Window::new(tr.a("rulespage-title", &[("game", name.into())]))
        .id(egui::Id::unique(("rules-window", state.game.as_str())))
        .open(&mut open)
        .collapsible(false);
    crate::ui::panels::reading_window::place(ctx, window)
        .show(ctx, |ui| contents(ui, tr, state, out));
    state.frames = state.frames.saturating_add(1);
    if !open {
        out.push(Command::Window(WindowCommand::CloseHelp));
    }
}

fn contents(ui: &mut egui::Ui, tr: &Tr, state: &mut RulesWindow, out: &mut Vec<Command>) {
    let game = state.game;
    let page = page(game);
    ui.horizontal(|ui| {
        if ui
            .button(tr.s("rulespage-glossary"))
            .on_hover_text(tr.s("hint-rulespage-glossary"))
            .clicked()
        {
            out.push(Command::Window(WindowCommand::ShowGlossary(true)));
        }
        ui.label(
            RichText::new(tr.s("rulespage-keys"))
                .small()
                .color(theme::INK_SOFT),
        );
    });
    ui.add_space(4.0);
    let mut scroll = Scroll {
        target: state.section.as_deref().filter(|_| state.scroll_pending),
        done: false,
    };
    let mut area = egui::ScrollArea::vertical()
        .id_salt(("rules-page", game.as_str()))
        .auto_shrink([false, false]);
    if state.frames < crate::ui::panels::reading_window::OPENING_FRAMES && state.section.is_none() {
        area = area.vertical_scroll_offset(0.0);
    }
    area.show(ui, |ui| {
        ui.label(tr.s(&format!("summary-{}", game.as_str())));
        heading(ui, tr, "rulespage-board");
        let (rect, response) = ui.allocate_exact_size(
            Vec2::new(ui.available_width().min(420.0), 150.0),
            Sense::hover(),
        );
        picker::drawing(ui.painter(), rect, Some(game));
        let label = tr.a(
            "picker-drawing",
            &[("game", game_name(tr, game.as_str()).into())],
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        for (title, sections) in [
            ("rulespage-play", &page.play),
            ("rulespage-win", &page.win),
            ("rulespage-draw", &page.draw),
        ] {
            heading(ui, tr, title);
            if sections.is_empty() {
                ui.label(tr.s("rulespage-no-draw"));
            }
            for (n, section) in sections.iter().enumerate() {
                rule_section(ui, tr, game, n + 1, section, &mut scroll, out);
            }
        }
        heading(ui, tr, "rulespage-options");
        ui.label(RichText::new(tr.s("rulespage-options-note")).color(theme::INK_SOFT));
        for spec in page.options() {
            let title = ui.label(RichText::new(tr.s(&format!("option-{}", spec.name))).strong());
            scroll.mark(&option_anchor(spec.name), &title);
            for choice in spec.choices {
                let value = tr.s(&format!("value-{}-{}", spec.name, choice.value));
                let text = if choice.value == spec.default_value() {
                    tr.a("rulespage-default", &[("value", value.into())])
                } else {
                    format!("• {value}")
                };
                ui.label(text);
                ui.label(
                    RichText::new(tr.a(
                        "rulespage-read-by",
                        &[("sources", cite_list(tr, choice.cites).into())],
                    ))
                    .small()
                    .color(theme::INK_SOFT),
                );
                // What this value changes: the rules it brings, in the page's words.
                let brought = page.brought_by(spec, choice.value);
                if !brought.is_empty() {
                    ui.indent(("brings", spec.name, choice.value), |ui| {
                        ui.label(RichText::new(tr.s("rulespage-brings")).small());
                        for section in brought {
                            let title = tr.s(&rule_title_id(game, section.rule, has_message));
                            ui.label(RichText::new(title).italics());
                            let text = tr.s(&rule_text_id(game, section.rule, has_message));
                            crate::ui::panels::glossary::linked(ui, tr, &text, None, out);
                        }
                    });
                }
            }
            ui.add_space(8.0);
        }
        heading(ui, tr, "rulespage-sources");
        ui.label(RichText::new(tr.s("rulespage-sources-note")).color(theme::INK_SOFT));
        for source in Source::of_game(game) {
            let info = source.info();
            ui.label(source_reader(tr, *source));
            ui.hyperlink(info.address);
            ui.add_space(4.0);
        }
    });
    if scroll.done {
        state.scroll_pending = false;
    }
}

/// Scrolls to the asked-for section once it is laid out.
struct Scroll<'a> {
    target: Option<&'a str>,
    done: bool,
}

impl Scroll<'_> {
    fn mark(&mut self, anchor: &str, response: &egui::Response) {
        if self.target == Some(anchor) {
            response.scroll_to_me(Some(Align::TOP));
            self.done = true;
        }
    }
}

fn heading(ui: &mut egui::Ui, tr: &Tr, id: &str) {
    ui.add_space(10.0);
    ui.label(RichText::new(tr.s(id)).heading().color(theme::TERRACOTTA));
    ui.add_space(2.0);
}

/// One rule: its number and title, its text (in the game's own words where it has them), its
/// sources, and a link to each lesson that teaches it.
fn rule_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    game: GameId,
    n: usize,
    section: &Section,
    scroll: &mut Scroll<'_>,
    out: &mut Vec<Command>,
) {
    let title = tr.s(&rule_title_id(game, section.rule, has_message));
    let title = ui.label(RichText::new(format!("{n}. {title}")).strong());
    scroll.mark(&rule_anchor(section.rule), &title);
    let text = tr.s(&rule_text_id(game, section.rule, has_message));
    crate::ui::panels::glossary::linked(ui, tr, &text, None, out);
    let cites = cite_list(tr, section.cites);
    ui.label(
        RichText::new(tr.a("rule-source", &[("source", Arg::Text(cites))]))
            .small()
            .color(theme::INK_SOFT),
    );
    ui.horizontal_wrapped(|ui| {
        for lesson in section.lessons {
            lesson_link(ui, tr, lesson, true, out);
        }
    });
    ui.add_space(6.0);
}

/// "Lesson: " and the lesson's title, as a link that opens the lesson (the rules page's
/// sections and the side panel's rule explanations); `small` in the rules page's smaller print.
pub fn lesson_link(ui: &mut egui::Ui, tr: &Tr, lesson: &str, small: bool, out: &mut Vec<Command>) {
    let title = tr.s(&format!("lesson-{lesson}-title"));
    let label = RichText::new(tr.a("rulespage-lesson", &[("title", Arg::Text(title))]));
    let label = if small { label.small() } else { label };
    if ui
        .link(label)
        .on_hover_text(tr.s("hint-rulespage-lesson"))
        .clicked()
    {
        out.push(Command::Learn(LearnCommand::Open(lesson.to_string())));
    }
}
