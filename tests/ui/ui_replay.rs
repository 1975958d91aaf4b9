//! The replay mode: stepping through a game by turn and by effect with the keys, the
//! buttons and the slider; the board and the explanation as in live play; playing and
//! pausing; "play on from here" leaving the replayed game and its file untouched; the
//! recent-files menu.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::{BoardCommand, FilesCommand, GameCommand, ReplayCommand, WindowCommand};

use std::path::PathBuf;

use crate::ui_support::*;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use inkomo::ai::Level;
use inkomo::record::{AutosaveStore, Cursor, History, Replay};
use inkomo::rules::{Action, Game, GameId};
use inkomo::selfplay::Rng;
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::replay::skip_instant;
use inkomo::ui::board::session::{GameSetup, PlayerKind, Seat};
use inkomo::ui::command::Command;
use inkomo::ui::command::ReplayStep;

fn temp_dir(label: &str) -> PathBuf {
    ui_support::temp_dir("ui-replay", label)
}

/// `n` random legal actions from the start of `game` (seeded), never ending the game.
fn random_actions(game: GameId, n: usize, seed: u64) -> Vec<Action> {
    let mut g = Game::with_defaults(game);
    let mut rng = Rng::new(seed);
    let mut actions = Vec::new();
    while actions.len() < n && !g.is_over() {
        let legal = g.legal_actions();
        let a = legal[rng.below(legal.len())];
        g.apply_quiet(a).unwrap();
        actions.push(a);
    }
    actions
}

/// An app playing `game` after `actions`, with an optional record store.
fn harness_after(
    game: GameId,
    actions: &[Action],
    speed: Speed,
    store: Option<&PathBuf>,
) -> Harness<'static, InkomoApp> {
    let mut app = InkomoApp::new(settings(speed));
    if let Some(dir) = store {
        app.set_store(Some(AutosaveStore::at(dir)));
        app.use_file_dialogs(false);
    }
    app.start(GameSetup::new(game));
    for &a in actions {
        app.apply(Command::Board(BoardCommand::Act(a)));
        app.apply(Command::Game(GameCommand::FinishAnimation));
    }
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    h.run_steps(2);
    h
}

fn press(h: &mut Harness<'static, InkomoApp>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run_steps(2);
}

fn cursor(h: &Harness<'static, InkomoApp>) -> Cursor {
    h.state().replay().expect("in replay mode").cursor()
}

fn shown_position(h: &Harness<'static, InkomoApp>) -> String {
    h.state().session().unwrap().game().position()
}

#[test]
fn keys_step_by_turn_and_by_effect_and_the_board_follows() {
    let actions = random_actions(GameId::Isizulu, 40, 3);
    let mut h = harness_after(GameId::Isizulu, &actions, Speed::Off, None);
    let end = shown_position(&h);
    // Replay is in the Game menu.
    click(&mut h, "Game");
    click(&mut h, "Replay");
    let replay = Replay::new(Game::with_defaults(GameId::Isizulu), &actions).0;
    assert_eq!(cursor(&h), Cursor::after(0));
    assert_eq!(shown_position(&h), replay.start().position());
    // The turn is counted as the panel counts it: the first turn is about to be played.
    let turns = replay.turn_total(replay.game().is_over());
    let position = format!("Action 0 of 40 · turn 1 of {turns}");
    assert!(shows(&h, &position), "{position}");
    // → by turn, through the whole game, each position the engine's.
    let mut expected = Cursor::after(0);
    for _ in 0..replay.turn_count() {
        press(&mut h, Modifiers::NONE, Key::ArrowRight);
        expected = replay.next_turn(expected);
        assert_eq!(cursor(&h), expected);
        assert_eq!(shown_position(&h), replay.game_at(expected).position());
        assert_board_matches(&h);
    }
    assert_eq!(shown_position(&h), end);
    // Home, End, ←.
    press(&mut h, Modifiers::NONE, Key::Home);
    assert_eq!(cursor(&h), replay.first());
    press(&mut h, Modifiers::NONE, Key::End);
    assert_eq!(cursor(&h), replay.last());
    press(&mut h, Modifiers::NONE, Key::ArrowLeft);
    assert_eq!(cursor(&h), replay.prev_turn(replay.last()));
    // Shift+→ effect by effect through one action: the held animation shows the prefix,
    // and the explanation follows the effect reached.
    press(&mut h, Modifiers::NONE, Key::Home);
    let mut c = replay.first();
    for _ in 0..12 {
        press(&mut h, Modifiers::SHIFT, Key::ArrowRight);
        c = skip_instant(&replay, c, History::next_effect);
        assert_eq!(cursor(&h), c);
        if let Some(j) = c.effect {
            // A step always lands on an effect that shows something.
            let kind = &replay.effects(c.action)[j].kind;
            assert!(
                inkomo::ui::board::animation::duration(kind) > 0.0,
                "{kind:?}"
            );
            let timeline = h.state().timeline().expect("held inside the action");
            assert!(timeline.is_held());
            assert_eq!(timeline.index(), j + 1);
            let shown = replay.shown_effects(c);
            let major = shown
                .iter()
                .rev()
                .find(|e| !inkomo::ui::board::animation::is_minor(&e.kind));
            assert_eq!(h.state().explained(), major);
        } else {
            assert!(h.state().timeline().is_none());
        }
    }
    // Shift+← goes back the same way.
    for _ in 0..12 {
        press(&mut h, Modifiers::SHIFT, Key::ArrowLeft);
        c = skip_instant(&replay, c, History::prev_effect);
        assert_eq!(cursor(&h), c);
    }
    assert_eq!(c, replay.first());
}

#[test]
fn buttons_and_slider_move_the_cursor() {
    let actions = random_actions(GameId::Igisoro, 30, 5);
    let mut h = harness_after(GameId::Igisoro, &actions, Speed::Off, None);
    h.state_mut().apply(Command::Replay(ReplayCommand::Start));
    h.run_steps(2);
    let replay = Replay::new(Game::with_defaults(GameId::Igisoro), &actions).0;
    click(&mut h, "Next turn");
    assert_eq!(cursor(&h), replay.next_turn(replay.first()));
    click(&mut h, "End");
    assert_eq!(cursor(&h), replay.last());
    click(&mut h, "Previous turn");
    assert_eq!(cursor(&h), replay.prev_turn(replay.last()));
    click(&mut h, "Start");
    assert_eq!(cursor(&h), replay.first());
    click(&mut h, "Step");
    assert_eq!(
        cursor(&h),
        skip_instant(&replay, replay.first(), History::next_effect)
    );
    click(&mut h, "Step back");
    assert_eq!(cursor(&h), replay.first());
    // The slider counts actions.
    h.state_mut()
        .apply(Command::Replay(ReplayCommand::Step(ReplayStep::To(17))));
    h.run_steps(2);
    assert_eq!(cursor(&h), Cursor::after(17));
    assert_eq!(shown_position(&h), replay.game_after(17).position());
    assert!(shows(&h, "Position in the game"));
}

#[test]
fn an_animated_step_ends_on_the_engine_position() {
    let actions = random_actions(GameId::IsoloBoys, 12, 2);
    let mut h = harness_after(GameId::IsoloBoys, &actions, Speed::Quadruple, None);
    h.state_mut().apply(Command::Replay(ReplayCommand::Start));
    h.run_steps(2);
    let replay = Replay::new(Game::with_defaults(GameId::IsoloBoys), &actions).0;
    h.state_mut()
        .apply(Command::Replay(ReplayCommand::Step(ReplayStep::NextTurn)));
    assert!(h.state().is_animating(), "a step forward is animated");
    for _ in 0..3_000 {
        if !h.state().is_animating() {
            break;
        }
        h.step();
    }
    assert!(!h.state().is_animating());
    let target = replay.next_turn(replay.first());
    assert_eq!(cursor(&h), target);
    assert_eq!(shown_position(&h), replay.game_at(target).position());
    assert_board_matches(&h);
}

#[test]
fn play_runs_to_the_end_and_pause_stops_it() {
    let actions = random_actions(GameId::Isisuthu, 40, 4);
    let mut h = harness_after(GameId::Isisuthu, &actions, Speed::Off, None);
    h.state_mut().apply(Command::Replay(ReplayCommand::Start));
    h.run_steps(2);
    press(&mut h, Modifiers::NONE, Key::Space);
    assert!(h.state().replay().unwrap().is_playing());
    let mut frames = 0;
    while cursor(&h).action == 0 {
        h.step();
        frames += 1;
        assert!(frames < 1_000, "playing moves on by itself");
    }
    // The turns come one by one with a pause between them, not all at once.
    assert!(cursor(&h).action < 10);
    press(&mut h, Modifiers::NONE, Key::Space);
    assert!(!h.state().replay().unwrap().is_playing());
    let paused = cursor(&h);
    h.run_steps(120);
    assert_eq!(cursor(&h), paused, "paused means paused");
    click(&mut h, "Play");
    h.run_steps(2_000);
    let replay = h.state().replay().unwrap();
    assert_eq!(replay.cursor(), replay.last());
    assert!(!replay.is_playing(), "it stops at the end");
}

#[test]
fn play_on_from_here_starts_a_new_game_and_leaves_the_record() {
    let dir = temp_dir("play-on");
    let actions = random_actions(GameId::Isizulu, 16, 9);
    let mut h = harness_after(GameId::Isizulu, &actions, Speed::Off, Some(&dir));
    // Save the game, then open it again from the recent-files menu.
    h.state_mut().apply(Command::Files(FilesCommand::Save));
    let saved = h
        .state()
        .files()
        .recent()
        .first()
        .cloned()
        .expect("a recent file");
    let bytes = std::fs::read(&saved).unwrap();
    h.state_mut()
        .apply(Command::Window(WindowCommand::StartGame(Box::new(
            GameSetup::new(GameId::Isipowe),
        ))));
    h.run_steps(2);
    click(&mut h, "Game");
    click(&mut h, "Recent");
    let name = saved.file_name().unwrap().to_string_lossy().to_string();
    click(&mut h, &name);
    assert_eq!(h.state().session().unwrap().played(), &actions[..]);
    // Replay is in the Game menu.
    click(&mut h, "Game");
    click(&mut h, "Replay");
    h.state_mut()
        .apply(Command::Replay(ReplayCommand::Step(ReplayStep::To(6))));
    // The game's library file still holds the whole game while it is replayed.
    let files = h.state().files();
    let key = files
        .current_key()
        .expect("the opened game has its library file")
        .clone();
    let autosaved = files.library().unwrap().load(&key).unwrap();
    assert_eq!(autosaved.actions, actions);
    click(&mut h, "Play on from here");
    assert!(h.state().replay().is_none());
    let session = h.state().session().unwrap();
    assert_eq!(session.played(), &actions[..6]);
    let next = session.legal()[0];
    h.state_mut().apply(Command::Board(BoardCommand::Act(next)));
    h.state_mut().apply(Command::Files(FilesCommand::Save));
    // The new game went to a new file; the replayed record is byte for byte as it was.
    assert_eq!(std::fs::read(&saved).unwrap(), bytes);
    let files = h.state().files();
    assert_ne!(
        files.current_key(),
        Some(&key),
        "the new game has a file of its own"
    );
    assert_eq!(
        files.library().unwrap().load(&key).unwrap().actions,
        actions
    );
    let newest = h.state().files().recent().first().cloned().unwrap();
    assert_ne!(newest, saved);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_replay_changes_nothing_and_closes_back_to_the_game() {
    let actions = random_actions(GameId::IsoloWomen, 3, 1);
    let mut h = harness_after(GameId::IsoloWomen, &actions, Speed::Off, None);
    let before = shown_position(&h);
    h.state_mut().apply(Command::Replay(ReplayCommand::Start));
    h.run_steps(2);
    // Undo, clicks and decisions do nothing to a replay.
    h.state_mut().apply(Command::Game(GameCommand::Undo));
    let legal = h.state().session().unwrap().legal()[0];
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(legal)));
    h.run_steps(2);
    assert_eq!(cursor(&h), Cursor::after(0));
    assert!(h.state().session().unwrap().played().is_empty());
    click(&mut h, "Back to the game");
    assert!(h.state().replay().is_none());
    assert_eq!(shown_position(&h), before);
    assert_eq!(h.state().session().unwrap().played(), &actions[..]);
}

#[test]
fn the_computer_does_not_play_in_a_replay() {
    let mut app = InkomoApp::new(settings(Speed::Off));
    app.start(GameSetup {
        seats: [
            Seat::default(),
            Seat {
                kind: PlayerKind::Computer(Level::Beginner),
                name: String::new(),
            },
        ],
        ..GameSetup::new(GameId::Isisuthu)
    });
    let first = app.session().unwrap().legal()[0];
    app.apply(Command::Board(BoardCommand::Act(first)));
    app.apply(Command::Replay(ReplayCommand::Start));
    let mut h = Harness::builder()
        .with_size(SIZE)
        .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
    for _ in 0..100 {
        std::thread::sleep(std::time::Duration::from_millis(3));
        h.step();
    }
    assert!(h.state().session().unwrap().played().is_empty());
    assert!(!h.state().is_computer_thinking());
}

#[test]
fn the_move_list_shows_turns_and_opens_the_replay_at_one() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    for token in ["a7", "a4", "d7", "b4", "g7", "xa4", "c4"] {
        let a = game(&h).parse_action(token).unwrap();
        h.state_mut().apply(Command::Board(BoardCommand::Act(a)));
    }
    h.run_steps(2);
    for row in [
        "1. Dark: a7",
        "2. Light: a4",
        "5. Dark: g7 xa4",
        "6. Light: c4",
    ] {
        assert!(shows(&h, row), "the move list should show '{row}'");
    }
    click(&mut h, "5. Dark: g7 xa4");
    assert_eq!(cursor(&h), Cursor::after(6));
    let mut expected = Game::with_defaults(GameId::Isizulu);
    for token in ["a7", "a4", "d7", "b4", "g7", "xa4"] {
        let a = expected.parse_action(token).unwrap();
        expected.apply_quiet(a).unwrap();
    }
    assert_eq!(shown_position(&h), expected.position());
    // In the replay the whole game stays listed.
    assert!(shows(&h, "6. Light: c4"));
    // The list scrolls to the turn shown: the second row is scrolled to, as a person would.
    h.get_by_label("2. Light: a4").scroll_to_me();
    h.run_steps(3);
    click(&mut h, "2. Light: a4");
    assert_eq!(cursor(&h), Cursor::after(2));
}

#[test]
fn a_pending_removal_has_one_turn_number_in_the_panel_the_move_list_and_the_replay() {
    // Dark's fifth placement closes a line; the removal is still to be chosen.
    let mut g = Game::with_defaults(GameId::Isizulu);
    let actions: Vec<Action> = ["a7", "a4", "d7", "b4", "g7"]
        .iter()
        .map(|token| {
            let a = g.parse_action(token).unwrap();
            g.apply_quiet(a).unwrap();
            a
        })
        .collect();
    let mut h = harness_after(GameId::Isizulu, &actions, Speed::Off, None);
    assert!(shows(&h, "Turn 5"), "the panel counts the turn under way");
    assert!(!shows(&h, "Turn 6"));
    assert!(shows(&h, "5. Dark: g7"), "the move list's fifth row");
    assert_eq!(h.state().session().unwrap().turn_number(), 5);
    // The replay, at its end, says the same.
    // Replay is in the Game menu.
    click(&mut h, "Game");
    click(&mut h, "Replay");
    press(&mut h, Modifiers::NONE, Key::End);
    assert!(shows(&h, "Action 5 of 5 · turn 5 of 5"));
    assert!(shows(&h, "Turn 5"));
    let list = h.state().replay().unwrap().move_list();
    assert_eq!(list.current().map(|i| list.rows[i].number), Some(5));
    // At its start: the first turn, in the panel and the replay alike.
    press(&mut h, Modifiers::NONE, Key::Home);
    assert!(shows(&h, "Action 0 of 5 · turn 1 of 5"));
    assert!(shows(&h, "Turn 1"));
    // The removal done, the sixth turn begins everywhere.
    click(&mut h, "Back to the game");
    let removal = h
        .state()
        .session()
        .unwrap()
        .game()
        .parse_action("xa4")
        .unwrap();
    h.state_mut()
        .apply(Command::Board(BoardCommand::Act(removal)));
    h.run_steps(2);
    assert!(shows(&h, "Turn 6"));
    assert!(shows(&h, "5. Dark: g7 xa4"));
}

#[test]
fn stepping_inside_a_sowing_the_panel_and_the_bar_show_that_sowing_and_its_turn() {
    let mut g = Game::with_defaults(GameId::IsoloWomen);
    let actions: Vec<Action> = ["i3", "i5"]
        .iter()
        .map(|token| {
            let a = g.parse_action(token).unwrap();
            g.apply_quiet(a).unwrap();
            a
        })
        .collect();
    let mut h = harness_after(GameId::IsoloWomen, &actions, Speed::Off, None);
    click(&mut h, "Game");
    click(&mut h, "Replay");
    press(&mut h, Modifiers::NONE, Key::Home);
    // One effect into South's first sowing: the board shows it under way.
    press(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    let cursor = h.state().replay().unwrap().cursor();
    assert_eq!(cursor.action, 0);
    assert!(
        cursor.effect.is_some(),
        "inside the first sowing: {cursor:?}"
    );
    // The panel says what the board shows, in the turn it belongs to; not North to move,
    // nor the turn after it.
    assert!(shows(&h, "On the board now:"));
    assert!(shows(&h, "Turn 1"), "the sowing's own turn");
    assert!(
        !shows(&h, "North to move"),
        "the next player is not announced yet"
    );
    assert!(
        h.query_by_label_contains("· turn 1 of").is_some(),
        "the replay's bar counts the same turn"
    );
    // At the end of that sowing: North is to move, in turn 2, everywhere.
    press(&mut h, Modifiers::NONE, Key::ArrowRight);
    assert!(shows(&h, "Turn 2"));
    assert!(h.query_by_label_contains("· turn 2 of").is_some());
}
