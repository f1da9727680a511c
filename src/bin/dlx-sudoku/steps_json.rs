//! `steps`: Sudoku Explainer's path of a puzzle (or of a pencil-mark state)
//! as one line of JSON, whole: the puzzle, ER/EP/ED, every step with its
//! chain's every node, a nested step's inner chains, and the texts without
//! any line shortened. `--compact` leaves out the texts, the names and what
//! the chain gives again (cells, candidates), with one-letter keys and
//! numbers for candidates and nodes. docs/cli.md gives the schema;
//! docs/steps.schema.json is its JSON Schema.

use dlx_sudoku::sudoku::logic::{self, InnerChain, Step};
use dlx_sudoku::sudoku::Marks;
use dlx_sudoku::Grid;

/// `steps`' line for a puzzle's path.
pub fn steps_json(grid: &Grid, path: &logic::Path, compact: bool) -> String {
    path_json(&grid.to_line('.'), path, compact)
}

/// `steps`' line for a pencil-mark state's path.
pub fn marks_steps_json(marks: &Marks, path: &logic::Path, compact: bool) -> String {
    path_json(&marks.to_line('.'), path, compact)
}

/// `{"puzzle":..., "result":..., "er":..., "ep":..., "ed":..., "hardest":...,
/// "steps":[...]}` on one line (no ratings unless the result is `solved`
/// with a step).
fn path_json(puzzle: &str, path: &logic::Path, compact: bool) -> String {
    let mut out = String::with_capacity(1024);
    out.push_str("{\"puzzle\":");
    out.push_str(&json_string(puzzle));
    out.push_str(",\"result\":\"");
    out.push_str(path.outcome.name());
    out.push('"');
    // A full grid has no step, so no ratings (`rate` answers `solved`).
    if path.outcome == logic::Outcome::Solved && !path.steps.is_empty() {
        let [er, ep, ed, hardest] = ratings(&path.steps);
        out.push_str(&format!(
            ",\"er\":{},\"ep\":{},\"ed\":{}",
            tenths(er),
            tenths(ep),
            tenths(ed)
        ));
        if let Some(step) = path.steps.get(hardest as usize) {
            out.push_str(",\"hardest\":\"");
            out.push_str(step.technique.name());
            out.push('"');
        }
    }
    out.push_str(",\"steps\":[");
    for (i, step) in path.steps.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        step_json(&mut out, step, compact);
    }
    out.push_str("]}");
    out
}

/// ER, EP and ED in tenths as serate reckons them over a path (ER the
/// highest step, EP the highest up to the first placement, ED the first
/// step), and the index of the first step rated ER.
fn ratings(steps: &[Step]) -> [u32; 4] {
    let (mut er, mut ep, mut ed, mut hardest) = (0, 0, 0, 0);
    for (i, step) in steps.iter().enumerate() {
        let r = step.rating_tenths();
        if r > er {
            er = r;
            hardest = i as u32;
        }
        if i == 0 {
            ed = er;
        }
        if ep == 0 && !step.place.is_empty() {
            ep = er;
        }
    }
    [er, ep, ed, hardest]
}

/// Tenths as a JSON number: `7.2`.
fn tenths(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

fn pairs(out: &mut String, list: &[(u8, u8)]) {
    out.push('[');
    for (i, (c, d)) in list.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&format!("[{c},{d}]"));
    }
    out.push(']');
}

fn numbers<T: ToString>(out: &mut String, list: impl IntoIterator<Item = T>) {
    out.push('[');
    for (i, n) in list.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&n.to_string());
    }
    out.push(']');
}

fn step_json(out: &mut String, step: &Step, compact: bool) {
    if compact {
        return compact_step_json(out, step);
    }
    out.push_str("{\"technique\":\"");
    out.push_str(step.technique.name());
    out.push_str("\",\"name\":");
    out.push_str(&json_string(&step.se_name()));
    out.push_str(",\"rating\":");
    out.push_str(&step.rating_text());
    out.push_str(",\"place\":");
    pairs(out, &step.place);
    out.push_str(",\"eliminate\":");
    pairs(out, &step.eliminate);
    out.push_str(",\"cells\":");
    numbers(out, &step.cells);
    out.push_str(",\"candidates\":");
    pairs(out, &step.candidates);
    out.push_str(",\"text\":");
    out.push_str(&json_string(
        &step.whole_text().unwrap_or_else(|| step.text.clone()),
    ));
    // The same explanation as data: a message key and typed arguments.
    out.push_str(",\"explanation\":");
    out.push_str(&step.explanation.to_json());
    // A chain's nodes: cell, digit, on, the parents (indices of earlier
    // nodes) and the link (-1 assumption, 0-26 unit, 27 cell, 28 a
    // technique on the reduced grid).
    out.push_str(",\"chain\":[");
    for (i, n) in step.chain.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&format!(
            "{{\"cell\":{},\"digit\":{},\"on\":{},\"parents\":",
            n.cell, n.digit, n.on
        ));
        numbers(out, &n.parents);
        out.push_str(&format!(",\"via\":{}}}", n.via.code()));
    }
    out.push_str("],\"nodes\":");
    out.push_str(&step.chain_nodes.to_string());
    inner_list(out, "inner", step, false);
    out.push('}');
}

/// A candidate as one number: `cell * 9 + digit - 1` (0-728).
fn candidate(cell: u8, digit: u8) -> usize {
    usize::from(cell) * 9 + usize::from(digit) - 1
}

/// `--compact`'s step: one-letter keys, candidates as numbers, empty lists
/// and a zero complexity left out, each chain node one number, `link =
/// ((candidate * 2 + on) * 30 + via + 1)`, when its one parent is the node
/// before it, else `[link, back...]` with each parent given as how many
/// nodes back it is (none for the assumption, via -1; `0` for a node
/// without parents that is no assumption).
fn compact_step_json(out: &mut String, step: &Step) {
    out.push_str("{\"t\":\"");
    out.push_str(step.technique.name());
    out.push_str("\",\"r\":");
    out.push_str(&step.rating_text());
    for (key, list) in [("p", &step.place), ("e", &step.eliminate)] {
        if !list.is_empty() {
            out.push_str(&format!(",\"{key}\":"));
            numbers(out, list.iter().map(|&(c, d)| candidate(c, d)));
        }
    }
    if !step.chain.is_empty() {
        out.push_str(",\"c\":[");
        for (i, n) in step.chain.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let node = candidate(n.cell, n.digit) * 2 + usize::from(n.on);
            // via + 1 is 0..=29.
            let link = node as i64 * 30 + i64::from(n.via.code()) + 1;
            let follows_previous = n.parents.len() == 1 && usize::from(n.parents[0]) + 1 == i;
            if follows_previous {
                out.push_str(&link.to_string());
                continue;
            }
            out.push_str(&format!("[{link}"));
            if n.parents.is_empty() && n.via.code() != -1 {
                out.push_str(",0");
            }
            for &p in &n.parents {
                out.push_str(&format!(",{}", i - usize::from(p)));
            }
            out.push(']');
        }
        out.push(']');
    }
    if step.chain_nodes > 0 {
        out.push_str(&format!(",\"n\":{}", step.chain_nodes));
    }
    inner_list(out, "i", step, true);
    out.push('}');
}

/// A nested step's inner chains under `key`, when it has any.
fn inner_list(out: &mut String, key: &str, step: &Step, compact: bool) {
    if step.inner.is_empty() {
        return;
    }
    out.push_str(&format!(",\"{key}\":["));
    for (i, chain) in step.inner.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        inner_json(out, chain, compact);
    }
    out.push(']');
}

/// A nested step's inner chain: its producer, complexity and, for each of
/// its conclusions, the nodes it derives from ([cell, digit, on] each;
/// compact: keys `s`, `n`, `g` and `(cell * 9 + digit - 1) * 2 + on` a node).
fn inner_json(out: &mut String, chain: &InnerChain, compact: bool) {
    let [producer, complexity, targets] = if compact {
        ["s", "n", "g"]
    } else {
        ["producer", "complexity", "targets"]
    };
    out.push_str(&format!("{{\"{producer}\":"));
    out.push_str(&json_string(chain.producer));
    out.push_str(&format!(
        ",\"{complexity}\":{},\"{targets}\":[",
        chain.complexity
    ));
    for (i, target) in chain.targets.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        if compact {
            numbers(
                out,
                target.iter().map(|&(c, d, on)| {
                    (usize::from(c) * 9 + usize::from(d) - 1) * 2 + usize::from(on)
                }),
            );
        } else {
            out.push('[');
            for (j, &(c, d, on)) in target.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                out.push_str(&format!("[{c},{d},{on}]"));
            }
            out.push(']');
        }
    }
    out.push_str("]}");
}

/// A JSON string literal.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
