//! The logic layer (`candidates`, `steps`, `rate`, `hint`) below the dynamic
//! and nested chains (the static chains included; those are `chains`') on
//! every grid whose givens do not clash, after `check_solve` has compared the
//! library's answer with the reference's; the solution and the count the
//! checks use are the reference's.
//!
//! `candidates` with a technique set drawn from the input, checked against a
//! solution; then, on a puzzle with exactly one solution (the grid itself, or,
//! when bit 5 of byte 0 is set, the grid completed with givens of its solution
//! until it has one, and with bit 6 those added givens then thinned to a
//! minimal set), the path below the dynamic chains, each step checked against
//! the solution: when it solves the puzzle, `steps` must take the same steps,
//! `rate` must rate them, and `hint` on entries and candidate marks drawn from
//! the input must be sound. With bit 7, a wrong digit that clashes with
//! nothing is put in an open cell of that puzzle: `candidates` must stay
//! within the rules on the unsolvable grid, and `steps`, `rate` and `hint`
//! must say there is no solution. With bit 0, a player state (the grid and
//! 81 candidate masks): `hint` and `next_step`.
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
