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
use super::cells::CellSet;
use super::step::{eliminations, list, Step, Technique};
use crate::Text;

/// The first fish of `size` lines (2 X-Wing, 3 Swordfish, 4 Jellyfish) in
/// SE's scan order, if one eliminates something.
#[inline(never)]
pub(crate) fn find_fish(state: &Candidates, size: usize) -> Option<Step> {
    // For each digit, its places in each row as a mask of columns and in each
    // column as a mask of rows; and how many of its copies are unplaced.
    let mut in_row = [[0u16; 9]; 9];
    let mut in_column = [[0u16; 9]; 9];
    let mut placed = [0usize; 9];
    for c in 0..81 {
        let v = state.value(c);
        if v != 0 {
            placed[usize::from(v) - 1] += 1;
        }
        let mut mask = state.mask(c);
        while mask != 0 {
            let d = mask.trailing_zeros() as usize;
            in_row[d][c / 9] |= 1 << (c % 9);
            in_column[d][c % 9] |= 1 << (c / 9);
            mask &= mask - 1;
        }
    }
    for by_rows in [false, true] {
        for base_lines in combinations(9, size) {
            for d in 0..9 {
                if placed[d] + 2 * size > 9 {
                    continue;
                }
                let (base, cross) = if by_rows {
                    (&in_row[d], &in_column[d])
                } else {
                    (&in_column[d], &in_row[d])
                };
                let mut cover = 0u16;
                let mut every_line_twice = true;
                for b in bits(base_lines) {
                    every_line_twice &= base[b].count_ones() >= 2;
                    cover |= base[b];
                }
                if !every_line_twice || cover.count_ones() as usize != size {
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
pub(super) fn combinations(n: u32, k: usize) -> impl Iterator<Item = u16> {
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

/// The name in the sentence: `an X-Wing`.
const fn article_name(size: usize) -> &'static str {
    match size {
        2 => "an X-Wing",
        3 => "a Swordfish",
        _ => "a Jellyfish",
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
        let (base_kind, cover_kind) = if self.by_rows {
            ("rows ", "columns ")
        } else {
            ("columns ", "rows ")
        };
        let t = lines(Text::new().s("In ").s(base_kind), self.base_lines)
            .s(", ")
            .n(u64::from(self.digit))
            .s(" can only go in ");
        let t = lines(t.s(cover_kind), self.cover)
            .s(" (")
            .s(article_name(size))
            .s("), so ");
        step.text = eliminations(t, &step.eliminate).0;
        Some(step)
    }
}

/// The set bits of a mask, lowest first.
fn bits(mask: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |&i| mask >> i & 1 != 0)
}

/// `2, 5 and 7` for the lines of a mask (numbered from 1).
fn lines(t: Text, mask: u16) -> Text {
    list(t, bits(mask), |t, i| t.n(i as u64 + 1))
}
