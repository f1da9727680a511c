//! Naked and hidden subsets (pairs, triples, quads), in exact-cover terms.
//!
//! Inside one unit two kinds of items meet: the cell items of its open cells
//! ("cell c holds a digit") and the unit-digit items of its missing digits
//! ("digit d is in unit u"), joined by the options "d in c" still possible.
//!
//! - A *naked* subset is k cell items of one unit whose options lie within k
//!   unit-digit items of that unit: the k cells take k different digits, all
//!   among those k, so those k digits are used up by these cells, and the
//!   other options of the k unit-digit items go (the digits leave the unit's
//!   other cells). When the k cells also share a second unit (a box and a row
//!   or column), SE removes the digits from the unit it found them in only;
//!   the other unit is a step of its own.
//! - A *hidden* subset is k unit-digit items whose options lie within k cell
//!   items: the k digits need k different cells, all among those k, so those
//!   cells are used up by these digits, and the other options of the k cell
//!   items go (the cells' other candidates).
//!
//! The two are one pattern seen from either side: in a unit with n open
//! cells, a naked subset of k cells leaves a hidden subset of the other n - k
//! cells, and the reverse. A cell with one candidate, or a digit with one
//! place, would be a single (found before these): every cell of a naked subset
//! has two candidates or more, every digit of a hidden subset two places or
//! more. The SE difficulties are on [`Technique`] (naked pair 3.0, hidden pair
//! 3.4, naked triple 3.6, hidden triple 4.0, naked quad 5.0, hidden quad 5.4).

use super::candidates::Candidates;
use super::cells::{count, digits, CellSet, UNIT_CELLS, UNIT_SETS};
use super::explain::{Arg, Explanation};
use super::singles::SE_REGIONS;
use super::step::{Step, Technique};

/// The first naked subset of `size` cells (2, 3 or 4) in SE's order: see
/// [`naked_subsets`].
#[inline(never)]
pub(crate) fn find_naked_set(state: &Candidates, size: usize) -> Option<Step> {
    naked_subsets(state, size, true).pop()
}

/// The first hidden subset of `size` digits (2, 3 or 4) in SE's order: see
/// [`hidden_subsets`].
#[inline(never)]
pub(crate) fn find_hidden_set(state: &Candidates, size: usize) -> Option<Step> {
    hidden_subsets(state, size, true).pop()
}

/// The `size`-subsets of 0..9 as bit masks in increasing order (SE's order:
/// {0,1}, {0,2}, {1,2}, {0,3}, ...), those within `allowed`.
fn combinations(size: usize, allowed: u16) -> impl Iterator<Item = u16> {
    // The non-empty submasks of `allowed` in increasing order ((s - allowed)
    // & allowed is the next one, 0 after the last), not all 512 masks.
    let mut sub = 0u16;
    std::iter::from_fn(move || {
        sub = sub.wrapping_sub(allowed) & allowed;
        (sub != 0).then_some(sub)
    })
    .filter(move |&m| count(m) as usize == size)
}

/// Naked pair, triple or quad by size.
const fn naked_technique(size: usize) -> Technique {
    match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriplet,
        _ => Technique::NakedQuad,
    }
}

/// Hidden pair, triple or quad by size.
const fn hidden_technique(size: usize) -> Technique {
    match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriplet,
        _ => Technique::HiddenQuad,
    }
}

/// Naked subsets of `size` cells, in SE's scan order; only the first when
/// `first_only`. Regions: boxes, columns, rows, each only with at least
/// 2 x `size` empty cells (with fewer, the rest of the region is a hidden
/// subset as small or smaller, which SE leaves to that producer). In a
/// region, the sets of cell positions in increasing order of their masks;
/// each cell with two candidates or more, `size` digits in all. The digits
/// leave the region's other cells only (a second shared unit is a second step).
fn naked_subsets(state: &Candidates, size: usize, first_only: bool) -> Vec<Step> {
    let mut found = Vec::new();
    let open = state.open_cells();
    for &u in &SE_REGIONS {
        let unit_cells = &UNIT_CELLS[u];
        if ((open & UNIT_SETS[u]).len() as usize) < 2 * size {
            continue;
        }
        let masks: [u16; 9] = std::array::from_fn(|j| state.mask(unit_cells[j]));
        let eligible = (0..9)
            .filter(|&j| (2..=size).contains(&(masks[j].count_ones() as usize)))
            .fold(0u16, |m, j| m | 1 << j);
        for positions in combinations(size, eligible) {
            let digit_mask = (0..9)
                .filter(|j| positions >> j & 1 != 0)
                .fold(0, |m, j| m | masks[j]);
            if digit_mask.count_ones() as usize != size {
                continue;
            }
            let subset = (0..9)
                .filter(|j| positions >> j & 1 != 0)
                .fold(CellSet::EMPTY, |s, j| s | CellSet::single(unit_cells[j]));
            if let Some(step) = naked_step(state, u, subset, digit_mask) {
                found.push(step);
                if first_only {
                    return found;
                }
            }
        }
    }
    found
}

/// The step of the naked subset `subset` of unit `u` on the digits of
/// `digit_mask`, if it eliminates anything in `u`.
fn naked_step(state: &Candidates, u: usize, subset: CellSet, digit_mask: u16) -> Option<Step> {
    let mut step = Step::new(naked_technique(subset.len() as usize));
    for c in (UNIT_SETS[u] - subset).iter() {
        for d in digits(state.mask(c) & digit_mask) {
            step.eliminate.push((c as u8, d));
        }
    }
    if step.eliminate.is_empty() {
        return None;
    }
    step.cells = subset.iter().map(|c| c as u8).collect();
    for c in subset.iter() {
        for d in digits(state.mask(c)) {
            step.candidates.push((c as u8, d));
        }
    }
    let key = if subset.len() > 2 {
        "naked-set"
    } else {
        "naked-pair"
    };
    step.explain(
        Explanation::new(key)
            .with(
                "cells",
                Arg::Cells(subset.iter().map(|c| c as u8).collect()),
            )
            .with("digits", Arg::Digits(digits(digit_mask).collect()))
            .with("unit", Arg::Unit(u as u8))
            .with("eliminations", Arg::Eliminations(step.eliminate.clone())),
    );
    Some(step)
}

/// Hidden subsets of `size` digits, in SE's scan order; only the first when
/// `first_only`. Regions: boxes, columns, rows, each only with more than
/// 2 x `size` empty cells (with fewer, the other cells form a naked subset at
/// most as large, found first). In a region, the sets of digits in increasing
/// order of their masks (1-2, 1-3, 2-3, 1-4, ...); each digit with two
/// places or more, `size` places in all.
fn hidden_subsets(state: &Candidates, size: usize, first_only: bool) -> Vec<Step> {
    let mut found = Vec::new();
    let open = state.open_cells();
    for &u in &SE_REGIONS {
        let unit_cells = &UNIT_CELLS[u];
        if (open & UNIT_SETS[u]).len() as usize <= 2 * size {
            continue;
        }
        // Each digit's places as bit j for the unit's j-th cell.
        let places: [u16; 9] = std::array::from_fn(|i| {
            (0..9)
                .filter(|&j| state.has(unit_cells[j], i as u8 + 1))
                .fold(0, |m, j| m | 1 << j)
        });
        let eligible = (0..9)
            .filter(|&i| places[i].count_ones() >= 2)
            .fold(0u16, |m, i| m | 1 << i);
        for set in combinations(size, eligible) {
            let place_mask = (0..9)
                .filter(|i| set >> i & 1 != 0)
                .fold(0, |m, i| m | places[i]);
            if place_mask.count_ones() as usize != size {
                continue;
            }
            let digit_mask = set;
            let subset = (0..9)
                .filter(|j| place_mask >> j & 1 != 0)
                .fold(CellSet::EMPTY, |s, j| s | CellSet::single(unit_cells[j]));
            if let Some(step) = hidden_step(state, u, subset, digit_mask) {
                found.push(step);
                if first_only {
                    return found;
                }
            }
        }
    }
    found
}

/// The step of the hidden subset of the digits of `digit_mask` in the cells
/// `subset` of unit `u`, if it eliminates anything.
fn hidden_step(state: &Candidates, u: usize, subset: CellSet, digit_mask: u16) -> Option<Step> {
    let mut step = Step::new(hidden_technique(subset.len() as usize));
    for c in subset.iter() {
        for d in digits(state.mask(c) & !digit_mask) {
            step.eliminate.push((c as u8, d));
        }
    }
    if step.eliminate.is_empty() {
        return None;
    }
    step.cells = subset.iter().map(|c| c as u8).collect();
    for c in subset.iter() {
        for d in digits(state.mask(c) & digit_mask) {
            step.candidates.push((c as u8, d));
        }
    }
    step.explain(
        Explanation::new("hidden-set")
            .with("unit", Arg::Unit(u as u8))
            .with("digits", Arg::Digits(digits(digit_mask).collect()))
            .with(
                "cells",
                Arg::Cells(subset.iter().map(|c| c as u8).collect()),
            )
            .with(
                "eliminations",
                Arg::CellEliminations(step.eliminate.clone()),
            ),
    );
    Some(step)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    use crate::sudoku::logic::cells::bit;
    use crate::sudoku::Grid;

    #[test]
    fn combinations_are_the_sets_within_allowed_in_increasing_order() {
        for allowed in 0u16..512 {
            for size in 2..=4 {
                let all: Vec<u16> = (0u16..512)
                    .filter(|&m| m.count_ones() as usize == size && m & !allowed == 0)
                    .collect();
                assert_eq!(combinations(size, allowed).collect::<Vec<_>>(), all);
            }
        }
    }

    /// A line of HoDoKu's library format
    /// (`:technique:digits:givens:deleted:eliminations:...`, as in its
    /// regression library reglib-1.3 and on its "show example" pages): the
    /// candidates it describes and the eliminations it expects, sorted.
    /// Givens with a `+` are placed digits; both are placed here alike.
    pub(crate) fn hodoku(line: &str) -> (Candidates, Vec<(u8, u8)>) {
        let fields: Vec<&str> = line.split(':').collect();
        let givens: String = fields[3].chars().filter(|&ch| ch != '+').collect();
        let grid: Grid = givens.parse().unwrap();
        let mut state = Candidates::from_grid(&grid);
        let parse = |field: &str| -> Vec<(u8, u8)> {
            let mut list: Vec<(u8, u8)> = field
                .split_whitespace()
                .map(|drc| {
                    let b = drc.as_bytes();
                    let (d, r, c) = (b[0] - b'0', b[1] - b'1', b[2] - b'1');
                    (9 * r + c, d)
                })
                .collect();
            list.sort_unstable();
            list
        };
        for (c, d) in parse(fields[4]) {
            state.eliminate(usize::from(c), d);
        }
        (state, parse(fields[5]))
    }

    /// Checks a published example: every step of the finder in that state
    /// keeps the digits of the solution, the first step alone is the scan's
    /// first, and one step makes exactly the published eliminations (SE's
    /// scan may meet another subset first). Returns that step.
    pub(crate) fn check_published(
        line: &str,
        all: fn(&Candidates, usize, bool) -> Vec<Step>,
        size: usize,
    ) -> Step {
        let (state, expected) = hodoku(line);
        let steps = all(&state, size, false);
        let solution = crate::sudoku::Solver::new()
            .solve(&state.grid())
            .unwrap()
            .unwrap();
        for step in &steps {
            for &(c, d) in &step.eliminate {
                assert_ne!(solution.get(usize::from(c)), d, "unsound: {step:?}");
            }
        }
        let first = all(&state, size, true);
        assert_eq!(first.len(), 1);
        assert_eq!(first[0], steps[0], "the first step is the scan's first");
        let published = steps.iter().find(|s| s.eliminate == expected);
        published
            .unwrap_or_else(|| panic!("{line}: no step makes {expected:?}"))
            .clone()
    }

    /// The pattern candidates as (cell, digits mask), cell by cell.
    fn pattern(step: &Step) -> Vec<(u8, u16)> {
        let mut by_cell: Vec<(u8, u16)> = Vec::new();
        for &(c, d) in &step.candidates {
            match by_cell.last_mut() {
                Some((last, mask)) if *last == c => *mask |= bit(d),
                _ => by_cell.push((c, bit(d))),
            }
        }
        by_cell
    }

    #[test]
    fn an_empty_grid_has_no_subset() {
        let state = Candidates::from_grid(&Grid::empty());
        for size in 2..=4 {
            assert!(find_naked_set(&state, size).is_none());
            assert!(find_hidden_set(&state, size).is_none());
        }
    }

    // HoDoKu's regression library reglib-1.3 (shipped with HoDoKu 2.2),
    // section 0200 Naked Pair, for its page "Naked Subsets" (tech_naked.php).
    #[test]
    fn naked_pair_published() {
        let step = check_published(
            ":0200:39:.1+276.5..876.1+5....+45..+2...+5+6+3+2.+1.9.4+8+9+5.6...+127.....5+7+9+18..+2+562+3+4+6+5+7+981+65+8129...::335 337 338 339 935 939::",
            naked_subsets,
            2,
        );
        assert_eq!(step.technique, Technique::NakedPair);
        assert_eq!(step.rating, 3.0);
        assert_eq!(step.cells, [18, 21]);
        assert_eq!(pattern(&step), [(18, 0b1_0000_0100), (21, 0b1_0000_0100)]);
        assert_eq!(
            step.text,
            "r3c1 and r3c4 hold only 3 and 9 in row 3, so r3c5, r3c7, r3c8 and r3c9 cannot be 3; r3c5 and r3c9 cannot be 9"
        );
    }

    // A naked pair in a row and a box (HoDoKu's "Locked Pair", reglib-1.3
    // section 0110): SE removes 4 and 7 from the unit it found the pair in,
    // box 9 first (boxes come before rows), then row 9 as a second step; the
    // two together make the published eliminations.
    #[test]
    fn a_naked_pair_in_a_row_and_a_box_is_a_step_in_each() {
        let line = ":0110-1:47:6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...::477 479 487 488 491 498 777 779 787 792::";
        let (state, expected) = hodoku(line);
        let steps = naked_subsets(&state, 2, false);
        let pair: Vec<&Step> = steps.iter().filter(|s| s.cells == [78, 80]).collect();
        assert_eq!(pair.len(), 2);
        assert!(pair[0]
            .text
            .starts_with("r9c7 and r9c9 hold only 4 and 7 in box 9, so "));
        assert!(pair[1]
            .text
            .starts_with("r9c7 and r9c9 hold only 4 and 7 in row 9, so "));
        let mut both: Vec<(u8, u8)> = pair.iter().flat_map(|s| s.eliminate.clone()).collect();
        both.sort_unstable();
        both.dedup(); // r9c8 is in both units
        assert_eq!(both, expected);
    }

    // reglib-1.3, section 0201 Naked Triple.
    #[test]
    fn naked_triple_published() {
        let step = check_published(
            ":0201:145:.+9.+38.25..5.+9+2..1....6....7+27+5+4+681+39+81473956+23+692...7.5....3...+93...+6.2..46.9+2.+8.:435 175 783 185 585 489:133 437 438::",
            naked_subsets,
            3,
        );
        assert_eq!(step.technique, Technique::NakedTriplet);
        assert_eq!(step.rating, 3.6);
        assert_eq!(step.cells, [18, 22, 23]);
        assert_eq!(
            step.text,
            "r3c1, r3c5 and r3c6 hold only 1, 4 and 5 between them in row 3, so r3c3 cannot be 1; r3c7 and r3c8 cannot be 4"
        );
    }

    // reglib-1.3, section 0202 Naked Quadruple.
    #[test]
    fn naked_quad_published() {
        let step = check_published(
            ":0202:4679:+53+2+78+6...9+78+241.+6...19+5+32+87.254..6+7...3+617.5+27..+5........+1........+8.51.6...3...98::471 472 481 491 492 671 672 691 692 972::",
            naked_subsets,
            4,
        );
        assert_eq!(step.technique, Technique::NakedQuad);
        assert_eq!(step.rating, 5.0);
        assert_eq!(step.cells, [56, 64, 65, 74]);
        assert!(step.text.starts_with(
            "r7c3, r8c2, r8c3 and r9c3 hold only 4, 6, 7 and 9 between them in box 7, so "
        ));
    }

    // HoDoKu's page "Hidden Subsets" (tech_hidden.php), its example h202
    // (show_example.php?file=h202&tech=Hidden+Pair): 4 and 7 in r1c1, r1c2.
    #[test]
    fn hidden_pair_published() {
        let step = check_published(
            ":0210:123589:....+6........4273+6..67+3..4..94....+6+8....96+4.+7+6.7.+5.+9231......85.6..8.27+1..5.1..+9+4::112 211 212 311 312 511 512 811 812 911:",
            hidden_subsets,
            2,
        );
        assert_eq!(step.technique, Technique::HiddenPair);
        assert_eq!(step.rating, 3.4);
        assert_eq!(step.cells, [0, 1]);
        assert_eq!(pattern(&step), [(0, 0b100_1000), (1, 0b100_1000)]);
        // Box 1 is scanned before row 1 and holds the same pair.
        assert_eq!(
            step.text,
            "In box 1, 4 and 7 can only go in r1c1 and r1c2, so r1c1 cannot be 2, 3, 5, 8 or 9; r1c2 cannot be 1, 2, 3, 5 or 8"
        );
    }

    /// A published hidden subset in a row with at most 2 x `size` empty
    /// cells: SE does not look for hidden subsets there (the row's other
    /// cells form a naked subset, found first, with the same eliminations),
    /// so no hidden step makes them and a naked one of the other cells does.
    fn hidden_read_as_naked(line: &str, size: usize, naked_cells: &[u8]) -> Step {
        let (state, expected) = hodoku(line);
        let hidden = hidden_subsets(&state, size, false);
        assert!(hidden.iter().all(|s| s.eliminate != expected), "{line}");
        let naked = naked_subsets(&state, 2 * size.min(4) - size, false);
        let naked: Vec<Step> = naked
            .into_iter()
            .filter(|s| s.eliminate == expected)
            .collect();
        assert_eq!(naked.len(), 1, "{line}");
        assert_eq!(naked[0].cells, naked_cells);
        naked[0].clone()
    }

    // reglib-1.3, section 0211 Hidden Triple: 4, 5 and 8 in r1c2, r1c4,
    // r1c9; row 1 has six empty cells, so SE reads it as the naked triple of
    // r1c1, r1c3 and r1c7 (3.6).
    #[test]
    fn hidden_triple_published_in_a_row_of_six_is_a_naked_triple() {
        let line = ":0211:458:....+23.9.82.9...+5.4.9.1..+2..8.+25+94+7..9+4671.8+5..5.3..1...+8.9.5+42+9.+2..5+837+54+73+8+2.+6.::112 119 612 619 712 714::";
        let step = hidden_read_as_naked(line, 3, &[0, 2, 6]);
        assert_eq!(step.technique, Technique::NakedTriplet);
        assert_eq!(step.rating, 3.6);
    }

    // reglib-1.3 has one state twice: section 0212 (Hidden Quadruple, 4579)
    // and section 0202 (Naked Quadruple, 1238), with the same eliminations:
    // the two views of one pattern in row 5, which has eight empty cells,
    // so SE finds the naked quad (5.0) and looks for no hidden quad there.
    #[test]
    fn hidden_quad_published_and_its_naked_twin() {
        let hidden = ":0212:4579:...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43...163.9.1..8+5::151 152 251 252 257 352 357 359 851 852::";
        let naked = hidden_read_as_naked(hidden, 4, &[38, 39, 40, 41]);
        assert_eq!(naked.technique, Technique::NakedQuad);
        assert_eq!(naked.rating, 5.0);
        let twin = check_published(
            ":0202:1238:...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43...163.9.1..8+5::151 152 251 252 257 352 357 359 851 852::",
            naked_subsets,
            4,
        );
        assert_eq!(twin, naked);
    }
}
