//! The Igisoro custom layout editor (`start_layout=custom`): the arranger's draft of his 16
//! pits, shown and edited in the side panel and on the board, and played as one `set:`
//! action once it holds every seed.
//!
//! How many seeds a layout holds is the engine's ([`LAYOUT_SEEDS`]); the presets are the
//! engine's representative layouts.

use crate::ui::command::BoardCommand;
use egui::RichText;

use crate::i18n::{Arg, Tr};
use crate::rules::mancala::{LAYOUT_SEEDS, Layout, LocalPit, igisoro, local_name};
use crate::rules::{Action, MancalaAction};

use crate::ui::command::Command;
use crate::ui::theme;

/// The seeds placed in `draft`.
pub fn placed(draft: &Layout) -> u32 {
    draft.iter().map(|&n| u32::from(n)).sum()
}

/// Changes the draft's pit `pit` by `delta` seeds: a seed more only while some are left to
/// place, a seed less only where there is one. A missing draft starts empty.
pub fn adjust(draft: &mut Option<Layout>, pit: LocalPit, delta: i8) {
    let draft = draft.get_or_insert_with(Layout::default);
    let total = placed(draft);
    let Some(slot) = draft.get_mut(pit.index()) else {
        return;
    };
    if delta > 0 && total < LAYOUT_SEEDS {
        *slot = slot.saturating_add(delta.unsigned_abs());
    } else if delta < 0 {
        *slot = slot.saturating_sub(delta.unsigned_abs());
    }
}

/// The editor in the side panel: the prompt, the seeds placed so far, the presets, the draft
/// pit by pit (click: one more, right click: one less) and Done once every seed is placed.
pub fn show(ui: &mut egui::Ui, tr: &Tr, draft: Option<Layout>, who: Arg, out: &mut Vec<Command>) {
    let draft = draft.unwrap_or_default();
    let total = placed(&draft);
    ui.label(tr.a("prompt-arrange", &[("player", who)]));
    ui.label(
        RichText::new(tr.a("arrange-placed", &[("count", Arg::Num(i64::from(total)))]))
            .small()
            .color(theme::INK_SOFT),
    );
    ui.horizontal_wrapped(|ui| {
        let presets: [(&str, Layout); 3] = [
            ("arrange-inner", igisoro::INNER_ROWS),
            ("arrange-outer", igisoro::OUTER_ROWS),
            ("arrange-even", igisoro::TWO_EACH),
        ];
        for (id, layout) in presets {
            if ui.button(tr.s(id)).clicked() {
                out.push(Command::Board(BoardCommand::ArrangeSet(layout)));
            }
        }
        if ui.button(tr.s("arrange-clear")).clicked() {
            out.push(Command::Board(BoardCommand::ArrangeSet(Layout::default())));
        }
    });
    ui.label(
        RichText::new(tr.s("arrange-hint"))
            .small()
            .color(theme::INK_SOFT),
    );
    // The draft, row by row as the player sees his side: inner row above the outer row.
    egui::Grid::new("arrange-grid")
        .spacing([4.0, 4.0])
        .show(ui, |ui| {
            for row in [1u8, 0] {
                for col in 0..8u8 {
                    let local = LocalPit::new_unchecked(row * 8 + col);
                    let n = draft[local.index()];
                    let label = tr.a(
                        "arrange-pit",
                        &[("pit", local_name(local).into()), ("count", n.into())],
                    );
                    let response = ui
                        .add(egui::Button::new(n.to_string()).min_size(egui::vec2(26.0, 22.0)))
                        .on_hover_text(tr.s("arrange-hint"));
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if response.clicked() {
                        out.push(Command::Board(BoardCommand::ArrangeAdjust {
                            pit: local,
                            delta: 1,
                        }));
                    }
                    if response.secondary_clicked() {
                        out.push(Command::Board(BoardCommand::ArrangeAdjust {
                            pit: local,
                            delta: -1,
                        }));
                    }
                }
                ui.end_row();
            }
        });
    let done = ui.add_enabled(
        total == LAYOUT_SEEDS,
        egui::Button::new(tr.s("button-arrange-done")),
    );
    if done.clicked() {
        out.push(Command::Board(BoardCommand::Act(Action::Mancala(
            MancalaAction::Arrange(draft),
        ))));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_takes_seeds_until_the_layout_holds_them_all() {
        let mut draft = None;
        for _ in 0..LAYOUT_SEEDS + 3 {
            adjust(&mut draft, LocalPit::new_unchecked(3), 1);
        }
        let full = draft.unwrap_or_default();
        assert_eq!(placed(&full), LAYOUT_SEEDS);
        assert_eq!(u32::from(full[3]), LAYOUT_SEEDS);
        adjust(&mut draft, LocalPit::new_unchecked(3), -1);
        adjust(&mut draft, LocalPit::new_unchecked(4), -1);
        let less = draft.unwrap_or_default();
        assert_eq!((placed(&less), less[4]), (LAYOUT_SEEDS - 1, 0));
    }

    #[test]
    fn the_presets_hold_a_whole_layout() {
        for preset in [igisoro::INNER_ROWS, igisoro::OUTER_ROWS, igisoro::TWO_EACH] {
            assert_eq!(placed(&preset), LAYOUT_SEEDS);
        }
    }
}
