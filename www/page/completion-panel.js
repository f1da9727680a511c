// The completion panel: a modal <dialog> when a game is finished (the board does not move
// under it), with the time, hints, mistakes, difficulty and SE rating, and the best time of
// the difficulty from the statistics. Called by the game library once a game (the record
// remembers it, so a reload of a finished game does not show it again); Escape closes it.

import { bindCloseButtons, openDialog, pair } from './dialogs.js';
import { shareOrCopy } from './around/share.js';
import { dailyUrl } from './around/daily-view.js';
import { localDay } from './around/daily.js';
import { fmtClock } from '../model/grid.js';
import { difficultyWord, pageDecimal, pageText } from './lang.js';

const hintWords = (n) => (n ? pageText('hintsCount', { count: n }) : pageText('noHints'));

/** The words of a daily result: no grid, no digits, nothing that spoils the puzzle. */
export function dailyResultText(record) {
  const d = record.puzzle?.difficulty;
  return pageText('dailyResult', {
    date: record.daily,
    level: d ? pageText(`level_${d}`) : '',
    time: fmtClock(record.finishedMs),
    hints: hintWords(record.hintsUsed),
  });
}

/** Shares a solved daily's result; says in the status (and returns) how it went. */
export async function shareDailyResult(page, record) {
  // The link opens that day's daily of that difficulty (page/around/daily-view.js).
  const url = dailyUrl(record.daily, record.puzzle?.difficulty ?? 'medium');
  const how = await shareOrCopy({ title: pageText('dailyShareTitle'), text: dailyResultText(record), url });
  const words = pageText(
    { shared: 'dailyShared', copied: 'dailyCopied', shown: 'dailyShown', cancelled: 'sharingCancelled' }[how],
  );
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
    const facts = [
      pair(pageText('time'), fmtClock(record.finishedMs)),
      pair(pageText('hints'), hintWords(record.hintsUsed)),
    ];
    if (record.mistakes !== null)
      facts.push(
        pair(
          pageText('mistakes'),
          record.mistakes ? pageText('mistakesCount', { count: record.mistakes }) : pageText('none'),
        ),
      );
    if (p.difficulty)
      facts.push(
        pair(
          pageText('difficulty'),
          typeof p.rating === 'number'
            ? pageText('levelLine', { difficulty: pageText(`level_${p.difficulty}`), rating: pageDecimal(p.rating) })
            : pageText(`level_${p.difficulty}`),
        ),
      );
    const best = p.difficulty ? page.statistics.bestMs(p.difficulty) : null;
    if (p.difficulty && best !== null) {
      // Only a solve without hints can be a best (statistics.js keeps those).
      const isNew =
        counted && !record.hintsUsed && (counted.previousBest === null || record.finishedMs < counted.previousBest);
      facts.push(
        pair(
          pageText('bestTimeOf', { difficulty: difficultyWord(p.difficulty) }),
          `${fmtClock(best)}${isNew ? pageText('newBest') : record.hintsUsed ? pageText('withoutHints') : ''}`,
        ),
      );
    }
    list.replaceChildren(...facts);
    note.textContent = record.daily
      ? record.daily === localDay(Date.now())
        ? pageText('dailyTodaySolved', { difficulty: difficultyWord(p.difficulty), date: record.daily })
        : pageText('dailyPastSolved', { difficulty: difficultyWord(p.difficulty), date: record.daily })
      : record.gaveUp
        ? pageText('gaveUpNote')
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
