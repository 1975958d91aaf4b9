//! The review's commands and its clock: starting and cancelling the review of the game
//! shown, keeping the finished review with the game (and so in its record), and the better
//! move played out and taken back ([`crate::ui::board::review_run`]).

use crate::ai::review::ReviewSettings;
use crate::i18n::Tr;
use crate::lesson::mistake;
use crate::ui::board::computer::POLL_INTERVAL;
use crate::ui::board::review_run;
use crate::ui::board::review_run::ReviewStep;
use crate::ui::command::{LearnCommand, ReviewCommand};

use super::{InkomoApp, Screen};

impl InkomoApp {
    /// The review's commands: on the play screen only (a lesson is not reviewed).
    pub(super) fn apply_review(&mut self, command: ReviewCommand) {
        if !matches!(self.screen, Screen::Play) {
            return;
        }
        match command {
            ReviewCommand::Start => {
                if let Some(board) = &self.board {
                    self.review.take_back();
                    self.review.start(board, ReviewSettings::default());
                }
            }
            ReviewCommand::Cancel => self.review.cancel(),
            ReviewCommand::ShowBetter(index) => {
                let speed = self.settings.speed;
                if let Some(board) = &self.board
                    && let Some(review) = board.session().review()
                {
                    self.review
                        .show_better(board.session(), review, index, speed);
                }
            }
            ReviewCommand::TakeBack => {
                self.review.take_back();
            }
            ReviewCommand::PractiseMistakes => self.practise_mistakes(),
        }
    }

    /// Opens the first of the people's mistakes of the reviewed game as an exercise, with
    /// the mistakes of the library's reviewed games beside it in the Learn screen.
    fn practise_mistakes(&mut self) {
        let Some(board) = &self.board else { return };
        let session = board.session();
        let Some(review) = session.review() else {
            return;
        };
        let key = self
            .files
            .current_key()
            .map_or_else(|| "game".to_string(), |k| k.as_str().to_string());
        let setup = session.setup();
        let ours = mistake::of_game(
            &key,
            "",
            session.start(),
            review_run::game_actions(board),
            review,
            |p| setup.computer(p).is_none(),
        );
        let Some(first) = ours.first().map(|m| m.id.clone()) else {
            return;
        };
        // The library's copy of this game has its date; this game's own turns stand in
        // when the library has none (no data folder).
        let mut all = self.files.mistakes();
        for m in ours {
            if !all.iter().any(|a| a.id == m.id) {
                all.push(m);
            }
        }
        self.review.take_back();
        self.learn.set_mistakes(all);
        self.apply_learn(LearnCommand::Open(first));
    }

    /// Picks up a finished review: it becomes the game's (and is written with its record),
    /// and keeps the frames coming while one is computed. A review of a game that has gone
    /// on meanwhile keeps the turns still played as reviewed. Never waits.
    pub(super) fn drive_review(&mut self, ctx: &egui::Context) {
        match self.review.poll() {
            ReviewStep::Idle => {}
            ReviewStep::Working => ctx.request_repaint_after(POLL_INTERVAL),
            ReviewStep::Ready(review) => {
                let tr = Tr::new(self.settings.language);
                if let Some(board) = &mut self.board {
                    board.set_review(review);
                    // In a replay the history's cursor is moved: the record is of the
                    // whole game, as the replay closes on it.
                    let mut whole = board.session().clone();
                    if board.replay().is_some() {
                        whole.jump(whole.history().len());
                    }
                    self.files.autosave(&tr, &whole);
                }
                ctx.request_repaint();
            }
        }
    }
}
