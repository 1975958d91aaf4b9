//! Placeholder until the mancala engine lands.
