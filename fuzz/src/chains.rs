//! Where the `logic` target stops and `chains` takes over: the technique
//! sets each draws, and the walk that tells, before SE's path or a hint is
//! asked for, whether it would reach the dynamic chains.
//!
//! With the dynamic and nested chains a puzzle that needs them is rated
//! whole, twice, in 0.1 s to 25 s: `logic` left at 8 to 36 inputs a second.
//! So `logic` checks everything below them (the static chains included),
//! and `chains` runs today's whole harness on the chain seeds.

use dlx_sudoku::sudoku::logic::{self, Candidates, Step, Technique, TechniqueSet};
use dlx_sudoku::{Grid, Solver};

use super::{logic::check_step, stats, Choices};

/// How deep into the chains a target's checks go.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Depth {
    /// The static chains at most: the `logic` target. SE's path, the
    /// ratings and hints are asked only where the walk below the dynamic
    /// chains shows they stay below them.
    Static,
    /// Every chain family up to nesting level 4: the `chains` target.
    Nested,
}

/// The whole catalogue but the dynamic and nested chains (families 1..=6
/// of [`stats::FAMILIES`]) and the search step.
pub fn below_dynamic() -> TechniqueSet {
    Technique::ALL
        .into_iter()
        .filter(|&t| stats::family(t).unwrap_or(0) == 0)
        .fold(TechniqueSet::EMPTY, TechniqueSet::with)
}

/// A technique set drawn from the input: each technique outside the chains
/// with chance one half (64 draws a word, however many techniques there
/// are); the chain families as a prefix of the engine's order (none, or the
/// static chains, or, at `Depth::Nested`, those and the dynamic ones, ... up
/// to nesting level 4, and then the singles), as a higher level asked on a
/// grid where a lower one would do can take minutes; the search step on one
/// input in four (alone it can take thousands of counts on a sparse unique
/// grid). Level 5, which SE reaches on no known puzzle, has its own test
/// (`tests/nested_level5.rs`).
pub fn draw_techniques(choices: &mut Choices, depth: Depth) -> TechniqueSet {
    let mut set = TechniqueSet::EMPTY;
    let mut bits = 0;
    for (k, t) in Technique::ALL.into_iter().enumerate() {
        if k % 64 == 0 {
            bits = choices.draw();
        }
        if stats::family(t).is_none() && bits >> (k % 64) & 1 == 1 {
            set = set.with(t);
        }
    }
    // Families 0..=5: static, dynamic, dynamic plus, nested 2, 3 and 4. With
    // chains, the singles too: without them a chain places each digit, and
    // one fixpoint of a hard puzzle takes a minute.
    let prefixes = match depth {
        Depth::Static => 2,
        Depth::Nested => 7,
    };
    let families = choices.below(prefixes) as usize;
    if families > 0 {
        set = set
            .with(Technique::HiddenSingle)
            .with(Technique::NakedSingle);
    }
    for t in Technique::ALL {
        if stats::family(t).is_some_and(|f| f < families) {
            set = set.with(t);
        }
    }
    if choices.below(4) == 0 {
        set = set.with(Technique::Search);
    }
    set
}

/// SE's path of `grid` as far as the producers below the dynamic chains
/// take it: `None` when it would ask the dynamic chains, else its steps.
///
/// Why this is SE's path: the producer order puts the dynamic and nested
/// producers after every other one, and the search step last, and every
/// producer's techniques lie on one side of the line; so in a state where
/// a producer below the line finds a step, SE's path, `hint` and
/// `next_step` with the whole catalogue ask the same producers in the same
/// order up to that one and take the same step. The caller checks this
/// against `logic::steps` when the walk fills the grid.
///
/// With `solution` (a puzzle with one solution) each step is checked sound
/// against it, and the walk goes on to the full grid. Without (no solution
/// or several) the walk ends, as SE's does, at a dead cell or at a step
/// that assumes one solution (where SE counts the solutions and stops).
pub fn walk_below_dynamic(
    solver: &mut Solver,
    grid: &Grid,
    solution: Option<&Grid>,
) -> Option<Vec<Step>> {
    let allowed = below_dynamic();
    let mut state = Candidates::from_grid(grid);
    let mut board = *grid;
    let mut steps = Vec::new();
    while !state.is_solved() && !state.has_dead_cell() {
        let step = logic::next_step(&state, allowed, solver)?;
        match solution {
            Some(s) => {
                let what = format!(
                    "step {} below the dynamic chains of {grid:?}",
                    steps.len() + 1
                );
                check_step(&step, s, &mut board, &what);
            }
            None if step.technique.needs_uniqueness() => break,
            None => {}
        }
        assert!(state.apply(&step), "a step that changes nothing: {step:?}");
        steps.push(step);
    }
    if let Some(s) = solution {
        // Sound steps leave every cell its digit: no dead cell, a full grid.
        assert_eq!(&board, s, "the walk of {grid:?} ends unsolved");
    }
    Some(steps)
}

/// The step `hint` takes in `state` when that step is below the dynamic
/// chains (see [`walk_below_dynamic`] for why it is the same); `None` when
/// `hint` would ask them.
pub fn hint_below_dynamic(solver: &mut Solver, state: &Candidates) -> Option<Step> {
    logic::next_step(state, below_dynamic(), solver)
}
