//! SE's "direct" techniques: patterns a player sees without pencil marks,
//! each of which leaves a digit one place in a unit. The step places that
//! digit only; the eliminations the pattern implies are not written down
//! (SE applies the placement alone), so the candidates stay as they were.
//!
//! - Direct pointing (1.7) / claiming (1.9): a digit of a box confined to one
//!   line (of a line confined to one box) is out of the rest of that line
//!   (box), which leaves the digit one place in another box crossing the line
//!   (another line of the same direction crossing the box).
//! - Direct hidden pair (2.0) / triplet (2.5): k digits confined to k cells
//!   of a unit fill those cells, which leaves another digit one place in the
//!   unit.

use super::candidates::Candidates;
use super::cells::{count, digits, CellSet, UNIT_CELLS, UNIT_SETS};
use super::explain::{Arg, Explanation};
use super::singles::SE_REGIONS;
use super::step::{Step, Technique};

/// Whether units `a` and `b` (one of them a box) share cells.
pub(crate) fn crosses(a: usize, b: usize) -> bool {
    !(UNIT_SETS[a] & UNIT_SETS[b]).is_empty()
}

/// SE's pairs of unit kinds for locked candidates, in its order: box with
/// column, box with row (pointing), column with box, row with box
/// (claiming). Each is (first unit of the source kind, first unit of the
/// target kind); units of a kind are 9 in a row (rows 0, columns 9, boxes 18).
pub(crate) const LOCKING_KINDS: [(usize, usize); 4] = [(18, 9), (18, 0), (9, 18), (0, 18)];

/// The first direct pointing or claiming in SE's order.
///
/// A direct claiming is never the first: whenever one exists, a hidden
/// single or a direct pointing exists too (docs/learn.md has the proof; the
/// tests check it), so SE's paths never show one.
#[inline(never)]
pub(crate) fn find_direct_locking(state: &Candidates) -> Option<Step> {
    find_direct_locking_of(state, &LOCKING_KINDS)
}

/// The first direct locking of the given pairs of unit kinds.
fn find_direct_locking_of(state: &Candidates, kinds: &[(usize, usize)]) -> Option<Step> {
    for &(source_kind, target_kind) in kinds {
        for i1 in 0..9 {
            let source = source_kind + i1;
            let locked = locked_digits(state, source, target_kind);
            for (k, target) in crossings(source, target_kind).into_iter().enumerate() {
                for digit in digits(locked[k]) {
                    let places = state.places_in(source, digit);
                    debug_assert!(places.len() >= 2 && places.is_subset(UNIT_SETS[target]));
                    // Another unit of the source's kind crossing the target,
                    // where the digit keeps one place outside the target.
                    for i3 in (0..9).filter(|&i3| i3 != i1) {
                        let other = source_kind + i3;
                        if !crosses(other, target) {
                            continue;
                        }
                        let others = state.places_in(other, digit);
                        if others.has_at_most(1) {
                            continue;
                        }
                        let left = others - UNIT_SETS[target];
                        if left.is_single() {
                            let single = left.0.trailing_zeros() as usize;
                            return Some(direct_locking(
                                state, source, target, other, places, single, digit,
                            ));
                        }
                    }
                }
            }
        }
    }
    None
}

/// The three units of the kind starting at `target_kind` that cross unit
/// `source` (a box and a line), in increasing order.
pub(crate) fn crossings(source: usize, target_kind: usize) -> [usize; 3] {
    let i = source % 9;
    std::array::from_fn(|k| match source / 9 {
        0 => 18 + 3 * (i / 3) + k,
        1 => 18 + i / 3 + 3 * k,
        _ if target_kind == 9 => 9 + 3 * (i % 3) + k,
        _ => 3 * (i / 3) + k,
    })
}

/// For each unit of [`crossings`]`(source, target_kind)`, the digits with
/// two places or more in `source`, all in that crossing: one pass over the
/// source's cell masks instead of a cell-set test per digit and crossing.
/// The k-th crossing holds the k-th group of three of the source's cells:
/// by column within a box for columns, by row otherwise (the boxes of a
/// line follow its cells).
pub(crate) fn locked_digits(state: &Candidates, source: usize, target_kind: usize) -> [u16; 3] {
    let (mut once, mut more) = ([0u16; 3], [0u16; 3]);
    for (j, &c) in UNIT_CELLS[source].iter().enumerate() {
        let k = if target_kind == 9 { j % 3 } else { j / 3 };
        let mask = state.mask(c);
        more[k] |= once[k] & mask;
        once[k] |= mask;
    }
    std::array::from_fn(|k| more[k] & !(once[(k + 1) % 3] | once[(k + 2) % 3]))
}

fn direct_locking(
    state: &Candidates,
    source: usize,
    target: usize,
    other: usize,
    places: CellSet,
    single: usize,
    digit: u8,
) -> Step {
    let pointing = source >= 18;
    let mut step = Step::new(if pointing {
        Technique::DirectPointing
    } else {
        Technique::DirectClaiming
    });
    step.place.push((single as u8, digit));
    step.cells = places.iter().map(|c| c as u8).collect();
    step.cells.push(single as u8);
    step.candidates = places.iter().map(|c| (c as u8, digit)).collect();
    step.candidates.push((single as u8, digit));
    // The places the pattern rules out in the other unit, for the record.
    let ruled_out = state.places_in(other, digit) & UNIT_SETS[target];
    let ruled: Vec<u8> = ruled_out.iter().map(|c| c as u8).collect();
    step.explain(
        Explanation::new("direct-locked")
            .with("source", Arg::Unit(source as u8))
            .with("digit", Arg::Digit(digit))
            .with(
                "places",
                Arg::Cells(places.iter().map(|c| c as u8).collect()),
            )
            .with("target", Arg::Unit(target as u8))
            .with("count", Arg::Count(ruled.len() as u32))
            .with("ruledOut", Arg::Cells(ruled))
            .with("other", Arg::Unit(other as u8))
            .with("single", Arg::Cell(single as u8)),
    );
    step
}

/// The first direct hidden pair (`degree` 2) or triplet (3) in SE's order:
/// boxes, columns, rows with more than `degree` empty cells; the sets of
/// digits in increasing order of their bit masks (1-2, 1-3, 2-3, 1-4, ...);
/// the digit left with one place, 1-9.
#[inline(never)]
pub(crate) fn find_direct_hidden_set(state: &Candidates, degree: u32) -> Option<Step> {
    let open = state.open_cells();
    for &u in &SE_REGIONS {
        if (open & UNIT_SETS[u]).has_at_most(degree) {
            continue;
        }
        // The digits with at least 1, 2, 3, 4 places in the unit, all nine
        // at a time from the cells' masks.
        let mut at_least = [0u16; 4];
        for &c in &UNIT_CELLS[u] {
            let mask = state.mask(c);
            at_least[3] |= at_least[2] & mask;
            at_least[2] |= at_least[1] & mask;
            at_least[1] |= at_least[0] & mask;
            at_least[0] |= mask;
        }
        // A set's digits have two places or more and at most `degree` (their
        // union has `degree`); the digit left with one place has two or more.
        let eligible = at_least[1];
        let small = eligible & !at_least[degree as usize];
        if count(small) < degree || count(eligible) <= degree {
            continue;
        }
        let places: [CellSet; 9] = std::array::from_fn(|d| state.places_in(u, d as u8 + 1));
        let sets: &[u16] = if degree == 2 { &SETS_OF_2 } else { &SETS_OF_3 };
        for &set in sets.iter().filter(|&&m| m & !small == 0) {
            let union = digits(set).fold(CellSet::EMPTY, |u, d| u | places[usize::from(d - 1)]);
            if union.len() != degree {
                continue;
            }
            for digit in digits(eligible & !set) {
                let p = places[usize::from(digit - 1)];
                let left = p - union;
                if left.is_single() {
                    let single = left.0.trailing_zeros() as usize;
                    return Some(direct_hidden_set(state, u, set, union, single, digit));
                }
            }
        }
    }
    None
}

/// The sets of `k` digits as 9-bit masks in increasing order.
const fn sets_of<const N: usize>(k: u32) -> [u16; N] {
    let mut sets = [0u16; N];
    let (mut mask, mut n) = (0u16, 0);
    while mask < 512 {
        if mask.count_ones() == k {
            sets[n] = mask;
            n += 1;
        }
        mask += 1;
    }
    sets
}

/// The 36 pairs and 84 triplets of digits, in SE's order (increasing masks).
const SETS_OF_2: [u16; 36] = sets_of(2);
const SETS_OF_3: [u16; 84] = sets_of(3);

fn direct_hidden_set(
    state: &Candidates,
    u: usize,
    set: u16,
    set_cells: CellSet,
    single: usize,
    digit: u8,
) -> Step {
    let mut step = Step::new(if set.count_ones() == 2 {
        Technique::DirectHiddenPair
    } else {
        Technique::DirectHiddenTriplet
    });
    step.place.push((single as u8, digit));
    step.cells = set_cells.iter().map(|c| c as u8).collect();
    step.cells.push(single as u8);
    for c in set_cells.iter() {
        for d in digits(state.mask(c) & set) {
            step.candidates.push((c as u8, d));
        }
    }
    step.candidates.push((single as u8, digit));
    debug_assert!(UNIT_CELLS[u].contains(&single));
    step.explain(
        Explanation::new("direct-hidden-set")
            .with("unit", Arg::Unit(u as u8))
            .with("digits", Arg::Digits(digits(set).collect()))
            .with(
                "cells",
                Arg::Cells(set_cells.iter().map(|c| c as u8).collect()),
            )
            .with("single", Arg::Cell(single as u8))
            .with("digit", Arg::Digit(digit)),
    );
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;

    #[test]
    fn crossings_are_the_crossing_units_in_order() {
        for (source_kind, target_kind) in LOCKING_KINDS {
            for (source, cells) in UNIT_CELLS.iter().enumerate().skip(source_kind).take(9) {
                let all: Vec<usize> = (target_kind..target_kind + 9)
                    .filter(|&t| crosses(source, t))
                    .collect();
                assert_eq!(crossings(source, target_kind).to_vec(), all);
                for (k, &target) in all.iter().enumerate() {
                    let group = if target_kind == 9 {
                        [k, k + 3, k + 6]
                    } else {
                        [3 * k, 3 * k + 1, 3 * k + 2]
                    };
                    assert!(group.iter().all(|&j| UNIT_SETS[target].contains(cells[j])));
                }
            }
        }
    }

    // Rows 2 and 3 of box 1 are full, so box 1's 1 lies in row 1; box 2's 1
    // then has one place off row 1 (r2c4: r2c5 and r2c6 are full, row 3
    // holds a 1), and direct pointing places it there.
    #[test]
    fn direct_pointing_places_the_digit_left_in_the_next_box() {
        let grid: Grid = format!("{}234.89...567...1..{}", ".".repeat(9), ".".repeat(54))
            .parse()
            .unwrap();
        let state = Candidates::from_grid(&grid);
        let step = find_direct_locking(&state).unwrap();
        assert_eq!(step.technique, Technique::DirectPointing);
        assert_eq!(step.rating, 1.7);
        assert_eq!(step.place, [(12, 1)]);
        assert!(step.eliminate.is_empty());
        assert_eq!(
            step.text,
            "In box 1, 1 can only go in r1c1, r1c2 and r1c3, all in row 1, so r1c4, r1c5 and \
             r1c6 cannot hold 1, and in box 2 r2c4 is the only place left for 1"
        );
    }

    // The lemma behind SE's paths never showing a direct claiming (the proof
    // is in docs/learn.md): on sound states - random givens of random solved
    // grids, less random candidates that are not the solution's - every
    // direct claiming comes with a hidden single or a direct pointing.
    #[test]
    fn a_direct_claiming_always_comes_with_a_single_or_a_direct_pointing() {
        use crate::sudoku::generator::random_grid;
        use crate::sudoku::logic::singles::first_hidden_single;
        use crate::sudoku::random::Rng;
        use crate::sudoku::Solver;

        let (mut solver, mut rng) = (Solver::new(), Rng::new(2009));
        let (mut claimings, mut without_single) = (0, 0);
        for _ in 0..1000 {
            let solution = random_grid(&mut solver, &mut rng);
            for _ in 0..12 {
                let keep = 20 + rng.below(45);
                let mut givens = solution;
                for cell in 0..81 {
                    if rng.below(81) >= keep {
                        givens.set(cell, 0);
                    }
                }
                let mut state = Candidates::from_grid(&givens);
                let drop = rng.below(4);
                for cell in 0..81 {
                    for digit in digits(state.mask(cell)) {
                        if digit != solution.cells()[cell] && rng.below(10) < drop {
                            state.eliminate(cell, digit);
                        }
                    }
                }
                // A quarter of the states are taken as they are, the rest once their hidden
                // singles are placed (else a single elsewhere answers nearly always).
                if rng.below(4) != 0 {
                    while let Some(single) = first_hidden_single(&state) {
                        state.place(single.cell, single.digit);
                    }
                }
                if find_direct_locking_of(&state, &LOCKING_KINDS[2..]).is_none() {
                    continue;
                }
                claimings += 1;
                if first_hidden_single(&state).is_none() {
                    without_single += 1;
                    assert!(
                        find_direct_locking_of(&state, &LOCKING_KINDS[..2]).is_some(),
                        "a direct claiming alone: {}",
                        state.grid().to_line('.')
                    );
                }
            }
        }
        // The states must meet both cases of the lemma often.
        assert!(
            claimings > 1500 && without_single > 50,
            "{claimings} / {without_single}"
        );
    }
}
