//! The games library screen: every saved game, unfinished and finished, with a search box, a
//! sort order and a filter (Back to games is in the top bar), so that a long library never pushes the game cards off the
//! picker. The picker keeps one line of it ([`strip`]): the newest game to go on with, and
//! the way here.

use egui::RichText;

use crate::i18n::{Arg, Tr};
use crate::record::Entry;

use crate::ui::command::{Command, FilesCommand, WindowCommand};
use crate::ui::files::Files;
use crate::ui::screens::continue_list::{self, summary};
use crate::ui::theme;

/// The order of the list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LibrarySort {
    /// Last played first (the order the library keeps).
    #[default]
    Newest,
    /// Last played last.
    Oldest,
    /// By rule set, each newest first.
    Game,
    /// The most turns first.
    Longest,
}

impl LibrarySort {
    /// Every order, as the menu lists them.
    pub const ALL: [LibrarySort; 4] = [
        LibrarySort::Newest,
        LibrarySort::Oldest,
        LibrarySort::Game,
        LibrarySort::Longest,
    ];

    fn message(self) -> &'static str {
        match self {
            LibrarySort::Newest => "library-sort-newest",
            LibrarySort::Oldest => "library-sort-oldest",
            LibrarySort::Game => "library-sort-game",
            LibrarySort::Longest => "library-sort-longest",
        }
    }
}

/// Which games the list shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LibraryFilter {
    /// Every game.
    #[default]
    All,
    /// The games to go on with (damaged ones among them).
    Unfinished,
    /// The games that have ended, to replay.
    Finished,
}

impl LibraryFilter {
    fn keeps(self, entry: &Entry) -> bool {
        match self {
            LibraryFilter::All => true,
            LibraryFilter::Unfinished => entry.is_unfinished(),
            LibraryFilter::Finished => !entry.is_unfinished(),
        }
    }

    fn message(self) -> &'static str {
        match self {
            LibraryFilter::All => "library-filter-all",
            LibraryFilter::Unfinished => "library-filter-unfinished",
            LibraryFilter::Finished => "library-filter-finished",
        }
    }
}

/// What the library screen remembers while it is shown: the search, the order, the filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LibraryView {
    /// The search text: a game is listed when its line holds it (any case).
    pub query: String,
    /// The order.
    pub sort: LibrarySort,
    /// The filter.
    pub filter: LibraryFilter,
}

impl LibraryView {
    /// The entries to list, in order: those the filter keeps whose line (as `line` writes
    /// it) holds the search text.
    pub fn select<'a>(
        &self,
        entries: &'a [Entry],
        line: impl Fn(&Entry) -> String,
    ) -> Vec<&'a Entry> {
        let query = self.query.trim().to_lowercase();
        let mut kept: Vec<(&Entry, String)> = entries
            .iter()
            .filter(|e| self.filter.keeps(e))
            .map(|e| (e, line(e)))
            .filter(|(_, text)| query.is_empty() || text.to_lowercase().contains(&query))
            .collect();
        // The library's own order is newest first; every sort is stable on it.
        match self.sort {
            LibrarySort::Newest => {}
            LibrarySort::Oldest => kept.reverse(),
            LibrarySort::Game => kept.sort_by_key(|(e, _)| e.game.map(|g| g.as_str())),
            LibrarySort::Longest => kept.sort_by_key(|(e, _)| std::cmp::Reverse(e.turns)),
        }
        kept.into_iter().map(|(e, _)| e).collect()
    }
}

/// The most rows drawn at once (the library may hold thousands of games; the search finds
/// the others).
const MAX_ROWS: usize = 500;

/// The picker's line of the library: the newest unfinished game with Resume, and the button
/// to the whole library with its count. Nothing while the library is empty.
pub fn strip(ui: &mut egui::Ui, tr: &Tr, files: &mut Files, out: &mut Vec<Command>) {
    let entries = files.shown_entries();
    if entries.is_empty() {
        if files.listing() {
            ui.vertical_centered(|ui| {
                ui.add_space(6.0);
                ui.label(RichText::new(tr.s("library-listing")).color(theme::INK));
            });
        }
        return;
    }
    let count = entries.len();
    let damaged: Vec<_> = entries
        .iter()
        .filter(|e| e.damage.is_some())
        .map(|e| e.key.clone())
        .collect();
    let newest = crate::ui::files::resumable(entries).map(|e| summary(tr, e));
    let damaged = damaged.iter().any(|key| !files.is_left(key));
    let width = ui.available_width().min(860.0);
    ui.vertical_centered(|ui| {
        ui.set_max_width(width);
        ui.add_space(8.0);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                // The library's button at the right end, so the line to resume reads first.
                let all = tr.a("library-all-games", &[("count", Arg::Num(count as i64))]);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(all).clicked() {
                        out.push(Command::Window(WindowCommand::OpenLibrary));
                    }
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        if let Some(line) = newest {
                            if ui
                                .button(RichText::new(tr.s("library-open")).strong())
                                .on_hover_text(tr.s("hint-resume"))
                                .clicked()
                            {
                                out.push(Command::Files(FilesCommand::Resume));
                            }
                            ui.add(egui::Label::new(line).truncate());
                        }
                    });
                });
            });
            if damaged {
                ui.label(
                    RichText::new(tr.s("library-damaged-somewhere"))
                        .color(continue_list::DAMAGE_COLOUR),
                );
            }
        });
    });
}

/// The library screen: search, order, filter and the list, with the way back to the games.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    view: &mut LibraryView,
    files: &mut Files,
    out: &mut Vec<Command>,
) {
    let entries = files.shown_entries().to_vec();
    let width = ui.available_width().min(900.0);
    ui.vertical_centered(|ui| {
        ui.set_max_width(width);
        ui.add_space(8.0);
        // Back to games is in the top bar, as on every screen.
        ui.label(
            RichText::new(tr.s("library-title"))
                .size(24.0)
                .color(theme::INK),
        );
        ui.add_space(6.0);
        controls(ui, tr, view, &entries);
        ui.add_space(6.0);
        if entries.is_empty() {
            let id = if files.listing() {
                "library-listing"
            } else {
                "library-empty"
            };
            ui.label(RichText::new(tr.s(id)).color(theme::INK_SOFT));
            return;
        }
        let shown = view.select(&entries, |e| summary(tr, e));
        if shown.is_empty() {
            ui.label(RichText::new(tr.s("library-no-match")).color(theme::INK_SOFT));
        }
        egui::ScrollArea::vertical()
            .id_salt("library-list")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for entry in shown.iter().take(MAX_ROWS) {
                    continue_list::row(ui, tr, entry, files.is_left(&entry.key), out);
                }
                if shown.len() > MAX_ROWS {
                    ui.label(
                        RichText::new(tr.a(
                            "library-more",
                            &[("count", Arg::Num((shown.len() - MAX_ROWS) as i64))],
                        ))
                        .color(theme::INK_SOFT),
                    );
                }
            });
    });
    continue_list::delete_question(ui, tr, files, &entries, out);
}

/// The search box, the order and the filter with its counts.
fn controls(ui: &mut egui::Ui, tr: &Tr, view: &mut LibraryView, entries: &[Entry]) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr.s("library-search"));
        ui.add(
            egui::TextEdit::singleline(&mut view.query)
                .hint_text(tr.s("library-search-hint"))
                .desired_width(240.0),
        )
        .labelled_by(label.id);
        ui.separator();
        egui::ComboBox::from_id_salt("library-sort")
            .selected_text(tr.s(view.sort.message()))
            .show_ui(ui, |ui| {
                for sort in LibrarySort::ALL {
                    ui.selectable_value(&mut view.sort, sort, tr.s(sort.message()));
                }
            });
        ui.separator();
        for filter in [
            LibraryFilter::All,
            LibraryFilter::Unfinished,
            LibraryFilter::Finished,
        ] {
            let count = entries.iter().filter(|e| filter.keeps(e)).count();
            let label = tr.a(filter.message(), &[("count", Arg::Num(count as i64))]);
            if ui.selectable_label(view.filter == filter, label).clicked() {
                view.filter = filter;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{GameKey, Players};
    use crate::rules::GameId;

    fn entry(name: &str, game: GameId, turns: usize, finished: bool) -> Entry {
        Entry {
            key: GameKey::from_file_name(&format!("{name}.ron")).unwrap(),
            path: std::path::PathBuf::from(name),
            game: Some(game),
            players: Players {
                first: name.to_string(),
                second: String::new(),
            },
            turns,
            last_played: String::new(),
            finished,
            damage: None,
            modified: None,
        }
    }

    fn names(list: &[&Entry]) -> Vec<String> {
        list.iter().map(|e| e.players.first.clone()).collect()
    }

    #[test]
    fn the_search_filter_and_order_choose_and_arrange_the_rows() {
        // Newest first, as the library lists them.
        let entries = vec![
            entry("Ana", GameId::Isizulu, 12, false),
            entry("Zola", GameId::Igisoro, 40, true),
            entry("Thabo", GameId::Isisuthu, 3, false),
        ];
        let line = |e: &Entry| format!("{} {}", e.game.map_or("", |g| g.as_str()), e.players.first);
        let mut view = LibraryView::default();
        assert_eq!(
            names(&view.select(&entries, line)),
            ["Ana", "Zola", "Thabo"]
        );
        view.sort = LibrarySort::Oldest;
        assert_eq!(
            names(&view.select(&entries, line)),
            ["Thabo", "Zola", "Ana"]
        );
        view.sort = LibrarySort::Longest;
        assert_eq!(
            names(&view.select(&entries, line)),
            ["Zola", "Ana", "Thabo"]
        );
        view.sort = LibrarySort::Game;
        assert_eq!(
            names(&view.select(&entries, line)),
            ["Zola", "Thabo", "Ana"]
        );
        view.filter = LibraryFilter::Unfinished;
        assert_eq!(names(&view.select(&entries, line)), ["Thabo", "Ana"]);
        view.filter = LibraryFilter::Finished;
        assert_eq!(names(&view.select(&entries, line)), ["Zola"]);
        view.filter = LibraryFilter::All;
        view.query = "  isi ".to_string();
        assert_eq!(names(&view.select(&entries, line)), ["Thabo", "Ana"]);
        view.query = "ZOLA".to_string();
        assert_eq!(names(&view.select(&entries, line)), ["Zola"]);
        view.query = "nobody".to_string();
        assert!(view.select(&entries, line).is_empty());
    }
}
