//! The logic layer with the dynamic and nested chains, up to nesting level 4:
//! the `logic` target's checks without its limit, from player states just
//! before a chain step of a hard puzzle's path and grids reduced to the
//! digits placed before its first dynamic step (`fuzz/seeds/chains/`).
//!
//! A player state (bit 0 of byte 0: the grid and 81 candidate masks) goes to
//! `hint`, which takes any step, and to `next_step` with a drawn technique
//! set whose chain families are a prefix of the engine's order; a grid is
//! rated whole (`steps`, `rate`), each step checked against the solution,
//! and given to `hint` on drawn entries and marks. Slow: 0.1 s to 25 s an
//! input, so `./build.sh fuzz` gives a unit 120 s.
//!
//! Input: as `logic`'s (see the crate comment).
//!
//! The checks live in `dlx_sudoku_fuzz::targets::chains` (`fuzz/src/targets.rs`),
//! which `./build.sh test` also replays on the committed corpora.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use dlx_sudoku_fuzz::targets;
    targets::run(targets::chains, data)
});
