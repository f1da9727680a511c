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
use super::cells::{digits, sees, CellSet, UNIT_CELLS};
use super::chains::links::se_units;
use super::step::{cells as cell_list, eliminations, Step, Technique};
use crate::Text;

/// A cell's peers in SE's order: its box, row and column, each cell once.
fn se_peers(cell: usize) -> Vec<usize> {
    let mut seen = CellSet::single(cell);
    let mut out = Vec::with_capacity(20);
    for unit in se_units(cell) {
        for &c in &UNIT_CELLS[unit] {
            if !seen.contains(c) {
                seen.insert(c);
                out.push(c);
            }
        }
    }
    out
}

/// SE's first aligned triplet exclusion.
pub(crate) fn find_aligned_triplet_exclusion(state: &Candidates) -> Option<Step> {
    let count = |c: usize| state.mask(c).count_ones();
    let mut bases: Vec<usize> = Vec::new();
    let mut excluders: Vec<Vec<usize>> = vec![Vec::new(); 81];
    for (cell, slot) in excluders.iter_mut().enumerate() {
        if count(cell) < 2 {
            continue;
        }
        let peers = se_peers(cell);
        if peers.iter().any(|&p| count(p) == 1) {
            continue;
        }
        let list: Vec<usize> = peers
            .into_iter()
            .filter(|&p| (2..=3).contains(&count(p)))
            .collect();
        if !list.is_empty() {
            bases.push(cell);
            *slot = list;
        }
    }
    if bases.len() < 3 {
        return None;
    }
    let base_set = CellSet::of(&bases);
    let sets: Vec<CellSet> = excluders.iter().map(|list| CellSet::of(list)).collect();
    for j in 1..bases.len() {
        for i in 0..j {
            let (c0, c1) = (bases[i], bases[j]);
            let mut twin: Vec<usize> = Vec::new();
            let mut seen = CellSet::of(&[c0, c1]);
            for &c in excluders[c0].iter().chain(&excluders[c1]) {
                if base_set.contains(c) && !seen.contains(c) {
                    seen.insert(c);
                    twin.push(c);
                }
            }
            let pair = sets[c0] & sets[c1];
            if pair.len() < 2 {
                continue;
            }
            for &c2 in &twin {
                if (pair & sets[c2]).len() < 2 {
                    continue;
                }
                let cells = [c0, c1, c2];
                if let Some(step) = exclusion(state, cells, &excluders) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The step of three base cells, if they remove something.
fn exclusion(state: &Candidates, cells: [usize; 3], excluders: &[Vec<usize>]) -> Option<Step> {
    let others = [
        CellSet::of(&excluders[cells[1]]),
        CellSet::of(&excluders[cells[2]]),
    ];
    let common: Vec<usize> = excluders[cells[0]]
        .iter()
        .copied()
        .filter(|&c| others[0].contains(c) && others[1].contains(c))
        .collect();
    if common.len() < 2 {
        return None;
    }
    let masks: Vec<u16> = common.iter().map(|&c| state.mask(c)).collect();
    let mut allowed = [0u16; 3];
    let values: [Vec<u8>; 3] = cells.map(|c| digits(state.mask(c)).collect());
    for &a in &values[0] {
        for &b in &values[1] {
            for &c in &values[2] {
                let combo = [a, b, c];
                let clash = (0..3)
                    .any(|x| (x + 1..3).any(|y| combo[x] == combo[y] && sees(cells[x], cells[y])));
                if clash {
                    continue;
                }
                let covered = (1u16 << (a - 1)) | (1 << (b - 1)) | (1 << (c - 1));
                if masks.iter().any(|&m| m & !covered == 0) {
                    continue;
                }
                for (slot, d) in allowed.iter_mut().zip(combo) {
                    *slot |= 1 << (d - 1);
                }
            }
        }
    }
    let mut step = Step::new(Technique::AlignedTripletExclusion);
    for (&cell, &allowed) in cells.iter().zip(&allowed) {
        for d in digits(state.mask(cell) & !allowed) {
            step.eliminate.push((cell as u8, d));
        }
    }
    if step.eliminate.is_empty() {
        return None;
    }
    step.eliminate.sort_unstable();
    step.cells = cells.iter().map(|&c| c as u8).collect();
    step.cells.extend(common.iter().map(|&c| c as u8));
    for &c in &cells {
        step.candidates
            .extend(digits(state.mask(c)).map(|d| (c as u8, d)));
    }
    let t = cell_list(Text::new().s("The cells "), cells);
    let t = cell_list(
        t.s(" cannot take values that fill every candidate of "),
        common,
    );
    let t = t.s(" (each sees all three), nor one value twice where they see each other, so ");
    step.text = eliminations(t, &step.eliminate).0;
    Some(step)
}
