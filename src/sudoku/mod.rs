//! Sudoku on top of the Dancing Links engine: the grid, its exact-cover
//! encoding, solving, counting and the target score.

mod grid;
mod solver;
mod target;

pub use grid::{cell_name, quoted, shares_unit, weight, Grid, GridError, CELLS};
pub use solver::{
    box_item, box_of, cell_digit, cell_item, column_item, option_items, option_of, row_item,
    Solver, ITEMS, OPTIONS,
};
pub use target::Target;
