//! Morris board geometry as data: points, edges and capture lines per board (docs/geometry.md).
//!
//! Everything is precomputed once per game as bitmasks over the BLAC point index (bit `i` is
//! point `i`, see [`super::POINT_NAMES`]), so that move generation and line checks are a few
//! table look-ups and bit operations.

use std::sync::OnceLock;

use crate::rules::options::MorrisOptions;
use crate::rules::{GameId, Options};

use super::Point;

/// The most capture lines any board has: Isisuthu with `isisuthu_centre_lines=any_straight`
/// (16 square and spoke lines + 2 centre lines + 4 extra centre lines).
pub const MAX_LINES: usize = 22;

/// The most capture lines through one point: the Isisuthu centre with `any_straight` (6).
pub const MAX_LINES_AT: usize = 6;

/// The most edges any board has (Isizulu and default Isisuthu: 40).
pub const MAX_EDGES: usize = 40;

/// The Isisuthu centre `d4` (BLAC 25).
pub const CENTRE: Point = Point::CENTRE;

/// The geometry of one morris board: its points, edges (movement paths) and capture lines.
///
/// Small and `Copy`; [`Board::for_game`] builds it from docs/geometry.md, Edges (edge sets `SIDES`,
/// `SPOKES`, `DIAG_OM`, `DIAG_MI`, `CROSS`) and docs/geometry.md, Lines (line triples).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    points: u8,
    all: u32,
    neighbours: [u32; 25],
    edges: [(Point, Point); MAX_EDGES],
    edge_count: u8,
    lines: [[Point; 3]; MAX_LINES],
    line_masks: [u32; MAX_LINES],
    line_count: u8,
    lines_at: [[u8; MAX_LINES_AT]; 25],
    lines_at_count: [u8; 25],
    /// Per point, its neighbours padded with [`NO_NEIGHBOUR`] to four entries.
    neighbour_list: [[Point; 4]; 25],
    /// Per point, the masks of the lines through it, padded with [`NEVER`].
    line_masks_at: [[u32; MAX_LINES_AT]; 25],
    /// The most lines through any one point of this board.
    max_lines_at: u8,
    /// Even (corner) points with a diagonal edge to the same corner of the next square in.
    diagonals_in: u32,
    /// The inner square's midpoints when the board has the centre, else 0.
    centre_links: u32,
}

/// A mask no token set contains (bit 31 is never a point): pads the per-point line lists.
const NEVER: u32 = 1 << 31;

/// Pads the neighbour lists: bit 31 of a token set is never set, so a move "to" it is never
/// counted by a branch-free generator.
pub const NO_NEIGHBOUR: Point = Point::marker(31);

/// The point of square `square` (0 outer, 1 middle, 2 inner) at position `i` (0..8) clockwise
/// from its top-left corner: the BLAC numbering of docs/geometry.md, Numbers.
const fn sq(square: u8, i: u8) -> Point {
    Point::new_unchecked(square * 8 + i % 8)
}

impl Board {
    /// The board of `id` under `options` (Isisuthu's corner diagonals and centre lines vary).
    ///
    /// The mancala games have no morris board; for them this returns the Isipowe board, which
    /// is never used.
    pub fn for_game(id: GameId, options: &MorrisOptions) -> Board {
        let mut b = Board {
            points: 24,
            all: 0,
            neighbours: [0; 25],
            edges: [(Point::new_unchecked(0), Point::new_unchecked(0)); MAX_EDGES],
            edge_count: 0,
            lines: [[Point::new_unchecked(0); 3]; MAX_LINES],
            line_masks: [0; MAX_LINES],
            line_count: 0,
            lines_at: [[0; MAX_LINES_AT]; 25],
            lines_at_count: [0; 25],
            neighbour_list: [[NO_NEIGHBOUR; 4]; 25],
            line_masks_at: [[NEVER; MAX_LINES_AT]; 25],
            max_lines_at: 0,
            diagonals_in: 0,
            centre_links: 0,
        };
        let (diag_om, diag_mi, centre) = match id {
            GameId::Isizulu => (true, true, false),
            GameId::Isisuthu => (!options.isisuthu_no_corner_diagonals, false, true),
            _ => (false, false, false),
        };
        if centre {
            b.points = 25;
        }
        b.all = if b.points == 25 {
            (1 << 25) - 1
        } else {
            (1 << 24) - 1
        };

        // SIDES: consecutive points around each square.
        for s in 0..3 {
            for i in 0..8 {
                b.add_edge(sq(s, i), sq(s, i + 1));
            }
        }
        // SPOKES: the side midpoints (odd positions) of neighbouring squares.
        for i in [1, 3, 5, 7] {
            b.add_edge(sq(0, i), sq(1, i));
            b.add_edge(sq(1, i), sq(2, i));
        }
        // DIAG_OM and DIAG_MI: corners (even positions) of neighbouring squares.
        for i in [0, 2, 4, 6] {
            if diag_om {
                b.add_edge(sq(0, i), sq(1, i));
                b.diagonals_in |= sq(0, i).bit();
            }
        }
        for i in [0, 2, 4, 6] {
            if diag_mi {
                b.add_edge(sq(1, i), sq(2, i));
                b.diagonals_in |= sq(1, i).bit();
            }
        }
        // CROSS: the centre to the inner square's midpoints.
        if centre {
            for i in [1, 3, 5, 7] {
                b.add_edge(sq(2, i), CENTRE);
                b.centre_links |= sq(2, i).bit();
            }
        }

        for p in Point::all(b.points.into()) {
            for (slot, n) in b.neighbour_list[p.index()]
                .iter_mut()
                .zip(points_of(b.neighbours[p.index()]))
            {
                *slot = n;
            }
        }

        // Lines along the sides of each square, in BLAC order (a7-d7-g7, g7-g4-g1, ...).
        for s in 0..3 {
            for k in [0, 2, 4, 6] {
                b.add_line([sq(s, k), sq(s, k + 1), sq(s, k + 2)]);
            }
        }
        // Spoke lines: d7-d6-d5, g4-f4-e4, d1-d2-d3, a4-b4-c4.
        for i in [1, 3, 5, 7] {
            b.add_line([sq(0, i), sq(1, i), sq(2, i)]);
        }
        // Isizulu diagonal lines: a7-b6-c5, g7-f6-e5, g1-f2-e3, a1-b2-c3.
        if diag_om && diag_mi {
            for i in [0, 2, 4, 6] {
                b.add_line([sq(0, i), sq(1, i), sq(2, i)]);
            }
        }
        if centre {
            // BLAC: the centre only as the middle of a line inside the inner square.
            b.add_line([sq(2, 7), CENTRE, sq(2, 3)]); // c4-d4-e4
            b.add_line([sq(2, 1), CENTRE, sq(2, 5)]); // d5-d4-d3
            if options.isisuthu_centre_any_straight {
                b.add_line([sq(1, 7), sq(2, 7), CENTRE]); // b4-c4-d4
                b.add_line([CENTRE, sq(2, 3), sq(1, 3)]); // d4-e4-f4
                b.add_line([sq(1, 1), sq(2, 1), CENTRE]); // d6-d5-d4
                b.add_line([CENTRE, sq(2, 5), sq(1, 5)]); // d4-d3-d2
            }
        }
        b
    }

    /// The board of `id` under `options`, built once per process and shared by every game
    /// (there are six distinct boards), so that a game stays small to copy.
    pub fn shared(id: GameId, options: &MorrisOptions) -> &'static Board {
        static BOARDS: OnceLock<[Board; 6]> = OnceLock::new();
        let boards = BOARDS.get_or_init(|| {
            let suthu = |no_diagonals, any_straight| {
                let mut o = Options::defaults(GameId::Isisuthu).morris();
                o.isisuthu_no_corner_diagonals = no_diagonals;
                o.isisuthu_centre_any_straight = any_straight;
                Board::for_game(GameId::Isisuthu, &o)
            };
            [
                Board::for_game(
                    GameId::Isipowe,
                    &Options::defaults(GameId::Isipowe).morris(),
                ),
                Board::for_game(
                    GameId::Isizulu,
                    &Options::defaults(GameId::Isizulu).morris(),
                ),
                suthu(false, false),
                suthu(true, false),
                suthu(false, true),
                suthu(true, true),
            ]
        });
        let index = match id {
            GameId::Isizulu => 1,
            GameId::Isisuthu => {
                2 + usize::from(options.isisuthu_no_corner_diagonals)
                    + 2 * usize::from(options.isisuthu_centre_any_straight)
            }
            _ => 0,
        };
        &boards[index]
    }

    fn add_edge(&mut self, a: Point, b: Point) {
        self.edges[self.edge_count as usize] = (a, b);
        self.edge_count += 1;
        self.neighbours[a.index()] |= b.bit();
        self.neighbours[b.index()] |= a.bit();
    }

    fn add_line(&mut self, line: [Point; 3]) {
        let index = self.line_count;
        self.lines[index as usize] = line;
        self.line_masks[index as usize] = line.iter().fold(0, |m, &p| m | p.bit());
        self.line_count += 1;
        for p in line {
            let n = &mut self.lines_at_count[p.index()];
            self.lines_at[p.index()][*n as usize] = index;
            self.line_masks_at[p.index()][*n as usize] = self.line_masks[index as usize];
            *n += 1;
            self.max_lines_at = self.max_lines_at.max(*n);
        }
    }

    /// 24 or 25.
    pub fn point_count(&self) -> usize {
        self.points as usize
    }

    /// Every edge once, as drawn: sides, spokes, corner diagonals, the centre cross.
    pub fn edges(&self) -> Vec<(Point, Point)> {
        self.edges[..self.edge_count as usize].to_vec()
    }

    /// Every capture line, in the order of docs/geometry.md, Lines.
    pub fn lines(&self) -> Vec<[Point; 3]> {
        self.lines[..self.line_count as usize].to_vec()
    }

    /// The neighbours of a point, in BLAC order (as docs/geometry.md, Neighbours lists them).
    pub fn neighbours(&self, point: Point) -> Vec<Point> {
        points_of(self.neighbour_mask(point)).collect()
    }

    /// Whether `point` is a point of this board (d4 only on Isisuthu).
    #[inline]
    pub fn contains(&self, point: Point) -> bool {
        point.to_u8() < self.points
    }

    /// The mask of every point of the board.
    #[inline]
    pub fn all_mask(&self) -> u32 {
        self.all
    }

    /// The neighbours of a point as a bitmask (0 for a point not on the board).
    #[inline]
    pub fn neighbour_mask(&self, point: Point) -> u32 {
        self.neighbours.get(point.index()).copied().unwrap_or(0)
    }

    /// The neighbours of a point in BLAC order, padded with [`NO_NEIGHBOUR`] to four entries
    /// (no point of any board has more than four neighbours).
    #[inline]
    pub fn neighbour_list(&self, point: Point) -> &[Point; 4] {
        &self.neighbour_list[point.index()]
    }

    /// Whether an edge joins `a` and `b`.
    #[inline]
    pub fn adjacent(&self, a: Point, b: Point) -> bool {
        self.neighbour_mask(a) & b.bit() != 0
    }

    /// How many capture lines the board has.
    #[inline]
    pub fn line_count(&self) -> usize {
        self.line_count as usize
    }

    /// Capture line number `index` (0..[`Board::line_count`]).
    #[inline]
    pub fn line(&self, index: usize) -> [Point; 3] {
        self.lines[index]
    }

    /// Capture line number `index` as a bitmask.
    #[inline]
    pub fn line_mask(&self, index: usize) -> u32 {
        self.line_masks[index]
    }

    /// The indices of the capture lines through `point`.
    #[inline]
    pub fn lines_at(&self, point: Point) -> &[u8] {
        let p = point.index();
        &self.lines_at[p][..self.lines_at_count[p] as usize]
    }

    /// The points of `tokens` that stand in a complete capture line of `tokens`.
    #[inline]
    pub fn in_lines(&self, tokens: u32) -> u32 {
        let mut covered = 0;
        for &m in &self.line_masks[..self.line_count as usize] {
            if tokens & m == m {
                covered |= m;
            }
        }
        covered
    }

    /// How many lines through `point` `tokens` complete (branch-free over a fixed count,
    /// since this runs after every placement and move).
    #[inline]
    pub fn lines_completed(&self, tokens: u32, point: Point) -> u32 {
        let masks = &self.line_masks_at[point.index()];
        let mut n = 0;
        for &m in &masks[..self.max_lines_at as usize] {
            n += u32::from(tokens & m == m);
        }
        n
    }

    /// Whether `tokens` (which include `point`) complete at least one line through `point`.
    #[inline]
    pub fn forms_line(&self, tokens: u32, point: Point) -> bool {
        self.lines_completed(tokens, point) > 0
    }

    /// Every point adjacent to some point of `set`, computed with shifts rather than table
    /// look-ups: within a square, neighbours are the next and previous BLAC index (mod 8);
    /// spokes join odd positions and diagonals even positions of neighbouring squares (±8);
    /// the centre joins the inner square's midpoints.
    #[inline]
    pub fn spread(&self, set: u32) -> u32 {
        let around = ((set << 1) & 0x00FE_FEFE)
            | ((set >> 7) & 0x0001_0101)
            | ((set >> 1) & 0x007F_7F7F)
            | ((set << 7) & 0x0080_8080);
        let spokes = ((set & 0x0000_AAAA) << 8) | ((set & 0x00AA_AA00) >> 8);
        let diagonals = ((set & self.diagonals_in) << 8) | ((set >> 8) & self.diagonals_in);
        let from_centre = ((set >> CENTRE.to_u8()) & 1).wrapping_neg() & self.centre_links;
        let to_centre = u32::from(set & self.centre_links != 0) << CENTRE.to_u8();
        (around | spokes | diagonals | from_centre | to_centre) & self.all
    }
}

/// The points of a bitmask, in BLAC order.
#[inline]
pub fn points_of(mut mask: u32) -> impl Iterator<Item = Point> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            // A set bit of a token set is a point: the sets are masked by the board.
            let p = Point::new_unchecked(mask.trailing_zeros() as u8);
            mask &= mask - 1;
            Some(p)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;
    use crate::rules::morris::{POINT_NAMES, point_name};

    fn board(id: GameId, pairs: &[&str]) -> Board {
        let mut options = Options::defaults(id);
        for pair in pairs {
            options.set_pair(pair).unwrap();
        }
        Board::for_game(id, &options.morris())
    }

    /// The neighbour tables of docs/geometry.md, Neighbours, one row per point:
    /// `point: n1, n2, ...`.
    const ISIPOWE: &str = "a7: d7, a4; d7: a7, g7, d6; g7: d7, g4; g4: g7, g1, f4; g1: g4, d1;
        d1: g1, a1, d2; a1: d1, a4; a4: a7, a1, b4; b6: d6, b4; d6: d7, b6, f6, d5; f6: d6, f4;
        f4: g4, f6, f2, e4; f2: f4, d2; d2: d1, f2, b2, d3; b2: d2, b4; b4: a4, b6, b2, c4;
        c5: d5, c4; d5: d6, c5, e5; e5: d5, e4; e4: f4, e5, e3; e3: e4, d3; d3: d2, e3, c3;
        c3: d3, c4; c4: b4, c5, c3";
    const ISIZULU: &str = "a7: d7, a4, b6; d7: a7, g7, d6; g7: d7, g4, f6; g4: g7, g1, f4;
        g1: g4, d1, f2; d1: g1, a1, d2; a1: d1, a4, b2; a4: a7, a1, b4; b6: a7, d6, b4, c5;
        d6: d7, b6, f6, d5; f6: g7, d6, f4, e5; f4: g4, f6, f2, e4; f2: g1, f4, d2, e3;
        d2: d1, f2, b2, d3; b2: a1, d2, b4, c3; b4: a4, b6, b2, c4; c5: b6, d5, c4;
        d5: d6, c5, e5; e5: f6, d5, e4; e4: f4, e5, e3; e3: f2, e4, d3; d3: d2, e3, c3;
        c3: b2, d3, c4; c4: b4, c5, c3";
    const ISISUTHU: &str = "a7: d7, a4, b6; d7: a7, g7, d6; g7: d7, g4, f6; g4: g7, g1, f4;
        g1: g4, d1, f2; d1: g1, a1, d2; a1: d1, a4, b2; a4: a7, a1, b4; b6: a7, d6, b4;
        d6: d7, b6, f6, d5; f6: g7, d6, f4; f4: g4, f6, f2, e4; f2: g1, f4, d2;
        d2: d1, f2, b2, d3; b2: a1, d2, b4; b4: a4, b6, b2, c4; c5: d5, c4; d5: d6, c5, e5, d4;
        e5: d5, e4; e4: f4, e5, e3, d4; e3: e4, d3; d3: d2, e3, c3, d4; c3: d3, c4;
        c4: b4, c5, c3, d4; d4: d5, e4, d3, c4";

    const LINES_16: &str = "a7-d7-g7; g7-g4-g1; g1-d1-a1; a1-a4-a7; b6-d6-f6; f6-f4-f2; \
        f2-d2-b2; b2-b4-b6; c5-d5-e5; e5-e4-e3; e3-d3-c3; c3-c4-c5; d7-d6-d5; g4-f4-e4; \
        d1-d2-d3; a4-b4-c4";

    fn check_neighbours(board: &Board, table: &str) {
        let rows: Vec<&str> = table.split(';').map(str::trim).collect();
        assert_eq!(rows.len(), board.point_count());
        for (i, row) in rows.iter().enumerate() {
            let (name, list) = row.split_once(':').unwrap();
            assert_eq!(name, POINT_NAMES[i], "rows follow BLAC order");
            let expected: Vec<&str> = list.split(',').map(str::trim).collect();
            let got: Vec<&str> = board
                .neighbours(Point::new_unchecked(i as u8))
                .into_iter()
                .map(point_name)
                .collect();
            assert_eq!(got, expected, "neighbours of {name}");
        }
    }

    fn line_text(board: &Board) -> String {
        board
            .lines()
            .iter()
            .map(|l| l.map(point_name).join("-"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    #[test]
    fn isipowe_matches_the_dossier() {
        let b = board(GameId::Isipowe, &[]);
        assert_eq!(
            (b.point_count(), b.edges().len(), b.line_count()),
            (24, 32, 16)
        );
        check_neighbours(&b, ISIPOWE);
        assert_eq!(line_text(&b), LINES_16);
    }

    #[test]
    fn isizulu_matches_the_dossier() {
        let b = board(GameId::Isizulu, &[]);
        assert_eq!(
            (b.point_count(), b.edges().len(), b.line_count()),
            (24, 40, 20)
        );
        check_neighbours(&b, ISIZULU);
        assert_eq!(
            line_text(&b),
            format!("{LINES_16}; a7-b6-c5; g7-f6-e5; g1-f2-e3; a1-b2-c3")
        );
    }

    #[test]
    fn isisuthu_matches_the_dossier() {
        let b = board(GameId::Isisuthu, &[]);
        assert_eq!(
            (b.point_count(), b.edges().len(), b.line_count()),
            (25, 40, 18)
        );
        check_neighbours(&b, ISISUTHU);
        assert_eq!(line_text(&b), format!("{LINES_16}; c4-d4-e4; d5-d4-d3"));
    }

    #[test]
    fn isisuthu_variants() {
        let b = board(GameId::Isisuthu, &["isisuthu_corner_diagonals=none"]);
        assert_eq!(
            (b.point_count(), b.edges().len(), b.line_count()),
            (25, 36, 18)
        );
        // Dropping the four corner diagonals from the default table gives this board.
        let stripped = ISISUTHU
            .replace("a7: d7, a4, b6", "a7: d7, a4")
            .replace("g7: d7, g4, f6", "g7: d7, g4")
            .replace("g1: g4, d1, f2", "g1: g4, d1")
            .replace("a1: d1, a4, b2", "a1: d1, a4")
            .replace("b6: a7, d6, b4", "b6: d6, b4")
            .replace("f6: g7, d6, f4", "f6: d6, f4")
            .replace("f2: g1, f4, d2", "f2: f4, d2")
            .replace("b2: a1, d2, b4", "b2: d2, b4");
        check_neighbours(&b, &stripped);

        let b = board(GameId::Isisuthu, &["isisuthu_centre_lines=any_straight"]);
        assert_eq!(b.line_count(), 22);
        assert_eq!(b.lines_at(CENTRE).len(), MAX_LINES_AT);
        assert!(line_text(&b).ends_with("b4-c4-d4; d4-e4-f4; d6-d5-d4; d4-d3-d2"));
    }

    #[test]
    fn shared_boards_are_the_built_ones() {
        for (id, pairs) in [
            (GameId::Isipowe, &[][..]),
            (GameId::Isizulu, &[]),
            (GameId::Isisuthu, &[]),
            (GameId::Isisuthu, &["isisuthu_corner_diagonals=none"]),
            (GameId::Isisuthu, &["isisuthu_centre_lines=any_straight"]),
            (
                GameId::Isisuthu,
                &[
                    "isisuthu_corner_diagonals=none",
                    "isisuthu_centre_lines=any_straight",
                ],
            ),
        ] {
            let mut options = Options::defaults(id);
            for pair in pairs {
                options.set_pair(pair).unwrap();
            }
            let o = options.morris();
            assert_eq!(
                *Board::shared(id, &o),
                Board::for_game(id, &o),
                "{id} {pairs:?}"
            );
        }
    }

    #[test]
    fn spread_agrees_with_the_tables() {
        let variants: [(GameId, &[&str]); 5] = [
            (GameId::Isipowe, &[]),
            (GameId::Isizulu, &[]),
            (GameId::Isisuthu, &[]),
            (GameId::Isisuthu, &["isisuthu_corner_diagonals=none"]),
            (GameId::Isisuthu, &["isisuthu_centre_lines=any_straight"]),
        ];
        for (id, pairs) in variants {
            let b = board(id, pairs);
            let mut all = 0;
            for p in Point::all(b.point_count()) {
                assert_eq!(
                    b.spread(p.bit()),
                    b.neighbour_mask(p),
                    "{id} {}",
                    point_name(p)
                );
                all |= b.neighbour_mask(p);
            }
            assert_eq!(b.spread(b.all_mask()), all);
            assert_eq!(b.spread(0), 0);
            // A few mixed sets: the union of the single-point spreads.
            for set in [0x00F0_0F0F_u32, 0x0155_AA55, 0x00AA_00FF, 0x0100_0001] {
                let set = set & b.all_mask();
                let union = points_of(set).fold(0, |m, p| m | b.neighbour_mask(p));
                assert_eq!(b.spread(set), union);
            }
        }
    }

    #[test]
    fn masks_agree_with_lists() {
        for id in [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe] {
            let b = board(id, &[]);
            for (a, c) in b.edges() {
                assert!(b.adjacent(a, c) && b.adjacent(c, a));
            }
            let degree: usize = Point::all(b.point_count())
                .map(|p| b.neighbours(p).len())
                .sum();
            assert_eq!(degree, 2 * b.edges().len());
            for i in 0..b.line_count() {
                let m = b.line_mask(i);
                assert_eq!(b.in_lines(m), m);
                assert_eq!(b.in_lines(m & (m - 1)), 0);
                for p in b.line(i) {
                    assert!(b.lines_at(p).contains(&(i as u8)));
                    assert!(b.forms_line(m, p));
                    assert!(!b.forms_line(m & !p.bit(), p));
                }
            }
            assert_eq!(b.all_mask().count_ones() as usize, b.point_count());
            for p in Point::all(b.point_count()) {
                assert_eq!(
                    b.lines_completed(b.all_mask(), p) as usize,
                    b.lines_at(p).len()
                );
                let listed: Vec<Point> = b
                    .neighbour_list(p)
                    .iter()
                    .copied()
                    .filter(|&n| n != NO_NEIGHBOUR)
                    .collect();
                assert_eq!(listed, b.neighbours(p));
            }
        }
    }
}
