// Types of board/sudoku-board.js, `dlx-sudoku/board` in the npm package: the <sudoku-board> custom
// element. Importing the module defines the element (once per document).

import type { GenerateOptions, GenerateResult, Step } from '../pkg/dlx_sudoku.js';
import type { SolverClient } from '../engine/solver-client.js';

/** `mode`: `play` (givens locked, the player's digits and pencil marks) or `edit` (any grid). */
export type SudokuBoardMode = 'play' | 'edit';

/**
 * `entry-mode`: what a digit does in play: enter it, toggle a corner or a centre mark, paint colour
 * 1-9, or colour that candidate (none, colour A, colour B in turn).
 */
export type SudokuBoardEntryMode = 'digit' | 'corner' | 'centre' | 'colour' | 'candidate';

/** The options of `newPuzzle` (the generator's options; `difficulty` or `rating`). */
export type NewPuzzleOptions = Pick<GenerateOptions, 'difficulty' | 'rating' | 'symmetry' | 'seed' | 'maxClues'>;

/** Where a nudge says to look: one or more rows, columns or boxes (numbered 1-9). */
export interface HintRegion {
  kind: 'row' | 'column' | 'box';
  ns: number[];
}

/**
 * What `hint()` did. A step is shown at `level` 1 (a nudge: the technique and `region`, no cell;
 * `text` is empty), then 2 (the step in full), then applied (`applied: true`); with `full-hints`
 * the first call shows level 2.
 */
export type HintOutcome =
  | { kind: 'step'; text: string; step: Step; level: 1; region: HintRegion; applied: false }
  | { kind: 'step'; text: string; step: Step; level: 2; applied: boolean }
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

/** `solved`: the time played (milliseconds), the number of hints shown and of mistakes made. */
export interface SudokuBoardSolvedDetail {
  timeMs: number;
  hintsUsed: number;
  mistakes: number;
}

/** `gameover`: the mistakes made, the limit they reached (`mistake-limit`) and the time played (milliseconds). */
export interface SudokuBoardGameOverDetail {
  mistakes: number;
  limit: number;
  timeMs: number;
}

/** Why the board's content changed: a load (`puzzle`, `state`, `new-puzzle`) or a move in the game. */
export type SudokuBoardChangeCause = 'puzzle' | 'state' | 'new-puzzle' | 'input' | 'hint' | 'undo' | 'redo' | 'solve';

/** `change`: the grid as shown and the puzzle (81 characters, `.` blanks), and why. */
export interface SudokuBoardChangeDetail {
  value: string;
  puzzle: string;
  cause: SudokuBoardChangeCause;
}

/** One undo step of a saved game: the player's digits (81 characters), marks and colours. */
export interface SudokuBoardHistoryStep {
  entries: string;
  /** 81 corner-mark masks, bit d-1 for digit d. */
  marks: number[];
  /** 81 centre-mark masks (version 2; absent in version 1). */
  centre?: number[];
  /** 81 cells, `1`-`9` a colour, `.` none (version 2). */
  colours?: string;
  /** 81 masks of the corner candidates the player removed (version 2). */
  removed?: number[];
  /** 81 masks of the candidates in colour A, and in colour B (candidate colouring). */
  candA?: number[];
  candB?: number[];
  /** 81 masks of the corner and of the centre marks a placed digit took out of its peers (erasing it gives them back). */
  autoRemoved?: number[];
  autoRemovedCentre?: number[];
}

/**
 * A game as plain JSON (`board.state`), version 2: save it anywhere, give it back after a reload.
 * Version 1 (no centre marks, colours, mistakes nor input mode) is still read. Left out: Check's
 * red marks, the hint on show, the solution (found again) and the editor's undo history.
 */
export interface SudokuBoardState {
  version: 1 | 2;
  mode: SudokuBoardMode;
  /** 81 characters, `.` blanks. */
  givens: string;
  /** The player's digits: 81 characters, `.` where there is none. */
  entries: string;
  /** 81 corner-mark masks, bit d-1 for digit d. */
  marks: number[];
  /** 81 centre-mark masks. */
  centre?: number[];
  /** 81 cells, `1`-`9` a colour, `.` none. */
  colours?: string;
  /** 81 masks of the corner candidates the player removed (Fill candidates leaves them out). */
  removed?: number[];
  /** 81 masks of the candidates in colour A, and in colour B (candidate colouring; absent: none). */
  candA?: number[];
  candB?: number[];
  /**
   * 81 masks of the corner and of the centre marks a placed digit took out of its peers, which
   * erasing that digit gives back (absent: none).
   */
  autoRemoved?: number[];
  autoRemovedCentre?: number[];
  /** Time played, milliseconds. */
  timeMs: number;
  finished: boolean;
  hintsUsed: number;
  /** Wrong digits entered, each cell and digit once. */
  mistakes?: number;
  /** 81 masks of the wrong digits counted. */
  mistaken?: number[];
  entryMode?: SudokuBoardEntryMode;
  /** True in corner-mark mode (what version 1 had instead of `entryMode`). */
  pencil: boolean;
  /** The selected cell, 0-80. */
  selected: number;
  history: { undo: SudokuBoardHistoryStep[]; redo: SudokuBoardHistoryStep[] };
  /** Edit mode: the grid being edited. */
  grid?: string;
}

/** The status line: its text and tone. */
export interface SudokuBoardStatus {
  message: string;
  tone: 'info' | 'ok' | 'error';
}

/** A text by plural category (Intl.PluralRules of the language), picked by the `{count}` placeholder. */
export interface BoardPlural {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** The name of each difficulty, as a message says it. */
export interface BoardDifficultyNames {
  easy: string;
  medium: string;
  hard: string;
  expert: string;
  extreme: string;
}

/**
 * Every word of the board: the `board` section of the language files (www/i18n/<lang>.js,
 * docs/translating.md), text templates whose {placeholders} the board fills in (`{cell}` a cell
 * reference such as r1c2, `{digit}`, `{technique}`, `{rating}`...) and plurals. Setting
 * `strings` to some of them replaces those; a function in place of a message (the shape of
 * earlier versions) is still taken, and called with the structured data.
 */
export interface SudokuBoardStrings {
  gridLabel: string;
  keys: string;
  gameLabel: string;
  hint: string;
  check: string;
  solve: string;
  undo: string;
  redo: string;
  erase: string;
  pencil: string;
  notes: string;
  centreNotes: string;
  colour: string;
  padLabel: string;
  padLeft: BoardPlural;
  padAllPlaced: string;
  colourNames: string[];
  listSeparator: string;
  listLastSeparator: string;
  actionSeparator: string;
  cellRef: string;
  cellPlace: string;
  cellGiven: string;
  cellSolved: string;
  cellTargetSolution: string;
  cellPlaced: string;
  cellCandidates: string;
  cellCentreMarks: string;
  cellColour: string;
  cellColourA: string;
  cellColourB: string;
  cellEmpty: string;
  cellClashes: string;
  cellWrong: string;
  cellWeight: string;
  highlightedByHint: string;
  highlightedByNudge: string;
  highlightedByStep: string;
  stepBoardLabel: string;
  hintStep: string;
  stepExplanation: string;
  stepPlace: string;
  stepEliminate: string;
  digitAtCell: string;
  digitFromCell: string;
  hintNudge: string;
  regionRow: BoardPlural;
  regionColumn: BoardPlural;
  regionBox: BoardPlural;
  clashRow: BoardPlural;
  clashColumn: BoardPlural;
  clashBox: BoardPlural;
  givensClash: string;
  hintWrongEntry: string;
  hintMissingCandidate: string;
  hintSolved: string;
  erasedWrong: string;
  putBack: string;
  appliedStep: string;
  appliedPlaced: string;
  appliedRemoved: BoardPlural;
  checkNothing: string;
  checkWrong: BoardPlural;
  checkRight: BoardPlural;
  checkRightSoFar: BoardPlural;
  cellsLeft: BoardPlural;
  solvedOnly: string;
  solvedOneOfSeveral: string;
  solvedGame: string;
  solvedGameWithHints: BoardPlural;
  modeDigit: string;
  modeCorner: string;
  modeCentre: string;
  modeColour: string;
  modeCandidate: string;
  lockedDigit: string;
  unlockedDigit: string;
  markOnDigit: string;
  generating: string;
  newPuzzle: string;
  givensCount: BoardPlural;
  difficulties: BoardDifficultyNames;
  pencilOn: string;
  pencilOff: string;
  isGiven: string;
  badPuzzle: string;
  badMode: string;
  /** A `mistake-limit` that is not a whole number 1-81; {value} is what was set. */
  badMistakeLimit: string;
  /** The mistake limit reached: {count} mistakes, {limit} the limit. */
  gameOver: BoardPlural;
  /** A `state` the board cannot read (the board goes on with its game); {message} is the reader's, in English. */
  badState: string;
  noSolution: string;
  severalSolutions: string;
  engineFailed: string;
  failed: string;
  failHint: string;
  failCheck: string;
  failSolve: string;
  failNewPuzzle: string;
  gridNoSolution: string;
  needsPlayMode: string;
  needsGivens: string;
  needsASolution: string;
  needsOneSolution: string;
  puzzleChanged: string;
  notInDocument: string;
  newPuzzleOptions: string;
}

/**
 * `error`: what went wrong, in a sentence for the player (a bad puzzle, no or several solutions,
 * a failed call). An engine failure (the worker or the WebAssembly could not start) says so in
 * `message`, sets `engine`, and gives the developer the cause in `cause` (also on the console);
 * it is reported once per failure.
 */
export interface SudokuBoardErrorDetail {
  message: string;
  engine?: true;
  cause?: string;
}

export interface SudokuBoardEventMap extends Omit<HTMLElementEventMap, 'change' | 'error'> {
  /** A puzzle or a game was loaded, or the digits changed. */
  change: CustomEvent<SudokuBoardChangeDetail>;
  solved: CustomEvent<SudokuBoardSolvedDetail>;
  /** The game reached the mistake limit. */
  gameover: CustomEvent<SudokuBoardGameOverDetail>;
  error: CustomEvent<SudokuBoardErrorDetail>;
}

/**
 * `<sudoku-board puzzle="..." mode="play" show-candidates show-mistakes full-hints entry-mode="corner" mistake-limit="3" sound haptics theme="dark" lang="fr">`. Methods that
 * need the engine fire `error` and resolve with null on a failure; they reject only with a
 * `CancelledError` when the board is removed from the document, `cancel()` is called (or its
 * client cancelled) while they run.
 */
export class SudokuBoardElement extends HTMLElement {
  /** The puzzle (givens in play mode, the grid in edit mode): 81 characters, `.` blanks. Set it with
   *  81 cells, `1`-`9` givens and any of `0 . - _ *` or a space a blank (line breaks ignored);
   *  a bad one fires `error` and leaves the board as it was; the same puzzle again keeps the game.
   *  Setting it sets the attribute; `newPuzzle()` and `state` leave the attribute as it is. */
  puzzle: string;
  /** The game as plain JSON. Setting it loads that game, unless it is the game last given or the
   *  one on the board (the same game whatever its form, the time played aside): a prop given
   *  anew with the same game keeps the game played since. One it cannot read fires `error` and
   *  changes nothing (the setter never throws). Null or undefined: nothing, and the game last
   *  given is forgotten. */
  get state(): SudokuBoardState;
  set state(value: SudokuBoardState | string | null | undefined);
  /** The words in use (the bundle of `lang`, English or French, with `strings` set on top). */
  get strings(): Readonly<SudokuBoardStrings>;
  /** Replaces some words (null: none). An unknown key or a wrong kind fires `error` after the
   *  current task and changes nothing (the setter never throws). */
  set strings(value: Partial<SudokuBoardStrings> | null);
  /** The status line now, or null when it is empty. */
  readonly status: SudokuBoardStatus | null;
  /** The last `error` since the puzzle was loaded, or null. */
  readonly error: SudokuBoardErrorDetail | null;
  /** Resolves once the board is in a document, its engine loaded and its puzzle analysed; rejects
   *  when the engine cannot start. One promise a puzzle: read it again after a load. */
  readonly ready: Promise<SudokuBoardElement>;
  /** The grid as shown: givens and the player's digits, 81 characters, `.` blanks. */
  readonly value: string;
  mode: SudokuBoardMode;
  /** Shows the rules' candidates in empty cells without pencil marks. */
  showCandidates: boolean;
  /** `light`, `dark`, or null to follow `prefers-color-scheme`. */
  theme: 'light' | 'dark' | null;
  /** What a printout shows (the grid alone, black on white): `givens` the puzzle without the
   *  player's digits, a solve's digits or pencil marks; `all` or null the grid as shown. */
  print: 'givens' | 'all' | null;
  /** Wrong digits drawn red as they are entered (the `show-mistakes` attribute). */
  showMistakes: boolean;
  /** Hint shows the whole step at the first call, without a nudge first (the `full-hints` attribute). */
  fullHints: boolean;
  /** What a digit does in play (the `entry-mode` attribute; not `inputMode`, which is the keyboard hint every HTML element has; the pad's Pencil, Centre and Colour buttons and N, P, K set it). */
  entryMode: SudokuBoardEntryMode;
  /** Hints shown in the current game: each step once, a nudge included. */
  readonly hintsUsed: number;
  /** Wrong digits entered in the current game, each cell and digit once (known once the solution is). */
  readonly mistakes: number;
  /** The mistakes that end a game (the `mistake-limit` attribute), 0 for none; 0 or a value that is not 1-81 removes the attribute. */
  mistakeLimit: number;
  /** Short tones for a digit, a mark, a mistake, a solve and a game over (the `sound` attribute). */
  sound: boolean;
  /** A short vibration for the same moves, where the browser can (the `haptics` attribute). */
  haptics: boolean;
  /** Whether the game in play ended at the mistake limit: digits, hints, undo and redo are refused until another load. */
  readonly gameOver: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /**
   * The element's worker client: by default one client shared by the page's boards (taken on
   * first use; its workers are closed when the last board leaves the document; long jobs,
   * `generate` and ratings, run in a second worker so that one board's new puzzle never holds
   * up another's hint). Read on a board out of any document, it is not held past the current
   * task. Set it to give the board its own client (or a test's mock with the same `call`, which
   * receives each call's `signal`); the board never closes a client it was given. Setting null
   * goes back to the shared one.
   */
  get client(): SolverClient;
  set client(client: SolverClient | null);

  /**
   * First call: a nudge (the technique and where to look, outlined). Second: the step in full
   * (text, cells, candidates, a chain's links drawn on the board). Third: applies it. With
   * `full-hints` the nudge is left out.
   */
  hint(): Promise<HintOutcome | null>;
  /** Marks the player's wrong entries against the solution. */
  check(): Promise<CheckOutcome | null>;
  /** Play: fills in the solution (one undo step; fires `solved`). Edit: shows the grid's solution. Resolves with it (81 digits). */
  solve(): Promise<string | null>;
  /** A new puzzle from the generator, in the element's worker. */
  newPuzzle(options?: NewPuzzleOptions): Promise<NewPuzzleResult | null>;
  /**
   * Cancels this board's work in the engine (its newPuzzle, hint, check, solve and its puzzle's
   * analysis): each rejects at once with a `CancelledError`; the worker running one is replaced;
   * other boards' calls go on. Later calls run as usual.
   */
  cancel(): void;
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
