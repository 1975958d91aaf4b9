//! The game being played: its set-up and its [`History`] (start, actions, undo/redo cursor),
//! with the board as shown.
//!
//! The action list with the options is everything a game record needs (issue 4): the board is
//! always the start position plus `actions[..cursor]` replayed, never trusted on its own.
//! Undo and redo move the history's cursor, so no engine undo is needed.

use serde::{Deserialize, Serialize};

use crate::rules::morris::{Board, Point};
use crate::rules::{
    Action, ActionList, Effect, Game, GameId, IllegalAction, MancalaAction, Options, Player,
};

use crate::ai::Level;
use crate::record::{CHECKPOINT_EVERY, History, computer_player, parse_computer_level};
use crate::ui::board::scene::Scene;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum PlayerKind {
    /// A person at this screen.
    #[default]
    Human,
    /// The computer at a level; it thinks on a worker thread (see `crate::ai::Worker`).
    Computer(Level),
}

impl PlayerKind {
    /// The computer's level, or `None` for a person.
    pub fn level(self) -> Option<Level> {
        match self {
            PlayerKind::Human => None,
            PlayerKind::Computer(level) => Some(level),
        }
    }

    /// The name a record gives this player when the seat has no name of its own: a
    /// computer is written `computer level N` (N = 1 for the beginner ... 5 for the master).
    pub fn record_name(self, name: &str) -> String {
        match self {
            PlayerKind::Human => name.trim().to_string(),
            PlayerKind::Computer(level) => computer_player(level as u8 + 1),
        }
    }

    /// The seat a record's player name describes (the reverse of [`PlayerKind::record_name`]).
    pub fn seat_from_record(name: &str) -> Seat {
        let level = parse_computer_level(name)
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| Level::ALL.get(usize::from(i)).copied());
        match level {
            Some(level) => Seat {
                kind: PlayerKind::Computer(level),
                name: String::new(),
            },
            None => Seat {
                kind: PlayerKind::Human,
                name: name.trim().to_string(),
            },
        }
    }
}

/// The colour of the morris tokens of the player who moves first (cosmetic,
/// docs/readings.md, Colours).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum TokenColour {
    /// Dark tokens (ebony): BLAC practice has Black start.
    #[default]
    Dark,
    /// Light tokens (bone).
    Light,
}

impl TokenColour {
    /// The other colour.
    pub fn other(self) -> TokenColour {
        match self {
            TokenColour::Dark => TokenColour::Light,
            TokenColour::Light => TokenColour::Dark,
        }
    }
}

/// One side of the board: who plays it and what to call him.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Seat {
    /// A person or the computer.
    pub kind: PlayerKind,
    /// A name; empty means the side's own name (its colour or South/North).
    pub name: String,
}

/// Everything chosen in the new-game dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSetup {
    /// The rule set.
    pub game: GameId,
    /// Its option values.
    pub options: Options,
    /// The seats, indexed by engine player (`First` moves first: morris X, mancala South).
    pub seats: [Seat; 2],
    /// Morris: the colour of the first player's tokens.
    pub first_colour: TokenColour,
}

impl GameSetup {
    /// Two people, the dossier's default options.
    pub fn new(game: GameId) -> GameSetup {
        GameSetup {
            game,
            options: Options::defaults(game),
            seats: [Seat::default(), Seat::default()],
            first_colour: TokenColour::Dark,
        }
    }

    /// The computer's level if `player`'s seat is the computer's.
    pub fn computer(&self, player: Player) -> Option<Level> {
        self.seats[player.index()].kind.level()
    }

    /// The colour of `player`'s morris tokens.
    pub fn colour(&self, player: Player) -> TokenColour {
        match player {
            Player::First => self.first_colour,
            Player::Second => self.first_colour.other(),
        }
    }
}

/// A morris board's drawing data, computed once per game.
#[derive(Clone, Debug)]
pub struct MorrisGeometry {
    /// 24 or 25.
    pub point_count: usize,
    /// Every edge once, as drawn.
    pub edges: Vec<(Point, Point)>,
    /// Every capture line.
    pub lines: Vec<[Point; 3]>,
}

/// The game being played: its set-up, its [`History`] (the start, the actions and the
/// cursor), and what the board shows at the cursor.
#[derive(Clone, Debug)]
pub struct Session {
    setup: GameSetup,
    history: History,
    scene: Scene,
    /// `scenes[i]`: the settled scene after `i * CHECKPOINT_EVERY` actions, beside the
    /// history's checkpoints. A scene keeps what the game does not (which Isipowe token is
    /// which), so a jump rebuilds it from the one before, not from the game.
    scenes: Vec<Scene>,
    legal: ActionList,
    geometry: Option<MorrisGeometry>,
    /// The game's review, if one was made or read with the record (it may cover only the
    /// first turns: see [`crate::ai::review::Review::agreeing`]).
    review: Option<Box<crate::ai::review::Review>>,
}

impl Session {
    /// A new game from the rule set's start position.
    pub fn new(setup: GameSetup) -> Session {
        let start = Game::new(setup.game, setup.options);
        Session::from_start(setup, start)
    }

    /// A game from a given start position (lessons, set-ups, records with a start).
    pub fn from_start(setup: GameSetup, start: Game) -> Session {
        Session::from_history(setup, History::new(start))
    }

    /// A game from its history (a record opened, a lesson), shown at the history's cursor.
    pub fn from_history(setup: GameSetup, history: History) -> Session {
        let start = history.start();
        let geometry = start.morris().map(|_| {
            let board = Board::for_game(setup.game, &setup.options.morris());
            MorrisGeometry {
                point_count: board.point_count(),
                edges: board.edges(),
                lines: board.lines(),
            }
        });
        let mut scene = Scene::of(start);
        let mut scenes = vec![scene.clone()];
        history.for_each(0..history.len(), |k, game, effects| {
            for effect in effects {
                scene.apply(effect);
            }
            scene.settle(game);
            if (k + 1).is_multiple_of(CHECKPOINT_EVERY) {
                scenes.push(scene.clone());
            }
        });
        let mut session = Session {
            setup,
            scene,
            scenes,
            legal: ActionList::new(),
            geometry,
            history,
            review: None,
        };
        session.show_cursor();
        session
    }

    /// Replays `actions` from the start (a record being opened). On an illegal action the
    /// legal prefix is kept and its index and reason are returned with the session.
    ///
    /// # Errors
    ///
    /// The session of the legal prefix, the index of the illegal action and why.
    pub fn from_actions(
        setup: GameSetup,
        actions: &[Action],
    ) -> Result<Session, (Box<Session>, usize, IllegalAction)> {
        let start = Game::new(setup.game, setup.options);
        Session::from_start_actions(setup, start, actions)
    }

    /// Replays `actions` from a given start, as [`Session::from_actions`] does.
    ///
    /// # Errors
    ///
    /// As [`Session::from_actions`].
    pub fn from_start_actions(
        setup: GameSetup,
        start: Game,
        actions: &[Action],
    ) -> Result<Session, (Box<Session>, usize, IllegalAction)> {
        let (history, stop) = History::replay(start, actions);
        let session = Session::from_history(setup, history);
        match stop {
            None => Ok(session),
            Some((k, e)) => Err((Box::new(session), k, e)),
        }
    }

    /// The game's review, if any (made in this session or read with its record).
    pub fn review(&self) -> Option<&crate::ai::review::Review> {
        self.review.as_deref()
    }

    /// Keeps `review` as the game's review.
    pub fn set_review(&mut self, review: Option<crate::ai::review::Review>) {
        self.review = review.map(Box::new);
    }

    /// The set-up.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The rule set.
    pub fn game_id(&self) -> GameId {
        self.setup.game
    }

    /// The game's history: start, actions, cursor.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The game as it stands (at the cursor).
    pub fn game(&self) -> &Game {
        self.history.game()
    }

    /// The start position.
    pub fn start(&self) -> &Game {
        self.history.start()
    }

    /// The board as it stands, for display (with token kinds).
    pub fn scene(&self) -> &Scene {
        &self.scene
    }

    /// The legal actions of the player to act.
    pub fn legal(&self) -> &ActionList {
        &self.legal
    }

    /// The morris drawing data, for a morris game.
    pub fn geometry(&self) -> Option<&MorrisGeometry> {
        self.geometry.as_ref()
    }

    /// The actions played up to the cursor: the record of the game.
    pub fn played(&self) -> &[Action] {
        self.history.played()
    }

    /// Who played each action up to the cursor.
    pub fn actors(&self) -> &[Player] {
        &self.history.actors()[..self.history.cursor()]
    }

    /// The effects of each action up to the cursor, replayed from the history (checks and
    /// tests; the board needs only [`Session::turn_effects`]).
    pub fn effects(&self) -> Vec<Vec<Effect>> {
        let mut all = Vec::with_capacity(self.history.cursor());
        self.history
            .for_each(0..self.history.cursor(), |_, _, e| all.push(e.to_vec()));
        all
    }

    /// The effects of the last action played, if any.
    pub fn last_effects(&self) -> &[Effect] {
        self.history.last_effects()
    }

    /// The last action played, if any.
    pub fn last_action(&self) -> Option<Action> {
        self.played().last().copied()
    }

    /// The pit of the last sowing and who sowed it (for the last-move highlight).
    pub fn last_sow(&self) -> Option<(crate::rules::mancala::LocalPit, Player)> {
        let actors = self.actors();
        self.played()
            .iter()
            .zip(actors)
            .rev()
            .find_map(|(action, &actor)| match action {
                Action::Mancala(MancalaAction::Sow { pit, .. }) => Some((*pit, actor)),
                _ => None,
            })
    }

    /// Plays one action by the player to act. The redo tail is dropped. Returns the board as
    /// shown before the action and the action's effects, for the animation.
    ///
    /// # Errors
    ///
    /// The rules' reason when the action is not legal; nothing changes then.
    pub fn play(&mut self, action: Action) -> Result<(Scene, Vec<Effect>), IllegalAction> {
        let effects = self.history.play(action)?;
        self.scenes
            .truncate(self.history.cursor().div_ceil(CHECKPOINT_EVERY));
        let before = self.scene.clone();
        self.advance_scene(&effects);
        self.legal = self.game().legal_actions();
        Ok((before, effects))
    }

    /// Shows the effects of the action just done, and keeps the scene if it stands on a
    /// checkpoint not yet kept.
    fn advance_scene(&mut self, effects: &[Effect]) {
        for effect in effects {
            self.scene.apply(effect);
        }
        self.scene.settle(self.history.game());
        let done = self.history.cursor();
        if done.is_multiple_of(CHECKPOINT_EVERY) && self.scenes.len() == done / CHECKPOINT_EVERY {
            self.scenes.push(self.scene.clone());
        }
    }

    /// Whether there is a decision of a person to go back to.
    pub fn can_undo(&self) -> bool {
        self.actors().iter().any(|&p| self.is_person(p))
    }

    /// Whether undone actions can be played again.
    pub fn can_redo(&self) -> bool {
        self.history.cursor() < self.history.len()
    }

    fn is_person(&self, player: Player) -> bool {
        self.setup.seats[player.index()].kind == PlayerKind::Human
    }

    /// Goes back to before the previous decision of a person. Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let actors = self.actors();
        let to = (0..actors.len())
            .rev()
            .find(|&k| self.is_person(actors[k]))
            .unwrap_or(0);
        self.jump(to);
        true
    }

    /// Plays the next undone action again (and any computer actions after it). Returns the
    /// board as shown before it and the effects, for the animation.
    pub fn redo(&mut self) -> Option<(Scene, Vec<Effect>)> {
        let (before, mut all) = self.forward()?;
        loop {
            let next = self.history.player(self.history.cursor());
            if next.is_none_or(|p| self.is_person(p)) {
                break;
            }
            match self.forward() {
                Some((_, effects)) => all.extend(effects),
                None => break,
            }
        }
        Some((before, all))
    }

    /// Does the next undone action again, whoever took it (the replay steps with it).
    /// Returns the board as shown before it and its effects; `None` at the end.
    pub fn forward(&mut self) -> Option<(Scene, Vec<Effect>)> {
        let effects = self.history.redo()?;
        let before = self.scene.clone();
        self.advance_scene(&effects);
        self.legal = self.game().legal_actions();
        Some((before, effects))
    }

    /// Moves the cursor to after `done` actions (clamped), keeping the actions after it to
    /// redo: the board shows that moment, rebuilt from the nearest checkpoint.
    pub fn jump(&mut self, done: usize) {
        self.history.jump(done);
        self.show_cursor();
    }

    /// Rebuilds the scene and the legal actions for the history's cursor.
    fn show_cursor(&mut self) {
        let done = self.history.cursor();
        let index = (done / CHECKPOINT_EVERY).min(self.scenes.len().saturating_sub(1));
        let mut scene = match self.scenes.get(index) {
            Some(scene) => scene.clone(),
            None => Scene::of(self.history.start()),
        };
        self.history
            .for_each(index * CHECKPOINT_EVERY..done, |_, game, effects| {
                for effect in effects {
                    scene.apply(effect);
                }
                scene.settle(game);
            });
        self.scene = scene;
        self.legal = self.game().legal_actions();
    }

    /// Takes off the undone actions after the cursor and returns them (a replay shows only
    /// the game played; [`Session::put_back`] restores them).
    pub fn take_redo(&mut self) -> Vec<Action> {
        let tail = self.history.split_off();
        self.scenes
            .truncate(self.history.len() / CHECKPOINT_EVERY + 1);
        tail
    }

    /// Puts back undone actions taken off with [`Session::take_redo`], after the last action
    /// kept; the board stays where it is.
    pub fn put_back(&mut self, tail: &[Action]) {
        if tail.is_empty() {
            return;
        }
        let done = self.history.cursor();
        self.history.jump(self.history.len());
        self.show_cursor();
        for &action in tail {
            // They were legal where they were taken off; a refusal drops the rest.
            if self.play(action).is_err() {
                break;
            }
        }
        self.jump(done);
    }

    /// Whether the mover's turn was over after each action up to the cursor.
    pub fn turn_ends(&self) -> &[bool] {
        &self.history.turn_ends()[..self.history.cursor()]
    }

    /// The effects of the turn in progress (or just finished): from the last action that
    /// began a turn up to the cursor.
    pub fn turn_effects(&self) -> impl Iterator<Item = &Effect> {
        self.history.turn_effects().flatten()
    }

    /// Number of turns begun so far.
    pub fn turn_count(&self) -> usize {
        self.history.turns_begun()
    }

    /// The number of the turn under way or about to begin, counted as the move list counts
    /// ([`History::turn_number`]).
    pub fn turn_number(&self) -> usize {
        self.history.turn_number(self.history.cursor())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::MorrisAction;
    use crate::selfplay::Rng;

    fn random_session(game: GameId, seed: u64, actions: usize) -> Session {
        let mut session = Session::new(GameSetup::new(game));
        let mut rng = Rng::new(seed);
        for _ in 0..actions {
            if session.game().is_over() {
                break;
            }
            let legal = session.legal();
            let a = legal[rng.below(legal.len())];
            session.play(a).unwrap();
        }
        session
    }

    #[test]
    fn undo_and_redo_replay_to_the_same_game() {
        for game in GameId::ALL {
            let mut session = random_session(game, 7, 40);
            let position = session.game().position();
            let scene = session.scene().clone();
            let played = session.played().len();
            assert!(session.undo());
            assert_eq!(session.played().len(), played - 1);
            assert!(session.can_redo());
            let (_, effects) = session.redo().unwrap();
            assert!(!effects.is_empty());
            assert_eq!(session.game().position(), position, "{game}");
            assert_eq!(session.scene(), &scene, "{game}");
            // Undo everything: back at the start position.
            while session.undo() {}
            assert_eq!(session.game().position(), session.start().position());
            assert_eq!(session.scene(), &Scene::of(session.start()));
        }
    }

    #[test]
    fn the_scene_follows_the_engine() {
        for game in GameId::ALL {
            let mut session = random_session(game, 3, 0);
            let mut rng = Rng::new(11);
            for _ in 0..60 {
                if session.game().is_over() {
                    break;
                }
                let legal = session.legal();
                let a = legal[rng.below(legal.len())];
                let (before, effects) = session.play(a).unwrap();
                // Replaying only the effects on the old scene gives the settled scene.
                let mut shown = before;
                for e in &effects {
                    shown.apply(e);
                }
                let mut settled = shown.clone();
                settled.settle(session.game());
                assert_eq!(settled, shown, "{game}: effects alone drew {a}");
            }
        }
    }

    #[test]
    fn turns_are_grouped_as_records_group_them() {
        for game in GameId::ALL {
            let session = random_session(game, 9, 150);
            let (replay, stop) =
                crate::record::Replay::new(session.start().clone(), session.played());
            assert!(stop.is_none());
            let ended: Vec<usize> = (0..session.played().len())
                .filter(|&k| session.turn_ends()[k])
                .map(|k| k + 1)
                .collect();
            let mut boundaries: Vec<usize> = replay.turns().map(|t| t.end).collect();
            // The replay closes an unfinished last turn at the end of the game.
            if session.turn_ends().last() == Some(&false) {
                boundaries.pop();
            }
            assert_eq!(ended, boundaries, "{game}");
            assert_eq!(session.turn_count(), replay.turn_count(), "{game}");
        }
    }

    #[test]
    fn a_new_action_drops_the_redo_tail() {
        let mut session = random_session(GameId::Isizulu, 1, 6);
        session.undo();
        session.undo();
        assert!(session.can_redo());
        let a = session.legal()[0];
        session.play(a).unwrap();
        assert!(!session.can_redo());
        assert_eq!(session.played().len(), 5);
    }

    #[test]
    fn records_replay_and_stop_at_an_illegal_action() {
        let session = random_session(GameId::Igisoro, 5, 20);
        let actions = session.played().to_vec();
        let again = Session::from_actions(session.setup().clone(), &actions).unwrap();
        assert_eq!(again.game().position(), session.game().position());
        let mut bad = actions.clone();
        bad.insert(
            3,
            Action::Morris(MorrisAction::Place(
                crate::rules::morris::Point::new_unchecked(0),
            )),
        );
        let (prefix, index, _) = Session::from_actions(session.setup().clone(), &bad).unwrap_err();
        assert_eq!(index, 3);
        assert_eq!(prefix.played(), &actions[..3]);
    }
}
