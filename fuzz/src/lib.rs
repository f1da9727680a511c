//! What the fuzz targets share: the decoding of their structured inputs, the
//! checks of each public surface of `dlx_sudoku`, and the independent reference
//! they are checked against.
//!
//! The reference is `tests/common/oracle.rs` of the main crate, included here
//! with `#[path]`: the same backtracking solver and enumerator, rules checker,
//! clash finder and parsers that back the property tests (`tests/properties.rs`).
//! Every grid without clashing givens that a target builds is solved by the
//! library and by the reference (`check_solve`); any disagreement panics, which
//! libFuzzer reports as a crash.
//!
//! Structured input (every target but `parse`): byte 0 is the operation and its
//! options, bytes 1..=81 the cells, then the rest steers choices (`Choices`,
//! seeded with a hash of the whole input). A cell byte 0..=9 is that value, an
//! ASCII digit `'1'..='9'` that digit, anything else (and a missing byte) a
//! blank: every mutation of a seed is still a grid. `fuzz/seed_corpus.py` writes
//! the seeds in this layout from `tests/data`.
// Cells, units and digits are indices into several arrays at once.
#![allow(clippy::needless_range_loop)]

use std::cell::RefCell;

use dlx_sudoku::{Grid, GridError, Solver, Target};

#[path = "../../tests/common/oracle.rs"]
pub mod oracle;

pub mod chains;
pub mod generate;
pub mod logic;
pub mod stats;
pub mod targets;

pub use generate::check_generate;
pub use logic::{check_logic, check_player_state};

use oracle::{oracle_clashing, oracle_first_clash, oracle_score, Brute, Cells};

thread_local! {
    // One solver for the whole run, as the wasm module keeps one: every call
    // must leave it as it found it.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
}

/// Runs `f` with the run's one solver.
pub fn with_solver<R>(f: impl FnOnce(&mut Solver) -> R) -> R {
    SOLVER.with(|solver| f(&mut solver.borrow_mut()))
}

/// Search nodes the reference may spend on one question before it gives up
/// (then the answer is not compared; a few milliseconds at most).
pub const REFERENCE_NODES: u64 = 20_000;

/// A structured input: the operation byte, the grid, the bytes after them.
pub struct Input<'a> {
    pub op: u8,
    pub grid: Grid,
    pub rest: &'a [u8],
}

impl<'a> Input<'a> {
    /// Byte 0 the operation, bytes 1..=81 the cells (see the crate comment).
    pub fn decode(data: &'a [u8]) -> Input<'a> {
        let (op, tail) = data.split_first().map_or((0, data), |(op, t)| (*op, t));
        let mut cells = [0u8; 81];
        for (cell, &b) in cells.iter_mut().zip(tail) {
            *cell = match b {
                0..=9 => b,
                b'1'..=b'9' => b - b'0',
                _ => 0,
            };
        }
        let grid = Grid::from_bytes(&cells).expect("cells 0..=9");
        Input {
            op,
            grid,
            rest: tail.get(81..).unwrap_or(&[]),
        }
    }
}

/// The reference's solutions of a clash-free grid: all of them when there are
/// at most `cap`, else the first `cap + 1`; `None` when it gave up (more than
/// `nodes` search nodes).
pub fn reference_solutions(cells: &Cells, cap: usize, nodes: u64) -> Option<Vec<Cells>> {
    let mut found = Vec::new();
    let Some(mut brute) = Brute::new(cells, [0; 81]) else {
        return Some(found);
    };
    brute.limit_nodes(nodes);
    brute.search(&mut |s| {
        found.push(*s);
        found.len() <= cap
    });
    (!brute.gave_up).then_some(found)
}

/// What the library and the reference agree a grid has: its first solutions,
/// at most `cap + 1` of them (`complete` when that is all there are).
pub struct Known {
    pub solutions: Vec<Cells>,
    pub complete: bool,
}

impl Known {
    /// The reference's first solution as a grid.
    pub fn first(&self) -> Option<Grid> {
        self.solutions.first().map(grid_of)
    }
}

pub fn grid_of(cells: &Cells) -> Grid {
    Grid::from_bytes(cells).expect("cells 0..=9")
}

/// The clash checks, then solve and count against the reference: the clash
/// report is the reference's; clashing givens are refused by solve, count and
/// solve_counting alike; otherwise solve finds a solution exactly when the
/// reference does, a valid one, the only one when the reference finds one
/// alone, and count_solutions(limit) is the reference's count capped at
/// `limit` (`cap` = the most solutions the reference enumerates). `None` on
/// clashes, or when the reference gave up.
pub fn check_solve(solver: &mut Solver, grid: &Grid, limit: usize) -> Option<Known> {
    let cells = grid.cells();
    let clash = check_clashes(grid);
    assert_eq!(clash, oracle_first_clash(cells), "first_clash of {grid:?}");
    if let Some(clash) = clash {
        assert_eq!(solver.solve(grid), Err(clash));
        assert_eq!(solver.count_solutions(grid, limit), Err(clash));
        assert_eq!(solver.solve_counting(grid, limit), Err(clash));
        return None;
    }
    let (first, counted) = solver.solve_counting(grid, limit).expect("no clash");
    let solved = solver.solve(grid).expect("no clash, no error");
    assert_eq!(solved, first, "solve and solve_counting differ on {grid:?}");
    assert_eq!(
        solver.count_solutions(grid, limit),
        Ok(if limit == 0 { 0 } else { counted })
    );
    if let Some(solution) = &solved {
        check_solution(grid, solution);
        // A solved grid solves to itself.
        assert_eq!(solver.solve(solution), Ok(Some(*solution)));
    }
    let cap = limit.max(2);
    let all = reference_solutions(cells, cap, REFERENCE_NODES)?;
    let complete = all.len() <= cap;
    assert_eq!(
        solved.is_some(),
        !all.is_empty(),
        "solve gave {solved:?}, the reference {:?} for {grid:?}",
        all.first().map(grid_of)
    );
    assert_eq!(
        counted,
        all.len().min(limit.max(1)),
        "solve_counting({limit}) of {grid:?}: the reference finds {}{}",
        all.len(),
        if complete { "" } else { " or more" }
    );
    if complete && all.len() == 1 {
        assert_eq!(
            solved,
            Some(grid_of(&all[0])),
            "the only solution of {grid:?}"
        );
    }
    Some(Known {
        solutions: all,
        complete,
    })
}

/// The lighter check of the `parse` target, which runs on every grid that
/// parses: the clash report against the reference, then `solve` alone against
/// it (a solution exactly when the reference finds one, valid, and the only
/// one when the reference finds one alone). `check_solve` does the rest.
pub fn check_solve_once(solver: &mut Solver, grid: &Grid) {
    let cells = grid.cells();
    let clash = check_clashes(grid);
    assert_eq!(clash, oracle_first_clash(cells), "first_clash of {grid:?}");
    let solved = solver.solve(grid);
    if let Some(clash) = clash {
        assert_eq!(solved, Err(clash));
        return;
    }
    let solved = solved.expect("no clash, no error");
    if let Some(solution) = &solved {
        check_solution(grid, solution);
    }
    if let Some(all) = reference_solutions(cells, 1, REFERENCE_NODES) {
        assert_eq!(
            solved.is_some(),
            !all.is_empty(),
            "solve gave {solved:?}, the reference {:?} for {grid:?}",
            all.first().map(grid_of)
        );
        if all.len() == 1 {
            assert_eq!(
                solved,
                Some(grid_of(&all[0])),
                "the only solution of {grid:?}"
            );
        }
    }
}

/// `target` with a node budget (a multiple of 4) on a grid; when the reference
/// knows all its solutions, also the unbudgeted `target` (and, for a budget
/// that is a multiple of 16, `max_score`), equal to the brute-force maximum of
/// their scores.
pub fn check_target(solver: &mut Solver, grid: &Grid, budget: u64, known: Option<&Known>) {
    let target = solver.target(grid, Some(budget));
    assert!(target.nodes <= budget, "{target:?}");
    if grid.first_clash().is_some() {
        assert_eq!(target, Target::NO_SOLUTION);
        assert_eq!(solver.max_score(grid), -1);
        return;
    }
    let solved = solver.solve(grid).expect("no clash");
    let count = solver.count_solutions(grid, 2).expect("no clash");
    match (&solved, &target.grid) {
        (None, None) => assert!(target.score == -1 && target.proven, "{target:?}"),
        (Some(solution), Some(best)) => {
            check_solution(grid, best);
            assert_eq!(weighted_score(best), target.score, "{target:?}");
            assert_eq!(oracle_score(best.cells()), target.score, "{target:?}");
            if count == 1 {
                // The only solution is the best one.
                assert_eq!(best, solution);
            }
        }
        _ => panic!("solve {solved:?} but target {target:?} for {grid:?}"),
    }
    let Some(known) = known.filter(|k| k.complete) else {
        return;
    };
    let best = known.solutions.iter().map(oracle_score).max().unwrap_or(-1);
    if budget % 16 == 0 {
        // max_score is the unbudgeted target's score: one input in four.
        assert_eq!(solver.max_score(grid), best, "max_score of {grid:?}");
    }
    let exact = solver.target(grid, None);
    assert!(exact.proven, "{exact:?}");
    assert_eq!(exact.score, best, "target of {grid:?}");
    if let Some(g) = &exact.grid {
        check_solution(grid, g);
        assert_eq!(oracle_score(g.cells()), best);
    }
    assert!(target.score <= best, "{target:?} beats the maximum {best}");
    if target.proven {
        assert_eq!(
            target.score, best,
            "{target:?} proven, the maximum is {best}"
        );
    }
}

/// A grid with few blanks: the reference's first solution of `grid` (or, when
/// it has none, of the empty grid) with 1..=8 cells blanked, chosen by
/// `choices`; all its solutions are then few, and known.
pub fn few_blanks(grid: &Grid, choices: &mut Choices) -> Grid {
    let base = reference_solutions(grid.cells(), 0, REFERENCE_NODES)
        .and_then(|s| s.first().copied())
        .or_else(|| {
            reference_solutions(&[0; 81], 0, REFERENCE_NODES).and_then(|s| s.first().copied())
        })
        .expect("the empty grid has a solution");
    let mut cells = base;
    let blanks = 1 + choices.below(8);
    for _ in 0..blanks {
        cells[choices.below(81) as usize] = 0;
    }
    grid_of(&cells)
}

fn units_of(cell: usize) -> [usize; 3] {
    let (r, c) = (cell / 9, cell % 9);
    [r, 9 + c, 18 + 3 * (r / 3) + c / 3]
}

pub fn same_unit(a: usize, b: usize) -> bool {
    let (ua, ub) = (units_of(a), units_of(b));
    (0..3).any(|k| ua[k] == ub[k])
}

/// Full, each row, column and box holds 1..=9 once, every given kept.
pub fn check_solution(puzzle: &Grid, solution: &Grid) {
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

pub fn weighted_score(grid: &Grid) -> i32 {
    (0..81)
        .map(|i: usize| {
            let ring = (i / 9).abs_diff(4).max((i % 9).abs_diff(4)) as i32;
            (10 - ring) * i32::from(grid.cells()[i])
        })
        .sum()
}

/// The clash report agrees with the list of clashing cells and with the grid.
pub fn check_clashes(grid: &Grid) -> Option<GridError> {
    let cells = grid.cells();
    let clashing = grid.clashing_cells();
    // The cells themselves, ascending: the reference's list (27 units of 9
    // cells, cheaper than the pairs of cells the first version compared).
    assert_eq!(
        clashing,
        oracle_clashing(cells),
        "clashing_cells of {grid:?}"
    );
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

pub struct Choices(u64);

impl Choices {
    pub fn new(data: &[u8]) -> Choices {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for &b in data {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        Choices(h | 1)
    }

    pub fn draw(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.draw() % n
    }
}
