//! The published sources the rules rest on, as a reader knows them: author, title, year and
//! address (docs/readings.md, Sources, where each has a short tag such as `BLAC-T`).
//!
//! A rule reference ([`super::RuleRef`]) and an option value ([`super::options::Choice`])
//! carry [`Cite`]s: a [`Source`] and, where the source numbers its own paragraphs, the place
//! inside it ("B.7" for BLAC's rule 7 of part B). Player-facing text prints [`Cite`]'s
//! `Display` ("BLAC Foundation, E. L. Powe: Tournament Rules & Regulations, B.7"); the tags
//! stay identifiers for maintainers and tests ([`Source::tag`]).

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
    /// Its title.
    pub title: &'static str,
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
        year,
        address,
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
                "Morabaraba, Mlabalaba and Mulabalaba game descriptions",
                None,
                "https://ludii.games/",
            ),
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
                "Sanmill mill game engine, Morabaraba rule preset",
                None,
                "https://github.com/calcitem/Sanmill",
            ),
            Source::WpMorabaraba => s(
                "EN-WP-M",
                "Wikipedia",
                "Morabaraba",
                None,
                "https://en.wikipedia.org/wiki/Morabaraba",
            ),
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
                "Wikipedia (Spanish)",
                "Isolo",
                None,
                "https://es.wikipedia.org/wiki/Isolo",
            ),
            Source::ItWp => s(
                "IT-WP",
                "Wikipedia (Italian)",
                "Isolo",
                None,
                "http://it.wikipedia.org/wiki/isolo",
            ),
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
            ),
            Source::Merriam => s(
                "MERRIAM",
                "A. P. Merriam",
                "The game of Kubuguza among the Abatutsi of North-East Ruanda, via the Ludii database",
                Some(1953),
                "https://ludii.games/data.php?keyword=Kubuguza",
            ),
            Source::Murray => s(
                "MURRAY",
                "H. J. R. Murray",
                "A History of Board-Games other than Chess: Ikibuguzo, via the Ludii database",
                Some(1952),
                "https://ludii.games/details.php?keyword=Ikibuguzo+%28Opening+1%29",
            ),
            Source::Shackell => s(
                "SHACKELL",
                "R. S. Shackell",
                "Mweso, the board game, via the Ludii database",
                Some(1934),
                "https://ludii.games/variantDetails.php?keyword=Mweso&variant=264",
            ),
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

    /// The source for a reader: "author (year): title", without the year where unknown.
    pub fn reader(self) -> String {
        let i = self.info();
        match i.year {
            Some(year) => format!("{} ({year}): {}", i.author, i.title),
            None => format!("{}: {}", i.author, i.title),
        }
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

/// A citation: a source and, optionally, the place inside it in the source's own words or
/// numbering ("B.7", "the Portuguese and Spanish text, 10", "game file").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cite {
    /// The source.
    pub source: Source,
    /// The place inside it; empty for the source as a whole.
    pub at: &'static str,
}

impl Cite {
    /// The whole source.
    pub const fn of(source: Source) -> Cite {
        Cite { source, at: "" }
    }

    /// A place inside the source.
    pub const fn at(source: Source, at: &'static str) -> Cite {
        Cite { source, at }
    }
}

impl fmt::Display for Cite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.source.reader())?;
        if !self.at.is_empty() {
            write!(f, ", {}", self.at)?;
        }
        Ok(())
    }
}

/// Citations for a reader, joined by "; ", or `none` when the list is empty (a reading no
/// source states).
pub fn cite_list(cites: &[Cite], none: &str) -> String {
    if cites.is_empty() {
        return none.to_string();
    }
    cites
        .iter()
        .map(|c| c.to_string())
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
            format!("A. P. Merriam (1953): {}", Source::Merriam.info().title)
        );
        assert_eq!(cite_list(&[], "none"), "none");
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
