//! Our path and ratings beside Sudoku Explainer 1.2.1's (serate 1.2.1.3), the
//! reference players and puzzle collections use. The expected values are SE's
//! own output, committed in tests/fixtures/se121/ (`se-steps` paths) and read
//! from tests/data/se121/ (`se-rate` ratings); see the README there.
//!
//! - Every puzzle of the technique fixture (one or more puzzles for every SE
//!   technique below the chains): the same steps, named and rated as SE does,
//!   and the same ER/EP/ED. Any disagreement fails.
//! - The data sets (kaggle_sample, a 1,000-puzzle sample of 17clue, and
//!   top1465): on every puzzle whose SE path has no chain (ER <= 6.2), the
//!   same ER, EP and ED and the same sequence of steps (rating and name);
//!   the table is printed (`--nocapture`). Any disagreement fails.
//! - The rated sets (every 10th of 17clue, all of top1465, with SE's ratings
//!   from tests/data/se121): the same ER, EP and ED on every puzzle,
//!   chains included.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{cells, data_lines};
use dlx_sudoku::sudoku::logic::{self, se_tenths, Rating};
use dlx_sudoku::{Grid, Solver};

/// One puzzle's path as `se-steps` prints it.
struct SePath {
    puzzle: String,
    /// (rating as printed, SE's name) for each step.
    steps: Vec<(String, String)>,
    /// `ER/EP/ED` as printed.
    ratings: String,
}

/// The paths of a fixture file, each step as (rating, name).
fn se_paths(name: &str) -> Vec<SePath> {
    common::se_steps::se_paths(name)
        .into_iter()
        .map(|p| SePath {
            puzzle: p.puzzle,
            steps: p.steps.into_iter().map(|(r, n, _)| (r, n)).collect(),
            ratings: p.ratings,
        })
        .collect()
}

/// A rating in tenths as SE prints it.
fn printed(tenths: u32) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// Our path as SE would print it: (rating, name) a step, and `ER/EP/ED`.
fn our_path(solver: &mut Solver, puzzle: &str) -> (Vec<(String, String)>, String) {
    let grid = Grid::from_bytes(&cells(puzzle)).unwrap();
    let path = logic::steps(solver, &grid);
    let steps = path
        .steps
        .iter()
        .map(|s| (printed(s.rating_tenths()), s.se_name()))
        .collect();
    let rating = logic::rate(solver, &grid).map_or_else(|o| o.name().to_string(), |r| r.se_text());
    (steps, rating)
}

/// Whether a step as SE prints it is a chain's (6.5 and up).
fn is_chain(step: &(String, String)) -> bool {
    step.0.parse::<f64>().unwrap() >= 6.5
}

#[test]
fn every_technique_of_the_fixture_is_found_named_and_rated_as_se_does() {
    let mut solver = Solver::new();
    let paths = se_paths("techniques.steps.txt");
    assert!(paths.len() >= 20, "{} puzzles", paths.len());
    let mut failures = Vec::new();
    let mut names = std::collections::BTreeSet::new();
    for se in &paths {
        let (steps, ratings) = our_path(&mut solver, &se.puzzle);
        // SE's path up to its first chain step: ours must be the same, and
        // without a chain the whole path and ER/EP/ED.
        let end = se.steps.iter().position(is_chain);
        let theirs = &se.steps[..end.unwrap_or(se.steps.len())];
        names.extend(theirs.iter().map(|(r, n)| format!("{r} {n}")));
        if end.is_none() && ratings != se.ratings {
            failures.push(format!(
                "{}: ER/EP/ED {ratings}, SE {}",
                se.puzzle, se.ratings
            ));
        }
        let ours = &steps[..steps.len().min(theirs.len())];
        let differs = (0..theirs.len()).find(|&k| ours.get(k) != theirs.get(k));
        let longer = end.is_none() && steps.len() > theirs.len();
        if let Some(k) = differs.or(longer.then_some(theirs.len())) {
            failures.push(format!(
                "{}: step {} is {:?}, SE's is {:?}",
                se.puzzle,
                k + 1,
                steps.get(k),
                se.steps.get(k)
            ));
        }
    }
    println!("SE's steps in the fixture: {names:?}");
    // The fixture covers every technique of SE's catalogue below the chains
    // that its sources hold (see tests/fixtures/se121/README.md).
    for name in [
        "1.0 Hidden Single",
        "1.2 Hidden Single",
        "1.5 Hidden Single",
        "1.7 Direct Pointing",
        "2.0 Direct Hidden Pair",
        "2.3 Naked Single",
        "2.5 Direct Hidden Triplet",
        "2.6 Pointing",
        "2.8 Claiming",
        "3.0 Naked Pair",
        "3.2 X-Wing",
        "3.4 Hidden Pair",
        "3.6 Naked Triplet",
        "3.8 Swordfish",
        "4.0 Hidden Triplet",
        "4.2 XY-Wing",
        "4.4 XYZ-Wing",
        "4.5 Unique Rectangle type 1",
        "4.5 Unique Rectangle type 2",
        "4.5 Unique Rectangle type 3",
        "4.5 Unique Rectangle type 4",
        "4.6 Unique Loop type 1",
        "4.6 Unique Loop type 2",
        "5.0 Naked Quad",
        "5.2 Jellyfish",
        "5.6 BUG type 1",
        "5.7 BUG type 2",
        "5.7 BUG type 4",
        "6.2 Aligned Pair Exclusion",
    ] {
        assert!(names.contains(name), "the fixture has no {name}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Agreement on one set: (puzzles, ER, EP, ED, all three, step sequences).
#[derive(Default, Debug)]
struct Agreement {
    puzzles: usize,
    er: usize,
    ep: usize,
    ed: usize,
    all: usize,
    steps: usize,
}

fn agreement(solver: &mut Solver, paths: &[SePath]) -> (Agreement, Vec<String>) {
    let mut a = Agreement::default();
    let mut differences = Vec::new();
    for se in paths {
        let (steps, ratings) = our_path(solver, &se.puzzle);
        let ours: Vec<&str> = ratings.split('/').collect();
        let theirs: Vec<&str> = se.ratings.split('/').collect();
        a.puzzles += 1;
        a.er += usize::from(ours.first() == theirs.first());
        a.ep += usize::from(ours.get(1) == theirs.get(1));
        a.ed += usize::from(ours.get(2) == theirs.get(2));
        a.all += usize::from(ours == theirs);
        a.steps += usize::from(steps == se.steps);
        if steps != se.steps {
            let k = (0..steps.len().max(se.steps.len()))
                .find(|&k| steps.get(k) != se.steps.get(k))
                .unwrap();
            differences.push(format!(
                "{} step {}: ours {:?}, SE {:?}",
                se.puzzle,
                k + 1,
                steps.get(k),
                se.steps.get(k)
            ));
        }
    }
    (a, differences)
}

fn percent(n: usize, of: usize) -> f64 {
    100.0 * n as f64 / of.max(1) as f64
}

#[test]
fn the_data_sets_agree_with_se_on_every_puzzle_below_the_chains() {
    let mut solver = Solver::new();
    println!("| set | puzzles (SE ER <= 6.2) | ER | EP | ED | ER/EP/ED | steps |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let mut failures = Vec::new();
    for set in ["kaggle_sample", "17clue_sample", "top1465"] {
        let paths = se_paths(&format!("{set}.steps.gz"));
        let (a, differences) = agreement(&mut solver, &paths);
        let p = |n| percent(n, a.puzzles);
        println!(
            "| {set} | {} | {:.2}% | {:.2}% | {:.2}% | {:.2}% | {:.2}% |",
            a.puzzles,
            p(a.er),
            p(a.ep),
            p(a.ed),
            p(a.all),
            p(a.steps)
        );
        for d in differences.iter().take(20) {
            println!("    {set}: {d}");
        }
        if a.all < a.puzzles || a.steps < a.puzzles {
            failures.push(format!("{set}: {a:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// ER, EP and ED of the rated sets (SE's own ratings from
/// tests/data/se121) on every puzzle, chains included; the counts below
/// the chains (SE's EP, or ER, at most 6.2) are printed apart.
#[test]
fn ratings_agree_on_the_rated_sets() {
    let mut solver = Solver::new();
    for (set, step) in [("17clue", 10), ("top1465", 1)] {
        let lines = data_lines(&format!("se121/{set}.se121.txt"));
        let (mut n, mut chained) = (0, 0);
        let mut differences = Vec::new();
        for line in lines.iter().step_by(step) {
            let (puzzle, se) = line.split_once(' ').unwrap();
            let grid = Grid::from_bytes(&cells(puzzle)).unwrap();
            let rating: Rating = logic::rate(&mut solver, &grid).unwrap();
            let ours = rating.se_text();
            n += 1;
            chained += usize::from(se_tenths(se.split('/').next().unwrap().parse().unwrap()) > 62);
            if ours != se {
                differences.push(format!("{puzzle}: ours {ours}, SE {se}"));
            }
        }
        println!(
            "{set}: ER/EP/ED equal to SE's on {} of {n} puzzles ({chained} of them rated in the chains)",
            n - differences.len()
        );
        assert!(
            differences.is_empty(),
            "{set}: {} of {n} differ:\n{}",
            differences.len(),
            differences.join("\n")
        );
    }
}
