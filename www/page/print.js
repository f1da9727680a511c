// Print (the Export card): the grid alone on one page, with the puzzle's difficulty and rating
// above it. The print rules are at the end of style.css (the page: everything but the board and
// its caption dropped) and of the board's stylesheet (board/style.js: square, black on
// white, no controls). "Include my digits and marks" chooses what the grid shows: unchecked,
// the puzzle alone (the board's print="givens"); checked, the grid as it is on screen.

import { countFilled } from '../model/grid.js';
import { pageDecimal, pageText } from './lang.js';

/** The caption of the printed grid: the difficulty and SE rating when known, else nothing. */
export function printCaption(state) {
  const p = state.puzzle;
  if (state.mode !== 'play' || !p?.difficulty || typeof p.rating !== 'number') return '';
  return pageText('levelLine', { difficulty: pageText(`level_${p.difficulty}`), rating: pageDecimal(p.rating) });
}

export function bindPrint(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const button = $('#print');
  const mine = $('#print-mine');
  const caption = $('#print-caption');
  const board = $('#board');

  // Kept up to date on every render, so that the browser's own Print (Ctrl+P) is right too.
  function prepare() {
    const text = printCaption(state);
    if (caption.textContent !== text) caption.textContent = text;
    const what = mine.checked ? 'all' : 'givens';
    if (board.print !== what) board.print = what;
  }
  page.renderers.push(prepare);
  mine.addEventListener('change', prepare);

  button.addEventListener('click', () => {
    if (countFilled(state.mode === 'play' ? state.givens : state.grid) === 0) {
      status.set(pageText('nothingToPrint'), 'warn');
      return;
    }
    prepare();
    window.print();
  });
}
