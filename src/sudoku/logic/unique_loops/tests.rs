use super::*;
use crate::sudoku::logic::bug::find_bug;
use crate::sudoku::logic::cells::bit;
use crate::sudoku::Grid;

/// A state written as SE's candidates are dumped: 81 comma-separated
/// fields, `=d` for a filled cell, else the open cell's candidates.
pub(crate) fn from_fields(fields: &str) -> Candidates {
    let mut grid = Grid::empty();
    let mut masks = [0u16; 81];
    let mut n = 0;
    for (c, field) in fields.trim().split(',').enumerate() {
        if let Some(d) = field.strip_prefix('=') {
            grid.set(c, d.parse().unwrap());
        } else {
            masks[c] = field.bytes().fold(0, |m, b| m | bit(b - b'0'));
        }
        n += 1;
    }
    assert_eq!(n, 81);
    let state = Candidates::from_grid_and_masks(&grid, &masks);
    for (c, &m) in masks.iter().enumerate() {
        assert_eq!(state.mask(c), m, "cell {c}");
    }
    state
}

/// `(cell, digit)` pairs from SE's `cell:digit,...` (cells 0-80).
pub(crate) fn pairs(list: &str) -> Vec<(u8, u8)> {
    list.split(',')
        .filter(|s| !s.is_empty())
        .map(|s| {
            let (c, d) = s.split_once(':').unwrap();
            (c.parse().unwrap(), d.parse().unwrap())
        })
        .collect()
}

/// States of SE's paths (17-clue and top1465 puzzles) where SE's unique
/// loop producer gives a hint: the state, SE's name, rating (f64, as SE
/// computes it) and eliminations, SE's own hint line above each.
#[rustfmt::skip]
const SE_HINTS: [(&str, &str, f64, &str); 10] = [
    // Unique Rectangle type 4: Cells G9,I9,I6,G6 on 3, 8
    ("189,145689,=3,14689,45679,146789,46789,689,=2,89,45689,=2,4689,345679,46789,46789,689,=1,189,14689,=7,14689,469,=2,4689,=3,=5,=7,189,=5,4689,469,=3,14689,=2,48,=3,189,=4,2689,2679,6789,16789,=5,78,=2,89,=6,=5,=1,4789,34789,89,3478,=4,=3,=8,129,29,19,=5,=7,=6,=6,=7,=1,=3,=8,=5,=2,=4,=9,=5,=2,=9,=7,46,46,38,=1,38", "Unique Rectangle type 4", 4.5, "51:8,53:8"),
    // Unique Rectangle type 2: Cells B4,B5,G5,G4 on 1, 9
    ("189,14689,=3,1469,=5,16789,4679,689,=2,89,=5,=2,469,=3,6789,4679,689,=1,189,14689,=7,1469,469,=2,469,=3,=5,=7,19,=5,=8,69,=3,169,=2,=4,=3,19,=4,=2,=7,69,169,=5,=8,=2,89,=6,=5,=1,=4,=3,9,=7,=4,=3,=8,19,=2,19,=5,=7,=6,=6,=7,=1,=3,=8,=5,=2,=4,=9,=5,=2,=9,=7,46,6,=8,=1,=3", "Unique Rectangle type 2", 4.5, "6:6,15:6,24:6"),
    // Unique Rectangle type 1: Cells B1,B3,G3,G1 on 4, 6
    ("189,46,=3,146,=5,178,4679,68,=2,89,=5,=2,46,=3,78,4679,68,=1,18,46,=7,146,=9,=2,46,=3,=5,=7,=9,=5,=8,=6,=3,1,=2,=4,=3,=1,=4,=2,=7,=9,6,=5,=8,=2,=8,=6,=5,=1,=4,=3,=9,=7,=4,=3,=8,19,=2,1,=5,=7,=6,=6,=7,=1,=3,=8,=5,=2,=4,=9,=5,=2,=9,=7,=4,=6,=8,=1,=3", "Unique Rectangle type 1", 4.5, "6:4,6:6"),
    // Unique Rectangle type 3: Cells B1,B2,D2,D1 on 4, 7
    ("=8,47,=2,479,=3,=1,79,=6,=5,=5,47,=3,4789,4789,=6,789,=2,=1,=6,=1,=9,578,578,=2,78,=3,=4,=7,=6,=8,=1,59,=4,=2,59,=3,=2,=9,=1,=6,58,=3,=4,58,=7,=4,=3,=5,2789,2789,789,=1,89,=6,=9,=5,=4,=3,=1,8,=6,=7,28,=1,=2,=7,89,=6,=5,=3,=4,89,=3,=8,=6,2479,2479,79,=5,=1,29", "Unique Rectangle type 3", 4.6, "21:8,48:8,48:9,75:9"),
    // Unique Rectangle type 3: Cells E1,E2,A2,A1 on 5, 6
    ("5689,489,=1,2458,56,=7,24589,5689,=3,568,=3,=7,2458,56,=9,2458,568,=1,5689,489,=2,458,=1,=3,45789,56789,49,28,28,=5,=6,=9,=4,=1,=3,=7,34,=1,=9,=7,=2,=5,48,8,=6,34,=7,=6,3,=8,=1,459,59,=2,29,29,=8,=1,=7,=6,=3,=4,=5,=7,=5,=3,=9,=4,=2,=6,=1,=8,=1,=6,=4,35,35,=8,79,=2,9", "Unique Rectangle type 3", 4.5, "18:8,18:9"),
    // Unique Loop type 2: Cells D1,D2,A2,A7,B7,B1 on 4, 6
    ("=8,346,=9,46,=5,=1,36,=7,=2,346,3456,=7,46,=2,=9,356,=8,=1,=1,56,=2,=7,=8,=3,569,=4,56,346,=9,=1,=8,34,=7,=2,=5,46,=5,=2,4,=9,34,=6,=8,=1,=7,=7,=8,46,=2,=1,=5,46,=9,=3,46,46,468,=5,=7,=2,=1,=3,=9,=2,=7,=3,=1,=9,=8,45,=6,45,=9,=1,=5,36,36,=4,=7,=2,=8", "Unique Loop type 2", 4.6, "10:3"),
    // Unique Loop 10 type 2: Cells A2,A1,E1,E5,I5,I7,H7,H4,F4,F2 on 5, 6
    ("156,=9,=7,258,156,1256,568,=3,=4,56,=4,=3,=7,=9,56,568,=1,=2,156,=2,=8,5,=3,=4,56,=7,=9,=2,=7,=4,=9,=8,56,=3,56,=1,=8,=3,=1,=4,56,=7,=2,=9,56,=9,=5,=6,=1,=2,=3,=7,=4,=8,=4,=8,=2,=3,=7,=9,=1,56,56,=3,=6,=9,25,15,125,=4,=8,=7,=7,=1,=5,=6,=4,=8,=9,=2,=3", "Unique Loop 10 type 2", 5.0, "5:1"),
    // Unique Loop 8 type 3: Cells B4,I4,I8,G8,G6,A6,A7,B7 on 4, 6
    ("=2,=9,46,5,=7,=1,=8,=3,456,=7,=5,4,=3,=8,=6,49,=1,=2,=1,=8,=3,59,=2,=4,=7,56,569,=8,46,=7,=1,=9,=3,=5,246,46,=5,=3,=2,=4,=6,=7,=1,=9,=8,46,=1,=9,=2,=5,=8,46,=7,=3,46,46,=1,=8,=3,59,=2,456,=7,=3,=2,=8,=7,=1,59,469,456,4569,=9,=7,=5,=6,=4,=2,=3,=8,=1", "Unique Loop 8 type 3", 4.8, "70:5"),
    // Unique Loop 12 type 4: Cells A1,B1,B4,C5,G5,I4,I3,H3,H7,G9,C9,A7 on 7, 9
    ("79,79,=2,=6,=1,=8,=3,=5,=4,=4,=5,=6,=9,=3,=7,=8,=1,=2,=8,=1,=3,=2,=4,=5,=6,79,79,=6,789,=1,=5,89,=4,=2,=3,79,=3,=4,789,=1,89,=2,79,=6,=5,=2,9,=5,=7,=6,=3,=4,=8,=1,79,=3,89,=4,=2,=1,=5,79,=6,=5,=6,=4,=3,=7,=9,=1,=2,=8,=1,=2,79,=8,=5,=6,79,=4,=3", "Unique Loop 12 type 4", 5.0, "28:9,38:9"),
    // Unique Loop type 3: Cells C7,C8,H8,H3,G3,G7 on 5, 8 (SE rates it 4.6999999999999990: 4.5, 0.1 for six cells, 0.1 for the naked pair, in f64)
    ("=1,=5,236,39,2389,=4,=7,389,236,=8,679,2367,15,1239,1569,59,=4,1236,39,69,=4,=7,12389,1569,589,3589,1236,=2,4679,367,=8,349,79,=1,369,=5,39,4679,367,15,1349,1579,=2,369,=8,=5,=8,=1,39,=6,=2,49,=7,34,=4,=1,58,=6,=7,=3,58,=2,=9,=6,=2,58,=4,19,19,=3,58,=7,=7,=3,=9,=2,=5,=8,=6,=1,4", "Unique Loop type 3", 4.5 + 0.1 + 0.1, "19:9,22:3,22:9,23:9,26:3"),
];

#[test]
fn the_hint_se_takes() {
    for (fields, name, rating, eliminate) in SE_HINTS {
        let state = from_fields(fields);
        let step = find_unique_loop(&state).expect(name);
        assert_eq!(step.se_name(), name);
        assert_eq!(step.rating, rating, "{name}");
        assert_eq!(step.eliminate, pairs(eliminate), "{name}");
        assert!(step.place.is_empty());
        assert_eq!(step.cells.len(), step.candidates.len() / 2);
    }
}

/// SE's texts for the rectangle and the loops: the cells in loop order, the
/// pair, then what goes.
#[test]
fn sentences() {
    let state = from_fields(SE_HINTS[2].0);
    let step = find_unique_loop(&state).unwrap();
    assert_eq!(step.technique, Technique::UniqueRectangleType1);
    // SE: "Unique Rectangle type 1: Cells B1,B3,G3,G1 on 4, 6".
    assert_eq!(step.cells, [1, 19, 24, 6]);
    assert_eq!(
        step.text,
        "r1c2, r3c2, r3c7 and r1c7 would form a deadly rectangle of 4 and 6 (the puzzle has one solution) unless r1c7 holds another digit, so r1c7 cannot be 4; r1c7 cannot be 6"
    );
}

/// Four boxes, not two: a rectangle r1c1, r1c4, r4c4, r4c1 is no deadly
/// pattern (swapping would move digits between boxes); r1c1, r1c4, r3c4,
/// r3c1 on two boxes is one.
#[test]
fn a_deadly_pattern_touches_each_unit_twice_with_both_parities() {
    assert!(!is_deadly(&[0, 3, 30, 27]));
    assert!(is_deadly(&[0, 3, 21, 18]));
    // Six cells over three rows, three columns and three boxes.
    assert!(is_deadly(&[0, 3, 12, 15, 24, 18]));
    assert!(!is_deadly(&[0, 3, 12, 15, 18, 24]));
    assert!(!is_deadly(&[0, 1, 2, 3]));
}

#[test]
fn no_pair_no_pattern() {
    let state = Candidates::from_grid(&Grid::empty());
    assert!(find_unique_loop(&state).is_none());
    assert_eq!(base_rating(4), 4.5);
    assert_eq!(base_rating(6), 4.5 + 0.1);
    assert_eq!(base_rating(8), 4.5 + 0.2);
    assert_eq!(base_rating(10), 4.5 + 0.3 + 0.2);
}

/// Runs every state of a dump of SE's states (SE_STATES=file, lines of
/// fields, SE's unique-loop hint and SE's BUG hint, tab-separated, a hint
/// as `rating|name|eliminations|text` or `-`): `cargo test --release --lib
/// se_states -- --ignored --nocapture`.
#[test]
#[ignore]
fn se_states() {
    let Ok(file) = std::env::var("SE_STATES") else {
        return;
    };
    let text = std::fs::read_to_string(file).unwrap();
    let (mut lines, mut bad) = (0, 0);
    for line in text.lines() {
        let parts: Vec<&str> = line.split('\t').collect();
        let state = from_fields(parts[0]);
        lines += 1;
        for (found, se) in [
            (find_unique_loop(&state), parts[1]),
            (find_bug(&state), parts[2]),
        ] {
            let ours = found.map_or("-".to_string(), |s| {
                let el: Vec<String> = s
                    .eliminate
                    .iter()
                    .map(|(c, d)| format!("{c}:{d}"))
                    .collect();
                format!("{:.17}|{}|{}", s.rating, s.se_name(), el.join(","))
            });
            let se_short = if se == "-" {
                "-".to_string()
            } else {
                let f: Vec<&str> = se.split('|').collect();
                format!("{:.17}|{}|{}", f[0].parse::<f64>().unwrap(), f[1], f[2])
            };
            if ours != se_short {
                bad += 1;
                if bad <= 20 {
                    println!("{}\n  SE:   {se}\n  ours: {ours}", parts[0]);
                }
            }
        }
    }
    println!("{lines} states, {bad} disagreements");
    assert_eq!(bad, 0);
}
