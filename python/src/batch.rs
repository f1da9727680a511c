//! `rate_many`: a list of puzzles rated on every core, with the GIL
//! released. Every puzzle is read first, so a bad one raises before any
//! work starts and names its index; then `jobs` threads, each with its own
//! solver, take the next puzzle in turn (one at a time: a rating takes from
//! microseconds to seconds, so any fixed split would leave a thread idle).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use dlx_sudoku::sudoku::{Puzzle, Solver};
use pyo3::prelude::*;

use crate::rating::{self, Rating};
use crate::{rateable, value_error};

/// The most threads a call takes: as the command line's `--jobs`.
const MAX_JOBS: usize = 256;

/// The ratings of `puzzles`, in their order, as `rate` gives each.
#[pyfunction]
#[pyo3(signature = (puzzles, jobs = None, budget = None))]
pub fn rate_many(
    py: Python<'_>,
    puzzles: Vec<String>,
    jobs: Option<usize>,
    budget: Option<f64>,
) -> PyResult<Vec<Rating>> {
    let grids = puzzles
        .iter()
        .enumerate()
        .map(|(index, text)| {
            rateable(text).map_err(|e| value_error(format!("puzzles[{index}]: {}", e.value(py))))
        })
        .collect::<PyResult<Vec<Puzzle>>>()?;
    let budget = rating::budget(budget)?;
    let jobs = match jobs {
        Some(n) if (1..=MAX_JOBS).contains(&n) => n,
        Some(n) => {
            return Err(value_error(format!(
                "jobs takes a whole number >= 1 and <= {MAX_JOBS}, found {n}"
            )))
        }
        None => thread::available_parallelism().map_or(1, |n| n.get()),
    };
    py.detach(|| rate_all(&grids, jobs.min(grids.len().max(1)), budget))
        .into_iter()
        .enumerate()
        // Pencil marks with no solution are found only by rating them.
        .map(|(index, rated)| rated.map_err(|e| value_error(format!("puzzles[{index}]: {e}"))))
        .collect()
}

fn rate_all(
    grids: &[Puzzle],
    jobs: usize,
    budget: Option<std::time::Duration>,
) -> Vec<Result<Rating, String>> {
    let next = AtomicUsize::new(0);
    let mut rated: Vec<(usize, Result<Rating, String>)> = thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut solver = Solver::new();
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(grid) = grids.get(index) else {
                            return mine;
                        };
                        mine.push((index, Rating::of_puzzle(&mut solver, grid, budget)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| match worker.join() {
                Ok(mine) => mine,
                // A panic in the core: re-raised here, as the single call would.
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    });
    rated.sort_unstable_by_key(|&(index, _)| index);
    rated.into_iter().map(|(_, rating)| rating).collect()
}
