//! Singles, in exact-cover terms: an item with one option left. A cell item
//! with one option is a naked single; a row-, column- or box-digit item with
//! one option is a hidden single (a full house when it is the unit's last
//! empty cell).

use super::candidates::Candidates;
use super::cells::{UNIT_CELLS, UNIT_SETS};
use super::explain::{Arg, Explanation};
use super::step::{Step, Technique};

/// The units in SE's region order: boxes, then columns, then rows (our
/// units are rows 0-8, columns 9-17, boxes 18-26).
pub(crate) const SE_REGIONS: [usize; 27] = {
    let mut order = [0; 27];
    let mut i = 0;
    while i < 9 {
        order[i] = 18 + i;
        order[9 + i] = 9 + i;
        order[18 + i] = i;
        i += 1;
    }
    order
};

/// A hidden single as the path needs it, before any record is written.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) struct HiddenSingle {
    /// The unit where `digit` has one place.
    pub unit: usize,
    /// That place.
    pub cell: usize,
    /// The digit.
    pub digit: u8,
    /// Whether `cell` is the unit's last empty cell.
    pub full_house: bool,
}

impl HiddenSingle {
    /// SE's rating: 1.0 for a full house, 1.2 in a box, 1.5 in a line.
    pub fn rating(self) -> f64 {
        if self.full_house {
            1.0
        } else if self.unit >= 18 {
            1.2
        } else {
            1.5
        }
    }

    /// The step that records it.
    pub fn step(self) -> Step {
        let (u, target, digit) = (self.unit, self.cell, self.digit);
        let mut step = Step::new(Technique::HiddenSingle);
        step.rating = self.rating();
        step.place.push((target as u8, digit));
        step.cells = UNIT_CELLS[u].iter().map(|&c| c as u8).collect();
        step.candidates.push((target as u8, digit));
        let key = if self.full_house {
            "full-house"
        } else {
            "hidden-single"
        };
        step.explain(
            Explanation::new(key)
                .with("cell", Arg::Cell(target as u8))
                .with("digit", Arg::Digit(digit))
                .with("unit", Arg::Unit(u as u8)),
        );
        step
    }
}

/// The first hidden single in SE's order: full houses first (1.0), then
/// hidden singles (1.2 in a box, 1.5 in a column or row); boxes, columns,
/// rows; digits 1-9 in each.
#[inline(never)]
pub(crate) fn find_hidden_single(state: &Candidates) -> Option<Step> {
    first_hidden_single(state).map(HiddenSingle::step)
}

/// [`find_hidden_single`]'s single, without its record (the rating path
/// takes most of its steps here and needs no words).
pub(crate) fn first_hidden_single(state: &Candidates) -> Option<HiddenSingle> {
    // A unit's last empty cell can only hold the unit's missing digit, so
    // its candidates are that digit or none. The units with one open cell
    // in SE's order: boxes, columns, rows.
    let last_open = state.last_open_units();
    for kind in [18, 9, 0] {
        let mut units = last_open >> kind & 0x1FF;
        while units != 0 {
            let u = kind + units.trailing_zeros() as usize;
            units &= units - 1;
            let target = (state.open_cells() & UNIT_SETS[u]).0.trailing_zeros() as usize;
            if let Some(digit) = state.single(target) {
                return Some(HiddenSingle {
                    unit: u,
                    cell: target,
                    digit,
                    full_house: true,
                });
            }
        }
    }
    for &u in &SE_REGIONS {
        if state.open_in(u) < 2 {
            continue;
        }
        // The digits seen once and those seen twice or more among the
        // unit's cells, all nine digits at a time.
        let (mut once, mut more) = (0u16, 0u16);
        for &c in &UNIT_CELLS[u] {
            let mask = state.mask(c);
            more |= once & mask;
            once |= mask;
        }
        let single = once & !more;
        if single != 0 {
            let digit = single.trailing_zeros() as u8 + 1;
            let target = state.places_in(u, digit).0.trailing_zeros() as usize;
            return Some(HiddenSingle {
                unit: u,
                cell: target,
                digit,
                full_house: false,
            });
        }
    }
    None
}

/// The first naked single (2.3): a cell with one candidate left, rows in
/// order, cells left to right.
#[inline(never)]
pub(crate) fn find_naked_single(state: &Candidates) -> Option<Step> {
    (0..81).find_map(|target| {
        let digit = state.single(target)?;
        let mut step = Step::new(Technique::NakedSingle);
        step.place.push((target as u8, digit));
        step.cells.push(target as u8);
        step.candidates.push((target as u8, digit));
        step.explain(
            Explanation::new("naked-single")
                .with("cell", Arg::Cell(target as u8))
                .with("digit", Arg::Digit(digit)),
        );
        Some(step)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;

    // Row 1 holds 2..9: r1c1 is its last cell, a full house (1.0), found
    // in the row after the box and the column, which have more empty cells.
    #[test]
    fn the_last_empty_cell_of_a_unit_is_a_full_house() {
        let grid: Grid = format!(".23456789{}", ".".repeat(72)).parse().unwrap();
        let state = Candidates::from_grid(&grid);
        let hidden = find_hidden_single(&state).unwrap();
        assert_eq!(hidden.place, [(0, 1)]);
        assert_eq!(hidden.rating, 1.0);
        assert_eq!(
            hidden.text,
            "r1c1 is the last empty cell of row 1: it takes the missing 1"
        );
        let naked = find_naked_single(&state).unwrap();
        assert_eq!(naked.place, [(0, 1)]);
        assert_eq!(naked.text.split(':').next(), Some("r1c1 can only be 1"));
    }

    // Box 1 is looked at before row 1: 1 has one place in box 1 (r1c1) as
    // well as in row 1, and the box's 1.2 is the step.
    #[test]
    fn a_box_comes_before_a_line() {
        let grid: Grid = format!(".23......{}......1..{}", "...1.....", ".".repeat(54))
            .parse()
            .unwrap();
        let state = Candidates::from_grid(&grid);
        let step = find_hidden_single(&state).unwrap();
        assert_eq!(step.place, [(0, 1)]);
        assert_eq!(step.rating, 1.2);
        assert_eq!(step.text, "r1c1 is the only place for 1 in box 1");
    }
}
