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
use super::super::cells::{digits, CellSet};
use super::super::step::{Step, Technique};
use super::cache::{self, spare_branch, Cache};
use super::links::se_units;
use super::nested::NestedHint;
use super::node::Node;
use super::propagate::{Branch, Rules};
use super::reach::{Overlaps, Reach};
use super::relying::{Lossy, Lost};
mod sink;
use sink::{Best, Collect, Sink, Target};

/// One of SE's multiple-chain producers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    Nishio,
    Multiple,
    Dynamic,
    /// Dynamic, with nesting level 1-5 ("Dynamic Forcing Chains (+)" and
    /// the nested forcing chains).
    Nested(u8),
}

impl Mode {
    fn base(self) -> f64 {
        match self {
            Mode::Nishio => 7.5,
            Mode::Multiple => 8.0,
            Mode::Dynamic => 8.5,
            Mode::Nested(1) => 9.0,
            Mode::Nested(level) => 9.5 + 0.5 * f64::from(level - 2),
        }
    }

    fn rules(self) -> Rules {
        Rules {
            cell_links: self != Mode::Nishio,
            dynamic: self != Mode::Multiple,
            level: match self {
                Mode::Nested(level) => level,
                _ => 0,
            },
        }
    }

    fn is_dynamic(self) -> bool {
        self != Mode::Multiple
    }

    /// SE's name of the producer, for the nested steps' text.
    fn producer(self) -> &'static str {
        match self {
            Mode::Nishio => "Nishio Forcing Chains",
            Mode::Multiple => "Multiple Forcing Chains",
            Mode::Dynamic => "Dynamic Forcing Chains",
            Mode::Nested(1) => "Dynamic Forcing Chains (+)",
            Mode::Nested(2) => "Dynamic Forcing Chains (+ Forcing Chains)",
            Mode::Nested(_) => "Nested Forcing Chains",
        }
    }

    /// The technique of a hint of this producer.
    fn technique(self, kind: Kind) -> Technique {
        use Technique::*;
        // By nesting level (0: dynamic, 1: "(+)", 2-5: nested), then kind.
        const DYNAMIC: [[Technique; 4]; 6] = [
            [
                DynamicContradictionForcingChains,
                DynamicDoubleForcingChains,
                DynamicCellForcingChains,
                DynamicRegionForcingChains,
            ],
            [
                DynamicContradictionForcingChainsPlus,
                DynamicDoubleForcingChainsPlus,
                DynamicCellForcingChainsPlus,
                DynamicRegionForcingChainsPlus,
            ],
            [
                NestedContradictionForcingChains2,
                NestedDoubleForcingChains2,
                NestedCellForcingChains2,
                NestedRegionForcingChains2,
            ],
            [
                NestedContradictionForcingChains3,
                NestedDoubleForcingChains3,
                NestedCellForcingChains3,
                NestedRegionForcingChains3,
            ],
            [
                NestedContradictionForcingChains4,
                NestedDoubleForcingChains4,
                NestedCellForcingChains4,
                NestedRegionForcingChains4,
            ],
            [
                NestedContradictionForcingChains5,
                NestedDoubleForcingChains5,
                NestedCellForcingChains5,
                NestedRegionForcingChains5,
            ],
        ];
        let column = match kind {
            Kind::Contradiction => 0,
            Kind::Double => 1,
            Kind::Cell => 2,
            Kind::Region => 3,
        };
        match (self, kind) {
            (Mode::Nishio, _) => NishioForcingChains,
            (Mode::Multiple, Kind::Region) => RegionForcingChains,
            (Mode::Multiple, _) => CellForcingChains,
            (Mode::Dynamic, _) => DYNAMIC[0][column],
            (Mode::Nested(level), _) => DYNAMIC[usize::from(level.clamp(1, 5))][column],
        }
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

/// A hint as the search finds it: its kind, its conclusion `node`, the
/// assumption of a contradiction, the unit of a region hint.
#[derive(Clone, Copy, Debug)]
struct Hint {
    kind: Kind,
    node: Node,
    source: Option<Node>,
    unit: Option<usize>,
}

impl Hint {
    /// The candidate concluded on or off (a contradiction concludes the
    /// negation of its assumption).
    fn concluded(&self) -> Node {
        match (self.kind, self.source) {
            (Kind::Contradiction, Some(s)) => s.conjugate(),
            _ => self.node,
        }
    }
}

/// The cheapest hint of a producer.
pub(crate) fn find(state: &Candidates, mode: Mode) -> Option<Step> {
    let mut best = Best::new();
    search(state, mode, None, &mut best);
    best.step
}

/// Every hint of a producer on `grid`, the reduced grid of a propagation,
/// for a nesting level above, that may rely on a candidate of `lost` (what
/// the propagation removed: the others would be left out); the static
/// multiple chains are sought only where such hints may be.
pub(crate) fn all_hints(grid: &Candidates, mode: Mode, lost: &Lost, out: &mut Vec<NestedHint>) {
    let mut sink = Collect::new(out, lost);
    search(grid, mode, Some(lost), &mut sink);
}

/// What rules out a static multiple chain's cell or unit before its
/// branches are made.
struct Skip {
    /// The walks: a cell's or unit's branches (static, they stop at a
    /// contradiction) reach no more than its candidates' walks, and a
    /// hint needs a node every branch reaches. At a nesting level, made
    /// as they are needed.
    overlaps: Overlaps,
    reach: Box<Reach>,
    /// At a nesting level: the lossy links, and by digit the candidates
    /// whose "on" node reaches a lossy strong link (see
    /// [`Lossy::reaching_strong`]). A hint relies on a lost candidate only
    /// if its cell or unit lost one or a branch passes such a link.
    relying: Option<(Lossy, [CellSet; 9])>,
}

impl Skip {
    fn new(state: &Candidates, lost: Option<&Lost>) -> Skip {
        let mut reach = Reach::pooled(state);
        let mut overlaps = Overlaps::kept_for(state);
        let relying = lost.map(|lost| {
            let lossy = Lossy::new(state, lost);
            for (cell, digit) in lossy.strong_members(state) {
                overlaps.walk(&mut reach, cell, digit);
            }
            let reaching = lossy.reaching_strong(state, &overlaps);
            (lossy, reaching)
        });
        Skip {
            overlaps,
            reach,
            relying,
        }
    }

    /// Whether the branches of `candidates` (a cell's or a unit's, nine at
    /// most) may meet, walked as needed.
    fn meet(&mut self, candidates: impl Iterator<Item = (usize, u8)>) -> bool {
        self.overlaps.meet(&mut self.reach, candidates)
    }

    /// Whether `cell`'s candidates `values` may give a cell forcing chain.
    fn cell(&mut self, cell: usize, values: &[u8]) -> bool {
        let relies = self.relying.as_ref().map_or(true, |(lossy, reaching)| {
            lossy.cell_lost(cell)
                || values
                    .iter()
                    .any(|&d| reaching[usize::from(d - 1)].contains(cell))
        });
        relies && self.meet(values.iter().map(|&d| (cell, d)))
    }

    /// Whether `unit`'s `places` of `digit` may give a region forcing chain.
    fn unit(&mut self, unit: usize, digit: u8, places: CellSet) -> bool {
        let relies = self.relying.as_ref().map_or(true, |(lossy, reaching)| {
            lossy.unit_lost(unit, digit) || !(reaching[usize::from(digit - 1)] & places).is_empty()
        });
        relies && self.meet(places.iter().map(|c| (c, digit)))
    }
}

/// The producer's search: every hint goes to `best`.
fn search(state: &Candidates, mode: Mode, lost: Option<&Lost>, best: &mut dyn Sink) {
    let _pools = super::PoolScope::enter();
    let rules = mode.rules();
    let mut cache = Cache::new(rules);
    let mut off_branch = spare_branch();
    // The static chains have no contradictions: a cell or unit whose
    // branches reach no common node has no hint, and is skipped.
    let mut overlaps = (mode == Mode::Multiple).then(|| Skip::new(state, lost));
    for cell in 0..81 {
        let mask = state.mask(cell);
        let count = mask.count_ones();
        if state.value(cell) != 0 || !(count > 2 || (count > 1 && mode.is_dynamic())) {
            continue;
        }
        let values: Vec<u8> = digits(mask).collect();
        for &digit in &values {
            let source = Node::new(cell, digit, true);
            let units = if mode == Mode::Nishio {
                [None; 3]
            } else {
                region_units(state, cell, digit, overlaps.as_mut())
            };
            if overlaps.is_some() && units == [None; 3] {
                continue;
            }
            let mut on = cache.take(state, source);
            let absurd_on = cache.absurd(source);
            if let (Some((a, b)), true) = (absurd_on, mode.is_dynamic()) {
                let hint = Hint {
                    kind: Kind::Contradiction,
                    node: on.graph.node(b),
                    source: Some(source),
                    unit: None,
                };
                best.offer(state, mode, hint, &mut [(&mut on, vec![a, b])]);
            }
            // "c is not d" matters to contradictions and double forcing
            // only: the static multiple chains have neither.
            if mode.is_dynamic() {
                let absurd_off = off_branch.propagate(state, source.conjugate(), rules);
                if let Some((a, b)) = absurd_off {
                    let hint = Hint {
                        kind: Kind::Contradiction,
                        node: off_branch.graph.node(b),
                        source: Some(source.conjugate()),
                        unit: None,
                    };
                    best.offer(state, mode, hint, &mut [(&mut off_branch, vec![a, b])]);
                }
                if count >= 3 && mode != Mode::Nishio {
                    double_forcing(state, mode, &mut on, &mut off_branch, best);
                }
            }
            if mode != Mode::Nishio {
                region_forcing(state, mode, units, digit, &mut on, &mut cache, best);
            }
            cache.put(source, on);
        }
        let cell_may = overlaps.as_mut().map_or(true, |o| o.cell(cell, &values));
        if mode != Mode::Nishio && cell_may {
            let nodes: Vec<Node> = values.iter().map(|&d| Node::new(cell, d, true)).collect();
            let mut branches: Vec<Box<Branch>> =
                nodes.iter().map(|&n| cache.take(state, n)).collect();
            cell_forcing(state, mode, &mut branches, best);
            for (n, b) in nodes.into_iter().zip(branches) {
                cache.put(n, b);
            }
        }
    }
    cache::give_back(off_branch);
    if let Some(skip) = overlaps {
        skip.reach.give_back();
        skip.overlaps.keep(state);
    }
}

/// The number of "on" (`order` 0) or "off" (1) nodes of a branch.
fn order_len(branch: &Branch, order: usize) -> usize {
    if order == 0 {
        branch.on_order.len()
    } else {
        branch.off_order.len()
    }
}

/// Entry `i` of a branch's "on" (`order` 0) or "off" (1) nodes.
fn order_entry(branch: &Branch, order: usize, i: usize) -> u32 {
    if order == 0 {
        branch.on_order[i]
    } else {
        branch.off_order[i]
    }
}

/// What both truth values of a candidate imply.
#[inline(never)]
fn double_forcing(
    state: &Candidates,
    mode: Mode,
    on: &mut Branch,
    off: &mut Branch,
    best: &mut dyn Sink,
) {
    for order in 0..2 {
        // By index: `offer` needs the branch mutably (the order stays).
        for i in 0..order_len(on, order) {
            let e = order_entry(on, order, i);
            let n = on.graph.node(e);
            if let Some(f) = off.get(n) {
                let hint = Hint {
                    kind: Kind::Double,
                    node: n,
                    source: None,
                    unit: None,
                };
                best.offer(
                    state,
                    mode,
                    hint,
                    &mut [(&mut *on, vec![e]), (&mut *off, vec![f])],
                );
            }
        }
    }
}

/// What every candidate of a cell implies.
#[inline(never)]
fn cell_forcing(state: &Candidates, mode: Mode, branches: &mut [Box<Branch>], best: &mut dyn Sink) {
    let (first, rest) = branches.split_first_mut().expect("a cell with candidates");
    for order in 0..2 {
        for i in 0..order_len(first, order) {
            let e = order_entry(first, order, i);
            let n = first.graph.node(e);
            if !rest.iter().all(|b| b.get(n).is_some()) {
                continue;
            }
            let mut targets: Vec<Target<'_>> = vec![(&mut **first, vec![e])];
            for b in rest.iter_mut() {
                let f = b.get(n).unwrap_or_default();
                targets.push((b, vec![f]));
            }
            let hint = Hint {
                kind: Kind::Cell,
                node: n,
                source: None,
                unit: None,
            };
            best.offer(state, mode, hint, &mut targets);
        }
    }
}

/// The units of `cell` (in [`se_units`]' order, `None` for the others)
/// whose region forcing chains for `digit` start at `cell` (its first place
/// there, of two or more); with `overlaps`, only those whose places'
/// branches may meet.
fn region_units(
    state: &Candidates,
    cell: usize,
    digit: u8,
    mut overlaps: Option<&mut Skip>,
) -> [Option<usize>; 3] {
    se_units(cell).map(|unit| {
        let places = state.places_in(unit, digit);
        (places.len() >= 2
            && places.first() == Some(cell)
            && overlaps
                .as_mut()
                .map_or(true, |o| o.unit(unit, digit, places)))
        .then_some(unit)
    })
}

/// What every place of `digit` in each of `units` implies (see
/// [`region_units`]); `on` is the branch of the digit's first place.
#[inline(never)]
fn region_forcing(
    state: &Candidates,
    mode: Mode,
    units: [Option<usize>; 3],
    digit: u8,
    on: &mut Branch,
    cache: &mut Cache,
    best: &mut dyn Sink,
) {
    for unit in units.into_iter().flatten() {
        let places = state.places_in(unit, digit);
        let nodes: Vec<Node> = places
            .iter()
            .skip(1)
            .map(|c| Node::new(c, digit, true))
            .collect();
        let mut others: Vec<Box<Branch>> = nodes.iter().map(|&n| cache.take(state, n)).collect();
        for order in 0..2 {
            for i in 0..order_len(on, order) {
                let e = order_entry(on, order, i);
                let n = on.graph.node(e);
                if !others.iter().all(|b| b.get(n).is_some()) {
                    continue;
                }
                let mut targets: Vec<Target<'_>> = vec![(&mut *on, vec![e])];
                for b in others.iter_mut() {
                    let f = b.get(n).unwrap_or_default();
                    targets.push((b, vec![f]));
                }
                let hint = Hint {
                    kind: Kind::Region,
                    node: n,
                    source: None,
                    unit: Some(unit),
                };
                best.offer(state, mode, hint, &mut targets);
            }
        }
        for (n, b) in nodes.into_iter().zip(others) {
            cache.put(n, b);
        }
    }
}
