//! `rate`'s answer for a line, and the rating `rate` and `stats` share: a
//! puzzle's SE ratings and path techniques, or the word for a puzzle
//! without them (`none`, `multiple`, `solved`, `timeout`), within
//! `--budget`.

use std::time::{Duration, Instant};

use dlx_sudoku::sudoku::logic;
use dlx_sudoku::sudoku::Puzzle as Cells;
use dlx_sudoku::Solver;

use crate::answer::Answer;
use crate::args::Filter;
use crate::format::{Fields, Format, Values};
use crate::line::{Line, NotPuzzle};

/// What a puzzle line's rating gave: the core's verdict, as `rate`,
/// `stats` and the Python module report it.
pub use logic::Verdict as Rated;

/// Rates a puzzle or a pencil-mark state within `budget`; the seconds it took.
pub fn rate(solver: &mut Solver, cells: &Cells, budget: Option<Duration>) -> (Rated, f64) {
    let start = Instant::now();
    let rated = logic::verdict(solver, cells, budget);
    (rated, start.elapsed().as_secs_f64())
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
        Rated::Rated(path) => {
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
