//! The new-game dialog: it opens at its top whatever the picker's scroll; its first, default
//! choice is to play the computer at Novice, each level said in a sentence; it remembers per
//! rule set the opponent, the level, the players and the options last started (Reset to
//! defaults forgets them); a rule option shows its name and values in words, its sources in
//! full, and its identifiers only on hover; the Isolo dialog says that the traditional start is decided by force and
//! offers, off by default, a balanced random opening that the game's record keeps.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::{BoardCommand, FilesCommand, GameCommand, WindowCommand};

use std::path::PathBuf;

use crate::ui_support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::ai::Level;
use inkomo::ai::arena::is_open;
use inkomo::i18n::{Language, Tr};
use inkomo::record::AutosaveStore;
use inkomo::rules::sources::cite_list;
use inkomo::rules::{Game, GameId, Options};
use inkomo::ui::InkomoApp;
use inkomo::ui::app::Screen;
use inkomo::ui::board::session::PlayerKind;
use inkomo::ui::command::Command;
use inkomo::ui::panels::settings::Speed;
use inkomo::ui::screens::new_game::{NewGameDialog, Opponent};

const FORCED: &str = "The traditional start is a forced win for the player who starts: with the right moves he wins whatever the other player does.";
const BALANCED: &str = "Balanced random opening (not the traditional start)";

fn temp_dir(label: &str) -> PathBuf {
    ui_support::temp_dir("ui-new-game", label)
}

fn dialog(h: &Harness<'static, InkomoApp>) -> NewGameDialog {
    match h.state().screen() {
        Screen::NewGame(dialog) => (**dialog).clone(),
        other => panic!("the new-game dialog is not shown: {other:?}"),
    }
}

/// Clicks a widget that is on screen (the window may be smaller than [`SIZE`]).
fn press(h: &mut Harness<'static, InkomoApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.run_steps(3);
}

#[test]
fn the_dialog_opens_at_its_top_however_far_the_picker_was_scrolled() {
    let mut h = Harness::builder()
        .with_size([1000.0, 520.0])
        .build_ui_state(
            |ui, app: &mut InkomoApp| app.frame(ui),
            InkomoApp::new(settings(Speed::Off)),
        );
    h.run_steps(2);
    // The last card is below the fold: bring it up, as a person scrolling would.
    h.get_by_label("Play Igisoro").scroll_to_me();
    h.run_steps(3);
    assert!(
        h.get_by_label("Choose a game").rect().max.y < 40.0,
        "the picker should be scrolled down"
    );
    press(&mut h, "Play Igisoro");
    let title = h.get_by_label("New game: Igisoro").rect();
    assert!(title.min.y > 0.0 && title.min.y < 120.0, "{title:?}");
    // Scrolled down in one dialog, the next one still opens at its top.
    h.get_by_label("Each choice names its sources. The first choice is the recommended reading.")
        .scroll_to_me();
    h.run_steps(3);
    assert!(h.get_by_label("New game: Igisoro").rect().max.y < 40.0);
    press(&mut h, "Back");
    h.get_by_label("Play Isipowe").scroll_to_me();
    h.run_steps(3);
    press(&mut h, "Play Isipowe");
    let title = h.get_by_label("New game: Isipowe").rect();
    assert!(title.min.y > 0.0 && title.min.y < 120.0, "{title:?}");
}

#[test]
fn the_dialog_remembers_players_levels_and_options_per_rule_set() {
    let en = Tr::new(Language::En);
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    click(&mut h, "Play Isizulu");
    click(&mut h, "Two players at this screen");
    h.get_by_label("Name of player 1").focus();
    h.run_steps(2);
    h.get_by_label("Name of player 1").type_text("Thandiwe");
    h.run_steps(2);
    click(&mut h, "Who plays as player 2");
    click(&mut h, "The computer: Strong");
    // A rule option away from its default.
    let spec = Options::specs(GameId::Isizulu)
        .find(|s| s.choices.len() > 1)
        .unwrap();
    let value = |v: &str| en.s(&format!("value-{}-{v}", spec.name));
    let default = en.a(
        "new-game-default",
        &[("value", value(spec.default_value()).into())],
    );
    let other = spec
        .choices
        .iter()
        .find(|c| c.value != spec.default_value())
        .unwrap()
        .value;
    h.get_by_value(&default).click();
    h.run_steps(3);
    click(&mut h, &value(other));
    let chosen = dialog(&h);
    assert_eq!(chosen.opponent, Opponent::People);
    assert_eq!(chosen.people[0].name, "Thandiwe");
    assert_eq!(chosen.people[1].kind, PlayerKind::Computer(Level::Strong));
    assert_eq!(chosen.options.get(spec.name), Some(other));
    click(&mut h, "Start the game");
    assert!(h.state().session().is_some());

    // Another rule set keeps its own defaults.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(
            GameId::Isisuthu,
        )));
    h.run_steps(2);
    let fresh = NewGameDialog::new(GameId::Isisuthu);
    let other_game = dialog(&h);
    assert_eq!(other_game.people, fresh.people);
    assert_eq!(other_game.options, fresh.options);
    // The same rule set comes back as it was started, and the settings hold it.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(GameId::Isizulu)));
    h.run_steps(2);
    let back = dialog(&h);
    assert_eq!(back.opponent, Opponent::People);
    assert_eq!(back.people, chosen.people);
    assert_eq!(back.options, chosen.options);
    assert!(
        h.query_by_value(&value(other)).is_some(),
        "the remembered value is shown"
    );
    assert!(h.state().settings().new_game.contains_key("isizulu"));
    // Reset to defaults stays: everything back to a first start.
    click(&mut h, "Reset to defaults");
    let reset = dialog(&h);
    assert_eq!(reset.opponent, Opponent::Computer);
    assert_eq!(reset.people, NewGameDialog::new(GameId::Isizulu).people);
    assert_eq!(reset.options, Options::defaults(GameId::Isizulu));
}

#[test]
fn the_isolo_dialog_says_the_start_is_forced_and_offers_a_balanced_opening_off() {
    // Not offered where the traditional start is not decided.
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    click(&mut h, "Play Isizulu");
    assert!(!shows(&h, FORCED));
    assert!(!shows(&h, BALANCED));
    click(&mut h, "Back");
    for game in ["Isolo (women's game)", "Isolo (boys' game)"] {
        click(&mut h, &format!("Play {game}"));
        assert!(shows(&h, FORCED), "{game}");
        let option = h.get_by_label(BALANCED);
        assert_eq!(
            option.accesskit_node().toggled(),
            Some(egui::accesskit::Toggled::False),
            "{game}: the balanced opening is off by default"
        );
        assert!(!dialog(&h).balanced_start);
        click(&mut h, "Back");
    }
    // The women's game links its lesson on the forced win.
    click(&mut h, "Play Isolo (women's game)");
    let lesson = "Lesson: Puzzle: the winning start";
    assert!(shows(&h, lesson), "the lesson link");
    click(&mut h, lesson);
    assert!(matches!(h.state().screen(), Screen::Lesson));
}

#[test]
fn a_balanced_opening_starts_the_game_and_its_record_keeps_it() {
    let dir = temp_dir("balanced");
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.set_store(Some(AutosaveStore::at(&dir)));
    app.use_file_dialogs(false);
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    click(&mut h, "Play Isolo (boys' game)");
    // Two people: nobody moves before the test does.
    click(&mut h, "Two players at this screen");
    click(&mut h, BALANCED);
    assert!(dialog(&h).balanced_start);
    click(&mut h, "Start the game");
    wait_for_opening(&mut h);
    let session = h.state().session().expect("a game started");
    let start = session.start().clone();
    let traditional = Game::with_defaults(GameId::IsoloBoys);
    assert_ne!(start.position(), traditional.position());
    assert!(is_open(&start), "{}", start.position());
    assert!(session.played().is_empty());
    assert_eq!(session.game().position(), start.position());
    assert_board_matches(&h);
    // Play again keeps the opening.
    h.state_mut().apply(Command::Game(GameCommand::Restart));
    assert_eq!(
        h.state().session().unwrap().start().position(),
        start.position()
    );
    // The record written keeps it as its start; opened again, the game begins there.
    let first = h.state().session().unwrap().legal()[0];
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(first)));
    h.state_mut()
        .apply(Command::Game(GameCommand::FinishAnimation));
    h.state_mut().apply(Command::Files(FilesCommand::Save));
    h.run_steps(2);
    let saved = AutosaveStore::at(&dir).list_records();
    assert_eq!(saved.len(), 1, "{:?}", h.state().files().message());
    let loaded = inkomo::record::load(&saved[0]).unwrap();
    assert_eq!(
        loaded.record.start.as_deref(),
        Some(start.position().as_str())
    );
    assert_eq!(loaded.start.position(), start.position());
    assert_eq!(loaded.actions, vec![first]);
    h.state_mut()
        .apply(Command::Files(FilesCommand::OpenFile(saved[0].clone())));
    h.run_steps(2);
    let reopened = h.state().session().unwrap();
    assert_eq!(reopened.start().position(), start.position());
    assert_eq!(reopened.played(), &[first]);
    // The same seed gives the same opening; the choice is not remembered as the default.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(
            GameId::IsoloBoys,
        )));
    h.run_steps(2);
    assert!(!dialog(&h).balanced_start);
    let setup = dialog(&h).setup();
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartBalanced(
            Box::new(setup.clone()),
            42,
        )));
    wait_for_opening(&mut h);
    let a = h.state().session().unwrap().start().position();
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartBalanced(
            Box::new(setup),
            42,
        )));
    wait_for_opening(&mut h);
    assert_eq!(h.state().session().unwrap().start().position(), a);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whether the radio button or checkbox labelled `label` is on.
fn is_on(h: &Harness<'static, InkomoApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
}

/// Every text the accessibility tree exposes (labels and values); a tooltip is not among
/// them unless the pointer rests on its widget.
fn visible_texts(h: &Harness<'static, InkomoApp>) -> Vec<String> {
    h.query_all(egui_kittest::kittest::by())
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
        })
        .flatten()
        .map(|t| t.to_string())
        .collect()
}

#[test]
fn a_fresh_dialog_plays_the_computer_at_novice_and_remembers_the_level_started() {
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    click(&mut h, "Play Isizulu");
    // The first, default choice, with the other beside it.
    assert!(is_on(&h, "Play the computer"));
    assert!(!is_on(&h, "Two players at this screen"));
    assert!(is_on(&h, "Novice"));
    let fresh = dialog(&h);
    assert_eq!(fresh.opponent, Opponent::Computer);
    assert_eq!(fresh.level, Level::Novice);
    // Which side the person plays: who starts and, in a morris game, the colour.
    assert!(is_on(&h, "You") && !is_on(&h, "The computer"));
    assert!(shows(&h, "You play with:"));
    assert!(is_on(&h, "Dark"));
    // Started as shown: the person first with dark tokens, the computer at Novice.
    click(&mut h, "Start the game");
    let setup = h.state().session().expect("a game started").setup().clone();
    assert_eq!(setup.seats[0].kind, PlayerKind::Human);
    assert_eq!(setup.seats[1].kind, PlayerKind::Computer(Level::Novice));
    assert_eq!(
        setup.first_colour,
        inkomo::ui::board::session::TokenColour::Dark
    );

    // Another level and the computer starting: the next start of this rule set offers them.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(GameId::Isizulu)));
    h.run_steps(2);
    click(&mut h, "Strong");
    click(&mut h, "The computer");
    assert!(is_on(&h, "Strong") && !is_on(&h, "Novice"));
    click(&mut h, "Start the game");
    let setup = h.state().session().expect("a game started").setup().clone();
    assert_eq!(setup.seats[0].kind, PlayerKind::Computer(Level::Strong));
    assert_eq!(setup.seats[1].kind, PlayerKind::Human);
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(GameId::Isizulu)));
    h.run_steps(2);
    assert!(is_on(&h, "Strong"), "the level started is remembered");
    assert!(is_on(&h, "The computer"), "so is who starts");
    assert_eq!(h.state().settings().new_game["isizulu"].level, "strong");
    // Another rule set starts at Novice, against the computer.
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(GameId::Igisoro)));
    h.run_steps(2);
    assert!(is_on(&h, "Play the computer") && is_on(&h, "Novice"));
}

#[test]
fn each_level_is_said_in_a_sentence_of_its_own() {
    let en = Tr::new(Language::En);
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    click(&mut h, "Play Isolo (boys' game)");
    let mut sentences = Vec::new();
    for level in Level::ALL {
        let sentence = en.s(&format!("level-{}-hint", level.as_str()));
        assert!(shows(&h, &sentence), "{level}: {sentence}");
        // One sentence: one full stop, at its end.
        assert_eq!(sentence.matches(". ").count(), 0, "{sentence}");
        assert!(sentence.ends_with('.'), "{sentence}");
        sentences.push(sentence);
    }
    sentences.dedup();
    assert_eq!(sentences.len(), Level::ALL.len());
    // Isolo: one sentence says that the traditional start is a forced win.
    assert!(shows(&h, FORCED));
    // Two players at this screen: the sentences give way to a name and a kind per side.
    click(&mut h, "Two players at this screen");
    assert!(!shows(&h, &en.s("level-novice-hint")));
    assert!(shows(&h, "Who plays as player 1") && shows(&h, "Who plays as player 2"));
}

#[test]
fn rule_options_show_words_and_whole_sources_not_identifiers() {
    let en = Tr::new(Language::En);
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    for game in GameId::ALL {
        h.state_mut()
            .apply(Command::Window(WindowCommand::OpenNewGame(game)));
        h.run_steps(3);
        let texts = visible_texts(&h);
        assert!(!texts.is_empty());
        for spec in Options::specs(game) {
            // What a record writes: the option's name and its values' identifiers.
            let mut ids = vec![spec.name];
            ids.extend(
                spec.choices
                    .iter()
                    .map(|c| c.value)
                    .filter(|v| v.contains('_') || *v == "true" || *v == "false"),
            );
            for text in &texts {
                let words: Vec<&str> = text
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .collect();
                for id in &ids {
                    assert!(
                        !words.contains(id) && text != id,
                        "{game}: the identifier '{id}' is shown as '{text}'"
                    );
                }
            }
            // The reading in words, with its sources whole.
            let value = spec.default_value();
            let choice = spec.choices.iter().find(|c| c.value == value).unwrap();
            let line = en.a(
                "new-game-source",
                &[
                    (
                        "value",
                        en.s(&format!("value-{}-{value}", spec.name)).into(),
                    ),
                    (
                        "source",
                        cite_list(choice.cites, &en.s("source-none")).into(),
                    ),
                ],
            );
            assert!(texts.contains(&line), "{game}: {line}");
            let shown = h.get_by_label(&line).rect();
            assert!(shown.max.x <= SIZE[0], "{game}: the line is cut: {shown:?}");
        }
    }
}
