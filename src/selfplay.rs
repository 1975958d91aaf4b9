//! Random playouts (placeholder).
