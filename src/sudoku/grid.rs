//! The 9x9 grid: parsing from bytes and text, validation errors, the target weights.

use std::fmt;

use crate::Text;

/// Cells in a grid.
pub const CELLS: usize = 81;

/// A 9x9 grid, row-major, `0` for an empty cell and `1..=9` for a digit.
///
/// Every `Grid` holds only values `0..=9`; givens may still clash (see
/// [`Grid::first_clash`]), which the solving functions report as an error.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

/// Why some input is not a usable grid. Each message says what and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridError {
    /// Not 81 cells.
    WrongLength {
        /// How many cells were found.
        found: usize,
    },
    /// A byte outside `0..=9`.
    BadValue {
        /// Cell index `0..81`.
        cell: usize,
        /// The value found there.
        value: u8,
    },
    /// A character that is neither a digit, a blank marker (`. 0 - _ *`) nor whitespace.
    BadChar {
        /// 1-based line of the text.
        line: usize,
        /// 1-based column (in characters) on that line.
        column: usize,
        /// The character found.
        ch: char,
    },
    /// Two givens with the same digit in one row, column or box.
    Clash {
        /// The earlier cell (row-major index).
        first: usize,
        /// The later cell.
        second: usize,
        /// The digit both hold.
        digit: u8,
    },
}

/// A character for a message: `'x'`, or `U+0007` for one that does not print.
pub fn quoted(ch: char) -> String {
    push_quoted(Text::new(), ch).0
}

fn push_quoted(text: Text, ch: char) -> Text {
    if ch.is_control() {
        text.s("U+").hex4(u32::from(ch))
    } else {
        let mut buf = [0u8; 4];
        text.s("'").s(ch.encode_utf8(&mut buf)).s("'")
    }
}

/// "row R column C" for a cell index, 1-based, as people count.
pub fn cell_name(cell: usize) -> String {
    push_cell_name(Text::new(), cell).0
}

#[inline(never)]
fn push_cell_name(text: Text, cell: usize) -> Text {
    let cell = cell as u64;
    text.s("row ").n(cell / 9 + 1).s(" column ").n(cell % 9 + 1)
}

impl GridError {
    /// The message that `Display` shows, built without `core::fmt` (see
    /// the crate's private `Text` builder), which keeps the WebAssembly module small.
    pub fn message(&self) -> String {
        let text = Text::new();
        match *self {
            GridError::WrongLength { found } => text.s("expected 81 cells, found ").n(found as u64),
            GridError::BadValue { cell, value } => {
                let text = text.s("cell ").n(cell as u64).s(" (");
                push_cell_name(text, cell)
                    .s(") has value ")
                    .n(value.into())
                    .s(", expected 0..=9")
            }
            GridError::BadChar { line, column, ch } => {
                push_quoted(text.s("unexpected character "), ch)
                    .s(" at line ")
                    .n(line as u64)
                    .s(", column ")
                    .n(column as u64)
                    .s("; expected a digit 1-9, a blank (. 0 - _ *) or whitespace")
            }
            GridError::Clash {
                first,
                second,
                digit,
            } => {
                let text = push_cell_name(text.s("givens clash: "), first).s(" and ");
                push_cell_name(text, second)
                    .s(" both hold ")
                    .n(digit.into())
            }
        }
        .0
    }
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for GridError {}

/// The NOIP 2009 target-sudoku weight of a cell: 6 on the outer ring, then 7, 8, 9
/// inward, and 10 in the centre.
pub const fn weight(cell: usize) -> u8 {
    let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
    let dr = if r > 4 { r - 4 } else { 4 - r };
    let dc = if c > 4 { c - 4 } else { 4 - c };
    let ring = if dr > dc { dr } else { dc };
    (10 - ring) as u8
}

/// Is `ch` one of the blank markers that text input accepts?
const fn is_blank_marker(ch: char) -> bool {
    matches!(ch, '.' | '0' | '-' | '_' | '*')
}

impl Grid {
    /// The grid with every cell empty.
    pub const fn empty() -> Grid {
        Grid { cells: [0; CELLS] }
    }

    /// From 81 bytes, `0` for empty and `1..=9` for a given.
    pub fn from_bytes(bytes: &[u8]) -> Result<Grid, GridError> {
        if bytes.len() != CELLS {
            return Err(GridError::WrongLength { found: bytes.len() });
        }
        let mut cells = [0u8; CELLS];
        for (cell, (&value, slot)) in bytes.iter().zip(cells.iter_mut()).enumerate() {
            if value > 9 {
                return Err(GridError::BadValue { cell, value });
            }
            *slot = value;
        }
        Ok(Grid { cells })
    }

    /// From cells already known to hold `0..=9` (a transformation of a
    /// grid's cells): no error to handle; a value above 9 becomes blank, so
    /// the invariant holds whatever the caller does.
    pub(crate) fn from_cells(mut cells: [u8; CELLS]) -> Grid {
        for value in &mut cells {
            debug_assert!(*value <= 9, "a cell holds 0..=9");
            if *value > 9 {
                *value = 0;
            }
        }
        Grid { cells }
    }

    /// From text: exactly 81 cells, digits `1-9` for givens, any of `. 0 - _ *`
    /// for blanks; whitespace and line breaks are ignored, so a one-line puzzle
    /// and a judge's nine lines of `7 0 0 9 0 0 0 0 1` both parse.
    pub fn from_text(text: &str) -> Result<Grid, GridError> {
        let (grid, found) = Self::scan(text, false)?;
        if found != CELLS {
            return Err(GridError::WrongLength { found });
        }
        Ok(grid)
    }

    /// The first 81 cells of `text`, ignoring whatever follows the 81st (for
    /// line-oriented input such as `<puzzle> <answer>`).
    pub fn from_text_prefix(text: &str) -> Result<Grid, GridError> {
        let (grid, found) = Self::scan(text, true)?;
        if found < CELLS {
            return Err(GridError::WrongLength { found });
        }
        Ok(grid)
    }

    /// Reads cells until the text ends (counting all of them) or, with
    /// `stop_at_81`, until the 81st; returns the grid and the number of cells.
    fn scan(text: &str, stop_at_81: bool) -> Result<(Grid, usize), GridError> {
        let mut cells = [0u8; CELLS];
        let mut found = 0usize;
        // 1-based line; column in characters, 0 before a line's first.
        let (mut line, mut column) = (1usize, 0usize);
        for ch in text.chars() {
            if ch == '\n' {
                line += 1;
                column = 0;
                continue;
            }
            column += 1;
            let value = match ch {
                '1'..='9' => ch as u8 - b'0',
                _ if is_blank_marker(ch) => 0,
                _ if ch.is_whitespace() => continue,
                _ => return Err(GridError::BadChar { line, column, ch }),
            };
            if let Some(slot) = cells.get_mut(found) {
                *slot = value;
            }
            found += 1;
            if stop_at_81 && found == CELLS {
                break;
            }
        }
        Ok((Grid { cells }, found))
    }

    /// The cells, row-major.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The value at `cell` (`0` when empty).
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets `cell` to `value` (`0..=9`).
    pub fn set(&mut self, cell: usize, value: u8) {
        assert!(value <= 9, "a cell holds 0..=9");
        self.cells[cell] = value;
    }

    /// Number of filled cells.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// True when no cell is empty.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// The first pair of equal digits in one row, column or box, scanning cells in
    /// order (the pair's later cell is as early as possible).
    pub fn first_clash(&self) -> Option<GridError> {
        if !self.has_clash() {
            return None;
        }
        for second in 0..CELLS {
            let digit = self.cells[second];
            if digit == 0 {
                continue;
            }
            if let Some(first) =
                (0..second).find(|&first| self.cells[first] == digit && shares_unit(first, second))
            {
                return Some(GridError::Clash {
                    first,
                    second,
                    digit,
                });
            }
        }
        None
    }

    /// Does any digit repeat in a row, column or box? One pass with a bit set a
    /// unit: the common no-clash case then skips the pairwise search.
    fn has_clash(&self) -> bool {
        // The digits seen so far in each unit (rows, columns, boxes), as bits.
        let mut seen = [0u16; 32];
        for (cell, &digit) in self.cells.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let bit = 1u16 << (digit & 15);
            let units = units_of(cell);
            if units.iter().any(|&unit| seen[unit & 31] & bit != 0) {
                return true;
            }
            for unit in units {
                seen[unit & 31] |= bit;
            }
        }
        false
    }

    /// Every cell whose digit repeats in its row, column or box, in order.
    pub fn clashing_cells(&self) -> Vec<usize> {
        // How often each digit occurs in each unit (rows, columns, boxes): a
        // cell clashes when its digit occurs twice in one of its units. (Masks
        // instead of bounds checks: units are < 27 and digits <= 9.)
        let mut seen = [[0u8; 16]; 32];
        for (cell, &digit) in self.cells.iter().enumerate() {
            for unit in units_of(cell) {
                seen[unit & 31][usize::from(digit) & 15] += 1;
            }
        }
        let mut clashing = Vec::new();
        for (cell, &digit) in self.cells.iter().enumerate() {
            if digit != 0
                && units_of(cell)
                    .iter()
                    .any(|&unit| seen[unit & 31][usize::from(digit) & 15] > 1)
            {
                clashing.push(cell);
            }
        }
        clashing
    }

    /// The weighted sum of the filled cells (the target score of a full grid).
    pub fn score(&self) -> i32 {
        self.cells
            .iter()
            .enumerate()
            .map(|(cell, &digit)| i32::from(weight(cell)) * i32::from(digit))
            .sum()
    }

    /// The grid as 81 characters, digits and `blank` for empty cells.
    pub fn to_line(&self, blank: char) -> String {
        self.cells
            .iter()
            .map(|&v| if v == 0 { blank } else { (b'0' + v) as char })
            .collect()
    }
}

/// The row, column and box of a cell, numbered 0..9, 9..18 and 18..27.
fn units_of(cell: usize) -> [usize; 3] {
    [cell / 9, 9 + cell % 9, 18 + cell / 27 * 3 + cell % 9 / 3]
}

/// Do two cells share a row, a column or a box?
pub fn shares_unit(a: usize, b: usize) -> bool {
    let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
    ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3)
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

/// 81 characters, `.` for empty cells.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line('.'))
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

impl std::str::FromStr for Grid {
    type Err = GridError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Grid::from_text(s)
    }
}

impl TryFrom<&[u8]> for Grid {
    type Error = GridError;
    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Grid::from_bytes(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_form_rings() {
        let rows: Vec<String> = (0..9)
            .map(|r| {
                (0..9)
                    .map(|c| weight(9 * r + c).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(rows[0], "6 6 6 6 6 6 6 6 6");
        assert_eq!(rows[1], "6 7 7 7 7 7 7 7 6");
        assert_eq!(rows[4], "6 7 8 9 10 9 8 7 6");
        assert_eq!(rows[8], "6 6 6 6 6 6 6 6 6");
    }

    #[test]
    fn text_forms_parse_alike() {
        let line = "7..9....1".repeat(9);
        let judge = "7 0 0 9 0 0 0 0 1\n".repeat(9);
        let marks = "7-_9*.0.1\r\n".repeat(9);
        let a = Grid::from_text(&line).unwrap();
        assert_eq!(Grid::from_text(&judge).unwrap(), a);
        assert_eq!(Grid::from_text(&marks).unwrap(), a);
        assert_eq!(a.get(0), 7);
        assert_eq!(a.get(3), 9);
        assert_eq!(a.givens(), 27);
    }

    #[test]
    fn errors_say_what_and_where() {
        assert_eq!(
            Grid::from_bytes(&[0; 80]).unwrap_err().to_string(),
            "expected 81 cells, found 80"
        );
        let mut bytes = [0u8; 81];
        bytes[12] = 12;
        assert_eq!(
            Grid::from_bytes(&bytes).unwrap_err().to_string(),
            "cell 12 (row 2 column 4) has value 12, expected 0..=9"
        );
        assert_eq!(
            Grid::from_text(&".".repeat(82)).unwrap_err(),
            GridError::WrongLength { found: 82 }
        );
        assert_eq!(
            Grid::from_text("..\n.x").unwrap_err(),
            GridError::BadChar {
                line: 2,
                column: 2,
                ch: 'x'
            }
        );
        let mut grid = Grid::empty();
        grid.set(0, 7);
        grid.set(4, 7);
        assert_eq!(
            grid.first_clash().unwrap().to_string(),
            "givens clash: row 1 column 1 and row 1 column 5 both hold 7"
        );
        assert_eq!(grid.clashing_cells(), [0, 4]);
        assert_eq!(
            Grid::from_text_prefix(&format!("{} 2829", ".".repeat(81))).unwrap(),
            Grid::empty()
        );
    }
}
