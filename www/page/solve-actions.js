// Solve mode's actions: Solve (one solution and whether it is the only one) and Target
// score (the NOIP 2009 maximum), both on the heavy worker, with the figures panel.

import * as game from '../model/game.js';
import { countFilled, findClashes, fmtMs, gridToLine, overlay, sameGrid } from '../model/grid.js';
import { pageBoardWords, pageText } from './lang.js';

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
      el.solutions.textContent = pageText(
        info.count === 0 ? 'solutionsNone' : info.count === 1 ? 'solutionsOne' : 'solutionsSeveral',
      );
      el.score.textContent = '–';
    } else {
      el.solutions.textContent = pageText(info.score < 0 ? 'solutionsNone' : 'solutionsAtLeastOne');
      el.score.textContent =
        info.score < 0 ? pageText('solutionsNone') : `${info.score}${info.proven ? '' : pageText('notProven')}`;
    }
  }
  page.renderers.push(renderStats);

  /** Refuses (with a message) while a job runs or when the givens clash. */
  page.refuseIfBusy = function refuseIfBusy(what) {
    if (!status.job) return false;
    status.set(pageText('busyBefore', { what }), 'warn');
    return true;
  };

  function refuseIfClashing(what) {
    const { problems } = findClashes(state.grid);
    if (!problems.length) return false;
    status.set(pageText('cannotStartClash', { what, problem: pageBoardWords().problemOf(problems[0]) }), 'error');
    return true;
  }

  const staleMessage = (job, what) =>
    status.set(pageText('staleResult', { what, seconds: status.seconds(job) }), 'warn');
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
    if (page.refuseIfBusy(pageText('whatSolve')) || refuseIfClashing(pageText('whatSolve'))) return;
    const job = status.start('solve', pageText('solving'), { button: el.solve, key: current() });
    page.render();
    try {
      const r = await page.heavy.call('solve', { grid: Array.from(state.grid) });
      if (current() !== job.key) return staleMessage(job, pageText('whatSolution'));
      const info = { count: r.count, ms: r.ms, solveMs: r.solveMs, countMs: r.countMs };
      const givenUp = r.solution && page.gameAtStake() ? pageText('solveGivesUp') : '';
      game.setResult(state, { kind: 'solve', grid: r.solution ? Uint8Array.from(r.solution) : null, info });
      page.commit({ url: 'push' });
      const time = pageText('solveTimes', { all: fmtMs(r.ms), solve: fmtMs(r.solveMs), check: fmtMs(r.countMs) });
      if (r.count === 0) status.set(pageText('solveNone', { time }), 'error');
      else if (r.count === 1) status.set(`${pageText('solveOne', { time })}${givenUp}`, 'ok');
      else status.set(`${pageText('solveSeveral', { time })}${givenUp}`, 'warn');
    } catch (err) {
      if (err.cancelled) status.set(pageText('solveCancelled'));
      else status.set(pageText('couldNotSolve', { message: err.message }), 'error');
    } finally {
      status.end(job);
      page.render();
    }
  }

  async function runTarget() {
    state.heat = true;
    page.render();
    if (page.refuseIfBusy(pageText('whatTarget')) || refuseIfClashing(pageText('whatTarget'))) return;
    const job = status.start('target', pageText('targetBusy'), {
      button: el.target,
      key: current(),
      slow: true,
    });
    page.render();
    status.set(pageText('targetComputing'));
    try {
      const r = await page.heavy.call('target', { grid: Array.from(state.grid) });
      if (current() !== job.key) return staleMessage(job, pageText('whatTargetScore'));
      const info = { score: r.score, proven: r.proven, nodes: r.nodes, ms: r.ms };
      game.setResult(state, { kind: 'target', grid: r.grid ? Uint8Array.from(r.grid) : null, info });
      page.commit({ url: 'push' });
      const nodes = pageText('searchNodes', { count: r.nodes });
      if (r.score < 0 || !r.grid) {
        status.set(pageText('targetNone', { time: fmtMs(r.ms) }), 'error');
      } else if (r.proven) {
        status.set(pageText('targetProven', { score: String(r.score), time: fmtMs(r.ms), nodes }), 'ok');
      } else {
        status.set(pageText('targetNotProven', { score: String(r.score), time: fmtMs(r.ms), nodes }), 'warn');
      }
    } catch (err) {
      if (err.cancelled) status.set(pageText('targetCancelled', { seconds: status.seconds(job) }));
      else status.set(pageText('couldNotTarget', { message: err.message }), 'error');
    } finally {
      status.end(job);
      page.render();
    }
  }

  const busyWhy = () => pageText('stillComputing');
  page.guard(el.solve, runSolve, busyWhy);
  page.guard(el.target, runTarget, busyWhy);
}
