//! Learning from one's own mistakes: a reviewed game's mistakes and blunders, each the
//! position before it with "find a better move", judged as the review judged the game.
//!
//! A [`Mistake`] is a turn of a reviewed game that the review marked a mistake or a blunder
//! and for which it knows a better move, played by a person (not the computer). It becomes
//! a lesson of one exercise ([`lesson`]) whose goal is [`Goal::Improve`]: the learner plays
//! one turn from the position before the mistake, and the turn is marked as the review marks
//! moves ([`crate::ai::review::judge_turn`]: the tables where they cover the position, else
//! the search at the review's budget). A move the review would mark best or good passes, so
//! any move that keeps the value passes, not one stored answer; the move played in the game
//! never passes, and the review's better move always does. The exercise keeps the lessons'
//! hint ladder (the better move is its last rung), stars and progress, under the id
//! [`Mistake::id`].
//!
//! Pure: the caller reads the records (the app from its library) and gives the games.

use super::goal::{Attempt, Goal, Referee, Task};
use super::load::telling_rule;
use super::quiz::Target;
use super::retry::Retry;
use super::{Arg, Exercise, Help, Lesson, Message, Step, StepKind};
use crate::ai::review::{self, Mark, Review, ReviewSettings};
use crate::rules::turn::ends_turn;
use crate::rules::{Action, Effect, Game, GameId, Player};
use crate::tables::shared;

/// The message id of a mistake's title ("Turn 12: find a better move"; `$turn`).
pub const TITLE: &str = "mistake-title";
/// The message id of a mistake's summary (`$mark`, `$played`).
pub const SUMMARY: &str = "mistake-summary";
/// The message id of the task said on the board (`$mark`, `$played`).
pub const TEXT: &str = "mistake-task";
/// The prefix of every mistake's id.
pub const PREFIX: &str = "mistake-";

/// One mistake of a reviewed game.
#[derive(Clone, Debug)]
pub struct Mistake {
    /// `mistake-<game>-<turn>`: the key of its progress (letters, digits and '-').
    pub id: String,
    /// The rule set.
    pub game: GameId,
    /// The turn's number in the game, from 1 (the review's and the move list's count).
    pub turn: usize,
    /// When the game was played (ISO-8601 text, or empty).
    pub date: String,
    /// The game at the turn's start (its whole history: repetition and counters hold).
    pub before: Game,
    /// The turn as played in the game.
    pub played: Vec<Action>,
    /// The review's better move.
    pub better: Vec<Action>,
    /// The review's mark of the move played.
    pub mark: Mark,
    /// The review's node budget of a position.
    pub nodes: u64,
}

/// What a lesson knows of the mistake it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MistakeInfo {
    /// The turn's number in the game, from 1.
    pub turn: usize,
    /// The review's mark of the move played.
    pub mark: Mark,
    /// The move played, in the notation.
    pub played: String,
}

impl Mistake {
    /// What a lesson made of it knows of it (its messages' arguments).
    pub fn info(&self) -> MistakeInfo {
        MistakeInfo {
            turn: self.turn,
            mark: self.mark,
            played: crate::rules::notation::format_actions(&self.played),
        }
    }
}

/// The id of the mistake at turn `turn` of the game kept under `key` (any text: it is
/// folded to lower-case letters, digits and '-').
pub fn id_of(key: &str, turn: usize) -> String {
    let mut folded: String = key
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    while folded.contains("--") {
        folded = folded.replace("--", "-");
    }
    format!("{PREFIX}{}-{turn}", folded.trim_matches('-'))
}

/// The mistakes of the game played from `start` with `actions` under `key`, as `review`
/// marks them: the turns marked mistake or blunder with a better move, of the players for
/// whom `person` is true, in the order of the game. Turns the game no longer agrees with
/// (played on after the review) are left out.
pub fn of_game(
    key: &str,
    date: &str,
    start: &Game,
    actions: &[Action],
    review: &Review,
    person: impl Fn(Player) -> bool,
) -> Vec<Mistake> {
    let agreeing = review.agreeing(actions);
    let turns = review::turns(start, actions);
    review
        .turns
        .iter()
        .take(agreeing)
        .zip(turns)
        .enumerate()
        .filter(|(_, (t, _))| t.mark >= Mark::Mistake && person(t.mover))
        .filter_map(|(i, (t, turn))| {
            let better = t.better()?.to_vec();
            Some(Mistake {
                id: id_of(key, i + 1),
                game: start.id(),
                turn: i + 1,
                date: date.to_string(),
                before: turn.before,
                played: t.played.clone(),
                better,
                mark: t.mark,
                nodes: review.nodes,
            })
        })
        .collect()
}

/// The mistakes of the people (not the computer players) of a loaded record kept under
/// `key`, by its review; none without a review.
pub fn of_loaded(key: &str, loaded: &crate::record::Loaded) -> Vec<Mistake> {
    let Some(review) = &loaded.review else {
        return Vec::new();
    };
    let players = &loaded.record.players;
    of_game(
        key,
        &loaded.record.dates.started,
        &loaded.start,
        &loaded.actions,
        review,
        |p| crate::record::parse_computer_level(players.name(p)).is_none(),
    )
}

/// The learner's actions of `line` from `before` (the mover's; an in-turn answer of the
/// opponent is left out).
fn learner_actions(before: &Game, line: &[Action]) -> Vec<Action> {
    let learner = before.to_act();
    let mut game = before.clone();
    let mut out = Vec::new();
    for &action in line {
        let actor = game.to_act();
        let Ok(effects) = game.apply(action) else {
            break;
        };
        if actor == learner {
            out.push(action);
        }
        if ends_turn(actor, action, &effects, &game) {
            break;
        }
    }
    out
}

/// The mistake as a lesson of one exercise: find a better move. Judges the position afresh
/// (the tables, or one search at the review's budget: a fraction of a second). `None` when
/// the position has no move to play.
pub fn lesson(mistake: &Mistake) -> Option<Lesson> {
    let tables = shared::get(mistake.game);
    let settings = ReviewSettings {
        nodes: mistake.nodes,
    };
    let bar = review::bar(&mistake.before, tables.as_deref(), settings)?;
    let solution = learner_actions(&mistake.before, &mistake.better);
    let first = *solution.first()?;
    let retry = Retry {
        bar,
        played: mistake.played.clone(),
        better: mistake.better.clone(),
        solution: solution.clone(),
        mark: mistake.mark,
        nodes: mistake.nodes,
    };
    let task = Task {
        goal: Goal::Improve(Box::new(retry)),
        par: 1,
    };
    // The better move as the learner will see it answered: the line of the last hint rung.
    let mut attempt = Attempt::new(mistake.before.clone());
    let mut referee = Referee::new();
    let mut line = Vec::new();
    let mut effects: Vec<Effect> = Vec::new();
    for &action in &solution {
        let Ok(turn) = attempt.play(&task, &mut referee, action) else {
            break;
        };
        for p in &turn.played {
            effects.extend(p.effects.iter().copied());
        }
        line.extend(turn.played);
        line.extend(turn.replies);
    }
    let help = Help {
        goal_text: None,
        word: None,
        section: telling_rule(&effects).to_string(),
        highlight: Target::of_action(&mistake.before, first)
            .into_iter()
            .collect(),
        pass: Some("mistake-pass".to_string()),
    };
    Some(Lesson {
        id: mistake.id.clone(),
        game: mistake.game,
        options: *mistake.before.options(),
        file: mistake.id.clone(),
        steps: vec![Step {
            number: 1,
            text: TEXT.to_string(),
            start: mistake.before.clone(),
            kind: StepKind::Exercise(Exercise {
                task,
                solution,
                line,
                wrong: Vec::new(),
                help,
            }),
        }],
        puzzle: None,
        trainer: None,
        mistake: Some(mistake.info()),
    })
}

/// The arguments of a mistake's messages.
pub fn with_args(info: &MistakeInfo, message: Message) -> Message {
    message
        .arg(
            "turn",
            Arg::Number(i64::try_from(info.turn).unwrap_or(i64::MAX)),
        )
        .arg("mark", Arg::Text(info.mark.as_str().to_string()))
        .arg("played", Arg::Text(info.played.clone()))
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::lesson::goal::Verdict;
    use crate::lesson::puzzle;
    use crate::rules::Options;
    use crate::tables::{Probe, Value};

    /// A whole turn from `game` that begins with `first`: any removal due is the first
    /// legal one.
    fn turn_from(game: &Game, first: Action) -> (Vec<Action>, Game) {
        let mut g = game.clone();
        let mut line = Vec::new();
        let mut action = first;
        loop {
            let actor = g.to_act();
            let effects = g.apply(action).unwrap();
            line.push(action);
            if ends_turn(actor, action, &effects, &g) {
                return (line, g);
            }
            action = g.legal_actions()[0];
        }
    }

    #[test]
    fn ids_are_progress_keys() {
        assert_eq!(
            id_of("2026-12-02T10:15 Isizulu (2)", 7),
            "mistake-2026-12-02t10-15-isizulu-2-7"
        );
        assert!(crate::lesson::load::is_key(&id_of("A b__c", 1)));
    }

    /// A won table endgame thrown away: the review marks it, the mistake becomes an
    /// exercise, the move of the game fails, the review's better move passes, and so does
    /// another move that keeps the win.
    #[test]
    fn a_thrown_win_is_retried_and_any_winning_move_passes() {
        let game = GameId::Isizulu;
        let tables = puzzle::ensure_tables(game).unwrap();
        let probe = Probe::new(&tables);
        let collection = puzzle::collection(game).unwrap();
        // A position won for the player to move where some move throws the win away and
        // another, not the shortest, keeps it.
        let mut found = None;
        for p in &collection.puzzles {
            let start = Game::from_position(game, Options::defaults(game), &p.position).unwrap();
            let me = start.to_act();
            let lines: Vec<(Vec<Action>, Option<Value>)> = start
                .legal_actions()
                .iter()
                .map(|&a| {
                    let (line, after) = turn_from(&start, a);
                    let v = probe.value_after(&after, me);
                    (line, v)
                })
                .collect();
            let thrown = lines
                .iter()
                .find(|(_, v)| !matches!(v, Some(Value::Win(_))));
            let best = probe.verdict(&start).unwrap().value;
            let slower = lines
                .iter()
                .find(|(_, v)| matches!(v, Some(Value::Win(_))) && *v != Some(best));
            if let (Some(t), Some(s)) = (thrown, slower) {
                found = Some((start, t.0.clone(), s.0.clone()));
                break;
            }
        }
        let (start, thrown, slower) = found.expect("a puzzle with a thrown and a slower win");

        let review = review::review(
            &start,
            &thrown,
            Some(&tables),
            ReviewSettings { nodes: 5_000 },
            &AtomicBool::new(false),
            &mut |_, _| {},
        )
        .unwrap();
        assert!(
            review.turns[0].mark >= Mark::Mistake,
            "{:?}",
            review.turns[0]
        );

        let none = of_game("g", "", &start, &thrown, &review, |_| false);
        assert!(
            none.is_empty(),
            "the computer's mistakes are not the learner's"
        );
        let mistakes = of_game("g", "2026-12-02", &start, &thrown, &review, |_| true);
        assert_eq!(mistakes.len(), 1);
        let m = &mistakes[0];
        assert_eq!((m.turn, m.id.as_str()), (1, "mistake-g-1"));
        assert_eq!(m.played, thrown);

        let lesson = lesson(m).unwrap();
        assert_eq!(lesson.title_id(), TITLE);
        let StepKind::Exercise(exercise) = &lesson.steps[0].kind else {
            panic!("one exercise")
        };
        let try_line = |line: &[Action]| {
            let mut attempt = Attempt::new(start.clone());
            let mut referee = Referee::new();
            let mut verdict = Verdict::Continue;
            for &a in line {
                if attempt.game().to_act() != start.to_act() {
                    break;
                }
                verdict = attempt
                    .play(&exercise.task, &mut referee, a)
                    .unwrap()
                    .verdict;
            }
            verdict
        };
        assert!(
            matches!(
                try_line(&thrown),
                Verdict::Fail(crate::lesson::goal::Failure::Worse { mark }) if mark >= Mark::Mistake
            ),
            "the move of the game fails"
        );
        assert_eq!(
            try_line(&exercise.solution),
            Verdict::Pass,
            "the better move"
        );
        assert_eq!(
            try_line(&slower),
            Verdict::Pass,
            "a slower win keeps the value"
        );
    }
}
