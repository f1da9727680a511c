//! Wings: the shortest chains through bivalue cells, spotted as patterns.
//!
//! A bivalue cell is a strong link between its two digits: if it is not one,
//! it is the other. An XY-Wing joins two such cells (the pincers) through a
//! third one (the pivot) that sees both; an XYZ-Wing lets the pivot hold the
//! pincers' common digit too. One of the pincers (or the pivot) holds that
//! digit, so no cell that sees all of them can.
//!
//! The scan is Sudoku Explainer 1.2.1's (SE), whose first hint its path
//! takes; it decides which wing and so which eliminations come first.

use super::candidates::Candidates;
use super::cells::{common_peers, count, only_digit, CellSet};
use super::explain::{Arg, Explanation};
use super::step::{Step, Technique};

/// The first XY-Wing (SE 4.2): a pivot holding only x and y sees a pincer
/// holding only x and z and another holding only y and z. Whatever the pivot
/// is, one pincer is z, so z leaves every cell that sees both pincers.
#[inline(never)]
pub(crate) fn find_xy_wing(state: &Candidates) -> Option<Step> {
    find_wing(state, false)
}

/// The first XYZ-Wing (SE 4.4): a pivot holding only x, y and z sees a
/// pincer holding only x and z and another holding only y and z. The pivot or
/// one of the pincers is z, so z leaves every cell that sees all three.
#[inline(never)]
pub(crate) fn find_xyz_wing(state: &Candidates) -> Option<Step> {
    find_wing(state, true)
}

/// SE's scan for both wings: pivots row by row; the first pincer, then the
/// second, among the pivot's peers in SE's order (see [`peers_in_se_order`]);
/// the first pattern that eliminates something.
fn find_wing(state: &Candidates, xyz: bool) -> Option<Step> {
    let pivot_size = if xyz { 3 } else { 2 };
    for pivot in 0..81 {
        let p = state.mask(pivot);
        if count(p) != pivot_size {
            continue;
        }
        let peers = peers_in_se_order(pivot);
        for &a in &peers {
            let xz = state.mask(a);
            // The pincer holds all but one of the pivot's digits: one of the
            // two in an XY-Wing, two of the three in an XYZ-Wing.
            if count(xz) != 2 || count(p & !xz) != 1 {
                continue;
            }
            for &b in &peers {
                let yz = state.mask(b);
                let (union, common) = (p | xz | yz, p & xz & yz);
                // XY-Wing: no digit common to all three; XYZ-Wing: exactly z.
                if count(yz) != 2 || count(union) != 3 || count(common) != u32::from(xyz) {
                    continue;
                }
                let z = xz & yz;
                // The cells that see both pincers (and the pivot in an
                // XYZ-Wing, whose pivot may be z), the pattern's excluded.
                let mut seeing = if xyz {
                    common_peers(CellSet::of(&[pivot, a, b]))
                } else {
                    common_peers(CellSet::of(&[a, b]))
                };
                seeing.remove(pivot);
                let removed = seeing & state.cells_with(only_digit(z));
                if removed.is_empty() {
                    continue;
                }
                let (x, y) = (only_digit(xz & !z), only_digit(yz & !z));
                let technique = if xyz {
                    Technique::XyzWing
                } else {
                    Technique::XyWing
                };
                return Some(wing_step(
                    technique,
                    [pivot, a, b],
                    [x, y],
                    only_digit(z),
                    removed,
                ));
            }
        }
    }
    None
}

/// The 20 peers of `cell` in the order SE visits a cell's "house": its box
/// row by row, then the rest of its row left to right, then the rest of its
/// column top to bottom.
fn peers_in_se_order(cell: usize) -> [usize; 20] {
    let (row, column) = (cell / 9, cell % 9);
    let (top, left) = (row / 3 * 3, column / 3 * 3);
    let mut out = [0; 20];
    let mut n = 0;
    let boxed = (top..top + 3).flat_map(|r| (left..left + 3).map(move |c| 9 * r + c));
    let in_row = (0..9).filter(|c| c / 3 != column / 3).map(|c| 9 * row + c);
    let in_column = (0..9).filter(|r| r / 3 != row / 3).map(|r| 9 * r + column);
    for c in boxed.chain(in_row).chain(in_column) {
        if c != cell {
            out[n] = c;
            n += 1;
        }
    }
    out
}

/// The step of an XY-Wing or XYZ-Wing: `pivot` holds x and y (and z in an
/// XYZ-Wing), pincer `a` x and z, pincer `b` y and z; `removed` are the cells
/// that lose z. The pattern's candidates are every candidate of its cells.
fn wing_step(
    technique: Technique,
    [pivot, a, b]: [usize; 3],
    [x, y]: [u8; 2],
    z: u8,
    removed: CellSet,
) -> Step {
    let mut step = Step::new(technique);
    step.eliminate = removed.iter().map(|c| (c as u8, z)).collect();
    step.cells = vec![pivot as u8, a as u8, b as u8];
    let pivot_digits: &[u8] = if technique == Technique::XyzWing {
        &[x, y, z]
    } else {
        &[x, y]
    };
    step.candidates = pivot_digits.iter().map(|&d| (pivot as u8, d)).collect();
    step.candidates
        .extend([(a as u8, x), (a as u8, z), (b as u8, y), (b as u8, z)]);
    let key = if technique == Technique::XyzWing {
        "xyz-wing"
    } else {
        "xy-wing"
    };
    step.explain(
        Explanation::new(key)
            .with("technique", Arg::Technique(technique))
            .with("pivot", Arg::CellDigits(pivot as u8, pivot_digits.to_vec()))
            .with("pincer1", Arg::CellDigits(a as u8, vec![x, z]))
            .with("pincer2", Arg::CellDigits(b as u8, vec![y, z]))
            .with("digit", Arg::Digit(z))
            .with("eliminations", Arg::Eliminations(step.eliminate.clone())),
    );
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::fish::tests::{se_eliminations, se_state};

    // The expected steps are SE 1.2.1's own (its XYWing producer run on the
    // state, through the oracle beside se-steps); the comment quotes SE's
    // hint (cells: pivot, first pincer, second pincer). Each state is one of
    // SE's path on the 17clue puzzle named.

    #[test]
    fn peers_come_box_then_row_then_column() {
        let order = peers_in_se_order(40);
        assert_eq!(order[..8], [30, 31, 32, 39, 41, 48, 49, 50]);
        assert_eq!(order[8..14], [36, 37, 38, 42, 43, 44]);
        assert_eq!(order[14..], [4, 13, 22, 58, 67, 76]);
    }

    // `.2..........6....3.74.8.........3..2.8..4..1.6..5.........1.78.5....9..........4.`,
    // where SE's path takes it: "XY-Wing: Cells E1,D3,H1 on value 9".
    #[test]
    fn xy_wing_on_ses_path() {
        let state = se_state("13,=2,=6,349,35,=7,149,59,=8,=8,=9,=5,=6,=2,14,14,=7,=3,13,=7,=4,39,=8,15,1269,259,169,=4,=5,=7,=1,=9,=3,=8,=6,=2,=9,=8,=3,=2,=4,=6,=5,=1,=7,=6,=1,=2,=5,=7,=8,39,39,=4,=2,36,=9,34,=1,45,=7,=8,56,=5,=4,=8,=7,36,=9,1236,23,16,=7,36,=1,=8,356,=2,369,=4,569");
        let step = find_xy_wing(&state).unwrap();
        assert_eq!(step.technique, Technique::XyWing);
        assert_eq!(step.rating, 4.2);
        assert_eq!(step.cells, [4, 21, 7]);
        assert_eq!(step.eliminate, se_eliminations("039;249;259;269"));
        assert_eq!(
            step.text,
            "XY-Wing with pivot r1c5 (3, 5) and pincers r3c4 (3, 9) and r1c8 (5, 9): \
             whichever digit the pivot is, one of the pincers is 9, so r1c4, r3c7, r3c8 and r3c9 cannot be 9"
        );
    }

    // `................12..3..4...........3.1..56...7.....4.8....9.2....4.....7..6.1....`:
    // "XY-Wing: Cells F7,D8,E8 on value 8": pincers in the pivot's box come
    // before the one in its row (r7c2).
    #[test]
    fn xy_wing_pincers_in_the_box_first() {
        let state = se_state("568,5678,=1,=2,3678,=9,358,378,=4,568,=4,=9,58,3678,35,358,=1,=2,258,2578,=3,=1,78,=4,589,789,=6,69,69,=2,=7,=4,=8,=1,=5,=3,=4,=1,=8,=3,=5,=6,=7,=2,=9,=7,=3,=5,=9,=2,=1,=4,=6,=8,358,58,=7,=6,=9,35,=2,=4,=1,=1,2589,=4,58,38,235,=6,389,=7,2389,289,=6,=4,=1,=7,389,389,=5");
        let step = find_xy_wing(&state).unwrap();
        assert_eq!(step.cells, [59, 66, 67]);
        assert_eq!(step.eliminate, se_eliminations("648;708"));
    }

    // `.................1..2..3.4......2....5..4....61......5...1........6..5....7..832.`:
    // "XYZ-Wing: Cells F8,F7,D9 on value 9".
    #[test]
    fn xyz_wing_pincers_in_the_box_first() {
        let state = se_state("34789,346789,=1,4789,5789,45679,6789,356789,=2,34789,346789,3689,=2,5789,45679,6789,356789,=1,=5,6789,=2,789,=1,=3,6789,=4,6789,3789,3789,389,=5,=6,=2,=1,789,=4,=2,=5,89,789,=4,=1,6789,6789,=3,=6,=1,=4,=3,789,79,=2,789,=5,389,23689,=5,=1,2379,79,=4,6789,6789,3489,23489,389,=6,2379,479,=5,=1,789,=1,469,=7,49,59,=8,=3,=2,69");
        let step = find_xyz_wing(&state).unwrap();
        assert_eq!(step.technique, Technique::XyzWing);
        assert_eq!(step.rating, 4.4);
        assert_eq!(step.cells, [68, 59, 75]);
        assert_eq!(step.eliminate, se_eliminations("589;679;769"));
        assert_eq!(
            step.text,
            "XYZ-Wing with pivot r8c6 (7, 4, 9) and pincers r7c6 (7, 9) and r9c4 (4, 9): \
             whichever digit the pivot is, it or one of the pincers is 9, so r7c5, r8c5 and r9c5 cannot be 9"
        );
    }

    // `.................1..2.34........3......1.5..6.76....4.....7.3...1.8...2.5........`:
    // "XYZ-Wing: Cells G9,I7,G8 on value 9": pivots row by row, so r9c7
    // after any earlier one; its box pincers before its column's.
    #[test]
    fn xyz_wing_ses_order() {
        let state = se_state("6789,4689,45789,2569,=1,26789,24689,6789,=3,6789,=3,45789,2569,289,26789,24689,6789,=1,=1,689,=2,69,=3,=4,=5,6789,789,=4,=5,=1,=7,=6,=3,89,89,=2,289,289,89,=1,=4,=5,=7,=3,=6,=3,=7,=6,29,289,289,=1,=4,=5,2689,2689,89,=4,=7,=1,=3,=5,89,679,=1,=3,=8,=5,69,69,=2,479,=5,24689,4789,=3,29,269,689,=1,4789");
        let step = find_xyz_wing(&state).unwrap();
        assert_eq!(step.cells, [78, 62, 69]);
        assert_eq!(step.eliminate, se_eliminations("719;809"));
    }
}
