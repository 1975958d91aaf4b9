//! Runs the morris rule cases of `tests/data/morris/examples.txt`: every worked example of
//! docs/readings.md, Examples, and a case for each rule and option. The file documents its own
//! format.

use std::collections::BTreeSet;

use inkomo::rules::morris::{MorrisIllegal, POINT_NAMES, Point, point_name};
use inkomo::rules::{
    Action, DrawReason, Effect, EffectKind, Game, GameId, IllegalReason, MorrisAction,
    MorrisEffect, Options, Outcome, Player, WinReason,
};

const DATA: &str = include_str!("../data/morris/examples.txt");

/// One case: its name, its keys in file order, and the board diagram if any.
struct Case {
    name: String,
    keys: Vec<(String, String)>,
    diagram: Vec<String>,
}

impl Case {
    fn get(&self, key: &str) -> Option<&str> {
        self.keys
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    let mut in_diagram = false;
    for line in text.lines() {
        if in_diagram {
            let case = cases.last_mut().expect("a diagram belongs to a case");
            if line.trim_start().starts_with("a b c d e f g") {
                in_diagram = false;
            } else {
                case.diagram.push(line.to_string());
            }
            continue;
        }
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (key, value) = trimmed
            .split_once(':')
            .unwrap_or_else(|| panic!("not a key line: {line}"));
        let (key, value) = (key.trim(), value.trim());
        if key == "case" {
            cases.push(Case {
                name: value.to_string(),
                keys: Vec::new(),
                diagram: Vec::new(),
            });
            continue;
        }
        let case = cases
            .last_mut()
            .unwrap_or_else(|| panic!("key before the first case: {line}"));
        if key == "board" {
            in_diagram = true;
        } else {
            case.keys.push((key.to_string(), value.to_string()));
        }
    }
    cases
}

fn side(player: Player) -> &'static str {
    match player {
        Player::First => "X",
        Player::Second => "O",
    }
}

fn win_reason(reason: WinReason) -> &'static str {
    match reason {
        WinReason::TenCaptured => "ten_captured",
        WinReason::OpponentBlocked => "opponent_blocked",
        WinReason::OpponentCannotMove => "opponent_cannot_move",
    }
}

fn draw_reason(reason: DrawReason) -> &'static str {
    match reason {
        DrawReason::Repetition => "repetition",
        DrawReason::SameMoveThrice => "same_move_thrice",
        DrawReason::ThreeVThreeLimit => "three_v_three_limit",
        DrawReason::NeitherCanMove => "neither_can_move",
    }
}

fn outcome_text(outcome: Option<Outcome>) -> String {
    match outcome {
        None => "none".to_string(),
        Some(Outcome::Win { winner, reason }) => {
            format!("win {} {}", side(winner), win_reason(reason))
        }
        Some(Outcome::Draw(reason)) => format!("draw {}", draw_reason(reason)),
    }
}

fn line_text(line: [Point; 3]) -> String {
    line.map(point_name).join("-")
}

/// The short form of an effect used in the data file.
fn effect_text(effect: &Effect) -> String {
    let n = point_name;
    match effect.kind {
        EffectKind::Morris(e) => match e {
            MorrisEffect::Placed { player, at } => format!("placed({},{})", side(player), n(at)),
            MorrisEffect::Slid { player, from, to } => {
                format!("slid({},{}-{})", side(player), n(from), n(to))
            }
            MorrisEffect::Flew { player, from, to } => {
                format!("flew({},{}-{})", side(player), n(from), n(to))
            }
            MorrisEffect::LineFormed { player, line } => {
                format!("line({},{})", side(player), line_text(line))
            }
            MorrisEffect::RemovalDue { player, count } => {
                format!("due({},{count})", side(player))
            }
            MorrisEffect::RemovalForfeited { player } => format!("forfeited({})", side(player)),
            MorrisEffect::RemovalDenied { player } => format!("denied({})", side(player)),
            MorrisEffect::Removed { by, at } => format!("removed({},{})", side(by), n(at)),
            MorrisEffect::IloboloBegins => "ilobolo".to_string(),
            MorrisEffect::IloboloGift { giver, at } => {
                format!("gift({},{})", side(giver), n(at))
            }
            MorrisEffect::PhaseChanged(phase) => format!(
                "phase({})",
                match phase {
                    inkomo::rules::morris::Phase::Placement => "place",
                    inkomo::rules::morris::Phase::Movement => "move",
                    inkomo::rules::morris::Phase::Ilobolo => "ilobolo",
                }
            ),
            MorrisEffect::FlyingBegins { player } => format!("flying({})", side(player)),
            MorrisEffect::ThreeVThreeBegins { limit } => format!("3v3({limit})"),
        },
        EffectKind::Passed(player) => format!("pass({})", side(player)),
        EffectKind::GameOver(Outcome::Win { winner, reason }) => {
            format!("win({},{})", side(winner), win_reason(reason))
        }
        EffectKind::GameOver(Outcome::Draw(reason)) => format!("draw({})", draw_reason(reason)),
        EffectKind::Mancala(_) => panic!("a mancala effect in a morris game"),
    }
}

fn illegal_name(reason: IllegalReason) -> String {
    match reason {
        IllegalReason::GameOver => "GameOver".to_string(),
        IllegalReason::Morris(m) => {
            let debug = format!("{m:?}");
            debug.split('(').next().unwrap_or_default().to_string()
        }
        other => format!("{other:?}"),
    }
}

/// The points the diagram shows, in BLAC order, as `X`, `O` or `.`.
fn diagram_points(diagram: &[String], points: usize) -> String {
    let mut cells = std::collections::HashMap::new();
    for line in diagram {
        let bytes = line.as_bytes();
        if let Some(&rank @ b'1'..=b'7') = bytes.first() {
            for file in 0..7 {
                if let Some(&c) = bytes.get(3 + 2 * file) {
                    cells.insert(
                        format!("{}{}", (b'a' + file as u8) as char, rank as char),
                        c,
                    );
                }
            }
        }
    }
    POINT_NAMES[..points]
        .iter()
        .map(|name| match cells.get(*name) {
            Some(b'X') => 'X',
            Some(b'O') => 'O',
            Some(b'+') => '.',
            other => panic!("diagram has no point at {name}: {other:?}"),
        })
        .collect()
}

fn word_set(text: &str) -> BTreeSet<String> {
    if text == "none" {
        BTreeSet::new()
    } else {
        text.split_whitespace().map(str::to_string).collect()
    }
}

fn run_case(case: &Case) -> Result<(), String> {
    let game_id = GameId::parse(case.get("game").ok_or("no game")?).map_err(|e| e.to_string())?;
    let mut options = Options::defaults(game_id);
    for pair in case.get("options").unwrap_or("").split_whitespace() {
        options.set_pair(pair).map_err(|e| e.to_string())?;
    }
    let position = case.get("position").unwrap_or("start");
    let mut game = if position == "start" {
        Game::new(game_id, options)
    } else {
        Game::from_position(game_id, options, position).map_err(|e| format!("position: {e}"))?
    };
    let points = if game_id == GameId::Isisuthu { 25 } else { 24 };
    if !case.diagram.is_empty() {
        let drawn = diagram_points(&case.diagram, points);
        let given = position.split_whitespace().next().unwrap_or("");
        if drawn != given {
            return Err(format!("diagram shows {drawn}, position has {given}"));
        }
    }

    let moves: Vec<&str> = case.get("moves").unwrap_or("").split_whitespace().collect();
    let mut last_effects = Vec::new();
    for (i, text) in moves.iter().enumerate() {
        let action = game.parse_action(text).map_err(|e| e.to_string())?;
        let is_last = i + 1 == moves.len();
        let before = game.position();
        match game.apply(action) {
            Ok(effects) => {
                if is_last && case.get("error").is_some() {
                    return Err(format!("{text} was accepted, expected an error"));
                }
                last_effects = effects;
            }
            Err(err) => {
                let expected = case.get("error").filter(|_| is_last);
                let name = illegal_name(err.reason);
                if expected != Some(name.as_str()) {
                    return Err(format!("{text} refused ({err}) as {name}"));
                }
                if game.position() != before {
                    return Err(format!("{text} was refused but changed the position"));
                }
                // The message names the action.
                if !err.to_string().contains(text) {
                    return Err(format!("error message does not name {text}: {err}"));
                }
            }
        }
    }

    if let Some(expected) = case.get("to_act") {
        let got = side(game.to_act());
        if got != expected {
            return Err(format!("to act: {got}, expected {expected}"));
        }
    }
    if let Some(expected) = case.get("outcome") {
        let got = outcome_text(game.outcome());
        if got != expected {
            return Err(format!("outcome: {got}, expected {expected}"));
        }
    }
    let legal = game.legal_actions();
    if let Some(expected) = case.get("legal") {
        let got: BTreeSet<String> = legal.iter().map(|a| a.to_string()).collect();
        let expected = word_set(expected);
        if got != expected {
            let missing: Vec<_> = expected.difference(&got).collect();
            let extra: Vec<_> = got.difference(&expected).collect();
            return Err(format!(
                "legal actions differ: missing {missing:?}, extra {extra:?}"
            ));
        }
        if got.len() != legal.len() {
            return Err("legal actions repeat".to_string());
        }
    }
    if let Some(expected) = case.get("capturing") {
        let mut got = BTreeSet::new();
        for &action in legal.iter() {
            if matches!(action, Action::Morris(MorrisAction::Remove(_))) {
                continue;
            }
            let mut probe = game.clone();
            let effects = probe.apply(action).map_err(|e| e.to_string())?;
            let lines: Vec<String> = effects
                .iter()
                .filter_map(|e| match e.kind {
                    EffectKind::Morris(MorrisEffect::LineFormed { line, .. }) => {
                        Some(line_text(line))
                    }
                    _ => None,
                })
                .collect();
            if !lines.is_empty() {
                got.insert(format!("{action}={}", lines.join("+")));
            }
        }
        let expected = word_set(expected);
        if got != expected {
            return Err(format!("capturing: {got:?}, expected {expected:?}"));
        }
    }
    if let Some(expected) = case.get("after") {
        let got = game.position();
        if got != expected {
            return Err(format!(
                "position after:\n  got      {got}\n  expected {expected}"
            ));
        }
    }
    if let Some(expected) = case.get("effects") {
        let got: Vec<String> = last_effects.iter().map(effect_text).collect();
        if got.join(" ") != expected {
            return Err(format!("effects: {}, expected {expected}", got.join(" ")));
        }
    }
    if let Some(expected) = case.get("rules") {
        let got: Vec<&str> = last_effects.iter().map(|e| e.rule.id).collect();
        if got.join(" ") != expected {
            return Err(format!("rules: {}, expected {expected}", got.join(" ")));
        }
        // Only the safety-net draw (docs/readings.md, M6b) rests on no source.
        if last_effects
            .iter()
            .any(|e| e.rule.cites.is_empty() && e.rule.id != "neither_can_move")
        {
            return Err("a rule reference without a source".to_string());
        }
    }
    // The position text of every case round-trips.
    let text = game.position();
    let again = Game::from_position(game_id, options, &text).map_err(|e| e.to_string())?;
    if again.position() != text {
        return Err(format!("position does not round-trip: {text}"));
    }
    Ok(())
}

#[test]
fn morris_examples() {
    let cases = parse_cases(DATA);
    assert!(cases.len() >= 60, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        if let Err(why) = run_case(case) {
            failures.push(format!("{}: {why}", case.name));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn every_rules_md_example_is_covered() {
    let cases = parse_cases(DATA);
    for tag in [
        "S1 ", "S1' ", "S2 ", "S2' ", "S3 ", "S4 ", "Z1 ", "Z2 ", "Z3 ", "P1 ", "P2 ", "P3 ",
    ] {
        assert!(
            cases
                .iter()
                .any(|c| c.name.starts_with(tag) && !c.diagram.is_empty()),
            "no case with a diagram for {tag}"
        );
    }
    // Z3's ilobolo continuation and both readings of P3.
    let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    assert!(names.iter().any(|n| n.contains("X gives c4, O gives e5")));
    assert!(names.iter().any(|n| n.contains("P3 mill_removal=any")));
    assert!(
        names
            .iter()
            .any(|n| n.contains("P3 mill_removal=not_from_line_unless_all"))
    );
}

#[test]
fn illegal_reason_names_are_known() {
    // Keep the `error:` names of the data file tied to real variants.
    let a7 = Point::new_unchecked(0);
    let known = [
        MorrisIllegal::RemovalDue,
        MorrisIllegal::NoRemovalDue,
        MorrisIllegal::GiftDue,
        MorrisIllegal::PlacementPhase,
        MorrisIllegal::MovementPhase,
        MorrisIllegal::NoSuchPoint(a7),
        MorrisIllegal::Occupied(a7),
        MorrisIllegal::NotOwnToken(a7),
        MorrisIllegal::NotOpponentToken(a7),
        MorrisIllegal::ProtectedByLine(a7),
        MorrisIllegal::NotAdjacent(a7, a7),
        MorrisIllegal::ImmediateReturn(a7, a7),
    ]
    .map(|m| illegal_name(IllegalReason::Morris(m)));
    for case in parse_cases(DATA) {
        if let Some(error) = case.get("error") {
            assert!(
                known.contains(&error.to_string()) || error == "GameOver",
                "{}: unknown error {error}",
                case.name
            );
        }
    }
}
