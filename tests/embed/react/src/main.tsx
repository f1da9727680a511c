// The packed dlx-sudoku in a React 19 app under strict TypeScript, typed only by the package's
// own JSX types (`dlx-sudoku/react`). tests/embed/react-checks.mjs drives it in Chromium:
//   #game     a game saved to localStorage when the page is hidden and restored on load
//             (the `state` prop), its events logged through the documented props
//   #late     a bad puzzle and no listener: `error` and `status` stay readable
//   #list     a keyed list of boards that React reorders (window.__react.reorder())
//   #probes   a root of its own: boards whose loading prop comes before their listener, a `state`
//             prop that is a new object on every render, and one given a saved game it cannot
//             read (window.__react.rerender(), giveBadState())
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
  /** The probes' events, each with the id of its board. */
  probes: (Logged & { id: string })[];
  rerender: () => void;
  giveBadState: () => void;
}

declare global {
  interface Window {
    __react: Driver;
  }
}

const driver: Driver = {
  log: [],
  setPuzzle: () => {},
  reorder: () => {},
  probes: [],
  rerender: () => {},
  giveBadState: () => {},
};
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
  // The listeners first here, after the props in Probes: either order hears the load.
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

// A saved game as an app keeps it (localStorage's text): PUZZLE with one digit entered.
const SAVED = JSON.stringify({
  version: 2,
  mode: 'play',
  givens: PUZZLE,
  entries: `.1${'.'.repeat(79)}`,
  marks: new Array<number>(81).fill(0),
  timeMs: 0,
  finished: false,
  hintsUsed: 0,
  pencil: false,
  selected: 2,
  history: { undo: [], redo: [] },
} satisfies SudokuBoardState);

// Written as an app may write them: each loading prop before the listener, and `state` parsed
// anew on every render (a new object with the same game each time).
function Probes() {
  const [tick, setTick] = useState(0);
  const [bad, setBad] = useState<SudokuBoardState | undefined>(undefined);
  useEffect(() => {
    driver.rerender = () => flushSync(() => setTick((t) => t + 1));
    // A saved game from a newer version of the board, unchecked as data from storage is.
    driver.giveBadState = () => flushSync(() => setBad({ ...JSON.parse(SAVED), version: 3 }));
  }, []);
  const logChange = (id: string) => (e: CustomEvent<SudokuBoardChangeDetail>) =>
    driver.probes.push({ id, type: 'change', detail: e.detail });
  const logError = (id: string) => (e: CustomEvent<{ message: string }>) =>
    driver.probes.push({ id, type: 'error', message: e.detail.message });
  return (
    <div data-tick={tick}>
      <sudoku-board id="puzzle-first" puzzle={PUZZLE} onchange={logChange('puzzle-first')} />
      <sudoku-board
        id="state-first"
        state={JSON.parse(SAVED) as SudokuBoardState}
        onchange={logChange('state-first')}
        onerror={logError('state-first')}
      />
      <sudoku-board
        id="bad-state"
        state={bad ?? (JSON.parse(SAVED) as SudokuBoardState)}
        onchange={logChange('bad-state')}
        onerror={logError('bad-state')}
      />
    </div>
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
const probes = document.getElementById('probes');
if (!root || !probes) throw new Error('no #root or #probes');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// A root of its own, so that a board that throws while React commits takes only the probes down.
createRoot(probes).render(
  <StrictMode>
    <Probes />
  </StrictMode>,
);
