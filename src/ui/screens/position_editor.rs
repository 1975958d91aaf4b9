//! The position editor: a position of the rule set chosen in the new-game dialog, put
//! together by hand on its board (a token on any point or seeds in any pit, the player to
//! act, the tokens in hand), checked by the engine as it is made ([`Setup::check`]: the same
//! reading as a record's `start` or `inkomo analyse --from`), then played against the
//! computer or a friend, saved as a record that starts from it, or copied as position text.
//! An impossible position is refused with what is wrong with it, and a position text typed
//! or pasted in is read by the engine too.
//!
//! The view only pushes [`EditorCommand`]s; [`PositionEditor::apply`] changes the set-up and
//! says what the app is to do (start a game, save, go back).

use egui::RichText;

use crate::ai::Level;
use crate::i18n::{Arg, Tr};
use crate::rules::notation::NotationError;
use crate::rules::setup::{Setup, SetupBoard, SetupProblem};
use crate::rules::{Family, Game, GameId, Player};
use crate::ui::board::describe::{
    colour_name, game_title, level_name, outcome_line, player_arg, player_name,
};
use crate::ui::board::session::{GameSetup, PlayerKind, Seat, Session, TokenColour};
use crate::ui::board::setup_view;
use crate::ui::command::{Command, EditorCommand};
use crate::ui::panels::settings::Settings;
use crate::ui::screens::new_game::{NewGameDialog, Opponent};
use crate::ui::theme;

/// The editor's state.
#[derive(Clone, Debug)]
pub struct PositionEditor {
    /// The new-game dialog it was opened from: the rule set, its options and the players.
    /// Back returns to it as it was.
    pub dialog: Box<NewGameDialog>,
    /// The position being set up.
    pub setup: Setup,
    /// Morris: what a click on a point puts there (a player's token; none empties it).
    pub tool: Option<Player>,
    /// The computer's level for a game against it (the dialog's at first).
    pub level: Level,
    /// The position text as shown and typed (the set-up's own text after every change made
    /// on the board).
    pub text: String,
    /// Why the text typed could not be read: the engine's error, which names the token.
    pub text_problem: Option<NotationError>,
    /// The engine's verdict on the set-up: the game that starts from it, or what is wrong.
    verdict: Result<Game, SetupProblem>,
}

/// What the app is to do after an editor command.
#[derive(Debug)]
pub enum EditorOutcome {
    /// Nothing beyond the editor.
    Stay,
    /// Show the new-game dialog again, as it was.
    Back(Box<NewGameDialog>),
    /// Start this game (the players, the game at the set-up position).
    Play(Box<GameSetup>, Box<Game>),
    /// Save this game, which starts from the set-up and has no action yet, as a record.
    Save(Box<Session>),
    /// The position text was copied: say so.
    Copied,
}

impl PositionEditor {
    /// The editor on the start of the dialog's rule set, under its options.
    pub fn new(dialog: NewGameDialog) -> PositionEditor {
        let setup = Setup::start(dialog.game, dialog.options);
        let mut editor = PositionEditor {
            level: dialog.level,
            dialog: Box::new(dialog),
            setup,
            tool: Some(Player::First),
            text: String::new(),
            text_problem: None,
            verdict: Err(SetupProblem::SeedCount { total: 0 }),
        };
        editor.changed();
        editor
    }

    /// The rule set.
    pub fn game(&self) -> GameId {
        self.setup.game
    }

    /// The engine's verdict: the game that starts from the set-up, or what is wrong with it.
    pub fn verdict(&self) -> &Result<Game, SetupProblem> {
        &self.verdict
    }

    /// The sides as the editor names and colours them: their own names (Dark and Light,
    /// South and North), the colours as the dialog gives them. A game started from here
    /// keeps those colours.
    pub fn sides(&self) -> GameSetup {
        GameSetup {
            seats: [Seat::default(), Seat::default()],
            ..self.dialog.setup()
        }
    }

    /// The players of a game from the set-up: against the computer, the person plays the
    /// side to act (the position was set up for him) and the computer the other at the
    /// chosen level; otherwise the dialog's two players, in the order it lists them.
    pub fn players(&self, computer: bool) -> GameSetup {
        let sides = self.sides();
        if computer {
            let person = Seat {
                kind: PlayerKind::Human,
                name: self.dialog.people[0].name.clone(),
            };
            let machine = Seat {
                kind: PlayerKind::Computer(self.level),
                name: String::new(),
            };
            let seats = match self.setup.to_act {
                Player::First => [person, machine],
                Player::Second => [machine, person],
            };
            GameSetup { seats, ..sides }
        } else {
            let mut dialog = self.dialog.as_ref().clone();
            dialog.opponent = Opponent::People;
            GameSetup {
                seats: dialog.setup().seats,
                ..sides
            }
        }
    }

    /// After every change of the set-up: its text and the engine's verdict again.
    fn changed(&mut self) {
        self.text = self.setup.text().unwrap_or_default();
        self.text_problem = None;
        self.verdict = self.setup.check();
    }

    /// Applies an editor command; says what the app is to do.
    pub fn apply(&mut self, command: EditorCommand) -> EditorOutcome {
        match command {
            // Opening is the app's: the editor is made from the dialog shown.
            EditorCommand::Open => return EditorOutcome::Stay,
            EditorCommand::Point(point) => {
                let owner = match self.setup.point(point) {
                    // A second click with the same token takes it away again.
                    now if now == self.tool => None,
                    _ => self.tool,
                };
                self.setup.set_point(point, owner);
            }
            EditorCommand::ClearPoint(point) => self.setup.set_point(point, None),
            EditorCommand::Tool(tool) => {
                self.tool = tool;
                return EditorOutcome::Stay;
            }
            EditorCommand::Seeds(pit, delta) => self.setup.change_seeds(pit, delta),
            EditorCommand::ToAct(player) => self.setup.to_act = player,
            EditorCommand::Hand(player, delta) => self.setup.change_hand(player, delta),
            EditorCommand::Overture(player, on) => {
                if let SetupBoard::Mancala { overture, .. } = &mut self.setup.board {
                    overture[player.index()] = on;
                }
            }
            EditorCommand::FirstTurn(player, on) => {
                if let SetupBoard::Mancala { first_turn, .. } = &mut self.setup.board {
                    first_turn[player.index()] = on;
                }
            }
            EditorCommand::Clear => self.setup = self.setup.cleared(),
            EditorCommand::StartPosition => {
                self.setup = Setup::start(self.setup.game, self.setup.options);
            }
            EditorCommand::ReadText => {
                match Setup::from_text(self.setup.game, self.setup.options, &self.text) {
                    Ok(setup) => self.setup = setup,
                    Err(e) => {
                        // The text stays as typed, to be mended.
                        self.text_problem = Some(e);
                        return EditorOutcome::Stay;
                    }
                }
            }
            EditorCommand::Copied => return EditorOutcome::Copied,
            EditorCommand::Level(level) => {
                self.level = level;
                return EditorOutcome::Stay;
            }
            EditorCommand::Play { computer } => {
                return match &self.verdict {
                    Ok(game) => EditorOutcome::Play(
                        Box::new(self.players(computer)),
                        Box::new(game.clone()),
                    ),
                    Err(_) => EditorOutcome::Stay,
                };
            }
            EditorCommand::SaveAs => {
                return match &self.verdict {
                    Ok(game) => EditorOutcome::Save(Box::new(Session::from_start(
                        self.players(false),
                        game.clone(),
                    ))),
                    Err(_) => EditorOutcome::Stay,
                };
            }
            EditorCommand::Back => return EditorOutcome::Back(self.dialog.clone()),
        }
        self.changed();
        EditorOutcome::Stay
    }
}

/// What is wrong with a set-up, in words that name the player, the counts or the token.
pub fn problem_text(tr: &Tr, sides: &GameSetup, problem: &SetupProblem) -> String {
    match problem {
        SetupProblem::TooManyTokens {
            player,
            on_board,
            in_hand,
        } => tr.a(
            "editor-problem-tokens",
            &[
                ("player", player_arg(tr, sides, *player)),
                (
                    "total",
                    Arg::Num(i64::from(*on_board) + i64::from(*in_hand)),
                ),
                ("board", Arg::Num(i64::from(*on_board))),
                ("hand", Arg::Num(i64::from(*in_hand))),
            ],
        ),
        SetupProblem::HandsDoNotFit { hand, .. } => tr.a(
            "editor-problem-hands",
            &[
                ("first", Arg::Text(player_name(tr, sides, Player::First))),
                ("second", Arg::Text(player_name(tr, sides, Player::Second))),
                ("first_hand", Arg::Num(i64::from(hand[0]))),
                ("second_hand", Arg::Num(i64::from(hand[1]))),
            ],
        ),
        SetupProblem::BothBeaten => tr.s("editor-problem-both-beaten"),
        SetupProblem::SeedCount { total } => tr.a(
            "editor-problem-seeds",
            &[("total", Arg::Num(i64::from(*total)))],
        ),
        SetupProblem::Over(outcome) => tr.a(
            "editor-problem-over",
            &[("outcome", Arg::Text(outcome_line(tr, sides, *outcome)))],
        ),
        SetupProblem::Engine(e) => tr.a("editor-problem-engine", &notation_args(e)),
    }
}

/// Where a position text goes wrong, as message arguments: the token (quoted as data), its
/// place in the text (1 for the first part; 0 when the engine does not say), and what the
/// engine expected there, in its own words (English: a language whose words these are not
/// leaves it out and names the token and its place).
fn notation_args(e: &NotationError) -> Vec<(&'static str, Arg)> {
    let token = if e.token.trim().is_empty() {
        e.within.clone().unwrap_or_default()
    } else {
        e.token.clone()
    };
    vec![
        ("token", Arg::Text(crate::text::label(&token, 60))),
        ("index", Arg::Num(e.index.map_or(0, |i| i as i64 + 1))),
        ("detail", Arg::Text(crate::text::label(&e.expected, 300))),
    ]
}

/// Draws the editor: its controls in a panel on the right, the board in the rest.
pub fn show(
    ui: &mut egui::Ui,
    tr: &Tr,
    editor: &mut PositionEditor,
    settings: &Settings,
    out: &mut Vec<Command>,
) {
    let sides = editor.sides();
    let width = (ui.available_width() * 0.3).clamp(280.0, 380.0);
    egui::Panel::right("editor-panel")
        .resizable(false)
        .default_size(width)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("editor-controls")
                .auto_shrink([false, false])
                .show(ui, |ui| controls(ui, tr, editor, &sides, out));
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(theme::SAND).inner_margin(12.0))
        .show(ui, |ui| {
            setup_view::show(ui, tr, &editor.setup, &sides, settings, out);
        });
}

/// A titled group of the panel.
fn section(ui: &mut egui::Ui, title: &str) {
    ui.add_space(8.0);
    ui.label(RichText::new(title).strong().color(theme::INK));
}

fn controls(
    ui: &mut egui::Ui,
    tr: &Tr,
    editor: &mut PositionEditor,
    sides: &GameSetup,
    out: &mut Vec<Command>,
) {
    let push = |out: &mut Vec<Command>, c: EditorCommand| out.push(Command::Editor(c));
    let setup = &editor.setup;
    let family = setup.game.family();
    ui.add_space(6.0);
    ui.label(
        RichText::new(tr.s("editor-title"))
            .size(22.0)
            .color(theme::TERRACOTTA),
    );
    ui.label(
        RichText::new(tr.a(
            "editor-intro",
            &[("game", Arg::Text(game_title(tr, setup.game)))],
        ))
        .color(theme::INK_SOFT),
    );

    // What a click does.
    match family {
        Family::Morris => {
            section(ui, &tr.s("editor-click"));
            ui.horizontal_wrapped(|ui| {
                for tool in [Some(Player::First), Some(Player::Second), None] {
                    let label = match tool.map(|p| sides.colour(p)) {
                        Some(TokenColour::Dark) => tr.s("editor-tool-dark"),
                        Some(TokenColour::Light) => tr.s("editor-tool-light"),
                        None => tr.s("editor-tool-empty"),
                    };
                    if ui.radio(editor.tool == tool, label).clicked() {
                        push(out, EditorCommand::Tool(tool));
                    }
                }
            });
            note(ui, &tr.s("editor-click-note-morris"));
        }
        Family::Mancala => {
            ui.add_space(8.0);
            ui.add(egui::Label::new(tr.s("editor-click-note-mancala")).wrap());
        }
    }

    section(ui, &tr.s("editor-to-move"));
    ui.horizontal(|ui| {
        for player in Player::BOTH {
            let name = player_name(tr, sides, player);
            if ui.radio(setup.to_act == player, name).clicked() {
                push(out, EditorCommand::ToAct(player));
            }
        }
    });

    match &setup.board {
        SetupBoard::Morris { hand, .. } => {
            section(ui, &tr.s("editor-in-hand"));
            for player in Player::BOTH {
                ui.horizontal(|ui| {
                    let name = format!("{}:", colour_name(tr, sides.colour(player)));
                    ui.add_sized([90.0, 20.0], egui::Label::new(name));
                    let who = [("player", player_arg(tr, sides, player))];
                    let fewer = ui.button(" − ");
                    let fewer_label = tr.a("editor-hand-fewer", &who);
                    fewer.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &fewer_label)
                    });
                    if fewer.clicked() {
                        push(out, EditorCommand::Hand(player, -1));
                    }
                    ui.label(RichText::new(hand[player.index()].to_string()).strong());
                    let more = ui.button(" + ");
                    let more_label = tr.a("editor-hand-more", &who);
                    more.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &more_label)
                    });
                    if more.clicked() {
                        push(out, EditorCommand::Hand(player, 1));
                    }
                });
            }
        }
        SetupBoard::Mancala {
            overture,
            first_turn,
            ..
        } => {
            ui.add_space(6.0);
            ui.label(tr.a(
                "editor-seeds",
                &[("count", Arg::Num(i64::from(setup.seeds())))],
            ));
            let options = setup.options;
            let flags = [
                (
                    setup.game == GameId::IsoloBoys,
                    "editor-overture",
                    *overture,
                    EditorCommand::Overture as fn(Player, bool) -> EditorCommand,
                ),
                (
                    setup.game == GameId::Igisoro
                        && options.get("no_capture_first_turns") == Some("true"),
                    "editor-first-turn",
                    *first_turn,
                    EditorCommand::FirstTurn,
                ),
            ];
            for (shown, title, on, command) in flags {
                if !shown {
                    continue;
                }
                section(ui, &tr.s(title));
                ui.horizontal(|ui| {
                    for player in Player::BOTH {
                        let mut value = on[player.index()];
                        let name = player_name(tr, sides, player);
                        if ui.checkbox(&mut value, name).changed() {
                            push(out, command(player, value));
                        }
                    }
                });
            }
        }
    }

    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr.s("editor-clear")).clicked() {
            push(out, EditorCommand::Clear);
        }
        if ui.button(tr.s("editor-start")).clicked() {
            push(out, EditorCommand::StartPosition);
        }
    });

    // The engine's verdict, and what can be done with a position it accepts.
    ui.add_space(10.0);
    let playable = editor.verdict.is_ok();
    let verdict = match &editor.verdict {
        Ok(game) => tr.a(
            "editor-ready",
            &[(
                "to_move",
                Arg::Text(tr.a(
                    "panel-to-move",
                    &[("player", player_arg(tr, sides, game.to_act()))],
                )),
            )],
        ),
        Err(problem) => problem_text(tr, sides, problem),
    };
    egui::Frame::NONE
        .fill(theme::SAND_DARK)
        .corner_radius(8)
        .inner_margin(10)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let colour = if playable {
                theme::LEGAL
            } else {
                theme::TERRACOTTA
            };
            ui.add(egui::Label::new(RichText::new(verdict).strong().color(colour)).wrap());
        });

    section(ui, &tr.s("editor-play"));
    ui.horizontal_wrapped(|ui| {
        let play = egui::Button::new(RichText::new(tr.s("editor-play-computer")).strong())
            .fill(theme::alpha(theme::OCHRE, 0.6));
        if ui.add_enabled(playable, play).clicked() {
            push(out, EditorCommand::Play { computer: true });
        }
        let mut level = editor.level;
        let combo = egui::ComboBox::from_id_salt("editor-level")
            .selected_text(level_name(tr, level))
            .show_ui(ui, |ui| {
                for choice in Level::ALL {
                    ui.selectable_value(&mut level, choice, level_name(tr, choice));
                }
            });
        let level_label = tr.s("editor-level");
        combo
            .response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &level_label));
        if level != editor.level {
            push(out, EditorCommand::Level(level));
        }
    });
    note(
        ui,
        &tr.a(
            "editor-play-computer-note",
            &[("player", player_arg(tr, sides, editor.setup.to_act))],
        ),
    );
    if ui
        .add_enabled(playable, egui::Button::new(tr.s("editor-play-people")))
        .clicked()
    {
        push(out, EditorCommand::Play { computer: false });
    }
    ui.add_space(6.0);
    if ui
        .add_enabled(playable, egui::Button::new(tr.s("editor-save")))
        .on_hover_text(tr.s("hint-editor-save"))
        .clicked()
    {
        push(out, EditorCommand::SaveAs);
    }

    // The position as text: copied for `inkomo analyse --from` or a record, or pasted in.
    section(ui, &tr.s("editor-text"));
    let label = tr.s("editor-text");
    let field = ui.add(
        egui::TextEdit::multiline(&mut editor.text)
            .desired_rows(2)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace)
            .id_salt("editor-text"),
    );
    field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &label));
    if let Some(problem) = &editor.text_problem {
        let mut args = notation_args(problem);
        args.push(("game", Arg::Text(game_title(tr, editor.setup.game))));
        let text = tr.a("editor-text-problem", &args);
        ui.add(egui::Label::new(RichText::new(text).color(theme::TERRACOTTA)).wrap());
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(playable, egui::Button::new(tr.s("editor-copy")))
            .clicked()
        {
            // The set-up's own text, not what may have been typed since.
            ui.ctx().copy_text(editor.setup.text().unwrap_or_default());
            push(out, EditorCommand::Copied);
        }
        if ui.button(tr.s("editor-use-text")).clicked() {
            push(out, EditorCommand::ReadText);
        }
    });

    ui.add_space(12.0);
    if ui.button(tr.s("editor-back")).clicked() {
        push(out, EditorCommand::Back);
    }
}

fn note(ui: &mut egui::Ui, text: &str) {
    ui.add(egui::Label::new(RichText::new(text).small().color(theme::INK_SOFT)).wrap());
}
