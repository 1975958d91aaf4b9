//! The symmetries of a morris board: the permutations of its points that keep every edge an
//! edge and every capture line a line, so that a position and its image have the same value.
//!
//! The candidates are the eight symmetries of the square (rotations by a quarter turn,
//! reflections), each alone or combined with the exchange of the outer and inner squares
//! (the middle square stays): sixteen in all. Each candidate is checked against the board's
//! own edges and lines, so a rule set keeps exactly those that preserve its geometry: all
//! sixteen on the plain three-squares board and on Isizulu's (whose corner diagonals run
//! outer–middle–inner, so the exchange keeps them), the eight of the square on Isisuthu's
//! 25 points (the centre hangs on the inner square only).

use crate::rules::morris::{Board, Point};

/// One symmetry: where each point goes, and the same as byte tables that map a whole token
/// set in four look-ups.
#[derive(Clone, Debug)]
pub struct Symmetry {
    /// `perm[p]` is the image of point `p`.
    pub perm: [Point; 25],
    /// `bytes[k][v]`: the image of the token set `v << 8k`.
    bytes: Box<[[u32; 256]; 4]>,
}

impl Symmetry {
    fn new(perm: [Point; 25], points: usize) -> Symmetry {
        let mut bytes = Box::new([[0u32; 256]; 4]);
        for (k, table) in bytes.iter_mut().enumerate() {
            for (v, slot) in table.iter_mut().enumerate() {
                let mut image = 0u32;
                for bit in 0..8 {
                    let p = k * 8 + bit;
                    if v >> bit & 1 == 1 && p < points {
                        image |= perm[p].bit();
                    }
                }
                *slot = image;
            }
        }
        Symmetry { perm, bytes }
    }

    /// The image of a token set.
    #[inline]
    pub fn map(&self, set: u32) -> u32 {
        let b = &self.bytes;
        b[0][(set & 0xFF) as usize]
            | b[1][(set >> 8 & 0xFF) as usize]
            | b[2][(set >> 16 & 0xFF) as usize]
            | b[3][(set >> 24 & 0xFF) as usize]
    }
}

/// The sixteen candidate permutations: square symmetry `k` (0..8: rotations by `k` quarter
/// turns, then the same after a mirror) with or without the outer/inner exchange.
fn candidates() -> Vec<[Point; 25]> {
    let mut out = Vec::with_capacity(16);
    for swap in [false, true] {
        for k in 0..8u8 {
            let mut perm = [Point::CENTRE; 25];
            for square in 0..3u8 {
                for i in 0..8u8 {
                    // Positions run clockwise from the top-left corner; a quarter turn adds 2,
                    // the mirror about the vertical axis sends i to 2 - i.
                    let turned = if k < 4 {
                        (i + 2 * k) % 8
                    } else {
                        (2 + 8 - i + 2 * (k - 4)) % 8
                    };
                    let s = if swap { 2 - square } else { square };
                    perm[usize::from(square * 8 + i)] = Point::new_unchecked(s * 8 + turned);
                }
            }
            perm[Point::CENTRE.index()] = Point::CENTRE;
            out.push(perm);
        }
    }
    out
}

/// Whether `perm` maps every edge of `board` to an edge and every line to a line.
pub fn preserves(board: &Board, perm: &[Point; 25]) -> bool {
    let n = board.point_count();
    if (0..n).any(|p| perm[p].index() >= n) {
        return false;
    }
    let edges_kept = board
        .edges()
        .iter()
        .all(|&(a, b)| board.adjacent(perm[a.index()], perm[b.index()]));
    let masks: Vec<u32> = (0..board.line_count())
        .map(|i| board.line_mask(i))
        .collect();
    let lines_kept = board.lines().iter().all(|line| {
        let image = line.iter().fold(0u32, |m, &p| m | perm[p.index()].bit());
        masks.contains(&image)
    });
    // Edges and lines are finite sets and the map is a bijection: keeping every one of them
    // means the image sets are the same sets.
    edges_kept && lines_kept
}

/// The symmetries of `board`, the identity first.
pub fn symmetries(board: &Board) -> Vec<Symmetry> {
    candidates()
        .into_iter()
        .filter(|perm| preserves(board, perm))
        .map(|perm| Symmetry::new(perm, board.point_count()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameId, Options};

    fn board(id: GameId) -> &'static Board {
        Board::shared(id, &Options::defaults(id).morris())
    }

    #[test]
    fn each_rule_set_keeps_the_symmetries_of_its_geometry() {
        assert_eq!(symmetries(board(GameId::Isipowe)).len(), 16);
        assert_eq!(symmetries(board(GameId::Isizulu)).len(), 16);
        assert_eq!(symmetries(board(GameId::Isisuthu)).len(), 8);
        for id in crate::tables::GAMES {
            let syms = symmetries(board(id));
            assert_eq!(
                syms[0].perm[..24],
                core::array::from_fn::<Point, 24, _>(|i| Point::new_unchecked(i as u8))
            );
        }
    }

    #[test]
    fn a_symmetry_maps_edges_to_edges_and_lines_to_lines_in_both_directions() {
        for id in crate::tables::GAMES {
            let b = board(id);
            for s in symmetries(b) {
                // The image of the edge set is the edge set (same size, all kept).
                let mut images: Vec<(Point, Point)> = b
                    .edges()
                    .iter()
                    .map(|&(x, y)| {
                        let (x, y) = (s.perm[x.index()], s.perm[y.index()]);
                        (x.min(y), x.max(y))
                    })
                    .collect();
                images.sort_unstable();
                images.dedup();
                assert_eq!(images.len(), b.edges().len());
                for line in b.lines() {
                    let image = line.iter().fold(0u32, |m, &p| m | p.bit());
                    let mapped = s.map(image);
                    assert!((0..b.line_count()).any(|i| b.line_mask(i) == mapped));
                }
                // The byte tables agree with the permutation.
                for p in Point::all(b.point_count()) {
                    assert_eq!(s.map(p.bit()), s.perm[p.index()].bit());
                }
            }
        }
    }

    #[test]
    fn the_exchange_of_squares_breaks_the_isisuthu_centre() {
        let b = board(GameId::Isisuthu);
        let swap = &candidates()[8];
        assert!(!preserves(b, swap));
        // A broken candidate is refused: a plain reflection that is not a symmetry.
        let mut wrong = candidates()[0];
        wrong.swap(0, 1);
        assert!(!preserves(board(GameId::Isipowe), &wrong));
    }
}
