// Props that React 19 would accept at run time but that never reach the element: each marked
// line must fail tsc with the error code in its comment (tests/embed/run.mjs), and no other line.

import 'dlx-sudoku/react';

export const camelChange = <sudoku-board onChange={() => {}} />; // error TS2322
export const camelSolved = <sudoku-board onSolved={() => {}} />; // error TS2322
export const camelError = <sudoku-board onError={() => {}} />; // error TS2322
export const numberPuzzle = <sudoku-board puzzle={42} />; // error TS2322
export const badMode = <sudoku-board mode="solve" />; // error TS2322
export const badDetail = <sudoku-board onchange={(e) => e.detail.grid} />; // error TS2339
export const badState = <sudoku-board state={{ version: 3 }} />; // error TS2322
export const right = (
  <sudoku-board
    puzzle="4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    mode="play"
    onchange={(e) => e.detail.cause}
    onsolved={(e) => e.detail.timeMs}
    onerror={(e) => e.detail.message}
  />
);
