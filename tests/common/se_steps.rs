//! Sudoku Explainer's paths as `se-steps` prints them (committed in
//! tests/fixtures/se121/): `# PUZZLE`, then `RATING NAME | HINT` a step
//! (explanation lines indented), then `= ER/EP/ED`.

use std::io::Read;
use std::path::PathBuf;

/// One puzzle's path.
pub struct SePath {
    pub puzzle: String,
    /// (rating as printed, SE's name, SE's hint summary) for each step.
    pub steps: Vec<(String, String, String)>,
    /// `ER/EP/ED` as printed.
    pub ratings: String,
}

/// The paths of a fixture file (plain, or gzip when the name ends in `.gz`).
pub fn se_paths(name: &str) -> Vec<SePath> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/se121")
        .join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = if name.ends_with(".gz") {
        let mut text = String::new();
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut text)
            .unwrap();
        text
    } else {
        String::from_utf8(bytes).unwrap()
    };
    let mut paths: Vec<SePath> = Vec::new();
    for line in text.lines() {
        if let Some(puzzle) = line.strip_prefix("# ") {
            paths.push(SePath {
                puzzle: puzzle[..81].to_string(),
                steps: Vec::new(),
                ratings: String::new(),
            });
        } else if let Some(ratings) = line.strip_prefix("= ") {
            paths.last_mut().unwrap().ratings = ratings.trim().to_string();
        } else if !line.trim().is_empty() && !line.starts_with("    ") {
            let (head, hint) = line.split_once(" | ").unwrap_or((line, ""));
            let (rating, name) = head.split_once(' ').unwrap();
            let path = paths.last_mut().unwrap();
            path.steps
                .push((rating.to_string(), name.to_string(), hint.to_string()));
        }
    }
    paths
}
