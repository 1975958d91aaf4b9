//! The transposition table: what earlier visits learned about a position, by Zobrist key.
//!
//! One entry per slot (16 bytes), always replaced by a deeper or newer result. Entries carry
//! the number of the search that wrote them and other searches ignore them, so a search never
//! depends on what an earlier one left behind: a move is the same whether the table is fresh
//! or reused, which keeps play reproducible for a seed.

/// How a stored score relates to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(u8)]
pub enum Bound {
    /// No information (an empty slot).
    #[default]
    None,
    /// The exact value.
    Exact,
    /// At least this value (a beta cut-off).
    Lower,
    /// At most this value (no move raised alpha).
    Upper,
}

/// One slot of the table (16 bytes: four to a cache line).
#[derive(Clone, Copy, Debug, Default)]
pub struct Entry {
    /// The upper half of the key, to tell positions sharing a slot apart (the lower bits
    /// chose the slot).
    check: u32,
    /// The score, from the view of the player to act, mate distances relative to this node.
    pub score: i32,
    /// The best (or refuting) move, as a compact code, `NO_MOVE` if none.
    pub code: u16,
    /// Remaining depth the score was searched to.
    pub depth: i8,
    /// How the score bounds the value.
    pub bound: Bound,
    search: u8,
}

/// No move stored.
pub const NO_MOVE: u16 = u16::MAX;

/// A fixed-size table of `2^bits` entries.
pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
    search: u8,
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each).
    pub fn new(bits: u8) -> Table {
        let size = 1usize << bits.clamp(8, 26);
        Table {
            slots: vec![Entry::default(); size],
            mask: size - 1,
            search: 1,
        }
    }

    /// Entries in the table.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether the table has no slots (never: it has at least 256).
    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Starts a new search: entries of earlier searches no longer count.
    pub fn new_search(&mut self) {
        self.search = self.search.wrapping_add(1);
        if self.search == 0 {
            // The counter wrapped: forget everything so that an old entry cannot pass for new.
            self.slots.fill(Entry::default());
            self.search = 1;
        }
    }

    /// Asks the processor to fetch the slot of `key` into the cache, so that a probe a little
    /// later does not wait for memory (the table is far larger than the caches).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let slot = self.slots[key as usize & self.mask..].as_ptr();
            // SAFETY: a prefetch is only a hint; it never faults and changes no memory, and
            // the pointer points into the table anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry of this search for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[key as usize & self.mask];
        (e.bound != Bound::None && e.check == check(key) && e.search == self.search).then_some(e)
    }

    /// Stores a result, unless the slot holds a deeper result of this search for another
    /// position (keep the more expensive knowledge).
    #[inline]
    pub fn store(&mut self, key: u64, depth: i8, score: i32, bound: Bound, code: u16) {
        let slot = &mut self.slots[key as usize & self.mask];
        let stale = slot.search != self.search || slot.bound == Bound::None;
        let same = slot.check == check(key);
        if stale || same || slot.depth <= depth {
            // Keep a known best move when a shallower, move-less result replaces it.
            let code = if code == NO_MOVE && same && !stale {
                slot.code
            } else {
                code
            };
            *slot = Entry {
                check: check(key),
                score,
                code,
                depth,
                bound,
                search: self.search,
            };
        }
    }
}

/// The part of a key an entry keeps.
#[inline]
fn check(key: u64) -> u32 {
    (key >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_forgets_between_searches() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
        let mut t = Table::new(8);
        assert_eq!(t.len(), 256);
        t.new_search();
        t.store(0x1234_5678, 3, 42, Bound::Exact, 7);
        let e = t.probe(0x1234_5678).unwrap();
        assert_eq!(
            (e.score, e.depth, e.code, e.bound),
            (42, 3, 7, Bound::Exact)
        );
        assert!(t.probe(0x1234_5679).is_none());
        // A shallower result for another key in the same slot does not replace it.
        t.store(0x1234_5678 + (1 << 40), 1, 5, Bound::Lower, 1);
        assert!(t.probe(0x1234_5678 + (1 << 40)).is_none());
        assert_eq!(t.probe(0x1234_5678).unwrap().score, 42);
        t.new_search();
        assert!(t.probe(0x1234_5678).is_none());
        for _ in 0..600 {
            t.new_search();
        }
        assert!(t.probe(0x1234_5678).is_none());
    }
}
