//! A point of a morris board as its own type, as chess crates type their squares: a BLAC index
//! 0..=24 that cannot be mistaken for a count, a line number or a mancala pit.
//!
//! A point's name (`a7`, `d4`) does not depend on the board: every board names its points on
//! the same 7×7 grid (docs/geometry.md, Numbers), so [`Point`]'s `Display` and `FromStr` are the
//! notation's names. Which points a board has does depend on it (d4 is Isisuthu's alone), so a
//! parser that must refuse `d4` on a 24-point board takes the board's size:
//! [`Point::parse`]. `FromStr` reads any of the 25 points.

use std::fmt;
use std::str::FromStr;

use crate::rules::notation::{NotationError, RangeError};

/// A point of a morris board: its BLAC index 0..=24 (see [`POINT_NAMES`]).
///
/// One byte, `Copy`, `repr(transparent)`: the hot paths index tables with [`Point::index`] and
/// build masks with [`Point::bit`], which compile to the same code as a bare `u8`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Point(u8);

/// The points' names in BLAC order: outer square clockwise from a7, then the middle square
/// from b6, then the inner square from c5, then the Isisuthu centre d4.
pub const POINT_NAMES: [&str; 25] = [
    "a7", "d7", "g7", "g4", "g1", "d1", "a1", "a4", // outer square, BLAC 01..08
    "b6", "d6", "f6", "f4", "f2", "d2", "b2", "b4", // middle square, BLAC 09..16
    "c5", "d5", "e5", "e4", "e3", "d3", "c3", "c4", // inner square, BLAC 17..24
    "d4", // Isisuthu centre, BLAC 25 (suggested)
];

impl Point {
    /// How many points the largest board has (Isisuthu, with its centre).
    pub const COUNT: usize = 25;

    /// The Isisuthu centre `d4` (BLAC 25).
    pub const CENTRE: Point = Point(24);

    /// A marker that is no point (a byte from 25 up), for fixed-size fields that must hold
    /// "no point" or "a pass" in one byte: the padding of neighbour lists (bit 31, in no token
    /// set), an unset `shot`, a remembered step that is none or a pass. [`Point::new`] never
    /// returns one, [`Point::is_point`] tells them apart, and no table is indexed with one.
    pub(super) const fn marker(byte: u8) -> Point {
        debug_assert!(byte as usize >= Point::COUNT);
        Point(byte)
    }

    /// Whether this is a point of some board rather than a marker (a byte from 25 up).
    #[inline]
    pub const fn is_point(self) -> bool {
        (self.0 as usize) < Point::COUNT
    }

    /// The point with BLAC index `index` (0..=24), or `None` outside the largest board.
    #[inline]
    pub const fn new(index: u8) -> Option<Point> {
        if (index as usize) < Point::COUNT {
            Some(Point(index))
        } else {
            None
        }
    }

    /// The point with BLAC index `index`, for tables and loops whose bounds are known
    /// (checked in debug builds only).
    #[inline]
    pub const fn new_unchecked(index: u8) -> Point {
        debug_assert!((index as usize) < Point::COUNT);
        Point(index)
    }

    /// The BLAC index, for indexing arrays of points.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The BLAC index as a byte (bit positions, packed tables).
    #[inline]
    pub const fn to_u8(self) -> u8 {
        self.0
    }

    /// The point's bit in a token set (bit `i` is point `i`).
    #[inline]
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// The first `count` points in BLAC order: every point of a board of `count` points (24 or
    /// 25).
    #[inline]
    pub fn all(count: usize) -> impl DoubleEndedIterator<Item = Point> + ExactSizeIterator {
        (0..count.min(Point::COUNT) as u8).map(Point)
    }

    /// The point's name, e.g. `a7`.
    #[inline]
    pub fn name(self) -> &'static str {
        POINT_NAMES.get(self.index()).copied().unwrap_or("??")
    }

    /// The grid coordinates of the point: file 0..=6 (a..g, West→East) and rank 0..=6 (1..7,
    /// South→North). Used by board drawings.
    pub fn coords(self) -> (u8, u8) {
        let name = self.name().as_bytes();
        (name[0].wrapping_sub(b'a'), name[1].wrapping_sub(b'1'))
    }

    /// The point with this name (`a7`) or BLAC number (`01`..`25`), on a board of `points`
    /// points (24 or 25).
    ///
    /// # Errors
    ///
    /// When the text is not a point of this board.
    pub fn parse(text: &str, points: usize) -> Result<Point, NotationError> {
        let points = points.min(Point::COUNT);
        let found = POINT_NAMES[..points]
            .iter()
            .position(|n| *n == text)
            .or_else(|| {
                (text.len() == 2 && text.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| text.parse::<usize>().ok())
                    .flatten()
                    .filter(|n| (1..=points).contains(n))
                    .map(|n| n - 1)
            });
        found.map(|i| Point(i as u8)).ok_or_else(|| {
            NotationError::new(
                text,
                if points == 25 {
                    "a point a7..g1 (or d4), or a BLAC number 01..25"
                } else {
                    "a point a7..g1 (not d4 on this board), or a BLAC number 01..24"
                },
            )
        })
    }
}

impl TryFrom<u8> for Point {
    type Error = RangeError;

    /// The point with BLAC index `index`; refused outside 0..=24.
    fn try_from(index: u8) -> Result<Point, RangeError> {
        Point::new(index).ok_or(RangeError::new("morris point", index.into(), Point::COUNT))
    }
}

impl From<Point> for u8 {
    #[inline]
    fn from(point: Point) -> u8 {
        point.0
    }
}

impl fmt::Display for Point {
    /// The point's name in the notation, e.g. `a7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Point {
    /// The raw index, as the engine's tables see it, so that debugging output shows what a
    /// bare `u8` showed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl FromStr for Point {
    type Err = NotationError;

    /// Any of the 25 points by name or BLAC number; [`Point::parse`] also checks the board.
    fn from_str(text: &str) -> Result<Point, NotationError> {
        Point::parse(text, Point::COUNT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_round_trips_through_its_name_and_number() {
        for board in [24, 25] {
            assert_eq!(Point::all(board).len(), board);
            for (i, point) in Point::all(board).enumerate() {
                assert_eq!(point.index(), i);
                assert_eq!(Point::new(i as u8), Some(point));
                let name = point.to_string();
                assert_eq!(name, POINT_NAMES[i]);
                assert_eq!(name.parse::<Point>(), Ok(point));
                assert_eq!(Point::parse(&name, board), Ok(point));
                assert_eq!(Point::parse(&format!("{:02}", i + 1), board), Ok(point));
                assert_eq!(point.bit(), 1 << i);
            }
        }
    }

    #[test]
    fn the_centre_is_only_on_the_large_board() {
        assert_eq!(Point::CENTRE.to_string(), "d4");
        assert_eq!(Point::parse("d4", 25), Ok(Point::CENTRE));
        let err = Point::parse("d4", 24).unwrap_err().to_string();
        assert!(err.contains("not d4 on this board"), "{err}");
        assert!(Point::parse("25", 24).is_err());
        assert!(!Point::all(24).any(|p| p == Point::CENTRE));
    }

    #[test]
    fn out_of_range_values_are_refused_clearly() {
        assert_eq!(Point::new(25), None);
        assert_eq!(Point::new(255), None);
        let err = Point::try_from(25).unwrap_err();
        assert_eq!(
            err.to_string(),
            "there is no morris point with index 25 (0..=24)"
        );
        assert_eq!(Point::try_from(3), Ok(Point::new_unchecked(3)));
        for bad in ["", "a", "h1", "a8", "00", "26", "d", "a7 ", "A7"] {
            let err = bad.parse::<Point>().unwrap_err().to_string();
            assert!(err.contains("expected a point"), "{bad}: {err}");
        }
    }

    #[test]
    fn coordinates_follow_the_grid() {
        assert_eq!(Point::new_unchecked(0).coords(), (0, 6)); // a7
        assert_eq!(Point::CENTRE.coords(), (3, 3)); // d4
        assert_eq!(Point::new_unchecked(4).coords(), (6, 0)); // g1
    }

    #[test]
    fn debug_shows_the_raw_index() {
        assert_eq!(format!("{:?}", Point::new_unchecked(17)), "17");
        assert_eq!(u8::from(Point::CENTRE), 24);
    }
}
