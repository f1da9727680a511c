//! The NOIP 2009 "target sudoku": the largest sum of weight x digit over all
//! solutions, by branch and bound on the Dancing Links search.
//!
//! The bound is a Lagrangian relaxation of what is left to fill. Keep the rule
//! "each open cell takes exactly one of its remaining digits" and move the other
//! three rules (each open row, column and box takes each missing digit once) into
//! the objective with a multiplier `lambda[item]` per row-, column- and box-digit
//! item. For any multipliers,
//!
//! ```text
//!   best completion <= sum(lambda[i], open unit items i)
//!                    + sum(max over options o left in cell c of reduced[o], open cells c)
//!   reduced[o] = weight(cell) * digit - lambda[row item] - lambda[column item] - lambda[box item]
//! ```
//!
//! because every solution meets the relaxed rules exactly. The multipliers are
//! tuned at the root by subgradient descent; the best of them reach the
//! linear-programming bound of the whole problem, which is usually within a
//! fraction of a point of the optimum. Every node of the search starts from its
//! parent's multipliers and takes a few more subgradient steps aimed at the score
//! it must reach, stopping as soon as the bound falls short (prune). When the
//! relaxation's picks happen to cover every open item exactly once they are a
//! solution, and the best one of the subtree: it is recorded and the subtree closed.
//!
//! Otherwise the bound also fixes options out (reduced-cost fixing): taking an
//! option instead of its cell's best pick costs the difference of their reduced
//! values, and when that exceeds the bound's slack over the target no solution
//! of the subtree takes it. On grids with few givens the root bound is within a
//! point of the optimum, so nearly every option with a positive loss goes, and
//! the search branches on the item with fewest options left (forced ones
//! first): a few hundred nodes where the bound alone needed millions.
//!
//! Only 21 cells decide the score. Every row, column and box of a solution
//! sums to 45, so summing the weights ring by ring gives, for every solution,
//!
//! ```text
//!   score = 2745 + (the 4 corners) + (the 16 cells of weight 8) + (the centre)
//! ```
//!
//! (6 x 405 for the whole grid, plus the inner 7x7 square, which is 405 minus
//! the border, which is 180 minus the corners; plus the inner 5x5 square, 45 for
//! the centre box plus the weight-8 ring; plus 45 for the centre box; plus the
//! centre). Once those cells are placed every completion scores the same, so
//! the search places them first ([`KEY_CELLS`]): its proofs then branch where
//! the score is decided, and what is left is one completion to find or refute,
//! which a plain Dancing Links search does without the bound (about three
//! nodes in four of the slowest searches are such completions).

mod open;

use super::encoding::{cell_digit, fill, option_items, ITEMS, OPTIONS};
use super::grid::{weight, Grid};
use crate::dlx::{CountUpTo, Dlx, Flow, Step, Visitor};
use open::{OpenPart, Tables};

/// The outcome of a target-score search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// The best score found; -1 when the grid has no solution.
    pub score: i32,
    /// A solution reaching `score`, when there is one.
    pub grid: Option<Grid>,
    /// True when `score` is the maximum over all solutions (or there is surely no
    /// solution); false when the node budget ran out first.
    pub proven: bool,
    /// Search-tree nodes visited by the branch and bound.
    pub nodes: u64,
}

impl Target {
    /// The answer for a grid without solution: score -1, proven, no grid.
    pub const NO_SOLUTION: Target = Target {
        score: -1,
        grid: None,
        proven: true,
        nodes: 0,
    };
}

/// Scores are integers: a subtree whose bound is below `best + 1` cannot beat
/// `best`. The slack absorbs rounding in the floating-point bound.
const EPSILON: f64 = 1e-6;

/// Subgradient steps at the root, and at every other node.
const ROOT_STEPS: usize = 400;
const NODE_STEPS: usize = 15;

/// The cells whose digits decide the score (see the module's comment), in the
/// order the search places them: the corners, the corners of the weight-8
/// ring, the middles of its sides, the rest of it, the centre. Measured on the
/// slowest grids of 30,000 random ones with 1 to 8 givens, this order needs
/// 10% fewer nodes than the ring's cells by rows, and half as many as taking
/// the key cell with fewest options left.
pub(crate) const KEY_CELLS: [usize; 21] = [
    0, 8, 72, 80, 20, 24, 56, 60, 22, 58, 38, 42, 21, 23, 57, 59, 29, 47, 33, 51, 40,
];

/// Every solution scores this plus the digits of its [`KEY_CELLS`].
const KEY_BASE: i32 = 2745;

/// Whether each cell is one of the [`KEY_CELLS`].
const IS_KEY: [bool; 81] = {
    let mut is_key = [false; 81];
    let mut k = 0;
    while k < KEY_CELLS.len() {
        is_key[KEY_CELLS[k]] = true;
        k += 1;
    }
    is_key
};

/// What the relaxation says about a node.
enum Relaxed {
    /// The bound is below what the node must reach.
    Short,
    /// The picks form a solution of the open part worth this much (its optimum).
    Solved(f64),
    /// The best bound found; the node must be searched.
    Open(f64),
}

/// Branch and bound over the Dancing Links search (a [`Visitor`]).
pub(crate) struct TargetSearch {
    /// `weight x digit` of each option.
    value: [i32; OPTIONS],
    /// The row, column and box items of each option.
    unit_items: [[u16; 3]; OPTIONS],
    /// Multipliers per search depth (index 0: the root's); cell items keep 0.
    lambda: Vec<[f64; ITEMS]>,
    /// The root's `value` minus multipliers, for ordering the lists.
    reduced: [f64; OPTIONS],
    open: OpenPart,
    /// The relaxation's pick for each open cell in the last step.
    picks: [u16; 81],
    /// How often the last step's picks cover each open unit (by its index in
    /// the open part's `units`): scratch for [`TargetSearch::relax`].
    coverage: [i32; 256],
    given_score: i32,
    best: i32,
    best_options: [u16; 81],
    best_len: usize,
    /// The least score worth finding in the current round (see [`TargetSearch::run`]).
    threshold: i32,
    /// The least score proven out of reach by the rounds so far (see
    /// [`TargetSearch::run`]): a solution one below it is the optimum.
    unreachable: i32,
    /// Key cells open after the givens, and the givens' key digits.
    open_keys: usize,
    given_key_sum: i32,
    /// The depth of the node below which the search only looks for a
    /// completion (every key cell placed, so every completion scores the same),
    /// and whether it found one.
    completion_root: Option<usize>,
    completed: bool,
    /// The root's bound, rounded down: no solution scores more.
    root_bound: i32,
    /// Per cell, the best reduced value among its open options (for [`TargetSearch::rank`]).
    cell_best: [f64; 81],
    /// Per option, the depth of the node that found it cannot reach that
    /// node's target ([`NOT_FIXED`] if none did): out of that whole subtree.
    fixed_at: [u8; OPTIONS],
    nodes: u64,
    budget: u64,
    out_of_budget: bool,
}

/// `fixed_at` of an option no node has fixed out.
const NOT_FIXED: u8 = u8::MAX;

impl TargetSearch {
    /// Prepares a search of the engine's open part (givens already selected):
    /// finds a first solution for a starting score, then tunes the multipliers.
    pub(crate) fn new(dlx: &mut Dlx, given_score: i32, node_budget: Option<u64>) -> Box<Self> {
        let mut search = Box::new(TargetSearch {
            value: [0; OPTIONS],
            unit_items: [[0; 3]; OPTIONS],
            lambda: vec![[0.0; ITEMS]; 82],
            reduced: [0.0; OPTIONS],
            open: OpenPart::new(),
            picks: [0; 81],
            coverage: [0; 256],
            given_score,
            best: -1,
            best_options: [0; 81],
            best_len: 0,
            threshold: 0,
            unreachable: i32::MAX,
            open_keys: 0,
            given_key_sum: 0,
            completion_root: None,
            completed: false,
            root_bound: -1,
            cell_best: [0.0; 81],
            fixed_at: [NOT_FIXED; OPTIONS],
            nodes: 0,
            budget: node_budget.unwrap_or(u64::MAX),
            out_of_budget: false,
        });
        for option in 0..OPTIONS {
            let (cell, digit) = cell_digit(option);
            search.value[option] = i32::from(weight(cell)) * i32::from(digit);
            let [_, row, column, bx] = option_items(cell, usize::from(digit));
            search.unit_items[option] = [row as u16, column as u16, bx as u16];
        }
        for option in dlx.selected_options() {
            let (cell, digit) = cell_digit(option);
            if IS_KEY[cell] {
                search.given_key_sum += i32::from(digit);
            }
        }
        search.open_keys = dlx
            .active_items()
            .filter(|&item| item < 81 && IS_KEY[item])
            .count();
        let mut first = CountUpTo::new(1);
        dlx.search(&mut first);
        if let Some(options) = first.first_solution() {
            search.record(options, &[]);
            search.tune_root(dlx);
        }
        search
    }

    /// [`OpenPart::gather`] at a node of this depth.
    fn gather(&mut self, dlx: &Dlx, depth: usize) -> bool {
        let tables = Tables {
            fixed_at: &self.fixed_at,
            value: &self.value,
            unit_items: &self.unit_items,
        };
        self.open.gather(dlx, depth, tables)
    }

    fn score_of(&self, options: &[u16]) -> i32 {
        self.given_score + options.iter().map(|&o| self.value[o as usize]).sum::<i32>()
    }

    /// Keeps `chosen` plus `more` as the best solution if it beats the best.
    fn record(&mut self, chosen: &[u16], more: &[u16]) {
        let score = self.score_of(chosen) + self.score_of(more) - self.given_score;
        if score > self.best {
            self.best = score;
            self.best_len = chosen.len() + more.len();
            self.best_options[..chosen.len()].copy_from_slice(chosen);
            self.best_options[chosen.len()..self.best_len].copy_from_slice(more);
        }
    }

    #[inline]
    fn reduced_value(&self, lambda: &[f64; ITEMS], option: usize) -> f64 {
        let [row, column, bx] = self.unit_items[option];
        f64::from(self.value[option])
            - lambda[row as usize]
            - lambda[column as usize]
            - lambda[bx as usize]
    }

    /// Subgradient descent on the multipliers at `depth` for the open part in
    /// `self.open`, aiming at `open_target` (what the open part must reach).
    /// Steps are `theta * gap / |g|^2` (Polyak); theta halves after `patience`
    /// steps without a lower bound. Leaves the best multipliers at `depth`.
    fn relax(&mut self, depth: usize, open_target: f64, steps: usize, patience: usize) -> Relaxed {
        let open = &self.open;
        let units = &open.units[..open.unit_count];
        // The open units' multipliers and coverage, by index into `units`.
        let mut lambda = [0.0; 256];
        for (l, &unit) in lambda.iter_mut().zip(units) {
            *l = self.lambda[depth][usize::from(unit)];
        }
        let coverage = &mut self.coverage;
        let mut best_bound = f64::INFINITY;
        let mut theta = 1.0;
        let mut since_improved = 0;
        for step in 0..steps {
            let mut bound = 0.0;
            for &l in &lambda[..units.len()] {
                bound += l;
            }
            coverage[..units.len()].fill(0);
            let mut start = 0;
            for k in 0..open.cells {
                let end = open.cell_end[k + 1] as usize;
                let mut pick = start;
                let mut pick_value = f64::NEG_INFINITY;
                let cell = open.option_units[start..end]
                    .iter()
                    .zip(&open.option_value[start..end]);
                for (n, (&[row, column, bx], &value)) in (start..).zip(cell) {
                    let r = value
                        - lambda[usize::from(row)]
                        - lambda[usize::from(column)]
                        - lambda[usize::from(bx)];
                    if r > pick_value {
                        pick_value = r;
                        pick = n;
                    }
                }
                bound += pick_value;
                self.picks[k] = open.options[pick];
                for &unit in &open.option_units[pick] {
                    coverage[usize::from(unit)] += 1;
                }
                start = end;
            }
            if bound < best_bound - 1e-9 {
                best_bound = bound;
                for (&unit, &l) in units.iter().zip(&lambda) {
                    self.lambda[depth][usize::from(unit)] = l;
                }
                since_improved = 0;
            } else {
                since_improved += 1;
                if since_improved >= patience {
                    theta /= 2.0;
                    since_improved = 0;
                }
            }
            if best_bound < open_target - EPSILON {
                return Relaxed::Short;
            }
            let norm: i32 = coverage[..units.len()]
                .iter()
                .map(|&c| (1 - c).pow(2))
                .sum();
            if norm == 0 {
                // Every open item covered once: the picks are a solution, and
                // since they meet the bound they are the best in this subtree.
                for (&unit, &l) in units.iter().zip(&lambda) {
                    self.lambda[depth][usize::from(unit)] = l;
                }
                return Relaxed::Solved(bound);
            }
            if step + 1 == steps || theta < 1e-3 {
                break;
            }
            let t = theta * (bound - open_target).max(1.0) / f64::from(norm);
            for (l, &c) in lambda.iter_mut().zip(&coverage[..units.len()]) {
                *l -= t * f64::from(1 - c);
            }
        }
        Relaxed::Open(best_bound)
    }

    /// Tunes the root's multipliers, aimed at beating the first solution.
    fn tune_root(&mut self, dlx: &Dlx) {
        if !self.gather(dlx, 0) {
            return;
        }
        let open_target = f64::from(self.best + 1 - self.given_score);
        let bound = match self.relax(0, open_target, ROOT_STEPS, 10) {
            Relaxed::Short => open_target - 1.0,
            Relaxed::Solved(value) => {
                let picks = self.picks;
                self.record(&[], &picks[..self.open.cells]);
                value
            }
            Relaxed::Open(bound) => bound,
        };
        let bound = bound.max(f64::from(self.best - self.given_score));
        self.root_bound = (f64::from(self.given_score) + bound + EPSILON).floor() as i32;
        let root = self.lambda[0];
        for option in 0..OPTIONS {
            self.reduced[option] = self.reduced_value(&root, option);
        }
        for item in dlx.active_items().filter(|&i| i < 81) {
            self.cell_best[item] = dlx
                .options_of(item)
                .map(|o| self.reduced[o])
                .fold(f64::NEG_INFINITY, f64::max);
        }
    }

    /// Reduced-cost fixing: with the node's best multipliers, taking option `o`
    /// instead of its cell's best pick lowers the bound by the difference of
    /// their reduced values; when that exceeds `slack` (bound minus what the
    /// node must reach) no solution of this subtree takes `o` and reaches the
    /// target. Marks those options out for the subtree and updates the live
    /// counts; false when some open item has none left.
    fn fix(&mut self, depth: usize, slack: f64) -> bool {
        let lambda = self.lambda[depth];
        let mut start = 0;
        for k in 0..self.open.cells {
            let end = self.open.cell_end[k + 1] as usize;
            let options = &self.open.options[start..end];
            let best = options
                .iter()
                .map(|&o| self.reduced_value(&lambda, o as usize))
                .fold(f64::NEG_INFINITY, f64::max);
            for &option in options {
                let option = option as usize;
                if best - self.reduced_value(&lambda, option) > slack + EPSILON {
                    self.fixed_at[option] = depth as u8;
                    self.open.live[option / 9] -= 1;
                    for &unit in &self.unit_items[option] {
                        self.open.live[unit as usize] -= 1;
                    }
                } else {
                    self.fixed_at[option] = NOT_FIXED;
                }
            }
            start = end;
        }
        self.open.items().all(|item| self.open.live[item] > 0)
    }

    /// Sort key of an option for the search: how much it loses against the best
    /// option of its cell in the relaxation, smallest loss first. The relaxation's
    /// own picks (loss 0) come first in every list, whichever item is chosen.
    pub(crate) fn rank(&self, option: usize) -> i64 {
        let loss = self.cell_best[option / 9] - self.reduced[option];
        (loss * 1024.0).round() as i64
    }

    /// Searches in rounds that each look only for scores of at least a target,
    /// starting at the root bound. With a bound this tight the first round
    /// usually finds the optimum at once, and a round that finds nothing proves
    /// that no solution reaches its target. The target then drops by 1, 2, 4, ...
    /// until a round finds a solution or becomes a plain branch and bound.
    ///
    /// `unreachable` is the least score proven out of reach: a whole round
    /// proves that nothing beats the best and nothing reaches its target. The
    /// search ends when the best is one below it, even in the middle of a round
    /// (after a round for `t` found nothing, the one for `t - 2` ends at its
    /// first `t - 1`, without proving again that nothing reaches `t`).
    pub(crate) fn run(&mut self, dlx: &mut Dlx) {
        if self.best < 0 {
            return; // no solution at all
        }
        self.unreachable = self.root_bound + 1;
        let mut target = self.root_bound;
        let mut drop = 1;
        while self.best + 1 < self.unreachable {
            target = target.max(self.best + 1);
            self.threshold = target;
            dlx.search(self);
            if self.out_of_budget {
                return;
            }
            // A whole round, or one that stopped at the optimum.
            self.unreachable = self.unreachable.min(target.max(self.best + 1));
            target -= drop;
            drop *= 2;
        }
    }

    /// The result for a grid whose givens were loaded into the search.
    pub(crate) fn finish(&self, grid: &Grid) -> Target {
        let grid = (self.best >= 0).then(|| {
            fill(
                grid,
                self.best_options[..self.best_len]
                    .iter()
                    .map(|&o| o as usize),
            )
        });
        Target {
            score: self.best,
            grid,
            proven: !self.out_of_budget,
            nodes: self.nodes,
        }
    }
}

impl Visitor for TargetSearch {
    fn enter(&mut self, dlx: &Dlx, chosen: &[u16]) -> Step {
        if self.nodes >= self.budget {
            self.out_of_budget = true;
            return Step::Stop;
        }
        if self.best + 1 >= self.unreachable {
            return Step::Stop; // the best is the optimum
        }
        let depth = chosen.len();
        if self.completion_root.is_some_and(|root| depth <= root) {
            self.completion_root = None; // back above the completion's root
        }
        if let Some(&last) = chosen.last() {
            // Only ancestors fix options out, and a completion's nodes do not
            // (its root lies above this node).
            let fixed_above = self.completion_root.unwrap_or(depth);
            if usize::from(self.fixed_at[last as usize]) < fixed_above {
                return Step::Prune; // fixed out by an ancestor: nothing to search
            }
        }
        self.nodes += 1;
        if self.completion_root.is_some() {
            return if self.completed {
                Step::Prune
            } else {
                Step::Descend
            };
        }
        let wanted = self.threshold.max(self.best + 1);
        let (placed_keys, key_sum) = chosen
            .iter()
            .map(|&option| cell_digit(usize::from(option)))
            .filter(|&(cell, _)| IS_KEY[cell])
            .fold((0, self.given_key_sum), |(n, sum), (_, digit)| {
                (n + 1, sum + i32::from(digit))
            });
        if placed_keys == self.open_keys {
            // Every completion scores exactly this: find one, or none.
            if KEY_BASE + key_sum < wanted {
                return Step::Prune;
            }
            self.completion_root = Some(depth);
            self.completed = false;
            return Step::Descend;
        }
        if !self.gather(dlx, depth) {
            return Step::Prune;
        }
        if depth > 0 {
            self.lambda[depth] = self.lambda[depth - 1];
        }
        let open_target = f64::from(wanted - self.score_of(chosen));
        let steps = if depth == 0 { 1 } else { NODE_STEPS };
        match self.relax(depth, open_target, steps, 3) {
            Relaxed::Short => Step::Prune,
            Relaxed::Solved(_) => {
                let picks = self.picks;
                self.record(chosen, &picks[..self.open.cells]);
                Step::Prune
            }
            Relaxed::Open(bound) => {
                if self.fix(depth, bound - open_target) {
                    Step::Descend
                } else {
                    Step::Prune
                }
            }
        }
    }

    /// Forced items first (one option left able to reach the target), then the
    /// first open cell of [`KEY_CELLS`], then the item with fewest such options
    /// (Knuth's MRV on what fixing left). In a completion, the engine's MRV.
    fn choose(&mut self, _dlx: &Dlx) -> Option<usize> {
        if self.completion_root.is_some() {
            return None;
        }
        let open = &self.open;
        let fewest = open.items().min_by_key(|&item| open.live[item]);
        if let Some(item) = fewest {
            if open.live[item] <= 1 {
                return Some(item);
            }
        }
        let is_open = |cell: usize| open.cell_items[..open.cells].contains(&(cell as u8));
        KEY_CELLS.into_iter().find(|&cell| is_open(cell)).or(fewest)
    }

    fn solution(&mut self, _dlx: &Dlx, chosen: &[u16]) -> Flow {
        self.record(chosen, &[]);
        self.completed = true;
        if self.best + 1 >= self.unreachable {
            Flow::Stop
        } else {
            Flow::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::KEY_CELLS;
    use crate::sudoku::weight;

    #[test]
    fn key_cells_are_the_corners_the_weight_8_ring_and_the_centre_once_each() {
        let mut key: Vec<usize> = KEY_CELLS.to_vec();
        key.sort_unstable();
        key.dedup();
        let expected: Vec<usize> = (0..81)
            .filter(|&c| [0, 8, 72, 80].contains(&c) || weight(c) == 8 || weight(c) == 10)
            .collect();
        assert_eq!(key, expected);
    }
}
