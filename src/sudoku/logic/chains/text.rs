//! Chains in words, cells in rNcM: "If r1c1 is 6, then r1c5 is not 6, so
//! r5c5 is 6, ..., so r1c1 is not 6: the assumption fails, so r1c1 cannot be
//! 6." Also the cells and candidates a chain step highlights.

use super::super::cells::CellSet;
use super::super::step::{cell, eliminations, Step};
use super::node::ChainNode;
use crate::Text;

/// `r1c5 is not 6` / `r5c5 is 6`.
pub(crate) fn node(t: Text, node: &ChainNode) -> Text {
    let t = cell(t, usize::from(node.cell));
    let t = if node.on {
        t.s(" is ")
    } else {
        t.s(" is not ")
    };
    t.n(u64::from(node.digit))
}

/// The chain's cells, each once, in chain order.
pub(crate) fn chain_cells(chain: &[ChainNode]) -> Vec<u8> {
    let mut seen = CellSet::EMPTY;
    let mut cells = Vec::new();
    for n in chain {
        if !seen.contains(usize::from(n.cell)) {
            seen.insert(usize::from(n.cell));
            cells.push(n.cell);
        }
    }
    cells
}

/// The chain's candidates (cell, digit), each once, in chain order.
pub(crate) fn chain_candidates(chain: &[ChainNode]) -> Vec<(u8, u8)> {
    let mut out: Vec<(u8, u8)> = Vec::new();
    for n in chain {
        if !out.contains(&(n.cell, n.digit)) {
            out.push((n.cell, n.digit));
        }
    }
    out
}

/// "If A, then B, so C, ..., so Z" along a chain whose nodes each follow
/// from the one before.
fn line(mut t: Text, chain: &[ChainNode]) -> Text {
    for (i, n) in chain.iter().enumerate() {
        t = match i {
            0 => t.s("if "),
            1 => t.s(", then "),
            _ => t.s(", so "),
        };
        t = node(t, n);
    }
    t
}

/// A forcing chain's sentence: the assumption, the chain to its negation,
/// and the conclusion.
pub(crate) fn forcing_text(step: &Step) -> String {
    let chain = &step.chain;
    let (first, last) = (&chain[0], &chain[chain.len() - 1]);
    let t = line(Text::new().s(step.technique.se_name()).s(": "), chain);
    let t = t.s(": the assumption contradicts itself, so ");
    let t = cell(t, usize::from(first.cell));
    let t = if last.on {
        t.s(" is ")
    } else {
        t.s(" cannot be ")
    };
    t.n(u64::from(last.digit)).0
}

/// A cycle's sentence: the loop one way round, that it also holds the other
/// way, and what either way removes.
pub(crate) fn cycle_text(step: &Step) -> String {
    let chain = &step.chain;
    let t = line(Text::new().s(step.technique.se_name()).s(": "), chain);
    let t = t.s("; reversed (");
    let first = ChainNode {
        on: !chain[0].on,
        ..chain[0].clone()
    };
    let t = node(t, &first);
    let t = t.s(") every link still holds, so either way each link has one end on: ");
    eliminations(t, &step.eliminate).0
}
