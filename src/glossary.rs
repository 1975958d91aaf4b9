//! The games' own words: each word with its language, its game family and the source that
//! uses it. The words stay untranslated everywhere; their meanings are messages
//! (`glossary-<key>`) in every locale, so this list holds no player-facing prose.
//!
//! A meaning says only what its source says: where a source is unclear, so is the meaning.

use crate::rules::Family;
use crate::rules::Family::{Mancala, Morris};
use crate::rules::sources::Source;
use WordLanguage::{IsiZulu, KinyarwandaKirundi, Kisukuma, Sesotho};

/// The language a word comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordLanguage {
    /// isiZulu: the umlabalaba games.
    IsiZulu,
    /// Sesotho: *morabaraba*, the Sotho name of umlabalaba.
    Sesotho,
    /// Kisukuma: Isolo, in northern Tanzania.
    Kisukuma,
    /// Kinyarwanda and Kirundi: Igisoro, in Rwanda and Burundi.
    KinyarwandaKirundi,
}

impl WordLanguage {
    /// The message id of the language's name (names of languages are translated).
    pub fn message_id(self) -> &'static str {
        match self {
            WordLanguage::IsiZulu => "glossary-language-zulu",
            WordLanguage::Sesotho => "glossary-language-sotho",
            WordLanguage::Kisukuma => "glossary-language-sukuma",
            WordLanguage::KinyarwandaKirundi => "glossary-language-kinyarwanda",
        }
    }
}

/// The BLAC Foundation's tournament rules for isisuthu, isizulu and isipowe.
pub const BLAC_RULES: Source = Source::BlacT;

/// Powe's article on the BLAC Foundation's site.
pub const BLAC_ARTICLE: Source = Source::BlacA;

/// The Wikimanqala page of the boys' Isolo (it cites B. B. Kalumbete, 2001).
pub const WIKIMANQALA_ISOLO_BOYS: Source = Source::WmqB;

/// The Italian Wikipedia page of Isolo (it draws on A. Popova, 1979).
pub const WIKIPEDIA_IT_ISOLO: Source = Source::ItWp;

/// The Wikinfo page of Igisoro (adapted from Wikipedia).
pub const WIKINFO_IGISORO: Source = Source::Winfo;

/// One word of the games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The key of its messages: `word-<key>` (the word) and `glossary-<key>` (its meaning).
    pub key: &'static str,
    /// The word as its source spells it.
    pub word: &'static str,
    /// Its language.
    pub language: WordLanguage,
    /// The family of games it belongs to.
    pub family: Family,
    /// The source that uses it (one of the rules' sources, as the rules pages list them).
    pub source: Source,
}

impl Entry {
    /// The message id of the word's meaning.
    pub fn meaning_id(&self) -> String {
        format!("glossary-{}", self.key)
    }

    /// The message id of the word itself (the same in every locale).
    pub fn word_id(&self) -> String {
        format!("word-{}", self.key)
    }
}

const fn entry(
    key: &'static str,
    word: &'static str,
    language: WordLanguage,
    family: Family,
    source: Source,
) -> Entry {
    Entry {
        key,
        word,
        language,
        family,
        source,
    }
}

/// Every word, in the order the glossary shows them within each family.
pub const ENTRIES: &[Entry] = &[
    entry("umlabalaba", "umlabalaba", IsiZulu, Morris, BLAC_ARTICLE),
    entry("morabaraba", "morabaraba", Sesotho, Morris, BLAC_ARTICLE),
    entry("isisuthu", "isisuthu", IsiZulu, Morris, BLAC_ARTICLE),
    entry("isizulu", "isizulu", IsiZulu, Morris, BLAC_ARTICLE),
    entry("izingombe", "izingombe", IsiZulu, Morris, BLAC_RULES),
    entry("isibhamu", "isibhamu", IsiZulu, Morris, BLAC_RULES),
    entry("ilobolo", "ilobolo", IsiZulu, Morris, BLAC_RULES),
    entry("abelusi", "abelusi", IsiZulu, Morris, BLAC_RULES),
    entry("ibhuto", "ibhuto", IsiZulu, Morris, BLAC_RULES),
    entry("isolo", "isolo", Kisukuma, Mancala, WIKIPEDIA_IT_ISOLO),
    entry(
        "isumbi",
        "isumbi",
        Kisukuma,
        Mancala,
        WIKIMANQALA_ISOLO_BOYS,
    ),
    entry("busolo", "busolo", Kisukuma, Mancala, WIKIPEDIA_IT_ISOLO),
    entry("liha", "liha", Kisukuma, Mancala, WIKIPEDIA_IT_ISOLO),
    entry("kucha", "kucha", Kisukuma, Mancala, WIKIPEDIA_IT_ISOLO),
    entry(
        "kutagata",
        "kutagata",
        Kisukuma,
        Mancala,
        WIKIPEDIA_IT_ISOLO,
    ),
    entry(
        "nghana",
        "ng'hana",
        Kisukuma,
        Mancala,
        WIKIMANQALA_ISOLO_BOYS,
    ),
    entry(
        "magado",
        "twe kwa magado",
        Kisukuma,
        Mancala,
        WIKIPEDIA_IT_ISOLO,
    ),
    entry(
        "igisoro",
        "igisoro",
        KinyarwandaKirundi,
        Mancala,
        WIKINFO_IGISORO,
    ),
    entry(
        "icuba",
        "icúba",
        KinyarwandaKirundi,
        Mancala,
        WIKINFO_IGISORO,
    ),
    entry("inka", "inká", KinyarwandaKirundi, Mancala, WIKINFO_IGISORO),
    entry(
        "urunyana",
        "urunyána",
        KinyarwandaKirundi,
        Mancala,
        WIKINFO_IGISORO,
    ),
    entry(
        "ndahise",
        "ndahise",
        KinyarwandaKirundi,
        Mancala,
        WIKINFO_IGISORO,
    ),
    entry(
        "ndakubye",
        "ndakubye",
        KinyarwandaKirundi,
        Mancala,
        WIKINFO_IGISORO,
    ),
    entry(
        "kubuguza",
        "kubuguza",
        KinyarwandaKirundi,
        Mancala,
        WIKINFO_IGISORO,
    ),
];

/// A term the app, its rules pages and its lessons use for a rule, in the reader's language
/// (not one of the games' own words): its word is translated (`term-<key>`), and so is its
/// meaning (`glossary-term-<key>`). A learner meets these in English or in translation, so
/// the glossary explains them beside the games' words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// The key of its messages.
    pub key: &'static str,
    /// The family of games it belongs to.
    pub family: Family,
}

impl Term {
    /// The message id of the term in the app's language.
    pub fn word_id(&self) -> String {
        format!("term-{}", self.key)
    }

    /// The message id of its meaning.
    pub fn meaning_id(&self) -> String {
        format!("glossary-term-{}", self.key)
    }
}

/// Every term, in the order the glossary shows them within each family.
pub const TERMS: &[Term] = &[
    Term {
        key: "capture-line",
        family: Morris,
    },
    Term {
        key: "lap",
        family: Mancala,
    },
    Term {
        key: "relay",
        family: Mancala,
    },
    Term {
        key: "overture",
        family: Mancala,
    },
    Term {
        key: "reverse-pit",
        family: Mancala,
    },
];

/// The terms of one family, in glossary order.
pub fn terms_of(family: Family) -> impl Iterator<Item = &'static Term> {
    TERMS.iter().filter(move |t| t.family == family)
}

/// The words of one family, in glossary order.
pub fn of_family(family: Family) -> impl Iterator<Item = &'static Entry> {
    ENTRIES.iter().filter(move |e| e.family == family)
}

/// A piece of a text: plain words, or one of the glossary's words as written there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece<'a> {
    /// The text of the piece, as the text spells it (its case kept).
    pub text: &'a str,
    /// The glossary entry, when the piece is one of its words.
    pub entry: Option<&'static Entry>,
}

/// Cuts `text` into plain pieces and the glossary words it contains, so that a view can make
/// each word a link to its entry. A word is found whole (not inside a longer word), in any
/// case, with a typographic apostrophe taken for a plain one (`ng’hana`); the longest word
/// wins where two start at the same place (`twe kwa magado`).
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut plain_from = 0;
    let mut i = 0;
    let mut previous: Option<char> = None;
    while i < text.len() {
        let at_word_start = !previous.is_some_and(char::is_alphanumeric);
        let found = if at_word_start {
            ENTRIES
                .iter()
                .filter_map(|e| whole_word_at(text, i, e.word).map(|len| (e, len)))
                .max_by_key(|&(_, len)| len)
        } else {
            None
        };
        if let Some((entry, len)) = found {
            if plain_from < i {
                out.push(Piece {
                    text: &text[plain_from..i],
                    entry: None,
                });
            }
            out.push(Piece {
                text: &text[i..i + len],
                entry: Some(entry),
            });
            i += len;
            plain_from = i;
            previous = text[..i].chars().next_back();
            continue;
        }
        let c = text[i..].chars().next().unwrap_or(' ');
        previous = Some(c);
        i += c.len_utf8();
    }
    if plain_from < text.len() {
        out.push(Piece {
            text: &text[plain_from..],
            entry: None,
        });
    }
    out
}

/// The byte length of `word` at byte `at` of `text` when it stands there whole.
fn whole_word_at(text: &str, at: usize, word: &str) -> Option<usize> {
    let mut rest = text[at..].char_indices();
    for w in word.chars() {
        let (_, c) = rest.next()?;
        let same = c.to_lowercase().eq(w.to_lowercase()) || (w == '\'' && c == '’');
        if !same {
            return None;
        }
    }
    match rest.next() {
        Some((len, c)) if !c.is_alphanumeric() => Some(len),
        Some(_) => None,
        None => Some(text.len() - at),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn linked(text: &str) -> Vec<(&str, Option<&str>)> {
        pieces(text)
            .iter()
            .map(|p| (p.text, p.entry.map(|e| e.key)))
            .collect()
    }

    #[test]
    fn words_are_found_whole_in_any_case() {
        assert_eq!(
            linked("Dark made an isibhamu: Ilobolo next."),
            [
                ("Dark made an ", None),
                ("isibhamu", Some("isibhamu")),
                (": ", None),
                ("Ilobolo", Some("ilobolo")),
                (" next.", None),
            ]
        );
        // Not inside a longer word.
        assert_eq!(linked("isibhamus"), [("isibhamus", None)]);
        assert_eq!(linked("xisolo"), [("xisolo", None)]);
    }

    #[test]
    fn accents_apostrophes_and_longest_words() {
        assert_eq!(
            linked("the ng’hana, then inká."),
            [
                ("the ", None),
                ("ng’hana", Some("nghana")),
                (", then ", None),
                ("inká", Some("inka")),
                (".", None),
            ]
        );
        assert_eq!(
            linked("twe kwa magado!"),
            [("twe kwa magado", Some("magado")), ("!", None)]
        );
        assert_eq!(linked(""), []);
        assert_eq!(linked("ndahise"), [("ndahise", Some("ndahise"))]);
    }

    #[test]
    fn the_pieces_give_the_text_back() {
        for text in [
            "Isolo: liha, kucha and kutagata.",
            "ÉÀ ng'hana ü",
            "a\u{301}liha",
        ] {
            let joined: String = pieces(text).iter().map(|p| p.text).collect();
            assert_eq!(joined, text);
        }
    }

    #[test]
    fn the_words_the_sources_use_are_all_there() {
        for word in [
            "isibhamu",
            "izingombe",
            "ilobolo",
            "abelusi",
            "ibhuto",
            "umlabalaba",
            "ng'hana",
            "isumbi",
            "liha",
            "kucha",
            "kutagata",
            "busolo",
            "igisoro",
            "icúba",
            "inká",
            "urunyána",
            "ndahise",
            "ndakubye",
        ] {
            assert!(ENTRIES.iter().any(|e| e.word == word), "{word} is missing");
        }
    }

    #[test]
    fn keys_are_unique_and_usable_as_message_ids() {
        for (i, e) in ENTRIES.iter().enumerate() {
            assert!(
                e.key
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_' || c == '-'),
                "{}",
                e.key
            );
            assert!(
                ENTRIES[i + 1..].iter().all(|o| o.key != e.key),
                "{} twice",
                e.key
            );
        }
    }

    #[test]
    fn sources_read_as_a_reader_knows_them() {
        for e in ENTRIES {
            let cite = e.source.reader();
            let info = e.source.info();
            assert!(!info.author.is_empty() && !info.title.is_empty());
            for bad in [
                "RULES", ".md", "dossier", "§", "[", "WINFO", "BLAC-", "WMQ", "-WP",
            ] {
                assert!(!cite.contains(bad), "{}: {cite}", e.key);
            }
        }
    }

    #[test]
    fn words_follow_their_family() {
        assert!(
            of_family(Family::Morris)
                .all(|e| matches!(e.language, WordLanguage::IsiZulu | WordLanguage::Sesotho))
        );
        assert!(of_family(Family::Mancala).all(|e| matches!(
            e.language,
            WordLanguage::Kisukuma | WordLanguage::KinyarwandaKirundi
        )));
        assert_eq!(
            of_family(Family::Morris).count() + of_family(Family::Mancala).count(),
            ENTRIES.len()
        );
    }
}
