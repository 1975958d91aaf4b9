//! The pits of the 4×8 board as types, as chess crates type their squares: a board pit
//! ([`Pit`], flat index 0..32) and a pit in its owner's own coordinates ([`LocalPit`], 0..16)
//! are different types, so a local index can no longer pass where a board pit is expected.
//! The two meet only through conversions that name the side: [`LocalPit::on`] and
//! [`Pit::local`].
//!
//! Names do not depend on the rule set: every game of the family has the same board
//! (docs/geometry.md, Index). A board pit is written `S-i3` or `N-o8`, a local pit `i3` or `o8`
//! (as actions name them); `Display` and `FromStr` are these names.

use std::fmt;
use std::str::FromStr;

use crate::rules::Player;
use crate::rules::notation::{NotationError, RangeError};

/// A pit in flat board index 0..32 (docs/geometry.md, Index): `0..8 = S-o1..S-o8`, `8..16 =
/// S-i1..S-i8`, `16..24 = N-i8..N-i1`, `24..32 = N-o8..N-o1`.
///
/// One byte, `Copy`, `repr(transparent)`: [`Pit::index`] indexes the board's arrays and
/// compiles to the same code as a bare `u8`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Pit(u8);

/// A pit in its owner's coordinates: `o1..o8` = 0..8, `i1..i8` = 8..16. Which board pit it
/// is depends on the owner: [`LocalPit::on`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct LocalPit(u8);

impl Pit {
    /// How many pits the board has.
    pub const COUNT: usize = 32;

    /// The pit with flat index `index` (0..32), or `None` off the board.
    #[inline]
    pub const fn new(index: u8) -> Option<Pit> {
        if (index as usize) < Pit::COUNT {
            Some(Pit(index))
        } else {
            None
        }
    }

    /// The pit with flat index `index`, for tables and loops whose bounds are known (checked
    /// in debug builds only).
    #[inline]
    pub const fn new_unchecked(index: u8) -> Pit {
        debug_assert!((index as usize) < Pit::COUNT);
        Pit(index)
    }

    /// Every pit in flat order.
    #[inline]
    pub fn all() -> impl DoubleEndedIterator<Item = Pit> + ExactSizeIterator {
        (0..Pit::COUNT as u8).map(Pit)
    }

    /// The flat index, for indexing arrays of pits.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The flat index as a byte (packed tables, hashes).
    #[inline]
    pub const fn to_u8(self) -> u8 {
        self.0
    }

    /// The pit's bit in a 32-bit set of pits (bit `i` is pit `i`).
    #[inline]
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// The side the pit belongs to: South's are 0..16.
    #[inline]
    pub const fn owner(self) -> Player {
        if self.0 < 16 {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The pit in its owner's coordinates.
    #[inline]
    pub const fn local(self) -> LocalPit {
        // North's o1..o8 are 31..24 and i1..i8 are 23..16: 31 - pit.
        if self.0 < 16 {
            LocalPit(self.0)
        } else {
            LocalPit(31 - self.0)
        }
    }

    /// Whether the pit is in one of the two inner rows.
    #[inline]
    pub const fn is_inner(self) -> bool {
        (self.0 >> 3) == 1 || (self.0 >> 3) == 2
    }

    /// The pit's name, e.g. `S-i3` or `N-o8`.
    pub fn name(self) -> String {
        self.to_string()
    }
}

impl LocalPit {
    /// How many pits a side has.
    pub const COUNT: usize = 16;

    /// The pit with local index `index` (0..16), or `None` off the side.
    #[inline]
    pub const fn new(index: u8) -> Option<LocalPit> {
        if (index as usize) < LocalPit::COUNT {
            Some(LocalPit(index))
        } else {
            None
        }
    }

    /// The pit with local index `index`, for tables and loops whose bounds are known (checked
    /// in debug builds only).
    #[inline]
    pub const fn new_unchecked(index: u8) -> LocalPit {
        debug_assert!((index as usize) < LocalPit::COUNT);
        LocalPit(index)
    }

    /// The outer pit of column `column` (0..8): `o1..o8`.
    #[inline]
    pub const fn outer(column: u8) -> LocalPit {
        debug_assert!(column < 8);
        LocalPit(column)
    }

    /// The inner pit of column `column` (0..8): `i1..i8`.
    #[inline]
    pub const fn inner(column: u8) -> LocalPit {
        debug_assert!(column < 8);
        LocalPit(8 + column)
    }

    /// A side's pits in local order, `o1..o8, i1..i8`.
    #[inline]
    pub fn all() -> impl DoubleEndedIterator<Item = LocalPit> + ExactSizeIterator {
        (0..LocalPit::COUNT as u8).map(LocalPit)
    }

    /// The local index, for indexing a side's arrays (a layout, a hint table).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The local index as a byte.
    #[inline]
    pub const fn to_u8(self) -> u8 {
        self.0
    }

    /// The board pit this is on `owner`'s side.
    #[inline]
    pub const fn on(self, owner: Player) -> Pit {
        // North's o1..o8 are 31..24 and i1..i8 are 23..16: 31 - local, which is 31 ^ local.
        Pit(self.0 ^ (31 * owner.index() as u8))
    }

    /// Whether the pit is in its owner's inner row (`i1..i8`).
    #[inline]
    pub const fn is_inner(self) -> bool {
        self.0 >= 8
    }

    /// The pit's column 0..8 (`o3` and `i3` are column 2).
    #[inline]
    pub const fn column(self) -> u8 {
        self.0 & 7
    }

    /// The pit's name, e.g. `i3` or `o8`.
    pub fn name(self) -> String {
        self.to_string()
    }
}

impl TryFrom<u8> for Pit {
    type Error = RangeError;

    /// The pit with flat index `index`; refused outside 0..32.
    fn try_from(index: u8) -> Result<Pit, RangeError> {
        Pit::new(index).ok_or(RangeError::new("mancala pit", index as usize, Pit::COUNT))
    }
}

impl TryFrom<u8> for LocalPit {
    type Error = RangeError;

    /// The pit with local index `index`; refused outside 0..16.
    fn try_from(index: u8) -> Result<LocalPit, RangeError> {
        LocalPit::new(index).ok_or(RangeError::new(
            "local pit",
            index as usize,
            LocalPit::COUNT,
        ))
    }
}

impl fmt::Display for LocalPit {
    /// `o1..o8` or `i1..i8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = if self.is_inner() { 'i' } else { 'o' };
        write!(f, "{row}{}", self.column() + 1)
    }
}

impl fmt::Display for Pit {
    /// `S-i3` or `N-o8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = if self.owner() == Player::First {
            'S'
        } else {
            'N'
        };
        write!(f, "{side}-{}", self.local())
    }
}

impl fmt::Debug for Pit {
    /// The raw flat index, as a bare `u8` showed it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Debug for LocalPit {
    /// The raw local index, as a bare `u8` showed it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl FromStr for LocalPit {
    type Err = NotationError;

    /// `o1..o8` or `i1..i8`.
    fn from_str(text: &str) -> Result<LocalPit, NotationError> {
        let bytes = text.as_bytes();
        let ok = bytes.len() == 2
            && (bytes[0] == b'o' || bytes[0] == b'i')
            && (b'1'..=b'8').contains(&bytes[1]);
        if !ok {
            return Err(NotationError::new(
                text,
                "a pit o1..o8 (outer row) or i1..i8 (inner row)",
            ));
        }
        let column = bytes[1] - b'1';
        Ok(if bytes[0] == b'o' {
            LocalPit::outer(column)
        } else {
            LocalPit::inner(column)
        })
    }
}

impl FromStr for Pit {
    type Err = NotationError;

    /// `S-o1..S-i8` or `N-o1..N-i8`.
    fn from_str(text: &str) -> Result<Pit, NotationError> {
        let expected = "a pit S-o1..S-i8 or N-o1..N-i8";
        let (side, local) = text
            .split_once('-')
            .ok_or_else(|| NotationError::new(text, expected))?;
        let owner = match side {
            "S" => Player::First,
            "N" => Player::Second,
            _ => return Err(NotationError::new(text, expected)),
        };
        let local: LocalPit = local
            .parse()
            .map_err(|_| NotationError::new(text, expected))?;
        Ok(local.on(owner))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pit_round_trips_through_its_name() {
        assert_eq!(Pit::all().len(), 32);
        for (i, pit) in Pit::all().enumerate() {
            assert_eq!(pit.index(), i);
            assert_eq!(Pit::new(i as u8), Some(pit));
            assert_eq!(pit.to_string().parse::<Pit>(), Ok(pit));
            assert_eq!(pit.local().on(pit.owner()), pit);
        }
        assert_eq!(LocalPit::all().len(), 16);
        for (i, local) in LocalPit::all().enumerate() {
            assert_eq!(local.index(), i);
            assert_eq!(local.to_string().parse::<LocalPit>(), Ok(local));
        }
    }

    #[test]
    fn names_follow_the_dossier() {
        let named = |i: u8| Pit::new_unchecked(i).to_string();
        assert_eq!(
            [0, 7, 8, 15, 16, 23, 24, 31].map(named),
            [
                "S-o1", "S-o8", "S-i1", "S-i8", "N-i8", "N-i1", "N-o8", "N-o1"
            ]
        );
        assert_eq!(LocalPit::outer(0).to_string(), "o1");
        assert_eq!(LocalPit::inner(7).to_string(), "i8");
    }

    #[test]
    fn local_pits_become_board_pits_by_side() {
        for local in LocalPit::all() {
            let south = local.on(Player::First);
            let north = local.on(Player::Second);
            assert_eq!(south.index(), local.index());
            assert_eq!(north.index(), 31 - local.index());
            assert_eq!((south.owner(), south.local()), (Player::First, local));
            assert_eq!((north.owner(), north.local()), (Player::Second, local));
            assert_eq!(south.is_inner(), local.is_inner());
            assert_eq!(north.is_inner(), local.is_inner());
            assert_eq!(south.to_string(), format!("S-{local}"));
            assert_eq!(north.to_string(), format!("N-{local}"));
        }
    }

    #[test]
    fn out_of_range_values_are_refused_clearly() {
        assert_eq!(Pit::new(32), None);
        assert_eq!(LocalPit::new(16), None);
        assert_eq!(
            Pit::try_from(32).unwrap_err().to_string(),
            "there is no mancala pit with index 32 (0..=31)"
        );
        assert_eq!(
            LocalPit::try_from(200).unwrap_err().to_string(),
            "there is no local pit with index 200 (0..=15)"
        );
        assert_eq!(Pit::try_from(31), Ok(Pit::new_unchecked(31)));
        assert_eq!(LocalPit::try_from(15), Ok(LocalPit::inner(7)));
        for bad in ["", "i0", "i9", "o", "x1", "I3", "i3 ", "S-i3"] {
            let err = bad.parse::<LocalPit>().unwrap_err().to_string();
            assert!(err.contains("expected a pit o1..o8"), "{bad}: {err}");
        }
        for bad in ["", "i3", "S-", "S-i9", "E-i3", "s-i3", "S-i3-"] {
            let err = bad.parse::<Pit>().unwrap_err().to_string();
            assert!(err.contains("expected a pit S-o1"), "{bad}: {err}");
        }
    }

    #[test]
    fn debug_shows_the_raw_index() {
        assert_eq!(format!("{:?}", Pit::new_unchecked(20)), "20");
        assert_eq!(format!("{:?}", LocalPit::inner(2)), "10");
    }
}
