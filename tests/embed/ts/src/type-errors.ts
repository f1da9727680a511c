// Deliberate type errors: tsc must report each line marked `error TSnnnn` below, and nothing
// else (tests/embed/run.mjs checks the list). Proves that the declarations are real types.

import { solve } from 'dlx-sudoku';
import * as core from 'dlx-sudoku/core';
import { SolverClient } from 'dlx-sudoku/worker';
import type { SudokuBoardElement } from 'dlx-sudoku/board';

export async function wrong(): Promise<void> {
  solve('4.....8.5.3'); // error TS2345: solve takes a grid, not text
  const client = new SolverClient(42); // error TS2345: the worker's address is a URL or a string
  await client.call('sovle', { grid: [] }); // error TS2345: no such operation
  await client.call('solve', { text: '...' }); // error TS2353: solve takes {grid}
  await client.call('solve'); // error TS2554: solve needs its arguments
  const rated = await client.call('rate', { grid: '...' });
  const n: number = rated.difficulty; // error TS2322: a difficulty is a word or null
  const solved = await client.call('solve', { grid: [] });
  solved.solution.length; // error TS18047: the solution may be null
  client.call('generate', {}, { onProgress: (p) => p.percent }); // error TS2339: progress is {attempts, limit}
  core.rate('4.....8.5.3'); // error TS2339: the core build has no logic layer
  console.log(n);
}

export async function wrongBoard(el: SudokuBoardElement): Promise<void> {
  el.mode = 'solve'; // error TS2322: the modes are play and edit
  await el.newPuzzle({ difficulty: 'impossible' }); // error TS2322: not a difficulty
  el.addEventListener('solved', (e) => e.detail.seconds); // error TS2339: the detail is {timeMs, hintsUsed}
  const hinted = await el.hint();
  hinted.text; // error TS18047: a failed hint resolves with null
}
