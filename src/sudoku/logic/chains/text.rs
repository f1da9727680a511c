//! Chain steps' explanations as data (rendered "if r1c1 is 6, then r1c5 is
//! not 6, so r5c5 is 6, ...: the assumption contradicts itself, so r1c1
//! cannot be 6"), and the cells and candidates a chain step highlights.

use super::super::cells::CellSet;
use super::super::explain::{Arg, Explanation, Statement};
use super::super::step::Step;
use super::node::ChainNode;

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

/// The explanation of a nested step: its sentence, then how many chains of
/// their own removed candidates inside its branches, by producer (`kinds`:
/// each inner chain's producer, with repeats): "... (Forcing Chains &
/// Cycles: 3)". `why` alone when there are none.
pub(crate) fn nested(why: Explanation, kinds: &[&'static str]) -> Explanation {
    if kinds.is_empty() {
        return why;
    }
    let mut producers: Vec<(&'static str, u32)> = Vec::new();
    for &k in kinds {
        match producers.iter_mut().find(|(name, _)| *name == k) {
            Some((_, n)) => *n += 1,
            None => producers.push((k, 1)),
        }
    }
    Explanation::new("nested")
        .with("step", Arg::Clause(Box::new(why)))
        .with("count", Arg::Count(kinds.len() as u32))
        .with("producers", Arg::Producers(producers))
}

/// A forcing chain's explanation: the assumption, the chain to its
/// negation, and the conclusion.
pub(crate) fn forcing(step: &Step) -> Explanation {
    let chain = &step.chain;
    let (first, last) = (&chain[0], &chain[chain.len() - 1]);
    let key = if last.on { "forcing-on" } else { "forcing-off" };
    Explanation::new(key)
        .with("technique", Arg::Technique(step.technique))
        .with("line", Arg::Line(Statement::line(chain)))
        .with("cell", Arg::Cell(first.cell))
        .with("digit", Arg::Digit(last.digit))
}

/// A cycle's explanation: the loop one way round, that it also holds the
/// other way, and what either way removes.
pub(crate) fn cycle(step: &Step) -> Explanation {
    let chain = &step.chain;
    let reversed = Statement {
        on: !chain[0].on,
        ..Statement::of(&chain[0])
    };
    Explanation::new("cycle")
        .with("technique", Arg::Technique(step.technique))
        .with("line", Arg::Line(Statement::line(chain)))
        .with("reversed", Arg::Statement(reversed))
        .with("eliminations", Arg::Eliminations(step.eliminate.clone()))
}

/// The explanation of a hint proven by several lines of implications (the
/// main line of each branch; the record keeps every node): a contradiction
/// (two lines from one assumption to a node on and off), or branches that
/// all reach the same conclusion. Long lines are shortened in `text`.
pub(crate) fn branches(step: &Step, lines: &[Vec<ChainNode>], contradiction: bool) -> Explanation {
    let technique = Arg::Technique(step.technique);
    if contradiction && lines.len() == 2 {
        let assumption = &lines[0][0];
        let key = if assumption.on {
            "contradiction-on"
        } else {
            "contradiction-off"
        };
        return Explanation::new(key)
            .with("technique", technique)
            .with("branch1", Arg::Branch(Statement::line(&lines[0])))
            .with("branch2", Arg::Branch(Statement::line(&lines[1])))
            .with("cell", Arg::Cell(assumption.cell))
            .with("digit", Arg::Digit(assumption.digit));
    }
    let all = Arg::Branches(lines.iter().map(|l| Statement::line(l)).collect());
    // Every line ends at the conclusion.
    let Some(last) = lines.last().and_then(|l| l.last()) else {
        return Explanation::new("branches")
            .with("technique", technique)
            .with("branches", all);
    };
    let key = if last.on {
        "branches-on"
    } else {
        "branches-off"
    };
    Explanation::new(key)
        .with("technique", technique)
        .with("branches", all)
        .with("cell", Arg::Cell(last.cell))
        .with("digit", Arg::Digit(last.digit))
}
