//! Aligned Pair Exclusion (SE 6.2): two cells cannot take a pair of values
//! that would leave a cell they both see without a candidate (a bivalue cell
//! holding exactly those two values), nor equal values when they see each
//! other. A value of one cell that belongs to no allowed pair goes.
//!
//! The scan is Sudoku Explainer 1.2.1's (SE): the base cells are the open
//! cells, row by row, with two candidates or more, no naked single among
//! their peers and at least one bivalue peer; the pairs of base cells come in
//! increasing binary order of their indexes in that list (colexicographic:
//! the second cell is the outer loop); the two cells need not see each
//! other; at least two bivalue cells must see both. The first pair that
//! eliminates something is the step.

use super::candidates::Candidates;
use super::cells::{bit, digits, sees, CellSet, PEERS};
use super::step::{cell, cells, eliminations, Step, Technique};
use crate::Text;

/// The first Aligned Pair Exclusion in SE's scan order.
#[inline(never)]
pub(crate) fn find_aligned_pair_exclusion(state: &Candidates) -> Option<Step> {
    let mut bivalue = CellSet::EMPTY;
    let mut single = CellSet::EMPTY;
    for c in 0..81 {
        match state.mask(c).count_ones() {
            1 => single.insert(c),
            2 => bivalue.insert(c),
            _ => {}
        }
    }
    let base: Vec<usize> = (0..81)
        .filter(|&c| {
            state.mask(c).count_ones() >= 2
                && (PEERS[c] & single).is_empty()
                && !(PEERS[c] & bivalue).is_empty()
        })
        .collect();
    for (j, &b) in base.iter().enumerate() {
        for &a in &base[..j] {
            let excluders = PEERS[a] & PEERS[b] & bivalue;
            if excluders.len() < 2 {
                continue;
            }
            if let Some(step) = exclusion(state, [a, b], excluders) {
                return Some(step);
            }
        }
    }
    None
}

/// The step of base cells `a` and `b` with their common bivalue peers, if a
/// value of either cell belongs to no allowed pair.
fn exclusion(state: &Candidates, [a, b]: [usize; 2], excluders: CellSet) -> Option<Step> {
    let (ma, mb) = (state.mask(a), state.mask(b));
    let aligned = sees(a, b);
    let (mut kept_a, mut kept_b) = (0u16, 0u16);
    for va in digits(ma) {
        for vb in digits(mb) {
            let pair = bit(va) | bit(vb);
            let ruled_out =
                (va == vb && aligned) || excluders.iter().any(|e| state.mask(e) & !pair == 0);
            if !ruled_out {
                kept_a |= bit(va);
                kept_b |= bit(vb);
            }
        }
    }
    let mut eliminate: Vec<(u8, u8)> = digits(ma & !kept_a).map(|d| (a as u8, d)).collect();
    eliminate.extend(digits(mb & !kept_b).map(|d| (b as u8, d)));
    if eliminate.is_empty() {
        return None;
    }
    eliminate.sort_unstable();
    let mut step = Step::new(Technique::AlignedPairExclusion);
    step.cells = vec![a as u8, b as u8];
    step.cells.extend(excluders.iter().map(|c| c as u8));
    for c in [a, b] {
        step.candidates
            .extend(digits(state.mask(c)).map(|d| (c as u8, d)));
    }
    let t = cell(Text::new().s("Aligned Pair Exclusion on "), a).s(" and ");
    let t = cell(t, b).s(": the values they would take together must leave a candidate in ");
    let t = cells(t, excluders.iter()).s(if aligned {
        ", which see both, and must differ, so "
    } else {
        ", which see both, so "
    });
    step.text = eliminations(t, &eliminate).0;
    step.eliminate = eliminate;
    Some(step)
}
