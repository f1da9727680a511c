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
//! the seeds in this layout from `../shared/data`.
// Cells, units and digits are indices into several arrays at once.
#![allow(clippy::needless_range_loop)]

use std::cell::RefCell;

use dlx_sudoku::sudoku::logic::Technique;
use dlx_sudoku::sudoku::logic::{self, Difficulty, Hint, HintError, Outcome, Step, TechniqueSet};
use dlx_sudoku::{Grid, GridError, Solver, Target};

#[path = "../../tests/common/oracle.rs"]
pub mod oracle;

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
    if budget.is_multiple_of(16) {
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

fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// The rules' candidates of a cell: 0 when filled, else the digits no peer holds.
fn rules_mask(grid: &Grid, cell: usize) -> u16 {
    if grid.get(cell) != 0 {
        return 0;
    }
    let mut mask = 0x1FF;
    for other in 0..81 {
        let d = grid.get(other);
        if other != cell && d != 0 && same_unit(cell, other) {
            mask &= !bit(d);
        }
    }
    mask
}

/// A step is sound against `solution`: it places only the solution's digits in
/// open cells of `grid` and never removes the solution's digit; it changes
/// something. Applies its placements to `grid`.
fn check_step(step: &Step, solution: &Grid, grid: &mut Grid, what: &str) {
    assert!(
        !step.place.is_empty() || !step.eliminate.is_empty(),
        "{what}: an empty step {step:?}"
    );
    for &(cell, digit) in &step.place {
        let c = usize::from(cell);
        assert_eq!(
            grid.get(c),
            0,
            "{what}: places in filled cell {c}: {step:?}"
        );
        assert_eq!(
            digit,
            solution.get(c),
            "{what}: wrong placement {step:?} for {solution:?}"
        );
        grid.set(c, digit);
    }
    for &(cell, digit) in &step.eliminate {
        let c = usize::from(cell);
        assert!(c < 81 && (1..=9).contains(&digit), "{what}: {step:?}");
        assert_ne!(
            digit,
            solution.get(c),
            "{what}: removes the solution's digit {step:?} for {solution:?}"
        );
    }
    assert!(!step.text.is_empty(), "{what}: no text {step:?}");
}

/// `candidates` with a technique set drawn from the input: never more than the
/// rules allow, and, when the grid has a solution, consistent with it (a
/// placed digit is the solution's; an open cell keeps the solution's digit).
/// With several solutions this holds for any of them, as only sound
/// techniques run (uniqueness ones and the search step are then left out).
fn check_candidates(
    solver: &mut Solver,
    grid: &Grid,
    solution: Option<&Grid>,
    choices: &mut Choices,
) {
    let bits = choices.draw();
    let mut set = TechniqueSet::EMPTY;
    for (k, t) in Technique::ALL.into_iter().enumerate() {
        if bits >> k & 1 == 1 {
            set = set.with(t);
        }
    }
    // The search step alone can take thousands of counts on a sparse unique
    // grid: keep it to one input in four.
    if bits >> 60 & 3 != 0 {
        set = set.without(Technique::Search);
    }
    let state = logic::candidates(solver, grid, Some(set));
    let rules = logic::candidates(solver, grid, None);
    for c in 0..81 {
        assert_eq!(
            rules.mask(c),
            rules_mask(grid, c),
            "rules' candidates of cell {c} in {grid:?}"
        );
        assert_eq!(
            state.mask(c) & !rules.mask(c) & 0x1FF,
            0,
            "cell {c} gained candidates with {set:?}"
        );
        if grid.get(c) != 0 {
            assert_eq!(state.value(c), grid.get(c));
        }
        if let Some(s) = solution {
            let v = state.value(c);
            assert!(
                v == 0 || v == s.get(c),
                "cell {c} holds {v}, a solution {s:?} has {} ({set:?}, {grid:?})",
                s.get(c)
            );
            assert!(
                v != 0 || state.has(c, s.get(c)),
                "cell {c} lost {} of {s:?} ({set:?}, {grid:?})",
                s.get(c)
            );
        }
    }
}

/// `steps` and `rate` on a puzzle with one solution: every step sound, the path
/// ends solved, ER is the path's hardest step, ED its first, EP the hardest up
/// to the first placement, and "easy" means hidden singles alone.
fn check_path(solver: &mut Solver, puzzle: &Grid, solution: &Grid) {
    let path = logic::steps(solver, puzzle);
    assert_eq!(path.outcome, Outcome::Solved, "{puzzle:?}");
    let mut grid = *puzzle;
    for (k, step) in path.steps.iter().enumerate() {
        check_step(
            step,
            solution,
            &mut grid,
            &format!("step {} of {puzzle:?}", k + 1),
        );
    }
    assert_eq!(
        &grid, solution,
        "the path of {puzzle:?} does not end solved"
    );
    let rating = logic::rate(solver, puzzle).expect("one solution, a rating");
    let hardest = path.steps.iter().map(|s| s.rating).fold(0.0, f64::max);
    assert_eq!(rating.er, hardest, "{puzzle:?}");
    if let Some(first) = path.steps.iter().find(|s| s.rating == hardest) {
        assert_eq!(rating.hardest, first.technique, "{puzzle:?}");
    }
    // A full grid has no step: its ratings are all 0.0.
    let first = path.steps.first().map_or(0.0, |s| s.rating);
    assert_eq!(rating.ed, first, "{puzzle:?}");
    let placing = path.steps.iter().position(|s| !s.place.is_empty());
    let pearl = placing.map_or(0.0, |p| {
        path.steps[..=p]
            .iter()
            .map(|s| s.rating)
            .fold(0.0, f64::max)
    });
    assert_eq!(rating.ep, pearl, "{puzzle:?}");
    let singles = path
        .steps
        .iter()
        .all(|s| s.technique == Technique::HiddenSingle && s.rating <= 1.5);
    assert_eq!(
        rating.difficulty == Difficulty::Easy,
        singles,
        "{rating:?} for {puzzle:?}"
    );
}

/// `hint` on entries and marks drawn from the input: wrong entries reported
/// are really wrong (and the first), missing candidates really missing,
/// steps sound.
fn check_hint(solver: &mut Solver, puzzle: &Grid, solution: &Grid, choices: &mut Choices) {
    let mut entries = Grid::empty();
    let (right, wrong) = (choices.below(101), choices.below(4));
    for c in 0..81 {
        let r = choices.below(100);
        if puzzle.get(c) != 0 {
            // An entry on a given: mostly none, sometimes the same digit.
            if r < 3 {
                entries.set(c, puzzle.get(c));
            }
        } else if r < right {
            entries.set(c, solution.get(c));
        } else if r < right + wrong {
            entries.set(c, choices.below(9) as u8 + 1);
        }
    }
    // Sometimes an entry on a given with another digit: refused.
    let on_given = if choices.below(16) == 0 {
        (0..81).find(|&c| puzzle.get(c) != 0).inspect(|&c| {
            entries.set(c, puzzle.get(c) % 9 + 1);
        })
    } else {
        None
    };
    let masks = match choices.below(3) {
        0 => None,
        kind => {
            let mut masks = [0x1FFu16; 81];
            for (c, m) in masks.iter_mut().enumerate() {
                // Kind 1 removes only wrong digits; kind 2 any, rarely.
                let drop = choices.draw() as u16 & 0x1FF;
                let drop = if kind == 1 {
                    drop & !bit(solution.get(c))
                } else if choices.below(8) == 0 {
                    drop
                } else {
                    0
                };
                *m &= !drop;
            }
            Some(masks)
        }
    };
    let hint = logic::hint(solver, puzzle, &entries, masks.as_ref());
    let first_wrong = (0..81)
        .find(|&c| puzzle.get(c) == 0 && entries.get(c) != 0 && entries.get(c) != solution.get(c));
    if let Some(c) = on_given {
        // An entry over a given is refused whatever the other entries.
        assert_eq!(
            hint,
            Err(HintError::EntryOnGiven(c as u8)),
            "{puzzle:?} {entries:?}"
        );
        return;
    }
    let mut board = *puzzle;
    for c in 0..81 {
        if entries.get(c) != 0 {
            board.set(c, entries.get(c));
        }
    }
    let first_missing = masks
        .and_then(|m| (0..81).find(|&c| board.get(c) == 0 && m[c] & bit(solution.get(c)) == 0));
    match hint {
        Ok(Hint::WrongEntry { cell, .. }) => {
            let c = usize::from(cell);
            assert_eq!(puzzle.get(c), 0, "wrong entry reported on a given");
            assert_ne!(entries.get(c), 0, "wrong entry reported on an empty cell");
            assert_ne!(
                entries.get(c),
                solution.get(c),
                "a right entry reported wrong: {entries:?}"
            );
            assert_eq!(Some(c), first_wrong, "not the first wrong entry");
        }
        Ok(other) => {
            assert_eq!(first_wrong, None, "wrong entry not reported, got {other:?}");
            match other {
                Hint::MissingCandidate { cell, .. } => {
                    assert_eq!(Some(usize::from(cell)), first_missing, "{masks:?}");
                }
                Hint::Step(step) => {
                    assert_eq!(first_missing, None, "missing candidate not reported");
                    check_step(&step, solution, &mut board, "hint");
                }
                Hint::Solved => assert_eq!(&board, solution),
                Hint::WrongEntry { .. } => unreachable!(),
            }
        }
        Err(e) => {
            panic!("hint on a unique puzzle failed: {e:?} for {puzzle:?} {entries:?} {masks:?}")
        }
    }
}

/// The logic layer on a grid whose givens do not clash.
pub fn check_logic(solver: &mut Solver, grid: &Grid, known: &Known, mode: u8, data: &[u8]) {
    let mut choices = Choices::new(data);
    // The solution and the count (to 2) are the reference's, which `check_solve`
    // found equal to the library's.
    let count = known.solutions.len().min(2);
    let solution = known.first();
    check_candidates(solver, grid, solution.as_ref(), &mut choices);
    let Some(solution) = solution else {
        check_no_solution(solver, grid);
        return;
    };
    let mut puzzle = *grid;
    if count > 1 {
        let path = logic::steps(solver, grid);
        assert_eq!((path.outcome, path.steps.len()), (Outcome::Multiple, 0));
        assert_eq!(logic::rate(solver, grid), Err(Outcome::Multiple));
        assert_eq!(
            logic::hint(solver, grid, &Grid::empty(), None),
            Err(HintError::Multiple)
        );
        if mode & 0x20 == 0 {
            return;
        }
        // Givens of the solution, in an order drawn from the input, until one solution.
        let mut open: Vec<usize> = (0..81).filter(|&c| grid.get(c) == 0).collect();
        let mut added = Vec::new();
        while solver.count_solutions(&puzzle, 2) != Ok(1) {
            let c = open.swap_remove(choices.below(open.len() as u64) as usize);
            puzzle.set(c, solution.get(c));
            added.push(c);
        }
        // Bit 6: then drop the added givens not needed (in the order added): a
        // minimal completion, fewer givens, harder puzzles.
        if mode & 0x40 != 0 {
            for c in added {
                puzzle.set(c, 0);
                if solver.count_solutions(&puzzle, 2) != Ok(1) {
                    puzzle.set(c, solution.get(c));
                }
            }
        }
        check_candidates(solver, &puzzle, Some(&solution), &mut choices);
    }
    // Bit 7: a wrong digit that clashes with no given, in an open cell: no solution.
    if mode & 0x80 != 0 {
        let open: Vec<usize> = (0..81).filter(|&c| puzzle.get(c) == 0).collect();
        if !open.is_empty() {
            let c = open[choices.below(open.len() as u64) as usize];
            let wrong = rules_mask(&puzzle, c) & !bit(solution.get(c));
            if wrong != 0 {
                let digits: Vec<u8> = (1..=9).filter(|&d| wrong & bit(d) != 0).collect();
                let mut spoiled = puzzle;
                spoiled.set(c, digits[choices.below(digits.len() as u64) as usize]);
                assert_eq!(spoiled.first_clash(), None);
                assert_eq!(solver.count_solutions(&spoiled, 2), Ok(0), "{spoiled:?}");
                check_candidates(solver, &spoiled, None, &mut choices);
                check_no_solution(solver, &spoiled);
            }
        }
    }
    check_path(solver, &puzzle, &solution);
    check_hint(solver, &puzzle, &solution, &mut choices);
}

/// A grid without solution: no path, no rating, no hint.
fn check_no_solution(solver: &mut Solver, grid: &Grid) {
    assert_eq!(
        logic::steps(solver, grid),
        logic::Path {
            outcome: Outcome::NoSolution,
            steps: Vec::new()
        }
    );
    assert_eq!(logic::rate(solver, grid), Err(Outcome::NoSolution));
    assert_eq!(
        logic::hint(solver, grid, &Grid::empty(), None),
        Err(HintError::NoSolution)
    );
}

/// The generator on options drawn from the first 12 bytes of `data` (zeros
/// when it is shorter).
pub fn check_generate(solver: &mut Solver, data: &[u8]) {
    use dlx_sudoku::sudoku::generator::{generate, Options, Symmetry};
    // Missing bytes are zeros: every input generates.
    let mut bytes = [0u8; 12];
    for (b, &d) in bytes.iter_mut().zip(data) {
        *b = d;
    }
    let difficulty = match bytes[0] % 8 {
        0 | 6 => None,
        k => Some(Difficulty::ALL[usize::from(k - 1) % 5]),
    };
    // An ER range of its own on one input in four (bytes 0 and 1 of the seed
    // draw it; narrow ranges may find nothing within the attempts).
    let rating = (bytes[0] % 8 == 6).then(|| {
        let low = 10 + u32::from(bytes[2] % 50);
        (low, low + u32::from(bytes[3] % 20))
    });
    let symmetry = Symmetry::ALL[usize::from(bytes[1]) % Symmetry::ALL.len()];
    let mut seed = [0u8; 8];
    seed.copy_from_slice(&bytes[2..10]);
    let max_clues = (bytes[10] >= 128).then_some(usize::from(bytes[10] % 48));
    let options = Options {
        difficulty,
        rating,
        symmetry,
        seed: u64::from_le_bytes(seed),
        max_clues,
        attempts: 1 + u32::from(bytes[11] % 8),
    };
    let result = generate(solver, &options);
    assert_eq!(
        result,
        generate(solver, &options),
        "not reproducible: {options:?}"
    );
    let generated = match result {
        Ok(generated) => generated,
        Err(e) => {
            assert!(!e.message().is_empty());
            return;
        }
    };
    let puzzle = generated.puzzle;
    assert_eq!(solver.count_solutions(&puzzle, 2), Ok(1), "{options:?}");
    // Unique by the reference too, with the solution given.
    if let Some(all) = reference_solutions(puzzle.cells(), 1, 50 * REFERENCE_NODES) {
        assert_eq!(
            all,
            vec![*generated.solution.cells()],
            "the reference's solutions of generated {puzzle}"
        );
    }
    assert_eq!(solver.solve(&puzzle), Ok(Some(generated.solution)));
    check_solution(&puzzle, &generated.solution);
    assert!(symmetry.holds_for(puzzle.cells()), "{options:?}: {puzzle}");
    if let Some(k) = max_clues {
        assert!(puzzle.givens() <= k, "{options:?}: {puzzle}");
    }
    let rating = logic::rate(solver, &puzzle).expect("one solution");
    assert_eq!(rating, generated.rating);
    if let Some(d) = difficulty {
        assert_eq!(rating.difficulty, d, "{options:?}: {puzzle}");
    }
    if let Some((low, high)) = options.rating {
        let er = rating.tenths()[0];
        assert!(low <= er && er <= high, "{options:?}: {puzzle} rated {er}");
    }
    // Minimal: no orbit of givens can go without losing uniqueness.
    for cell in 0..81 {
        if puzzle.get(cell) == 0 {
            continue;
        }
        let mut fewer = puzzle;
        for c in symmetry.orbit(cell).iter() {
            fewer.set(c, 0);
        }
        assert!(
            solver.count_solutions(&fewer, 2) == Ok(2),
            "{options:?}: not minimal at {cell}: {puzzle}"
        );
    }
}
