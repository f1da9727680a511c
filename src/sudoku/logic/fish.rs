//! Fish (X-Wing, Swordfish, Jellyfish), in exact-cover terms: k row-digit
//! items of one digit whose options lie within k column-digit items of that
//! digit. Each of the k base rows takes the digit once, in k different
//! columns, all among the k cover columns; so the cover columns get their
//! digit from the base rows, and the other options of the k column-digit
//! items go (the digit leaves the cover columns' other cells). The same holds
//! with rows and columns swapped.
//!
//! It is the pattern of the naked subsets ([`super::subsets`]) on one digit
//! with lines for cells: k items whose options lie within k items of another
//! kind. Each base line here has two places or more for the digit (the
//! standard definition): a line with one place is a hidden single, found
//! before, and a line with the digit placed has no item left. The SE
//! difficulties are on [`Technique`] (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2).

use super::candidates::Candidates;
use super::cells::CellSet;
use super::step::{eliminations, list, Step, Technique};
use super::subsets::tight_sets;
use crate::Text;

/// The first fish of `size` lines (2 X-Wing, 3 Swordfish, 4 Jellyfish):
/// digits 1-9, for each rows as the base before columns, the base lines'
/// combinations in lexicographic order.
#[inline(never)]
pub(crate) fn find_fish(state: &Candidates, size: usize) -> Option<Step> {
    fishes(state, size, true).pop()
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

/// Fish of `size` lines, in scan order; only the first when `first_only`.
fn fishes(state: &Candidates, size: usize, first_only: bool) -> Vec<Step> {
    // For each digit, the places in each row as a mask of columns, and in
    // each column as a mask of rows.
    let mut in_row = [[0u16; 9]; 9];
    let mut in_column = [[0u16; 9]; 9];
    for c in 0..81 {
        let mut mask = state.mask(c);
        while mask != 0 {
            let d = mask.trailing_zeros() as usize;
            in_row[d][c / 9] |= 1 << (c % 9);
            in_column[d][c % 9] |= 1 << (c / 9);
            mask &= mask - 1;
        }
    }
    let mut found = Vec::new();
    for d in 0..9 {
        for by_rows in [true, false] {
            let (base, cross) = if by_rows {
                (&in_row[d], &in_column[d])
            } else {
                (&in_column[d], &in_row[d])
            };
            let mut lines = [0usize; 9];
            let mut masks = [0u16; 9];
            let mut n = 0;
            for (line, &places) in base.iter().enumerate() {
                if (2..=size).contains(&(places.count_ones() as usize)) {
                    lines[n] = line;
                    masks[n] = places;
                    n += 1;
                }
            }
            tight_sets(&masks[..n], size, &mut |chosen, cover| {
                let base_lines = chosen.iter().fold(0u16, |m, &i| m | 1 << lines[i]);
                let fish = Fish {
                    digit: d as u8 + 1,
                    by_rows,
                    base_lines,
                    cover,
                };
                if let Some(step) = fish.step(base, cross) {
                    found.push(step);
                    return !first_only;
                }
                true
            });
            if first_only && !found.is_empty() {
                return found;
            }
        }
    }
    found
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::subsets::tests::check_published;

    // HoDoKu's page "Basic Fish" (tech_fishb.php), its example bf202
    // (show_example.php?file=bf202&tech=X-Wing; also in its regression
    // library reglib-1.3, section 0300): 1 in columns 1 and 5.
    #[test]
    fn x_wing_published() {
        let step = check_published(
            ":0300:1:9+8..627+5+3.+65..3...+3+2+7.+5...67+9..3.+5...+5...9...8+32.45..9+6+735+91+428+24+9.+8+7..5+51+8.+2...+7::124 127 128 129 153 154 157 158 159:c15 r25",
            fishes,
            2,
        );
        assert_eq!(step.technique, Technique::XWing);
        assert_eq!(step.rating, 3.2);
        assert_eq!(step.cells, [9, 13, 36, 40]);
        assert_eq!(step.candidates, [(9, 1), (13, 1), (36, 1), (40, 1)]);
        assert_eq!(
            step.text,
            "In columns 1 and 5, 1 can only go in rows 2 and 5 (an X-Wing), so r2c4, r2c7, r2c8, r2c9, r5c3, r5c4, r5c7, r5c8 and r5c9 cannot be 1"
        );
    }

    // The same page, examples bf301 and bf302 (Swordfish).
    #[test]
    fn swordfish_published() {
        let step = check_published(
            ":0301:2:16.54+3.7..+78+6.1+43+5+43+58.+7+6.+17+2.+45+8.696..9+12.57...+3+7+6..+4.+1+6.3..4.+3...+8..16..+71645.+3::268 271:r239 c158",
            fishes,
            3,
        );
        assert_eq!(step.technique, Technique::Swordfish);
        assert_eq!(step.rating, 3.8);
        assert_eq!(step.cells, [9, 13, 22, 25, 72, 79]);
        assert_eq!(
            step.text,
            "In rows 2, 3 and 9, 2 can only go in columns 1, 5 and 8 (a Swordfish), so r6c8 and r7c1 cannot be 2"
        );
        let step = check_published(
            ":0301:4:1.+8+5..+2345..3.2+178...8..+5+6+9+8..6.5+7+93..5+9..4+8+13....+86+5298.2.6+31.......+8.....78.9..::432 433 435 462 463 465 482 483 485 492 493:r247 c235",
            fishes,
            3,
        );
        assert_eq!(step.cells, [10, 11, 13, 28, 29, 31, 56, 58]);
        assert!(step.text.starts_with(
            "In rows 2, 4 and 7, 4 can only go in columns 2, 3 and 5 (a Swordfish), so "
        ));
    }

    // HoDoKu's regression library reglib-1.3, section 0302 Jellyfish: one
    // from the givens alone, and Mauricio's "pure Jellyfish" puzzle from the
    // enjoysudoku forum thread "A Pure Jellyfish Collection" (January 2008).
    #[test]
    fn jellyfish_published() {
        let step = check_published(
            ":0302:7:2.......3.8..3..5...34.21....12.54......9......93.86....25.69...9..2..7.4.......1::712 715 721 729 751 752 759 792 795::",
            fishes,
            4,
        );
        assert_eq!(step.technique, Technique::Jellyfish);
        assert_eq!(step.rating, 5.2);
        assert_eq!(
            step.text,
            "In rows 3, 4, 6 and 7, 7 can only go in columns 1, 2, 5 and 9 (a Jellyfish), so r1c2, r1c5, r2c1, r2c9, r5c1, r5c2, r5c9, r9c2 and r9c5 cannot be 7"
        );
        let step = check_published(
            ":0302:9:.............1.....123.456.+1.........23...78..47.6.12...........318.764..58...23.:444 544 944 445 545 945 546 946 459 566 966:911 914 915 916 919 921 924 926 929 949 971 974 975 976 979::",
            fishes,
            4,
        );
        assert!(step.text.starts_with(
            "In columns 2, 3, 7 and 8, 9 can only go in rows 1, 2, 4 and 7 (a Jellyfish), so "
        ));
    }

    #[test]
    fn an_empty_grid_has_no_fish() {
        let state = Candidates::from_grid(&crate::sudoku::Grid::empty());
        for size in 2..=4 {
            assert!(find_fish(&state, size).is_none());
        }
    }

    /// The finders of this property: singles, locked candidates, subsets and
    /// fish, in the order of the simplest-first path.
    #[cfg(not(target_arch = "wasm32"))]
    const FINDERS: [fn(&Candidates) -> Option<Step>; 14] = {
        use crate::sudoku::logic::subsets::{find_hidden_subset, find_naked_subset};
        use crate::sudoku::logic::{locked, singles};
        [
            singles::find_hidden_single_in_box,
            singles::find_hidden_single_in_line,
            singles::find_naked_single,
            locked::find_pointing,
            locked::find_claiming,
            |s| find_naked_set(s, 2),
            |s| find_fish(s, 2),
            |s| find_hidden_set(s, 2),
            |s| find_naked_set(s, 3),
            |s| find_fish(s, 3),
            |s| find_hidden_set(s, 3),
            |s| find_naked_set(s, 4),
            |s| find_fish(s, 4),
            |s| find_hidden_set(s, 4),
        ]
    };

    /// Applies the first step of `finders` in that order until none finds one;
    /// every step must keep to `solution`. Returns the state and the step count.
    #[cfg(not(target_arch = "wasm32"))]
    fn fixpoint_in_order(
        state: &Candidates,
        finders: &[fn(&Candidates) -> Option<Step>],
        solution: &crate::sudoku::Grid,
    ) -> (Candidates, usize) {
        let mut state = *state;
        let mut count = 0;
        while let Some(step) = finders.iter().find_map(|find| find(&state)) {
            for &(c, d) in &step.place {
                assert_eq!(solution.get(usize::from(c)), d, "{step:?}");
            }
            for &(c, d) in &step.eliminate {
                assert_ne!(solution.get(usize::from(c)), d, "{step:?}");
            }
            let before = state;
            state.apply(&step);
            assert_ne!(state, before, "a step that changes nothing: {step:?}");
            count += 1;
        }
        (state, count)
    }

    /// The fixpoint of {singles, locked candidates, subsets, fish} does not
    /// depend on the order of the finders: on 200 top1465 puzzles (every
    /// seventh line), the path's order, its reverse and a rotation (subsets
    /// and fish before singles) end in the same candidates, and every step
    /// on the way is sound.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_fixpoint_does_not_depend_on_the_order() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/");
        let read = |name: &str| {
            std::fs::read_to_string(format!("{dir}{name}")).unwrap_or_else(|e| {
                panic!("{dir}{name}: {e} (the shared data sets sit in ../shared/data)")
            })
        };
        let (puzzles, solutions) = (read("top1465.txt"), read("top1465.solutions.txt"));
        let reverse: Vec<_> = FINDERS.iter().rev().copied().collect();
        let mut rotated = FINDERS;
        rotated.rotate_left(5);
        let (mut solved, mut checked, mut other_paths) = (0, 0, 0);
        for (line, answer) in puzzles.lines().zip(solutions.lines()).step_by(7).take(200) {
            let grid: crate::sudoku::Grid = line.parse().unwrap();
            let solution: crate::sudoku::Grid = answer.parse().unwrap();
            let start = Candidates::from_grid(&grid);
            let (forward, steps) = fixpoint_in_order(&start, &FINDERS, &solution);
            let (backward, back_steps) = fixpoint_in_order(&start, &reverse, &solution);
            let (turned, turned_steps) = fixpoint_in_order(&start, &rotated, &solution);
            assert_eq!(forward, backward, "{line}");
            assert_eq!(forward, turned, "{line}");
            solved += usize::from(forward.is_solved());
            other_paths += usize::from(steps != back_steps || steps != turned_steps);
            checked += 1;
        }
        assert_eq!(checked, 200);
        println!(
            "{solved} of {checked} top1465 puzzles solved by the fixpoint; \
             {other_paths} reached it in different step counts by order"
        );
    }
}
