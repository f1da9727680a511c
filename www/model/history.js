// Undo and redo (model/game.js's API): one history for each mode, so that Undo in the editor
// never changes the game and back. Each step is a snapshot of the grids and marks, never of the
// view; within one game an undo never turns the clock back, and the solved state follows the
// board undone to.

import { clockMayRun, playTime } from './clock.js';
import { sameGrid } from './grid.js';
import { isSolved } from './solved.js';
import { clearMarksOfTheView } from './view.js';

export const UNDO_LIMIT = 300;

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
