//! The target-sudoku search (`target` with a node budget, `max_score`) against
//! the reference: the best grid is a solution scoring what it says, within the
//! budget; and whenever the reference enumerates all the solutions (at most
//! 64), `max_score` and the unbudgeted `target` equal the brute-force maximum
//! of their scores, and a budgeted result never beats it (and equals it when
//! proven).
//!
//! Input (see the crate comment): byte 0, then 81 cells, then bytes for
//! choices. Byte 0: bit 0 replaces the grid by a solution with 1..=8 cells
//! blanked (`few_blanks`: the brute-force comparison on every such input);
//! bits 1..8 the node budget (`4 * (op >> 1)`, 0..=508). Each call of `target`
//! tunes its multipliers first (milliseconds under instrumentation), which
//! makes this the slowest target but one.
//!
//! The checks live in `dlx_sudoku_fuzz::targets::target` (`fuzz/src/targets.rs`),
//! which `./build.sh test` also replays on the committed corpora.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use dlx_sudoku_fuzz::targets;
    targets::run(targets::target, data)
});
