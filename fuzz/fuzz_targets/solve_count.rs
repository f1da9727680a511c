//! `solve`, `solve_counting`, `count_solutions`, `clashing_cells`,
//! `first_clash`, `solve_ranked` and `rank_options`/`reset_order` on grids,
//! each answer checked against the reference (`check_solve`: the reference's
//! clash report, a solution exactly when the reference finds one, valid, the
//! only one when the reference finds one alone, and the count to the limit
//! equal to the reference's enumeration).
//!
//! Input (see the crate comment): byte 0, then 81 cells, then bytes for
//! choices. Byte 0: bits 0..3 the count limit (0, 1, 2, 3, 4, 8, 16 or 64);
//! bit 3 replaces the grid by a solution with 1..=8 cells blanked
//! (`few_blanks`); bit 4 ranks every option by numbers drawn from the input
//! (`rank_options`) for the checks, then puts the order back; bit 5 solves
//! with `solve_ranked` under drawn ranks: a valid solution, the only one when
//! the grid has one, and the order back afterwards.
//!
//! The checks live in `dlx_sudoku_fuzz::targets::solve_count` (`fuzz/src/targets.rs`),
//! which `./build.sh test` also replays on the committed corpora.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use dlx_sudoku_fuzz::targets;
    targets::run(targets::solve_count, data)
});
