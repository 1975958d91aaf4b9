//! The position editor, opened from the new-game dialog: tokens or seeds put anywhere, the
//! player to move and the tokens in hand chosen, every change checked by the engine; an
//! impossible position is refused with what is wrong with it, a legal one is played against
//! the computer or a friend, or saved as a record that starts from it and loads back.

#![cfg(feature = "gui")]

use crate::ui_support::{self, click, harness, settings, shows};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::ai::Level;
use inkomo::rules::mancala::{Pit, pit_name};
use inkomo::rules::setup::Setup;
use inkomo::rules::{Game, GameId, Options, Player};
use inkomo::ui::InkomoApp;
use inkomo::ui::app::Screen;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::{PlayerKind, TokenColour};
use inkomo::ui::command::{Command, FilesCommand, WindowCommand};

/// The app in the editor of `game`, opened from its new-game dialog.
fn editor_of(mut h: Harness<'static, InkomoApp>, game: GameId) -> Harness<'static, InkomoApp> {
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(game)));
    h.run_steps(2);
    click(&mut h, "Set up a position…");
    assert!(
        matches!(h.state().screen(), Screen::Editor(_)),
        "the dialog opens the editor"
    );
    h
}

/// The position text field's text replaced by `text`, then read.
fn use_text(h: &mut Harness<'static, InkomoApp>, text: &str) {
    h.get_by_role_and_label(Role::TextInput, "Position text:")
        .focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.step();
    h.get_by_role_and_label(Role::TextInput, "Position text:")
        .type_text(text);
    h.run_steps(2);
    click(h, "Use this text");
}

/// A point's label on the editor's board (the first player dark).
fn point(game: &Game, p: u8) -> String {
    ui_support::point_label(game, ui_support::pt(p), TokenColour::Dark)
}

/// Whether the button with this label can be clicked.
fn enabled(h: &Harness<'static, InkomoApp>, label: &str) -> bool {
    !h.get_by_label(label).accesskit_node().is_disabled()
}

#[test]
fn an_impossible_position_is_refused_with_what_is_wrong() {
    let mut h = editor_of(harness(settings(Speed::Off)), GameId::Isizulu);
    let start = Game::with_defaults(GameId::Isizulu);
    assert!(
        shows(&h, "Ready to play. Dark to move."),
        "the start is legal"
    );
    assert!(enabled(&h, "Two players at this screen"));

    // A token on the board with twelve still in hand: thirteen tokens.
    click(&mut h, &point(&start, 0));
    assert!(shows(&h, "point a7, dark token"), "the board shows it");
    let said = "Dark has 13 tokens: 1 on the board and 12 in hand. Each player has 12.";
    assert!(shows(&h, said), "{said}");
    for refused in [
        "Play the computer",
        "Two players at this screen",
        "Save as a game record…",
    ] {
        assert!(
            !enabled(&h, refused),
            "{refused} waits for a legal position"
        );
    }

    // One fewer in hand: the hands no longer fit Dark to move, and the message says why.
    click(&mut h, "One token fewer in hand for Dark");
    let said = "While tokens are in hand, the player who began (Dark) places first. Dark to \
                move: both hands hold as many tokens; Light to move: Light holds one more. \
                Now: Dark 11, Light 12.";
    assert!(shows(&h, said), "{said}");
    click(&mut h, "Light");
    assert!(shows(&h, "Ready to play. Light to move."));
    assert!(enabled(&h, "Two players at this screen"));

    // A position whose game is over: refused, with the outcome.
    use_text(&mut h, "XXX.....OO.............. X hand:0,0 lost:9,10 move");
    let said = "This game would already be over: Dark wins: ten tokens captured. Set up a \
                position that can still be played.";
    assert!(shows(&h, said), "{said}");
    assert!(!enabled(&h, "Play the computer"));

    // A text that is no position: said in the engine's words, naming the token.
    use_text(&mut h, "XXX X hand:0,0");
    let problem = h
        .query_by_label_contains("This text is not a position of Isizulu: at 'XXX', part 1 of the text, the engine expected 24 characters")
        .is_some();
    assert!(problem, "the bad token is named");

    // A mancala board must hold its 64 seeds.
    let mut h = editor_of(harness(settings(Speed::Off)), GameId::IsoloWomen);
    let game = Game::with_defaults(GameId::IsoloWomen);
    let s_o1 = Pit::new_unchecked(0);
    let pit = ui_support::pit_label(&game, s_o1);
    click(&mut h, &pit);
    assert!(shows(
        &h,
        "The board holds 65 seeds; the game is played with 64."
    ));
    assert!(!enabled(&h, "Two players at this screen"));
    let seeds = game.mancala().unwrap().seeds(s_o1);
    let after = format!("pit {}, {} seeds", pit_name(s_o1), seeds + 1);
    assert!(shows(&h, &after), "the pit shows its seeds: {after}");
    h.get_by_label(&after).click_secondary();
    h.run_steps(3);
    assert!(shows(&h, "Ready to play. South to move."));
    assert!(h.state().missing_messages().is_empty());
}

#[test]
fn a_legal_position_is_played_against_the_computer_or_a_friend() {
    // A position of the movement phase, as a game reaches it.
    let start = Game::with_defaults(GameId::Isizulu);
    let prefix = ui_support::find_prefix(&start, 200, |g| {
        g.morris().is_some_and(|m| {
            m.in_hand(Player::First) == 0
                && m.in_hand(Player::Second) == 0
                && m.removals_due() == 0
                && !g.is_over()
        })
    })
    .expect("a movement position");
    let mut reached = start.clone();
    for a in &prefix {
        reached.apply_quiet(*a).unwrap();
    }
    let setup = Setup::of(&reached);
    let expected = setup.check().expect("legal").position();
    let text = setup.text().unwrap();

    let mut h = editor_of(harness(settings(Speed::Off)), GameId::Isizulu);
    use_text(&mut h, &text);
    let to_move = if reached.to_act() == Player::First {
        "Ready to play. Dark to move."
    } else {
        "Ready to play. Light to move."
    };
    assert!(shows(&h, to_move), "{to_move}");
    click(&mut h, "Two players at this screen");
    assert!(matches!(h.state().screen(), Screen::Play));
    let session = h.state().session().expect("a game");
    assert_eq!(
        session.start().position(),
        expected,
        "from the position set up"
    );
    assert!(session.played().is_empty());
    assert!(
        session
            .setup()
            .seats
            .iter()
            .all(|s| s.kind == PlayerKind::Human)
    );

    // Against the computer: the person plays the side to move.
    let mut h = editor_of(harness(settings(Speed::Off)), GameId::Isizulu);
    use_text(&mut h, &text);
    click(&mut h, "Play the computer");
    let session = h.state().session().expect("a game");
    assert_eq!(session.start().position(), expected);
    let seats = &session.setup().seats;
    assert_eq!(seats[reached.to_act().index()].kind, PlayerKind::Human);
    assert_eq!(
        seats[reached.to_act().other().index()].kind,
        PlayerKind::Computer(Level::Novice)
    );

    // Back leaves the dialog as it was.
    let mut h = editor_of(harness(settings(Speed::Off)), GameId::Igisoro);
    click(&mut h, "Back to the new game");
    assert!(matches!(h.state().screen(), Screen::NewGame(d) if d.game == GameId::Igisoro));
}

#[test]
fn a_position_saved_as_a_record_loads_back_with_its_start() {
    let dir = ui_support::temp_dir("ui-editor", "save");
    let elsewhere = ui_support::temp_dir("ui-editor", "save-elsewhere");
    let mut h = editor_of(ui_support::harness_with_store(&dir), GameId::Isisuthu);
    let start = Game::with_defaults(GameId::Isisuthu);
    // Dark has placed on the centre: Light to move, one more in hand.
    click(&mut h, &point(&start, 24));
    click(&mut h, "One token fewer in hand for Dark");
    click(&mut h, "Light");
    assert!(shows(&h, "Ready to play. Light to move."));
    let expected = "........................X O hand:11,12 lost:0,0 place";

    click(&mut h, "Save as a game record…");
    assert!(
        shows(&h, "Save the game as"),
        "the app's own Save as window"
    );
    for (label, text) in [
        ("File name:", "centre".to_string()),
        ("Folder:", elsewhere.display().to_string()),
    ] {
        h.get_by_role_and_label(Role::TextInput, label).focus();
        h.step();
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        h.step();
        h.get_by_role_and_label(Role::TextInput, label)
            .type_text(&text);
        h.run_steps(2);
    }
    click(&mut h, "Save");
    let file = elsewhere.join("centre.ron");
    let loaded = inkomo::record::load(&file).expect("the record loads");
    assert_eq!(loaded.record.start.as_deref(), Some(expected));
    assert!(loaded.actions.is_empty());
    assert_eq!(
        loaded.start.position(),
        Game::from_position(
            GameId::Isisuthu,
            Options::defaults(GameId::Isisuthu),
            expected
        )
        .unwrap()
        .position()
    );
    assert!(
        matches!(h.state().screen(), Screen::Editor(_)),
        "still here"
    );

    // Opened, it is the game from that position; nothing went into the library unplayed.
    h.state_mut()
        .apply(Command::Files(FilesCommand::OpenFile(file.clone())));
    h.run_steps(2);
    assert!(matches!(h.state().screen(), Screen::Play));
    let session = h.state().session().expect("a game");
    assert_eq!(session.start().position(), expected);
    assert_eq!(session.game().to_act(), Player::Second);
    let library = std::fs::read_dir(dir.join(inkomo::record::LIBRARY_DIR))
        .map(|r| r.count())
        .unwrap_or(0);
    assert_eq!(library, 0);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&elsewhere);
}
