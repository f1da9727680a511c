// The app, rendered by the server (build.mjs, react-dom/server's renderToString) and hydrated in
// the browser (client.mjs, hydrateRoot): plain createElement, so that Node runs it as it is.
//   #props  every prop as React props: the puzzle, booleans and a string (written by the server
//           as attributes), `strings`, `state` and stable event props (which hydration does not
//           set: React 19 sets no custom element's props while hydrating)
//   #ref    the same puzzle and options as props, and `strings`, `state` and the listeners
//           given in a ref callback, which React runs at hydration (docs/embedding.md's way)
// The checks read window.__ssr (client.mjs): the events heard, whether hydration is done.

import { createElement as h, useEffect, useState } from 'react';

export const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
// A saved game: the 1 of r1c2 entered (the solution's), one hint used.
export const SAVED = { version: 2, givens: PUZZLE, entries: `.1${'.'.repeat(79)}`, hintsUsed: 1 };
export const STRINGS = { hint: 'Indice ?' };

const log = (entry) => globalThis.__ssr?.log.push(entry);
// Stable handlers (defined once): what hydration has to attach, as React never sees them change.
const onChange = (e) => log({ type: 'change', id: e.currentTarget.id, cause: e.detail.cause });
const onSolved = (e) => log({ type: 'solved', id: e.currentTarget.id });
const onError = (e) => log({ type: 'error', id: e.currentTarget.id, message: e.detail.message });

/** What hydration does not set, given by a ref callback (React 19 runs it, and its cleanup). */
function withObjects(board) {
  if (!board) return;
  board.strings = STRINGS;
  board.state = SAVED;
  const listeners = [
    ['change', onChange],
    ['solved', onSolved],
    ['error', onError],
  ];
  for (const [type, fn] of listeners) board.addEventListener(type, fn);
  return () => {
    for (const [type, fn] of listeners) board.removeEventListener(type, fn);
  };
}

const OPTIONS = { puzzle: PUZZLE, showCandidates: true, showMistakes: true, fullHints: true, entryMode: 'centre' };

export function App() {
  const [renders, setRenders] = useState(1);
  useEffect(() => {
    if (!globalThis.__ssr) return;
    globalThis.__ssr.rerender = () => setRenders((n) => n + 1);
    globalThis.__ssr.hydrated = true;
  }, []);
  return h(
    'main',
    null,
    h('sudoku-board', {
      id: 'props',
      ...OPTIONS,
      strings: STRINGS,
      state: SAVED,
      onchange: onChange,
      onsolved: onSolved,
      onerror: onError,
    }),
    h('sudoku-board', { id: 'ref', ref: withObjects, ...OPTIONS }),
    h('p', { id: 'renders' }, `renders: ${renders}`),
  );
}
