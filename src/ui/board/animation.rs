//! The animation timeline: the effects of one action, shown one after another on a display
//! copy of the board ([`Scene`]).
//!
//! The game never waits for it: the action is already applied when the timeline starts.
//! The timeline only advances its own clock, which the speed setting scales, and can be
//! finished at once (any click or key).
//!
//! [`Speed`] lives here, beside the clock it scales: the settings store it, the replay plays at
//! it, and the commands carry it, all without depending on each other.

use serde::{Deserialize, Serialize};

use crate::i18n::Tr;
use crate::rules::morris::Point;
use crate::rules::{Effect, EffectKind, MancalaEffect, MorrisEffect};

use crate::ui::board::scene::Scene;

/// Animation speed: off, or a factor from 0.25× to 4×.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Speed {
    /// No animation: the board shows the result at once.
    Off,
    /// 0.25×.
    Quarter,
    /// 0.5×.
    Half,
    /// 1×.
    #[default]
    Normal,
    /// 2×.
    Double,
    /// 4×.
    Quadruple,
}

impl Speed {
    /// Every speed, slowest first, with "off" last.
    pub const ALL: [Speed; 6] = [
        Speed::Quarter,
        Speed::Half,
        Speed::Normal,
        Speed::Double,
        Speed::Quadruple,
        Speed::Off,
    ];

    /// The clock factor (0 when off).
    pub fn factor(self) -> f32 {
        match self {
            Speed::Off => 0.0,
            Speed::Quarter => 0.25,
            Speed::Half => 0.5,
            Speed::Normal => 1.0,
            Speed::Double => 2.0,
            Speed::Quadruple => 4.0,
        }
    }

    /// The label shown on the speed buttons.
    pub fn label(self, tr: &Tr) -> String {
        match self {
            Speed::Off => tr.s("speed-off"),
            Speed::Quarter => "0.25×".to_string(),
            Speed::Half => "0.5×".to_string(),
            Speed::Normal => "1×".to_string(),
            Speed::Double => "2×".to_string(),
            Speed::Quadruple => "4×".to_string(),
        }
    }
}

/// How long an effect is shown at speed 1×, in seconds. Zero-length effects are applied at
/// once (they only carry information for the log).
pub fn duration(kind: &EffectKind) -> f32 {
    match kind {
        EffectKind::Morris(e) => match e {
            MorrisEffect::Placed { .. } => 0.4,
            MorrisEffect::Slid { .. } => 0.4,
            MorrisEffect::Flew { .. } => 0.7,
            MorrisEffect::LineFormed { .. } => 0.9,
            MorrisEffect::RemovalDue { .. } => 0.0,
            MorrisEffect::RemovalForfeited { .. } | MorrisEffect::RemovalDenied { .. } => 1.0,
            MorrisEffect::Removed { .. } => 0.7,
            MorrisEffect::IloboloBegins => 1.0,
            MorrisEffect::IloboloGift { .. } => 1.1,
            MorrisEffect::PhaseChanged(_) => 0.5,
            MorrisEffect::FlyingBegins { .. } => 0.9,
            MorrisEffect::ThreeVThreeBegins { .. } => 0.9,
        },
        EffectKind::Mancala(e) => match e {
            MancalaEffect::Lifted { .. } => 0.35,
            MancalaEffect::Dropped { .. } => 0.2,
            MancalaEffect::LapEnded { .. } => 0.35,
            MancalaEffect::Captured { .. } => 0.9,
            MancalaEffect::OvertureEnded { .. } => 0.9,
            MancalaEffect::NghanaProtected { .. } => 0.9,
            MancalaEffect::CaptureOffered { .. } => 0.5,
            MancalaEffect::Ndahise { .. } => 0.6,
            MancalaEffect::Ndakubye { .. } => 0.9,
            MancalaEffect::Kept { .. } => 0.4,
            MancalaEffect::DirectionOffered { .. } => 0.5,
            MancalaEffect::ReverseSowing { .. } => 0.6,
            MancalaEffect::EndlessCapped { .. } => 0.9,
            MancalaEffect::TurnEnded { .. } => 0.0,
        },
        EffectKind::Passed(_) => 1.4,
        EffectKind::GameOver(_) => 0.6,
    }
}

/// Whether an effect is a small step of a larger one (a seed dropped), which should not take
/// the explanation panel away from the lap it belongs to.
pub fn is_minor(kind: &EffectKind) -> bool {
    matches!(
        kind,
        EffectKind::Mancala(MancalaEffect::Dropped { .. } | MancalaEffect::TurnEnded { .. })
            | EffectKind::Morris(MorrisEffect::RemovalDue { .. })
    )
}

/// The effects of one action on their way to the screen.
#[derive(Clone, Debug)]
pub struct Timeline {
    scene: Scene,
    effects: Vec<Effect>,
    index: usize,
    elapsed: f32,
    /// The replay's stepping: the clock stops once this many effects are shown.
    limit: Option<usize>,
}

impl Timeline {
    /// A timeline that starts from `before` (the board as shown before the action).
    pub fn new(before: Scene, effects: Vec<Effect>) -> Timeline {
        let mut timeline = Timeline {
            scene: before,
            effects,
            index: 0,
            elapsed: 0.0,
            limit: None,
        };
        timeline.advance(0.0);
        timeline
    }

    /// A timeline held with the first `shown` effects done and nothing in flight (a replay
    /// stopped inside an action). [`Timeline::release_to`] lets it run on.
    pub fn held(before: Scene, effects: Vec<Effect>, shown: usize) -> Timeline {
        let mut timeline = Timeline {
            scene: before,
            effects,
            index: 0,
            elapsed: 0.0,
            limit: Some(shown),
        };
        timeline.finish();
        timeline
    }

    /// Lets the clock run until `shown` effects are done (`None`: to the end). The effects
    /// in between are animated as in live play.
    pub fn release_to(&mut self, shown: Option<usize>) {
        self.limit = shown;
        self.advance(0.0);
    }

    /// Whether the clock has stopped at its limit with effects still to come.
    pub fn is_held(&self) -> bool {
        self.limit.is_some_and(|l| self.index >= l) && !self.is_done()
    }

    fn at_limit(&self) -> bool {
        self.limit.is_some_and(|l| self.index >= l)
    }

    /// Moves the clock on by `seconds` (already scaled by the speed setting).
    pub fn advance(&mut self, seconds: f32) {
        let mut left = seconds.max(0.0);
        while let Some(effect) = self.effects.get(self.index) {
            if self.at_limit() {
                self.elapsed = 0.0;
                return;
            }
            let length = duration(&effect.kind);
            if self.elapsed + left < length {
                self.elapsed += left;
                return;
            }
            left -= (length - self.elapsed).max(0.0);
            self.scene.apply(effect);
            self.index += 1;
            self.elapsed = 0.0;
        }
    }

    /// Shows every remaining effect as done (up to the limit of a replay's step).
    pub fn finish(&mut self) {
        while let Some(effect) = self.effects.get(self.index) {
            if self.at_limit() {
                break;
            }
            self.scene.apply(effect);
            self.index += 1;
        }
        self.elapsed = 0.0;
    }

    /// Shows the first effect done at once when it only brings a token to `at`, where a drag
    /// has already put it (a placement, a slide, a flight): the token does not travel twice.
    /// What follows (a line formed, a removal due) is animated as usual.
    pub fn skip_landed(&mut self, at: Point) {
        let lands = self.effects.get(self.index).is_some_and(|e| {
            matches!(
                e.kind,
                EffectKind::Morris(
                    MorrisEffect::Placed { at: to, .. }
                        | MorrisEffect::Slid { to, .. }
                        | MorrisEffect::Flew { to, .. }
                ) if to == at
            )
        });
        if self.index == 0 && lands && !self.at_limit() {
            self.scene.apply(&self.effects[0]);
            self.index = 1;
            self.elapsed = 0.0;
            self.advance(0.0);
        }
    }

    /// Whether every effect has been shown.
    pub fn is_done(&self) -> bool {
        self.index >= self.effects.len()
    }

    /// The board with every effect before the current one done.
    pub fn scene(&self) -> &Scene {
        &self.scene
    }

    /// The effect being shown and how far along it is (0..1).
    pub fn current(&self) -> Option<(&Effect, f32)> {
        if self.at_limit() {
            return None;
        }
        let effect = self.effects.get(self.index)?;
        let length = duration(&effect.kind);
        let progress = if length > 0.0 {
            (self.elapsed / length).clamp(0.0, 1.0)
        } else {
            1.0
        };
        Some((effect, progress))
    }

    /// How many effects are shown or being shown (the current one counts).
    pub fn shown(&self) -> usize {
        if self.at_limit() {
            self.index
        } else {
            (self.index + 1).min(self.effects.len())
        }
    }

    /// Index of the current effect in [`Timeline::effects`].
    pub fn index(&self) -> usize {
        self.index
    }

    /// Every effect of the action.
    pub fn effects(&self) -> &[Effect] {
        &self.effects
    }

    /// The last effect before the current one that was not minor (for the explanation).
    pub fn last_major(&self) -> Option<&Effect> {
        self.last_major_at().map(|(_, e)| e)
    }

    /// [`Timeline::last_major`] with its index in [`Timeline::effects`].
    pub fn last_major_at(&self) -> Option<(usize, &Effect)> {
        // A held timeline shows nothing in flight: its last effect shown is the one before.
        let end = if self.at_limit() {
            self.index
        } else {
            (self.index + 1).min(self.effects.len())
        };
        self.effects[..end]
            .iter()
            .enumerate()
            .rev()
            .find(|(_, e)| !is_minor(&e.kind))
    }

    /// Seconds left at speed 1×.
    pub fn remaining(&self) -> f32 {
        let rest: f32 = self
            .effects
            .iter()
            .skip(self.index)
            .map(|e| duration(&e.kind))
            .sum();
        (rest - self.elapsed).max(0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, Game, GameId};

    #[test]
    fn the_clock_shows_effects_in_order_and_can_finish_at_once() {
        let mut game = Game::with_defaults(GameId::IsoloWomen);
        let before = Scene::of(&game);
        let action = game.legal_actions()[0];
        let effects = game.apply(action).unwrap();
        let mut timeline = Timeline::new(before.clone(), effects.clone());
        assert!(!timeline.is_done());
        let total = timeline.remaining();
        assert!(total > 0.5, "a sowing takes a visible time: {total}");
        // Half-way, some but not all effects are shown.
        timeline.advance(total / 2.0);
        assert!(timeline.index() > 0 && timeline.index() < effects.len());
        assert!((timeline.remaining() - total / 2.0).abs() < 1e-3);
        let (current, progress) = timeline.current().unwrap();
        assert_eq!(current, &effects[timeline.index()]);
        assert!((0.0..=1.0).contains(&progress));
        timeline.finish();
        assert!(timeline.is_done() && timeline.current().is_none());
        let mut expected = before;
        for e in &effects {
            expected.apply(e);
        }
        assert_eq!(timeline.scene(), &expected);
    }

    #[test]
    fn a_landed_token_skips_only_its_own_travel() {
        use crate::rules::MorrisAction;
        use crate::rules::morris::Point;
        let (d1, a1) = (Point::new_unchecked(5), Point::new_unchecked(6));
        let mut game = Game::with_defaults(GameId::Isizulu);
        let before = Scene::of(&game);
        let effects = game.apply(Action::Morris(MorrisAction::Place(d1))).unwrap();
        assert!(matches!(
            effects[0].kind,
            EffectKind::Morris(MorrisEffect::Placed { at, .. }) if at == d1
        ));
        // Dropped elsewhere: the placement is animated as usual.
        let mut timeline = Timeline::new(before.clone(), effects.clone());
        timeline.skip_landed(a1);
        assert_eq!(timeline.index(), 0);
        // Dropped at 5: the placement is shown done at once, the rest as usual.
        let mut timeline = Timeline::new(before.clone(), effects.clone());
        timeline.skip_landed(d1);
        assert!(timeline.index() >= 1);
        let mut expected = before;
        expected.apply(&effects[0]);
        timeline.finish();
        for e in &effects[1..] {
            expected.apply(e);
        }
        assert_eq!(timeline.scene(), &expected);
    }

    #[test]
    fn a_held_timeline_shows_a_prefix_and_runs_on_when_released() {
        let mut game = Game::with_defaults(GameId::IsoloWomen);
        let before = Scene::of(&game);
        let action = game.legal_actions()[0];
        let effects = game.apply(action).unwrap();
        assert!(effects.len() > 4);
        let mut timeline = Timeline::held(before.clone(), effects.clone(), 3);
        let mut expected = before.clone();
        for e in &effects[..3] {
            expected.apply(e);
        }
        assert_eq!(timeline.scene(), &expected);
        assert!(timeline.is_held() && timeline.current().is_none());
        assert_eq!(
            timeline.last_major(),
            effects[..3].iter().rev().find(|e| !is_minor(&e.kind))
        );
        // The clock does not move a held timeline, nor does finishing it.
        timeline.advance(100.0);
        timeline.finish();
        assert_eq!(timeline.index(), 3);
        // Released by one effect: that effect is animated, then it holds again.
        timeline.release_to(Some(4));
        assert!(!timeline.is_held());
        assert_eq!(timeline.current().map(|(e, _)| e), Some(&effects[3]));
        timeline.advance(100.0);
        assert_eq!(timeline.index(), 4);
        assert!(timeline.is_held());
        timeline.release_to(None);
        timeline.finish();
        assert!(timeline.is_done() && !timeline.is_held());
    }

    #[test]
    fn every_effect_kind_has_a_sensible_length() {
        let mut game = Game::with_defaults(GameId::Isizulu);
        for name in ["a7", "b2", "d7", "f2", "g7"] {
            let a = game.parse_action(name).unwrap();
            for e in game.apply(a).unwrap() {
                let d = duration(&e.kind);
                assert!((0.0..=2.0).contains(&d), "{e:?}");
            }
        }
    }
}
