// The Steps panel: Sudoku Explainer's whole path of the current puzzle (from its givens),
// each step a button that shows the board as it was just before that step (the path replayed
// from the givens: digits and candidates), with the step's cells and candidates highlighted.
// That board is a view: the game (entries, marks, histories) stays as it is underneath, and
// Back to your board, Escape or the same step again return to it.

import { explain } from '../i18n/explain.js';
import * as game from '../model/game.js';
import { plural, sentence } from '../model/grid.js';

/** A step's sentence in the page's language (its `lang`), from the engine's explanation. */
const stepSentence = (s) => sentence(s.explanation ? explain(s.explanation, document.documentElement.lang) : s.text);

export function bindSteps(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const el = { show: $('#show-steps'), back: $('#steps-back'), summary: $('#steps-summary'), list: $('#steps-list') };
  let shown = null; // {key, steps}

  function renderSteps() {
    const stale = shown && shown.key !== game.puzzleLine(state);
    if (stale) {
      shown = null;
      el.list.replaceChildren();
      el.list.hidden = true;
      el.summary.hidden = false;
      el.summary.textContent = 'The puzzle changed: press Show steps for its path.';
    }
    const active = state.highlight?.source === 'steps' ? state.highlight.index : -1;
    for (const [k, b] of el.list.querySelectorAll('button').entries())
      b.setAttribute('aria-pressed', String(k === active));
    el.back.hidden = active < 0;
  }
  page.renderers.push(renderSteps);

  async function showSteps() {
    const key = game.puzzleLine(state);
    if (!/[1-9]/.test(key)) {
      status.set('There is no puzzle yet: the steps start from the givens.', 'warn');
      return;
    }
    const givens = Array.from(game.puzzleGrid(state));
    el.summary.hidden = false;
    el.summary.textContent = 'Working out the steps…';
    try {
      const r = await page.light.call('steps', { grid: givens });
      if (game.puzzleLine(state) !== key) return;
      shown = { key, steps: r.steps };
      if (r.result !== 'solved') {
        el.list.replaceChildren();
        el.list.hidden = true;
        el.summary.textContent =
          r.result === 'none'
            ? 'This puzzle has no solution, so there is no path to show.'
            : 'This puzzle has several solutions: logic alone cannot finish it, so there is no path to show.';
        return;
      }
      const hardest = r.steps.reduce((a, s) => (s.rating > a.rating ? s : a), r.steps[0] || { rating: 0 });
      el.summary.textContent = r.steps.length
        ? `${plural(r.steps.length, 'step')} from the givens to the solution; the hardest is ${hardest.name} (${hardest.rating.toFixed(1)}).`
        : 'The grid is already complete.';
      el.list.replaceChildren(
        ...r.steps.map((s, k) => {
          const li = document.createElement('li');
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'step';
          b.setAttribute('aria-pressed', 'false');
          const head = document.createElement('span');
          head.className = 'step-technique';
          head.textContent = `${s.name} · ${s.rating.toFixed(1)}`;
          const text = document.createElement('span');
          text.className = 'step-text';
          text.textContent = stepSentence(s);
          b.append(head, ' ', text);
          b.addEventListener('click', () => showStep(k));
          li.append(b);
          return li;
        }),
      );
      el.list.hidden = false;
      status.set(`The steps panel lists ${plural(r.steps.length, 'step')}. Select one to see it on the grid.`);
    } catch (err) {
      el.summary.textContent = `Could not work out the steps: ${err.message}.`;
    }
  }

  function showStep(k) {
    const s = shown?.steps[k];
    if (!s) return;
    if (state.highlight?.source === 'steps' && state.highlight.index === k) {
      page.leaveStep();
      return;
    }
    const board = game.boardBeforeStep(game.puzzleGrid(state), shown.steps, k);
    game.showStep(state, k, s, board);
    page.render();
    page.showBoard(); // on a phone the list is far below the board
    const placed = board.placed.length ? `, with the ${plural(board.placed.length, 'digit')} of the earlier steps` : '';
    status.set(
      `Step ${k + 1} (${s.name}, ${s.rating.toFixed(1)}) of ${shown.steps.length}, shown on the board as it was just before it${placed}: ${stepSentence(s)} The grid is read only; Back to your board (or Escape) returns to your game.`,
    );
  }

  /** Leaves a step's board for the game (nothing of the game changed meanwhile). */
  page.leaveStep = function leaveStep() {
    if (state.highlight?.source !== 'steps') return false;
    const k = state.highlight.index;
    const backFocused = document.activeElement === el.back;
    game.clearMarksOfTheView(state);
    page.render();
    page.showBoard();
    if (backFocused) el.list.querySelectorAll('button')[k]?.focus({ preventScroll: true }); // the Back button hides itself
    status.set(
      state.mode === 'play'
        ? 'Back to your board: your digits and pencil marks are as you left them.'
        : 'Back to your grid.',
    );
    return true;
  };

  el.show.addEventListener('click', showSteps);
  el.back.addEventListener('click', () => page.leaveStep());
}
