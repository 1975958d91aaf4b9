//! In Portuguese and Spanish no English is left: every screen of the app is opened (the
//! picker with its Continue and finished games, the new-game dialog of each rule set and the
//! position editor it opens, games of every rule set with their side panel, move list and
//! result on the board, each menu of the play bar, the settings, the glossary and its keys,
//! each rules page, Learn and its lessons, the replay, the open list and the delete question)
//! and every text the accessibility tree exposes is checked twice:
//!
//! 1. against the English messages: a text that reads as an English message (its fixed words,
//!    whatever its arguments) which reads otherwise in the language shown is English left
//!    untranslated;
//! 2. against a short list of common English words, which also catches English that no
//!    message holds (text written into the code) and messages copied untranslated.
//!
//! A text that reads as a message of the language shown is checked by what fills its
//! arguments, the same two ways: an English reason inside a translated sentence is English
//! left.
//!
//! What is English by nature is left out before the checks, and only that: the games' own
//! words (the glossary's, the same in every language), the sources' authors and titles and
//! the words a citation quotes from a source (they stay as they were published), the app's
//! name, and the record reader's own words about a text that is no record, quoted as data
//! inside a translated message (like a compiler's; every other reason a file cannot be read
//! is said in the language). What a citation says about a source in words (its edition, the
//! database it is read through, the part of it meant: "game file") is checked like any text.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::{BoardCommand, FilesCommand, GameCommand, ReplayCommand, WindowCommand};

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::ui_support::SIZE;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use inkomo::i18n::{Arg, Language, Tr};
use inkomo::record::AutosaveStore;
use inkomo::rules::Family;
use inkomo::rules::GameId;
use inkomo::rules::options::SPECS;
use inkomo::rules::sources::{Cite, Source};
use inkomo::selfplay::Rng;
use inkomo::ui::InkomoApp;
use inkomo::ui::app::Screen;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::board::session::GameSetup;
use inkomo::ui::command::{Command, EditorCommand, LearnCommand, LibraryRequest};
use inkomo::ui::panels::settings::Settings;
use inkomo::ui::screens::continue_list::damage_text;

/// Stands for an argument of a message: a text never contains it.
const HOLE: &str = "\u{E000}";

/// English words that no Portuguese or Spanish text of the app contains as a whole word.
const ENGLISH_WORDS: &[&str] = &[
    "the",
    "and",
    "of",
    "to",
    "is",
    "with",
    "from",
    "your",
    "you",
    "this",
    "that",
    "save",
    "open",
    "new",
    "game",
    "games",
    "turn",
    "moves",
    "play",
    "player",
    "seed",
    "seeds",
    "pit",
    "point",
    "token",
    "undo",
    "redo",
    "hint",
    "settings",
    "glossary",
    "rules",
    "close",
    "back",
    "next",
    "previous",
    "resume",
    "delete",
    "keep",
    "replay",
    "wins",
    "draw",
    "learn",
    "lesson",
    "dark",
    "light",
    "empty",
    "board",
    "computer",
    "level",
    "start",
    "options",
    "captures",
    "sow",
    "place",
    "remove",
    "finished",
    "recent",
    "none",
    "show",
    // What a citation says about a source: "(Spanish edition)", "game file", "read literally".
    "edition",
    "database",
    "literally",
    "reading",
    "silent",
    "file",
    "text",
    "summary",
    "evidence",
    "description",
    "descriptions",
    "diagrams",
    "article",
    "engine",
    "preset",
];

/// The fixed words of one message: its text with every argument a hole, cut at the holes.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Pattern(Vec<String>);

impl Pattern {
    fn of(text: &str) -> Pattern {
        Pattern(text.split(HOLE).map(str::to_string).collect())
    }

    /// Whether the fixed words hold enough letters to say which language they are in.
    fn is_telling(&self) -> bool {
        self.letters() >= 2
    }

    /// The letters of the fixed words.
    fn letters(&self) -> usize {
        self.0
            .iter()
            .flat_map(|f| f.chars())
            .filter(|c| c.is_alphabetic())
            .count()
    }

    /// Whether `text` reads as this message with some arguments.
    fn matches(&self, text: &str) -> bool {
        self.fills(text).is_some()
    }

    /// The arguments, if `text` reads as this message: what fills each hole.
    fn fills<'t>(&self, text: &'t str) -> Option<Vec<&'t str>> {
        let parts = &self.0;
        if parts.len() == 1 {
            return (text == parts[0]).then(Vec::new);
        }
        let (first, last) = (&parts[0], &parts[parts.len() - 1]);
        if !text.starts_with(first.as_str()) || text.len() < first.len() + last.len() {
            return None;
        }
        let mut rest = &text[first.len()..];
        if !rest.ends_with(last.as_str()) {
            return None;
        }
        rest = &rest[..rest.len() - last.len()];
        let mut out = Vec::new();
        for middle in &parts[1..parts.len() - 1] {
            let at = rest.find(middle.as_str())?;
            out.push(&rest[..at]);
            rest = &rest[at + middle.len()..];
        }
        out.push(rest);
        Some(out)
    }
}

/// Every message id of the English files, with the names of the arguments it uses.
fn english_messages() -> Vec<(String, Vec<String>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join("en");
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for line in text.lines() {
            let starts_id = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
            let body = match line.split_once('=') {
                Some((id, body)) if starts_id => {
                    out.push((id.trim().to_string(), Vec::new()));
                    body
                }
                _ => line,
            };
            if let Some((_, args)) = out.last_mut() {
                for (i, _) in body.match_indices('$') {
                    let name: String = body[i + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    if !args.contains(&name) {
                        args.push(name);
                    }
                }
            }
        }
    }
    out
}

/// The patterns of every message in `lang`: each with its arguments as holes (the default
/// variants) and with each argument the number 1 (the singular variants).
fn patterns(lang: Language, messages: &[(String, Vec<String>)]) -> Vec<(String, Pattern)> {
    let tr = Tr::new(lang);
    let mut out = Vec::new();
    for (id, names) in messages {
        let with = |arg: &dyn Fn() -> Arg| {
            let args: Vec<(&'static str, Arg)> = names
                .iter()
                .map(|n| (&*Box::leak(n.clone().into_boxed_str()), arg()))
                .collect();
            tr.a(id, &args)
        };
        for text in [with(&|| Arg::Text(HOLE.into())), with(&|| Arg::Num(1))] {
            out.push((id.clone(), Pattern::of(&text)));
        }
    }
    out
}

/// What the check knows: the English messages that read otherwise in the language shown,
/// and the messages of that language.
struct Reference {
    english: Vec<(String, Pattern)>,
    own: Vec<Pattern>,
}

impl Reference {
    fn new(lang: Language) -> Reference {
        let messages = english_messages();
        assert!(messages.len() > 300, "{} messages", messages.len());
        let en = patterns(Language::En, &messages);
        let other = patterns(lang, &messages);
        let english = en
            .iter()
            .zip(&other)
            .filter(|((_, e), (_, o))| e != o && e.is_telling())
            .map(|(e, _)| e.clone())
            .collect();
        Reference {
            english,
            own: other.into_iter().map(|(_, p)| p).collect(),
        }
    }

    /// Why `text` is English, if it is.
    fn english_in(&self, text: &str) -> Option<String> {
        self.english_in_natural(&natural(text), 0)
    }

    /// [`Reference::english_in`] of a text already made [`natural`]. A text that reads as a
    /// message of the language shown is English only if what fills its holes is (a reason
    /// said in English inside a translated sentence); `depth` counts the messages around.
    fn english_in_natural(&self, text: &str, depth: usize) -> Option<String> {
        if !text.chars().any(char::is_alphabetic) {
            return None;
        }
        let own: Vec<Vec<&str>> = self
            .own
            .iter()
            .filter(|p| p.is_telling())
            .filter_map(|p| p.fills(text))
            .collect();
        if depth > 3 && !own.is_empty() {
            return None;
        }
        let mut inside = None;
        for fills in own {
            match fills
                .iter()
                .find_map(|f| self.english_in_natural(f, depth + 1))
            {
                None => return None,
                Some(why) => {
                    inside.get_or_insert(format!("{why}, in an argument"));
                }
            }
        }
        if inside.is_some() {
            return inside;
        }
        // A message of the language shown made of its arguments alone says nothing.
        if self.own.iter().any(|p| !p.is_telling() && p.matches(text)) {
            return self.english_words(text);
        }
        let letters = text.chars().filter(|c| c.is_alphabetic()).count();
        // The message's own words must make at least half the text: a short message whose
        // argument holds a whole sentence ("capture { $seeds }") says little about it.
        if let Some((id, _)) = self
            .english
            .iter()
            .find(|(_, p)| p.matches(text) && 2 * p.letters() >= letters)
        {
            return Some(format!("the English of {id}"));
        }
        self.english_words(text)
    }

    /// The first of the common English words in `text`, if any.
    fn english_words(&self, text: &str) -> Option<String> {
        let lower = text.to_lowercase();
        let words: BTreeSet<&str> = lower
            .split(|c: char| !c.is_alphabetic() && c != '\'')
            .collect();
        ENGLISH_WORDS
            .iter()
            .find(|w| words.contains(*w))
            .map(|w| format!("the English word '{w}'"))
    }
}

/// `text` without what is the same in every language: the games' own words, the sources'
/// authors and titles and the words a citation quotes from a source (only these: what a
/// citation says about a source in words is the app's and is checked), file paths, the
/// option names of a record file (`removals_per_move`), the app's name, and the label egui
/// gives the close button of every window ("Close window", which the app cannot change).
fn natural(text: &str) -> String {
    let mut text = text.to_string();
    let mut exempt: Vec<String> = vec![
        "Inkomo".into(),
        "Close window".into(),
        // A lesson names Merriam's article by its short title.
        "The game of Kubuguza".into(),
    ];
    for source in Source::ALL {
        let info = source.info();
        exempt.extend([info.author.into(), info.title.into()]);
    }
    exempt.extend(published_words().into_iter().map(String::from));
    // Longest first, so that a title is taken out before a part of it.
    exempt.sort_by_key(|e| std::cmp::Reverse(e.len()));
    for e in &exempt {
        text = text.replace(e.as_str(), " ");
    }
    // Addresses and paths hold '/', option names '_'.
    let text: Vec<&str> = text
        .split(' ')
        .filter(|t| !t.contains('/') && !t.contains('_'))
        .collect();
    let text = text.join(" ");
    // The games' words are matched whole and in any case, as the glossary links them.
    let mut out = String::new();
    for piece in inkomo::glossary::pieces(&text) {
        out.push_str(if piece.entry.is_some() {
            " "
        } else {
            piece.text
        });
    }
    out
}

/// The words the app's citations quote from their sources, as published (a quotation such as
/// "in some areas", a numbering such as B.7): the places of every citation a rules page, an
/// option or an effect shows.
fn published_words() -> Vec<&'static str> {
    let mut cites: Vec<Cite> = Vec::new();
    for spec in SPECS {
        for choice in spec.choices {
            cites.extend(choice.cites);
        }
    }
    for game in GameId::ALL {
        let page = inkomo::rules_page::page(game);
        for section in page.sections() {
            cites.extend(section.cites);
        }
        for spec in page.options() {
            for choice in spec.choices {
                for section in page.brought_by(spec, choice.value) {
                    cites.extend(section.cites);
                }
            }
        }
    }
    cites.iter().flat_map(|c| c.at.own_words()).collect()
}

/// Every text the accessibility tree exposes (labels and values). The rows of a wrapped
/// text (text runs) are left out: their text node holds the whole text.
fn texts(h: &Harness<'static, InkomoApp>) -> Vec<String> {
    h.query_all(by())
        .filter(|n| n.accesskit_node().role() != egui::accesskit::Role::TextRun)
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
        })
        .flatten()
        .map(|t| t.to_string())
        .collect()
}

/// The walk of one language: the harness, what was seen, what was found English.
struct Walk {
    h: Harness<'static, InkomoApp>,
    tr: Tr,
    reference: Reference,
    seen: usize,
    screens: Vec<String>,
    found: BTreeSet<String>,
    /// Every text seen, to check that the walk reached the screens it meant to.
    all: BTreeSet<String>,
    /// The record reader's own words about a text that is no record (a RON syntax error),
    /// quoted inside a translated message; the position editor's position texts (the
    /// game's notation: `hand:`, `lost:`, `place`, the same in every language).
    quoted: Vec<String>,
}

impl Walk {
    fn new(lang: Language, dir: &Path) -> Walk {
        let mut app = InkomoApp::new(Settings {
            language: lang,
            speed: Speed::Off,
            ..Settings::default()
        });
        app.set_store(Some(AutosaveStore::at(dir)));
        app.set_lesson_store(Some(inkomo::lesson::progress::ProgressStore::in_dir(dir)));
        app.use_file_dialogs(false);
        let mut h = Harness::builder()
            .with_size(SIZE)
            .build_ui_state(|ui, app: &mut InkomoApp| app.frame(ui), app);
        h.run_steps(3);
        Walk {
            h,
            tr: Tr::new(lang),
            reference: Reference::new(lang),
            seen: 0,
            screens: Vec::new(),
            found: BTreeSet::new(),
            all: BTreeSet::new(),
            quoted: Vec::new(),
        }
    }

    /// Applies `command`, lets the app show it, and checks what is shown as `screen`.
    fn visit(&mut self, screen: &str, command: Command) {
        self.h.state_mut().apply(command);
        self.h.run_steps(4);
        self.check(screen);
    }

    /// Checks every text on screen.
    fn check(&mut self, screen: &str) {
        self.screens.push(screen.to_string());
        for text in texts(&self.h) {
            self.seen += 1;
            let mut checked = text.clone();
            for d in &self.quoted {
                checked = checked.replace(d.as_str(), " ");
            }
            self.all.insert(text.clone());
            if let Some(why) = self.reference.english_in(&checked) {
                self.found.insert(format!("{screen}: '{text}' ({why})"));
            }
        }
    }

    /// Clicks the widget labelled `label` in the language shown.
    fn click(&mut self, label: &str) {
        self.h.get_by_label(label).click();
        self.h.step();
        self.h.run_steps(3);
    }

    /// Plays `n` random legal actions (fewer if the game ends).
    fn play(&mut self, n: usize, seed: u64) {
        let mut rng = Rng::new(seed);
        for _ in 0..n {
            let Some(session) = self.h.state().session() else {
                break;
            };
            if session.game().is_over() {
                break;
            }
            let legal = session.legal();
            let a = legal[rng.below(legal.len())];
            self.h
                .state_mut()
                .apply(Command::Board(BoardCommand::Act(a)));
            self.h
                .state_mut()
                .apply(Command::Game(GameCommand::FinishAnimation));
        }
        self.h.run_steps(4);
    }
}

fn temp_dir(label: &str) -> PathBuf {
    ui_support::temp_dir("ui-locale", label)
}

/// The fixed start of the library's filter of finished games ("Finished (").
fn finished_prefix(tr: &Tr) -> String {
    let heading = tr.a(
        "library-filter-finished",
        &[("count", Arg::Text(HOLE.into()))],
    );
    heading.split(HOLE).next().unwrap_or_default().to_string()
}

/// Walks every screen in `lang`; returns what was found English.
fn walk(lang: Language) -> Walk {
    let dir = temp_dir(lang.code());
    let mut w = Walk::new(lang, &dir);
    w.check("picker");
    for game in GameId::ALL {
        let g = game.as_str();
        w.visit(
            &format!("new game {g}"),
            Command::Window(WindowCommand::OpenNewGame(game)),
        );
        // The dialog's other choice: two players at this screen, each with a name and a kind.
        let people = w.tr.s("new-game-vs-people");
        w.click(&people);
        w.check(&format!("new game {g}, two players"));
        // The position editor it opens, with a position it refuses, then back.
        w.h.state_mut().apply(Command::Editor(EditorCommand::Open));
        w.h.run_steps(2);
        // Its position text is the game's notation, the same in every language.
        let notation = |w: &Walk| match w.h.state().screen() {
            Screen::Editor(editor) => editor.setup.text().unwrap_or_default(),
            _ => String::new(),
        };
        let text = notation(&w);
        w.quoted.push(text);
        w.check(&format!("editor {g}"));
        let change = match game.family() {
            Family::Morris => EditorCommand::Point(ui_support::pt(0)),
            Family::Mancala => {
                EditorCommand::Seeds(inkomo::rules::mancala::Pit::new_unchecked(0), 1)
            }
        };
        w.h.state_mut().apply(Command::Editor(change));
        w.h.run_steps(2);
        let text = notation(&w);
        w.quoted.push(text);
        w.check(&format!("editor {g}, refused"));
        w.visit(
            &format!("editor {g} back"),
            Command::Editor(EditorCommand::Back),
        );
        w.visit(
            &format!("rules {g}"),
            Command::Window(WindowCommand::OpenRules(game, None)),
        );
        w.visit(
            &format!("{g} start"),
            Command::Window(WindowCommand::StartGame(Box::new(GameSetup::new(game)))),
        );
        w.play(9, 5);
        w.check(&format!("{g} playing"));
        w.visit(
            &format!("{g} replay"),
            Command::Replay(ReplayCommand::Start),
        );
        w.visit(
            &format!("{g} replay end"),
            Command::Replay(ReplayCommand::Close),
        );
        // To the end of the game: the game-over notice.
        w.play(3_000, 11);
        w.check(&format!("{g} over"));
    }
    // The play bar's menus, the windows they open.
    w.visit(
        "isizulu",
        Command::Window(WindowCommand::StartGame(Box::new(GameSetup::new(
            GameId::Isizulu,
        )))),
    );
    w.play(4, 3);
    for menu in ["menu-game", "menu-view", "menu-help"] {
        let label = w.tr.s(menu);
        w.click(&label);
        w.check(menu);
        w.click(&label);
    }
    let recent = w.tr.s("files-recent");
    w.click(&w.tr.s("menu-game"));
    w.h.get_by_label(&recent).hover();
    w.h.run_steps(3);
    w.check("recent files");
    w.h.state_mut().apply(Command::Files(FilesCommand::Save));
    w.visit("saved", Command::Files(FilesCommand::ShowOpenList(true)));
    w.visit(
        "settings",
        Command::Window(WindowCommand::ShowSettings(true)),
    );
    w.visit(
        "settings closed",
        Command::Window(WindowCommand::ShowSettings(false)),
    );
    w.visit(
        "glossary",
        Command::Window(WindowCommand::ShowGlossary(true)),
    );
    w.visit(
        "glossary word",
        Command::Window(WindowCommand::GlossaryWord("isibhamu")),
    );
    w.visit(
        "glossary closed",
        Command::Window(WindowCommand::ShowGlossary(false)),
    );
    // The picker with an unfinished game to continue and finished ones to replay.
    w.visit(
        "picker with games",
        Command::Window(WindowCommand::OpenPicker),
    );
    // The library screen with its search, order and filters; the finished games alone.
    w.visit("library", Command::Window(WindowCommand::OpenLibrary));
    let finished = finished_prefix(&w.tr);
    let filter =
        w.h.query_all(by())
            .filter_map(|n| n.accesskit_node().label().map(|l| l.to_string()))
            .find(|l| l.starts_with(&finished));
    let filter = filter.expect("the library offers its finished games");
    w.click(&filter);
    w.check("finished games");
    let key =
        w.h.state()
            .files()
            .library()
            .and_then(|l| l.list().first().map(|e| e.key.clone()));
    if let Some(key) = key {
        w.visit(
            "delete question",
            Command::Files(FilesCommand::Library(LibraryRequest::AskDelete(key))),
        );
        w.visit(
            "delete kept",
            Command::Files(FilesCommand::Library(LibraryRequest::KeepIt)),
        );
    }
    // A file that is no record, and a damaged game in the library: the messages say why.
    let junk = dir.join("junk.ron");
    std::fs::write(&junk, "this is not a record").unwrap();
    let said = match inkomo::record::load(&junk) {
        Err(e @ inkomo::record::LoadError::Syntax { .. }) => {
            if let inkomo::record::LoadError::Syntax { message, .. } = &e {
                w.quoted.push(message.clone());
            }
            inkomo::ui::files::error_text::load_error(&w.tr, &e)
        }
        other => panic!("a text that is no record: {other:?}"),
    };
    w.visit(
        "could not open",
        Command::Files(FilesCommand::OpenFile(junk)),
    );
    assert!(
        w.all.iter().any(|t| t.contains(&said)),
        "the walk never showed '{said}'"
    );
    w.visit(
        "message closed",
        Command::Window(WindowCommand::DismissMessage),
    );
    let library = dir.join(inkomo::record::LIBRARY_DIR);
    for entry in std::fs::read_dir(&library).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        // The second action made unreadable: the first can be continued from.
        let second = text
            .find("actions: [")
            .and_then(|at| text[at..].find(',').map(|i| at + i + 1));
        if let Some(at) = second {
            let damaged = format!("{} \"zz9\",{}", &text[..at], &text[at..]);
            std::fs::write(&path, damaged).unwrap();
            break;
        }
    }
    let dir_again = dir.clone();
    w.h.state_mut()
        .set_store(Some(AutosaveStore::at(dir_again)));
    let tr = w.tr;
    let damages: Vec<String> =
        w.h.state()
            .files()
            .library()
            .map(|l| {
                l.list()
                    .iter()
                    .filter_map(|e| e.damage.as_ref().map(|d| damage_text(&tr, d)))
                    .collect()
            })
            .unwrap_or_default();
    assert!(!damages.is_empty(), "a game of the library is damaged");
    w.visit("damaged game", Command::Window(WindowCommand::OpenLibrary));
    for damage in &damages {
        assert!(w.all.contains(damage), "the walk never showed '{damage}'");
    }
    // Learn: the list of every rule set and of each, a lesson of each with its hint ladder.
    w.visit("learn", Command::Learn(LearnCommand::List(None)));
    w.visit(
        "learn reset question",
        Command::Learn(LearnCommand::AskReset(None)),
    );
    w.visit(
        "learn reset kept",
        Command::Learn(LearnCommand::CancelReset),
    );
    for game in GameId::ALL {
        let lessons = inkomo::lesson::catalogue::lessons_of(game);
        if lessons.is_empty() {
            continue;
        }
        w.visit(
            &format!("learn {}", game.as_str()),
            Command::Learn(LearnCommand::List(Some(game))),
        );
        for lesson in lessons {
            let id = lesson.id.clone();
            w.visit(
                &format!("lesson {id}"),
                Command::Learn(LearnCommand::Open(id.clone())),
            );
            for step in 0..lesson.steps.len() {
                for rung in 0..3 {
                    w.visit(
                        &format!("lesson {id} step {step} hint {rung}"),
                        Command::Learn(LearnCommand::Hint),
                    );
                }
                w.visit(
                    &format!("lesson {id} step {step}"),
                    Command::Learn(LearnCommand::Next),
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    w
}

#[test]
fn no_english_is_left_in_portuguese_or_spanish() {
    for lang in [Language::Pt, Language::Es] {
        let w = walk(lang);
        let tr = Tr::new(lang);
        // The walk reached what it meant to: menus, windows, notices, questions, lessons.
        for id in [
            "menu-save-as",
            "menu-rules",
            "menu-zoom",
            "settings-title",
            "glossary-keys-title",
            "files-open-title",
            "game-over-title",
            "editor-title",
            "editor-problem-seeds",
            "replay-close",
            "library-delete-question",
            "library-continue-readable",
            "learn-reset-all",
            "lesson-isizulu-01-placing-title",
        ] {
            // The refused set-up the walk made: one seed added to 64 (a lookup without its
            // count would count as a missing message for the other tests of this process).
            let words = if id == "editor-problem-seeds" {
                tr.a(id, &[("total", 65i64.into())])
            } else {
                tr.s(id)
            };
            let words = words.as_str();
            assert!(
                w.all.iter().any(|shown| shown.contains(words)),
                "{lang:?}: the walk never showed {id}"
            );
        }
        assert!(
            w.screens.len() > 60,
            "{lang:?}: {} screens",
            w.screens.len()
        );
        assert!(w.seen > 5_000, "{lang:?}: only {} texts seen", w.seen);
        assert!(
            w.found.is_empty(),
            "{lang:?}: English left ({} of {} texts):\n{}",
            w.found.len(),
            w.seen,
            w.found.iter().cloned().collect::<Vec<_>>().join("\n")
        );
    }
}

/// The check itself: English is found, the language's own text and the games' words are not.
#[test]
fn the_check_tells_english_from_portuguese() {
    let pt = Reference::new(Language::Pt);
    let tr = Tr::new(Language::Pt);
    let en = Tr::new(Language::En);
    for id in ["button-undo", "picker-title", "files-recent"] {
        assert!(pt.english_in(&en.s(id)).is_some(), "{id}: {}", en.s(id));
        assert_eq!(pt.english_in(&tr.s(id)), None, "{id}: {}", tr.s(id));
    }
    let title = |t: &Tr| t.a("new-game-title", &[("game", Arg::Text("Isizulu".into()))]);
    assert!(pt.english_in(&title(&en)).is_some());
    assert_eq!(pt.english_in(&title(&tr)), None);
    assert!(
        pt.english_in("Escolha the jogo").is_some(),
        "a word of English"
    );
    // A reason in English inside a translated sentence is English left.
    let damaged = |reason: &str| tr.a("library-damaged", &[("damage", Arg::Text(reason.into()))]);
    assert!(
        pt.english_in(&damaged("the game could not be read"))
            .is_some()
    );
    assert_eq!(
        pt.english_in(&damaged(&tr.a(
            "error-damage-unreadable",
            &[("reason", Arg::Text(tr.s("error-io-full")))]
        ))),
        None
    );
    for word in [
        "isibhamu",
        "ng'hana",
        "Inkomo",
        "S-i3",
        "a1",
        "12",
        "Wikinfo: Igisoro",
    ] {
        assert_eq!(pt.english_in(word), None, "{word}");
    }
}

/// A citation is English left when what it says about its source is: only its authors, titles
/// and quoted words are the same in every language.
#[test]
fn the_check_tells_an_english_citation_from_a_translated_one() {
    use inkomo::rules::sources::cite_list_in;
    use inkomo::rules::sources::{Place, Source};
    for lang in [Language::Pt, Language::Es] {
        let reference = Reference::new(lang);
        let tr = Tr::new(lang);
        let say = |id: &str, args: &[(&'static str, &str)]| {
            let args: Vec<(&'static str, Arg)> = args
                .iter()
                .map(|(n, v)| (*n, Arg::Text((*v).to_string())))
                .collect();
            tr.a(id, &args)
        };
        for cites in [
            vec![Cite::of(Source::EsWp)],
            vec![Cite::of(Source::Merriam)],
            vec![Cite::place(Source::LudiiIs, Place::GameFile)],
            vec![Cite::place(
                Source::WmqB,
                Place::ReadLiterally("\"starting on the same hole\""),
            )],
            vec![Cite::place(Source::BlacT, Place::AndPtEsText("B.9", "9"))],
        ] {
            let shown = |text: String| tr.a("rule-source", &[("source", Arg::Text(text))]);
            let english = shown(inkomo::rules::sources::cite_list(&cites, "-"));
            let translated = shown(cite_list_in(&cites, "-", &say));
            assert!(
                reference.english_in(&english).is_some(),
                "{lang:?}: not caught: {english}"
            );
            assert_eq!(
                reference.english_in(&translated),
                None,
                "{lang:?}: {translated}"
            );
        }
    }
}
