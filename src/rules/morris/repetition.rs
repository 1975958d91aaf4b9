//! The memory of the threefold repetition rule: the positions of the movement phase since the
//! last removal, and how often each occurred.
//!
//! A game may run for tens of thousands of turns without a removal, so the check must cost the
//! same on turn 40,000 as on turn 40. A position is noted as an exact [`RepetitionKey`] (no
//! hash: two different positions never count as one). Short windows are scanned, after a
//! 64-bucket filter has said that a third occurrence is possible at all (random playouts
//! rarely get that far); long windows use an index from each key to its latest occurrence,
//! chained to the earlier ones, built lazily and kept up as keys are added.
//!
//! The search plays and takes back actions: [`Repetitions::mark`] and
//! [`Repetitions::rewind`] do that in time proportional to what changed, also across a removal
//! (which starts a new window without dropping the keys before it).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A position's identity for the repetition rule: every field the rules read in the movement
/// phase, packed (see [`super::MorrisGame`]'s `repetition_key`). Equal keys are equal
/// positions.
pub type RepetitionKey = u128;

/// Windows up to this length are scanned; longer ones use the index.
const SCAN_LIMIT: usize = 96;

/// Keys reserved up front, so that playouts rarely grow the vector.
const RESERVE: usize = 256;

/// No earlier occurrence.
const NONE: u32 = u32::MAX;

/// Well-mixed 64 bits from a key, for the filter and the index.
#[inline]
fn mix(key: RepetitionKey) -> u64 {
    let x = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let x = (x ^ (x >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    x ^ (x >> 32)
}

/// Hashes the (already mixed) low half of [`mix`] with one multiplication.
#[derive(Default)]
struct Spread(u64);

impl Hasher for Spread {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `u32`s are hashed here; fold anything else in all the same.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u32(&mut self, n: u32) {
        // Spread the bits: the table reads its probe tag from the top ones.
        self.0 = u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// Where a [`Repetitions`] stood, to go back there with [`Repetitions::rewind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    len: usize,
    since: usize,
    seen_once: u64,
    seen_twice: u64,
    window: u64,
}

/// The repetition memory of one game.
#[derive(Debug)]
pub struct Repetitions {
    /// Keys noted, oldest first. Those before `since` precede the last removal: they no
    /// longer count, but a search may take the removal back.
    keys: Vec<RepetitionKey>,
    /// Where the current window (the positions since the last removal) begins.
    since: usize,
    /// Which of 64 buckets (by [`mix`]) hold one key of the window or more...
    seen_once: u64,
    /// ... and two or more: only a third key in such a bucket can be a third occurrence.
    seen_twice: u64,
    /// How many windows began before this one in this line of play: equal numbers mean that
    /// one window continues the other (see [`Repetitions::window`]).
    window: u64,
    /// For `keys[..indexed]`: the latest index of each key, by the low half of [`mix`] (keys
    /// that share it share a chain; only exact matches are counted). Four bytes of hash
    /// keep the table small: a long game's index is most of its repetition memory.
    latest: HashMap<u32, u32, BuildHasherDefault<Spread>>,
    /// `prev[i]`: the index before `i` in key `i`'s chain, or [`NONE`].
    prev: Vec<u32>,
    /// How many keys the index covers.
    indexed: usize,
}

impl Default for Repetitions {
    fn default() -> Self {
        Repetitions {
            keys: Vec::with_capacity(RESERVE),
            since: 0,
            seen_once: 0,
            seen_twice: 0,
            window: 0,
            latest: HashMap::default(),
            prev: Vec::new(),
            indexed: 0,
        }
    }
}

impl Clone for Repetitions {
    /// A copy of the current window only (no index: it is rebuilt if needed). Keeps the
    /// reserve, so that a cloned start position plays without reallocating.
    fn clone(&self) -> Self {
        let window = self.keys();
        let mut keys = Vec::with_capacity(window.len().max(RESERVE));
        keys.extend_from_slice(window);
        Repetitions {
            keys,
            since: 0,
            seen_once: self.seen_once,
            seen_twice: self.seen_twice,
            window: self.window,
            latest: HashMap::default(),
            prev: Vec::new(),
            indexed: 0,
        }
    }
}

impl Repetitions {
    /// The keys of the current window, oldest first.
    #[inline]
    pub fn keys(&self) -> &[RepetitionKey] {
        &self.keys[self.since..]
    }

    /// Which window this is: the number of windows begun before it in this line of play
    /// (copies and rewinds keep it). Two memories of one line of play with the same number
    /// hold the same window, the shorter a prefix of the longer.
    #[inline]
    pub fn window_number(&self) -> u64 {
        self.window
    }

    /// The same window number and no key (a copy of the game kept aside, whose keys are
    /// stored elsewhere).
    pub fn emptied(&self) -> Repetitions {
        Repetitions {
            keys: Vec::new(),
            since: 0,
            seen_once: 0,
            seen_twice: 0,
            window: self.window,
            latest: HashMap::default(),
            prev: Vec::new(),
            indexed: 0,
        }
    }

    /// A new window: a removal, or the start of the movement phase.
    #[inline]
    pub fn clear(&mut self) {
        self.since = self.keys.len();
        self.seen_once = 0;
        self.seen_twice = 0;
        self.window += 1;
    }

    /// Replaces the window with `keys` (oldest first), keeping the window number.
    pub fn set(&mut self, keys: &[RepetitionKey]) {
        self.keys.clear();
        self.keys.reserve(keys.len().max(RESERVE));
        self.keys.extend_from_slice(keys);
        self.since = 0;
        self.seen_once = 0;
        self.seen_twice = 0;
        self.latest.clear();
        self.prev.clear();
        self.indexed = 0;
        for &key in keys {
            self.filter(key);
        }
    }

    /// Notes the filter bits of `key`; whether its bucket already held two keys.
    #[inline]
    fn filter(&mut self, key: RepetitionKey) -> bool {
        let bucket = 1u64 << (mix(key) & 63);
        let maybe = self.seen_twice & bucket != 0;
        self.seen_twice |= self.seen_once & bucket;
        self.seen_once |= bucket;
        maybe
    }

    /// Adds `key` to the window; whether this is its third occurrence (or later) there.
    #[inline]
    pub fn note(&mut self, key: RepetitionKey) -> bool {
        self.keys.push(key);
        if !self.filter(key) {
            return false;
        }
        let window = &self.keys[self.since..];
        if window.len() <= SCAN_LIMIT {
            return window.iter().filter(|&&k| k == key).count() >= 3;
        }
        self.count(key) >= 3
    }

    /// Occurrences of `key` in the window (counting up to 3), by the index.
    fn count(&mut self, key: RepetitionKey) -> usize {
        self.catch_up();
        let Some(&latest) = self.latest.get(&(mix(key) as u32)) else {
            return 0;
        };
        let mut n = 0;
        let mut i = latest;
        while i != NONE && i as usize >= self.since && n < 3 {
            n += usize::from(self.keys[i as usize] == key);
            i = self.prev[i as usize];
        }
        n
    }

    /// Indexes the keys not yet indexed.
    fn catch_up(&mut self) {
        self.prev.reserve(self.keys.len() - self.indexed);
        for (i, &key) in self.keys.iter().enumerate().skip(self.indexed) {
            // Indices fit: a game of four billion turns is out of reach.
            let before = self.latest.insert(mix(key) as u32, i as u32);
            self.prev.push(before.unwrap_or(NONE));
        }
        self.indexed = self.keys.len();
    }

    /// Where the memory stands now.
    #[inline]
    pub fn mark(&self) -> Mark {
        Mark {
            len: self.keys.len(),
            since: self.since,
            seen_once: self.seen_once,
            seen_twice: self.seen_twice,
            window: self.window,
        }
    }

    /// Goes back to `mark`, taken from this memory earlier in the same line of play (only
    /// keys added, windows begun since).
    #[inline]
    pub fn rewind(&mut self, mark: Mark) {
        while self.indexed > mark.len {
            self.indexed -= 1;
            let h = mix(self.keys[self.indexed]) as u32;
            match self.prev.pop() {
                Some(NONE) | None => self.latest.remove(&h),
                Some(before) => self.latest.insert(h, before),
            };
        }
        self.keys.truncate(mark.len);
        self.since = mark.since;
        self.seen_once = mark.seen_once;
        self.seen_twice = mark.seen_twice;
        self.window = mark.window;
    }

    /// The bytes held on the heap (for measurements).
    pub fn heap_bytes(&self) -> usize {
        use std::mem::size_of;
        self.keys.capacity() * size_of::<RepetitionKey>()
            + self.prev.capacity() * size_of::<u32>()
            + self.latest.capacity() * (size_of::<(u32, u32)>() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The third occurrences of a sequence, counted the slow way.
    fn naive(seq: &[(RepetitionKey, bool)]) -> Vec<bool> {
        let mut window: Vec<RepetitionKey> = Vec::new();
        seq.iter()
            .map(|&(key, clear)| {
                if clear {
                    window.clear();
                }
                window.push(key);
                window.iter().filter(|&&k| k == key).count() >= 3
            })
            .collect()
    }

    fn sequence(seed: u64, len: usize, distinct: u64, clears: u64) -> Vec<(RepetitionKey, bool)> {
        let mut rng = crate::selfplay::Rng::new(seed);
        (0..len)
            .map(|_| {
                let k = rng.next_u64() % distinct;
                // Keys that share their low and high halves in odd ways.
                let key = RepetitionKey::from(k) << 70 | RepetitionKey::from(k % 7);
                (key, rng.next_u64() % 1000 < clears)
            })
            .collect()
    }

    #[test]
    fn counts_as_a_scan_of_the_window_would() {
        for (seed, distinct, clears) in [(1, 40, 0), (2, 400, 0), (3, 30, 20), (4, 3000, 2)] {
            let seq = sequence(seed, 3000, distinct, clears);
            let mut reps = Repetitions::default();
            let got: Vec<bool> = seq
                .iter()
                .map(|&(key, clear)| {
                    if clear {
                        reps.clear();
                    }
                    reps.note(key)
                })
                .collect();
            assert_eq!(got, naive(&seq), "seed {seed}");
        }
    }

    /// A key other than `a` with the same [`mix`]: the high half changes, the low half
    /// makes up for it.
    fn twin(a: RepetitionKey) -> RepetitionKey {
        let (lo, hi) = (a as u64, (a >> 64) as u64);
        let hi2 = hi ^ 0x55;
        let k = 0x9E37_79B9_7F4A_7C15u64;
        let lo2 = lo ^ hi.wrapping_mul(k) ^ hi2.wrapping_mul(k);
        RepetitionKey::from(hi2) << 64 | RepetitionKey::from(lo2)
    }

    #[test]
    fn keys_that_share_a_mix_never_count_as_one_position() {
        let a: RepetitionKey = 12345 | 3 << 70;
        let b = twin(a);
        assert_ne!(a, b);
        assert_eq!(mix(a), mix(b));
        for pad in [0u128, 200] {
            let mut reps = Repetitions::default();
            // Past the scan limit, the index answers.
            for k in 0..pad {
                assert!(!reps.note((k + 1) << 90));
            }
            for key in [a, b, a, b] {
                assert!(!reps.note(key), "pad {pad}");
            }
            assert!(reps.note(a), "the third a, pad {pad}");
            assert!(reps.note(b), "the third b, pad {pad}");
        }
    }

    #[test]
    fn rewinding_takes_back_keys_and_windows() {
        let seq = sequence(9, 2000, 50, 5);
        let mut reps = Repetitions::default();
        let mut marks = Vec::new();
        let mut answers = Vec::new();
        for &(key, clear) in &seq {
            marks.push(reps.mark());
            if clear {
                reps.clear();
            }
            answers.push(reps.note(key));
        }
        // Go back to some marks, latest first, and replay from each: the same answers.
        for back in (0..seq.len()).rev().step_by(97) {
            let mut again = Repetitions::default();
            for &(key, clear) in &seq[..back] {
                if clear {
                    again.clear();
                }
                again.note(key);
            }
            let mut rewound = std::mem::take(&mut reps);
            rewound.rewind(marks[back]);
            assert_eq!(rewound.keys(), again.keys(), "at {back}");
            assert_eq!(rewound.window_number(), again.window_number());
            for (k, &(key, clear)) in seq.iter().enumerate().skip(back) {
                if clear {
                    rewound.clear();
                }
                assert_eq!(rewound.note(key), answers[k], "replayed {k} from {back}");
            }
            reps = rewound;
        }
    }
}
