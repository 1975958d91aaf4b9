//! The record errors in the app's language. The record module stays pure and says its errors
//! in English (the command line prints them, like a compiler); the app turns the structured
//! error into a translated sentence here, with the numbers, names and limits as arguments.
//! What is foreign by nature stays quoted as data: a notation token, a name written in the
//! file, the text of the RON reader's diagnosis, the engine's detail of an illegal action,
//! and the system's message for a failure the app has no words of its own for.

use std::io;

use crate::i18n::{Arg, Tr};
use crate::record::{
    ActionError, ActionErrorReason, Damage, DamageCause, FORMAT, LibraryError, LoadError,
    LockError, MAX_BYTES, Truncation,
};
use crate::rules::notation::NotationError;
use crate::rules::{GameId, IllegalReason, OptionError, Options, UnknownGame};
use crate::text::{echo, escaped};

/// A text from a file or the system, made safe to show (control characters escaped) and cut.
fn quoted(text: &str) -> Arg {
    Arg::Text(echo(text).to_string())
}

/// A rule set's name in the app's language.
fn game_name(tr: &Tr, game: GameId) -> String {
    tr.s(&format!("game-{}", game.as_str()))
}

/// How long a system or app message may be before the banner cuts it (a path of a few
/// hundred characters and a hint fit).
const OWN_MESSAGE_CHARS: usize = 1_000;

/// A count as a Fluent number (plural forms select on it).
fn num(n: usize) -> Arg {
    Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Why a file or folder could not be read or written: the common kinds in words of the
/// app's own (with what the user can do), the system's message for the rest.
pub fn io_error(tr: &Tr, e: &io::Error) -> String {
    io_kind(tr, e.kind(), &e.to_string())
}

/// [`io_error`] from the kind and the system's message (a [`LoadError::Io`] keeps both).
pub fn io_kind(tr: &Tr, kind: io::ErrorKind, message: &str) -> String {
    use io::ErrorKind as K;
    let id = match kind {
        K::NotFound => "error-io-not-found",
        K::PermissionDenied => "error-io-permission",
        K::ReadOnlyFilesystem => "error-io-read-only",
        K::AlreadyExists | K::NotADirectory => "error-io-file-in-the-way",
        K::IsADirectory => "error-io-folder-in-the-way",
        K::StorageFull | K::QuotaExceeded => "error-io-full",
        // The app's own message (it names the file and says what to do): cleaned, but cut
        // only where no message of the app's ever is, not at an echo's 40 characters.
        _ => {
            let message = echo(message).limit(OWN_MESSAGE_CHARS).to_string();
            return tr.a("error-io-other", &[("message", Arg::Text(message))]);
        }
    };
    tr.s(id)
}

/// Why a record could not be loaded at all.
pub fn load_error(tr: &Tr, e: &LoadError) -> String {
    match e {
        LoadError::Io { kind, message } => tr.a(
            "error-load-io",
            &[("reason", Arg::Text(io_kind(tr, *kind, message)))],
        ),
        LoadError::TooLarge { bytes } => tr.a(
            "error-load-too-large",
            &[
                ("bytes", Arg::Num(i64::try_from(*bytes).unwrap_or(i64::MAX))),
                ("limit", Arg::Num(MAX_BYTES as i64)),
            ],
        ),
        LoadError::NotText {
            line,
            column,
            truncated,
        } => tr.a(
            if *truncated {
                "error-load-cut-in-character"
            } else {
                "error-load-not-text"
            },
            &[("line", num(*line)), ("column", num(*column))],
        ),
        LoadError::TooLong {
            field,
            chars,
            limit,
        } => tr.a(
            "error-load-too-long",
            &[
                ("field", quoted(field)),
                ("chars", num(*chars)),
                ("limit", num(*limit)),
            ],
        ),
        LoadError::Syntax {
            line,
            column,
            truncated: Some(why),
            ..
        } => tr.a(
            "error-load-truncated",
            &[
                ("line", num(*line)),
                ("column", num(*column)),
                ("why", Arg::Text(truncation(tr, *why))),
            ],
        ),
        LoadError::Syntax {
            line,
            column,
            message,
            ..
        } => tr.a(
            "error-load-syntax",
            &[
                ("line", num(*line)),
                ("column", num(*column)),
                ("detail", Arg::Text(message.clone())),
            ],
        ),
        LoadError::NewerFormat(n) => tr.a(
            "error-load-newer-format",
            &[
                ("format", Arg::Num(i64::try_from(*n).unwrap_or(i64::MAX))),
                ("known", Arg::Num(FORMAT as i64)),
            ],
        ),
        LoadError::BadFormat(n) => tr.a(
            "error-load-bad-format",
            &[
                ("format", Arg::Num(i64::try_from(*n).unwrap_or(i64::MAX))),
                ("known", Arg::Num(FORMAT as i64)),
            ],
        ),
        LoadError::UnknownGame(e) => unknown_game(tr, e),
        LoadError::Option { entry, error } => tr.a(
            "error-load-option",
            &[
                ("entry", quoted(entry)),
                ("reason", Arg::Text(option_error(tr, error))),
            ],
        ),
        LoadError::DuplicateOption(name) => {
            tr.a("error-load-duplicate-option", &[("name", quoted(name))])
        }
        LoadError::BadStart(e) => tr.a(
            "error-load-bad-start",
            &[("reason", Arg::Text(notation_error(tr, e)))],
        ),
    }
}

/// Why the reader takes a text for cut off.
fn truncation(tr: &Tr, why: Truncation) -> String {
    match why {
        Truncation::Empty => tr.s("error-truncated-empty"),
        Truncation::InQuotes => tr.s("error-truncated-in-quotes"),
        Truncation::InComment => tr.s("error-truncated-in-comment"),
        Truncation::MoreExpected => tr.s("error-truncated-more"),
        Truncation::OpenBrackets(n) => tr.a("error-truncated-brackets", &[("count", num(n))]),
    }
}

/// A game id that is no playable rule set.
fn unknown_game(tr: &Tr, e: &UnknownGame) -> String {
    if e.is_listed() {
        return tr.a("error-load-game-not-playable", &[("game", quoted(&e.0))]);
    }
    let known: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
    tr.a(
        "error-load-unknown-game",
        &[
            ("game", quoted(&e.0)),
            ("known", Arg::Text(known.join(", "))),
        ],
    )
}

/// A bad option name or value (the entry itself is named by the caller).
fn option_error(tr: &Tr, e: &OptionError) -> String {
    match e {
        OptionError::UnknownOption { game, .. } => {
            let names: Vec<&str> = Options::specs(*game).map(|s| s.name).collect();
            tr.a(
                "error-option-unknown",
                &[
                    ("game", Arg::Text(game_name(tr, *game))),
                    ("known", Arg::Text(names.join(", "))),
                ],
            )
        }
        OptionError::NotForGame { game, .. } => tr.a(
            "error-option-not-for-game",
            &[("game", Arg::Text(game_name(tr, *game)))],
        ),
        OptionError::UnknownValue { name, expected, .. } => tr.a(
            "error-option-unknown-value",
            &[
                ("name", Arg::Text((*name).to_string())),
                ("known", Arg::Text(expected.clone())),
            ],
        ),
        OptionError::NotAPair(_) => tr.s("error-option-not-a-pair"),
    }
}

/// A token that is not in the game's notation: the token quoted, and the action that holds
/// it if it is part of one.
fn notation_error(tr: &Tr, e: &NotationError) -> String {
    match &e.within {
        Some(within) if *within != e.token => tr.a(
            "error-notation-within",
            &[("token", quoted(&e.token)), ("within", quoted(within))],
        ),
        _ => tr.a("error-notation", &[("token", quoted(&e.token))]),
    }
}

/// The action that stopped a replay and why (the actions before it are loaded; the message
/// around it says how many).
pub fn action_error(tr: &Tr, e: &ActionError) -> String {
    let mut args = vec![
        ("index", num(e.index + 1)),
        ("token", quoted(&e.token)),
        ("entry", num(e.entry + 1)),
    ];
    let id = match &e.reason {
        ActionErrorReason::Notation(_) => "error-action-notation",
        ActionErrorReason::TooLong(chars) => {
            args.push(("chars", num(*chars)));
            args.push(("limit", num(crate::record::MAX_ACTION_CHARS)));
            "error-action-too-long"
        }
        ActionErrorReason::Illegal(illegal) => match illegal.reason {
            IllegalReason::GameOver => "error-action-game-over",
            IllegalReason::WrongFamily => "error-action-wrong-family",
            IllegalReason::Morris(r) => {
                args.push(("detail", Arg::Text(r.to_string())));
                "error-action-illegal"
            }
            IllegalReason::Mancala(r) => {
                args.push(("detail", Arg::Text(r.to_string())));
                "error-action-illegal"
            }
        },
    };
    tr.a(id, &args)
}

/// What could not be read of a game file, and what could.
pub fn damage(tr: &Tr, d: &Damage) -> String {
    let reason = match &d.cause {
        DamageCause::Load(e) => load_error(tr, e),
        DamageCause::Stop(e) => action_error(tr, e),
    };
    let reason = ("reason", Arg::Text(reason));
    match (d.total, d.recovered) {
        (Some(total), recovered) => tr.a(
            "error-damage-counted",
            &[("recovered", num(recovered)), ("total", num(total)), reason],
        ),
        (None, 0) => tr.a("error-damage-unreadable", &[reason]),
        (None, recovered) => tr.a(
            "error-damage-beginning",
            &[("recovered", num(recovered)), reason],
        ),
    }
}

/// Why a data folder could not be locked.
pub fn lock_error(tr: &Tr, e: &LockError) -> String {
    match e {
        LockError::Busy { dir, pid } => {
            let folder = Arg::Text(escaped(&dir.display().to_string()).into_owned());
            match pid {
                Some(pid) => tr.a(
                    "error-lock-busy-process",
                    &[("folder", folder), ("pid", Arg::Num(i64::from(*pid)))],
                ),
                None => tr.a("error-lock-busy", &[("folder", folder)]),
            }
        }
        LockError::Io(e) => io_error(tr, e),
    }
}

/// Why the games library could not be opened.
pub fn library_error(tr: &Tr, e: &LibraryError) -> String {
    match e {
        LibraryError::Lock(e) => lock_error(tr, e),
        LibraryError::Io(e) => io_error(tr, e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, missing_ids};
    use crate::rules::{Action, IllegalAction, MancalaIllegal, MorrisAction, MorrisIllegal};

    const LANGUAGES: [Language; 3] = [Language::En, Language::Pt, Language::Es];

    fn notation() -> NotationError {
        NotationError::new("zz9", "a point")
    }

    /// One of every load error, the kinds of a read failure and the options' errors.
    fn load_errors() -> Vec<LoadError> {
        let io = |kind| LoadError::Io {
            kind,
            message: "system text".into(),
        };
        let option = |error| LoadError::Option {
            entry: "sow=fast".into(),
            error,
        };
        vec![
            io(io::ErrorKind::NotFound),
            io(io::ErrorKind::PermissionDenied),
            io(io::ErrorKind::StorageFull),
            io(io::ErrorKind::Interrupted),
            LoadError::TooLarge { bytes: 20_000_000 },
            LoadError::NotText {
                line: 3,
                column: 7,
                truncated: false,
            },
            LoadError::NotText {
                line: 3,
                column: 7,
                truncated: true,
            },
            LoadError::TooLong {
                field: "players: first".into(),
                chars: 900,
                limit: 100,
            },
            LoadError::Syntax {
                line: 2,
                column: 5,
                message: "expected a value".into(),
                truncated: None,
            },
            LoadError::Syntax {
                line: 9,
                column: 1,
                message: "the file ends too early (truncated?): more was expected".into(),
                truncated: Some(Truncation::MoreExpected),
            },
            LoadError::NewerFormat(7),
            LoadError::BadFormat(0),
            LoadError::UnknownGame(UnknownGame("chess".into())),
            LoadError::UnknownGame(UnknownGame("isolo-men".into())),
            option(OptionError::UnknownOption {
                game: GameId::Igisoro,
                name: "sow".into(),
            }),
            option(OptionError::NotForGame {
                game: GameId::Isizulu,
                name: "sow".into(),
            }),
            option(OptionError::UnknownValue {
                name: "endless_move",
                value: "fast".into(),
                expected: "illegal, end_turn_at_cap".into(),
            }),
            option(OptionError::NotAPair("sow".into())),
            LoadError::DuplicateOption("endless_move".into()),
            LoadError::BadStart(notation()),
        ]
    }

    /// One of every reason an action stops a replay.
    fn action_errors() -> Vec<ActionError> {
        let illegal = |reason| {
            ActionErrorReason::Illegal(IllegalAction {
                action: Action::Morris(MorrisAction::Place(
                    crate::rules::morris::Point::new_unchecked(0),
                )),
                reason,
            })
        };
        [
            ActionErrorReason::Notation(notation()),
            ActionErrorReason::TooLong(300),
            illegal(IllegalReason::GameOver),
            illegal(IllegalReason::WrongFamily),
            illegal(IllegalReason::Morris(MorrisIllegal::RemovalDue)),
            illegal(IllegalReason::Mancala(MancalaIllegal::NoDecisionDue)),
        ]
        .into_iter()
        .map(|reason| ActionError {
            index: 11,
            token: "a1".into(),
            entry: 0,
            reason,
        })
        .collect()
    }

    /// Every kind of damage: counted, unreadable, a readable beginning; each cause.
    fn damages() -> Vec<Damage> {
        let mut out = Vec::new();
        for e in load_errors() {
            for recovered in [0, 1, 4] {
                out.push(Damage {
                    recovered,
                    total: None,
                    reason: e.to_string(),
                    cause: DamageCause::Load(e.clone()),
                });
            }
        }
        for e in action_errors() {
            out.push(Damage {
                recovered: e.index,
                total: Some(16),
                reason: e.to_string(),
                cause: DamageCause::Stop(e),
            });
        }
        out
    }

    /// The texts of every error in `lang`.
    fn texts(lang: Language) -> Vec<String> {
        let tr = Tr::new(lang);
        let mut out: Vec<String> = load_errors().iter().map(|e| load_error(&tr, e)).collect();
        out.extend(action_errors().iter().map(|e| action_error(&tr, e)));
        out.extend(damages().iter().map(|d| damage(&tr, d)));
        let busy = |pid| LockError::Busy {
            dir: "/data/inkomo".into(),
            pid,
        };
        out.push(lock_error(&tr, &busy(Some(42))));
        out.push(library_error(&tr, &LibraryError::Lock(busy(None))));
        out.push(library_error(
            &tr,
            &LibraryError::Io(io::Error::new(io::ErrorKind::AlreadyExists, "in the way")),
        ));
        out.push(io_error(&tr, &io::Error::other("odd failure")));
        out
    }

    #[test]
    fn every_error_has_a_text_in_every_language() {
        for lang in LANGUAGES {
            for text in texts(lang) {
                assert!(!text.trim().is_empty(), "{lang:?}: an empty text");
                // A missing message shows its id.
                assert!(!text.contains("error-"), "{lang:?}: {text}");
            }
        }
        let ours: Vec<String> = missing_ids()
            .into_iter()
            .filter(|id| id.starts_with("error-") || id.starts_with("game-"))
            .collect();
        assert!(ours.is_empty(), "missing: {ours:?}");
    }

    #[test]
    fn the_texts_are_translated_and_keep_their_data() {
        let en = texts(Language::En);
        for lang in [Language::Pt, Language::Es] {
            for (theirs, english) in texts(lang).iter().zip(&en) {
                assert_ne!(theirs, english, "{lang:?}: not translated");
            }
        }
        let pt = Tr::new(Language::Pt);
        let syntax = load_error(&pt, &load_errors()[8]);
        assert!(syntax.contains("linha 2, coluna 5"), "{syntax}");
        assert!(
            syntax.contains("expected a value"),
            "the reader's words: {syntax}"
        );
        let stop = action_error(&pt, &action_errors()[0]);
        assert!(
            stop.contains("jogada 12") && stop.contains("«a1»"),
            "{stop}"
        );
        let other = io_error(&pt, &io::Error::other("odd failure"));
        assert!(other.contains("odd failure"), "the system's words: {other}");
        let busy = lock_error(
            &pt,
            &LockError::Busy {
                dir: "/data/inkomo".into(),
                pid: Some(42),
            },
        );
        assert!(
            busy.contains("/data/inkomo") && busy.contains("42"),
            "{busy}"
        );
    }

    #[test]
    fn every_way_a_text_is_cut_off_is_said_in_words_of_the_app() {
        let cut = [
            "",
            "(format: 1, game: \"isi",
            "(format: 1, /* a comment",
            "(format: 1, game:",
            "(format: 1, options: [",
            "(format: 1, game: \"isizulu\", players: (first: \"Ana\"",
        ];
        let en = Tr::new(Language::En);
        let pt = Tr::new(Language::Pt);
        for text in cut {
            let e = crate::record::load_str(text).expect_err(text);
            assert!(e.is_truncated(), "{text}: {e}");
            // The English says what the reader says.
            assert_eq!(load_error(&en, &e), e.to_string(), "{text}");
            let said = load_error(&pt, &e);
            assert!(said.contains("acaba cedo demais"), "{said}");
            assert!(
                !said.contains("the file") && !said.contains(" is "),
                "{said}"
            );
        }
    }

    #[test]
    fn a_damage_counts_what_could_be_read() {
        let tr = Tr::new(Language::En);
        let stop = action_errors().remove(0);
        let counted = Damage {
            recovered: 11,
            total: Some(16),
            reason: stop.to_string(),
            cause: DamageCause::Stop(stop),
        };
        let text = damage(&tr, &counted);
        assert!(
            text.starts_with("11 of 16 actions could be read; action 12"),
            "{text}"
        );
    }
}
