//! `generate`'s neighbourhood search (`--from FILE`), checked apart from the
//! code that found the puzzles: one solution and minimality by the plain
//! backtracking oracle (tests/common/oracle.rs), the ER by `rate` (the
//! command users rate with), novelty by the minlex form (itself checked
//! against a brute force in tests/canon.rs). A cheap band (ER 8.0 to 8.9,
//! from 12 top1465 puzzles of ER 7.x and 8.x) keeps it to seconds.

#![cfg(not(target_arch = "wasm32"))]

mod common;
#[path = "common/oracle.rs"]
mod oracle;

use std::collections::HashSet;

use common::cells;
use common::cli::run;
use common::isomorph::{random_isomorph, Rng};
use dlx_sudoku::sudoku::canon::minlex;
use dlx_sudoku::Grid;
use oracle::brute_all;

/// The seed file, and its puzzles.
fn seeds() -> (String, Vec<String>) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/generator_seeds.txt"
    );
    let text = std::fs::read_to_string(path).expect("the seed fixture");
    let puzzles = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    (path.to_string(), puzzles)
}

/// `generate` in the band 8.0..8.9 from `from`: the puzzles, after checking
/// the run went well.
fn search(from: &str, seed: &str, count: &str, jobs: &str) -> Vec<String> {
    let args = [
        "generate", "--rating", "8.0..8.9", "--from", from, "--seed", seed, "--count", count,
        "--jobs", jobs,
    ];
    let r = run(&args, "");
    assert!(r.ok, "{args:?}: {}", r.err);
    r.out.lines().map(str::to_string).collect()
}

fn form(line: &str) -> Grid {
    minlex(&Grid::from_text(line).expect("a puzzle line"))
}

/// The number of solutions, up to 2.
fn solutions(grid: &[u8; 81]) -> usize {
    brute_all(grid, 1).map_or(2, |all| all.len())
}

#[test]
fn found_puzzles_are_unique_minimal_new_and_in_the_band() {
    let (from, seed_lines) = seeds();
    let found = search(&from, "11", "2", "2");
    assert_eq!(found.len(), 2);
    let seed_forms: HashSet<Grid> = seed_lines.iter().map(|l| form(l)).collect();
    for line in &found {
        let puzzle = cells(line);
        assert_eq!(solutions(&puzzle), 1, "one solution: {line}");
        for cell in (0..81).filter(|&c| puzzle[c] != 0) {
            let mut smaller = puzzle;
            smaller[cell] = 0;
            assert_eq!(
                solutions(&smaller),
                2,
                "minimal: {line} without cell {cell}"
            );
        }
        assert!(!seed_forms.contains(&form(line)), "new: {line}");
    }
    // The ER by `rate`: `DIFFICULTY ER EP ED HARDEST` a line.
    let rated = run(&["rate"], found.join("\n") + "\n");
    assert!(rated.ok, "{}", rated.err);
    for (line, answer) in found.iter().zip(rated.out.lines()) {
        let er: f64 = answer.split(' ').nth(1).unwrap().parse().unwrap();
        assert!((8.0..=8.9).contains(&er), "{line}: {answer}");
    }
    assert_ne!(
        form(&found[0]),
        form(&found[1]),
        "two puzzles, not isomorphs"
    );
}

#[test]
fn the_same_seed_gives_the_same_puzzles_whatever_the_jobs() {
    let (from, _) = seeds();
    let two = search(&from, "5", "2", "2");
    assert_eq!(search(&from, "5", "2", "1"), two);
    // A shorter run gives the first puzzles of a longer one.
    assert_eq!(search(&from, "5", "1", "2"), two[..1]);
}

#[test]
fn puzzles_among_the_seeds_are_not_found_again_even_disguised() {
    let (from, seed_lines) = seeds();
    let first = search(&from, "11", "2", "2");
    // The same search with the puzzles it found (relabelled, rows and
    // columns permuted) among the seeds must find others.
    let mut rng = Rng(44);
    let mut text = seed_lines.join("\n") + "\n";
    for line in &first {
        let disguised = random_isomorph(&cells(line), &mut rng);
        let line: String = disguised.iter().map(|&d| char::from(b'0' + d)).collect();
        text.push_str(&line);
        text.push('\n');
    }
    let file = std::env::temp_dir().join(format!("generator-seeds-{}.txt", std::process::id()));
    std::fs::write(&file, text).unwrap();
    let again = search(&file.to_string_lossy(), "11", "2", "2");
    std::fs::remove_file(&file).unwrap();
    let known: HashSet<Grid> = first.iter().map(|l| form(l)).collect();
    for line in &again {
        assert!(!known.contains(&form(line)), "found again: {line}");
    }
}

#[test]
fn progress_names_the_attempts_and_the_best_er() {
    let (from, _) = seeds();
    let args = [
        "generate",
        "--rating",
        "8.0..8.9",
        "--from",
        &from,
        "--seed",
        "11",
        "--progress",
    ];
    let r = run(&args, "");
    assert!(r.ok, "{}", r.err);
    let last = r.err.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("search: ") && last.contains(" attempts, best ER 8."),
        "{:?}",
        r.err
    );
}

#[test]
fn bad_search_requests_are_refused_with_reasons() {
    let (from, _) = seeds();
    let cases: [(&[&str], &str); 6] = [
        (
            &["--rating", "9.5..12", "--symmetry", "rotational"],
            "the neighbourhood search keeps no symmetry",
        ),
        (
            &["--method", "search"],
            "the neighbourhood search needs --rating",
        ),
        (&["--method", "walk"], "--method must be dig or search"),
        (
            &["--rating", "2.0..3.0", "--budget", "2"],
            "--budget is for the neighbourhood search",
        ),
        (
            &["--rating", "9.5..12", "--from", "/nonexistent/seeds"],
            "--from \"/nonexistent/seeds\"",
        ),
        (
            &["--rating", "9.5..12", "--from", &from, "--max-clues", "16"],
            "no puzzle with at most 16 clues exists",
        ),
    ];
    for (args, message) in cases {
        let r = run(&[&["generate"], args].concat(), "");
        assert_eq!(r.code, Some(2), "{args:?}");
        assert!(r.err.contains(message), "{args:?}: {}", r.err);
    }
    // A seed with two solutions is named by its line.
    let file = std::env::temp_dir().join(format!("generator-bad-{}.txt", std::process::id()));
    std::fs::write(&file, format!("# a comment\n{}\n", ".".repeat(81))).unwrap();
    let path = file.to_string_lossy().into_owned();
    let r = run(&["generate", "--rating", "9.5..12", "--from", &path], "");
    std::fs::remove_file(&file).unwrap();
    assert_eq!(r.code, Some(2));
    assert!(
        r.err
            .contains("line 2: the puzzle has no solution or several"),
        "{}",
        r.err
    );
}

#[test]
fn a_full_grid_as_the_only_seed_is_dug_into_a_puzzle() {
    let solution = common::data_lines("top1465.solutions.txt")[0].clone();
    let file = std::env::temp_dir().join(format!("generator-full-{}.txt", std::process::id()));
    std::fs::write(&file, format!("{solution}\n")).unwrap();
    let path = file.to_string_lossy().into_owned();
    let r = run(
        &[
            "generate", "--rating", "0.0..20", "--from", &path, "--seed", "1",
        ],
        "",
    );
    std::fs::remove_file(&file).unwrap();
    assert!(r.ok, "{}", r.err);
    let puzzle = cells(r.out.trim_end());
    assert_eq!(solutions(&puzzle), 1);
    // Its one solution is the seed.
    let solved = brute_all(&puzzle, 1).unwrap()[0];
    assert_eq!(solved, cells(&solution));
}

#[test]
fn a_seed_file_past_16_mib_is_refused_unparsed() {
    let file = std::env::temp_dir().join(format!("generator-big-{}.txt", std::process::id()));
    let line = format!("{}\n", ".".repeat(81));
    std::fs::write(&file, line.repeat((16 << 20) / line.len() + 1)).unwrap();
    let path = file.to_string_lossy().into_owned();
    let r = run(&["generate", "--rating", "9.5..12", "--from", &path], "");
    std::fs::remove_file(&file).unwrap();
    assert_eq!(r.code, Some(2));
    assert!(r.err.contains("more than 16777216 bytes"), "{}", r.err);
}
