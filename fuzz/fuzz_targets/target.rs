//! The target-sudoku search (`target` with a node budget, `max_score`) against
//! the reference: the best grid is a solution scoring what it says, within the
//! budget; and whenever the reference enumerates all the solutions (at most
//! 64), `max_score` and the unbudgeted `target` equal the brute-force maximum
//! of their scores, and a budgeted result never beats it (and equals it when
//! proven).
//!
//! Input (see the crate comment): byte 0, then 81 cells, then bytes for
//! choices. Byte 0: bit 0 replaces the grid by a solution with 1..=8 cells
//! blanked (`few_blanks`: the brute-force comparison on every such input);
//! bits 1..8 the node budget (`4 * (op >> 1)`, 0..=508). Each call of `target`
//! tunes its multipliers first (milliseconds under instrumentation), which
//! makes this the slowest target but one.
#![no_main]

use dlx_sudoku_fuzz::{check_solve, check_target, few_blanks, with_solver, Choices, Input};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = Input::decode(data);
    let mut choices = Choices::new(data);
    let grid = if input.op & 1 != 0 {
        few_blanks(&input.grid, &mut choices)
    } else {
        input.grid
    };
    let budget = 4 * u64::from(input.op >> 1);
    with_solver(|solver| {
        let known = check_solve(solver, &grid, 64);
        check_target(solver, &grid, budget, known.as_ref());
    });
});
