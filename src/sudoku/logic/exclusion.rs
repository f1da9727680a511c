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
use super::explain::{Arg, Explanation};
use super::step::{sort_pairs, Step, Technique};

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
    sort_pairs(&mut eliminate);
    let mut step = Step::new(Technique::AlignedPairExclusion);
    step.cells = vec![a as u8, b as u8];
    step.cells.extend(excluders.iter().map(|c| c as u8));
    for c in [a, b] {
        step.candidates
            .extend(digits(state.mask(c)).map(|d| (c as u8, d)));
    }
    let key = if aligned {
        "aligned-pair-same"
    } else {
        "aligned-pair"
    };
    step.explain(
        Explanation::new(key)
            .with("technique", Arg::Technique(Technique::AlignedPairExclusion))
            .with("cell1", Arg::Cell(a as u8))
            .with("cell2", Arg::Cell(b as u8))
            .with(
                "excluders",
                Arg::CellsOr(excluders.iter().map(|c| c as u8).collect()),
            )
            .with("eliminations", Arg::Eliminations(eliminate.clone())),
    );
    step.eliminate = eliminate;
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::fish::tests::{se_eliminations, se_state};

    // The expected steps are SE 1.2.1's own (its AlignedPairExclusion run on
    // the state, through the oracle beside se-steps); the comment quotes
    // SE's hint (the two base cells). Each state is one of SE's path on the
    // puzzle named.

    // top1465 `12.4.........8...37....6...........8.....2.45..59...6..1...4.9..7....8..96..1..2.`,
    // where SE's path takes it: "Aligned Pair Exclusion: G2,E3", two cells
    // that do not see each other. SE's explanation rules out (1, 2) by I3
    // (r3c9), (1, 5) by H3 (r3c8) and (1, 9) by F2 (r2c6); D2 (r2c4, 1 or 2)
    // also sees both.
    #[test]
    fn aligned_pair_exclusion_on_ses_path() {
        let state = se_state("=1,=2,36,=4,57,357,56,=8,=9,=4,=5,69,12,=8,19,126,=7,=3,=7,=8,39,1235,259,=6,=4,15,12,26,49,17,1567,4567,157,129,=3,=8,68,39,17,1678,367,=2,179,=4,=5,28,34,=5,=9,34,178,127,=6,127,35,=1,28,235678,2567,=4,357,=9,67,35,=7,24,236,29,359,=8,15,146,=9,=6,48,3578,=1,3578,357,=2,47");
        let step = find_aligned_pair_exclusion(&state).unwrap();
        assert_eq!(step.technique, Technique::AlignedPairExclusion);
        assert_eq!(step.rating, 6.2);
        assert_eq!(step.cells[..2], [15, 22]);
        assert_eq!(step.eliminate, se_eliminations("151"));
        assert_eq!(
            step.text,
            "Aligned Pair Exclusion on r2c7 and r3c5: together they cannot take both values of r2c4, r2c6, r3c8 or r3c9 (bivalue cells that see both), so r2c7 cannot be 1"
        );
    }

    // 17clue `................12..3.45.................34..16.7.......4...5..2..1....68...9....`:
    // "Aligned Pair Exclusion: C5,D5"; in lexicographic order of the pairs
    // another one (eliminating 7 from r4c3) would come first.
    #[test]
    fn pairs_in_increasing_binary_order() {
        let state = se_state("=9,=2,=6,=8,37,=1,37,=5,=4,=4,=8,=5,69,36,79,37,=1,=2,=7,=1,=3,=2,=4,=5,=6,89,89,=3,=4,27,=5,68,89,=1,26,79,=5,79,78,69,=1,=3,=4,26,89,=1,=6,89,=7,=2,=4,89,=3,=5,=6,79,=4,=3,78,=2,=5,89,=1,=2,=3,79,=1,=5,78,89,=4,=6,=8,=5,=1,=4,=9,=6,=2,=7,=3");
        let step = find_aligned_pair_exclusion(&state).unwrap();
        assert_eq!(step.cells[..2], [38, 39]);
        assert_eq!(step.eliminate, se_eliminations("399"));
    }

    // 17clue `...3..5...5..1..3...7..4..12.....4...6..9......1..6..28..7..2...9..8..5...5..9..7`:
    // "Aligned Pair Exclusion: A2,C2"; a cell with a naked single among its
    // peers is no base cell (else a pair would first remove 4 from r1c8).
    #[test]
    fn no_base_cell_beside_a_naked_single() {
        let state = se_state("=9,=1,48,=3,=7,8,=5,24,46,46,=5,48,=9,=1,=2,=7,=3,46,36,=2,=7,=5,6,=4,=9,8,=1,=2,=8,=9,=1,=3,=7,=4,=6,=5,34,=6,34,=2,=9,=5,=1,=7,=8,=5,=7,=1,=8,=4,=6,=3,=9,=2,=8,=4,=6,=7,=5,=3,=2,=1,=9,=7,=9,23,=4,=8,1,=6,=5,3,=1,3,=5,=6,2,=9,=8,4,=7");
        let step = find_aligned_pair_exclusion(&state).unwrap();
        assert_eq!(step.cells[..2], [9, 11]);
        assert_eq!(step.eliminate, se_eliminations("094;114"));
    }
}
