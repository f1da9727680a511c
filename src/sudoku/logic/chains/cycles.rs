//! Producer 21 of SE, "Forcing Chains & Cycles": static chains from one
//! assumption, in three passes over every candidate of every open cell (cells
//! row by row, digits ascending):
//!
//! 1. X links only (one digit): bidirectional X-cycles (6.5, "Generalized
//!    X-Wing" on four cells) and forcing X-chains (6.6, "Turbot Fish" at six
//!    nodes);
//! 2. cell links only (bivalue cells): bidirectional Y-cycles (6.5), from
//!    bivalue cells only; forcing Y-chains cannot exist;
//! 3. both: bidirectional cycles and forcing chains (7.0).
//!
//! A cycle closes when the breadth-first search from "c is d" comes back to
//! it after at least four links; it removes the candidates (outside the
//! cycle's cells) that see an "on" and an "off" node of their digit. A
//! forcing chain reaches the assumption's negation: "c is d" implies "c is
//! not d" (d leaves c), or "c is not d" implies "c is d" (d is placed). Of all
//! the hints that remove something, SE's sort picks the cheapest: rating,
//! then complexity (distinct nodes), then kind (X 2, Y 3, X+Y 4), then
//! discovery order. The same searches serve the nesting levels ([`rule`]).

use super::super::candidates::Candidates;
use super::super::cells::{digits, CellSet, PEERS};
use super::super::step::{Step, Technique};
use super::graph::{Graph, NONE};
use super::links::LinkTable;
use super::node::{Node, NodeSet, Via, NODES};
use super::text;
use super::{length_bonus, Key};

mod rule;
pub(crate) use rule::{all_hints, release_pool};

/// The links a pass uses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Pass {
    /// Cell links: other digits of a cell (on -> off), bivalue cells (off -> on).
    y: bool,
    /// Unit links: a digit's two places in a unit (off -> on).
    x: bool,
}

impl Pass {
    /// SE's sort key of the pass's hints.
    fn kind(self) -> u8 {
        match (self.x, self.y) {
            (true, true) => 4,
            (false, true) => 3,
            _ => 2,
        }
    }

    /// SE's base rating of the pass's cycles: 7.0 with both kinds of link.
    fn cycle_base(self) -> f64 {
        if self.x && self.y {
            7.0
        } else {
            6.5
        }
    }

    /// SE's base rating of the pass's forcing chains (X links always).
    fn chain_base(self) -> f64 {
        if self.y {
            7.0
        } else {
            6.6
        }
    }

    /// Whether the pass's searches start from `cell` of `state`: an open
    /// cell of two candidates or more, and without unit links (Y-cycles) a
    /// bivalue cell only.
    fn starts_in(self, state: &Candidates, cell: usize) -> bool {
        let count = state.mask(cell).count_ones();
        state.value(cell) == 0 && count >= 2 && (self.x || count == 2)
    }

    /// Whether the pass uses the link `via` from node `from`: X has no cell
    /// links, Y no unit links to "on" nodes.
    fn allows(self, from: Node, via: Via) -> bool {
        match via {
            Via::Cell => self.y,
            _ => self.x || from.is_on(),
        }
    }
}

const PASSES: [Pass; 3] = [
    Pass { y: false, x: true },
    Pass { y: true, x: false },
    Pass { y: true, x: true },
];

/// The search's working sets, reused from one assumption to the next.
struct Search {
    graph: Graph,
    on: NodeSet,
    off: NodeSet,
    pending_on: Vec<u32>,
    pending_off: Vec<u32>,
    /// The cycle search's "off" derivations of the next phase, not yet
    /// entries: (node, link, parent entry).
    next_off: Vec<(Node, Via, u32)>,
    /// For an "off" node the cycle search has expanded: its link back to
    /// the assumption, if it has one.
    closes: Vec<Option<Via>>,
    /// The links of the current pass, or of every pass (the pass keeps its
    /// kinds as the search goes).
    links: LinkTable,
    pass: Pass,
}

impl Search {
    fn boxed() -> Box<Search> {
        Box::new(Search::new())
    }

    fn new() -> Search {
        Search {
            graph: Graph::new(),
            on: NodeSet::new(),
            off: NodeSet::new(),
            pending_on: Vec::new(),
            pending_off: Vec::new(),
            next_off: Vec::new(),
            closes: vec![None; NODES],
            links: LinkTable::new(),
            pass: PASSES[2],
        }
    }

    fn reset(&mut self, source: Node) -> u32 {
        self.graph.clear();
        self.on.clear();
        self.off.clear();
        self.pending_on.clear();
        self.pending_off.clear();
        self.next_off.clear();
        let root = self.graph.push(source, Via::Assumption, &[]);
        if source.is_on() {
            self.on.insert(source);
            self.pending_on.push(root);
        } else {
            self.off.insert(source);
            self.pending_off.push(root);
        }
        root
    }

    /// The cycles through "on" node `source`: the entries (of `source`
    /// again) that close them, in the order found. SE's search keeps every
    /// "off" derivation that does not walk back up its own line, each "on"
    /// node once, by the links of the pass's table.
    /// `wins(c)` says whether a hint of complexity `c` could still be taken
    /// (the search stops at the length where none could: a cycle closed
    /// after `n` links has `n` nodes).
    #[inline(never)]
    fn cycles(
        &mut self,
        grid: &Candidates,
        source: Node,
        wins: impl Fn(usize) -> bool,
        closing: &mut Vec<u32>,
    ) {
        self.reset(source);
        closing.clear();
        let mut length = 0;
        while !self.pending_on.is_empty() || !self.next_off.is_empty() {
            if length + 2 >= 4 && !wins(length + 2) {
                break;
            }
            length += 1;
            // The "off" derivations become entries only when they are used
            // (most reach an "off" node again and close nothing).
            let pass = self.pass;
            for i in 0..self.pending_on.len() {
                let e = self.pending_on[i];
                let node = self.graph.node(e);
                for &(n, via) in self.links.of(grid, node) {
                    if pass.allows(node, via) {
                        self.next_off.push((n, via, e));
                    }
                }
            }
            self.pending_on.clear();
            length += 1;
            for i in 0..self.next_off.len() {
                let (x, via, parent) = self.next_off[i];
                // An "off" node reached again (by another line) leads to the
                // "on" nodes its first entry reached: only its link back to
                // the assumption, if any, closes one more cycle, unless the
                // line walks back up itself. A new "off" node cannot be on
                // the line above (the line's "off" nodes are all in `off`).
                if self.off.contains(x) {
                    if let (true, Some(back)) = (length >= 4, self.closes[x.index()]) {
                        if !self.graph.is_above(parent, x) {
                            let e = self.graph.push1(x, via, parent);
                            closing.push(self.graph.push1(source, back, e));
                        }
                    }
                    continue;
                }
                self.off.insert(x);
                let e = self.graph.push1(x, via, parent);
                let fresh = self.links.of(grid, x);
                self.closes[x.index()] = fresh
                    .iter()
                    .find(|f| f.0 == source && pass.allows(x, f.1))
                    .map(|f| f.1);
                for &(n, via) in fresh {
                    if !pass.allows(x, via) {
                        continue;
                    }
                    if length >= 4 && n == source {
                        closing.push(self.graph.push1(n, via, e));
                    }
                    if self.on.insert(n) {
                        let child = self.graph.push1(n, via, e);
                        self.pending_on.push(child);
                    }
                }
            }
            self.next_off.clear();
        }
    }

    /// The forcing chain from `source` to its negation, if any: the entry
    /// of the negation, first found breadth-first (by the links of the
    /// pass's table).
    /// `wins(c)` as for [`Search::cycles`]: a target derived at depth `d`
    /// has `d + 1` nodes.
    #[inline(never)]
    fn forcing(
        &mut self,
        grid: &Candidates,
        source: Node,
        wins: impl Fn(usize) -> bool,
    ) -> Option<u32> {
        self.reset(source);
        let target = source.conjugate();
        // The depth of the entries the next phase derives.
        let mut depth = 1;
        while !self.pending_on.is_empty() || !self.pending_off.is_empty() {
            if !self.pending_on.is_empty() {
                if !wins(depth + 1) {
                    return None;
                }
                depth += 1;
            }
            let pass = self.pass;
            for i in 0..self.pending_on.len() {
                let e = self.pending_on[i];
                let node = self.graph.node(e);
                for &(n, via) in self.links.of(grid, node) {
                    if !pass.allows(node, via) {
                        continue;
                    }
                    if n == target {
                        return Some(self.graph.push1(n, via, e));
                    }
                    // Every "off" node of the line above `e` is in `off`
                    // already: no need to walk the line as the cycles do.
                    if self.off.insert(n) {
                        let child = self.graph.push1(n, via, e);
                        self.pending_off.push(child);
                    }
                }
            }
            self.pending_on.clear();
            for i in 0..self.pending_off.len() {
                let e = self.pending_off[i];
                let node = self.graph.node(e);
                for &(n, via) in self.links.of(grid, node) {
                    if !pass.allows(node, via) {
                        continue;
                    }
                    if n == target {
                        return Some(self.graph.push1(n, via, e));
                    }
                    if self.on.insert(n) {
                        let child = self.graph.push1(n, via, e);
                        self.pending_on.push(child);
                    }
                }
            }
            self.pending_off.clear();
        }
        None
    }
}

/// The candidates a cycle removes: those outside the cycle's cells that see
/// an "on" node and an "off" node of their digit (SE's reading of a cycle
/// that holds both ways).
#[inline(never)]
fn cycle_eliminations(state: &Candidates, graph: &Graph, line: &[u32]) -> Vec<(u8, u8)> {
    let mut cells = CellSet::EMPTY;
    for &e in line {
        cells.insert(graph.node(e).cell());
    }
    let mut seen_on = [CellSet::EMPTY; 9];
    let mut seen_off = [CellSet::EMPTY; 9];
    for &e in &line[1..] {
        let n = graph.node(e);
        let d = usize::from(n.digit() - 1);
        let reach = (PEERS[n.cell()] & state.cells_with(n.digit())) - cells;
        if n.is_on() {
            seen_on[d] |= reach;
        } else {
            seen_off[d] |= reach;
        }
    }
    // Cell by cell, digits ascending; most cycles remove nothing.
    let both: [CellSet; 9] = std::array::from_fn(|i| seen_on[i] & seen_off[i]);
    let any = both.iter().fold(CellSet::EMPTY, |all, &b| all | b);
    let mut out = Vec::new();
    for cell in any.iter() {
        for d in digits(state.mask(cell)) {
            if both[usize::from(d - 1)].contains(cell) {
                out.push((cell as u8, d));
            }
        }
    }
    out
}

/// The cheapest hint found so far.
struct Best {
    key: Key,
    step: Option<Step>,
}

impl Best {
    /// Whether a hint with `key` would be taken before the best one.
    fn beaten_by(&self, key: Key) -> bool {
        self.step.is_none() || key.before(&self.key)
    }

    /// Whether a hint of a family (`base`, `kind`) with `complexity` nodes
    /// would be taken before the best one.
    fn beaten_at(&self, base: f64, kind: u8, complexity: usize) -> bool {
        self.beaten_by(Key::new(base + length_bonus(complexity), complexity, kind))
    }
}

/// SE's "Forcing Chains & Cycles" producer: its cheapest hint.
pub(crate) fn find_forcing_chains_and_cycles(state: &Candidates) -> Option<Step> {
    let mut search = Search::new();
    let mut best = Best {
        key: Key::default(),
        step: None,
    };
    for pass in PASSES {
        // The state is the same for every assumption: each node's links are
        // listed once, when a search first needs them.
        search.links.reset(pass.y, pass.x);
        search.pass = pass;
        for cell in 0..81 {
            if !pass.starts_in(state, cell) {
                continue;
            }
            let (cycle_base, chain_base) = (pass.cycle_base(), pass.chain_base());
            for digit in digits(state.mask(cell)) {
                // The shortest hints: a cycle of 4 nodes, a chain of 3.
                let could_win = best.beaten_at(cycle_base, pass.kind(), 4)
                    || (pass.x && best.beaten_at(chain_base, pass.kind(), 3));
                if !could_win {
                    break;
                }
                let source = Node::new(cell, digit, true);
                cycles_from(state, &mut search, source, pass, &mut best);
                if pass.x {
                    for from in [source, source.conjugate()] {
                        let wins = |c| best.beaten_at(chain_base, pass.kind(), c);
                        if let Some(target) = search.forcing(state, from, wins) {
                            forcing_hint(state, &mut search.graph, target, pass, &mut best);
                        }
                    }
                }
            }
        }
    }
    best.step
}

/// The cycles through `source` as hints, each compared with the best.
#[inline(never)]
fn cycles_from(state: &Candidates, search: &mut Search, source: Node, pass: Pass, best: &mut Best) {
    let base = pass.cycle_base();
    let mut closing = Vec::new();
    search.cycles(
        state,
        source,
        |c| best.beaten_at(base, pass.kind(), c),
        &mut closing,
    );
    for end in closing {
        let complexity = search.graph.line_complexity(end);
        let key = Key::new(base + length_bonus(complexity), complexity, pass.kind());
        if !best.beaten_by(key) {
            continue;
        }
        let line = search.graph.line(end);
        let eliminate = cycle_eliminations(state, &search.graph, &line);
        if eliminate.is_empty() {
            continue;
        }
        let cells: Vec<u8> = {
            let mut seen = CellSet::EMPTY;
            let mut cells = Vec::new();
            for &e in &line[1..] {
                let c = search.graph.node(e).cell();
                if !seen.contains(c) {
                    seen.insert(c);
                    cells.push(c as u8);
                }
            }
            cells
        };
        let technique = match (pass.x, pass.y) {
            (true, true) => Technique::BidirectionalCycle,
            (false, true) => Technique::BidirectionalYCycle,
            _ if cells.len() == 4 => Technique::GeneralizedXWing,
            _ => Technique::BidirectionalXCycle,
        };
        let mut step = Step::new(technique);
        step.rating = key.rating;
        step.chain_nodes = complexity as u32;
        step.eliminate = eliminate;
        step.cells = cells;
        step.chain = search.graph.record(&[end]);
        step.candidates = text::chain_candidates(&step.chain);
        let why = text::cycle(&step);
        step.explain(why);
        best.key = key;
        best.step = Some(step);
    }
}

/// A forcing chain ending at `target` as a hint, compared with the best.
#[inline(never)]
fn forcing_hint(state: &Candidates, graph: &mut Graph, target: u32, pass: Pass, best: &mut Best) {
    let complexity = graph.line_complexity(target);
    let base = pass.chain_base();
    let key = Key::new(base + length_bonus(complexity), complexity, pass.kind());
    if !best.beaten_by(key) {
        return;
    }
    let technique = match (pass.y, complexity) {
        (true, _) => Technique::ForcingChain,
        (false, 6) => Technique::TurbotFish,
        _ => Technique::ForcingXChain,
    };
    let node = graph.node(target);
    let (cell, digit) = (node.cell() as u8, node.digit());
    let mut step = Step::new(technique);
    step.rating = key.rating;
    step.chain_nodes = complexity as u32;
    if node.is_on() {
        step.place.push((cell, digit));
    } else {
        step.eliminate.push((cell, digit));
    }
    debug_assert!(state.has(node.cell(), digit));
    step.chain = graph.record(&[target]);
    step.cells = text::chain_cells(&step.chain);
    step.candidates = text::chain_candidates(&step.chain);
    let why = text::forcing(&step);
    step.explain(why);
    debug_assert_eq!(graph.first_parent(0), NONE);
    best.key = key;
    best.step = Some(step);
}
