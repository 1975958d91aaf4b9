//! The published sources the rules rest on, as a reader knows them: author, title, year and
//! address (docs/readings.md, Sources, where each has a short tag such as `BLAC-T`).
//!
//! A rule reference ([`super::RuleRef`]) and an option value ([`super::options::Choice`])
//! carry [`Cite`]s: a [`Source`] and the [`Place`] inside it (BLAC's own numbering, "B.7" for
//! rule 7 of part B, a quotation, or a part of the source named in words, "game file").
//!
//! Titles and authors stay as they were published; everything a citation says about a source
//! in words (its edition, the database it is read through, the part of it meant) is a message
//! of the app's language files ([`Note::message_id`], [`Place`]'s `cite-*` messages), so a
//! reader sees it in the language of the app: [`Cite::text_in`], [`cite_list_in`] and
//! [`Source::reader_in`] say a citation with the words given. Their English (what `Display`,
//! the CLI and the Markdown rules pages print) is the same text as `i18n/en`, which a test
//! checks. The tags stay identifiers for maintainers and tests ([`Source::tag`]).

use std::fmt;

use super::GameId;

/// One source of docs/readings.md, Sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Source {
    /// `BLAC-T`: Powe's tournament rules in three languages.
    BlacT,
    /// `BLAC-A`: Powe, "What is Umlabalaba?".
    BlacA,
    /// `BLAC-E`: BLAC's rules for play by e-mail, with a sample game.
    BlacE,
    /// `ULWAZI`: the Ulwazi Programme's page on umlabalaba.
    Ulwazi,
    /// `PORGES`: Porges, "Ways to Play", Morabaraba.
    Porges,
    /// `LUDII-MB`: the Ludii game database, Morabaraba and its relatives.
    LudiiMb,
    /// `MSSA`: Mind Sports South Africa, Generally Accepted Rules of Morabaraba.
    Mssa,
    /// africangames.co.za, "How to play" (variant rules of docs/readings.md, M1, M9).
    AfricanGames,
    /// The Sanmill mill engine's rule presets (docs/readings.md, M2).
    Sanmill,
    /// English Wikipedia, "Morabaraba" (docs/readings.md, M1, M6).
    WpMorabaraba,
    /// `WMQ-B`: Wikimanqala, "Isolo (Sukuma boys)".
    WmqB,
    /// `WMQ-W`: Mancala World, "Isolo II" (the women's game).
    WmqW,
    /// `ES-WP`: Spanish Wikipedia, "Isolo".
    EsWp,
    /// `IT-WP`: Italian Wikipedia, "Isolo".
    ItWp,
    /// `LUDII-IS`: the Ludii game database, Isolo (rules, code and evidence).
    LudiiIs,
    /// `WINFO`: Wikinfo, "Igisoro".
    Winfo,
    /// `EN-WP-G`: English Wikipedia, "Igisoro".
    EnWpG,
    /// `MERRIAM`: Merriam 1953 on Kubuguza, as the Ludii database summarises it.
    Merriam,
    /// `MURRAY`: Murray on Ikibuguzo, as the Ludii database summarises it.
    Murray,
    /// `SHACKELL`: Shackell 1934 on Omweso (Mweso), as the Ludii database summarises it.
    Shackell,
    /// `MATHSLOUP`: the Math'Isoloup notebook on igisoro.
    Mathsloup,
}

/// What a reader needs to find a source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceInfo {
    /// The tag of docs/readings.md, Sources (an identifier, never shown to players).
    pub tag: &'static str,
    /// Who wrote or publishes it.
    pub author: &'static str,
    /// Its title, as published.
    pub title: &'static str,
    /// What the source is, where its author and title do not say it (an edition, the
    /// database it is read through), said in the reader's language.
    pub note: Option<Note>,
    /// The year it was written, where known.
    pub year: Option<u16>,
    /// Where to read it.
    pub address: &'static str,
}

const fn s(
    tag: &'static str,
    author: &'static str,
    title: &'static str,
    year: Option<u16>,
    address: &'static str,
) -> SourceInfo {
    SourceInfo {
        tag,
        author,
        title,
        note: None,
        year,
        address,
    }
}

impl SourceInfo {
    /// The same source with a note on what it is.
    const fn noted(self, note: Note) -> SourceInfo {
        SourceInfo {
            note: Some(note),
            ..self
        }
    }
}

/// The words a citation is said in: the message `id` with its `{ $name }` arguments filled, in
/// the reader's language (the app's translator, the English of the rules pages).
pub type Say<'a> = &'a dyn Fn(&str, &[(&'static str, &str)]) -> String;

/// A message's English text with its `{ $name }` arguments filled: how the rules layer says a
/// citation in English without the app's language files (the text is the same as `i18n/en`).
fn fill(template: &str, args: &[(&'static str, &str)]) -> String {
    let mut text = template.to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{ ${name} }}"), value);
    }
    text
}

/// What a source is, where its author and title do not say it, in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Note {
    /// The English edition of an encyclopaedia.
    English,
    /// The Spanish edition of an encyclopaedia.
    Spanish,
    /// The Italian edition of an encyclopaedia.
    Italian,
    /// A game database's descriptions of the games named in the title.
    GameDescriptions,
    /// A work read through the Ludii database's summary of it.
    ViaLudii,
    /// A mill game engine's rule preset for Morabaraba.
    RulePreset,
}

impl Note {
    /// Every note.
    pub const ALL: [Note; 6] = [
        Note::English,
        Note::Spanish,
        Note::Italian,
        Note::GameDescriptions,
        Note::ViaLudii,
        Note::RulePreset,
    ];

    /// The id of the message that says it.
    pub fn message_id(self) -> &'static str {
        match self {
            Note::English => "source-note-english",
            Note::Spanish => "source-note-spanish",
            Note::Italian => "source-note-italian",
            Note::GameDescriptions => "source-note-game-descriptions",
            Note::ViaLudii => "source-note-via-ludii",
            Note::RulePreset => "source-note-rule-preset",
        }
    }

    /// The English of that message.
    pub fn english(self) -> &'static str {
        match self {
            Note::English => "English edition",
            Note::Spanish => "Spanish edition",
            Note::Italian => "Italian edition",
            Note::GameDescriptions => "game descriptions",
            Note::ViaLudii => "via the Ludii database",
            Note::RulePreset => "mill game engine, Morabaraba rule preset",
        }
    }
}

/// Where in a source a rule is read: the source's own numbering or words, shown as they are in
/// every language, or a part of the source named in words, said in the reader's language (the
/// message [`Place::message`] names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The source as a whole.
    Whole,
    /// The source's own numbering or words, the same in every language: "B.7", a quotation,
    /// the name of one of the games it describes.
    Own(&'static str),
    /// The source's numbering or words, taken literally.
    ReadLiterally(&'static str),
    /// One reading of the source's words (a quotation).
    OneReadingOf(&'static str),
    /// One possible reading of the source.
    OnePossibleReading,
    /// A rule of the Portuguese and Spanish text, which numbers its rules apart from the
    /// English one.
    PtEsText(&'static str),
    /// Rules of the English text and one rule of the Portuguese and Spanish text.
    AndPtEsText(&'static str, &'static str),
    /// A game database's game file (the game as its program encodes it).
    GameFile,
    /// The game file of the game named.
    GameFileOf(&'static str),
    /// A game database's description of the game.
    GameDescription,
    /// A game database's summary of the historical evidence.
    HistoricalSummary,
    /// A game database's game file and its summary of the historical evidence.
    GameFileAndSummary,
    /// An article's running text.
    ArticleText,
    /// An article's diagrams.
    Diagrams,
    /// The source says nothing on the point.
    Silent,
}

/// A place said in words: the message that says it, with its English and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The id of the message (`cite-*`).
    pub id: &'static str,
    /// The English of the message (the text of `i18n/en`).
    pub english: &'static str,
    /// Its arguments: the source's own numbering or words, shown as they are.
    pub args: Vec<(&'static str, &'static str)>,
}

impl Place {
    /// The message that says this place in words, with its English and its arguments (the
    /// source's own words or numbering, shown as they are); `None` for a place shown as it is.
    pub fn message(self) -> Option<Said> {
        let (id, english, args): (&str, &str, Vec<(&'static str, &'static str)>) = match self {
            Place::Whole | Place::Own(_) => return None,
            Place::ReadLiterally(at) => (
                "cite-read-literally",
                "{ $at }, read literally",
                vec![("at", at)],
            ),
            Place::OneReadingOf(quote) => (
                "cite-one-reading-of",
                "one reading of { $quote }",
                vec![("quote", quote)],
            ),
            Place::OnePossibleReading => {
                ("cite-one-possible-reading", "one possible reading", vec![])
            }
            Place::PtEsText(at) => (
                "cite-pt-es-text",
                "the Portuguese and Spanish text, { $at }",
                vec![("at", at)],
            ),
            Place::AndPtEsText(at, other) => (
                "cite-and-pt-es-text",
                "{ $at } and the Portuguese and Spanish text, { $other }",
                vec![("at", at), ("other", other)],
            ),
            Place::GameFile => ("cite-game-file", "game file", vec![]),
            Place::GameFileOf(game) => (
                "cite-game-file-of",
                "{ $game } game file",
                vec![("game", game)],
            ),
            Place::GameDescription => ("cite-game-description", "game description", vec![]),
            Place::HistoricalSummary => (
                "cite-historical-summary",
                "summary of the historical evidence",
                vec![],
            ),
            Place::GameFileAndSummary => (
                "cite-game-file-and-summary",
                "game file and summary of the historical evidence",
                vec![],
            ),
            Place::ArticleText => ("cite-article-text", "article text", vec![]),
            Place::Diagrams => ("cite-diagrams", "diagrams", vec![]),
            Place::Silent => ("cite-silent", "silent on it", vec![]),
        };
        Some(Said { id, english, args })
    }

    /// The source's own words or numbering this place shows as they are, in every language (a
    /// quotation, "B.7"); the rest of the place is said in the reader's language.
    pub fn own_words(self) -> Vec<&'static str> {
        match self {
            Place::Own(at) => vec![at],
            _ => self
                .message()
                .map(|said| said.args.into_iter().map(|(_, value)| value).collect())
                .unwrap_or_default(),
        }
    }

    /// The place in the words of `say`, or `None` for the source as a whole.
    fn text_in(self, say: Say<'_>) -> Option<String> {
        match self {
            Place::Whole => None,
            Place::Own(at) => Some(at.to_string()),
            _ => self.message().map(|said| say(said.id, &said.args)),
        }
    }
}

impl Source {
    /// Every source, morris ones first.
    pub const ALL: [Source; 21] = [
        Source::BlacT,
        Source::BlacA,
        Source::BlacE,
        Source::Ulwazi,
        Source::Porges,
        Source::LudiiMb,
        Source::Mssa,
        Source::AfricanGames,
        Source::Sanmill,
        Source::WpMorabaraba,
        Source::WmqB,
        Source::WmqW,
        Source::EsWp,
        Source::ItWp,
        Source::LudiiIs,
        Source::Winfo,
        Source::EnWpG,
        Source::Merriam,
        Source::Murray,
        Source::Shackell,
        Source::Mathsloup,
    ];

    /// Author, title, year and address.
    pub fn info(self) -> SourceInfo {
        match self {
            Source::BlacT => s(
                "BLAC-T",
                "BLAC Foundation, E. L. Powe",
                "Tournament Rules & Regulations",
                None,
                "https://blacfoundation.org/",
            ),
            Source::BlacA => s(
                "BLAC-A",
                "BLAC Foundation, E. L. Powe",
                "What is Umlabalaba?",
                None,
                "https://blacfoundation.org/umlabalaba-article/",
            ),
            Source::BlacE => s(
                "BLAC-E",
                "BLAC Foundation, E. L. Powe",
                "Play Umlabalaba (Isipowe or Isizulu) at a Distance by E-mail",
                None,
                "https://blacfoundation.org/play-umlabalaba-isipowe-or-isizulu-at-a-distance-by-e-mail/",
            ),
            Source::Ulwazi => s(
                "ULWAZI",
                "Ulwazi Programme",
                "Umlabalaba",
                None,
                "https://www.ulwaziprogramme.org/umlabalaba/",
            ),
            Source::Porges => s(
                "PORGES",
                "G. Porges",
                "Ways to Play: Morabaraba",
                None,
                "https://github.com/Porges/ways-to-play",
            ),
            Source::LudiiMb => s(
                "LUDII-MB",
                "Ludii General Game System",
                "Morabaraba, Mlabalaba, Mulabalaba",
                None,
                "https://ludii.games/",
            )
            .noted(Note::GameDescriptions),
            Source::Mssa => s(
                "MSSA",
                "Mind Sports South Africa",
                "Generally Accepted Rules of Morabaraba",
                None,
                "http://www.mindsportssa.freeservers.com/rules-morabaraba.htm",
            ),
            Source::AfricanGames => s(
                "AFRICANGAMES",
                "africangames.co.za",
                "How to Play Morabaraba",
                None,
                "http://africangames.co.za/howtoplay.htm",
            ),
            Source::Sanmill => s(
                "SANMILL",
                "Calcitem",
                "Sanmill",
                None,
                "https://github.com/calcitem/Sanmill",
            )
            .noted(Note::RulePreset),
            Source::WpMorabaraba => s(
                "EN-WP-M",
                "Wikipedia",
                "Morabaraba",
                None,
                "https://en.wikipedia.org/wiki/Morabaraba",
            )
            .noted(Note::English),
            Source::WmqB => s(
                "WMQ-B",
                "Wikimanqala",
                "Isolo (Sukuma boys)",
                None,
                "https://wikimanqala.org/wiki/Isolo_(Sukuma_boys)",
            ),
            Source::WmqW => s(
                "WMQ-W",
                "Mancala World",
                "Isolo II",
                None,
                "https://mancala.fandom.com/wiki/Isolo_II",
            ),
            Source::EsWp => s(
                "ES-WP",
                "Wikipedia",
                "Isolo",
                None,
                "https://es.wikipedia.org/wiki/Isolo",
            )
            .noted(Note::Spanish),
            Source::ItWp => s(
                "IT-WP",
                "Wikipedia",
                "Isolo",
                None,
                "http://it.wikipedia.org/wiki/isolo",
            )
            .noted(Note::Italian),
            Source::LudiiIs => s(
                "LUDII-IS",
                "Ludii General Game System",
                "Isolo",
                None,
                "https://ludii.games/details.php?keyword=Isolo",
            ),
            Source::Winfo => s(
                "WINFO",
                "Wikinfo",
                "Igisoro",
                None,
                "https://www.wikinfo.org/index.php/Igisoro",
            ),
            Source::EnWpG => s(
                "EN-WP-G",
                "Wikipedia",
                "Igisoro",
                None,
                "https://en.wikipedia.org/wiki/Igisoro",
            )
            .noted(Note::English),
            Source::Merriam => s(
                "MERRIAM",
                "A. P. Merriam",
                "The game of Kubuguza among the Abatutsi of North-East Ruanda",
                Some(1953),
                "https://ludii.games/data.php?keyword=Kubuguza",
            )
            .noted(Note::ViaLudii),
            Source::Murray => s(
                "MURRAY",
                "H. J. R. Murray",
                "A History of Board-Games other than Chess: Ikibuguzo",
                Some(1952),
                "https://ludii.games/details.php?keyword=Ikibuguzo+%28Opening+1%29",
            )
            .noted(Note::ViaLudii),
            Source::Shackell => s(
                "SHACKELL",
                "R. S. Shackell",
                "Mweso, the board game",
                Some(1934),
                "https://ludii.games/variantDetails.php?keyword=Mweso&variant=264",
            )
            .noted(Note::ViaLudii),
            Source::Mathsloup => s(
                "MATHSLOUP",
                "Math'Isoloup",
                "Carnets de math: igisoro",
                None,
                "https://psoft.be/prs/1-f-tb_carnets-0-math-igisoro-0-0-0.php",
            ),
        }
    }

    /// The tag of docs/readings.md, Sources (an identifier for maintainers and tests; never shown
    /// to players).
    pub fn tag(self) -> &'static str {
        self.info().tag
    }

    /// The source for a reader, in English: "author (year): title (note)", without the year
    /// where unknown and without the note where there is none.
    pub fn reader(self) -> String {
        self.reader_in(&english)
    }

    /// The source for a reader, its note said by `say` (author and title stay as published).
    pub fn reader_in(self, say: Say<'_>) -> String {
        let i = self.info();
        let mut text = match i.year {
            Some(year) => format!("{} ({year}): {}", i.author, i.title),
            None => format!("{}: {}", i.author, i.title),
        };
        if let Some(note) = i.note {
            text.push_str(&format!(" ({})", say(note.message_id(), &[])));
        }
        text
    }

    /// The sources of one rule set (docs/readings.md, Sources, by part; Isolo and Igisoro have
    /// their own).
    pub fn of_game(game: GameId) -> &'static [Source] {
        match game {
            GameId::Isisuthu | GameId::Isizulu | GameId::Isipowe => &[
                Source::BlacT,
                Source::BlacA,
                Source::BlacE,
                Source::Ulwazi,
                Source::Porges,
                Source::LudiiMb,
                Source::Mssa,
                Source::AfricanGames,
                Source::Sanmill,
                Source::WpMorabaraba,
            ],
            GameId::IsoloWomen | GameId::IsoloBoys => &[
                Source::WmqB,
                Source::WmqW,
                Source::EsWp,
                Source::ItWp,
                Source::LudiiIs,
            ],
            GameId::Igisoro => &[
                Source::Winfo,
                Source::EnWpG,
                Source::Merriam,
                Source::Murray,
                Source::Shackell,
                Source::Mathsloup,
            ],
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reader())
    }
}

/// A citation: a source and the place inside it ([`Place::Whole`] for the source as a whole).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cite {
    /// The source.
    pub source: Source,
    /// The place inside it.
    pub at: Place,
}

impl Cite {
    /// The whole source.
    pub const fn of(source: Source) -> Cite {
        Cite {
            source,
            at: Place::Whole,
        }
    }

    /// A place the source numbers or words itself ("B.7", a quotation), shown as it is.
    pub const fn at(source: Source, at: &'static str) -> Cite {
        Cite {
            source,
            at: Place::Own(at),
        }
    }

    /// A place inside the source.
    pub const fn place(source: Source, at: Place) -> Cite {
        Cite { source, at }
    }

    /// The citation for a reader, its words said by `say`: "author: title (note), place".
    pub fn text_in(&self, say: Say<'_>) -> String {
        let mut text = self.source.reader_in(say);
        if let Some(place) = self.at.text_in(say) {
            text.push_str(", ");
            text.push_str(&place);
        }
        text
    }
}

/// The English of the messages a citation is said with (the text of `i18n/en`).
fn english(id: &str, args: &[(&'static str, &str)]) -> String {
    let note = Note::ALL.iter().find(|n| n.message_id() == id);
    if let Some(note) = note {
        return note.english().to_string();
    }
    PLACES_SAID
        .iter()
        .filter_map(|p| p.message())
        .find(|said| said.id == id)
        .map_or_else(|| id.to_string(), |said| fill(said.english, args))
}

/// One place of each kind said in words, for `english` and the tests.
pub const PLACES_SAID: [Place; 13] = [
    Place::ReadLiterally(""),
    Place::OneReadingOf(""),
    Place::OnePossibleReading,
    Place::PtEsText(""),
    Place::AndPtEsText("", ""),
    Place::GameFile,
    Place::GameFileOf(""),
    Place::GameDescription,
    Place::HistoricalSummary,
    Place::GameFileAndSummary,
    Place::ArticleText,
    Place::Diagrams,
    Place::Silent,
];

impl fmt::Display for Cite {
    /// The citation in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(&english))
    }
}

/// Citations for a reader in English, joined by "; ", or `none` when the list is empty (a
/// reading no source states).
pub fn cite_list(cites: &[Cite], none: &str) -> String {
    cite_list_in(cites, none, &english)
}

/// Citations for a reader, their words said by `say`, joined by "; ", or `none` when the list
/// is empty (a reading no source states).
pub fn cite_list_in(cites: &[Cite], none: &str, say: Say<'_>) -> String {
    if cites.is_empty() {
        return none.to_string();
    }
    cites
        .iter()
        .map(|c| c.text_in(say))
        .collect::<Vec<_>>()
        .join("; ")
}

/// What the CLI prints for a reading no source states.
pub const NO_SOURCE: &str = "no source states this; the app's own reading";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_source_has_a_distinct_tag_and_an_address() {
        let mut tags: Vec<&str> = Source::ALL.iter().map(|s| s.tag()).collect();
        tags.sort_unstable();
        tags.dedup();
        assert_eq!(tags.len(), Source::ALL.len());
        for s in Source::ALL {
            let i = s.info();
            assert!(!i.author.is_empty() && !i.title.is_empty(), "{s:?}");
            assert!(i.address.starts_with("http"), "{s:?}");
        }
    }

    #[test]
    fn the_tags_of_rules_md_section_9_are_all_there() {
        for tag in [
            "BLAC-T",
            "BLAC-A",
            "BLAC-E",
            "ULWAZI",
            "PORGES",
            "LUDII-MB",
            "MSSA",
            "WMQ-B",
            "WMQ-W",
            "ES-WP",
            "IT-WP",
            "LUDII-IS",
            "WINFO",
            "EN-WP-G",
            "MERRIAM",
            "MURRAY",
            "SHACKELL",
            "MATHSLOUP",
        ] {
            assert!(Source::ALL.iter().any(|s| s.tag() == tag), "{tag}");
        }
    }

    #[test]
    fn a_citation_reads_as_author_title_and_place() {
        let c = Cite::at(Source::BlacT, "B.7");
        assert_eq!(
            c.to_string(),
            "BLAC Foundation, E. L. Powe: Tournament Rules & Regulations, B.7"
        );
        assert_eq!(
            Cite::of(Source::Merriam).to_string(),
            format!(
                "A. P. Merriam (1953): {} (via the Ludii database)",
                Source::Merriam.info().title
            )
        );
        assert_eq!(
            Cite::place(Source::BlacT, Place::AndPtEsText("B.9", "9")).to_string(),
            "BLAC Foundation, E. L. Powe: Tournament Rules & Regulations, \
             B.9 and the Portuguese and Spanish text, 9"
        );
        assert_eq!(cite_list(&[], "none"), "none");
    }

    #[test]
    fn what_a_citation_says_in_words_comes_from_the_words_given() {
        let say = |id: &str, args: &[(&'static str, &str)]| {
            let args: Vec<String> = args.iter().map(|(n, v)| format!(" {n}={v}")).collect();
            format!("<{id}{}>", args.join(","))
        };
        assert_eq!(
            Cite::place(Source::EsWp, Place::GameFile).text_in(&say),
            "Wikipedia: Isolo (<source-note-spanish>), <cite-game-file>"
        );
        assert_eq!(
            Cite::place(Source::WmqB, Place::ReadLiterally("\"on the hole\"")).text_in(&say),
            "Wikimanqala: Isolo (Sukuma boys), <cite-read-literally at=\"on the hole\">"
        );
        // Numbering and quotations are the source's own: shown as they are.
        assert_eq!(
            Cite::at(Source::BlacT, "B.7").text_in(&say),
            "BLAC Foundation, E. L. Powe: Tournament Rules & Regulations, B.7"
        );
        assert_eq!(Place::AndPtEsText("B.9", "9").own_words(), ["B.9", "9"]);
        assert!(Place::GameFile.own_words().is_empty());
    }

    #[test]
    fn every_place_said_in_words_has_its_own_message() {
        let mut ids: Vec<&str> = PLACES_SAID
            .iter()
            .filter_map(|p| p.message().map(|said| said.id))
            .chain(Note::ALL.iter().map(|n| n.message_id()))
            .collect();
        assert_eq!(ids.len(), PLACES_SAID.len() + Note::ALL.len());
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), PLACES_SAID.len() + Note::ALL.len());
    }

    #[test]
    fn every_source_belongs_to_exactly_one_family() {
        for s in Source::ALL {
            let morris = Source::of_game(GameId::Isizulu).contains(&s);
            let isolo = Source::of_game(GameId::IsoloWomen).contains(&s);
            let igisoro = Source::of_game(GameId::Igisoro).contains(&s);
            assert_eq!(
                u8::from(morris) + u8::from(isolo) + u8::from(igisoro),
                1,
                "{s:?}"
            );
        }
    }
}
