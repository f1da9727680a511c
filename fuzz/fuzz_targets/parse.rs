//! The three parsers on arbitrary bytes, against the reference parsers of
//! `tests/common/oracle.rs`: `Grid::from_text` and `Grid::from_text_prefix` on
//! the input read as UTF-8 (lossily), `Grid::from_bytes` and `Grid::try_from`
//! on the raw bytes. Each gives the reference's grid or the reference's error;
//! each error has a message (and `Display` is that message); a parsed grid
//! prints back (`to_line` with `.` and with `0`) to itself.
//!
//! Byte 0 steers, the rest is the text or the bytes: its low two bits pick the
//! grid that is then solved and checked against the reference
//! (`check_solve_once`: the clash report and `solve`; counting is left to
//! `solve_count`, so that this target stays the fast one):
//! 0 from_text, 1 from_text_prefix, 2 from_bytes, 3 the bytes read as cells
//! (values above 9 and missing cells blank, which reaches valid grids easily).
//!
//! The checks live in `dlx_sudoku_fuzz::targets::parse` (`fuzz/src/targets.rs`),
//! which `./build.sh test` also replays on the committed corpora.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use dlx_sudoku_fuzz::targets;
    targets::run(targets::parse, data)
});
