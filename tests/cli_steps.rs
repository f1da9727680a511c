//! `steps` for machines: every line is valid against docs/steps.schema.json
//! (checked by the small JSON Schema reader below), carries the puzzle and
//! ER/EP/ED equal to Sudoku Explainer's (tests/data/se121), gives every
//! chain whole (no "... (N more)" anywhere), lists a nested step's inner
//! chains, and `--compact` is the same path without the texts. Pencil-mark
//! lines in `rate` and `steps`.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::run;
use common::data_lines;
use serde_json::Value;

/// The schema, with its `$defs` for `$ref`.
fn schema() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/steps.schema.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Checks `value` against `schema` (the keywords docs/steps.schema.json
/// uses; any other keyword fails the test, so none is silently skipped).
/// The first failure, with where it is.
fn check(root: &Value, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    let rules = schema.as_object().expect("a schema is an object");
    for (keyword, rule) in rules {
        let fail = |what: &str| Err(format!("{at}: {what} ({keyword}: {rule})"));
        match keyword.as_str() {
            "$schema" | "title" | "description" | "$defs" => {}
            "$ref" => {
                let name = rule.as_str().unwrap().strip_prefix("#/$defs/").unwrap();
                check(root, &root["$defs"][name], value, at)?;
            }
            "anyOf" => {
                let errors: Vec<String> = rule
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter_map(|s| check(root, s, value, at).err())
                    .collect();
                if errors.len() == rule.as_array().unwrap().len() {
                    return Err(format!(
                        "{at}: no schema of anyOf fits: {}",
                        errors.join(" | ")
                    ));
                }
            }
            "type" => {
                let fits = match rule.as_str().unwrap() {
                    "object" => value.is_object(),
                    "array" => value.is_array(),
                    "string" => value.is_string(),
                    "boolean" => value.is_boolean(),
                    "number" => value.is_number(),
                    "integer" => value.is_i64() || value.is_u64(),
                    other => panic!("type {other}"),
                };
                if !fits {
                    return fail(&format!("{value} is not of the type"));
                }
            }
            "enum" => {
                if !rule.as_array().unwrap().contains(value) {
                    return fail(&format!("{value} is not listed"));
                }
            }
            "minimum" | "maximum" => {
                if let Some(n) = value.as_f64() {
                    let bound = rule.as_f64().unwrap();
                    if (keyword == "minimum" && n < bound) || (keyword == "maximum" && n > bound) {
                        return fail(&format!("{n} is out of range"));
                    }
                }
            }
            "required" => {
                for name in rule.as_array().unwrap() {
                    if value.get(name.as_str().unwrap()).is_none() {
                        return fail(&format!("{name} is missing"));
                    }
                }
            }
            "properties" => {
                for (name, item) in value.as_object().into_iter().flatten() {
                    if let Some(sub) = rule.get(name) {
                        check(root, sub, item, &format!("{at}.{name}"))?;
                    }
                }
            }
            "additionalProperties" if rule != &Value::Bool(false) => {
                // A schema: every property is checked against it.
                for (name, item) in value.as_object().into_iter().flatten() {
                    check(root, rule, item, &format!("{at}.{name}"))?;
                }
            }
            "additionalProperties" => {
                let known = rules["properties"].as_object().unwrap();
                if let Some(name) = value
                    .as_object()
                    .into_iter()
                    .flatten()
                    .map(|(n, _)| n)
                    .find(|n| !known.contains_key(*n))
                {
                    return fail(&format!("{name} is not a known property"));
                }
            }
            "prefixItems" | "items" => {
                let first = if keyword == "items" {
                    rules
                        .get("prefixItems")
                        .map_or(0, |p| p.as_array().unwrap().len())
                } else {
                    0
                };
                for (i, item) in value.as_array().into_iter().flatten().enumerate() {
                    let sub = match keyword.as_str() {
                        "items" if i >= first => rule,
                        "prefixItems" => match rule.as_array().unwrap().get(i) {
                            Some(sub) => sub,
                            None => continue,
                        },
                        _ => continue,
                    };
                    check(root, sub, item, &format!("{at}[{i}]"))?;
                }
            }
            "minItems" | "maxItems" => {
                if let Some(items) = value.as_array() {
                    let bound = rule.as_u64().unwrap() as usize;
                    if (keyword == "minItems" && items.len() < bound)
                        || (keyword == "maxItems" && items.len() > bound)
                    {
                        return fail(&format!("{} items", items.len()));
                    }
                }
            }
            other => panic!("docs/steps.schema.json uses {other}, which this check does not read"),
        }
    }
    Ok(())
}

/// Runs `steps` with `args` on `input`; each line parsed and checked.
fn steps(args: &[&str], input: &str) -> Vec<Value> {
    let schema = schema();
    let mut all = vec!["steps"];
    all.extend(args);
    let out = run(&all, input);
    assert!(
        !out.out.contains(" more)"),
        "a chain is cut short in the JSON"
    );
    out.out
        .lines()
        .enumerate()
        .map(|(n, line)| {
            let value: Value = serde_json::from_str(line).unwrap();
            if let Err(e) = check(&schema, &schema, &value, &format!("line {}", n + 1)) {
                panic!("{e}\n{line}");
            }
            value
        })
        .collect()
}

/// Line `n` (1-based) of top1465 with SE's ratings: (puzzle, "ER/EP/ED").
fn top1465(n: usize) -> (String, String) {
    let line = &data_lines("se121/top1465.se121.txt")[n - 1];
    let (puzzle, ratings) = line.split_once(' ').unwrap();
    (puzzle.to_string(), ratings.trim().to_string())
}

/// The 729 pencil marks of a puzzle's plain candidates, written by hand.
fn plain_marks(puzzle: &str) -> String {
    let cells: Vec<u8> = puzzle.bytes().map(|b| b.saturating_sub(b'0')).collect();
    let sees = |a: usize, b: usize| {
        a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
    };
    let mut out = String::new();
    for cell in 0..81 {
        for digit in 1..=9u8 {
            let candidate = match cells[cell] {
                0 => !(0..81).any(|p| sees(cell, p) && cells[p] == digit),
                given => given == digit,
            };
            out.push(if candidate {
                char::from(b'0' + digit)
            } else {
                '.'
            });
        }
    }
    out
}

fn ratings(value: &Value) -> String {
    format!("{}/{}/{}", value["er"], value["ep"], value["ed"])
}

#[test]
fn every_line_fits_the_schema_and_carries_ses_ratings() {
    // top1465 lines 4, 1 and 2: SE 3.4, 9.0 and 9.5 (nesting level 1).
    let rated: Vec<(String, String)> = [4, 1, 2].iter().map(|&n| top1465(n)).collect();
    let clash = format!("11{}", ".".repeat(79));
    let several = ".".repeat(81);
    let mut input: Vec<String> = rated.iter().map(|(p, _)| p.clone()).collect();
    input.extend([
        clash,
        several,
        String::new(),
        "# a comment".into(),
        "123".into(),
        plain_marks(&rated[0].0),
    ]);
    let input = input.join("\n") + "\n";
    for compact in [false, true] {
        let args: &[&str] = if compact { &["--compact"] } else { &[] };
        let lines = steps(args, &input);
        assert_eq!(lines.len(), 9);
        for (value, (puzzle, se)) in lines.iter().zip(&rated) {
            assert_eq!(value["puzzle"].as_str().unwrap().replace('.', "0"), *puzzle);
            assert_eq!(value["result"], "solved");
            let expected: Vec<f64> = se.split('/').map(|r| r.parse().unwrap()).collect();
            let got: Vec<f64> = ["er", "ep", "ed"]
                .iter()
                .map(|k| value[k].as_f64().unwrap())
                .collect();
            assert_eq!(
                got,
                expected,
                "{puzzle}: {} against SE's {se}",
                ratings(value)
            );
            let steps = value["steps"].as_array().unwrap();
            assert_eq!(steps.iter().all(|s| s.get("text").is_some()), !compact);
            assert_eq!(steps.iter().all(|s| s.get("t").is_some()), compact);
        }
        assert_eq!(lines[3]["result"], "error");
        assert_eq!(lines[4]["result"], "multiple");
        assert_eq!(lines[4]["steps"], Value::Array(Vec::new()));
        assert_eq!(lines[5]["result"], "empty");
        assert_eq!(lines[6]["result"], "comment");
        assert_eq!(lines[7]["result"], "error");
        // The plain marks of the first puzzle: its path, its ratings.
        assert_eq!(lines[8]["puzzle"].as_str().unwrap().len(), 729);
        assert_eq!(ratings(&lines[8]), ratings(&lines[0]));
        assert_eq!(lines[8]["steps"], lines[0]["steps"]);
    }
}

#[test]
fn a_nested_step_lists_its_inner_chains_and_compact_is_the_same_path() {
    // forum_hardest_1106 line 1: SE 10.3, nesting level 2 (chains inside the branches).
    let line = &data_lines("se121/forum_hardest_1106_first20.se121.txt")[0];
    let (puzzle, se) = line.split_once(' ').unwrap();
    assert_eq!(se.trim(), "10.3/1.2/1.2");
    let full = &steps(&[], puzzle)[0];
    let compact = &steps(&["--compact"], puzzle)[0];
    assert_eq!(full["er"].as_f64(), Some(10.3));
    let (full_steps, compact_steps) = (
        full["steps"].as_array().unwrap(),
        compact["steps"].as_array().unwrap(),
    );
    assert_eq!(full_steps.len(), compact_steps.len());
    let mut inner = 0;
    let code = |pair: &Value| pair[0].as_u64().unwrap() * 9 + pair[1].as_u64().unwrap() - 1;
    let codes = |v: &Value| -> Vec<u64> {
        v.as_array()
            .map_or(Vec::new(), |a| a.iter().map(code).collect())
    };
    let ints = |v: &Value| -> Vec<u64> {
        v.as_array().map_or(Vec::new(), |a| {
            a.iter().map(|n| n.as_u64().unwrap()).collect()
        })
    };
    for (f, c) in full_steps.iter().zip(compact_steps) {
        assert_eq!(f["technique"], c["t"]);
        assert_eq!(f["rating"], c["r"]);
        assert_eq!(codes(&f["place"]), ints(&c["p"]));
        assert_eq!(codes(&f["eliminate"]), ints(&c["e"]));
        assert_eq!(f["nodes"].as_u64().unwrap(), c["n"].as_u64().unwrap_or(0));
        let fc = f["chain"].as_array().unwrap();
        let cc = c["c"].as_array().map_or(&[][..], |a| &a[..]);
        assert_eq!(fc.len(), cc.len());
        for (i, (n, m)) in fc.iter().zip(cc).enumerate() {
            // A number alone: its parent is the node before it.
            let m: Vec<i64> = match m.as_array() {
                Some(a) => a.iter().map(|x| x.as_i64().unwrap()).collect(),
                None => vec![m.as_i64().unwrap(), -1],
            };
            let on = n["on"].as_bool().unwrap() as i64;
            let node =
                (n["cell"].as_i64().unwrap() * 9 + n["digit"].as_i64().unwrap() - 1) * 2 + on;
            let via = n["via"].as_i64().unwrap();
            assert_eq!(m[0], node * 30 + via + 1);
            let parents: Vec<i64> = match &m[1..] {
                [-1] => vec![i as i64 - 1],
                [] => Vec::new(),
                [0] => Vec::new(),
                back => back.iter().map(|b| i as i64 - b).collect(),
            };
            let expected: Vec<i64> = n["parents"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_i64().unwrap())
                .collect();
            assert_eq!(parents, expected, "step {} node {i}", f["name"]);
        }
        // Inner chains feed nodes through a technique on the reduced grid
        // (level 1's techniques there are not chains: no inner chain).
        let nested = fc.iter().any(|n| n["via"] == 28);
        assert!(nested || f.get("inner").is_none(), "{}", f["name"]);
        assert_eq!(
            f.get("inner").map(|l| l.as_array().unwrap().len()),
            c.get("i").map(|l| l.as_array().unwrap().len())
        );
        if let Some(list) = f["inner"].as_array() {
            inner += list.len();
            for (chain, short) in list.iter().zip(c["i"].as_array().unwrap()) {
                assert!(chain["complexity"].as_u64().unwrap() > 0);
                assert_eq!(chain["complexity"], short["n"]);
                assert_eq!(chain["producer"], short["s"]);
                let targets = chain["targets"].as_array().unwrap();
                assert!(!targets.is_empty());
                assert_eq!(targets.len(), short["g"].as_array().unwrap().len());
            }
        }
    }
    assert!(inner > 0, "no inner chain listed");
}

#[test]
fn pencil_mark_lines_rate_and_bad_ones_are_errors_naming_the_place() {
    let (puzzle, se) = top1465(4);
    let marks = plain_marks(&puzzle);
    let out = run(
        &["rate", "--format", "%r/%p/%d"],
        format!("{puzzle}\n{marks}\n"),
    );
    assert_eq!(out.out, format!("{se}\n{se}\n"));
    assert!(out.ok);
    // A misplaced digit, a bad character, a dead cell, no solution.
    let mut misplaced = marks.clone();
    misplaced.replace_range(9..10, "5");
    let bad = format!("{}x{}", &marks[..100], &marks[101..]);
    let dead = format!(".........{}", &marks[9..]);
    let solution = run(&["solve"], format!("{puzzle}\n")).out;
    let digit = solution.as_bytes()[1] - b'0';
    let mut wrong: Vec<u8> = marks.clone().into_bytes();
    wrong[9 + usize::from(digit) - 1] = b'.';
    let wrong = String::from_utf8(wrong).unwrap();
    let out = run(&["rate"], format!("{misplaced}\n{bad}\n{dead}\n{wrong}\n"));
    let lines: Vec<&str> = out.out.lines().collect();
    assert!(!out.ok);
    assert!(
        lines[0].starts_with("error: digit 5 at position 10 of the pencil marks"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("error: unexpected character 'x' at column 101"),
        "{}",
        lines[1]
    );
    assert_eq!(
        lines[2],
        "error: no candidate in row 1 column 1: the pencil marks have no solution"
    );
    // The solution's digit removed from r1c2: no solution (or, seen at
    // once, a digit without a place).
    assert!(
        lines[3].starts_with("error: ") && lines[3].contains("no solution"),
        "{}",
        lines[3]
    );
    // Commands about givens say they do not read marks.
    let out = run(&["solve"], format!("{marks}\n"));
    assert_eq!(
        out.out,
        "error: a line of 729 pencil marks is read by rate, steps and stats only\n"
    );
}
