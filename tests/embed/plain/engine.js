// The page of tests/embed/engine-checks.mjs: the packed package's client and board, imported by
// their paths (an import map is an inline script, which a strict CSP refuses). Records every
// board's events and every CSP violation, then sets <body data-loaded>.

import { CancelledError, EngineError, SolverClient } from './node_modules/dlx-sudoku/engine/solver-client.js';
import { SudokuBoardElement } from './node_modules/dlx-sudoku/board/sudoku-board.js';

window.dlx = { CancelledError, EngineError, SolverClient, SudokuBoardElement };
window.boardEvents = [];
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.violations.push(`${e.violatedDirective}: ${e.blockedURI}`);
});

/** Adds a board holding `puzzle` that records its events; `client` (optional) is set before it connects. */
window.addBoard = (puzzle, client) => {
  const board = document.createElement('sudoku-board');
  const index = document.querySelectorAll('sudoku-board').length;
  for (const type of ['change', 'solved', 'error'])
    board.addEventListener(type, (e) => window.boardEvents.push({ index, type, detail: e.detail }));
  if (client) board.client = client;
  board.setAttribute('puzzle', puzzle);
  document.getElementById('boards').append(board);
  return board;
};

document.body.dataset.loaded = 'true';
