//! Morris board geometry as data: points, edges and capture lines per board (RULES.md §2).

/// The geometry of one morris board (placeholder until the morris engine lands).
#[derive(Clone, Copy, Debug)]
pub struct Board;
