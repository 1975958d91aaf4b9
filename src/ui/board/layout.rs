//! Where everything of each board lies in the window: the geometry the board views draw with
//! and the labels, the hover preview and a lesson's marks are placed by. Kept apart from the
//! views so that the helpers drawing on a board depend on its geometry, not on its view.

use egui::{Pos2, Rect, Vec2};

use crate::rules::Player;
use crate::rules::mancala::{Pit, local_of};
use crate::rules::morris::Point;

/// Where everything of the mancala board lies in the window.
#[derive(Clone, Copy, Debug)]
pub struct MancalaLayout {
    /// The wooden slab.
    pub board: Rect,
    /// Width of one pit column.
    pub cell: Vec2,
    /// Top-left of the pit grid.
    pub origin: Pos2,
    /// Extra space between the two players' halves.
    pub gap: f32,
    /// The name strips above and below the board: [top, bottom].
    pub strips: [Rect; 2],
    /// Whether the board is turned round (North nearest).
    pub flipped: bool,
}

impl MancalaLayout {
    /// The layout for the space `rect`.
    pub fn new(rect: Rect, flipped: bool) -> MancalaLayout {
        let strip_h = 40.0;
        let avail = Vec2::new(
            rect.width(),
            (rect.height() - 2.0 * (strip_h + 8.0)).max(80.0),
        );
        // Pits are a little wider than tall; the slab keeps a margin of half a cell.
        let aspect = 9.0 / 5.2;
        let width = avail.x.min(avail.y * aspect);
        let height = width / aspect;
        let board = Rect::from_center_size(rect.center(), Vec2::new(width, height));
        let pad = Vec2::new(width * 0.5 / 9.0, height * 0.45 / 5.2);
        let gap = height * 0.3 / 5.2;
        let cell = Vec2::new(
            (width - 2.0 * pad.x) / 8.0,
            (height - 2.0 * pad.y - gap) / 4.0,
        );
        let strips = [
            Rect::from_min_max(
                Pos2::new(board.left(), board.top() - strip_h - 8.0),
                Pos2::new(board.right(), board.top() - 8.0),
            ),
            Rect::from_min_max(
                Pos2::new(board.left(), board.bottom() + 8.0),
                Pos2::new(board.right(), board.bottom() + 8.0 + strip_h),
            ),
        ];
        MancalaLayout {
            board,
            cell,
            origin: board.left_top() + pad,
            gap,
            strips,
            flipped,
        }
    }

    /// Display row (0 = top) and column (0 = left) of a pit.
    pub fn cell_of(&self, pit: Pit) -> (usize, usize) {
        let (owner, local) = local_of(pit);
        let c = usize::from(local.column()); // 0-based column from the owner's left
        let outer = !local.is_inner();
        let (row, x) = match owner {
            Player::First => (if outer { 3 } else { 2 }, c),
            Player::Second => (if outer { 0 } else { 1 }, 7 - c),
        };
        if self.flipped {
            (3 - row, 7 - x)
        } else {
            (row, x)
        }
    }

    /// The centre of a pit on screen.
    pub fn pos(&self, pit: Pit) -> Pos2 {
        let (row, col) = self.cell_of(pit);
        let gap = if row >= 2 { self.gap } else { 0.0 };
        self.origin
            + Vec2::new(
                (col as f32 + 0.5) * self.cell.x,
                (row as f32 + 0.5) * self.cell.y + gap,
            )
    }

    /// The pit's half-axes.
    pub fn pit_r(&self) -> Vec2 {
        Vec2::new(self.cell.x * 0.42, self.cell.y * 0.40)
    }

    /// Where the hand hovers over a pit.
    pub fn hand_pos(&self, pit: Pit) -> Pos2 {
        self.pos(pit) - Vec2::new(0.0, self.pit_r().y * 0.55)
    }

    /// The name strip of a player (the first player's at the bottom unless flipped).
    pub fn strip(&self, player: Player) -> Rect {
        let bottom = (player == Player::First) != self.flipped;
        if bottom {
            self.strips[1]
        } else {
            self.strips[0]
        }
    }
}

/// Where everything of the morris board lies in the window.
#[derive(Clone, Copy, Debug)]
pub struct MorrisLayout {
    /// The wooden slab.
    pub board: Rect,
    /// Distance between neighbouring grid lines.
    pub step: f32,
    /// Top-left grid point (a7 unflipped).
    pub origin: Pos2,
    /// The trays beside the board: [left, right].
    pub trays: [Rect; 2],
    /// Whether the board is turned round.
    pub flipped: bool,
}

impl MorrisLayout {
    /// The layout for the space `rect`.
    pub fn new(rect: Rect, flipped: bool) -> MorrisLayout {
        // The board takes the height it has first; the trays take what is left beside it,
        // down to a narrow column of tokens.
        let (min_tray, gap) = (76.0, 10.0);
        let side = (rect.width() - 2.0 * (min_tray + gap))
            .min(rect.height())
            .max(120.0);
        let tray_w = ((rect.width() - side) / 2.0 - gap).clamp(min_tray, 170.0);
        let board = Rect::from_center_size(rect.center(), Vec2::splat(side));
        let margin = side * 0.095;
        let step = (side - 2.0 * margin) / 6.0;
        let trays = [
            Rect::from_min_max(
                Pos2::new(board.left() - gap - tray_w, board.top()),
                Pos2::new(board.left() - gap, board.bottom()),
            ),
            Rect::from_min_max(
                Pos2::new(board.right() + gap, board.top()),
                Pos2::new(board.right() + gap + tray_w, board.bottom()),
            ),
        ];
        MorrisLayout {
            board,
            step,
            origin: board.left_top() + Vec2::splat(margin),
            trays,
            flipped,
        }
    }

    /// The screen position of a point.
    pub fn pos(&self, point: Point) -> Pos2 {
        let (file, rank) = point.coords();
        let (x, y) = if self.flipped {
            (6 - file as i32, rank as i32)
        } else {
            (file as i32, 6 - rank as i32)
        };
        self.origin + Vec2::new(x as f32 * self.step, y as f32 * self.step)
    }

    /// The tray of a player: the first player's on the left (right when flipped).
    pub fn tray(&self, player: Player) -> Rect {
        let left = (player == Player::First) != self.flipped;
        if left { self.trays[0] } else { self.trays[1] }
    }

    /// Radius of a token on the board.
    pub fn token_r(&self) -> f32 {
        self.step * 0.3
    }

    pub(crate) fn tray_token_r(&self) -> f32 {
        (self.tray(Player::First).width() / 6.5).min(self.token_r() * 0.8)
    }

    /// Where the `index`-th token in `player`'s hand lies.
    pub fn hand_slot(&self, player: Player, index: usize) -> Pos2 {
        let tray = self.tray(player);
        let r = self.tray_token_r();
        let top = tray.top() + 56.0;
        let col = (index % 3) as f32;
        let row = (index / 3) as f32;
        Pos2::new(
            tray.center().x + (col - 1.0) * r * 2.3,
            top + row * r * 2.3 + r,
        )
    }

    /// Where the `index`-th token `player` has captured lies.
    pub fn captured_slot(&self, player: Player, index: usize) -> Pos2 {
        let tray = self.tray(player);
        let r = self.tray_token_r() * 0.8;
        let top = tray.top() + tray.height() * 0.55 + 26.0;
        let col = (index % 4) as f32;
        let row = (index / 4) as f32;
        Pos2::new(
            tray.center().x + (col - 1.5) * r * 2.25,
            top + row * r * 2.25 + r,
        )
    }
}
