// The statistics kept in this browser (page/around/stats.js): counted as games start and end (the
// game library calls noteGame with each game's record, which remembers what was counted), and
// the Statistics view: a table per difficulty, the daily streaks, export to a JSON file,
// import from one (checked; a bad file changes nothing and says why) and a reset, confirmed.

import { daysBetween, localDay } from './daily.js';
import { bindCloseButtons, openDialog } from '../dialogs.js';
import { isTouched } from './game-records.js';
import { averageMs, countSolve, countStart, emptyStats, parseStats, serialiseStats, streaks } from './stats.js';
import { DIFFICULTIES, fmtClock } from '../../model/grid.js';
import { pageText } from '../lang.js';

export const STATS_KEY = 'dlx-sudoku:stats';

export function bindStatistics(page) {
  const { status } = page;
  const $ = (sel) => document.querySelector(sel);
  const el = {
    open: $('#open-stats'),
    dialog: /** @type {HTMLDialogElement} */ ($('#stats-dialog')),
    table: $('#stats-table'),
    streaks: $('#stats-streaks'),
    message: $('#stats-message'),
    exportButton: $('#stats-export'),
    importButton: $('#stats-import'),
    file: /** @type {HTMLInputElement} */ ($('#stats-file')),
    reset: $('#stats-reset'),
    confirm: $('#stats-confirm'),
    confirmYes: $('#stats-reset-yes'),
    confirmNo: $('#stats-reset-no'),
  };
  let stats = emptyStats();
  /** Another tab of the page wrote the statistics since this one read them (the storage event). */
  let otherTabWrote = false;
  window.addEventListener('storage', (event) => {
    if (event.key === STATS_KEY || event.key === null) otherTabWrote = true;
  });
  let problemShown = false;

  /** Reads the kept statistics; `quiet` when only catching up with another tab's counts. */
  function load({ quiet = false } = {}) {
    let text = null;
    try {
      text = localStorage.getItem(STATS_KEY);
    } catch {
      return;
    }
    if (text === null) return;
    try {
      stats = parseStats(text);
    } catch (err) {
      if (!quiet) status.add(pageText('statsUnreadable', { message: err.message }), 'warn');
    }
  }

  function persist() {
    try {
      localStorage.setItem(STATS_KEY, serialiseStats(stats));
    } catch {
      if (problemShown) return;
      problemShown = true;
      status.add(pageText('statsNotKept'), 'warn');
    }
  }

  /**
   * Counts a game's start and its solve, once each (the record remembers). Returns, for a solve
   * counted now, {previousBest} (the best time of its difficulty before it, or null); else null.
   */
  function noteGame(record) {
    const difficulty = record.puzzle?.difficulty;
    if (!difficulty) return null;
    if (record.counted.started && (record.counted.solved || record.finishedMs === null || record.gaveUp)) return null;
    if (otherTabWrote) load({ quiet: true }); // another tab counted games since: add to its counts
    otherTabWrote = false;
    let result = null;
    let changed = false;
    if (!record.counted.started) {
      if (!isTouched(record)) return null; // counted at the player's first move, not on sight
      countStart(stats, difficulty);
      record.counted.started = true;
      changed = true;
    }
    if (record.finishedMs !== null && !record.counted.solved && !record.gaveUp) {
      const previousBest = countSolve(stats, {
        difficulty,
        ms: record.finishedMs,
        hints: record.hintsUsed,
        // A streak's day is a daily solved on its day (or just after its midnight): an old
        // daily opened from a link is a puzzle like another.
        daily: record.daily && daysBetween(record.daily, localDay(Date.now())) <= 1 ? record.daily : null,
      });
      record.counted.solved = true;
      result = { previousBest };
      changed = true;
    }
    if (changed) {
      persist();
      if (el.dialog.open) render();
    }
    return result;
  }

  const time = (ms) => (ms === null ? '–' : fmtClock(ms));

  function render() {
    const head = document.createElement('tr');
    const heads = ['difficulty', 'statsStarted', 'statsSolved', 'statsNoHints', 'statsBest', 'statsAverage'];
    for (const [k, key] of heads.entries()) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = pageText(key);
      if (k) th.className = 'num';
      head.append(th);
    }
    const thead = document.createElement('thead');
    thead.append(head);
    const tbody = document.createElement('tbody');
    for (const d of DIFFICULTIES) {
      const level = stats.byDifficulty[d];
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = pageText(`level_${d}`);
      tr.append(th);
      for (const v of [level.started, level.solved, level.solvedNoHints, time(level.bestMs), time(averageMs(level))]) {
        const td = document.createElement('td');
        td.className = 'num';
        td.textContent = typeof v === 'number' ? pageText('number', { n: v }) : v;
        tr.append(td);
      }
      tbody.append(tr);
    }
    el.table.replaceChildren(thead, tbody);
    const s = streaks(stats.dailyDays, localDay(Date.now()));
    el.streaks.textContent = s.longest
      ? pageText('streak', {
          current: s.current ? pageText('daysCount', { count: s.current }) : pageText('none'),
          longest: pageText('daysCount', { count: s.longest }),
        })
      : pageText('streakNone');
  }

  function say(text, kind = 'info') {
    el.message.textContent = text;
    el.message.dataset.kind = kind;
  }

  function exportFile() {
    const blob = new Blob([serialiseStats(stats)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `dlx-sudoku-statistics-${localDay(Date.now())}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    say(pageText('statsSaved', { file: a.download }), 'ok');
  }

  async function importFile() {
    const file = el.file.files?.[0];
    el.file.value = '';
    if (!file) return;
    let text;
    try {
      if (file.size > 5_000_000) throw new Error('it is too large to be a statistics file');
      text = await file.text();
      stats = parseStats(text);
    } catch (err) {
      say(pageText('statsImportFailed', { file: file.name, message: err.message }), 'error');
      return;
    }
    persist();
    render();
    say(pageText('statsImported', { file: file.name }), 'ok');
  }

  function showConfirm(show) {
    el.confirm.hidden = !show;
    el.reset.hidden = show;
    (show ? el.confirmNo : el.reset).focus();
  }

  el.open.addEventListener('click', () => {
    if (otherTabWrote) load({ quiet: true });
    otherTabWrote = false;
    render();
    say('');
    el.confirm.hidden = true;
    el.reset.hidden = false;
    openDialog(page, el.dialog);
  });
  bindCloseButtons(el.dialog);
  el.exportButton.addEventListener('click', exportFile);
  el.importButton.addEventListener('click', () => el.file.click());
  el.file.addEventListener('change', importFile);
  el.reset.addEventListener('click', () => showConfirm(true));
  el.confirmNo.addEventListener('click', () => {
    showConfirm(false);
    say(pageText('nothingReset'));
  });
  el.confirmYes.addEventListener('click', () => {
    stats = emptyStats();
    persist();
    render();
    showConfirm(false);
    say(pageText('statsResetDone'), 'ok');
  });

  page.statistics = {
    noteGame,
    bestMs: (difficulty) => stats.byDifficulty[difficulty]?.bestMs ?? null,
    /** The days (YYYY-MM-DD) a daily puzzle was solved on, of any difficulty (the Past dailies). */
    dailyDays: () => stats.dailyDays.slice(),
  };
  load();
}
