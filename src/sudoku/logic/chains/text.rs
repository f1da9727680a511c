//! Chains in words, cells in rNcM: "If r1c1 is 6, then r1c5 is not 6, so
//! r5c5 is 6, ..., so r1c1 is not 6: the assumption fails, so r1c1 cannot be
//! 6." Also the cells and candidates a chain step highlights.

use super::super::cells::CellSet;
use super::super::step::{cell, eliminations, Step};
use super::node::{ChainNode, Via};
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
        if n.via == Via::Technique {
            t = t.s(" (on the reduced grid)");
        }
    }
    t
}

/// The closing sentence of a nested step: how many chains of their own
/// removed candidates inside its branches, by producer (`kinds`: each inner
/// chain's producer, with repeats): "... (Forcing Chains & Cycles: 3)".
pub(crate) fn nested_text(mut t: Text, kinds: &[&str]) -> Text {
    if kinds.is_empty() {
        return t;
    }
    t = t.s(". Inside the branches, ").n(kinds.len() as u64);
    t = t.s(if kinds.len() == 1 {
        " chain of its own on a reduced grid removes candidates ("
    } else {
        " chains of their own on reduced grids remove candidates ("
    });
    let mut listed: Vec<&str> = Vec::new();
    for &k in kinds {
        if listed.contains(&k) {
            continue;
        }
        if !listed.is_empty() {
            t = t.s(", ");
        }
        let n = kinds.iter().filter(|&&x| x == k).count();
        t = t.s(k).s(": ").n(n as u64);
        listed.push(k);
    }
    t.s(")")
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

/// The nodes a shortened line keeps at its start and at its end.
const SHORT_HEAD: usize = 4;
const SHORT_TAIL: usize = 3;

/// A line in words, its middle left out when it is long: "if A, then B,
/// so C, ... (7 more), so Y, so Z".
fn short_line(mut t: Text, line: &[ChainNode]) -> Text {
    const HEAD: usize = SHORT_HEAD;
    const TAIL: usize = SHORT_TAIL;
    if line.len() <= HEAD + TAIL + 2 {
        return self::line(t, line);
    }
    t = self::line(t, &line[..HEAD]);
    t = t
        .s(", ... (")
        .n((line.len() - HEAD - TAIL) as u64)
        .s(" more)");
    for n in &line[line.len() - TAIL..] {
        t = node(t.s(", so "), n);
    }
    t
}

/// The sentence of a hint proven by several lines of implications (the
/// main line of each branch; the record keeps every node): a contradiction
/// (two lines from one assumption to a node on and off), or branches that
/// all reach the same conclusion.
pub(crate) fn branches_text(step: &Step, lines: &[Vec<ChainNode>], contradiction: bool) -> String {
    branches_text_of(step, lines, contradiction, short_line)
}

/// [`branches_text`] with every line whole, when that one shortens a line.
pub(crate) fn whole_branches_text(
    step: &Step,
    lines: &[Vec<ChainNode>],
    contradiction: bool,
) -> Option<String> {
    let shortened = lines.iter().any(|l| l.len() > SHORT_HEAD + SHORT_TAIL + 2);
    shortened.then(|| branches_text_of(step, lines, contradiction, line))
}

fn branches_text_of(
    step: &Step,
    lines: &[Vec<ChainNode>],
    contradiction: bool,
    short_line: fn(Text, &[ChainNode]) -> Text,
) -> String {
    let mut t = Text::new().s(&step.se_name()).s(": ");
    if contradiction && lines.len() == 2 {
        let assumption = &lines[0][0];
        t = short_line(t, &lines[0]);
        t = t.s("; and ");
        t = short_line(t, &lines[1]);
        t = t.s(": a contradiction, so ");
        let t = cell(t, usize::from(assumption.cell));
        let t = if assumption.on {
            t.s(" cannot be ")
        } else {
            t.s(" is ")
        };
        return t.n(u64::from(assumption.digit)).0;
    }
    for (i, l) in lines.iter().enumerate() {
        if i > 0 {
            t = t.s("; ");
        }
        t = short_line(t, l);
    }
    let last = lines.last().and_then(|l| l.last());
    match last {
        Some(n) => {
            let t = cell(t.s(": either way "), usize::from(n.cell));
            let t = if n.on {
                t.s(" is ")
            } else {
                t.s(" cannot be ")
            };
            t.n(u64::from(n.digit)).0
        }
        None => t.0,
    }
}
