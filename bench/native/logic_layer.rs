//! The logic layer's figures: steps, rate, and the techniques shared with the sudoku crate.

use super::*;

// Logic layer: steps, rate, and the shared techniques beside the sudoku crate's
// StrategySolver
// ---------------------------------------------------------------------------------

/// The techniques both sides have, each as ours and as the crate's `Strategy`, in the
/// crate's order (its `Strategy::ALL`, by Sudoku Explainer difficulty; the crate tries
/// its list in order, ours follows SE's producer order). Our pointing and claiming are
/// the crate's locked candidates. Ours also has SE's direct techniques, unique
/// rectangles and loops, BUG, aligned pair exclusion and the search step; the crate
/// also has mutant fish (and an `AvoidableRectangles` variant its solver does not
/// implement): neither side's extras are used in the shared runs.
pub(super) const SHARED_TECHNIQUES: [(Technique, Strategy); 15] = [
    (Technique::NakedSingle, Strategy::NakedSingles),
    (Technique::HiddenSingle, Strategy::HiddenSingles),
    (Technique::Pointing, Strategy::LockedCandidates),
    (Technique::Claiming, Strategy::LockedCandidates),
    (Technique::NakedPair, Strategy::NakedPairs),
    (Technique::XWing, Strategy::XWing),
    (Technique::HiddenPair, Strategy::HiddenPairs),
    (Technique::NakedTriplet, Strategy::NakedTriples),
    (Technique::Swordfish, Strategy::Swordfish),
    (Technique::HiddenTriplet, Strategy::HiddenTriples),
    (Technique::XyWing, Strategy::XyWing),
    (Technique::XyzWing, Strategy::XyzWing),
    (Technique::NakedQuad, Strategy::NakedQuads),
    (Technique::Jellyfish, Strategy::Jellyfish),
    (Technique::HiddenQuad, Strategy::HiddenQuads),
];

/// Figures of the logic layer on one file.
pub(super) struct LogicFile {
    /// Puzzles per second: steps, rate, our restricted fixpoint, the crate's solve.
    rates: [f64; 4],
    /// Puzzles finished with the shared techniques: ours, crate, both.
    finished: [usize; 3],
    /// Puzzles where our fixpoint and the crate end on the same grid.
    same_grid: usize,
    /// `rate`'s difficulty counts, easy to extreme.
    difficulties: [usize; 5],
    /// Steps in all paths, and search steps among them.
    steps: usize,
    search_steps: usize,
    wrong: usize,
}

pub(super) const LOGIC_MODES: [&str; 4] = ["steps", "rate", "fixpoint_shared", "crate_shared"];

/// Seconds for one pass of a logic mode (see [`LOGIC_MODES`]) over the whole file.
pub(super) fn time_logic_pass(
    mode: usize,
    inp: &Inputs,
    ours: &mut Solver,
    set: TechniqueSet,
    strategies: &[Strategy],
) -> f64 {
    let mut check = 0usize;
    let t0 = Instant::now();
    match mode {
        0 => {
            for g in &inp.grids {
                check += logic::steps(ours, black_box(g)).steps.len();
            }
        }
        1 => {
            for g in &inp.grids {
                check += logic::rate(ours, black_box(g)).unwrap().tenths()[0] as usize;
            }
        }
        2 => {
            for g in &inp.grids {
                let state = logic::fixpoint(&Candidates::from_grid(black_box(g)), set, ours);
                check += usize::from(state.is_solved());
            }
        }
        _ => {
            for &s in &inp.crate_sudokus {
                let solved = StrategySolver::from_sudoku(black_box(s))
                    .solve(strategies)
                    .is_ok();
                check += usize::from(solved);
            }
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    black_box(check);
    secs
}

/// Untimed checks of the logic layer on one file, and the counts that do not depend
/// on timing. Wrong answers are printed (the first few) and counted.
pub(super) fn verify_logic(
    file: &PuzzleFile,
    inp: &Inputs,
    ours: &mut Solver,
    set: TechniqueSet,
    strategies: &[Strategy],
) -> LogicFile {
    let mut out = LogicFile {
        rates: [0.0; 4],
        finished: [0; 3],
        same_grid: 0,
        difficulties: [0; 5],
        steps: 0,
        search_steps: 0,
        wrong: 0,
    };
    let mut report = |i: usize, what: String| {
        out.wrong += 1;
        if out.wrong <= 3 {
            eprintln!(
                "WRONG ANSWER: logic on {} line {}: {what}",
                file.name,
                i + 1
            );
        }
    };
    for (i, expected) in file.solutions.iter().enumerate() {
        let solution = bytes_of(expected);
        let grid = &inp.grids[i];

        // The path: sound steps, ending on the solution.
        let path = logic::steps(ours, grid);
        if path.outcome != Outcome::Solved {
            report(i, format!("steps gave outcome {:?}", path.outcome));
        }
        let mut state = Candidates::from_grid(grid);
        let mut bad_step = None;
        for (k, step) in path.steps.iter().enumerate() {
            let wrong_place = step
                .place
                .iter()
                .any(|&(c, d)| solution[usize::from(c)] != d);
            let wrong_elim = step
                .eliminate
                .iter()
                .any(|&(c, d)| solution[usize::from(c)] == d);
            if bad_step.is_none() && (wrong_place || wrong_elim) {
                bad_step = Some((k, step.technique));
            }
            out.search_steps += usize::from(step.technique == Technique::Search);
            state.apply(step);
        }
        out.steps += path.steps.len();
        if let Some((k, technique)) = bad_step {
            report(
                i,
                format!(
                    "step {} ({}) contradicts the solution",
                    k + 1,
                    technique.name()
                ),
            );
        }
        if !state.is_solved() || line_of(state.grid().cells()) != *expected {
            report(i, "the path does not end on the solution".to_string());
        }

        match logic::rate(ours, grid) {
            Ok(r) => out.difficulties[r.difficulty as usize] += 1,
            Err(o) => report(i, format!("rate gave {o:?}")),
        }

        // Our fixpoint of the shared techniques: only the solution's digits placed,
        // and the solution's digit still a candidate in every open cell.
        let fix = logic::fixpoint(&Candidates::from_grid(grid), set, ours);
        let sound = (0..81).all(|c| match fix.value(c) {
            0 => fix.has(c, solution[c]),
            v => v == solution[c],
        });
        if !sound {
            report(
                i,
                "the shared-technique fixpoint contradicts the solution".to_string(),
            );
        }

        // The crate's solve with the same techniques: only the solution's digits.
        let (crate_ok, crate_grid) =
            match StrategySolver::from_sudoku(inp.crate_sudokus[i]).solve(strategies) {
                Ok((s, _)) => (true, s.to_bytes()),
                Err((s, _)) => (false, s.to_bytes()),
            };
        if (0..81).any(|c| crate_grid[c] != 0 && crate_grid[c] != solution[c]) {
            // The crate's answer, not ours: printed, not counted as our wrong answer.
            eprintln!(
                "NOTE: sudoku crate StrategySolver on {} line {} placed a digit that is not the solution's",
                file.name,
                i + 1
            );
        }
        let ours_ok = fix.is_solved();
        out.finished[0] += usize::from(ours_ok);
        out.finished[1] += usize::from(crate_ok);
        out.finished[2] += usize::from(ours_ok && crate_ok);
        out.same_grid += usize::from(*fix.grid().cells() == crate_grid);
    }
    out
}

/// The logic section's share of a file: every `logic_stride`-th puzzle.
pub(super) fn logic_stride(name: &str) -> usize {
    match name {
        "forum_hardest_1106" => 25,
        "forum_hardest_1905_11plus" => 80,
        _ => 1,
    }
}

/// The logic-layer section: one table row per file, and its JSON.
pub(super) fn logic_section(
    dir: &Path,
    reps: usize,
    ours: &mut Solver,
    json: &mut String,
) -> usize {
    let set = TechniqueSet::of(&SHARED_TECHNIQUES.map(|(t, _)| t));
    let strategies: Vec<Strategy> = SHARED_TECHNIQUES.iter().map(|(_, s)| s.clone()).collect();
    let our_names = set
        .iter()
        .map(Technique::name)
        .collect::<Vec<_>>()
        .join(", ");
    let crate_names = strategies
        .iter()
        .map(|s| format!("{s:?}"))
        .collect::<Vec<_>>()
        .join(", ");
    println!("\n## logic layer (single thread, median of {reps} repetitions)");
    println!("shared techniques, ours (TechniqueSet): {our_names}");
    println!("shared techniques, sudoku crate 0.8.0 (Strategy list, in this order): {crate_names}");
    println!(
        "steps/rate: the whole catalogue and the search step (always ends solved); fixpoint and crate: \
         the shared techniques only, stopping when stuck"
    );
    println!(
        "| file | puzzles | steps /s | rate /s | ours fixpoint (shared) /s | crate solve (shared) /s | \
         steps / crate | rate / crate | fixpoint / crate | finished: ours / crate / both | same end grid | \
         easy/medium/hard/expert/extreme | search steps | wrong |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|---:|---:|");
    let mut total_wrong = 0;
    let mut file_json = Vec::new();
    for name in FILES {
        // The forum sets need SE's nested chains (seconds a puzzle): a fixed
        // sample of each, every 25th of forum_hardest_1106 (15) and every 80th
        // of the 11+ set (25, the sample of tests/fixtures/se121), one pass.
        let stride = logic_stride(name);
        let sampled = |file: &str| -> Vec<String> {
            read_lines(&dir.join(file))
                .into_iter()
                .step_by(stride)
                .collect()
        };
        let file = PuzzleFile {
            name,
            lines: sampled(&format!("{name}.txt")),
            solutions: sampled(&format!("{name}.solutions.txt")),
        };
        let reps = if stride > 1 { 1 } else { reps };
        let inp = inputs(&file);
        let n = file.lines.len();
        let t0 = Instant::now();
        let mut figures = verify_logic(&file, &inp, ours, set, &strategies);
        let check_secs = t0.elapsed().as_secs_f64();
        total_wrong += figures.wrong;
        let mut times = vec![Vec::new(); LOGIC_MODES.len()];
        for _ in 0..reps {
            for (mode, t) in times.iter_mut().enumerate() {
                t.push(time_logic_pass(mode, &inp, ours, set, &strategies));
            }
        }
        for (mode, t) in times.into_iter().enumerate() {
            figures.rates[mode] = n as f64 / median(t);
        }
        let r = figures.rates;
        let d = figures.difficulties;
        println!(
            "| {name} | {n} | {:.0} | {:.0} | {:.0} | {:.0} | {:.2}x | {:.2}x | {:.2}x | {} / {} / {} | {} | {}/{}/{}/{}/{} | {} | {} |",
            r[0],
            r[1],
            r[2],
            r[3],
            r[0] / r[3],
            r[1] / r[3],
            r[2] / r[3],
            figures.finished[0],
            figures.finished[1],
            figures.finished[2],
            figures.same_grid,
            d[0],
            d[1],
            d[2],
            d[3],
            d[4],
            figures.search_steps,
            figures.wrong
        );
        eprintln!("  ({name}: checks took {check_secs:.1} s)");
        let mut fj = format!("\"{name}\": {{\"puzzles\": {n}");
        for (mode, label) in LOGIC_MODES.iter().enumerate() {
            let _ = write!(fj, ", \"{label}\": {:.3}", r[mode]);
        }
        let _ = write!(
            fj,
            ", \"finished_ours\": {}, \"finished_crate\": {}, \"finished_both\": {}, \"same_grid\": {}, \
             \"difficulties\": {:?}, \"steps_total\": {}, \"search_steps\": {}, \"wrong\": {}}}",
            figures.finished[0],
            figures.finished[1],
            figures.finished[2],
            figures.same_grid,
            d,
            figures.steps,
            figures.search_steps,
            figures.wrong
        );
        file_json.push(fj);
    }
    let quoted = |names: &str| {
        names
            .split(", ")
            .map(|n| format!("\"{n}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        json,
        "  \"logic\": {{\"reps\": {reps}, \"ours_techniques\": [{}], \"crate_strategies\": [{}], \"difficulty_names\": [{}], \"files\": {{\n    {}\n  }}}},",
        quoted(&our_names),
        quoted(&crate_names),
        Difficulty::ALL
            .map(|d| format!("\"{}\"", d.name()))
            .join(", "),
        file_json.join(",\n    ")
    );
    total_wrong
}

// ---------------------------------------------------------------------------------
