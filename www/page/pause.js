// Pause: the Pause button beside the clock, the T key (or the keyboard's Pause key), and the
// automatic pauses: while the tab is hidden and while a dialog (Statistics, History, ...) is open.
// While paused the clock stops (model/game.js's pause), the board is covered (its digits hidden,
// the element inert) and the pad, the tools, Check and the More menu are out of play. Resume,
// T, or a tap on the cover goes on; an automatic pause ends with its cause, unless the player
// paused too.
//
// Why T: Space clears a cell on the grid (and presses the focused button elsewhere), P is
// pencil marks, and H, C, N, K, Z and U are taken; T ("time out") is free, and the Pause key,
// where a keyboard has one, works too.

import * as game from '../model/game.js';
import { countFilled, fmtClock } from '../model/grid.js';
import { pageText } from './lang.js';

export function bindPause(page) {
  const { state, status, board } = page;
  const $ = (sel) => document.querySelector(sel);
  const el = {
    button: $('#pause'),
    cover: $('#pause-cover'),
    clock: $('#pause-clock'),
    board: $('#board'),
    outOfPlay: [$('.numpad'), $('#tool-row'), $('#check'), $('#game-menu')],
  };

  /** Why the game is paused: 'player' (the button or T), 'hidden' (the tab), 'dialog'. */
  const reasons = new Set();
  let gridHadFocus = false;

  const canPause = () =>
    state.mode === 'play' &&
    state.finishedMs === null &&
    state.solvedMs == null &&
    state.lostMs == null &&
    countFilled(state.givens) > 0;

  /** Pauses or resumes as the reasons say; returns whether that changed anything. */
  function sync() {
    const want = reasons.size > 0 && canPause();
    if (want === state.paused) return false;
    if (want) {
      gridHadFocus = board.focusedCell() >= 0;
      game.pause(state);
    } else {
      game.resume(state);
    }
    page.render();
    // Back from a pause that took the focus out of the grid (it went inert): back to the cell.
    if (
      !want &&
      (gridHadFocus || el.cover.contains(document.activeElement) || document.activeElement === document.body)
    )
      board.focus(state.sel);
    return true;
  }

  /** An automatic pause (`on`) or its end, for `reason` ('hidden' or 'dialog'). */
  page.autoPause = (reason, on) => {
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    sync();
  };

  function pauseByPlayer({ byKey = false } = {}) {
    if (!canPause()) {
      status.set(
        state.mode !== 'play' || !countFilled(state.givens) ? pageText('pauseNothing') : pageText('pauseSolved'),
      );
      return;
    }
    reasons.add('player');
    sync();
    page.save();
    status.set(pageText(byKey ? 'pausedAtByKey' : 'pausedAt', { time: fmtClock(game.playTime(state)) }));
  }

  function resumeByPlayer() {
    // The player's own word ends every pause but a dialog's (which covers the page anyway).
    reasons.delete('player');
    reasons.delete('hidden');
    if (sync()) status.set(pageText('resumed'));
  }

  page.togglePause = ({ byKey = false } = {}) => (state.paused ? resumeByPlayer() : pauseByPlayer({ byKey }));

  page.renderers.push(() => {
    // A new game, Solve or a finished board ends a pause (game.js clears `paused`): forget why.
    if (!state.paused) reasons.delete('player');
    const paused = state.paused && state.mode === 'play';
    el.button.hidden = !canPause() && !paused;
    el.button.setAttribute('aria-pressed', String(paused));
    el.button.title = pageText(paused ? 'resumeTitle' : 'pauseTitle');
    el.cover.hidden = !paused;
    el.clock.textContent = fmtClock(game.playTime(state));
    // A game over (the mistake limit, page/comfort.js) is out of play too, under its own cover.
    const over = state.mode === 'play' && state.lostMs != null && countFilled(state.givens) > 0;
    el.board.inert = paused || over;
    for (const node of el.outOfPlay) node.inert = paused || over;
  });

  el.button.addEventListener('click', () => page.togglePause());
  // A tap anywhere on the cover (its Resume button included) goes on.
  el.cover.addEventListener('click', () => resumeByPlayer());
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    if (page.isEditableField(event.target) || document.querySelector('dialog[open]')) return;
    if (event.key !== 'Pause' && (event.key.toLowerCase() !== 't' || event.shiftKey)) return;
    if (state.mode !== 'play') return;
    event.preventDefault();
    page.togglePause({ byKey: true });
  });
  // The tab hidden: paused (and saved, with the time so far) until it shows again.
  document.addEventListener('visibilitychange', () => {
    page.autoPause('hidden', document.hidden);
    if (document.hidden) page.save();
  });
}
