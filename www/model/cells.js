// What a move does to the cells (model/game.js's API): a digit entered or erased (placing one
// takes it out of its peers' marks, erasing it gives them back), corner and centre marks,
// colours, candidate colours, Fill and Reset, and a step of the logic layer applied. Each
// change is one undo step (history.js) and drops the view's marks (view.js).

import { ALL_DIGITS, PEERS, bit } from './grid.js';
import { remember } from './history.js';
import { noteMistake, syncFinished } from './solved.js';
import { clearMarksOfTheView } from './view.js';

/**
 * A digit (0 erases) in a cell of the game; givens stay. Returns false when nothing changed.
 * Placing a digit takes it out of its peers' marks; erasing it (or typing another over it)
 * gives back what it took.
 */
export function setEntry(s, i, v) {
  if (s.givens[i] || s.entries[i] === v) return false;
  remember(s);
  const old = s.entries[i];
  s.entries[i] = 0;
  if (old) giveBackMarks(s, i, old);
  s.entries[i] = v;
  if (v) {
    takeOutOfPeers(s, i, v);
    noteMistake(s, i);
  }
  clearMarksOfTheView(s);
  syncFinished(s);
  return true;
}

/** Digit d placed in cell i: out of its peers' marks, each removal remembered for an erase. */
function takeOutOfPeers(s, i, d) {
  const b = bit(d);
  for (const j of PEERS[i]) {
    if (s.marks[j] & b) s.autoRemoved[j] |= b;
    if (s.centre[j] & b) s.autoRemovedCentre[j] |= b;
    s.marks[j] &= ~b;
    s.centre[j] &= ~b;
  }
}

/**
 * Digit d erased from cell i: the peers it took d out of get d back, where no other digit d
 * still sees them (a clash's other d keeps it out until it goes too).
 */
function giveBackMarks(s, i, d) {
  const b = bit(d);
  for (const j of PEERS[i]) {
    if (!((s.autoRemoved[j] | s.autoRemovedCentre[j]) & b)) continue;
    if (PEERS[j].some((k) => s.givens[k] === d || s.entries[k] === d)) continue;
    if (s.autoRemoved[j] & b) s.marks[j] |= b;
    if (s.autoRemovedCentre[j] & b) s.centre[j] |= b;
    s.autoRemoved[j] &= ~b;
    s.autoRemovedCentre[j] &= ~b;
  }
}

/** Toggles corner mark d of cell i; a mark taken out is remembered as the player's removal. */
export function toggleMark(s, i, d) {
  if (s.givens[i] || s.entries[i]) return false;
  remember(s);
  s.marks[i] ^= bit(d);
  if (s.marks[i] & bit(d)) s.removed[i] &= ~bit(d);
  else s.removed[i] |= bit(d);
  s.autoRemoved[i] &= ~bit(d); // the player's own choice from now on
  clearMarksOfTheView(s);
  return true;
}

/** Toggles centre mark d of cell i. */
export function toggleCentre(s, i, d) {
  if (s.givens[i] || s.entries[i]) return false;
  remember(s);
  s.centre[i] ^= bit(d);
  s.autoRemovedCentre[i] &= ~bit(d);
  clearMarksOfTheView(s);
  return true;
}

/** Colour c (1-9) on cell i, or off when the cell has it already; 0 clears. Givens may be coloured too. */
export function setColour(s, i, c) {
  const next = c && s.colours[i] !== c ? c : 0;
  if (s.colours[i] === next) return false;
  remember(s);
  s.colours[i] = next;
  clearMarksOfTheView(s);
  return true;
}

/**
 * Erases cell i's marks, corner and centre (its colour stays: Erase in colour mode clears it).
 * The cell starts afresh: its removals are forgotten too, so Fill candidates fills it whole.
 */
export function clearMarks(s, i) {
  if (!s.marks[i] && !s.centre[i]) return false;
  remember(s);
  s.removed[i] = 0;
  s.autoRemoved[i] = 0;
  s.autoRemovedCentre[i] = 0;
  s.marks[i] = 0;
  s.centre[i] = 0;
  clearMarksOfTheView(s);
  return true;
}

/**
 * Every empty cell gets the candidates `masks` gives it (the rules' candidates), except those
 * the player removed by hand. Returns the number of candidates left out that way.
 */
export function fillMarks(s, masks) {
  remember(s);
  let kept = 0;
  for (let i = 0; i < 81; i++) {
    if (s.givens[i] || s.entries[i]) continue;
    const all = masks[i] & ALL_DIGITS;
    s.marks[i] = all & ~s.removed[i];
    kept += popcount(all & s.removed[i]);
  }
  clearMarksOfTheView(s);
  return kept;
}

/** Reset marks: the rules' candidates afresh in every empty cell, the player's removals forgotten. */
export function resetMarks(s, masks) {
  remember(s);
  s.removed = new Uint16Array(81);
  for (let i = 0; i < 81; i++) s.marks[i] = s.givens[i] || s.entries[i] ? 0 : masks[i] & ALL_DIGITS;
  clearMarksOfTheView(s);
}

function popcount(m) {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
}

/** The colour of candidate d of cell i: 0 none, 1 colour A, 2 colour B. */
export const candidateColour = (s, i, d) => (s.candA[i] & bit(d) ? 1 : s.candB[i] & bit(d) ? 2 : 0);

/**
 * Candidate d of cell i in colour c (0 none, 1 A, 2 B); d = 0 takes every candidate colour off
 * the cell. Returns false when nothing changed.
 */
export function setCandidateColour(s, i, d, c) {
  const b = d ? bit(d) : ALL_DIGITS;
  const a = c === 1 ? b : 0;
  const bb = c === 2 ? b : 0;
  if ((s.candA[i] & b) === a && (s.candB[i] & b) === bb) return false;
  remember(s);
  s.candA[i] = (s.candA[i] & ~b) | a;
  s.candB[i] = (s.candB[i] & ~b) | bb;
  clearMarksOfTheView(s);
  return true;
}

/** The player's candidates for `hint`: their marks, all digits where a cell has none. */
export function hintMasks(s) {
  const any = s.marks.some((m, i) => m && !s.givens[i] && !s.entries[i]);
  if (!any) return null;
  return Array.from(s.marks, (m, i) => (s.givens[i] || s.entries[i] || !m ? ALL_DIGITS : m));
}

/**
 * Applies a step of the logic layer: its placements as entries, its eliminations as marks
 * removed. When the board shows no marks, `masks` (the rules' candidates) fill them first,
 * so that an elimination is visible and the next hint starts from it.
 */
export function applyStep(s, step, masks) {
  remember(s);
  s.sel = stepCell(step) ?? s.sel; // the digit tapped next goes where the hint acted
  s.selection = [];
  const empty = (i) => !s.givens[i] && !s.entries[i];
  if (step.eliminate.length && !s.marks.some((m, i) => m && empty(i)) && masks) {
    for (let i = 0; i < 81; i++) if (empty(i)) s.marks[i] = masks[i] & ALL_DIGITS;
  }
  for (const [i, d] of step.eliminate) {
    s.marks[i] &= ~bit(d);
    s.centre[i] &= ~bit(d);
    s.removed[i] |= bit(d); // a candidate logic removed stays out of Fill candidates
    s.autoRemoved[i] &= ~bit(d); // and is not given back by an erase
    s.autoRemovedCentre[i] &= ~bit(d);
  }
  for (const [i, d] of step.place) {
    if (!empty(i)) continue;
    s.entries[i] = d;
    takeOutOfPeers(s, i, d);
  }
  clearMarksOfTheView(s);
  syncFinished(s);
}

/** The cell a step is about: its placement's, else its first elimination's (null: none). */
export const stepCell = (step) => step.place[0]?.[0] ?? step.eliminate[0]?.[0] ?? null;
