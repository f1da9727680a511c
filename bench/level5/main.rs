//! Nesting level 5 on one state of tests/fixtures/level5_states.txt, for
//! bench/compare_level5.py: `level5 FIXTURE INDEX` prints the step level 5
//! finds there (technique and rating) or `none`. Built against any checkout
//! of the crate by the script (only public API: `Candidates`, `next_step`).

use dlx_sudoku::sudoku::logic::{next_step, Candidates, Technique, TechniqueSet};
use dlx_sudoku::{Grid, Solver};

const LEVEL5: [Technique; 4] = [
    Technique::NestedContradictionForcingChains5,
    Technique::NestedDoubleForcingChains5,
    Technique::NestedCellForcingChains5,
    Technique::NestedRegionForcingChains5,
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: level5 FIXTURE INDEX (0-based, among the state lines)");
        std::process::exit(2);
    }
    let text = std::fs::read_to_string(&args[1]).expect("the fixture");
    let index: usize = args[2].parse().expect("an index");
    let line = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .nth(index)
        .expect("a state at that index");
    let fields: Vec<&str> = line.split_whitespace().collect();
    let values: Vec<u8> = fields[0]
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let mut masks = [0u16; 81];
    for (cell, m) in masks.iter_mut().enumerate() {
        *m = u16::from_str_radix(&fields[1][3 * cell..3 * cell + 3], 16).expect("hex masks");
    }
    let grid = Grid::from_bytes(&values).expect("a grid");
    let state = Candidates::from_grid_and_masks(&grid, &masks);
    let mut solver = Solver::new();
    match next_step(&state, TechniqueSet::of(&LEVEL5), &mut solver) {
        Some(step) => println!("{} {}", step.technique.name(), step.rating_text()),
        None => println!("none"),
    }
}
