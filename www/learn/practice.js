// Practice: a new puzzle whose path needs one technique, loaded into Play. Where the generator
// finds one quickly (GENERATED: the techniques whose puzzles it makes in a few seconds, measured
// with tools/learn-practice-times.mjs, docs/learn.md), it searches in the heavy worker: puzzles
// rated in the technique's range until one's hardest step is the technique. Otherwise, and when
// that search runs out of time, a puzzle of the committed bank (www/learn/examples.js) gets a
// random isomorph, and the engine replays its path to check the technique is still on it (the
// path of an isomorph can differ: SE's scan order is not symmetric). Everything runs on the
// heavy worker, so Cancel stops it; nothing needs the network.

import * as game from '../model/game.js';
import { gridToLine, lineToGrid, techniqueName } from '../model/grid.js';
import { EXAMPLES } from './examples.js';
import { randomIsomorph } from './isomorph.js';
import { UI as ENGLISH_UI } from './lessons-en.js';
import { replayToTechnique } from './replay.js';

/**
 * Techniques the generator finds a puzzle for in a few seconds: those it found in each of three
 * searches, with a median of 4 s at most (tools/learn-practice-times.mjs; docs/learn.md).
 */
export const GENERATED = new Set([
  // 1.0-2.5: singles and the direct techniques (not Direct Claiming, which never comes first: docs/learn.md)
  'hidden-single',
  'direct-pointing',
  'direct-hidden-pair',
  'naked-single',
  'direct-hidden-triplet',
  // 2.6-4.4: locked candidates, pairs, the naked triple, X-Wing, the wings
  'pointing',
  'claiming',
  'naked-pair',
  'x-wing',
  'hidden-pair',
  'naked-triplet',
  'xy-wing',
  'xyz-wing',
  // 4.5-5.7: the uniqueness techniques the generator meets often
  'unique-rectangle-type-1',
  'unique-rectangle-type-2',
  'unique-rectangle-type-4',
  'bug-type-1',
  'bug-type-2',
  // 6.5-7.0: the static chains and cycles but the X-cycles
  'bidirectional-y-cycle',
  'turbot-fish',
  'forcing-x-chain',
  'bidirectional-cycle',
  'forcing-chain',
  // 8.0: the one multiple chain found quickly
  'region-forcing-chains',
]);
/** How long the generator searches before Practice takes a puzzle of the bank. */
const SEARCH_MS = 8000;
/** Isomorphs tried before the bank's puzzle is given as it is. */
const ISOMORPHS = 4;

/** The difficulty word of an ER, as the generator's options name them. */
export const difficultyOf = (rating) =>
  rating <= 1.5 ? 'easy' : rating <= 2.5 ? 'medium' : rating <= 4.4 ? 'hard' : rating <= 6.6 ? 'expert' : 'extreme';

/** The generator's search: `{puzzle, rating, hardest}` or null when SEARCH_MS ran out. */
async function generate(call, technique, base) {
  const t0 = performance.now();
  // Chains add 0.1 a length step; the rest are rated exactly their base (UR type 3 and BUG
  // type 3 aside, which are not generated).
  const rating = [base, base >= 6.5 ? base + 0.3 : base];
  while (performance.now() - t0 < SEARCH_MS) {
    let r;
    try {
      r = await call('generate', { options: { rating }, attempts: 500 });
    } catch (err) {
      if (/^no puzzle found/.test(err.message)) continue; // none rated so in 500: the next round
      throw err;
    }
    if (r.hardest === technique) return { puzzle: lineToGrid(r.puzzle), rating: r.rating, solution: r.solution };
  }
  return null;
}

/**
 * A bank puzzle's isomorph whose path still uses the technique (else the puzzle itself). From
 * 10.5 on (an example with `shown`) the bank holds isomorphs confirmed offline, and a replay
 * here would run nesting level 4 or 5: one of them is taken as it is.
 */
async function fromBank(call, technique) {
  const ex = EXAMPLES[technique];
  const confirmed = ex.shown && ex.bank.length > 0; // isomorphs confirmed offline
  const bank = confirmed ? ex.bank : [{ puzzle: ex.puzzle, rating: ex.rating }, ...ex.bank];
  const pick = bank[Math.floor(Math.random() * bank.length)];
  const original = lineToGrid(pick.puzzle);
  if (confirmed) return { puzzle: original, rating: pick.rating, solution: null };
  for (let k = 0; k < ISOMORPHS; k++) {
    const grid = randomIsomorph(original);
    const r = await replayToTechnique(call, grid, technique);
    if (r.index >= 0) return { puzzle: Uint8Array.from(grid), rating: pick.rating, solution: null };
  }
  return { puzzle: original, rating: pick.rating, solution: null };
}

/**
 * Finds a practice puzzle for `technique` (with its base rating `base`) and starts it in Play,
 * saying so with the Learn view's strings `UI` and the technique's `name` (of the lesson's language).
 * @param {any} page the page object of app.js
 */
export async function practise(page, technique, base, { UI = ENGLISH_UI, name = techniqueName(technique) } = {}) {
  const { state, status } = page;
  if (page.refuseIfBusy('a practice puzzle')) return;
  const job = status.start('practice', UI.practiceSearching(name), { slow: true });
  status.set(UI.practiceSearching(name));
  const call = (op, args) => page.heavy.call(op, args);
  try {
    let found = GENERATED.has(technique) ? await generate(call, technique, base) : null;
    const generated = found !== null;
    if (!found && EXAMPLES[technique]) found = await fromBank(call, technique);
    if (!found) throw new Error(UI.noExample);
    const ms = performance.now() - job.t0;
    const puzzle = { difficulty: difficultyOf(found.rating), rating: found.rating, source: 'practice' };
    if (generated) puzzle.hardest = technique;
    state.mode = 'play';
    game.startGame(state, found.puzzle, { puzzle, solution: found.solution ? lineToGrid(found.solution) : null });
    page.practice = { technique, key: gridToLine(found.puzzle) };
    page.newGame();
    page.commit({ url: 'push' });
    status.set(
      generated ? UI.practiceGenerated(name, found.rating, ms) : UI.practiceFromBank(name, found.rating),
      'ok',
    );
    page.selectCell(state.givens.indexOf(0));
  } catch (err) {
    if (!err.cancelled) status.set(UI.practiceFailed(err.message), 'error');
  } finally {
    status.end(job);
    page.render();
  }
}
