//! Pencil-mark (sukaku) states rated as Sudoku Explainer rates them.
//!
//! - The plain candidates of a puzzle, written as 729 marks, rate as the
//!   puzzle does: ER/EP/ED equal to SE's own (tests/fixtures/se121 paths,
//!   tests/data/se121 ratings) and the same hardest technique as the
//!   puzzle's path, on every fixture puzzle and a sample of each data set.
//! - The state after some steps of SE's path, written as marks, rates as
//!   the rest of SE's path does.
//! - Contradictory marks and marks with several solutions are said so.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{cells, data_lines};
use dlx_sudoku::sudoku::logic::{self, Candidates, MarksUnrated, Outcome, Unrated};
use dlx_sudoku::sudoku::{Marks, MarksError, Puzzle};
use dlx_sudoku::{Grid, Solver};

/// The puzzle's plain candidates as a 729-character line, read back.
fn plain_marks(grid: &Grid) -> Marks {
    let line = Marks::of_grid(grid).to_line('.');
    match Puzzle::from_text(&line) {
        Ok(Puzzle::Marks(marks)) => marks,
        other => panic!("{line} read as {other:?}"),
    }
}

/// Rates each puzzle's plain marks; compares ER/EP/ED with `expected`
/// (SE's, as printed) and the hardest technique with the puzzle's own
/// path's. The disagreements, one a line; `forced` counts the puzzles
/// whose marks read as another puzzle.
fn compare(puzzles: &[(String, String)], forced: &mut usize) -> Vec<String> {
    let mut solver = Solver::new();
    let mut failures = Vec::new();
    for (puzzle, expected) in puzzles {
        let grid = Grid::from_bytes(&cells(puzzle)).unwrap();
        let marks = plain_marks(&grid);
        let ours = logic::rate_marks(&mut solver, &marks);
        // An open cell whose one candidate no peer holds reads as a given:
        // the marks are also the plain candidates of the puzzle with that
        // clue added, which SE rates on its own (no rule can tell the two
        // apart). There the marks rate as that puzzle does.
        let read = marks.givens();
        let theirs = logic::rate_path(&mut solver, &read);
        let expected = if read == grid {
            expected.clone()
        } else {
            *forced += 1;
            theirs.map_or_else(|_| String::new(), |g| g.rating.se_text())
        };
        match (ours, theirs) {
            (Ok(m), Ok(g)) => {
                if m.rating.se_text() != expected || m.rating.hardest != g.rating.hardest {
                    failures.push(format!(
                        "{puzzle}: marks {} {}, SE {expected}, puzzle's hardest {}",
                        m.rating.se_text(),
                        m.rating.hardest.name(),
                        g.rating.hardest.name()
                    ));
                }
            }
            (m, g) => failures.push(format!("{puzzle}: marks {m:?}, puzzle {g:?}")),
        }
    }
    failures
}

/// The puzzles of a fixture file with SE's `ER/EP/ED`.
fn fixture(name: &str) -> Vec<(String, String)> {
    common::se_steps::se_paths(name)
        .into_iter()
        .map(|p| (p.puzzle, p.ratings))
        .collect()
}

/// Every `step`-th line of a `tests/data/se121` file: puzzle and SE's ratings.
fn rated_sample(name: &str, step: usize) -> Vec<(String, String)> {
    data_lines(name)
        .iter()
        .step_by(step)
        .map(|line| {
            let (puzzle, ratings) = line.split_once(' ').unwrap();
            (puzzle.to_string(), ratings.trim().to_string())
        })
        .collect()
}

fn assert_all_equal(puzzles: Vec<(String, String)>) {
    assert!(!puzzles.is_empty());
    let mut forced = 0;
    let failures = compare(&puzzles, &mut forced);
    println!(
        "{} puzzles, {forced} of them with a cell forced both ways (read as a given)",
        puzzles.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {}:\n{}",
        failures.len(),
        puzzles.len(),
        failures.join("\n")
    );
}

#[test]
fn plain_marks_rate_as_the_puzzle_on_the_technique_and_easy_fixtures() {
    let mut puzzles = fixture("techniques.steps.txt");
    puzzles.extend(fixture("kaggle_sample.steps.gz"));
    puzzles.extend(fixture("17clue_sample.steps.gz"));
    puzzles.extend(fixture("top1465.steps.gz"));
    assert_all_equal(puzzles);
}

#[test]
fn plain_marks_rate_as_the_puzzle_on_the_chain_fixtures() {
    let mut puzzles = fixture("top1465_chains.steps.gz");
    puzzles.extend(fixture("top1465_chains_8.steps.gz"));
    puzzles.extend(fixture("top1465_chains_9.steps.gz"));
    puzzles.extend(fixture("17clue_chains.steps.gz"));
    assert_all_equal(puzzles);
}

#[test]
fn plain_marks_rate_as_the_puzzle_on_the_nested_fixtures() {
    let mut puzzles = fixture("top1465_chains_nested.steps.gz");
    puzzles.extend(fixture("forum_hardest_1106_first6.steps.gz"));
    puzzles.extend(fixture("11plus_sample.steps"));
    puzzles.extend(fixture("11plus_20_hashcode3.steps"));
    assert_all_equal(puzzles);
}

#[test]
fn plain_marks_rate_as_the_puzzle_on_samples_of_the_rated_sets() {
    let mut puzzles = rated_sample("se121/17clue.se121.txt", 97);
    puzzles.extend(rated_sample("se121/top1465.se121.txt", 29));
    puzzles.extend(rated_sample("se121/kaggle_sample.se121.txt", 97));
    puzzles.extend(rated_sample(
        "se121/forum_hardest_1106_first20.se121.txt",
        7,
    ));
    assert_all_equal(puzzles);
}

/// A rating in tenths as SE prints it, from SE's printed step rating.
fn tenths(printed: &str) -> u32 {
    (printed.parse::<f64>().unwrap() * 10.0).round() as u32
}

#[test]
fn a_state_part_way_along_ses_path_rates_as_the_rest_of_that_path() {
    let mut solver = Solver::new();
    let mut checked = 0;
    let mut paths = common::se_steps::se_paths("top1465_chains_8.steps.gz");
    paths.truncate(60);
    paths.extend(common::se_steps::se_paths("techniques.steps.txt"));
    for se in paths {
        let grid = Grid::from_bytes(&cells(&se.puzzle)).unwrap();
        let ours = logic::steps(&mut solver, &grid);
        // Only where our path is SE's step for step (the se121 tests say where).
        let same = ours.steps.len() == se.steps.len()
            && ours
                .steps
                .iter()
                .zip(&se.steps)
                .all(|(s, (r, n, _))| s.rating_tenths() == tenths(r) && s.se_name() == *n);
        if !same {
            continue;
        }
        let k = ours.steps.len() / 2;
        let mut state = Candidates::from_grid(&grid);
        for step in &ours.steps[..k] {
            state.apply(step);
        }
        // An open cell whose one candidate no peer holds reads as a given
        // (SukakuExplainer's rule): SE's next steps would place it, the
        // marks' path does not. Such states are left out.
        let marks = Marks::from_masks(&std::array::from_fn(|c| match state.value(c) {
            0 => state.mask(c),
            d => 1 << (d - 1),
        }));
        let givens = marks.givens();
        if (0..81).any(|c| state.value(c) == 0 && givens.get(c) != 0) {
            continue;
        }
        let rest = &se.steps[k..];
        let er = rest.iter().map(|(r, _, _)| tenths(r)).max().unwrap();
        let ed = tenths(&rest[0].0);
        let rated = logic::rate_marks(&mut solver, &marks).unwrap();
        let [got_er, _, got_ed] = rated.rating.tenths();
        assert_eq!(
            (got_er, got_ed),
            (er, ed),
            "{} after {k} steps: {}",
            se.puzzle,
            marks.to_line('.')
        );
        let path = logic::steps_marks(&mut solver, &marks).unwrap();
        let names: Vec<String> = path.steps.iter().map(|s| s.se_name()).collect();
        let theirs: Vec<String> = rest.iter().map(|(_, n, _)| n.clone()).collect();
        assert_eq!(names, theirs, "{} after {k} steps", se.puzzle);
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} states checked");
}

#[test]
fn contradictory_and_ambiguous_marks_are_said_so() {
    let mut solver = Solver::new();
    let grid: Grid =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .parse()
            .unwrap();
    let plain = Marks::of_grid(&grid);
    let mut masks = *plain.masks();
    // r1c2 without candidates.
    masks[1] = 0;
    let dead = Marks::from_masks(&masks);
    assert_eq!(
        logic::rate_marks(&mut solver, &dead),
        Err(MarksUnrated::Broken(MarksError::NoCandidate { cell: 1 }))
    );
    assert!(logic::steps_marks(&mut solver, &dead).is_err());
    assert_eq!(
        logic::hint_marks(&mut solver, &dead).unwrap_err().message(),
        "no candidate in row 1 column 2: the pencil marks have no solution"
    );
    // The solution's digit removed from one cell: no grid fits the marks,
    // though no cell and no house is empty.
    let solution = solver.solve(&grid).unwrap().unwrap();
    let mut masks = *plain.masks();
    let open = (0..81).find(|&c| grid.get(c) == 0).unwrap();
    masks[open] &= !(1 << (solution.get(open) - 1));
    let wrong = Marks::from_masks(&masks);
    assert_eq!(wrong.contradiction(), None);
    assert_eq!(
        logic::rate_marks(&mut solver, &wrong),
        Err(MarksUnrated::Unrated(Unrated::Outcome(Outcome::NoSolution)))
    );
    // Eight givens: several solutions.
    let mut fewer = grid;
    for cell in (0..81).filter(|&c| grid.get(c) != 0).skip(8) {
        fewer.set(cell, 0);
    }
    let several = Marks::of_grid(&fewer);
    assert_eq!(solver.count_solutions(&fewer, 2), Ok(2));
    assert_eq!(
        logic::rate_marks(&mut solver, &several),
        Err(MarksUnrated::Unrated(Unrated::Outcome(Outcome::Multiple)))
    );
}
