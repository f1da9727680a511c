//! dlx-sudoku: a Sudoku solver on Knuth's Dancing Links (TAOCP 7.2.2.1), on
//! fixed-size arrays, compiled to WebAssembly. Besides solving and counting
//! (the [`dlx`] engine and [`Solver`]) it finds the NOIP 2009 target score,
//! and with the `logic` feature (on by default) it explains and rates puzzles
//! as Sudoku Explainer 1.2.1 does ([`sudoku::logic`]) and generates puzzles of
//! a chosen difficulty ([`sudoku::generator`]); [`wasm`] holds the
//! WebAssembly exports.
//!
//! ```
//! use dlx_sudoku::{Grid, Solver};
//! let puzzle: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!     .parse()
//!     .unwrap();
//! let mut solver = Solver::new();
//! let solution = solver.solve(&puzzle).unwrap().expect("solvable");
//! assert!(solution.is_full() && solution.first_clash().is_none());
//! assert_eq!(solver.count_solutions(&puzzle, 2).unwrap(), 1);
//! ```
#![warn(missing_docs)]

pub mod dlx;
pub mod sudoku;
pub mod wasm;

pub use sudoku::{Grid, GridError, Solver, Target};

/// The core wasm build's allocator: `lol_alloc`'s first-fit free list, which
/// merges neighbouring free blocks, far smaller than std's dlmalloc (about 8 KB
/// of the module). The core allocates little: the engine once, a search's
/// state per target call, results and messages. The logic layer allocates
/// and frees all the time (branches, chains, hints), and a free there walks
/// the list: with it, 30% of a nested rating's time went to the allocator, so
/// the default build keeps std's dlmalloc (1.4x faster `rate` of an 11+
/// puzzle, 3 KB more gzip).
#[cfg(all(target_arch = "wasm32", not(feature = "logic")))]
#[global_allocator]
static ALLOCATOR: wasm_alloc::OutOfLine = wasm_alloc::OutOfLine(lol_alloc::LockedAllocator::new(
    lol_alloc::FreeListAllocator::new(),
));

#[cfg(all(target_arch = "wasm32", not(feature = "logic")))]
mod wasm_alloc {
    use std::alloc::{GlobalAlloc, Layout};

    use lol_alloc::{FreeListAllocator, LockedAllocator};

    /// The allocator with its entry points kept out of line: inlined, its loop
    /// would be copied into every place that allocates or frees.
    pub struct OutOfLine(pub LockedAllocator<FreeListAllocator>);

    // SAFETY: every call is passed on unchanged to an allocator that upholds
    // the `GlobalAlloc` contract.
    unsafe impl GlobalAlloc for OutOfLine {
        #[inline(never)]
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            self.0.alloc(layout)
        }

        #[inline(never)]
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            self.0.dealloc(ptr, layout)
        }

        #[inline(never)]
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            self.0.realloc(ptr, layout, new_size)
        }
    }
}

/// A message built piece by piece: `Text::new().s("found ").n(80).0`.
///
/// Messages are built this way rather than with `format!`, which would bring
/// `core::fmt`'s formatting machinery into the WebAssembly module; the pieces
/// are kept out of line, as messages are rare and one copy of each is enough.
pub(crate) struct Text(pub(crate) String);

impl Text {
    pub(crate) fn new() -> Text {
        // Most messages and step sentences fit: one allocation, no regrowth.
        Text(String::with_capacity(96))
    }

    /// Appends `part`.
    #[inline(never)]
    pub(crate) fn s(mut self, part: &str) -> Text {
        self.0.push_str(part);
        self
    }

    /// Appends `n` in decimal (as `{}`).
    #[inline(never)]
    pub(crate) fn n(mut self, n: u64) -> Text {
        // Higher digits first, by recursion (at most 20 deep): only divisions
        // by the constant 10, so no division-by-zero panic path.
        if n >= 10 {
            self = self.n(n / 10);
        }
        self.push_digit(n % 10);
        self
    }

    /// Appends `n` in upper-case hexadecimal, at least four digits (as `{:04X}`).
    pub(crate) fn hex4(mut self, n: u32) -> Text {
        let mut shift = 12;
        while shift < 28 && n >> (shift + 4) != 0 {
            shift += 4;
        }
        loop {
            self.push_digit(u64::from(n >> shift));
            if shift == 0 {
                return self;
            }
            shift -= 4;
        }
    }

    /// Appends the digit `d & 15` (`0-9`, `A-F`).
    fn push_digit(&mut self, d: u64) {
        self.0
            .push(char::from(b"0123456789ABCDEF"[(d & 15) as usize]));
    }
}

#[cfg(test)]
mod tests {
    use super::Text;

    #[test]
    fn numbers_read_as_format_writes_them() {
        let small = [
            0,
            1,
            9,
            10,
            99,
            100,
            4096,
            65535,
            1 << 20,
            0x10FFFF,
            u32::MAX,
        ];
        for n in small {
            assert_eq!(Text::new().n(u64::from(n)).0, n.to_string());
            assert_eq!(Text::new().s("U+").hex4(n).0, format!("U+{n:04X}"));
        }
        for n in [u64::MAX, u64::MAX / 10, 10_000_000_000_000_000_000] {
            assert_eq!(Text::new().n(n).0, n.to_string());
        }
    }
}

/// The README's Rust examples, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
