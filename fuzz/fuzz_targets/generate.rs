//! The generator on options drawn from the input (`check_generate`): byte 0
//! the difficulty (or any), byte 1 the symmetry, bytes 2..10 the seed, byte 10
//! a clue limit that may be impossible, byte 11 the attempts (1..=8); missing bytes are zeros. Every
//! puzzle it returns is checked: one solution (by the library and by the
//! reference), its solution, minimal, symmetric, within the clue limit, of the
//! difficulty asked for, and the same again for the same options. A failure to
//! generate must say why.
//!
//! The checks live in `dlx_sudoku_fuzz::targets::generate` (`fuzz/src/targets.rs`),
//! which `./build.sh test` also replays on the committed corpora.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use dlx_sudoku_fuzz::targets;
    targets::run(targets::generate, data)
});
