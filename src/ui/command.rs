//! Everything a view or a key can ask the app to do. Views only push commands; the app
//! applies them in one place ([`crate::ui::app::InkomoApp::apply`]) after drawing.
//!
//! The vocabulary of the parts' own requests (the replay's [`ReplayStep`], the library's
//! [`LibraryRequest`], the Learn screen's [`LearnCommand`]) lives here too, so that every
//! part can push commands without the commands depending back on that part.

use std::path::PathBuf;

use crate::ai::Level;
use crate::i18n::Language;
use crate::record::GameKey;
use crate::rules::mancala::{Layout, LocalPit, Pit};
use crate::rules::morris::Point;
use crate::rules::{Action, GameId, Player};

use crate::ui::board::animation::Speed;
use crate::ui::board::session::GameSetup;

/// A request from a view or the keyboard, by the room that owns it. The app applies each
/// with one match ([`crate::ui::app::InkomoApp::apply`]): every room's commands go to that
/// room's `apply`, which decides what they mean on the screen shown (a board click in a
/// lesson is the learner's answer, Undo in a replay does nothing).
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A move on the board, for the board's player to resolve.
    Board(BoardCommand),
    /// The game being played: undo, redo, hint, restart, the animation.
    Game(GameCommand),
    /// The replay's cursor.
    Replay(ReplayCommand),
    /// The game's review: computing it, and the better moves it shows.
    Review(ReviewCommand),
    /// The files: Save, Open, the games library.
    Files(FilesCommand),
    /// The Learn screen and the lesson view.
    Learn(LearnCommand),
    /// The settings.
    Settings(SettingsCommand),
    /// The screen shown, the help windows and the message banner.
    Window(WindowCommand),
    /// The position editor.
    Editor(EditorCommand),
}

/// A move on the board: a click, a drop, a decision or direction button, Igisoro's custom
/// layout. The board's player resolves it against the legal actions
/// ([`crate::ui::board::BoardPlayer::resolve`]); in a lesson it is the learner's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardCommand {
    /// Play an action (a decision button, or a resolved board click).
    Act(Action),
    /// A morris point was clicked.
    ClickPoint(Point),
    /// A dragged morris token was released on this point: a click there for the token
    /// lifted (the click table decides), whose move is not slid there again.
    DropPoint(Point),
    /// A mancala pit was clicked.
    ClickPit(Pit),
    /// Sow `pit` in the chosen direction (the choice offered for a reverse pit).
    SowDirection {
        /// The pit (the mover's coordinates).
        pit: LocalPit,
        /// Clockwise.
        clockwise: bool,
    },
    /// Forget a selected token or an offered direction choice (Escape; it closes the app's
    /// own file window first, if one is open).
    CancelSelection,
    /// Igisoro custom layout: change the draft of one own pit by `delta` seeds.
    ArrangeAdjust {
        /// The pit (the arranger's coordinates).
        pit: LocalPit,
        /// Seeds to add (negative: remove).
        delta: i8,
    },
    /// Igisoro custom layout: replace the draft.
    ArrangeSet(Layout),
}

impl BoardCommand {
    /// Whether the command is a click (or a drop) on the board's points or pits.
    pub fn is_click(&self) -> bool {
        matches!(
            self,
            BoardCommand::ClickPoint(_) | BoardCommand::DropPoint(_) | BoardCommand::ClickPit(_)
        )
    }

    /// Whether the command plays for the side to act: every board command but Escape. Such
    /// commands are ignored while the computer plays that side.
    pub fn plays(&self) -> bool {
        !matches!(self, BoardCommand::CancelSelection)
    }
}

/// What is done to the game being played, beside moves.
#[derive(Clone, Debug, PartialEq)]
pub enum GameCommand {
    /// Back to the previous decision of a person.
    Undo,
    /// Play the next undone action again.
    Redo,
    /// Start the same game again from the beginning.
    Restart,
    /// Show the running animation's end at once.
    FinishAnimation,
    /// Ask the computer which move it would play for the person to act.
    Hint,
    /// Explain the effect of this line of the turn log (counted from the game's first line).
    Explain(usize),
}

/// What is asked of the replay.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayCommand {
    /// Replay the current game from its start.
    Start,
    /// Move the replay's cursor.
    Step(ReplayStep),
    /// Start or stop the replay playing by itself.
    TogglePlay,
    /// Start a new game from the position the replay shows.
    PlayOn,
    /// Leave the replay, back to the game.
    Close,
}

/// What is asked of the game's review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Review the game shown (played, replayed or opened) on a worker thread.
    Start,
    /// Stop the review being computed.
    Cancel,
    /// Play the better move of this turn (0-based, the move list's row) on the board from
    /// the position before it, animated and explained.
    ShowBetter(usize),
    /// Take the better move shown back: the game as it was.
    TakeBack,
    /// Play the people's mistakes of the reviewed game again, as exercises of the Learn
    /// screen, from the first.
    PractiseMistakes,
}

/// What is asked of the files.
#[derive(Clone, Debug, PartialEq)]
pub enum FilesCommand {
    /// Save the game to its file (or ask where, as Save as).
    Save,
    /// Save the game to a new file.
    SaveAs,
    /// Open a record (the system's dialog, or the app's list).
    Open,
    /// Open this record file.
    OpenFile(PathBuf),
    /// Open or close the app's own list of records.
    ShowOpenList(bool),
    /// Go on with the newest unfinished game of the library.
    Resume,
    /// A request of the Continue list (open, continue a damaged game, delete).
    Library(LibraryRequest),
    /// A request of the app's own Save as and Open windows, or a dropped file.
    FileWindow(FileRequest),
}

/// A change of the settings.
#[derive(Clone, Debug, PartialEq)]
pub enum SettingsCommand {
    /// Turn the board round.
    Flip,
    /// Change the animation speed.
    SetSpeed(Speed),
    /// Change the language.
    SetLanguage(Language),
    /// Turn legal-move highlights on or off.
    ToggleLegal,
    /// Turn last-move highlights on or off.
    ToggleLast,
    /// Turn board coordinates on or off.
    ToggleCoordinates,
    /// Label morris points with BLAC numbers or names.
    ToggleBlacNumbers,
    /// Draw the whole app at this size (1 = normal), remembered in the settings.
    SetZoom(f32),
}

/// The screen shown, the help windows beside it and the message banner.
#[derive(Clone, Debug, PartialEq)]
pub enum WindowCommand {
    /// Show the game picker (Home).
    OpenPicker,
    /// Show the games library.
    OpenLibrary,
    /// Show the new-game dialog for a rule set.
    OpenNewGame(GameId),
    /// Start a game.
    StartGame(Box<GameSetup>),
    /// Start a game from a balanced opening drawn from the seed instead of the traditional
    /// start (Isolo; see [`crate::ai::arena::balanced_opening`]).
    StartBalanced(Box<GameSetup>, u64),
    /// Open or close the settings window.
    ShowSettings(bool),
    /// Open or close the glossary window.
    ShowGlossary(bool),
    /// Open the glossary at this word (its key): a glossary word's link was clicked.
    GlossaryWord(&'static str),
    /// Open the rules page of a rule set, at a section (`rule-<id>`, `option-<name>`) or at
    /// its top.
    OpenRules(GameId, Option<String>),
    /// Close the rules page or the glossary, whichever is open.
    CloseHelp,
    /// Close the message banner.
    DismissMessage,
}

/// A move of the replay cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayStep {
    /// The start of the game (Home).
    First,
    /// Back to the start of the previous turn (←).
    PrevTurn,
    /// One effect back (Shift+←).
    PrevEffect,
    /// One effect on, animated (Shift+→).
    NextEffect,
    /// To the end of the turn, animated (→).
    NextTurn,
    /// The end of the game (End).
    Last,
    /// After this many actions (the slider).
    To(usize),
}

/// What the Continue list and the finished games ask of the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryRequest {
    /// Open this game: go on playing an unfinished one, replay a finished one.
    Open(GameKey),
    /// Go on from the readable part of a damaged game, as a new game; the damaged file is
    /// set aside, never written over.
    ContinueReadable(GameKey),
    /// Keep a damaged game as it is and stop offering what to do with it.
    Leave(GameKey),
    /// Ask whether to delete this game.
    AskDelete(GameKey),
    /// Delete the game the question was about.
    Delete(GameKey),
    /// Keep the game the question was about.
    KeepIt,
}

/// What the app's own file windows (Save as, Open) and a file dropped on the window ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileRequest {
    /// Write the game where the Save as window says; `overwrite`: the user agreed to replace
    /// the file there.
    SaveAsWrite {
        /// Replace a file of that name.
        overwrite: bool,
    },
    /// Close the Save as window without saving.
    SaveAsCancel,
    /// The Open window's path entry: list a folder, open a file.
    Browse(PathBuf),
    /// A file (or folder) dropped on the window: its path, and its bytes when the path
    /// cannot be read (a browser gives only a name).
    Dropped(PathBuf, Option<Vec<u8>>),
}

/// A request of the Learn screen or the lesson view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnCommand {
    /// Show the list (of this rule set).
    List(Option<GameId>),
    /// Open the lesson with this id.
    Open(String),
    /// Ask to reset one lesson (`Some`) or all (`None`).
    AskReset(Option<String>),
    /// Drop the reset question.
    CancelReset,
    /// Reset what was asked.
    ConfirmReset,
    /// The next step.
    Next,
    /// The previous step.
    Previous,
    /// Restore the step after a wrong answer.
    Retry,
    /// One rung of the hint ladder.
    Hint,
    /// Confirm a set of picked targets (a `Removable` quiz).
    Confirm,
    /// After a wrong answer: play the opponent's reply the judge held back.
    ShowRest,
    /// A normal game against the computer from the position shown.
    PlayOn,
}

/// What is asked of the position editor ([`crate::ui::screens::position_editor`]): a change
/// of the position being set up, or what to do with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorCommand {
    /// Open the editor from the new-game dialog shown, on its rule set's start.
    Open,
    /// Morris: put the chosen token on this point (the same token again takes it away).
    Point(Point),
    /// Morris: empty this point (a right click).
    ClearPoint(Point),
    /// Morris: what a click on a point puts there (a player's token; none empties it).
    Tool(Option<Player>),
    /// Mancala: add seeds to this pit (negative: take seeds away).
    Seeds(Pit, i8),
    /// The player to act.
    ToAct(Player),
    /// Morris: change a player's tokens in hand by this many.
    Hand(Player, i8),
    /// Isolo boys: whether a player is still in his overture.
    Overture(Player, bool),
    /// Igisoro with `no_capture_first_turns=true`: whether a player has still to finish his
    /// first turn.
    FirstTurn(Player, bool),
    /// Empty the board (morris: every token back in hand).
    Clear,
    /// Back to the rule set's start.
    StartPosition,
    /// Read the position text typed in the editor's field.
    ReadText,
    /// The position text was copied to the clipboard (the view copies it).
    Copied,
    /// The computer's level for a game against it.
    Level(Level),
    /// Start a game from the position: against the computer, or two players at the screen.
    Play {
        /// Against the computer.
        computer: bool,
    },
    /// Save the position as a record that starts from it.
    SaveAs,
    /// Back to the new-game dialog.
    Back,
}
