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

/// How SE's hash order can make a nested step differ from ours where its
/// rating and name are SE's. From nesting level 1 on, SE takes a nested
/// hint's removals in a `HashMap` iterated in Java's identity-hash order of
/// cells, which varies between JVM runs: which of several equal chains SE
/// reports follows from it (docs/se-rating-facts.md: it "can change which
/// derivation (and complexity) is recorded"). We take cells in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Order {
    /// Two nested hints tied on rating, node count and kind, taken in the
    /// other order (listed by the first of the two).
    Swapped,
    /// The node a contradiction meets both on and off.
    Contradiction,
    /// The node count, one or two off.
    NodeCount,
}

/// Every step of the fixtures where ours differs from SE's only as SE's hash
/// order can make it: (puzzle as in the fixture, step from 1, how). Anywhere
/// else any difference fails, and so does an entry here that no longer
/// differs. The evidence: SE run with sequential identity hashes
/// (`-XX:hashCode=3`, tests/fixtures/se121/11plus_20_hashcode3.steps) takes
/// the 11+ sample's 20th puzzle's steps 10 and 11 in our order, and then
/// agrees with our path on every step.
#[rustfmt::skip]
const HASH_ORDER: &[(&str, usize, Order)] = &[
    // forum_hardest_1106_first6.steps.gz, by puzzle (its place in the file) and step.
    ("..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2", 20, Order::Contradiction), // 3
    ("..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8", 12, Order::Contradiction), // 5
    ("..6..1....5..3....9..4....7..1....2..3..9....4..5....13.....68....3..2....2..8..3", 12, Order::Contradiction), // 6
    // 11plus_sample.steps, by puzzle (its place in the file) and step.
    ("98.76.5..4....5.9...5.....73......8..4.........9..64....8.2.7.3..4..79.....1...2.", 1, Order::Contradiction), // 1
    ("98.76.5..4....5.9...5.....73......8..4.........9..64....8.2.7.3..4..79.....1...2.", 5, Order::Contradiction), // 1
    ("9876.....65....8...........4...6..3...57..6.......2..1..95..7......71..4....3..2.", 7, Order::NodeCount), // 2
    ("98.7..6..7...9......5..4...3...6.9.....9...2......1..4.7..3.8....2.....1.....6.5.", 10, Order::Contradiction), // 6
    ("........1.....234...3...25.....6......5..4..367.8.......1..5..4.9.7...3.8...9....", 11, Order::Contradiction), // 10
    ("........1.....234...3...25.....6......5..4..367.8.......1..5..4.9.7...3.8...9....", 16, Order::Contradiction), // 10
    ("98.7..6..5...6......7..4.3..9...3.....2.7...3...42..9..1......5..9..7.4....1..8..", 10, Order::NodeCount), // 16
    ("98.7..6..75.....9...4.9....8..6...5..3......2....1.8...9.5...3...7.4.......9.2..1", 10, Order::Swapped), // 20
    ("98.7..6....5.9..4......6...8..5...3..2..3.8....3..9..42.......1.1....7....8.2..9.", 3, Order::Contradiction), // 21
    ("........1.....2.3...3.4.5.......64....74....3.4..3..57..6.5.3...84.6.7..9......8.", 15, Order::Contradiction), // 22
];

/// Whether a nested step differs from SE's only as SE's hash order can make
/// it (see [`Order`]), given both next steps for a swapped pair.
fn hash_order(
    step: &Step,
    ours: &str,
    theirs: &str,
    next_se: Option<&(String, String, String)>,
    next_ours: Option<&Step>,
) -> Option<Order> {
    if !step.se_name().contains("(+") {
        return None;
    }
    if let (Some(next_se), Some(next_ours)) = (next_se, next_ours) {
        let named = (next_ours.rating_text(), next_ours.se_name());
        if (&next_se.0, &next_se.1) == (&named.0, &named.1)
            && (next_se.0.as_str(), next_se.1.as_str())
                == (step.rating_text().as_str(), step.se_name().as_str())
            && summary(next_ours) == theirs
            && ours == comparable(&next_se.2)
        {
            return Some(Order::Swapped);
        }
    }
    let (o, t) = (mask_contradiction(ours), mask_contradiction(theirs));
    if o == t {
        return Some(Order::Contradiction);
    }
    (mask_nodes(&o) == mask_nodes(&t) && near(&o, &t)).then_some(Order::NodeCount)
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
    let mut tolerated = std::collections::BTreeSet::new();
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
                    if swapped == Some(k) {
                        // The second of two tied steps SE took in the other order.
                        continue;
                    }
                    let (ours, theirs) = (summary(step), comparable(&se_step.2));
                    if ours == theirs {
                        continue;
                    }
                    let order = hash_order(
                        step,
                        &ours,
                        &theirs,
                        se.steps.get(k + 1),
                        path.steps.get(k + 1),
                    );
                    let Some(order) = order else {
                        failures.push(format!(
                            "{} step {}: ours {ours}, SE {}",
                            se.puzzle,
                            k + 1,
                            se_step.2
                        ));
                        break;
                    };
                    if order == Order::Swapped {
                        swapped = Some(k + 1);
                    }
                    let key = (se.puzzle.as_str(), k + 1, order);
                    if let Some(listed) = HASH_ORDER.iter().find(|&&l| l == key) {
                        tolerated.insert(listed);
                    } else {
                        failures.push(format!(
                            "{} step {}: ours {ours}, SE {}: a difference SE's hash order \
                             can make ({order:?}), but not listed in HASH_ORDER",
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
        "steps where SE's hash order decided, as listed in HASH_ORDER: {}",
        tolerated.len()
    );
    for listed in HASH_ORDER.iter().filter(|&l| !tolerated.contains(l)) {
        failures.push(format!(
            "{} step {}: listed in HASH_ORDER ({:?}), but ours is SE's step exactly or the \
             step was not judged: take it off the list",
            listed.0, listed.1, listed.2
        ));
    }
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
/// forum_hardest_1106, rated by `se-rate` (tests/data/se121, 10.2-11.8),
/// must rate the same, ER/EP/ED, and every step of their paths must keep
/// the solution (tests/data's solutions file).
#[test]
fn nested_chains_rate_the_forums_hardest_as_se_does() {
    let mut solver = Solver::new();
    let rated = data_lines("se121/forum_hardest_1106_first20.se121.txt");
    assert_eq!(rated.len(), 20);
    let solutions = data_lines("forum_hardest_1106.solutions.txt");
    let mut failures = Vec::new();
    let mut levels = std::collections::BTreeSet::new();
    for (line, solution) in rated.iter().zip(&solutions) {
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
