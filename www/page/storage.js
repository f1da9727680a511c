// The game kept across reloads, in localStorage: written after every change, read once at
// start. What is read is checked field by field; anything corrupt, from another version
// or too large is ignored (and removed) with a reason the page shows, never trusted.

import { ALL_DIGITS, gridToLine, lineToGrid } from '../model/grid.js';
import { playTime, UNDO_LIMIT } from '../model/game.js';
import { mistakeLimit } from '../model/mistake-limit.js';

export const STORAGE_KEY = 'dlx-sudoku:game';
export const SETTINGS_KEY = 'dlx-sudoku:settings';
// Version 2 adds centre marks, colours, the player's removed candidates, hints and mistakes;
// version 1 is still read (those start empty). The marks placed digits took out of their peers
// (`autoRemoved`, `autoRemovedCentre`) are optional in version 2: an older save has none.
export const VERSION = 2;
const READS = [1, 2];
const MAX_CHARS = 1_000_000; // a saved game with a full history is under 200 000
const KEPT_HISTORY = 100;

class Invalid extends Error {}

function need(cond, what) {
  if (!cond) throw new Invalid(what);
}

const encodeGrid = (g) => (g ? gridToLine(g) : null);
function decodeGrid(v, what, { nullable = false } = {}) {
  if (v === null && nullable) return null;
  const g = lineToGrid(v);
  need(g, `${what}: not 81 cells of digits and dots`);
  return g;
}
function decodeMarks(v, what) {
  need(
    Array.isArray(v) && v.length === 81 && v.every((m) => Number.isInteger(m) && m >= 0 && m <= ALL_DIGITS),
    `${what}: not 81 masks 0..511`,
  );
  return Uint16Array.from(v);
}
/** Masks a version-1 save does not have start empty. */
const optionalMarks = (v, what) => (v === undefined ? new Uint16Array(81) : decodeMarks(v, what));
function decodeColours(v, what) {
  if (v === undefined) return new Uint8Array(81);
  const g = lineToGrid(v);
  need(g, `${what}: not 81 cells of colours and dots`);
  return g;
}
const isTime = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e11;
const DIFFICULTY = /^(easy|medium|hard|expert|extreme)$/;

function encodeResult(r) {
  return r && { kind: r.kind, grid: encodeGrid(r.grid), info: r.info };
}
function decodeResult(v) {
  if (v === null || v === undefined) return null;
  need(typeof v === 'object' && (v.kind === 'solve' || v.kind === 'target'), 'the shown result is malformed');
  need(v.info && typeof v.info === 'object', 'the shown result has no details');
  const info = {};
  for (const [k, x] of Object.entries(v.info)) {
    need(
      /^(count|ms|solveMs|countMs|score|proven|nodes)$/.test(k) && (typeof x === 'number' || typeof x === 'boolean'),
      'the shown result has unknown details',
    );
    info[k] = x;
  }
  return { kind: v.kind, grid: decodeGrid(v.grid, 'the shown result', { nullable: true }), info };
}
function decodePuzzle(v) {
  if (v === null || v === undefined) return null;
  need(typeof v === 'object', 'the puzzle details are malformed');
  const out = {};
  if (v.difficulty !== undefined && v.difficulty !== null) {
    need(DIFFICULTY.test(v.difficulty), 'the difficulty is unknown');
    out.difficulty = v.difficulty;
  }
  if (v.rating !== undefined && v.rating !== null) {
    need(typeof v.rating === 'number' && v.rating >= 0 && v.rating <= 20, 'the rating is malformed');
    out.rating = v.rating;
  }
  for (const k of ['hardest', 'seed', 'source']) {
    if (v[k] === undefined || v[k] === null) continue;
    need(typeof v[k] === 'string' && v[k].length <= 100, `the puzzle's ${k} is malformed`);
    out[k] = v[k];
  }
  return out;
}

function encodeSnap(snap) {
  const out = {};
  for (const [k, v] of Object.entries(snap)) {
    if (v instanceof Uint16Array) out[k] = Array.from(v);
    else if (k === 'result') out[k] = encodeResult(v);
    else if (v instanceof Uint8Array) out[k] = encodeGrid(v);
    else out[k] = v;
  }
  return out;
}
/**
 * @typedef {{grid: Uint8Array, result: object | null}} SolveSnap Solve mode's part of a state
 * @typedef {{givens: Uint8Array, entries: Uint8Array, marks: Uint16Array, centre: Uint16Array,
 *   colours: Uint8Array, candA: Uint16Array, candB: Uint16Array, removed: Uint16Array, autoRemoved: Uint16Array,
 *   autoRemovedCentre: Uint16Array, puzzle: object | null,
 *   solution: Uint8Array | null, solutionCount: number | null, elapsedMs: number,
 *   finishedMs: number | null}} PlaySnap Play mode's part of a state
 * @typedef {{undo: SolveSnap[], redo: SolveSnap[]}} SolveHistory
 * @typedef {{undo: PlaySnap[], redo: PlaySnap[]}} PlayHistory
 * @typedef {SolveSnap & PlaySnap & {mode: 'solve' | 'play', heat: boolean, hintsUsed: number,
 *   hintCounted: string, mistakes: number, mistaken: Uint16Array, solvedMs: number | null, lostMs: number | null,
 *   history: {solve: SolveHistory, play: PlayHistory}, gameId: string | null}} SavedState a state as the page saves it
 */

/** @returns {SolveSnap | PlaySnap} */
function decodeSnap(v, part, where = 'an undo step') {
  need(v && typeof v === 'object', `${where} is malformed`);
  if (part === 'solve') return { grid: decodeGrid(v.grid, `the grid of ${where}`), result: decodeResult(v.result) };
  const out = {
    givens: decodeGrid(v.givens, `the givens of ${where}`),
    entries: decodeGrid(v.entries, `the entries of ${where}`),
    marks: decodeMarks(v.marks, `the pencil marks of ${where}`),
    centre: optionalMarks(v.centre, `the centre marks of ${where}`),
    colours: decodeColours(v.colours, `the colours of ${where}`),
    candA: optionalMarks(v.candA, `the candidate colours of ${where}`),
    candB: optionalMarks(v.candB, `the candidate colours of ${where}`),
    removed: optionalMarks(v.removed, `the removed candidates of ${where}`),
    autoRemoved: optionalMarks(v.autoRemoved, `the marks taken out by digits of ${where}`),
    autoRemovedCentre: optionalMarks(v.autoRemovedCentre, `the centre marks taken out by digits of ${where}`),
    puzzle: decodePuzzle(v.puzzle),
    solution: decodeGrid(v.solution, `the solution of ${where}`, { nullable: true }),
  };
  need(isTime(v.elapsedMs) && (v.finishedMs === null || isTime(v.finishedMs)), `${where} has a bad play time`);
  need(v.solutionCount === null || [0, 1, 2].includes(v.solutionCount), `${where} has a bad solution count`);
  return { ...out, solutionCount: v.solutionCount, elapsedMs: v.elapsedMs, finishedMs: v.finishedMs };
}
function decodeStack(v, part) {
  need(Array.isArray(v) && v.length <= UNDO_LIMIT, 'the undo history is malformed');
  return v.map((snap) => decodeSnap(snap, part));
}

/** The state as saved (a JSON string). */
export function serialise(s) {
  const history = {};
  for (const part of ['solve', 'play']) {
    const h = s.history[part];
    history[part] = {
      undo: h.undo.slice(-KEPT_HISTORY).map(encodeSnap),
      redo: h.redo.slice(-KEPT_HISTORY).map(encodeSnap),
    };
  }
  return JSON.stringify({
    app: 'dlx-sudoku',
    version: VERSION,
    mode: s.mode,
    grid: encodeGrid(s.grid),
    result: encodeResult(s.result),
    givens: encodeGrid(s.givens),
    entries: encodeGrid(s.entries),
    marks: Array.from(s.marks),
    centre: Array.from(s.centre),
    colours: encodeGrid(s.colours),
    candA: Array.from(s.candA),
    candB: Array.from(s.candB),
    removed: Array.from(s.removed),
    autoRemoved: Array.from(s.autoRemoved),
    autoRemovedCentre: Array.from(s.autoRemovedCentre),
    hintsUsed: s.hintsUsed,
    hintCounted: s.hintCounted,
    mistakes: s.mistakes,
    mistaken: Array.from(s.mistaken),
    puzzle: s.puzzle,
    solution: encodeGrid(s.solution),
    solutionCount: s.solutionCount,
    elapsedMs: playTime(s),
    finishedMs: s.finishedMs,
    solvedMs: s.solvedMs ?? null,
    lostMs: s.lostMs ?? null,
    heat: s.heat,
    history,
    gameId: s.gameId ?? null, // the game's record in History (page/around/game-library.js)
  });
}

/** The fields of a saved state, or throws an Error saying why it cannot be used. */
export function deserialise(text) {
  need(typeof text === 'string', 'it is not text');
  need(text.length <= MAX_CHARS, `it is too large (${text.length.toLocaleString('en')} characters)`);
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw new Invalid('it is not valid JSON');
  }
  need(v && typeof v === 'object' && v.app === 'dlx-sudoku', 'it was not written by this page');
  need(
    READS.includes(v.version),
    `it was saved by another version of this page (format ${JSON.stringify(v.version)}, this page reads ${READS.join(' and ')})`,
  );
  const whole = (x) => x === undefined || (Number.isInteger(x) && x >= 0 && x < 1e6);
  need(whole(v.hintsUsed) && whole(v.mistakes), 'the hint or mistake count is malformed');
  need(
    v.hintCounted === undefined || (typeof v.hintCounted === 'string' && v.hintCounted.length <= 10_000),
    'the hint on record is malformed',
  );
  need(v.mode === 'solve' || v.mode === 'play', 'the mode is unknown');
  const play = /** @type {PlaySnap} */ (decodeSnap(v, 'play', 'the game'));
  /** @type {SavedState} */
  const out = {
    mode: v.mode,
    grid: decodeGrid(v.grid, "the editor's grid"),
    result: decodeResult(v.result),
    ...play,
    hintsUsed: v.hintsUsed ?? 0,
    hintCounted: v.hintCounted ?? '',
    mistakes: v.mistakes ?? 0,
    mistaken: optionalMarks(v.mistaken, 'the mistakes of the game'),
    // The time the game was first solved in (an older save has none: its finishedMs, if any).
    solvedMs: isTime(v.solvedMs) ? v.solvedMs : (play.finishedMs ?? null),
    // The time the game ended at by the mistake limit (model/mistake-limit.js), or null.
    lostMs: isTime(v.lostMs) ? v.lostMs : null,
    heat: v.heat === true,
    history: { solve: { undo: [], redo: [] }, play: { undo: [], redo: [] } },
    // The game's record in History; an older save has none (the game gets one).
    gameId: typeof v.gameId === 'string' && /^[a-z0-9]{1,40}$/.test(v.gameId) ? v.gameId : null,
  };
  for (let i = 0; i < 81; i++) {
    need(!(out.givens[i] && out.entries[i]), 'an entry covers a given');
  }
  need(v.history && typeof v.history === 'object', 'the undo history is missing');
  for (const part of ['solve', 'play']) {
    const h = v.history[part];
    need(h && typeof h === 'object', 'the undo history is malformed');
    out.history[part] = { undo: decodeStack(h.undo, part), redo: decodeStack(h.redo, part) };
  }
  return out;
}

/** Reads the saved state: {saved} (the fields), {problem} (why it was ignored), or {} when none. */
/** @returns {{saved?: SavedState, problem?: string}} */
export function load() {
  let text;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return {};
  }
  if (text === null) return {};
  try {
    return { saved: deserialise(text) };
  } catch (err) {
    try {
      localStorage.removeItem(STORAGE_KEY);
    } catch {
      /* nothing more to do */
    }
    return { problem: err instanceof Invalid ? err.message : `it could not be read (${err.message})` };
  }
}

/** Writes the state; returns an error message when the browser refuses (storage full or off). */
export function save(s) {
  try {
    localStorage.setItem(STORAGE_KEY, serialise(s));
    return null;
  } catch (err) {
    return err && err.name === 'QuotaExceededError'
      ? 'the browser storage is full'
      : 'the browser does not allow storage here';
  }
}

// ---------------------------------------------------------------------------------------------
// Settings: a small key of their own, kept whatever happens to the game.

/**
 * @typedef {{showMistakes: boolean, fullHints: boolean, notesKind: 'corner' | 'centre', digitFirst: boolean,
 *   theme: 'system' | 'light' | 'dark', hideTimer: boolean, mistakeLimit: number, sound: boolean,
 *   haptics: boolean}} Settings
 */
/** @type {Readonly<Settings>} */
export const DEFAULT_SETTINGS = Object.freeze({
  showMistakes: true,
  fullHints: false,
  notesKind: 'corner',
  digitFirst: false,
  theme: 'system',
  hideTimer: false,
  mistakeLimit: 0,
  sound: false,
  haptics: false,
});

const THEMES = ['system', 'light', 'dark'];

/** The player's settings; anything missing or malformed is the default. @returns {Settings} */
export function loadSettings() {
  const out = { ...DEFAULT_SETTINGS };
  let v = null;
  try {
    v = JSON.parse(localStorage.getItem(SETTINGS_KEY) || 'null');
  } catch {
    return out;
  }
  if (!v || typeof v !== 'object') return out;
  if (typeof v.showMistakes === 'boolean') out.showMistakes = v.showMistakes;
  if (typeof v.fullHints === 'boolean') out.fullHints = v.fullHints;
  if (typeof v.digitFirst === 'boolean') out.digitFirst = v.digitFirst;
  if (v.notesKind === 'corner' || v.notesKind === 'centre') out.notesKind = v.notesKind;
  if (THEMES.includes(v.theme)) out.theme = v.theme;
  for (const key of ['hideTimer', 'sound', 'haptics']) if (typeof v[key] === 'boolean') out[key] = v[key];
  out.mistakeLimit = mistakeLimit(v.mistakeLimit);
  return out;
}

/** Writes the settings; false when the browser refuses (they then last until the page closes). */
export function saveSettings(settings) {
  try {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        showMistakes: Boolean(settings.showMistakes),
        fullHints: Boolean(settings.fullHints),
        notesKind: settings.notesKind === 'centre' ? 'centre' : 'corner',
        digitFirst: Boolean(settings.digitFirst),
        theme: THEMES.includes(settings.theme) ? settings.theme : 'system',
        hideTimer: Boolean(settings.hideTimer),
        mistakeLimit: mistakeLimit(settings.mistakeLimit),
        sound: Boolean(settings.sound),
        haptics: Boolean(settings.haptics),
      }),
    );
    return true;
  } catch {
    return false;
  }
}
