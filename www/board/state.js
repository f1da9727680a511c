// <sudoku-board>'s game as plain JSON (`board.state`): what a page saves (localStorage, a
// server) and gives back after a reload to go on with the same game. No DOM here.
//
//   { version: 2, mode: 'play' | 'edit',
//     givens: '4.....8.5...', entries: '.2.......', marks: [0, 0, 5, ...],   81 cells each
//     centre: [...], colours: '..3..1...', removed: [...], candA: [...], candB: [...], 81 cells each
//     autoRemoved: [...], autoRemovedCentre: [...],                          81 cells each
//     timeMs, finished, hintsUsed, mistakes, mistaken: [...], entryMode, pencil, selected,
//     history: { undo: [{ entries, marks, centre, colours, removed }, ...], redo: [...] },
//     grid?: '...' }                                                        edit mode: the grid edited
//
// Marks (corner `marks`, `centre`, the player's `removed` candidates, the counted wrong digits
// `mistaken`, the candidates coloured A and B, `candA` and `candB`, and the corner and centre
// marks a placed digit took out of its peers, `autoRemoved` and `autoRemovedCentre`, which
// erasing that digit gives back) are 9-bit masks (bit d-1 for digit d); `colours` a digit 1-9 a
// cell (0 or `.` none). Version 1 (no centre marks, colours, mistakes nor input mode) is still read: those
// start empty, and `pencil` gives the input mode. `pencil` is still written (true in corner
// mode) for readers of version 1. Left out on purpose: what only the view shows (Check's red
// marks, the hint on show, the colours of a step), the solution (the worker finds it again)
// and the editor's own undo history.
// A state that is not this shape, or that breaks the rules of a game (an entry over a given,
// clashing givens, a finished game whose grid is not full), is refused with an Error that says
// what and where; the board is left as it was.

import { ALL_DIGITS, countFilled, emptyGrid, gridToLine, overlay } from '../model/grid.js';
import * as game from '../model/game.js';
import { parsePuzzle } from './input.js';

export const STATE_VERSION = 2;
const READS = [1, 2];

const marksOut = (marks) => Array.from(marks);
const zeros = () => new Uint16Array(81);
const step = (h) => ({
  entries: gridToLine(h.entries),
  marks: marksOut(h.marks),
  centre: marksOut(h.centre ?? zeros()),
  colours: gridToLine(h.colours ?? new Uint8Array(81)),
  removed: marksOut(h.removed ?? zeros()),
  candA: marksOut(h.candA ?? zeros()),
  candB: marksOut(h.candB ?? zeros()),
  autoRemoved: marksOut(h.autoRemoved ?? zeros()),
  autoRemovedCentre: marksOut(h.autoRemovedCentre ?? zeros()),
});

/** The JSON of a board's game state `s` (model/game.js's shape). */
export function writeState(s) {
  const out = {
    version: STATE_VERSION,
    mode: s.mode === 'solve' ? 'edit' : 'play',
    givens: gridToLine(s.givens),
    entries: gridToLine(s.entries),
    marks: marksOut(s.marks),
    centre: marksOut(s.centre),
    colours: gridToLine(s.colours),
    removed: marksOut(s.removed),
    candA: marksOut(s.candA),
    candB: marksOut(s.candB),
    autoRemoved: marksOut(s.autoRemoved),
    autoRemovedCentre: marksOut(s.autoRemovedCentre),
    timeMs: Math.round(game.playTime(s)),
    finished: s.finishedMs !== null,
    hintsUsed: s.hintsUsed,
    mistakes: s.mistakes,
    mistaken: marksOut(s.mistaken),
    entryMode: s.inputMode,
    pencil: s.inputMode === 'corner',
    selected: s.sel,
    history: { undo: s.history.play.undo.map(step), redo: s.history.play.redo.map(step) },
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

/** Colours: 81 cells, a digit 1-9 a colour, `0` or `.` none. */
function coloursOf(value, what) {
  if (typeof value !== 'string' || value.length !== 81 || !/^[0-9.]{81}$/.test(value))
    fail(`${what} must be a string of 81 cells, 1-9 a colour and . none`);
  return Uint8Array.from(value, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
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
  if (!READS.includes(v.version))
    fail(`version ${JSON.stringify(v.version)}; this board reads versions ${READS.join(' and ')}`);
  const mode = v.mode ?? 'play';
  if (mode !== 'play' && mode !== 'edit') fail(`mode ${JSON.stringify(mode)}, expected "play" or "edit"`);
  const givens = digits(v.givens, 'givens');
  const entries = entriesOf(v.entries ?? '', givens, 'entries');
  const marks = marksOf(v.marks ?? new Array(81).fill(0), 'marks');
  const centre = marksOf(v.centre ?? new Array(81).fill(0), 'centre');
  const colours = coloursOf(v.colours ?? '.'.repeat(81), 'colours');
  const removed = marksOf(v.removed ?? new Array(81).fill(0), 'removed');
  const candA = marksOf(v.candA ?? new Array(81).fill(0), 'candA');
  const candB = marksOf(v.candB ?? new Array(81).fill(0), 'candB');
  const autoRemoved = marksOf(v.autoRemoved ?? new Array(81).fill(0), 'autoRemoved');
  const autoRemovedCentre = marksOf(v.autoRemovedCentre ?? new Array(81).fill(0), 'autoRemovedCentre');
  const mistaken = marksOf(v.mistaken ?? new Array(81).fill(0), 'mistaken');
  const mistakes = count(v.mistakes ?? 0, 'mistakes');
  if (!Number.isInteger(mistakes)) fail(`mistakes must be a whole number, found ${mistakes}`);
  const inputMode = v.entryMode ?? (v.pencil === true ? 'corner' : 'digit');
  if (!game.INPUT_MODES.includes(inputMode))
    fail(`entryMode ${JSON.stringify(inputMode)}, expected one of ${game.INPUT_MODES.join(', ')}`);
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
        const at = `history.${side}[${k}]`;
        history[side].push({
          entries: entriesOf(h.entries, givens, `${at}.entries`),
          marks: marksOf(h.marks, `${at}.marks`),
          centre: marksOf(h.centre ?? new Array(81).fill(0), `${at}.centre`),
          colours: coloursOf(h.colours ?? '.'.repeat(81), `${at}.colours`),
          removed: marksOf(h.removed ?? new Array(81).fill(0), `${at}.removed`),
          candA: marksOf(h.candA ?? new Array(81).fill(0), `${at}.candA`),
          candB: marksOf(h.candB ?? new Array(81).fill(0), `${at}.candB`),
          autoRemoved: marksOf(h.autoRemoved ?? new Array(81).fill(0), `${at}.autoRemoved`),
          autoRemovedCentre: marksOf(h.autoRemovedCentre ?? new Array(81).fill(0), `${at}.autoRemovedCentre`),
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
    centre,
    colours,
    removed,
    candA,
    candB,
    autoRemoved,
    autoRemovedCentre,
    timeMs,
    finished,
    hintsUsed,
    mistakes,
    mistaken,
    inputMode,
    selected,
    history,
    grid,
  };
}

/**
 * The game a state read by readState describes, as text that is the same for the same game
 * whatever form it came in (an object or its JSON, keys in any order, version 1 or 2, fields
 * left to their defaults): the state written back from it, less `timeMs`, which moves on while
 * a game is played (so two readings of one game differ in it).
 */
export function gameKey(r) {
  const s = game.createState();
  loadState(s, r);
  const { timeMs: _time, ...rest } = writeState(s);
  return JSON.stringify(rest);
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
  s.centre = r.centre.slice();
  s.colours = r.colours.slice();
  s.removed = r.removed.slice();
  s.candA = r.candA.slice();
  s.candB = r.candB.slice();
  s.autoRemoved = r.autoRemoved.slice();
  s.autoRemovedCentre = r.autoRemovedCentre.slice();
  // Marks live in empty cells only (as the game keeps them).
  for (let i = 0; i < 81; i++) {
    if (s.givens[i] || s.entries[i]) {
      s.marks[i] = 0;
      s.centre[i] = 0;
      s.candA[i] = 0;
      s.candB[i] = 0;
    }
  }
  s.hintsUsed = r.hintsUsed;
  s.mistakes = r.mistakes;
  s.mistaken = r.mistaken.slice();
  s.elapsedMs = r.timeMs;
  s.finishedMs = r.finished ? r.timeMs : null;
  s.solvedMs = s.finishedMs;
  // Undo steps hold the digits and marks only: the solution and the clock stay the game's.
  const snap = (h) => ({
    givens: s.givens.slice(),
    entries: h.entries,
    marks: h.marks,
    centre: h.centre,
    colours: h.colours,
    removed: h.removed,
    candA: h.candA,
    candB: h.candB,
    autoRemoved: h.autoRemoved,
    autoRemovedCentre: h.autoRemovedCentre,
    elapsedMs: r.timeMs,
    finishedMs: null,
  });
  s.history.play = { undo: r.history.undo.map(snap), redo: r.history.redo.map(snap) };
  game.setInputMode(s, r.inputMode);
  s.sel = r.selected;
  if (r.mode === 'edit') {
    s.mode = 'solve';
    s.history.solve = game.freshHistory();
    s.grid = r.grid ? r.grid.slice() : overlay(s.givens, s.entries);
    s.result = null;
  }
}
