// The History view: the last games (page/around/game-library.js keeps them), newest first, each with
// its puzzle, date, result, time and hints, and a button that reopens it as it was left.

import { bindCloseButtons, openDialog } from '../dialogs.js';
import { RESULT_WORDS, resultOf } from './game-records.js';
import { capitalise, countFilled, fmtClock, lineToGrid, plural } from '../../model/grid.js';

const when = (ms) =>
  new Date(ms).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The puzzle in words: a daily's day, else its difficulty and rating, and its givens. */
export function puzzleWords(record) {
  const p = record.puzzle ?? {};
  const givens = plural(countFilled(lineToGrid(record.givens)), 'given');
  const level = p.difficulty
    ? `${capitalise(p.difficulty)}${typeof p.rating === 'number' ? ` (SE ${p.rating.toFixed(1)})` : ''}`
    : 'Unrated puzzle';
  return record.daily ? `Daily ${p.difficulty ?? ''} of ${record.daily}, ${givens}` : `${level}, ${givens}`;
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
        const hints = r.hintsUsed ? plural(r.hintsUsed, 'hint') : 'no hints';
        facts.textContent = `${when(r.startedAt)} · ${RESULT_WORDS[resultOf(r)]} · ${time} · ${hints}`;
        const text = document.createElement('span');
        text.className = 'history-text';
        text.append(title, facts);
        li.append(text);
        if (current && state.mode === 'play') {
          const tag = document.createElement('span');
          tag.className = 'history-current';
          tag.textContent = 'On the board';
          li.append(tag);
        } else {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'btn btn-small';
          b.textContent = current ? 'Back to Play' : 'Reopen';
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
      status.set('That game is no longer in History.', 'warn');
      return;
    }
    page.showBoard(); // the Reopen button was below the board on a phone
    const done = record.finishedMs !== null;
    status.set(
      `Reopened from History: ${puzzleWords(record)}, ${done ? `solved in ${fmtClock(record.finishedMs)}` : `${plural(countFilled(state.entries), 'digit')} entered, ${fmtClock(record.elapsedMs)} played`}.${note}`,
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
