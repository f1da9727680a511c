//! A reusable solver over the Dancing Links engine, built once for the
//! Sudoku cover (see [`super::encoding`]): solve, count, target score.

use super::encoding::{cell_digit, fill, option_items, option_of, ITEMS};
use super::grid::{Grid, GridError, CELLS};
use super::random::Rng;
use super::target::{Target, TargetSearch};
use crate::dlx::{CountUpTo, Dlx, Snapshot, Visitor};

/// Search-tree nodes of a solve or count before it starts again in another
/// order: far above what any puzzle of the data sets needs (their hardest take
/// a few thousand), so that only a heavy-tailed search restarts.
const FIRST_ROUND_NODES: u64 = 50_000;
/// Rounds with a node cap (doubling) before one runs to the end.
const CAPPED_ROUNDS: u64 = 8;

/// [`CountUpTo`] that stops the search after `cap` nodes (then `nodes > cap`).
struct Capped {
    counter: CountUpTo,
    nodes: u64,
    cap: u64,
}

impl Visitor for Capped {
    #[inline]
    fn enter(&mut self, _dlx: &Dlx, _chosen: &[u16]) -> crate::dlx::Step {
        self.nodes += 1;
        if self.nodes > self.cap {
            crate::dlx::Step::Stop
        } else {
            crate::dlx::Step::Descend
        }
    }

    #[inline]
    fn solution(&mut self, dlx: &Dlx, chosen: &[u16]) -> crate::dlx::Flow {
        self.counter.solution(dlx, chosen)
    }
}

/// The highest `limit` a caller may ask [`Solver::count_solutions`] for
/// through the package's exports (and the command line): about 4-7 s of
/// counting on the empty grid (some 240,000 solutions a second). A higher
/// limit is refused, not clamped, so no call counts for hours.
pub const MAX_COUNT_LIMIT: usize = 1_000_000;

/// A Sudoku solver holding one Dancing Links engine built for the 9x9 cover.
/// Reuse it: every call leaves the engine as it was built, so nothing is
/// allocated after [`Solver::new`].
#[derive(Clone)]
pub struct Solver {
    dlx: Box<Dlx>,
    /// The links every search starts from and is restored to, in one copy:
    /// as built, or as ordered by [`Solver::rank_options`].
    pristine: Box<Snapshot>,
    /// The links as built while [`Solver::rank_options`] is in force.
    built: Option<Box<Snapshot>>,
}

impl std::fmt::Debug for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver").finish_non_exhaustive()
    }
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

/// [`CountUpTo`] over the options that `masks` allow.
struct Within<'a> {
    counter: CountUpTo,
    masks: &'a [u16; CELLS],
}

impl Within<'_> {
    #[inline]
    fn allows(&self, option: usize) -> bool {
        let (cell, digit) = cell_digit(option);
        self.masks[cell] & (1 << (digit - 1)) != 0
    }
}

impl Visitor for Within<'_> {
    fn enter(&mut self, _dlx: &Dlx, chosen: &[u16]) -> crate::dlx::Step {
        // The earlier choices were checked on entering their own nodes.
        match chosen.last() {
            Some(&option) if !self.allows(usize::from(option)) => crate::dlx::Step::Prune,
            _ => crate::dlx::Step::Descend,
        }
    }

    fn choose(&mut self, dlx: &Dlx) -> Option<usize> {
        let mut best = None;
        let mut best_len = usize::MAX;
        for item in dlx.active_items() {
            let len = dlx.options_of(item).filter(|&o| self.allows(o)).count();
            if len < best_len {
                (best, best_len) = (Some(item), len);
                if len <= 1 {
                    break;
                }
            }
        }
        best
    }

    fn solution(&mut self, dlx: &Dlx, chosen: &[u16]) -> crate::dlx::Flow {
        // A solution's last choice is checked here: no node is entered after it.
        match chosen.last() {
            Some(&option) if !self.allows(usize::from(option)) => crate::dlx::Flow::Continue,
            _ => self.counter.solution(dlx, chosen),
        }
    }
}

impl Solver {
    /// Builds the 324-item, 729-option cover.
    pub fn new() -> Solver {
        // `panic!` rather than `expect`: the latter would bring `BuildError`'s
        // Debug formatting into the wasm module for a case that cannot occur.
        let Ok(mut dlx) = Dlx::new(ITEMS) else {
            panic!("324 items fit the engine")
        };
        for cell in 0..CELLS {
            for digit in (1..=9).rev() {
                let Ok(option) = dlx.add_option(&option_items(cell, digit)) else {
                    panic!("729 options fit the engine")
                };
                debug_assert_eq!(option, option_of(cell, digit));
            }
        }
        let pristine = dlx.snapshot();
        Solver {
            dlx,
            pristine,
            built: None,
        }
    }

    /// Takes the givens into the cover, so the search sees only the open part.
    /// Clashing givens are an error naming the two cells.
    fn load(&mut self, grid: &Grid) -> Result<(), GridError> {
        if let Some(clash) = grid.first_clash() {
            return Err(clash);
        }
        for (cell, &digit) in grid.cells().iter().enumerate() {
            if digit != 0 {
                let selected = self.dlx.select(option_of(cell, digit as usize));
                debug_assert!(selected.is_ok(), "givens without a clash never conflict");
            }
        }
        Ok(())
    }

    /// Runs `f` with the givens loaded, then restores the engine.
    fn with_grid<T>(&mut self, grid: &Grid, f: impl FnOnce(&mut Dlx) -> T) -> Result<T, GridError> {
        let loaded = self.load(grid);
        let result = loaded.map(|()| f(&mut self.dlx));
        self.dlx.unselect_all();
        result
    }

    /// Runs a search with the givens loaded; then one copy puts the engine back
    /// (cheaper than uncovering the givens and a stopped search step by step).
    fn search_grid<V: Visitor>(&mut self, grid: &Grid, visitor: &mut V) -> Result<(), GridError> {
        if let Err(e) = self.load(grid) {
            self.dlx.restore(&self.pristine);
            return Err(e);
        }
        self.dlx.search_then_restore(visitor, &self.pristine);
        Ok(())
    }

    /// One solution, or `None` when there is none.
    pub fn solve(&mut self, grid: &Grid) -> Result<Option<Grid>, GridError> {
        Ok(self.solve_counting(grid, 1)?.0)
    }

    /// In one search: the first solution found (or `None`) and the number of
    /// solutions, counting no further than `limit` (at least 1). With `limit
    /// = 2`, a puzzle's solution and whether it is the only one.
    pub fn solve_counting(
        &mut self,
        grid: &Grid,
        limit: usize,
    ) -> Result<(Option<Grid>, usize), GridError> {
        let counter = self.count_with_restarts(grid, limit.max(1))?;
        let first = counter
            .first_solution()
            .map(|options| fill(grid, options.iter().map(|&o| o as usize)));
        Ok((first, counter.count))
    }

    /// The search behind [`Solver::solve_counting`]. Its time is heavy-tailed: on
    /// a few sparse grids one early choice leads into a subtree without a
    /// solution that takes seconds to leave, while the same grid with the
    /// options tried in another order takes a millisecond. So a search that
    /// passes [`FIRST_ROUND_NODES`] starts again with the options in a new
    /// (fixed pseudo-random) order and twice the cap, and after
    /// [`CAPPED_ROUNDS`] rounds runs to the end. Each round counts from zero,
    /// so a stopped round's solutions are never counted twice; the first
    /// solution is the earliest round's. Not while
    /// [`Solver::rank_options`] is in force: there the order is the point.
    fn count_with_restarts(&mut self, grid: &Grid, limit: usize) -> Result<CountUpTo, GridError> {
        let mut cap = if self.built.is_some() {
            u64::MAX
        } else {
            FIRST_ROUND_NODES
        };
        let mut round = 0u64;
        // The first solution of the earliest round that found one. A later
        // round's order may meet another first, while `solve` (limit 1) stops
        // at this one: kept, `solve` and `solve_counting` give the same grid.
        let mut first = None;
        loop {
            let mut capped = Capped {
                counter: CountUpTo::new(limit),
                nodes: 0,
                cap,
            };
            if round > 0 {
                // A different order each round, the same on every run and platform.
                self.dlx.restore(&self.pristine);
                self.dlx
                    .order_options_by(|option| Rng::new(round << 32 | option as u64).next_u64());
            }
            let searched = self.search_grid(grid, &mut capped);
            if round > 0 {
                // The links every search starts from, in their own order again.
                self.dlx.restore(&self.pristine);
            }
            searched?;
            first = first.or(capped.counter.first);
            if capped.nodes <= capped.cap {
                let mut counter = capped.counter;
                counter.first = first;
                return Ok(counter);
            }
            round += 1;
            cap = if round >= CAPPED_ROUNDS {
                u64::MAX
            } else {
                cap.saturating_mul(2)
            };
        }
    }

    /// One solution, trying each item's options in the order of `rank(option)`
    /// (smallest first; options numbered by [`super::option_of`]) instead of the
    /// current order. With random ranks this is a random solution: the
    /// generator's solved grids come from here. The order is back afterwards,
    /// so later calls do not depend on this one.
    pub fn solve_ranked<K: Ord>(
        &mut self,
        grid: &Grid,
        rank: impl FnMut(usize) -> K,
    ) -> Result<Option<Grid>, GridError> {
        if let Some(clash) = grid.first_clash() {
            return Err(clash);
        }
        self.dlx.order_options_by(rank);
        let solution = self.solve(grid);
        // `solve` ends by restoring the links every search starts from, which
        // brings back their order too; said again here, as `target` does, so
        // that the order never depends on how a search ends.
        self.dlx.restore(&self.pristine);
        solution
    }

    /// Orders every item's options by `rank(option)` (smallest first; ties keep
    /// the built order) for every search until [`Solver::reset_order`]. The
    /// results do not depend on the order, only the time to reach them, and
    /// which solution [`Solver::solve`] finds first: with the options of a
    /// solution `S` ranked last, the first solution found is `S` only when it
    /// is the only one (any other would lie in a branch tried before `S`'s),
    /// which is how the generator tests uniqueness.
    pub fn rank_options<K: Ord>(&mut self, rank: impl FnMut(usize) -> K) {
        self.dlx.restore(&self.pristine);
        self.dlx.order_options_by(rank);
        let ranked = self.dlx.snapshot();
        let previous = std::mem::replace(&mut self.pristine, ranked);
        self.built.get_or_insert(previous);
    }

    /// Puts back the built order after [`Solver::rank_options`].
    pub fn reset_order(&mut self) {
        if let Some(built) = self.built.take() {
            self.pristine = built;
            self.dlx.restore(&self.pristine);
        }
    }

    /// The number of solutions, counting no further than `limit` (so `limit = 2`
    /// tells whether a puzzle is unique). Any limit is counted to here; the
    /// exports that take one from a user refuse more than [`MAX_COUNT_LIMIT`].
    pub fn count_solutions(&mut self, grid: &Grid, limit: usize) -> Result<usize, GridError> {
        if limit == 0 {
            return self.load_check(grid).map(|()| 0);
        }
        Ok(self.solve_counting(grid, limit)?.1)
    }

    /// [`Solver::count_solutions`] of a grid whose open cells may hold only
    /// the digits of `masks` (bit `d - 1` for digit `d`): a pencil-mark
    /// state. The search prunes every branch that places a digit a mask
    /// leaves out, and branches on the item with the fewest options the
    /// masks allow. One search, no restarts: the masks that need it come
    /// from hand-made states, not catalogues.
    pub fn count_solutions_within(
        &mut self,
        grid: &Grid,
        masks: &[u16; CELLS],
        limit: usize,
    ) -> Result<usize, GridError> {
        if limit == 0 {
            return self.load_check(grid).map(|()| 0);
        }
        let mut within = Within {
            counter: CountUpTo::new(limit),
            masks,
        };
        self.search_grid(grid, &mut within)?;
        Ok(within.counter.count)
    }

    /// Validates a grid as [`Solver::solve`] would, without searching.
    fn load_check(&mut self, grid: &Grid) -> Result<(), GridError> {
        self.with_grid(grid, |_| ())
    }

    /// The NOIP 2009 target score: the maximum over all solutions of the sum of
    /// weight x digit, or -1 when there is no solution (clashing givens
    /// included: they have none).
    pub fn max_score(&mut self, grid: &Grid) -> i32 {
        self.target(grid, None).score
    }

    /// The best target score and a solution reaching it. With a node budget the
    /// search may end early: the result then says it is not proven optimal.
    /// Clashing givens have no solution: score -1, proven, no grid.
    pub fn target(&mut self, grid: &Grid, node_budget: Option<u64>) -> Target {
        if grid.first_clash().is_some() {
            return Target::NO_SOLUTION;
        }
        match self.target_of_valid(grid, node_budget) {
            Ok(target) => target,
            // Unreachable: the grid has no clash, the only error `load` reports.
            Err(_) => Target::NO_SOLUTION,
        }
    }

    fn target_of_valid(
        &mut self,
        grid: &Grid,
        node_budget: Option<u64>,
    ) -> Result<Target, GridError> {
        let given_score = grid.score();
        let mut search =
            self.with_grid(grid, |dlx| TargetSearch::new(dlx, given_score, node_budget))?;
        // Each list tries its most promising option first (highest reduced value),
        // which makes the first dives find high scores. Lists can only be reordered
        // whole, so the givens come out and go back in around it.
        self.dlx.order_options_by(|option| search.rank(option));
        let result = self.with_grid(grid, |dlx| {
            search.run(dlx);
            search.finish(grid)
        });
        // Back to the order of the other searches (as built, or as ranked), so
        // later calls do not depend on this one.
        self.dlx.restore(&self.pristine);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_grid_has_many_solutions_and_a_full_grid_one() {
        let mut solver = Solver::new();
        assert_eq!(solver.count_solutions(&Grid::empty(), 5).unwrap(), 5);
        let solved = solver.solve(&Grid::empty()).unwrap().unwrap();
        assert!(solved.is_full() && solved.first_clash().is_none());
        assert_eq!(solver.count_solutions(&solved, 2).unwrap(), 1);
        assert_eq!(solver.solve(&solved).unwrap(), Some(solved));
        assert_eq!(solver.count_solutions(&solved, 0).unwrap(), 0);
    }

    #[test]
    fn counting_within_masks_counts_only_the_solutions_they_allow() {
        let mut solver = Solver::new();
        let solution = solver.solve(&Grid::empty()).unwrap().unwrap();
        let mut open = solution;
        for cell in [0, 1, 9, 10, 40, 41] {
            open.set(cell, 0);
        }
        let all = [0x1FF; CELLS];
        let n = solver.count_solutions(&open, 10).unwrap();
        assert_eq!(solver.count_solutions_within(&open, &all, 10), Ok(n));
        // Each open cell allowed only its digit in `solution`: that one grid.
        let mut only = all;
        for cell in [0, 1, 9, 10, 40, 41] {
            only[cell] = 1 << (solution.get(cell) - 1);
        }
        assert_eq!(solver.count_solutions_within(&open, &only, 10), Ok(1));
        // r1c1 allowed no digit: none.
        only[0] = 0;
        assert_eq!(solver.count_solutions_within(&open, &only, 10), Ok(0));
        // The engine is as built afterwards.
        assert_eq!(solver.count_solutions(&open, 10), Ok(n));
    }

    #[test]
    fn solve_ranked_follows_the_ranks_and_restores_the_built_order() {
        let mut solver = Solver::new();
        let first = solver.solve(&Grid::empty()).unwrap().unwrap();
        // Digits in increasing order instead of the built 9 down to 1.
        let low = solver
            .solve_ranked(&Grid::empty(), |option| 9 - option % 9)
            .unwrap()
            .unwrap();
        let reversed = solver
            .solve_ranked(&Grid::empty(), |option| usize::MAX - option)
            .unwrap()
            .unwrap();
        for solution in [low, reversed] {
            assert!(solution.is_full() && solution.first_clash().is_none());
            assert_ne!(solution, first);
        }
        // Cell 0 tries 1 first when digit 1 ranks first.
        assert_eq!(low.get(0), 1);
        assert_eq!(solver.solve(&Grid::empty()).unwrap().unwrap(), first);
        let clash: Grid = format!("11{}", ".".repeat(79)).parse().unwrap();
        assert!(solver.solve_ranked(&clash, |o| o).is_err());
    }

    #[test]
    fn ranked_options_find_a_solution_last_only_when_it_is_the_only_one() {
        let mut solver = Solver::new();
        let solution = solver.solve(&Grid::empty()).unwrap().unwrap();
        let mut puzzle = solution;
        for cell in [0, 10, 20, 30, 40, 50] {
            puzzle.set(cell, 0);
        }
        let in_solution = |option: usize| {
            let (cell, digit) = crate::sudoku::cell_digit(option);
            solution.get(cell) == digit
        };
        solver.rank_options(in_solution);
        // Unique: the first solution is the one ranked last.
        assert_eq!(solver.solve(&puzzle).unwrap(), Some(solution));
        // Two solutions: the other one comes first.
        let open: Grid = {
            let mut g = solution;
            for cell in 0..81 {
                if cell % 9 < 2 && cell / 9 < 2 {
                    g.set(cell, 0);
                }
            }
            g
        };
        let n = solver.count_solutions(&open, 10).unwrap();
        let first = solver.solve(&open).unwrap().unwrap();
        assert_eq!(n > 1, first != solution);
        assert_ne!(solver.solve(&Grid::empty()).unwrap(), Some(solution));
        solver.reset_order();
        let fresh = Solver::new().solve(&Grid::empty()).unwrap();
        assert_eq!(solver.solve(&Grid::empty()).unwrap(), fresh);
        assert_eq!(solver.max_score(&Grid::empty()), 2906);
    }
}
