// <sudoku-board>'s puzzle text and keys: pure functions, no DOM.

import { colOf, emptyGrid, findClashes, rowOf } from '../model/grid.js';
import { EN } from './strings.js';

const BLANKS = new Set(['0', '.', '-', '_', '*', ' ']);

/**
 * The `puzzle` attribute: 81 cells, `1`-`9` a given and any of `0 . - _ *` or a space a blank;
 * line breaks are ignored (nine lines of nine work), an empty string is the empty grid.
 * Throws an Error that says what is wrong and where; givens that break the rules are refused
 * (the error's `problem` is the first clash, as model/grid.js findClashes gives it).
 */
export function parsePuzzle(text) {
  if (text === null || text === undefined) return emptyGrid();
  if (typeof text !== 'string') throw new Error(`expected the puzzle as a string of 81 cells, found ${typeof text}`);
  const cells = text.replace(/\r\n|\r|\n/g, '');
  if (cells.length === 0) return emptyGrid();
  if (cells.length !== 81) throw new Error(`expected 81 cells, found ${cells.length}`);
  const grid = emptyGrid();
  for (let i = 0; i < 81; i++) {
    const ch = cells[i];
    if (ch >= '1' && ch <= '9') grid[i] = ch.charCodeAt(0) - 48;
    else if (!BLANKS.has(ch)) {
      throw new Error(
        `cell ${i + 1} (row ${rowOf(i) + 1} column ${colOf(i) + 1}) holds ${JSON.stringify(ch)}, expected a digit 1-9 or a blank (0 . - _ * or a space)`,
      );
    }
  }
  const clashes = findClashes(grid).problems;
  // In English here (a program's error); `problem` lets the element say it in its language.
  if (clashes.length) throw Object.assign(new Error(EN.givensClash(clashes[0])), { problem: clashes[0] });
  return grid;
}

/**
 * What a key press on the grid asks for, or null when the key is not the board's:
 *   {kind: 'move', to, extend}  an arrow, Home or End; with Shift (`extend`) the selection grows
 *   {kind: 'digit', digit}      1-9; 0, Backspace, Delete and Space give digit 0 (erase)
 *   {kind: 'mark', digit}       Shift with 1-9: a corner mark (by the key's place, so any layout works)
 *   {kind: 'centre', digit}     Control (Command on a Mac) with 1-9: a centre mark
 *   {kind: 'pencil'}            P: corner marks on and off
 *   {kind: 'notes'}             N: digits -> corner marks -> centre marks -> digits
 *   {kind: 'colour'}            K: colour mode on and off
 *   {kind: 'hint'} / {kind: 'check'}   H / C
 *   {kind: 'undo'} / {kind: 'redo'}   Z, U or Ctrl+Z / Ctrl+Y or Ctrl+Shift+Z (Cmd on a Mac)
 */
export function keyAction(e, sel) {
  const key = e.key;
  const code = /^(?:Digit|Numpad)([1-9])$/.exec(e.code || '');
  if ((e.ctrlKey || e.metaKey) && !e.altKey) {
    if (key === 'z' || key === 'Z') return { kind: e.shiftKey ? 'redo' : 'undo' };
    if (key === 'y' || key === 'Y') return { kind: 'redo' };
    if (code && !e.shiftKey) return { kind: 'centre', digit: Number(code[1]) };
    return null;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const r = rowOf(sel);
  const c = colOf(sel);
  const moves = {
    ArrowUp: [Math.max(0, r - 1), c],
    ArrowDown: [Math.min(8, r + 1), c],
    ArrowLeft: [r, Math.max(0, c - 1)],
    ArrowRight: [r, Math.min(8, c + 1)],
    Home: [r, 0],
    End: [r, 8],
  };
  if (key in moves) return { kind: 'move', to: moves[key][0] * 9 + moves[key][1], extend: Boolean(e.shiftKey) };
  if (e.shiftKey && code) return { kind: 'mark', digit: Number(code[1]) };
  if (/^[1-9]$/.test(key)) return { kind: 'digit', digit: Number(key) };
  if (key === '0' || key === 'Backspace' || key === 'Delete' || key === ' ') return { kind: 'digit', digit: 0 };
  if (e.shiftKey) return null;
  const letters = { p: 'pencil', n: 'notes', k: 'colour', h: 'hint', c: 'check', z: 'undo', u: 'undo' };
  const kind = letters[key.toLowerCase()];
  return kind ? { kind } : null;
}
