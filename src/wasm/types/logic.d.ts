// The arguments and results of the logic exports: `steps`, `rate`, `hint` and `techniques`.
/** One step of a solving path: what it places and removes, and why. */
export interface Step {
  /** The technique: Sudoku Explainer's name in kebab-case ("hidden-single", "direct-pointing", "x-wing", "unique-loop-type-2", "bug-type-3", ...; "search" for the search step). */
  technique: string;
  /** Sudoku Explainer's printed name of the step ("Hidden Single", "Unique Loop 8 type 2", ...). */
  name: string;
  /** Its Sudoku Explainer rating as SE prints it (1.0 and up; 20.0 for the search step). */
  rating: number;
  /** Digits placed: [cell 0-80, digit 1-9] pairs. */
  place: [number, number][];
  /** Candidates removed: [cell, digit] pairs. */
  eliminate: [number, number][];
  /** The cells of the pattern that justifies the step (to highlight). */
  cells: number[];
  /** The candidates of that pattern: [cell, digit] pairs (to highlight). */
  candidates: [number, number][];
  /** One English sentence; cells are named r<row>c<column> from 1. */
  text: string;
  /** A chain step's derivation, oldest node first (empty for other techniques). */
  chain: ChainNode[];
}
/** One node of a chain: "digit in cell is on / off", what it follows from, and the link. */
export interface ChainNode {
  cell: number;
  digit: number;
  /** Whether the digit is in the cell (true) or not. */
  on: boolean;
  /** The nodes it follows from: indices of earlier nodes of the chain. */
  parents: number[];
  /** The link: -1 for the assumption, 0-8 a row, 9-17 a column, 18-26 a box (the digit once there, or its only other place), 27 the cell (one digit a cell, or its only other candidate), 28 a technique on the grid the chain has reduced (nested chains: the removals it relies on are its parents). */
  via: number;
}
/** A technique of the catalogue (`techniques()`), in Sudoku Explainer's producer order. */
export interface TechniqueInfo {
  /** Its name in kebab-case, as a step's `technique` and `rate`'s `hardest` give it. */
  name: string;
  /** Sudoku Explainer's printed name ("X-Wing", "BUG type 3", ...). */
  seName: string;
  /** Sudoku Explainer's base rating (a chain's length, a loop's size may add to a step's). */
  rating: number;
}
/**
 * Sudoku Explainer's path of a puzzle, or of a pencil-mark state: `steps`, `rate` and `hint`
 * take a string of 729 pencil marks (cell by cell, digit d at position 9 x cell + d - 1 when
 * it is a candidate, `.` or `0` when not, as SukakuExplainer writes them) in place of a grid.
 * A cell with one candidate that no peer holds is a given; marks that contradict themselves (a
 * cell without a candidate, a digit without a place in a house) or have no solution throw.
 */
export interface StepsResult {
  /** "solved" (one solution: `steps` solve it), "none" or "multiple" (then `steps` is empty). */
  result: 'solved' | 'none' | 'multiple';
  steps: Step[];
}
/** `rate`'s options. */
export interface RateOptions {
  /**
   * The time the rating may take, in milliseconds (more than 0, at most 86400000: a day).
   * Past it `rate` stops soon after and answers `{ result: "timeout" }` instead of a rating.
   * Without it a rating takes what it takes (seconds for the hardest puzzles).
   */
  budgetMs?: number;
}
/** A puzzle's Sudoku Explainer ratings (serate 1.2.1.3's ER/EP/ED) and difficulty word. */
export interface RateResult {
  /**
   * "solved" when the puzzle has one solution; otherwise "none" or "multiple", or "timeout"
   * when `budgetMs` ran out first, and the rest null.
   */
  result: 'solved' | 'none' | 'multiple' | 'timeout';
  /** By ER: "easy" (<= 1.5), "medium" (<= 2.5), "hard" (<= 4.4), "expert" (<= 6.6) or "extreme". */
  difficulty: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' | null;
  /** ER: the highest step rating of SE's path. */
  rating: number | null;
  /** EP: the highest step rating up to the first placement. */
  pearl: number | null;
  /** ED: the first step's rating. */
  diamond: number | null;
  /** The technique of the first step rated ER. */
  hardest: string | null;
}
/** What a hint tells the player. */
export type HintResult =
  /** The first of the player's entries that differs from the solution. */
  | { kind: 'wrong-entry'; cell: number; text: string }
  /** A cell whose candidates (as passed) lost the digit that belongs there. */
  | { kind: 'missing-candidate'; cell: number; text: string }
  /** The next step of Sudoku Explainer's path. */
  | { kind: 'step'; step: Step; text: string }
  /** The grid is complete and right. */
  | { kind: 'solved'; text: string };
