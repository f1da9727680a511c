//! The record of one deduction (a [`Step`]) and the words its sentence is
//! written with; the techniques that make steps are in `technique.rs`.
//!
//! A finder reports what it found as data: the placements, the eliminations,
//! and the cells and candidates that justify them (the page highlights from
//! this record). The explanation is data too (`explain.rs`: a message key
//! and typed arguments), and the English sentence is rendered from it, with
//! the words for cells and units at the end of this file ("r4c7", "row 4").

use super::cells::UNITS;
use super::chains::ChainNode;
use super::explain::{english, Explanation};
pub use super::technique::{Technique, SEARCH_RATING};
use crate::Text;
use std::sync::Arc;

/// One deduction: what it places and eliminates, what justifies it, and why in words.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// SE's rating of this step, computed in f64 as SE computes it (4.5 + 0.1
    /// for a six-cell unique loop); [`Step::rating_tenths`] rounds it as SE prints it.
    pub rating: f64,
    /// Digits placed: (cell 0-80, digit 1-9).
    pub place: Vec<(u8, u8)>,
    /// Candidates removed: (cell, digit).
    pub eliminate: Vec<(u8, u8)>,
    /// The cells of the pattern that justifies the step.
    pub cells: Vec<u8>,
    /// The candidates of the pattern: (cell, digit).
    pub candidates: Vec<(u8, u8)>,
    /// One English sentence, cells named `r<row>c<column>` from 1: the
    /// English rendering of `explanation`.
    pub text: String,
    /// The explanation as data (a message key and typed arguments), to
    /// phrase it in any language. Shared: a path's steps are copies of the
    /// steps found, and a deep copy of it would cost the wasm module more.
    pub explanation: Arc<Explanation>,
    /// A chain step's derivation: its nodes, oldest first, each with the
    /// nodes it follows from and its link (empty for other techniques).
    pub chain: Vec<ChainNode>,
    /// A chain step's complexity as SE counts it (its rating's length
    /// bonus comes from it): the distinct nodes its conclusion derives from,
    /// summed over its branches; 0 for other techniques.
    pub chain_nodes: u32,
    /// A nested step's inner chains: each distinct chain found on a
    /// reduced grid inside its branches (empty for other techniques).
    pub inner: Vec<InnerChain>,
}

/// A chain found on a reduced grid inside a nested step's branches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InnerChain {
    /// SE's name of the producer that found it ("Forcing Chains & Cycles").
    pub producer: &'static str,
    /// Its complexity as SE counts it (its own inner chains included).
    pub complexity: u32,
    /// For each of its conclusions, the nodes it derives from, in the
    /// order of a walk back from the conclusion: (cell 0-80, digit, on).
    pub targets: Vec<Vec<(u8, u8, bool)>>,
}

impl Step {
    /// A step of `technique` at its base rating, with nothing in it yet.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            rating: technique.base_rating(),
            place: Vec::new(),
            eliminate: Vec::new(),
            cells: Vec::new(),
            candidates: Vec::new(),
            text: String::new(),
            explanation: Arc::new(Explanation::new("")),
            chain: Vec::new(),
            chain_nodes: 0,
            inner: Vec::new(),
        }
    }

    /// Sets the explanation, and the English `text` rendered from it.
    #[inline(never)]
    pub(crate) fn explain(&mut self, explanation: Explanation) {
        self.text = english(&explanation, true);
        self.explanation = Arc::new(explanation);
    }

    /// `text` with every line of the chain whole, when `text` shortens one
    /// ("... (9 more) ..."); `None` when `text` is whole already.
    pub fn whole_text(&self) -> Option<String> {
        self.explanation
            .shortens()
            .then(|| english(&self.explanation, false))
    }

    /// The rating in tenths as SE prints it (see [`se_tenths`]).
    pub fn rating_tenths(&self) -> u32 {
        se_tenths(self.rating)
    }

    /// The rating as SE prints it: `"2.8"`.
    pub fn rating_text(&self) -> String {
        tenths(Text::new(), self.rating_tenths()).0
    }

    /// SE's printed name of this step: the technique's, with the size of a
    /// unique loop of 8 cells or more (`Unique Loop 10 type 3`).
    pub fn se_name(&self) -> String {
        let loop_type = match self.technique {
            Technique::UniqueLoopType1 => 1,
            Technique::UniqueLoopType2 => 2,
            Technique::UniqueLoopType3 => 3,
            Technique::UniqueLoopType4 => 4,
            _ => return self.technique.se_name().to_string(),
        };
        let size = self.loop_size();
        if size > 6 {
            format!("Unique Loop {size} type {loop_type}")
        } else {
            self.technique.se_name().to_string()
        }
    }

    /// The number of cells of a unique loop's pattern (its first cells: the
    /// loop's cells come first in `cells`), else the cells of the pattern.
    fn loop_size(&self) -> usize {
        self.cells.len()
    }
}

/// A rating in tenths as SE prints it: `floor((x + 0.05) * 10)`, in f64.
pub fn se_tenths(rating: f64) -> u32 {
    ((rating + 0.05) * 10.0).floor() as u32
}

/// Writes a rating in tenths as `2.8`.
pub(crate) fn tenths(t: Text, value: u32) -> Text {
    t.n(u64::from(value / 10)).s(".").n(u64::from(value % 10))
}

/// `r4c7` for cell 33.
pub(crate) fn cell(mut t: Text, cell: usize) -> Text {
    debug_assert!(cell < 81);
    // Four ASCII bytes, pushed here: the most written words of every sentence.
    for byte in [b'r', b'1' + (cell / 9) as u8, b'c', b'1' + (cell % 9) as u8] {
        t.0.push(char::from(byte));
    }
    t
}

/// `row 4`, `column 7` or `box 6` (units 0-26 as in [`super::cells`]).
pub(crate) fn unit(t: Text, unit: usize) -> Text {
    let kind = match unit / 9 {
        0 => "row ",
        1 => "column ",
        _ => "box ",
    };
    debug_assert!(unit < UNITS);
    let mut t = t.s(kind);
    t.0.push(char::from(b'1' + (unit % 9) as u8));
    t
}

/// Sorts a step's (cell, digit) pairs. An insertion sort kept out of line:
/// the lists hold a few pairs, and the standard sort would add about 9 KB of
/// code to the wasm module for them.
#[inline(never)]
pub(crate) fn sort_pairs(pairs: &mut [(u8, u8)]) {
    for i in 1..pairs.len() {
        let mut j = i;
        while j > 0 && pairs[j - 1] > pairs[j] {
            pairs.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_print_as_se_prints_them() {
        // SE's printing: floor((x + 0.05) * 10) / 10.
        assert_eq!(se_tenths(4.5 + 0.1), 46);
        assert_eq!(se_tenths(6.6 + 0.1), 67);
        assert_eq!(se_tenths(1.0), 10);
    }

    #[test]
    fn sentences_read_as_people_write() {
        assert_eq!(cell(Text::new(), 33).0, "r4c7");
        assert_eq!(unit(Text::new(), 23).0, "box 6");
        assert_eq!(unit(Text::new(), 9).0, "column 1");
        assert_eq!(tenths(Text::new(), 12).0, "1.2");
    }
}
