//! The puzzle generator: unique, minimal, symmetric puzzles of a chosen
//! difficulty, reproducible from a seed.
//!
//! One attempt:
//!
//! 1. **A random solved grid**: the Dancing Links search with every item's
//!    options in a random order ([`Solver::solve_ranked`]), so grids are
//!    spread over all grids, not one template with relabelled digits.
//! 2. **Digging**: the orbits of the symmetry (see [`Symmetry::orbit`]) are
//!    taken out in a random order, each removal kept only when the puzzle
//!    still has one solution: naked and hidden singles that fill the grid
//!    prove it at once (while they do, it is enough that the orbit's cells
//!    come back as singles), otherwise one Dancing Links search decides, with
//!    the solved grid's options ranked last in every item, so that the first
//!    solution found is the solved grid only when there is no other (the
//!    classic count with limit 2, usually with less search; see
//!    [`Solver::rank_options`]). For an easy target a removal is also refused
//!    when the singles no longer fill the grid (the *cap*, below).
//! 3. **Checks**: at most `max_clues` givens; the ER asked for (a word's
//!    range or a range of its own, by SE's path: [`logic::rate_up_to`]
//!    stops as soon as a step is rated above the range); minimal (no orbit
//!    can be taken out with one solution left); then the ratings by
//!    [`logic::rate`].
//!
//! An attempt that fails a check is dropped and the next one starts, the
//! random numbers going on, until one passes or the attempt budget is spent.
//! For targets above easy each solved grid is dug several times, in other
//! orders (see [`Tuning`]): a new order finds another minimal puzzle of the
//! same grid for the price of the digging alone.
//!
//! **Why digging gives minimal puzzles.** Taking givens out never removes
//! solutions. An orbit whose removal left several solutions at some point of
//! the digging leaves several from every later (smaller) puzzle too, so one
//! refusal proves that it can never go. Only an orbit refused by the cap
//! (the hidden singles stalled, so its removal may have left one solution) is tried
//! again on the final puzzle: if it can go there, the attempt fails, as
//! every smaller puzzle is then not easy or not unique. Debug builds (and
//! the tests, with an independent counter) check every orbit of every
//! returned puzzle again.
//!
//! **Why the cap for easy targets.** Easy is ER 1.5 at most: hidden singles
//! alone fill the grid. A puzzle with more givens has fewer candidates, so
//! hidden singles fill it whenever they fill a puzzle with fewer givens: an
//! easy minimal puzzle is reached through easy puzzles only, and refusing
//! removals that stop being easy loses none of them. The singles cost
//! microseconds, so easy digging needs no search until the final checks.
//! Other ranges are not capped while digging (SE's path of a puzzle with
//! more givens can be harder, so a cap would lose puzzles); they dig freely
//! and rate the result.

pub mod neighbourhood;
mod singles;
mod symmetry;

pub use super::random::Rng;
pub use symmetry::{Orbit, Symmetry};

use super::logic::{self, tenths, Difficulty, Rating};
use super::{cell_digit, Grid, Solver, OPTIONS};
use crate::Text;
use singles::{forced_back, singles_solve};

/// Attempts (diggings) before [`generate`] gives up, by default: a few
/// seconds. Generous: without `max_clues`, the rarest combination measured
/// (extreme with full symmetry) needs about 150 on average, most need under 20.
pub const DEFAULT_ATTEMPTS: u32 = 5_000;

/// The most attempts [`generate`] accepts: twenty times the default, a few
/// minutes at worst (about 1.3 ms an attempt with a tight clue limit, 4 ms
/// with an extreme rating range). More is refused
/// ([`GenerateError::TooManyAttempts`]) rather than clamped: a caller asking
/// for days of digging is told so at once.
pub const MAX_ATTEMPTS: u32 = 100_000;

/// The fewest givens a Sudoku with one solution can have (McGuire, Tugemann
/// and Civario, "There is no 16-clue Sudoku", 2012).
pub const MIN_CLUES: usize = 17;

/// What to generate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Options {
    /// The difficulty word (its ER range, see [`Difficulty::tenths_range`]);
    /// `None` for any.
    pub difficulty: Option<Difficulty>,
    /// An ER range in tenths, both ends included (`(40, 45)` for 4.0 to
    /// 4.5); it takes the place of `difficulty` when both are given.
    pub rating: Option<(u32, u32)>,
    /// The symmetry of the pattern of givens.
    pub symmetry: Symmetry,
    /// The seed of the random numbers: the same seed and options give the
    /// same puzzle on every platform.
    pub seed: u64,
    /// At most this many givens; `None` for no limit. Minimal puzzles have
    /// 20 to 30 givens without symmetry, more with larger orbits.
    pub max_clues: Option<usize>,
    /// Attempts before giving up ([`DEFAULT_ATTEMPTS`]).
    pub attempts: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            difficulty: None,
            rating: None,
            symmetry: Symmetry::None,
            seed: 0,
            max_clues: None,
            attempts: DEFAULT_ATTEMPTS,
        }
    }
}

impl Options {
    /// The ER range asked for, in tenths: `rating`, else the word's range.
    pub fn target(&self) -> Option<(u32, u32)> {
        self.rating
            .or_else(|| self.difficulty.map(Difficulty::tenths_range))
    }

    /// The options in words, for messages: `difficulty hard, symmetry
    /// rotational, at most 24 clues` or `rating 4.0 to 4.5, ...`.
    pub fn describe(&self) -> String {
        let t = match self.rating {
            Some((low, high)) => {
                let t = tenths(Text::new().s("rating "), low).s(" to ");
                tenths(t, high)
            }
            None => Text::new()
                .s("difficulty ")
                .s(self.difficulty.map_or("any", Difficulty::name)),
        };
        let t = t.s(", symmetry ").s(self.symmetry.name());
        match self.max_clues {
            Some(k) => t.s(", at most ").n(k as u64).s(" clues").0,
            None => t.0,
        }
    }
}

/// A generated puzzle.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Generated {
    /// The puzzle: one solution, minimal, symmetric, of the difficulty asked for.
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// Its difficulty and rating, as [`logic::rate`] gives them.
    pub rating: Rating,
    /// The seed it was generated from.
    pub seed: u64,
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GenerateError {
    /// `max_clues` is below [`MIN_CLUES`]: no such puzzle exists.
    TooFewClues {
        /// The limit asked for.
        max_clues: usize,
    },
    /// `attempts` is above [`MAX_ATTEMPTS`].
    TooManyAttempts {
        /// The attempts asked for.
        attempts: u32,
    },
    /// The attempt budget ran out first.
    GaveUp {
        /// The attempts made.
        attempts: u32,
        /// The options asked for.
        options: Options,
    },
}

impl GenerateError {
    /// The message for the user.
    pub fn message(&self) -> String {
        match self {
            GenerateError::TooFewClues { max_clues } => {
                Text::new()
                    .s("no puzzle with at most ")
                    .n(*max_clues as u64)
                    .s(" clues exists: a Sudoku with one solution has at least 17")
                    .0
            }
            GenerateError::TooManyAttempts { attempts } => {
                Text::new()
                    .s("attempts must be at most ")
                    .n(u64::from(MAX_ATTEMPTS))
                    .s(", found ")
                    .n(u64::from(*attempts))
                    .0
            }
            GenerateError::GaveUp { attempts, options } => {
                Text::new()
                    .s("no puzzle found in ")
                    .n(u64::from(*attempts))
                    .s(" attempts for ")
                    .s(&options.describe())
                    .s(
                        " (such puzzles are rare or do not exist: allow more clues, or choose \
                        another symmetry or difficulty)",
                    )
                    .0
            }
        }
    }
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for GenerateError {}

/// How the attempts are spent. Public for experiments and the benchmark; the
/// defaults ([`Tuning::for_target`]) are what [`generate`] uses.
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Tuning {
    /// Dig under the target's difficulty cap (see the module comment).
    pub capped: bool,
    /// Diggings of each solved grid, in different orders.
    pub digs_per_grid: u32,
}

impl Tuning {
    /// The tuning [`generate`] uses for a target difficulty: the cap for
    /// easy only; several diggings of each grid for the rarer targets. Chosen
    /// by instructions per puzzle (callgrind, 60 to 200 puzzles each, no
    /// symmetry; wall time on the shared machine was too noisy): easy 7.0
    /// million capped against 8.7 free; medium 21.5 free with two diggings a
    /// grid, 24.7 with one, 23.7 capped; hard 64 with two or four, 75 with
    /// one, 70 capped; expert 37 free, 54 capped; extreme 24 to 28.
    pub fn for_target(target: Option<(u32, u32)>) -> Tuning {
        let (capped, digs_per_grid) = match target {
            None => (false, 1),
            Some((_, high)) if high <= EASY_MAX => (true, 1),
            Some((_, high)) if high <= 25 => (false, 2),
            Some(_) => (false, 4),
        };
        Tuning {
            capped,
            digs_per_grid,
        }
    }
}

/// Generates one puzzle. The same options give the same puzzle. Refuses
/// more than [`MAX_ATTEMPTS`] attempts.
pub fn generate(solver: &mut Solver, options: &Options) -> Result<Generated, GenerateError> {
    if options.attempts > MAX_ATTEMPTS {
        return Err(GenerateError::TooManyAttempts {
            attempts: options.attempts,
        });
    }
    generate_tuned(solver, options, Tuning::for_target(options.target())).0
}

/// [`generate`] with another [`Tuning`] (experiments and the benchmark).
#[doc(hidden)]
pub fn generate_tuned(
    solver: &mut Solver,
    options: &Options,
    tuning: Tuning,
) -> (Result<Generated, GenerateError>, Stats) {
    if let Some(max_clues) = options.max_clues {
        if max_clues < MIN_CLUES {
            return (
                Err(GenerateError::TooFewClues { max_clues }),
                Stats::default(),
            );
        }
    }
    let mut digger = Digger {
        solver,
        solution: Grid::empty(),
        rng: Rng::new(options.seed),
        orbits: options.symmetry.orbits(),
        target: options.target(),
        easy_cap: tuning.capped && options.target().is_some_and(|(_, high)| high <= EASY_MAX),
        stats: Stats::default(),
    };
    let mut found = None;
    while found.is_none() && digger.stats.attempts < options.attempts {
        if digger.stats.attempts % tuning.digs_per_grid.max(1) == 0 {
            digger.solver.reset_order();
            let solution = digger.random_solution();
            digger.solution = solution;
            // The solution's options last: a first solution other than it
            // proves a puzzle has several (see `Solver::rank_options`).
            digger.solver.rank_options(|option| {
                let (cell, digit) = cell_digit(option);
                solution.get(cell) == digit
            });
        }
        digger.stats.attempts += 1;
        found = digger.attempt(options.max_clues);
    }
    digger.solver.reset_order();
    let result = match found {
        Some((puzzle, rating)) => Ok(Generated {
            puzzle,
            solution: digger.solution,
            rating,
            seed: options.seed,
        }),
        None => Err(GenerateError::GaveUp {
            attempts: digger.stats.attempts,
            options: *options,
        }),
    };
    (result, digger.stats)
}

/// A random solved grid: the search with each item's options in a random
/// order (a random rank for each of the 729 options), so any grid can come
/// out, though not all equally often.
pub fn random_grid(solver: &mut Solver, rng: &mut Rng) -> Grid {
    let mut rank = [0u16; OPTIONS];
    for (option, r) in rank.iter_mut().enumerate() {
        *r = option as u16;
    }
    rng.shuffle(&mut rank);
    match solver.solve_ranked(&Grid::empty(), |option| rank[option]) {
        Ok(Some(grid)) => grid,
        // The empty grid has solutions and no clash.
        _ => unreachable!("the empty grid has a solution"),
    }
}

/// Counters of what the attempts met (experiments).
#[doc(hidden)]
#[derive(Clone, Copy, Default, Debug)]
pub struct Stats {
    /// Attempts made (diggings).
    pub attempts: u32,
    /// Attempts whose puzzle had too many givens.
    pub too_many_clues: u32,
    /// Attempts whose puzzle was not minimal (capped digging only).
    pub not_minimal: u32,
    /// Attempts whose puzzle was easier than the target.
    pub too_easy: u32,
    /// Attempts whose puzzle was harder than the target.
    pub too_hard: u32,
}

/// Why an orbit stays in the puzzle.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Refusal {
    /// Its removal left several solutions: it can never go (see the module comment).
    NotUnique,
    /// Its removal left a puzzle above the difficulty cap, which may or may
    /// not have one solution: to check again on the final puzzle.
    AboveCap,
}

struct Digger<'a> {
    solver: &'a mut Solver,
    /// The solved grid being dug; its options are ranked last.
    solution: Grid,
    rng: Rng,
    orbits: Vec<Orbit>,
    /// The ER range asked for, in tenths.
    target: Option<(u32, u32)>,
    /// Refuse removals after which hidden singles no longer fill the grid.
    easy_cap: bool,
    stats: Stats,
}

impl Digger<'_> {
    fn random_solution(&mut self) -> Grid {
        random_grid(self.solver, &mut self.rng)
    }

    /// Digs `solution` in a random order of orbits; the puzzle and its rating
    /// when it passes every check.
    fn attempt(&mut self, max_clues: Option<usize>) -> Option<(Grid, Rating)> {
        let solution = self.solution;
        let mut order: Vec<usize> = (0..self.orbits.len()).collect();
        self.rng.shuffle(&mut order);
        let mut puzzle = solution;
        let mut recheck = Vec::new();
        // Whether the singles still fill the puzzle: once they do not, they
        // fill none of the smaller ones either, and are not tried again.
        let mut singles = true;
        // Givens that stay whatever comes next: the refused orbits.
        let mut staying = 0;
        for &k in &order {
            let orbit = self.orbits[k];
            for cell in orbit.iter() {
                puzzle.set(cell, 0);
            }
            if let Err(refusal) = self.keeps(&puzzle, &orbit, &mut singles) {
                for cell in orbit.iter() {
                    puzzle.set(cell, solution.get(cell));
                }
                if refusal == Refusal::AboveCap {
                    recheck.push(k);
                }
                staying += orbit.cells().len();
                if max_clues.is_some_and(|m| staying > m) {
                    // Too many givens already: the rest of the digging is moot.
                    break;
                }
            }
        }
        if max_clues.is_some_and(|k| puzzle.givens() > k) {
            self.stats.too_many_clues += 1;
            return None;
        }
        let mut rated = None;
        if let Some((low, high)) = self.target {
            match logic::rate_up_to(self.solver, &puzzle, high) {
                Some(rating) if rating.tenths()[0] >= low => rated = Some(rating),
                Some(_) => {
                    self.stats.too_easy += 1;
                    return None;
                }
                None => {
                    self.stats.too_hard += 1;
                    return None;
                }
            }
        }
        // Orbits refused for the cap must still be refused for uniqueness by
        // the final puzzle.
        for &k in &recheck {
            if self.removable(&puzzle, k) {
                self.stats.not_minimal += 1;
                return None;
            }
        }
        debug_assert!(
            self.orbits
                .clone()
                .iter()
                .enumerate()
                .all(|(k, orbit)| puzzle.get(usize::from(orbit.cells()[0])) == 0
                    || !self.removable(&puzzle, k)),
            "not minimal: {puzzle}"
        );
        let rating = match rated {
            Some(rating) => rating,
            None => logic::rate(self.solver, &puzzle).ok()?,
        };
        Some((puzzle, rating))
    }

    /// Whether a puzzle of givens of the solution has no other solution: with
    /// the solution's options ranked last (set per grid), the first solution
    /// found is the solution only then.
    fn unique(&mut self, puzzle: &Grid) -> bool {
        self.solver.solve(puzzle) == Ok(Some(self.solution))
    }

    /// Whether the orbit `k` (all given) can be taken out of `puzzle` with one
    /// solution left.
    fn removable(&mut self, puzzle: &Grid, k: usize) -> bool {
        let mut smaller = *puzzle;
        for cell in self.orbits[k].iter() {
            smaller.set(cell, 0);
        }
        singles_solve(&smaller, true) || self.unique(&smaller)
    }

    /// Whether `puzzle` may stay as the digging goes on: one solution, and
    /// easy under the easy cap. `singles` says whether the singles filled
    /// the puzzle before this removal; it turns false when a puzzle they do
    /// not fill is kept.
    fn keeps(&mut self, puzzle: &Grid, orbit: &Orbit, singles: &mut bool) -> Result<(), Refusal> {
        // Singles that fill the grid prove one solution (hidden singles
        // alone keep it easy). While they filled the puzzle before the
        // removal, the orbit's cells coming back as singles shows they
        // still do.
        let naked = !self.easy_cap;
        if *singles
            && (forced_back(puzzle, orbit.cells(), &self.solution, naked)
                || singles_solve(puzzle, naked))
        {
            return Ok(());
        }
        if self.easy_cap {
            // Not easy: above the cap, unique or not (no search spent here).
            return Err(Refusal::AboveCap);
        }
        if !self.unique(puzzle) {
            return Err(Refusal::NotUnique);
        }
        *singles = false;
        Ok(())
    }
}

/// The highest ER of easy, in tenths.
const EASY_MAX: u32 = Difficulty::Easy.tenths_range().1;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_puzzle() {
        let mut solver = Solver::new();
        let options = Options {
            seed: 12_345,
            ..Options::default()
        };
        let a = generate(&mut solver, &options).unwrap();
        let b = generate(&mut Solver::new(), &options).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.seed, 12_345);
        let c = generate(
            &mut solver,
            &Options {
                seed: 12_346,
                ..options
            },
        )
        .unwrap();
        assert_ne!(a.puzzle, c.puzzle);
        assert_eq!(solver.solve(&a.puzzle).unwrap(), Some(a.solution));
    }

    #[test]
    fn impossible_and_unlucky_requests_are_errors_with_messages() {
        let mut solver = Solver::new();
        let options = Options {
            max_clues: Some(16),
            ..Options::default()
        };
        let e = generate(&mut solver, &options).unwrap_err();
        assert_eq!(e, GenerateError::TooFewClues { max_clues: 16 });
        assert_eq!(
            e.message(),
            "no puzzle with at most 16 clues exists: a Sudoku with one solution has at least 17"
        );
        let options = Options {
            difficulty: Some(Difficulty::Hard),
            symmetry: Symmetry::Full,
            max_clues: Some(17),
            attempts: 3,
            ..Options::default()
        };
        let e = generate(&mut solver, &options).unwrap_err();
        assert_eq!(
            e,
            GenerateError::GaveUp {
                attempts: 3,
                options
            }
        );
        assert_eq!(
            e.message(),
            "no puzzle found in 3 attempts for difficulty hard, symmetry full, at most 17 clues \
             (such puzzles are rare or do not exist: allow more clues, or choose another \
             symmetry or difficulty)"
        );
        let none = Options {
            attempts: 0,
            ..Options::default()
        };
        assert!(matches!(
            generate(&mut solver, &none),
            Err(GenerateError::GaveUp { attempts: 0, .. })
        ));
    }
}
