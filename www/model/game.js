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

import { clockMayRun, pauseClock, playTime, resumeClock } from './clock.js';
import { ALL_DIGITS, PEERS, bit, countFilled, emptyGrid, gridToLine, overlay, sameGrid } from './grid.js';
import { nextCandidateColour } from './input-modes.js';

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

export const UNDO_LIMIT = 300;

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
    centre: copy(s.centre),
    colours: copy(s.colours),
    candA: copy(s.candA),
    candB: copy(s.candB),
    removed: copy(s.removed),
    autoRemoved: copy(s.autoRemoved),
    autoRemovedCentre: copy(s.autoRemovedCentre),
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
  // Snapshots saved by an earlier version hold no centre marks, colours or removals.
  for (const key of ['centre', 'removed', 'autoRemoved', 'autoRemovedCentre', 'candA', 'candB'])
    if (!(key in snap) && 'givens' in snap) s[key] = new Uint16Array(81);
  if (!('colours' in snap) && 'givens' in snap) s.colours = new Uint8Array(81);
  if ('givens' in snap) {
    if (sameGame) {
      // The solved state follows the board: undoing into a full right board (a Restart undone)
      // solves it with the time it had then, or with the time now when it had none.
      s.elapsedMs = time;
      s.finishedMs = isSolved(s) ? (snap.finishedMs ?? finished ?? time) : null;
    }
    s.runningSince = clockMayRun(s) ? performance.now() : null;
  }
  clearMarksOfTheView(s);
}

/** Call before any change that Undo should take back; `part` defaults to the current mode. */
export function remember(s, part = s.mode) {
  if (s.batch) return; // a change to several cells is one step, remembered once before it
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

/** Shows step `index` of the steps panel on the board before it: a view only, the game is untouched. */
export function showStep(s, index, step, board) {
  clearMarksOfTheView(s);
  s.highlight = {
    source: 'steps',
    index,
    technique: step.technique, // the Learn link's lesson (learn/learn-view.js)
    cells: step.cells,
    candidates: step.candidates,
    place: step.place,
    eliminate: step.eliminate,
    chain: step.chain, // drawn as the hint draws it (board/chain.js)
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

/**
 * A digit (0 erases) in a cell of the game; givens stay. Returns false when nothing changed.
 * Placing a digit takes it out of its peers' marks; erasing it (or typing another over it)
 * gives back what it took.
 */
export function setEntry(s, i, v) {
  if (s.givens[i] || s.entries[i] === v) return false;
  remember(s);
  const old = s.entries[i];
  s.entries[i] = 0;
  if (old) giveBackMarks(s, i, old);
  s.entries[i] = v;
  if (v) {
    takeOutOfPeers(s, i, v);
    noteMistake(s, i);
  }
  clearMarksOfTheView(s);
  syncFinished(s);
  return true;
}

/** Digit d placed in cell i: out of its peers' marks, each removal remembered for an erase. */
function takeOutOfPeers(s, i, d) {
  const b = bit(d);
  for (const j of PEERS[i]) {
    if (s.marks[j] & b) s.autoRemoved[j] |= b;
    if (s.centre[j] & b) s.autoRemovedCentre[j] |= b;
    s.marks[j] &= ~b;
    s.centre[j] &= ~b;
  }
}

/**
 * Digit d erased from cell i: the peers it took d out of get d back, where no other digit d
 * still sees them (a clash's other d keeps it out until it goes too).
 */
function giveBackMarks(s, i, d) {
  const b = bit(d);
  for (const j of PEERS[i]) {
    if (!((s.autoRemoved[j] | s.autoRemovedCentre[j]) & b)) continue;
    if (PEERS[j].some((k) => s.givens[k] === d || s.entries[k] === d)) continue;
    if (s.autoRemoved[j] & b) s.marks[j] |= b;
    if (s.autoRemovedCentre[j] & b) s.centre[j] |= b;
    s.autoRemoved[j] &= ~b;
    s.autoRemovedCentre[j] &= ~b;
  }
}

/**
 * Counts the entry of cell i when it differs from the solution: each wrong (cell, digit) once,
 * however often it is typed again. Undo takes no mistake back. Without a solution, nothing.
 */
export function noteMistake(s, i) {
  const v = s.entries[i];
  if (!v || !s.solution || s.solution[i] === v || s.mistaken[i] & bit(v)) return false;
  if (s.solvedMs != null) return false; // the game is over: a digit typed afterwards is no mistake of it
  s.mistaken[i] |= bit(v);
  s.mistakes++;
  return true;
}

/** Counts the wrong entries already on the board (the solution just became known). */
export function noteMistakes(s) {
  let n = 0;
  for (let i = 0; i < 81; i++) if (noteMistake(s, i)) n++;
  return n;
}

/** The entries that differ from the solution (none while it is unknown). */
export const wrongEntries = (s) =>
  s.solution
    ? Array.from({ length: 81 }, (_, i) => i).filter((i) => s.entries[i] && s.entries[i] !== s.solution[i])
    : [];

/** Toggles corner mark d of cell i; a mark taken out is remembered as the player's removal. */
export function toggleMark(s, i, d) {
  if (s.givens[i] || s.entries[i]) return false;
  remember(s);
  s.marks[i] ^= bit(d);
  if (s.marks[i] & bit(d)) s.removed[i] &= ~bit(d);
  else s.removed[i] |= bit(d);
  s.autoRemoved[i] &= ~bit(d); // the player's own choice from now on
  clearMarksOfTheView(s);
  return true;
}

/** Toggles centre mark d of cell i. */
export function toggleCentre(s, i, d) {
  if (s.givens[i] || s.entries[i]) return false;
  remember(s);
  s.centre[i] ^= bit(d);
  s.autoRemovedCentre[i] &= ~bit(d);
  clearMarksOfTheView(s);
  return true;
}

/** Colour c (1-9) on cell i, or off when the cell has it already; 0 clears. Givens may be coloured too. */
export function setColour(s, i, c) {
  const next = c && s.colours[i] !== c ? c : 0;
  if (s.colours[i] === next) return false;
  remember(s);
  s.colours[i] = next;
  clearMarksOfTheView(s);
  return true;
}

/**
 * Erases cell i's marks, corner and centre (its colour stays: Erase in colour mode clears it).
 * The cell starts afresh: its removals are forgotten too, so Fill candidates fills it whole.
 */
export function clearMarks(s, i) {
  if (!s.marks[i] && !s.centre[i]) return false;
  remember(s);
  s.removed[i] = 0;
  s.autoRemoved[i] = 0;
  s.autoRemovedCentre[i] = 0;
  s.marks[i] = 0;
  s.centre[i] = 0;
  clearMarksOfTheView(s);
  return true;
}

/**
 * Every empty cell gets the candidates `masks` gives it (the rules' candidates), except those
 * the player removed by hand. Returns the number of candidates left out that way.
 */
export function fillMarks(s, masks) {
  remember(s);
  let kept = 0;
  for (let i = 0; i < 81; i++) {
    if (s.givens[i] || s.entries[i]) continue;
    const all = masks[i] & ALL_DIGITS;
    s.marks[i] = all & ~s.removed[i];
    kept += popcount(all & s.removed[i]);
  }
  clearMarksOfTheView(s);
  return kept;
}

/** Reset marks: the rules' candidates afresh in every empty cell, the player's removals forgotten. */
export function resetMarks(s, masks) {
  remember(s);
  s.removed = new Uint16Array(81);
  for (let i = 0; i < 81; i++) s.marks[i] = s.givens[i] || s.entries[i] ? 0 : masks[i] & ALL_DIGITS;
  clearMarksOfTheView(s);
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

function popcount(m) {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
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

/** The colour of candidate d of cell i: 0 none, 1 colour A, 2 colour B. */
export const candidateColour = (s, i, d) => (s.candA[i] & bit(d) ? 1 : s.candB[i] & bit(d) ? 2 : 0);

/**
 * Candidate d of cell i in colour c (0 none, 1 A, 2 B); d = 0 takes every candidate colour off
 * the cell. Returns false when nothing changed.
 */
export function setCandidateColour(s, i, d, c) {
  const b = d ? bit(d) : ALL_DIGITS;
  const a = c === 1 ? b : 0;
  const bb = c === 2 ? b : 0;
  if ((s.candA[i] & b) === a && (s.candB[i] & b) === bb) return false;
  remember(s);
  s.candA[i] = (s.candA[i] & ~b) | a;
  s.candB[i] = (s.candB[i] & ~b) | bb;
  clearMarksOfTheView(s);
  return true;
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
  s.sel = stepCell(step) ?? s.sel; // the digit tapped next goes where the hint acted
  s.selection = [];
  const empty = (i) => !s.givens[i] && !s.entries[i];
  if (step.eliminate.length && !s.marks.some((m, i) => m && empty(i)) && masks) {
    for (let i = 0; i < 81; i++) if (empty(i)) s.marks[i] = masks[i] & ALL_DIGITS;
  }
  for (const [i, d] of step.eliminate) {
    s.marks[i] &= ~bit(d);
    s.centre[i] &= ~bit(d);
    s.removed[i] |= bit(d); // a candidate logic removed stays out of Fill candidates
    s.autoRemoved[i] &= ~bit(d); // and is not given back by an erase
    s.autoRemovedCentre[i] &= ~bit(d);
  }
  for (const [i, d] of step.place) {
    if (!empty(i)) continue;
    s.entries[i] = d;
    takeOutOfPeers(s, i, d);
  }
  clearMarksOfTheView(s);
  syncFinished(s);
}

/** The cell a step is about: its placement's, else its first elimination's (null: none). */
export const stepCell = (step) => step.place[0]?.[0] ?? step.eliminate[0]?.[0] ?? null;

/** Marks the entries that differ from the solution; returns them. */
export function check(s) {
  s.highlight = null;
  s.hint = null;
  s.wrong = wrongEntries(s);
  return s.wrong;
}

/** The board is full and right: the solution when it is known, else the rules. */
export function isSolved(s) {
  if (!isComplete(s)) return false;
  const board = overlay(s.givens, s.entries);
  return s.solution ? sameGrid(board, s.solution) : rulesHold(board);
}

/**
 * The solved state follows the board: a full right board is finished (the clock stops), and a
 * change that breaks a finished board (a digit typed over a right one) un-finishes it. The game
 * stays solved in its time (`solvedMs`): the clock does not run again, and solved again the
 * board has that time.
 */
export function syncFinished(s) {
  const solved = isSolved(s);
  if (solved && s.finishedMs === null) {
    s.finishedMs = s.solvedMs ?? playTime(s);
    s.solvedMs = s.finishedMs;
    s.runningSince = null;
  } else if (!solved && s.finishedMs !== null) {
    s.elapsedMs = s.finishedMs;
    s.finishedMs = null;
    s.runningSince = null;
    resumeClock(s);
  }
}

function rulesHold(board) {
  return board.every((v, i) => v && PEERS[i].every((j) => board[j] !== v));
}
