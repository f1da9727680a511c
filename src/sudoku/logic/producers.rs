//! Sudoku Explainer's producer order: the one table that decides SE's path.
//!
//! Each step asks the producers in this order and takes the first step the
//! first productive producer finds (SE's "first hint wins"): the order is by
//! producer, not by the rating of the steps found, so a 5.0 unique loop is
//! taken before an available 5.0 naked quad. Inside a producer the scan order
//! is SE's (see each technique's file). The catalogue (`technique.rs`)
//! lists the techniques in this order, the search step last: a check below
//! stops the build when the two disagree or a technique has no producer.

use super::candidates::Candidates;
use super::step::{Step, Technique};
use super::{
    aligned_triplet, bug, chains, direct, exclusion, fish, locked, singles, subsets, unique_loops,
    wings,
};

/// A producer: the techniques its steps can have, and its finder.
pub(crate) struct Producer {
    /// The techniques of the steps it finds.
    pub techniques: &'static [Technique],
    /// The first step in SE's scan order, if any.
    pub find: fn(&Candidates) -> Option<Step>,
}

use Technique::*;

/// The first of the nested chains' producers (levels 2-5, the last four).
pub(crate) const NESTED_FIRST: usize = 26;

/// SE 1.2.1's producers, in its order.
#[rustfmt::skip]
pub(crate) const PRODUCERS: [Producer; 30] = [
    Producer { techniques: &[HiddenSingle], find: singles::find_hidden_single },
    Producer { techniques: &[DirectPointing, DirectClaiming], find: direct::find_direct_locking },
    Producer { techniques: &[DirectHiddenPair], find: |s| direct::find_direct_hidden_set(s, 2) },
    Producer { techniques: &[NakedSingle], find: singles::find_naked_single },
    Producer { techniques: &[DirectHiddenTriplet], find: |s| direct::find_direct_hidden_set(s, 3) },
    Producer { techniques: &[Pointing, Claiming], find: locked::find_locking },
    Producer { techniques: &[NakedPair], find: |s| subsets::find_naked_set(s, 2) },
    Producer { techniques: &[XWing], find: |s| fish::find_fish(s, 2) },
    Producer { techniques: &[HiddenPair], find: |s| subsets::find_hidden_set(s, 2) },
    Producer { techniques: &[NakedTriplet], find: |s| subsets::find_naked_set(s, 3) },
    Producer { techniques: &[Swordfish], find: |s| fish::find_fish(s, 3) },
    Producer { techniques: &[HiddenTriplet], find: |s| subsets::find_hidden_set(s, 3) },
    Producer { techniques: &[XyWing], find: wings::find_xy_wing },
    Producer { techniques: &[XyzWing], find: wings::find_xyz_wing },
    Producer {
        techniques: &[
            UniqueRectangleType1, UniqueRectangleType2, UniqueRectangleType3, UniqueRectangleType4,
            UniqueLoopType1, UniqueLoopType2, UniqueLoopType3, UniqueLoopType4,
        ],
        find: unique_loops::find_unique_loop,
    },
    Producer { techniques: &[NakedQuad], find: |s| subsets::find_naked_set(s, 4) },
    Producer { techniques: &[Jellyfish], find: |s| fish::find_fish(s, 4) },
    Producer { techniques: &[HiddenQuad], find: |s| subsets::find_hidden_set(s, 4) },
    Producer { techniques: &[BugType1, BugType2, BugType3, BugType4], find: bug::find_bug },
    Producer { techniques: &[AlignedPairExclusion], find: exclusion::find_aligned_pair_exclusion },
    Producer {
        techniques: &[
            BidirectionalXCycle, GeneralizedXWing, BidirectionalYCycle, TurbotFish, ForcingXChain,
            BidirectionalCycle, ForcingChain,
        ],
        find: chains::cycles::find_forcing_chains_and_cycles,
    },
    Producer {
        techniques: &[AlignedTripletExclusion],
        find: aligned_triplet::find_aligned_triplet_exclusion,
    },
    Producer {
        techniques: &[NishioForcingChains],
        find: |s| chains::multiple::find(s, chains::multiple::Mode::Nishio),
    },
    Producer {
        techniques: &[CellForcingChains, RegionForcingChains],
        find: |s| chains::multiple::find(s, chains::multiple::Mode::Multiple),
    },
    Producer {
        techniques: &[
            DynamicContradictionForcingChains, DynamicDoubleForcingChains,
            DynamicCellForcingChains, DynamicRegionForcingChains,
        ],
        find: |s| chains::multiple::find(s, chains::multiple::Mode::Dynamic),
    },
    Producer {
        techniques: &[
            DynamicContradictionForcingChainsPlus, DynamicDoubleForcingChainsPlus,
            DynamicCellForcingChainsPlus, DynamicRegionForcingChainsPlus,
        ],
        find: |s| chains::multiple::find(s, chains::multiple::Mode::Nested(1)),
    },
    Producer {
        techniques: &[NestedContradictionForcingChains2, NestedDoubleForcingChains2, NestedCellForcingChains2, NestedRegionForcingChains2],
        find: |s| chains::multiple::find(s, chains::multiple::Mode::Nested(2)),
    },
    Producer {
        techniques: &[NestedContradictionForcingChains3, NestedDoubleForcingChains3, NestedCellForcingChains3, NestedRegionForcingChains3],
        find: |s| chains::multiple::find(s, chains::multiple::Mode::Nested(3)),
    },
    Producer {
        techniques: &[NestedContradictionForcingChains4, NestedDoubleForcingChains4, NestedCellForcingChains4, NestedRegionForcingChains4],
        find: |s| chains::multiple::find(s, chains::multiple::Mode::Nested(4)),
    },
    Producer {
        techniques: &[NestedContradictionForcingChains5, NestedDoubleForcingChains5, NestedCellForcingChains5, NestedRegionForcingChains5],
        find: |s| chains::multiple::find(s, chains::multiple::Mode::Nested(5)),
    },
];

// The producers name every technique but the search step once, in the
// catalogue's order: a new technique must be given its producer here.
const _: () = {
    let mut k = 0;
    let mut p = 0;
    while p < PRODUCERS.len() {
        let techniques = PRODUCERS[p].techniques;
        let mut i = 0;
        while i < techniques.len() {
            assert!(
                techniques[i] as usize == k,
                "the producers do not follow the catalogue's order"
            );
            k += 1;
            i += 1;
        }
        p += 1;
    }
    assert!(
        k + 1 == Technique::ALL.len() && Technique::Search as usize == k,
        "a technique of the catalogue has no producer"
    );
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nested_producers_come_last() {
        assert_eq!(PRODUCERS.len(), NESTED_FIRST + 4);
        assert_eq!(
            PRODUCERS[NESTED_FIRST].techniques[0],
            Technique::NestedContradictionForcingChains2
        );
    }

    /// Every technique but the search step has one producer, and the
    /// producers list them in the catalogue's order.
    #[test]
    fn the_table_covers_the_catalogue_in_order() {
        let listed: Vec<Technique> = PRODUCERS
            .iter()
            .flat_map(|p| p.techniques.iter().copied())
            .collect();
        let catalogue: Vec<Technique> = Technique::ALL
            .into_iter()
            .filter(|&t| t != Technique::Search)
            .collect();
        assert_eq!(listed, catalogue);
    }
}
