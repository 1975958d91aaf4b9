//! Loading a record: read (size-limited), parse (depth-limited), check the header, then replay
//! every action with the rules engine. Nothing here panics on any input.

use std::collections::HashSet;
use std::fmt;
use std::path::Path;

use serde::Deserialize;

use super::bounds::{self, MAX_ACTION_CHARS};
use super::error::LoadError;
use super::format::{Record, RecordResult, is_iso_date};
use super::history::History;
use super::replay::Replay;
use super::syntax::{line_column, syntax};
use super::{FORMAT, MAX_BYTES, NESTING_LIMIT};
use crate::guard::{self, Kind, ReadError};
use crate::rules::notation::{NotationError, parse_action};
use crate::rules::{Action, Game, GameId, IllegalAction, IllegalReason, OptionError, Options};
use crate::text::echo;

/// An action that stopped the replay: the actions before it are loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    /// The action's index (0-based; messages say `index + 1`).
    pub index: usize,
    /// The action as written.
    pub token: String,
    /// The string of the `actions` list that holds it (0-based; messages say `entry + 1`).
    pub entry: usize,
    /// Why it stopped the replay.
    pub reason: ActionErrorReason,
}

/// Why an action stopped the replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionErrorReason {
    /// It is not an action in the game's notation.
    Notation(NotationError),
    /// The rules refuse it in the position reached.
    Illegal(IllegalAction),
    /// It is longer than [`MAX_ACTION_CHARS`] characters (its length).
    TooLong(usize),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "action {} '{}' (entry {} of the action list) ",
            self.index + 1,
            echo(&self.token),
            self.entry + 1
        )?;
        match &self.reason {
            ActionErrorReason::Notation(e) => write!(f, "cannot be read: {e}")?,
            ActionErrorReason::TooLong(chars) => write!(
                f,
                "cannot be read: it is {chars} characters long; an action has at most {MAX_ACTION_CHARS}"
            )?,
            ActionErrorReason::Illegal(e) => {
                f.write_str("is illegal: ")?;
                match e.reason {
                    IllegalReason::GameOver => f.write_str("the game is already over")?,
                    IllegalReason::WrongFamily => {
                        f.write_str("it belongs to the other family of games")?
                    }
                    IllegalReason::Morris(r) => write!(f, "{r}")?,
                    IllegalReason::Mancala(r) => write!(f, "{r}")?,
                }
            }
        }
        write!(f, "; the {} action(s) before it are loaded", self.index)
    }
}

impl std::error::Error for ActionError {}

/// Something doubtful in a record that loaded: shown to the user, never fatal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// The stored result is not what the replay gives (the replay wins).
    ResultMismatch {
        /// As stored.
        stored: String,
        /// As replayed.
        replayed: String,
    },
    /// The stored result is not a result text.
    ResultUnreadable(String),
    /// An option is missing; its default is used.
    MissingOption {
        /// The option.
        name: &'static str,
        /// The default used.
        default: &'static str,
    },
    /// A date is not ISO-8601.
    BadDate {
        /// `started` or `saved`.
        field: &'static str,
        /// As written.
        text: String,
    },
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Warning::ResultMismatch { stored, replayed } => write!(
                f,
                "the record says the result is '{}', but the replay gives '{replayed}'",
                echo(stored)
            ),
            Warning::ResultUnreadable(text) => write!(
                f,
                "result '{}' is not a result: expected 'unfinished', 'first wins: REASON', 'second wins: REASON' or 'draw: REASON'",
                echo(text)
            ),
            Warning::MissingOption { name, default } => {
                write!(
                    f,
                    "option '{name}' is missing; its default '{default}' is used"
                )
            }
            Warning::BadDate { field, text } => write!(
                f,
                "dates: {field} '{}' is not an ISO-8601 date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ)",
                echo(text)
            ),
        }
    }
}

/// A loaded record: the game replayed to its end, or to the last legal action.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The record as read.
    pub record: Record,
    /// The options in force.
    pub options: Options,
    /// The game at its start (the rule set's start or the record's `start`).
    pub start: Game,
    /// The legal actions, in order (all of them unless [`Loaded::stopped`]).
    pub actions: Vec<Action>,
    /// The game after [`Loaded::actions`].
    pub game: Game,
    /// The game as a history: [`Loaded::start`] and [`Loaded::actions`], the cursor at the
    /// end.
    pub history: History,
    /// The action that stopped the replay, if any.
    pub stopped: Option<ActionError>,
    /// Doubtful things that did not stop the load.
    pub warnings: Vec<Warning>,
    /// The record's review, read and checked against the game: `None` without one, or when
    /// it does not belong to the game played (it is then computed again, never trusted).
    pub review: Option<crate::ai::review::Review>,
}

impl Loaded {
    /// The rule set.
    pub fn id(&self) -> GameId {
        self.start.id()
    }

    /// Whether every action replayed and nothing is doubtful.
    pub fn is_clean(&self) -> bool {
        self.stopped.is_none() && self.warnings.is_empty()
    }

    /// The result of the replayed game.
    pub fn result(&self) -> RecordResult {
        RecordResult::of(self.game.outcome())
    }

    /// The replay for stepping through the loaded actions.
    pub fn replay(&self) -> Replay {
        Replay::from(self.history.clone())
    }
}

/// Loads a record file (see [`load_bytes`]). Only a regular file is read (a folder, a named
/// pipe or a device is refused at once: a pipe would wait forever for a writer), and its size
/// is checked before it is read.
///
/// # Errors
///
/// [`LoadError`] when the file cannot be read or is not a record (an illegal action is not an error: see [`Loaded::stopped`]).
pub fn load(path: &Path) -> Result<Loaded, LoadError> {
    load_bytes(&read_file(path)?)
}

/// The error for a path that is `what` instead of a regular file.
fn refused(what: &str) -> LoadError {
    let kind = if what == "a folder" {
        std::io::ErrorKind::IsADirectory
    } else {
        std::io::ErrorKind::InvalidInput
    };
    LoadError::Io {
        kind,
        message: format!("it is {what}, not a record file"),
    }
}

/// Reads the bytes of a record file through the guard ([`crate::guard::read_file`]): a
/// regular file only, never waiting on it, at most [`MAX_BYTES`].
pub(crate) fn read_file(path: &Path) -> Result<Vec<u8>, LoadError> {
    guard::read_file(path, Kind::Record).map_err(|e| match e {
        ReadError::Io(e) => LoadError::from(e),
        ReadError::NotRegular(what) => refused(what),
        ReadError::TooLarge { bytes, .. } => LoadError::TooLarge { bytes },
        // Not produced by read_file; kept for completeness.
        ReadError::NotText => LoadError::NotText {
            line: 1,
            column: 1,
            truncated: false,
        },
    })
}

/// Loads a record from the bytes of a file.
///
/// # Errors
///
/// As [`load`].
pub fn load_bytes(bytes: &[u8]) -> Result<Loaded, LoadError> {
    if bytes.len() as u64 > MAX_BYTES {
        return Err(LoadError::TooLarge {
            bytes: bytes.len() as u64,
        });
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => load_str(text),
        Err(e) => {
            let good = &bytes[..e.valid_up_to()];
            // The prefix is valid UTF-8 by construction.
            let before = std::str::from_utf8(good).unwrap_or("");
            let (line, column) = line_column(before);
            Err(LoadError::NotText {
                line,
                column,
                // No error length: the bytes stop inside a character.
                truncated: e.error_len().is_none(),
            })
        }
    }
}

/// Only the `format` field, read leniently before the strict parse: a newer record may have
/// fields this version does not know, and it must be refused as newer, not as unknown fields.
#[derive(Deserialize)]
struct FormatProbe {
    #[serde(default)]
    format: u64,
}

/// How records are read: nesting limited, and `start: "..."` accepted as well as
/// `start: Some("...")` (people editing a record by hand write the former).
pub(crate) fn ron_options() -> ron::Options {
    ron::Options::default()
        .with_recursion_limit(NESTING_LIMIT)
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// Parses and checks a record's text without replaying it.
///
/// # Errors
///
/// [`LoadError`] when the text is not a record of a format this version reads.
pub fn parse(text: &str) -> Result<Record, LoadError> {
    // A byte-order mark, as some Windows editors write, is not part of the RON.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() as u64 > MAX_BYTES {
        return Err(LoadError::TooLarge {
            bytes: text.len() as u64,
        });
    }
    let options = ron_options();
    if let Ok(FormatProbe { format }) = options.from_str::<FormatProbe>(text)
        && format > FORMAT
    {
        return Err(LoadError::NewerFormat(format));
    }
    let record: Record = options.from_str(text).map_err(|e| syntax(text, e))?;
    if record.format > FORMAT {
        return Err(LoadError::NewerFormat(record.format));
    }
    if record.format < 1 {
        return Err(LoadError::BadFormat(record.format));
    }
    bounds::check(&record)?;
    Ok(record)
}

/// Loads a record from its text: parse, check, replay, compare the result.
///
/// # Errors
///
/// As [`load`].
pub fn load_str(text: &str) -> Result<Loaded, LoadError> {
    let record = parse(text)?;
    replay_record(record)
}

/// Builds the options of a record: every entry must name an option of the game with one of
/// its values; missing options take their defaults (with a warning).
fn build_options(
    id: GameId,
    entries: &[String],
    warnings: &mut Vec<Warning>,
) -> Result<Options, LoadError> {
    let mut options = Options::defaults(id);
    let mut seen = HashSet::new();
    for entry in entries {
        let error = |error| LoadError::Option {
            entry: entry.clone(),
            error,
        };
        let Some((name, value)) = entry.split_once('=') else {
            return Err(error(OptionError::NotAPair(entry.clone())));
        };
        let name = name.trim();
        options.set(name, value.trim()).map_err(error)?;
        if !seen.insert(name.to_string()) {
            return Err(LoadError::DuplicateOption(name.to_string()));
        }
    }
    for spec in Options::specs(id) {
        if !seen.contains(spec.name) {
            warnings.push(Warning::MissingOption {
                name: spec.name,
                default: spec.default_value(),
            });
        }
    }
    Ok(options)
}

/// Replays a parsed record.
///
/// # Errors
///
/// [`LoadError`] when the game, an option or the start position is wrong.
pub(crate) fn replay_record(record: Record) -> Result<Loaded, LoadError> {
    bounds::check(&record)?;
    let id = GameId::parse(record.game.trim()).map_err(LoadError::UnknownGame)?;
    let mut warnings = Vec::new();
    let options = build_options(id, &record.options, &mut warnings)?;
    let start = match &record.start {
        None => Game::new(id, options),
        Some(text) => Game::from_position(id, options, text).map_err(LoadError::BadStart)?,
    };
    for (field, text) in [
        ("started", &record.dates.started),
        ("saved", &record.dates.saved),
    ] {
        if !is_iso_date(text) {
            warnings.push(Warning::BadDate {
                field,
                text: text.clone(),
            });
        }
    }

    // Read every action first, up to the first that is not in the notation; then play
    // them, up to the first the rules refuse.
    let mut read = Vec::new();
    let mut unreadable = None;
    'entries: for (entry, turn) in record.actions.iter().enumerate() {
        for token in turn.split_whitespace() {
            let chars = token.chars().count();
            if chars > MAX_ACTION_CHARS {
                unreadable = Some((token, entry, ActionErrorReason::TooLong(chars)));
                break 'entries;
            }
            match parse_action(id, token) {
                Ok(action) => read.push((action, token, entry)),
                Err(e) => {
                    unreadable = Some((token, entry, ActionErrorReason::Notation(e)));
                    break 'entries;
                }
            }
        }
    }
    let actions: Vec<Action> = read.iter().map(|&(action, _, _)| action).collect();
    let (history, illegal) = History::replay(start.clone(), &actions);
    let stopped = match (illegal, unreadable) {
        (Some((index, e)), _) => {
            let (_, token, entry) = read[index];
            Some(ActionError {
                index,
                token: token.to_string(),
                entry,
                reason: ActionErrorReason::Illegal(e),
            })
        }
        (None, Some((token, entry, reason))) => Some(ActionError {
            index: actions.len(),
            token: token.to_string(),
            entry,
            reason,
        }),
        (None, None) => None,
    };
    let actions = history.played().to_vec();
    let game = history.game().clone();

    if stopped.is_none() {
        let replayed = RecordResult::of(game.outcome());
        match RecordResult::parse(&record.result) {
            None => warnings.push(Warning::ResultUnreadable(record.result.clone())),
            Some(stored) if !stored.agrees_with(game.outcome()) => {
                warnings.push(Warning::ResultMismatch {
                    stored: record.result.clone(),
                    replayed: replayed.to_string(),
                });
            }
            Some(_) => {}
        }
    }

    let review = record
        .review
        .as_ref()
        .filter(|_| stopped.is_none())
        .and_then(|r| crate::ai::review::line::parse(&start, &actions, r.nodes, &r.turns).ok());
    Ok(Loaded {
        review,
        record,
        options,
        start,
        actions,
        game,
        history,
        stopped,
        warnings,
    })
}
