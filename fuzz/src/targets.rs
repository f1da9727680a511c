//! The six fuzz targets as plain functions of their input: the cargo-fuzz
//! binaries of `fuzz_targets/` call them under libFuzzer, and the main crate's
//! `tests/fuzz_replay.rs` calls them on every file of `fuzz/seeds/` and
//! `fuzz/regressions/` on the stable toolchain, so a harness that panics or a
//! check that fails breaks `./build.sh test`.

use dlx_sudoku::{Grid, GridError};

use super::chains::Depth;
use super::oracle::{oracle_from_bytes, oracle_parse};
use super::{
    check_generate, check_logic, check_player_state, check_solution, check_solve, check_solve_once,
    check_target, few_blanks, logic::masks_of, with_solver, Choices, Input,
};

/// A target: its input in, a panic on a failed check.
pub type Target = fn(&[u8]);

/// The targets by name, as `cargo fuzz list` names them.
pub const TARGETS: [(&str, Target); 6] = [
    ("parse", parse),
    ("solve_count", solve_count),
    ("target", target),
    ("logic", logic),
    ("chains", chains),
    ("generate", generate),
];

/// Runs `target` on `data`, then counts the run (`stats`).
pub fn run(target: Target, data: &[u8]) {
    target(data);
    super::stats::run_ended();
}

fn check_error(result: &Result<Grid, GridError>) {
    if let Err(e) = result {
        let message = e.message();
        assert!(!message.is_empty(), "{e:?} has no message");
        assert_eq!(e.to_string(), message);
    }
}

/// The three parsers on arbitrary bytes, against the reference parsers of
/// `tests/common/oracle.rs`: `Grid::from_text` and `Grid::from_text_prefix` on
/// the input read as UTF-8 (lossily), `Grid::from_bytes` and `Grid::try_from`
/// on the raw bytes. Each gives the reference's grid or the reference's error;
/// each error has a message (and `Display` is that message); a parsed grid
/// prints back (`to_line` with `.` and with `0`) to itself.
///
/// Byte 0 steers, the rest is the text or the bytes: its low two bits pick the
/// grid that is then solved and checked against the reference
/// (`check_solve_once`: the clash report and `solve`; counting is left to
/// `solve_count`, so that this target stays the fast one):
/// 0 from_text, 1 from_text_prefix, 2 from_bytes, 3 the bytes read as cells
/// (values above 9 and missing cells blank, which reaches valid grids easily).
pub fn parse(data: &[u8]) {
    let (mode, rest) = data.split_first().map_or((0, data), |(m, r)| (*m, r));
    let text = String::from_utf8_lossy(rest);
    let whole = Grid::from_text(&text);
    let prefix = Grid::from_text_prefix(&text);
    assert_eq!(
        whole.map(|g| *g.cells()),
        oracle_parse(&text, false),
        "from_text of {text:?}"
    );
    assert_eq!(
        prefix.map(|g| *g.cells()),
        oracle_parse(&text, true),
        "from_text_prefix of {text:?}"
    );
    if let Ok(g) = &whole {
        assert_eq!(
            prefix.as_ref(),
            Ok(g),
            "from_text and from_text_prefix differ"
        );
    }
    for g in [&whole, &prefix].into_iter().flatten() {
        assert_eq!(Grid::from_text(&g.to_line('.')).as_ref(), Ok(g));
        assert_eq!(Grid::from_text(&g.to_line('0')).as_ref(), Ok(g));
    }
    let bytes = Grid::from_bytes(rest);
    assert_eq!(bytes.map(|g| *g.cells()), oracle_from_bytes(rest));
    assert_eq!(Grid::try_from(rest), bytes);
    match &bytes {
        Ok(g) => assert_eq!(&g.cells()[..], rest),
        Err(GridError::WrongLength { found }) => assert!(*found == rest.len() && rest.len() != 81),
        Err(GridError::BadValue { cell, value }) => {
            assert!(rest[*cell] == *value && *value > 9 && rest[..*cell].iter().all(|&b| b <= 9))
        }
        Err(e) => panic!("from_bytes gave {e:?}"),
    }
    for result in [&whole, &prefix, &bytes] {
        check_error(result);
    }
    let grid = match mode & 3 {
        0 => whole.ok(),
        1 => prefix.ok(),
        2 => bytes.ok(),
        _ => {
            let mut cells = [0u8; 81];
            for (cell, &b) in cells.iter_mut().zip(rest) {
                *cell = if b <= 9 { b } else { 0 };
            }
            Grid::from_bytes(&cells).ok()
        }
    };
    if let Some(grid) = grid {
        with_solver(|solver| check_solve_once(solver, &grid));
    }
}

const LIMITS: [usize; 8] = [0, 1, 2, 3, 4, 8, 16, 64];

fn ranks(choices: &mut Choices) -> Vec<u16> {
    (0..729).map(|_| choices.below(1 << 12) as u16).collect()
}

/// `solve`, `solve_counting`, `count_solutions`, `clashing_cells`,
/// `first_clash`, `solve_ranked` and `rank_options`/`reset_order` on grids,
/// each answer checked against the reference (`check_solve`: the reference's
/// clash report, a solution exactly when the reference finds one, valid, the
/// only one when the reference finds one alone, and the count to the limit
/// equal to the reference's enumeration).
///
/// Input (see the crate comment): byte 0, then 81 cells, then bytes for
/// choices. Byte 0: bits 0..3 the count limit (0, 1, 2, 3, 4, 8, 16 or 64);
/// bit 3 replaces the grid by a solution with 1..=8 cells blanked
/// (`few_blanks`); bit 4 ranks every option by numbers drawn from the input
/// (`rank_options`) for the checks, then puts the order back; bit 5 solves
/// with `solve_ranked` under drawn ranks: a valid solution, the only one when
/// the grid has one, and the order back afterwards.
pub fn solve_count(data: &[u8]) {
    let input = Input::decode(data);
    let mut choices = Choices::new(data);
    let limit = LIMITS[usize::from(input.op & 7)];
    let grid = if input.op & 8 != 0 {
        few_blanks(&input.grid, &mut choices)
    } else {
        input.grid
    };
    with_solver(|solver| {
        let known = check_solve(solver, &grid, limit);
        if input.op & 0x10 != 0 {
            let rank = ranks(&mut choices);
            solver.rank_options(|option| rank[option]);
            let ranked = check_solve(solver, &grid, limit);
            solver.reset_order();
            if let (Some(a), Some(b)) = (&known, &ranked) {
                assert_eq!(a.solutions.len(), b.solutions.len());
            }
        }
        if input.op & 0x20 != 0 {
            let before = solver.solve(&grid);
            let rank = ranks(&mut choices);
            let ranked = solver.solve_ranked(&grid, |option| rank[option]);
            match (&known, ranked) {
                (_, Err(clash)) => assert_eq!(grid.first_clash(), Some(clash)),
                (Some(k), Ok(found)) => {
                    assert_eq!(found.is_some(), !k.solutions.is_empty(), "{grid:?}");
                    if let Some(s) = &found {
                        check_solution(&grid, s);
                        if k.complete && k.solutions.len() == 1 {
                            assert_eq!(Some(*s), k.first());
                        }
                    }
                }
                (None, Ok(found)) => {
                    if let Some(s) = &found {
                        check_solution(&grid, s);
                    }
                }
            }
            // The order is back: the plain search finds what it found before.
            assert_eq!(
                solver.solve(&grid),
                before,
                "after solve_ranked on {grid:?}"
            );
        }
    });
}

/// The target-sudoku search (`target` with a node budget, `max_score`) against
/// the reference: the best grid is a solution scoring what it says, within the
/// budget; and whenever the reference enumerates all the solutions (at most
/// 64), `max_score` and the unbudgeted `target` equal the brute-force maximum
/// of their scores, and a budgeted result never beats it (and equals it when
/// proven).
///
/// Input (see the crate comment): byte 0, then 81 cells, then bytes for
/// choices. Byte 0: bit 0 replaces the grid by a solution with 1..=8 cells
/// blanked (`few_blanks`: the brute-force comparison on every such input);
/// bits 1..8 the node budget (`4 * (op >> 1)`, 0..=508). Each call of `target`
/// tunes its multipliers first (milliseconds under instrumentation), which
/// makes this the slowest target but one.
pub fn target(data: &[u8]) {
    let input = Input::decode(data);
    let mut choices = Choices::new(data);
    let grid = if input.op & 1 != 0 {
        few_blanks(&input.grid, &mut choices)
    } else {
        input.grid
    };
    let budget = 4 * u64::from(input.op >> 1);
    with_solver(|solver| {
        let known = check_solve(solver, &grid, 64);
        check_target(solver, &grid, budget, known.as_ref());
    });
}

/// The logic layer (`candidates`, `steps`, `rate`, `hint`) on every grid whose
/// givens do not clash, after `check_solve` has compared the library's answer
/// with the reference's; the solution and the count the checks use are the
/// reference's. Everything but the dynamic and nested chains (the static
/// chains stay): those make an input cost up to seconds, and are `chains`'.
///
/// `candidates` with a technique set drawn from the input (the chain
/// families none or the static chains), checked against a solution; then, on
/// a puzzle with exactly one solution (the grid itself, or, when bit 5 of
/// byte 0 is set, the grid completed with givens of its solution until it
/// has one, and with bit 6 those added givens then thinned to a minimal
/// set), the walk below the dynamic chains (`next_step` without them and
/// without the search step), each step checked against the solution; when
/// that walk solves the puzzle, `steps` must be the same steps, and `rate`
/// and `hint` (on entries and candidate marks drawn from the input) are
/// checked as in `chains`; when it stalls, the path needs a dynamic chain
/// and stops there. With bit 7, a wrong digit that clashes with nothing is
/// put in an open cell of that puzzle: `candidates` must stay within the
/// rules on the unsolvable grid, and `steps`, `rate` and `hint` must say
/// there is no solution (`steps` and `rate` only where SE's path stays below
/// the dynamic chains, as on a grid with several solutions).
///
/// With bit 0 of byte 0, a player state instead (`check_player_state`): the
/// grid's digits and the candidate masks in the 162 bytes after the cells,
/// given to `hint` (when its step is below the dynamic chains, where it
/// must be that step) and to `next_step` with a drawn technique set.
///
/// Input (see the crate comment): byte 0, then 81 cells, then bytes that, with
/// the rest of the input, seed the choices.
pub fn logic(data: &[u8]) {
    logic_to(data, Depth::Static);
}

/// The whole logic layer, the dynamic and nested chains up to nesting level
/// 4 included: `logic`'s checks without its limit. `steps` and `rate` rate a
/// puzzle whole, each step checked against the solution, and `hint` gives
/// any step; the drawn technique sets take the chain families as a prefix of
/// the engine's order, up to nesting level 4. Its seeds
/// (`fuzz/seeds/chains/`) are the player states just before a chain step of
/// a hard puzzle's path (`state-*`, so the fuzzer starts inside the chain
/// producers) and the grids reduced to the digits placed before its first
/// dynamic step (`reduced-*`). 0.1 s to 25 s an input.
///
/// Input: as `logic`'s.
pub fn chains(data: &[u8]) {
    logic_to(data, Depth::Nested);
}

fn logic_to(data: &[u8], depth: Depth) {
    let input = Input::decode(data);
    with_solver(|solver| {
        if let Some(known) = check_solve(solver, &input.grid, 2) {
            if input.op & 1 != 0 {
                let masks = masks_of(input.rest);
                check_player_state(solver, &input.grid, &known, &masks, data, depth);
            } else {
                check_logic(solver, &input.grid, &known, input.op, data, depth);
            }
        }
    });
}

/// The generator on options drawn from the input (`check_generate`): byte 0
/// the difficulty (or any), byte 1 the symmetry, bytes 2..10 the seed, byte 10
/// a clue limit that may be impossible, byte 11 the attempts (1..=8); missing bytes are zeros. Every
/// puzzle it returns is checked: one solution (by the library and by the
/// reference), its solution, minimal, symmetric, within the clue limit, of the
/// difficulty asked for, and the same again for the same options. A failure to
/// generate must say why.
pub fn generate(data: &[u8]) {
    with_solver(|solver| check_generate(solver, data));
}
