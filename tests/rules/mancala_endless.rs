//! Endless sowing (docs/readings.md, I8, G12): the made-up position of I8, the 10,000-lap cap, and
//! both `endless_move` behaviours. Nothing here may hang: every run is bounded by the cap.

use inkomo::rules::mancala::{
    LAP_CAP, LiftCause, LocalPit, MancalaAction, MancalaEffect, MancalaIllegal,
};
use inkomo::rules::{
    Action, Effect, EffectKind, Game, GameId, IllegalReason, Options, Outcome, Player, WinReason,
};

/// docs/readings.md, I8: S `i1..i8 = 3 7 3 2 7 3 3 6`, `o1..o8 = 4 3 2 5 2 1 6 3`; N: N-i4, N-i2,
/// N-o2, N-o1 one seed each; South to play.
const SYNTHETIC: &str = "0 0 0 0 0 0 1 1/0 0 0 0 1 0 1 0/3 7 3 2 7 3 3 6/4 3 2 5 2 1 6 3 S";

const S_I2: Action = Action::Mancala(MancalaAction::Sow {
    pit: LocalPit::inner(1),
    clockwise: false,
});

fn game(pairs: &[&str]) -> Game {
    let mut options = Options::defaults(GameId::IsoloWomen);
    for pair in pairs {
        options.set_pair(pair).unwrap();
    }
    Game::from_position(GameId::IsoloWomen, options, SYNTHETIC).unwrap()
}

/// Laps of one turn: every lift starts one.
fn laps(effects: &[Effect]) -> usize {
    effects
        .iter()
        .filter(|e| matches!(e.kind, EffectKind::Mancala(MancalaEffect::Lifted { .. })))
        .count()
}

fn capped(effects: &[Effect]) -> bool {
    effects.iter().any(|e| {
        matches!(
            e.kind,
            EffectKind::Mancala(MancalaEffect::EndlessCapped { .. })
        )
    })
}

/// Which option sets make S-i2 endless: the dossier reports "never ends" for the synthetic
/// position. Playing it with `end_turn_at_cap` shows which readings run into the cap.
#[test]
fn which_readings_make_the_synthetic_move_endless() {
    let readings: [(&[&str], bool); 6] = [
        (&[], true),
        (&["capture_condition=both"], false),
        (&["resow_origin=capture_pit"], false),
        (&["resow_origin=turn_origin"], false),
        (&["include_start_pit=true"], false),
        (
            &["capture_condition=both", "resow_origin=capture_pit"],
            false,
        ),
    ];
    for (pairs, endless) in readings {
        let mut all: Vec<&str> = pairs.to_vec();
        all.push("endless_move=end_turn_at_cap");
        let mut g = game(&all);
        let effects = g.apply(S_I2).unwrap();
        assert_eq!(
            capped(&effects),
            endless,
            "{pairs:?}: {} laps",
            laps(&effects)
        );
        if endless {
            assert_eq!(laps(&effects), LAP_CAP as usize, "{pairs:?}");
        } else {
            assert!(laps(&effects) < LAP_CAP as usize, "{pairs:?}");
        }
        assert_eq!(
            g.mancala()
                .unwrap()
                .pits()
                .iter()
                .map(|&n| n as u32)
                .sum::<u32>(),
            64
        );
    }
}

/// Default (`endless_move=illegal`): the endless move is refused, not offered, and leaves
/// no trace; the other moves stay legal.
#[test]
fn an_endless_move_is_illegal_by_default() {
    let mut g = game(&[]);
    let before = g.position();
    let legal = g.legal_actions();
    assert!(!legal.contains(&S_I2), "{legal:?}");
    assert_eq!(legal.len(), 14, "{legal:?}");
    let err = g.apply(S_I2).unwrap_err();
    assert_eq!(
        err.reason,
        IllegalReason::Mancala(MancalaIllegal::Endless(LocalPit::inner(1)))
    );
    assert!(err.to_string().contains("never ends"), "{err}");
    assert_eq!(g.position(), before);
    // The same move is legal, and ends, under `capture_condition=both`.
    let mut both = game(&["capture_condition=both"]);
    assert!(both.legal_actions().contains(&S_I2));
    let effects = both.apply(S_I2).unwrap();
    assert!(!capped(&effects));
}

/// `endless_move=end_turn_at_cap`: the move is legal and the turn stops after exactly 10,000
/// laps with `EndlessCapped`; then North moves.
#[test]
fn end_turn_at_cap_stops_the_turn() {
    let mut g = game(&["endless_move=end_turn_at_cap"]);
    assert!(g.legal_actions().contains(&S_I2));
    let effects = g.apply(S_I2).unwrap();
    assert_eq!(laps(&effects), LAP_CAP as usize);
    let capped_at = effects
        .iter()
        .position(|e| {
            matches!(
                e.kind,
                EffectKind::Mancala(MancalaEffect::EndlessCapped {
                    player: Player::First
                })
            )
        })
        .expect("EndlessCapped");
    let next = &effects[capped_at + 1];
    assert!(matches!(
        next.kind,
        EffectKind::Mancala(MancalaEffect::TurnEnded {
            player: Player::First
        })
    ));
    assert_eq!(next.rule.id, "endless_cap");
    // North, with his four singles taken, cannot move: the same action ends the game.
    assert_eq!(effects.len(), capped_at + 3, "{:?}", &effects[capped_at..]);
    assert!(matches!(
        effects[capped_at + 2].kind,
        EffectKind::GameOver(Outcome::Win {
            winner: Player::First,
            reason: WinReason::OpponentCannotMove
        })
    ));
    // Quiet and recorded play agree.
    let mut quiet = game(&["endless_move=end_turn_at_cap"]);
    quiet.apply_quiet(S_I2).unwrap();
    assert_eq!(quiet.position(), g.position());
    assert_eq!(quiet.outcome(), g.outcome());
}

/// A player with singletons only cannot move and loses (the same rule as "all moves endless",
/// which the unit tests of `mancala::game` check with a small lap cap).
#[test]
fn a_player_who_cannot_move_loses() {
    let stuck = "6 3 3 7 2 7 3 3/3 6 1 2 5 2 3 4/0 1 0 1 0 0 0 0/1 1 0 0 0 0 0 0 S";
    let g = Game::from_position(
        GameId::IsoloWomen,
        Options::defaults(GameId::IsoloWomen),
        stuck,
    )
    .unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Player::Second,
            reason: WinReason::OpponentCannotMove
        })
    );
    assert!(g.legal_actions().is_empty());
}

/// Every lift of a capped turn is a real lap (no empty lifts), and relays dominate.
#[test]
fn the_capped_turn_is_made_of_real_laps() {
    let mut g = game(&["endless_move=end_turn_at_cap"]);
    let effects = g.apply(S_I2).unwrap();
    for e in &effects {
        if let EffectKind::Mancala(MancalaEffect::Lifted { count, cause, .. }) = e.kind {
            assert!(count >= 1);
            assert!(matches!(
                cause,
                LiftCause::Move | LiftCause::Relay | LiftCause::Capture
            ));
        }
    }
}
