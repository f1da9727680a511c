//! One input line's answer for each line command: every line gets exactly
//! one, whatever it holds.

use std::time::Instant;

use dlx_sudoku::sudoku::canon::minlex;
use dlx_sudoku::sudoku::logic::{self, Candidates, Rating};
use dlx_sudoku::{Grid, GridError, Solver};

use crate::args::LineCommand;
use crate::format::{Fields, Values};
use crate::line::{Line, NotPuzzle, Puzzle};
use crate::steps_json::{json_string, steps_json};

/// An answer line (bytes: it can echo the line's own) and what to say
/// about it on stderr.
pub struct Answer {
    pub text: Vec<u8>,
    /// For stderr, after the line's place: why the line was not answered as a puzzle.
    pub note: Option<String>,
    /// Whether the line counts as an error in the exit status.
    pub failed: bool,
}

impl Answer {
    fn of(text: String) -> Answer {
        Answer {
            text: text.into_bytes(),
            note: None,
            failed: false,
        }
    }
}

pub fn answer(kind: &LineCommand, solver: &mut Solver, line: &Line) -> Answer {
    let NotPuzzle { word, note, failed } = match &line.read {
        Ok(puzzle) => return puzzle_answer(kind, solver, puzzle, line),
        Err(not) => not,
    };
    let text = match kind {
        LineCommand::Steps if *failed => {
            format!("{{\"result\":\"error\",\"error\":{}}}", json_string(note)).into_bytes()
        }
        LineCommand::Steps => format!("{{\"result\":\"{word}\"}}").into_bytes(),
        LineCommand::Rate {
            format: Some(format),
        } => format.render(&values(line, 0.0, Fields::NoPuzzle(word))),
        _ if *failed => format!("error: {note}").into_bytes(),
        _ => word.as_bytes().to_vec(),
    };
    Answer {
        text,
        note: Some(note.clone()),
        failed: *failed,
    }
}

/// The values of a line's `--format` fields.
fn values<'a>(line: &Line, seconds: f64, fields: Fields<'a>) -> Values<'a> {
    Values {
        line_number: line.raw.number,
        ordinal: line.ordinal,
        seconds,
        fields,
    }
}

fn puzzle_answer(kind: &LineCommand, solver: &mut Solver, puzzle: &Puzzle, line: &Line) -> Answer {
    let grid = &puzzle.grid;
    let checked = |result: Result<String, GridError>| match result {
        Ok(text) => Answer::of(text),
        Err(e) => {
            let reason = e.to_string();
            Answer {
                text: format!("error: {reason}").into_bytes(),
                note: Some(reason),
                failed: true,
            }
        }
    };
    // rate and steps name clashing givens as solve and count do: an error line.
    if let (LineCommand::Rate { .. } | LineCommand::Steps, Some(clash)) = (kind, grid.first_clash())
    {
        let reason = clash.to_string();
        let text = match kind {
            LineCommand::Steps => format!(
                "{{\"result\":\"error\",\"error\":{}}}",
                json_string(&reason)
            )
            .into_bytes(),
            LineCommand::Rate {
                format: Some(format),
            } => format.render(&values(line, 0.0, Fields::NoPuzzle("error"))),
            _ => format!("error: {reason}").into_bytes(),
        };
        return Answer {
            text,
            note: Some(reason),
            failed: true,
        };
    }
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
        LineCommand::Steps => Answer::of(steps_json(&logic::steps(solver, grid))),
        LineCommand::Rate { format: None } => Answer::of(match rate(solver, grid) {
            Ok(r) => format!(
                "{} {} {}",
                r.difficulty.name(),
                r.se_text().replace('/', " "),
                r.hardest.name()
            ),
            Err(word) => word.to_string(),
        }),
        LineCommand::Rate {
            format: Some(format),
        } => {
            let start = Instant::now();
            let rating = rate(solver, grid);
            let seconds = start.elapsed().as_secs_f64();
            let zeros = grid.to_line('0');
            let text = match rating {
                Ok(r) => {
                    let se = r.se_text();
                    let mut parts = se.split('/');
                    let mut part = || parts.next().unwrap_or("");
                    let fields = Fields::Rated {
                        line: &line.raw.bytes,
                        zeros: &zeros,
                        rest: &puzzle.rest,
                        ratings: [part(), part(), part()],
                        hardest: r.hardest.name(),
                    };
                    format.render(&values(line, seconds, fields))
                }
                Err(word) => {
                    let fields = Fields::Unrated {
                        line: &line.raw.bytes,
                        zeros: &zeros,
                        rest: &puzzle.rest,
                        outcome: word,
                    };
                    format.render(&values(line, seconds, fields))
                }
            };
            Answer {
                text,
                note: None,
                failed: false,
            }
        }
    }
}

/// A puzzle's ratings, or the word for a puzzle without: `none`,
/// `multiple`, or `solved` for a grid already full (it has no path, so no
/// ER and no hardest technique). The givens do not clash.
fn rate(solver: &mut Solver, grid: &Grid) -> Result<Rating, &'static str> {
    if grid.is_full() {
        return Err("solved");
    }
    logic::rate(solver, grid).map_err(|outcome| outcome.name())
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
