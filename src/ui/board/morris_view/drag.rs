//! Drag and drop of morris tokens, beside click-then-click: the next token of the hand (in
//! the placing phase) or a token that may move is pressed, follows the pointer and is
//! released on a point.
//!
//! A drag says nothing the clicks could not: lifting a token is a click on it (it becomes
//! the selected token, so the same legal targets light up), and a release on a point is a
//! click there ([`Command::Board(BoardCommand::DropPoint)`]), sent only when the click table plays an action
//! there for that token. Released anywhere else, the token goes back and stays selected.
//! Removals (after an isibhamu, ilobolo gifts) stay clicks: nothing is carried anywhere.
//! Tokens can be dragged only when a click would act: a person to act, no animation, no
//! replay, the game not over, and not in a lesson's quiz ([`BoardInput::drag`]).

use crate::ui::command::BoardCommand;
use egui::{CursorIcon, Id, LayerId, Order, Painter, Pos2, Rect, Sense, Vec2};

use crate::i18n::Tr;
use crate::rules::morris::Point;
use crate::rules::{Action, MorrisAction, Player};
use crate::ui::board::clicks::{self, PointClick, PointMark};
use crate::ui::board::describe::player_name;
use crate::ui::board::input::BoardInput;
use crate::ui::board::scene::{MorrisScene, TokenKind};
use crate::ui::board::session::MorrisGeometry;
use crate::ui::command::Command;
use crate::ui::theme::{self, alpha};

use crate::ui::board::layout::MorrisLayout;

/// How a lifted token is still shown where it came from.
pub const GHOST: f32 = 0.35;

/// Where a dragged token comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The hand of the player to act (the next token to place).
    Hand,
    /// A token on the board.
    Point(Point),
}

/// What the legal actions let the player drag: the hand (a placement is legal) and the
/// tokens that may move.
pub fn sources(legal: &[Action]) -> (bool, Vec<Point>) {
    let targets = clicks::point_targets(legal, None);
    let hand = targets
        .iter()
        .any(|t| matches!(t.action, Some(Action::Morris(MorrisAction::Place(_)))));
    let points = targets
        .iter()
        .filter(|t| t.mark == PointMark::Movable)
        .map(|t| t.point)
        .collect();
    (hand, points)
}

/// The action a token from `source` released on `target` plays: the click table's action
/// there for that token (a placement from the hand, the token's own move), else none.
pub fn drop_action(
    legal: &[Action],
    selected: Option<Point>,
    source: Source,
    target: Point,
) -> Option<Action> {
    let selected = match source {
        Source::Hand => selected,
        Source::Point(p) => Some(p),
    };
    match (clicks::point_click(legal, selected, target), source) {
        (PointClick::Act(a @ Action::Morris(MorrisAction::Place(_))), Source::Hand) => Some(a),
        (
            PointClick::Act(a @ Action::Morris(MorrisAction::Move { from, .. })),
            Source::Point(p),
        ) if from == p => Some(a),
        _ => None,
    }
}

impl MorrisLayout {
    /// Where `player`'s hand of `count` tokens lies in the tray (at least one row).
    pub fn hand_rect(&self, player: Player, count: usize) -> Rect {
        let tray = self.tray(player);
        let rows = count.div_ceil(3).max(1) as f32;
        let first = self.hand_slot(player, 0);
        let r = self.tray_token_r();
        Rect::from_min_max(
            Pos2::new(tray.left(), first.y - r - 4.0),
            Pos2::new(tray.right(), first.y + (rows - 1.0) * r * 2.3 + r + 4.0),
        )
    }

    /// The point whose button lies under `pos`.
    pub fn point_at(&self, geometry: &MorrisGeometry, pos: Pos2) -> Option<Point> {
        Point::all(geometry.point_count).find(|&p| self.point_hit(p).contains(pos))
    }

    /// Where a point's button lies.
    pub fn point_hit(&self, p: Point) -> Rect {
        Rect::from_center_size(self.pos(p), Vec2::splat(self.step * 0.8))
    }
}

/// The drag of this frame: the tokens that may be dragged, and the token in the air, if any.
pub struct Drag {
    points: Vec<Point>,
    /// The token in the air and the pointer; `landed` on the frame it is released where it
    /// plays (it is drawn there, not back at its source, until the board shows the move).
    active: Option<(Source, Pos2)>,
    landed: bool,
}

impl Drag {
    /// Reads this frame's drag: a token lifted is selected as by a click, and a token
    /// released where it plays pushes [`Command::Board(BoardCommand::DropPoint)`]. Also lays out the hands as
    /// widgets (the drag handle of the player to act, and what a screen reader says of both).
    pub fn new(
        ui: &mut egui::Ui,
        tr: &Tr,
        layout: &MorrisLayout,
        input: &BoardInput<'_>,
        scene: &MorrisScene,
        out: &mut Vec<Command>,
    ) -> Drag {
        let game = input.session.game();
        let allowed =
            input.drag && input.person_to_act && input.timeline.is_none() && !game.is_over();
        let legal = input.session.legal();
        let (hand, points) = if allowed {
            sources(legal)
        } else {
            (false, Vec::new())
        };
        let scope = ui.scope_id();
        let to_act = game.to_act();
        for player in Player::BOTH {
            let count = scene.in_hand[player.index()] as usize;
            let rect = layout.hand_rect(player, count);
            let sense = if hand && player == to_act && count > 0 {
                // Drag only: not a focus stop (the keyboard places through the points).
                Sense::DRAG
            } else {
                Sense::hover()
            };
            let response = ui.interact(rect, hand_id(scope, player), sense);
            let name = player_name(tr, input.session.setup(), player);
            let label = tr.a(
                "hand-label",
                &[("player", name.into()), ("count", count.into())],
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Group, true, &label));
            if sense == Sense::DRAG && response.hovered() {
                ui.ctx().set_cursor_icon(CursorIcon::Grab);
            }
        }
        let ctx = ui.ctx().clone();
        let source_of = |id: Option<Id>| {
            let id = id?;
            if hand && id == hand_id(scope, to_act) {
                return Some(Source::Hand);
            }
            points
                .iter()
                .find(|&&p| id == point_id(scope, p))
                .map(|&p| Source::Point(p))
        };
        // Only the primary button carries tokens, and only its release drops one: a drag
        // that ends otherwise (Esc, a long touch) puts the token back.
        let (pointer, down, released) = ctx.input(|i| {
            let p = &i.pointer;
            (p.interact_pos(), p.primary_down(), p.primary_released())
        });
        let dragged = source_of(ctx.dragged_id()).filter(|_| down);
        let stopped = source_of(ctx.drag_stopped_id()).filter(|_| released);
        if let Some(Source::Point(p)) = source_of(ctx.drag_started_id()).filter(|_| down)
            && input.view.selected != Some(p)
        {
            // Lifting a token is a click on it: it is selected, its targets light up.
            out.push(Command::Board(BoardCommand::ClickPoint(p)));
        }
        let mut drag = Drag {
            points,
            active: None,
            landed: false,
        };
        if let (Some(source), Some(pos)) = (dragged, pointer) {
            ctx.set_cursor_icon(CursorIcon::Grabbing);
            drag.active = Some((source, pos));
        }
        if let (Some(source), Some(pos), Some(geometry)) =
            (stopped, pointer, input.session.geometry())
            && let Some(target) = layout.point_at(geometry, pos)
            && drop_action(legal, input.view.selected, source, target).is_some()
        {
            out.push(Command::Board(BoardCommand::DropPoint(target)));
            drag.active = Some((source, pos));
            drag.landed = true;
        }
        drag
    }

    /// How `p` senses the pointer: a token that may be dragged senses drags as well.
    pub fn sense(&self, p: Point) -> Sense {
        if self.points.contains(&p) {
            Sense::click_and_drag()
        } else {
            Sense::click()
        }
    }

    /// Whether a token is in the air.
    pub fn is_active(&self) -> bool {
        self.active.is_some()
    }

    /// The selected token as the highlights should show it: the token in the air, else the
    /// selection.
    pub fn selected(&self, selected: Option<Point>) -> Option<Point> {
        match self.active {
            Some((Source::Point(p), _)) => Some(p),
            _ => selected,
        }
    }

    /// How much of the token at `p` is drawn at its place (a lifted token is a ghost).
    pub fn fade_at(&self, p: Point) -> f32 {
        match self.active {
            Some((Source::Point(q), _)) if q == p => GHOST,
            _ => 1.0,
        }
    }

    /// How much of the next token of `player`'s hand is drawn in the tray.
    pub fn hand_fade(&self, player: Player, to_act: Player) -> f32 {
        match self.active {
            Some((Source::Hand, _)) if player == to_act => GHOST,
            _ => 1.0,
        }
    }

    /// Draws the token in the air under the pointer (above everything) and, when the point
    /// under it would play, a mark on that point.
    pub fn draw(
        &self,
        ctx: &egui::Context,
        painter: &Painter,
        layout: &MorrisLayout,
        input: &BoardInput<'_>,
        scene: &MorrisScene,
    ) {
        let Some((source, pos)) = self.active else {
            return;
        };
        let game = input.session.game();
        let r = layout.token_r();
        let target = input
            .session
            .geometry()
            .and_then(|g| layout.point_at(g, pos))
            .filter(|&t| {
                drop_action(input.session.legal(), input.view.selected, source, t).is_some()
            });
        if let Some(t) = target {
            let c = layout.pos(t);
            painter.circle_filled(c, r * 1.5, alpha(theme::LEGAL, 0.3));
            theme::ring(painter, c, Vec2::splat(r * 1.5), theme::LEGAL, 3.5);
        }
        let (player, kind) = match source {
            Source::Hand => {
                let to_act = game.to_act();
                let kind = scene.hand_kinds(to_act).next().unwrap_or(TokenKind::Cow);
                (to_act, kind)
            }
            Source::Point(p) => match scene.points[p.index()] {
                Some(owner) => (owner, scene.kinds[p.index()]),
                None => return,
            },
        };
        let colour = input.session.setup().colour(player);
        if self.landed {
            // Released where it plays: it lies on the point, as the next frame shows it.
            let at = target.map_or(pos, |t| layout.pos(t));
            theme::stone(painter, at, r, colour, kind, 1.0);
            return;
        }
        let layer = LayerId::new(Order::Foreground, Id::unique("morris-drag"));
        let lifted = ctx.layer_painter(layer);
        theme::stone(&lifted, pos, r * 1.12, colour, kind, 1.0);
    }
}

/// The widget id of a point's button (shared with the board view).
pub fn point_id(scope: Id, p: Point) -> Id {
    scope.with(("morris-point", p))
}

fn hand_id(scope: Id, player: Player) -> Id {
    scope.with(("morris-hand", player.index()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameId};

    #[test]
    fn the_hand_is_dragged_while_placing_and_drops_only_on_a_placement() {
        let game = Game::with_defaults(GameId::Isizulu);
        let legal = game.legal_actions().to_vec();
        let (hand, points) = sources(&legal);
        assert!(hand);
        assert!(points.is_empty(), "nothing on the board moves yet");
        for t in clicks::point_targets(&legal, None) {
            assert_eq!(drop_action(&legal, None, Source::Hand, t.point), t.action);
        }
        assert_eq!(
            drop_action(
                &legal,
                None,
                Source::Point(Point::new_unchecked(0)),
                Point::new_unchecked(0)
            ),
            None
        );
    }

    #[test]
    fn a_token_drops_where_its_click_then_click_would_move_it() {
        // Any movement position: every move of every movable token, and nowhere else.
        let mut game = Game::with_defaults(GameId::Isisuthu);
        let mut guard = 0;
        while !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Morris(MorrisAction::Move { .. })))
        {
            let a = game.legal_actions()[0];
            game.apply_quiet(a).expect("a legal action");
            guard += 1;
            assert!(guard < 100, "the movement phase is reached");
        }
        let legal = game.legal_actions().to_vec();
        let (hand, points) = sources(&legal);
        assert!(!hand);
        assert!(!points.is_empty());
        for &from in &points {
            for to in Point::all(game.morris().map_or(0, |m| m.board().point_count())) {
                let by_clicks = match clicks::point_click(&legal, Some(from), to) {
                    PointClick::Act(a) => Some(a),
                    PointClick::Select(_) => None,
                };
                assert_eq!(
                    drop_action(&legal, None, Source::Point(from), to),
                    by_clicks
                );
                assert_eq!(drop_action(&legal, None, Source::Hand, to), None);
            }
        }
    }
}
