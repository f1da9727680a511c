// The number pad's state, shared by the page's pad (www/index.html) and <sudoku-board>'s own:
// how many of each digit are still to place, the digit kept for digit-first input, the colour
// a digit paints in colour mode, and a long press (press and hold) that keeps a digit.

import { remainingCounts } from '../model/game.js';

export const LONG_PRESS_MS = 450;

/**
 * Draws the pad's digit buttons (`[data-digit="1"]` .. `"9"`) for state `s` with words `w`:
 * a small count of what is left, a name that says it ("5, 3 left", "5, all placed"),
 * aria-disabled on a finished digit in digit mode (in a notes or colour mode it still acts),
 * aria-pressed on the digit kept for digit-first input, and the colour it paints in colour mode.
 */
export function renderPad(buttons, s, w) {
  const left = remainingCounts(s);
  const play = s.mode === 'play';
  for (const b of buttons) {
    const d = Number(b.dataset.digit);
    if (!(d >= 1 && d <= 9)) continue;
    // The visible count is hidden from assistive technology; the name says it in words (the
    // button's own text, so that its visible digit stays the start of its name).
    let badge = b.querySelector('.pad-count');
    let words = b.querySelector('.pad-words');
    if (!badge) {
      badge = b.ownerDocument.createElement('span');
      badge.className = 'pad-count';
      badge.setAttribute('aria-hidden', 'true');
      words = b.ownerDocument.createElement('span');
      // Inline and sized 0 (not an absolutely placed .sr-only, which the browser would set
      // apart with a space: "5 , 3 left").
      words.className = 'pad-words';
      b.append(words, badge);
    }
    const colour = play && s.inputMode === 'colour';
    badge.textContent = play && !colour ? String(left[d]) : '';
    const said = !play ? '' : `, ${colour ? w.colourName(d) : w.padLeft(left[d])}`;
    if (words.textContent !== said) words.textContent = said;
    const done = play && s.inputMode === 'digit' && left[d] === 0;
    if (done) b.setAttribute('aria-disabled', 'true');
    else b.removeAttribute('aria-disabled');
    if (play && s.lockedDigit) b.setAttribute('aria-pressed', String(s.lockedDigit === d));
    else b.removeAttribute('aria-pressed');
    if (colour) b.dataset.colour = String(d);
    else delete b.dataset.colour;
  }
}

/**
 * Calls `onLong` when `button` is held for LONG_PRESS_MS (mouse, touch or pen), else lets the
 * click through; the click that ends a long press is swallowed. Enter or Space held do not
 * count: a keyboard player types digits on the grid.
 */
export function onLongPress(button, onLong) {
  let timer = null;
  let fired = false;
  const cancel = () => {
    clearTimeout(timer);
    timer = null;
  };
  button.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    fired = false;
    cancel();
    timer = setTimeout(() => {
      timer = null;
      fired = true;
      onLong();
    }, LONG_PRESS_MS);
  });
  for (const type of ['pointerup', 'pointerleave', 'pointercancel']) button.addEventListener(type, cancel);
  // A long touch would open the context menu.
  button.addEventListener('contextmenu', (e) => {
    if (fired || timer) e.preventDefault();
  });
  button.addEventListener(
    'click',
    (e) => {
      if (!fired) return;
      fired = false;
      e.stopImmediatePropagation();
      e.preventDefault();
    },
    true,
  );
}
