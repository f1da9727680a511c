//! Sudoku Explainer's solving path: the next step in SE's producer order,
//! fixpoints of technique sets and the walk along a puzzle's path. Its
//! parts: sets of techniques, candidates, ratings, hints, pencil-mark
//! states and the verdict the front ends report.

use super::candidates::Candidates;
use super::chains;
use super::deadline;
use super::producers::PRODUCERS;
use super::search;
use super::step::{se_tenths, Step, Technique};
use crate::sudoku::{Grid, Solver, CELLS};

mod candidates;
mod found;
mod hint;
mod marks;
mod rating;
mod technique_set;
mod verdict;
pub use candidates::{candidates, try_candidates, CandidatesError};
use found::Found;
pub use hint::{hint, Hint, HintError};
pub use marks::rate_marks_within;
pub use marks::{hint_marks, rate_marks, rate_marks_until, steps_marks, MarksUnrated};
pub use rating::{
    rate, rate_path, rate_path_until, rate_path_within, rate_up_to, Difficulty, PathRating, Rating,
    Unrated,
};
pub use technique_set::TechniqueSet;
pub use verdict::{verdict, Verdict};

/// The first step of the `allowed` techniques in `state` in SE's order: the
/// first step of the first producer that finds one (a producer is asked
/// when one of its techniques is allowed, and its step is taken when its
/// technique is), then the search step, which uses `solver`. Uniqueness
/// techniques are only sound on a puzzle with one solution: leave them out
/// of `allowed` otherwise.
pub fn next_step(state: &Candidates, allowed: TechniqueSet, solver: &mut Solver) -> Option<Step> {
    // A cell without candidates ends the search at once; a unit missing a
    // digit is left to show itself (checking every unit at every step costs
    // more than the steps it would save).
    if state.is_solved() || state.has_dead_cell() {
        return None;
    }
    next_step_from(state, allowed, solver, 0)
}

/// [`next_step`] past the checks, asking the producers from `first` on.
fn next_step_from(
    state: &Candidates,
    allowed: TechniqueSet,
    solver: &mut Solver,
    first: usize,
) -> Option<Step> {
    next_step_in(state, allowed, solver, first..PRODUCERS.len())
}

/// [`next_step_from`] with the producers of `range` only (the search step
/// when the range runs to the end).
fn next_step_in(
    state: &Candidates,
    allowed: TechniqueSet,
    solver: &mut Solver,
    range: std::ops::Range<usize>,
) -> Option<Step> {
    let to_the_end = range.end == PRODUCERS.len();
    // The chain producers of one state share their pools and memo.
    let _pools = chains::PoolScope::enter();
    for producer in &PRODUCERS[range] {
        if !producer.techniques.iter().any(|&t| allowed.contains(t)) {
            continue;
        }
        if let Some(step) = (producer.find)(state) {
            if allowed.contains(step.technique) {
                return Some(step);
            }
        }
    }
    if to_the_end && allowed.contains(Technique::Search) {
        return search::find_search(state, solver);
    }
    None
}

/// Applies steps of the `allowed` techniques in SE's order until none
/// applies (or the puzzle is solved).
pub fn fixpoint(state: &Candidates, allowed: TechniqueSet, solver: &mut Solver) -> Candidates {
    let mut state = *state;
    let _pools = chains::PoolScope::enter();
    while let Some(step) = next_step(&state, allowed, solver) {
        if !apply_changes(&mut state, &step) {
            break;
        }
    }
    state
}

/// Applies `step`; false (a finder's bug, never expected) when it changed nothing.
fn apply_changes(state: &mut Candidates, step: &Step) -> bool {
    let changed = state.apply(step);
    debug_assert!(changed, "a step that changes nothing: {step:?}");
    changed
}

/// What a puzzle's solutions allow.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// One solution: the path ends solved.
    Solved,
    /// No solution (clashing givens included).
    NoSolution,
    /// More than one solution.
    Multiple,
}

impl Outcome {
    /// `solved`, `none` or `multiple`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Solved => "solved",
            Outcome::NoSolution => "none",
            Outcome::Multiple => "multiple",
        }
    }
}

/// SE's path of a puzzle.
#[derive(Clone, PartialEq, Debug)]
pub struct Path {
    /// Whether the puzzle has one solution (then `steps` solve it), none or several.
    pub outcome: Outcome,
    /// The steps, empty unless the puzzle has one solution.
    pub steps: Vec<Step>,
}

/// One solution, none or several (clashing givens have none).
fn outcome(solver: &mut Solver, grid: &Grid) -> Outcome {
    match solver.count_solutions(grid, 2) {
        Ok(1) => Outcome::Solved,
        Ok(0) | Err(_) => Outcome::NoSolution,
        Ok(_) => Outcome::Multiple,
    }
}

/// Where a path starts: a puzzle's givens, or a pencil-mark state (its
/// givens by SukakuExplainer's rule and the candidates of its open cells).
#[derive(Clone, Copy, Debug)]
enum Origin {
    Givens(Grid),
    Marks(Grid, [u16; CELLS]),
}

impl Origin {
    /// The first state, and whether the givens clash.
    fn state(&self) -> (bool, Candidates) {
        match self {
            Origin::Givens(grid) => Candidates::from_givens(grid),
            Origin::Marks(grid, masks) => (false, Candidates::from_grid_and_masks(grid, masks)),
        }
    }

    /// One solution, none or several.
    fn outcome(&self, solver: &mut Solver) -> Outcome {
        match self {
            Origin::Givens(grid) => outcome(solver, grid),
            Origin::Marks(grid, masks) => match solver.count_solutions_within(grid, masks, 2) {
                Ok(1) => Outcome::Solved,
                Ok(0) | Err(_) => Outcome::NoSolution,
                Ok(_) => Outcome::Multiple,
            },
        }
    }
}

/// SE's path: from the rules' candidates, at each state the first step in
/// SE's producer order, one placement or one set of eliminations a step,
/// until the grid is full. Only a puzzle with one solution has a path.
pub fn steps(solver: &mut Solver, grid: &Grid) -> Path {
    let mut steps = Vec::new();
    let outcome = match walk(solver, &Origin::Givens(*grid), u32::MAX, false, |step| {
        steps.push(step.to_step())
    }) {
        Ok(_) => Outcome::Solved,
        Err(outcome) => {
            steps.clear();
            outcome
        }
    };
    Path { outcome, steps }
}

/// Follows SE's path of a puzzle, calling `visit` on each step, until the
/// grid is full (true) or a step is rated above `limit` tenths (that step is
/// visited, the walk stops after it: false) or the thread's deadline passes
/// ([`deadline`]: false, the step in hand not visited); the [`Outcome`] when the puzzle
/// has no solution or several (the steps visited then mean nothing). Unless
/// `unique` (the caller knows the puzzle has one solution), the engine counts
/// solutions only when the path needs to know: before a step that assumes
/// one solution (uniqueness, the search step) and when the path stalls. A
/// path that fills the grid with sound steps alone has proven the solution
/// unique itself: every solution holds each of its placements.
fn walk(
    solver: &mut Solver,
    origin: &Origin,
    limit: u32,
    mut unique: bool,
    mut visit: impl FnMut(&Found),
) -> Result<bool, Outcome> {
    let (clash, mut state) = origin.state();
    if clash {
        return Err(Outcome::NoSolution);
    }
    // The steps of one path share the chains' pools; freed when it ends.
    let _pools = chains::PoolScope::enter();
    loop {
        // A rating's deadline (rate_path_within), between steps; none elsewhere.
        if !state.is_solved() && deadline::passed_now() {
            return Ok(false);
        }
        // The nested chains (the last producers) can take minutes on a grid
        // with many solutions: the engine counts before they are asked.
        let mut step = Found::next_below_nested(&state, solver);
        if step.is_none() && !unique && !state.is_solved() && !state.has_dead_cell() {
            match origin.outcome(solver) {
                Outcome::Solved => unique = true,
                other => return Err(other),
            }
        }
        if step.is_none() {
            step = Found::next_nested(&state, solver);
        }
        // A search cut by the deadline may have missed SE's step: none is taken.
        if deadline::was_cut() {
            return Ok(false);
        }
        let assumes = match &step {
            Some(s) => s.technique().needs_uniqueness() || s.technique() == Technique::Search,
            None => true,
        };
        if assumes && !unique && !state.is_solved() {
            match origin.outcome(solver) {
                Outcome::Solved => unique = true,
                other => return Err(other),
            }
        }
        let Some(step) = step else {
            debug_assert!(state.is_solved(), "the path stalled on {:?}", origin);
            return Ok(true);
        };
        visit(&step);
        if se_tenths(step.rating()) > limit || !step.apply(&mut state) {
            return Ok(false);
        }
    }
}
