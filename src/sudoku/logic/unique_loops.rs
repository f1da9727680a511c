//! Uniqueness techniques: deductions that are sound only when the puzzle is
//! known to have exactly one solution. The path calls these finders only
//! then (see [`Technique::needs_uniqueness`]); on a puzzle with several
//! solutions they may remove the digits of some of them.
//!
//! Both rest on a *deadly pattern*: open cells (so no givens) whose
//! candidates could be filled in two ways without touching the rest of the
//! grid. If the solution filled them one way, the other way would be a
//! second solution; so the solution avoids the pattern, and the candidates
//! that would complete it go.
//!
//! * Unique rectangle type 1: four open cells at the corners of a rectangle
//!   on two rows, two columns and two boxes, three of them holding only the
//!   same two digits a and b. Were the fourth a or b, the other three would
//!   follow and a and b could swap along the rectangle (each row, column and
//!   box keeps its digits). So the fourth is neither a nor b.
//! * BUG+1 (bivalue universal grave plus one): every open cell holds two
//!   candidates but one cell with three, and every digit has two places in
//!   every row, column and box but one digit d with three in that cell's
//!   row, column and box. Without d in that cell, every cell would hold two
//!   candidates and every unit-digit item two options: the other candidate of
//!   each cell would then fill the grid as well, a second solution. So the
//!   cell is d.

use super::candidates::Candidates;
use super::cells::{column_of, digits, only_digit, row_of, units_of, CellSet, UNITS, UNIT_CELLS};
use super::step::{cell, cells, digit_list, eliminations, list, unit, Step, Technique};
use crate::sudoku::box_of;
use crate::Text;

/// Unique rectangle type 1 (SE 4.5): three corners of a rectangle on two
/// rows, two columns and two boxes hold only a and b; the fourth, holding a,
/// b and more, loses a and b. Only sound on a puzzle with one solution.
#[inline(never)]
pub(crate) fn find_unique_loop(state: &Candidates) -> Option<Step> {
    // Every type 1 rectangle has two of its three bivalue corners in one
    // row: start from that pair (a left of b), then try every other row.
    for a in 0..81 {
        let pair = state.mask(a);
        if pair.count_ones() != 2 {
            continue;
        }
        let row = row_of(a);
        for b in a + 1..9 * row + 9 {
            if state.mask(b) != pair {
                continue;
            }
            let same_stack = box_of(a) == box_of(b);
            for other in 0..9 {
                // Two boxes: the two rows in one band xor the columns in one stack.
                if other == row || (other / 3 == row / 3) == same_stack {
                    continue;
                }
                let (c, d) = (9 * other + column_of(a), 9 * other + column_of(b));
                let (mc, md) = (state.mask(c), state.mask(d));
                let target = if mc == pair && is_wider(md, pair) {
                    d
                } else if md == pair && is_wider(mc, pair) {
                    c
                } else {
                    continue;
                };
                return Some(rectangle_step(a, b, c, d, target, pair));
            }
        }
    }
    None
}

/// Whether `mask` holds every digit of `pair` and more.
fn is_wider(mask: u16, pair: u16) -> bool {
    mask & pair == pair && mask != pair
}

/// The step of a type 1 rectangle `a b / c d` whose `target` corner loses `pair`.
fn rectangle_step(a: usize, b: usize, c: usize, d: usize, target: usize, pair: u16) -> Step {
    // A cell set lists its cells in increasing order.
    let corners = CellSet::of(&[a, b, c, d]);
    let mut floor = corners;
    floor.remove(target);
    let mut step = Step::new(Technique::UniqueRectangleType1);
    step.eliminate = digits(pair).map(|x| (target as u8, x)).collect();
    step.cells = corners.iter().map(|x| x as u8).collect();
    step.candidates = floor
        .iter()
        .flat_map(|x| digits(pair).map(move |y| (x as u8, y)))
        .collect();
    let t = cells(Text::new(), floor.iter()).s(" hold only ");
    let t = digit_list(t, pair).s(", and ");
    let t = cell(t, target).s(" must not complete a rectangle of ");
    let t = digit_list(t, pair).s(" in two boxes (the puzzle has one solution), so ");
    step.text = eliminations(t, &step.eliminate).0;
    step
}

/// BUG+1 (SE 5.6, SE's "BUG type 1"): every open cell is bivalue but one
/// with three candidates, and every digit has two places in every unit but
/// one digit with three in that cell's row, column and box: the cell is that
/// digit. A placement. Only sound on a puzzle with one solution.
#[inline(never)]
pub(crate) fn find_bug_plus_one(state: &Candidates) -> Option<Step> {
    // The cheap test first: one trivalue cell, every other open cell bivalue.
    let mut odd = None;
    for c in 0..81 {
        match state.mask(c).count_ones() {
            0 | 2 => {}
            3 if odd.is_none() => odd = Some(c),
            _ => return None,
        }
    }
    let target = odd?;
    let own = units_of(target);
    let mut triple = 0;
    for u in 0..UNITS {
        let (once, thrice, more) = places_counts(state, u);
        // One place is a hidden single, not a grave; an unplaced digit with
        // none would be no solution at all.
        if once != 0 || more != 0 {
            return None;
        }
        if own.contains(&u) {
            // The same one digit of the cell has three places in all three units.
            if thrice.count_ones() != 1 || thrice & state.mask(target) == 0 {
                return None;
            }
            if triple != 0 && triple != thrice {
                return None;
            }
            triple = thrice;
        } else if thrice != 0 {
            return None;
        }
    }
    let digit = only_digit(triple);
    let mut step = Step::new(Technique::BugType1);
    step.place.push((target as u8, digit));
    step.cells = state.open_cells().iter().map(|c| c as u8).collect();
    let places = own
        .iter()
        .fold(CellSet::EMPTY, |s, &u| s | state.places_in(u, digit));
    step.candidates = places.iter().map(|c| (c as u8, digit)).collect();
    let t = cell(Text::new().s("Every open cell but "), target)
        .s(" holds two candidates and every digit has two places in each row, column and box, but ")
        .n(u64::from(digit))
        .s(" has three in ");
    let t = list(t, own, unit).s(": unless ");
    let t = cell(t, target).s(" is ").n(u64::from(digit));
    let t = t.s(", the open cells could be filled in two ways (the puzzle has one solution), so ");
    step.text = cell(t, target).s(" must be ").n(u64::from(digit)).0;
    Some(step)
}

/// The digits with exactly one and exactly three places in unit `u`, and
/// those with four or more (as masks): counters kept bit-sliced, a bit a digit.
fn places_counts(state: &Candidates, u: usize) -> (u16, u16, u16) {
    let (mut one, mut two, mut three, mut four) = (0u16, 0u16, 0u16, 0u16);
    for &c in &UNIT_CELLS[u] {
        let m = state.mask(c);
        four |= three & m;
        three |= two & m;
        two |= one & m;
        one |= m;
    }
    (one & !two, three & !four, four)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::cells::bit;
    use crate::sudoku::logic::{locked, singles};
    use crate::sudoku::Grid;

    /// A state from a candidate grid written as sudokuwiki-derived test
    /// boards are: a digit for a solved cell, `{..}` for an open cell's
    /// candidates, row after row.
    fn from_board(board: &str) -> Candidates {
        let mut grid = Grid::empty();
        let mut masks = [0u16; 81];
        let mut chars = board.chars().filter(|c| !c.is_whitespace());
        let mut cell = 0;
        while let Some(ch) = chars.next() {
            if ch == '{' {
                for d in chars.by_ref().take_while(|&c| c != '}') {
                    masks[cell] |= bit(d.to_digit(10).unwrap() as u8);
                }
            } else {
                grid.set(cell, ch.to_digit(10).unwrap() as u8);
            }
            cell += 1;
        }
        assert_eq!(cell, 81);
        let state = Candidates::from_grid_and_masks(&grid, &masks);
        // The board's candidates are exactly what we read (none were already
        // removed by the rules).
        for (c, &m) in masks.iter().enumerate() {
            assert_eq!(state.mask(c), m, "cell {c}");
        }
        state
    }

    /// sudokuwiki.org "Unique Rectangles" (https://www.sudokuwiki.org/Unique_Rectangles),
    /// Type 1, Figure 2: D9, F1 and F9 hold only 2/9, the fourth corner D1
    /// holds 2/9 and 1/5, so 2 and 9 go from D1 (r4c1). The candidate grid is
    /// the page's example as transcribed in joeseibel/sudoku-solver
    /// (UniqueRectanglesKtTest, type 1 test 1), which agrees with the cells
    /// the page names.
    #[test]
    fn sudokuwiki_unique_rectangle_type_1() {
        let state = from_board(
            "{79}{79}6324815
             85{23}691{24}7{34}
             {24}{234}1785{29}{369}{36}
             {1259}{129}4{59}3768{29}
             38{59}{59}62147
             {29}6741835{29}
             {24569}{249}{259}173{459}{69}8
             {579}{379}{359}846{59}21
             {146}{14}82597{36}{346}",
        );
        let step = find_unique_loop(&state).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangleType1);
        assert_eq!(step.eliminate, [(27, 2), (27, 9)]);
        assert_eq!(step.cells, [27, 35, 45, 53]);
        assert_eq!(
            step.text,
            "r4c9, r6c1 and r6c9 hold only 2 and 9, and r4c1 must not complete a rectangle of 2 and 9 in two boxes (the puzzle has one solution), so r4c1 cannot be 2; r4c1 cannot be 9"
        );
        let mut after = state;
        after.apply(&step);
        assert_eq!(after.mask(27), bit(1) | bit(5));
    }

    /// The BUG example of sudokuwiki.org (see `sudokuwiki_bug_plus_one`).
    const SUDOKUWIKI_BUG: &str = "174832596
                                  593461278
                                  682957{34}{34}1
                                  {28}675{12}{48}9{123}{34}
                                  {28}197{48}36{24}5
                                  435{12}968{12}7
                                  3{24}16{28}{48}759
                                  9{24}8{12}75{13}6{34}
                                  7563{14}9{14}82";

    /// sudokuwiki.org "BUG" (https://www.sudokuwiki.org/BUG), the example
    /// written up by Peter Hopkins: the BUG cell is D8 (r4c8, 1/2/3), and "in
    /// order to kill the BUG, D8 must be 2". The candidate grid is the page's
    /// example as transcribed in joeseibel/sudoku-solver (BUGKtTest, test 1):
    /// row D holds 1, 2, 3, 4 and 8 and column 8 and box 6 hold 1, 2, 3 and
    /// 4, as the page says.
    #[test]
    fn sudokuwiki_bug_plus_one() {
        let state = from_board(SUDOKUWIKI_BUG);
        let step = find_bug_plus_one(&state).unwrap();
        assert_eq!(step.technique, Technique::BugType1);
        assert_eq!(step.place, [(34, 2)]);
        assert!(step.eliminate.is_empty());
        assert_eq!(
            step.text,
            "Every open cell but r4c8 holds two candidates and every digit has two places in each row, column and box, but 2 has three in row 4, column 8 and box 6: unless r4c8 is 2, the open cells could be filled in two ways (the puzzle has one solution), so r4c8 must be 2"
        );
        // Not a unique rectangle anywhere in it.
        assert!(find_unique_loop(&state).is_none());
    }

    /// The cell counts alone are not enough: the sudokuwiki BUG grid with
    /// r8c7 made {3, 4} (from {1, 3}) still has one trivalue cell and every
    /// other open cell bivalue, but 1 has one place in row 8: no grave.
    #[test]
    fn a_unit_with_a_lone_place_is_no_bug() {
        let published = from_board(SUDOKUWIKI_BUG);
        let mut masks = *published.masks();
        masks[69] = bit(3) | bit(4);
        let state = Candidates::from_grid_and_masks(&published.grid(), &masks);
        assert_eq!(state.mask(69), bit(3) | bit(4));
        assert!(find_bug_plus_one(&state).is_none());
    }

    /// Four boxes, not two: r1c1, r1c4, r4c1 and r4c4 with 2/9 and one corner
    /// wider is no deadly pattern (swapping would move digits between boxes).
    #[test]
    fn a_rectangle_on_four_boxes_is_no_unique_rectangle() {
        let mut masks = [crate::sudoku::logic::ALL_DIGITS; 81];
        let pair = bit(2) | bit(9);
        for c in [0, 3, 27] {
            masks[c] = pair;
        }
        masks[30] = pair | bit(5);
        let state = Candidates::from_grid_and_masks(&Grid::empty(), &masks);
        assert!(find_unique_loop(&state).is_none());
        // The same on two boxes (r1c1, r1c4, r3c1, r3c4) is one.
        let mut masks = [crate::sudoku::logic::ALL_DIGITS; 81];
        for c in [0, 3, 18] {
            masks[c] = pair;
        }
        masks[21] = pair | bit(5);
        let state = Candidates::from_grid_and_masks(&Grid::empty(), &masks);
        let step = find_unique_loop(&state).unwrap();
        assert_eq!(step.eliminate, [(21, 2), (21, 9)]);
        assert_eq!(
            step.text,
            "r1c1, r1c4 and r3c1 hold only 2 and 9, and r3c4 must not complete a rectangle of 2 and 9 in two boxes (the puzzle has one solution), so r3c4 cannot be 2; r3c4 cannot be 9"
        );
    }

    /// The simple finders of singles.rs and locked.rs, then this file's.
    fn next(state: &Candidates) -> Option<Step> {
        let finders: [fn(&Candidates) -> Option<Step>; 7] = [
            singles::find_hidden_single_in_box,
            singles::find_hidden_single_in_line,
            singles::find_naked_single,
            locked::find_pointing,
            locked::find_claiming,
            find_unique_loop,
            find_bug_plus_one,
        ];
        finders.iter().find_map(|f| f(state))
    }

    /// Runs the first `limit` puzzles of a shared data file; returns the
    /// number of unique rectangle and BUG+1 steps, or None without the data.
    fn soundness_on(file: &str, limit: usize) -> Option<(usize, usize)> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/");
        let puzzles = std::fs::read_to_string(format!("{dir}{file}.txt")).ok()?;
        let solutions = std::fs::read_to_string(format!("{dir}{file}.solutions.txt")).ok()?;
        let (mut rectangles, mut bugs) = (0, 0);
        for (line, solution) in puzzles.lines().zip(solutions.lines()).take(limit) {
            let grid: Grid = line.parse().unwrap();
            let solution: Vec<u8> = solution.bytes().map(|b| b - b'0').collect();
            let mut state = Candidates::from_grid(&grid);
            while let Some(step) = next(&state) {
                for &(c, d) in &step.eliminate {
                    assert!(state.has(usize::from(c), d), "{line}: {step:?}");
                    assert_ne!(solution[usize::from(c)], d, "{line}: {step:?}");
                }
                for &(c, d) in &step.place {
                    assert_eq!(solution[usize::from(c)], d, "{line}: {step:?}");
                }
                assert!(!step.eliminate.is_empty() || !step.place.is_empty());
                match step.technique {
                    Technique::UniqueRectangleType1 => rectangles += 1,
                    Technique::BugType1 => bugs += 1,
                    _ => {}
                }
                state.apply(&step);
            }
        }
        Some((rectangles, bugs))
    }

    /// No step removes a solution's digit or places a wrong one, on every
    /// puzzle of the shared lists (all with one solution) that are here.
    #[test]
    fn sound_on_the_shared_puzzles() {
        let (mut rectangles, mut bugs, mut files) = (0, 0, 0);
        for (file, limit) in [
            ("top1465", 1465),
            ("forum_hardest_1106", 375),
            ("forum_hardest_1905_11plus", 2000),
            ("17clue", 10000),
        ] {
            match soundness_on(file, limit) {
                Some((r, b)) => {
                    println!("{file} (first {limit}): {r} unique rectangles, {b} BUG+1");
                    rectangles += r;
                    bugs += b;
                    files += 1;
                }
                None => println!("{file}: ../shared/data absent, soundness check skipped"),
            }
        }
        // With the whole data set, both techniques are reached (the 17-clue
        // puzzles give most of them).
        if files == 4 {
            assert!(rectangles > 0 && bugs > 0);
        }
    }
}
