//! The neighbourhood search: hard puzzles found as the forum finds them,
//! near known hard puzzles rather than dug from random grids.
//!
//! Digging random grids almost never reaches ER 9.5 (nothing in a million
//! attempts), while the puzzles next to a hard puzzle are often hard too. A
//! search is a number of independent *walks*. Walk `k` starts from a seed
//! puzzle drawn by its own random numbers (from the search's seed and `k`)
//! and takes a fixed number of *attempts*; an attempt is one move from the
//! current puzzle, then its rating:
//!
//! - **add** a clue (the solution's digit in an empty cell), **remove** one
//!   (then clues drawn at random until one solution is left) or **move** one
//!   (taken out, a digit put in another cell); a move that leaves no
//!   solution or several is drawn again (Dancing Links, counting to 2);
//! - the result is made **minimal**: its clues, in a random order, are taken
//!   out while one solution is left;
//! - it is **rated** by SE's path ([`logic::rate_path_within`], the code
//!   `rate` uses), within a time budget so that one slow candidate cannot
//!   stall the search (a cut rating is dropped, not guessed);
//! - the walk **climbs**: it moves to the candidate when the candidate is
//!   no farther from the ER range than the current puzzle (0 inside it), so
//!   it goes up towards the range and then wanders inside it;
//! - the first candidate inside the range (and within `max_clues`) whose
//!   minlex form is not a seed's is **found**, and ends the walk: one
//!   puzzle a walk, so that the puzzles of a search are not all neighbours
//!   of one another.
//!
//! Walks share nothing, so the puzzles found depend on the seed, the seeds
//! and the options alone, not on the number of threads that run the walks,
//! as long as no rating reaches the time budget (which depends on the
//! machine and its load): [`Tally::cut`] counts those.
//!
//! For native builds: the time budget reads std's clock and the walks run
//! on threads, neither of which the wasm build has (it compiles there, for
//! the command line's test build, but is never called).

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::{Generated, Rng};
use crate::sudoku::canon::Minlexer;
use crate::sudoku::logic::{self, Unrated};
use crate::sudoku::{Grid, Solver, CELLS};

/// Attempts a walk takes at most: long enough to climb from a seed into the
/// range and look around there, short enough that many seeds are tried and
/// that `--jobs` threads get walks to share.
pub const WALK_ATTEMPTS: u32 = 40;

/// Draws of a move before the attempt is given up (a move that leaves
/// several solutions or none is drawn again).
const MOVE_DRAWS: u32 = 200;

/// Clues a remove move may add back before it is drawn again.
const REFILLS: u32 = 8;

/// The seed puzzles of a search and their minlex forms.
pub struct Seeds {
    puzzles: Vec<Grid>,
    forms: HashSet<Grid>,
}

impl Seeds {
    /// The seeds from text, one puzzle a line (81 cells, `.` or `0` for a
    /// blank; blank lines and lines starting with `#` are skipped). Every
    /// puzzle must have one solution; `what` names the text in errors.
    pub fn parse(solver: &mut Solver, text: &str, what: &str) -> Result<Seeds, String> {
        let mut puzzles = Vec::new();
        let mut minlexer = Minlexer::new();
        let mut forms = HashSet::new();
        for (number, line) in (1u64..).zip(text.lines()) {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = |why: &str| format!("{what}, line {number}: {why}");
            let cells = line.get(..CELLS).filter(|_| line.is_char_boundary(CELLS));
            let grid = cells
                .and_then(|cells| Grid::from_text(cells).ok())
                .ok_or_else(|| bad("not a puzzle of 81 cells"))?;
            if solver.count_solutions(&grid, 2) != Ok(1) {
                return Err(bad("the puzzle has no solution or several"));
            }
            forms.insert(minlexer.minlex(&grid));
            puzzles.push(grid);
        }
        if puzzles.is_empty() {
            return Err(format!("{what}: no seed puzzle"));
        }
        Ok(Seeds { puzzles, forms })
    }

    /// The number of seed puzzles.
    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    /// Whether there is none (never, once parsed).
    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    /// Whether `form` (a minlex form) is a seed's.
    pub fn has_form(&self, form: &Grid) -> bool {
        self.forms.contains(form)
    }
}

/// What a search looks for.
#[derive(Clone, Copy, Debug)]
pub struct Search {
    /// The ER range, in tenths, both ends included.
    pub low: u32,
    /// See `low`.
    pub high: u32,
    /// At most this many givens; `None` for no limit.
    pub max_clues: Option<usize>,
    /// The search's seed: with the walk's number, each walk's random numbers.
    pub seed: u64,
    /// The time one candidate's rating may take.
    pub budget: Duration,
}

/// Figures shared by the walks of a search, for its progress line.
#[derive(Default, Debug)]
pub struct Tally {
    /// Candidates rated (or cut).
    pub attempts: AtomicU64,
    /// Ratings cut by the time budget.
    pub cut: AtomicU64,
    /// The highest ER met, in tenths.
    pub best: AtomicU32,
    /// Puzzles found (before the search drops isomorphs found by two walks).
    pub found: AtomicU64,
    /// Set to stop every walk at its next attempt.
    pub stop: AtomicBool,
}

/// A puzzle a walk found, with its minlex form.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    /// The puzzle, its solution and ratings; `seed` is the search's.
    pub generated: Generated,
    /// Its minlex form.
    pub form: Grid,
}

/// How far an ER is from the range, in tenths (0 inside it).
fn distance(er: u32, search: &Search) -> u32 {
    if er < search.low {
        search.low - er
    } else {
        er.saturating_sub(search.high)
    }
}

/// The random numbers of walk `walk` of a search seeded `seed`: both mixed,
/// so that walks of one search and searches of nearby seeds draw unrelated
/// streams.
fn walk_rng(seed: u64, walk: u64) -> Rng {
    let mixed = Rng::new(walk).next_u64() ^ seed;
    Rng::new(Rng::new(mixed).next_u64())
}

/// Runs walk `walk` of a search for `attempts` attempts at most (fewer when
/// `tally.stop` is set); the puzzle it found, if any: new (no seed's
/// isomorph), minimal, with one solution and in the range.
pub fn walk(
    solver: &mut Solver,
    seeds: &Seeds,
    search: &Search,
    walk: u64,
    attempts: u32,
    tally: &Tally,
) -> Option<Found> {
    solver.reset_order();
    let mut rng = walk_rng(search.seed, walk);
    let mut minlexer = Minlexer::new();
    let start = seeds.puzzles[rng.below(seeds.len() as u32) as usize];
    // Parsed seeds have one solution.
    let solution = solver.solve(&start).ok()??;
    let mut current = Current {
        puzzle: start,
        solution,
        // The seed's own rating is not spent on: the first candidate rated
        // becomes the current puzzle.
        distance: None,
    };
    for _ in 0..attempts {
        if tally.stop.load(Ordering::Relaxed) {
            break;
        }
        let Some((candidate, solution)) = neighbour(solver, &current, &mut rng) else {
            continue;
        };
        tally.attempts.fetch_add(1, Ordering::Relaxed);
        // A budget past the clock's range is none.
        let rated = match Instant::now().checked_add(search.budget) {
            Some(deadline) => logic::rate_path_within(solver, &candidate, deadline),
            None => logic::rate_path(solver, &candidate).map_err(Unrated::Outcome),
        };
        let rating = match rated {
            Ok(path) => path.rating,
            Err(Unrated::Deadline) => {
                tally.cut.fetch_add(1, Ordering::Relaxed);
                continue;
            }
            Err(Unrated::Outcome(_)) => continue, // one solution was checked: never here
        };
        let er = rating.tenths()[0];
        tally.best.fetch_max(er, Ordering::Relaxed);
        let d = distance(er, search);
        let fits = d == 0 && search.max_clues.map_or(true, |k| candidate.givens() <= k);
        if fits {
            let form = minlexer.minlex(&candidate);
            if !seeds.has_form(&form) {
                tally.found.fetch_add(1, Ordering::Relaxed);
                return Some(Found {
                    generated: Generated {
                        puzzle: candidate,
                        solution,
                        rating,
                        seed: search.seed,
                    },
                    form,
                });
            }
        }
        if current.distance.map_or(true, |c| d <= c) {
            current = Current {
                puzzle: candidate,
                solution,
                distance: Some(d),
            };
        }
    }
    None
}

/// Where a walk stands.
struct Current {
    puzzle: Grid,
    solution: Grid,
    /// Its distance to the range, once rated.
    distance: Option<u32>,
}

/// A minimal puzzle with one solution one move away from the current one,
/// and its solution; `None` when no move drawn gave one.
fn neighbour(solver: &mut Solver, current: &Current, rng: &mut Rng) -> Option<(Grid, Grid)> {
    for _ in 0..MOVE_DRAWS {
        let moved = match rng.below(3) {
            0 => Some(add(&current.puzzle, &current.solution, rng)),
            1 => remove(solver, &current.puzzle, rng),
            _ => relocate(solver, &current.puzzle, rng),
        };
        let Some(moved) = moved else { continue };
        let puzzle = minimize(solver, moved, rng);
        if puzzle == current.puzzle {
            continue;
        }
        if let Ok(Some(solution)) = solver.solve(&puzzle) {
            return Some((puzzle, solution));
        }
    }
    None
}

/// The cells of `puzzle` that hold (`given`) or lack a clue.
fn cells_where(puzzle: &Grid, given: bool) -> Vec<usize> {
    (0..CELLS)
        .filter(|&c| (puzzle.get(c) != 0) == given)
        .collect()
}

/// A random element of a list; `None` when it is empty.
fn pick(cells: &[usize], rng: &mut Rng) -> Option<usize> {
    cells.get(rng.below(cells.len() as u32) as usize).copied()
}

/// The digits no clue of a cell's row, column or box holds, as bits 1-9.
fn free_digits(puzzle: &Grid, cell: usize) -> u16 {
    let mut used = 0u16;
    for other in 0..CELLS {
        if crate::sudoku::shares_unit(cell, other) {
            used |= 1 << puzzle.get(other);
        }
    }
    !used & 0x3FE
}

/// A random digit no clue around `cell` holds, if any.
fn free_digit(puzzle: &Grid, cell: usize, rng: &mut Rng) -> Option<u8> {
    let free = free_digits(puzzle, cell);
    let n = free.count_ones();
    if n == 0 {
        return None;
    }
    let mut k = rng.below(n);
    (1..=9u8).find(|&d| {
        if free & (1 << d) == 0 {
            return false;
        }
        let hit = k == 0;
        k = k.saturating_sub(1);
        hit
    })
}

fn unique(solver: &mut Solver, puzzle: &Grid) -> bool {
    solver.count_solutions(puzzle, 2) == Ok(1)
}

/// The solution's digit put into an empty cell: one solution still.
fn add(puzzle: &Grid, solution: &Grid, rng: &mut Rng) -> Grid {
    let mut added = *puzzle;
    if let Some(cell) = pick(&cells_where(puzzle, false), rng) {
        added.set(cell, solution.get(cell));
    }
    added
}

/// A clue taken out, then random clues put in until one solution is left.
fn remove(solver: &mut Solver, puzzle: &Grid, rng: &mut Rng) -> Option<Grid> {
    let mut removed = *puzzle;
    removed.set(pick(&cells_where(puzzle, true), rng)?, 0);
    for _ in 0..REFILLS {
        match solver.count_solutions(&removed, 2) {
            Ok(1) => return Some(removed),
            Ok(0) | Err(_) => return None,
            Ok(_) => {}
        }
        let cell = pick(&cells_where(&removed, false), rng)?;
        removed.set(cell, free_digit(&removed, cell, rng)?);
    }
    unique(solver, &removed).then_some(removed)
}

/// A clue taken out and a random digit put into another empty cell.
fn relocate(solver: &mut Solver, puzzle: &Grid, rng: &mut Rng) -> Option<Grid> {
    let mut moved = *puzzle;
    let from = pick(&cells_where(puzzle, true), rng)?;
    moved.set(from, 0);
    let empty: Vec<usize> = cells_where(&moved, false)
        .into_iter()
        .filter(|&c| c != from)
        .collect();
    // A full grid as seed has no other empty cell.
    let to = pick(&empty, rng)?;
    moved.set(to, free_digit(&moved, to, rng)?);
    unique(solver, &moved).then_some(moved)
}

/// `puzzle` (one solution) made minimal: its clues, in a random order, taken
/// out while one solution is left. A clue that cannot go at some point
/// cannot go from any smaller puzzle either, so one pass is enough.
fn minimize(solver: &mut Solver, puzzle: Grid, rng: &mut Rng) -> Grid {
    let mut order = cells_where(&puzzle, true);
    rng.shuffle(&mut order);
    let mut minimal = puzzle;
    for cell in order {
        let digit = minimal.get(cell);
        minimal.set(cell, 0);
        if !unique(solver, &minimal) {
            minimal.set(cell, digit);
        }
    }
    minimal
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_is_zero_inside_the_range() {
        let search = Search {
            low: 95,
            high: 120,
            max_clues: None,
            seed: 0,
            budget: Duration::from_secs(1),
        };
        assert_eq!(distance(95, &search), 0);
        assert_eq!(distance(120, &search), 0);
        assert_eq!(distance(90, &search), 5);
        assert_eq!(distance(123, &search), 3);
    }

    #[test]
    fn free_digits_leave_out_the_neighbours_clues() {
        let mut grid = Grid::empty();
        grid.set(1, 3); // same row as cell 0
        grid.set(9, 5); // same column
        grid.set(20, 7); // same box
        grid.set(80, 9); // elsewhere
        assert_eq!(free_digits(&grid, 0), 0x3FE & !(1 << 3 | 1 << 5 | 1 << 7));
    }
}
