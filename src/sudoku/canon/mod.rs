//! The minlex form of a grid: the canonical representative of its isomorph
//! class, as the Sudoku forums define it.
//!
//! Two grids are isomorphs when one becomes the other through the validity
//! preserving transformations: transposition, a permutation of the three
//! bands, of the three stacks, of the rows within each band and of the
//! columns within each stack (2 x 6^8 = 3,359,232 cell arrangements), and a
//! relabelling of the digits. The minlex form is the smallest 81-character
//! string, read row by row with `0` for a blank, over the cell arrangements,
//! each relabelled in order of first appearance (the first digit met reads 1,
//! the next new one 2, ...): for a fixed arrangement that relabelling is the
//! smallest, so the minimum is over the arrangements alone. Blanks sort first,
//! so the form puts as many blanks first as it can; a full grid's form starts
//! `123456789`.
//!
//! **The search.** The string is built one row at a time. A partial
//! transformation is an orientation, the source rows chosen so far (the band
//! rule: target rows 0-2 from one source band, 3-5 from another, 6-8 from the
//! last), a whole column permutation and the labels given so far; its prefix
//! depends on nothing else. After each row only the partials whose prefix
//! equals the smallest prefix are kept: the optimum's prefix is the smallest
//! at every length, so it is never dropped.
//!
//! - The first row with givens (blank rows before it, while the band rule
//!   allows): it reads the same under every column permutation that puts its
//!   givens in the same places, since they all get new labels in order. The
//!   smallest puts each stack's givens at its right end and the stacks in
//!   increasing number of givens. Every source row (and orientation) reaching
//!   that pattern is kept, with every column permutation giving it.
//! - Each later row: each kept partial is extended by each source row the
//!   band rule allows, and the relabelled row compared with the best so far
//!   (cell by cell, stopping at the first larger one).
//!
//! Cuts keep the ties few without losing the optimum. Swapping two equal
//! rows of one band (two blank rows, say), two equal bands, two equal
//! columns of one stack or two equal stacks leaves the grid unchanged: of
//! such twins only those in increasing order are tried. Rows before the first
//! row with givens leave the columns free: the permutations are enumerated
//! only at that row (first_rows.rs). When that row is full, every column
//! permutation reads it `123456789` and the next row chooses among them: a
//! search finds the permutations reading it smallest (full_row.rs). And once
//! every given is placed, the rest is blanks.

mod first_rows;
mod full_row;

use super::grid::{Grid, CELLS};

/// A transformation under construction: see the module comment.
#[derive(Clone, Copy)]
struct Partial {
    /// Target column -> source column (of the oriented grid).
    cols: [u8; 9],
    /// Source digit -> its label, 0 while the digit has not been met.
    labels: [u8; 10],
    /// The next label to give.
    next: u8,
    /// 0: the grid as it is, 1: transposed.
    orient: u8,
    /// Source rows used, as bits.
    rows: u16,
    /// Source bands used, as bits.
    bands: u8,
    /// The source band of the current target band.
    band: u8,
}

/// One orientation of the grid, and its twins: lines equal cell for cell to
/// an earlier line of their band or stack (bands and stacks equal to an
/// earlier one), which a transformation may swap without changing anything.
struct Oriented {
    cells: [u8; CELLS],
    /// For each row, the earlier rows of its band equal to it, as bits.
    row_twins: [u16; 9],
    /// For each column, the earlier columns of its stack equal to it.
    col_twins: [u16; 9],
    /// For each band, the earlier bands equal to it (row by row).
    band_twins: [u8; 3],
    /// For each stack, the earlier stacks equal to it (column by column).
    stack_twins: [u8; 3],
}

impl Oriented {
    fn new(cells: [u8; CELLS]) -> Oriented {
        let row_equal = |a: usize, b: usize| (0..9).all(|c| cells[a * 9 + c] == cells[b * 9 + c]);
        let col_equal = |a: usize, b: usize| (0..9).all(|r| cells[r * 9 + a] == cells[r * 9 + b]);
        let mut grid = Oriented {
            cells,
            row_twins: [0; 9],
            col_twins: [0; 9],
            band_twins: [0; 3],
            stack_twins: [0; 3],
        };
        for line in 0..9 {
            for earlier in line / 3 * 3..line {
                if row_equal(earlier, line) {
                    grid.row_twins[line] |= 1 << earlier;
                }
                if col_equal(earlier, line) {
                    grid.col_twins[line] |= 1 << earlier;
                }
            }
        }
        for block in 0..3 {
            for earlier in 0..block {
                if (0..3).all(|i| row_equal(earlier * 3 + i, block * 3 + i)) {
                    grid.band_twins[block] |= 1 << earlier;
                }
                if (0..3).all(|i| col_equal(earlier * 3 + i, block * 3 + i)) {
                    grid.stack_twins[block] |= 1 << earlier;
                }
            }
        }
        grid
    }

    fn row(&self, row: usize) -> &[u8] {
        &self.cells[row * 9..row * 9 + 9]
    }

    /// Whether `row` is worth trying with the rows `used` taken: every
    /// earlier twin of it is taken (a free one would give the same).
    fn row_worth_trying(&self, row: usize, used: u16) -> bool {
        self.row_twins[row] & !used == 0
    }

    /// Whether `band` is worth trying with the bands `used` taken.
    fn band_worth_trying(&self, band: usize, used: u8) -> bool {
        self.band_twins[band] & !used == 0
    }
}

/// A reusable canonicaliser: [`minlex`] with its buffers kept between calls
/// (for a catalogue: one a thread).
#[derive(Default)]
pub struct Minlexer {
    current: Vec<Partial>,
    next: Vec<Partial>,
}

impl Minlexer {
    /// A canonicaliser with empty buffers.
    pub fn new() -> Minlexer {
        Minlexer::default()
    }

    /// The minlex form of `grid` (see the module comment). Any grid has one,
    /// clashing givens included: the form is that of the cells as they are.
    pub fn minlex(&mut self, grid: &Grid) -> Grid {
        let cells = *grid.cells();
        let givens = grid.givens();
        let mut transposed = [0u8; CELLS];
        for (cell, slot) in transposed.iter_mut().enumerate() {
            *slot = cells[cell % 9 * 9 + cell / 9];
        }
        let grids = [Oriented::new(cells), Oriented::new(transposed)];
        // A grid equal to its transpose needs one orientation only.
        let orients = if transposed == cells { 1 } else { 2 };
        self.current.clear();
        for orient in 0..orients {
            self.current.push(Partial {
                cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
                labels: [0; 10],
                next: 1,
                orient,
                rows: 0,
                bands: 0,
                band: 0,
            });
        }
        let mut out = [0u8; CELLS];
        let (mut row, mut placed) = (0, 0);
        while row < 9 && placed < givens {
            let rows = if placed == 0 {
                self.blank_or_first_given_row(&grids, row, &mut out[row * 9..])
            } else {
                let best = self.next_row(&grids, row);
                out[row * 9..row * 9 + 9].copy_from_slice(&best);
                1
            };
            let read = &out[row * 9..(row + rows) * 9];
            placed += read.iter().filter(|&&v| v != 0).count();
            row += rows;
        }
        self.current.clear();
        Grid::from_cells(out)
    }

    /// Target row `target` after a row with givens: every kept partial
    /// extended by every row the band rule allows, keeping those that give the
    /// smallest row, which is returned.
    fn next_row(&mut self, grids: &[Oriented; 2], target: usize) -> [u8; 9] {
        let mut best = [u8::MAX; 9];
        self.next.clear();
        for partial in &self.current {
            let grid = &grids[usize::from(partial.orient)];
            for row in allowed_rows(partial, grid, target) {
                let cells = grid.row(usize::from(row));
                let mut child = partial.with_row(row);
                let mut read = [0u8; 9];
                let mut smaller = false;
                let mut larger = false;
                for (slot, (&col, &limit)) in read.iter_mut().zip(child.cols.iter().zip(&best)) {
                    let v = usize::from(cells[usize::from(col)]);
                    let label = if v == 0 {
                        0
                    } else if child.labels[v] != 0 {
                        child.labels[v]
                    } else {
                        child.labels[v] = child.next;
                        child.next += 1;
                        child.labels[v]
                    };
                    if !smaller {
                        if label > limit {
                            larger = true;
                            break;
                        }
                        smaller = label < limit;
                    }
                    *slot = label;
                }
                if larger {
                    continue;
                }
                if smaller {
                    best = read;
                    self.next.clear();
                }
                self.next.push(child);
            }
        }
        std::mem::swap(&mut self.current, &mut self.next);
        best
    }
}

impl Partial {
    /// The partial with source `row` taken for the next target row.
    fn with_row(mut self, row: u8) -> Partial {
        self.rows |= 1 << row;
        self.bands |= 1 << (row / 3);
        self.band = row / 3;
        self
    }
}

/// The source rows that can be target row `target` of `partial`: by the band
/// rule, a row of its band (or, at a band's first row, of a band not used),
/// less the rows and bands that an earlier free twin stands for.
fn allowed_rows(partial: &Partial, grid: &Oriented, target: usize) -> impl Iterator<Item = u8> {
    let mut rows = [0u8; 9];
    let mut n = 0;
    for band in 0..3u8 {
        let allowed = if target % 3 == 0 {
            partial.bands & (1 << band) == 0
                && grid.band_worth_trying(usize::from(band), partial.bands)
        } else {
            band == partial.band
        };
        if !allowed {
            continue;
        }
        for row in band * 3..band * 3 + 3 {
            if partial.rows & (1 << row) == 0
                && grid.row_worth_trying(usize::from(row), partial.rows)
            {
                rows[n] = row;
                n += 1;
            }
        }
    }
    rows.into_iter().take(n)
}

/// The minlex form of `grid`: the smallest of its isomorphs read as 81
/// digits, blanks `0` (see the module comment).
///
/// ```
/// use dlx_sudoku::sudoku::canon::minlex;
/// use dlx_sudoku::Grid;
/// // A 7 in the centre cell: moved to the last cell, read as 1.
/// let mut grid = Grid::empty();
/// grid.set(40, 7);
/// assert_eq!(minlex(&grid).to_line('0'), format!("{}1", "0".repeat(80)));
/// ```
pub fn minlex(grid: &Grid) -> Grid {
    Minlexer::new().minlex(grid)
}

/// Whether `a` and `b` are isomorphs: the same minlex form.
pub fn is_same_class(a: &Grid, b: &Grid) -> bool {
    // The number of givens and how often each digit occurs (as a multiset)
    // are kept by every transformation: a cheap answer when they differ.
    let counts = |g: &Grid| {
        let mut n = [0u8; 10];
        for &v in g.cells() {
            n[usize::from(v)] += 1;
        }
        n[1..].sort_unstable();
        n
    };
    counts(a) == counts(b) && minlex(a) == minlex(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Grid {
        text.parse().unwrap()
    }

    #[test]
    fn empty_and_single_given() {
        assert_eq!(minlex(&Grid::empty()), Grid::empty());
        for cell in [0, 40, 80] {
            let mut g = Grid::empty();
            g.set(cell, 5);
            assert_eq!(minlex(&g).to_line('0'), format!("{}1", "0".repeat(80)));
        }
    }

    #[test]
    fn a_full_grid_starts_with_its_first_row_in_order() {
        let g = grid(
            "369218475215749863487635912754861239631924758928357641173482596542196387896573124",
        );
        assert!(minlex(&g).to_line('0').starts_with("12345678945"));
    }
}
