//! The rows up to the first one with givens: blank rows while the band rule
//! allows one, then the first row with givens, which fixes the columns.
//!
//! Until a row with givens is placed the column permutation is free and no
//! digit has a label, so that row reads the same under any permutation that
//! puts its givens in the same places (they all get new labels, in order;
//! unless a digit repeats in it, a clash, which is read in full).
//! Its smallest reading puts each stack's givens at the stack's right end and
//! the stacks in increasing number of givens. Every source row reaching that
//! pattern is kept, each with every column permutation giving it; when the
//! row is full, the next row chooses among the permutations (full_row.rs).

use super::full_row::{Leaf, Search};
use super::{allowed_rows, Minlexer, Oriented, Partial};

/// The permutations of three items, in lexicographic order.
const PERMS3: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The pattern of a full row (bit 8 = target column 0).
const FULL: u32 = 0o777;

/// The 3-bit pattern of a stack with `givens` givens at its right end.
const fn right_aligned(givens: u32) -> u32 {
    (1 << givens) - 1
}

/// The smallest pattern a row's givens can take (bit 8 = target column 0):
/// each stack's givens at its right end, the stacks in increasing number of
/// givens.
fn smallest_pattern(cells: &[u8]) -> u32 {
    let mut counts = [0u32; 3];
    for (col, &v) in cells.iter().enumerate() {
        counts[col / 3] += u32::from(v != 0);
    }
    counts.sort_unstable();
    counts
        .iter()
        .fold(0, |acc, &n| (acc << 3) | right_aligned(n))
}

/// A pattern read as a row: its givens labelled 1, 2, 3, ... in order.
fn pattern_row(pattern: u32) -> [u8; 9] {
    let mut read = [0u8; 9];
    let mut label = 0;
    for (col, slot) in read.iter_mut().enumerate() {
        if pattern & (1 << (8 - col)) != 0 {
            label += 1;
            *slot = label;
        }
    }
    read
}

/// Whether a full row holds nine different digits.
fn all_different(cells: &[u8]) -> bool {
    let mut seen = 0u16;
    for &v in cells {
        seen |= 1 << (v & 15);
    }
    seen == 0b11_1111_1110
}

impl Minlexer {
    /// Target row `target`, every row before it blank: a blank row if the
    /// band rule allows one, else the first row with givens (and, when it is
    /// full, the row after it). Writes the rows read into `out` (from
    /// `target`) and returns how many.
    pub(super) fn blank_or_first_given_row(
        &mut self,
        grids: &[Oriented; 2],
        target: usize,
        out: &mut [u8],
    ) -> usize {
        let mut best = u32::MAX;
        let mut firsts: Vec<(Partial, u8)> = Vec::new();
        for partial in &self.current {
            let grid = &grids[usize::from(partial.orient)];
            for row in allowed_rows(partial, grid, target) {
                let pattern = smallest_pattern(grid.row(usize::from(row)));
                if pattern < best {
                    best = pattern;
                    firsts.clear();
                }
                if pattern == best {
                    firsts.push((partial.with_row(row), row));
                }
            }
        }
        self.next.clear();
        let full_pairs = best == FULL
            && target < 8
            && firsts.iter().all(|&(partial, row)| {
                all_different(grids[usize::from(partial.orient)].row(usize::from(row)))
            });
        let mut rows = 1;
        let mut read = pattern_row(best);
        if best == 0 {
            // Blank rows: the columns stay free.
            self.next.extend(firsts.iter().map(|&(partial, _)| partial));
        } else if full_pairs {
            out[9..18].copy_from_slice(&self.full_row_and_next(grids, &firsts, target + 1));
            rows = 2;
        } else {
            // A row whose givens repeat a digit (a clash) reads less than its
            // pattern, and not the same under every permutation: each is read.
            read = [u8::MAX; 9];
            for &(partial, row) in &firsts {
                let grid = &grids[usize::from(partial.orient)];
                self.push_column_permutations(grid, partial, row, &mut read);
            }
        }
        out[..9].copy_from_slice(&read);
        std::mem::swap(&mut self.current, &mut self.next);
        rows
    }

    /// Every column permutation that gives `row` its smallest pattern and
    /// reads it no larger than `best`, with the labels it gives, into
    /// `self.next` (cleared when a smaller reading becomes `best`).
    fn push_column_permutations(
        &mut self,
        grid: &Oriented,
        partial: Partial,
        row: u8,
        best: &mut [u8; 9],
    ) {
        let cells = grid.row(usize::from(row));
        let givens = |stack: usize| (0..3).filter(|&i| cells[stack * 3 + i] != 0).count();
        // For each source stack, its column orders with the givens last and
        // twin columns in increasing order.
        let mut orders: [Vec<[u8; 3]>; 3] = Default::default();
        for (stack, list) in orders.iter_mut().enumerate() {
            for perm in PERMS3 {
                let col = |i: usize| stack * 3 + usize::from(perm[i]);
                let aligned = (0..2).all(|i| cells[col(i)] == 0 || cells[col(i + 1)] != 0);
                // A twin after its column: the order that twin stands for.
                let ordered =
                    (0..2).all(|i| (i + 1..3).all(|j| grid.col_twins[col(i)] & (1 << col(j)) == 0));
                if aligned && ordered {
                    list.push([col(0) as u8, col(1) as u8, col(2) as u8]);
                }
            }
        }
        for stacks in PERMS3 {
            let s = stacks.map(usize::from);
            let increasing = givens(s[0]) <= givens(s[1]) && givens(s[1]) <= givens(s[2]);
            let twins_ordered =
                (0..2).all(|i| (i + 1..3).all(|j| grid.stack_twins[s[i]] & (1 << s[j]) == 0));
            if !increasing || !twins_ordered {
                continue;
            }
            for a in &orders[s[0]] {
                for b in &orders[s[1]] {
                    for c in &orders[s[2]] {
                        let mut child = partial;
                        child.cols = [a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2]];
                        let mut read = [0u8; 9];
                        for (slot, &col) in read.iter_mut().zip(&child.cols) {
                            let v = usize::from(cells[usize::from(col)]);
                            if v != 0 {
                                if child.labels[v] == 0 {
                                    child.labels[v] = child.next;
                                    child.next += 1;
                                }
                                *slot = child.labels[v];
                            }
                        }
                        if read > *best {
                            continue;
                        }
                        if read < *best {
                            *best = read;
                            self.next.clear();
                        }
                        self.next.push(child);
                    }
                }
            }
        }
    }

    /// The first row with givens full (nine different digits, at target row
    /// `second - 1`) and target row `second`: every pair of such a row and a
    /// row the band rule allows after it, searched for the permutations
    /// reading the second row smallest (full_row.rs); the kept partials into
    /// `self.next`, the second row returned.
    fn full_row_and_next(
        &mut self,
        grids: &[Oriented; 2],
        firsts: &[(Partial, u8)],
        second: usize,
    ) -> [u8; 9] {
        let mut best = [u8::MAX; 9];
        let mut leaves: Vec<Leaf> = Vec::new();
        let mut pairs: Vec<(Partial, u8, u8)> = Vec::new();
        for &(partial, row) in firsts {
            let grid = &grids[usize::from(partial.orient)];
            for next_row in allowed_rows(&partial, grid, second) {
                let pair = pairs.len();
                pairs.push((partial, row, next_row));
                let (first, next) = (grid.row(usize::from(row)), grid.row(usize::from(next_row)));
                Search::run(first, next, pair, &mut best, &mut leaves);
            }
        }
        for leaf in &leaves {
            let Some(&(partial, row, next_row)) = pairs.get(leaf.pair) else {
                continue;
            };
            let cells = grids[usize::from(partial.orient)].row(usize::from(row));
            let mut child = partial.with_row(next_row);
            child.cols = leaf.cols;
            for (&digit, &at) in cells.iter().zip(&leaf.inv) {
                child.labels[usize::from(digit)] = at + 1;
            }
            child.next = 10;
            self.next.push(child);
        }
        best
    }
}
