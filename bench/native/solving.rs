//! The solver figures: first solution and count to 2, ours beside the baseline and the
//! sudoku crate, each answer checked before timing.

use super::*;

pub(super) const SOLVERS: [&str; 3] = ["ours", "baseline", "sudoku_crate"];
pub(super) const MODES: [&str; 2] = ["first", "count2"];

/// Each solver's own input type, parsed before timing.
pub(super) struct Inputs {
    pub(super) grids: Vec<Grid>,
    pub(super) bytes: Vec<[u8; 81]>,
    pub(super) crate_sudokus: Vec<sudoku::Sudoku>,
}

pub(super) fn inputs(file: &PuzzleFile) -> Inputs {
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
pub(super) fn verify(
    file: &PuzzleFile,
    inp: &Inputs,
    ours: &mut Solver,
    base: &mut Baseline,
) -> [usize; 3] {
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
pub(super) fn time_pass(
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
