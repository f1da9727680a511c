//! SE's nesting levels 2-5: when a dynamic propagation stalls, whole chain
//! producers run on its reduced grid (after the four simple techniques of
//! level 1, see [`super::advanced`]), and every candidate their hints
//! remove becomes an "off" node of the propagation.
//!
//! - level 2 "(+ Forcing Chains)": the static chains and cycles of producer
//!   21;
//! - level 3 "(+ Multiple Forcing Chains)": those, then static cell and region
//!   forcing chains;
//! - level 4 "(+ Dynamic Forcing Chains)": dynamic forcing chains instead;
//! - level 5 "(+ Dynamic Forcing Chains (+ Forcing Chains))": those, then
//!   dynamic forcing chains of level 2.
//!
//! As in SE, the first of these rules that finds a hint gives all its hints,
//! sorted as SE sorts chain hints (rating, complexity, kind; ties in the
//! order found), and each removal keeps the first hint that removes it. A
//! hint's removals follow from its *rule parents*: the candidates the
//! propagation removed that the hint's chain relies on (for each "on" node
//! of the chain, what its cell or unit lost since the propagation began). A
//! hint that relies on none would hold without the propagation: SE leaves it
//! out. The outer chain's complexity adds each distinct nested chain's own.

use super::super::candidates::Candidates;
use super::super::cells::UNIT_SETS;
use super::advanced;
use super::graph::Graph;
use super::links::bits;
use super::node::{Node, NodeSet, Via};
use super::{cycles, multiple, Key};

/// A chain used as one inference inside another, as SE tells two apart
/// (its targets and, for each, its nodes in breadth-first order from the
/// target) and counts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NestedChain {
    /// The identity: a tag per target, then the target's nodes.
    pub key: Vec<u16>,
    /// SE's complexity of the nested hint (its own nested chains included).
    pub complexity: u32,
    /// The nested hint's technique name and conclusion, for the text.
    pub summary: String,
}

/// The start of a target's nodes in a [`NestedChain::key`].
pub(crate) const TARGET_TAG: u16 = u16::MAX;

/// A hint found on a reduced grid.
#[derive(Clone, Debug)]
pub(crate) struct NestedHint {
    pub key: Key,
    /// What it removes, by cell then digit.
    pub removals: Vec<(usize, u8)>,
    /// Its rule parents ("off" nodes of the propagation), in SE's order.
    pub parents: Vec<Node>,
    pub chain: NestedChain,
}

/// What the techniques of a nesting level derive at a stall.
#[derive(Default, Debug)]
pub(crate) struct Stall {
    /// Each removal with the "off" nodes it follows from, in SE's order.
    pub derived: Vec<(Node, Vec<Node>)>,
    /// For each removal, the index of its nested chain in `chains`, if any.
    pub chain_of: Vec<Option<u32>>,
    pub chains: Vec<NestedChain>,
}

impl Stall {
    fn clear(&mut self) {
        self.derived.clear();
        self.chain_of.clear();
        self.chains.clear();
    }
}

/// The removals of `level`'s techniques on `grid`, the reduced grid of a
/// propagation from `initial`.
pub(crate) fn at_stall(initial: &Candidates, grid: &Candidates, level: u8, out: &mut Stall) {
    out.clear();
    advanced::level_one(initial, grid, &mut out.derived);
    if !out.derived.is_empty() || level < 2 {
        out.chain_of.resize(out.derived.len(), None);
        return;
    }
    let mut hints = Vec::new();
    let rules: &[Rule] = match level {
        2 => &[Rule::Static],
        3 => &[Rule::Static, Rule::Multiple],
        4 => &[Rule::Dynamic],
        _ => &[Rule::Dynamic, Rule::DynamicLevel2],
    };
    for rule in rules {
        match rule {
            Rule::Static => cycles::all_hints(grid, initial, &mut hints),
            Rule::Multiple => {
                multiple::all_hints(grid, initial, multiple::Mode::Multiple, &mut hints)
            }
            Rule::Dynamic => {
                multiple::all_hints(grid, initial, multiple::Mode::Dynamic, &mut hints)
            }
            Rule::DynamicLevel2 => {
                multiple::all_hints(grid, initial, multiple::Mode::Nested(2), &mut hints)
            }
        }
        if !hints.is_empty() {
            break;
        }
    }
    // SE's sort, stable: rating, complexity, kind.
    let mut order: Vec<usize> = Vec::with_capacity(hints.len());
    for i in 0..hints.len() {
        let at = order
            .iter()
            .position(|&j| hints[i].key.before(&hints[j].key))
            .unwrap_or(order.len());
        order.insert(at, i);
    }
    for i in order {
        let hint = &mut hints[i];
        let chain = out.chains.len() as u32;
        out.chains.push(std::mem::take(&mut hint.chain));
        for &(cell, digit) in &hint.removals {
            out.derived
                .push((Node::new(cell, digit, false), hint.parents.clone()));
            out.chain_of.push(Some(chain));
        }
    }
}

impl Default for NestedChain {
    fn default() -> NestedChain {
        NestedChain {
            key: Vec::new(),
            complexity: 0,
            summary: String::new(),
        }
    }
}

/// The nested rules after level 1's simple techniques.
enum Rule {
    Static,
    Multiple,
    Dynamic,
    DynamicLevel2,
}

/// Why an "on" node holds, as SE's rule parents read it.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Cause {
    /// The cell's only candidate left: the cell's lost candidates.
    Cell,
    /// The digit's only place left in the unit: the unit's lost places.
    Unit(usize),
}

impl Cause {
    /// The cause of a link, if it has one.
    pub fn of(via: Via) -> Option<Cause> {
        match via {
            Via::Cell => Some(Cause::Cell),
            Via::Unit(u) => Some(Cause::Unit(usize::from(u))),
            Via::Assumption | Via::Technique => None,
        }
    }
}

/// The rule parents of a hint, collected without repeats in SE's order.
pub(crate) struct RuleParents<'a> {
    initial: &'a Candidates,
    current: &'a Candidates,
    seen: NodeSet,
    pub nodes: Vec<Node>,
}

impl<'a> RuleParents<'a> {
    pub fn new(initial: &'a Candidates, current: &'a Candidates) -> RuleParents<'a> {
        RuleParents {
            initial,
            current,
            seen: NodeSet::new(),
            nodes: Vec::new(),
        }
    }

    /// What "on" node `node`, holding by `cause`, relies on.
    pub fn add(&mut self, node: Node, cause: Cause) {
        let cell = node.cell();
        match cause {
            Cause::Cell => {
                for d in bits(self.initial.mask(cell) & !self.current.mask(cell)) {
                    self.push(Node::new(cell, d, false));
                }
            }
            Cause::Unit(u) => {
                let d = node.digit();
                let lost = (self.initial.cells_with(d) - self.current.cells_with(d)) & UNIT_SETS[u];
                for c in lost.iter() {
                    self.push(Node::new(c, d, false));
                }
            }
        }
    }

    fn push(&mut self, node: Node) {
        if self.seen.insert(node) {
            self.nodes.push(node);
        }
    }
}

/// SE's breadth-first walk of a target's derivation (each node once, by
/// node): the entries in the order visited.
pub(crate) fn walk(graph: &Graph, target: u32, out: &mut Vec<u32>) {
    out.clear();
    let mut done = NodeSet::new();
    let mut todo = vec![target];
    let mut next = Vec::new();
    while !todo.is_empty() {
        for &e in &todo {
            if done.insert(graph.node(e)) {
                out.push(e);
                next.extend_from_slice(graph.parents(e));
            }
        }
        std::mem::swap(&mut todo, &mut next);
        next.clear();
    }
}
