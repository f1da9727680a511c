//! Sudoku Explainer's chains beside ours. The fixtures are `se-steps` paths
//! (SE 1.2.1 / serate 1.2.1.3) committed in tests/fixtures/se121/ (the
//! `*_chains.steps.gz` files: puzzles SE rates in the chain range), each
//! step with SE's hint summary (`Forcing Chain: E6.6 off [nodes 8]`,
//! `Bidirectional Y-Cycle: I5,D5,... [nodes 16]`).
//!
//! A chain step can only be judged where our path and SE's agree up to it
//! (other producers' disagreements are other tests' business). On every
//! such step, our step must be SE's: rating, name, conclusion and node count
//! (a cycle's cells). Any disagreement fails. The agreement table (ER
//! exact, whole paths identical, puzzles judged) is printed (`--nocapture`).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::se_steps::se_paths;
use common::{cells, data_lines};
use dlx_sudoku::sudoku::logic::{self, Step};
use dlx_sudoku::{Grid, Solver};

/// SE's name of a cell: column letter, row number (`C5` = r5c3).
fn se_cell(cell: u8) -> String {
    format!("{}{}", (b'A' + cell % 9) as char, cell / 9 + 1)
}

/// Our chain step summarised as `se-steps` prints SE's.
fn summary(step: &Step) -> String {
    let mut nodes: Vec<(u8, u8, bool)> =
        step.chain.iter().map(|n| (n.cell, n.digit, n.on)).collect();
    nodes.sort_unstable();
    nodes.dedup();
    let full_name = step.se_name();
    let name = full_name.trim_end_matches(" (+)").to_string();
    let count = step.chain_nodes;
    let node = |n: &logic::ChainNode| format!("{}.{}", se_cell(n.cell), n.digit);
    let on_off = |on: bool| if on { "on" } else { "off" };
    if name == "Aligned Triplet Exclusion" {
        let cells: Vec<String> = step.cells[..3].iter().map(|&c| se_cell(c)).collect();
        return format!("{name}: {}", cells.join(","));
    }
    let Some((first, last)) = step.chain.first().zip(step.chain.last()) else {
        return name;
    };
    let concluded = match (step.place.first(), step.eliminate.first()) {
        (Some(&(c, d)), _) => format!("{}.{d} on", se_cell(c)),
        (None, Some(&(c, d))) => format!("{}.{d} off", se_cell(c)),
        _ => String::new(),
    };
    if name.contains("Nishio") || name.contains("Contradiction") {
        let kind = if name.contains("Nishio") {
            "Nishio"
        } else {
            "Contradiction"
        };
        return format!(
            "{kind} Forcing Chain: {} {} ==> {} both on & off [nodes {count}]",
            node(first),
            on_off(first.on),
            node(last)
        );
    }
    if name.contains("Double") {
        return format!(
            "Double Forcing Chain: {} on & off ==> {concluded} [nodes {count}]",
            node(first)
        );
    }
    if name.contains("Cell Forcing") {
        return format!(
            "Cell Forcing Chains: {} ==> {concluded} [nodes {count}]",
            se_cell(first.cell)
        );
    }
    if name.contains("Region Forcing") {
        // SE names the unit; its kind is left out of the comparison.
        return format!(
            "Region Forcing Chains: {} in * ==> {concluded} [nodes {count}]",
            first.digit
        );
    }
    if name.contains("Cycle") || name == "Generalized X-Wing" {
        let cells: Vec<String> = step.cells.iter().map(|&c| se_cell(c)).collect();
        format!("{name}: {} [nodes {}]", cells.join(","), nodes.len())
    } else {
        let t = step.chain.last().unwrap();
        let state = if t.on { "on" } else { "off" };
        format!(
            "{name}: {}.{} {state} [nodes {}]",
            se_cell(t.cell),
            t.digit,
            nodes.len()
        )
    }
}

/// A summary without its node count.
fn mask_nodes(summary: &str) -> String {
    match summary.rsplit_once(" [nodes ") {
        Some((head, _)) => format!("{head} [nodes *]"),
        None => summary.to_string(),
    }
}

/// Whether two summaries' node counts differ by at most two.
fn near(a: &str, b: &str) -> bool {
    let count = |s: &str| -> Option<i64> {
        s.rsplit_once(" [nodes ")?
            .1
            .trim_end_matches(']')
            .parse()
            .ok()
    };
    matches!((count(a), count(b)), (Some(x), Some(y)) if (x - y).abs() <= 2)
}

/// SE's hint summary as ours are compared with it: a region forcing chain's
/// cells left out (SE names them in its own order).
fn comparable(se_text: &str) -> String {
    match se_text.split_once(" in ") {
        Some((head, rest)) if head.starts_with("Region Forcing Chains:") => {
            let rest = rest.split_once(" ==> ").map_or("", |r| r.1);
            format!("{head} in * ==> {rest}")
        }
        _ => se_text.to_string(),
    }
}

/// A contradiction's summary without the node found both on and off.
fn mask_contradiction(summary: &str) -> String {
    match (
        summary.split_once(" ==> "),
        summary.split_once(" both on & off"),
    ) {
        (Some((head, _)), Some((_, tail))) => format!("{head} ==> * both on & off{tail}"),
        _ => summary.to_string(),
    }
}

/// ER/EP/ED of a path as serate computes them, printed as it prints them.
fn se_ratings(steps: &[Step]) -> String {
    let (mut er, mut ep, mut ed) = (f64::NEG_INFINITY, 0.0, 0.0);
    for step in steps {
        er = er.max(step.rating);
        if ep == 0.0 {
            if ed == 0.0 {
                ed = er;
            }
            if !step.place.is_empty() {
                ep = er;
            }
        }
    }
    let p = |x: f64| {
        let t = logic::se_tenths(x);
        format!("{}.{}", t / 10, t % 10)
    };
    format!("{}/{}/{}", p(er), p(ep), p(ed))
}

fn is_chain(rating: &str) -> bool {
    let r: f64 = rating.parse().unwrap();
    (6.5..20.0).contains(&r)
}

#[derive(Default, Debug)]
struct Tally {
    puzzles: usize,
    er: usize,
    identical: usize,
    /// Puzzles whose paths agree up to SE's first chain step.
    judged: usize,
    judged_er: usize,
    judged_identical: usize,
    chain_steps: usize,
}

#[test]
fn chain_steps_are_ses_wherever_the_paths_agree() {
    let mut solver = Solver::new();
    let mut failures = Vec::new();
    let mut hash_order = 0;
    let mut tied_order = 0;
    println!("| fixture | puzzles | ER exact | paths identical | judged | ER exact (judged) | identical (judged) | chain steps compared |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for set in [
        "top1465_chains",
        "top1465_chains_8",
        "top1465_chains_9",
        "17clue_chains",
        "top1465_chains_nested",
        "forum_hardest_1106_first6",
        "11plus_sample.steps",
    ] {
        let mut t = Tally::default();
        let file = if set.contains('.') {
            set.to_string()
        } else {
            format!("{set}.steps.gz")
        };
        for se in se_paths(&file) {
            let grid = Grid::from_bytes(&cells(&se.puzzle)).unwrap();
            let path = logic::steps(&mut solver, &grid);
            let ratings = se_ratings(&path.steps);
            let ours: Vec<(String, String)> = path
                .steps
                .iter()
                .map(|s| (s.rating_text(), s.se_name()))
                .collect();
            let theirs: Vec<(String, String)> = se
                .steps
                .iter()
                .map(|(r, n, _)| (r.clone(), n.clone()))
                .collect();
            t.puzzles += 1;
            t.er += usize::from(ratings.split('/').next() == se.ratings.split('/').next());
            t.identical += usize::from(ours == theirs);
            let first_chain = se.steps.iter().position(|s| is_chain(&s.0));
            let Some(first_chain) = first_chain else {
                continue;
            };
            if ours.len() < first_chain || ours[..first_chain] != theirs[..first_chain] {
                continue;
            }
            t.judged += 1;
            t.judged_er += usize::from(ratings == se.ratings);
            t.judged_identical += usize::from(ours == theirs);
            let mut swapped = None;
            for (k, (se_step, step)) in se.steps.iter().zip(&path.steps).enumerate() {
                if (&se_step.0, &se_step.1) != (&step.rating_text(), &step.se_name()) {
                    if is_chain(&se_step.0) && is_chain(&step.rating_text()) {
                        failures.push(format!(
                            "{} step {}: ours {} {} ({}), SE {} {}",
                            se.puzzle,
                            k + 1,
                            step.rating_text(),
                            step.se_name(),
                            step.text,
                            se_step.0,
                            se_step.2
                        ));
                    }
                    break;
                }
                if is_chain(&se_step.0) {
                    t.chain_steps += 1;
                    let ours = summary(step);
                    let theirs = comparable(&se_step.2);
                    if swapped == Some(k) {
                        // The second of two tied steps SE took in the other order.
                        continue;
                    }
                    // Two nested hints tied on rating, node count and kind, from one
                    // technique's removals on a reduced grid: SE takes them in its
                    // hash-map order of cells (see below), we in cell order.
                    if ours != theirs && step.se_name().contains("(+") {
                        let (next_se, next_ours) = (se.steps.get(k + 1), path.steps.get(k + 1));
                        if let (Some(next_se), Some(next_ours)) = (next_se, next_ours) {
                            if (&next_se.0, &next_se.1)
                                == (&next_ours.rating_text(), &next_ours.se_name())
                                && (&next_se.0, &next_se.1) == (&se_step.0, &se_step.1)
                                && summary(next_ours) == theirs
                                && ours == comparable(&next_se.2)
                            {
                                tied_order += 1;
                                swapped = Some(k + 1);
                                continue;
                            }
                        }
                    }
                    // From nesting level 1 on, SE takes a nested hint's removals in
                    // Java's identity-hash order of cells, which can vary between
                    // runs: which node a contradiction meets first may differ where
                    // the rating and the node count agree.
                    // That order can also change which derivation a nested step
                    // records (SE_RATING_FACTS.md: "can change which derivation (and
                    // complexity) is recorded"): where the rating is SE's, a node count
                    // one or two off is that, not a wrong chain.
                    let (ours, theirs) = if step.se_name().contains("(+") {
                        let (o, t) = (mask_contradiction(&ours), mask_contradiction(&theirs));
                        let (o0, t0) = (mask_nodes(&o), mask_nodes(&t));
                        if o0 == t0 && o != t && near(&o, &t) {
                            hash_order += 1;
                            (o0, t0)
                        } else {
                            (o, t)
                        }
                    } else {
                        (ours, theirs)
                    };
                    if ours != theirs {
                        failures.push(format!(
                            "{} step {}: ours {ours}, SE {}",
                            se.puzzle,
                            k + 1,
                            se_step.2
                        ));
                        break;
                    }
                }
            }
        }
        let p = |n: usize, of: usize| 100.0 * n as f64 / of.max(1) as f64;
        println!(
            "| {set} | {} | {:.1}% | {:.1}% | {} | {:.1}% | {:.1}% | {} |",
            t.puzzles,
            p(t.er, t.puzzles),
            p(t.identical, t.puzzles),
            t.judged,
            p(t.judged_er, t.judged),
            p(t.judged_identical, t.judged),
            t.chain_steps
        );
        // The producers below the chains are being brought to SE's path on
        // other branches; until then about a third of the puzzles are judged.
        assert!(t.judged * 3 >= t.puzzles || t.puzzles < 10, "{set}: {t:?}");
    }
    println!(
        "nested steps whose node count differs from SE's run by 1 or 2 (hash order): {hash_order}"
    );
    println!("pairs of tied nested steps SE took in the other order (hash order): {tied_order}");
    for f in failures.iter().take(30) {
        println!("{f}");
    }
    assert!(
        failures.is_empty(),
        "{} chain steps differ from SE's",
        failures.len()
    );
}

/// SE's nesting levels 2-4 on the forum's hardest: the first 20 puzzles of
/// forum_hardest_1106, rated by `se-rate` (tests/fixtures/se121, 10.2-11.8),
/// must rate the same, ER/EP/ED, and every step of their paths must keep
/// the solution (../shared/data's solutions file).
#[test]
fn nested_chains_rate_the_forums_hardest_as_se_does() {
    let mut solver = Solver::new();
    let fixture = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/se121/forum_hardest_1106_first20.se121.txt"
    ))
    .unwrap();
    let solutions = data_lines("forum_hardest_1106.solutions.txt");
    let mut failures = Vec::new();
    let mut levels = std::collections::BTreeSet::new();
    for (line, solution) in fixture.lines().zip(&solutions) {
        let (puzzle, se) = line.split_once(' ').unwrap();
        let grid = Grid::from_bytes(&cells(puzzle)).unwrap();
        let path = logic::steps(&mut solver, &grid);
        let solution = cells(solution);
        let mut state = logic::Candidates::from_grid(&grid);
        for step in &path.steps {
            let wrong = step
                .place
                .iter()
                .any(|&(c, d)| solution[usize::from(c)] != d)
                || step
                    .eliminate
                    .iter()
                    .any(|&(c, d)| solution[usize::from(c)] == d);
            assert!(!wrong, "{puzzle}: {}", step.text);
            state.apply(step);
            if step.se_name().contains("(+ ") {
                levels.insert(step.se_name().split_once("(+ ").unwrap().1.to_string());
            }
        }
        assert_eq!(state.grid().cells(), &solution, "{puzzle}");
        let ours = se_ratings(&path.steps);
        if ours != se {
            failures.push(format!("{puzzle}: ours {ours}, SE {se}"));
        }
    }
    println!("nested levels used: {levels:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Levels 2, 3 and 4 all occur in these 20.
    assert_eq!(levels.len(), 3, "{levels:?}");
}
