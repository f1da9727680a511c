// Play mode's input on the page: the input modes (Notes with Corner / Centre,
// Colour), the settings (Show mistakes at once, Full hint at first press, kept in their own
// localStorage key), the pad (what is left of each digit, digit-first input by a long press)
// and the letter keys. The changes themselves are model/game.js's; app.js's page.enter() enters.

import * as game from '../model/game.js';
import { onLongPress, renderPad } from '../board/pad.js';
import * as storage from './storage.js';
import { pageBoardWords, pageText } from './lang.js';

/** What each input mode does, by mode: the page section's key. */
const MODE_KEYS = {
  digit: 'modeDigit',
  corner: 'modeCorner',
  centre: 'modeCentre',
  colour: 'modeColour',
  candidate: 'modeCandidate',
};

export function bindPlayInput(page) {
  const { state, status } = page;
  const $ = (sel) => document.querySelector(sel);
  const el = {
    grid: /** @type {any} */ ($('#board')).grid,
    notes: $('#notes'),
    notesKind: /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll('input[name="notes-kind"]')]),
    colourMode: $('#colour-mode'),
    setMistakes: /** @type {HTMLInputElement} */ ($('#set-mistakes')),
    setFullHints: /** @type {HTMLInputElement} */ ($('#set-full-hints')),
    setDigitFirst: /** @type {HTMLInputElement} */ ($('#set-digit-first')),
    pads: /** @type {HTMLElement[]} */ ([...document.querySelectorAll('.pad[data-digit]')]),
    hint: $('#hint'),
    check: $('#check'),
    newPuzzle: $('#new-puzzle'),
    undo: $('#undo'),
  };

  // The settings live in the state while the page runs (the view and the actions read them).
  const settings = storage.loadSettings();
  page.settings = settings; // shared with page/comfort.js (theme, timer, mistake limit, sound)
  page.applySettings = () => {
    state.showMistakes = settings.showMistakes;
    state.fullHints = settings.fullHints;
    state.notesKind = settings.notesKind;
  };
  page.applySettings();
  function saveSettings() {
    settings.showMistakes = state.showMistakes;
    settings.fullHints = state.fullHints;
    settings.notesKind = state.notesKind === 'centre' ? 'centre' : 'corner';
    storage.saveSettings(settings);
  }

  page.renderers.push(() => {
    const play = state.mode === 'play';
    // The tool row is shared with Solve (Undo, Redo, Erase, Clear): the modes are Play's.
    el.notes.hidden = !play;
    el.colourMode.hidden = !play;
    const notes = state.inputMode === 'corner' || state.inputMode === 'centre';
    el.notes.setAttribute('aria-pressed', String(notes));
    el.colourMode.setAttribute('aria-pressed', String(state.inputMode === 'colour' || state.inputMode === 'candidate'));
    el.colourMode.querySelector('.tool-text').textContent = pageText(
      state.inputMode === 'candidate' ? 'candidatesTool' : 'colour',
    );
    for (const radio of el.notesKind) radio.checked = radio.value === state.notesKind;
    el.setMistakes.checked = state.showMistakes;
    el.setFullHints.checked = state.fullHints;
    el.setDigitFirst.checked = settings.digitFirst;
    for (const mode of ['corner', 'centre', 'colour', 'candidate'])
      el.grid.classList.toggle(`input-${mode}`, play && state.inputMode === mode);
    el.grid.classList.toggle('pencil', play && state.inputMode === 'corner');
    renderPad(el.pads, state, pageBoardWords());
  });

  /**
   * Changes the input mode with `change` (a game.js function) and says what digits now do; the
   * next key is named only to a player who pressed one (a phone has no N key).
   */
  page.switchMode = function switchMode(change, { byKey = false } = {}) {
    if (state.mode !== 'play') return;
    change(state);
    page.render();
    const next = byKey && state.inputMode === 'corner' ? pageText('nAgainCentre') : '';
    status.set(`${pageText(MODE_KEYS[state.inputMode])}${next}`);
  };

  /** Digit-first input: keeps digit d (0 lets go); each cell tapped then gets it (app.js). */
  page.lockDigit = function lockDigit(d) {
    if (state.mode !== 'play') return;
    state.lockedDigit = d;
    page.render();
    status.set(d ? pageText('digitKept', { digit: d }) : pageText('noDigitKept'));
  };

  /**
   * A digit on the pad: into the selected cell, or with a kept digit (or the setting "Digit
   * first"), the digit to keep.
   */
  function padDigit(button) {
    const d = Number(button.dataset.digit);
    if (state.mode === 'play' && (state.lockedDigit || settings.digitFirst) && d) {
      page.lockDigit(d === state.lockedDigit ? 0 : d);
      return;
    }
    if (button.getAttribute('aria-disabled') === 'true') {
      status.set(pageText('allNinePlaced', { digit: d }));
      return;
    }
    page.enter(state.sel, d);
  }

  for (const pad of el.pads) {
    // Keep the focus on the selected cell when tapping with a mouse or finger.
    pad.addEventListener('mousedown', (event) => event.preventDefault());
    pad.addEventListener('click', () => padDigit(pad));
    const d = Number(pad.dataset.digit);
    if (d) onLongPress(pad, () => page.lockDigit(d));
  }
  for (const b of [el.notes, el.colourMode]) b.addEventListener('mousedown', (event) => event.preventDefault());
  el.notes.addEventListener('click', () => page.switchMode(game.toggleNotes));
  el.colourMode.addEventListener('click', () => page.switchMode(game.toggleColourMode));
  for (const radio of el.notesKind) {
    radio.addEventListener('change', () => {
      if (!radio.checked) return;
      state.notesKind = radio.value === 'centre' ? 'centre' : 'corner';
      saveSettings();
      // In a notes mode the marks switch kind at once.
      if (state.inputMode === 'corner' || state.inputMode === 'centre')
        page.switchMode((s) => game.setInputMode(s, s.notesKind));
      else page.render();
    });
  }
  el.setMistakes.addEventListener('change', () => {
    state.showMistakes = el.setMistakes.checked;
    saveSettings();
    page.render();
    status.set(state.showMistakes ? pageText('showMistakesOn') : pageText('showMistakesOff'));
  });
  el.setDigitFirst.addEventListener('change', () => {
    settings.digitFirst = el.setDigitFirst.checked;
    saveSettings();
    if (!settings.digitFirst && state.lockedDigit) page.lockDigit(0);
    else page.render();
    status.set(settings.digitFirst ? pageText('digitFirstOn') : pageText('digitFirstOff'));
  });
  el.setFullHints.addEventListener('change', () => {
    state.fullHints = el.setFullHints.checked;
    saveSettings();
    status.set(state.fullHints ? pageText('fullHintsOn') : pageText('fullHintsOff'));
  });

  /**
   * The letter keys, anywhere but in a text field or a list: H hint, C check, N notes (cycles
   * digits -> corner -> centre), P corner marks, K colour, Z or U undo, Shift+N a new puzzle.
   * The page's buttons do the work (and their guards say why when they cannot).
   */
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    if (page.isEditableField(event.target)) return;
    if (state.paused) return; // the board is covered: T resumes (page/pause.js)
    const key = event.key.toLowerCase();
    // A game over (the mistake limit) takes a new puzzle only.
    if (!(event.shiftKey && key === 'n') && 'hcnpkzu'.includes(key) && page.refuseIfLost?.()) return;
    const play = state.mode === 'play';
    let act = null;
    if (event.shiftKey) {
      if (key === 'n' && play) act = () => el.newPuzzle.click();
    } else if (key === 'z' || key === 'u') act = () => el.undo.click();
    else if (play) {
      act = {
        h: () => el.hint.click(),
        c: () => el.check.click(),
        n: () => page.switchMode(game.cycleNotes, { byKey: true }),
        p: () => page.switchMode(game.togglePencil, { byKey: true }),
        k: () => page.switchMode(game.toggleColourMode, { byKey: true }),
      }[key];
    }
    if (!act) return;
    event.preventDefault();
    act();
  });
}
