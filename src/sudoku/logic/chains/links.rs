//! The links of Sudoku Explainer's chains, in SE's order (it decides which
//! derivation a breadth-first search records first):
//!
//! - on -> off ("weak"): the other candidates of the cell (only when cell
//!   links are allowed), then the digit's other places in the node's box,
//!   row and column, in that order, each cell once (under the first unit that
//!   reaches it);
//! - off -> on ("strong"): the other candidate of a bivalue cell (the "Y"
//!   link, when cell links are allowed), then the digit's other place in a
//!   box, row or column where it has exactly two (the "X" link).

use super::super::candidates::Candidates;
use super::super::cells::{units_of, CellSet, UNIT_SETS};
use super::node::{Node, Via, NODES};

/// The digits of a mask, ascending, by its set bits.
pub(crate) fn bits(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let d = mask.trailing_zeros() as u8 + 1;
            mask &= mask - 1;
            d
        })
    })
}

/// SE's order of a cell's units: its box, its row, its column.
pub(crate) fn se_units(cell: usize) -> [usize; 3] {
    let [row, column, block] = units_of(cell);
    [block, row, column]
}

/// The nodes an "on" node makes "off", in SE's order, with their link
/// (in `out`, cleared first).
pub(crate) fn on_to_off(
    state: &Candidates,
    node: Node,
    cell_links: bool,
    out: &mut Vec<(Node, Via)>,
) {
    out.clear();
    each_on_to_off(state, node, cell_links, |n, via| out.push((n, via)));
}

/// [`on_to_off`], each link given to `found`.
#[inline(always)]
fn each_on_to_off(
    state: &Candidates,
    node: Node,
    cell_links: bool,
    mut found: impl FnMut(Node, Via),
) {
    let (cell, digit) = (node.cell(), node.digit());
    if cell_links {
        for d in bits(state.mask(cell)) {
            if d != digit {
                found(Node::new(cell, d, false), Via::Cell);
            }
        }
    }
    let mut seen = CellSet::single(cell);
    for unit in se_units(cell) {
        let places = state.places_in(unit, digit) - seen;
        for other in places.iter() {
            found(Node::new(other, digit, false), Via::Unit(unit as u8));
        }
        seen |= UNIT_SETS[unit];
    }
}

/// The nodes an "off" node makes "on", in SE's order, with their link (in
/// `out`, cleared first):
/// `cell_links` allows the bivalue cell's link, `unit_links` the links of
/// a digit's two places in a unit.
pub(crate) fn off_to_on(
    state: &Candidates,
    node: Node,
    cell_links: bool,
    unit_links: bool,
    out: &mut Vec<(Node, Via)>,
) {
    out.clear();
    each_off_to_on(state, node, cell_links, unit_links, |n, via| {
        out.push((n, via))
    });
}

/// [`off_to_on`], each link given to `found`.
#[inline(always)]
fn each_off_to_on(
    state: &Candidates,
    node: Node,
    cell_links: bool,
    unit_links: bool,
    mut found: impl FnMut(Node, Via),
) {
    let (cell, digit) = (node.cell(), node.digit());
    if cell_links {
        let mask = state.mask(cell);
        if mask.count_ones() == 2 {
            // The first candidate, or the second when the first is the node's
            // (SE's reading, which also holds when the node's digit is gone).
            let mut two = bits(mask);
            let first = two.next().unwrap_or(digit);
            let other = if first == digit {
                two.next().unwrap_or(digit)
            } else {
                first
            };
            found(Node::new(cell, other, true), Via::Cell);
        }
    }
    if unit_links {
        let mut reached = CellSet::EMPTY;
        for unit in se_units(cell) {
            let places = state.places_in(unit, digit);
            if places.len() == 2 {
                let mut two = places.iter();
                let first = two.next().unwrap_or(cell);
                let other = if first == cell {
                    two.next().unwrap_or(cell)
                } else {
                    first
                };
                if !reached.contains(other) {
                    reached.insert(other);
                    found(Node::new(other, digit, true), Via::Unit(unit as u8));
                }
            }
        }
    }
}

/// Every candidate's links in one state, for searches that expand the same
/// nodes again and again (the static chains: one search per assumption):
/// an "on" node's [`on_to_off`], an "off" node's [`off_to_on`].
pub(crate) struct LinkTable {
    /// `starts[n]..starts[n + 1]`: node `n`'s links in `links`.
    starts: Vec<u32>,
    links: Vec<(Node, Via)>,
}

impl LinkTable {
    /// An empty table (no node has links).
    pub fn new() -> LinkTable {
        LinkTable {
            starts: vec![0; NODES + 1],
            links: Vec::new(),
        }
    }

    /// Fills the table with the links of `state`'s candidates under these
    /// rules: [`off_to_on`] and [`on_to_off`] of each, written in place.
    pub fn build(&mut self, state: &Candidates, cell_links: bool, unit_links: bool) {
        self.links.clear();
        for cell in 0..81 {
            let mask = state.mask(cell);
            for digit in 1..=9u8 {
                let off = Node::new(cell, digit, false);
                let links = &mut self.links;
                self.starts[off.index()] = links.len() as u32;
                if mask & 1 << (digit - 1) == 0 {
                    self.starts[off.index() + 1] = links.len() as u32;
                    continue;
                }
                each_off_to_on(state, off, cell_links, unit_links, |n, via| {
                    links.push((n, via))
                });
                self.starts[off.index() + 1] = links.len() as u32;
                each_on_to_off(state, off.conjugate(), cell_links, |n, via| {
                    links.push((n, via))
                });
            }
        }
        self.starts[NODES] = self.links.len() as u32;
    }

    /// The links of `node` (a candidate of the state the table was built on).
    pub fn of(&self, node: Node) -> &[(Node, Via)] {
        let i = node.index();
        &self.links[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}
