//! The logic layer (`candidates`, `steps`, `rate`, `hint`) on every grid whose
//! givens do not clash, after `check_solve` has compared the library's answer
//! with the reference's; the solution and the count the checks use are the
//! reference's.
//!
//! `candidates` with a technique set drawn from the input, checked against a
//! solution; then, on a puzzle with exactly one solution (the grid itself, or,
//! when bit 5 of byte 0 is set, the grid completed with givens of its solution
//! until it has one, and with bit 6 those added givens then thinned to a
//! minimal set), `steps` and `rate`, each step checked against the solution,
//! and `hint` on entries and candidate marks drawn from the input. With bit 7,
//! a wrong digit that clashes with nothing is put in an open cell of that
//! puzzle: `candidates` must stay within the rules on the unsolvable grid, and
//! `steps`, `rate` and `hint` must say there is no solution.
//!
//! Input (see the crate comment): byte 0, then 81 cells, then bytes that, with
//! the rest of the input, seed the choices.
//!
//! The checks live in `dlx_sudoku_fuzz::targets::logic` (`fuzz/src/targets.rs`),
//! which `./build.sh test` also replays on the committed corpora.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use dlx_sudoku_fuzz::targets;
    targets::run(targets::logic, data)
});
