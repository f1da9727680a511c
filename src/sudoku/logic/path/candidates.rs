//! The candidates a set of techniques leaves on a grid, with the bound that
//! keeps nesting level 5 to the states where SE's path would ask it.

use super::{apply_changes, fixpoint, next_step_in, outcome, Outcome, TechniqueSet};
use crate::sudoku::logic::candidates::Candidates;
use crate::sudoku::logic::chains;
use crate::sudoku::logic::producers::PRODUCERS;
use crate::sudoku::logic::step::Technique;
use crate::sudoku::{Grid, Solver};
use crate::Text;

/// The candidates of a grid: the rules alone (`None`), or the fixpoint of a
/// set of techniques from the rules' candidates. Clashing givens have no
/// solution and no technique applies to them: their candidates are the
/// rules' alone. Uniqueness techniques, the search step and nesting levels 4
/// and 5 are used only when the puzzle has exactly one solution: the search
/// step on a puzzle with several would remove nothing sound to remove,
/// uniqueness is the others' premise, and a fixpoint on such a grid always
/// ends where nothing applies, where one search of level 4 takes seconds and
/// one of level 5 minutes, to find nothing (SE rates no such grid).
pub fn candidates(
    solver: &mut Solver,
    grid: &Grid,
    techniques: Option<TechniqueSet>,
) -> Candidates {
    let state = Candidates::from_grid(grid);
    let Some(mut allowed) = techniques else {
        return state;
    };
    if grid.first_clash().is_some() {
        return state;
    }
    let several = allowed.for_several_solutions();
    if several != allowed && outcome(solver, grid) != Outcome::Solved {
        allowed = several;
    }
    fixpoint(&state, allowed, solver)
}

/// Why [`try_candidates`] gave no candidates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CandidatesError {
    /// The set holds a technique of nesting level 5 and, in a state where
    /// that search would run, a technique below level 5 that the set leaves
    /// out finds a step. SE's path never asks level 5 on such a state, and
    /// one search of level 5 there takes minutes.
    DeepSearchRefused {
        /// The level-5 technique asked for (the first of the set).
        asked: Technique,
        /// A technique below level 5 that applies in that state.
        applies: Technique,
    },
}

impl CandidatesError {
    /// The message for the user.
    pub fn message(&self) -> String {
        match self {
            CandidatesError::DeepSearchRefused { asked, applies } => Text::new()
                .s("nesting level 5 (")
                .s(asked.name())
                .s(
                    ") runs only on a state where no technique below it applies, as on Sudoku \
                    Explainer's path; here ",
                )
                .s(applies.name())
                .s(" applies: add the techniques below level 5 to the list (or leave level 5 out)")
                .0,
        }
    }
}

impl std::fmt::Display for CandidatesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for CandidatesError {}

/// The index in [`PRODUCERS`] of nesting level 5's producer, the last.
const LEVEL5_PRODUCER: usize = PRODUCERS.len() - 1;

/// Level 5's four techniques.
const LEVEL5: TechniqueSet = TechniqueSet::of(&[
    Technique::NestedContradictionForcingChains5,
    Technique::NestedDoubleForcingChains5,
    Technique::NestedCellForcingChains5,
    Technique::NestedRegionForcingChains5,
]);

// The last producer is level 5's.
const _: () = assert!(
    PRODUCERS[LEVEL5_PRODUCER].techniques.len() == 4
        && PRODUCERS[LEVEL5_PRODUCER].techniques[0] as u32
            == Technique::NestedContradictionForcingChains5 as u32
);

/// Every technique below nesting level 5 (the search step left out).
const BELOW_LEVEL5: TechniqueSet =
    TechniqueSet(TechniqueSet::ALL.0 & !LEVEL5.0 & !TechniqueSet::EMPTY.with(Technique::Search).0);

/// [`candidates`] with a bound on nesting level 5: its search (a minute or
/// more on an early state) runs only on a state where every technique below
/// it finds nothing, the only states where Sudoku Explainer's path asks it.
/// A set that holds level 5 but leaves out techniques below it, on a state
/// where one of those applies, is refused with
/// [`CandidatesError::DeepSearchRefused`]. Sets without level 5, and sets
/// that hold every technique below it, give exactly what [`candidates`]
/// gives (the latter reach level 5 only where nothing below applies).
pub fn try_candidates(
    solver: &mut Solver,
    grid: &Grid,
    techniques: Option<TechniqueSet>,
) -> Result<Candidates, CandidatesError> {
    let state = Candidates::from_grid(grid);
    let Some(mut allowed) = techniques else {
        return Ok(state);
    };
    if grid.first_clash().is_some() {
        return Ok(state);
    }
    let several = allowed.for_several_solutions();
    if several != allowed && outcome(solver, grid) != Outcome::Solved {
        allowed = several;
    }
    let deep = TechniqueSet(allowed.0 & LEVEL5.0);
    if deep == TechniqueSet::EMPTY || allowed.0 & BELOW_LEVEL5.0 == BELOW_LEVEL5.0 {
        return Ok(fixpoint(&state, allowed, solver));
    }
    let asked = deep
        .iter()
        .next()
        .unwrap_or(Technique::NestedContradictionForcingChains5);
    let mut state = state;
    let _pools = chains::PoolScope::enter();
    loop {
        if state.is_solved() || state.has_dead_cell() {
            break;
        }
        let mut step = next_step_in(&state, allowed, solver, 0..LEVEL5_PRODUCER);
        if step.is_none() {
            // Level 5 (then the search step) next: only where nothing below it applies.
            if let Some(lower) = next_step_in(&state, BELOW_LEVEL5, solver, 0..LEVEL5_PRODUCER) {
                return Err(CandidatesError::DeepSearchRefused {
                    asked,
                    applies: lower.technique,
                });
            }
            step = next_step_in(&state, allowed, solver, LEVEL5_PRODUCER..PRODUCERS.len());
        }
        match step {
            Some(step) if apply_changes(&mut state, &step) => {}
            _ => break,
        }
    }
    Ok(state)
}
