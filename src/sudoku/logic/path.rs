//! Sudoku Explainer's solving path, fixpoints of technique sets, a puzzle's
//! ratings (ER, EP, ED) and difficulty, and hints on a player's grid.

use super::candidates::Candidates;
use super::chains;
use super::deadline;
use super::explain::{english, Arg, Explanation};
use super::producers::PRODUCERS;
use super::search;
use super::step::{cell, se_tenths, tenths, Step, Technique};
use crate::sudoku::{Grid, GridError, MarksError, Solver, CELLS};
use crate::Text;

mod found;
mod marks;
mod verdict;
use found::Found;
pub use marks::rate_marks_within;
pub use marks::{hint_marks, rate_marks, rate_marks_until, steps_marks, MarksUnrated};
pub use verdict::{verdict, Verdict};

/// A set of techniques: one bit a technique of the catalogue.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TechniqueSet(u128);

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

/// The first step of the `allowed` techniques in `state` in SE's order: the
/// first step of the first producer that finds one (a producer is asked
/// when one of its techniques is allowed, and its step is taken when its
/// technique is), then the search step, which uses `solver`. Uniqueness
/// techniques are only sound on a puzzle with one solution: leave them out
/// of `allowed` otherwise.
pub fn next_step(state: &Candidates, allowed: TechniqueSet, solver: &mut Solver) -> Option<Step> {
    // A cell without candidates ends the search at once; a unit missing a
    // digit is left to show itself (checking every unit at every step costs
    // more than the steps it would save).
    if state.is_solved() || state.has_dead_cell() {
        return None;
    }
    next_step_from(state, allowed, solver, 0)
}

/// [`next_step`] past the checks, asking the producers from `first` on.
fn next_step_from(
    state: &Candidates,
    allowed: TechniqueSet,
    solver: &mut Solver,
    first: usize,
) -> Option<Step> {
    next_step_in(state, allowed, solver, first..PRODUCERS.len())
}

/// [`next_step_from`] with the producers of `range` only (the search step
/// when the range runs to the end).
fn next_step_in(
    state: &Candidates,
    allowed: TechniqueSet,
    solver: &mut Solver,
    range: std::ops::Range<usize>,
) -> Option<Step> {
    let to_the_end = range.end == PRODUCERS.len();
    // The chain producers of one state share their pools and memo.
    let _pools = chains::PoolScope::enter();
    for producer in &PRODUCERS[range] {
        if !producer.techniques.iter().any(|&t| allowed.contains(t)) {
            continue;
        }
        if let Some(step) = (producer.find)(state) {
            if allowed.contains(step.technique) {
                return Some(step);
            }
        }
    }
    if to_the_end && allowed.contains(Technique::Search) {
        return search::find_search(state, solver);
    }
    None
}

/// Applies steps of the `allowed` techniques in SE's order until none
/// applies (or the puzzle is solved).
pub fn fixpoint(state: &Candidates, allowed: TechniqueSet, solver: &mut Solver) -> Candidates {
    let mut state = *state;
    let _pools = chains::PoolScope::enter();
    while let Some(step) = next_step(&state, allowed, solver) {
        if !apply_changes(&mut state, &step) {
            break;
        }
    }
    state
}

/// Applies `step`; false (a finder's bug, never expected) when it changed nothing.
fn apply_changes(state: &mut Candidates, step: &Step) -> bool {
    let changed = state.apply(step);
    debug_assert!(changed, "a step that changes nothing: {step:?}");
    changed
}

/// The candidates of a grid: the rules alone (`None`), or the fixpoint of a
/// set of techniques from the rules' candidates. Clashing givens have no
/// solution and no technique applies to them: their candidates are the
/// rules' alone. Uniqueness techniques, the search step and nesting levels 4
/// and 5 are used only when the puzzle has exactly one solution: the search
/// step on a puzzle with several would remove nothing sound to remove,
/// uniqueness is the others' premise, and a fixpoint on such a grid always
/// ends where nothing applies, where one search of level 4 takes seconds and
/// one of level 5 minutes, to find nothing (SE rates no such grid).
pub fn candidates(
    solver: &mut Solver,
    grid: &Grid,
    techniques: Option<TechniqueSet>,
) -> Candidates {
    let state = Candidates::from_grid(grid);
    let Some(mut allowed) = techniques else {
        return state;
    };
    if grid.first_clash().is_some() {
        return state;
    }
    let several = allowed.for_several_solutions();
    if several != allowed && outcome(solver, grid) != Outcome::Solved {
        allowed = several;
    }
    fixpoint(&state, allowed, solver)
}

/// Why [`try_candidates`] gave no candidates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CandidatesError {
    /// The set holds a technique of nesting level 5 and, in a state where
    /// that search would run, a technique below level 5 that the set leaves
    /// out finds a step. SE's path never asks level 5 on such a state, and
    /// one search of level 5 there takes minutes.
    DeepSearchRefused {
        /// The level-5 technique asked for (the first of the set).
        asked: Technique,
        /// A technique below level 5 that applies in that state.
        applies: Technique,
    },
}

impl CandidatesError {
    /// The message for the user.
    pub fn message(&self) -> String {
        match self {
            CandidatesError::DeepSearchRefused { asked, applies } => Text::new()
                .s("nesting level 5 (")
                .s(asked.name())
                .s(
                    ") runs only on a state where no technique below it applies, as on Sudoku \
                    Explainer's path; here ",
                )
                .s(applies.name())
                .s(" applies: add the techniques below level 5 to the list (or leave level 5 out)")
                .0,
        }
    }
}

impl std::fmt::Display for CandidatesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for CandidatesError {}

/// The index in [`PRODUCERS`] of nesting level 5's producer, the last.
const LEVEL5_PRODUCER: usize = PRODUCERS.len() - 1;

/// Level 5's four techniques.
const LEVEL5: TechniqueSet = TechniqueSet::of(&[
    Technique::NestedContradictionForcingChains5,
    Technique::NestedDoubleForcingChains5,
    Technique::NestedCellForcingChains5,
    Technique::NestedRegionForcingChains5,
]);

// The last producer is level 5's.
const _: () = assert!(
    PRODUCERS[LEVEL5_PRODUCER].techniques.len() == 4
        && PRODUCERS[LEVEL5_PRODUCER].techniques[0] as u32
            == Technique::NestedContradictionForcingChains5 as u32
);

/// Every technique below nesting level 5 (the search step left out).
const BELOW_LEVEL5: TechniqueSet =
    TechniqueSet(TechniqueSet::ALL.0 & !LEVEL5.0 & !TechniqueSet::EMPTY.with(Technique::Search).0);

/// [`candidates`] with a bound on nesting level 5: its search (a minute or
/// more on an early state) runs only on a state where every technique below
/// it finds nothing, the only states where Sudoku Explainer's path asks it.
/// A set that holds level 5 but leaves out techniques below it, on a state
/// where one of those applies, is refused with
/// [`CandidatesError::DeepSearchRefused`]. Sets without level 5, and sets
/// that hold every technique below it, give exactly what [`candidates`]
/// gives (the latter reach level 5 only where nothing below applies).
pub fn try_candidates(
    solver: &mut Solver,
    grid: &Grid,
    techniques: Option<TechniqueSet>,
) -> Result<Candidates, CandidatesError> {
    let state = Candidates::from_grid(grid);
    let Some(mut allowed) = techniques else {
        return Ok(state);
    };
    if grid.first_clash().is_some() {
        return Ok(state);
    }
    let several = allowed.for_several_solutions();
    if several != allowed && outcome(solver, grid) != Outcome::Solved {
        allowed = several;
    }
    let deep = TechniqueSet(allowed.0 & LEVEL5.0);
    if deep == TechniqueSet::EMPTY || allowed.0 & BELOW_LEVEL5.0 == BELOW_LEVEL5.0 {
        return Ok(fixpoint(&state, allowed, solver));
    }
    let asked = deep
        .iter()
        .next()
        .unwrap_or(Technique::NestedContradictionForcingChains5);
    let mut state = state;
    let _pools = chains::PoolScope::enter();
    loop {
        if state.is_solved() || state.has_dead_cell() {
            break;
        }
        let mut step = next_step_in(&state, allowed, solver, 0..LEVEL5_PRODUCER);
        if step.is_none() {
            // Level 5 (then the search step) next: only where nothing below it applies.
            if let Some(lower) = next_step_in(&state, BELOW_LEVEL5, solver, 0..LEVEL5_PRODUCER) {
                return Err(CandidatesError::DeepSearchRefused {
                    asked,
                    applies: lower.technique,
                });
            }
            step = next_step_in(&state, allowed, solver, LEVEL5_PRODUCER..PRODUCERS.len());
        }
        match step {
            Some(step) if apply_changes(&mut state, &step) => {}
            _ => break,
        }
    }
    Ok(state)
}

impl TechniqueSet {
    /// This set without the techniques [`candidates`] uses only on a grid
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

/// Nesting levels 4 and 5: [`candidates`] leaves them out on a grid without
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

/// What a puzzle's solutions allow.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// One solution: the path ends solved.
    Solved,
    /// No solution (clashing givens included).
    NoSolution,
    /// More than one solution.
    Multiple,
}

impl Outcome {
    /// `solved`, `none` or `multiple`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Solved => "solved",
            Outcome::NoSolution => "none",
            Outcome::Multiple => "multiple",
        }
    }
}

/// SE's path of a puzzle.
#[derive(Clone, PartialEq, Debug)]
pub struct Path {
    /// Whether the puzzle has one solution (then `steps` solve it), none or several.
    pub outcome: Outcome,
    /// The steps, empty unless the puzzle has one solution.
    pub steps: Vec<Step>,
}

/// One solution, none or several (clashing givens have none).
fn outcome(solver: &mut Solver, grid: &Grid) -> Outcome {
    match solver.count_solutions(grid, 2) {
        Ok(1) => Outcome::Solved,
        Ok(0) | Err(_) => Outcome::NoSolution,
        Ok(_) => Outcome::Multiple,
    }
}

/// Where a path starts: a puzzle's givens, or a pencil-mark state (its
/// givens by SukakuExplainer's rule and the candidates of its open cells).
#[derive(Clone, Copy, Debug)]
enum Origin {
    Givens(Grid),
    Marks(Grid, [u16; CELLS]),
}

impl Origin {
    /// The first state, and whether the givens clash.
    fn state(&self) -> (bool, Candidates) {
        match self {
            Origin::Givens(grid) => Candidates::from_givens(grid),
            Origin::Marks(grid, masks) => (false, Candidates::from_grid_and_masks(grid, masks)),
        }
    }

    /// One solution, none or several.
    fn outcome(&self, solver: &mut Solver) -> Outcome {
        match self {
            Origin::Givens(grid) => outcome(solver, grid),
            Origin::Marks(grid, masks) => match solver.count_solutions_within(grid, masks, 2) {
                Ok(1) => Outcome::Solved,
                Ok(0) | Err(_) => Outcome::NoSolution,
                Ok(_) => Outcome::Multiple,
            },
        }
    }
}

/// SE's path: from the rules' candidates, at each state the first step in
/// SE's producer order, one placement or one set of eliminations a step,
/// until the grid is full. Only a puzzle with one solution has a path.
pub fn steps(solver: &mut Solver, grid: &Grid) -> Path {
    let mut steps = Vec::new();
    let outcome = match walk(solver, &Origin::Givens(*grid), u32::MAX, false, |step| {
        steps.push(step.to_step())
    }) {
        Ok(_) => Outcome::Solved,
        Err(outcome) => {
            steps.clear();
            outcome
        }
    };
    Path { outcome, steps }
}

/// Follows SE's path of a puzzle, calling `visit` on each step, until the
/// grid is full (true) or a step is rated above `limit` tenths (that step is
/// visited, the walk stops after it: false) or the thread's deadline passes
/// ([`deadline`]: false, the step in hand not visited); the [`Outcome`] when the puzzle
/// has no solution or several (the steps visited then mean nothing). Unless
/// `unique` (the caller knows the puzzle has one solution), the engine counts
/// solutions only when the path needs to know: before a step that assumes
/// one solution (uniqueness, the search step) and when the path stalls. A
/// path that fills the grid with sound steps alone has proven the solution
/// unique itself: every solution holds each of its placements.
fn walk(
    solver: &mut Solver,
    origin: &Origin,
    limit: u32,
    mut unique: bool,
    mut visit: impl FnMut(&Found),
) -> Result<bool, Outcome> {
    let (clash, mut state) = origin.state();
    if clash {
        return Err(Outcome::NoSolution);
    }
    // The steps of one path share the chains' pools; freed when it ends.
    let _pools = chains::PoolScope::enter();
    loop {
        // A rating's deadline (rate_path_within), between steps; none elsewhere.
        if !state.is_solved() && deadline::passed_now() {
            return Ok(false);
        }
        // The nested chains (the last producers) can take minutes on a grid
        // with many solutions: the engine counts before they are asked.
        let mut step = Found::next_below_nested(&state, solver);
        if step.is_none() && !unique && !state.is_solved() && !state.has_dead_cell() {
            match origin.outcome(solver) {
                Outcome::Solved => unique = true,
                other => return Err(other),
            }
        }
        if step.is_none() {
            step = Found::next_nested(&state, solver);
        }
        // A search cut by the deadline may have missed SE's step: none is taken.
        if deadline::was_cut() {
            return Ok(false);
        }
        let assumes = match &step {
            Some(s) => s.technique().needs_uniqueness() || s.technique() == Technique::Search,
            None => true,
        };
        if assumes && !unique && !state.is_solved() {
            match origin.outcome(solver) {
                Outcome::Solved => unique = true,
                other => return Err(other),
            }
        }
        let Some(step) = step else {
            debug_assert!(state.is_solved(), "the path stalled on {:?}", origin);
            return Ok(true);
        };
        visit(&step);
        if se_tenths(step.rating()) > limit || !step.apply(&mut state) {
            return Ok(false);
        }
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
struct Tally {
    er: f64,
    ep: f64,
    ed: f64,
    hardest: Technique,
}

impl Tally {
    fn new() -> Tally {
        // A grid already full has no step: ER, EP and ED 0.0, as serate prints them.
        Tally {
            er: 0.0,
            ep: 0.0,
            ed: 0.0,
            hardest: Technique::HiddenSingle,
        }
    }

    fn add(&mut self, step: &Found) {
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

    fn rating(self) -> Rating {
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
    let mut tally = Tally::new();
    let mut techniques = TechniqueSet::EMPTY;
    let whole = walk(solver, &Origin::Givens(*grid), u32::MAX, false, |step| {
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

/// What a hint tells a player.
#[derive(Clone, PartialEq, Debug)]
pub enum Hint {
    /// An entry differs from the solution: the first such cell (0-80).
    WrongEntry {
        /// The cell.
        cell: u8,
        /// What to tell the player.
        text: String,
        /// `text` as data (`wrong-entry`: the cell and the digit).
        explanation: Explanation,
    },
    /// A cell's remaining candidates leave out its digit in the solution.
    MissingCandidate {
        /// The cell.
        cell: u8,
        /// What to tell the player.
        text: String,
        /// `text` as data (`no-candidate` or `missing-candidate`: the cell).
        explanation: Explanation,
    },
    /// The next step of SE's path.
    Step(Step),
    /// The grid is complete and right.
    Solved,
}

/// Why no hint can be given.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HintError {
    /// The givens clash.
    Givens(GridError),
    /// The givens have no solution.
    NoSolution,
    /// The givens have more than one solution.
    Multiple,
    /// An entry sits on a given with another digit.
    EntryOnGiven(u8),
    /// Pencil marks with a cell without a candidate or a digit without a place.
    Marks(MarksError),
}

impl HintError {
    /// The message for the player or the app.
    pub fn message(&self) -> String {
        match self {
            HintError::Givens(e) => e.message(),
            HintError::Marks(e) => e.message(),
            HintError::NoSolution => "no solution: the givens cannot be completed".into(),
            HintError::Multiple => {
                "the givens have more than one solution, so no hint is sure".into()
            }
            HintError::EntryOnGiven(c) => {
                cell(
                    Text::new().s("entries and givens overlap: "),
                    usize::from(*c),
                )
                .s(" is a given, so its entry must be 0")
                .0
            }
        }
    }
}

/// A hint on a player's grid: `givens` and `entries` (the player's digits,
/// 0 elsewhere) kept apart, and optionally the candidates the player has
/// left (`masks`, bit `d - 1` for digit `d`; cells without marks should hold
/// all digits, 0x1FF). A wrong entry comes first, then pencil marks that
/// lost the solution's digit, then the next step of SE's path from the
/// current state.
pub fn hint(
    solver: &mut Solver,
    givens: &Grid,
    entries: &Grid,
    masks: Option<&[u16; CELLS]>,
) -> Result<Hint, HintError> {
    if let Some(clash) = givens.first_clash() {
        return Err(HintError::Givens(clash));
    }
    let solution = match solver.solve_counting(givens, 2) {
        Ok((Some(s), 1)) => s,
        Ok((Some(_), _)) => return Err(HintError::Multiple),
        _ => return Err(HintError::NoSolution),
    };
    // Entries over givens are refused wherever they are, before any entry is judged.
    let overlaps = |c: usize| {
        let (given, entry) = (givens.get(c), entries.get(c));
        given != 0 && entry != 0 && entry != given
    };
    if let Some(c) = (0..CELLS).find(|&c| overlaps(c)) {
        return Err(HintError::EntryOnGiven(c as u8));
    }
    let mut board = *givens;
    for c in 0..CELLS {
        let (given, entry) = (givens.get(c), entries.get(c));
        if entry == 0 || given != 0 {
            continue;
        }
        if entry != solution.get(c) {
            let explanation = Explanation::new("wrong-entry")
                .with("digit", Arg::Digit(entry))
                .with("cell", Arg::Cell(c as u8));
            return Ok(Hint::WrongEntry {
                cell: c as u8,
                text: english(&explanation, false),
                explanation,
            });
        }
        board.set(c, entry);
    }
    if board.is_full() {
        return Ok(Hint::Solved);
    }
    let state = match masks {
        Some(masks) => Candidates::from_grid_and_masks(&board, masks),
        None => Candidates::from_grid(&board),
    };
    for c in 0..CELLS {
        if board.get(c) == 0 && !state.has(c, solution.get(c)) {
            // A cell emptied by its marks is said as such: the player sees no candidate there.
            let key = if state.mask(c) == 0 {
                "no-candidate"
            } else {
                "missing-candidate"
            };
            let explanation = Explanation::new(key).with("cell", Arg::Cell(c as u8));
            return Ok(Hint::MissingCandidate {
                cell: c as u8,
                text: english(&explanation, false),
                explanation,
            });
        }
    }
    match next_step(&state, TechniqueSet::ALL, solver) {
        Some(step) => Ok(Hint::Step(step)),
        // Unreachable for a unique puzzle with sound candidates: the search
        // step eliminates any wrong candidate. Said plainly all the same.
        None => Err(HintError::NoSolution),
    }
}
