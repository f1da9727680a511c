//! Each error kind, as values with messages, and no panic on arbitrary input.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{cells, check_solution, data_lines};
use dlx_sudoku::{Grid, GridError, Solver};

#[test]
fn each_error_kind_says_what_is_wrong() {
    assert_eq!(
        Grid::from_bytes(&[0; 80]),
        Err(GridError::WrongLength { found: 80 })
    );
    assert_eq!(
        Grid::from_text(&"0".repeat(82)).unwrap_err().to_string(),
        "expected 81 cells, found 82"
    );
    let mut bytes = [0u8; 81];
    bytes[80] = 10;
    assert_eq!(
        Grid::from_bytes(&bytes).unwrap_err().to_string(),
        "cell 80 (row 9 column 9) has value 10, expected 0..=9"
    );
    let err = Grid::from_text(&format!("{}\n....a", ".".repeat(9))).unwrap_err();
    assert_eq!(
        err,
        GridError::BadChar {
            line: 2,
            column: 5,
            ch: 'a'
        }
    );
    assert!(err.to_string().contains("line 2, column 5"));

    // Same digit in one box (cells 0 and 10), which no row or column shares.
    let mut clash = Grid::empty();
    clash.set(0, 5);
    clash.set(10, 5);
    let mut solver = Solver::new();
    let expected = GridError::Clash {
        first: 0,
        second: 10,
        digit: 5,
    };
    assert_eq!(solver.solve(&clash), Err(expected));
    assert_eq!(solver.count_solutions(&clash, 2), Err(expected));
    // No solution, so the target score's -1 rather than an error.
    assert_eq!(solver.max_score(&clash), -1);
    assert_eq!(solver.target(&clash, None), dlx_sudoku::Target::NO_SOLUTION);
    assert_eq!(solver.target(&clash, None).grid, None);
    assert_eq!(
        expected.to_string(),
        "givens clash: row 1 column 1 and row 2 column 2 both hold 5"
    );
}

#[test]
fn no_solution_is_not_an_error() {
    // Line 33 of the target cases: valid givens, no completion.
    let line = &data_lines("maxscore_cases.txt")[32];
    let grid = Grid::from_text_prefix(line).unwrap();
    let mut solver = Solver::new();
    assert_eq!(solver.solve(&grid), Ok(None));
    assert_eq!(solver.count_solutions(&grid, 2), Ok(0));
    assert_eq!(solver.max_score(&grid), -1);
    let target = solver.target(&grid, None);
    assert_eq!((target.score, target.grid, target.proven), (-1, None, true));
}

/// A small deterministic generator (xorshift), so the test needs no crate.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn arbitrary_bytes_and_text_never_panic() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut solver = Solver::new();
    let mut solved = 0;
    for round in 0..3000 {
        let len = if round % 3 == 0 {
            81
        } else {
            (rng.next() % 200) as usize
        };
        // A third of the rounds: sparse valid values, mostly solvable.
        let sparse = round % 3 == 0;
        let bytes: Vec<u8> = (0..len)
            .map(|_| match rng.next() % 4 {
                0 if !sparse => (rng.next() % 256) as u8,
                _ => (rng.next() % 10) as u8 * u8::from(rng.next() % 16 == 0),
            })
            .collect();
        if let Ok(grid) = Grid::from_bytes(&bytes) {
            let budget = Some(2000);
            if let Ok(Some(solution)) = solver.solve(&grid) {
                let givens: [u8; 81] = bytes[..].try_into().unwrap();
                check_solution(&givens, solution.cells()).unwrap();
                solved += 1;
            }
            let _ = solver.count_solutions(&grid, 3);
            let _ = solver.target(&grid, budget);
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let _ = Grid::from_text(&text);
        let _ = Grid::from_text_prefix(&text);
    }
    assert!(solved > 0, "some random grids are solvable");
    // The reused solver still answers correctly afterwards.
    let line = &data_lines("17clue.txt")[0];
    let solution = solver.solve(&line.parse().unwrap()).unwrap().unwrap();
    check_solution(&cells(line), solution.cells()).unwrap();
}
