//! The baseline of the solver figures: a classic array DLX as judges write it.

// ---------------------------------------------------------------------------------
// The baseline: a classic array DLX as judges write it (POJ 3074 / Luogu P1784 style).
// ---------------------------------------------------------------------------------

pub(super) const COLS: usize = 324;
pub(super) const ROWS: usize = 729;
pub(super) const NODES: usize = 1 + COLS + 4 * ROWS;

/// Global-array DLX: left, right, up, down, column and row of every node, the column
/// sizes, and the first node of every row. Rebuilt from scratch for every puzzle.
pub(super) struct Baseline {
    l: Vec<usize>,
    r: Vec<usize>,
    u: Vec<usize>,
    d: Vec<usize>,
    col: Vec<usize>,
    row: Vec<usize>,
    size: [usize; COLS + 1],
    row_head: [usize; ROWS],
    removed: [bool; COLS + 1],
    cnt: usize,
    ans: [usize; 81],
    first: [u8; 81],
    found: usize,
    limit: usize,
}

impl Baseline {
    pub(super) fn new() -> Self {
        Baseline {
            l: vec![0; NODES],
            r: vec![0; NODES],
            u: vec![0; NODES],
            d: vec![0; NODES],
            col: vec![0; NODES],
            row: vec![0; NODES],
            size: [0; COLS + 1],
            row_head: [0; ROWS],
            removed: [false; COLS + 1],
            cnt: 0,
            ans: [0; 81],
            first: [0; 81],
            found: 0,
            limit: 1,
        }
    }

    pub(super) fn init(&mut self) {
        for i in 0..=COLS {
            self.l[i] = if i == 0 { COLS } else { i - 1 };
            self.r[i] = if i == COLS { 0 } else { i + 1 };
            self.u[i] = i;
            self.d[i] = i;
            self.size[i] = 0;
            self.removed[i] = false;
        }
        self.cnt = COLS + 1;
    }

    pub(super) fn add_row(&mut self, row: usize, cols: [usize; 4]) {
        let first = self.cnt;
        for (k, &c) in cols.iter().enumerate() {
            let n = self.cnt;
            self.col[n] = c;
            self.row[n] = row;
            self.u[n] = self.u[c];
            self.d[n] = c;
            self.d[self.u[c]] = n;
            self.u[c] = n;
            self.size[c] += 1;
            self.l[n] = if k == 0 { first + 3 } else { n - 1 };
            self.r[n] = if k == 3 { first } else { n + 1 };
            self.cnt += 1;
        }
        self.row_head[row] = first;
    }

    pub(super) fn remove(&mut self, c: usize) {
        self.removed[c] = true;
        self.l[self.r[c]] = self.l[c];
        self.r[self.l[c]] = self.r[c];
        let mut i = self.d[c];
        while i != c {
            let mut j = self.r[i];
            while j != i {
                self.u[self.d[j]] = self.u[j];
                self.d[self.u[j]] = self.d[j];
                self.size[self.col[j]] -= 1;
                j = self.r[j];
            }
            i = self.d[i];
        }
    }

    pub(super) fn resume(&mut self, c: usize) {
        let mut i = self.u[c];
        while i != c {
            let mut j = self.l[i];
            while j != i {
                self.size[self.col[j]] += 1;
                self.u[self.d[j]] = j;
                self.d[self.u[j]] = j;
                j = self.l[j];
            }
            i = self.u[i];
        }
        self.l[self.r[c]] = c;
        self.r[self.l[c]] = c;
        self.removed[c] = false;
    }

    /// Row `9 * cell + digit - 1` covers columns 1..=324 (1-based, 0 is the head).
    pub(super) fn row_cols(cell: usize, digit: usize) -> [usize; 4] {
        let (r, c) = (cell / 9, cell % 9);
        let b = (r / 3) * 3 + c / 3;
        [
            1 + cell,
            82 + 9 * r + digit - 1,
            163 + 9 * c + digit - 1,
            244 + 9 * b + digit - 1,
        ]
    }

    /// Number of solutions up to `limit`; the first one is left in `self.first`.
    pub(super) fn run(&mut self, puzzle: &[u8; 81], limit: usize) -> usize {
        self.init();
        for cell in 0..81 {
            for digit in 1..=9 {
                self.add_row(9 * cell + digit - 1, Self::row_cols(cell, digit));
            }
        }
        self.found = 0;
        self.limit = limit;
        for (cell, &digit) in puzzle.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let cols = Self::row_cols(cell, digit as usize);
            if cols.iter().any(|&c| self.removed[c]) {
                return 0; // clashing givens
            }
            for c in cols {
                self.remove(c);
            }
            self.first[cell] = digit;
        }
        self.dance(0);
        self.found
    }

    /// Returns true to stop (limit reached); the links are not restored then,
    /// since the next puzzle rebuilds them anyway.
    pub(super) fn dance(&mut self, depth: usize) -> bool {
        if self.r[0] == 0 {
            if self.found == 0 {
                for &row in &self.ans[..depth] {
                    self.first[row / 9] = (row % 9 + 1) as u8;
                }
            }
            self.found += 1;
            return self.found >= self.limit;
        }
        let mut c = self.r[0];
        let mut j = self.r[c];
        while j != 0 {
            if self.size[j] < self.size[c] {
                c = j;
            }
            j = self.r[j];
        }
        self.remove(c);
        let mut i = self.d[c];
        while i != c {
            self.ans[depth] = self.row[i];
            let mut j = self.r[i];
            while j != i {
                self.remove(self.col[j]);
                j = self.r[j];
            }
            if self.dance(depth + 1) {
                return true;
            }
            let mut j = self.l[i];
            while j != i {
                self.resume(self.col[j]);
                j = self.l[j];
            }
            i = self.d[i];
        }
        self.resume(c);
        false
    }

    pub(super) fn solve(&mut self, puzzle: &[u8; 81]) -> Option<[u8; 81]> {
        (self.run(puzzle, 1) == 1).then_some(self.first)
    }

    pub(super) fn count(&mut self, puzzle: &[u8; 81], limit: usize) -> usize {
        self.run(puzzle, limit)
    }
}
