// <sudoku-board>'s input in play: keys, the input modes (digit, corner mark, centre mark,
// colour), the pad's digits and digit-first input, apart from the class so that it reads as the
// rules of play alone. Functions of the element (`board`: its state `s`, words `_w`, `_say`,
// `_render`, `_commit`); the changes are model/game.js's.

import * as game from '../model/game.js';
import { keyAction } from './input.js';
import { inputCells, selectedCells } from '../model/selection.js';

/** A key on the grid (board/input.js says which); Escape lets go of a kept digit or hides the hint. */
export function onKey(board, e) {
  const s = board.s;
  // Escape is the board's only when it has something to let go of; otherwise it is the page's.
  if (e.key === 'Escape' && (s.lockedDigit || s.highlight)) {
    e.preventDefault();
    if (s.lockedDigit) lockDigit(board, 0);
    else {
      const hint = s.hint !== null;
      game.clearMarksOfTheView(s);
      board._render();
      if (hint) board._say(''); // the hint's message goes with it
    }
    return;
  }
  const a = keyAction(e, s.sel);
  if (!a) return;
  e.preventDefault();
  if (a.kind === 'move') board._select(a.to, { extend: a.extend && s.mode === 'play' });
  else if (a.kind === 'digit') input(board, a.digit);
  else if (a.kind === 'mark') input(board, a.digit, { mode: 'corner' });
  else if (a.kind === 'centre') input(board, a.digit, { mode: 'centre' });
  else if (a.kind === 'pencil') switchMode(board, 'corner');
  else if (a.kind === 'notes') switchMode(board, 'cycle');
  else if (a.kind === 'colour') switchMode(board, 'colour');
  else if (a.kind === 'hint') board.hint().catch(() => {});
  else if (a.kind === 'check') board.check().catch(() => {});
  else if (a.kind === 'undo') board.undo();
  else if (a.kind === 'redo') board.redo();
}

/**
 * A pad button or key for a mode: 'corner' (Pencil, P), 'centre', 'colour' (K) each switch
 * that mode on and off; 'cycle' (N) goes digits -> corner -> centre -> digits. The
 * `entry-mode` attribute follows.
 */
export function switchMode(board, which) {
  const s = board.s;
  if (s.mode !== 'play') return;
  if (which === 'cycle') game.cycleNotes(s);
  else if (which === 'colour')
    game.toggleColourMode(s); // cells' colours -> candidates' -> digits
  else game.setInputMode(s, s.inputMode === which ? 'digit' : which);
  const w = board._w;
  const words = {
    digit: w.modeDigit,
    corner: w.modeCorner,
    centre: w.modeCentre,
    colour: w.modeColour,
    candidate: w.modeCandidate,
  };
  board.entryMode = s.inputMode;
  board._render();
  board._say(words[s.inputMode]);
}

/** A pad digit: into the selected cell; with a digit kept, another becomes the kept one and the same lets go. */
export function padDigit(board, d) {
  const s = board.s;
  if (s.lockedDigit && d) {
    lockDigit(board, d === s.lockedDigit ? 0 : d);
    return;
  }
  const b = board.padDigits.find((x) => Number(x.dataset.digit) === d);
  if (b?.getAttribute('aria-disabled') === 'true') {
    board._say(`${d}, ${board._w.padLeft(0, board._w)}.`);
    return;
  }
  input(board, d);
}

/** Digit-first input: keeps digit d (0 lets go); a tap on a cell then places it. */
export function lockDigit(board, d) {
  if (board.s.mode !== 'play') return;
  board.s.lockedDigit = d;
  board._render();
  board._say(d ? board._w.lockedDigit(d, board._w) : board._w.unlockedDigit);
}

/**
 * A digit (0 erases) in the selected cells (several at once: one move): as `mode` says (a
 * modifier key), else as the input mode.
 */
export function input(board, d, { mark = false, mode = undefined } = {}) {
  const s = board.s;
  if (board._refuseIfOver()) return;
  const i = s.sel;
  let changed;
  if (s.mode === 'solve') changed = game.setEditorCell(s, i, d);
  else {
    const r = inputCells(s, selectedCells(s), d, mode ?? (mark ? 'corner' : s.inputMode));
    if (r === 'given') board._say(board._w.isGiven(i, board._w));
    else if (r === 'filled') board._say(board._w.markOnDigit(i, board._w));
    changed = r === 'changed';
  }
  if (changed) board._commit('input');
}
