//! The tables the computer and the hint may use in this process: installed once read or
//! built (the app's "Prepare perfect endgames", the CLI), asked for by rule set.

use std::sync::{Arc, RwLock};

use super::Tables;
use crate::rules::GameId;

static INSTALLED: RwLock<Vec<Arc<Tables>>> = RwLock::new(Vec::new());

/// Makes `tables` available, replacing any smaller or equal ones of the same rule set.
pub fn install(tables: Tables) -> Arc<Tables> {
    let tables = Arc::new(tables);
    let mut all = INSTALLED.write().unwrap_or_else(|e| e.into_inner());
    all.retain(|t| t.game() != tables.game() || t.max() > tables.max());
    if !all.iter().any(|t| t.game() == tables.game()) {
        all.push(Arc::clone(&tables));
    }
    tables
}

/// The installed tables of `game`, if any.
pub fn get(game: GameId) -> Option<Arc<Tables>> {
    let all = INSTALLED.read().unwrap_or_else(|e| e.into_inner());
    all.iter().find(|t| t.game() == game).cloned()
}

/// The largest `K` installed for `game`.
pub fn max(game: GameId) -> Option<u32> {
    get(game).map(|t| t.max())
}
