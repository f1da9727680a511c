//! dlx-sudoku: a Sudoku solver on Knuth's Dancing Links (TAOCP 7.2.2.1), on
//! fixed-size arrays, compiled to WebAssembly.
//!
//! ```
//! use dlx_sudoku::{Grid, Solver};
//! let puzzle: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!     .parse()
//!     .unwrap();
//! let mut solver = Solver::new();
//! let solution = solver.solve(&puzzle).unwrap().expect("solvable");
//! assert!(solution.is_full() && solution.first_clash().is_none());
//! assert_eq!(solver.count_solutions(&puzzle, 2).unwrap(), 1);
//! ```
#![warn(missing_docs)]

pub mod dlx;
pub mod sudoku;
pub mod wasm;

pub use sudoku::{Grid, GridError, Solver, Target};
