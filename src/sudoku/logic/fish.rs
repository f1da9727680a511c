//! Fish (X-Wing, Swordfish, Jellyfish): a digit whose places in n base lines
//! (rows, or columns) lie within n cover lines of the other kind. The base
//! lines take the digit once each, in n different cover lines, so every
//! cover line gets its digit from a base line and loses it elsewhere.
//!
//! The scan is Sudoku Explainer 1.2.1's (SE), whose first hint its path
//! takes: base = columns, then base = rows; inside, the n-line combinations
//! in increasing binary order (colexicographic: {0,1}, {0,2}, {1,2}, {0,3},
//! ...), and for each combination the digits 1-9. A digit is tried only when
//! at least 2n of its copies are unplaced, each base line must hold it in two
//! places or more, and the base lines' places must span exactly n cover
//! lines. The SE difficulties are on [`Technique`] (X-Wing 3.2, Swordfish
//! 3.8, Jellyfish 5.2).

use super::candidates::Candidates;
use super::cells::{count, CellSet};
use super::explain::{Arg, Explanation};
use super::step::{Step, Technique};

/// The first fish of `size` lines (2 X-Wing, 3 Swordfish, 4 Jellyfish) in
/// SE's scan order, if one eliminates something.
#[inline(never)]
pub(crate) fn find_fish(state: &Candidates, size: usize) -> Option<Step> {
    // For each digit, its places in each row as a mask of columns and in each
    // column as a mask of rows; and how many of its copies are placed.
    // Rows are slices of the digit's cell set; columns transpose them (fixed
    // loops: the finder runs at most steps and finds nothing at most).
    let mut in_row = [[0u16; 9]; 9];
    let mut in_column = [[0u16; 9]; 9];
    let mut placed = [0usize; 10];
    for c in 0..81 {
        placed[usize::from(state.value(c))] += 1;
    }
    // The lines of each kind where a digit has 2..=size places: a base
    // line needs two (or it is a single) and at most `size` (the cover has `size`).
    let mut fit_rows = [0u16; 9];
    let mut fit_columns = [0u16; 9];
    let fits = |m: u16| (2..=size).contains(&(count(m) as usize));
    for d in 0..9 {
        let places = state.cells_with(d as u8 + 1).0;
        for (r, slot) in in_row[d].iter_mut().enumerate() {
            let row = (places >> (9 * r)) as u16 & 0x1FF;
            *slot = row;
            fit_rows[d] |= u16::from(fits(row)) << r;
            for (c, column) in in_column[d].iter_mut().enumerate() {
                *column |= (row >> c & 1) << r;
            }
        }
        for (c, &column) in in_column[d].iter().enumerate() {
            fit_columns[d] |= u16::from(fits(column)) << c;
        }
    }
    for by_rows in [false, true] {
        for base_lines in combinations(9, size) {
            for d in 0..9 {
                if placed[d + 1] + 2 * size > 9 {
                    continue;
                }
                let (base, cross, fit) = if by_rows {
                    (&in_row[d], &in_column[d], fit_rows[d])
                } else {
                    (&in_column[d], &in_row[d], fit_columns[d])
                };
                if base_lines & !fit != 0 {
                    continue;
                }
                let mut cover = 0u16;
                let mut every_line_twice = true;
                for b in bits(base_lines) {
                    every_line_twice &= count(base[b]) >= 2;
                    cover |= base[b];
                }
                if !every_line_twice || count(cover) as usize != size {
                    continue;
                }
                let fish = Fish {
                    digit: d as u8 + 1,
                    by_rows,
                    base_lines,
                    cover,
                };
                if let Some(step) = fish.step(base, cross) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The `k`-element subsets of 0..n as bit masks, in increasing numeric
/// order (SE's order of line tuples).
fn combinations(n: u32, k: usize) -> impl Iterator<Item = u16> {
    debug_assert!((1..=n as usize).contains(&k));
    let first = (1u32 << k) - 1;
    std::iter::successors(Some(first), move |&m| {
        // The next larger number with as many set bits (Gosper's hack).
        let low = m & m.wrapping_neg();
        let ripple = m + low;
        let next = ripple | (((m ^ ripple) >> 2) / low);
        (next < 1 << n).then_some(next)
    })
    .map(|m| m as u16)
}

/// X-Wing, Swordfish or Jellyfish by size.
const fn technique(size: usize) -> Technique {
    match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

/// A fish: `digit` in the base lines (rows when `by_rows`, else columns) lies
/// within the cover lines (the other kind), both as masks of line numbers.
struct Fish {
    digit: u8,
    by_rows: bool,
    base_lines: u16,
    cover: u16,
}

impl Fish {
    /// The cell where base line `b` meets cover line `c`.
    const fn cell(&self, b: usize, c: usize) -> usize {
        if self.by_rows {
            9 * b + c
        } else {
            9 * c + b
        }
    }

    /// The step, if it eliminates anything; `base` and `cross` are the
    /// digit's places by line, in the base's kind and in the cover's kind.
    fn step(&self, base: &[u16; 9], cross: &[u16; 9]) -> Option<Step> {
        // Cell sets list their cells in increasing order: no sorting needed.
        let mut removed = CellSet::EMPTY;
        let mut pattern = CellSet::EMPTY;
        for c in bits(self.cover) {
            for b in bits(cross[c] & !self.base_lines) {
                removed.insert(self.cell(b, c));
            }
        }
        if removed.is_empty() {
            return None;
        }
        for b in bits(self.base_lines) {
            for c in bits(base[b]) {
                pattern.insert(self.cell(b, c));
            }
        }
        let removed: Vec<u8> = removed.iter().map(|c| c as u8).collect();
        let pattern: Vec<u8> = pattern.iter().map(|c| c as u8).collect();
        let size = self.cover.count_ones() as usize;
        let mut step = Step::new(technique(size));
        step.eliminate = removed.iter().map(|&c| (c, self.digit)).collect();
        step.candidates = pattern.iter().map(|&c| (c, self.digit)).collect();
        step.cells = pattern;
        // Units 0-8 are rows, 9-17 columns.
        let (base_first, cover_first) = if self.by_rows { (0, 9) } else { (9, 0) };
        let units = |mask: u16, first: u8| bits(mask).map(|i| first + i as u8).collect();
        let key = match size {
            2 => "fish-2",
            3 => "fish-3",
            _ => "fish-4",
        };
        step.explain(
            Explanation::new(key)
                .with("bases", Arg::Units(units(self.base_lines, base_first)))
                .with("digit", Arg::Digit(self.digit))
                .with("covers", Arg::Units(units(self.cover, cover_first)))
                .with("technique", Arg::Technique(technique(size)))
                .with("eliminations", Arg::Eliminations(step.eliminate.clone())),
        );
        Some(step)
    }
}

/// The set bits of a mask, lowest first.
fn bits(mask: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |&i| mask >> i & 1 != 0)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A state as the SE oracle prints it: 81 comma-separated cells, `=d` a
    /// placed digit, else the cell's candidates.
    pub(crate) fn se_state(text: &str) -> Candidates {
        let cells: Vec<&str> = text.split(',').collect();
        assert_eq!(cells.len(), 81);
        let mut line = String::new();
        let mut masks = [0u16; 81];
        for (c, s) in cells.iter().enumerate() {
            match s.strip_prefix('=') {
                Some(v) => line.push_str(v),
                None => {
                    line.push('.');
                    masks[c] = s.bytes().fold(0, |m, b| m | 1 << (b - b'1'));
                }
            }
        }
        let state = Candidates::from_grid_and_masks(&line.parse().unwrap(), &masks);
        for (c, &m) in masks.iter().enumerate() {
            if m != 0 {
                assert_eq!(state.mask(c), m, "cell {c}: not the rules' candidates");
            }
        }
        state
    }

    /// SE's removable candidates as the oracle prints them, `CCd;CCd`
    /// (cell 0-80 on two digits, then the digit), in cell order.
    pub(crate) fn se_eliminations(text: &str) -> Vec<(u8, u8)> {
        text.split(';')
            .map(|e| (e[..2].parse().unwrap(), e[2..].parse().unwrap()))
            .collect()
    }

    #[test]
    fn line_tuples_come_in_increasing_binary_order() {
        // SE's Permutations documents 5 bits, 3 ones: 00111, 01011, 01101,
        // 01110, 10011, 10101, 10110, 11001, 11010, 11100.
        let order: Vec<u16> = combinations(5, 3).collect();
        assert_eq!(
            order,
            [
                0b00111, 0b01011, 0b01101, 0b01110, 0b10011, 0b10101, 0b10110, 0b11001, 0b11010,
                0b11100
            ]
        );
        assert_eq!(combinations(9, 4).count(), 126);
        assert_eq!(combinations(9, 2).last(), Some(0b1_1000_0000));
    }

    // The expected steps below are SE 1.2.1's own (Fisherman run on the
    // state, through the oracle beside se-steps); the comment quotes SE's
    // hint. Each state is one of SE's path on the puzzle named.

    // 17clue `.................1..2.34..........56..317.....8..6.........28.......54..76.......`:
    // "X-Wing: Cells C1,F1,C2,F2: 6 in 2 columns and 2 rows": columns come
    // first, though rows 7 and 8 hold an X-Wing on 6 too.
    #[test]
    fn x_wing_base_columns_first() {
        let state = se_state("1345689,134579,1456789,256789,12589,16789,235679,2346789,2345789,345689,34579,456789,256789,2589,6789,235679,2346789,=1,15689,1579,=2,56789,=3,=4,5679,6789,5789,1249,12479,1479,23489,2489,389,12379,=5,=6,24569,2459,=3,=1,=7,89,29,2489,2489,12459,=8,14579,23459,=6,39,12379,123479,23479,13459,13459,1459,34679,149,=2,=8,13679,3579,12389,1239,189,36789,189,=5,=4,123679,2379,=7,=6,14589,3489,1489,1389,12359,1239,2359");
        let step = find_fish(&state, 2).unwrap();
        assert_eq!(step.technique, Technique::XWing);
        assert_eq!(step.rating, 3.2);
        assert_eq!(
            step.eliminate,
            se_eliminations("006;036;066;076;096;126;156;166")
        );
        assert!(step
            .text
            .starts_with("In columns 3 and 6, 6 can only go in rows 1 and 2"));
    }

    // 17clue `................12..3..4.........3....4...5.6.2..7.......4.38...1...54..7........`:
    // SE finds no X-Wing: 4 has fewer than 4 unplaced copies, so columns 8
    // and 9 (4 in rows 1 and 6 only) do not count.
    #[test]
    fn x_wing_needs_four_unplaced_copies() {
        let state = se_state("1245689,56789,1256789,12356789,1235689,126789,679,3456789,345789,45689,56789,56789,356789,35689,6789,679,=1,=2,125689,56789,=3,1256789,125689,=4,679,56789,5789,15689,56789,156789,125689,=4,12689,=3,2789,1789,1389,3789,=4,12389,12389,1289,=5,2789,=6,135689,=2,15689,135689,=7,1689,19,489,1489,2569,569,2569,=4,1269,=3,=8,25679,1579,23689,=1,2689,26789,2689,=5,=4,23679,379,=7,=4,25689,12689,12689,12689,1269,23569,1359");
        assert_eq!(find_fish(&state, 2), None);
    }

    // 17clue `................12..3..4.........3...5..1.....67...4....4..38....9.......1..2..5.`:
    // "Swordfish: Cells A5,A6,D2,D5,D6,E2,E6: 3 in 3 rows and 3 columns":
    // rows 2, 5, 6 come before rows 3, 6, 7 (a Swordfish on 1) in SE's
    // tuple order, digits being the inner loop.
    #[test]
    fn swordfish_tuples_before_digits() {
        let state = se_state("12456789,24789,12568,12356789,356789,1256789,5679,346789,3456789,456789,4789,568,356789,356789,56789,5679,=1,=2,1256789,2789,=3,1256789,56789,=4,5679,6789,56789,12489,2489,128,2456789,456789,256789,=3,26789,156789,23489,=5,28,2346789,=1,26789,2679,26789,6789,12389,=6,=7,23589,3589,2589,=4,289,1589,2567,27,=4,15679,5679,=3,=8,2679,1679,235678,2378,=9,145678,45678,15678,1267,23467,13467,3678,=1,68,46789,=2,6789,679,=5,34679");
        let step = find_fish(&state, 3).unwrap();
        assert_eq!(step.technique, Technique::Swordfish);
        assert_eq!(step.rating, 3.8);
        assert_eq!(step.eliminate, se_eliminations("033;043;633;723"));
        assert_eq!(
            step.text,
            "In rows 2, 5 and 6, 3 can only go in columns 1, 4 and 5 (a Swordfish), so r1c4, r1c5, r8c1 and r9c1 cannot be 3"
        );
    }

    // 17clue `.................1..2.34..........3....5....6.5.1.........2.4...6..7...551......8`:
    // no Swordfish for SE: 5 has fewer than 6 unplaced copies.
    #[test]
    fn swordfish_needs_six_unplaced_copies() {
        let state = se_state("1346789,34789,13456789,26789,15689,1256789,2356789,2456789,23479,346789,34789,3456789,26789,5689,256789,2356789,2456789,=1,16789,789,=2,6789,=3,=4,56789,56789,79,1246789,24789,146789,246789,4689,26789,125789,=3,2479,1234789,234789,134789,=5,489,23789,12789,124789,=6,2346789,=5,346789,=1,4689,236789,2789,24789,2479,3789,3789,3789,3689,=2,135689,=4,1679,379,23489,=6,3489,3489,=7,1389,1239,129,=5,=5,=1,3479,3469,469,369,23679,2679,=8");
        assert_eq!(find_fish(&state, 3), None);
    }

    // 17clue `................12..3.45................567..18......9.....35...2.......91.2.....`,
    // where SE's path takes it: "Jellyfish: Cells A2,F2,B3,I3,A7,B7,F8,I8:
    // 7 in 4 columns and 4 rows".
    #[test]
    fn jellyfish_on_ses_path() {
        let state = se_state("=8,=4,=1,67,=2,=9,36,367,=5,67,=5,=9,367,38,78,=4,=1,=2,=2,67,=3,=1,=4,=5,=9,78,678,=5,=3,67,78,=9,=1,=2,=4,68,=4,=9,=2,38,=5,=6,=7,38,=1,=1,=8,67,=4,37,=2,36,=5,=9,67,67,=8,=9,=1,=3,=5,=2,=4,=3,=2,=4,=5,68,78,=1,=9,67,=9,=1,=5,=2,67,=4,=8,67,=3");
        assert_eq!(find_fish(&state, 2), None);
        assert_eq!(find_fish(&state, 3), None);
        let step = find_fish(&state, 4).unwrap();
        assert_eq!(step.technique, Technique::Jellyfish);
        assert_eq!(step.rating, 5.2);
        assert_eq!(step.eliminate, se_eliminations("127;257"));
        assert_eq!(step.cells, [9, 14, 19, 26, 54, 55, 68, 71]);
        assert_eq!(
            step.text,
            "In columns 1, 2, 6 and 9, 7 can only go in rows 2, 3, 7 and 8 (a Jellyfish), so r2c4 and r3c8 cannot be 7"
        );
    }

    // 17clue `................12..3..4..5.......3..2....6...6..5.......62.7....5.1......8...4..`:
    // "Jellyfish: ... 8 in 4 columns and 4 rows" before the one of rows 2,
    // 4, 6, 7 on 4.
    #[test]
    fn jellyfish_base_columns_first() {
        let state = se_state("4789,45789,=2,=1,3789,=6,389,4789,34789,4789,45789,=6,5789,3789,35789,389,=1,=2,1789,1789,=3,=2,789,=4,89,=6,=5,14789,14789,1479,789,=6,=2,=5,=3,4789,=5,=2,79,=3,=4,=1,=6,789,789,=3,=6,479,789,=5,789,=1,=2,4789,149,1349,149,=6,=2,3589,=7,589,1389,679,379,=5,=4,=1,3789,=2,89,3689,12679,1379,=8,579,379,3579,=4,59,1369");
        let step = find_fish(&state, 4).unwrap();
        assert_eq!(step.eliminate, se_eliminations("078;088;128;148;308;358"));
    }

    #[test]
    fn an_empty_grid_has_no_fish() {
        let state = Candidates::from_grid(&crate::sudoku::Grid::empty());
        for size in 2..=4 {
            assert!(find_fish(&state, size).is_none());
        }
    }
}
