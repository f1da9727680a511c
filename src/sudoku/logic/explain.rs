//! A step's explanation as data: a message key and its typed arguments
//! (cells, digits, units, lists of them, chains, a nested clause), enough to
//! phrase the explanation in any language. The English sentence (a step's
//! `text`) is rendered from it in `explain/english.rs`; the page renders
//! the same data in its reader's language (www/i18n/explain.js). The JSON
//! written here is what the CLI's `steps` and the wasm exports carry.
//!
//! ```text
//! Explanation { key: "hidden-single",
//!               args: [("cell", Cell(33)), ("digit", Digit(4)), ("unit", Unit(5))] }
//!   -> "r4c7 is the only place for 4 in row 6"
//! ```

mod english;

pub use english::english;

use super::chains::{ChainNode, Via};
use super::technique::Technique;
use crate::Text;

/// One explanation: a message key (`hidden-single`, `bug-3`, `branches-on`,
/// ...) and its named arguments, in the order the English sentence uses them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The message: one sentence shape, one template a language.
    pub key: &'static str,
    /// The named arguments of the message.
    pub args: Vec<(&'static str, Arg)>,
}

/// A typed argument of an [`Explanation`]. Lists keep their order; the
/// renderer joins them ("a, b and c", "a, b or c") in the language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A cell, 0-80.
    Cell(u8),
    /// Cells joined with "and".
    Cells(Vec<u8>),
    /// Cells joined with "or".
    CellsOr(Vec<u8>),
    /// A digit, 1-9.
    Digit(u8),
    /// Digits joined with "and".
    Digits(Vec<u8>),
    /// Digits joined with "or".
    DigitsOr(Vec<u8>),
    /// A unit, 0-26: rows 0-8, columns 9-17, boxes 18-26.
    Unit(u8),
    /// Units of one kind, named together: "rows 2, 5 and 7".
    Units(Vec<u8>),
    /// A number; the argument named `count` chooses a plural form.
    Count(u32),
    /// A technique, by its kebab-case name.
    Technique(Technique),
    /// A nested step's inner chains: each producer (SE's English name,
    /// "Forcing Chains & Cycles") with the number of its chains.
    Producers(Vec<(&'static str, u32)>),
    /// Candidates removed, said digit by digit: "r2c4 and r2c7 cannot be 5".
    Eliminations(Vec<(u8, u8)>),
    /// Candidates removed, said cell by cell: "r1c1 cannot be 2, 3 or 5".
    CellEliminations(Vec<(u8, u8)>),
    /// A cell and the digits it plays in a pattern: "r1c3 (5, 7)".
    CellDigits(u8, Vec<u8>),
    /// Digits in cells, joined with "and": "3 in r1c2 and 3 or 7 in r5c5".
    CellsDigitsOr(Vec<(u8, Vec<u8>)>),
    /// One node of a chain: "r1c5 is not 6".
    Statement(Statement),
    /// A chain's line, always said whole: "if A, then B, so C".
    Line(Vec<Statement>),
    /// A branch's line, its middle left out when it is long.
    Branch(Vec<Statement>),
    /// Branch lines joined with "; ".
    Branches(Vec<Vec<Statement>>),
    /// A clause of its own (a pattern's opening, a nested step's sentence).
    Clause(Box<Explanation>),
}

/// A chain's node in words: "digit in cell is (not)", and whether it
/// follows from a technique on the grid the chain has reduced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Statement {
    /// The cell, 0-80.
    pub cell: u8,
    /// The digit, 1-9.
    pub digit: u8,
    /// Whether the digit is in the cell (true) or not.
    pub on: bool,
    /// Whether it follows from a technique on the reduced grid.
    pub reduced: bool,
}

impl Statement {
    /// The statement of a chain's node.
    pub(crate) fn of(node: &ChainNode) -> Statement {
        Statement {
            cell: node.cell,
            digit: node.digit,
            on: node.on,
            reduced: node.via == Via::Technique,
        }
    }

    /// The statements of a line of nodes.
    pub(crate) fn line(nodes: &[ChainNode]) -> Vec<Statement> {
        nodes.iter().map(Statement::of).collect()
    }
}

/// The nodes a shortened branch keeps at its start and at its end; one
/// with no more than `SHORT_HEAD + SHORT_TAIL + 2` nodes is said whole.
pub(crate) const SHORT_HEAD: usize = 4;
pub(crate) const SHORT_TAIL: usize = 3;

impl Explanation {
    /// A message with no arguments yet.
    pub(crate) fn new(key: &'static str) -> Explanation {
        Explanation {
            key,
            args: Vec::new(),
        }
    }

    /// Adds the argument `name`.
    #[inline(never)]
    pub(crate) fn with(mut self, name: &'static str, arg: Arg) -> Explanation {
        self.args.push((name, arg));
        self
    }

    /// The argument `name`, if any.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// Whether a branch (here or in a clause) is long enough to be shortened.
    pub fn shortens(&self) -> bool {
        self.args.iter().any(|(_, a)| match a {
            Arg::Branch(line) => long(line),
            Arg::Branches(lines) => lines.iter().any(|l| long(l)),
            Arg::Clause(inner) => inner.shortens(),
            _ => false,
        })
    }

    /// The explanation as one line of JSON: `{"key":"...","args":{"name":
    /// {"type":"cell","value":33},...}}` (docs/cli.md gives every type).
    pub fn to_json(&self) -> String {
        self.json(Text::new()).0
    }

    fn json(&self, t: Text) -> Text {
        let mut t = t.s("{\"key\":\"").s(self.key).s("\",\"args\":{");
        for (i, (name, arg)) in self.args.iter().enumerate() {
            if i > 0 {
                t = t.s(",");
            }
            t = arg_json(t.s("\"").s(name).s("\":"), arg);
        }
        t.s("}}")
    }
}

fn long(line: &[Statement]) -> bool {
    line.len() > SHORT_HEAD + SHORT_TAIL + 2
}

/// `{"type":"cells","value":`: an argument's opening.
#[inline(never)]
fn typed(t: Text, name: &str) -> Text {
    t.s("{\"type\":\"").s(name).s("\",\"value\":")
}

/// `{"type":"cells","value":[1,2]}`.
#[inline(never)]
fn arg_json(t: Text, arg: &Arg) -> Text {
    let t = match arg {
        Arg::Cell(c) => typed(t, "cell").n(u64::from(*c)),
        Arg::Cells(cs) => numbers(typed(t, "cells"), cs),
        Arg::CellsOr(cs) => numbers(typed(t, "cellsOr"), cs),
        Arg::Digit(d) => typed(t, "digit").n(u64::from(*d)),
        Arg::Digits(ds) => numbers(typed(t, "digits"), ds),
        Arg::DigitsOr(ds) => numbers(typed(t, "digitsOr"), ds),
        Arg::Unit(u) => typed(t, "unit").n(u64::from(*u)),
        Arg::Units(us) => numbers(typed(t, "units"), us),
        Arg::Count(n) => typed(t, "count").n(u64::from(*n)),
        Arg::Technique(k) => typed(t, "technique").s("\"").s(k.name()).s("\""),
        Arg::Producers(list) => {
            let mut t = typed(t, "producers").s("[");
            for (i, (name, n)) in list.iter().enumerate() {
                t = t.s(if i > 0 { ",[\"" } else { "[\"" }).s(name);
                t = t.s("\",").n(u64::from(*n)).s("]");
            }
            t.s("]")
        }
        Arg::Eliminations(pairs) => pairs_json(typed(t, "eliminations"), pairs),
        Arg::CellEliminations(pairs) => pairs_json(typed(t, "cellEliminations"), pairs),
        Arg::CellDigits(c, ds) => {
            let t = typed(t, "cellDigits").s("{\"cell\":").n(u64::from(*c));
            numbers(t.s(",\"digits\":"), ds).s("}")
        }
        Arg::CellsDigitsOr(list) => {
            let mut t = typed(t, "cellsDigitsOr").s("[");
            for (i, (c, ds)) in list.iter().enumerate() {
                t = t.s(if i > 0 { ",{\"cell\":" } else { "{\"cell\":" });
                t = numbers(t.n(u64::from(*c)).s(",\"digits\":"), ds).s("}");
            }
            t.s("]")
        }
        Arg::Statement(s) => statement_json(typed(t, "statement"), s),
        Arg::Line(line) => statements_json(typed(t, "line"), line),
        Arg::Branch(line) => statements_json(typed(t, "branch"), line),
        Arg::Branches(lines) => {
            let mut t = typed(t, "branches").s("[");
            for (i, line) in lines.iter().enumerate() {
                t = statements_json(if i > 0 { t.s(",") } else { t }, line);
            }
            t.s("]")
        }
        Arg::Clause(inner) => inner.json(typed(t, "clause")),
    };
    t.s("}")
}

#[inline(never)]
fn numbers(mut t: Text, list: &[u8]) -> Text {
    t = t.s("[");
    for (i, &n) in list.iter().enumerate() {
        t = (if i > 0 { t.s(",") } else { t }).n(u64::from(n));
    }
    t.s("]")
}

#[inline(never)]
fn pairs_json(mut t: Text, pairs: &[(u8, u8)]) -> Text {
    t = t.s("[");
    for (i, &(c, d)) in pairs.iter().enumerate() {
        t = numbers(if i > 0 { t.s(",") } else { t }, &[c, d]);
    }
    t.s("]")
}

#[inline(never)]
fn statement_json(t: Text, s: &Statement) -> Text {
    let t = t.s("{\"cell\":").n(u64::from(s.cell));
    let t = t.s(",\"digit\":").n(u64::from(s.digit));
    let t = t.s(if s.on {
        ",\"on\":true"
    } else {
        ",\"on\":false"
    });
    t.s(if s.reduced { ",\"reduced\":true}" } else { "}" })
}

#[inline(never)]
fn statements_json(mut t: Text, line: &[Statement]) -> Text {
    t = t.s("[");
    for (i, s) in line.iter().enumerate() {
        t = statement_json(if i > 0 { t.s(",") } else { t }, s);
    }
    t.s("]")
}
