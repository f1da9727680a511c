//! The `dlx-sudoku` binary in the judges' formats and the line formats.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::{cells, check_solution, data_lines, target_score};

/// Runs the CLI with `args` on `input`; returns (success, stdout, stderr).
fn run(args: &[&str], input: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx-sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Nine lines of nine space-separated digits into 81 cells.
fn spaced_grid(text: &str) -> Vec<u8> {
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 9, "nine lines: {text:?}");
    lines
        .iter()
        .flat_map(|line| {
            let numbers: Vec<u8> = line.split(' ').map(|t| t.parse().unwrap()).collect();
            assert_eq!(numbers.len(), 9, "nine numbers a line: {line:?}");
            numbers
        })
        .collect()
}

const P1784_SAMPLE: &str = "\
8 0 0 0 0 0 0 0 0
0 0 3 6 0 0 0 0 0
0 7 0 0 9 0 2 0 0
0 5 0 0 0 7 0 0 0
0 0 0 0 4 5 7 0 0
0 0 0 1 0 0 0 3 0
0 0 1 0 0 0 0 6 8
0 0 8 5 0 0 0 1 0
0 9 0 0 0 0 4 0 0
";

#[test]
fn p1784_prints_the_solved_grid_spaced() {
    let (ok, out, _) = run(&["p1784"], P1784_SAMPLE);
    assert!(ok);
    let solution = spaced_grid(&out);
    let puzzle = cells(&P1784_SAMPLE.split_whitespace().collect::<String>());
    check_solution(&puzzle, &solution).unwrap();
}

/// The two NOIP 2009 statement samples, as the judges' 9-line input.
fn judge_input(line: &str) -> String {
    line.as_bytes()[..81]
        .chunks(9)
        .map(|row| {
            let numbers: Vec<String> = row.iter().map(|b| (*b as char).to_string()).collect();
            numbers.join(" ") + "\n"
        })
        .collect()
}

#[test]
fn p1074_answers_the_statement_samples() {
    let lines = data_lines("maxscore_cases.txt");
    assert_eq!(run(&["p1074"], &judge_input(&lines[0])).1, "2829\n");
    assert_eq!(run(&["p1074"], &judge_input(&lines[1])).1, "2852\n");
    // Unsolvable (line 33) and clashing givens (line 37) are both -1 for the judge.
    assert_eq!(run(&["p1074"], &judge_input(&lines[32])).1, "-1\n");
    assert_eq!(run(&["p1074"], &judge_input(&lines[36])).1, "-1\n");
}

#[test]
fn poj2676_solves_each_case_as_digit_lines() {
    let input = "2\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n\
                 000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n";
    let (ok, out, _) = run(&["poj2676"], input);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 18);
    let puzzles: Vec<&str> = input.lines().skip(1).collect();
    for case in 0..2 {
        let puzzle = cells(&puzzles[case * 9..case * 9 + 9].concat());
        let solved = cells(&lines[case * 9..case * 9 + 9].concat());
        assert!(lines[case * 9..case * 9 + 9].iter().all(|l| l.len() == 9));
        check_solution(&puzzle, &solved).unwrap();
    }
}

#[test]
fn line_commands_answer_each_line() {
    let lines = data_lines("maxscore_cases.txt");
    let input: String = lines[..3].iter().map(|l| format!("{l}\n")).collect();
    let (ok, out, _) = run(&["score"], &input);
    assert!(ok);
    let expected: Vec<&str> = lines[..3].iter().map(|l| &l[82..]).collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);

    let (ok, out, _) = run(&["count"], &input);
    assert!(ok);
    // Lines 1-3 have 3, 85 and 1 solutions (the data README's brute-force counts).
    assert_eq!(out, "2\n2\n1\n");
    let (_, out, _) = run(&["count", "--limit", "100"], &input);
    assert_eq!(out, "3\n85\n1\n");

    let puzzle = &data_lines("17clue.txt")[0];
    let unsolvable = &lines[32][..81];
    let (ok, out, _) = run(&["solve"], &format!("{puzzle}\n{unsolvable}\n"));
    assert!(ok);
    let out: Vec<&str> = out.lines().collect();
    check_solution(&cells(puzzle), &cells(out[0])).unwrap();
    assert_eq!(out[1], "none");
    assert!(target_score(&cells(out[0])) > 0);
}

#[test]
fn malformed_input_fails_with_one_line_on_stderr() {
    let (ok, out, err) = run(
        &["solve"],
        &format!("{}\n{}x\n", ".".repeat(81), ".".repeat(40)),
    );
    assert!(!ok);
    assert_eq!(out.lines().count(), 1, "the first line was answered");
    assert_eq!(err.lines().count(), 1);
    assert!(err.contains("line 2") && err.contains("'x'"), "{err}");

    let (ok, _, err) = run(&["score"], &format!("{}\n", "1".repeat(40)));
    assert!(!ok);
    assert!(err.contains("expected 81 cells, found 40"), "{err}");

    let (ok, _, err) = run(&["p1784"], "1 2 3\n");
    assert!(!ok);
    assert!(err.contains("found 3"), "{err}");

    let (ok, _, err) = run(&["poj2676"], "x\n");
    assert!(!ok);
    assert!(err.contains("number of test cases"), "{err}");

    let (ok, _, err) = run(&["count", "--limit", "many"], "");
    assert!(!ok);
    assert!(err.contains("--limit"), "{err}");

    let (ok, _, _) = run(&["frobnicate"], "");
    assert!(!ok);
}
