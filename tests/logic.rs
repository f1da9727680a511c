//! The logic layer against independent references: the rules' candidates and
//! the singles fixpoint from a plain implementation written here, every step
//! of every path checked against the data sets' published solutions, the
//! outcomes of puzzles with no solution or several, and hints. (Agreement
//! with Sudoku Explainer's paths and ratings is in se121.rs.)

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::BTreeMap;

use common::{cells, data_lines};
use dlx_sudoku::sudoku::logic::{
    self, Candidates, Difficulty, Hint, HintError, Outcome, Technique, TechniqueSet, Via,
};
use dlx_sudoku::{Grid, Solver};

fn grid(cells: &[u8; 81]) -> Grid {
    Grid::from_bytes(cells).unwrap()
}

/// Whether `a` and `b` (cells 0-80) share a row, column or box, by coordinates.
fn peers(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

/// The rules' candidates of every open cell (bit d - 1), by looking at all 80 other cells.
fn reference_candidates(grid: &[u8; 81]) -> [u16; 81] {
    let mut masks = [0u16; 81];
    for cell in 0..81 {
        if grid[cell] != 0 {
            continue;
        }
        masks[cell] = 0x1FF;
        for (other, &digit) in grid.iter().enumerate() {
            if digit != 0 && peers(cell, other) {
                masks[cell] &= !(1 << (digit - 1));
            }
        }
    }
    masks
}

/// Naked (with `naked`) and hidden singles until none applies, on plain
/// arrays: each round recomputes the candidates from scratch and fills the
/// first single it sees.
fn reference_singles(mut grid: [u8; 81], naked: bool) -> [u8; 81] {
    loop {
        let masks = reference_candidates(&grid);
        let mut placed = false;
        for cell in (0..81).filter(|_| naked) {
            if grid[cell] == 0 && masks[cell].count_ones() == 1 {
                grid[cell] = masks[cell].trailing_zeros() as u8 + 1;
                placed = true;
                break;
            }
        }
        if !placed {
            'units: for unit in 0..27 {
                let members: Vec<usize> = (0..81)
                    .filter(|&c| match unit / 9 {
                        0 => c / 9 == unit % 9,
                        1 => c % 9 == unit % 9,
                        _ => (c / 27) * 3 + c % 9 / 3 == unit % 9,
                    })
                    .collect();
                for d in 1..=9u8 {
                    if members.iter().any(|&c| grid[c] == d) {
                        continue;
                    }
                    let places: Vec<usize> = members
                        .iter()
                        .copied()
                        .filter(|&c| masks[c] & 1 << (d - 1) != 0)
                        .collect();
                    if places.len() == 1 {
                        grid[places[0]] = d;
                        placed = true;
                        break 'units;
                    }
                }
            }
        }
        if !placed {
            return grid;
        }
    }
}

/// The puzzles and solutions of a data file (at most `limit`).
fn puzzles(name: &str, limit: usize) -> Vec<([u8; 81], [u8; 81])> {
    let p = data_lines(&format!("{name}.txt"));
    let s = data_lines(&format!("{name}.solutions.txt"));
    p.iter()
        .zip(&s)
        .take(limit)
        .map(|(p, s)| (cells(p), cells(s)))
        .collect()
}

/// Every `step`-th puzzle of a data file, with its solution: the forum sets
/// need SE's nested chains, seconds a puzzle, so the path test takes a fixed
/// sample of them.
fn sample(name: &str, step: usize) -> Vec<([u8; 81], [u8; 81])> {
    puzzles(name, usize::MAX)
        .into_iter()
        .step_by(step)
        .collect()
}

/// The path test's share of each set: all of the three easier sets, every
/// 25th of forum_hardest_1106 (15) and every 100th of the 11+ set (20).
const PATH_SAMPLE: [(&str, usize); 5] = [
    ("17clue", 1),
    ("top1465", 1),
    ("forum_hardest_1106", 25),
    ("forum_hardest_1905_11plus", 100),
    ("kaggle_sample", 1),
];

const SETS: [&str; 5] = [
    "17clue",
    "top1465",
    "forum_hardest_1106",
    "forum_hardest_1905_11plus",
    "kaggle_sample",
];

#[test]
fn the_rules_candidates_match_a_plain_reference() {
    let mut solver = Solver::new();
    for name in SETS {
        for (puzzle, _) in puzzles(name, 300) {
            let state = logic::candidates(&mut solver, &grid(&puzzle), None);
            assert_eq!(state.masks(), &reference_candidates(&puzzle), "{name}");
        }
    }
}

/// The singles' fixpoints equal a plain singles solver's, and easy (ER at
/// most 1.5) is exactly "hidden singles alone fill the grid".
#[test]
fn singles_match_a_plain_singles_solver_and_define_easy() {
    let mut solver = Solver::new();
    let singles = TechniqueSet::of(&[Technique::NakedSingle, Technique::HiddenSingle]);
    let hidden = TechniqueSet::of(&[Technique::HiddenSingle]);
    let (mut easy, mut total) = (0, 0);
    for name in ["17clue", "kaggle_sample", "top1465"] {
        for (puzzle, _) in puzzles(name, 1000) {
            for (set, naked) in [(singles, true), (hidden, false)] {
                let ours = logic::candidates(&mut solver, &grid(&puzzle), Some(set));
                let reference = reference_singles(puzzle, naked);
                assert_eq!(ours.grid().cells(), &reference, "{name}");
                assert_eq!(ours.masks(), &reference_candidates(&reference));
            }
            let solved = reference_singles(puzzle, false).iter().all(|&d| d != 0);
            let rated = logic::rate(&mut solver, &grid(&puzzle)).unwrap();
            assert_eq!(rated.difficulty == Difficulty::Easy, solved, "{name}");
            assert_eq!(rated.tenths()[0] <= 15, solved, "{name}");
            easy += usize::from(solved);
            total += 1;
        }
    }
    // The plain solver finds both kinds of puzzle in these sets.
    assert!(easy > 100 && easy < total, "{easy} of {total}");
}

/// Every step of every path keeps the solution: placements are the
/// solution's digits, eliminations never remove them, each step changes the
/// state, and the path ends on the solution.
#[test]
fn every_step_on_every_data_set_is_sound_and_every_path_ends_solved() {
    let mut solver = Solver::new();
    let mut used: BTreeMap<&str, usize> = BTreeMap::new();
    for (name, every) in PATH_SAMPLE {
        for (k, (puzzle, solution)) in sample(name, every).into_iter().enumerate() {
            let n = k * every;
            let path = logic::steps(&mut solver, &grid(&puzzle));
            assert_eq!(path.outcome, Outcome::Solved, "{name} line {}", n + 1);
            let mut state = Candidates::from_grid(&grid(&puzzle));
            for step in &path.steps {
                *used.entry(step.technique.name()).or_default() += 1;
                for &(c, d) in &step.place {
                    assert_eq!(
                        solution[usize::from(c)],
                        d,
                        "{name} line {}: {}",
                        n + 1,
                        step.text
                    );
                }
                for &(c, d) in &step.eliminate {
                    assert_ne!(
                        solution[usize::from(c)],
                        d,
                        "{name} line {}: {}",
                        n + 1,
                        step.text
                    );
                }
                let before = state;
                state.apply(step);
                assert_ne!(state, before, "{name} line {}: {}", n + 1, step.text);
                assert!(!step.text.is_empty() && step.rating >= 1.0);
                // Direct techniques place their digit only.
                if step.technique.name().starts_with("direct-") {
                    assert!(step.eliminate.is_empty() && step.place.len() == 1);
                }
                // A chain's record starts at an assumption, assumptions have
                // no parents, and every other node follows from earlier ones.
                if let Some(first) = step.chain.first() {
                    assert_eq!(first.via, Via::Assumption, "{}", step.text);
                    assert!(step.chain_nodes > 0, "{}", step.text);
                    for (i, node) in step.chain.iter().enumerate() {
                        let root = node.via == Via::Assumption;
                        assert_eq!(node.parents.is_empty(), root, "{}", step.text);
                        assert!(node.parents.iter().all(|&p| usize::from(p) < i));
                    }
                }
            }
            assert_eq!(state.grid().cells(), &solution, "{name} line {}", n + 1);
        }
    }
    println!("techniques used on the data sets: {used:?}");
    // The sets reach the common techniques (the rare ones are in the SE
    // fixture of se121.rs) and the nested chains; no path needs the search
    // step.
    for t in [
        Technique::HiddenSingle,
        Technique::DirectPointing,
        Technique::DirectHiddenPair,
        Technique::NakedSingle,
        Technique::DirectHiddenTriplet,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::XyWing,
        Technique::UniqueRectangleType1,
        Technique::BugType1,
        Technique::BidirectionalXCycle,
        Technique::BidirectionalYCycle,
        Technique::TurbotFish,
        Technique::ForcingXChain,
        Technique::BidirectionalCycle,
        Technique::ForcingChain,
        Technique::NishioForcingChains,
        Technique::CellForcingChains,
        Technique::RegionForcingChains,
        Technique::DynamicContradictionForcingChains,
        Technique::DynamicDoubleForcingChains,
        Technique::DynamicCellForcingChains,
        Technique::DynamicRegionForcingChains,
        Technique::DynamicContradictionForcingChainsPlus,
        Technique::DynamicRegionForcingChainsPlus,
        Technique::NestedContradictionForcingChains2,
        Technique::NestedRegionForcingChains2,
        Technique::NestedContradictionForcingChains3,
    ] {
        assert!(used.contains_key(t.name()), "{} never used", t.name());
    }
    assert!(!used.contains_key(Technique::Search.name()), "{used:?}");
}

#[test]
fn no_solution_and_several_solutions_are_reported() {
    let mut solver = Solver::new();
    // A 17-clue puzzle less one given has several solutions (no 16-clue puzzle is unique).
    for (puzzle, _) in puzzles("17clue", 20) {
        let mut fewer = puzzle;
        let first = fewer.iter().position(|&d| d != 0).unwrap();
        fewer[first] = 0;
        let path = logic::steps(&mut solver, &grid(&fewer));
        assert_eq!((path.outcome, path.steps.len()), (Outcome::Multiple, 0));
        assert_eq!(
            logic::rate(&mut solver, &grid(&fewer)),
            Err(Outcome::Multiple)
        );
    }
    // The target cases' lines with score -1: valid givens without a solution, and clashes.
    let mut none = 0;
    for line in data_lines("maxscore_cases.txt") {
        let mut fields = line.split_whitespace();
        let puzzle = cells(fields.next().unwrap());
        if fields.next() == Some("-1") {
            let path = logic::steps(&mut solver, &grid(&puzzle));
            assert_eq!((path.outcome, path.steps.len()), (Outcome::NoSolution, 0));
            assert_eq!(
                logic::rate(&mut solver, &grid(&puzzle)),
                Err(Outcome::NoSolution)
            );
            none += 1;
        }
    }
    assert!(none >= 2, "{none} cases without solution");
    let mut clash = [0u8; 81];
    clash[0] = 4;
    clash[80] = 4;
    clash[8] = 4;
    assert_eq!(
        logic::steps(&mut solver, &grid(&clash)).outcome,
        Outcome::NoSolution
    );
}

/// A full grid has no step: its path is empty and its ratings are 0.0 (the
/// fuzz target found ER -inf here; se-rate prints -214748364.-8/0.0/0.0).
#[test]
fn a_full_grid_has_no_step_and_rates_zero() {
    let mut solver = Solver::new();
    for (_, solution) in puzzles("17clue", 3) {
        let full = grid(&solution);
        let path = logic::steps(&mut solver, &full);
        assert_eq!((path.outcome, path.steps.len()), (Outcome::Solved, 0));
        let rating = logic::rate(&mut solver, &full).expect("a full grid has one solution");
        assert_eq!(
            (rating.rating, rating.pearl, rating.diamond),
            (0.0, 0.0, 0.0)
        );
        assert_eq!(rating.difficulty, Difficulty::Easy);
    }
}

#[test]
fn hints_point_at_wrong_entries_then_lead_to_the_solution() {
    let mut solver = Solver::new();
    for (puzzle, solution) in puzzles("top1465", 10)
        .into_iter()
        .chain(puzzles("17clue", 10))
    {
        let givens = grid(&puzzle);
        let path = logic::steps(&mut solver, &givens);
        let empty = Grid::empty();
        // With no entries the hint is the path's first step.
        assert_eq!(
            logic::hint(&mut solver, &givens, &empty, None),
            Ok(Hint::Step(path.steps[0].clone()))
        );
        // Two wrong entries: the first in cell order is named.
        let open: Vec<usize> = (0..81).filter(|&c| puzzle[c] == 0).collect();
        let mut entries = empty;
        for &c in &open[open.len() - 2..] {
            entries.set(c, solution[c] % 9 + 1);
        }
        entries.set(open[0], solution[open[0]]);
        match logic::hint(&mut solver, &givens, &entries, None) {
            Ok(Hint::WrongEntry { cell, text, .. }) => {
                let c = usize::from(cell);
                assert_eq!(c, open[open.len() - 2]);
                assert!(
                    text.contains(&format!("r{}c{}", c / 9 + 1, c % 9 + 1)),
                    "{text}"
                );
            }
            other => panic!("{other:?}"),
        }
        // Pencil marks without the solution's digit are pointed at.
        let mut masks = [0x1FFu16; 81];
        masks[open[3]] &= !(1 << (solution[open[3]] - 1));
        assert!(matches!(
            logic::hint(&mut solver, &givens, &empty, Some(&masks)),
            Ok(Hint::MissingCandidate { cell, .. }) if usize::from(cell) == open[3]
        ));
        // An entry over a given with another digit is refused.
        let mut over = empty;
        let given = (0..81).find(|&c| puzzle[c] != 0).unwrap();
        over.set(given, puzzle[given] % 9 + 1);
        assert_eq!(
            logic::hint(&mut solver, &givens, &over, None),
            Err(HintError::EntryOnGiven(given as u8))
        );
        // ... wherever it is: a wrong entry in an earlier cell does not hide it.
        let mut over = empty;
        let last = (0..81).rev().find(|&c| puzzle[c] != 0).unwrap();
        over.set(last, puzzle[last] % 9 + 1);
        assert!(open[0] < last);
        over.set(open[0], solution[open[0]] % 9 + 1);
        assert_eq!(
            logic::hint(&mut solver, &givens, &over, None),
            Err(HintError::EntryOnGiven(last as u8))
        );
        // Following the hints (placements as entries, eliminations as marks) solves it.
        let mut entries = empty;
        let mut masks = [0x1FFu16; 81];
        let mut hints = 0;
        loop {
            match logic::hint(&mut solver, &givens, &entries, Some(&masks)).unwrap() {
                Hint::Step(step) => {
                    for &(c, d) in &step.place {
                        entries.set(usize::from(c), d);
                    }
                    for &(c, d) in &step.eliminate {
                        masks[usize::from(c)] &= !(1 << (d - 1));
                    }
                }
                Hint::Solved => break,
                other => panic!("{other:?}"),
            }
            hints += 1;
            assert!(hints <= 729, "hints do not end");
        }
        for c in 0..81 {
            assert!(puzzle[c] != 0 || entries.get(c) == solution[c]);
        }
    }
    // Puzzles without a unique solution have no hint.
    let mut fewer = puzzles("17clue", 1)[0].0;
    let first = fewer.iter().position(|&d| d != 0).unwrap();
    fewer[first] = 0;
    assert_eq!(
        logic::hint(&mut solver, &grid(&fewer), &Grid::empty(), None),
        Err(HintError::Multiple)
    );
}

/// The deprecated names of the ratings answer as the fields (SE's 1.7/1.2/1.2
/// for the README's example).
#[test]
#[allow(deprecated)]
fn the_old_rating_names_still_answer() {
    let mut solver = Solver::new();
    let easy: Grid =
        ".7..8.2..6.....948..13.......2.4....9....68........7....9..3..1...9.....5.4..8.2."
            .parse()
            .unwrap();
    let r = logic::rate(&mut solver, &easy).expect("one solution");
    assert_eq!([r.er(), r.ep(), r.ed()].map(logic::se_tenths), [17, 12, 12]);
    assert_eq!((r.er(), r.ep(), r.ed()), (r.rating, r.pearl, r.diamond));
}

/// A rating within a deadline is SE's whole rating or `Deadline`, never
/// another rating, wherever the deadline falls: here at many points of the
/// nested chains' searches (nesting levels 2 and 3) of the forum's hardest
/// puzzles, against SE's own ratings (tests/data/se121). The path's
/// techniques are the steps' own.
#[test]
fn a_deadline_gives_the_whole_rating_or_none() {
    use std::time::{Duration, Instant};
    let se = data_lines("se121/forum_hardest_1106_first20.se121.txt");
    let mut solver = Solver::new();
    for line in &se[..3] {
        let (puzzle, ratings) = line.split_once(' ').unwrap();
        let grid = grid(&cells(puzzle));
        let whole = logic::rate_path(&mut solver, &grid).unwrap();
        assert_eq!(whole.rating.se_text(), ratings);
        let path = logic::steps(&mut solver, &grid);
        let used = path
            .steps
            .iter()
            .fold(TechniqueSet::EMPTY, |set, s| set.with(s.technique));
        assert_eq!(whole.techniques, used);
        let mut cut = 0;
        for micros in [0, 50, 200, 1_000, 3_000, 10_000, 30_000, 100_000, 300_000] {
            let deadline = Instant::now() + Duration::from_micros(micros);
            match logic::rate_path_within(&mut solver, &grid, deadline) {
                Ok(rated) => assert_eq!(rated, whole, "{puzzle} at {micros} µs"),
                Err(logic::Unrated::Deadline) => cut += 1,
                Err(other) => panic!("{puzzle} at {micros} µs: {other:?}"),
            }
        }
        assert!(cut >= 1, "{puzzle}: a deadline now is passed");
        // A far deadline changes nothing, and leaves no deadline behind.
        let far = Instant::now() + Duration::from_secs(3600);
        assert_eq!(logic::rate_path_within(&mut solver, &grid, far), Ok(whole));
        assert_eq!(logic::rate_path(&mut solver, &grid), Ok(whole));
    }
}
