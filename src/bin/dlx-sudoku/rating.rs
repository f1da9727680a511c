//! `rate`'s answer for a line, and the rating `rate` and `stats` share: a
//! puzzle's SE ratings and path techniques, or the word for a puzzle
//! without them (`none`, `multiple`, `solved`, `timeout`), within
//! `--budget`.

use std::time::{Duration, Instant};

use dlx_sudoku::sudoku::logic::{self, MarksUnrated, Outcome, PathRating, Unrated};
use dlx_sudoku::sudoku::{Marks, Puzzle as Cells};
use dlx_sudoku::{Grid, Solver};

use crate::answer::Answer;
use crate::args::Filter;
use crate::format::{Fields, Format, Values};
use crate::line::{Line, NotPuzzle};

/// What a puzzle line's rating gave.
pub enum Rated {
    /// SE's ratings and the techniques of its path.
    Path(PathRating),
    /// No ratings: `none`, `multiple`, `solved` (a full grid: no path) or
    /// `timeout` (`--budget` ran out).
    Word(&'static str),
    /// Clashing givens (an error, as in `solve`), or pencil marks that
    /// contradict themselves or have no solution.
    Clash(String),
}

/// Rates a puzzle or a pencil-mark state within `budget`; the seconds it took.
pub fn rate(solver: &mut Solver, cells: &Cells, budget: Option<Duration>) -> (Rated, f64) {
    let start = Instant::now();
    // A budget past the clock's range (it is at most a day) is none.
    let deadline = budget.and_then(|b| start.checked_add(b));
    let rated = match cells {
        Cells::Givens(grid) => rate_grid(solver, grid, deadline),
        Cells::Marks(marks) => rate_marks(solver, marks, deadline),
    };
    (rated, start.elapsed().as_secs_f64())
}

fn rate_grid(solver: &mut Solver, grid: &Grid, deadline: Option<Instant>) -> Rated {
    if let Some(clash) = grid.first_clash() {
        Rated::Clash(clash.to_string())
    } else if grid.is_full() {
        Rated::Word("solved")
    } else {
        match deadline {
            Some(deadline) => match logic::rate_path_within(solver, grid, deadline) {
                Ok(path) => Rated::Path(path),
                Err(Unrated::Outcome(outcome)) => Rated::Word(outcome.name()),
                Err(Unrated::Deadline) => Rated::Word("timeout"),
            },
            None => match logic::rate_path(solver, grid) {
                Ok(path) => Rated::Path(path),
                Err(outcome) => Rated::Word(outcome.name()),
            },
        }
    }
}

/// A pencil-mark state: contradictory marks (a cell without a candidate, a
/// digit without a place, no solution at all) are an error line.
fn rate_marks(solver: &mut Solver, marks: &Marks, deadline: Option<Instant>) -> Rated {
    if let Some(e) = marks.contradiction() {
        return Rated::Clash(e.to_string());
    }
    if marks.givens().is_full() {
        return Rated::Word("solved");
    }
    let rated = match deadline {
        Some(deadline) => logic::rate_marks_within(solver, marks, deadline),
        None => logic::rate_marks(solver, marks),
    };
    match rated {
        Ok(path) => Rated::Path(path),
        Err(MarksUnrated::Broken(e)) => Rated::Clash(e.to_string()),
        Err(MarksUnrated::Unrated(Unrated::Outcome(Outcome::NoSolution))) => {
            Rated::Clash("no solution: no grid fits the pencil marks".to_string())
        }
        Err(MarksUnrated::Unrated(Unrated::Outcome(outcome))) => Rated::Word(outcome.name()),
        Err(MarksUnrated::Unrated(Unrated::Deadline)) => Rated::Word("timeout"),
    }
}

/// The note on stderr for a rating stopped by `--budget`.
pub fn timeout_note(budget: Option<Duration>) -> String {
    let seconds = budget.map_or(0.0, |b| b.as_secs_f64());
    format!("timeout: the rating took more than --budget {seconds} s")
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

/// `rate`'s answer: the default form or `--format`'s, left out (`text`
/// `None`) when the filters say so.
pub fn answer(
    solver: &mut Solver,
    line: &Line,
    format: Option<&Format>,
    filter: &Filter,
    budget: Option<Duration>,
) -> Answer {
    let puzzle = match &line.read {
        Ok(puzzle) => puzzle,
        Err(NotPuzzle { word, note, failed }) => {
            let text = match format {
                Some(format) => format.render(&values(line, 0.0, Fields::NoPuzzle(word))),
                None if *failed => format!("error: {note}").into_bytes(),
                None => word.as_bytes().to_vec(),
            };
            return Answer {
                text: (!filter.is_some()).then_some(text),
                note: Some(note.clone()),
                failed: *failed,
            };
        }
    };
    let (rated, seconds) = rate(solver, &puzzle.cells, budget);
    let zeros = match &puzzle.cells {
        Cells::Givens(grid) => grid.to_line('0'),
        Cells::Marks(marks) => marks.to_line('0'),
    };
    let (text, note, failed, passes) = match &rated {
        Rated::Clash(reason) => {
            let text = match format {
                Some(format) => format.render(&values(line, seconds, Fields::NoPuzzle("error"))),
                None => format!("error: {reason}").into_bytes(),
            };
            (text, Some(reason.clone()), true, false)
        }
        Rated::Word(word) => {
            let text = match format {
                Some(format) => format.render(&values(
                    line,
                    seconds,
                    Fields::Unrated {
                        line: &line.raw.bytes,
                        zeros: &zeros,
                        rest: puzzle.rest(&line.raw.bytes),
                        outcome: word,
                    },
                )),
                None => word.as_bytes().to_vec(),
            };
            let note = (*word == "timeout").then(|| timeout_note(budget));
            (text, note, false, false)
        }
        Rated::Path(path) => {
            let r = &path.rating;
            let se = r.se_text();
            let text = match format {
                Some(format) => {
                    let mut parts = se.split('/');
                    let mut part = || parts.next().unwrap_or("");
                    format.render(&values(
                        line,
                        seconds,
                        Fields::Rated {
                            line: &line.raw.bytes,
                            zeros: &zeros,
                            rest: puzzle.rest(&line.raw.bytes),
                            ratings: [part(), part(), part()],
                            hardest: r.hardest.name(),
                        },
                    ))
                }
                None => format!(
                    "{} {} {}",
                    r.difficulty.name(),
                    se.replace('/', " "),
                    r.hardest.name()
                )
                .into_bytes(),
            };
            let passes = filter.passes(r.tenths()[0], path.techniques);
            (text, None, false, passes)
        }
    };
    Answer {
        text: (!filter.is_some() || passes).then_some(text),
        note,
        failed,
    }
}
