//! SE's path, ratings and hint from a pencil-mark state (see
//! [`crate::sudoku::Marks`]): the same walk as a puzzle's, from the marks'
//! candidates instead of the rules', with solutions counted within them.

use super::rating::rate_origin_by_deadline;
use super::{
    next_step, walk, Hint, HintError, Origin, Outcome, Path, PathRating, TechniqueSet, Unrated,
};
use crate::sudoku::logic::deadline;
use crate::sudoku::{Marks, MarksError, Solver};

/// Why a pencil-mark state has no rating.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MarksUnrated {
    /// A cell without a candidate or a digit without a place in a house.
    Broken(MarksError),
    /// No solution, several, or the deadline passed.
    Unrated(Unrated),
}

/// The start of the marks' path, unless they contradict themselves at a glance.
fn origin(marks: &Marks) -> Result<Origin, MarksError> {
    match marks.contradiction() {
        Some(e) => Err(e),
        None => Ok(Origin::Marks(marks.givens(), *marks.masks())),
    }
}

/// [`super::rate_path`] of a pencil-mark state: ER, EP, ED and the path's
/// techniques, as SE rates the state (SukakuExplainer's reading of it).
pub fn rate_marks(solver: &mut Solver, marks: &Marks) -> Result<PathRating, MarksUnrated> {
    rate_by_deadline(solver, marks)
}

/// [`rate_marks`] that stops at `deadline`, as [`super::rate_path_within`]
/// does (native only: see [`rate_marks_until`]).
pub fn rate_marks_within(
    solver: &mut Solver,
    marks: &Marks,
    deadline: std::time::Instant,
) -> Result<PathRating, MarksUnrated> {
    let _deadline = deadline::Scope::enter(Some(deadline));
    rate_by_deadline(solver, marks)
}

/// [`rate_marks_within`] by the caller's clock, as [`super::rate_path_until`].
pub fn rate_marks_until(
    solver: &mut Solver,
    marks: &Marks,
    clock: fn() -> f64,
    until: f64,
) -> Result<PathRating, MarksUnrated> {
    let _deadline = deadline::Scope::enter_clock(clock, Some(until));
    rate_by_deadline(solver, marks)
}

/// [`rate_marks`] under the deadline in force (none: the whole path).
fn rate_by_deadline(solver: &mut Solver, marks: &Marks) -> Result<PathRating, MarksUnrated> {
    let origin = origin(marks).map_err(MarksUnrated::Broken)?;
    rate_origin_by_deadline(solver, &origin).map_err(MarksUnrated::Unrated)
}

/// [`super::steps`] of a pencil-mark state.
pub fn steps_marks(solver: &mut Solver, marks: &Marks) -> Result<Path, MarksError> {
    let origin = origin(marks)?;
    let mut steps = Vec::new();
    let outcome = match walk(solver, &origin, u32::MAX, false, |step| {
        steps.push(step.to_step())
    }) {
        Ok(_) => Outcome::Solved,
        Err(outcome) => {
            steps.clear();
            outcome
        }
    };
    Ok(Path { outcome, steps })
}

/// The next step of SE's path from a pencil-mark state ([`Hint::Solved`]
/// when its givens fill the grid).
pub fn hint_marks(solver: &mut Solver, marks: &Marks) -> Result<Hint, HintError> {
    let origin = origin(marks).map_err(HintError::Marks)?;
    match origin.outcome(solver) {
        Outcome::Solved => {}
        Outcome::NoSolution => return Err(HintError::NoSolution),
        Outcome::Multiple => return Err(HintError::Multiple),
    }
    let (_, state) = origin.state();
    if state.is_solved() {
        return Ok(Hint::Solved);
    }
    match next_step(&state, TechniqueSet::ALL, solver) {
        Some(step) => Ok(Hint::Step(step)),
        None => Err(HintError::NoSolution),
    }
}
