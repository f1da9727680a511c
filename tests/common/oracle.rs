//! The independent reference for the solver: plain arrays, bitmasks, no code
//! shared with the library. A backtracking solver and enumerator (`Brute`), a rules
//! checker, a clash finder, the two parsers from their description and the target
//! weights from their definition.
//!
//! One file, two users: the property tests (`tests/properties.rs`) and the fuzz
//! crate (`fuzz/src/lib.rs`) both include it with `#[path]`, so the fuzzers'
//! differential checks and the property tests answer to the same reference. It
//! uses nothing from the library but its `GridError` type, to say which error a
//! parser must give.
// Cells, units and digits are indices into several arrays at once; each user
// takes what it needs.
#![allow(clippy::needless_range_loop, dead_code)]

use std::sync::OnceLock;

use dlx_sudoku::GridError;

pub type Cells = [u8; 81];

/// The 27 units (rows 0..9, columns 9..18, boxes 18..27), each as 9 cell indices.
pub fn units() -> &'static [[usize; 9]; 27] {
    static UNITS: OnceLock<[[usize; 9]; 27]> = OnceLock::new();
    UNITS.get_or_init(|| {
        let mut units = [[0; 9]; 27];
        for i in 0..9 {
            for k in 0..9 {
                units[i][k] = 9 * i + k;
                units[9 + i][k] = 9 * k + i;
                units[18 + i][k] = 27 * (i / 3) + 3 * (i % 3) + 9 * (k / 3) + k % 3;
            }
        }
        units
    })
}

/// The row, column and box unit of a cell.
pub fn units_of(cell: usize) -> [usize; 3] {
    let (r, c) = (cell / 9, cell % 9);
    [r, 9 + c, 18 + 3 * (r / 3) + c / 3]
}

/// Full, and each unit holds 1..=9 once.
pub fn obeys_rules(grid: &Cells) -> Result<(), String> {
    for (u, unit) in units().iter().enumerate() {
        let mut seen = 0u16;
        for &cell in unit {
            let d = grid[cell];
            if !(1..=9).contains(&d) {
                return Err(format!("cell {cell} holds {d}"));
            }
            seen |= 1 << d;
        }
        if seen != 0x3FE {
            return Err(format!("unit {u} misses digits (mask {seen:#b})"));
        }
    }
    Ok(())
}

/// Target weight from the definition: 10 in the centre, one less per ring outward.
pub fn oracle_score(grid: &Cells) -> i32 {
    (0..81usize)
        .map(|i| {
            let ring = (i / 9).abs_diff(4).max((i % 9).abs_diff(4));
            (10 - ring as i32) * i32::from(grid[i])
        })
        .sum()
}

/// Every cell whose digit occurs more than once in one of its units, ascending.
pub fn oracle_clashing(grid: &Cells) -> Vec<usize> {
    let mut marked = [false; 81];
    for unit in units() {
        for &a in unit {
            for &b in unit {
                if a != b && grid[a] != 0 && grid[a] == grid[b] {
                    marked[a] = true;
                }
            }
        }
    }
    (0..81).filter(|&c| marked[c]).collect()
}

/// The clash the library reports: among all pairs first < second of equal digits in
/// one unit, the pair with the smallest second cell, then the smallest first cell.
pub fn oracle_first_clash(grid: &Cells) -> Option<GridError> {
    let mut best: Option<(usize, usize)> = None;
    for unit in units() {
        for (i, &a) in unit.iter().enumerate() {
            for &b in &unit[i + 1..] {
                if grid[a] != 0 && grid[a] == grid[b] {
                    let pair = (a.max(b), a.min(b));
                    best = Some(best.map_or(pair, |p| p.min(pair)));
                }
            }
        }
    }
    best.map(|(second, first)| GridError::Clash {
        first,
        second,
        digit: grid[first],
    })
}

/// Would digit `d` at `cell` repeat a digit of one of its units?
pub fn clashes_at(grid: &Cells, cell: usize, d: u8) -> bool {
    units_of(cell)
        .iter()
        .any(|&u| units()[u].iter().any(|&c| c != cell && grid[c] == d))
}

/// Backtracking over bitmasks, most constrained cell first.
pub struct Brute {
    cells: Cells,
    used: [u16; 27],
    forbid: [u16; 81],
    /// Search nodes still allowed; at zero the search stops as if told to.
    nodes_left: u64,
    /// Set when the search stopped for want of nodes.
    pub gave_up: bool,
}

impl Brute {
    /// `None` when the givens repeat a digit in a unit.
    pub fn new(grid: &Cells, forbid: [u16; 81]) -> Option<Brute> {
        let mut brute = Brute {
            cells: [0; 81],
            used: [0; 27],
            forbid: [0; 81],
            nodes_left: u64::MAX,
            gave_up: false,
        };
        for cell in 0..81 {
            let d = grid[cell];
            if d != 0 {
                if brute.free(cell) & (1 << d) == 0 {
                    return None;
                }
                brute.put(cell, d);
            }
        }
        brute.forbid = forbid;
        Some(brute)
    }

    /// Allows at most `nodes` search nodes from here on (the default: no limit).
    pub fn limit_nodes(&mut self, nodes: u64) {
        self.nodes_left = nodes;
    }

    fn free(&self, cell: usize) -> u16 {
        let [r, c, b] = units_of(cell);
        !(self.used[r] | self.used[c] | self.used[b] | self.forbid[cell]) & 0x3FE
    }

    fn put(&mut self, cell: usize, d: u8) {
        self.cells[cell] = d;
        for u in units_of(cell) {
            self.used[u] |= 1 << d;
        }
    }

    fn take(&mut self, cell: usize, d: u8) {
        self.cells[cell] = 0;
        for u in units_of(cell) {
            self.used[u] &= !(1 << d);
        }
    }

    /// Calls `visit` on each solution until it returns false; false when stopped.
    /// Branches on the open cell with the fewest digits or on the (unit, missing
    /// digit) with the fewest places, whichever is smaller.
    pub fn search(&mut self, visit: &mut dyn FnMut(&Cells) -> bool) -> bool {
        if self.nodes_left == 0 {
            self.gave_up = true;
            return false;
        }
        self.nodes_left -= 1;
        let mut free = [0u16; 81];
        let mut open = false;
        // (choices, cell, digits to try there) or (choices, unit, digit) below.
        let mut best_cell: Option<(u32, usize)> = None;
        for cell in 0..81 {
            if self.cells[cell] == 0 {
                open = true;
                free[cell] = self.free(cell);
                let n = free[cell].count_ones();
                if n == 0 {
                    return true;
                }
                match best_cell {
                    Some((m, _)) if m <= n => {}
                    _ => best_cell = Some((n, cell)),
                }
            }
        }
        if !open {
            return visit(&self.cells);
        }
        let (mut fewest, cell) = best_cell.expect("an open cell");
        let mut places: Option<(usize, u8)> = None;
        if fewest > 1 {
            for (u, unit) in units().iter().enumerate() {
                for d in 1..=9u8 {
                    if self.used[u] & (1 << d) != 0 {
                        continue;
                    }
                    let n = unit.iter().filter(|&&c| free[c] & (1 << d) != 0).count() as u32;
                    if n == 0 {
                        return true;
                    }
                    if n < fewest {
                        fewest = n;
                        places = Some((u, d));
                    }
                }
            }
        }
        let choices: Vec<(usize, u8)> = match places {
            Some((u, d)) => units()[u]
                .iter()
                .filter(|&&c| free[c] & (1 << d) != 0)
                .map(|&c| (c, d))
                .collect(),
            None => (1..=9u8)
                .filter(|&d| free[cell] & (1 << d) != 0)
                .map(|d| (cell, d))
                .collect(),
        };
        for (c, d) in choices {
            self.put(c, d);
            let go_on = self.search(visit);
            self.take(c, d);
            if !go_on {
                return false;
            }
        }
        true
    }
}

/// A solution avoiding `forbid[cell]` digits in each open cell, if any.
pub fn brute_first(grid: &Cells, forbid: [u16; 81]) -> Option<Cells> {
    let mut found = None;
    Brute::new(grid, forbid)?.search(&mut |s| {
        found = Some(*s);
        false
    });
    found
}

/// All solutions, or `None` when there are more than `cap`.
pub fn brute_all(grid: &Cells, cap: usize) -> Option<Vec<Cells>> {
    let mut all = Vec::new();
    let Some(mut brute) = Brute::new(grid, [0; 81]) else {
        return Some(all);
    };
    let complete = brute.search(&mut |s| {
        all.push(*s);
        all.len() <= cap
    });
    complete.then_some(all)
}

/// All solutions when there are at most `cap` and the search takes at most
/// `nodes` nodes; `None` when either limit is reached first.
pub fn brute_all_within(grid: &Cells, cap: usize, nodes: u64) -> Option<Vec<Cells>> {
    let mut all = Vec::new();
    let Some(mut brute) = Brute::new(grid, [0; 81]) else {
        return Some(all);
    };
    brute.limit_nodes(nodes);
    let complete = brute.search(&mut |s| {
        all.push(*s);
        all.len() <= cap
    });
    complete.then_some(all)
}

/// Is there a solution other than `first`? For each open cell, solve with that
/// cell's digit in `first` forbidden.
pub fn another_solution(puzzle: &Cells, first: &Cells) -> Option<Cells> {
    (0..81).filter(|&c| puzzle[c] == 0).find_map(|cell| {
        let mut forbid = [0u16; 81];
        forbid[cell] = 1 << first[cell];
        brute_first(puzzle, forbid)
    })
}

pub fn oracle_from_bytes(bytes: &[u8]) -> Result<Cells, GridError> {
    if bytes.len() != 81 {
        return Err(GridError::WrongLength { found: bytes.len() });
    }
    let mut cells = [0; 81];
    for (cell, &value) in bytes.iter().enumerate() {
        if value > 9 {
            return Err(GridError::BadValue { cell, value });
        }
        cells[cell] = value;
    }
    Ok(cells)
}

/// The text format from its description: digits 1-9, blanks `. 0 - _ *`, whitespace
/// skipped; lines split at '\n'; columns counted in characters from 1.
pub fn oracle_parse(text: &str, prefix: bool) -> Result<Cells, GridError> {
    let mut cells = [0; 81];
    let mut found = 0;
    let (mut line, mut column) = (1, 0);
    for ch in text.chars() {
        if ch == '\n' {
            line += 1;
            column = 0;
            continue;
        }
        column += 1;
        let value = if ch.is_ascii_digit() {
            ch as u8 - b'0'
        } else if ".-_*".contains(ch) {
            0
        } else if ch.is_whitespace() {
            continue;
        } else {
            return Err(GridError::BadChar { line, column, ch });
        };
        if found < 81 {
            cells[found] = value;
        }
        found += 1;
        if prefix && found == 81 {
            return Ok(cells);
        }
    }
    if found == 81 {
        Ok(cells)
    } else {
        Err(GridError::WrongLength { found })
    }
}
