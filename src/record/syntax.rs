//! RON errors in the user's words: where the text went wrong and what was expected, with no
//! advice meant for programmers (raw identifiers, recursion limits), no quoted text longer
//! than a few dozen characters, and a file that stops too early called truncated.

use ron::error::{Error, SpannedError};

use super::NESTING_LIMIT;
use super::error::{LoadError, Truncation};
use crate::text::echo;

/// The 1-based line and column just after `text`.
pub(crate) fn line_column(text: &str) -> (usize, usize) {
    let line = text.matches('\n').count() + 1;
    let column = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// Where a text stands at its end, as far as the brackets, quotes and comments of RON go.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Ending {
    /// Brackets `(`, `[`, `{` opened and not closed, innermost last.
    pub(crate) open: Vec<u8>,
    /// The text ends inside a string (or a character literal).
    in_string: bool,
    /// The text ends inside a block comment.
    in_comment: bool,
}

/// Scans `text` for the brackets, strings and comments still open at its end. A cheap
/// scanner, not a parser: it only has to tell a file that stops early from one that is
/// whole but wrong.
pub(crate) fn ending(text: &str) -> Ending {
    let b = text.as_bytes();
    let mut end = Ending::default();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                let quote = b[i];
                i += 1;
                loop {
                    match b.get(i) {
                        None => {
                            end.in_string = true;
                            return end;
                        }
                        Some(b'\\') => i += 2,
                        Some(&c) if c == quote => break,
                        Some(_) => i += 1,
                    }
                }
            }
            b'r' if matches!(b.get(i + 1), Some(b'"' | b'#')) => {
                // A raw string r#"..."#: its end is a quote and as many #.
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(i + 1 + hashes) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let close: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat_n(b'#', hashes))
                    .collect();
                let body = i + 2 + hashes;
                match b[body.min(b.len())..]
                    .windows(close.len())
                    .position(|w| w == close.as_slice())
                {
                    Some(at) => i = body + at + close.len() - 1,
                    None => {
                        end.in_string = true;
                        return end;
                    }
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                // Block comments nest in RON.
                let mut depth = 1;
                i += 2;
                while depth > 0 {
                    match (b.get(i), b.get(i + 1)) {
                        (None, _) => {
                            end.in_comment = true;
                            return end;
                        }
                        (Some(b'/'), Some(b'*')) => {
                            depth += 1;
                            i += 1;
                        }
                        (Some(b'*'), Some(b'/')) => {
                            depth -= 1;
                            i += 1;
                        }
                        _ => {}
                    }
                    i += 1;
                }
                continue;
            }
            c @ (b'(' | b'[' | b'{') => end.open.push(c),
            b')' | b']' | b'}' => {
                end.open.pop();
            }
            _ => {}
        }
        i += 1;
    }
    end
}

/// The byte offset of a 1-based line and column in `text` (the end if past it).
fn offset(text: &str, line: usize, column: usize) -> usize {
    let mut start = 0;
    for _ in 1..line {
        match text[start..].find('\n') {
            Some(n) => start += n + 1,
            None => return text.len(),
        }
    }
    text[start..]
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(text.len(), |(i, _)| start + i)
}

/// Why the text looks cut off, or `None` if it does not: it is empty, ends inside a string or
/// a comment, or ron stopped on its very last word with brackets still open.
fn truncation(text: &str, e: &SpannedError) -> Option<Truncation> {
    if text.trim().is_empty() {
        return Some(Truncation::Empty);
    }
    let end = ending(text);
    if end.in_string {
        return Some(Truncation::InQuotes);
    }
    if end.in_comment {
        return Some(Truncation::InComment);
    }
    let (line, column) = (e.span.start.line, e.span.start.col);
    let at_end = (line, column) >= line_column(text.trim_end());
    // Ron stopped on the last thing in the file: a word cut in the middle ("gam", "Som"), or
    // the last complete token with nothing after it (`game:`, `"computer level 2"`).
    let on_last_token = offset(text, line, column) >= last_token_start(text);
    let open = end.open.len();
    let stops_early = matches!(e.code, Error::Eof) || at_end || (open > 0 && on_last_token);
    if !stops_early {
        return None;
    }
    Some(match open {
        0 => Truncation::MoreExpected,
        n => Truncation::OpenBrackets(n),
    })
}

/// The byte offset where the last token of `text` begins: tokens are separated by white
/// space outside quoted strings (a string with spaces is one token).
fn last_token_start(text: &str) -> usize {
    let mut in_string = false;
    let mut escaped = false;
    let mut after_space = true;
    let mut start = 0;
    for (i, c) in text.trim_end().char_indices() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        if c.is_whitespace() {
            after_space = true;
            continue;
        }
        if after_space {
            start = i;
            after_space = false;
        }
        in_string = c == '"';
    }
    start
}

/// A list of names for a message: `a`, `b`, `c`.
fn names(list: &[&str]) -> String {
    list.iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// " in `outer`" when ron names the enclosing struct.
fn within(outer: &Option<String>) -> String {
    outer
        .as_ref()
        .map(|o| format!(" in `{}`", echo(o)))
        .unwrap_or_default()
}

/// What ron's error means, said without its advice to programmers and with quoted text cut.
pub(crate) fn message(code: &Error) -> String {
    match code {
        Error::Eof => "the file ends too early".to_string(),
        Error::SuggestRawIdentifier(word) | Error::InvalidIdentifier(word) => format!(
            "'{}' is not a field name or a value (a text must be written in double quotes)",
            echo(word)
        ),
        Error::ExceededRecursionLimit => {
            format!("brackets nest more than {NESTING_LIMIT} deep")
        }
        Error::InvalidValueForType { expected, found } => {
            format!("expected {}, found {}", echo(expected), echo(found))
        }
        Error::ExpectedDifferentLength { expected, found } => {
            format!("expected {}, found {found} element(s)", echo(expected))
        }
        Error::NoSuchStructField {
            expected,
            found,
            outer,
        } => format!(
            "unknown field `{}`{}: expected one of {}",
            echo(found),
            within(outer),
            names(expected)
        ),
        Error::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => format!(
            "unknown value `{}`{}: expected one of {}",
            echo(found),
            within(outer),
            names(expected)
        ),
        Error::MissingStructField { field, outer } => {
            format!("the field `{field}` is missing{}", within(outer))
        }
        Error::DuplicateStructField { field, outer } => {
            format!("the field `{field}` is given twice{}", within(outer))
        }
        Error::ExpectedDifferentStructName { expected, found } => {
            format!("Expected struct `{expected}` but found `{}`", echo(found))
        }
        Error::ExpectedString => "Expected string (a text in double quotes)".to_string(),
        Error::ExpectedStructName(name) => format!("expected the name `{}`", echo(name)),
        Error::UnexpectedChar(c) => {
            format!(
                "unexpected character '{}'",
                echo(c.encode_utf8(&mut [0; 4]))
            )
        }
        Error::NoSuchExtension(name) => format!("unknown RON extension '{}'", echo(name)),
        Error::ExpectedRawValue => "expected a value".to_string(),
        Error::UnclosedLineComment => {
            "the file ends in a // comment without a line break after it".to_string()
        }
        Error::TrailingCharacters => "there is more text after the record's last `)`".to_string(),
        Error::Message(text) | Error::Io(text) => echo(text).limit(200).to_string(),
        // The others name what was expected and quote nothing.
        other => other.to_string(),
    }
}

/// A RON error as a [`LoadError::Syntax`]. A file that stops too early (a save cut off by a
/// crash, a download broken off) is said to be truncated, at its end, whatever ron expected
/// next there.
pub(crate) fn syntax(text: &str, e: SpannedError) -> LoadError {
    if let Some(why) = truncation(text, &e) {
        let (line, column) = line_column(text.trim_end());
        return LoadError::Syntax {
            line,
            column,
            message: format!("the file ends too early (truncated?): {why}"),
            truncated: Some(why),
        };
    }
    LoadError::Syntax {
        line: e.span.start.line.max(1),
        column: e.span.start.col.max(1),
        message: message(&e.code),
        truncated: None,
    }
}

/// A RON error in any of the app's files (records, lessons, settings) as one line for the
/// user: where, and what is wrong, without ron's advice to programmers (such as "try the raw
/// identifier") and with quoted text cleaned and cut (see [`crate::text::echo`]).
pub fn ron_message(text: &str, e: SpannedError) -> String {
    syntax(text, e).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scanner_sees_what_is_open_at_the_end() {
        assert_eq!(ending("(a: [1, 2], b: \"x)\")"), Ending::default());
        assert_eq!(ending("(a: [1, 2").open, b"([");
        assert!(ending("(a: \"abc").in_string);
        assert!(ending("(a: \"ab\\\"").in_string);
        assert!(ending("(a: r#\"ab\"").in_string);
        assert!(!ending("(a: r#\"a\"b\"#)").in_string);
        assert!(ending("(a: /* /* */").in_comment);
        assert!(ending("(a: 1) // (\n").open.is_empty());
    }

    #[test]
    fn the_last_token_keeps_a_quoted_string_whole() {
        let text = "(a: \"x y\", b: \"computer level 2\"  \n";
        assert_eq!(&text[last_token_start(text)..], "\"computer level 2\"  \n");
        assert_eq!(last_token_start("game:"), 0);
        assert_eq!(last_token_start("(a: \"p \\\" q\""), 4);
    }

    #[test]
    fn offsets_follow_lines_and_characters() {
        let text = "ab\nçd\nef";
        assert_eq!(&text[offset(text, 2, 2)..], "d\nef");
        assert_eq!(offset(text, 9, 1), text.len());
    }
}
