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
#![no_main]

use dlx_sudoku_fuzz::{check_solution, check_solve, few_blanks, with_solver, Choices, Input};
use libfuzzer_sys::fuzz_target;

const LIMITS: [usize; 8] = [0, 1, 2, 3, 4, 8, 16, 64];

fn ranks(choices: &mut Choices) -> Vec<u16> {
    (0..729).map(|_| choices.below(1 << 12) as u16).collect()
}

fuzz_target!(|data: &[u8]| {
    let input = Input::decode(data);
    let mut choices = Choices::new(data);
    let limit = LIMITS[usize::from(input.op & 7)];
    let grid = if input.op & 8 != 0 {
        few_blanks(&input.grid, &mut choices)
    } else {
        input.grid
    };
    with_solver(|solver| {
        let known = check_solve(solver, &grid, limit);
        if input.op & 0x10 != 0 {
            let rank = ranks(&mut choices);
            solver.rank_options(|option| rank[option]);
            let ranked = check_solve(solver, &grid, limit);
            solver.reset_order();
            if let (Some(a), Some(b)) = (&known, &ranked) {
                assert_eq!(a.solutions.len(), b.solutions.len());
            }
        }
        if input.op & 0x20 != 0 {
            let before = solver.solve(&grid);
            let rank = ranks(&mut choices);
            let ranked = solver.solve_ranked(&grid, |option| rank[option]);
            match (&known, ranked) {
                (_, Err(clash)) => assert_eq!(grid.first_clash(), Some(clash)),
                (Some(k), Ok(found)) => {
                    assert_eq!(found.is_some(), !k.solutions.is_empty(), "{grid:?}");
                    if let Some(s) = &found {
                        check_solution(&grid, s);
                        if k.complete && k.solutions.len() == 1 {
                            assert_eq!(Some(*s), k.first());
                        }
                    }
                }
                (None, Ok(found)) => {
                    if let Some(s) = &found {
                        check_solution(&grid, s);
                    }
                }
            }
            // The order is back: the plain search finds what it found before.
            assert_eq!(
                solver.solve(&grid),
                before,
                "after solve_ranked on {grid:?}"
            );
        }
    });
});
