//! Pencil-mark (sukaku) states: the candidates of every cell, written as
//! SukakuExplainer writes them, 729 characters cell by cell, the digit `d`
//! at position `9 * cell + d - 1` when it is a candidate, a blank (`.` or
//! `0`) when it is not.
//!
//! Such a line has no givens, only candidates. A cell with one candidate is
//! read as SukakuExplainer reads it: a given when no peer still holds that
//! digit (nothing is left to say about it, as with a given's digit in the
//! plain candidates of a puzzle), an open cell otherwise (a naked single, a
//! step of the path). So the plain candidates of a puzzle read back as that
//! puzzle, except for an open cell whose digit is already both a naked and
//! a hidden single in all three of its houses: it reads as a given.

use super::grid::{cell_name, quoted, shares_unit, Grid, CELLS};
use crate::Text;

/// Characters in a pencil-mark line.
pub const MARKS_LENGTH: usize = 9 * CELLS;

/// Every digit as a mask (bit `d - 1` for digit `d`).
const ALL: u16 = 0x1FF;

/// The candidates of each cell (bit `d - 1` for digit `d`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Marks {
    masks: [u16; CELLS],
}

/// Why a text is not a pencil-mark state, or a state that cannot be
/// played. Each message says what and where.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MarksError {
    /// Not 729 characters.
    WrongLength {
        /// How many were found.
        found: usize,
    },
    /// A character that is neither a digit nor a blank.
    BadChar {
        /// 1-based position in the line.
        position: usize,
        /// The character found.
        ch: char,
    },
    /// A digit where another digit's mark goes.
    MisplacedDigit {
        /// 1-based position in the line.
        position: usize,
        /// The digit found.
        found: u8,
    },
    /// A cell without a candidate.
    NoCandidate {
        /// The cell (0-80).
        cell: usize,
    },
    /// A digit with no place left in a house.
    NoPlace {
        /// The digit.
        digit: u8,
        /// The house: 0-8 rows, 9-17 columns, 18-26 boxes.
        house: usize,
    },
}

impl MarksError {
    /// The message that `Display` shows.
    pub fn message(&self) -> String {
        let text = Text::new();
        match *self {
            MarksError::WrongLength { found } => {
                text.s("expected 729 pencil marks, found ").n(found as u64)
            }
            MarksError::BadChar { position, ch } => text
                .s("unexpected character ")
                .s(&quoted(ch))
                .s(" at position ")
                .n(position as u64)
                .s(" of the pencil marks; expected a digit 1-9 or a blank (. 0)"),
            MarksError::MisplacedDigit { position, found } => {
                let cell = (position - 1) / 9;
                let expected = (position - 1) % 9 + 1;
                text.s("digit ")
                    .n(found.into())
                    .s(" at position ")
                    .n(position as u64)
                    .s(" of the pencil marks, where only ")
                    .n(expected as u64)
                    .s(" or a blank may stand (")
                    .s(&cell_name(cell))
                    .s(")")
            }
            MarksError::NoCandidate { cell } => text
                .s("no candidate in ")
                .s(&cell_name(cell))
                .s(": the pencil marks have no solution"),
            MarksError::NoPlace { digit, house } => text
                .s("digit ")
                .n(digit.into())
                .s(" has no place in ")
                .s(house_name(house))
                .s(" ")
                .n((house % 9 + 1) as u64)
                .s(": the pencil marks have no solution"),
        }
        .0
    }
}

impl std::fmt::Display for MarksError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for MarksError {}

fn house_name(house: usize) -> &'static str {
    match house / 9 {
        0 => "row",
        1 => "column",
        _ => "box",
    }
}

/// The cells of house `house` (0-8 rows, 9-17 columns, 18-26 boxes).
fn house_cells(house: usize) -> [usize; 9] {
    let i = house % 9;
    std::array::from_fn(|k| match house / 9 {
        0 => 9 * i + k,
        1 => 9 * k + i,
        _ => 27 * (i / 3) + 3 * (i % 3) + 9 * (k / 3) + k % 3,
    })
}

impl Marks {
    /// Reads 729 characters (nothing else: no whitespace among them).
    pub fn from_text(text: &str) -> Result<Marks, MarksError> {
        let found = text.chars().count();
        if found != MARKS_LENGTH {
            return Err(MarksError::WrongLength { found });
        }
        let mut masks = [0u16; CELLS];
        for (at, ch) in text.chars().enumerate() {
            let position = at + 1;
            match ch {
                '1'..='9' => {
                    let digit = ch as u8 - b'0';
                    if usize::from(digit) != at % 9 + 1 {
                        return Err(MarksError::MisplacedDigit {
                            position,
                            found: digit,
                        });
                    }
                    masks[at / 9] |= 1 << (digit - 1);
                }
                '.' | '0' => {}
                _ => return Err(MarksError::BadChar { position, ch }),
            }
        }
        Ok(Marks { masks })
    }

    /// The plain candidates of a grid: every digit in an open cell that no
    /// given among its peers holds, a given's own digit alone in its cell.
    pub fn of_grid(grid: &Grid) -> Marks {
        let masks = std::array::from_fn(|cell| match grid.get(cell) {
            0 => (0..CELLS)
                .filter(|&peer| peer != cell && shares_unit(cell, peer))
                .fold(ALL, |mask, peer| match grid.get(peer) {
                    0 => mask,
                    d => mask & !(1 << (d - 1)),
                }),
            d => 1 << (d - 1),
        });
        Marks { masks }
    }

    /// From masks (bit `d - 1` for digit `d`; higher bits are dropped).
    pub fn from_masks(masks: &[u16; CELLS]) -> Marks {
        Marks {
            masks: masks.map(|m| m & ALL),
        }
    }

    /// The candidates of each cell.
    pub fn masks(&self) -> &[u16; CELLS] {
        &self.masks
    }

    /// The 729-character line, `blank` where a digit is not a candidate.
    pub fn to_line(&self, blank: char) -> String {
        (0..MARKS_LENGTH)
            .map(|at| {
                if self.masks[at / 9] & (1 << (at % 9)) != 0 {
                    char::from(b'1' + (at % 9) as u8)
                } else {
                    blank
                }
            })
            .collect()
    }

    /// The givens, as SukakuExplainer reads them: each cell whose one
    /// candidate no peer holds. Givens never clash (a given's peers lack
    /// its digit).
    pub fn givens(&self) -> Grid {
        let mut grid = Grid::empty();
        for cell in 0..CELLS {
            let mask = self.masks[cell];
            if mask.count_ones() != 1 {
                continue;
            }
            let held = (0..CELLS).any(|peer| {
                peer != cell && shares_unit(cell, peer) && self.masks[peer] & mask != 0
            });
            if !held {
                grid.set(cell, mask.trailing_zeros() as u8 + 1);
            }
        }
        grid
    }

    /// The first contradiction a glance shows: a cell without a candidate,
    /// or a digit without a place in a house (rows, then columns, then
    /// boxes). Marks without one may still have no solution.
    pub fn contradiction(&self) -> Option<MarksError> {
        if let Some(cell) = (0..CELLS).find(|&c| self.masks[c] == 0) {
            return Some(MarksError::NoCandidate { cell });
        }
        for house in 0..27 {
            let held = house_cells(house)
                .iter()
                .fold(0u16, |m, &c| m | self.masks[c]);
            if held != ALL {
                let digit = (!held & ALL).trailing_zeros() as u8 + 1;
                return Some(MarksError::NoPlace { digit, house });
            }
        }
        None
    }
}

/// A line's puzzle: 81 cells of givens, or 729 pencil marks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Puzzle {
    /// A puzzle's givens.
    Givens(Grid),
    /// A pencil-mark state.
    Marks(Marks),
}

/// Why a line's puzzle text was not read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleError {
    /// As 81 cells.
    Grid(super::GridError),
    /// As 729 pencil marks.
    Marks(MarksError),
}

impl std::fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PuzzleError::Grid(e) => f.write_str(&e.message()),
            PuzzleError::Marks(e) => f.write_str(&e.message()),
        }
    }
}

impl std::error::Error for PuzzleError {}

impl Puzzle {
    /// Reads a line's puzzle text (the CLI's, the wasm exports' and the
    /// Python package's one reading): 729 characters without whitespace are
    /// pencil marks, anything else is read as a grid by [`Grid::from_text`].
    pub fn from_text(text: &str) -> Result<Puzzle, PuzzleError> {
        let trimmed = text.trim();
        let marks_like =
            trimmed.chars().count() == MARKS_LENGTH && !trimmed.chars().any(char::is_whitespace);
        if marks_like {
            return Marks::from_text(trimmed)
                .map(Puzzle::Marks)
                .map_err(PuzzleError::Marks);
        }
        Grid::from_text(text)
            .map(Puzzle::Givens)
            .map_err(PuzzleError::Grid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn a_puzzles_plain_candidates_read_back_as_its_givens() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let marks = Marks::of_grid(&grid);
        assert_eq!(marks.givens(), grid);
        let line = marks.to_line('.');
        assert_eq!(line.len(), 729);
        assert_eq!(Marks::from_text(&line), Ok(marks));
        assert_eq!(
            Marks::from_text(&line.replace('.', "0")).map(|m| m.to_line('.')),
            Ok(line.clone())
        );
        assert_eq!(Puzzle::from_text(&line), Ok(Puzzle::Marks(marks)));
        assert_eq!(Puzzle::from_text(PUZZLE), Ok(Puzzle::Givens(grid)));
        assert_eq!(marks.contradiction(), None);
        // Cell r1c1 holds 4 alone: its marks are "...4.....".
        assert_eq!(&line[..9], "...4.....");
    }

    #[test]
    fn a_single_that_a_peer_still_holds_is_an_open_cell() {
        let mut masks = [ALL; CELLS];
        masks[0] = 1 << 4; // r1c1: 5 alone, which r1c2 still holds.
        let marks = Marks::from_masks(&masks);
        assert_eq!(marks.givens(), Grid::empty());
        masks[1..9].iter_mut().for_each(|m| *m &= !(1 << 4));
        for cell in [9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72] {
            masks[cell] &= !(1 << 4);
        }
        let given = Marks::from_masks(&masks).givens();
        assert_eq!(given.get(0), 5);
        assert_eq!(given.givens(), 1);
    }

    #[test]
    fn errors_name_the_position() {
        let line = ".".repeat(729);
        let bad = |at: usize, ch: char| {
            let mut s = line.clone();
            s.replace_range(at..at + 1, &ch.to_string());
            Marks::from_text(&s).unwrap_err().message()
        };
        assert_eq!(
            bad(10, 'x'),
            "unexpected character 'x' at position 11 of the pencil marks; expected a digit 1-9 \
             or a blank (. 0)"
        );
        assert_eq!(
            bad(10, '5'),
            "digit 5 at position 11 of the pencil marks, where only 2 or a blank may stand \
             (row 1 column 2)"
        );
        assert_eq!(
            Marks::from_text(&line[..728]).unwrap_err().message(),
            "expected 729 pencil marks, found 728"
        );
        assert_eq!(
            Marks::from_text(&line).unwrap().contradiction(),
            Some(MarksError::NoCandidate { cell: 0 })
        );
        let mut masks = [ALL; CELLS];
        for cell in house_cells(20) {
            masks[cell] &= !(1 << 6);
        }
        assert_eq!(
            Marks::from_masks(&masks)
                .contradiction()
                .map(|e| e.message()),
            Some("digit 7 has no place in box 3: the pencil marks have no solution".into())
        );
    }
}
