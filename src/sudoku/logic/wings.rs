//! Wings: the shortest chains through bivalue cells, spotted as patterns.
//!
//! A bivalue cell is a strong link between its two digits: if it is not one,
//! it is the other. An XY-Wing joins two such cells through a third one (the
//! pivot) that sees both; an XYZ-Wing lets the pivot hold the common digit
//! too; a W-Wing joins two equal bivalue cells through a strong link of one
//! digit in a unit. In each, one of the end cells (or the pivot) must hold the
//! remaining digit, so no cell that sees all of them can.

use super::candidates::Candidates;
use super::cells::{common_peers, only_digit, CellSet};
use super::step::{cell, eliminations, Step, Technique};
use crate::Text;

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
        if p.count_ones() != pivot_size {
            continue;
        }
        let peers = peers_in_se_order(pivot);
        for &a in &peers {
            let xz = state.mask(a);
            // The pincer holds all but one of the pivot's digits: one of the
            // two in an XY-Wing, two of the three in an XYZ-Wing.
            if xz.count_ones() != 2 || (p & !xz).count_ones() != 1 {
                continue;
            }
            for &b in &peers {
                let yz = state.mask(b);
                let (union, common) = (p | xz | yz, p & xz & yz);
                // XY-Wing: no digit common to all three; XYZ-Wing: exactly z.
                if yz.count_ones() != 2
                    || union.count_ones() != 3
                    || common.count_ones() != u32::from(xyz)
                {
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
                let (technique, claim) = if xyz {
                    (
                        Technique::XyzWing,
                        ": whichever digit the pivot is, it or one of the pincers is ",
                    )
                } else {
                    (
                        Technique::XyWing,
                        ": whichever digit the pivot is, one of the pincers is ",
                    )
                };
                return Some(wing_step(
                    technique,
                    [pivot, a, b],
                    [x, y],
                    only_digit(z),
                    removed,
                    claim,
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
    claim: &str,
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
    let name = if technique == Technique::XyzWing {
        "XYZ-Wing"
    } else {
        "XY-Wing"
    };
    let t = named(Text::new().s(name).s(" with pivot "), pivot, pivot_digits);
    let t = named(t.s(" and pincers "), a, &[x, z]);
    let t = named(t.s(" and "), b, &[y, z])
        .s(claim)
        .n(u64::from(z))
        .s(", so ");
    step.text = eliminations(t, &step.eliminate).0;
    step
}

/// `r1c3 (5, 7)`: a cell and the digits it plays in the pattern, in order.
fn named(t: Text, c: usize, ds: &[u8]) -> Text {
    let mut t = cell(t, c).s(" (");
    for (i, &d) in ds.iter().enumerate() {
        if i > 0 {
            t = t.s(", ");
        }
        t = t.n(u64::from(d));
    }
    t.s(")")
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::sudoku::Grid;

    /// The state shown by a pencil-mark grid as HoDoKu and sudokuwiki print
    /// it: 81 groups of digits, a lone digit being a placed one; frame
    /// characters are skipped. Every open cell must hold exactly the printed
    /// candidates (which checks the transcription against the rules).
    pub(crate) fn from_pencil_marks(text: &str) -> Candidates {
        let groups: Vec<&str> = text
            .split(|ch: char| !ch.is_ascii_digit())
            .filter(|g| !g.is_empty())
            .collect();
        assert_eq!(groups.len(), 81, "81 cells expected");
        let mut line = String::new();
        let mut masks = [0u16; 81];
        for (c, g) in groups.iter().enumerate() {
            if g.len() == 1 {
                line.push_str(g);
            } else {
                line.push('.');
            }
            masks[c] = g.bytes().map(|b| bit(b - b'0')).fold(0, |m, b| m | b);
        }
        let grid: Grid = line.parse().unwrap();
        let state = Candidates::from_grid_and_masks(&grid, &masks);
        for (c, g) in groups.iter().enumerate() {
            if g.len() > 1 {
                assert_eq!(state.mask(c), masks[c], "cell {c} differs from the print");
            }
        }
        state
    }

    /// `r2c6` as a cell number.
    pub(crate) fn rc(r: usize, c: usize) -> u8 {
        (9 * (r - 1) + c - 1) as u8
    }

    /// HoDoKu, tech_wings.php, XY-Wing, example on the left
    /// (https://hodoku.sourceforge.net/en/show_example.php?file=xy01&tech=XY-Wing):
    /// pivot r1c3 (5, 7), pincers r1c6 (5, 2) and r2c1 (7, 2) => r2c6<>2.
    #[test]
    fn xy_wing_hodoku_left_example() {
        let state = from_pencil_marks(
            "
            | 8   145 57 | 3  6 25 | 9  147 12 |
            | 27  45  9  | 47 1 25 | 8  6   3  |
            | 127 6   3  | 47 8 9  | 24 147 5  |
            | 9   2   4  | 6  7 3  | 1  5   8  |
            | 3   8   6  | 9  5 1  | 7  2   4  |
            | 5   7   1  | 8  2 4  | 3  9   6  |
            | 4   3   2  | 1  9 6  | 5  8   7  |
            | 6   9   8  | 5  3 7  | 24 14  12 |
            | 17  15  57 | 2  4 8  | 6  3   9  |",
        );
        let step = find_xy_wing(&state).unwrap();
        assert_eq!(step.eliminate, [(rc(2, 6), 2)]);
        assert_eq!(step.cells, [rc(1, 3), rc(1, 6), rc(2, 1)]);
        assert_eq!(
            step.text,
            "XY-Wing with pivot r1c3 (5, 7) and pincers r1c6 (5, 2) and r2c1 (7, 2): \
             whichever digit the pivot is, one of the pincers is 2, so r2c6 cannot be 2"
        );
        assert_eq!(step.rating, 4.2);
    }

    /// HoDoKu, tech_wings.php, XY-Wing, example on the right
    /// (https://hodoku.sourceforge.net/en/show_example.php?file=xy02&tech=XY-Wing):
    /// pivot r4c1 (1, 6), pincers r4c4 and r5c2, z = 9; published: XY-Wing: 1/6/9 in r4c14,r5c2 =>
    /// r4c23,r5c456<>9.
    #[test]
    fn xy_wing_hodoku_right_example() {
        let state = from_pencil_marks(
            "
            | 7    1    4    | 29    6    29  | 5    3    8 |
            | 8    29   29   | 4     5    3   | 16   16   7 |
            | 3    5    6    | 7     1    8   | 4    2    9 |
            | 16   369  1379 | 19    2    4   | 67   8    5 |
            | 4    69   179  | 1589  89   59  | 3    67   2 |
            | 2    8    5    | 3     7    6   | 9    4    1 |
            | 9    7    8    | 6     3    1   | 2    5    4 |
            | 15   234  123  | 2589  489  7   | 18   19   6 |
            | 156  246  12   | 2589  489  259 | 178  179  3 |",
        );
        let step = find_xy_wing(&state).unwrap();
        let nines = [rc(4, 2), rc(4, 3), rc(5, 4), rc(5, 5), rc(5, 6)];
        assert_eq!(step.eliminate, nines.map(|c| (c, 9)));
        let mut cells = step.cells.clone();
        cells.sort_unstable();
        assert_eq!(cells, [rc(4, 1), rc(4, 4), rc(5, 2)]);
    }

    /// sudokuwiki.org, XYZ-Wing (https://www.sudokuwiki.org/XYZ_Wing),
    /// example 1, candidates as its "Load Example" board: hinge F9 (r6c9:
    /// 1, 2, 4) sees 1/2 in D9 (r4c9) and 1/4 in F1 (r6c1); the 1 in F7
    /// (r6c7) goes.
    #[test]
    fn xyz_wing_sudokuwiki_example_1() {
        let state = from_pencil_marks(
            "
            38  9   2    46   48  1     7   5  346
            5   134 1467 2    47  679   346 19 8
            146 148 1467 4569 3   56789 2   19 46
            38  7   5    13   128 4     9   6  12
            2   38  14   139  6   89    148 7  5
            14  6   9    7    125 258   148 3  124
            146 145 8    1456 9   567   1356 2 1367
            7   1245 146 1456 1245 3    156 8  9
            9   125 3    8    1257 2567 156 4  167",
        );
        let step = find_xyz_wing(&state).unwrap();
        assert_eq!(step.eliminate, [(rc(6, 7), 1)]);
        assert_eq!(step.cells, [rc(6, 9), rc(4, 9), rc(6, 1)]);
        assert_eq!(step.rating, 4.4);
        assert_eq!(
            step.text,
            "XYZ-Wing with pivot r6c9 (2, 4, 1) and pincers r4c9 (2, 1) and r6c1 (4, 1): \
             whichever digit the pivot is, it or one of the pincers is 1, so r6c7 cannot be 1"
        );
    }

    /// sudokuwiki.org, XYZ-Wing (https://www.sudokuwiki.org/XYZ_Wing),
    /// example 2, candidates as its "Load Example" board: hinge E8 (r5c8),
    /// common digit 6; the 6 in E9 (r5c9) goes.
    #[test]
    fn xyz_wing_sudokuwiki_example_2() {
        let state = from_pencil_marks(
            "
            6 79  13479 57   23457 234 125   145  8
            5 13  134   9    2346  8   1246  146  7
            8 2   47    567  4567  1   4569  3    69
            3 4   567   2    15    9   67    8    16
            2 79  5679  15   8     46  3     467  169
            1 8   69    3    46    7   469   2    5
            7 5   138   4    136   36  168   9    2
            9 136 1238  1678 12367 5   1678  167  4
            4 16  128   1678 9     26  15678 1567 3",
        );
        let step = find_xyz_wing(&state).unwrap();
        assert_eq!(step.eliminate, [(rc(5, 9), 6)]);
        assert_eq!(step.cells[0], rc(5, 8));
    }
}
