// Past dailies: the daily puzzles of earlier days (page/around/daily.js: any date has one of each
// difficulty), listed two weeks at a time, today first, each with what this device knows of it:
// solved (and in what time) or in progress, from History (page/around/game-library.js), or
// "a daily solved that day" from the statistics' days when History has forgotten the game. Play
// opens it as the Daily puzzle button does (page/around/daily-view.js); a date field reaches
// any earlier day.

import { bindCloseButtons, openDialog } from '../dialogs.js';
import { DIFFICULTIES, isDay, localDay, pastDays } from './daily.js';
import { fmtClock } from '../../model/grid.js';
import { pageText } from '../lang.js';

/** Days listed at a time. */
export const ARCHIVE_PAGE = 14;

/**
 * What is known of the daily of `day` and `difficulty`: its game in History (`record`, or null)
 * and the days a daily was solved on (`dailyDays`, from the statistics). Returns
 * { kind: 'solved' | 'in-progress' | 'given-up' | 'solved-that-day' | 'new', words }.
 */
export function archiveEntry(record, day, dailyDays) {
  // A daily solved, then edited, stays solved (as History says it): its time is the solve's.
  const solvedIn = record?.finishedMs ?? record?.solvedMs;
  if (solvedIn != null) return { kind: 'solved', words: pageText('archiveSolved', { time: fmtClock(solvedIn) }) };
  if (record?.gaveUp) return { kind: 'given-up', words: pageText('resultGivenUp') };
  if (record)
    return { kind: 'in-progress', words: pageText('archiveInProgress', { time: fmtClock(record.elapsedMs) }) };
  if (dailyDays.includes(day)) return { kind: 'solved-that-day', words: pageText('archiveSolvedThatDay') };
  return { kind: 'new', words: pageText('archiveNew') };
}

export function bindDailyArchive(page) {
  const $ = (sel) => document.querySelector(sel);
  const open = $('#open-archive');
  const dialog = /** @type {HTMLDialogElement} */ ($('#archive-dialog'));
  const list = $('#archive-list');
  const more = $('#archive-more');
  const difficulty = /** @type {HTMLSelectElement} */ ($('#archive-difficulty'));
  const date = /** @type {HTMLInputElement} */ ($('#archive-date'));
  const openDate = $('#archive-open');
  const message = $('#archive-message');
  let shown = ARCHIVE_PAGE;

  const today = () => localDay(Date.now());

  function play(day) {
    dialog.close();
    page.openDaily(day, difficulty.value);
  }

  function render() {
    const d = difficulty.value;
    const days = pastDays(today(), shown);
    const solvedDays = page.statistics?.dailyDays() ?? [];
    list.replaceChildren(
      ...days.map((day, k) => {
        const entry = archiveEntry(page.games.findDaily(day, d), day, solvedDays);
        const li = document.createElement('li');
        li.className = 'history-item';
        const text = document.createElement('span');
        text.className = 'history-text';
        const title = document.createElement('span');
        title.className = 'history-title';
        title.id = `archive-day-${k}`;
        title.textContent = k === 0 ? pageText('archiveToday', { date: day }) : day;
        const facts = document.createElement('span');
        facts.className = `history-facts${entry.kind === 'solved' || entry.kind === 'solved-that-day' ? ' archive-solved' : ''}`;
        facts.textContent = `${pageText(`level_${d}`)} · ${entry.words}`;
        text.append(title, facts);
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'btn btn-small';
        b.textContent = pageText(
          entry.kind === 'in-progress' ? 'archiveGoOn' : entry.kind === 'solved' ? 'archiveSee' : 'archivePlay',
        );
        b.setAttribute('aria-describedby', title.id);
        b.addEventListener('click', () => play(day));
        li.dataset.day = day;
        li.append(text, b);
        return li;
      }),
    );
    date.max = today();
  }

  open.addEventListener('click', () => {
    shown = ARCHIVE_PAGE;
    const chosen = /** @type {HTMLSelectElement} */ ($('#difficulty')).value;
    if (DIFFICULTIES.includes(chosen)) difficulty.value = chosen;
    message.textContent = '';
    render();
    openDialog(page, dialog);
  });
  difficulty.addEventListener('change', render);
  more.addEventListener('click', () => {
    shown += ARCHIVE_PAGE;
    render();
  });
  openDate.addEventListener('click', () => {
    const day = date.value;
    if (!isDay(day)) message.textContent = pageText('archiveChooseDay');
    else if (day > today()) message.textContent = pageText('archiveNotOut', { date: day });
    else play(day);
  });
  bindCloseButtons(dialog);
}
