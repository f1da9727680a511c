//! The record of one deduction (a [`Step`]) and the catalogue of techniques
//! that make them, with their Sudoku Explainer (SE) difficulties.
//!
//! A finder reports what it found as data: the placements, the eliminations,
//! and the cells and candidates that justify them (the page highlights from
//! this record). The sentence is written from the same data with the small
//! writers at the end of this file, which keep the wording of every technique
//! alike ("r4c7", "row 4", "r2c4 and r2c7 cannot be 5").

use super::cells::{digits, UNITS};
use super::chains::ChainNode;
use crate::Text;

/// A solving technique of Sudoku Explainer 1.2.1 (SE), in SE's producer
/// order (the private `logic::producers` module). Names are SE's, in kebab-case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// The only place for a digit in a unit: 1.0 when it is the unit's last
    /// empty cell (a full house), 1.2 in a box, 1.5 in a row or column.
    HiddenSingle,
    /// A box's digit confined to one line, which leaves the digit one place
    /// in another box on that line (1.7; places it, no pencil marks needed).
    DirectPointing,
    /// A line's digit confined to one box, which leaves the digit one place
    /// in another line of that box (1.9).
    DirectClaiming,
    /// Two digits confined to two cells of a unit, which leaves another
    /// digit one place in that unit (2.0).
    DirectHiddenPair,
    /// The only digit left in a cell (2.3).
    NakedSingle,
    /// Three digits confined to three cells of a unit, which leaves another
    /// digit one place in that unit (2.5).
    DirectHiddenTriplet,
    /// A box's digit confined to one row or column (2.6).
    Pointing,
    /// A row's or column's digit confined to one box (2.8).
    Claiming,
    /// Two cells of a unit holding only the same two digits (3.0).
    NakedPair,
    /// A digit in two rows confined to two columns, or the reverse (3.2).
    XWing,
    /// Two digits of a unit confined to the same two cells (3.4).
    HiddenPair,
    /// Three cells of a unit holding only three digits between them (3.6).
    NakedTriplet,
    /// X-Wing with three rows and three columns (3.8).
    Swordfish,
    /// Three digits of a unit confined to three cells (4.0).
    HiddenTriplet,
    /// A pivot xy and wings xz, yz that it sees: z leaves the cells that see both wings (4.2).
    XyWing,
    /// XY-Wing whose pivot also holds z: z leaves the cells that see all three (4.4).
    XyzWing,
    /// The deadly pattern of four cells: one extra candidate cell (4.5).
    UniqueRectangleType1,
    /// Unique rectangle whose extra cells share one extra digit (4.5).
    UniqueRectangleType2,
    /// Unique rectangle whose extra digits form a naked or hidden set (4.5 and more).
    UniqueRectangleType3,
    /// Unique rectangle with a digit confined to its extra cells (4.5).
    UniqueRectangleType4,
    /// The deadly pattern of 6 or more cells, type 1 (4.6 and more with length).
    UniqueLoopType1,
    /// Unique loop, type 2.
    UniqueLoopType2,
    /// Unique loop, type 3.
    UniqueLoopType3,
    /// Unique loop, type 4.
    UniqueLoopType4,
    /// Four cells of a unit holding only four digits between them (5.0).
    NakedQuad,
    /// X-Wing with four rows and four columns (5.2).
    Jellyfish,
    /// Four digits of a unit confined to four cells (5.4).
    HiddenQuad,
    /// Bivalue universal grave: every open cell but one is bivalue (5.6).
    BugType1,
    /// BUG whose extra candidates are one digit in several cells (5.7).
    BugType2,
    /// BUG whose extra candidates form a naked set with other cells (5.8 and more).
    BugType3,
    /// BUG whose two extra cells share a unit and a locked digit (5.7).
    BugType4,
    /// Two cells whose pairs of values are ruled out by the cells they both see (6.2).
    AlignedPairExclusion,
    /// A loop of one digit, strong and weak links in turn, on more than four
    /// cells (6.5 and more with length): it holds both ways round.
    BidirectionalXCycle,
    /// A bidirectional X-cycle on four cells (6.5).
    GeneralizedXWing,
    /// A loop of bivalue cells (6.5 and more).
    BidirectionalYCycle,
    /// A forcing X-chain of six nodes: skyscraper, kite, turbot (6.6).
    TurbotFish,
    /// A digit's assumption that leads, by links of that digit, to its own
    /// negation (6.6 and more).
    ForcingXChain,
    /// A loop of unit and cell links (7.0 and more).
    BidirectionalCycle,
    /// An assumption that leads, by unit and cell links, to its own
    /// negation (7.0 and more).
    ForcingChain,
    /// Three cells whose combinations of values are ruled out by the cells
    /// they all see (7.5).
    AlignedTripletExclusion,
    /// An assumption that, propagated by one digit's links (removing what
    /// it rules out), contradicts itself (7.5 and more).
    NishioForcingChains,
    /// Every candidate of a cell implies the same (8.0 and more).
    CellForcingChains,
    /// Every place of a digit in a unit implies the same (8.0 and more).
    RegionForcingChains,
    /// An assumption that, propagated by every link (removing what it rules
    /// out), contradicts itself (8.5 and more).
    DynamicContradictionForcingChains,
    /// Both truth values of a candidate imply the same (8.5 and more).
    DynamicDoubleForcingChains,
    /// Cell forcing chains, propagated dynamically (8.5 and more).
    DynamicCellForcingChains,
    /// Region forcing chains, propagated dynamically (8.5 and more).
    DynamicRegionForcingChains,
    /// Dynamic contradiction forcing chains that also use the simple
    /// techniques on the reduced grid (nesting level 1, 9.0 and more).
    DynamicContradictionForcingChainsPlus,
    /// Dynamic double forcing chains, nesting level 1 (9.0 and more).
    DynamicDoubleForcingChainsPlus,
    /// Dynamic cell forcing chains, nesting level 1 (9.0 and more).
    DynamicCellForcingChainsPlus,
    /// Dynamic region forcing chains, nesting level 1 (9.0 and more).
    DynamicRegionForcingChainsPlus,
    /// Dynamic contradiction forcing chains, nesting level 2: a stalled
    /// propagation also runs static forcing chains and cycles on its reduced grid
    /// (9.5 and more).
    NestedContradictionForcingChains2,
    /// Dynamic double forcing chains, nesting level 2 (9.5 and more).
    NestedDoubleForcingChains2,
    /// Dynamic cell forcing chains, nesting level 2 (9.5 and more).
    NestedCellForcingChains2,
    /// Dynamic region forcing chains, nesting level 2 (9.5 and more).
    NestedRegionForcingChains2,
    /// Dynamic contradiction forcing chains, nesting level 3: a stalled
    /// propagation also runs static cell and region forcing chains as well on its reduced grid
    /// (10.0 and more).
    NestedContradictionForcingChains3,
    /// Dynamic double forcing chains, nesting level 3 (10.0 and more).
    NestedDoubleForcingChains3,
    /// Dynamic cell forcing chains, nesting level 3 (10.0 and more).
    NestedCellForcingChains3,
    /// Dynamic region forcing chains, nesting level 3 (10.0 and more).
    NestedRegionForcingChains3,
    /// Dynamic contradiction forcing chains, nesting level 4: a stalled
    /// propagation also runs dynamic forcing chains on its reduced grid
    /// (10.5 and more).
    NestedContradictionForcingChains4,
    /// Dynamic double forcing chains, nesting level 4 (10.5 and more).
    NestedDoubleForcingChains4,
    /// Dynamic cell forcing chains, nesting level 4 (10.5 and more).
    NestedCellForcingChains4,
    /// Dynamic region forcing chains, nesting level 4 (10.5 and more).
    NestedRegionForcingChains4,
    /// Dynamic contradiction forcing chains, nesting level 5: a stalled
    /// propagation also runs dynamic forcing chains of level 2 as well on its reduced grid
    /// (11.0 and more).
    NestedContradictionForcingChains5,
    /// Dynamic double forcing chains, nesting level 5 (11.0 and more).
    NestedDoubleForcingChains5,
    /// Dynamic cell forcing chains, nesting level 5 (11.0 and more).
    NestedCellForcingChains5,
    /// Dynamic region forcing chains, nesting level 5 (11.0 and more).
    NestedRegionForcingChains5,
    /// A candidate whose placement leaves the puzzle without solution, proven
    /// by a search with the Dancing Links engine: the guard for what no
    /// technique here explains yet, rated 20.0 as SE rates a puzzle beyond it.
    Search,
}

impl Technique {
    /// Every technique, in SE's producer order.
    pub const ALL: [Technique; 68] = [
        Technique::HiddenSingle,
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::DirectHiddenPair,
        Technique::NakedSingle,
        Technique::DirectHiddenTriplet,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriplet,
        Technique::Swordfish,
        Technique::HiddenTriplet,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::UniqueRectangleType1,
        Technique::UniqueRectangleType2,
        Technique::UniqueRectangleType3,
        Technique::UniqueRectangleType4,
        Technique::UniqueLoopType1,
        Technique::UniqueLoopType2,
        Technique::UniqueLoopType3,
        Technique::UniqueLoopType4,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::BugType1,
        Technique::BugType2,
        Technique::BugType3,
        Technique::BugType4,
        Technique::AlignedPairExclusion,
        Technique::BidirectionalXCycle,
        Technique::GeneralizedXWing,
        Technique::BidirectionalYCycle,
        Technique::TurbotFish,
        Technique::ForcingXChain,
        Technique::BidirectionalCycle,
        Technique::ForcingChain,
        Technique::AlignedTripletExclusion,
        Technique::NishioForcingChains,
        Technique::CellForcingChains,
        Technique::RegionForcingChains,
        Technique::DynamicContradictionForcingChains,
        Technique::DynamicDoubleForcingChains,
        Technique::DynamicCellForcingChains,
        Technique::DynamicRegionForcingChains,
        Technique::DynamicContradictionForcingChainsPlus,
        Technique::DynamicDoubleForcingChainsPlus,
        Technique::DynamicCellForcingChainsPlus,
        Technique::DynamicRegionForcingChainsPlus,
        Technique::NestedContradictionForcingChains2,
        Technique::NestedDoubleForcingChains2,
        Technique::NestedCellForcingChains2,
        Technique::NestedRegionForcingChains2,
        Technique::NestedContradictionForcingChains3,
        Technique::NestedDoubleForcingChains3,
        Technique::NestedCellForcingChains3,
        Technique::NestedRegionForcingChains3,
        Technique::NestedContradictionForcingChains4,
        Technique::NestedDoubleForcingChains4,
        Technique::NestedCellForcingChains4,
        Technique::NestedRegionForcingChains4,
        Technique::NestedContradictionForcingChains5,
        Technique::NestedDoubleForcingChains5,
        Technique::NestedCellForcingChains5,
        Technique::NestedRegionForcingChains5,
        Technique::Search,
    ];

    /// SE's name in kebab-case, used by the CLI and the JS API:
    /// `hidden-single`, `direct-pointing`, `unique-loop-type-2`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "hidden-single",
            Technique::DirectPointing => "direct-pointing",
            Technique::DirectClaiming => "direct-claiming",
            Technique::DirectHiddenPair => "direct-hidden-pair",
            Technique::NakedSingle => "naked-single",
            Technique::DirectHiddenTriplet => "direct-hidden-triplet",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked-pair",
            Technique::XWing => "x-wing",
            Technique::HiddenPair => "hidden-pair",
            Technique::NakedTriplet => "naked-triplet",
            Technique::Swordfish => "swordfish",
            Technique::HiddenTriplet => "hidden-triplet",
            Technique::XyWing => "xy-wing",
            Technique::XyzWing => "xyz-wing",
            Technique::UniqueRectangleType1 => "unique-rectangle-type-1",
            Technique::UniqueRectangleType2 => "unique-rectangle-type-2",
            Technique::UniqueRectangleType3 => "unique-rectangle-type-3",
            Technique::UniqueRectangleType4 => "unique-rectangle-type-4",
            Technique::UniqueLoopType1 => "unique-loop-type-1",
            Technique::UniqueLoopType2 => "unique-loop-type-2",
            Technique::UniqueLoopType3 => "unique-loop-type-3",
            Technique::UniqueLoopType4 => "unique-loop-type-4",
            Technique::NakedQuad => "naked-quad",
            Technique::Jellyfish => "jellyfish",
            Technique::HiddenQuad => "hidden-quad",
            Technique::BugType1 => "bug-type-1",
            Technique::BugType2 => "bug-type-2",
            Technique::BugType3 => "bug-type-3",
            Technique::BugType4 => "bug-type-4",
            Technique::AlignedPairExclusion => "aligned-pair-exclusion",
            Technique::BidirectionalXCycle => "bidirectional-x-cycle",
            Technique::GeneralizedXWing => "generalized-x-wing",
            Technique::BidirectionalYCycle => "bidirectional-y-cycle",
            Technique::TurbotFish => "turbot-fish",
            Technique::ForcingXChain => "forcing-x-chain",
            Technique::BidirectionalCycle => "bidirectional-cycle",
            Technique::ForcingChain => "forcing-chain",
            Technique::AlignedTripletExclusion => "aligned-triplet-exclusion",
            Technique::NishioForcingChains => "nishio-forcing-chains",
            Technique::CellForcingChains => "cell-forcing-chains",
            Technique::RegionForcingChains => "region-forcing-chains",
            Technique::DynamicContradictionForcingChains => "dynamic-contradiction-forcing-chains",
            Technique::DynamicDoubleForcingChains => "dynamic-double-forcing-chains",
            Technique::DynamicCellForcingChains => "dynamic-cell-forcing-chains",
            Technique::DynamicRegionForcingChains => "dynamic-region-forcing-chains",
            Technique::DynamicContradictionForcingChainsPlus => {
                "dynamic-contradiction-forcing-chains-plus"
            }
            Technique::DynamicDoubleForcingChainsPlus => "dynamic-double-forcing-chains-plus",
            Technique::DynamicCellForcingChainsPlus => "dynamic-cell-forcing-chains-plus",
            Technique::DynamicRegionForcingChainsPlus => "dynamic-region-forcing-chains-plus",
            Technique::NestedContradictionForcingChains2 => "nested-contradiction-forcing-chains-2",
            Technique::NestedDoubleForcingChains2 => "nested-double-forcing-chains-2",
            Technique::NestedCellForcingChains2 => "nested-cell-forcing-chains-2",
            Technique::NestedRegionForcingChains2 => "nested-region-forcing-chains-2",
            Technique::NestedContradictionForcingChains3 => "nested-contradiction-forcing-chains-3",
            Technique::NestedDoubleForcingChains3 => "nested-double-forcing-chains-3",
            Technique::NestedCellForcingChains3 => "nested-cell-forcing-chains-3",
            Technique::NestedRegionForcingChains3 => "nested-region-forcing-chains-3",
            Technique::NestedContradictionForcingChains4 => "nested-contradiction-forcing-chains-4",
            Technique::NestedDoubleForcingChains4 => "nested-double-forcing-chains-4",
            Technique::NestedCellForcingChains4 => "nested-cell-forcing-chains-4",
            Technique::NestedRegionForcingChains4 => "nested-region-forcing-chains-4",
            Technique::NestedContradictionForcingChains5 => "nested-contradiction-forcing-chains-5",
            Technique::NestedDoubleForcingChains5 => "nested-double-forcing-chains-5",
            Technique::NestedCellForcingChains5 => "nested-cell-forcing-chains-5",
            Technique::NestedRegionForcingChains5 => "nested-region-forcing-chains-5",
            Technique::Search => "search",
        }
    }

    /// SE's printed name (`se-steps` prints it): `Direct Hidden Pair`,
    /// `Unique Loop type 2`, `BUG type 3`. Unique loops of 8 cells and more
    /// add their size (`Unique Loop 8 type 1`): see [`Step::se_name`].
    pub const fn se_name(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "Hidden Single",
            Technique::DirectPointing => "Direct Pointing",
            Technique::DirectClaiming => "Direct Claiming",
            Technique::DirectHiddenPair => "Direct Hidden Pair",
            Technique::NakedSingle => "Naked Single",
            Technique::DirectHiddenTriplet => "Direct Hidden Triplet",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked Pair",
            Technique::XWing => "X-Wing",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriplet => "Naked Triplet",
            Technique::Swordfish => "Swordfish",
            Technique::HiddenTriplet => "Hidden Triplet",
            Technique::XyWing => "XY-Wing",
            Technique::XyzWing => "XYZ-Wing",
            Technique::UniqueRectangleType1 => "Unique Rectangle type 1",
            Technique::UniqueRectangleType2 => "Unique Rectangle type 2",
            Technique::UniqueRectangleType3 => "Unique Rectangle type 3",
            Technique::UniqueRectangleType4 => "Unique Rectangle type 4",
            Technique::UniqueLoopType1 => "Unique Loop type 1",
            Technique::UniqueLoopType2 => "Unique Loop type 2",
            Technique::UniqueLoopType3 => "Unique Loop type 3",
            Technique::UniqueLoopType4 => "Unique Loop type 4",
            Technique::NakedQuad => "Naked Quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "Hidden Quad",
            Technique::BugType1 => "BUG type 1",
            Technique::BugType2 => "BUG type 2",
            Technique::BugType3 => "BUG type 3",
            Technique::BugType4 => "BUG type 4",
            Technique::AlignedPairExclusion => "Aligned Pair Exclusion",
            Technique::BidirectionalXCycle => "Bidirectional X-Cycle",
            Technique::GeneralizedXWing => "Generalized X-Wing",
            Technique::BidirectionalYCycle => "Bidirectional Y-Cycle",
            Technique::TurbotFish => "Turbot Fish",
            Technique::ForcingXChain => "Forcing X-Chain",
            Technique::BidirectionalCycle => "Bidirectional Cycle",
            Technique::ForcingChain => "Forcing Chain",
            Technique::AlignedTripletExclusion => "Aligned Triplet Exclusion",
            Technique::NishioForcingChains => "Nishio Forcing Chains",
            Technique::CellForcingChains => "Cell Forcing Chains",
            Technique::RegionForcingChains => "Region Forcing Chains",
            Technique::DynamicContradictionForcingChains => "Dynamic Contradiction Forcing Chains",
            Technique::DynamicDoubleForcingChains => "Dynamic Double Forcing Chains",
            Technique::DynamicCellForcingChains => "Dynamic Cell Forcing Chains",
            Technique::DynamicRegionForcingChains => "Dynamic Region Forcing Chains",
            Technique::DynamicContradictionForcingChainsPlus => {
                "Dynamic Contradiction Forcing Chains (+)"
            }
            Technique::DynamicDoubleForcingChainsPlus => "Dynamic Double Forcing Chains (+)",
            Technique::DynamicCellForcingChainsPlus => "Dynamic Cell Forcing Chains (+)",
            Technique::DynamicRegionForcingChainsPlus => "Dynamic Region Forcing Chains (+)",
            Technique::NestedContradictionForcingChains2 => {
                "Dynamic Contradiction Forcing Chains (+ Forcing Chains)"
            }
            Technique::NestedDoubleForcingChains2 => {
                "Dynamic Double Forcing Chains (+ Forcing Chains)"
            }
            Technique::NestedCellForcingChains2 => "Dynamic Cell Forcing Chains (+ Forcing Chains)",
            Technique::NestedRegionForcingChains2 => {
                "Dynamic Region Forcing Chains (+ Forcing Chains)"
            }
            Technique::NestedContradictionForcingChains3 => {
                "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::NestedDoubleForcingChains3 => {
                "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::NestedCellForcingChains3 => {
                "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::NestedRegionForcingChains3 => {
                "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::NestedContradictionForcingChains4 => {
                "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::NestedDoubleForcingChains4 => {
                "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::NestedCellForcingChains4 => {
                "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::NestedRegionForcingChains4 => {
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::NestedContradictionForcingChains5 => {
                "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"
            }
            Technique::NestedDoubleForcingChains5 => {
                "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"
            }
            Technique::NestedCellForcingChains5 => {
                "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"
            }
            Technique::NestedRegionForcingChains5 => {
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"
            }
            Technique::Search => "Search",
        }
    }

    /// The technique of a name from [`Technique::name`].
    pub fn from_name(name: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.name() == name)
    }

    /// SE's rating of the technique's plainest step: hidden singles in a
    /// line 1.5 (1.0 and 1.2 are the full house and the box), unique loops
    /// 4.6 (longer loops and type 3's sets add to it), BUG type 3 5.8 (a
    /// larger set adds more).
    pub const fn base_rating(self) -> f64 {
        match self {
            Technique::HiddenSingle => 1.5,
            Technique::DirectPointing => 1.7,
            Technique::DirectClaiming => 1.9,
            Technique::DirectHiddenPair => 2.0,
            Technique::NakedSingle => 2.3,
            Technique::DirectHiddenTriplet => 2.5,
            Technique::Pointing => 2.6,
            Technique::Claiming => 2.8,
            Technique::NakedPair => 3.0,
            Technique::XWing => 3.2,
            Technique::HiddenPair => 3.4,
            Technique::NakedTriplet => 3.6,
            Technique::Swordfish => 3.8,
            Technique::HiddenTriplet => 4.0,
            Technique::XyWing => 4.2,
            Technique::XyzWing => 4.4,
            Technique::UniqueRectangleType1
            | Technique::UniqueRectangleType2
            | Technique::UniqueRectangleType3
            | Technique::UniqueRectangleType4 => 4.5,
            Technique::UniqueLoopType1
            | Technique::UniqueLoopType2
            | Technique::UniqueLoopType3
            | Technique::UniqueLoopType4 => 4.6,
            Technique::NakedQuad => 5.0,
            Technique::Jellyfish => 5.2,
            Technique::HiddenQuad => 5.4,
            Technique::BugType1 => 5.6,
            Technique::BugType2 | Technique::BugType4 => 5.7,
            Technique::BugType3 => 5.8,
            Technique::AlignedPairExclusion => 6.2,
            Technique::BidirectionalXCycle
            | Technique::GeneralizedXWing
            | Technique::BidirectionalYCycle => 6.5,
            Technique::TurbotFish | Technique::ForcingXChain => 6.6,
            Technique::BidirectionalCycle | Technique::ForcingChain => 7.0,
            Technique::AlignedTripletExclusion | Technique::NishioForcingChains => 7.5,
            Technique::CellForcingChains | Technique::RegionForcingChains => 8.0,
            Technique::DynamicContradictionForcingChains
            | Technique::DynamicDoubleForcingChains
            | Technique::DynamicCellForcingChains
            | Technique::DynamicRegionForcingChains => 8.5,
            Technique::DynamicContradictionForcingChainsPlus
            | Technique::DynamicDoubleForcingChainsPlus
            | Technique::DynamicCellForcingChainsPlus
            | Technique::DynamicRegionForcingChainsPlus => 9.0,
            Technique::NestedContradictionForcingChains2
            | Technique::NestedDoubleForcingChains2
            | Technique::NestedCellForcingChains2
            | Technique::NestedRegionForcingChains2 => 9.5,
            Technique::NestedContradictionForcingChains3
            | Technique::NestedDoubleForcingChains3
            | Technique::NestedCellForcingChains3
            | Technique::NestedRegionForcingChains3 => 10.0,
            Technique::NestedContradictionForcingChains4
            | Technique::NestedDoubleForcingChains4
            | Technique::NestedCellForcingChains4
            | Technique::NestedRegionForcingChains4 => 10.5,
            Technique::NestedContradictionForcingChains5
            | Technique::NestedDoubleForcingChains5
            | Technique::NestedCellForcingChains5
            | Technique::NestedRegionForcingChains5 => 11.0,
            Technique::Search => SEARCH_RATING,
        }
    }

    /// Whether the technique is only sound on a puzzle with one solution.
    pub const fn needs_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangleType1
                | Technique::UniqueRectangleType2
                | Technique::UniqueRectangleType3
                | Technique::UniqueRectangleType4
                | Technique::UniqueLoopType1
                | Technique::UniqueLoopType2
                | Technique::UniqueLoopType3
                | Technique::UniqueLoopType4
                | Technique::BugType1
                | Technique::BugType2
                | Technique::BugType3
                | Technique::BugType4
        )
    }
}

/// The rating of the search step: SE's 20.0 for a puzzle beyond its
/// techniques, above every chain.
pub const SEARCH_RATING: f64 = 20.0;

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
    /// One English sentence, cells named `r<row>c<column>` from 1.
    pub text: String,
    /// A chain step's derivation: its nodes, oldest first, each with the
    /// nodes it follows from and its link (empty for other techniques).
    pub chain: Vec<ChainNode>,
    /// A chain step's complexity as SE counts it (its rating's length
    /// bonus comes from it): the distinct nodes its conclusion derives from,
    /// summed over its branches; 0 for other techniques.
    pub chain_nodes: u32,
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
            chain: Vec::new(),
            chain_nodes: 0,
        }
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
    fn names_round_trip_and_are_ses_in_kebab_case() {
        // SE's suffixes of the nesting levels 2-5.
        let levels = [
            " (+ Forcing Chains)",
            " (+ Multiple Forcing Chains)",
            " (+ Dynamic Forcing Chains)",
            " (+ Dynamic Forcing Chains (+ Forcing Chains))",
        ];
        for t in Technique::ALL {
            assert_eq!(Technique::from_name(t.name()), Some(t));
            let se = t.se_name();
            // Nested levels: "Dynamic Cell Forcing Chains (+ Forcing Chains)"
            // is `nested-cell-forcing-chains-2`.
            let nested = levels.iter().enumerate().find_map(|(i, suffix)| {
                let base = se.strip_suffix(suffix)?.strip_prefix("Dynamic ")?;
                Some(format!(
                    "nested-{}-{}",
                    base.to_lowercase().replace(' ', "-"),
                    i + 2
                ))
            });
            let kebab = nested
                .unwrap_or_else(|| se.to_lowercase().replace(" (+)", " plus").replace(' ', "-"));
            assert_eq!(t.name(), kebab, "{t:?}");
        }
        assert_eq!(Technique::from_name("x-wings"), None);
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
        assert_eq!(cells(Text::new(), [0, 4, 80]).0, "r1c1, r1c5 and r9c9");
        assert_eq!(digit_list(Text::new(), 0b1_0000_0101).0, "1, 3 and 9");
        assert_eq!(
            eliminations(Text::new(), &[(30, 5), (33, 5), (30, 6)]).0,
            "r4c4 and r4c7 cannot be 5; r4c4 cannot be 6"
        );
        assert_eq!(tenths(Text::new(), 12).0, "1.2");
    }
}
