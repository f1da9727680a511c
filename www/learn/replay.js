// Sudoku Explainer's path of a puzzle, replayed one step at a time with the engine's `hint`:
// each call gets the next step from the board as the earlier steps left it (their digits and
// the candidates they removed), so a replay that stops at step k costs the steps up to k, not
// the whole path (a nested chain later on can take minutes). The board is carried from one step
// to the next (model/grid.js's pathBoard), so the bookkeeping is linear in the path's length. The Learn page draws its example
// with it, tools/learn-examples.mjs finds the examples with it, and tests/node/learn.mjs checks
// them with it. No DOM: `call(op, args)` is the engine (a worker client, or the module in Node).

import { gridToLine, pathBoard } from '../model/grid.js';

/** The step limit of a replay: a path longer than this is not one SE takes (81 cells). */
const MAX_STEPS = 400;

/**
 * Replays the path of `puzzle` (81 digits, 0 blank) until `stop(step, k)` is true for step k or
 * the grid is solved. Returns `{steps, index}`: the steps replayed (the last the one that
 * stopped it) and its index, or index -1 when no step stopped it.
 * @param {(op: string, args: object) => Promise<any>} call
 * @param {ArrayLike<number>} puzzle
 * @param {(step: any, k: number) => boolean} stop
 */
export async function replayUntil(call, puzzle, stop) {
  const givens = Array.from(puzzle);
  const steps = [];
  const path = pathBoard(givens);
  for (let k = 0; k < MAX_STEPS; k++) {
    const board = path.board();
    const entries = Array.from(board.digits, (d, i) => (givens[i] ? 0 : d));
    const r = await call('hint', {
      givens,
      entries,
      candidates: Array.from(board.marks, (m, i) => (board.digits[i] ? 0x1ff : m)),
    });
    if (r.kind !== 'step') {
      if (r.kind === 'solved') return { steps, index: -1 };
      throw new Error(`the path of ${gridToLine(givens)} stopped at step ${k + 1}: ${r.text}`);
    }
    steps.push(r.step);
    path.apply(r.step);
    if (stop(r.step, k)) return { steps, index: k };
  }
  throw new Error(`the path of ${gridToLine(givens)} is longer than ${MAX_STEPS} steps`);
}

/** The first step of `technique` on the path, or index -1. */
export const replayToTechnique = (call, puzzle, technique) =>
  replayUntil(call, puzzle, (s) => s.technique === technique);

/** Steps 0..k of the path; throws when the path is shorter. */
export async function replayToStep(call, puzzle, k) {
  const r = await replayUntil(call, puzzle, (_s, i) => i === k);
  if (r.index !== k) throw new Error(`the path of ${gridToLine(Array.from(puzzle))} has only ${r.steps.length} steps`);
  return r;
}
