// The packed dlx-sudoku in a React 19 app under strict TypeScript, typed only by the package's
// own JSX types (`dlx-sudoku/react`). tests/embed/react-checks.mjs drives it in Chromium:
//   #game     a game saved to localStorage when the page is hidden and restored on load
//             (the `state` prop), its events logged through the documented props
//   #late     a bad puzzle and no listener: `error` and `status` stay readable
//   #list     a keyed list of boards that React reorders (window.__react.reorder())
// Sets <body data-done="ok"> once everything has rendered.

import { StrictMode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import 'dlx-sudoku/react';
import type { SudokuBoardChangeDetail, SudokuBoardElement, SudokuBoardState } from 'dlx-sudoku/react';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SAVE_KEY = 'dlx-sudoku-react-game';

type Logged =
  | { type: 'change'; detail: SudokuBoardChangeDetail }
  | { type: 'solved'; hintsUsed: number }
  | { type: 'error'; message: string };

interface Driver {
  log: Logged[];
  setPuzzle: (puzzle: string) => void;
  reorder: () => void;
}

declare global {
  interface Window {
    __react: Driver;
  }
}

const driver: Driver = { log: [], setPuzzle: () => {}, reorder: () => {} };
window.__react = driver;

function savedGame(): SudokuBoardState | undefined {
  const text = localStorage.getItem(SAVE_KEY);
  return text === null ? undefined : (JSON.parse(text) as SudokuBoardState);
}

function Game() {
  const [saved] = useState(savedGame);
  const [puzzle, setPuzzle] = useState(PUZZLE);
  const board = useRef<SudokuBoardElement>(null);
  useEffect(() => {
    driver.setPuzzle = (p) => flushSync(() => setPuzzle(p));
    const save = () => {
      if (board.current) localStorage.setItem(SAVE_KEY, JSON.stringify(board.current.state));
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);
  // The listeners come first: React sets the props in this order, and loading `state` and
  // `puzzle` already fires `change`.
  return (
    <sudoku-board
      id="game"
      ref={board}
      onchange={(e) => driver.log.push({ type: 'change', detail: e.detail })}
      onsolved={(e) => driver.log.push({ type: 'solved', hintsUsed: e.detail.hintsUsed })}
      onerror={(e) => driver.log.push({ type: 'error', message: e.detail.message })}
      state={saved}
      puzzle={puzzle}
    />
  );
}

function List() {
  const [order, setOrder] = useState(['a', 'b', 'c']);
  useEffect(() => {
    driver.reorder = () => flushSync(() => setOrder((o) => [...o.slice(2), ...o.slice(0, 2)]));
  }, []);
  return (
    <ul id="list">
      {order.map((id) => (
        <li key={id}>
          <sudoku-board data-id={id} />
        </li>
      ))}
    </ul>
  );
}

function App() {
  useEffect(() => {
    const status = document.getElementById('status');
    if (status) status.textContent = 'done';
    document.body.dataset.done = 'ok';
  }, []);
  return (
    <>
      <Game />
      <sudoku-board id="late" puzzle="123" />
      <List />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
