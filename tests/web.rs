//! The wasm exports in real headless Chromium (`wasm-pack test --headless --chrome`).
#![cfg(target_arch = "wasm32")]

use dlx_sudoku::wasm::*;
use js_sys::{Array, Float64Array, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const CASES: &str = include_str!("fixtures/maxscore_cases.txt");
/// The first puzzle of ../shared/data/17clue.txt.
const SEVENTEEN: &str =
    "...1.5.68......7.19.1....3...7.26...5.......3...87.4...3....8.51.5......79.4.1...";

fn case(line: usize) -> (String, i32) {
    let text = CASES.lines().nth(line - 1).unwrap();
    let (grid, answer) = text.split_once(' ').unwrap();
    (grid.to_string(), answer.parse().unwrap())
}

fn bytes_of(text: &str) -> Vec<u8> {
    text.bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect()
}

fn js_grid(cells: &[u8]) -> JsValue {
    Uint8Array::from(cells).into()
}

/// An independent rules check: every unit holds 1..=9 once and givens are kept.
fn assert_valid(puzzle: &[u8], solution: &[u8]) {
    assert_eq!(solution.len(), 81);
    for i in 0..81 {
        assert!((1..=9).contains(&solution[i]));
        assert!(
            puzzle[i] == 0 || puzzle[i] == solution[i],
            "given changed at {i}"
        );
    }
    for u in 0..9 {
        let mut seen = [[false; 10]; 3];
        for k in 0..9 {
            let cells = [
                u * 9 + k,
                k * 9 + u,
                (u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3,
            ];
            for (kind, &cell) in cells.iter().enumerate() {
                let d = solution[cell] as usize;
                assert!(!seen[kind][d], "unit {u} kind {kind} repeats {d}");
                seen[kind][d] = true;
            }
        }
    }
}

fn score_of(grid: &[u8]) -> i32 {
    (0..81)
        .map(|i: usize| {
            let ring = (i as i32 / 9 - 4).abs().max((i as i32 % 9 - 4).abs());
            (10 - ring) * grid[i] as i32
        })
        .sum()
}

fn message(err: wasm_bindgen::JsError) -> String {
    let value: JsValue = err.into();
    let error: js_sys::Error = value.dyn_into().expect("an Error object");
    error.message().into()
}

#[wasm_bindgen_test]
fn solves_the_p1074_sample_and_a_17_clue_puzzle() {
    for puzzle in [case(1).0, SEVENTEEN.to_string()] {
        let cells = bytes_of(&puzzle);
        let solution = solve(js_grid(&cells)).unwrap();
        assert_valid(&cells, &solution);
        let text = solve_text(JsValue::from(puzzle.as_str())).unwrap();
        assert_eq!(bytes_of(&text), solution);
        assert_eq!(
            count_solutions(js_grid(&cells), JsValue::from(2)).unwrap(),
            if puzzle == SEVENTEEN { 1 } else { 2 }
        );
    }
}

#[wasm_bindgen_test]
fn max_score_gives_2829_and_2852_on_the_official_samples() {
    for (line, expected) in [(1, 2829), (2, 2852)] {
        let (grid, answer) = case(line);
        assert_eq!(answer, expected);
        assert_eq!(max_score(js_grid(&bytes_of(&grid))).unwrap(), expected);
        assert_eq!(
            max_score_text(JsValue::from(grid.as_str())).unwrap(),
            expected
        );
        let result = target(js_grid(&bytes_of(&grid)), JsValue::UNDEFINED).unwrap();
        let get = |key: &str| js_sys::Reflect::get(&result, &key.into()).unwrap();
        assert_eq!(get("score").as_f64(), Some(expected as f64));
        assert_eq!(get("proven").as_bool(), Some(true));
        let best = Uint8Array::new(&get("grid")).to_vec();
        assert_valid(&bytes_of(&grid), &best);
        assert_eq!(score_of(&best), expected);
    }
    // No solution: -1, not an error.
    let (unsolvable, answer) = case(33);
    assert_eq!(answer, -1);
    assert_eq!(max_score(js_grid(&bytes_of(&unsolvable))).unwrap(), -1);
}

#[wasm_bindgen_test]
fn each_error_kind_throws_with_its_message_and_the_module_keeps_working() {
    let short = message(solve(js_grid(&[0; 80])).unwrap_err());
    assert_eq!(short, "expected 81 cells, found 80");
    let mut bad = [0u8; 81];
    bad[5] = 12;
    assert_eq!(
        message(solve(js_grid(&bad)).unwrap_err()),
        "cell 5 (row 1 column 6) has value 12, expected 0..=9"
    );
    let mut clash = [0u8; 81];
    clash[0] = 7;
    clash[4] = 7;
    assert_eq!(
        message(solve(js_grid(&clash)).unwrap_err()),
        "givens clash: row 1 column 1 and row 1 column 5 both hold 7"
    );
    // No solution: the target score answers -1 rather than throwing.
    assert_eq!(max_score(js_grid(&clash)).unwrap(), -1);
    let (unsolvable, _) = case(33);
    assert!(message(solve(js_grid(&bytes_of(&unsolvable))).unwrap_err()).starts_with("no solution"));
    assert!(
        message(solve_text(JsValue::from("12x")).unwrap_err()).contains("'x' at line 1, column 3")
    );
    assert!(message(solve(JsValue::from("123")).unwrap_err()).contains("found a string"));
    assert!(message(solve(JsValue::NULL).unwrap_err()).contains("found null"));
    assert!(message(solve(JsValue::UNDEFINED).unwrap_err()).contains("found undefined"));
    let floats = Float64Array::new_with_length(81);
    assert!(message(solve(floats.into()).unwrap_err()).contains("Float64Array"));
    let array: Array = (0..81)
        .map(|i| JsValue::from(if i == 3 { -1.0 } else { 0.0 }))
        .collect();
    assert!(message(solve(array.into()).unwrap_err()).contains("cell 3"));
    let array: Array = (0..81)
        .map(|i| JsValue::from(if i == 9 { 1.5 } else { 0.0 }))
        .collect();
    assert!(message(solve(array.into()).unwrap_err()).contains("1.5"));
    assert!(
        message(count_solutions(js_grid(&[0; 81]), JsValue::from(-2)).unwrap_err())
            .contains("limit")
    );
    // Still working, with a plain Array grid too.
    let puzzle = bytes_of(SEVENTEEN);
    let array: Array = puzzle.iter().map(|&v| JsValue::from(v)).collect();
    assert_valid(&puzzle, &solve(array.into()).unwrap());
}

#[wasm_bindgen_test]
fn the_batch_call_agrees_with_single_calls() {
    let puzzles: Vec<String> = CASES
        .lines()
        .take(12)
        .map(|l| l[..81].to_string())
        .collect();
    let mut input = Vec::new();
    for p in &puzzles {
        input.extend(bytes_of(p));
    }
    let (unsolvable, _) = case(33);
    input.extend(bytes_of(&unsolvable));
    let out = solve_batch(Uint8Array::from(&input[..]).into()).unwrap();
    assert_eq!(out.len(), input.len());
    for (k, p) in puzzles.iter().enumerate() {
        let cells = bytes_of(p);
        let single = solve(js_grid(&cells)).unwrap();
        assert_eq!(&out[k * 81..k * 81 + 81], &single[..], "puzzle {k}");
        assert_valid(&cells, &single);
    }
    assert!(
        out[12 * 81..].iter().all(|&v| v == 0),
        "unsolvable gives zeros"
    );
    assert!(
        message(solve_batch(Uint8Array::new_with_length(100).into()).unwrap_err())
            .contains("multiple of 81")
    );
    let mut bad = [0u8; 162];
    bad[81] = 200;
    assert!(
        message(solve_batch(Uint8Array::from(&bad[..]).into()).unwrap_err())
            .starts_with("puzzle 2:")
    );
}

#[wasm_bindgen_test]
fn helpers_parse_clashes_and_weights() {
    let judge = "7 0 0 9 0 0 0 0 1\n".repeat(9);
    let parsed = parse_text(JsValue::from(judge.as_str())).unwrap();
    assert_eq!(&parsed[..9], &[7, 0, 0, 9, 0, 0, 0, 0, 1]);
    assert_eq!(clashing_cells(js_grid(&parsed)).unwrap().len(), 27);
    assert_eq!(cell_weight(JsValue::from(40)).unwrap(), 10);
    assert_eq!(cell_weight(JsValue::from(0)).unwrap(), 6);
    assert!(cell_weight(JsValue::from(81)).is_err());
}
