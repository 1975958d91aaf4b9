//! The game's moves in the side panel, a turn per row ("12. Dark: a4-a1 xd7"), with the
//! turn on the board marked and, once the game is reviewed, each turn's mark as a symbol,
//! a word and a colour ("12. Dark: a4-a1 xd7  ?  mistake"; the word is what a screen reader
//! says, the colour is never the only cue). A click on a row shows the game at the end of
//! that turn in the replay mode.

use crate::ui::command::ReplayCommand;
use egui::{RichText, ScrollArea};

use crate::ai::review::Mark;
use crate::i18n::Tr;
use crate::record::History;
use crate::rules::morris::{MorrisAction, point_name};
use crate::rules::{Action, Player};

use crate::ui::board::describe::side_name;
use crate::ui::board::session::GameSetup;
use crate::ui::command::{Command, ReplayStep};
use crate::ui::panels::rows;
use crate::ui::theme;

/// One turn of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnRow {
    /// The turn's number ([`History::turn_number`] of its first action).
    pub number: usize,
    /// Who played the turn.
    pub player: Player,
    /// Actions done at the start of the turn.
    pub start: usize,
    /// Its actions in the notation, separated by spaces.
    pub text: String,
    /// Actions done at the end of the turn.
    pub end: usize,
}

/// The turns of a game, and how many actions the board shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    /// The turns in order.
    pub rows: Vec<TurnRow>,
    /// Actions done on the board as shown.
    pub shown: usize,
}

impl MoveList {
    /// The list of the actions done in `history` (up to its cursor), a row per turn as the
    /// history groups them; `shown` actions are on the board.
    pub fn of(history: &History, shown: usize) -> Self {
        let done = history.cursor();
        let rows = history
            .turns()
            .take_while(|turn| turn.start < done)
            .map(|turn| {
                let turn = turn.start..turn.end.min(done);
                let texts: Vec<String> = turn.clone().map(|k| action_text(history, k)).collect();
                TurnRow {
                    number: history.turn_number(turn.start),
                    player: history.player(turn.start).unwrap_or(Player::First),
                    start: turn.start,
                    text: texts.join(" "),
                    end: turn.end,
                }
            })
            .collect();
        MoveList { rows, shown }
    }

    /// The index of the row the board is in (the last turn begun), if any.
    pub fn current(&self) -> Option<usize> {
        if self.shown == 0 {
            return None;
        }
        Some(self.rows.partition_point(|r| r.end < self.shown))
    }
}

/// Action `k` as the list writes it: the notation, except that an ilobolo gift, which the
/// notation writes like a removal (`xa7`), is written as the gift it is (`ilobolo a7`; the
/// game's own word, kept in every language).
fn action_text(history: &History, k: usize) -> String {
    match history.action(k) {
        Some(Action::Morris(MorrisAction::Remove(p))) if history.is_gift(k) => {
            format!("ilobolo {}", point_name(p))
        }
        Some(action) => action.to_string(),
        None => String::new(),
    }
}

/// A turn's actions as the list shows them: the notation's English words for the igisoro
/// decisions (`take`, `keep`, `cw`, `ccw`; the record keeps them) in the app's language. The
/// games' own words (`ndahise`, `ilobolo`), the points and the pits stay as they are.
pub fn in_language(tr: &Tr, text: &str) -> String {
    text.split(' ')
        .map(|token| match token {
            "take" | "keep" | "cw" | "ccw" => tr.s(&format!("moves-{token}")),
            _ => token.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The symbol of a mark, in the usual annotation of games (`!!` best, `!` good, `?!`
/// inaccuracy, `?` mistake, `??` blunder).
pub fn mark_symbol(mark: Mark) -> &'static str {
    match mark {
        Mark::Best => "!!",
        Mark::Good => "!",
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    }
}

/// The colour of a mark (beside its symbol and word).
pub fn mark_colour(mark: Mark) -> egui::Color32 {
    match mark {
        Mark::Best | Mark::Good => theme::LEGAL,
        Mark::Inaccuracy => theme::OCHRE,
        Mark::Mistake | Mark::Blunder => theme::TERRACOTTA,
    }
}

/// The word of a mark in the app's language.
pub fn mark_word(tr: &Tr, mark: Mark) -> String {
    tr.s(&format!("review-mark-{}", mark.as_str()))
}

/// Draws the list in a box of at most `height` points; `marks[i]` is row `i`'s mark, for the
/// rows the review covers.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    setup: &GameSetup,
    list: &MoveList,
    marks: &[Mark],
    height: f32,
    out: &mut Vec<Command>,
) {
    ui.label(RichText::new(tr.s("panel-moves")).strong());
    if list.rows.is_empty() {
        ui.label(
            RichText::new(tr.s("panel-moves-none"))
                .small()
                .color(theme::INK_SOFT),
        );
        return;
    }
    let current = list.current();
    let follow_id = ui.scope_id().with("move-list-followed");
    let followed: Option<Option<usize>> = ui.data(|d| d.get_temp(follow_id));
    let followed = followed.flatten();
    let at_end = current.is_some_and(|c| c + 1 == list.rows.len());
    // Follow the game, but only when the turn changes: the list stays scrollable by hand.
    let follow = current.filter(|_| followed != current && !at_end);
    if follow.is_some() {
        ui.data_mut(|d| d.insert_temp(follow_id, current));
    }
    let area = ScrollArea::vertical()
        .id_salt("move-list")
        .stick_to_bottom(at_end)
        .max_height(height)
        .auto_shrink([false, true]);
    // Only the rows in view are laid out: a long game has hundreds.
    let id = ui.scope_id().with("move-list-row-height");
    rows::show(ui, id, area, list.rows.len(), follow, |ui, i| {
        let Some(row) = list.rows.get(i) else { return };
        // The side's own name (a colour, South or North), not the seat's: a long player name
        // would wrap every row, and the turn log names the players.
        let mut text = format!(
            "{}. {}: {}",
            row.number,
            side_name(tr, setup, row.player),
            in_language(tr, &row.text)
        );
        let mark = marks.get(i).copied();
        if let Some(mark) = mark {
            text.push_str(&format!("  {}  {}", mark_symbol(mark), mark_word(tr, mark)));
        }
        let selected = current == Some(i);
        let hover = format!("{text}\n{}", tr.s("hint-moves"));
        let mut rich = RichText::new(text).small().monospace();
        if let Some(mark) = mark.filter(|&m| m > Mark::Good) {
            rich = rich.color(mark_colour(mark));
        }
        if rows::line(ui, selected, rich, hover).clicked() {
            out.push(Command::Replay(ReplayCommand::Step(ReplayStep::To(
                row.end,
            ))));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameId};

    #[test]
    fn a_capture_stays_in_its_turn() {
        // Dark makes a line with its third token and removes one of Light's.
        let mut history = History::new(Game::with_defaults(GameId::Isizulu));
        for token in ["a7", "a4", "d7", "b4", "g7", "xa4", "c4"] {
            let a = history.game().parse_action(token).unwrap();
            history.play(a).unwrap();
        }
        let list = MoveList::of(&history, 6);
        let texts: Vec<&str> = list.rows.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(texts, ["a7", "a4", "d7", "b4", "g7 xa4", "c4"]);
        assert_eq!(list.rows[4].end, 6);
        let numbers: Vec<usize> = list.rows.iter().map(|r| r.number).collect();
        assert_eq!(numbers, [1, 2, 3, 4, 5, 6]);
        assert_eq!(list.rows[4].player, Player::First);
        assert_eq!(list.rows[5].player, Player::Second);
        assert_eq!(list.current(), Some(4));
        assert_eq!(MoveList::of(&history, 0).current(), None);
    }

    #[test]
    fn an_ilobolo_gift_is_written_as_a_gift() {
        // The full board of the ilobolo examples: Dark gives c4, Light gives e5, Dark slides
        // d5-e5 and makes a line, and removes a token of Light's (a capture, not a gift).
        let start = Game::from_position(
            GameId::Isizulu,
            crate::rules::Options::defaults(GameId::Isizulu),
            "XOXXOXXOOXOOXOXOOXOXXOOX X hand:0,0 lost:0,0 ilobolo",
        )
        .unwrap();
        let mut history = History::new(start);
        for token in ["xc4", "xe5", "d5-e5"] {
            let a = history.game().parse_action(token).unwrap();
            history.play(a).unwrap();
        }
        let removal = history.game().legal_actions()[0];
        history.play(removal).unwrap();
        let list = MoveList::of(&history, history.len());
        let texts: Vec<&str> = list.rows.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(
            texts,
            ["ilobolo c4", "ilobolo e5", &format!("d5-e5 {removal}")]
        );
        assert!(removal.to_string().starts_with('x'));
    }

    #[test]
    fn the_igisoro_decisions_are_written_in_the_app_language() {
        use crate::i18n::Language;
        let text = "o3 take ndahise keep ccw i2* cw";
        assert_eq!(in_language(&Tr::new(Language::En), text), text);
        assert_eq!(
            in_language(&Tr::new(Language::Pt), text),
            "o3 captura ndahise fica anti-horário i2* horário"
        );
        assert_eq!(
            in_language(&Tr::new(Language::Es), text),
            "o3 captura ndahise queda antihorario i2* horario"
        );
    }
}
