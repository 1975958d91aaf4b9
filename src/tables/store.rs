//! The table files in the data folder (`tables/<game>-k<K>.tb`): load if present and sound,
//! else build and save. The only module of the tables that touches the file system.

use std::path::{Path, PathBuf};

use super::file::{FileError, from_bytes, to_bytes};
use super::{BuildError, Tables, build};
use crate::guard;
use crate::record::data_dir;
use crate::rules::GameId;

/// The folder of the table files under a data folder.
pub fn folder(data: &Path) -> PathBuf {
    data.join("tables")
}

/// The file of `game`'s tables up to `max` under a data folder.
pub fn path(data: &Path, game: GameId, max: u32) -> PathBuf {
    folder(data).join(format!("{}-k{max}.tb", game.as_str()))
}

/// What became of a load.
#[derive(Debug)]
pub enum Loaded {
    /// Read and checked.
    Read(Box<Tables>),
    /// No file.
    Missing,
    /// A file was there but refused.
    Refused(FileError),
    /// The file could not be read.
    Unreadable(std::io::Error),
}

/// Reads `game`'s tables up to `max` from the data folder `data`, never trusting a file
/// that does not check.
pub fn load(data: &Path, game: GameId, max: u32) -> Loaded {
    let p = path(data, game, max);
    // Through the guard: a pipe, a device or an oversized file there is refused, never waited on.
    match guard::read_file(&p, guard::Kind::Tables) {
        Ok(bytes) => match from_bytes(&bytes, game, max) {
            Ok(t) => Loaded::Read(Box::new(t)),
            Err(e) => Loaded::Refused(e),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Loaded::Missing,
        Err(guard::ReadError::Io(e)) => Loaded::Unreadable(e),
        Err(e) => Loaded::Unreadable(std::io::Error::other(e.to_string())),
    }
}

/// Writes the tables to the data folder `data` atomically (temporary file, fsync, rename), so
/// a half-written file never takes the name and a symlink there is replaced, not written
/// through.
///
/// # Errors
///
/// When the folder or file cannot be written.
pub fn save(data: &Path, tables: &Tables) -> std::io::Result<PathBuf> {
    let p = path(data, tables.game(), tables.max());
    std::fs::create_dir_all(folder(data))?;
    guard::write_atomic(&p, &to_bytes(tables))?;
    Ok(p)
}

/// Why tables could not be had.
#[derive(Debug)]
pub enum PrepareError {
    /// The build stopped.
    Build(BuildError),
}

impl std::fmt::Display for PrepareError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PrepareError::Build(e) => write!(f, "building the tables failed: {e}"),
        }
    }
}

/// What [`prepare`] did.
pub struct Prepared {
    /// The tables.
    pub tables: Tables,
    /// Whether they were built now (else read).
    pub built: bool,
    /// Why an existing file was refused, if one was.
    pub refused: Option<FileError>,
    /// Where they were saved, or why saving failed (the tables are usable either way).
    pub saved: Option<Result<PathBuf, String>>,
}

/// Loads `game`'s tables up to `max` from the data folder `data`, or builds and saves them
/// when the file is missing or refused.
///
/// # Errors
///
/// When the build was cancelled or failed.
pub fn prepare(
    data: Option<&Path>,
    game: GameId,
    max: u32,
    progress: build::Progress<'_>,
) -> Result<Prepared, PrepareError> {
    let mut refused = None;
    if let Some(d) = data {
        match load(d, game, max) {
            Loaded::Read(tables) => {
                return Ok(Prepared {
                    tables: *tables,
                    built: false,
                    refused: None,
                    saved: None,
                });
            }
            Loaded::Refused(e) => refused = Some(e),
            Loaded::Missing | Loaded::Unreadable(_) => {}
        }
    }
    let tables = Tables::build(game, max, progress).map_err(PrepareError::Build)?;
    let saved = data.map(|d| save(d, &tables).map_err(|e| e.to_string()));
    Ok(Prepared {
        tables,
        built: true,
        refused,
        saved,
    })
}

/// The data folder, for callers that use the default one.
pub fn default_folder() -> Option<PathBuf> {
    data_dir()
}
