//! `dlx_sudoku` for Python: thin PyO3 wrappers over the crate's core
//! (`dlx_sudoku::sudoku`). Each function reads its puzzle with [`puzzle`],
//! calls the core and converts the answer; a bad argument is a `ValueError`
//! with the core's own message, the one the command line and the wasm
//! module give. No Sudoku logic lives here (docs/python.md).

use dlx_sudoku::sudoku::canon::minlex;
use dlx_sudoku::sudoku::logic::{self, se_tenths, Step};
use dlx_sudoku::sudoku::{Grid, GridError, Puzzle, Solver, MAX_COUNT_LIMIT};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

mod batch;
mod generate;
mod rating;

use rating::Rating;

/// A core error as Python's `ValueError`, with the core's message.
pub(crate) fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

pub(crate) fn grid_error(e: GridError) -> PyErr {
    value_error(e.message())
}

/// A puzzle from text: 81 cells, digits 1-9 and blanks `. 0 - _ *`,
/// whitespace ignored, read by the core's parser (the one the command
/// line's line reader and the wasm `*_text` exports end in). `rate`,
/// `rate_many` and `steps` also read pencil marks: [`rateable`].
pub(crate) fn puzzle(text: &str) -> PyResult<Grid> {
    Grid::from_text(text).map_err(grid_error)
}

/// What `rate`, `rate_many` and `steps` read: a puzzle whose givens do not
/// clash, or a line of 729 pencil marks (SukakuExplainer's form), by the
/// core's one reading of a line's puzzle ([`Puzzle::from_text`]).
pub(crate) fn rateable(text: &str) -> PyResult<Puzzle> {
    match Puzzle::from_text(text).map_err(|e| value_error(e.to_string()))? {
        Puzzle::Givens(grid) => match grid.first_clash() {
            Some(clash) => Err(grid_error(clash)),
            None => Ok(Puzzle::Givens(grid)),
        },
        marks => Ok(marks),
    }
}

/// A rating as SE prints it, as a number: 4.6 for 4.6000000000000005.
pub(crate) fn printed(rating: f64) -> f64 {
    f64::from(se_tenths(rating)) / 10.0
}

/// The solution as 81 digits, or `None` when there is none.
#[pyfunction]
fn solve(py: Python<'_>, puzzle: &str) -> PyResult<Option<String>> {
    let grid = self::puzzle(puzzle)?;
    let solution = py.detach(|| Solver::new().solve(&grid));
    Ok(solution.map_err(grid_error)?.map(|s| s.to_line('0')))
}

/// The number of solutions, counted no further than `limit`.
#[pyfunction]
#[pyo3(signature = (puzzle, limit = 2))]
fn count(py: Python<'_>, puzzle: &str, limit: u64) -> PyResult<usize> {
    let grid = self::puzzle(puzzle)?;
    let limit = usize::try_from(limit)
        .ok()
        .filter(|&n| n <= MAX_COUNT_LIMIT)
        .ok_or_else(|| {
            value_error(format!(
                "limit must be at most {MAX_COUNT_LIMIT} (count_solutions counts no further), \
                 found {limit}"
            ))
        })?;
    py.detach(|| Solver::new().count_solutions(&grid, limit))
        .map_err(grid_error)
}

/// The NOIP 2009 target score, or -1 when there is no solution.
#[pyfunction]
fn max_score(py: Python<'_>, puzzle: &str) -> PyResult<i32> {
    let grid = self::puzzle(puzzle)?;
    Ok(py.detach(|| Solver::new().max_score(&grid)))
}

/// The minlex form: 81 characters, `.` for blanks.
#[pyfunction]
fn canon(puzzle: &str) -> PyResult<String> {
    Ok(minlex(&self::puzzle(puzzle)?).to_line('.'))
}

/// Sudoku Explainer's ratings of the puzzle (or pencil-mark state), within
/// `budget` seconds.
#[pyfunction]
#[pyo3(signature = (puzzle, budget = None))]
fn rate(py: Python<'_>, puzzle: &str, budget: Option<f64>) -> PyResult<Rating> {
    let puzzle = rateable(puzzle)?;
    let budget = rating::budget(budget)?;
    py.detach(|| Rating::of_puzzle(&mut Solver::new(), &puzzle, budget))
        .map_err(value_error)
}

/// Sudoku Explainer's path: `{"result": ..., "steps": [...]}` with the
/// keys and values of the command line's `steps` JSON.
#[pyfunction]
fn steps<'py>(py: Python<'py>, puzzle: &str) -> PyResult<Bound<'py, PyDict>> {
    let path = match rateable(puzzle)? {
        Puzzle::Givens(grid) => py.detach(|| logic::steps(&mut Solver::new(), &grid)),
        Puzzle::Marks(marks) => py
            .detach(|| logic::steps_marks(&mut Solver::new(), &marks))
            .map_err(|e| value_error(e.message()))?,
    };
    let list = PyList::empty(py);
    for step in &path.steps {
        list.append(step_dict(py, step)?)?;
    }
    let dict = PyDict::new(py);
    dict.set_item("result", path.outcome.name())?;
    dict.set_item("steps", list)?;
    Ok(dict)
}

fn step_dict<'py>(py: Python<'py>, step: &Step) -> PyResult<Bound<'py, PyDict>> {
    // Numbers as u16: PyO3 makes a `Vec<u8>` a `bytes`.
    let pairs = |list: &[(u8, u8)]| {
        list.iter()
            .map(|&(c, d)| [u16::from(c), u16::from(d)])
            .collect::<Vec<_>>()
    };
    let chain = PyList::empty(py);
    for node in &step.chain {
        let item = PyDict::new(py);
        item.set_item("cell", node.cell)?;
        item.set_item("digit", node.digit)?;
        item.set_item("on", node.on)?;
        item.set_item("parents", node.parents.to_vec())?;
        item.set_item("via", node.via.code())?;
        chain.append(item)?;
    }
    let dict = PyDict::new(py);
    dict.set_item("technique", step.technique.name())?;
    dict.set_item("name", step.se_name())?;
    dict.set_item("rating", printed(step.rating))?;
    dict.set_item("place", pairs(&step.place))?;
    dict.set_item("eliminate", pairs(&step.eliminate))?;
    dict.set_item(
        "cells",
        step.cells.iter().map(|&c| u16::from(c)).collect::<Vec<_>>(),
    )?;
    dict.set_item("candidates", pairs(&step.candidates))?;
    // Whole, as the command line's JSON gives it (no "... (N more)").
    dict.set_item(
        "text",
        step.whole_text().unwrap_or_else(|| step.text.clone()),
    )?;
    dict.set_item("chain", chain)?;
    dict.set_item("nodes", step.chain_nodes)?;
    // The explanation as data (a message key and typed arguments), the command line's JSON
    // read by Python's own parser: one writer of the format, in the core.
    let explanation = py
        .import("json")?
        .call_method1("loads", (step.explanation.to_json(),))?;
    dict.set_item("explanation", explanation)?;
    Ok(dict)
}

/// The module, `dlx_sudoku` in Python.
#[pymodule]
#[pyo3(name = "dlx_sudoku")]
fn python_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<Rating>()?;
    m.add_class::<generate::Generated>()?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count, m)?)?;
    m.add_function(wrap_pyfunction!(max_score, m)?)?;
    m.add_function(wrap_pyfunction!(canon, m)?)?;
    m.add_function(wrap_pyfunction!(rate, m)?)?;
    m.add_function(wrap_pyfunction!(steps, m)?)?;
    m.add_function(wrap_pyfunction!(generate::generate, m)?)?;
    m.add_function(wrap_pyfunction!(batch::rate_many, m)?)?;
    Ok(())
}
