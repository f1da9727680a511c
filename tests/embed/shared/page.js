// The page of the bundler apps (webpack/, esbuild/, rollup/; each src/main.js imports the package
// and hands its modules here, so that every bundler resolves `dlx-sudoku` from its own app): the
// default build in the main thread, the core build (dlx-sudoku/core, its own .wasm) beside it
// in the same page, the worker client with the package's own worker, and the <sudoku-board> of
// index.html. Writes the results into the page and sets <body data-done="ok"> (or "error", the
// message in #status) for tests/embed/run.mjs, which checks them as it does the Vite app's.

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
// NOIP 2009's official sample 2 (tests/embed/run.mjs knows its published best score).
const NOIP2 = '000702453900008000740005010195080000070000025030579108000601000060900001000000006';

const show = (id, value) => {
  document.getElementById(id).textContent = String(value);
};

/** `dlx`: the default export and solve_text, max_score_text of `dlx-sudoku`; `core`: `dlx-sudoku/core`. */
export function runPage({ dlx, core, SolverClient }) {
  main(dlx, core, SolverClient).then(
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
}

async function main(dlx, core, SolverClient) {
  show('puzzle', PUZZLE);
  await dlx.init();
  show('main-solution', dlx.solve_text(PUZZLE));
  show('main-max-score', dlx.max_score_text('0'.repeat(81)));

  await core.default();
  show('core-solution', core.solve_text(PUZZLE));
  show('core-max-score', core.max_score(Uint8Array.from(NOIP2, Number)));
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
