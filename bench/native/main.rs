//! Native benchmark (the engine, the target score and the logic layer): `cargo bench --bench native`
//! (`bench/native/`; `./build.sh bench` runs it with the other benchmarks).
//!
//! A plain release binary (`harness = false`), single thread. For each puzzle file of
//! `tests/data` it measures puzzles per second for "first solution" and "count up
//! to 2" with
//!
//! * **ours**: one reused [`dlx_sudoku::Solver`];
//! * **baseline**: the classic array DLX judges write (written below): the full
//!   729 x 324 links rebuilt for every puzzle, the givens covered, the column with
//!   the fewest nodes chosen, recursive, no template;
//! * **sudoku crate** 0.8.0 (crates.io, AGPL-3.0, a dev-dependency of this benchmark
//!   only): `some_solution()` for the first solution (`solution()` counts to 2 to
//!   check uniqueness, so it is the same work as the count column) and
//!   `solutions_count_up_to(2)`.
//!
//! Every solver's answers are checked against the `.solutions.txt` files before any
//! timing (untimed); puzzles are parsed into each solver's own input type before
//! timing, too. Each (solver, file, mode) is timed `BENCH_REPS` times (default 5),
//! solvers interleaved within a repetition, and the median is reported.
//!
//! Then the target score: our `Solver::max_score` over every line of
//! `maxscore_cases.txt` (answers checked), a plain enumeration of all solutions with
//! our own engine (`dlx_sudoku::dlx::Dlx` and a visitor that keeps the best score)
//! on the lines whose README "solutions" column is below 10^6 (the others take
//! from seconds to a minute each), and our max_score on the generated few-givens
//! grids of `bench/fewgivens.txt` (`bench/gen_fewgivens.py`), and on the worst
//! cases of the target score: the 1,009 random clash-free grids with 0 to 12 givens of
//! `bench/sparse.txt` (`bench/gen_sparse.py`), one timed run each, reported as mean,
//! 99th percentile and maximum (`bench/report.py` checks every answer against HiGHS).
//!
//! Last, the logic layer (`dlx_sudoku::sudoku::logic`), for each puzzle file:
//! puzzles per second of
//!
//! * `logic::steps` (the whole simplest-first path: every technique of the catalogue
//!   and the search step, so it always ends solved) and `logic::rate` (the path, then
//!   the fixpoint of each difficulty level's techniques);
//! * **ours restricted**: `logic::fixpoint(&Candidates::from_grid(&g), set, &mut solver)`
//!   with `set` the techniques both sides have (see [`SHARED_TECHNIQUES`]), which stops
//!   when stuck;
//! * **sudoku crate** `StrategySolver::from_sudoku(s).solve(&strategies)` with the same
//!   techniques (the crate's `Strategy` list, in its own order), which stops when stuck.
//!
//! Before timing (untimed) every path is replayed: no step places a digit other than
//! the solution's or removes the solution's digit, and every path ends on the solution;
//! `rate` answers; the restricted fixpoint and the crate's partial grids hold only
//! digits of the solution (and our fixpoint never loses a solution digit from the
//! candidates). It reports how many puzzles each side finishes with the shared
//! techniques, whether both end on the same grid, and the difficulty counts of `rate`.
//!
//! Environment: `BENCH_REPS` (default 5), `BENCH_LOGIC_REPS` (default 3: repetitions of
//! the logic-layer timings, which are slower), `BENCH_DATA` (default `tests/data`
//! next to the crate), `BENCH_JSON` (default `bench/results-native.tmp`: the figures
//! as JSON for `bench/report.py`), `BENCH_SPARSE_ONLY` (set: only the bench/sparse.txt
//! max_score figures, printed, no JSON), `BENCH_SPARSE_FILE` (with `BENCH_SPARSE_ONLY`:
//! another file of that format, such as `bench/gen_sparse.py --tail`'s 30,000 grids).
//! Nothing here asserts timings.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Instant;

use dlx_sudoku::dlx::{Dlx, Flow, Visitor};
use dlx_sudoku::sudoku::logic::{self, Candidates, Difficulty, Outcome, Technique, TechniqueSet};
use dlx_sudoku::sudoku::{cell_digit, option_items, option_of, weight, ITEMS};
use dlx_sudoku::{Grid, Solver};
use sudoku::strategy::{Strategy, StrategySolver};

mod baseline;
#[path = "../data.rs"]
mod data;
mod logic_layer;
mod solving;
mod target;
use baseline::Baseline;
use data::{data_dir, read_lines};
use logic_layer::logic_section;
use solving::*;
use target::*;

/// Default cap on each few-givens max_score search (search-tree nodes; the grids of
/// bench/fewgivens.txt need at most a few thousand today), so that a slow case cannot
/// take the whole time budget; a capped grid is reported as such. `BENCH_NODE_BUDGET`
/// overrides it, 0 lifts it.
const DEFAULT_NODE_BUDGET: u64 = 5_000_000;

const FILES: [&str; 5] = [
    "17clue",
    "top1465",
    "forum_hardest_1905_11plus",
    "forum_hardest_1106",
    "kaggle_sample",
];

// ---------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------

struct PuzzleFile {
    name: &'static str,
    lines: Vec<String>,
    solutions: Vec<String>,
}

fn bytes_of(line: &str) -> [u8; 81] {
    let mut cells = [0u8; 81];
    for (cell, ch) in cells.iter_mut().zip(line.bytes()) {
        *cell = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
    }
    cells
}

fn line_of(cells: &[u8; 81]) -> String {
    cells.iter().map(|&v| (b'0' + v) as char).collect()
}

/// The 99th percentile: the smallest time that at least 99% of `xs` do not exceed.
fn p99(xs: &[f64]) -> f64 {
    let mut sorted = xs.to_vec();
    sorted.sort_by(f64::total_cmp);
    let rank = (sorted.len() * 99).div_ceil(100).max(1);
    sorted[rank - 1]
}

/// max_score on every grid of bench/sparse.txt (random clash-free grids with 0 to 12
/// givens, the target score's worst cases), or of the file `BENCH_SPARSE_FILE` names
/// (`bench/gen_sparse.py --tail`), one timed run each: mean, p99 and maximum.
/// Returns the JSON object for bench/report.py, which compares the answers with HiGHS's.
fn sparse_section(ours: &mut Solver, node_budget: Option<u64>) -> String {
    let path = std::env::var_os("BENCH_SPARSE_FILE")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/sparse.txt"));
    let mut secs = Vec::new();
    let mut cases = Vec::new();
    let mut capped = 0usize;
    let mut worst = (0.0, 0, 0u64);
    for (line, text) in read_lines(&path).iter().enumerate() {
        let mut parts = text.split_whitespace();
        let grid = Grid::from_text(parts.next().unwrap()).unwrap();
        let givens: usize = parts.next().unwrap().parse().unwrap();
        let t0 = Instant::now();
        let target = ours.target(&grid, node_budget);
        let t = t0.elapsed().as_secs_f64();
        if t > worst.0 {
            worst = (t, line + 1, target.nodes);
        }
        secs.push(t);
        capped += usize::from(!target.proven);
        cases.push(format!(
            "{{\"givens\": {givens}, \"score\": {}, \"secs\": {t:.6}, \"nodes\": {}, \"capped\": {}}}",
            target.score, target.nodes, !target.proven
        ));
    }
    let mean = secs.iter().sum::<f64>() / secs.len() as f64;
    let (p99, max) = (p99(&secs), worst.0);
    let over = |limit: f64| secs.iter().filter(|&&t| t > limit).count();
    println!(
        "max_score on {} ({} grids, one run each): mean {mean:.4} s, p99 {p99:.4} s, \
         max {max:.4} s (line {}, {} nodes); over 0.1 s: {}, over 1 s: {}; \
         {capped} stopped at the node budget",
        path.display(),
        secs.len(),
        worst.1,
        worst.2,
        over(0.1),
        over(1.0)
    );
    format!(
        "{{\"mean_secs\": {mean:.6}, \"p99_secs\": {p99:.6}, \"max_secs\": {max:.6}, \"cases\": [{}]}}",
        cases.join(", ")
    )
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

// ---------------------------------------------------------------------------------

fn main() {
    let reps: usize = std::env::var("BENCH_REPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(5);
    let dir = data_dir();
    let json_path = std::env::var_os("BENCH_JSON")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/results-native.tmp"));
    let started = Instant::now();
    println!("# native benchmark (single thread, median of {reps} repetitions)");
    println!("data: {}", dir.display());

    let mut ours = Solver::new();
    if std::env::var_os("BENCH_SPARSE_ONLY").is_some() {
        // Only the issue-13 worst cases (bench/sparse.txt), printed, no JSON.
        sparse_section(&mut ours, None);
        return;
    }
    let mut base = Baseline::new();
    let mut json = String::from("{\n");
    let _ = writeln!(json, "  \"reps\": {reps},\n  \"files\": {{");
    let mut total_wrong = 0usize;

    for (fi, name) in FILES.iter().enumerate() {
        let file = PuzzleFile {
            name,
            lines: read_lines(&dir.join(format!("{name}.txt"))),
            solutions: read_lines(&dir.join(format!("{name}.solutions.txt"))),
        };
        assert_eq!(
            file.lines.len(),
            file.solutions.len(),
            "{name}: line counts"
        );
        let inp = inputs(&file);
        let n = file.lines.len();
        let wrong = verify(&file, &inp, &mut ours, &mut base);
        total_wrong += wrong.iter().sum::<usize>();

        // times[solver][mode]
        let mut times = vec![vec![Vec::new(); MODES.len()]; SOLVERS.len()];
        for _ in 0..reps {
            for (mode, _) in MODES.iter().enumerate() {
                for (solver, row) in times.iter_mut().enumerate() {
                    row[mode].push(time_pass(solver, mode, &inp, &mut ours, &mut base));
                }
            }
        }
        println!(
            "\n## {name} ({n} puzzles; wrong answers: ours {}, baseline {}, sudoku crate {})",
            wrong[0], wrong[1], wrong[2]
        );
        println!("| solver | first solution (puzzles/s) | count up to 2 (puzzles/s) |");
        println!("|---|---:|---:|");
        let mut rate = [[0f64; 2]; 3];
        for (solver, row) in times.iter().enumerate() {
            for mode in 0..MODES.len() {
                rate[solver][mode] = n as f64 / median(row[mode].clone());
            }
            println!(
                "| {} | {:.0} | {:.0} |",
                SOLVERS[solver], rate[solver][0], rate[solver][1]
            );
        }
        println!(
            "ratios: ours/baseline first {:.2}x, count2 {:.2}x; ours/sudoku crate first {:.2}x, count2 {:.2}x",
            rate[0][0] / rate[1][0],
            rate[0][1] / rate[1][1],
            rate[0][0] / rate[2][0],
            rate[0][1] / rate[2][1]
        );
        let _ = write!(json, "    \"{name}\": {{\"puzzles\": {n}");
        for (solver, sname) in SOLVERS.iter().enumerate() {
            let _ = write!(
                json,
                ", \"{sname}\": {{\"first\": {:.3}, \"count2\": {:.3}, \"wrong\": {}}}",
                rate[solver][0], rate[solver][1], wrong[solver]
            );
        }
        let _ = writeln!(json, "}}{}", if fi + 1 < FILES.len() { "," } else { "" });
    }
    json.push_str("  },\n");

    // ---- max_score over maxscore_cases.txt ----
    let cases: Vec<(Grid, i32)> = read_lines(&dir.join("maxscore_cases.txt"))
        .iter()
        .map(|l| {
            let mut parts = l.split_whitespace();
            let grid = Grid::from_text(parts.next().unwrap()).expect("case grid parses");
            let answer: i32 = parts.next().unwrap().parse().unwrap();
            (grid, answer)
        })
        .collect();
    let mut wrong_cases = Vec::new();
    let mut per_line: Vec<Vec<f64>> = vec![Vec::new(); cases.len()];
    for rep in 0..3.min(reps) {
        for (i, (grid, answer)) in cases.iter().enumerate() {
            let t0 = Instant::now();
            let score = our_max_score(&mut ours, grid);
            per_line[i].push(t0.elapsed().as_secs_f64());
            if rep == 0 && score != *answer {
                eprintln!(
                    "WRONG ANSWER: our max_score on maxscore_cases.txt line {}: {score}, file says {answer}",
                    i + 1
                );
                wrong_cases.push(i + 1);
            }
        }
    }
    let line_medians: Vec<f64> = per_line.into_iter().map(median).collect();
    let ms_total: f64 = line_medians.iter().sum();
    let (slowest, slowest_secs) = line_medians
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .map(|(i, &s)| (i + 1, s))
        .unwrap();
    total_wrong += wrong_cases.len();
    println!("\n## max_score (target sudoku)");
    println!(
        "ours: maxscore_cases.txt, {} lines, {:.3} s total (sum of per-line medians of {}), slowest line {slowest} {:.3} s, wrong: {:?}",
        cases.len(),
        ms_total,
        3.min(reps),
        slowest_secs,
        wrong_cases
    );

    // ---- plain enumeration of all solutions, lines with fewer than 10^6 solutions ----
    let counts = readme_solution_counts(&dir.join("README.md"));
    let mut dlx = sudoku_dlx();
    let mut enum_secs = 0.0;
    let mut ours_same_secs = 0.0;
    let mut enum_lines = Vec::new();
    let mut skipped = Vec::new();
    let mut enum_wrong = Vec::new();
    for (i, (grid, answer)) in cases.iter().enumerate() {
        match counts.get(i).copied().flatten() {
            Some(c) if c < 1_000_000 => {
                let t0 = Instant::now();
                let (best, n) = enumerate_max_score(&mut dlx, grid);
                enum_secs += t0.elapsed().as_secs_f64();
                ours_same_secs += line_medians[i];
                enum_lines.push(i + 1);
                if best != *answer || n != c {
                    eprintln!(
                        "WRONG ANSWER: enumeration on line {}: best {best}, {n} solutions; README says {answer}, {c}",
                        i + 1
                    );
                    enum_wrong.push(i + 1);
                }
            }
            _ => skipped.push(i + 1),
        }
    }
    total_wrong += enum_wrong.len();
    println!(
        "plain enumeration (our engine, count visitor keeping the best score): {} lines with < 10^6 solutions, {:.3} s total \
         (our max_score on the same lines: {:.3} s); skipped lines {:?} (10^6 to 3x10^7 solutions); wrong: {:?}",
        enum_lines.len(),
        enum_secs,
        ours_same_secs,
        skipped,
        enum_wrong
    );

    // ---- generated few-givens grids ----
    let few_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/fewgivens.txt");
    let few: Vec<(Grid, usize)> = read_lines(&few_path)
        .iter()
        .map(|l| {
            let mut parts = l.split_whitespace();
            (
                Grid::from_text(parts.next().unwrap()).unwrap(),
                parts.next().unwrap().parse().unwrap(),
            )
        })
        .collect();
    let few_reps = 3.min(reps);
    // BENCH_NODE_BUDGET caps each few-givens search (search-tree nodes; 0 = no cap).
    let node_budget = std::env::var("BENCH_NODE_BUDGET")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(DEFAULT_NODE_BUDGET);
    let node_budget = (node_budget > 0).then_some(node_budget);
    let mut capped_count = 0usize;
    let mut few_json = Vec::new();
    let mut few_total = 0.0;
    println!(
        "few-givens grids ({}, median of {few_reps}):",
        few_path.display()
    );
    println!("| givens | grids | ours mean s/grid | ours max s | scores |");
    println!("|---:|---:|---:|---:|---|");
    let mut k_values: Vec<usize> = few.iter().map(|f| f.1).collect();
    k_values.dedup();
    for k in k_values {
        let mut secs = Vec::new();
        let mut scores = Vec::new();
        for (grid, _) in few.iter().filter(|f| f.1 == k) {
            let mut t = Vec::new();
            let mut target = None;
            for rep in 0..few_reps {
                let t0 = Instant::now();
                let result = ours.target(grid, node_budget);
                let secs = t0.elapsed().as_secs_f64();
                t.push(secs);
                target = Some(result);
                // One run is enough for a grid that takes seconds.
                if rep == 0 && secs > 1.0 {
                    break;
                }
            }
            let target = target.unwrap();
            let m = median(t);
            secs.push(m);
            let capped = !target.proven;
            scores.push(if capped {
                format!("{}? (stopped after {} nodes)", target.score, target.nodes)
            } else {
                target.score.to_string()
            });
            capped_count += usize::from(capped);
            few_json.push(format!(
                "{{\"givens\": {k}, \"score\": {}, \"secs\": {m:.6}, \"nodes\": {}, \"capped\": {capped}}}",
                target.score, target.nodes
            ));
        }
        few_total += secs.iter().sum::<f64>();
        println!(
            "| {k} | {} | {:.4} | {:.4} | {} |",
            secs.len(),
            secs.iter().sum::<f64>() / secs.len() as f64,
            secs.iter().cloned().fold(0.0, f64::max),
            scores.join(", ")
        );
    }
    println!(
        "few-givens total {few_total:.3} s; node budget per grid {}; {capped_count} grid(s) stopped at it (score unproven)",
        node_budget.map_or("none".to_string(), |n| n.to_string())
    );

    let sparse_json = sparse_section(&mut ours, node_budget);

    let _ = writeln!(
        json,
        "  \"maxscore\": {{\"total_secs\": {ms_total:.6}, \"lines\": {}, \"wrong\": {wrong_cases:?}, \"slowest_line\": {slowest}, \"slowest_secs\": {slowest_secs:.6}, \"line_secs\": [{}]}},",
        cases.len(),
        line_medians.iter().map(|s| format!("{s:.6}")).collect::<Vec<_>>().join(", ")
    );
    let _ = writeln!(
        json,
        "  \"enumeration\": {{\"total_secs\": {enum_secs:.6}, \"ours_same_lines_secs\": {ours_same_secs:.6}, \"lines\": {enum_lines:?}, \"skipped\": {skipped:?}, \"wrong\": {enum_wrong:?}}},"
    );
    let _ = writeln!(
        json,
        "  \"fewgivens\": {{\"total_secs\": {few_total:.6}, \"cases\": [{}]}},",
        few_json.join(", ")
    );
    let _ = writeln!(json, "  \"sparse\": {sparse_json},");
    let logic_reps: usize = std::env::var("BENCH_LOGIC_REPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(3);
    total_wrong += logic_section(&dir, logic_reps, &mut ours, &mut json);

    let _ = writeln!(json, "  \"total_wrong\": {total_wrong}\n}}");
    if let Err(e) = std::fs::write(&json_path, json) {
        eprintln!("cannot write {}: {e}", json_path.display());
    }
    println!(
        "\nnative benchmark done in {:.1} s; wrong answers in total: {total_wrong}; JSON in {}",
        started.elapsed().as_secs_f64(),
        json_path.display()
    );
    if total_wrong > 0 {
        std::process::exit(1);
    }
}
