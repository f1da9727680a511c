//! The generator's checks.

use dlx_sudoku::sudoku::logic::{self, Difficulty};
use dlx_sudoku::Solver;

use super::{check_solution, reference_solutions, REFERENCE_NODES};

/// The generator on options drawn from the first 12 bytes of `data` (zeros
/// when it is shorter).
pub fn check_generate(solver: &mut Solver, data: &[u8]) {
    use dlx_sudoku::sudoku::generator::{generate, Options, Symmetry};
    // Missing bytes are zeros: every input generates.
    let mut bytes = [0u8; 12];
    for (b, &d) in bytes.iter_mut().zip(data) {
        *b = d;
    }
    let difficulty = match bytes[0] % 8 {
        0 | 6 => None,
        k => Some(Difficulty::ALL[usize::from(k - 1) % 5]),
    };
    // An ER range of its own on one input in four (bytes 0 and 1 of the seed
    // draw it; narrow ranges may find nothing within the attempts).
    let rating = (bytes[0] % 8 == 6).then(|| {
        let low = 10 + u32::from(bytes[2] % 50);
        (low, low + u32::from(bytes[3] % 20))
    });
    let symmetry = Symmetry::ALL[usize::from(bytes[1]) % Symmetry::ALL.len()];
    let mut seed = [0u8; 8];
    seed.copy_from_slice(&bytes[2..10]);
    let max_clues = (bytes[10] >= 128).then_some(usize::from(bytes[10] % 48));
    let options = Options {
        difficulty,
        rating,
        symmetry,
        seed: u64::from_le_bytes(seed),
        max_clues,
        attempts: 1 + u32::from(bytes[11] % 8),
    };
    let result = generate(solver, &options);
    assert_eq!(
        result,
        generate(solver, &options),
        "not reproducible: {options:?}"
    );
    let generated = match result {
        Ok(generated) => generated,
        Err(e) => {
            assert!(!e.message().is_empty());
            return;
        }
    };
    let puzzle = generated.puzzle;
    assert_eq!(solver.count_solutions(&puzzle, 2), Ok(1), "{options:?}");
    // Unique by the reference too, with the solution given.
    if let Some(all) = reference_solutions(puzzle.cells(), 1, 50 * REFERENCE_NODES) {
        assert_eq!(
            all,
            vec![*generated.solution.cells()],
            "the reference's solutions of generated {puzzle}"
        );
    }
    assert_eq!(solver.solve(&puzzle), Ok(Some(generated.solution)));
    check_solution(&puzzle, &generated.solution);
    assert!(symmetry.holds_for(puzzle.cells()), "{options:?}: {puzzle}");
    if let Some(k) = max_clues {
        assert!(puzzle.givens() <= k, "{options:?}: {puzzle}");
    }
    let rating = logic::rate(solver, &puzzle).expect("one solution");
    assert_eq!(rating, generated.rating);
    if let Some(d) = difficulty {
        assert_eq!(rating.difficulty, d, "{options:?}: {puzzle}");
    }
    if let Some((low, high)) = options.rating {
        let er = rating.tenths()[0];
        assert!(low <= er && er <= high, "{options:?}: {puzzle} rated {er}");
    }
    // Minimal: no orbit of givens can go without losing uniqueness.
    for cell in 0..81 {
        if puzzle.get(cell) == 0 {
            continue;
        }
        let mut fewer = puzzle;
        for c in symmetry.orbit(cell).iter() {
            fewer.set(c, 0);
        }
        assert!(
            solver.count_solutions(&fewer, 2) == Ok(2),
            "{options:?}: not minimal at {cell}: {puzzle}"
        );
    }
}
