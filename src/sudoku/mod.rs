//! Sudoku on top of the Dancing Links engine: the grid, its exact-cover
//! encoding, solving, counting and the target score; with the `logic`
//! feature, the logic layer (Sudoku Explainer's techniques, path, ratings and
//! hints) and the generator.

pub mod canon;
mod encoding;
#[cfg(feature = "logic")]
pub mod generator;
mod grid;
#[cfg(feature = "logic")]
pub mod logic;
mod marks;
mod random;
mod solver;
mod target;

pub use encoding::{
    box_item, box_of, cell_digit, cell_item, column_item, fill, option_items, option_of, row_item,
    ITEMS, OPTIONS,
};
pub use grid::{cell_name, quoted, shares_unit, weight, Grid, GridError, CELLS};
pub use marks::{Marks, MarksError, Puzzle, PuzzleError, MARKS_LENGTH};
pub use solver::{Solver, MAX_COUNT_LIMIT};
pub use target::Target;
