//! Which rules a rule set applies under given options: the engine's own declaration of the
//! rule references ([`RuleRef`]) its effects can carry, in the order a reader meets them.
//!
//! The rules pages are built from this list and nothing else, so a page names a rule only
//! if the engine applies it. Each family declares its part beside its reference constants
//! ([`super::morris::refs::applied`], `mancala::applied::applied`); a test plays random
//! games of every rule set and checks that every reference an effect carries is declared, and
//! that every declared one is reached (by random play, or by a constructed position where
//! random play never gets there).

use super::mancala;
use super::morris;
use super::{GameId, Options, RuleRef};

/// The part of the game a rule belongs to, as a rules page groups them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// How a game is set up and played.
    Play,
    /// How it is won.
    Win,
    /// How it is drawn.
    Draw,
}

/// A rule the engine applies, and the part of the game it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The rule, as the engine's effects carry it.
    pub rule: RuleRef,
    /// Where a rules page lists it.
    pub part: Part,
}

/// Shorthand for the declarations.
pub(crate) const fn play(rule: RuleRef) -> Applied {
    Applied {
        rule,
        part: Part::Play,
    }
}

/// Shorthand for the declarations.
pub(crate) const fn win(rule: RuleRef) -> Applied {
    Applied {
        rule,
        part: Part::Win,
    }
}

/// Shorthand for the declarations.
pub(crate) const fn draw(rule: RuleRef) -> Applied {
    Applied {
        rule,
        part: Part::Draw,
    }
}

/// The rules `game` applies under `options`, in reading order, each id once.
pub fn applied(game: GameId, options: &Options) -> Vec<Applied> {
    let list = match game {
        GameId::Isisuthu | GameId::Isizulu | GameId::Isipowe => {
            morris::refs::applied(game, &options.morris())
        }
        GameId::IsoloWomen | GameId::IsoloBoys | GameId::Igisoro => {
            mancala::applied::applied(game, options)
        }
    };
    let mut out: Vec<Applied> = Vec::with_capacity(list.len());
    for item in list {
        if !out.iter().any(|a| a.rule.id == item.rule.id) {
            out.push(item);
        }
    }
    out
}

/// The rules `game` applies under its default options.
pub fn by_default(game: GameId) -> Vec<Applied> {
    applied(game, &Options::defaults(game))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_18_examples_follow_the_engine() {
        let ids = |game| -> Vec<&str> { by_default(game).iter().map(|a| a.rule.id).collect() };
        // Isolo re-sows from the capturing lap's start by default, Igisoro from the turn's
        // first pit; neither page may show the other reading as the rule.
        for game in [GameId::IsoloWomen, GameId::IsoloBoys] {
            assert!(ids(game).contains(&"resow_capturing_lap_start"));
            assert!(!ids(game).contains(&"resow_turn_origin"));
        }
        assert!(ids(GameId::Igisoro).contains(&"resow_turn_origin"));
        // 25 points never fill with 24 tokens: no ilobolo in Isisuthu.
        assert!(!ids(GameId::Isisuthu).contains(&"ilobolo"));
        assert!(ids(GameId::Isizulu).contains(&"ilobolo"));
    }

    #[test]
    fn options_bring_their_rules() {
        let mut options = Options::defaults(GameId::IsoloWomen);
        options.set("resow_origin", "turn_origin").unwrap();
        let ids: Vec<&str> = applied(GameId::IsoloWomen, &options)
            .iter()
            .map(|a| a.rule.id)
            .collect();
        assert!(ids.contains(&"resow_turn_origin"));
        assert!(!ids.contains(&"resow_capturing_lap_start"));
    }
}
