//! The simplest-first path, fixpoints of technique sets, the difficulty and
//! rating of a puzzle, and hints on a player's grid.

use super::candidates::Candidates;
use super::step::{cell, Step, Technique};
use super::{chains, fish, locked, search, singles, subsets, uniqueness, wings};
use crate::sudoku::{Grid, GridError, Solver, CELLS};
use crate::Text;

/// A set of techniques.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TechniqueSet(u32);

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

/// How hard a puzzle is, by the techniques whose fixpoint solves it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Difficulty {
    /// Naked and hidden singles alone solve it.
    Easy,
    /// Adding locked candidates and naked and hidden pairs solves it.
    Medium,
    /// Adding naked and hidden triples, X-Wing, Swordfish, XY-Wing and XYZ-Wing solves it.
    Hard,
    /// The whole catalogue without the search step solves it.
    Expert,
    /// The search step is needed.
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

    /// The techniques allowed at this difficulty.
    pub const fn techniques(self) -> TechniqueSet {
        use Technique::*;
        let easy = TechniqueSet::of(&[HiddenSingle, NakedSingle]);
        let medium =
            TechniqueSet(easy.0 | TechniqueSet::of(&[LockedCandidates, NakedPair, HiddenPair]).0);
        let hard = TechniqueSet(
            medium.0
                | TechniqueSet::of(&[NakedTriple, HiddenTriple, XWing, Swordfish, XyWing, XyzWing])
                    .0,
        );
        match self {
            Difficulty::Easy => easy,
            Difficulty::Medium => medium,
            Difficulty::Hard => hard,
            Difficulty::Expert => TechniqueSet::ALL.without(Search),
            Difficulty::Extreme => TechniqueSet::ALL,
        }
    }
}

type FindFn = fn(&Candidates) -> Option<Step>;

/// Every finder but the search step, by difficulty (the order of the path).
const FINDERS: [(Technique, FindFn); 20] = [
    (Technique::HiddenSingle, singles::find_hidden_single_in_box),
    (Technique::HiddenSingle, singles::find_hidden_single_in_line),
    (Technique::NakedSingle, singles::find_naked_single),
    (Technique::LockedCandidates, locked::find_pointing),
    (Technique::LockedCandidates, locked::find_claiming),
    (Technique::NakedPair, |s| subsets::find_naked_subset(s, 2)),
    (Technique::XWing, |s| fish::find_fish(s, 2)),
    (Technique::HiddenPair, |s| subsets::find_hidden_subset(s, 2)),
    (Technique::NakedTriple, |s| subsets::find_naked_subset(s, 3)),
    (Technique::Swordfish, |s| fish::find_fish(s, 3)),
    (Technique::HiddenTriple, |s| {
        subsets::find_hidden_subset(s, 3)
    }),
    (Technique::XyWing, wings::find_xy_wing),
    (Technique::XyzWing, wings::find_xyz_wing),
    (Technique::WWing, wings::find_w_wing),
    (
        Technique::UniqueRectangle,
        uniqueness::find_unique_rectangle,
    ),
    (Technique::NakedQuad, |s| subsets::find_naked_subset(s, 4)),
    (Technique::Jellyfish, |s| fish::find_fish(s, 4)),
    (Technique::HiddenQuad, |s| subsets::find_hidden_subset(s, 4)),
    (Technique::BugPlusOne, uniqueness::find_bug_plus_one),
    (Technique::XChain, chains::find_x_chain),
];

/// The simplest step of the `allowed` techniques in `state`: the first
/// finder by difficulty that finds one. The search step uses `solver`.
/// Uniqueness techniques are only sound on a puzzle with one solution: leave
/// them out of `allowed` otherwise.
pub fn next_step(state: &Candidates, allowed: TechniqueSet, solver: &mut Solver) -> Option<Step> {
    // A cell without candidates ends the search at once; a unit missing a
    // digit is left to show itself (checking every unit at every step costs
    // more than the steps it would save).
    if state.is_solved() || state.has_dead_cell() {
        return None;
    }
    for (technique, find) in FINDERS {
        if allowed.contains(technique) {
            if let Some(step) = find(state) {
                return Some(step);
            }
        }
    }
    if allowed.contains(Technique::Search) {
        return search::find_search(state, solver);
    }
    None
}

/// Applies steps of the `allowed` techniques until none applies (or the
/// puzzle is solved). The result does not depend on the order of the steps.
pub fn fixpoint(state: &Candidates, allowed: TechniqueSet, solver: &mut Solver) -> Candidates {
    let mut state = *state;
    while let Some(step) = next_step(&state, allowed, solver) {
        if !apply_changes(&mut state, &step) {
            break;
        }
    }
    state
}

/// Applies `step`; false (a finder's bug, never expected) when it changed nothing.
fn apply_changes(state: &mut Candidates, step: &Step) -> bool {
    let before = *state;
    state.apply(step);
    debug_assert!(*state != before, "a step that changes nothing: {step:?}");
    *state != before
}

/// The candidates of a grid: the rules alone (`None`), or the fixpoint of a
/// set of techniques from the rules' candidates. Clashing givens have no
/// solution and no technique applies to them: their candidates are the
/// rules' alone. Uniqueness techniques and the search step are used only
/// when the puzzle has exactly one solution (the search step on a puzzle with
/// several would remove nothing sound to remove, and uniqueness is their premise).
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
    let needs_one = allowed
        .iter()
        .any(|t| t.needs_uniqueness() || t == Technique::Search);
    if needs_one && outcome(solver, grid) != Outcome::Solved {
        allowed = allowed
            .without(Technique::UniqueRectangle)
            .without(Technique::BugPlusOne)
            .without(Technique::Search);
    }
    fixpoint(&state, allowed, solver)
}

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

/// The simplest-first path of a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
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

/// The simplest-first path: from the rules' candidates, at each state the
/// step of the lowest difficulty, until the grid is full. Only a puzzle with
/// one solution has a path.
pub fn steps(solver: &mut Solver, grid: &Grid) -> Path {
    let outcome = outcome(solver, grid);
    let mut steps = Vec::new();
    if outcome == Outcome::Solved {
        // Room for one step per cell: most paths fit without growing.
        steps.reserve(CELLS);
        let mut state = Candidates::from_grid(grid);
        while let Some(step) = next_step(&state, TechniqueSet::ALL, solver) {
            if !apply_changes(&mut state, &step) {
                break;
            }
            steps.push(step);
        }
        debug_assert!(state.is_solved(), "the path stalled on {grid}");
    }
    Path { outcome, steps }
}

/// A puzzle's difficulty and rating.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rating {
    /// The easiest difficulty whose techniques solve the puzzle.
    pub difficulty: Difficulty,
    /// The SE difficulty of the hardest step of the simplest-first path, in tenths.
    pub rating: u8,
    /// The technique of that step (the first such step).
    pub hardest: Technique,
}

impl Rating {
    /// The rating as people write it: `"2.8"`.
    pub fn rating_text(&self) -> String {
        super::step::tenths(Text::new(), self.rating).0
    }
}

/// The difficulty and rating of a puzzle with one solution; otherwise the
/// [`Outcome`] that says why there is none.
pub fn rate(solver: &mut Solver, grid: &Grid) -> Result<Rating, Outcome> {
    let path = steps(solver, grid);
    if path.outcome != Outcome::Solved {
        return Err(path.outcome);
    }
    let mut rating = 0;
    let mut hardest = Technique::HiddenSingle;
    for step in &path.steps {
        if step.difficulty > rating {
            rating = step.difficulty;
            hardest = step.technique;
        }
    }
    // Each level's fixpoint goes on from the previous one: the same state as
    // from the start, as fixpoints do not depend on the order of steps.
    //
    // A fixpoint takes at each state the first step of its finders in the
    // path's order: while the path's steps are of allowed techniques, the
    // fixpoint takes the very same steps. So it follows the path (applying
    // its steps, no search) and searches only from where the path leaves the
    // allowed techniques; once it has gone its own way, the path is left.
    let mut state = Candidates::from_grid(grid);
    let mut next = 0;
    let mut on_path = true;
    let mut difficulty = Difficulty::Extreme;
    for level in Difficulty::ALL {
        let allowed = level.techniques();
        if on_path {
            while let Some(step) = path.steps.get(next) {
                if !allowed.contains(step.technique) {
                    break;
                }
                state.apply(step);
                next += 1;
            }
        }
        let fixed = fixpoint(&state, allowed, solver);
        on_path &= fixed == state;
        state = fixed;
        if state.is_solved() {
            difficulty = level;
            break;
        }
    }
    Ok(Rating {
        difficulty,
        rating,
        hardest,
    })
}

/// What a hint tells a player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Hint {
    /// An entry differs from the solution: the first such cell (0-80).
    WrongEntry {
        /// The cell.
        cell: u8,
        /// What to tell the player.
        text: String,
    },
    /// A cell's remaining candidates leave out its digit in the solution.
    MissingCandidate {
        /// The cell.
        cell: u8,
        /// What to tell the player.
        text: String,
    },
    /// The next step of the simplest-first path.
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
}

impl HintError {
    /// The message for the player or the app.
    pub fn message(&self) -> String {
        match self {
            HintError::Givens(e) => e.message(),
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
/// lost the solution's digit, then the next step of the simplest-first path
/// from the current state.
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
            let t = Text::new().s("The ").n(u64::from(entry)).s(" in ");
            return Ok(Hint::WrongEntry {
                cell: c as u8,
                text: cell(t, c)
                    .s(" is wrong: the puzzle has no solution with it")
                    .0,
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
            return Ok(Hint::MissingCandidate {
                cell: c as u8,
                text: cell(Text::new().s("The candidates of "), c)
                    .s(" leave out the digit that belongs there")
                    .0,
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
