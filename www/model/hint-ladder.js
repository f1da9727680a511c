// The hint ladder, without the DOM: the page (page/play-actions.js) and <sudoku-board>
// (board/actions.js) both climb it. A press of Hint:
//   1. asks the engine for the next step and shows a nudge: the technique's name and where to
//      look (one row, column or box, or a few of one kind), outlined on the board; never a cell
//      of the step nor its digit;
//   2. shows the step in full (its cells, candidates, chain and sentence);
//   3. applies it.
// With `fullHints` the first press goes straight to 2. A wrong digit or a lost candidate is
// pointed at at once (a nudge would not help), and the next press mends it.
//
// Counting: a hint counts once per step, when it is first shown at any level (a nudge counts);
// the same step asked for again (after an undo or a reload) is not counted twice in a row.
//
// Selection: a hint shown in full (and a pointer at a wrong digit or a lost candidate) selects
// its cell, so that the digit tapped or typed next goes where the hint says; a nudge leaves the
// selection alone (it would give the cell away).

import { stepCell } from './game.js';
import { selectOnly } from './selection.js';
import { UNITS, boxOf, colOf, rowOf } from './grid.js';

/** A key naming a step (or a pointer at a cell), to count it once. */
export const stepKey = (r) =>
  r.kind === 'step'
    ? `${r.step.technique}|${JSON.stringify(r.step.place)}|${JSON.stringify(r.step.eliminate)}`
    : `${r.kind}|${r.cell}`;

const NUMBER_OF = { box: (c) => boxOf(c) + 1, row: (c) => rowOf(c) + 1, column: (c) => colOf(c) + 1 };

/**
 * Where a nudge says to look: `{kind: 'row' | 'column' | 'box', ns: [1-9, ...], cells}`. One
 * unit holding every cell of the step (its pattern and its targets) when there is one, boxes
 * first; else the fewest units of one kind that hold the pattern's cells. Always whole units,
 * so it singles out no cell.
 */
export function nudgeRegion(step) {
  const targets = [...step.place, ...step.eliminate].map(([c]) => c);
  const all = [...new Set([...(step.cells || []), ...targets])];
  for (const kind of ['box', 'row', 'column']) {
    const unit = UNITS.find((u) => u.kind === kind && all.every((c) => u.cells.includes(c)));
    if (unit) return { kind, ns: [unit.n], cells: unit.cells.slice() };
  }
  const pattern = step.cells?.length ? step.cells : all;
  let best = null;
  for (const kind of ['box', 'row', 'column']) {
    const ns = [...new Set(pattern.map(NUMBER_OF[kind]))].sort((a, b) => a - b);
    if (!best || ns.length < best.ns.length) best = { kind, ns };
  }
  const cells = UNITS.filter((u) => u.kind === best.kind && best.ns.includes(u.n)).flatMap((u) => u.cells);
  return { ...best, cells };
}

/** The highlight of a step shown in full: its cells, candidates, targets and chain. */
export const fullHighlight = (step) => ({
  source: 'hint',
  cells: step.cells,
  candidates: step.candidates,
  place: step.place,
  eliminate: step.eliminate,
  chain: step.chain,
});

/** What the next press of Hint does: 'ask' (the engine), 'full' (show the step) or 'apply'. */
export const hintPress = (s) => (!s.hint ? 'ask' : s.hint.kind === 'step' && s.hint.level === 1 ? 'full' : 'apply');

/**
 * Shows the engine's answer `r` (a step, a wrong entry or a missing candidate) on `s`: a
 * nudge (level 1) or in full (level 2, `full` or not a step). Counts it in `s.hintsUsed` unless
 * it is the step counted last. Returns whether it was counted.
 */
export function showHint(s, r, { full = false } = {}) {
  const key = stepKey(r);
  const counted = s.hintCounted !== key;
  if (counted) {
    s.hintsUsed++;
    s.hintCounted = key;
  }
  if (r.kind === 'step') {
    const region = nudgeRegion(r.step);
    s.hint = { kind: 'step', step: r.step, level: full ? 2 : 1, region };
    s.highlight = full
      ? fullHighlight(r.step)
      : { source: 'hint', region: region.cells, regionUnits: region.ns.map((n) => ({ kind: region.kind, n })) };
    if (full) selectOnly(s, stepCell(r.step) ?? s.sel);
  } else {
    s.hint = { kind: r.kind, cell: r.cell, level: 2 };
    s.highlight = { source: 'hint', wrongCell: r.cell, cells: [r.cell] };
    selectOnly(s, r.cell);
  }
  return counted;
}

/** The second press: the step on show, in full (its cell selected). */
export function showFullHint(s) {
  s.hint.level = 2;
  s.highlight = fullHighlight(s.hint.step);
  selectOnly(s, stepCell(s.hint.step) ?? s.sel);
}

/** "box 7", "rows 4, 6 and 7": a region in words; `names` gives each kind's singular and plural. */
export function regionWords(
  region,
  names = { row: ['row', 'rows'], column: ['column', 'columns'], box: ['box', 'boxes'] },
  and = 'and',
) {
  const { kind, ns } = region;
  const list = ns.length <= 1 ? String(ns[0]) : `${ns.slice(0, -1).join(', ')} ${and} ${ns[ns.length - 1]}`;
  return `${names[kind][ns.length === 1 ? 0 : 1]} ${list}`;
}
