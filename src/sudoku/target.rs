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
//! tuned once, at the root, by subgradient descent; the best of them reach the
//! linear-programming bound of the whole problem, which is usually within a few
//! points of the optimum. Each node of the search then costs one pass over the
//! options still present.

use super::grid::{weight, Grid};
use super::solver::{cell_digit, fill, option_items, ITEMS, OPTIONS};
use crate::dlx::{CountUpTo, Dlx, Flow, Step, Visitor};

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

/// Scores are integers: a subtree whose bound is below `best + 1` cannot beat
/// `best`. The slack absorbs rounding in the floating-point bound.
const EPSILON: f64 = 1e-6;

/// Branch and bound over the Dancing Links search (a [`Visitor`]).
pub(crate) struct TargetSearch {
    /// `weight x digit` of each option.
    value: [i32; OPTIONS],
    /// One multiplier per item; cell items keep 0.
    lambda: [f64; ITEMS],
    /// `value` minus the multipliers of the option's row, column and box items.
    reduced: [f64; OPTIONS],
    given_score: i32,
    best: i32,
    best_options: [u16; 81],
    best_len: usize,
    /// The least score worth finding in the current round (see [`Solver::target`]).
    threshold: i32,
    /// The root's bound, rounded down: no solution scores more.
    root_bound: i32,
    /// Per cell, the best reduced value among its open options (for [`TargetSearch::rank`]).
    cell_best: [f64; 81],
    nodes: u64,
    budget: u64,
    out_of_budget: bool,
}

impl TargetSearch {
    /// Prepares a search of the engine's open part (givens already selected):
    /// finds a first solution for a starting score, then tunes the multipliers.
    pub(crate) fn new(dlx: &mut Dlx, given_score: i32, node_budget: Option<u64>) -> Self {
        let mut value = [0i32; OPTIONS];
        for (option, v) in value.iter_mut().enumerate() {
            let (cell, digit) = cell_digit(option);
            *v = i32::from(weight(cell)) * i32::from(digit);
        }
        let mut search = TargetSearch {
            value,
            lambda: [0.0; ITEMS],
            reduced: [0.0; OPTIONS],
            given_score,
            best: -1,
            best_options: [0; 81],
            best_len: 0,
            threshold: 0,
            root_bound: -1,
            cell_best: [0.0; 81],
            nodes: 0,
            budget: node_budget.unwrap_or(u64::MAX),
            out_of_budget: false,
        };
        let mut first = CountUpTo::new(1);
        dlx.search(&mut first);
        if let Some(options) = first.first_solution() {
            search.record(options);
            search.tune_multipliers(dlx);
        }
        search
    }

    fn score_of(&self, options: &[u16]) -> i32 {
        self.given_score + options.iter().map(|&o| self.value[o as usize]).sum::<i32>()
    }

    fn record(&mut self, options: &[u16]) {
        let score = self.score_of(options);
        if score > self.best {
            self.best = score;
            self.best_len = options.len();
            self.best_options[..options.len()].copy_from_slice(options);
        }
    }

    fn update_reduced(&mut self) {
        for (option, reduced) in self.reduced.iter_mut().enumerate() {
            let (cell, digit) = cell_digit(option);
            let [_, row, column, bx] = option_items(cell, usize::from(digit));
            *reduced = f64::from(self.value[option])
                - self.lambda[row]
                - self.lambda[column]
                - self.lambda[bx];
        }
    }

    /// The bound on the open part for the current multipliers (see the module
    /// comment), or `None` when some open cell has no digit left.
    fn open_bound(&self, dlx: &Dlx) -> Option<f64> {
        let mut bound = 0.0;
        for item in dlx.active_items() {
            if item < 81 {
                let best = dlx
                    .options_of(item)
                    .map(|o| self.reduced[o])
                    .fold(f64::NEG_INFINITY, f64::max);
                if best == f64::NEG_INFINITY {
                    return None;
                }
                bound += best;
            } else {
                bound += self.lambda[item];
            }
        }
        Some(bound)
    }

    /// Subgradient descent on the multipliers at the root (Polyak steps aimed at
    /// the score already found); keeps the multipliers with the lowest bound.
    fn tune_multipliers(&mut self, dlx: &Dlx) {
        let open_target = f64::from(self.best - self.given_score);
        let mut theta = 2.0;
        let mut best_bound = f64::INFINITY;
        let mut best_lambda = self.lambda;
        let mut since_improved = 0;
        let mut coverage = [0i32; ITEMS];
        self.update_reduced();
        for _ in 0..400 {
            // The relaxed optimum: every open cell takes its best reduced option.
            coverage.fill(0);
            let mut bound = 0.0;
            for item in dlx.active_items() {
                if item < 81 {
                    let mut pick = usize::MAX;
                    let mut pick_value = f64::NEG_INFINITY;
                    for option in dlx.options_of(item) {
                        if self.reduced[option] > pick_value {
                            pick_value = self.reduced[option];
                            pick = option;
                        }
                    }
                    bound += pick_value;
                    let (cell, digit) = cell_digit(pick);
                    for covered in &option_items(cell, usize::from(digit))[1..] {
                        coverage[*covered] += 1;
                    }
                } else {
                    bound += self.lambda[item];
                }
            }
            if bound < best_bound - 1e-9 {
                best_bound = bound;
                best_lambda = self.lambda;
                since_improved = 0;
            } else {
                since_improved += 1;
                if since_improved >= 10 {
                    theta /= 2.0;
                    since_improved = 0;
                }
            }
            let gap = bound - open_target;
            if best_bound < open_target + 1.0 - EPSILON || theta < 1e-3 {
                break;
            }
            // Subgradient: 1 - (how often the picks cover the item), on open unit items.
            let norm: f64 = dlx
                .active_items()
                .filter(|&i| i >= 81)
                .map(|i| f64::from(1 - coverage[i]).powi(2))
                .sum();
            if norm == 0.0 {
                // The picks form a solution: the bound is met, nothing to improve.
                break;
            }
            let step = theta * gap.max(1.0) / norm;
            for item in dlx.active_items().filter(|&i| i >= 81) {
                self.lambda[item] -= step * f64::from(1 - coverage[item]);
            }
            self.update_reduced();
        }
        self.lambda = best_lambda;
        self.update_reduced();
        self.root_bound = (f64::from(self.given_score) + best_bound + EPSILON).floor() as i32;
        for item in dlx.active_items().filter(|&i| i < 81) {
            self.cell_best[item] = dlx
                .options_of(item)
                .map(|o| self.reduced[o])
                .fold(f64::NEG_INFINITY, f64::max);
        }
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
    pub(crate) fn run(&mut self, dlx: &mut Dlx) {
        if self.best < 0 {
            return; // no solution at all
        }
        let mut target = self.root_bound;
        let mut drop = 1;
        loop {
            self.threshold = target;
            dlx.search(self);
            let exhaustive = target <= self.best + 1;
            if self.out_of_budget || exhaustive || self.best >= target {
                return;
            }
            target = (target - drop).max(self.best + 1);
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
        if self.best < 0 {
            // The first search found no solution: nothing to maximise.
            return Step::Stop;
        }
        if self.nodes >= self.budget {
            self.out_of_budget = true;
            return Step::Stop;
        }
        self.nodes += 1;
        let score = f64::from(self.score_of(chosen));
        let wanted = f64::from(self.threshold.max(self.best + 1));
        match self.open_bound(dlx) {
            Some(open) if score + open >= wanted - EPSILON => Step::Descend,
            _ => Step::Prune,
        }
    }

    fn solution(&mut self, _dlx: &Dlx, chosen: &[u16]) -> Flow {
        self.record(chosen);
        Flow::Continue
    }
}
