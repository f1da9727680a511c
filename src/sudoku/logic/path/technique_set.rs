//! Sets of techniques: what a fixpoint, a hint or a rating may use.

use crate::sudoku::logic::step::Technique;
use crate::Text;

/// A set of techniques: one bit a technique of the catalogue.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TechniqueSet(pub(super) u128);

// Every technique has its bit (a release build would wrap the shift silently).
const _: () = assert!(Technique::ALL.len() <= 128);

impl TechniqueSet {
    /// No technique.
    pub const EMPTY: TechniqueSet = TechniqueSet(0);
    /// The whole catalogue, the search step included.
    pub const ALL: TechniqueSet = TechniqueSet::of(&Technique::ALL);

    /// The set of the listed techniques.
    pub const fn of(list: &[Technique]) -> TechniqueSet {
        let mut set = TechniqueSet::EMPTY;
        let mut i = 0;
        while i < list.len() {
            set = set.with(list[i]);
            i += 1;
        }
        set
    }

    /// This set and `technique`.
    pub const fn with(self, technique: Technique) -> TechniqueSet {
        TechniqueSet(self.0 | 1 << technique as u32)
    }

    /// This set without `technique`.
    pub const fn without(self, technique: Technique) -> TechniqueSet {
        TechniqueSet(self.0 & !(1 << technique as u32))
    }

    /// Whether `technique` is in the set.
    pub const fn contains(self, technique: Technique) -> bool {
        self.0 >> technique as u32 & 1 != 0
    }

    /// The techniques in the set, in catalogue order.
    pub fn iter(self) -> impl Iterator<Item = Technique> {
        Technique::ALL
            .into_iter()
            .filter(move |&t| self.contains(t))
    }

    /// A comma-separated list of technique names (see [`Technique::name`]);
    /// spaces around names are ignored. The error names the first unknown
    /// name and lists the known ones.
    pub fn parse(list: &str) -> Result<TechniqueSet, String> {
        let mut set = TechniqueSet::EMPTY;
        for name in list.split(',').map(str::trim) {
            match Technique::from_name(name) {
                Some(t) => set = set.with(t),
                None => {
                    let known = Technique::ALL.map(Technique::name).join(", ");
                    let t = if name.is_empty() {
                        Text::new().s("empty technique name in the list")
                    } else {
                        Text::new().s("unknown technique '").s(name).s("'")
                    };
                    return Err(t.s("; known techniques: ").s(&known).0);
                }
            }
        }
        Ok(set)
    }
}

impl TechniqueSet {
    /// This set without the techniques [`candidates`](super::candidates()) uses only on a grid
    /// with exactly one solution: the uniqueness ones, the search step and
    /// nesting levels 4 and 5.
    pub fn for_several_solutions(self) -> TechniqueSet {
        let mut set = self;
        for t in Technique::ALL {
            if t.needs_uniqueness() || t == Technique::Search || DEEP_NESTING.contains(&t) {
                set = set.without(t);
            }
        }
        set
    }
}

/// Nesting levels 4 and 5: [`candidates`](super::candidates()) leaves them out on a grid without
/// exactly one solution.
const DEEP_NESTING: [Technique; 8] = [
    Technique::NestedContradictionForcingChains4,
    Technique::NestedDoubleForcingChains4,
    Technique::NestedCellForcingChains4,
    Technique::NestedRegionForcingChains4,
    Technique::NestedContradictionForcingChains5,
    Technique::NestedDoubleForcingChains5,
    Technique::NestedCellForcingChains5,
    Technique::NestedRegionForcingChains5,
];
