//! The review in the side panel: the Review button, or the progress bar and Cancel while the
//! review is computed; then the value graph and the mark of the move the board shows, in
//! words (what was lost, or what changed in an exact endgame: "won → drawn"), with its
//! better move, which "Show the better move" plays out on the board and "Take back" takes
//! back.

use egui::RichText;

use crate::ai::review::{Eval, Review, Source, TurnReview};
use crate::i18n::{Arg, Tr};
use crate::rules::Family;
use crate::tables::Value;
use crate::ui::command::{Command, ReviewCommand};
use crate::ui::panels::move_list::{in_language, mark_colour, mark_symbol, mark_word};
use crate::ui::panels::value_graph::{self, GraphInput};
use crate::ui::theme;

/// What the review section shows.
pub struct ReviewPanelInput<'a> {
    /// The game's review, if any.
    pub review: Option<&'a Review>,
    /// How many of its first turns the game shown still played as reviewed.
    pub agreeing: usize,
    /// Turns reviewed and turns in all while a review is computed.
    pub progress: Option<(usize, usize)>,
    /// The move list's row the board shows (the turn just played), if any.
    pub current: Option<usize>,
    /// The turn whose better move is shown, if any.
    pub previewing: Option<usize>,
    /// Actions done on the board as shown.
    pub done: usize,
    /// Whether the game has a move to review.
    pub can_review: bool,
    /// The family (the units of a value).
    pub family: Family,
    /// How many of the reviewed turns are mistakes of a person with a better move: what
    /// "Practise your mistakes" offers.
    pub mistakes: usize,
}

/// Draws the section.
pub fn show(ui: &mut egui::Ui, tr: &Tr, input: &ReviewPanelInput<'_>, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr.s("review-title")).strong());
        if let Some((done, total)) = input.progress {
            if ui.button(tr.s("button-review-cancel")).clicked() {
                out.push(Command::Review(ReviewCommand::Cancel));
            }
            let fraction = if total == 0 {
                0.0
            } else {
                done as f32 / total as f32
            };
            ui.add(egui::ProgressBar::new(fraction).text(tr.a(
                "review-progress",
                &[
                    ("done", Arg::Num(done as i64)),
                    ("total", Arg::Num(total as i64)),
                ],
            )));
        } else if ui
            .add_enabled(input.can_review, egui::Button::new(tr.s("button-review")))
            .on_hover_text(tr.s("hint-review"))
            .clicked()
        {
            out.push(Command::Review(ReviewCommand::Start));
        }
    });
    let Some(review) = input.review.filter(|_| input.agreeing > 0) else {
        return;
    };
    let turns = &review.turns[..input.agreeing];
    let mut values = review.values();
    values.truncate(input.agreeing + 1);
    let mut starts: Vec<usize> = turns.iter().map(|t| t.first).collect();
    starts.extend(turns.last().map(|t| t.first + t.played.len()));
    let marks: Vec<_> = turns.iter().map(|t| t.mark).collect();
    let shown = starts.iter().rposition(|&s| s <= input.done);
    value_graph::show(
        ui,
        tr,
        &GraphInput {
            values: &values,
            starts: &starts,
            marks: &marks,
            shown,
            family: input.family,
        },
        out,
    );
    if input.mistakes > 0 {
        let label = tr.a(
            "button-practise-mistakes",
            &[("count", Arg::Num(input.mistakes as i64))],
        );
        if ui
            .button(label)
            .on_hover_text(tr.s("hint-practise-mistakes"))
            .clicked()
        {
            out.push(Command::Review(ReviewCommand::PractiseMistakes));
        }
    }
    if let Some((index, turn)) = input.current.and_then(|i| Some((i, turns.get(i)?))) {
        turn_details(ui, tr, index, turn, input, out);
    }
}

/// The mark of turn `index` in words, and its better move.
fn turn_details(
    ui: &mut egui::Ui,
    tr: &Tr,
    index: usize,
    turn: &TurnReview,
    input: &ReviewPanelInput<'_>,
    out: &mut Vec<Command>,
) {
    ui.label(
        RichText::new(tr.a(
            "review-turn",
            &[
                ("number", Arg::Num(index as i64 + 1)),
                ("symbol", Arg::Text(mark_symbol(turn.mark).to_string())),
                ("mark", Arg::Text(mark_word(tr, turn.mark))),
            ],
        ))
        .color(mark_colour(turn.mark))
        .strong(),
    );
    let exact = turn.is_exact();
    let source = match (exact, turn.source) {
        (true, Source::Tables) => "review-source-tables",
        (true, Source::Search) => "review-source-forced",
        (false, _) => "review-source-search",
    };
    let detail = if let Some(id) = forced_change(turn) {
        tr.s(id)
    } else if exact {
        tr.a(
            "review-change",
            &[
                (
                    "before",
                    Arg::Text(result_text(tr, turn.best_value, turn.source)),
                ),
                (
                    "after",
                    Arg::Text(result_text(tr, turn.played_value, turn.source)),
                ),
            ],
        )
    } else {
        let lost = turn
            .best_value
            .score()
            .saturating_sub(turn.played_value.score());
        tr.a(
            "review-lost",
            &[(
                "value",
                Arg::Text(value_graph::value_text(
                    tr,
                    Eval::Score(lost.max(0)),
                    input.family,
                )),
            )],
        )
    };
    ui.label(RichText::new(format!("{detail} {}", tr.s(source))).small());
    let Some(better) = turn.better() else {
        return;
    };
    let text = better
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    ui.label(
        RichText::new(tr.a(
            "review-better",
            &[("move", Arg::Text(in_language(tr, &text)))],
        ))
        .small()
        .color(theme::INK_SOFT),
    );
    if input.previewing == Some(index) {
        ui.label(RichText::new(tr.s("review-showing-better")).small());
        if ui.button(tr.s("button-take-back")).clicked() {
            out.push(Command::Review(ReviewCommand::TakeBack));
        }
    } else if ui.button(tr.s("button-show-better")).clicked() {
        out.push(Command::Review(ReviewCommand::ShowBetter(index)));
    }
}

/// What a move did to a forced result when only one of the two values is exact: it let a
/// forced win go, or walked into a forced loss (a loss in units would be meaningless there).
fn forced_change(turn: &TurnReview) -> Option<&'static str> {
    match (turn.best_value, turn.played_value) {
        (Eval::Exact(_), Eval::Exact(_)) | (Eval::Score(_), Eval::Score(_)) => None,
        (Eval::Exact(Value::Win(_)), _) => Some("review-forced-win-lost"),
        (_, Eval::Exact(Value::Loss(_))) => Some("review-forced-loss-met"),
        _ => Some("review-forced-other"),
    }
}

/// An exact value for the mover in words: "won in 5", "drawn", "lost in 9" from the tables
/// (moves); "a forced win" from a search, whose distances count every decision.
fn result_text(tr: &Tr, value: Eval, source: Source) -> String {
    let moves = |d: u16| [("moves", Arg::Num(i64::from(d)))];
    match (value, source) {
        (Eval::Exact(Value::Draw), _) => tr.s("review-result-drawn"),
        (Eval::Exact(Value::Win(d)), Source::Tables) => tr.a("review-result-won-in", &moves(d)),
        (Eval::Exact(Value::Loss(d)), Source::Tables) => tr.a("review-result-lost-in", &moves(d)),
        (Eval::Exact(Value::Win(_)), Source::Search) => tr.s("review-result-forced-win"),
        (Eval::Exact(Value::Loss(_)), Source::Search) => tr.s("review-result-forced-loss"),
        (Eval::Score(_), _) => String::new(),
    }
}
