//! The catalogue of techniques: one table gives each [`Technique`] its
//! kebab-case name, Sudoku Explainer's (SE's) printed name and SE's base
//! rating, in SE's producer order. `Technique::ALL`, `name`, `from_name`,
//! `se_name` and `base_rating` all come from it, so a technique cannot be
//! added without its names and rating, and the producer table
//! (`logic::producers`) is checked against its order when the crate compiles.

/// Builds [`Technique`] and its catalogue from the table below: each entry
/// is `Variant: "kebab-name", "SE's name", base rating;`, in SE's order.
macro_rules! catalogue {
    ($($(#[doc = $doc:literal])* $variant:ident: $name:literal, $se_name:literal, $rating:expr;)*) => {
        /// A solving technique of Sudoku Explainer 1.2.1 (SE), in SE's producer
        /// order (the private `logic::producers` module). Names are SE's, in kebab-case.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Technique {
            $($(#[doc = $doc])* $variant,)*
        }

        impl Technique {
            /// Every technique, in SE's producer order.
            pub const ALL: [Technique; [$($name),*].len()] = [$(Technique::$variant),*];

            /// SE's name in kebab-case, used by the CLI and the JS API:
            /// `hidden-single`, `direct-pointing`, `unique-loop-type-2`, ...
            pub const fn name(self) -> &'static str {
                match self {
                    $(Technique::$variant => $name,)*
                }
            }

            /// SE's printed name (`se-steps` prints it): `Direct Hidden Pair`,
            /// `Unique Loop type 2`, `BUG type 3`. Unique loops of 8 cells and more
            /// add their size (`Unique Loop 8 type 1`): see [`Step::se_name`](super::Step::se_name).
            pub const fn se_name(self) -> &'static str {
                match self {
                    $(Technique::$variant => $se_name,)*
                }
            }

            /// SE's rating of the technique's plainest step: hidden singles in a
            /// line 1.5 (1.0 and 1.2 are the full house and the box), unique loops
            /// 4.6 (longer loops and type 3's sets add to it), BUG type 3 5.8 (a
            /// larger set adds more), chains their base before the length bonus.
            pub const fn base_rating(self) -> f64 {
                match self {
                    $(Technique::$variant => $rating,)*
                }
            }
        }
    };
}

catalogue! {
    /// The only place for a digit in a unit: 1.0 when it is the unit's last
    /// empty cell (a full house), 1.2 in a box, 1.5 in a row or column.
    HiddenSingle: "hidden-single", "Hidden Single", 1.5;
    /// A box's digit confined to one line, which leaves the digit one place
    /// in another box on that line (1.7; places it, no pencil marks needed).
    DirectPointing: "direct-pointing", "Direct Pointing", 1.7;
    /// A line's digit confined to one box, which leaves the digit one place
    /// in another line of that box (1.9).
    DirectClaiming: "direct-claiming", "Direct Claiming", 1.9;
    /// Two digits confined to two cells of a unit, which leaves another
    /// digit one place in that unit (2.0).
    DirectHiddenPair: "direct-hidden-pair", "Direct Hidden Pair", 2.0;
    /// The only digit left in a cell (2.3).
    NakedSingle: "naked-single", "Naked Single", 2.3;
    /// Three digits confined to three cells of a unit, which leaves another
    /// digit one place in that unit (2.5).
    DirectHiddenTriplet: "direct-hidden-triplet", "Direct Hidden Triplet", 2.5;
    /// A box's digit confined to one row or column (2.6).
    Pointing: "pointing", "Pointing", 2.6;
    /// A row's or column's digit confined to one box (2.8).
    Claiming: "claiming", "Claiming", 2.8;
    /// Two cells of a unit holding only the same two digits (3.0).
    NakedPair: "naked-pair", "Naked Pair", 3.0;
    /// A digit in two rows confined to two columns, or the reverse (3.2).
    XWing: "x-wing", "X-Wing", 3.2;
    /// Two digits of a unit confined to the same two cells (3.4).
    HiddenPair: "hidden-pair", "Hidden Pair", 3.4;
    /// Three cells of a unit holding only three digits between them (3.6).
    NakedTriplet: "naked-triplet", "Naked Triplet", 3.6;
    /// X-Wing with three rows and three columns (3.8).
    Swordfish: "swordfish", "Swordfish", 3.8;
    /// Three digits of a unit confined to three cells (4.0).
    HiddenTriplet: "hidden-triplet", "Hidden Triplet", 4.0;
    /// A pivot xy and wings xz, yz that it sees: z leaves the cells that see both wings (4.2).
    XyWing: "xy-wing", "XY-Wing", 4.2;
    /// XY-Wing whose pivot also holds z: z leaves the cells that see all three (4.4).
    XyzWing: "xyz-wing", "XYZ-Wing", 4.4;
    /// The deadly pattern of four cells: one extra candidate cell (4.5).
    UniqueRectangleType1: "unique-rectangle-type-1", "Unique Rectangle type 1", 4.5;
    /// Unique rectangle whose extra cells share one extra digit (4.5).
    UniqueRectangleType2: "unique-rectangle-type-2", "Unique Rectangle type 2", 4.5;
    /// Unique rectangle whose extra digits form a naked or hidden set (4.5 and more).
    UniqueRectangleType3: "unique-rectangle-type-3", "Unique Rectangle type 3", 4.5;
    /// Unique rectangle with a digit confined to its extra cells (4.5).
    UniqueRectangleType4: "unique-rectangle-type-4", "Unique Rectangle type 4", 4.5;
    /// The deadly pattern of 6 or more cells, type 1 (4.6 and more with length).
    UniqueLoopType1: "unique-loop-type-1", "Unique Loop type 1", 4.6;
    /// Unique loop, type 2.
    UniqueLoopType2: "unique-loop-type-2", "Unique Loop type 2", 4.6;
    /// Unique loop, type 3.
    UniqueLoopType3: "unique-loop-type-3", "Unique Loop type 3", 4.6;
    /// Unique loop, type 4.
    UniqueLoopType4: "unique-loop-type-4", "Unique Loop type 4", 4.6;
    /// Four cells of a unit holding only four digits between them (5.0).
    NakedQuad: "naked-quad", "Naked Quad", 5.0;
    /// X-Wing with four rows and four columns (5.2).
    Jellyfish: "jellyfish", "Jellyfish", 5.2;
    /// Four digits of a unit confined to four cells (5.4).
    HiddenQuad: "hidden-quad", "Hidden Quad", 5.4;
    /// Bivalue universal grave: every open cell but one is bivalue (5.6).
    BugType1: "bug-type-1", "BUG type 1", 5.6;
    /// BUG whose extra candidates are one digit in several cells (5.7).
    BugType2: "bug-type-2", "BUG type 2", 5.7;
    /// BUG whose extra candidates form a naked set with other cells (5.8 and more).
    BugType3: "bug-type-3", "BUG type 3", 5.8;
    /// BUG whose two extra cells share a unit and a locked digit (5.7).
    BugType4: "bug-type-4", "BUG type 4", 5.7;
    /// Two cells whose pairs of values are ruled out by the cells they both see (6.2).
    AlignedPairExclusion: "aligned-pair-exclusion", "Aligned Pair Exclusion", 6.2;
    /// A loop of one digit, strong and weak links in turn, on more than four
    /// cells (6.5 and more with length): it holds both ways round.
    BidirectionalXCycle: "bidirectional-x-cycle", "Bidirectional X-Cycle", 6.5;
    /// A bidirectional X-cycle on four cells (6.5).
    GeneralizedXWing: "generalized-x-wing", "Generalized X-Wing", 6.5;
    /// A loop of bivalue cells (6.5 and more).
    BidirectionalYCycle: "bidirectional-y-cycle", "Bidirectional Y-Cycle", 6.5;
    /// A forcing X-chain of six nodes: skyscraper, kite, turbot (6.6).
    TurbotFish: "turbot-fish", "Turbot Fish", 6.6;
    /// A digit's assumption that leads, by links of that digit, to its own
    /// negation (6.6 and more).
    ForcingXChain: "forcing-x-chain", "Forcing X-Chain", 6.6;
    /// A loop of unit and cell links (7.0 and more).
    BidirectionalCycle: "bidirectional-cycle", "Bidirectional Cycle", 7.0;
    /// An assumption that leads, by unit and cell links, to its own
    /// negation (7.0 and more).
    ForcingChain: "forcing-chain", "Forcing Chain", 7.0;
    /// Three cells whose combinations of values are ruled out by the cells
    /// they all see (7.5).
    AlignedTripletExclusion: "aligned-triplet-exclusion", "Aligned Triplet Exclusion", 7.5;
    /// An assumption that, propagated by one digit's links (removing what
    /// it rules out), contradicts itself (7.5 and more).
    NishioForcingChains: "nishio-forcing-chains", "Nishio Forcing Chains", 7.5;
    /// Every candidate of a cell implies the same (8.0 and more).
    CellForcingChains: "cell-forcing-chains", "Cell Forcing Chains", 8.0;
    /// Every place of a digit in a unit implies the same (8.0 and more).
    RegionForcingChains: "region-forcing-chains", "Region Forcing Chains", 8.0;
    /// An assumption that, propagated by every link (removing what it rules
    /// out), contradicts itself (8.5 and more).
    DynamicContradictionForcingChains:
        "dynamic-contradiction-forcing-chains",
        "Dynamic Contradiction Forcing Chains", 8.5;
    /// Both truth values of a candidate imply the same (8.5 and more).
    DynamicDoubleForcingChains:
        "dynamic-double-forcing-chains",
        "Dynamic Double Forcing Chains", 8.5;
    /// Cell forcing chains, propagated dynamically (8.5 and more).
    DynamicCellForcingChains: "dynamic-cell-forcing-chains", "Dynamic Cell Forcing Chains", 8.5;
    /// Region forcing chains, propagated dynamically (8.5 and more).
    DynamicRegionForcingChains:
        "dynamic-region-forcing-chains",
        "Dynamic Region Forcing Chains", 8.5;
    /// Dynamic contradiction forcing chains that also use the simple
    /// techniques on the reduced grid (nesting level 1, 9.0 and more).
    DynamicContradictionForcingChainsPlus:
        "dynamic-contradiction-forcing-chains-plus",
        "Dynamic Contradiction Forcing Chains (+)", 9.0;
    /// Dynamic double forcing chains, nesting level 1 (9.0 and more).
    DynamicDoubleForcingChainsPlus:
        "dynamic-double-forcing-chains-plus",
        "Dynamic Double Forcing Chains (+)", 9.0;
    /// Dynamic cell forcing chains, nesting level 1 (9.0 and more).
    DynamicCellForcingChainsPlus:
        "dynamic-cell-forcing-chains-plus",
        "Dynamic Cell Forcing Chains (+)", 9.0;
    /// Dynamic region forcing chains, nesting level 1 (9.0 and more).
    DynamicRegionForcingChainsPlus:
        "dynamic-region-forcing-chains-plus",
        "Dynamic Region Forcing Chains (+)", 9.0;
    /// Dynamic contradiction forcing chains, nesting level 2: a stalled
    /// propagation also runs static forcing chains and cycles on its reduced grid
    /// (9.5 and more).
    NestedContradictionForcingChains2:
        "nested-contradiction-forcing-chains-2",
        "Dynamic Contradiction Forcing Chains (+ Forcing Chains)", 9.5;
    /// Dynamic double forcing chains, nesting level 2 (9.5 and more).
    NestedDoubleForcingChains2:
        "nested-double-forcing-chains-2",
        "Dynamic Double Forcing Chains (+ Forcing Chains)", 9.5;
    /// Dynamic cell forcing chains, nesting level 2 (9.5 and more).
    NestedCellForcingChains2:
        "nested-cell-forcing-chains-2",
        "Dynamic Cell Forcing Chains (+ Forcing Chains)", 9.5;
    /// Dynamic region forcing chains, nesting level 2 (9.5 and more).
    NestedRegionForcingChains2:
        "nested-region-forcing-chains-2",
        "Dynamic Region Forcing Chains (+ Forcing Chains)", 9.5;
    /// Dynamic contradiction forcing chains, nesting level 3: a stalled
    /// propagation also runs static cell and region forcing chains as well on its reduced grid
    /// (10.0 and more).
    NestedContradictionForcingChains3:
        "nested-contradiction-forcing-chains-3",
        "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)", 10.0;
    /// Dynamic double forcing chains, nesting level 3 (10.0 and more).
    NestedDoubleForcingChains3:
        "nested-double-forcing-chains-3",
        "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)", 10.0;
    /// Dynamic cell forcing chains, nesting level 3 (10.0 and more).
    NestedCellForcingChains3:
        "nested-cell-forcing-chains-3",
        "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)", 10.0;
    /// Dynamic region forcing chains, nesting level 3 (10.0 and more).
    NestedRegionForcingChains3:
        "nested-region-forcing-chains-3",
        "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)", 10.0;
    /// Dynamic contradiction forcing chains, nesting level 4: a stalled
    /// propagation also runs dynamic forcing chains on its reduced grid
    /// (10.5 and more).
    NestedContradictionForcingChains4:
        "nested-contradiction-forcing-chains-4",
        "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)", 10.5;
    /// Dynamic double forcing chains, nesting level 4 (10.5 and more).
    NestedDoubleForcingChains4:
        "nested-double-forcing-chains-4",
        "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)", 10.5;
    /// Dynamic cell forcing chains, nesting level 4 (10.5 and more).
    NestedCellForcingChains4:
        "nested-cell-forcing-chains-4",
        "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)", 10.5;
    /// Dynamic region forcing chains, nesting level 4 (10.5 and more).
    NestedRegionForcingChains4:
        "nested-region-forcing-chains-4",
        "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)", 10.5;
    /// Dynamic contradiction forcing chains, nesting level 5: a stalled
    /// propagation also runs dynamic forcing chains of level 2 as well on its reduced grid
    /// (11.0 and more).
    NestedContradictionForcingChains5:
        "nested-contradiction-forcing-chains-5",
        "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))", 11.0;
    /// Dynamic double forcing chains, nesting level 5 (11.0 and more).
    NestedDoubleForcingChains5:
        "nested-double-forcing-chains-5",
        "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))", 11.0;
    /// Dynamic cell forcing chains, nesting level 5 (11.0 and more).
    NestedCellForcingChains5:
        "nested-cell-forcing-chains-5",
        "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))", 11.0;
    /// Dynamic region forcing chains, nesting level 5 (11.0 and more).
    NestedRegionForcingChains5:
        "nested-region-forcing-chains-5",
        "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))", 11.0;
    /// A candidate whose placement leaves the puzzle without solution, proven
    /// by a search with the Dancing Links engine: the guard for what no
    /// technique here explains yet, rated 20.0 as SE rates a puzzle beyond it.
    Search: "search", "Search", SEARCH_RATING;
}

/// The rating of the search step: SE's 20.0 for a puzzle beyond its
/// techniques, above every chain.
pub const SEARCH_RATING: f64 = 20.0;

impl Technique {
    /// The technique of a name from [`Technique::name`].
    pub fn from_name(name: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.name() == name)
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
    }
}
