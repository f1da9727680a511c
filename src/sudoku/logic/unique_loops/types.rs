//! The four kinds of unique rectangle / loop hint, built as SE builds them
//! from one deadly pattern: which cells lose which digits, and the rating.

use super::{base_rating, se_units, technique};
use crate::sudoku::logic::candidates::Candidates;
use crate::sudoku::logic::cells::{bit, common_peers, digits, CellSet, UNIT_CELLS};
use crate::sudoku::logic::explain::{Arg, Explanation};
use crate::sudoku::logic::step::{sort_pairs, Step};

/// A deadly pattern found by the walk: its cells in cycle order, its two
/// digits, and its extra cells (more than the two digits) in cycle order.
pub(super) struct Pattern {
    cycle: Vec<usize>,
    set: CellSet,
    pair: u16,
    extra_cells: Vec<usize>,
}

impl Pattern {
    #[inline(never)]
    pub(super) fn new(state: &Candidates, cycle: Vec<usize>, pair: u16) -> Pattern {
        let extra_cells = cycle
            .iter()
            .copied()
            .filter(|&c| state.mask(c).count_ones() > 2)
            .collect();
        Pattern {
            set: CellSet::of(&cycle),
            cycle,
            pair,
            extra_cells,
        }
    }

    /// "r1c1, r1c4, r3c4 and r3c1 would form a deadly rectangle of 2 and 9
    /// (the puzzle has one solution)": the opening clause of every hint.
    fn opening(&self) -> Arg {
        let key = if self.cycle.len() == 4 {
            "deadly-rectangle"
        } else {
            "deadly-loop"
        };
        let why = Explanation::new(key)
            .with("cells", Arg::Cells(small(&self.cycle)))
            .with("digits", Arg::Digits(digits(self.pair).collect()));
        Arg::Clause(Box::new(why))
    }
}

/// Cells 0-80 as bytes.
fn small(cells: &[usize]) -> Vec<u8> {
    cells.iter().map(|&c| c as u8).collect()
}

/// SE's hint classes: types 1, 2 and 4, and type 3 with a naked or a hidden
/// set (two classes, so a pattern can keep one of each).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    One,
    Two,
    ThreeNaked,
    ThreeHidden,
    Four,
}

/// SE's type number of a hint class.
fn type_number(kind: Kind) -> u8 {
    match kind {
        Kind::One => 1,
        Kind::Two => 2,
        Kind::ThreeNaked | Kind::ThreeHidden => 3,
        Kind::Four => 4,
    }
}

/// One hint of a pattern, ready as a step.
pub(super) struct LoopHint {
    kind: Kind,
    set: CellSet,
    pub(super) rating: f64,
    pub(super) eliminate: Vec<(u8, u8)>,
    step: Step,
}

impl LoopHint {
    /// What SE compares to drop a hint found again: its class and its cells.
    pub(super) fn key(&self) -> (u8, CellSet) {
        (self.kind as u8, self.set)
    }

    /// SE's type number, its second sort key.
    pub(super) fn type_number(&self) -> u8 {
        type_number(self.kind)
    }

    pub(super) fn into_step(self) -> Step {
        self.step
    }
}

/// A hint of `kind` and `bonus` (a set's size bonus, added in f64) removing
/// `eliminate`, explained by `why` (to which the eliminations are added).
#[inline(never)]
fn hint(
    pattern: &Pattern,
    kind: Kind,
    bonus: f64,
    eliminate: Vec<(u8, u8)>,
    why: Explanation,
) -> LoopHint {
    let mut eliminate = eliminate;
    sort_pairs(&mut eliminate);
    let size = pattern.cycle.len();
    let mut hint = LoopHint {
        kind,
        set: pattern.set,
        rating: base_rating(size) + bonus,
        eliminate,
        step: Step::new(technique(size, type_number(kind))),
    };
    let step = &mut hint.step;
    step.rating = hint.rating;
    step.eliminate = hint.eliminate.clone();
    step.cells = pattern.cycle.iter().map(|&c| c as u8).collect();
    step.candidates = pattern
        .cycle
        .iter()
        .flat_map(|&c| digits(pattern.pair).map(move |d| (c as u8, d)))
        .collect();
    step.explain(why.with("eliminations", Arg::Eliminations(hint.eliminate.clone())));
    hint
}

/// The hints of one deadly pattern, in SE's order (those that remove
/// nothing included: the caller drops them).
#[inline(never)]
pub(super) fn hints(state: &Candidates, pattern: &Pattern) -> Vec<LoopHint> {
    let extra = &pattern.extra_cells;
    let mut found = Vec::new();
    match extra.len() {
        // No extra cell: two solutions, not our business (SE skips it too).
        0 => {}
        1 => found.push(type_1(pattern, extra[0])),
        2 => {
            let (c1, c2) = (extra[0], extra[1]);
            let others = (state.mask(c1) | state.mask(c2)) & !pattern.pair;
            if others.count_ones() == 1 {
                found.push(type_2(state, pattern));
            } else {
                found.extend(type_3(state, pattern, c1, c2, others));
            }
            found.extend(type_4(state, pattern, c1, c2));
        }
        // More extra cells only when they share their one extra digit.
        _ => found.push(type_2(state, pattern)),
    }
    found
}

/// Type 1: the only extra cell loses both digits.
#[inline(never)]
fn type_1(pattern: &Pattern, target: usize) -> LoopHint {
    let eliminate = digits(pattern.pair).map(|d| (target as u8, d)).collect();
    let why = Explanation::new("unique-loop-1")
        .with("opening", pattern.opening())
        .with("cell", Arg::Cell(target as u8));
    hint(pattern, Kind::One, 0.0, eliminate, why)
}

/// Type 2: one of the extra cells holds their extra digit, which leaves
/// every cell that sees them all.
#[inline(never)]
fn type_2(state: &Candidates, pattern: &Pattern) -> LoopHint {
    let first = pattern.extra_cells[0];
    let digit = digits(state.mask(first) & !pattern.pair)
        .next()
        .unwrap_or(1);
    let seen = common_peers(CellSet::of(&pattern.extra_cells));
    let eliminate = seen
        .iter()
        .filter(|&c| state.has(c, digit))
        .map(|c| (c as u8, digit))
        .collect();
    let why = Explanation::new("unique-loop-2")
        .with("opening", pattern.opening())
        .with("cells", Arg::CellsOr(small(&pattern.extra_cells)))
        .with("digit", Arg::Digit(digit));
    hint(pattern, Kind::Two, 0.0, eliminate, why)
}

/// Type 4: in a unit shared by the two extra cells one digit of the pair
/// has no other place, so the other digit leaves both. SE keeps the last
/// such unit of the first digit, else of the second.
#[inline(never)]
fn type_4(state: &Candidates, pattern: &Pattern, c1: usize, c2: usize) -> Option<LoopHint> {
    let (mut lock_first, mut lock_second) = (None, None);
    let ds: Vec<u8> = digits(pattern.pair).collect();
    for (u1, u2) in se_units(c1).into_iter().zip(se_units(c2)) {
        if u1 != u2 {
            continue;
        }
        let elsewhere = |d: u8| {
            UNIT_CELLS[u1]
                .iter()
                .any(|&c| c != c1 && c != c2 && state.has(c, d))
        };
        if !elsewhere(ds[0]) {
            lock_first = Some(u1);
        }
        if !elsewhere(ds[1]) {
            lock_second = Some(u1);
        }
    }
    let (u, lock, other) = match (lock_first, lock_second) {
        (Some(u), _) => (u, ds[0], ds[1]),
        (None, Some(u)) => (u, ds[1], ds[0]),
        (None, None) => return None,
    };
    let eliminate = vec![(c1 as u8, other), (c2 as u8, other)];
    let why = Explanation::new("unique-loop-4")
        .with("opening", pattern.opening())
        .with("unit", Arg::Unit(u as u8))
        .with("digit", Arg::Digit(lock))
        .with("cells", Arg::Cells(vec![c1 as u8, c2 as u8]))
        .with("other", Arg::Digit(other));
    Some(hint(pattern, Kind::Four, 0.0, eliminate, why))
}

/// The 9-bit masks of `size` positions out of `n`, in SE's order
/// (increasing as numbers: Gosper's order of combinations).
fn combinations(size: u32, n: u32) -> impl Iterator<Item = u32> {
    // SE's generator yields nothing for n = 0, even for size 0. Gosper's
    // hack steps from one to the next, not through all 2^n masks.
    let first = (n > 0 && size <= n).then(|| (1u32 << size) - 1);
    std::iter::successors(first, move |&m| {
        if m == 0 {
            return None; // size 0: the empty set alone.
        }
        let low = m & m.wrapping_neg();
        let ripple = m + low;
        let next = ripple | (((m ^ ripple) >> 2) / low);
        (next < 1 << n).then_some(next)
    })
}

/// Type 3: one of the extra cells holds an extra digit, so together they
/// act as one cell holding `others` (their extra digits). In a unit they
/// share, that pseudo-cell with degree - 1 other cells can make a naked set,
/// or the pair's digits with degree - 2 more can be confined to one extra
/// cell and degree - 1 others (a hidden set). SE tries degrees from the
/// number of extra digits to 7, units box, row, column, nakeds first.
#[inline(never)]
fn type_3(
    state: &Candidates,
    pattern: &Pattern,
    c1: usize,
    c2: usize,
    others: u16,
) -> Vec<LoopHint> {
    let mut found = Vec::new();
    for degree in others.count_ones()..=7 {
        for (u, u2) in se_units(c1).into_iter().zip(se_units(c2)) {
            if u != u2 {
                continue;
            }
            let cells_of = &UNIT_CELLS[u];
            let open = cells_of.iter().filter(|&&c| state.value(c) == 0).count() as u32;
            let i1 = cells_of.iter().position(|&c| c == c1).unwrap_or(9) as u32;
            let i2 = cells_of.iter().position(|&c| c == c2).unwrap_or(9) as u32;
            if 2 * degree <= open {
                found.extend(naked_sets(
                    state,
                    pattern,
                    u,
                    degree,
                    (c1, i1),
                    (c2, i2),
                    others,
                ));
            }
            if 2 * degree < open {
                found.extend(hidden_sets(state, pattern, u, degree, (c1, c2), i2, others));
            }
        }
    }
    found
}

/// The type 3 naked sets of `degree` in unit `u`: sets of positions holding
/// c1's (as the pseudo-cell) but not c2's.
#[inline(never)]
fn naked_sets(
    state: &Candidates,
    pattern: &Pattern,
    u: usize,
    degree: u32,
    (c1, i1): (usize, u32),
    (c2, i2): (usize, u32),
    others: u16,
) -> Vec<LoopHint> {
    let mut found = Vec::new();
    for positions in combinations(degree, 9) {
        if positions & (1 << i1) == 0 || positions & (1 << i2) != 0 {
            continue;
        }
        let mates: Vec<usize> = (0..9)
            .filter(|&i| i != i1 && positions & (1 << i) != 0)
            .map(|i| UNIT_CELLS[u][i as usize])
            .collect();
        // SE checks the mates cover the set together with the extra digits
        // both extra cells hold, then that every member holds two digits or
        // more and all hold `degree` between them.
        let mut covered = others & state.mask(c1) & state.mask(c2);
        let mut union = others;
        let mut all_wide = others.count_ones() > 1;
        for &m in &mates {
            covered |= state.mask(m);
            union |= state.mask(m);
            all_wide &= state.mask(m).count_ones() > 1;
        }
        if covered.count_ones() != degree || !all_wide || union.count_ones() != degree {
            continue;
        }
        let eliminate: Vec<(u8, u8)> = UNIT_CELLS[u]
            .iter()
            .filter(|&&c| c != c1 && c != c2 && !mates.contains(&c))
            .flat_map(|&c| digits(state.mask(c) & union).map(move |d| (c as u8, d)))
            .collect();
        if eliminate.is_empty() {
            continue;
        }
        let why = Explanation::new("unique-loop-3-naked")
            .with("opening", pattern.opening())
            .with("extra", Arg::CellsOr(vec![c1 as u8, c2 as u8]))
            .with("others", Arg::Digits(digits(others).collect()))
            .with("mates", Arg::Cells(small(&mates)))
            .with("digits", Arg::Digits(digits(union).collect()))
            .with("unit", Arg::Unit(u as u8));
        let bonus = f64::from(degree - 1) * 0.1;
        found.push(hint(pattern, Kind::ThreeNaked, bonus, eliminate, why));
    }
    found
}

/// The type 3 hidden sets of `degree` in unit `u`: the pair's digits and
/// degree - 2 digits that neither extra cell holds beyond the pair, whose
/// places but c2 are `degree` cells.
#[inline(never)]
fn hidden_sets(
    state: &Candidates,
    pattern: &Pattern,
    u: usize,
    degree: u32,
    (c1, c2): (usize, usize),
    i2: u32,
    others: u16,
) -> Vec<LoopHint> {
    let mut found = Vec::new();
    let rest: Vec<u8> = digits(0x1FF & !pattern.pair & !others).collect();
    if degree - 2 > rest.len() as u32 {
        return found;
    }
    let places = |d: u8| -> u32 {
        (0..9)
            .filter(|&i| state.has(UNIT_CELLS[u][i], d))
            .fold(0, |m, i| m | 1 << i)
            & !(1 << i2)
    };
    for chosen in combinations(degree - 2, rest.len() as u32) {
        let mut set = pattern.pair;
        for (k, &d) in rest.iter().enumerate() {
            if chosen & (1 << k) != 0 {
                set |= bit(d);
            }
        }
        let mut union = 0;
        let mut every_placed = true;
        for d in digits(set) {
            union |= places(d);
            every_placed &= places(d) != 0;
        }
        if !every_placed || union.count_ones() != degree {
            continue;
        }
        let holders: Vec<usize> = (0..9)
            .filter(|&i| union & (1 << i) != 0)
            .map(|i| UNIT_CELLS[u][i])
            .filter(|&c| c != c1 && c != c2)
            .collect();
        let eliminate: Vec<(u8, u8)> = holders
            .iter()
            .flat_map(|&c| digits(state.mask(c) & !set).map(move |d| (c as u8, d)))
            .collect();
        if eliminate.is_empty() {
            continue;
        }
        let why = Explanation::new("unique-loop-3-hidden")
            .with("opening", pattern.opening())
            .with("extra", Arg::CellsOr(vec![c1 as u8, c2 as u8]))
            .with("unit", Arg::Unit(u as u8))
            .with("digits", Arg::Digits(digits(set).collect()))
            .with("cells", Arg::Cells(small(&holders)));
        let bonus = (holders.len() as f64 - 1.0) * 0.1;
        found.push(hint(pattern, Kind::ThreeHidden, bonus, eliminate, why));
    }
    found
}

#[cfg(test)]
mod tests {
    #[test]
    fn combinations_are_the_masks_of_size_bits_in_increasing_order() {
        for n in 0..=9 {
            for size in 0..=9 {
                let all: Vec<u32> = (0u32..1 << n)
                    .filter(|m| n > 0 && m.count_ones() == size)
                    .collect();
                assert_eq!(super::combinations(size, n).collect::<Vec<_>>(), all);
            }
        }
    }
}
