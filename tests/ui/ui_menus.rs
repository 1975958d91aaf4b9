//! The play bar: one line at 1024 px in every locale (the title, the Game, View and Help
//! menus, Undo, Redo, Hint and Settings), menus holding the rarer commands, and a morris
//! board that fills the height it has in a small window.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::WindowCommand;

use crate::ui_support::{point_label, shows};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::i18n::{Language, Tr};
use inkomo::rules::GameId;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::{GameSetup, TokenColour};
use inkomo::ui::{InkomoApp, Settings};

const SMALL: [f32; 2] = [1024.0, 700.0];

/// A harness of `size` already playing `game` in `language`.
fn small_harness(game: GameId, language: Language) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(Settings {
        language,
        speed: Speed::Off,
        ..Settings::default()
    });
    app.start(GameSetup::new(game));
    let mut h = Harness::builder()
        .with_size(SMALL)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(3);
    h
}

/// Clicks the widget labelled `label` (it must be on screen) and lets the app react.
fn click_in(h: &mut Harness<'static, InkomoApp>, label: &str) {
    h.get_by_label(label).hover();
    h.run_steps(2);
    h.get_by_label(label).click();
    h.step();
    h.run_steps(3);
}

/// The game of each family with the longest title in `language`.
fn longest_titles(tr: &Tr) -> [GameId; 2] {
    let longest = |games: &[GameId]| {
        *games
            .iter()
            .max_by_key(|g| {
                inkomo::ui::board::describe::game_title(tr, **g)
                    .chars()
                    .count()
            })
            .expect("games")
    };
    [
        longest(&[GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe]),
        longest(&[GameId::IsoloWomen, GameId::IsoloBoys, GameId::Igisoro]),
    ]
}

#[test]
fn the_play_bar_fits_one_line_at_1024_px_in_every_locale() {
    for language in [Language::En, Language::Pt, Language::Es] {
        let tr = Tr::new(language);
        for game in longest_titles(&tr) {
            let h = small_harness(game, language);
            let labels = [
                inkomo::ui::board::describe::game_title(&tr, game),
                tr.s("menu-game"),
                tr.s("menu-view"),
                tr.s("menu-help"),
                tr.s("button-undo"),
                tr.s("button-redo"),
                tr.s("button-hint"),
                tr.s("button-settings"),
            ];
            let rects: Vec<egui::Rect> = labels
                .iter()
                .map(|label| h.get_by_label(label).rect())
                .collect();
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, SMALL.into());
            for (label, rect) in labels.iter().zip(&rects) {
                assert!(
                    window.contains_rect(*rect),
                    "{language:?} {game:?}: {label} at {rect:?} lies outside the window"
                );
                assert!(
                    (rect.center().y - rects[1].center().y).abs() < 6.0,
                    "{language:?} {game:?}: {label} at {rect:?} is not on the menus' row {:?}",
                    rects[1]
                );
            }
            // Left to right, without overlapping.
            for pair in rects.windows(2) {
                assert!(
                    pair[0].right() <= pair[1].left() + 0.5,
                    "{language:?} {game:?}: {pair:?} overlap or are out of order"
                );
            }
        }
    }
}

#[test]
fn the_menus_hold_the_commands_of_the_game_the_view_and_help() {
    let mut h = small_harness(GameId::Isizulu, Language::En);
    click_in(&mut h, "Game");
    // Each entry with its shortcut, as a desktop menu shows it: drawn at its right, and
    // given to a screen reader as the entry's shortcut (its name stays its words).
    for (entry, key) in [
        ("Back to games", None),
        ("New game", Some("Ctrl+N")),
        ("Open", Some("Ctrl+O")),
        ("Save", Some("Ctrl+S")),
        ("Save as…", Some("Ctrl+Shift+S")),
        ("Recent", None),
        ("Replay", Some("Ctrl+P")),
    ] {
        assert!(shows(&h, entry), "the Game menu has {entry}");
        let node = h.get_by_label(entry);
        assert_eq!(
            node.accesskit_node().data().keyboard_shortcut(),
            key,
            "the shortcut of {entry}"
        );
    }
    click_in(&mut h, "Game");
    assert!(!shows(&h, "Save as…"), "a second click closes the menu");

    click_in(&mut h, "View");
    for entry in [
        "Flip board",
        "Coordinates",
        "BLAC numbers (01–25)",
        "Legal moves",
        "Last move",
        "Zoom",
    ] {
        assert!(shows(&h, entry), "the View menu has {entry}");
    }
    assert!(
        shows(&h, "Ctrl+R"),
        "the View menu's Flip board shows its key"
    );
    let coordinates = h.state().settings().coordinates;
    click_in(&mut h, "Coordinates");
    assert_eq!(
        h.state().settings().coordinates,
        !coordinates,
        "Coordinates turns them on or off"
    );
    assert!(
        shows(&h, "Zoom"),
        "the View menu stays open for the next change"
    );
    click_in(&mut h, "Flip board");
    assert!(h.state().settings().flipped, "Flip board turns the board");
    // The zoom is the remembered setting, a step at a time.
    click_in(&mut h, "+");
    assert_eq!(h.state().settings().zoom, 1.1);
    click_in(&mut h, "110 %");
    assert_eq!(h.state().settings().zoom, 1.0);
    click_in(&mut h, "View");
    assert!(!shows(&h, "Zoom"), "a second click closes the menu");

    click_in(&mut h, "Help");
    for entry in ["Rules of this game", "Glossary", "Keys"] {
        assert!(shows(&h, entry), "the Help menu has {entry}");
    }
    click_in(&mut h, "Keys");
    assert!(h.state().glossary_shown(), "Keys opens the glossary");
    assert_eq!(h.state().glossary_focus(), Some("keys"), "at its keys");
    click_in(&mut h, "Help");
    click_in(&mut h, "Rules of this game");
    let rules = h.state().rules_shown().expect("the rules page opens");
    assert_eq!(rules.game, GameId::Isizulu, "of the game played");
    assert!(!h.state().glossary_shown(), "in the glossary's place");
}

#[test]
fn a_morris_board_fills_the_height_of_a_small_window() {
    for game in [GameId::Isizulu, GameId::Isisuthu] {
        let h = small_harness(game, Language::En);
        let g = ui_support::game(&h);
        let count = g.morris().expect("a morris game").board().point_count();
        let rects: Vec<egui::Rect> = inkomo::rules::morris::Point::all(count)
            .map(|p| {
                h.get_by_label(&point_label(&g, p, TokenColour::Dark))
                    .rect()
            })
            .collect();
        let top = rects.iter().map(|r| r.center().y).fold(f32::MAX, f32::min);
        let bottom = rects.iter().map(|r| r.center().y).fold(f32::MIN, f32::max);
        let bar = h.get_by_label("Game").rect();
        // The central area: below the bar, inside the central panel's margins.
        let central = SMALL[1] - (bar.bottom() + 6.0) - 24.0;
        // The outer points lie 0.81 of the board's side apart (its margins: 0.095 each).
        let board = (bottom - top) / 0.81;
        assert!(
            board >= 0.85 * central,
            "{game:?}: the board is {board} px high in a central area of {central} px"
        );
    }
}

#[test]
fn the_blac_numbering_is_offered_only_where_morris_points_are_shown() {
    const SETTING: &str = "Number the points as BLAC does (01–25)";
    for (game, offered) in [(GameId::Isizulu, true), (GameId::Igisoro, false)] {
        let mut h = small_harness(game, Language::En);
        h.state_mut().apply(inkomo::ui::command::Command::Window(
            WindowCommand::ShowSettings(true),
        ));
        h.run_steps(3);
        assert!(h.state().settings_shown());
        assert_eq!(shows(&h, SETTING), offered, "{game}: the settings window");
        assert!(
            shows(&h, "Show coordinates"),
            "{game}: the other board settings stay"
        );
        h.state_mut().apply(inkomo::ui::command::Command::Window(
            WindowCommand::ShowSettings(false),
        ));
        h.run_steps(3);
        click_in(&mut h, "View");
        assert_eq!(
            shows(&h, "BLAC numbers (01–25)"),
            offered,
            "{game}: the View menu"
        );
    }
}
