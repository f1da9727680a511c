// Grid arithmetic and words for the page: pure functions, no DOM, no state.
// Cells are 0..80 row-major; digits 1..9, 0 for an empty cell; candidate sets are
// 9-bit masks (bit d-1 for digit d), as the package's `candidates` returns them.

import ENGLISH from '../i18n/en.js';
import { techniqueNameIn } from '../i18n/technique-name.js';

export const ALL_DIGITS = 0x1ff;

export const rowOf = (i) => Math.floor(i / 9);
export const colOf = (i) => i % 9;
export const boxOf = (i) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);
/** Target-Sudoku weight: 6 on the outer ring … 10 in the centre. */
export const weightOf = (i) => 10 - Math.max(Math.abs(rowOf(i) - 4), Math.abs(colOf(i) - 4));
/** The name the package's sentences use for a cell: r<row>c<column>, from 1. */
export const cellRef = (i) => `r${rowOf(i) + 1}c${colOf(i) + 1}`;
export const sees = (a, b) => a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));

/** The 20 cells that share a row, column or box with each cell. */
export const PEERS = Array.from({ length: 81 }, (_, i) =>
  Array.from({ length: 81 }, (_, j) => j).filter((j) => sees(i, j)),
);

export const UNITS = (() => {
  const units = [];
  for (let n = 0; n < 9; n++) {
    const row = [];
    const col = [];
    const box = [];
    for (let k = 0; k < 9; k++) {
      row.push(n * 9 + k);
      col.push(k * 9 + n);
      box.push((Math.floor(n / 3) * 3 + Math.floor(k / 3)) * 9 + (n % 3) * 3 + (k % 3));
    }
    units.push({ kind: 'row', n: n + 1, cells: row });
    units.push({ kind: 'column', n: n + 1, cells: col });
    units.push({ kind: 'box', n: n + 1, cells: box });
  }
  return units;
})();

export const emptyGrid = () => new Uint8Array(81);
/** Grid -> 81 chars, digits and '.' (the ?p= format). */
export const gridToLine = (g) => Array.from(g, (v) => (v ? String(v) : '.')).join('');
/** Our own 81-char format only ('.' or '0' blank); anything else goes through the core parser. */
export function lineToGrid(s) {
  if (typeof s !== 'string' || !/^[0-9.]{81}$/.test(s)) return null;
  return Uint8Array.from(s, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
}
export const countFilled = (g) => g.reduce((n, v) => n + (v ? 1 : 0), 0);
/** The digits of a mask, ascending. */
export const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
export const bit = (d) => 1 << (d - 1);
/** Cell by cell, the first grid's digit, else the second's. */
export const overlay = (a, b) => Uint8Array.from(a, (v, i) => v || b[i]);
export const sameGrid = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Every repeated digit in a row, column or box: {problems: [{kind, n, digit, cells}], cells: Set}. */
export function findClashes(g) {
  const problems = [];
  const cells = new Set();
  for (const unit of UNITS) {
    const seen = new Map();
    for (const i of unit.cells) {
      if (!g[i]) continue;
      if (!seen.has(g[i])) seen.set(g[i], []);
      seen.get(g[i]).push(i);
    }
    for (const [digit, list] of seen) {
      if (list.length < 2) continue;
      problems.push({ ...unit, digit, cells: list });
      for (const i of list) cells.add(i);
    }
  }
  return { problems, cells };
}

export const plural = (n, one, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export function fmtMs(ms) {
  if (!Number.isFinite(ms)) return '–';
  if (ms < 0.1) return '< 0.1 ms';
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${ms.toFixed(1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** A play time as m:ss or h:mm:ss. */
export function fmtClock(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** SE's name of a technique in English ("x-wing" -> "X-Wing", "bug-type-3" -> "BUG type 3"), the
 *  name players and forums use, from en.js's `techniques` (a step's own `name` adds a long
 *  loop's size); an id the file does not know reads as words ("some-new-chain" -> "Some New
 *  Chain"). tests/node/catalogue.mjs checks it against the package's `techniques()`. */
export const techniqueName = (t) => techniqueNameIn(ENGLISH, t);
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert', 'extreme'];
export const capitalise = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** A sentence from the package ends with a full stop here, whatever it had. */
export const sentence = (t) => (/[.!?]$/.test(String(t).trim()) ? String(t).trim() : `${String(t).trim()}.`);

/**
 * A board that follows a path step by step: `apply(step)` adds one step's digits and
 * eliminations (its own size, not the path's so far), `board()` gives the board as it stands
 * (the digits, the cells the steps placed and the candidates left: the rules' candidates minus
 * every elimination applied). A replay that asks for the board before every step is then
 * linear in the path's length. Steps are the package's records: `place` and `eliminate` as
 * [cell, digit] pairs.
 */
export function pathBoard(puzzle) {
  const digits = Uint8Array.from(puzzle);
  const removed = new Uint16Array(81);
  const placed = [];
  return {
    apply(step) {
      for (const [i, d] of step.eliminate) removed[i] |= bit(d);
      for (const [i, d] of step.place) {
        if (digits[i]) continue;
        digits[i] = d;
        placed.push(i);
      }
    },
    board() {
      const marks = Uint16Array.from(digits, (v, i) =>
        v ? 0 : ALL_DIGITS & ~PEERS[i].reduce((m, j) => m | (digits[j] ? bit(digits[j]) : 0), 0) & ~removed[i],
      );
      return { digits: digits.slice(), placed: placed.slice(), marks };
    },
  };
}

/** The board just before step `k` of a path that starts from `puzzle` (pathBoard's `board()`). */
export function boardBeforeStep(puzzle, steps, k) {
  const path = pathBoard(puzzle);
  for (const step of steps.slice(0, k)) path.apply(step);
  return path.board();
}
