//! The puzzles of a rule set on the Learn screen: how many are solved, how many are due to
//! come back (the progress's spaced repeat), a button for the next one, and every puzzle by
//! its number, grouped by the turns it asks for. A puzzle opens in the lesson view like any
//! lesson.

use egui::RichText;

use crate::i18n::{Arg, Tr};
use crate::lesson::progress::Progress;
use crate::lesson::puzzle::Collection;
use crate::ui::command::{Command, LearnCommand};
use crate::ui::theme;

/// The puzzle to offer next: the first due to come back, else the first never solved.
pub fn next_puzzle<'a>(collection: &'a Collection, progress: &Progress) -> Option<&'a str> {
    let solved = |id: &str| progress.get(id).and_then(|p| p.stars).is_some();
    collection
        .puzzles
        .iter()
        .find(|p| progress.is_due(&p.id))
        .or_else(|| collection.puzzles.iter().find(|p| !solved(&p.id)))
        .map(|p| p.id.as_str())
}

/// Draws the puzzles of `collection`.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    collection: &Collection,
    progress: &Progress,
    out: &mut Vec<Command>,
) {
    let solved = |id: &str| progress.get(id).and_then(|p| p.stars).is_some();
    let total = collection.puzzles.len();
    let done = collection.puzzles.iter().filter(|p| solved(&p.id)).count();
    let due = collection
        .puzzles
        .iter()
        .filter(|p| progress.is_due(&p.id))
        .count();
    ui.add_space(8.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr.s("learn-puzzles")).size(17.0).strong());
            ui.label(
                RichText::new(tr.a(
                    "learn-puzzles-solved",
                    &[
                        ("solved", Arg::Num(done as i64)),
                        ("total", Arg::Num(total as i64)),
                    ],
                ))
                .color(theme::OCHRE),
            );
            if due > 0 {
                ui.label(
                    RichText::new(tr.a("learn-puzzles-due", &[("count", Arg::Num(due as i64))]))
                        .strong()
                        .color(theme::TERRACOTTA),
                );
            }
        });
        ui.label(tr.s("learn-puzzles-about"));
        if let Some(next) = next_puzzle(collection, progress)
            && ui.button(tr.s("learn-puzzle-next")).clicked()
        {
            out.push(Command::Learn(LearnCommand::Open(next.to_string())));
        }
        let mut pars: Vec<u8> = collection.puzzles.iter().map(|p| p.par).collect();
        pars.sort_unstable();
        pars.dedup();
        for par in pars {
            ui.add_space(4.0);
            ui.label(
                RichText::new(tr.a("puzzle-summary", &[("turns", Arg::Num(i64::from(par)))]))
                    .small()
                    .color(theme::INK_SOFT),
            );
            ui.horizontal_wrapped(|ui| {
                for (i, p) in collection.puzzles.iter().enumerate() {
                    if p.par != par {
                        continue;
                    }
                    let number = i + 1;
                    let mut text = RichText::new(format!("{number}"));
                    if progress.is_due(&p.id) {
                        text = text.strong().color(theme::TERRACOTTA);
                    } else if solved(&p.id) {
                        text = text.color(theme::OCHRE);
                    }
                    let name = tr.a("puzzle-title", &[("number", Arg::Num(number as i64))]);
                    let button = ui.add(egui::Button::new(text).min_size(egui::vec2(34.0, 0.0)));
                    let button = button.on_hover_text(name.clone());
                    button.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, name.clone())
                    });
                    if button.clicked() {
                        out.push(Command::Learn(LearnCommand::Open(p.id.clone())));
                    }
                }
            });
        }
    });
}
