//! The data sets the Rust benchmarks read, shared by each bench crate through `#[path]` (every
//! bench is a crate of its own): where they are and their non-empty lines.

use std::path::{Path, PathBuf};

/// `BENCH_DATA` when set (`../shared/data`, the same sets with more), else the repository's
/// `tests/data`.
pub fn data_dir() -> PathBuf {
    match std::env::var_os("BENCH_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"),
    }
}

/// The non-empty lines of a file; a file that cannot be read ends the bench, naming it.
pub fn read_lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_owned)
        .collect()
}
