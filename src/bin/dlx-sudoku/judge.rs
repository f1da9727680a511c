//! The judge problems' exact formats: a whole input, standard input only,
//! read up to a stated size ([`MAX_GRID_INPUT`], [`MAX_CASES_INPUT`]): more is
//! an error (exit status 2), never memory without end.

use std::io::{self, BufWriter, Read, Write};

use dlx_sudoku::{Grid, GridError, Solver};

use crate::args::Judge;
use crate::Failure;

/// The most bytes `p1784` and `p1074` read: their input is one grid of 9
/// lines of 9 numbers (162 bytes with spaces); 64 KiB leaves room for any
/// spacing and line ends.
pub const MAX_GRID_INPUT: u64 = 64 * 1024;

/// The most bytes `poj2676` reads: the count T and T grids of 9 lines of 9
/// digits (about 92 bytes a case, so some 180,000 cases); for more, one
/// puzzle a line and `solve` read any length.
pub const MAX_CASES_INPUT: u64 = 16 << 20;

pub fn run(judge: Judge) -> Result<(), Failure> {
    let (limit, what) = match judge {
        Judge::P1784 => (MAX_GRID_INPUT, "p1784 reads one grid"),
        Judge::P1074 => (MAX_GRID_INPUT, "p1074 reads one grid"),
        Judge::Poj2676 => (MAX_CASES_INPUT, "poj2676 reads T grids"),
    };
    let text = read_all(io::stdin().lock(), limit, what)?;
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

/// All of `input` as text, if it is at most `limit` bytes.
fn read_all(input: impl Read, limit: u64, what: &str) -> Result<String, Failure> {
    let mut bytes = Vec::new();
    input
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure(format!("cannot read standard input: {e}")))?;
    if bytes.len() as u64 > limit {
        return Err(Failure(format!(
            "standard input is longer than {limit} bytes, the most read ({what}; one puzzle \
             a line, any number of lines: `dlx-sudoku solve`)"
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        Failure(format!(
            "cannot read standard input as text: not UTF-8 at byte {}",
            e.utf8_error().valid_up_to()
        ))
    })
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
