// The four names of the README's import map, loaded under the README's policy: the default
// build's init(), the core build's solve, the worker client's solve and a board that is ready.
// Sets <body data-done="ok"> (or "error", the message in #status) for tests/embed/run.mjs.

import init, { count_solutions_text } from 'dlx-sudoku';
import initCore, { solve_text } from 'dlx-sudoku/core';
import { SolverClient } from 'dlx-sudoku/worker';
import 'dlx-sudoku/board';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const show = (id, value) => {
  document.getElementById(id).textContent = String(value);
};

async function main() {
  await init();
  if (count_solutions_text(PUZZLE, 2) !== 1) throw new Error('dlx-sudoku: the puzzle is not unique');
  await initCore();
  show('core-solution', solve_text(PUZZLE));
  const client = new SolverClient();
  const solved = await client.call('solve', { grid: Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c))) });
  show('worker-solution', solved.solution.join(''));
  client.close();
  await document.querySelector('sudoku-board').ready;
}

main().then(
  () => {
    show('status', 'done');
    document.body.dataset.done = 'ok';
  },
  (err) => {
    show('status', `${err.name}: ${err.message}`);
    document.body.dataset.done = 'error';
  },
);
