// The page's state and every change to it, without the DOM: the controls call these
// functions, then the page renders the state (input -> state -> render).
//
// Two ways in share one state. In Solve mode `grid` is an editable grid (today's solver
// editor) and `result` what Solve / Target score found for it. In Play mode `givens` are
// locked, `entries` are the player's digits, `marks` the corner pencil marks and `centre` the
// centre marks (9-bit masks each), `colours` the cells' colours (0 none, 1-9); `removed` the
// corner candidates the player took out by hand (Fill candidates leaves them out);
// `candA` and `candB` the candidates coloured in the two candidate colours (masks, as the marks);
// `autoRemoved` and `autoRemovedCentre` the marks a placed digit took out of its peers, which
// erasing that digit gives back (the player's own removals stay removed). `solution`
// (when the puzzle has exactly one) backs Check, the mistakes and the end of the game.
// Undo and redo cover both: each holds snapshots of the grids, never of the view. A puzzle
// loaded (a link, an import, an example, a new puzzle) starts its mode's history afresh: Undo
// has nothing to take back until the first change made in that puzzle.

import { pauseClock, playTime, resumeClock } from './clock.js';
import {
  candidateColour,
  clearMarks,
  setCandidateColour,
  setColour,
  setEntry,
  toggleCentre,
  toggleMark,
} from './cells.js';
import { countFilled, emptyGrid, gridToLine, overlay, sameGrid } from './grid.js';
import { freshHistory, remember } from './history.js';
import { nextCandidateColour } from './input-modes.js';
import { clearMarksOfTheView } from './view.js';

// The game's API is this module and the ones it re-exports, each one idea: the undo history
// (history.js), what a move does to the cells and their marks (cells.js), mistakes and the end
// of a game (solved.js), the marks of the view (view.js), the clock and the input modes.
export * from './cells.js';
export * from './history.js';
export * from './solved.js';
export * from './view.js';
// The play clock (model/clock.js) is part of the game's API.
export { clockMayRun, pause, pauseClock, playTime, resume, resumeClock } from './clock.js';
export { boardBeforeStep } from './grid.js';
// The input modes (digits, marks, colours) are part of it too.
export {
  INPUT_MODES,
  cycleNotes,
  nextCandidateColour,
  setInputMode,
  toggleColourMode,
  toggleNotes,
  togglePencil,
} from './input-modes.js';

export function createState() {
  return {
    mode: 'solve', // 'solve' | 'play'
    grid: emptyGrid(), // Solve mode: the editor's digits
    result: null, // Solve mode: {kind: 'solve'|'target', grid: Uint8Array|null, info}
    givens: emptyGrid(), // Play mode
    entries: emptyGrid(),
    marks: new Uint16Array(81), // corner marks
    centre: new Uint16Array(81), // centre marks
    colours: new Uint8Array(81), // 0 none, 1-9 a colour
    candA: new Uint16Array(81), // candidates in colour A (model/input-modes.js: candidate colouring)
    candB: new Uint16Array(81), // candidates in colour B
    removed: new Uint16Array(81), // corner candidates the player (or an applied hint) removed
    autoRemoved: new Uint16Array(81), // corner marks a placed digit took out of this cell (its peer)
    autoRemovedCentre: new Uint16Array(81), // the same for centre marks
    puzzle: null, // {difficulty, rating, hardest, seed?, source}
    solution: null, // Uint8Array when the puzzle has exactly one solution
    solutionCount: null, // 0, 1, 2 (= several) or null while unknown
    elapsedMs: 0, // play time before `runningSince`
    runningSince: null, // performance.now() when the clock last started, or null
    finishedMs: null, // the time the puzzle was finished in, or null
    solvedMs: null, // the time it was first finished in: from then on the clock stays stopped
    lostMs: null, // the time the game ended at by the mistake limit (model/mistake-limit.js), or null
    paused: false, // Play paused: the clock stopped and the board covered (page/pause.js)
    wrong: [], // cells marked by Check
    highlight: null, // {source: 'hint'|'steps', step?, cells, candidates, place, eliminate, wrongCell?}
    hint: null, // the hint on show: {kind, step?, cell?, level: 1 (a nudge) | 2 (in full)}
    hintsUsed: 0, // steps shown by Hint in this game, each counted once (model/hint-ladder.js)
    hintCounted: '', // the key of the last step counted, so that the same step again counts once
    mistakes: 0, // wrong digits entered in this game, each (cell, digit) counted once
    mistaken: new Uint16Array(81), // the wrong digits counted, per cell
    history: { solve: freshHistory(), play: freshHistory() },
    gameId: null, // the game's record in History (page/around/game-library.js), or null until saved
    sel: 0,
    selection: [], // the selected cells when several are (sel among them), else empty (model/selection.js)
    batch: false, // a change to several cells at once: one undo step (model/selection.js)
    inputMode: 'digit', // 'digit' | 'corner' | 'centre' | 'colour': what a digit does
    notesKind: 'corner', // the kind of mark Notes switches to
    lockedDigit: 0, // digit-first input: the digit a tap on a cell places (0: none)
    showMistakes: false, // a setting: wrong digits drawn red as they are entered
    fullHints: false, // a setting: Hint shows the whole step at the first press
    heat: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the state

/** What the board shows as digits: the editor's grid (and its result) or givens + entries. */
export function shownDigits(s) {
  if (s.mode === 'play') return overlay(s.givens, s.entries);
  return s.result?.grid ? overlay(s.grid, s.result.grid) : s.grid.slice();
}

/** The grid the address bar and the history hold: the editor's grid or the givens. */
export const puzzleGrid = (s) => (s.mode === 'play' ? s.givens : s.grid);
export const puzzleLine = (s) => gridToLine(puzzleGrid(s));

// ---------------------------------------------------------------------------------------------
// Solve mode

export function setEditorCell(s, i, v) {
  if (s.grid[i] === v) {
    // Erasing a solved digit removes the shown solution; anything else is a no-op.
    if (v === 0 && s.result?.grid) {
      remember(s);
      s.result = null;
      return true;
    }
    return false;
  }
  remember(s);
  s.grid[i] = v;
  s.result = null;
  return true;
}

export function setResult(s, result) {
  remember(s);
  s.result = result;
}

/** Loads a puzzle into the editor (Solve mode). Like a game, it starts the editor's history afresh. */
export function loadEditorGrid(s, grid) {
  s.history.solve = freshHistory();
  s.grid = Uint8Array.from(grid);
  s.result = null;
  clearMarksOfTheView(s);
}

// ---------------------------------------------------------------------------------------------
// Play mode

/**
 * Starts a game on `givens` (Play mode); `puzzle` and `solution` when already known. The game
 * starts its own history: Undo does nothing until the player's first move in it.
 */
export function startGame(s, givens, { puzzle = null, solution = null } = {}) {
  s.history.play = freshHistory();
  s.mode = 'play';
  s.givens = Uint8Array.from(givens);
  s.entries = emptyGrid();
  s.marks = new Uint16Array(81);
  s.centre = new Uint16Array(81);
  s.colours = new Uint8Array(81);
  s.candA = new Uint16Array(81);
  s.candB = new Uint16Array(81);
  s.removed = new Uint16Array(81);
  s.autoRemoved = new Uint16Array(81);
  s.autoRemovedCentre = new Uint16Array(81);
  s.selection = [];
  s.hintsUsed = 0;
  s.hintCounted = '';
  s.mistakes = 0;
  s.mistaken = new Uint16Array(81);
  s.lockedDigit = 0;
  s.puzzle = puzzle;
  s.solution = solution ? Uint8Array.from(solution) : null;
  s.solutionCount = solution ? 1 : null;
  s.elapsedMs = 0;
  s.finishedMs = null;
  s.solvedMs = null;
  s.lostMs = null;
  s.paused = false;
  s.runningSince = performance.now();
  s.result = null;
  clearMarksOfTheView(s);
}

/** Play -> Solve: the editor gets the digits on the board; the game is kept for the way back. */
export function toSolve(s) {
  if (s.mode === 'solve') return;
  pauseClock(s);
  s.paused = false; // Solve shows the grid; its clock stops anyway
  s.mode = 'solve';
  s.grid = overlay(s.givens, s.entries);
  s.result = null;
  clearMarksOfTheView(s);
}

/**
 * Solve -> Play: the game goes on when the editor still shows its digits (or nothing);
 * otherwise the editor's digits become the givens of a new game. Returns 'resumed' or 'new'.
 * A game without givens (digits typed on an empty grid) goes on too: its digits stay entries.
 */
export function toPlay(s) {
  if (s.mode === 'play') return 'resumed';
  const board = overlay(s.givens, s.entries);
  if (countFilled(s.grid) === 0 || sameGrid(board, s.grid)) {
    s.mode = 'play';
    s.result = null;
    resumeClock(s);
    clearMarksOfTheView(s);
    return 'resumed';
  }
  startGame(s, s.grid);
  return 'new';
}

/** Restart: the player's digits, marks and colours go (one undo step); the clock runs on (unless solved once). */
export function restart(s) {
  remember(s);
  s.elapsedMs = playTime(s);
  s.entries = new Uint8Array(81);
  s.marks = new Uint16Array(81);
  s.centre = new Uint16Array(81);
  s.colours = new Uint8Array(81);
  s.candA = new Uint16Array(81);
  s.candB = new Uint16Array(81);
  s.removed = new Uint16Array(81);
  s.autoRemoved = new Uint16Array(81);
  s.autoRemovedCentre = new Uint16Array(81);
  s.finishedMs = null;
  s.runningSince = null;
  resumeClock(s);
  clearMarksOfTheView(s);
}

/** Whether the game holds anything Restart would clear. */
export const hasProgress = (s) =>
  [s.entries, s.marks, s.centre, s.colours, s.candA, s.candB].some((a) => a.some(Boolean));

/** How many of each digit are still to place (index 1-9; never below 0). */
export function remainingCounts(s) {
  const board = overlay(s.givens, s.entries);
  const left = new Array(10).fill(9);
  left[0] = 0;
  for (const v of board) if (v) left[v] = Math.max(0, left[v] - 1);
  return left;
}

// ---------------------------------------------------------------------------------------------
// Input: what a digit does in a cell, as the input mode (model/input-modes.js) says.

/**
 * A digit d (0 erases) in cell i: entered, a corner or centre mark toggled, or a colour painted,
 * as `mode` says (the input mode unless a modifier key chose another). Returns 'changed',
 * 'same' (nothing to do), 'given' (a given cannot change) or 'filled' (a mark on a digit).
 */
export function input(s, i, d, mode = s.inputMode) {
  if (mode === 'colour') return setColour(s, i, d) ? 'changed' : 'same';
  if (s.givens[i]) return 'given';
  if (mode === 'candidate') {
    if (s.entries[i]) return 'filled';
    return setCandidateColour(s, i, d, d ? nextCandidateColour(candidateColour(s, i, d)) : 0) ? 'changed' : 'same';
  }
  if (d === 0) return (s.entries[i] ? setEntry(s, i, 0) : clearMarks(s, i)) ? 'changed' : 'same';
  if (mode === 'corner' || mode === 'centre') {
    if (s.entries[i]) return 'filled';
    return (mode === 'corner' ? toggleMark(s, i, d) : toggleCentre(s, i, d)) ? 'changed' : 'same';
  }
  return setEntry(s, i, d) ? 'changed' : 'same';
}
