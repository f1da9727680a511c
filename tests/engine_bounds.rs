//! The core's bounds on long work (shared/SECURITY_AUDIT.md, L4).
//! `generate` refuses more than `MAX_ATTEMPTS` attempts instead of digging for days;
//! `try_candidates` runs nesting level 5 only on a state where no technique below it
//! applies (SE's path asks it nowhere else), and otherwise gives exactly what
//! `candidates` gives.

use dlx_sudoku::sudoku::generator::{generate, GenerateError, Options, MAX_ATTEMPTS};
use dlx_sudoku::sudoku::logic::{self, CandidatesError, Technique, TechniqueSet};
use dlx_sudoku::sudoku::MAX_COUNT_LIMIT;
use dlx_sudoku::{Grid, Solver};

/// forum_hardest_1106.txt, line 11: `candidates` with level 5 alone ran 46-90 s on it.
const HARDEST_11: &str =
    "........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4";
/// top1465.txt, line 230.
const CLUE17: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// A 17-clue solution with 45 cells blanked (hidden and naked singles solve it).
const EASY: &str =
    "...65.9..9524.....8........79.8...2.3.....6.82.6.14.97...921.76.7.3.524952..4..1.";

fn grid(text: &str) -> Grid {
    Grid::from_text(text).expect("a valid grid")
}

const LEVEL5: [Technique; 4] = [
    Technique::NestedContradictionForcingChains5,
    Technique::NestedDoubleForcingChains5,
    Technique::NestedCellForcingChains5,
    Technique::NestedRegionForcingChains5,
];

#[test]
fn the_caps() {
    assert_eq!(MAX_ATTEMPTS, 100_000);
    assert_eq!(MAX_COUNT_LIMIT, 1_000_000);
}

#[test]
fn generate_refuses_attempts_above_the_cap() {
    let mut solver = Solver::new();
    for attempts in [MAX_ATTEMPTS + 1, u32::MAX] {
        let options = Options {
            attempts,
            seed: 1,
            ..Options::default()
        };
        let err = generate(&mut solver, &options).expect_err("refused");
        assert_eq!(err, GenerateError::TooManyAttempts { attempts });
        assert_eq!(
            err.message(),
            format!("attempts must be at most 100000, found {attempts}")
        );
    }
    let options = Options {
        attempts: MAX_ATTEMPTS,
        seed: 1,
        ..Options::default()
    };
    assert!(
        generate(&mut solver, &options).is_ok(),
        "the cap itself is allowed"
    );
}

#[test]
fn level_five_alone_is_refused_where_a_lower_technique_applies() {
    let mut solver = Solver::new();
    for t in LEVEL5 {
        let set = TechniqueSet::EMPTY.with(t);
        let err =
            logic::try_candidates(&mut solver, &grid(HARDEST_11), Some(set)).expect_err("refused");
        let CandidatesError::DeepSearchRefused { asked, applies } = err;
        assert_eq!(asked, t);
        assert!(!LEVEL5.contains(&applies) && applies != Technique::Search);
        assert!(err.message().starts_with(&format!(
            "nesting level 5 ({}) runs only on a state where no technique below it applies",
            t.name()
        )));
    }
}

#[test]
fn try_candidates_gives_what_candidates_gives_when_level_five_is_not_reached() {
    let mut solver = Solver::new();
    let singles = TechniqueSet::of(&[Technique::HiddenSingle, Technique::NakedSingle]);
    let sets = vec![
        None,
        Some(singles),
        Some(singles.with(Technique::NestedCellForcingChains5)),
        Some(TechniqueSet::of(&[Technique::XWing, Technique::Pointing])),
    ];
    // Every technique but the chains of levels 2-5: no nested search at all.
    let mut cheap = TechniqueSet::ALL;
    for t in Technique::ALL {
        if t.name().starts_with("nested-") {
            cheap = cheap.without(t);
        }
    }
    for (text, sets) in [(EASY, [&sets[..], &[Some(cheap)]].concat()), (CLUE17, sets)] {
        let g = grid(text);
        for set in &sets {
            let plain = logic::candidates(&mut solver, &g, *set);
            match logic::try_candidates(&mut solver, &g, *set) {
                Ok(bounded) => assert_eq!(bounded.masks(), plain.masks(), "{text} {set:?}"),
                // Singles with level 5 on the 17-clue puzzle reach a stall where a lower
                // technique applies: refused, never a different answer.
                Err(e) => assert!(
                    set.is_some_and(|s| s.contains(Technique::NestedCellForcingChains5)),
                    "{text} {set:?}: {e}"
                ),
            }
        }
    }
    // Where singles solve the grid, level 5 is never asked.
    let with5 = singles.with(Technique::NestedCellForcingChains5);
    let easy =
        logic::try_candidates(&mut solver, &grid(EASY), Some(with5)).expect("solved by singles");
    assert_eq!(
        easy.masks(),
        logic::candidates(&mut solver, &grid(EASY), Some(singles)).masks()
    );
}
