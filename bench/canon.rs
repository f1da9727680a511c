//! Catalogue benchmark: `cargo bench --bench canon` (`./build.sh bench` runs it
//! with the other benchmarks).
//!
//! A plain release binary (`harness = false`), single thread. Puzzles per
//! second of
//!
//! * `canon::minlex` (one reused `Minlexer`) on each puzzle file of
//!   `tests/data`, on its solution grids (full grids: every column
//!   permutation ties on the first row), and on `bench/sparse.txt` (1,009
//!   random grids of 0 to 12 givens: blank rows and columns, many ties);
//! * dedup as `dlx-sudoku dedup` does it without its input and output: the
//!   form of each line packed into a 41-byte key and looked up in a hash set;
//! * the slow single grids: the empty grid, one given, a full row at the
//!   bottom, Red Ed's minimum and maximum min-lex grids (the most symmetric
//!   solution grids), microseconds a grid (the best of 20 calls).
//!
//! Before any timing (untimed), every form is checked: it is its own form, it
//! is never above the line itself (the line is one of its own arrangements),
//! and it keeps the number of givens; a failure is counted as wrong. Each
//! figure is the median of `BENCH_REPS` passes (default 5). Environment:
//! `BENCH_REPS`, `BENCH_DATA` (default `tests/data`), `BENCH_CANON_JSON`
//! (default `bench/results-canon.tmp`: the figures as JSON for
//! `bench/report.py`). Nothing here asserts timings.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[path = "data.rs"]
mod data;
use data::{data_dir, read_lines};

use dlx_sudoku::sudoku::canon::Minlexer;
use dlx_sudoku::Grid;

const FILES: [&str; 5] = [
    "17clue",
    "top1465",
    "forum_hardest_1905_11plus",
    "forum_hardest_1106",
    "kaggle_sample",
];

/// The grids of a file: the first 81 characters of each line (`.` or `0` blanks).
fn grids(path: &Path) -> Vec<Grid> {
    read_lines(path)
        .iter()
        .filter(|l| l.len() >= 81)
        .map(|l| Grid::from_text(&l[..81]).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
        .collect()
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// Forms that fail the checks of the module comment.
fn wrong(minlexer: &mut Minlexer, grids: &[Grid]) -> usize {
    grids
        .iter()
        .filter(|g| {
            let form = minlexer.minlex(g);
            minlexer.minlex(&form) != form
                || form.cells() > g.cells()
                || form.givens() != g.givens()
        })
        .count()
}

/// Grids a second, median of `reps` passes, for `pass` over all of `grids`.
fn per_s(reps: usize, grids: &[Grid], mut pass: impl FnMut(&[Grid])) -> f64 {
    let times = (0..reps)
        .map(|_| {
            let start = Instant::now();
            pass(grids);
            start.elapsed().as_secs_f64()
        })
        .collect();
    grids.len() as f64 / median(times)
}

fn minlex_pass(minlexer: &mut Minlexer) -> impl FnMut(&[Grid]) + '_ {
    move |grids| {
        for g in grids {
            black_box(minlexer.minlex(g));
        }
    }
}

/// The form packed two cells a byte, as `dlx-sudoku dedup` keys it.
fn key(form: &Grid) -> [u8; 41] {
    let mut key = [0u8; 41];
    for (cell, &value) in form.cells().iter().enumerate() {
        key[cell / 2] |= value << (4 * (cell % 2));
    }
    key
}

fn main() {
    let reps: usize = std::env::var("BENCH_REPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5)
        .max(1);
    let dir = data_dir();
    let mut minlexer = Minlexer::new();
    let mut json = String::from("{\"files\": {");
    println!("canon::minlex, single thread, median of {reps} passes");
    println!(
        "{:<28} {:>8} {:>14} {:>14} {:>16} {:>6}",
        "file", "puzzles", "minlex /s", "dedup /s", "solutions /s", "wrong"
    );
    for (i, name) in FILES.iter().enumerate() {
        let puzzles = grids(&dir.join(format!("{name}.txt")));
        let solutions = grids(&dir.join(format!("{name}.solutions.txt")));
        let bad = wrong(&mut minlexer, &puzzles) + wrong(&mut minlexer, &solutions);
        let minlex = per_s(reps, &puzzles, minlex_pass(&mut minlexer));
        let mut classes = 0;
        let dedup = per_s(reps, &puzzles, |grids| {
            let mut seen = HashSet::new();
            for g in grids {
                seen.insert(key(&minlexer.minlex(g)));
            }
            classes = seen.len();
        });
        let full = per_s(reps, &solutions, minlex_pass(&mut minlexer));
        println!(
            "{name:<28} {:>8} {minlex:>14.0} {dedup:>14.0} {full:>16.0} {bad:>6}",
            puzzles.len()
        );
        let _ = write!(
            json,
            "{}\"{name}\": {{\"puzzles\": {}, \"minlex\": {minlex:.1}, \"dedup\": {dedup:.1}, \
             \"classes\": {classes}, \"solutions\": {full:.1}, \"wrong\": {bad}}}",
            if i > 0 { ", " } else { "" },
            puzzles.len()
        );
    }
    let sparse = grids(&Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/sparse.txt"));
    let sparse_bad = wrong(&mut minlexer, &sparse);
    let sparse_per_s = per_s(reps, &sparse, minlex_pass(&mut minlexer));
    println!(
        "bench/sparse.txt ({} grids, 0-12 givens): {sparse_per_s:.0} /s, wrong {sparse_bad}",
        sparse.len()
    );
    let _ = write!(
        json,
        "}}, \"sparse\": {{\"grids\": {}, \"minlex\": {sparse_per_s:.1}, \"wrong\": {sparse_bad}}}, \"single\": [",
        sparse.len()
    );

    let mut one = Grid::empty();
    one.set(40, 7);
    let mut bottom_row = Grid::empty();
    for (i, cell) in (72..81).enumerate() {
        bottom_row.set(cell, i as u8 + 1);
    }
    let single = [
        ("empty grid", Grid::empty()),
        ("one given", one),
        ("full bottom row", bottom_row),
        (
            "Red Ed's minimum min-lex grid",
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
                .parse()
                .unwrap_or_default(),
        ),
        (
            "Red Ed's maximum min-lex grid",
            "123456789457893612986217354274538196531964827698721435342685971715349268869172543"
                .parse()
                .unwrap_or_default(),
        ),
    ];
    for (i, (name, grid)) in single.iter().enumerate() {
        let best = (0..20)
            .map(|_| {
                let start = Instant::now();
                black_box(minlexer.minlex(grid));
                start.elapsed().as_secs_f64()
            })
            .fold(f64::MAX, f64::min);
        println!("{name}: {:.1} us", best * 1e6);
        let _ = write!(
            json,
            "{}{{\"name\": \"{name}\", \"us\": {:.2}}}",
            if i > 0 { ", " } else { "" },
            best * 1e6
        );
    }
    json.push_str("]}\n");
    let out = std::env::var_os("BENCH_CANON_JSON")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/results-canon.tmp"));
    if let Err(e) = std::fs::write(&out, json) {
        eprintln!("cannot write {}: {e}", out.display());
    }
}
