//! Sudoku as an exact cover: the items, the options and the map between them.
//!
//! Items (324): each cell is filled once (0-80), each row (81-161), column
//! (162-242) and box (243-323) holds each digit once. Options (729): "digit d in
//! cell c", covering those four items, numbered cell by cell with digits from 9
//! down to 1, so a search tries high digits first, which finds high target
//! scores early. The solver, the target search and the logic layer all read
//! this one encoding.

use super::grid::Grid;

/// Item of "cell c is filled".
pub const fn cell_item(cell: usize) -> usize {
    cell
}
/// Item of "row r holds digit d".
pub const fn row_item(row: usize, digit: usize) -> usize {
    81 + 9 * row + digit - 1
}
/// Item of "column c holds digit d".
pub const fn column_item(column: usize, digit: usize) -> usize {
    162 + 9 * column + digit - 1
}
/// Item of "box b holds digit d".
pub const fn box_item(bx: usize, digit: usize) -> usize {
    243 + 9 * bx + digit - 1
}
/// Number of items in the Sudoku cover.
pub const ITEMS: usize = 324;
/// Number of options in the Sudoku cover.
pub const OPTIONS: usize = 729;

/// The option "digit in cell" (options are numbered cell by cell, digits 9 down to 1).
pub const fn option_of(cell: usize, digit: usize) -> usize {
    9 * cell + (9 - digit)
}
/// The cell and digit of an option.
pub const fn cell_digit(option: usize) -> (usize, u8) {
    (option / 9, (9 - option % 9) as u8)
}
/// The box of a cell, numbered row-major.
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The four items of the option "digit in cell".
pub const fn option_items(cell: usize, digit: usize) -> [usize; 4] {
    [
        cell_item(cell),
        row_item(cell / 9, digit),
        column_item(cell % 9, digit),
        box_item(box_of(cell), digit),
    ]
}

/// The grid with the given options' digits written into it (options as
/// numbered by [`option_of`]).
pub fn fill(grid: &Grid, options: impl Iterator<Item = usize>) -> Grid {
    let mut solved = *grid;
    for option in options {
        let (cell, digit) = cell_digit(option);
        solved.set(cell, digit);
    }
    solved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::CELLS;

    #[test]
    fn encoding_round_trips() {
        for cell in 0..CELLS {
            for digit in 1..=9 {
                assert_eq!(cell_digit(option_of(cell, digit)), (cell, digit as u8));
            }
        }
        assert_eq!(box_of(0), 0);
        assert_eq!(box_of(8), 2);
        assert_eq!(box_of(40), 4);
        assert_eq!(box_of(80), 8);
        assert_eq!(option_items(80, 9), [80, 161, 242, 323]);
    }
}
