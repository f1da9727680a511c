//! The fuzz targets' committed corpora replayed as an ordinary test on the
//! stable toolchain (no nightly, no libFuzzer): every file of
//! `fuzz/seeds/TARGET/` (the seed corpus, `fuzz/seed_corpus.py`) and of
//! `fuzz/regressions/TARGET/` (every input that once crashed a target) goes
//! through the same function the cargo-fuzz binary calls
//! (`fuzz/src/targets.rs`), with the same checks. A harness that panics or a
//! check that fails breaks `./build.sh test`, which runs this file as its
//! own step (`fuzz-replay`).
//!
//! `FUZZ_REPLAY_TARGET=chains` replays one target; `FUZZ_REPLAY_VERBOSE=1`
//! prints the time of each input; `FUZZ_REPLAY_FILES=TARGET:FILE,...` runs
//! other files (a crash from `fuzz/artifacts/`) through a target.

use std::panic;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod fuzz;

/// The files of one corpus folder, sorted (an absent folder has none).
fn corpus(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && !p.file_name().is_some_and(|n| n == "README.md"))
        .collect();
    files.sort();
    files
}

/// `FUZZ_REPLAY_FILES=TARGET:FILE[,FILE...]` runs those files alone through
/// the target (a crash or slow unit from `fuzz/artifacts/`, without nightly),
/// printing the time of each.
#[test]
fn files_named_in_the_environment_pass_their_target() {
    let Ok(spec) = std::env::var("FUZZ_REPLAY_FILES") else {
        return;
    };
    let (name, files) = spec
        .split_once(':')
        .expect("FUZZ_REPLAY_FILES=TARGET:FILE[,FILE...]");
    let (_, run) = fuzz::targets::TARGETS
        .iter()
        .find(|(t, _)| *t == name)
        .unwrap_or_else(|| panic!("FUZZ_REPLAY_FILES: no target {name}"));
    for file in files.split(',') {
        let data = std::fs::read(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let t = Instant::now();
        run(&data);
        println!(
            "{name} {file}: passed in {:.3} s",
            t.elapsed().as_secs_f64()
        );
    }
}

#[test]
fn every_committed_fuzz_input_passes_its_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let only = std::env::var("FUZZ_REPLAY_TARGET").ok();
    let verbose = std::env::var_os("FUZZ_REPLAY_VERBOSE").is_some();
    if let Some(name) = &only {
        assert!(
            fuzz::targets::TARGETS.iter().any(|(t, _)| t == name),
            "FUZZ_REPLAY_TARGET={name}: no such target"
        );
    }
    // The panics are caught and listed at the end; keep their messages short.
    let default_hook = panic::take_hook();
    panic::set_hook(Box::new(|info| eprintln!("    {info}")));
    let mut failures = Vec::new();
    let mut summary = Vec::new();
    for (name, run) in fuzz::targets::TARGETS {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let (seeds, regressions) = (
            corpus(&root.join("seeds").join(name)),
            corpus(&root.join("regressions").join(name)),
        );
        assert!(
            !seeds.is_empty(),
            "fuzz/seeds/{name}/ is empty: run python3 fuzz/seed_corpus.py"
        );
        let start = Instant::now();
        let mut slowest = (0.0, PathBuf::new());
        for file in seeds.iter().chain(&regressions) {
            let data = std::fs::read(file).expect("a corpus file");
            let t = Instant::now();
            if panic::catch_unwind(|| run(&data)).is_err() {
                failures.push(format!("{name}: {}", file.display()));
            }
            let secs = t.elapsed().as_secs_f64();
            if verbose {
                eprintln!("{name} {} {secs:.3} s", file.display());
            }
            if secs > slowest.0 {
                slowest = (secs, file.clone());
            }
        }
        summary.push(format!(
            "{name}: {} seeds, {} regressions in {:.1} s (slowest {:.2} s: {})",
            seeds.len(),
            regressions.len(),
            start.elapsed().as_secs_f64(),
            slowest.0,
            slowest
                .1
                .file_name()
                .map_or("-".into(), |n| n.to_string_lossy())
        ));
    }
    panic::set_hook(default_hook);
    for line in &summary {
        println!("{line}");
    }
    assert!(
        failures.is_empty(),
        "{} fuzz input(s) fail their target:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Writes the `chains` target's seeds into `fuzz/seeds/chains/` from the
/// hardest sets of `tests/data`: along the path of every `STRIDE`th
/// puzzle, the player state (grid and candidate masks; operation bit 0) just
/// before the first step of each chain family, and the reduced grid (the
/// digits placed so far, masks left out: the target then rates it whole)
/// just before the first dynamic step; then the seeds slower than a
/// second are removed. Run by hand when the seeds must change (after
/// `python3 fuzz/seed_corpus.py`):
///
/// ```text
/// cargo test --release --test fuzz_replay -- --ignored write_chain_seeds
/// ```
#[test]
#[ignore]
fn write_chain_seeds() {
    use dlx_sudoku::sudoku::logic::{self, Candidates};
    use dlx_sudoku::{Grid, Solver};
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/chains");
    // The seeds are written afresh: a seed of an older path (another stride, a
    // step that moved) would stay in the corpus unnoticed.
    if out.exists() {
        std::fs::remove_dir_all(&out).expect("the old fuzz/seeds/chains");
    }
    std::fs::create_dir_all(&out).expect("fuzz/seeds/chains");
    let mut solver = Solver::new();
    let mut written = 0;
    for (set, stride) in [("top1465", 60), ("forum_hardest_1106", 25)] {
        let text = std::fs::read_to_string(data.join(format!("{set}.txt")))
            .expect("tests/data, part of the repository");
        for (line, puzzle) in text.lines().enumerate().step_by(stride) {
            let puzzle = Grid::from_text_prefix(puzzle).expect("a puzzle");
            let path = logic::steps(&mut solver, &puzzle);
            let mut state = Candidates::from_grid(&puzzle);
            let mut seen = [false; fuzz::stats::FAMILIES.len()];
            let mut reduced = false;
            for step in &path.steps {
                if let Some(f) = fuzz::stats::family(step.technique).filter(|&f| !seen[f]) {
                    seen[f] = true;
                    let mut bytes = vec![1u8];
                    bytes.extend_from_slice(state.grid().cells());
                    for &m in state.masks() {
                        bytes.extend_from_slice(&(m & 0x1FF).to_le_bytes());
                    }
                    // Bytes for the choices (the set drawn for next_step).
                    bytes.extend((0..16u8).map(|k| k.wrapping_mul(37).wrapping_add(line as u8)));
                    let name = format!("state-{set}-{:04}-{f}", line + 1);
                    std::fs::write(out.join(name), &bytes).expect("a seed");
                    written += 1;
                    if f >= 1 && !reduced {
                        reduced = true;
                        let mut bytes = vec![0x20u8];
                        bytes.extend_from_slice(state.grid().cells());
                        bytes.extend((0..16u8).map(|k| k.wrapping_mul(41) ^ line as u8));
                        let name = format!("reduced-{set}-{:04}", line + 1);
                        std::fs::write(out.join(name), &bytes).expect("a seed");
                        written += 1;
                    }
                }
                state.apply(step);
            }
        }
    }
    println!("{written} chain seeds written in {}", out.display());
    // The replay runs every seed in each `./build.sh test`: a seed slower than
    // a second goes, but for the states before a level-4 step (family 5),
    // the only way in to level 4 (a few seconds each).
    for file in corpus(&out) {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let bytes = std::fs::read(&file).expect("a seed");
        let t = Instant::now();
        fuzz::targets::chains(&bytes);
        let secs = t.elapsed().as_secs_f64();
        if secs > 1.0 && !(name.starts_with("state-") && name.ends_with("-5")) {
            println!("removed {name}: {secs:.2} s");
            std::fs::remove_file(&file).expect("a seed");
        }
    }
}
