// Solve mode's actions: Solve (one solution and whether it is the only one) and Target
// score (the NOIP 2009 maximum), both on the heavy worker, with the figures panel.

import * as game from '../model/game.js';
import {
  countFilled,
  findClashes,
  describeProblem,
  fmtMs,
  gridToLine,
  overlay,
  plural,
  sameGrid,
} from '../model/grid.js';

export function bindSolve(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const el = {
    solve: $('#solve'),
    target: $('#target'),
    givens: $('#stat-givens'),
    solutions: $('#stat-solutions'),
    time: $('#stat-time'),
    score: $('#stat-score'),
  };

  function renderStats() {
    const busy = status.job !== null;
    el.solve.setAttribute('aria-disabled', String(busy));
    el.target.setAttribute('aria-disabled', String(busy));
    el.givens.textContent = String(countFilled(state.grid));
    const info = state.result?.info;
    if (!info) {
      el.solutions.textContent = '–';
      el.time.textContent = '–';
      el.score.textContent = '–';
      return;
    }
    el.time.textContent = fmtMs(info.ms);
    if (state.result.kind === 'solve') {
      el.solutions.textContent = info.count === 0 ? 'none' : info.count === 1 ? 'exactly one' : 'several';
      el.score.textContent = '–';
    } else {
      el.solutions.textContent = info.score < 0 ? 'none' : 'at least one';
      el.score.textContent = info.score < 0 ? 'none' : `${info.score}${info.proven ? '' : ' (not proven)'}`;
    }
  }
  page.renderers.push(renderStats);

  /** Refuses (with a message) while a job runs or when the givens clash. */
  page.refuseIfBusy = function refuseIfBusy(what) {
    if (!status.job) return false;
    status.set(`Still computing. Wait for it to finish or press Cancel before starting ${what}.`, 'warn');
    return true;
  };

  function refuseIfClashing(what) {
    const { problems } = findClashes(state.grid);
    if (!problems.length) return false;
    status.set(
      `Cannot start ${what}: the givens break the rules. ${describeProblem(problems[0])} Fix the highlighted cells first.`,
      'error',
    );
    return true;
  }

  const staleMessage = (job, what) =>
    status.set(
      `The puzzle changed while the ${what} was being computed (${status.seconds(job)} s), so that result was set aside. Press the button again for the current puzzle.`,
      'warn',
    );
  const current = () => (state.mode === 'solve' ? gridToLine(state.grid) : null);

  /**
   * Whether Solve here would give up the game of Play: the editor shows that game's own board,
   * the game is neither finished nor given up yet (page/around/game-library.js then counts it
   * as given up). Said when switching to Solve, and after the solve.
   */
  page.gameAtStake = () => {
    const r = page.games?.current();
    return Boolean(
      r &&
        r.finishedMs === null &&
        !r.gaveUp &&
        state.solvedMs == null &&
        countFilled(state.givens) &&
        sameGrid(state.grid, overlay(state.givens, state.entries)),
    );
  };

  async function runSolve() {
    if (page.refuseIfBusy('a solve') || refuseIfClashing('a solve')) return;
    const job = status.start('solve', 'Solving…', { button: el.solve, key: current() });
    page.render();
    try {
      const r = await page.heavy.call('solve', { grid: Array.from(state.grid) });
      if (current() !== job.key) return staleMessage(job, 'solution');
      const info = { count: r.count, ms: r.ms, solveMs: r.solveMs, countMs: r.countMs };
      const givenUp =
        r.solution && page.gameAtStake()
          ? ' Your game in Play now counts as given up: finishing it will not count in the statistics.'
          : '';
      game.setResult(state, { kind: 'solve', grid: r.solution ? Uint8Array.from(r.solution) : null, info });
      page.commit({ url: 'push' });
      const time = `${fmtMs(r.ms)} (solve ${fmtMs(r.solveMs)}, uniqueness check ${fmtMs(r.countMs)})`;
      if (r.count === 0)
        status.set(`No solution: these givens cannot be completed to a valid grid. Checked in ${time}.`, 'error');
      else if (r.count === 1) status.set(`Solved in ${time}. The puzzle has exactly one solution.${givenUp}`, 'ok');
      else status.set(`Solved in ${time}. The puzzle has several solutions; this is one of them.${givenUp}`, 'warn');
    } catch (err) {
      if (err.cancelled) status.set('Cancelled. The solver was restarted; the grid is unchanged.');
      else status.set(`Could not solve: ${err.message}.`, 'error');
    } finally {
      status.end(job);
      page.render();
    }
  }

  async function runTarget() {
    state.heat = true;
    page.render();
    if (page.refuseIfBusy('the target score') || refuseIfClashing('the target score')) return;
    const job = status.start('target', 'Computing the target score…', {
      button: el.target,
      key: current(),
      slow: true,
    });
    page.render();
    status.set('Computing the target score. You can keep editing; Cancel (or Escape) stops it.');
    try {
      const r = await page.heavy.call('target', { grid: Array.from(state.grid) });
      if (current() !== job.key) return staleMessage(job, 'target score');
      const info = { score: r.score, proven: r.proven, nodes: r.nodes, ms: r.ms };
      game.setResult(state, { kind: 'target', grid: r.grid ? Uint8Array.from(r.grid) : null, info });
      page.commit({ url: 'push' });
      const nodes = plural(r.nodes, 'search node');
      if (r.score < 0 || !r.grid) {
        status.set(
          `No solution: these givens cannot be completed to a valid grid, so there is no target score. Checked in ${fmtMs(r.ms)}.`,
          'error',
        );
      } else if (r.proven) {
        status.set(
          `Target score ${r.score}: the highest possible, found in ${fmtMs(r.ms)} (${nodes}). The grid shows a solution that reaches it.`,
          'ok',
        );
      } else {
        status.set(
          `Target score ${r.score}, not proven: the search stopped before it could prove no solution scores higher (${fmtMs(r.ms)}, ${nodes}).`,
          'warn',
        );
      }
    } catch (err) {
      if (err.cancelled)
        status.set(
          `Cancelled the target score after ${status.seconds(job)} s. The solver was restarted; the grid is unchanged.`,
        );
      else status.set(`Could not compute the target score: ${err.message}.`, 'error');
    } finally {
      status.end(job);
      page.render();
    }
  }

  const busyWhy = () => 'Still computing. Wait for it to finish or press Cancel.';
  page.guard(el.solve, runSolve, busyWhy);
  page.guard(el.target, runTarget, busyWhy);
}
