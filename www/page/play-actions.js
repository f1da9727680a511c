// Play mode's actions: New puzzle (the generator, on the heavy worker, cancellable), Hint
// (the ladder of model/hint-ladder.js: a nudge, the step, the step applied), Check, Fill
// candidates, Reset marks, Restart, and what the page learns about a game's puzzle (its
// solution and rating) when it starts.

import * as game from '../model/game.js';
import { hintPress, showFullHint, showHint } from '../model/hint-ladder.js';
import { difficultyWord, onLanguageChange, pageBoardWords, pageDecimal, pageText } from './lang.js';
import { countFilled, findClashes, fmtClock, gridToLine, lineToGrid, overlay } from '../model/grid.js';

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
    resetMarks: $('#reset-marks'),
    restart: $('#restart'),
    level: $('#play-level'),
    clock: $('#play-clock'),
    mistakes: $('#play-mistakes'),
  };

  // On a phone the difficulty's choices are its word alone ("Medium"), or the control would cut
  // it ("Mediu…"); wider, each says its SE range too ("Medium (SE 1.6–2.5)"). The Play card
  // gives the ranges either way. Again after each switch of language, which writes the long ones.
  const narrow = matchMedia('(max-width: 430px)');
  const labelChoices = () => {
    for (const o of el.difficulty.options)
      o.textContent = pageText(narrow.matches ? `level_${o.value}` : `difficulty_${o.value}`);
  };
  labelChoices();
  narrow.addEventListener('change', labelChoices);
  onLanguageChange(labelChoices);

  let difficultyShownFor = null;
  let difficultyChosenFor = null;
  el.difficulty.addEventListener('change', () => {
    difficultyChosenFor = gridToLine(state.givens);
  });
  function renderPlay() {
    const p = state.puzzle;
    let level = '';
    if (p?.difficulty)
      level = pageText('levelLine', { difficulty: pageText(`level_${p.difficulty}`), rating: pageDecimal(p.rating) });
    else if (state.solutionCount === 0) level = pageText('levelNoSolution');
    else if (state.solutionCount === 2) level = pageText('levelSeveral');
    else if (countFilled(state.givens)) level = pageText('levelRating');
    if (state.finishedMs !== null) level += `${level ? ' · ' : ''}${pageText('levelSolved')}`;
    if (el.level.textContent !== level) {
      // On a phone "rating" is left out of what is shown ("Extreme · SE 11.3"): the ? beside it
      // says what the SE rating is.
      const [before, after] = level.split(`SE ${pageText('levelRatingWord')}`);
      if (after === undefined) el.level.textContent = level;
      else {
        const word = document.createElement('span');
        word.className = 'wide-only';
        word.textContent = pageText('levelRatingWord');
        el.level.replaceChildren(`${before}SE `, word, after);
      }
    }
    // The difficulty control shows the puzzle being played, once it is known, unless the player
    // already chose for the next puzzle (even before the rating arrived).
    const key = gridToLine(state.givens);
    const shown = p?.difficulty ? `${key} ${p.difficulty}` : null;
    if (shown && shown !== difficultyShownFor && difficultyChosenFor !== key) el.difficulty.value = p.difficulty;
    difficultyShownFor = shown;
    el.clock.textContent = fmtClock(game.playTime(state));
    // The count tells what the setting shows; with it off, it would give mistakes away. Under a
    // mistake limit (page/comfort.js) it is always shown, against the limit.
    const limit = page.settings?.mistakeLimit ?? 0;
    el.mistakes.hidden = (!state.showMistakes && !limit) || !state.solution;
    const words = limit
      ? pageText('mistakesOfLimit', { count: state.mistakes, limit })
      : state.mistakes
        ? pageText('mistakesCount', { count: state.mistakes })
        : pageText('noMistakes');
    if (el.mistakes.textContent !== words) el.mistakes.textContent = words;
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
          // Digits typed before the solution was known count (and show) as mistakes now.
          if (state.solution) game.noteMistakes(state);
          if (r.count !== 1) {
            status.add(pageText(r.count === 0 ? 'analyseNoSolution' : 'analyseSeveral'), 'warn');
          }
        }
        if (!state.puzzle?.difficulty && state.solutionCount === 1) {
          const r = await page.light.call('rate', { grid: givens });
          if (gridToLine(state.givens) !== key || r.result !== 'solved') return;
          state.puzzle = { ...(state.puzzle || {}), difficulty: r.difficulty, rating: r.rating, hardest: r.hardest };
        }
        page.commit({ url: null });
      } catch (err) {
        if (!err.cancelled) status.set(pageText('couldNotAnalyse', { message: err.message }), 'error');
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
      if (!Number.isInteger(n) || n < 17 || n > 81) throw new Error(pageText('maxCluesBad', { value: raw }));
      options.maxClues = n;
    }
    return options;
  }

  async function newPuzzle() {
    if (page.refuseIfBusy(pageText('whatNewPuzzle'))) return;
    let options;
    try {
      options = generateOptions();
    } catch (err) {
      status.set(`${err.message}.`, 'error');
      el.maxClues.focus();
      return;
    }
    const what = pageText(`aPuzzle_${options.difficulty}`);
    const job = status.start('generate', pageText('generatingBusy', { what }), {
      button: el.newPuzzle,
      slow: options.difficulty === 'expert' || options.difficulty === 'extreme' || 'maxClues' in options,
    });
    page.render();
    status.set(pageText('generatingCancel', { what }));
    try {
      const r = await page.heavy.call(
        'generate',
        { options },
        {
          onProgress: ({ attempts, limit }) => {
            job.progress = pageText('attemptsProgress', { attempts, limit });
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
        pageText('newPuzzleMade', {
          difficulty: difficultyWord(r.difficulty),
          givens: pageText('givensCount', { count: countFilled(state.givens) }),
          rating: pageDecimal(r.rating),
          technique: words().techniqueOf({ technique: r.hardest }),
          seconds: pageDecimal(ms / 1000),
          kept,
        }),
        'ok',
      );
      page.selectCell(state.givens.indexOf(0));
    } catch (err) {
      if (err.cancelled) status.set(pageText('cancelledGenerating', { what, seconds: status.seconds(job) }));
      else status.set(pageText('couldNotGenerate', { what, message: err.message }), 'error');
    } finally {
      status.end(job);
      page.render();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Hint: a nudge, then the step, then the step applied (model/hint-ladder.js); with "Full hint at
  // first press" the nudge is left out. Each step counts once as a hint (game.js's hintsUsed).

  /** The rules' candidates of the board, from the package. */
  const ruleCandidates = () =>
    page.light.call('candidates', { grid: Array.from(overlay(state.givens, state.entries)) });

  async function hint() {
    if (!countFilled(state.givens)) {
      status.set(pageText('noHintNoGivens'), 'warn');
      return;
    }
    const press = hintPress(state);
    if (press === 'apply') return applyHint(state.hint);
    if (press === 'full') {
      showFullHint(state);
      page.render();
      sayStep(state.hint.step);
      return;
    }
    const key = boardKey();
    try {
      const r = await page.light.call('hint', {
        givens: Array.from(state.givens),
        entries: Array.from(state.entries),
        candidates: game.hintMasks(state),
      });
      if (boardKey() !== key) return;
      if (r.kind === 'solved') {
        status.set(pageText('hintSolved'), 'ok');
        return;
      }
      showHint(state, r, { full: state.fullHints });
      page.commit({ url: null }); // the hint count is saved
      if (r.kind === 'step') {
        if (state.hint.level === 2) sayStep(r.step);
        else
          status.set(
            pageText('hintNudge', {
              technique: words().techniqueOf({ technique: r.step.technique }),
              rating: words().ratingOf(r.step.rating),
              region: words().regionOf(state.hint.region),
            }),
            'info',
          );
        return;
      }
      // A wrong entry or a lost candidate: point at it.
      const which = r.kind === 'wrong-entry' ? 'hintWrongEntry' : 'hintMissingCandidate';
      status.set(pageText(which, { cell: words().cellRef(r.cell) }), 'warn');
    } catch (err) {
      if (!err.cancelled) status.set(pageText('noHint', { message: err.message }), 'error');
    }
  }

  // The hint's words in the page's language: the technique from its file, the step's explanation.
  const words = () => pageBoardWords();
  const sayStep = (s) =>
    status.set(
      pageText('hintStep', {
        technique: words().techniqueOf(s),
        rating: words().ratingOf(s.rating),
        explanation: words().explanationOf(s),
      }),
      'info',
    );

  const boardKey = () => `${gridToLine(state.givens)}${gridToLine(state.entries)}${Array.from(state.marks).join(',')}`;

  async function applyHint(shown) {
    if (shown.kind === 'wrong-entry') {
      const d = state.entries[shown.cell];
      game.setEntry(state, shown.cell, 0);
      page.afterEdit();
      status.set(words().erasedWrong({ digit: d, cell: shown.cell }), 'ok');
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
      status.set(words().putBack({ digit: d, cell: shown.cell }), 'ok');
      return;
    }
    const step = shown.step;
    let masks = null;
    if (step.eliminate.length) {
      try {
        masks = await ruleCandidates();
      } catch (err) {
        status.set(pageText('couldNotApplyHint', { message: err.message }), 'error');
        return;
      }
    }
    const filled = step.eliminate.length && game.hintMasks(state) === null;
    game.applyStep(state, step, masks);
    page.afterEdit();
    if (state.finishedMs !== null) return; // the congratulation says it all
    status.set(`${words().appliedStep(step)}${filled ? pageText('appliedFilledFirst') : ''}`, 'ok');
  }

  // ---------------------------------------------------------------------------------------------
  // Check, Fill candidates, Restart

  async function check() {
    if (!countFilled(state.givens)) return checkWithoutGivens();
    await ready();
    if (state.solutionCount !== 1) {
      status.set(pageText(state.solutionCount === 0 ? 'checkNeedsOneNone' : 'checkNeedsOneSeveral'), 'warn');
      return;
    }
    const entered = countFilled(state.entries);
    const wrong = game.check(state);
    page.render();
    const left = 81 - countFilled(overlay(state.givens, state.entries));
    const right = entered - wrong.length;
    if (!entered) status.set(pageText('checkNothingYet'));
    else if (wrong.length)
      status.set(
        `${pageText('checkWrong', { count: wrong.length, cells: wrong.map(words().cellRef).join(', ') })}${right === 0 ? '' : pageText('checkOthersRight', { count: right })}`,
        'error',
      );
    else if (!left) status.set(pageText('checkAllRightSolved', { count: entered }), 'ok');
    else
      status.set(
        pageText('checkRightSoFar', { count: entered, cellsLeft: pageText('cellsCount', { count: left }) }),
        'ok',
      );
  }

  /** Digits typed on an empty grid: no solution to compare with, only the rules and whether they can be completed. */
  async function checkWithoutGivens() {
    const entered = countFilled(state.entries);
    if (!entered) {
      status.set(pageText('checkNoGivensNothing'));
      return;
    }
    const board = overlay(state.givens, state.entries);
    const clashes = findClashes(board).problems;
    if (clashes.length) {
      status.set(pageText('checkBreaksRules', { problem: pageBoardWords().problemOf(clashes[0]) }), 'error');
      return;
    }
    const key = boardKey();
    try {
      const r = await page.light.call('solve', { grid: Array.from(board) });
      if (boardKey() !== key) return;
      if (r.count === 0) status.set(pageText('checkNoGivensDead', { count: entered }), 'error');
      else status.set(pageText('checkNoGivensFine', { count: entered }), 'ok');
    } catch (err) {
      if (!err.cancelled) status.set(pageText('couldNotCheck', { message: err.message }), 'error');
    }
  }

  async function fill() {
    try {
      const masks = await ruleCandidates();
      const kept = game.fillMarks(state, masks);
      page.commit();
      status.set(kept ? pageText('filledKept', { count: kept }) : pageText('filled'), 'ok');
    } catch (err) {
      status.set(pageText('couldNotFill', { message: err.message }), 'error');
    }
  }

  async function resetMarks() {
    try {
      const masks = await ruleCandidates();
      game.resetMarks(state, masks);
      page.commit();
      status.set(pageText('resetMarksDone'), 'ok');
    } catch (err) {
      status.set(pageText('couldNotReset', { message: err.message }), 'error');
    }
  }

  function restart() {
    if (!game.hasProgress(state)) {
      status.set(pageText('nothingToRestart'));
      return;
    }
    game.restart(state);
    page.commit();
    status.set(
      state.solvedMs != null ? pageText('restartedSolved', { time: fmtClock(state.solvedMs) }) : pageText('restarted'),
    );
  }

  page.guard(el.newPuzzle, newPuzzle, () => pageText('stillComputing'));
  /** A new puzzle of the chosen difficulty (the first visit starts with one). */
  page.newPuzzle = newPuzzle;
  // The menu's actions close the menu.
  for (const b of [el.fill, el.resetMarks, el.restart])
    b.addEventListener('click', () => b.closest('details')?.removeAttribute('open'));
  el.hint.addEventListener('click', hint);
  el.check.addEventListener('click', check);
  el.fill.addEventListener('click', fill);
  el.resetMarks.addEventListener('click', resetMarks);
  el.restart.addEventListener('click', restart);
}
