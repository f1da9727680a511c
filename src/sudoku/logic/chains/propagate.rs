//! Propagation of an assumption to its fixpoint, as SE's multiple, Nishio and
//! dynamic chains do it: every consequence "on" and "off" once, "on" nodes
//! taken before "off" ones, and a contradiction (a node both on and off)
//! ending the propagation.
//!
//! In dynamic mode every "off" node, when it is taken, removes its candidate
//! from a working copy of the grid, so that later "only remaining place or
//! value" links see the reduced grid; such a link then also follows from the
//! "off" nodes that removed the other candidates of its cell or unit (its
//! hidden parents), which SE's complexity counts.

use super::super::candidates::Candidates;
use super::super::deadline;
use super::graph::Graph;
use super::links::{bits, off_to_on, on_to_off};
use super::nested::{self, NestedChain, Stall};
use super::node::{ChainNode, Node, NodeSet, Via, NODES};

/// How the links work.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Rules {
    /// Cell links (other digits of a cell off; a bivalue cell's other digit on).
    pub cell_links: bool,
    /// Off nodes leave the working grid as they are taken.
    pub dynamic: bool,
    /// SE's nesting level: 1 runs the simple techniques on the working grid
    /// when the propagation stalls.
    pub level: u8,
}

/// The consequences of one assumption (or of several, taken together).
#[derive(Clone, Debug)]
pub(crate) struct Branch {
    pub graph: Graph,
    on: NodeSet,
    off: NodeSet,
    /// The entry of each node in `on` or `off`.
    entry: Vec<u32>,
    /// The entries of the "on" and "off" nodes, in the order found.
    pub on_order: Vec<u32>,
    pub off_order: Vec<u32>,
    /// SE's complexity of entries already asked for (0: not yet).
    memo: Vec<u32>,
    /// The chains nested techniques used (levels 2-5), and the entries they
    /// derived: (entry, chain), by entry.
    chains: Vec<NestedChain>,
    chain_of: Vec<(u32, u32)>,
    /// By entry, what a nesting level's filter of hints knows of its
    /// derivation (see `multiple/sink.rs`); made as asked, cleared with the
    /// branch.
    pub lossy: Vec<u8>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Vec<Scratch>> = const { std::cell::RefCell::new(Vec::new()) };
}

#[cfg(test)]
pub(crate) fn pool_len() -> usize {
    SCRATCH.with(|s| s.borrow().len())
}

/// Frees the pooled scratch vectors (see [`super::PoolScope`]).
pub(crate) fn release_pool() {
    SCRATCH.with(|s| *s.borrow_mut() = Vec::new());
}

/// A propagation's working vectors.
#[derive(Default)]
struct Scratch {
    fresh: Vec<(Node, Via)>,
    parents: Vec<u32>,
    stall: Stall,
}

impl Default for Branch {
    fn default() -> Branch {
        Branch::new()
    }
}

impl Branch {
    pub fn new() -> Branch {
        Branch {
            graph: Graph::new(),
            on: NodeSet::new(),
            off: NodeSet::new(),
            entry: vec![0; NODES],
            on_order: Vec::new(),
            off_order: Vec::new(),
            memo: Vec::new(),
            chains: Vec::new(),
            chain_of: Vec::new(),
            lossy: Vec::new(),
        }
    }

    fn clear(&mut self) {
        self.graph.clear();
        self.on.clear();
        self.off.clear();
        self.on_order.clear();
        self.off_order.clear();
        self.memo.clear();
        self.chains.clear();
        self.chain_of.clear();
        self.lossy.clear();
    }

    /// A nested chain of the branch.
    pub fn chain(&self, index: u32) -> &NestedChain {
        &self.chains[index as usize]
    }

    /// The nested chains that the derivation of `entries` uses (with
    /// repeats when two entries came from one chain).
    pub fn nested_chains(&mut self, entries: &[u32]) -> Vec<u32> {
        if self.chain_of.is_empty() {
            return Vec::new();
        }
        let ancestors = self.graph.ancestors(entries);
        self.chain_of
            .iter()
            .filter(|(e, _)| ancestors.binary_search(e).is_ok())
            .map(|&(_, c)| c)
            .collect()
    }

    /// The entry of `node` when the branch implies it.
    #[inline]
    pub fn get(&self, node: Node) -> Option<u32> {
        let set = if node.is_on() { &self.on } else { &self.off };
        set.contains(node).then(|| self.entry[node.index()])
    }

    fn add(&mut self, node: Node, via: Via, parents: &[u32]) -> u32 {
        // Most entries have one parent: pushed without a slice copy.
        let e = match *parents {
            [parent] => self.graph.push1(node, via, parent),
            _ => self.graph.push(node, via, parents),
        };
        self.entry[node.index()] = e;
        if node.is_on() {
            self.on.insert(node);
            self.on_order.push(e);
        } else {
            self.off.insert(node);
            self.off_order.push(e);
        }
        e
    }

    /// SE's complexity of the derivation of `entry`: its distinct ancestors.
    pub fn complexity(&mut self, entry: u32) -> usize {
        let e = entry as usize;
        if self.memo.len() <= e {
            self.memo.resize(e + 1, 0);
        }
        if self.memo[e] == 0 {
            self.memo[e] = self.graph.complexity(&[entry]) as u32;
        }
        self.memo[e] as usize
    }

    /// The record of the derivation of `targets`.
    pub fn record(&mut self, targets: &[u32]) -> Vec<ChainNode> {
        self.graph.record(targets)
    }

    /// The first-parent line from the assumption to `entry`.
    pub fn line(&self, entry: u32) -> Vec<u32> {
        self.graph.line(entry)
    }

    /// Propagates `assumption` in `state`; the contradiction found, if any,
    /// as the entries (on, off) of the node implied both ways (the one met
    /// second is an entry of its own, outside the branch's sets).
    #[inline(never)]
    pub fn propagate(
        &mut self,
        state: &Candidates,
        assumption: Node,
        rules: Rules,
    ) -> Option<(u32, u32)> {
        // Working vectors from a pool (one a nesting depth), not one set
        // a branch: the caches hold many branches.
        let mut scratch = SCRATCH.with(|s| s.borrow_mut().pop()).unwrap_or_default();
        let found = self.run(state, assumption, rules, &mut scratch);
        SCRATCH.with(|s| s.borrow_mut().push(scratch));
        found
    }

    fn run(
        &mut self,
        state: &Candidates,
        assumption: Node,
        rules: Rules,
        scratch: &mut Scratch,
    ) -> Option<(u32, u32)> {
        self.clear();
        self.add(assumption, Via::Assumption, &[]);
        // Past a rating's deadline: the branch is the assumption alone (sound,
        // and the walk throws away whatever the search makes of it).
        if deadline::passed() {
            return None;
        }
        let mut grid = *state;
        let (mut next_on, mut next_off) = (0usize, 0usize);
        let Scratch {
            fresh,
            parents,
            stall,
        } = scratch;
        if rules.level >= 1 {
            stall.seen.start(state);
        }
        loop {
            if next_on < self.on_order.len() {
                let e = self.on_order[next_on];
                next_on += 1;
                on_to_off(&grid, self.graph.node(e), rules.cell_links, fresh);
                for &(n, via) in fresh.iter() {
                    if let Some(on) = self.get(n.conjugate()) {
                        let off = self.graph.push(n, via, &[e]);
                        return Some((on, off));
                    }
                    if self.get(n).is_none() {
                        self.add(n, via, &[e]);
                    }
                }
            } else if next_off < self.off_order.len() {
                let e = self.off_order[next_off];
                next_off += 1;
                let node = self.graph.node(e);
                off_to_on(&grid, node, rules.cell_links, true, fresh);
                if rules.dynamic {
                    grid.eliminate(node.cell(), node.digit());
                }
                for &(n, via) in fresh.iter() {
                    parents.clear();
                    parents.push(e);
                    if rules.dynamic {
                        self.hidden_parents(state, &grid, n, via, node, parents);
                    }
                    if let Some(off) = self.get(n.conjugate()) {
                        let on = self.graph.push(n, via, parents);
                        return Some((on, off));
                    }
                    if self.get(n).is_none() {
                        self.add(n, via, parents);
                    }
                }
            } else if rules.level >= 1 {
                // The nested searches start here, again and again: past the
                // deadline the branch keeps what it has.
                if deadline::passed() {
                    return None;
                }
                nested::at_stall(state, &grid, rules.level, stall);
                let mut added = false;
                let first_chain = self.chains.len() as u32;
                self.chains.append(&mut stall.chains);
                for (i, (n, from)) in stall.derived.iter().enumerate() {
                    if self.get(*n).is_some() {
                        continue;
                    }
                    parents.clear();
                    parents.extend(from.iter().filter_map(|&p| self.get(p)));
                    debug_assert_eq!(parents.len(), from.len());
                    let e = self.add(*n, Via::Technique, parents);
                    if let Some(c) = stall.chain_of[i] {
                        self.chain_of.push((e, first_chain + c));
                    }
                    added = true;
                }
                if !added {
                    return None;
                }
            } else {
                return None;
            }
        }
    }

    /// The "off" nodes that removed the other candidates of the cell or unit
    /// of a link to `n` (all of them taken before `taken`, the link's own
    /// parent, which `grid` has already lost and is left out).
    fn hidden_parents(
        &self,
        state: &Candidates,
        grid: &Candidates,
        n: Node,
        via: Via,
        taken: Node,
        parents: &mut Vec<u32>,
    ) {
        match via {
            Via::Cell => {
                let cell = n.cell();
                for d in bits(state.mask(cell) & !grid.mask(cell)) {
                    let gone = Node::new(cell, d, false);
                    if gone != taken {
                        if let Some(p) = self.get(gone) {
                            parents.push(p);
                        }
                    }
                }
            }
            Via::Unit(u) => {
                let d = n.digit();
                let lost = state.places_in(usize::from(u), d) - grid.places_in(usize::from(u), d);
                for c in lost.iter() {
                    let gone = Node::new(c, d, false);
                    if gone != taken {
                        if let Some(p) = self.get(gone) {
                            parents.push(p);
                        }
                    }
                }
            }
            Via::Assumption | Via::Technique => {}
        }
    }
}
