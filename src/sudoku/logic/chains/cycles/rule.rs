//! Producer 21 as a nesting level's rule (levels 2 and up): every hint it
//! has on a propagation's reduced grid, sought only from the assumptions
//! whose searches may pass a candidate the propagation removed (see
//! [`super::super::relying`]), with what their rule parents are read from.

use super::super::super::candidates::Candidates;
use super::super::super::cells::digits;
use super::super::graph::Graph;
use super::super::nested::{self, Cause, NestedChain, NestedHint, TARGET_TAG};
use super::super::node::Node;
use super::super::reach::{Overlaps, Reach, CLOSES, PLACES, REMOVES};
use super::super::relying::{Lossy, Lost};
use super::super::{length_bonus, Key};
use super::{cycle_eliminations, Pass, Search, PASSES};

/// SE's name of this producer, for the nested steps' text.
const PRODUCER: &str = "Forcing Chains & Cycles";

/// Every hint of the producer on `grid`, the reduced grid of a propagation,
/// for nesting level 2 and up (SE's whole list, before its sort): those
/// that remove something, with what their rule parents are read from.
/// Only the hints that may rely on a candidate of `lost` (what the
/// propagation removed) are sought: the others would be left out.
#[inline(never)]
pub(crate) fn all_hints(grid: &Candidates, lost: &Lost, out: &mut Vec<NestedHint>) {
    // The search sets of the last call, if no call is running.
    let mut search = WORK
        .with(|w| w.borrow_mut().take())
        .unwrap_or_else(Search::boxed);
    let mut reach = Reach::pooled(grid);
    search_all(grid, lost, &mut search, &mut reach, out);
    reach.give_back();
    WORK.with(|w| *w.borrow_mut() = Some(search));
}

thread_local! {
    /// [`all_hints`]' search sets, kept for the next call (see
    /// [`super::super::PoolScope`]).
    static WORK: std::cell::RefCell<Option<Box<Search>>> = const { std::cell::RefCell::new(None) };
}

/// Frees what [`all_hints`] keeps.
pub(crate) fn release_pool() {
    WORK.with(|w| *w.borrow_mut() = None);
}

/// [`all_hints`] with its working sets.
fn search_all(
    grid: &Candidates,
    lost: &Lost,
    search: &mut Search,
    reach: &mut Reach,
    out: &mut Vec<NestedHint>,
) {
    // Pass 3 has the links of passes 1 and 2: what it cannot find, they
    // cannot. Only a search that may find a chain through a lossy link is
    // made (see [`relying`]): the lossy links' walks tell which.
    let lossy = Lossy::new(grid, lost);
    let walks = lossy.walks(grid, reach);
    let mut reached = Overlaps::kept_for(grid);
    for (d, cells) in (1..=9u8).zip(walks) {
        for cell in cells.iter() {
            reached.walk(reach, cell, d);
        }
    }
    let may = lossy.may_rely(grid, reach, &reached);
    let mut wide = [0u8; 81 * 9];
    for cell in 0..81 {
        let mask = grid.mask(cell);
        if grid.value(cell) != 0 || mask.count_ones() < 2 {
            continue;
        }
        for digit in digits(mask) {
            let i = cell * 9 + usize::from(digit) - 1;
            if may[i] != 0 {
                let source = Node::new(cell, digit, true);
                wide[i] = reach.possible_kept(&mut reached, source, may[i] & PLACES != 0) & may[i];
            }
        }
    }
    // The multiple chains of a level-3 stall walk the same grid next.
    reached.keep(grid);
    // Every link, listed once when a search first needs it; each pass keeps
    // its kinds as it goes (`Pass::allows`).
    search.links.reset(true, true);
    // One vector each for every search's cycles and every cycle's line.
    let (mut closing, mut line) = (Vec::new(), Vec::new());
    for pass in PASSES {
        reach.set_pass(pass.y, pass.x);
        search.pass = pass;
        for cell in 0..81 {
            if !pass.starts_in(grid, cell) {
                continue;
            }
            for digit in digits(grid.mask(cell)) {
                let source = Node::new(cell, digit, true);
                let wide = wide[cell * 9 + usize::from(digit) - 1];
                let found = if (pass.x && pass.y) || wide == 0 {
                    wide
                } else {
                    reach.possible(source, wide & PLACES != 0) & wide
                };
                let may_close = found & CLOSES != 0;
                let base = pass.cycle_base();
                closing.clear();
                if may_close {
                    search.cycles(grid, source, |_| true, &mut closing);
                }
                for &end in &closing {
                    search.graph.line_into(end, &mut line);
                    let removals = cycle_eliminations(grid, &search.graph, &line);
                    if removals.is_empty() {
                        continue;
                    }
                    // SE reads the cycle both ways: its "on" nodes from the
                    // end up, then its "off" nodes (the reversed cycle's "on"
                    // ones) from the assumption down.
                    let mut causes = Vec::new();
                    let inner = &line[1..];
                    for &e in inner.iter().rev() {
                        add_cause(&mut causes, &search.graph, e, true);
                    }
                    for &e in &inner[..inner.len() - 1] {
                        add_cause(&mut causes, &search.graph, e, false);
                    }
                    // A cycle's two targets (both ways round) and its nodes.
                    let mut key = vec![TARGET_TAG, TARGET_TAG];
                    key.extend(inner.iter().rev().map(|&e| search.graph.node(e).0));
                    let removals = removals
                        .into_iter()
                        .map(|(c, d)| (usize::from(c), d))
                        .collect();
                    let complexity = search.graph.line_complexity(end);
                    out.push(nested_hint(base, pass, complexity, removals, causes, key));
                }
                if !pass.x {
                    continue;
                }
                let chain_base = pass.chain_base();
                for (from, flag) in [(source, REMOVES), (source.conjugate(), PLACES)] {
                    if found & flag == 0 {
                        continue;
                    }
                    let Some(target) = search.forcing(grid, from, |_| true) else {
                        continue;
                    };
                    let removals = nested::removals(grid, search.graph.node(target));
                    if removals.is_empty() {
                        continue;
                    }
                    let line = search.graph.line(target);
                    let mut causes = Vec::new();
                    for &e in line.iter().rev() {
                        add_cause(&mut causes, &search.graph, e, true);
                    }
                    let mut key = vec![TARGET_TAG];
                    key.extend(line.iter().rev().map(|&e| search.graph.node(e).0));
                    let complexity = search.graph.line_complexity(target);
                    out.push(nested_hint(
                        chain_base, pass, complexity, removals, causes, key,
                    ));
                }
            }
        }
    }
}

/// A hint of this producer for a nesting level: rated by its family's
/// `base` and its `complexity`, with what its rule parents are read from
/// and its identity `key`.
fn nested_hint(
    base: f64,
    pass: Pass,
    complexity: usize,
    removals: Vec<(usize, u8)>,
    causes: Vec<(Node, Cause)>,
    key: Vec<u16>,
) -> NestedHint {
    NestedHint {
        key: Key::new(base + length_bonus(complexity), complexity, pass.kind()),
        removals,
        causes,
        chain: NestedChain {
            key,
            complexity: complexity as u32,
            summary: PRODUCER,
        },
    }
}

/// What the rule parents of entry `e` of a line are read from, when its
/// node is `on` (as read).
fn add_cause(causes: &mut Vec<(Node, Cause)>, graph: &Graph, e: u32, on: bool) {
    let node = graph.node(e);
    if node.is_on() == on {
        if let Some(cause) = Cause::of(graph.via(e)) {
            causes.push((node, cause));
        }
    }
}
