//! The candidate state: which of the 729 options "digit d in cell c" are
//! still possible. A placed cell holds its digit and no candidates; an open
//! cell holds a mask of the digits still possible there.
//!
//! The rules are kept at every change: placing a digit removes it from the
//! candidates of the cell's 20 peers, so a digit seen by a cell is never one
//! of its candidates.

use super::cells::{bit, units_of, PEERS, PEER_LISTS, UNITS, UNIT_SETS};
use super::cells::{only_digit, CellSet};
use super::step::Step;
use crate::sudoku::{Grid, CELLS};

/// Every digit.
pub const ALL_DIGITS: u16 = 0x1FF;

/// The candidates of a grid in play.
///
/// Held twice, by cell (a digit mask) and by digit (a cell set), so that
/// "the places of digit d in unit u" is one AND; and the placed digits as a
/// cell set per digit. Every change goes through `place` and `eliminate`,
/// which keep the views equal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Candidates {
    values: [u8; CELLS],
    masks: [u16; CELLS],
    /// `places[d - 1]`: the open cells where `d` is a candidate.
    places: [CellSet; 9],
    /// `placed[d - 1]`: the cells holding `d`.
    placed: [CellSet; 9],
    /// The open cells, and how many each unit has (kept by `place`: the
    /// singles ask at every step).
    open: CellSet,
    open_in: [u8; UNITS],
    /// The units with one open cell, as bits 0-26.
    last_open: u32,
}

impl Candidates {
    /// The candidates the rules allow: every digit in every open cell, less
    /// the digits its peers hold. The grid's digits must not clash (see
    /// [`Grid::first_clash`]); a clash leaves a state with no solution.
    pub fn from_grid(grid: &Grid) -> Candidates {
        Candidates::from_givens(grid).1
    }

    /// The candidates of a grid, and whether its digits clash (some digit
    /// is seen by a peer holding the same digit); the state is then
    /// [`Candidates::from_grid`]'s, with no solution.
    pub fn from_givens(grid: &Grid) -> (bool, Candidates) {
        let mut state = Candidates {
            values: [0; CELLS],
            masks: [ALL_DIGITS; CELLS],
            places: [CellSet::ALL; 9],
            placed: [CellSet::EMPTY; 9],
            open: CellSet::ALL,
            open_in: [9; UNITS],
            last_open: 0,
        };
        let mut clash = false;
        for (cell, &digit) in grid.cells().iter().enumerate() {
            if digit != 0 {
                // A peer placed before holds the same digit.
                clash |= state.masks[cell] & bit(digit) == 0;
                state.place(cell, digit);
            }
        }
        (clash, state)
    }

    /// The grid's candidates restricted to `masks` (bit `d - 1` for digit
    /// `d`; the masks of filled cells are ignored): the rules' candidates
    /// where a player has already removed some.
    pub fn from_grid_and_masks(grid: &Grid, masks: &[u16; CELLS]) -> Candidates {
        let mut state = Candidates::from_grid(grid);
        for (cell, &mask) in masks.iter().enumerate() {
            for digit in super::cells::digits(state.masks[cell] & !mask) {
                state.eliminate(cell, digit);
            }
        }
        state
    }

    /// The digit in `cell`, 0 when it is open.
    #[inline]
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The candidates of `cell` as a mask (0 for a placed cell).
    #[inline]
    pub fn mask(&self, cell: usize) -> u16 {
        self.masks[cell]
    }

    /// The candidate masks of all cells.
    #[inline]
    pub fn masks(&self) -> &[u16; CELLS] {
        &self.masks
    }

    /// Whether `digit` is a candidate of `cell`.
    #[inline]
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.masks[cell] & bit(digit) != 0
    }

    /// The open cells where `digit` is a candidate.
    #[inline]
    pub fn cells_with(&self, digit: u8) -> CellSet {
        self.places[usize::from(digit - 1)]
    }

    /// The open cells.
    #[inline]
    pub fn open_cells(&self) -> CellSet {
        self.open
    }

    /// The number of open cells in `unit`.
    #[inline]
    pub fn open_in(&self, unit: usize) -> u8 {
        self.open_in[unit]
    }

    /// The units with exactly one open cell, as bits 0-26 (rows, columns, boxes).
    #[inline]
    pub fn last_open_units(&self) -> u32 {
        self.last_open
    }

    /// How many cells hold `digit`.
    #[inline]
    pub fn placed_count(&self, digit: u8) -> u32 {
        self.placed[usize::from(digit - 1)].len()
    }

    /// Whether `digit` is already placed in `unit`.
    #[inline]
    pub fn is_placed_in(&self, unit: usize, digit: u8) -> bool {
        !(self.placed[usize::from(digit - 1)] & UNIT_SETS[unit]).is_empty()
    }

    /// The cells of `unit` where `digit` is a candidate.
    #[inline]
    pub fn places_in(&self, unit: usize, digit: u8) -> CellSet {
        self.places[usize::from(digit - 1)] & UNIT_SETS[unit]
    }

    /// Whether every cell is filled.
    #[inline]
    pub fn is_solved(&self) -> bool {
        self.open.is_empty()
    }

    /// Whether the state shows it has no solution: an open cell without
    /// candidates, or a unit missing a digit that no cell of it can take.
    pub fn is_broken(&self) -> bool {
        self.has_dead_cell()
            || (0..9).any(|d| {
                let seen = self.placed[d] | self.places[d];
                UNIT_SETS.iter().any(|&unit| (seen & unit).is_empty())
            })
    }

    /// Whether an open cell has no candidate left (the cheap half of [`Candidates::is_broken`]).
    pub fn has_dead_cell(&self) -> bool {
        let places = self.places.iter().fold(CellSet::EMPTY, |all, &p| all | p);
        !(self.open - places).is_empty()
    }

    /// The number of candidates left in open cells.
    pub fn candidate_count(&self) -> u32 {
        self.masks.iter().map(|m| m.count_ones()).sum()
    }

    /// Places `digit` in `cell` and removes it from the peers' candidates.
    pub fn place(&mut self, cell: usize, digit: u8) {
        // The cell leaves the places of its candidates (it is in no others).
        // Fixed loops without data-dependent branches: placing runs at
        // every step, and mispredicted loop exits cost more than the work.
        // (One variable u128 shift, then all-ones or zero masks from each bit.)
        let mask = self.masks[cell];
        let cell_bit = CellSet::single(cell).0;
        for (d, places) in self.places.iter_mut().enumerate() {
            let had = 0u128.wrapping_sub(u128::from(mask >> d & 1));
            places.0 &= !(cell_bit & had);
        }
        if self.values[cell] == 0 {
            self.open.remove(cell);
            for u in units_of(cell) {
                self.open_in[u] -= 1;
                let one = u32::from(self.open_in[u] == 1);
                self.last_open = self.last_open & !(1 << u) | one << u;
            }
        }
        self.values[cell] = digit;
        self.masks[cell] = 0;
        let d = usize::from(digit - 1);
        self.placed[d].insert(cell);
        let b = !bit(digit);
        for &peer in &PEER_LISTS[cell] {
            self.masks[usize::from(peer)] &= b;
        }
        self.places[d] = self.places[d] - PEERS[cell];
    }

    /// Removes `digit` from the candidates of `cell`; false if it was not one.
    #[inline]
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> bool {
        let had = self.has(cell, digit);
        self.masks[cell] &= !bit(digit);
        self.places[usize::from(digit - 1)].remove(cell);
        had
    }

    /// Applies a step: its placements, then its eliminations; false when
    /// it changed nothing (it placed no digit in an open cell and removed no
    /// candidate).
    pub fn apply(&mut self, step: &Step) -> bool {
        let mut changed = false;
        for &(cell, digit) in &step.place {
            changed |= self.values[usize::from(cell)] == 0;
            self.place(usize::from(cell), digit);
        }
        for &(cell, digit) in &step.eliminate {
            changed |= self.eliminate(usize::from(cell), digit);
        }
        debug_assert!(self.views_agree());
        changed
    }

    /// Whether the by-cell and by-digit views hold the same candidates.
    fn views_agree(&self) -> bool {
        (1..=9u8).all(|d| {
            let by_cell = CellSet::of(&(0..CELLS).filter(|&c| self.has(c, d)).collect::<Vec<_>>());
            let placed = CellSet::of(
                &(0..CELLS)
                    .filter(|&c| self.values[c] == d)
                    .collect::<Vec<_>>(),
            );
            by_cell == self.cells_with(d) && placed == self.placed[usize::from(d - 1)]
        }) && (0..UNITS).all(|u| {
            let open = UNIT_SETS[u] - self.placed.iter().fold(CellSet::EMPTY, |all, &p| all | p);
            open == self.open & UNIT_SETS[u]
                && open.len() == u32::from(self.open_in[u])
                && (self.last_open >> u & 1 == 1) == (open.len() == 1)
        })
    }

    /// The placed digits as a grid.
    pub fn grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for (cell, &value) in self.values.iter().enumerate() {
            grid.set(cell, value);
        }
        grid
    }

    /// The one candidate of `cell` when it has exactly one.
    #[inline]
    pub fn single(&self, cell: usize) -> Option<u8> {
        let mask = self.masks[cell];
        (mask != 0 && mask & (mask - 1) == 0).then(|| only_digit(mask))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_remove_what_peers_hold() {
        let grid: Grid = format!("1{}2{}", ".".repeat(72), ".".repeat(7))
            .parse()
            .unwrap();
        let state = Candidates::from_grid(&grid);
        assert_eq!(state.value(0), 1);
        assert_eq!(state.mask(0), 0);
        assert!(!state.has(1, 1) && !state.has(9, 1) && !state.has(10, 1) && !state.has(72, 1));
        assert!(state.has(40, 1) && state.has(13, 1));
        assert!(!state.has(73, 2) && !state.has(1, 2) && state.has(12, 2));
        assert_eq!(state.mask(80), ALL_DIGITS & !bit(2));
        assert_eq!(state.mask(44), ALL_DIGITS);
        // Not cell 0, not its 20 peers, not the placed r9c2.
        assert_eq!(state.cells_with(1).len(), 81 - 1 - 20 - 1);
        assert!(!state.is_broken() && !state.is_solved());
        assert_eq!(state.grid(), grid);
    }
}
