//! The logic layer's checks: `candidates` with drawn technique sets, `steps`
//! and `rate` on unique puzzles, `hint` on drawn entries and marks, and, on a
//! player state (a grid with candidate masks), `hint` and `next_step` straight
//! into whatever producer the state needs. At `Depth::Nested` (the `chains`
//! target) that includes the dynamic and nested chains; at `Depth::Static`
//! (`logic`) every check that would reach them is left out (`chains.rs`).
// Cells and digits are indices into several arrays at once.
#![allow(clippy::needless_range_loop)]

use dlx_sudoku::sudoku::logic::Technique;
use dlx_sudoku::sudoku::logic::{
    self, Candidates, Difficulty, Hint, HintError, Outcome, Step, TechniqueSet,
};
use dlx_sudoku::{Grid, Solver};

use super::chains::{self, draw_techniques, Depth};
use super::{same_unit, Choices, Known};

fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// The rules' candidates of a cell: 0 when filled, else the digits no peer holds.
fn rules_mask(grid: &Grid, cell: usize) -> u16 {
    if grid.get(cell) != 0 {
        return 0;
    }
    let mut mask = 0x1FF;
    for other in 0..81 {
        let d = grid.get(other);
        if other != cell && d != 0 && same_unit(cell, other) {
            mask &= !bit(d);
        }
    }
    mask
}

/// A step is sound against `solution`: it places only the solution's digits in
/// open cells of `grid` and never removes the solution's digit; it changes
/// something. Applies its placements to `grid`.
pub(super) fn check_step(step: &Step, solution: &Grid, grid: &mut Grid, what: &str) {
    super::stats::step(step.technique);
    assert!(
        !step.place.is_empty() || !step.eliminate.is_empty(),
        "{what}: an empty step {step:?}"
    );
    for &(cell, digit) in &step.place {
        let c = usize::from(cell);
        assert_eq!(
            grid.get(c),
            0,
            "{what}: places in filled cell {c}: {step:?}"
        );
        assert_eq!(
            digit,
            solution.get(c),
            "{what}: wrong placement {step:?} for {solution:?}"
        );
        grid.set(c, digit);
    }
    for &(cell, digit) in &step.eliminate {
        let c = usize::from(cell);
        assert!(c < 81 && (1..=9).contains(&digit), "{what}: {step:?}");
        assert_ne!(
            digit,
            solution.get(c),
            "{what}: removes the solution's digit {step:?} for {solution:?}"
        );
    }
    assert!(!step.text.is_empty(), "{what}: no text {step:?}");
}

/// `candidates` with a technique set drawn from the input: never more than the
/// rules allow, and, when the grid has a solution, consistent with it (a
/// placed digit is the solution's; an open cell keeps the solution's digit).
/// With several solutions this holds for any of them, as only sound
/// techniques run (uniqueness ones and the search step are then left out).
fn check_candidates(
    solver: &mut Solver,
    grid: &Grid,
    solution: Option<&Grid>,
    choices: &mut Choices,
    depth: Depth,
) {
    let set = draw_techniques(choices, depth);
    let state = logic::candidates(solver, grid, Some(set));
    let rules = logic::candidates(solver, grid, None);
    for c in 0..81 {
        assert_eq!(
            rules.mask(c),
            rules_mask(grid, c),
            "rules' candidates of cell {c} in {grid:?}"
        );
        assert_eq!(
            state.mask(c) & !rules.mask(c) & 0x1FF,
            0,
            "cell {c} gained candidates with {set:?}"
        );
        if grid.get(c) != 0 {
            assert_eq!(state.value(c), grid.get(c));
        }
        if let Some(s) = solution {
            let v = state.value(c);
            assert!(
                v == 0 || v == s.get(c),
                "cell {c} holds {v}, a solution {s:?} has {} ({set:?}, {grid:?})",
                s.get(c)
            );
            assert!(
                v != 0 || state.has(c, s.get(c)),
                "cell {c} lost {} of {s:?} ({set:?}, {grid:?})",
                s.get(c)
            );
        }
    }
}

/// `steps` and `rate` on a puzzle with one solution: every step sound, the path
/// ends solved, ER is the path's hardest step, ED its first, EP the hardest up
/// to the first placement, and "easy" means hidden singles alone. At
/// `Depth::Static` the walk below the dynamic chains goes first, each step
/// checked: when it stalls, SE's path needs them and stops there; when it
/// fills the grid, SE's path must be that walk, step for step.
fn check_path(solver: &mut Solver, puzzle: &Grid, solution: &Grid, depth: Depth) {
    let below = match depth {
        Depth::Static => match chains::walk_below_dynamic(solver, puzzle, Some(solution)) {
            Some(walk) => Some(walk),
            None => return,
        },
        Depth::Nested => None,
    };
    let path = logic::steps(solver, puzzle);
    assert_eq!(path.outcome, Outcome::Solved, "{puzzle:?}");
    if let Some(walk) = below {
        // Its steps were checked on the way.
        assert_eq!(
            path.steps, walk,
            "SE's path and the walk below the dynamic chains differ on {puzzle:?}"
        );
    } else {
        let mut grid = *puzzle;
        for (k, step) in path.steps.iter().enumerate() {
            check_step(
                step,
                solution,
                &mut grid,
                &format!("step {} of {puzzle:?}", k + 1),
            );
        }
        assert_eq!(
            &grid, solution,
            "the path of {puzzle:?} does not end solved"
        );
    }
    let rating = logic::rate(solver, puzzle).expect("one solution, a rating");
    let hardest = path.steps.iter().map(|s| s.rating).fold(0.0, f64::max);
    assert_eq!(rating.rating, hardest, "{puzzle:?}");
    if let Some(first) = path.steps.iter().find(|s| s.rating == hardest) {
        assert_eq!(rating.hardest, first.technique, "{puzzle:?}");
    }
    // A full grid has no step: its ratings are all 0.0.
    let first = path.steps.first().map_or(0.0, |s| s.rating);
    assert_eq!(rating.diamond, first, "{puzzle:?}");
    let placing = path.steps.iter().position(|s| !s.place.is_empty());
    let pearl = placing.map_or(0.0, |p| {
        path.steps[..=p]
            .iter()
            .map(|s| s.rating)
            .fold(0.0, f64::max)
    });
    assert_eq!(rating.pearl, pearl, "{puzzle:?}");
    let singles = path
        .steps
        .iter()
        .all(|s| s.technique == Technique::HiddenSingle && s.rating <= 1.5);
    assert_eq!(
        rating.difficulty == Difficulty::Easy,
        singles,
        "{rating:?} for {puzzle:?}"
    );
}

/// `hint` on entries and marks drawn from the input: wrong entries reported
/// are really wrong (and the first), missing candidates really missing,
/// steps sound. At `Depth::Static`, where `hint` would look for a step, it
/// is asked only when a technique below the dynamic chains finds one, and
/// must give that step.
fn check_hint(
    solver: &mut Solver,
    puzzle: &Grid,
    solution: &Grid,
    choices: &mut Choices,
    depth: Depth,
) {
    let mut entries = Grid::empty();
    let (right, wrong) = (choices.below(101), choices.below(4));
    for c in 0..81 {
        let r = choices.below(100);
        if puzzle.get(c) != 0 {
            // An entry on a given: mostly none, sometimes the same digit.
            if r < 3 {
                entries.set(c, puzzle.get(c));
            }
        } else if r < right {
            entries.set(c, solution.get(c));
        } else if r < right + wrong {
            entries.set(c, choices.below(9) as u8 + 1);
        }
    }
    // Sometimes an entry on a given with another digit: refused.
    let on_given = if choices.below(16) == 0 {
        (0..81).find(|&c| puzzle.get(c) != 0).inspect(|&c| {
            entries.set(c, puzzle.get(c) % 9 + 1);
        })
    } else {
        None
    };
    let masks = match choices.below(3) {
        0 => None,
        kind => {
            let mut masks = [0x1FFu16; 81];
            for (c, m) in masks.iter_mut().enumerate() {
                // Kind 1 removes only wrong digits; kind 2 any, rarely.
                let drop = choices.draw() as u16 & 0x1FF;
                let drop = if kind == 1 {
                    drop & !bit(solution.get(c))
                } else if choices.below(8) == 0 {
                    drop
                } else {
                    0
                };
                *m &= !drop;
            }
            Some(masks)
        }
    };
    let first_wrong = (0..81)
        .find(|&c| puzzle.get(c) == 0 && entries.get(c) != 0 && entries.get(c) != solution.get(c));
    let mut board = *puzzle;
    for c in 0..81 {
        if entries.get(c) != 0 {
            board.set(c, entries.get(c));
        }
    }
    let first_missing = masks
        .and_then(|m| (0..81).find(|&c| board.get(c) == 0 && m[c] & bit(solution.get(c)) == 0));
    // Past the entries and the marks, `hint` takes the next step from the board.
    let takes_step =
        on_given.is_none() && first_wrong.is_none() && first_missing.is_none() && !board.is_full();
    let expected = if depth == Depth::Static && takes_step {
        let state = match &masks {
            Some(m) => Candidates::from_grid_and_masks(&board, m),
            None => Candidates::from_grid(&board),
        };
        match chains::hint_below_dynamic(solver, &state) {
            Some(step) => Some(step),
            // The step needs a dynamic chain: the `chains` target's ground.
            None => return,
        }
    } else {
        None
    };
    let hint = logic::hint(solver, puzzle, &entries, masks.as_ref());
    if let Some(c) = on_given {
        // An entry over a given is refused whatever the other entries.
        assert_eq!(
            hint,
            Err(HintError::EntryOnGiven(c as u8)),
            "{puzzle:?} {entries:?}"
        );
        return;
    }
    match hint {
        Ok(Hint::WrongEntry { cell, .. }) => {
            let c = usize::from(cell);
            assert_eq!(puzzle.get(c), 0, "wrong entry reported on a given");
            assert_ne!(entries.get(c), 0, "wrong entry reported on an empty cell");
            assert_ne!(
                entries.get(c),
                solution.get(c),
                "a right entry reported wrong: {entries:?}"
            );
            assert_eq!(Some(c), first_wrong, "not the first wrong entry");
        }
        Ok(other) => {
            assert_eq!(first_wrong, None, "wrong entry not reported, got {other:?}");
            match other {
                Hint::MissingCandidate { cell, .. } => {
                    assert_eq!(Some(usize::from(cell)), first_missing, "{masks:?}");
                }
                Hint::Step(step) => {
                    assert_eq!(first_missing, None, "missing candidate not reported");
                    if let Some(e) = &expected {
                        assert_eq!(&step, e, "hint and the step below the dynamic chains");
                    }
                    check_step(&step, solution, &mut board, "hint");
                }
                Hint::Solved => assert_eq!(&board, solution),
                Hint::WrongEntry { .. } => unreachable!(),
            }
        }
        Err(e) => {
            panic!("hint on a unique puzzle failed: {e:?} for {puzzle:?} {entries:?} {masks:?}")
        }
    }
}

/// The logic layer on a grid whose givens do not clash, as deep into the
/// chains as `depth` goes.
pub fn check_logic(
    solver: &mut Solver,
    grid: &Grid,
    known: &Known,
    mode: u8,
    data: &[u8],
    depth: Depth,
) {
    let mut choices = Choices::new(data);
    // The solution and the count (to 2) are the reference's, which `check_solve`
    // found equal to the library's.
    let count = known.solutions.len().min(2);
    let solution = known.first();
    check_candidates(solver, grid, solution.as_ref(), &mut choices, depth);
    let Some(solution) = solution else {
        check_no_solution(solver, grid, depth);
        return;
    };
    let mut puzzle = *grid;
    if count > 1 {
        if !asks_dynamic(solver, grid, depth) {
            let path = logic::steps(solver, grid);
            assert_eq!((path.outcome, path.steps.len()), (Outcome::Multiple, 0));
            assert_eq!(logic::rate(solver, grid), Err(Outcome::Multiple));
        }
        // `hint` counts the solutions first: no step.
        assert_eq!(
            logic::hint(solver, grid, &Grid::empty(), None),
            Err(HintError::Multiple)
        );
        if mode & 0x20 == 0 {
            return;
        }
        // Givens of the solution, in an order drawn from the input, until one solution.
        let mut open: Vec<usize> = (0..81).filter(|&c| grid.get(c) == 0).collect();
        let mut added = Vec::new();
        while solver.count_solutions(&puzzle, 2) != Ok(1) {
            let c = open.swap_remove(choices.below(open.len() as u64) as usize);
            puzzle.set(c, solution.get(c));
            added.push(c);
        }
        // Bit 6: then drop the added givens not needed (in the order added): a
        // minimal completion, fewer givens, harder puzzles.
        if mode & 0x40 != 0 {
            for c in added {
                puzzle.set(c, 0);
                if solver.count_solutions(&puzzle, 2) != Ok(1) {
                    puzzle.set(c, solution.get(c));
                }
            }
        }
        check_candidates(solver, &puzzle, Some(&solution), &mut choices, depth);
    }
    // Bit 7: a wrong digit that clashes with no given, in an open cell: no solution.
    if mode & 0x80 != 0 {
        let open: Vec<usize> = (0..81).filter(|&c| puzzle.get(c) == 0).collect();
        if !open.is_empty() {
            let c = open[choices.below(open.len() as u64) as usize];
            let wrong = rules_mask(&puzzle, c) & !bit(solution.get(c));
            if wrong != 0 {
                let digits: Vec<u8> = (1..=9).filter(|&d| wrong & bit(d) != 0).collect();
                let mut spoiled = puzzle;
                spoiled.set(c, digits[choices.below(digits.len() as u64) as usize]);
                assert_eq!(spoiled.first_clash(), None);
                assert_eq!(solver.count_solutions(&spoiled, 2), Ok(0), "{spoiled:?}");
                check_candidates(solver, &spoiled, None, &mut choices, depth);
                check_no_solution(solver, &spoiled, depth);
            }
        }
    }
    check_path(solver, &puzzle, &solution, depth);
    check_hint(solver, &puzzle, &solution, &mut choices, depth);
}

/// At `Depth::Static`, whether SE's path of a grid without exactly one
/// solution would ask the dynamic chains: it takes steps until a dead cell
/// or a step that assumes one solution (then it counts the solutions and
/// stops), or until nothing below the dynamic chains applies, where it asks
/// them before it counts.
fn asks_dynamic(solver: &mut Solver, grid: &Grid, depth: Depth) -> bool {
    depth == Depth::Static && chains::walk_below_dynamic(solver, grid, None).is_none()
}

/// A grid without solution: no path, no rating, no hint.
fn check_no_solution(solver: &mut Solver, grid: &Grid, depth: Depth) {
    if !asks_dynamic(solver, grid, depth) {
        assert_eq!(
            logic::steps(solver, grid),
            logic::Path {
                outcome: Outcome::NoSolution,
                steps: Vec::new()
            }
        );
        assert_eq!(logic::rate(solver, grid), Err(Outcome::NoSolution));
    }
    // `hint` counts the solutions first: no step.
    assert_eq!(
        logic::hint(solver, grid, &Grid::empty(), None),
        Err(HintError::NoSolution)
    );
}

/// `next_step` on a player state without exactly one solution, with the
/// techniques `candidates` keeps there (no uniqueness, no search step, no
/// nesting level 4 or 5): every step holds in every known solution the
/// marks keep (a sound rule removes no digit of any solution of the state,
/// and places only a digit they all share).
fn check_steps_of_several(
    solver: &mut Solver,
    grid: &Grid,
    known: &Known,
    masks: &[u16; 81],
    set: TechniqueSet,
) {
    let set = set.for_several_solutions();
    let mut state = Candidates::from_grid_and_masks(grid, masks);
    let kept: Vec<Grid> = known
        .solutions
        .iter()
        .map(super::grid_of)
        .filter(|s| (0..81).all(|c| grid.get(c) != 0 || masks[c] & bit(s.get(c)) != 0))
        .collect();
    for k in 0..3 {
        let Some(step) = logic::next_step(&state, set, solver) else {
            break;
        };
        super::stats::step(step.technique);
        for s in &kept {
            for &(cell, digit) in &step.place {
                assert_eq!(
                    digit,
                    s.get(usize::from(cell)),
                    "step {k} places what a solution {s:?} has not: {step:?} ({grid:?} {masks:?})"
                );
            }
            for &(cell, digit) in &step.eliminate {
                assert_ne!(
                    digit,
                    s.get(usize::from(cell)),
                    "step {k} removes a digit of a solution {s:?}: {step:?} ({grid:?} {masks:?})"
                );
            }
        }
        if !state.apply(&step) {
            panic!("step {k} changes nothing: {step:?}");
        }
    }
}

/// The player state of an input (bit 0 of its operation byte): 81 candidate
/// masks, two bytes each, little-endian, from the bytes after the cells
/// (bits above the ninth ignored; a missing byte reads as all digits).
pub fn masks_of(rest: &[u8]) -> [u16; 81] {
    let mut masks = [0x1FF; 81];
    for (c, m) in masks.iter_mut().enumerate() {
        let low = rest.get(2 * c).copied().unwrap_or(0xFF);
        let high = rest.get(2 * c + 1).copied().unwrap_or(0xFF);
        *m = u16::from_le_bytes([low, high]) & 0x1FF;
    }
    masks
}

/// A player state on a grid whose givens do not clash: the grid's digits as
/// givens, `masks` the marks left. On one solution: `hint` reports the first
/// cell whose marks lost its digit, else a sound step; and when no mark lost
/// a digit, `next_step` with drawn techniques (a chain producer straight
/// away, on the seeds taken before chain steps), then the steps after it,
/// each sound. Otherwise `hint` says why there is none, and the steps of
/// `next_step` hold in every known solution the marks keep. At
/// `Depth::Static` the drawn sets stop at the static chains, and `hint`,
/// where it would look for a step, is asked only when a technique below the
/// dynamic chains finds one, and must give that step.
pub fn check_player_state(
    solver: &mut Solver,
    grid: &Grid,
    known: &Known,
    masks: &[u16; 81],
    data: &[u8],
    depth: Depth,
) {
    let mut choices = Choices::new(data);
    let set = draw_techniques(&mut choices, depth);
    let state = Candidates::from_grid_and_masks(grid, masks);
    let unique = known.complete && known.solutions.len() == 1;
    if !unique {
        // `hint` counts the solutions first: no step.
        let hint = logic::hint(solver, grid, &Grid::empty(), Some(masks));
        let expected = if known.solutions.is_empty() {
            HintError::NoSolution
        } else {
            HintError::Multiple
        };
        if known.complete || known.solutions.len() > 1 {
            assert_eq!(hint, Err(expected), "{grid:?} {masks:?}");
        }
        check_steps_of_several(solver, grid, known, masks, set);
        return;
    }
    let solution = known.first().expect("one solution");
    let lost = (0..81).find(|&c| grid.get(c) == 0 && masks[c] & bit(solution.get(c)) == 0);
    // `hint` looks for a step when no mark lost a digit and the grid is open.
    let below = (depth == Depth::Static && lost.is_none() && !grid.is_full())
        .then(|| chains::hint_below_dynamic(solver, &state));
    // Some(None): the step needs a dynamic chain, the `chains` target's ground.
    if below != Some(None) {
        let hint = logic::hint(solver, grid, &Grid::empty(), Some(masks));
        let mut board = *grid;
        match (hint, lost) {
            (Ok(Hint::MissingCandidate { cell, text, .. }), Some(c)) => {
                assert_eq!(usize::from(cell), c, "{grid:?} {masks:?}");
                assert!(!text.is_empty());
            }
            (Ok(Hint::Step(step)), None) => {
                if let Some(Some(b)) = &below {
                    assert_eq!(&step, b, "hint and the step below the dynamic chains");
                }
                check_step(&step, &solution, &mut board, "hint");
            }
            (Ok(Hint::Solved), None) => assert!(grid.is_full()),
            (other, lost) => {
                panic!("hint gave {other:?}, the first cell whose marks lost its digit {lost:?}: {grid:?} {masks:?}")
            }
        }
    }
    if lost.is_some() {
        // Marks that hold no solution: any step may follow, none may panic.
        check_steps_of_several(solver, grid, known, masks, set);
        return;
    }
    let mut state = state;
    let mut board = *grid;
    for k in 0..1 + choices.below(4) {
        let Some(step) = logic::next_step(&state, set, solver) else {
            break;
        };
        check_step(
            &step,
            &solution,
            &mut board,
            &format!("next step {k} of the player state"),
        );
        for &(cell, digit) in &step.eliminate {
            assert!(
                state.has(usize::from(cell), digit),
                "removes a candidate already gone: {step:?}"
            );
        }
        state.apply(&step);
    }
}
