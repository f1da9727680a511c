//! Nesting level 5 (SE's "Dynamic Forcing Chains (+ Dynamic Forcing Chains
//! (+ Forcing Chains))", producer 30, the four `Nested*ForcingChains5`
//! techniques) on states where the producers before it find nothing, each
//! hint checked against the solution from the data files. No puzzle of
//! tests/data needs level 5, so without this test its rules would never
//! run at all.
//!
//! What level 5 is in this code (src/sudoku/logic/chains/nested.rs): a
//! dynamic forcing-chain search whose propagations, when they stall, run on
//! their reduced grid level 1's four techniques, then the dynamic forcing
//! chains (level 4's rule), and only where those give nothing kept, the
//! dynamic forcing chains of level 2 (whose own stalls run level 1 and the
//! static chains of producer 21). Level 5 thus asks level 4's rule first at
//! every stall and adds to it only where it is empty, so it finds about
//! what level 4 finds and more (on every state here where level 4 finds a
//! hint, level 5 finds one). A state where levels 1-4 find nothing but
//! level 5 finds a hint is harder than every puzzle of tests/data (all
//! rate within level 4: docs/reliability.md, "Agreement with Sudoku
//! Explainer", across whole sets); none was found
//! (see below), so level 5 runs here with the producers before it withheld
//! where they would find something (level 4 among them), the only way it
//! can run at all:
//!
//! - the first states of the fixture (tests/fixtures/level5_states.txt)
//!   are on the SE paths of forum_hardest_1106 puzzles (every technique
//!   below level 5), at a step of producer 24 or 25 (multiple or dynamic
//!   forcing chains): producers 1-23 or 1-24 find nothing there, and the
//!   chain producers from there to level 4 are withheld. Level 5 takes 2-4
//!   s of CPU on them (about 165 candidates);
//! - the others are the first stall of those paths walked with the
//!   techniques below level 4: producers 1-28 (levels 1-3 and all below)
//!   find nothing, level 4 would find a hint and is withheld. Level 5 takes
//!   about 20 s of CPU on each (220-246 candidates), ten times level 4.
//!
//! The field `stall` of a state names the technique before which every
//! technique of `Technique::ALL` (SE's producer order) finds nothing;
//! `nested-contradiction-forcing-chains-5` would mark a state where levels
//! 1-4 find nothing. A search for such states by adding candidates back to
//! the first stalls (un-placing givens too, keeping the solution unique)
//! was tried when the fixture was made: the states it reached gave way to
//! a level-2 or level-3 chain again or grew into states that singles crack,
//! never one that levels 1-4 leave alone; removing candidates from the
//! first stalls gave way to a lower level at once.
//!
//! The default tests judge the three cheap states, one test each (the
//! harness runs them side by side), and check that every state of the
//! fixture is what it says (one solution, nothing found before `stall`).
//! [`every_state_thoroughly`] (`--ignored`, minutes) runs level 5 on every
//! state, each level-5 technique alone, and the path onwards until solved.
//!
//! Expected values are the data files' solutions only: every placement must
//! be the solution's digit and no elimination may remove it.

#![cfg(not(target_arch = "wasm32"))]

use dlx_sudoku::sudoku::logic::{next_step, Candidates, Step, Technique, TechniqueSet};
use dlx_sudoku::{Grid, Solver};
use std::time::Instant;

/// Level 4's techniques (producer 29).
const LEVEL4: [Technique; 4] = [
    Technique::NestedContradictionForcingChains4,
    Technique::NestedDoubleForcingChains4,
    Technique::NestedCellForcingChains4,
    Technique::NestedRegionForcingChains4,
];

/// Level 5's techniques (producer 30).
const LEVEL5: [Technique; 4] = [
    Technique::NestedContradictionForcingChains5,
    Technique::NestedDoubleForcingChains5,
    Technique::NestedCellForcingChains5,
    Technique::NestedRegionForcingChains5,
];

const FIXTURE: &str = include_str!("fixtures/level5_states.txt");

fn without(mut set: TechniqueSet, list: &[Technique]) -> TechniqueSet {
    for &t in list {
        set = set.without(t);
    }
    set
}

/// Every technique below level 5 (and below the search step).
fn below_level5() -> TechniqueSet {
    without(TechniqueSet::ALL, &LEVEL5).without(Technique::Search)
}

/// Every technique below level 4.
fn below_level4() -> TechniqueSet {
    without(below_level5(), &LEVEL4)
}

/// One state of the fixture.
struct State {
    values: [u8; 81],
    masks: [u16; 81],
    solution: [u8; 81],
    /// Every technique before this one in `Technique::ALL` (SE's producer
    /// order) finds nothing here.
    stall: Technique,
    source: String,
}

impl State {
    fn parse(line: &str) -> State {
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields.len(), 5, "fixture line {line:?}");
        let digits = |text: &str| -> [u8; 81] {
            assert_eq!(text.len(), 81, "{text:?}");
            let mut out = [0u8; 81];
            for (o, b) in out.iter_mut().zip(text.bytes()) {
                *o = match b {
                    b'1'..=b'9' => b - b'0',
                    b'.' => 0,
                    _ => panic!("{text:?}"),
                };
            }
            out
        };
        assert_eq!(fields[1].len(), 243, "masks of {line:?}");
        let mut masks = [0u16; 81];
        for (cell, m) in masks.iter_mut().enumerate() {
            *m = u16::from_str_radix(&fields[1][3 * cell..3 * cell + 3], 16).unwrap();
        }
        State {
            values: digits(fields[0]),
            masks,
            solution: digits(fields[2]),
            stall: Technique::from_name(fields[3].strip_prefix("stall=").unwrap())
                .unwrap_or_else(|| panic!("stall of {line:?}")),
            source: fields[4].to_string(),
        }
    }

    fn format(state: &Candidates, solution: &str, stall: Technique, source: &str) -> String {
        let grid: String = (0..81)
            .map(|c| match state.value(c) {
                0 => '.',
                v => char::from(b'0' + v),
            })
            .collect();
        let masks: String = (0..81).map(|c| format!("{:03x}", state.mask(c))).collect();
        format!("{grid} {masks} {solution} stall={} {source}", stall.name())
    }

    fn candidates(&self) -> Candidates {
        let grid = Grid::from_bytes(&self.values).unwrap();
        Candidates::from_grid_and_masks(&grid, &self.masks)
    }

    /// The techniques that must find nothing on this state: every one
    /// before `stall` (its producer's earlier techniques too: that producer's
    /// cheapest hint is of `stall`'s technique, so they find nothing).
    fn stalled_set(&self) -> TechniqueSet {
        let before = Technique::ALL.iter().take_while(|&&t| t != self.stall);
        TechniqueSet::of(&before.copied().collect::<Vec<_>>())
    }
}

fn states() -> Vec<State> {
    FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(State::parse)
        .collect()
}

/// Up to `limit` solutions of a grid whose open cells may hold only their
/// masks' digits: plain backtracking, fewest choices first, written apart
/// from the solver under test.
fn count_solutions(values: &[u8; 81], masks: &[u16; 81], limit: usize) -> usize {
    fn units(c: usize) -> [usize; 3] {
        [c / 9, 9 + c % 9, 18 + c / 27 * 3 + c % 9 / 3]
    }
    fn go(values: &mut [u8; 81], masks: &[u16; 81], used: &mut [u16; 27], limit: usize) -> usize {
        let mut best: Option<(usize, u16)> = None;
        for c in 0..81 {
            if values[c] != 0 {
                continue;
            }
            let [a, b, x] = units(c);
            let m = masks[c] & !(used[a] | used[b] | used[x]);
            if m == 0 {
                return 0;
            }
            if best.map_or(true, |(_, bm)| m.count_ones() < bm.count_ones()) {
                best = Some((c, m));
            }
        }
        let Some((c, m)) = best else { return 1 };
        let mut total = 0;
        for d in 1..=9u8 {
            let bit = 1u16 << (d - 1);
            if m & bit == 0 {
                continue;
            }
            values[c] = d;
            for u in units(c) {
                used[u] |= bit;
            }
            total += go(values, masks, used, limit - total);
            for u in units(c) {
                used[u] &= !bit;
            }
            values[c] = 0;
            if total >= limit {
                break;
            }
        }
        total
    }
    let mut values = *values;
    let mut used = [0u16; 27];
    for (c, &v) in values.iter().enumerate() {
        if v != 0 {
            let bit = 1 << (v - 1);
            for u in units(c) {
                assert_eq!(used[u] & bit, 0, "the grid repeats {v} at cell {c}");
                used[u] |= bit;
            }
        }
    }
    go(&mut values, masks, &mut used, limit)
}

/// What is wrong with `step` on `state` against the solution, if anything.
fn judge(step: &Step, state: &Candidates, solution: &[u8; 81]) -> Result<(), String> {
    if step.place.is_empty() && step.eliminate.is_empty() {
        return Err("the step changes nothing".into());
    }
    if step.text.trim().is_empty() {
        return Err("the step has no text".into());
    }
    for &(cell, digit) in &step.place {
        if !state.has(cell as usize, digit) {
            return Err(format!("places {digit} in cell {cell}, not a candidate"));
        }
        if solution[cell as usize] != digit {
            return Err(format!(
                "places {digit} in cell {cell}, whose digit is {}",
                solution[cell as usize]
            ));
        }
    }
    for &(cell, digit) in &step.eliminate {
        if !state.has(cell as usize, digit) {
            return Err(format!("removes {digit} from cell {cell}, not a candidate"));
        }
        if solution[cell as usize] == digit {
            return Err(format!("removes {digit} from cell {cell}, its digit"));
        }
    }
    Ok(())
}

/// This thread's CPU time in seconds, where Linux tells it (the machine may
/// be shared: wall time alone says little).
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let fields: Vec<&str> = stat[stat.rfind(')')? + 2..].split(' ').collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn describe(step: &Step) -> String {
    format!(
        "{:?} {} (places {:?}, removes {:?}): {}",
        step.technique,
        step.rating_text(),
        step.place,
        step.eliminate,
        step.text
    )
}

/// What [`check_state`] runs beside the stall and level 5's hint.
#[derive(Clone, Copy)]
struct Checks {
    /// Each level-5 technique alone, and level 5 after the producers
    /// before `stall`.
    alone: bool,
    /// The path onwards with every technique until solved.
    onwards: bool,
}

/// That a state is what the fixture says: its masks as written, the
/// solution's digits among them, one solution. Returns its candidates.
fn check_fixture_state(state: &State) -> Candidates {
    let name = &state.source;
    let start = state.candidates();
    for cell in 0..81 {
        if state.values[cell] == 0 {
            assert_eq!(
                start.mask(cell),
                state.masks[cell],
                "{name}: cell {cell}'s mask"
            );
            assert!(
                start.has(cell, state.solution[cell]),
                "{name}: cell {cell} lacks its solution digit"
            );
        } else {
            assert_eq!(
                state.values[cell], state.solution[cell],
                "{name}: cell {cell}"
            );
        }
    }
    assert_eq!(
        count_solutions(&state.values, &state.masks, 2),
        1,
        "{name}: the state must have one solution"
    );
    start
}

/// That nothing before `stall` finds a hint on the state; the time taken.
fn check_stall(state: &State, start: &Candidates, solver: &mut Solver) -> std::time::Duration {
    let name = &state.source;
    let t = Instant::now();
    let lower = next_step(start, state.stalled_set(), solver);
    assert!(
        lower.is_none(),
        "{name}: a technique before {:?} finds {}",
        state.stall,
        describe(lower.as_ref().unwrap())
    );
    t.elapsed()
}

/// The checks of one state: it is what the fixture says (the solution's,
/// unique, nothing found before `stall`), level 5 finds a hint there and
/// the hint is sound; then what `checks` asks. Returns the level-5 step.
fn check_state(state: &State, checks: Checks, solver: &mut Solver) -> Step {
    let name = &state.source;
    let start = check_fixture_state(state);
    let lower_time = check_stall(state, &start, solver);

    let (t, cpu) = (Instant::now(), cpu_seconds());
    let step = next_step(&start, TechniqueSet::of(&LEVEL5), solver)
        .unwrap_or_else(|| panic!("{name}: level 5 finds nothing"));
    let level5_time = t.elapsed();
    let level5_cpu = cpu
        .zip(cpu_seconds())
        .map_or(String::new(), |(a, b)| format!(" ({:.1} s CPU)", b - a));
    assert!(
        LEVEL5.contains(&step.technique),
        "{name}: {}",
        describe(&step)
    );
    assert!(step.rating >= 11.0, "{name}: {}", describe(&step));
    if let Err(e) = judge(&step, &start, &state.solution) {
        panic!("{name}: unsound level-5 hint: {e}: {}", describe(&step));
    }
    println!(
        "{name}: stall={:?} {} {} ({} removals, {} placements), lower levels {:.2?}, level 5 {:.2?}{level5_cpu}",
        state.stall,
        step.se_name(),
        step.rating_text(),
        step.eliminate.len(),
        step.place.len(),
        lower_time,
        level5_time
    );
    if checks.alone {
        check_alone(state, &start, &step, solver);
    }
    if checks.onwards {
        check_onwards(state, &start, &step, solver);
    }
    step
}

/// Each level-5 technique alone, then level 5 after the producers before
/// `stall`: the same step as level 5's.
fn check_alone(state: &State, start: &Candidates, step: &Step, solver: &mut Solver) {
    let name = &state.source;
    let start = *start;
    // Each technique alone: the producer keeps its cheapest hint and the
    // path takes it only when its technique is allowed.
    for technique in LEVEL5 {
        let t = Instant::now();
        let alone = next_step(&start, TechniqueSet::of(&[technique]), solver);
        if technique == step.technique {
            assert_eq!(alone.as_ref(), Some(step), "{name}: {technique:?} alone");
        } else {
            assert!(alone.is_none(), "{name}: {technique:?} alone");
        }
        println!("  {technique:?} alone: {:.2?}", t.elapsed());
    }
    // With the lower levels allowed too, SE's order reaches producer 30.
    let both = LEVEL5
        .iter()
        .fold(state.stalled_set(), |set, &t| set.with(t));
    let with_lower = next_step(&start, both, solver);
    assert_eq!(
        with_lower.as_ref(),
        Some(step),
        "{name}: lower levels and level 5"
    );
}

/// The path onwards from level 5's step, every technique allowed (level 5
/// among them), each step judged, until solved.
fn check_onwards(state: &State, start: &Candidates, step: &Step, solver: &mut Solver) {
    let name = &state.source;
    let t = Instant::now();
    let mut current = *start;
    assert!(current.apply(step));
    let mut steps = 1;
    while !current.is_solved() {
        let next = next_step(&current, TechniqueSet::ALL, solver)
            .unwrap_or_else(|| panic!("{name}: stalled after {steps} steps"));
        assert_ne!(
            next.technique,
            Technique::Search,
            "{name}: {}",
            describe(&next)
        );
        if let Err(e) = judge(&next, &current, &state.solution) {
            panic!("{name}: step {steps}: {e}: {}", describe(&next));
        }
        assert!(current.apply(&next));
        steps += 1;
    }
    for cell in 0..81 {
        assert_eq!(
            current.value(cell),
            state.solution[cell],
            "{name}: cell {cell}"
        );
    }
    println!(
        "{name}: solved in {steps} steps, {:.2?} after the level-5 step",
        t.elapsed()
    );
}

/// Every state of the fixture is what it says: one solution, the
/// solution's digits among its candidates, nothing found before `stall`.
#[test]
fn every_state_stalls_before_its_technique() {
    let states = states();
    assert!(states.len() >= 3, "{} states", states.len());
    let mut solver = Solver::new();
    for state in &states {
        let start = check_fixture_state(state);
        let time = check_stall(state, &start, &mut solver);
        println!(
            "{}: {} candidates, nothing before {:?} ({time:.2?})",
            state.source,
            start.candidate_count(),
            state.stall
        );
    }
}

const DEFAULT: Checks = Checks {
    alone: false,
    onwards: true,
};

#[test]
fn level_5_is_sound_on_the_first_state() {
    check_state(&states()[0], DEFAULT, &mut Solver::new());
}

#[test]
fn level_5_is_sound_on_the_second_state() {
    check_state(&states()[1], DEFAULT, &mut Solver::new());
}

#[test]
fn level_5_is_sound_on_the_third_state() {
    check_state(&states()[2], DEFAULT, &mut Solver::new());
}

/// Every state, each level-5 technique alone and the paths onwards (about
/// two minutes of CPU for each of the large states): `cargo test --test
/// nested_level5 every_state_thoroughly -- --ignored --nocapture`.
#[test]
#[ignore]
fn every_state_thoroughly() {
    let mut solver = Solver::new();
    let all = Checks {
        alone: true,
        onwards: true,
    };
    for state in &states() {
        check_state(state, all, &mut solver);
    }
}

/// Writes the fixture's states to stdout from tests/data: `cargo test --test nested_level5 generate_fixture --
/// --ignored --nocapture > out.txt`, then keep the comment header of
/// tests/fixtures/level5_states.txt and the state lines of out.txt (the
/// timings go to stderr). First [`LATE`], then [`FIRST_STALLS`].
#[test]
#[ignore]
fn generate_fixture() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut solver = Solver::new();
    let puzzle = |source: &str| {
        let (file, line) = source.split_once(':').unwrap();
        let line: usize = line.parse().unwrap();
        let read = |name: &str| {
            let path = dir.join(name);
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            text.lines().nth(line - 1).unwrap().to_string()
        };
        let grid = Grid::from_text(&read(file)).unwrap();
        (
            Candidates::from_grid(&grid),
            read(&file.replace(".txt", ".solutions.txt")),
        )
    };
    let emit = |state: &Candidates,
                solution: &str,
                stall: Technique,
                source: &str,
                solver: &mut Solver| {
        let (t, cpu) = (Instant::now(), cpu_seconds());
        let level5 = next_step(state, TechniqueSet::of(&LEVEL5), solver);
        eprintln!(
            "{source}: {} candidates, stall {stall:?}; level 5 {:?} in {:.2?} ({:?} s CPU)",
            state.candidate_count(),
            level5.as_ref().map(|s| (s.technique, s.rating_text())),
            t.elapsed(),
            cpu.zip(cpu_seconds()).map(|(a, b)| b - a)
        );
        if level5.is_some() {
            println!("{}", State::format(state, solution, stall, source));
        }
    };
    for (source, candidates) in LATE {
        let (mut state, solution) = puzzle(source);
        while let Some(step) = next_step(&state, below_level5(), &mut solver) {
            if state.candidate_count() == candidates {
                emit(&state, &solution, step.technique, source, &mut solver);
                break;
            }
            state.apply(&step);
        }
    }
    for source in FIRST_STALLS {
        let (mut state, solution) = puzzle(source);
        while let Some(step) = next_step(&state, below_level4(), &mut solver) {
            state.apply(&step);
        }
        if state.is_solved() {
            eprintln!("{source}: solved below level 4");
            continue;
        }
        let level4 = next_step(&state, TechniqueSet::of(&LEVEL4), &mut solver);
        let stall = match level4 {
            Some(_) => LEVEL4[0],
            None => LEVEL5[0],
        };
        emit(&state, &solution, stall, source, &mut solver);
    }
}

/// The cheap states: the state with this many candidates on the puzzle's
/// SE path (every technique below level 5), where the path's step is a
/// chain of producers 24 or 25, so that producers 1-23 or 1-24 find nothing
/// there. Level 5 takes 2-4 s of CPU on them.
const LATE: [(&str, u32); 3] = [
    ("forum_hardest_1106.txt:72", 166),
    ("forum_hardest_1106.txt:54", 163),
    ("forum_hardest_1106.txt:54", 162),
];

/// The puzzles of forum_hardest_1106 that need level 4 (found by walking
/// lines 1-96 with the techniques below level 4; docs/reliability.md counts
/// 55 in all, under "Agreement with Sudoku Explainer"): their first stall there is a state where levels 1-3 find nothing.
const FIRST_STALLS: [&str; 9] = [
    "forum_hardest_1106.txt:72",
    "forum_hardest_1106.txt:48",
    "forum_hardest_1106.txt:45",
    "forum_hardest_1106.txt:54",
    "forum_hardest_1106.txt:50",
    "forum_hardest_1106.txt:34",
    "forum_hardest_1106.txt:49",
    "forum_hardest_1106.txt:43",
    "forum_hardest_1106.txt:11",
];
