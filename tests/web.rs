//! The wasm exports in real headless Chromium (`wasm-pack test --headless --chrome`).
#![cfg(target_arch = "wasm32")]

use dlx_sudoku::wasm::*;
use js_sys::{Array, Float64Array, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const CASES: &str = include_str!("data/maxscore_cases.txt");
/// The first puzzle of tests/data/17clue.txt.
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

// ---------------------------------------------------------------------------------------------
// The logic exports (candidates, steps, rate, hint) through JsValue, checked against the
// Built with the `logic` feature (on by default) only.
#[cfg(feature = "logic")]
mod logic {
    use super::*;

    // published solution of the first puzzle of tests/data/17clue.txt.

    const CLUE17: &str =
        ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....";
    const CLUE17_SOLUTION: &str =
        "143657982952438761867192435795863124314279658286514397438921576671385249529746813";

    fn get(object: &JsValue, key: &str) -> JsValue {
        js_sys::Reflect::get(object, &key.into()).unwrap()
    }

    /// `[[cell, digit], ...]` as pairs.
    fn pairs(value: &JsValue) -> Vec<(usize, u8)> {
        Array::from(value)
            .iter()
            .map(|pair| {
                let pair = Array::from(&pair);
                let (c, d) = (pair.get(0).as_f64().unwrap(), pair.get(1).as_f64().unwrap());
                (c as usize, d as u8)
            })
            .collect()
    }

    #[wasm_bindgen_test]
    fn steps_place_the_published_solution_and_rate_agrees() {
        let (puzzle, solution) = (bytes_of(CLUE17), bytes_of(CLUE17_SOLUTION));
        let path = steps(JsValue::from(CLUE17)).unwrap();
        assert_eq!(get(&path, "result").as_string().unwrap(), "solved");
        let list = Array::from(&get(&path, "steps"));
        assert!(list.length() > 0);
        let mut grid = puzzle.clone();
        let mut hardest = (0.0, String::new());
        for step in list.iter() {
            let technique = get(&step, "technique").as_string().unwrap();
            let difficulty = get(&step, "rating").as_f64().unwrap();
            assert!(
                (1.0..=20.0).contains(&difficulty),
                "{technique} {difficulty}"
            );
            assert!(!get(&step, "name").as_string().unwrap().is_empty());
            assert!(get(&step, "text").as_string().unwrap().contains('r'));
            assert!(Array::is_array(&get(&step, "cells")));
            pairs(&get(&step, "candidates"));
            for (cell, digit) in pairs(&get(&step, "place")) {
                assert_eq!(grid[cell], 0, "{technique}: cell {cell} placed twice");
                assert_eq!(
                    digit, solution[cell],
                    "{technique}: wrong digit in cell {cell}"
                );
                grid[cell] = digit;
            }
            for (cell, digit) in pairs(&get(&step, "eliminate")) {
                assert_ne!(
                    digit, solution[cell],
                    "{technique}: removes the solution at {cell}"
                );
            }
            if difficulty > hardest.0 {
                hardest = (difficulty, technique);
            }
        }
        assert_eq!(grid, solution, "every cell placed, as published");
        // Cells as a Uint8Array give the same path.
        let again = steps(js_grid(&puzzle)).unwrap();
        assert_eq!(Array::from(&get(&again, "steps")).length(), list.length());

        let rated = rate(JsValue::from(CLUE17), JsValue::UNDEFINED).unwrap();
        let mut keys: Vec<String> = js_sys::Object::keys(&rated.clone().into())
            .iter()
            .map(|k| k.as_string().unwrap())
            .collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "diamond",
                "difficulty",
                "hardest",
                "pearl",
                "rating",
                "result"
            ]
        );
        assert_eq!(get(&rated, "result").as_string().unwrap(), "solved");
        assert_eq!(get(&rated, "rating").as_f64(), Some(hardest.0));
        assert_eq!(get(&rated, "hardest").as_string(), Some(hardest.1));
        // se-rate gives this puzzle 2.0/1.2/1.2 (tests/data/se121/17clue.se121.txt, line 1).
        assert_eq!(get(&rated, "rating").as_f64(), Some(2.0));
        assert_eq!(get(&rated, "pearl").as_f64(), Some(1.2));
        assert_eq!(get(&rated, "diamond").as_f64(), Some(1.2));
        assert_eq!(get(&rated, "difficulty").as_string().unwrap(), "medium");
        // Several solutions: "multiple" and nulls.
        let empty = rate(js_grid(&[0; 81]), JsValue::UNDEFINED).unwrap();
        assert_eq!(get(&empty, "result").as_string().unwrap(), "multiple");
        for key in ["difficulty", "rating", "pearl", "diamond", "hardest"] {
            assert!(get(&empty, key).is_null(), "{key}");
        }
    }

    #[wasm_bindgen_test]
    fn candidates_are_81_masks_and_hint_gives_each_kind() {
        let masks = candidates(js_grid(&[0; 81]), JsValue::UNDEFINED).unwrap();
        assert_eq!(masks.length(), 81);
        assert!(masks.to_vec().iter().all(|&m| m == 0x1FF));
        let mut five = [0u8; 81];
        five[0] = 5;
        let masks = candidates(js_grid(&five), JsValue::UNDEFINED)
            .unwrap()
            .to_vec();
        assert_eq!(
            masks.iter().filter(|&&m| m == 0x1FF & !(1 << 4)).count(),
            20
        );
        let names: Array = ["hidden-single", "naked-single"]
            .iter()
            .map(|&n| JsValue::from(n))
            .collect();
        let solved = candidates(JsValue::from(CLUE17), names.into()).unwrap();
        assert_eq!(solved.length(), 81);
        assert!(
            message(candidates(JsValue::from(CLUE17), JsValue::from("fish")).unwrap_err())
                .starts_with("unknown technique 'fish'")
        );

        let (puzzle, solution) = (bytes_of(CLUE17), bytes_of(CLUE17_SOLUTION));
        let kind = |h: &JsValue| get(h, "kind").as_string().unwrap();
        // One cell short of solved: a step placing the solution's digit there.
        let mut givens = solution.clone();
        givens[40] = 0;
        let h = hint(js_grid(&givens), js_grid(&[0; 81]), JsValue::UNDEFINED).unwrap();
        assert_eq!(kind(&h), "step");
        assert_eq!(pairs(&get(&get(&h, "step"), "place")), [(40, solution[40])]);
        // A wrong entry at its cell.
        let open = puzzle.iter().position(|&d| d == 0).unwrap();
        let mut entries = [0u8; 81];
        entries[open] = solution[open] % 9 + 1;
        let h = hint(js_grid(&puzzle), js_grid(&entries), JsValue::UNDEFINED).unwrap();
        assert_eq!(kind(&h), "wrong-entry");
        assert_eq!(get(&h, "cell").as_f64(), Some(open as f64));
        // Marks that lost the solution's digit.
        let mut marks = [0x1FFu16; 81];
        marks[open] &= !(1 << (solution[open] - 1));
        let h = hint(
            JsValue::from(CLUE17),
            JsValue::from(".".repeat(81).as_str()),
            js_sys::Uint16Array::from(&marks[..]).into(),
        )
        .unwrap();
        assert_eq!(kind(&h), "missing-candidate");
        assert_eq!(get(&h, "cell").as_f64(), Some(open as f64));
        // Complete and right.
        let h = hint(js_grid(&puzzle), js_grid(&solution), JsValue::UNDEFINED).unwrap();
        assert_eq!(kind(&h), "solved");
        // No sure hint: errors.
        let e = hint(js_grid(&[0; 81]), js_grid(&[0; 81]), JsValue::UNDEFINED).unwrap_err();
        assert!(message(e).contains("more than one solution"));
        let mut clash = [0u8; 81];
        clash[0] = 7;
        clash[4] = 7;
        let e = hint(js_grid(&clash), js_grid(&[0; 81]), JsValue::UNDEFINED).unwrap_err();
        assert!(message(e).starts_with("givens clash"));
        let e = hint(js_grid(&puzzle), js_grid(&[0; 81]), JsValue::from(512)).unwrap_err();
        assert!(message(e).starts_with("candidates: "));
    }
}
