// The completion panel: a modal <dialog> when a game is finished (the board does not move
// under it), with the time, hints, mistakes, difficulty and SE rating, and the best time of
// the difficulty from the statistics. Called by the game library once a game (the record
// remembers it, so a reload of a finished game does not show it again); Escape closes it.

import { bindCloseButtons, openDialog, pair } from './dialogs.js';
import { shareOrCopy } from './around/share.js';
import { dailyUrl } from './around/daily-view.js';
import { localDay } from './around/daily.js';
import { capitalise, fmtClock, plural } from '../model/grid.js';

const hintWords = (n) => (n ? plural(n, 'hint') : 'no hints');

/** The words of a daily result: no grid, no digits, nothing that spoils the puzzle. */
export function dailyResultText(record) {
  const level = capitalise(record.puzzle?.difficulty ?? '');
  return `DLX Sudoku daily puzzle, ${record.daily}, ${level}: solved in ${fmtClock(record.finishedMs)} with ${hintWords(record.hintsUsed)}.`;
}

/** Shares a solved daily's result; says in the status (and returns) how it went. */
export async function shareDailyResult(page, record) {
  // The link opens that day's daily of that difficulty (page/around/daily-view.js).
  const url = dailyUrl(record.daily, record.puzzle?.difficulty ?? 'medium');
  const how = await shareOrCopy({ title: 'DLX Sudoku daily puzzle', text: dailyResultText(record), url });
  const words = {
    shared: 'Shared your daily result.',
    copied: 'Copied your daily result to the clipboard (no grid, no spoilers).',
    shown: 'The clipboard is not available here: your result is selected in the Export field, press Ctrl+C to copy it.',
    cancelled: 'Sharing cancelled.',
  }[how];
  page.status.set(words, how === 'cancelled' || how === 'shown' ? 'info' : 'ok');
  return words;
}

export function bindCompletion(page) {
  const $ = (sel) => document.querySelector(sel);
  const dialog = /** @type {HTMLDialogElement} */ ($('#done-dialog'));
  const list = $('#done-facts');
  const note = $('#done-note');
  const share = /** @type {HTMLButtonElement} */ ($('#done-share'));
  const again = $('#done-new');
  const message = $('#done-message');
  let shown = null;

  /** @param {object} record the game's record @param {{previousBest: number | null} | null} counted */
  page.showCompletion = (record, counted = null) => {
    shown = record;
    const p = record.puzzle ?? {};
    const facts = [pair('Time', fmtClock(record.finishedMs)), pair('Hints', hintWords(record.hintsUsed))];
    if (record.mistakes !== null)
      facts.push(pair('Mistakes', record.mistakes ? plural(record.mistakes, 'mistake') : 'none'));
    if (p.difficulty)
      facts.push(
        pair(
          'Difficulty',
          `${capitalise(p.difficulty)}${typeof p.rating === 'number' ? ` · SE rating ${p.rating.toFixed(1)}` : ''}`,
        ),
      );
    const best = p.difficulty ? page.statistics.bestMs(p.difficulty) : null;
    if (p.difficulty && best !== null) {
      // Only a solve without hints can be a best (statistics.js keeps those).
      const isNew =
        counted && !record.hintsUsed && (counted.previousBest === null || record.finishedMs < counted.previousBest);
      facts.push(
        pair(
          `Best ${p.difficulty} time`,
          `${fmtClock(best)}${isNew ? ' (new best)' : record.hintsUsed ? ' (without hints)' : ''}`,
        ),
      );
    }
    list.replaceChildren(...facts);
    note.textContent = record.daily
      ? record.daily === localDay(Date.now())
        ? `Today's ${p.difficulty} daily puzzle (${record.daily}) is solved. A new one comes at midnight.`
        : `The ${p.difficulty} daily puzzle of ${record.daily} is solved.`
      : record.gaveUp
        ? 'You showed its solution in Solve first, so it does not count in the statistics.'
        : '';
    note.hidden = !note.textContent;
    share.hidden = !record.daily;
    message.textContent = '';
    openDialog(page, dialog);
  };

  bindCloseButtons(dialog);
  again.addEventListener('click', () => {
    dialog.close();
    /** @type {HTMLButtonElement} */ ($('#new-puzzle')).click();
  });
  share.addEventListener('click', () => {
    if (shown)
      shareDailyResult(page, shown).then((words) => {
        message.textContent = words;
      });
  });
}
