//! Aligned Triplet Exclusion (SE 7.5): three base cells, and the cells of two
//! or three candidates that all three see (at least two such "excluders").
//! A combination of values for the base cells is impossible when two base
//! cells that see each other take the same value, or when it covers every
//! candidate of an excluder. A base cell's value that no possible
//! combination uses is removed.
//!
//! SE's scan: base cells are the cells (row by row) with two candidates or
//! more, some excluder, and no peer holding a single candidate; pairs of
//! them in colex order (by the second cell, then the first), and for each
//! pair a third cell among the excluders of the first two (the first's, in
//! box, row, column order, then the second's); the first triplet that
//! removes something is the step.

use super::candidates::Candidates;
use super::cells::{digits, sees, CellSet, PEERS, UNIT_SETS};
use super::chains::links::{bits, se_units};
use super::explain::{Arg, Explanation};
use super::step::{Step, Technique};

/// SE's first aligned triplet exclusion.
pub(crate) fn find_aligned_triplet_exclusion(state: &Candidates) -> Option<Step> {
    // Cells by number of candidates.
    let mut singles = CellSet::EMPTY;
    let mut small = CellSet::EMPTY; // two or three candidates
    let mut several = CellSet::EMPTY; // two or more
    for cell in 0..81 {
        match state.mask(cell).count_ones() {
            1 => singles.insert(cell),
            2 | 3 => {
                small.insert(cell);
                several.insert(cell);
            }
            n if n > 3 => several.insert(cell),
            _ => {}
        }
    }
    let mut bases: Vec<usize> = Vec::new();
    let mut sets = [CellSet::EMPTY; 81];
    for cell in several.iter() {
        let peers = PEERS[cell];
        if !(peers & singles).is_empty() {
            continue;
        }
        let excluders = peers & small;
        if !excluders.is_empty() {
            bases.push(cell);
            sets[cell] = excluders;
        }
    }
    if bases.len() < 3 {
        return None;
    }
    let base_set = CellSet::of(&bases);
    let mut twin: Vec<usize> = Vec::with_capacity(40);
    for j in 1..bases.len() {
        for i in 0..j {
            let (c0, c1) = (bases[i], bases[j]);
            let pair = sets[c0] & sets[c1];
            if pair.len() < 2 {
                continue;
            }
            // The third cell among the first two's excluders: the first's in
            // SE's order (box, row, column), then the second's.
            twin.clear();
            let mut seen = CellSet::of(&[c0, c1]);
            for c in [c0, c1] {
                for unit in se_units(c) {
                    let fresh = (UNIT_SETS[unit] & sets[c] & base_set) - seen;
                    seen |= fresh;
                    twin.extend(fresh.iter());
                }
            }
            for &c2 in &twin {
                if (pair & sets[c2]).len() < 2 {
                    continue;
                }
                if let Some(step) = exclusion(state, [c0, c1, c2], &sets) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// `cell`'s excluders in SE's order (box, row, column).
fn se_order(cell: usize, set: CellSet) -> Vec<usize> {
    let mut seen = CellSet::EMPTY;
    let mut out = Vec::new();
    for unit in se_units(cell) {
        let fresh = (UNIT_SETS[unit] & set) - seen;
        seen |= fresh;
        out.extend(fresh.iter());
    }
    out
}

/// The step of three base cells, if they remove something.
#[inline(never)]
fn exclusion(state: &Candidates, cells: [usize; 3], sets: &[CellSet; 81]) -> Option<Step> {
    let common_set = sets[cells[0]] & sets[cells[1]] & sets[cells[2]];
    if common_set.len() < 2 {
        return None;
    }
    let mut masks = [0u16; 20];
    let mut n = 0;
    for c in common_set.iter() {
        masks[n] = state.mask(c);
        n += 1;
    }
    let masks = &masks[..n];
    let full = cells.map(|c| state.mask(c));
    let see = [
        sees(cells[0], cells[1]),
        sees(cells[0], cells[2]),
        sees(cells[1], cells[2]),
    ];
    let mut allowed = [0u16; 3];
    'all: for a in bits(full[0]) {
        for b in bits(full[1]) {
            if a == b && see[0] {
                continue;
            }
            for c in bits(full[2]) {
                if (a == c && see[1]) || (b == c && see[2]) {
                    continue;
                }
                let covered = (1u16 << (a - 1)) | (1 << (b - 1)) | (1 << (c - 1));
                if masks.iter().any(|&m| m & !covered == 0) {
                    continue;
                }
                allowed[0] |= 1 << (a - 1);
                allowed[1] |= 1 << (b - 1);
                allowed[2] |= 1 << (c - 1);
                if allowed == full {
                    break 'all; // every value has a combination: nothing goes
                }
            }
        }
    }
    if allowed == full {
        return None;
    }
    let common = se_order(cells[0], common_set);
    let mut step = Step::new(Technique::AlignedTripletExclusion);
    for (&cell, &allowed) in cells.iter().zip(&allowed) {
        for d in digits(state.mask(cell) & !allowed) {
            step.eliminate.push((cell as u8, d));
        }
    }
    if step.eliminate.is_empty() {
        return None;
    }
    step.cells = cells.iter().map(|&c| c as u8).collect();
    step.cells.extend(common.iter().map(|&c| c as u8));
    for &c in &cells {
        step.candidates
            .extend(digits(state.mask(c)).map(|d| (c as u8, d)));
    }
    step.explain(
        Explanation::new("aligned-triplet")
            .with(
                "cells",
                Arg::Cells(cells.iter().map(|&c| c as u8).collect()),
            )
            .with(
                "common",
                Arg::Cells(common.iter().map(|&c| c as u8).collect()),
            )
            .with("eliminations", Arg::Eliminations(step.eliminate.clone())),
    );
    Some(step)
}
