//! The value of a table position for the side to move, and its one-byte form in the tables.

use std::cmp::Ordering;

/// The value of a position for the side to move under perfect play, with the distance in
/// plies (moves; a blocked player's pass is not a ply): the shortest win, the longest loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies (its own last move captures the opponent's
    /// third-last token).
    Win(u16),
    /// The side to move loses in this many plies at the latest.
    Loss(u16),
    /// Neither side can force a win: the positions only cycle.
    Draw,
}

/// The longest distance a table byte holds.
pub const MAX_DISTANCE: u16 = 127;

impl Value {
    /// The value one ply earlier, for the player who made the move that led here (the other
    /// player): a loss in `d` for the side to move is a win in `d + 1` for the mover.
    #[inline]
    pub fn before_move(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d + 1),
            Value::Loss(d) => Value::Win(d + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// The same position seen by the other player (a pass: no ply).
    #[inline]
    pub fn negate(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d),
            Value::Loss(d) => Value::Win(d),
            Value::Draw => Value::Draw,
        }
    }

    /// A number that orders values by preference of the side to move: sooner wins first,
    /// later losses before sooner ones.
    #[inline]
    pub fn score(self) -> i32 {
        match self {
            Value::Win(d) => 100_000 - i32::from(d),
            Value::Draw => 0,
            Value::Loss(d) => -100_000 + i32::from(d),
        }
    }

    /// The distance in plies, `None` for a draw.
    pub fn plies(self) -> Option<u16> {
        match self {
            Value::Win(d) | Value::Loss(d) => Some(d),
            Value::Draw => None,
        }
    }

    /// The value under a move counter: a win or loss that needs more than `plies_left`
    /// plies is a draw (the three-against-three limit, RULES.md M8).
    pub fn within(self, plies_left: u32) -> Value {
        match self.plies() {
            Some(d) if u32::from(d) > plies_left => Value::Draw,
            _ => self,
        }
    }

    /// The table byte: 0 a draw, `d` a win in `d`, `128 + d` a loss in `d`.
    #[inline]
    pub fn encode(self) -> Option<u8> {
        match self {
            Value::Draw => Some(0),
            Value::Win(d) if (1..=MAX_DISTANCE).contains(&d) => Some(d as u8),
            Value::Loss(d) if (1..=MAX_DISTANCE).contains(&d) => Some(128 + d as u8),
            _ => None,
        }
    }

    /// The value of a table byte.
    #[inline]
    pub fn decode(byte: u8) -> Value {
        match byte {
            0 => Value::Draw,
            1..=127 => Value::Win(u16::from(byte)),
            _ => Value::Loss(u16::from(byte - 128)),
        }
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    /// Better for the side to move is greater.
    fn cmp(&self, other: &Self) -> Ordering {
        self.score().cmp(&other.score())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_order() {
        for v in [
            Value::Draw,
            Value::Win(1),
            Value::Win(127),
            Value::Loss(1),
            Value::Loss(127),
        ] {
            assert_eq!(Value::decode(v.encode().unwrap()), v);
        }
        assert_eq!(Value::Win(128).encode(), None);
        assert!(Value::Win(3) > Value::Win(5));
        assert!(Value::Win(99) > Value::Draw);
        assert!(Value::Loss(9) > Value::Loss(3));
        assert!(Value::Draw > Value::Loss(99));
        assert_eq!(Value::Loss(4).before_move(), Value::Win(5));
        assert_eq!(Value::Win(61).within(60), Value::Draw);
        assert_eq!(Value::Win(60).within(60), Value::Win(60));
    }
}
