//! How long the texts of a record may be. A real record's names, dates and tokens are a few
//! words; a hostile one may hold a name of a million characters that freezes whatever lays
//! it out. [`check`] refuses such a record at load and says which field and what limit;
//! [`Record::fit_bounds`] cuts a record the app made so that it always loads back.

use super::error::LoadError;
use super::format::Record;

/// The longest game id (`isolo-women` is 11).
pub(crate) const MAX_GAME_CHARS: usize = 32;
/// The longest `name=value` option entry.
pub(crate) const MAX_OPTION_CHARS: usize = 100;
/// The longest player name (`computer level 3` is 16).
pub const MAX_NAME_CHARS: usize = 100;
/// The longest date text (`2025-03-01T10:15:00.123456+02:00` is 32).
pub const MAX_DATE_CHARS: usize = 64;
/// The longest start position text.
pub(crate) const MAX_START_CHARS: usize = 4_000;
/// The longest action token (`set:..` of sixteen counts is about 50).
pub const MAX_ACTION_CHARS: usize = 64;
/// The longest result text.
pub(crate) const MAX_RESULT_CHARS: usize = 100;
/// The longest note.
pub const MAX_NOTE_CHARS: usize = 10_000;

/// The length of `text` in characters, counting no further than `limit + 1` (enough to know
/// it is too long without walking a 10 MB text twice).
fn chars_over(text: &str, limit: usize) -> Option<usize> {
    // Fewer bytes than the limit means fewer characters: the common case costs nothing.
    if text.len() <= limit {
        return None;
    }
    let n = text.chars().count();
    (n > limit).then_some(n)
}

/// Checks every text of `record` except the actions (the replay checks each action token
/// against [`MAX_ACTION_CHARS`], so that the actions before a bad one still load).
pub(crate) fn check(record: &Record) -> Result<(), LoadError> {
    let fields: [(&str, &str, usize); 7] = [
        ("game", &record.game, MAX_GAME_CHARS),
        ("players: first", &record.players.first, MAX_NAME_CHARS),
        ("players: second", &record.players.second, MAX_NAME_CHARS),
        ("dates: started", &record.dates.started, MAX_DATE_CHARS),
        ("dates: saved", &record.dates.saved, MAX_DATE_CHARS),
        ("result", &record.result, MAX_RESULT_CHARS),
        ("note", &record.note, MAX_NOTE_CHARS),
    ];
    let too_long = |field: String, chars: usize, limit: usize| LoadError::TooLong {
        field,
        chars,
        limit,
    };
    for (field, text, limit) in fields {
        if let Some(chars) = chars_over(text, limit) {
            return Err(too_long(field.to_string(), chars, limit));
        }
    }
    if let Some(start) = &record.start
        && let Some(chars) = chars_over(start, MAX_START_CHARS)
    {
        return Err(too_long("start".to_string(), chars, MAX_START_CHARS));
    }
    for (i, entry) in record.options.iter().enumerate() {
        if let Some(chars) = chars_over(entry, MAX_OPTION_CHARS) {
            return Err(too_long(
                format!("options: entry {}", i + 1),
                chars,
                MAX_OPTION_CHARS,
            ));
        }
    }
    Ok(())
}

/// The first `limit` characters of `text`.
fn cut(text: &mut String, limit: usize) {
    if let Some((at, _)) = text.char_indices().nth(limit) {
        text.truncate(at);
    }
}

impl Record {
    /// Cuts the names, dates, result and note to their limits, so that the record loads back.
    /// For records the app writes (a name typed into a field has no limit of its own); the
    /// actions, options and start come from the engine and are always within bounds.
    pub fn fit_bounds(&mut self) {
        cut(&mut self.players.first, MAX_NAME_CHARS);
        cut(&mut self.players.second, MAX_NAME_CHARS);
        cut(&mut self.dates.started, MAX_DATE_CHARS);
        cut(&mut self.dates.saved, MAX_DATE_CHARS);
        cut(&mut self.result, MAX_RESULT_CHARS);
        cut(&mut self.note, MAX_NOTE_CHARS);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Dates, Players};

    fn record() -> Record {
        Record {
            format: 1,
            game: "isizulu".into(),
            options: vec![],
            players: Players::default(),
            dates: Dates::default(),
            start: None,
            actions: vec![],
            result: "unfinished".into(),
            note: String::new(),
            review: None,
        }
    }

    #[test]
    fn a_long_name_is_refused_naming_the_field_and_the_limit() {
        let mut r = record();
        r.players.second = "é".repeat(MAX_NAME_CHARS);
        assert!(check(&r).is_ok(), "at the limit, in characters not bytes");
        r.players.second.push('é');
        let message = check(&r).unwrap_err().to_string();
        assert!(message.contains("players: second"), "{message}");
        assert!(
            message.contains("101") && message.contains("100"),
            "{message}"
        );
    }

    #[test]
    fn fitting_cuts_to_the_limits() {
        let mut r = record();
        r.players.first = "ü".repeat(1_000);
        r.note = "n".repeat(MAX_NOTE_CHARS + 5);
        r.fit_bounds();
        assert_eq!(r.players.first.chars().count(), MAX_NAME_CHARS);
        assert_eq!(r.note.len(), MAX_NOTE_CHARS);
        assert!(check(&r).is_ok());
    }
}
