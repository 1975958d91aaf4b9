//! [`LessonRun`]: the headless state machine the Learn screen drives.
//!
//! The screen shows [`LessonRun::game`], animates what the calls return ([`Played`] actions
//! with their effects) and says the [`Message`]s they carry; it never judges anything itself.
//!
//! ```text
//! Show step:        play_show() (or play_show_paced(): by turn, with pauses) → next_step()
//! Guided/Exercise:  legal_actions() → submit(action) → Continue | Passed | Wrong
//!                   Wrong: the answer (and the reply, where it is the point) is on the
//!                   board; show_rest() plays a reply held back; hint() or retry()
//! Quiz:             answer(&[Target]) → Passed | Wrong (answer again at once)
//! Any time:         hint() (rung 1 the rule, 2 where to look, 3 the answer),
//!                   previous_step()/next_step()/goto(), play_on()
//! At the end:       final_stars() (this run's and the best kept), catalogue::next_lesson()
//! ```
//!
//! Progress is reported as [`ProgressEvent`]s ([`LessonRun::take_events`]), which the caller
//! applies to its [`super::progress::Progress`] with the date and saves at once.

pub use super::hint::{Hint, HintKind, TOP_RUNG};
pub use super::pacing::PacedTurn;

use super::goal::{self, Attempt, Goal, Played, Referee, Verdict};
use super::pacing;
use super::progress::ProgressEvent;
use super::quiz::{self, Quiz, Target};
use super::{Arg, Exercise, Lesson, Message, Step, StepKind, comment, hint};
use crate::rules::mancala::pit_name;
use crate::rules::morris::MorrisEffect;
use crate::rules::{
    Action, ActionList, EffectKind, Game, IllegalAction, MancalaAction, MancalaEffect, Player,
};

/// Where the current step stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepState {
    /// A show step whose actions have not been played yet.
    Ready,
    /// The learner is to act (or to answer).
    Awaiting,
    /// A wrong answer is on the board: [`LessonRun::retry`] restores the step's start.
    Wrong,
    /// Done: the show was played, or the goal met (or the solution shown).
    Done,
}

/// What a learner action or quiz answer led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// The learner's action and any in-turn answers of the opponent, to animate.
    pub played: Vec<Played>,
    /// The opponent's reply after the learner's turn, to animate.
    pub replies: Vec<Played>,
    /// The judgement.
    pub result: StepResult,
}

/// The judgement of a learner action or quiz answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepResult {
    /// The learner acts again (the same turn, or the next one after the reply).
    Continue,
    /// The goal is met.
    Passed {
        /// What to say: the pass message, and `lesson-continue-from-line` when the learner's
        /// right answer differs from the lesson's line that the next step continues from.
        messages: Vec<Message>,
        /// The step's stars (scored steps).
        stars: Option<u8>,
    },
    /// Wrong: the comment says why.
    Wrong {
        /// The authored comment, else the one built from the effects.
        comment: Vec<Message>,
    },
}

/// Why a call does not fit the current step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The step does not take this now (a show step, a finished step, a wrong answer not yet
    /// retried, an action for a quiz or an answer for an exercise).
    NotNow,
    /// The engine refuses the action.
    Illegal(IllegalAction),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::NotNow => f.write_str("the step does not take this now"),
            RunError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RunError {}

/// How one step went in this run.
///
/// Only the visits before the step was first done count: once done, its stars are kept
/// ([`StepScore::earned`]) and a later visit (Previous, Next, Retry) is practice, with every
/// hint free and no wrong try counted again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepScore {
    /// Wrong answers before the step was done.
    pub wrong: u32,
    /// The highest hint rung taken before the step was done (0..=3).
    pub hints: u8,
    /// Whether the step was done.
    pub done: bool,
    /// The stars earned when the step was first done.
    pub earned: Option<u8>,
}

impl StepScore {
    /// Stars 0–3: those earned once done; before that, what a right answer would earn now:
    /// [`potential_stars`] of the wrong tries and hint rungs so far.
    pub fn stars(&self) -> u8 {
        self.earned
            .unwrap_or_else(|| potential_stars(self.wrong, self.hints))
    }
}

/// The stars a right answer earns after `wrong` wrong tries and hint rungs up to `hints`:
/// 3, one less for each rung taken (the rule: 2 at most; where to look: 1 at most; the answer
/// shown: none) and for each wrong try, but at least 1 while the answer was not shown.
/// docs/lessons.md, 8 promises this, and the hint says what it leaves
/// ([`Hint::stars_left`]).
pub fn potential_stars(wrong: u32, hints: u8) -> u8 {
    if hints >= TOP_RUNG {
        return 0;
    }
    let lost = u32::from(hints) + wrong;
    3u32.saturating_sub(lost).max(1) as u8
}

/// The stars at a lesson's end: this run's and the best kept (the Learn list shows the best).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinalStars {
    /// This run's stars (the lowest of its scored steps).
    pub this_run: u8,
    /// The best of this run and every earlier finished run ([`LessonRun::set_previous_best`]):
    /// what the progress store keeps once this run's events are applied.
    pub best: u8,
}

/// What "show the rest" plays after a wrong answer: the opponent's reply that was held back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rest {
    /// The reply, to animate.
    pub replies: Vec<Played>,
    /// What it did, built from its effects.
    pub comment: Vec<Message>,
}

/// A lesson being taken.
#[derive(Debug)]
pub struct LessonRun {
    lesson: Lesson,
    index: usize,
    game: Game,
    attempt: Option<Attempt>,
    state: StepState,
    scores: Vec<StepScore>,
    referee: Referee,
    events: Vec<ProgressEvent>,
    finished_reported: bool,
    /// Hint rungs shown in this visit of the step (the ladder restarts on every visit; a
    /// rung already paid for costs nothing again).
    shown: u8,
    /// After a wrong answer: the opponent's reply held back, and the board after it.
    rest: Option<(Vec<Played>, Game)>,
    previous_best: Option<u8>,
    /// What was played so far in the learner's current turn (a placement before its
    /// removal), for the comment on the whole turn.
    this_turn: Vec<Played>,
}

impl LessonRun {
    /// Starts `lesson` at its first step.
    pub fn new(lesson: Lesson) -> LessonRun {
        let steps = lesson.steps.len();
        // A loaded lesson has steps; a hand-made empty one gets the rule set's start.
        let game = lesson.steps.first().map_or_else(
            || Game::new(lesson.game, lesson.options),
            |s| s.start.clone(),
        );
        let mut run = LessonRun {
            lesson,
            index: 0,
            game,
            attempt: None,
            state: StepState::Ready,
            scores: vec![StepScore::default(); steps],
            referee: Referee::new(),
            events: Vec::new(),
            finished_reported: false,
            shown: 0,
            rest: None,
            previous_best: None,
            this_turn: Vec::new(),
        };
        if steps > 0 {
            run.enter(0);
        }
        run
    }

    /// The lesson.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The current step's index (0-based).
    pub fn step_index(&self) -> usize {
        self.index
    }

    /// The current step (every lesson from the loader has at least one).
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.index]
    }

    /// Where the current step stands.
    pub fn state(&self) -> StepState {
        self.state
    }

    /// The board now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// A copy of the board now, to play on from here against the computer.
    pub fn play_on(&self) -> Game {
        self.game.clone()
    }

    /// The learner in the current interactive step (the player to act at its start).
    pub fn learner(&self) -> Option<Player> {
        self.step()
            .is_interactive()
            .then(|| self.step().start.to_act())
    }

    /// The learner's legal actions now (empty unless an exercise awaits an action).
    pub fn legal_actions(&self) -> ActionList {
        match (&self.attempt, self.state) {
            (Some(a), StepState::Awaiting) => a.legal_actions(),
            _ => ActionList::new(),
        }
    }

    /// How the steps went so far.
    pub fn scores(&self) -> &[StepScore] {
        &self.scores
    }

    /// Stars of a scored step once done.
    pub fn step_stars(&self, index: usize) -> Option<u8> {
        let step = self.lesson.steps.get(index)?;
        let score = self.scores.get(index)?;
        (step.is_scored() && score.done).then(|| score.stars())
    }

    /// The lesson's stars (the lowest of its scored steps) once every scored step is done.
    pub fn stars(&self) -> Option<u8> {
        let mut lowest = 3;
        for (i, step) in self.lesson.steps.iter().enumerate() {
            if step.is_scored() {
                lowest = lowest.min(self.step_stars(i)?);
            }
        }
        Some(lowest)
    }

    /// Whether every scored step is done.
    pub fn is_finished(&self) -> bool {
        self.stars().is_some()
    }

    /// The progress events since the last call (tries, hints, the lesson finished).
    pub fn take_events(&mut self) -> Vec<ProgressEvent> {
        std::mem::take(&mut self.events)
    }

    fn enter(&mut self, index: usize) {
        self.index = index;
        self.shown = 0;
        self.rest = None;
        self.this_turn.clear();
        self.referee.refill();
        let step = &self.lesson.steps[index];
        self.game = step.start.clone();
        match &step.kind {
            StepKind::Show { .. } => {
                self.attempt = None;
                self.state = StepState::Ready;
            }
            StepKind::Guided(_) | StepKind::Exercise(_) => {
                self.attempt = Some(Attempt::new(step.start.clone()));
                self.state = StepState::Awaiting;
            }
            StepKind::Quiz(_) => {
                self.attempt = None;
                self.state = StepState::Awaiting;
            }
        }
    }

    /// Whether a learner may go on to the next step: this step is done now, or was passed on
    /// an earlier visit (going back is practice). [`LessonRun::next_step`] itself goes from
    /// any state; the app asks this before it offers Next, by button or key.
    pub fn next_open(&self) -> bool {
        self.index + 1 < self.lesson.steps.len()
            && (self.state == StepState::Done
                || self.scores().get(self.index).is_some_and(|s| s.done))
    }

    /// Goes to the next step (from any state: a teacher may skip). `false` at the last step.
    pub fn next_step(&mut self) -> bool {
        if self.index + 1 >= self.lesson.steps.len() {
            return false;
        }
        self.enter(self.index + 1);
        true
    }

    /// Goes back one step, to its start. `false` at the first step.
    pub fn previous_step(&mut self) -> bool {
        if self.index == 0 {
            return false;
        }
        self.enter(self.index - 1);
        true
    }

    /// Goes to step `index` (0-based), to its start. `false` if there is no such step.
    pub fn goto(&mut self, index: usize) -> bool {
        if index >= self.lesson.steps.len() {
            return false;
        }
        self.enter(index);
        true
    }

    /// Restores the current step's start for another try (a show step can be played again).
    pub fn retry(&mut self) {
        self.enter(self.index);
    }

    /// Plays the current show step's actions from its start and returns them to animate.
    pub fn play_show(&mut self) -> Result<Vec<Played>, RunError> {
        let step = &self.lesson.steps[self.index];
        let StepKind::Show {
            actions,
            preparation,
            ..
        } = &step.kind
        else {
            return Err(RunError::NotNow);
        };
        let mut game = match preparation {
            Some(p) => p.end.clone(),
            None => step.start.clone(),
        };
        let mut played = Vec::new();
        for &action in actions {
            let player = game.to_act();
            let effects = game.apply(action).map_err(RunError::Illegal)?;
            played.push(Played {
                player,
                action,
                effects,
            });
        }
        self.game = game;
        self.state = StepState::Done;
        self.scores[self.index].done = true;
        Ok(played)
    }

    fn exercise(&self) -> Option<&Exercise> {
        match &self.step().kind {
            StepKind::Guided(e) | StepKind::Exercise(e) => Some(e),
            _ => None,
        }
    }

    /// Submits one learner action of a Guided or Exercise step.
    ///
    /// A wrong answer is played out only as far as it shows the point: the learner's turn,
    /// and the opponent's reply only where the goal is about it (win, leave no move, best
    /// answer) or where it punishes the answer (it captures, removes or wins). Any other
    /// reply is held back for [`LessonRun::show_rest`]; [`LessonRun::game`] is then the board
    /// after the learner's turn.
    pub fn submit(&mut self, action: Action) -> Result<Response, RunError> {
        if self.state != StepState::Awaiting {
            return Err(RunError::NotNow);
        }
        let Some(exercise) = self.exercise().cloned() else {
            return Err(RunError::NotNow);
        };
        let Some(attempt) = self.attempt.as_mut() else {
            return Err(RunError::NotNow);
        };
        let before = attempt.game().clone();
        let turn = attempt
            .play(&exercise.task, &mut self.referee, action)
            .map_err(RunError::Illegal)?;
        self.game = attempt.game().clone();
        let actions = attempt.actions().to_vec();
        let learner = attempt.learner();
        let scored = self.step().is_scored();
        let done_before = self.scores[self.index].done;
        let mut replies = turn.replies.clone();
        let mut whole_turn = std::mem::take(&mut self.this_turn);
        whole_turn.extend(turn.played.iter().cloned());
        if turn.verdict == Verdict::Continue && turn.replies.is_empty() {
            // The learner's turn goes on (a removal is due): keep what it did so far.
            self.this_turn = whole_turn.clone();
        }
        let result = match &turn.verdict {
            Verdict::Continue => StepResult::Continue,
            Verdict::Pass => {
                if scored {
                    self.events.push(ProgressEvent::Try);
                }
                self.state = StepState::Done;
                let mut messages = vec![pass_message(exercise.help.pass.as_deref())];
                if actions != exercise.solution && self.next_continues_from_line() {
                    messages.push(Message::new("lesson-continue-from-line"));
                }
                // An endgame won beyond its par earns fewer stars (goal::endgame_stars).
                let cap = self
                    .attempt
                    .as_ref()
                    .map_or(3, |a| goal::endgame_stars(&exercise.task, a.turns()));
                self.mark_done(cap);
                StepResult::Passed {
                    messages,
                    stars: scored.then(|| self.scores[self.index].stars()),
                }
            }
            Verdict::Fail(failure) => {
                if scored {
                    self.events.push(ProgressEvent::Try);
                }
                if !done_before {
                    self.scores[self.index].wrong += 1;
                }
                self.state = StepState::Wrong;
                if !reply_shows_point(&exercise.task.goal, &turn.replies, learner) {
                    // The board after the learner's own turn: the reply waits.
                    let mut board = before;
                    for p in &turn.played {
                        let _ = board.apply_quiet(p.action);
                    }
                    let after = std::mem::replace(&mut self.game, board);
                    self.rest = Some((std::mem::take(&mut replies), after));
                }
                let authored = exercise
                    .wrong
                    .iter()
                    .find(|w| actions.starts_with(&w.actions))
                    .and_then(|w| w.comment.clone());
                let comment = match authored {
                    Some(id) => vec![Message::new(id)],
                    None => comment::exercise(
                        &exercise.task.goal,
                        failure,
                        &whole_turn,
                        &replies,
                        learner,
                    ),
                };
                StepResult::Wrong { comment }
            }
        };
        Ok(Response {
            played: turn.played,
            replies,
            result,
        })
    }

    /// Whether a wrong answer's opponent reply was held back ("Show the rest" is offered).
    pub fn has_rest(&self) -> bool {
        self.rest.is_some()
    }

    /// Plays the opponent's reply held back after a wrong answer and says what it did;
    /// [`LessonRun::game`] is then the board after it. `None` if nothing was held back.
    pub fn show_rest(&mut self) -> Option<Rest> {
        let (replies, after) = self.rest.take()?;
        self.game = after;
        let learner = self.step().start.to_act();
        let answers: Vec<&Played> = replies.iter().collect();
        let comment = comment::reply(&answers, learner);
        Some(Rest { replies, comment })
    }

    /// Whether the next step starts from the lesson's line (differs from the board now).
    fn next_continues_from_line(&self) -> bool {
        self.lesson
            .steps
            .get(self.index + 1)
            .is_some_and(|next| next.start.position() != self.game.position())
    }

    /// Marks the step done; its stars are at most `cap` (3 but for an endgame won late).
    fn mark_done(&mut self, cap: u8) {
        let score = &mut self.scores[self.index];
        if !score.done {
            score.done = true;
            score.earned = Some(potential_stars(score.wrong, score.hints).min(cap));
        }
        if !self.finished_reported
            && let Some(stars) = self.stars()
        {
            self.finished_reported = true;
            self.events.push(ProgressEvent::Finished { stars });
        }
    }

    /// Answers the current quiz by pointing at `targets`.
    pub fn answer(&mut self, targets: &[Target]) -> Result<Response, RunError> {
        if self.state != StepState::Awaiting {
            return Err(RunError::NotNow);
        }
        let StepKind::Quiz(q) = &self.step().kind else {
            return Err(RunError::NotNow);
        };
        let q = q.clone();
        self.events.push(ProgressEvent::Try);
        let result = match quiz::judge(&q.quiz, &q.key, &self.game, targets) {
            Ok(()) => {
                self.state = StepState::Done;
                self.mark_done(3);
                StepResult::Passed {
                    messages: vec![pass_message(q.help.pass.as_deref())],
                    stars: Some(self.scores[self.index].stars()),
                }
            }
            Err(miss) => {
                if !self.scores[self.index].done {
                    self.scores[self.index].wrong += 1;
                }
                let mut given = targets.to_vec();
                given.sort();
                let authored = q
                    .wrong
                    .iter()
                    .find(|w| {
                        let mut a = w.answer.clone();
                        a.sort();
                        a == given
                    })
                    .and_then(|w| w.comment.clone());
                let comment = match authored {
                    Some(id) => vec![Message::new(id)],
                    None => vec![comment::quiz(&q.quiz, &self.game, targets, &miss)],
                };
                StepResult::Wrong { comment }
            }
        };
        Ok(Response {
            played: Vec::new(),
            replies: Vec::new(),
            result,
        })
    }

    /// The next rung of the hint ladder for the current interactive step: 1 the rule, 2
    /// where to look, 3 the answer; asked again at the top, the answer for the board now
    /// (the next action of a passing line). Works on every interactive step kind, in every
    /// visit: after a wrong answer the step is first restored to its start
    /// ([`Hint::restarted`]). `None` for a show step and for a step passed in this visit.
    ///
    /// A rung costs stars only the first time it is taken before the step is done
    /// ([`potential_stars`]); [`Hint::stars_left`] says what the step can still earn.
    pub fn hint(&mut self) -> Option<Hint> {
        if !self.step().is_interactive() || self.state == StepState::Done {
            return None;
        }
        let shown = self.shown;
        let mut restarted = false;
        if self.state == StepState::Wrong {
            self.enter(self.index);
            restarted = true;
        }
        let rung = (shown + 1).min(TOP_RUNG);
        self.shown = rung;
        let (kind, moved) = self.rung(rung)?;
        let score = &mut self.scores[self.index];
        if !score.done && rung > score.hints {
            score.hints = rung;
            self.events.push(ProgressEvent::Hint);
        }
        let stars_left = self
            .step()
            .is_scored()
            .then(|| self.scores[self.index].stars());
        Some(Hint {
            rung,
            kind,
            restarted: restarted || moved,
            stars_left,
        })
    }

    /// The content of `rung` for the board now; `true` when the step had to be restored to
    /// its start because no answer passes any more from the board the learner left.
    fn rung(&mut self, rung: u8) -> Option<(HintKind, bool)> {
        let step = self.step().clone();
        let help = step.help()?.clone();
        if rung == 1 {
            return Some((
                HintKind::Rule {
                    section: rule_section(&step, &help),
                    word: help.word.clone(),
                    goal: goal_message(&step, &help),
                },
                false,
            ));
        }
        match &step.kind {
            StepKind::Quiz(q) => Some((
                if rung == 2 {
                    HintKind::Region(hint::quiz_region(q, &step.start))
                } else {
                    HintKind::Answer(hint::quiz_answer(q))
                },
                false,
            )),
            StepKind::Guided(e) | StepKind::Exercise(e) => {
                let mut moved = false;
                let mut attempt = self.attempt.clone()?;
                let reachable = hint::next_passing_action(e, &attempt, &mut self.referee);
                if reachable.is_none() {
                    self.enter(self.index);
                    self.shown = rung;
                    attempt = self.attempt.clone()?;
                    moved = true;
                }
                let kind = if rung == 2 {
                    let before = attempt.game().clone();
                    let mut region: Vec<Target> = help.highlight.clone();
                    for (action, effects) in hint::passing_actions(e, &attempt, &mut self.referee) {
                        region.extend(hint::telling_targets(&before, action, &effects));
                    }
                    if region.is_empty() {
                        region.extend(hint::choices_region(&before));
                    }
                    if region.is_empty()
                        && let Some(action) =
                            hint::next_passing_action(e, &attempt, &mut self.referee)
                    {
                        region.extend(Target::of_action(&before, action));
                    }
                    HintKind::Region(hint::tidy(region))
                } else {
                    HintKind::Move(
                        match hint::next_passing_action(e, &attempt, &mut self.referee) {
                            Some(action) => action,
                            None => *e.solution.get(attempt.actions().len())?,
                        },
                    )
                };
                Some((kind, moved))
            }
            StepKind::Show { .. } => None,
        }
    }

    /// Plays the current show step like [`LessonRun::play_show`], grouped by turn with the
    /// pause the board keeps after each ([`pacing::by_turn`]).
    pub fn play_show_paced(&mut self) -> Result<Vec<PacedTurn>, RunError> {
        self.play_show().map(|played| pacing::by_turn(&played))
    }

    /// Tells the run the lesson's best stars kept from earlier runs (the progress store's),
    /// so [`LessonRun::final_stars`] agrees with the Learn list.
    pub fn set_previous_best(&mut self, best: Option<u8>) {
        self.previous_best = best;
    }

    /// Once every scored step is done: this run's stars and the best kept, which is what the
    /// progress store holds after this run's [`ProgressEvent::Finished`] (it keeps the best).
    pub fn final_stars(&self) -> Option<FinalStars> {
        let this_run = self.stars()?;
        Some(FinalStars {
            this_run,
            best: self.previous_best.map_or(this_run, |b| b.max(this_run)),
        })
    }
}

/// The rule a step is about: the lesson's `section`, else the rule of the first effect of its
/// solution line (never empty for a loaded lesson).
fn rule_section(step: &Step, help: &super::Help) -> String {
    if !help.section.is_empty() {
        return help.section.clone();
    }
    let from_line = match &step.kind {
        StepKind::Guided(e) | StepKind::Exercise(e) => e
            .line
            .iter()
            .flat_map(|p| p.effects.iter())
            .map(|e| e.rule.id)
            .find(|id| !id.is_empty()),
        StepKind::Quiz(q) => Some(q.key.rule).filter(|id| !id.is_empty()),
        StepKind::Show { .. } => None,
    };
    from_line.unwrap_or("").to_string()
}

/// Whether the opponent's reply to a wrong answer is part of its point: the goal is about the
/// reply (a forced win, leaving no move, the best answer), or the reply punishes the answer.
/// A `Play` step is about the learner's own move: its reply is never needed.
fn reply_shows_point(goal: &Goal, replies: &[Played], learner: Player) -> bool {
    match goal {
        Goal::Play(_) => false,
        Goal::Win
        | Goal::NoMove
        | Goal::Best(_)
        | Goal::Improve(_)
        | Goal::WinEndgame
        | Goal::HoldDraw => true,
        Goal::Line | Goal::Capture(_) | Goal::EndOverture => replies
            .iter()
            .flat_map(|p| &p.effects)
            .any(|e| match e.kind {
                EffectKind::GameOver(o) => o.winner() == Some(learner.other()),
                EffectKind::Morris(MorrisEffect::Removed { by, .. }) => by != learner,
                EffectKind::Mancala(MancalaEffect::Captured { player, .. }) => player != learner,
                _ => false,
            }),
    }
}

fn pass_message(id: Option<&str>) -> Message {
    Message::new(id.unwrap_or("lesson-pass"))
}

/// The goal restated: the step's own `goal_text`, else the built-in message of its goal.
pub fn goal_message(step: &Step, help: &super::Help) -> Message {
    if let Some(id) = &help.goal_text {
        return Message::new(id.clone());
    }
    let turns = |par: u8| Arg::Number(i64::from(par));
    match &step.kind {
        StepKind::Guided(e) | StepKind::Exercise(e) => match e.task.goal {
            Goal::Play(_) => Message::new("lesson-goal-play"),
            Goal::Line => Message::new("lesson-goal-line").arg("turns", turns(e.task.par)),
            Goal::Capture(n) => Message::new("lesson-goal-capture")
                .arg("count", Arg::Number(i64::from(n)))
                .arg("turns", turns(e.task.par)),
            Goal::EndOverture => {
                Message::new("lesson-goal-end-overture").arg("turns", turns(e.task.par))
            }
            Goal::NoMove => Message::new("lesson-goal-no-move").arg("turns", turns(e.task.par)),
            Goal::Win => Message::new("lesson-goal-win").arg("turns", turns(e.task.par)),
            Goal::Best(_) => Message::new("lesson-goal-best"),
            Goal::Improve(_) => Message::new("lesson-goal-improve"),
            Goal::WinEndgame => {
                Message::new("lesson-goal-win-endgame").arg("turns", turns(e.task.par))
            }
            Goal::HoldDraw => Message::new("lesson-goal-hold-draw").arg("turns", turns(e.task.par)),
        },
        StepKind::Quiz(q) => match q.quiz {
            Quiz::LastSeed { action, lap } => {
                let pit = match action {
                    Action::Mancala(MancalaAction::Sow { pit, .. }) => {
                        pit_name(crate::rules::mancala::pit_of(step.start.to_act(), pit))
                    }
                    other => other.to_string(),
                };
                Message::new("lesson-goal-last-seed")
                    .arg("pit", Arg::Text(pit))
                    .arg("lap", Arg::Number(i64::from(lap)))
            }
            Quiz::Captures => Message::new("lesson-goal-captures"),
            Quiz::Removable => Message::new("lesson-goal-removable"),
            Quiz::FirstGift => Message::new("lesson-goal-first-gift"),
        },
        StepKind::Show { .. } => Message::new("lesson-goal-play"),
    }
}
