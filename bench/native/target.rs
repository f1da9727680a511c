//! The target score figures: max_score on the cases, the few-givens and sparse grids,
//! and a plain enumeration of all solutions beside it.

use super::*;

// Target score
// ---------------------------------------------------------------------------------

/// A visitor that enumerates every solution and keeps the best score.
pub(super) struct BestScore {
    base: i32,
    best: i32,
    count: u64,
}

impl Visitor for BestScore {
    fn solution(&mut self, _dlx: &Dlx, chosen: &[u16]) -> Flow {
        let mut score = self.base;
        for &option in chosen {
            let (cell, digit) = cell_digit(option as usize);
            score += i32::from(weight(cell)) * i32::from(digit);
        }
        self.best = self.best.max(score);
        self.count += 1;
        Flow::Continue
    }
}

/// Our engine built like `Solver::new` (same option numbering), for plain enumeration.
pub(super) fn sudoku_dlx() -> Box<Dlx> {
    let mut dlx = Dlx::new(ITEMS).unwrap();
    for cell in 0..81 {
        for digit in (1..=9).rev() {
            let option = dlx.add_option(&option_items(cell, digit)).unwrap();
            assert_eq!(option, option_of(cell, digit));
        }
    }
    dlx
}

/// Max score and number of solutions by enumerating all of them (-1 and 0 when none).
pub(super) fn enumerate_max_score(dlx: &mut Dlx, grid: &Grid) -> (i32, u64) {
    if grid.first_clash().is_some() {
        return (-1, 0);
    }
    for (cell, &digit) in grid.cells().iter().enumerate() {
        if digit != 0 {
            dlx.select(option_of(cell, digit as usize)).unwrap();
        }
    }
    let mut visitor = BestScore {
        base: grid.score(),
        best: -1,
        count: 0,
    };
    dlx.search(&mut visitor);
    dlx.unselect_all();
    (visitor.best, visitor.count)
}

/// `max_score` (-1 for clashing givens too, as the data file counts them).
pub(super) fn our_max_score(solver: &mut Solver, grid: &Grid) -> i32 {
    solver.max_score(grid)
}

/// The `solutions` column of the maxscore_cases table in the data README, by line.
pub(super) fn readme_solution_counts(readme: &Path) -> Vec<Option<u64>> {
    let text = std::fs::read_to_string(readme).expect("data README");
    let section = text
        .split("## maxscore_cases.txt")
        .nth(1)
        .expect("README has a maxscore_cases.txt section");
    let mut counts = Vec::new();
    for line in section.lines() {
        let cols: Vec<&str> = line.split('|').map(str::trim).collect();
        // | line | givens | kind | answer | solutions | ref secs |
        if cols.len() >= 7 {
            if let Ok(n) = cols[1].parse::<usize>() {
                let solutions = cols[5].replace(',', "").parse::<u64>().ok();
                if counts.len() < n {
                    counts.resize(n, None);
                }
                counts[n - 1] = solutions;
            }
        }
    }
    counts
}

// ---------------------------------------------------------------------------------
