//! What the multiple chains' search does with a hint it finds: for the
//! path, weigh it (SE's complexity, nested chains included) and keep the
//! cheapest as a step with its record and sentence ([`Best`]); for a
//! nesting level above, keep every hint with what its rule parents are
//! read from ([`Collect`]).

use super::super::super::candidates::Candidates;
use super::super::super::cells::UNIT_SETS;
use super::super::super::step::{InnerChain, Step};
use super::super::nested::{self, Cause, NestedChain, NestedHint, TARGET_TAG};
use super::super::node::{ChainNode, Node, Via};
use super::super::propagate::Branch;
use super::super::relying::Lost;
use super::super::text;
use super::super::{length_bonus, Key};
use super::{Hint, Kind, Mode};

/// What the search does with the hints it finds.
pub(super) trait Sink {
    fn offer(&mut self, state: &Candidates, mode: Mode, hint: Hint, targets: &mut [Target<'_>]);
}

/// The cheapest hint found so far (a producer's step).
pub(super) struct Best {
    key: Key,
    pub step: Option<Step>,
}

impl Best {
    pub fn new() -> Best {
        Best {
            key: Key::default(),
            step: None,
        }
    }

    fn beaten_by(&self, key: &Key) -> bool {
        self.step.is_none() || key.before(&self.key)
    }
}

/// Every hint, for a nesting level above (see [`super::super::nested`]).
pub(super) struct Collect<'a> {
    out: &'a mut Vec<NestedHint>,
    lost: Relies,
    /// Scratch for the walks of the hints' derivations, and a hint's
    /// identity and causes before it is known to be kept.
    walked: Vec<u32>,
    queue: Vec<u32>,
    key: Vec<u16>,
    causes: Vec<(Node, Cause)>,
}

/// Where the propagation above removed candidates: a hint whose chain
/// holds by none of them relies on nothing it removed, and the nesting
/// level leaves it out ([`nested`]'s rule parents would be empty), so it
/// is not kept.
struct Relies {
    /// By cell, the digits it lost.
    cells: [u16; 81],
    /// By unit, the digits it lost a place of.
    units: [u16; 27],
}

impl Relies {
    fn new(lost: &Lost) -> Relies {
        let mut units = [0u16; 27];
        for (u, unit) in units.iter_mut().enumerate() {
            for c in UNIT_SETS[u].iter() {
                *unit |= lost[c];
            }
        }
        Relies {
            cells: *lost,
            units,
        }
    }

    /// Whether "on" node `node`, holding by `cause`, relies on a lost
    /// candidate (as [`nested::RuleParents::add`] reads it).
    fn on(&self, node: Node, cause: Cause) -> bool {
        match cause {
            Cause::Cell => self.cells[node.cell()] != 0,
            Cause::Unit(u) => self.units[u] & (1 << (node.digit() - 1)) != 0,
        }
    }
}

/// An entry's [`Branch::lossy`] flags: its derivation holds an "on" node
/// (other than the assumption) that relies on a lost candidate; it derives
/// from the assumption (whose own cause is the hint's kind's).
const LOSSY: u8 = 1;
const ROOTED: u8 = 2;

impl Relies {
    /// Makes `branch`'s [`Branch::lossy`] flags for its entries not yet
    /// flagged (parents are older entries: one pass in entry order).
    fn mark(&self, branch: &mut Branch) {
        for e in branch.lossy.len()..branch.graph.len() {
            let e = e as u32;
            let node = branch.graph.node(e);
            let own =
                node.is_on() && Cause::of(branch.graph.via(e)).is_some_and(|c| self.on(node, c));
            let mut flags = if e == 0 { ROOTED } else { 0 } | if own { LOSSY } else { 0 };
            for &p in branch.graph.parents(e) {
                flags |= branch.lossy[p as usize];
            }
            branch.lossy.push(flags);
        }
    }
}

impl<'a> Collect<'a> {
    /// `lost`: what the propagation above removed (hints relying on none
    /// of it are left out).
    pub fn new(out: &'a mut Vec<NestedHint>, lost: &Lost) -> Collect<'a> {
        Collect {
            out,
            lost: Relies::new(lost),
            walked: Vec::new(),
            queue: Vec::new(),
            key: Vec::new(),
            causes: Vec::new(),
        }
    }
}

/// A branch and the entries a hint's conclusion has in it.
pub(super) type Target<'a> = (&'a mut Branch, Vec<u32>);

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

/// SE's complexity of a hint proven by the entries of `targets`: each
/// target's distinct ancestors, plus each distinct nested chain's own.
fn complexity(targets: &mut [Target<'_>]) -> usize {
    complexity_and_kinds(targets, &mut Vec::new())
}

/// [`complexity`], and the producer of each distinct nested chain (in
/// `kinds`).
fn complexity_and_kinds(targets: &mut [Target<'_>], kinds: &mut Vec<&'static str>) -> usize {
    let mut flat = 0;
    let mut nested: Vec<(usize, u32)> = Vec::new();
    for (t, (branch, entries)) in targets.iter_mut().enumerate() {
        for &e in entries.iter() {
            flat += branch.complexity(e);
        }
        for c in branch.nested_chains(entries) {
            nested.push((t, c));
        }
    }
    let mut added = 0;
    for (i, &(t, c)) in nested.iter().enumerate() {
        let chain = targets[t].0.chain(c);
        let repeat = nested[..i]
            .iter()
            .any(|&(t0, c0)| targets[t0].0.chain(c0).key == chain.key);
        if !repeat {
            added += chain.complexity as usize;
            kinds.push(chain.summary);
        }
    }
    flat + added
}

/// The distinct nested chains of `targets`, as [`complexity_and_kinds`]
/// tells them apart, for the step's record.
fn inner_chains(targets: &mut [Target<'_>]) -> Vec<InnerChain> {
    let mut nested: Vec<(usize, u32)> = Vec::new();
    for (t, (branch, entries)) in targets.iter_mut().enumerate() {
        for c in branch.nested_chains(entries) {
            nested.push((t, c));
        }
    }
    let mut inner = Vec::new();
    for (i, &(t, c)) in nested.iter().enumerate() {
        let chain = targets[t].0.chain(c);
        let repeat = nested[..i]
            .iter()
            .any(|&(t0, c0)| targets[t0].0.chain(c0).key == chain.key);
        if repeat {
            continue;
        }
        let mut parts: Vec<Vec<(u8, u8, bool)>> = Vec::new();
        for &k in &chain.key {
            if k == TARGET_TAG {
                parts.push(Vec::new());
            } else if let Some(part) = parts.last_mut() {
                let node = Node(k);
                part.push((node.cell() as u8, node.digit(), node.is_on()));
            }
        }
        inner.push(InnerChain {
            producer: chain.summary,
            complexity: chain.complexity,
            targets: parts,
        });
    }
    inner
}

impl Sink for Best {
    /// Weighs a hint proven by the entries of `targets` (several branches,
    /// or two entries of one), and keeps it when it is the cheapest so far.
    #[inline(never)]
    fn offer(&mut self, state: &Candidates, mode: Mode, hint: Hint, targets: &mut [Target<'_>]) {
        let mut kinds = Vec::new();
        let complexity = complexity_and_kinds(targets, &mut kinds);
        let key = Key::new(
            mode.base() + length_bonus(complexity),
            complexity,
            hint.kind as u8,
        );
        if !self.beaten_by(&key) {
            return;
        }
        let Some((place, eliminate)) = conclusion(state, hint.concluded()) else {
            return;
        };
        let mut step = Step::new(mode.technique(hint.kind));
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
        let contradiction = hint.kind == Kind::Contradiction;
        let why = text::nested(text::branches(&step, &lines, contradiction), &kinds);
        step.explain(why);
        if !kinds.is_empty() {
            step.inner = inner_chains(targets);
        }
        self.key = key;
        self.step = Some(step);
    }
}

impl Sink for Collect<'_> {
    /// Keeps a hint that removes something and relies on a lost candidate,
    /// with what its rule parents are read from.
    #[inline(never)]
    fn offer(&mut self, state: &Candidates, mode: Mode, hint: Hint, targets: &mut [Target<'_>]) {
        let assumption_cause = match hint.kind {
            Kind::Cell => Some(Cause::Cell),
            Kind::Region => hint.unit.map(Cause::Unit),
            Kind::Double | Kind::Contradiction => None,
        };
        // Most hints at a stall rely on nothing the propagation removed:
        // dropped before their derivations are walked.
        let assumption_relies = targets.iter().any(|(branch, _)| {
            let root = branch.graph.node(0);
            assumption_cause.is_some_and(|c| root.is_on() && self.lost.on(root, c))
        });
        let mut relies = false;
        for (branch, entries) in targets.iter_mut() {
            self.lost.mark(branch);
            relies = relies
                || entries.iter().any(|&e| {
                    let flags = branch.lossy[e as usize];
                    flags & LOSSY != 0 || (flags & ROOTED != 0 && assumption_relies)
                });
        }
        if !relies {
            return;
        }
        self.key.clear();
        self.causes.clear();
        for (branch, entries) in targets.iter() {
            for &e in entries {
                nested::walk(&branch.graph, e, &mut self.walked, &mut self.queue);
                self.key.push(TARGET_TAG);
                for &w in &self.walked {
                    let node = branch.graph.node(w);
                    self.key.push(node.0);
                    if !node.is_on() {
                        continue;
                    }
                    let cause = match branch.graph.via(w) {
                        Via::Assumption => assumption_cause,
                        via => Cause::of(via),
                    };
                    if let Some(cause) = cause {
                        self.causes.push((node, cause));
                    }
                }
            }
        }
        debug_assert!(self.causes.iter().any(|&(n, c)| self.lost.on(n, c)));
        let removals = nested::removals(state, hint.concluded());
        if removals.is_empty() {
            return;
        }
        let complexity = complexity(targets);
        self.out.push(NestedHint {
            key: Key::new(
                mode.base() + length_bonus(complexity),
                complexity,
                hint.kind as u8,
            ),
            removals,
            causes: self.causes.clone(),
            chain: NestedChain {
                key: self.key.clone(),
                complexity: complexity as u32,
                summary: mode.producer(),
            },
        });
    }
}
