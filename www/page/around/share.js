// Sharing: the Web Share API where the browser has one (phones, some desktops), else the
// clipboard, else the text put in the Export field, selected, for Ctrl+C. The Share button
// gives a ?p= link that opens Play on the puzzle (its givens only: no progress, no solution).

import * as game from '../../model/game.js';
import { countFilled } from '../../model/grid.js';

/**
 * Shares `text` (and `url`): 'shared', 'copied', 'cancelled' (the share sheet closed), or
 * 'shown' (neither way works: the text is selected in the Export field).
 */
export async function shareOrCopy({ title, text, url = '' }) {
  const nav = /** @type {Navigator & {share?: (data: ShareData) => Promise<void>}} */ (navigator);
  if (typeof nav.share === 'function') {
    try {
      await nav.share(url ? { title, text, url } : { title, text });
      return 'shared';
    } catch (err) {
      if (err?.name === 'AbortError') return 'cancelled';
      // Not allowed here (a frame, no user gesture): the clipboard below.
    }
  }
  const all = url ? `${text} ${url}` : text;
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(all);
    return 'copied';
  } catch {
    const field = /** @type {HTMLInputElement} */ (document.querySelector('#export-text'));
    field.value = all;
    field.focus();
    field.select();
    return 'shown';
  }
}

export function bindShare(page) {
  const { state, status } = page;
  const button = document.querySelector('#share');
  button.addEventListener('click', async () => {
    const grid = game.puzzleGrid(state);
    if (!countFilled(grid)) {
      status.set('Nothing to share yet: there is no puzzle on the grid. Press New puzzle or load one.', 'warn');
      return;
    }
    const url = page.urlFor();
    const how = await shareOrCopy({ title: 'A Sudoku puzzle', text: 'A Sudoku puzzle to play:', url });
    if (how === 'shared') status.set('Shared a link to this puzzle (its givens only).', 'ok');
    else if (how === 'copied')
      status.set(
        'Copied a link to this puzzle to the clipboard: it opens Play on its givens (not your progress).',
        'ok',
      );
    else if (how === 'shown')
      status.set(
        'The clipboard is not available here: the link is selected in the Export field, press Ctrl+C to copy it.',
      );
    else status.set('Sharing cancelled.');
  });
}
