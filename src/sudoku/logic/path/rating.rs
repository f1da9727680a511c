//! A puzzle's ratings (ER, EP, ED) over SE's path, its difficulty word, and
//! ratings under a deadline.

use super::found::Found;
use super::{walk, Origin, Outcome, TechniqueSet};
use crate::sudoku::logic::deadline;
use crate::sudoku::logic::step::{se_tenths, tenths, Technique};
use crate::sudoku::{Grid, Solver};
use crate::Text;

/// How hard a puzzle is, in words, by its Sudoku Explainer rating (ER).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Difficulty {
    /// ER 1.0-1.5: full houses and hidden singles.
    Easy,
    /// ER 1.6-2.5: no pencil marks needed (direct techniques, naked singles).
    Medium,
    /// ER 2.6-4.4: pencil marks, up to the XYZ-Wing.
    Hard,
    /// ER 4.5-6.6: uniqueness, quads, BUG, aligned pair exclusion, the shortest chains.
    Expert,
    /// ER 6.7 and above.
    Extreme,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 5] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
        Difficulty::Extreme,
    ];

    /// `easy`, `medium`, `hard`, `expert` or `extreme`.
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
            Difficulty::Extreme => "extreme",
        }
    }

    /// The difficulty of a name from [`Difficulty::name`].
    pub fn from_name(name: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == name)
    }

    /// The ER range of the word, in tenths as SE prints ratings (extreme
    /// has no upper end: `u32::MAX`).
    pub const fn tenths_range(self) -> (u32, u32) {
        match self {
            Difficulty::Easy => (10, 15),
            Difficulty::Medium => (16, 25),
            Difficulty::Hard => (26, 44),
            Difficulty::Expert => (45, 66),
            Difficulty::Extreme => (67, u32::MAX),
        }
    }

    /// The word of an ER in tenths as SE prints it.
    pub fn of_tenths(er: u32) -> Difficulty {
        Difficulty::ALL
            .into_iter()
            .find(|d| er <= d.tenths_range().1)
            .unwrap_or(Difficulty::Extreme)
    }
}

/// A puzzle's ratings as serate 1.2.1.3 defines them, and its difficulty.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rating {
    /// The difficulty word of the ER.
    pub difficulty: Difficulty,
    /// ER, the rating: the highest step rating of the path.
    pub rating: f64,
    /// EP, the pearl: the highest step rating up to the first step that places a digit.
    pub pearl: f64,
    /// ED, the diamond: the first step's rating.
    pub diamond: f64,
    /// The technique of the first step rated ER.
    pub hardest: Technique,
}

impl Rating {
    /// ER, EP and ED in tenths as SE prints them.
    pub fn tenths(&self) -> [u32; 3] {
        [
            se_tenths(self.rating),
            se_tenths(self.pearl),
            se_tenths(self.diamond),
        ]
    }

    /// ER: the old name of [`Rating::rating`].
    #[deprecated(note = "use the `rating` field")]
    pub fn er(&self) -> f64 {
        self.rating
    }

    /// EP: the old name of [`Rating::pearl`].
    #[deprecated(note = "use the `pearl` field")]
    pub fn ep(&self) -> f64 {
        self.pearl
    }

    /// ED: the old name of [`Rating::diamond`].
    #[deprecated(note = "use the `diamond` field")]
    pub fn ed(&self) -> f64 {
        self.diamond
    }

    /// `ER/EP/ED` as serate prints them: `4.2/1.2/1.2`.
    pub fn se_text(&self) -> String {
        let [er, ep, ed] = self.tenths();
        tenths(tenths(tenths(Text::new(), er).s("/"), ep).s("/"), ed).0
    }
}

/// ER, EP and ED over a path, step by step, in f64 as serate computes them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Tally {
    er: f64,
    ep: f64,
    ed: f64,
    hardest: Technique,
}

impl Tally {
    pub(super) fn new() -> Tally {
        // A grid already full has no step: ER, EP and ED 0.0, as serate prints them.
        Tally {
            er: 0.0,
            ep: 0.0,
            ed: 0.0,
            hardest: Technique::HiddenSingle,
        }
    }

    pub(super) fn add(&mut self, step: &Found) {
        let rating = step.rating();
        if rating > self.er {
            self.er = rating;
            self.hardest = step.technique();
        }
        if self.ep == 0.0 {
            if self.ed == 0.0 {
                self.ed = self.er;
            }
            if step.places() {
                self.ep = self.er;
            }
        }
    }

    pub(super) fn rating(self) -> Rating {
        Rating {
            difficulty: Difficulty::of_tenths(se_tenths(self.er)),
            rating: self.er,
            pearl: self.ep,
            diamond: self.ed,
            hardest: self.hardest,
        }
    }
}

/// The ratings of a puzzle's SE path, for a puzzle with one solution;
/// otherwise the [`Outcome`] that says why there is none.
pub fn rate(solver: &mut Solver, grid: &Grid) -> Result<Rating, Outcome> {
    let mut tally = Tally::new();
    walk(solver, &Origin::Givens(*grid), u32::MAX, false, |step| {
        tally.add(step)
    })?;
    Ok(tally.rating())
}

/// A puzzle's ratings and the techniques its SE path uses.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PathRating {
    /// ER, EP, ED, the difficulty and the hardest technique, as [`rate`] gives them.
    pub rating: Rating,
    /// Every technique of the path (the hardest among them).
    pub techniques: TechniqueSet,
}

/// Why [`rate_path_within`] gave no rating.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Unrated {
    /// The puzzle has no solution or several.
    Outcome(Outcome),
    /// The deadline passed before the path's end.
    Deadline,
}

/// [`rate`] with the set of techniques the path uses.
pub fn rate_path(solver: &mut Solver, grid: &Grid) -> Result<PathRating, Outcome> {
    let mut tally = Tally::new();
    let mut techniques = TechniqueSet::EMPTY;
    walk(solver, &Origin::Givens(*grid), u32::MAX, false, |step| {
        tally.add(step);
        techniques = techniques.with(step.technique());
    })?;
    Ok(PathRating {
        rating: tally.rating(),
        techniques,
    })
}

/// [`rate_path`] that stops at `deadline`: the walk looks at the clock
/// between steps, and the chains' searches (the only steps that take long:
/// seconds at nesting level 4) look at it as they go and stop soon after
/// it, so the call returns [`Unrated::Deadline`] within milliseconds of it
/// on the measured puzzles (docs/cli.md, `--budget`). A rating that comes
/// back is SE's whole path, exactly as [`rate_path`] gives it. Native only
/// (std's `Instant::now` panics in wasm): see [`rate_path_until`].
pub fn rate_path_within(
    solver: &mut Solver,
    grid: &Grid,
    deadline: std::time::Instant,
) -> Result<PathRating, Unrated> {
    let _deadline = deadline::Scope::enter(Some(deadline));
    rate_path_by_deadline(solver, grid)
}

/// [`rate_path_within`] by the caller's clock: `clock` gives milliseconds
/// from any fixed origin (the wasm build passes the host's `Date.now()`),
/// and the rating stops once it reads `until` or more.
pub fn rate_path_until(
    solver: &mut Solver,
    grid: &Grid,
    clock: fn() -> f64,
    until: f64,
) -> Result<PathRating, Unrated> {
    let _deadline = deadline::Scope::enter_clock(clock, Some(until));
    rate_path_by_deadline(solver, grid)
}

/// [`rate_path`] under the deadline in force.
fn rate_path_by_deadline(solver: &mut Solver, grid: &Grid) -> Result<PathRating, Unrated> {
    rate_origin_by_deadline(solver, &Origin::Givens(*grid))
}

/// The ratings and techniques of the whole path from `origin` (givens or a
/// pencil-mark state) under the deadline in force.
pub(super) fn rate_origin_by_deadline(
    solver: &mut Solver,
    origin: &Origin,
) -> Result<PathRating, Unrated> {
    let mut tally = Tally::new();
    let mut techniques = TechniqueSet::EMPTY;
    let whole = walk(solver, origin, u32::MAX, false, |step| {
        tally.add(step);
        techniques = techniques.with(step.technique());
    })
    .map_err(Unrated::Outcome)?;
    if !whole {
        return Err(Unrated::Deadline);
    }
    Ok(PathRating {
        rating: tally.rating(),
        techniques,
    })
}

/// The ratings of a puzzle known to have one solution when its ER is at
/// most `max` tenths; `None` as soon as its path takes a step rated above
/// (the rest of the path is not computed).
pub fn rate_up_to(solver: &mut Solver, grid: &Grid, max: u32) -> Option<Rating> {
    let mut tally = Tally::new();
    (walk(solver, &Origin::Givens(*grid), max, true, |step| {
        tally.add(step)
    }) == Ok(true))
    .then(|| tally.rating())
}
