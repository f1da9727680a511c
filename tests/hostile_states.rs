//! Hostile player states through the logic API (`hint`, `steps`, `rate`,
//! `candidates`), on hard puzzles at the state just before the first chain
//! step of their path, so the chain code is what would run next: wrong
//! entries that break no rule, pencil marks that lost the solution's digit,
//! cells with no candidate, marks with stray bits or on filled cells, and
//! givens with no solution, several or a clash.
//!
//! Every expected answer comes from outside the code under test: the
//! solutions of the data files, a rules check on plain arrays and the
//! brute-force oracle of tests/common/oracle.rs (solution counts). The
//! library's own path is used only to find the state before the chain step.
//! (The same states through the wasm exports: tests/node/hostile-states.mjs.)

#![cfg(not(target_arch = "wasm32"))]

mod common;
#[path = "common/oracle.rs"]
mod oracle;

use common::{cells, data_lines};
use dlx_sudoku::sudoku::logic::{self, Hint, HintError, Outcome, Technique, TechniqueSet};
use dlx_sudoku::{Grid, GridError, Solver};

type Cells = [u8; 81];

/// Puzzles whose path reaches a chain step: line 1 of top1465 (its first
/// chain is a plain forcing chain) and line 1 of forum_hardest_1106 (its
/// second step is a nested forcing chain, level 2).
const HARD: [(&str, usize); 2] = [("top1465", 1), ("forum_hardest_1106", 1)];

/// A player's board just before the first chain step of a puzzle's path.
struct State {
    label: String,
    puzzle: Cells,
    solution: Cells,
    /// The path's placements so far, 0 elsewhere.
    entries: Cells,
    /// 0x1FF less the path's eliminations so far (every cell: filled ones too).
    masks: [u16; 81],
    /// The chain step the path takes next.
    next: logic::Step,
}

impl State {
    /// The givens and the entries together.
    fn board(&self) -> Cells {
        std::array::from_fn(|c| match self.puzzle[c] {
            0 => self.entries[c],
            given => given,
        })
    }

    /// The open cells of the board, in cell order.
    fn open(&self) -> Vec<usize> {
        let board = self.board();
        (0..81).filter(|&c| board[c] == 0).collect()
    }
}

fn grid(cells: &Cells) -> Grid {
    Grid::from_bytes(cells).unwrap()
}

fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// `r<row>c<column>`, as the messages name cells.
fn name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

/// Whether `a` and `b` share a row, column or box, by coordinates.
fn peers(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

/// The rules' candidates of each open cell (0 for a filled one), from all 80 others.
fn rules(board: &Cells) -> [u16; 81] {
    let mut masks = [0u16; 81];
    for c in (0..81).filter(|&c| board[c] == 0) {
        masks[c] = 0x1FF;
        for (o, &d) in board.iter().enumerate() {
            if d != 0 && peers(c, o) {
                masks[c] &= !bit(d);
            }
        }
    }
    masks
}

/// The number of solutions of `board`, counted up to 2 by the oracle.
fn solutions(board: &Cells) -> usize {
    oracle::brute_all(board, 2).map_or(3, |all| all.len())
}

/// A digit for the open `cell` of `board` that no peer holds and that is not
/// the solution's: a wrong entry that breaks no rule. `None` when the rules
/// leave the cell nothing else.
fn harmless_wrong_digit(board: &Cells, solution: &Cells, cell: usize) -> Option<u8> {
    let free = rules(board)[cell];
    (1..=9u8).find(|&d| d != solution[cell] && free & bit(d) != 0)
}

/// The state before the first chain step of each puzzle of [`HARD`].
fn states(solver: &mut Solver) -> Vec<State> {
    HARD.iter()
        .map(|&(set, line)| {
            let label = format!("{set} line {line}");
            let puzzle = cells(&data_lines(&format!("{set}.txt"))[line - 1]);
            let solution = cells(&data_lines(&format!("{set}.solutions.txt"))[line - 1]);
            assert_eq!(
                solutions(&puzzle),
                1,
                "{label}: the oracle finds one solution"
            );
            let path = logic::steps(solver, &grid(&puzzle));
            assert_eq!(path.outcome, Outcome::Solved, "{label}");
            let k = path
                .steps
                .iter()
                .position(|s| !s.chain.is_empty())
                .unwrap_or_else(|| panic!("{label}: no chain step in the path"));
            let mut entries = [0u8; 81];
            let mut masks = [0x1FFu16; 81];
            for step in &path.steps[..k] {
                for &(c, d) in &step.place {
                    assert_eq!(d, solution[usize::from(c)], "{label}: an unsound placement");
                    entries[usize::from(c)] = d;
                }
                for &(c, d) in &step.eliminate {
                    assert_ne!(
                        d,
                        solution[usize::from(c)],
                        "{label}: an unsound elimination"
                    );
                    masks[usize::from(c)] &= !bit(d);
                }
            }
            let state = State {
                label,
                puzzle,
                solution,
                entries,
                masks,
                next: path.steps[k].clone(),
            };
            // The precondition: on this state a hint runs the chains and gives that chain step.
            assert_eq!(
                hint(solver, &state, &state.entries, Some(&state.masks)),
                Ok(Hint::Step(state.next.clone())),
                "{}: the hint before the chain step",
                state.label
            );
            state
        })
        .collect()
}

fn hint(
    solver: &mut Solver,
    state: &State,
    entries: &Cells,
    masks: Option<&[u16; 81]>,
) -> Result<Hint, HintError> {
    logic::hint(solver, &grid(&state.puzzle), &grid(entries), masks)
}

/// Asserts that `result` is a wrong entry at `cell` whose text names the digit and the cell.
fn assert_wrong_entry(result: Result<Hint, HintError>, cell: usize, digit: u8, label: &str) {
    match result {
        Ok(Hint::WrongEntry { cell: c, text, .. }) => {
            assert_eq!(usize::from(c), cell, "{label}: {text}");
            let named = format!("The {digit} in {} is wrong", name(cell));
            assert!(
                text.starts_with(&named),
                "{label}: {text:?}, expected {named:?}"
            );
        }
        other => panic!(
            "{label}: {other:?}, expected a wrong entry at {}",
            name(cell)
        ),
    }
}

/// Asserts that `result` is a missing candidate at `cell` whose text names it.
fn assert_missing(result: Result<Hint, HintError>, cell: usize, label: &str) -> String {
    match result {
        Ok(Hint::MissingCandidate { cell: c, text, .. }) => {
            assert_eq!(usize::from(c), cell, "{label}: {text}");
            assert!(
                text.contains(&name(cell)),
                "{label}: {text:?} names no cell"
            );
            text
        }
        other => panic!(
            "{label}: {other:?}, expected a missing candidate at {}",
            name(cell)
        ),
    }
}

/// `steps` and `rate` on a grid without a single solution: the outcome, no step.
fn assert_no_path(solver: &mut Solver, board: &Cells, outcome: Outcome, label: &str) {
    let path = logic::steps(solver, &grid(board));
    assert_eq!(path.outcome, outcome, "{label}: steps");
    assert!(path.steps.is_empty(), "{label}: steps on a false premise");
    assert_eq!(
        logic::rate(solver, &grid(board)),
        Err(outcome),
        "{label}: rate"
    );
}

/// Every technique but the nested chains. On a grid with several solutions
/// `candidates` with the nested chains takes a minute natively (on one
/// without a solution they soon meet a cell with no candidate and stop).
fn below_nested() -> TechniqueSet {
    Technique::ALL
        .into_iter()
        .filter(|t| t.name().starts_with("nested-"))
        .fold(TechniqueSet::ALL, TechniqueSet::without)
}

/// `candidates` on any grid: the rules' candidates without techniques, and
/// with `techniques` never a candidate the rules do not allow.
fn assert_candidates_sane(
    solver: &mut Solver,
    board: &Cells,
    techniques: TechniqueSet,
    label: &str,
) {
    let expected = rules(board);
    let plain = logic::candidates(solver, &grid(board), None);
    assert_eq!(plain.masks(), &expected, "{label}: the rules' candidates");
    let reduced = logic::candidates(solver, &grid(board), Some(techniques));
    for (c, &allowed) in expected.iter().enumerate() {
        assert_eq!(
            reduced.mask(c) & !allowed,
            0,
            "{label}: candidates gained at {}",
            name(c)
        );
    }
}

#[test]
fn a_wrong_entry_that_breaks_no_rule_is_named_and_no_path_is_built_on_it() {
    let mut solver = Solver::new();
    for state in states(&mut solver) {
        let board = state.board();
        let open = state.open();
        // The first open cell with a wrong digit the rules allow, and a later one.
        let wrong: Vec<(usize, u8)> = open
            .iter()
            .filter_map(|&c| harmless_wrong_digit(&board, &state.solution, c).map(|d| (c, d)))
            .collect();
        assert!(wrong.len() >= 2, "{}: {wrong:?}", state.label);
        let (first, d1) = wrong[0];
        let (later, d2) = wrong[wrong.len() - 1];
        for (cells, named) in [(vec![(first, d1)], first), (vec![(later, d2)], later)]
            .into_iter()
            .chain([(vec![(later, d2), (first, d1)], first)])
        {
            let mut entries = state.entries;
            for &(c, d) in &cells {
                entries[c] = d;
            }
            let label = format!("{}: wrong entries {cells:?}", state.label);
            let digit = entries[named];
            // With the player's marks, with none, and with marks that also lost digits.
            assert_wrong_entry(
                hint(&mut solver, &state, &entries, Some(&state.masks)),
                named,
                digit,
                &label,
            );
            assert_wrong_entry(
                hint(&mut solver, &state, &entries, None),
                named,
                digit,
                &label,
            );
            assert_wrong_entry(
                hint(&mut solver, &state, &entries, Some(&[0; 81])),
                named,
                digit,
                &label,
            );
        }
        // The grid with the first wrong digit in it: no solution, by the oracle.
        let mut broken = board;
        broken[first] = d1;
        assert_eq!(solutions(&broken), 0, "{}", state.label);
        let label = format!("{} with {d1} in {}", state.label, name(first));
        assert_no_path(&mut solver, &broken, Outcome::NoSolution, &label);
        assert_candidates_sane(&mut solver, &broken, TechniqueSet::ALL, &label);
        // The same grid given as the givens: no hint, the reason said.
        let none = logic::hint(&mut solver, &grid(&broken), &Grid::empty(), None);
        assert_eq!(none, Err(HintError::NoSolution), "{label}");
        assert_eq!(
            none.unwrap_err().message(),
            "no solution: the givens cannot be completed"
        );
    }
}

#[test]
fn entries_that_clash_are_wrong_at_the_first_cell_that_differs_from_the_solution() {
    let mut solver = Solver::new();
    for state in states(&mut solver) {
        let board = state.board();
        let open = state.open();
        // Two open cells of one row: the solution's digit of the first in both.
        let (a, b) = open
            .iter()
            .flat_map(|&a| open.iter().map(move |&b| (a, b)))
            .find(|&(a, b)| a < b && a / 9 == b / 9)
            .expect("a row with two open cells");
        let mut entries = state.entries;
        entries[a] = state.solution[a];
        entries[b] = state.solution[a];
        let label = format!("{}: {} twice in row {}", state.label, entries[a], a / 9 + 1);
        assert_wrong_entry(
            hint(&mut solver, &state, &entries, Some(&state.masks)),
            b,
            entries[b],
            &label,
        );
        // An entry that repeats a given of its row, column or box.
        let c = open[0];
        let given = (0..81)
            .find(|&g| state.puzzle[g] != 0 && peers(c, g))
            .expect("a given seen by the cell");
        let mut entries = state.entries;
        entries[c] = state.puzzle[given];
        assert_ne!(entries[c], state.solution[c]);
        let label = format!(
            "{}: the given {} again in {}",
            state.label,
            entries[c],
            name(c)
        );
        assert_wrong_entry(
            hint(&mut solver, &state, &entries, Some(&state.masks)),
            c,
            entries[c],
            &label,
        );
        assert_eq!(
            logic::steps(
                &mut solver,
                &grid(&{
                    let mut g = board;
                    g[c] = entries[c];
                    g
                })
            )
            .outcome,
            Outcome::NoSolution,
            "{label}"
        );
    }
}

#[test]
fn marks_that_lost_the_solutions_digit_are_named_never_a_step() {
    let mut solver = Solver::new();
    for state in states(&mut solver) {
        let open = state.open();
        // The cells the chain step acts on or rests on, and the first and last open cells.
        let mut targets: Vec<usize> = state
            .next
            .eliminate
            .iter()
            .chain(&state.next.place)
            .map(|&(c, _)| usize::from(c))
            .chain(state.next.chain.iter().map(|n| usize::from(n.cell)))
            .filter(|c| open.contains(c))
            .take(3)
            .collect();
        targets.extend([open[0], open[open.len() / 2], open[open.len() - 1]]);
        for &c in &targets {
            let mut masks = state.masks;
            masks[c] &= !bit(state.solution[c]);
            let label = format!(
                "{}: {} dropped from {}",
                state.label,
                state.solution[c],
                name(c)
            );
            let text = assert_missing(
                hint(&mut solver, &state, &state.entries, Some(&masks)),
                c,
                &label,
            );
            assert_eq!(
                text,
                format!(
                    "The candidates of {} leave out the digit that belongs there",
                    name(c)
                ),
                "{label}"
            );
            // With a later cell's digit dropped too: still the first.
            let last = open[open.len() - 1];
            masks[last] &= !bit(state.solution[last]);
            assert_missing(
                hint(&mut solver, &state, &state.entries, Some(&masks)),
                c,
                &label,
            );
        }
    }
}

/// The hint's text for an open cell whose marks hold no candidate.
fn no_candidate(cell: usize) -> String {
    format!(
        "The cell {} has no candidate left: the digit that belongs there was removed",
        name(cell)
    )
}

#[test]
fn a_cell_without_candidates_is_named() {
    let mut solver = Solver::new();
    for state in states(&mut solver) {
        let board = state.board();
        let open = state.open();
        let allowed = rules(&board);
        for &c in &[open[0], open[open.len() / 2], open[open.len() - 1]] {
            // No marks at all, and marks that hold only digits a peer already holds.
            let seen = 0x1FF & !allowed[c];
            for empty in [0u16, seen] {
                let mut masks = state.masks;
                masks[c] = empty;
                let label = format!("{}: marks {empty:#x} in {}", state.label, name(c));
                let text = assert_missing(
                    hint(&mut solver, &state, &state.entries, Some(&masks)),
                    c,
                    &label,
                );
                assert_eq!(text, no_candidate(c), "{label}");
            }
        }
        // Every open cell empty: the first one.
        let text = assert_missing(
            hint(&mut solver, &state, &state.entries, Some(&[0; 81])),
            open[0],
            &state.label,
        );
        assert_eq!(text, no_candidate(open[0]), "{}", state.label);
    }
}

#[test]
fn stray_bits_and_marks_on_filled_cells_change_nothing() {
    let mut solver = Solver::new();
    for state in states(&mut solver) {
        let board = state.board();
        let expected = Ok(Hint::Step(state.next.clone()));
        // Bits above 0x1FF mean no digit.
        let high = state.masks.map(|m| m | 0xFE00);
        assert_eq!(
            hint(&mut solver, &state, &state.entries, Some(&high)),
            expected,
            "{}: bits 9-15 set",
            state.label
        );
        // Any marks on filled cells (givens and entries) are ignored.
        for filled in [0u16, 0x1FF, 0xFFFF, 0x155] {
            let masks: [u16; 81] = std::array::from_fn(|c| {
                if board[c] != 0 {
                    filled
                } else {
                    state.masks[c]
                }
            });
            assert_eq!(
                hint(&mut solver, &state, &state.entries, Some(&masks)),
                expected,
                "{}: marks {filled:#x} on filled cells",
                state.label
            );
        }
        // Only bits above 0x1FF in an open cell: no candidate there.
        let c = state.open()[0];
        let mut masks = state.masks;
        masks[c] = 0xFE00;
        assert_missing(
            hint(&mut solver, &state, &state.entries, Some(&masks)),
            c,
            &state.label,
        );
    }
}

#[test]
fn givens_without_one_solution_say_why() {
    let mut solver = Solver::new();
    for state in states(&mut solver) {
        let board = state.board();
        let open = state.open();
        // No solution, no clash: a wrong digit the rules allow, as a given.
        let c = open
            .iter()
            .copied()
            .find(|&c| harmless_wrong_digit(&board, &state.solution, c).is_some())
            .unwrap();
        let mut none = state.puzzle;
        none[c] = harmless_wrong_digit(&board, &state.solution, c).unwrap();
        assert_eq!(solutions(&none), 0, "{}", state.label);
        let label = format!("{} with the given {} in {}", state.label, none[c], name(c));
        let result = logic::hint(&mut solver, &grid(&none), &grid(&state.entries), None);
        assert_eq!(result, Err(HintError::NoSolution), "{label}");
        assert_no_path(&mut solver, &none, Outcome::NoSolution, &label);
        assert_candidates_sane(&mut solver, &none, TechniqueSet::ALL, &label);

        // Several solutions: the first given whose removal leaves more than one (oracle).
        let g = (0..81)
            .find(|&g| {
                state.puzzle[g] != 0 && {
                    let mut fewer = state.puzzle;
                    fewer[g] = 0;
                    solutions(&fewer) >= 2
                }
            })
            .expect("a given that keeps the solution unique");
        let mut fewer = state.puzzle;
        fewer[g] = 0;
        let label = format!("{} without the given in {}", state.label, name(g));
        let result = logic::hint(&mut solver, &grid(&fewer), &grid(&state.entries), None);
        assert_eq!(result, Err(HintError::Multiple), "{label}");
        assert_eq!(
            result.unwrap_err().message(),
            "the givens have more than one solution, so no hint is sure"
        );
        assert_no_path(&mut solver, &fewer, Outcome::Multiple, &label);
        assert_candidates_sane(&mut solver, &fewer, below_nested(), &label);

        // A clash: the first open cell given the digit of a given it sees.
        let c = open[0];
        let seen = (0..81)
            .find(|&o| state.puzzle[o] != 0 && peers(c, o))
            .unwrap();
        let mut clash = state.puzzle;
        clash[c] = state.puzzle[seen];
        let label = format!(
            "{} with {} in {} and {}",
            state.label,
            clash[c],
            name(c),
            name(seen)
        );
        let result = logic::hint(&mut solver, &grid(&clash), &grid(&state.entries), None);
        let (first, second) = (c.min(seen), c.max(seen));
        assert_eq!(
            result,
            Err(HintError::Givens(GridError::Clash {
                first,
                second,
                digit: clash[c]
            })),
            "{label}"
        );
        let row_col = |x: usize| format!("row {} column {}", x / 9 + 1, x % 9 + 1);
        assert_eq!(
            result.unwrap_err().message(),
            format!(
                "givens clash: {} and {} both hold {}",
                row_col(first),
                row_col(second),
                clash[c]
            ),
            "{label}"
        );
        assert_no_path(&mut solver, &clash, Outcome::NoSolution, &label);
        // Clashing givens: the rules' candidates, whatever the techniques.
        let reduced = logic::candidates(&mut solver, &grid(&clash), Some(TechniqueSet::ALL));
        assert_eq!(reduced.masks(), &rules(&clash), "{label}");
    }
}
