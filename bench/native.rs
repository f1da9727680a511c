//! Native benchmark (the engine, the target score and the logic layer): `cargo bench --bench native`
//! (`bench/native.rs`; `./build.sh bench` runs it with the other benchmarks).
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
// The baseline: a classic array DLX as judges write it (POJ 3074 / Luogu P1784 style).
// ---------------------------------------------------------------------------------

const COLS: usize = 324;
const ROWS: usize = 729;
const NODES: usize = 1 + COLS + 4 * ROWS;

/// Global-array DLX: left, right, up, down, column and row of every node, the column
/// sizes, and the first node of every row. Rebuilt from scratch for every puzzle.
struct Baseline {
    l: Vec<usize>,
    r: Vec<usize>,
    u: Vec<usize>,
    d: Vec<usize>,
    col: Vec<usize>,
    row: Vec<usize>,
    size: [usize; COLS + 1],
    row_head: [usize; ROWS],
    removed: [bool; COLS + 1],
    cnt: usize,
    ans: [usize; 81],
    first: [u8; 81],
    found: usize,
    limit: usize,
}

impl Baseline {
    fn new() -> Self {
        Baseline {
            l: vec![0; NODES],
            r: vec![0; NODES],
            u: vec![0; NODES],
            d: vec![0; NODES],
            col: vec![0; NODES],
            row: vec![0; NODES],
            size: [0; COLS + 1],
            row_head: [0; ROWS],
            removed: [false; COLS + 1],
            cnt: 0,
            ans: [0; 81],
            first: [0; 81],
            found: 0,
            limit: 1,
        }
    }

    fn init(&mut self) {
        for i in 0..=COLS {
            self.l[i] = if i == 0 { COLS } else { i - 1 };
            self.r[i] = if i == COLS { 0 } else { i + 1 };
            self.u[i] = i;
            self.d[i] = i;
            self.size[i] = 0;
            self.removed[i] = false;
        }
        self.cnt = COLS + 1;
    }

    fn add_row(&mut self, row: usize, cols: [usize; 4]) {
        let first = self.cnt;
        for (k, &c) in cols.iter().enumerate() {
            let n = self.cnt;
            self.col[n] = c;
            self.row[n] = row;
            self.u[n] = self.u[c];
            self.d[n] = c;
            self.d[self.u[c]] = n;
            self.u[c] = n;
            self.size[c] += 1;
            self.l[n] = if k == 0 { first + 3 } else { n - 1 };
            self.r[n] = if k == 3 { first } else { n + 1 };
            self.cnt += 1;
        }
        self.row_head[row] = first;
    }

    fn remove(&mut self, c: usize) {
        self.removed[c] = true;
        self.l[self.r[c]] = self.l[c];
        self.r[self.l[c]] = self.r[c];
        let mut i = self.d[c];
        while i != c {
            let mut j = self.r[i];
            while j != i {
                self.u[self.d[j]] = self.u[j];
                self.d[self.u[j]] = self.d[j];
                self.size[self.col[j]] -= 1;
                j = self.r[j];
            }
            i = self.d[i];
        }
    }

    fn resume(&mut self, c: usize) {
        let mut i = self.u[c];
        while i != c {
            let mut j = self.l[i];
            while j != i {
                self.size[self.col[j]] += 1;
                self.u[self.d[j]] = j;
                self.d[self.u[j]] = j;
                j = self.l[j];
            }
            i = self.u[i];
        }
        self.l[self.r[c]] = c;
        self.r[self.l[c]] = c;
        self.removed[c] = false;
    }

    /// Row `9 * cell + digit - 1` covers columns 1..=324 (1-based, 0 is the head).
    fn row_cols(cell: usize, digit: usize) -> [usize; 4] {
        let (r, c) = (cell / 9, cell % 9);
        let b = (r / 3) * 3 + c / 3;
        [
            1 + cell,
            82 + 9 * r + digit - 1,
            163 + 9 * c + digit - 1,
            244 + 9 * b + digit - 1,
        ]
    }

    /// Number of solutions up to `limit`; the first one is left in `self.first`.
    fn run(&mut self, puzzle: &[u8; 81], limit: usize) -> usize {
        self.init();
        for cell in 0..81 {
            for digit in 1..=9 {
                self.add_row(9 * cell + digit - 1, Self::row_cols(cell, digit));
            }
        }
        self.found = 0;
        self.limit = limit;
        for (cell, &digit) in puzzle.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let cols = Self::row_cols(cell, digit as usize);
            if cols.iter().any(|&c| self.removed[c]) {
                return 0; // clashing givens
            }
            for c in cols {
                self.remove(c);
            }
            self.first[cell] = digit;
        }
        self.dance(0);
        self.found
    }

    /// Returns true to stop (limit reached); the links are not restored then,
    /// since the next puzzle rebuilds them anyway.
    fn dance(&mut self, depth: usize) -> bool {
        if self.r[0] == 0 {
            if self.found == 0 {
                for &row in &self.ans[..depth] {
                    self.first[row / 9] = (row % 9 + 1) as u8;
                }
            }
            self.found += 1;
            return self.found >= self.limit;
        }
        let mut c = self.r[0];
        let mut j = self.r[c];
        while j != 0 {
            if self.size[j] < self.size[c] {
                c = j;
            }
            j = self.r[j];
        }
        self.remove(c);
        let mut i = self.d[c];
        while i != c {
            self.ans[depth] = self.row[i];
            let mut j = self.r[i];
            while j != i {
                self.remove(self.col[j]);
                j = self.r[j];
            }
            if self.dance(depth + 1) {
                return true;
            }
            let mut j = self.l[i];
            while j != i {
                self.resume(self.col[j]);
                j = self.l[j];
            }
            i = self.d[i];
        }
        self.resume(c);
        false
    }

    fn solve(&mut self, puzzle: &[u8; 81]) -> Option<[u8; 81]> {
        (self.run(puzzle, 1) == 1).then_some(self.first)
    }

    fn count(&mut self, puzzle: &[u8; 81], limit: usize) -> usize {
        self.run(puzzle, limit)
    }
}

// ---------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------

struct PuzzleFile {
    name: &'static str,
    lines: Vec<String>,
    solutions: Vec<String>,
}

fn data_dir() -> PathBuf {
    match std::env::var_os("BENCH_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"),
    }
}

fn read_lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_owned)
        .collect()
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
// Puzzle files
// ---------------------------------------------------------------------------------

const SOLVERS: [&str; 3] = ["ours", "baseline", "sudoku_crate"];
const MODES: [&str; 2] = ["first", "count2"];

/// Each solver's own input type, parsed before timing.
struct Inputs {
    grids: Vec<Grid>,
    bytes: Vec<[u8; 81]>,
    crate_sudokus: Vec<sudoku::Sudoku>,
}

fn inputs(file: &PuzzleFile) -> Inputs {
    Inputs {
        grids: file
            .lines
            .iter()
            .map(|l| Grid::from_text(l).expect("puzzle parses"))
            .collect(),
        bytes: file.lines.iter().map(|l| bytes_of(l)).collect(),
        crate_sudokus: file
            .lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("sudoku crate parses the puzzle"))
            .collect(),
    }
}

/// Untimed: every solver's first solution equals the file's, and every count to 2 is 1.
/// Returns the number of wrong answers per solver.
fn verify(file: &PuzzleFile, inp: &Inputs, ours: &mut Solver, base: &mut Baseline) -> [usize; 3] {
    let mut wrong = [0usize; 3];
    let mut report = |solver: usize, i: usize, what: String| {
        wrong[solver] += 1;
        if wrong[solver] <= 3 {
            eprintln!(
                "WRONG ANSWER: {} on {} line {}: {what}",
                SOLVERS[solver],
                file.name,
                i + 1
            );
        }
    };
    for (i, expected) in file.solutions.iter().enumerate() {
        let got = ours
            .solve(&inp.grids[i])
            .ok()
            .flatten()
            .map(|g| line_of(g.cells()));
        if got.as_deref() != Some(expected.as_str()) {
            report(0, i, format!("solve gave {got:?}"));
        }
        let n = ours.count_solutions(&inp.grids[i], 2);
        if n != Ok(1) {
            report(0, i, format!("count_solutions(2) gave {n:?}"));
        }
        let got = base.solve(&inp.bytes[i]).map(|g| line_of(&g));
        if got.as_deref() != Some(expected.as_str()) {
            report(1, i, format!("solve gave {got:?}"));
        }
        let n = base.count(&inp.bytes[i], 2);
        if n != 1 {
            report(1, i, format!("count(2) gave {n}"));
        }
        let s = inp.crate_sudokus[i];
        for (api, got) in [
            ("some_solution", s.some_solution()),
            ("solution", s.solution()),
        ] {
            let got = got.map(|g| line_of(&g.to_bytes()));
            if got.as_deref() != Some(expected.as_str()) {
                report(2, i, format!("{api}() gave {got:?}"));
            }
        }
        let n = s.solutions_count_up_to(2);
        if n != 1 {
            report(2, i, format!("solutions_count_up_to(2) gave {n}"));
        }
    }
    wrong
}

/// Seconds for one pass of `solver` in `mode` over the whole file.
fn time_pass(
    solver: usize,
    mode: usize,
    inp: &Inputs,
    ours: &mut Solver,
    base: &mut Baseline,
) -> f64 {
    let mut check = 0usize;
    let t0 = Instant::now();
    match (solver, mode) {
        (0, 0) => {
            for g in &inp.grids {
                let s = ours.solve(black_box(g)).unwrap().unwrap();
                check += s.get(0) as usize;
            }
        }
        (0, _) => {
            for g in &inp.grids {
                check += ours.count_solutions(black_box(g), 2).unwrap();
            }
        }
        (1, 0) => {
            for b in &inp.bytes {
                let s = base.solve(black_box(b)).unwrap();
                check += s[0] as usize;
            }
        }
        (1, _) => {
            for b in &inp.bytes {
                check += base.count(black_box(b), 2);
            }
        }
        (_, 0) => {
            for &s in &inp.crate_sudokus {
                let sol = black_box(s).some_solution().unwrap();
                check += sol.to_bytes()[0] as usize;
            }
        }
        (_, _) => {
            for &s in &inp.crate_sudokus {
                check += black_box(s).solutions_count_up_to(2);
            }
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    black_box(check);
    secs
}

// ---------------------------------------------------------------------------------
// Target score
// ---------------------------------------------------------------------------------

/// A visitor that enumerates every solution and keeps the best score.
struct BestScore {
    base: i32,
    best: i32,
    count: u64,
}

impl Visitor for BestScore {
    fn solution(&mut self, _dlx: &Dlx, chosen: &[u16]) -> Flow {
        let mut score = self.base;
        for &option in chosen {
            let (cell, digit) = cell_digit(option as usize);
            score += i32::from(weight(cell)) * i32::from(digit);
        }
        self.best = self.best.max(score);
        self.count += 1;
        Flow::Continue
    }
}

/// Our engine built like `Solver::new` (same option numbering), for plain enumeration.
fn sudoku_dlx() -> Box<Dlx> {
    let mut dlx = Dlx::new(ITEMS).unwrap();
    for cell in 0..81 {
        for digit in (1..=9).rev() {
            let option = dlx.add_option(&option_items(cell, digit)).unwrap();
            assert_eq!(option, option_of(cell, digit));
        }
    }
    dlx
}

/// Max score and number of solutions by enumerating all of them (-1 and 0 when none).
fn enumerate_max_score(dlx: &mut Dlx, grid: &Grid) -> (i32, u64) {
    if grid.first_clash().is_some() {
        return (-1, 0);
    }
    for (cell, &digit) in grid.cells().iter().enumerate() {
        if digit != 0 {
            dlx.select(option_of(cell, digit as usize)).unwrap();
        }
    }
    let mut visitor = BestScore {
        base: grid.score(),
        best: -1,
        count: 0,
    };
    dlx.search(&mut visitor);
    dlx.unselect_all();
    (visitor.best, visitor.count)
}

/// `max_score` (-1 for clashing givens too, as the data file counts them).
fn our_max_score(solver: &mut Solver, grid: &Grid) -> i32 {
    solver.max_score(grid)
}

/// The `solutions` column of the maxscore_cases table in the data README, by line.
fn readme_solution_counts(readme: &Path) -> Vec<Option<u64>> {
    let text = std::fs::read_to_string(readme).expect("data README");
    let section = text
        .split("## maxscore_cases.txt")
        .nth(1)
        .expect("README has a maxscore_cases.txt section");
    let mut counts = Vec::new();
    for line in section.lines() {
        let cols: Vec<&str> = line.split('|').map(str::trim).collect();
        // | line | givens | kind | answer | solutions | ref secs |
        if cols.len() >= 7 {
            if let Ok(n) = cols[1].parse::<usize>() {
                let solutions = cols[5].replace(',', "").parse::<u64>().ok();
                if counts.len() < n {
                    counts.resize(n, None);
                }
                counts[n - 1] = solutions;
            }
        }
    }
    counts
}

// ---------------------------------------------------------------------------------
// Logic layer: steps, rate, and the shared techniques beside the sudoku crate's
// StrategySolver
// ---------------------------------------------------------------------------------

/// The techniques both sides have, each as ours and as the crate's `Strategy`, in the
/// crate's order (its `Strategy::ALL`, by Sudoku Explainer difficulty; the crate tries
/// its list in order, ours follows SE's producer order). Our pointing and claiming are
/// the crate's locked candidates. Ours also has SE's direct techniques, unique
/// rectangles and loops, BUG, aligned pair exclusion and the search step; the crate
/// also has mutant fish (and an `AvoidableRectangles` variant its solver does not
/// implement): neither side's extras are used in the shared runs.
const SHARED_TECHNIQUES: [(Technique, Strategy); 15] = [
    (Technique::NakedSingle, Strategy::NakedSingles),
    (Technique::HiddenSingle, Strategy::HiddenSingles),
    (Technique::Pointing, Strategy::LockedCandidates),
    (Technique::Claiming, Strategy::LockedCandidates),
    (Technique::NakedPair, Strategy::NakedPairs),
    (Technique::XWing, Strategy::XWing),
    (Technique::HiddenPair, Strategy::HiddenPairs),
    (Technique::NakedTriplet, Strategy::NakedTriples),
    (Technique::Swordfish, Strategy::Swordfish),
    (Technique::HiddenTriplet, Strategy::HiddenTriples),
    (Technique::XyWing, Strategy::XyWing),
    (Technique::XyzWing, Strategy::XyzWing),
    (Technique::NakedQuad, Strategy::NakedQuads),
    (Technique::Jellyfish, Strategy::Jellyfish),
    (Technique::HiddenQuad, Strategy::HiddenQuads),
];

/// Figures of the logic layer on one file.
struct LogicFile {
    /// Puzzles per second: steps, rate, our restricted fixpoint, the crate's solve.
    rates: [f64; 4],
    /// Puzzles finished with the shared techniques: ours, crate, both.
    finished: [usize; 3],
    /// Puzzles where our fixpoint and the crate end on the same grid.
    same_grid: usize,
    /// `rate`'s difficulty counts, easy to extreme.
    difficulties: [usize; 5],
    /// Steps in all paths, and search steps among them.
    steps: usize,
    search_steps: usize,
    wrong: usize,
}

const LOGIC_MODES: [&str; 4] = ["steps", "rate", "fixpoint_shared", "crate_shared"];

/// Seconds for one pass of a logic mode (see [`LOGIC_MODES`]) over the whole file.
fn time_logic_pass(
    mode: usize,
    inp: &Inputs,
    ours: &mut Solver,
    set: TechniqueSet,
    strategies: &[Strategy],
) -> f64 {
    let mut check = 0usize;
    let t0 = Instant::now();
    match mode {
        0 => {
            for g in &inp.grids {
                check += logic::steps(ours, black_box(g)).steps.len();
            }
        }
        1 => {
            for g in &inp.grids {
                check += logic::rate(ours, black_box(g)).unwrap().tenths()[0] as usize;
            }
        }
        2 => {
            for g in &inp.grids {
                let state = logic::fixpoint(&Candidates::from_grid(black_box(g)), set, ours);
                check += usize::from(state.is_solved());
            }
        }
        _ => {
            for &s in &inp.crate_sudokus {
                let solved = StrategySolver::from_sudoku(black_box(s))
                    .solve(strategies)
                    .is_ok();
                check += usize::from(solved);
            }
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    black_box(check);
    secs
}

/// Untimed checks of the logic layer on one file, and the counts that do not depend
/// on timing. Wrong answers are printed (the first few) and counted.
fn verify_logic(
    file: &PuzzleFile,
    inp: &Inputs,
    ours: &mut Solver,
    set: TechniqueSet,
    strategies: &[Strategy],
) -> LogicFile {
    let mut out = LogicFile {
        rates: [0.0; 4],
        finished: [0; 3],
        same_grid: 0,
        difficulties: [0; 5],
        steps: 0,
        search_steps: 0,
        wrong: 0,
    };
    let mut report = |i: usize, what: String| {
        out.wrong += 1;
        if out.wrong <= 3 {
            eprintln!(
                "WRONG ANSWER: logic on {} line {}: {what}",
                file.name,
                i + 1
            );
        }
    };
    for (i, expected) in file.solutions.iter().enumerate() {
        let solution = bytes_of(expected);
        let grid = &inp.grids[i];

        // The path: sound steps, ending on the solution.
        let path = logic::steps(ours, grid);
        if path.outcome != Outcome::Solved {
            report(i, format!("steps gave outcome {:?}", path.outcome));
        }
        let mut state = Candidates::from_grid(grid);
        let mut bad_step = None;
        for (k, step) in path.steps.iter().enumerate() {
            let wrong_place = step
                .place
                .iter()
                .any(|&(c, d)| solution[usize::from(c)] != d);
            let wrong_elim = step
                .eliminate
                .iter()
                .any(|&(c, d)| solution[usize::from(c)] == d);
            if bad_step.is_none() && (wrong_place || wrong_elim) {
                bad_step = Some((k, step.technique));
            }
            out.search_steps += usize::from(step.technique == Technique::Search);
            state.apply(step);
        }
        out.steps += path.steps.len();
        if let Some((k, technique)) = bad_step {
            report(
                i,
                format!(
                    "step {} ({}) contradicts the solution",
                    k + 1,
                    technique.name()
                ),
            );
        }
        if !state.is_solved() || line_of(state.grid().cells()) != *expected {
            report(i, "the path does not end on the solution".to_string());
        }

        match logic::rate(ours, grid) {
            Ok(r) => out.difficulties[r.difficulty as usize] += 1,
            Err(o) => report(i, format!("rate gave {o:?}")),
        }

        // Our fixpoint of the shared techniques: only the solution's digits placed,
        // and the solution's digit still a candidate in every open cell.
        let fix = logic::fixpoint(&Candidates::from_grid(grid), set, ours);
        let sound = (0..81).all(|c| match fix.value(c) {
            0 => fix.has(c, solution[c]),
            v => v == solution[c],
        });
        if !sound {
            report(
                i,
                "the shared-technique fixpoint contradicts the solution".to_string(),
            );
        }

        // The crate's solve with the same techniques: only the solution's digits.
        let (crate_ok, crate_grid) =
            match StrategySolver::from_sudoku(inp.crate_sudokus[i]).solve(strategies) {
                Ok((s, _)) => (true, s.to_bytes()),
                Err((s, _)) => (false, s.to_bytes()),
            };
        if (0..81).any(|c| crate_grid[c] != 0 && crate_grid[c] != solution[c]) {
            // The crate's answer, not ours: printed, not counted as our wrong answer.
            eprintln!(
                "NOTE: sudoku crate StrategySolver on {} line {} placed a digit that is not the solution's",
                file.name,
                i + 1
            );
        }
        let ours_ok = fix.is_solved();
        out.finished[0] += usize::from(ours_ok);
        out.finished[1] += usize::from(crate_ok);
        out.finished[2] += usize::from(ours_ok && crate_ok);
        out.same_grid += usize::from(*fix.grid().cells() == crate_grid);
    }
    out
}

/// The logic section's share of a file: every `logic_stride`-th puzzle.
fn logic_stride(name: &str) -> usize {
    match name {
        "forum_hardest_1106" => 25,
        "forum_hardest_1905_11plus" => 80,
        _ => 1,
    }
}

/// The logic-layer section: one table row per file, and its JSON.
fn logic_section(dir: &Path, reps: usize, ours: &mut Solver, json: &mut String) -> usize {
    let set = TechniqueSet::of(&SHARED_TECHNIQUES.map(|(t, _)| t));
    let strategies: Vec<Strategy> = SHARED_TECHNIQUES.iter().map(|(_, s)| s.clone()).collect();
    let our_names = set
        .iter()
        .map(Technique::name)
        .collect::<Vec<_>>()
        .join(", ");
    let crate_names = strategies
        .iter()
        .map(|s| format!("{s:?}"))
        .collect::<Vec<_>>()
        .join(", ");
    println!("\n## logic layer (single thread, median of {reps} repetitions)");
    println!("shared techniques, ours (TechniqueSet): {our_names}");
    println!("shared techniques, sudoku crate 0.8.0 (Strategy list, in this order): {crate_names}");
    println!(
        "steps/rate: the whole catalogue and the search step (always ends solved); fixpoint and crate: \
         the shared techniques only, stopping when stuck"
    );
    println!(
        "| file | puzzles | steps /s | rate /s | ours fixpoint (shared) /s | crate solve (shared) /s | \
         steps / crate | rate / crate | fixpoint / crate | finished: ours / crate / both | same end grid | \
         easy/medium/hard/expert/extreme | search steps | wrong |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|---:|---:|");
    let mut total_wrong = 0;
    let mut file_json = Vec::new();
    for name in FILES {
        // The forum sets need SE's nested chains (seconds a puzzle): a fixed
        // sample of each, every 25th of forum_hardest_1106 (15) and every 80th
        // of the 11+ set (25, the sample of tests/fixtures/se121), one pass.
        let stride = logic_stride(name);
        let sampled = |file: &str| -> Vec<String> {
            read_lines(&dir.join(file))
                .into_iter()
                .step_by(stride)
                .collect()
        };
        let file = PuzzleFile {
            name,
            lines: sampled(&format!("{name}.txt")),
            solutions: sampled(&format!("{name}.solutions.txt")),
        };
        let reps = if stride > 1 { 1 } else { reps };
        let inp = inputs(&file);
        let n = file.lines.len();
        let t0 = Instant::now();
        let mut figures = verify_logic(&file, &inp, ours, set, &strategies);
        let check_secs = t0.elapsed().as_secs_f64();
        total_wrong += figures.wrong;
        let mut times = vec![Vec::new(); LOGIC_MODES.len()];
        for _ in 0..reps {
            for (mode, t) in times.iter_mut().enumerate() {
                t.push(time_logic_pass(mode, &inp, ours, set, &strategies));
            }
        }
        for (mode, t) in times.into_iter().enumerate() {
            figures.rates[mode] = n as f64 / median(t);
        }
        let r = figures.rates;
        let d = figures.difficulties;
        println!(
            "| {name} | {n} | {:.0} | {:.0} | {:.0} | {:.0} | {:.2}x | {:.2}x | {:.2}x | {} / {} / {} | {} | {}/{}/{}/{}/{} | {} | {} |",
            r[0],
            r[1],
            r[2],
            r[3],
            r[0] / r[3],
            r[1] / r[3],
            r[2] / r[3],
            figures.finished[0],
            figures.finished[1],
            figures.finished[2],
            figures.same_grid,
            d[0],
            d[1],
            d[2],
            d[3],
            d[4],
            figures.search_steps,
            figures.wrong
        );
        eprintln!("  ({name}: checks took {check_secs:.1} s)");
        let mut fj = format!("\"{name}\": {{\"puzzles\": {n}");
        for (mode, label) in LOGIC_MODES.iter().enumerate() {
            let _ = write!(fj, ", \"{label}\": {:.3}", r[mode]);
        }
        let _ = write!(
            fj,
            ", \"finished_ours\": {}, \"finished_crate\": {}, \"finished_both\": {}, \"same_grid\": {}, \
             \"difficulties\": {:?}, \"steps_total\": {}, \"search_steps\": {}, \"wrong\": {}}}",
            figures.finished[0],
            figures.finished[1],
            figures.finished[2],
            figures.same_grid,
            d,
            figures.steps,
            figures.search_steps,
            figures.wrong
        );
        file_json.push(fj);
    }
    let quoted = |names: &str| {
        names
            .split(", ")
            .map(|n| format!("\"{n}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        json,
        "  \"logic\": {{\"reps\": {reps}, \"ours_techniques\": [{}], \"crate_strategies\": [{}], \"difficulty_names\": [{}], \"files\": {{\n    {}\n  }}}},",
        quoted(&our_names),
        quoted(&crate_names),
        Difficulty::ALL
            .map(|d| format!("\"{}\"", d.name()))
            .join(", "),
        file_json.join(",\n    ")
    );
    total_wrong
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
