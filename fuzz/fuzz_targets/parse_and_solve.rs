//! Every public entry point on arbitrary input: the three parsers, then solve,
//! count_solutions(3), target with a small node budget, clashing_cells and
//! first_clash on whatever grid parsed. Answers are checked by an inline rules
//! checker; a wrong answer panics (a crash for libFuzzer), as does any panic
//! inside the library.
//!
//! The first input byte steers: its low two bits pick the grid that goes to the
//! solver (0 from_text, 1 from_text_prefix, 2 from_bytes, 3 the bytes read as
//! cells, values above 9 and missing cells blank, which reaches valid grids
//! easily); `target` runs when bits 2..5 are zero (1 input in 8), because each
//! call tunes its multipliers first (milliseconds under instrumentation) while
//! the rest of a run takes microseconds.
#![no_main]

use std::cell::RefCell;

use dlx_sudoku::{Grid, GridError, Solver, Target};
use libfuzzer_sys::fuzz_target;

const BUDGET: u64 = 32;

thread_local! {
    // One solver for the whole run, as the wasm module keeps one: every call
    // must leave it as it found it.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
}

fn units_of(cell: usize) -> [usize; 3] {
    let (r, c) = (cell / 9, cell % 9);
    [r, 9 + c, 18 + 3 * (r / 3) + c / 3]
}

fn same_unit(a: usize, b: usize) -> bool {
    let (ua, ub) = (units_of(a), units_of(b));
    (0..3).any(|k| ua[k] == ub[k])
}

/// Full, each row, column and box holds 1..=9 once, every given kept.
fn check_solution(puzzle: &Grid, solution: &Grid) {
    let (p, s) = (puzzle.cells(), solution.cells());
    let mut seen = [0u16; 27];
    for cell in 0..81 {
        let d = s[cell];
        assert!((1..=9).contains(&d), "{solution:?}: cell {cell} holds {d}");
        assert!(
            p[cell] == 0 || p[cell] == d,
            "{solution:?} changed given {} at cell {cell} of {puzzle:?}",
            p[cell]
        );
        for u in units_of(cell) {
            assert!(
                seen[u] & (1 << d) == 0,
                "{solution:?}: unit {u} repeats {d}"
            );
            seen[u] |= 1 << d;
        }
    }
}

fn weighted_score(grid: &Grid) -> i32 {
    (0..81)
        .map(|i: usize| {
            let ring = (i / 9).abs_diff(4).max((i % 9).abs_diff(4)) as i32;
            (10 - ring) * i32::from(grid.cells()[i])
        })
        .sum()
}

/// The clash report agrees with the list of clashing cells and with the grid.
fn check_clashes(grid: &Grid) -> Option<GridError> {
    let cells = grid.cells();
    let clashing = grid.clashing_cells();
    for w in clashing.windows(2) {
        assert!(w[0] < w[1], "clashing_cells not ascending: {clashing:?}");
    }
    for a in 0..81 {
        let repeats =
            cells[a] != 0 && (0..81).any(|b| b != a && cells[b] == cells[a] && same_unit(a, b));
        assert_eq!(clashing.contains(&a), repeats, "cell {a} of {grid:?}");
    }
    let first = grid.first_clash();
    match first {
        None => assert!(
            clashing.is_empty(),
            "{grid:?}: clashes {clashing:?}, no first"
        ),
        Some(GridError::Clash {
            first,
            second,
            digit,
        }) => {
            assert!(first < second && same_unit(first, second));
            assert!(cells[first] == digit && cells[second] == digit);
            assert!(clashing.contains(&first) && clashing.contains(&second));
        }
        Some(other) => panic!("first_clash gave {other:?}"),
    }
    first
}

fn check_grid(solver: &mut Solver, grid: &Grid, with_target: bool) {
    if let Some(clash) = check_clashes(grid) {
        assert_eq!(solver.solve(grid), Err(clash));
        assert_eq!(solver.count_solutions(grid, 3), Err(clash));
        if with_target {
            assert_eq!(solver.target(grid, Some(BUDGET)), Target::NO_SOLUTION);
        }
        return;
    }
    let solved = solver.solve(grid).expect("no clash, no error");
    if let Some(solution) = &solved {
        check_solution(grid, solution);
        // A solved grid solves to itself.
        assert_eq!(solver.solve(solution), Ok(Some(*solution)));
    }
    let count = solver.count_solutions(grid, 3).expect("no clash, no error");
    assert!(count <= 3);
    assert_eq!(
        count == 0,
        solved.is_none(),
        "count {count}, solve {solved:?}"
    );
    if !with_target {
        return;
    }
    let target = solver.target(grid, Some(BUDGET));
    assert!(target.nodes <= BUDGET, "{target:?}");
    match (&solved, &target.grid) {
        (None, None) => assert!(target.score == -1 && target.proven, "{target:?}"),
        (Some(solution), Some(best)) => {
            check_solution(grid, best);
            assert_eq!(weighted_score(best), target.score, "{target:?}");
            if count == 1 {
                // The only solution is the best one.
                assert_eq!(best, solution);
            }
        }
        _ => panic!("solve {solved:?} but target {target:?} for {grid:?}"),
    }
}

fuzz_target!(|data: &[u8]| {
    let (mode, rest) = data.split_first().map_or((0, data), |(m, r)| (*m, r));
    let text = String::from_utf8_lossy(rest);
    let whole = Grid::from_text(&text);
    let prefix = Grid::from_text_prefix(&text);
    if let Ok(g) = &whole {
        assert_eq!(
            prefix.as_ref(),
            Ok(g),
            "from_text and from_text_prefix differ"
        );
    }
    for g in [&whole, &prefix].into_iter().flatten() {
        assert_eq!(Grid::from_text(&g.to_line('.')).as_ref(), Ok(g));
        assert_eq!(Grid::from_text(&g.to_line('0')).as_ref(), Ok(g));
    }
    let bytes = Grid::from_bytes(rest);
    match &bytes {
        Ok(g) => assert_eq!(&g.cells()[..], rest),
        Err(GridError::WrongLength { found }) => assert!(*found == rest.len() && rest.len() != 81),
        Err(GridError::BadValue { cell, value }) => {
            assert!(rest[*cell] == *value && *value > 9 && rest[..*cell].iter().all(|&b| b <= 9))
        }
        Err(e) => panic!("from_bytes gave {e:?}"),
    }
    let grid = match mode & 3 {
        0 => whole.ok(),
        1 => prefix.ok(),
        2 => bytes.ok(),
        _ => {
            let mut cells = [0u8; 81];
            for (cell, &b) in cells.iter_mut().zip(rest) {
                *cell = if b <= 9 { b } else { 0 };
            }
            Grid::from_bytes(&cells).ok()
        }
    };
    if let Some(grid) = grid {
        let with_target = (mode >> 2) & 7 == 0;
        SOLVER.with(|solver| check_grid(&mut solver.borrow_mut(), &grid, with_target));
    }
});
