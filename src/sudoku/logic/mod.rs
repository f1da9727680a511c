//! The logic layer: candidates, techniques that explain each step in words,
//! Sudoku Explainer's path and ratings (ER, EP, ED), difficulty words, and
//! hints.
//!
//! Everything works on a [`Candidates`] state. A technique's finder looks for
//! its first application in SE's scan order and reports it as a [`Step`];
//! The private `producers` module holds SE's producer order, which `path` follows.

mod aligned_triplet;
mod bug;
mod candidates;
mod cells;
mod chains;
mod deadline;
mod direct;
mod exclusion;
mod explain;
mod fish;
mod locked;
mod path;
mod producers;
mod search;
mod singles;
mod step;
mod subsets;
mod technique;
mod unique_loops;
mod wings;

pub use candidates::{Candidates, ALL_DIGITS};
pub use cells::{units_of, CellSet, UNITS, UNIT_CELLS};
pub use chains::{ChainNode, Via};
pub use explain::{english, Arg, Explanation, Statement};
pub use path::{
    candidates, fixpoint, hint, hint_marks, next_step, rate, rate_marks, rate_marks_until,
    rate_path, rate_path_until, rate_up_to, steps, steps_marks, try_candidates, CandidatesError,
    Difficulty, Hint, HintError, MarksUnrated, Outcome, Path, PathRating, Rating, TechniqueSet,
    Unrated,
};
pub use path::{rate_marks_within, rate_path_within, verdict, Verdict};
pub(crate) use step::tenths;
pub use step::{se_tenths, InnerChain, Step, Technique, SEARCH_RATING};
