//! The column permutations after a full first row (a solution grid, or any
//! grid whose first row with givens has nine different digits).
//!
//! Every column permutation reads such a row `123456789`, so all 1,296 tie
//! on it, and a digit's label is then where the permutation puts it. The next
//! row decides: where the full row has the digit that the next row holds in
//! source column `j` (`image[j]`), the next row reads at target column `c`
//! `1 + inv[image[cols[c]]]`, with `cols` the permutation (target to source)
//! and `inv` its inverse. Instead of trying the 1,296 permutations, a search
//! builds `cols` column by column, smallest reading first:
//!
//! - at target column `c`, try each free source column `j` its stack allows;
//! - if the digit of `j` sits in a column of the full row not placed yet,
//!   place that column now at the first free target column it may take (the
//!   first free one of its stack's target stack, or the first column of the
//!   next target stack not yet given a stack): any later place would read
//!   larger here, whatever follows;
//! - drop a branch as soon as its readings pass the best found.
//!
//! Only the permutations reading the smallest next row are reached.

/// A source column or target column not placed yet.
const FREE: u8 = u8::MAX;

/// A permutation reading the smallest next row so far, and which pair of
/// rows (the caller's numbering) it is for.
#[derive(Clone, Copy)]
pub(super) struct Leaf {
    /// Target column -> source column.
    pub cols: [u8; 9],
    /// Source column -> target column.
    pub inv: [u8; 9],
    pub pair: usize,
}

/// A permutation under construction.
#[derive(Clone, Copy)]
struct State {
    cols: [u8; 9],
    inv: [u8; 9],
    /// Target stack -> source stack.
    stacks: [u8; 3],
    /// The next row's readings so far.
    read: [u8; 9],
}

/// The search for one pair of rows: `first` full with nine different digits,
/// `second` any row.
pub(super) struct Search<'a> {
    /// Source column -> the column of `first` holding `second`'s digit there;
    /// [`FREE`] where `second` is blank.
    image: [u8; 9],
    pair: usize,
    best: &'a mut [u8; 9],
    leaves: &'a mut Vec<Leaf>,
}

impl<'a> Search<'a> {
    /// Adds to `leaves` every permutation reading `second` no larger than
    /// `best` after `first` (clearing `leaves` when it finds a smaller
    /// reading, which becomes `best`). `first` must hold nine different
    /// digits.
    pub(super) fn run(
        first: &[u8],
        second: &[u8],
        pair: usize,
        best: &'a mut [u8; 9],
        leaves: &'a mut Vec<Leaf>,
    ) {
        let mut place = [FREE; 10];
        for (col, &digit) in first.iter().enumerate() {
            place[usize::from(digit) % 10] = col as u8;
        }
        let mut image = [FREE; 9];
        for (slot, &digit) in image.iter_mut().zip(second) {
            if digit != 0 {
                *slot = place[usize::from(digit) % 10];
            }
        }
        let mut search = Search {
            image,
            pair,
            best,
            leaves,
        };
        let start = State {
            cols: [FREE; 9],
            inv: [FREE; 9],
            stacks: [FREE; 3],
            read: [0; 9],
        };
        search.step(start, 0);
    }

    fn step(&mut self, state: State, c: usize) {
        if c == 9 {
            if state.read < *self.best {
                *self.best = state.read;
                self.leaves.clear();
            }
            self.leaves.push(Leaf {
                cols: state.cols,
                inv: state.inv,
                pair: self.pair,
            });
            return;
        }
        let stack = c / 3;
        for j in 0..9u8 {
            let allowed = if state.cols[c] != FREE {
                state.cols[c] == j
            } else if state.stacks[stack] != FREE {
                j / 3 == state.stacks[stack] && state.inv[usize::from(j)] == FREE
            } else {
                !state.stacks.contains(&(j / 3))
            };
            if !allowed {
                continue;
            }
            let mut next = state;
            next.cols[c] = j;
            next.inv[usize::from(j)] = c as u8;
            next.stacks[stack] = j / 3;
            next.read[c] = match self.image[usize::from(j)] {
                FREE => 0,
                digit_col => 1 + place(&mut next, digit_col),
            };
            if next.read[..=c] <= self.best[..=c] {
                self.step(next, c + 1);
            }
        }
    }
}

/// The target column of source column `col`, placing it first if it is free:
/// at the first free target column of its stack's target stack, or at the
/// first column of the first target stack without a stack.
fn place(state: &mut State, col: u8) -> u8 {
    let placed = state.inv[usize::from(col)];
    if placed != FREE {
        return placed;
    }
    let stack = col / 3;
    let target_stack = match state.stacks.iter().position(|&s| s == stack) {
        Some(t) => t,
        None => {
            // A stack not yet given has all its columns free; some target
            // stack is still without one (this stack is among the rest).
            let t = state.stacks.iter().position(|&s| s == FREE).unwrap_or(2);
            state.stacks[t] = stack;
            t
        }
    };
    let target = (target_stack * 3..target_stack * 3 + 3)
        .find(|&t| state.cols[t] == FREE)
        .unwrap_or(target_stack * 3);
    state.cols[target] = col;
    state.inv[usize::from(col)] = target as u8;
    target as u8
}
