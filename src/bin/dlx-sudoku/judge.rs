//! The judge problems' exact formats: a whole input, standard input only.

use std::io::{self, BufWriter, Read, Write};

use dlx_sudoku::{Grid, GridError, Solver};

use crate::args::Judge;
use crate::Failure;

pub fn run(judge: Judge) -> Result<(), Failure> {
    let text = read_all(io::stdin().lock())?;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut solver = Solver::new();
    match judge {
        Judge::P1784 => {
            let grid = Grid::from_text(&text).map_err(invalid)?;
            match solver.solve(&grid).map_err(invalid)? {
                Some(solution) => write_spaced(&mut out, &solution)?,
                None => return Err(Failure("the puzzle has no solution".into())),
            }
        }
        // The judges' P1074 answer: -1 for any grid without solution, clashing givens included.
        Judge::P1074 => {
            let grid = Grid::from_text(&text).map_err(invalid)?;
            writeln!(out, "{}", solver.max_score(&grid))?;
        }
        Judge::Poj2676 => poj2676(&text, &mut solver, &mut out)?,
    }
    out.flush()?;
    Ok(())
}

fn invalid(e: GridError) -> Failure {
    Failure(format!("invalid puzzle: {e}"))
}

fn read_all(mut input: impl Read) -> Result<String, Failure> {
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|e| Failure(format!("cannot read standard input as text: {e}")))?;
    Ok(text)
}

/// Nine lines of nine space-separated digits, as P1784 prints.
fn write_spaced(out: &mut impl Write, grid: &Grid) -> io::Result<()> {
    for row in grid.cells().chunks(9) {
        let line: Vec<String> = row.iter().map(u8::to_string).collect();
        writeln!(out, "{}", line.join(" "))?;
    }
    Ok(())
}

/// POJ 2676: the number of cases T, then T grids of nine 9-digit lines (0 = blank);
/// each solution printed as nine 9-digit lines.
fn poj2676(text: &str, solver: &mut Solver, out: &mut impl Write) -> Result<(), Failure> {
    let mut tokens = text.split_whitespace();
    let count_token = tokens
        .next()
        .ok_or_else(|| Failure("empty input: expected the number of test cases".into()))?;
    let count: usize = count_token.parse().map_err(|_| {
        Failure(format!(
            "expected the number of test cases, found {count_token:?}"
        ))
    })?;
    for case in 1..=count {
        let mut cells = String::with_capacity(81);
        while cells.chars().count() < 81 {
            match tokens.next() {
                Some(token) => cells.push_str(token),
                None => {
                    return Err(Failure(format!(
                        "case {case}: input ended after {} of 81 cells",
                        cells.chars().count()
                    )))
                }
            }
        }
        let grid = Grid::from_text(&cells).map_err(|e| Failure(format!("case {case}: {e}")))?;
        match solver
            .solve(&grid)
            .map_err(|e| Failure(format!("case {case}: {e}")))?
        {
            Some(solution) => {
                for row in solution.to_line('0').as_bytes().chunks(9) {
                    out.write_all(row)?;
                    out.write_all(b"\n")?;
                }
            }
            None => return Err(Failure(format!("case {case}: the puzzle has no solution"))),
        }
    }
    Ok(())
}
