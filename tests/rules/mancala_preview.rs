//! Data-driven first-lap previews, from `tests/data/preview/first_lap.txt` (the format is
//! described at the top of that file): for a position and a sowing, where the first lap ends,
//! how many seeds that pit then holds, and what happens there.

use std::fs;
use std::path::Path;

use inkomo::rules::mancala::preview::{FirstLap, LapOutcome, first_lap};
use inkomo::rules::mancala::{LocalPit, MancalaAction, parse_pit, pit_name};
use inkomo::rules::{Game, GameId, Options};

/// Writes a preview in the file's words, so that a failure shows both sides alike.
fn render(lap: &FirstLap) -> String {
    let outcome = match lap.outcome {
        LapOutcome::TurnEnds => "ends".to_string(),
        LapOutcome::Relay {
            seeds,
            protected: None,
        } => format!("relay:{seeds}"),
        LapOutcome::Relay {
            seeds,
            protected: Some(p),
        } => format!("relay:{seeds}:protected@{}", pit_name(p)),
        LapOutcome::Capture {
            seeds,
            choose_direction: false,
        } => format!("capture:{seeds}"),
        LapOutcome::Capture {
            seeds,
            choose_direction: true,
        } => format!("capture:{seeds}:direction"),
        LapOutcome::CaptureOffered { seeds } => format!("offer:{seeds}"),
        LapOutcome::ChooseDirection => "direction".to_string(),
    };
    format!("{} now:{} {outcome}", pit_name(lap.end), lap.now)
}

/// The pit and direction of a sowing action text (`i3`, `i2*`).
fn sowing(text: &str, at: &str) -> (LocalPit, bool) {
    match MancalaAction::parse(text) {
        Ok(MancalaAction::Sow { pit, clockwise }) => (pit, clockwise),
        _ => panic!("{at}: '{text}' is not a sowing"),
    }
}

#[test]
fn first_lap_previews_match_the_data() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/preview/first_lap.txt");
    let text = fs::read_to_string(&path).unwrap();
    let (mut name, mut id, mut options, mut game) = (String::new(), None, None, None);
    let (mut cases, mut previews) = (0, 0);
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{}:{} ({name})", path.display(), n + 1);
        let (key, arg) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "case" => {
                name = arg.to_string();
                (id, options, game) = (None, None, None);
            }
            "game" => {
                let g = GameId::parse(arg).unwrap_or_else(|e| panic!("{at}: {e:?}"));
                id = Some(g);
                options = Some(Options::defaults(g));
            }
            "option" => {
                let (k, v) = arg.split_once('=').expect("option NAME=VALUE");
                let opts = options.as_mut().expect("game before option");
                opts.set(k, v).unwrap_or_else(|e| panic!("{at}: {e:?}"));
            }
            "start" => {
                let (g, opts) = (
                    id.expect("game before start"),
                    options.expect("game before start"),
                );
                game = Some(if arg == "default" {
                    Game::new(g, opts)
                } else {
                    Game::from_position(g, opts, arg).unwrap_or_else(|e| panic!("{at}: {e}"))
                });
            }
            "play" => {
                let g = game.as_mut().expect("start before play");
                for a in arg.split_whitespace() {
                    let action = g.parse_action(a).unwrap_or_else(|e| panic!("{at}: {e}"));
                    g.apply_quiet(action)
                        .unwrap_or_else(|e| panic!("{at}: {e}"));
                }
            }
            "preview" | "illegal" => {
                let g = game.as_ref().expect("start before preview");
                let mancala = g.mancala().expect("a mancala game");
                let (action, want) = arg.split_once(' ').unwrap_or((arg, ""));
                let (pit, clockwise) = sowing(action, &at);
                let got = first_lap(mancala, pit, clockwise);
                if key == "illegal" {
                    assert!(got.is_err(), "{at}: {action} previewed as {got:?}");
                } else {
                    let lap = got.unwrap_or_else(|e| panic!("{at}: {action} refused: {e:?}"));
                    assert_eq!(render(&lap), want, "{at}: preview of {action}");
                    // The named pit is a real pit and the one the preview reports.
                    let end = want.split(' ').next().unwrap();
                    assert_eq!(parse_pit(end).unwrap(), lap.end, "{at}");
                }
                previews += 1;
            }
            "end" => cases += 1,
            _ => panic!("{at}: unknown line '{line}'"),
        }
    }
    assert!(cases >= 15, "only {cases} cases read");
    assert!(previews >= 25, "only {previews} previews checked");
}
