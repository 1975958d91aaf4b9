//! The new-game dialog: who plays each side, who starts, and the game's rule options with
//! their defaults and sources (docs/readings.md, Options).

use crate::ui::command::{EditorCommand, LearnCommand, WindowCommand};
use egui::RichText;

use crate::ai::Level;
use crate::i18n::{Arg, Tr};
use crate::rules::{GameId, Options};

use crate::ui::board::describe::{cite_list, game_name};
use crate::ui::board::session::{GameSetup, PlayerKind, Seat, Session, TokenColour};
use crate::ui::command::Command;
use crate::ui::theme;

mod players;

/// Whom the person at the screen plays: the dialog's first choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The computer at [`NewGameDialog::level`]; the person is the first listed (the
    /// default: a newcomer's first game is against the computer).
    Computer,
    /// Two players at this screen: each side as [`NewGameDialog::people`] lists it (two
    /// people unless a side is given to the computer).
    People,
}

/// The dialog's state.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameDialog {
    /// The rule set.
    pub game: GameId,
    /// The computer or two players at this screen.
    pub opponent: Opponent,
    /// The computer's level when playing the computer (Novice the first time).
    pub level: Level,
    /// The two people, in the order listed (playing the computer: the first is the person,
    /// and only the name is used).
    pub people: [Seat; 2],
    /// Which of them starts (0 or 1).
    pub starter: usize,
    /// Morris: the colour of the first listed person's tokens.
    pub colour_first_listed: TokenColour,
    /// The option values.
    pub options: Options,
    /// Isolo: start from a balanced random opening instead of the traditional start (off
    /// by default; see [`crate::ai::arena::balanced_opening`]).
    pub balanced_start: bool,
    /// Whether the dialog still has to show its top (it opens there, however far the
    /// screen before it was scrolled).
    scroll_to_top: bool,
}

impl NewGameDialog {
    /// The dialog for `game` with everything at its default.
    pub fn new(game: GameId) -> NewGameDialog {
        NewGameDialog {
            game,
            opponent: Opponent::Computer,
            level: Level::Novice,
            people: [Seat::default(), Seat::default()],
            starter: 0,
            colour_first_listed: TokenColour::Dark,
            options: Options::defaults(game),
            balanced_start: false,
            scroll_to_top: true,
        }
    }

    /// Whether this rule set's traditional start is decided by force, so that the dialog
    /// offers a balanced opening instead (the Isolo games).
    pub fn offers_balanced_start(&self) -> bool {
        crate::ai::arena::default_opening_plies(self.game) > 0
    }

    /// What the Start button asks for: the game from its traditional start, or from a
    /// balanced opening drawn from `seed`.
    pub fn start_command(&self, seed: u64) -> Command {
        let setup = Box::new(self.setup());
        if self.balanced_start && self.offers_balanced_start() {
            Command::Window(WindowCommand::StartBalanced(setup, seed))
        } else {
            Command::Window(WindowCommand::StartGame(setup))
        }
    }

    /// The two sides in the order listed: the person and the computer at the chosen level,
    /// or the listed people as they are.
    pub fn seats(&self) -> [Seat; 2] {
        match self.opponent {
            Opponent::Computer => [
                Seat {
                    kind: PlayerKind::Human,
                    name: self.people[0].name.clone(),
                },
                Seat {
                    kind: PlayerKind::Computer(self.level),
                    name: String::new(),
                },
            ],
            Opponent::People => self.people.clone(),
        }
    }

    /// The set-up the dialog describes: the starter becomes the engine's first player.
    pub fn setup(&self) -> GameSetup {
        let [a, b] = self.seats();
        let (first, second) = if self.starter == 0 { (a, b) } else { (b, a) };
        let first_colour = if self.starter == 0 {
            self.colour_first_listed
        } else {
            self.colour_first_listed.other()
        };
        GameSetup {
            game: self.game,
            options: self.options,
            seats: [first, second],
            first_colour,
        }
    }
}

/// Draws the dialog; `preparing`: the balanced opening Start asked for is on its way.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    dialog: &mut NewGameDialog,
    preparing: bool,
    out: &mut Vec<Command>,
) {
    let width = ui.available_width().min(760.0);
    let indent = ((ui.available_width() - width) / 2.0).max(0.0);
    egui::Panel::bottom("new-game-actions")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 10)))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.add_space(indent);
                actions(ui, tr, dialog, out);
                if preparing {
                    // The game starts as soon as its opening is there.
                    ui.add_space(12.0);
                    ui.spinner();
                    ui.label(RichText::new(tr.s("new-game-preparing")).color(theme::INK));
                }
            });
        });
    // Its own scroll state, at the top when the dialog opens (the picker's is its own).
    let mut area = egui::ScrollArea::vertical()
        .id_salt("new-game-scroll")
        .auto_shrink([false, false]);
    if std::mem::take(&mut dialog.scroll_to_top) {
        area = area.vertical_scroll_offset(0.0);
    }
    area.show(ui, |ui| {
        let width = ui.available_width().min(760.0);
        let indent = ((ui.available_width() - width) / 2.0).max(0.0);
        ui.horizontal(|ui| {
            ui.add_space(indent);
            ui.vertical(|ui| {
                ui.set_width(width);
                contents(ui, tr, dialog, out);
            });
        });
    });
}

fn contents(ui: &mut egui::Ui, tr: &Tr, dialog: &mut NewGameDialog, out: &mut Vec<Command>) {
    let name = game_name(tr, dialog.game.as_str());
    ui.add_space(8.0);
    ui.label(
        RichText::new(tr.a("new-game-title", &[("game", name.clone().into())]))
            .size(26.0)
            .color(theme::TERRACOTTA),
    );
    ui.label(
        RichText::new(tr.s(&format!("people-{}", dialog.game.as_str()))).color(theme::INK_SOFT),
    );
    let summary = tr.s(&format!("summary-{}", dialog.game.as_str()));
    crate::ui::panels::glossary::linked(ui, tr, &summary, None, out);
    ui.add_space(12.0);

    players::show(ui, tr, dialog);
    ui.add_space(12.0);

    if dialog.offers_balanced_start() {
        start_position(ui, tr, dialog, out);
        ui.add_space(12.0);
    }

    heading(ui, &tr.s("new-game-options"));
    ui.label(
        RichText::new(tr.s("new-game-options-note"))
            .small()
            .color(theme::INK_SOFT),
    );
    ui.add_space(4.0);
    let game = dialog.game;
    let left = (ui.available_width() * 0.42).clamp(220.0, 340.0);
    for (row, spec) in Options::specs(game).enumerate() {
        let fill = if row % 2 == 0 {
            theme::alpha(theme::SAND_DARK, 0.6)
        } else {
            egui::Color32::TRANSPARENT
        };
        egui::Frame::NONE
            .fill(fill)
            .corner_radius(6)
            .inner_margin(6)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                let title = tr.s(&format!("option-{}", spec.name));
                ui.horizontal_top(|ui| {
                    let current = dialog
                        .options
                        .get(spec.name)
                        .unwrap_or(spec.default_value());
                    // The option's name and value as a record and the command line write
                    // them: only on the choice's hover (and as its accessible description),
                    // for those who write records by hand.
                    let record_form = tr.a(
                        "new-game-option-record",
                        &[("pair", format!("{}={}", spec.name, current).into())],
                    );
                    let title_id = ui
                        .allocate_ui_with_layout(
                            egui::vec2(left, 0.0),
                            egui::Layout::top_down(egui::Align::Min),
                            |ui| {
                                ui.set_width(left);
                                crate::ui::panels::glossary::linked_with(
                                    ui,
                                    tr,
                                    &title,
                                    RichText::strong,
                                    out,
                                )
                            },
                        )
                        .inner;
                    let value_text = |value: &str| {
                        let mut text = tr.s(&format!("value-{}-{}", spec.name, value));
                        if value == spec.default_value() {
                            text = tr.a("new-game-default", &[("value", text.into())]);
                        }
                        text
                    };
                    ui.vertical(|ui| {
                        let mut chosen = current;
                        let combo = egui::ComboBox::from_id_salt(("option", spec.name))
                            .selected_text(value_text(current))
                            .width(330.0)
                            .show_ui(ui, |ui| {
                                for choice in spec.choices {
                                    ui.selectable_value(
                                        &mut chosen,
                                        choice.value,
                                        value_text(choice.value),
                                    );
                                }
                            });
                        // A screen reader names the box by the option's title beside it.
                        combo
                            .response
                            .labelled_by(title_id)
                            .on_hover_text(&record_form);
                        if chosen != current {
                            let _ = dialog.options.set(spec.name, chosen);
                        }
                        if let Some(choice) = spec.choices.iter().find(|c| c.value == chosen) {
                            // The reading in words and its sources in full, wrapped.
                            let value = tr.s(&format!("value-{}-{}", spec.name, choice.value));
                            let sources = cite_list(tr, choice.cites);
                            let text = tr.a(
                                "new-game-source",
                                &[("value", value.into()), ("source", sources.into())],
                            );
                            ui.add(
                                egui::Label::new(
                                    RichText::new(text).small().color(theme::INK_SOFT),
                                )
                                .wrap(),
                            );
                        }
                    });
                });
            });
    }
    ui.add_space(12.0);
}

/// Start, set up a position, reset and back: always in view below the dialog.
fn actions(ui: &mut egui::Ui, tr: &Tr, dialog: &mut NewGameDialog, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let start = egui::Button::new(RichText::new(tr.s("button-start")).strong().size(17.0))
            .fill(theme::alpha(theme::OCHRE, 0.6));
        if ui.add(start).clicked() {
            out.push(dialog.start_command(fresh_seed()));
        }
        // A position of one's own, with these players and options.
        if ui
            .button(tr.s("editor-open"))
            .on_hover_text(tr.s("hint-editor-open"))
            .clicked()
        {
            out.push(Command::Editor(EditorCommand::Open));
        }
        if ui.button(tr.s("button-defaults")).clicked() {
            // Everything back as a first start shows it, remembered players included.
            *dialog = NewGameDialog {
                scroll_to_top: false,
                ..NewGameDialog::new(dialog.game)
            };
        }
        if ui.button(tr.s("button-back")).clicked() {
            out.push(Command::Window(WindowCommand::OpenPicker));
        }
    });
}

/// The lesson that shows why a rule set's traditional start is decided by force, if any.
pub fn start_lesson(game: GameId) -> Option<&'static str> {
    match game {
        GameId::IsoloWomen => Some("isolo-women-05-start-puzzle"),
        _ => None,
    }
}

/// Isolo: the traditional start is a forced win for the first player; the balanced opening
/// instead, off by default.
fn start_position(ui: &mut egui::Ui, tr: &Tr, dialog: &mut NewGameDialog, out: &mut Vec<Command>) {
    heading(ui, &tr.s("new-game-start"));
    ui.label(tr.s("new-game-start-forced"));
    if let Some(lesson) = start_lesson(dialog.game) {
        let label = tr.a(
            "rulespage-lesson",
            &[("title", Arg::Text(tr.s(&format!("lesson-{lesson}-title"))))],
        );
        if ui
            .link(label)
            .on_hover_text(tr.s("hint-new-game-start-lesson"))
            .clicked()
        {
            out.push(Command::Learn(LearnCommand::Open(lesson.to_string())));
        }
    }
    ui.add_space(4.0);
    ui.checkbox(&mut dialog.balanced_start, tr.s("new-game-balanced"));
    ui.label(
        RichText::new(tr.a(
            "new-game-balanced-note",
            &[(
                "moves",
                Arg::Num(i64::from(crate::ai::arena::BALANCE_DEPTH)),
            )],
        ))
        .small()
        .color(theme::INK_SOFT),
    );
}

/// The game from a balanced opening drawn from `seed` (the traditional start for a rule set
/// that has none).
pub fn balanced_session(setup: GameSetup, seed: u64) -> Session {
    match crate::ai::arena::balanced_opening(setup.game, setup.options, seed) {
        Some(start) => Session::from_start(setup, start),
        None => Session::new(setup),
    }
}

/// A seed for a balanced opening: a new one at every start (from the clock).
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

fn heading(ui: &mut egui::Ui, text: &str) {
    ui.label(RichText::new(text).heading().color(theme::INK));
    ui.separator();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_lesson_exists_for_its_rule_set() {
        for game in GameId::ALL {
            if let Some(id) = start_lesson(game) {
                let lesson = crate::lesson::catalogue::find(id)
                    .expect("the lesson is in the catalogue")
                    .expect("the lesson loads");
                assert_eq!(lesson.game, game, "{id}");
            }
        }
        assert!(start_lesson(GameId::IsoloWomen).is_some());
    }

    #[test]
    fn start_asks_for_a_balanced_opening_only_where_one_is_offered() {
        for game in GameId::ALL {
            let mut dialog = NewGameDialog::new(game);
            assert!(matches!(
                dialog.start_command(5),
                Command::Window(WindowCommand::StartGame(_))
            ));
            dialog.balanced_start = true;
            let balanced = matches!(
                dialog.start_command(5),
                Command::Window(WindowCommand::StartBalanced(_, 5))
            );
            assert_eq!(balanced, dialog.offers_balanced_start(), "{game:?}");
        }
        let isolo = NewGameDialog::new(GameId::IsoloBoys);
        assert!(isolo.offers_balanced_start());
        assert!(!NewGameDialog::new(GameId::Isizulu).offers_balanced_start());
    }
}
