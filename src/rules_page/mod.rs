//! What the rules page of each rule set says, as data: its sections in reading order (how to
//! play, how to win, how a draw comes), each one a rule the engine applies under the rule
//! set's default options ([`crate::rules::applied`]), with the lessons that teach it; and
//! every option with its values, the sources that read the rule each way and the rules each
//! other value brings.
//!
//! Nothing here lists rules by hand: a rule appears on a page only if the engine declares it
//! for the game and its defaults, so the page cannot teach a rule the game does not play. The
//! text of rule `<id>` is the message `rule-<id>`, or `rule-<id>-<game>` where the game words
//! it differently ([`rule_text_id`]). The app draws the page (`ui::rules_page`) and
//! `inkomo rules GAME` prints it as Markdown ([`markdown`]) from the same data.
//!
//! Sections are anchored by `rule-<id>`, so the side panel and lessons can open the page at
//! the rule an effect applied ([`anchor_of`]). A rule that only another option value brings
//! (a stricter removal, losing when blocked) opens the page at that option's block instead.

pub mod cli;
pub mod markdown;

use crate::rules::applied::{Applied, Part, applied, by_default};
use crate::rules::options::{OptionSpec, Options};
use crate::rules::sources::Cite;
use crate::rules::{GameId, RuleRef};

/// One section of a rules page: a rule the engine applies, its sources and the lessons that
/// teach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// The engine's rule id (`rule-<id>` is its text).
    pub rule: &'static str,
    /// The sources that state it, as the engine's effects cite them.
    pub cites: &'static [Cite],
    /// Ids of the lessons that teach it, in lesson order.
    pub lessons: &'static [&'static str],
}

impl Section {
    fn of(game: GameId, rule: RuleRef) -> Section {
        Section {
            rule: rule.id,
            cites: rule.cites,
            lessons: lessons_of(game, rule.id),
        }
    }
}

/// A rules page: the parts a player reads in order.
#[derive(Clone, Debug)]
pub struct Page {
    /// The rule set.
    pub game: GameId,
    /// How to play, step by step.
    pub play: Vec<Section>,
    /// How the game is won.
    pub win: Vec<Section>,
    /// How a draw comes (empty where no rule draws a game).
    pub draw: Vec<Section>,
}

/// The rules page of a rule set: the rules the engine applies under its default options.
pub fn page(game: GameId) -> Page {
    let rules = by_default(game);
    let part = |p: Part| -> Vec<Section> {
        rules
            .iter()
            .filter(|a| a.part == p)
            .map(|a| Section::of(game, a.rule))
            .collect()
    };
    Page {
        game,
        play: part(Part::Play),
        win: part(Part::Win),
        draw: part(Part::Draw),
    }
}

impl Page {
    /// Every section, in reading order.
    pub fn sections(&self) -> impl Iterator<Item = &Section> {
        self.play.iter().chain(&self.win).chain(&self.draw)
    }

    /// The options of the rule set, in the order of the new-game dialog.
    pub fn options(&self) -> impl Iterator<Item = &'static OptionSpec> {
        Options::specs(self.game)
    }

    /// The rules that value `value` of option `spec` brings which the defaults do not apply
    /// (their texts say what the value changes), in reading order.
    pub fn brought_by(&self, spec: &OptionSpec, value: &str) -> Vec<Section> {
        brought_by(self.game, spec.name, value)
            .into_iter()
            .map(|a| Section::of(self.game, a.rule))
            .collect()
    }
}

/// The rules `name=value` brings to `game` beyond those of the defaults.
fn brought_by(game: GameId, name: &str, value: &str) -> Vec<Applied> {
    let mut options = Options::defaults(game);
    if options.set(name, value).is_err() {
        return Vec::new();
    }
    let defaults = by_default(game);
    applied(game, &options)
        .into_iter()
        .filter(|a| !defaults.iter().any(|d| d.rule.id == a.rule.id))
        .collect()
}

/// The anchor of a rule's section: `rule-<id>`.
pub fn rule_anchor(rule: &str) -> String {
    format!("rule-{rule}")
}

/// The anchor of an option's block: `option-<name>`.
pub fn option_anchor(name: &str) -> String {
    format!("option-{name}")
}

/// The message id of the title of rule `rule` in `game`: `rule-<id>-<game>-title` where the
/// game words it differently (`has` says whether a message exists), else `rule-<id>-title`.
pub fn rule_title_id(game: GameId, rule: &str, has: impl Fn(&str) -> bool) -> String {
    let own = format!("rule-{rule}-{}-title", game.as_str());
    if has(&own) {
        own
    } else {
        format!("rule-{rule}-title")
    }
}

/// The message id of the text of rule `rule` in `game`: `rule-<id>-<game>` where the game
/// words it differently, else the shared `rule-<id>`.
pub fn rule_text_id(game: GameId, rule: &str, has: impl Fn(&str) -> bool) -> String {
    let own = format!("rule-{rule}-{}", game.as_str());
    if has(&own) {
        own
    } else {
        format!("rule-{rule}")
    }
}

/// Where the page opens for an effect of `rule` in `game`: its section when the page has one,
/// else the block of the option whose other value brings it, else nowhere (the top of the
/// page).
pub fn anchor_of(game: GameId, rule: &str) -> Option<String> {
    let page = page(game);
    if page.sections().any(|s| s.rule == rule) {
        return Some(rule_anchor(rule));
    }
    page.options()
        .find(|spec| {
            spec.choices[1..].iter().any(|c| {
                brought_by(game, spec.name, c.value)
                    .iter()
                    .any(|a| a.rule.id == rule)
            })
        })
        .map(|spec| option_anchor(spec.name))
}

/// Which lessons teach which rule: the one hand-kept table here, and it only links lessons;
/// which rules a page shows comes from the engine. An entry for a rule the page does not
/// show is never read (a test checks that every lesson is still linked from its page).
const LESSONS: &[(GameId, &str, &[&str])] = &[
    (GameId::Isisuthu, "placement", &["isisuthu-01-board"]),
    (GameId::Isisuthu, "capture_line", &["isisuthu-01-board"]),
    (GameId::Isisuthu, "isisuthu_centre", &["isisuthu-02-centre"]),
    (GameId::Isisuthu, "removal", &["isisuthu-01-board"]),
    (
        GameId::Isisuthu,
        "phase_movement",
        &["isisuthu-03-movement"],
    ),
    (GameId::Isisuthu, "slide", &["isisuthu-03-movement"]),
    (GameId::Isisuthu, "blocked_pass", &["isisuthu-03-movement"]),
    (GameId::Isisuthu, "ten_captured", &["isisuthu-04-endgame"]),
    (GameId::Isizulu, "placement", &["isizulu-01-placing"]),
    (GameId::Isizulu, "capture_line", &["isizulu-01-placing"]),
    (GameId::Isizulu, "diagonal_line", &["isizulu-01-placing"]),
    (GameId::Isizulu, "removal", &["isizulu-02-removal"]),
    (GameId::Isizulu, "ilobolo", &["isizulu-04-ilobolo"]),
    (GameId::Isizulu, "phase_movement", &["isizulu-03-movement"]),
    (GameId::Isizulu, "slide", &["isizulu-03-movement"]),
    (GameId::Isizulu, "flying", &["isizulu-05-flying"]),
    (GameId::Isizulu, "blocked_pass", &["isizulu-03-movement"]),
    (GameId::Isizulu, "ten_captured", &["isizulu-05-flying"]),
    (GameId::Isipowe, "placement", &["isipowe-01-board"]),
    (GameId::Isipowe, "capture_line", &["isipowe-01-board"]),
    (GameId::Isipowe, "removal", &["isipowe-02-protected"]),
    (GameId::Isipowe, "phase_movement", &["isipowe-03-flying"]),
    (GameId::Isipowe, "slide", &["isipowe-03-flying"]),
    (GameId::Isipowe, "flying", &["isipowe-03-flying"]),
    (GameId::Isipowe, "ten_captured", &["isipowe-04-annotated"]),
    (GameId::IsoloWomen, "sow", &["isolo-women-01-sowing"]),
    (GameId::IsoloWomen, "relay", &["isolo-women-02-relay"]),
    (
        GameId::IsoloWomen,
        "lap_ends_empty",
        &["isolo-women-01-sowing"],
    ),
    (
        GameId::IsoloWomen,
        "capture_isolo",
        &["isolo-women-03-capture"],
    ),
    (
        GameId::IsoloWomen,
        "resow_capturing_lap_start",
        &["isolo-women-03-capture"],
    ),
    (
        GameId::IsoloWomen,
        "cannot_move",
        &["isolo-women-04-singletons", "isolo-women-05-start-puzzle"],
    ),
    (
        GameId::IsoloBoys,
        "boys_preparation",
        &["isolo-boys-01-preparation"],
    ),
    (GameId::IsoloBoys, "overture", &["isolo-boys-02-overture"]),
    (GameId::IsoloBoys, "sow", &["isolo-boys-02-overture"]),
    (GameId::IsoloBoys, "relay", &["isolo-boys-02-overture"]),
    (
        GameId::IsoloBoys,
        "lap_ends_empty",
        &["isolo-boys-02-overture"],
    ),
    (
        GameId::IsoloBoys,
        "nghana_protected",
        &["isolo-boys-03-protected"],
    ),
    (
        GameId::IsoloBoys,
        "overture_ends",
        &["isolo-boys-04-nghana"],
    ),
    (
        GameId::IsoloBoys,
        "capture_isolo",
        &["isolo-boys-03-protected"],
    ),
    (GameId::IsoloBoys, "cannot_move", &["isolo-boys-04-nghana"]),
    (GameId::Igisoro, "sow", &["igisoro-01-sowing"]),
    (GameId::Igisoro, "relay", &["igisoro-01-sowing"]),
    (GameId::Igisoro, "lap_ends_empty", &["igisoro-01-sowing"]),
    (GameId::Igisoro, "capture_igisoro", &["igisoro-02-capture"]),
    (
        GameId::Igisoro,
        "resow_turn_origin",
        &["igisoro-02-capture"],
    ),
    (GameId::Igisoro, "capture_optional", &["igisoro-03-ndahise"]),
    (GameId::Igisoro, "ndahise", &["igisoro-03-ndahise"]),
    (GameId::Igisoro, "ndakubye", &["igisoro-03-ndahise"]),
    (GameId::Igisoro, "keep", &["igisoro-03-ndahise"]),
    (GameId::Igisoro, "reverse_sowing", &["igisoro-04-reverse"]),
    (GameId::Igisoro, "cw_capture_taken", &["igisoro-04-reverse"]),
    (GameId::Igisoro, "direction_choice", &["igisoro-04-reverse"]),
    (GameId::Igisoro, "cannot_move", &["igisoro-05-urunyana"]),
];

/// The lessons that teach `rule` in `game` (those its rules-page section links to), in
/// lesson order; none when no lesson teaches it.
pub fn lessons_of(game: GameId, rule: &str) -> &'static [&'static str] {
    LESSONS
        .iter()
        .find(|(g, r, _)| *g == game && *r == rule)
        .map_or(&[], |(_, _, lessons)| lessons)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::catalogue;

    #[test]
    fn every_lesson_named_exists_and_belongs_to_its_rule_set() {
        let files = catalogue::files();
        for game in GameId::ALL {
            for section in page(game).sections() {
                for id in section.lessons {
                    assert!(
                        id.starts_with(game.as_str()),
                        "{id} on the {} page",
                        game.as_str()
                    );
                    assert!(
                        files.iter().any(|(name, _)| name.contains(id)),
                        "lesson {id} has no file"
                    );
                }
            }
        }
    }

    #[test]
    fn every_lesson_of_a_rule_set_is_linked_from_its_page() {
        for (name, _) in catalogue::files() {
            let Some(game) = GameId::ALL
                .into_iter()
                .filter(|g| name.contains(g.as_str()))
                .max_by_key(|g| g.as_str().len())
            else {
                continue;
            };
            assert!(
                page(game)
                    .sections()
                    .any(|s| s.lessons.iter().any(|l| name.contains(l))),
                "{name} is linked from no section"
            );
        }
    }

    #[test]
    fn the_default_rules_have_sections_and_variants_open_their_option() {
        assert_eq!(
            anchor_of(GameId::Isizulu, "ilobolo").as_deref(),
            Some("rule-ilobolo")
        );
        assert_eq!(
            anchor_of(GameId::Isizulu, "blocked_loses").as_deref(),
            Some("option-blocked_player")
        );
        assert_eq!(anchor_of(GameId::Isisuthu, "ilobolo"), None);
        assert_eq!(
            anchor_of(GameId::IsoloWomen, "resow_turn_origin").as_deref(),
            Some("option-resow_origin")
        );
        assert_eq!(
            anchor_of(GameId::Igisoro, "capture_compulsory").as_deref(),
            Some("option-capture_mode")
        );
    }

    #[test]
    fn every_lesson_entry_names_a_rule_its_page_shows() {
        for (game, rule, _) in LESSONS {
            assert!(
                page(*game).sections().any(|s| s.rule == *rule),
                "{rule} is not on the {} page",
                game.as_str()
            );
        }
    }
}
