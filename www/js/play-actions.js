// Play mode's actions: New puzzle (the generator, on the heavy worker, cancellable), Hint
// (shown, then applied), Check, Fill candidates, Restart, and what the page learns about a
// game's puzzle (its solution and rating) when it starts.

import * as game from './game.js';
import {
  capitalise,
  cellRef,
  countFilled,
  describeProblem,
  findClashes,
  fmtClock,
  gridToLine,
  lineToGrid,
  overlay,
  plural,
  sentence,
  techniqueName,
} from './sudoku.js';

export function bindPlay(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const el = {
    difficulty: $('#difficulty'),
    symmetry: $('#symmetry'),
    maxClues: $('#max-clues'),
    newPuzzle: $('#new-puzzle'),
    hint: $('#hint'),
    check: $('#check'),
    fill: $('#fill'),
    restart: $('#restart'),
    level: $('#play-level'),
    clock: $('#play-clock'),
  };

  let difficultyShownFor = null;
  function renderPlay() {
    const p = state.puzzle;
    let level = '';
    if (p?.difficulty) level = `${capitalise(p.difficulty)} · SE rating ${p.rating.toFixed(1)}`;
    else if (state.solutionCount === 0) level = 'No solution';
    else if (state.solutionCount === 2) level = 'Several solutions';
    else if (countFilled(state.givens)) level = 'Rating…';
    if (state.finishedMs !== null) level += `${level ? ' · ' : ''}Solved`;
    el.level.textContent = level;
    // The difficulty control shows the puzzle being played, once it is known, and then leaves
    // the player's choice for the next puzzle alone.
    const shown = p?.difficulty ? `${gridToLine(state.givens)} ${p.difficulty}` : null;
    if (shown && shown !== difficultyShownFor) el.difficulty.value = p.difficulty;
    difficultyShownFor = shown;
    el.clock.textContent = fmtClock(game.playTime(state));
    el.newPuzzle.setAttribute('aria-disabled', String(status.job !== null));
  }
  page.renderers.push(renderPlay);

  // What a game's puzzle is: its solution (Check, the end of the game) and its rating.
  let analysing = null;
  async function analyse() {
    const key = gridToLine(state.givens);
    if (!/[1-9]/.test(key)) return;
    const givens = Array.from(state.givens);
    const task = (async () => {
      try {
        if (!state.solution) {
          const r = await page.light.call('solve', { grid: givens });
          if (gridToLine(state.givens) !== key) return;
          state.solutionCount = r.count;
          state.solution = r.count === 1 ? Uint8Array.from(r.solution) : null;
          if (r.count !== 1) {
            const what = r.count === 0 ? 'This puzzle has no solution' : 'This puzzle has several solutions';
            status.add(`${what}: Hint and Check need a puzzle with exactly one.`, 'warn');
          }
        }
        if (!state.puzzle?.difficulty && state.solutionCount === 1) {
          const r = await page.light.call('rate', { grid: givens });
          if (gridToLine(state.givens) !== key || r.result !== 'solved') return;
          state.puzzle = { ...(state.puzzle || {}), difficulty: r.difficulty, rating: r.rating, hardest: r.hardest };
        }
        page.commit({ url: null });
      } catch (err) {
        if (!err.cancelled) status.set(`Could not analyse the puzzle: ${err.message}.`, 'error');
      }
    })();
    analysing = task;
    await task;
    if (analysing === task) analysing = null;
  }
  page.onNewGame.push(() => analyse());
  page.resumeGame = () => analyse();
  const ready = async () => {
    if (analysing) await analysing;
  };

  // ---------------------------------------------------------------------------------------------
  // New puzzle

  function generateOptions() {
    const options = { difficulty: el.difficulty.value, symmetry: el.symmetry.value };
    const raw = el.maxClues.value.trim();
    if (raw) {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 17 || n > 81)
        throw new Error(`“At most (givens)” must be a whole number from 17 to 81, or empty for any; it is “${raw}”`);
      options.maxClues = n;
    }
    return options;
  }

  async function newPuzzle() {
    if (page.refuseIfBusy('a new puzzle')) return;
    let options;
    try {
      options = generateOptions();
    } catch (err) {
      status.set(`${err.message}.`, 'error');
      el.maxClues.focus();
      return;
    }
    const what = `${options.difficulty === 'easy' || options.difficulty === 'expert' || options.difficulty === 'extreme' ? 'an' : 'a'} ${options.difficulty} puzzle`;
    const job = status.start('generate', `Generating ${what}…`, {
      button: el.newPuzzle,
      slow: options.difficulty === 'expert' || options.difficulty === 'extreme' || 'maxClues' in options,
    });
    page.render();
    status.set(`Generating ${what}. Cancel (or Escape) stops it.`);
    try {
      const r = await page.heavy.call(
        'generate',
        { options },
        {
          onProgress: ({ attempts, limit }) => {
            job.progress = `${attempts.toLocaleString('en')} of ${limit.toLocaleString('en')} attempts`;
          },
        },
      );
      const puzzle = {
        difficulty: r.difficulty,
        rating: r.rating,
        hardest: r.hardest,
        seed: r.seed,
        source: 'generated',
      };
      const ms = performance.now() - job.t0;
      const kept = page.games?.keptNote() ?? ''; // before the game on the board is replaced
      state.mode = 'play';
      game.startGame(state, lineToGrid(r.puzzle), { puzzle, solution: lineToGrid(r.solution) });
      page.newGame();
      page.commit({ url: 'push' });
      status.set(
        `New ${r.difficulty} puzzle: ${plural(countFilled(state.givens), 'given')}, rating ${r.rating.toFixed(1)} (hardest step: ${techniqueName(r.hardest)}), made in ${(ms / 1000).toFixed(1)} s. It has exactly one solution.${kept}`,
        'ok',
      );
      page.selectCell(state.givens.indexOf(0));
    } catch (err) {
      if (err.cancelled)
        status.set(`Cancelled generating ${what} after ${status.seconds(job)} s. The grid is unchanged.`);
      else status.set(`Could not generate ${what}: ${err.message}.`, 'error');
    } finally {
      status.end(job);
      page.render();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Hint: the first press shows, the second applies.

  /** The rules' candidates of the board, from the package. */
  const ruleCandidates = () =>
    page.light.call('candidates', { grid: Array.from(overlay(state.givens, state.entries)) });

  async function hint() {
    if (!countFilled(state.givens)) {
      status.set(
        'No hint: a grid without givens has many solutions, so no step is forced. Press New puzzle for a puzzle with exactly one, or load one.',
        'warn',
      );
      return;
    }
    const shown = state.hint;
    if (shown) return applyHint(shown);
    const key = boardKey();
    try {
      const r = await page.light.call('hint', {
        givens: Array.from(state.givens),
        entries: Array.from(state.entries),
        candidates: game.hintMasks(state),
      });
      if (boardKey() !== key) return;
      if (r.kind !== 'solved') state.hintsUsed = (state.hintsUsed ?? 0) + 1; // hint count: also in branch play
      if (r.kind === 'solved') {
        status.set(sentence(r.text || 'The grid is complete and right'), 'ok');
        return;
      }
      if (r.kind === 'step') {
        const s = r.step;
        state.hint = { kind: 'step', step: s };
        state.highlight = {
          source: 'hint',
          cells: s.cells,
          candidates: s.candidates,
          place: s.place,
          eliminate: s.eliminate,
          chain: s.chain,
        };
        page.render();
        status.set(
          `Hint (${s.name}, ${s.rating.toFixed(1)}): ${sentence(s.text)} Press Hint again to apply it.`,
          'info',
        );
        return;
      }
      // A wrong entry or a lost candidate: point at it.
      state.hint = { kind: r.kind, cell: r.cell };
      state.highlight = { source: 'hint', wrongCell: r.cell, cells: [r.cell] };
      page.render();
      const again =
        r.kind === 'wrong-entry' ? 'Press Hint again to erase it.' : 'Press Hint again to put the candidate back.';
      status.set(`Hint: ${sentence(r.text)} ${again}`, 'warn');
    } catch (err) {
      if (!err.cancelled) status.set(`No hint: ${err.message}.`, 'error');
    }
  }

  const boardKey = () => `${gridToLine(state.givens)}${gridToLine(state.entries)}${Array.from(state.marks).join(',')}`;

  async function applyHint(shown) {
    if (shown.kind === 'wrong-entry') {
      const d = state.entries[shown.cell];
      game.setEntry(state, shown.cell, 0);
      page.afterEdit();
      status.set(`Erased the wrong ${d} at ${cellRef(shown.cell)}.`, 'ok');
      return;
    }
    if (shown.kind === 'missing-candidate') {
      await ready();
      const d = state.solution?.[shown.cell];
      if (!d) return;
      game.remember(state);
      state.marks[shown.cell] |= 1 << (d - 1);
      game.clearMarksOfTheView(state);
      page.commit();
      status.set(`Put ${d} back among the pencil marks of ${cellRef(shown.cell)}.`, 'ok');
      return;
    }
    const step = shown.step;
    let masks = null;
    if (step.eliminate.length) {
      try {
        masks = await ruleCandidates();
      } catch (err) {
        status.set(`Could not apply the hint: ${err.message}.`, 'error');
        return;
      }
    }
    const filled = step.eliminate.length && game.hintMasks(state) === null;
    game.applyStep(state, step, masks);
    page.afterEdit();
    if (state.finishedMs !== null) return; // the congratulation says it all
    const what = [];
    if (step.place.length) what.push(`placed ${step.place.map(([c, d]) => `${d} at ${cellRef(c)}`).join(', ')}`);
    if (step.eliminate.length) what.push(`removed ${plural(step.eliminate.length, 'candidate')}`);
    status.set(
      `Applied the ${step.name || techniqueName(step.technique)}: ${what.join(' and ')}.${filled ? ' The pencil marks were filled in first, so that the removed candidates show.' : ''}`,
      'ok',
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Check, Fill candidates, Restart

  async function check() {
    if (!countFilled(state.givens)) return checkWithoutGivens();
    await ready();
    if (state.solutionCount !== 1) {
      status.set(
        `Check needs a puzzle with exactly one solution; this one has ${state.solutionCount === 0 ? 'none' : 'several'}. Clashes are marked in red as you type.`,
        'warn',
      );
      return;
    }
    const entered = countFilled(state.entries);
    const wrong = game.check(state);
    page.render();
    if (!entered) status.set('Nothing to check yet: you have not entered any digit.');
    else if (wrong.length)
      status.set(
        `Check: ${plural(wrong.length, 'entry is', 'entries are')} wrong (${wrong.map(cellRef).join(', ')}), marked in red. The other ${plural(entered - wrong.length, 'entry is', 'entries are')} right.`,
        'error',
      );
    else
      status.set(
        `Check: all ${plural(entered, 'entry', 'entries')} are right so far; ${plural(81 - countFilled(overlay(state.givens, state.entries)), 'cell')} to go.`,
        'ok',
      );
  }

  /** Digits typed on an empty grid: no solution to compare with, only the rules and whether they can be completed. */
  async function checkWithoutGivens() {
    const entered = countFilled(state.entries);
    const many = 'Check: the grid has no givens, so it has many solutions';
    if (!entered) {
      status.set(`${many} and nothing to check yet. Type digits, or press New puzzle for a puzzle with exactly one.`);
      return;
    }
    const board = overlay(state.givens, state.entries);
    const clashes = findClashes(board).problems;
    if (clashes.length) {
      status.set(
        `Check: your digits break the rules: ${describeProblem(clashes[0])} The cells are marked in red.`,
        'error',
      );
      return;
    }
    const key = boardKey();
    try {
      const r = await page.light.call('solve', { grid: Array.from(board) });
      if (boardKey() !== key) return;
      if (r.count === 0)
        status.set(
          `${many}, but your ${plural(entered, 'digit')} cannot all be part of one: no full grid completes them.`,
          'error',
        );
      else
        status.set(
          `${many}: no digit is right or wrong yet. Your ${plural(entered, 'digit breaks', 'digits break')} no rule and can be completed to a full grid.`,
          'ok',
        );
    } catch (err) {
      if (!err.cancelled) status.set(`Could not check: ${err.message}.`, 'error');
    }
  }

  async function fill() {
    try {
      const masks = await ruleCandidates();
      game.fillMarks(state, masks);
      page.commit();
      status.set('Filled every empty cell with the candidates the rules allow. Undo takes them back.', 'ok');
    } catch (err) {
      status.set(`Could not fill the candidates: ${err.message}.`, 'error');
    }
  }

  function restart() {
    if (!countFilled(state.entries) && !state.marks.some(Boolean)) {
      status.set('Nothing to restart: no digit or pencil mark is entered.');
      return;
    }
    game.remember(state);
    state.entries = new Uint8Array(81);
    state.marks = new Uint16Array(81);
    state.elapsedMs = game.playTime(state);
    state.finishedMs = null;
    game.resumeClock(state);
    game.clearMarksOfTheView(state);
    page.commit();
    status.set('Restarted: your digits and pencil marks are cleared (the clock runs on). Undo brings them back.');
  }

  page.guard(el.newPuzzle, newPuzzle, () => 'Still computing. Wait for it to finish or press Cancel.');
  /** A new puzzle of the chosen difficulty (the first visit starts with one). */
  page.newPuzzle = newPuzzle;
  // The menu's actions close the menu.
  for (const b of [el.fill, el.restart])
    b.addEventListener('click', () => b.closest('details')?.removeAttribute('open'));
  el.hint.addEventListener('click', hint);
  el.check.addEventListener('click', check);
  el.fill.addEventListener('click', fill);
  el.restart.addEventListener('click', restart);
}
