// The packed dlx-sudoku in a Vite app with default settings: the API in the main thread
// (init() finds the .wasm through Vite's asset handling), the core build (dlx-sudoku/core, its
// own smaller .wasm) beside it, and the worker client with the
// package's own worker (new SolverClient() with no argument: Vite bundles solver-worker.js and its
// wasm). Writes the results into the page and sets <body data-done="ok"> (or "error" with the
// message in #status) for tests/embed/run.mjs.

import init, { max_score_text, solve_text } from 'dlx-sudoku';
import * as core from 'dlx-sudoku/core';
import { SolverClient } from 'dlx-sudoku/worker';
import 'dlx-sudoku/board'; // defines <sudoku-board> (driven by tests/embed/board-checks.mjs)

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
// NOIP 2009's official sample 2 (tests/embed/run.mjs knows its published best score).
const NOIP2 = '000702453900008000740005010195080000070000025030579108000601000060900001000000006';
const show = (id, value) => {
  document.getElementById(id).textContent = String(value);
};

document.querySelector('sudoku-board').addEventListener('solved', (e) => {
  show('board-solved', `Solved in ${Math.round(e.detail.timeMs / 1000)} s with ${e.detail.hintsUsed} hints`);
});

async function main() {
  show('puzzle', PUZZLE);
  await init();
  show('main-solution', solve_text(PUZZLE));
  show('main-max-score', max_score_text('0'.repeat(81)));

  await core.default();
  show('core-solution', core.solve_text(PUZZLE));
  show('core-max-score', core.max_score(Uint8Array.from(NOIP2, Number)));
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the check lists which exports the module has
  const has = (names) => names.filter((n) => typeof core[n] === 'function').join(' ');
  show(
    'core-exports',
    `${has(['solve', 'count_solutions', 'max_score', 'target'])}; no ${['rate', 'hint', 'generate'].filter((n) => !(n in core)).join(' ')}`,
  );

  const client = new SolverClient();
  await client.ready;
  const solved = await client.call('solve', { grid: Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c))) });
  show('worker-solution', solved.solution.join(''));
  show('worker-count', solved.count);
  const rated = await client.call('rate', { grid: PUZZLE });
  show('worker-difficulty', rated.difficulty);
  show('worker-rating', rated.rating);
  const made = await client.call('generate', { options: { difficulty: 'easy', seed: 42 } });
  show('worker-generated', made.puzzle);
  show('worker-seed', made.seed);
  client.close();
}

main().then(
  () => {
    show('status', 'done');
    document.body.dataset.done = 'ok';
  },
  (err) => {
    show('status', `error: ${err?.message ? err.message : err}`);
    document.body.dataset.done = 'error';
    console.error(err);
  },
);
