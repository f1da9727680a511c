// The Daily puzzle button: today's puzzle (the player's date) of the chosen difficulty, made in
// the browser from seeds of the day (page/around/daily.js), so everyone gets the same one. A daily
// already started is reopened with its progress from History; one already solved says so and
// shows its result. `?daily=YYYY-MM-DD&d=DIFFICULTY` (the link a shared result gives) opens that
// day's daily.

import * as game from '../../model/game.js';
import { DIFFICULTIES, MAX_ROUNDS, ROUND_ATTEMPTS, dailySeed, daysBetween, isDay, localDay } from './daily.js';
import { capitalise, countFilled, fmtClock, lineToGrid } from '../../model/grid.js';
import { difficultyWord, pageDecimal, pageText } from '../lang.js';

/** The address of a day's daily puzzle of a difficulty (what Share result links to). */
export function dailyUrl(day, difficulty, where = location) {
  const url = new URL(where.pathname, where.origin);
  url.searchParams.set('daily', day);
  url.searchParams.set('d', difficulty);
  return url.href;
}

export function bindDaily(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const button = /** @type {HTMLButtonElement} */ ($('#daily'));
  const difficulty = /** @type {HTMLSelectElement} */ ($('#difficulty'));
  const note = $('#daily-note');

  const today = () => localDay(Date.now());
  /** "today's easy daily puzzle", or "the easy daily puzzle of 2026-12-03" for another day. */
  const dailyWords = (day, d) =>
    pageText(day === today() ? 'dailyWordsToday' : 'dailyWordsOf', { difficulty: difficultyWord(d), date: day });

  function renderNote() {
    const d = difficulty.value;
    const r = page.games.findDaily(today(), d);
    let text = '';
    const solvedIn = r?.finishedMs ?? r?.solvedMs; // solved, then edited: still solved
    if (solvedIn != null)
      text = pageText('dailyNoteSolved', { difficulty: difficultyWord(d), time: fmtClock(solvedIn) });
    else if (r) text = pageText('dailyNoteInProgress', { difficulty: difficultyWord(d) });
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

  async function openDaily(day = today(), d = difficulty.value, { url = 'push' } = {}) {
    if (page.refuseIfBusy(pageText('whatTodaysDaily'))) return;
    const what = dailyWords(day, d);
    const isToday = day === today();
    const kept = page.games.findDaily(day, d);
    if (kept) {
      const current = state.gameId === kept.id && state.mode === 'play';
      const note = current ? '' : page.games.keptNote();
      page.games.reopen(kept.id, { url });
      if (kept.finishedMs !== null) {
        status.set(
          pageText(isToday ? 'dailyAlreadySolvedToday' : 'dailyAlreadySolved', {
            what: capitalise(what),
            time: fmtClock(kept.finishedMs),
            note,
          }),
          'ok',
        );
        page.showCompletion(kept, null);
      } else
        status.set(
          current
            ? pageText('dailyThisIs', { what })
            : pageText('dailyBackTo', {
                what,
                count: countFilled(state.entries),
                time: fmtClock(game.playTime(state)),
                note,
              }),
          'ok',
        );
      return;
    }
    const job = status.start('generate', pageText('dailyMaking', { what }), {
      button,
      slow: d === 'expert' || d === 'extreme',
    });
    page.render();
    status.set(pageText('dailyMakingCancel', { what }));
    page.showBoard(); // a link, or the button below the board on a phone
    try {
      const r = await generateDaily(day, d, job);
      const note = page.games.keptNote();
      const puzzle = { difficulty: r.difficulty, rating: r.rating, hardest: r.hardest, seed: r.seed, source: 'daily' };
      game.startGame(state, lineToGrid(r.puzzle), { puzzle, solution: lineToGrid(r.solution) });
      page.games.adopt({ daily: day });
      page.newGame();
      page.commit({ url });
      status.set(
        pageText('dailyMade', {
          what: capitalise(what),
          givens: pageText('givensCount', { count: countFilled(state.givens) }),
          rating: pageDecimal(r.rating),
          note,
        }),
        'ok',
      );
      page.selectCell(state.givens.indexOf(0));
    } catch (err) {
      if (err.cancelled) status.set(pageText('dailyCancelled', { what, seconds: status.seconds(job) }));
      else status.set(pageText('dailyFailed', { what, message: err.message }), 'error');
    } finally {
      status.end(job);
      page.render();
    }
  }

  /**
   * `?daily=YYYY-MM-DD&d=DIFFICULTY` in the address: that day's daily (a past one, today's, or
   * tomorrow's, which is already today somewhere). Returns whether the address held one.
   */
  page.openDailyLink = () => {
    const q = new URLSearchParams(location.search);
    const day = q.get('daily');
    if (day === null) return false;
    const d = q.get('d') ?? 'medium';
    const shown = (v) => JSON.stringify(String(v).slice(0, 40));
    if (!isDay(day) || !DIFFICULTIES.includes(d))
      status.set(pageText('dailyBadLink', { day: shown(day), difficulty: shown(d) }), 'error');
    else if (daysBetween(today(), day) > 1)
      status.set(pageText('dailyNotOut', { difficulty: difficultyWord(d), date: day }), 'warn');
    else {
      openDaily(day, d, { url: 'replace' });
      return true;
    }
    page.replaceUrl(); // the address then holds what the board shows
    return true;
  };

  /** Opens the daily of a day and difficulty (the Past dailies, page/around/daily-archive.js). */
  page.openDaily = (day, d) => openDaily(day, d);

  page.guard(
    button,
    () => openDaily(),
    () => pageText('stillComputing'),
  );
  page.renderers.push(() => button.setAttribute('aria-disabled', String(status.job !== null)));
}
