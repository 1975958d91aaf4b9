//! Data-driven mancala cases: every worked example (docs/readings.md, Examples) and further cases,
//! from `tests/data/mancala/*.txt` (format: `tests/data/mancala/README.md`).
//!
//! Each turn's effect stream is rendered into the lap log of the worked examples and compared line
//! by line; boards, seed totals, overture flags, position texts and legal actions are compared
//! after each turn.

use std::fs;
use std::path::{Path, PathBuf};

use inkomo::rules::mancala::{Decision, LiftCause, LocalPit, MancalaEffect, Pit, pit_name};
use inkomo::rules::notation::parse_actions;
use inkomo::rules::{Effect, EffectKind, Game, GameId, Options, Outcome, Player};

/// Renders effects in the lap-log words of the worked examples (docs/readings.md, Examples).
fn lap_log(effects: &[Effect], igisoro: bool) -> Vec<String> {
    let dir = |cw: bool| if cw { "CW" } else { "CCW" };
    let mut log = Vec::new();
    let mut drops: Vec<(Pit, u8)> = Vec::new();
    let mut captured: Option<([(Pit, u8); 2], Pit)> = None;
    for e in effects {
        let EffectKind::Mancala(m) = e.kind else {
            continue;
        };
        match m {
            MancalaEffect::OvertureEnded { player } => log.push(format!(
                "{} plays the ng'hana: overture over, full 16-pit circuit from now on",
                side(player)
            )),
            MancalaEffect::Lifted {
                pit,
                count,
                cause,
                clockwise,
            } => {
                let suffix = if igisoro {
                    format!(" ({})", dir(clockwise))
                } else {
                    String::new()
                };
                match cause {
                    LiftCause::Move => {
                        log.push(format!("lift {count} from {}{suffix}", pit_name(pit)))
                    }
                    LiftCause::Relay => log.push(format!(
                        "relay: lift {count} from {}{suffix}",
                        pit_name(pit)
                    )),
                    LiftCause::Capture => {
                        let (from, _) = captured.take().expect("Captured before its re-sow");
                        let pits: Vec<String> = from
                            .iter()
                            .filter(|(_, n)| *n > 0)
                            .map(|(p, _)| pit_name(*p))
                            .collect();
                        let direction = if igisoro {
                            format!(" {}", dir(clockwise))
                        } else {
                            String::new()
                        };
                        log.push(format!(
                            "CAPTURE {count} from {}; re-sow from {}{direction}",
                            pits.join(", "),
                            pit_name(pit)
                        ));
                    }
                }
            }
            MancalaEffect::Dropped { pit, now } => drops.push((pit, now)),
            MancalaEffect::LapEnded { pit, end } => {
                let (last, now) = *drops.last().expect("a lap drops seeds");
                assert_eq!(last, pit, "the lap ends where its last seed fell");
                let names: Vec<String> = drops.iter().map(|(p, _)| pit_name(*p)).collect();
                log.push(format!(
                    "sow -> {}; last in {} (now {now})",
                    names.join(", "),
                    pit_name(last)
                ));
                drops.clear();
                if end == inkomo::rules::mancala::LapEnd::Empty {
                    log.push("last seed in an empty pit: turn ends".to_string());
                }
            }
            MancalaEffect::Captured { from, at, .. } => captured = Some((from, at)),
            MancalaEffect::Ndahise { .. } => {
                log.push("capture available but player says 'ndahise' (I pass)".to_string())
            }
            MancalaEffect::Ndakubye {
                from, to, count, ..
            } => log.push(format!(
                "opponent: 'ndakubye' - retreats {count} from {} to {}",
                pit_name(from),
                pit_name(to)
            )),
            _ => {}
        }
    }
    assert!(drops.is_empty(), "every lap ends with LapEnded");
    log
}

fn side(p: Player) -> &'static str {
    match p {
        Player::First => "S",
        Player::Second => "N",
    }
}

/// One case being checked.
struct Case {
    file: PathBuf,
    name: String,
    game_id: Option<GameId>,
    options: Option<Options>,
    game: Option<Game>,
    /// Effects of the last turn and its expected log.
    effects: Vec<Effect>,
    expected_log: Vec<String>,
    turns: usize,
}

impl Case {
    fn here(&self, line: usize) -> String {
        format!(
            "{}:{} (example {})",
            self.file.display(),
            line + 1,
            self.name
        )
    }

    fn game(&mut self, line: usize) -> &mut Game {
        if self.game.is_none() {
            let id = self
                .game_id
                .unwrap_or_else(|| panic!("{}: no game line", self.here(line)));
            let options = self.options.unwrap_or_else(|| Options::defaults(id));
            self.game = Some(Game::new(id, options));
        }
        self.game.as_mut().unwrap()
    }

    /// Compares the collected log with the expected one and clears both.
    fn flush_log(&mut self, line: usize) {
        if !self.expected_log.is_empty() {
            let igisoro = self.game_id == Some(GameId::Igisoro);
            let got = lap_log(&self.effects, igisoro);
            let want: Vec<String> = self
                .expected_log
                .iter()
                .map(|l| l.trim().to_string())
                .collect();
            assert_eq!(
                got.join("\n"),
                want.join("\n"),
                "{}: lap log of turn {}",
                self.here(line),
                self.turns
            );
        }
        self.expected_log.clear();
    }
}

fn run_file(path: &Path) -> usize {
    let text = fs::read_to_string(path).unwrap();
    let mut cases = 0;
    let mut case: Option<Case> = None;
    let mut rows_seen: Vec<[u8; 8]> = Vec::new();
    for (line, raw) in text.lines().enumerate() {
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (key, arg) = trimmed.split_once(' ').unwrap_or((trimmed, ""));
        let arg = arg.trim();
        if key == "example" {
            assert!(
                case.is_none(),
                "{}:{}: example inside example",
                path.display(),
                line + 1
            );
            case = Some(Case {
                file: path.to_path_buf(),
                name: arg.to_string(),
                game_id: None,
                options: None,
                game: None,
                effects: Vec::new(),
                expected_log: Vec::new(),
                turns: 0,
            });
            continue;
        }
        let c = case
            .as_mut()
            .unwrap_or_else(|| panic!("{}:{}: outside an example", path.display(), line + 1));
        if key != "log" && key != "row" {
            c.flush_log(line);
        }
        if key != "row" && !rows_seen.is_empty() {
            panic!("{}: four row lines expected", c.here(line));
        }
        match key {
            "game" => {
                let id = GameId::parse(arg).unwrap();
                c.game_id = Some(id);
                c.options = Some(Options::defaults(id));
            }
            "option" => {
                let here = c.here(line);
                c.options
                    .as_mut()
                    .unwrap_or_else(|| panic!("{here}: option before game"))
                    .set_pair(arg)
                    .unwrap_or_else(|e| panic!("{here}: {e}"));
            }
            "start" => {
                let id = c.game_id.unwrap();
                let options = c.options.unwrap();
                c.game = Some(if arg == "default" {
                    Game::new(id, options)
                } else {
                    Game::from_position(id, options, arg)
                        .unwrap_or_else(|e| panic!("{}: {e}", c.here(line)))
                });
            }
            "turn" | "step" => {
                let here = c.here(line);
                let id = c.game_id.unwrap();
                let actions = parse_actions(id, arg).unwrap_or_else(|e| panic!("{here}: {e}"));
                let game = c.game(line);
                let mut effects = Vec::new();
                for action in actions {
                    let before = game.position();
                    let got = game
                        .apply(action)
                        .unwrap_or_else(|e| panic!("{here}: {e}\nposition: {before}"));
                    effects.extend(got);
                }
                let ended = effects.iter().any(|e| {
                    matches!(e.kind, EffectKind::Mancala(MancalaEffect::TurnEnded { .. }))
                });
                if key == "turn" {
                    assert!(ended, "{here}: the turn did not end");
                    assert!(
                        game.mancala().unwrap().pending().is_none(),
                        "{here}: a decision is still due"
                    );
                }
                // Every turn end is also a round trip of the position text.
                let text = game.position();
                let again = Game::from_position(id, *game.options(), &text)
                    .unwrap_or_else(|e| panic!("{here}: {text}: {e}"));
                assert_eq!(again.position(), text, "{here}: round trip");
                assert_eq!(
                    again.mancala().unwrap().hash(),
                    game.mancala().unwrap().hash(),
                    "{here}: hash after round trip"
                );
                c.effects = effects;
                c.turns += 1;
            }
            "log" => {
                let entry = raw.trim_start().strip_prefix("log").unwrap();
                c.expected_log.push(entry.trim().to_string());
            }
            "seeds" => {
                let here = c.here(line);
                let w: Vec<&str> = arg.split_whitespace().collect();
                let game = c.game(line).mancala().unwrap();
                let total = |p| -> u32 {
                    LocalPit::all()
                        .map(|l| u32::from(game.seeds(l.on(p))))
                        .sum()
                };
                assert_eq!(
                    (total(Player::First), total(Player::Second)),
                    (w[1].parse().unwrap(), w[3].parse().unwrap()),
                    "{here}: seeds per side"
                );
            }
            "overture" => {
                let here = c.here(line);
                let game = c.game(line).mancala().unwrap();
                let got = format!(
                    "S={} N={}",
                    if game.in_overture(Player::First) {
                        "on"
                    } else {
                        "over"
                    },
                    if game.in_overture(Player::Second) {
                        "on"
                    } else {
                        "over"
                    }
                );
                assert_eq!(got, arg, "{here}: overture");
            }
            "row" => {
                let here = c.here(line);
                let data = arg.split('#').next().unwrap();
                let counts: Vec<u8> = data
                    .split_whitespace()
                    .map(|n| n.parse().unwrap())
                    .collect();
                assert_eq!(counts.len(), 8, "{here}: eight counts");
                rows_seen.push(counts.try_into().unwrap());
                if rows_seen.len() == 4 {
                    let want: [[u8; 8]; 4] = rows_seen.clone().try_into().unwrap();
                    let got = rows(&c.game(line).position());
                    assert_eq!(got, want, "{here}: board\n{}", show(&got));
                    rows_seen.clear();
                }
            }
            "position" => {
                let here = c.here(line);
                assert_eq!(c.game(line).position(), arg, "{here}: position");
            }
            "to_act" => {
                let here = c.here(line);
                assert_eq!(side(c.game(line).to_act()), arg, "{here}: to act");
            }
            "pending" => {
                let here = c.here(line);
                let pending = c.game(line).mancala().unwrap().pending();
                let got = match pending {
                    None => "none".to_string(),
                    Some(Decision::TakeOrNdahise { at }) => format!("take@{}", pit_name(at)),
                    Some(Decision::NdakubyeOrKeep { threatened }) => {
                        format!("retreat@{}", pit_name(threatened))
                    }
                    Some(Decision::Direction { at, .. }) => format!("dir@{}", pit_name(at)),
                    Some(Decision::Arrange) => "arrange".to_string(),
                };
                assert_eq!(got, arg, "{here}: pending");
            }
            "legal" => {
                let here = c.here(line);
                let legal: Vec<String> = c
                    .game(line)
                    .legal_actions()
                    .iter()
                    .map(|a| a.to_string())
                    .collect();
                assert_eq!(legal.join(" "), arg, "{here}: legal actions");
            }
            "illegal" => {
                let here = c.here(line);
                let (action, words) = arg.split_once("::").unwrap_or((arg, ""));
                let game = c.game(line);
                let action = game.parse_action(action.trim()).unwrap();
                let before = game.position();
                let err = game
                    .apply(action)
                    .expect_err(&format!("{here}: {action} should be illegal"));
                assert_eq!(game.position(), before, "{here}: unchanged after an error");
                let text = err.to_string();
                assert!(text.contains(words.trim()), "{here}: reason '{text}'");
            }
            "winner" => {
                let here = c.here(line);
                let outcome = c.game(line).outcome();
                let winner = match outcome {
                    Some(Outcome::Win { winner, .. }) => side(winner),
                    _ => "none",
                };
                assert_eq!(winner, arg, "{here}: winner");
            }
            "end" => {
                case = None;
                cases += 1;
            }
            _ => panic!("{}: unknown keyword '{key}'", c.here(line)),
        }
    }
    assert!(case.is_none(), "{}: last case has no end", path.display());
    cases
}

/// The board's four rows as the position text writes them: seen from South, top to bottom
/// (docs/geometry.md, Rows).
fn rows(position: &str) -> [[u8; 8]; 4] {
    let mut out = [[0; 8]; 4];
    for (row, part) in out.iter_mut().zip(position.split('/')) {
        for (count, n) in row.iter_mut().zip(part.split_whitespace()) {
            *count = n.parse().unwrap();
        }
    }
    out
}

fn show(rows: &[[u8; 8]; 4]) -> String {
    rows.iter()
        .map(|r| {
            r.iter()
                .map(|n| format!("{n:3}"))
                .collect::<Vec<_>>()
                .join("")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/mancala")
}

#[test]
fn every_worked_example_of_7_3() {
    let mut names = Vec::new();
    for file in [
        "examples_isolo_women.txt",
        "examples_isolo_boys.txt",
        "examples_igisoro.txt",
    ] {
        let path = data_dir().join(file);
        let text = fs::read_to_string(&path).unwrap();
        names.extend(
            text.lines()
                .filter_map(|l| l.strip_prefix("example "))
                .map(str::to_string),
        );
        run_file(&path);
    }
    let expected = [
        "W1", "W1-v1", "W1-v2", "W2", "W3", "W3-v", "B1", "B2", "B3", "B4", "B4-v", "G1", "G2",
        "G3", "G4", "G4-v", "G5", "G6", "G7",
    ];
    assert_eq!(names, expected);
}

#[test]
fn further_cases() {
    let mut files: Vec<PathBuf> = fs::read_dir(data_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            name.ends_with(".txt") && !name.starts_with("examples_")
        })
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let cases: usize = files.iter().map(|f| run_file(f)).sum();
    assert!(cases >= 5, "{cases} further cases");
}
