//! The record as it is stored: plain text fields, checked only when loaded (see `load.rs`).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rules::{DrawReason, Outcome, Player, WinReason};

/// A game record, field for field as in the RON file (see the module docs of
/// [`crate::record`] for an example).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The record format version ([`super::FORMAT`]).
    pub format: u64,
    /// The game id (`isizulu`, `isolo-boys`, ...).
    pub game: String,
    /// Every option of the game as `name=value`, defaults included.
    pub options: Vec<String>,
    /// Who played.
    pub players: Players,
    /// When the game was started and last saved (ISO-8601 text).
    pub dates: Dates,
    /// A start position in the text format of docs/architecture.md, Notation, or `None` for the
    /// rule set's start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// The actions in the notation, one string per turn (the loader ignores the grouping).
    pub actions: Vec<String>,
    /// The result as text ([`RecordResult`]).
    pub result: String,
    /// Free text: where the game comes from, comments.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
    /// The game's review, so that it is not computed again (optional: older records have
    /// none). Checked against the game when loaded ([`super::Loaded::review`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<RecordReview>,
}

/// A review as a record keeps it: the budget it was made at and a line per turn in the text
/// form of [`crate::ai::review::line`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordReview {
    /// The node budget of a position.
    pub nodes: u64,
    /// One line per turn, from the first.
    pub turns: Vec<String>,
}

impl RecordReview {
    /// The text form of `review`.
    pub fn of(review: &crate::ai::review::Review) -> RecordReview {
        RecordReview {
            nodes: review.nodes,
            turns: crate::ai::review::line::lines(review),
        }
    }
}

/// The two players: a human's name, or a computer player written `computer level N`
/// (see [`computer_player`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Players {
    /// The player who moved first (morris `X`, mancala South).
    pub first: String,
    /// The player who moved second (morris `O`, mancala North).
    pub second: String,
}

impl Players {
    /// The name of `player`.
    pub fn name(&self, player: Player) -> &str {
        match player {
            Player::First => &self.first,
            Player::Second => &self.second,
        }
    }
}

/// The text that names a computer player of `level`.
pub fn computer_player(level: u8) -> String {
    format!("computer level {level}")
}

/// The level of a computer player named by [`computer_player`], or `None` for a human.
pub fn parse_computer_level(name: &str) -> Option<u8> {
    crate::rules::notation::parse_decimal(name.strip_prefix("computer level ")?.trim())
}

/// When the game was played. ISO-8601 text (`2025-03-01T10:15:00Z`), supplied by the caller:
/// the record logic reads no clock. An empty text means "not known".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dates {
    /// When the game began.
    pub started: String,
    /// When the record was last written.
    pub saved: String,
}

/// The ISO-8601 UTC text (`2025-03-01T10:15:00Z`) of a time given in seconds since the Unix
/// epoch. The caller reads the clock (e.g. `SystemTime::now()`); this only formats.
pub fn iso_utc(unix_seconds: i64) -> String {
    let days = unix_seconds.div_euclid(86_400);
    let secs = unix_seconds.rem_euclid(86_400);
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm, proleptic Gregorian).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        secs / 3_600,
        secs % 3_600 / 60,
        secs % 60
    )
}

/// Whether `text` looks like an ISO-8601 date or date-time: `YYYY-MM-DD`, optionally followed
/// by `THH:MM`, `:SS`, a fraction and a zone (`Z` or `±HH:MM`). Empty text is accepted too.
pub fn is_iso_date(text: &str) -> bool {
    if text.is_empty() {
        return true;
    }
    let b = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| {
        b.get(range.clone())
            .is_some_and(|s| s.iter().all(u8::is_ascii_digit))
    };
    let date = digits(0..4)
        && b.get(4) == Some(&b'-')
        && digits(5..7)
        && b.get(7) == Some(&b'-')
        && digits(8..10);
    if !date {
        return false;
    }
    let month = (b[5] - b'0') * 10 + (b[6] - b'0');
    let day = (b[8] - b'0') * 10 + (b[9] - b'0');
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return false;
    }
    let rest = &text[10..];
    if rest.is_empty() {
        return true;
    }
    let Some(time) = rest.strip_prefix('T').or_else(|| rest.strip_prefix(' ')) else {
        return false;
    };
    // The time: HH:MM[:SS[.fff]] then an optional zone.
    let t = time.as_bytes();
    let two = |i: usize| {
        t.get(i..i + 2)
            .is_some_and(|s| s.iter().all(u8::is_ascii_digit))
    };
    if !(two(0) && t.get(2) == Some(&b':') && two(3)) {
        return false;
    }
    let mut i = 5;
    if t.get(i) == Some(&b':') {
        if !two(i + 1) {
            return false;
        }
        i += 3;
        if t.get(i) == Some(&b'.') {
            i += 1;
            let start = i;
            while t.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            if i == start {
                return false;
            }
        }
    }
    match &time[i..] {
        "" | "Z" => true,
        zone => {
            let z = zone.as_bytes();
            z.len() == 6
                && (z[0] == b'+' || z[0] == b'-')
                && z[1..3].iter().all(u8::is_ascii_digit)
                && z[3] == b':'
                && z[4..6].iter().all(u8::is_ascii_digit)
        }
    }
}

/// A game's result as records write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordResult {
    /// The game goes on (`unfinished`).
    Unfinished,
    /// The rules ended the game (`first wins: ten captured`, `draw: repetition`, ...).
    Over(Outcome),
    /// A player resigned an unfinished game (`first wins: resignation` names the winner).
    Resigned {
        /// The player who did not resign.
        winner: Player,
    },
    /// The players agreed a draw in an unfinished game (`draw: agreed`).
    DrawAgreed,
}

const WIN_REASONS: [(WinReason, &str); 3] = [
    (WinReason::TenCaptured, "ten captured"),
    (WinReason::OpponentBlocked, "opponent blocked"),
    (WinReason::OpponentCannotMove, "opponent cannot move"),
];

const DRAW_REASONS: [(DrawReason, &str); 4] = [
    (DrawReason::Repetition, "repetition"),
    (DrawReason::SameMoveThrice, "same move thrice"),
    (DrawReason::ThreeVThreeLimit, "three v three limit"),
    (DrawReason::NeitherCanMove, "neither can move"),
];

impl RecordResult {
    /// The result of a game in the state `outcome` (`None` while it goes on).
    pub fn of(outcome: Option<Outcome>) -> RecordResult {
        outcome.map_or(RecordResult::Unfinished, RecordResult::Over)
    }

    /// Reads a result text; `None` if it is not one of the forms of [`fmt::Display`].
    pub fn parse(text: &str) -> Option<RecordResult> {
        let text = text.trim();
        if text == "unfinished" {
            return Some(RecordResult::Unfinished);
        }
        let (head, reason) = text.split_once(':')?;
        let reason = reason.trim();
        let winner = match head.trim() {
            "first wins" => Player::First,
            "second wins" => Player::Second,
            "draw" => {
                if reason == "agreed" {
                    return Some(RecordResult::DrawAgreed);
                }
                let (r, _) = DRAW_REASONS.iter().find(|(_, t)| *t == reason)?;
                return Some(RecordResult::Over(Outcome::Draw(*r)));
            }
            _ => return None,
        };
        if reason == "resignation" {
            return Some(RecordResult::Resigned { winner });
        }
        let (r, _) = WIN_REASONS.iter().find(|(_, t)| *t == reason)?;
        Some(RecordResult::Over(Outcome::Win { winner, reason: *r }))
    }

    /// Whether a replay that ended in `replayed` agrees with this stored result: a rules
    /// outcome must be the same; a resignation or agreed draw needs an unfinished replay.
    pub fn agrees_with(self, replayed: Option<Outcome>) -> bool {
        match self {
            RecordResult::Unfinished | RecordResult::Resigned { .. } | RecordResult::DrawAgreed => {
                replayed.is_none()
            }
            RecordResult::Over(outcome) => replayed == Some(outcome),
        }
    }
}

impl fmt::Display for RecordResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |p: Player| match p {
            Player::First => "first",
            Player::Second => "second",
        };
        match self {
            RecordResult::Unfinished => f.write_str("unfinished"),
            RecordResult::Over(Outcome::Win { winner, reason }) => {
                let text = WIN_REASONS
                    .iter()
                    .find(|(r, _)| r == reason)
                    .map_or("?", |(_, t)| t);
                write!(f, "{} wins: {text}", side(*winner))
            }
            RecordResult::Over(Outcome::Draw(reason)) => {
                let text = DRAW_REASONS
                    .iter()
                    .find(|(r, _)| r == reason)
                    .map_or("?", |(_, t)| t);
                write!(f, "draw: {text}")
            }
            RecordResult::Resigned { winner } => write!(f, "{} wins: resignation", side(*winner)),
            RecordResult::DrawAgreed => f.write_str("draw: agreed"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_result_round_trips_through_text() {
        let mut all = vec![
            RecordResult::Unfinished,
            RecordResult::DrawAgreed,
            RecordResult::Resigned {
                winner: Player::Second,
            },
        ];
        for winner in Player::BOTH {
            for (reason, _) in WIN_REASONS {
                all.push(RecordResult::Over(Outcome::Win { winner, reason }));
            }
        }
        for (reason, _) in DRAW_REASONS {
            all.push(RecordResult::Over(Outcome::Draw(reason)));
        }
        for result in all {
            let text = result.to_string();
            assert_eq!(RecordResult::parse(&text), Some(result), "{text}");
        }
        assert_eq!(RecordResult::parse("first wins: luck"), None);
        assert_eq!(RecordResult::parse("nobody"), None);
    }

    #[test]
    fn declared_results_need_an_unfinished_replay() {
        let over = Some(Outcome::Draw(DrawReason::Repetition));
        assert!(RecordResult::DrawAgreed.agrees_with(None));
        assert!(!RecordResult::DrawAgreed.agrees_with(over));
        assert!(RecordResult::Over(Outcome::Draw(DrawReason::Repetition)).agrees_with(over));
        assert!(!RecordResult::Unfinished.agrees_with(over));
    }

    #[test]
    fn iso_dates() {
        for good in [
            "",
            "2025-03-01",
            "2025-03-01T10:15",
            "2025-03-01T10:15:00Z",
            "2025-03-01T10:15:00.123+02:00",
            "2025-03-01 10:15:00",
        ] {
            assert!(is_iso_date(good), "{good}");
        }
        for bad in [
            "yesterday",
            "2025-13-01",
            "2025-3-1",
            "2025-03-01T1015",
            "2025-03-01T10:15:00+2",
            "2025-03-01T10:15:00.Z",
        ] {
            assert!(!is_iso_date(bad), "{bad}");
        }
    }

    #[test]
    fn utc_times() {
        assert_eq!(iso_utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso_utc(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(iso_utc(1_740_824_100), "2025-03-01T10:15:00Z");
        assert_eq!(iso_utc(-1), "1969-12-31T23:59:59Z");
        assert!(is_iso_date(&iso_utc(4_102_444_799)));
    }

    #[test]
    fn computer_players() {
        assert_eq!(parse_computer_level(&computer_player(4)), Some(4));
        assert_eq!(parse_computer_level("Ana"), None);
    }
}
