//! The Learn screen: per rule set its lessons in order (then its puzzles and, for the morris
//! rule sets, the endgame trainer), with what is done and what comes
//! next, best stars, and resetting; and the lesson being taken ([`LessonView`]), whose
//! progress events are saved at once.

use egui::RichText;

use crate::i18n::{Arg, Tr};
use crate::lesson::catalogue;
use crate::lesson::mistake::{self, Mistake};
use crate::lesson::progress::{Progress, ProgressEvent, ProgressStore};
use crate::lesson::puzzle;
use crate::lesson::trainer;
use crate::rules::{Game, GameId};

use crate::ui::board::describe::game_title;
use crate::ui::board::session::GameSetup;
use crate::ui::command::Command;
pub use crate::ui::command::LearnCommand;
use crate::ui::panels::settings::Settings;
use crate::ui::screens::lesson_view::{LessonView, star_text};
use crate::ui::theme;

/// What the app does after a Learn command.
pub enum LearnOutcome {
    /// Show the list.
    List,
    /// Show the lesson.
    Lesson,
    /// Nothing to change.
    Stay,
    /// Start a game from this position.
    PlayOn(Box<GameSetup>, Box<Game>),
}

/// The Learn screen's state.
#[derive(Debug, Default)]
pub struct Learn {
    store: Option<ProgressStore>,
    progress: Progress,
    game: Option<GameId>,
    confirm: Option<Option<String>>,
    note: Option<String>,
    /// The people's mistakes of the reviewed games, to play again ([`Learn::set_mistakes`]).
    mistakes: Vec<Mistake>,
    /// The lesson being taken.
    pub lesson: Option<Box<LessonView>>,
}

/// Today's date and time in UTC, for the progress.
fn now() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    crate::record::iso_utc(seconds)
}

impl Learn {
    /// Keeps progress in `store` (`None`: not saved).
    pub fn set_store(&mut self, store: Option<ProgressStore>) {
        self.progress = store
            .as_ref()
            .map(|s| s.load().progress)
            .unwrap_or_default();
        self.store = store;
    }

    /// The mistakes offered to play again (the app reads them from its library's reviewed
    /// games when the Learn screen is entered, and after a review).
    pub fn set_mistakes(&mut self, mistakes: Vec<Mistake>) {
        self.mistakes = mistakes;
    }

    /// The mistakes offered to play again.
    pub fn mistakes(&self) -> &[Mistake] {
        &self.mistakes
    }

    /// The mistake after `id` of the same rule set, for the "next" button.
    fn next_mistake(&self, id: &str) -> Option<&Mistake> {
        let at = self.mistakes.iter().position(|m| m.id == id)?;
        let game = self.mistakes[at].game;
        self.mistakes[at + 1..].iter().find(|m| m.game == game)
    }

    /// The progress as saved.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Writes the lesson's events to the progress and saves it.
    pub fn save_events(&mut self) {
        let Some(view) = &mut self.lesson else { return };
        let events = view.take_events();
        if events.is_empty() {
            return;
        }
        let id = view.run().lesson().id.clone();
        let lesson = view.run().lesson();
        let comes_back = lesson.puzzle.is_some() || lesson.mistake.is_some();
        let date = now();
        self.progress.note_day(&date);
        for event in events {
            self.progress.apply(&id, event, &date);
            // A puzzle or a mistake not solved cleanly comes back later (the progress's
            // spaced repeat).
            if let (true, ProgressEvent::Finished { stars }) = (comes_back, event) {
                self.progress.schedule(&id, stars);
            }
        }
        self.save();
    }

    fn save(&mut self) {
        if let Some(store) = &self.store
            && let Err(e) = store.save(&self.progress)
        {
            self.note = Some(format!("{}: {e}", store.path().display()));
        }
    }

    /// Draws the lesson being taken, with its stars as the list keeps them; `false` if no
    /// lesson is open.
    pub fn show_lesson(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        settings: &Settings,
        out: &mut Vec<Command>,
    ) -> bool {
        let Some(view) = &mut self.lesson else {
            return false;
        };
        view.show(ui, tr, settings, out);
        true
    }

    /// The lesson, puzzle or mistake with this id, verified.
    fn find(&self, id: &str) -> Option<Result<crate::lesson::Lesson, crate::lesson::LessonError>> {
        if id.starts_with(mistake::PREFIX) {
            let m = self.mistakes.iter().find(|m| m.id == id)?;
            return Some(
                mistake::lesson(m).ok_or_else(|| crate::lesson::LessonError {
                    file: id.to_string(),
                    step: None,
                    reason: "the position has no move to play".into(),
                }),
            );
        }
        catalogue::find(id)
            .or_else(|| puzzle::find(id))
            .or_else(|| trainer::find(id))
    }

    /// Applies a command.
    pub fn apply(&mut self, command: LearnCommand, settings: &Settings) -> LearnOutcome {
        let outcome = match command {
            LearnCommand::List(game) => {
                if game.is_some() {
                    self.game = game;
                }
                self.lesson = None;
                LearnOutcome::List
            }
            LearnCommand::Open(id) => match self.find(&id) {
                Some(Ok(lesson)) => {
                    self.game = Some(lesson.game);
                    // The end of the lesson shows the best stars as this list keeps them.
                    let best = self.progress.get(&id).and_then(|p| p.stars);
                    let mut view = LessonView::new(lesson, settings);
                    view.set_previous_best(best);
                    if id.starts_with(mistake::PREFIX) {
                        view.set_next(self.next_mistake(&id).map(|m| {
                            let title = crate::lesson::Message::new(mistake::TITLE);
                            (m.id.clone(), mistake::with_args(&m.info(), title))
                        }));
                    }
                    self.lesson = Some(Box::new(view));
                    LearnOutcome::Lesson
                }
                Some(Err(e)) => {
                    self.note = Some(e.to_string());
                    LearnOutcome::List
                }
                None => {
                    self.note = Some(id);
                    LearnOutcome::List
                }
            },
            LearnCommand::AskReset(which) => {
                self.confirm = Some(which);
                LearnOutcome::Stay
            }
            LearnCommand::CancelReset => {
                self.confirm = None;
                LearnOutcome::Stay
            }
            LearnCommand::ConfirmReset => {
                match self.confirm.take() {
                    Some(Some(id)) => {
                        self.progress.reset(&id);
                    }
                    Some(None) => self.progress.reset_all(),
                    None => {}
                }
                self.save();
                LearnOutcome::Stay
            }
            LearnCommand::PlayOn => match &self.lesson {
                Some(view) => {
                    let (setup, game) = view.play_on();
                    LearnOutcome::PlayOn(Box::new(setup), Box::new(game))
                }
                None => LearnOutcome::Stay,
            },
            other => {
                if let Some(view) = &mut self.lesson {
                    view.apply(&other, settings);
                }
                LearnOutcome::Stay
            }
        };
        self.save_events();
        outcome
    }

    /// The Learn list.
    pub fn show(&self, ui: &mut egui::Ui, tr: &Tr, out: &mut Vec<Command>) {
        let learn = |c| Command::Learn(c);
        let selected = self.game.unwrap_or(GameId::ALL[0]);
        // Back to games is in the top bar, as on every screen.
        ui.heading(tr.s("learn-title"));
        if let Some(note) = &self.note {
            ui.label(RichText::new(note).color(theme::TERRACOTTA));
        }
        ui.horizontal_wrapped(|ui| {
            for game in GameId::ALL {
                if ui
                    .selectable_label(game == selected, game_title(tr, game))
                    .clicked()
                {
                    out.push(learn(LearnCommand::List(Some(game))));
                }
            }
        });
        ui.separator();
        let lessons = catalogue::lessons_of(selected);
        let next = lessons
            .iter()
            .position(|l| self.progress.get(&l.id).and_then(|p| p.stars).is_none());
        // Its own scroll state: the picker's (kept under egui's default id) would otherwise
        // open a long list (the puzzles) already scrolled down.
        egui::ScrollArea::vertical()
            .id_salt("learn-list")
            .show(ui, |ui| {
                for (i, lesson) in lessons.iter().enumerate() {
                    let progress = self.progress.get(&lesson.id);
                    let stars = progress.and_then(|p| p.stars);
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.horizontal(|ui| {
                            ui.label(RichText::new(format!("{}.", i + 1)).strong());
                            ui.label(RichText::new(tr.s(&lesson.title_id())).size(17.0).strong());
                            if let Some(stars) = stars {
                                ui.label(RichText::new(star_text(tr, stars)).color(theme::OCHRE));
                                ui.label(RichText::new(tr.s("learn-done")).small());
                            } else if next == Some(i) {
                                ui.label(
                                    RichText::new(tr.s("learn-next-lesson"))
                                        .small()
                                        .strong()
                                        .color(theme::TERRACOTTA),
                                );
                            }
                        });
                        ui.label(tr.s(&lesson.summary_id()));
                        ui.label(
                            RichText::new(tr.a(
                                "learn-counts",
                                &[
                                    ("steps", Arg::Num(lesson.steps.len() as i64)),
                                    ("exercises", Arg::Num(lesson.exercise_count() as i64)),
                                ],
                            ))
                            .small()
                            .color(theme::INK_SOFT),
                        );
                        ui.horizontal(|ui| {
                            let open = tr.a(
                                "learn-open",
                                &[("lesson", tr.s(&lesson.title_id()).as_str().into())],
                            );
                            if ui.button(open).clicked() {
                                out.push(learn(LearnCommand::Open(lesson.id.clone())));
                            }
                            if progress.is_some() {
                                self.reset_button(ui, tr, Some(&lesson.id), out);
                            }
                        });
                    });
                    ui.add_space(4.0);
                }
                crate::ui::screens::mistake_list::show(
                    ui,
                    tr,
                    selected,
                    &self.mistakes,
                    &self.progress,
                    out,
                );
                if let Some(collection) = puzzle::collection(selected) {
                    crate::ui::screens::puzzle_list::show(ui, tr, &collection, &self.progress, out);
                }
                if let Some(set) = trainer::set(selected) {
                    crate::ui::screens::trainer_list::show(ui, tr, &set, &self.progress, out);
                }
                ui.add_space(8.0);
                if !self.progress.lessons().is_empty() {
                    self.reset_button(ui, tr, None, out);
                }
            });
    }

    /// A reset button, or its confirmation when it was pressed.
    fn reset_button(&self, ui: &mut egui::Ui, tr: &Tr, id: Option<&str>, out: &mut Vec<Command>) {
        let learn = |c| Command::Learn(c);
        let asked = self.confirm.as_ref().is_some_and(|c| c.as_deref() == id);
        if asked {
            ui.label(tr.s(if id.is_some() {
                "learn-reset-ask"
            } else {
                "learn-reset-all-ask"
            }));
            if ui.button(tr.s("learn-reset-yes")).clicked() {
                out.push(learn(LearnCommand::ConfirmReset));
            }
            if ui.button(tr.s("learn-reset-no")).clicked() {
                out.push(learn(LearnCommand::CancelReset));
            }
        } else {
            let label = if id.is_some() {
                "learn-reset"
            } else {
                "learn-reset-all"
            };
            if ui.button(tr.s(label)).clicked() {
                out.push(learn(LearnCommand::AskReset(id.map(str::to_string))));
            }
        }
    }
}

/// The keys of the lesson view: N / Page Down next step (only when `next_open`, as the Next
/// button: a key must not skip an exercise the button keeps closed), P / Page Up previous
/// step, Enter confirm (H, the hint, is read with the app's keys). While a point, a pit or a
/// button has the keyboard focus, Enter presses it instead.
pub fn lesson_keys(ctx: &egui::Context, next_open: bool) -> Vec<Command> {
    use egui::{Key, KeyboardShortcut, Modifiers};
    let mut out = Vec::new();
    let focused = ctx.memory(|m| m.focused().is_some());
    ctx.input_mut(|i| {
        let mut key = |k| i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, k));
        if (key(Key::N) || key(Key::PageDown)) && next_open {
            out.push(Command::Learn(LearnCommand::Next));
        }
        if key(Key::P) || key(Key::PageUp) {
            out.push(Command::Learn(LearnCommand::Previous));
        }
        if !focused && key(Key::Enter) {
            out.push(Command::Learn(LearnCommand::Confirm));
        }
    });
    out
}
