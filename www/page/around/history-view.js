// The History view: the last games (page/around/game-library.js keeps them), newest first, each with
// its puzzle, date, result, time and hints, and a button that reopens it as it was left.

import { bindCloseButtons, openDialog } from '../dialogs.js';
import { resultOf } from './game-records.js';
import { countFilled, fmtClock, lineToGrid } from '../../model/grid.js';
import { difficultyWord, pageDecimal, pageLocale, pageText } from '../lang.js';

/** A game's result, by resultOf's word: the page section's key. */
const RESULT_KEYS = { solved: 'resultSolved', 'given-up': 'resultGivenUp', 'in-progress': 'resultInProgress' };

const when = (ms) =>
  new Date(ms).toLocaleString(pageLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The puzzle in words: a daily's day, else its difficulty and rating, and its givens. */
export function puzzleWords(record) {
  const p = record.puzzle ?? {};
  const givens = pageText('givensCount', { count: countFilled(lineToGrid(record.givens)) });
  const level = p.difficulty
    ? `${pageText(`level_${p.difficulty}`)}${typeof p.rating === 'number' ? ` (SE ${pageDecimal(p.rating)})` : ''}`
    : pageText('unratedPuzzle');
  return record.daily
    ? pageText('dailyOf', { difficulty: p.difficulty ? difficultyWord(p.difficulty) : '', date: record.daily, givens })
    : `${level}, ${givens}`;
}

export function bindHistory(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const open = $('#open-history');
  const dialog = /** @type {HTMLDialogElement} */ ($('#history-dialog'));
  const list = $('#history-list');
  const empty = $('#history-empty');

  function render() {
    const games = page.games.list();
    empty.hidden = games.length > 0;
    list.hidden = games.length === 0;
    list.replaceChildren(
      ...games.map((r, k) => {
        const li = document.createElement('li');
        li.className = 'history-item';
        const current = r.id === state.gameId;
        const title = document.createElement('span');
        title.className = 'history-title';
        title.id = `history-game-${k}`;
        title.textContent = puzzleWords(r);
        const facts = document.createElement('span');
        facts.className = 'history-facts';
        const time = fmtClock(r.finishedMs ?? r.elapsedMs);
        const hints = r.hintsUsed ? pageText('hintsCount', { count: r.hintsUsed }) : pageText('noHints');
        facts.textContent = `${when(r.startedAt)} · ${pageText(RESULT_KEYS[resultOf(r)])} · ${time} · ${hints}`;
        const text = document.createElement('span');
        text.className = 'history-text';
        text.append(title, facts);
        li.append(text);
        if (current && state.mode === 'play') {
          const tag = document.createElement('span');
          tag.className = 'history-current';
          tag.textContent = pageText('onTheBoard');
          li.append(tag);
        } else {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'btn btn-small';
          b.textContent = pageText(current ? 'backToPlay' : 'reopen');
          b.setAttribute('aria-describedby', title.id);
          b.addEventListener('click', () => reopen(r.id));
          li.append(b);
        }
        return li;
      }),
    );
  }

  function reopen(id) {
    const note = page.games.keptNote();
    const record = page.games.find(id);
    dialog.close();
    if (!record || !page.games.reopen(id)) {
      status.set(pageText('gameGone'), 'warn');
      return;
    }
    page.showBoard(); // the Reopen button was below the board on a phone
    const done = record.finishedMs !== null;
    status.set(
      pageText('reopened', {
        puzzle: puzzleWords(record),
        how: done
          ? pageText('reopenedSolved', { time: fmtClock(record.finishedMs) })
          : pageText('reopenedPlayed', { count: countFilled(state.entries), time: fmtClock(record.elapsedMs) }),
        note,
      }),
      'ok',
    );
  }

  open.addEventListener('click', () => {
    page.save(); // the game on the board, up to this moment
    render();
    openDialog(page, dialog);
  });
  bindCloseButtons(dialog);
}
