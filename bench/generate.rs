//! Generator benchmark: `cargo bench --bench generate`.
//!
//! A plain release binary (`harness = false`), single thread, apart from the
//! solving benchmark (`bench/native/`) so that either can move alone. For
//! each target difficulty (and any), without symmetry and with the half-turn
//! symmetry, it generates puzzles from seeds 0, 1, 2, ... and prints puzzles
//! per second, the mean time per puzzle, the mean attempts (diggings) per
//! puzzle and the distribution of clue counts. Beside it, the `sudoku` crate
//! 0.8.0's `Sudoku::generate()` (half-turn symmetry, minimal, any difficulty;
//! AGPL-3.0, a dev-dependency of the benchmarks only), whose puzzles are also
//! rated by our `logic::rate` (untimed). Then a comparison of the generator's
//! tunings (`Tuning`: digging under a difficulty cap, diggings per solved grid)
//! on medium and hard targets, which is how the defaults were chosen.
//!
//! Every generated puzzle is checked before it counts (untimed): one solution,
//! the symmetry, the difficulty by `rate`. Environment: `BENCH_GEN_SCALE`
//! (default 1.0) multiplies the number of puzzles. Nothing here asserts timings.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Instant;

use dlx_sudoku::sudoku::generator::{generate_tuned, Options, Symmetry, Tuning};
use dlx_sudoku::sudoku::logic::{rate, Difficulty};
use dlx_sudoku::{Grid, Solver};

/// Puzzles per target at scale 1.
fn puzzles(target: Option<Difficulty>) -> usize {
    match target {
        None | Some(Difficulty::Easy) => 400,
        Some(Difficulty::Medium) => 200,
        Some(Difficulty::Hard) => 100,
        Some(Difficulty::Expert | Difficulty::Extreme) => 100,
    }
}

fn name(target: Option<Difficulty>) -> &'static str {
    target.map_or("any", Difficulty::name)
}

/// `min-max, median M: 22 x3, 23 x11, ...`.
fn clue_distribution(clues: &[usize]) -> String {
    let mut sorted = clues.to_vec();
    sorted.sort_unstable();
    let mut histogram: BTreeMap<usize, usize> = BTreeMap::new();
    for &c in clues {
        *histogram.entry(c).or_default() += 1;
    }
    let mut text = format!(
        "{}-{}, median {}:",
        sorted[0],
        sorted[sorted.len() - 1],
        sorted[sorted.len() / 2]
    );
    for (c, n) in histogram {
        let _ = write!(text, " {c}x{n}");
    }
    text
}

struct Run {
    seconds: f64,
    attempts: u64,
    clues: Vec<usize>,
}

/// Generates `n` puzzles from seeds `0..n`, timed; then checks each (untimed).
fn run(solver: &mut Solver, options: Options, tuning: Tuning, n: usize) -> Run {
    let mut generated = Vec::with_capacity(n);
    let mut attempts = 0u64;
    let start = Instant::now();
    for seed in 0..n as u64 {
        let (result, stats) = generate_tuned(solver, &Options { seed, ..options }, tuning);
        attempts += u64::from(stats.attempts);
        match result {
            Ok(g) => generated.push(g),
            Err(e) => panic!("{}: {}", options.describe(), e.message()),
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    for g in &generated {
        assert_eq!(
            solver.count_solutions(&g.puzzle, 2),
            Ok(1),
            "{:?}",
            g.puzzle
        );
        assert!(options.symmetry.holds_for(g.puzzle.cells()));
        let rating = rate(solver, &g.puzzle).expect("unique");
        if let Some(d) = options.difficulty {
            assert_eq!(rating.difficulty, d, "{:?}", g.puzzle);
        }
    }
    Run {
        seconds,
        attempts,
        clues: generated.iter().map(|g| g.puzzle.givens()).collect(),
    }
}

fn main() {
    let scale: f64 = std::env::var("BENCH_GEN_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    let scaled = |n: usize| ((n as f64 * scale).round() as usize).max(1);
    let mut solver = Solver::new();
    let targets = [
        None,
        Some(Difficulty::Easy),
        Some(Difficulty::Medium),
        Some(Difficulty::Hard),
        Some(Difficulty::Expert),
        Some(Difficulty::Extreme),
    ];

    println!("## Generator, native (seeds 0..N, every puzzle checked)\n");
    println!("| target | symmetry | N | puzzles/s | mean ms | attempts/puzzle | clues |");
    println!("|---|---|---:|---:|---:|---:|---|");
    for symmetry in [Symmetry::None, Symmetry::Rotational] {
        for target in targets {
            let n = scaled(puzzles(target));
            let options = Options {
                difficulty: target,
                symmetry,
                ..Options::default()
            };
            let r = run(
                &mut solver,
                options,
                Tuning::for_target(options.target()),
                n,
            );
            println!(
                "| {} | {} | {n} | {:.0} | {:.2} | {:.1} | {} |",
                name(target),
                symmetry.name(),
                n as f64 / r.seconds,
                1000.0 * r.seconds / n as f64,
                r.attempts as f64 / n as f64,
                clue_distribution(&r.clues)
            );
        }
    }

    // The `sudoku` crate: half-turn symmetry, minimal, any difficulty.
    let n = scaled(400);
    let start = Instant::now();
    let theirs: Vec<sudoku::Sudoku> = (0..n).map(|_| sudoku::Sudoku::generate()).collect();
    let seconds = start.elapsed().as_secs_f64();
    let mut clues = Vec::new();
    let mut levels: BTreeMap<Difficulty, usize> = BTreeMap::new();
    for s in &theirs {
        let grid = Grid::from_bytes(&s.to_bytes()).expect("81 cells");
        assert!(Symmetry::Rotational.holds_for(grid.cells()));
        clues.push(grid.givens());
        *levels
            .entry(rate(&mut solver, &grid).expect("unique").difficulty)
            .or_default() += 1;
    }
    println!(
        "| sudoku crate 0.8.0 `Sudoku::generate()` | rotational | {n} | {:.0} | {:.2} | | {} |",
        n as f64 / seconds,
        1000.0 * seconds / n as f64,
        clue_distribution(&clues)
    );
    let spread: Vec<String> = levels
        .iter()
        .map(|(d, k)| format!("{} {k}", d.name()))
        .collect();
    println!(
        "\nThe sudoku crate's puzzles by our `rate`: {}.\n",
        spread.join(", ")
    );

    println!("## Tunings (symmetry none; the default is marked *)\n");
    println!("| target | capped | diggings per grid | N | mean ms | attempts/puzzle |");
    println!("|---|---|---:|---:|---:|---:|");
    for target in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
        let default = Tuning::for_target(Some(target.tenths_range()));
        for (capped, digs_per_grid) in [(false, 1), (true, 1), (false, 2), (false, 4)] {
            let tuning = Tuning {
                capped,
                digs_per_grid,
            };
            let n = scaled(puzzles(Some(target)) / 2);
            let options = Options {
                difficulty: Some(target),
                ..Options::default()
            };
            let r = run(&mut solver, options, tuning, n);
            println!(
                "| {}{} | {capped} | {digs_per_grid} | {n} | {:.2} | {:.1} |",
                target.name(),
                if tuning == default { " *" } else { "" },
                1000.0 * r.seconds / n as f64,
                r.attempts as f64 / n as f64
            );
        }
    }
}
