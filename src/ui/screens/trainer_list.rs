//! The endgame trainer of a morris rule set on the Learn screen: how many positions are
//! solved, and a button per position with its words ("Win 3 against 4 with flying", "Hold the
//! draw, 3 against 4"), solved ones in the stars' colour. A position opens in the lesson view
//! like any lesson.

use egui::RichText;

use crate::i18n::{Arg, Tr};
use crate::lesson::Message;
use crate::lesson::progress::Progress;
use crate::lesson::trainer::TrainerSet;
use crate::ui::command::{Command, LearnCommand};
use crate::ui::screens::lesson_view::message_text;
use crate::ui::theme;

/// The label of position `number`'s button: its number and its words.
pub fn button_label(tr: &Tr, number: u16, title: &Message) -> String {
    format!("{number}. {}", message_text(tr, title))
}

/// Draws the trainer of `set`.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    set: &TrainerSet,
    progress: &Progress,
    out: &mut Vec<Command>,
) {
    let solved = |id: &str| progress.get(id).and_then(|p| p.stars).is_some();
    let total = set.positions.len();
    let done = set.positions.iter().filter(|p| solved(&p.id)).count();
    ui.add_space(8.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr.s("learn-trainer")).size(17.0).strong());
            ui.label(
                RichText::new(tr.a(
                    "learn-trainer-solved",
                    &[
                        ("solved", Arg::Num(done as i64)),
                        ("total", Arg::Num(total as i64)),
                    ],
                ))
                .color(theme::OCHRE),
            );
        });
        ui.label(tr.s("learn-trainer-about"));
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            for (i, p) in set.positions.iter().enumerate() {
                let number = u16::try_from(i + 1).unwrap_or(u16::MAX);
                let Some(info) = set.info(number, p) else {
                    continue;
                };
                let label = button_label(tr, number, &info.title());
                let mut text = RichText::new(label.clone());
                if solved(&p.id) {
                    text = text.color(theme::OCHRE);
                }
                let button = ui.add(egui::Button::new(text));
                let summary = message_text(tr, &info.with_args(Message::new(info.summary_id())));
                let button = button.on_hover_text(summary);
                button.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, label.clone())
                });
                if button.clicked() {
                    out.push(Command::Learn(LearnCommand::Open(p.id.clone())));
                }
            }
        });
    });
}
