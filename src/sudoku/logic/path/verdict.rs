//! What rating a puzzle or a pencil-mark state comes to, as every front end
//! (the command line's `rate` and `stats`, the Python module) reports it:
//! SE's ratings, a word for a state without them, or why it cannot be rated.

use std::time::{Duration, Instant};

use super::{rate_marks, rate_marks_within, MarksUnrated};
use super::{rate_path, rate_path_within, Outcome, PathRating, Unrated};
use crate::sudoku::{Grid, Marks, Puzzle, Solver};

/// A rating's verdict.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// SE's ratings and the techniques of its path.
    Rated(PathRating),
    /// No ratings: `none`, `multiple`, `solved` (a full grid: no path) or
    /// `timeout` (the budget ran out).
    Word(&'static str),
    /// Clashing givens, or pencil marks that contradict themselves or have
    /// no solution: an error, with its message.
    Clash(String),
}

/// The verdict on a puzzle or a pencil-mark state within `budget` (none: the
/// whole path; a budget past the clock's range, at most a day, is none).
pub fn verdict(solver: &mut Solver, puzzle: &Puzzle, budget: Option<Duration>) -> Verdict {
    let deadline = budget.and_then(|b| Instant::now().checked_add(b));
    match puzzle {
        Puzzle::Givens(grid) => verdict_of_grid(solver, grid, deadline),
        Puzzle::Marks(marks) => verdict_of_marks(solver, marks, deadline),
    }
}

fn verdict_of_grid(solver: &mut Solver, grid: &Grid, deadline: Option<Instant>) -> Verdict {
    if let Some(clash) = grid.first_clash() {
        return Verdict::Clash(clash.to_string());
    }
    if grid.is_full() {
        return Verdict::Word("solved");
    }
    let rated = match deadline {
        Some(deadline) => rate_path_within(solver, grid, deadline),
        None => rate_path(solver, grid).map_err(Unrated::Outcome),
    };
    match rated {
        Ok(path) => Verdict::Rated(path),
        Err(Unrated::Outcome(outcome)) => Verdict::Word(outcome.name()),
        Err(Unrated::Deadline) => Verdict::Word("timeout"),
    }
}

fn verdict_of_marks(solver: &mut Solver, marks: &Marks, deadline: Option<Instant>) -> Verdict {
    if let Some(e) = marks.contradiction() {
        return Verdict::Clash(e.to_string());
    }
    if marks.givens().is_full() {
        return Verdict::Word("solved");
    }
    let rated = match deadline {
        Some(deadline) => rate_marks_within(solver, marks, deadline),
        None => rate_marks(solver, marks),
    };
    match rated {
        Ok(path) => Verdict::Rated(path),
        Err(MarksUnrated::Broken(e)) => Verdict::Clash(e.to_string()),
        Err(MarksUnrated::Unrated(Unrated::Outcome(Outcome::NoSolution))) => {
            Verdict::Clash("no solution: no grid fits the pencil marks".to_string())
        }
        Err(MarksUnrated::Unrated(Unrated::Outcome(outcome))) => Verdict::Word(outcome.name()),
        Err(MarksUnrated::Unrated(Unrated::Deadline)) => Verdict::Word("timeout"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_clashes() {
        let mut solver = Solver::new();
        let clash = Puzzle::from_text(&format!("11{}", ".".repeat(79))).unwrap();
        assert!(matches!(
            verdict(&mut solver, &clash, None),
            Verdict::Clash(_)
        ));
        let empty = Puzzle::from_text(&".".repeat(81)).unwrap();
        assert!(matches!(
            verdict(&mut solver, &empty, None),
            Verdict::Word("multiple")
        ));
        // A solved grid (each row the one before shifted by three, then by one a band).
        let full: String = (0..81)
            .map(|i| {
                let (r, c) = (i / 9, i % 9);
                char::from(b'1' + ((r * 3 + r / 3 + c) % 9) as u8)
            })
            .collect();
        let full = Puzzle::from_text(&full).unwrap();
        assert!(matches!(
            verdict(&mut solver, &full, None),
            Verdict::Word("solved")
        ));
    }
}
