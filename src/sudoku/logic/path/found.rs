//! The path's steps as the walk takes them: hidden singles (most steps of
//! most paths) before their record is written, other steps whole.

use super::{apply_changes, next_step_in, TechniqueSet};
use crate::sudoku::logic::candidates::Candidates;
use crate::sudoku::logic::producers::{NESTED_FIRST, PRODUCERS};
use crate::sudoku::logic::singles::{first_hidden_single, HiddenSingle};
use crate::sudoku::logic::step::{Step, Technique};
use crate::sudoku::Solver;

/// A step of the path: a hidden single before its record is written (most
/// steps of most paths, and the ratings need no record), or a whole step.
pub(super) enum Found {
    Single(HiddenSingle),
    Step(Step),
}

impl Found {
    /// The path's next step in `state` up to the nested chains (producers
    /// 27-30 and the search step left out).
    pub(super) fn next_below_nested(state: &Candidates, solver: &mut Solver) -> Option<Found> {
        if state.is_solved() || state.has_dead_cell() {
            return None;
        }
        if let Some(single) = first_hidden_single(state) {
            return Some(Found::Single(single));
        }
        next_step_in(state, TechniqueSet::ALL, solver, 1..NESTED_FIRST).map(Found::Step)
    }

    /// The nested chains' step and the search step's, when nothing before
    /// them applies.
    pub(super) fn next_nested(state: &Candidates, solver: &mut Solver) -> Option<Found> {
        if state.is_solved() || state.has_dead_cell() {
            return None;
        }
        next_step_in(
            state,
            TechniqueSet::ALL,
            solver,
            NESTED_FIRST..PRODUCERS.len(),
        )
        .map(Found::Step)
    }

    pub(super) fn technique(&self) -> Technique {
        match self {
            Found::Single(_) => Technique::HiddenSingle,
            Found::Step(s) => s.technique,
        }
    }

    pub(super) fn rating(&self) -> f64 {
        match self {
            Found::Single(s) => s.rating(),
            Found::Step(s) => s.rating,
        }
    }

    /// Whether the step places a digit.
    pub(super) fn places(&self) -> bool {
        match self {
            Found::Single(_) => true,
            Found::Step(s) => !s.place.is_empty(),
        }
    }

    /// The step's record.
    pub(super) fn to_step(&self) -> Step {
        match self {
            Found::Single(s) => s.step(),
            Found::Step(s) => s.clone(),
        }
    }

    /// Applies the step; false when it changed nothing (see [`super::apply_changes`]).
    pub(super) fn apply(&self, state: &mut Candidates) -> bool {
        match self {
            Found::Single(s) => {
                let open = state.value(s.cell) == 0;
                state.place(s.cell, s.digit);
                open
            }
            Found::Step(s) => apply_changes(state, s),
        }
    }
}
