//! `Rating`: what `rate` and `rate_many` give for a puzzle or a pencil-mark
//! state, made from the core's `logic::rate_path` / `rate_marks` (or their
//! `_within` forms under a budget).

use std::time::Duration;

use dlx_sudoku::sudoku::logic::{self, PathRating, Verdict};
use dlx_sudoku::sudoku::{Puzzle, Solver};
use pyo3::prelude::*;

use crate::{printed, value_error};

/// The longest budget, as the command line's `--budget`: a day.
const MAX_BUDGET: f64 = 86_400.0;

/// A budget in seconds, checked as the command line checks `--budget`.
pub fn budget(seconds: Option<f64>) -> PyResult<Option<Duration>> {
    match seconds {
        None => Ok(None),
        Some(s) if s > 0.0 && s <= MAX_BUDGET => Ok(Duration::try_from_secs_f64(s).ok()),
        Some(s) => Err(value_error(format!(
            "budget takes seconds, more than 0 and at most {MAX_BUDGET} (e.g. 2.5), found {s}"
        ))),
    }
}

/// A puzzle's Sudoku Explainer ratings. `result` is `"rated"` (then `er`,
/// `ep`, `ed`, `difficulty`, `hardest` and `techniques` are set) or the
/// command line's word for a puzzle without ratings: `"none"` (no
/// solution), `"multiple"`, `"solved"` (a full grid) or `"timeout"` (the
/// budget ran out). `str()` is the command line's `rate` line.
#[pyclass(frozen, eq, module = "dlx_sudoku")]
#[derive(Clone, PartialEq)]
pub struct Rating {
    #[pyo3(get)]
    result: &'static str,
    #[pyo3(get)]
    er: Option<f64>,
    #[pyo3(get)]
    ep: Option<f64>,
    #[pyo3(get)]
    ed: Option<f64>,
    #[pyo3(get)]
    difficulty: Option<&'static str>,
    #[pyo3(get)]
    hardest: Option<&'static str>,
    /// Every technique of the path, in SE's order.
    #[pyo3(get)]
    techniques: Vec<&'static str>,
    /// `ER/EP/ED` as serate prints them.
    se_text: Option<String>,
}

impl Rating {
    fn word(result: &'static str) -> Rating {
        Rating {
            result,
            er: None,
            ep: None,
            ed: None,
            difficulty: None,
            hardest: None,
            techniques: Vec::new(),
            se_text: None,
        }
    }

    fn rated(path: &PathRating) -> Rating {
        let r = &path.rating;
        Rating {
            result: "rated",
            er: Some(printed(r.rating)),
            ep: Some(printed(r.pearl)),
            ed: Some(printed(r.diamond)),
            difficulty: Some(r.difficulty.name()),
            hardest: Some(r.hardest.name()),
            techniques: path.techniques.iter().map(|t| t.name()).collect(),
            se_text: Some(r.se_text()),
        }
    }

    /// The rating of a puzzle whose givens do not clash, or of a pencil-mark
    /// state, within `budget`: the command line's verdict; marks without a
    /// solution are an error, with the command line's message.
    pub fn of_puzzle(
        solver: &mut Solver,
        puzzle: &Puzzle,
        budget: Option<Duration>,
    ) -> Result<Rating, String> {
        match logic::verdict(solver, puzzle, budget) {
            Verdict::Rated(path) => Ok(Rating::rated(&path)),
            Verdict::Word(word) => Ok(Rating::word(word)),
            Verdict::Clash(message) => Err(message),
        }
    }
}

#[pymethods]
impl Rating {
    /// `ER/EP/ED` as serate prints them (`7.1/1.2/1.2`), or `None`.
    #[getter]
    fn se(&self) -> Option<&str> {
        self.se_text.as_deref()
    }

    /// The command line's `rate` line: `hard 4.2 1.2 1.2 naked-triple`, or the word.
    fn __str__(&self) -> String {
        match (&self.se_text, self.difficulty, self.hardest) {
            (Some(se), Some(difficulty), Some(hardest)) => {
                format!("{difficulty} {} {hardest}", se.replace('/', " "))
            }
            _ => self.result.to_string(),
        }
    }

    fn __repr__(&self) -> String {
        match &self.se_text {
            Some(_) => format!("<Rating {}>", self.__str__()),
            None => format!("<Rating {:?}>", self.result),
        }
    }
}
