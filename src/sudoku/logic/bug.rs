//! Bivalue universal grave (BUG), types 1-4 (SE 5.6 to 6.2), as Sudoku
//! Explainer 1.2.1 finds them. Only sound on a puzzle with one solution.
//!
//! A *grave* is a state where every open cell holds two candidates and every
//! digit has two places (or none) in every row, column and box: such a state
//! has no solution or several (each cell's other candidate gives another
//! one), so a puzzle with one solution never reaches it. When a few *BUG
//! digits* in a few *BUG cells* are all that stand between the state and a
//! grave, one of them must be true.
//!
//! SE finds the BUG digits unit by unit (boxes, rows, columns; digits 1-9):
//! a digit with one place or three or more in a unit has exactly one of them
//! in a cell of three candidates or more, which is a BUG cell and the digit
//! a BUG digit there. Without them the state must be a grave. Then:
//! * type 1, one BUG cell: it holds a BUG digit, so its other candidates go;
//! * type 2, one BUG digit: it leaves the cells that see every BUG cell;
//! * type 4, two BUG cells sharing a unit and one other digit d: without
//!   the BUG digits both would hold d, so one holds a BUG digit and the
//!   other d, and each keeps only its BUG digits and d;
//! * type 3, the BUG digits as a pseudo-cell of a unit shared by the BUG
//!   cells, forming a naked set (2 to 6 cells) with other cells of it.
//!
//! SE emits type 1, else type 2 then 4, else type 4 then 3: the first wins.

use super::candidates::Candidates;
use super::cells::{bit, digits, CellSet, PEERS, UNIT_CELLS};
use super::explain::{Arg, Explanation};
use super::step::{sort_pairs, Step, Technique};
use super::unique_loops::se_units;

/// The BUG step SE takes, if any.
#[inline(never)]
pub(crate) fn find_bug(state: &Candidates) -> Option<Step> {
    let bug = Grave::find(state)?;
    if bug.cells.len() == 1 {
        return Some(bug.type_1(state));
    }
    let near = bug.near?;
    if bug.digits.count_ones() == 1 {
        bug.type_2(state, near)
            .or_else(|| bug.type_4(state).filter(|_| bug.cells.len() == 2))
    } else if near.is_empty() {
        None
    } else {
        bug.type_4(state)
            .filter(|_| bug.cells.len() == 2)
            .or_else(|| bug.type_3(state, near))
    }
}

/// The BUG cells and digits of a state that is a grave without them.
struct Grave {
    /// The BUG cells, as found.
    cells: Vec<usize>,
    /// The BUG digits of each cell.
    of_cell: [u16; 81],
    /// Every BUG digit.
    digits: u16,
    /// The cells that see every BUG cell (none of them); None without BUG cells.
    near: Option<CellSet>,
}

impl Grave {
    fn find(state: &Candidates) -> Option<Grave> {
        let mut bug = Grave {
            cells: Vec::new(),
            of_cell: [0; 81],
            digits: 0,
            near: None,
        };
        let mut rest = *state.masks();
        let units = (18..27).chain(0..18);
        for u in units {
            for d in 1..=9 {
                let places = state.places_in(u, d);
                if places.is_empty() || places.len() == 2 {
                    continue;
                }
                let mut wide = places.iter().filter(|&c| state.mask(c).count_ones() >= 3);
                let (first, second) = (wide.next(), wide.next());
                // No wide place: no grave. Two or more: another unit decides.
                let c = match (first, second) {
                    (None, _) => return None,
                    (Some(c), None) => c,
                    _ => continue,
                };
                if !bug.cells.contains(&c) {
                    bug.cells.push(c);
                }
                bug.of_cell[c] |= bit(d);
                bug.digits |= bit(d);
                rest[c] &= !bit(d);
                let mut near = bug.near.map_or(PEERS[c], |s| s & PEERS[c]);
                for &b in &bug.cells {
                    near.remove(b);
                }
                bug.near = Some(near);
                // SE gives up early: several cells and digits, nothing seeing them all.
                if bug.cells.len() > 1 && bug.digits.count_ones() > 1 && near.is_empty() {
                    return None;
                }
            }
        }
        // Without the BUG digits: a grave.
        let open = state.open_cells();
        if open.iter().any(|c| rest[c].count_ones() != 2) {
            return None;
        }
        for unit in &UNIT_CELLS {
            let mut counts = [0u8; 9];
            for &c in unit {
                for d in digits(rest[c]) {
                    counts[usize::from(d - 1)] += 1;
                }
            }
            if counts.iter().any(|&n| n != 0 && n != 2) {
                return None;
            }
        }
        Some(bug)
    }

    /// "Without 4 in r9c9" / "Without 3 in r1c2 and 3 or 7 in r5c5", ...,
    /// as the opening clause of every BUG step.
    fn opening(&self) -> Arg {
        let without = self
            .cells
            .iter()
            .map(|&c| (c as u8, digits(self.of_cell[c]).collect()))
            .collect();
        Arg::Clause(Box::new(
            Explanation::new("bug-grave").with("without", Arg::CellsDigitsOr(without)),
        ))
    }

    /// The step of `technique`, explained by `why` (to which the eliminations are added).
    fn step(
        &self,
        technique: Technique,
        rating: f64,
        eliminate: Vec<(u8, u8)>,
        why: Explanation,
    ) -> Step {
        let mut step = Step::new(technique);
        step.rating = rating;
        step.eliminate = eliminate;
        sort_pairs(&mut step.eliminate);
        step.cells = self.cells.iter().map(|&c| c as u8).collect();
        step.candidates = self
            .cells
            .iter()
            .flat_map(|&c| digits(self.of_cell[c]).map(move |d| (c as u8, d)))
            .collect();
        step.explain(why.with("eliminations", Arg::Eliminations(step.eliminate.clone())));
        step
    }

    /// Type 1: the one BUG cell holds a BUG digit.
    fn type_1(&self, state: &Candidates) -> Step {
        let c = self.cells[0];
        let eliminate = digits(state.mask(c) & !self.digits)
            .map(|d| (c as u8, d))
            .collect();
        self.step(
            Technique::BugType1,
            5.6,
            eliminate,
            Explanation::new("bug-1").with("opening", self.opening()),
        )
    }

    /// Type 2: one BUG digit, true in one of the BUG cells, leaves the cells seeing them all.
    fn type_2(&self, state: &Candidates, near: CellSet) -> Option<Step> {
        let d = digits(self.digits).next()?;
        let eliminate: Vec<(u8, u8)> = near
            .iter()
            .filter(|&c| state.has(c, d))
            .map(|c| (c as u8, d))
            .collect();
        if eliminate.is_empty() {
            return None;
        }
        let why = Explanation::new("bug-2")
            .with("opening", self.opening())
            .with(
                "cells",
                Arg::Cells(self.cells.iter().map(|&c| c as u8).collect()),
            )
            .with("digit", Arg::Digit(d));
        Some(self.step(Technique::BugType2, 5.7, eliminate, why))
    }

    /// Type 4: two BUG cells in one unit (SE names the first of box, row,
    /// column), sharing one digit d beyond their BUG digits. The grave gives d
    /// two places in that unit, these two cells, so one of them is d; one of
    /// them holds its BUG digit: each keeps only its BUG digits and d.
    fn type_4(&self, state: &Candidates) -> Option<Step> {
        let (c1, c2) = (*self.cells.first()?, *self.cells.get(1)?);
        let shared = state.mask(c1) & state.mask(c2) & !self.digits;
        if shared.count_ones() != 1 {
            return None;
        }
        let u = se_units(c1)
            .into_iter()
            .zip(se_units(c2))
            .find(|(a, b)| a == b)?
            .0;
        let eliminate = [c1, c2]
            .into_iter()
            .flat_map(|c| {
                let drop = state.mask(c) & !self.of_cell[c] & !shared;
                digits(drop).map(move |d| (c as u8, d))
            })
            .collect();
        let d = digits(shared).next()?;
        let why = Explanation::new("bug-4")
            .with("opening", self.opening())
            .with("unit", Arg::Unit(u as u8))
            .with("digit", Arg::Digit(d))
            .with("cells", Arg::Cells(vec![c1 as u8, c2 as u8]));
        Some(self.step(Technique::BugType4, 5.7, eliminate, why))
    }

    /// Type 3: in a unit every BUG cell shares (box, row, column), the BUG
    /// digits as one pseudo-cell and degree - 1 other cells (degree 2 to 6)
    /// holding `degree` digits between them: a naked set, whose digits leave
    /// the unit's other cells. SE tries the other cells in the order it
    /// gathered the cells seeing every BUG cell (the first BUG cell's box,
    /// row, column).
    fn type_3(&self, state: &Candidates, near: CellSet) -> Option<Step> {
        let first = self.cells[0];
        let house: Vec<usize> =
            se_units(first)
                .iter()
                .flat_map(|&u| UNIT_CELLS[u])
                .fold(Vec::new(), |mut seen, c| {
                    if c != first && !seen.contains(&c) && near.contains(c) {
                        seen.push(c);
                    }
                    seen
                });
        for kind in 0..3 {
            let u = se_units(first)[kind];
            if self.cells.iter().any(|&c| se_units(c)[kind] != u) {
                continue;
            }
            let mates: Vec<usize> = house
                .iter()
                .copied()
                .filter(|&c| se_units(c)[kind] == u)
                .collect();
            for degree in 2..=6u32 {
                if (mates.len() as u32) < degree {
                    continue;
                }
                if let Some(step) = self.naked_set(state, u, &mates, degree) {
                    return Some(step);
                }
            }
        }
        None
    }

    /// The first type 3 naked set of `degree` among `mates` (combinations of
    /// degree - 1 of them in SE's order) that removes something.
    fn naked_set(
        &self,
        state: &Candidates,
        u: usize,
        mates: &[usize],
        degree: u32,
    ) -> Option<Step> {
        let n = mates.len() as u32;
        for chosen in (0u32..1 << n).filter(|m| m.count_ones() == degree - 1) {
            let set: Vec<usize> = (0..mates.len())
                .filter(|&i| chosen & (1 << i) != 0)
                .map(|i| mates[i])
                .collect();
            let union = set.iter().fold(0, |m, &c| m | state.mask(c));
            let wide =
                set.iter().all(|&c| state.mask(c).count_ones() > 1) && self.digits.count_ones() > 1;
            if union.count_ones() != degree || !wide || (union | self.digits) != union {
                continue;
            }
            let eliminate: Vec<(u8, u8)> = mates
                .iter()
                .filter(|c| !set.contains(c))
                .flat_map(|&c| digits(state.mask(c) & union).map(move |d| (c as u8, d)))
                .collect();
            if eliminate.is_empty() {
                continue;
            }
            let why = Explanation::new("bug-3")
                .with("opening", self.opening())
                .with("cells", Arg::Cells(set.iter().map(|&c| c as u8).collect()))
                .with("digits", Arg::Digits(digits(union).collect()))
                .with("unit", Arg::Unit(u as u8));
            let rating = 5.7 + f64::from(degree - 1) * 0.1;
            return Some(self.step(Technique::BugType3, rating, eliminate, why));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::unique_loops::tests::{from_fields, pairs};

    /// States of SE's paths (17-clue puzzles) where SE's BUG producer gives
    /// a hint: the state, SE's name, rating and eliminations, SE's own hint
    /// line above each.
    #[rustfmt::skip]
    const SE_HINTS: [(&str, &str, f64, &str); 5] = [
        // BUG type 3: D3,F1,E3 on 6, 7 (a naked pair of 6 and 7 in row 3 with r3c2)
        ("=8,46,=2,=9,=5,346,36,=1,=7,=5,47,=9,47,36,=1,36,=8,=2,=1,67,=3,2678,268,67,=5,=4,=9,=7,=3,=4,68,68,=5,=2,=9,=1,=2,=5,=6,=1,=4,=9,=8,=7,=3,=9,=8,=1,27,23,37,=4,=5,=6,=4,=9,=8,=3,=7,=2,=1,=6,=5,=3,=1,=5,46,=9,46,=7,=2,=8,=6,=2,=7,=5,=1,=8,=9,=3,=4", "BUG type 3", 5.8, "12:7,13:6"),
        // BUG type 3: B1,B3 on 4, 5, 6 (a state of an SE path with a few
        // candidates added and removed, as SE's producer sees it: a naked triplet)
        ("45,1459,=2,79,34,=6,15,=8,37,46,=7,=8,=5,34,=1,36,=9,=2,56,169,=3,=8,79,=2,15,=4,67,=9,=8,=1,34,=6,=5,=2,=7,34,=2,=3,=4,=1,79,79,=8,=6,=5,=7,56,56,34,=2,=8,34,=1,=9,=3,45,57,=6,=8,47,=9,=2,=1,=1,=2,67,79,=5,49,46,=3,=8,=8,46,=9,=2,=1,=3,=7,=5,46", "BUG type 3", 5.7 + 0.2, "18:5,18:6"),
        // BUG type 1: D1
        ("=8,59,=7,569,=1,=2,69,=3,=4,=3,=4,56,=8,59,=7,69,=1,=2,69,=1,=2,69,=3,=4,=7,=8,=5,69,59,56,=4,=7,=8,=3,=2,=1,=4,=7,=8,=1,=2,=3,=5,=6,=9,=1,=2,=3,59,59,=6,=8,=4,=7,=7,=6,=1,=3,=4,=5,=2,=9,=8,=2,=8,=9,=7,=6,=1,=4,=5,=3,=5,=3,=4,=2,=8,=9,=1,=7,=6", "BUG type 1", 5.6, "3:5,3:6"),
        // BUG type 2: E2,G3 on 9
        ("89,=7,=6,=5,=1,=2,89,=4,=3,=5,=4,=3,=6,789,89,79,=1,=2,=1,=2,89,79,=3,=4,789,=6,=5,89,=5,=4,79,=2,=6,=3,78,=1,=3,89,=2,=4,79,=1,=5,78,=6,=6,=1,=7,=8,=5,=3,=2,=9,=4,=2,89,=5,=1,=4,89,=6,=3,=7,=7,=6,=1,=3,89,=5,=4,=2,89,=4,=3,89,=2,=6,=7,=1,=5,89", "BUG type 2", 5.7, "15:9,21:9"),
        // BUG type 4: B1,B4 on 8
        ("67,2578,26,28,57,=1,=9,34,34,=4,57,89,89,=3,=6,57,=1,=2,=1,29,=3,29,57,=4,=6,58,78,79,789,=1,=3,=4,=5,=2,=6,89,=2,=4,=5,=7,=6,89,=3,89,=1,=3,=6,89,=1,=2,89,57,45,47,69,29,26,=4,=1,=3,=8,=7,=5,=5,=1,=7,=6,=8,=2,=4,39,39,=8,=3,=4,=5,=9,=7,=1,=2,=6", "BUG type 4", 5.7, "1:5,28:7"),
    ];

    #[test]
    fn the_hint_se_takes() {
        for (fields, name, rating, eliminate) in SE_HINTS {
            let state = from_fields(fields);
            let step = find_bug(&state).expect(name);
            assert_eq!(step.se_name(), name);
            assert_eq!(step.rating, rating, "{name}");
            assert_eq!(step.eliminate, pairs(eliminate), "{name}");
            // SE's type 1 removes; the single that follows places.
            assert!(step.place.is_empty());
        }
    }

    /// SE's BUG type 1 at D1: 5 and 6 go from r1c4, which keeps its BUG digit.
    #[test]
    fn type_1_sentence() {
        let state = from_fields(SE_HINTS[2].0);
        let step = find_bug(&state).unwrap();
        assert_eq!(step.technique, Technique::BugType1);
        assert_eq!(step.cells, [3]);
        assert_eq!(
            step.text,
            "Without 9 in r1c4, every open cell would hold two candidates and every digit two places in each unit, a grave with no solution or several (the puzzle has one), so r1c4 cannot be 5; r1c4 cannot be 6"
        );
    }

    /// The empty grid: every digit has nine wide places in every unit, so no
    /// unit names a BUG cell, and the cells are far from bivalue: no hint.
    #[test]
    fn no_bug_cell_no_hint() {
        assert!(find_bug(&Candidates::from_grid(&crate::sudoku::Grid::empty())).is_none());
    }
}
