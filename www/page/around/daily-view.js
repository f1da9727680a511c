// The Daily puzzle button: today's puzzle (UTC) of the chosen difficulty, made in the browser
// from seeds of the day (page/around/daily.js), so everyone gets the same one. A daily already started
// is reopened with its progress from History; one already solved says so and shows its result.

import * as game from '../../model/game.js';
import { MAX_ROUNDS, ROUND_ATTEMPTS, dailySeed, utcDay } from './daily.js';
import { capitalise, countFilled, fmtClock, lineToGrid, plural } from '../../model/grid.js';

export function bindDaily(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const button = /** @type {HTMLButtonElement} */ ($('#daily'));
  const difficulty = /** @type {HTMLSelectElement} */ ($('#difficulty'));
  const note = $('#daily-note');

  const today = () => utcDay(Date.now());

  function renderNote() {
    const d = difficulty.value;
    const r = page.games.findDaily(today(), d);
    let text = '';
    if (r?.finishedMs != null) text = `Today's ${d} daily: solved in ${fmtClock(r.finishedMs)}.`;
    else if (r) text = `Today's ${d} daily: in progress.`;
    if (note.textContent !== text) note.textContent = text;
    note.hidden = !text;
  }
  page.renderers.push(renderNote);
  page.onSave.push(renderNote); // after the game's record is written (page/around/game-library.js)
  difficulty.addEventListener('change', renderNote);

  /** The day's puzzle of a difficulty: rounds of a few attempts, each from its own seed. */
  async function generateDaily(day, d, job) {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const seed = dailySeed(day, d, round);
      try {
        return await page.heavy.call('generate', { options: { difficulty: d, seed, attempts: ROUND_ATTEMPTS } });
      } catch (err) {
        if (err.cancelled || !/^no puzzle found in \d+ attempts/.test(err.message)) throw err;
      }
      job.progress = `${((round + 1) * ROUND_ATTEMPTS).toLocaleString('en')} of ${(MAX_ROUNDS * ROUND_ATTEMPTS).toLocaleString('en')} attempts`;
    }
    throw new Error(`no puzzle found in ${(MAX_ROUNDS * ROUND_ATTEMPTS).toLocaleString('en')} attempts`);
  }

  async function openDaily() {
    if (page.refuseIfBusy("today's daily puzzle")) return;
    const day = today();
    const d = difficulty.value;
    const what = `today's ${d} daily puzzle`;
    const kept = page.games.findDaily(day, d);
    if (kept) {
      const current = state.gameId === kept.id && state.mode === 'play';
      const note = current ? '' : page.games.keptNote();
      page.games.reopen(kept.id);
      if (kept.finishedMs !== null) {
        status.set(
          `${capitalise(what)} (${day}) is already solved, in ${fmtClock(kept.finishedMs)}: a new one comes at midnight UTC.${note}`,
          'ok',
        );
        page.showCompletion(kept, null);
      } else
        status.set(
          current
            ? `This is ${what} (${day}).`
            : `Back to ${what} (${day}): ${plural(countFilled(state.entries), 'digit')} entered, ${fmtClock(game.playTime(state))} played.${note}`,
          'ok',
        );
      return;
    }
    const job = status.start('generate', `Making ${what}…`, {
      button,
      slow: d === 'expert' || d === 'extreme',
    });
    page.render();
    status.set(`Making ${what} (${day}, the same for everyone). Cancel (or Escape) stops it.`);
    try {
      const r = await generateDaily(day, d, job);
      const note = page.games.keptNote();
      const puzzle = { difficulty: r.difficulty, rating: r.rating, hardest: r.hardest, seed: r.seed, source: 'daily' };
      game.startGame(state, lineToGrid(r.puzzle), { puzzle, solution: lineToGrid(r.solution) });
      page.games.adopt({ daily: day });
      page.newGame();
      page.commit({ url: 'push' });
      status.set(
        `${capitalise(what)} (${day}, UTC): ${plural(countFilled(state.givens), 'given')}, SE rating ${r.rating.toFixed(1)}. Everyone gets the same puzzle today.${note}`,
        'ok',
      );
      page.selectCell(state.givens.indexOf(0));
    } catch (err) {
      if (err.cancelled) status.set(`Cancelled making ${what} after ${status.seconds(job)} s. The grid is unchanged.`);
      else status.set(`Could not make ${what}: ${err.message}.`, 'error');
    } finally {
      status.end(job);
      page.render();
    }
  }

  page.guard(button, openDaily, () => 'Still computing. Wait for it to finish or press Cancel.');
  page.renderers.push(() => button.setAttribute('aria-disabled', String(status.job !== null)));
}
