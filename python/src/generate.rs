//! `generate`: the core's generator with the options of the command line's
//! `generate` (and the wasm module's), checked with the same messages.

use dlx_sudoku::sudoku::generator::{self, GenerateError, Rng, Symmetry};
use dlx_sudoku::sudoku::logic::Difficulty;
use dlx_sudoku::sudoku::Solver;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::{printed, value_error};

/// A generated puzzle: `puzzle` (81 characters, `.` for blanks), its
/// `solution`, its SE ratings (`er`, `ep`, `ed`, `difficulty`, `hardest`)
/// and the `seed` that makes it again.
#[pyclass(frozen, module = "dlx_sudoku")]
pub struct Generated {
    #[pyo3(get)]
    puzzle: String,
    #[pyo3(get)]
    solution: String,
    #[pyo3(get)]
    er: f64,
    #[pyo3(get)]
    ep: f64,
    #[pyo3(get)]
    ed: f64,
    #[pyo3(get)]
    difficulty: &'static str,
    #[pyo3(get)]
    hardest: &'static str,
    #[pyo3(get)]
    seed: u64,
}

#[pymethods]
impl Generated {
    fn __repr__(&self) -> String {
        format!(
            "<Generated {} {} {}/{}/{} seed={}>",
            self.puzzle, self.difficulty, self.er, self.ep, self.ed, self.seed
        )
    }
}

/// An ER given as a number, in tenths, within 0 to 20.
fn tenths(value: f64, range: (f64, f64)) -> PyResult<u32> {
    if (0.0..=20.0).contains(&value) {
        Ok((value * 10.0).round() as u32)
    } else {
        Err(value_error(format!(
            "rating takes an ER range (MIN, MAX) with 0 <= MIN <= MAX <= 20, such as (4.0, \
             4.5); found ({}, {})",
            range.0, range.1
        )))
    }
}

/// A new puzzle with one solution, minimal and symmetric, of the difficulty
/// word or the ER range asked for; `seed` (random when left out) makes it
/// again on any platform.
#[pyfunction]
#[pyo3(signature = (*, difficulty = None, rating = None, symmetry = None, seed = None, max_clues = None, attempts = None))]
pub fn generate(
    py: Python<'_>,
    difficulty: Option<&str>,
    rating: Option<(f64, f64)>,
    symmetry: Option<&str>,
    seed: Option<u64>,
    max_clues: Option<usize>,
    attempts: Option<u32>,
) -> PyResult<Generated> {
    let mut options = generator::Options::default();
    if let Some(name) = difficulty.filter(|&name| name != "any") {
        options.difficulty = Some(Difficulty::from_name(name).ok_or_else(|| {
            let names: Vec<&str> = Difficulty::ALL.iter().map(|d| d.name()).collect();
            value_error(format!(
                "difficulty must be one of {}, any; found {name:?}",
                names.join(", ")
            ))
        })?);
    }
    if let Some((low, high)) = rating {
        let range = (tenths(low, (low, high))?, tenths(high, (low, high))?);
        if range.0 > range.1 {
            tenths(-1.0, (low, high))?;
        }
        options.rating = Some(range);
    }
    if difficulty.is_some() && rating.is_some() {
        return Err(value_error("give difficulty or rating, not both"));
    }
    if let Some(name) = symmetry {
        options.symmetry = Symmetry::from_name(name).ok_or_else(|| {
            value_error(format!(
                "symmetry must be one of {}; found {name:?}",
                Symmetry::names()
            ))
        })?;
    }
    options.max_clues = max_clues;
    if let Some(attempts) = attempts {
        options.attempts = attempts;
    }
    options.seed = seed.unwrap_or_else(clock_seed);
    let generated = py
        .detach(|| generator::generate(&mut Solver::new(), &options))
        .map_err(|e| match e {
            GenerateError::GaveUp { .. } => PyRuntimeError::new_err(e.message()),
            _ => value_error(e.message()),
        })?;
    let r = generated.rating;
    Ok(Generated {
        puzzle: generated.puzzle.to_line('.'),
        solution: generated.solution.to_line('0'),
        er: printed(r.rating),
        ep: printed(r.pearl),
        ed: printed(r.diamond),
        difficulty: r.difficulty.name(),
        hardest: r.hardest.name(),
        seed: options.seed,
    })
}

/// A seed from the clock, mixed so that calls close in time get unrelated seeds.
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    Rng::new(nanos).next_u64()
}
