//! Unique rectangles and unique loops (SE 4.5 and up), as Sudoku Explainer
//! 1.2.1 finds them. Only sound on a puzzle with one solution: the path
//! calls this producer only then (see [`Technique::needs_uniqueness`]).
//!
//! A *deadly pattern* is a cycle of open cells holding the same two digits a
//! and b, where each row, column and box that it touches holds exactly two
//! of its cells, one at an even place of the cycle and one at an odd place.
//! Were the cells only a and b, they could be filled a, b, a, b, ... around
//! the cycle or b, a, b, a, ...: every unit keeps its digits either way, so
//! the puzzle would have two solutions. Hence the cells that hold more than
//! a and b (the *extra* cells, at most two here, or more sharing one extra
//! digit) must keep the pattern from forming. A cycle of four cells is a
//! rectangle; longer ones are loops (6, 8, 10 cells and more).
//!
//! The kinds of hint (see [`types`]): type 1, one extra cell, loses a and
//! b; type 2, the extra cells share one extra digit, which leaves the cells
//! that see them all; type 3, the extra digits of two extra cells act as a
//! pseudo-cell that forms a naked or hidden set in a unit they share; type 4,
//! a or b confined to the two extra cells in a unit they share, so the other
//! leaves both.
//!
//! SE's choice, which this file repeats: every bivalue cell in row order
//! starts a depth-first walk along cells holding its two digits (through
//! its box, row, column in that order, never through the kind of unit of
//! the move before), allowing two extra cells, or more while the extra
//! digits seen are one. Each closed, deadly cycle gives its hints in
//! discovery order; a hint equal to one already kept (same kind, same cells)
//! is dropped. The hint taken is the cheapest by rating, then by type, the
//! first found among equals (SE's stable sort).

mod types;

use super::candidates::Candidates;
use super::cells::{column_of, count, row_of, units_of, CellSet, UNIT_SETS};
use super::step::{Step, Technique};
use crate::sudoku::box_of;
use types::{LoopHint, Pattern};

/// The unique rectangle or loop step SE takes, if any.
#[inline(never)]
pub(crate) fn find_unique_loop(state: &Candidates) -> Option<Step> {
    let mut choice = Choice::default();
    for start in 0..81 {
        let pair = state.mask(start);
        if count(pair) != 2 {
            continue;
        }
        for cycle in cycles_from(state, start, pair) {
            if !is_deadly(&cycle) {
                continue;
            }
            let pattern = Pattern::new(state, cycle, pair);
            for hint in types::hints(state, &pattern) {
                choice.offer(hint);
            }
        }
    }
    choice.best.map(|hint| hint.into_step())
}

/// SE's three kinds of unit in its order of search: box, row, column.
pub(super) const fn se_units(cell: usize) -> [usize; 3] {
    [18 + box_of(cell), row_of(cell), 9 + column_of(cell)]
}

/// The hints kept so far and the cheapest of them.
#[derive(Default)]
struct Choice {
    /// The (kind, cells) of every hint kept: SE keeps one hint of a kind per set of cells.
    kept: Vec<(u8, CellSet)>,
    best: Option<LoopHint>,
}

impl Choice {
    fn offer(&mut self, hint: LoopHint) {
        if hint.eliminate.is_empty() || self.kept.contains(&hint.key()) {
            return;
        }
        self.kept.push(hint.key());
        // Strictly cheaper only: among equals the first found stays (a stable sort).
        let cheaper = match &self.best {
            None => true,
            Some(best) => {
                hint.rating < best.rating
                    || (hint.rating == best.rating && hint.type_number() < best.type_number())
            }
        };
        if cheaper {
            self.best = Some(hint);
        }
    }
}

/// Every cycle SE's walk closes from `start` (bivalue on `pair`), in its
/// order: cells holding both digits, at most two extra cells unless the
/// extra digits are one.
fn cycles_from(state: &Candidates, start: usize, pair: u16) -> Vec<Vec<usize>> {
    // The pair's two digits: its lowest and highest bits.
    let (a, b) = (
        pair.trailing_zeros() as u8 + 1,
        16 - pair.leading_zeros() as u8,
    );
    let mut walk = Walk {
        state,
        pair,
        pair_cells: state.cells_with(a) & state.cells_with(b),
        path: Vec::new(),
        on_path: CellSet::EMPTY,
        touched: [0; 2],
        cycles: Vec::new(),
    };
    walk.extend(start, 2, 0, None);
    walk.cycles
}

/// SE's depth-first walk of one start cell.
struct Walk<'a> {
    state: &'a Candidates,
    pair: u16,
    /// The cells holding both digits of the pair: the walk's only cells.
    pair_cells: CellSet,
    path: Vec<usize>,
    on_path: CellSet,
    /// The units (bits 0-26) holding a cell of the path at an even place
    /// and at an odd place: a deadly cycle holds one cell of each unit it
    /// touches at each parity, so a path that meets a unit twice at one
    /// parity closes no deadly cycle and is not walked on (the cycles it
    /// would close are not deadly and SE drops them too).
    touched: [u32; 2],
    cycles: Vec<Vec<usize>>,
}

/// The units of each cell as bits 0-26.
const UNIT_BITS: [u32; 81] = {
    let mut bits = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        let [row, column, block] = units_of(cell);
        bits[cell] = 1 << row | 1 << column | 1 << block;
        cell += 1;
    }
    bits
};

impl Walk<'_> {
    /// Steps onto `cell` (reached through a unit of kind `last`, 0-2 as in
    /// [`se_units`]), with `allowed` extra cells still allowed and `extra` the
    /// extra digits seen.
    fn extend(&mut self, cell: usize, allowed: i32, extra: u16, last: Option<usize>) {
        let parity = self.path.len() % 2;
        let bits = UNIT_BITS[cell];
        self.touched[parity] |= bits;
        self.path.push(cell);
        self.on_path.insert(cell);
        // SE gathers the extra digits of every cell tried from here, siblings
        // included, and passes what it has so far to each: a later sibling
        // can be barred by an earlier one's digits. That shapes the cycles
        // found, so it is kept.
        let mut extra = extra;
        for (kind, unit) in se_units(cell).into_iter().enumerate() {
            if last == Some(kind) {
                continue;
            }
            // Cells without both digits are passed over: the unit's cells in order, less those.
            for next in (UNIT_SETS[unit] & self.pair_cells).iter() {
                if next == self.path[0] && self.path.len() >= 4 {
                    self.cycles.push(self.path.clone());
                } else if !self.on_path.contains(next) {
                    let mask = self.state.mask(next);
                    extra |= mask & !self.pair;
                    let wide = count(mask) > 2;
                    let deadly_yet = self.touched[self.path.len() % 2] & UNIT_BITS[next] == 0;
                    if (!wide || count(extra) == 1 || allowed > 0) && deadly_yet {
                        self.extend(next, allowed - i32::from(wide), extra, Some(kind));
                    }
                }
            }
        }
        self.path.pop();
        self.on_path.remove(cell);
        self.touched[parity] &= !bits;
    }
}

/// Whether a closed walk is a deadly pattern: every unit it touches holds
/// one of its cells at an even place and one at an odd place, no more.
fn is_deadly(cycle: &[usize]) -> bool {
    let mut touched = [0u32; 2];
    for (i, &c) in cycle.iter().enumerate() {
        for u in units_of(c) {
            if touched[i % 2] & (1 << u) != 0 {
                return false;
            }
            touched[i % 2] |= 1 << u;
        }
    }
    touched[0] == touched[1]
}

/// SE's rating of a pattern of `size` cells before any set bonus: 4.5, and
/// 0.1 for 6 cells, 0.2 for 8, 0.5 for 10 and more, added in f64 as SE does.
fn base_rating(size: usize) -> f64 {
    let mut rating = 4.5;
    if size >= 10 {
        rating += 0.3;
    }
    if size >= 8 {
        rating += 0.2;
    } else if size >= 6 {
        rating += 0.1;
    }
    rating
}

/// The technique of a pattern's hint of `type_number` (1-4): a rectangle for four cells.
fn technique(size: usize, type_number: u8) -> Technique {
    use Technique::*;
    let all = if size == 4 {
        [
            UniqueRectangleType1,
            UniqueRectangleType2,
            UniqueRectangleType3,
            UniqueRectangleType4,
        ]
    } else {
        [
            UniqueLoopType1,
            UniqueLoopType2,
            UniqueLoopType3,
            UniqueLoopType4,
        ]
    };
    all[usize::from(type_number) - 1]
}

#[cfg(test)]
pub(crate) mod tests;
