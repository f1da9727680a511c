// Mistakes and the end of a game (model/game.js's API): the wrong digits counted (each cell and
// digit once), Check, and the solved state, which follows the board: a full right board is
// finished and its clock stops; the time it was first solved in stays.

import { playTime, resumeClock } from './clock.js';
import { PEERS, bit, countFilled, overlay, sameGrid } from './grid.js';

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

export const isComplete = (s) => countFilled(overlay(s.givens, s.entries)) === 81;

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
