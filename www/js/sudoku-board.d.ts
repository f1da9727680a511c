// Types of js/sudoku-board.js, `dlx-sudoku/board` in the npm package: the <sudoku-board> custom
// element. Importing the module defines the element (once per document).

import type { GenerateOptions, GenerateResult, Step } from '../pkg/dlx_sudoku.js';
import type { SolverClient } from './solver-client.js';

/** `mode`: `play` (givens locked, the player's digits and pencil marks) or `edit` (any grid). */
export type SudokuBoardMode = 'play' | 'edit';

/** The options of `newPuzzle` (the generator's options; `difficulty` or `rating`). */
export type NewPuzzleOptions = Pick<GenerateOptions, 'difficulty' | 'rating' | 'symmetry' | 'seed' | 'maxClues'>;

/** What `hint()` did: showed the next step (`applied: false`) or applied the one on show (`applied: true`). */
export type HintOutcome =
  | { kind: 'step'; text: string; step: Step; applied: boolean }
  | { kind: 'wrong-entry' | 'missing-candidate'; text: string; cell: number; applied: boolean }
  | { kind: 'solved'; text: string; applied: false };

/** What `check()` found: the cells (0-80) of wrong entries and the number of entries. */
export interface CheckOutcome {
  wrong: number[];
  entered: number;
}

/** A puzzle made by `newPuzzle()`: the generator's result without EP and ED; `newPuzzle({ ...options, seed })` gives the same puzzle again. */
export type NewPuzzleResult = Pick<
  GenerateResult,
  'puzzle' | 'solution' | 'difficulty' | 'rating' | 'hardest' | 'seed'
>;

/** `solved`: the time played (milliseconds) and the number of hints shown. */
export interface SudokuBoardSolvedDetail {
  timeMs: number;
  hintsUsed: number;
}

/** `error`: what went wrong, in a sentence (a bad puzzle, no or several solutions, a failed call). */
export interface SudokuBoardErrorDetail {
  message: string;
}

export interface SudokuBoardEventMap extends Omit<HTMLElementEventMap, 'change' | 'error'> {
  /** The digits changed; the detail is the grid, 81 characters with `.` for a blank. */
  change: CustomEvent<string>;
  solved: CustomEvent<SudokuBoardSolvedDetail>;
  error: CustomEvent<SudokuBoardErrorDetail>;
}

/**
 * `<sudoku-board puzzle="..." mode="play" show-candidates theme="dark">`. Methods that need the
 * engine return promises that never reject: on a failure they fire `error` and resolve with null.
 */
export class SudokuBoardElement extends HTMLElement {
  /** The puzzle (givens in play mode, the grid in edit mode): 81 characters, `.` blanks. Set it with
   *  81 cells, `1`-`9` givens and any of `0 . - _ *` or a space a blank (line breaks ignored);
   *  a bad one fires `error` and leaves the board as it was. */
  puzzle: string;
  /** The grid as shown: givens and the player's digits, 81 characters, `.` blanks. */
  readonly value: string;
  mode: SudokuBoardMode;
  /** Shows the rules' candidates in empty cells without pencil marks. */
  showCandidates: boolean;
  /** `light`, `dark`, or null to follow `prefers-color-scheme`. */
  theme: 'light' | 'dark' | null;
  /** Hints shown in the current game. */
  readonly hintsUsed: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The element's own worker client (started on first use, closed when the element leaves the document). */
  readonly client: SolverClient;

  /** First call: explains the next step (text, cells, candidates, a chain's links drawn on the board). Second call: applies it. */
  hint(): Promise<HintOutcome | null>;
  /** Marks the player's wrong entries against the solution. */
  check(): Promise<CheckOutcome | null>;
  /** Play: fills in the solution (one undo step; fires `solved`). Edit: shows the grid's solution. Resolves with it (81 digits). */
  solve(): Promise<string | null>;
  /** A new puzzle from the generator, in the element's worker. */
  newPuzzle(options?: NewPuzzleOptions): Promise<NewPuzzleResult | null>;
  /** Takes back the last change (digits, marks, applied hints); false when there is none. */
  undo(): boolean;
  redo(): boolean;

  addEventListener<K extends keyof SudokuBoardEventMap>(
    type: K,
    listener: (this: SudokuBoardElement, ev: SudokuBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof SudokuBoardEventMap>(
    type: K,
    listener: (this: SudokuBoardElement, ev: SudokuBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-board': SudokuBoardElement;
  }
}
