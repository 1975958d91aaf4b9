//! What the rules page of each rule set says, as data: its sections in reading order (how to
//! play, how to win, how a draw comes), each one an engine rule id ([`crate::rules::RuleRef`])
//! whose plain-words text is `rule-<id>` in `i18n/*/rules.ftl`, and the lessons that teach it.
//!
//! Sections are anchored by `rule-<id>`, so the side panel and lessons can open the page at
//! the rule an effect applied ([`anchor_of`]). A rule that only a variant option brings (a
//! stricter removal, losing when blocked) opens the page at that option's block instead.

use crate::rules::GameId;
use crate::rules::options::{OptionSpec, Options};

/// One section of a rules page: a rule and the lessons that teach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// The engine's rule id (`rule-<id>` is its text).
    pub rule: &'static str,
    /// Ids of the lessons that teach it, in lesson order.
    pub lessons: &'static [&'static str],
}

/// A rules page: the parts a player reads in order.
#[derive(Clone, Copy, Debug)]
pub struct Page {
    /// The rule set.
    pub game: GameId,
    /// How to play, step by step.
    pub play: &'static [Section],
    /// How the game is won.
    pub win: &'static [Section],
    /// How a draw comes.
    pub draw: &'static [Section],
}

const fn s(rule: &'static str, lessons: &'static [&'static str]) -> Section {
    Section { rule, lessons }
}

const SUTHU_PLAY: &[Section] = &[
    s("placement", &["isisuthu-01-board"]),
    s("capture_line", &["isisuthu-01-board"]),
    s("isisuthu_centre", &["isisuthu-02-centre"]),
    s("removal", &["isisuthu-01-board"]),
    s("phase_movement", &["isisuthu-03-movement"]),
    s("slide", &["isisuthu-03-movement"]),
    s("blocked_pass", &["isisuthu-03-movement"]),
];
const ZULU_PLAY: &[Section] = &[
    s("placement", &["isizulu-01-placing"]),
    s("capture_line", &["isizulu-01-placing"]),
    s("diagonal_line", &["isizulu-01-placing"]),
    s("removal", &["isizulu-02-removal"]),
    s("ilobolo", &["isizulu-04-ilobolo"]),
    s("phase_movement", &["isizulu-03-movement"]),
    s("slide", &["isizulu-03-movement"]),
    s("flying", &["isizulu-05-flying"]),
    s("blocked_pass", &["isizulu-03-movement"]),
];
const POWE_PLAY: &[Section] = &[
    s("placement", &["isipowe-01-board"]),
    s("capture_line", &["isipowe-01-board"]),
    s("removal", &["isipowe-02-protected"]),
    s("ilobolo", &[]),
    s("phase_movement", &["isipowe-03-flying"]),
    s("slide", &["isipowe-03-flying"]),
    s("flying", &["isipowe-03-flying"]),
    s("blocked_pass", &[]),
];
const SUTHU_WIN: &[Section] = &[s("ten_captured", &["isisuthu-04-endgame"])];
const ZULU_WIN: &[Section] = &[s("ten_captured", &["isizulu-05-flying"])];
const POWE_WIN: &[Section] = &[s("ten_captured", &["isipowe-04-annotated"])];
const MORRIS_DRAW: &[Section] = &[
    s("repetition_draw", &[]),
    s("three_v_three", &[]),
    s("neither_can_move", &[]),
];
const WOMEN_PLAY: &[Section] = &[
    s("sow", &["isolo-women-01-sowing"]),
    s("relay", &["isolo-women-02-relay"]),
    s("lap_ends_empty", &["isolo-women-01-sowing"]),
    s("capture_isolo", &["isolo-women-03-capture"]),
    s("resow_turn_origin", &["isolo-women-03-capture"]),
];
const WOMEN_WIN: &[Section] = &[s(
    "cannot_move",
    &["isolo-women-04-singletons", "isolo-women-05-start-puzzle"],
)];
const BOYS_PLAY: &[Section] = &[
    s("boys_preparation", &["isolo-boys-01-preparation"]),
    s("overture", &["isolo-boys-02-overture"]),
    s("sow", &["isolo-boys-02-overture"]),
    s("relay", &["isolo-boys-02-overture"]),
    s("lap_ends_empty", &["isolo-boys-02-overture"]),
    s("nghana_protected", &["isolo-boys-03-protected"]),
    s("overture_ends", &["isolo-boys-04-nghana"]),
    s("capture_isolo", &["isolo-boys-03-protected"]),
    s("resow_turn_origin", &[]),
];
const BOYS_WIN: &[Section] = &[s("cannot_move", &["isolo-boys-04-nghana"])];
const IGISORO_PLAY: &[Section] = &[
    s("sow", &["igisoro-01-sowing"]),
    s("relay", &["igisoro-01-sowing"]),
    s("lap_ends_empty", &["igisoro-01-sowing"]),
    s("capture_igisoro", &["igisoro-02-capture"]),
    s("capture_optional", &["igisoro-03-ndahise"]),
    s("ndahise", &["igisoro-03-ndahise"]),
    s("ndakubye", &["igisoro-03-ndahise"]),
    s("reverse_sowing", &["igisoro-04-reverse"]),
    s("direction_choice", &["igisoro-04-reverse"]),
    s("no_capture_first_turns", &[]),
];
const IGISORO_WIN: &[Section] = &[s("cannot_move", &["igisoro-05-urunyana"])];
const MANCALA_DRAW: &[Section] = &[s("endless_cap", &[])];

/// The rules page of a rule set.
pub fn page(game: GameId) -> Page {
    let (play, win, draw) = match game {
        GameId::Isisuthu => (SUTHU_PLAY, SUTHU_WIN, MORRIS_DRAW),
        GameId::Isizulu => (ZULU_PLAY, ZULU_WIN, MORRIS_DRAW),
        GameId::Isipowe => (POWE_PLAY, POWE_WIN, MORRIS_DRAW),
        GameId::IsoloWomen => (WOMEN_PLAY, WOMEN_WIN, MANCALA_DRAW),
        GameId::IsoloBoys => (BOYS_PLAY, BOYS_WIN, MANCALA_DRAW),
        GameId::Igisoro => (IGISORO_PLAY, IGISORO_WIN, MANCALA_DRAW),
    };
    Page {
        game,
        play,
        win,
        draw,
    }
}

impl Page {
    /// Every section, in reading order.
    pub fn sections(&self) -> impl Iterator<Item = &'static Section> {
        self.play.iter().chain(self.win).chain(self.draw)
    }

    /// The options of the rule set, in the order of the new-game dialog.
    pub fn options(&self) -> impl Iterator<Item = &'static OptionSpec> {
        Options::specs(self.game)
    }
}

/// The anchor of a rule's section: `rule-<id>`.
pub fn rule_anchor(rule: &str) -> String {
    format!("rule-{rule}")
}

/// The anchor of an option's block: `option-<name>`.
pub fn option_anchor(name: &str) -> String {
    format!("option-{name}")
}

/// Rules that only a variant option brings, and the option that brings them.
const VARIANT_RULES: &[(&str, &str)] = &[
    ("isisuthu_centre_any_straight", "isisuthu_centre_lines"),
    ("removal_not_from_line", "mill_removal"),
    ("removal_never_from_line", "mill_removal"),
    ("removal_forfeited", "mill_removal"),
    ("removals_one_per_line", "removals_per_move"),
    ("new_token_each_time", "line_reforming"),
    ("blocked_loses", "blocked_player"),
    ("same_move_thrice", "repetition"),
    ("three_v_three_draw", "three_v_three_limit"),
    ("capture_isolo_both", "capture_condition"),
    ("resow_capturing_lap_start", "resow_origin"),
    ("resow_capture_pit", "resow_origin"),
    ("include_start_pit", "include_start_pit"),
    ("capture_compulsory", "capture_mode"),
    ("cw_capture_taken", "reverse_pits"),
    ("resow_same_direction", "resow_direction"),
    ("arrange", "start_layout"),
];

/// Where the page opens for an effect of `rule` in `game`: its section when the page has one,
/// else the block of the option that brings it, else nowhere (the top of the page).
pub fn anchor_of(game: GameId, rule: &str) -> Option<String> {
    let page = page(game);
    if page.sections().any(|s| s.rule == rule) {
        return Some(rule_anchor(rule));
    }
    VARIANT_RULES
        .iter()
        .find(|(r, option)| *r == rule && page.options().any(|o| o.name == *option))
        .map(|(_, option)| option_anchor(option))
}

/// The lessons that teach `rule` in `game` (those its rules-page section links to), in
/// lesson order; none when the page has no section for it.
pub fn lessons_of(game: GameId, rule: &str) -> &'static [&'static str] {
    page(game)
        .sections()
        .find(|s| s.rule == rule)
        .map_or(&[], |s| s.lessons)
}

/// The rules that option `name` brings under its other values (their `rule-<id>` texts say
/// what the option changes).
pub fn variant_rules_of(name: &str) -> impl Iterator<Item = &'static str> + '_ {
    VARIANT_RULES
        .iter()
        .filter(move |(_, option)| *option == name)
        .map(|(rule, _)| *rule)
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
        for (_, option) in VARIANT_RULES {
            assert!(
                crate::rules::options::SPECS
                    .iter()
                    .any(|o| o.name == *option),
                "{option}"
            );
        }
    }
}
