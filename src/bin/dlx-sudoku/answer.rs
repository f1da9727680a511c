//! One input line's answer for each line command: every line gets exactly
//! one, whatever it holds.

use dlx_sudoku::sudoku::canon::minlex;
use dlx_sudoku::sudoku::logic::{self, Candidates};
use dlx_sudoku::sudoku::{Marks, Puzzle as Cells};
use dlx_sudoku::{GridError, Solver};

use crate::args::LineCommand;
use crate::line::{Line, NotPuzzle, Puzzle};
use crate::rating;
use crate::steps_json::{json_string, marks_steps_json, steps_json};

/// An answer line (bytes: it can echo the line's own) and what to say
/// about it on stderr.
pub struct Answer {
    /// `None`: a line that `rate`'s filters leave out.
    pub text: Option<Vec<u8>>,
    /// For stderr, after the line's place: why the line was not answered as a puzzle.
    pub note: Option<String>,
    /// Whether the line counts as an error in the exit status.
    pub failed: bool,
}

impl Answer {
    fn of(text: String) -> Answer {
        Answer {
            text: Some(text.into_bytes()),
            note: None,
            failed: false,
        }
    }
}

pub fn answer(kind: &LineCommand, solver: &mut Solver, line: &Line) -> Answer {
    if let LineCommand::Rate {
        format,
        filter,
        budget,
    } = kind
    {
        return rating::answer(solver, line, format.as_ref(), filter, *budget);
    }
    let NotPuzzle { word, note, failed } = match &line.read {
        Ok(puzzle) => return puzzle_answer(kind, solver, puzzle),
        Err(not) => not,
    };
    let text = match kind {
        LineCommand::Steps { .. } if *failed => {
            format!("{{\"result\":\"error\",\"error\":{}}}", json_string(note))
        }
        LineCommand::Steps { .. } => format!("{{\"result\":\"{word}\"}}"),
        _ if *failed => format!("error: {note}"),
        _ => word.to_string(),
    };
    Answer {
        text: Some(text.into_bytes()),
        note: Some(note.clone()),
        failed: *failed,
    }
}

fn puzzle_answer(kind: &LineCommand, solver: &mut Solver, puzzle: &Puzzle) -> Answer {
    let grid = match &puzzle.cells {
        Cells::Givens(grid) => grid,
        Cells::Marks(marks) => return marks_answer(kind, solver, marks),
    };
    let checked = |result: Result<String, GridError>| match result {
        Ok(text) => Answer::of(text),
        Err(e) => {
            let reason = e.to_string();
            Answer {
                text: Some(format!("error: {reason}").into_bytes()),
                note: Some(reason),
                failed: true,
            }
        }
    };
    match kind {
        LineCommand::Canon => Answer::of(minlex(grid).to_line('.')),
        LineCommand::Solve => checked(solver.solve(grid).map(|s| match s {
            Some(solution) => solution.to_line('0'),
            None => "none".to_string(),
        })),
        LineCommand::Count { limit } => {
            checked(solver.count_solutions(grid, *limit).map(|n| n.to_string()))
        }
        LineCommand::Score => Answer::of(solver.max_score(grid).to_string()),
        LineCommand::Candidates { techniques } => Answer::of(candidate_fields(&logic::candidates(
            solver,
            grid,
            *techniques,
        ))),
        // steps names clashing givens as solve and count do: an error line.
        LineCommand::Steps { compact } => match grid.first_clash() {
            Some(clash) => steps_error(clash.to_string()),
            None => Answer::of(steps_json(grid, &logic::steps(solver, grid), *compact)),
        },
        // `answer` hands rate's lines to rating::answer before this.
        LineCommand::Rate { .. } => Answer::of(String::new()),
    }
}

/// `steps`' error line for a puzzle it cannot walk.
fn steps_error(reason: String) -> Answer {
    Answer {
        text: Some(
            format!(
                "{{\"result\":\"error\",\"error\":{}}}",
                json_string(&reason)
            )
            .into_bytes(),
        ),
        note: Some(reason),
        failed: true,
    }
}

/// A pencil-mark line's answer: `steps` walks SE's path from the marks;
/// the commands about givens (solve, count, canon, ...) do not read marks.
fn marks_answer(kind: &LineCommand, solver: &mut Solver, marks: &Marks) -> Answer {
    match kind {
        LineCommand::Steps { compact } => match logic::steps_marks(solver, marks) {
            Ok(path) => Answer::of(marks_steps_json(marks, &path, *compact)),
            Err(e) => steps_error(e.to_string()),
        },
        _ => {
            let reason = "a line of 729 pencil marks is read by rate, steps and stats only";
            Answer {
                text: Some(format!("error: {reason}").into_bytes()),
                note: Some(reason.to_string()),
                failed: true,
            }
        }
    }
}

/// 81 comma-separated fields: candidates in increasing order, a filled cell's
/// digit, `-` for an open cell without candidates.
fn candidate_fields(state: &Candidates) -> String {
    let fields: Vec<String> = (0..81)
        .map(|cell| match state.value(cell) {
            0 if state.mask(cell) == 0 => "-".to_string(),
            0 => (1..=9u8)
                .filter(|&d| state.has(cell, d))
                .map(|d| char::from(b'0' + d))
                .collect(),
            digit => digit.to_string(),
        })
        .collect();
    fields.join(",")
}
