//! The turn log: every rule effect of the game so far, a group per turn (numbered as the move
//! list numbers it), newest at the bottom, with the effect being explained highlighted.
//!
//! The history keeps effects only for the turn at its cursor, so the log keeps its own copy
//! of the effects worth a line ([`TurnLog::update`]): it replays only the actions it has not
//! seen, and drops what an undo or a jump took back.

use crate::ui::command::GameCommand;
use egui::{RichText, ScrollArea};

use crate::i18n::Tr;
use crate::record::History;
use crate::rules::{Action, Effect, Options, Player};

use crate::ui::board::animation::{Timeline, is_minor};
use crate::ui::board::describe::{effect_line, player_arg};
use crate::ui::board::session::GameSetup;
use crate::ui::command::Command;
use crate::ui::panels::rows;
use crate::ui::theme;

/// One line of the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The action (0-based) whose effect it is.
    pub action: usize,
    /// The number of the turn that holds the action ([`History::turn_number`]).
    pub turn: usize,
    /// Who took the action.
    pub player: Player,
    /// Where the effect stands among every effect of the game so far (minor ones too).
    pub raw: usize,
    /// The effect.
    pub effect: Effect,
}

/// The log's lines for a history up to its cursor, kept between frames.
#[derive(Clone, Debug, Default)]
pub struct TurnLog {
    /// The game the lines are of: its options and start position.
    start: Option<(Options, String)>,
    /// The actions the lines are of (the history's actions up to its cursor).
    actions: Vec<Action>,
    /// Effects (minor ones too) of the actions before each action.
    raw_before: Vec<usize>,
    /// Effects of every action.
    raw_total: usize,
    entries: Vec<LogEntry>,
    /// The line last clicked, while it is still the one explained.
    pick: Option<usize>,
}

impl TurnLog {
    /// Brings the lines up to `history`'s cursor: the actions in common with the lines kept
    /// stay, the others are dropped, and the new ones are replayed for their effects.
    pub fn update(&mut self, history: &History) {
        let start = history.start();
        let key = (*start.options(), start.position());
        if self.start.as_ref() != Some(&key) {
            *self = TurnLog {
                start: Some(key),
                ..TurnLog::default()
            };
        }
        let played = history.played();
        let same = self
            .actions
            .iter()
            .zip(played)
            .take_while(|(a, b)| a == b)
            .count();
        if same == self.actions.len() && same == played.len() {
            return;
        }
        self.pick = None;
        self.actions.truncate(same);
        self.raw_total = self.raw_before.get(same).copied().unwrap_or(self.raw_total);
        self.raw_before.truncate(same);
        let kept = self.entries.partition_point(|e| e.action < same);
        self.entries.truncate(kept);
        let (actions, raw_before, entries, raw_total) = (
            &mut self.actions,
            &mut self.raw_before,
            &mut self.entries,
            &mut self.raw_total,
        );
        history.for_each(same..played.len(), |k, _, effects| {
            actions.push(played[k]);
            raw_before.push(*raw_total);
            let turn = history.turn_number(k);
            let player = history.player(k).unwrap_or(Player::First);
            for (i, effect) in effects.iter().enumerate() {
                if !is_minor(&effect.kind) {
                    entries.push(LogEntry {
                        action: k,
                        turn,
                        player,
                        raw: *raw_total + i,
                        effect: *effect,
                    });
                }
            }
            *raw_total += effects.len();
        });
    }

    /// Every line, oldest first.
    pub fn entries(&self) -> &[LogEntry] {
        &self.entries
    }

    /// The lines the board has shown: while `timeline` runs, the effects it has not reached
    /// yet (the last of the game so far) are left out.
    pub fn shown(&self, timeline: Option<&Timeline>) -> &[LogEntry] {
        let unseen = timeline.map_or(0, |t| t.effects().len().saturating_sub(t.shown()));
        let cut = self.raw_total.saturating_sub(unseen);
        &self.entries[..self.entries.partition_point(|e| e.raw < cut)]
    }

    /// The effect of line `index`, which becomes the line highlighted while it is explained.
    pub fn pick(&mut self, index: usize) -> Option<Effect> {
        let effect = self.entries.get(index)?.effect;
        self.pick = Some(index);
        Some(effect)
    }

    /// The one line to highlight among `shown` for the effect `explained`: the line clicked if
    /// it is that effect, else the latest line of it (equal effects make equal lines), else
    /// (nothing explained yet, as in a game just opened) the last line. `None` only when no
    /// line is shown.
    pub fn highlighted(&self, shown: &[LogEntry], explained: Option<&Effect>) -> Option<usize> {
        let is_explained = |e: &LogEntry| explained == Some(&e.effect);
        if let Some(i) = self.pick
            && shown.get(i).is_some_and(is_explained)
        {
            return Some(i);
        }
        shown
            .iter()
            .rposition(is_explained)
            .or(shown.len().checked_sub(1))
    }
}

/// A row of the log as drawn: a turn's heading, or the line of entry `index` of those shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Heading(usize),
    Line(usize),
}

/// The rows for `shown`: each turn's heading before its first line.
fn rows(shown: &[LogEntry]) -> Vec<Row> {
    let mut rows = Vec::with_capacity(shown.len() * 2);
    let mut turn = None;
    for (index, entry) in shown.iter().enumerate() {
        if turn != Some(entry.turn) {
            turn = Some(entry.turn);
            rows.push(Row::Heading(index));
        }
        rows.push(Row::Line(index));
    }
    rows
}

/// Draws the log: the heading, then the lines shown so far grouped by turn, kept scrolled
/// to the newest while an animation plays. A click on a line explains its effect again.
/// Only the rows in view are laid out ([`rows::show`]): a long game has hundreds.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    setup: &GameSetup,
    log: &TurnLog,
    timeline: Option<&Timeline>,
    explained: Option<&Effect>,
    out: &mut Vec<Command>,
) {
    ui.label(RichText::new(tr.s("panel-log")).strong());
    let shown = log.shown(timeline);
    let highlighted = log.highlighted(shown, explained);
    let animating = timeline.is_some_and(|t| !t.is_held());
    let rows = rows(shown);
    // Follow the animation, even after the log was scrolled back.
    let follow = highlighted
        .filter(|_| animating)
        .and_then(|h| rows.iter().position(|&r| r == Row::Line(h)));
    let area = ScrollArea::vertical()
        .id_salt("turn-log")
        .stick_to_bottom(true)
        .auto_shrink([false, false]);
    let id = ui.scope_id().with("turn-log-row-height");
    rows::show(ui, id, area, rows.len(), follow, |ui, i| {
        let Some(&row) = rows.get(i) else { return };
        let (Row::Heading(index) | Row::Line(index)) = row;
        let Some(entry) = shown.get(index) else {
            return;
        };
        match row {
            Row::Heading(_) => {
                let heading = tr.a(
                    "panel-log-turn",
                    &[
                        ("turn", entry.turn.into()),
                        ("player", player_arg(tr, setup, entry.player)),
                    ],
                );
                let heading = RichText::new(heading).small().color(theme::INK_SOFT);
                ui.add(egui::Label::new(heading).truncate());
            }
            Row::Line(_) => {
                let text = effect_line(tr, setup, &entry.effect);
                let hover = format!("{text}\n{}", tr.s("hint-log"));
                let selected = highlighted == Some(index);
                // The whole line shows on hover, and in the explanation once clicked.
                if rows::line(ui, selected, RichText::new(text).small(), hover).clicked() {
                    out.push(Command::Game(GameCommand::Explain(index)));
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameId};

    fn history(id: GameId, tokens: &[&str]) -> History {
        let mut history = History::new(Game::with_defaults(id));
        for token in tokens {
            let action = history.game().parse_action(token).unwrap();
            history.play(action).unwrap();
        }
        history
    }

    /// The lines the log must hold: every effect worth a line, replayed from the start.
    fn expected(history: &History) -> Vec<Effect> {
        let mut all = Vec::new();
        history.for_each(0..history.cursor(), |_, _, effects| {
            all.extend(effects.iter().filter(|e| !is_minor(&e.kind)).copied());
        });
        all
    }

    fn lines(log: &TurnLog) -> Vec<Effect> {
        log.entries().iter().map(|e| e.effect).collect()
    }

    #[test]
    fn the_log_keeps_every_turn_and_follows_undo_and_redo() {
        let mut h = history(GameId::Isizulu, &["a7", "b2", "d7", "f2", "g7", "xb2"]);
        let mut log = TurnLog::default();
        log.update(&h);
        assert_eq!(lines(&log), expected(&h));
        let turns: Vec<usize> = log.entries().iter().map(|e| e.turn).collect();
        assert_eq!(turns.first(), Some(&1));
        // The removal belongs to the turn of the line that allowed it.
        assert_eq!(turns.last(), Some(&5));
        h.jump(3);
        log.update(&h);
        assert_eq!(lines(&log), expected(&h));
        assert!(log.entries().iter().all(|e| e.action < 3));
        h.redo();
        log.update(&h);
        assert_eq!(lines(&log), expected(&h));
        // Another line of play from there.
        h.jump(2);
        let other = h.game().parse_action("c5").unwrap();
        h.play(other).unwrap();
        log.update(&h);
        assert_eq!(lines(&log), expected(&h));
    }

    #[test]
    fn another_game_starts_another_log() {
        let mut log = TurnLog::default();
        let mut isolo = History::new(Game::with_defaults(GameId::IsoloWomen));
        let first = isolo.game().legal_actions()[0];
        isolo.play(first).unwrap();
        log.update(&isolo);
        assert!(!log.entries().is_empty());
        let h = history(GameId::Igisoro, &[]);
        log.update(&h);
        assert!(log.entries().is_empty());
    }

    #[test]
    fn a_clicked_line_stays_highlighted_while_it_is_explained() {
        let h = history(GameId::Isizulu, &["a7", "b2", "d7"]);
        let mut log = TurnLog::default();
        log.update(&h);
        let shown = log.shown(None).to_vec();
        assert!(shown.len() >= 3);
        let last = shown.last().map(|e| e.effect);
        assert_eq!(
            log.highlighted(&shown, last.as_ref()),
            Some(shown.len() - 1)
        );
        let first = log.pick(0);
        assert_eq!(log.highlighted(&shown, first.as_ref()), Some(0));
        assert_eq!(log.highlighted(&shown, None), Some(shown.len() - 1));
        assert_eq!(log.highlighted(&[], first.as_ref()), None);
    }
}
