//! What a click on the board means: the one table of targets, built from the engine's legal
//! actions and pending decision alone.
//!
//! The views draw the table's marks (the legal-move highlights) and the app and the lesson
//! view resolve a click on a point or a pit through the same table, so that what is lit and
//! what a click does can never disagree. The UI holds no rules of its own here: which pits a
//! decision concerns comes from the decision and the engine's board geometry.

use crate::rules::mancala::{
    Decision, LocalPit, Pit, facing_inner, facing_outer, local_of, pit_of,
};
use crate::rules::morris::Point;
use crate::rules::{Action, Game, MancalaAction, MorrisAction};

/// How a morris target is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointMark {
    /// An empty point to place or move to.
    Empty,
    /// A token that may move (no token selected yet).
    Movable,
    /// An opponent's token that may be removed.
    Removable,
}

/// One morris point the legal actions offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointTarget {
    /// The point.
    pub point: Point,
    /// How it is marked.
    pub mark: PointMark,
    /// The action a click plays there; `None` for a token to select.
    pub action: Option<Action>,
}

/// What a click on a morris point does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointClick {
    /// Play this action.
    Act(Action),
    /// Select this token to move (`None`: drop the selection).
    Select(Option<Point>),
}

/// The morris targets of `legal`, with `selected` the token chosen to move: places, removals,
/// and either the movable tokens or the selected token's destinations.
pub fn point_targets(legal: &[Action], selected: Option<Point>) -> Vec<PointTarget> {
    let mut out = Vec::new();
    for action in legal {
        let target = |point, mark| PointTarget {
            point,
            mark,
            action: Some(*action),
        };
        match *action {
            Action::Morris(MorrisAction::Place(p)) => out.push(target(p, PointMark::Empty)),
            Action::Morris(MorrisAction::Remove(p)) => out.push(target(p, PointMark::Removable)),
            Action::Morris(MorrisAction::Move { from, to }) => match selected {
                Some(sel) if sel == from => out.push(target(to, PointMark::Empty)),
                Some(_) => {}
                None => {
                    let movable = PointTarget {
                        point: from,
                        mark: PointMark::Movable,
                        action: None,
                    };
                    if !out.contains(&movable) {
                        out.push(movable);
                    }
                }
            },
            _ => {}
        }
    }
    out
}

/// The marks of [`point_targets`], for the highlights.
pub fn point_marks(legal: &[Action], selected: Option<Point>) -> Vec<(Point, PointMark)> {
    point_targets(legal, selected)
        .iter()
        .map(|t| (t.point, t.mark))
        .collect()
}

/// What a click on `point` does: a place or a removal there, else the selected token's move
/// there, else selecting that token if it may move (a second click drops the selection).
pub fn point_click(legal: &[Action], selected: Option<Point>, point: Point) -> PointClick {
    let targets = point_targets(legal, selected);
    let action = |moves: bool| {
        targets
            .iter()
            .filter(|t| t.point == point)
            .filter_map(|t| t.action)
            .find(|a| matches!(a, Action::Morris(MorrisAction::Move { .. })) == moves)
    };
    if let Some(action) = action(false).or_else(|| action(true)) {
        return PointClick::Act(action);
    }
    let movable = point_targets(legal, None)
        .iter()
        .any(|t| t.point == point && t.mark == PointMark::Movable);
    PointClick::Select((movable && selected != Some(point)).then_some(point))
}

/// How a mancala target is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitMark {
    /// Where the pending decision arose (a capture on offer, a direction to choose).
    Origin,
    /// Seeds a decision would capture or rescue.
    Capture,
    /// A pit that may be sown.
    Sow,
    /// The pit whose direction is being chosen.
    Chosen,
}

/// What a click on a pit does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitClick {
    /// Play this action.
    Act(Action),
    /// The pit may be sown either way: offer the choice.
    ChooseDirection(LocalPit),
    /// An own pit that cannot be sown: drop an offered choice.
    ClearChoice,
    /// Custom layout: one seed more in this pit of the draft.
    Adjust(LocalPit),
    /// Nothing.
    Nothing,
}

/// One pit the legal actions offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitTarget {
    /// The pit.
    pub pit: Pit,
    /// How it is marked.
    pub mark: PitMark,
    /// What a click on it does; `None`: nothing (the decision has its own buttons).
    pub click: Option<PitClick>,
}

/// The mancala targets of `legal` in `game`, with `choice` the pit whose direction is being
/// offered.
pub fn pit_targets(game: &Game, legal: &[Action], choice: Option<LocalPit>) -> Vec<PitTarget> {
    let Some(mancala) = game.mancala() else {
        return Vec::new();
    };
    let to_act = game.to_act();
    let mut out = Vec::new();
    let mut push = |pit, mark, click: Option<PitClick>| {
        out.push(PitTarget { pit, mark, click });
    };
    let act = |a| Some(PitClick::Act(Action::Mancala(a)));
    let offers = |a| legal.contains(&Action::Mancala(a));
    match mancala.pending() {
        Some(Decision::TakeOrNdahise { at }) => {
            if offers(MancalaAction::Ndahise) {
                push(at, PitMark::Origin, act(MancalaAction::Ndahise));
            }
            if offers(MancalaAction::Take) {
                push(facing_inner(at), PitMark::Capture, act(MancalaAction::Take));
                push(facing_outer(at), PitMark::Capture, act(MancalaAction::Take));
            }
        }
        Some(Decision::NdakubyeOrKeep { threatened }) => {
            if offers(MancalaAction::Ndakubye) {
                push(threatened, PitMark::Capture, act(MancalaAction::Ndakubye));
            }
        }
        Some(Decision::Direction { at, .. }) => {
            if offers(MancalaAction::Cw) || offers(MancalaAction::Ccw) {
                push(at, PitMark::Origin, None);
            }
        }
        Some(Decision::Arrange) => {}
        None => {
            let mut sown: Vec<LocalPit> = Vec::new();
            for action in legal {
                if let Action::Mancala(MancalaAction::Sow { pit, .. }) = *action
                    && !sown.contains(&pit)
                {
                    sown.push(pit);
                    let sow = |clockwise| MancalaAction::Sow { pit, clockwise };
                    let click = match (offers(sow(false)), offers(sow(true))) {
                        (true, true) => Some(PitClick::ChooseDirection(pit)),
                        (true, false) => act(sow(false)),
                        (false, true) => act(sow(true)),
                        (false, false) => None,
                    };
                    push(pit_of(to_act, pit), PitMark::Sow, click);
                }
            }
            if let Some(local) = choice {
                push(pit_of(to_act, local), PitMark::Chosen, None);
            }
        }
    }
    out
}

/// The arranger's own pit `pit` (in his coordinates) while a custom layout is being arranged.
pub fn arrange_pit(game: &Game, pit: Pit) -> Option<LocalPit> {
    let arranging = game.mancala()?.pending() == Some(Decision::Arrange);
    let (owner, local) = local_of(pit);
    (arranging && owner == game.to_act()).then_some(local)
}

/// What a click on `pit` does: the target's click, else a seed more in a layout draft, else
/// (an own pit while sowing) dropping an offered direction choice.
pub fn pit_click(game: &Game, legal: &[Action], choice: Option<LocalPit>, pit: Pit) -> PitClick {
    let Some(mancala) = game.mancala() else {
        return PitClick::Nothing;
    };
    if let Some(click) = pit_targets(game, legal, choice)
        .iter()
        .filter(|t| t.pit == pit)
        .find_map(|t| t.click)
    {
        return click;
    }
    if let Some(local) = arrange_pit(game, pit) {
        return PitClick::Adjust(local);
    }
    let own = local_of(pit).0 == game.to_act();
    if own && mancala.pending().is_none() {
        PitClick::ClearChoice
    } else {
        PitClick::Nothing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;

    fn legal_of(game: &Game) -> Vec<Action> {
        game.legal_actions().to_vec()
    }

    #[test]
    fn every_lit_morris_target_acts_or_selects_on_a_click() {
        let game = Game::with_defaults(GameId::Isizulu);
        let legal = legal_of(&game);
        let targets = point_targets(&legal, None);
        assert!(!targets.is_empty());
        for t in targets {
            match (t.action, point_click(&legal, None, t.point)) {
                (Some(a), PointClick::Act(b)) => assert_eq!(a, b),
                (None, PointClick::Select(p)) => assert_eq!(p, Some(t.point)),
                other => panic!("{other:?} at {}", t.point),
            }
        }
    }

    #[test]
    fn every_lit_pit_plays_a_legal_action_or_offers_a_direction() {
        for id in [GameId::IsoloBoys, GameId::IsoloWomen, GameId::Igisoro] {
            let game = Game::with_defaults(id);
            let legal = legal_of(&game);
            let targets = pit_targets(&game, &legal, None);
            assert!(!targets.is_empty(), "{id:?}");
            for t in targets {
                match pit_click(&game, &legal, None, t.pit) {
                    PitClick::Act(a) => assert!(legal.contains(&a), "{id:?} {a:?}"),
                    PitClick::ChooseDirection(_) => {}
                    other => panic!("{id:?} pit {}: {other:?}", t.pit),
                }
            }
        }
    }
}
