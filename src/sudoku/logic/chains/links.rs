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
use super::node::{Node, NodeSet, Via, NODES};

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

/// Candidates' links in one state, for searches that expand the same nodes
/// again and again (the static chains: one search per assumption): an "on"
/// node's [`on_to_off`], an "off" node's [`off_to_on`], each listed the
/// first time a search asks (most searches on a reduced grid expand a part
/// of it).
pub(crate) struct LinkTable {
    cell_links: bool,
    unit_links: bool,
    /// The nodes whose links are listed.
    listed: NodeSet,
    /// `spans[n]`: node `n`'s links in `links`, once listed.
    spans: Vec<(u32, u32)>,
    links: Vec<(Node, Via)>,
}

impl LinkTable {
    /// An empty table.
    pub fn new() -> LinkTable {
        LinkTable {
            cell_links: true,
            unit_links: true,
            listed: NodeSet::new(),
            spans: vec![(0, 0); NODES],
            links: Vec::new(),
        }
    }

    /// Forgets every node's links: the next are of a new state, under these
    /// rules.
    pub fn reset(&mut self, cell_links: bool, unit_links: bool) {
        self.cell_links = cell_links;
        self.unit_links = unit_links;
        self.listed.clear();
        self.links.clear();
    }

    /// The links of `node` in `state` (the same state since the last
    /// [`LinkTable::reset`]).
    #[inline]
    pub fn of(&mut self, state: &Candidates, node: Node) -> &[(Node, Via)] {
        if !self.listed.contains(node) {
            self.list(state, node);
        }
        let (start, end) = self.spans[node.index()];
        &self.links[start as usize..end as usize]
    }

    #[inline(never)]
    fn list(&mut self, state: &Candidates, node: Node) {
        let start = self.links.len() as u32;
        let links = &mut self.links;
        if state.has(node.cell(), node.digit()) {
            if node.is_on() {
                each_on_to_off(state, node, self.cell_links, |n, via| links.push((n, via)));
            } else {
                each_off_to_on(state, node, self.cell_links, self.unit_links, |n, via| {
                    links.push((n, via))
                });
            }
        }
        self.spans[node.index()] = (start, self.links.len() as u32);
        self.listed.insert(node);
    }
}
