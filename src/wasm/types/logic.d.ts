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
  /** `text` as data: a message key and typed arguments, to phrase the step in any language. */
  explanation: Explanation;
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
/**
 * A step's (or a hint's) explanation as data: `key` names the sentence's shape ("hidden-single",
 * "x-wing" is "fish-2", "branches-on", ...; docs/javascript.md lists them) and `args` its named
 * arguments, each typed. `text` is its English rendering; www/i18n/explain.js renders it in other
 * languages.
 */
export interface Explanation {
  key: string;
  args: Record<string, ExplanationArg>;
}
/** A chain's node in words: "digit in cell is (not)", `reduced` when it follows from a technique on the reduced grid. */
export interface Statement {
  cell: number;
  digit: number;
  on: boolean;
  reduced?: true;
}
/** One typed argument of an explanation: cells 0-80, digits 1-9, units 0-26 (rows, columns, boxes). */
export type ExplanationArg =
  | { type: 'cell'; value: number }
  /** Joined with "and". */
  | { type: 'cells'; value: number[] }
  /** Joined with "or". */
  | { type: 'cellsOr'; value: number[] }
  | { type: 'digit'; value: number }
  | { type: 'digits'; value: number[] }
  | { type: 'digitsOr'; value: number[] }
  | { type: 'unit'; value: number }
  /** Units of one kind, named together: "rows 2, 5 and 7". */
  | { type: 'units'; value: number[] }
  /** A number; the argument named `count` chooses a plural form. */
  | { type: 'count'; value: number }
  /** A technique id, as a step's `technique`. */
  | { type: 'technique'; value: string }
  /** A nested step's inner chains: [producer's English name, how many]. */
  | { type: 'producers'; value: [string, number][] }
  /** Candidates removed, said digit by digit: [cell, digit] pairs. */
  | { type: 'eliminations'; value: [number, number][] }
  /** Candidates removed, said cell by cell: [cell, digit] pairs in cell order. */
  | { type: 'cellEliminations'; value: [number, number][] }
  /** A cell and the digits it plays in a pattern: "r1c3 (5, 7)". */
  | { type: 'cellDigits'; value: { cell: number; digits: number[] } }
  /** Digits in cells: "3 in r1c2 and 3 or 7 in r5c5". */
  | { type: 'cellsDigitsOr'; value: { cell: number; digits: number[] }[] }
  | { type: 'statement'; value: Statement }
  /** A chain's line, always said whole. */
  | { type: 'line'; value: Statement[] }
  /** A branch's line, its middle left out in `text` when it is long. */
  | { type: 'branch'; value: Statement[] }
  | { type: 'branches'; value: Statement[][] }
  /** A clause of its own: a pattern's opening, a nested step's sentence. */
  | { type: 'clause'; value: Explanation };
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
  | { kind: 'wrong-entry'; cell: number; text: string; explanation: Explanation }
  /** A cell whose candidates (as passed) lost the digit that belongs there. */
  | { kind: 'missing-candidate'; cell: number; text: string; explanation: Explanation }
  /** The next step of Sudoku Explainer's path. */
  | { kind: 'step'; step: Step; text: string; explanation: Explanation }
  /** The grid is complete and right. */
  | { kind: 'solved'; text: string; explanation: Explanation };
