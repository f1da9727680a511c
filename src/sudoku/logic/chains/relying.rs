//! Which assumptions' static searches can find a hint that a nesting level
//! keeps. At a stall, SE keeps only the hints that rely on a candidate the
//! propagation removed (see [`super::nested`]): a chain with a link whose
//! cell lost a candidate, or whose unit lost a place of the link's digit
//! (a *lossy* link; a cycle is read both ways, so any of its links counts,
//! a forcing chain's links into its "on" nodes only). A search from "c is
//! d" can only find such a chain if the walks say it can pass a lossy link
//! and come back:
//!
//! - a forcing chain "on" to "off" through the lossy "off a -> on b": "c is
//!   d" reaches "a is not", so "a is" reaches "c is not d" (the links hold
//!   both ways round, negated), and "b is" reaches "c is not d"; "off" to
//!   "on": "a is" and "b is" both reach "c is d";
//! - a cycle through "on a -> off b": "c is d" reaches "a is", so "a is
//!   not" reaches "c is not d", and "b is not" reaches "c is d"; through
//!   "off a -> on b": "a is" reaches "c is not d" and "b is" reaches "c is
//!   d".
//!
//! What an "off" node reaches is what the "on" nodes it links to reach, so
//! the walks needed are those of the lossy links' ends and of the "on"
//! nodes their "off" nodes link to, not one per assumption; and only the
//! assumptions that pass are walked again and searched. This rules out
//! most cycle searches on a reduced grid (forcing chains there almost all
//! pass a lossy link).

use super::super::candidates::Candidates;
use super::super::cells::{CellSet, UNIT_SETS};
use super::links::bits;
use super::reach::{Overlaps, Reach, CLOSES, PLACES, REMOVES};

/// The candidates each cell lost since a propagation began (by cell, as
/// masks): what the lossy links are read from.
pub(crate) type Lost = [u16; 81];

/// Every candidate counted lost: every hint is sought.
#[cfg(test)]
pub(crate) const EVERYTHING: Lost = [0x1ff; 81];

/// The candidates `initial` has and `grid` lost.
pub(crate) fn lost(initial: &Candidates, grid: &Candidates) -> Lost {
    std::array::from_fn(|c| initial.mask(c) & !grid.mask(c))
}

/// The lossy links of a reduced grid, by where they are: the cells that
/// lost a candidate, and each unit's places of a digit it lost a place of.
pub(crate) struct Lossy {
    cells: CellSet,
    units: Vec<(u8, CellSet)>,
    /// By digit, the cells that lost it.
    gone: [CellSet; 9],
}

impl Lossy {
    /// The lossy links of `grid` under `lost` (cells and units of two
    /// candidates or places or more: the others have no links).
    #[inline(never)]
    pub fn new(grid: &Candidates, lost: &Lost) -> Lossy {
        let mut cells = CellSet::EMPTY;
        for cell in grid.open_cells().iter() {
            if lost[cell] != 0 && grid.mask(cell).count_ones() >= 2 {
                cells.insert(cell);
            }
        }
        let mut gone = [CellSet::EMPTY; 9];
        for (cell, &m) in lost.iter().enumerate() {
            for d in bits(m) {
                gone[usize::from(d - 1)].insert(cell);
            }
        }
        let mut units = Vec::new();
        for d in 1..=9u8 {
            let gone = gone[usize::from(d - 1)];
            if gone.is_empty() {
                continue;
            }
            for unit in UNIT_SETS.iter() {
                let here = grid.cells_with(d) & *unit;
                if !(gone & *unit).is_empty() && here.len() >= 2 {
                    units.push((d, here));
                }
            }
        }
        Lossy { cells, units, gone }
    }

    /// Whether `cell` lost a candidate.
    pub fn cell_lost(&self, cell: usize) -> bool {
        self.cells.contains(cell)
    }

    /// Whether `unit` lost a place of `digit`.
    pub fn unit_lost(&self, unit: usize, digit: u8) -> bool {
        !(self.gone[usize::from(digit - 1)] & UNIT_SETS[unit]).is_empty()
    }

    /// The candidates of the lossy strong links, as (cell, digit).
    pub fn strong_members<'a>(
        &'a self,
        grid: &'a Candidates,
    ) -> impl Iterator<Item = (usize, u8)> + 'a {
        self.groups(grid)
            .filter(Group::is_strong)
            .flat_map(|group| group.members().collect::<Vec<_>>())
    }

    /// For the static multiple forcing chains, whose hints rely on the
    /// links into their branches' "on" nodes (and on the cell or unit they
    /// start from): by digit, the candidates whose "on" node reaches the
    /// "off" end of a lossy strong link ("c is d" reaches "a is not" when
    /// "a is" reaches "c is not d"), from `reached`, the walks of at least
    /// [`Lossy::strong_members`].
    pub fn reaching_strong(&self, grid: &Candidates, reached: &Overlaps) -> [CellSet; 9] {
        let mut reaching = [CellSet::EMPTY; 9];
        for (cell, digit) in self.strong_members(grid) {
            let walk = reached.of(cell, digit);
            for d in 0..9 {
                reaching[d] |= walk[9 + d];
            }
        }
        reaching
    }

    /// Each lossy cell's or unit's candidates, as (cell, digit).
    fn groups<'a>(&'a self, grid: &'a Candidates) -> impl Iterator<Item = Group> + 'a {
        let cells = self.cells.iter().map(|cell| Group {
            is_cell: true,
            cells: CellSet::single(cell),
            mask: grid.mask(cell),
        });
        let units = self.units.iter().map(|&(d, here)| Group {
            is_cell: false,
            cells: here,
            mask: 1 << (d - 1),
        });
        cells.chain(units)
    }

    /// By digit, the candidates whose walks [`Lossy::may_rely`] reads:
    /// the ends of the lossy strong links, and the "on" nodes that the
    /// lossy groups' "off" nodes link to.
    #[inline(never)]
    pub fn walks(&self, grid: &Candidates, reach: &Reach) -> [CellSet; 9] {
        let mut walks = [CellSet::EMPTY; 9];
        for group in self.groups(grid) {
            for (cell, digit) in group.members() {
                if group.is_strong() {
                    walks[usize::from(digit - 1)].insert(cell);
                }
                reach.each_partner(cell, digit, |c, d| walks[usize::from(d - 1)].insert(c));
            }
        }
        walks
    }

    /// By candidate (`cell * 9 + digit - 1`): which of [`CLOSES`],
    /// [`REMOVES`] and [`PLACES`] its searches on `grid` may find through
    /// a lossy link, from `reached`, the walks (with every link) of at
    /// least [`Lossy::walks`].
    #[inline(never)]
    pub fn may_rely(&self, grid: &Candidates, reach: &Reach, reached: &Overlaps) -> [u8; 81 * 9] {
        // By digit: the candidates a forcing chain may remove (`removes`) or
        // place (`places`), and those a cycle may pass.
        let mut removes = [CellSet::EMPTY; 9];
        let mut places = [CellSet::EMPTY; 9];
        let mut closes = [CellSet::EMPTY; 9];
        for group in self.groups(grid) {
            if group.is_strong() {
                // "off a -> on b" and "off b -> on a".
                let mut two = group.members();
                let (Some(a), Some(b)) = (two.next(), two.next()) else {
                    continue;
                };
                let (a, b) = (reached.of(a.0, a.1), reached.of(b.0, b.1));
                for d in 0..9 {
                    removes[d] |= a[9 + d] & b[9 + d];
                    places[d] |= a[d] & b[d];
                    closes[d] |= (a[9 + d] & b[d]) | (b[9 + d] & a[d]);
                }
            }
            // "on a -> off b" for any two members: "a is not" reaches "c is
            // not d" and "b is not" reaches "c is d". Taken over the whole
            // group (any a, any b: a few more candidates pass, for far less
            // work).
            let mut sets = [CellSet::EMPTY; 18];
            for (cell, digit) in group.members() {
                sets[9 + usize::from(digit - 1)].insert(cell);
                reach.each_partner(cell, digit, |c, d| {
                    for (s, r) in sets.iter_mut().zip(reached.of(c, d)) {
                        *s |= *r;
                    }
                });
            }
            for d in 0..9 {
                closes[d] |= sets[9 + d] & sets[d];
            }
        }
        let mut flags = [0u8; 81 * 9];
        // Only the cells in the sets (most candidates pass nothing).
        for (kind, sets) in [(REMOVES, &removes), (PLACES, &places), (CLOSES, &closes)] {
            for (k, &set) in sets.iter().enumerate() {
                for cell in (set & grid.cells_with(k as u8 + 1)).iter() {
                    flags[cell * 9 + k] |= kind;
                }
            }
        }
        flags
    }
}

/// A lossy cell (its candidates) or a lossy unit's places of a digit.
struct Group {
    /// A cell's candidates (else a unit's places).
    is_cell: bool,
    cells: CellSet,
    mask: u16,
}

impl Group {
    /// Whether its two members are a strong link.
    fn is_strong(&self) -> bool {
        if self.is_cell {
            self.mask.count_ones() == 2
        } else {
            self.cells.len() == 2
        }
    }

    fn members(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        let digits = bits(self.mask);
        let cells = self.cells;
        digits.flat_map(move |d| cells.iter().map(move |c| (c, d)))
    }
}

#[cfg(test)]
mod tests {
    use super::super::cycles;
    use super::super::multiple::{self, Mode};
    use super::super::nested::{NestedHint, RuleParents};
    use super::*;
    use crate::sudoku::Grid;

    /// The hints SE keeps: those relying on a candidate `grid` lost since
    /// `initial`, with their removals and chains.
    fn kept(initial: &Candidates, grid: &Candidates, hints: &[NestedHint]) -> Vec<String> {
        hints
            .iter()
            .filter(|hint| {
                let mut parents = RuleParents::new(initial, grid);
                for &(node, cause) in &hint.causes {
                    parents.add(node, cause);
                }
                !parents.nodes.is_empty()
            })
            .map(|hint| format!("{:?} {:?} {:?}", hint.removals, hint.chain.key, hint.key))
            .collect()
    }

    /// The static chains and the static multiple forcing chains, sought
    /// only where they may rely on a lost candidate, keep exactly the hints
    /// of the whole search (every candidate counted lost), on grids reduced
    /// in several patterns from puzzles with and without chains; and the
    /// filter leaves hints out.
    #[test]
    fn the_filter_keeps_every_hint_se_keeps() {
        let puzzles = [
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "809000300000701000500000000070000026300090000000100040060200004000080500000000000",
            "........1.....2.3...3.4.5.......64....74....3.4..3..57..6.5.3...84.6.7..9......8.",
        ];
        let (mut kept_any, mut left_out) = (0, 0);
        let (mut kept_multiple, mut left_out_multiple) = (0, 0);
        for text in puzzles {
            let initial = Candidates::from_grid(&Grid::from_text(text).unwrap());
            for (every, at) in [(5, 1), (7, 3), (11, 0), (17, 5), (29, 2)] {
                let mut grid = initial;
                for cell in 0..81 {
                    for d in bits(grid.mask(cell)) {
                        if (cell * 9 + usize::from(d)) % every == at
                            && grid.mask(cell).count_ones() > 2
                        {
                            grid.eliminate(cell, d);
                        }
                    }
                }
                let lost = lost(&initial, &grid);
                let (mut all, mut some) = (Vec::new(), Vec::new());
                cycles::all_hints(&grid, &EVERYTHING, &mut all);
                cycles::all_hints(&grid, &lost, &mut some);
                let (want, got) = (kept(&initial, &grid, &all), kept(&initial, &grid, &some));
                assert_eq!(want, got, "{text} every {every} at {at}");
                kept_any += want.len();
                left_out += all.len() - some.len();
                // The static multiple forcing chains (level 3's second rule).
                let (mut all, mut some) = (Vec::new(), Vec::new());
                multiple::all_hints(&grid, Mode::Multiple, &EVERYTHING, &mut all);
                multiple::all_hints(&grid, Mode::Multiple, &lost, &mut some);
                let (want, got) = (kept(&initial, &grid, &all), kept(&initial, &grid, &some));
                assert_eq!(want, got, "{text} every {every} at {at}: multiple");
                kept_multiple += want.len();
                left_out_multiple += all.len() - some.len();
            }
        }
        assert!(
            kept_any > 0 && left_out > 0,
            "kept {kept_any}, left out {left_out}"
        );
        assert!(
            kept_multiple > 0 && left_out_multiple > 0,
            "multiple: kept {kept_multiple}, left out {left_out_multiple}"
        );
    }
}
