// The comfort settings of the More menu, kept with the others (page/storage.js): the theme
// (page/theme.js), Hide the timer, the mistake limit, and sounds and vibration (both off by
// default). The limit ends a game at its 3rd or 5th mistake (model/mistake-limit.js): the board
// is covered by "Game over", the game stays in History as given up, and New puzzle goes on.
// Sounds and vibration are model/feedback.js's (the element's too); the vibration switch is
// hidden where the browser has no navigator.vibrate.

import { feedbackPlayer } from '../model/feedback.js';
import { countFilled } from '../model/grid.js';
import { endIfOverLimit, isLost, mistakeLimit } from '../model/mistake-limit.js';
import * as storage from './storage.js';
import { applyTheme } from './theme.js';
import { pageText } from './lang.js';

const THEME_KEYS = { system: 'themeSaidSystem', light: 'themeSaidLight', dark: 'themeSaidDark' };

export function bindComfort(page) {
  const { state, status } = page;
  const settings = page.settings;
  const $ = (sel) => document.querySelector(sel);
  const el = {
    board: $('#board'),
    themes: /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll('input[name="theme"]')]),
    hideTimer: /** @type {HTMLInputElement} */ ($('#set-hide-timer')),
    limit: /** @type {HTMLSelectElement} */ ($('#set-mistake-limit')),
    sound: /** @type {HTMLInputElement} */ ($('#set-sound')),
    haptics: /** @type {HTMLInputElement} */ ($('#set-haptics')),
    hapticsRow: $('#set-haptics-row'),
    cover: $('#over-cover'),
    coverText: $('#over-text'),
    coverNew: $('#over-new'),
    newPuzzle: /** @type {HTMLButtonElement} */ ($('#new-puzzle')),
  };
  const canVibrate = typeof navigator.vibrate === 'function';
  el.hapticsRow.hidden = !canVibrate;

  const save = () => storage.saveSettings(settings);
  applyTheme(settings.theme, el.board);

  // ---- sounds and vibration (model/feedback.js)
  const play = feedbackPlayer({
    vibrate: canVibrate ? (pattern) => navigator.vibrate(pattern) : null,
    Audio: globalThis.AudioContext ?? /** @type {any} */ (globalThis).webkitAudioContext ?? null,
  });
  /** Plays the sound and vibration of `kind` (model/feedback.js's FEEDBACK keys), each as its switch says. */
  page.feedback = (kind) => play(kind, { sound: settings.sound, haptics: settings.haptics });

  // ---- the mistake limit: checked at every render, so that every way a mistake is counted
  // (a digit, the solution arriving after digits were typed) ends the game alike.
  const overWords = () => pageText('overWords', { count: state.mistakes });
  page.renderers.push(() => {
    const limit = settings.mistakeLimit;
    if (endIfOverLimit(state, limit)) {
      // Said after the move's own messages (a clash, a red digit), which this one replaces.
      queueMicrotask(() => {
        page.save();
        status.set(pageText('gameOverNew', { words: overWords() }), 'error');
      });
      page.feedback('over');
    }
    const over = state.mode === 'play' && isLost(state) && countFilled(state.givens) > 0;
    el.cover.hidden = !over;
    if (over && el.coverText.textContent !== overWords()) el.coverText.textContent = overWords();
    document.documentElement.classList.toggle('timer-hidden', settings.hideTimer);
    for (const radio of el.themes) radio.checked = radio.value === settings.theme;
    el.hideTimer.checked = settings.hideTimer;
    el.limit.value = String(settings.mistakeLimit);
    el.sound.checked = settings.sound;
    el.haptics.checked = settings.haptics;
  });
  /** Said when a move is refused because the game is over. */
  page.refuseIfLost = () => {
    if (state.mode !== 'play' || !isLost(state)) return false;
    status.set(pageText('gameOverPress', { words: overWords() }), 'warn');
    return true;
  };
  el.coverNew.addEventListener('click', () => el.newPuzzle.click());

  // ---- the controls
  for (const radio of el.themes) {
    radio.addEventListener('change', () => {
      if (!radio.checked) return;
      settings.theme = /** @type {'system' | 'light' | 'dark'} */ (radio.value);
      save();
      applyTheme(settings.theme, el.board);
      status.set(pageText(THEME_KEYS[settings.theme]));
    });
  }
  el.hideTimer.addEventListener('change', () => {
    settings.hideTimer = el.hideTimer.checked;
    save();
    page.render();
    status.set(pageText(settings.hideTimer ? 'timerHidden' : 'timerShown'));
  });
  el.limit.addEventListener('change', () => {
    settings.mistakeLimit = mistakeLimit(el.limit.value);
    save();
    const n = settings.mistakeLimit;
    status.set(
      n
        ? `${pageText('mistakeLimitSet', { n })}${state.mistakes && !isLost(state) ? pageText('mistakeLimitThisOne', { count: state.mistakes }) : ''}`
        : pageText('mistakeLimitOff'),
    );
    page.render(); // a game already at the limit ends now, and says so
  });
  el.sound.addEventListener('change', () => {
    settings.sound = el.sound.checked;
    save();
    if (settings.sound) page.feedback('place');
    status.set(pageText(settings.sound ? 'soundsOn' : 'soundsOff'));
  });
  el.haptics.addEventListener('change', () => {
    settings.haptics = el.haptics.checked;
    save();
    if (settings.haptics) page.feedback('place');
    status.set(pageText(settings.haptics ? 'vibrationOn' : 'vibrationOff'));
  });
}
