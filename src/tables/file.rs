//! The tables as bytes: a header (magic, format version, rule set, `K`, the sub-spaces and
//! their sizes), the values, and a checksum of everything before it. Reading refuses any
//! file whose magic, version, rule set, shape or checksum is not exactly what this program
//! would write: a damaged or foreign file is never trusted, only rebuilt.

use super::{GAMES, Tables, sorted_order};
use crate::rules::GameId;

/// The first bytes of a table file.
pub const MAGIC: &[u8; 10] = b"INKOMO-TB\n";

/// The format version; any change of layout, index or encoding raises it.
pub const VERSION: u32 = 1;

/// Why a table file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Not a table file (wrong magic or too short).
    NotTables,
    /// Written by another format version.
    Version(u32),
    /// Tables of another rule set or size than asked for.
    Foreign,
    /// The sizes do not fit the rule set.
    Shape,
    /// The checksum does not match: the file is damaged.
    Checksum,
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::NotTables => f.write_str("not an endgame table file"),
            FileError::Version(v) => write!(f, "table format version {v}, expected {VERSION}"),
            FileError::Foreign => f.write_str("tables of another rule set or size"),
            FileError::Shape => f.write_str("table sizes do not fit the rule set"),
            FileError::Checksum => f.write_str("checksum mismatch: the file is damaged"),
        }
    }
}

impl std::error::Error for FileError {}

/// A 64-bit checksum of `bytes` (eight bytes at a time, multiply and rotate; not
/// cryptographic: it finds damage, not forgery).
pub fn checksum(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = 0x243F_6A88_85A3_08D3u64 ^ bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(c);
        h = (h ^ u64::from_le_bytes(word))
            .wrapping_mul(K)
            .rotate_left(29);
    }
    for &b in chunks.remainder() {
        h = (h ^ u64::from(b)).wrapping_mul(K).rotate_left(29);
    }
    h ^ h >> 31
}

fn game_code(game: GameId) -> u8 {
    GAMES.iter().position(|&g| g == game).unwrap_or(255) as u8
}

/// The tables as a file.
pub fn to_bytes(tables: &Tables) -> Vec<u8> {
    let mut out = Vec::with_capacity(tables.bytes() as usize + 256);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(game_code(tables.game()));
    out.push(tables.max() as u8);
    out.extend_from_slice(&(tables.spaces().len() as u32).to_le_bytes());
    for s in tables.spaces() {
        out.push(s.space.w as u8);
        out.push(s.space.b as u8);
        out.extend_from_slice(&(s.data.len() as u64).to_le_bytes());
    }
    for s in tables.spaces() {
        out.extend_from_slice(&s.data);
    }
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// A little reader over a byte slice that fails instead of panicking.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], FileError> {
        if self.0.len() < n {
            return Err(FileError::Shape);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn u8(&mut self) -> Result<u8, FileError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, FileError> {
        let mut b = [0u8; 4];
        b.copy_from_slice(self.take(4)?);
        Ok(u32::from_le_bytes(b))
    }

    fn u64(&mut self) -> Result<u64, FileError> {
        let mut b = [0u8; 8];
        b.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(b))
    }
}

/// The tables of `game` up to `max` in `bytes`, if that is exactly what they are.
///
/// # Errors
///
/// Why the bytes were refused.
pub fn from_bytes(bytes: &[u8], game: GameId, max: u32) -> Result<Tables, FileError> {
    if bytes.len() < MAGIC.len() + 8 || &bytes[..MAGIC.len()] != MAGIC {
        return Err(FileError::NotTables);
    }
    let (body, tail) = bytes.split_at(bytes.len() - 8);
    let mut r = Reader(&body[MAGIC.len()..]);
    let version = r.u32()?;
    if version != VERSION {
        return Err(FileError::Version(version));
    }
    let mut sum = [0u8; 8];
    sum.copy_from_slice(tail);
    if checksum(body) != u64::from_le_bytes(sum) {
        return Err(FileError::Checksum);
    }
    if r.u8()? != game_code(game) || u32::from(r.u8()?) != max {
        return Err(FileError::Foreign);
    }
    let count = r.u32()? as usize;
    let layout = super::Layout::new(game, max.clamp(3, super::LARGEST_MAX));
    let order = sorted_order(&layout);
    if count != order.len() {
        return Err(FileError::Shape);
    }
    let mut sizes = Vec::with_capacity(count);
    for &(w, b) in &order {
        let (fw, fb, len) = (r.u8()?, r.u8()?, r.u64()?);
        if (u32::from(fw), u32::from(fb)) != (w, b) || len != layout.size(w, b) {
            return Err(FileError::Shape);
        }
        sizes.push(len as usize);
    }
    let mut data = Vec::with_capacity(count);
    for len in sizes {
        data.push(r.take(len)?.to_vec());
    }
    if !r.0.is_empty() {
        return Err(FileError::Shape);
    }
    Tables::from_parts(game, max, data).ok_or(FileError::Shape)
}
