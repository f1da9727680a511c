// `dlx-sudoku/react`: <sudoku-board> in React 19's JSX. `import 'dlx-sudoku/react'` defines the
// element (the module is board/sudoku-board.js) and adds 'sudoku-board' to React.JSX.IntrinsicElements.
//
// React 19 sets a custom element's known properties (puzzle, state, strings, ...) as properties
// and adds a listener for a prop `on<name>` whose value is a function, with <name> as written:
// `onchange` listens to `change`, `onsolved` to `solved`, `ongameover` to `gameover`, `onerror` to `error`. `onChange` and
// `onError` are React's own events, which a custom element's events never reach, and `onSolved`
// would listen to an event named `Solved`: all three are type errors here.

import type { CSSProperties, DetailedHTMLProps, HTMLAttributes, Key, Ref } from 'react';
import type {
  SudokuBoardChangeDetail,
  SudokuBoardElement,
  SudokuBoardErrorDetail,
  SudokuBoardEntryMode,
  SudokuBoardGameOverDetail,
  SudokuBoardMode,
  SudokuBoardSolvedDetail,
  SudokuBoardState,
  SudokuBoardStrings,
} from './sudoku-board.js';
import type { SolverClient } from '../engine/solver-client.js';

export * from './sudoku-board.js';

/** The props of <sudoku-board> in JSX: its attributes and properties, and its events as React 19 spells them. */
export interface SudokuBoardProps
  extends Omit<
    DetailedHTMLProps<HTMLAttributes<SudokuBoardElement>, SudokuBoardElement>,
    'onChange' | 'onChangeCapture' | 'onError' | 'onErrorCapture' | 'style' | 'ref' | 'key'
  > {
  key?: Key | null | undefined;
  ref?: Ref<SudokuBoardElement> | undefined;
  style?: CSSProperties | undefined;
  puzzle?: string | undefined;
  mode?: SudokuBoardMode | undefined;
  theme?: 'light' | 'dark' | undefined;
  /** What a printout shows: `givens` the puzzle alone, `all` the grid as shown. */
  print?: 'givens' | 'all' | undefined;
  /** The element's `showCandidates` property. */
  showCandidates?: boolean | undefined;
  /** The element's `showMistakes` property (the `show-mistakes` attribute). */
  showMistakes?: boolean | undefined;
  /** The element's `fullHints` property (the `full-hints` attribute). */
  fullHints?: boolean | undefined;
  /** The element's `entryMode` property (the `entry-mode` attribute). */
  entryMode?: SudokuBoardEntryMode | undefined;
  /** The element's `mistakeLimit` property (the `mistake-limit` attribute; 0: none). */
  mistakeLimit?: number | undefined;
  /** The element's `sound` property. */
  sound?: boolean | undefined;
  /** The element's `haptics` property. */
  haptics?: boolean | undefined;
  /** A game to load (the property): the same game given anew on a render changes nothing, and
   *  one the board cannot read fires `error` (undefined leaves the game). */
  state?: SudokuBoardState | undefined;
  strings?: Partial<SudokuBoardStrings> | null | undefined;
  lang?: string | undefined;
  /** The board's own worker client (the property; null: the page's shared one). */
  client?: SolverClient | null | undefined;
  onchange?: ((event: CustomEvent<SudokuBoardChangeDetail>) => void) | undefined;
  onsolved?: ((event: CustomEvent<SudokuBoardSolvedDetail>) => void) | undefined;
  ongameover?: ((event: CustomEvent<SudokuBoardGameOverDetail>) => void) | undefined;
  onerror?: ((event: CustomEvent<SudokuBoardErrorDetail>) => void) | undefined;
  /** Not an event of the element: React keeps `onChange` for its own; use `onchange`. */
  onChange?: never;
  /** Not an event of the element: use `onsolved` (React 19 listens to the name as written). */
  onSolved?: never;
  /** Not an event of the element: use `ongameover` (React 19 listens to the name as written). */
  onGameover?: never;
  /** Not an event of the element: React keeps `onError` for its own; use `onerror`. */
  onError?: never;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sudoku-board': SudokuBoardProps;
    }
  }
}
