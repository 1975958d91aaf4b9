//! The dialog's players section: play the computer (the first, default choice, with one
//! sentence per level) or two players at this screen, then who starts and, in the morris
//! games, which colour the first listed person plays.

use egui::RichText;

use crate::ai::Level;
use crate::i18n::{Arg, Tr};
use crate::rules::Family;
use crate::ui::board::describe::{colour_name, level_name};
use crate::ui::board::session::{PlayerKind, TokenColour};
use crate::ui::theme;

use super::{NewGameDialog, Opponent, heading};

/// Width of the first column (labels, level names).
const LABEL_WIDTH: f32 = 130.0;

/// Draws the players section.
pub(super) fn show(ui: &mut egui::Ui, tr: &Tr, dialog: &mut NewGameDialog) {
    heading(ui, &tr.s("new-game-players"));
    ui.horizontal(|ui| {
        for (opponent, key) in [
            (Opponent::Computer, "new-game-vs-computer"),
            (Opponent::People, "new-game-vs-people"),
        ] {
            ui.radio_value(
                &mut dialog.opponent,
                opponent,
                RichText::new(tr.s(key)).strong(),
            );
            ui.add_space(12.0);
        }
    });
    ui.add_space(6.0);
    match dialog.opponent {
        Opponent::Computer => against_computer(ui, tr, dialog),
        Opponent::People => listed_people(ui, tr, dialog),
    }
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label(tr.s("new-game-who-starts"));
        for i in 0..2 {
            let label = person_label(tr, dialog, i);
            ui.radio_value(&mut dialog.starter, i, label);
        }
    });
    if dialog.game.family() == Family::Morris {
        ui.horizontal(|ui| {
            let label = match dialog.opponent {
                Opponent::Computer => tr.s("new-game-your-colour"),
                Opponent::People => tr.a(
                    "new-game-colour",
                    &[("player", person_label(tr, dialog, 0).into())],
                ),
            };
            ui.label(label);
            for colour in [TokenColour::Dark, TokenColour::Light] {
                ui.radio_value(
                    &mut dialog.colour_first_listed,
                    colour,
                    colour_name(tr, colour),
                );
            }
        });
        note(ui, &tr.s("new-game-colour-note"));
    } else {
        note(ui, &tr.s("new-game-south-note"));
    }
}

/// The person's name and the computer's level, each level with what it does and how strong
/// it is (src/ai/level.rs; the strengths are those measured in
/// docs/measurements/arena-2026-11-29.txt).
fn against_computer(ui: &mut egui::Ui, tr: &Tr, dialog: &mut NewGameDialog) {
    ui.horizontal(|ui| {
        let label = tr.s("new-game-your-name");
        ui.add_sized([LABEL_WIDTH, 22.0], egui::Label::new(&label));
        let edit = egui::TextEdit::singleline(&mut dialog.people[0].name)
            .hint_text(tr.s("new-game-name-hint"))
            .desired_width(220.0);
        let response = ui.add(edit);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &label));
    });
    ui.add_space(4.0);
    ui.label(tr.s("new-game-level"));
    for level in Level::ALL {
        ui.horizontal_top(|ui| {
            ui.add_space(12.0);
            ui.allocate_ui_with_layout(
                egui::vec2(LABEL_WIDTH - 12.0, 0.0),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.set_width(LABEL_WIDTH - 12.0);
                    ui.radio_value(&mut dialog.level, level, level_name(tr, level));
                },
            );
            ui.add(
                egui::Label::new(
                    RichText::new(tr.s(&format!("level-{}-hint", level.as_str())))
                        .color(theme::INK_SOFT),
                )
                .wrap(),
            );
        });
    }
}

/// Each listed person's name and who plays the side (a person or the computer at a level).
fn listed_people(ui: &mut egui::Ui, tr: &Tr, dialog: &mut NewGameDialog) {
    for (i, seat) in dialog.people.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            let label = tr.a("new-game-player", &[("n", Arg::Num(i as i64 + 1))]);
            ui.add_sized([90.0, 22.0], egui::Label::new(&label));
            let edit = egui::TextEdit::singleline(&mut seat.name)
                .hint_text(tr.s("new-game-name-hint"))
                .desired_width(220.0);
            let response = ui.add(edit);
            let accessible = tr.a("new-game-name-label", &[("n", Arg::Num(i as i64 + 1))]);
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, &accessible)
            });
            let kind_text = |kind: PlayerKind| match kind {
                PlayerKind::Human => tr.s("player-kind-human"),
                PlayerKind::Computer(level) => tr.a(
                    "player-kind-computer",
                    &[("level", Arg::Text(level_name(tr, level)))],
                ),
            };
            let kind_label = tr.a("new-game-kind-label", &[("n", Arg::Num(i as i64 + 1))]);
            let combo = egui::ComboBox::from_id_salt(("kind", i))
                .selected_text(kind_text(seat.kind))
                .width(240.0)
                .show_ui(ui, |ui| {
                    ui.selectable_value(
                        &mut seat.kind,
                        PlayerKind::Human,
                        kind_text(PlayerKind::Human),
                    );
                    for level in Level::ALL {
                        let kind = PlayerKind::Computer(level);
                        ui.selectable_value(&mut seat.kind, kind, kind_text(kind))
                            .on_hover_text(tr.s(&format!("level-{}-hint", level.as_str())));
                    }
                });
            combo
                .response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &kind_label));
        });
    }
}

/// What the dialog calls the `i`-th listed person: against the computer "You" (or the name
/// typed) and "The computer"; otherwise the name typed or "Player 1" / "Player 2".
fn person_label(tr: &Tr, dialog: &NewGameDialog, i: usize) -> String {
    let name = dialog.people[i].name.trim();
    match dialog.opponent {
        Opponent::Computer if i == 1 => tr.s("new-game-the-computer"),
        Opponent::Computer if name.is_empty() => tr.s("new-game-you"),
        Opponent::People if name.is_empty() => {
            tr.a("new-game-player", &[("n", Arg::Num(i as i64 + 1))])
        }
        _ => name.to_string(),
    }
}

fn note(ui: &mut egui::Ui, text: &str) {
    ui.label(RichText::new(text).small().color(theme::INK_SOFT));
}
