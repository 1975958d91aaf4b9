//! Game records in RON: save, load (= replay and verify), the games library, step-by-step
//! replay, and the [`History`] of a game that all of them (and live play) build on.
//!
//! A record ([`Record`]) is plain data: the game id, every option value, the players, the
//! dates, an optional start position, the actions in the notation of
//! docs/architecture.md, Notation, and the result, all as text. The file is never trusted as a
//! board: [`load`] replays every action from the start with the rules engine and compares the
//! stored result with the replayed one.
//!
//! The record format (version 1) as Inkomo writes it:
//!
//! ```ron
//! (
//!     format: 1,
//!     game: "isizulu",
//!     options: ["mill_removal=any", "removals_per_move=one", ...],
//!     players: (first: "Ana", second: "computer level 3"),
//!     dates: (started: "2025-03-01T10:15:00Z", saved: "2025-03-01T10:41:07Z"),
//!     actions: ["a7", "g1", "f6", "d3", "b2", "d1", "a1", "d2 xa1", ...],
//!     result: "first wins: ten captured",
//! )
//! ```
//!
//! - `options` holds every option of the game as `name=value`, defaults included, so that a
//!   game replays the same way even if a later version changes a default.
//! - `actions` is a list of strings. Inkomo writes one string per turn (the actions of one
//!   turn separated by spaces, e.g. a placement and the removal it earns: `"d2 xa1"`); the
//!   loader reads the actions in order and ignores how they are grouped, so one string with
//!   the whole game, or one per action, loads the same.
//! - `start` (optional): a position in the text format of docs/architecture.md, Notation, for
//!   lessons and set-ups; without it the game starts from the rule set's start.
//! - `result`: `unfinished`, `first wins: REASON`, `second wins: REASON` or `draw: REASON`
//!   (see [`RecordResult`]); `first wins: resignation` and `draw: agreed` end an unfinished
//!   game by the players' word.
//! - `note` (optional): free text, e.g. where the game comes from.
//! - `review` (optional): the game's review, `Some((nodes: N, turns: ["turn=1 ...", ...]))`,
//!   one line per turn in the form of [`crate::ai::review::line`]. It is checked against the
//!   game when loaded and dropped (to be computed again) if it does not belong to it.
//!
//! Unknown fields are refused by name; a `format` above [`FORMAT`] is refused with "made by a
//! newer Inkomo". Dates are ISO-8601 text supplied by the caller: nothing here reads a clock.
//!
//! Every text of a record has a limit ([`MAX_NAME_CHARS`] and the others), checked at load
//! with a message naming the field; only regular files are opened; messages quote the file's
//! text escaped and cut ([`crate::text::echo`]).
//!
//! Where games are kept: [`data_dir`] decides the data folder (`INKOMO_DATA_DIR`, else the
//! system's); [`Library`] keeps every game in a file of its own there, lists them for the
//! picker, keeps damaged files beside the others and explains them ([`Damage`]).

mod bounds;
pub mod cli;
mod data_dir;
mod error;
mod format;
mod history;
mod library;
mod load;
mod lock;
mod replay;
mod salvage;
mod save;
mod session;
mod store;
mod syntax;

pub use bounds::{MAX_ACTION_CHARS, MAX_DATE_CHARS, MAX_NAME_CHARS, MAX_NOTE_CHARS};
pub use data_dir::{data_dir, settings_path, system_data_dir};
pub use error::{LoadError, Truncation};
pub use format::{
    Dates, Players, Record, RecordResult, RecordReview, computer_player, is_iso_date, iso_utc,
    parse_computer_level,
};
pub use history::{CHECKPOINT_EVERY, History};
pub use library::{
    Damage, DamageCause, Entry, GameKey, LIBRARY_DIR, Library, LibraryError, OLD_AUTOSAVE,
    describe_file, list_folder, list_library,
};
pub use load::{
    ActionError, ActionErrorReason, Loaded, Warning, load, load_bytes, load_str, parse,
};
pub use lock::{FolderLock, LOCK_FILE, LockError};
pub use replay::{Cursor, Replay};
pub use save::{save_atomic, to_ron_string, write_atomic};
pub use store::{AutosaveStore, RECENT_LIMIT};
pub use syntax::ron_message;

/// The record format version this build writes and the newest it reads.
pub const FORMAT: u64 = 1;

/// Records larger than this (10 MB) are refused before parsing: a real game is a few
/// kilobytes, and refusing early keeps a wrong or hostile file from costing memory and time.
pub const MAX_BYTES: u64 = crate::guard::Kind::Record.limit();

/// How deep RON brackets may nest. A record needs 3 levels; the limit keeps a file of a
/// hundred thousand `[` from overflowing the stack.
pub const NESTING_LIMIT: usize = 32;
