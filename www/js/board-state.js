// <sudoku-board>'s game as plain JSON (`board.state`): what a page saves (localStorage, a
// server) and gives back after a reload to go on with the same game. No DOM here.
//
//   { version: 1, mode: 'play' | 'edit',
//     givens: '4.....8.5...', entries: '.2.......', marks: [0, 0, 5, ...],   81 cells each
//     timeMs, finished, hintsUsed, pencil, selected,
//     history: { undo: [{ entries, marks }, ...], redo: [...] },            the game's undo steps
//     grid?: '...' }                                                        edit mode: the grid edited
//
// Marks are 9-bit masks (bit d-1 for digit d). Left out on purpose: what only the view shows
// (Check's red marks, the hint on show, the colours of a step), the solution (the worker finds it
// again) and the editor's own undo history. The board counts no mistakes, so there are none.
// A state that is not this shape, or that breaks the rules of a game (an entry over a given,
// clashing givens, a finished game whose grid is not full), is refused with an Error that says
// what and where; the board is left as it was.

import { ALL_DIGITS, countFilled, emptyGrid, gridToLine, overlay } from './sudoku.js';
import * as game from './game.js';
import { parsePuzzle } from './sudoku-board-input.js';

export const STATE_VERSION = 1;

const marksOut = (marks) => Array.from(marks);

/** The JSON of a board's game state `s` (js/game.js's shape) and its hint count. */
export function writeState(s, { hintsUsed }) {
  const out = {
    version: STATE_VERSION,
    mode: s.mode === 'solve' ? 'edit' : 'play',
    givens: gridToLine(s.givens),
    entries: gridToLine(s.entries),
    marks: marksOut(s.marks),
    timeMs: Math.round(game.playTime(s)),
    finished: s.finishedMs !== null,
    hintsUsed,
    pencil: Boolean(s.pencil),
    selected: s.sel,
    history: {
      undo: s.history.play.undo.map((h) => ({ entries: gridToLine(h.entries), marks: marksOut(h.marks) })),
      redo: s.history.play.redo.map((h) => ({ entries: gridToLine(h.entries), marks: marksOut(h.marks) })),
    },
  };
  if (s.mode === 'solve') out.grid = gridToLine(s.grid);
  return out;
}

/** @returns {never} */
function fail(message) {
  throw new Error(`Bad state: ${message}`);
}

function digits(value, what) {
  if (typeof value !== 'string') fail(`${what} must be a string of 81 cells, found ${typeof value}`);
  try {
    return parsePuzzle(value);
  } catch (err) {
    fail(`${what}: ${err.message}`);
  }
}

/** A player's digits over `givens`: 81 cells, 1-9 only where the givens are blank (they may clash: a player's mistakes). */
function entriesOf(value, givens, what) {
  if (typeof value !== 'string' || value.replace(/\r\n|\r|\n/g, '').length !== 81)
    fail(`${what} must be a string of 81 cells`);
  const cells = value.replace(/\r\n|\r|\n/g, '');
  const out = emptyGrid();
  for (let i = 0; i < 81; i++) {
    const ch = cells[i];
    if (ch >= '1' && ch <= '9') {
      if (givens[i]) fail(`${what}: cell ${i + 1} holds ${ch} over the given ${givens[i]}`);
      out[i] = ch.charCodeAt(0) - 48;
    } else if (!'0.-_* '.includes(ch)) fail(`${what}: cell ${i + 1} holds ${JSON.stringify(ch)}`);
  }
  return out;
}

function marksOf(value, what) {
  if (!Array.isArray(value) || value.length !== 81) fail(`${what} must be an array of 81 masks`);
  return Uint16Array.from(value, (m, i) => {
    if (!Number.isInteger(m) || m < 0 || m > ALL_DIGITS)
      fail(`${what}[${i}] is ${JSON.stringify(m)}, not a mask 0-511`);
    return m;
  });
}

function count(value, what) {
  if (!Number.isFinite(value) || value < 0) fail(`${what} must be a number >= 0, found ${JSON.stringify(value)}`);
  return value;
}

/**
 * Reads a state (the object, or its JSON text); throws an Error saying what is wrong. Returns
 * the parts the board loads: grids as Uint8Array, marks as Uint16Array.
 */
export function readState(input) {
  let v = input;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch (err) {
      fail(`not JSON (${err.message})`);
    }
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    fail(`expected an object, found ${v === null ? 'null' : typeof v}`);
  if (v.version !== STATE_VERSION)
    fail(`version ${JSON.stringify(v.version)}; this board reads version ${STATE_VERSION}`);
  const mode = v.mode ?? 'play';
  if (mode !== 'play' && mode !== 'edit') fail(`mode ${JSON.stringify(mode)}, expected "play" or "edit"`);
  const givens = digits(v.givens, 'givens');
  const entries = entriesOf(v.entries ?? '', givens, 'entries');
  const marks = marksOf(v.marks ?? new Array(81).fill(0), 'marks');
  const timeMs = count(v.timeMs ?? 0, 'timeMs');
  const hintsUsed = count(v.hintsUsed ?? 0, 'hintsUsed');
  if (!Number.isInteger(hintsUsed)) fail(`hintsUsed must be a whole number, found ${hintsUsed}`);
  const finished = v.finished === true;
  if (v.finished !== undefined && typeof v.finished !== 'boolean') fail('finished must be true or false');
  if (finished && countFilled(overlay(givens, entries)) !== 81) fail('finished, but the grid is not full');
  const selected = v.selected ?? Math.max(givens.indexOf(0), 0);
  if (!Number.isInteger(selected) || selected < 0 || selected > 80)
    fail(`selected must be a cell 0-80, found ${JSON.stringify(selected)}`);
  const history = { undo: [], redo: [] };
  if (v.history !== undefined) {
    if (v.history === null || typeof v.history !== 'object') fail('history must be an object { undo, redo }');
    for (const side of ['undo', 'redo']) {
      const list = v.history[side] ?? [];
      if (!Array.isArray(list)) fail(`history.${side} must be an array`);
      if (list.length > game.UNDO_LIMIT) fail(`history.${side} holds ${list.length} steps, at most ${game.UNDO_LIMIT}`);
      list.forEach((h, k) => {
        if (h === null || typeof h !== 'object') fail(`history.${side}[${k}] must be an object { entries, marks }`);
        history[side].push({
          entries: entriesOf(h.entries, givens, `history.${side}[${k}].entries`),
          marks: marksOf(h.marks, `history.${side}[${k}].marks`),
        });
      });
    }
  }
  const grid = mode === 'edit' && v.grid !== undefined ? digits(v.grid, 'grid') : null;
  return {
    mode,
    givens,
    entries,
    marks,
    timeMs,
    finished,
    hintsUsed,
    pencil: v.pencil === true,
    selected,
    history,
    grid,
  };
}

/**
 * Loads a state read by readState into the board's game state `s`: a new game on its givens
 * with its entries, marks, time and undo steps. The clock is left paused.
 */
export function loadState(s, r) {
  game.startGame(s, r.givens);
  game.pauseClock(s);
  s.entries = r.entries.slice();
  s.marks = r.marks.slice();
  // Marks live in empty cells only (as the game keeps them).
  for (let i = 0; i < 81; i++) if (s.givens[i] || s.entries[i]) s.marks[i] = 0;
  s.elapsedMs = r.timeMs;
  s.finishedMs = r.finished ? r.timeMs : null;
  // Undo steps hold the digits and marks only: the solution and the clock stay the game's.
  const snap = (h) => ({
    givens: s.givens.slice(),
    entries: h.entries,
    marks: h.marks,
    elapsedMs: r.timeMs,
    finishedMs: null,
  });
  s.history.play = { undo: r.history.undo.map(snap), redo: r.history.redo.map(snap) };
  s.pencil = r.pencil;
  s.sel = r.selected;
  if (r.mode === 'edit') {
    s.mode = 'solve';
    s.history.solve = game.freshHistory();
    s.grid = r.grid ? r.grid.slice() : overlay(s.givens, s.entries);
    s.result = null;
  }
}
