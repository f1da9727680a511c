//! A hint on a player's grid: a wrong entry, a lost candidate, or the next
//! step of SE's path.

use super::{next_step, TechniqueSet};
use crate::sudoku::logic::candidates::Candidates;
use crate::sudoku::logic::explain::{english, Arg, Explanation};
use crate::sudoku::logic::step::{cell, Step};
use crate::sudoku::{Grid, GridError, MarksError, Solver, CELLS};
use crate::Text;

/// What a hint tells a player.
#[derive(Clone, PartialEq, Debug)]
pub enum Hint {
    /// An entry differs from the solution: the first such cell (0-80).
    WrongEntry {
        /// The cell.
        cell: u8,
        /// What to tell the player.
        text: String,
        /// `text` as data (`wrong-entry`: the cell and the digit).
        explanation: Explanation,
    },
    /// A cell's remaining candidates leave out its digit in the solution.
    MissingCandidate {
        /// The cell.
        cell: u8,
        /// What to tell the player.
        text: String,
        /// `text` as data (`no-candidate` or `missing-candidate`: the cell).
        explanation: Explanation,
    },
    /// The next step of SE's path.
    Step(Step),
    /// The grid is complete and right.
    Solved,
}

/// Why no hint can be given.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HintError {
    /// The givens clash.
    Givens(GridError),
    /// The givens have no solution.
    NoSolution,
    /// The givens have more than one solution.
    Multiple,
    /// An entry sits on a given with another digit.
    EntryOnGiven(u8),
    /// Pencil marks with a cell without a candidate or a digit without a place.
    Marks(MarksError),
}

impl HintError {
    /// The message for the player or the app.
    pub fn message(&self) -> String {
        match self {
            HintError::Givens(e) => e.message(),
            HintError::Marks(e) => e.message(),
            HintError::NoSolution => "no solution: the givens cannot be completed".into(),
            HintError::Multiple => {
                "the givens have more than one solution, so no hint is sure".into()
            }
            HintError::EntryOnGiven(c) => {
                cell(
                    Text::new().s("entries and givens overlap: "),
                    usize::from(*c),
                )
                .s(" is a given, so its entry must be 0")
                .0
            }
        }
    }
}

/// A hint on a player's grid: `givens` and `entries` (the player's digits,
/// 0 elsewhere) kept apart, and optionally the candidates the player has
/// left (`masks`, bit `d - 1` for digit `d`; cells without marks should hold
/// all digits, 0x1FF). A wrong entry comes first, then pencil marks that
/// lost the solution's digit, then the next step of SE's path from the
/// current state.
pub fn hint(
    solver: &mut Solver,
    givens: &Grid,
    entries: &Grid,
    masks: Option<&[u16; CELLS]>,
) -> Result<Hint, HintError> {
    if let Some(clash) = givens.first_clash() {
        return Err(HintError::Givens(clash));
    }
    let solution = match solver.solve_counting(givens, 2) {
        Ok((Some(s), 1)) => s,
        Ok((Some(_), _)) => return Err(HintError::Multiple),
        _ => return Err(HintError::NoSolution),
    };
    // Entries over givens are refused wherever they are, before any entry is judged.
    let overlaps = |c: usize| {
        let (given, entry) = (givens.get(c), entries.get(c));
        given != 0 && entry != 0 && entry != given
    };
    if let Some(c) = (0..CELLS).find(|&c| overlaps(c)) {
        return Err(HintError::EntryOnGiven(c as u8));
    }
    let mut board = *givens;
    for c in 0..CELLS {
        let (given, entry) = (givens.get(c), entries.get(c));
        if entry == 0 || given != 0 {
            continue;
        }
        if entry != solution.get(c) {
            let explanation = Explanation::new("wrong-entry")
                .with("digit", Arg::Digit(entry))
                .with("cell", Arg::Cell(c as u8));
            return Ok(Hint::WrongEntry {
                cell: c as u8,
                text: english(&explanation, false),
                explanation,
            });
        }
        board.set(c, entry);
    }
    if board.is_full() {
        return Ok(Hint::Solved);
    }
    let state = match masks {
        Some(masks) => Candidates::from_grid_and_masks(&board, masks),
        None => Candidates::from_grid(&board),
    };
    for c in 0..CELLS {
        if board.get(c) == 0 && !state.has(c, solution.get(c)) {
            // A cell emptied by its marks is said as such: the player sees no candidate there.
            let key = if state.mask(c) == 0 {
                "no-candidate"
            } else {
                "missing-candidate"
            };
            let explanation = Explanation::new(key).with("cell", Arg::Cell(c as u8));
            return Ok(Hint::MissingCandidate {
                cell: c as u8,
                text: english(&explanation, false),
                explanation,
            });
        }
    }
    match next_step(&state, TechniqueSet::ALL, solver) {
        Some(step) => Ok(Hint::Step(step)),
        // Unreachable for a unique puzzle with sound candidates: the search
        // step eliminates any wrong candidate. Said plainly all the same.
        None => Err(HintError::NoSolution),
    }
}
