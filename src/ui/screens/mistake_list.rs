//! The learner's own mistakes of a rule set on the Learn screen: the turns a review of his
//! games marked mistakes or blunders, how many are mended, how many are due to come back
//! (the progress's spaced repeat), a button for the next one, and every mistake by its game
//! and turn. A mistake opens in the lesson view like any lesson ([`crate::lesson::mistake`]).

use egui::RichText;

use crate::i18n::{Arg, Tr};
use crate::lesson::mistake::Mistake;
use crate::lesson::progress::Progress;
use crate::rules::GameId;
use crate::rules::notation::format_actions;
use crate::ui::command::{Command, LearnCommand};
use crate::ui::panels::move_list::{mark_colour, mark_word};
use crate::ui::theme;

/// The mistake to offer next: the first due to come back, else the first never mended.
pub fn next_mistake<'a>(mistakes: &[&'a Mistake], progress: &Progress) -> Option<&'a Mistake> {
    let mended = |id: &str| progress.get(id).and_then(|p| p.stars).is_some();
    mistakes
        .iter()
        .find(|m| progress.is_due(&m.id))
        .or_else(|| mistakes.iter().find(|m| !mended(&m.id)))
        .copied()
}

/// The label of a mistake's button: its turn, the move played and its mark, and the day of
/// the game when known.
pub fn row_label(tr: &Tr, m: &Mistake) -> String {
    let day = m.date.get(..10).filter(|d| crate::record::is_iso_date(d));
    let text = tr.a(
        "learn-mistake-row",
        &[
            ("turn", Arg::Num(m.turn as i64)),
            ("played", Arg::Text(format_actions(&m.played))),
            ("mark", Arg::Text(mark_word(tr, m.mark))),
        ],
    );
    match day {
        Some(day) => format!("{text} · {day}"),
        None => text,
    }
}

/// Draws the mistakes of `game` among `mistakes`.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    game: GameId,
    mistakes: &[Mistake],
    progress: &Progress,
    out: &mut Vec<Command>,
) {
    let ours: Vec<&Mistake> = mistakes.iter().filter(|m| m.game == game).collect();
    let mended = |id: &str| progress.get(id).and_then(|p| p.stars).is_some();
    ui.add_space(8.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr.s("learn-mistakes")).size(17.0).strong());
            if !ours.is_empty() {
                let done = ours.iter().filter(|m| mended(&m.id)).count();
                ui.label(
                    RichText::new(tr.a(
                        "learn-mistakes-solved",
                        &[
                            ("solved", Arg::Num(done as i64)),
                            ("total", Arg::Num(ours.len() as i64)),
                        ],
                    ))
                    .color(theme::OCHRE),
                );
                let due = ours.iter().filter(|m| progress.is_due(&m.id)).count();
                if due > 0 {
                    ui.label(
                        RichText::new(
                            tr.a("learn-puzzles-due", &[("count", Arg::Num(due as i64))]),
                        )
                        .strong()
                        .color(theme::TERRACOTTA),
                    );
                }
            }
        });
        if ours.is_empty() {
            ui.label(tr.s("learn-mistakes-none"));
            return;
        }
        ui.label(tr.s("learn-mistakes-about"));
        if let Some(next) = next_mistake(&ours, progress)
            && ui.button(tr.s("learn-mistake-next")).clicked()
        {
            out.push(Command::Learn(LearnCommand::Open(next.id.clone())));
        }
        for m in ours {
            let label = row_label(tr, m);
            let mut text = RichText::new(label.clone());
            if progress.is_due(&m.id) {
                text = text.strong().color(theme::TERRACOTTA);
            } else if mended(&m.id) {
                text = text.color(theme::OCHRE);
            } else {
                text = text.color(mark_colour(m.mark));
            }
            let button = ui.add(egui::Button::new(text));
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if button.clicked() {
                out.push(Command::Learn(LearnCommand::Open(m.id.clone())));
            }
        }
    });
}
