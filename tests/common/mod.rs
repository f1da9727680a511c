//! Helpers shared by the native integration tests: the data files and an
//! independent rules checker (written apart from the solver, on plain arrays).
#![allow(dead_code)]

use std::path::PathBuf;

#[cfg(all(feature = "cli", not(target_arch = "wasm32")))]
pub mod cli;
pub mod isomorph;
#[cfg(not(target_arch = "wasm32"))]
pub mod se_steps;

/// `tests/data`, the puzzle sets the tests read (tests/data/README.md).
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// The lines of a file of `tests/data`. The data is part of the repository:
/// a missing or empty file fails the test that reads it, naming the file; no
/// test is skipped or run on fewer puzzles.
pub fn data_lines(name: &str) -> Vec<String> {
    let path = data_dir().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read {}: {e} (tests/data is part of the repository: restore it with git)",
            path.display()
        )
    });
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    assert!(!lines.is_empty(), "{} is empty", path.display());
    lines
}

/// 81 cells from a line of digits and blanks (`.` or `0`), parsed by hand.
pub fn cells(line: &str) -> [u8; 81] {
    let bytes = line.as_bytes();
    assert!(bytes.len() >= 81, "short line {line:?}");
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(bytes) {
        *cell = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' => 0,
            other => panic!("unexpected byte {other} in {line:?}"),
        };
    }
    cells
}

/// Checks a full grid against the rules and the puzzle's givens; says what is wrong.
pub fn check_solution(puzzle: &[u8; 81], solution: &[u8]) -> Result<(), String> {
    if solution.len() != 81 {
        return Err(format!("solution has {} cells", solution.len()));
    }
    for i in 0..81 {
        if !(1..=9).contains(&solution[i]) {
            return Err(format!("cell {i} holds {}", solution[i]));
        }
        if puzzle[i] != 0 && puzzle[i] != solution[i] {
            return Err(format!(
                "given {} at cell {i} became {}",
                puzzle[i], solution[i]
            ));
        }
    }
    for unit in 0..9 {
        let mut row = [false; 10];
        let mut column = [false; 10];
        let mut square = [false; 10];
        for k in 0..9 {
            let r = solution[unit * 9 + k] as usize;
            let c = solution[k * 9 + unit] as usize;
            let b = solution[(unit / 3 * 3 + k / 3) * 9 + unit % 3 * 3 + k % 3] as usize;
            if std::mem::replace(&mut row[r], true) {
                return Err(format!("row {unit} repeats {r}"));
            }
            if std::mem::replace(&mut column[c], true) {
                return Err(format!("column {unit} repeats {c}"));
            }
            if std::mem::replace(&mut square[b], true) {
                return Err(format!("box {unit} repeats {b}"));
            }
        }
    }
    Ok(())
}

/// The target-sudoku score of a full grid, from the ring definition.
pub fn target_score(grid: &[u8]) -> i32 {
    (0..81)
        .map(|i| {
            let (r, c) = ((i / 9) as i32, (i % 9) as i32);
            let ring = (r - 4).abs().max((c - 4).abs());
            (10 - ring) * i32::from(grid[i])
        })
        .sum()
}

/// The (puzzle, answer) pairs of maxscore_cases.txt.
pub fn maxscore_cases() -> Vec<([u8; 81], i32)> {
    data_lines("maxscore_cases.txt")
        .iter()
        .map(|line| grid_and_answer(line))
        .collect()
}

/// A `<grid> <answer>` line of a target-score case file.
pub fn grid_and_answer(line: &str) -> ([u8; 81], i32) {
    let (grid, answer) = line.split_once(' ').expect("`<grid> <answer>`");
    (cells(grid), answer.trim().parse().expect("integer answer"))
}
