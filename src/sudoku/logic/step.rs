//! The record of one deduction (a [`Step`]) and the catalogue of techniques
//! that make them, with their Sudoku Explainer (SE) difficulties.
//!
//! A finder reports what it found as data: the placements, the eliminations,
//! and the cells and candidates that justify them (the page highlights from
//! this record). The sentence is written from the same data with the small
//! writers at the end of this file, which keep the wording of every technique
//! alike ("r4c7", "row 4", "r2c4 and r2c7 cannot be 5").

use super::cells::{digits, UNITS};
use crate::Text;

/// A solving technique. The order is the catalogue's order (by difficulty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// The only place for a digit in a unit (SE 1.2 in a box, 1.5 in a row or column).
    HiddenSingle,
    /// The only digit left in a cell (SE 2.3).
    NakedSingle,
    /// A digit of a box confined to one row or column (pointing, SE 2.6), or a
    /// digit of a row or column confined to one box (claiming, SE 2.8).
    LockedCandidates,
    /// Two cells of a unit holding only the same two digits (SE 3.0).
    NakedPair,
    /// A digit in two rows confined to two columns, or the reverse (SE 3.2).
    XWing,
    /// Two digits of a unit confined to the same two cells (SE 3.4).
    HiddenPair,
    /// Three cells of a unit holding only three digits between them (SE 3.6).
    NakedTriple,
    /// X-Wing with three rows and three columns (SE 3.8).
    Swordfish,
    /// Three digits of a unit confined to three cells (SE 4.0).
    HiddenTriple,
    /// A pivot xy and pincers xz, yz that it sees: z is not in the cells that see both pincers (SE 4.2).
    XyWing,
    /// XY-Wing whose pivot also holds z: z is not in the cells that see all three (SE 4.4).
    XyzWing,
    /// Two cells xy not seeing each other, joined by a strong link on x: y is not in their common peers (4.4).
    WWing,
    /// Unique rectangle type 1 (SE 4.5; only on a puzzle known to have one solution).
    UniqueRectangle,
    /// Four cells of a unit holding only four digits between them (SE 5.0).
    NakedQuad,
    /// X-Wing with four rows and four columns (SE 5.2).
    Jellyfish,
    /// Four digits of a unit confined to four cells (SE 5.4).
    HiddenQuad,
    /// BUG+1: every open cell but one is bivalue (SE 5.6; only on a puzzle known to have one solution).
    BugPlusOne,
    /// A chain of one digit with alternating strong and weak links (SE 6.6 and more with length).
    XChain,
    /// A candidate whose placement leaves the puzzle without solution, proven by
    /// a search with the Dancing Links engine (7.5: above every technique).
    Search,
}

impl Technique {
    /// Every technique, in catalogue order.
    pub const ALL: [Technique; 19] = [
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::WWing,
        Technique::UniqueRectangle,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::BugPlusOne,
        Technique::XChain,
        Technique::Search,
    ];

    /// The name used by the CLI and the JS API: `hidden-single`, `x-wing`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "hidden-single",
            Technique::NakedSingle => "naked-single",
            Technique::LockedCandidates => "locked-candidates",
            Technique::NakedPair => "naked-pair",
            Technique::XWing => "x-wing",
            Technique::HiddenPair => "hidden-pair",
            Technique::NakedTriple => "naked-triple",
            Technique::Swordfish => "swordfish",
            Technique::HiddenTriple => "hidden-triple",
            Technique::XyWing => "xy-wing",
            Technique::XyzWing => "xyz-wing",
            Technique::WWing => "w-wing",
            Technique::UniqueRectangle => "unique-rectangle",
            Technique::NakedQuad => "naked-quad",
            Technique::Jellyfish => "jellyfish",
            Technique::HiddenQuad => "hidden-quad",
            Technique::BugPlusOne => "bug-plus-one",
            Technique::XChain => "x-chain",
            Technique::Search => "search",
        }
    }

    /// The technique of a name from [`Technique::name`].
    pub fn from_name(name: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The SE difficulty in tenths (the lowest a step of this technique can
    /// have; hidden singles in a box are 1.2, locked candidates by claiming
    /// 2.8, longer X-chains more).
    pub const fn difficulty(self) -> u8 {
        match self {
            Technique::HiddenSingle => 15,
            Technique::NakedSingle => 23,
            Technique::LockedCandidates => 26,
            Technique::NakedPair => 30,
            Technique::XWing => 32,
            Technique::HiddenPair => 34,
            Technique::NakedTriple => 36,
            Technique::Swordfish => 38,
            Technique::HiddenTriple => 40,
            Technique::XyWing => 42,
            Technique::XyzWing => 44,
            Technique::WWing => 44,
            Technique::UniqueRectangle => 45,
            Technique::NakedQuad => 50,
            Technique::Jellyfish => 52,
            Technique::HiddenQuad => 54,
            Technique::BugPlusOne => 56,
            Technique::XChain => 66,
            Technique::Search => 75,
        }
    }

    /// Whether the technique is only sound on a puzzle with one solution.
    pub const fn needs_uniqueness(self) -> bool {
        matches!(self, Technique::UniqueRectangle | Technique::BugPlusOne)
    }
}

/// One deduction: what it places and eliminates, what justifies it, and why in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// The SE difficulty of this step, in tenths (1.2 is 12).
    pub difficulty: u8,
    /// Digits placed: (cell 0-80, digit 1-9).
    pub place: Vec<(u8, u8)>,
    /// Candidates removed: (cell, digit).
    pub eliminate: Vec<(u8, u8)>,
    /// The cells of the pattern that justifies the step.
    pub cells: Vec<u8>,
    /// The candidates of the pattern: (cell, digit).
    pub candidates: Vec<(u8, u8)>,
    /// One English sentence, cells named `r<row>c<column>` from 1.
    pub text: String,
}

impl Step {
    /// A step of `technique` at its catalogue difficulty, with nothing in it yet.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            difficulty: technique.difficulty(),
            place: Vec::new(),
            eliminate: Vec::new(),
            cells: Vec::new(),
            candidates: Vec::new(),
            text: String::new(),
        }
    }

    /// The difficulty as people write it: `"2.8"`.
    pub fn difficulty_text(&self) -> String {
        tenths(Text::new(), self.difficulty).0
    }
}

/// Writes a difficulty in tenths as `2.8`.
pub(crate) fn tenths(t: Text, value: u8) -> Text {
    t.n(u64::from(value / 10)).s(".").n(u64::from(value % 10))
}

/// `r4c7` for cell 33.
pub(crate) fn cell(t: Text, cell: usize) -> Text {
    t.s("r")
        .n(cell as u64 / 9 + 1)
        .s("c")
        .n(cell as u64 % 9 + 1)
}

/// `row 4`, `column 7` or `box 6` (units 0-26 as in [`super::cells`]).
pub(crate) fn unit(t: Text, unit: usize) -> Text {
    let kind = match unit / 9 {
        0 => "row ",
        1 => "column ",
        _ => "box ",
    };
    debug_assert!(unit < UNITS);
    t.s(kind).n((unit % 9) as u64 + 1)
}

/// Items joined as people list them: `a`, `a and b`, `a, b and c`.
pub(crate) fn list<T>(
    mut t: Text,
    items: impl IntoIterator<Item = T>,
    mut write: impl FnMut(Text, T) -> Text,
) -> Text {
    let items: Vec<T> = items.into_iter().collect();
    let n = items.len();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            t = t.s(if i + 1 == n { " and " } else { ", " });
        }
        t = write(t, item);
    }
    t
}

/// `r1c2, r1c5 and r3c4`.
pub(crate) fn cells(t: Text, cells: impl IntoIterator<Item = usize>) -> Text {
    list(t, cells, cell)
}

/// `1, 4 and 7` for a digit mask.
pub(crate) fn digit_list(t: Text, mask: u16) -> Text {
    list(t, digits(mask), |t, d| t.n(u64::from(d)))
}

/// The eliminations grouped by digit: `r2c4 and r2c7 cannot be 5; r2c4 cannot be 6`.
pub(crate) fn eliminations(mut t: Text, eliminate: &[(u8, u8)]) -> Text {
    let mut first = true;
    for d in 1..=9u8 {
        let of_digit: Vec<usize> = eliminate
            .iter()
            .filter(|&&(_, digit)| digit == d)
            .map(|&(c, _)| usize::from(c))
            .collect();
        if of_digit.is_empty() {
            continue;
        }
        if !first {
            t = t.s("; ");
        }
        first = false;
        t = cells(t, of_digit).s(" cannot be ").n(u64::from(d));
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_difficulties_rise() {
        for t in Technique::ALL {
            assert_eq!(Technique::from_name(t.name()), Some(t));
        }
        for pair in Technique::ALL.windows(2) {
            assert!(pair[0].difficulty() <= pair[1].difficulty(), "{pair:?}");
        }
        assert_eq!(Technique::from_name("x-wings"), None);
    }

    #[test]
    fn sentences_read_as_people_write() {
        assert_eq!(cell(Text::new(), 33).0, "r4c7");
        assert_eq!(unit(Text::new(), 23).0, "box 6");
        assert_eq!(unit(Text::new(), 9).0, "column 1");
        assert_eq!(cells(Text::new(), [0, 4, 80]).0, "r1c1, r1c5 and r9c9");
        assert_eq!(digit_list(Text::new(), 0b1_0000_0101).0, "1, 3 and 9");
        assert_eq!(
            eliminations(Text::new(), &[(30, 5), (33, 5), (30, 6)]).0,
            "r4c4 and r4c7 cannot be 5; r4c4 cannot be 6"
        );
        assert_eq!(tenths(Text::new(), 12).0, "1.2");
    }
}
