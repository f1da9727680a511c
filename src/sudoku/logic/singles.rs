//! Singles, in exact-cover terms: an item with one option left. A cell item
//! with one option is a naked single; a row-, column- or box-digit item with
//! one option is a hidden single.

use super::candidates::Candidates;
use super::cells::{CellSet, UNITS, UNIT_CELLS, UNIT_SETS};
use super::step::{cell, unit, Step, Technique};
use crate::Text;

/// The first hidden single in a box (SE 1.2): `digit` has one place left in it.
#[inline(never)]
pub(crate) fn find_hidden_single_in_box(state: &Candidates) -> Option<Step> {
    find_hidden_single(state, 18..UNITS, 12)
}

/// The first hidden single in a row or column (SE 1.5).
#[inline(never)]
pub(crate) fn find_hidden_single_in_line(state: &Candidates) -> Option<Step> {
    find_hidden_single(state, 0..18, 15)
}

fn find_hidden_single(
    state: &Candidates,
    units: std::ops::Range<usize>,
    difficulty: u8,
) -> Option<Step> {
    // The digits with a place left, tested per unit in the order of the
    // result (unit, then digit); one place is a non-empty set with one bit.
    let mut open = [CellSet::EMPTY; 9];
    let mut digits = [0u8; 9];
    let mut n = 0;
    for digit in 1..=9u8 {
        let places = state.cells_with(digit);
        if !places.is_empty() {
            open[n] = places;
            digits[n] = digit;
            n += 1;
        }
    }
    for u in units {
        let unit_set = UNIT_SETS[u].0;
        for (places, &digit) in open[..n].iter().zip(&digits[..n]) {
            let x = places.0 & unit_set;
            if x == 0 || x & (x - 1) != 0 {
                continue;
            }
            let target = x.trailing_zeros() as usize;
            let mut step = Step::new(Technique::HiddenSingle);
            step.difficulty = difficulty;
            step.place.push((target as u8, digit));
            step.cells = UNIT_CELLS[u].iter().map(|&c| c as u8).collect();
            step.candidates.push((target as u8, digit));
            step.text = unit(
                cell(Text::new(), target)
                    .s(" is the only place for ")
                    .n(u64::from(digit))
                    .s(" in "),
                u,
            )
            .0;
            return Some(step);
        }
    }
    None
}

/// The first naked single (SE 2.3): a cell with one candidate left.
#[inline(never)]
pub(crate) fn find_naked_single(state: &Candidates) -> Option<Step> {
    (0..81).find_map(|target| {
        let digit = state.single(target)?;
        let mut step = Step::new(Technique::NakedSingle);
        step.place.push((target as u8, digit));
        step.cells.push(target as u8);
        step.candidates.push((target as u8, digit));
        step.text = cell(Text::new(), target)
            .s(" can only be ")
            .n(u64::from(digit))
            .s(": every other digit is already in its row, column or box, or ruled out")
            .0;
        Some(step)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;

    // Box 1 holds 1..8 except r1c1's 9 is missing: r1c1 is the last cell.
    #[test]
    fn a_cell_missing_one_digit_is_a_naked_and_hidden_single() {
        let grid: Grid = format!(".23456789{}", ".".repeat(72)).parse().unwrap();
        let state = Candidates::from_grid(&grid);
        let naked = find_naked_single(&state).unwrap();
        assert_eq!(naked.place, [(0, 1)]);
        assert_eq!(naked.text.split(':').next(), Some("r1c1 can only be 1"));
        let hidden = find_hidden_single_in_line(&state).unwrap();
        assert_eq!(hidden.place, [(0, 1)]);
        assert_eq!(hidden.text, "r1c1 is the only place for 1 in row 1");
        assert_eq!(hidden.difficulty, 15);
        assert!(find_hidden_single_in_box(&state).is_none());
    }
}
