//! Cells, units and digits as the logic layer sees them: sets of cells as
//! 81-bit masks, the 27 units (rows 0-8, columns 9-17, boxes 18-26) and sets
//! of digits as 9-bit masks (bit `d - 1` for digit `d`).

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

use crate::sudoku::box_of;

/// The number of units: 9 rows, 9 columns, 9 boxes.
pub const UNITS: usize = 27;

/// A set of cells (bit `c` for cell `c`, 0-80).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug)]
pub struct CellSet(pub u128);

const ALL_CELLS: u128 = (1 << 81) - 1;

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet(ALL_CELLS);

    /// The set holding `cell` alone.
    #[inline]
    pub const fn single(cell: usize) -> CellSet {
        // Two 64-bit halves: a variable u128 shift is a call in WebAssembly
        // (`__ashlti3`), a shift by the constant 64 is not.
        let bit = 1u64 << (cell & 63);
        if cell < 64 {
            CellSet(bit as u128)
        } else {
            CellSet((bit as u128) << 64)
        }
    }
    /// The set of the given cells.
    pub fn of(cells: &[usize]) -> CellSet {
        cells
            .iter()
            .fold(CellSet::EMPTY, |s, &c| s | CellSet::single(c))
    }
    /// Whether `cell` is in the set.
    #[inline]
    pub const fn contains(self, cell: usize) -> bool {
        // As in `single`: 64-bit halves, no variable u128 shift.
        let half = if cell < 64 {
            self.0 as u64
        } else {
            (self.0 >> 64) as u64
        };
        half >> (cell & 63) & 1 != 0
    }
    /// Adds `cell`.
    #[inline]
    pub fn insert(&mut self, cell: usize) {
        self.0 |= CellSet::single(cell).0;
    }
    /// Removes `cell`.
    #[inline]
    pub fn remove(&mut self, cell: usize) {
        self.0 &= !CellSet::single(cell).0;
    }
    /// The number of cells.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set has no cell.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether the set has at most `k` cells: `k` lowest bits cleared leave
    /// none. Cheaper than [`CellSet::len`] for small `k` (baseline x86-64
    /// has no popcount instruction).
    #[inline]
    pub const fn has_at_most(self, k: u32) -> bool {
        let mut bits = self.0;
        let mut i = 0;
        while i < k {
            bits &= bits.wrapping_sub(1);
            i += 1;
        }
        bits == 0
    }
    /// Whether the set has exactly one cell.
    #[inline]
    pub const fn is_single(self) -> bool {
        self.0 != 0 && self.has_at_most(1)
    }
    /// The lowest cell, if any.
    #[inline]
    pub fn first(self) -> Option<usize> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as usize)
    }
    /// The cells in increasing order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let cell = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(cell)
        })
    }
    /// Whether every cell of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitand(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & rhs.0)
    }
}
impl BitOr for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 | rhs.0)
    }
}
impl BitXor for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitxor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 ^ rhs.0)
    }
}
impl Sub for CellSet {
    type Output = CellSet;
    #[inline]
    fn sub(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & !rhs.0)
    }
}
impl Not for CellSet {
    type Output = CellSet;
    #[inline]
    fn not(self) -> CellSet {
        CellSet(!self.0 & ALL_CELLS)
    }
}
impl BitAndAssign for CellSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: CellSet) {
        self.0 &= rhs.0;
    }
}
impl BitOrAssign for CellSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: CellSet) {
        self.0 |= rhs.0;
    }
}

/// The row of a cell (0-8).
#[inline]
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}
/// The column of a cell (0-8).
#[inline]
pub const fn column_of(cell: usize) -> usize {
    cell % 9
}

/// The three units of a cell: its row, its column (9 + column), its box (18 + box).
pub const fn units_of(cell: usize) -> [usize; 3] {
    [row_of(cell), 9 + column_of(cell), 18 + box_of(cell)]
}

/// The nine cells of each unit, in increasing order.
pub const UNIT_CELLS: [[usize; 9]; UNITS] = {
    let mut table = [[0; 9]; UNITS];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            table[i][j] = 9 * i + j;
            table[9 + i][j] = 9 * j + i;
            table[18 + i][j] = 27 * (i / 3) + 3 * (i % 3) + 9 * (j / 3) + j % 3;
            j += 1;
        }
        i += 1;
    }
    table
};

/// Each unit as a cell set.
pub const UNIT_SETS: [CellSet; UNITS] = {
    let mut sets = [CellSet::EMPTY; UNITS];
    let mut u = 0;
    while u < UNITS {
        let mut j = 0;
        while j < 9 {
            sets[u].0 |= 1 << UNIT_CELLS[u][j];
            j += 1;
        }
        u += 1;
    }
    sets
};

/// The 20 peers of each cell: the other cells of its row, column and box.
pub const PEERS: [CellSet; 81] = {
    let mut peers = [CellSet::EMPTY; 81];
    let mut cell = 0;
    while cell < 81 {
        let units = units_of(cell);
        let mut k = 0;
        while k < 3 {
            peers[cell].0 |= UNIT_SETS[units[k]].0;
            k += 1;
        }
        peers[cell].0 &= !(1 << cell);
        cell += 1;
    }
    peers
};

/// The 20 peers of each cell as a list, in increasing order.
pub const PEER_LISTS: [[u8; 20]; 81] = {
    let mut lists = [[0; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut n = 0;
        let mut other = 0;
        while other < 81 {
            if PEERS[cell].contains(other) {
                lists[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    lists
};

/// Whether two different cells see each other (share a unit).
#[inline]
pub const fn sees(a: usize, b: usize) -> bool {
    PEERS[a].contains(b)
}

/// The cells that see every cell of `cells` (none of `cells` itself).
pub fn common_peers(cells: CellSet) -> CellSet {
    cells.iter().fold(CellSet::ALL, |s, c| s & PEERS[c])
}

/// The single mask bit of digit `d` (1-9).
#[inline]
pub const fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// The digits of a mask, in increasing order.
#[inline]
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |&d| mask & bit(d) != 0)
}

/// The number of bits of a 9-bit mask (digits, or lines of a kind). WebAssembly
/// has a popcount instruction: no table there.
#[cfg(target_arch = "wasm32")]
#[inline]
pub fn count(mask: u16) -> u32 {
    debug_assert!(mask < 512);
    u32::from(mask & 0x1FF).count_ones()
}

/// The number of bits of a 9-bit mask (digits, or lines of a kind) by table:
/// baseline x86-64 has no popcount instruction, and the finders count often.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
pub fn count(mask: u16) -> u32 {
    const COUNTS: [u8; 512] = {
        let mut counts = [0; 512];
        let mut m = 1;
        while m < 512 {
            counts[m] = counts[m >> 1] + (m & 1) as u8;
            m += 1;
        }
        counts
    };
    debug_assert!(mask < 512);
    u32::from(COUNTS[usize::from(mask & 0x1FF)])
}

/// The one digit of a single-bit mask.
#[inline]
pub const fn only_digit(mask: u16) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_and_peers_match_the_rules() {
        for (cell, peers) in PEERS.iter().enumerate() {
            assert_eq!(peers.len(), 20);
            for u in units_of(cell) {
                assert!(UNIT_SETS[u].contains(cell));
            }
            for other in 0..81 {
                let same =
                    other / 9 == cell / 9 || other % 9 == cell % 9 || box_of(other) == box_of(cell);
                assert_eq!(sees(cell, other), same && other != cell);
            }
        }
        assert_eq!(UNIT_CELLS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(
            CellSet::of(&[3, 80, 7]).iter().collect::<Vec<_>>(),
            [3, 7, 80]
        );
        assert_eq!((!CellSet::EMPTY).len(), 81);
    }
}
