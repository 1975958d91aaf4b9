//! The index of a sub-space: every position with `w` tokens of the side to move against `b`
//! of the other side, up to the board's symmetries, numbered densely.
//!
//! A position is turned by the symmetry that sends the mover's token set to the least member
//! of its class (its representative); the index is the class's number times the number of
//! ways to place the opponent's tokens on the remaining points, plus the rank of that
//! placement. When the representative is itself symmetric, the opponent's placement is also
//! minimised over the representative's stabiliser, so that every position has exactly one
//! index; the other numbers of such a class are never reached ([`Space::is_canonical`]).

use super::symmetry::Symmetry;

/// Binomial coefficients up to 25 choose 25.
pub struct Binomials([[u32; 26]; 26]);

impl Binomials {
    /// The table.
    pub const fn new() -> Binomials {
        let mut t = [[0u32; 26]; 26];
        let mut n = 0;
        while n < 26 {
            t[n][0] = 1;
            let mut k = 1;
            while k <= n {
                t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
                k += 1;
            }
            n += 1;
        }
        Binomials(t)
    }

    /// `n` choose `k` (0 when `k > n`).
    #[inline]
    pub fn get(&self, n: u32, k: u32) -> u32 {
        if k > n {
            0
        } else {
            self.0[n as usize][k as usize]
        }
    }
}

impl Default for Binomials {
    fn default() -> Self {
        Binomials::new()
    }
}

/// The shared table of binomial coefficients.
pub static BINOM: Binomials = Binomials::new();

/// The colexicographic rank of a set of points among the sets of its size.
#[inline]
pub fn rank(set: u32) -> u32 {
    let mut r = 0;
    let mut rest = set;
    let mut k = 1;
    while rest != 0 {
        let p = rest.trailing_zeros();
        r += BINOM.get(p, k);
        k += 1;
        rest &= rest - 1;
    }
    r
}

/// The set of `k` points of colexicographic rank `r` (the inverse of [`rank`]).
pub fn unrank(mut r: u32, k: u32) -> u32 {
    let mut set = 0;
    for j in (1..=k).rev() {
        let mut p = j - 1;
        while BINOM.get(p + 1, j) <= r {
            p += 1;
        }
        r -= BINOM.get(p, j);
        set |= 1 << p;
    }
    set
}

/// `set`'s points renumbered among the points outside `taken` (`taken` ∩ `set` = ∅).
#[inline]
fn squeeze(set: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut rest = set;
    while rest != 0 {
        let p = rest.trailing_zeros();
        let below = (taken & ((1u32 << p) - 1)).count_ones();
        out |= 1 << (p - below);
        rest &= rest - 1;
    }
    out
}

/// The inverse of [`squeeze`]: the `i`-th point outside `taken` for each bit `i` of `set`.
#[inline]
fn spread(set: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut free = !taken;
    let mut i = 0;
    let mut rest = set;
    while rest != 0 {
        let want = rest.trailing_zeros();
        while i < want {
            free &= free - 1;
            i += 1;
        }
        out |= 1 << free.trailing_zeros();
        rest &= rest - 1;
    }
    out
}

/// The classes of `w`-point sets of one board under its symmetries.
pub struct Classes {
    /// Each class's representative (its least member as a number), in increasing order.
    pub reps: Vec<u32>,
    /// Per set (by [`rank`]): its class and the symmetry that sends it to the representative.
    by_rank: Vec<(u32, u8)>,
    /// Per class: the other symmetries that fix the representative (a bit per symmetry).
    stabilisers: Vec<u16>,
}

impl Classes {
    /// The classes of `w`-point sets on `points` points.
    pub fn new(points: u32, w: u32, syms: &[Symmetry]) -> Classes {
        let total = BINOM.get(points, w);
        let mut best = Vec::with_capacity(total as usize);
        for r in 0..total {
            let set = unrank(r, w);
            let (mut rep, mut via) = (set, 0u8);
            for (i, s) in syms.iter().enumerate().skip(1) {
                let image = s.map(set);
                if image < rep {
                    rep = image;
                    via = i as u8;
                }
            }
            best.push((rep, via));
        }
        let mut reps: Vec<u32> = best.iter().map(|&(rep, _)| rep).collect();
        reps.sort_unstable();
        reps.dedup();
        let stabilisers = reps
            .iter()
            .map(|&rep| {
                syms.iter()
                    .enumerate()
                    .skip(1)
                    .filter(|(_, s)| s.map(rep) == rep)
                    .fold(0u16, |m, (i, _)| m | 1 << i)
            })
            .collect();
        let by_rank = best
            .iter()
            .map(|&(rep, via)| {
                let class = reps.binary_search(&rep).unwrap_or(0) as u32;
                (class, via)
            })
            .collect();
        Classes {
            reps,
            by_rank,
            stabilisers,
        }
    }
}

/// The numbering of one sub-space (`w` against `b` on a board of `points` points).
pub struct Space {
    /// Tokens of the side to move.
    pub w: u32,
    /// Tokens of the other side.
    pub b: u32,
    points: u32,
    /// Placements of the opponent per class.
    per_class: u32,
}

impl Space {
    /// The numbering for `w` against `b` on `points` points.
    pub fn new(points: u32, w: u32, b: u32) -> Space {
        let per_class = BINOM.get(points - w, b);
        Space {
            w,
            b,
            points,
            per_class,
        }
    }

    /// How many numbers the sub-space uses.
    pub fn size(&self, classes: &Classes) -> u64 {
        classes.reps.len() as u64 * u64::from(self.per_class)
    }

    /// The index of the position (`mover`'s tokens, `other`'s tokens).
    #[inline]
    pub fn index(&self, classes: &Classes, syms: &[Symmetry], mover: u32, other: u32) -> u64 {
        let (class, via) = classes.by_rank[rank(mover) as usize];
        let rep = classes.reps[class as usize];
        let other = syms[via as usize].map(other);
        let mut r = rank(squeeze(other, rep));
        let mut stab = classes.stabilisers[class as usize];
        while stab != 0 {
            let i = stab.trailing_zeros() as usize;
            r = r.min(rank(squeeze(syms[i].map(other), rep)));
            stab &= stab - 1;
        }
        u64::from(class) * u64::from(self.per_class) + u64::from(r)
    }

    /// The position with this index: (the mover's tokens, the other's tokens).
    #[inline]
    pub fn position(&self, classes: &Classes, index: u64) -> (u32, u32) {
        let class = (index / u64::from(self.per_class)) as usize;
        let r = (index % u64::from(self.per_class)) as u32;
        let rep = classes.reps[class];
        (
            rep,
            spread(unrank(r, self.b), rep) & ((1u32 << self.points) - 1),
        )
    }

    /// Whether the number is the one [`Space::index`] gives its position (a symmetric class
    /// leaves some numbers unused).
    #[inline]
    pub fn is_canonical(&self, classes: &Classes, syms: &[Symmetry], index: u64) -> bool {
        let class = (index / u64::from(self.per_class)) as usize;
        if classes.stabilisers[class] == 0 {
            return true;
        }
        let (mover, other) = self.position(classes, index);
        self.index(classes, syms, mover, other) == index
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;
    use crate::rules::morris::Board;
    use crate::tables::symmetry::symmetries;

    #[test]
    fn rank_and_unrank_are_inverse() {
        for k in 0..=5 {
            for r in 0..BINOM.get(25, k) {
                let set = unrank(r, k);
                assert_eq!(set.count_ones(), k);
                assert_eq!(rank(set), r);
            }
        }
    }

    #[test]
    fn squeeze_and_spread_are_inverse() {
        let taken = 0b1011_0010_0001;
        for set in [0b100u32, 0b0100_0100_1100, 1 << 23] {
            assert_eq!(spread(squeeze(set, taken), taken), set);
        }
    }

    #[test]
    fn every_position_has_one_index_shared_by_its_images() {
        for id in crate::tables::GAMES {
            let board = Board::shared(id, &Options::defaults(id).morris());
            let n = board.point_count() as u32;
            let syms = symmetries(board);
            let classes = Classes::new(n, 3, &syms);
            let space = Space::new(n, 3, 3);
            let size = space.size(&classes);
            let mut seen = vec![false; size as usize];
            // Every placement of 3 against 3 from a few mover sets, and all their images.
            for r in (0..BINOM.get(n, 3)).step_by(37) {
                let mover = unrank(r, 3);
                for q in 0..BINOM.get(n - 3, 3) {
                    let other = spread(unrank(q, 3), mover);
                    let i = space.index(&classes, &syms, mover, other);
                    assert!(i < size);
                    assert!(space.is_canonical(&classes, &syms, i));
                    seen[i as usize] = true;
                    let (m2, o2) = space.position(&classes, i);
                    assert_eq!(space.index(&classes, &syms, m2, o2), i);
                    for s in &syms {
                        assert_eq!(space.index(&classes, &syms, s.map(mover), s.map(other)), i);
                    }
                }
            }
            assert!(seen.iter().any(|&s| s));
        }
    }
}
