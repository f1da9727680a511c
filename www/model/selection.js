// Several cells selected at once, without the DOM: the selection (drag, Ctrl or Shift+click,
// Shift+arrows) and a digit, mark or colour given to all of its cells as one move. `s.sel` stays
// the cell in focus; `s.selection` lists every selected cell when there are several (sel among
// them) and is empty otherwise.

import { bit } from './grid.js';
import { candidateColour, canRedo, input, nextCandidateColour, remember } from './game.js';

/** The selected cells: the selection when several are (and sel among them), else the one in focus. */
export const selectedCells = (s) => (s.selection?.length > 1 && s.selection.includes(s.sel) ? s.selection : [s.sel]);

/** Only cell i is selected. */
export function selectOnly(s, i) {
  s.sel = i;
  s.selection = [];
}

/**
 * Cell i joins the selection and takes the focus; with `toggle` (Ctrl+click) a cell already in
 * it leaves it instead (the last one stays).
 */
export function selectAlso(s, i, { toggle = false } = {}) {
  const cells = selectedCells(s).filter((j) => j !== i);
  if (toggle && cells.length < selectedCells(s).length) {
    if (!cells.length) return;
    s.selection = cells.length > 1 ? cells : [];
    s.sel = cells.at(-1);
    return;
  }
  cells.push(i);
  s.selection = cells.length > 1 ? cells : [];
  s.sel = i;
}

/**
 * Digit d (0 erases) in every cell of `cells`, as `mode` says, as one move (one undo step). A
 * mark or colour goes on all of them, or off all of them when all have it already (as on
 * sudoku.coach); a candidate colour moves on from the one they share (none when they differ).
 * Givens are skipped (a cell colour paints them too). Returns 'changed', 'same', 'given' (all
 * givens) or 'filled' (a mark on digits only).
 */
export function inputCells(s, cells, d, mode = s.inputMode) {
  if (cells.length === 1) return input(s, cells[0], d, mode);
  const open = cells.filter((i) => !s.givens[i]);
  const targets = mode === 'colour' ? cells : open;
  if (!targets.length) return 'given';
  const empty = open.filter((i) => !s.entries[i]);
  const marking = mode === 'corner' || mode === 'centre' || mode === 'candidate';
  if (marking && d && !empty.length) return 'filled';
  let act;
  if (mode === 'corner' || mode === 'centre') {
    const masks = mode === 'corner' ? s.marks : s.centre;
    const allHave = empty.every((i) => masks[i] & bit(d));
    act = (i) => Boolean(masks[i] & bit(d)) === allHave && input(s, i, d, mode) === 'changed';
  } else if (mode === 'candidate') {
    const shared = new Set(empty.map((i) => candidateColour(s, i, d)));
    const next = d && shared.size === 1 ? nextCandidateColour([...shared][0]) : 1;
    // input() moves each on from its own colour: pressed until it has the shared next one.
    act = (i) => {
      if (!d) return input(s, i, 0, mode);
      for (let n = 0; n < 3 && candidateColour(s, i, d) !== next; n++) input(s, i, d, mode);
    };
  } else if (mode === 'colour') {
    const allHave = d > 0 && targets.every((i) => s.colours[i] === d);
    act = (i) =>
      (allHave ? s.colours[i] !== 0 : s.colours[i] !== d) && input(s, i, allHave ? 0 : d, mode) === 'changed';
  } else act = (i) => input(s, i, d, mode) === 'changed';

  const h = s.history[s.mode];
  const before = JSON.stringify([s.entries, s.marks, s.centre, s.colours, s.candA, s.candB].map((a) => Array.from(a)));
  const redoKept = canRedo(s) ? h.redo.slice() : null;
  remember(s);
  s.batch = true;
  try {
    for (const i of mode === 'candidate' ? empty : targets) act(i);
  } finally {
    s.batch = false;
  }
  const after = JSON.stringify([s.entries, s.marks, s.centre, s.colours, s.candA, s.candB].map((a) => Array.from(a)));
  if (after !== before) return 'changed';
  // Nothing changed: the step remembered goes, and Redo keeps what it had.
  h.undo.pop();
  if (redoKept) h.redo = redoKept;
  return 'same';
}
