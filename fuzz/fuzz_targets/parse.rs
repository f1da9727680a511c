//! The three parsers on arbitrary bytes, against the reference parsers of
//! `tests/common/oracle.rs`: `Grid::from_text` and `Grid::from_text_prefix` on
//! the input read as UTF-8 (lossily), `Grid::from_bytes` and `Grid::try_from`
//! on the raw bytes. Each gives the reference's grid or the reference's error;
//! each error has a message (and `Display` is that message); a parsed grid
//! prints back (`to_line` with `.` and with `0`) to itself.
//!
//! Byte 0 steers, the rest is the text or the bytes: its low two bits pick the
//! grid that is then solved and checked against the reference
//! (`check_solve_once`: the clash report and `solve`; counting is left to
//! `solve_count`, so that this target stays the fast one):
//! 0 from_text, 1 from_text_prefix, 2 from_bytes, 3 the bytes read as cells
//! (values above 9 and missing cells blank, which reaches valid grids easily).
#![no_main]

use dlx_sudoku::{Grid, GridError};
use dlx_sudoku_fuzz::oracle::{oracle_from_bytes, oracle_parse};
use dlx_sudoku_fuzz::{check_solve_once, with_solver};
use libfuzzer_sys::fuzz_target;

fn check_error(result: &Result<Grid, GridError>) {
    if let Err(e) = result {
        let message = e.message();
        assert!(!message.is_empty(), "{e:?} has no message");
        assert_eq!(e.to_string(), message);
    }
}

fuzz_target!(|data: &[u8]| {
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
});
