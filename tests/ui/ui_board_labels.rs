//! Names on the boards and what hovering says: with coordinates on, every pit and point is
//! labelled where it lies (turned with the board); hovering names a pit or point and its
//! contents; hovering a pit the player may sow previews where its first lap ends, as the
//! engine computes it.

#![cfg(feature = "gui")]

use crate::ui_support::{game, harness_in_game, pit_label, point_label, shows};
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use inkomo::rules::mancala::preview::{LapOutcome, first_lap};
use inkomo::rules::mancala::{LocalPit, Pit, pit_name, pit_of};
use inkomo::rules::morris::{Point, point_name};
use inkomo::rules::{GameId, Player};
use inkomo::ui::board::session::TokenColour;
use inkomo::ui::command::SettingsCommand;
use inkomo::ui::panels::settings::Speed;
use inkomo::ui::{Command, InkomoApp};

/// Every text painted in the last frame, with where it was painted.
fn painted(h: &Harness<'static, InkomoApp>) -> Vec<(String, Rect)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, Rect)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(t) => {
                let rect = Rect::from_min_size(t.pos, t.galley.size());
                out.push((t.galley.text().to_string(), rect));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// Where the text `text` was painted, if it was (exactly once).
fn painted_at(h: &Harness<'static, InkomoApp>, text: &str) -> Option<Rect> {
    let hits: Vec<Rect> = painted(h)
        .into_iter()
        .filter(|(t, _)| t == text)
        .map(|(_, r)| r)
        .collect();
    assert!(hits.len() <= 1, "'{text}' painted {} times", hits.len());
    hits.first().copied()
}

fn apply(h: &mut Harness<'static, InkomoApp>, command: Command) {
    h.state_mut().apply(command);
    h.run_steps(3);
}

/// Hovers the widget with this label long enough for its tooltip to show.
fn hover(h: &mut Harness<'static, InkomoApp>, label: &str) {
    h.get_by_label(label).hover();
    h.run_steps(40);
}

/// Whether some accessible node's label contains `text`.
fn shows_text(h: &Harness<'static, InkomoApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// The first tooltip line of a pit, as the engine's count says it.
fn hover_line(g: &inkomo::rules::Game, pit: Pit) -> String {
    let n = g.mancala().unwrap().seeds(pit);
    let what = match n {
        0 => "empty".to_string(),
        1 => "1 seed".to_string(),
        n => format!("{n} seeds"),
    };
    format!("{}: {what}", pit_name(pit))
}

/// Each pit's name is painted inside that pit's own square, unturned and turned; without
/// coordinates no name is painted.
#[test]
fn pit_names_follow_the_pits() {
    let mut h = harness_in_game(GameId::IsoloBoys, Speed::Off);
    assert!(
        h.state().settings().coordinates,
        "coordinates are on by default"
    );
    for flipped in [false, true] {
        if flipped {
            apply(&mut h, Command::Settings(SettingsCommand::Flip));
        }
        let g = game(&h);
        for pit in Pit::all() {
            let name = pit_name(pit);
            let at = painted_at(&h, &name).unwrap_or_else(|| panic!("{name} is not painted"));
            let cell = h.get_by_label(&pit_label(&g, pit)).rect();
            assert!(
                cell.expand(6.0).contains_rect(at),
                "{name} (flipped={flipped}) painted at {at:?}, outside its pit {cell:?}"
            );
        }
        // South's pits are at the bottom unless the board is turned.
        let s = painted_at(&h, "S-o1").unwrap().center().y;
        let n = painted_at(&h, "N-o1").unwrap().center().y;
        assert_eq!(s > n, !flipped, "flipped={flipped}");
    }
    apply(
        &mut h,
        Command::Settings(SettingsCommand::ToggleCoordinates),
    );
    for pit in Pit::all() {
        assert!(painted_at(&h, &pit_name(pit)).is_none());
    }
}

/// Every morris point's name, or BLAC number, is painted beside it, clear of every token
/// and of every other label.
#[test]
fn point_labels_on_every_board() {
    for id in [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe] {
        let mut h = harness_in_game(id, Speed::Off);
        let count = game(&h).morris().unwrap().board().point_count();
        for blac in [false, true] {
            if blac {
                apply(
                    &mut h,
                    Command::Settings(SettingsCommand::ToggleBlacNumbers),
                );
            }
            let g = game(&h);
            let points: Vec<Rect> = Point::all(count)
                .map(|p| {
                    h.get_by_label(&point_label(&g, p, TokenColour::Dark))
                        .rect()
                })
                .collect();
            let mut labels = Vec::new();
            for p in Point::all(count) {
                let text = if blac {
                    format!("{:02}", p.index() + 1)
                } else {
                    point_name(p).to_string()
                };
                let at = painted_at(&h, &text)
                    .unwrap_or_else(|| panic!("{id:?}: {text} is not painted"));
                // Beside its own point: nearer to it than to any other point.
                let own = at.center().distance(points[p.index()].center());
                for (q, rect) in points.iter().enumerate() {
                    if q != p.index() {
                        assert!(own < at.center().distance(rect.center()), "{id:?} {text}");
                    }
                }
                labels.push(at);
            }
            for (i, a) in labels.iter().enumerate() {
                for b in &labels[i + 1..] {
                    assert!(
                        !a.shrink(0.5).intersects(b.shrink(0.5)),
                        "{id:?}: labels overlap"
                    );
                }
            }
        }
    }
}

/// Hovering a point names it, with its BLAC number, and what stands on it.
#[test]
fn hovering_a_point_names_it() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    let g = game(&h);
    let a7 = Point::new_unchecked(0);
    hover(&mut h, &point_label(&g, a7, TokenColour::Dark));
    assert!(shows(&h, &format!("{} (01): empty", point_name(a7))));
}

/// Hovering a pit names it and its seeds; hovering a pit the player may sow also says where
/// the engine's first lap of that sowing ends and what happens there, and marks it.
#[test]
fn hovering_a_pit_previews_its_first_lap() {
    // (game, the pit hovered in South's coordinates, the words marked on the board)
    for (id, local) in [
        (GameId::Igisoro, LocalPit::inner(3)), // S-i4: ends in an empty pit
        (GameId::IsoloWomen, LocalPit::inner(0)), // S-i1: relay
        (GameId::IsoloBoys, LocalPit::inner(3)), // S-i4: capture
    ] {
        let mut h = harness_in_game(id, Speed::Off);
        let g = game(&h);
        let pit = pit_of(Player::First, local);
        let lap = first_lap(g.mancala().unwrap(), local, false).unwrap();
        let mark = match lap.outcome {
            LapOutcome::TurnEnds => "turn ends".to_string(),
            LapOutcome::Relay { seeds, .. } => format!("relay {seeds}"),
            LapOutcome::Capture { seeds, .. } => format!("capture {seeds}"),
            other => panic!("{id:?}: unexpected outcome {other:?}"),
        };
        assert!(painted_at(&h, &mark).is_none());
        hover(&mut h, &pit_label(&g, pit));
        assert!(shows(&h, &hover_line(&g, pit)), "{id:?}");
        let sentence = format!("The first lap ends in {}", pit_name(lap.end));
        assert!(shows_text(&h, &sentence), "{id:?}: '{sentence}'");
        let at = painted_at(&h, &mark).unwrap_or_else(|| panic!("{id:?}: '{mark}' not marked"));
        // The mark stands over the lap's end pit.
        let end = h.get_by_label(&pit_label(&g, lap.end)).rect();
        assert!(
            (at.center().x - end.center().x).abs() < end.width() / 2.0,
            "{id:?}: '{mark}' at {at:?}, the end pit at {end:?}"
        );
        assert!(at.center().y < end.center().y + 1.0);
        // The opponent's pits preview nothing.
        let theirs = pit_of(Player::Second, local);
        hover(&mut h, &pit_label(&g, theirs));
        assert!(shows(&h, &hover_line(&g, theirs)), "{id:?}");
        assert!(!shows_text(&h, "The first lap ends"), "{id:?}");
        assert!(painted_at(&h, &mark).is_none(), "{id:?}");
    }
}
