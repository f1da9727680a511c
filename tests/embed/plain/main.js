// The worker client of the packed dlx-sudoku with its own worker (no address given), in a page
// without a bundler, and the <sudoku-board> element (which tests/embed/board-checks.mjs drives).
// Writes the results into the page and sets <body data-done="ok"> (or "error" with the message
// in #status) for tests/embed/run.mjs.

import { CancelledError, SolverClient } from 'dlx-sudoku/worker';
import 'dlx-sudoku/board'; // defines <sudoku-board>

document.querySelector('sudoku-board').addEventListener('solved', (e) => {
  show('board-solved', `Solved in ${Math.round(e.detail.timeMs / 1000)} s with ${e.detail.hintsUsed} hints`);
});

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const show = (id, value) => {
  document.getElementById(id).textContent = String(value);
};

async function main() {
  const client = new SolverClient();
  await client.ready;
  show('puzzle', PUZZLE);
  const grid = Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c)));
  const solved = await client.call('solve', { grid });
  show('solution', solved.solution.join(''));
  show('count', solved.count);
  const rated = await client.call('rate', { grid: PUZZLE });
  show('difficulty', rated.difficulty);
  show('rating', rated.rating);
  // cancel(): the pending call rejects with a CancelledError, and a fresh worker answers.
  const pending = client.call('generate', { options: { difficulty: 'expert' } });
  client.cancel();
  let outcome = 'not rejected';
  try {
    await pending;
  } catch (err) {
    outcome = err instanceof CancelledError ? 'CancelledError' : `other error: ${err.message}`;
  }
  const again = await client.call('solve', { grid });
  show(
    'cancel',
    `${outcome}; then ${again.solution.join('') === solved.solution.join('') ? 'the same solution' : 'a different solution'}`,
  );
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
