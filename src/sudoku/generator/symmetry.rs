//! Symmetries of a puzzle's pattern of givens: which cells must be given
//! together. The digits are free; only the pattern is symmetric, as in
//! newspaper puzzles.
//!
//! Each symmetry is a group of the square's eight symmetries (rotations and
//! reflections of the 9x9 grid); the *orbit* of a cell is the set of cells the
//! group maps it to. A symmetric puzzle gives all of an orbit or none of it.

use crate::sudoku::CELLS;

/// A symmetry of the pattern of givens.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Symmetry {
    /// No symmetry: every cell is its own orbit.
    #[default]
    None,
    /// Half-turn rotation (180 degrees about the centre), the classic one.
    Rotational,
    /// Quarter-turn rotation (90 degrees): orbits of four cells.
    QuarterTurn,
    /// Left-right reflection, in the middle column.
    Mirror,
    /// Top-bottom reflection, in the middle row.
    TopBottom,
    /// Both mirrors (left-right and top-bottom, hence also the half turn).
    BothMirrors,
    /// Reflection in the main diagonal (top left to bottom right).
    Diagonal,
    /// Reflection in the anti-diagonal (top right to bottom left).
    AntiDiagonal,
    /// Both diagonal reflections (hence also the half turn).
    BothDiagonals,
    /// All eight symmetries of the square: both mirrors, both diagonals and the
    /// quarter turns.
    Full,
}

/// A map of the grid onto itself, on (row, column).
type Map = fn(usize, usize) -> (usize, usize);

const IDENTITY: Map = |r, c| (r, c);
const HALF_TURN: Map = |r, c| (8 - r, 8 - c);
const QUARTER_TURN: Map = |r, c| (c, 8 - r);
const THREE_QUARTERS: Map = |r, c| (8 - c, r);
const LEFT_RIGHT: Map = |r, c| (r, 8 - c);
const TOP_BOTTOM: Map = |r, c| (8 - r, c);
const DIAGONAL: Map = |r, c| (c, r);
const ANTI_DIAGONAL: Map = |r, c| (8 - c, 8 - r);

/// The cells of one orbit, ascending (1, 2, 4 or 8 of them).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Orbit {
    cells: [u8; 8],
    len: u8,
}

impl Orbit {
    /// The cells, ascending; the first is the smallest.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..usize::from(self.len)]
    }

    /// Iterates over the cells as indices.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.cells().iter().map(|&c| usize::from(c))
    }
}

impl Symmetry {
    /// Every symmetry, in the order of [`Symmetry::name`]'s list.
    pub const ALL: [Symmetry; 10] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::QuarterTurn,
        Symmetry::Mirror,
        Symmetry::TopBottom,
        Symmetry::BothMirrors,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::BothDiagonals,
        Symmetry::Full,
    ];

    /// `none`, `rotational`, `quarter-turn`, `mirror`, `top-bottom`,
    /// `both-mirrors`, `diagonal`, `anti-diagonal`, `both-diagonals` or `full`.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::QuarterTurn => "quarter-turn",
            Symmetry::Mirror => "mirror",
            Symmetry::TopBottom => "top-bottom",
            Symmetry::BothMirrors => "both-mirrors",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
            Symmetry::BothDiagonals => "both-diagonals",
            Symmetry::Full => "full",
        }
    }

    /// The symmetry of a name from [`Symmetry::name`].
    pub fn from_name(name: &str) -> Option<Symmetry> {
        // A plain loop, kept out of line: unrolled, the ten comparisons are
        // about 1.7 KB of the WebAssembly module.
        #[inline(never)]
        fn find(name: &str) -> Option<Symmetry> {
            let mut k = 0;
            while k < Symmetry::ALL.len() {
                if Symmetry::ALL[k].name() == name {
                    return Some(Symmetry::ALL[k]);
                }
                k += 1;
            }
            None
        }
        find(name)
    }

    /// The names of all symmetries, comma-separated, for messages.
    pub fn names() -> String {
        let mut names = String::new();
        for (k, s) in Symmetry::ALL.iter().enumerate() {
            if k > 0 {
                names.push_str(", ");
            }
            names.push_str(s.name());
        }
        names
    }

    /// The maps of the group (the identity first).
    fn maps(self) -> &'static [Map] {
        match self {
            Symmetry::None => &[IDENTITY],
            Symmetry::Rotational => &[IDENTITY, HALF_TURN],
            Symmetry::QuarterTurn => &[IDENTITY, QUARTER_TURN, HALF_TURN, THREE_QUARTERS],
            Symmetry::Mirror => &[IDENTITY, LEFT_RIGHT],
            Symmetry::TopBottom => &[IDENTITY, TOP_BOTTOM],
            Symmetry::BothMirrors => &[IDENTITY, LEFT_RIGHT, TOP_BOTTOM, HALF_TURN],
            Symmetry::Diagonal => &[IDENTITY, DIAGONAL],
            Symmetry::AntiDiagonal => &[IDENTITY, ANTI_DIAGONAL],
            Symmetry::BothDiagonals => &[IDENTITY, DIAGONAL, ANTI_DIAGONAL, HALF_TURN],
            Symmetry::Full => &[
                IDENTITY,
                QUARTER_TURN,
                HALF_TURN,
                THREE_QUARTERS,
                LEFT_RIGHT,
                TOP_BOTTOM,
                DIAGONAL,
                ANTI_DIAGONAL,
            ],
        }
    }

    /// The orbit of `cell` (0..81): the cells the symmetry maps it to, itself
    /// included.
    pub fn orbit(self, cell: usize) -> Orbit {
        let mut orbit = Orbit {
            cells: [0; 8],
            len: 0,
        };
        let (r, c) = (cell / 9 % 9, cell % 9);
        for map in self.maps() {
            let (r2, c2) = map(r, c);
            let image = (9 * r2 + c2) as u8;
            let len = usize::from(orbit.len);
            if !orbit.cells[..len].contains(&image) {
                // Insertion in order (at most eight cells; no sort routine,
                // which is large in the WebAssembly module).
                let mut k = len;
                while k > 0 && orbit.cells[k - 1] > image {
                    orbit.cells[k] = orbit.cells[k - 1];
                    k -= 1;
                }
                orbit.cells[k] = image;
                orbit.len += 1;
            }
        }
        orbit
    }

    /// Every orbit once, ordered by smallest cell: a partition of the 81 cells.
    pub fn orbits(self) -> Vec<Orbit> {
        (0..CELLS)
            .map(|cell| (cell, self.orbit(cell)))
            .filter(|(cell, orbit)| usize::from(orbit.cells[0]) == *cell)
            .map(|(_, orbit)| orbit)
            .collect()
    }

    /// Whether the pattern of filled cells of `cells` has this symmetry.
    pub fn holds_for(self, cells: &[u8; CELLS]) -> bool {
        (0..CELLS).all(|cell| {
            let filled = cells[cell] != 0;
            self.orbit(cell).iter().all(|c| (cells[c] != 0) == filled)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for s in Symmetry::ALL {
            assert_eq!(Symmetry::from_name(s.name()), Some(s));
        }
        assert_eq!(Symmetry::from_name("diagonal "), None);
    }

    #[test]
    fn orbits_partition_the_grid_and_are_closed() {
        for s in Symmetry::ALL {
            let orbits = s.orbits();
            let mut seen = [0u8; CELLS];
            for orbit in &orbits {
                for c in orbit.iter() {
                    seen[c] += 1;
                    // Every cell of an orbit has that same orbit.
                    assert_eq!(s.orbit(c), *orbit, "{s:?} cell {c}");
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "{s:?}");
        }
    }

    #[test]
    fn orbits_of_known_cells() {
        // r1c2 is cell 1; the centre is cell 40.
        let cells = |s: Symmetry, c: usize| s.orbit(c).cells().to_vec();
        assert_eq!(cells(Symmetry::None, 1), [1]);
        assert_eq!(cells(Symmetry::Rotational, 1), [1, 79]);
        assert_eq!(cells(Symmetry::QuarterTurn, 1), [1, 17, 63, 79]);
        assert_eq!(cells(Symmetry::Mirror, 1), [1, 7]);
        assert_eq!(cells(Symmetry::TopBottom, 1), [1, 73]);
        assert_eq!(cells(Symmetry::BothMirrors, 1), [1, 7, 73, 79]);
        assert_eq!(cells(Symmetry::Diagonal, 1), [1, 9]);
        assert_eq!(cells(Symmetry::AntiDiagonal, 1), [1, 71]);
        assert_eq!(cells(Symmetry::BothDiagonals, 1), [1, 9, 71, 79]);
        assert_eq!(cells(Symmetry::Full, 1), [1, 7, 9, 17, 63, 71, 73, 79]);
        for s in Symmetry::ALL {
            assert_eq!(cells(s, 40), [40], "{s:?}");
        }
        // Orbit counts: fixed cells and orbit sizes add up to 81.
        let counts: Vec<usize> = Symmetry::ALL.iter().map(|s| s.orbits().len()).collect();
        assert_eq!(counts, [81, 41, 21, 45, 45, 25, 45, 45, 25, 15]);
    }

    #[test]
    fn holds_for_checks_every_orbit() {
        let mut cells = [0u8; CELLS];
        cells[1] = 5;
        assert!(!Symmetry::Rotational.holds_for(&cells));
        cells[79] = 3;
        assert!(Symmetry::Rotational.holds_for(&cells));
        assert!(!Symmetry::QuarterTurn.holds_for(&cells));
        assert!(Symmetry::None.holds_for(&cells));
    }
}
