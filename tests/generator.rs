//! The puzzle generator, checked apart from the engine that built it:
//! uniqueness, the solution and minimality by a plain backtracking counter
//! written here (bitmasks, no code shared with the library), the symmetry by
//! maps of the square written here, the difficulty by `logic::rate`.

use std::collections::HashSet;

use dlx_sudoku::sudoku::generator::{
    generate, generate_tuned, random_grid, GenerateError, Generated, Options, Rng, Symmetry, Tuning,
};
use dlx_sudoku::sudoku::logic::{rate, Difficulty};
use dlx_sudoku::{Grid, Solver};

// ------------------------------------------------------------------------------------
// The independent counter: backtracking over bitmasks, the open cell with the
// fewest digits first.
// ------------------------------------------------------------------------------------

type Cells = [u8; 81];

fn unit_of(cell: usize) -> [usize; 3] {
    let (r, c) = (cell / 9, cell % 9);
    [r, 9 + c, 18 + 3 * (r / 3) + c / 3]
}

struct Counter {
    cells: Cells,
    used: [u16; 27],
    found: usize,
    limit: usize,
    first: Option<Cells>,
}

impl Counter {
    fn search(&mut self) {
        let mut best: Option<(u32, usize, u16)> = None;
        for cell in 0..81 {
            if self.cells[cell] != 0 {
                continue;
            }
            let [a, b, c] = unit_of(cell);
            let free = !(self.used[a] | self.used[b] | self.used[c]) & 0x3FE;
            let n = free.count_ones();
            if best.map_or(true, |(m, _, _)| n < m) {
                best = Some((n, cell, free));
                if n <= 1 {
                    break;
                }
            }
        }
        let Some((_, cell, free)) = best else {
            self.found += 1;
            self.first.get_or_insert(self.cells);
            return;
        };
        for d in 1..=9u8 {
            if free & (1 << d) == 0 {
                continue;
            }
            let units = unit_of(cell);
            self.cells[cell] = d;
            for u in units {
                self.used[u] |= 1 << d;
            }
            self.search();
            for u in units {
                self.used[u] &= !(1 << d);
            }
            self.cells[cell] = 0;
            if self.found >= self.limit {
                return;
            }
        }
    }
}

/// The number of solutions up to `limit` and the first one; 0 when givens repeat.
fn count(grid: &Cells, limit: usize) -> (usize, Option<Cells>) {
    let mut counter = Counter {
        cells: *grid,
        used: [0; 27],
        found: 0,
        limit,
        first: None,
    };
    for (cell, &d) in grid.iter().enumerate() {
        if d != 0 {
            for u in unit_of(cell) {
                if counter.used[u] & (1 << d) != 0 {
                    return (0, None);
                }
                counter.used[u] |= 1 << d;
            }
        }
    }
    counter.search();
    (counter.found, counter.first)
}

// ------------------------------------------------------------------------------------
// Symmetries, written out again: the maps of each group on (row, column).
// ------------------------------------------------------------------------------------

/// A map of the grid onto itself, on (row, column).
type Map = fn(usize, usize) -> (usize, usize);

fn maps(symmetry: Symmetry) -> Vec<Map> {
    let id: Map = |r, c| (r, c);
    let half: Map = |r, c| (8 - r, 8 - c);
    let quarter: Map = |r, c| (c, 8 - r);
    let lr: Map = |r, c| (r, 8 - c);
    let tb: Map = |r, c| (8 - r, c);
    let diag: Map = |r, c| (c, r);
    let anti: Map = |r, c| (8 - c, 8 - r);
    match symmetry {
        Symmetry::None => vec![id],
        Symmetry::Rotational => vec![half],
        Symmetry::QuarterTurn => vec![quarter],
        Symmetry::Mirror => vec![lr],
        Symmetry::TopBottom => vec![tb],
        Symmetry::BothMirrors => vec![lr, tb],
        Symmetry::Diagonal => vec![diag],
        Symmetry::AntiDiagonal => vec![anti],
        Symmetry::BothDiagonals => vec![diag, anti],
        // Generators of the whole group: a quarter turn and a mirror.
        Symmetry::Full => vec![quarter, lr],
    }
}

/// The pattern of givens is mapped onto itself by each generator of the group.
fn is_symmetric(cells: &Cells, symmetry: Symmetry) -> bool {
    maps(symmetry).iter().all(|map| {
        (0..81).all(|cell| {
            let (r, c) = map(cell / 9, cell % 9);
            (cells[cell] != 0) == (cells[9 * r + c] != 0)
        })
    })
}

/// The orbit of a cell: the closure under the generators.
fn orbit(cell: usize, symmetry: Symmetry) -> Vec<usize> {
    let mut orbit = vec![cell];
    let mut i = 0;
    while i < orbit.len() {
        for map in maps(symmetry) {
            let (r, c) = map(orbit[i] / 9, orbit[i] % 9);
            if !orbit.contains(&(9 * r + c)) {
                orbit.push(9 * r + c);
            }
        }
        i += 1;
    }
    orbit
}

// ------------------------------------------------------------------------------------
// What every generated puzzle must be.
// ------------------------------------------------------------------------------------

fn check(solver: &mut Solver, options: &Options, generated: &Generated) {
    let label = format!("{} seed {}", options.describe(), options.seed);
    let puzzle = *generated.puzzle.cells();
    let (n, first) = count(&puzzle, 2);
    assert_eq!(n, 1, "{label}: {} solutions of {:?}", n, generated.puzzle);
    assert_eq!(
        first.as_ref(),
        Some(generated.solution.cells()),
        "{label}: the solution"
    );
    assert_eq!(generated.seed, options.seed, "{label}");
    assert!(is_symmetric(&puzzle, options.symmetry), "{label}: symmetry");
    // Minimal: each orbit of givens taken out leaves several solutions.
    let mut done = [false; 81];
    for cell in 0..81 {
        if puzzle[cell] == 0 || done[cell] {
            continue;
        }
        let mut smaller = puzzle;
        for c in orbit(cell, options.symmetry) {
            assert_ne!(puzzle[c], 0, "{label}: orbit of {cell} half given");
            smaller[c] = 0;
            done[c] = true;
        }
        assert!(
            count(&smaller, 2).0 >= 2,
            "{label}: the orbit of cell {cell} can go in {:?}",
            generated.puzzle
        );
    }
    let rating = rate(solver, &generated.puzzle).expect("rated");
    assert_eq!(rating, generated.rating, "{label}: rating");
    if let Some(d) = options.difficulty.filter(|_| options.rating.is_none()) {
        assert_eq!(rating.difficulty, d, "{label}: difficulty");
    }
    if let Some((low, high)) = options.target() {
        let er = rating.tenths()[0];
        assert!(low <= er && er <= high, "{label}: ER {er} tenths");
    }
    if let Some(k) = options.max_clues {
        assert!(generated.puzzle.givens() <= k, "{label}: clues");
    }
}

fn generate_checked(solver: &mut Solver, options: &Options) -> Generated {
    let generated = generate(solver, options)
        .unwrap_or_else(|e| panic!("{}: {}", options.describe(), e.message()));
    check(solver, options, &generated);
    generated
}

#[test]
fn each_difficulty_unique_minimal_and_rated_as_asked() {
    let mut solver = Solver::new();
    for (difficulty, n) in [
        (Difficulty::Easy, 10),
        (Difficulty::Medium, 10),
        (Difficulty::Hard, 6),
        (Difficulty::Expert, 6),
        (Difficulty::Extreme, 6),
    ] {
        let mut puzzles = HashSet::new();
        for seed in 0..n {
            let options = Options {
                difficulty: Some(difficulty),
                seed: 1000 + seed,
                ..Options::default()
            };
            puzzles.insert(generate_checked(&mut solver, &options).puzzle);
        }
        assert_eq!(puzzles.len(), n as usize, "{difficulty:?}: repeats");
    }
}

/// ER ranges of their own: every puzzle's ER lies in the range asked for.
#[test]
fn rating_ranges_are_kept() {
    let mut solver = Solver::new();
    for (range, n) in [((17, 20), 3), ((26, 30), 3), ((40, 45), 2)] {
        for seed in 0..n {
            let options = Options {
                rating: Some(range),
                seed: 500 + seed,
                ..Options::default()
            };
            generate_checked(&mut solver, &options);
        }
    }
}

#[test]
fn each_symmetry_holds() {
    let mut solver = Solver::new();
    for symmetry in Symmetry::ALL {
        for seed in [7, 8, 9, 10] {
            let options = Options {
                symmetry,
                seed,
                ..Options::default()
            };
            generate_checked(&mut solver, &options);
        }
    }
    // Every difficulty with a few symmetries.
    for difficulty in Difficulty::ALL {
        for symmetry in [
            Symmetry::Rotational,
            Symmetry::QuarterTurn,
            Symmetry::Mirror,
        ] {
            let options = Options {
                difficulty: Some(difficulty),
                symmetry,
                seed: 99,
                ..Options::default()
            };
            generate_checked(&mut solver, &options);
        }
    }
}

/// The tunings the benchmark compares (digging under each difficulty cap,
/// several diggings a grid) keep every guarantee.
#[test]
fn every_tuning_keeps_the_guarantees() {
    let mut solver = Solver::new();
    for difficulty in Difficulty::ALL {
        for (capped, digs_per_grid) in [(true, 1), (false, 1), (true, 3)] {
            for seed in 0..2 {
                let options = Options {
                    difficulty: Some(difficulty),
                    symmetry: if seed == 0 {
                        Symmetry::None
                    } else {
                        Symmetry::Rotational
                    },
                    seed,
                    ..Options::default()
                };
                let tuning = Tuning {
                    capped,
                    digs_per_grid,
                };
                let (generated, stats) = generate_tuned(&mut solver, &options, tuning);
                let generated = generated.unwrap_or_else(|e| panic!("{}", e.message()));
                assert!(stats.attempts >= 1);
                check(&mut solver, &options, &generated);
            }
        }
    }
}

#[test]
fn same_seed_same_puzzle_other_seed_other_puzzle() {
    let mut solver = Solver::new();
    let options = Options {
        difficulty: Some(Difficulty::Medium),
        symmetry: Symmetry::Rotational,
        seed: u64::MAX,
        ..Options::default()
    };
    let a = generate_checked(&mut solver, &options);
    // A fresh engine, and one that has done other work, give the same puzzle.
    let b = generate(&mut Solver::new(), &options).unwrap();
    solver.max_score(&Grid::empty());
    let c = generate(&mut solver, &options).unwrap();
    assert_eq!(a, b);
    assert_eq!(a, c);
    let mut seen = HashSet::new();
    for seed in 0..10 {
        let other = generate(&mut solver, &Options { seed, ..options }).unwrap();
        seen.insert(other.puzzle);
    }
    assert_eq!(seen.len(), 10);
    assert!(!seen.contains(&a.puzzle));
}

/// Puzzles pinned by seed: a change to the random numbers, the grids or the
/// digging shows up here (update the lines when the change is meant; the
/// Node tests pin the same ones, so the native and wasm builds agree). Only
/// targets that do not depend on the logic layer's catalogue are pinned (any
/// difficulty, and easy, which is singles alone): a technique added to a
/// level may change which puzzle a seed gives for the other levels.
#[test]
fn pinned_puzzles() {
    let mut solver = Solver::new();
    for (options, puzzle, rating) in pinned() {
        let generated = generate(&mut solver, &options).unwrap();
        assert_eq!(
            generated.puzzle.to_line('.'),
            puzzle,
            "{}",
            options.describe()
        );
        assert_eq!(generated.rating.difficulty.name(), rating);
    }
}

fn pinned() -> [(Options, &'static str, &'static str); 2] {
    let options = Options {
        seed: 42,
        ..Options::default()
    };
    [
        (
            options,
            // se-rate: 1.7/1.2/1.2 (a direct pointing), so "medium".
            ".7..8.2..6.....948..13.......2.4....9....68........7....9..3..1...9.....5.4..8.2.",
            "medium",
        ),
        (
            Options {
                seed: u64::MAX,
                difficulty: Some(Difficulty::Easy),
                symmetry: Symmetry::Mirror,
                ..options
            },
            ".4.2.7.1...56.39...........5...8...68..756..9...1.2.......6.....5.....4.3.95.47.8",
            "easy",
        ),
    ]
}

#[test]
fn max_clues_is_kept_or_refused() {
    let mut solver = Solver::new();
    let options = Options {
        max_clues: Some(23),
        seed: 5,
        ..Options::default()
    };
    generate_checked(&mut solver, &options);
    let options = Options {
        max_clues: Some(16),
        ..Options::default()
    };
    assert_eq!(
        generate(&mut solver, &options).unwrap_err().message(),
        "no puzzle with at most 16 clues exists: a Sudoku with one solution has at least 17"
    );
    let options = Options {
        max_clues: Some(17),
        symmetry: Symmetry::Full,
        attempts: 20,
        ..Options::default()
    };
    assert!(matches!(
        generate(&mut solver, &options),
        Err(GenerateError::GaveUp { attempts: 20, .. })
    ));
}

#[test]
fn random_grids_are_spread() {
    let mut solver = Solver::new();
    let mut rng = Rng::new(2024);
    let mut at = [[0u32; 10]; 2];
    let mut grids = HashSet::new();
    for _ in 0..200 {
        let grid = random_grid(&mut solver, &mut rng);
        let (n, _) = count(grid.cells(), 2);
        assert_eq!(n, 1, "{grid:?} is not a solved grid");
        at[0][usize::from(grid.get(0))] += 1;
        at[1][usize::from(grid.get(40))] += 1;
        grids.insert(grid);
    }
    assert_eq!(grids.len(), 200, "grids repeat");
    for (cell, counts) in [0, 40].iter().zip(at) {
        // Each digit 200 / 9 = 22.2 times on average; chi-square with 8
        // degrees of freedom below 26.1 (p = 0.001 for an even spread).
        let chi2: f64 = counts[1..]
            .iter()
            .map(|&n| (f64::from(n) - 200.0 / 9.0).powi(2) / (200.0 / 9.0))
            .sum();
        assert!(
            counts[1..].iter().all(|&n| n > 0) && chi2 < 26.1,
            "cell {cell}: {counts:?}, chi-square {chi2:.1}"
        );
    }
    // Not one grid with its digits relabelled: the pattern of where each
    // digit sits differs (compare the cells holding the digit of cell 0).
    let patterns: HashSet<Vec<usize>> = grids
        .iter()
        .map(|g| (0..81).filter(|&c| g.get(c) == g.get(0)).collect())
        .collect();
    assert!(patterns.len() > 190, "{} patterns", patterns.len());
}
