//! dlx-sudoku: a Sudoku solver on Knuth's Dancing Links.
pub mod dlx;
