//! Showing text that came from a file or a user: records, command lines, position texts.
//!
//! Such text may hold control characters (an escape sequence that clears a terminal and
//! prints a fake "ok"), direction overrides that reorder what a reader sees, or be
//! megabytes long. Everything that shows it goes through one of these helpers:
//!
//! - [`echo`]: for messages that quote what the user wrote (errors, warnings): control
//!   characters escaped, cut to [`ECHO_CHARS`] characters with the full length said.
//! - [`escaped`]: for output that shows a whole field (`inkomo replay` prints a player's
//!   name): control characters escaped, nothing cut (record fields are bounded at load).
//! - [`replaced`]: for the screen: each control character becomes [`REPLACEMENT`], so a
//!   label keeps its length and shape but never acts on the display.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

/// How many characters of an echoed text a message shows: enough to recognise a token or a
/// name, short enough that a 9 MB name costs one line.
pub const ECHO_CHARS: usize = 40;

/// What [`replaced`] puts in place of a control character.
pub const REPLACEMENT: char = '\u{fffd}';

/// Whether `c` must not reach a terminal or a label raw: the C0 and C1 control characters,
/// DEL, and the invisible marks that change the order or direction of the text around them.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2069}'
                | '\u{feff}'
        )
}

/// Writes `c` escaped: `\n`, `\t`, `\r`, else `\u{1b}` style.
fn write_escaped(out: &mut impl fmt::Write, c: char) -> fmt::Result {
    match c {
        '\n' => out.write_str("\\n"),
        '\t' => out.write_str("\\t"),
        '\r' => out.write_str("\\r"),
        c => write!(out, "\\u{{{:x}}}", u32::from(c)),
    }
}

/// `text` with every unsafe character ([`is_unsafe`]) escaped as `\u{1b}` (`\n`, `\t`, `\r`
/// for those three); borrowed when there is nothing to escape.
pub fn escaped(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_unsafe(c) {
            // Writing to a String cannot fail.
            let _ = write_escaped(&mut out, c);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `text` with every unsafe character ([`is_unsafe`]) replaced by [`REPLACEMENT`], for
/// labels on the screen; borrowed when there is nothing to replace.
pub fn replaced(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| if is_unsafe(c) { REPLACEMENT } else { c })
            .collect(),
    )
}

/// `text` for a label on the screen: cut to `chars` characters (with `…` when cut), and each
/// unsafe character ([`is_unsafe`]) shown as `?` (the app's fonts have no glyph for
/// [`REPLACEMENT`], and a plain `?` reads better than a box). For names and paths read from
/// a file, e.g. the Recent menu, so a megabyte name never fills the screen.
pub fn label(text: &str, chars: usize) -> String {
    let mut cut: String = text.chars().take(chars).collect();
    if text.chars().nth(chars).is_some() {
        cut.push('…');
    }
    replaced(&cut).replace(REPLACEMENT, "?")
}

/// A quoted piece of user text as a message shows it: see [`echo`].
#[derive(Clone, Copy, Debug)]
pub struct Echo<'a> {
    text: &'a str,
    chars: usize,
}

/// `text` for a message: control characters escaped as in [`escaped`], and a text longer
/// than [`ECHO_CHARS`] cut there with `…` and its length, e.g.
/// `abcd…(1000000 characters)`. Formatting an echo costs time in the shown part only.
pub fn echo(text: &str) -> Echo<'_> {
    Echo {
        text,
        chars: ECHO_CHARS,
    }
}

impl Echo<'_> {
    /// Shows up to `chars` characters instead of [`ECHO_CHARS`] (for a whole message that
    /// quotes user text inside it, e.g. a parser's).
    pub fn limit(self, chars: usize) -> Self {
        Echo { chars, ..self }
    }
}

impl fmt::Display for Echo<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut chars = self.text.chars();
        for c in chars.by_ref().take(self.chars) {
            if is_unsafe(c) {
                write_escaped(f, c)?;
            } else {
                f.write_char(c)?;
            }
        }
        let rest = chars.count();
        if rest > 0 {
            write!(f, "…({} characters)", self.chars + rest)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        let fake = "\u{1b}[2J\u{1b}[Hfake: ok\n";
        assert_eq!(escaped(fake), "\\u{1b}[2J\\u{1b}[Hfake: ok\\n");
        assert_eq!(echo(fake).to_string(), "\\u{1b}[2J\\u{1b}[Hfake: ok\\n");
        assert_eq!(escaped("tab\there"), "tab\\there");
        assert_eq!(escaped("\u{202e}evil"), "\\u{202e}evil");
        assert_eq!(escaped("\u{7f}\u{85}"), "\\u{7f}\\u{85}");
        // Ordinary text, accents and the games' own words are left alone.
        assert!(matches!(escaped("ng'hana inká ümlaut"), Cow::Borrowed(_)));
    }

    #[test]
    fn replaced_keeps_the_length_in_characters() {
        let text = "a\u{1b}b\u{0}c";
        let shown = replaced(text);
        assert_eq!(shown, "a\u{fffd}b\u{fffd}c");
        assert_eq!(shown.chars().count(), text.chars().count());
        assert!(matches!(replaced("Ana"), Cow::Borrowed(_)));
    }

    #[test]
    fn labels_are_cut_and_never_act_on_the_display() {
        assert_eq!(label("Ana", 10), "Ana");
        assert_eq!(label("a\u{1b}[2Jb", 10), "a?[2Jb");
        let long = "x".repeat(1_000_000);
        assert_eq!(label(&long, 5), "xxxxx…");
    }

    #[test]
    fn long_echoes_are_cut_and_say_their_length() {
        let long = "x".repeat(1_000_000);
        let shown = echo(&long).to_string();
        assert!(shown.starts_with(&"x".repeat(ECHO_CHARS)), "{shown}");
        assert!(shown.ends_with("…(1000000 characters)"), "{shown}");
        assert!(shown.chars().count() < ECHO_CHARS + 30);
        // At the limit nothing is cut.
        let exact = "y".repeat(ECHO_CHARS);
        assert_eq!(echo(&exact).to_string(), exact);
        // Multi-byte characters are counted as characters, never split.
        let accents = "é".repeat(ECHO_CHARS + 1);
        assert!(
            echo(&accents)
                .to_string()
                .ends_with(&format!("é…({} characters)", ECHO_CHARS + 1))
        );
    }
}
