//! The logic layer: candidates, techniques that explain each step in words,
//! the simplest-first path, a difficulty and a rating, and hints.
//!
//! Everything works on a [`Candidates`] state. A technique's finder looks for
//! one application in a state and reports it as a [`Step`]; [`path`] orders
//! the finders by their Sudoku Explainer difficulty.

mod candidates;
mod cells;
mod chains;
mod fish;
mod locked;
mod path;
mod search;
mod singles;
mod step;
mod subsets;
mod uniqueness;
mod wings;

pub use candidates::{Candidates, ALL_DIGITS};
pub use cells::{units_of, CellSet, UNITS, UNIT_CELLS};
pub use path::{
    candidates, fixpoint, hint, next_step, rate, steps, Difficulty, Hint, HintError, Outcome, Path,
    Rating, TechniqueSet,
};
pub use step::{Step, Technique};
