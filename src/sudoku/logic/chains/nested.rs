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
use super::relying::{self, Lost};
use super::{cycles, multiple, Key};

/// A chain used as one inference inside another, as SE tells two apart
/// (its targets and, for each, its nodes in breadth-first order from the
/// target) and counts it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct NestedChain {
    /// The identity: a tag per target, then the target's nodes.
    pub key: Vec<u16>,
    /// SE's complexity of the nested hint (its own nested chains included).
    pub complexity: u32,
    /// SE's name of the producer that found it, for the text.
    pub summary: &'static str,
}

/// The start of a target's nodes in a [`NestedChain::key`].
pub(crate) const TARGET_TAG: u16 = u16::MAX;

/// A hint found on a reduced grid.
#[derive(Clone, Debug)]
pub(crate) struct NestedHint {
    pub key: Key,
    /// What it removes, by cell then digit.
    pub removals: Vec<(usize, u8)>,
    /// What its rule parents are read from: each "on" node of its chain
    /// with why it holds, in SE's order (the parents depend on the grid the
    /// propagation started from, the hint does not).
    pub causes: Vec<(Node, Cause)>,
    pub chain: NestedChain,
}

/// What a hint concluding `node` removes from `grid`: the candidate itself
/// when it is "off", the cell's other candidates when it is "on" (none: the
/// hint is not worth it, as SE says).
pub(crate) fn removals(grid: &Candidates, node: Node) -> Vec<(usize, u8)> {
    let (cell, digit) = (node.cell(), node.digit());
    if node.is_on() {
        bits(grid.mask(cell) & !(1 << (digit - 1)))
            .map(|d| (cell, d))
            .collect()
    } else {
        vec![(cell, digit)]
    }
}

/// What the techniques of a nesting level derive at a stall.
#[derive(Default, Debug)]
pub(crate) struct Stall {
    /// Each removal with the "off" nodes it follows from, in SE's order.
    pub derived: Vec<(Node, Vec<Node>)>,
    /// For each removal, the index of its nested chain in `chains`, if any.
    pub chain_of: Vec<Option<u32>>,
    pub chains: Vec<NestedChain>,
    /// What level 1's techniques saw at the propagation's earlier stalls.
    pub seen: advanced::Seen,
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
    advanced::level_one(initial, grid, &mut out.seen, &mut out.derived);
    if !out.derived.is_empty() || level < 2 {
        out.chain_of.resize(out.derived.len(), None);
        return;
    }
    let rules: &[Rule] = match level {
        2 => &[Rule::Static],
        3 => &[Rule::Static, Rule::Multiple],
        4 => &[Rule::Dynamic],
        _ => &[Rule::Dynamic, Rule::DynamicLevel2],
    };
    for &rule in rules {
        let found = match rule {
            Rule::Static | Rule::Multiple => memoised(rule, initial, grid, out),
            Rule::Dynamic | Rule::DynamicLevel2 => {
                // Dynamic hints are many and long: kept, they would cost more
                // memory than their rare repeats save time. Only those that
                // rely on what this propagation lost are made.
                let mut hints = rule.hints(grid, &relying::lost(initial, grid));
                emit(initial, grid, Hints::Owned(&mut hints), out)
            }
        };
        if found {
            break;
        }
    }
}

/// A static rule's removals, from the memo when it has them; whether the
/// rule found a hint.
fn memoised(rule: Rule, initial: &Candidates, grid: &Candidates, out: &mut Stall) -> bool {
    let key = MemoKey::new(rule, grid);
    let lost = relying::lost(initial, grid);
    MEMO.with(|m| {
        let mut memo = m.borrow_mut();
        let at = match memo.find(&key) {
            Some(at) if covers(&memo.entries[at].1, &lost) => at,
            had => {
                // Sought again where the hints may rely on the candidates
                // either propagation lost.
                let mut wider = lost;
                if let Some(at) = had {
                    for (w, h) in wider.iter_mut().zip(memo.entries[at].1.iter()) {
                        *w |= h;
                    }
                }
                let hints = rule.hints(grid, &wider);
                memo.insert(had, key, wider, hints)
            }
        };
        emit(initial, grid, Hints::Kept(&memo.entries[at].2), out)
    })
}

/// Whether hints sought where they may rely on `had` include every hint
/// that may rely on `lost`.
fn covers(had: &Lost, lost: &Lost) -> bool {
    had.iter().zip(lost).all(|(h, l)| l & !h == 0)
}

/// A rule's hints for [`emit`]: kept in the memo (their chains are copied
/// out) or made for this stall alone (their chains are moved out).
enum Hints<'a> {
    Kept(&'a [NestedHint]),
    Owned(&'a mut [NestedHint]),
}

impl Hints<'_> {
    fn all(&self) -> &[NestedHint] {
        match self {
            Hints::Kept(h) => h,
            Hints::Owned(h) => h,
        }
    }

    /// Hint `i`'s chain, for the stall's list.
    fn take_chain(&mut self, i: usize) -> NestedChain {
        match self {
            Hints::Kept(h) => h[i].chain.clone(),
            Hints::Owned(h) => std::mem::take(&mut h[i].chain),
        }
    }
}

/// Every removal of `hints` (found on `grid`, the reduced grid of a
/// propagation from `initial`) in SE's order: the hints in SE's sort
/// (rating, complexity, kind; ties in the order found), each hint's
/// removals in turn, with its rule parents. A hint that relies on no
/// candidate the propagation removed would hold without it: SE leaves it
/// out (before the ordering, which keeps the others' order). Whether any
/// hint is left.
fn emit(initial: &Candidates, grid: &Candidates, mut hints: Hints<'_>, out: &mut Stall) -> bool {
    let all = hints.all();
    // The hints that rely on a removed candidate, with their rule parents.
    let mut kept: Vec<(usize, Vec<Node>)> = Vec::new();
    let mut parents = RuleParents::new(initial, grid);
    for (i, hint) in all.iter().enumerate() {
        parents.clear();
        for &(node, cause) in &hint.causes {
            parents.add(node, cause);
        }
        if !parents.nodes.is_empty() {
            kept.push((i, std::mem::take(&mut parents.nodes)));
        }
    }
    // In SE's order: by key, ties in the order found. Ratings are positive,
    // so their bits sort as they do (an integer key keeps to the unstable
    // sort the module already holds: the stable one adds about 4 KB gzip).
    kept.sort_unstable_by_key(|&(i, _)| {
        let key = &all[i].key;
        (key.rating.to_bits(), key.complexity, key.kind, i)
    });
    let found = !kept.is_empty();
    for (i, mut parents) in kept {
        let chain = out.chains.len() as u32;
        out.chains.push(hints.take_chain(i));
        // Each removal follows from the same parents: the last takes them.
        let removals = &hints.all()[i].removals;
        for (k, &(cell, digit)) in removals.iter().enumerate() {
            let from = if k + 1 == removals.len() {
                std::mem::take(&mut parents)
            } else {
                parents.clone()
            };
            out.derived.push((Node::new(cell, digit, false), from));
            out.chain_of.push(Some(chain));
        }
    }
    found
}

/// A nested rule's hints are the same wherever a propagation stalls on the
/// same reduced grid (only their rule parents depend on where it started,
/// and they are read when the hints are used): levels 2 and 3 share their
/// static chains, branches meet again, and so do the searches of later
/// steps. The static chains are sought only where they may rely on what
/// the propagation lost, so an entry keeps what that was: it serves a
/// propagation that lost no more, and is sought again for both otherwise.
#[derive(Clone, PartialEq, Eq)]
struct MemoKey {
    rule: Rule,
    grid: [u16; 81],
}

impl MemoKey {
    fn new(rule: Rule, grid: &Candidates) -> MemoKey {
        MemoKey {
            rule,
            grid: *grid.masks(),
        }
    }

    fn hash(&self) -> usize {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ self.rule as u64;
        for &m in self.grid.iter() {
            h = (h ^ u64::from(m)).wrapping_mul(0x0100_0000_01b3);
        }
        (h ^ (h >> 29)) as usize
    }
}

/// The memo: a small hash table of the rules' results, each with the lost
/// candidates its hints were sought for (see [`relying`]).
struct Memo {
    buckets: Vec<Vec<u32>>,
    entries: Vec<(MemoKey, Lost, Vec<NestedHint>)>,
}

/// Entries kept before the memo starts again (a few MB).
const MEMO_LIMIT: usize = 10_000;
const MEMO_BUCKETS: usize = 1 << 12;

impl Memo {
    const fn new() -> Memo {
        Memo {
            buckets: Vec::new(),
            entries: Vec::new(),
        }
    }

    /// The entry of `key`, if any.
    fn find(&self, key: &MemoKey) -> Option<usize> {
        let bucket = self.buckets.get(key.hash() % MEMO_BUCKETS)?;
        bucket
            .iter()
            .map(|&i| i as usize)
            .find(|&i| self.entries[i].0 == *key)
    }

    /// Keeps `hints` for `key` in entry `at` (`key`'s, from [`Memo::find`])
    /// or a new one; the entry.
    fn insert(
        &mut self,
        at: Option<usize>,
        key: MemoKey,
        lost: Lost,
        hints: Vec<NestedHint>,
    ) -> usize {
        if let Some(at) = at {
            self.entries[at] = (key, lost, hints);
            return at;
        }
        if self.entries.len() >= MEMO_LIMIT || self.buckets.is_empty() {
            self.entries.clear();
            self.buckets = vec![Vec::new(); MEMO_BUCKETS];
        }
        self.buckets[key.hash() % MEMO_BUCKETS].push(self.entries.len() as u32);
        self.entries.push((key, lost, hints));
        self.entries.len() - 1
    }
}

thread_local! {
    static MEMO: std::cell::RefCell<Memo> = const { std::cell::RefCell::new(Memo::new()) };
}

#[cfg(test)]
pub(crate) fn memo_len() -> usize {
    MEMO.with(|m| m.borrow().entries.len())
}

/// Frees the memo (see [`super::PoolScope`]).
pub(crate) fn release_memo() {
    MEMO.with(|m| *m.borrow_mut() = Memo::new());
}

/// The nested rules after level 1's simple techniques.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    Static,
    Multiple,
    Dynamic,
    DynamicLevel2,
}

impl Rule {
    /// Every hint of the rule on `grid`, the reduced grid of a propagation,
    /// that may rely on `lost`.
    fn hints(self, grid: &Candidates, lost: &Lost) -> Vec<NestedHint> {
        let mut hints = Vec::new();
        let mode = match self {
            Rule::Static => {
                cycles::all_hints(grid, lost, &mut hints);
                return hints;
            }
            Rule::Multiple => multiple::Mode::Multiple,
            Rule::Dynamic => multiple::Mode::Dynamic,
            Rule::DynamicLevel2 => multiple::Mode::Nested(2),
        };
        multiple::all_hints(grid, mode, lost, &mut hints);
        hints
    }
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

    /// Starts again for another hint.
    pub fn clear(&mut self) {
        self.seen.clear();
        self.nodes.clear();
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
/// node): the entries in the order visited, into `out`; `queue` is scratch.
pub(crate) fn walk(graph: &Graph, target: u32, out: &mut Vec<u32>, queue: &mut Vec<u32>) {
    out.clear();
    queue.clear();
    queue.push(target);
    let mut done = NodeSet::new();
    // First in, first out: each level's entries, then their parents in turn.
    let mut next = 0;
    while next < queue.len() {
        let e = queue[next];
        next += 1;
        if done.insert(graph.node(e)) {
            out.push(e);
            queue.extend_from_slice(graph.parents(e));
        }
    }
}
