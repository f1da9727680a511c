// The page's state and every change to it, without the DOM: the controls call these
// functions, then the page renders the state (input -> state -> render).
//
// Two ways in share one state. In Solve mode `grid` is an editable grid (today's solver
// editor) and `result` what Solve / Target score found for it. In Play mode `givens` are
// locked, `entries` are the player's digits and `marks` the pencil marks (9-bit masks);
// `solution` (when the puzzle has exactly one) backs Check and the end of the game.
// Undo and redo cover both: each holds snapshots of the grids, never of the view. A puzzle
// loaded (a link, an import, an example, a new puzzle) starts its mode's history afresh: Undo
// has nothing to take back until the first change made in that puzzle.

import { ALL_DIGITS, PEERS, bit, countFilled, emptyGrid, gridToLine, overlay, sameGrid } from './sudoku.js';

export const UNDO_LIMIT = 300;

export function createState() {
  return {
    mode: 'solve', // 'solve' | 'play'
    grid: emptyGrid(), // Solve mode: the editor's digits
    result: null, // Solve mode: {kind: 'solve'|'target', grid: Uint8Array|null, info}
    givens: emptyGrid(), // Play mode
    entries: emptyGrid(),
    marks: new Uint16Array(81),
    puzzle: null, // {difficulty, rating, hardest, seed?, source}
    solution: null, // Uint8Array when the puzzle has exactly one solution
    solutionCount: null, // 0, 1, 2 (= several) or null while unknown
    elapsedMs: 0, // play time before `runningSince`
    runningSince: null, // performance.now() when the clock last started, or null
    finishedMs: null, // the time the puzzle was finished in, or null
    wrong: [], // cells marked by Check
    highlight: null, // {source: 'hint'|'steps', step?, cells, candidates, place, eliminate, wrongCell?}
    hint: null, // the hint on show, waiting for the second press
    history: { solve: freshHistory(), play: freshHistory() },
    hintsUsed: 0, // hint count: also in branch play
    gameId: null, // the game's record in History (js/game-library.js), or null until saved
    sel: 0,
    pencil: false,
    heat: false,
  };
}

// ---------------------------------------------------------------------------------------------
// History: one for each mode, so that Undo in the editor never changes the game and back.

const copy = (a) => (a ? a.slice() : a);

/** One mode's history with nothing to undo or redo. */
export const freshHistory = () => ({ undo: [], redo: [] });

function snapshot(s, part) {
  if (part === 'solve') {
    return {
      grid: copy(s.grid),
      result: s.result && { kind: s.result.kind, grid: copy(s.result.grid), info: { ...s.result.info } },
    };
  }
  return {
    givens: copy(s.givens),
    entries: copy(s.entries),
    marks: copy(s.marks),
    puzzle: s.puzzle && { ...s.puzzle },
    solution: copy(s.solution),
    solutionCount: s.solutionCount,
    elapsedMs: playTime(s),
    finishedMs: s.finishedMs,
  };
}

function apply(s, snap) {
  // Undo within one game never turns its clock back.
  const sameGame = 'givens' in snap && sameGrid(snap.givens, s.givens);
  const time = playTime(s);
  const finished = s.finishedMs;
  for (const [key, value] of Object.entries(snap))
    s[key] = ArrayBuffer.isView(value) ? /** @type {Uint8Array | Uint16Array} */ (value).slice() : value;
  if ('givens' in snap) {
    if (sameGame) {
      s.elapsedMs = time;
      s.finishedMs = finished !== null && isSolved(s) ? finished : null;
    }
    s.runningSince = s.mode === 'play' && s.finishedMs === null ? performance.now() : null;
  }
  clearMarksOfTheView(s);
}

/** Call before any change that Undo should take back; `part` defaults to the current mode. */
export function remember(s, part = s.mode) {
  const h = s.history[part];
  h.undo.push(snapshot(s, part));
  if (h.undo.length > UNDO_LIMIT) h.undo.shift();
  h.redo.length = 0;
}

export const canUndo = (s) => s.history[s.mode].undo.length > 0;
export const canRedo = (s) => s.history[s.mode].redo.length > 0;

export function undo(s) {
  const h = s.history[s.mode];
  if (!h.undo.length) return false;
  h.redo.push(snapshot(s, s.mode));
  apply(s, h.undo.pop());
  return true;
}

export function redo(s) {
  const h = s.history[s.mode];
  if (!h.redo.length) return false;
  h.undo.push(snapshot(s, s.mode));
  apply(s, h.redo.pop());
  return true;
}

/**
 * The board as it was just before step `k` of a path that starts from `puzzle`: the digits
 * (the puzzle's and those the earlier steps placed), the cells those steps placed, and the
 * candidates left (the rules' candidates minus every earlier elimination). Steps are the
 * package's records: `place` and `eliminate` as [cell, digit] pairs.
 */
export function boardBeforeStep(puzzle, steps, k) {
  const digits = Uint8Array.from(puzzle);
  const removed = new Uint16Array(81);
  const placed = [];
  for (const step of steps.slice(0, k)) {
    for (const [i, d] of step.eliminate) removed[i] |= bit(d);
    for (const [i, d] of step.place) {
      if (digits[i]) continue;
      digits[i] = d;
      placed.push(i);
    }
  }
  const marks = Uint16Array.from(digits, (v, i) =>
    v ? 0 : ALL_DIGITS & ~PEERS[i].reduce((m, j) => m | (digits[j] ? bit(digits[j]) : 0), 0) & ~removed[i],
  );
  return { digits, placed, marks };
}

/** Shows step `index` of the steps panel on the board before it: a view only, the game is untouched. */
export function showStep(s, index, step, board) {
  clearMarksOfTheView(s);
  s.highlight = {
    source: 'steps',
    index,
    cells: step.cells,
    candidates: step.candidates,
    place: step.place,
    eliminate: step.eliminate,
    board,
  };
}

/** Check marks, hints and highlights describe one moment: any change of the grid drops them. */
export function clearMarksOfTheView(s) {
  s.wrong = [];
  s.highlight = null;
  s.hint = null;
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

export function playTime(s) {
  if (s.finishedMs !== null) return s.finishedMs;
  return s.elapsedMs + (s.runningSince === null ? 0 : performance.now() - s.runningSince);
}

export const isComplete = (s) => countFilled(overlay(s.givens, s.entries)) === 81;

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
  s.puzzle = puzzle;
  s.solution = solution ? Uint8Array.from(solution) : null;
  s.solutionCount = solution ? 1 : null;
  s.elapsedMs = 0;
  s.finishedMs = null;
  s.hintsUsed = 0; // hint count: also in branch play
  s.runningSince = performance.now();
  s.result = null;
  clearMarksOfTheView(s);
}

/** Play -> Solve: the editor gets the digits on the board; the game is kept for the way back. */
export function toSolve(s) {
  if (s.mode === 'solve') return;
  pauseClock(s);
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

export function pauseClock(s) {
  if (s.runningSince === null) return;
  s.elapsedMs += performance.now() - s.runningSince;
  s.runningSince = null;
}

export function resumeClock(s) {
  if (s.mode === 'play' && s.finishedMs === null && s.runningSince === null) s.runningSince = performance.now();
}

/** A digit (0 erases) in a cell of the game; givens stay. Returns false when nothing changed. */
export function setEntry(s, i, v) {
  if (s.givens[i] || s.entries[i] === v) return false;
  remember(s);
  s.entries[i] = v;
  if (v) {
    // Placing a digit takes it out of the pencil marks of the cell's peers.
    for (const j of PEERS[i]) s.marks[j] &= ~bit(v);
  }
  clearMarksOfTheView(s);
  checkFinished(s);
  return true;
}

export function toggleMark(s, i, d) {
  if (s.givens[i] || s.entries[i]) return false;
  remember(s);
  s.marks[i] ^= bit(d);
  clearMarksOfTheView(s);
  return true;
}

export function clearMarks(s, i) {
  if (!s.marks[i]) return false;
  remember(s);
  s.marks[i] = 0;
  clearMarksOfTheView(s);
  return true;
}

/** Every empty cell gets the candidates `masks` gives it (the rules' candidates). */
export function fillMarks(s, masks) {
  remember(s);
  for (let i = 0; i < 81; i++) {
    if (!s.givens[i] && !s.entries[i]) s.marks[i] = masks[i] & ALL_DIGITS;
  }
  clearMarksOfTheView(s);
}

/** The player's candidates for `hint`: their marks, all digits where a cell has none. */
export function hintMasks(s) {
  const any = s.marks.some((m, i) => m && !s.givens[i] && !s.entries[i]);
  if (!any) return null;
  return Array.from(s.marks, (m, i) => (s.givens[i] || s.entries[i] || !m ? ALL_DIGITS : m));
}

/**
 * Applies a step of the logic layer: its placements as entries, its eliminations as marks
 * removed. When the board shows no marks, `masks` (the rules' candidates) fill them first,
 * so that an elimination is visible and the next hint starts from it.
 */
export function applyStep(s, step, masks) {
  remember(s);
  const empty = (i) => !s.givens[i] && !s.entries[i];
  if (step.eliminate.length && !s.marks.some((m, i) => m && empty(i)) && masks) {
    for (let i = 0; i < 81; i++) if (empty(i)) s.marks[i] = masks[i] & ALL_DIGITS;
  }
  for (const [i, d] of step.eliminate) s.marks[i] &= ~bit(d);
  for (const [i, d] of step.place) {
    if (!empty(i)) continue;
    s.entries[i] = d;
    for (const j of PEERS[i]) s.marks[j] &= ~bit(d);
  }
  clearMarksOfTheView(s);
  checkFinished(s);
}

/** Marks the entries that differ from the solution; returns them. */
export function check(s) {
  s.highlight = null;
  s.hint = null;
  s.wrong = s.solution
    ? Array.from({ length: 81 }, (_, i) => i).filter((i) => s.entries[i] && s.entries[i] !== s.solution[i])
    : [];
  return s.wrong;
}

/** The board is full and right: the solution when it is known, else the rules. */
function isSolved(s) {
  if (!isComplete(s)) return false;
  const board = overlay(s.givens, s.entries);
  return s.solution ? sameGrid(board, s.solution) : rulesHold(board);
}

function checkFinished(s) {
  if (s.finishedMs !== null || !isSolved(s)) return;
  s.finishedMs = playTime(s);
  s.runningSince = null;
}

function rulesHold(board) {
  return board.every((v, i) => v && PEERS[i].every((j) => board[j] !== v));
}
