//! The search step, the one no catalogue lacks in practice: a candidate whose
//! placement leaves the puzzle without solution, proven by the Dancing Links
//! engine (a count with limit 1), is eliminated.

use super::candidates::Candidates;
use super::explain::{Arg, Explanation};
use super::step::{Step, Technique};
use crate::sudoku::Solver;

/// The first candidate, in the cells with fewest candidates first, whose
/// placement leaves no solution. In a bivalue cell that leaves a single.
#[inline(never)]
pub(crate) fn find_search(state: &Candidates, solver: &mut Solver) -> Option<Step> {
    // Cells by number of candidates, then in cell order (a stable order without sorting).
    let order = (2..=9).flat_map(|n| (0..81).filter(move |&c| state.mask(c).count_ones() == n));
    let grid = state.grid();
    for target in order {
        for digit in super::cells::digits(state.mask(target)) {
            let mut trial = grid;
            trial.set(target, digit);
            // The placed digits never clash (placing removes a digit from the
            // peers), so a trial clashes only with a peer's placed digit,
            // which is no candidate: a count of 0 is the only way out. Counted
            // within the candidates: those of a pencil-mark state are its
            // premises, not consequences of its givens.
            if solver.count_solutions_within(&trial, state.masks(), 1) != Ok(0) {
                continue;
            }
            let mut step = Step::new(Technique::Search);
            step.eliminate.push((target as u8, digit));
            step.cells.push(target as u8);
            step.candidates.push((target as u8, digit));
            step.explain(
                Explanation::new("search")
                    .with("digit", Arg::Digit(digit))
                    .with("cell", Arg::Cell(target as u8)),
            );
            return Some(step);
        }
    }
    None
}
