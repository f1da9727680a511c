//! The minlex form (`dlx_sudoku::sudoku::canon`) against expected values from
//! outside the code under test:
//!
//! - a brute force written here: every one of the 2 x 6^8 = 3,359,232 cell
//!   arrangements applied, relabelled in order of first appearance, the
//!   smallest string kept (no pruning of the arrangements);
//! - published minlex forms (each source named at its test);
//! - properties: the form of any isomorph (a transformation drawn by the
//!   small generator of tests/common/isomorph.rs) is the same; the form is
//!   its own form; it is an isomorph (same givens, same digit counts, same
//!   number of solutions).

#![cfg(not(target_arch = "wasm32"))]
// Rows, columns and cells are indices into several arrays at once.
#![allow(clippy::needless_range_loop)]

mod common;

use common::isomorph::{line_orders, random_isomorph, Rng};
use common::{cells, data_lines};
use dlx_sudoku::sudoku::canon::{is_same_class, minlex, Minlexer};
use dlx_sudoku::{Grid, Solver};

/// The minlex form by brute force: every orientation, row order and column
/// order, each relabelled in order of first appearance; the comparison with
/// the best so far stops at the first larger cell.
fn brute_minlex(grid: &[u8; 81]) -> [u8; 81] {
    let orders = line_orders();
    let mut best = [u8::MAX; 81];
    for transpose in [false, true] {
        let at = |r: usize, c: usize| {
            if transpose {
                grid[c * 9 + r]
            } else {
                grid[r * 9 + c]
            }
        };
        for rows in &orders {
            for cols in &orders {
                let mut labels = [0u8; 10];
                let mut next = 1;
                let mut smaller = false;
                let mut candidate = [0u8; 81];
                let mut larger = false;
                'cells: for r in 0..9 {
                    for c in 0..9 {
                        let v = at(rows[r], cols[c]) as usize;
                        let out = if v == 0 {
                            0
                        } else {
                            if labels[v] == 0 {
                                labels[v] = next;
                                next += 1;
                            }
                            labels[v]
                        };
                        let i = r * 9 + c;
                        if !smaller {
                            if out > best[i] {
                                larger = true;
                                break 'cells;
                            }
                            smaller = out < best[i];
                        }
                        candidate[i] = out;
                    }
                }
                if !larger && smaller {
                    best = candidate;
                }
            }
        }
    }
    best
}

fn grid_of(cells: &[u8; 81]) -> Grid {
    Grid::from_bytes(cells).unwrap()
}

fn form(cells: &[u8; 81]) -> [u8; 81] {
    *minlex(&grid_of(cells)).cells()
}

fn line(cells: &[u8; 81]) -> String {
    cells.iter().map(|&v| char::from(b'0' + v)).collect()
}

/// Red Ed's "minimum min-lex grid", the most canonical grid (its own form),
/// enjoysudoku forum, "Canonical Form" thread, post of 28 January 2007
/// (quoted by JPF; the grid is automorphic without relabelling).
const RED_ED_MIN: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

/// Red Ed's "maximum min-lex grid" (72-way automorphic), same thread, 28
/// January 2007.
const RED_ED_MAX: &str =
    "123456789457893612986217354274538196531964827698721435342685971715349268869172543";

/// A sparse grid for the blank-line cuts: a blank band, a blank stack, blank
/// rows and columns elsewhere, and a repeated digit pattern.
const SPARSE: &str =
    "000000000000000000000000000100000200000000000002000100000000000000000001300000000";

/// The grids the brute force checks: degenerate ones, a 17-clue puzzle, a
/// hard one, a full grid, the two most symmetric grids above, a sparse grid,
/// a grid with clashing givens (it still has a form), and a puzzle with one
/// given.
fn brute_cases() -> Vec<[u8; 81]> {
    let mut one = [0u8; 81];
    one[40] = 7;
    let mut clash = cells(&data_lines("top1465.txt")[0]);
    clash[1] = clash[0].max(1);
    clash[0] = clash[1];
    // Degenerate grids with many twins (equal rows, columns, bands, stacks):
    // one digit everywhere, a digit a row, a digit a column.
    let same = [7u8; 81];
    let by_row: [u8; 81] = std::array::from_fn(|i| (i / 9 + 1) as u8);
    let by_col: [u8; 81] = std::array::from_fn(|i| (i % 9 + 1) as u8);
    vec![
        same,
        by_row,
        by_col,
        cells(&data_lines("17clue.txt")[4321]),
        cells(&data_lines("top1465.txt")[77]),
        cells(&data_lines("17clue.solutions.txt")[9]),
        cells(RED_ED_MIN),
        cells(RED_ED_MAX),
        cells(SPARSE),
        clash,
        one,
    ]
}

#[test]
fn equals_the_brute_force() {
    for case in brute_cases() {
        assert_eq!(
            line(&form(&case)),
            line(&brute_minlex(&case)),
            "{}",
            line(&case)
        );
    }
}

#[test]
fn published_grid_forms() {
    // Both of Red Ed's grids are their own form, and so is any isomorph of them.
    let mut rng = Rng(1);
    for text in [RED_ED_MIN, RED_ED_MAX] {
        let grid = cells(text);
        assert_eq!(line(&form(&grid)), text);
        for _ in 0..20 {
            assert_eq!(line(&form(&random_isomorph(&grid, &mut rng))), text);
        }
    }
    // sudokuwiki.org, "Sudoku Min-Lex" (Andrew Stuart, with Mathimagics' code):
    // the solution of its "tough" example and the solution's min-lex form.
    let solution =
        cells("369218475215749863487635912754861239631924758928357641173482596542196387896573124");
    assert_eq!(
        line(&form(&solution)),
        "123456789457189236698273541261947853745831692839625417384792165512368974976514328"
    );
}

#[test]
fn published_puzzle_form() {
    // sudoku.coach's minlexer, announced on reddit r/sudoku ("Added Sudoku
    // minlexer to sudoku.coach", u/sudoku_coach): a puzzle and its minlex form.
    let puzzle =
        cells("001000090030604001809030042095000104740901020128706935900010063312860450576023810");
    assert_eq!(
        line(&form(&puzzle)),
        "000001002003042056670300010000208160120690005790514283001020037047135608305987401"
    );
}

/// tests/data/17clue.txt is tdoku's copy of Gordon Royle's list of 17-clue
/// puzzles, published mostly in minlex form (sorted, `.` blanks): the form
/// of a line is never above the line itself (the line is one of its own
/// arrangements), most lines are their own form, and the brute force agrees
/// on a sample of the lines that are and of those that are not.
#[test]
fn the_17_clue_list_is_mostly_in_minlex_form() {
    let lines = data_lines("17clue.txt");
    let mut minlexer = Minlexer::new();
    let (mut fixed, mut moved) = (Vec::new(), Vec::new());
    for (i, text) in lines.iter().enumerate() {
        let c = cells(text);
        let canon = *minlexer.minlex(&grid_of(&c)).cells();
        assert!(
            canon <= c,
            "line {}: {} above the line",
            i + 1,
            line(&canon)
        );
        if canon == c {
            fixed.push(i);
        } else {
            moved.push(i);
        }
    }
    assert!(
        fixed.len() >= 9_500,
        "only {} of 10,000 lines are their own form",
        fixed.len()
    );
    for &i in fixed
        .iter()
        .step_by(fixed.len() / 3)
        .chain(moved.iter().step_by(moved.len() / 3))
    {
        let c = cells(&lines[i]);
        assert_eq!(line(&form(&c)), line(&brute_minlex(&c)), "line {}", i + 1);
    }
}

#[test]
fn isomorphs_share_the_form() {
    let mut rng = Rng(2026);
    let mut minlexer = Minlexer::new();
    let mut sets: Vec<[u8; 81]> = Vec::new();
    for name in ["17clue.txt", "top1465.txt", "forum_hardest_1106.txt"] {
        sets.extend(data_lines(name).iter().step_by(7).map(|l| cells(l)));
    }
    sets.extend(
        data_lines("17clue.solutions.txt")
            .iter()
            .step_by(50)
            .map(|l| cells(l)),
    );
    // Random sparse grids (0-12 givens of random digits, clashes allowed):
    // many blank lines, many ties.
    for _ in 0..300 {
        let mut g = [0u8; 81];
        for _ in 0..rng.below(13) {
            g[rng.below(81)] = 1 + rng.below(9) as u8;
        }
        sets.push(g);
    }
    for grid in &sets {
        let expected = *minlexer.minlex(&grid_of(grid)).cells();
        for _ in 0..2 {
            let other = random_isomorph(grid, &mut rng);
            let got = *minlexer.minlex(&grid_of(&other)).cells();
            assert_eq!(
                line(&got),
                line(&expected),
                "{} and its isomorph {}",
                line(grid),
                line(&other)
            );
        }
    }
}

#[test]
fn the_form_is_a_fixed_point_and_an_isomorph() {
    let mut solver = Solver::new();
    let counts = |g: &[u8; 81]| {
        let mut n = [0usize; 10];
        for &v in g {
            n[v as usize] += 1;
        }
        n[1..].sort_unstable();
        n
    };
    let lines: Vec<String> = ["17clue.txt", "top1465.txt"]
        .iter()
        .flat_map(|name| data_lines(name).into_iter().step_by(13))
        .collect();
    for text in &lines {
        let grid = grid_of(&cells(text));
        let canon = minlex(&grid);
        assert_eq!(minlex(&canon), canon, "{text}");
        assert_eq!(counts(canon.cells()), counts(grid.cells()), "{text}");
        assert_eq!(
            solver.count_solutions(&canon, 2).unwrap(),
            solver.count_solutions(&grid, 2).unwrap(),
            "{text}"
        );
        assert!(is_same_class(&grid, &canon));
    }
}

#[test]
fn is_same_class_tells_isomorphs_apart() {
    let lines = data_lines("17clue.txt");
    let mut rng = Rng(7);
    let a = cells(&lines[0]);
    let b = cells(&lines[1]);
    let a2 = random_isomorph(&a, &mut rng);
    assert!(is_same_class(&grid_of(&a), &grid_of(&a2)));
    assert!(!is_same_class(&grid_of(&a), &grid_of(&b)));
    // One digit changed: a different class.
    let mut c = a2;
    let cell = c.iter().position(|&v| v != 0).unwrap();
    c[cell] = c[cell] % 9 + 1;
    assert!(!is_same_class(&grid_of(&a), &grid_of(&c)));
}

#[test]
fn edge_grids() {
    assert_eq!(minlex(&Grid::empty()), Grid::empty());
    // Nine givens of one digit in one row: transposed, they become a column.
    let mut row = [0u8; 81];
    for cell in row.iter_mut().take(9) {
        *cell = 4;
    }
    assert_eq!(line(&form(&row)), line(&brute_minlex(&row)));
    let full = cells(&data_lines("top1465.solutions.txt")[0]);
    assert!(line(&form(&full)).starts_with("123456789"));
}

/// Random grids of six kinds, each against the brute force: sparse grids of
/// random digits (clashes allowed), solution grids with holes, a full row and
/// a few givens, few distinct digits, grids equal to their transpose, and
/// solution grids with a blank row and a blank column.
#[test]
fn random_grids_equal_the_brute_force() {
    let mut rng = Rng(99);
    let solutions: Vec<[u8; 81]> = data_lines("17clue.solutions.txt")
        .iter()
        .map(|l| cells(l))
        .collect();
    for round in 0..60 {
        let solution = solutions[rng.below(solutions.len())];
        let mut g = [0u8; 81];
        match round % 6 {
            0 => {
                for _ in 0..1 + rng.below(20) {
                    g[rng.below(81)] = 1 + rng.below(9) as u8;
                }
            }
            1 => {
                g = solution;
                for _ in 0..rng.below(40) {
                    g[rng.below(81)] = 0;
                }
            }
            2 => {
                let r = rng.below(9);
                g[r * 9..r * 9 + 9].copy_from_slice(&solution[r * 9..r * 9 + 9]);
                for _ in 0..rng.below(8) {
                    let i = rng.below(81);
                    g[i] = solution[i];
                }
            }
            3 => {
                for _ in 0..rng.below(30) {
                    g[rng.below(81)] = 1 + rng.below(3) as u8;
                }
            }
            4 => {
                for _ in 0..20 + rng.below(30) {
                    let i = rng.below(81);
                    g[i] = solution[i];
                }
                for r in 0..9 {
                    for c in 0..r {
                        g[r * 9 + c] = g[c * 9 + r];
                    }
                }
            }
            _ => {
                g = solution;
                let (r, c) = (rng.below(9), rng.below(9));
                for i in 0..9 {
                    g[r * 9 + i] = 0;
                    g[i * 9 + c] = 0;
                }
            }
        }
        assert_eq!(
            line(&form(&g)),
            line(&brute_minlex(&g)),
            "round {round}: {}",
            line(&g)
        );
    }
}
