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
//!   or column), their options lie within k unit-digit items of that unit too,
//!   and one step removes the digits from both units.
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
use super::cells::{bit, digits, CellSet, UNITS, UNIT_CELLS, UNIT_SETS};
use super::step::{cell, cells, digit_list, eliminations, list, unit, Step, Technique};
use crate::Text;

/// The first naked subset of `size` cells (2, 3 or 4): units 0-26 in order
/// (rows, columns, boxes), the cells' combinations in lexicographic order.
#[inline(never)]
pub(crate) fn find_naked_set(state: &Candidates, size: usize) -> Option<Step> {
    naked_subsets(state, size, true).pop()
}

/// The first hidden subset of `size` digits (2, 3 or 4): units 0-26 in
/// order, the digits' combinations in lexicographic order.
#[inline(never)]
pub(crate) fn find_hidden_set(state: &Candidates, size: usize) -> Option<Step> {
    hidden_subsets(state, size, true).pop()
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

/// Visits every `size`-combination of `masks` (positions in increasing
/// order, combinations in lexicographic order) whose masks together have
/// exactly `size` bits, with that union, until `visit` returns false. This is
/// the shape of every pattern here and of fish: `size` items whose options
/// lie within `size` items of another kind. Combinations whose union already
/// has more than `size` bits are cut short. `size` is at most 4.
pub(super) fn tight_sets(masks: &[u16], size: usize, visit: &mut dyn FnMut(&[usize], u16) -> bool) {
    fn extend(
        masks: &[u16],
        size: usize,
        chosen: &mut [usize; 4],
        depth: usize,
        union: u16,
        visit: &mut dyn FnMut(&[usize], u16) -> bool,
    ) -> bool {
        if depth == size {
            return union.count_ones() as usize != size || visit(&chosen[..size], union);
        }
        let start = if depth == 0 { 0 } else { chosen[depth - 1] + 1 };
        // Leave room for the positions still to choose.
        for i in start..(masks.len() + depth + 1).saturating_sub(size) {
            let next = union | masks[i];
            if next.count_ones() as usize > size {
                continue;
            }
            chosen[depth] = i;
            if !extend(masks, size, chosen, depth + 1, next, visit) {
                return false;
            }
        }
        true
    }
    debug_assert!((1..=4).contains(&size));
    extend(masks, size, &mut [0; 4], 0, 0, visit);
}

/// Naked subsets of `size` cells, in scan order; only the first when `first_only`.
fn naked_subsets(state: &Candidates, size: usize, first_only: bool) -> Vec<Step> {
    let mut found = Vec::new();
    for (u, unit_cells) in UNIT_CELLS.iter().enumerate() {
        // Open cells with 2..=size candidates: a cell with more cannot be in it.
        let mut members = [0usize; 9];
        let mut masks = [0u16; 9];
        let mut n = 0;
        for &c in unit_cells {
            let count = state.mask(c).count_ones() as usize;
            if (2..=size).contains(&count) {
                members[n] = c;
                masks[n] = state.mask(c);
                n += 1;
            }
        }
        tight_sets(&masks[..n], size, &mut |chosen, digit_mask| {
            let subset = chosen
                .iter()
                .fold(CellSet::EMPTY, |s, &i| s | CellSet::single(members[i]));
            if let Some(step) = naked_step(state, u, subset, digit_mask) {
                found.push(step);
                return !first_only;
            }
            true
        });
        if first_only && !found.is_empty() {
            break;
        }
    }
    found
}

/// The step of the naked subset `subset` of unit `u` on the digits of
/// `digit_mask`, if it eliminates anything.
fn naked_step(state: &Candidates, u: usize, subset: CellSet, digit_mask: u16) -> Option<Step> {
    // The unit scanned first, then any other unit holding every cell.
    let others: Vec<usize> = (0..UNITS)
        .filter(|&v| v != u && subset.is_subset(UNIT_SETS[v]))
        .collect();
    let reach = others.iter().fold(UNIT_SETS[u], |s, &v| s | UNIT_SETS[v]) - subset;
    let mut step = Step::new(naked_technique(subset.len() as usize));
    for c in reach.iter() {
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
    let t = cells(Text::new(), subset.iter()).s(" hold only ");
    let t = digit_list(t, digit_mask);
    let t = if subset.len() > 2 {
        t.s(" between them")
    } else {
        t
    };
    let mut t = unit(t.s(" in "), u);
    if !others.is_empty() {
        t = list(t.s(", and they are in "), others.iter().copied(), unit).s(" too");
    }
    step.text = eliminations(t.s(", so "), &step.eliminate).0;
    Some(step)
}

/// Hidden subsets of `size` digits, in scan order; only the first when `first_only`.
fn hidden_subsets(state: &Candidates, size: usize, first_only: bool) -> Vec<Step> {
    let mut found = Vec::new();
    for (u, unit_cells) in UNIT_CELLS.iter().enumerate() {
        // Missing digits with 2..=size places, each place as bit j for the
        // unit's j-th cell. A placed digit has no places left in its units.
        let mut members = [0u8; 9];
        let mut masks = [0u16; 9];
        let mut n = 0;
        for d in 1..=9u8 {
            let mut places = 0u16;
            for (j, &c) in unit_cells.iter().enumerate() {
                if state.has(c, d) {
                    places |= 1 << j;
                }
            }
            if (2..=size).contains(&(places.count_ones() as usize)) {
                members[n] = d;
                masks[n] = places;
                n += 1;
            }
        }
        tight_sets(&masks[..n], size, &mut |chosen, place_mask| {
            let digit_mask = chosen.iter().fold(0, |m, &i| m | bit(members[i]));
            let subset = (0..9)
                .filter(|j| place_mask >> j & 1 != 0)
                .fold(CellSet::EMPTY, |s, j| s | CellSet::single(unit_cells[j]));
            if let Some(step) = hidden_step(state, u, subset, digit_mask) {
                found.push(step);
                return !first_only;
            }
            true
        });
        if first_only && !found.is_empty() {
            break;
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
    let t = digit_list(unit(Text::new().s("In "), u).s(", "), digit_mask);
    let t = cells(t.s(" can only go in "), subset.iter()).s(", so ");
    step.text = cell_eliminations(t, &step.eliminate).0;
    Some(step)
}

/// The eliminations grouped by cell, for steps that empty cells of all but
/// some digits: `r1c1 cannot be 2, 3 or 5; r1c2 cannot be 8`. `eliminate`
/// is in cell order.
fn cell_eliminations(mut t: Text, eliminate: &[(u8, u8)]) -> Text {
    let mut rest = eliminate;
    while let Some(&(c, _)) = rest.first() {
        let n = rest.iter().take_while(|&&(other, _)| other == c).count();
        if rest.len() != eliminate.len() {
            t = t.s("; ");
        }
        t = cell(t, usize::from(c)).s(" cannot be ");
        for (i, &(_, d)) in rest[..n].iter().enumerate() {
            if i > 0 {
                t = t.s(if i + 1 == n { " or " } else { ", " });
            }
            t = t.n(u64::from(d));
        }
        rest = &rest[n..];
    }
    t
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::sudoku::Grid;

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

    /// Checks a published example: the finder's first step is the published
    /// one (the same eliminations), and every step of the finder in that
    /// state keeps the digits of the solution. Returns the first step.
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
        assert_eq!(first[0].eliminate, expected, "{line}");
        first[0].clone()
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
    fn tight_sets_come_in_lexicographic_order() {
        let mut seen = Vec::new();
        // Position 3 has three bits: never in a pair.
        let masks = [0b011, 0b110, 0b011, 0b111, 0b101];
        tight_sets(&masks, 2, &mut |chosen, union| {
            seen.push((chosen.to_vec(), union));
            true
        });
        assert_eq!(seen, [(vec![0, 2], 0b011)]);
        seen.clear();
        tight_sets(&masks, 3, &mut |chosen, union| {
            seen.push((chosen.to_vec(), union));
            seen.len() < 4
        });
        let combos: Vec<Vec<usize>> = seen.iter().map(|(c, _)| c.clone()).collect();
        assert_eq!(combos, [[0, 1, 2], [0, 1, 3], [0, 1, 4], [0, 2, 3]]);
        assert!(seen.iter().all(|&(_, u)| u == 0b111));
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
    // section 0110): one step removes 4 and 7 from both units.
    #[test]
    fn a_naked_pair_in_a_row_and_a_box_eliminates_in_both() {
        let step = check_published(
            ":0110-1:47:6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...::477 479 487 488 491 498 777 779 787 792::",
            naked_subsets,
            2,
        );
        assert_eq!(step.technique, Technique::NakedPair);
        assert_eq!(step.cells, [78, 80]);
        assert_eq!(
            step.text,
            "r9c7 and r9c9 hold only 4 and 7 in row 9, and they are in box 9 too, so r7c7, r7c9, r8c7, r8c8, r9c1 and r9c8 cannot be 4; r7c7, r7c9, r8c7 and r9c2 cannot be 7"
        );
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
        assert_eq!(
            step.text,
            "In row 1, 4 and 7 can only go in r1c1 and r1c2, so r1c1 cannot be 2, 3, 5, 8 or 9; r1c2 cannot be 1, 2, 3, 5 or 8"
        );
    }

    // reglib-1.3, section 0211 Hidden Triple.
    #[test]
    fn hidden_triple_published() {
        let step = check_published(
            ":0211:458:....+23.9.82.9...+5.4.9.1..+2..8.+25+94+7..9+4671.8+5..5.3..1...+8.9.5+42+9.+2..5+837+54+73+8+2.+6.::112 119 612 619 712 714::",
            hidden_subsets,
            3,
        );
        assert_eq!(step.technique, Technique::HiddenTriplet);
        assert_eq!(step.rating, 4.0);
        assert_eq!(
            step.text,
            "In row 1, 4, 5 and 8 can only go in r1c2, r1c4 and r1c9, so r1c2 cannot be 1, 6 or 7; r1c4 cannot be 7; r1c9 cannot be 1 or 6"
        );
    }

    // reglib-1.3 has one state twice: section 0212 (Hidden Quadruple, 4579)
    // and section 0202 (Naked Quadruple, 1238), with the same eliminations:
    // the two views of one pattern in row 5.
    #[test]
    fn hidden_quad_published_and_its_naked_twin() {
        let hidden = check_published(
            ":0212:4579:...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43...163.9.1..8+5::151 152 251 252 257 352 357 359 851 852::",
            hidden_subsets,
            4,
        );
        assert_eq!(hidden.technique, Technique::HiddenQuad);
        assert_eq!(hidden.rating, 5.4);
        assert_eq!(hidden.cells, [36, 37, 42, 44]);
        assert_eq!(
            hidden.text,
            "In row 5, 4, 5, 7 and 9 can only go in r5c1, r5c2, r5c7 and r5c9, so r5c1 cannot be 1, 2 or 8; r5c2 cannot be 1, 2, 3 or 8; r5c7 cannot be 2 or 3; r5c9 cannot be 3"
        );
        let naked = check_published(
            ":0202:1238:...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43...163.9.1..8+5::151 152 251 252 257 352 357 359 851 852::",
            naked_subsets,
            4,
        );
        assert_eq!(naked.cells, [38, 39, 40, 41]);
        assert_eq!(naked.eliminate, hidden.eliminate);
    }
}
