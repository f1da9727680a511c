// The part of <sudoku-board>'s surface that a page restyles and rewords from outside: its
// shadow parts, its custom properties (with their light and dark defaults) and the keys of its
// strings. board/surface.js holds the rest and re-exports this; tests/node/board-surface.mjs
// checks it against style.js, the shadow tree, strings.js and sudoku-board.d.ts.

/**
 * @typedef {object} PartEntry
 * @property {string} name
 * @property {string} element the element that carries it
 * @property {string} [state] set on a cell in this state (`::part(cell NAME)`); absent for a fixed part
 * @property {string} what
 */

/**
 * @typedef {object} CssPropertyEntry
 * @property {string} name
 * @property {string} default the default (the light theme's, for a colour)
 * @property {string} [dark] the dark theme's default, when it differs by theme
 * @property {string} what what it styles
 */

/** @type {PartEntry[]} */
export const PARTS = [
  { name: 'frame', element: '`div`', what: 'the frame around the grid and the chain overlay' },
  { name: 'board', element: '`div` (`role=grid`)', what: 'the grid' },
  { name: 'row', element: '`div` (`role=row`)', what: 'each of the 9 rows' },
  { name: 'cell', element: '`div` (`role=gridcell`)', what: 'each of the 81 cells, with its states below' },
  { name: 'given', element: 'a cell', state: 'given', what: 'a given' },
  { name: 'entry', element: 'a cell', state: 'entry', what: "a player's digit" },
  { name: 'solved', element: 'a cell', state: 'solved', what: 'a digit a solve shows' },
  { name: 'selected', element: 'a cell', state: 'selected', what: 'the selected cell' },
  { name: 'peer', element: 'a cell', state: 'peer', what: "in the selected cell's row, column or box" },
  { name: 'same', element: 'a cell', state: 'same', what: "holding the selected cell's digit" },
  { name: 'wrong', element: 'a cell', state: 'wrong', what: "Check's marks and a hint's wrong entry" },
  { name: 'clash', element: 'a cell', state: 'clash', what: 'a digit that breaks the rules' },
  { name: 'highlighted', element: 'a cell', state: 'highlighted', what: "a hint's cells" },
  { name: 'target', element: 'a cell', state: 'target', what: 'where a hint places or removes' },
  { name: 'chain', element: '`svg`', what: "the overlay of a chain's links and a nudge's outline" },
  { name: 'status', element: '`p` (`role=status`)', what: 'the status line' },
  { name: 'toolbar', element: '`div` (`role=group`)', what: 'the Hint, Check, Undo and Redo buttons' },
  { name: 'button', element: '`button`', what: 'each toolbar button' },
  { name: 'hint-button', element: '`button`', what: 'Hint' },
  { name: 'check-button', element: '`button`', what: 'Check' },
  { name: 'undo-button', element: '`button`', what: 'Undo' },
  { name: 'redo-button', element: '`button`', what: 'Redo' },
  { name: 'pad', element: '`div` (`role=group`)', what: 'the number pad' },
  { name: 'pad-button', element: '`button`', what: 'each pad button: the digits, Erase, Pencil, Centre and Colour' },
  { name: 'pencil-button', element: '`button`', what: 'Pencil (corner marks)' },
  { name: 'centre-button', element: '`button`', what: 'Centre (centre marks)' },
  { name: 'colour-button', element: '`button`', what: 'Colour' },
];

const colour = (n, name, light, dark) => ({
  name: `--sudoku-colour-${n}`,
  default: light,
  dark,
  what: `colour ${n} a player paints (${name}): pale in light, deep in dark`,
});
const weight = (n, light, dark) => ({
  name: `--sudoku-weight-${n}-bg`,
  default: light,
  dark,
  what: `weight ${n} of a host's target-weight heat map`,
});

/**
 * Set on the element or any ancestor. The selection, peer and same-digit backgrounds are laid
 * over the cell's own, so a translucent colour keeps the lines and highlights beneath visible.
 * @type {CssPropertyEntry[]}
 */
export const CSS_PROPERTIES = [
  { name: '--sudoku-cell-size', default: '48px', what: "a cell's width and height (the board shrinks to fit)" },
  {
    name: '--sudoku-font',
    default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    what: 'the font family',
  },
  { name: '--sudoku-bg', default: '#ffffff', dark: '#171b24', what: "the cells' background" },
  { name: '--sudoku-fg', default: '#161b26', dark: '#e7eaf0', what: 'text (marks, status)' },
  { name: '--sudoku-muted-color', default: '#4f5768', dark: '#aab2c2', what: 'pencil marks' },
  { name: '--sudoku-given-color', default: '#161b26', dark: '#eef1f6', what: 'the givens' },
  { name: '--sudoku-entry-color', default: '#2447c4', dark: '#9dbbff', what: "the player's digits" },
  { name: '--sudoku-solved-color', default: '#2d5fd6', dark: '#8fb1ff', what: 'digits a solve shows' },
  {
    name: '--sudoku-accent',
    default: '#3454d1',
    dark: '#7390ff',
    what: "the selection ring, pressed buttons, a hovered button's border",
  },
  { name: '--sudoku-on-accent-color', default: '#ffffff', dark: '#0b0e14', what: 'text on the accent' },
  { name: '--sudoku-line-color', default: '#c8cdd8', dark: '#3a4150', what: "thin lines, buttons' borders" },
  { name: '--sudoku-box-line-color', default: '#262c3a', dark: '#a9b2c4', what: 'box lines and the frame' },
  { name: '--sudoku-error-color', default: '#b3101c', dark: '#ff8d99', what: 'wrong entries, clashes' },
  {
    name: '--sudoku-error-bg',
    default: '#ffe1e5',
    dark: '#4a1820',
    what: 'wrong and clashing cells, removed candidates',
  },
  { name: '--sudoku-focus-color', default: '#c26a00', dark: '#ffc53d', what: 'the keyboard focus ring' },
  {
    name: '--sudoku-highlight',
    default: 'rgba(255, 196, 0, 0.22)',
    dark: 'rgba(255, 197, 61, 0.16)',
    what: 'cells a hint points at',
  },
  { name: '--sudoku-mark-pattern-bg', default: '#ffe08a', dark: '#6b5313', what: "a hint's candidates" },
  { name: '--sudoku-mark-place-bg', default: '#c4e6d1', dark: '#1f5b3a', what: "a hint's placement" },
  {
    name: '--sudoku-selected-bg',
    default: 'rgba(52, 84, 209, 0.22)',
    dark: 'rgba(91, 124, 250, 0.4)',
    what: 'the selected cell, the grid focused',
  },
  {
    name: '--sudoku-selected-quiet-bg',
    default: 'rgba(52, 84, 209, 0.1)',
    dark: 'rgba(120, 150, 255, 0.14)',
    what: 'the selected cell, the grid not focused',
  },
  {
    name: '--sudoku-peer-bg',
    default: 'rgba(52, 84, 209, 0.06)',
    dark: 'rgba(120, 150, 255, 0.13)',
    what: "the selected cell's row, column and box",
  },
  {
    name: '--sudoku-same-digit-bg',
    default: 'rgba(52, 84, 209, 0.14)',
    dark: 'rgba(120, 150, 255, 0.3)',
    what: "cells holding the selected cell's digit",
  },
  {
    name: '--sudoku-ok-color',
    default: '#1a6e3f',
    dark: '#5fd08f',
    what: 'the finished board, good news in the status',
  },
  { name: '--sudoku-button-bg', default: '#f1f3f7', dark: '#222836', what: 'buttons' },
  { name: '--sudoku-chain-on-color', default: '#1a6e3f', dark: '#5fd08f', what: "a chain's strong (on) links" },
  { name: '--sudoku-chain-off-color', default: '#b3101c', dark: '#ff8d99', what: "a chain's weak (off) links" },
  weight(6, '#fffaf0', '#1f1b15'),
  weight(7, '#fff0d6', '#33271a'),
  weight(8, '#ffe2b3', '#4a331b'),
  weight(9, '#ffcf8a', '#66421b'),
  weight(10, '#ffb35c', '#87541a'),
  colour(1, 'red', '#ffc9c9', '#5a2226'),
  colour(2, 'orange', '#ffd8a8', '#563614'),
  colour(3, 'yellow', '#fff0a0', '#47400f'),
  colour(4, 'green', '#c6efcb', '#1e4628'),
  colour(5, 'teal', '#b5eae5', '#164447'),
  colour(6, 'blue', '#c8dcff', '#1d345c'),
  colour(7, 'purple', '#dfd0ff', '#3a2a60'),
  colour(8, 'pink', '#ffcce7', '#552144'),
  colour(9, 'grey', '#dadde4', '#383d49'),
  {
    name: '--sudoku-mark-size',
    default: 'clamp(0.6875rem, 3.3cqi, 0.95rem)',
    what: "corner marks' font size (3.3% of the board's width, 11 to 15.2 px)",
  },
  {
    name: '--sudoku-centre-mark-size',
    default: '2.7cqi',
    what: "centre marks' font size (2.7% of the board's width)",
  },
  {
    name: '--sudoku-region-color',
    default: '#c26a00',
    dark: '#ffc53d',
    what: "the outline of the unit a hint's nudge points at",
  },
  {
    name: '--sudoku-candidate-colour-a',
    default: '#8fdc9f',
    dark: '#2f7a45',
    what: 'the disc behind a candidate in colour A (candidate colouring)',
  },
  {
    name: '--sudoku-candidate-colour-b',
    default: '#f7b36b',
    dark: '#8a5214',
    what: 'the disc behind a candidate in colour B',
  },
];

/** The bundled languages (www/i18n/languages.js), picked by `lang`'s primary subtag. */
export const LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'French' },
  { tag: 'es', name: 'Spanish' },
  { tag: 'de', name: 'German' },
  { tag: 'zh', name: 'Simplified Chinese' },
  { tag: 'ja', name: 'Japanese' },
];

/**
 * Every key of `strings` (the `board` section of www/i18n/<lang>.js) and its kind, as in
 * sudoku-board.d.ts's SudokuBoardStrings: `string` a text with {placeholders}, `BoardPlural` one
 * text a plural category ({ one, other }, picked by {count}), `string[]` the nine colour names,
 * `BoardDifficultyNames` the name of each difficulty.
 * @type {Record<string, string>}
 */
export const STRINGS = {
  gridLabel: 'string',
  keys: 'string',
  gameLabel: 'string',
  hint: 'string',
  check: 'string',
  solve: 'string',
  undo: 'string',
  redo: 'string',
  erase: 'string',
  pencil: 'string',
  notes: 'string',
  centreNotes: 'string',
  colour: 'string',
  padLabel: 'string',
  padLeft: 'BoardPlural',
  padAllPlaced: 'string',
  colourNames: 'string[]',
  listSeparator: 'string',
  listLastSeparator: 'string',
  actionSeparator: 'string',
  cellRef: 'string',
  cellPlace: 'string',
  cellGiven: 'string',
  cellSolved: 'string',
  cellTargetSolution: 'string',
  cellPlaced: 'string',
  cellCandidates: 'string',
  cellCentreMarks: 'string',
  cellColour: 'string',
  cellColourA: 'string',
  cellColourB: 'string',
  cellEmpty: 'string',
  cellClashes: 'string',
  cellWrong: 'string',
  cellWeight: 'string',
  highlightedByHint: 'string',
  highlightedByNudge: 'string',
  highlightedByStep: 'string',
  stepBoardLabel: 'string',
  hintStep: 'string',
  stepExplanation: 'string',
  stepPlace: 'string',
  stepEliminate: 'string',
  digitAtCell: 'string',
  digitFromCell: 'string',
  hintNudge: 'string',
  regionRow: 'BoardPlural',
  regionColumn: 'BoardPlural',
  regionBox: 'BoardPlural',
  clashRow: 'BoardPlural',
  clashColumn: 'BoardPlural',
  clashBox: 'BoardPlural',
  givensClash: 'string',
  hintWrongEntry: 'string',
  hintMissingCandidate: 'string',
  hintSolved: 'string',
  erasedWrong: 'string',
  putBack: 'string',
  appliedStep: 'string',
  appliedPlaced: 'string',
  appliedRemoved: 'BoardPlural',
  checkNothing: 'string',
  checkWrong: 'BoardPlural',
  checkRight: 'BoardPlural',
  checkRightSoFar: 'BoardPlural',
  cellsLeft: 'BoardPlural',
  solvedOnly: 'string',
  solvedOneOfSeveral: 'string',
  solvedGame: 'string',
  solvedGameWithHints: 'BoardPlural',
  modeDigit: 'string',
  modeCorner: 'string',
  modeCentre: 'string',
  modeColour: 'string',
  modeCandidate: 'string',
  lockedDigit: 'string',
  unlockedDigit: 'string',
  markOnDigit: 'string',
  generating: 'string',
  newPuzzle: 'string',
  givensCount: 'BoardPlural',
  difficulties: 'BoardDifficultyNames',
  pencilOn: 'string',
  pencilOff: 'string',
  isGiven: 'string',
  badPuzzle: 'string',
  badMode: 'string',
  badMistakeLimit: 'string',
  gameOver: 'BoardPlural',
  badState: 'string',
  noSolution: 'string',
  severalSolutions: 'string',
  engineFailed: 'string',
  failed: 'string',
  failHint: 'string',
  failCheck: 'string',
  failSolve: 'string',
  failNewPuzzle: 'string',
  gridNoSolution: 'string',
  needsPlayMode: 'string',
  needsGivens: 'string',
  needsASolution: 'string',
  needsOneSolution: 'string',
  puzzleChanged: 'string',
  notInDocument: 'string',
  newPuzzleOptions: 'string',
};

/** What some keys say, where the name alone does not tell. */
export const STRING_NOTES = {
  keys: "the keys help (the grid's description)",
  padLeft: 'the pad\'s count of a digit ("3 left"); `padAllPlaced` when none is left',
  colourNames: 'the names of colours 1-9',
  listSeparator: 'between the items of a list ("4, 6 and 7")',
  listLastSeparator: 'before the last item of a list',
  actionSeparator: "between a step's placements and its eliminations",
  hintStep:
    "{explanation}: the engine's sentence in English, else `stepExplanation` made of `stepPlace` and `stepEliminate`",
  cellColourA: "a cell's candidates in colour A (candidate colouring)",
  pencilOn: 'not said since the input modes came (`modeCorner`, `modeDigit`); kept so that overrides still load',
  pencilOff: 'not said since the input modes came; kept so that overrides still load',
  badState: "a `state` the board cannot read (the board goes on with its game); `message` is the reader's, in English",
};
