// The games kept in History, without the DOM: a record a game (its puzzle, the player's
// entries and pencil marks, time, hints, how it ended), the newest first, at most
// HISTORY_LIMIT. Stored in localStorage under their own key; what is read is checked record by
// record and a bad record is dropped (never trusted), so one bad write costs one game at most.

import { ALL_DIGITS, DIFFICULTIES, countFilled, gridToLine, lineToGrid, overlay } from '../../model/grid.js';

const isDifficulty = (d) => DIFFICULTIES.includes(d);

export const GAMES_KEY = 'dlx-sudoku:games';
export const GAMES_VERSION = 1;
export const HISTORY_LIMIT = 50;

let counter = 0;
/** A new game id: unique in this browser (time, a counter and a random part). */
export function newGameId(now = Date.now()) {
  counter = (counter + 1) % 1296;
  const random = Math.floor(Math.random() * 36 ** 4);
  return `g${now.toString(36)}${counter.toString(36).padStart(2, '0')}${random.toString(36).padStart(4, '0')}`;
}

/**
 * Whether the player has touched the game: a digit, a mark, a colour or a hint. A puzzle only
 * looked at (the one a first visit opens, one passed over for the next) is not a game started.
 */
export const isTouched = (r) =>
  /[1-9]/.test(r.entries) ||
  r.marks.some(Boolean) ||
  Boolean(r.centre?.some(Boolean)) ||
  /[1-9]/.test(r.colours ?? '') ||
  r.hintsUsed > 0 ||
  r.finishedMs !== null;

/**
 * What became of a game: 'solved' (once solved it stays so, a digit erased since or not),
 * 'given-up' (its solution shown in Solve) or 'in-progress'.
 */
export const resultOf = (r) =>
  r.finishedMs !== null || r.solvedMs != null ? 'solved' : r.gaveUp ? 'given-up' : 'in-progress';

/** The game part of a page state as a record; `prev` (the game's earlier record) keeps its own fields. */
export function recordOf(state, time, prev = null, now = Date.now()) {
  const p = state.puzzle;
  return {
    id: state.gameId,
    givens: gridToLine(state.givens),
    entries: gridToLine(state.entries),
    marks: Array.from(state.marks),
    // Centre marks and cell colours, where the game has them (null: none kept).
    centre: state.centre ? Array.from(state.centre) : null,
    colours: state.colours ? gridToLine(state.colours) : null,
    // The marks the game's digits took out of their peers, which erasing a digit gives back.
    autoRemoved: state.autoRemoved ? Array.from(state.autoRemoved) : null,
    autoRemovedCentre: state.autoRemovedCentre ? Array.from(state.autoRemovedCentre) : null,
    solution: state.solution ? gridToLine(state.solution) : null,
    solutionCount: state.solutionCount,
    puzzle: p ? pickPuzzle(p) : null,
    elapsedMs: time,
    finishedMs: state.finishedMs,
    // The time it was first solved in: a solved game whose digit was erased since stays solved.
    solvedMs: state.solvedMs ?? state.finishedMs ?? null,
    hintsUsed: state.hintsUsed ?? 0,
    mistakes: typeof state.mistakes === 'number' ? state.mistakes : null,
    gaveUp: prev?.gaveUp ?? false,
    daily: prev?.daily ?? null,
    startedAt: prev?.startedAt ?? now,
    updatedAt: now,
    counted: prev?.counted ?? { started: false, solved: false },
    panelShown: prev?.panelShown ?? false,
  };
}

function pickPuzzle(p) {
  const out = {};
  if (isDifficulty(p.difficulty)) out.difficulty = p.difficulty;
  if (typeof p.rating === 'number' && p.rating >= 0 && p.rating <= 20) out.rating = p.rating;
  for (const k of ['hardest', 'seed', 'source']) if (typeof p[k] === 'string' && p[k].length <= 100) out[k] = p[k];
  return out;
}

/** The fields of a page state that reopen the record's game (entries, marks, time, hints). */
export function gameFields(r) {
  const givens = lineToGrid(r.givens);
  const fields = {
    givens,
    entries: lineToGrid(r.entries),
    marks: Uint16Array.from(r.marks),
    centre: r.centre ? Uint16Array.from(r.centre) : new Uint16Array(81),
    colours: (r.colours && lineToGrid(r.colours)) || new Uint8Array(81),
    autoRemoved: r.autoRemoved ? Uint16Array.from(r.autoRemoved) : new Uint16Array(81),
    autoRemovedCentre: r.autoRemovedCentre ? Uint16Array.from(r.autoRemovedCentre) : new Uint16Array(81),
    solution: r.solution ? lineToGrid(r.solution) : null,
    solutionCount: r.solutionCount,
    puzzle: r.puzzle ? { ...r.puzzle } : null,
    elapsedMs: r.finishedMs ?? r.elapsedMs,
    finishedMs: r.finishedMs,
    solvedMs: r.solvedMs ?? r.finishedMs,
    hintsUsed: r.hintsUsed,
  };
  if (r.mistakes !== null) fields.mistakes = r.mistakes;
  return fields;
}

/** Puts `record` first (replacing its earlier version) and keeps HISTORY_LIMIT games, never dropping `keep`. */
export function upsert(list, record, keep = record.id) {
  const out = [record, ...list.filter((r) => r.id !== record.id)];
  while (out.length > HISTORY_LIMIT) {
    let k = out.length - 1;
    while (k > 0 && out[k].id === keep) k--;
    out.splice(k, 1);
  }
  return out;
}

export function serialiseGames(list) {
  return JSON.stringify({ app: 'dlx-sudoku', kind: 'games', version: GAMES_VERSION, games: list });
}

const isTime = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e11;
const isEpoch = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e14;
const isCount = (v) => Number.isInteger(v) && v >= 0 && v <= 1e6;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One record as read back, or null when anything in it is wrong. */
export function checkRecord(v) {
  if (!v || typeof v !== 'object') return null;
  if (typeof v.id !== 'string' || !/^[a-z0-9]{1,40}$/.test(v.id)) return null;
  const givens = lineToGrid(v.givens);
  const entries = lineToGrid(v.entries);
  if (!givens || !entries || !countFilled(givens)) return null;
  if (givens.some((g, i) => g && entries[i])) return null;
  if (!Array.isArray(v.marks) || v.marks.length !== 81) return null;
  if (!v.marks.every((m) => Number.isInteger(m) && m >= 0 && m <= ALL_DIGITS)) return null;
  // Centre marks and colours: absent from records written before they existed.
  const centre = v.centre ?? null;
  if (centre !== null && !(Array.isArray(centre) && centre.length === 81)) return null;
  if (centre !== null && !centre.every((m) => Number.isInteger(m) && m >= 0 && m <= ALL_DIGITS)) return null;
  const colours = v.colours ?? null;
  if (colours !== null && !lineToGrid(colours)) return null;
  const masks = (m) =>
    m === null ||
    (Array.isArray(m) && m.length === 81 && m.every((x) => Number.isInteger(x) && x >= 0 && x <= ALL_DIGITS));
  const autoRemoved = v.autoRemoved ?? null;
  const autoRemovedCentre = v.autoRemovedCentre ?? null;
  if (!masks(autoRemoved) || !masks(autoRemovedCentre)) return null;
  const solution = v.solution === null ? null : lineToGrid(v.solution);
  if (v.solution !== null && (!solution || countFilled(solution) !== 81)) return null;
  if (![null, 0, 1, 2].includes(v.solutionCount)) return null;
  if (v.puzzle !== null && (typeof v.puzzle !== 'object' || Array.isArray(v.puzzle))) return null;
  if (!isTime(v.elapsedMs) || !(v.finishedMs === null || isTime(v.finishedMs))) return null;
  if (v.finishedMs !== null && countFilled(overlay(givens, entries)) !== 81) return null;
  // Absent from records written before it was kept: the finished time, if any.
  const solvedMs = v.solvedMs ?? v.finishedMs;
  if (!(solvedMs === null || isTime(solvedMs))) return null;
  if (!isCount(v.hintsUsed) || !(v.mistakes === null || isCount(v.mistakes))) return null;
  if (typeof v.gaveUp !== 'boolean' || typeof v.panelShown !== 'boolean') return null;
  if (!(v.daily === null || (typeof v.daily === 'string' && DAY.test(v.daily)))) return null;
  if (!isEpoch(v.startedAt) || !isEpoch(v.updatedAt)) return null;
  const c = v.counted;
  if (!c || typeof c.started !== 'boolean' || typeof c.solved !== 'boolean') return null;
  return {
    id: v.id,
    givens: v.givens,
    entries: v.entries,
    marks: v.marks.slice(),
    ...(centre ? { centre: centre.slice() } : {}),
    ...(colours ? { colours } : {}),
    ...(autoRemoved ? { autoRemoved: autoRemoved.slice() } : {}),
    ...(autoRemovedCentre ? { autoRemovedCentre: autoRemovedCentre.slice() } : {}),
    solution: v.solution,
    solutionCount: v.solutionCount,
    puzzle: v.puzzle && pickPuzzle(v.puzzle),
    elapsedMs: v.elapsedMs,
    finishedMs: v.finishedMs,
    ...(solvedMs !== null ? { solvedMs } : {}),
    hintsUsed: v.hintsUsed,
    mistakes: v.mistakes,
    gaveUp: v.gaveUp,
    daily: v.daily,
    startedAt: v.startedAt,
    updatedAt: v.updatedAt,
    counted: { started: c.started, solved: c.solved },
    panelShown: v.panelShown,
  };
}

/** The records in `text`: {games, dropped} (how many were unreadable), or throws saying why none can be read. */
export function parseGames(text) {
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw new Error('it is not valid JSON');
  }
  if (v?.app !== 'dlx-sudoku' || v.kind !== 'games') throw new Error('it was not written by this page');
  if (v.version !== GAMES_VERSION)
    throw new Error(`it has format ${JSON.stringify(v.version)}; this page reads format ${GAMES_VERSION}`);
  if (!Array.isArray(v.games)) throw new Error('the list of games is missing');
  const games = [];
  const seen = new Set();
  for (const raw of v.games.slice(0, HISTORY_LIMIT)) {
    const r = checkRecord(raw);
    if (r && !seen.has(r.id)) {
      seen.add(r.id);
      games.push(r);
    }
  }
  return { games, dropped: Math.min(v.games.length, HISTORY_LIMIT) - games.length };
}
