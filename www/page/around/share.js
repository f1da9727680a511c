// Sharing: the Web Share API where the browser has one (phones, some desktops), else the
// clipboard, else the text put in the Export field, selected, for Ctrl+C. The Share button
// gives a ?p= link that opens Play on the puzzle (its givens only: no progress, no solution).

import * as game from '../../model/game.js';
import { countFilled } from '../../model/grid.js';
import { pageText } from '../lang.js';

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
      status.set(pageText('shareNothing'), 'warn');
      return;
    }
    const url = page.urlFor();
    const how = await shareOrCopy({ title: pageText('shareTitle'), text: pageText('shareText'), url });
    if (how === 'shared') status.set(pageText('shareShared'), 'ok');
    else if (how === 'copied') status.set(pageText('shareCopied'), 'ok');
    else if (how === 'shown') status.set(pageText('shareShown'));
    else status.set(pageText('sharingCancelled'));
  });
}
