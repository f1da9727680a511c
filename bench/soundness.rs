//! Soundness in numbers: `cargo bench --bench soundness` (`./build.sh bench` runs it).
//!
//! Every step of the path (`logic::steps`) of every puzzle of the data sets
//! (`tests/data`: 17clue, top1465, kaggle_sample, forum_hardest_1106 and
//! forum_hardest_1905_11plus, all of them) checked against the line-aligned
//! solution: each placement is the solution's digit, no elimination removes
//! it, every step changes the grid, and the path ends on the solution. It
//! prints, per set, the steps, placements and eliminations checked, the chain
//! steps by family, the search steps (a step no technique explains) and the
//! unsound steps, and exits non-zero on any unsound step, wrong end or search
//! step. The rest of the workload is the same as `rate`'s, so it also gives
//! the time a whole set takes natively.
//!
//! The puzzles are shared out between threads (`SOUNDNESS_THREADS`, default:
//! every core), each with its own solver. `SOUNDNESS_SETS` (comma-separated
//! names) and `SOUNDNESS_STRIDE` (every Nth puzzle, default 1) narrow the run;
//! `BENCH_DATA` moves the data folder. `./build.sh test` checks a sample of
//! the same sets (`tests/logic.rs`, every_step_on_every_data_set_is_sound...).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use dlx_sudoku::sudoku::logic::{self, Candidates, Outcome, Technique};
use dlx_sudoku::{Grid, Solver};

#[path = "data.rs"]
mod data;
// The chain families, as the fuzz campaign counts them.
#[allow(dead_code)]
#[path = "../fuzz/src/stats.rs"]
mod stats;
use data::{data_dir, read_lines};

const SETS: [&str; 5] = [
    "17clue",
    "top1465",
    "kaggle_sample",
    "forum_hardest_1106",
    "forum_hardest_1905_11plus",
];

/// What the paths of one set held.
#[derive(Default, Clone)]
struct Counts {
    puzzles: usize,
    steps: usize,
    placements: usize,
    eliminations: usize,
    families: [usize; stats::FAMILIES.len()],
    unsound: usize,
    wrong_ends: usize,
}

impl Counts {
    fn add(&mut self, other: &Counts) {
        self.puzzles += other.puzzles;
        self.steps += other.steps;
        self.placements += other.placements;
        self.eliminations += other.eliminations;
        for (a, b) in self.families.iter_mut().zip(other.families) {
            *a += b;
        }
        self.unsound += other.unsound;
        self.wrong_ends += other.wrong_ends;
    }

    fn search_steps(&self) -> usize {
        self.families[stats::family(Technique::Search).expect("a family")]
    }
}

fn grid_of(line: &str) -> Grid {
    Grid::from_text_prefix(line).unwrap_or_else(|e| panic!("{line:?}: {}", e.message()))
}

/// Checks the path of one puzzle; prints what is wrong.
fn check(solver: &mut Solver, name: &str, line: usize, puzzle: &Grid, solution: &Grid) -> Counts {
    let mut counts = Counts {
        puzzles: 1,
        ..Counts::default()
    };
    let path = logic::steps(solver, puzzle);
    let mut state = Candidates::from_grid(puzzle);
    for (k, step) in path.steps.iter().enumerate() {
        counts.steps += 1;
        counts.placements += step.place.len();
        counts.eliminations += step.eliminate.len();
        if let Some(f) = stats::family(step.technique) {
            counts.families[f] += 1;
        }
        let wrong_place = step
            .place
            .iter()
            .any(|&(c, d)| solution.get(usize::from(c)) != d);
        let wrong_elim = step
            .eliminate
            .iter()
            .any(|&(c, d)| solution.get(usize::from(c)) == d);
        let changed = state.apply(step);
        if wrong_place || wrong_elim || !changed {
            counts.unsound += 1;
            eprintln!(
                "UNSOUND: {name} line {line} step {} ({}): {}",
                k + 1,
                step.technique.name(),
                step.text
            );
        }
    }
    if path.outcome != Outcome::Solved || state.grid() != *solution {
        counts.wrong_ends += 1;
        eprintln!("WRONG END: {name} line {line}: outcome {:?}", path.outcome);
    }
    counts
}

fn main() {
    let dir = data_dir();
    let threads = std::env::var("SOUNDNESS_THREADS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n: &usize| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let stride = std::env::var("SOUNDNESS_STRIDE")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n: &usize| n > 0)
        .unwrap_or(1);
    let only = std::env::var("SOUNDNESS_SETS").ok();
    println!("\n## soundness: every step of every path checked against the solution");
    println!(
        "data: {}; {threads} thread(s); every {stride}th puzzle",
        dir.display()
    );
    let short = [
        "static", "dynamic", "dynamic+", "nested 2", "nested 3", "nested 4", "nested 5",
    ];
    println!(
        "| set | puzzles | steps | placements | eliminations | chain steps: {} | search steps | unsound steps | wrong ends | seconds |",
        short.join(" / ")
    );
    println!("|---|---:|---:|---:|---:|---|---:|---:|---:|---:|");
    let mut total = Counts::default();
    let started = Instant::now();
    for name in SETS {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|s| s == name))
        {
            continue;
        }
        let puzzles = read_lines(&dir.join(format!("{name}.txt")));
        let solutions = read_lines(&dir.join(format!("{name}.solutions.txt")));
        assert_eq!(puzzles.len(), solutions.len(), "{name}: line counts");
        let work: Vec<(usize, Grid, Grid)> = puzzles
            .iter()
            .zip(&solutions)
            .enumerate()
            .step_by(stride)
            .map(|(i, (p, s))| (i + 1, grid_of(p), grid_of(s)))
            .collect();
        let next = AtomicUsize::new(0);
        let counts = Mutex::new(Counts::default());
        let t0 = Instant::now();
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    let mut solver = Solver::new();
                    let mut mine = Counts::default();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some((line, puzzle, solution)) = work.get(k) else {
                            break;
                        };
                        mine.add(&check(&mut solver, name, *line, puzzle, solution));
                    }
                    counts.lock().expect("no panic").add(&mine);
                });
            }
        });
        let counts = counts.into_inner().expect("no panic");
        let chains: Vec<String> = counts.families[..short.len()]
            .iter()
            .map(|n| n.to_string())
            .collect();
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} | {} | {} | {:.1} |",
            counts.puzzles,
            counts.steps,
            counts.placements,
            counts.eliminations,
            chains.join(" / "),
            counts.search_steps(),
            counts.unsound,
            counts.wrong_ends,
            t0.elapsed().as_secs_f64()
        );
        total.add(&counts);
    }
    println!(
        "total: {} puzzles, {} steps ({} placements, {} eliminations) checked in {:.1} s: \
         {} unsound, {} wrong ends, {} search steps",
        total.puzzles,
        total.steps,
        total.placements,
        total.eliminations,
        started.elapsed().as_secs_f64(),
        total.unsound,
        total.wrong_ends,
        total.search_steps()
    );
    if total.unsound + total.wrong_ends + total.search_steps() > 0 {
        eprintln!("WRONG ANSWER: soundness: see the lines above");
        std::process::exit(1);
    }
}
