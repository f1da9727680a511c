//! What a static search from one assumption can reach, as bitsets and
//! without recording derivations: a cheap test, before the breadth-first
//! search that records SE's line, of whether that search can find anything.
//! On a nested level's reduced grid almost no assumption reaches its own
//! negation or closes a cycle, so most searches are skipped.
//!
//! The links are those of [`super::links`] (as sets, their order aside).
//!
//! [`Overlaps`] serves the static multiple chains the same way: a cell or
//! region forcing chain needs a node that every branch reaches.

use super::super::candidates::Candidates;
use super::super::cells::{CellSet, PEERS, UNIT_SETS};
use super::links::bits;
use super::node::{Node, NODES};

/// [`Reach::possible`]: a cycle may close through the assumption.
pub(crate) const CLOSES: u8 = 1;
/// [`Reach::possible`]: "on" reaches "off" (a forcing chain may remove it).
pub(crate) const REMOVES: u8 = 2;
/// [`Reach::possible`]: "off" reaches "on" (a forcing chain may place it).
pub(crate) const PLACES: u8 = 4;

/// The reach of one assumption under one pass's links.
pub(crate) struct Reach {
    y: bool,
    x: bool,
    masks: [u16; 81],
    places: [CellSet; 9],
    /// `partners[d - 1][c]`: the cells sharing a unit with `c` where `d`
    /// has those two places only (X links).
    partners: [[CellSet; 81]; 9],
    /// `exits[d - 1]`: the cells whose "off" node of `d` links to an "on"
    /// node under the pass's links (the others end a walk: not stacked),
    /// from the bivalue cells (Y) and the cells with a partner (X).
    exits: [CellSet; 9],
    bivalue: CellSet,
    paired: [CellSet; 9],
    stack: Vec<Node>,
}

impl Reach {
    /// The links of `grid`, X and Y (see [`Reach::set_pass`]).
    pub fn new(grid: &Candidates) -> Box<Reach> {
        let mut reach = Box::new(Reach {
            y: true,
            x: true,
            masks: [0; 81],
            places: [CellSet::EMPTY; 9],
            partners: [[CellSet::EMPTY; 81]; 9],
            exits: [CellSet::EMPTY; 9],
            bivalue: CellSet::EMPTY,
            paired: [CellSet::EMPTY; 9],
            // A walk stacks each node once at most.
            stack: Vec::with_capacity(NODES),
        });
        reach.reset(grid);
        reach
    }

    /// A walk table for `grid` from the pool (see [`Reach::give_back`]),
    /// or a new one.
    pub fn pooled(grid: &Candidates) -> Box<Reach> {
        match SPARE.with(|s| s.borrow_mut().pop()) {
            Some(mut reach) => {
                reach.reset(grid);
                reach
            }
            None => Reach::new(grid),
        }
    }

    /// Keeps the table for the next [`Reach::pooled`] (a table is 13 KB:
    /// made new for every reduced grid, it cost more than its walks).
    pub fn give_back(self: Box<Reach>) {
        SPARE.with(|s| s.borrow_mut().push(self));
    }

    /// The links of `grid` instead, X and Y.
    pub fn reset(&mut self, grid: &Candidates) {
        self.y = true;
        self.x = true;
        self.masks = *grid.masks();
        self.places = std::array::from_fn(|d| grid.cells_with(d as u8 + 1));
        // Only the cells paired before have partners to clear (a full
        // clear of the table was a third of a reset).
        for d in 0..9 {
            for c in self.paired[d].iter() {
                self.partners[d][c] = CellSet::EMPTY;
            }
            self.paired[d] = CellSet::EMPTY;
        }
        self.bivalue = CellSet::EMPTY;
        for d in 0..9 {
            if self.places[d].len() < 2 {
                continue;
            }
            for unit in UNIT_SETS {
                let two = self.places[d] & unit;
                if two.len() == 2 {
                    let (a, b) = (two.0.trailing_zeros(), 127 - two.0.leading_zeros());
                    self.partners[d][a as usize].insert(b as usize);
                    self.partners[d][b as usize].insert(a as usize);
                    self.paired[d] |= two;
                }
            }
        }
        for (cell, &mask) in grid.masks().iter().enumerate() {
            if mask.count_ones() == 2 {
                self.bivalue.insert(cell);
            }
        }
        self.set_exits();
    }

    fn set_exits(&mut self) {
        for d in 0..9 {
            let mut exits = CellSet::EMPTY;
            if self.y {
                exits |= self.bivalue & self.places[d];
            }
            if self.x {
                exits |= self.paired[d];
            }
            self.exits[d] = exits;
        }
    }

    /// Cell links (`y`: a cell's other digits, a bivalue cell's other one)
    /// and unit links (`x`: a digit's two places in a unit) on or off.
    pub fn set_pass(&mut self, y: bool, x: bool) {
        if (self.y, self.x) != (y, x) {
            self.y = y;
            self.x = x;
            self.set_exits();
        }
    }

    /// Each "on" node that "(`cell`, `digit`) is not" links to (every
    /// link): a bivalue cell's other digit, a unit's other place.
    #[inline]
    pub fn each_partner(&self, cell: usize, digit: u8, mut found: impl FnMut(usize, u8)) {
        let d = usize::from(digit - 1);
        let mask = self.masks[cell];
        if mask.count_ones() == 2 {
            found(cell, (mask & !(1 << d)).trailing_zeros() as u8 + 1);
        }
        for c in self.partners[d][cell].iter() {
            found(c, digit);
        }
    }

    /// What the searches from "on" node `source` may find ([`CLOSES`],
    /// [`REMOVES`], [`PLACES`]; the last two with unit links only, as the
    /// forcing chains are searched; [`PLACES`] only if `places`).
    pub fn possible(&mut self, source: Node, places: bool) -> u8 {
        let (cell, digit) = (source.cell(), source.digit());
        let d = usize::from(digit - 1);
        let mut seen = [CellSet::EMPTY; 18];
        self.walk(source, &mut seen);
        let mut found = self.found_by(source, &seen);
        if self.x && places {
            let mut seen = [CellSet::EMPTY; 18];
            self.walk(source.conjugate(), &mut seen);
            if seen[d].contains(cell) {
                found |= PLACES;
            }
        }
        found
    }

    /// [`CLOSES`] and [`REMOVES`] as the walk `seen` from "on" node
    /// `source` tells them (removals with unit links only).
    fn found_by(&self, source: Node, seen: &[CellSet; 18]) -> u8 {
        let (cell, d) = (source.cell(), usize::from(source.digit() - 1));
        let mut found = 0;
        if self.may_close_with(source, &seen[..9]) {
            found |= CLOSES;
        }
        if self.x && seen[9 + d].contains(cell) {
            found |= REMOVES;
        }
        found
    }

    /// Walks every node `source` (a candidate of the grid) implies, into
    /// `seen` (empty: the "on" nodes reached, then the "off" nodes, by
    /// digit).
    pub fn walk(&mut self, source: Node, seen: &mut [CellSet; 18]) {
        let (on, off) = seen.split_at_mut(9);
        Reach::mark(on, off, source);
        self.stack.clear();
        self.stack.push(source);
        while let Some(n) = self.stack.pop() {
            let (cell, digit) = (n.cell(), n.digit());
            let d = usize::from(digit - 1);
            let mask = self.masks[cell];
            if n.is_on() {
                if self.y {
                    for other in bits(mask & !(1 << d)) {
                        let e = usize::from(other - 1);
                        if !off[e].contains(cell) {
                            off[e].insert(cell);
                            if self.exits[e].contains(cell) {
                                self.stack.push(Node::new(cell, other, false));
                            }
                        }
                    }
                }
                let fresh = (PEERS[cell] & self.places[d]) - off[d];
                off[d] |= fresh;
                self.stack.extend(
                    (fresh & self.exits[d])
                        .iter()
                        .map(|c| Node::new(c, digit, false)),
                );
            } else {
                if self.y && mask.count_ones() == 2 {
                    let other = (mask & !(1 << d)).trailing_zeros() as u8 + 1;
                    if Reach::mark(on, off, Node::new(cell, other, true)) {
                        self.stack.push(Node::new(cell, other, true));
                    }
                }
                if self.x {
                    let fresh = self.partners[d][cell] - on[d];
                    on[d] |= fresh;
                    self.stack
                        .extend(fresh.iter().map(|c| Node::new(c, digit, true)));
                }
            }
        }
    }

    /// Marks `node` reached; whether it was not.
    fn mark(on: &mut [CellSet], off: &mut [CellSet], node: Node) -> bool {
        let set = if node.is_on() { on } else { off };
        let d = usize::from(node.digit() - 1);
        let fresh = !set[d].contains(node.cell());
        set[d].insert(node.cell());
        fresh
    }

    /// Whether the cycle search from "on" node `source` could close a
    /// cycle, from `on`, the "on" nodes a walk from it reached (by digit)
    /// under the pass's links: whether it reached an "on" node (not
    /// `source`) linked to an "off" node that links back to `source`.
    fn may_close_with(&self, source: Node, on: &[CellSet]) -> bool {
        let (cell, digit) = (source.cell(), source.digit());
        let d = usize::from(digit - 1);
        // The "on" nodes with a link to an "off" node linked to `source`.
        let mut before = [CellSet::EMPTY; 9];
        let back = |c: usize, e: usize, before: &mut [CellSet; 9]| {
            before[e] |= PEERS[c] & self.places[e];
            if self.y {
                for other in bits(self.masks[c] & !(1 << e)) {
                    before[usize::from(other - 1)].insert(c);
                }
            }
        };
        if self.x {
            for c in self.partners[d][cell].iter() {
                back(c, d, &mut before);
            }
        }
        let mask = self.masks[cell];
        if self.y && mask.count_ones() == 2 {
            let other = (mask & !(1 << d)).trailing_zeros() as usize;
            back(cell, other, &mut before);
        }
        before[d].remove(cell);
        (0..9).any(|e| !(before[e] & on[e]).is_empty())
    }

    /// [`Reach::possible`] with every link, from the walks of `reached`
    /// (walked and kept there when missing): what "c is not d" reaches is
    /// what the "on" nodes it links to reach, so the walks of the "on"
    /// nodes serve every assumption.
    pub fn possible_kept(&mut self, reached: &mut Overlaps, source: Node, places: bool) -> u8 {
        debug_assert!(self.y && self.x);
        let (cell, digit) = (source.cell(), source.digit());
        let d = usize::from(digit - 1);
        reached.walk(self, cell, digit);
        let mut found = self.found_by(source, reached.of(cell, digit));
        if places {
            let mut partners = [(0usize, 0u8); 4];
            let mut count = 0;
            self.each_partner(cell, digit, |c, e| {
                partners[count] = (c, e);
                count += 1;
            });
            for &(c, e) in &partners[..count] {
                reached.walk(self, c, e);
                if reached.of(c, e)[d].contains(cell) {
                    found |= PLACES;
                    break;
                }
            }
        }
        found
    }
}

thread_local! {
    /// Walk tables given back (see [`super::PoolScope`]).
    #[allow(clippy::vec_box)]
    static SPARE: std::cell::RefCell<Vec<Box<Reach>>> = const { std::cell::RefCell::new(Vec::new()) };
}

#[cfg(test)]
pub(crate) fn pool_len() -> usize {
    SPARE.with(|s| s.borrow().len()) + KEPT.with(|k| usize::from(k.borrow().is_some()))
}

thread_local! {
    /// The last walks kept, with their grid (see [`Overlaps::kept_for`]).
    static KEPT: std::cell::RefCell<Option<([u16; 81], Overlaps)>> = const { std::cell::RefCell::new(None) };
}

/// Frees the pooled walk tables and the kept walks (see
/// [`super::PoolScope`]).
pub(crate) fn release_pool() {
    SPARE.with(|s| *s.borrow_mut() = Vec::new());
    KEPT.with(|k| *k.borrow_mut() = None);
}

/// No walk yet (in [`Overlaps`]' entries).
const NOT_WALKED: u16 = u16::MAX;

/// What each candidate's "on" node reaches with every link, for the static
/// multiple forcing chains: a cell's or a unit's branches (static
/// propagations, which stop at a contradiction and so reach no more than
/// this) can only agree on a node they all reach.
pub(crate) struct Overlaps {
    /// The entry in `reached` of each candidate, by `cell * 9 + digit - 1`.
    entry: [u16; 81 * 9],
    /// By candidate: the "on" nodes, then the "off" nodes reached, by digit.
    reached: Vec<[CellSet; 18]>,
}

impl Overlaps {
    /// Every candidate's walk, made at once (the searches walk as they
    /// need, see [`Overlaps::kept_for`]).
    #[cfg(test)]
    pub fn new(grid: &Candidates) -> Overlaps {
        let mut reach = Reach::new(grid);
        let mut overlaps = Overlaps::with_capacity(grid.candidate_count() as usize);
        for cell in 0..81 {
            if grid.value(cell) != 0 {
                continue;
            }
            for digit in bits(grid.mask(cell)) {
                overlaps.walk(&mut reach, cell, digit);
            }
        }
        overlaps
    }

    /// Room for `candidates` walks.
    pub fn with_capacity(candidates: usize) -> Overlaps {
        Overlaps {
            entry: [NOT_WALKED; 81 * 9],
            reached: Vec::with_capacity(candidates),
        }
    }

    /// The walks of `grid` kept by [`Overlaps::keep`] if it was the last
    /// grid kept (a level-3 stall's static chains, then its multiple
    /// chains, walk the same grid), else none, in the kept memory.
    pub fn kept_for(grid: &Candidates) -> Overlaps {
        match KEPT.with(|k| k.borrow_mut().take()) {
            Some((masks, walks)) if masks == *grid.masks() => walks,
            Some((_, mut walks)) => {
                walks.entry = [NOT_WALKED; 81 * 9];
                walks.reached.clear();
                walks
            }
            None => Overlaps::with_capacity(grid.candidate_count() as usize),
        }
    }

    /// Keeps these walks of `grid` for the next [`Overlaps::kept_for`].
    pub fn keep(self, grid: &Candidates) {
        KEPT.with(|k| *k.borrow_mut() = Some((*grid.masks(), self)));
    }

    /// Walks from the "on" node of (`cell`, `digit`) with `reach` (every
    /// link), unless it was walked.
    pub fn walk(&mut self, reach: &mut Reach, cell: usize, digit: u8) {
        let i = cell * 9 + usize::from(digit) - 1;
        if self.entry[i] == NOT_WALKED {
            debug_assert!(reach.y && reach.x);
            self.entry[i] = self.reached.len() as u16;
            // Walked in place: no copy of the sets.
            let at = self.reached.len();
            self.reached.push([CellSet::EMPTY; 18]);
            reach.walk(Node::new(cell, digit, true), &mut self.reached[at]);
        }
    }

    /// What the "on" node of (`cell`, `digit`) reaches: the "on" nodes,
    /// then the "off" nodes, by digit.
    #[inline]
    pub fn of(&self, cell: usize, digit: u8) -> &[CellSet; 18] {
        debug_assert_ne!(self.entry[cell * 9 + usize::from(digit) - 1], NOT_WALKED);
        &self.reached[usize::from(self.entry[cell * 9 + usize::from(digit) - 1])]
    }

    /// Whether the "on" nodes of `candidates` (cell, digit) all reach some
    /// node, each walked with `reach` (every link) when first needed: the
    /// walks stop at the first candidate that shares nothing with those
    /// before it (most groups), so the rest are not walked for it.
    pub fn meet(
        &mut self,
        reach: &mut Reach,
        mut candidates: impl Iterator<Item = (usize, u8)>,
    ) -> bool {
        let Some((cell, digit)) = candidates.next() else {
            return false;
        };
        self.walk(reach, cell, digit);
        let mut common = *self.of(cell, digit);
        for (cell, digit) in candidates {
            self.walk(reach, cell, digit);
            let other = self.of(cell, digit);
            let mut any = false;
            for (c, o) in common.iter_mut().zip(other) {
                *c &= *o;
                any |= !c.is_empty();
            }
            if !any {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::chains::propagate::{Branch, Rules};
    use crate::sudoku::Grid;

    /// Whether the static branches of `sources` (propagations as the
    /// multiple forcing chains make them) share a node.
    fn branches_meet(grid: &Candidates, sources: &[(usize, u8)]) -> bool {
        let rules = Rules {
            cell_links: true,
            dynamic: false,
            level: 0,
        };
        let branches: Vec<Branch> = sources
            .iter()
            .map(|&(cell, digit)| {
                let mut branch = Branch::new();
                branch.propagate(grid, Node::new(cell, digit, true), rules);
                branch
            })
            .collect();
        let first = &branches[0];
        first
            .on_order
            .iter()
            .chain(&first.off_order)
            .map(|&e| first.graph.node(e))
            .any(|n| branches[1..].iter().all(|b| b.get(n).is_some()))
    }

    /// `meet` may say yes where the branches share nothing (it is a
    /// filter), never no where they share a node: checked on every cell and
    /// every unit's places of every digit, on puzzles with and without
    /// multiple forcing chains.
    #[test]
    fn overlaps_never_miss_a_node_the_branches_share() {
        let puzzles = [
            // top1465 line 1 (SE 9.x) and line 12 (SE 8.3): many links.
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "809000300000701000500000000070000026300090000000100040060200004000080500000000000",
            // The 11+ sample's slowest (SE 11.3).
            "........1.....2.3...3.4.5.......64....74....3.4..3..57..6.5.3...84.6.7..9......8.",
        ];
        let (mut shared, mut told) = (0, 0);
        for text in puzzles {
            let grid = Candidates::from_grid(&Grid::from_text(text).unwrap());
            let mut overlaps = Overlaps::new(&grid);
            let mut reach = Reach::new(&grid);
            let mut groups: Vec<Vec<(usize, u8)>> = Vec::new();
            for cell in 0..81 {
                if grid.value(cell) == 0 && grid.mask(cell).count_ones() >= 2 {
                    groups.push(bits(grid.mask(cell)).map(|d| (cell, d)).collect());
                }
            }
            for unit in UNIT_SETS {
                for digit in 1..=9 {
                    let places = grid.cells_with(digit) & unit;
                    if places.len() >= 2 {
                        groups.push(places.iter().map(|c| (c, digit)).collect());
                    }
                }
            }
            for group in groups {
                let meet = overlaps.meet(&mut reach, group.iter().copied());
                if branches_meet(&grid, &group) {
                    shared += 1;
                    assert!(meet, "{text}: {group:?}");
                } else if !meet {
                    told += 1;
                }
            }
        }
        // Both kinds occur: the test can fail, and the filter skips work.
        assert!(shared > 0 && told > 0, "shared {shared}, skipped {told}");
    }
}
