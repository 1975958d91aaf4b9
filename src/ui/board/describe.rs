//! Words for what happens on the board: players' names, effects, outcomes, rule explanations.

use crate::i18n::{Arg, Tr};
use crate::rules::mancala::{LapEnd, LiftCause, Pit, pit_name};
use crate::rules::morris::{Phase, Point, point_name};
use crate::rules::sources::{Cite, Source, cite_list_in};
use crate::rules::{
    DrawReason, Effect, EffectKind, Family, GameId, MancalaEffect, MorrisEffect, Outcome, Player,
    RuleRef, WinReason,
};

use crate::ui::board::session::{GameSetup, TokenColour};

/// The name of `player` as the screen shows it: the seat's name, or the side's own name
/// (its token colour in the morris games, South or North in mancala).
pub fn player_name(tr: &Tr, setup: &GameSetup, player: Player) -> String {
    let seat = &setup.seats[player.index()];
    if !seat.name.trim().is_empty() {
        return seat.name.trim().to_string();
    }
    match seat.kind.level() {
        Some(level) => tr.a(
            "player-computer",
            &[
                ("level", Arg::Text(level_name(tr, level))),
                ("side", Arg::Text(side_name(tr, setup, player))),
            ],
        ),
        None => side_name(tr, setup, player),
    }
}

/// What kind of name [`player_name`] gives `player`: `person` (the seat's own name),
/// `computer`, `dark` or `light` (a morris side's colour) or `side` (South or North).
/// Messages select on it where a language's grammar depends on the name (see [`Arg::Name`]).
pub fn player_kind(setup: &GameSetup, player: Player) -> &'static str {
    let seat = &setup.seats[player.index()];
    if !seat.name.trim().is_empty() {
        return "person";
    }
    if seat.kind.level().is_some() {
        return "computer";
    }
    match setup.game.family() {
        Family::Morris => match setup.colour(player) {
            TokenColour::Dark => "dark",
            TokenColour::Light => "light",
        },
        Family::Mancala => "side",
    }
}

/// `player`'s name as a message argument, with its kind: `$player` and `$player_kind`.
pub fn player_arg(tr: &Tr, setup: &GameSetup, player: Player) -> Arg {
    Arg::name(player_name(tr, setup, player), player_kind(setup, player))
}

/// The name of a computer level ("Beginner" ... "Master").
pub fn level_name(tr: &Tr, level: crate::ai::Level) -> String {
    tr.s(&format!("level-{}", level.as_str()))
}

/// The side's own name, whatever the seat is called.
pub fn side_name(tr: &Tr, setup: &GameSetup, player: Player) -> String {
    match setup.game.family() {
        Family::Morris => colour_name(tr, setup.colour(player)),
        Family::Mancala => match player {
            Player::First => tr.s("side-south"),
            Player::Second => tr.s("side-north"),
        },
    }
}

/// "Dark" or "Light".
pub fn colour_name(tr: &Tr, colour: TokenColour) -> String {
    match colour {
        TokenColour::Dark => tr.s("colour-dark"),
        TokenColour::Light => tr.s("colour-light"),
    }
}

/// The game's name (the games' own names are not translated, but the Isolo variants are).
pub fn game_name(tr: &Tr, id: &str) -> String {
    tr.s(&format!("game-{id}"))
}

/// The game's name for a playable rule set.
pub fn game_title(tr: &Tr, game: GameId) -> String {
    game_name(tr, game.as_str())
}

/// One line saying what an effect did, for the turn log and the explanation heading.
pub fn effect_line(tr: &Tr, setup: &GameSetup, effect: &Effect) -> String {
    let who = |p: Player| player_arg(tr, setup, p);
    let pt = |p: Point| Arg::Text(point_name(p).to_string());
    let pit = |p: Pit| Arg::Text(pit_name(p));
    match effect.kind {
        EffectKind::Morris(e) => match e {
            MorrisEffect::Placed { player, at } => tr.a(
                "effect-placed",
                &[("player", who(player)), ("point", pt(at))],
            ),
            MorrisEffect::Slid { player, from, to } => tr.a(
                "effect-slid",
                &[("player", who(player)), ("from", pt(from)), ("to", pt(to))],
            ),
            MorrisEffect::Flew { player, from, to } => tr.a(
                "effect-flew",
                &[("player", who(player)), ("from", pt(from)), ("to", pt(to))],
            ),
            MorrisEffect::LineFormed { player, line } => tr.a(
                "effect-line-formed",
                &[
                    ("player", who(player)),
                    (
                        "line",
                        Arg::Text(
                            line.iter()
                                .map(|p| point_name(*p))
                                .collect::<Vec<_>>()
                                .join("-"),
                        ),
                    ),
                ],
            ),
            MorrisEffect::RemovalDue { player, count } => tr.a(
                "effect-removal-due",
                &[("player", who(player)), ("count", count.into())],
            ),
            MorrisEffect::RemovalForfeited { player } => {
                tr.a("effect-removal-forfeited", &[("player", who(player))])
            }
            MorrisEffect::RemovalDenied { player } => {
                tr.a("effect-removal-denied", &[("player", who(player))])
            }
            MorrisEffect::Removed { by, at } => {
                tr.a("effect-removed", &[("player", who(by)), ("point", pt(at))])
            }
            MorrisEffect::IloboloBegins => tr.s("effect-ilobolo-begins"),
            MorrisEffect::IloboloGift { giver, at } => tr.a(
                "effect-ilobolo-gift",
                &[
                    ("player", who(giver)),
                    ("receiver", who(giver.other())),
                    ("point", pt(at)),
                ],
            ),
            MorrisEffect::PhaseChanged(phase) => tr.a(
                "effect-phase",
                &[("phase", Arg::Text(phase_name(tr, phase)))],
            ),
            MorrisEffect::FlyingBegins { player } => {
                tr.a("effect-flying-begins", &[("player", who(player))])
            }
            MorrisEffect::ThreeVThreeBegins { limit } => {
                tr.a("effect-three-v-three", &[("limit", limit.into())])
            }
        },
        EffectKind::Mancala(e) => match e {
            MancalaEffect::Lifted {
                pit: p,
                count,
                cause,
                clockwise,
            } => {
                let id = match (cause, clockwise) {
                    (LiftCause::Move, false) => "effect-lifted-move",
                    (LiftCause::Move, true) => "effect-lifted-move-cw",
                    (LiftCause::Relay, _) => "effect-lifted-relay",
                    (LiftCause::Capture, _) => "effect-lifted-capture",
                };
                tr.a(
                    id,
                    &[
                        ("player", who(crate::rules::mancala::local_of(p).0)),
                        ("pit", pit(p)),
                        ("count", count.into()),
                    ],
                )
            }
            MancalaEffect::Dropped { pit: p, now } => {
                tr.a("effect-dropped", &[("pit", pit(p)), ("now", now.into())])
            }
            MancalaEffect::LapEnded { pit: p, end } => {
                let id = match end {
                    LapEnd::Empty => "effect-lap-empty",
                    LapEnd::Relay => "effect-lap-relay",
                    LapEnd::Capture => "effect-lap-capture",
                    LapEnd::Decision => "effect-lap-decision",
                };
                tr.a(id, &[("pit", pit(p))])
            }
            MancalaEffect::Captured {
                player,
                at,
                from,
                resow_from,
            } => {
                let count: u32 = from.iter().map(|(_, n)| u32::from(*n)).sum();
                let pits = from
                    .iter()
                    .filter(|(_, n)| *n > 0)
                    .map(|(p, _)| pit_name(*p))
                    .collect::<Vec<_>>()
                    .join(", ");
                tr.a(
                    "effect-captured",
                    &[
                        ("player", who(player)),
                        ("pit", pit(at)),
                        ("count", Arg::Num(i64::from(count))),
                        ("from", Arg::Text(pits)),
                        ("resow", pit(resow_from)),
                    ],
                )
            }
            MancalaEffect::OvertureEnded { player } => {
                tr.a("effect-overture-ended", &[("player", who(player))])
            }
            MancalaEffect::NghanaProtected { pit: p } => {
                tr.a("effect-nghana-protected", &[("pit", pit(p))])
            }
            MancalaEffect::CaptureOffered { player, at } => tr.a(
                "effect-capture-offered",
                &[("player", who(player)), ("pit", pit(at))],
            ),
            MancalaEffect::Ndahise { player } => tr.a("effect-ndahise", &[("player", who(player))]),
            MancalaEffect::Ndakubye {
                player,
                from,
                to,
                count,
            } => tr.a(
                "effect-ndakubye",
                &[
                    ("player", who(player)),
                    ("from", pit(from)),
                    ("to", pit(to)),
                    ("count", count.into()),
                ],
            ),
            MancalaEffect::Kept { player } => tr.a("effect-kept", &[("player", who(player))]),
            MancalaEffect::DirectionOffered { player, at, resow } => tr.a(
                if resow {
                    "effect-resow-direction-offered"
                } else {
                    "effect-direction-offered"
                },
                &[("player", who(player)), ("pit", pit(at))],
            ),
            MancalaEffect::ReverseSowing { player, from } => tr.a(
                "effect-reverse-sowing",
                &[("player", who(player)), ("pit", pit(from))],
            ),
            MancalaEffect::EndlessCapped { player } => {
                tr.a("effect-endless-capped", &[("player", who(player))])
            }
            MancalaEffect::TurnEnded { player } => {
                tr.a("effect-turn-ended", &[("player", who(player))])
            }
        },
        EffectKind::Passed(player) => tr.a("effect-passed", &[("player", who(player))]),
        EffectKind::GameOver(outcome) => outcome_line(tr, setup, outcome),
    }
}

/// The name of a morris phase.
pub fn phase_name(tr: &Tr, phase: Phase) -> String {
    tr.s(match phase {
        Phase::Placement => "phase-placement",
        Phase::Ilobolo => "phase-ilobolo",
        Phase::Movement => "phase-movement",
    })
}

/// "Dark wins: ten tokens captured", "Draw: ...".
pub fn outcome_line(tr: &Tr, setup: &GameSetup, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => tr.a(
            "outcome-win",
            &[
                ("player", player_arg(tr, setup, winner)),
                ("reason", Arg::Text(tr.s(win_reason_id(reason)))),
            ],
        ),
        Outcome::Draw(reason) => tr.a(
            "outcome-draw",
            &[("reason", Arg::Text(tr.s(draw_reason_id(reason))))],
        ),
    }
}

/// The message id of the reason a game was won.
pub fn win_reason_id(reason: WinReason) -> &'static str {
    match reason {
        WinReason::TenCaptured => "reason-ten-captured",
        WinReason::OpponentBlocked => "reason-opponent-blocked",
        WinReason::OpponentCannotMove => "reason-cannot-move",
    }
}

/// The message id of the reason a game was drawn.
pub fn draw_reason_id(reason: DrawReason) -> &'static str {
    match reason {
        DrawReason::Repetition => "reason-repetition",
        DrawReason::SameMoveThrice => "reason-same-move-thrice",
        DrawReason::ThreeVThreeLimit => "reason-three-v-three",
        DrawReason::NeitherCanMove => "reason-neither-can-move",
    }
}

/// The rule's title, e.g. "Relay sowing".
pub fn rule_title(tr: &Tr, rule: &RuleRef) -> String {
    tr.s(&format!("rule-{}-title", rule.id))
}

/// The rule in plain words.
pub fn rule_text(tr: &Tr, rule: &RuleRef) -> String {
    tr.s(&format!("rule-{}", rule.id))
}

/// Where the rule comes from, as a reader knows the sources: "Source: BLAC Foundation,
/// E. L. Powe: Tournament Rules & Regulations, B.7".
pub fn rule_source(tr: &Tr, rule: &RuleRef) -> String {
    tr.a(
        "rule-source",
        &[("source", Arg::Text(cite_list(tr, rule.cites)))],
    )
}

/// Citations as a reader knows them, in the app's language: authors and titles as published,
/// what a source is and where in it a rule is read in `tr`'s words; "no source" for none.
pub fn cite_list(tr: &Tr, cites: &[Cite]) -> String {
    cite_list_in(cites, &tr.s("source-none"), &|id, args| say(tr, id, args))
}

/// A source as a reader knows it, in the app's language: "author (year): title (note)".
pub fn source_reader(tr: &Tr, source: Source) -> String {
    source.reader_in(&|id, args| say(tr, id, args))
}

/// A citation's message `id` with its arguments, in `tr`'s language.
fn say(tr: &Tr, id: &str, args: &[(&'static str, &str)]) -> String {
    let args: Vec<(&'static str, Arg)> = args
        .iter()
        .map(|(name, value)| (*name, Arg::Text((*value).to_string())))
        .collect();
    tr.a(id, &args)
}
