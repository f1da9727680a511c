//! Locked candidates, in exact-cover terms: every option left of one item
//! lies inside another item, so the other options of that second item go.
//! A box-digit item inside a row- or column-digit item is *pointing*; a row-
//! or column-digit item inside a box-digit item is *claiming*.

use super::candidates::Candidates;
use super::cells::digits;
use super::cells::{UNIT_CELLS, UNIT_SETS};
use super::direct::{crossings, locked_digits, LOCKING_KINDS};
use super::explain::{Arg, Explanation};
use super::step::{Step, Technique};

/// The first pointing (2.6) or claiming (2.8) in SE's order: boxes with
/// columns, boxes with rows, then columns with boxes, rows with boxes; the
/// source unit, then the crossing unit, then the digits 1-9.
#[inline(never)]
pub(crate) fn find_locking(state: &Candidates) -> Option<Step> {
    for (source_kind, target_kind) in LOCKING_KINDS {
        for source in source_kind..source_kind + 9 {
            let locked = locked_digits(state, source, target_kind);
            for (k, target) in crossings(source, target_kind).into_iter().enumerate() {
                for digit in digits(locked[k]) {
                    if let Some(step) = find_locked(state, source, target, digit) {
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// `digit`'s places in unit `base` (two or more: one is a hidden single)
/// all lie in `cover`, which has more.
fn find_locked(state: &Candidates, base: usize, cover: usize, digit: u8) -> Option<Step> {
    let places = state.places_in(base, digit);
    if places.has_at_most(1) || !places.is_subset(UNIT_SETS[cover]) {
        return None;
    }
    let removed = state.places_in(cover, digit) - places;
    if removed.is_empty() {
        return None;
    }
    let mut step = Step::new(if base >= 18 {
        Technique::Pointing
    } else {
        Technique::Claiming
    });
    step.eliminate = removed.iter().map(|c| (c as u8, digit)).collect();
    step.cells = UNIT_CELLS[base].iter().map(|&c| c as u8).collect();
    step.candidates = places.iter().map(|c| (c as u8, digit)).collect();
    step.explain(
        Explanation::new("locked")
            .with("base", Arg::Unit(base as u8))
            .with("digit", Arg::Digit(digit))
            .with(
                "places",
                Arg::Cells(places.iter().map(|c| c as u8).collect()),
            )
            .with("cover", Arg::Unit(cover as u8))
            .with("eliminations", Arg::Eliminations(step.eliminate.clone())),
    );
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;

    /// Rows 2 and 3 of box 1 are filled, so box 1's 1 lies in row 1 (pointing),
    /// and the rest of row 1 loses 1.
    #[test]
    fn pointing_from_a_box_to_its_row() {
        let grid: Grid = format!("{}234......567......{}", ".".repeat(9), ".".repeat(54))
            .parse()
            .unwrap();
        let state = Candidates::from_grid(&grid);
        let step = find_locking(&state).unwrap();
        assert_eq!(step.candidates, [(0, 1), (1, 1), (2, 1)]);
        assert_eq!(
            step.eliminate,
            [(3, 1), (4, 1), (5, 1), (6, 1), (7, 1), (8, 1)]
        );
        assert_eq!(
            step.text,
            "In box 1, 1 can only go in r1c1, r1c2 and r1c3, all in row 1, so r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9 cannot be 1"
        );
    }

    /// Row 1's cells outside box 1 are filled, so row 1's 1 lies in box 1
    /// (claiming), and box 1's other rows lose 1.
    #[test]
    fn claiming_from_a_row_to_its_box() {
        let grid: Grid = format!("...234567{}", ".".repeat(72)).parse().unwrap();
        let state = Candidates::from_grid(&grid);
        let step = find_locking(&state).unwrap();
        assert_eq!(step.candidates, [(0, 1), (1, 1), (2, 1)]);
        assert_eq!(
            step.eliminate,
            [(9, 1), (10, 1), (11, 1), (18, 1), (19, 1), (20, 1)]
        );
        assert_eq!(step.technique, Technique::Claiming);
        assert_eq!(step.rating, 2.8);
    }

    /// Applies `find_locking` until it makes `expected` (the published
    /// eliminations), each step keeping the solution's digits; SE's order may
    /// take other locked candidates of the state first. Returns that step.
    fn lock_until(state: &Candidates, expected: &[(u8, u8)]) -> Step {
        let mut state = *state;
        let solution = crate::sudoku::Solver::new()
            .solve(&state.grid())
            .unwrap()
            .unwrap();
        while let Some(step) = find_locking(&state) {
            for &(c, d) in &step.eliminate {
                assert_ne!(solution.get(usize::from(c)), d, "unsound: {step:?}");
            }
            if step.eliminate == expected {
                return step;
            }
            state.apply(&step);
        }
        panic!("no locked candidates make {expected:?}");
    }

    /// HoDoKu's examples for "Locked Candidates Type 1 (Pointing)"
    /// (hodoku.sourceforge.net/en/show_example.php?file=lc101 and lc102): "5 in
    /// b1 => r3c7<>5" and "1 in b8 => r7c123789<>1".
    #[test]
    fn pointing_on_hodokus_published_examples() {
        use super::super::subsets::tests::hodoku;
        let lc101 = ":0100:5:984........+25...4...+1+9.+4..2..6.972+3...3+6.2...+2.+9.+3+5+61.+1+95+76+8+4+234+27+35189+6+63+8..97+5+1::537:";
        let (state, expected) = hodoku(lc101);
        // The page's candidate grid, row 3 and row 5: the rules' candidates.
        let mask = |digits: &[u8]| digits.iter().fold(0, |m, &d| m | 1 << (d - 1));
        assert_eq!(state.mask(18), mask(&[3, 5, 7]));
        assert_eq!(state.mask(44), mask(&[4, 5, 7, 8, 9]));
        let step = lock_until(&state, &expected);
        assert_eq!(step.eliminate, [(24, 5)]); // r3c7
        assert_eq!(step.candidates, [(18, 5), (19, 5)]);

        let lc102 = ":0100:1:34...6.7..8....93...2.+3..6.....1.....97+3+6+485......2...............6.8.9....923785::171 172 173 177 178 179:";
        let (state, expected) = hodoku(lc102);
        let step = lock_until(&state, &expected);
        assert_eq!(step.candidates, [(57, 1), (59, 1)]);
        assert!(step
            .text
            .starts_with("In box 8, 1 can only go in r7c4 and r7c6, all in row 7, so "));
    }
}
