//! Morris board geometry as data: points, edges and capture lines per board (RULES.md §2).

use crate::rules::GameId;
use crate::rules::options::MorrisOptions;

use super::Point;

/// The geometry of one morris board (placeholder until the morris engine lands).
#[derive(Clone, Copy, Debug)]
pub struct Board;

impl Board {
    /// The board of `id` under `options` (Isisuthu's diagonals and centre lines vary).
    pub fn for_game(_id: GameId, _options: &MorrisOptions) -> Board {
        todo!("morris engine")
    }
    /// 24 or 25.
    pub fn point_count(&self) -> usize {
        todo!("morris engine")
    }
    /// Every edge once, as drawn.
    pub fn edges(&self) -> Vec<(Point, Point)> {
        todo!("morris engine")
    }
    /// Every capture line.
    pub fn lines(&self) -> Vec<[Point; 3]> {
        todo!("morris engine")
    }
    /// The neighbours of a point.
    pub fn neighbours(&self, _point: Point) -> Vec<Point> {
        todo!("morris engine")
    }
}
