//! What the multiple chains' search does with a hint it finds: for the
//! path, weigh it (SE's complexity, nested chains included) and keep the
//! cheapest as a step with its record and sentence ([`Best`]); for a
//! nesting level above, keep every hint with what its rule parents are
//! read from ([`Collect`]).

use super::super::super::candidates::Candidates;
use super::super::super::step::{InnerChain, Step};
use super::super::nested::{self, Cause, NestedChain, NestedHint, TARGET_TAG};
use super::super::node::{ChainNode, Node, Via};
use super::super::propagate::Branch;
use super::super::text;
use super::super::{length_bonus, Key};
use super::{Hint, Kind, Mode};
use crate::Text;

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
    /// Scratch for the walks of the hints' derivations.
    walked: Vec<u32>,
    queue: Vec<u32>,
}

impl<'a> Collect<'a> {
    pub fn new(out: &'a mut Vec<NestedHint>) -> Collect<'a> {
        Collect {
            out,
            walked: Vec::new(),
            queue: Vec::new(),
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
        step.text = text::branches_text(&step, &lines, contradiction);
        step.whole_text = text::whole_branches_text(&step, &lines, contradiction);
        if !kinds.is_empty() {
            step.text = text::nested_text(Text::new().s(&step.text), &kinds).0;
            step.whole_text = step
                .whole_text
                .take()
                .map(|w| text::nested_text(Text::new().s(&w), &kinds).0);
            step.inner = inner_chains(targets);
        }
        self.key = key;
        self.step = Some(step);
    }
}

impl Sink for Collect<'_> {
    /// Keeps a hint that removes something, with what its rule parents are
    /// read from.
    #[inline(never)]
    fn offer(&mut self, state: &Candidates, mode: Mode, hint: Hint, targets: &mut [Target<'_>]) {
        let removals = nested::removals(state, hint.concluded());
        if removals.is_empty() {
            return;
        }
        let assumption_cause = match hint.kind {
            Kind::Cell => Some(Cause::Cell),
            Kind::Region => hint.unit.map(Cause::Unit),
            Kind::Double | Kind::Contradiction => None,
        };
        let mut causes = Vec::new();
        let mut key = Vec::new();
        for (branch, entries) in targets.iter() {
            for &e in entries {
                nested::walk(&branch.graph, e, &mut self.walked, &mut self.queue);
                // Room at once, not by doubling (these are most of a level-4
                // rating's allocations).
                key.reserve(self.walked.len() + 1);
                causes.reserve(self.walked.len());
                key.push(TARGET_TAG);
                for &w in &self.walked {
                    let node = branch.graph.node(w);
                    key.push(node.0);
                    if !node.is_on() {
                        continue;
                    }
                    let cause = match branch.graph.via(w) {
                        Via::Assumption => assumption_cause,
                        via => Cause::of(via),
                    };
                    if let Some(cause) = cause {
                        causes.push((node, cause));
                    }
                }
            }
        }
        let complexity = complexity(targets);
        self.out.push(NestedHint {
            key: Key::new(
                mode.base() + length_bonus(complexity),
                complexity,
                hint.kind as u8,
            ),
            removals,
            causes,
            chain: NestedChain {
                key,
                complexity: complexity as u32,
                summary: mode.producer(),
            },
        });
    }
}
