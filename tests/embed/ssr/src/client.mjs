// The browser's side: hydrateRoot over the server's HTML. The page's <body data-order> says when
// the board's module loads: `before` hydration (the element defined when React hydrates) or
// `after` it (the boards upgrade once React is done). Sets <body data-done="ok"> when both are.

import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.mjs';

window.__ssr = { log: [], hydrated: false, rerender: () => {} };
const order = document.body.dataset.order;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (order === 'before') await import('dlx-sudoku/board');
hydrateRoot(document.getElementById('root'), h(App), {
  onRecoverableError: (err) => console.error(`recoverable: ${err.message}`),
});
while (!window.__ssr.hydrated) await frame();
if (order === 'after') await import('dlx-sudoku/board');
await Promise.all([...document.querySelectorAll('sudoku-board')].map((b) => b.ready));
document.getElementById('status').textContent = `hydrated, the board's module ${order} hydration`;
document.body.dataset.done = 'ok';
