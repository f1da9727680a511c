//! SE's producers 23-25, on [`Branch::propagate`]:
//!
//! - Nishio forcing chains (7.5): dynamic, one digit's links only; an
//!   assumption that contradicts itself (on: the candidate goes; off: it is
//!   placed);
//! - multiple forcing chains (8.0): static, every link; from each cell with
//!   three candidates or more, what every candidate of the cell implies (cell
//!   forcing), and what every place of one of its digits in a unit implies
//!   (region forcing; a unit is tried from its first place only);
//! - dynamic forcing chains (8.5): dynamic, every link, from every cell with
//!   two candidates or more: contradictions, what both truth values of a
//!   candidate imply (double forcing, cells of three candidates or more),
//!   cell and region forcing.
//!
//! Cells row by row, digits ascending; SE's sort (rating, complexity, kind)
//! picks the hint, ties in the order found.

use super::super::candidates::Candidates;
use super::super::cells::digits;
use super::super::step::{Step, Technique};
use super::links::se_units;
use super::node::{ChainNode, Node};
use super::propagate::{Branch, Rules};
use super::text;
use super::{length_bonus, Key};

/// One of SE's three level-0 multiple-chain producers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    Nishio,
    Multiple,
    Dynamic,
    /// Dynamic, nesting level 1 ("Dynamic Forcing Chains (+)").
    DynamicPlus,
}

impl Mode {
    fn base(self) -> f64 {
        match self {
            Mode::Nishio => 7.5,
            Mode::Multiple => 8.0,
            Mode::Dynamic => 8.5,
            Mode::DynamicPlus => 9.0,
        }
    }

    fn rules(self) -> Rules {
        Rules {
            cell_links: self != Mode::Nishio,
            dynamic: self != Mode::Multiple,
            level: u8::from(self == Mode::DynamicPlus),
        }
    }

    fn is_dynamic(self) -> bool {
        self != Mode::Multiple
    }
}

/// The kinds of hints, with SE's sort keys.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Double = 1,
    Cell = 5,
    Region = 6,
    Contradiction = 7,
}

/// The cheapest hint found so far.
struct Best {
    key: Key,
    step: Option<Step>,
}

impl Best {
    fn beaten_by(&self, key: &Key) -> bool {
        self.step.is_none() || key.before(&self.key)
    }
}

/// A branch and the entries a hint's conclusion has in it.
type Target<'a> = (&'a mut Branch, Vec<u32>);

/// Candidates (cell, digit).
type Pairs = Vec<(u8, u8)>;

/// What a hint concludes: `node` on (placed) or off (removed), as the
/// step's placements and eliminations.
fn conclusion(state: &Candidates, node: Node) -> Option<(Pairs, Pairs)> {
    let (cell, digit) = (node.cell(), node.digit());
    if node.is_on() {
        // SE removes the cell's other candidates and places the digit; a cell
        // without other candidates gives nothing to remove (not worth a hint).
        (state.mask(cell) & !(1 << (digit - 1)) != 0).then(|| (vec![(cell as u8, digit)], vec![]))
    } else {
        Some((vec![], vec![(cell as u8, digit)]))
    }
}

/// Weighs a hint whose conclusion is `node`, proven by the entries of
/// `targets` (several branches, or two entries of one), and keeps it when it
/// is the cheapest so far.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn offer(
    state: &Candidates,
    mode: Mode,
    kind: Kind,
    node: Node,
    source: Option<Node>,
    targets: &mut [Target<'_>],
    best: &mut Best,
) {
    let mut complexity = 0;
    for (branch, entries) in targets.iter_mut() {
        for &e in entries.iter() {
            complexity += branch.complexity(e);
        }
    }
    let key = Key::new(
        mode.base() + length_bonus(complexity),
        complexity,
        kind as u8,
    );
    if !best.beaten_by(&key) {
        return;
    }
    // Contradictions conclude the negation of their assumption.
    let concluded = match (kind, source) {
        (Kind::Contradiction, Some(s)) => s.conjugate(),
        _ => node,
    };
    let Some((place, eliminate)) = conclusion(state, concluded) else {
        return;
    };
    let technique = match (mode, kind) {
        (Mode::Nishio, _) => Technique::NishioForcingChains,
        (Mode::Multiple, Kind::Region) => Technique::RegionForcingChains,
        (Mode::Multiple, _) => Technique::CellForcingChains,
        (Mode::Dynamic, Kind::Contradiction) => Technique::DynamicContradictionForcingChains,
        (Mode::Dynamic, Kind::Double) => Technique::DynamicDoubleForcingChains,
        (Mode::Dynamic, Kind::Cell) => Technique::DynamicCellForcingChains,
        (Mode::Dynamic, Kind::Region) => Technique::DynamicRegionForcingChains,
        (Mode::DynamicPlus, Kind::Contradiction) => {
            Technique::DynamicContradictionForcingChainsPlus
        }
        (Mode::DynamicPlus, Kind::Double) => Technique::DynamicDoubleForcingChainsPlus,
        (Mode::DynamicPlus, Kind::Cell) => Technique::DynamicCellForcingChainsPlus,
        (Mode::DynamicPlus, Kind::Region) => Technique::DynamicRegionForcingChainsPlus,
    };
    let mut step = Step::new(technique);
    step.rating = key.rating;
    step.chain_nodes = complexity as u32;
    step.place = place;
    step.eliminate = eliminate;
    let mut chain: Vec<ChainNode> = Vec::new();
    let mut lines: Vec<Vec<ChainNode>> = Vec::new();
    for (branch, entries) in targets.iter_mut() {
        let offset = chain.len() as u16;
        for mut n in branch.record(entries) {
            n.parents.iter_mut().for_each(|p| *p += offset);
            chain.push(n);
        }
        for &e in entries.iter() {
            let line = branch.line(e);
            lines.push(branch.graph.record_line(&line));
        }
    }
    step.chain = chain;
    step.cells = text::chain_cells(&step.chain);
    step.candidates = text::chain_candidates(&step.chain);
    step.text = text::branches_text(&step, &lines, kind == Kind::Contradiction);
    best.key = key;
    best.step = Some(step);
}

/// The propagations of "c is d" from the state, each made once and kept for
/// every hint that uses it (a candidate is a source, and a place of its digit
/// in other cells' region chains).
struct Cache {
    rules: Rules,
    branches: Vec<Option<Branch>>,
    absurd: Vec<Option<(u32, u32)>>,
    /// Branches of earlier searches, to reuse their memory.
    spare: Vec<Branch>,
}

thread_local! {
    /// The branches of the last search, kept for the next one.
    static SPARE: std::cell::RefCell<Vec<Branch>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Drop for Cache {
    fn drop(&mut self) {
        let mut spare = std::mem::take(&mut self.spare);
        spare.extend(self.branches.iter_mut().filter_map(Option::take));
        SPARE.with(|s| *s.borrow_mut() = spare);
    }
}

impl Cache {
    fn new(rules: Rules) -> Cache {
        Cache {
            rules,
            branches: (0..81 * 9).map(|_| None).collect(),
            absurd: vec![None; 81 * 9],
            spare: SPARE.with(|s| std::mem::take(&mut *s.borrow_mut())),
        }
    }

    /// Takes the branch of `node` (an "on" node) out of the cache, made if
    /// need be; give it back with [`Cache::put`].
    fn take(&mut self, state: &Candidates, node: Node) -> Branch {
        let i = node.index() >> 1;
        match self.branches[i].take() {
            Some(b) => b,
            None => {
                let mut b = self.spare.pop().unwrap_or_default();
                self.absurd[i] = b.propagate(state, node, self.rules);
                b
            }
        }
    }

    fn put(&mut self, node: Node, branch: Branch) {
        self.branches[node.index() >> 1] = Some(branch);
    }
}

/// The cheapest hint of a producer.
pub(crate) fn find(state: &Candidates, mode: Mode) -> Option<Step> {
    let rules = mode.rules();
    let mut best = Best {
        key: Key::default(),
        step: None,
    };
    let mut cache = Cache::new(rules);
    let mut off_branch = Branch::new();
    for cell in 0..81 {
        let mask = state.mask(cell);
        let count = mask.count_ones();
        if state.value(cell) != 0 || !(count > 2 || (count > 1 && mode.is_dynamic())) {
            continue;
        }
        let values: Vec<u8> = digits(mask).collect();
        for &digit in &values {
            let source = Node::new(cell, digit, true);
            let mut on = cache.take(state, source);
            let absurd_on = cache.absurd[source.index() >> 1];
            if let (Some((a, b)), true) = (absurd_on, mode.is_dynamic()) {
                let n = on.graph.node(b);
                offer(
                    state,
                    mode,
                    Kind::Contradiction,
                    n,
                    Some(source),
                    &mut [(&mut on, vec![a, b])],
                    &mut best,
                );
            }
            let absurd_off = off_branch.propagate(state, source.conjugate(), rules);
            if let (Some((a, b)), true) = (absurd_off, mode.is_dynamic()) {
                let n = off_branch.graph.node(b);
                offer(
                    state,
                    mode,
                    Kind::Contradiction,
                    n,
                    Some(source.conjugate()),
                    &mut [(&mut off_branch, vec![a, b])],
                    &mut best,
                );
            }
            if count >= 3 && matches!(mode, Mode::Dynamic | Mode::DynamicPlus) {
                double_forcing(state, mode, &mut on, &mut off_branch, &mut best);
            }
            if mode != Mode::Nishio {
                region_forcing(state, mode, cell, digit, &mut on, &mut cache, &mut best);
            }
            cache.put(source, on);
        }
        if mode != Mode::Nishio {
            let nodes: Vec<Node> = values.iter().map(|&d| Node::new(cell, d, true)).collect();
            let mut branches: Vec<Branch> = nodes.iter().map(|&n| cache.take(state, n)).collect();
            cell_forcing(state, mode, &mut branches, &mut best);
            for (n, b) in nodes.into_iter().zip(branches) {
                cache.put(n, b);
            }
        }
    }
    best.step
}

/// What both truth values of a candidate imply.
#[inline(never)]
fn double_forcing(
    state: &Candidates,
    mode: Mode,
    on: &mut Branch,
    off: &mut Branch,
    best: &mut Best,
) {
    for order in 0..2 {
        let entries = if order == 0 {
            on.on_order.clone()
        } else {
            on.off_order.clone()
        };
        for e in entries {
            let n = on.graph.node(e);
            if let Some(f) = off.get(n) {
                offer(
                    state,
                    mode,
                    Kind::Double,
                    n,
                    None,
                    &mut [(&mut *on, vec![e]), (&mut *off, vec![f])],
                    best,
                );
            }
        }
    }
}

/// What every candidate of a cell implies.
#[inline(never)]
fn cell_forcing(state: &Candidates, mode: Mode, branches: &mut [Branch], best: &mut Best) {
    let (first, rest) = branches.split_first_mut().expect("a cell with candidates");
    for order in 0..2 {
        let entries = if order == 0 {
            first.on_order.clone()
        } else {
            first.off_order.clone()
        };
        for e in entries {
            let n = first.graph.node(e);
            let Some(found) = rest.iter().map(|b| b.get(n)).collect::<Option<Vec<u32>>>() else {
                continue;
            };
            let mut targets: Vec<Target<'_>> = vec![(&mut *first, vec![e])];
            for (b, f) in rest.iter_mut().zip(found) {
                targets.push((b, vec![f]));
            }
            offer(state, mode, Kind::Cell, n, None, &mut targets, best);
        }
    }
}

/// What every place of `digit` in a unit of `cell` implies, for the units
/// where `cell` is the digit's first place.
#[inline(never)]
fn region_forcing(
    state: &Candidates,
    mode: Mode,
    cell: usize,
    digit: u8,
    on: &mut Branch,
    cache: &mut Cache,
    best: &mut Best,
) {
    for unit in se_units(cell) {
        let places = state.places_in(unit, digit);
        if places.len() < 2 || places.first() != Some(cell) {
            continue;
        }
        let nodes: Vec<Node> = places
            .iter()
            .skip(1)
            .map(|c| Node::new(c, digit, true))
            .collect();
        let mut others: Vec<Branch> = nodes.iter().map(|&n| cache.take(state, n)).collect();
        for order in 0..2 {
            let entries = if order == 0 {
                on.on_order.clone()
            } else {
                on.off_order.clone()
            };
            for e in entries {
                let n = on.graph.node(e);
                let Some(found) = others
                    .iter()
                    .map(|b| b.get(n))
                    .collect::<Option<Vec<u32>>>()
                else {
                    continue;
                };
                let mut targets: Vec<Target<'_>> = vec![(&mut *on, vec![e])];
                for (b, f) in others.iter_mut().zip(found) {
                    targets.push((b, vec![f]));
                }
                offer(state, mode, Kind::Region, n, None, &mut targets, best);
            }
        }
        for (n, b) in nodes.into_iter().zip(others) {
            cache.put(n, b);
        }
    }
}
