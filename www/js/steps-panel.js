// The Steps panel: Sudoku Explainer's whole path of the current puzzle (from its givens),
// each step a button that shows its cells and candidates on the grid.

import * as game from './game.js';
import { plural, sentence } from './sudoku.js';

export function bindSteps(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const el = { show: $('#show-steps'), summary: $('#steps-summary'), list: $('#steps-list') };
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
    el.list.querySelectorAll('button').forEach((b, k) => b.setAttribute('aria-pressed', String(k === active)));
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
        el.summary.textContent = r.result === 'none' ? 'This puzzle has no solution, so there is no path to show.' : 'This puzzle has several solutions: logic alone cannot finish it, so there is no path to show.';
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
          text.textContent = sentence(s.text);
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
      game.clearMarksOfTheView(state);
      page.render();
      status.set('Step highlight cleared.');
      return;
    }
    game.clearMarksOfTheView(state);
    state.highlight = { source: 'steps', index: k, cells: s.cells, candidates: s.candidates, place: s.place, eliminate: s.eliminate };
    page.render();
    status.set(`Step ${k + 1} (${s.name}, ${s.rating.toFixed(1)}): ${sentence(s.text)}`);
  }

  el.show.addEventListener('click', showSteps);
}
