//! SE's level-1 nesting ("Dynamic Forcing Chains (+)"): when a dynamic
//! propagation stalls, the simple techniques run on its working grid, and
//! what they remove becomes "off" nodes, each following from the "off" nodes
//! that made the technique apply (the candidates the grid lost that it
//! relies on). SE tries, in order, locked candidates, hidden pairs, naked
//! pairs and X-Wings, all their hints in SE's scan order, and stops at the
//! first technique that gives something. (SE walks a hint's removals in a
//! hash order that can vary between runs; here they go by cell and digit.)

use super::super::candidates::Candidates;
use super::super::cells::{units_of, CellSet, UNIT_CELLS, UNIT_SETS};
use super::links::bits;
use super::node::Node;

const ROW: usize = 0;
const COLUMN: usize = 9;
const BOX: usize = 18;

/// One nested hint's removals, with the "off" nodes it follows from.
fn emit(removals: &[(usize, u8)], parents: &[Node], out: &mut Vec<(Node, Vec<Node>)>) {
    if parents.is_empty() {
        return; // SE: a rule that holds without the chain adds nothing to it.
    }
    // By cell, then digit (a few items: insertion keeps the code small).
    let mut sorted: Vec<(usize, u8)> = Vec::with_capacity(removals.len());
    for &r in removals {
        let at = sorted.iter().position(|&s| s > r).unwrap_or(sorted.len());
        sorted.insert(at, r);
    }
    for (cell, digit) in sorted {
        out.push((Node::new(cell, digit, false), parents.to_vec()));
    }
}

/// The candidates `initial` had in `cells` for `digit` that `grid` lost.
fn lost(initial: &Candidates, grid: &Candidates, unit: usize, digit: u8) -> CellSet {
    initial.places_in(unit, digit) - grid.places_in(unit, digit)
}

/// What each technique of level 1 saw when it last ran in a propagation
/// (at first, the grid the propagation started from). The working grid
/// only loses candidates, and every removal a technique gave was then
/// taken. A hint whose places did not change since the propagation began
/// relies on nothing it removed (SE leaves it out), and one whose places
/// did not change since the technique last ran was found then (its
/// parents are the same): so a technique looks only where the places it
/// reads changed since it last ran.
#[derive(Clone, Default, Debug)]
pub(crate) struct Seen {
    /// By technique (locking, hidden pairs, naked pairs, X-Wings): the
    /// candidates of the grid it last ran on (none: look everywhere).
    masks: [Option<[u16; 81]>; 4],
}

impl Seen {
    /// A propagation from `initial` begins.
    pub fn start(&mut self, initial: &Candidates) {
        self.masks = [Some(*initial.masks()); 4];
    }
}

/// Where a grid changed since a technique last ran.
struct Changes {
    /// The cells that lost a candidate.
    cells: CellSet,
    /// By digit, the cells that lost it.
    places: [CellSet; 9],
    /// The digits some cell lost, as bits.
    digits: u16,
}

impl Changes {
    fn since(seen: &Option<[u16; 81]>, grid: &Candidates) -> Changes {
        let Some(before) = seen else {
            return Changes {
                cells: CellSet::ALL,
                places: [CellSet::ALL; 9],
                digits: 0x1ff,
            };
        };
        let mut changes = Changes {
            cells: CellSet::EMPTY,
            places: [CellSet::EMPTY; 9],
            digits: 0,
        };
        for (cell, (&was, &is)) in before.iter().zip(grid.masks()).enumerate() {
            if was != is {
                changes.cells.insert(cell);
                changes.digits |= was & !is;
                for d in bits(was & !is) {
                    changes.places[usize::from(d - 1)].insert(cell);
                }
            }
        }
        changes
    }

    /// Whether `unit`'s places of `digit` changed.
    #[inline]
    fn in_unit(&self, unit: usize, digit: u8) -> bool {
        !(self.places[usize::from(digit - 1)] & UNIT_SETS[unit]).is_empty()
    }
}

type Finder = fn(&Candidates, &Candidates, &Changes, &mut Vec<(Node, Vec<Node>)>);

/// The nested removals of level 1 on `grid` (the working grid of a
/// propagation from `initial`), in SE's order; `seen` is what the
/// techniques saw at the propagation's earlier stalls.
#[inline(never)]
pub(crate) fn level_one(
    initial: &Candidates,
    grid: &Candidates,
    seen: &mut Seen,
    out: &mut Vec<(Node, Vec<Node>)>,
) {
    out.clear();
    let finders: [Finder; 4] = [locking, hidden_pairs, naked_pairs, x_wings];
    for (finder, seen) in finders.iter().zip(seen.masks.iter_mut()) {
        let changes = Changes::since(seen, grid);
        *seen = Some(*grid.masks());
        if changes.cells.is_empty() {
            continue;
        }
        finder(initial, grid, &changes, out);
        if !out.is_empty() {
            return;
        }
    }
}

#[inline(never)]
fn locking(
    initial: &Candidates,
    grid: &Candidates,
    changes: &Changes,
    out: &mut Vec<(Node, Vec<Node>)>,
) {
    // For each unit and digit of two places or more: the row and the
    // column (of a box) or the box (of a row or column) holding them all.
    // `homes[u][slot]`: those units, as bits by their index in their kind.
    let mut home = [[[NO_UNIT; 2]; 9]; 27];
    let mut homes = [[0u16; 2]; 27];
    for (u, (home, homes)) in home.iter_mut().zip(homes.iter_mut()).enumerate() {
        for (d, home) in home.iter_mut().enumerate() {
            if changes.digits >> d & 1 == 0 || !changes.in_unit(u, d as u8 + 1) {
                continue;
            }
            let places = grid.places_in(u, d as u8 + 1);
            let Some(first) = places.first() else {
                continue;
            };
            if places.len() <= 1 {
                continue;
            }
            let [row, column, block] = units_of(first);
            let kinds: &[(usize, usize)] = if u >= BOX {
                &[(column, COLUMN), (row, ROW)]
            } else {
                &[(block, BOX)]
            };
            for (slot, &(unit, kind)) in kinds.iter().enumerate() {
                if places.is_subset(UNIT_SETS[unit]) {
                    home[slot] = unit as u8;
                    homes[slot] |= 1 << (unit - kind);
                }
            }
        }
    }
    let mut removals = Vec::new();
    let mut parents = Vec::new();
    for (kind1, kind2, slot) in [
        (BOX, COLUMN, 0),
        (BOX, ROW, 1),
        (COLUMN, BOX, 0),
        (ROW, BOX, 0),
    ] {
        for i1 in 0..9 {
            let u1 = kind1 + i1;
            for i2 in 0..9 {
                if homes[u1][slot] >> i2 & 1 == 0 {
                    continue;
                }
                let u2 = kind2 + i2;
                for digit in 1..=9u8 {
                    if usize::from(home[u1][usize::from(digit - 1)][slot]) != u2 {
                        continue;
                    }
                    let gone = grid.places_in(u2, digit) - UNIT_SETS[u1];
                    if gone.is_empty() {
                        continue;
                    }
                    removals.clear();
                    removals.extend(gone.iter().map(|c| (c, digit)));
                    parents.clear();
                    let from = lost(initial, grid, u1, digit) - UNIT_SETS[u2];
                    parents.extend(from.iter().map(|c| Node::new(c, digit, false)));
                    emit(&removals, &parents, out);
                }
            }
        }
    }
}

/// No unit (in [`locking`]'s table).
const NO_UNIT: u8 = u8::MAX;

#[inline(never)]
fn hidden_pairs(
    initial: &Candidates,
    grid: &Candidates,
    changes: &Changes,
    out: &mut Vec<(Node, Vec<Node>)>,
) {
    let mut removals = Vec::new();
    let mut parents = Vec::new();
    for kind in [BOX, COLUMN, ROW] {
        for i in 0..9 {
            let unit = kind + i;
            if grid.open_in(unit) <= 4 || (changes.cells & UNIT_SETS[unit]).is_empty() {
                continue;
            }
            // Two digits of two places or more with two places in all have
            // the same two places.
            let two: [CellSet; 9] = std::array::from_fn(|d| {
                let places = grid.places_in(unit, d as u8 + 1);
                if places.len() == 2 {
                    places
                } else {
                    CellSet::EMPTY
                }
            });
            for v1 in 2..=9u8 {
                let pair = two[usize::from(v1 - 1)];
                if pair.is_empty() {
                    continue;
                }
                for v0 in 1..v1 {
                    if two[usize::from(v0 - 1)] != pair
                        || !(changes.in_unit(unit, v0) || changes.in_unit(unit, v1))
                    {
                        continue;
                    }
                    let keep = (1u16 << (v0 - 1)) | (1 << (v1 - 1));
                    removals.clear();
                    for c in pair.iter() {
                        removals.extend(bits(grid.mask(c) & !keep).map(|d| (c, d)));
                    }
                    if removals.is_empty() {
                        continue;
                    }
                    parents.clear();
                    for &c in &UNIT_CELLS[unit] {
                        if pair.contains(c) {
                            continue;
                        }
                        for v in [v0, v1] {
                            if initial.has(c, v) {
                                parents.push(Node::new(c, v, false));
                            }
                        }
                    }
                    emit(&removals, &parents, out);
                }
            }
        }
    }
}

#[inline(never)]
fn naked_pairs(
    initial: &Candidates,
    grid: &Candidates,
    changes: &Changes,
    out: &mut Vec<(Node, Vec<Node>)>,
) {
    let mut removals = Vec::new();
    let mut parents = Vec::new();
    for kind in [BOX, COLUMN, ROW] {
        for i in 0..9 {
            let unit = kind + i;
            if grid.open_in(unit) < 4 || (changes.cells & UNIT_SETS[unit]).is_empty() {
                continue;
            }
            // The unit's bivalue cells, in its order: a pair is two of them
            // with the same two candidates.
            let mut cells = [0usize; 9];
            let mut n = 0;
            for &c in &UNIT_CELLS[unit] {
                if grid.mask(c).count_ones() == 2 {
                    cells[n] = c;
                    n += 1;
                }
            }
            let cells = &cells[..n];
            for (j1, &c1) in cells.iter().enumerate().skip(1) {
                for &c0 in &cells[..j1] {
                    let (m0, m1) = (grid.mask(c0), grid.mask(c1));
                    if m0 != m1 || !(changes.cells.contains(c0) || changes.cells.contains(c1)) {
                        continue;
                    }
                    let pair = m0;
                    removals.clear();
                    for &c in &UNIT_CELLS[unit] {
                        if c != c0 && c != c1 {
                            removals.extend(bits(grid.mask(c) & pair).map(|d| (c, d)));
                        }
                    }
                    if removals.is_empty() {
                        continue;
                    }
                    parents.clear();
                    for c in [c0, c1] {
                        for d in bits(initial.mask(c) & !pair) {
                            parents.push(Node::new(c, d, false));
                        }
                    }
                    emit(&removals, &parents, out);
                }
            }
        }
    }
}

#[inline(never)]
fn x_wings(
    initial: &Candidates,
    grid: &Candidates,
    changes: &Changes,
    out: &mut Vec<(Node, Vec<Node>)>,
) {
    // For each digit and column (row): the rows (columns) of its places,
    // as bits; their count is the number of places.
    let mut in_columns = [[0u16; 9]; 9];
    let mut in_rows = [[0u16; 9]; 9];
    // The digits placed five times or less (SE searches a fish of size n
    // for a digit with 2n copies unplaced) whose places changed.
    let mut open_digits = 0u16;
    for d in bits(changes.digits) {
        if grid.placed_count(d) + 4 <= 9 {
            open_digits |= 1 << (d - 1);
        }
    }
    for d in bits(open_digits) {
        let d = usize::from(d - 1);
        for c in grid.cells_with(d as u8 + 1).iter() {
            in_columns[d][c % 9] |= 1 << (c / 9);
            in_rows[d][c / 9] |= 1 << (c % 9);
        }
    }
    let mut removals = Vec::new();
    let mut parents = Vec::new();
    for (base, cover, spans) in [(COLUMN, ROW, &in_columns), (ROW, COLUMN, &in_rows)] {
        // For each base unit, the digits with two places or more in it, and
        // those whose places in it changed.
        let several: [u16; 9] = std::array::from_fn(|j| {
            (0..9).fold(0, |m, d| m | u16::from(spans[d][j].count_ones() > 1) << d)
        });
        let changed: [u16; 9] = std::array::from_fn(|j| {
            bits(open_digits).fold(0, |m, d| {
                m | u16::from(changes.in_unit(base + j, d)) << (d - 1)
            })
        });
        for j1 in 1..9 {
            for j0 in 0..j1 {
                let digits = several[j0] & several[j1] & open_digits & (changed[j0] | changed[j1]);
                for digit in bits(digits) {
                    let (b0, b1) = (base + j0, base + j1);
                    // The cover units the places of both lie in.
                    let covers =
                        spans[usize::from(digit - 1)][j0] | spans[usize::from(digit - 1)][j1];
                    if covers.count_ones() != 2 {
                        continue;
                    }
                    let low = covers.trailing_zeros() as usize;
                    let high = 15 - covers.leading_zeros() as usize;
                    let cover_units = [cover + low, cover + high];
                    let bases = UNIT_SETS[b0] | UNIT_SETS[b1];
                    removals.clear();
                    for &u in &cover_units {
                        let gone = grid.places_in(u, digit) - bases;
                        removals.extend(gone.iter().map(|c| (c, digit)));
                    }
                    if removals.is_empty() {
                        continue;
                    }
                    let covered = UNIT_SETS[cover_units[0]] | UNIT_SETS[cover_units[1]];
                    parents.clear();
                    for b in [b0, b1] {
                        let from = lost(initial, grid, b, digit) - covered;
                        parents.extend(from.iter().map(|c| Node::new(c, digit, false)));
                    }
                    emit(&removals, &parents, out);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;

    /// Level 1 looking only where the grid changed (as a propagation's
    /// stalls use it) finds what it finds looking everywhere, at every
    /// stall of grids that lose candidates in several patterns and the
    /// removals found each time; and it finds something.
    #[test]
    fn looking_where_the_grid_changed_finds_the_same() {
        let puzzles = [
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "809000300000701000500000000070000026300090000000100040060200004000080500000000000",
            "........1.....2.3...3.4.5.......64....74....3.4..3..57..6.5.3...84.6.7..9......8.",
        ];
        let mut found = 0;
        for text in puzzles {
            let initial = Candidates::from_grid(&Grid::from_text(text).unwrap());
            for every in [5, 7, 13, 31] {
                let mut grid = initial;
                let mut seen = Seen::default();
                seen.start(&initial);
                for stall in 0..8 {
                    // Some candidates go, as a propagation takes them.
                    for cell in 0..81 {
                        for d in bits(grid.mask(cell)) {
                            if (cell * 9 + usize::from(d) + stall) % every == 0
                                && grid.mask(cell).count_ones() > 2
                            {
                                grid.eliminate(cell, d);
                            }
                        }
                    }
                    let (mut looking, mut everywhere) = (Vec::new(), Vec::new());
                    level_one(&initial, &grid, &mut seen, &mut looking);
                    level_one(&initial, &grid, &mut Seen::default(), &mut everywhere);
                    assert_eq!(looking, everywhere, "{text} every {every}, stall {stall}");
                    found += looking.len();
                    for (node, _) in looking {
                        grid.eliminate(node.cell(), node.digit());
                    }
                }
            }
        }
        assert!(found > 0);
    }
}
