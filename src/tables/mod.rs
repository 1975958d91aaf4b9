//! Morris endgame tables: the exact value of every movement-phase position with three to
//! `K` tokens a side and none in hand, for each rule set under its default options
//! (docs/architecture.md; the rules are docs/readings.md, M5–M8).
//!
//! * [`build`]: retrograde analysis, one pair of sub-spaces at a time.
//! * [`index`] and [`symmetry`]: positions counted once per class of the board's symmetries.
//! * [`file`]: the tables as bytes with a format version and a checksum.
//! * [`probe`]: what a game position is worth and the best action there, with the
//!   three-against-three counter applied.
//!
//! Pure: no egui, no clock; the only I/O is in [`store`], which reads and writes the file in
//! the data folder.

pub mod build;
pub mod cli;
pub mod file;
pub mod index;
pub mod moves;
pub mod probe;
pub mod shared;
pub mod store;
pub mod symmetry;
pub mod value;

use crate::rules::GameId;

pub use build::{BuildError, Layout, Solved};
pub use probe::{Probe, Verdict};
pub use value::Value;

/// The rule sets with tables.
pub const GAMES: [GameId; 3] = [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe];

/// The most tokens a side the tables of the app cover by default.
pub const DEFAULT_MAX: u32 = 5;

/// The largest `K` the builder accepts.
pub const LARGEST_MAX: u32 = 6;

/// The solved tables of one rule set.
pub struct Tables {
    layout: Layout,
    spaces: Vec<Solved>,
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables")
            .field("game", &self.game())
            .field("max", &self.max())
            .field("bytes", &self.bytes())
            .finish()
    }
}

impl Tables {
    /// Builds the tables of `game` for 3..=`max` tokens a side, reporting progress.
    ///
    /// # Errors
    ///
    /// When cancelled through `progress`, or a distance outgrows the format.
    pub fn build(
        game: GameId,
        max: u32,
        progress: build::Progress<'_>,
    ) -> Result<Tables, BuildError> {
        let layout = Layout::new(game, max.clamp(3, LARGEST_MAX));
        let spaces = build::build_all(&layout, progress)?;
        Ok(Tables { layout, spaces })
    }

    /// Tables from their parts (the file reader), checked for shape.
    fn from_parts(game: GameId, max: u32, data: Vec<Vec<u8>>) -> Option<Tables> {
        if !(3..=LARGEST_MAX).contains(&max) || !GAMES.contains(&game) {
            return None;
        }
        let layout = Layout::new(game, max);
        let order = sorted_order(&layout);
        if order.len() != data.len() {
            return None;
        }
        let mut spaces = Vec::new();
        for (&(w, b), bytes) in order.iter().zip(data) {
            if bytes.len() as u64 != layout.size(w, b) {
                return None;
            }
            spaces.push(Solved {
                space: layout.space(w, b),
                data: bytes,
            });
        }
        Some(Tables { layout, spaces })
    }

    /// The rule set.
    pub fn game(&self) -> GameId {
        self.layout.game
    }

    /// The most tokens a side covered.
    pub fn max(&self) -> u32 {
        self.layout.max
    }

    /// The layout (rules, symmetries).
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The sub-spaces, by (w, b).
    pub fn spaces(&self) -> &[Solved] {
        &self.spaces
    }

    /// Bytes of table data.
    pub fn bytes(&self) -> u64 {
        self.spaces.iter().map(|s| s.data.len() as u64).sum()
    }

    /// The value for the side to move of `mover`'s tokens against `other`'s, movement phase,
    /// none in hand, before any counter; `None` outside the tables.
    pub fn value(&self, mover: u32, other: u32) -> Option<Value> {
        let (w, b) = (mover.count_ones(), other.count_ones());
        if mover & other != 0 || (mover | other) & !self.layout.moves.all != 0 {
            return None;
        }
        let s = self
            .spaces
            .iter()
            .find(|s| s.space.w == w && s.space.b == b)?;
        let i = self.layout.index(&s.space, mover, other) as usize;
        s.data.get(i).map(|&byte| Value::decode(byte))
    }
}

/// The sub-spaces in file order: by `w`, then `b`.
fn sorted_order(layout: &Layout) -> Vec<(u32, u32)> {
    let mut order = layout.order();
    order.sort_unstable();
    order
}
