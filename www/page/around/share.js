// Sharing: the Web Share API where the browser has one (phones, some desktops), else the
// clipboard, else the text put in the Export field, selected, for Ctrl+C. The Share button
// gives a ?p= link that opens Play on the puzzle (its givens only: no progress, no solution),
// or, when the Export card says "The game in progress", a ?p=&g= link that also carries the
// entries, marks and colours (progress-code.js).

import * as game from '../../model/game.js';
import { countFilled } from '../../model/grid.js';
import { pageText } from '../lang.js';
import { encodeProgress } from './progress-code.js';

/** The link to the game in Play with its progress: the puzzle's address and `g`. */
export function progressLink(page) {
  const url = new URL(page.urlFor());
  url.searchParams.set('g', encodeProgress(page.state));
  return url.href;
}

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
    const exportWhat = /** @type {HTMLSelectElement} */ (document.querySelector('#export-what'));
    const withProgress = state.mode === 'play' && exportWhat.value === 'progress';
    const url = withProgress ? progressLink(page) : page.urlFor();
    const text = pageText(withProgress ? 'shareProgressText' : 'shareText');
    const how = await shareOrCopy({ title: pageText('shareTitle'), text, url });
    if (how === 'shared') status.set(pageText(withProgress ? 'shareProgressShared' : 'shareShared'), 'ok');
    else if (how === 'copied') status.set(pageText(withProgress ? 'shareProgressCopied' : 'shareCopied'), 'ok');
    else if (how === 'shown') status.set(pageText('shareShown'));
    else status.set(pageText('sharingCancelled'));
  });
}
