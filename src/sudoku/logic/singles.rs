//! Singles, in exact-cover terms: an item with one option left. A cell item
//! with one option is a naked single; a row-, column- or box-digit item with
//! one option is a hidden single.

use super::candidates::Candidates;
use super::cells::{only_digit, UNITS, UNIT_CELLS};
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
    let masks = state.masks();
    for u in units {
        // The digits seen once in the unit's open cells, and those seen twice or more.
        let (mut once, mut twice) = (0u16, 0u16);
        for &c in &UNIT_CELLS[u] {
            let mask = masks[c];
            twice |= once & mask;
            once |= mask;
        }
        let singles = once & !twice;
        if singles == 0 {
            continue;
        }
        // The lowest digit with one place, and that place.
        let digit = only_digit(singles & singles.wrapping_neg());
        let target = state.places_in(u, digit).0.trailing_zeros() as usize;
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
